// memref.alloc aligns as MLIR 19 does (--finalize-memref-to-llvm): with
// malloc, an element that is not a scalar (a vector, a complex number)
// gets its aligned pointer rounded up to the element's size, since malloc
// promises only the alignment of the largest scalar (vector loads are
// emitted aligned to the vector); an `alignment` attribute wins. With
// use-aligned-alloc, the alignment is the element's size in MLIR's default
// data layout rounded up to a power of two, at least 16, and the size is
// padded to a multiple of it unless the static shape shows it already is.
// The CHECK lines are mlir-opt-19's output for the same input, through the
// insertion of the aligned pointer into the descriptor.
// RUN: rulir-opt --finalize-memref-to-llvm %s | FileCheck %s
// RUN: rulir-opt --finalize-memref-to-llvm=use-aligned-alloc %s | FileCheck %s --check-prefix=ALIGNED

// A vector element needs more alignment than malloc promises: the aligned
// pointer is rounded up to the element's size.
func.func @vector_dyn(%n: index) -> memref<?xvector<8xf32>> {
  %0 = memref.alloc(%n) : memref<?xvector<8xf32>>
  return %0 : memref<?xvector<8xf32>>
}
func.func @complex() -> memref<4xcomplex<f32>> {
  %0 = memref.alloc() : memref<4xcomplex<f32>>
  return %0 : memref<4xcomplex<f32>>
}
// A scalar element: malloc's pointer as it is.
func.func @scalar() -> memref<4xi128> {
  %0 = memref.alloc() : memref<4xi128>
  return %0 : memref<4xi128>
}
// An explicit alignment wins.
func.func @explicit() -> memref<4xvector<2xf64>> {
  %0 = memref.alloc() {alignment = 64} : memref<4xvector<2xf64>>
  return %0 : memref<4xvector<2xf64>>
}
func.func @vector_3() -> memref<4xvector<3xf32>> {
  %0 = memref.alloc() : memref<4xvector<3xf32>>
  return %0 : memref<4xvector<3xf32>>
}
func.func @vector_2d() -> memref<2x3xvector<2x2xf64>> {
  %0 = memref.alloc() : memref<2x3xvector<2x2xf64>>
  return %0 : memref<2x3xvector<2x2xf64>>
}
func.func @i1() -> memref<4xi1> {
  %0 = memref.alloc() : memref<4xi1>
  return %0 : memref<4xi1>
}
func.func @index() -> memref<4xindex> {
  %0 = memref.alloc() : memref<4xindex>
  return %0 : memref<4xindex>
}

// CHECK-LABEL: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-LABEL: func.func @vector_dyn(%arg0: index) -> memref<?xvector<8xf32>> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, vector<8xf32>
// CHECK-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// CHECK-NEXT: %5 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %6 = llvm.getelementptr %5[1] : (!llvm.ptr) -> !llvm.ptr, vector<8xf32>
// CHECK-LABEL: func.func @complex() -> memref<4xcomplex<f32>> {
// CHECK-NEXT: %0 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f32, f32)>
// CHECK-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// CHECK-NEXT: %5 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %6 = llvm.getelementptr %5[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f32, f32)>
// CHECK-LABEL: func.func @scalar() -> memref<4xi128> {
// CHECK-NEXT: %0 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i128
// CHECK-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// CHECK-NEXT: %5 = llvm.call @malloc(%4) : (i64) -> !llvm.ptr
// CHECK-NEXT: %6 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %5, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-LABEL: func.func @explicit() -> memref<4xvector<2xf64>> {
// CHECK-NEXT: %0 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, vector<2xf64>
// CHECK-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// CHECK-NEXT: %5 = llvm.mlir.constant(64 : index) : i64
// CHECK-NEXT: %6 = llvm.add %4, %5 : i64
// CHECK-NEXT: %7 = llvm.call @malloc(%6) : (i64) -> !llvm.ptr
// CHECK-NEXT: %8 = llvm.ptrtoint %7 : !llvm.ptr to i64
// CHECK-NEXT: %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %10 = llvm.sub %5, %9 : i64
// CHECK-NEXT: %11 = llvm.add %8, %10 : i64
// CHECK-NEXT: %12 = llvm.urem %11, %5  : i64
// CHECK-NEXT: %13 = llvm.sub %11, %12 : i64
// CHECK-NEXT: %14 = llvm.inttoptr %13 : i64 to !llvm.ptr
// CHECK-NEXT: %15 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %7, %15[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %14, %16[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-LABEL: func.func @vector_3() -> memref<4xvector<3xf32>> {
// CHECK-NEXT: %0 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, vector<3xf32>
// CHECK-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// CHECK-NEXT: %5 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %6 = llvm.getelementptr %5[1] : (!llvm.ptr) -> !llvm.ptr, vector<3xf32>
// CHECK-LABEL: func.func @vector_2d() -> memref<2x3xvector<2x2xf64>> {
// CHECK-NEXT: %0 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %4 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %6 = llvm.ptrtoint %5 : !llvm.ptr to i64
// CHECK-NEXT: %7 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %8 = llvm.getelementptr %7[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x vector<2xf64>>
// CHECK-LABEL: func.func @i1() -> memref<4xi1> {
// CHECK-NEXT: %0 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i1
// CHECK-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// CHECK-NEXT: %5 = llvm.call @malloc(%4) : (i64) -> !llvm.ptr
// CHECK-NEXT: %6 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %5, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-LABEL: func.func @index() -> memref<4xindex> {
// CHECK-NEXT: %0 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// CHECK-NEXT: %5 = llvm.call @malloc(%4) : (i64) -> !llvm.ptr
// CHECK-NEXT: %6 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %5, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>

