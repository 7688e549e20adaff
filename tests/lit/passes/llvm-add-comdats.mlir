// --llvm-add-comdats: linkonce and linkonce_odr llvm.func ops get a selector
// of kind `any` in @__llvm_comdat (made at the start of the module, each
// selector put first in it), other linkages and globals none, as MLIR 19
// does; an existing @__llvm_comdat is reused (@reuse). The output, and its
// translation to LLVM IR ($f = comdat any, `comdat` on the definitions),
// are mlir-opt-19's and mlir-translate-19's. A second run makes selectors
// that are already there, an error under both tools.
// RUN: rulir-opt %s --split-input-file --llvm-add-comdats -mlir-print-local-scope -mlir-print-debuginfo > %t.rulir
// RUN: %mlir_opt %s --split-input-file --llvm-add-comdats -mlir-print-local-scope -mlir-print-debuginfo > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: FileCheck %s < %t.rulir
// RUN: rulir-opt %s --split-input-file --llvm-add-comdats | rulir-translate --split-input-file --mlir-to-llvmir | FileCheck %s --check-prefix=LL
// RUN: not rulir-opt %s --split-input-file --llvm-add-comdats --llvm-add-comdats 2>&1 | FileCheck %s --check-prefix=TWICE

// CHECK-LABEL: module {
// CHECK-NEXT: llvm.comdat @__llvm_comdat {
// CHECK-NEXT: llvm.comdat_selector @lo any loc("{{.*}}":0:0)
// CHECK-NEXT: llvm.comdat_selector @f any loc("{{.*}}":0:0)
// CHECK-NEXT: } loc("{{.*}}":0:0)
// CHECK: llvm.mlir.global linkonce @g(0 : i32)
// CHECK-NOT: comdat
// CHECK-SAME: : i32
// CHECK: llvm.func linkonce @f() comdat(@__llvm_comdat::@f)
// CHECK: llvm.func linkonce_odr @lo() comdat(@__llvm_comdat::@lo)
// CHECK: llvm.func weak @w() {
// CHECK: llvm.func @e() {

// LL: $f = comdat any
// LL: $lo = comdat any
// LL: define linkonce void @f() comdat {
// LL: define linkonce_odr void @lo() comdat {
// LL: define weak void @w() {

// TWICE: error: redefinition of symbol named 'lo'

llvm.mlir.global linkonce @g(0 : i32) : i32
llvm.func linkonce @f() {
  llvm.return
}
llvm.func linkonce_odr @lo() {
  llvm.return
}
llvm.func weak @w() {
  llvm.return
}
llvm.func @e() {
  llvm.return
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT: llvm.func @before()
// CHECK-NEXT: llvm.comdat @__llvm_comdat {
// CHECK-NEXT: llvm.comdat_selector @reuse any
// CHECK-NEXT: llvm.comdat_selector @old largest
// CHECK-NEXT: }
// CHECK: llvm.func linkonce_odr @reuse() comdat(@__llvm_comdat::@reuse)

// LL: $reuse = comdat any
// LL: define linkonce_odr void @reuse() comdat {

llvm.func @before()
llvm.comdat @__llvm_comdat {
  llvm.comdat_selector @old largest
}
llvm.func linkonce_odr @reuse() {
  llvm.return
}
