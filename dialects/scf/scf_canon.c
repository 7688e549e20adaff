/* The scf dialect's canonicalization patterns for scf.forall, as
 * mlir-opt-19 --canonicalize applies them (same patterns, same order, same
 * results). Every other scf canonicalization is a rule: rules/scf.rules.
 *
 *   scf.forall   ForallOpControlOperandsFolder: constant bound operands
 *                  become static bounds;
 *                ForallOpIterArgsFolder: shared_outs go (no op of the
 *                  terminator can combine into them without a tensor
 *                  dialect): uses of their block arguments and the results
 *                  become the outputs;
 *                ForallOpSingleOrZeroIterationDimsFolder (unmapped loops):
 *                  a zero-trip dimension erases the loop, single-iteration
 *                  dimensions go (their variables become the lower bounds),
 *                  a loop of them is inlined.
 *                MLIR 19 has no ForallOp fold and no
 *                ForallOpReplaceConstantInductionVar (later releases); its
 *                DimOfForallOp and FoldTensorCastOfOutputIntoForallOp need
 *                tensor ops.
 *
 * Ops with regions whose bodies have no effect and whose results are unused
 * are erased by the greedy driver (MLIR's isOpTriviallyDead), not here.
 * Where MLIR clones a body with a value mapping, the body is moved instead:
 * the old op is erased right after, so the IR is the same.
 *
 * Patterns check what they rely on (one block, the right terminator, as
 * many yielded values as results) and leave anything else alone. New ops
 * take the location of the op they replace; discardable attributes are not
 * carried over (as MLIR's builders). Every edit goes through the rewriter,
 * in MLIR's order. Op kinds, property names and constants are resolved once per
 * context, when the patterns are first populated for it, and kept in it. */
#include "dialects/scf/scf_canon.h"

#include <stdlib.h>
#include <string.h>

#include "core/smallbuf.h"

/* ---- what the patterns need of the context (resolved when populating) ----- */

typedef struct scf_canon {
  rl_context *c;
  rl_opinfo *forall, *in_parallel, *constant;
  rl_ident *value, *segs, *slb, *sub, *sst, *mapping;
  rl_type *i32, *i64, *index;
} scf_canon;

enum { NPATTERNS = 3 };
/* A context's patterns, with the names they use (its state, under key). */
typedef struct scf_state {
  scf_canon k;
  rl_pattern pats[NPATTERNS];
} scf_state;
static rl_context_key key;

RL_DEFINE_SMALLBUF(vbuf, rl_value *)
RL_DEFINE_SMALLBUF(tbuf, rl_type *)
RL_DEFINE_SMALLBUF(ubuf, unsigned)

/* ---- constants ------------------------------------------------------------- */

/* The value of a constant integer of at most 64 bits, sign-extended
 * (MLIR's getSExtValue / getConstantIntValue); false if there is none. */
static bool const_sext(rl_value *v, int64_t *out) {
  rl_attr *a = rl_value_constant_int(v);
  if (!a) return false;
  rl_type *t = rl_attr_type_of(a);
  if (!rl_type_is_index(t) && rl_type_int_width(t) > 64) return false;
  *out = rl_attr_int_value(a);
  return true;
}


/* ---- regions and values ----------------------------------------------------- */

/* The block of a region that has exactly one, or NULL. */
static rl_block *only_block(rl_region *r) { return r->first && r->first == r->last ? r->first : NULL; }

/* b's terminator when it is of `kind`, else NULL. */
static rl_op *term_of(rl_block *b, rl_opinfo *kind) { return b && b->last && b->last->info == kind ? b->last : NULL; }





/* ---- building and moving through the rewriter ------------------------------------ */

/* An op of `info` before `pos`, with `nregions` empty regions. */
static rl_op *create(rl_rewriter *rw, rl_op *pos, rl_opinfo *info, rl_attr *loc, unsigned nres, rl_type *const *types,
                     unsigned nops, rl_value *const *ops, unsigned nregions, rl_attr *props) {
  rl_op_state st = {.info = info, .loc = loc, .nresults = nres, .result_types = types, .noperands = nops,
                    .operands = ops, .nregions = nregions, .props = props};
  rl_rewriter_set_before(rw, pos);
  return rl_rewriter_create(rw, &st);
}




