/* The constant lattice analysis of drivers/dataflow.h: a worklist of ops
 * whose inputs changed, visited only in live blocks. A plain op is folded
 * with its operands' constants (through its folder); a branch makes live
 * the successors its condition allows and joins its operands into their
 * arguments; an op with region control flow (what its RegionBranch<...>
 * trait declares, MLIR's RegionBranchOpInterface: core/opdef.h) does the
 * same for its regions and results, and so do their terminators. No
 * recursion: deep CFGs and nestings are walked with the worklist. */
#include <stdlib.h>
#include <string.h>

#include "core/affine.h"
#include "core/attrs.h"
#include "core/context.h"
#include "core/opdef.h"
#include "core/ptrmap.h"
#include "core/symtab.h"
#include "drivers/dataflow.h"
#include "drivers/oplist.h"

/* Ops whose control flow the analysis knows by name (region control flow
 * it reads from the ops' declarations). */
typedef enum kind {
  K_NONE,
  K_BR,
  K_COND_BR,
  K_SWITCH,
  K_FUNC,
  K_CALL,
  K_RETURN,
  K_LLVM_BR,      /* llvm.br, llvm.cond_br, llvm.switch: MLIR 19 does not pick */
  K_LLVM_COND_BR, /* their successor from a constant, but forwards operands */
  K_LLVM_SWITCH,
  K_NKINDS
} kind;

static const char *const kind_names[K_NKINDS] = {
    [K_BR] = "cf.br",           [K_COND_BR] = "cf.cond_br",      [K_SWITCH] = "cf.switch",
    [K_FUNC] = "func.func",
    [K_CALL] = "func.call",     [K_RETURN] = "func.return",      [K_LLVM_BR] = "llvm.br",
    [K_LLVM_COND_BR] = "llvm.cond_br", [K_LLVM_SWITCH] = "llvm.switch"};

#define PARENT (-1) /* a region successor: the op's results */

/* What the analysis knows of a function. */
typedef struct callee {
  bool tracked;  /* every caller is a visible func.call: arguments come from them */
  rl_oplist calls; /* the func.call ops naming it */
} callee;

struct rl_dataflow {
  rl_context *c;
  rl_op *top;           /* what the analysis runs on */
  rl_opinfo *kinds[K_NKINDS];
  rl_ptrmap lat;        /* value -> index + 1 into lats */
  rl_const_lattice *lats;
  size_t nlats, caplats;
  rl_ptrmap live;       /* block -> 1 */
  rl_ptrmap queued;     /* op -> 1 while on the worklist */
  rl_ptrmap callees;    /* func.func -> callee */
  rl_oplist work;
  rl_ident *callee_name, *sym_visibility, *sym_name, *private_, *nested, *case_values, *case_segments;
};

static kind kind_of(const rl_dataflow *df, const rl_op *op) {
  for (int k = 1; k < K_NKINDS; k++)
    if (df->kinds[k] && op->info == df->kinds[k]) return (kind)k;
  return K_NONE;
}

/* ---- the lattice ------------------------------------------------------------------------------ */

rl_const_lattice rl_dataflow_value(const rl_dataflow *df, rl_value *v) {
  size_t i = (size_t)(uintptr_t)rl_ptrmap_get(&df->lat, v);
  return i ? df->lats[i - 1] : (rl_const_lattice){RL_CONST_UNINIT, NULL, NULL};
}

bool rl_dataflow_block_live(const rl_dataflow *df, rl_block *b) { return rl_ptrmap_get(&df->live, b) != NULL; }

static void push(rl_dataflow *df, rl_op *op) {
  if (rl_ptrmap_get(&df->queued, op)) return;
  rl_ptrmap_put(&df->queued, op, (void *)1);
  rl_oplist_push(&df->work, op);
}

/* Joins l into v's lattice; the users of v are visited again when it
 * changes. */
