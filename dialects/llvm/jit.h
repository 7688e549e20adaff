/* Running a module of the llvm dialect in this process: translated to LLVM
 * IR (export.h), optimized, and compiled by LLVM's LLJIT, as
 * mlir-cpu-runner and MLIR's ExecutionEngine do. rulir-run is built on it,
 * and so is a project that runs what it compiles (examples/toy's
 * `toyc -emit=jit`).
 *
 * Like export.c, jit.c depends on LLVM: it is in librulir (shared and
 * static) and in rulir-run, not in rulir-opt. Errors are reported on
 * stderr as "PROG: error: WHAT: LLVM's message" (PROG as given to create),
 * and the module's own (translation, verifier) as located diagnostics of
 * the context. */
#ifndef RL_LLVM_JIT_H
#define RL_LLVM_JIT_H

#include <stdbool.h>

#include "core/ir.h"

typedef struct rl_llvm_jit rl_llvm_jit;

/* Translates `module` (verified, in the llvm dialect), optimizes it with
 * LLVM's default<O`level`> pipeline for the host (level 0: not at all),
 * and adds it to a new LLJIT whose symbols not in the module are looked up
 * in this process and in each of the `nlibs` shared libraries `libs`.
 * llvm.global_ctors and llvm.global_dtors become two functions (see
 * rl_llvm_jit_ctors). Nothing is compiled yet: a lookup compiles. NULL
 * after reporting an error. */
rl_llvm_jit *rl_llvm_jit_create(rl_context *c, rl_op *module, unsigned level, const char *const *libs,
                                unsigned nlibs, const char *prog);

/* The address of `name` compiled, or NULL after reporting "cannot compile
 * 'NAME'" (an undefined symbol it uses, say). */
void *rl_llvm_jit_lookup(rl_llvm_jit *j, const char *name);

/* Functions calling the module's constructors, and its destructors, by
 * priority, lowest first, then in their table's order (mlir-cpu-runner's
 * order for both); NULL when the module has no such table or when they
 * cannot be compiled (reported: *failed is then set). */
typedef void (*rl_llvm_jit_fn)(void);
rl_llvm_jit_fn rl_llvm_jit_ctors(rl_llvm_jit *j, bool *failed);
rl_llvm_jit_fn rl_llvm_jit_dtors(rl_llvm_jit *j, bool *failed);

void rl_llvm_jit_destroy(rl_llvm_jit *j);

/* The whole of a run of a `void NAME()` function: create (no libraries),
 * the constructors, NAME, the destructors, destroy. False after reporting
 * an error (NAME missing, or not a function of no parameters returning
 * nothing, is one). What the program prints goes where it prints. */
bool rl_llvm_jit_run_void(rl_context *c, rl_op *module, const char *name, unsigned level, const char *prog);

/* `module` as LLVM IR text (LLVMPrintModuleToString's), optimized at
 * `level` as rl_llvm_jit_create does; malloc'ed (free it), or NULL after
 * reporting an error. */
char *rl_llvm_module_ir_text(rl_context *c, rl_op *module, unsigned level, const char *prog);

#endif
