/* What a checked type constraint means, shared by the C emitter and the
 * run-time dialect loader (gen/tc.c). */
#ifndef RL_GEN_TC_H
#define RL_GEN_TC_H

#include "core/types.h"
#include "gen/sema.h"

/* `I<n>`, `SI<n>`, `UI<n>`: the signedness and width. */
bool gen_int_family(const char *s, rl_signedness *sign, unsigned long *width);

/* The one type a constraint allows (integer, index, none, float). */
typedef struct gen_tc_one {
  rl_type_kind kind;   /* RL_TY_INTEGER, RL_TY_INDEX, RL_TY_NONE or RL_TY_FLOAT */
  unsigned width;      /* integers */
  rl_signedness sign;  /* integers */
  rl_float_sem sem;    /* floats */
} gen_tc_one;
/* Whether constraint x (in module m) allows exactly one type; *one: it. */
bool gen_tc_single(const gen_module *m, const gen_cexpr *x, gen_tc_one *one);
rl_type *gen_tc_one_build(const gen_tc_one *one, rl_context *c);

/* The kind of type a format's type($x) of this constraint parses, or 0. */
rl_type_kind gen_tc_parse_kind(const gen_module *m, const gen_cexpr *x);

/* Whether t satisfies constraint x of module m (at run time). */
bool gen_tc_eval(const gen_module *m, const gen_cexpr *x, const rl_type *t, int depth);

#endif
