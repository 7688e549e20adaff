/* --affine-loop-fusion (fusion-compute-tolerance, fusion-fast-mem-space,
 * fusion-local-buf-threshold, fusion-maximal, mode=greedy|producer|sibling),
 * the part of MLIR 19's pass rulir has: producer-consumer fusion of a
 * perfect affine.for nest that writes a memref into a later nest of the
 * same block that reads it, where fusing cannot change what any access
 * sees and costs no extra computation:
 *   - both nests have the same constant bounds and steps, level by level,
 *     no iteration arguments, and memory effects only through affine loads
 *     and stores (in any case the body of the producer's innermost loop
 *     holds no region);
 *   - every access to a memref the two nests share, one of them writing it,
 *     has the nest's IVs as subscripts, each once, the same IV at the same
 *     place in both nests (so iteration i of one meets iteration i of the
 *     other only: the slice of the producer is one iteration, at full depth);
 *   - the ops between the nests touch no memref the producer accesses
 *     (MLIR's dependence graph, which ignores aliasing, as MLIR does).
 * The producer's innermost body then moves to the start of the consumer's,
 * and the producer, now empty, goes. A memref the two shared through which
 * nothing else is reached (an alloc's result whose users are affine
 * accesses of the fused nest only) becomes a private memref as large as
 * the producer store's MemRefRegion at the fusion depth, allocated at the
 * top of the region (MLIR's createPrivateMemRef), and the old alloc goes
 * when unused. Left alone, where MLIR fuses otherwise: a consumer MLIR's
 * sinkSequentialLoops would permute; nests inside an affine.for without
 * fusion-maximal, or whose producer writes a memref reached elsewhere.
 * Sibling fusion
 * and slices of more than one iteration (other bounds, shifted or strided
 * subscripts, fusion at a shallower depth) are not done: such nests stay
 * as they are. Analyses: affine_analysis.h. */
#include <stdlib.h>
#include <string.h>

#include "core/affine.h"
#include "core/attrs.h"
#include "core/context.h"
#include "core/opdef.h"
#include "core/ptrmap.h"
#include "core/types.h"
#include "dialects/affine/affine_map.h"
#include "drivers/affine_analysis.h"
#include "drivers/greedy.h"
#include "drivers/oplist.h"
#include "dialects/memref/memref_ops.h"
#include "drivers/pass.h"

enum { MAX_DEPTH = 8, MODE_GREEDY = 0, MODE_PRODUCER = 1, MODE_SIBLING = 2 };

typedef struct fusion_cfg {
  double tolerance;
  unsigned fast_mem_space;
  uint64_t local_buf_threshold;
  bool maximal;
  int mode;
} fusion_cfg;

static const char *const fusion_modes[] = {"greedy",  "Producer-consumer and sibling fusion",
                                           "producer", "Producer-consumer fusion only",
                                           "sibling", "Sibling fusion only", NULL};

static const rl_pass_option fusion_options[] = {
    RL_PASS_OPT(fusion_cfg, tolerance, "fusion-compute-tolerance", RL_OPT_DOUBLE, "0.30",
                "Fractional increase in additional computation tolerated while fusing"),
    RL_PASS_OPT(fusion_cfg, fast_mem_space, "fusion-fast-mem-space", RL_OPT_UINT, NULL,
                "Faster memory space number to promote fusion buffers to"),
    RL_PASS_OPT(fusion_cfg, local_buf_threshold, "fusion-local-buf-threshold", RL_OPT_ULONG, NULL,
                "Threshold size (KiB) for promoting local buffers to fast memory space"),
    RL_PASS_OPT(fusion_cfg, maximal, "fusion-maximal", RL_OPT_BOOL, NULL, "Enables maximal loop fusion"),
    RL_PASS_OPT_ENUM(fusion_cfg, mode, "mode", fusion_modes, "greedy", "fusion mode to attempt"),
};

/* ---- one nest ------------------------------------------------------------------- */

