// RUN: rulir-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: rulir-opt %s --allow-unregistered-dialect | rulir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: rulir-opt %s --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=1 | FileCheck %s --check-prefix=ELIDE
// sparse<indices, values> : type; a splat index is one index of the type's
// rank, a splat value one per index. Checked against mlir-opt-19.

// CHECK:      "foo"() {a = sparse<{{\[\[}}0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = sparse<> : tensor<2xf32>, c = sparse<0, 7> : tensor<4xi8>, d = sparse<1, 2.500000e+00> : vector<2x2xf32>, e = sparse<[1, 2], [3, 4]> : tensor<4xi32>} : () -> ()
// CHECK-NEXT: "foo"() {a = sparse<{{\[\[}}0, 1], [1, 1]], [1, -1]> : tensor<2x2xi32>} : () -> ()

// ELIDE:      "foo"() {a = dense_resource<__elided__> : tensor<3x4xi32>, b = sparse<> : tensor<2xf32>, c = sparse<0, 7> : tensor<4xi8>, d = sparse<1, 2.500000e+00> : vector<2x2xf32>, e = dense_resource<__elided__> : tensor<4xi32>} : () -> ()

"foo"() {a = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = sparse<> : tensor<2xf32>, c = sparse<0, 7> : tensor<4xi8>, d = sparse<[[1,1]], [2.5]> : vector<2x2xf32>, e = sparse<[1, 2], [3, 4]> : tensor<4xi32>} : () -> ()
"foo"() {a = sparse<[[0, 1], [1, 1]], "0x01000000FFFFFFFF"> : tensor<2x2xi32>} : () -> ()
