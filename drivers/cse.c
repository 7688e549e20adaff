/* --cse: common subexpression elimination, as MLIR 19's pass does it.
 *
 * Walks each region in dominance order with a scoped table of the ops seen
 * so far: an op with no memory effect that equals one already known (same
 * name, properties, attributes, operands and result types; regions of one
 * block compared op by op) is replaced by it. Ops found trivially dead on
 * the way are erased too. Scopes follow the dominator tree: what a block
 * knows is known in the blocks it dominates, and nothing of a region is
 * known inside an op isolated from above.
 *
 * An op that only reads memory (MemRead) is replaced by an equal one
 * before it in its block when no op between them may write, as MLIR does.
 * What MLIR also does and rulir does not: duplicates in graph regions (the
 * ops nested in them are walked). */
#include <stdlib.h>
#include <string.h>

#include "core/attrs.h"
#include "core/context.h"
#include "core/opdef.h"
#include "core/verify.h"
#include "drivers/greedy.h"
#include "drivers/pass.h"

/* ---- the scoped table ----------------------------------------------------------------------- */

typedef struct entry {
  rl_op *op;
  uint64_t hash;
  uint32_t next; /* the entry it shadows in its bucket, + 1 (0: none) */
  uint32_t bucket;
} entry;

typedef struct cse {
  rl_context *c;
  uint32_t *heads; /* bucket -> entry index + 1 */
  uint32_t nbuckets;
  entry *e;
  uint32_t n, cap;
  uint32_t base; /* the first entry of the table in use (an isolated op starts its own) */
  rl_op **erase; /* erased at the end, in order */
  uint32_t nerase, caperase;
  uint64_t ncse, ndce;
  /* Region comparison: values of the left region mapped to the right's. */
  rl_value **map_from, **map_to;
  uint32_t nmap, capmap;
} cse;

static uint64_t mix(uint64_t h, uint64_t v) {
  h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  return h;
}

/* MLIR's OperationEquivalence hash: name, properties and attributes,
 * operands, result types (not regions, not locations). */
static uint64_t hash_op(const rl_op *op) {
  uint64_t h = mix(rl_ptr_word(op->info), rl_ptr_word(op->props));
  h = mix(h, rl_ptr_word(op->attrs));
  for (uint32_t i = 0; i < op->noperands; i++) h = mix(h, rl_ptr_word(op->operands[i].value));
  for (uint32_t i = 0; i < op->nresults; i++) h = mix(h, rl_ptr_word(op->results[i].type));
  return mix(h, op->nregions);
}

static rl_value *mapped(cse *s, rl_value *v) {
  for (uint32_t i = s->nmap; i-- > 0;)
    if (s->map_from[i] == v) return s->map_to[i];
  return v;
}

static void map_add(cse *s, rl_value *a, rl_value *b) {
  if (s->nmap == s->capmap) {
    s->capmap = s->capmap ? 2 * s->capmap : 32;
    s->map_from = rl_xrealloc(s->map_from, s->capmap * sizeof *s->map_from);
    s->map_to = rl_xrealloc(s->map_to, s->capmap * sizeof *s->map_to);
  }
  s->map_from[s->nmap] = a;
  s->map_to[s->nmap++] = b;
}

static bool same_ops(cse *s, const rl_op *a, const rl_op *b);

/* Regions of at most one block, equal op by op (a value of a's region
 * standing for the one at its place in b's). */
static bool same_region(cse *s, rl_region *ra, rl_region *rb) {
  rl_block *a = ra->first, *b = rb->first;
  if (!a || !b) return !a && !b;
  if (a->next || b->next || a->nargs != b->nargs) return false;
  for (unsigned i = 0; i < a->nargs; i++) {
    if (a->args[i]->type != b->args[i]->type) return false;
    map_add(s, a->args[i], b->args[i]);
  }
  rl_op *x = a->first, *y = b->first;
  for (; x && y; x = x->next, y = y->next) {
    if (!same_ops(s, x, y)) return false;
    for (uint32_t i = 0; i < x->nresults; i++) map_add(s, &x->results[i], &y->results[i]);
  }
  return !x && !y;
}

static bool same_ops(cse *s, const rl_op *a, const rl_op *b) {
  if (a->info != b->info || a->props != b->props || a->attrs != b->attrs || a->noperands != b->noperands ||
      a->nresults != b->nresults || a->nregions != b->nregions || a->nsuccs != b->nsuccs)
    return false;
  for (uint32_t i = 0; i < a->nresults; i++)
    if (a->results[i].type != b->results[i].type) return false;
  for (uint32_t i = 0; i < a->noperands; i++)
    if (mapped(s, a->operands[i].value) != b->operands[i].value) return false;
  for (uint32_t i = 0; i < a->nsuccs; i++)
    if (rl_op_succs(a)[i].block != rl_op_succs(b)[i].block) return false;
  for (uint32_t i = 0; i < a->nregions; i++)
    if (!same_region(s, &rl_op_regions(a)[i], &rl_op_regions(b)[i])) return false;
  return true;
}