typedef struct access {
  rl_op *op;
  rl_value *memref;
  bool write;
  unsigned perm[MAX_DEPTH]; /* subscript r is the IV of loop perm[r] */
  bool ivs;                 /* the subscripts are the nest's IVs, each once */
} access;

typedef struct nest {
  rl_op *loops[MAX_DEPTH];
  unsigned depth;
  access *acc;
  unsigned nacc, capacc;
  bool ok;
} nest;

typedef struct fuser {
  rl_context *c;
  rl_aff_kinds k;
  const fusion_cfg *cfg;
} fuser;

static rl_value *iv_of(rl_op *loop) { return rl_op_regions(loop)[0].first->args[0]; }

static bool collect(rl_op *op, void *ud);

typedef struct walk_ctx {
  fuser *f;
  nest *n;
} walk_ctx;

static bool collect(rl_op *op, void *ud) {
  walk_ctx *w = ud;
  nest *n = w->n;
  const rl_aff_kinds *k = &w->f->k;
  if (!n->ok) return false;
  if (rl_aff_is_read(k, op) || rl_aff_is_write(k, op)) {
    if (n->nacc == n->capacc) {
      n->capacc = n->capacc ? 2 * n->capacc : 16;
      n->acc = rl_xrealloc(n->acc, n->capacc * sizeof *n->acc);
    }
    access *a = &n->acc[n->nacc++];
    a->op = op;
    a->memref = rl_aff_access_memref(k, op);
    a->write = rl_aff_is_write(k, op);
    a->ivs = rl_aff_access_iv_permutation(k, op, n->loops, n->depth, a->perm);
    return true;
  }
  if (op->info == k->if_) n->ok = false; /* MLIR leaves nests holding an affine.if alone */
  if (op->info == k->for_ || op->info == k->yield || op->info == k->apply) return true;
  if (!rl_op_is_memory_effect_free(op)) n->ok = false;
  return true;
}

/* The perfect nest rooted at loop, with constant bounds and no results,
 * and its accesses (ok false when it has other memory effects). */
static void nest_of(fuser *f, rl_op *loop, nest *n) {
  n->nacc = 0;
  n->depth = rl_aff_perfect_nest(&f->k, loop, n->loops, MAX_DEPTH);
  n->ok = n->depth > 0;
  for (unsigned i = 0; i < n->depth && n->ok; i++) {
    int64_t lb, ub;
    n->ok = !n->loops[i]->nresults && rl_aff_for_const_bounds(n->loops[i], &lb, &ub);
  }
  if (!n->ok) return;
  walk_ctx w = {f, n};
  rl_op_walk(loop, false, collect, &w);
}

static bool same_bounds(const nest *a, const nest *b) {
  if (a->depth != b->depth) return false;
  for (unsigned i = 0; i < a->depth; i++) {
    int64_t l1, u1, l2, u2;
    rl_aff_for_const_bounds(a->loops[i], &l1, &u1);
    rl_aff_for_const_bounds(b->loops[i], &l2, &u2);
    if (l1 != l2 || u1 != u2 || rl_aff_for_step(a->loops[i]) != rl_aff_for_step(b->loops[i])) return false;
  }
  return true;
}

static bool writes(const nest *n, rl_value *m) {
  for (unsigned i = 0; i < n->nacc; i++)
    if (n->acc[i].memref == m && n->acc[i].write) return true;
  return false;
}
static bool accesses(const nest *n, rl_value *m) {
  for (unsigned i = 0; i < n->nacc; i++)
    if (n->acc[i].memref == m) return true;
  return false;
}

/* Every access to m in both nests has the IVs as subscripts, the same
 * IV at the same place. */
static bool aligned(const nest *s, const nest *d, rl_value *m) {
  const unsigned *ref = NULL;
  const nest *both[2] = {s, d};
  for (unsigned t = 0; t < 2; t++)
    for (unsigned i = 0; i < both[t]->nacc; i++) {
      const access *a = &both[t]->acc[i];
      if (a->memref != m) continue;
      if (!a->ivs) return false;
      if (!ref) ref = a->perm;
      else if (memcmp(ref, a->perm, s->depth * sizeof *ref)) return false;
    }
  return true;
}

