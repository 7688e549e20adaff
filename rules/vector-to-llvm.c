/* The vector dialect's ops in the llvm dialect (vector_to_llvm.h). Pattern
 * code: it edits only through the rewriter and drivers/conversion.h, and
 * makes every check before its first edit, so giving up changes nothing. */
#include "rules/vector-to-llvm.h"

#include <stdlib.h>

#include "core/attrs.h"
#include "core/rules_build.h"
#include "core/rules_rt.h"
#include "core/types.h"
#include "dialects/llvm/llvm_types.h"
#include "dialects/vector/vector_ops.h"
#include "rules/llvm-types.h"

enum { MAX_RANK = 16 };

static bool is_vector(const rl_type *t) { return t->kind == RL_TY_VECTOR; }

/* ---- hoisted zero constants ----------------------------------------------------------- */

/* MLIR's broadcast pre-pass hoists its zero vectors to the start of the
 * function's entry block, one per value, the newest first. There, after
 * the casts of block arguments (which the conversion puts first), come the
 * hoisted vector constants, each followed by its cast; a scalar constant
 * ends them (an n-D fma's zero, which MLIR makes after the pre-pass).
 * hoist_scan gives the op a new constant goes before (NULL: none, at the
 * end of the block) and sets *found to the constant of value `zero` there
 * (or NULL); false when op is in no function. */
static bool hoist_scan(rl_op *op, rl_attr *zero, rl_op **at, rl_op **found) {
  while (op && !(op->info->traits & RL_TRAIT_ISOLATED)) op = rl_op_parent_op(op);
  if (!op || !op->nregions || !rl_op_regions(op)[0].first || !zero) return false;
  rl_context *c = rl_op_context(op);
  rl_opinfo *cast = rl_opinfo_get(c, "builtin.unrealized_conversion_cast", 34);
  rl_opinfo *cst = rl_opinfo_get(c, "arith.constant", 14);
  rl_ident *value = rl_ident_cstr(c, "value");
  rl_op *k = rl_op_regions(op)[0].first->first;
  while (k && k->info == cast && k->noperands == 1 && rl_op_operand(k, 0)->is_arg) k = k->next;
  *at = k, *found = NULL;
  for (; k && k->info == cst && is_vector(k->results[0].type); k = k->next) {
    if (rl_op_get_prop(k, value) == zero) {
      *found = k;
      break;
    }
    if (k->next && k->next->info == cast && k->next->noperands == 1 && rl_op_operand(k->next, 0) == &k->results[0])
      k = k->next;
  }
  return true;
}

/* HoistedZero(op, zero): the constant `zero` hoisted in op's function,
 * made there (before the first op after the casts of block arguments,
 * so the newest first) unless it is already. */
static bool hoisted_zero(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  rl_op *at, *found;
  rl_attr *zero = args[1].p;
  if (!b || !hoist_scan(args[0].p, zero, &at, &found) || (!found && !at)) return false;
  if (!found) {
    rl_rewriter *rw = rl_m_rewriter(b);
    rl_builder saved = rw->b;
    rl_rewriter_set_before(rw, at);
    rl_named_attr p = {rl_ident_cstr(c, "value"), zero};
    rl_type *t = rl_attr_type_of(zero);
    rl_op_state st = {.info = rl_opinfo_get(c, "arith.constant", 14), .loc = ((rl_op *)args[0].p)->loc,
                      .nresults = 1, .result_types = &t, .props = rl_attr_dict(c, 1, &p, NULL)};
    found = rl_rewriter_create(rw, &st);
    rw->b = saved;
  }
  out->p = found ? &found->results[0] : NULL;
  return out->p != NULL;
}

/* ---- the rules library's vector helpers ------------------------------------------- */

/* RowType(t): the llvm type of a row of vector type t (its last dimension,
 * scalable or not, as a 1-D vector of the converted element type; a 0-D
 * vector's is a vector of one element). */
