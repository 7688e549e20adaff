/* The liveness analysis of drivers/liveness.h. MLIR's backward rules become
 * a graph: "if X is live, Y is live" edges between values (and ops, where
 * "the op is live" means "one of its results is"), and roots that are live
 * outright; liveness then spreads from the roots with a worklist. No
 * recursion. */
#include <stdlib.h>
#include <string.h>

#include "core/attrs.h"
#include "core/context.h"
#include "core/ptrmap.h"
#include "core/symtab.h"
#include "drivers/dataflow.h"
#include "drivers/greedy.h"
#include "drivers/liveness.h"
#include "drivers/oplist.h"

/* ---- region control flow ------------------------------------------------------------------ */

void rl_region_ops_init(rl_context *c, rl_region_ops *k) {
  (void)c;
  k->unused = 0;
}

/* The op's RegionBranch<...> declaration (core/opdef.h), or NULL. */
static const rl_region_branch *branch_of(const rl_op *op) {
  const rl_opdef *d = op->info ? op->info->def : NULL;
  return d && d->region_branch.kind != RL_RF_NONE ? &d->region_branch : NULL;
}

bool rl_region_ops_known(const rl_region_ops *k, const rl_op *op) {
  (void)k;
  return branch_of(op) != NULL;
}

unsigned rl_region_succs(const rl_region_ops *k, rl_op *op, int from, rl_region_succ *out) {
  (void)k;
  const rl_region_branch *rb = branch_of(op);
  if (!rb) return 0;
  unsigned n = 0;
  rl_op *term = from >= 0 && rl_op_region(op, (unsigned)from)->first ? rl_op_region(op, (unsigned)from)->first->last : NULL;
  unsigned tn = term ? term->noperands : 0, gn = 0, g0 = 0;
  if (rb->operand >= 0 && (rb->kind == RL_RF_LOOP || rb->kind == RL_RF_WHILE))
    g0 = rl_op_operand_group(op, (unsigned)rb->operand, &gn);
  switch (rb->kind) {
  case RL_RF_IF:
  case RL_RF_ONCE:
  case RL_RF_SWITCH:
    if (from >= 0) {
      out[n++] = (rl_region_succ){-1, 0, tn, 0};
      return n;
    }
    /* Every region may run; an if without else may run none. */
    for (unsigned r = 0; r < op->nregions && n + 1 < RL_REGION_SUCCS_MAX; r++)
      if (rl_op_region(op, r)->first) out[n++] = (rl_region_succ){(int)r, 0, 0, 0};
      else if (rb->kind == RL_RF_IF) out[n++] = (rl_region_succ){-1, 0, 0, 0};
    return n;
  case RL_RF_LOOP: { /* the forwarded group, to the body's last arguments (after an induction variable) */
    unsigned first = from >= 0 ? 0 : g0, cnt = from >= 0 ? tn : gn;
    rl_block *b = rl_op_region(op, 0)->first;
    unsigned skip = b && b->nargs > cnt ? b->nargs - cnt : 0;
    out[n++] = (rl_region_succ){0, first, cnt, skip};
    out[n++] = (rl_region_succ){-1, first, cnt, 0};
    return n;
  }
  case RL_RF_WHILE: /* before region 0 (its terminator's first operand decides), after region 1 */
    if (from < 0) out[n++] = (rl_region_succ){0, g0, gn, 0};
    else if (from == 0) {
      out[n++] = (rl_region_succ){1, 1, tn ? tn - 1 : 0, 0};
      out[n++] = (rl_region_succ){-1, 1, tn ? tn - 1 : 0, 0};
    } else out[n++] = (rl_region_succ){0, 0, tn, 0};
    return n;
  default: return 0;
  }
}

/* ---- the graph ------------------------------------------------------------------------------ */

enum { CREATED = 1, LIVE = 2 };

struct rl_liveness {
  rl_ptrmap state;        /* value or op -> CREATED | LIVE */
  rl_ptrmap head;         /* node -> first edge + 1 */
  void **to;              /* edge targets */
  uint32_t *next;         /* next edge of the same node + 1 */
  size_t nedges, capedges;
  rl_oplist work;         /* live nodes whose edges are not followed yet (values cast) */
  rl_region_ops k;
  rl_opinfo *func, *call, *ret;
  rl_ident *callee, *sym_visibility;
  rl_ptrmap calls;        /* func.func -> rl_oplist * of the calls naming it (in code that may run) */
};

static uintptr_t flags(const rl_liveness *l, const void *n) { return (uintptr_t)rl_ptrmap_get(&l->state, n); }
static void create(rl_liveness *l, const void *n) {
  if (!flags(l, n)) rl_ptrmap_put(&l->state, n, (void *)(uintptr_t)CREATED);
}
static void root(rl_liveness *l, void *n) {
  uintptr_t f = flags(l, n);
  if (f & LIVE) return;
  rl_ptrmap_put(&l->state, n, (void *)(uintptr_t)(f | CREATED | LIVE));
  rl_oplist_push(&l->work, (rl_op *)n);
}
/* If `from` is live, `to` is. */
static void edge(rl_liveness *l, void *from, void *to) {
  create(l, from);
  create(l, to);
  if (l->nedges == l->capedges) {
    l->capedges = l->capedges ? 2 * l->capedges : 256;
    l->to = rl_xrealloc(l->to, l->capedges * sizeof *l->to);
    l->next = rl_xrealloc(l->next, l->capedges * sizeof *l->next);
  }
  l->to[l->nedges] = to;
  l->next[l->nedges] = (uint32_t)(uintptr_t)rl_ptrmap_get(&l->head, from);
  rl_ptrmap_put(&l->head, from, (void *)(uintptr_t)++l->nedges);
}