// ALIGNED-LABEL: llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
// ALIGNED-LABEL: func.func @vector_dyn(%arg0: index) -> memref<?xvector<8xf32>> {
// ALIGNED-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// ALIGNED-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// ALIGNED-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, vector<8xf32>
// ALIGNED-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// ALIGNED-NEXT: %5 = llvm.mlir.constant(32 : index) : i64
// ALIGNED-NEXT: %6 = llvm.call @aligned_alloc(%5, %4) : (i64, i64) -> !llvm.ptr
// ALIGNED-NEXT: %7 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %8 = llvm.insertvalue %6, %7[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-LABEL: func.func @complex() -> memref<4xcomplex<f32>> {
// ALIGNED-NEXT: %0 = llvm.mlir.constant(4 : index) : i64
// ALIGNED-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// ALIGNED-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f32, f32)>
// ALIGNED-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// ALIGNED-NEXT: %5 = llvm.mlir.constant(16 : index) : i64
// ALIGNED-NEXT: %6 = llvm.call @aligned_alloc(%5, %4) : (i64, i64) -> !llvm.ptr
// ALIGNED-NEXT: %7 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %8 = llvm.insertvalue %6, %7[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-LABEL: func.func @scalar() -> memref<4xi128> {
// ALIGNED-NEXT: %0 = llvm.mlir.constant(4 : index) : i64
// ALIGNED-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// ALIGNED-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i128
// ALIGNED-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// ALIGNED-NEXT: %5 = llvm.mlir.constant(16 : index) : i64
// ALIGNED-NEXT: %6 = llvm.call @aligned_alloc(%5, %4) : (i64, i64) -> !llvm.ptr
// ALIGNED-NEXT: %7 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %8 = llvm.insertvalue %6, %7[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-LABEL: func.func @explicit() -> memref<4xvector<2xf64>> {
// ALIGNED-NEXT: %0 = llvm.mlir.constant(4 : index) : i64
// ALIGNED-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// ALIGNED-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, vector<2xf64>
// ALIGNED-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// ALIGNED-NEXT: %5 = llvm.mlir.constant(64 : index) : i64
// ALIGNED-NEXT: %6 = llvm.call @aligned_alloc(%5, %4) : (i64, i64) -> !llvm.ptr
// ALIGNED-NEXT: %7 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %8 = llvm.insertvalue %6, %7[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-LABEL: func.func @vector_3() -> memref<4xvector<3xf32>> {
// ALIGNED-NEXT: %0 = llvm.mlir.constant(4 : index) : i64
// ALIGNED-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// ALIGNED-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, vector<3xf32>
// ALIGNED-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// ALIGNED-NEXT: %5 = llvm.mlir.constant(16 : index) : i64
// ALIGNED-NEXT: %6 = llvm.call @aligned_alloc(%5, %4) : (i64, i64) -> !llvm.ptr
// ALIGNED-NEXT: %7 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %8 = llvm.insertvalue %6, %7[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-LABEL: func.func @vector_2d() -> memref<2x3xvector<2x2xf64>> {
// ALIGNED-NEXT: %0 = llvm.mlir.constant(2 : index) : i64
// ALIGNED-NEXT: %1 = llvm.mlir.constant(3 : index) : i64
// ALIGNED-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %3 = llvm.mlir.constant(6 : index) : i64
// ALIGNED-NEXT: %4 = llvm.mlir.zero : !llvm.ptr
// ALIGNED-NEXT: %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x vector<2xf64>>
// ALIGNED-NEXT: %6 = llvm.ptrtoint %5 : !llvm.ptr to i64
// ALIGNED-NEXT: %7 = llvm.mlir.constant(32 : index) : i64
// ALIGNED-NEXT: %8 = llvm.call @aligned_alloc(%7, %6) : (i64, i64) -> !llvm.ptr
// ALIGNED-NEXT: %9 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %10 = llvm.insertvalue %8, %9[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %11 = llvm.insertvalue %8, %10[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-LABEL: func.func @i1() -> memref<4xi1> {
// ALIGNED-NEXT: %0 = llvm.mlir.constant(4 : index) : i64
// ALIGNED-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// ALIGNED-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i1
// ALIGNED-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// ALIGNED-NEXT: %5 = llvm.mlir.constant(16 : index) : i64
// ALIGNED-NEXT: %6 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %7 = llvm.sub %5, %6 : i64
// ALIGNED-NEXT: %8 = llvm.add %4, %7 : i64
// ALIGNED-NEXT: %9 = llvm.urem %8, %5  : i64
// ALIGNED-NEXT: %10 = llvm.sub %8, %9 : i64
// ALIGNED-NEXT: %11 = llvm.call @aligned_alloc(%5, %10) : (i64, i64) -> !llvm.ptr
// ALIGNED-NEXT: %12 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %13 = llvm.insertvalue %11, %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %14 = llvm.insertvalue %11, %13[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-LABEL: func.func @index() -> memref<4xindex> {
// ALIGNED-NEXT: %0 = llvm.mlir.constant(4 : index) : i64
// ALIGNED-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// ALIGNED-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// ALIGNED-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// ALIGNED-NEXT: %5 = llvm.mlir.constant(16 : index) : i64
// ALIGNED-NEXT: %6 = llvm.call @aligned_alloc(%5, %4) : (i64, i64) -> !llvm.ptr
// ALIGNED-NEXT: %7 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %8 = llvm.insertvalue %6, %7[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