static bool row_type(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_type *t = args[0].p;
  if (!t || !is_vector(t)) return false;
  unsigned r = rl_type_rank(t);
  int64_t n = r ? rl_type_dim(t, r - 1) : 1;
  bool sc = r ? rl_type_dim_scalable(t, r - 1) : false;
  rl_type *row = rl_type_vector(c, 1, &n, &sc, rl_type_elem(t));
  out->p = row ? rl_llvm_convert_type(c, row, (unsigned)rl_rules_option_int("index-bitwidth")) : NULL;
  return out->p != NULL;
}

/* PtrVector(v, p): `!llvm.vec<N x p>` for a 1-D vector type v of N
 * elements (scalable: `!llvm.vec<? x N x p>`), the addresses a gather or
 * scatter computes from vector v of offsets. */
static bool ptr_vector(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_type *v = args[0].p, *p = args[1].p;
  if (!v || !is_vector(v) || rl_type_rank(v) != 1 || !p || !rl_llvm_type_is_ptr(p)) return false;
  out->p = rl_llvm_vec_type(c, p, (uint64_t)rl_type_dim(v, 0), rl_type_dim_scalable(v, 0));
  return out->p != NULL;
}

/* TransposeFrom(t, perm) and TransposeTo(t, perm): MLIR's element-wise
 * transpose lowering visits the positions of vector type t over its
 * leading dimensions up to the last one perm moves (the trailing ones it
 * leaves in place stay vectors), row-major; From gives each position in
 * t, To the same position permuted (to[i] = from[perm[i]]), as i64 dense
 * arrays. */
static bool transpose_positions(rl_context *c, const rl_mval *args, bool to, rl_mval *out) {
  rl_type *t = args[0].p;
  const rl_attr *perm = args[1].p;
  unsigned r = t && is_vector(t) ? rl_type_rank(t) : 0;
  if (!r || r > MAX_RANK || !perm || perm->kind != RL_AT_DENSE_ARRAY || perm->n - 1 != r) return false;
  unsigned n = r; /* the pruned rank: the trailing dimensions in place dropped */
  while (n > 0 && (int64_t)perm->w[n] == (int64_t)(n - 1)) n--;
  size_t count = 1;
  for (unsigned i = 0; i < n; i++) {
    int64_t d = rl_type_dim(t, i);
    if (d <= 0 || (int64_t)perm->w[1 + i] >= (int64_t)n || count * (size_t)d > (1u << 20)) return false;
    count *= (size_t)d;
  }
  rl_attr **v = rl_context_alloc(c, count * sizeof *v);
  uint64_t pos[MAX_RANK] = {0}, moved[MAX_RANK];
  rl_type *i64 = rl_type_integer(c, 64, RL_SIGNLESS);
  for (size_t k = 0; k < count; k++) {
    for (unsigned i = 0; i < n; i++) moved[i] = pos[perm->w[1 + i]];
    v[k] = rl_attr_dense_array(c, i64, n, to ? moved : pos);
    for (unsigned i = n; i-- > 0;) {
      if (++pos[i] < (uint64_t)rl_type_dim(t, i)) break;
      pos[i] = 0;
    }
  }
  *out = (rl_mval){v, RL_MRANGE_ARRAY, (unsigned)count};
  return true;
}

static bool transpose_from(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  return transpose_positions(c, args, false, out);
}

static bool transpose_to(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  return transpose_positions(c, args, true, out);
}

/* SplatMask(t): the shufflevector mask that repeats element 0 over a row
 * of vector type t (as many zeros as its last dimension). */
static bool splat_mask(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_type *t = args[0].p;
  if (!t || !is_vector(t) || rl_type_rank(t) == 0) return false;
  int64_t n = rl_type_dim(t, rl_type_rank(t) - 1);
  if (n < 0 || n > (1 << 20)) return false;
  uint64_t *zeros = calloc(n ? (size_t)n : 1, sizeof *zeros);
  if (!zeros) return false;
  out->p = rl_attr_dense_array(c, rl_type_integer(c, 32, RL_SIGNLESS), (size_t)n, zeros);
  free(zeros);
  return out->p != NULL;
}