static void join(rl_dataflow *df, rl_value *v, rl_const_lattice l) {
  if (l.state == RL_CONST_UNINIT) return;
  size_t i = (size_t)(uintptr_t)rl_ptrmap_get(&df->lat, v);
  if (!i) {
    if (df->nlats == df->caplats) {
      df->caplats = df->caplats ? 2 * df->caplats : 256;
      df->lats = rl_xrealloc(df->lats, df->caplats * sizeof *df->lats);
    }
    df->lats[df->nlats++] = (rl_const_lattice){RL_CONST_UNINIT, NULL, NULL};
    i = df->nlats;
    rl_ptrmap_put(&df->lat, v, (void *)(uintptr_t)i);
  }
  rl_const_lattice *cur = &df->lats[i - 1];
  if (cur->state == RL_CONST_OVERDEFINED) return;
  if (cur->state == RL_CONST_KNOWN && l.state == RL_CONST_KNOWN && cur->value == l.value) return;
  if (cur->state == RL_CONST_UNINIT) *cur = l;
  else *cur = (rl_const_lattice){RL_CONST_OVERDEFINED, NULL, NULL};
  for (rl_use *u = v->first_use; u; u = u->next) push(df, u->owner);
}

static const rl_const_lattice over = {RL_CONST_OVERDEFINED, NULL, NULL};

static void join_value(rl_dataflow *df, rl_value *to, rl_value *from) { join(df, to, rl_dataflow_value(df, from)); }

static void results_over(rl_dataflow *df, rl_op *op) {
  for (uint32_t i = 0; i < op->nresults; i++) join(df, &op->results[i], over);
}

static void mark_live(rl_dataflow *df, rl_block *b) {
  if (!b || rl_ptrmap_get(&df->live, b)) return;
  rl_ptrmap_put(&df->live, b, (void *)1);
  for (rl_op *o = b->first; o; o = o->next) push(df, o);
}

/* Joins vals[0..n) into b's arguments from `skip` on; the arguments before
 * `skip` (an induction variable) and those no value reaches are
 * overdefined. */
static void forward(rl_dataflow *df, rl_block *b, unsigned skip, rl_value *const *vals, unsigned n) {
  for (unsigned i = 0; i < b->nargs; i++)
    if (i < skip || i - skip >= n) join(df, b->args[i], over);
    else join_value(df, b->args[i], vals[i - skip]);
}

static void forward_results(rl_dataflow *df, rl_op *op, rl_value *const *vals, unsigned n) {
  for (unsigned i = 0; i < op->nresults; i++)
    if (i < n) join_value(df, &op->results[i], vals[i]);
    else join(df, &op->results[i], over);
}

/* The operands of group g of op, as values (pointer into a scratch list). */
static rl_value **group(rl_op *op, unsigned g, unsigned *n, rl_value **buf) {
  unsigned first = rl_op_operand_group(op, g, n);
  for (unsigned i = 0; i < *n; i++) buf[i] = op->operands[first + i].value;
  return buf;
}

/* ---- folding ---------------------------------------------------------------------------------- */

/* MLIR's SparseConstantPropagation::visitOperation: fold with the
 * operands' constants; an op that cannot fold, or folds only in place
 * (undone), has overdefined results. */
static void visit_fold(rl_dataflow *df, rl_op *op) {
  if (!op->nresults) return;
  const rl_opdef *def = op->info->registered ? op->info->def : NULL;
  if (!def || !def->fold || op->nregions) {
    results_over(df, op);
    return;
  }
  rl_attr *cst_stack[8];
  rl_value *saved_stack[8];
  rl_fold_result res_stack[8];
  rl_attr **csts = op->noperands <= 8 ? cst_stack : rl_xmalloc(op->noperands * sizeof *csts);
  rl_value **saved = op->noperands <= 8 ? saved_stack : rl_xmalloc(op->noperands * sizeof *saved);
  rl_fold_result *res = op->nresults <= 8 ? res_stack : rl_xmalloc(op->nresults * sizeof *res);
  bool wait = false;
  for (uint32_t i = 0; i < op->noperands && !wait; i++) {
    rl_const_lattice l = rl_dataflow_value(df, op->operands[i].value);
    wait = l.state == RL_CONST_UNINIT;
    csts[i] = l.state == RL_CONST_KNOWN ? l.value : NULL;
    saved[i] = op->operands[i].value;
  }
  if (!wait) {
    memset(res, 0, op->nresults * sizeof *res);
    rl_attr *props = op->props, *attrs = op->attrs;
    uint32_t nops = op->noperands;
    bool folded = def->fold(op, csts, res), in_place = true;
    for (uint32_t i = 0; folded && i < op->nresults; i++) in_place &= !res[i].attr && !res[i].value;
    if (!folded || in_place) {
      if (folded) { /* undo: the constants need not be the values at run time */
        if (op->noperands == nops) {
          for (uint32_t i = 0; i < nops; i++)
            if (op->operands[i].value != saved[i]) rl_op_set_operand(op, i, saved[i]);
        } else rl_op_set_operands(df->c, op, nops, saved);
        op->props = props;
        op->attrs = attrs;
      }
      results_over(df, op);
    } else
      for (uint32_t i = 0; i < op->nresults; i++) {
        if (res[i].attr) join(df, &op->results[i], (rl_const_lattice){RL_CONST_KNOWN, res[i].attr, op->info->dialect});
        else if (res[i].value) join_value(df, &op->results[i], res[i].value);
        else join(df, &op->results[i], over);
      }
  }
  if (csts != cst_stack) free(csts);
  if (saved != saved_stack) free(saved);
  if (res != res_stack) free(res);
}

