/* affine.for, affine.if and affine.parallel: custom syntax (bounds as maps or bare constants
 * and symbols, implicit affine.yield), verifiers, as MLIR 19's. */
#include <stdlib.h>
#include <string.h>

#include "core/asm.h"
#include "core/diag.h"
#include "core/types.h"
#include "core/verify.h"
#include "dialects/affine/affine_asm.h"
#include "dialects/affine/affine_map.h"
#include "dialects/affine/affine_ops.h"

static bool is_terminator(const rl_op *op) {
  return op && op->info->registered && (op->info->traits & RL_TRAIT_TERMINATOR);
}

static void ensure_yield(rl_parser *p, rl_region *r) {
  rl_context *c = rl_parser_context(p);
  if (!r->first) rl_region_append_block(r, rl_block_create(c));
  rl_block *b = r->last;
  if (is_terminator(b->last)) return;
  rl_op_state s = {.info = rl_opinfo_get_cstr(c, "affine.yield"), .loc = rl_parser_op_loc(p)};
  rl_block_append_op(b, rl_op_create(c, &s));
}

/* MLIR's printRegion(r, entry_args, terminators). */
static void print_region(rl_printer *p, rl_region *r, bool entry_args, bool terminators) {
  rl_block *b = r->first;
  if (!terminators && b && b == r->last && is_terminator(b->last) && !b->last->noperands)
    rl_print_region_no_terminators(p, r, entry_args, false);
  else
    rl_print_region(p, r, entry_args, false);
}

static void print_values(rl_printer *p, rl_op *op, unsigned from, unsigned n) {
  for (unsigned i = 0; i < n; i++) {
    if (i) rl_print_str(p, ", ");
    rl_print_value_name(p, op->operands[from + i].value);
  }
}

static void print_dims_syms(rl_printer *p, rl_op *op, unsigned from, unsigned n, unsigned nd) {
  rl_print_str(p, "(");
  print_values(p, op, from, nd < n ? nd : n);
  rl_print_str(p, ")");
  if (nd < n) {
    rl_print_str(p, "[");
    print_values(p, op, from + nd, n - nd);
    rl_print_str(p, "]");
  }
}

typedef struct ulist {
  rl_unresolved u[RL_AFF_MAX_OPERANDS];
  unsigned n;
} ulist;

static bool parse_list(rl_parser *p, ulist *l, const char *open, const char *close, bool optional) {
  if (optional ? !rl_parse_optional_punct(p, open) : !rl_parse_punct(p, open)) return optional;
  if (rl_parse_optional_punct(p, close)) return true;
  do {
    if (l->n == RL_AFF_MAX_OPERANDS) return rl_parser_error(p, "too many operands");
    if (!rl_parse_operand(p, &l->u[l->n++])) return false;
  } while (rl_parse_optional_punct(p, ","));
  return rl_parse_punct(p, close);
}

static bool resolve_index(rl_parser *p, rl_op_parse_state *st, const ulist *l) {
  rl_type *idx = rl_type_index(rl_parser_context(p));
  for (unsigned i = 0; i < l->n; i++) {
    rl_value *v = rl_parser_resolve(p, &l->u[i], idx);
    if (!v) return false;
    rl_ops_add_operand(st, v);
  }
  return true;
}

/* ---- affine.for --------------------------------------------------------------- */

/* MLIR's parseBound: `%s`, an integer, or `[min|max] #map(dims)[syms]`. */
static bool parse_bound(rl_parser *p, rl_op_parse_state *st, bool lower, unsigned *count) {
  rl_context *c = rl_parser_context(p);
  const char *name = lower ? "lowerBoundMap" : "upperBoundMap";
  bool minmax = rl_parse_optional_keyword(p, lower ? "max" : "min");
  unsigned before = st->noperands;
  if (rl_parser_at_operand(p)) {
    ulist l = {.n = 1};
    if (!rl_parse_operand(p, &l.u[0])) return false;
    if (rl_parse_optional_punct(p, ","))
      return rl_emit_error(c, rl_parser_op_loc(p), "custom op 'affine.for' expected only one loop bound operand"), false;
    if (!resolve_index(p, st, &l)) return false;
    rl_attr *s0 = rl_affine_sym(c, 0);
    rl_ops_set_prop(c, st, name, rl_affine_map(c, 0, 1, 1, &s0));
    *count = 1;
    return true;
  }
  const char *at = rl_parser_pos(p);
  rl_attr *a = rl_parse_attr(p, rl_type_index(c));
  if (!a) return false;
  if (a->kind == RL_AT_AFFINE_MAP) {
    ulist l = {0};
    if (!parse_list(p, &l, "(", ")", false)) return false;
    unsigned nd = l.n;
    if (!parse_list(p, &l, "[", "]", true)) return false;
    if (!resolve_index(p, st, &l)) return false;
    if (rl_affine_map_num_dims(a) != nd)
      return rl_emit_error(c, rl_parser_op_loc(p), "custom op 'affine.for' dim operand count and affine map dim count must match"), false;
    if (nd + rl_affine_map_num_syms(a) != l.n)
      return rl_emit_error(c, rl_parser_op_loc(p),
                           "custom op 'affine.for' symbol operand count and affine map symbol count must match"),
             false;
    if (rl_affine_map_num_results(a) > 1 && !minmax)
      return rl_parser_error_at(p, at,
                                lower ? "lower loop bound affine map with multiple results requires 'max' prefix"
                                      : "upper loop bound affine map with multiple results requires 'min' prefix");
    rl_ops_set_prop(c, st, name, a);
    *count = st->noperands - before;
    return true;
  }
  if (a->kind == RL_AT_INTEGER) {
    rl_attr *k = rl_affine_const(c, rl_attr_int_value(a));
    rl_ops_set_prop(c, st, name, rl_affine_map(c, 0, 0, 1, &k));
    *count = 0;
    return true;
  }
  return rl_emit_error(c, rl_parser_op_loc(p), "custom op 'affine.for' expected valid affine map representation for loop bounds"), false;
}

