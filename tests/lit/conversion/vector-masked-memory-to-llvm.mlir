// convert-vector-to-llvm on the masked memory ops: maskedload,
// maskedstore, gather, scatter, expandload and compressstore become
// llvm's masked intrinsics at the element's address (gather and scatter
// at a vector of addresses, !llvm.vec<N x ptr>). The CHECK lines are
// mlir-opt-19's output; the IR lines mlir-translate-19's.
// RUN: rulir-opt %s --convert-vector-to-llvm | FileCheck %s
// RUN: %mlir_opt %s --convert-vector-to-llvm | FileCheck %s
// RUN: rulir-opt %s --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts | rulir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR
// RUN: %mlir_opt %s --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts | mlir-translate-19 --mlir-to-llvmir | FileCheck %s --check-prefix=IR

// CHECK-LABEL: func.func @maskedload(%arg0: memref<?xf32>, %arg1: index, %arg2: vector<4xi1>, %arg3: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %4 = llvm.intr.masked.load %3, %arg2, %arg3 {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:   return %4 : vector<4xf32>
// CHECK-LABEL: func.func @maskedload_2d(%arg0: memref<?x?xi64>, %arg1: index, %arg2: index, %arg3: vector<4xi1>, %arg4: vector<4xi64>) -> vector<4xi64> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xi64> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %4 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %5 = llvm.mul %1, %4 : i64
// CHECK-NEXT:   %6 = llvm.add %5, %0 : i64
// CHECK-NEXT:   %7 = llvm.getelementptr %3[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:   %8 = llvm.intr.masked.load %7, %arg3, %arg4 {alignment = 8 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xi64>) -> vector<4xi64>
// CHECK-NEXT:   return %8 : vector<4xi64>
// CHECK-LABEL: func.func @maskedstore(%arg0: memref<16xf32>, %arg1: index, %arg2: vector<4xi1>, %arg3: vector<4xf32>) {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : memref<16xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   llvm.intr.masked.store %arg3, %3, %arg2 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
// CHECK-NEXT:   return
// CHECK-LABEL: func.func @gather(%arg0: memref<?xf32>, %arg1: index, %arg2: vector<4xi32>, %arg3: vector<4xi1>, %arg4: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %4 = llvm.getelementptr %3[%arg2] : (!llvm.ptr, vector<4xi32>) -> !llvm.vec<4 x ptr>, f32
// CHECK-NEXT:   %5 = llvm.intr.masked.gather %4, %arg3, %arg4 {alignment = 4 : i32} : (!llvm.vec<4 x ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:   return %5 : vector<4xf32>
// CHECK-LABEL: func.func @gather_index(%arg0: memref<?xf64>, %arg1: index, %arg2: vector<3xindex>, %arg3: vector<3xi1>, %arg4: vector<3xf64>) -> vector<3xf64> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg2 : vector<3xindex> to vector<3xi64>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %arg0 : memref<?xf64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %4 = llvm.getelementptr %3[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT:   %5 = llvm.getelementptr %4[%0] : (!llvm.ptr, vector<3xi64>) -> !llvm.vec<3 x ptr>, f64
// CHECK-NEXT:   %6 = llvm.intr.masked.gather %5, %arg3, %arg4 {alignment = 8 : i32} : (!llvm.vec<3 x ptr>, vector<3xi1>, vector<3xf64>) -> vector<3xf64>
// CHECK-NEXT:   return %6 : vector<3xf64>
// CHECK-LABEL: func.func @scatter(%arg0: memref<?xf32>, %arg1: index, %arg2: vector<4xi32>, %arg3: vector<4xi1>, %arg4: vector<4xf32>) {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %4 = llvm.getelementptr %3[%arg2] : (!llvm.ptr, vector<4xi32>) -> !llvm.vec<4 x ptr>, f32
// CHECK-NEXT:   llvm.intr.masked.scatter %arg4, %4, %arg3 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.vec<4 x ptr>
// CHECK-NEXT:   return
// CHECK-LABEL: func.func @expandload(%arg0: memref<?xi32>, %arg1: index, %arg2: vector<4xi1>, %arg3: vector<4xi32>) -> vector<4xi32> {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:   %4 = "llvm.intr.masked.expandload"(%3, %arg2, %arg3) : (!llvm.ptr, vector<4xi1>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:   return %4 : vector<4xi32>
// CHECK-LABEL: func.func @compressstore(%arg0: memref<?xi32>, %arg1: index, %arg2: vector<4xi1>, %arg3: vector<4xi32>) {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:   "llvm.intr.masked.compressstore"(%arg3, %3, %arg2) : (vector<4xi32>, !llvm.ptr, vector<4xi1>) -> ()
// CHECK-NEXT:   return

