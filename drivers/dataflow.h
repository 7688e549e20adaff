/* Sparse conditional constant analysis (MLIR's DeadCodeAnalysis with
 * SparseConstantPropagation): which blocks can run and, for each value,
 * whether it is not yet known (uninitialized), one constant, or more than
 * one (overdefined). Follows cf branches, the region control flow of scf
 * and affine ops and, where every caller of a function is visible, calls.
 * Requires: verified IR. Changes nothing (folders that fold in place are
 * undone). Passes call it and read the results; --sccp is one. */
#ifndef RL_DATAFLOW_H
#define RL_DATAFLOW_H

#include "core/ir.h"

typedef enum rl_const_state {
  RL_CONST_UNINIT,    /* no value reached it (yet): dead code, or not run */
  RL_CONST_KNOWN,     /* always `value` */
  RL_CONST_OVERDEFINED /* unknown or more than one value */
} rl_const_state;

typedef struct rl_const_lattice {
  rl_const_state state;
  rl_attr *value;     /* RL_CONST_KNOWN: the constant */
  rl_ident *dialect;  /* RL_CONST_KNOWN: the dialect that materializes it */
} rl_const_lattice;

typedef struct rl_dataflow rl_dataflow;

/* Runs the analysis over the regions of top (its own blocks are live). */
rl_dataflow *rl_dataflow_constants(rl_context *c, rl_op *top);
void rl_dataflow_destroy(rl_dataflow *df);
/* v's lattice (state RL_CONST_UNINIT when never reached). */
rl_const_lattice rl_dataflow_value(const rl_dataflow *df, rl_value *v);
/* Whether b may run. */
bool rl_dataflow_block_live(const rl_dataflow *df, rl_block *b);

#endif