/* Whether op (and what it holds) leaves the producer's memrefs alone. */
typedef struct clear_ctx {
  const nest *s;
  bool clear;
} clear_ctx;

static bool check_clear(rl_op *op, void *ud) {
  clear_ctx *cc = ud;
  if (!cc->clear) return false;
  if (rl_op_is_memory_effect_free(op)) return true;
  /* A read of a memref the producer only reads is no dependence. */
  bool reads_only = rl_op_only_reads(op);
  for (unsigned i = 0; i < op->noperands; i++) {
    rl_value *v = op->operands[i].value;
    if (accesses(cc->s, v) && (!reads_only || writes(cc->s, v))) cc->clear = false;
  }
  /* An effect with no memref operand (a call) may reach anything. */
  bool any_memref = false;
  for (unsigned i = 0; i < op->noperands && !any_memref; i++)
    any_memref = rl_type_kind_of(op->operands[i].value->type) == RL_TY_MEMREF;
  if (!any_memref && op->nregions == 0 && !(op->info->traits & RL_TRAIT_TERMINATOR)) {
    /* An allocation only makes a new memref. */
    bool alloc_only = op->nresults == 1 && rl_type_kind_of(op->results[0].type) == RL_TY_MEMREF;
    if (!alloc_only) cc->clear = false;
  }
  return cc->clear;
}

/* Whether MLIR's sinkSequentialLoops, which runs on the consumer before
 * it fuses into it, would permute the consumer's nest: a loop is
 * sequential when a dependence between two of the nest's accesses has a
 * component on it (counted from the outermost common loop, as MLIR counts
 * it) other than 0; the sequential loops would sink below the parallel
 * ones, keeping their order, when no dependence turns lexicographically
 * negative. Fusion after such a permutation (at another depth, with other
 * slices) is not done here, so such a consumer is left alone. */
enum { MAX_DEPS = 256 };
static bool sink_would_permute(fuser *f, const nest *d) {
  unsigned n = d->depth;
  if (n < 2) return false;
  bool par[MAX_DEPTH];
  for (unsigned j = 0; j < n; j++) par[j] = true;
  int64_t (*lbs)[MAX_DEPTH] = rl_xcalloc(MAX_DEPS, sizeof *lbs);
  unsigned ndeps = 0;
  bool unknown = false;
  for (unsigned a = 0; a < d->nacc && !unknown; a++)
    for (unsigned b = 0; b < d->nacc && !unknown; b++)
      for (unsigned dep = 1; dep <= n + 1 && !unknown; dep++) {
        rl_aff_dep_comp comps[RL_AFF_DEP_MAX];
        unsigned nc;
        if (!rl_aff_dependence(&f->k, d->acc[a].op, d->acc[b].op, dep, comps, &nc)) continue;
        if (nc < n || ndeps == MAX_DEPS) {
          unknown = true;
          break;
        }
        for (unsigned j = 0; j < n; j++) {
          if (!comps[j].has_lb || !comps[j].has_ub) unknown = true;
          else if (comps[j].lb || comps[j].ub) par[j] = false;
          lbs[ndeps][j] = comps[j].lb;
        }
        ndeps++;
      }
  bool permute = false;
  if (unknown) {
    permute = true; /* not known: leave the consumer alone */
  } else {
    unsigned perm[MAX_DEPTH], inv[MAX_DEPTH], npar = 0, nseq = 0;
    for (unsigned j = 0; j < n; j++) npar += par[j];
    /* perm[j]: the new place of loop j (parallel loops first, in order). */
    unsigned np = 0;
    for (unsigned j = 0; j < n; j++) perm[j] = par[j] ? np++ : npar + nseq++;
    for (unsigned j = 0; j < n; j++) {
      inv[perm[j]] = j;
      permute |= perm[j] != j;
    }
    for (unsigned t = 0; t < ndeps && permute; t++)
      for (unsigned j = 0; j < n; j++) {
        int64_t lb = lbs[t][inv[j]];
        if (lb > 0) break;
        if (lb < 0) {
          permute = false;
          break;
        }
      }
  }
  free(lbs);
  return permute;
}

