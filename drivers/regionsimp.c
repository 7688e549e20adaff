/* Region simplification (MLIR's simplifyRegions). Each step covers the
 * whole region tree under the root:
 *  1. Unreachable blocks: a depth-first search from each entry block over
 *     the successors of terminators; the blocks it misses are erased.
 *  2. Dead code: liveness by marking. The seeds are the ops that cannot go
 *     (effects, terminators, symbols, unregistered ops) and the arguments
 *     of blocks that a terminator we cannot edit branches to. A live op
 *     makes its operands live, except branch operands: one of those is live
 *     only when the block argument it feeds is. What stays unmarked goes:
 *     ops, the arguments of non-entry blocks, and the branch operands that
 *     fed those arguments.
 *  3. Aggressive only: blocks with the same successors whose ops match up
 *     to operands defined outside the block are merged (those operands
 *     become new arguments of the block kept, passed by every predecessor),
 *     then a block argument that every predecessor passes the same value is
 *     replaced by that value.
 * Branch ops are cf.br, cf.cond_br and cf.switch, and llvm.br,
 * llvm.cond_br and llvm.switch, laid out alike. Their operands are a
 * prefix that no successor receives (the condition, the flag), then the
 * operands of each successor in successor order; editing them rewrites the
 * operand list and the segment-size properties together, once per op.
 * The output is mlir-opt-19's, including which changes make the driver go
 * round again (see regionsimp.h), with two exceptions where mlir-opt-19
 * changes what the code computes: a block whose arguments are used in
 * other blocks is not merged, and a block that a terminator we cannot edit
 * (an unregistered op) branches to keeps all its arguments.
 * Marks live in the scratch fields of blocks and values, each step setting
 * them before it reads them: block->scratch (reached; in step 3 a row of
 * new arguments) and value->scratch (liveness: a block argument's, or an
 * op's in its first result; in step 3 the order of a value in its block,
 * then the first column of a value). op->scratch is the greedy driver's
 * (its worklist slots) and is left alone. Scratch vectors are per call,
 * grown as needed, never per op. */
#include "drivers/regionsimp.h"

#include <assert.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "core/context.h"

typedef enum br_kind { BR_NONE, BR_BR, BR_COND, BR_SWITCH } br_kind;

/* One non-entry block while grouping blocks by their successors. */
typedef struct entry {
  rl_block *b;
  uint64_t hash;    /* of the successor list; then of the ops */
  unsigned pos;     /* position in the region */
  unsigned group;   /* position of the first block with the same successors */
  unsigned cluster; /* merge cluster within the group, or UINT_MAX */
} entry;

/* An operand that differs between the leader of a cluster and a member. */
typedef struct mismatch {
  unsigned cluster, op, operand;
} mismatch;

typedef struct simp {
  rl_context *c;
  rl_rewriter *rw;
  rl_opinfo *br, *cond_br, *sw; /* the cf branch ops, NULL if not registered */
  rl_opinfo *lbr, *lcond_br, *lsw; /* llvm's, which lay out their operands as cf's */
  rl_ident *case_segments;
  rl_type *i32;
  /* Scratch vectors. */
  void **stack;
  size_t nstack, capstack;
  rl_value **vals;
  size_t capvals;
  unsigned *counts;
  size_t capcounts;
  uint64_t *words;
  size_t capwords;
  entry *entries;
  size_t capentries;
  entry **eptrs;
  size_t capeptrs;
  mismatch *mism;
  size_t nmism, capmism;
  rl_value **mat;
  size_t capmat;
  rl_op **cursors;
  size_t capcursors;
  unsigned *idx;
  size_t capidx;
  unsigned char *flags;
  size_t capflags;
  unsigned *offs; /* operand offsets of offs_op's successors */
  size_t capoffs;
  rl_op *offs_op;
  rl_op **preds;  /* distinct branches into some blocks */
  size_t cappreds;
  rl_block **blocks;
  size_t capblocks;
} simp;

#define GROW(ptr, cap, need)                                      \
  do {                                                            \
    if ((size_t)(need) > (cap)) {                                 \
      size_t nc_ = (cap) ? (cap) : 16;                            \
      while (nc_ < (size_t)(need)) nc_ *= 2;                      \
      (ptr) = rl_xrealloc((ptr), nc_ * sizeof *(ptr));            \
      (cap) = nc_;                                                \
    }                                                             \
  } while (0)

static void push(simp *s, void *p) {
  GROW(s->stack, s->capstack, s->nstack + 1);
  s->stack[s->nstack++] = p;
}

static rl_opinfo *registered(rl_context *c, const char *name) {
  rl_opinfo *oi = rl_opinfo_find_cstr(c, name);
  return oi && oi->registered ? oi : NULL;
}

