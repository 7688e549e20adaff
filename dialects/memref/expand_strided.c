/* --expand-strided-metadata: views as reinterpret_cast over the source's
 * strided metadata, and extract_strided_metadata folded through its
 * source's definition, as MLIR 19 computes them (see expand_strided.h). */
#include "dialects/memref/expand_strided.h"

#include <string.h>

#include "core/context.h"
#include "core/types.h"
#include "dialects/affine/affine_map.h"
#include "dialects/arith/arith_ops.h"
#include "dialects/memref/memref_ops.h"

enum { MAXR = 32 }; /* ranks handled (larger ones are left alone) */

static bool has_verify(const rl_op *op, bool (*fn)(rl_op *)) { return op && op->info->def && op->info->def->verify == fn; }

/* MLIR's getStridesAndOffset (core's), for ranks handled here. */
static bool strides_and_offset(rl_type *t, int64_t *strides, int64_t *offset) {
  return rl_type_rank(t) <= MAXR && rl_memref_strides_offset(t, strides, offset);
}

static rl_ofr val(rl_value *v) { return (rl_ofr){v, 0}; }
static rl_ofr cst(int64_t k) { return (rl_ofr){NULL, k}; }

/* The mixed (static or dynamic) list `g` of an op with static array `st`. */
static unsigned mixed(rl_op *op, unsigned g, rl_attr *st, rl_ofr *out) {
  unsigned size, first = rl_op_operand_group(op, g, &size), k = 0, n = st ? st->n - 1 : 0;
  for (unsigned i = 0; i < n && i < MAXR; i++) {
    int64_t v = (int64_t)st->w[1 + i];
    out[i] = v == RL_DYNAMIC && k < size ? val(op->operands[first + k++].value) : cst(v);
  }
  return n;
}

typedef struct ctx {
  rl_rewriter *rw;
  rl_context *c;
  rl_builder d;
  rl_attr *loc;
  rl_type *idx;
} ctx;

static void init(ctx *x, rl_rewriter *rw, rl_op *op) {
  rl_context *c = rw->b.ctx;
  *x = (ctx){rw, c, {c, NULL, NULL}, op->loc, rl_type_index(c)};
  rl_rewriter_set_before(rw, op);
}

static rl_op *ins(ctx *x, rl_op *op) {
  rl_rewriter_insert(x->rw, op);
  return op;
}

/* extract_strided_metadata of src. */
static rl_op *metadata(ctx *x, rl_value *src) {
  rl_type *t = src->type;
  unsigned rank = rl_type_rank(t);
  rl_type *types[2 * MAXR];
  for (unsigned i = 0; i < 2 * rank; i++) types[i] = x->idx;
  rl_type *base = rl_type_memref(x->c, 0, NULL, rl_type_elem(t), NULL, rl_type_memspace(t));
  return ins(x, rl_memref_extract_strided_metadata_create(&x->d, x->loc, base, x->idx, 2 * rank, types, src));
}
static rl_value *md_offset(rl_op *m) { return rl_op_result(m, 1); }
static rl_value *md_size(rl_op *m, unsigned i) { return rl_op_result(m, 2 + i); }
static rl_value *md_stride(rl_op *m, unsigned i) { return rl_op_result(m, 2 + (m->nresults - 2) / 2 + i); }

static rl_value *materialize(ctx *x, rl_ofr o) {
  if (o.v) return o.v;
  return rl_op_result(ins(x, rl_arith_constant_create(&x->d, x->loc, x->idx, rl_attr_integer(x->c, x->idx, o.k))), 0);
}

static rl_ofr apply(ctx *x, rl_attr *expr, unsigned nsyms, const rl_ofr *ops) {
  rl_attr *m = rl_affine_map(x->c, 0, nsyms, 1, &expr);
  return rl_aff_make_composed_folded_apply(x->rw, x->loc, m, ops, nsyms);
}

