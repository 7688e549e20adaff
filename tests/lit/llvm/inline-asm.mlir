// llvm.inline_asm as mlir-opt-19 has it: its custom form (the unit
// attributes has_side_effects and is_align_stack said by their keywords
// alone), its generic form, and its translation to LLVM IR (`call asm`,
// with sideeffect, alignstack and inteldialect) as mlir-translate-19's.
// RUN: rulir-opt %s > %t.rulir
// RUN: %mlir_opt %s > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: rulir-opt %s --mlir-print-op-generic > %t.rulir.g
// RUN: %mlir_opt %s --mlir-print-op-generic > %t.mlir.g
// RUN: diff %t.rulir.g %t.mlir.g
// RUN: rulir-opt %t.rulir.g | diff - %t.mlir
// RUN: rulir-translate --mlir-to-llvmir %s > %t.rulir.ll
// RUN: mlir-translate-19 --mlir-to-llvmir %s > %t.mlir.ll
// RUN: diff %t.rulir.ll %t.mlir.ll
// RUN: FileCheck %s < %t.rulir
// RUN: FileCheck %s --check-prefix=LL < %t.rulir.ll

// CHECK: llvm.inline_asm "bswap $0", "=r,r" %arg0 : (i32) -> i8
// CHECK: llvm.inline_asm has_side_effects is_align_stack asm_dialect = intel "foo", "bar" %arg0, %arg0 : (i32, i32) -> i8
// CHECK: llvm.inline_asm has_side_effects "nop", ""  : () -> ()
// LL: call i8 asm "bswap $0", "=r,r"(i32 %0)
// LL: call i8 asm sideeffect alignstack inteldialect "foo", "bar"(i32 %0, i32 %0)
// LL: call void asm sideeffect "nop", ""()
llvm.func @f(%arg0: i32) -> i8 {
  %0 = llvm.inline_asm "bswap $0", "=r,r" %arg0 : (i32) -> i8
  %1 = llvm.inline_asm has_side_effects is_align_stack asm_dialect = intel "foo", "bar" %arg0, %arg0 : (i32, i32) -> i8
  llvm.inline_asm has_side_effects "nop", "" : () -> ()
  %2 = llvm.inline_asm "foo", "=r,=r,r" %arg0 : (i32) -> !llvm.struct<(i8, i8)>
  llvm.return %1 : i8
}
