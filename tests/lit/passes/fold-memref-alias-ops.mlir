// --fold-memref-alias-ops as mlir-opt-19 does it: memref and vector loads
// and stores, and affine ones of identity maps, through a subview
// (rank-reducing too), an expand_shape or a collapse_shape read and write
// the viewed memref, indices computed by composed and folded affine.apply;
// a subview of a unit-stride subview is one subview.
// RUN: rulir-opt %s --fold-memref-alias-ops > %t.rulir
// RUN: %mlir_opt %s --fold-memref-alias-ops > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: FileCheck %s < %t.rulir

// CHECK: #map = affine_map<()[s0, s1] -> (s0 * 4 + s1)>
// CHECK: #map1 = affine_map<()[s0] -> (s0 floordiv 4)>
// CHECK: #map2 = affine_map<()[s0] -> (s0 mod 4)>
// CHECK: #map3 = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK: #map4 = affine_map<()[s0] -> (s0 + 1)>
// CHECK: #map5 = affine_map<()[s0] -> (s0 + 4)>
// CHECK: #map6 = affine_map<()[s0, s1, s2] -> (s0 * 12 + s1 * 4 + s2)>
// CHECK: #map7 = affine_map<()[s0] -> (s0 floordiv 12)>
// CHECK: #map8 = affine_map<()[s0] -> ((s0 mod 12) floordiv 4)>
// CHECK: #map9 = affine_map<()[s0] -> (s0 * 2 + 4)>
// CHECK: #map10 = affine_map<()[s0, s1, s2] -> (s0 + s1 * s2)>
// CHECK: #map11 = affine_map<()[s0] -> (s0 + 3)>
// CHECK: #map12 = affine_map<()[s0] -> (s0 + 2)>
// CHECK: #map13 = affine_map<()[s0] -> (s0 * 2 + 2)>
// CHECK: #map14 = affine_map<()[s0] -> (s0 floordiv 16)>
// CHECK: #map15 = affine_map<()[s0] -> (s0 mod 16)>
// CHECK: #map16 = affine_map<()[s0, s1] -> (s0 + s1 * 2)>

// CHECK-LABEL: func.func @e(%arg0: memref<12x32xf32>, %arg1: index, %arg2: index, %arg3: index) -> f32 {
// CHECK-NEXT:    %0 = affine.apply #map()[%arg1, %arg2]
// CHECK-NEXT:    %1 = memref.load %arg0[%0, %arg3] : memref<12x32xf32>
// CHECK-NEXT:    return %1 : f32
// CHECK-NEXT:  }
func.func @e(%m: memref<12x32xf32>, %i: index, %j: index, %k: index) -> f32 {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [3, 4, 32] : memref<12x32xf32> into memref<3x4x32xf32>
  %1 = memref.load %0[%i, %j, %k] : memref<3x4x32xf32>
  return %1 : f32
}

// CHECK-LABEL: func.func @c(%arg0: memref<3x4x32xf32>, %arg1: index, %arg2: index) -> f32 {
// CHECK-NEXT:    %0 = affine.apply #map1()[%arg1]
// CHECK-NEXT:    %1 = affine.apply #map2()[%arg1]
// CHECK-NEXT:    %2 = memref.load %arg0[%0, %1, %arg2] : memref<3x4x32xf32>
// CHECK-NEXT:    return %2 : f32
// CHECK-NEXT:  }
func.func @c(%m: memref<3x4x32xf32>, %i: index, %j: index) -> f32 {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<3x4x32xf32> into memref<12x32xf32>
  %1 = memref.load %0[%i, %j] : memref<12x32xf32>
  return %1 : f32
}

// CHECK-LABEL: func.func @s(%arg0: memref<12x32xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> f32 {
// CHECK-NEXT:    %c6 = arith.constant 6 : index
// CHECK-NEXT:    %0 = affine.apply #map3()[%arg1, %arg3]
// CHECK-NEXT:    %1 = memref.load %arg0[%0, %c6] : memref<12x32xf32>
// CHECK-NEXT:    return %1 : f32
// CHECK-NEXT:  }
func.func @s(%m: memref<12x32xf32>, %a: index, %b: index, %i: index, %j: index) -> f32 {
  %c2 = arith.constant 2 : index
  %0 = memref.subview %m[%a, 4][4, 4][1, 1] : memref<12x32xf32> to memref<4x4xf32, strided<[32, 1], offset: ?>>
  %1 = memref.load %0[%i, %c2] : memref<4x4xf32, strided<[32, 1], offset: ?>>
  return %1 : f32
}

