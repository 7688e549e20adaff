/* What a checked type constraint means, shared by the C emitter and the
 * run-time dialect loader (gen/tc.c). */
#ifndef RL_GEN_TC_H
#define RL_GEN_TC_H

#include "core/types.h"
#include "gen/sema.h"

/* A built-in constraint (AnyInteger, F32, VectorOf<E>, ...): the kinds of
 * type it allows (kind 0: any type; kind2: a second kind, 0 if none), an
 * integer signedness and a float semantics it requires (-1: any), vectors
 * without a scalable dimension only, and whether it takes an element
 * constraint (`Name<E>`). Both back ends (emitted C, run-time check) read
 * their meaning from here. */
typedef struct gen_tc_builtin {
  const char *name;
  rl_type_kind kind, kind2;
  int sign, sem;
  bool fixed, container;
} gen_tc_builtin;
const gen_tc_builtin *gen_tc_builtin_find(const char *name);
/* Whether t is of the kind b allows (the element of a container aside). */
bool gen_tc_builtin_allows(const gen_tc_builtin *b, const rl_type *t);

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
