/* Facts of the memref dialect's ops and types that rules ask for (declared
 * in memref.ops): the result types of memref.extract_strided_metadata, the
 * identity layout, the dimensions a subview drops, a reshape's groups.
 * Each reads one type or attribute; none builds IR. */
#include "dialects/memref/memref_lib.h"

#include "core/affine.h"
#include "core/attrs.h"
#include "core/context.h"
#include "core/ir.h"
#include "core/opdef.h"
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

/* EmptyShape(t): a ranked memref with a static size 0 (no elements). */
static bool empty_shape(rl_context *c, const rl_mval *args) {
  (void)c;
  rl_type *t = args[0].p;
  if (!t || t->kind != RL_TY_MEMREF) return false;
  for (unsigned i = 0; i < rl_type_rank(t); i++)
    if (rl_type_dim(t, i) == 0) return true;
  return false;
}

/* IdentityLayout(t): a memref whose layout is the identity. */
static bool identity_layout(rl_context *c, const rl_mval *args) {
  (void)c;
  rl_type *t = args[0].p;
  if (!t || t->kind != RL_TY_MEMREF) return false;
  rl_attr *l = rl_type_layout(t);
  return !l || (l->kind == RL_AT_AFFINE_MAP && rl_affine_map_is_identity(l));
}

/* Of the n strides s, how many equal x. */
static unsigned count_eq(const int64_t *s, unsigned n, int64_t x) {
  unsigned k = 0;
  for (unsigned i = 0; i < n; i++) k += s[i] == x;
  return k;
}

/* DroppedDims(sizes, src, res): for each entry of a subview's static sizes
 * (source type src, result type res), whether the subview drops that
 * dimension, as SubViewOp::getDroppedDims tells (a bool attribute each).
 * The candidates are the unit sizes; when there are more of them than
 * dimensions dropped, a candidate stays when its stride in src is still
 * needed to give res's strides (taken in order). Gives up when the sizes
 * do not reduce src to res. */
static bool dropped_dims(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  const rl_attr *sz = args[0].p;
  rl_type *src = args[1].p, *res = args[2].p;
  if (!sz || sz->kind != RL_AT_DENSE_ARRAY || !src || src->kind != RL_TY_MEMREF || !res || res->kind != RL_TY_MEMREF)
    return false;
  unsigned n = sz->n - 1, rr = rl_type_rank(res), count = 0;
  if (n > MAXR || n != rl_type_rank(src) || rr > n) return false;
  bool drop[MAXR];
  for (unsigned i = 0; i < n; i++) count += drop[i] = n != rr && (int64_t)sz->w[1 + i] == 1;
  if (count + rr != n) {
    int64_t ss[MAXR], rs[MAXR], off;
    unsigned left[MAXR]; /* per dimension: src's strides equal to its own not yet accounted for */
    if (!rl_memref_strides_offset(src, ss, &off) || !rl_memref_strides_offset(res, rs, &off)) return false;
    for (unsigned d = 0; d < n; d++) left[d] = count_eq(ss, n, ss[d]);
    count = 0;
    for (unsigned d = 0; d < n; d++) {
      if (!drop[d]) continue;
      unsigned want = count_eq(rs, rr, ss[d]);
      if (left[d] < want) return false;
      if (left[d] == want) {
        drop[d] = false;
        continue;
      }
      count++;
      for (unsigned e = 0; e < n; e++) left[e] -= ss[e] == ss[d];
    }
    if (count + rr != n) return false;
  }
  rl_attr **v = rl_context_alloc(c, (n ? n : 1) * sizeof *v);
  for (unsigned i = 0; i < n; i++) v[i] = rl_attr_bool(c, drop[i]);
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

/* AllocaScope(op): the nearest op around op that is an automatic
 * allocation scope (a func.func, an scf.for, a memref.alloca_scope...):
 * where a memref.alloca for op goes (MLIR's
 * getParentWithTrait<AutomaticAllocationScope>); gives up when none is. */
static bool alloca_scope(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)c, (void)b;
  for (rl_op *p = args[0].p ? rl_op_parent_op(args[0].p) : NULL; p; p = rl_op_parent_op(p))
    if (p->info->traits & RL_TRAIT_AUTOMATIC_ALLOCATION_SCOPE) {
      *out = (rl_mval){p, 0, 0};
      return p->nregions > 0;
    }
  return false;
}

static const rl_rule_lib_entry lib[] = {
    {"AllocaScope", 1, {RL_MK_OP}, RL_MK_OP, NULL, alloca_scope},
    {"Group", 2, {RL_MK_ATTR, RL_MK_ATTR}, RL_MK_ATTRS, NULL, group_of},
    {"MetadataTypes", 1, {RL_MK_TYPE}, RL_MK_TYPES, NULL, metadata_types},
    {"IdentityLayout", 1, {RL_MK_TYPE}, 0, identity_layout, NULL},
    {"EmptyShape", 1, {RL_MK_TYPE}, 0, empty_shape, NULL},
    {"DroppedDims", 3, {RL_MK_ATTR, RL_MK_TYPE, RL_MK_TYPE}, RL_MK_ATTRS, NULL, dropped_dims},
};

void rl_memref_lib_register(void) { rl_rule_lib_register(lib, sizeof lib / sizeof *lib); }
