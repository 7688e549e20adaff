/* --remove-dead-values, as MLIR 19 has it, on the liveness of
 * drivers/liveness.h: visiting ops children first, a private func.func
 * loses the arguments that are not live and the results no caller uses
 * (its calls follow); an scf op with regions is erased when it has no
 * effect and no live result, else loses the results, region arguments,
 * operands and yielded values that only feed one another and nothing live;
 * any other op with no effect and no live result is erased. The IR is left
 * as it is, with an error, when it holds branches, symbols other than
 * functions, or symbol users other than calls.
 * Not done: llvm.func (MLIR cleans any FunctionOpInterface op). */
#include <stdlib.h>
#include <string.h>

#include "core/attrs.h"
#include "core/context.h"
#include "core/opdef.h"
#include "core/ptrmap.h"
#include "core/symtab.h"
#include "core/types.h"
#include "core/verify.h"
#include "drivers/greedy.h"
#include "drivers/liveness.h"
#include "drivers/oplist.h"
#include "drivers/pass.h"

typedef struct rdv {
  rl_context *c;
  rl_liveness *l;
  rl_region_ops k;
  rl_opinfo *func, *call, *llvm_func, *llvm_call;
  rl_ident *callee, *function_type, *arg_attrs, *res_attrs, *sym_visibility, *segments;
  rl_ptrmap calls; /* func.func -> rl_oplist * of every func.call naming it */
  rl_oplist ops;   /* every op, children first: the order of the cleaning */
  rl_ptrmap at;    /* func.call -> its index in ops + 1 (calls are made again) */
} rdv;

/* MLIR's markLives: a value without state counts as live. */
static bool live(rdv *d, rl_value *v) { return v && rl_liveness_of(d->l, v) != 0; }

static void drop_uses(rl_value *v) {
  while (v->first_use) {
    rl_use *u = v->first_use;
    rl_op_set_operand(u->owner, (unsigned)(u - u->owner->operands), NULL);
  }
}

static void erase_operands(rl_context *c, rl_op *op, const bool *drop) {
  rl_value **vals = rl_xmalloc((op->noperands + 1) * sizeof *vals);
  unsigned n = 0;
  for (unsigned i = 0; i < op->noperands; i++)
    if (!drop[i]) vals[n++] = rl_op_operand(op, i);
  if (n != op->noperands) rl_op_set_operands(c, op, n, vals);
  free(vals);
}

/* MLIR's dropUsesAndEraseResults: op made again without the dropped
 * results (their uses dropped), its regions moved over; returns it. */
static rl_op *erase_results(rl_context *c, rl_op *op, const bool *drop) {
  unsigned n = 0;
  for (unsigned i = 0; i < op->nresults; i++) n += !drop[i];
  if (n == op->nresults) return op;
  rl_type **types = rl_xmalloc((n + 1) * sizeof *types);
  rl_value **ops = rl_xmalloc((op->noperands + 1) * sizeof *ops);
  rl_block **succs = rl_xmalloc((op->nsuccs + 1) * sizeof *succs);
  n = 0;
  for (unsigned i = 0; i < op->nresults; i++)
    if (!drop[i]) types[n++] = op->results[i].type;
  for (unsigned i = 0; i < op->noperands; i++) ops[i] = rl_op_operand(op, i);
  for (unsigned i = 0; i < op->nsuccs; i++) succs[i] = rl_op_succ(op, i);
  rl_op_state st = {.info = op->info, .loc = op->loc, .nresults = n, .result_types = types,
                    .noperands = op->noperands, .operands = ops, .nsuccs = op->nsuccs, .succs = succs,
                    .nregions = op->nregions, .props = op->props, .attrs = op->attrs};
  rl_op *nop = rl_op_create(c, &st);
  rl_op_insert_before(op, nop);
  for (unsigned r = 0; r < op->nregions; r++) rl_region_take_body(rl_op_region(nop, r), rl_op_region(op, r));
  n = 0;
  for (unsigned i = 0; i < op->nresults; i++)
    if (drop[i]) drop_uses(&op->results[i]);
    else rl_value_replace_all_uses(&op->results[i], &nop->results[n++]);
  rl_op_erase(c, op);
  free(types);
  free(ops);
  free(succs);
  return nop;
}

