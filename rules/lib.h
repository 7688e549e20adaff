/* Registers the rule library entries of the lowerings' C (rules/lib.c). */
#ifndef RL_RULES_LIB_H
#define RL_RULES_LIB_H

void rl_rules_register_lib(void);
/* rules/expand-realloc.c's (UnitStridedView). */
void rl_expand_realloc_register(void);

/* rules/emulate-wide-int.c's (WideType, Legal, SplitConst, ...). */
void rl_emulate_wide_int_register(void);
/* rules/emulate-unsupported-floats.c's (Emulated, Supported, ExtendF). */
void rl_emulate_floats_register(void);

#endif
