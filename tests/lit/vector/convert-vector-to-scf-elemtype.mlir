// --convert-vector-to-scf leaves transfers whose memref element type is a
// vector (the transfer's vector type extends it: the element type
// changes) as MLIR 19 leaves them, unrolled or not; and a scalable
// leading dimension likewise. MLIR 19's pass has no lower-scalable option.
// RUN: rulir-opt %s --convert-vector-to-scf | FileCheck %s
// RUN: %mlir_opt %s --convert-vector-to-scf | FileCheck %s
// RUN: rulir-opt %s --convert-vector-to-scf=full-unroll=true | FileCheck %s
// RUN: %mlir_opt %s --convert-vector-to-scf=full-unroll=true | FileCheck %s
// RUN: rulir-opt %s --convert-vector-to-scf=target-rank=0 | FileCheck %s --check-prefix=R0
// RUN: %mlir_opt %s --convert-vector-to-scf=target-rank=0 | FileCheck %s --check-prefix=R0
// RUN: not rulir-opt %s --convert-vector-to-scf=lower-scalable=true 2>&1 | FileCheck %s --check-prefix=NOOPT
// RUN: not %mlir_opt %s --convert-vector-to-scf=lower-scalable=true 2>&1 | FileCheck %s --check-prefix=NOOPT

// NOOPT: <unknown>:0: error: <Pass-Options-Parser>: no such option lower-scalable

func.func @r(%m: memref<?x?xvector<4xf32>>, %i: index, %pad: vector<4xf32>) -> vector<2x3x4xf32> {
  %v = vector.transfer_read %m[%i, %i], %pad : memref<?x?xvector<4xf32>>, vector<2x3x4xf32>
  return %v : vector<2x3x4xf32>
}
func.func @w(%m: memref<?x?xvector<4xf32>>, %i: index, %v: vector<2x3x4xf32>) {
  vector.transfer_write %v, %m[%i, %i] : vector<2x3x4xf32>, memref<?x?xvector<4xf32>>
  return
}
func.func @r1(%m: memref<?xvector<4xf32>>, %i: index, %pad: vector<4xf32>) -> vector<3x4xf32> {
  %v = vector.transfer_read %m[%i], %pad : memref<?xvector<4xf32>>, vector<3x4xf32>
  return %v : vector<3x4xf32>
}
func.func @s(%m: memref<?xf32>, %i: index, %pad: f32) -> vector<[4]x4xf32> {
  %v = vector.transfer_read %m[%i], %pad {in_bounds = [true, false], permutation_map = affine_map<(d0)->(0, d0)>} : memref<?xf32>, vector<[4]x4xf32>
  return %v : vector<[4]x4xf32>
}
func.func @t(%m: memref<?x?xf32>, %i: index, %pad: f32) -> vector<[4]x4xf32> {
  %v = vector.transfer_read %m[%i, %i], %pad : memref<?x?xf32>, vector<[4]x4xf32>
  return %v : vector<[4]x4xf32>
}

// CHECK-LABEL: module {
// CHECK-NEXT:   func.func @r(%arg0: memref<?x?xvector<4xf32>>, %arg1: index, %arg2: vector<4xf32>) -> vector<2x3x4xf32> {
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 : memref<?x?xvector<4xf32>>, vector<2x3x4xf32>
// CHECK-NEXT:     return %0 : vector<2x3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @w(%arg0: memref<?x?xvector<4xf32>>, %arg1: index, %arg2: vector<2x3x4xf32>) {
// CHECK-NEXT:     vector.transfer_write %arg2, %arg0[%arg1, %arg1] : vector<2x3x4xf32>, memref<?x?xvector<4xf32>>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @r1(%arg0: memref<?xvector<4xf32>>, %arg1: index, %arg2: vector<4xf32>) -> vector<3x4xf32> {
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg1], %arg2 : memref<?xvector<4xf32>>, vector<3x4xf32>
// CHECK-NEXT:     return %0 : vector<3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s(%arg0: memref<?xf32>, %arg1: index, %arg2: f32) -> vector<[4]x4xf32> {
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg1], %arg2 : memref<?xf32>, vector<4xf32>
// CHECK-NEXT:     %1 = vector.broadcast %0 : vector<4xf32> to vector<[4]x4xf32>
// CHECK-NEXT:     return %1 : vector<[4]x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @t(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32) -> vector<[4]x4xf32> {
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 : memref<?x?xf32>, vector<[4]x4xf32>
// CHECK-NEXT:     return %0 : vector<[4]x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:

