/* --affine-loop-fusion (fusion-compute-tolerance, fusion-fast-mem-space,
 * fusion-local-buf-threshold, fusion-maximal, mode=greedy|producer|sibling),
 * the part of MLIR 19's pass rulir has.
 *
 * Producer-consumer fusion of an affine.for nest (its loops around its
 * stores with constant bounds and unit steps; memory effects through affine
 * loads and stores, or ops naming no memref) that writes a memref into a
 * later nest of the same block that reads it, MLIR's way:
 *   - MLIR's sinkSequentialLoops on each consumer first (its sequential
 *     loops re-nested innermost);
 *   - the backward slice of the producer at each depth of the consumer's
 *     loops around its accesses to those memrefs (rl_aff_slice_union): each
 *     producer IV fixed to one iteration by a consumer subscript (a
 *     constant when it is one value), a constant range, or whole; slices of
 *     other forms (ranges over consumer IVs, unions of different
 *     IV-dependent slices, symbols) leave the nests alone unless the cost
 *     model's pick is the deepest depth anyway; the deepest valid depth no
 *     deeper than a dependence the consumer carries between its own
 *     accesses (MLIR's getMaxLoopDepth) is the legal one;
 *   - without fusion-maximal and with one producer store, MLIR's cost model
 *     (dynamic op counts, store-to-load forwarding, compute tolerance,
 *     storage reduction of the slice's write region, footprints) picks the
 *     depth or declines;
 *   - a copy of the producer goes first in the consumer's loop at that
 *     depth, its one-iteration loops promoted (the IV an affine.apply of the
 *     bound, the consumer IV, or an arith.constant), its constant ranges
 *     its bounds, and the producer goes when MLIR's
 *     canRemoveSrcNodeAfterFusion lets it (its maximality checks; when they
 *     cannot tell, nothing is fused);
 *   - memrefs reached from the fused nests alone (users in other blocks
 *     not seen, as MLIR's graph does not see them) become private memrefs
 *     as large as the first store's MemRefRegion at the fusion depth
 *     (MLIR's createPrivateMemRef); an escaping one too when the producer
 *     stays and the consumer does not write it.
 * The consumer moves above the first op between the nests that depends on
 * the producer when it depends on none from there (MLIR's
 * getFusedLoopNestInsertionPoint). A memref the producer reads and the
 * consumer writes only with IV-aligned accesses and the identity slice.
 *
 * Sibling fusion (MLIR's fuseSiblingNodes): a nest and another of the block
 * that reads once a memref it reads (a block argument, or a memref a node
 * before it writes), with no dependence path between them, fused with the
 * slice of the sibling over the read-read pairs (its loops from the first
 * sequential one whole), first in the nest's loop (sibling before it) or
 * last (after), by MLIR's cost model on the sibling's read region or at
 * the deepest legal depth; the sibling goes.
 *
 * Greedy mode runs producer-consumer fusion with one consumer per memref,
 * sibling fusion, then producer-consumer fusion with any (MLIR's three
 * phases, over one node table). Left alone, where MLIR fuses otherwise:
 * consumers whose dependences are not known here; nests inside an
 * affine.for without fusion-maximal, or whose producer writes a memref
 * reached elsewhere; nests with iter_args. Analyses: affine_analysis.h. */
#include <stdlib.h>
#include <string.h>

#include "core/affine.h"
#include "core/attrs.h"
#include "core/context.h"
#include "core/opdef.h"
#include "core/ptrmap.h"
#include "core/types.h"
#include "dialects/affine/affine_map.h"
#include "dialects/affine/affine_ops.h"
#include "dialects/arith/arith_ops.h"
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
  if (!rl_op_is_memory_effect_free(op)) {
    /* MLIR's loop nest collector looks at affine accesses only: an op
     * without regions that names no memref stays in the nest. */
    bool memref = op->nregions != 0;
    for (unsigned i = 0; i < op->noperands && !memref; i++)
      memref = rl_type_kind_of(op->operands[i].value->type) == RL_TY_MEMREF;
    for (unsigned i = 0; i < op->nresults && !memref; i++)
      memref = rl_type_kind_of(op->results[i].type) == RL_TY_MEMREF;
    if (memref) n->ok = false;
  }
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

/* How an op between the two nests depends on one of them (n): through a
 * memref n accesses, one of the two writing it (an op naming no memref,
 * as a call, has no edge in MLIR 19's graph). */
typedef struct dep_ctx {
  const nest *n;
  bool dep, unknown;
} dep_ctx;

static bool dep_visit(rl_op *op, void *ud) {
  dep_ctx *dc = ud;
  if (rl_op_is_memory_effect_free(op)) return true;
  bool reads_only = rl_op_only_reads(op);
  for (unsigned i = 0; i < op->noperands; i++) {
    rl_value *v = op->operands[i].value;
    if (accesses(dc->n, v) && (!reads_only || writes(dc->n, v))) dc->dep = true;
  }
  return true;
}

/* Whether a value op defines is used inside loop. */
static bool feeds_loop(rl_op *op, rl_op *loop) {
  for (unsigned i = 0; i < op->nresults; i++)
    for (rl_use *u = rl_op_result(op, i)->first_use; u; u = u->next)
      if (rl_op_is_ancestor(loop, u->owner)) return true;
  return false;
}

/* MLIR's getFusedLoopNestInsertionPoint: the consumer stays, or moves
 * before the first op between the nests that depends on the producer,
 * when no op from there on is one the consumer depends on; NULL when no
 * place keeps the dependences (or one is not known). *src_deps: some op
 * between depends on the producer. */
static rl_op *insertion_point(rl_op *src, rl_op *dst, const nest *s, const nest *d, bool *src_deps) {
  rl_op *first_src_dep = NULL;
  *src_deps = false;
  for (rl_op *o = src->next; o && o != dst; o = o->next) {
    dep_ctx ds = {s, false, false}, dd = {d, false, false};
    rl_op_walk(o, false, dep_visit, &ds);
    rl_op_walk(o, false, dep_visit, &dd);
    if (ds.unknown || dd.unknown) return NULL;
    bool dst_dep = dd.dep || feeds_loop(o, dst);
    if (ds.dep && !first_src_dep) first_src_dep = o;
    if (dst_dep && first_src_dep) return NULL;
  }
  *src_deps = first_src_dep != NULL;
  return first_src_dep ? first_src_dep : dst;
}

/* MLIR's sinkSequentialLoops, which producer-consumer fusion runs on each
 * consumer first: a loop is sequential when a dependence between two of
 * the nest's accesses has a component on it (counted from the outermost
 * common loop, as MLIR counts it) other than 0; the sequential loops sink
 * below the parallel ones, keeping their order, when no dependence turns
 * lexicographically negative. 1 with perm[j] the new place of loop j when
 * the nest would be permuted, 0 when not, -1 when the dependences are not
 * known here (such a consumer is left alone). */
