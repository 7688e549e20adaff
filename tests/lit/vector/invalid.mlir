// vector verifiers and parsers reject bad IR with mlir-opt-19's messages
// (the file passes --verify-diagnostics under both tools).
// RUN: rulir-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

func.func @a(%v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %0 = vector.extract %v[0, 0, 0] : f32 from vector<4x8xf32>
  return
}

// -----

func.func @a(%v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension}}
  %0 = vector.extract %v[4] : vector<8xf32> from vector<4x8xf32>
  return
}

// -----

func.func @a(%v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract' op failed to verify that operand and result have same element type}}
  %0 = vector.extract %v[1] : vector<8xi32> from vector<4x8xf32>
  return
}

// -----

func.func @a(%v: vector<4x8xf32>, %f: f32) {
  // expected-error@+1 {{'vector.insert' op expected position attribute of rank no greater than dest vector rank}}
  %0 = vector.insert %f, %v[1, 2, 3] : f32 into vector<4x8xf32>
  return
}

// -----

func.func @a(%v: vector<4x8xf32>, %f: f32) {
  // expected-error@+1 {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
  %0 = vector.insert %f, %v[1] : f32 into vector<4x8xf32>
  return
}

// -----

func.func @a(%v: vector<4x8xf32>, %f: f32) {
  // expected-error@+1 {{'vector.insert' op expected position attribute #2 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %0 = vector.insert %f, %v[1, 8] : f32 into vector<4x8xf32>
  return
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.shuffle' op mask index #2 out of range}}
  %0 = vector.shuffle %v, %v [0, 8] : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @a(%v: vector<4xf32>, %w: vector<4xi32>) {
  // expected-error@+1 {{'vector.shuffle' op failed to verify that second operand v2 and result have same element type}}
  %0 = vector.shuffle %v, %w [0, 1] : vector<4xf32>, vector<4xi32>
  return
}

// -----

func.func @a(%v: vector<4xf32>, %w: vector<4x2xf32>) {
  // expected-error@+1 {{'vector.shuffle' op rank mismatch}}
  %0 = vector.shuffle %v, %w [0, 1] : vector<4xf32>, vector<4x2xf32>
  return
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.shuffle' op invalid mask length}}
  %0 = vector.shuffle %v, %v [] : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @a(%v: vector<[4]xf32>) {
  // expected-error@+1 {{'vector.shuffle' op operand #0 must be fixed-length vector of any type values, but got 'vector<[4]xf32>'}}
  %0 = vector.shuffle %v, %v [0] : vector<[4]xf32>, vector<[4]xf32>
  return
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch (4 vs. 3)}}
  %0 = vector.broadcast %v : vector<4xf32> to vector<3xf32>
  return
}

// -----

func.func @a(%v: vector<4x2xf32>) {
  // expected-error@+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %0 = vector.broadcast %v : vector<4x2xf32> to vector<2xf32>
  return
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %v : vector<4xf32> to vector<4xi32>
  return
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.reduction' op failed to verify that source operand and result have same element type}}
  %0 = vector.reduction <add>, %v : vector<4xf32> into i32
  return
}

// -----

func.func @a(%v: vector<4x2xf32>) {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction rank: 2}}
  %0 = vector.reduction <add>, %v : vector<4x2xf32> into f32
  return
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction type ''f32'' for kind 'xor'}}
  %0 = vector.reduction <xor>, %v : vector<4xf32> into f32
  return
}

// -----

func.func @a(%v: vector<4xi32>) {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction type ''i32'' for kind 'maximumf'}}
  %0 = vector.reduction <maximumf>, %v : vector<4xi32> into i32
  return
}

// -----

func.func @a(%v: vector<4x8xf32>, %i: i32) {
  // expected-error@+1 {{'vector.extractelement' op unexpected >1 vector rank}}
  %0 = vector.extractelement %v[%i : i32] : vector<4x8xf32>
  return
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.extractelement' op expected position for 1-D vector}}
  %0 = vector.extractelement %v[] : vector<4xf32>
  return
}

// -----

func.func @a(%v: vector<f32>, %i: i32) {
  // expected-error@+1 {{'vector.extractelement' op expected position to be empty with 0-D vector}}
  %0 = vector.extractelement %v[%i : i32] : vector<f32>
  return
}

// -----

func.func @a(%v: vector<4x8xf32>, %i: i32, %f: f32) {
  // expected-error@+1 {{'vector.insertelement' op unexpected >1 vector rank}}
  %0 = vector.insertelement %f, %v[%i : i32] : vector<4x8xf32>
  return
}

// -----

func.func @a(%v: vector<4xf32>, %f: f32) {
  // expected-error@+1 {{'vector.insertelement' op expected position for 1-D vector}}
  %0 = vector.insertelement %f, %v[] : vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<?x?xf32>, %i: index) {
  // expected-error@+1 {{'vector.load' op requires 2 indices}}
  %0 = vector.load %m[%i] : memref<?x?xf32>, vector<8xf32>
  return
}

// -----