/* ---- fusion --------------------------------------------------------------------------- */

/* MLIR's canCreatePrivateMemRef for this case: m is an op's result whose
 * users are all affine accesses inside the fused nest. */
static bool privatizable(fuser *f, rl_value *m, rl_op *fused) {
  if (m->is_arg) return false;
  rl_type *t = m->type;
  if (rl_type_kind_of(t) != RL_TY_MEMREF) return false;
  rl_type *e = rl_type_elem(t);
  if (!(rl_type_is_integer(e) || rl_type_is_float(e))) return false;
  for (rl_use *u = m->first_use; u; u = u->next) {
    rl_op *user = u->owner;
    if (!(rl_aff_is_read(&f->k, user) || rl_aff_is_write(&f->k, user))) return false;
    if (!rl_aff_loop_around(&f->k, user, fused)) return false;
  }
  return true;
}

/* MLIR's createPrivateMemRef: the accesses to m inside the fused nest
 * read and write a new memref, allocated at the top of the region, as
 * large as the region the producer's first store to m writes, symbolic in
 * the outermost `depth` loops around it (the fusion depth, counted from
 * the outermost loop as MLIR counts it), subscripts less the region's
 * start. */
static void privatize(fuser *f, rl_value *m, rl_op *fused, rl_op *store, unsigned depth) {
  rl_context *c = f->c;
  rl_type *t = m->type;
  unsigned rank = rl_type_rank(t);
  if (rank > 16) return;
  rl_aff_region *reg = rl_aff_region_compute(&f->k, store, depth, true);
  if (!reg) return;
  int64_t shape[16];
  rl_attr *offsets[16];
  uint64_t nelems;
  rl_value *syms[48];
  unsigned ns = rl_aff_region_symbols(reg, syms);
  bool ok = rl_aff_region_shape(reg, shape, offsets, &nelems);
  rl_aff_region_destroy(reg);
  if (!ok) return;
  rl_type *nt = rl_type_memref(c, rank, shape, rl_type_elem(t), NULL, rl_type_memspace(t));
  rl_block *top = fused->parent->parent->first;
  rl_builder b = {.ctx = c, .block = top, .before = top->first};
  rl_op *alloc = rl_memref_alloc_create(&b, fused->loc, nt, 0, NULL, 0, NULL, NULL);
  rl_value *nm = rl_op_result(alloc, 0);
  rl_attr *rexprs[16];
  for (unsigned i = 0; i < rank; i++) rexprs[i] = rl_affine_sub(c, rl_affine_dim(c, ns + i), offsets[i]);
  rl_attr *remap = rl_affine_map(c, ns + rank, 0, rank, rexprs);
  rl_oplist users = {0};
  for (rl_use *u = m->first_use; u; u = u->next) rl_oplist_push(&users, u->owner);
  for (size_t i = 0; i < users.n; i++) rl_aff_remap_access(&f->k, c, users.v[i], nm, remap, ns, syms);
  rl_oplist_free(&users);
  /* MLIR's eraseUnusedMemRefAllocations: an alloc left without users. */
  rl_op *def = rl_value_defining_op(m);
  if (def && !m->first_use && def->info == rl_opinfo_find_cstr(c, "memref.alloc")) rl_op_erase(c, def);
}