/* Moves the ops of b but its terminator before `pos`, b's arguments
 * replaced by args[0..n) first; b stays, holding its terminator. */
static void move_body_before(rl_rewriter *rw, rl_block *b, rl_op *pos, rl_value *const *args, unsigned n) {
  for (unsigned i = 0; i < b->nargs && i < n; i++)
    if (args[i] && args[i] != b->args[i]) rl_rewriter_replace_uses(rw, b->args[i], args[i]);
  while (b->first && b->first != b->last) {
    rl_op *o = b->first;
    rl_op_remove(o);
    rl_rewriter_set_before(rw, pos);
    rl_rewriter_insert(rw, o);
  }
}

/* The loop op becomes nop, which has no body yet: op's body b moves into it,
 * each variable i with map[i] set replaced by that value and dropped (MLIR
 * clones the body with that mapping), and op's results become nop's. */
static void move_body_into(const scf_canon *g, rl_rewriter *rw, rl_op *op, rl_op *nop, rl_block *b,
                           rl_value *const *map, unsigned n) {
  for (unsigned i = n; i-- > 0;)
    if (map[i]) {
      rl_rewriter_replace_uses(rw, b->args[i], map[i]);
      rl_block_erase_arg(g->c, b, i);
    }
  rl_block_remove(b);
  rl_region_append_block(rl_op_region(nop, 0), b);
  vbuf res;
  vbuf_init(&res);
  for (unsigned k = 0; k < nop->nresults; k++) vbuf_push(&res, &nop->results[k]);
  rl_rewriter_replace(rw, op, res.p);
  vbuf_free(&res);
}



/* ---- scf.forall ------------------------------------------------------------------------ */

/* A bound of an scf.forall: a static integer (v NULL) or an operand. */
typedef struct mixed {
  int64_t c;
  rl_value *v;
} mixed;

RL_DEFINE_SMALLBUF(mbuf, mixed)

#define FORALL_DYNAMIC INT64_MIN

/* What the scf.forall patterns read of a forall: its rank, its mixed lower
 * bounds, upper bounds and steps (n each, in b[0..3)), its outputs, body and
 * terminator; false when it is not one the patterns understand. */
typedef struct fa {
  unsigned n, fout, nout;
  mbuf b[3];
  rl_block *body;
  rl_op *term;
} fa;

static void fa_free(fa *f) {
  for (unsigned k = 0; k < 3; k++) mbuf_free(&f->b[k]);
}

static bool fa_get(const scf_canon *g, rl_op *op, fa *f) {
  for (unsigned k = 0; k < 3; k++) mbuf_init(&f->b[k]);
  if (op->info->ctx != g->c || op->nregions != 1) return false;
  f->fout = rl_op_operand_group(op, 3, &f->nout);
  if (f->fout + f->nout != op->noperands || f->nout != op->nresults) return false;
  rl_ident *names[3] = {g->slb, g->sub, g->sst};
  for (unsigned k = 0; k < 3; k++) {
    unsigned nd, first = rl_op_operand_group(op, k, &nd), used = 0;
    rl_attr *a = rl_op_get_prop(op, names[k]);
    if (!a || a->kind != RL_AT_DENSE_ARRAY) goto fail;
    unsigned n = a->n - 1;
    if (k && n != f->n) goto fail;
    f->n = n;
    for (unsigned i = 0; i < n; i++) {
      int64_t x = (int64_t)a->w[1 + i];
      if (x != FORALL_DYNAMIC) {
        mbuf_push(&f->b[k], (mixed){x, NULL});
        continue;
      }
      if (used == nd) goto fail;
      mbuf_push(&f->b[k], (mixed){0, op->operands[first + used++].value});
    }
    if (used != nd) goto fail;
  }
  f->body = only_block(rl_op_region(op, 0));
  f->term = term_of(f->body, g->in_parallel);
  if (!f->term || f->body->nargs != f->n + f->nout) goto fail;
  return true;
fail:
  fa_free(f);
  return false;
}

