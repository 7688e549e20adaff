/* The index dialect's C helpers (see index.ops and index.c). */
#ifndef RL_DIALECT_INDEX_H
#define RL_DIALECT_INDEX_H

#include "core/asm.h"

/* The predicate attribute of index.cmp, #index<cmp_predicate KW>, for a
 * predicate value (eq = 0 ... uge = 9), and back (-1 if a is not one). */
rl_attr *rl_index_cmp_predicate_attr(rl_context *c, unsigned pred);
int rl_index_cmp_predicate_value(const rl_attr *a);

#endif
