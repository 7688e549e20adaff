/* The C that rules/finalize-memref-to-llvm.rules calls: memref ops on
 * MLIR's memref descriptors in the llvm dialect (MLIR 19's
 * --finalize-memref-to-llvm).
 *
 * Pattern code: every edit goes through the rewriter it is given (journaled
 * under the conversion driver, drivers/conversion.h), operands are read
 * converted (rl_conv_operand). Each rl_memref_lower_* returns the values that
 * replace the op's results (op->nresults of them, context memory; a non-NULL
 * empty array for none), or NULL with nothing changed. */
#ifndef RL_MEMREF_TO_LLVM_H
#define RL_MEMREF_TO_LLVM_H

#include "core/rewrite.h"

/* Registers the rule library entries this C provides (TypeSize,
 * Contiguous, Permutation, WrittenConstant); rules/lib.c calls it. */
void rl_memref_llvm_register(void);

#endif
