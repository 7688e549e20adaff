/* The dialect-conversion driver: target, type converter, journal, the
 * legalizer and the reconcile-unrealized-casts pass. See conversion.h.
 *
 * The journal. Every edit made through the conversion rewriter appends a
 * record (variable-sized payloads go to an arena). Records are packed: a
 * kind byte each, in one array, and their pointers, one to four words by
 * kind, in another; the conversion of a 1:1 op (create, move uses, erase)
 * takes 51 bytes where fixed 32-byte records took 96. The kinds:
 *   CREATE  an op was created (or a detached op inserted): undo erases it;
 *   ERASE   an op was detached (block and next sibling kept): undo reinserts;
 *   USE     an operand slot was pointed at another value (or at nothing):
 *           undo relinks it where it was in the old value's use list, so use
 *           lists come back in their exact order;
 *   SUCC    the same for a successor slot;
 *   MODIFY  a snapshot of an op (operands, properties, attributes, location)
 *           taken before an in-place change;
 *   SIG     a block's argument list before a signature conversion;
 *   BMOVE   a block moved to another region (region and next block kept);
 *   MOVE    an op moved (its old block and next sibling kept);
 *   ORIG    what an operand slot is taken to have held before the
 *           conversion (for folding, see try_fold) was changed.
 * An erased op is only detached: it keeps its operands and successors (so
 * the IR as it was stays readable, as in MLIR, where replacements are
 * applied at the end), and is destroyed on commit. Its uses do not count:
 * replacing a value moves only the uses held by live ops (ops under the
 * root, not erased), and "used" means used by a live op.
 * Rolling back undoes records in reverse order down to a mark; the state at
 * every record is then exactly the one it was made in.
 *
 * Order. Ops are collected before anything changes, as MLIR collects them:
 * a region's blocks from its entry block along successors (unreachable
 * blocks are left alone), each op before the ops nested in it, recursively
 * legal ops not entered. Each op still live is legalized: legal, or folded
 * (try_fold), or rewritten by its patterns, best first, whose new and
 * changed ops are legalized in turn.
 *
 * Materializations. Whenever a value of one type must stand for a value of
 * another (a result replaced by a value of a converted type, an operand
 * whose producer was not converted, a converted block argument), the driver
 * inserts a builtin.unrealized_conversion_cast and remembers it as its own
 * (source, target or argument kind). rl_conv_operand_n() looks through the
 * driver's source and argument casts to the values they cast. When the
 * conversion has succeeded, driver casts nobody uses are erased; the live
 * ones are handed to the type converter's materialization of their kind if
 * one was set (its result replaces the cast; NULL fails the conversion,
 * which is then rolled back), else they stay.
 */
#include "drivers/conversion.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "core/verify.h"
#include "core/context.h"
#include "core/diag.h"
#include "core/printer.h"
#include "core/ptrmap.h"
#include "core/rules_rt.h"
#include "core/types.h"
#include "drivers/parallel.h"
#include "drivers/pass.h"

/* ---- the conversion target ------------------------------------------------ */

typedef struct legal_entry {
  rl_legality l;
  rl_legal_fn fn;
  void *ud;
  bool recursive;       /* markOpRecursivelyLegal */
  rl_legal_fn rec_fn;
  void *rec_ud;
} legal_entry;

struct rl_conv_target {
  rl_context *c;
  rl_ptrmap ops;       /* rl_opinfo * -> legal_entry * */
  rl_ptrmap dialects;  /* rl_ident * -> legal_entry * */
  rl_legal_fn unknown_fn;
  void *unknown_ud;
  bool has_unknown;
  rl_arena arena;
};

rl_conv_target *rl_conv_target_create(rl_context *c) {
  rl_conv_target *t = rl_xcalloc(1, sizeof *t);
  t->c = c;
  return t;
}

void rl_conv_target_destroy(rl_conv_target *t) {
  if (!t) return;
  rl_ptrmap_free(&t->ops);
  rl_ptrmap_free(&t->dialects);
  rl_arena_free(&t->arena);
  free(t);
}

static legal_entry *entry_in(rl_conv_target *t, rl_ptrmap *m, const void *key) {
  legal_entry *e = rl_ptrmap_get(m, key);
  if (!e) {
    e = rl_arena_alloc(&t->arena, sizeof *e);
    memset(e, 0, sizeof *e);
    rl_ptrmap_put(m, key, e);
  }
  return e;
}

void rl_conv_target_set_op(rl_conv_target *t, rl_opinfo *op, rl_legality l, rl_legal_fn fn, void *ud) {
  legal_entry *e = entry_in(t, &t->ops, op);
  e->l = l;
  e->fn = fn;
  e->ud = ud;
}

void rl_conv_target_set_dialect(rl_conv_target *t, const char *dialect, rl_legality l, rl_legal_fn fn, void *ud) {
  legal_entry *e = entry_in(t, &t->dialects, rl_ident_cstr(t->c, dialect));
  e->l = l;
  e->fn = fn;
  e->ud = ud;
}

void rl_conv_target_set_unknown(rl_conv_target *t, rl_legal_fn fn, void *ud) {
  t->has_unknown = true;
  t->unknown_fn = fn;
  t->unknown_ud = ud;
}

void rl_conv_target_set_recursively_legal(rl_conv_target *t, rl_opinfo *op, rl_legal_fn fn, void *ud) {
  legal_entry *e = entry_in(t, &t->ops, op);
  if (e->l == RL_LEGALITY_UNKNOWN) e->l = RL_LEGALITY_LEGAL; /* the op must be legal to be recursively so */
  e->recursive = true;
  e->rec_fn = fn;
  e->rec_ud = ud;
}

static const legal_entry *entry_of(const rl_conv_target *t, rl_op *op) {
  legal_entry *e = rl_ptrmap_get(&t->ops, op->info);
  if (e && e->l != RL_LEGALITY_UNKNOWN) return e;
  legal_entry *d = rl_ptrmap_get(&t->dialects, op->info->dialect);
  if (d && d->l != RL_LEGALITY_UNKNOWN) return d;
  return NULL;
}

rl_legality rl_conv_target_legality(const rl_conv_target *t, rl_op *op) {
  const legal_entry *e = entry_of(t, op);
  if (!e) {
    /* MLIR's markUnknownOpDynamicallyLegal: the fallback decides. */
    if (!t->has_unknown) return RL_LEGALITY_UNKNOWN;
    if (!t->unknown_fn) return RL_LEGALITY_LEGAL;
    return t->unknown_fn(t->unknown_ud, op) ? RL_LEGALITY_LEGAL : RL_LEGALITY_ILLEGAL;
  }
  switch (e->l) {
  case RL_LEGALITY_LEGAL: return RL_LEGALITY_LEGAL;
  case RL_LEGALITY_ILLEGAL: return RL_LEGALITY_ILLEGAL;
  case RL_LEGALITY_DYNAMIC:
    /* A dynamic entry that says no makes the op illegal (MLIR's isIllegal). */
    if (!e->fn) return RL_LEGALITY_LEGAL;
    return e->fn(e->ud, op) ? RL_LEGALITY_LEGAL : RL_LEGALITY_ILLEGAL;
  default: return RL_LEGALITY_UNKNOWN;
  }
}

/* Legal, and its regions need no look. */
static bool recursively_legal(const rl_conv_target *t, rl_op *op) {
  legal_entry *e = rl_ptrmap_get(&t->ops, op->info);
  if (!e || !e->recursive) return false;
  return !e->rec_fn || e->rec_fn(e->rec_ud, op);
}

/* ---- the type converter --------------------------------------------------- */

typedef struct conv_fn {
  rl_type_conv_fn fn;
  void *ud;
} conv_fn;

typedef struct type_entry {
  bool ok;
  unsigned n;
  rl_type **types;
} type_entry;

typedef struct materializer {
  rl_type_materialize_fn fn;
  void *ud;
} materializer;

enum { MAT_SOURCE = 1, MAT_TARGET = 2, MAT_ARGUMENT = 3 };

struct rl_type_converter {
  rl_context *c;
  conv_fn *fns;
  unsigned nfns, capfns;
  rl_ptrmap cache; /* rl_type * -> type_entry * */
  rl_arena arena;
  materializer mat[4]; /* by MAT_* */
};

rl_type_converter *rl_type_converter_create(rl_context *c) {
  rl_type_converter *tc = rl_xcalloc(1, sizeof *tc);
  tc->c = c;
  return tc;
}

void rl_type_converter_destroy(rl_type_converter *tc) {
  if (!tc) return;
  free(tc->fns);
  rl_ptrmap_free(&tc->cache);
  rl_arena_free(&tc->arena);
  free(tc);
}

static void drop_type_cache(rl_type_converter *tc) {
  rl_ptrmap_free(&tc->cache); /* entries live in the arena until the end */
}

void rl_type_converter_add(rl_type_converter *tc, rl_type_conv_fn fn, void *ud) {
  if (tc->nfns == tc->capfns) {
    tc->capfns = tc->capfns ? tc->capfns * 2 : 8;
    tc->fns = rl_xrealloc(tc->fns, tc->capfns * sizeof *tc->fns);
  }
  tc->fns[tc->nfns++] = (conv_fn){fn, ud};
  drop_type_cache(tc);
}

void rl_type_converter_set_source_materialization(rl_type_converter *tc, rl_type_materialize_fn fn, void *ud) {
  tc->mat[MAT_SOURCE] = (materializer){fn, ud};
}
void rl_type_converter_set_target_materialization(rl_type_converter *tc, rl_type_materialize_fn fn, void *ud) {
  tc->mat[MAT_TARGET] = (materializer){fn, ud};
}
void rl_type_converter_set_argument_materialization(rl_type_converter *tc, rl_type_materialize_fn fn, void *ud) {
  tc->mat[MAT_ARGUMENT] = (materializer){fn, ud};
}
rl_context *rl_type_converter_context(const rl_type_converter *tc) { return tc->c; }

static const type_entry *convert_entry(rl_type_converter *tc, rl_type *t) {
  type_entry *e = rl_ptrmap_get(&tc->cache, t);
  if (e) return e;
  rl_type *out[RL_TYPE_CONV_MAX];
  unsigned n = 0;
  bool ok = false;
  /* Last added first. Conversions may recurse (the cache is filled after). */
  for (unsigned i = tc->nfns; i-- > 0;) {
    n = 0;
    rl_type_conv_result r = tc->fns[i].fn(tc->fns[i].ud, tc, t, out, &n);
    if (r == RL_TYPE_CONV_NEXT) continue;
    ok = r == RL_TYPE_CONV_OK && n <= RL_TYPE_CONV_MAX;
    break;
  }
  e = rl_arena_alloc(&tc->arena, sizeof *e);
  e->ok = ok;
  e->n = ok ? n : 0;
  e->types = NULL;
  if (e->n) {
    e->types = rl_arena_alloc(&tc->arena, e->n * sizeof *e->types);
    memcpy(e->types, out, e->n * sizeof *e->types);
  }
  rl_ptrmap_put(&tc->cache, t, e);
  return e;
}

rl_type *rl_convert_type(rl_type_converter *tc, rl_type *t) {
  const type_entry *e = convert_entry(tc, t);
  return e->ok && e->n == 1 ? e->types[0] : NULL;
}

bool rl_convert_type_n(rl_type_converter *tc, rl_type *t, rl_type *const **out, unsigned *n) {
  const type_entry *e = convert_entry(tc, t);
  *out = e->types;
  *n = e->n;
  return e->ok;
}

bool rl_type_is_legal(rl_type_converter *tc, rl_type *t) { return rl_convert_type(tc, t) == t; }

static bool block_types_legal(rl_type_converter *tc, rl_op *op) {
  for (unsigned r = 0; r < op->nregions; r++)
    for (rl_block *b = rl_op_regions(op)[r].first; b; b = b->next)
      for (unsigned i = 0; i < b->nargs; i++)
        if (!rl_type_is_legal(tc, b->args[i]->type)) return false;
  return true;
}

bool rl_op_types_legal(rl_type_converter *tc, rl_op *op) {
  for (unsigned i = 0; i < op->noperands; i++)
    if (op->operands[i].value && !rl_type_is_legal(tc, op->operands[i].value->type)) return false;
  for (unsigned i = 0; i < op->nresults; i++)
    if (!rl_type_is_legal(tc, op->results[i].type)) return false;
  return block_types_legal(tc, op);
}

