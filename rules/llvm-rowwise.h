/* n-D vectors in the llvm dialect. An n-D vector (rank >= 2) converts to an
 * !llvm.array nest of 1-D vectors (rl_llvm_convert_type), but LLVM's
 * elementwise ops take scalars and 1-D vectors only: a lowering applies its
 * 1-D ops at every position of the nest, as MLIR's
 * LLVM::detail::handleMultidimensionalVectors does. Pattern code: every
 * edit goes through the rewriter, so a conversion journals it. */
#ifndef RL_LLVM_ND_H
#define RL_LLVM_ND_H

#include "core/rewrite.h"

/* Unrolls what a lowering of `root` built for it: v, computed from root's
 * converted operands by ops created (just before the rewriter's insertion
 * point) as though an n-D vector were a 1-D one, their !llvm.array results
 * standing for n-D vectors (invalid as such in LLVM).
 *
 * When root's first converted operand is not an !llvm.array (a scalar, a
 * 1-D vector, or the i1 condition of a select of n-D values, which LLVM
 * takes whole; MLIR decides on that operand too), v is returned as it is.
 * Otherwise this builds, at the insertion point, `llvm.mlir.undef` of v's
 * type and, at each position of its array nest (row-major): an
 * llvm.extractvalue of every converted operand of root, in order; a copy of
 * the ops that computed v, in their order, on the 1-D values (results the
 * nest's 1-D element types; a splat dense property of the n-D type becomes
 * the same splat of the 1-D type); and an llvm.insertvalue of v's copy. The
 * copied ops are erased and the last insertvalue returned.
 *
 * NULL, with nothing changed, when it cannot: an !llvm.array value that is
 * not one of root's converted operands, a non-splat dense property, ops
 * outside root's block. A rule calls it last, for the value that replaces
 * its root (`=> (Unrolled $op (llvm.fadd $a $b))`): the ops it erases are
 * ones that rule built. */
rl_value *rl_llvm_unroll_nd(rl_rewriter *rw, rl_op *root, rl_value *v);

#endif
