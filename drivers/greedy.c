/* The greedy rewrite driver. A worklist of ops (slot index in op->scratch, erased
 * ops leave tombstones); for each op: erase it if it is dead, fold it
 * (materializing constants, uniqued and hoisted to the entry block of the
 * nearest isolated region), then try the patterns for its kind, best first.
 * Whatever a change touches goes back on the worklist. Sweeps repeat until
 * one changes nothing, up to the iteration bound. */
#include "drivers/greedy.h"

#include <stdlib.h>
#include <string.h>

#include "core/context.h"
#include "core/printer.h"
#include "core/ptrmap.h"
#include "core/rules_rt.h"
#include "drivers/action.h"

rl_greedy_config rl_greedy_default_config(void) {
  rl_greedy_config c = {.top_down = true, .max_iterations = 10, .max_rewrites = -1, .fold = true, .debug = NULL,
                        .region_simplify = RL_REGION_SIMPLIFY_NORMAL};
  return c;
}

typedef struct driver {
  rl_context *c;
  const rl_pattern_set *patterns;
  const rl_greedy_config *cfg;
  rl_greedy_stats *stats;
  rl_rewriter rw;
  rl_rewrite_listener listener;
  rl_op **work;            /* the worklist; NULL slots are tombstones */
  size_t nwork, capwork;
  /* Known constants: (insertion block, value, op kind) -> op, in an entry
   * array (stable indices) hashed by an open-addressing index table. */
  struct const_entry *cents;
  uint32_t ncents, capcents;
  uint32_t *ctab;          /* entry index + 1, or 0 for empty */
  size_t ctabcap;
  rl_ptrmap counts;        /* pattern -> pattern_count (for --rewrite-stats) */
  const char **fired;       /* names of the patterns and rules applied in this sweep */
  rl_op **quiet;            /* constants erased by region simplification (freed: compared only) */
  size_t nquiet, capquiet;
  size_t nfired, capfired;
  bool changed;
  /* rl_greedy_apply_ops: only these ops go on the worklist (value 1), the
   * ops given and those created since; `scope`: the region whose ops'
   * ancestors stop being queued with them. */
  rl_ptrmap *strict;
  rl_region *scope;
} driver;

typedef struct const_entry {
  rl_block *b;
  rl_attr *value;
  rl_opinfo *kind;
  rl_type *type; /* the constant's type: an untyped value (#ub.poison) names one per type */
  rl_op *op;     /* NULL once erased */
} const_entry;

typedef struct pattern_count {
  unsigned long applied, failed;
} pattern_count;

static pattern_count *count_of(driver *d, const rl_pattern *p) {
  pattern_count *pc = rl_ptrmap_get(&d->counts, p);
  if (!pc) {
    pc = rl_xcalloc(1, sizeof *pc);
    rl_ptrmap_put(&d->counts, p, pc);
  }
  return pc;
}

/* ---- the worklist --------------------------------------------------------- */

static void push(driver *d, rl_op *op) {
  if (op->scratch || d->cfg->existing_only) return;
  if (d->strict && !rl_ptrmap_get(d->strict, op)) return;
  if (d->nwork == d->capwork) {
    d->capwork = d->capwork ? d->capwork * 2 : 256;
    d->work = rl_xrealloc(d->work, d->capwork * sizeof *d->work);
  }
  d->work[d->nwork++] = op;
  op->scratch = (uint32_t)d->nwork;
}

static rl_op *pop(driver *d) {
  while (d->nwork) {
    rl_op *op = d->work[--d->nwork];
    if (!op) continue;
    op->scratch = 0;
    return op;
  }
  return NULL;
}

/* The scratch word of an op being erased: the rewriter tells of an erased
 * tree's ops one by one, children first, and one of them may use another
 * already told of; push() leaves such ops out (they are freed after). */
#define ERASED_MARK UINT32_MAX

static void remove_op(driver *d, rl_op *op) {
  uint32_t k = op->scratch;
  if (!k || k == ERASED_MARK) return;
  d->work[k - 1] = NULL;
  op->scratch = 0;
}

/* Ops of a region tree, in the order they are to be visited. The worklist
 * is empty when it is filled, and op->scratch may hold another pass's
 * marks: every op goes in, its slot overwritten. */
