// memref.alloc of a memref in an address space other than 0: malloc's (or
// aligned_alloc's) pointer is moved into that space with
// llvm.addrspacecast before it goes into the descriptor, as MLIR 19 does
// (--finalize-memref-to-llvm). The CHECK lines are mlir-opt-19's output for
// the same input, through the insertion of the aligned pointer.
// RUN: rulir-opt --finalize-memref-to-llvm %s | FileCheck %s
// RUN: rulir-opt --finalize-memref-to-llvm=use-aligned-alloc %s | FileCheck %s --check-prefix=ALIGNED

func.func @space4() -> memref<4xi8, 4> {
  %0 = memref.alloc() : memref<4xi8, 4>
  return %0 : memref<4xi8, 4>
}
// With an alignment, the pointer is moved to its space before it is
// rounded up.
func.func @aligned_space1(%n: index) -> memref<?xf32, 1> {
  %0 = memref.alloc(%n) {alignment = 32} : memref<?xf32, 1>
  return %0 : memref<?xf32, 1>
}
func.func @vector_space3() -> memref<4xvector<4xf32>, 3> {
  %0 = memref.alloc() : memref<4xvector<4xf32>, 3>
  return %0 : memref<4xvector<4xf32>, 3>
}
// An alloca is in its space already.
func.func @alloca_space4() -> memref<4xi8, 4> {
  %0 = memref.alloca() : memref<4xi8, 4>
  return %0 : memref<4xi8, 4>
}

// CHECK-LABEL: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-LABEL: func.func @space4() -> memref<4xi8, 4> {
// CHECK-NEXT: %0 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// CHECK-NEXT: %5 = llvm.call @malloc(%4) : (i64) -> !llvm.ptr
// CHECK-NEXT: %6 = llvm.addrspacecast %5 : !llvm.ptr to !llvm.ptr<4>
// CHECK-NEXT: %7 = llvm.mlir.undef : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %6, %7[0] : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-LABEL: func.func @aligned_space1(%arg0: index) -> memref<?xf32, 1> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// CHECK-NEXT: %5 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: %6 = llvm.add %4, %5 : i64
// CHECK-NEXT: %7 = llvm.call @malloc(%6) : (i64) -> !llvm.ptr
// CHECK-NEXT: %8 = llvm.addrspacecast %7 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT: %9 = llvm.ptrtoint %8 : !llvm.ptr<1> to i64
// CHECK-NEXT: %10 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %11 = llvm.sub %5, %10 : i64
// CHECK-NEXT: %12 = llvm.add %9, %11 : i64
// CHECK-NEXT: %13 = llvm.urem %12, %5  : i64
// CHECK-NEXT: %14 = llvm.sub %12, %13 : i64
// CHECK-NEXT: %15 = llvm.inttoptr %14 : i64 to !llvm.ptr<1>
// CHECK-NEXT: %16 = llvm.mlir.undef : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %8, %16[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %18 = llvm.insertvalue %15, %17[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-LABEL: func.func @vector_space3() -> memref<4xvector<4xf32>, 3> {
// CHECK-NEXT: %0 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xf32>
// CHECK-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// CHECK-NEXT: %5 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %6 = llvm.getelementptr %5[1] : (!llvm.ptr) -> !llvm.ptr, vector<4xf32>
// CHECK-LABEL: func.func @alloca_space4() -> memref<4xi8, 4> {
// CHECK-NEXT: %0 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %2 = llvm.alloca %0 x i8 : (i64) -> !llvm.ptr<4>
// CHECK-NEXT: %3 = llvm.mlir.undef : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %2, %4[1] : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)>

// ALIGNED-LABEL: llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
// ALIGNED-LABEL: func.func @space4() -> memref<4xi8, 4> {
// ALIGNED-NEXT: %0 = llvm.mlir.constant(4 : index) : i64
// ALIGNED-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// ALIGNED-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// ALIGNED-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// ALIGNED-NEXT: %5 = llvm.mlir.constant(16 : index) : i64
// ALIGNED-NEXT: %6 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %7 = llvm.sub %5, %6 : i64
// ALIGNED-NEXT: %8 = llvm.add %4, %7 : i64
// ALIGNED-NEXT: %9 = llvm.urem %8, %5  : i64
// ALIGNED-NEXT: %10 = llvm.sub %8, %9 : i64
// ALIGNED-NEXT: %11 = llvm.call @aligned_alloc(%5, %10) : (i64, i64) -> !llvm.ptr
// ALIGNED-NEXT: %12 = llvm.addrspacecast %11 : !llvm.ptr to !llvm.ptr<4>
// ALIGNED-NEXT: %13 = llvm.mlir.undef : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %14 = llvm.insertvalue %12, %13[0] : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %15 = llvm.insertvalue %12, %14[1] : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-LABEL: func.func @aligned_space1(%arg0: index) -> memref<?xf32, 1> {
// ALIGNED-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// ALIGNED-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// ALIGNED-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// ALIGNED-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// ALIGNED-NEXT: %5 = llvm.mlir.constant(32 : index) : i64
// ALIGNED-NEXT: %6 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %7 = llvm.sub %5, %6 : i64
// ALIGNED-NEXT: %8 = llvm.add %4, %7 : i64
// ALIGNED-NEXT: %9 = llvm.urem %8, %5  : i64
// ALIGNED-NEXT: %10 = llvm.sub %8, %9 : i64
// ALIGNED-NEXT: %11 = llvm.call @aligned_alloc(%5, %10) : (i64, i64) -> !llvm.ptr
// ALIGNED-NEXT: %12 = llvm.addrspacecast %11 : !llvm.ptr to !llvm.ptr<1>
// ALIGNED-NEXT: %13 = llvm.mlir.undef : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %14 = llvm.insertvalue %12, %13[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %15 = llvm.insertvalue %12, %14[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-LABEL: func.func @vector_space3() -> memref<4xvector<4xf32>, 3> {
// ALIGNED-NEXT: %0 = llvm.mlir.constant(4 : index) : i64
// ALIGNED-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// ALIGNED-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xf32>
// ALIGNED-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// ALIGNED-NEXT: %5 = llvm.mlir.constant(16 : index) : i64
// ALIGNED-NEXT: %6 = llvm.call @aligned_alloc(%5, %4) : (i64, i64) -> !llvm.ptr
// ALIGNED-NEXT: %7 = llvm.addrspacecast %6 : !llvm.ptr to !llvm.ptr<3>
// ALIGNED-NEXT: %8 = llvm.mlir.undef : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %9 = llvm.insertvalue %7, %8[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %10 = llvm.insertvalue %7, %9[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-LABEL: func.func @alloca_space4() -> memref<4xi8, 4> {
// ALIGNED-NEXT: %0 = llvm.mlir.constant(4 : index) : i64
// ALIGNED-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %2 = llvm.alloca %0 x i8 : (i64) -> !llvm.ptr<4>
// ALIGNED-NEXT: %3 = llvm.mlir.undef : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %5 = llvm.insertvalue %2, %4[1] : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)>
