// Type constraints on operands (`I32:$x`): scalar types, AnyFloat (scalars
// only), FloatLike (also vectors of floats), Index.
// RUN: %rules-both %S/Inputs/type-constraints.rules %s --no-fold | FileCheck %s
// RUN: %rules-both %S/Inputs/type-constraints.rules %s --no-fold --debug-rewrites 2>&1 >/dev/null | FileCheck %s --check-prefix=DEBUG

// CHECK-LABEL: func.func @addi
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i64
// CHECK-NEXT: %[[R:.*]] = arith.addi %arg1, %[[Z]] : i64
// CHECK-NEXT: return %arg0, %[[R]] : i32, i64
// DEBUG: * Rule AddZeroI32 ({{.*}}type-constraints.rules:4) on 'arith.addi': applied
// DEBUG: * Rule AddZeroI32 ({{.*}}type-constraints.rules:4) on 'arith.addi': failed at constraint: the type is not I32
func.func @addi(%a: i32, %b: i64) -> (i32, i64) {
  %c0 = arith.constant 0 : i32
  %d0 = arith.constant 0 : i64
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.addi %b, %d0 : i64
  return %0, %1 : i32, i64
}

// f32 and f16 are AnyFloat; a vector of f32 is not.
// CHECK-LABEL: func.func @mulf
// CHECK-NEXT: %[[S:.*]] = arith.constant dense<1.000000e+00> : vector<2xf32>
// CHECK-NEXT: %[[R:.*]] = arith.mulf %arg2, %[[S]] : vector<2xf32>
// CHECK-NEXT: return %arg0, %arg1, %[[R]] : f32, f16, vector<2xf32>
// DEBUG: * Rule MulFOne ({{.*}}type-constraints.rules:7) on 'arith.mulf': applied
// DEBUG: * Rule MulFOne ({{.*}}type-constraints.rules:7) on 'arith.mulf': applied
// DEBUG: * Rule MulFOne ({{.*}}type-constraints.rules:7) on 'arith.mulf': failed at constraint: the type is not AnyFloat
func.func @mulf(%a: f32, %b: f16, %v: vector<2xf32>) -> (f32, f16, vector<2xf32>) {
  %one = arith.constant 1.0 : f32
  %h = arith.constant 1.0 : f16
  %s = arith.constant dense<1.0> : vector<2xf32>
  %0 = arith.mulf %a, %one : f32
  %1 = arith.mulf %h, %b : f16
  %2 = arith.mulf %v, %s : vector<2xf32>
  return %0, %1, %2 : f32, f16, vector<2xf32>
}

// FloatLike takes the vector; 2.0 is not one.
// CHECK-LABEL: func.func @divf
// CHECK-NEXT: %[[TWO:.*]] = arith.constant 2.000000e+00 : f64
// CHECK-NEXT: %[[R:.*]] = arith.divf %arg0, %[[TWO]] : f64
// CHECK-NEXT: return %arg0, %arg1, %[[R]] : f64, vector<2xf32>, f64
// DEBUG: * Rule DivFOne ({{.*}}type-constraints.rules:10) on 'arith.divf': applied
// DEBUG: * Rule DivFOne ({{.*}}type-constraints.rules:10) on 'arith.divf': applied
// DEBUG: * Rule DivFOne ({{.*}}type-constraints.rules:10) on 'arith.divf': failed at constraint: IsOne does not hold
func.func @divf(%a: f64, %v: vector<2xf32>) -> (f64, vector<2xf32>, f64) {
  %one = arith.constant 1.0 : f64
  %two = arith.constant 2.0 : f64
  %s = arith.constant dense<1.0> : vector<2xf32>
  %0 = arith.divf %a, %one : f64
  %1 = arith.divf %v, %s : vector<2xf32>
  %2 = arith.divf %a, %two : f64
  return %0, %1, %2 : f64, vector<2xf32>, f64
}

// CHECK-LABEL: func.func @cast
// CHECK-NEXT: %[[A:.*]] = arith.index_castui %arg0 : index to i32
// CHECK-NEXT: %[[B:.*]] = arith.index_cast %arg1 : i32 to index
// CHECK-NEXT: return %[[A]], %[[B]] : i32, index
// DEBUG: * Rule CastIndex ({{.*}}type-constraints.rules:13) on 'arith.index_cast': applied
// DEBUG: * Rule CastIndex ({{.*}}type-constraints.rules:13) on 'arith.index_cast': failed at constraint: the type is not Index
func.func @cast(%i: index, %j: i32) -> (i32, index) {
  %0 = arith.index_cast %i : index to i32
  %1 = arith.index_cast %j : i32 to index
  return %0, %1 : i32, index
}
