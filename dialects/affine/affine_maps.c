/* The affine dialect's map helpers of the rule library (declared in
 * affine.ops; MLIR keeps them with the dialect too): maps of
 * a given size, and MLIR's makeComposedFoldedAffineApply and
 * makeComposedFoldedAffineMin over a mixed list, split in two so that rules
 * keep static what folds (AffineFold: the constant, or the dynamic marker)
 * and build the op only for what does not (AffineApply). A mixed list is
 * (ks, vs): integer attributes, each a constant or the dynamic marker (MLIR's
 * ShapedType::kDynamic), the values vs standing for the dynamic ones in turn
 * (docs/rules.md, "Mixed lists"). */
#include <string.h>

#include "core/rules_build.h"
#include "core/rules_rt.h"
#include "core/types.h"
#include "dialects/affine/affine.h"
#include "dialects/affine/affine_map.h"
#include "dialects/affine/affine_ops.h"

/* n of an index attribute, 0 <= n <= max. */
static bool count_of(const rl_mval *a, unsigned max, unsigned *n) {
  int64_t v;
  if (!rl_m_int_of(a, &v) || v < 0 || v > (int64_t)max) return false;
  *n = (unsigned)v;
  return true;
}

/* OffsetMap(n): ()[s0, ..., s2n] -> (s0 + s1 * s2 + ... + s(2n-1) * s2n), a
 * base offset moved by n offsets times n strides. */
static bool offset_map(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  unsigned n;
  if (!count_of(&args[0], (RL_AFF_MAX_OPERANDS - 1) / 2, &n)) return false;
  rl_attr *e = rl_affine_sym(c, 0);
  for (unsigned i = 0; i < n; i++)
    e = rl_affine_binary(c, RL_AT_AFF_ADD, e,
                         rl_affine_binary(c, RL_AT_AFF_MUL, rl_affine_sym(c, 1 + 2 * i), rl_affine_sym(c, 2 + 2 * i)));
  *out = (rl_mval){rl_affine_map(c, 0, 2 * n + 1, 1, &e), 0, 0};
  return true;
}

/* ProductMap(n): ()[s0, ..., s(n-1)] -> (1 * s0 * ... * s(n-1)), simplified
 * (1 when n is 0). */
static bool product_map(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  unsigned n;
  if (!count_of(&args[0], RL_AFF_MAX_OPERANDS, &n)) return false;
  rl_attr *e = rl_affine_const(c, 1);
  for (unsigned i = 0; i < n; i++) e = rl_affine_binary(c, RL_AT_AFF_MUL, e, rl_affine_sym(c, i));
  *out = (rl_mval){rl_affine_map(c, 0, n, 1, &e), 0, 0};
  return true;
}

/* DimsMap(n): (d0, ..., d(n-1)) -> (d0, ..., d(n-1)), n >= 1 (the minimum
 * or maximum of n values). */
static bool dims_map(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  unsigned n;
  rl_attr *ds[RL_AFF_MAX_OPERANDS];
  if (!count_of(&args[0], RL_AFF_MAX_OPERANDS, &n) || !n) return false;
  for (unsigned i = 0; i < n; i++) ds[i] = rl_affine_dim(c, i);
  *out = (rl_mval){rl_affine_map(c, n, 0, n, ds), 0, 0};
  return true;
}

/* DimsBinaryMap(kind): (d0, d1) -> (d0 KIND d1), kind "floordiv", "ceildiv"
 * or "mod": a semi-affine map the text form cannot write (MLIR builds it
 * with d0.floorDiv(d1) in delinearizeIndex). */
static bool dims_binary_map(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  const rl_attr *k = args[0].p;
  if (!k || k->kind != RL_AT_STRING) return false;
  const char *s = rl_attr_string_ident(k)->str;
  unsigned kind = !strcmp(s, "floordiv") ? RL_AT_AFF_FLOORDIV
                  : !strcmp(s, "ceildiv") ? RL_AT_AFF_CEILDIV
                  : !strcmp(s, "mod")     ? RL_AT_AFF_MOD
                                          : 0;
  if (!kind) return false;
  rl_attr *e = rl_affine_binary(c, kind, rl_affine_dim(c, 0), rl_affine_dim(c, 1));
  *out = (rl_mval){rl_affine_map(c, 2, 0, 1, &e), 0, 0};
  return true;
}

/* MapSlice(map, start, n): results [start, start + n) of map, over its dims
 * and symbols (MLIR's getSliceMap: an affine.parallel bound group). */
static bool map_slice(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  const rl_attr *m = args[0].p;
  int64_t at, n;
  if (!m || m->kind != RL_AT_AFFINE_MAP || !rl_m_int_of(&args[1], &at) || !rl_m_int_of(&args[2], &n) || at < 0 ||
      n < 0 || at + n > (int64_t)rl_affine_map_num_results(m) || n > RL_AFF_MAX_OPERANDS)
    return false;
  rl_attr *es[RL_AFF_MAX_OPERANDS];
  for (int64_t i = 0; i < n; i++) es[i] = rl_affine_map_result(m, (unsigned)(at + i));
  *out = (rl_mval){rl_affine_map(c, rl_affine_map_num_dims(m), rl_affine_map_num_syms(m), (unsigned)n, es), 0, 0};
  return true;
}

/* AffineInputs(map): its number of dims and symbols (an index attribute). */
static bool affine_inputs(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  const rl_attr *m = args[0].p;
  if (!m || m->kind != RL_AT_AFFINE_MAP) return false;
  *out = (rl_mval){rl_attr_integer(c, rl_type_index(c), rl_affine_map_num_dims(m) + rl_affine_map_num_syms(m)), 0, 0};
  return true;
}

