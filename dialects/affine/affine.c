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
  /* A map that is its one symbol: the operand (MLIR's isSymbolIdentity). */
  if (rl_affine_map_num_syms(fm) == 1 && n == 1 && rl_affine_map_result(fm, 0) == rl_affine_sym(c, 0))
    return results[0].value = op->operands[0].value, true;
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

/* MLIR's SimplifyAffineOp<AffineApplyOp>: the map composed with the
 * affine.apply ops defining its operands, canonical operands, simplified;
 * a new affine.apply when anything changed. */
static bool simplify_apply(const rl_pattern *pat, rl_op *op, rl_rewriter *rw, const char **why) {
  (void)pat;
  rl_context *c = rw->b.ctx;
  rl_attr *m = rl_affine_op_map(op), *old = m;
  if (!m || op->noperands > RL_AFF_MAX_OPERANDS) return *why = "map", false;
  rl_value *ops[RL_AFF_MAX_OPERANDS];
  unsigned n = op->noperands;
  for (unsigned i = 0; i < n; i++) ops[i] = op->operands[i].value;
  rl_aff_compose(c, &m, ops, &n);
  bool same = m == old && n == op->noperands;
  for (unsigned i = 0; same && i < n; i++) same = ops[i] == op->operands[i].value;
  if (same) return *why = "already canonical", false;
  rl_rewriter_set_before(rw, op);
  rl_builder d = {c, NULL, NULL};
  rl_op *nop = rl_affine_apply_create(&d, op->loc, rl_type_index(c), n, ops, m);
  rl_rewriter_insert(rw, nop);
  rl_value *r = rl_op_result(nop, 0);
  rl_rewriter_replace(rw, op, &r);
  return true;
}

void rl_affine_populate_canonical(rl_context *c, rl_pattern_set *s) {
  static rl_pattern pat = {.name = "SimplifyAffineApply", .benefit = 1, .match_and_rewrite = simplify_apply};
  pat.root = rl_opinfo_find(c, "affine.apply", strlen("affine.apply"));
  if (pat.root) rl_pattern_set_add(s, &pat);
}

/* ---- registration ---------------------------------------------------------------- */

static rl_op *materialize(rl_builder *b, rl_attr *value, rl_type *type, rl_attr *loc) {
  rl_context *c = b->ctx;
  if (!value || value->kind != RL_AT_INTEGER || !rl_type_is_index(type)) return NULL;
  return rl_arith_constant_create(b, loc ? loc : rl_loc_unknown(c), type, value);
}

void rl_affine_init(rl_context *c) { rl_register_materializer(c, "affine", materialize); }