static bool mixed_const(const mixed *m, int64_t *x) {
  if (m->v) return const_sext(m->v, x);
  *x = m->c;
  return true;
}

/* Trip count of one dimension when known (MLIR's constantTripCount on
 * mixed bounds: the same value or the same integer twice is zero). */
static bool fa_trip(const mixed *lb, const mixed *ub, const mixed *st, int64_t *n) {
  if (lb->v == ub->v && (lb->v || lb->c == ub->c)) {
    *n = 0;
    return true;
  }
  int64_t l, u, s;
  if (!mixed_const(lb, &l) || !mixed_const(ub, &u) || !mixed_const(st, &s) || !s) return false;
  int64_t d = (int64_t)((uint64_t)u - (uint64_t)l);
  int64_t q = d / s;
  if ((d % s != 0) && ((d > 0) == (s > 0))) q++;
  *n = q;
  return true;
}

/* The properties of a forall with bounds b[0..3) (n each), nout outputs and
 * the mapping (or none); the dynamic bounds are pushed to *ops in order. */
static rl_attr *fa_props(const scf_canon *g, const mbuf *b, unsigned n, unsigned nout, rl_attr *mapping, vbuf *ops) {
  rl_ident *names[3] = {g->slb, g->sub, g->sst};
  rl_named_attr p[5];
  unsigned np = 0;
  uint64_t seg[4] = {0, 0, 0, nout};
  for (unsigned k = 0; k < 3; k++) {
    uint64_t inl[RL_SMALLBUF_INLINE], *w = n <= RL_SMALLBUF_INLINE ? inl : malloc(n * sizeof *w);
    if (!w) abort();
    for (unsigned i = 0; i < n; i++) {
      const mixed *m = &b[k].p[i];
      if (m->v) {
        vbuf_push(ops, m->v);
        seg[k]++;
      }
      w[i] = m->v ? (uint64_t)FORALL_DYNAMIC : (uint64_t)m->c;
    }
    p[np++] = (rl_named_attr){names[k], rl_attr_dense_array(g->c, g->i64, n, w)};
    if (w != inl) free(w);
  }
  p[np++] = (rl_named_attr){g->segs, rl_attr_dense_array(g->c, g->i32, 4, seg)};
  if (mapping) p[np++] = (rl_named_attr){g->mapping, mapping};
  return rl_attr_dict(g->c, np, p, NULL);
}

/* A forall before pos with bounds b[0..3) (n each), the given outputs,
 * mapping and discardable attributes, and one empty region. */
static rl_op *create_forall(const scf_canon *g, rl_rewriter *rw, rl_op *pos, const mbuf *b, unsigned n,
                            rl_value *const *outs,
                            unsigned nout, rl_attr *mapping, rl_attr *attrs, rl_attr *loc) {
  vbuf v;
  tbuf t;
  vbuf_init(&v);
  tbuf_init(&t);
  rl_attr *props = fa_props(g, b, n, nout, mapping, &v);
  for (unsigned i = 0; i < nout; i++) {
    vbuf_push(&v, outs[i]);
    tbuf_push(&t, outs[i]->type);
  }
  rl_op_state st = {.info = g->forall, .loc = loc, .nresults = t.n, .result_types = t.p, .noperands = v.n,
                    .operands = v.p, .nregions = 1, .props = props, .attrs = attrs};
  rl_rewriter_set_before(rw, pos);
  rl_op *nf = rl_rewriter_create(rw, &st);
  vbuf_free(&v);
  tbuf_free(&t);
  return nf;
}