// R0-LABEL: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// R0-NEXT: module {
// R0-NEXT:   func.func @r(%arg0: memref<?x?xvector<4xf32>>, %arg1: index, %arg2: vector<4xf32>) -> vector<2x3x4xf32> {
// R0-NEXT:     %0 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 : memref<?x?xvector<4xf32>>, vector<2x3x4xf32>
// R0-NEXT:     return %0 : vector<2x3x4xf32>
// R0-NEXT:   }
// R0-NEXT:   func.func @w(%arg0: memref<?x?xvector<4xf32>>, %arg1: index, %arg2: vector<2x3x4xf32>) {
// R0-NEXT:     vector.transfer_write %arg2, %arg0[%arg1, %arg1] : vector<2x3x4xf32>, memref<?x?xvector<4xf32>>
// R0-NEXT:     return
// R0-NEXT:   }
// R0-NEXT:   func.func @r1(%arg0: memref<?xvector<4xf32>>, %arg1: index, %arg2: vector<4xf32>) -> vector<3x4xf32> {
// R0-NEXT:     %0 = vector.transfer_read %arg0[%arg1], %arg2 : memref<?xvector<4xf32>>, vector<3x4xf32>
// R0-NEXT:     return %0 : vector<3x4xf32>
// R0-NEXT:   }
// R0-NEXT:   func.func @s(%arg0: memref<?xf32>, %arg1: index, %arg2: f32) -> vector<[4]x4xf32> {
// R0-NEXT:     %c1 = arith.constant 1 : index
// R0-NEXT:     %c4 = arith.constant 4 : index
// R0-NEXT:     %c0 = arith.constant 0 : index
// R0-NEXT:     %alloca = memref.alloca() : memref<vector<4xf32>>
// R0-NEXT:     %0 = vector.type_cast %alloca : memref<vector<4xf32>> to memref<4xvector<f32>>
// R0-NEXT:     scf.for %arg3 = %c0 to %c4 step %c1 {
// R0-NEXT:       %dim = memref.dim %arg0, %c0 : memref<?xf32>
// R0-NEXT:       %3 = affine.apply #map(%arg3)[%arg1]
// R0-NEXT:       %4 = arith.cmpi sgt, %dim, %3 : index
// R0-NEXT:       scf.if %4 {
// R0-NEXT:         %5 = affine.apply #map(%arg3)[%arg1]
// R0-NEXT:         %6 = vector.transfer_read %arg0[%5], %arg2 : memref<?xf32>, vector<f32>
// R0-NEXT:         memref.store %6, %0[%arg3] : memref<4xvector<f32>>
// R0-NEXT:       } else {
// R0-NEXT:         %5 = vector.splat %arg2 : vector<f32>
// R0-NEXT:         memref.store %5, %0[%arg3] : memref<4xvector<f32>>
// R0-NEXT:       }
// R0-NEXT:     }
// R0-NEXT:     %1 = memref.load %alloca[] : memref<vector<4xf32>>
// R0-NEXT:     %2 = vector.broadcast %1 : vector<4xf32> to vector<[4]x4xf32>
// R0-NEXT:     return %2 : vector<[4]x4xf32>
// R0-NEXT:   }
// R0-NEXT:   func.func @t(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32) -> vector<[4]x4xf32> {
// R0-NEXT:     %0 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 : memref<?x?xf32>, vector<[4]x4xf32>
// R0-NEXT:     return %0 : vector<[4]x4xf32>
// R0-NEXT:   }
// R0-NEXT: }
// R0-EMPTY:
