/* --lower-affine's C (rules/lower-affine.rules): affine expressions
 * expanded into arith ops exactly as MLIR 19's AffineApplyExpander does
 * (constants created where they are used, not shared; floordiv, ceildiv and
 * mod by positive divisors without branches), affine.min/max as chains of
 * arith.minsi/maxsi. Ops are created through the rewriter, before op. */
#ifndef RL_LOWER_AFFINE_H
#define RL_LOWER_AFFINE_H

#include "core/rewrite.h"

/* The value of e over dims and syms, or NULL after an error (a division or
 * modulo by a non-positive constant). */
rl_value *rl_affine_expand_expr(rl_rewriter *rw, rl_attr *loc, rl_attr *e, rl_value *const *dims,
                                rl_value *const *syms);
/* affine.apply, affine.min, affine.max: the value replacing op, or NULL. */
rl_value *rl_affine_lower_apply(rl_rewriter *rw, rl_op *op);
rl_value *rl_affine_lower_min_max(rl_rewriter *rw, rl_op *op, bool is_min);

/* affine.for as scf.for (bounds: max/min of the bound maps' results),
 * affine.if as scf.if (the conjunction of the set's constraints); the
 * regions are moved. The new op, or NULL. */
rl_op *rl_affine_lower_for(rl_rewriter *rw, rl_op *op);
rl_op *rl_affine_lower_if(rl_rewriter *rw, rl_op *op);

/* affine.load / affine.store as memref.load / memref.store of the expanded
 * subscripts; the new op, or NULL. */
rl_op *rl_affine_lower_load_store(rl_rewriter *rw, rl_op *op);

#endif