/* ---- branches --------------------------------------------------------------------------------- */

/* Whether integer constant a equals element i of cf.switch's case values. */
static bool case_is(const rl_attr *cv, size_t i, const rl_attr *a) {
  if (!cv || cv->kind != RL_AT_DENSE || a->kind != RL_AT_INTEGER) return false;
  size_t wpe = (size_t)cv->w[1];
  const uint64_t *e = &cv->w[2 + (cv->sub ? 0 : i * wpe)];
  const uint64_t *x = rl_attr_int_words(a);
  for (size_t k = 0; k < wpe; k++)
    if (e[k] != x[k]) return false;
  return true;
}

/* A successor edge of a branch: the block goes live and gets the operands. */
static void edge(rl_dataflow *df, rl_op *op, unsigned succ, unsigned first, unsigned n) {
  rl_block *b = rl_op_succ(op, succ);
  mark_live(df, b);
  for (unsigned i = 0; i < b->nargs; i++)
    if (i < n) join_value(df, b->args[i], op->operands[first + i].value);
    else join(df, b->args[i], over);
}

static void visit_branch(rl_dataflow *df, rl_op *op, kind k) {
  unsigned n, first;
  bool pick = k < K_LLVM_BR; /* the successor follows from a constant condition */
  if (!pick) k = k == K_LLVM_BR ? K_BR : k == K_LLVM_COND_BR ? K_COND_BR : K_SWITCH;
  if (k == K_BR) {
    edge(df, op, 0, 0, op->noperands);
    return;
  }
  if (k == K_NONE) { /* a branch the analysis cannot read: every edge, nothing known */
    for (unsigned s = 0; s < op->nsuccs; s++) {
      rl_block *b = rl_op_succ(op, s);
      mark_live(df, b);
      for (unsigned i = 0; i < b->nargs; i++) join(df, b->args[i], over);
    }
    return;
  }
  rl_const_lattice cond = rl_dataflow_value(df, op->operands[0].value);
  if (cond.state == RL_CONST_UNINIT) return;
  rl_attr *cv = pick && cond.state == RL_CONST_KNOWN && cond.value->kind == RL_AT_INTEGER ? cond.value : NULL;
  if (k == K_COND_BR) {
    int taken = cv ? (int)(rl_attr_int_words(cv)[0] & 1) : -1;
    for (unsigned s = 0; s < 2; s++) {
      if (taken >= 0 && (unsigned)taken != 1 - s) continue;
      first = rl_op_operand_group(op, 1 + s, &n);
      edge(df, op, s, first, n);
    }
    return;
  }
  /* cf.switch */
  rl_attr *values = rl_op_get_prop(op, df->case_values), *seg = rl_op_get_prop(op, df->case_segments);
  unsigned ncases = op->nsuccs - 1, taken = 0; /* 0: default, i + 1: case i */
  if (cv)
    for (unsigned i = 0; i < ncases && !taken; i++)
      if (case_is(values, i, cv)) taken = i + 1;
  unsigned at = rl_op_operand_group(op, 1, &n), dflt_n = n;
  unsigned starts[op->nsuccs + 1];
  starts[0] = at;
  at += dflt_n;
  for (unsigned i = 0; i < ncases; i++) {
    starts[i + 1] = at;
    at += seg && seg->kind == RL_AT_DENSE_ARRAY && i + 1 < seg->n ? (unsigned)(int32_t)seg->w[i + 1] : 0;
  }
  starts[ncases + 1] = at;
  for (unsigned s = 0; s < op->nsuccs; s++)
    if (!cv || s == taken) edge(df, op, s, starts[s], starts[s + 1] - starts[s]);
}

