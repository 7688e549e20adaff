/* --affine-data-copy-generate, as MLIR 19's pass (fast-mem-capacity,
 * fast-mem-space, generate-dma, min-dma-transfer, slow-mem-space,
 * skip-non-unit-stride-loops, tag-mem-space), and MLIR's test pass
 * --test-affine-data-copy (memref-filter, for-memref-region) that calls
 * the same utility. In each block of a function, from the top: an
 * affine.for whose memory footprint exceeds the fast memory (or, with
 * skip-non-unit-stride-loops, whose step is not 1) is entered instead;
 * other ranges of affine.for ops and affine loads and stores get copies.
 * For a range, each memref it reads and writes (of the slow memory space)
 * has a region (rl_aff_region: the bounding box of the accessed elements,
 * parametric on the loops around the range; one per memref, reads and
 * writes merged), a buffer of the box's constant shape in the fast memory
 * space (memref.alloc before the range, hoisted above the loops the
 * region does not depend on, memref.dealloc after), copy-in loops for a
 * read region before the range and copy-out loops for a written one
 * after it, and the accesses in the range rewritten to the buffer at the
 * subscripts less the box's start. The copies are point-wise loops
 * (generate-dma=false; copy loops of one iteration are then promoted and
 * their loads and stores canonicalized) or, by default, an
 * affine.dma_start and affine.dma_wait on a tag memref<1xi32> of its own
 * (in tag-mem-space), with a stride when the box is not contiguous in the
 * memref (one level at most: a region needing more is not copied). A block
 * whose buffers exceed fast-mem-capacity gets MLIR's warning;
 * min-dma-transfer is read and not used, as in MLIR. Constants MLIR makes
 * and leaves unused (a zero per pass, per copy the zero and the element
 * count) are made too, in MLIR's order, so that the output reads the
 * same. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/affine.h"
#include "core/attrs.h"
#include "core/context.h"
#include "core/diag.h"
#include "core/opdef.h"
#include "core/types.h"
#include "core/verify.h"
#include "dialects/affine/affine_map.h"
#include "dialects/affine/affine_ops.h"
#include "dialects/arith/arith_ops.h"
#include "dialects/memref/memref_ops.h"
#include "drivers/affine_analysis.h"
#include "drivers/greedy.h"
#include "drivers/oplist.h"
#include "drivers/pass.h"

typedef struct copy_cfg {
  uint64_t capacity_kib; /* UINT64_MAX: unlimited */
  unsigned fast_space, slow_space, tag_space;
  bool dma, skip_non_unit;
  int64_t min_dma;
  /* The test pass: 1 memref-filter, 2 for-memref-region. */
  int test;
  bool memref_filter, for_region;
} copy_cfg;

static const rl_pass_option copy_options[] = {
    RL_PASS_OPT(copy_cfg, capacity_kib, "fast-mem-capacity", RL_OPT_ULONG, "18446744073709551615",
                "Set fast memory space capacity in KiB (default: unlimited)"),
    RL_PASS_OPT(copy_cfg, fast_space, "fast-mem-space", RL_OPT_UINT, "1",
                "Fast memory space identifier for copy generation (default: 1)"),
    RL_PASS_OPT(copy_cfg, dma, "generate-dma", RL_OPT_BOOL, "true", "Generate DMA instead of point-wise copy"),
    RL_PASS_OPT(copy_cfg, min_dma, "min-dma-transfer", RL_OPT_INT, "1024",
                "Minimum DMA transfer size supported by the target in bytes"),
    RL_PASS_OPT(copy_cfg, slow_space, "slow-mem-space", RL_OPT_UINT, NULL,
                "Slow memory space identifier for copy generation (default: 0)"),
    RL_PASS_OPT(copy_cfg, skip_non_unit, "skip-non-unit-stride-loops", RL_OPT_BOOL, NULL,
                "Testing purposes: avoid non-unit stride loop choice depths for copy placement"),
    RL_PASS_OPT(copy_cfg, tag_space, "tag-mem-space", RL_OPT_UINT, NULL,
                "Tag memory space identifier for copy generation (default: 0)"),
};

static const rl_pass_option test_options[] = {
    RL_PASS_OPT(copy_cfg, memref_filter, "memref-filter", RL_OPT_BOOL, NULL,
                "Enable memref filter testing in affine data copy optimization"),
    RL_PASS_OPT(copy_cfg, for_region, "for-memref-region", RL_OPT_BOOL, NULL,
                "Test copy generation for a single memref region"),
};