enum { MAX_DEPS = 256 };
static int sink_perm(fuser *f, const nest *d, unsigned *perm) {
  unsigned n = d->depth;
  if (n < 2) return 0;
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
  int permute = 0;
  if (unknown) {
    permute = -1;
  } else {
    unsigned inv[MAX_DEPTH], npar = 0, nseq = 0;
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
          permute = 0;
          break;
        }
      }
  }
  free(lbs);
  return permute;
}

static bool sink_would_permute(fuser *f, const nest *d) {
  unsigned perm[MAX_DEPTH];
  return sink_perm(f, d, perm) != 0;
}

/* MLIR's permuteLoops on the perfect nest of d: loop j of it goes to place
 * perm[j] (the loops themselves move, with their bounds and IVs; the
 * innermost body goes to the new innermost loop); the new root. */
static rl_op *permute_nest(const nest *d, const unsigned *perm) {
  unsigned n = d->depth, inv[MAX_DEPTH];
  for (unsigned j = 0; j < n; j++) inv[perm[j]] = j;
  rl_op *root = d->loops[0];
  rl_block *inner = rl_op_regions(d->loops[n - 1])[0].first;
  rl_block *nb = rl_op_regions(d->loops[inv[n - 1]])[0].first;
  /* The innermost body first to the new innermost loop, then the loops
   * out in front of the root, each body left with its terminator (the new
   * innermost with the body too), then nested again. */
  if (nb != inner)
    for (rl_op *o = inner->first, *next; o && o != inner->last; o = next) {
      next = o->next;
      rl_op_move_before(nb->last, o);
    }
  for (unsigned j = 1; j < n; j++) rl_op_move_before(root, d->loops[j]);
  rl_op *newroot = d->loops[inv[0]];
  if (newroot != root) rl_op_move_before(root, newroot);
  for (unsigned p = 1; p < n; p++) {
    rl_block *b = rl_op_regions(d->loops[inv[p - 1]])[0].first;
    rl_op_move_before(b->last, d->loops[inv[p]]);
  }
  return newroot;
}

/* ---- MLIR's cost model (getComputeCost, getFusionComputeCost) ----------------------- */

typedef struct costmap {
  rl_op *op[32];
  int64_t v[32];
  unsigned n;
} costmap;

static int64_t *cm_slot(costmap *cm, rl_op *op) {
  for (unsigned i = 0; i < cm->n; i++)
    if (cm->op[i] == op) return &cm->v[i];
  if (cm->n == 32) return NULL;
  cm->op[cm->n] = op;
  cm->v[cm->n] = 0;
  return &cm->v[cm->n++];
}

/* The dynamic op count of a loop (ops of each body other than affine.for
 * and affine.if, the terminator not counted), with the trip counts of the
 * slice's one-iteration loops (sl, when given) and the extra counts of cm
 * (when given); false when a trip count is not constant. */
static bool loop_cost(fuser *f, rl_op *loop, rl_op *const *sl, const rl_aff_slice_iv *slice, unsigned ns,
                      costmap *cm, int64_t *out) {
  uint64_t tc;
  if (!rl_aff_const_trip_count(loop, &tc)) return false;
  for (unsigned j = 0; j < ns; j++)
    if (sl[j] == loop && slice[j].fixed) tc = (uint64_t)slice[j].span + 1;
  int64_t ops = -1;
  for (rl_op *o = rl_op_regions(loop)[0].first->first; o; o = o->next) {
    if (o->info == f->k.for_) {
      int64_t sub;
      if (!loop_cost(f, o, sl, slice, ns, cm, &sub)) return false;
      ops += sub;
    } else if (o->info != f->k.if_) {
      ops++;
    }
  }
  if (cm)
    for (unsigned i = 0; i < cm->n; i++)
      if (cm->op[i] == loop) ops += cm->v[i];
  *out = (int64_t)tc * ops;
  return true;
}

/* Whether every affine.for inside loop sits directly in an affine.for
 * (MLIR's loop nest stats see no other nesting), and no affine.if. */
typedef struct plain_ctx {
  fuser *f;
  bool ok;
} plain_ctx;
static bool plain_visit(rl_op *op, void *ud) {
  plain_ctx *p = ud;
  if (op->info == p->f->k.if_) p->ok = false;
  if (op->info == p->f->k.for_ && op->parent && rl_op_parent_op(op) && rl_op_parent_op(op)->info != p->f->k.for_)
    p->ok = false;
  return p->ok;
}
static bool plain_nest(fuser *f, rl_op *loop) {
  plain_ctx p = {f, true};
  for (rl_op *o = rl_op_regions(loop)[0].first->first; o && p.ok; o = o->next) rl_op_walk(o, false, plain_visit, &p);
  return p.ok;
}

/* The bytes of the bounding box of what a src store writes, its src IVs
 * ranging over their loops except the slice's one-iteration ones (MLIR's
 * MemRefRegion::getRegionSize, with the memref's shape as bounds). */
static bool write_region_bytes(fuser *f, rl_op *store, const nest *s, const rl_aff_slice_iv *slice, int64_t *bytes) {
  rl_value *m = rl_aff_access_memref(&f->k, store);
  rl_type *t = m->type;
  uint64_t eb = rl_aff_elt_bytes(rl_type_elem(t));
  if (!eb) return false;
  int64_t n = 1;
  for (unsigned r = 0; r < rl_type_rank(t); r++) {
    int64_t coef[MAX_DEPTH], cst, ext = 1;
    if (!rl_aff_access_linear(&f->k, store, r, s->loops, s->depth, coef, &cst)) return false;
    for (unsigned j = 0; j < s->depth; j++) {
      if (slice && slice[j].fixed) {
        ext += (coef[j] < 0 ? -coef[j] : coef[j]) * slice[j].span;
        continue;
      }
      uint64_t tc;
      if (!rl_aff_const_trip_count(s->loops[j], &tc) || !tc) return false;
      ext += (coef[j] < 0 ? -coef[j] : coef[j]) * ((int64_t)tc - 1);
    }
    int64_t dim = rl_type_dim(t, r);
    if (dim != RL_DYNAMIC && dim < ext) ext = dim;
    n *= ext;
  }
  *bytes = n * (int64_t)eb;
  return true;
}

/* MLIR's isFusionProfitable for a producer with one store to the memrefs
 * the consumer reads: the depth (of those slices[0..max) computed) whose
 * slice writes the least, among those adding less than the tolerated
 * fraction of computation; 0 when none, or the fused nest would need more
 * memory than the two apart. */
