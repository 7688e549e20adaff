/* The C that rules/scf-to-cf.rules calls (MLIR 19's --convert-scf-to-cf):
 * what the lowering needs computed from one attribute. The lowerings
 * themselves are rules. */
#ifndef RL_SCF_TO_CF_H
#define RL_SCF_TO_CF_H

#include "core/rules_rt.h"

/* cf.switch's case_values for scf.index_switch's `cases` (i64 to a dense
 * vector of i32), or NULL when there are none. */
rl_attr *rl_scf_switch_case_values(rl_context *c, rl_attr *cases);
/* cf.switch's case_operand_segments when no case has operands. */
rl_attr *rl_scf_switch_no_case_operands(rl_context *c, rl_attr *cases);

/* scf.forall's bounds: its dynamic values where the static list has `?`,
 * index constants (built through b) elsewhere; an empty range when they
 * do not fit. */
rl_mval rl_scf_mixed_values(rl_builder *b, rl_attr *st, rl_mval dynamic);

#endif