/* The mixed list (ks, vs) as one operand per dim and symbol of map. */
static bool operands_of(const rl_mval *args, rl_ofr *ops) {
  const rl_attr *map = args[0].p;
  unsigned nk = args[1].p ? args[1].n : 0, nv = args[2].p ? args[2].n : 0, k = 0;
  if (!map || map->kind != RL_AT_AFFINE_MAP || rl_affine_map_num_results(map) < 1 ||
      nk != rl_affine_map_num_dims(map) + rl_affine_map_num_syms(map) || nk > RL_AFF_MAX_OPERANDS)
    return false;
  for (unsigned i = 0; i < nk; i++) {
    rl_mval e = {rl_m_range_at(&args[1], RL_MK_ATTRS, i), 0, 0};
    int64_t v;
    if (!rl_m_int_of(&e, &v)) return false;
    if (v != RL_DYNAMIC) {
      ops[i] = (rl_ofr){NULL, v};
      continue;
    }
    if (k == nv) return false;
    ops[i] = (rl_ofr){rl_m_range_at(&args[2], RL_MK_RANGE, k++), 0};
  }
  return k == nv;
}

/* What the apply (or min) folds to: true and *r when it does; false with
 * *map composed and vals[0..*n) its operands when not (*map NULL: it gives up). */
static bool fold(rl_context *c, const rl_mval *args, bool min, rl_attr **map, rl_value **vals, unsigned *n, rl_ofr *r) {
  rl_ofr ops[RL_AFF_MAX_OPERANDS];
  *map = NULL;
  if (!operands_of(args, ops)) return false;
  *map = args[0].p;
  if (min) return rl_aff_composed_folded_min_max(c, map, ops, true, vals, n, r);
  if (rl_affine_map_num_results(*map) != 1) return *map = NULL, false;
  return rl_aff_composed_folded_apply(c, map, ops, vals, n, r);
}

/* AffineFold(map, ks, vs), AffineMinFold: the constant it folds to (an i64
 * attribute), else the dynamic marker. */
static bool fold_entry(rl_context *c, const rl_mval *args, bool min, rl_mval *out) {
  rl_attr *map;
  rl_value *vals[RL_AFF_MAX_OPERANDS];
  unsigned n;
  rl_ofr r;
  bool folded = fold(c, args, min, &map, vals, &n, &r);
  if (!folded && !map) return false;
  int64_t k = folded && !r.v ? r.k : RL_DYNAMIC;
  *out = (rl_mval){rl_attr_integer(c, rl_type_integer(c, 64, RL_SIGNLESS), k), 0, 0};
  return true;
}
static bool affine_fold(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  return fold_entry(c, args, false, out);
}
static bool affine_min_fold(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  return fold_entry(c, args, true, out);
}

/* AffineApply(map, ks, vs), AffineMin: the value (an operand, or an
 * affine.apply / affine.min created before the rule's root); gives up when
 * it folds to a constant (AffineFold has it). */
static bool value_entry(rl_context *c, rl_builder *b, const rl_mval *args, bool min, rl_mval *out) {
  rl_attr *map;
  rl_value *vals[RL_AFF_MAX_OPERANDS];
  unsigned n;
  rl_ofr r;
  if (!b) return false;
  if (fold(c, args, min, &map, vals, &n, &r)) {
    *out = (rl_mval){r.v, 0, 0};
    return r.v != NULL;
  }
  if (!map) return false;
  rl_builder d = {.ctx = c};
  rl_attr *loc = b->before ? b->before->loc : rl_loc_unknown(c);
  rl_op *op = min ? rl_affine_min_create(&d, loc, rl_type_index(c), n, vals, map)
                  : rl_affine_apply_create(&d, loc, rl_type_index(c), n, vals, map);
  rl_rewriter_insert(rl_m_rewriter(b), op);
  *out = (rl_mval){rl_op_result(op, 0), 0, 0};
  return true;
}
static bool affine_apply(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  return value_entry(c, b, args, false, out);
}
static bool affine_min(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  return value_entry(c, b, args, true, out);
}

#define MIXED 3, {RL_MK_ATTR, RL_MK_ATTRS, RL_MK_RANGE}

static const rl_rule_lib_entry lib[] = {
    {"OffsetMap", 1, {RL_MK_ATTR}, RL_MK_ATTR, NULL, offset_map},
    {"ProductMap", 1, {RL_MK_ATTR}, RL_MK_ATTR, NULL, product_map},
    {"DimsMap", 1, {RL_MK_ATTR}, RL_MK_ATTR, NULL, dims_map},
    {"DimsBinaryMap", 1, {RL_MK_ATTR}, RL_MK_ATTR, NULL, dims_binary_map},
    {"MapSlice", 3, {RL_MK_ATTR, RL_MK_ATTR, RL_MK_ATTR}, RL_MK_ATTR, NULL, map_slice},
    {"AffineInputs", 1, {RL_MK_ATTR}, RL_MK_ATTR, NULL, affine_inputs},
    {"AffineFold", MIXED, RL_MK_ATTR, NULL, affine_fold},
    {"AffineApply", MIXED, RL_MK_VALUE, NULL, affine_apply},
    {"AffineMinFold", MIXED, RL_MK_ATTR, NULL, affine_min_fold},
    {"AffineMin", MIXED, RL_MK_VALUE, NULL, affine_min},
};

void rl_affine_maps_lib_register(void) { rl_rule_lib_register(lib, sizeof lib / sizeof *lib); }
