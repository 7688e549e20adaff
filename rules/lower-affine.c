/* affine.apply, affine.min and affine.max expanded into arith ops, as MLIR
 * 19's --lower-affine does (see lower_affine.h). */
#include "rules/lower-affine.h"

#include "core/diag.h"
#include "core/types.h"
#include "dialects/affine/affine_map.h"
#include "dialects/affine/affine_ops.h"
#include "dialects/arith/arith_ops.h"
#include "core/rules_rt.h"

typedef struct expander {
  rl_rewriter *rw;
  rl_builder d; /* detached: ops are made here and inserted through rw */
  rl_attr *loc;
  rl_type *idx;
  rl_attr *slt, *sle;
} expander;

static rl_value *ins(expander *x, rl_op *op) {
  rl_rewriter_insert(x->rw, op);
  return rl_op_result(op, 0);
}
static rl_value *cst(expander *x, int64_t v) {
  return ins(x, rl_arith_constant_create(&x->d, x->loc, x->idx, rl_attr_integer(x->d.ctx, x->idx, v)));
}
static rl_value *cmp(expander *x, rl_attr *pred, rl_value *a, rl_value *b) {
  return ins(x, rl_arith_cmpi_create(&x->d, x->loc, rl_type_integer(x->d.ctx, 1, RL_SIGNLESS), a, b, pred));
}
static rl_value *sel(expander *x, rl_value *c, rl_value *a, rl_value *b) {
  return ins(x, rl_arith_select_create(&x->d, x->loc, x->idx, c, a, b));
}
static rl_value *addi(expander *x, rl_value *a, rl_value *b) { return ins(x, rl_arith_addi_create(&x->d, x->loc, a, b, NULL)); }
static rl_value *subi(expander *x, rl_value *a, rl_value *b) { return ins(x, rl_arith_subi_create(&x->d, x->loc, a, b, NULL)); }

static rl_value *expand(expander *x, rl_attr *e, rl_value *const *dims, rl_value *const *syms) {
  switch (e->kind) {
  case RL_AT_AFF_DIM: return dims[rl_affine_position(e)];
  case RL_AT_AFF_SYM: return syms[rl_affine_position(e)];
  case RL_AT_AFF_CONST: return cst(x, rl_affine_const_value(e));
  default: break;
  }
  rl_attr *re = rl_affine_rhs(e);
  if ((e->kind == RL_AT_AFF_MOD || e->kind == RL_AT_AFF_FLOORDIV || e->kind == RL_AT_AFF_CEILDIV) &&
      re->kind == RL_AT_AFF_CONST && rl_affine_const_value(re) <= 0) {
    rl_emit_error(x->d.ctx, x->loc, e->kind == RL_AT_AFF_MOD ? "modulo by non-positive value is not supported"
                                                             : "division by non-positive value is not supported");
    return NULL;
  }
  rl_value *l = expand(x, rl_affine_lhs(e), dims, syms);
  if (!l) return NULL;
  rl_value *r = expand(x, re, dims, syms);
  if (!r) return NULL;
  switch (e->kind) {
  case RL_AT_AFF_ADD: return addi(x, l, r);
  case RL_AT_AFF_MUL: return ins(x, rl_arith_muli_create(&x->d, x->loc, l, r, NULL));
  case RL_AT_AFF_MOD: {
    rl_value *rem = ins(x, rl_arith_remsi_create(&x->d, x->loc, l, r));
    rl_value *zero = cst(x, 0);
    rl_value *neg = cmp(x, x->slt, rem, zero);
    rl_value *fixed = addi(x, rem, r);
    return sel(x, neg, fixed, rem);
  }
  case RL_AT_AFF_FLOORDIV: {
    rl_value *zero = cst(x, 0), *m1 = cst(x, -1);
    rl_value *neg = cmp(x, x->slt, l, zero);
    rl_value *nd = subi(x, m1, l);
    rl_value *div = sel(x, neg, nd, l);
    rl_value *q = ins(x, rl_arith_divsi_create(&x->d, x->loc, div, r));
    rl_value *cq = subi(x, m1, q);
    return sel(x, neg, cq, q);
  }
  case RL_AT_AFF_CEILDIV: {
    rl_value *zero = cst(x, 0), *one = cst(x, 1);
    rl_value *np = cmp(x, x->sle, l, zero);
    rl_value *ng = subi(x, zero, l);
    rl_value *dec = subi(x, l, one);
    rl_value *div = sel(x, np, ng, dec);
    rl_value *q = ins(x, rl_arith_divsi_create(&x->d, x->loc, div, r));
    rl_value *nq = subi(x, zero, q);
    rl_value *iq = addi(x, q, one);
    return sel(x, np, nq, iq);
  }
  default: return NULL;
  }
}