static bool test_finish(const rl_pass_info *self, void *config, rl_strbuf *diag) {
  (void)self, (void)diag;
  copy_cfg *cfg = config;
  cfg->test = cfg->memref_filter ? 1 : cfg->for_region ? 2 : 0;
  return true;
}

/* ---- the utility (MLIR's affineDataCopyGenerate) --------------------------------- */

typedef struct copier {
  rl_context *c;
  rl_aff_kinds k;
  const copy_cfg *cfg;
  uint64_t capacity; /* bytes */
  rl_op *func;
  rl_type *index;
  rl_oplist nests; /* copy nests made */
} copier;

static rl_block *body_of(rl_op *op) { return rl_op_regions(op)[0].first; }

/* An index constant at the top of the function, before `at` (MLIR's
 * builder made at the start of the function body: what one builder makes
 * stays in order, before what was first when it was made), or before the
 * first op when at is NULL. */
static rl_value *top_const_at(copier *cp, rl_op *at, int64_t v) {
  rl_block *top = body_of(cp->func);
  rl_builder b = {.ctx = cp->c, .block = top, .before = at ? at : top->first};
  rl_op *op = rl_arith_constant_create(&b, cp->func->loc, cp->index, rl_attr_integer(cp->c, cp->index, v));
  return rl_op_result(op, 0);
}
static rl_value *top_const(copier *cp, int64_t v) { return top_const_at(cp, NULL, v); }

static rl_attr *identity_map(rl_context *c, unsigned n) {
  rl_attr *es[16];
  for (unsigned i = 0; i < n && i < 16; i++) es[i] = rl_affine_dim(c, i);
  return rl_affine_map(c, n, 0, n, es);
}

static rl_op *new_apply(copier *cp, rl_builder *b, rl_attr *loc, rl_attr *map, unsigned n, rl_value *const *ops) {
  return rl_affine_apply_create(b, loc, cp->index, n, ops, map);
}

/* MLIR's createCanonicalizedAffineForOp. */
static rl_op *new_for(copier *cp, rl_builder *b, rl_attr *loc, rl_attr *lbm, rl_attr *ubm, unsigned n,
                      rl_value *const *ops) {
  rl_context *c = cp->c;
  rl_value *lo[RL_AFF_MAX_OPERANDS], *hi[RL_AFF_MAX_OPERANDS];
  unsigned nlo = n, nhi = n;
  memcpy(lo, ops, n * sizeof *ops);
  memcpy(hi, ops, n * sizeof *ops);
  rl_aff_canonical_bound(c, &lbm, lo, &nlo);
  rl_aff_canonical_bound(c, &ubm, hi, &nhi);
  rl_builder nb = {.ctx = c};
  rl_op *f = rl_affine_for_create(&nb, loc, 0, NULL, nlo, lo, nhi, hi, 0, NULL, lbm, ubm, rl_attr_integer(c, cp->index, 1));
  rl_block *body = rl_block_create(c);
  rl_block_add_arg(c, body, cp->index, loc);
  rl_region_append_block(rl_op_region(f, 0), body);
  rl_block_append_op(body, rl_affine_yield_create(&nb, loc, 0, NULL));
  if (b->before) rl_op_insert_before(b->before, f);
  else rl_block_append_op(b->block, f);
  return f;
}

/* MLIR's generatePointWiseCopy: one loop per dimension from the region's
 * bounds, a load and a store in the innermost. */
static rl_op *pointwise_copy(copier *cp, rl_attr *loc, rl_value *memref, rl_value *buf, rl_attr **lbm, rl_attr **ubm,
                             unsigned nsym, rl_value *const *syms, rl_attr **offsets, bool out, rl_builder b) {
  rl_context *c = cp->c;
  unsigned rank = rl_type_rank(memref->type);
  rl_value *ivs[16], *bops[RL_AFF_MAX_OPERANDS];
  rl_attr *bexprs[16];
  rl_op *applies[16], *root = NULL;
  for (unsigned d = 0; d < rank; d++) {
    rl_op *f = new_for(cp, &b, loc, lbm[d], ubm[d], nsym, syms);
    if (!d) root = f;
    b = (rl_builder){.ctx = c, .block = body_of(f), .before = body_of(f)->last};
    applies[d] = new_apply(cp, &b, loc, rl_affine_map(c, nsym, 0, 1, &offsets[d]), nsym, syms);
    bexprs[d] = rl_affine_sub(c, rl_affine_dim(c, 2 * d + 1), rl_affine_dim(c, 2 * d));
    bops[2 * d] = rl_op_result(applies[d], 0);
    bops[2 * d + 1] = ivs[d] = body_of(f)->args[0];
  }
  rl_attr *bmap = rl_affine_map(c, 2 * rank, 0, rank, bexprs);
  unsigned nb = 2 * rank;
  rl_aff_compose(c, &bmap, bops, &nb);
  bmap = rl_aff_simplify_map(c, bmap);
  rl_aff_canonicalize(c, &bmap, bops, &nb);
  for (unsigned d = 0; d < rank; d++)
    if (!rl_op_result(applies[d], 0)->first_use) rl_op_erase(c, applies[d]);
  rl_type *et = rl_type_elem(memref->type);
  rl_attr *id = identity_map(c, rank);
  if (!out) {
    rl_op *ld = rl_affine_load_create(&b, loc, et, memref, rank, ivs, id);
    rl_affine_store_create(&b, loc, rl_op_result(ld, 0), buf, nb, bops, bmap);
  } else {
    rl_op *ld = rl_affine_load_create(&b, loc, et, buf, nb, bops, bmap);
    rl_affine_store_create(&b, loc, rl_op_result(ld, 0), memref, rank, ivs, id);
  }
  return root;
}

