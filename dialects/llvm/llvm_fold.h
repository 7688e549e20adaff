/* The llvm dialect's constant materializer and rule helpers (llvm_fold.c). */
#ifndef RL_LLVM_FOLD_H
#define RL_LLVM_FOLD_H

#include "core/context.h"

/* Registers the materializer with c, and the helpers with the rule library. */
void rl_llvm_fold_register(rl_context *c);

#endif
