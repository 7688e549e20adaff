// Errors of the llvm dialect's custom parsers, where and as MLIR 19 reports
// them (the file passes --verify-diagnostics under both tools).
// RUN: rulir-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

// A predicate is a string attribute: another attribute is of the wrong kind.
func.func @icmp_int(%a : i32) {
  // expected-error @+1 {{custom op 'llvm.icmp' invalid kind of attribute specified}}
  %0 = llvm.icmp 42 %a, %a : i32
  return
}
// -----
func.func @fcmp_array(%a : f32) {
  // expected-error @+1 {{custom op 'llvm.fcmp' invalid kind of attribute specified}}
  %0 = llvm.fcmp [1] %a, %a : f32
  return
}
// -----
// A bare keyword is no attribute at all.
func.func @icmp_keyword(%a : i32) {
  // expected-error @+1 {{expected attribute value}}
  %0 = llvm.icmp eq %a, %a : i32
  return
}
// -----
// An alignment is an integer (reported at the op, before the trailing type).
func.func @alloca_float_alignment() {
  // expected-error @+1 {{custom op 'llvm.alloca' expected integer alignment}}
  llvm.alloca %size x i32 {alignment = 3.0} : !llvm.ptr
}
// -----
// An alignment of 0 (of any width) is none: it is dropped.
// RUN: rulir-opt %s --split-input-file --verify-diagnostics | FileCheck %s
// CHECK-LABEL: func.func @alloca_zero_alignment
// CHECK-NEXT: llvm.alloca %arg0 x i32 : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.alloca %arg0 x i32 : (i64) -> !llvm.ptr
func.func @alloca_zero_alignment(%n : i64) {
  %0 = llvm.alloca %n x i32 {alignment = 0} : (i64) -> !llvm.ptr
  %1 = llvm.alloca %n x i32 {alignment = 0 : i32} : (i64) -> !llvm.ptr
  return
}
