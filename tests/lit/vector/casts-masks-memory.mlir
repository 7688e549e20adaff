// Round trip of vector.bitcast, shape_cast, step, vscale, create_mask,
// constant_mask and the masked memory ops (maskedload, maskedstore, gather,
// scatter, expandload, compressstore), custom and generic form; the CHECK
// lines are mlir-opt-19's output.
// RUN: rulir-opt %s | FileCheck %s
// RUN: rulir-opt %s | rulir-opt | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s
// RUN: rulir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: rulir-opt %s --mlir-print-op-generic | rulir-opt --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir_opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

func.func @casts_masks(%v: vector<4xf32>, %w: vector<2x4xf32>, %s: vector<f32>, %i: index, %j: index) {
  %0 = vector.bitcast %v : vector<4xf32> to vector<4xi32>
  %1 = vector.bitcast %w : vector<2x4xf32> to vector<2x16xi8>
  %2 = vector.bitcast %s : vector<f32> to vector<i32>
  %3 = vector.shape_cast %v : vector<4xf32> to vector<1x4xf32>
  %4 = vector.shape_cast %w : vector<2x4xf32> to vector<8xf32>
  %5 = vector.shape_cast %s : vector<f32> to vector<1xf32>
  %6 = vector.step : vector<4xindex>
  %7 = vector.step : vector<[8]xindex>
  %8 = vector.vscale
  %9 = vector.create_mask %i : vector<4xi1>
  %10 = vector.create_mask %i, %j : vector<2x[4]xi1>
  %11 = vector.create_mask %i : vector<i1>
  %12 = vector.constant_mask [3] : vector<4xi1>
  %13 = vector.constant_mask [0, 0] : vector<2x3xi1>
  %14 = vector.constant_mask [1] : vector<i1>
  %15 = vector.constant_mask [2, 4] {foo} : vector<2x[4]xi1>
  return
}

func.func @memory(%m: memref<?xf32>, %m2: memref<4x?xi32>, %t: tensor<?x?xf32>, %i: index, %mask: vector<4xi1>, %mask2: vector<2x4xi1>, %pt: vector<4xf32>, %iv: vector<4xindex>, %iv2: vector<2x4xi64>, %pt2: vector<2x4xf32>, %pti: vector<4xi32>) {
  %0 = vector.maskedload %m[%i], %mask, %pt : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%i], %mask, %0 : memref<?xf32>, vector<4xi1>, vector<4xf32>
  %1 = vector.maskedload %m2[%i, %i], %mask, %pti {nt} : memref<4x?xi32>, vector<4xi1>, vector<4xi32> into vector<4xi32>
  vector.maskedstore %m2[%i, %i], %mask, %1 : memref<4x?xi32>, vector<4xi1>, vector<4xi32>
  %2 = vector.gather %m[%i] [%iv], %mask, %pt : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %3 = vector.gather %t[%i, %i] [%iv2], %mask2, %pt2 : tensor<?x?xf32>, vector<2x4xi64>, vector<2x4xi1>, vector<2x4xf32> into vector<2x4xf32>
  vector.scatter %m[%i] [%iv], %mask, %2 : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32>
  %4 = vector.expandload %m[%i], %mask, %pt : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.compressstore %m[%i], %mask, %4 : memref<?xf32>, vector<4xi1>, vector<4xf32>
  return
}