static unsigned profitable_depth(fuser *f, const nest *s, rl_op *store, rl_op *dst, rl_op *const *dl, unsigned max,
                                 rl_aff_slice_iv (*slices)[MAX_DEPTH], const int *status, bool unknown) {
  if (!plain_nest(f, s->loops[0]) || !plain_nest(f, dst)) return 0;
  int64_t src_cost, dst_cost, src_bytes;
  if (!loop_cost(f, s->loops[0], NULL, NULL, 0, NULL, &src_cost) || !loop_cost(f, dst, NULL, NULL, 0, NULL, &dst_cost))
    return 0;
  if (!write_region_bytes(f, store, s, NULL, &src_bytes)) return 0;
  unsigned best = 0;
  double best_red = 0.0;
  int64_t best_bytes = 0;
  for (unsigned i = max; i >= 1; i--) {
    if (status[i - 1] <= 0) continue; /* failed, or not computed here */
    const rl_aff_slice_iv *sl = slices[i - 1];
    int64_t iters = 1;
    for (unsigned j = 0; j < s->depth; j++) {
      uint64_t tc = sl[j].fixed ? (uint64_t)sl[j].span + 1 : 1;
      if (!sl[j].fixed && !rl_aff_const_trip_count(s->loops[j], &tc)) return 0;
      iters *= (int64_t)tc;
    }
    rl_op *ins = dl[i - 1];
    costmap cm = {0};
    if (iters == 1) {
      /* Store-to-load forwarding: the loads of what the src stores, in
       * loops inside the insertion loop, count one less. */
      for (unsigned a = 0; a < s->nacc; a++) {
        if (!s->acc[a].write) continue;
        bool seen = false;
        for (unsigned b = 0; b < a && !seen; b++) seen = s->acc[b].write && s->acc[b].memref == s->acc[a].memref;
        if (seen) continue;
        for (rl_use *u = s->acc[a].memref->first_use; u; u = u->next) {
          rl_op *user = u->owner;
          if (!rl_aff_is_read(&f->k, user) || !rl_aff_loop_around(&f->k, user, ins)) continue;
          rl_op *p = rl_op_parent_op(user);
          if (!p || p->info != f->k.for_) continue;
          int64_t *slot = cm_slot(&cm, p);
          if (!slot) return 0;
          *slot -= 1;
        }
      }
    }
    int64_t slice_cost, fused;
    if (!loop_cost(f, s->loops[0], s->loops, sl, s->depth, NULL, &slice_cost)) return 0;
    int64_t *slot = cm_slot(&cm, ins);
    if (!slot) return 0;
    *slot = slice_cost;
    if (!loop_cost(f, dst, NULL, NULL, 0, &cm, &fused)) return 0;
    double extra = (double)fused / ((double)src_cost + (double)dst_cost) - 1;
    int64_t bytes;
    if (!write_region_bytes(f, store, s, sl, &bytes) || !bytes) continue;
    double red = (double)src_bytes / (double)bytes;
    if (red > best_red && extra < f->cfg->tolerance) {
      best_red = red;
      best = i;
      best_bytes = bytes;
    }
  }
  if (!best) return 0;
  /* With slices not computed here, only a pick no other depth can beat:
   * the deepest, writing one element. */
  if (unknown && (best != max || best_bytes != (int64_t)rl_aff_elt_bytes(rl_type_elem(rl_aff_access_memref(&f->k, store)->type))))
    return 0;
  uint64_t dmem, smem;
  if (!rl_aff_footprint_bytes(&f->k, dst, &dmem) || !rl_aff_footprint_bytes(&f->k, s->loops[0], &smem)) return 0;
  if ((int64_t)dmem + best_bytes > (int64_t)(smem + dmem)) return 0;
  return best;
}

/* ---- fusion --------------------------------------------------------------------------- */

static bool escaping(fuser *f, rl_value *m, rl_block *b);

/* MLIR's canCreatePrivateMemRef: m is an allocation's result used by
 * affine reads and writes only (not escaping), no node before the producer
 * reaches it, no node after the consumer depends on the consumer through
 * it, and when the producer goes, no node after it but the consumer
 * reaches it. */
static bool privatizable(fuser *f, rl_value *m, rl_op *src, rl_op *dst, bool remove) {
  rl_type *t = m->type;
  if (rl_type_kind_of(t) != RL_TY_MEMREF) return false;
  rl_type *e = rl_type_elem(t);
  if (!(rl_type_is_integer(e) || rl_type_is_float(e))) return false;
  bool dst_writes = false;
  for (rl_use *u = m->first_use; u; u = u->next)
    if (rl_aff_is_write(&f->k, u->owner) && rl_aff_loop_around(&f->k, u->owner, dst)) dst_writes = true;
  /* An escaping memref keeps its writes only when the producer stays and
   * the consumer does not write it. */
  if (escaping(f, m, dst->parent) && (remove || dst_writes)) return false;
  for (rl_use *u = m->first_use; u; u = u->next) {
    rl_op *user = u->owner;
    if (rl_aff_loop_around(&f->k, user, dst) || rl_aff_loop_around(&f->k, user, src)) continue;
    rl_op *top = rl_block_find_ancestor_op(dst->parent, user);
    if (!top) continue; /* MLIR's graph sees the block's ops only */
    if (rl_op_is_before_in_block(top, src)) return false;
    if (remove) return false;
    if (rl_op_is_before_in_block(dst, top) && (dst_writes || rl_aff_is_write(&f->k, user))) return false;
  }
  return true;
}

/* The first affine write to m inside loop, in program order. */
typedef struct store_ctx {
  fuser *f;
  rl_value *m;
  rl_op *found;
} store_ctx;
static bool store_visit(rl_op *op, void *ud) {
  store_ctx *sc = ud;
  if (sc->found) return false;
  if (rl_aff_is_write(&sc->f->k, op) && rl_aff_access_memref(&sc->f->k, op) == sc->m) sc->found = op;
  return !sc->found;
}
static rl_op *first_store(fuser *f, rl_op *loop, rl_value *m) {
  store_ctx sc = {f, m, NULL};
  rl_op_walk(loop, false, store_visit, &sc);
  return sc.found;
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
  for (rl_use *u = m->first_use; u; u = u->next)
    if (rl_aff_loop_around(&f->k, u->owner, fused)) rl_oplist_push(&users, u->owner);
  for (size_t i = 0; i < users.n; i++) rl_aff_remap_access_in_order(&f->k, c, users.v[i], nm, remap, ns, syms);
  rl_oplist_free(&users);
  /* MLIR's eraseUnusedMemRefAllocations: an alloc left without users. */
  rl_op *def = rl_value_defining_op(m);
  if (def && !m->first_use && def->info == rl_opinfo_find_cstr(c, "memref.alloc")) rl_op_erase(c, def);
}


/* Whether op (or an op inside it) has v as an operand. */
typedef struct use_ctx {
  rl_value *v;
  bool writes, found, found_write;
  const rl_aff_kinds *k;
} use_ctx;
static bool use_visit(rl_op *op, void *ud) {
  use_ctx *u = ud;
  for (unsigned i = 0; i < op->noperands; i++)
    if (op->operands[i].value == u->v) {
      u->found = true;
      if (rl_aff_is_write(u->k, op) || !(rl_aff_is_read(u->k, op) || rl_op_only_reads(op))) u->found_write = true;
    }
  return true;
}
static void uses_in(const rl_aff_kinds *k, rl_op *op, rl_value *v, bool *found, bool *found_write) {
  use_ctx u = {v, false, false, false, k};
  rl_op_walk(op, false, use_visit, &u);
  *found = u.found;
  *found_write = u.found_write;
}