rl_type *rl_convert_function_type(rl_type_converter *tc, rl_type *fn) {
  if (rl_type_kind_of(fn) != RL_TY_FUNCTION) return NULL;
  unsigned nin = rl_type_func_num_inputs(fn), nout = rl_type_func_num_results(fn);
  unsigned cap = 8, nn[2] = {0, 0};
  rl_type **buf[2] = {rl_xmalloc(cap * sizeof(rl_type *)), rl_xmalloc(cap * sizeof(rl_type *))};
  unsigned caps[2] = {cap, cap};
  rl_type *res = NULL;
  bool ok = true;
  for (unsigned side = 0; side < 2 && ok; side++) {
    unsigned cnt = side ? nout : nin;
    for (unsigned i = 0; i < cnt && ok; i++) {
      rl_type *const *ts;
      unsigned k;
      ok = rl_convert_type_n(tc, side ? rl_type_func_result(fn, i) : rl_type_func_input(fn, i), &ts, &k);
      if (!ok) break;
      if (nn[side] + k > caps[side]) {
        while (nn[side] + k > caps[side]) caps[side] *= 2;
        buf[side] = rl_xrealloc(buf[side], caps[side] * sizeof(rl_type *));
      }
      memcpy(buf[side] + nn[side], ts, k * sizeof(rl_type *));
      nn[side] += k;
    }
  }
  if (ok) res = rl_type_function(tc->c, nn[0], buf[0], nn[1], buf[1]);
  free(buf[0]);
  free(buf[1]);
  return res;
}

/* ---- the journal ---------------------------------------------------------- */

typedef enum jkind {
  J_CREATE, J_ERASE, J_USE, J_SUCC, J_MODIFY, J_SIG, J_BMOVE, J_MOVE, J_ORIG, J_BCREATE, J_MOVE_USES
} jkind;

/* What J_MODIFY restores. */
typedef struct jmod {
  rl_attr *loc, *props, *attrs;
  unsigned n;
  rl_value **vals;
} jmod;

typedef struct jrec {
  uint8_t kind;
  uint8_t cast_kind; /* J_CREATE: MAT_* for the driver's own casts, else 0;
                        J_USE: 1 if it recorded the slot's original value */
  uint32_t nold;     /* J_SIG: the number of old arguments; J_MOVE_USES: of uses moved */
  union { /* 24 bytes: a record is 32 */
    struct {
      rl_op *op;
      union {
        struct { rl_block *block; rl_op *next; } erase; /* and J_MOVE: where op was */
        struct jmod *mod; /* J_MODIFY: the snapshot, in the arena */
      };
    };
    struct { rl_use *u; rl_value *old; rl_use **prev; } use; /* and J_ORIG */
    struct { rl_succ *s; rl_block *old; rl_succ **prev; } succ;
    struct { rl_block *b; rl_value **old; } sig;
    /* Every use of `from` moved to the head of to's list, in from's order;
     * bit j of `made`: the j-th one's original value was recorded then. */
    struct { rl_value *from, *to; uint64_t made; } moves;
    struct { rl_block *b; rl_region *r; rl_block *next; } bmove; /* and J_BCREATE (b only) */
  };
} jrec;
_Static_assert(sizeof(jrec) == 32, "a decoded record is 32 bytes");

/* A place in the journal: records before it, and their words. */
typedef struct jpos {
  size_t rec, word;
} jpos;

/* An op's side (conv.sides). */
/* An array that grows in chunks of JCHUNK elements, never copied (a
 * realloc'ed array would briefly need its old and new size at once). */
typedef struct chunks {
  char **p;
  size_t n, cap; /* chunks made, room for chunk pointers */
} chunks;

typedef struct op_side {
  /* Operand i -> the value it held before the conversion first changed it
   * (NULL: unchanged): folding sees the constants of the original operands,
   * as in MLIR, where operands stay as they were until the conversion is
   * done. norig is the op's operand count when the array was made. */
  rl_value **orig;
  rl_value **repl;  /* result i -> its replacement (NULL: none), once replaced */
  rl_op *op;        /* whose side it is (op->scratch is trusted only if it points back) */
  rl_value *stands; /* a source cast replace_result made: the result it stands for */
  uint32_t norig;
  uint32_t erased;  /* erased and not restored */
} op_side;

typedef struct view_edit {
  rl_use *u;
  rl_value *old;
  rl_use **prev;
} view_edit;

typedef struct conv {
  rl_context *c;
  rl_op *root;
  rl_conv_mode mode;
  const rl_conv_target *t;
  rl_type_converter *tc;
  const rl_pattern_set *patterns;
  const rl_conv_config *cfg;
  FILE *dbg;
  rl_rewriter rw;
  rl_rule_trace trace;
  chunks jkinds, jwords; /* the journal: nj kind bytes, nw words */
  size_t nj, nw;
  rl_arena arena;      /* journal payloads and operand lists handed to patterns */
  /* What the driver knows of an op it erased or whose operands it changed
   * (op->scratch is 1 + its index, trusted when the side names op), in chunks of
   * JCHUNK: a table and not hash maps, for it is needed of most ops. */
  chunks sides; /* nsides entries */
  size_t nsides;
  rl_arena keep;       /* the sides' arrays: never released before the end */
  rl_ptrmap casts;     /* the driver's casts: op -> (void *)MAT_* (NULL once gone) */
  rl_ptrmap targets;   /* value -> its latest target cast (checked before reuse) */
  rl_ptrmap repl;      /* a replaced block argument -> its replacement (or NULL) */
  rl_opinfo *cast_info;
  /* The op a pattern is being applied to, a snapshot of it taken before the
   * attempt, and the journal size then. */
  rl_op *cur_root;
  jpos cur_mark;
  rl_attr *snap_loc, *snap_props, *snap_attrs;
  unsigned snap_n;
  rl_value **snap_vals;
  bool unsound;        /* an op other than the root was changed in place without a snapshot */
  /* Patterns being applied, innermost last (a pattern is not applied again
   * to an op it created, directly or not: MLIR's rule against recursion). */
  const rl_pattern **active;
  unsigned nactive, capactive;
  const rl_pattern **tried; /* the patterns tried at the top level (named only on failure) */
  unsigned ntried, captried;
  int depth;
  bool depth_exceeded;
  view_edit *view; /* try_fold's edits of the operands, undone before it goes on */
  unsigned nview, capview;
} conv;

enum { MAX_DEPTH = 64 };

static conv *conv_of(rl_rewriter *rw);

enum { JCHUNK_BITS = 12, JCHUNK = 1 << JCHUNK_BITS };

static inline void *chunk_at(const chunks *ch, size_t i, size_t elem) {
  return ch->p[i >> JCHUNK_BITS] + (i & (JCHUNK - 1)) * elem;
}

/* Element i, i at most one past the last made: its chunk is made if new. */
static void chunk_add(chunks *ch, size_t bytes) {
  if (ch->n == ch->cap) {
    ch->cap = ch->cap ? 2 * ch->cap : 16;
    ch->p = rl_xrealloc(ch->p, ch->cap * sizeof *ch->p);
  }
  ch->p[ch->n++] = rl_xmalloc(bytes);
}

static void *chunk_slot(chunks *ch, size_t i, size_t elem) {
  if (i == ch->n * JCHUNK) chunk_add(ch, JCHUNK * elem);
  return chunk_at(ch, i, elem);
}

static void chunks_free(chunks *ch) {
  for (size_t i = 0; i < ch->n; i++) free(ch->p[i]);
  free(ch->p);
}


/* op's side, made if `make` (else NULL when it has none). */
static op_side *side_of(conv *d, rl_op *op, bool make) {
  /* op->scratch may hold anything from before the run (no walk clears it):
   * a side is op's if it names op. */
  if (op->scratch && op->scratch <= d->nsides) {
    op_side *sd = chunk_at(&d->sides, op->scratch - 1, sizeof(op_side));
    if (sd->op == op) return sd;
  }
  if (!make) return NULL;
  size_t i = d->nsides++;
  op_side *sd = chunk_slot(&d->sides, i, sizeof(op_side));
  memset(sd, 0, sizeof *sd);
  sd->op = op;
  op->scratch = (uint32_t)(i + 1);
  return sd;
}

/* What operand slot u held before the conversion changed it (NULL: it did
 * not), and setting it. */
static rl_value *orig_get(conv *d, rl_use *u) {
  op_side *sd = side_of(d, u->owner, false);
  size_t i = (size_t)(u - u->owner->operands);
  return sd && sd->orig && i < sd->norig ? sd->orig[i] : NULL;
}

static void orig_set(conv *d, rl_use *u, rl_value *v) {
  rl_op *op = u->owner;
  op_side *sd = side_of(d, op, v != NULL);
  if (!sd) return;
  size_t i = (size_t)(u - op->operands);
  if (!sd->orig && v) {
    sd->norig = op->noperands;
    sd->orig = rl_arena_alloc(&d->keep, (sd->norig ? sd->norig : 1) * sizeof(rl_value *));
    memset(sd->orig, 0, sd->norig * sizeof(rl_value *));
  }
  if (sd->orig && i < sd->norig) sd->orig[i] = v;
}

/* orig_get(d, u) ? false : (orig_set(d, u, v), true), v not NULL, with one
 * look at u's owner's side. */
static bool orig_note(conv *d, rl_use *u, rl_value *v) {
  rl_op *op = u->owner;
  op_side *sd = side_of(d, op, true);
  size_t i = (size_t)(u - op->operands);
  if (!sd->orig) {
    sd->norig = op->noperands;
    sd->orig = rl_arena_alloc(&d->keep, (sd->norig ? sd->norig : 1) * sizeof(rl_value *));
    memset(sd->orig, 0, sd->norig * sizeof(rl_value *));
  }
  if (i >= sd->norig) return true;
  if (sd->orig[i]) return false;
  sd->orig[i] = v;
  return true;
}

/* Sets what result i of op was replaced by. */
static void repl_set(conv *d, rl_op *op, unsigned i, rl_value *v) {
  op_side *sd = side_of(d, op, true);
  if (!sd->repl) {
    sd->repl = rl_arena_alloc(&d->keep, (op->nresults ? op->nresults : 1) * sizeof(rl_value *));
    memset(sd->repl, 0, op->nresults * sizeof(rl_value *));
  }
  sd->repl[i] = v;
}

/* A kind byte: the jkind, and above it (JF_SHIFT) J_CREATE's and J_USE's
 * cast_kind, or a flag: J_ERASE/J_MOVE's second word is the next op (else
 * the block, next being NULL); J_MOVE_USES keeps its count and mask in two
 * words (else in one: nold | made << 6, for nold < 58). */
enum { JF_SHIFT = 4, JF_FLAG = 1 << JF_SHIFT };

/* Words of a record by kind byte & 31 (kind, and bit 4: a flag, or the
 * low bit of a cast_kind). */
static const uint8_t jwords_by[32] = {
    [J_CREATE] = 1, [J_ERASE] = 2, [J_USE] = 3,  [J_SUCC] = 3,    [J_MODIFY] = 2,     [J_SIG] = 3,
    [J_BMOVE] = 3,  [J_MOVE] = 2,  [J_ORIG] = 2, [J_BCREATE] = 1, [J_MOVE_USES] = 3,
    [16 + J_CREATE] = 1, [16 + J_ERASE] = 2, [16 + J_USE] = 3,  [16 + J_SUCC] = 3,    [16 + J_MODIFY] = 2,
    [16 + J_SIG] = 3,    [16 + J_BMOVE] = 3, [16 + J_MOVE] = 2, [16 + J_ORIG] = 2,    [16 + J_BCREATE] = 1,
    [16 + J_MOVE_USES] = 4,
};
static inline unsigned jwords_of(uint8_t k) { return jwords_by[k & 31]; }

enum { JWSLACK = 4 };
static inline uintptr_t *jw_at(const conv *d, size_t w) {
  return (uintptr_t *)d->jwords.p[w >> JCHUNK_BITS] + (w & (JCHUNK - 1));
}

#define JW(v) (x[n++] = (uintptr_t)(v))

