// `rowwise Unrolled`: a lower rule's one new value is rebuilt on each 1-D
// row of an n-D vector (the ops that compute it, in order), interpreted
// and compiled alike; scalars and 1-D vectors keep what the rule built.
// RUN: %rules-both %S/Inputs/rowwise.rules %s --test-rowwise | FileCheck %s

// CHECK-LABEL: func.func @nd
// CHECK: %[[A:.*]] = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK: %[[U:.*]] = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK: %[[R0:.*]] = llvm.extractvalue %[[A]][0] : !llvm.array<2 x vector<3xf32>>
// CHECK: %[[N0:.*]] = llvm.fneg %[[R0]] : vector<3xf32>
// CHECK: %[[S0:.*]] = llvm.fadd %[[N0]], %[[R0]] : vector<3xf32>
// CHECK: %[[I0:.*]] = llvm.insertvalue %[[S0]], %[[U]][0] : !llvm.array<2 x vector<3xf32>>
// CHECK: %[[R1:.*]] = llvm.extractvalue %[[A]][1] : !llvm.array<2 x vector<3xf32>>
// CHECK: %[[N1:.*]] = llvm.fneg %[[R1]] : vector<3xf32>
// CHECK: %[[S1:.*]] = llvm.fadd %[[N1]], %[[R1]] : vector<3xf32>
// CHECK: llvm.insertvalue %[[S1]], %[[I0]][1] : !llvm.array<2 x vector<3xf32>>
func.func @nd(%a: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = arith.negf %a : vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

// CHECK-LABEL: func.func @flat
// CHECK-NEXT: %[[F:.*]] = llvm.fadd %arg0, %arg0 : vector<3xf32>
// CHECK-NEXT: %[[G:.*]] = llvm.fadd %arg1, %arg1 : f32
// CHECK-NEXT: return %[[F]], %[[G]]
func.func @flat(%a: vector<3xf32>, %b: f32) -> (vector<3xf32>, f32) {
  %0 = arith.addf %a, %a : vector<3xf32>
  %1 = arith.addf %b, %b : f32
  return %0, %1 : vector<3xf32>, f32
}