bool rl_affine_for_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  rl_type *idx = rl_type_index(c);
  rl_region_arg args[RL_AFF_MAX_OPERANDS + 1] = {0};
  unsigned nargs = 1, nlb, nub;
  /* The induction variable, with its location if written (`%i loc("iv")`),
   * else that of its name, as MLIR gives it. */
  args[0].loc = rl_parser_loc(p);
  if (!rl_parse_argument(p, &args[0].name) || !rl_parse_optional_location(p, &args[0].loc) ||
      !rl_parse_punct(p, "="))
    return false;
  args[0].type = idx;
  if (!parse_bound(p, st, true, &nlb)) return false;
  if (!rl_parse_optional_keyword(p, "to")) return rl_parser_error(p, "expected 'to' between bounds");
  if (!parse_bound(p, st, false, &nub)) return false;
  int64_t step = 1;
  if (rl_parse_optional_keyword(p, "step")) {
    const char *at = rl_parser_pos(p); /* any attribute, then an integer one (as MLIR parses it) */
    rl_attr *a = rl_parse_attr(p, idx);
    if (!a) return false;
    if (a->kind != RL_AT_INTEGER) return rl_parser_error_at(p, at, "invalid kind of attribute specified");
    step = rl_attr_int_value(a);
    if (step < 0) return rl_parser_error_at(p, at, "expected step to be representable as a positive signed integer");
  }
  rl_ops_set_prop(c, st, "step", rl_attr_integer(c, idx, step));
  ulist inits = {0};
  if (rl_parse_optional_keyword(p, "iter_args")) {
    if (!rl_parse_punct(p, "(")) return false;
    if (!rl_parse_optional_punct(p, ")")) {
      do {
        if (nargs > RL_AFF_MAX_OPERANDS) return rl_parser_error(p, "too many iter_args");
        if (!rl_parse_argument(p, &args[nargs++].name) || !rl_parse_punct(p, "=") ||
            !rl_parse_operand(p, &inits.u[inits.n++]))
          return false;
      } while (rl_parse_optional_punct(p, ","));
      if (!rl_parse_punct(p, ")")) return false;
    }
    if (!rl_parse_punct(p, "->") || !rl_parse_result_types(p, st)) return false;
    for (unsigned i = 0; i < inits.n && i < st->nresults; i++) {
      args[1 + i].type = st->result_types[i];
      rl_value *v = rl_parser_resolve(p, &inits.u[i], st->result_types[i]);
      if (!v) return false;
      rl_ops_add_operand(st, v);
    }
  }
  uint64_t sizes[3] = {nlb, nub, inits.n};
  rl_ops_set_prop(c, st, "operandSegmentSizes", rl_attr_dense_array(c, rl_type_integer(c, 32, RL_SIGNLESS), 3, sizes));
  if (nargs != st->nresults + 1) {
    rl_emit_error(c, rl_parser_op_loc(p), "custom op 'affine.for' mismatch between the number of loop-carried values and results");
    return false;
  }
  rl_region *r = rl_ops_add_region(st);
  if (!rl_parse_region(p, r, args, nargs, false)) return false;
  ensure_yield(p, r);
  return rl_parse_optional_attr_dict(p, &st->attrs);
}

static void print_bound(rl_printer *p, rl_op *op, rl_attr *m, unsigned from, unsigned n, const char *prefix) {
  if (m && rl_affine_map_num_results(m) == 1) {
    rl_attr *e = rl_affine_map_result(m, 0);
    unsigned nd = rl_affine_map_num_dims(m), ns = rl_affine_map_num_syms(m);
    if (!nd && !ns && e->kind == RL_AT_AFF_CONST) {
      rl_sb_i64(rl_printer_out(p), rl_affine_const_value(e));
      return;
    }
    if (!nd && ns == 1 && e->kind == RL_AT_AFF_SYM && n) {
      rl_print_value_name(p, op->operands[from].value);
      return;
    }
  } else {
    rl_print_str(p, prefix);
    rl_print_str(p, " ");
  }
  rl_print_attr_p(p, m);
  print_dims_syms(p, op, from, n, m ? rl_affine_map_num_dims(m) : n);
}

