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

/* scf.for: the block is split at the loop; the body's first block becomes
 * the condition block (induction variable and iter_args as arguments), the
 * rest of the body follows it, the increment ends the last body block. */
rl_value **rl_scf_lower_for(rl_rewriter *rw, rl_op *op);
/* scf.if: then and else blocks branch to a continuation block that has the
 * results as arguments (then to the rest of the split block). */
rl_value **rl_scf_lower_if(rl_rewriter *rw, rl_op *op);
/* scf.while: `before` loops to `after` or leaves; a do-while (an `after`
 * that only forwards its arguments) loops on `before` alone. */
rl_value **rl_scf_lower_while(rl_rewriter *rw, rl_op *op);
/* scf.execute_region: its blocks inlined, yields branch to the rest. */
rl_value **rl_scf_lower_execute_region(rl_rewriter *rw, rl_op *op);
/* scf.index_switch: a cf.switch on the index cast to i32. */
rl_value **rl_scf_lower_index_switch(rl_rewriter *rw, rl_op *op);
/* scf.parallel: a nest of scf.for (lowered in turn), one per dimension,
 * the reductions carried through it as iter_args. */
rl_value **rl_scf_lower_parallel(rl_rewriter *rw, rl_op *op);

/* scf.forall without shared outputs: an scf.parallel over the same
 * bounds (static ones as constants), lowered in turn. */
rl_value **rl_scf_lower_forall(rl_rewriter *rw, rl_op *op);

#endif
