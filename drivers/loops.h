/* Loop analyses the scf passes' rules ask about one value or one op
 * (rules/scf-*.rules declare them as externs): bounds of affine.min ops,
 * nesting of parallel loops. Registered in the rule library by
 * rules/lib.c with the compiled rules. */
#ifndef RL_LOOPS_H
#define RL_LOOPS_H

void rl_loops_register(void);

#endif
