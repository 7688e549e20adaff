/* The C that rules/scf-to-cf.rules calls: scf's structured ops as blocks
 * and cf branches (MLIR 19's --convert-scf-to-cf). Pattern code: every
 * edit goes through the rewriter it is given (journaled under the
 * conversion driver, drivers/conversion.h), so a failed conversion rolls
 * it back. Each function returns the values that replace the op's results
 * (an array of op->nresults values in the context's memory; the rule does
 * the replacing), or NULL with nothing changed. */
#ifndef RL_SCF_TO_CF_H
#define RL_SCF_TO_CF_H

#include "core/rewrite.h"

/* cf.switch's case_values for scf.index_switch's `cases` (i64 to a dense
 * vector of i32), or NULL when there are none. */
rl_attr *rl_scf_switch_case_values(rl_context *c, rl_attr *cases);
/* cf.switch's case_operand_segments when no case has operands. */
rl_attr *rl_scf_switch_no_case_operands(rl_context *c, rl_attr *cases);

/* scf.parallel: a nest of scf.for (lowered in turn), one per dimension,
 * the reductions carried through it as iter_args. */
rl_value **rl_scf_lower_parallel(rl_rewriter *rw, rl_op *op);

/* scf.forall without shared outputs: an scf.parallel over the same
 * bounds (static ones as constants), lowered in turn. */
rl_value **rl_scf_lower_forall(rl_rewriter *rw, rl_op *op);

#endif
