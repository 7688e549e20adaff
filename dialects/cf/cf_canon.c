/* The cf dialect's canonicalization patterns of cf.switch, as mlir-opt-19
 * --canonicalize applies them (same patterns, same order, same results),
 * and PassThrough, the analysis the pass-through rules call. Every other
 * cf canonicalization is a rule (rules/cf.rules).
 *
 *   cf.switch   SimplifySwitchFromSwitchOnSameCondition,
 *               SimplifySwitchFromDefaultSwitchOnSameCondition.
 *
 * "Skipping" a pass-through block (PassThrough below) needs the block to hold
 * nothing but a cf.br to another block, its arguments used only by that
 * branch; the branch's operands that are the block's arguments become the
 * values passed to them. One departure from MLIR: a branch is not
 * collapsed into a circle of pass-through blocks (mlir-opt-19 goes round
 * such a circle for ever and never returns).
 *
 * New ops take the location of the op they replace; discardable attributes
 * are not carried over (as MLIR's builders). Every edit goes through the
 * rewriter, in MLIR's order, so the driver's worklist sees what MLIR's
 * does. Matching allocates nothing; op kinds, property names and constant
 * attributes are resolved once per context, when the patterns are first
 * populated for it, and kept in it. */
#include "dialects/cf/cf_canon.h"

#include <stdlib.h>
#include <string.h>

#include "core/rules_rt.h"
#include "core/smallbuf.h"

/* ---- what the patterns need of the context (resolved when populating) ----- */

typedef struct cf_canon {
  rl_context *c;
  rl_opinfo *assert_op, *br, *cond_br, *sw, *select, *constant;
  rl_ident *segs, *case_values, *case_segs, *value;
  rl_type *i1, *i32;
  rl_attr *true_attr, *false_attr;
} cf_canon;

enum { NPATTERNS = 2 };
/* A context's patterns, with the names they use (its state, under key). */
typedef struct cf_state {
  cf_canon k;
  rl_pattern pats[NPATTERNS];
} cf_state;
static rl_context_key key;

RL_DEFINE_SMALLBUF(vbuf, rl_value *)
RL_DEFINE_SMALLBUF(bbuf, rl_block *)
RL_DEFINE_SMALLBUF(wbuf, uint64_t)

/* ---- constants ------------------------------------------------------------- */

static unsigned words_of(const rl_type *t) { return (rl_type_int_width(t) + 63) / 64; }

/* ---- operand ranges ------------------------------------------------------- */

/* Appends op's operands [first, first + n) to out. */
static void push_operands(vbuf *out, rl_op *op, unsigned first, unsigned n) {
  for (unsigned i = 0; i < n; i++) vbuf_push(out, op->operands[first + i].value);
}

/* ---- building ops through the rewriter ------------------------------------- */

static void replace_with(rl_rewriter *rw, rl_op *op) { rl_rewriter_replace(rw, op, NULL); }

/* A cf.br to dest with operands vals[0..n), before op. */
static rl_op *create_br(const cf_canon *g, rl_rewriter *rw, rl_op *op, rl_block *dest, rl_value *const *vals,
                        unsigned n) {
  rl_op_state st = {.info = g->br, .loc = op->loc, .noperands = n, .operands = vals, .nsuccs = 1, .succs = &dest};
  rl_rewriter_set_before(rw, op);
  return rl_rewriter_create(rw, &st);
}

/* Replaces op by a cf.br to dest with op's operands [first, first + n). */
static void replace_with_br(const cf_canon *g, rl_rewriter *rw, rl_op *op, rl_block *dest, unsigned first, unsigned n) {
  vbuf v;
  vbuf_init(&v);
  push_operands(&v, op, first, n);
  create_br(g, rw, op, dest, v.p, v.n);
  vbuf_free(&v);
  replace_with(rw, op);
}

/* A cf.switch on op's flag before op: the default dest with its operands,
 * then ncases cases; `case_values` is the attribute (NULL without cases),
 * case operands are caseops with sizes segs. */