/* MLIR's visitOperation on `op` with the operands `vals`: operands of an
 * op with memory effects are live; a live result makes them live. */
static void visit_operation(rl_liveness *l, rl_op *op, rl_value *const *vals, unsigned n, bool effects) {
  for (unsigned i = 0; i < n; i++)
    if (vals[i]) {
      create(l, vals[i]);
      if (effects) root(l, vals[i]);
    }
  for (unsigned r = 0; r < op->nresults; r++) {
    create(l, &op->results[r]);
    if (n) edge(l, &op->results[r], op);
  }
  if (op->nresults)
    for (unsigned i = 0; i < n; i++)
      if (vals[i]) edge(l, op, vals[i]);
}

static bool effect_free(const rl_op *op) { return rl_op_is_memory_effect_free(op); }

/* MLIR's visitBranchOperand: an operand of a region op (or of a terminator
 * in one) that goes to no region: live when the regions hold an op with
 * memory effects, or as the op's (and the parent's) results make it. */
static void branch_operand(rl_liveness *l, rl_op *op, rl_value *v, bool is_term) {
  if (!v) return;
  rl_op *holder = is_term ? rl_op_parent_op(op) : op;
  bool effects = false;
  for (unsigned r = 0; r < holder->nregions && !effects; r++)
    for (rl_block *b = rl_op_region(holder, r)->first; b && !effects; b = b->next)
      for (rl_op *o = b->first; o && !effects; o = o->next) effects = !effect_free(o);
  if (effects) root(l, v);
  visit_operation(l, op, &v, 1, !effect_free(op));
  if (is_term) visit_operation(l, holder, &v, 1, !effect_free(holder));
}

static rl_op *callee_of(rl_liveness *l, rl_op *call) {
  rl_attr *ref = rl_op_get_prop(call, l->callee);
  if (!ref || ref->kind != RL_AT_SYMREF || ref->n != 1) return NULL;
  rl_op *t = rl_symbol_table_of(call);
  rl_op *f = t ? rl_symbol_table_lookup(t, rl_word_ptr(ref->w[0])) : NULL;
  return f && f->info == l->func ? f : NULL;
}

/* A value an op uses, for forwarding: the operand, created. */
static void forward(rl_liveness *l, rl_value *input, rl_value *operand) {
  if (input && operand) edge(l, input, operand);
}

