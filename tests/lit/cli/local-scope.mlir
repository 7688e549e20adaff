// --mlir-print-local-scope: no alias definitions, so affine maps (and, with
// --mlir-print-debuginfo, locations) print where they are used, and the
// output ends without mlir-opt's blank line. Output identical to
// mlir-opt-19's, in custom and generic form.
// RUN: rulir-opt %s --mlir-print-local-scope | FileCheck %s
// RUN: rulir-opt %s --mlir-print-local-scope | tail -n 1 | FileCheck %s --check-prefix=LAST
// RUN: rulir-opt %s | tail -n 1 | FileCheck %s --check-prefix=BLANK
// RUN: rulir-opt %s -mlir-print-local-scope > %t.rulir
// RUN: %mlir_opt %s -mlir-print-local-scope > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: rulir-opt %s --mlir-print-local-scope --mlir-print-op-generic --mlir-print-debuginfo > %t.rulir.g
// RUN: %mlir_opt %s --mlir-print-local-scope --mlir-print-op-generic --mlir-print-debuginfo > %t.mlir.g
// RUN: diff %t.rulir.g %t.mlir.g
// Without the flag, the map gets its alias.
// RUN: rulir-opt %s | FileCheck %s --check-prefix=ALIAS
// RUN: rulir-opt %s --mlir-print-local-scope=false | FileCheck %s --check-prefix=ALIAS

// CHECK-NOT: #map
// CHECK-LABEL: module {
// CHECK-NEXT:   func.func @f(%arg0: index) -> index {
// CHECK-NEXT:     %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%arg0)
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }

// LAST: {{^}}}{{$}}
// BLANK: {{^$}}

// ALIAS: #map = affine_map<(d0) -> (d0 + 1)>
// ALIAS: %0 = affine.apply #map(%arg0)

#map = affine_map<(d0) -> (d0 + 1)>
func.func @f(%i: index) -> index {
  %0 = affine.apply #map(%i)
  return %0 : index
}
