/* What the lowerings to the llvm dialect build at module level: the module
 * an op sits in, and declarations of the runtime functions they call
 * (malloc, free, memrefCopy, puts, printF32, ...). Built through the
 * rewriter, so a conversion journals them. */
#ifndef RL_LLVM_BUILD_H
#define RL_LLVM_BUILD_H

#include "core/rewrite.h"

/* The builtin.module enclosing op (compared by op id), or NULL; also NULL
 * when it has no body block. */
rl_op *rl_llvm_module_of(rl_op *op);
/* Sets rw's insertion point at the start of module's body. */
void rl_llvm_set_module_start(rl_rewriter *rw, rl_op *module);
/* `llvm.func @name(params) -> res` (res NULL: void) at the start of module,
 * unless the module has the symbol already; rw's insertion point is kept.
 * Returns the symbol's name. */
rl_ident *rl_llvm_declare_func(rl_rewriter *rw, rl_op *module, const char *name, rl_type *res, unsigned n,
                               rl_type *const *params);

#endif