/* ---- multi_reduction and contract lowerings' shapes ------------------------------------------ */

/* The integers of a dense i64 array or of an array of integer attributes. */
static bool i64_elems(const rl_attr *a, int64_t *v, unsigned cap, unsigned *n) {
  if (a && a->kind == RL_AT_ARRAY && a->n <= cap) {
    *n = a->n;
    for (unsigned i = 0; i < *n; i++) {
      const rl_attr *e = rl_attr_array_elem(a, i);
      if (e->kind != RL_AT_INTEGER) return false;
      v[i] = rl_attr_int_value(e);
    }
    return true;
  }
  if (!a || a->kind != RL_AT_DENSE_ARRAY || a->n - 1 > cap) return false;
  *n = a->n - 1;
  for (unsigned i = 0; i < *n; i++) v[i] = (int64_t)a->w[1 + i];
  return true;
}

/* The same, as an array of i64 integer attributes (MLIR's I64ArrayAttr). */
static rl_attr *i64_array_attr(rl_context *c, const int64_t *v, unsigned n) {
  rl_attr *e[MAX_RANK];
  for (unsigned i = 0; i < n; i++) e[i] = rl_attr_integer(c, rl_type_integer(c, 64, RL_SIGNLESS), v[i]);
  return rl_attr_array(c, n, e);
}

static rl_attr *i64_array(rl_context *c, const int64_t *v, unsigned n) {
  uint64_t w[MAX_RANK];
  for (unsigned i = 0; i < n; i++) w[i] = (uint64_t)v[i];
  return rl_attr_dense_array(c, rl_type_integer(c, 64, RL_SIGNLESS), n, w);
}

static bool bool_attr(const rl_attr *a) { return a && a->kind == RL_AT_INTEGER && rl_attr_int_value(a) != 0; }

/* TransposedType(t, perm): vector type t with its dimensions permuted. */
static bool transposed_type(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_type *t = args[0].p;
  int64_t perm[MAX_RANK], dims[MAX_RANK];
  bool sc[MAX_RANK];
  unsigned n;
  if (!t || !is_vector(t) || !i64_elems(args[1].p, perm, MAX_RANK, &n) || n != rl_type_rank(t)) return false;
  for (unsigned i = 0; i < n; i++) {
    if (perm[i] < 0 || perm[i] >= (int64_t)n) return false;
    dims[i] = rl_type_dim(t, (unsigned)perm[i]), sc[i] = rl_type_dim_scalable(t, (unsigned)perm[i]);
  }
  out->p = rl_type_vector(c, n, dims, sc, rl_type_elem(t));
  return out->p != NULL;
}

/* A multi_reduction's dims split: the reduced ones as written, the
 * parallel ones in order. */
static bool split_dims(rl_type *t, const rl_attr *dims, int64_t *red, unsigned *nred, int64_t *par, unsigned *npar) {
  if (!t || !is_vector(t) || rl_type_rank(t) > MAX_RANK || !i64_elems(dims, red, MAX_RANK, nred)) return false;
  *npar = 0;
  for (unsigned i = 0; i < rl_type_rank(t); i++) {
    bool r = false;
    for (unsigned k = 0; k < *nred; k++) r |= red[k] == (int64_t)i;
    if (!r) par[(*npar)++] = i;
  }
  return true;
}

/* MultiReductionPermutation(t, dims, inner): the transpose that puts the
 * reduced dims last (inner true) or first, parallel dims keeping their
 * order (MLIR's InnerOuterDimReductionConversion); gives up when there is
 * no parallel dim or they are in place already. */
