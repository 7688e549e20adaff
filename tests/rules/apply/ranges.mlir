// Folds, flat maps and 1:N block signatures in a user's rules
// (Inputs/ranges.rules), interpreted and compiled alike.
// RUN: %rules-both %S/Inputs/ranges.rules %s --test-ranges | FileCheck %s

// CHECK-LABEL: llvm.func @sum(i32, i32, i32, i32, i32, i32, i32, i32)
// CHECK-LABEL: llvm.func @twice(i32, i32, i64, i64)
// CHECK-LABEL: llvm.func @f(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: i64) {
// CHECK-NEXT:    %0 = builtin.unrealized_conversion_cast %arg2 : i64 to i64
// CHECK-NEXT:    %1 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    %2 = arith.addi %1, %arg0 : i32
// CHECK-NEXT:    %3 = arith.addi %2, %arg0 : i32
// CHECK-NEXT:    llvm.call @twice(%arg0, %arg0, %arg2, %arg2) : (i32, i32, i64, i64) -> ()
// CHECK-NEXT:    %4 = llvm.mlir.undef : !llvm.struct<(i32, i64, i32)>
// CHECK-NEXT:    %5 = llvm.insertvalue %arg0, %4[0] : !llvm.struct<(i32, i64, i32)>
// CHECK-NEXT:    %6 = llvm.insertvalue %arg2, %5[1] : !llvm.struct<(i32, i64, i32)>
// CHECK-NEXT:    %7 = llvm.insertvalue %3, %6[2] : !llvm.struct<(i32, i64, i32)>
// CHECK-NEXT:    llvm.br ^bb1(%0 : i64)
// CHECK-NEXT:  ^bb1(%8: i64):
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
func.func private @sum(i32, i32, i32, i32) -> i32
func.func private @twice(i32, i64)
func.func private @pack(i32, i64, i32) -> !llvm.struct<(i32, i64, i32)>
func.func @f(%a: i32, %b: i64) {
  %s = func.call @sum(%a, %a, %a, %a) : (i32, i32, i32, i32) -> i32
  func.call @twice(%a, %b) : (i32, i64) -> ()
  %p = func.call @pack(%a, %b, %s) : (i32, i64, i32) -> !llvm.struct<(i32, i64, i32)>
  llvm.br ^bb1(%b : i64)
^bb1(%x: i64):
  return
}
