/* The affine dialect's canonicalization patterns (affine.c), which
 * rulir-opt registers with --canonicalize. */
#ifndef RL_AFFINE_DIALECT_H
#define RL_AFFINE_DIALECT_H

#include "core/rewrite.h"

void rl_affine_populate_canonical(rl_context *c, rl_pattern_set *s);
/* Adds the dialect's helpers to the rules library (affine_rules.c). */
void rl_affine_rules_lib_register(void);
/* affine_maps.c's (OffsetMap, AffineFold, AffineApply, ...). */
void rl_affine_maps_lib_register(void);

#endif