static bool mr_permutation(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  int64_t red[MAX_RANK], par[MAX_RANK], perm[MAX_RANK];
  unsigned nred, npar;
  bool inner = bool_attr(args[2].p);
  if (!split_dims(args[0].p, args[1].p, red, &nred, par, &npar) || !npar) return false;
  bool in_place = true;
  for (unsigned i = 0; i < npar; i++) in_place &= par[i] == (int64_t)(inner ? i : nred + i);
  if (in_place) return false;
  unsigned n = 0;
  if (inner) {
    for (unsigned i = 0; i < npar; i++) perm[n++] = par[i];
    for (unsigned i = 0; i < nred; i++) perm[n++] = red[i];
  } else {
    for (unsigned i = 0; i < nred; i++) perm[n++] = red[i];
    for (unsigned i = 0; i < npar; i++) perm[n++] = par[i];
  }
  out->p = i64_array(c, perm, n);
  return true;
}

/* MultiReductionMovedDims(t, dims, inner): the reduced dims once moved
 * last (inner) or first, in order. */
static bool mr_moved_dims(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  int64_t red[MAX_RANK], par[MAX_RANK], d[MAX_RANK];
  unsigned nred, npar;
  if (!split_dims(args[0].p, args[1].p, red, &nred, par, &npar)) return false;
  unsigned r = nred + npar;
  for (unsigned i = 0; i < nred; i++) d[i] = bool_attr(args[2].p) ? (int64_t)(r - nred + i) : (int64_t)i;
  out->p = i64_array_attr(c, d, nred);
  return true;
}

/* The shape MLIR's ReduceMultiDimReductionRank flattens a multi_reduction
 * of rank > 1 to (parallel dims first when inner), or false when it does
 * not apply: rank-2 with a parallel and a reduced dim, dims out of place,
 * more than one scalable dim. *pdim: the flattened parallel size (0: none). */
static bool mr_flat(const rl_mval *args, int64_t *shape, bool *sc, unsigned *n, int64_t *dims, unsigned *ndims,
                    int64_t *pdim, bool *psc) {
  rl_type *t = args[0].p;
  int64_t red[MAX_RANK], par[MAX_RANK];
  unsigned nred, npar, r;
  bool inner = bool_attr(args[2].p);
  if (!split_dims(t, args[1].p, red, &nred, par, &npar) || (r = rl_type_rank(t)) < 2) return false;
  unsigned nsc = 0;
  for (unsigned i = 0; i < r; i++) nsc += rl_type_dim_scalable(t, i);
  if (nsc > 1) return false;
  if (r == 2 && nred == 1) return false;
  for (unsigned i = 0; i < npar; i++)
    if (par[i] != (int64_t)(inner ? i : nred + i)) return false;
  int64_t P = npar ? 1 : 0, R = nred ? 1 : 0;
  bool ps = false, rs = false;
  for (unsigned i = 0; i < r; i++) {
    bool isred = false;
    for (unsigned k = 0; k < nred; k++) isred |= red[k] == (int64_t)i;
    if (isred) R *= rl_type_dim(t, i), rs |= rl_type_dim_scalable(t, i);
    else P *= rl_type_dim(t, i), ps |= rl_type_dim_scalable(t, i);
  }
  *n = 0, *ndims = 0;
  if (P) shape[*n] = P, sc[(*n)++] = ps;
  if (R) dims[(*ndims)++] = *n, shape[*n] = R, sc[(*n)++] = rs;
  if (!inner && *n == 2) {
    int64_t x = shape[0];
    shape[0] = shape[1], shape[1] = x;
    bool y = sc[0];
    sc[0] = sc[1], sc[1] = y;
    dims[0] = 0;
  }
  *pdim = P, *psc = ps;
  return true;
}

/* MultiReductionFlatType(t, dims, inner): the flattened source type. */
static bool mr_flat_type(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  int64_t shape[2], dims[2], P;
  bool sc[2], ps;
  unsigned n, nd;
  if (!mr_flat(args, shape, sc, &n, dims, &nd, &P, &ps)) return false;
  out->p = rl_type_vector(c, n, shape, sc, rl_type_elem((rl_type *)args[0].p));
  return out->p != NULL;
}

