// RUN: rulir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: mlir-translate-19 --mlir-to-llvmir %s | FileCheck %s
// Branches, PHIs from block arguments (wired after the body, incoming
// values in the order of the block's predecessors), switch with case
// operands, unreachable; see same-successor.mlir for a block that one
// terminator reaches twice.

// CHECK-LABEL: define i64 @loop(i64 %0)
// CHECK-NEXT:   br label %2
// CHECK:      2:
// CHECK-NEXT:   %3 = phi i64 [ %7, %6 ], [ 0, %1 ]
// CHECK-NEXT:   %4 = phi i64 [ %8, %6 ], [ 1, %1 ]
// CHECK-NEXT:   %5 = icmp slt i64 %3, %0
// CHECK-NEXT:   br i1 %5, label %6, label %9, !prof ![[W:[0-9]+]]
// CHECK:      6:
// CHECK-NEXT:   %7 = add i64 %3, 1
// CHECK-NEXT:   %8 = mul i64 %4, %7
// CHECK-NEXT:   br label %2
// CHECK:      9:
// CHECK-NEXT:   ret i64 %4
llvm.func @loop(%n: i64) -> i64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^head(%c0, %c1 : i64, i64)
^head(%i: i64, %acc: i64):
  %c = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %c weights([99, 1]), ^body, ^exit
^body:
  %i1 = llvm.add %i, %c1 : i64
  %acc1 = llvm.mul %acc, %i1 : i64
  llvm.br ^head(%i1, %acc1 : i64, i64)
^exit:
  llvm.return %acc : i64
}

// CHECK-LABEL: define i32 @switch(i32 %0)
// CHECK-NEXT:   switch i32 %0, label %2 [
// CHECK-NEXT:     i32 1, label %3
// CHECK-NEXT:     i32 -5, label %5
// CHECK-NEXT:   ]
// CHECK:      2:
// CHECK-NEXT:   unreachable
// CHECK:      3:
// CHECK-NEXT:   %4 = phi i32 [ 10, %1 ]
// CHECK-NEXT:   ret i32 %4
// CHECK:      5:
// CHECK-NEXT:   ret i32 0
llvm.func @switch(%x: i32) -> i32 {
  %c10 = llvm.mlir.constant(10 : i32) : i32
  llvm.switch %x : i32, ^bb1 [
    1: ^bb2(%c10 : i32),
    -5: ^bb3
  ]
^bb1:
  llvm.unreachable
^bb2(%v: i32):
  llvm.return %v : i32
^bb3:
  %c0 = llvm.mlir.constant(0 : i32) : i32
  llvm.return %c0 : i32
}

// Blocks in region order even when a later block dominates an earlier one.
// CHECK-LABEL: define i32 @order(i1 %0)
// CHECK-NEXT:   br label %4
// CHECK:      2:
// CHECK-NEXT:   %3 = phi i32 [ %5, %4 ]
// CHECK-NEXT:   ret i32 %3
// CHECK:      4:
// CHECK-NEXT:   %5 = select i1 %0, i32 1, i32 2
// CHECK-NEXT:   br label %2
llvm.func @order(%c: i1) -> i32 {
  llvm.br ^bb2
^bb1(%r: i32):
  llvm.return %r : i32
^bb2:
  %a = llvm.mlir.constant(1 : i32) : i32
  %b = llvm.mlir.constant(2 : i32) : i32
  %s = llvm.select %c, %a, %b : i1, i32
  llvm.br ^bb1(%s : i32)
}
// CHECK: ![[W]] = !{!"branch_weights", i32 99, i32 1}