/* MLIR's replaceAllMemRefUsesWith for the affine loads and stores of
 * memref among ops [first, last] (and what they hold): memref becomes buf,
 * the subscripts remap(syms..., old subscripts). Deallocations of memref
 * stay; any other use there (memref passed to an op) and nothing is
 * replaced, as in MLIR. */
typedef struct repl {
  copier *cp;
  rl_value *memref, *buf;
  rl_attr *remap;
  unsigned nsym;
  rl_value *const *syms;
  rl_oplist users;
  bool other_use;
} repl;

static bool collect_users(rl_op *op, void *ud) {
  repl *r = ud;
  bool uses = false;
  for (unsigned i = 0; i < op->noperands && !uses; i++) uses = op->operands[i].value == r->memref;
  if (!uses || rl_memref_dealloc_isa(op)) return true;
  if ((rl_aff_is_read(&r->cp->k, op) || rl_aff_is_write(&r->cp->k, op)) && rl_aff_access_memref(&r->cp->k, op) == r->memref) {
    rl_oplist_push(&r->users, op);
    return true;
  }
  r->other_use = true;
  return false;
}

static void replace_uses(repl *r, rl_op *first, rl_op *last) {
  rl_context *c = r->cp->c;
  for (rl_op *o = first; o && !r->other_use; o = o->next) {
    rl_op_walk(o, false, collect_users, r);
    if (o == last) break;
  }
  for (size_t u = 0; u < r->users.n && !r->other_use; u++)
    rl_aff_remap_access(&r->cp->k, c, r->users.v[u], r->buf, r->remap, r->nsym, r->syms);
  r->users.n = 0;
}

/* MLIR's findHighestBlockForPlacement: above the loops around the block
 * the region does not depend on. */
static void placement(copier *cp, const rl_aff_region *reg, rl_op *begin, rl_op *end, rl_op **in_at, rl_op **out_at) {
  rl_value *syms[48];
  unsigned ns = rl_aff_region_symbols(reg, syms);
  rl_op *last_invariant = NULL;
  for (rl_op *p = rl_op_parent_op(begin); p && p->info == cp->k.for_; p = rl_op_parent_op(p)) {
    bool used = false;
    for (unsigned i = 0; i < ns && !used; i++) used = syms[i] == body_of(p)->args[0];
    if (used) break;
    last_invariant = p;
  }
  if (last_invariant) {
    *in_at = last_invariant;
    *out_at = last_invariant->next;
  } else {
    *in_at = begin;
    *out_at = end;
  }
}

typedef struct buf_entry {
  rl_value *memref, *buf;
} buf_entry;

/* MLIR's getMultiLevelStrides: the levels at which the region (of shape
 * shape) is not contiguous in its memref, innermost first, as (stride in
 * the memref, elements per stride); their number (at most max kept). */
static unsigned dma_strides(rl_type *mt, const int64_t *shape, unsigned rank, int64_t (*out)[2], unsigned max) {
  unsigned n = 0;
  uint64_t stride = 1, per = 1; /* unsigned: a dynamic size wraps, as MLIR's does */
  for (unsigned d = rank - 1; rank > 1 && d >= 1; d--) {
    int64_t size = rl_type_dim(mt, d);
    stride *= (uint64_t)size;
    per *= (uint64_t)shape[d];
    if (shape[d] < size && shape[d - 1] > 1) {
      if (n < max) out[n][0] = (int64_t)stride, out[n][1] = (int64_t)per;
      n++;
    }
  }
  return n;
}

