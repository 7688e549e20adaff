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
// Its effects (an effects hook): none without has_side_effects, so an
// unused one is dead and two equal ones are one; reads and writes with it.
// RUN: rulir-opt %s --canonicalize > %t.rulir.c
// RUN: %mlir_opt %s --canonicalize > %t.mlir.c
// RUN: diff %t.rulir.c %t.mlir.c
// RUN: rulir-opt %s --cse > %t.rulir.cse
// RUN: %mlir_opt %s --cse > %t.mlir.cse
// RUN: diff %t.rulir.cse %t.mlir.cse
// RUN: FileCheck %s --check-prefix=CANON < %t.rulir.c
// RUN: FileCheck %s --check-prefix=CSE < %t.rulir.cse
// RUN: FileCheck %s --check-prefix=LL < %t.rulir.ll

// CHECK: llvm.inline_asm "bswap $0", "=r,r" %arg0 : (i32) -> i8
// CHECK: llvm.inline_asm has_side_effects is_align_stack asm_dialect = intel "foo", "bar" %arg0, %arg0 : (i32, i32) -> i8
// CHECK: llvm.inline_asm has_side_effects "nop", ""  : () -> ()
// LL: call i8 asm "bswap $0", "=r,r"(i32 %0)
// LL: call i8 asm sideeffect alignstack inteldialect "foo", "bar"(i32 %0, i32 %0)
// LL: call void asm sideeffect "nop", ""()
// CANON-LABEL: llvm.func @inline_asm_side_effects(
// CANON-NOT:     "pure inline asm"
// CANON:         llvm.inline_asm has_side_effects "inline asm with side effects"
// CSE-LABEL: llvm.func @cse(
// CSE:         llvm.inline_asm "bswap $0"
// CSE-NOT:     llvm.inline_asm "bswap $0"
// CSE:         llvm.inline_asm has_side_effects "rdtsc"
// CSE:         llvm.inline_asm has_side_effects "rdtsc"
llvm.func @f(%arg0: i32) -> i8 {
  %0 = llvm.inline_asm "bswap $0", "=r,r" %arg0 : (i32) -> i8
  %1 = llvm.inline_asm has_side_effects is_align_stack asm_dialect = intel "foo", "bar" %arg0, %arg0 : (i32, i32) -> i8
  llvm.inline_asm has_side_effects "nop", "" : () -> ()
  %2 = llvm.inline_asm "foo", "=r,=r,r" %arg0 : (i32) -> !llvm.struct<(i8, i8)>
  llvm.return %1 : i8
}
llvm.func @inline_asm_side_effects(%x : i32) {
  llvm.inline_asm "pure inline asm", "r" %x : (i32) -> ()
  llvm.inline_asm has_side_effects "inline asm with side effects", "r" %x : (i32) -> ()
  llvm.return
}
llvm.func @cse(%x : i32) -> i32 {
  %0 = llvm.inline_asm "bswap $0", "=r,r" %x : (i32) -> i32
  %1 = llvm.inline_asm "bswap $0", "=r,r" %x : (i32) -> i32
  %2 = llvm.add %0, %1 : i32
  %3 = llvm.inline_asm has_side_effects "rdtsc", "=r" : () -> i32
  %4 = llvm.inline_asm has_side_effects "rdtsc", "=r" : () -> i32
  %5 = llvm.add %3, %4 : i32
  %6 = llvm.add %2, %5 : i32
  llvm.return %6 : i32
}