static void erase_op(simp *s, rl_op *op) {
  s->offs_op = NULL;
  if (s->rw) rl_rewriter_erase(s->rw, op);
  else rl_op_erase(s->c, op);
}

static void modified(simp *s, rl_op *op) {
  if (s->rw) rl_rewriter_modified(s->rw, op);
}

/* ---- branch ops ----------------------------------------------------------- */

static br_kind br_kind_of(const simp *s, const rl_op *op) {
  if (!op->nsuccs || !op->info->registered) return BR_NONE;
  if (op->info == s->br || op->info == s->lbr) return BR_BR;
  if (op->info == s->cond_br || op->info == s->lcond_br) return BR_COND;
  if (op->info == s->sw || op->info == s->lsw) return BR_SWITCH;
  return BR_NONE;
}

/* The layout of a branch op's operands into s->counts (one per successor);
 * returns the number of leading operands no successor receives. */
static unsigned br_layout(simp *s, rl_op *op, br_kind k) {
  GROW(s->counts, s->capcounts, op->nsuccs);
  unsigned n;
  switch (k) {
  case BR_BR:
    s->counts[0] = op->noperands;
    return 0;
  case BR_COND:
    rl_op_operand_group(op, 1, &n);
    s->counts[0] = n;
    rl_op_operand_group(op, 2, &n);
    s->counts[1] = n;
    return 1;
  case BR_SWITCH: {
    rl_op_operand_group(op, 1, &n);
    s->counts[0] = n;
    rl_attr *seg = rl_op_get_prop(op, s->case_segments);
    size_t nseg = seg && seg->kind == RL_AT_DENSE_ARRAY ? seg->n - 1 : 0;
    for (unsigned i = 1; i < op->nsuccs; i++) s->counts[i] = i - 1 < nseg ? (unsigned)(int32_t)seg->w[i] : 0;
    return 1;
  }
  case BR_NONE:
    break;
  }
  return op->noperands;
}

/* The first operand successor `succ` of branch op receives; *n the count.
 * The offsets of the last op asked about are kept until an op's operands
 * change (the edges into a block often all come from one cf.switch). */
static unsigned br_range(simp *s, rl_op *op, unsigned succ, unsigned *n) {
  if (s->offs_op != op) {
    unsigned at = br_layout(s, op, br_kind_of(s, op));
    GROW(s->offs, s->capoffs, op->nsuccs + 1);
    for (unsigned i = 0; i < op->nsuccs; i++) {
      s->offs[i] = at;
      at += s->counts[i];
    }
    s->offs[op->nsuccs] = at;
    s->offs_op = op;
  }
  *n = s->offs[succ + 1] - s->offs[succ];
  return s->offs[succ];
}

/* Sets a branch op's operands to s->vals laid out as `nprefix` then
 * s->counts[i] per successor, with segment sizes to match. */
static void br_set(simp *s, rl_op *op, br_kind k, unsigned nprefix) {
  unsigned total = nprefix;
  for (unsigned i = 0; i < op->nsuccs; i++) total += s->counts[i];
  rl_op_set_operands(s->c, op, total, s->vals);
  if (k == BR_COND) {
    uint64_t w[3] = {1, s->counts[0], s->counts[1]};
    rl_op_set_prop(s->c, op, rl_context_ident(s->c, RL_ID_OPERAND_SEGMENTS), rl_attr_dense_array(s->c, s->i32, 3, w));
  } else if (k == BR_SWITCH) {
    GROW(s->words, s->capwords, op->nsuccs);
    uint64_t cases = 0;
    for (unsigned i = 1; i < op->nsuccs; i++) cases += s->words[i - 1] = s->counts[i];
    uint64_t w[3] = {1, s->counts[0], cases};
    rl_op_set_prop(s->c, op, rl_context_ident(s->c, RL_ID_OPERAND_SEGMENTS), rl_attr_dense_array(s->c, s->i32, 3, w));
    rl_op_set_prop(s->c, op, s->case_segments, rl_attr_dense_array(s->c, s->i32, op->nsuccs - 1, s->words));
  }
  s->offs_op = NULL;
  modified(s, op);
}

/* Rewrites the operands of branch op in one go: where a successor is
 * `drop_in`, the operands whose argument s->flags marks go; where a
 * successor's block has a row (block->scratch = row + 1), that row of
 * `rows` (`nadd` values; rows `stride` apart) is appended. */
static void br_rewrite(simp *s, rl_op *op, const rl_block *drop_in, rl_value *const *rows, unsigned stride,
                       unsigned nadd) {
  br_kind k = br_kind_of(s, op);
  unsigned nprefix = br_layout(s, op, k), in = 0, out = 0;
  GROW(s->vals, s->capvals, op->noperands + (size_t)op->nsuccs * nadd);
  for (; in < nprefix; in++) s->vals[out++] = op->operands[in].value;
  for (unsigned i = 0; i < op->nsuccs; i++) {
    const rl_block *d = rl_op_succ(op, i);
    unsigned n = s->counts[i], start = out;
    for (unsigned j = 0; j < n; j++, in++)
      if (!drop_in || d != drop_in || !s->flags[j]) s->vals[out++] = op->operands[in].value;
    if (rows && d && d->scratch)
      for (unsigned j = 0; j < nadd; j++) s->vals[out++] = rows[(size_t)(d->scratch - 1) * stride + j];
    s->counts[i] = out - start;
  }
  br_set(s, op, k, nprefix);
}

static int by_address(const void *pa, const void *pb) {
  uintptr_t a = (uintptr_t)*(rl_op *const *)pa, b = (uintptr_t)*(rl_op *const *)pb;
  return a < b ? -1 : a > b;
}

/* The distinct ops that branch to blocks[0..n), into s->preds; returns
 * their number. */
static unsigned collect_preds(simp *s, rl_block *const *blocks, unsigned n) {
  size_t k = 0;
  for (unsigned i = 0; i < n; i++)
    for (rl_succ *e = blocks[i]->first_pred; e; e = e->next) {
      GROW(s->preds, s->cappreds, k + 1);
      s->preds[k++] = e->owner;
    }
  qsort(s->preds, k, sizeof *s->preds, by_address);
  size_t m = 0;
  for (size_t i = 0; i < k; i++)
    if (!m || s->preds[m - 1] != s->preds[i]) s->preds[m++] = s->preds[i];
  return (unsigned)m;
}

/* ---- shared helpers ------------------------------------------------------- */

static void drop_uses(rl_value *v) { rl_value_replace_all_uses(v, NULL); }

/* Drops every use of the values a block defines and every reference its
 * ops hold, so blocks that refer to each other can be erased in any order. */
static void drop_block_refs(rl_block *b) {
  for (uint32_t i = 0; i < b->nargs; i++) drop_uses(b->args[i]);
  for (rl_op *op = b->first; op; op = op->next) {
    for (unsigned i = 0; i < op->nresults; i++) drop_uses(&op->results[i]);
    rl_op_drop_all_refs(op);
  }
}

/* Erases a block whose references were dropped and that nothing branches to. */
static void erase_block(simp *s, rl_block *b) {
  while (b->last) erase_op(s, b->last);
  rl_block_remove(b);
  assert(!b->first_pred);
  rl_block_destroy(s->c, b);
}

static unsigned succ_index(const rl_succ *e) { return (unsigned)(e - rl_op_succs(e->owner)); }

/* ---- 1. unreachable blocks ------------------------------------------------ */

static bool erase_unreachable(simp *s, rl_region *r) {
  bool changed = false;
  if (r->first && r->first->next) {
    for (rl_block *b = r->first; b; b = b->next) b->scratch = 0;
    s->nstack = 0;
    r->first->scratch = 1;
    push(s, r->first);
    while (s->nstack) {
      rl_block *b = s->stack[--s->nstack];
      rl_op *t = b->last;
      for (unsigned i = 0; t && i < t->nsuccs; i++) {
        rl_block *d = rl_op_succ(t, i);
        if (d && d->parent == r && !d->scratch) {
          d->scratch = 1;
          push(s, d);
        }
      }
    }
    for (rl_block *b = r->first; b; b = b->next)
      if (!b->scratch) drop_block_refs(b);
    for (rl_block *b = r->first, *next; b; b = next) {
      next = b->next;
      if (!b->scratch) {
        erase_block(s, b);
        changed = true;
      }
    }
  }
  for (rl_block *b = r->first; b; b = b->next)
    for (rl_op *op = b->first; op; op = op->next)
      for (unsigned i = 0; i < op->nregions; i++) changed |= erase_unreachable(s, rl_op_region(op, i));
  return changed;
}

/* ---- 2. dead code --------------------------------------------------------- */

enum { LIVE = 1 };

/* Whether op has no effect but its results (MLIR's wouldOpBeTriviallyDead
 * read from our traits). */
static bool effect_free(const rl_op *op) {
  if (!op->info->registered) return false;
  uint32_t t = op->info->traits;
  if (t & (RL_TRAIT_PURE | RL_TRAIT_NO_MEMORY_EFFECT | RL_TRAIT_CONSTANT_LIKE)) return true;
  if (!(t & RL_TRAIT_RECURSIVE_MEMORY_EFFECTS)) return false;
  for (unsigned r = 0; r < op->nregions; r++)
    for (rl_block *b = rl_op_regions(op)[r].first; b; b = b->next)
      for (rl_op *o = b->first; o; o = o->next)
        if (!effect_free(o)) return false;
  return true;
}

static bool removable(const rl_op *op) {
  return op->info->registered && !(op->info->traits & (RL_TRAIT_TERMINATOR | RL_TRAIT_SYMBOL)) && effect_free(op);
}

/* Whether op was found live: an op's mark is on its first result; an op
 * without results is live only if it cannot go (a seed). */
static bool op_live(const rl_op *op) {
  return op->nresults ? (op->results[0].scratch & LIVE) != 0 : !removable(op);
}

/* Worklist items: ops, and block arguments tagged with the low bit. An op
 * without results is only ever pushed as a seed, once. */
static void mark_op(simp *s, rl_op *op) {
  if (op->nresults) {
    if (op->results[0].scratch & LIVE) return;
    op->results[0].scratch |= LIVE;
  }
  push(s, op);
}

static void mark_arg(simp *s, rl_value *a) {
  if (a->scratch & LIVE) return;
  a->scratch |= LIVE;
  push(s, (void *)((uintptr_t)a | 1));
}

static void mark_value(simp *s, rl_value *v) {
  if (!v) return;
  if (v->is_arg) mark_arg(s, v);
  else mark_op(s, (rl_op *)rl_value_owner(v));
}

/* Clears the marks of a region tree and marks the seeds. */
static void live_seed(simp *s, rl_region *r) {
  for (rl_block *b = r->first; b; b = b->next) {
    /* Entry arguments are never removed (the parent op decides them). */
    for (uint32_t i = 0; i < b->nargs; i++) b->args[i]->scratch = b == r->first ? LIVE : 0;
    for (rl_op *op = b->first; op; op = op->next)
      if (op->nresults) op->results[0].scratch = 0;
  }
  for (rl_block *b = r->first; b; b = b->next)
    for (rl_op *op = b->first; op; op = op->next) {
      if (!removable(op)) mark_op(s, op);
      /* Branches we cannot edit keep all their successors' arguments. */
      if (op->nsuccs && br_kind_of(s, op) == BR_NONE)
        for (unsigned i = 0; i < op->nsuccs; i++) {
          rl_block *d = rl_op_succ(op, i);
          for (uint32_t j = 0; d && j < d->nargs; j++) mark_arg(s, d->args[j]);
        }
      for (unsigned i = 0; i < op->nregions; i++) live_seed(s, rl_op_region(op, i));
    }
}

static void live_propagate(simp *s) {
  while (s->nstack) {
    void *item = s->stack[--s->nstack];
    if ((uintptr_t)item & 1) {
      /* A live argument: the operands that feed it are live. */
      rl_value *a = (rl_value *)((uintptr_t)item & ~(uintptr_t)1);
      for (rl_succ *e = ((rl_block *)rl_value_owner(a))->first_pred; e; e = e->next) {
        if (br_kind_of(s, e->owner) == BR_NONE) continue;
        unsigned n, first = br_range(s, e->owner, succ_index(e), &n);
        if (a->index < n) mark_value(s, e->owner->operands[first + a->index].value);
      }
      continue;
    }
    rl_op *op = item;
    br_kind k = br_kind_of(s, op);
    if (k == BR_NONE) {
      for (unsigned i = 0; i < op->noperands; i++) mark_value(s, op->operands[i].value);
      continue;
    }
    unsigned in = br_layout(s, op, k);
    for (unsigned i = 0; i < in; i++) mark_value(s, op->operands[i].value);
    for (unsigned i = 0; i < op->nsuccs; i++) {
      rl_block *d = rl_op_succ(op, i);
      for (unsigned j = 0, n = s->counts[i]; j < n; j++, in++)
        if (d && j < d->nargs && (d->args[j]->scratch & LIVE)) mark_value(s, op->operands[in].value);
    }
  }
}

/* Drops the operands of a branch op whose successor arguments are dead. */
static void drop_dead_operands(simp *s, rl_op *op, br_kind k) {
  unsigned nprefix = br_layout(s, op, k), in = 0, out = 0;
  bool any = false;
  GROW(s->vals, s->capvals, op->noperands);
  for (; in < nprefix; in++) s->vals[out++] = op->operands[in].value;
  for (unsigned i = 0; i < op->nsuccs; i++) {
    rl_block *d = rl_op_succ(op, i);
    unsigned n = s->counts[i], kept = 0;
    for (unsigned j = 0; j < n; j++, in++) {
      if (d && j < d->nargs && !(d->args[j]->scratch & LIVE)) {
        any = true;
        continue;
      }
      s->vals[out++] = op->operands[in].value;
      kept++;
    }
    s->counts[i] = kept;
  }
  if (any) br_set(s, op, k, nprefix);
}