static bool collect_op(rl_op *op, void *ud) {
  driver *d = ud;
  if (d->nwork == d->capwork) {
    d->capwork = d->capwork ? d->capwork * 2 : 256;
    d->work = rl_xrealloc(d->work, d->capwork * sizeof *d->work);
  }
  d->work[d->nwork++] = op;
  op->scratch = (uint32_t)d->nwork;
  return true;
}

static bool insert_known_constant(driver *d, rl_op *op, rl_attr *value);

static void fill_worklist(driver *d, rl_op *root) {
  size_t start = d->nwork;
  for (unsigned r = 0; r < root->nregions; r++)
    for (rl_block *b = rl_op_regions(root)[r].first; b; b = b->next)
      for (rl_op *o = b->first; o; o = o->next) rl_op_walk(o, !d->cfg->top_down, collect_op, d);
  /* Constants, in visiting order, are uniqued and placed (a duplicate is
   * erased, which leaves a tombstone); moving ops does not disturb the
   * list, which is complete by now. */
  if (d->cfg->fold)
    for (size_t i = start; i < d->nwork; i++) {
      rl_op *op = d->work[i];
      if (!op || !(op->info->traits & RL_TRAIT_CONSTANT_LIKE)) continue;
      rl_attr *cv = rl_op_constant_value(op);
      if (cv) insert_known_constant(d, op, cv);
    }
  /* The worklist pops from the back: reverse so the first op comes first
   * (top-down: pre-order; a walk of existing ops: post-order). Bottom-up,
   * MLIR pops its post-order list from the back as it is: the last op of
   * the post-order first (an outer loop before the loops inside it). */
  size_t n = start;
  for (size_t i = start; i < d->nwork; i++)
    if (d->work[i]) d->work[n++] = d->work[i];
  d->nwork = n;
  bool reverse = d->cfg->top_down || d->cfg->existing_only;
  for (size_t i = start, j = d->nwork; reverse && i + 1 < j; i++, j--) {
    rl_op *t = d->work[i];
    d->work[i] = d->work[j - 1];
    d->work[j - 1] = t;
  }
  for (size_t i = start; i < d->nwork; i++) d->work[i]->scratch = (uint32_t)(i + 1);
}

/* ---- listener ------------------------------------------------------------- */

static bool push_walk(rl_op *op, void *ud) {
  push(ud, op);
  return true;
}

/* As MLIR's listener hears of a cloned op: the ops inside it in
 * pre-order, then the op (popped first). */
static void push_with_ancestors(driver *d, rl_op *op);

static bool allow_walk(rl_op *op, void *ud) {
  driver *d = ud;
  rl_ptrmap_put(d->strict, op, (void *)1);
  return true;
}

static void on_inserted(void *ud, rl_op *op) {
  driver *d = ud;
  if (d->strict) { /* MLIR's ExistingAndNewOps: a new op (and what it holds) joins the ops rewritten */
    rl_op_walk(op, false, allow_walk, d);
    for (unsigned r = 0; r < op->nregions; r++)
      for (rl_block *b = rl_op_regions(op)[r].first; b; b = b->next)
        for (rl_op *o = b->first; o; o = o->next) rl_op_walk(o, false, push_walk, d);
    push_with_ancestors(d, op);
    return;
  }
  for (unsigned r = 0; r < op->nregions; r++)
    for (rl_block *b = rl_op_regions(op)[r].first; b; b = b->next)
      for (rl_op *o = b->first; o; o = o->next) rl_op_walk(o, false, push_walk, d);
  push(d, op);
}

/* In an op-list run (MLIR's addToWorklist): op and the ops around it up
 * to the scope; elsewhere op alone. */
static void push_with_ancestors(driver *d, rl_op *op) {
  if (!d->strict) {
    push(d, op);
    return;
  }
  rl_op *chain[64];
  unsigned n = 0;
  for (rl_op *p = op; p; p = rl_op_parent_op(p)) {
    if (n < 64) chain[n++] = p;
    rl_region *r = p->parent ? p->parent->parent : NULL;
    if (r == d->scope) {
      for (unsigned i = 0; i < n; i++) push(d, chain[i]);
      return;
    }
    if (!r) return;
  }
}

