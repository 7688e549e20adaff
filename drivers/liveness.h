/* Liveness of values, as MLIR 19's LivenessAnalysis computes it (a sparse
 * backward analysis): a value is live when an op with memory effects uses
 * it, when a public function returns it, when it steers control into
 * regions that hold such ops, when it is a call operand not forwarded to the
 * callee, or when a live value is computed from it. Flows through calls of
 * functions whose callers are all known, and through the region control
 * flow ops declare (RegionBranch<...>, as rl_region_succs reads it). Only code that may run
 * (drivers/dataflow.h) is visited; a value it never reaches has no state,
 * which MLIR's clients read as live.
 * Requires verified IR; changes nothing. */
#ifndef RL_LIVENESS_H
#define RL_LIVENESS_H

#include "core/ir.h"

typedef struct rl_liveness rl_liveness;

rl_liveness *rl_liveness_run(rl_context *c, rl_op *top);
void rl_liveness_destroy(rl_liveness *l);
/* 1 live, 0 not live, -1 not reached (no state: take it as live). */
int rl_liveness_of(const rl_liveness *l, rl_value *v);

/* Region control flow (MLIR's RegionBranchOpInterface) of the ops that
 * declare it in their .ops file (RegionBranch<If, ...>, core/opdef.h):
 * scf.if, scf.for, scf.while, scf.execute_region, scf.index_switch,
 * affine.for, affine.if, and any dialect's. A successor of the op itself (from = -1) or of the
 * terminator of its region `from`: the operands [first, first+n) of the
 * op or terminator go to region `to`'s entry arguments from `in_first`, or,
 * when to is -1, to the op's results from `in_first`. */
typedef struct rl_region_succ {
  int to;
  unsigned first, n, in_first;
} rl_region_succ;
enum { RL_REGION_SUCCS_MAX = 8 };

/* What a run resolves once (nothing now: ops declare their region control
 * flow with RegionBranch<...>, core/opdef.h). */
typedef struct rl_region_ops {
  int unused;
} rl_region_ops;
void rl_region_ops_init(rl_context *c, rl_region_ops *k);
/* Whether op's region control flow is known. */
bool rl_region_ops_known(const rl_region_ops *k, const rl_op *op);
/* The successors of `op` (from = -1) or of the terminator of its region
 * `from`, written to out (room for RL_REGION_SUCCS_MAX); returns how many. */
unsigned rl_region_succs(const rl_region_ops *k, rl_op *op, int from, rl_region_succ *out);

#endif