static rl_op *create_switch(const cf_canon *g, rl_rewriter *rw, rl_op *op, rl_block *def, rl_value *const *defops,
                            unsigned ndef,
                            rl_attr *case_values, rl_block *const *dests, unsigned ncases,
                            rl_value *const *caseops, const uint64_t *segs) {
  vbuf v;
  vbuf_init(&v);
  vbuf_push(&v, op->operands[0].value);
  for (unsigned i = 0; i < ndef; i++) vbuf_push(&v, defops[i]);
  unsigned ncaseops = 0;
  for (unsigned i = 0; i < ncases; i++) ncaseops += (unsigned)segs[i];
  for (unsigned i = 0; i < ncaseops; i++) vbuf_push(&v, caseops[i]);
  bbuf b;
  bbuf_init(&b);
  bbuf_push(&b, def);
  for (unsigned i = 0; i < ncases; i++) bbuf_push(&b, dests[i]);
  uint64_t sizes[3] = {1, ndef, ncaseops};
  /* Sorted by name, as dictionaries are. */
  rl_named_attr props[3];
  unsigned np = 0;
  props[np++] = (rl_named_attr){g->case_segs, rl_attr_dense_array(g->c, g->i32, ncases, segs)};
  if (case_values) props[np++] = (rl_named_attr){g->case_values, case_values};
  props[np++] = (rl_named_attr){g->segs, rl_attr_dense_array(g->c, g->i32, 3, sizes)};
  rl_op_state st = {.info = g->sw, .loc = op->loc, .noperands = v.n, .operands = v.p, .nsuccs = b.n,
                    .succs = b.p, .props = rl_attr_dict(g->c, np, props, NULL)};
  rl_rewriter_set_before(rw, op);
  rl_op *n = rl_rewriter_create(rw, &st);
  vbuf_free(&v);
  bbuf_free(&b);
  return n;
}

/* ---- pass-through blocks (MLIR's collapseBranch) ---------------------------- */

/* The destination of the cf.br that block s holds alone, when s passes
 * control through (its arguments used by that branch only, and the branch
 * not a loop to s itself); else NULL. */
static rl_block *pass_through_dest(const rl_opinfo *br, rl_block *s) {
  rl_op *t = s->first;
  if (!t || t != s->last || t->info != br) return NULL;
  for (unsigned i = 0; i < s->nargs; i++)
    for (rl_use *u = s->args[i]->first_use; u; u = u->next)
      if (u->owner != t) return NULL;
  rl_block *to = rl_op_succ(t, 0);
  return to == s ? NULL : to;
}

/* The next block on the pass-through path walked from a branch in `from`,
 * or NULL where the path ends: at a block that does not pass control
 * through, or back at `from` (a branch collapsed into its own block is a
 * loop there, which stops collapsing). */
static rl_block *next_on_path(const rl_opinfo *br, rl_block *from, rl_block *b) {
  return b == from ? NULL : pass_through_dest(br, b);
}

/* Whether the pass-through path from b on (for a branch in `from`) runs in
 * a circle. Such a branch would be collapsed round and round for ever
 * (mlir-opt-19 does not return on these), so it is left alone. */
static bool pass_through_cycle(const rl_opinfo *br, rl_block *from, rl_block *b) {
  rl_block *slow = b, *fast = b;
  for (;;) {
    if (!(fast = next_on_path(br, from, fast)) || !(fast = next_on_path(br, from, fast))) return false;
    slow = next_on_path(br, from, slow);
    if (slow == fast) return true;
  }
}

/* The rules' PassThrough(^d, ^from) (rules/cf.rules): ^d holds only a
 * cf.br to another block, its arguments used by that branch alone, and
 * going on from there does not run in a circle (for a branch in ^from).
 * cf.br's opinfo is kept per context by rl_cf_init. */
static rl_context_key br_key;

static bool pass_through(rl_context *c, const rl_mval *args) {
  const rl_opinfo *br = rl_context_state(c, &br_key);
  rl_block *d = args[0].p, *from = args[1].p, *to = br && d && from ? pass_through_dest(br, d) : NULL;
  return to && !pass_through_cycle(br, from, to);
}

static const rl_rule_lib_entry lib[] = {
    {"PassThrough", 2, {RL_MK_BLOCK, RL_MK_BLOCK}, 0, pass_through, NULL},
};

void rl_cf_init(rl_context *c) {
  rl_context_set_state(c, &br_key, rl_opinfo_find_cstr(c, "cf.br"));
  rl_rule_lib_register(lib, sizeof lib / sizeof *lib);
}

/* ---- cf.switch ---------------------------------------------------------------- */

/* What the switch patterns read of a switch, fetched once per match. */
typedef struct sw {
  rl_op *op;
  const rl_attr *cv;  /* case_values (dense), NULL without cases */
  const rl_attr *seg; /* case_operand_segments (dense i32 array), or NULL */
  unsigned n;         /* cases */
  unsigned fd, nd;    /* the default's operands: first, count */
  unsigned fc;        /* the first case operand */
  unsigned wpe;       /* words of a case value */
} sw;

static void sw_get(const cf_canon *g, rl_op *op, sw *s) {
  s->op = op;
  s->n = op->nsuccs - 1;
  rl_attr *cv = rl_op_get_prop(op, g->case_values), *seg = rl_op_get_prop(op, g->case_segs);
  s->cv = cv && cv->kind == RL_AT_DENSE && s->n ? cv : NULL;
  s->seg = seg && seg->kind == RL_AT_DENSE_ARRAY ? seg : NULL;
  s->fd = rl_op_operand_group(op, 1, &s->nd);
  s->fc = s->fd + s->nd;
  s->wpe = words_of(op->operands[0].value->type);
}