static rl_attr *prop_by_name(rl_op *op, unsigned slot) {
  rl_ident *id = op->info->prop_names ? op->info->prop_names[slot] : NULL;
  return id ? rl_op_get_prop(op, id) : NULL;
}

void rl_affine_for_print(rl_printer *p, rl_op *op) {
  rl_block *body = rl_op_regions(op)[0].first;
  unsigned nlb, nub, ninit;
  unsigned flb = rl_op_operand_group(op, 0, &nlb), fub = rl_op_operand_group(op, 1, &nub),
           fin = rl_op_operand_group(op, 2, &ninit);
  rl_print_str(p, " ");
  if (body && body->nargs) {
    rl_print_value_name(p, body->args[0]);
    rl_print_location(p, *rl_arg_loc(body->args[0])); /* under debuginfo, as MLIR prints it */
  }
  rl_print_str(p, " = ");
  print_bound(p, op, prop_by_name(op, 0), flb, nlb, "max");
  rl_print_str(p, " to ");
  print_bound(p, op, prop_by_name(op, 1), fub, nub, "min");
  rl_attr *step = prop_by_name(op, 2);
  if (step && step->kind == RL_AT_INTEGER && rl_attr_int_value(step) != 1) {
    rl_print_str(p, " step ");
    rl_sb_i64(rl_printer_out(p), rl_attr_int_value(step));
  }
  rl_print_iter_args(p, op, body, fin, ninit);
  rl_print_str(p, " ");
  print_region(p, rl_op_region(op, 0), false, ninit != 0);
  static const char *const elided[] = {"lowerBoundMap", "upperBoundMap", "step", "operandSegmentSizes"};
  rl_print_attr_dict(p, op->attrs, elided, 4, false);
}

/* MLIR's rule for the operands of affine maps in affine.for and affine.if:
 * the first nd of operands [from, from + n) are valid dims, the others
 * valid symbols. */
static bool check_dims_syms(rl_op *op, unsigned from, unsigned n, unsigned nd) {
  for (unsigned i = 0; i < n; i++) {
    rl_value *v = op->operands[from + i].value;
    if (i < nd && !rl_aff_is_valid_dim(v)) return rl_op_emit_error(op, "operand cannot be used as a dimension id");
    if (i >= nd && !rl_aff_is_valid_symbol(v)) return rl_op_emit_error(op, "operand cannot be used as a symbol");
  }
  return true;
}

bool rl_affine_for_verify(rl_op *op) {
  rl_attr *lb = prop_by_name(op, 0), *ub = prop_by_name(op, 1);
  unsigned nlb, nub, ninit;
  rl_op_operand_group(op, 0, &nlb);
  rl_op_operand_group(op, 1, &nub);
  rl_op_operand_group(op, 2, &ninit);
  if (!lb || lb->kind != RL_AT_AFFINE_MAP || !ub || ub->kind != RL_AT_AFFINE_MAP)
    return rl_op_emit_error(op, "requires affine map bounds");
  if (rl_affine_map_num_dims(lb) + rl_affine_map_num_syms(lb) != nlb)
    return rl_op_emit_error(op, "lower bound operand count does not match the affine map");
  if (rl_affine_map_num_dims(ub) + rl_affine_map_num_syms(ub) != nub)
    return rl_op_emit_error(op, "upper bound operand count does not match the affine map");
  rl_block *b = rl_op_regions(op)[0].first;
  if (!b || b->nargs != 1 + ninit || !rl_type_is_index(b->args[0]->type))
    return rl_op_emit_error(op, "expected body to have a single index argument for the induction variable");
  if (op->nresults != ninit) return rl_op_emit_error(op, "mismatch between the number of loop-carried values and results");
  return check_dims_syms(op, 0, nlb, rl_affine_map_num_dims(lb)) &&
         check_dims_syms(op, nlb, nub, rl_affine_map_num_dims(ub));
}

/* ---- affine.if ------------------------------------------------------------------ */

