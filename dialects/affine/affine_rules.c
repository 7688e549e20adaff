/* The affine dialect's rules library (declared in affine.ops): MLIR's
 * SimplifyAffineOp for the ops that access memory through a map over
 * their operands (rules/affine.rules). The map is composed with the
 * affine.apply ops defining its operands, its operands made canonical
 * (valid symbols promoted, duplicates and constants folded in, unused ones
 * dropped) and simplified with what they are known to be. */
#include "core/rules_build.h"
#include "core/rules_rt.h"
#include "dialects/affine/affine.h"
#include "dialects/affine/affine_map.h"

/* The simplified map and operands of (map, ops); false when the operands
 * are too many or nothing changes. */
static bool simplified(rl_context *c, const rl_mval *args, rl_attr **map, rl_value **vals, unsigned *n) {
  rl_attr *m = args[0].p;
  unsigned k = args[1].p ? args[1].n : 0;
  if (!m || m->kind != RL_AT_AFFINE_MAP || k > RL_AFF_MAX_OPERANDS ||
      k != rl_affine_map_num_dims(m) + rl_affine_map_num_syms(m))
    return false;
  for (unsigned i = 0; i < k; i++) vals[i] = rl_m_range_at(&args[1], RL_MK_RANGE, i);
  *n = k;
  *map = m;
  rl_aff_compose(c, map, vals, n);
  rl_aff_canonicalize(c, map, vals, n);
  *map = rl_aff_simplify_map_with_operands(c, *map);
  if (*map != m || *n != k) return true;
  for (unsigned i = 0; i < k; i++)
    if (vals[i] != rl_m_range_at(&args[1], RL_MK_RANGE, i)) return true;
  return false;
}

/* AffineSimplifiable(map, ops): the simplification changes something. */
static bool simplifiable(rl_context *c, const rl_mval *args) {
  rl_attr *m;
  rl_value *vals[RL_AFF_MAX_OPERANDS];
  unsigned n;
  return simplified(c, args, &m, vals, &n);
}

/* AffineSimplifiedMap(map, ops), AffineSimplifiedOperands(map, ops). */
static bool simplified_map(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_attr *m;
  rl_value *vals[RL_AFF_MAX_OPERANDS];
  unsigned n;
  if (!simplified(c, args, &m, vals, &n)) return false;
  *out = (rl_mval){m, 0, 0};
  return true;
}

static bool simplified_operands(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_attr *m;
  rl_value *vals[RL_AFF_MAX_OPERANDS];
  unsigned n;
  if (!simplified(c, args, &m, vals, &n)) return false;
  void **arr = rl_context_alloc(c, (n ? n : 1) * sizeof *arr);
  for (unsigned i = 0; i < n; i++) arr[i] = vals[i];
  *out = (rl_mval){arr, RL_MRANGE_ARRAY, n};
  return true;
}

/* AffineSetEmpty(set): MLIR's canonical empty set, `1 == 0`;
 * AffineSetUniverse(set): `0 == 0` alone (IntegerSet::isEmptyIntegerSet,
 * AlwaysTrueOrFalseIf's isTriviallyTrue). */
static bool set_is(const rl_mval *args, int64_t k) {
  rl_attr *s = args[0].p;
  if (!s || s->kind != RL_AT_INTEGER_SET || rl_integer_set_num_constraints(s) != 1 || !rl_integer_set_is_eq(s, 0))
    return false;
  rl_attr *e = rl_integer_set_constraint(s, 0);
  return e->kind == RL_AT_AFF_CONST && rl_affine_const_value(e) == k;
}
static bool set_empty(rl_context *c, const rl_mval *args) {
  (void)c;
  return set_is(args, 1);
}
static bool set_universe(rl_context *c, const rl_mval *args) {
  (void)c;
  return set_is(args, 0);
}

/* AffineEmptyLoopResults(loop): what MLIR's AffineForEmptyLoopFolder
 * replaces the results of an affine.for whose body only yields with: the
 * inits when it runs no iteration; else for each yielded value, itself
 * when defined outside the loop, or the init of the iteration argument it
 * is. It gives up when the loop has no results, when the trip count is
 * unknown and a value is from outside or an argument out of place, and
 * when the loop runs twice or more with an argument out of place. */
static bool empty_loop_results(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_op *loop = args[0].p;
  if (!loop || !loop->nresults) return false;
  rl_block *body = rl_op_regions(loop)[0].first;
  rl_op *y = body ? body->last : NULL;
  unsigned ni, fi = rl_op_operand_group(loop, 2, &ni);
  if (!y || y != body->first || y->noperands != loop->nresults || ni != loop->nresults || body->nargs != ni + 1)
    return false;
  rl_attr *lm = rl_op_get_prop(loop, rl_ident_get(c, "lowerBoundMap", 13));
  rl_attr *um = rl_op_get_prop(loop, rl_ident_get(c, "upperBoundMap", 13));
  rl_attr *st = rl_op_get_prop(loop, rl_ident_get(c, "step", 4));
  int64_t step = st && st->kind == RL_AT_INTEGER ? rl_attr_int_value(st) : 1, trip = -1;
  if (lm && um && lm->kind == RL_AT_AFFINE_MAP && um->kind == RL_AT_AFFINE_MAP && rl_affine_map_num_results(lm) == 1 &&
      rl_affine_map_num_results(um) == 1 && rl_affine_map_result(lm, 0)->kind == RL_AT_AFF_CONST &&
      rl_affine_map_result(um, 0)->kind == RL_AT_AFF_CONST && step > 0) {
    int64_t lo = rl_affine_const_value(rl_affine_map_result(lm, 0)), hi = rl_affine_const_value(rl_affine_map_result(um, 0));
    trip = hi - lo <= 0 ? 0 : (hi - lo + step - 1) / step;
  }
  void **arr = rl_context_alloc(c, loop->nresults * sizeof *arr);
  *out = (rl_mval){arr, RL_MRANGE_ARRAY, loop->nresults};
  if (trip == 0) {
    for (unsigned i = 0; i < ni; i++) arr[i] = loop->operands[fi + i].value;
    return true;
  }
  bool outside = false, out_of_order = false;
  for (unsigned i = 0; i < y->noperands; i++) {
    rl_value *v = y->operands[i].value;
    unsigned pos = 0;
    while (pos < ni && body->args[1 + pos] != v) pos++;
    if (pos == ni) {
      outside = true;
      arr[i] = v;
    } else {
      out_of_order |= pos != i;
      arr[i] = loop->operands[fi + pos].value;
    }
  }
  if (trip < 0 && (outside || out_of_order)) return false;
  if (trip >= 2 && out_of_order) return false;
  return true;
}

static const rl_rule_lib_entry lib[] = {
    {"AffineSetEmpty", 1, {RL_MK_ATTR}, 0, set_empty, NULL},
    {"AffineSetUniverse", 1, {RL_MK_ATTR}, 0, set_universe, NULL},
    {"AffineEmptyLoopResults", 1, {RL_MK_OP}, RL_MK_RANGE, NULL, empty_loop_results},
    {"AffineSimplifiable", 2, {RL_MK_ATTR, RL_MK_RANGE}, 0, simplifiable, NULL},
    {"AffineSimplifiedMap", 2, {RL_MK_ATTR, RL_MK_RANGE}, RL_MK_ATTR, NULL, simplified_map},
    {"AffineSimplifiedOperands", 2, {RL_MK_ATTR, RL_MK_RANGE}, RL_MK_RANGE, NULL, simplified_operands},
};

void rl_affine_rules_lib_register(void) { rl_rule_lib_register(lib, sizeof lib / sizeof *lib); }