static void jput(conv *d, const jrec *r) {
  uintptr_t x[4] = {0};
  unsigned n = 0;
  uint8_t k = r->kind;
  switch ((jkind)r->kind) {
  case J_CREATE: k |= (uint8_t)(r->cast_kind << JF_SHIFT); JW(r->op); break;
  case J_BCREATE: JW(r->bmove.b); break;
  case J_ERASE: case J_MOVE:
    JW(r->op);
    if (r->erase.next) k |= JF_FLAG;
    JW(r->erase.next ? (void *)r->erase.next : (void *)r->erase.block);
    break;
  case J_MODIFY: JW(r->op); JW(r->mod); break;
  case J_ORIG: JW(r->use.u); JW(r->use.old); break;
  case J_USE: k |= (uint8_t)(r->cast_kind << JF_SHIFT); JW(r->use.u); JW(r->use.old); JW(r->use.prev); break;
  case J_SUCC: JW(r->succ.s); JW(r->succ.old); JW(r->succ.prev); break;
  case J_SIG: JW(r->sig.b); JW(r->sig.old); JW(r->nold); break;
  case J_BMOVE: JW(r->bmove.b); JW(r->bmove.r); JW(r->bmove.next); break;
  case J_MOVE_USES:
    JW(r->moves.from);
    JW(r->moves.to);
    if (r->nold < 58) {
      JW(r->nold | r->moves.made << 6);
    } else {
      k |= JF_FLAG;
      JW(r->nold);
      JW(r->moves.made);
    }
    break;
  }
  /* A word chunk has room for JWSLACK words past its JCHUNK: a record
   * starting in it ends in it (the next chunk's first words then go unused). */
  if (d->nw >> JCHUNK_BITS >= d->jwords.n) chunk_add(&d->jwords, (JCHUNK + JWSLACK) * sizeof *x);
  uintptr_t *to = jw_at(d, d->nw);
  for (unsigned i = 0; i < 4; i++) to[i] = x[i]; /* words past n: overwritten by the next record */
  d->nw += n;
  *(uint8_t *)(d->nj & (JCHUNK - 1) ? chunk_at(&d->jkinds, d->nj, 1) : chunk_slot(&d->jkinds, d->nj, 1)) = k;
  d->nj++;
}
#undef JW

/* The record of kind byte k whose words start at word w. */
static void jdecode(const conv *d, uint8_t k, size_t w, jrec *r) {
  const uintptr_t *x = jw_at(d, w);
  memset(r, 0, sizeof *r);
  r->kind = k & 15;
  switch ((jkind)r->kind) {
  case J_CREATE: r->cast_kind = k >> JF_SHIFT; r->op = (rl_op *)x[0]; break;
  case J_BCREATE: r->bmove.b = (rl_block *)x[0]; break;
  case J_ERASE: case J_MOVE:
    r->op = (rl_op *)x[0];
    /* At undo the IR is as right after the record: next is in the block. */
    if (k & JF_FLAG) {
      r->erase.next = (rl_op *)x[1];
      r->erase.block = r->erase.next->parent;
    } else {
      r->erase.block = (rl_block *)x[1];
    }
    break;
  case J_MODIFY: r->op = (rl_op *)x[0]; r->mod = (jmod *)x[1]; break;
  case J_ORIG: r->use.u = (rl_use *)x[0]; r->use.old = (rl_value *)x[1]; break;
  case J_USE:
    r->cast_kind = k >> JF_SHIFT;
    r->use.u = (rl_use *)x[0];
    r->use.old = (rl_value *)x[1];
    r->use.prev = (rl_use **)x[2];
    break;
  case J_SUCC: r->succ.s = (rl_succ *)x[0]; r->succ.old = (rl_block *)x[1]; r->succ.prev = (rl_succ **)x[2]; break;
  case J_SIG: r->sig.b = (rl_block *)x[0]; r->sig.old = (rl_value **)x[1]; r->nold = (uint32_t)x[2]; break;
  case J_BMOVE: r->bmove.b = (rl_block *)x[0]; r->bmove.r = (rl_region *)x[1]; r->bmove.next = (rl_block *)x[2]; break;
  case J_MOVE_USES:
    r->moves.from = (rl_value *)x[0];
    r->moves.to = (rl_value *)x[1];
    if (k & JF_FLAG) {
      r->nold = (uint32_t)x[2];
      r->moves.made = x[3];
    } else {
      r->nold = (uint32_t)(x[2] & 63);
      r->moves.made = x[2] >> 6;
    }
    break;
  }
}

static inline jpos jhere(const conv *d) { return (jpos){d->nj, d->nw}; }

/* The record at p, p moved past it. */
static void jnext(const conv *d, jpos *p, jrec *r) {
  uint8_t k = *(uint8_t *)chunk_at(&d->jkinds, p->rec++, 1);
  jdecode(d, k, p->word, r);
  p->word += jwords_of(k);
}

/* The kind byte of the record at p and its first word (the op of a
 * J_CREATE, J_ERASE, J_MODIFY or J_MOVE), p moved past it: for sweeps that
 * look at a few kinds. */
static inline uint8_t jstep(const conv *d, jpos *p, uintptr_t *first) {
  uint8_t k = *(uint8_t *)chunk_at(&d->jkinds, p->rec++, 1);
  *first = *jw_at(d, p->word);
  p->word += jwords_of(k);
  return k;
}
#define JKIND(k) ((jkind)((k) & 15))

/* jstep backwards: the kind byte of the record before p and its first
 * word, p moved to it (jdecode(d, k, p->word, r) reads it whole). */
static inline uint8_t jstep_back(const conv *d, jpos *p, uintptr_t *first) {
  uint8_t k = *(uint8_t *)chunk_at(&d->jkinds, --p->rec, 1);
  p->word -= jwords_of(k);
  *first = *jw_at(d, p->word);
  return k;
}

/* The record before p, p moved to it. */
static void jprev(const conv *d, jpos *p, jrec *r) {
  uint8_t k = *(uint8_t *)chunk_at(&d->jkinds, --p->rec, 1);
  p->word -= jwords_of(k);
  jdecode(d, k, p->word, r);
}

/* Use-list surgery that can be undone exactly. */
static void use_unlink(rl_use *u) {
  if (!u->value) return;
  *u->prev = u->next;
  if (u->next) u->next->prev = u->prev;
  u->value = NULL;
  u->next = NULL;
  u->prev = NULL;
}

static void use_link_at(rl_use *u, rl_value *v, rl_use **at) {
  u->value = v;
  if (!v) return;
  u->next = *at;
  if (u->next) u->next->prev = &u->next;
  u->prev = at;
  *at = u;
}

static void succ_unlink(rl_succ *s) {
  if (!s->block) return;
  *s->prev = s->next;
  if (s->next) s->next->prev = s->prev;
  s->block = NULL;
  s->next = NULL;
  s->prev = NULL;
}

static void succ_link_at(rl_succ *s, rl_block *b, rl_succ **at) {
  s->block = b;
  if (!b) return;
  s->next = *at;
  if (s->next) s->next->prev = &s->next;
  s->prev = at;
  *at = s;
}

static void j_set_use(conv *d, rl_use *u, rl_value *v) {
  if (u->value == v) return;
  jrec r = {.kind = J_USE, .use = {u, u->value, u->prev}};
  if (u->value && !orig_get(d, u)) {
    orig_set(d, u, u->value);
    r.cast_kind = 1; /* this record made the entry */
  }
  jput(d, &r);
  use_unlink(u);
  if (v) use_link_at(u, v, &v->first_use);
}

static void j_set_succ(conv *d, rl_succ *s, rl_block *b) {
  if (s->block == b) return;
  jput(d, &(jrec){.kind = J_SUCC, .succ = {s, s->block, s->prev}});
  succ_unlink(s);
  if (b) succ_link_at(s, b, &b->first_pred);
}

static bool attached(conv *d, rl_op *op);

/* Points the uses of `from` held by live ops (not erased, not inside an
 * erased op) at `to`. Erased ops keep their operands as they were, so
 * folding can look at the original IR, as MLIR's conversion can. */
static void j_move_uses(conv *d, rl_value *from, rl_value *to) {
  if (from == to) return;
  /* The common case, one record: all of from's uses are live (and few). */
  unsigned k = 0;
  bool all = to != NULL;
  for (rl_use *u = from->first_use; u && all; u = u->next) all = ++k <= 64 && attached(d, u->owner);
  if (all && k) {
    uint64_t made = 0;
    for (unsigned j = 0; from->first_use; j++) {
      rl_use *u = from->first_use;
      if (orig_note(d, u, from)) made |= (uint64_t)1 << j;
      use_unlink(u);
      use_link_at(u, to, &to->first_use);
    }
    jput(d, &(jrec){.kind = J_MOVE_USES, .nold = k, .moves = {from, to, made}});
    return;
  }
  rl_use *u = from->first_use;
  while (u) {
    rl_use *next = u->next;
    if (attached(d, u->owner)) j_set_use(d, u, to);
    u = next;
  }
}

static bool has_live_uses(conv *d, rl_value *v) {
  for (rl_use *u = v->first_use; u; u = u->next)
    if (attached(d, u->owner)) return true;
  return false;
}

static void j_snapshot(conv *d, rl_op *op) {
  jmod *m = rl_arena_alloc(&d->arena, sizeof *m);
  m->loc = op->loc;
  m->props = op->props;
  m->attrs = op->attrs;
  m->n = op->noperands;
  m->vals = op->noperands ? rl_arena_alloc(&d->arena, op->noperands * sizeof(rl_value *)) : NULL;
  for (unsigned i = 0; i < op->noperands; i++) m->vals[i] = op->operands[i].value;
  jput(d, &(jrec){.kind = J_MODIFY, .op = op, .mod = m});
}

static bool is_erased(conv *d, rl_op *op) {
  op_side *sd = side_of(d, op, false);
  return sd && sd->erased;
}

/* Whether op is (still) inside root. */
static bool attached(conv *d, rl_op *op) {
  while (op != d->root) {
    if (!op->parent) return false;
    rl_region *r = op->parent->parent;
    if (!r) return false;
    op = r->parent;
    if (!op) return false;
  }
  return true;
}

static void undo_one(conv *d, jrec *r) {
  switch ((jkind)r->kind) {
  case J_CREATE:
    if (r->cast_kind) rl_ptrmap_put(&d->casts, r->op, NULL);
    rl_op_erase(d->c, r->op);
    break;
  case J_ERASE:
    if (r->erase.next) rl_op_insert_before(r->erase.next, r->op);
    else rl_block_append_op(r->erase.block, r->op);
    side_of(d, r->op, true)->erased = 0;
    break;
  case J_USE:
    if (r->cast_kind) orig_set(d, r->use.u, NULL);
    use_unlink(r->use.u);
    if (r->use.old) use_link_at(r->use.u, r->use.old, r->use.prev);
    break;
  case J_SUCC:
    succ_unlink(r->succ.s);
    if (r->succ.old) succ_link_at(r->succ.s, r->succ.old, r->succ.prev);
    break;
  case J_MODIFY: {
    rl_op *op = r->op;
    op->loc = r->mod->loc;
    op->props = r->mod->props;
    op->attrs = r->mod->attrs;
    if (op->noperands != r->mod->n) rl_op_set_operands(d->c, op, r->mod->n, r->mod->vals);
    else
      for (unsigned i = 0; i < r->mod->n; i++)
        if (op->operands[i].value != r->mod->vals[i]) rl_op_set_operand(op, i, r->mod->vals[i]);
    break;
  }
  case J_SIG: {
    rl_block *b = r->sig.b;
    for (unsigned i = 0; i < b->nargs; i++) {
      bool old = false;
      for (unsigned k = 0; k < r->nold && !old; k++) old = r->sig.old[k] == b->args[i];
      if (!old) rl_context_slab_free(d->c, b->args[i], sizeof(rl_arg_value));
    }
    for (unsigned k = 0; k < r->nold; k++) {
      b->args[k] = r->sig.old[k];
      b->args[k]->index = k;
    }
    b->nargs = r->nold;
    break;
  }
  case J_ORIG:
    orig_set(d, r->use.u, r->use.old);
    break;
  case J_MOVE_USES: /* the last moved is at the head of to's list: back in order */
    for (unsigned j = r->nold; j-- > 0;) {
      rl_use *u = r->moves.to->first_use;
      use_unlink(u);
      use_link_at(u, r->moves.from, &r->moves.from->first_use);
      if (r->moves.made >> j & 1) orig_set(d, u, NULL);
    }
    break;
  case J_MOVE:
    rl_op_remove(r->op);
    if (r->erase.next) rl_op_insert_before(r->erase.next, r->op);
    else rl_block_append_op(r->erase.block, r->op);
    break;
  case J_BMOVE:
    rl_block_remove(r->bmove.b);
    if (r->bmove.next) rl_region_insert_block_before(r->bmove.r, r->bmove.next, r->bmove.b);
    else rl_region_append_block(r->bmove.r, r->bmove.b);
    break;
  case J_BCREATE: /* empty again: what was put in it was undone first */
    rl_block_remove(r->bmove.b);
    rl_block_destroy(d->c, r->bmove.b);
    break;
  }
}

static void undo_to(conv *d, jpos mark) {
  jpos p = jhere(d);
  while (p.rec > mark.rec) {
    jrec r;
    jprev(d, &p, &r);
    undo_one(d, &r);
    d->nj = p.rec;
    d->nw = p.word;
  }
}

/* The journal is kept: erased ops are destroyed, replaced block arguments
 * freed. */