static void init(expander *x, rl_rewriter *rw, rl_attr *loc) {
  rl_context *c = rw->b.ctx;
  *x = (expander){.rw = rw, .d = {c, NULL, NULL}, .loc = loc, .idx = rl_type_index(c)};
  rl_type *i64 = rl_type_integer(c, 64, RL_SIGNLESS);
  x->slt = rl_attr_integer(c, i64, RL_ARITH_CMPIPREDICATE_SLT);
  x->sle = rl_attr_integer(c, i64, RL_ARITH_CMPIPREDICATE_SLE);
}

rl_value *rl_affine_expand_expr(rl_rewriter *rw, rl_attr *loc, rl_attr *e, rl_value *const *dims,
                                rl_value *const *syms) {
  expander x;
  init(&x, rw, loc);
  return expand(&x, e, dims, syms);
}

/* The operands of a range in an array (NULL when there are too many). */
static bool values_of(rl_mval r, rl_value **out) { return rl_m_range_values(&r, out, RL_AFF_MAX_OPERANDS) != UINT32_MAX; }

static rl_attr *loc_at(rl_builder *b) { return b->before ? b->before->loc : rl_loc_unknown(b->ctx); }

rl_mval rl_affine_expand_map(rl_builder *b, rl_attr *map, rl_mval operands) {
  rl_value *ops[RL_AFF_MAX_OPERANDS];
  if (!map || map->kind != RL_AT_AFFINE_MAP || !values_of(operands, ops)) return (rl_mval){0};
  unsigned n = rl_affine_map_num_results(map);
  rl_value **vals = rl_context_alloc(b->ctx, (n ? n : 1) * sizeof *vals);
  expander x;
  init(&x, rl_m_rewriter(b), loc_at(b));
  for (unsigned i = 0; i < n; i++)
    if (!(vals[i] = expand(&x, rl_affine_map_result(map, i), ops, ops + rl_affine_map_num_dims(map))))
      return (rl_mval){0};
  return (rl_mval){vals, RL_MRANGE_ARRAY, n};
}

/* The results of m expanded, then reduced with arith.minsi (is_min) or
 * arith.maxsi, left to right (MLIR's buildMinMaxReductionSeq). */
rl_value *rl_affine_min_max(rl_builder *b, rl_attr *map, rl_mval operands, bool is_min) {
  rl_mval r = rl_affine_expand_map(b, map, operands);
  if (!r.p || !r.n) return NULL;
  rl_value **vals = r.p;
  expander x;
  init(&x, rl_m_rewriter(b), loc_at(b));
  rl_value *v = vals[0];
  for (unsigned i = 1; i < r.n; i++)
    v = ins(&x, is_min ? rl_arith_minsi_create(&x.d, x.loc, v, vals[i]) : rl_arith_maxsi_create(&x.d, x.loc, v, vals[i]));
  return v;
}

rl_value *rl_affine_if_condition(rl_builder *b, rl_op *op, rl_mval operands) {
  rl_context *c = b->ctx;
  rl_attr *set = rl_op_get_attr(op, rl_ident_get(c, "condition", 9));
  rl_value *ops[RL_AFF_MAX_OPERANDS];
  if (!set || set->kind != RL_AT_INTEGER_SET || !values_of(operands, ops)) return NULL;
  expander x;
  init(&x, rl_m_rewriter(b), loc_at(b));
  rl_value *zero = cst(&x, 0), *cond = NULL;
  rl_type *i1 = rl_type_integer(c, 1, RL_SIGNLESS), *i64 = rl_type_integer(c, 64, RL_SIGNLESS);
  rl_attr *eq = rl_attr_integer(c, i64, RL_ARITH_CMPIPREDICATE_EQ), *sge = rl_attr_integer(c, i64, RL_ARITH_CMPIPREDICATE_SGE);
  unsigned nd = rl_integer_set_num_dims(set);
  for (unsigned i = 0; i < rl_integer_set_num_constraints(set); i++) {
    rl_value *v = expand(&x, rl_integer_set_constraint(set, i), ops, ops + nd);
    if (!v) return NULL;
    rl_value *cmpv = cmp(&x, rl_integer_set_is_eq(set, i) ? eq : sge, v, zero);
    cond = cond ? ins(&x, rl_arith_andi_create(&x.d, x.loc, cond, cmpv)) : cmpv;
  }
  if (!cond) cond = ins(&x, rl_arith_constant_create(&x.d, x.loc, i1, rl_attr_integer(c, i1, 1)));
  return cond;
}