/* ---- region control flow ---------------------------------------------------------------------- */

/* The op's RegionBranch<...> declaration, or NULL. */
static const rl_region_branch *branch_of(const rl_op *op) {
  const rl_opdef *d = op->info->def;
  return d && d->region_branch.kind != RL_RF_NONE ? &d->region_branch : NULL;
}

/* Property i of op by its index in the op's declaration, or NULL. */
static rl_attr *prop_at(rl_op *op, int i) { return i < 0 ? NULL : rl_op_get_prop(op, op->info->prop_names[i]); }

/* A Loop's trip count when its declared bound maps are constant and its
 * step is a positive constant (affine.for), else -1. */
static int64_t trip_count(rl_op *op, const rl_region_branch *rb) {
  rl_attr *lb = prop_at(op, rb->props[0]), *ub = prop_at(op, rb->props[1]), *st = prop_at(op, rb->props[2]);
  if (!lb || !ub || !st || lb->kind != RL_AT_AFFINE_MAP || ub->kind != RL_AT_AFFINE_MAP || st->kind != RL_AT_INTEGER)
    return -1;
  if (rl_affine_map_num_results(lb) != 1 || rl_affine_map_num_results(ub) != 1) return -1;
  rl_attr *l = rl_affine_map_result(lb, 0), *u = rl_affine_map_result(ub, 0);
  if (l->kind != RL_AT_AFF_CONST || u->kind != RL_AT_AFF_CONST) return -1;
  int64_t lo = rl_affine_const_value(l), hi = rl_affine_const_value(u), step = rl_attr_int_value(st);
  if (step <= 0) return -1;
  return hi <= lo ? 0 : (hi - lo + step - 1) / step;
}

/* Control enters region r of op (or, PARENT, goes to its results) with
 * vals; the region's leading arguments that no value is forwarded to (a
 * loop's induction variable) are not joined. */
static void enter(rl_dataflow *df, rl_op *op, int r, rl_value *const *vals, unsigned n) {
  if (r == PARENT) {
    forward_results(df, op, vals, n);
    return;
  }
  rl_block *b = rl_op_regions(op)[r].first;
  if (!b) return;
  mark_live(df, b);
  forward(df, b, b->nargs > n ? b->nargs - n : 0, vals, n);
}

/* The value of the deciding operand group's first value (If, Switch), or NULL. */
static rl_value *deciding(rl_op *op, const rl_region_branch *rb) {
  if (rb->operand < 0) return NULL;
  unsigned n, first = rl_op_operand_group(op, (unsigned)rb->operand, &n);
  return n ? op->operands[first].value : NULL;
}

/* The op itself: where control goes from before it. */
static void visit_region_entry(rl_dataflow *df, rl_op *op, const rl_region_branch *rb) {
  rl_value *stack[16], **buf = op->noperands <= 16 ? stack : rl_xmalloc(op->noperands * sizeof *buf);
  unsigned n;
  switch (rb->kind) {
  case RL_RF_IF: {
    int taken = -1;
    rl_value *c = deciding(op, rb);
    if (c) {
      rl_const_lattice l = rl_dataflow_value(df, c);
      if (l.state == RL_CONST_UNINIT) break;
      if (l.state == RL_CONST_KNOWN && l.value->kind == RL_AT_INTEGER) taken = (int)(rl_attr_int_words(l.value)[0] & 1);
    }
    if (taken != 0) enter(df, op, 0, NULL, 0);
    if (taken != 1) enter(df, op, op->nregions > 1 && rl_op_regions(op)[1].first ? 1 : PARENT, NULL, 0);
    break;
  }
  case RL_RF_ONCE:
    enter(df, op, 0, NULL, 0);
    break;
  case RL_RF_SWITCH: {
    rl_value *a = deciding(op, rb);
    rl_const_lattice l = a ? rl_dataflow_value(df, a) : over;
    if (l.state == RL_CONST_UNINIT) break;
    rl_attr *cases = prop_at(op, rb->props[0]);
    if (l.state == RL_CONST_KNOWN && l.value->kind == RL_AT_INTEGER) {
      int r = 0;
      for (unsigned i = 0; cases && cases->kind == RL_AT_DENSE_ARRAY && i + 1 < cases->n && !r; i++)
        if ((int64_t)cases->w[i + 1] == rl_attr_int_value(l.value)) r = (int)i + 1;
      enter(df, op, r, NULL, 0);
    } else
      for (unsigned r = 0; r < op->nregions; r++) enter(df, op, (int)r, NULL, 0);
    break;
  }
  case RL_RF_LOOP: {
    group(op, (unsigned)rb->operand, &n, buf);
    int64_t trips = trip_count(op, rb);
    if (trips != 0) enter(df, op, 0, buf, n);
    if (trips <= 0) enter(df, op, PARENT, buf, n);
    break;
  }
  case RL_RF_WHILE:
    group(op, (unsigned)rb->operand, &n, buf);
    enter(df, op, 0, buf, n);
    break;
  default:
    break;
  }
  if (buf != stack) free(buf);
}

