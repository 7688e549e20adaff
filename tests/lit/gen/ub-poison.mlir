// ub.poison, declared in dialects/ub/ub.ops and registered through the
// generated registry: custom and generic forms as mlir-opt-19 prints them.
// RUN: rulir-opt %s | FileCheck %s
// RUN: rulir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: rulir-opt %s | rulir-opt | FileCheck %s

// CHECK-LABEL: module
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = ub.poison : vector<4xi64>
// CHECK-NEXT: %2 = ub.poison : f32
// GENERIC: %0 = "ub.poison"() <{value = #ub.poison}> : () -> i32
// GENERIC: %1 = "ub.poison"() <{value = #ub.poison}> : () -> vector<4xi64>
// GENERIC: %2 = "ub.poison"() <{value = #ub.poison}> : () -> f32
%0 = ub.poison : i32
%1 = ub.poison <#ub.poison> : vector<4xi64>
%2 = "ub.poison"() : () -> f32