/* MultiReductionFlatDims(t, dims, inner): its reduced dims. */
static bool mr_flat_dims(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  int64_t shape[2], dims[2], P;
  bool sc[2], ps;
  unsigned n, nd;
  if (!mr_flat(args, shape, sc, &n, dims, &nd, &P, &ps)) return false;
  out->p = i64_array_attr(c, dims, nd);
  return true;
}

/* MultiReductionFlatAccType(t, dims, inner): the flattened accumulator's
 * type, vector<P>; gives up when there is no parallel dim. */
static bool mr_flat_acc_type(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  int64_t shape[2], dims[2], P;
  bool sc[2], ps;
  unsigned n, nd;
  if (!mr_flat(args, shape, sc, &n, dims, &nd, &P, &ps) || !P) return false;
  out->p = rl_type_vector(c, 1, &P, &ps, rl_type_elem((rl_type *)args[0].p));
  return out->p != NULL;
}

/* WithLeadingUnit(t): vector type t with a leading dimension of 1 (a
 * scalar t: vector<1 x t>). */
static bool with_leading_unit(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_type *t = args[0].p;
  int64_t dims[MAX_RANK] = {1};
  bool sc[MAX_RANK] = {false};
  if (!t) return false;
  if (!is_vector(t)) {
    out->p = rl_type_vector(c, 1, dims, sc, t);
    return out->p != NULL;
  }
  unsigned r = rl_type_rank(t);
  if (r + 1 > MAX_RANK) return false;
  for (unsigned i = 0; i < r; i++) dims[i + 1] = rl_type_dim(t, i), sc[i + 1] = rl_type_dim_scalable(t, i);
  out->p = rl_type_vector(c, r + 1, dims, sc, rl_type_elem(t));
  return out->p != NULL;
}

/* ---- contract lowering's plans ------------------------------------------------------------------------ */

/* Result position of dimension d in affine map m, or -1. */
static int map_pos(const rl_attr *m, int64_t d) {
  for (unsigned i = 2; i < m->n; i++) {
    const rl_attr *e = rl_word_ptr(m->w[i]);
    if (e->kind == RL_AT_AFF_DIM && (int64_t)e->w[0] == d) return (int)(i - 2);
  }
  return -1;
}

static bool is_reduction(const rl_attr *its, unsigned i) {
  const rl_attr *e = rl_attr_array_elem(its, i);
  return e->kind == RL_AT_ENUM && e->w[1] == RL_VECTOR_ITERATORTYPE_REDUCTION;
}

/* A contract's maps and iterator types, when well formed. */
static bool contract_parts(rl_op *op, rl_attr **maps, rl_attr **its) {
  rl_context *c = rl_op_context(op);
  if (!op || op->noperands != 3 || !op->nresults) return false;
  *maps = rl_op_get_prop(op, rl_ident_cstr(c, "indexing_maps"));
  *its = rl_op_get_prop(op, rl_ident_cstr(c, "iterator_types"));
  if (!*maps || !*its || (*maps)->kind != RL_AT_ARRAY || (*maps)->n != 3 || (*its)->kind != RL_AT_ARRAY) return false;
  for (unsigned i = 0; i < 3; i++)
    if (rl_attr_array_elem(*maps, i)->kind != RL_AT_AFFINE_MAP) return false;
  return true;
}

/* Whether affine map m (of 3 or 2 dims) is (d_a, d_b) or (d_a). */
static bool map_is(const rl_attr *m, int a, int b) {
  unsigned nr = m->n - 2;
  if (nr != (b < 0 ? 1u : 2u)) return false;
  const rl_attr *e0 = rl_word_ptr(m->w[2]);
  if (e0->kind != RL_AT_AFF_DIM || (int)e0->w[0] != a) return false;
  if (b < 0) return true;
  const rl_attr *e1 = rl_word_ptr(m->w[3]);
  return e1->kind == RL_AT_AFF_DIM && (int)e1->w[0] == b;
}

