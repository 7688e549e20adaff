// On entering a block, the verifier checks that no op but the last has
// successors, before it verifies the block's ops. In a function verified
// on a worker thread, that check is made in the walk that verifies the
// ops: an op before the misplaced one that fails (here, one in a nested
// region) must not be what is reported.
// RUN: not rulir-opt --allow-unregistered-dialect --mlir-disable-threading %s 2>&1 | FileCheck %s
// RUN: not rulir-opt --allow-unregistered-dialect --mlir-num-threads=2 %s 2>&1 | FileCheck %s
// RUN: not rulir-opt --allow-unregistered-dialect --mlir-num-threads=4 %s 2>&1 | FileCheck %s

// CHECK-NOT: error
// CHECK: 25:3: error: operation with block successors must terminate its parent block
// CHECK-NEXT: "test.foo"() [^bb1] : () -> ()
// CHECK-NEXT: ^
// CHECK-NEXT: note: see current operation: "test.foo"()[^bb1] : () -> ()
// CHECK-NOT: error

func.func @ok(%x: i32) -> i32 {
  return %x : i32
}
func.func @b(%x: i32, %c: i1) -> i32 {
  scf.if %c {
    %0 = "arith.addi"(%x, %x) : (i32, i32) -> i64
  }
  %1 = "arith.addi"(%x, %x) : (i32, i32) -> i64
  "test.foo"() [^bb1] : () -> ()
  cf.br ^bb1
^bb1:
  return %x : i32
}
func.func @c(%x: i32) -> i32 {
  %0 = "arith.addi"(%x, %x) : (i32, i32) -> i64
  return %x : i32
}
