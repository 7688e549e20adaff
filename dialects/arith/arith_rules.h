/* The arith helpers of the rule library: MergeOverflow, InvertPredicate,
 * SwapPredicate (cmpi), InvertFPredicate, SwapFPredicate (cmpf)
 * (docs/rules.md). */
#ifndef RL_ARITH_RULES_H
#define RL_ARITH_RULES_H

void rl_arith_register_rule_library(void);

#include "core/attrs.h"


#endif