func.func @a(%m: memref<?x?xf32>, %i: index) {
  // expected-error@+1 {{'vector.load' op base and result element types should match}}
  %0 = vector.load %m[%i, %i] : memref<?x?xf32>, vector<8xi32>
  return
}

// -----

func.func @a(%m: memref<?x?xvector<4xf32>>, %i: index) {
  // expected-error@+1 {{'vector.load' op base memref and result vector types should match}}
  %0 = vector.load %m[%i, %i] : memref<?x?xvector<4xf32>>, vector<8xf32>
  return
}

// -----

func.func @a(%m: memref<?x?xf32>, %i: index, %v: vector<4xi32>) {
  // expected-error@+1 {{'vector.store' op base and valueToStore element type should match}}
  vector.store %v, %m[%i, %i] : memref<?x?xf32>, vector<4xi32>
  return
}

// -----

func.func @a(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.store' op requires 2 indices}}
  vector.store %v, %m[%i] : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print %v : vector<4xf32> str "x"
  return
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print str "x" punctuation <comma>
  return
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{custom op 'vector.print' `punctuation` clause can appear at most once in the expansion of the oilist directive}}
  vector.print punctuation <comma> punctuation <comma>
  return
}

// -----

func.func @a(%v: vector<4xf32>, %w: vector<4xf64>) {
  // expected-error@+1 {{'vector.fma' op failed to verify that all of {lhs, rhs, acc, result} have same type}}
  %0 = "vector.fma"(%v, %v, %w) : (vector<4xf32>, vector<4xf32>, vector<4xf64>) -> vector<4xf32>
  return
}

// -----

func.func @a(%v: vector<4xi32>) {
  // expected-error@+1 {{'vector.fma' op operand #0 must be vector of floating-point values, but got 'vector<4xi32>'}}
  %0 = vector.fma %v, %v, %v : vector<4xi32>
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @a(%f: i32) {
  // expected-error@+1 {{use of value '%f' expects different type than prior uses: 'f32' vs 'i32'}}
  %0 = vector.splat %f : vector<4xf32>
  return
}

// -----

func.func @a(%f: f32) {
  // expected-error@+1 {{'vector.splat' op failed to verify that operand type matches element type of result}}
  %0 = "vector.splat"(%f) : (f32) -> vector<4xi32>
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{use of value '%v' expects different type than prior uses: 'f32' vs 'vector<4xf32>'}}
  %0 = vector.reduction <add>, %v, %v : vector<4xf32> into f32
  return
}

// -----

func.func @a(%v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension}}
  %0 = vector.extract %v[-1] : vector<8xf32> from vector<4x8xf32>
  return
}

// -----

func.func private @print_needs_vector(%arg0: tensor<8xf32>) {
  // MLIR's constraint has an empty summary.
  // expected-error@+1 {{'vector.print' op operand #0 must be , but got 'tensor<8xf32>'}}
  vector.print %arg0 : tensor<8xf32>
  return
}

// -----

func.func @reduce_unknown_kind(%arg0: vector<16xf32>) -> f32 {
  // expected-error@+2 {{custom op 'vector.reduction' failed to parse Vector_CombiningKindAttr parameter 'value' which is to be a `::mlir::vector::CombiningKind`}}
  // expected-error@+1 {{custom op 'vector.reduction' expected ::mlir::vector::CombiningKind to be one of: add, mul}}
  %0 = vector.reduction <joho>, %arg0 : vector<16xf32> into f32
}

// -----

func.func @print_bad_punctuation() {
  // expected-error@+2 {{custom op 'vector.print' failed to parse Vector_PrintPunctuation parameter 'value'}}
  // expected-error@+1 {{custom op 'vector.print' expected ::mlir::vector::PrintPunctuation to be one of: no_punctuation, newline}}
  vector.print punctuation <joho>
  return
}

// -----

// An affine-map layout whose last stride is 2, and one that is not strided.
func.func @store_unsupported_layout(%memref : memref<200x100xf32, affine_map<(d0, d1) -> (200*d0 + 2*d1)>>,
                                    %i : index, %j : index, %value : vector<8xf32>) {
  // expected-error@+1 {{'vector.store' op most minor memref dim must have unit stride}}
  vector.store %value, %memref[%i, %j] : memref<200x100xf32, affine_map<(d0, d1) -> (200*d0 + 2*d1)>>, vector<8xf32>
  return
}

// -----

func.func @load_not_strided(%memref : memref<200x100xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>, %i : index) -> vector<8xf32> {
  // expected-error@+1 {{'vector.load' op most minor memref dim must have unit stride}}
  %0 = vector.load %memref[%i, %i] : memref<200x100xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>, vector<8xf32>
  return %0 : vector<8xf32>
}

// -----

func.func @load_affine_unit_stride(%memref : memref<200x100xf32, affine_map<(d0, d1) -> (100*d0 + d1 + 5)>>, %i : index) -> vector<8xf32> {
  %0 = vector.load %memref[%i, %i] : memref<200x100xf32, affine_map<(d0, d1) -> (100*d0 + d1 + 5)>>, vector<8xf32>
  return %0 : vector<8xf32>
}
