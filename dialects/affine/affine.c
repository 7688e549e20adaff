/* The affine dialect's C: the custom syntax of affine.apply, affine.min
 * and affine.max (`#map(%dims)[%symbols]`), their verifiers and folders,
 * the constant materializer (arith.constant, as MLIR's affine dialect
 * does) and the canonicalization of affine.apply (composition with the
 * affine.apply ops defining its operands, canonical operands). */
#include <string.h>

#include "core/asm.h"
#include "core/diag.h"
#include "core/rewrite.h"
#include "core/types.h"
#include "core/verify.h"
#include "dialects/affine/affine_map.h"
#include "dialects/affine/affine_ops.h"
#include "dialects/arith/arith_ops.h"
#include "dialects/affine/affine.h"

/* ---- syntax ------------------------------------------------------------------ */

static bool parse_operand_list(rl_parser *p, rl_unresolved *u, unsigned *n, const char *close) {
  if (rl_parse_optional_punct(p, close)) return true;
  do {
    if (*n == RL_AFF_MAX_OPERANDS) return rl_parser_error(p, "too many operands");
    if (!rl_parse_operand(p, &u[(*n)++])) return false;
  } while (rl_parse_optional_punct(p, ","));
  return rl_parse_punct(p, close);
}

bool rl_affine_map_op_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  const char *at = rl_parser_pos(p);
  rl_attr *m = rl_parse_attr(p, NULL);
  if (!m) return false;
  if (m->kind != RL_AT_AFFINE_MAP) return rl_parser_error_at(p, at, "invalid kind of attribute specified");
  rl_ops_set_prop(c, st, "map", m);
  rl_unresolved u[RL_AFF_MAX_OPERANDS];
  unsigned n = 0;
  if (!rl_parse_punct(p, "(") || !parse_operand_list(p, u, &n, ")")) return false;
  unsigned nd = n;
  if (rl_parse_optional_punct(p, "[") && !parse_operand_list(p, u, &n, "]")) return false;
  if (!rl_parse_optional_attr_dict(p, &st->attrs)) return false;
  bool apply = st->def->fold == rl_affine_apply_fold;
  if (apply && (rl_affine_map_num_dims(m) != nd || nd + rl_affine_map_num_syms(m) != n)) {
    rl_emit_error(c, rl_parser_op_loc(p), "custom op 'affine.apply' dimension or symbol index mismatch");
    return false;
  }
  rl_type *idx = rl_type_index(c);
  for (unsigned i = 0; i < n; i++) {
    rl_value *v = rl_parser_resolve(p, &u[i], idx);
    if (!v) return false;
    rl_ops_add_operand(st, v);
  }
  unsigned nres = apply ? rl_affine_map_num_results(m) : 1;
  for (unsigned i = 0; i < nres; i++) rl_ops_add_result_type(st, idx);
  return true;
}

static void print_values(rl_printer *p, rl_op *op, unsigned from, unsigned to) {
  for (unsigned i = from; i < to; i++) {
    if (i > from) rl_print_str(p, ", ");
    rl_print_value_name(p, op->operands[i].value);
  }
}

void rl_affine_map_op_print(rl_printer *p, rl_op *op) {
  rl_attr *m = rl_affine_op_map(op);
  rl_print_str(p, " ");
  rl_print_attr_p(p, rl_affine_apply_map(op));
  unsigned nd = m ? rl_affine_map_num_dims(m) : op->noperands;
  if (nd > op->noperands) nd = op->noperands;
  rl_print_str(p, "(");
  print_values(p, op, 0, nd);
  rl_print_str(p, ")");
  if (nd < op->noperands) {
    rl_print_str(p, "[");
    print_values(p, op, nd, op->noperands);
    rl_print_str(p, "]");
  }
  static const char *const elided[] = {"map"};
  rl_print_attr_dict(p, op->attrs, elided, 1, false);
}