/* An identity map over ops[0..*n) (at most 16; room for RL_AFF_MAX_OPERANDS), composed with the
 * affine.apply ops among them when there is one (MLIR's
 * fullyComposeAffineMapAndOperands). */
static rl_attr *composed_identity(rl_context *c, rl_value **ops, unsigned *n) {
  rl_attr *m = identity_map(c, *n);
  bool any_apply = false;
  for (unsigned i = 0; i < *n && !any_apply; i++) any_apply = rl_affine_is_apply(rl_value_defining_op(ops[i]));
  if (any_apply) rl_aff_compose(c, &m, ops, n);
  return m;
}

/* An affine.dma_start (src, dst, tag: memref, map, map operands; then
 * the element count and, when stride, the stride and the elements per
 * stride) or, with no src and dst, an affine.dma_wait of tag. */
typedef struct dma_side {
  rl_value *memref;
  rl_attr *map;
  rl_value **ops;
  unsigned n;
} dma_side;

static rl_op *new_dma(copier *cp, rl_builder *b, rl_attr *loc, const dma_side *sides, unsigned nsides, rl_value *num,
                      rl_value *stride, rl_value *per) {
  static const char *const names[3] = {"src_map", "dst_map", "tag_map"};
  rl_value *ops[3 * (1 + RL_AFF_MAX_OPERANDS) + 3];
  unsigned n = 0;
  for (unsigned i = 0; i < nsides; i++) {
    ops[n++] = sides[i].memref;
    for (unsigned j = 0; j < sides[i].n; j++) ops[n++] = sides[i].ops[j];
  }
  ops[n++] = num;
  if (stride) ops[n++] = stride, ops[n++] = per;
  rl_op *op = nsides == 3 ? rl_affine_dma_start_create(b, loc, n, ops) : rl_affine_dma_wait_create(b, loc, n, ops);
  for (unsigned i = 0; i < nsides; i++)
    rl_op_set_attr(cp->c, op, rl_ident_cstr(cp->c, names[3 - nsides + i]), sides[i].map);
  return op;
}

/* MLIR's generateCopy for one region: a buffer in the fast memory space
 * for its memref (one a range; bufs), filled before the range (a read
 * region) or written back after it (a written one) by point-wise copy
 * loops or, with generate-dma, an affine.dma_start and its dma_wait on a
 * tag memref of its own; the accesses in the range moved to the buffer.
 * false on failure (what was made by then stays, as in MLIR). */
