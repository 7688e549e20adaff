// vector.contract and vector.multi_reduction print as mlir-opt-19 prints them, and
// read back from their generic form.
// RUN: rulir-opt %s | FileCheck %s
// RUN: rulir-opt %s --mlir-print-op-generic | rulir-opt | FileCheck %s

func.func @ops(%a: vector<2x3xf32>, %b: vector<3x2xf32>, %c: vector<2x2xf32>, %x: vector<3xi32>, %s: i32) -> vector<2x2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %a, %b, %c {tag = 1 : i32} : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  %1 = vector.contract {iterator_types = ["reduction"], indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>]} %x, %x, %s : vector<3xi32>, vector<3xi32> into i32
  %c2 = vector.extract %c[0] : vector<2xf32> from vector<2x2xf32>
  %2 = vector.multi_reduction <add>, %a, %c2 {tag} [1] : vector<2x3xf32> to vector<2xf32>
  %3 = vector.multi_reduction <minsi>, %x, %s [0] : vector<3xi32> to i32
  return %0 : vector<2x2xf32>
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK: #map3 = affine_map<(d0) -> (d0)>
// CHECK: #map4 = affine_map<(d0) -> ()>
// CHECK-LABEL: func.func @ops(%arg0: vector<2x3xf32>, %arg1: vector<3x2xf32>, %arg2: vector<2x2xf32>, %arg3: vector<3xi32>, %arg4: i32) -> vector<2x2xf32> {
// CHECK-NEXT: %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %arg0, %arg1, %arg2 {tag = 1 : i32} : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
// CHECK-NEXT: %1 = vector.contract {indexing_maps = [#map3, #map3, #map4], iterator_types = ["reduction"], kind = #vector.kind<add>} %arg3, %arg3, %arg4 : vector<3xi32>, vector<3xi32> into i32
// CHECK-NEXT: %2 = vector.extract %arg2[0] : vector<2xf32> from vector<2x2xf32>
// CHECK-NEXT: %3 = vector.multi_reduction <add>, %arg0, %2 {tag} [1] : vector<2x3xf32> to vector<2xf32>
// CHECK-NEXT: %4 = vector.multi_reduction <minsi>, %arg3, %arg4 [0] : vector<3xi32> to i32
// CHECK-NEXT: return %0 : vector<2x2xf32>
// CHECK-NEXT: }