/* ---- verifiers ---------------------------------------------------------------- */

static bool check_counts(rl_op *op, rl_attr **mp) {
  rl_attr *m = rl_affine_op_map(op);
  if (!m) return rl_op_emit_error(op, "requires attribute 'map' to be an affine map");
  if (op->noperands != rl_affine_map_num_dims(m) + rl_affine_map_num_syms(m))
    return rl_op_emit_error(op, "operand count and affine map dimension and symbol count must match");
  *mp = m;
  return true;
}

bool rl_affine_apply_verify(rl_op *op) {
  rl_attr *m = NULL;
  if (!check_counts(op, &m)) return false;
  if (rl_affine_map_num_results(m) != 1) return rl_op_emit_error(op, "mapping must produce one value");
  return true;
}

bool rl_affine_min_max_verify(rl_op *op) {
  rl_attr *m = NULL;
  return check_counts(op, &m);
}

/* ---- folders ------------------------------------------------------------------- */

bool rl_affine_apply_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  rl_attr *m = rl_affine_op_map(op);
  if (!m || rl_affine_map_num_results(m) != 1) return false;
  rl_attr *e = rl_affine_map_result(m, 0);
  if (e->kind == RL_AT_AFF_DIM) return results[0].value = op->operands[rl_affine_position(e)].value, true;
  if (e->kind == RL_AT_AFF_SYM)
    return results[0].value = op->operands[rl_affine_map_num_dims(m) + rl_affine_position(e)].value, true;
  int64_t v;
  bool all;
  rl_context *c = rl_op_context(op);
  rl_aff_partial_constant_fold(c, m, operands, &v, &all);
  if (!all) return false;
  results[0].attr = rl_attr_integer(c, rl_type_index(c), v);
  return true;
}

static bool min_max_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results, bool is_min) {
  rl_attr *m = rl_affine_op_map(op);
  rl_context *c = rl_op_context(op);
  unsigned n = m ? rl_affine_map_num_results(m) : 0;
  if (!m || n > RL_AFF_MAX_OPERANDS) return false;
  int64_t vals[RL_AFF_MAX_OPERANDS];
  bool all;
  rl_attr *fm = rl_aff_partial_constant_fold(c, m, operands, vals, &all);
  if (!all || !n) {
    if (fm == m) return false;
    rl_op_set_prop(c, op, op->info->prop_names[0], fm); /* `map`, in place */
    return true;
  }
  int64_t best = vals[0];
  for (unsigned i = 1; i < n; i++)
    if (is_min ? vals[i] < best : vals[i] > best) best = vals[i];
  results[0].attr = rl_attr_integer(c, rl_type_index(c), best);
  return true;
}

bool rl_affine_min_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  return min_max_fold(op, operands, results, true);
}
bool rl_affine_max_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  return min_max_fold(op, operands, results, false);
}

/* ---- canonicalization ---------------------------------------------------------- */

static rl_op *create_like(rl_rewriter *rw, rl_op *op, bool as_apply, unsigned n, rl_value *const *ops, rl_attr *m) {
  rl_context *c = rw->b.ctx;
  rl_builder d = {.ctx = c};
  rl_type *idx = rl_type_index(c);
  rl_op *nop = as_apply || rl_affine_is_apply(op) ? rl_affine_apply_create(&d, op->loc, idx, n, ops, m)
               : rl_affine_is_min(op)            ? rl_affine_min_create(&d, op->loc, idx, n, ops, m)
                                                 : rl_affine_max_create(&d, op->loc, idx, n, ops, m);
  if (op->attrs) nop->attrs = op->attrs;
  rl_rewriter_set_before(rw, op);
  rl_rewriter_insert(rw, nop);
  rl_value *r = rl_op_result(nop, 0);
  rl_rewriter_replace(rw, op, &r);
  return nop;
}

/* MLIR's SimplifyAffineOp: the map composed with the affine.apply ops
 * defining its operands, canonical operands, simplified; a new op when
 * anything changed. */
