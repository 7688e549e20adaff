// `<=` inside affine_set<...> is a comparison, not a nested `<` (the body
// of affine_set ended at the `>` of `<=` before).
// RUN: rulir-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: %mlir_opt %s --allow-unregistered-dialect | FileCheck %s

// CHECK: #set = affine_set<(d0) : (-d0 >= 0)>
// CHECK: #set1 = affine_set<(d0)[s0] : (-d0 + s0 >= 0, -d0 + s0 >= 0, d0 - 5 >= 0)>
// CHECK: "x.y"() {a = #set, b = #set1} : () -> ()
"x.y"() {a = affine_set<(i) : (i <= 0)>, b = affine_set<(i)[N] : (i <= N, N - i >= 0, 5 <= i)>} : () -> ()
