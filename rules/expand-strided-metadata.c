/* The helpers rules/expand-strided-metadata.rules calls (memref.ops
 * declares them; rules/lib.c registers them): facts of one type or
 * attribute that MLIR's --expand-strided-metadata reads. */
#include "rules/expand-strided-metadata.h"

#include "core/affine.h"
#include "core/attrs.h"
#include "core/context.h"
#include "core/rules_build.h"
#include "core/rules_rt.h"
#include "core/types.h"

enum { MAXR = 64 }; /* ranks handled (larger ones are left alone), as the rule library's */

/* MetadataTypes(t): the result types of memref.extract_strided_metadata of
 * a strided memref t (MLIR's inferReturnTypes): the 0-d base buffer of t's
 * element type and memory space, the offset, rank sizes and rank strides
 * (index); gives up on another type. */
static bool metadata_types(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_type *t = args[0].p;
  int64_t str[MAXR], off;
  if (!t || t->kind != RL_TY_MEMREF || rl_type_rank(t) > MAXR || !rl_memref_strides_offset(t, str, &off)) return false;
  unsigned n = 2 + 2 * rl_type_rank(t);
  rl_type **ts = rl_context_alloc(c, n * sizeof *ts);
  ts[0] = rl_type_memref(c, 0, NULL, rl_type_elem(t), NULL, rl_type_memspace(t));
  for (unsigned i = 1; i < n; i++) ts[i] = rl_type_index(c);
  *out = (rl_mval){ts, RL_MRANGE_ARRAY, n};
  return true;
}

/* IdentityLayout(t): a memref whose layout is the identity. */
static bool identity_layout(rl_context *c, const rl_mval *args) {
  (void)c;
  rl_type *t = args[0].p;
  if (!t || t->kind != RL_TY_MEMREF) return false;
  rl_attr *l = rl_type_layout(t);
  return !l || (l->kind == RL_AT_AFFINE_MAP && rl_affine_map_is_identity(l));
}

/* DroppedDims(sizes, result): for each entry of a subview's static sizes,
 * whether the subview of result type `result` drops that dimension (a bool
 * attribute each; MLIR's rank-reduction mask, taken greedily: a size-1
 * dimension is dropped when the result's next dimension does not match
 * it); gives up when the sizes do not reduce to the result's shape. */
static bool dropped_dims(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  const rl_attr *st = args[0].p;
  rl_type *rt = args[1].p;
  if (!st || st->kind != RL_AT_DENSE_ARRAY || !rt || rt->kind != RL_TY_MEMREF) return false;
  unsigned n = st->n - 1, rrank = rl_type_rank(rt), r = 0;
  rl_attr **v = rl_context_alloc(c, (n ? n : 1) * sizeof *v);
  for (unsigned i = 0; i < n; i++) {
    int64_t sz = (int64_t)st->w[1 + i];
    bool keep = r < rrank && ((sz != 1 && (sz == RL_DYNAMIC || rl_type_dim(rt, r) == RL_DYNAMIC)) || sz == rl_type_dim(rt, r));
    if (!keep && sz != 1) return false;
    r += keep;
    v[i] = rl_attr_bool(c, !keep);
  }
  if (r != rrank) return false;
  *out = (rl_mval){v, RL_MRANGE_ARRAY, n};
  return true;
}

/* Group(reassociation, g): the dimensions of group g of a reshape's
 * reassociation (an array of arrays of integers), as i64 attributes. */
static bool group_of(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_attr *ra = args[0].p;
  int64_t g;
  if (!ra || ra->kind != RL_AT_ARRAY || !rl_m_int_of(&args[1], &g) || g < 0 || (uint64_t)g >= ra->n) return false;
  rl_attr *grp = rl_attr_array_elem(ra, (unsigned)g);
  if (!grp || grp->kind != RL_AT_ARRAY) return false;
  rl_attr **v = rl_context_alloc(c, (grp->n ? grp->n : 1) * sizeof *v);
  rl_type *i64 = rl_type_integer(c, 64, RL_SIGNLESS);
  for (unsigned k = 0; k < grp->n; k++) v[k] = rl_attr_integer(c, i64, rl_attr_int_value(rl_attr_array_elem(grp, k)));
  *out = (rl_mval){v, RL_MRANGE_ARRAY, grp->n};
  return true;
}

static const rl_rule_lib_entry lib[] = {
    {"Group", 2, {RL_MK_ATTR, RL_MK_ATTR}, RL_MK_ATTRS, NULL, group_of},
    {"MetadataTypes", 1, {RL_MK_TYPE}, RL_MK_TYPES, NULL, metadata_types},
    {"IdentityLayout", 1, {RL_MK_TYPE}, 0, identity_layout, NULL},
    {"DroppedDims", 2, {RL_MK_ATTR, RL_MK_TYPE}, RL_MK_ATTRS, NULL, dropped_dims},
};

void rl_memref_expand_register(void) { rl_rule_lib_register(lib, sizeof lib / sizeof *lib); }
