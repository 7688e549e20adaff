/* The scf dialect's canonicalization patterns (MLIR 19's): scf.if on a
 * constant, with unused results, with yields that are selects or the
 * condition itself, with an empty else, nested in or next to another on the
 * same condition, and the condition's truth inside its regions; scf.for with
 * zero or one iteration and iter_args that only forward; scf.execute_region
 * inlined; scf.index_switch on a constant; scf.parallel dimensions of one or
 * zero iterations and nests merged; scf.forall's constant bounds made
 * static, its shared outputs dropped and its dimensions of one or zero
 * iterations; scf.while's loop-invariant, unused and duplicated values, its
 * condition's truth and its argument order.
 * --canonicalize runs them (registered by rulir-opt). */
#ifndef RL_DIALECT_SCF_CANON_H
#define RL_DIALECT_SCF_CANON_H

#include "core/rewrite.h"

/* Adds the patterns to s. They describe the ops of c: the names are
 * resolved once per context, and the patterns live in c (rl_context_state),
 * so s is good as long as c is. */
void rl_scf_populate_canonical(rl_context *c, rl_pattern_set *s);

#endif