/* Erases what was not marked; returns whether an op was erased. */
static bool dce_sweep(simp *s, rl_region *r) {
  bool erased = false;
  if (!r->first) return false;
  if (r->first->next)
    for (rl_block *b = r->first; b; b = b->next) {
      rl_op *t = b->last;
      br_kind k = t ? br_kind_of(s, t) : BR_NONE;
      if (k != BR_NONE) drop_dead_operands(s, t, k);
    }
  for (rl_block *b = r->first; b; b = b->next)
    for (rl_op *op = b->last, *prev; op; op = prev) {
      prev = op->prev;
      if (!op_live(op)) {
        for (unsigned i = 0; i < op->nresults; i++) drop_uses(&op->results[i]);
        erase_op(s, op);
        erased = true;
      } else {
        for (unsigned i = 0; i < op->nregions; i++) erased |= dce_sweep(s, rl_op_region(op, i));
      }
    }
  for (rl_block *b = r->first->next; b; b = b->next)
    for (uint32_t i = b->nargs; i-- > 0;)
      if (!(b->args[i]->scratch & LIVE)) {
        drop_uses(b->args[i]);
        rl_block_erase_arg(s->c, b, i);
      }
  return erased;
}

/* ---- 3a. merging identical blocks ----------------------------------------- */

static uint64_t mix(uint64_t h, uint64_t v) {
  h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  return h * 0xff51afd7ed558ccdull;
}

static uint64_t succ_hash(const rl_block *b) {
  const rl_op *t = b->last;
  uint64_t h = mix(0, t ? t->nsuccs : 0);
  for (unsigned i = 0; t && i < t->nsuccs; i++) h = mix(h, rl_ptr_word(rl_op_succ(t, i)));
  return h;
}

static bool same_succs(const rl_block *a, const rl_block *b) {
  const rl_op *x = a->last, *y = b->last;
  unsigned nx = x ? x->nsuccs : 0, ny = y ? y->nsuccs : 0;
  if (nx != ny) return false;
  for (unsigned i = 0; i < nx; i++)
    if (rl_op_succ(x, i) != rl_op_succ(y, i)) return false;
  return true;
}

static int by_hash_pos(const void *pa, const void *pb) {
  const entry *a = pa, *b = pb;
  if (a->hash != b->hash) return a->hash < b->hash ? -1 : 1;
  return a->pos < b->pos ? -1 : a->pos > b->pos;
}

static int by_group_pos(const void *pa, const void *pb) {
  const entry *a = pa, *b = pb;
  if (a->group != b->group) return a->group < b->group ? -1 : 1;
  return a->pos < b->pos ? -1 : a->pos > b->pos;
}

static int by_mismatch(const void *pa, const void *pb) {
  const mismatch *a = pa, *b = pb;
  if (a->cluster != b->cluster) return a->cluster < b->cluster ? -1 : 1;
  if (a->op != b->op) return a->op < b->op ? -1 : 1;
  return a->operand < b->operand ? -1 : a->operand > b->operand;
}

static bool same_dict(const rl_attr *a, const rl_attr *b) {
  return a == b || ((!a || a->n == 0) && (!b || b->n == 0));
}

static bool used_outside(const rl_value *v, const rl_block *b) {
  for (const rl_use *u = v->first_use; u; u = u->next)
    if (u->owner->parent != b) return true;
  return false;
}

/* Whether a block can take part in a merge: no op with a non-empty region,
 * no argument used outside the block. Also numbers the values it defines
 * (arguments, then results in order: MLIR's order index) into their
 * scratch and hashes its ops into e->hash. */
static bool merge_candidate(entry *e) {
  rl_block *b = e->b;
  for (uint32_t i = 0; i < b->nargs; i++)
    if (used_outside(b->args[i], b)) return false;
  for (uint32_t i = 0; i < b->nargs; i++) b->args[i]->scratch = i;
  uint32_t order = b->nargs;
  uint64_t h = 0;
  for (rl_op *op = b->first; op; op = op->next) {
    for (unsigned r = 0; r < op->nregions; r++)
      if (rl_op_regions(op)[r].first) return false;
    for (unsigned i = 0; i < op->nresults; i++) op->results[i].scratch = order++;
    uint64_t oh = mix(rl_ptr_word(op->info), rl_ptr_word(op->attrs && op->attrs->n ? op->attrs : NULL));
    oh = mix(oh, rl_ptr_word(op->props && op->props->n ? op->props : NULL));
    for (unsigned i = 0; i < op->nresults; i++) oh = mix(oh, rl_ptr_word(op->results[i].type));
    h = mix(h, oh);
  }
  e->hash = h;
  return true;
}


/* Whether an operand defined outside `b` can be passed to `b` by its
 * predecessors: not when it is a result of a predecessor's terminator. */