static bool generate_copy(copier *cp, const rl_aff_region *reg, rl_op **begin, rl_op **end, rl_op *in_at, rl_op *out_at,
                          buf_entry *bufs, unsigned *nbufs, uint64_t *size) {
  rl_context *c = cp->c;
  rl_value *zero = top_const(cp, 0);
  rl_op *top = rl_value_defining_op(zero); /* MLIR's `top` builder: before the zero */
  *size = 0;
  if (*begin == *end) return true;
  rl_op *const orig_end = *end;
  bool at_end = *end == out_at;
  rl_builder pro = {.ctx = c, .block = in_at->parent, .before = in_at};
  rl_builder epi = {.ctx = c, .block = out_at->parent, .before = out_at};
  bool write = rl_aff_region_is_write(reg);
  rl_builder *b = write ? &epi : &pro;
  rl_value *memref = rl_aff_region_memref(reg);
  rl_type *mt = memref->type;
  rl_attr *loc = (*begin)->loc;
  rl_attr *layout = rl_type_layout(mt);
  if (layout && (layout->kind != RL_AT_AFFINE_MAP || !rl_affine_map_is_identity(layout))) return false;
  unsigned rank = rl_type_rank(mt);
  if (rank > 16) return false;
  int64_t shape[16];
  rl_attr *offsets[16], *lbm[16], *ubm[16];
  uint64_t nelems;
  if (!rl_aff_region_shape(reg, shape, offsets, &nelems)) return false;
  if (nelems == 0) return true;
  for (unsigned d = 0; d < rank; d++) rl_aff_region_bounds(reg, d, &lbm[d], &ubm[d]);
  rl_value *syms[48];
  unsigned ns = rl_aff_region_symbols(reg, syms);
  /* The start of the region in the memref, and in the buffer (zero). */
  rl_value *mem_idx[RL_AFF_MAX_OPERANDS], *buf_idx[RL_AFF_MAX_OPERANDS];
  for (unsigned d = 0; d < rank; d++) {
    rl_attr *o = offsets[d];
    if (o->kind == RL_AT_AFF_CONST)
      mem_idx[d] = rl_affine_const_value(o) ? top_const_at(cp, top, rl_affine_const_value(o)) : zero;
    else
      mem_idx[d] = rl_op_result(new_apply(cp, b, loc, rl_affine_map(c, ns, 0, 1, &o), ns, syms), 0);
    buf_idx[d] = zero;
  }
  rl_value *buf = NULL;
  for (unsigned i = 0; i < *nbufs; i++)
    if (bufs[i].memref == memref) buf = bufs[i].buf;
  bool existing = buf != NULL;
  if (!existing) {
    rl_attr *space = cp->cfg->fast_space ? rl_attr_integer(c, rl_type_integer(c, 64, RL_SIGNLESS), cp->cfg->fast_space) : NULL;
    rl_type *bt = rl_type_memref(c, rank, shape, rl_type_elem(mt), NULL, space);
    buf = rl_op_result(rl_memref_alloc_create(&pro, loc, bt, 0, NULL, 0, NULL, NULL), 0);
    bufs[(*nbufs)++] = (buf_entry){memref, buf};
    *size = nelems * rl_aff_elt_bytes(rl_type_elem(mt));
  }
  rl_value *num = top_const_at(cp, top, (int64_t)nelems), *stride = NULL, *per = NULL;
  if (cp->cfg->dma) {
    int64_t levels[1][2] = {{0, 0}};
    unsigned nlevels = dma_strides(mt, shape, rank, levels, 1);
    if (nlevels > 1) return false; /* MLIR's DMAs have one level of stride */
    if (nlevels) {
      stride = top_const_at(cp, top, levels[0][0]);
      per = top_const_at(cp, top, levels[0][1]);
    }
  }
  /* The accesses in [begin, post] move to the buffer. */
  rl_op *post = (*end)->prev;
  unsigned nmem = rank, nbuf = rank;
  rl_attr *mem_map = composed_identity(c, mem_idx, &nmem), *buf_map = composed_identity(c, buf_idx, &nbuf);
  if (!cp->cfg->dma) {
    rl_op *nest = pointwise_copy(cp, loc, memref, buf, lbm, ubm, ns, syms, offsets, write, *b);
    rl_oplist_push(&cp->nests, nest);
    if (write && at_end) *end = nest;
  } else {
    rl_type *i32 = rl_type_integer(c, 32, RL_SIGNLESS);
    rl_attr *tspace = cp->cfg->tag_space ? rl_attr_integer(c, rl_type_integer(c, 64, RL_SIGNLESS), cp->cfg->tag_space) : NULL;
    int64_t one = 1;
    rl_value *tag = rl_op_result(rl_memref_alloc_create(&pro, loc, rl_type_memref(c, 1, &one, i32, NULL, tspace), 0,
                                                        NULL, 0, NULL, NULL),
                                 0);
    rl_value *tag_idx[RL_AFF_MAX_OPERANDS] = {zero};
    unsigned ntag = 1;
    rl_attr *tag_map = composed_identity(c, tag_idx, &ntag);
    dma_side mem = {memref, mem_map, mem_idx, nmem}, fast = {buf, buf_map, buf_idx, nbuf},
             tside = {tag, tag_map, tag_idx, ntag};
    dma_side sides[3] = {write ? fast : mem, write ? mem : fast, tside};
    rl_op *start = new_dma(cp, b, loc, sides, 3, num, stride, per);
    if (write && at_end) *end = start;
    tside.ops = &zero, tside.n = 1;
    new_dma(cp, b, loc, &tside, 1, num, NULL, NULL);
    rl_op *tag_free = rl_memref_dealloc_create(&epi, loc, tag);
    if (*end == orig_end && at_end) *end = tag_free;
  }
  if (!existing) {
    rl_op *dealloc = rl_memref_dealloc_create(&epi, loc, buf);
    if (!cp->cfg->dma && *end == orig_end && at_end) *end = dealloc;
  }
  rl_attr *rexprs[16];
  for (unsigned i = 0; i < rank; i++) rexprs[i] = rl_affine_sub(c, rl_affine_dim(c, ns + i), offsets[i]);
  repl r = {cp, memref, buf, rl_affine_map(c, ns + rank, 0, rank, rexprs), ns, syms, {0}, false};
  if (post) replace_uses(&r, *begin, post);
  rl_oplist_free(&r.users);
  return true;
}

typedef struct region_list {
  rl_aff_region *r[32];
  unsigned n;
} region_list;

static rl_aff_region *find_region(region_list *l, rl_value *m) {
  for (unsigned i = 0; i < l->n; i++)
    if (rl_aff_region_memref(l->r[i]) == m) return l->r[i];
  return NULL;
}

typedef struct gather {
  copier *cp;
  unsigned depth;
  rl_value *filter;
  region_list reads, writes;
  bool error;
} gather;

