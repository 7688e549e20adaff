/* The cf dialect's canonicalization patterns that are C (MLIR 19's
 * cf.switch patterns that read its case table; the others are rules:
 * rules/cf.rules), and the rules library's PassThrough. --canonicalize runs
 * them (registered by rulir-opt). */
#ifndef RL_DIALECT_CF_CANON_H
#define RL_DIALECT_CF_CANON_H

#include "core/rewrite.h"

/* Adds the patterns to s. They describe the ops of c: the names are
 * resolved once per context, and the patterns live in c (rl_context_state),
 * so s is good as long as c is. */
void rl_cf_populate_canonical(rl_context *c, rl_pattern_set *s);
/* The dialect's init (cf.ops): the rules library's PassThrough. */
void rl_cf_init(rl_context *c);

#endif