static bool passable(const rl_block *b, rl_value *v) {
  rl_op *def = rl_value_defining_op(v);
  if (!def || def != def->parent->last) return true;
  for (const rl_succ *e = b->first_pred; e; e = e->next)
    if (e->owner->parent == def->parent) return false;
  return true;
}

static bool ops_match(const rl_op *a, const rl_op *b) {
  if (a->info != b->info || !same_dict(a->attrs, b->attrs) || !same_dict(a->props, b->props) ||
      a->nregions != b->nregions || a->nsuccs != b->nsuccs || a->noperands != b->noperands ||
      a->nresults != b->nresults)
    return false;
  for (unsigned i = 0; i < a->nresults; i++)
    if (a->results[i].type != b->results[i].type) return false;
  return true;
}

/* Adds block y to the cluster led by x if their ops match; the operands
 * that differ and are defined outside go to s->mism. */
static bool cluster_add(simp *s, const entry *x, const entry *y, unsigned cluster) {
  rl_block *lb = x->b, *rb = y->b;
  if (x->hash != y->hash || lb->nargs != rb->nargs) return false;
  for (uint32_t i = 0; i < lb->nargs; i++)
    if (lb->args[i]->type != rb->args[i]->type) return false;
  size_t mark = s->nmism;
  rl_op *l = lb->first, *r = rb->first;
  unsigned opi = 0;
  for (; l && r; l = l->next, r = r->next, opi++) {
    if (!ops_match(l, r)) goto fail;
    for (unsigned i = 0; i < l->noperands; i++) {
      rl_value *lv = l->operands[i].value, *rv = r->operands[i].value;
      if (lv == rv) continue;
      if (!lv || !rv || lv->type != rv->type) goto fail;
      bool lin = rl_value_parent_block(lv) == lb, rin = rl_value_parent_block(rv) == rb;
      if (lin != rin) goto fail;
      if (!lin) {
        if (!passable(lb, lv) || !passable(rb, rv)) goto fail;
        GROW(s->mism, s->capmism, s->nmism + 1);
        s->mism[s->nmism++] = (mismatch){cluster, opi, i};
        continue;
      }
      if (lv->scratch != rv->scratch) goto fail; /* their order in the block */
    }
    for (unsigned i = 0; i < l->nresults; i++)
      if (used_outside(&l->results[i], lb) || used_outside(&r->results[i], rb)) goto fail;
  }
  if (l || r) goto fail;
  return true;
fail:
  s->nmism = mark;
  return false;
}

static bool preds_editable(const simp *s, const rl_block *b) {
  for (const rl_succ *e = b->first_pred; e; e = e->next)
    if (br_kind_of(s, e->owner) == BR_NONE) return false;
  return true;
}

static rl_attr *loc_of(rl_value *v) { return v->is_arg ? *rl_arg_loc(v) : ((rl_op *)rl_value_owner(v))->loc; }

/* Merges the members of a cluster into its leader. `members` are the
 * entries of the cluster, leader first; `mm` its sorted, distinct
 * mismatches. */