static void on_modified(void *ud, rl_op *op) { push_with_ancestors(ud, op); }

/* A moved op: looked at again; in an op-list run, it joins the ops
 * rewritten (MLIR hears of a move as an insertion). */
static void on_moved(void *ud, rl_op *op) {
  driver *d = ud;
  if (d->strict) rl_ptrmap_put(d->strict, op, (void *)1);
  push_with_ancestors(d, op);
}

static void push_users(driver *d, rl_op *op) {
  for (unsigned i = 0; i < op->nresults; i++)
    for (rl_use *u = op->results[i].first_use; u; u = u->next) push_with_ancestors(d, u->owner);
}

static void on_replaced(void *ud, rl_op *op, rl_value *const *values) {
  (void)values;
  push_users(ud, op);
}

static void forget_constant(driver *d, rl_op *op);

/* While regions are simplified the worklist is empty and stays so (it is
 * refilled for the next sweep): an erased op is only forgotten as a
 * constant. */
static void on_erased_quiet(void *ud, rl_op *op) {
  /* Region simplification marks values in their scratch words, so keys
   * cannot be read now: erased constants are listed and forgotten after. */
  driver *d = ud;
  if (!(op->info->traits & RL_TRAIT_CONSTANT_LIKE)) return;
  if (d->nquiet == d->capquiet) {
    d->capquiet = d->capquiet ? d->capquiet * 2 : 64;
    d->quiet = rl_xrealloc(d->quiet, d->capquiet * sizeof *d->quiet);
  }
  d->quiet[d->nquiet++] = op;
}

static void on_erased(void *ud, rl_op *op) {
  driver *d = ud;
  remove_op(d, op);
  op->scratch = ERASED_MARK;
  /* Operands' definitions may have become dead. */
  for (unsigned i = 0; i < op->noperands; i++) {
    rl_value *v = op->operands[i].value;
    if (v && !v->is_arg) push_with_ancestors(d, (rl_op *)rl_value_owner(v));
  }
  if (d->strict) rl_ptrmap_put(d->strict, op, NULL);
  forget_constant(d, op);
}

/* The reverse map, constant op -> its entry index + 1, lives in the scratch
 * word of the constant's one result (a map beside the IR cost megabytes on
 * large modules). Region simplification uses value scratch words for its
 * marks, so the driver stamps them again after it (restamp_constants); a
 * key is trusted only when its entry names the op. */
static uint32_t key_of(const driver *d, const rl_op *op) {
  if (op->nresults != 1) return 0;
  uint32_t k = op->results[0].scratch;
  return k && k <= d->ncents && d->cents[k - 1].op == op ? k : 0;
}

/* Forgets an erased op as a known constant, in O(1): erasing must not cost
 * a scan of every constant. */
static void forget_constant(driver *d, rl_op *op) {
  if (!(op->info->traits & RL_TRAIT_CONSTANT_LIKE)) return; /* only constants are recorded */
  uint32_t key = key_of(d, op);
  if (key) {
    d->cents[key - 1].op = NULL;
    op->results[0].scratch = 0;
  }
}

static void set_constant(driver *d, uint32_t key, rl_op *op) {
  d->cents[key].op = op;
  if (op->nresults == 1) op->results[0].scratch = key + 1;
}

/* After region simplification: forgets the constants it erased (one pass
 * over the table), then stamps the keys again. */
static void restamp_constants(driver *d) {
  if (d->nquiet) {
    rl_ptrmap gone = {0};
    for (size_t i = 0; i < d->nquiet; i++) rl_ptrmap_put(&gone, d->quiet[i], (void *)1);
    for (uint32_t e = 0; e < d->ncents; e++)
      if (d->cents[e].op && rl_ptrmap_get(&gone, d->cents[e].op)) d->cents[e].op = NULL;
    rl_ptrmap_free(&gone);
    d->nquiet = 0;
  }
  for (uint32_t e = 0; e < d->ncents; e++)
    if (d->cents[e].op) d->cents[e].op->results[0].scratch = e + 1;
}