/* Constant bound operands become static bounds, in place. */
static bool forall_control_operands(const rl_pattern *pat, rl_op *op, rl_rewriter *rw, const char **why) {
  const scf_canon *g = pat->data;
  fa f;
  *why = "no bound or step is a constant operand";
  if (!fa_get(g, op, &f)) return false;
  bool any = false;
  for (unsigned k = 0; k < 3; k++)
    for (unsigned i = 0; i < f.n; i++) {
      mixed *m = &f.b[k].p[i];
      int64_t x;
      if (m->v && const_sext(m->v, &x)) {
        *m = (mixed){x, NULL};
        any = true;
      }
    }
  if (any) {
    vbuf ops;
    vbuf_init(&ops);
    rl_attr *props = fa_props(g, f.b, f.n, f.nout, rl_op_get_prop(op, g->mapping), &ops);
    for (unsigned i = 0; i < f.nout; i++) vbuf_push(&ops, op->operands[f.fout + i].value);
    rl_rewriter_start_modify(rw, op);
    rl_op_set_operands(g->c, op, ops.n, ops.p);
    op->props = props;
    rl_rewriter_modified(rw, op);
    vbuf_free(&ops);
  }
  fa_free(&f);
  return any;
}

/* Shared outputs that no op of the terminator combines into (with no tensor
 * dialect, none can) go: their block arguments become the outputs, and so
 * do the results. The new loop keeps the mapping, not the other attributes. */
static bool forall_iter_args(const rl_pattern *pat, rl_op *op, rl_rewriter *rw, const char **why) {
  const scf_canon *g = pat->data;
  fa f;
  *why = "no shared output, or the terminator combines into them";
  if (!fa_get(g, op, &f)) return false;
  rl_block *tb = f.term->nregions == 1 ? rl_op_regions(f.term)[0].first : NULL;
  if (!f.nout || (tb && tb->first) || (tb && tb->next)) {
    fa_free(&f);
    return false;
  }
  vbuf outs;
  vbuf_init(&outs);
  for (unsigned i = 0; i < f.nout; i++) vbuf_push(&outs, op->operands[f.fout + i].value);
  rl_block *b = f.body;
  for (unsigned i = 0; i < f.nout; i++) rl_rewriter_replace_uses(rw, b->args[f.n + i], outs.p[i]);
  rl_op *nf = create_forall(g, rw, op, f.b, f.n, NULL, 0, rl_op_get_prop(op, g->mapping), NULL, op->loc);
  for (unsigned i = b->nargs; i-- > f.n;) rl_block_erase_arg(g->c, b, i);
  rl_block_remove(b);
  rl_region_append_block(rl_op_region(nf, 0), b);
  rl_rewriter_replace(rw, op, outs.p);
  vbuf_free(&outs);
  fa_free(&f);
  return true;
}

/* An index constant before pos. */
static rl_value *create_index(const scf_canon *g, rl_rewriter *rw, rl_op *pos, int64_t x, rl_attr *loc) {
  rl_named_attr p = {g->value, rl_attr_integer(g->c, g->index, x)};
  rl_type *t = g->index;
  return &create(rw, pos, g->constant, loc, 1, &t, 0, NULL, 0, rl_attr_dict(g->c, 1, &p, NULL))->results[0];
}

/* Unmapped loops only: a dimension of no iteration erases the loop (its
 * results are its outputs); dimensions of one iteration go, their induction
 * variables replaced by their lower bounds; a loop of single iterations is
 * inlined (when it has no outputs). */