/* A terminator of a region of op (region ri): where control goes next. */
static void visit_region_exit(rl_dataflow *df, rl_op *term, rl_op *op, const rl_region_branch *rb, unsigned ri) {
  rl_value *stack[16], **vals = term->noperands <= 16 ? stack : rl_xmalloc(term->noperands * sizeof *vals);
  for (uint32_t i = 0; i < term->noperands; i++) vals[i] = term->operands[i].value;
  unsigned n = term->noperands;
  switch (rb->kind) {
  case RL_RF_LOOP:
    if (trip_count(op, rb) != 1) enter(df, op, 0, vals, n);
    enter(df, op, PARENT, vals, n);
    break;
  case RL_RF_WHILE:
    if (ri == 1) enter(df, op, 0, vals, n);
    else if (n) { /* the condition, then the values forwarded */
      rl_const_lattice l = rl_dataflow_value(df, vals[0]);
      if (l.state == RL_CONST_UNINIT) break;
      int taken = l.state == RL_CONST_KNOWN && l.value->kind == RL_AT_INTEGER ? (int)(rl_attr_int_words(l.value)[0] & 1)
                                                                            : -1;
      if (taken != 0) enter(df, op, 1, vals + 1, n - 1);
      if (taken != 1) enter(df, op, PARENT, vals + 1, n - 1);
    }
    break;
  default:
    enter(df, op, PARENT, vals, n);
    break;
  }
  if (vals != stack) free(vals);
}

/* ---- calls ------------------------------------------------------------------------------------ */

static rl_op *callee_of(rl_dataflow *df, rl_op *call) {
  rl_attr *ref = rl_op_get_prop(call, df->callee_name);
  if (!ref || ref->kind != RL_AT_SYMREF || ref->n != 1) return NULL;
  rl_op *table = rl_symbol_table_of(call);
  rl_op *f = table ? rl_symbol_table_lookup(table, (rl_ident *)rl_word_ptr(ref->w[0])) : NULL;
  return f && f->info == df->kinds[K_FUNC] ? f : NULL;
}

static void visit_call(rl_dataflow *df, rl_op *call) {
  rl_op *f = callee_of(df, call);
  if (f && !rl_op_is_ancestor(df->top, f)) f = NULL; /* outside the analysis: external */
  callee *ce = f ? rl_ptrmap_get(&df->callees, f) : NULL;
  rl_block *entry = f ? rl_op_regions(f)[0].first : NULL;
  if (!entry) { /* a declaration or an unknown callee */
    results_over(df, call);
    return;
  }
  if (ce && ce->tracked) {
    mark_live(df, entry);
    for (unsigned i = 0; i < entry->nargs; i++)
      if (i < call->noperands) join_value(df, entry->args[i], call->operands[i].value);
  }
  /* The results: what the function's live returns give. */
  for (rl_block *b = entry; b; b = b->next) {
    rl_op *t = rl_block_terminator(b);
    if (!t || t->info != df->kinds[K_RETURN] || !rl_dataflow_block_live(df, b)) continue;
    for (uint32_t i = 0; i < call->nresults; i++)
      if (i < t->noperands) join_value(df, &call->results[i], t->operands[i].value);
  }
}

/* MLIR's walkSymbolTables flag of symbol table t: whether every use of
 * its symbols lies under top (top has no parent, or a table on the way is
 * no symbol or a private one, or an op on the way is no symbol table). */