/* ---- folding -------------------------------------------------------------- */

/* An effect the drivers cannot name: an unregistered op, or one that says
 * nothing of its effects. */
enum { EFFECT_UNKNOWN = 1u << 4 };

/* The memory effects of op (RL_EFFECT_* bits, EFFECT_UNKNOWN): its effects
 * hook, else its traits (Pure, NoMemoryEffect and ConstantLike: none;
 * MemAlloc, MemRead), and with RecursiveMemoryEffects those of the ops its
 * regions hold, the walk stopping once a bit of `enough` is found. */
static unsigned effects_of(const rl_op *op, unsigned enough) {
  if (!op->info->registered) return EFFECT_UNKNOWN;
  if (op->info->def && op->info->def->effects) return op->info->def->effects(op);
  uint32_t t = op->info->traits;
  if (t & RL_TRAIT_RECURSIVE_MEMORY_EFFECTS) {
    unsigned e = 0;
    for (unsigned r = 0; r < op->nregions; r++)
      for (rl_block *b = rl_op_regions(op)[r].first; b; b = b->next)
        for (rl_op *o = b->first; o && !(e & enough); o = o->next) e |= effects_of(o, enough);
    return e;
  }
  if (t & (RL_TRAIT_PURE | RL_TRAIT_NO_MEMORY_EFFECT | RL_TRAIT_CONSTANT_LIKE)) return 0;
  unsigned e = (t & RL_TRAIT_MEM_ALLOC ? RL_EFFECT_ALLOC : 0u) | (t & RL_TRAIT_MEM_READ ? RL_EFFECT_READ : 0u);
  return e ? e : EFFECT_UNKNOWN;
}

/* No memory effect at all (MLIR's isMemoryEffectFree). */
bool rl_op_is_memory_effect_free(const rl_op *op) { return effects_of(op, ~0u) == 0; }

/* Whether op's only memory effect reads (MemRead, or its effects hook; as
 * MLIR's CSE asks of the op itself, not of what its regions hold). */
bool rl_op_only_reads(const rl_op *op) {
  if (!op->info->registered || (op->info->traits & RL_TRAIT_RECURSIVE_MEMORY_EFFECTS)) return false;
  return effects_of(op, ~0u) == RL_EFFECT_READ;
}

/* Whether op may write memory (MLIR's CSE asks it of the ops between two
 * equal reads): not when it has no effect, or only reads or allocates. */
bool rl_op_may_write(const rl_op *op) {
  unsigned w = RL_EFFECT_WRITE | EFFECT_UNKNOWN;
  return (effects_of(op, w) & w) != 0;
}

/* MLIR's isOpTriviallyDead: no result used, not a terminator nor a symbol,
 * and no effect (a loop or conditional whose body has none counts too). */
bool rl_op_is_trivially_dead(rl_op *op) {
  if (!op->info->registered || (op->info->traits & (RL_TRAIT_TERMINATOR | RL_TRAIT_SYMBOL))) return false;
  for (unsigned i = 0; i < op->nresults; i++)
    if (op->results[i].first_use) return false;
  /* Effects that do not keep it (MLIR's wouldOpBeTriviallyDead): reads,
   * and allocating its own results. */
  unsigned keep = ~(unsigned)(RL_EFFECT_READ | RL_EFFECT_ALLOC);
  return !(effects_of(op, keep) & keep);
}

/* The block constants are hoisted to: the entry block of the region of the
 * nearest ancestor that is (or, unregistered, might be) isolated from above,
 * or that sits at the top. */
static rl_block *insertion_block(rl_op *op) {
  rl_op *p = op;
  for (;;) {
    rl_op *up = rl_op_parent_op(p);
    if (!up) return p->parent ? p->parent->parent->first : NULL;
    if (!up->info->registered || (up->info->traits & RL_TRAIT_ISOLATED) || !up->parent)
      return p->parent->parent->first;
    p = up;
  }
}

