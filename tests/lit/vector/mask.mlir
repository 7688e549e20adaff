// vector.mask (with vector.yield): round trip, custom and generic form (the
// masked op printed inline without its results, the yield implicit), and
// convert-vector-to-llvm: an empty mask is what it yields, a masked 1-D
// reduction is llvm's vector-predicated reduction (from the accumulator or
// the kind's neutral value), masked transfers stay (MLIR 19 lowers them in
// --lower-vector-mask). The CHECK lines are mlir-opt-19's output.
// RUN: rulir-opt %s | FileCheck %s --check-prefix=RT
// RUN: rulir-opt %s | rulir-opt | FileCheck %s --check-prefix=RT
// RUN: %mlir_opt %s | FileCheck %s --check-prefix=RT
// RUN: rulir-opt %s --mlir-print-op-generic | rulir-opt | FileCheck %s --check-prefix=RT
// RUN: %mlir_opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: rulir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: rulir-opt %s --convert-vector-to-llvm | FileCheck %s
// RUN: %mlir_opt %s --convert-vector-to-llvm | FileCheck %s

// RT-LABEL: func.func @mask_read(%arg0: memref<?xf32>, %arg1: index, %arg2: f32, %arg3: vector<4xi1>) -> vector<4xf32> {
// RT-NEXT:   %0 = vector.mask %arg3 { vector.transfer_read %arg0[%arg1], %arg2 {in_bounds = [true]} : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// RT-NEXT:   return %0 : vector<4xf32>
// RT-LABEL: func.func @mask_write(%arg0: memref<?xf32>, %arg1: index, %arg2: vector<4xf32>, %arg3: vector<4xi1>) {
// RT-NEXT:   vector.mask %arg3 { vector.transfer_write %arg2, %arg0[%arg1] {in_bounds = [true]} : vector<4xf32>, memref<?xf32> } : vector<4xi1>
// RT-NEXT:   return
// RT-LABEL: func.func @mask_red(%arg0: vector<4xf32>, %arg1: vector<4xi1>) -> f32 {
// RT-NEXT:   %0 = vector.mask %arg1 { vector.reduction <add>, %arg0 : vector<4xf32> into f32 } : vector<4xi1> -> f32
// RT-NEXT:   return %0 : f32
// RT-LABEL: func.func @mask_empty(%arg0: vector<4xi1>) {
// RT-NEXT:   vector.mask %arg0 { vector.yield } : vector<4xi1>
// RT-NEXT:   return
// RT-LABEL: func.func @mask_pt(%arg0: memref<?xf32>, %arg1: index, %arg2: f32, %arg3: vector<4xi1>, %arg4: vector<4xf32>) -> vector<4xf32> {
// RT-NEXT:   %0 = vector.mask %arg3, %arg4 { vector.transfer_read %arg0[%arg1], %arg2 {in_bounds = [true]} : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// RT-NEXT:   return %0 : vector<4xf32>
// RT-LABEL: func.func @mask_then_use(%arg0: memref<?xf32>, %arg1: index, %arg2: f32, %arg3: vector<4xi1>) -> vector<4xf32> {
// RT-NEXT:   %0 = vector.mask %arg3 { vector.transfer_read %arg0[%arg1], %arg2 : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// RT-NEXT:   %1 = arith.addf %0, %0 : vector<4xf32>
// RT-NEXT:   return %1 : vector<4xf32>
// GENERIC: %7 = "vector.mask"(%arg19) ({
// GENERIC: %8 = "vector.transfer_read"(%arg16, %arg17, %arg18) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (memref<?xf32>, index, f32) -> vector<4xf32>
// GENERIC: "vector.yield"(%8) : (vector<4xf32>) -> ()
// GENERIC: "vector.mask"(%arg15) ({
// GENERIC: "vector.transfer_write"(%arg14, %arg12, %arg13) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (vector<4xf32>, memref<?xf32>, index) -> ()
// GENERIC: "vector.yield"() : () -> ()
// GENERIC: %5 = "vector.mask"(%arg11) ({
// GENERIC: %6 = "vector.reduction"(%arg10) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<4xf32>) -> f32
// GENERIC: "vector.yield"(%6) : (f32) -> ()
// GENERIC: "vector.mask"(%arg9) ({
// GENERIC: "vector.yield"() : () -> ()
// GENERIC: %3 = "vector.mask"(%arg7, %arg8) ({
// GENERIC: %4 = "vector.transfer_read"(%arg4, %arg5, %arg6) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (memref<?xf32>, index, f32) -> vector<4xf32>
// GENERIC: "vector.yield"(%4) : (vector<4xf32>) -> ()
// GENERIC: %0 = "vector.mask"(%arg3) ({
// GENERIC: %2 = "vector.transfer_read"(%arg0, %arg1, %arg2) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (memref<?xf32>, index, f32) -> vector<4xf32>
// GENERIC: "vector.yield"(%2) : (vector<4xf32>) -> ()

// CHECK-LABEL: func.func @mask_read(%arg0: memref<?xf32>, %arg1: index, %arg2: f32, %arg3: vector<4xi1>) -> vector<4xf32> {
// CHECK-NEXT:   %0 = vector.mask %arg3 { vector.transfer_read %arg0[%arg1], %arg2 {in_bounds = [true]} : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT:   return %0 : vector<4xf32>
// CHECK-LABEL: func.func @mask_write(%arg0: memref<?xf32>, %arg1: index, %arg2: vector<4xf32>, %arg3: vector<4xi1>) {
// CHECK-NEXT:   vector.mask %arg3 { vector.transfer_write %arg2, %arg0[%arg1] {in_bounds = [true]} : vector<4xf32>, memref<?xf32> } : vector<4xi1>
// CHECK-NEXT:   return
// CHECK-LABEL: func.func @mask_red(%arg0: vector<4xf32>, %arg1: vector<4xi1>) -> f32 {
// CHECK-NEXT:   %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:   %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:   %2 = "llvm.intr.vp.reduce.fadd"(%0, %arg0, %arg1, %1) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
// CHECK-NEXT:   return %2 : f32
// CHECK-LABEL: func.func @mask_empty(%arg0: vector<4xi1>) {
// CHECK-NEXT:   return
// CHECK-LABEL: func.func @mask_pt(%arg0: memref<?xf32>, %arg1: index, %arg2: f32, %arg3: vector<4xi1>, %arg4: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:   %0 = vector.mask %arg3, %arg4 { vector.transfer_read %arg0[%arg1], %arg2 {in_bounds = [true]} : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT:   return %0 : vector<4xf32>
// CHECK-LABEL: func.func @mask_then_use(%arg0: memref<?xf32>, %arg1: index, %arg2: f32, %arg3: vector<4xi1>) -> vector<4xf32> {
// CHECK-NEXT:   %0 = vector.mask %arg3 { vector.transfer_read %arg0[%arg1], %arg2 : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT:   %1 = arith.addf %0, %0 : vector<4xf32>
// CHECK-NEXT:   return %1 : vector<4xf32>

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
func.func @mask_then_use(%m: memref<?xf32>, %i: index, %s: f32, %k: vector<4xi1>) -> vector<4xf32> {
  %0 = vector.mask %k { vector.transfer_read %m[%i], %s : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %1 = arith.addf %0, %0 : vector<4xf32>
  return %1 : vector<4xf32>
}
