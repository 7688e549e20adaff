/* Facts of the vector dialect's types that rules ask for (declared in
 * vector.ops): a vector type without leading dimensions (the type
 * vector.extract gives), its rows, the minor identity map of a transfer.
 * Each reads one type or attribute; none builds IR. */
#include "dialects/vector/vector_lib.h"

#include "core/affine.h"
#include "core/attrs.h"
#include "core/rules_build.h"
#include "core/rules_rt.h"
#include "core/types.h"

enum { MAX_RANK = 16 };

static bool is_vector(const rl_type *t) { return t->kind == RL_TY_VECTOR; }

/* DropLeading(t): vector type t without its leading dimension. */
static bool drop_leading_lib(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_type *t = args[0].p;
  unsigned r = t && is_vector(t) ? rl_type_rank(t) : 0;
  if (r == 0 || r > MAX_RANK) return false;
  int64_t dims[MAX_RANK];
  bool sc[MAX_RANK];
  for (unsigned i = 1; i < r; i++) dims[i - 1] = rl_type_dim(t, i), sc[i - 1] = rl_type_dim_scalable(t, i);
  out->p = rl_type_vector(c, r - 1, dims, sc, rl_type_elem(t));
  return out->p != NULL;
}

/* Row(t): the 1-D vector type of the last dimension of vector type t. */
static bool row_lib(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_type *t = args[0].p;
  unsigned r = t && is_vector(t) ? rl_type_rank(t) : 0;
  if (r == 0) return false;
  int64_t n = rl_type_dim(t, r - 1);
  bool sc = rl_type_dim_scalable(t, r - 1);
  out->p = rl_type_vector(c, 1, &n, &sc, rl_type_elem(t));
  return out->p != NULL;
}

/* ExtractedType(t, pos): the type vector.extract gives from vector type t
 * at static position pos (a dense i64 array): t without its first
 * len(pos) dimensions, its element type at a full position. */
static bool extracted_type(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_type *t = args[0].p;
  const rl_attr *pos = args[1].p;
  unsigned r = t && is_vector(t) ? rl_type_rank(t) : 0;
  if (!pos || pos->kind != RL_AT_DENSE_ARRAY || pos->n - 1 > r || r > MAX_RANK) return false;
  unsigned k = pos->n - 1;
  if (k == r) {
    out->p = rl_type_elem(t);
    return true;
  }
  int64_t dims[MAX_RANK];
  bool sc[MAX_RANK];
  for (unsigned i = k; i < r; i++) dims[i - k] = rl_type_dim(t, i), sc[i - k] = rl_type_dim_scalable(t, i);
  out->p = rl_type_vector(c, r - k, dims, sc, rl_type_elem(t));
  return out->p != NULL;
}

/* MinorIdentity(shaped, v): the permutation map of a transfer between
 * shaped type `shaped` and vector type v that reads its last dims in order
 * (MLIR's getTransferMinorIdentityMap; scalar elements only). */
static bool minor_identity_lib(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_type *s = args[0].p, *v = args[1].p;
  if (!s || !v || !is_vector(v) || (s->kind != RL_TY_MEMREF && s->kind != RL_TY_TENSOR)) return false;
  unsigned n = rl_type_rank(s), r = rl_type_rank(v);
  if (r > n || r > MAX_RANK || is_vector(rl_type_elem(s))) return false;
  rl_attr *res[MAX_RANK];
  for (unsigned i = 0; i < r; i++) res[i] = rl_affine_dim(c, n - r + i);
  out->p = rl_affine_map(c, n, 0, r, res);
  return out->p != NULL;
}

/* UnpackedBuffer(t): memref<S x vector<d0 x V>> as memref<S x d0 x
 * vector<V>> (MLIR's unpackOneDim in --convert-vector-to-scf: the buffer a
 * transfer's leading dimension is unrolled over); gives up on a leading
 * scalable dimension or another type. */
static bool unpacked_buffer(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_type *t = args[0].p, *v = t && t->kind == RL_TY_MEMREF ? rl_type_elem(t) : NULL;
  unsigned r = t ? rl_type_rank(t) : 0, vr = v && is_vector(v) ? rl_type_rank(v) : 0;
  if (vr == 0 || vr > MAX_RANK || r + 1 > MAX_RANK || rl_type_dim_scalable(v, 0)) return false;
  int64_t dims[MAX_RANK], vd[MAX_RANK];
  bool sc[MAX_RANK];
  for (unsigned i = 0; i < r; i++) dims[i] = rl_type_dim(t, i);
  dims[r] = rl_type_dim(v, 0);
  for (unsigned i = 1; i < vr; i++) vd[i - 1] = rl_type_dim(v, i), sc[i - 1] = rl_type_dim_scalable(v, i);
  rl_type *e = rl_type_vector(c, vr - 1, vd, sc, rl_type_elem(v));
  out->p = e ? rl_type_memref(c, r + 1, dims, e, NULL, rl_type_memspace(t)) : NULL;
  return out->p != NULL;
}


/* XferPermutation(map): the positions a transfer's permutation map puts
 * its results at when it is a permutation of a minor identity with
 * broadcasts (MLIR's isPermutationOfMinorIdentityWithBroadcasting: each
 * result a dimension of the minor ones or the constant 0; a broadcast
 * takes the first position no dimension has), one index each; gives up
 * on another map. */