static rl_attr *S(ctx *x, unsigned i) { return rl_affine_sym(x->c, i); }
static rl_attr *K(ctx *x, int64_t k) { return rl_affine_const(x->c, k); }
static rl_attr *ADD(ctx *x, rl_attr *a, rl_attr *b) { return rl_affine_binary(x->c, RL_AT_AFF_ADD, a, b); }
static rl_attr *MUL(ctx *x, rl_attr *a, rl_attr *b) { return rl_affine_binary(x->c, RL_AT_AFF_MUL, a, b); }
static rl_attr *FDIV(ctx *x, rl_attr *a, rl_attr *b) { return rl_affine_binary(x->c, RL_AT_AFF_FLOORDIV, a, b); }

/* A view's metadata: base, offset, sizes, strides. */
typedef struct strided {
  rl_value *base;
  rl_ofr offset;
  unsigned rank;
  rl_ofr sizes[MAXR], strides[MAXR];
} strided;

static rl_op *reinterpret(ctx *x, rl_type *type, const strided *s) {
  uint64_t so[1], ss[MAXR], st[MAXR];
  rl_value *dof[1], *dsz[MAXR], *dst[MAXR];
  unsigned no = 0, nsz = 0, nst = 0;
  so[0] = s->offset.v ? (uint64_t)RL_DYNAMIC : (uint64_t)s->offset.k;
  if (s->offset.v) dof[no++] = s->offset.v;
  for (unsigned i = 0; i < s->rank; i++) {
    ss[i] = s->sizes[i].v ? (uint64_t)RL_DYNAMIC : (uint64_t)s->sizes[i].k;
    if (s->sizes[i].v) dsz[nsz++] = s->sizes[i].v;
    st[i] = s->strides[i].v ? (uint64_t)RL_DYNAMIC : (uint64_t)s->strides[i].k;
    if (s->strides[i].v) dst[nst++] = s->strides[i].v;
  }
  rl_type *i64 = rl_type_integer(x->c, 64, RL_SIGNLESS);
  return ins(x, rl_memref_reinterpret_cast_create(&x->d, x->loc, type, s->base, no, dof, nsz, dsz, nst, dst,
                                                  rl_attr_dense_array(x->c, i64, 1, so),
                                                  rl_attr_dense_array(x->c, i64, s->rank, ss),
                                                  rl_attr_dense_array(x->c, i64, s->rank, st)));
}

/* ---- subview --------------------------------------------------------------- */

/* MLIR's resolveSubviewStridedMetadata. */
static bool resolve_subview(ctx *x, rl_op *sv, strided *out) {
  rl_value *src = sv->operands[0].value;
  rl_type *st = src->type, *rt = sv->results[0].type;
  unsigned srank = rl_type_rank(st), rrank = rl_type_rank(rt);
  int64_t sstrides[MAXR], soff;
  if (srank > MAXR || 2 * srank + 1 > RL_AFF_MAX_OPERANDS || !strides_and_offset(st, sstrides, &soff)) return false;
  rl_ofr offs[MAXR], sizes[MAXR], subs[MAXR];
  if (mixed(sv, 1, rl_memref_subview_static_offsets(sv), offs) != srank ||
      mixed(sv, 2, rl_memref_subview_static_sizes(sv), sizes) != srank ||
      mixed(sv, 3, rl_memref_subview_static_strides(sv), subs) != srank)
    return false;
  /* Dropped dims (MLIR's greedy rank-reduction mask). */
  bool dropped[MAXR] = {0};
  unsigned r = 0;
  for (unsigned i = 0; i < srank; i++) {
    int64_t sz = sizes[i].v ? RL_DYNAMIC : sizes[i].k;
    if (r < rrank && sz != 1 && (sz == RL_DYNAMIC || rl_type_dim(rt, r) == RL_DYNAMIC)) {
      r++;
      continue;
    }
    if (r < rrank && sz == rl_type_dim(rt, r)) {
      r++;
      continue;
    }
    if (sz != 1) return false;
    dropped[i] = true;
  }
  if (r != rrank) return false;
  rl_op *m = metadata(x, src);
  rl_ofr strides[MAXR], values[2 * MAXR + 1];
  values[0] = soff == RL_DYNAMIC ? val(md_offset(m)) : cst(soff);
  rl_attr *expr = S(x, 0);
  for (unsigned i = 0; i < srank; i++) {
    rl_ofr orig = sstrides[i] == RL_DYNAMIC ? val(md_stride(m, i)) : cst(sstrides[i]);
    rl_ofr two[2] = {subs[i], orig};
    strides[i] = apply(x, MUL(x, S(x, 0), S(x, 1)), 2, two);
    expr = ADD(x, expr, MUL(x, S(x, 1 + 2 * i), S(x, 2 + 2 * i)));
    values[1 + 2 * i] = offs[i];
    values[2 + 2 * i] = orig;
  }
  out->base = rl_op_result(m, 0);
  out->offset = apply(x, expr, 2 * srank + 1, values);
  out->rank = 0;
  for (unsigned i = 0; i < srank; i++) {
    if (dropped[i]) continue;
    out->sizes[out->rank] = sizes[i];
    out->strides[out->rank++] = strides[i];
  }
  return true;
}

