/* --lower-affine's C (rules/lower-affine.rules): affine maps and sets
 * expanded into arith ops exactly as MLIR 19's AffineApplyExpander does
 * (constants created where they are used, not shared; floordiv, ceildiv and
 * mod by positive divisors without branches). Each works on one attribute
 * (a map or an integer set) and the values it applies to; ops are created
 * at the builder's insertion point (a rule's: before the op it rewrites),
 * through its rewriter. The lowerings themselves are rules. */
#ifndef RL_LOWER_AFFINE_H
#define RL_LOWER_AFFINE_H

#include "core/rules_rt.h"

/* The value of e over dims and syms, or NULL after an error (a division or
 * modulo by a non-positive constant). */
rl_value *rl_affine_expand_expr(rl_rewriter *rw, rl_attr *loc, rl_attr *e, rl_value *const *dims,
                                rl_value *const *syms);
/* The results of map applied to operands (dimensions, then symbols); an
 * empty mval after an error. */
rl_mval rl_affine_expand_map(rl_builder *b, rl_attr *map, rl_mval operands);
/* Their minimum (is_min, arith.minsi) or maximum (arith.maxsi), reduced
 * left to right; NULL after an error. */
rl_value *rl_affine_min_max(rl_builder *b, rl_attr *map, rl_mval operands, bool is_min);
/* affine.if op's condition (its integer set) over operands: the
 * conjunction of its constraints (true without any); NULL after an error. */
rl_value *rl_affine_if_condition(rl_builder *b, rl_op *op, rl_mval operands);

#endif