static bool cluster_merge(simp *s, entry **members, unsigned nm, const mismatch *mm, unsigned np) {
  rl_block *lead = members[0]->b;
  if (np) {
    for (unsigned i = 0; i < nm; i++)
      if (!preds_editable(s, members[i]->b)) return false;
    /* mat[i * np + p]: the value block i uses at mismatch p. */
    GROW(s->mat, s->capmat, (size_t)nm * np);
    GROW(s->cursors, s->capcursors, nm);
    GROW(s->idx, s->capidx, np);
    for (unsigned i = 0; i < nm; i++) s->cursors[i] = members[i]->b->first;
    unsigned at = 0, nold = lead->nargs;
    for (unsigned p = 0; p < np; p++) {
      for (unsigned i = 0; i < nm; i++) {
        for (unsigned k = at; k < mm[p].op; k++) s->cursors[i] = s->cursors[i]->next;
        rl_op *op = s->cursors[i];
        rl_value *v = op->operands[mm[p].operand].value;
        s->mat[(size_t)i * np + p] = v;
        if (i == 0) {
          rl_op_set_operand(op, mm[p].operand, rl_block_add_arg(s->c, lead, v->type, loc_of(v)));
          modified(s, op);
        }
      }
      at = mm[p].op;
    }
    /* New arguments that carry the same values as an earlier one in every
     * block are redundant (judged from the first occurrence of the value in
     * the leader's list, as MLIR does). */
    for (unsigned p = np; p-- > 0;) s->mat[p]->scratch = p;
    for (unsigned p = 0; p < np; p++) {
      unsigned q = s->mat[p]->scratch;
      s->idx[p] = UINT_MAX;
      if (q == p) continue;
      bool same = true;
      for (unsigned i = 1; i < nm && same; i++) same = s->mat[(size_t)i * np + q] == s->mat[(size_t)i * np + p];
      if (same) s->idx[p] = q;
    }
    for (unsigned p = 0; p < np; p++)
      if (s->idx[p] != UINT_MAX) rl_value_replace_all_uses(lead->args[nold + p], lead->args[nold + s->idx[p]]);
    for (unsigned p = np; p-- > 0;)
      if (s->idx[p] != UINT_MAX) rl_block_erase_arg(s->c, lead, nold + p);
    unsigned nkeep = 0;
    for (unsigned p = 0; p < np; p++)
      if (s->idx[p] == UINT_MAX) {
        for (unsigned i = 0; i < nm; i++) s->mat[(size_t)i * np + nkeep] = s->mat[(size_t)i * np + p];
        nkeep++;
      }
    /* Every predecessor passes the values of the block it branched to
     * (each branch rewritten once). */
    GROW(s->blocks, s->capblocks, nm);
    for (unsigned i = 0; i < nm; i++) {
      s->blocks[i] = members[i]->b;
      s->blocks[i]->scratch = i + 1;
    }
    unsigned npreds = collect_preds(s, s->blocks, nm);
    for (unsigned i = 0; i < npreds; i++) br_rewrite(s, s->preds[i], NULL, s->mat, np, nkeep);
    for (unsigned i = 0; i < nm; i++) s->blocks[i]->scratch = 0;
  }
  for (unsigned i = 1; i < nm; i++) {
    rl_block *b = members[i]->b;
    while (b->first_pred) {
      rl_succ *e = b->first_pred;
      rl_op_set_succ(e->owner, succ_index(e), lead);
      modified(s, e->owner);
    }
    drop_block_refs(b);
    erase_block(s, b);
  }
  return true;
}

/* Merges the identical blocks of one group (same successors). */
static bool merge_group(simp *s, entry *g, unsigned n) {
  s->nmism = 0;
  GROW(s->eptrs, s->capeptrs, 2 * (size_t)n);
  entry **leaders = s->eptrs, **members = s->eptrs + n;
  unsigned nclusters = 0, ncand = 0;
  for (unsigned i = 0; i < n; i++) {
    g[i].cluster = UINT_MAX;
    if (!merge_candidate(&g[i])) continue;
    ncand++;
    for (unsigned k = 0; k < nclusters && g[i].cluster == UINT_MAX; k++)
      if (cluster_add(s, leaders[k], &g[i], k)) g[i].cluster = k;
    if (g[i].cluster == UINT_MAX) {
      g[i].cluster = nclusters;
      leaders[nclusters++] = &g[i];
    }
  }
  if (nclusters == ncand) return false;
  qsort(s->mism, s->nmism, sizeof *s->mism, by_mismatch);
  size_t nm = 0;
  for (size_t i = 0; i < s->nmism; i++)
    if (!nm || by_mismatch(&s->mism[nm - 1], &s->mism[i])) s->mism[nm++] = s->mism[i];
  /* Clusters in order of creation; members leader first (entries are in
   * region order). */
  bool merged = false;
  size_t m = 0;
  for (unsigned k = 0; k < nclusters; k++) {
    unsigned nmem = 0;
    for (unsigned i = 0; i < n; i++)
      if (g[i].cluster == k) members[nmem++] = &g[i];
    size_t m0 = m;
    while (m < nm && s->mism[m].cluster == k) m++;
    if (nmem > 1) merged |= cluster_merge(s, members, nmem, &s->mism[m0], (unsigned)(m - m0));
  }
  return merged;
}

/* One round of merging in region r; returns whether blocks were merged. */
static bool merge_blocks_once(simp *s, rl_region *r) {
  if (!r->first || !r->first->next) return false;
  unsigned n = 0;
  r->first->scratch = 0;
  for (rl_block *b = r->first->next; b; b = b->next, n++) b->scratch = 0;
  GROW(s->entries, s->capentries, n);
  entry *es = s->entries;
  unsigned pos = 0;
  for (rl_block *b = r->first->next; b; b = b->next, pos++)
    es[pos] = (entry){.b = b, .hash = succ_hash(b), .pos = pos, .group = UINT_MAX};
  /* Groups of blocks with the same successors, in order of first block. */
  qsort(es, n, sizeof *es, by_hash_pos);
  for (unsigned i = 0; i < n; i++) {
    if (es[i].group != UINT_MAX) continue;
    es[i].group = es[i].pos;
    for (unsigned j = i + 1; j < n && es[j].hash == es[i].hash; j++)
      if (es[j].group == UINT_MAX && same_succs(es[i].b, es[j].b)) es[j].group = es[i].pos;
  }
  qsort(es, n, sizeof *es, by_group_pos);
  bool merged = false;
  for (unsigned i = 0, j; i < n; i = j) {
    for (j = i + 1; j < n && es[j].group == es[i].group; j++) {
    }
    if (j - i > 1) merged |= merge_group(s, es + i, j - i);
  }
  return merged;
}