/* ContractDot(op): how MLIR's ContractionOpToDotLowering reads a matmul-
 * or matvec-like add contraction (maps over exactly m, n, k): [swap,
 * transpose lhs, transpose rhs] of the operands it then multiplies row
 * by row; gives up on other contractions. */
static bool contract_dot(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_op *op = args[0].p;
  rl_attr *maps, *its;
  if (!contract_parts(op, &maps, &its)) return false;
  const rl_attr *l = rl_attr_array_elem(maps, 0), *r = rl_attr_array_elem(maps, 1), *o = rl_attr_array_elem(maps, 2);
  int64_t v[3] = {0, 0, 0};
  enum { M = 0, N = 1, K = 2 };
  if (its->n == 3 && !is_reduction(its, 0) && !is_reduction(its, 1) && is_reduction(its, 2)) {
    static const int cases[8][6] = {{M, K, K, N, M, N}, {M, K, N, K, M, N}, {K, M, K, N, M, N}, {K, M, N, K, M, N},
                                    {M, K, K, N, N, M}, {M, K, N, K, N, M}, {K, M, K, N, N, M}, {K, M, N, K, N, M}};
    static const int64_t what[8][3] = {{0, 0, 1}, {0, 0, 0}, {0, 1, 1}, {0, 1, 0},
                                       {1, 1, 0}, {1, 0, 0}, {1, 1, 1}, {1, 0, 1}};
    int k = -1;
    for (int i = 0; i < 8 && k < 0; i++)
      if (map_is(l, cases[i][0], cases[i][1]) && map_is(r, cases[i][2], cases[i][3]) && map_is(o, cases[i][4], cases[i][5]))
        k = i;
    if (k < 0) return false;
    for (int i = 0; i < 3; i++) v[i] = what[k][i];
  } else if (its->n == 2 && !is_reduction(its, 0) && is_reduction(its, 1)) {
    if (map_is(l, 0, 1) && map_is(r, 1, -1) && map_is(o, 0, -1)) {
    } else if (map_is(l, 1, 0) && map_is(r, 1, -1) && map_is(o, 0, -1)) {
      v[1] = 1;
    } else if (map_is(l, 1, -1) && map_is(r, 0, 1) && map_is(o, 0, -1)) {
      v[0] = 1;
    } else if (map_is(l, 1, -1) && map_is(r, 1, 0) && map_is(o, 0, -1)) {
      v[0] = 1, v[1] = 1;
    } else {
      return false;
    }
  } else {
    return false;
  }
  out->p = i64_array(c, v, 3);
  return true;
}

/* ContractPlan(op): the next step of MLIR's generic ContractionOpLowering
 * for an add contraction of one element type: [mode, iterator, lhs dim,
 * rhs dim, result dim, size], mode 0 unrolling a parallel iterator (a
 * batch dim, else the first free dim of lhs, else of rhs), 1 a reduction
 * iterator (iterator 0), 2 the base case (1-D lhs and rhs: a
 * multiplication and a reduction); dims not involved are -1. */