/* The words of case value i. */
static const uint64_t *sw_value(const sw *s, unsigned i) {
  return &s->cv->w[2 + (s->cv->sub ? 0 : (size_t)i * s->wpe)];
}

/* The size of case i's operand group. */
static unsigned sw_size(const sw *s, unsigned i) {
  return s->seg && i + 1 < s->seg->n ? (unsigned)(int32_t)s->seg->w[1 + i] : 0;
}

static bool same_value(const sw *s, const uint64_t *a, const uint64_t *b) {
  return !memcmp(a, b, s->wpe * sizeof(uint64_t));
}


/* Replaces the switch with a branch to its default. */
static void sw_to_default(const cf_canon *g, rl_rewriter *rw, const sw *s) {
  replace_with_br(g, rw, s->op, rl_op_succ(s->op, 0), s->fd, s->nd);
}

/* Replaces the switch with a branch to where `value` (words of the flag's
 * type) goes (MLIR's foldSwitch). */
static void fold_switch(const cf_canon *g, rl_rewriter *rw, const sw *s, const uint64_t *value) {
  for (unsigned i = 0, at = s->fc; s->cv && i < s->n; i++) {
    unsigned k = sw_size(s, i);
    if (same_value(s, sw_value(s, i), value)) {
      replace_with_br(g, rw, s->op, rl_op_succ(s->op, 1 + i), at, k);
      return;
    }
    at += k;
  }
  sw_to_default(g, rw, s);
}

/* The cases a rewrite keeps: their values, destinations, operands and
 * operand counts. */
typedef struct kept {
  wbuf vals; /* wpe words each */
  bbuf dests;
  vbuf ops;
  wbuf sizes;
} kept;

static void kept_init(kept *k) {
  wbuf_init(&k->vals);
  bbuf_init(&k->dests);
  vbuf_init(&k->ops);
  wbuf_init(&k->sizes);
}
static void kept_free(kept *k) {
  wbuf_free(&k->vals);
  bbuf_free(&k->dests);
  vbuf_free(&k->ops);
  wbuf_free(&k->sizes);
}

/* Keeps case i (operands from `at`). */
static void keep_case(kept *k, const sw *s, unsigned i, unsigned at) {
  const uint64_t *w = sw_value(s, i);
  for (unsigned j = 0; j < s->wpe; j++) wbuf_push(&k->vals, w[j]);
  bbuf_push(&k->dests, rl_op_succ(s->op, 1 + i));
  unsigned size = sw_size(s, i);
  push_operands(&k->ops, s->op, at, size);
  wbuf_push(&k->sizes, size);
}

/* Replaces the switch with one that has only the cases in k: case_values
 * dense (a splat when all are equal, as the parser and MLIR build it), or
 * absent without cases. */
static void replace_with_kept(const cf_canon *g, rl_rewriter *rw, const sw *s, kept *k) {
  rl_op *op = s->op;
  unsigned n = k->dests.n;
  rl_attr *cv = NULL;
  if (n) {
    bool splat = true;
    for (unsigned i = 1; i < n && splat; i++) splat = same_value(s, k->vals.p + (size_t)i * s->wpe, k->vals.p);
    int64_t dim = n;
    rl_type *flag = op->operands[0].value->type;
    cv = rl_attr_dense(g->c, rl_type_vector(g->c, 1, &dim, NULL, flag), splat, s->wpe, splat ? 1 : n, k->vals.p);
  }
  vbuf d;
  vbuf_init(&d);
  push_operands(&d, op, s->fd, s->nd);
  create_switch(g, rw, op, rl_op_succ(op, 0), d.p, d.n, cv, k->dests.p, n, k->ops.p, k->sizes.p);
  vbuf_free(&d);
  replace_with(rw, op);
}

/* The switch that ends this block's only predecessor and switches on the
 * same flag, or NULL. */
static rl_op *pred_switch(const cf_canon *g, rl_op *op) {
  if (op->info->ctx != g->c) return NULL;
  rl_block *pred = rl_block_single_pred(op->parent);
  rl_op *pt = pred ? rl_block_terminator(pred) : NULL;
  return pt && pt->info == g->sw && pt->operands[0].value == op->operands[0].value ? pt : NULL;
}

