// RUN: rulir-translate --mlir-to-llvmir %s | FileCheck %s --check-prefix=O0
// RUN: rulir-translate --mlir-to-llvmir -O2 %s | FileCheck %s --check-prefix=O2
// RUN: rulir-translate -mlir-to-llvmir -O3 < %s | FileCheck %s --check-prefix=O2
// RUN: rulir-translate --mlir-to-llvmir %s -o %t.ll && FileCheck %s --check-prefix=O0 --input-file=%t.ll
// RUN: rulir-translate --mlir-to-llvmir --emit-bitcode %s -o %t.bc && llvm-dis %t.bc -o - | FileCheck %s --check-prefix=O0
// RUN: rulir-translate --mlir-to-llvmir --emit-bitcode -O1 %s | llvm-dis | FileCheck %s --check-prefix=O2
// RUN: rulir-translate --help | FileCheck %s --check-prefix=HELP
// -O1..-O3 run LLVM's default<On> pipeline; --emit-bitcode writes bitcode;
// -o writes a file; the input may come from stdin.

// O0: source_filename = "LLVMDialectModule"
// O0: define i32 @sum_to(i32 %0)
// O0: phi i32
// O0: !llvm.module.flags = !{!0}
// O0: !0 = !{i32 2, !"Debug Info Version", i32 3}
// O2: define {{.*}}i32 @five()
// O2: ret i32 15
// HELP: USAGE: rulir-translate [options] <input file>
// HELP: --mlir-to-llvmir - Translate a module in the llvm dialect to LLVM IR

llvm.func @sum_to(%n: i32) -> i32 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^head(%c1, %c0 : i32, i32)
^head(%i: i32, %s: i32):
  %c = llvm.icmp "sle" %i, %n : i32
  llvm.cond_br %c, ^body, ^exit
^body:
  %s1 = llvm.add %s, %i : i32
  %i1 = llvm.add %i, %c1 : i32
  llvm.br ^head(%i1, %s1 : i32, i32)
^exit:
  llvm.return %s : i32
}

llvm.func @five() -> i32 {
  %c5 = llvm.mlir.constant(5 : i32) : i32
  %0 = llvm.call @sum_to(%c5) : (i32) -> i32
  llvm.return %0 : i32
}
