// memref dialect: verifier errors (expected-* lines from mlir-opt-19 by annotate.py).
func.func @alloc_dims(%n: index) {
  // expected-error@+1 {{'memref.alloc' op dimension operand count does not equal memref dynamic dimension count}}
  %a = memref.alloc() : memref<4x?xf32>
  return
}
// -----
func.func @load_rank(%m: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  %x = memref.load %m[%i] : memref<4x4xf32>
  return
}
// -----
func.func @store_rank(%m: memref<4x4xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[%i] : memref<4x4xf32>
  return
}
// -----
func.func @cast_bad(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32>' are cast incompatible}}
  %c = memref.cast %m : memref<4xf32> to memref<4xi32>
  return
}
// -----
func.func @get_global_missing() {
  // expected-error@+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %g = memref.get_global @nope : memref<2xf32>
  return
}
// -----
func.func @alloc_symbols(%n: index) {
  // expected-error@+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 1, got 0}}
  %a = memref.alloc(%n) : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}
