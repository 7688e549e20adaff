// --mlir-print-skip-regions: every region prints as {...}, in custom and
// generic form, in the output and in IR dumps (no alias is defined for
// what only the skipped regions use). Output identical to mlir-opt-19's.
// RUN: rulir-opt %s --mlir-print-skip-regions | FileCheck %s
// RUN: rulir-opt %s -mlir-print-skip-regions > %t.rulir
// RUN: %mlir_opt %s -mlir-print-skip-regions > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: rulir-opt %s --mlir-print-skip-regions --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: rulir-opt %s --mlir-print-skip-regions --pass-pipeline='builtin.module(func.func(canonicalize))' --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: rulir-opt %s --mlir-print-skip-regions --pass-pipeline='builtin.module(func.func(canonicalize))' --mlir-print-ir-after-all -o /dev/null 2> %t.rulir.dump
// RUN: %mlir_opt %s --mlir-disable-threading --mlir-print-skip-regions --pass-pipeline='builtin.module(func.func(canonicalize))' --mlir-print-ir-after-all -o /dev/null 2> %t.mlir.dump
// RUN: diff %t.rulir.dump %t.mlir.dump

// CHECK-NOT: #map
// CHECK: {{^}}module {...}{{$}}

// GENERIC: {{^}}"builtin.module"() ({...}) : () -> (){{$}}

// DUMP:      // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// DUMP-NEXT: func.func @f(%arg0: index) -> index {...}
// DUMP-EMPTY:
// DUMP-NEXT: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// DUMP-NEXT: func.func @g() {...}

#map = affine_map<(d0) -> (d0 + 1)>
func.func @f(%i: index) -> index {
  %0 = affine.apply #map(%i)
  return %0 : index
}
func.func @g() {
  return
}