static bool forall_single_or_zero(const rl_pattern *pat, rl_op *op, rl_rewriter *rw, const char **why) {
  const scf_canon *g = pat->data;
  fa f;
  *why = "mapped, or no dimension has a known trip count of 0 or 1";
  if (rl_op_get_prop(op, g->mapping) || !fa_get(g, op, &f)) return false;
  unsigned nsingle = 0;
  for (unsigned i = 0; i < f.n; i++) {
    int64_t tc;
    if (!fa_trip(&f.b[0].p[i], &f.b[1].p[i], &f.b[2].p[i], &tc)) continue;
    if (tc == 0) {
      vbuf v;
      vbuf_init(&v);
      for (unsigned k = 0; k < f.nout; k++) vbuf_push(&v, op->operands[f.fout + k].value);
      rl_rewriter_replace(rw, op, v.p);
      vbuf_free(&v);
      fa_free(&f);
      return true;
    }
    if (tc == 1) nsingle++;
  }
  /* A loop of single iterations with outputs would need tensor ops. */
  if (!nsingle || (nsingle == f.n && f.nout)) {
    fa_free(&f);
    return false;
  }
  vbuf map;
  mbuf nb[3];
  vbuf_init(&map);
  for (unsigned k = 0; k < 3; k++) mbuf_init(&nb[k]);
  for (unsigned i = 0; i < f.n; i++) {
    int64_t tc;
    if (fa_trip(&f.b[0].p[i], &f.b[1].p[i], &f.b[2].p[i], &tc) && tc == 1) {
      const mixed *lb = &f.b[0].p[i];
      vbuf_push(&map, lb->v ? lb->v : create_index(g, rw, op, lb->c, op->loc));
      continue;
    }
    vbuf_push(&map, NULL);
    for (unsigned k = 0; k < 3; k++) mbuf_push(&nb[k], f.b[k].p[i]);
  }
  rl_block *b = f.body;
  if (nsingle == f.n) {
    /* The body goes before the loop; its terminator goes with the loop. */
    move_body_before(rw, b, op, map.p, map.n);
    rl_rewriter_erase(rw, op);
  } else {
    vbuf outs;
    vbuf_init(&outs);
    for (unsigned k = 0; k < f.nout; k++) vbuf_push(&outs, op->operands[f.fout + k].value);
    rl_op *nf = create_forall(g, rw, op, nb, nb[0].n, outs.p, outs.n, NULL, op->attrs, op->loc);
    move_body_into(g, rw, op, nf, b, map.p, f.n);
    vbuf_free(&outs);
  }
  vbuf_free(&map);
  for (unsigned k = 0; k < 3; k++) mbuf_free(&nb[k]);
  fa_free(&f);
  return true;
}

/* ---- registration ---------------------------------------------------------------- */

void rl_scf_populate_canonical(rl_context *c, rl_pattern_set *s) {
  scf_state *st = rl_context_state(c, &key);
  if (st) {
    for (unsigned i = 0; i < NPATTERNS; i++) rl_pattern_set_add(s, &st->pats[i]);
    return;
  }
  scf_canon k = {.c = c,
                 .forall = rl_opinfo_find_cstr(c, "scf.forall"),
                 .in_parallel = rl_opinfo_find_cstr(c, "scf.forall.in_parallel"),
                 .constant = rl_opinfo_find_cstr(c, "arith.constant"),
                 .value = rl_ident_cstr(c, "value"),
                 .segs = rl_ident_cstr(c, "operandSegmentSizes"),
                 .slb = rl_ident_cstr(c, "staticLowerBound"),
                 .sub = rl_ident_cstr(c, "staticUpperBound"),
                 .sst = rl_ident_cstr(c, "staticStep"),
                 .mapping = rl_ident_cstr(c, "mapping"),
                 .index = rl_type_index(c),
                 .i32 = rl_type_integer(c, 32, RL_SIGNLESS),
                 .i64 = rl_type_integer(c, 64, RL_SIGNLESS)};
  /* scf's patterns build arith ops: without both dialects, none. */
  if (!k.forall || !k.in_parallel || !k.constant)
    return;
  st = rl_context_alloc(c, sizeof *st);
  st->k = k;
  rl_context_set_state(c, &key, st);
  const char *file = "dialects/scf/scf_canon.c";
  /* In MLIR's order: per op, the order its getCanonicalizationPatterns adds
   * them. */
  const struct {
    const char *name;
    rl_opinfo *root;
    uint16_t benefit;
    bool (*fn)(const rl_pattern *, rl_op *, rl_rewriter *, const char **);
  } pats[NPATTERNS] = {
      {"ForallOpControlOperandsFolder", k.forall, 1, forall_control_operands},
      {"ForallOpIterArgsFolder", k.forall, 1, forall_iter_args},
      {"ForallOpSingleOrZeroIterationDimsFolder", k.forall, 1, forall_single_or_zero},
  };
  for (unsigned i = 0; i < NPATTERNS; i++) {
    st->pats[i] = (rl_pattern){.name = pats[i].name, .root = pats[i].root, .benefit = pats[i].benefit,
                                 .match_and_rewrite = pats[i].fn, .data = &st->k, .file = file};
    rl_pattern_set_add(s, &st->pats[i]);
  }
}