static bool try_fuse(fuser *f, rl_op *src, rl_op *dst) {
  nest s = {0}, d = {0};
  bool done = false;
  nest_of(f, src, &s);
  nest_of(f, dst, &d);
  if (!s.ok || !d.ok || !same_bounds(&s, &d)) goto out;
  if (sink_would_permute(f, &d)) goto out;
  /* Nests inside an affine.for: MLIR's cost model (without
   * fusion-maximal) counts the loops around them, and declines fusions
   * that rulir cannot yet tell apart from those it makes (as for two
   * nests of the same bounds whose accesses do not use the outer IVs);
   * such nests stay as they are. */
  if (!f->cfg->maximal && rl_aff_nesting_depth(&f->k, src)) goto out;
  /* The producer's innermost body: no region. */
  rl_block *sb = rl_op_regions(s.loops[s.depth - 1])[0].first;
  for (rl_op *o = sb->first; o; o = o->next)
    if (o->nregions) goto out;
  /* A memref the producer writes and the consumer reads. */
  bool feeds = false;
  for (unsigned i = 0; i < d.nacc && !feeds; i++) feeds = !d.acc[i].write && writes(&s, d.acc[i].memref);
  if (!feeds) goto out;
  /* Shared memrefs with a write: aligned; none written by both (where
   * MLIR's graph keeps the nests apart). */
  for (unsigned i = 0; i < s.nacc; i++) {
    rl_value *m = s.acc[i].memref;
    if (s.acc[i].write && writes(&d, m)) goto out;
    if (accesses(&d, m) && (writes(&s, m) || writes(&d, m)) && !aligned(&s, &d, m)) goto out;
  }
  /* The ops between them leave the producer's memrefs alone. */
  clear_ctx cc = {&s, true};
  for (rl_op *o = src->next; o && o != dst && cc.clear; o = o->next) rl_op_walk(o, false, check_clear, &cc);
  if (!cc.clear) goto out;
  /* Shared memrefs a private copy may stand for (decided before the
   * move), with the producer's first store to each. */
  rl_value *shared[64];
  rl_op *stores[64];
  unsigned nshared = 0;
  for (unsigned i = 0; i < s.nacc && nshared < 64; i++) {
    rl_value *m = s.acc[i].memref;
    bool seen = false;
    for (unsigned j = 0; j < nshared && !seen; j++) seen = shared[j] == m;
    if (!seen && s.acc[i].write && accesses(&d, m)) {
      stores[nshared] = s.acc[i].op;
      shared[nshared++] = m;
    }
  }
  /* Nested nests: MLIR keeps the producer when a memref it writes is
   * reached from elsewhere (and fuses a copy); not done here. */
  if (rl_aff_nesting_depth(&f->k, src))
    for (unsigned i = 0; i < nshared; i++) {
      rl_value *m = shared[i];
      if (m->is_arg || !rl_value_defining_op(m)) goto out;
      for (rl_use *u = m->first_use; u; u = u->next)
        if (!(rl_aff_is_read(&f->k, u->owner) || rl_aff_is_write(&f->k, u->owner)) ||
            !(rl_aff_loop_around(&f->k, u->owner, src) || rl_aff_loop_around(&f->k, u->owner, dst)))
          goto out;
    }
  /* The move: the producer's innermost ops first in the consumer's. */
  rl_block *db = rl_op_regions(d.loops[d.depth - 1])[0].first;
  rl_op *first = db->first;
  for (unsigned i = 0; i < s.depth; i++) rl_value_replace_all_uses(iv_of(s.loops[i]), iv_of(d.loops[i]));
  for (rl_op *o = sb->first, *next; o; o = next) {
    next = o->next;
    if (o->info == f->k.yield) break;
    rl_op_move_before(first, o);
  }
  rl_op_erase(f->c, src);
  for (unsigned i = 0; i < nshared; i++)
    if (privatizable(f, shared[i], dst)) privatize(f, shared[i], dst, stores[i], d.depth);
  done = true;
out:
  free(s.acc);
  free(d.acc);
  return done;
}

/* MLIR's worklist: each nest of the block once as the consumer; for one,
 * its producers from the closest, again after each fusion. MLIR takes the
 * consumers from the back of its graph's node table (a DenseMap keyed by
 * node id: ids in the order of the block's affine.for ops, affine
 * accesses and ops with memory effects, iterated in bucket order, id * 37
 * modulo the table's size), which this order follows. */