// CHECK-LABEL: func.func @ss(%arg0: memref<12x32xf32>, %arg1: index, %arg2: index) -> memref<2x2xf32, strided<[32, 1], offset: ?>> {
// CHECK-NEXT:    %0 = affine.apply #map4()[%arg1]
// CHECK-NEXT:    %1 = affine.apply #map5()[%arg2]
// CHECK-NEXT:    %subview = memref.subview %arg0[%0, %1] [2, 2] [1, 1] : memref<12x32xf32> to memref<2x2xf32, strided<[32, 1], offset: ?>>
// CHECK-NEXT:    return %subview : memref<2x2xf32, strided<[32, 1], offset: ?>>
// CHECK-NEXT:  }
func.func @ss(%m: memref<12x32xf32>, %a: index, %b: index) -> memref<2x2xf32, strided<[32, 1], offset: ?>> {
  %0 = memref.subview %m[%a, 4][4, 4][1, 1] : memref<12x32xf32> to memref<4x4xf32, strided<[32, 1], offset: ?>>
  %1 = memref.subview %0[1, %b][2, 2][1, 1] : memref<4x4xf32, strided<[32, 1], offset: ?>> to memref<2x2xf32, strided<[32, 1], offset: ?>>
  return %1 : memref<2x2xf32, strided<[32, 1], offset: ?>>
}

// CHECK-LABEL: func.func @e3(%arg0: memref<24x32xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> f32 {
// CHECK-NEXT:    %0 = affine.apply #map6()[%arg1, %arg2, %arg3]
// CHECK-NEXT:    %1 = memref.load %arg0[%0, %arg4] : memref<24x32xf32>
// CHECK-NEXT:    return %1 : f32
// CHECK-NEXT:  }
func.func @e3(%m: memref<24x32xf32>, %i: index, %j: index, %k: index, %l: index) -> f32 {
  %0 = memref.expand_shape %m [[0, 1, 2], [3]] output_shape [2, 3, 4, 32] : memref<24x32xf32> into memref<2x3x4x32xf32>
  %1 = memref.load %0[%i, %j, %k, %l] : memref<2x3x4x32xf32>
  return %1 : f32
}

// CHECK-LABEL: func.func @ed(%arg0: memref<?x32xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> f32 {
// CHECK-NEXT:    %0 = affine.apply #map()[%arg2, %arg3]
// CHECK-NEXT:    %1 = memref.load %arg0[%0, %arg4] : memref<?x32xf32>
// CHECK-NEXT:    return %1 : f32
// CHECK-NEXT:  }
func.func @ed(%m: memref<?x32xf32>, %d: index, %i: index, %j: index, %k: index) -> f32 {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [%d, 4, 32] : memref<?x32xf32> into memref<?x4x32xf32>
  %1 = memref.load %0[%i, %j, %k] : memref<?x4x32xf32>
  return %1 : f32
}

// CHECK-LABEL: func.func @c3(%arg0: memref<2x3x4x32xf32>, %arg1: index, %arg2: index) -> f32 {
// CHECK-NEXT:    %0 = affine.apply #map7()[%arg1]
// CHECK-NEXT:    %1 = affine.apply #map8()[%arg1]
// CHECK-NEXT:    %2 = affine.apply #map2()[%arg1]
// CHECK-NEXT:    %3 = memref.load %arg0[%0, %1, %2, %arg2] : memref<2x3x4x32xf32>
// CHECK-NEXT:    return %3 : f32
// CHECK-NEXT:  }
func.func @c3(%m: memref<2x3x4x32xf32>, %i: index, %j: index) -> f32 {
  %0 = memref.collapse_shape %m [[0, 1, 2], [3]] : memref<2x3x4x32xf32> into memref<24x32xf32>
  %1 = memref.load %0[%i, %j] : memref<24x32xf32>
  return %1 : f32
}

// CHECK-LABEL: func.func @cst(%arg0: memref<2x3x4x32xf32>, %arg1: index, %arg2: index, %arg3: f32) {
// CHECK-NEXT:    %0 = affine.apply #map7()[%arg1]
// CHECK-NEXT:    %1 = affine.apply #map8()[%arg1]
// CHECK-NEXT:    %2 = affine.apply #map2()[%arg1]
// CHECK-NEXT:    memref.store %arg3, %arg0[%0, %1, %2, %arg2] : memref<2x3x4x32xf32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @cst(%m: memref<2x3x4x32xf32>, %i: index, %j: index, %v: f32) {
  %0 = memref.collapse_shape %m [[0, 1, 2], [3]] : memref<2x3x4x32xf32> into memref<24x32xf32>
  memref.store %v, %0[%i, %j] : memref<24x32xf32>
  return
}