bool rl_affine_if_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  const char *at = rl_parser_pos(p);
  rl_attr *set = rl_parse_attr(p, NULL);
  if (!set) return false;
  if (set->kind != RL_AT_INTEGER_SET) return rl_parser_error_at(p, at, "invalid kind of attribute specified");
  ulist l = {0};
  if (!parse_list(p, &l, "(", ")", false)) return false;
  unsigned nd = l.n;
  if (!parse_list(p, &l, "[", "]", true) || !resolve_index(p, st, &l)) return false;
  /* Both reported at the op, as MLIR does. */
  if (rl_integer_set_num_dims(set) != nd)
    return rl_emit_error(c, rl_parser_op_loc(p), "custom op 'affine.if' dim operand count and integer set dim count must match"), false;
  if (nd + rl_integer_set_num_syms(set) != l.n)
    return rl_emit_error(c, rl_parser_op_loc(p),
                         "custom op 'affine.if' symbol operand count and integer set symbol count must match"),
           false;
  rl_named_attr na = {rl_ident_get(c, "condition", 9), set};
  rl_attr *cond = rl_attr_dict(c, 1, &na, NULL);
  st->attrs = cond;
  if (rl_parse_optional_punct(p, "->") && !rl_parse_result_types(p, st)) return false;
  rl_region *then_r = rl_ops_add_region(st), *else_r = rl_ops_add_region(st);
  if (!rl_parse_region(p, then_r, NULL, 0, false)) return false;
  ensure_yield(p, then_r);
  if (rl_parse_optional_keyword(p, "else")) {
    if (!rl_parse_region(p, else_r, NULL, 0, false)) return false;
    ensure_yield(p, else_r);
  }
  return rl_parse_optional_attr_dict(p, &st->attrs);
}

static rl_attr *if_set(rl_op *op) {
  rl_attr *s = rl_op_get_attr(op, rl_ident_get(rl_op_context(op), "condition", 9));
  return s && s->kind == RL_AT_INTEGER_SET ? s : NULL;
}

void rl_affine_if_print(rl_printer *p, rl_op *op) {
  rl_attr *set = if_set(op);
  rl_print_str(p, " ");
  rl_print_attr_p(p, set);
  print_dims_syms(p, op, 0, op->noperands, set ? rl_integer_set_num_dims(set) : op->noperands);
  if (op->nresults) {
    /* MLIR's printOptionalArrowTypeList: one type bare unless a function type. */
    bool paren = op->nresults > 1 || op->results[0].type->kind == RL_TY_FUNCTION;
    rl_print_str(p, paren ? " -> (" : " -> ");
    rl_print_result_types(p, op);
    if (paren) rl_print_str(p, ")");
  }
  rl_print_str(p, " ");
  print_region(p, rl_op_region(op, 0), false, op->nresults != 0);
  if (rl_op_regions(op)[1].first) {
    rl_print_str(p, " else ");
    print_region(p, rl_op_region(op, 1), false, op->nresults != 0);
  }
  static const char *const elided[] = {"condition"};
  rl_print_attr_dict(p, op->attrs, elided, 1, false);
}

bool rl_affine_if_verify(rl_op *op) {
  rl_attr *set = if_set(op);
  if (!set) return rl_op_emit_error(op, "requires an integer set attribute named 'condition'");
  if (op->noperands != rl_integer_set_num_dims(set) + rl_integer_set_num_syms(set))
    return rl_op_emit_error(op, "operand count and condition integer set dimension and symbol count must match");
  return check_dims_syms(op, 0, op->noperands, rl_integer_set_num_dims(set));
}

/* MLIR's AffineIfOp::fold: the set composed with the affine.apply ops
 * defining its operands and made canonical, in place. */
bool rl_affine_if_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  (void)operands, (void)results;
  rl_context *c = rl_op_context(op);
  rl_attr *set = if_set(op), *old = set;
  if (!set || op->noperands > RL_AFF_MAX_OPERANDS) return false;
  rl_value *ops[RL_AFF_MAX_OPERANDS];
  unsigned n = op->noperands;
  for (unsigned i = 0; i < n; i++) ops[i] = op->operands[i].value;
  rl_aff_set_compose_canonicalize(c, &set, ops, &n);
  bool same = set == old && n == op->noperands;
  for (unsigned i = 0; same && i < n; i++) same = ops[i] == op->operands[i].value;
  if (same) return false;
  rl_op_set_attr(c, op, rl_ident_get(c, "condition", 9), set);
  rl_op_set_operands(c, op, n, ops);
  return true;
}

/* A map of one constant result. */
static bool single_constant(const rl_attr *m, int64_t *v) {
  if (!m || rl_affine_map_num_results(m) != 1 || rl_affine_map_result(m, 0)->kind != RL_AT_AFF_CONST) return false;
  if (v) *v = rl_affine_const_value(rl_affine_map_result(m, 0));
  return true;
}

/* MLIR's foldLoopBounds for one bound: every result constant once the
 * operands' constants are in, the bound becomes their max (lower) or min
 * (upper), without operands. */
