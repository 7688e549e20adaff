/* The C that rules/finalize-memref-to-llvm.rules calls: memref ops on
 * MLIR's memref descriptors in the llvm dialect (MLIR 19's
 * --finalize-memref-to-llvm), and the descriptor helpers func-to-llvm's
 * calling convention shares.
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

/* ---- descriptors, for the calling convention (func-to-llvm) ---------------- */

/* How many scalar arguments a value of (original) type t takes under the
 * memref calling convention, with their types in out (room for 2 + 2 * 64):
 * a ranked memref its descriptor's fields (allocated, aligned, offset,
 * sizes, strides), an unranked one (rank, pointer); 0 for other types.
 * With bare_ptr, a memref of static shape and identity layout is only its
 * aligned pointer (1). */
unsigned rl_memref_cc_expand(rl_context *c, rl_type *t, rl_type *desc, bool bare_ptr, rl_type **out);
/* Builds the descriptor of type desc (for original type t) from the n
 * scalar arguments above, at the rewriter's insertion point. */
rl_value *rl_memref_cc_pack(rl_rewriter *rw, rl_type *t, rl_type *desc, bool bare_ptr, rl_value *const *args,
                            unsigned n, rl_attr *loc);
/* The scalar fields of descriptor d (for original type t) into out, as the
 * calling convention passes them; returns how many. */
unsigned rl_memref_cc_unpack(rl_rewriter *rw, rl_type *t, rl_value *d, bool bare_ptr, rl_value **out, rl_attr *loc);

/* MLIR's copies of unranked descriptors across a return: the ranked
 * descriptor u points at is copied to the heap (malloc) before a return
 * (to_heap), and by the caller to the stack (alloca), freeing the heap
 * copy. Ops are built at the rewriter's point; `at` is the op being
 * lowered (for the module and location). Returns the new unranked value. */
rl_value *rl_memref_cc_copy_unranked(rl_rewriter *rw, rl_op *at, rl_value *u, bool to_heap);

#endif