// CHECK-LABEL: func.func @cd(%arg0: memref<?x4x32xf32>, %arg1: index, %arg2: index) -> f32 {
// CHECK-NEXT:    %0 = affine.apply #map1()[%arg1]
// CHECK-NEXT:    %1 = affine.apply #map2()[%arg1]
// CHECK-NEXT:    %2 = memref.load %arg0[%0, %1, %arg2] : memref<?x4x32xf32>
// CHECK-NEXT:    return %2 : f32
// CHECK-NEXT:  }
func.func @cd(%m: memref<?x4x32xf32>, %i: index, %j: index) -> f32 {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<?x4x32xf32> into memref<?x32xf32>
  %1 = memref.load %0[%i, %j] : memref<?x32xf32>
  return %1 : f32
}

// CHECK-LABEL: func.func @rr(%arg0: memref<12x32xf32>, %arg1: index, %arg2: index) -> f32 {
// CHECK-NEXT:    %0 = affine.apply #map9()[%arg2]
// CHECK-NEXT:    %1 = memref.load %arg0[%arg1, %0] : memref<12x32xf32>
// CHECK-NEXT:    return %1 : f32
// CHECK-NEXT:  }
func.func @rr(%m: memref<12x32xf32>, %a: index, %i: index) -> f32 {
  %0 = memref.subview %m[%a, 4][1, 4][1, 2] : memref<12x32xf32> to memref<4xf32, strided<[2], offset: ?>>
  %1 = memref.load %0[%i] : memref<4xf32, strided<[2], offset: ?>>
  return %1 : f32
}

// CHECK-LABEL: func.func @ss2(%arg0: memref<12x32xf32>, %arg1: index, %arg2: index) -> memref<2x2xf32, strided<[64, 2], offset: ?>> {
// CHECK-NEXT:    %subview = memref.subview %arg0[%arg1, 4] [4, 4] [2, 1] : memref<12x32xf32> to memref<4x4xf32, strided<[64, 1], offset: ?>>
// CHECK-NEXT:    %subview_0 = memref.subview %subview[1, %arg2] [2, 2] [1, 2] : memref<4x4xf32, strided<[64, 1], offset: ?>> to memref<2x2xf32, strided<[64, 2], offset: ?>>
// CHECK-NEXT:    return %subview_0 : memref<2x2xf32, strided<[64, 2], offset: ?>>
// CHECK-NEXT:  }
func.func @ss2(%m: memref<12x32xf32>, %a: index, %b: index) -> memref<2x2xf32, strided<[64, 2], offset: ?>> {
  %0 = memref.subview %m[%a, 4][4, 4][2, 1] : memref<12x32xf32> to memref<4x4xf32, strided<[64, 1], offset: ?>>
  %1 = memref.subview %0[1, %b][2, 2][1, 2] : memref<4x4xf32, strided<[64, 1], offset: ?>> to memref<2x2xf32, strided<[64, 2], offset: ?>>
  return %1 : memref<2x2xf32, strided<[64, 2], offset: ?>>
}

// CHECK-LABEL: func.func @ss3(%arg0: memref<12x32xf32>, %arg1: index, %arg2: index) -> memref<2xf32, strided<[1], offset: ?>> {
// CHECK-NEXT:    %0 = affine.apply #map4()[%arg1]
// CHECK-NEXT:    %1 = affine.apply #map5()[%arg2]
// CHECK-NEXT:    %subview = memref.subview %arg0[%0, %1] [1, 2] [1, 1] : memref<12x32xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT:    return %subview : memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT:  }
func.func @ss3(%m: memref<12x32xf32>, %a: index, %b: index) -> memref<2xf32, strided<[1], offset: ?>> {
  %0 = memref.subview %m[%a, 4][4, 4][1, 1] : memref<12x32xf32> to memref<4x4xf32, strided<[32, 1], offset: ?>>
  %1 = memref.subview %0[1, %b][1, 2][1, 1] : memref<4x4xf32, strided<[32, 1], offset: ?>> to memref<2xf32, strided<[1], offset: ?>>
  return %1 : memref<2xf32, strided<[1], offset: ?>>
}