typedef struct node {
  rl_op *op;
  unsigned bucket;
  bool is_for; /* read when collected: op may be gone when its turn comes */
} node;

static int by_bucket(const void *a, const void *b) {
  const node *x = a, *y = b;
  return x->bucket < y->bucket ? -1 : x->bucket > y->bucket;
}

static void run_block(fuser *f, rl_block *b) {
  rl_ptrmap gone = {0};
  unsigned nnodes = 0;
  for (rl_op *o = b->first; o; o = o->next) {
    if (o->info == f->k.if_) return; /* MLIR's dependence graph gives up on a block with an affine.if */
    if (o->info == f->k.for_ || rl_aff_is_read(&f->k, o) || rl_aff_is_write(&f->k, o) || !rl_op_is_memory_effect_free(o))
      nnodes++;
  }
  unsigned buckets = 64;
  while (nnodes * 4 >= buckets * 3) buckets *= 2;
  node *nodes = rl_xcalloc(nnodes ? nnodes : 1, sizeof *nodes);
  unsigned id = 0;
  for (rl_op *o = b->first; o; o = o->next)
    if (o->info == f->k.for_ || rl_aff_is_read(&f->k, o) || rl_aff_is_write(&f->k, o) || !rl_op_is_memory_effect_free(o)) {
      nodes[id] = (node){o, (unsigned)((id * 37u) & (buckets - 1)), o->info == f->k.for_};
      id++;
    }
  qsort(nodes, nnodes, sizeof *nodes, by_bucket);
  for (size_t i = nnodes; i-- > 0;) {
    rl_op *dst = nodes[i].op;
    /* gone first: a fused producer is destroyed. Ops other than loops are
     * never destinations, and fusion may erase some (a memref's alloc). */
    if (!nodes[i].is_for || rl_ptrmap_get(&gone, dst)) continue;
    for (bool changed = true; changed;) {
      changed = false;
      for (rl_op *src = dst->prev; src && !changed; src = src->prev) {
        if (src->info != f->k.for_ || !try_fuse(f, src, dst)) continue;
        rl_ptrmap_put(&gone, src, (void *)1);
        changed = true;
      }
    }
  }
  free(nodes);
  rl_ptrmap_free(&gone);
}

typedef struct blocks {
  const rl_aff_kinds *k;
  rl_oplist holders;
} blocks;

static bool collect_holders(rl_op *op, void *ud) {
  blocks *bl = ud;
  if (op->nregions) rl_oplist_push(&bl->holders, op);
  return true;
}

static bool fusion_run(rl_context *c, rl_op *top, void *config) {
  fuser f = {.c = c, .cfg = config};
  rl_aff_kinds_get(c, &f.k);
  if (!f.k.for_ || f.cfg->mode == MODE_SIBLING) return true;
  blocks bl = {&f.k, {0}};
  rl_op_walk(top, true, collect_holders, &bl); /* inner blocks first, as MLIR's walk */
  for (size_t i = 0; i < bl.holders.n; i++) {
    rl_op *op = bl.holders.v[i];
    for (unsigned r = 0; r < op->nregions; r++)
      for (rl_block *b = rl_op_regions(op)[r].first; b; b = b->next) {
        unsigned nfor = 0;
        for (rl_op *o = b->first; o && nfor < 2; o = o->next) nfor += o->info == f.k.for_;
        if (nfor >= 2) run_block(&f, b);
      }
  }
  rl_oplist_free(&bl.holders);
  return true;
}

const rl_pass_info rl_affine_loop_fusion_pass = {
    .name = "affine-loop-fusion",
    .display = "LoopFusion",
    .summary = "Fuse affine loop nests",
    .options = fusion_options,
    .noptions = sizeof fusion_options / sizeof *fusion_options,
    .config_size = sizeof(fusion_cfg),
    .run = fusion_run};