/* ---- expand_shape and collapse_shape ---------------------------------------- */

static unsigned group(rl_attr *reassoc, unsigned g, unsigned *dims) {
  rl_attr *grp = rl_attr_array_elem(reassoc, g);
  for (unsigned k = 0; k < grp->n; k++) dims[k] = (unsigned)rl_attr_int_value(rl_attr_array_elem(grp, k));
  return grp->n;
}

static void expanded(ctx *x, rl_op *op, rl_type *srct, rl_op *m, const int64_t *sstrides, unsigned g, unsigned *n,
                     rl_ofr *sizes, rl_ofr *strides) {
  rl_type *rt = op->results[0].type;
  unsigned dims[MAXR], gs = group(rl_memref_expand_shape_reassociation(op), g, dims);
  /* Sizes: the static ones, the dynamic one from the source size. */
  int64_t prod = 1;
  int dyn = -1;
  for (unsigned i = 0; i < gs; i++) {
    int64_t d = rl_type_dim(rt, dims[i]);
    if (d == RL_DYNAMIC) {
      dyn = (int)i;
      continue;
    }
    prod *= d;
    sizes[i] = cst(d);
  }
  rl_ofr osz = rl_type_dim(srct, g) == RL_DYNAMIC ? val(md_size(m, g)) : cst(rl_type_dim(srct, g));
  (void)osz;
  rl_ofr origsize = val(md_size(m, g));
  if (dyn >= 0) sizes[dyn] = apply(x, FDIV(x, S(x, 0), K(x, prod)), 1, &origsize);
  /* Strides. */
  int64_t cur = 1, base[MAXR];
  int dyn2 = -1;
  for (int i = (int)gs - 1; i >= 0; i--) {
    base[i] = cur;
    int64_t d = rl_type_dim(rt, dims[i]);
    if (d == RL_DYNAMIC) {
      dyn2 = i;
      continue;
    }
    cur *= d;
  }
  rl_ofr ostride = sstrides[g] == RL_DYNAMIC ? val(md_stride(m, g)) : cst(sstrides[g]);
  int done = 0;
  if (dyn2 >= 0) {
    for (; done < dyn2; done++) {
      rl_ofr two[2] = {origsize, ostride};
      rl_attr *e = MUL(x, FDIV(x, MUL(x, S(x, 0), K(x, base[done])), K(x, cur)), S(x, 1));
      strides[done] = apply(x, e, 2, two);
    }
  }
  for (; done < (int)gs; done++) strides[done] = apply(x, MUL(x, S(x, 0), K(x, base[done])), 1, &ostride);
  *n = gs;
}