static bool contract_plan(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_op *op = args[0].p;
  rl_attr *maps, *its;
  if (!contract_parts(op, &maps, &its)) return false;
  rl_type *lt = rl_op_operand(op, 0)->type, *rt = rl_op_operand(op, 1)->type, *at = rl_op_operand(op, 2)->type;
  rl_type *ae = is_vector(at) ? rl_type_elem(at) : at;
  if (!is_vector(lt) || !is_vector(rt) || rl_type_elem(lt) != ae || rl_type_elem(rt) != ae) return false;
  rl_attr *kind = rl_op_get_prop(op, rl_ident_cstr(c, "kind"));
  if (kind && kind->kind == RL_AT_ENUM && kind->w[1] != RL_VECTOR_COMBININGKIND_ADD) return false;
  const rl_attr *l = rl_attr_array_elem(maps, 0), *r = rl_attr_array_elem(maps, 1), *o = rl_attr_array_elem(maps, 2);
  int li = -1, ri = -1;
  bool found = false;
  for (unsigned i = 0; i < its->n && !found; i++) /* the first batch dim */
    if (!is_reduction(its, i) && (li = map_pos(l, i)) >= 0 && (ri = map_pos(r, i)) >= 0) found = true;
  if (!found) {
    li = ri = -1;
    for (unsigned d = 0; d < rl_type_rank(lt) && !found; d++) /* the first free dim of lhs */
      if (!is_reduction(its, (unsigned)((const rl_attr *)rl_word_ptr(l->w[2 + d]))->w[0])) li = (int)d, found = true;
    for (unsigned d = 0; d < rl_type_rank(rt) && !found; d++)
      if (!is_reduction(its, (unsigned)((const rl_attr *)rl_word_ptr(r->w[2 + d]))->w[0])) ri = (int)d, found = true;
  }
  int64_t v[6];
  if (found) {
    int64_t it = li >= 0 ? (int64_t)((const rl_attr *)rl_word_ptr(l->w[2 + li]))->w[0]
                         : (int64_t)((const rl_attr *)rl_word_ptr(r->w[2 + ri]))->w[0];
    if (li >= 0 && ri >= 0 && (int64_t)((const rl_attr *)rl_word_ptr(r->w[2 + ri]))->w[0] != it) return false;
    int oi = map_pos(o, it);
    if (oi < 0 || !is_vector(at)) return false;
    v[0] = 0, v[1] = it, v[2] = li, v[3] = ri, v[4] = oi;
    v[5] = li >= 0 ? rl_type_dim(lt, (unsigned)li) : rl_type_dim(rt, (unsigned)ri);
  } else {
    if (is_vector(at)) return false;
    li = map_pos(l, 0), ri = map_pos(r, 0);
    if (li < 0 || ri < 0 || rl_type_dim(lt, (unsigned)li) != rl_type_dim(rt, (unsigned)ri)) return false;
    if (rl_type_rank(lt) == 1 && rl_type_rank(rt) != 1) return false;
    v[0] = rl_type_rank(lt) == 1 ? 2 : 1, v[1] = 0, v[2] = li, v[3] = ri, v[4] = -1, v[5] = rl_type_dim(lt, (unsigned)li);
  }
  out->p = i64_array(c, v, 6);
  return true;
}

/* ContractLowMaps(maps, it): the maps without iterator it (MLIR's adjustMap). */
static bool contract_low_maps(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  const rl_attr *maps = args[0].p, *ia = args[1].p;
  if (!maps || maps->kind != RL_AT_ARRAY || !ia || ia->kind != RL_AT_INTEGER || maps->n > 8) return false;
  int64_t it = rl_attr_int_value(ia);
  rl_attr *nm[8];
  for (unsigned i = 0; i < maps->n; i++) {
    const rl_attr *m = rl_attr_array_elem(maps, i);
    if (m->kind != RL_AT_AFFINE_MAP || m->w[0] == 0 || m->n - 2 > MAX_RANK) return false;
    rl_attr *res[MAX_RANK];
    unsigned n = 0;
    for (unsigned k = 2; k < m->n; k++) {
      const rl_attr *e = rl_word_ptr(m->w[k]);
      if (e->kind != RL_AT_AFF_DIM) return false;
      int64_t d = (int64_t)e->w[0];
      if (d != it) res[n++] = rl_affine_dim(c, (unsigned)(d < it ? d : d - 1));
    }
    nm[i] = rl_affine_map(c, (unsigned)m->w[0] - 1, 0, n, res);
  }
  out->p = rl_attr_array(c, maps->n, nm);
  return true;
}

/* ContractLowIters(its, it): the iterator types without iterator it. */
static bool contract_low_iters(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  const rl_attr *its = args[0].p, *ia = args[1].p;
  if (!its || its->kind != RL_AT_ARRAY || !ia || ia->kind != RL_AT_INTEGER || its->n > 64 || !its->n) return false;
  int64_t it = rl_attr_int_value(ia);
  rl_attr *v[64];
  unsigned n = 0;
  for (unsigned i = 0; i < its->n; i++)
    if ((int64_t)i != it) v[n++] = rl_attr_array_elem(its, i);
  out->p = rl_attr_array(c, n, v);
  return true;
}