static bool gather_visit(rl_op *op, void *ud) {
  gather *g = ud;
  copier *cp = g->cp;
  if (g->error) return false;
  if (op->info != cp->k.load && op->info != cp->k.store) return true;
  rl_value *m = rl_aff_access_memref(&cp->k, op);
  rl_attr *sp = rl_type_memspace(m->type);
  if ((g->filter && g->filter != m) ||
      (sp && sp->kind == RL_AT_INTEGER && rl_attr_int_value(sp) != (int64_t)cp->cfg->slow_space))
    return true;
  rl_aff_region *reg = rl_aff_region_compute(&cp->k, op, g->depth, false);
  if (!reg && !(reg = rl_aff_region_full(&cp->k, op, g->depth))) {
    g->error = true;
    return false;
  }
  bool exists[2] = {false, false};
  region_list *lists[2] = {&g->reads, &g->writes};
  for (int t = 0; t < 2; t++) {
    rl_aff_region *have = find_region(lists[t], m);
    if (!have) continue;
    exists[t] = true;
    if (!rl_aff_region_union(have, reg)) {
      rl_aff_region *full = rl_aff_region_full(&cp->k, op, g->depth);
      if (!full) {
        g->error = true;
        rl_aff_region_destroy(reg);
        return false;
      }
      rl_aff_region_copy(reg, full);
      rl_aff_region_copy(have, full);
      rl_aff_region_destroy(full);
    } else {
      rl_aff_region_copy(reg, have);
    }
  }
  bool w = rl_aff_region_is_write(reg);
  region_list *l = w ? &g->writes : &g->reads;
  if (!exists[w] && l->n < 32) l->r[l->n++] = reg;
  else rl_aff_region_destroy(reg);
  return true;
}

/* MLIR's affineDataCopyGenerate over ops [begin, end) of one block. */
static bool copy_range(copier *cp, rl_op *begin, rl_op *end, rl_value *filter) {
  if (begin == end) return true;
  gather g = {cp, rl_aff_nesting_depth(&cp->k, begin), filter, {{0}, 0}, {{0}, 0}, false};
  for (rl_op *o = begin; o && o != end; o = o->next) rl_op_walk(o, false, gather_visit, &g);
  bool ok = !g.error;
  buf_entry bufs[64];
  unsigned nbufs = 0;
  uint64_t total = 0;
  for (int t = 0; t < 2 && !g.error; t++) { /* each region, as MLIR: one failing stops no other */
    region_list *l = t ? &g.writes : &g.reads;
    for (unsigned i = 0; i < l->n; i++) {
      rl_op *in_at, *out_at;
      placement(cp, l->r[i], begin, end, &in_at, &out_at);
      uint64_t size;
      if (generate_copy(cp, l->r[i], &begin, &end, in_at, out_at, bufs, &nbufs, &size)) total += size;
      else ok = false;
    }
  }
  for (unsigned i = 0; i < g.reads.n; i++) rl_aff_region_destroy(g.reads.r[i]);
  for (unsigned i = 0; i < g.writes.n; i++) rl_aff_region_destroy(g.writes.r[i]);
  if (ok && total > cp->capacity) {
    rl_op *parent = rl_op_parent_op(begin);
    rl_diag *w = rl_diag_begin(cp->c, RL_WARNING, parent->loc,
                               "total size of all copy buffers' for this block exceeds fast memory capacity");
    rl_diag_note_current_op(w, parent);
    rl_diag_report(cp->c, w);
  }
  return ok;
}

static bool is_copy_nest(copier *cp, rl_op *op) {
  for (size_t i = 0; i < cp->nests.n; i++)
    if (cp->nests.v[i] == op) return true;
  return false;
}

/* The first affine load, store or affine.for (not a copy nest) from op on. */
static rl_op *next_start(copier *cp, rl_op *op) {
  for (; op; op = op->next)
    if ((op->info == cp->k.load || op->info == cp->k.store || op->info == cp->k.for_) && !is_copy_nest(cp, op))
      return op;
  return NULL;
}

/* MLIR's AffineDataCopyGeneration::runOnBlock. */
static void run_block(copier *cp, rl_block *b) {
  if (!b->first) return;
  rl_op *cur = next_start(cp, b->first), *it = cur;
  while (it) {
    if (it->info == cp->k.for_ && !is_copy_nest(cp, it)) {
      copy_range(cp, cur, it, NULL); /* the range before the loop first */
      bool inner;
      if (cp->cfg->skip_non_unit) inner = rl_aff_for_step(it) != 1;
      else {
        uint64_t fp;
        inner = rl_aff_footprint_bytes(&cp->k, it, &fp) && fp > cp->capacity;
      }
      if (inner) {
        run_block(cp, body_of(it));
      } else {
        copy_range(cp, it, it->next, NULL);
      }
      cur = it = next_start(cp, it->next);
    } else { /* any other op joins the range (only loops split one) */
      it = it->next;
    }
  }
  if (cur) copy_range(cp, cur, b->last, NULL);
}