static bool fold_bound(rl_context *c, rl_attr **m, rl_value **ops, unsigned *n, bool lower) {
  if (single_constant(*m, NULL)) return false;
  unsigned nr = rl_affine_map_num_results(*m);
  if (!nr || nr > RL_AFF_MAX_OPERANDS) return false;
  rl_attr *cst[RL_AFF_MAX_OPERANDS];
  for (unsigned i = 0; i < *n; i++) cst[i] = rl_value_constant_int(ops[i]);
  int64_t res[RL_AFF_MAX_OPERANDS];
  bool all = false;
  rl_aff_partial_constant_fold(c, *m, cst, res, &all);
  if (!all) return false;
  int64_t v = res[0];
  for (unsigned i = 1; i < nr; i++) v = lower ? (res[i] > v ? res[i] : v) : (res[i] < v ? res[i] : v);
  rl_attr *k = rl_affine_const(c, v);
  *m = rl_affine_map(c, 0, 0, 1, &k);
  *n = 0;
  return true;
}

/* MLIR's AffineForOp::fold: constant bounds folded (foldLoopBounds), the
 * bound maps composed with the affine.apply ops defining their operands,
 * made canonical and rid of repeated results (canonicalizeLoopBounds), in
 * place; a loop with results that runs no iteration folds to its inits. */
bool rl_affine_for_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  (void)operands;
  rl_context *c = rl_op_context(op);
  rl_ident *lbn = rl_ident_get(c, "lowerBoundMap", 13), *ubn = rl_ident_get(c, "upperBoundMap", 13);
  rl_attr *lm = rl_op_get_prop(op, lbn), *um = rl_op_get_prop(op, ubn);
  if (!lm || !um || lm->kind != RL_AT_AFFINE_MAP || um->kind != RL_AT_AFFINE_MAP) return false;
  unsigned nl, nu, ni, fl = rl_op_operand_group(op, 0, &nl), fu = rl_op_operand_group(op, 1, &nu),
                        fi = rl_op_operand_group(op, 2, &ni);
  if (nl > RL_AFF_MAX_OPERANDS || nu > RL_AFF_MAX_OPERANDS) return false;
  rl_value *lops[RL_AFF_MAX_OPERANDS], *uops[RL_AFF_MAX_OPERANDS];
  for (unsigned i = 0; i < nl; i++) lops[i] = op->operands[fl + i].value;
  for (unsigned i = 0; i < nu; i++) uops[i] = op->operands[fu + i].value;
  bool folded = fold_bound(c, &lm, lops, &nl, true);
  folded |= fold_bound(c, &um, uops, &nu, false);
  rl_attr *pl = lm, *pu = um;
  rl_attr *nlm = lm, *num = um;
  rl_value *nlops[RL_AFF_MAX_OPERANDS], *nuops[RL_AFF_MAX_OPERANDS];
  unsigned nnl = nl, nnu = nu;
  memcpy(nlops, lops, nl * sizeof *lops);
  memcpy(nuops, uops, nu * sizeof *uops);
  rl_aff_canonical_bound(c, &nlm, nlops, &nnl);
  rl_aff_canonical_bound(c, &num, nuops, &nnu);
  if (nlm != pl) {
    lm = nlm, nl = nnl;
    memcpy(lops, nlops, nl * sizeof *lops);
    folded = true;
  }
  if (num != pu) {
    um = num, nu = nnu;
    memcpy(uops, nuops, nu * sizeof *uops);
    folded = true;
  }
  int64_t lb = 0, ub = 0, step = 1;
  rl_attr *st = rl_op_get_prop(op, rl_ident_get(c, "step", 4));
  if (st && st->kind == RL_AT_INTEGER) step = rl_attr_int_value(st);
  bool zero_trip = op->nresults && single_constant(lm, &lb) && single_constant(um, &ub) && step > 0 && ub <= lb;
  if (!folded && !zero_trip) return false;
  if (folded) {
    rl_value *all[3 * RL_AFF_MAX_OPERANDS];
    unsigned k = 0;
    if (ni > RL_AFF_MAX_OPERANDS) return false;
    for (unsigned i = 0; i < nl; i++) all[k++] = lops[i];
    for (unsigned i = 0; i < nu; i++) all[k++] = uops[i];
    for (unsigned i = 0; i < ni; i++) all[k++] = op->operands[fi + i].value;
    rl_op_set_operands(c, op, k, all);
    uint64_t sizes[3] = {nl, nu, ni};
    rl_op_set_prop(c, op, lbn, lm);
    rl_op_set_prop(c, op, ubn, um);
    rl_op_set_prop(c, op, rl_ident_get(c, "operandSegmentSizes", 19),
                   rl_attr_dense_array(c, rl_type_integer(c, 32, RL_SIGNLESS), 3, sizes));
    fi = nl + nu;
  }
  if (zero_trip)
    for (unsigned i = 0; i < op->nresults; i++) results[i].value = op->operands[fi + i].value;
  return true;
}

/* ---- affine.parallel ------------------------------------------------------------ */