/* The entries of an array attribute but the dropped ones (NULL stays NULL). */
static rl_attr *prune_array(rl_context *c, rl_attr *a, const bool *drop, unsigned n) {
  if (!a || a->kind != RL_AT_ARRAY || a->n != n) return a;
  rl_attr **v = rl_xmalloc((n + 1) * sizeof *v);
  unsigned k = 0;
  for (unsigned i = 0; i < n; i++)
    if (!drop[i]) v[k++] = rl_word_ptr(a->w[i]);
  rl_attr *r = rl_attr_array(c, k, v);
  free(v);
  return r;
}

/* MLIR's cleanFuncOp. */
static void clean_func(rdv *d, rl_op *f) {
  rl_attr *vis = rl_op_get_prop(f, d->sym_visibility);
  if (!vis || vis->kind != RL_AT_STRING || !strcmp(rl_attr_string_ident(vis)->str, "public")) return;
  rl_block *entry = f->nregions ? rl_op_region(f, 0)->first : NULL;
  if (!entry) return;
  rl_context *c = d->c;
  rl_type *ft = rl_attr_type_value(rl_op_get_prop(f, d->function_type));
  unsigned nin = rl_type_func_num_inputs(ft), nout = rl_type_func_num_results(ft);
  rl_oplist *calls = rl_ptrmap_get(&d->calls, f);

  /* Arguments, and the call operands they come from. */
  if (entry->nargs != nin) return;
  bool *dead_args = rl_xcalloc(nin + 1, sizeof *dead_args);
  for (unsigned i = 0; i < entry->nargs; i++) dead_args[i] = !live(d, entry->args[i]);
  for (unsigned i = 0; i < entry->nargs; i++)
    if (dead_args[i]) drop_uses(entry->args[i]);
  for (unsigned i = entry->nargs; i-- > 0;)
    if (dead_args[i]) rl_block_erase_arg(c, entry, i);
  for (size_t j = 0; calls && j < calls->n; j++) {
    rl_op *call = calls->v[j];
    bool *drop = rl_xcalloc(call->noperands + 1, sizeof *drop);
    for (unsigned i = 0; i < call->noperands && i < nin; i++) drop[i] = dead_args[i];
    erase_operands(c, call, drop);
    free(drop);
  }

  /* Results no caller uses (all of them when there is no caller). */
  rl_op *last = rl_op_region(f, 0)->last->last;
  unsigned nrets = last ? last->noperands : 0;
  bool *dead_rets = rl_xmalloc((nrets + 1) * sizeof *dead_rets);
  for (unsigned i = 0; i < nrets; i++) dead_rets[i] = true;
  for (size_t j = 0; calls && j < calls->n; j++)
    for (unsigned i = 0; i < nrets && i < calls->v[j]->nresults; i++)
      dead_rets[i] = dead_rets[i] && !live(d, &calls->v[j]->results[i]);
  for (rl_block *b = rl_op_region(f, 0)->first; b; b = b->next)
    if (b->last && b->last->noperands == nrets) erase_operands(c, b->last, dead_rets);

  /* The signature. */
  rl_type **in = rl_xmalloc((nin + 1) * sizeof *in), **out = rl_xmalloc((nout + 1) * sizeof *out);
  unsigned kin = 0, kout = 0;
  for (unsigned i = 0; i < nin; i++)
    if (!dead_args[i]) in[kin++] = rl_type_func_input(ft, i);
  for (unsigned i = 0; i < nout; i++)
    if (!(i < nrets && dead_rets[i])) out[kout++] = rl_type_func_result(ft, i);
  rl_op_set_prop(c, f, d->function_type, rl_attr_type(c, rl_type_function(c, kin, in, kout, out)));
  rl_attr *aa = rl_op_get_prop(f, d->arg_attrs), *ra = rl_op_get_prop(f, d->res_attrs);
  if (aa) rl_op_set_prop(c, f, d->arg_attrs, prune_array(c, aa, dead_args, nin));
  if (ra && nout == nrets) rl_op_set_prop(c, f, d->res_attrs, prune_array(c, ra, dead_rets, nout));
  for (size_t j = 0; calls && j < calls->n; j++)
    if (calls->v[j]->nresults == nrets) {
      rl_op *old = calls->v[j];
      uintptr_t at = (uintptr_t)rl_ptrmap_get(&d->at, old);
      calls->v[j] = erase_results(c, old, dead_rets);
      if (at) d->ops.v[at - 1] = calls->v[j];
    }
  free(in);
  free(out);
  free(dead_args);
  free(dead_rets);
}

