// A view with a negative static stride (strided<[-1], offset: 3>: the
// array reversed) survives a textual round trip between passes and
// lowers as MLIR lowers it (the stride a constant -1 in the descriptor);
// run, it reads the array backwards. mlir-opt-19 and mlir-cpu-runner-19
// give the same.
// RUN: rulir-opt %s | rulir-opt --finalize-memref-to-llvm | FileCheck %s --check-prefix=LOWER
// RUN: rulir-opt %s | rulir-opt --finalize-memref-to-llvm | rulir-opt --convert-to-llvm --reconcile-unrealized-casts | rulir-run - -e main -entry-point-result=void --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines
// RUN: %mlir_opt --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s | mlir-cpu-runner-19 -e main -entry-point-result=void --shared-libs=%mlir_runner_utils | FileCheck %s --match-full-lines

func.func private @printI64(i64)
func.func private @printNewline()

// Element i of the reversed view is element 3 - i of %a.
func.func @reversed(%a: memref<4xi64>) -> memref<4xi64, strided<[-1], offset: 3>> {
  %0 = memref.reinterpret_cast %a to offset: [3], sizes: [4], strides: [-1] : memref<4xi64> to memref<4xi64, strided<[-1], offset: 3>>
  return %0 : memref<4xi64, strided<[-1], offset: 3>>
}

func.func @main() {
  %a = memref.alloca() : memref<4xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %v10 = arith.constant 10 : i64
  %v20 = arith.constant 20 : i64
  %v30 = arith.constant 30 : i64
  %v40 = arith.constant 40 : i64
  memref.store %v10, %a[%c0] : memref<4xi64>
  memref.store %v20, %a[%c1] : memref<4xi64>
  memref.store %v30, %a[%c2] : memref<4xi64>
  memref.store %v40, %a[%c3] : memref<4xi64>
  %r = call @reversed(%a) : (memref<4xi64>) -> memref<4xi64, strided<[-1], offset: 3>>
  %x0 = memref.load %r[%c0] : memref<4xi64, strided<[-1], offset: 3>>
  %x1 = memref.load %r[%c1] : memref<4xi64, strided<[-1], offset: 3>>
  %x3 = memref.load %r[%c3] : memref<4xi64, strided<[-1], offset: 3>>
  call @printI64(%x0) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%x1) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%x3) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// LOWER-LABEL: func.func @reversed(%arg0: memref<4xi64>) -> memref<4xi64, strided<[-1], offset: 3>> {
// LOWER: %6 = llvm.mlir.constant(3 : index) : i64
// LOWER-NEXT: %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LOWER-NEXT: %8 = llvm.mlir.constant(4 : index) : i64
// LOWER-NEXT: %9 = llvm.insertvalue %8, %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LOWER-NEXT: %10 = llvm.mlir.constant(-1 : index) : i64
// LOWER-NEXT: %11 = llvm.insertvalue %10, %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LOWER-NEXT: %12 = builtin.unrealized_conversion_cast %11 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xi64, strided<[-1], offset: 3>>
// LOWER-NEXT: return %12 : memref<4xi64, strided<[-1], offset: 3>>

// CHECK: 40
// CHECK-NEXT: 30
// CHECK-NEXT: 10