/* The entry for (block, value, op kind), added (with no op) if new. */
static uint32_t const_entry_of(driver *d, rl_block *b, rl_attr *value, rl_opinfo *kind, rl_type *type) {
  if ((d->ncents + 1) * 2 > d->ctabcap) {
    free(d->ctab);
    d->ctabcap = d->ctabcap ? d->ctabcap * 2 : 256;
    d->ctab = rl_xcalloc(d->ctabcap, sizeof *d->ctab);
    for (uint32_t e = 0; e < d->ncents; e++) {
      const_entry *ce = &d->cents[e];
      size_t j = rl_ptrmap_hash((const char *)ce->b + rl_ptr_word(ce->value) * 31 + rl_ptr_word(ce->kind) * 7 +
                                     rl_ptr_word(ce->type) * 13) &
                 (d->ctabcap - 1);
      while (d->ctab[j]) j = (j + 1) & (d->ctabcap - 1);
      d->ctab[j] = e + 1;
    }
  }
  size_t j = rl_ptrmap_hash((const char *)b + rl_ptr_word(value) * 31 + rl_ptr_word(kind) * 7 + rl_ptr_word(type) * 13) &
             (d->ctabcap - 1);
  for (; d->ctab[j]; j = (j + 1) & (d->ctabcap - 1)) {
    const_entry *ce = &d->cents[d->ctab[j] - 1];
    if (ce->b == b && ce->value == value && ce->kind == kind && ce->type == type) return d->ctab[j] - 1;
  }
  if (d->ncents == d->capcents) {
    d->capcents = d->capcents ? d->capcents * 2 : 256;
    d->cents = rl_xrealloc(d->cents, d->capcents * sizeof *d->cents);
  }
  d->cents[d->ncents] = (const_entry){b, value, kind, type, NULL};
  d->ctab[j] = ++d->ncents;
  return d->ncents - 1;
}

/* Whether op is a constant the driver knows (uniqued and placed). */
static bool owned_constant(driver *d, rl_op *op) {
  if (!op || !(op->info->traits & RL_TRAIT_CONSTANT_LIKE)) return false;
  return key_of(d, op) != 0;
}

/* Moves a constant to the front of block b (MLIR gives it an unknown
 * location then: it stands for every place the value was needed). */
static void move_to_front(driver *d, rl_block *b, rl_op *op) {
  rl_op_remove(op);
  if (b->first) rl_op_insert_before(b->first, op);
  else rl_block_append_op(b, op);
  op->loc = rl_loc_unknown(d->c);
  d->stats->hoisted++;
}

/* A constant met while the worklist is filled (MLIR's insertKnownConstant):
 * one already known may move to the front of its block; a duplicate of a
 * known one is replaced by it and erased (returns true); a new one is
 * recorded and moved to the front of its insertion block unless it already
 * sits in the run of known constants there. None of this counts as a
 * change of the IR. */
static bool insert_known_constant(driver *d, rl_op *op, rl_attr *value) {
  if (op->nresults != 1) return false; /* ConstantLike ops have one result */
  rl_block *own = op->parent;
  if (owned_constant(d, op)) {
    if (own->first != op && !owned_constant(d, op->prev)) move_to_front(d, own, op);
    return false;
  }
  rl_block *b = insertion_block(op);
  if (!b) return false;
  uint32_t key = const_entry_of(d, b, value, op->info, op->results[0].type);
  rl_op *known = d->cents[key].op;
  if (known) {
    rl_value *v = &known->results[0];
    rl_rewriter_replace(&d->rw, op, &v);
    known->loc = rl_loc_unknown(d->c);
    d->stats->hoisted++;
    return true;
  }
  if (own != b || (b->first != op && !owned_constant(d, op->prev))) move_to_front(d, b, op);
  set_constant(d, key, op);
  return false;
}

/* A constant for `value` of `type`, built just before op (MLIR's place);
 * the next fill of the worklist uniques and hoists it. */
static rl_value *materialize(driver *d, rl_op *op, rl_attr *value, rl_type *type) {
  rl_materialize_fn mat = rl_dialect_materializer(d->c, op->info->dialect);
  if (!mat) return NULL;
  rl_builder bld = {.ctx = d->c, .block = op->parent, .before = op};
  rl_op *c = mat(&bld, value, type, op->loc);
  if (!c) return NULL;
  if (d->strict) rl_ptrmap_put(d->strict, c, (void *)1);
  push(d, c);
  return &c->results[0];
}

