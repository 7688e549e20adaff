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

static const rl_rule_lib_entry lib[] = {
    {"AffineSimplifiable", 2, {RL_MK_ATTR, RL_MK_RANGE}, 0, simplifiable, NULL},
    {"AffineSimplifiedMap", 2, {RL_MK_ATTR, RL_MK_RANGE}, RL_MK_ATTR, NULL, simplified_map},
    {"AffineSimplifiedOperands", 2, {RL_MK_ATTR, RL_MK_RANGE}, RL_MK_RANGE, NULL, simplified_operands},
};

void rl_affine_rules_lib_register(void) { rl_rule_lib_register(lib, sizeof lib / sizeof *lib); }
