/* The cf dialect's rules library (cf_rules.c): PassThrough(^d, ^from), a
 * block that only branches on, for rules/cf.rules. */
#ifndef RL_DIALECT_CF_RULES_H
#define RL_DIALECT_CF_RULES_H

#include "core/context.h"

/* The dialect's init (cf.ops): keeps cf.br's opinfo in c and registers
 * the library entries. */
void rl_cf_init(rl_context *c);

#endif