/* DropDim(t, i): vector type t without dimension i. */
static bool drop_dim(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_type *t = args[0].p;
  const rl_attr *ia = args[1].p;
  unsigned r = t && is_vector(t) ? rl_type_rank(t) : 0;
  if (!r || r > MAX_RANK || !ia || ia->kind != RL_AT_INTEGER) return false;
  int64_t k = rl_attr_int_value(ia), dims[MAX_RANK];
  bool sc[MAX_RANK];
  unsigned n = 0;
  if (k < 0 || k >= (int64_t)r) return false;
  for (unsigned i = 0; i < r; i++)
    if ((int64_t)i != k) dims[n] = rl_type_dim(t, i), sc[n++] = rl_type_dim_scalable(t, i);
  out->p = rl_type_vector(c, n, dims, sc, rl_type_elem(t));
  return out->p != NULL;
}

static const rl_rule_lib_entry lib[] = {
    {"RowType", 1, {RL_MK_TYPE}, RL_MK_TYPE, NULL, row_type},
    {"SplatMask", 1, {RL_MK_TYPE}, RL_MK_ATTR, NULL, splat_mask},
    {"PtrVector", 2, {RL_MK_TYPE, RL_MK_TYPE}, RL_MK_TYPE, NULL, ptr_vector},
    {"TransposeFrom", 2, {RL_MK_TYPE, RL_MK_ATTR}, RL_MK_ATTRS, NULL, transpose_from},
    {"TransposeTo", 2, {RL_MK_TYPE, RL_MK_ATTR}, RL_MK_ATTRS, NULL, transpose_to},
    {"HoistedZero", 2, {RL_MK_OP, RL_MK_ATTR}, RL_MK_VALUE, NULL, hoisted_zero},
    {"TransposedType", 2, {RL_MK_TYPE, RL_MK_ATTR}, RL_MK_TYPE, NULL, transposed_type},
    {"MultiReductionPermutation", 3, {RL_MK_TYPE, RL_MK_ATTR, RL_MK_ATTR}, RL_MK_ATTR, NULL, mr_permutation},
    {"MultiReductionMovedDims", 3, {RL_MK_TYPE, RL_MK_ATTR, RL_MK_ATTR}, RL_MK_ATTR, NULL, mr_moved_dims},
    {"MultiReductionFlatType", 3, {RL_MK_TYPE, RL_MK_ATTR, RL_MK_ATTR}, RL_MK_TYPE, NULL, mr_flat_type},
    {"MultiReductionFlatDims", 3, {RL_MK_TYPE, RL_MK_ATTR, RL_MK_ATTR}, RL_MK_ATTR, NULL, mr_flat_dims},
    {"MultiReductionFlatAccType", 3, {RL_MK_TYPE, RL_MK_ATTR, RL_MK_ATTR}, RL_MK_TYPE, NULL, mr_flat_acc_type},
    {"WithLeadingUnit", 1, {RL_MK_TYPE}, RL_MK_TYPE, NULL, with_leading_unit},
    {"ContractDot", 1, {RL_MK_OP}, RL_MK_ATTR, NULL, contract_dot},
    {"ContractPlan", 1, {RL_MK_OP}, RL_MK_ATTR, NULL, contract_plan},
    {"ContractLowMaps", 2, {RL_MK_ATTR, RL_MK_ATTR}, RL_MK_ATTR, NULL, contract_low_maps},
    {"ContractLowIters", 2, {RL_MK_ATTR, RL_MK_ATTR}, RL_MK_ATTR, NULL, contract_low_iters},
    {"DropDim", 2, {RL_MK_TYPE, RL_MK_ATTR}, RL_MK_TYPE, NULL, drop_dim},
};

void rl_vector_llvm_register(void) { rl_rule_lib_register(lib, sizeof lib / sizeof *lib); }