static bool collapsed(ctx *x, rl_op *op, rl_type *srct, rl_op *m, const int64_t *sstrides, unsigned g, rl_ofr *size,
                      rl_ofr *stride) {
  rl_type *rt = op->results[0].type;
  unsigned dims[MAXR], gs = group(rl_memref_collapse_shape_reassociation(op), g, dims);
  int64_t d = rl_type_dim(rt, g);
  if (d != RL_DYNAMIC) {
    *size = cst(d);
  } else {
    rl_ofr ops[MAXR];
    rl_attr *e = NULL;
    for (unsigned i = 0; i < gs; i++) {
      int64_t sd = rl_type_dim(srct, dims[i]);
      ops[i] = sd == RL_DYNAMIC ? val(md_size(m, dims[i])) : cst(sd);
      e = e ? MUL(x, e, S(x, i)) : S(x, i);
    }
    *size = apply(x, e, gs, ops);
  }
  rl_ofr gstr[MAXR];
  unsigned ng = 0;
  for (unsigned i = 0; i < gs; i++) {
    if (rl_type_dim(srct, dims[i]) == 1) continue;
    gstr[ng++] = sstrides[dims[i]] == RL_DYNAMIC ? val(md_stride(m, dims[i])) : cst(sstrides[dims[i]]);
  }
  if (!ng) {
    int64_t cs[MAXR], co;
    if (!strides_and_offset(rt, cs, &co)) return false;
    if (cs[g] != RL_DYNAMIC) {
      *stride = cst(cs[g]);
      return true;
    }
    for (unsigned i = 0; i < gs; i++)
      if (sstrides[dims[i]] == RL_DYNAMIC) return *stride = val(md_stride(m, dims[i])), true;
    return false;
  }
  /* The minimum stride (the collapsed dims are contiguous). */
  rl_attr *ids[MAXR];
  for (unsigned i = 0; i < ng; i++) ids[i] = rl_affine_dim(x->c, i);
  *stride = rl_aff_make_composed_folded_min_max(x->rw, x->loc, rl_affine_map(x->c, ng, 0, ng, ids), gstr, true);
  return true;
}

static bool resolve_reshape(ctx *x, rl_op *op, bool expand, strided *out) {
  rl_value *src = op->operands[0].value;
  rl_type *srct = src->type, *rt = op->results[0].type;
  unsigned srank = rl_type_rank(srct), rrank = rl_type_rank(rt);
  int64_t sstrides[MAXR], soff;
  if (srank > MAXR || rrank > MAXR || !strides_and_offset(srct, sstrides, &soff)) return false;
  rl_op *m = metadata(x, src);
  out->base = rl_op_result(m, 0);
  out->offset = soff == RL_DYNAMIC ? val(md_offset(m)) : cst(soff);
  out->rank = rrank;
  if (srank == 0) {
    for (unsigned i = 0; i < rrank; i++) out->sizes[i] = out->strides[i] = cst(1);
    return true;
  }
  unsigned k = 0;
  if (expand) {
    for (unsigned g = 0; g < srank; g++) {
      unsigned n;
      expanded(x, op, srct, m, sstrides, g, &n, out->sizes + k, out->strides + k);
      k += n;
    }
  } else {
    for (unsigned g = 0; g < rrank; g++, k++)
      if (!collapsed(x, op, srct, m, sstrides, g, &out->sizes[k], &out->strides[k])) return false;
  }
  return k == rrank;
}

rl_op *rl_memref_fold_view(rl_rewriter *rw, rl_op *view) {
  ctx x;
  init(&x, rw, view);
  strided s;
  bool ok = has_verify(view, rl_memref_subview_verify)          ? resolve_subview(&x, view, &s)
            : has_verify(view, rl_memref_expand_shape_verify)   ? resolve_reshape(&x, view, true, &s)
            : has_verify(view, rl_memref_collapse_shape_verify) ? resolve_reshape(&x, view, false, &s)
                                                                : false;
  /* Ops made before a failure stay, unused: the driver erases them. */
  if (!ok) return NULL;
  return reinterpret(&x, view->results[0].type, &s);
}

