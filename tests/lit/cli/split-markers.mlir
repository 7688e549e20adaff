// --split-input-file=MARKER splits the input at MARKER instead of
// "// -----"; --output-split-marker=TEXT joins the outputs with TEXT
// instead. Output identical to mlir-opt-19's.
// RUN: split-file %s %t
// RUN: rulir-opt %t/in.mlir --split-input-file='// ;;' --output-split-marker='// ====' | FileCheck %s
// RUN: rulir-opt %t/in.mlir -split-input-file='// ;;' -output-split-marker='// ====' > %t/rulir
// RUN: %mlir_opt %t/in.mlir -split-input-file='// ;;' -output-split-marker='// ====' > %t/mlir
// RUN: diff %t/rulir %t/mlir
// RUN: rulir-opt %t/in.mlir -split-input-file | FileCheck %s --check-prefix=DEFAULT

// CHECK:      module {
// CHECK-NEXT:   func.func @a() {
// CHECK:      // ====
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @b() {

// DEFAULT:     func.func @a() {
// DEFAULT-NOT: module {
// DEFAULT:     func.func @b() {

//--- in.mlir
func.func @a() {
  return
}
// ;;
func.func @b() {
  return
}
