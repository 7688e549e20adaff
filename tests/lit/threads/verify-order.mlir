// The verifier checks a module's functions on several threads, and reports
// what it reports on one: the first function in order that fails, alone.
// RUN: not rulir-opt --mlir-disable-threading %s 2>&1 | FileCheck %s
// RUN: not rulir-opt --mlir-num-threads=2 %s 2>&1 | FileCheck %s
// RUN: not rulir-opt --mlir-num-threads=4 %s 2>&1 | FileCheck %s
// RUN: not rulir-opt --mlir-num-threads=4 --canonicalize %s 2>&1 | FileCheck %s

// CHECK-NOT: error
// CHECK: 19:3: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @bad1
// CHECK-NEXT: return %a : i32
// CHECK-NEXT: ^
// CHECK-NEXT: note: see current operation: "func.return"(%arg0) : (i32) -> ()
// CHECK-NOT: error

func.func @ok(%a: i32) -> i32 {
  return %a : i32
}
func.func @bad1(%a: i32) -> i64 {
  return %a : i32
}
func.func @bad2(%a: i32) -> i32 {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  return %a : i32
}
func.func @bad3(%a: i32) -> i32 {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  return %a : i32
}