static bool switch_from_case(const rl_pattern *pat, rl_op *op, rl_rewriter *rw, const char **why) {
  const cf_canon *g = pat->data;
  rl_op *ps = pred_switch(g, op);
  if (!ps || rl_op_succ(ps, 0) == op->parent) {
    *why = "not reached by a case of a switch on the same flag";
    return false;
  }
  sw s, p;
  sw_get(g, op, &s);
  sw_get(g, ps, &p);
  for (unsigned i = 0; p.cv && i < p.n; i++)
    if (rl_op_succ(ps, 1 + i) == op->parent) {
      fold_switch(g, rw, &s, sw_value(&p, i));
      return true;
    }
  sw_to_default(g, rw, &s);
  return true;
}

/* Whether value v is a case of the predecessor switch p that does not lead
 * to `here`. */
static bool taken_elsewhere(const sw *p, const uint64_t *v, const rl_block *here) {
  for (unsigned j = 0; j < p->n; j++)
    if (rl_op_succ(p->op, 1 + j) != here && same_value(p, sw_value(p, j), v)) return true;
  return false;
}

static bool switch_from_default(const rl_pattern *pat, rl_op *op, rl_rewriter *rw, const char **why) {
  const cf_canon *g = pat->data;
  rl_op *ps = pred_switch(g, op);
  sw s = {0}, p = {0};
  if (ps && rl_op_succ(ps, 0) == op->parent) {
    sw_get(g, op, &s);
    sw_get(g, ps, &p);
  }
  /* Values the predecessor sends elsewhere cannot reach this switch. */
  bool change = false;
  for (unsigned i = 0; s.cv && p.cv && i < s.n && !change; i++) change = taken_elsewhere(&p, sw_value(&s, i), op->parent);
  if (!change) {
    *why = "not reached by the default of a switch on the same flag that excludes a case";
    return false;
  }
  kept k;
  kept_init(&k);
  for (unsigned i = 0, at = s.fc; i < s.n; at += sw_size(&s, i), i++)
    if (!taken_elsewhere(&p, sw_value(&s, i), op->parent)) keep_case(&k, &s, i, at);
  replace_with_kept(g, rw, &s, &k);
  kept_free(&k);
  return true;
}

/* ---- registration ---------------------------------------------------------------- */

void rl_cf_populate_canonical(rl_context *c, rl_pattern_set *s) {
  cf_state *st = rl_context_state(c, &key);
  if (st) {
    for (unsigned i = 0; i < NPATTERNS; i++) rl_pattern_set_add(s, &st->pats[i]);
    return;
  }
  cf_canon k = {.c = c,
                .assert_op = rl_opinfo_find_cstr(c, "cf.assert"),
                .br = rl_opinfo_find_cstr(c, "cf.br"),
                .cond_br = rl_opinfo_find_cstr(c, "cf.cond_br"),
                .sw = rl_opinfo_find_cstr(c, "cf.switch"),
                .select = rl_opinfo_find_cstr(c, "arith.select"),
                .constant = rl_opinfo_find_cstr(c, "arith.constant"),
                .segs = rl_ident_cstr(c, "operandSegmentSizes"),
                .case_values = rl_ident_cstr(c, "case_values"),
                .case_segs = rl_ident_cstr(c, "case_operand_segments"),
                .value = rl_ident_cstr(c, "value"),
                .i1 = rl_type_integer(c, 1, RL_SIGNLESS),
                .i32 = rl_type_integer(c, 32, RL_SIGNLESS)};
  k.true_attr = rl_attr_bool(c, true);
  k.false_attr = rl_attr_bool(c, false);
  if (!k.br || !k.cond_br || !k.sw || !k.assert_op) return; /* cf is not registered */
  st = rl_context_alloc(c, sizeof *st);
  st->k = k;
  rl_context_set_state(c, &key, st);
  const char *file = "dialects/cf/cf_canon.c";
  /* In MLIR's order: per op, the order its getCanonicalizationPatterns adds
   * them; at benefit 1, after cf.switch's rules (benefit 2:
   * SimplifySwitchWithOnlyDefault, DropSwitchCasesThatMatchDefault,
   * SimplifyConstSwitchValue). */
  const struct {
    const char *name;
    rl_opinfo *root;
    uint16_t benefit;
    bool (*fn)(const rl_pattern *, rl_op *, rl_rewriter *, const char **);
  } pats[NPATTERNS] = {
      {"SimplifySwitchFromSwitchOnSameCondition", k.sw, 1, switch_from_case},
      {"SimplifySwitchFromDefaultSwitchOnSameCondition", k.sw, 1, switch_from_default},
  };
  for (unsigned i = 0; i < NPATTERNS; i++) {
    st->pats[i] = (rl_pattern){
        .name = pats[i].name, .root = pats[i].root, .benefit = pats[i].benefit, .match_and_rewrite = pats[i].fn, .data = &st->k,
        .file = file};
    rl_pattern_set_add(s, &st->pats[i]);
  }
}
