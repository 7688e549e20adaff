/* Registers the rule library entries of the lowerings' C (rules/lib.c). */
#ifndef RL_RULES_LIB_H
#define RL_RULES_LIB_H

void rl_rules_register_lib(void);
/* rules/expand-realloc.c's (UnitStridedView). */
void rl_expand_realloc_register(void);

#endif