static void commit(conv *d) {
  rl_ptrmap freed = {0};
  /* Erased ops still hold their operands (some of them other erased ops'
   * results): all references go first, then the ops. */
  jrec r;
  uintptr_t w;
  /* The ops to destroy, each once (the journal may erase an op, restore
   * it and erase it again): their sides say DOOMED, or INSIDE for one
   * within another that is destroyed with it; all decided before anything
   * is freed, and destroyed from the sides, which outlive the ops. */
  enum { DOOMED = 2, INSIDE = 3 };
  bool nested = false;
  for (jpos p = {0, 0}; p.rec < d->nj;) {
    if (JKIND(jstep(d, &p, &w)) != J_ERASE) continue;
    op_side *sd = side_of(d, (rl_op *)w, false);
    if (!sd || sd->erased != 1) continue;
    sd->erased = DOOMED;
    if (((rl_op *)w)->parent) nested = true;
    rl_op_drop_all_refs((rl_op *)w);
  }
  /* Only a doomed op put back into a block (moved after its erasure) can be
   * inside another. */
  for (size_t i = 0; nested && i < d->nsides; i++) {
    op_side *sd = chunk_at(&d->sides, i, sizeof(op_side));
    if (sd->erased != DOOMED) continue;
    for (rl_op *a = rl_op_parent_op(sd->op); a; a = rl_op_parent_op(a)) {
      op_side *sa = side_of(d, a, false);
      if (sa && (sa->erased == DOOMED || sa->erased == INSIDE)) {
        sd->erased = INSIDE;
        break;
      }
    }
  }
  /* Replaced block arguments first: their blocks may be inside ops about
   * to be destroyed. */
  for (jpos p = {0, 0}, at = p; p.rec < d->nj; at = p) {
    jkind kind = JKIND(jstep(d, &p, &w));
    if (kind == J_SIG) {
      jnext(d, &at, &r);
      rl_block *b = r.sig.b;
      for (unsigned k = 0; k < r.nold; k++) {
        rl_value *v = r.sig.old[k];
        bool live = false;
        for (unsigned a = 0; a < b->nargs && !live; a++) live = b->args[a] == v;
        if (!live && !rl_ptrmap_get(&freed, v)) {
          rl_ptrmap_put(&freed, v, (void *)1);
          rl_context_slab_free(d->c, v, sizeof(rl_arg_value));
        }
      }
    }
  }
  for (size_t i = 0; i < d->nsides; i++) {
    op_side *sd = chunk_at(&d->sides, i, sizeof(op_side));
    if (sd->erased == DOOMED) rl_op_erase(d->c, sd->op);
  }
  rl_ptrmap_free(&freed);
  d->nj = d->nw = 0;
}

/* ---- journaled edits ------------------------------------------------------ */

static void record_create(conv *d, rl_op *op, int cast_kind) {
  jput(d, &(jrec){.kind = J_CREATE, .cast_kind = (uint8_t)cast_kind, .op = op});
  if (cast_kind) rl_ptrmap_put(&d->casts, op, (void *)(uintptr_t)cast_kind);
}

static int cast_kind_of(conv *d, rl_op *op) {
  /* Only the driver's casts are in the map: other ops need no lookup. */
  return op && op->info == d->cast_info ? (int)(uintptr_t)rl_ptrmap_get(&d->casts, op) : 0;
}

/* A driver cast of `inputs` to `to`, inserted before `before` (or at the end
 * of block b). */
static rl_op *make_cast(conv *d, int kind, rl_type *const *to, unsigned nto, rl_value *const *inputs, unsigned n,
                        rl_block *b, rl_op *before, rl_attr *loc) {
  rl_op_state st = {.info = d->cast_info, .loc = loc, .nresults = nto, .result_types = to, .noperands = n,
                    .operands = inputs};
  rl_builder bl = {.ctx = d->c, .block = b, .before = before};
  rl_op *op = rl_builder_create(&bl, &st);
  record_create(d, op, kind);
  return op;
}

/* Where a value of a new definition can be used from: just after its
 * defining op, or at the start of its block. */
static void after_def(rl_value *v, rl_block **b, rl_op **before) {
  if (v->is_arg) {
    *b = (rl_block *)rl_value_owner(v);
    *before = (*b)->first;
    /* after the driver's other argument casts there, keeping their order */
    return;
  }
  rl_op *def = (rl_op *)rl_value_owner(v);
  *b = def->parent;
  *before = def->next;
}

static void j_detach(conv *d, rl_op *op) {
  jput(d, &(jrec){.kind = J_ERASE, .op = op, .erase = {op->parent, op->next}});
  rl_op_remove(op);
  side_of(d, op, true)->erased = 1;
}

/* Replaces result i of op by values vals[0..n) (n 1 and the same type: the
 * uses move; else a source cast stands for the old value). */
static void replace_result(conv *d, rl_op *op, unsigned i, rl_value *const *vals, unsigned n) {
  rl_value *old = &op->results[i];
  if (n == 1 && vals[0] && vals[0]->type == old->type) {
    repl_set(d, op, i, vals[0]);
    j_move_uses(d, old, vals[0]);
    return;
  }
  if (!has_live_uses(d, old)) {
    repl_set(d, op, i, NULL);
    return;
  }
  /* Before op, as MLIR places it: op's place dominates all its uses. */
  rl_op *cast = make_cast(d, MAT_SOURCE, &old->type, 1, vals, n, op->parent, op, op->loc);
  side_of(d, cast, true)->stands = old;
  repl_set(d, op, i, &cast->results[0]);
  j_move_uses(d, old, &cast->results[0]);
}

/* The live value that v stands for now: v itself, or (v a result of an
 * erased op, or a replaced block argument) what replaced it. NULL if none. */
static rl_value *resolve(conv *d, rl_value *v) {
  for (int k = 0; v && k < 16; k++) {
    if (v->is_arg) {
      rl_block *b = rl_value_owner(v);
      bool live = v->index < b->nargs && b->args[v->index] == v;
      rl_op *p = rl_block_parent_op(b);
      if (live && (!p || attached(d, p))) return v;
    } else if (attached(d, (rl_op *)rl_value_owner(v))) {
      return v;
    }
    if (v->is_arg) {
      v = rl_ptrmap_get(&d->repl, v);
    } else {
      op_side *sd = side_of(d, (rl_op *)rl_value_owner(v), false);
      v = sd && sd->repl ? sd->repl[v->index] : NULL;
    }
  }
  return NULL;
}

static conv *conv_of(rl_rewriter *rw);

static rl_op *h_create(rl_rewriter *rw, const rl_op_state *st) {
  conv *d = conv_of(rw);
  rl_op *op = rl_builder_create_unobserved(&rw->b, st);
  record_create(d, op, 0);
  return op;
}

static void h_insert(rl_rewriter *rw, rl_op *op) {
  conv *d = conv_of(rw);
  if (rw->b.before) rl_op_insert_before(rw->b.before, op);
  else rl_block_append_op(rw->b.block, op);
  record_create(d, op, 0);
}

static void h_replace(rl_rewriter *rw, rl_op *op, rl_value *const *values) {
  conv *d = conv_of(rw);
  for (unsigned i = 0; i < op->nresults; i++) replace_result(d, op, i, values ? &values[i] : NULL, values ? 1 : 0);
  j_detach(d, op);
}

static void h_erase(rl_rewriter *rw, rl_op *op) { h_replace(rw, op, NULL); }

static bool modified_in(const conv *d, jpos from, jpos to, rl_op *op);

static bool snapshot_in_pattern(conv *d, rl_op *op) { return modified_in(d, d->cur_mark, jhere(d), op); }

static void h_start_modify(rl_rewriter *rw, rl_op *op) { j_snapshot(conv_of(rw), op); }

static void h_modified(rl_rewriter *rw, rl_op *op) {
  conv *d = conv_of(rw);
  if (snapshot_in_pattern(d, op)) return;
  if (op == d->cur_root) {
    /* The snapshot taken before the attempt. */
    jmod *m = rl_arena_alloc(&d->arena, sizeof *m);
    m->loc = d->snap_loc;
    m->props = d->snap_props;
    m->attrs = d->snap_attrs;
    m->n = d->snap_n;
    m->vals = d->snap_n ? rl_arena_alloc(&d->arena, d->snap_n * sizeof *m->vals) : NULL;
    if (d->snap_n) memcpy(m->vals, d->snap_vals, d->snap_n * sizeof *m->vals);
    jput(d, &(jrec){.kind = J_MODIFY, .op = op, .mod = m});
    return;
  }
  /* Changed without rl_rewriter_start_modify: cannot be undone. Recorded as
   * modified (so it is legalized again) with what it is now. */
  d->unsound = true;
  if (d->dbg) fprintf(d->dbg, "%*swarning: '%s' changed in place without rl_rewriter_start_modify\n",
                      2 * d->depth + 2, "", op->info->name->str);
  j_snapshot(d, op);
}

/* A block argument's replacement is remembered, as a signature change's:
 * ops built after it may still name the argument (a value a rule bound
 * before inlining the block), and get the replacement when the conversion
 * finishes (finalize_casts). */
static void h_replace_uses(rl_rewriter *rw, rl_value *from, rl_value *to) {
  conv *d = conv_of(rw);
  if (from->is_arg && to) rl_ptrmap_put(&d->repl, from, to);
  j_move_uses(d, from, to);
}

static void h_set_operand(rl_rewriter *rw, rl_op *op, unsigned i, rl_value *v) {
  conv *d = conv_of(rw);
  /* Counts as a change of op in place (it is legalized again after). */
  if (!snapshot_in_pattern(d, op)) j_snapshot(d, op);
  j_set_use(d, &op->operands[i], v);
}

static void h_set_succ(rl_rewriter *rw, rl_op *op, unsigned i, rl_block *b) {
  conv *d = conv_of(rw);
  if (!snapshot_in_pattern(d, op)) j_snapshot(d, op);
  j_set_succ(d, &rl_op_succs(op)[i], b);
}

static void h_move_op(rl_rewriter *rw, rl_op *op, rl_block *b, rl_op *before) {
  jput(conv_of(rw), &(jrec){.kind = J_MOVE, .op = op, .erase = {op->parent, op->next}});
  rl_op_remove(op);
  if (before) rl_op_insert_before(before, op);
  else rl_block_append_op(b, op);
}

static void h_move_block(rl_rewriter *rw, rl_block *b, rl_region *to, rl_block *before) {
  jput(conv_of(rw), &(jrec){.kind = J_BMOVE, .bmove = {b, b->parent, b->next}});
  rl_block_remove(b);
  if (before) rl_region_insert_block_before(to, before, b);
  else rl_region_append_block(to, b);
}

/* Undoing it removes and destroys the block, which the undoing of the later
 * edits has emptied again. */
static rl_block *h_create_block(rl_rewriter *rw, rl_region *r, rl_block *before) {
  rl_block *b = rl_block_create(rw->b.ctx);
  jput(conv_of(rw), &(jrec){.kind = J_BCREATE, .bmove = {b, NULL, NULL}});
  if (before) rl_region_insert_block_before(r, before, b);
  else rl_region_append_block(r, b);
  return b;
}

/* A signature change to no arguments: undo puts them back, commit frees them. */
static void h_erase_block_args(rl_rewriter *rw, rl_block *b) {
  conv *d = conv_of(rw);
  rl_value **old = rl_arena_alloc(&d->arena, b->nargs * sizeof(rl_value *));
  memcpy(old, b->args, b->nargs * sizeof(rl_value *));
  jput(d, &(jrec){.kind = J_SIG, .nold = b->nargs, .sig = {b, old}});
  b->nargs = 0;
}

static const rl_rewrite_hooks conv_hooks = {
    .create = h_create, .insert = h_insert, .replace = h_replace, .erase = h_erase,
    .start_modify = h_start_modify, .modified = h_modified, .replace_uses = h_replace_uses,
    .set_operand = h_set_operand, .set_succ = h_set_succ, .move_op = h_move_op, .move_block = h_move_block,
    .create_block = h_create_block, .erase_block_args = h_erase_block_args};

static conv *conv_of(rl_rewriter *rw) {
  if (!rw || rw->hooks != &conv_hooks) return NULL;
  return (conv *)((char *)rw - offsetof(conv, rw));
}

/* ---- inside a pattern ------------------------------------------------------ */

/* What *slot stands for in the conversion: the inputs of the driver's
 * source or argument cast that defines it, or a target cast of it when its
 * type converts to something else, or itself. NULL (*n 0) if its type does
 * not convert. */
