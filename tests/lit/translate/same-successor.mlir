// RUN: rulir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: rulir-run %s -e main -entry-point-result=i32 | FileCheck %s --check-prefix=EXEC
// RUN: rulir-translate --mlir-to-llvmir %s | not lli
// EXEC: {{^}}27{{$}}
// A terminator whose edges reach one block with different arguments: each
// repeated edge goes through a new block that branches there (LLVM's PHIs
// take one value per predecessor block). mlir-translate-19 does the same
// with the new block placed last and holding a PHI of its own; the PHIs of
// the target are the same values either way.

// CHECK-LABEL: define i32 @pick(i1 %0)
// CHECK-NEXT:   br i1 %0, label %[[B:[0-9]+]], label %[[MID:[0-9]+]]
// CHECK:      [[MID]]:
// CHECK-NEXT:   br label %[[B]]
// CHECK:      [[B]]:
// CHECK-NEXT:   phi i32 [ 7, %[[MID]] ], [ 3, %1 ]
llvm.func @pick(%c: i1) -> i32 {
  %a = llvm.mlir.constant(3 : i32) : i32
  %b = llvm.mlir.constant(7 : i32) : i32
  llvm.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%r: i32):
  llvm.return %r : i32
}

// CHECK-LABEL: define i32 @sw(i32 %0)
// CHECK-NEXT:   switch i32 %0, label %[[D:[0-9]+]] [
// CHECK-NEXT:     i32 1, label %[[T:[0-9]+]]
// CHECK-NEXT:     i32 2, label %[[M:[0-9]+]]
// CHECK-NEXT:   ]
// CHECK:      [[M]]:
// CHECK-NEXT:   br label %[[T]]
// CHECK:      [[T]]:
// CHECK-NEXT:   phi i32 [ 20, %[[M]] ], [ 10, %1 ]
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