/* MLIR's arith::AtomicRMWKind, by value. */
static const char *const rmw_kinds[] = {"addf", "addi", "assign", "maximumf", "maxs", "maxu", "minimumf", "mins",
                                        "minu", "mulf", "muli", "ori", "andi", "maxnumf", "minnumf"};
enum { NRMW = sizeof rmw_kinds / sizeof *rmw_kinds };

/* The groups of a bound: a dense i32 tensor (splat when all are equal). */
static rl_attr *groups_attr(rl_context *c, const uint64_t *g, unsigned n) {
  int64_t dim = n;
  rl_type *t = rl_type_tensor(c, 1, &dim, rl_type_integer(c, 32, RL_SIGNLESS), NULL);
  bool splat = n > 0;
  for (unsigned i = 1; i < n; i++) splat = splat && g[i] == g[0];
  return rl_attr_dense(c, t, splat, 1, splat ? 1 : n, g);
}

unsigned rl_aff_dense_count(const rl_attr *a) {
  if (!a || a->kind != RL_AT_DENSE) return 0;
  rl_type *t = (rl_type *)rl_word_ptr(a->w[0]);
  return rl_type_rank(t) == 1 ? (unsigned)rl_type_dim(t, 0) : 0;
}

int64_t rl_aff_dense_at(const rl_attr *a, unsigned i) { return (int32_t)a->w[2 + (a->sub ? 0 : i)]; }

/* `(b, max(b, b), ...)`: the groups' sizes in g, their expressions in one
 * map over ids shared by all groups. */
static bool parse_par_bound(rl_parser *p, rl_op_parse_state *st, bool lower, uint64_t *g, unsigned *ng) {
  rl_context *c = rl_parser_context(p);
  rl_aff_ids ids = {0};
  rl_strbuf body = {0};
  const char *at = rl_parser_pos(p);
  bool ok = rl_parse_punct(p, "(");
  *ng = 0;
  if (ok && !rl_parse_optional_punct(p, ")")) {
    do {
      unsigned n = 0;
      if (*ng == RL_AFF_MAX_OPERANDS) {
        ok = rl_parser_error(p, "too many bounds");
        break;
      }
      if (rl_parse_optional_keyword(p, lower ? "max" : "min")) {
        ok = rl_parse_punct(p, "(") && rl_aff_scan_exprs(p, &ids, &body, ")", false, &n);
      } else {
        ok = rl_aff_scan_exprs(p, &ids, &body, ")", true, &n);
      }
      g[(*ng)++] = n;
    } while (ok && rl_parse_optional_punct(p, ","));
    ok = ok && rl_parse_punct(p, ")");
  }
  rl_attr *map = ok ? rl_aff_ids_map(p, at, &ids, &body) : NULL;
  rl_sb_free(&body);
  if (!map || !rl_aff_ids_resolve(p, st, &ids)) return false;
  rl_ops_set_prop(c, st, lower ? "lowerBoundsMap" : "upperBoundsMap", map);
  rl_ops_set_prop(c, st, lower ? "lowerBoundsGroups" : "upperBoundsGroups", groups_attr(c, g, *ng));
  return true;
}

bool rl_affine_parallel_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  rl_type *idx = rl_type_index(c), *i64 = rl_type_integer(c, 64, RL_SIGNLESS);
  rl_region_arg args[RL_AFF_MAX_OPERANDS] = {0};
  unsigned nargs = 0, nlg, nug;
  uint64_t g[RL_AFF_MAX_OPERANDS];
  if (!rl_parse_punct(p, "(")) return false;
  if (!rl_parse_optional_punct(p, ")")) {
    do {
      if (nargs == RL_AFF_MAX_OPERANDS) return rl_parser_error(p, "too many induction variables");
      args[nargs].type = idx;
      if (!rl_parse_argument(p, &args[nargs++].name)) return false;
    } while (rl_parse_optional_punct(p, ","));
    if (!rl_parse_punct(p, ")")) return false;
  }
  if (!rl_parse_punct(p, "=") || !parse_par_bound(p, st, true, g, &nlg) || !rl_parse_keyword(p, "to") ||
      !parse_par_bound(p, st, false, g, &nug))
    return false;
  rl_attr *steps[RL_AFF_MAX_OPERANDS];
  unsigned nsteps = 0;
  if (rl_parse_optional_keyword(p, "step")) {
    if (!rl_parse_punct(p, "(")) return false;
    if (!rl_parse_optional_punct(p, ")")) {
      do {
        int64_t v;
        if (nsteps == RL_AFF_MAX_OPERANDS) return rl_parser_error(p, "too many steps");
        if (!rl_parse_integer(p, &v)) return false;
        steps[nsteps++] = rl_attr_integer(c, i64, v);
      } while (rl_parse_optional_punct(p, ","));
      if (!rl_parse_punct(p, ")")) return false;
    }
  } else {
    for (; nsteps < nargs; nsteps++) steps[nsteps] = rl_attr_integer(c, i64, 1);
  }
  rl_ops_set_prop(c, st, "steps", rl_attr_array(c, nsteps, steps));
  rl_attr *reds[RL_AFF_MAX_OPERANDS];
  unsigned nreds = 0;
  if (rl_parse_optional_keyword(p, "reduce")) {
    if (!rl_parse_punct(p, "(")) return false;
    if (!rl_parse_optional_punct(p, ")")) {
      do {
        const char *at = rl_parser_pos(p);
        rl_strbuf s = {0};
        if (nreds == RL_AFF_MAX_OPERANDS) return rl_parser_error(p, "too many reductions");
        if (!rl_parse_string(p, &s)) return false;
        unsigned k = 0;
        while (k < NRMW && (strlen(rmw_kinds[k]) != s.len || memcmp(rmw_kinds[k], s.data, s.len))) k++;
        if (k == NRMW) {
          rl_parser_error_at(p, at, "invalid reduction value: \"%.*s\"", (int)s.len, s.len ? s.data : "");
          rl_sb_free(&s);
          return false;
        }
        rl_sb_free(&s);
        reds[nreds++] = rl_attr_integer(c, i64, k);
      } while (rl_parse_optional_punct(p, ","));
      if (!rl_parse_punct(p, ")")) return false;
    }
  }
  rl_ops_set_prop(c, st, "reductions", rl_attr_array(c, nreds, reds));
  if (rl_parse_optional_punct(p, "->") && !rl_parse_result_types(p, st)) return false;
  rl_region *r = rl_ops_add_region(st);
  if (!rl_parse_region(p, r, args, nargs, false)) return false;
  ensure_yield(p, r);
  return rl_parse_optional_attr_dict_props(p, st);
}

