// --mlir-print-elementsattrs-with-hex-if-larger=N: dense attributes of more
// than N elements print as hex strings of their data (little-endian; i1
// packed as bits, the first element in the lowest bit); splats never do;
// -1 turns it off; without the flag the bound is 100. The hex text reads
// back to the same attribute. Output identical to mlir-opt-19's.
// RUN: rulir-opt %s --mlir-print-elementsattrs-with-hex-if-larger=2 | FileCheck %s
// RUN: rulir-opt %s -mlir-print-elementsattrs-with-hex-if-larger=2 > %t.rulir
// RUN: %mlir_opt %s -mlir-print-elementsattrs-with-hex-if-larger=2 > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: rulir-opt %t.rulir | FileCheck %s --check-prefix=BACK
// RUN: rulir-opt %s --mlir-print-elementsattrs-with-hex-if-larger=-1 | FileCheck %s --check-prefix=NEVER
// RUN: rulir-opt %s | FileCheck %s --check-prefixes=NEVER,DEFAULT
// RUN: rulir-opt %s > %t.rulir.default
// RUN: %mlir_opt %s > %t.mlir.default
// RUN: diff %t.rulir.default %t.mlir.default
// RUN: not rulir-opt %s --mlir-print-elementsattrs-with-hex-if-larger=many 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK-LABEL: func.func @f()
// CHECK-NEXT:    %cst = arith.constant dense<"0x0100000002000000030000000400000005000000"> : tensor<5xi32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<"0x0000803F0000004000004040"> : tensor<3xf32>
// CHECK-NEXT:    %cst_1 = arith.constant dense<"0x4901"> : tensor<9xi1>
// CHECK-NEXT:    %cst_2 = arith.constant dense<[1, 2]> : tensor<2xi8>
// CHECK-NEXT:    %cst_3 = arith.constant dense<7> : tensor<4xi16>

// BACK-LABEL: func.func @f()
// BACK-NEXT:    %cst = arith.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi32>
// BACK-NEXT:    %cst_0 = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf32>
// BACK-NEXT:    %cst_1 = arith.constant dense<[true, false, false, true, false, false, true, false, true]> : tensor<9xi1>

// NEVER: %cst = arith.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi32>
// NEVER: %cst_1 = arith.constant dense<[true, false, false, true, false, false, true, false, true]> : tensor<9xi1>

// DEFAULT-LABEL: func.func @bound()
// DEFAULT-NEXT:    %cst = arith.constant dense<[0, 1, 2, 3,{{.*}}, 98, 99]> : tensor<100xi8>
// DEFAULT-NEXT:    %cst_0 = arith.constant dense<"0x49922449922449922449922409"> : tensor<101xi1>

// BAD: rulir-opt: for the --mlir-print-elementsattrs-with-hex-if-larger option: 'many' value invalid for long argument!

func.func @f() -> (tensor<5xi32>, tensor<3xf32>, tensor<9xi1>, tensor<2xi8>, tensor<4xi16>) {
  %a = arith.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi32>
  %b = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %c = arith.constant dense<[true, false, false, true, false, false, true, false, true]> : tensor<9xi1>
  %d = arith.constant dense<[1, 2]> : tensor<2xi8>
  %e = arith.constant dense<7> : tensor<4xi16>
  return %a, %b, %c, %d, %e : tensor<5xi32>, tensor<3xf32>, tensor<9xi1>, tensor<2xi8>, tensor<4xi16>
}

// The default bound: 100 elements print as they are, 101 in hex.
func.func @bound() -> (tensor<100xi8>, tensor<101xi1>) {
  %a = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99]> : tensor<100xi8>
  %b = arith.constant dense<[true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false]> : tensor<101xi1>
  return %a, %b : tensor<100xi8>, tensor<101xi1>
}