static bool all_uses_visible(rl_dataflow *df, rl_op *top, rl_op *t) {
  rl_op *chain[64];
  unsigned n = 0;
  for (rl_op *p = t; p && n < 64; p = p == top ? NULL : rl_op_parent_op(p)) chain[n++] = p;
  bool vis = top->parent == NULL;
  while (n--) {
    rl_op *p = chain[n];
    if (p->info->traits & RL_TRAIT_SYMBOL_TABLE) {
      rl_attr *v = rl_op_get_prop(p, df->sym_visibility);
      if (!v) v = rl_op_get_attr(p, df->sym_visibility);
      bool is_sym = rl_op_get_prop(p, df->sym_name) || rl_op_get_attr(p, df->sym_name);
      vis |= !is_sym || (v && v->kind == RL_AT_STRING && rl_attr_string_ident(v) == df->private_);
    } else if (p != t)
      vis = true;
  }
  return vis;
}

/* Records a use of the symbol ref `a` (in an attribute of user): a call's
 * callee, or any other use, which makes the function's callers unknown. */
static void symbol_use(rl_dataflow *df, rl_op *user, rl_attr *a, bool is_callee) {
  rl_op *table = rl_symbol_table_of(user);
  rl_op *f = table && a->n == 1 ? rl_symbol_table_lookup(table, (rl_ident *)rl_word_ptr(a->w[0])) : NULL;
  callee *ce = f ? rl_ptrmap_get(&df->callees, f) : NULL;
  if (!ce) return;
  if (is_callee) rl_oplist_push(&ce->calls, user);
  else ce->tracked = false;
}

/* The functions in the symbol tables under top, and their callers; those
 * whose every caller is a visible func.call are tracked. A walk with
 * stacks: no recursion. */
static void find_callees(rl_dataflow *df, rl_op *top) {
  rl_oplist st = {0};
  rl_oplist_push(&st, top);
  while (st.n) {
    rl_op *op = st.v[--st.n];
    for (unsigned r = 0; r < op->nregions; r++)
      for (rl_block *b = rl_op_regions(op)[r].first; b; b = b->next)
        for (rl_op *o = b->first; o; o = o->next) rl_oplist_push(&st, o);
    rl_op *table = op == top ? NULL : rl_op_parent_op(op);
    if (op->info != df->kinds[K_FUNC] || !table || !(table->info->traits & RL_TRAIT_SYMBOL_TABLE)) continue;
    rl_attr *vis = rl_op_get_prop(op, df->sym_visibility);
    rl_ident *v = vis && vis->kind == RL_AT_STRING ? rl_attr_string_ident(vis) : NULL;
    callee *ce = rl_xcalloc(1, sizeof *ce);
    ce->tracked = v == df->private_ || (v == df->nested && all_uses_visible(df, top, table));
    rl_ptrmap_put(&df->callees, op, ce);
  }
  if (!df->callees.n) {
    rl_oplist_free(&st);
    return;
  }
  rl_oplist_push(&st, top);
  struct { rl_attr *a; bool callee; } *as = NULL;
  size_t nas = 0, capas = 0;
  while (st.n) {
    rl_op *op = st.v[--st.n];
    for (unsigned r = 0; r < op->nregions; r++)
      for (rl_block *b = rl_op_regions(op)[r].first; b; b = b->next)
        for (rl_op *o = b->first; o; o = o->next) rl_oplist_push(&st, o);
    if (op == top) continue;
    bool is_call = op->info == df->kinds[K_CALL];
    rl_attr *dicts[2] = {op->props, op->attrs};
    for (int d = 0; d < 2; d++) {
      if (!dicts[d]) continue;
      nas = 0;
      if (capas == 0) as = rl_xrealloc(as, (capas = 64) * sizeof *as);
      as[nas].a = dicts[d];
      as[nas++].callee = false;
      while (nas) {
        rl_attr *a = as[--nas].a;
        bool cal = as[nas].callee;
        if (a->kind == RL_AT_SYMREF) {
          symbol_use(df, op, a, cal);
          continue;
        }
        if (a->kind != RL_AT_DICT && a->kind != RL_AT_ARRAY) continue;
        for (size_t i = a->kind == RL_AT_DICT ? 1 : 0; i < a->n; i += a->kind == RL_AT_DICT ? 2 : 1) {
          if (nas == capas) as = rl_xrealloc(as, (capas *= 2) * sizeof *as);
          as[nas].a = (rl_attr *)rl_word_ptr(a->w[i]);
          as[nas++].callee = is_call && d == 0 && a == dicts[d] && (rl_ident *)rl_word_ptr(a->w[i - 1]) == df->callee_name;
        }
      }
    }
  }
  free(as);
  rl_oplist_free(&st);
}

