/* affine.apply, affine.min and affine.max expanded into arith ops, as MLIR
 * 19's --lower-affine does (see lower_affine.h). */
#include "dialects/affine/lower_affine.h"

#include "core/diag.h"
#include "core/types.h"
#include "dialects/affine/affine_map.h"
#include "dialects/arith/arith_ops.h"
#include "drivers/conversion.h"

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

/* The op's operands as the conversion sees them. */
static bool operands(rl_rewriter *rw, rl_op *op, rl_value **ops) {
  if (op->noperands > RL_AFF_MAX_OPERANDS) return false;
  for (unsigned i = 0; i < op->noperands; i++)
    if (!(ops[i] = rl_conv_operand(rw, op, i))) return false;
  return true;
}

rl_value *rl_affine_lower_apply(rl_rewriter *rw, rl_op *op) {
  rl_attr *m = rl_affine_op_map(op);
  rl_value *ops[RL_AFF_MAX_OPERANDS];
  if (!m || rl_affine_map_num_results(m) != 1 || !operands(rw, op, ops)) return NULL;
  rl_rewriter_set_before(rw, op);
  return rl_affine_expand_expr(rw, op->loc, rl_affine_map_result(m, 0), ops, ops + rl_affine_map_num_dims(m));
}

rl_value *rl_affine_lower_min_max(rl_rewriter *rw, rl_op *op, bool is_min) {
  rl_attr *m = rl_affine_op_map(op);
  rl_value *ops[RL_AFF_MAX_OPERANDS], *vals[RL_AFF_MAX_OPERANDS];
  unsigned n = m ? rl_affine_map_num_results(m) : 0;
  if (!n || n > RL_AFF_MAX_OPERANDS || !operands(rw, op, ops)) return NULL;
  rl_rewriter_set_before(rw, op);
  expander x;
  init(&x, rw, op->loc);
  for (unsigned i = 0; i < n; i++)
    if (!(vals[i] = expand(&x, rl_affine_map_result(m, i), ops, ops + rl_affine_map_num_dims(m)))) return NULL;
  rl_value *v = vals[0];
  for (unsigned i = 1; i < n; i++)
    v = ins(&x, is_min ? rl_arith_minsi_create(&x.d, x.loc, v, vals[i]) : rl_arith_maxsi_create(&x.d, x.loc, v, vals[i]));
  return v;
}
