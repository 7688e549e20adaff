// arith verifiers and parsers reject bad IR with mlir-opt-19's messages.
// RUN: rulir-opt %s --split-input-file --verify-diagnostics

func.func @ext_narrows(%a: i64) {
  // expected-error@+1 {{'arith.extui' op operand type 'i64' and result type 'i32' are cast incompatible}}
  %0 = arith.extui %a : i64 to i32
  return
}

// -----

func.func @cast_shape(%a: vector<4xi32>) {
  // expected-error@+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %a : vector<4xi32> to vector<5xi64>
  return
}

// -----

func.func @cmp_result(%a: i32) {
  // expected-error@+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 0 : i64} : (i32, i32) -> vector<4xi1>
  return
}

// -----

func.func @select_mask(%c: vector<4xi1>, %a: vector<5xi32>) {
  // expected-error@+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %c, %a, %a : vector<4xi1>, vector<5xi32>
  return
}

// -----

func.func @constant_type() {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = 1 : i64} : () -> i32
  return
}

// -----

func.func @constant_unsigned() {
  // expected-error@+1 {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 3 : ui8
  return
}

// -----

// Two ranked tensors of a cast must share their encoding.
func.func @cast_encoding(%a: tensor<2xf32, "foo">) {
  // expected-error@+1 {{'arith.extf' op operand type 'tensor<2xf32, "foo">' and result type 'tensor<2xf64, "bar">' are cast incompatible}}
  %0 = arith.extf %a : tensor<2xf32, "foo"> to tensor<2xf64, "bar">
  return
}

// -----

// A shaped condition is the result's shape of i1, encoding included.
func.func @select_encoding(%c: tensor<8xi1, "bar">, %a: tensor<8xi32, "foo">) {
  // expected-error@+1 {{'arith.select' op expected condition type to have the same shape as the result type, expected 'tensor<8xi1, "foo">', but got 'tensor<8xi1, "bar">'}}
  %0 = arith.select %c, %a, %a : tensor<8xi1, "bar">, tensor<8xi32, "foo">
  return
}

