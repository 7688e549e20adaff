/* Translation of a module in the llvm dialect to LLVM IR through the LLVM-C
 * API of LLVM 19 (what mlir-translate --mlir-to-llvmir does): globals,
 * functions, blocks in region order with PHIs for block arguments, every op
 * of dialects/llvm/llvm.ops, intrinsics; then LLVMVerifyModule, and the
 * optimization pipelines of LLVMRunPasses.
 *
 * This file and export.c are the only LLVM-dependent part of dialects/: the
 * Makefile keeps export.c out of librulir-dialects.a (rulir-opt never links
 * LLVM) and builds it into librulir-llvm-export.a, which only rulir-translate
 * and rulir-run link. */
#ifndef RL_LLVM_EXPORT_H
#define RL_LLVM_EXPORT_H

#include <llvm-c/Core.h>
#include <llvm-c/TargetMachine.h>

#include "core/ir.h"

/* Translates `module` (a builtin.module holding llvm.func and
 * llvm.mlir.global ops) into a new LLVM module of `ctx` named
 * "LLVMDialectModule", and checks it with LLVMVerifyModule. Returns NULL
 * after reporting located errors through c's diagnostics: an op or
 * attribute that has no translation (at the op), or LLVM's verifier
 * message (at the function it names, else at the module). */
LLVMModuleRef rl_llvm_export_module(rl_context *c, rl_op *module, LLVMContextRef ctx);

/* Runs LLVM's "default<O1>".."default<O3>" pipeline on m (level 0: nothing);
 * tm may be NULL. On failure reports LLVM's message at module's location and
 * returns false. */
bool rl_llvm_optimize_module(rl_context *c, rl_op *module, LLVMModuleRef m, unsigned level,
                             LLVMTargetMachineRef tm);

#endif