/* MLIR's cleanRegionBranchOp: what to keep of results, region arguments,
 * operands and terminator operands, grown to a fixed point (a kept value
 * keeps what it forwards to and what forwards to it). */
typedef struct keep {
  bool *results, *operands;
  bool *args[RL_REGION_SUCCS_MAX];  /* per region, its entry block's arguments */
  bool *terms[RL_REGION_SUCCS_MAX]; /* per region, its terminator's operands */
} keep;

static bool *input_slot(keep *k, const rl_region_succ *s, unsigned i) {
  return s->to < 0 ? &k->results[s->in_first + i] : &k->args[s->to][s->in_first + i];
}

static rl_op *region_term(rl_op *op, unsigned r) {
  rl_block *b = rl_op_region(op, r)->first;
  return b ? b->last : NULL;
}

static void clean_region_op(rdv *d, rl_op *op) {
  rl_context *c = d->c;
  bool any_live = false;
  for (unsigned i = 0; i < op->nresults && !any_live; i++) any_live = live(d, &op->results[i]);
  if (rl_op_is_memory_effect_free(op) && !any_live) {
    rl_op_erase(c, op);
    return;
  }
  unsigned nr = op->nregions < RL_REGION_SUCCS_MAX ? op->nregions : RL_REGION_SUCCS_MAX;
  keep k = {0};
  k.results = rl_xcalloc(op->nresults + 1, sizeof(bool));
  k.operands = rl_xcalloc(op->noperands + 1, sizeof(bool));
  for (unsigned i = 0; i < op->nresults; i++) k.results[i] = live(d, &op->results[i]);
  rl_region_succ s[RL_REGION_SUCCS_MAX];
  for (unsigned r = 0; r < nr; r++) {
    rl_block *b = rl_op_region(op, r)->first;
    rl_op *t = region_term(op, r);
    k.args[r] = rl_xcalloc((b ? b->nargs : 0) + 1, sizeof(bool));
    k.terms[r] = rl_xcalloc((t ? t->noperands : 0) + 1, sizeof(bool));
    /* Arguments no successor feeds (scf.for's induction variable) stay. */
    bool *fed = rl_xcalloc((b ? b->nargs : 0) + 1, sizeof(bool));
    for (int from = -1; from < (int)nr; from++) {
      unsigned ns = rl_region_succs(&d->k, op, from, s);
      for (unsigned j = 0; j < ns; j++)
        if (s[j].to == (int)r)
          for (unsigned i = 0; i < s[j].n; i++) fed[s[j].in_first + i] = true;
    }
    for (unsigned i = 0; b && i < b->nargs; i++) k.args[r][i] = !fed[i] || live(d, b->args[i]);
    free(fed);
    /* Terminator operands that go nowhere stay. */
    for (unsigned i = 0; t && i < t->noperands; i++) k.terms[r][i] = true;
    unsigned ns = rl_region_succs(&d->k, op, (int)r, s);
    for (unsigned j = 0; j < ns; j++)
      for (unsigned i = 0; i < s[j].n; i++) k.terms[r][s[j].first + i] = false;
  }
  for (unsigned i = 0; i < op->noperands; i++) k.operands[i] = true;
  unsigned ns = rl_region_succs(&d->k, op, -1, s);
  for (unsigned j = 0; j < ns; j++)
    for (unsigned i = 0; i < s[j].n; i++) k.operands[s[j].first + i] = false;

  for (bool changed = true; changed;) {
    changed = false;
    for (int from = -1; from < (int)nr; from++) {
      bool *vals = from < 0 ? k.operands : k.terms[from];
      unsigned n = rl_region_succs(&d->k, op, from, s);
      for (unsigned j = 0; j < n; j++)
        for (unsigned i = 0; i < s[j].n; i++) vals[s[j].first + i] |= *input_slot(&k, &s[j], i);
    }
    for (int from = -1; from < (int)nr; from++) {
      bool *vals = from < 0 ? k.operands : k.terms[from];
      unsigned n = rl_region_succs(&d->k, op, from, s);
      for (unsigned j = 0; j < n; j++)
        for (unsigned i = 0; i < s[j].n; i++) {
          bool *in = input_slot(&k, &s[j], i);
          if (vals[s[j].first + i] && !*in) *in = changed = true;
        }
    }
  }

  for (unsigned r = 0; r < nr; r++) { /* arguments, then what terminators yield */
    rl_block *b = rl_op_region(op, r)->first;
    for (unsigned i = 0; b && i < b->nargs; i++)
      if (!k.args[r][i]) drop_uses(b->args[i]);
    for (unsigned i = b ? b->nargs : 0; i-- > 0;)
      if (!k.args[r][i]) rl_block_erase_arg(c, b, i);
  }
  for (unsigned r = 0; r < nr; r++) {
    rl_op *t = region_term(op, r);
    if (!t) continue;
    bool *drop = rl_xcalloc(t->noperands + 1, sizeof *drop);
    for (unsigned i = 0; i < t->noperands; i++) drop[i] = !k.terms[r][i];
    erase_operands(c, t, drop);
    free(drop);
  }
  bool *drop = rl_xcalloc((op->noperands > op->nresults ? op->noperands : op->nresults) + 1, sizeof *drop);
  for (unsigned i = 0; i < op->noperands; i++) drop[i] = !k.operands[i];
  erase_operands(c, op, drop);
  for (unsigned i = 0; i < op->nresults; i++) drop[i] = !k.results[i];
  erase_results(c, op, drop);
  free(drop);
  free(k.results);
  free(k.operands);
  for (unsigned r = 0; r < nr; r++) free(k.args[r]), free(k.terms[r]);
}

