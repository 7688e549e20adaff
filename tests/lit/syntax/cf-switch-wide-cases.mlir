// cf.switch case values are read as 64-bit integers; on a wider flag, MLIR
// keeps those 64 bits zero-extended (-3 on i128 is 2^64 - 3), and so does
// rulir. Both print case values zero-extended (-3 on i32 prints as
// 4294967293) and print the same text.
// RUN: rulir-opt %s | FileCheck %s
// RUN: rulir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir_opt %s | FileCheck %s
// RUN: %mlir_opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK: 18446744073709551613: ^bb2
// CHECK: 4294967293: ^bb2
// GENERIC: case_values = dense<18446744073709551613> : vector<1xi128>
// GENERIC: case_values = dense<-3> : vector<1xi32>
func.func @wide(%f: i128) {
  cf.switch %f : i128, [
    default: ^bb1,
    -3: ^bb2
  ]
^bb1:
  return
^bb2:
  return
}

func.func @narrow(%f: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    -3: ^bb2
  ]
^bb1:
  return
^bb2:
  return
}