/* ---- the driver ------------------------------------------------------------------------------- */

static void visit(rl_dataflow *df, rl_op *op) {
  if (!op->parent || !rl_dataflow_block_live(df, op->parent)) return;
  kind k = kind_of(df, op);
  rl_op *parent = rl_op_parent_op(op);
  kind pk = parent ? kind_of(df, parent) : K_NONE;
  if (k == K_CALL) {
    visit_call(df, op);
    return;
  }
  if (k == K_RETURN && pk == K_FUNC) { /* the calls of the function read its returns again */
    callee *ce = rl_ptrmap_get(&df->callees, parent);
    for (size_t i = 0; ce && i < ce->calls.n; i++) push(df, ce->calls.v[i]);
    return;
  }
  if (op->nsuccs) {
    visit_branch(df, op, (k >= K_BR && k <= K_SWITCH) || k >= K_LLVM_BR ? k : K_NONE);
    return;
  }
  const rl_region_branch *prb = parent ? branch_of(parent) : NULL, *rb = branch_of(op);
  if ((op->info->traits & RL_TRAIT_TERMINATOR) && prb) {
    visit_region_exit(df, op, parent, prb, (unsigned)(op->parent->parent - rl_op_regions(parent)));
    return;
  }
  if (rb) {
    visit_region_entry(df, op, rb);
    return;
  }
  if (op->nregions) {
    callee *ce = k == K_FUNC ? rl_ptrmap_get(&df->callees, op) : NULL;
    if (!ce || !ce->tracked)
      for (unsigned r = 0; r < op->nregions; r++) {
        rl_block *b = rl_op_regions(op)[r].first;
        if (!b) continue;
        mark_live(df, b);
        for (unsigned i = 0; i < b->nargs; i++) join(df, b->args[i], over);
      }
    results_over(df, op);
    return;
  }
  visit_fold(df, op);
}

rl_dataflow *rl_dataflow_constants(rl_context *c, rl_op *top) {
  rl_dataflow *df = rl_xcalloc(1, sizeof *df);
  df->c = c;
  df->top = top;
  for (int k = 1; k < K_NKINDS; k++) {
    rl_opinfo *oi = rl_opinfo_find_cstr(c, kind_names[k]);
    df->kinds[k] = oi && oi->registered ? oi : NULL;
  }
  df->callee_name = rl_ident_cstr(c, "callee");
  df->sym_visibility = rl_ident_cstr(c, "sym_visibility");
  df->sym_name = rl_ident_cstr(c, "sym_name");
  df->private_ = rl_ident_cstr(c, "private");
  df->nested = rl_ident_cstr(c, "nested");
  df->case_values = rl_ident_cstr(c, "case_values");
  df->case_segments = rl_ident_cstr(c, "case_operand_segments");
  find_callees(df, top);
  /* top's own blocks run, with arguments nothing is known of. */
  for (unsigned r = 0; r < top->nregions; r++) {
    rl_block *b = rl_op_regions(top)[r].first;
    if (!b) continue;
    mark_live(df, b);
    for (unsigned i = 0; i < b->nargs; i++) join(df, b->args[i], over);
  }
  /* LIFO, as each op's visit pushes what it touches. */
  while (df->work.n) {
    rl_op *op = df->work.v[--df->work.n];
    rl_ptrmap_put(&df->queued, op, NULL);
    visit(df, op);
  }
  return df;
}

void rl_dataflow_destroy(rl_dataflow *df) {
  if (!df) return;
  for (size_t i = 0; i < df->callees.cap; i++)
    if (df->callees.keys && df->callees.keys[i]) {
      callee *ce = df->callees.vals[i];
      rl_oplist_free(&ce->calls);
      free(ce);
    }
  rl_ptrmap_free(&df->callees);
  rl_ptrmap_free(&df->lat);
  rl_ptrmap_free(&df->live);
  rl_ptrmap_free(&df->queued);
  rl_oplist_free(&df->work);
  free(df->lats);
  free(df);
}