/* Ops children first, siblings in order (MLIR's post-order walk). */
static void post_order(rl_op *top, rl_oplist *out) {
  rl_oplist stack = {0};
  rl_oplist_push(&stack, top);
  while (stack.n) {
    rl_op *op = stack.v[stack.n - 1];
    uintptr_t tagged = (uintptr_t)op;
    if (tagged & 1) { /* expanded: emit */
      stack.n--;
      rl_oplist_push(out, (rl_op *)(tagged & ~(uintptr_t)1));
      continue;
    }
    stack.v[stack.n - 1] = (rl_op *)(tagged | 1);
    for (unsigned r = op->nregions; r-- > 0;)
      for (rl_block *b = rl_op_region(op, r)->last; b; b = b->prev)
        for (rl_op *x = b->last; x; x = x->prev) rl_oplist_push(&stack, x);
  }
  rl_oplist_free(&stack);
}

static bool is_function(rdv *d, const rl_op *op) { return op->info == d->func || op->info == d->llvm_func; }
static bool is_call(rdv *d, const rl_op *op) { return op->info == d->call || op->info == d->llvm_call; }

static bool rdv_run(rl_context *c, rl_op *top, void *config) {
  (void)config;
  rdv d = {.c = c};
  rl_region_ops_init(c, &d.k);
  d.func = rl_opinfo_find_cstr(c, "func.func");
  d.call = rl_opinfo_find_cstr(c, "func.call");
  d.llvm_func = rl_opinfo_find_cstr(c, "llvm.func");
  d.llvm_call = rl_opinfo_find_cstr(c, "llvm.call");
  d.callee = rl_ident_cstr(c, "callee");
  d.function_type = rl_ident_cstr(c, "function_type");
  d.arg_attrs = rl_ident_cstr(c, "arg_attrs");
  d.res_attrs = rl_ident_cstr(c, "res_attrs");
  d.segments = rl_ident_cstr(c, "operandSegmentSizes");
  d.sym_visibility = rl_context_ident(c, RL_ID_SYM_VISIBILITY);

  post_order(top, &d.ops);
  rl_oplist ops = d.ops;
  for (size_t i = 0; i < ops.n; i++) { /* IR the pass can work on */
    rl_op *op = ops.v[i];
    const rl_opdef *def = op->info->def;
    if (op->nsuccs || (rl_symbol_name(op) && !is_function(&d, op)) ||
        (def && def->verify_uses && !is_call(&d, op) && !is_function(&d, op))) {
      rl_op_emit_plain_error(
          op, "cannot optimize an IR with non-function symbol ops, non-call symbol user ops or branch ops\n");
      rl_oplist_free(&d.ops);
      return true;
    }
  }

  d.l = rl_liveness_run(c, top);
  for (size_t i = 0; i < ops.n; i++) { /* the calls of each function */
    rl_op *op = ops.v[i];
    if (op->info != d.call) continue;
    rl_attr *ref = rl_op_get_prop(op, d.callee);
    rl_op *t = rl_symbol_table_of(op);
    rl_op *f = ref && ref->kind == RL_AT_SYMREF && t ? rl_symbol_table_lookup(t, rl_word_ptr(ref->w[0])) : NULL;
    if (!f || f->info != d.func) continue;
    rl_oplist *calls = rl_ptrmap_get(&d.calls, f);
    if (!calls) rl_ptrmap_put(&d.calls, f, calls = rl_xcalloc(1, sizeof *calls));
    rl_oplist_push(calls, op);
    rl_ptrmap_put(&d.at, op, (void *)(uintptr_t)(i + 1));
  }
  for (size_t i = 0; i < ops.n; i++) {
    rl_op *op = d.ops.v[i];
    if (op == top || is_call(&d, op)) continue; /* calls change with their callee */
    if (op->info == d.func) clean_func(&d, op);
    /* An op whose operand groups are sized by a property (affine.for,
     * where MLIR 19 crashes) keeps its operands. */
    else if (rl_region_ops_known(&d.k, op) && !rl_op_get_prop(op, d.segments)) clean_region_op(&d, op);
    else if (rl_region_ops_known(&d.k, op)) continue;
    else if ((op->info->traits & RL_TRAIT_TERMINATOR) || is_function(&d, op)) continue;
    else {
      bool any_live = false;
      for (unsigned r = 0; r < op->nresults && !any_live; r++) any_live = live(&d, &op->results[r]);
      if (!any_live && rl_op_is_memory_effect_free(op)) {
        for (unsigned r = 0; r < op->nresults; r++) drop_uses(&op->results[r]);
        rl_op_erase(c, op);
      }
    }
  }
  for (size_t i = 0; i < d.calls.cap; i++)
    if (d.calls.keys && d.calls.keys[i] && d.calls.vals[i]) {
      rl_oplist_free(d.calls.vals[i]);
      free(d.calls.vals[i]);
    }
  rl_ptrmap_free(&d.calls);
  rl_liveness_destroy(d.l);
  rl_ptrmap_free(&d.at);
  rl_oplist_free(&d.ops);
  return true;
}

const rl_pass_info rl_remove_dead_values_pass = {
    .name = "remove-dead-values",
    .display = "RemoveDeadValues",
    .summary = "Remove dead values",
    .run = rdv_run};