static bool permutation_of(const rl_attr *m, unsigned perm[]) {
  if (!m || m->kind != RL_AT_AFFINE_MAP) return false;
  unsigned nd = rl_affine_map_num_dims(m), nr = rl_affine_map_num_results(m);
  if (nr > MAX_RANK || nd > 64) return false;
  unsigned start = nr < nd ? nd - nr : 0, lead = nr > nd ? nr - nd : 0, size = nd > nr ? nd : nr;
  bool found[64 + MAX_RANK] = {false}, bcast[MAX_RANK] = {false};
  for (unsigned i = 0; i < nr; i++) {
    const rl_attr *e = rl_affine_map_result(m, i);
    if (e->kind == RL_AT_AFF_CONST) {
      if (rl_affine_const_value(e) != 0) return false;
      bcast[i] = true;
    } else if (e->kind == RL_AT_AFF_DIM) {
      unsigned d = rl_affine_position(e);
      if (d < start) return false;
      perm[i] = d - start + lead;
      found[perm[i]] = true;
    } else {
      return false;
    }
  }
  unsigned pos = 0;
  for (unsigned i = 0; i < nr; i++) {
    if (!bcast[i]) continue;
    while (pos < size && found[pos]) pos++;
    perm[i] = pos++;
  }
  return true;
}
static bool xfer_permutation(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  unsigned perm[MAX_RANK];
  if (!permutation_of(args[0].p, perm)) return false;
  unsigned nr = rl_affine_map_num_results(args[0].p);
  rl_attr **v = rl_context_alloc(c, (nr ? nr : 1) * sizeof *v);
  for (unsigned i = 0; i < nr; i++) v[i] = rl_attr_integer(c, rl_type_index(c), perm[i]);
  *out = (rl_mval){v, RL_MRANGE_ARRAY, nr};
  return true;
}

/* IsXferPermutation(map): XferPermutation has the map's positions. */
static bool is_xfer_permutation(rl_context *c, const rl_mval *args) {
  (void)c;
  unsigned perm[MAX_RANK];
  return permutation_of(args[0].p, perm);
}

/* MapWithResults(map, exprs): an affine map of map's dimensions and
 * symbols whose results are exprs (affine expressions). */
static bool map_with_results(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  const rl_attr *m = args[0].p;
  unsigned n = args[1].p ? args[1].n : 0;
  if (!m || m->kind != RL_AT_AFFINE_MAP || n > MAX_RANK) return false;
  rl_attr *res[MAX_RANK];
  for (unsigned i = 0; i < n; i++) {
    res[i] = (rl_attr *)rl_m_range_at(&args[1], RL_MK_ATTRS, i);
    if (!res[i] || !rl_affine_is_expr(res[i])) return false;
  }
  out->p = rl_affine_map(c, rl_affine_map_num_dims(m), rl_affine_map_num_syms(m), n, res);
  return out->p != NULL;
}

/* MinorIdentityWithBroadcasting(map): each result of map the constant 0
 * or the dimension of its own position among the last ones (MLIR's
 * isMinorIdentityWithBroadcasting). */
static bool minor_identity_with_broadcasting(rl_context *c, const rl_mval *args) {
  (void)c;
  const rl_attr *m = args[0].p;
  if (!m || m->kind != RL_AT_AFFINE_MAP) return false;
  unsigned nd = rl_affine_map_num_dims(m), nr = rl_affine_map_num_results(m);
  if (nd < nr) return false;
  for (unsigned i = 0; i < nr; i++) {
    const rl_attr *e = rl_affine_map_result(m, i);
    if (e->kind == RL_AT_AFF_CONST ? rl_affine_const_value(e) != 0
                                   : e->kind != RL_AT_AFF_DIM || rl_affine_position(e) != nd - nr + i)
      return false;
  }
  return true;
}

static const rl_rule_lib_entry lib[] = {
    {"XferPermutation", 1, {RL_MK_ATTR}, RL_MK_ATTRS, NULL, xfer_permutation},
    {"IsXferPermutation", 1, {RL_MK_ATTR}, 0, is_xfer_permutation, NULL},
    {"MapWithResults", 2, {RL_MK_ATTR, RL_MK_ATTRS}, RL_MK_ATTR, NULL, map_with_results},
    {"MinorIdentityWithBroadcasting", 1, {RL_MK_ATTR}, 0, minor_identity_with_broadcasting, NULL},
    {"UnpackedBuffer", 1, {RL_MK_TYPE}, RL_MK_TYPE, NULL, unpacked_buffer},
    {"DropLeading", 1, {RL_MK_TYPE}, RL_MK_TYPE, NULL, drop_leading_lib},
    {"Row", 1, {RL_MK_TYPE}, RL_MK_TYPE, NULL, row_lib},
    {"ExtractedType", 2, {RL_MK_TYPE, RL_MK_ATTR}, RL_MK_TYPE, NULL, extracted_type},
    {"MinorIdentity", 2, {RL_MK_TYPE, RL_MK_TYPE}, RL_MK_ATTR, NULL, minor_identity_lib},
};

void rl_vector_lib_register(void) { rl_rule_lib_register(lib, sizeof lib / sizeof *lib); }
