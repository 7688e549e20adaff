/* --expand-strided-metadata's C (rules/expand-strided-metadata.rules): the
 * views (subview, expand_shape, collapse_shape) rewritten as
 * memref.reinterpret_cast of the source's base buffer, with offsets, sizes
 * and strides computed by affine.apply from memref.extract_strided_metadata
 * of the source; extract_strided_metadata folded through the ops that
 * define its source (reinterpret_cast, cast, alloc, alloca, get_global,
 * extract_strided_metadata); extract_aligned_pointer_as_index moved to the
 * source of a view. As MLIR 19 computes them, op for op. Ops are created
 * through the rewriter, before the op rewritten. */
#ifndef RL_EXPAND_STRIDED_H
#define RL_EXPAND_STRIDED_H

#include "core/rewrite.h"

/* The op replacing a view (subview, expand_shape, collapse_shape), or NULL. */
rl_op *rl_memref_fold_view(rl_rewriter *rw, rl_op *view);
/* The values replacing extract_strided_metadata op whose source src
 * defines, or NULL (op->nresults values, in the context's arena). */
rl_value **rl_memref_fold_metadata(rl_rewriter *rw, rl_op *op, rl_op *src);
/* The results of extract_strided_metadata op that its source's type knows
 * statically, as constants where they are used (MLIR's fold of the op);
 * NULL when there are none. */
rl_value **rl_memref_constify_metadata(rl_rewriter *rw, rl_op *op);
/* extract_aligned_pointer_as_index of a view's source, or NULL. */
rl_op *rl_memref_aligned_pointer_of_view(rl_rewriter *rw, rl_op *op);

#endif