static rl_attr *prop_named(rl_op *op, const char *name) {
  return rl_op_get_prop(op, rl_ident_cstr(rl_op_context(op), name));
}

static void print_par_bound(rl_printer *p, rl_op *op, rl_attr *m, rl_attr *g, unsigned first, const char *kw) {
  if (!m || m->kind != RL_AT_AFFINE_MAP) return;
  unsigned at = 0;
  for (unsigned i = 0; i < rl_aff_dense_count(g); i++) {
    unsigned n = (unsigned)rl_aff_dense_at(g, i);
    if (i) rl_print_str(p, ", ");
    if (n == 1) {
      rl_aff_print_exprs(p, op, m, first, at, 1);
    } else {
      rl_print_str(p, kw);
      rl_print_str(p, "(");
      rl_aff_print_exprs(p, op, m, first, at, n);
      rl_print_str(p, ")");
    }
    at += n;
  }
}

static unsigned map_inputs(const rl_attr *m) {
  return m && m->kind == RL_AT_AFFINE_MAP ? rl_affine_map_num_dims(m) + rl_affine_map_num_syms(m) : 0;
}

void rl_affine_parallel_print(rl_printer *p, rl_op *op) {
  rl_block *b = rl_op_regions(op)[0].first;
  rl_print_str(p, " (");
  for (unsigned i = 0; b && i < b->nargs; i++) {
    if (i) rl_print_str(p, ", ");
    rl_print_value_name(p, b->args[i]);
  }
  rl_print_str(p, ") = (");
  rl_attr *lm = prop_named(op, "lowerBoundsMap"), *um = prop_named(op, "upperBoundsMap");
  print_par_bound(p, op, lm, prop_named(op, "lowerBoundsGroups"), 0, "max");
  rl_print_str(p, ") to (");
  print_par_bound(p, op, um, prop_named(op, "upperBoundsGroups"), map_inputs(lm), "min");
  rl_print_str(p, ")");
  rl_attr *steps = prop_named(op, "steps");
  bool unit = true;
  for (unsigned i = 0; steps && i < rl_attr_array_size(steps); i++)
    unit = unit && rl_attr_int_value(rl_attr_array_elem(steps, i)) == 1;
  if (!unit) {
    rl_print_str(p, " step (");
    for (unsigned i = 0; i < rl_attr_array_size(steps); i++)
      rl_sb_printf(rl_printer_out(p), "%s%lld", i ? ", " : "", (long long)rl_attr_int_value(rl_attr_array_elem(steps, i)));
    rl_print_str(p, ")");
  }
  if (op->nresults) {
    rl_attr *reds = prop_named(op, "reductions");
    rl_print_str(p, " reduce (");
    for (unsigned i = 0; reds && i < rl_attr_array_size(reds); i++) {
      int64_t k = rl_attr_int_value(rl_attr_array_elem(reds, i));
      rl_sb_printf(rl_printer_out(p), "%s\"%s\"", i ? ", " : "", k >= 0 && k < NRMW ? rmw_kinds[k] : "?");
    }
    rl_print_str(p, ") -> (");
    rl_print_result_types(p, op);
    rl_print_str(p, ")");
  }
  rl_print_str(p, " ");
  print_region(p, rl_op_region(op, 0), false, op->nresults != 0);
  static const char *const elided[] = {"reductions", "lowerBoundsMap", "lowerBoundsGroups",
                                       "upperBoundsMap", "upperBoundsGroups", "steps"};
  rl_print_attr_dict(p, op->attrs, elided, 6, false);
}