/* ---- extract_strided_metadata ------------------------------------------------- */

static rl_value **results(ctx *x, const rl_ofr *vals, unsigned n) {
  rl_value **r = rl_context_alloc(x->c, n * sizeof *r);
  for (unsigned i = 0; i < n; i++) r[i] = materialize(x, vals[i]);
  return r;
}

rl_value **rl_memref_fold_metadata(rl_rewriter *rw, rl_op *op, rl_op *src) {
  ctx x;
  init(&x, rw, op);
  rl_type *t = src->nresults ? src->results[0].type : NULL;
  unsigned rank = t ? rl_type_rank(t) : 0;
  if (!t || rank > MAXR || op->nresults != 2 + 2 * rank) return NULL;
  rl_ofr res[2 + 2 * MAXR];
  if (has_verify(src, rl_memref_extract_strided_metadata_verify)) {
    /* The metadata of a base buffer: the same buffer, offset 0. */
    rl_value **r = rl_context_alloc(x.c, 2 * sizeof *r);
    r[0] = rl_op_result(src, 0);
    r[1] = materialize(&x, cst(0));
    return r;
  }
  if (has_verify(src, rl_memref_reinterpret_cast_verify)) {
    /* The cast's source must have metadata itself: an unranked one has
     * none (as in MLIR, which checks the source's type). */
    rl_value *from = src->operands[0].value;
    int64_t fstr[MAXR], foff;
    if (!strides_and_offset(from->type, fstr, &foff)) return NULL;
    rl_op *m = metadata(&x, from);
    rl_ofr o[1], sz[MAXR], st[MAXR];
    if (mixed(src, 1, rl_memref_reinterpret_cast_static_offsets(src), o) != 1 ||
        mixed(src, 2, rl_memref_reinterpret_cast_static_sizes(src), sz) != rank ||
        mixed(src, 3, rl_memref_reinterpret_cast_static_strides(src), st) != rank)
      return NULL;
    res[0] = val(rl_op_result(m, 0));
    res[1] = val(materialize(&x, o[0]));
    for (unsigned i = 0; i < rank; i++) res[2 + i] = sz[i], res[2 + rank + i] = st[i];
    return results(&x, res, 2 + 2 * rank);
  }
  if (has_verify(src, rl_memref_cast_verify)) {
    rl_value *from = src->operands[0].value;
    if (rl_type_rank(from->type) != rank) return NULL; /* unranked: not a source for the metadata */
    /* What the cast's source type knows statically. */
    t = from->type;
    int64_t sstr[MAXR], soff;
    if (!strides_and_offset(t, sstr, &soff)) return NULL;
    rl_op *m = metadata(&x, from);
    res[0] = val(rl_op_result(m, 0));
    res[1] = soff != RL_DYNAMIC ? cst(soff) : val(md_offset(m));
    for (unsigned i = 0; i < rank; i++) {
      res[2 + i] = rl_type_dim(t, i) != RL_DYNAMIC ? cst(rl_type_dim(t, i)) : val(md_size(m, i));
      res[2 + rank + i] = sstr[i] != RL_DYNAMIC ? cst(sstr[i]) : val(md_stride(m, i));
    }
    return results(&x, res, 2 + 2 * rank);
  }
  bool alloc = has_verify(src, rl_memref_alloc_verify) || has_verify(src, rl_memref_alloca_verify);
  bool global = has_verify(src, rl_memref_get_global_verify);
  if (alloc || global) {
    if (rl_type_layout(t) && !(rl_type_layout(t)->kind == RL_AT_AFFINE_MAP && rl_affine_map_is_identity(rl_type_layout(t))))
      return NULL;
    rl_ofr sizes[MAXR], strides[MAXR];
    unsigned dyn = 0, ndyn = 0, first = alloc ? rl_op_operand_group(src, 0, &ndyn) : 0;
    for (unsigned i = 0; i < rank; i++) {
      int64_t d = rl_type_dim(t, i);
      if (d == RL_DYNAMIC) {
        if (!alloc || dyn >= ndyn) return NULL;
        sizes[i] = val(src->operands[first + dyn++].value);
      } else {
        sizes[i] = cst(d);
      }
      strides[i] = cst(1);
    }
    rl_attr *e = K(&x, 1);
    unsigned nsym = 0;
    for (int i = (int)rank - 2; i >= 0; i--) {
      e = MUL(&x, e, S(&x, nsym++));
      strides[i] = apply(&x, e, nsym, &sizes[i + 1]);
    }
    /* The base buffer: the buffer itself when the types agree, else a
     * reinterpret_cast to the 0-d type; nothing when unused (the buffer
     * stands in for it, replacing no use). */
    rl_value *buf = rl_op_result(src, 0), *base = buf;
    rl_type *bt = op->results[0].type;
    if (rl_value_has_uses(rl_op_result(op, 0)) && buf->type != bt) {
      strided z = {.base = buf, .offset = cst(0), .rank = 0};
      base = rl_op_result(reinterpret(&x, bt, &z), 0);
    }
    res[0] = val(base);
    res[1] = val(materialize(&x, cst(0)));
    for (unsigned i = 0; i < rank; i++) res[2 + i] = sizes[i], res[2 + rank + i] = strides[i];
    return results(&x, res, 2 + 2 * rank);
  }
  return NULL;
}