static bool merge_blocks(simp *s, rl_region *r) {
  bool merged = false;
  while (merge_blocks_once(s, r)) merged = true;
  for (rl_block *b = r->first; b; b = b->next)
    for (rl_op *op = b->first; op; op = op->next)
      for (unsigned i = 0; i < op->nregions; i++) merged |= merge_blocks(s, rl_op_region(op, i));
  return merged;
}

/* ---- 3b. redundant block arguments ---------------------------------------- */

/* Drops the arguments of b that every predecessor passes the same value. */
static bool drop_redundant_args(simp *s, rl_block *b) {
  if (!b->first_pred || !preds_editable(s, b)) return false;
  unsigned ndrop = 0;
  GROW(s->flags, s->capflags, b->nargs);
  for (uint32_t a = 0; a < b->nargs; a++) {
    s->flags[a] = 0;
    rl_value *common = NULL;
    bool same = true;
    for (rl_succ *e = b->first_pred; e && same; e = e->next) {
      unsigned n, first = br_range(s, e->owner, succ_index(e), &n);
      rl_value *v = a < n ? e->owner->operands[first + a].value : NULL;
      if (!v) same = false;
      else if (!common) common = v;
      else same = v == common;
    }
    if (!same || !common || common == b->args[a]) continue;
    rl_value_replace_all_uses(b->args[a], common);
    s->flags[a] = 1;
    ndrop++;
  }
  if (!ndrop) return false;
  unsigned npreds = collect_preds(s, &b, 1);
  for (unsigned i = 0; i < npreds; i++) br_rewrite(s, s->preds[i], b, NULL, 0, 0);
  for (uint32_t a = b->nargs; a-- > 0;)
    if (s->flags[a]) rl_block_erase_arg(s->c, b, a);
  return true;
}

/* Visits blocks as MLIR 19 does (regions from a worklist, last in first
 * out; a region's blocks in order, queueing the regions of their ops) and
 * reports a change as it does: only when the last block visited dropped an
 * argument. The greedy driver may then stop with arguments that another
 * round would drop, as mlir-opt-19 does. */
static bool drop_redundant(simp *s, rl_op *root) {
  bool changed = false;
  s->nstack = 0;
  for (unsigned i = 0; i < root->nregions; i++) push(s, rl_op_region(root, i));
  while (s->nstack) {
    rl_region *r = s->stack[--s->nstack];
    for (rl_block *b = r->first; b; b = b->next) {
      changed = drop_redundant_args(s, b);
      for (rl_op *op = b->first; op; op = op->next)
        for (unsigned i = 0; i < op->nregions; i++) push(s, rl_op_region(op, i));
    }
  }
  return changed;
}

/* ---- entry point ---------------------------------------------------------- */

bool rl_simplify_regions(rl_context *c, rl_op *root, rl_region_simplify level, rl_rewriter *rw) {
  if (level == RL_REGION_SIMPLIFY_DISABLED || !root->nregions) return false;
  simp s = {.c = c, .rw = rw};
  s.br = registered(c, "cf.br");
  s.cond_br = registered(c, "cf.cond_br");
  s.sw = registered(c, "cf.switch");
  s.lbr = registered(c, "llvm.br");
  s.lcond_br = registered(c, "llvm.cond_br");
  s.lsw = registered(c, "llvm.switch");
  s.case_segments = rl_ident_cstr(c, "case_operand_segments");
  s.i32 = rl_type_integer(c, 32, RL_SIGNLESS);
  bool changed = false;
  for (unsigned i = 0; i < root->nregions; i++) changed |= erase_unreachable(&s, rl_op_region(root, i));
  s.nstack = 0;
  for (unsigned i = 0; i < root->nregions; i++) live_seed(&s, rl_op_region(root, i));
  live_propagate(&s);
  for (unsigned i = 0; i < root->nregions; i++) changed |= dce_sweep(&s, rl_op_region(root, i));
  if (level == RL_REGION_SIMPLIFY_AGGRESSIVE) {
    for (unsigned i = 0; i < root->nregions; i++) changed |= merge_blocks(&s, rl_op_region(root, i));
    changed |= drop_redundant(&s, root);
  }
  free(s.stack);
  free(s.vals);
  free(s.counts);
  free(s.words);
  free(s.entries);
  free(s.eptrs);
  free(s.mism);
  free(s.mat);
  free(s.cursors);
  free(s.idx);
  free(s.flags);
  free(s.offs);
  free(s.preds);
  free(s.blocks);
  return changed;
}