/* MLIR's isEscapingMemref: not an allocation's result, or used in block b
 * other than by affine reads and writes. */
static bool escaping(fuser *f, rl_value *m, rl_block *b) {
  if (m->is_arg) return true;
  rl_op *def = rl_value_defining_op(m);
  if (!def || (def->info != rl_opinfo_find_cstr(f->c, "memref.alloc") &&
               def->info != rl_opinfo_find_cstr(f->c, "memref.alloca")))
    return true;
  for (rl_use *u = m->first_use; u; u = u->next)
    if (!(rl_aff_is_read(&f->k, u->owner) || rl_aff_is_write(&f->k, u->owner)) &&
        rl_block_find_ancestor_op(b, u->owner)) /* users outside the block: not seen */
      return true;
  return false;
}

/* The rest of MLIR's isMaximal, when the fast check cannot tell: whether
 * the slice's iterations cover each src loop (a fixed IV ranging over the
 * values its dst loops give it); -1 when src IVs share a dst loop. */
static int slice_maximal_slow(const nest *s, rl_op *const *dl, unsigned depth, const rl_aff_slice_iv *sl) {
  bool used[MAX_DEPTH] = {0};
  int r = 1;
  for (unsigned j = 0; j < s->depth; j++) {
    if (!sl[j].fixed) continue;
    int64_t lo = sl[j].cst, hi = sl[j].cst + sl[j].span, slo, sub;
    for (unsigned d = 0; d < depth; d++) {
      if (!sl[j].coef[d]) continue;
      int64_t a, b;
      if (used[d] || rl_aff_for_step(dl[d]) != 1 || !rl_aff_for_const_bounds(dl[d], &a, &b) || b <= a) return -1;
      used[d] = true;
      int64_t x = sl[j].coef[d] * a, y = sl[j].coef[d] * (b - 1);
      if (sl[j].coef[d] != 1 && sl[j].coef[d] != -1) r = 0; /* gaps */
      lo += x < y ? x : y;
      hi += x < y ? y : x;
    }
    if (rl_aff_for_step(s->loops[j]) != 1 || !rl_aff_for_const_bounds(s->loops[j], &slo, &sub)) return -1;
    if (lo > slo || hi < sub - 1) r = 0;
  }
  return r;
}

/* MLIR's isSliceMaximalFastCheck: 1 maximal, 0 not, -1 not known (then
 * the slower check). */
static int slice_maximal_fast(const nest *s, rl_op *const *dl, unsigned depth, const rl_aff_slice_iv *sl) {
  for (unsigned j = 0; j < s->depth; j++) {
    if (!sl[j].fixed || sl[j].cst || sl[j].span) return slice_maximal_slow(s, dl, depth, sl);
    int k = -1;
    for (unsigned d = 0; d < depth; d++) {
      if (!sl[j].coef[d]) continue;
      if (sl[j].coef[d] != 1 || k >= 0) return slice_maximal_slow(s, dl, depth, sl);
      k = (int)d;
    }
    if (k < 0) return slice_maximal_slow(s, dl, depth, sl);
    int64_t a, b, c, d;
    if (!rl_aff_for_const_bounds(s->loops[j], &a, &b) || !rl_aff_for_const_bounds(dl[k], &c, &d)) return -1;
    if (a != c || b != d || rl_aff_for_step(s->loops[j]) != rl_aff_for_step(dl[k])) return 0;
  }
  return 1;
}

/* MLIR's fuseLoops: a copy of the src nest first in the body of dst loop
 * dl[depth - 1], its one-iteration loops (the IV fixed by the slice)
 * promoted, outermost first (MLIR's promoteIfSingleIteration: the IV
 * becomes the dst IV itself or an affine.apply of the canonicalized
 * bound). */
static void fuse_slice(fuser *f, const nest *s, rl_op *const *dl, unsigned depth, const rl_aff_slice_iv *sl,
                       bool at_end) {
  rl_context *c = f->c;
  rl_block *db = rl_op_regions(dl[depth - 1])[0].first;
  rl_op *copy = rl_op_clone(c, s->loops[0]);
  if (at_end && db->last && db->last->info == f->k.yield) rl_op_insert_before(db->last, copy);
  else if (!at_end && db->first) rl_op_insert_before(db->first, copy);
  else rl_block_append_op(db, copy);
  /* The copy's loops around the stores: the same places in each body. */
  rl_op *cl[MAX_DEPTH];
  unsigned n = s->depth;
  cl[0] = copy;
  for (unsigned j = 1; j < n; j++) {
    unsigned pos = 0;
    for (rl_op *o = s->loops[j]->parent->first; o != s->loops[j]; o = o->next) pos++;
    rl_op *o = rl_op_regions(cl[j - 1])[0].first->first;
    while (pos-- && o) o = o->next;
    cl[j] = o;
  }
  for (unsigned j = 0; j < n && j < s->depth; j++) {
    if (!sl[j].fixed) continue;
    if (sl[j].span) {
      /* A constant range: the copy's bounds. */
      rl_attr *lo = rl_affine_const(c, sl[j].cst), *hi = rl_affine_const(c, sl[j].cst + sl[j].span + 1);
      rl_op_set_prop(c, cl[j], rl_ident_cstr(c, "lowerBoundMap"), rl_affine_map(c, 0, 0, 1, &lo));
      rl_op_set_prop(c, cl[j], rl_ident_cstr(c, "upperBoundMap"), rl_affine_map(c, 0, 0, 1, &hi));
      continue;
    }
    rl_attr *e = rl_affine_const(c, sl[j].cst);
    for (unsigned d = depth; d-- > 0;)
      if (sl[j].coef[d])
        e = rl_affine_binary(c, RL_AT_AFF_ADD,
                             rl_affine_binary(c, RL_AT_AFF_MUL, rl_affine_dim(c, d), rl_affine_const(c, sl[j].coef[d])), e);
    rl_attr *map = rl_aff_simplify_map(c, rl_affine_map(c, depth, 0, 1, &e));
    rl_value *ops[RL_AFF_MAX_OPERANDS];
    unsigned no = depth;
    for (unsigned d = 0; d < depth; d++) ops[d] = iv_of(dl[d]);
    rl_aff_canonicalize(c, &map, ops, &no);
    rl_value *v;
    bool cst_only = true;
    for (unsigned d = 0; d < depth; d++) cst_only &= sl[j].coef[d] == 0;
    if (cst_only) {
      /* MLIR's promoteIfSingleIteration on a constant lower bound: an
       * arith.constant first in the function. */
      rl_op *fn = cl[j];
      while (rl_op_parent_op(fn) && !(fn->info->traits & RL_TRAIT_ISOLATED)) fn = rl_op_parent_op(fn);
      rl_block *top = rl_op_regions(fn)[0].first;
      rl_builder b = {.ctx = c, .block = top, .before = top->first};
      v = rl_op_result(rl_arith_constant_create(&b, cl[j]->loc, rl_type_index(c),
                                                rl_attr_integer(c, rl_type_index(c), sl[j].cst)),
                       0);
    } else if (no == 1 && rl_affine_map_num_dims(map) == 1 && rl_affine_map_num_syms(map) == 0 &&
               rl_affine_map_is_identity(map)) {
      v = ops[0];
    } else {
      rl_builder b = {.ctx = c, .block = cl[j]->parent, .before = cl[j]};
      v = rl_op_result(rl_affine_apply_create(&b, cl[j]->loc, rl_type_index(c), no, ops, map), 0);
    }
    rl_value_replace_all_uses(iv_of(cl[j]), v);
    rl_block *body = rl_op_regions(cl[j])[0].first;
    for (rl_op *o = body->first, *next; o; o = next) {
      next = o->next;
      if (o->info == f->k.yield) break;
      rl_op_move_before(cl[j], o);
    }
    rl_op_erase(c, cl[j]);
  }
}