/* Folds op. Returns true if op was replaced or changed in place. */
static bool try_fold(driver *d, rl_op *op) {
  const rl_opdef *def = op->info->def;
  rl_attr *cst_stack[8];
  rl_fold_result res_stack[8];
  rl_attr **csts = op->noperands <= 8 ? cst_stack : rl_xmalloc(op->noperands * sizeof *csts);
  rl_fold_result *res = op->nresults <= 8 ? res_stack : rl_xmalloc(op->nresults * sizeof *res);
  /* Each operand's constant value, found once (it runs the defining op's
   * folder). */
  for (unsigned i = 0; i < op->noperands; i++) csts[i] = rl_op_constant_value(rl_value_defining_op(op->operands[i].value));
  /* Constants of commutative ops go to the right (MLIR's trait fold). */
  bool moved = false;
  if ((op->info->traits & RL_TRAIT_COMMUTATIVE) && op->noperands == 2 && csts[0] && !csts[1]) {
    rl_value *a = op->operands[0].value, *b = op->operands[1].value;
    rl_op_set_operand(op, 0, b);
    rl_op_set_operand(op, 1, a);
    csts[1] = csts[0];
    csts[0] = NULL;
    moved = true;
  }
  if (!def || !def->fold || (op->info->traits & RL_TRAIT_CONSTANT_LIKE)) {
    if (moved) rl_rewriter_modified(&d->rw, op);
    if (csts != cst_stack) free(csts);
    if (res != res_stack) free(res);
    return moved;
  }
  memset(res, 0, op->nresults * sizeof *res);
  bool folded = def->fold(op, csts, res), done = false;
  if (folded) {
    bool in_place = true;
    for (unsigned i = 0; i < op->nresults; i++) in_place &= !res[i].attr && !res[i].value;
    if (in_place) {
      rl_rewriter_modified(&d->rw, op);
      done = true;
    } else {
      rl_value *vst[8];
      rl_value **vals = op->nresults <= 8 ? vst : rl_xmalloc(op->nresults * sizeof *vals);
      bool ok = true;
      unsigned made = 0;
      for (unsigned i = 0; i < op->nresults && ok; i++, made++) {
        vals[i] = res[i].value ? res[i].value
                               : res[i].attr ? materialize(d, op, res[i].attr, op->results[i].type) : NULL;
        ok = vals[i] != NULL;
      }
      if (!ok) /* a result could not be materialized: drop the constants made for the others */
        for (unsigned i = 0; i + 1 < made; i++)
          if (!res[i].value && vals[i]) rl_rewriter_erase(&d->rw, rl_value_defining_op(vals[i]));
      if (ok) {
        rl_rewriter_replace(&d->rw, op, vals);
        done = true;
      }
      if (vals != vst) free(vals);
    }
    if (done) d->stats->folds++;
    if (done && d->cfg->debug) fprintf(d->cfg->debug, "** Fold\n");
  }
  if (csts != cst_stack) free(csts);
  if (res != res_stack) free(res);
  if (!done && moved) {
    rl_rewriter_modified(&d->rw, op);
    done = true;
  }
  return done;
}

/* ---- patterns ------------------------------------------------------------- */

static bool try_patterns(driver *d, rl_op *op) {
  unsigned n;
  const rl_pattern *const *pats = rl_pattern_set_lookup(d->patterns, op->info, &n);
  for (unsigned i = 0; i < n; i++) {
    const rl_pattern *pat = pats[i];
    rl_rewriter_set_before(&d->rw, op);
    const char *why = NULL;
    if (d->rw.trace) d->rw.trace->fired = NULL;
    bool ok = pat->match_and_rewrite(pat, op, &d->rw, &why);
    if (d->cfg->debug && !pat->nrules) /* rule matchers report each rule themselves */
      fprintf(d->cfg->debug, "* Pattern %s (%s:%u) on '%s': %s%s%s\n", pat->name ? pat->name : "?",
              pat->file ? pat->file : "-", pat->line, op->info->name->str, ok ? "success" : "failure",
              !ok && why ? ": " : "", !ok && why ? why : "");
    if (d->cfg->stats && !pat->nrules) {
      pattern_count *pc = count_of(d, pat);
      if (ok) pc->applied++;
      else pc->failed++;
    }
    if (ok) {
      d->stats->rewrites++;
      const char *name = d->rw.trace && d->rw.trace->fired ? d->rw.trace->fired->name : pat->name;
      bool seen = false;
      for (size_t k = 0; k < d->nfired && !seen; k++) seen = d->fired[k] == name;
      if (!seen) {
        if (d->nfired == d->capfired) {
          d->capfired = d->capfired ? d->capfired * 2 : 8;
          d->fired = rl_xrealloc(d->fired, d->capfired * sizeof *d->fired);
        }
        d->fired[d->nfired++] = name;
      }
      return true;
    }
  }
  return false;
}