rl_value **rl_memref_constify_metadata(rl_rewriter *rw, rl_op *op) {
  rl_value *src = op->operands[0].value;
  rl_type *t = src->type;
  unsigned rank = rl_type_rank(t);
  int64_t str[MAXR], off;
  if (rank > MAXR || op->nresults != 2 + 2 * rank || !strides_and_offset(t, str, &off)) return NULL;
  int64_t known[2 + 2 * MAXR];
  known[0] = RL_DYNAMIC;
  known[1] = off;
  for (unsigned i = 0; i < rank; i++) known[2 + i] = rl_type_dim(t, i), known[2 + rank + i] = str[i];
  bool any = false;
  for (unsigned i = 1; i < op->nresults; i++) any |= known[i] != RL_DYNAMIC && rl_value_has_uses(rl_op_result(op, i));
  if (!any) return NULL;
  ctx x;
  init(&x, rw, op);
  rl_op *m = metadata(&x, src);
  rl_value **r = rl_context_alloc(x.c, op->nresults * sizeof *r);
  for (unsigned i = 0; i < op->nresults; i++)
    r[i] = known[i] != RL_DYNAMIC && rl_value_has_uses(rl_op_result(op, i)) ? materialize(&x, cst(known[i]))
                                                                            : rl_op_result(m, i);
  return r;
}

rl_op *rl_memref_aligned_pointer_of_view(rl_rewriter *rw, rl_op *op) {
  rl_op *v = rl_value_defining_op(op->operands[0].value);
  if (!(has_verify(v, rl_memref_subview_verify) || has_verify(v, rl_memref_reinterpret_cast_verify) ||
        has_verify(v, rl_memref_cast_verify) || has_verify(v, rl_memref_expand_shape_verify) ||
        has_verify(v, rl_memref_collapse_shape_verify) || has_verify(v, rl_memref_extract_strided_metadata_verify) ||
        has_verify(v, rl_memref_view_verify) || has_verify(v, rl_memref_memory_space_cast_verify)))
    return NULL;
  ctx x;
  init(&x, rw, op);
  return ins(&x, rl_memref_extract_aligned_pointer_as_index_create(&x.d, x.loc, op->results[0].type, v->operands[0].value));
}