// CHECK-LABEL: func.func @f(%arg0: memref<?x?x?x?xf32, strided<[?, ?, ?, ?]>>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> f32 {
// CHECK-NEXT:    %0 = affine.apply #map10()[%arg1, %arg3, %arg2]
// CHECK-NEXT:    %1 = affine.apply #map10()[%arg1, %arg4, %arg2]
// CHECK-NEXT:    %2 = memref.load %arg0[%arg1, %arg1, %0, %1] : memref<?x?x?x?xf32, strided<[?, ?, ?, ?]>>
// CHECK-NEXT:    return %2 : f32
// CHECK-NEXT:  }
func.func @f(%m: memref<?x?x?x?xf32, strided<[?, ?, ?, ?]>>, %o: index, %s: index, %i: index, %j: index) -> f32 {
  %0 = memref.subview %m[%o, %o, %o, %o][1, 1, 1, 1][%s, %s, %s, %s] : memref<?x?x?x?xf32, strided<[?, ?, ?, ?]>> to memref<1x1xf32, strided<[?, ?], offset: ?>>
  %1 = memref.load %0[%i, %j] : memref<1x1xf32, strided<[?, ?], offset: ?>>
  return %1 : f32
}

// CHECK-LABEL: func.func @g(%arg0: memref<?x?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> f32 {
// CHECK-NEXT:    %0 = affine.apply #map3()[%arg1, %arg2]
// CHECK-NEXT:    %1 = affine.apply #map3()[%arg1, %arg3]
// CHECK-NEXT:    %2 = memref.load %arg0[%arg1, %0, %1, %arg1] : memref<?x?x?x?xf32>
// CHECK-NEXT:    return %2 : f32
// CHECK-NEXT:  }
func.func @g(%m: memref<?x?x?x?xf32>, %o: index, %i: index, %j: index) -> f32 {
  %0 = memref.subview %m[%o, %o, %o, %o][1, 1, 1, 1][1, 1, 1, 1] : memref<?x?x?x?xf32> to memref<1x1xf32, strided<[?, ?], offset: ?>>
  %1 = memref.load %0[%i, %j] : memref<1x1xf32, strided<[?, ?], offset: ?>>
  return %1 : f32
}

// CHECK-LABEL: func.func @h(%arg0: memref<?x?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> f32 {
// CHECK-NEXT:    %0 = affine.apply #map3()[%arg1, %arg2]
// CHECK-NEXT:    %1 = affine.apply #map3()[%arg1, %arg3]
// CHECK-NEXT:    %2 = memref.load %arg0[%arg1, %arg1, %0, %1] : memref<?x?x?x?xf32>
// CHECK-NEXT:    return %2 : f32
// CHECK-NEXT:  }
func.func @h(%m: memref<?x?x?x?xf32>, %o: index, %i: index, %j: index) -> f32 {
  %0 = memref.subview %m[%o, %o, %o, %o][1, 1, 1, 1][1, 1, 1, 1] : memref<?x?x?x?xf32> to memref<1x1xf32, strided<[?, 1], offset: ?>>
  %1 = memref.load %0[%i, %j] : memref<1x1xf32, strided<[?, 1], offset: ?>>
  return %1 : f32
}

// CHECK-LABEL: func.func @subview_of_rank_reducing_subview(%arg0: memref<?x?x?xf32>, %arg1: index, %arg2: index) -> memref<2xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:    %0 = affine.apply #map11()[%arg2]
// CHECK-NEXT:    %subview = memref.subview %arg0[2, %0, 6] [1, 2, 1] [1, 1, 1] : memref<?x?x?xf32> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:    return %subview : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:  }
func.func @subview_of_rank_reducing_subview(%m: memref<?x?x?xf32>, %n: index, %p: index) -> memref<2xf32, strided<[?], offset: ?>> {
  %0 = memref.subview %m[2, %p, 5] [1, %n, 4] [1, 1, 1] : memref<?x?x?xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  %1 = memref.subview %0[3, 1] [2, 1] [1, 1] : memref<?x4xf32, strided<[?, 1], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
  return %1 : memref<2xf32, strided<[?], offset: ?>>
}

