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

/* The same, one top-level op at a time, so that a module can be translated
 * while it is parsed (rl_llvm_translate_source) and its ops freed once
 * translated. Ops are declared in module order (a function or global
 * becomes an LLVM declaration; an op that cannot be at the top of the
 * module is an error); an op is defined (a body, an initializer) once every
 * symbol it references has been declared; finish emits the constructor and
 * destructor tables, takes the data layout and triple from `module`'s
 * attributes, and verifies the LLVM module, reporting a failure at the
 * function of `module` that LLVM rejects. Each call returns false (and
 * finish NULL, having freed the exporter) after reporting an error. */
typedef struct rl_llvm_exporter rl_llvm_exporter;
rl_llvm_exporter *rl_llvm_exporter_create(rl_context *c, LLVMContextRef ctx);
bool rl_llvm_export_declare(rl_llvm_exporter *x, rl_op *op);
bool rl_llvm_export_define(rl_llvm_exporter *x, rl_op *op);
LLVMModuleRef rl_llvm_exporter_finish(rl_llvm_exporter *x, rl_op *module);
void rl_llvm_exporter_discard(rl_llvm_exporter *x); /* after a failure, or to give up */
/* Detached, declare and define touch nothing of the rl_context that
 * another thread may be changing (they intern no identifier, report no
 * diagnostic): they may run on a thread of their own while the parser
 * goes on. Their first error is kept, and rl_llvm_exporter_report
 * reports it (false if there was none). */
void rl_llvm_exporter_detach(rl_llvm_exporter *x, bool detached);
bool rl_llvm_exporter_report(rl_llvm_exporter *x);

/* Parses buf[0..len) (as rl_parse_source; its first line is line
 * line_offset + 1 of `file`) and translates it to a new LLVM
 * module of ctx, function by function as the parser completes them: each
 * top-level op is verified and translated once parsed and the symbols it
 * references are known, and a function's body is freed once translated,
 * so the whole module never exists as IR. Verification errors, translation
 * errors and LLVM verifier errors are reported as rl_verify and
 * rl_llvm_export_module report them; returns NULL after any. With
 * `threads`, a function is translated on a second thread while the next
 * is parsed (the output and the diagnostics are the same). */
LLVMModuleRef rl_llvm_translate_source(rl_context *c, const char *buf, size_t len, rl_ident *file,
                                       unsigned line_offset, LLVMContextRef ctx, bool threads);

/* Runs LLVM's "default<O1>".."default<O3>" pipeline on m (level 0: nothing);
 * tm may be NULL. On failure reports LLVM's message at loc (the module's)
 * and returns false. */
bool rl_llvm_optimize_module(rl_context *c, rl_attr *loc, LLVMModuleRef m, unsigned level,
                             LLVMTargetMachineRef tm);

#endif