// IR: %{{[0-9]+}} = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %{{[0-9]+}}, i32 4, <4 x i1> %{{[0-9]+}}, <4 x float> %{{[0-9]+}})
// IR: %{{[0-9]+}} = call <4 x i64> @llvm.masked.load.v4i64.p0(ptr %{{[0-9]+}}, i32 8, <4 x i1> %{{[0-9]+}}, <4 x i64> %{{[0-9]+}})
// IR: call void @llvm.masked.store.v4f32.p0(<4 x float> %{{[0-9]+}}, ptr %{{[0-9]+}}, i32 4, <4 x i1> %{{[0-9]+}})
// IR: %{{[0-9]+}} = call <4 x float> @llvm.masked.gather.v4f32.v4p0(<4 x ptr> %{{[0-9]+}}, i32 4, <4 x i1> %{{[0-9]+}}, <4 x float> %{{[0-9]+}})
// IR: %{{[0-9]+}} = call <3 x double> @llvm.masked.gather.v3f64.v3p0(<3 x ptr> %{{[0-9]+}}, i32 8, <3 x i1> %{{[0-9]+}}, <3 x double> %{{[0-9]+}})
// IR: call void @llvm.masked.scatter.v4f32.v4p0(<4 x float> %{{[0-9]+}}, <4 x ptr> %{{[0-9]+}}, i32 4, <4 x i1> %{{[0-9]+}})
// IR: %{{[0-9]+}} = call <4 x i32> @llvm.masked.expandload.v4i32(ptr %{{[0-9]+}}, <4 x i1> %{{[0-9]+}}, <4 x i32> %{{[0-9]+}})
// IR: call void @llvm.masked.compressstore.v4i32(<4 x i32> %{{[0-9]+}}, ptr %{{[0-9]+}}, <4 x i1> %{{[0-9]+}})
// IR: declare <4 x float> @llvm.masked.load.v4f32.p0(ptr nocapture, i32 immarg, <4 x i1>, <4 x float>) #0
// IR: declare <4 x i64> @llvm.masked.load.v4i64.p0(ptr nocapture, i32 immarg, <4 x i1>, <4 x i64>) #0
// IR: declare void @llvm.masked.store.v4f32.p0(<4 x float>, ptr nocapture, i32 immarg, <4 x i1>) #1
// IR: declare <4 x float> @llvm.masked.gather.v4f32.v4p0(<4 x ptr>, i32 immarg, <4 x i1>, <4 x float>) #2
// IR: declare <3 x double> @llvm.masked.gather.v3f64.v3p0(<3 x ptr>, i32 immarg, <3 x i1>, <3 x double>) #2
// IR: declare void @llvm.masked.scatter.v4f32.v4p0(<4 x float>, <4 x ptr>, i32 immarg, <4 x i1>) #3
// IR: declare <4 x i32> @llvm.masked.expandload.v4i32(ptr nocapture, <4 x i1>, <4 x i32>) #2
// IR: declare void @llvm.masked.compressstore.v4i32(<4 x i32>, ptr nocapture, <4 x i1>) #1

func.func @maskedload(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %pt: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.maskedload %m[%i], %mask, %pt : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @maskedload_2d(%m: memref<?x?xi64>, %i: index, %j: index, %mask: vector<4xi1>, %pt: vector<4xi64>) -> vector<4xi64> {
  %0 = vector.maskedload %m[%i, %j], %mask, %pt : memref<?x?xi64>, vector<4xi1>, vector<4xi64> into vector<4xi64>
  return %0 : vector<4xi64>
}
func.func @maskedstore(%m: memref<16xf32>, %i: index, %mask: vector<4xi1>, %v: vector<4xf32>) {
  vector.maskedstore %m[%i], %mask, %v : memref<16xf32>, vector<4xi1>, vector<4xf32>
  return
}
func.func @gather(%m: memref<?xf32>, %i: index, %iv: vector<4xi32>, %mask: vector<4xi1>, %pt: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.gather %m[%i] [%iv], %mask, %pt : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @gather_index(%m: memref<?xf64>, %i: index, %iv: vector<3xindex>, %mask: vector<3xi1>, %pt: vector<3xf64>) -> vector<3xf64> {
  %0 = vector.gather %m[%i] [%iv], %mask, %pt : memref<?xf64>, vector<3xindex>, vector<3xi1>, vector<3xf64> into vector<3xf64>
  return %0 : vector<3xf64>
}
func.func @scatter(%m: memref<?xf32>, %i: index, %iv: vector<4xi32>, %mask: vector<4xi1>, %v: vector<4xf32>) {
  vector.scatter %m[%i] [%iv], %mask, %v : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  return
}
func.func @expandload(%m: memref<?xi32>, %i: index, %mask: vector<4xi1>, %pt: vector<4xi32>) -> vector<4xi32> {
  %0 = vector.expandload %m[%i], %mask, %pt : memref<?xi32>, vector<4xi1>, vector<4xi32> into vector<4xi32>
  return %0 : vector<4xi32>
}
func.func @compressstore(%m: memref<?xi32>, %i: index, %mask: vector<4xi1>, %v: vector<4xi32>) {
  vector.compressstore %m[%i], %mask, %v : memref<?xi32>, vector<4xi1>, vector<4xi32>
  return
}