/* MLIR's promoteIfSingleIteration. */
static void promote_single(copier *cp, rl_op *loop) {
  uint64_t tc;
  if (loop->nresults || !rl_aff_const_trip_count(loop, &tc) || tc != 1) return;
  rl_context *c = cp->c;
  rl_value *iv = body_of(loop)->args[0];
  if (iv->first_use) {
    int64_t lb, ub;
    rl_attr *lm = rl_aff_for_map(loop, true);
    if (rl_affine_map_num_results(lm) == 1 && rl_affine_map_result(lm, 0)->kind == RL_AT_AFF_CONST) {
      (void)ub;
      lb = rl_affine_const_value(rl_affine_map_result(lm, 0));
      rl_value_replace_all_uses(iv, top_const(cp, lb));
    } else {
      rl_value *ops[RL_AFF_MAX_OPERANDS];
      unsigned n = rl_aff_for_operands(loop, true, ops);
      if (n == 1 && rl_affine_map_is_identity(lm) && rl_affine_map_num_dims(lm) == 1) {
        rl_value_replace_all_uses(iv, ops[0]);
      } else {
        rl_builder b = {.ctx = c, .block = loop->parent, .before = loop};
        rl_value_replace_all_uses(iv, rl_op_result(new_apply(cp, &b, loop->loc, lm, n, ops), 0));
      }
    }
  }
  rl_block *body = body_of(loop);
  rl_op_erase(c, body->last);
  while (body->first) rl_op_move_before(loop, body->first);
  rl_op_erase(c, loop);
}

typedef struct post_ctx {
  copier *cp;
  rl_oplist fors, mem;
} post_ctx;

static bool post_visit(rl_op *op, void *ud) {
  post_ctx *p = ud;
  if (op->info == p->cp->k.for_) rl_oplist_push(&p->fors, op);
  else if (op->info == p->cp->k.load || op->info == p->cp->k.store) rl_oplist_push(&p->mem, op);
  return true;
}

/* Single-iteration copy loops promoted, then the copies' loads and stores
 * canonicalized (MLIR's applyOpPatternsAndFold on them). */
static void finish(copier *cp) {
  post_ctx p = {cp, {0}, {0}};
  for (size_t i = 0; i < cp->nests.n; i++) {
    p.fors.n = 0;
    rl_op_walk(cp->nests.v[i], true, post_visit, &p);
    for (size_t j = 0; j < p.fors.n; j++) promote_single(cp, p.fors.v[j]);
  }
  if (p.mem.n) {
    rl_pattern_set *all = rl_canonicalization_patterns(cp->c), *pats = rl_pattern_set_create();
    for (unsigned i = 0; i < rl_pattern_set_size(all); i++) {
      const rl_pattern *pt = rl_pattern_set_at(all, i);
      if (pt->root && (pt->root == cp->k.load || pt->root == cp->k.store)) rl_pattern_set_add(pats, pt);
    }
    rl_greedy_config cfg = rl_greedy_default_config();
    rl_greedy_stats st;
    rl_greedy_apply_ops(cp->c, p.mem.v, p.mem.n, rl_op_region(cp->func, 0), pats, &cfg, NULL, &st);
    rl_pattern_set_destroy(pats);
    rl_pattern_set_destroy(all);
  }
  rl_oplist_free(&p.fors);
  rl_oplist_free(&p.mem);
  cp->nests.n = 0;
}

typedef struct funcs {
  rl_opinfo *func;
  rl_oplist list;
} funcs;

static bool collect_funcs(rl_op *op, void *ud) {
  funcs *f = ud;
  if (op->info == f->func) rl_oplist_push(&f->list, op);
  return true;
}

static void copier_init(copier *cp, rl_context *c, const copy_cfg *cfg) {
  memset(cp, 0, sizeof *cp);
  cp->c = c;
  cp->cfg = cfg;
  rl_aff_kinds_get(c, &cp->k);
  cp->index = rl_type_index(c);
  cp->capacity = cfg->capacity_kib == UINT64_MAX ? UINT64_MAX : cfg->capacity_kib * 1024;
}

