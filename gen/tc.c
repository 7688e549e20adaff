/* What a checked type constraint of a `.ops` file means, for both of its
 * back ends: the C emitter (gen/emit_ops.c writes it as C) and the dialect
 * loader (gen/dialect_load.c decides it at run time). The one type a
 * constraint allows, the kind of type a format's type($x) parses, and the
 * run-time predicate. */
#include "gen/tc.h"

#include <string.h>

#include "core/rules_rt.h"

static const struct {
  const char *name;
  rl_float_sem sem;
} float_names[] = {{"F16", RL_F16}, {"BF16", RL_BF16}, {"TF32", RL_TF32}, {"F32", RL_F32},
                   {"F64", RL_F64}, {"F80", RL_F80},   {"F128", RL_F128}};

/* The kind of type each name's type($x) parses (containers too). */
static const struct {
  const char *name;
  rl_type_kind kind;
} parse_kinds[] = {
    {"AnyInteger", RL_TY_INTEGER}, {"AnySignlessInteger", RL_TY_INTEGER}, {"AnySignedInteger", RL_TY_INTEGER},
    {"AnyUnsignedInteger", RL_TY_INTEGER}, {"Index", RL_TY_INDEX}, {"AnyFloat", RL_TY_FLOAT},
    {"F16", RL_TY_FLOAT}, {"BF16", RL_TY_FLOAT}, {"TF32", RL_TY_FLOAT}, {"F32", RL_TY_FLOAT},
    {"F64", RL_TY_FLOAT}, {"F80", RL_TY_FLOAT}, {"F128", RL_TY_FLOAT}, {"AnyComplex", RL_TY_COMPLEX},
    {"ComplexOf", RL_TY_COMPLEX}, {"AnyVector", RL_TY_VECTOR}, {"VectorOf", RL_TY_VECTOR},
    {"FixedVectorOf", RL_TY_VECTOR}, {"RankedTensorOf", RL_TY_TENSOR}, {"AnyMemRef", RL_TY_MEMREF},
    {"MemRefOf", RL_TY_MEMREF}, {"AnyUnrankedMemRef", RL_TY_UNRANKED_MEMREF}, {"FunctionType", RL_TY_FUNCTION},
    {"NoneType", RL_TY_NONE}, {"AnyTuple", RL_TY_TUPLE}};

/* The containers `Name<E>`: their kinds (TensorOf: ranked or not). */
static const struct {
  const char *name;
  rl_type_kind kind, kind2;
  bool fixed; /* FixedVectorOf: no scalable dimension */
} containers[] = {{"ComplexOf", RL_TY_COMPLEX, RL_TY_COMPLEX, false},
                  {"VectorOf", RL_TY_VECTOR, RL_TY_VECTOR, false},
                  {"FixedVectorOf", RL_TY_VECTOR, RL_TY_VECTOR, true},
                  {"TensorOf", RL_TY_TENSOR, RL_TY_UNRANKED_TENSOR, false},
                  {"RankedTensorOf", RL_TY_TENSOR, RL_TY_TENSOR, false},
                  {"MemRefOf", RL_TY_MEMREF, RL_TY_MEMREF, false}};

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

static bool is_builtin_name(const char *name) {
  for (size_t i = 0; i < sizeof parse_kinds / sizeof *parse_kinds; i++)
    if (!strcmp(name, parse_kinds[i].name)) return true;
  return !strcmp(name, "AnyType") || !strcmp(name, "AnyTensor") || !strcmp(name, "TensorOf");
}

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
    for (size_t i = 0; i < sizeof float_names / sizeof *float_names; i++)
      if (!strcmp(name, float_names[i].name)) {
        one->kind = RL_TY_FLOAT;
        one->sem = float_names[i].sem;
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
    for (size_t i = 0; i < sizeof parse_kinds / sizeof *parse_kinds; i++)
      if (!strcmp(name, parse_kinds[i].name)) return parse_kinds[i].kind;
    gen_tc *t = is_builtin_name(name) ? NULL : gen_find_named_tc(m, name);
    if (!t) return 0;
    x = t->expr;
  }
  return 0;
}

/* ---- the run-time predicate -------------------------------------------------- */

static bool vector_fixed(const rl_type *t) {
  for (unsigned i = 0; i < rl_type_rank(t); i++)
    if (rl_type_dim_scalable(t, i)) return false;
  return true;
}

bool gen_tc_eval(const gen_module *m, const gen_cexpr *x, const rl_type *t, int depth) {
  if (!x || !t || depth > 32) return false;
  if (x->kind == GEN_CE_UNION) {
    for (const gen_cexpr *a = x->args; a; a = a->next)
      if (gen_tc_eval(m, a, t, depth + 1)) return true;
    return false;
  }
  if (x->kind != GEN_CE_NAME) return false;
  const char *name = x->name.s;
  if (x->applied) {
    for (size_t i = 0; i < sizeof containers / sizeof *containers; i++)
      if (!strcmp(name, containers[i].name)) {
        rl_type_kind k = rl_type_kind_of(t);
        if (k != containers[i].kind && k != containers[i].kind2) return false;
        if (containers[i].fixed && !vector_fixed(t)) return false;
        return gen_tc_eval(m, x->args, rl_type_elem(t), depth + 1);
      }
    return false;
  }
  rl_signedness s;
  unsigned long w;
  if (gen_int_family(name, &s, &w))
    return rl_type_is_integer(t) && rl_type_int_signedness(t) == s && rl_type_int_width(t) == w;
  /* A built-in name: the rule library's predicate of that name (the
   * constraints rules may name; the same meaning as the emitted C). */
  if (is_builtin_name(name)) {
    rl_type_pred p = rl_rule_type_constraint(name);
    return p && p(t);
  }
  gen_tc *n = gen_find_named_tc(m, name);
  return n && gen_tc_eval(n->owner, n->expr, t, depth + 1);
}