/* The affine.for ops from dst (included) down to op, outermost first. */
static unsigned loops_from(fuser *f, rl_op *dst, rl_op *op, rl_op **out) {
  rl_op *tmp[64];
  unsigned n = 0;
  for (rl_op *p = rl_op_parent_op(op); p && n < 64; p = rl_op_parent_op(p)) {
    if (p->info == f->k.for_) tmp[n++] = p;
    if (p == dst) break;
  }
  for (unsigned i = 0; i < n; i++) out[i] = tmp[n - 1 - i];
  return n;
}

static bool try_fuse(fuser *f, rl_op *src, rl_op *dst, unsigned max_users, bool *removed) {
  *removed = false;
  nest s = {0}, d = {0};
  bool done = false;
  rl_op **dops = NULL, **wr = NULL;
  nest_of(f, src, &s);
  nest_of(f, dst, &d);
  if (!s.ok || !d.ok) goto out;
  /* The slice's loops: those around the producer's stores (all alike),
   * which need not be the perfect nest. */
  bool perfect_src = true;
  {
    rl_op *chain[64];
    unsigned nc = 0;
    bool have = false;
    for (unsigned i = 0; i < s.nacc; i++) {
      if (!s.acc[i].write) continue;
      rl_op *l[64];
      unsigned n = loops_from(f, src, s.acc[i].op, l);
      if (!have) {
        memcpy(chain, l, n * sizeof *l);
        nc = n;
        have = true;
      } else if (n != nc || memcmp(chain, l, n * sizeof *l)) {
        goto out;
      }
    }
    if (!have || nc == 0 || nc > MAX_DEPTH || chain[0] != src) goto out;
    if (nc != s.depth || memcmp(chain, s.loops, nc * sizeof *chain)) {
      perfect_src = false;
      for (unsigned j = 0; j < nc; j++) {
        int64_t lb, ub;
        if (chain[j]->nresults || !rl_aff_for_const_bounds(chain[j], &lb, &ub)) goto out;
      }
      memcpy(s.loops, chain, nc * sizeof *chain);
      s.depth = nc;
    }
  }
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
  /* Memrefs the producer writes and the consumer reads. */
  bool feeds = false;
  for (unsigned i = 0; i < d.nacc && !feeds; i++) feeds = !d.acc[i].write && writes(&s, d.acc[i].memref);
  if (!feeds) goto out;
  /* One the producer reads and the consumer writes
   * only when every access to it has the IVs as subscripts, alike (and the
   * slice is then the identity, checked below). */
  bool war = false;
  for (unsigned i = 0; i < s.nacc; i++) {
    rl_value *m = s.acc[i].memref;
    if (!writes(&s, m) && writes(&d, m)) {
      if (!perfect_src || !same_bounds(&s, &d) || !aligned(&s, &d, m)) goto out;
      war = true;
    }
  }
  /* Where the fused nest goes. */
  bool between_deps;
  rl_op *ins = insertion_point(src, dst, &s, &d, &between_deps);
  if (!ins) goto out;
  /* The producer-consumer memrefs, with the producer's first store to each. */
  rl_value *shared[64];
  rl_op *stores[64];
  unsigned nshared = 0, nstores = 0;
  for (unsigned i = 0; i < s.nacc; i++) {
    rl_value *m = s.acc[i].memref;
    bool pc = false;
    for (unsigned j = 0; j < d.nacc && !pc; j++) pc = !d.acc[j].write && d.acc[j].memref == m;
    if (!s.acc[i].write || !pc) continue;
    nstores++;
    bool seen = false;
    for (unsigned j = 0; j < nshared && !seen; j++) seen = shared[j] == m;
    if (seen) continue;
    if (nshared == 64) goto out;
    stores[nshared] = s.acc[i].op;
    shared[nshared++] = m;
  }
  /* MLIR's maxSrcUserCount: the nodes after the producer reaching such a
   * memref. */
  for (unsigned i = 0; i < nshared; i++) {
    unsigned users = 0;
    for (rl_op *o = src->next; o; o = o->next) {
      if (!o->nregions && rl_op_is_memory_effect_free(o)) continue;
      bool found, fw;
      uses_in(&f->k, o, shared[i], &found, &fw);
      users += found;
    }
    if (users > max_users) goto out;
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
  /* The dst loops around all its accesses to those memrefs (MLIR's
   * innermost common loop depth). */
  rl_op *dl[64];
  unsigned ndl = 0;
  bool first = true;
  for (unsigned i = 0; i < d.nacc; i++) {
    bool pc = false;
    for (unsigned j = 0; j < nshared && !pc; j++) pc = d.acc[i].memref == shared[j];
    if (!pc) continue;
    rl_op *l[64];
    unsigned n = loops_from(f, dst, d.acc[i].op, l);
    if (first) {
      memcpy(dl, l, n * sizeof *l);
      ndl = n;
      first = false;
    } else {
      unsigned c = 0;
      while (c < ndl && c < n && dl[c] == l[c]) c++;
      ndl = c;
    }
  }
  if (!ndl || ndl > MAX_DEPTH) goto out;
  /* The slices at each depth. */
  dops = rl_xcalloc(d.nacc, sizeof *dops);
  wr = rl_xcalloc(s.nacc, sizeof *wr);
  unsigned nw = 0;
  for (unsigned i = 0; i < d.nacc; i++) dops[i] = d.acc[i].op;
  for (unsigned i = 0; i < s.nacc; i++)
    if (s.acc[i].write) wr[nw++] = s.acc[i].op;
  /* MLIR's getMaxLoopDepth: no deeper than the shallowest loop carrying a
   * dependence between the consumer's accesses to those memrefs. */
  unsigned max_dep = ndl;
  {
    rl_op *t[256];
    unsigned nt = 0;
    bool any_write = false;
    for (unsigned i = 0; i < d.nacc; i++) {
      bool pc = false;
      for (unsigned j = 0; j < nshared && !pc; j++) pc = d.acc[i].memref == shared[j];
      if (!pc) continue;
      if (nt == 256) goto out;
      t[nt++] = d.acc[i].op;
      any_write |= d.acc[i].write;
    }
    unsigned outer = rl_aff_nesting_depth(&f->k, dst);
    for (unsigned a = 0; a < nt && any_write; a++)
      for (unsigned b = 0; b < nt; b++) {
        rl_aff_dep_comp comps[RL_AFF_DEP_MAX];
        unsigned nc, common = 0;
        rl_op *la[64], *lb[64];
        unsigned na = loops_from(f, dst, t[a], la), nb = loops_from(f, dst, t[b], lb);
        while (common < na && common < nb && la[common] == lb[common]) common++;
        for (unsigned dd = 1; dd <= common + 1; dd++)
          if (rl_aff_dependence(&f->k, t[a], t[b], outer + dd, comps, &nc)) {
            if (dd - 1 < max_dep) max_dep = dd - 1;
            break;
          }
      }
  }
  rl_aff_slice_iv slices[MAX_DEPTH][MAX_DEPTH];
  int status[MAX_DEPTH];
  unsigned legal = 0;
  bool unknown = false;
  for (unsigned i = 1; i <= ndl; i++) {
    status[i - 1] = i > max_dep ? 0 : rl_aff_slice_union(&f->k, s.loops, s.depth, wr, nw, dl, i, dops, d.nacc, slices[i - 1]);
    if (status[i - 1] > 0) legal = i;
    unknown |= status[i - 1] < 0;
  }
  /* A slice of a form not computed here (a range) matters unless the
   * deepest depth is legal and (below) the cost model's pick anyway. */
  if (!legal || (unknown && (legal != ndl))) goto out;
  unsigned best = legal;
  if (!f->cfg->maximal && nstores == 1) {
    best = profitable_depth(f, &s, stores[0], dst, dl, legal, slices, status, unknown);
    if (!best) goto out;
  }
  const rl_aff_slice_iv *sl = slices[best - 1];
  if (war) {
    /* The identity slice only. */
    if (best != s.depth || best != d.depth) goto out;
    for (unsigned j = 0; j < s.depth; j++) {
      if (!sl[j].fixed || sl[j].cst || sl[j].span) goto out;
      for (unsigned k = 0; k < best; k++)
        if (sl[j].coef[k] != (k == j)) goto out;
    }
  }
  /* MLIR's canRemoveSrcNodeAfterFusion. */
  bool out_deps = between_deps, escapes = false;
  for (unsigned i = 0; i < s.nacc; i++) {
    rl_value *m = s.acc[i].memref;
    if (s.acc[i].write && escaping(f, m, src->parent)) escapes = true;
    for (rl_op *o = dst->next; o && !out_deps; o = o->next) {
      if (!o->nregions && rl_op_is_memory_effect_free(o)) continue;
      bool found, fw;
      uses_in(&f->k, o, m, &found, &fw);
      if (found && (writes(&s, m) || fw)) out_deps = true;
    }
  }
  bool remove = true;
  if (out_deps || escapes) {
    int mx = slice_maximal_fast(&s, dl, best, sl);
    if (mx < 0) goto out; /* MLIR's slower check: not done here */
    remove = mx > 0;
  }
  bool priv[64];
  for (unsigned i = 0; i < nshared; i++) priv[i] = privatizable(f, shared[i], src, dst, remove);
  fuse_slice(f, &s, dl, best, sl, false);
  if (ins != dst) rl_op_move_before(ins, dst);
  if (remove) rl_op_erase(f->c, src);
  *removed = remove;
  /* MLIR's createPrivateMemRef, sized by the first store to the memref in
   * the fused nest. */
  for (unsigned i = 0; i < nshared; i++) {
    if (!priv[i]) continue;
    rl_op *store = first_store(f, dst, shared[i]);
    if (store) privatize(f, shared[i], dst, store, best);
  }
  done = true;
out:
  free(dops);
  free(wr);
  free(s.acc);
  free(d.acc);
  return done;
}

/* The ops MLIR's dependence graph makes nodes of: loops, affine reads and
 * writes, ops whose results are used (producers of values), ops with
 * memory effects. */
static bool is_node(fuser *f, rl_op *o) {
  if (o->info == f->k.for_ || rl_aff_is_read(&f->k, o) || rl_aff_is_write(&f->k, o)) return true;
  for (unsigned i = 0; i < o->nresults; i++)
    if (rl_op_result(o, i)->first_use) return true;
  return !rl_op_is_memory_effect_free(o);
}

/* ---- sibling fusion (MLIR's fuseSiblingNodes) ------------------------------------- */

/* The memrefs an op reaches: through affine reads and writes, or (na) as
 * an operand of another op with memory effects (counted as read and
 * written). */
typedef struct macc {
  rl_value *m;
  bool r, w, na;
} macc;
typedef struct accset {
  macc v[48];
  unsigned n;
  bool over;
} accset;

static void accset_add(accset *a, rl_value *m, bool r, bool w, bool na) {
  for (unsigned i = 0; i < a->n; i++)
    if (a->v[i].m == m) {
      a->v[i].r |= r;
      a->v[i].w |= w;
      a->v[i].na |= na;
      return;
    }
  if (a->n == sizeof a->v / sizeof *a->v) {
    a->over = true;
    return;
  }
  a->v[a->n++] = (macc){m, r, w, na};
}

typedef struct acc_walk {
  fuser *f;
  accset *a;
} acc_walk;
static bool acc_visit(rl_op *op, void *ud) {
  acc_walk *w = ud;
  const rl_aff_kinds *k = &w->f->k;
  if (rl_aff_is_read(k, op)) accset_add(w->a, rl_aff_access_memref(k, op), true, false, false);
  else if (rl_aff_is_write(k, op)) accset_add(w->a, rl_aff_access_memref(k, op), false, true, false);
  else if (!rl_op_is_memory_effect_free(op))
    for (unsigned i = 0; i < op->noperands; i++)
      if (rl_type_kind_of(op->operands[i].value->type) == RL_TY_MEMREF)
        accset_add(w->a, op->operands[i].value, true, true, true);
  return true;
}
static void accset_of(fuser *f, rl_op *op, accset *a) {
  a->n = 0;
  a->over = false;
  acc_walk w = {f, a};
  rl_op_walk(op, false, acc_visit, &w);
}

/* An edge of MLIR's dependence graph from node a to a later node b: a
 * memref both reach, one of them writing it, or a value of a used in b. */
static bool graph_edge(rl_op *a, const accset *A, rl_op *b, const accset *B) {
  if (A->over || B->over) return true;
  for (unsigned i = 0; i < A->n; i++)
    for (unsigned j = 0; j < B->n; j++)
      if (A->v[i].m == B->v[j].m && (A->v[i].w || B->v[j].w)) return true;
  return feeds_loop(a, b);
}

/* MLIR's hasDependencePath from a to b (a before b in the block). */
static bool dep_path(fuser *f, rl_op *a, rl_op *b) {
  unsigned n = 0;
  for (rl_op *o = a; o; o = o->next) {
    if (is_node(f, o)) n++;
    if (o == b) break;
  }
  rl_op **ops = rl_xcalloc(n, sizeof *ops);
  accset *sets = rl_xcalloc(n, sizeof *sets);
  bool *reach = rl_xcalloc(n, sizeof *reach);
  unsigned i = 0;
  for (rl_op *o = a; o && i < n; o = o->next) {
    if (!is_node(f, o)) continue;
    ops[i] = o;
    accset_of(f, o, &sets[i]);
    i++;
    if (o == b) break;
  }
  reach[0] = true;
  for (unsigned x = 1; x < n; x++)
    for (unsigned y = 0; y < x && !reach[x]; y++)
      if (reach[y] && graph_edge(ops[y], &sets[y], ops[x], &sets[x])) reach[x] = true;
  bool r = n > 1 && reach[n - 1];
  free(ops);
  free(sets);
  free(reach);
  return r;
}

/* The affine reads (write: writes) of m in op. */
typedef struct count_ctx {
  fuser *f;
  rl_value *m;
  bool write;
  unsigned n;
  rl_op *first;
} count_ctx;
static bool count_visit(rl_op *op, void *ud) {
  count_ctx *cc = ud;
  bool hit = cc->write ? rl_aff_is_write(&cc->f->k, op) : rl_aff_is_read(&cc->f->k, op);
  if (hit && rl_aff_access_memref(&cc->f->k, op) == cc->m) {
    if (!cc->n) cc->first = op;
    cc->n++;
  }
  return true;
}
static unsigned count_accesses(fuser *f, rl_op *op, rl_value *m, bool write, rl_op **first) {
  count_ctx cc = {f, m, write, 0, NULL};
  rl_op_walk(op, false, count_visit, &cc);
  if (first) *first = cc.first;
  return cc.n;
}

/* MLIR's hasNonAffineUsersOnPath(a, b): a memref a reaches has a user
 * other than an affine read or write between a and b in the block. */
static bool non_affine_between(fuser *f, rl_op *a, rl_op *b) {
  if (!rl_op_is_before_in_block(a, b)) return false;
  accset A;
  accset_of(f, a, &A);
  if (A.over) return true;
  for (unsigned i = 0; i < A.n; i++)
    for (rl_use *u = A.v[i].m->first_use; u; u = u->next) {
      rl_op *user = u->owner;
      if (rl_aff_is_read(&f->k, user) || rl_aff_is_write(&f->k, user)) continue;
      rl_op *top = rl_block_find_ancestor_op(a->parent, user);
      if (top && rl_op_is_before_in_block(a, top) && rl_op_is_before_in_block(top, b)) return true;
    }
  return false;
}

/* MLIR's canFuseWithSibNode: sib reads m once, no dependence path joins
 * sib and dst, no memref sib both reads and writes is reached by an
 * earlier node, sib writes one memref at most, no non-affine user of their
 * memrefs lies between them. */
static bool sibling_ok(fuser *f, rl_op *dst, rl_op *sib, rl_value *m) {
  if (count_accesses(f, sib, m, false, NULL) != 1) return false;
  bool sib_first = rl_op_is_before_in_block(sib, dst);
  if (sib_first ? dep_path(f, sib, dst) : dep_path(f, dst, sib)) return false;
  accset S;
  accset_of(f, sib, &S);
  if (S.over) return false;
  unsigned nstored = 0;
  for (unsigned i = 0; i < S.n; i++) {
    const macc *a = &S.v[i];
    if (a->w && !a->na) nstored++;
    if (!(a->r && a->w)) continue;
    if (!count_accesses(f, sib, a->m, false, NULL) || !count_accesses(f, sib, a->m, true, NULL)) continue;
    for (rl_op *o = sib->parent->first; o != sib; o = o->next)
      if (count_accesses(f, o, a->m, false, NULL) || count_accesses(f, o, a->m, true, NULL)) return false;
  }
  if (nstored > 1) return false;
  return !non_affine_between(f, dst, sib) && !non_affine_between(f, sib, dst);
}

/* MLIR's findSiblingNodeToFuse: a loop of the block, not yet tried, that
 * reads a memref dst reads: first one reading a block argument (in the
 * order of its uses), then one reading a memref a node before dst writes
 * and dst reads. */
static rl_op *find_sibling(fuser *f, rl_op *dst, rl_ptrmap *visited, rl_value **mout) {
  rl_block *b = dst->parent;
  for (unsigned i = 0; i < b->nargs; i++)
    for (rl_use *u = b->args[i]->first_use; u; u = u->next) {
      rl_op *user = u->owner;
      if (!rl_aff_is_read(&f->k, user)) continue;
      rl_op *top = rl_block_find_ancestor_op(b, user);
      if (!top || top->info != f->k.for_ || !rl_aff_loop_around(&f->k, user, top)) continue;
      if (top == dst || rl_ptrmap_get(visited, top)) continue;
      rl_value *m = rl_aff_access_memref(&f->k, user);
      if (!count_accesses(f, dst, m, false, NULL)) continue;
      if (sibling_ok(f, dst, top, m)) {
        rl_ptrmap_put(visited, top, (void *)1);
        *mout = m;
        return top;
      }
    }
  accset D;
  accset_of(f, dst, &D);
  for (rl_op *p = b->first; p && p != dst; p = p->next) {
    if (!is_node(f, p)) continue;
    for (unsigned i = 0; i < D.n; i++) {
      rl_value *m = D.v[i].m;
      if (D.v[i].na || !count_accesses(f, dst, m, false, NULL) || !count_accesses(f, p, m, true, NULL)) continue;
      for (rl_op *x = p->next; x; x = x->next) {
        if (x == dst || x->info != f->k.for_ || rl_ptrmap_get(visited, x)) continue;
        if (!count_accesses(f, x, m, false, NULL) && !count_accesses(f, x, m, true, NULL)) continue;
        if (sibling_ok(f, dst, x, m)) {
          rl_ptrmap_put(visited, x, (void *)1);
          *mout = m;
          return x;
        }
      }
    }
  }
  return NULL;
}

/* MLIR's fuseWithSiblingNodes for one sibling: the slices of sib's nest
 * (its loops around its read of m) over dst's loops around dst's first
 * read of m, as the two reads meet; the depth maximal or the cost model's
 * (the slice's read region in place of a write region); a copy of the
 * slice first (sib before dst) or last (after) in dst's loop, dst at the
 * insertion point, sib erased. */
static bool try_fuse_sibling(fuser *f, rl_op *dst, rl_op *sib, rl_value *m) {
  nest s = {0}, d = {0};
  bool done = false;
  rl_op **dops = NULL;
  nest_of(f, sib, &s);
  nest_of(f, dst, &d);
  if (!s.ok || !d.ok || dst->nresults || sib->nresults) goto out;
  if (!f->cfg->maximal && rl_aff_nesting_depth(&f->k, sib)) goto out;
  rl_op *load = NULL, *dload = NULL;
  count_accesses(f, sib, m, false, &load);
  count_accesses(f, dst, m, false, &dload);
  if (!load || !dload) goto out;
  {
    rl_op *chain[64];
    unsigned nc = loops_from(f, sib, load, chain);
    if (!nc || nc > MAX_DEPTH || chain[0] != sib) goto out;
    for (unsigned j = 0; j < nc; j++) {
      int64_t lb, ub;
      if (chain[j]->nresults || !rl_aff_for_const_bounds(chain[j], &lb, &ub)) goto out;
    }
    memcpy(s.loops, chain, nc * sizeof *chain);
    s.depth = nc;
  }
  rl_block *sb = rl_op_regions(s.loops[s.depth - 1])[0].first;
  for (rl_op *o = sb->first; o; o = o->next)
    if (o->nregions) goto out;
  bool sib_first = rl_op_is_before_in_block(sib, dst), between;
  rl_op *ins = sib_first ? insertion_point(sib, dst, &s, &d, &between) : insertion_point(dst, sib, &d, &s, &between);
  if (!ins) goto out;
  rl_op *dl[64];
  unsigned ndl = loops_from(f, dst, dload, dl);
  if (!ndl || ndl > MAX_DEPTH || dl[0] != dst) goto out;
  dops = rl_xcalloc(d.nacc, sizeof *dops);
  for (unsigned i = 0; i < d.nacc; i++) dops[i] = d.acc[i].op;
  rl_aff_slice_iv slices[MAX_DEPTH][MAX_DEPTH];
  int status[MAX_DEPTH];
  unsigned legal = 0;
  bool unknown = false;
  unsigned flags = RL_AFF_SLICE_RAR | (sib_first ? 0 : RL_AFF_SLICE_FORWARD);
  for (unsigned i = 1; i <= ndl; i++) {
    status[i - 1] = rl_aff_slice_union_ex(&f->k, s.loops, s.depth, &load, 1, dl, i, dops, d.nacc, flags, slices[i - 1]);
    if (status[i - 1] > 0) legal = i;
    unknown |= status[i - 1] < 0;
  }
  if (!legal || (unknown && legal != ndl)) goto out;
  unsigned best = legal;
  if (!f->cfg->maximal) {
    best = profitable_depth(f, &s, load, dst, dl, legal, slices, status, unknown);
    if (!best) goto out;
  }
  fuse_slice(f, &s, dl, best, slices[best - 1], !sib_first);
  if (ins != dst) rl_op_move_before(ins, dst);
  rl_op_erase(f->c, sib);
  done = true;
out:
  free(dops);
  free(s.acc);
  free(d.acc);
  return done;
}

/* MLIR's worklist: each nest of the block once as the consumer; for one,
 * its producers from the closest, again after each fusion. MLIR takes the
 * consumers from the back of its graph's node table (a DenseMap keyed by
 * node id: ids in the order of the block's affine.for ops, affine
 * accesses and ops with memory effects, iterated in bucket order, id * 37
 * modulo the table's size), which this order follows. The graph (and its
 * ids) stays from one phase to the next. */
typedef struct node {
  rl_op *op;
  unsigned bucket;
  bool is_for; /* read when collected: op may be gone when its turn comes */
  bool gone;
} node;

static int by_bucket(const void *a, const void *b) {
  const node *x = a, *y = b;
  return x->bucket < y->bucket ? -1 : x->bucket > y->bucket;
}

static void mark_gone(node *nodes, unsigned n, rl_op *op) {
  for (unsigned i = 0; i < n; i++)
    if (!nodes[i].gone && nodes[i].op == op) nodes[i].gone = true;
}

/* MLIR's sinkSequentialLoops on a consumer's nest: its new root. */
static rl_op *sink_sequential(fuser *f, rl_op *root) {
  nest d = {0};
  nest_of(f, root, &d);
  unsigned perm[MAX_DEPTH];
  if (d.ok && sink_perm(f, &d, perm) > 0) root = permute_nest(&d, perm);
  free(d.acc);
  return root;
}

static void run_phase(fuser *f, node *nodes, unsigned nnodes, unsigned max_users) {
  rl_ptrmap fused = {0};
  for (size_t i = nnodes; i-- > 0;) {
    rl_op *dst = nodes[i].op;
    /* Ops other than loops are never destinations, and fusion may erase
     * some (a memref's alloc). */
    if (!nodes[i].is_for || nodes[i].gone || dst->nresults) continue;
    dst = nodes[i].op = sink_sequential(f, dst);
    for (bool changed = true; changed;) {
      changed = false;
      for (rl_op *src = dst->prev; src && !changed; src = src->prev) {
        if (src->info != f->k.for_ || rl_ptrmap_get(&fused, src) == dst) continue;
        bool removed;
        if (!try_fuse(f, src, dst, max_users, &removed)) continue;
        /* (Not src->prev's next: fusion may have erased that op, an alloc.) */
        if (removed) mark_gone(nodes, nnodes, src);
        else rl_ptrmap_put(&fused, src, dst);
        changed = true;
      }
    }
  }
  rl_ptrmap_free(&fused);
}

static void sibling_phase(fuser *f, node *nodes, unsigned nnodes) {
  for (size_t i = nnodes; i-- > 0;) {
    rl_op *dst = nodes[i].op;
    if (!nodes[i].is_for || nodes[i].gone || dst->nresults) continue;
    rl_ptrmap visited = {0};
    rl_value *m;
    /* (An erased sibling's pointer may come back as a new op's, but
     * fusion makes no new loops in the block.) */
    for (rl_op *sib; (sib = find_sibling(f, dst, &visited, &m));)
      if (try_fuse_sibling(f, dst, sib, m)) mark_gone(nodes, nnodes, sib);
    rl_ptrmap_free(&visited);
  }
}

static void run_block(fuser *f, rl_block *b) {
  unsigned nnodes = 0;
  for (rl_op *o = b->first; o; o = o->next) {
    if (o->info == f->k.if_) return; /* MLIR's dependence graph gives up on a block with an affine.if */
    if (is_node(f, o)) nnodes++;
  }
  unsigned buckets = 64;
  while (nnodes * 4 >= buckets * 3) buckets *= 2;
  node *nodes = rl_xcalloc(nnodes ? nnodes : 1, sizeof *nodes);
  unsigned id = 0;
  for (rl_op *o = b->first; o; o = o->next)
    if (is_node(f, o)) {
      nodes[id] = (node){o, (unsigned)((id * 37u) & (buckets - 1)), o->info == f->k.for_, false};
      id++;
    }
  qsort(nodes, nnodes, sizeof *nodes, by_bucket);
  if (f->cfg->mode == MODE_GREEDY) run_phase(f, nodes, nnodes, 1);
  if (f->cfg->mode != MODE_PRODUCER) sibling_phase(f, nodes, nnodes);
  if (f->cfg->mode != MODE_SIBLING) run_phase(f, nodes, nnodes, ~0u);
  free(nodes);
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
  if (!f.k.for_) return true;
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