/* One op off the worklist: erased when dead (erase_dead), else folded
 * (fold; constants are their own fold: they were uniqued and placed when
 * the worklist was filled), else rewritten by a pattern. */
static void visit(driver *d, rl_op *op, bool fold, bool erase_dead, long *rewrites) {
  if (erase_dead && rl_op_is_trivially_dead(op)) {
    rl_rewriter_erase(&d->rw, op);
    d->stats->erased++;
    d->changed = true;
    return;
  }
  if ((fold && !(op->info->traits & RL_TRAIT_CONSTANT_LIKE) && try_fold(d, op)) || try_patterns(d, op)) {
    d->changed = true;
    (*rewrites)++;
  }
}

/* ---- the driver ----------------------------------------------------------- */

bool rl_greedy_apply(rl_context *c, rl_op *root, const rl_pattern_set *patterns, const rl_greedy_config *cfg,
                     bool *changed, rl_greedy_stats *stats) {
  rl_greedy_stats local = {0};
  rl_greedy_config defcfg = rl_greedy_default_config();
  rl_pattern_set *empty = NULL;
  if (!cfg) cfg = &defcfg;
  if (!patterns) patterns = empty = rl_pattern_set_create();
  driver d = {.c = c, .patterns = patterns, .cfg = cfg, .stats = stats ? stats : &local};
  memset(d.stats, 0, sizeof *d.stats);
  d.listener = (rl_rewrite_listener){on_inserted, on_modified, on_replaced, on_erased, &d, on_moved};
  rl_rewriter_init(&d.rw, c, &d.listener);
  rl_rule_trace trace = {.debug = cfg->debug, .stats = cfg->stats != NULL};
  d.rw.trace = &trace;
  rl_rewrite_listener quiet_listener = {NULL, NULL, NULL, on_erased_quiet, &d, NULL};
  rl_rewriter quiet;
  rl_rewriter_init(&quiet, c, &quiet_listener);
  bool any = false, converged = false;
  /* max_iterations 0: no sweep at all (as MLIR), which is a fixed point. */
  if (cfg->max_iterations == 0) converged = true;
  for (int it = 0; cfg->max_iterations < 0 || it < cfg->max_iterations; it++) {
    d.changed = false;
    d.nfired = 0;
    d.stats->iterations++;
    bool logged = false;
    if (rl_action_logging() && root->nregions) {
      char what[64];
      snprintf(what, sizeof what, "GreedyPatternRewriteIteration(%u)", d.stats->iterations);
      logged = rl_action_begin(what, root, 0);
    }
    /* Constants known from earlier sweeps stay valid; hoisting restarts. */
    fill_worklist(&d, root);
    long rewrites = 0;
    rl_op *op;
    while ((op = pop(&d))) {
      if (cfg->max_rewrites >= 0 && rewrites >= cfg->max_rewrites) break;
      visit(&d, op, cfg->fold, !cfg->existing_only && !cfg->keep_dead, &rewrites);
    }
    /* Drop what is left (a rewrite bound stopped the sweep). */
    while (pop(&d)) {
    }
    /* Then the control flow of the regions (MLIR does it after every sweep);
     * the next sweep starts from a fresh worklist. */
    if (rl_simplify_regions(c, root, cfg->region_simplify, &quiet)) d.changed = true;
    restamp_constants(&d);
    while (pop(&d)) {
    }
    any |= d.changed;
    rl_action_end(logged, "GreedyPatternRewriteIteration");
    if (!d.changed || cfg->existing_only) {
      converged = true;
      break;
    }
  }
  if (!converged)
    for (size_t k = 0; k < d.nfired && d.stats->nstill_firing < 8; k++)
      d.stats->still_firing[d.stats->nstill_firing++] = d.fired[k];
  if (cfg->stats)
    for (size_t k = 0; k < d.counts.cap; k++)
      if (d.counts.keys && d.counts.keys[k]) {
        const rl_pattern *pat = d.counts.keys[k];
        pattern_count *pc = d.counts.vals[k];
        fprintf(cfg->stats, "  %s (%s:%u): applied %lu, failed %lu\n", pat->name ? pat->name : "?",
                pat->file ? pat->file : "-", pat->line, pc->applied, pc->failed);
        free(pc);
      }
  if (cfg->stats && patterns) /* rules count in their records: print this run's, then start over */
    for (unsigned i = 0; i < rl_pattern_set_size(patterns); i++) {
      const rl_pattern *pat = rl_pattern_set_at(patterns, i);
      for (unsigned k = 0; k < pat->nrules; k++) {
        rl_rule *r = pat->rules[k];
        if (!r->applied && !r->failed) continue;
        rl_rule_print_stats(cfg->stats, r);
        r->applied = r->failed = 0;
        memset(r->failed_at, 0, sizeof r->failed_at);
      }
    }
  rl_ptrmap_free(&d.counts);
  free(d.quiet);
  free(d.fired);
  free(d.work);
  free(d.cents);
  free(d.ctab);
  rl_pattern_set_destroy(empty);
  if (changed) *changed = any;
  return converged;
}

