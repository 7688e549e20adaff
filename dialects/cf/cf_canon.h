/* The cf dialect's canonicalization patterns (MLIR 19's): cf.assert on a
 * constant true goes; cf.br merges a successor it alone reaches and skips
 * blocks that only branch on; cf.cond_br and cf.switch become cf.br on
 * constant conditions, identical successors or a predecessor that already
 * branched on the same value, skip pass-through blocks, drop cases that go
 * where the default goes, and cf.cond_br propagates its condition's truth
 * into successors it alone reaches. --canonicalize runs them (registered by
 * rulir-opt). */
#ifndef RL_DIALECT_CF_CANON_H
#define RL_DIALECT_CF_CANON_H

#include "core/rewrite.h"

/* Adds the patterns to s. They describe the ops of c: the names are
 * resolved once per context, and the patterns live in c (rl_context_state),
 * so s is good as long as c is. */
void rl_cf_populate_canonical(rl_context *c, rl_pattern_set *s);

#endif