static bool simplify_op(const rl_pattern *pat, rl_op *op, rl_rewriter *rw, const char **why) {
  (void)pat;
  rl_context *c = rw->b.ctx;
  rl_attr *m = rl_affine_op_map(op), *old = m;
  if (!m || op->noperands > RL_AFF_MAX_OPERANDS) return *why = "map", false;
  rl_value *ops[RL_AFF_MAX_OPERANDS];
  unsigned n = op->noperands;
  for (unsigned i = 0; i < n; i++) ops[i] = op->operands[i].value;
  rl_aff_compose(c, &m, ops, &n);
  rl_aff_canonicalize(c, &m, ops, &n);
  m = rl_aff_simplify_map_with_operands(c, m);
  bool same = m == old && n == op->noperands;
  for (unsigned i = 0; same && i < n; i++) same = ops[i] == op->operands[i].value;
  if (same) return *why = "already canonical", false;
  create_like(rw, op, false, n, ops, m);
  return true;
}

static rl_value **operands_of(rl_op *op, rl_value **buf) {
  for (unsigned i = 0; i < op->noperands; i++) buf[i] = op->operands[i].value;
  return buf;
}

/* A min or max of one expression is an affine.apply. */
static bool single_result(const rl_pattern *pat, rl_op *op, rl_rewriter *rw, const char **why) {
  (void)pat;
  rl_attr *m = rl_affine_op_map(op);
  if (!m || rl_affine_map_num_results(m) != 1 || op->noperands > RL_AFF_MAX_OPERANDS) return *why = "results", false;
  rl_value *ops[RL_AFF_MAX_OPERANDS];
  create_like(rw, op, true, op->noperands, operands_of(op, ops), m);
  return true;
}

/* Repeated expressions of a min or max are dropped (the first kept). */
static bool dedup(const rl_pattern *pat, rl_op *op, rl_rewriter *rw, const char **why) {
  (void)pat;
  rl_attr *m = rl_affine_op_map(op);
  unsigned n = m ? rl_affine_map_num_results(m) : 0, k = 0;
  if (!n || n > RL_AFF_MAX_OPERANDS || op->noperands > RL_AFF_MAX_OPERANDS) return *why = "map", false;
  rl_attr *res[RL_AFF_MAX_OPERANDS];
  for (unsigned i = 0; i < n; i++) {
    rl_attr *e = rl_affine_map_result(m, i);
    unsigned j = 0;
    while (j < k && res[j] != e) j++;
    if (j == k) res[k++] = e;
  }
  if (k == n) return *why = "no repeated expression", false;
  rl_value *ops[RL_AFF_MAX_OPERANDS];
  create_like(rw, op, false, op->noperands, operands_of(op, ops),
              rl_affine_map(rw->b.ctx, rl_affine_map_num_dims(m), rl_affine_map_num_syms(m), k, res));
  return true;
}

/* MLIR's MergeAffineMinMaxOp: a result that is a bare dim or symbol whose
 * operand an op of the same kind defines (a min in a min, a max in a max)
 * gives way to that op's results, the op's dims and symbols appended to
 * this one's (shifted past them). The new map keeps the results that stay,
 * then each such op's in the order met; canonicalization later drops the
 * operands no longer used. */