static void visit(rl_liveness *l, rl_op *op) {
  for (unsigned i = 0; i < op->noperands; i++)
    if (rl_op_operand(op, i)) create(l, rl_op_operand(op, i));
  for (unsigned r = 0; r < op->nresults; r++) create(l, &op->results[r]);
  rl_op *parent = rl_op_parent_op(op);
  rl_region_succ s[RL_REGION_SUCCS_MAX];

  if (rl_region_ops_known(&l->k, op)) { /* operands into regions and results */
    bool *fwd = rl_xcalloc(op->noperands + 1, sizeof *fwd);
    unsigned ns = rl_region_succs(&l->k, op, -1, s);
    for (unsigned j = 0; j < ns; j++)
      for (unsigned i = 0; i < s[j].n; i++) {
        rl_value *in = s[j].to < 0 ? &op->results[s[j].in_first + i]
                                   : rl_op_region(op, (unsigned)s[j].to)->first->args[s[j].in_first + i];
        forward(l, in, rl_op_operand(op, s[j].first + i));
        fwd[s[j].first + i] = true;
      }
    for (unsigned i = 0; i < op->noperands; i++)
      if (!fwd[i]) branch_operand(l, op, rl_op_operand(op, i), false);
    free(fwd);
    return;
  }
  if ((op->info->traits & RL_TRAIT_TERMINATOR) && parent && rl_region_ops_known(&l->k, parent)) {
    int from = (int)(op->parent->parent - rl_op_region(parent, 0));
    bool *fwd = rl_xcalloc(op->noperands + 1, sizeof *fwd);
    unsigned ns = rl_region_succs(&l->k, parent, from, s);
    for (unsigned j = 0; j < ns; j++)
      for (unsigned i = 0; i < s[j].n; i++) {
        rl_value *in = s[j].to < 0 ? &parent->results[s[j].in_first + i]
                                   : rl_op_region(parent, (unsigned)s[j].to)->first->args[s[j].in_first + i];
        forward(l, in, rl_op_operand(op, s[j].first + i));
        fwd[s[j].first + i] = true;
      }
    for (unsigned i = 0; i < op->noperands; i++)
      if (!fwd[i]) branch_operand(l, op, rl_op_operand(op, i), true);
    free(fwd);
    return;
  }
  if ((op->info->traits & RL_TRAIT_TERMINATOR) && parent && parent->nregions && !parent->info->registered) {
    /* Control flow rulir does not know: what leaves the region is live. */
    for (unsigned i = 0; i < op->noperands; i++)
      if (rl_op_operand(op, i)) root(l, rl_op_operand(op, i));
    return;
  }
  if (op->info == l->call) {
    rl_op *f = callee_of(l, op);
    rl_block *entry = f && f->nregions ? rl_op_region(f, 0)->first : NULL;
    if (entry) { /* the arguments flow back into the operands */
      for (unsigned i = 0; i < op->noperands; i++)
        if (i < entry->nargs) forward(l, entry->args[i], rl_op_operand(op, i));
        else if (rl_op_operand(op, i)) root(l, rl_op_operand(op, i));
      return;
    }
  }
  if (op->info == l->ret && parent && parent->info == l->func) {
    rl_oplist *calls = rl_ptrmap_get(&l->calls, parent);
    rl_attr *vis = rl_op_get_prop(parent, l->sym_visibility);
    bool known = vis && vis->kind == RL_AT_STRING && strcmp(rl_attr_string_ident(vis)->str, "public");
    for (unsigned i = 0; i < op->noperands; i++) {
      rl_value *v = rl_op_operand(op, i);
      if (!v) continue;
      if (!known) root(l, v);
      else
        for (size_t j = 0; calls && j < calls->n; j++)
          if (i < calls->v[j]->nresults) forward(l, &calls->v[j]->results[i], v);
    }
    return;
  }
  if (op->nsuccs) { /* branches (MLIR's finer rule is not modelled): all live */
    for (unsigned i = 0; i < op->noperands; i++)
      if (rl_op_operand(op, i)) root(l, rl_op_operand(op, i));
    return;
  }
  /* The generic rule, on all operands. */
  rl_value *small[8], **vals = op->noperands <= 8 ? small : rl_xmalloc(op->noperands * sizeof *vals);
  for (unsigned i = 0; i < op->noperands; i++) vals[i] = rl_op_operand(op, i);
  visit_operation(l, op, vals, op->noperands, !effect_free(op));
  if (vals != small) free(vals);
}

rl_liveness *rl_liveness_run(rl_context *c, rl_op *top) {
  rl_liveness *l = rl_xcalloc(1, sizeof *l);
  rl_region_ops_init(c, &l->k);
  l->func = rl_opinfo_find_cstr(c, "func.func");
  l->call = rl_opinfo_find_cstr(c, "func.call");
  l->ret = rl_opinfo_find_cstr(c, "func.return");
  l->callee = rl_ident_cstr(c, "callee");
  l->sym_visibility = rl_context_ident(c, RL_ID_SYM_VISIBILITY);
  rl_dataflow *df = rl_dataflow_constants(c, top);

  /* The ops that may run, in walk order; the calls of each function. */
  rl_oplist ops = {0}, stack = {0};
  rl_oplist_push(&stack, top);
  while (stack.n) {
    rl_op *op = stack.v[--stack.n];
    if (op != top) rl_oplist_push(&ops, op);
    if (op->info == l->call && l->call) {
      rl_op *f = callee_of(l, op);
      if (f) {
        rl_oplist *calls = rl_ptrmap_get(&l->calls, f);
        if (!calls) rl_ptrmap_put(&l->calls, f, calls = rl_xcalloc(1, sizeof *calls));
        rl_oplist_push(calls, op);
      }
    }
    for (unsigned r = op->nregions; r-- > 0;)
      for (rl_block *b = rl_op_region(op, r)->last; b; b = b->prev)
        if (op == top || rl_dataflow_block_live(df, b))
          for (rl_op *x = b->last; x; x = x->prev) rl_oplist_push(&stack, x);
  }
  for (size_t i = 0; i < ops.n; i++) visit(l, ops.v[i]);

  /* Spread liveness from the roots. */
  while (l->work.n) {
    void *n = (void *)l->work.v[--l->work.n];
    for (uint32_t e = (uint32_t)(uintptr_t)rl_ptrmap_get(&l->head, n); e; e = l->next[e - 1]) root(l, l->to[e - 1]);
  }

  for (size_t i = 0; i < l->calls.cap; i++)
    if (l->calls.keys && l->calls.keys[i] && l->calls.vals[i]) {
      rl_oplist_free(l->calls.vals[i]);
      free(l->calls.vals[i]);
    }
  rl_ptrmap_free(&l->calls);
  rl_oplist_free(&ops);
  rl_oplist_free(&stack);
  rl_dataflow_destroy(df);
  return l;
}

int rl_liveness_of(const rl_liveness *l, rl_value *v) {
  uintptr_t f = flags(l, v);
  return !f ? -1 : (f & LIVE) ? 1 : 0;
}

void rl_liveness_destroy(rl_liveness *l) {
  if (!l) return;
  rl_ptrmap_free(&l->state);
  rl_ptrmap_free(&l->head);
  free(l->to);
  free(l->next);
  rl_oplist_free(&l->work);
  free(l);
}