// CHECK-LABEL: func.func @nontemporal(%arg0: memref<8x8xf32>, %arg1: index, %arg2: f32) {
// CHECK-NEXT:    %0 = affine.apply #map4()[%arg1]
// CHECK-NEXT:    %1 = affine.apply #map12()[%arg1]
// CHECK-NEXT:    %2 = memref.load %arg0[%0, %1] {nontemporal = true} : memref<8x8xf32>
// CHECK-NEXT:    %3 = affine.apply #map4()[%arg1]
// CHECK-NEXT:    %4 = affine.apply #map12()[%arg1]
// CHECK-NEXT:    memref.store %2, %arg0[%3, %4] {nontemporal = true} : memref<8x8xf32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @nontemporal(%m: memref<8x8xf32>, %i: index, %v: f32) {
  %0 = memref.subview %m[1, 2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 10>>
  %1 = memref.load %0[%i, %i] {nontemporal = true} : memref<4x4xf32, strided<[8, 1], offset: 10>>
  memref.store %1, %0[%i, %i] {nontemporal = true} : memref<4x4xf32, strided<[8, 1], offset: 10>>
  return
}

// CHECK-LABEL: func.func @vector_through_views(%arg0: memref<8x16xf32>, %arg1: index, %arg2: index, %arg3: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:    %0 = affine.apply #map13()[%arg2]
// CHECK-NEXT:    %1 = affine.apply #map3()[%arg1, %arg2]
// CHECK-NEXT:    %2 = vector.load %arg0[%0, %1] : memref<8x16xf32>, vector<4xf32>
// CHECK-NEXT:    %3 = affine.apply #map14()[%arg2]
// CHECK-NEXT:    %4 = affine.apply #map15()[%arg2]
// CHECK-NEXT:    vector.store %arg3, %arg0[%3, %4] {nontemporal = true} : memref<8x16xf32>, vector<4xf32>
// CHECK-NEXT:    %5 = affine.apply #map()[%arg2, %arg1]
// CHECK-NEXT:    %6 = vector.load %arg0[%arg1, %5] : memref<8x16xf32>, vector<4xf32>
// CHECK-NEXT:    %7 = arith.addf %2, %6 : vector<4xf32>
// CHECK-NEXT:    return %7 : vector<4xf32>
// CHECK-NEXT:  }
func.func @vector_through_views(%m: memref<8x16xf32>, %i: index, %j: index, %v: vector<4xf32>) -> vector<4xf32> {
  %s = memref.subview %m[2, %i] [4, 8] [2, 1] : memref<8x16xf32> to memref<4x8xf32, strided<[32, 1], offset: ?>>
  %a = vector.load %s[%j, %j] : memref<4x8xf32, strided<[32, 1], offset: ?>>, vector<4xf32>
  %c = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32> into memref<128xf32>
  vector.store %v, %c[%j] {nontemporal = true} : memref<128xf32>, vector<4xf32>
  %e = memref.expand_shape %m [[0], [1, 2]] output_shape [8, 4, 4] : memref<8x16xf32> into memref<8x4x4xf32>
  %b = vector.load %e[%i, %j, %i] : memref<8x4x4xf32>, vector<4xf32>
  %r = arith.addf %a, %b : vector<4xf32>
  return %r : vector<4xf32>
}

// CHECK-LABEL: func.func @affine_top_level(%arg0: memref<12x32xf32>, %arg1: index, %arg2: index, %arg3: index) -> f32 {
// CHECK-NEXT:    %0 = affine.apply #map16()[%arg1, %arg2]
// CHECK-NEXT:    %1 = affine.apply #map5()[%arg1]
// CHECK-NEXT:    %2 = affine.load %arg0[%0, %1] : memref<12x32xf32>
// CHECK-NEXT:    %3 = affine.apply #map()[%arg1, %arg2]
// CHECK-NEXT:    affine.store %2, %arg0[%3, %arg3] : memref<12x32xf32>
// CHECK-NEXT:    return %2 : f32
// CHECK-NEXT:  }
func.func @affine_top_level(%m: memref<12x32xf32>, %i: index, %j: index, %k: index) -> f32 {
  %s = memref.subview %m[%i, 4] [4, 8] [2, 1] : memref<12x32xf32> to memref<4x8xf32, strided<[64, 1], offset: ?>>
  %a = affine.load %s[%j, %i] : memref<4x8xf32, strided<[64, 1], offset: ?>>
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [3, 4, 32] : memref<12x32xf32> into memref<3x4x32xf32>
  affine.store %a, %e[%i, %j, %k] : memref<3x4x32xf32>
  return %a : f32
}