static bool equivalent(cse *s, const rl_op *a, const rl_op *b) {
  if (!a->nregions) return same_ops(s, a, b);
  s->nmap = 0;
  return same_ops(s, a, b);
}

static void grow(cse *s) {
  uint32_t nb = s->nbuckets ? 2 * s->nbuckets : 256;
  free(s->heads);
  s->heads = rl_xcalloc(nb, sizeof *s->heads);
  s->nbuckets = nb;
  /* Re-chain in insertion order: shadowing follows it. */
  for (uint32_t i = s->base; i < s->n; i++) {
    entry *e = &s->e[i];
    e->bucket = (uint32_t)(e->hash & (nb - 1));
    e->next = s->heads[e->bucket];
    s->heads[e->bucket] = i + 1;
  }
}

static rl_op *lookup(cse *s, const rl_op *op, uint64_t h) {
  if (!s->nbuckets) return NULL;
  for (uint32_t k = s->heads[h & (s->nbuckets - 1)]; k; k = s->e[k - 1].next)
    if (s->e[k - 1].hash == h && equivalent(s, s->e[k - 1].op, op)) return s->e[k - 1].op;
  return NULL;
}

static void insert(cse *s, rl_op *op, uint64_t h) {
  if (s->n == s->cap) {
    s->cap = s->cap ? 2 * s->cap : 256;
    s->e = rl_xrealloc(s->e, s->cap * sizeof *s->e);
  }
  if ((s->n - s->base + 1) * 2 > s->nbuckets) grow(s);
  entry *e = &s->e[s->n];
  e->op = op;
  e->hash = h;
  e->bucket = (uint32_t)(h & (s->nbuckets - 1));
  e->next = s->heads[e->bucket];
  s->heads[e->bucket] = ++s->n;
}

/* Forgets the entries made since the scope began (mark: s->n then). */
static void pop_scope(cse *s, uint32_t mark) {
  while (s->n > mark) {
    entry *e = &s->e[--s->n];
    s->heads[e->bucket] = e->next;
  }
}

static void to_erase(cse *s, rl_op *op) {
  if (s->nerase == s->caperase) {
    s->caperase = s->caperase ? 2 * s->caperase : 64;
    s->erase = rl_xrealloc(s->erase, s->caperase * sizeof *s->erase);
  }
  s->erase[s->nerase++] = op;
}

/* ---- the walk -------------------------------------------------------------------------------- */

static void simplify_region(cse *s, rl_region *r);

static void replace_by(cse *s, rl_op *op, rl_op *known);

static void simplify_op(cse *s, rl_op *op, bool dominance) {
  if (op->info->traits & RL_TRAIT_TERMINATOR) return;
  if (rl_op_is_trivially_dead(op)) {
    to_erase(s, op);
    s->ndce++;
    return;
  }
  for (unsigned i = 0; i < op->nregions; i++) {
    rl_block *b = rl_op_regions(op)[i].first;
    if (b && b->next) return; /* regions of several blocks are left alone, as MLIR does */
  }
  /* In a graph region a use may come before its definition: MLIR replaces
   * only some uses there; rulir leaves such ops alone. */
  if (!dominance) return;
  if (!rl_op_is_memory_effect_free(op)) {
    if (!rl_op_only_reads(op)) return;
    /* A read: the equal one known, if in this block with no write since. */
    uint64_t h = hash_op(op);
    rl_op *known = lookup(s, op, h);
    bool written = !known || known->parent != op->parent;
    for (rl_op *o = known ? known->next : NULL; !written && o && o != op; o = o->next) written = rl_op_may_write(o);
    if (written) {
      insert(s, op, h); /* shadows the one before */
      return;
    }
    replace_by(s, op, known);
    return;
  }
  uint64_t h = hash_op(op);
  rl_op *known = lookup(s, op, h);
  if (!known) {
    insert(s, op, h);
    return;
  }
  replace_by(s, op, known);
}

static void replace_by(cse *s, rl_op *op, rl_op *known) {
  for (uint32_t i = 0; i < op->nresults; i++) rl_value_replace_all_uses(&op->results[i], &known->results[i]);
  rl_attr *unknown = rl_loc_unknown(s->c);
  if (known->loc == unknown && op->loc != unknown) known->loc = op->loc;
  to_erase(s, op);
  s->ncse++;
}

