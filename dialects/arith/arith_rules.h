/* The arith helpers of the rule library: MergeOverflow, InvertPredicate,
 * SwapPredicate (cmpi), InvertFPredicate, SwapFPredicate (cmpf)
 * (docs/rules.md). */
#ifndef RL_ARITH_RULES_H
#define RL_ARITH_RULES_H

void rl_arith_register_rule_library(void);

#include "core/attrs.h"

/* The integer v as an attribute of type t: an integer or index type, or a
 * vector of them (a splat); NULL for other types. For the constants that
 * rules (arith-expand.rules) build. */
rl_attr *rl_arith_int_const(rl_context *c, rl_type *t, int64_t v);
/* i1 of t's shape: i1 for a scalar, vector<...xi1> for a vector. */
rl_type *rl_arith_bool_like(rl_context *c, rl_type *t);

#endif