static bool copy_run(rl_context *c, rl_op *top, void *config) {
  copy_cfg *cfg = config;
  copier cp;
  copier_init(&cp, c, cfg);
  funcs f = {rl_opinfo_find_cstr(c, "func.func"), {0}};
  if (!cp.k.for_ || !f.func) return true;
  if (top->info == f.func) rl_oplist_push(&f.list, top);
  else rl_op_walk(top, false, collect_funcs, &f);
  for (size_t i = 0; i < f.list.n; i++) {
    cp.func = f.list.v[i];
    if (!cp.func->nregions || !body_of(cp.func)) continue;
    top_const(&cp, 0);
    for (rl_block *b = body_of(cp.func); b; b = b->next) run_block(&cp, b);
    finish(&cp);
  }
  rl_oplist_free(&cp.nests);
  rl_oplist_free(&f.list);
  return true;
}

/* ---- the test pass (MLIR's TestAffineDataCopy) ---------------------------------- */

typedef struct loops_ctx {
  rl_opinfo *for_;
  rl_op *by_depth[16][2];
  unsigned count[16], ndepth;
} loops_ctx;

static void gather_loops(loops_ctx *l, rl_block *b, unsigned depth) {
  for (rl_op *o = b->first; o; o = o->next)
    for (unsigned r = 0; r < o->nregions; r++)
      for (rl_block *ib = rl_op_regions(o)[r].first; ib; ib = ib->next) {
        if (o->info == l->for_ && depth < 16) {
          if (l->count[depth] < 2) l->by_depth[depth][l->count[depth]] = o;
          l->count[depth]++;
          if (depth + 1 > l->ndepth) l->ndepth = depth + 1;
          gather_loops(l, ib, depth + 1);
        } else {
          gather_loops(l, ib, depth);
        }
      }
}

static bool test_run(rl_context *c, rl_op *top, void *config) {
  copy_cfg cfg = *(copy_cfg *)config;
  cfg.capacity_kib = 32 * 1024;
  cfg.fast_space = cfg.slow_space = cfg.tag_space = 0;
  cfg.dma = false;
  copier cp;
  copier_init(&cp, c, &cfg);
  funcs f = {rl_opinfo_find_cstr(c, "func.func"), {0}};
  if (!cp.k.for_ || !f.func || !cfg.test) return true;
  if (top->info == f.func) rl_oplist_push(&f.list, top);
  else rl_op_walk(top, false, collect_funcs, &f);
  for (size_t i = 0; i < f.list.n; i++) {
    cp.func = f.list.v[i];
    if (!cp.func->nregions || !body_of(cp.func)) continue;
    loops_ctx l = {.for_ = cp.k.for_};
    gather_loops(&l, body_of(cp.func), 0);
    if (!l.ndepth || l.count[0] != 1 || l.count[l.ndepth - 1] != 1) continue;
    rl_op *nest = l.by_depth[0][0], *inner = l.by_depth[l.ndepth - 1][0], *load = NULL;
    for (rl_op *o = body_of(inner)->first; o && !load; o = o->next)
      if (o->info == cp.k.load) load = o;
    if (!load) continue;
    if (cfg.test == 1) {
      rl_block *b = body_of(nest);
      if (!copy_range(&cp, b->first, b->last, load->operands[0].value)) continue;
    } else {
      rl_aff_region *reg = rl_aff_region_compute(&cp.k, load, 0, true);
      if (!reg) continue;
      rl_op *begin = nest, *end = nest->next;
      buf_entry bufs[1];
      unsigned nbufs = 0;
      uint64_t size;
      size_t before = cp.nests.n;
      generate_copy(&cp, reg, &begin, &end, begin, end, bufs, &nbufs, &size);
      cp.nests.n = before; /* MLIR keeps these copy nests to itself */
      rl_aff_region_destroy(reg);
      continue;
    }
    finish(&cp);
  }
  rl_oplist_free(&cp.nests);
  rl_oplist_free(&f.list);
  return true;
}

const rl_pass_info rl_affine_data_copy_generate_pass = {
    .name = "affine-data-copy-generate",
    .display = "AffineDataCopyGeneration",
    .summary = "Generate explicit copying for affine memory operations",
    .options = copy_options,
    .noptions = sizeof copy_options / sizeof *copy_options,
    .config_size = sizeof(copy_cfg),
    .run = copy_run};

const rl_pass_info rl_test_affine_data_copy_pass = {
    .name = "test-affine-data-copy",
    .display = "TestAffineDataCopy",
    .summary = "Tests affine data copy utility functions.",
    .options = test_options,
    .noptions = sizeof test_options / sizeof *test_options,
    .config_size = sizeof(copy_cfg),
    .finish = test_finish,
    .run = test_run};
