// RUN: rulir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: mlir-translate-19 --mlir-to-llvmir %s | FileCheck %s
// RUN: rulir-run %s -e main -entry-point-result=i32 | FileCheck %s --check-prefix=EXEC
// EXEC: {{^}}27{{$}}
// A terminator whose edges reach one block with arguments more than once:
// each repeated edge goes through a block of its own, placed at the end of
// the function, that takes the values as PHIs and branches on (LLVM's PHIs
// take one value per predecessor block), as mlir-translate-19 does.

// CHECK-LABEL: define i32 @pick(i1 %0)
// CHECK-NEXT:   br i1 %0, label %2, label %4
// CHECK:      2:
// CHECK-NEXT:   %3 = phi i32 [ %5, %4 ], [ 3, %1 ]
// CHECK-NEXT:   ret i32 %3
// CHECK:      4:
// CHECK-NEXT:   %5 = phi i32 [ 7, %1 ]
// CHECK-NEXT:   br label %2
llvm.func @pick(%c: i1) -> i32 {
  %a = llvm.mlir.constant(3 : i32) : i32
  %b = llvm.mlir.constant(7 : i32) : i32
  llvm.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%r: i32):
  llvm.return %r : i32
}

// CHECK-LABEL: define i32 @sw(i32 %0)
// CHECK-NEXT:   switch i32 %0, label %4 [
// CHECK-NEXT:     i32 1, label %2
// CHECK-NEXT:     i32 2, label %5
// CHECK-NEXT:   ]
// CHECK:      2:
// CHECK-NEXT:   %3 = phi i32 [ %6, %5 ], [ 10, %1 ]
// CHECK:      5:
// CHECK-NEXT:   %6 = phi i32 [ 20, %1 ]
// CHECK-NEXT:   br label %2
llvm.func @sw(%x: i32) -> i32 {
  %c10 = llvm.mlir.constant(10 : i32) : i32
  %c20 = llvm.mlir.constant(20 : i32) : i32
  llvm.switch %x : i32, ^bb2 [
    1: ^bb1(%c10 : i32),
    2: ^bb1(%c20 : i32)
  ]
^bb1(%v: i32):
  llvm.return %v : i32
^bb2:
  %c0 = llvm.mlir.constant(0 : i32) : i32
  llvm.return %c0 : i32
}

llvm.func @main() -> i32 {
  %f = llvm.mlir.constant(false) : i1
  %two = llvm.mlir.constant(2 : i32) : i32
  %0 = llvm.call @pick(%f) : (i1) -> i32
  %1 = llvm.call @sw(%two) : (i32) -> i32
  %2 = llvm.add %0, %1 : i32
  llvm.return %2 : i32
}