/* MLIR's isResultTypeMatchAtomicRMWKind: maxs and mins want a signed
 * integer type, maxu and minu an unsigned one; maxnumf and minnumf match
 * no type. */
static bool reduction_type_ok(int64_t k, rl_type *t) {
  bool is_int = rl_type_kind_of(t) == RL_TY_INTEGER;
  switch (k) {
    case 0: case 3: case 6: case 9: return rl_type_is_float(t);
    case 2: return true;
    case 4: case 7: return is_int && rl_type_int_signedness(t) == RL_SIGNED;
    case 5: case 8: return is_int && rl_type_int_signedness(t) == RL_UNSIGNED;
    case 1: case 10: case 11: case 12: return is_int;
    default: return false;
  }
}

bool rl_affine_parallel_verify(rl_op *op) {
  rl_attr *lm = prop_named(op, "lowerBoundsMap"), *um = prop_named(op, "upperBoundsMap");
  rl_attr *lg = prop_named(op, "lowerBoundsGroups"), *ug = prop_named(op, "upperBoundsGroups");
  rl_attr *steps = prop_named(op, "steps"), *reds = prop_named(op, "reductions");
  if (!lm || lm->kind != RL_AT_AFFINE_MAP || !um || um->kind != RL_AT_AFFINE_MAP)
    return rl_op_emit_error(op, "requires affine map bounds");
  rl_block *b = rl_op_regions(op)[0].first;
  unsigned nargs = b ? b->nargs : 0, nsteps = steps ? rl_attr_array_size(steps) : 0;
  unsigned nlg = rl_aff_dense_count(lg), nug = rl_aff_dense_count(ug);
  if (nlg != nsteps || nug != nsteps || nargs != nsteps)
    return rl_op_emit_error(op,
                            "the number of region arguments (%u) and the number of map groups for lower (%u) and "
                            "upper bound (%u), and the number of steps (%u) must all match",
                            nargs, nlg, nug, nsteps);
  int64_t nl = 0, nu = 0;
  for (unsigned i = 0; i < nlg; i++) nl += rl_aff_dense_at(lg, i);
  for (unsigned i = 0; i < nug; i++) nu += rl_aff_dense_at(ug, i);
  if (nl != (int64_t)rl_affine_map_num_results(lm))
    return rl_op_emit_error(op, "expected lower bounds map to have %lld results", (long long)nl);
  if (nu != (int64_t)rl_affine_map_num_results(um))
    return rl_op_emit_error(op, "expected upper bounds map to have %lld results", (long long)nu);
  if ((reds ? rl_attr_array_size(reds) : 0) != op->nresults)
    return rl_op_emit_error(op, "a reduction must be specified for each output");
  for (unsigned i = 0; i < op->nresults; i++) {
    rl_attr *k = rl_attr_array_elem(reds, i);
    if (k->kind != RL_AT_INTEGER || rl_attr_int_value(k) < 0 || rl_attr_int_value(k) >= NRMW)
      return rl_op_emit_error(op, "invalid reduction attribute");
    if (!reduction_type_ok(rl_attr_int_value(k), op->results[i].type))
      return rl_op_emit_error(op, "result type cannot match reduction attribute");
  }
  unsigned nlo = map_inputs(lm);
  if (nlo + map_inputs(um) != op->noperands) return rl_op_emit_error(op, "operand count does not match the bound maps");
  return check_dims_syms(op, 0, nlo, rl_affine_map_num_dims(lm)) &&
         check_dims_syms(op, nlo, op->noperands - nlo, rl_affine_map_num_dims(um));
}

/* ---- affine.yield ------------------------------------------------------------------ */

/* MLIR's AffineYieldOp::verify: inside affine.for, if or parallel, the
 * parent's result types. */
bool rl_affine_yield_verify(rl_op *op) {
  rl_op *parent = rl_op_parent_op(op);
  const rl_opdef *d = parent && parent->info->def ? parent->info->def : NULL;
  if (!d || (d->verify != rl_affine_for_verify && d->verify != rl_affine_if_verify &&
             d->verify != rl_affine_parallel_verify))
    return rl_op_emit_error(op, "only terminates affine.if/for/parallel regions");
  if (parent->nresults != op->noperands)
    return rl_op_emit_error(op, "parent of yield must have same number of results as the yield operands");
  for (unsigned i = 0; i < op->noperands; i++)
    if (parent->results[i].type != op->operands[i].value->type)
      return rl_op_emit_error(op, "types mismatch between yield op and its parent");
  return true;
}