static bool merge(const rl_pattern *pat, rl_op *op, rl_rewriter *rw, const char **why) {
  (void)pat;
  rl_context *c = rw->b.ctx;
  rl_attr *m = rl_affine_op_map(op);
  unsigned n = m ? rl_affine_map_num_results(m) : 0;
  if (!n || n > RL_AFF_MAX_OPERANDS || op->noperands > RL_AFF_MAX_OPERANDS) return *why = "map", false;
  unsigned nd = rl_affine_map_num_dims(m), ns = rl_affine_map_num_syms(m);
  rl_op *prod[RL_AFF_MAX_OPERANDS];
  rl_attr *res[RL_AFF_MAX_OPERANDS];
  unsigned np = 0, k = 0;
  for (unsigned i = 0; i < n; i++) {
    rl_attr *e = rl_affine_map_result(m, i);
    rl_value *v = e->kind == RL_AT_AFF_DIM   ? op->operands[rl_affine_position(e)].value
                  : e->kind == RL_AT_AFF_SYM ? op->operands[nd + rl_affine_position(e)].value
                                             : NULL;
    rl_op *d = v && !v->is_arg ? (rl_op *)rl_value_owner(v) : NULL;
    if (d && d->info == op->info && rl_affine_op_map(d)) prod[np++] = d;
    else res[k++] = e;
  }
  if (!np) return *why = "no bare operand of the same kind", false;
  /* Operands: this op's dims, the producers' dims, this op's symbols, the
   * producers' symbols. */
  unsigned td = nd, ts = ns, nres = k;
  for (unsigned p = 0; p < np; p++) {
    rl_attr *pm = rl_affine_op_map(prod[p]);
    td += rl_affine_map_num_dims(pm);
    ts += rl_affine_map_num_syms(pm);
    nres += rl_affine_map_num_results(pm);
  }
  if (td + ts > RL_AFF_MAX_OPERANDS || nres > RL_AFF_MAX_OPERANDS) return *why = "too many operands", false;
  rl_value *ops[RL_AFF_MAX_OPERANDS];
  rl_attr *dims[RL_AFF_MAX_OPERANDS], *syms[RL_AFF_MAX_OPERANDS];
  for (unsigned i = 0; i < nd; i++) ops[i] = op->operands[i].value;
  for (unsigned i = 0; i < ns; i++) ops[td + i] = op->operands[nd + i].value;
  unsigned ud = nd, us = ns;
  for (unsigned p = 0; p < np; p++) {
    rl_attr *pm = rl_affine_op_map(prod[p]);
    unsigned pd = rl_affine_map_num_dims(pm), ps = rl_affine_map_num_syms(pm);
    for (unsigned i = 0; i < pd; i++) {
      ops[ud + i] = prod[p]->operands[i].value;
      dims[i] = rl_affine_dim(c, ud + i);
    }
    for (unsigned i = 0; i < ps; i++) {
      ops[td + us + i] = prod[p]->operands[pd + i].value;
      syms[i] = rl_affine_sym(c, us + i);
    }
    for (unsigned i = 0; i < rl_affine_map_num_results(pm); i++)
      res[k++] = rl_aff_replace(c, rl_affine_map_result(pm, i), dims, syms);
    ud += pd;
    us += ps;
  }
  create_like(rw, op, false, td + ts, ops, rl_affine_map(c, td, ts, k, res));
  return true;
}

/* The expressions of a min or max sorted by their flat forms (MLIR's
 * canonicalizeMapExprAndTermOrder); only pure affine ones without locals. */