static void simplify_block(cse *s, rl_block *b, bool dominance) {
  for (rl_op *op = b->first, *next; op; op = next) {
    next = op->next;
    if (op->nregions) {
      /* An op isolated from above sees nothing of what is around it: a
       * table of its own, the outer one kept aside. */
      if (!op->info->registered || (op->info->traits & RL_TRAIT_ISOLATED)) {
        uint32_t *heads = s->heads, nbuckets = s->nbuckets, base = s->base;
        s->heads = NULL, s->nbuckets = 0, s->base = s->n;
        for (unsigned i = 0; i < op->nregions; i++) simplify_region(s, &rl_op_regions(op)[i]);
        free(s->heads);
        s->heads = heads, s->nbuckets = nbuckets, s->base = base;
      } else {
        for (unsigned i = 0; i < op->nregions; i++) simplify_region(s, &rl_op_regions(op)[i]);
      }
    }
    simplify_op(s, op, dominance);
  }
}

static void simplify_region(cse *s, rl_region *r) {
  rl_block *entry_block = r->first;
  if (!entry_block) return;
  bool dominance = rl_region_has_ssa_dominance(r);
  if (!entry_block->next) {
    uint32_t mark = s->n;
    simplify_block(s, entry_block, dominance);
    pop_scope(s, mark);
    return;
  }
  if (!dominance) return; /* a graph region of several blocks: left alone, as MLIR does */
  /* The dominator tree, children in block order, walked depth first with
   * a stack of its own (a chain of blocks may be long). */
  uint32_t n = 0;
  for (rl_block *b = entry_block; b; b = b->next) n++;
  rl_block **blocks = rl_xmalloc(n * sizeof *blocks);
  n = 0;
  for (rl_block *b = entry_block; b; b = b->next) blocks[n] = b, b->scratch = n++;
  rl_domtree *t = rl_domtree_build(r);
  uint32_t *parent = rl_xmalloc(n * sizeof *parent), *first = rl_xcalloc(n + 1, sizeof *first);
  uint32_t *kids = rl_xmalloc(n * sizeof *kids), *fill = rl_xcalloc(n, sizeof *fill);
  for (uint32_t i = 0; i < n; i++) {
    rl_block *d = rl_domtree_idom(t, blocks[i]);
    parent[i] = d ? d->scratch : UINT32_MAX;
    if (d) first[d->scratch + 1]++;
  }
  for (uint32_t i = 0; i < n; i++) first[i + 1] += first[i];
  for (uint32_t i = 0; i < n; i++)
    if (parent[i] != UINT32_MAX) kids[first[parent[i]] + fill[parent[i]]++] = i;
  rl_domtree_destroy(t);
  /* stack: block index, the next child to visit, the table's size on entry */
  uint32_t (*stack)[3] = rl_xmalloc(n * sizeof *stack), sp = 0;
  stack[sp][0] = 0, stack[sp][1] = 0, stack[sp][2] = s->n, sp++;
  simplify_block(s, blocks[0], true);
  while (sp) {
    uint32_t *top = stack[sp - 1];
    if (top[1] < fill[top[0]]) {
      uint32_t k = kids[first[top[0]] + top[1]++];
      stack[sp][0] = k, stack[sp][1] = 0, stack[sp][2] = s->n, sp++;
      simplify_block(s, blocks[k], true);
      continue;
    }
    pop_scope(s, top[2]);
    sp--;
  }
  free(stack), free(parent), free(first), free(kids), free(fill), free(blocks);
}

static const rl_pass_stat cse_stats[] = {
    {"num-cse", "Number of operations CSE'd"},
    {"num-dce", "Number of operations DCE'd"},
};

static bool cse_run(rl_context *c, rl_op *op, void *config) {
  (void)config;
  cse s = {.c = c};
  for (unsigned i = 0; i < op->nregions; i++) simplify_region(&s, &rl_op_regions(op)[i]);
  for (uint32_t i = 0; i < s.nerase; i++) rl_op_erase(c, s.erase[i]);
  rl_pass_stat_add(0, s.ncse);
  rl_pass_stat_add(1, s.ndce);
  free(s.heads), free(s.e), free(s.erase), free(s.map_from), free(s.map_to);
  return true;
}

const rl_pass_info rl_cse_pass = {
    .name = "cse",
    .display = "CSE",
    .summary = "Eliminate common sub-expressions",
    .stats = cse_stats,
    .nstats = sizeof cse_stats / sizeof *cse_stats,
    .run = cse_run};