static rl_value *const *remap(conv *d, rl_value **slot, unsigned *n) {
  rl_value *v = *slot;
  *n = 1;
  rl_op *def = rl_value_defining_op(v);
  int k = cast_kind_of(d, def);
  if (k == MAT_SOURCE || k == MAT_ARGUMENT) {
    rl_value **vals = rl_arena_alloc(&d->arena, (def->noperands ? def->noperands : 1) * sizeof *vals);
    for (unsigned a = 0; a < def->noperands; a++) vals[a] = def->operands[a].value;
    *n = def->noperands;
    return vals;
  }
  if (!d->tc) return slot;
  rl_type *const *ts;
  unsigned nt;
  if (!rl_convert_type_n(d->tc, v->type, &ts, &nt)) {
    *n = 0;
    return NULL;
  }
  if (nt == 1 && ts[0] == v->type) return slot;
  /* One target cast per value, just after its definition (at the start of
   * its block for an argument), as MLIR places them. */
  rl_op *cast = rl_ptrmap_get(&d->targets, v);
  /* The cast may have been destroyed since (a rollback): the map says
   * whether it is still one of the driver's before anything reads it. */
  bool reuse = cast && (int)(uintptr_t)rl_ptrmap_get(&d->casts, cast) == MAT_TARGET && !is_erased(d, cast) &&
               cast->noperands == 1 &&
               cast->operands[0].value == v && cast->nresults == nt;
  for (unsigned a = 0; reuse && a < nt; a++) reuse = cast->results[a].type == ts[a];
  if (!reuse) {
    rl_block *ib;
    rl_op *ibefore;
    after_def(v, &ib, &ibefore);
    cast = make_cast(d, MAT_TARGET, ts, nt, &v, 1, ib, ibefore, v->is_arg ? *rl_arg_loc(v) : ((rl_op *)rl_value_owner(v))->loc);
    rl_ptrmap_put(&d->targets, v, cast);
  }
  rl_value **vals = rl_arena_alloc(&d->arena, (nt ? nt : 1) * sizeof *vals);
  for (unsigned a = 0; a < nt; a++) vals[a] = &cast->results[a];
  *n = nt;
  return vals;
}

rl_value *const *rl_conv_operand_n(rl_rewriter *rw, rl_op *op, unsigned i, unsigned *n) {
  conv *d = conv_of(rw);
  *n = 1;
  if (!d || !op->operands[i].value) return &op->operands[i].value;
  return remap(d, &op->operands[i].value, n);
}

/* The hooks of `lower` rules (core/rules_rt.h). */
static rl_value *rule_remap(rl_rewriter *rw, rl_value *v) {
  conv *d = conv_of(rw);
  if (!d || !v) return v;
  rl_value *slot = v;
  unsigned n;
  rl_value *const *r = remap(d, &slot, &n);
  return r && n == 1 ? r[0] : NULL;
}

static rl_type *rule_convert_type(rl_rewriter *rw, rl_type *t) {
  conv *d = conv_of(rw);
  if (!d || !d->tc) return t;
  return rl_convert_type(d->tc, t);
}

static const rl_rule_conv_hooks rule_hooks = {rule_remap, rule_convert_type, rl_conv_convert_block_signature_as};

rl_value *rl_conv_original_operand(rl_rewriter *rw, rl_op *op, unsigned i) {
  conv *d = conv_of(rw);
  rl_value *ov = d ? orig_get(d, &op->operands[i]) : NULL;
  return ov ? ov : op->operands[i].value;
}

rl_value *rl_conv_operand(rl_rewriter *rw, rl_op *op, unsigned i) {
  unsigned n;
  rl_value *const *v = rl_conv_operand_n(rw, op, i, &n);
  return v && n == 1 ? v[0] : NULL;
}

rl_type_converter *rl_conv_type_converter(rl_rewriter *rw) {
  conv *d = conv_of(rw);
  return d ? d->tc : NULL;
}

bool rl_conv_convert_block_signature(rl_rewriter *rw, rl_block *b) {
  return rl_conv_convert_block_signature_as(rw, b, NULL, NULL, NULL, NULL);
}

/* The new types of a block argument (argument i): the next counts[i] of
 * *given when the caller gives them (advancing *given), else the type
 * converter's. */
static bool new_arg_types(conv *d, rl_value *arg, const unsigned *counts, unsigned i, rl_type *const **given,
                          rl_type *const **ts, unsigned *nt) {
  if (!counts) return rl_convert_type_n(d->tc, arg->type, ts, nt);
  *ts = *given;
  *nt = counts[i];
  *given += counts[i];
  return true;
}

bool rl_conv_convert_block_signature_as(rl_rewriter *rw, rl_block *b, const unsigned *counts,
                                        rl_type *const *types, rl_conv_pack_fn pack, void *ud) {
  conv *d = conv_of(rw);
  if (!d || !d->tc) return false;
  unsigned nold = b->nargs, total = 0;
  bool identity = true;
  rl_type *const *given = types;
  for (unsigned i = 0; i < nold; i++) {
    rl_type *const *ts;
    unsigned nt;
    if (!new_arg_types(d, b->args[i], counts, i, &given, &ts, &nt)) return false;
    identity &= nt == 1 && ts[0] == b->args[i]->type;
    total += nt;
  }
  if (identity) return true;
  rl_value **old = rl_arena_alloc(&d->arena, (nold ? nold : 1) * sizeof(rl_value *));
  memcpy(old, b->args, nold * sizeof(rl_value *));
  jput(d, &(jrec){.kind = J_SIG, .nold = nold, .sig = {b, old}});
  rl_value **nv = rl_arena_alloc(&d->arena, (total ? total : 1) * sizeof(rl_value *));
  unsigned *first = rl_arena_alloc(&d->arena, (nold + 1) * sizeof(unsigned));
  unsigned k = 0;
  given = types;
  for (unsigned i = 0; i < nold; i++) {
    rl_type *const *ts;
    unsigned nt;
    new_arg_types(d, old[i], counts, i, &given, &ts, &nt);
    first[i] = k;
    if (nt == 1 && ts[0] == old[i]->type) nv[k++] = old[i];
    else
      for (unsigned a = 0; a < nt; a++) nv[k++] = rl_block_add_arg(d->c, b, ts[a], *rl_arg_loc(old[i]));
  }
  first[nold] = k;
  for (unsigned a = 0; a < total; a++) {
    b->args[a] = nv[a];
    nv[a]->index = a;
  }
  b->nargs = total;
  /* Argument casts for the old arguments' uses, each at the block's start
   * (so the last argument's comes first, as in MLIR). */
  for (unsigned i = 0; i < nold; i++) {
    unsigned n = first[i + 1] - first[i];
    if (n == 1 && nv[first[i]] == old[i]) continue;
    if (n == 1 && nv[first[i]]->type == old[i]->type) { /* cannot happen (not identity), kept simple */
      rl_ptrmap_put(&d->repl, old[i], nv[first[i]]);
      j_move_uses(d, old[i], nv[first[i]]);
      continue;
    }
    if (!has_live_uses(d, old[i])) continue;
    rl_value *const *ins = nv + first[i];
    rl_value *packed = NULL;
    rl_op *at = b->first;
    if (pack && counts) {
      /* The caller packs the new arguments into one value of the old
       * argument's converted type (or returns the one new argument); the
       * cast then has that one input. */
      rl_builder saved = rw->b;
      if (at) rl_rewriter_set_before(rw, at);
      else rl_rewriter_set_end(rw, b);
      packed = pack(ud, rw, old[i]->type, ins, n, *rl_arg_loc(old[i]));
      rw->b = saved;
      if (!packed) return false;
      ins = &packed;
      n = 1;
    }
    rl_op *cast = make_cast(d, MAT_ARGUMENT, &old[i]->type, 1, ins, n, b, at, *rl_arg_loc(old[i]));
    rl_ptrmap_put(&d->repl, old[i], &cast->results[0]);
    j_move_uses(d, old[i], &cast->results[0]);
  }
  return true;
}

bool rl_conv_convert_region_types(rl_rewriter *rw, rl_region *r) {
  for (rl_block *b = r->first; b; b = b->next)
    if (!rl_conv_convert_block_signature(rw, b)) return false;
  return true;
}

void rl_conv_replace_n(rl_rewriter *rw, rl_op *op, rl_value *const *values, const unsigned *counts) {
  conv *d = conv_of(rw);
  if (!d) { /* outside a conversion only 1:1 makes sense */
    rl_rewriter_replace(rw, op, values);
    return;
  }
  unsigned k = 0;
  for (unsigned i = 0; i < op->nresults; i++) {
    replace_result(d, op, i, values + k, counts[i]);
    k += counts[i];
  }
  j_detach(d, op);
}

/* ---- the legalizer --------------------------------------------------------- */

rl_conv_config rl_conv_default_config(void) {
  rl_conv_config c = {.debug = NULL, .fold = true, .legalizable = NULL, .legalizable_ud = NULL};
  return c;
}

