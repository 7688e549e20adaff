/* affine.apply, affine.min and affine.max expanded into arith ops, as MLIR
 * 19's --lower-affine does (see lower_affine.h). */
#include "dialects/affine/lower_affine.h"

#include "core/diag.h"
#include "core/types.h"
#include "dialects/affine/affine_map.h"
#include "dialects/affine/affine_ops.h"
#include "dialects/arith/arith_ops.h"
#include "dialects/memref/memref_ops.h"
#include "dialects/scf/scf_ops.h"
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

/* The results of m expanded, then reduced with arith.minsi (is_min) or
 * arith.maxsi, left to right (MLIR's buildMinMaxReductionSeq). */
static rl_value *min_max(expander *x, rl_attr *m, rl_value *const *ops, bool is_min) {
  unsigned n = rl_affine_map_num_results(m);
  rl_value *vals[RL_AFF_MAX_OPERANDS] = {0};
  if (!n || n > RL_AFF_MAX_OPERANDS) return NULL;
  for (unsigned i = 0; i < n; i++)
    if (!(vals[i] = expand(x, rl_affine_map_result(m, i), ops, ops + rl_affine_map_num_dims(m)))) return NULL;
  rl_value *v = vals[0];
  for (unsigned i = 1; i < n; i++)
    v = ins(x, is_min ? rl_arith_minsi_create(&x->d, x->loc, v, vals[i]) : rl_arith_maxsi_create(&x->d, x->loc, v, vals[i]));
  return v;
}

rl_value *rl_affine_lower_min_max(rl_rewriter *rw, rl_op *op, bool is_min) {
  rl_attr *m = rl_affine_op_map(op);
  rl_value *ops[RL_AFF_MAX_OPERANDS];
  if (!m || !operands(rw, op, ops)) return NULL;
  rl_rewriter_set_before(rw, op);
  expander x;
  init(&x, rw, op->loc);
  return min_max(&x, m, ops, is_min);
}

static rl_attr *prop_slot(rl_op *op, unsigned slot) {
  rl_ident *id = op->info->prop_names ? op->info->prop_names[slot] : NULL;
  return id ? rl_op_get_prop(op, id) : NULL;
}

rl_op *rl_affine_lower_for(rl_rewriter *rw, rl_op *op) {
  rl_attr *lb = prop_slot(op, 0), *ub = prop_slot(op, 1), *step = prop_slot(op, 2);
  rl_value *ops[RL_AFF_MAX_OPERANDS];
  if (!lb || !ub || !step || lb->kind != RL_AT_AFFINE_MAP || ub->kind != RL_AT_AFFINE_MAP ||
      op->noperands > RL_AFF_MAX_OPERANDS || !operands(rw, op, ops))
    return NULL;
  unsigned nlb, nub, ninit;
  unsigned flb = rl_op_operand_group(op, 0, &nlb), fub = rl_op_operand_group(op, 1, &nub),
           fin = rl_op_operand_group(op, 2, &ninit);
  rl_rewriter_set_before(rw, op);
  expander x;
  init(&x, rw, op->loc);
  rl_value *l = min_max(&x, lb, ops + flb, false);
  rl_value *u = l ? min_max(&x, ub, ops + fub, true) : NULL;
  if (!u) return NULL;
  rl_value *s = cst(&x, rl_attr_int_value(step));
  rl_type *types[RL_AFF_MAX_OPERANDS];
  for (unsigned i = 0; i < op->nresults; i++) types[i] = op->results[i].type;
  rl_op *f = rl_scf_for_create(&x.d, x.loc, op->nresults, types, l, u, s, ninit, ops + fin);
  rl_rewriter_insert(rw, f);
  rl_rewriter_inline_region_before(rw, rl_op_region(op, 0), rl_op_region(f, 0), NULL);
  return f;
}

rl_op *rl_affine_lower_if(rl_rewriter *rw, rl_op *op) {
  rl_context *c = rw->b.ctx;
  rl_attr *set = rl_op_get_attr(op, rl_ident_get(c, "condition", 9));
  rl_value *ops[RL_AFF_MAX_OPERANDS];
  if (!set || set->kind != RL_AT_INTEGER_SET || op->noperands > RL_AFF_MAX_OPERANDS || !operands(rw, op, ops))
    return NULL;
  rl_rewriter_set_before(rw, op);
  expander x;
  init(&x, rw, op->loc);
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
  rl_type *types[RL_AFF_MAX_OPERANDS];
  for (unsigned i = 0; i < op->nresults && i < RL_AFF_MAX_OPERANDS; i++) types[i] = op->results[i].type;
  rl_op *f = rl_scf_if_create(&x.d, x.loc, op->nresults, types, cond);
  rl_rewriter_insert(rw, f);
  rl_rewriter_inline_region_before(rw, rl_op_region(op, 0), rl_op_region(f, 0), NULL);
  if (rl_op_regions(op)[1].first) rl_rewriter_inline_region_before(rw, rl_op_region(op, 1), rl_op_region(f, 1), NULL);
  return f;
}

/* affine.load / affine.store: the subscripts expanded, then memref.load /
 * memref.store (NULL on failure). */
rl_op *rl_affine_lower_load_store(rl_rewriter *rw, rl_op *op) {
  bool load = op->nresults == 1;
  unsigned first = load ? 1 : 2;
  rl_attr *m = rl_affine_op_map(op);
  rl_value *ops[RL_AFF_MAX_OPERANDS], *idx[RL_AFF_MAX_OPERANDS];
  unsigned n = m ? rl_affine_map_num_results(m) : 0;
  if (!m || n > RL_AFF_MAX_OPERANDS || !operands(rw, op, ops)) return NULL;
  rl_rewriter_set_before(rw, op);
  expander x;
  init(&x, rw, op->loc);
  rl_value *const *sub = ops + first;
  for (unsigned i = 0; i < n; i++)
    if (!(idx[i] = expand(&x, rl_affine_map_result(m, i), sub, sub + rl_affine_map_num_dims(m)))) return NULL;
  rl_op *r = load ? rl_memref_load_create(&x.d, x.loc, op->results[0].type, ops[0], n, idx, NULL)
                  : rl_memref_store_create(&x.d, x.loc, ops[0], ops[1], n, idx, NULL);
  rl_rewriter_insert(rw, r);
  return r;
}
