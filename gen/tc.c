/* What a checked type constraint of a `.ops` file means, for both of its
 * back ends: the C emitter (gen/emit_ops.c writes it as C) and the dialect
 * loader (gen/dialect_load.c decides it at run time). The one type a
 * constraint allows, the kind of type a format's type($x) parses, and the
 * run-time predicate. */
#include "gen/tc.h"

#include <string.h>

#include "core/rules_rt.h"

/* The built-in constraints: what each allows, the one source of their
 * meaning for the C emitter, the run-time predicate, the one type a
 * constraint allows and the kind a format's type($x) parses. */
static const gen_tc_builtin builtins[] = {
    {"AnyType", 0, 0, -1, -1, false, false},
    {"AnyInteger", RL_TY_INTEGER, 0, -1, -1, false, false},
    {"AnySignlessInteger", RL_TY_INTEGER, 0, RL_SIGNLESS, -1, false, false},
    {"AnySignedInteger", RL_TY_INTEGER, 0, RL_SIGNED, -1, false, false},
    {"AnyUnsignedInteger", RL_TY_INTEGER, 0, RL_UNSIGNED, -1, false, false},
    {"Index", RL_TY_INDEX, 0, -1, -1, false, false},
    {"AnyFloat", RL_TY_FLOAT, 0, -1, -1, false, false},
    {"F16", RL_TY_FLOAT, 0, -1, RL_F16, false, false},
    {"BF16", RL_TY_FLOAT, 0, -1, RL_BF16, false, false},
    {"TF32", RL_TY_FLOAT, 0, -1, RL_TF32, false, false},
    {"F32", RL_TY_FLOAT, 0, -1, RL_F32, false, false},
    {"F64", RL_TY_FLOAT, 0, -1, RL_F64, false, false},
    {"F80", RL_TY_FLOAT, 0, -1, RL_F80, false, false},
    {"F128", RL_TY_FLOAT, 0, -1, RL_F128, false, false},
    {"AnyComplex", RL_TY_COMPLEX, 0, -1, -1, false, false},
    {"AnyVector", RL_TY_VECTOR, 0, -1, -1, false, false},
    {"AnyTensor", RL_TY_TENSOR, RL_TY_UNRANKED_TENSOR, -1, -1, false, false},
    {"AnyMemRef", RL_TY_MEMREF, 0, -1, -1, false, false},
    {"AnyUnrankedMemRef", RL_TY_UNRANKED_MEMREF, 0, -1, -1, false, false},
    {"FunctionType", RL_TY_FUNCTION, 0, -1, -1, false, false},
    {"NoneType", RL_TY_NONE, 0, -1, -1, false, false},
    {"AnyTuple", RL_TY_TUPLE, 0, -1, -1, false, false},
    {"ComplexOf", RL_TY_COMPLEX, 0, -1, -1, false, true},
    {"VectorOf", RL_TY_VECTOR, 0, -1, -1, false, true},
    {"FixedVectorOf", RL_TY_VECTOR, 0, -1, -1, true, true},
    {"TensorOf", RL_TY_TENSOR, RL_TY_UNRANKED_TENSOR, -1, -1, false, true},
    {"RankedTensorOf", RL_TY_TENSOR, 0, -1, -1, false, true},
    {"MemRefOf", RL_TY_MEMREF, 0, -1, -1, false, true},
};

const gen_tc_builtin *gen_tc_builtin_find(const char *name) {
  for (size_t i = 0; i < sizeof builtins / sizeof *builtins; i++)
    if (!strcmp(name, builtins[i].name)) return &builtins[i];
  return NULL;
}

static bool vector_fixed(const rl_type *t) {
  for (unsigned i = 0; i < rl_type_rank(t); i++)
    if (rl_type_dim_scalable(t, i)) return false;
  return true;
}

bool gen_tc_builtin_allows(const gen_tc_builtin *b, const rl_type *t) {
  if (!t) return false;
  if (!b->kind) return true;
  rl_type_kind k = rl_type_kind_of(t);
  if (k != b->kind && !(b->kind2 && k == b->kind2)) return false;
  if (b->sign >= 0 && rl_type_int_signedness(t) != (rl_signedness)b->sign) return false;
  if (b->sem >= 0 && rl_type_float_sem(t) != (rl_float_sem)b->sem) return false;
  return !b->fixed || vector_fixed(t);
}