static void dbg_print(conv *d, int extra, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* The debug trace (--debug-rewrites): arguments are not evaluated when off. */
#define dbg(d, ...) ((d)->dbg ? dbg_print((d), __VA_ARGS__) : (void)0)
static void dbg_print(conv *d, int extra, const char *fmt, ...) {
  fprintf(d->dbg, "%*s", 4 * d->depth + extra, "");
  va_list ap;
  va_start(ap, fmt);
  vfprintf(d->dbg, fmt, ap);
  va_end(ap);
  fputc('\n', d->dbg);
}

static void loc_text(rl_attr *loc, char *buf, size_t n) {
  rl_attr *f = loc ? rl_loc_find_file(loc) : NULL;
  if (!f) {
    snprintf(buf, n, "unknown");
    return;
  }
  rl_ident *file = rl_word_ptr(f->w[0]);
  snprintf(buf, n, "%s:%u:%u", file->str, rl_loc_file_line(f), rl_loc_file_col(f));
}

static bool legalize(conv *d, rl_op *op);

/* Legalizes the ops created (and changed in place) by journal records
 * [mark, end). */
/* Whether a J_MODIFY record of op lies in [from, to). */
static bool modified_in(const conv *d, jpos from, jpos to, rl_op *op) {
  uintptr_t w;
  for (jpos q = from; q.rec < to.rec;)
    if (JKIND(jstep(d, &q, &w)) == J_MODIFY && (rl_op *)w == op) return true;
  return false;
}

static bool legalize_results(conv *d, jpos mark, jpos end, const char **what) {
  uintptr_t w;
  if (d->dbg)
    for (jpos p = mark, at = p; p.rec < end.rec; at = p) {
      uint8_t k = jstep(d, &p, &w);
      rl_op *op = (rl_op *)w;
      if ((JKIND(k) != J_CREATE && JKIND(k) != J_MODIFY) || (JKIND(k) == J_CREATE && k >> JF_SHIFT) ||
          is_erased(d, op) || !attached(d, op))
        continue;
      if (JKIND(k) == J_CREATE) dbg(d, 4, "created '%s'", op->info->name->str);
      else if (!modified_in(d, mark, at, op)) dbg(d, 4, "modified '%s'", op->info->name->str);
    }
  for (jpos p = mark; p.rec < end.rec;) {
    uint8_t k = jstep(d, &p, &w);
    rl_op *op = (rl_op *)w;
    if (JKIND(k) != J_CREATE || k >> JF_SHIFT || is_erased(d, op) || !attached(d, op)) continue;
    d->depth++;
    bool ok = legalize(d, op);
    d->depth--;
    if (!ok) {
      *what = "a created op could not be legalized";
      return false;
    }
  }
  for (jpos p = mark, at = p; p.rec < end.rec; at = p) {
    rl_op *op = JKIND(jstep(d, &p, &w)) == J_MODIFY ? (rl_op *)w : NULL;
    if (!op || is_erased(d, op) || !attached(d, op)) continue;
    if (modified_in(d, mark, at, op)) continue;
    if (rl_conv_target_legality(d->t, op) == RL_LEGALITY_LEGAL) continue;
    d->depth++;
    bool ok = legalize(d, op);
    d->depth--;
    if (!ok) {
      *what = "an op changed in place could not be legalized";
      return false;
    }
  }
  return true;
}

/* Sets what operand slot u is taken to have held before the conversion. */
static void j_set_orig(conv *d, rl_use *u, rl_value *v) {
  jput(d, &(jrec){.kind = J_ORIG, .use = {u, orig_get(d, u), NULL}});
  orig_set(d, u, v);
}

/* Puts op's operand slots back to `view` (after a folder changed them
 * directly), so that the journal can undo the view exactly. */
static void restore_view(rl_op *op, rl_value *const *view) {
  for (unsigned i = 0; i < op->noperands; i++)
    if (op->operands[i].value != view[i]) rl_op_set_operand(op, i, view[i]);
}

/* What v stands for when it is a source cast replace_result made for a
 * replaced result (NULL otherwise). */
static rl_value *stood_for(conv *d, rl_value *v) {
  if (!v || v->is_arg || cast_kind_of(d, (rl_op *)rl_value_owner(v)) != MAT_SOURCE) return NULL;
  op_side *sd = side_of(d, (rl_op *)rl_value_owner(v), false);
  return sd ? sd->stands : NULL;
}

/* A use pointed elsewhere for a while (try_fold's view), and undoing all of
 * them, latest first, as undo_to would their J_USE records. */
static void view_set_use(conv *d, rl_use *u, rl_value *v) {
  if (d->nview == d->capview) {
    d->capview = d->capview ? 2 * d->capview : 32;
    d->view = rl_xrealloc(d->view, d->capview * sizeof *d->view);
  }
  d->view[d->nview++] = (view_edit){u, u->value, u->prev};
  use_unlink(u);
  if (v) use_link_at(u, v, &v->first_use);
}

static void view_undo(conv *d) {
  while (d->nview) {
    view_edit *e = &d->view[--d->nview];
    use_unlink(e->u);
    if (e->old) use_link_at(e->u, e->old, e->prev);
  }
}

typedef enum fold_outcome { FOLD_NONE, FOLD_IN_PLACE, FOLD_REPLACED } fold_outcome;

/* Folds op as MLIR's conversion does: the folder sees the operands as they
 * were before the conversion changed them (for a while they are put back,
 * journaled), so it finds the constants and producers MLIR's folders find.
 * Values it returns are then taken to what replaced them. A commutative op
 * with a constant on the left gets it moved right (MLIR's trait fold); an
 * in-place fold is applied to the current operands; either way the op is
 * folded again (a few rounds). */
static fold_outcome try_fold(conv *d, rl_op *op) {
  const rl_opdef *def = op->info->def;
  if (!d->cfg->fold || !def || !def->fold || (op->info->traits & RL_TRAIT_CONSTANT_LIKE)) return FOLD_NONE;
  unsigned nop = op->noperands, nres = op->nresults;
  jpos mark = jhere(d);
  rl_attr *cst_stack[8];
  rl_fold_result res_stack[8];
  rl_value *view_stack[8], *newv_stack[8], *vals_stack[8];
  rl_attr **csts = nop <= 8 ? cst_stack : rl_xmalloc(nop * sizeof *csts);
  rl_value **view = nop <= 8 ? view_stack : rl_xmalloc(nop * sizeof *view);
  rl_value **newv = nop <= 8 ? newv_stack : rl_xmalloc(nop * sizeof *newv);
  rl_fold_result *res = nres <= 8 ? res_stack : rl_xmalloc(nres * sizeof *res);
  rl_value **vals = nres <= 8 ? vals_stack : rl_xmalloc(nres * sizeof *vals);
  /* Most folds fail: what they put in the arena goes back. The snapshot of
   * op (a J_MODIFY at mark) is taken only once a fold did something: op as
   * it was before the folder ran, operands as they are again after the view. */
  rl_arena_mark amark = rl_arena_get_mark(&d->arena);
  rl_attr *s_loc = op->loc, *s_props = op->props, *s_attrs = op->attrs;
  bool snapped = false;
  fold_outcome out = FOLD_NONE;
  bool changed = false;
  const char *why = "nothing to fold";
  for (int round = 0; round < 4 && out == FOLD_NONE; round++) {
    /* The view is put back before anything else happens: its edits are
     * kept on a stack of their own, not in the journal. */
    d->nview = 0;
    for (unsigned i = 0; i < nop; i++) {
      rl_value *ov = orig_get(d, &op->operands[i]);
      /* A new op given a source cast of a replaced result sees that result,
       * as an MLIR op created with the old value does. */
      if (!ov) ov = stood_for(d, op->operands[i].value);
      if (ov && ov != op->operands[i].value) view_set_use(d, &op->operands[i], ov);
      view[i] = op->operands[i].value;
      csts[i] = view[i] ? rl_op_constant_value(rl_value_defining_op(view[i])) : NULL;
    }
    /* The producers as they were too: folders compare their operands with
     * op's (xori(xori(x, a), a), select on cmpi eq of its values) and take
     * them (extui(extui(x)) -> extui(x)). */
    for (unsigned i = 0; i < nop; i++) {
      rl_op *p = view[i] ? rl_value_defining_op(view[i]) : NULL;
      for (unsigned k = 0; p && p != op && k < p->noperands; k++) {
        rl_value *ov = orig_get(d, &p->operands[k]);
        if (ov && ov != p->operands[k].value) view_set_use(d, &p->operands[k], ov);
      }
    }
    memset(res, 0, nres * sizeof *res);
    bool ok = def->fold(op, csts, res);
    bool swap = !ok && (op->info->traits & RL_TRAIT_COMMUTATIVE) && nop == 2 && csts[0] && !csts[1];
    bool in_place = ok;
    for (unsigned i = 0; ok && i < nres; i++) in_place &= !res[i].attr && !res[i].value;
    for (unsigned i = 0; i < nop; i++) newv[i] = swap ? view[1 - i] : op->operands[i].value;
    restore_view(op, view);
    view_undo(d);
    if (!ok && !swap) break;
    if (!snapped) {
      rl_attr *n_loc = op->loc, *n_props = op->props, *n_attrs = op->attrs;
      op->loc = s_loc;
      op->props = s_props;
      op->attrs = s_attrs;
      j_snapshot(d, op);
      op->loc = n_loc;
      op->props = n_props;
      op->attrs = n_attrs;
      snapped = true;
    }
    if (swap || in_place) {
      /* Apply the change to the current operands, and to the view. */
      jpos rmark = jhere(d);
      bool good = true;
      if (swap) {
        rl_value *a = op->operands[0].value, *b = op->operands[1].value;
        j_set_use(d, &op->operands[0], b);
        j_set_use(d, &op->operands[1], a);
        j_set_orig(d, &op->operands[0], view[1]);
        j_set_orig(d, &op->operands[1], view[0]);
      } else {
        for (unsigned i = 0; i < nop && good; i++) {
          if (newv[i] == view[i]) continue;
          rl_value *v = newv[i] ? resolve(d, newv[i]) : NULL;
          if (newv[i] && !v) good = false;
          else {
            j_set_use(d, &op->operands[i], v);
            j_set_orig(d, &op->operands[i], newv[i]);
          }
        }
      }
      if (!good) {
        undo_to(d, rmark);
        why = "folded in place to a value that is gone";
        break;
      }
      changed = true;
      dbg(d, 2, swap ? "fold: constant operand moved right" : "fold: applied in place");
      continue;
    }
    /* Replaced by values and constants. */
    jpos rmark = jhere(d);
    rl_materialize_fn mat = rl_dialect_materializer(d->c, op->info->dialect);
    bool good = true;
    for (unsigned i = 0; i < nres && good; i++) {
      vals[i] = res[i].value ? resolve(d, res[i].value) : NULL;
      if (res[i].value && !vals[i]) {
        why = "folded to a value that is gone";
        good = false;
      }
    }
    for (unsigned i = 0; i < nres && good; i++) {
      if (vals[i]) continue;
      if (mat) {
        rl_builder bl = {.ctx = d->c, .block = op->parent, .before = op};
        rl_op *k = mat(&bl, res[i].attr, op->results[i].type, op->loc);
        if (k) {
          record_create(d, k, 0);
          vals[i] = &k->results[0];
        }
      }
      if (!vals[i]) {
        why = "a constant could not be materialized";
        good = false;
      }
    }
    if (good) {
      jpos cend = jhere(d);
      const char *what = NULL;
      h_replace(&d->rw, op, vals);
      dbg(d, 2, "fold: applied");
      if (!legalize_results(d, rmark, cend, &what)) {
        why = "a materialized constant could not be legalized";
        good = false;
      }
    }
    if (!good) {
      undo_to(d, rmark);
      break;
    }
    out = FOLD_REPLACED;
  }
  if (out == FOLD_NONE && changed) out = FOLD_IN_PLACE;
  if (out == FOLD_NONE) {
    undo_to(d, mark);
    rl_arena_release(&d->arena, amark);
    dbg(d, 2, "fold: failed (%s)", why);
  }
  if (csts != cst_stack) free(csts);
  if (view != view_stack) free(view);
  if (newv != newv_stack) free(newv);
  if (res != res_stack) free(res);
  if (vals != vals_stack) free(vals);
  return out;
}

/* p is being applied already, as often as it may be nested. */
static bool pattern_active(conv *d, const rl_pattern *p) {
  unsigned n = 0;
  for (unsigned i = 0; i < d->nactive; i++) n += d->active[i] == p;
  return n > p->max_recursion;
}

static void note_tried(conv *d, const rl_pattern *p) {
  if (d->depth) return;
  if (d->ntried == d->captried) {
    d->captried = d->captried ? 2 * d->captried : 8;
    d->tried = rl_xrealloc(d->tried, d->captried * sizeof *d->tried);
  }
  d->tried[d->ntried++] = p;
}

/* "A, B, C": the names of the patterns tried (their rules, for rule trees),
 * made only when a conversion fails; heap, or NULL if none were tried. */
static char *tried_names(const conv *d) {
  if (!d->ntried) return NULL;
  rl_strbuf b = {0};
  for (unsigned i = 0; i < d->ntried; i++) {
    const rl_pattern *p = d->tried[i];
    if (p->nrules)
      for (unsigned k = 0; k < p->nrules; k++) rl_sb_printf(&b, "%s%s", b.len ? ", " : "", p->rules[k]->name);
    else
      rl_sb_printf(&b, "%s%s", b.len ? ", " : "", p->name ? p->name : "?");
  }
  char *r = strdup(b.data ? b.data : "");
  rl_sb_free(&b);
  return r;
}

static bool try_patterns(conv *d, rl_op *op) {
  unsigned n;
  const rl_pattern *const *pats = rl_pattern_set_lookup(d->patterns, op->info, &n);
  for (unsigned i = 0; i < n; i++) {
    const rl_pattern *p = pats[i];
    const char *pname = p->name ? p->name : "?";
    if (pattern_active(d, p)) {
      dbg(d, 2, "* pattern %s (%s:%u): skipped: already being applied%s", pname, p->file ? p->file : "-", p->line,
          p->max_recursion ? " as deep as it may" : "");
      continue;
    }
    note_tried(d, p);
    jpos mark = jhere(d);
    rl_arena_mark amark = rl_arena_get_mark(&d->arena);
    /* Snapshot of the root, for patterns that change it in place. */
    rl_op *save_root = d->cur_root;
    jpos save_mark = d->cur_mark;
    rl_attr *s_loc = d->snap_loc, *s_props = d->snap_props, *s_attrs = d->snap_attrs;
    unsigned s_n = d->snap_n;
    rl_value **s_vals = d->snap_vals;
    d->cur_root = op;
    d->cur_mark = mark;
    d->snap_loc = op->loc;
    d->snap_props = op->props;
    d->snap_attrs = op->attrs;
    d->snap_n = op->noperands;
    /* Copied to the arena only if the pattern changes op in place. */
    rl_value *snap_st[8];
    d->snap_vals = op->noperands <= 8 ? snap_st : rl_xmalloc(op->noperands * sizeof(rl_value *));
    for (unsigned k = 0; k < op->noperands; k++) d->snap_vals[k] = op->operands[k].value;
    rl_rewriter_set_before(&d->rw, op);
    const char *why = NULL;
    d->trace.fired = NULL;
    d->trace.indent = 4 * d->depth + 4;
    if (d->nactive == d->capactive) {
      d->capactive = d->capactive ? d->capactive * 2 : 16;
      d->active = rl_xrealloc(d->active, d->capactive * sizeof *d->active);
    }
    d->active[d->nactive++] = p;
    bool ok = p->match_and_rewrite(p, op, &d->rw, &why);
    const char *shown = d->trace.fired ? d->trace.fired->name : pname;
    if (ok && !is_erased(d, op) && !snapshot_in_pattern(d, op)) {
      ok = false;
      why = "the pattern did not replace, erase or change the op";
    }
    if (!ok) {
      undo_to(d, mark);
      dbg(d, 2, "* pattern %s (%s:%u): failed%s%s", pname, p->file ? p->file : "-", p->line, why ? ": " : "",
          why ? why : "");
    } else {
      dbg(d, 2, "* pattern %s (%s:%u): applied", shown, d->trace.fired && d->trace.fired->file ? d->trace.fired->file
                                                          : p->file ? p->file : "-",
          d->trace.fired ? d->trace.fired->line : p->line);
      const char *what = NULL;
      if (!legalize_results(d, mark, jhere(d), &what)) {
        undo_to(d, mark);
        dbg(d, 4, "=> undone: %s", what);
        ok = false;
      }
    }
    d->nactive--;
    if (d->snap_vals != snap_st) free(d->snap_vals);
    d->cur_root = save_root;
    d->cur_mark = save_mark;
    d->snap_loc = s_loc;
    d->snap_props = s_props;
    d->snap_attrs = s_attrs;
    d->snap_n = s_n;
    d->snap_vals = s_vals;
    if (ok) return true;
    /* Nothing recorded since the mark is left: its payloads can go. */
    rl_arena_release(&d->arena, amark);
  }
  return false;
}

static bool legalize(conv *d, rl_op *op) {
  if (d->dbg) {
    char where[256];
    loc_text(op->loc, where, sizeof where);
    dbg(d, 0, "Legalizing '%s' (%s)", op->info->name->str, where);
  }
  if (rl_conv_target_legality(d->t, op) == RL_LEGALITY_LEGAL) {
    dbg(d, 2, "=> legal");
    return true;
  }
  if (d->depth >= MAX_DEPTH) {
    d->depth_exceeded = true;
    dbg(d, 2, "=> failure: legalization nested more than %d deep", MAX_DEPTH);
    return false;
  }
  fold_outcome f = try_fold(d, op);
  if (f == FOLD_REPLACED || (f == FOLD_IN_PLACE && rl_conv_target_legality(d->t, op) == RL_LEGALITY_LEGAL)) {
    dbg(d, 2, "=> success");
    return true;
  }
  if (try_patterns(d, op)) {
    dbg(d, 2, "=> success");
    return true;
  }
  dbg(d, 2, "=> failure: no pattern applied");
  return false;
}

/* Ops to legalize, as MLIR collects them: the blocks of a region from its
 * entry block through successors (depth first, a stack: the last successor
 * first), unreachable blocks left out; ops in order, each followed by the
 * ops of its regions unless it is recursively legal. */
typedef struct oplist {
  rl_op **ops;
  size_t n, cap;
} oplist;

static void collect_op(conv *d, rl_op *op, oplist *l, rl_ptrmap *seen);

static void collect_region(conv *d, rl_region *r, oplist *l, rl_ptrmap *seen) {
  if (!r->first) return;
  rl_block *st[64];
  rl_block **stack = st;
  size_t n = 0, cap = 64;
  stack[n++] = r->first;
  rl_ptrmap_put(seen, r->first, (void *)1);
  while (n) {
    rl_block *b = stack[--n];
    for (rl_op *o = b->first; o; o = o->next) collect_op(d, o, l, seen);
    rl_op *term = b->last;
    for (unsigned i = 0; term && i < term->nsuccs; i++) {
      rl_block *s = rl_op_succ(term, i);
      if (!s || rl_ptrmap_get(seen, s)) continue;
      rl_ptrmap_put(seen, s, (void *)1);
      if (n == cap) {
        cap *= 2;
        if (stack == st) {
          stack = rl_xmalloc(cap * sizeof *stack);
          memcpy(stack, st, sizeof st);
        } else {
          stack = rl_xrealloc(stack, cap * sizeof *stack);
        }
      }
      stack[n++] = s;
    }
  }
  if (stack != st) free(stack);
}

static void collect_op(conv *d, rl_op *op, oplist *l, rl_ptrmap *seen) {
  if (d->cfg->skip && rl_ptrmap_get(d->cfg->skip, op)) return;
  if (l->n == l->cap) {
    l->cap = l->cap ? l->cap * 2 : 256;
    l->ops = rl_xrealloc(l->ops, l->cap * sizeof *l->ops);
  }
  l->ops[l->n++] = op;
  if (op->nregions && rl_conv_target_legality(d->t, op) == RL_LEGALITY_LEGAL && recursively_legal(d->t, op)) return;
  for (unsigned r = 0; r < op->nregions; r++) collect_region(d, rl_op_region(op, r), l, seen);
}

static void collect(conv *d, rl_op *root, oplist *l) {
  rl_ptrmap seen = {0};
  collect_op(d, root, l, &seen); /* root first, as MLIR's converter has it */
  rl_ptrmap_free(&seen);
}

/* Erases the ops that computed op's inputs once nothing else uses them,
 * and theirs in turn. For an argument cast erased unused: its input is a
 * function's new arguments packed by the pattern that converted the block
 * (a memref descriptor built from its fields), which MLIR, materializing
 * arguments only for the uses left at the end, never builds. Whatever is
 * reached is the pack's: its ops read only new block arguments, constants
 * they made, and each other. */
static void detach_dead_inputs(conv *d, rl_op *op) {
  for (unsigned i = 0; i < op->noperands; i++) {
    rl_op *def = rl_value_defining_op(op->operands[i].value);
    if (!def || def->nregions || is_erased(d, def) || !attached(d, def)) continue;
    bool used = false;
    for (unsigned k = 0; k < def->nresults && !used; k++) used = has_live_uses(d, &def->results[k]);
    if (used) continue;
    j_detach(d, def);
    detach_dead_inputs(d, def);
  }
}

/* After success: unused driver casts are erased (latest first, so chains
 * go), live ones get the type converter's materialization if it has one. */
static bool finalize_casts(conv *d, rl_op **bad, rl_op **bad_erased, rl_op **bad_arg_user) {
  /* Ops made after an op was replaced, or a block's arguments were, may use
   * the old results or arguments: they get what replaced them (MLIR remaps
   * every use when it finishes). */
  jrec r;
  uintptr_t w;
  for (jpos p = jhere(d); p.rec > 0;) {
    uint8_t kb = jstep_back(d, &p, &w);
    if (JKIND(kb) != J_SIG) continue;
    jdecode(d, kb, p.word, &r);
    for (unsigned k = 0; k < r.nold; k++) {
      rl_value *old = r.sig.old[k];
      if (!has_live_uses(d, old)) continue;
      rl_value *v = resolve(d, old);
      if (v == old) continue; /* the argument is back (a later signature kept it) */
      if (!v || v->type != old->type) {
        for (rl_use *u = old->first_use; u; u = u->next)
          if (attached(d, u->owner)) *bad_arg_user = u->owner;
        return false;
      }
      j_move_uses(d, old, v);
    }
  }
  /* An op a J_ERASE record names is erased (restoring it undoes the record). */
  for (jpos p = {0, 0}, end = jhere(d); p.rec < end.rec;) {
    rl_op *op = JKIND(jstep(d, &p, &w)) == J_ERASE ? (rl_op *)w : NULL;
    if (!op) continue;
    for (unsigned k = 0; k < op->nresults; k++) {
      rl_value *old = &op->results[k];
      if (!has_live_uses(d, old)) continue;
      rl_value *v = resolve(d, old);
      if (!v || v->type != old->type) {
        *bad_erased = op;
        return false;
      }
      j_move_uses(d, old, v);
    }
  }
  for (jpos p = jhere(d); p.rec > 0;) {
    uint8_t kb = jstep_back(d, &p, &w);
    if (JKIND(kb) != J_CREATE || !(kb >> JF_SHIFT)) continue;
    jdecode(d, kb, p.word, &r);
    if (is_erased(d, r.op) || cast_kind_of(d, r.op) != r.cast_kind) continue;
    rl_op *cast = r.op;
    bool used = false;
    for (unsigned k = 0; k < cast->nresults && !used; k++) used = has_live_uses(d, &cast->results[k]);
    if (used) continue;
    j_detach(d, cast);
    if (r.cast_kind == MAT_ARGUMENT) detach_dead_inputs(d, cast);
  }
  for (jpos p = {0, 0}, end = jhere(d); p.rec < end.rec;) {
    uint8_t kb = jstep(d, &p, &w);
    int cast_kind = kb >> JF_SHIFT;
    rl_op *cast = (rl_op *)w;
    if (JKIND(kb) != J_CREATE || !cast_kind || is_erased(d, cast) || cast_kind_of(d, cast) != cast_kind) continue;
    if (cast->nresults != 1) continue; /* target casts to several values stay */
    materializer *m = d->tc ? &d->tc->mat[cast_kind] : NULL;
    if (cast->noperands && (!m || !m->fn)) continue;
    rl_value *v = NULL;
    if (m && m->fn) {
      rl_value *inputs_st[8];
      rl_value **inputs = cast->noperands <= 8 ? inputs_st : rl_xmalloc(cast->noperands * sizeof *inputs);
      for (unsigned k = 0; k < cast->noperands; k++) inputs[k] = cast->operands[k].value;
      rl_rewriter_set_before(&d->rw, cast);
      v = m->fn(m->ud, &d->rw, cast->results[0].type, inputs, cast->noperands, cast->loc);
      if (inputs != inputs_st) free(inputs);
    }
    if (!v) {
      *bad = cast;
      return false;
    }
    j_move_uses(d, &cast->results[0], v);
    j_detach(d, cast);
  }
  return true;
}

static void report_cast_failure(conv *d, rl_op *cast) {
  rl_strbuf from = {0}, to = {0};
  for (unsigned k = 0; k < cast->noperands; k++) {
    if (k) rl_sb_puts(&from, ", ");
    rl_print_type(&from, cast->operands[k].value->type);
  }
  rl_print_type(&to, cast->results[0].type);
  rl_diag *dg = rl_diag_begin(d->c, RL_ERROR, cast->loc,
                              "failed to legalize unresolved materialization from (%s) to (%s) that remained live "
                              "after conversion",
                              from.data ? from.data : "", to.data ? to.data : "");
  rl_diag_report(d->c, dg);
  rl_sb_free(&from);
  rl_sb_free(&to);
}

static void conv_destroy(void *p) {
  conv *d = p;
  chunks_free(&d->jkinds);
  chunks_free(&d->jwords);
  free(d->active);
  free(d->tried);
  free(d->view);
  chunks_free(&d->sides);
  rl_ptrmap_free(&d->casts);
  rl_ptrmap_free(&d->targets);
  rl_ptrmap_free(&d->repl);
  rl_arena_free(&d->arena);
  rl_arena_free(&d->keep);
  free(d);
}

/* A conversion per function (2,000 in a module, in each pass) made and
 * freed its journal, side table and arenas each time, 300 KB of malloc
 * (and of page faults, as malloc gave them back): a thread keeps the last
 * few freed, emptied, for its next conversions (a thread may keep another
 * thread's conversion, see rules_pass.c: a few, so that they go round). */
enum { NSPARE = 4 };
typedef struct spares {
  conv *d[NSPARE];
  unsigned n;
} spares;

static void spares_destroy(void *p) {
  spares *sp = p;
  for (unsigned i = 0; i < sp->n; i++) conv_destroy(sp->d[i]);
  free(sp);
}

static pthread_key_t spare_key;
static pthread_once_t spare_once = PTHREAD_ONCE_INIT;
static void spare_key_init(void) {
  if (pthread_key_create(&spare_key, spares_destroy)) abort();
}

static spares *thread_spares(void) {
  pthread_once(&spare_once, spare_key_init);
  spares *sp = pthread_getspecific(spare_key);
  if (!sp) {
    sp = rl_xcalloc(1, sizeof *sp);
    pthread_setspecific(spare_key, sp);
  }
  return sp;
}

/* The chunks after the first `keep` go (a large function's journal is not
 * kept for the small ones after it). */
static void chunks_trim(chunks *ch, size_t keep) {
  while (ch->n > keep) free(ch->p[--ch->n]);
}

static void conv_free(conv *d) {
  spares *sp = thread_spares();
  if (sp->n == NSPARE) {
    conv_destroy(d);
    return;
  }
  chunks_trim(&d->jkinds, 1);
  chunks_trim(&d->jwords, 1);
  chunks_trim(&d->sides, 1);
  rl_ptrmap_free(&d->casts);
  rl_ptrmap_free(&d->targets);
  rl_ptrmap_free(&d->repl);
  rl_arena_reset(&d->arena);
  rl_arena_reset(&d->keep);
  conv kept = {.jkinds = d->jkinds, .jwords = d->jwords, .sides = d->sides, .arena = d->arena, .keep = d->keep,
               .active = d->active, .capactive = d->capactive, .tried = d->tried, .captried = d->captried,
               .view = d->view, .capview = d->capview};
  *d = kept;
  sp->d[sp->n++] = d;
}

/* An empty conversion: one this thread kept, or a new one. */
static conv *conv_new(void) {
  spares *sp = thread_spares();
  return sp->n ? sp->d[--sp->n] : rl_xcalloc(1, sizeof(conv));
}

struct rl_conv_pending {
  conv *d;
  rl_pattern_set *empty;
};

void rl_conversion_commit(rl_conv_pending *p) {
  commit(p->d);
  rl_pattern_set_destroy(p->empty);
  conv_free(p->d);
  free(p);
}

void rl_conversion_rollback(rl_conv_pending *p) {
  undo_to(p->d, (jpos){0, 0});
  rl_pattern_set_destroy(p->empty);
  conv_free(p->d);
  free(p);
}

void rl_conversion_prepare(void) { rl_rule_set_conv_hooks(&rule_hooks); }

static bool apply_conversion(rl_context *c, rl_op *root, rl_conv_mode mode, const rl_conv_target *t,
                             rl_type_converter *tc, const rl_pattern_set *patterns, const rl_conv_config *cfg,
                             rl_conv_pending **pending);

bool rl_apply_conversion(rl_context *c, rl_op *root, rl_conv_mode mode, const rl_conv_target *t,
                         rl_type_converter *tc, const rl_pattern_set *patterns, const rl_conv_config *cfg) {
  return apply_conversion(c, root, mode, t, tc, patterns, cfg, NULL);
}

rl_conv_pending *rl_conversion_begin(rl_context *c, rl_op *root, rl_conv_mode mode, const rl_conv_target *t,
                                     rl_type_converter *tc, const rl_pattern_set *patterns,
                                     const rl_conv_config *cfg, bool *ok) {
  rl_conv_pending *p = NULL;
  *ok = apply_conversion(c, root, mode, t, tc, patterns, cfg, &p);
  return p;
}

/* With `pending`, a success is left there, neither committed nor rolled
 * back; so is a conversion in a task (rl_task_begin) that reached out of
 * its function: rolled back, with nothing reported. */
static bool apply_conversion(rl_context *c, rl_op *root, rl_conv_mode mode, const rl_conv_target *t,
                             rl_type_converter *tc, const rl_pattern_set *patterns, const rl_conv_config *cfg,
                             rl_conv_pending **pending) {
  rl_conv_config defcfg = rl_conv_default_config();
  rl_pattern_set *empty = NULL;
  if (!cfg) cfg = &defcfg;
  if (!patterns) patterns = empty = rl_pattern_set_create();
  conv *d = conv_new();
  d->c = c;
  d->root = root;
  d->mode = mode;
  d->t = t;
  d->tc = tc;
  d->patterns = patterns;
  d->cfg = cfg;
  d->dbg = cfg->debug;
  rl_rewriter_init(&d->rw, c, NULL);
  d->rw.hooks = &conv_hooks;
  rl_rule_set_conv_hooks(&rule_hooks);
  d->rw.trace = &d->trace;
  d->trace.debug = cfg->debug; /* why each rule of a pattern did not apply */
  d->trace.failures_only = true;
  static const char cast_name[] = "builtin.unrealized_conversion_cast";
  d->cast_info = rl_opinfo_find(c, cast_name, sizeof cast_name - 1);
  if (!d->cast_info) d->cast_info = rl_opinfo_get(c, cast_name, sizeof cast_name - 1);

  oplist l = {0};
  collect(d, root, &l);
  bool *done = rl_xcalloc(l.n ? l.n : 1, sizeof *done);
  rl_op *failed = NULL;
  bool illegal = false;
  char *tried = NULL;
  for (size_t i = 0; i < l.n; i++) {
    rl_op *op = l.ops[i];
    if (is_erased(d, op) || !attached(d, op)) continue;
    d->ntried = 0;
    d->depth = 0;
    bool was_illegal = rl_conv_target_legality(t, op) == RL_LEGALITY_ILLEGAL;
    if (legalize(d, op)) {
      done[i] = true;
      continue;
    }
    if (mode == RL_CONV_FULL || (mode != RL_CONV_ANALYSIS && was_illegal) || d->depth_exceeded) {
      failed = op;
      illegal = mode != RL_CONV_FULL && was_illegal;
      tried = tried_names(d);
      break;
    }
  }
  rl_op *bad_cast = NULL, *bad_erased = NULL, *bad_arg_user = NULL;
  bool ok = !failed;
  if (ok && mode != RL_CONV_ANALYSIS && !finalize_casts(d, &bad_cast, &bad_erased, &bad_arg_user)) ok = false;
  if (rl_task_escaped()) { /* the result would not be the one-thread result: none */
    undo_to(d, (jpos){0, 0});
    free(tried);
    free(done);
    free(l.ops);
    rl_pattern_set_destroy(empty);
    conv_free(d);
    return false;
  }
  if (ok && pending && mode != RL_CONV_ANALYSIS) {
    if (d->dbg) fprintf(d->dbg, "Conversion succeeded\n");
    free(tried);
    free(done);
    free(l.ops);
    *pending = rl_xmalloc(sizeof **pending);
    **pending = (rl_conv_pending){d, empty};
    return true;
  }
  if (ok && mode != RL_CONV_ANALYSIS && d->dbg) fprintf(d->dbg, "Conversion succeeded\n");
  if (!ok || mode == RL_CONV_ANALYSIS) {
    /* Report after rolling back (a failed cast is reported before: it goes). */
    if (bad_cast) report_cast_failure(d, bad_cast);
    if (bad_erased)
      rl_diag_report(c, rl_diag_begin(c, RL_ERROR, bad_erased->loc,
                                      "failed to legalize operation '%s': it was replaced, but its result is still "
                                      "used by an op built after",
                                      bad_erased->info->name->str));
    if (bad_arg_user)
      rl_diag_report(c, rl_diag_begin(c, RL_ERROR, bad_arg_user->loc,
                                      "failed to convert: '%s' uses a block argument that was replaced by a value of "
                                      "another type, or by none",
                                      bad_arg_user->info->name->str));
    undo_to(d, (jpos){0, 0});
    if (d->dbg && !ok) fprintf(d->dbg, "Conversion failed: rolled back\n");
    if (mode == RL_CONV_ANALYSIS && cfg->legalizable)
      for (size_t i = 0; i < l.n; i++)
        if (done[i]) cfg->legalizable(cfg->legalizable_ud, l.ops[i]);
  } else {
    commit(d);
  }
  if (failed) {
    rl_diag *dg;
    if (d->depth_exceeded)
      dg = rl_diag_begin(c, RL_ERROR, failed->loc,
                         "failed to legalize operation '%s': legalization nested more than %d deep (a pattern "
                         "that keeps creating what it converts?)",
                         failed->info->name->str, MAX_DEPTH);
    else
      dg = rl_diag_begin(c, RL_ERROR, failed->loc, "failed to legalize operation '%s'%s", failed->info->name->str,
                         illegal ? " that was explicitly marked illegal" : "");
    if (tried) rl_diag_note(dg, failed->loc, "patterns tried: %s", tried);
    else rl_diag_note(dg, failed->loc, "no pattern applies to '%s'", failed->info->name->str);
    rl_diag_last_note(dg)->no_source = true;
    rl_diag_note_current_op(dg, failed);
    rl_diag_report(c, dg);
  }
  free(tried);
  free(done);
  free(l.ops);
  rl_pattern_set_destroy(empty);
  conv_free(d);
  return ok;
}

/* ---- reconcile-unrealized-casts ------------------------------------------- */

/* The casts under op (op included), in post-order, as rl_op_walk visits
 * them; isolated ops directly in op's regions are left out when
 * `skip_isolated` (they are reconciled on their own). */
static void collect_casts(rl_op *op, const rl_opinfo *cast_info, oplist *l, bool skip_isolated) {
  for (unsigned r = 0; r < op->nregions; r++)
    for (rl_block *b = rl_op_regions(op)[r].first; b; b = b->next)
      for (rl_op *o = b->first; o; o = o->next) {
        if (skip_isolated && o->nregions && (o->info->traits & RL_TRAIT_ISOLATED)) continue;
        if (o->nregions) collect_casts(o, cast_info, l, false);
        else if (o->info == cast_info) {
          if (l->n == l->cap) {
            l->cap = l->cap ? l->cap * 2 : 64;
            l->ops = rl_xrealloc(l->ops, l->cap * sizeof *l->ops);
          }
          l->ops[l->n++] = o;
        }
      }
  if (op->info == cast_info) {
    if (l->n == l->cap) {
      l->cap = l->cap ? l->cap * 2 : 64;
      l->ops = rl_xrealloc(l->ops, l->cap * sizeof *l->ops);
    }
    l->ops[l->n++] = op;
  }
}

/* MLIR's reconcileUnrealizedCasts: a worklist of the casts, processed last
 * first; a cast without uses is erased (its input casts are queued again);
 * a cast whose chain of input casts (each defining all of the next one's
 * inputs, in order) reaches one whose inputs have the cast's result types
 * is replaced by those inputs. Other casts stay. */
static void reconcile_list(rl_context *c, const rl_opinfo *cast_info, oplist *lp) {
  oplist l = *lp;
  /* Membership of the worklist (a set vector): op -> index + 1 in the list. */
  rl_ptrmap in = {0};
  for (size_t i = 0; i < l.n; i++) rl_ptrmap_put(&in, l.ops[i], (void *)(uintptr_t)(i + 1));
  while (l.n) {
    rl_op *op = l.ops[--l.n];
    if (!op) continue;
    rl_ptrmap_put(&in, op, NULL);
    bool used = false;
    for (unsigned k = 0; k < op->nresults && !used; k++) used = op->results[k].first_use != NULL;
    bool erase = !used;
    rl_op *src = NULL;
    if (!erase) {
      for (rl_op *next = op; next;) {
        bool same = next->noperands == op->nresults;
        for (unsigned k = 0; k < op->nresults && same; k++)
          same = next->operands[k].value->type == op->results[k].type;
        if (same) {
          src = next;
          break;
        }
        /* The cast that defines all of next's inputs, in order. */
        rl_op *in_cast = next->noperands ? rl_value_defining_op(next->operands[0].value) : NULL;
        if (!in_cast || in_cast->info != cast_info || in_cast->nresults != next->noperands) break;
        for (unsigned k = 0; k < next->noperands && in_cast; k++)
          if (next->operands[k].value != &in_cast->results[k]) in_cast = NULL;
        next = in_cast;
      }
      if (!src) continue;
      for (unsigned k = 0; k < op->nresults; k++) rl_value_replace_all_uses(&op->results[k], src->operands[k].value);
      erase = true;
    }
    /* Enqueue the input casts (set-vector insert: only if not queued). */
    for (unsigned k = 0; k < op->noperands; k++) {
      rl_op *def = rl_value_defining_op(op->operands[k].value);
      if (!def || def->info != cast_info || rl_ptrmap_get(&in, def)) continue;
      if (l.n == l.cap) {
        l.cap = l.cap ? l.cap * 2 : 64;
        l.ops = rl_xrealloc(l.ops, l.cap * sizeof *l.ops);
      }
      l.ops[l.n++] = def;
      rl_ptrmap_put(&in, def, (void *)(uintptr_t)l.n);
    }
    if (erase) rl_op_erase(c, op);
  }
  rl_ptrmap_free(&in);
  *lp = l;
}

/* The isolated ops of a module, each reconciled on its own (on any
 * thread): no value crosses into one, so no cast chain does either, and
 * the casts of one keep their order in the one list of the module. */
typedef struct reconcile_tasks {
  rl_context *c;
  const rl_opinfo *cast_info;
  rl_op **ops;
} reconcile_tasks;

static bool reconcile_task(void *ud, size_t i) {
  reconcile_tasks *t = ud;
  oplist l = {0};
  collect_casts(t->ops[i], t->cast_info, &l, false);
  reconcile_list(t->c, t->cast_info, &l);
  free(l.ops);
  return true;
}

bool rl_reconcile_unrealized_casts(rl_context *c, rl_op *root) {
  static const char name[] = "builtin.unrealized_conversion_cast";
  const rl_opinfo *cast_info = rl_opinfo_find(c, name, sizeof name - 1);
  if (!cast_info) return true; /* no such op was ever made */
  bool split = false;
  if (rl_parallel_threads() > 1 && !rl_parallel_in_task() && !rl_context_threaded(c) && root->nregions == 1 &&
      rl_op_regions(root)[0].first && rl_op_regions(root)[0].first == rl_op_regions(root)[0].last) {
    size_t n = 0;
    for (rl_op *o = rl_op_regions(root)[0].first->first; o; o = o->next)
      n += o->nregions && (o->info->traits & RL_TRAIT_ISOLATED);
    if (n > 1) {
      reconcile_tasks t = {c, cast_info, rl_xmalloc(n * sizeof(rl_op *))};
      n = 0;
      for (rl_op *o = rl_op_regions(root)[0].first->first; o; o = o->next)
        if (o->nregions && (o->info->traits & RL_TRAIT_ISOLATED)) t.ops[n++] = o;
      rl_parallel_for(c, n, reconcile_task, &t);
      free(t.ops);
      split = true;
    }
  }
  oplist l = {0};
  collect_casts(root, cast_info, &l, split);
  reconcile_list(c, cast_info, &l);
  free(l.ops);
  return true;
}

static bool reconcile_run(rl_context *c, rl_op *op, void *config) {
  (void)config;
  return rl_reconcile_unrealized_casts(c, op);
}

static const rl_pass_info reconcile_pass = {
    .name = "reconcile-unrealized-casts",
    .display = "ReconcileUnrealizedCasts",
    .summary = "Fold chains of builtin.unrealized_conversion_cast and erase the unused ones",
    .run = reconcile_run};

void rl_register_conversion_passes(void) { rl_pass_register(&reconcile_pass); }
