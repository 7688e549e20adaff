// Type checks of llvm's vector ops and of llvm.mlir.zero, where and as
// MLIR 19 reports them (the file passes --verify-diagnostics under both
// tools).
// RUN: rulir-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

// A shuffle of scalars: reported at the token after the type.
func.func @shuffle_scalar(%a : f32) {
  // expected-error @+2 {{custom op 'llvm.shufflevector' expected an LLVM compatible vector type}}
  %0 = llvm.shufflevector %a, %a [0, 0] : f32
}
// -----
func.func @extract_result(%a : vector<4xf32>, %i : i32) -> vector<4xf32> {
  // expected-error @+1 {{'llvm.extractelement' op failed to verify that result type matches vector element type}}
  %b = "llvm.extractelement"(%a, %i) : (vector<4xf32>, i32) -> vector<4xf32>
  return %b : vector<4xf32>
}
// -----
func.func @insert_value(%a : vector<4xf32>, %i : i32) -> vector<4xf32> {
  // expected-error @+1 {{'llvm.insertelement' op failed to verify that argument type matches vector element type}}
  %b = "llvm.insertelement"(%a, %a, %i) : (vector<4xf32>, vector<4xf32>, i32) -> vector<4xf32>
  return %b : vector<4xf32>
}
// -----
func.func @insert_result(%a : vector<4xf32>, %x : f32, %i : i32) -> vector<2xf32> {
  // expected-error @+1 {{'llvm.insertelement' op failed to verify that all of {res, vector} have same type}}
  %b = "llvm.insertelement"(%a, %x, %i) : (vector<4xf32>, f32, i32) -> vector<2xf32>
  return %b : vector<2xf32>
}
// -----
// The result's constraint comes before the missing terminator.
func.func @zero_tensor() {
  // expected-error @+1 {{'llvm.mlir.zero' op result #0 must be LLVM dialect-compatible type, but got 'tensor<4xi32>'}}
  llvm.mlir.zero : tensor<4xi32>
}
// -----
func.func @zero_ok() -> !llvm.struct<(i32, vector<2xf32>)> {
  %0 = llvm.mlir.zero : !llvm.struct<(i32, vector<2xf32>)>
  return %0 : !llvm.struct<(i32, vector<2xf32>)>
}
// -----
func.func @bitcast_nd(%a : vector<2x3xf32>) {
  // expected-error @+1 {{'llvm.bitcast' op operand #0 must be LLVM-compatible non-aggregate type, but got 'vector<2x3xf32>'}}
  llvm.bitcast %a : vector<2x3xf32> to vector<2x3xi32>
  return
}
// -----
func.func @bitcast_to_array(%a : i64) {
  // expected-error @+1 {{'llvm.bitcast' op result #0 must be LLVM-compatible non-aggregate type, but got '!llvm.array<2 x i32>'}}
  llvm.bitcast %a : i64 to !llvm.array<2 x i32>
  return
}