bool gen_int_family(const char *s, rl_signedness *sign, unsigned long *width) {
  unsigned p = s[0] == 'I' ? 1 : (s[0] == 'S' || s[0] == 'U') && s[1] == 'I' ? 2 : 0;
  if (!p || !s[p]) return false;
  unsigned long w = 0;
  for (const char *q = s + p; *q; q++) {
    if (*q < '0' || *q > '9') return false;
    w = w * 10 + (unsigned long)(*q - '0');
    if (w > 1u << 24) return false;
  }
  *sign = p == 1 ? RL_SIGNLESS : s[0] == 'S' ? RL_SIGNED : RL_UNSIGNED;
  *width = w;
  return true;
}

static bool is_builtin_name(const char *name) { return gen_tc_builtin_find(name) != NULL; }

bool gen_tc_single(const gen_module *m, const gen_cexpr *x, gen_tc_one *one) {
  for (int depth = 0; depth <= 16; depth++) {
    if (!x || x->kind != GEN_CE_NAME || x->applied) return false;
    const char *name = x->name.s;
    unsigned long w;
    if (gen_int_family(name, &one->sign, &w)) {
      one->kind = RL_TY_INTEGER;
      one->width = (unsigned)w;
      return true;
    }
    if (!strcmp(name, "Index") || !strcmp(name, "NoneType")) {
      one->kind = name[0] == 'I' ? RL_TY_INDEX : RL_TY_NONE;
      return true;
    }
    const gen_tc_builtin *b = gen_tc_builtin_find(name);
    if (b && b->kind == RL_TY_FLOAT && b->sem >= 0) {
      one->kind = RL_TY_FLOAT;
      one->sem = (rl_float_sem)b->sem;
      return true;
    }
    gen_tc *t = is_builtin_name(name) ? NULL : gen_find_named_tc(m, name);
    if (!t) return false;
    x = t->expr;
  }
  return false;
}

rl_type *gen_tc_one_build(const gen_tc_one *one, rl_context *c) {
  switch (one->kind) {
  case RL_TY_INTEGER: return rl_type_integer(c, one->width, one->sign);
  case RL_TY_INDEX: return rl_type_index(c);
  case RL_TY_NONE: return rl_type_none(c);
  default: return rl_type_float(c, one->sem);
  }
}

rl_type_kind gen_tc_parse_kind(const gen_module *m, const gen_cexpr *x) {
  for (int depth = 0; depth <= 16; depth++) {
    if (!x || x->kind != GEN_CE_NAME) return 0;
    const char *name = x->name.s;
    rl_signedness s;
    unsigned long w;
    if (gen_int_family(name, &s, &w)) return RL_TY_INTEGER;
    const gen_tc_builtin *b = gen_tc_builtin_find(name);
    /* (AnyTensor, TensorOf: ranked or not, which a format cannot tell.) */
    if (b) return b->kind2 ? 0 : b->kind;
    gen_tc *t = is_builtin_name(name) ? NULL : gen_find_named_tc(m, name);
    if (!t) return 0;
    x = t->expr;
  }
  return 0;
}

/* ---- the run-time predicate -------------------------------------------------- */

bool gen_tc_eval(const gen_module *m, const gen_cexpr *x, const rl_type *t, int depth) {
  if (!x || !t || depth > 32) return false;
  if (x->kind == GEN_CE_UNION) {
    for (const gen_cexpr *a = x->args; a; a = a->next)
      if (gen_tc_eval(m, a, t, depth + 1)) return true;
    return false;
  }
  if (x->kind != GEN_CE_NAME) return false;
  const char *name = x->name.s;
  const gen_tc_builtin *b = gen_tc_builtin_find(name);
  if (x->applied)
    return b && b->container && gen_tc_builtin_allows(b, t) && gen_tc_eval(m, x->args, rl_type_elem(t), depth + 1);
  rl_signedness s;
  unsigned long w;
  if (gen_int_family(name, &s, &w))
    return rl_type_is_integer(t) && rl_type_int_signedness(t) == s && rl_type_int_width(t) == w;
  if (b) return gen_tc_builtin_allows(b, t);
  gen_tc *n = gen_find_named_tc(m, name);
  return n && gen_tc_eval(n->owner, n->expr, t, depth + 1);
}