static bool clear_scratch(rl_op *op, void *ud) {
  (void)ud;
  op->scratch = 0;
  return true;
}

bool rl_greedy_apply_ops(rl_context *c, rl_op *const *ops, size_t n, rl_region *scope, const rl_pattern_set *patterns,
                         const rl_greedy_config *cfg, bool *changed, rl_greedy_stats *stats) {
  rl_greedy_stats local = {0};
  rl_greedy_config defcfg = rl_greedy_default_config();
  if (!cfg) cfg = &defcfg;
  rl_pattern_set *empty = NULL;
  if (!patterns) patterns = empty = rl_pattern_set_create();
  rl_ptrmap allowed = {0};
  driver d = {.c = c, .patterns = patterns, .cfg = cfg, .stats = stats ? stats : &local, .strict = &allowed,
              .scope = scope};
  memset(d.stats, 0, sizeof *d.stats);
  d.listener = (rl_rewrite_listener){on_inserted, on_modified, on_replaced, on_erased, &d, on_moved};
  rl_rewriter_init(&d.rw, c, &d.listener);
  rl_rule_trace trace = {.debug = cfg->debug, .stats = cfg->stats != NULL};
  d.rw.trace = &trace;
  /* Scratch words may hold another pass's marks: cleared, as push reads them. */
  if (scope)
    for (rl_block *b = scope->first; b; b = b->next)
      for (rl_op *o = b->first; o; o = o->next) rl_op_walk(o, false, clear_scratch, NULL);
  /* The worklist pops from the back: the last op given comes first. */
  for (size_t i = 0; i < n; i++) rl_ptrmap_put(&allowed, ops[i], (void *)1);
  for (size_t i = 0; i < n; i++) {
    ops[i]->scratch = 0;
    push(&d, ops[i]);
  }
  d.stats->iterations = 1;
  long rewrites = 0;
  rl_op *op;
  while ((op = pop(&d))) {
    if (cfg->max_rewrites >= 0 && rewrites >= cfg->max_rewrites) break;
    visit(&d, op, cfg->fold, !cfg->keep_dead, &rewrites);
  }
  bool converged = d.nwork == 0;
  while (pop(&d)) {
  }
  rl_ptrmap_free(&allowed);
  rl_ptrmap_free(&d.counts);
  free(d.fired);
  free(d.work);
  rl_pattern_set_destroy(empty);
  if (changed) *changed = d.changed;
  return converged;
}