static bool sort_terms(const rl_pattern *pat, rl_op *op, rl_rewriter *rw, const char **why) {
  (void)pat;
  rl_context *c = rw->b.ctx;
  rl_attr *m = rl_affine_op_map(op);
  unsigned n = m ? rl_affine_map_num_results(m) : 0;
  unsigned nd = m ? rl_affine_map_num_dims(m) : 0, ns = m ? rl_affine_map_num_syms(m) : 0, w = nd + ns + 1;
  enum { MAXN = 16 };
  if (!n || n > MAXN || w > RL_AFF_MAX_OPERANDS || op->noperands > RL_AFF_MAX_OPERANDS) return *why = "map", false;
  int64_t flat[MAXN][RL_AFF_MAX_OPERANDS];
  for (unsigned i = 0; i < n; i++)
    if (!rl_aff_flatten_no_locals(c, rl_affine_map_result(m, i), nd, ns, flat[i])) return *why = "not flat", false;
  unsigned perm[MAXN];
  for (unsigned i = 0; i < n; i++) perm[i] = i;
  bool changed = false;
  /* A stable insertion sort on lexicographic order. */
  for (unsigned i = 1; i < n; i++) {
    unsigned p = perm[i], j = i;
    for (; j > 0; j--) {
      unsigned q = perm[j - 1], t = 0;
      while (t < w && flat[q][t] == flat[p][t]) t++;
      if (t == w || flat[q][t] < flat[p][t]) break;
      perm[j] = q;
      changed = true;
    }
    perm[j] = p;
  }
  if (!changed) return *why = "already sorted", false;
  rl_attr *res[MAXN];
  for (unsigned i = 0; i < n; i++) res[i] = rl_affine_map_result(m, perm[i]);
  rl_value *ops[RL_AFF_MAX_OPERANDS];
  create_like(rw, op, false, op->noperands, operands_of(op, ops), rl_affine_map(c, nd, ns, n, res));
  return true;
}

/* The patterns name their context's op kinds: made once per context (a
 * context state), so that passes on several threads only read them. */
static rl_context_key canon_key;

void rl_affine_populate_canonical(rl_context *c, rl_pattern_set *s) {
  rl_pattern *pats = rl_context_state(c, &canon_key);
  if (!pats) {
    rl_context_lock(c);
    if (!(pats = rl_context_state(c, &canon_key))) {
      pats = rl_context_alloc(c, 11 * sizeof *pats);
      memset(pats, 0, 11 * sizeof *pats);
      pats[0] = (rl_pattern){.name = "SimplifyAffineApply", .root = rl_opinfo_find_cstr(c, "affine.apply"),
                             .benefit = 1, .match_and_rewrite = simplify_op};
      static const char *const names[2] = {"affine.min", "affine.max"};
      for (unsigned k = 0; k < 2; k++) {
        rl_opinfo *root = rl_opinfo_find_cstr(c, names[k]);
        rl_pattern *mm = &pats[1 + 5 * k];
        /* MLIR's order: single result, deduplicate, merge, simplify, sort. */
        mm[0] = (rl_pattern){.name = "CanonicalizeSingleResultAffineMinMaxOp", .root = root, .benefit = 1,
                             .match_and_rewrite = single_result};
        mm[1] = (rl_pattern){.name = "DeduplicateAffineMinMaxExpressions", .root = root, .benefit = 1,
                             .match_and_rewrite = dedup};
        mm[2] = (rl_pattern){.name = "MergeAffineMinMaxOp", .root = root, .benefit = 1,
                             .match_and_rewrite = merge};
        mm[3] = (rl_pattern){.name = "SimplifyAffineMinMaxOp", .root = root, .benefit = 1,
                             .match_and_rewrite = simplify_op};
        mm[4] = (rl_pattern){.name = "CanonicalizeAffineMinMaxOpExprAndTermOrder", .root = root, .benefit = 1,
                             .match_and_rewrite = sort_terms};
      }
      rl_context_set_state(c, &canon_key, pats);
    }
    rl_context_unlock(c);
  }
  for (unsigned i = 0; i < 11; i++)
    if (pats[i].root) rl_pattern_set_add(s, &pats[i]);
}

/* ---- registration ---------------------------------------------------------------- */

static rl_op *materialize(rl_builder *b, rl_attr *value, rl_type *type, rl_attr *loc) {
  rl_context *c = b->ctx;
  /* Any integer or float constant (a folded load of a constant global). */
  if (!value || (value->kind != RL_AT_INTEGER && value->kind != RL_AT_FLOAT)) return NULL;
  return rl_arith_constant_create(b, loc ? loc : rl_loc_unknown(c), type, value);
}

void rl_affine_init(rl_context *c) {
  rl_register_materializer(c, "affine", materialize);
  rl_affine_rules_lib_register();
  rl_affine_maps_lib_register();
}