// CHECK-LABEL: func.func @casts_masks(%arg0: vector<4xf32>, %arg1: vector<2x4xf32>, %arg2: vector<f32>, %arg3: index, %arg4: index) {
// CHECK-NEXT:   %0 = vector.bitcast %arg0 : vector<4xf32> to vector<4xi32>
// CHECK-NEXT:   %1 = vector.bitcast %arg1 : vector<2x4xf32> to vector<2x16xi8>
// CHECK-NEXT:   %2 = vector.bitcast %arg2 : vector<f32> to vector<i32>
// CHECK-NEXT:   %3 = vector.shape_cast %arg0 : vector<4xf32> to vector<1x4xf32>
// CHECK-NEXT:   %4 = vector.shape_cast %arg1 : vector<2x4xf32> to vector<8xf32>
// CHECK-NEXT:   %5 = vector.shape_cast %arg2 : vector<f32> to vector<1xf32>
// CHECK-NEXT:   %6 = vector.step : vector<4xindex>
// CHECK-NEXT:   %7 = vector.step : vector<[8]xindex>
// CHECK-NEXT:   %vscale = vector.vscale
// CHECK-NEXT:   %8 = vector.create_mask %arg3 : vector<4xi1>
// CHECK-NEXT:   %9 = vector.create_mask %arg3, %arg4 : vector<2x[4]xi1>
// CHECK-NEXT:   %10 = vector.create_mask %arg3 : vector<i1>
// CHECK-NEXT:   %11 = vector.constant_mask [3] : vector<4xi1>
// CHECK-NEXT:   %12 = vector.constant_mask [0, 0] : vector<2x3xi1>
// CHECK-NEXT:   %13 = vector.constant_mask [1] : vector<i1>
// CHECK-NEXT:   %14 = vector.constant_mask [2, 4] {foo} : vector<2x[4]xi1>
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @memory(%arg0: memref<?xf32>, %arg1: memref<4x?xi32>, %arg2: tensor<?x?xf32>, %arg3: index, %arg4: vector<4xi1>, %arg5: vector<2x4xi1>, %arg6: vector<4xf32>, %arg7: vector<4xindex>, %arg8: vector<2x4xi64>, %arg9: vector<2x4xf32>, %arg10: vector<4xi32>) {
// CHECK-NEXT:   %0 = vector.maskedload %arg0[%arg3], %arg4, %arg6 : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT:   vector.maskedstore %arg0[%arg3], %arg4, %0 : memref<?xf32>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT:   %1 = vector.maskedload %arg1[%arg3, %arg3], %arg4, %arg10 {nt} : memref<4x?xi32>, vector<4xi1>, vector<4xi32> into vector<4xi32>
// CHECK-NEXT:   vector.maskedstore %arg1[%arg3, %arg3], %arg4, %1 : memref<4x?xi32>, vector<4xi1>, vector<4xi32>
// CHECK-NEXT:   %2 = vector.gather %arg0[%arg3] [%arg7], %arg4, %arg6 : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT:   %3 = vector.gather %arg2[%arg3, %arg3] [%arg8], %arg5, %arg9 : tensor<?x?xf32>, vector<2x4xi64>, vector<2x4xi1>, vector<2x4xf32> into vector<2x4xf32>
// CHECK-NEXT:   vector.scatter %arg0[%arg3] [%arg7], %arg4, %2 : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT:   %4 = vector.expandload %arg0[%arg3], %arg4, %arg6 : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT:   vector.compressstore %arg0[%arg3], %arg4, %4 : memref<?xf32>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT:   return
// CHECK-NEXT: }

// GENERIC: %5 = "vector.bitcast"(%arg11) : (vector<4xf32>) -> vector<4xi32>
// GENERIC: %6 = "vector.bitcast"(%arg12) : (vector<2x4xf32>) -> vector<2x16xi8>
// GENERIC: %7 = "vector.bitcast"(%arg13) : (vector<f32>) -> vector<i32>
// GENERIC: %8 = "vector.shape_cast"(%arg11) : (vector<4xf32>) -> vector<1x4xf32>
// GENERIC: %9 = "vector.shape_cast"(%arg12) : (vector<2x4xf32>) -> vector<8xf32>
// GENERIC: %10 = "vector.shape_cast"(%arg13) : (vector<f32>) -> vector<1xf32>
// GENERIC: %11 = "vector.step"() : () -> vector<4xindex>
// GENERIC: %12 = "vector.step"() : () -> vector<[8]xindex>
// GENERIC: %13 = "vector.vscale"() : () -> index
// GENERIC: %14 = "vector.create_mask"(%arg14) : (index) -> vector<4xi1>
// GENERIC: %15 = "vector.create_mask"(%arg14, %arg15) : (index, index) -> vector<2x[4]xi1>
// GENERIC: %16 = "vector.create_mask"(%arg14) : (index) -> vector<i1>
// GENERIC: %17 = "vector.constant_mask"() <{mask_dim_sizes = [3]}> : () -> vector<4xi1>
// GENERIC: %18 = "vector.constant_mask"() <{mask_dim_sizes = [0, 0]}> : () -> vector<2x3xi1>
// GENERIC: %19 = "vector.constant_mask"() <{mask_dim_sizes = [1]}> : () -> vector<i1>
// GENERIC: %20 = "vector.constant_mask"() <{mask_dim_sizes = [2, 4]}> {foo} : () -> vector<2x[4]xi1>
// GENERIC: %0 = "vector.maskedload"(%arg0, %arg3, %arg4, %arg6) : (memref<?xf32>, index, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// GENERIC: "vector.maskedstore"(%arg0, %arg3, %arg4, %0) : (memref<?xf32>, index, vector<4xi1>, vector<4xf32>) -> ()
// GENERIC: %1 = "vector.maskedload"(%arg1, %arg3, %arg3, %arg4, %arg10) {nt} : (memref<4x?xi32>, index, index, vector<4xi1>, vector<4xi32>) -> vector<4xi32>
// GENERIC: "vector.maskedstore"(%arg1, %arg3, %arg3, %arg4, %1) : (memref<4x?xi32>, index, index, vector<4xi1>, vector<4xi32>) -> ()
// GENERIC: %2 = "vector.gather"(%arg0, %arg3, %arg7, %arg4, %arg6) : (memref<?xf32>, index, vector<4xindex>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// GENERIC: %3 = "vector.gather"(%arg2, %arg3, %arg3, %arg8, %arg5, %arg9) : (tensor<?x?xf32>, index, index, vector<2x4xi64>, vector<2x4xi1>, vector<2x4xf32>) -> vector<2x4xf32>
// GENERIC: "vector.scatter"(%arg0, %arg3, %arg7, %arg4, %2) : (memref<?xf32>, index, vector<4xindex>, vector<4xi1>, vector<4xf32>) -> ()
// GENERIC: %4 = "vector.expandload"(%arg0, %arg3, %arg4, %arg6) : (memref<?xf32>, index, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// GENERIC: "vector.compressstore"(%arg0, %arg3, %arg4, %4) : (memref<?xf32>, index, vector<4xi1>, vector<4xf32>) -> ()
