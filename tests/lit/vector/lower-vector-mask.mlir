// --lower-vector-mask (rules/lower-vector-mask.rules): a vector.mask around a
// transfer or a gather without a passthru becomes the masked op (the
// gather's masked-off lanes zero); a masked reduction and a transfer with a
// passthru stay; a mask around nothing is what it yields. The CHECK lines
// are mlir-opt-19's output.
// RUN: rulir-opt %s --lower-vector-mask | FileCheck %s
// RUN: %mlir_opt %s --lower-vector-mask | FileCheck %s

// CHECK-LABEL: func.func @mask_read(%arg0: memref<?xf32>, %arg1: index, %arg2: f32, %arg3: vector<4xi1>) -> vector<4xf32> {
// CHECK-NEXT:   %0 = vector.transfer_read %arg0[%arg1], %arg2, %arg3 {in_bounds = [true]} : memref<?xf32>, vector<4xf32>
// CHECK-NEXT:   return %0 : vector<4xf32>
// CHECK-LABEL: func.func @mask_write(%arg0: memref<?xf32>, %arg1: index, %arg2: vector<4xf32>, %arg3: vector<4xi1>) {
// CHECK-NEXT:   vector.transfer_write %arg2, %arg0[%arg1], %arg3 {in_bounds = [true]} : vector<4xf32>, memref<?xf32>
// CHECK-NEXT:   return
// CHECK-LABEL: func.func @mask_red(%arg0: vector<4xf32>, %arg1: vector<4xi1>) -> f32 {
// CHECK-NEXT:   %0 = vector.mask %arg1 { vector.reduction <add>, %arg0 : vector<4xf32> into f32 } : vector<4xi1> -> f32
// CHECK-NEXT:   return %0 : f32
// CHECK-LABEL: func.func @mask_empty(%arg0: vector<4xi1>) {
// CHECK-NEXT:   return
// CHECK-LABEL: func.func @mask_pt(%arg0: memref<?xf32>, %arg1: index, %arg2: f32, %arg3: vector<4xi1>, %arg4: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:   %0 = vector.mask %arg3, %arg4 { vector.transfer_read %arg0[%arg1], %arg2 {in_bounds = [true]} : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT:   return %0 : vector<4xf32>
// CHECK-LABEL: func.func @mask_write_tensor(%arg0: tensor<?xf32>, %arg1: index, %arg2: vector<4xf32>, %arg3: vector<4xi1>) -> tensor<?xf32> {
// CHECK-NEXT:   %0 = vector.transfer_write %arg2, %arg0[%arg1], %arg3 : vector<4xf32>, tensor<?xf32>
// CHECK-NEXT:   return %0 : tensor<?xf32>
// CHECK-LABEL: func.func @mask_read_2d(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32, %arg3: vector<2x4xi1>) -> vector<2x4xf32> {
// CHECK-NEXT:   %0 = vector.transfer_read %arg0[%arg1, %arg1], %arg2, %arg3 : memref<?x?xf32>, vector<2x4xf32>
// CHECK-NEXT:   return %0 : vector<2x4xf32>
// CHECK-LABEL: func.func @mask_gather(%arg0: tensor<64xf32>, %arg1: index, %arg2: vector<4xindex>, %arg3: vector<4xi1>, %arg4: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:   %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT:   %0 = vector.gather %arg0[%arg1] [%arg2], %arg3, %cst : tensor<64xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT:   return %0 : vector<4xf32>
// CHECK-LABEL: func.func @mask_yield_only(%arg0: vector<8xf32>, %arg1: vector<8xi1>) -> vector<8xf32> {
// CHECK-NEXT:   return %arg0 : vector<8xf32>

func.func @mask_read(%m: memref<?xf32>, %i: index, %s: f32, %k: vector<4xi1>) -> vector<4xf32> {
  %0 = vector.mask %k { vector.transfer_read %m[%i], %s {in_bounds = [true]} : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @mask_write(%m: memref<?xf32>, %i: index, %v: vector<4xf32>, %k: vector<4xi1>) {
  vector.mask %k { vector.transfer_write %v, %m[%i] {in_bounds = [true]} : vector<4xf32>, memref<?xf32> } : vector<4xi1>
  return
}
func.func @mask_red(%v: vector<4xf32>, %k: vector<4xi1>) -> f32 {
  %0 = vector.mask %k { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %0 : f32
}
func.func @mask_empty(%k: vector<4xi1>) {
  vector.mask %k { vector.yield } : vector<4xi1>
  return
}
func.func @mask_pt(%m: memref<?xf32>, %i: index, %s: f32, %k: vector<4xi1>, %p: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.mask %k, %p { vector.transfer_read %m[%i], %s {in_bounds = [true]} : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @mask_write_tensor(%t: tensor<?xf32>, %i: index, %v: vector<4xf32>, %k: vector<4xi1>) -> tensor<?xf32> {
  %0 = vector.mask %k { vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<?xf32> } : vector<4xi1> -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
func.func @mask_read_2d(%m: memref<?x?xf32>, %i: index, %s: f32, %k: vector<2x4xi1>) -> vector<2x4xf32> {
  %0 = vector.mask %k { vector.transfer_read %m[%i, %i], %s : memref<?x?xf32>, vector<2x4xf32> } : vector<2x4xi1> -> vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
func.func @mask_gather(%t: tensor<64xf32>, %i: index, %iv: vector<4xindex>, %k: vector<4xi1>, %pt: vector<4xf32>) -> vector<4xf32> {
  %all = arith.constant dense<true> : vector<4xi1>
  %0 = vector.mask %k { vector.gather %t[%i] [%iv], %all, %pt : tensor<64xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @mask_yield_only(%v: vector<8xf32>, %k: vector<8xi1>) -> vector<8xf32> {
  %0 = vector.mask %k { vector.yield %v : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  return %0 : vector<8xf32>
}
