// llvm.mlir.constant, llvm.insertvalue and llvm.extractvalue are checked as
// MLIR 19 checks them (the file passes --verify-diagnostics under both tools).
// RUN: rulir-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

// Values MLIR accepts.
llvm.func @ok() {
  %0 = llvm.mlir.constant(1.0 : f32) : i32
  %1 = llvm.mlir.constant(1.0 : f16) : bf16
  %2 = llvm.mlir.constant(1.0 : f32) : vector<2xf32>
  %3 = llvm.mlir.constant(dense<[1.0, 2.0]> : tensor<2xf32>) : i64
  %4 = llvm.mlir.constant(["a", "b"]) : !llvm.struct<(i8, i8)>
  %5 = llvm.mlir.constant([1 : i32, 2 : i32]) : !llvm.struct<(i32, i32)>
  %6 = llvm.mlir.constant("foo") : !llvm.array<3 x i8>
  %7 = llvm.mlir.constant(dense<1> : tensor<2xi32>) : !llvm.array<2 x i32>
  %8 = llvm.mlir.constant(1 : index) : i64
  llvm.return
}

// -----

llvm.func @a() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected integer type}}
  %0 = llvm.mlir.constant(1 : i64) : !llvm.ptr
  llvm.return
}

// -----

llvm.func @a() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected float type of width 64}}
  %0 = llvm.mlir.constant(1.0 : f64) : f32
  llvm.return
}

// -----

llvm.func @a() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected integer type of width 64}}
  %0 = llvm.mlir.constant(1.0 : f64) : i32
  llvm.return
}

// -----

llvm.func @a() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected vector or array type}}
  %0 = llvm.mlir.constant(dense<[1.0, 1.0]> : tensor<2xf32>) : i64
  llvm.return
}

// -----

llvm.func @a() {
  // expected-error @+1 {{'llvm.mlir.constant' op only supports integer, float, string or elements attributes}}
  %0 = llvm.mlir.constant(array<i32: 1, 2>) : vector<2xi32>
  llvm.return
}

// -----

llvm.func @a() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected array type of 3 i8 elements for the string constant}}
  %0 = llvm.mlir.constant("foo") : !llvm.array<3 x i16>
  llvm.return
}

// -----

llvm.func @a() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected array attribute with two elements, representing a complex constant}}
  %0 = llvm.mlir.constant(dense<1> : tensor<2xi32>) : !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @a() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected array attribute with two elements of the same type}}
  %0 = llvm.mlir.constant([1 : i32, 1 : i64]) : !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @a() {
  // expected-error @+1 {{expected struct type with two elements of the same type, the type of a complex constant}}
  %0 = llvm.mlir.constant([1 : i32, 1 : i32]) : !llvm.struct<(i32, i64)>
  llvm.return
}

// -----

llvm.func @a() {
  // expected-error @+1 {{expected struct element types to be floating point type or integer type}}
  %0 = llvm.mlir.constant([1.0 : bf16, 1.0 : bf16]) : !llvm.struct<(bf16, bf16)>
  llvm.return
}

// -----

llvm.func @a(%a : !llvm.struct<(i32)>, %b : i64) {
  // expected-error @+1 {{'llvm.insertvalue' op Type mismatch: cannot insert 'i64' into '!llvm.struct<(i32)>'}}
  %0 = "llvm.insertvalue"(%a, %b) {position = array<i64: 0>} : (!llvm.struct<(i32)>, i64) -> !llvm.struct<(i32)>
  llvm.return
}

// -----

llvm.func @a(%a : !llvm.struct<(i32)>, %b : i64) {
  // expected-error @+1 {{'llvm.insertvalue' op expected LLVM IR structure/array type, got: 'i32'}}
  %0 = "llvm.insertvalue"(%a, %b) {position = array<i64: 0, 1>} : (!llvm.struct<(i32)>, i64) -> !llvm.struct<(i32)>
  llvm.return
}

// -----

llvm.func @a(%a : !llvm.array<2 x i32>) {
  // expected-error @+1 {{'llvm.extractvalue' op Type mismatch: extracting from '!llvm.array<2 x i32>' should produce 'i32' but this op returns 'i64'}}
  %0 = "llvm.extractvalue"(%a) {position = array<i64: 1>} : (!llvm.array<2 x i32>) -> i64
  llvm.return
}

// -----

func.func @a(%a : i32, %b : i32) {
  // expected-error @+2 {{custom op 'llvm.insertvalue' expected LLVM IR Dialect type, got 'tensor<*xi32>'}}
  %0 = llvm.insertvalue %a, %b[0] : tensor<*xi32>
}

// -----

func.func @a(%a : i32, %b : !llvm.struct<(i32)>) {
  // expected-error @+2 {{custom op 'llvm.insertvalue' position out of bounds: 1}}
  %0 = llvm.insertvalue %a, %b[1] : !llvm.struct<(i32)>
}
