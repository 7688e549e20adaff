// The library's other constraints: HasOneUse (a value, here in `where`),
// IsConstant (an operand defined by a ConstantLike op), IsSplat (a splat
// attribute), and a string property compared with a literal.
// RUN: %rules-both %S/Inputs/value-constraints.rules %s --no-fold | FileCheck %s
// RUN: %rules-both %S/Inputs/value-constraints.rules %s --no-fold --debug-rewrites 2>&1 >/dev/null | FileCheck %s --check-prefix=DEBUG

// a + b * a (the product has one use) => a * (b + 1); a * b + a, where the
// product is also returned, stays.
// CHECK-LABEL: func.func @one_use
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[S:.*]] = arith.addi %arg1, %[[C1]] : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg0, %[[S]] : i32
// CHECK-NEXT: %[[P:.*]] = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %[[Q:.*]] = arith.addi %[[P]], %arg0 : i32
// CHECK-NEXT: return %[[M]], %[[Q]], %[[P]] : i32, i32, i32
// DEBUG: * Rule MulAddSelf ({{.*}}value-constraints.rules:5) on 'arith.addi': applied
func.func @one_use(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = arith.muli %b, %a : i32
  %1 = arith.addi %a, %0 : i32
  %2 = arith.muli %a, %b : i32
  %3 = arith.addi %2, %a : i32
  return %1, %3, %2 : i32, i32, i32
}

// CHECK-LABEL: func.func @constant
// CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[M1:.*]] = arith.constant -1 : i32
// CHECK-NEXT: %[[N:.*]] = arith.muli %[[C3]], %[[M1]] : i32
// CHECK-NEXT: %[[A:.*]] = arith.addi %arg0, %[[N]] : i32
// CHECK-NEXT: %[[S:.*]] = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: return %[[A]], %[[S]] : i32, i32
// DEBUG: * Rule SubConst ({{.*}}value-constraints.rules:11) on 'arith.subi': applied
// DEBUG: * Rule SubConst ({{.*}}value-constraints.rules:11) on 'arith.subi': failed at constraint: IsConstant does not hold
func.func @constant(%a: i32, %b: i32) -> (i32, i32) {
  %c3 = arith.constant 3 : i32
  %0 = arith.subi %a, %c3 : i32
  %1 = arith.subi %a, %b : i32
  return %0, %1 : i32, i32
}

// Splats reassociate; scalar integers do not (not IsSplat).
// CHECK-LABEL: func.func @splat
// CHECK-NEXT: %[[S3:.*]] = arith.constant dense<3> : vector<2xi32>
// CHECK-NEXT: %[[V:.*]] = arith.addi %arg0, %[[S3]] : vector<2xi32>
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[A:.*]] = arith.addi %arg1, %[[C1]] : i32
// CHECK-NEXT: %[[B:.*]] = arith.addi %[[A]], %[[C2]] : i32
// CHECK-NEXT: return %[[V]], %[[B]] : vector<2xi32>, i32
// DEBUG: * Rule AddAddSplat ({{.*}}value-constraints.rules:16) on 'arith.addi': applied
func.func @splat(%v: vector<2xi32>, %a: i32) -> (vector<2xi32>, i32) {
  %s1 = arith.constant dense<1> : vector<2xi32>
  %s2 = arith.constant dense<2> : vector<2xi32>
  %0 = arith.addi %v, %s1 : vector<2xi32>
  %1 = arith.addi %0, %s2 : vector<2xi32>
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %2 = arith.addi %a, %c1 : i32
  %3 = arith.addi %2, %c2 : i32
  return %1, %3 : vector<2xi32>, i32
}

// CHECK-LABEL: func.func @assert
// CHECK-NEXT: cf.assert %arg0, "keep"
// CHECK-NEXT: return
// DEBUG: * Rule DropDebugAssert ({{.*}}value-constraints.rules:21) on 'cf.assert': applied
// DEBUG: * Rule DropDebugAssert ({{.*}}value-constraints.rules:21) on 'cf.assert': failed at property: property 'msg' is not "debug only"
func.func @assert(%cond: i1) {
  cf.assert %cond, "debug only"
  cf.assert %cond, "keep"
  return
}
