// --mlir-elide-elementsattrs-if-larger=N: elements attributes of more than
// N elements print as dense_resource<__elided__> (not readable back);
// splats and smaller ones print in full, also where a custom form prints
// the attribute without its type (memref.global). Output identical to
// mlir-opt-19's.
// RUN: rulir-opt %s --mlir-elide-elementsattrs-if-larger=2 | FileCheck %s
// RUN: rulir-opt %s -mlir-elide-elementsattrs-if-larger=2 > %t.rulir
// RUN: %mlir_opt %s -mlir-elide-elementsattrs-if-larger=2 > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: rulir-opt %s --mlir-elide-elementsattrs-if-larger=2 --mlir-print-op-generic > %t.rulir.g
// RUN: %mlir_opt %s --mlir-elide-elementsattrs-if-larger=2 --mlir-print-op-generic > %t.mlir.g
// RUN: diff %t.rulir.g %t.mlir.g
// RUN: rulir-opt %s --mlir-elide-elementsattrs-if-larger=0 | FileCheck %s --check-prefix=ZERO
// RUN: not rulir-opt %s --mlir-elide-elementsattrs-if-larger=-1 2>&1 | FileCheck %s --check-prefix=NEG
// RUN: not rulir-opt %s --mlir-elide-elementsattrs-if-larger 2>&1 | FileCheck %s --check-prefix=NOVALUE

// CHECK-LABEL: module {
// CHECK-NEXT:   memref.global "private" constant @g : memref<3xf32> = dense_resource<__elided__>
// CHECK-NEXT:   func.func @f() -> (tensor<5xi32>, tensor<2xi8>, tensor<4xi16>) {
// CHECK-NEXT:     %cst = arith.constant dense_resource<__elided__> : tensor<5xi32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<[1, 2]> : tensor<2xi8>
// CHECK-NEXT:     %cst_1 = arith.constant dense<7> : tensor<4xi16>

// ZERO: %cst_0 = arith.constant dense_resource<__elided__> : tensor<2xi8>
// ZERO: %cst_1 = arith.constant dense<7> : tensor<4xi16>

// NEG: for the --mlir-elide-elementsattrs-if-larger option: '-1' value invalid for uint argument!
// NOVALUE: rulir-opt: for the --mlir-elide-elementsattrs-if-larger option: requires a value!

memref.global "private" constant @g : memref<3xf32> = dense<[1.0, 2.0, 3.0]>
func.func @f() -> (tensor<5xi32>, tensor<2xi8>, tensor<4xi16>) {
  %a = arith.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi32>
  %d = arith.constant dense<[1, 2]> : tensor<2xi8>
  %e = arith.constant dense<7> : tensor<4xi16>
  return %a, %d, %e : tensor<5xi32>, tensor<2xi8>, tensor<4xi16>
}
