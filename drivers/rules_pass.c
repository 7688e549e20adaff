/* Conversion passes declared in .rules files: registration, options, and a
 * run (target, type converter and patterns built from the declaration, then
 * the conversion driver). See rules_pass.h. */
#include "drivers/rules_pass.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "core/diag.h"
#include "core/parser.h"
#include "core/types.h"
#include "drivers/conversion.h"
#include "drivers/greedy.h"
#include "drivers/intrange.h"
#include "drivers/parallel.h"
#include "drivers/pass.h"

static FILE *g_debug;

/* Every registered rule-declared pass, for `include "other-pass";`. */
enum { MAX_RULE_PASSES = 128, MAX_INCLUDED = 32 };
static const rl_rules_pass *g_defs[MAX_RULE_PASSES];
static unsigned g_ndefs;

static const rl_rules_pass *find_def(const char *name) {
  for (unsigned i = 0; i < g_ndefs; i++)
    if (!strcmp(g_defs[i]->name, name)) return g_defs[i];
  return NULL;
}

/* d and the passes it includes, transitively, each once, d first. */
static bool collect(const rl_rules_pass *d, const rl_rules_pass **out, unsigned *n, rl_context *c, rl_op *op) {
  for (unsigned i = 0; i < *n; i++)
    if (out[i] == d) return true;
  if (*n == MAX_INCLUDED) return true;
  out[(*n)++] = d;
  for (unsigned i = 0; i < d->nincludes; i++) {
    const rl_rules_pass *inc = find_def(d->includes[i]);
    if (!inc) {
      rl_emit_error(c, op->loc, "pass '%s' (%s:%u) includes '%s', which is not a pass declared in a rules file",
                    d->name, d->file, d->line, d->includes[i]);
      return false;
    }
    if (!collect(inc, out, n, c, op)) return false;
  }
  return true;
}

void rl_rules_pass_set_debug(FILE *f) { g_debug = f; }
FILE *rl_rules_pass_debug(void) { return g_debug; }

/* One registered pass: the pass record pass.c keeps, and its declaration. */
typedef struct reg {
  rl_pass_info info;
  const rl_rules_pass *def;
  rl_pass_option options[]; /* one per declared option, each in a slot of the config */
} reg;

/* A run's configuration: the option values, one slot each. */
typedef struct config {
  const rl_rules_pass *def;
  const rl_pass_option *opts; /* its options (reg's) */
  bool no_fold;       /* a rules file's `test ... nofold` */
  rl_opt_list slots[]; /* room for any option's value */
} config;

/* ---- the type converter from typemaps -------------------------------------- */

typedef struct tmap {
  const rl_rules_typemap *m;
  rl_type_pred pred;
  rl_type *src, *dst; /* parsed literals */
  rl_context *c;
} tmap;

static rl_type_conv_result convert_by_typemap(void *ud, rl_type_converter *tc, rl_type *t, rl_type **out,
                                              unsigned *n) {
  (void)tc;
  const tmap *tm = ud;
  if (tm->pred ? !tm->pred(t) : t != tm->src) return RL_TYPE_CONV_NEXT;
  if (tm->dst) {
    out[0] = tm->dst;
  } else if (tm->m->helper) {
    rl_mval arg = {t, 0, 0}, res = {0};
    /* A helper may look for its rewriter (rl_m_rewriter): give it an idle one. */
    rl_rewriter rw;
    rl_rewriter_init(&rw, tm->c, NULL);
    if (!tm->m->helper(tm->c, &rw.b, &arg, &res) || !res.p) return RL_TYPE_CONV_FAIL;
    out[0] = res.p;
  } else {
    out[0] = t;
  }
  *n = 1;
  return RL_TYPE_CONV_OK;
}

/* A `materialize KIND H;` helper, as the type converter calls it. */
typedef struct mat_helper {
  rl_rule_native_fn fn;
} mat_helper;

static rl_value *materialize_by_helper(void *ud, rl_rewriter *rw, rl_type *to, rl_value *const *inputs,
                                       unsigned ninputs, rl_attr *loc) {
  const mat_helper *h = ud;
  rl_mval in[3] = {{to, 0, 0}, {(void *)inputs, RL_MRANGE_ARRAY, ninputs}, {loc, 0, 0}}, out = {0};
  return h->fn(rw->b.ctx, &rw->b, in, &out) ? out.p : NULL;
}

/* Some pattern of set is rooted at an op of dialect d. */
static bool lowers_dialect(const rl_pattern_set *set, const char *d) {
  size_t n = strlen(d);
  for (unsigned i = 0; i < rl_pattern_set_size(set); i++) {
    const rl_opinfo *r = rl_pattern_set_at(set, i)->root;
    if (r && !strncmp(r->name->str, d, n) && r->name->str[n] == '.') return true;
  }
  return false;
}

/* Whether pattern p's root op is of a dialect in the comma-separated list. */
static bool root_in_list(const rl_pattern *p, const char *list) {
  if (!p->root) return false;
  const rl_ident *name = p->root->name;
  const char *dot = memchr(name->str, '.', name->len);
  size_t n = dot ? (size_t)(dot - name->str) : name->len;
  for (const char *q = list; q;) {
    const char *e = strchr(q, ',');
    size_t k = e ? (size_t)(e - q) : strlen(q);
    if (k == n && !memcmp(q, name->str, n)) return true;
    q = e ? e + 1 : NULL;
  }
  return false;
}

/* MLIR's `filter-dialects` option (convert-to-llvm's): only the patterns of
 * the dialects listed run, the rest of the pass as declared. Out of set,
 * into *out (a new set); false, with MLIR's message, for a name that is no
 * dialect or one with no pattern in the pass. */
static bool filter_dialects(rl_context *c, rl_op *op, const rl_pattern_set *set, const char *list,
                            rl_pattern_set **out) {
  for (const char *q = list; q;) {
    const char *e = strchr(q, ',');
    size_t k = e ? (size_t)(e - q) : strlen(q);
    char name[128];
    snprintf(name, sizeof name, "%.*s", (int)(k < sizeof name ? k : sizeof name - 1), q);
    if (!rl_context_dialect_loaded(c, rl_ident_cstr(c, name))) {
      rl_emit_error(c, op->loc, "dialect not loaded: %s", name);
      return false;
    }
    if (!lowers_dialect(set, name)) {
      rl_emit_error(c, op->loc, "dialect does not implement ConvertToLLVMPatternInterface: %s", name);
      return false;
    }
    q = e ? e + 1 : NULL;
  }
  *out = rl_pattern_set_create();
  for (unsigned i = 0; i < rl_pattern_set_size(set); i++)
    if (root_in_list(rl_pattern_set_at(set, i), list)) rl_pattern_set_add(*out, rl_pattern_set_at(set, i));
  return true;
}

/* ---- dynamic legality ---------------------------------------------------------- */

static bool dynamic_legal(void *ud, rl_op *op) {
  const rl_rules_pass_target *e = ud;
  rl_mval arg = {op, 0, 0};
  return e->dyn(rl_op_context(op), &arg);
}

/* `dynamic ... where TypesLegal`: MLIR's TypeConverter::isLegal(op) under
 * the pass's typemaps (ud): every operand, result and block-argument type
 * converts to itself, and so does a function_type's every type (a
 * function declaration has no block to say so). */
static bool types_legal(void *ud, rl_op *op) {
  rl_type_converter *tc = ud;
  if (!tc) return true;
  if (!rl_op_types_legal(tc, op)) return false;
  rl_attr *ft = op->props ? rl_attr_dict_get(op->props, rl_ident_cstr(rl_op_context(op), "function_type")) : NULL;
  if (!ft || ft->kind != RL_AT_TYPE) return true;
  rl_type *f = rl_attr_type_value(ft);
  if (rl_type_kind_of(f) != RL_TY_FUNCTION) return true;
  for (unsigned i = 0; i < rl_type_func_num_inputs(f); i++)
    if (!rl_type_is_legal(tc, rl_type_func_input(f, i))) return false;
  for (unsigned i = 0; i < rl_type_func_num_results(f); i++)
    if (!rl_type_is_legal(tc, rl_type_func_result(f, i))) return false;
  return true;
}

static bool drop_attr(rl_op *op, void *ud) {
  if (op->attrs && rl_op_get_attr(op, ud)) rl_op_set_attr(rl_op_context(op), op, ud, NULL);
  return true;
}

/* `marker "NAME";`: the label leaves every op when the pass ends. */
static void drop_marker(rl_op *top, rl_ident *name) { rl_op_walk(top, false, drop_attr, name); }

static bool run_pass(rl_context *c, rl_op *op, void *config_);

/* ---- one function at a time, on several threads --------------------------------
 * A conversion of a module, run on one thread, legalizes the module, then
 * each top-level op in order, each before the ops inside it. When no
 * pattern works on the module itself, an isolated top-level op (a
 * function) whose conversion reads and writes nothing outside it gets the
 * same result converted alone. So each function is moved into a holder
 * module of its own (with the module's attributes) and converted there, on
 * any thread, by a conversion of its own (rl_conversion_begin); anything
 * that reaches out of the function (a symbol table, the module, the ops
 * around it, an analysis of the whole module: rl_task_escape), fails, or
 * reports a diagnostic makes that function's result void. The functions
 * before the first void one and before the first op that is not such a
 * function are kept; the others are rolled back, every function goes back
 * where it was, and one conversion of the module, on this thread, does the
 * rest (the ops kept are skipped): what it sees is what the one-thread
 * conversion saw when it came to the same op. */

typedef struct fn_tasks {
  rl_context *c;
  rl_op **holders;
  rl_conv_pending **pending;
  /* A converter per thread, its cache kept from one function to the next
   * (as the one-thread conversion keeps its one converter's): slot k of
   * the k-th thread to take a task of this loop (run). */
  rl_type_converter *tcs[64];
  _Atomic unsigned ntcs;
  unsigned run;
  const rl_conv_target *t;
  const rl_pattern_set *set;
  const rl_conv_config *cc;
  rl_conv_mode mode;
  tmap *maps;
  unsigned ntm;
  const mat_helper *mats; /* the pass's materializations, [3] */
  size_t n;
  /* Task i's outcome (FN_*), and the first task whose conversion is not yet
   * kept: a conversion is kept (committed, its converter freed) on the
   * thread that finds it next in line, as soon as all before it are kept,
   * so that the main thread is left only the functions after a failure. */
  _Atomic uint8_t *state;
  _Atomic size_t frontier;
} fn_tasks;

enum { FN_RUNNING, FN_DONE, FN_FAILED };

/* The pass's `materialize` helpers (mats[3], by rl_rules_materialize_kind) on tc. */
static void set_materializations(rl_type_converter *tc, const mat_helper *mats) {
  if (tc && mats[RL_RULES_MAT_SOURCE].fn)
    rl_type_converter_set_source_materialization(tc, materialize_by_helper, (void *)&mats[RL_RULES_MAT_SOURCE]);
  if (tc && mats[RL_RULES_MAT_TARGET].fn)
    rl_type_converter_set_target_materialization(tc, materialize_by_helper, (void *)&mats[RL_RULES_MAT_TARGET]);
  if (tc && mats[RL_RULES_MAT_ARGUMENT].fn)
    rl_type_converter_set_argument_materialization(tc, materialize_by_helper, (void *)&mats[RL_RULES_MAT_ARGUMENT]);
}

static rl_type_converter *typemap_converter(rl_context *c, tmap *maps, unsigned ntm, const mat_helper *mats) {
  if (!ntm) return NULL;
  rl_type_converter *tc = rl_type_converter_create(c);
  for (unsigned i = ntm; i-- > 0;) rl_type_converter_add(tc, convert_by_typemap, &maps[i]);
  set_materializations(tc, mats);
  return tc;
}

/* Keeps the conversions next in line that are done, each on the thread
 * that claims it (several threads may keep different ones at once: each
 * function's IR is its own). */
static void keep_done(fn_tasks *ft) {
  for (;;) {
    size_t f = atomic_load(&ft->frontier);
    if (f >= ft->n || atomic_load(&ft->state[f]) != FN_DONE) return;
    if (!atomic_compare_exchange_strong(&ft->frontier, &f, f + 1)) continue;
    if (ft->pending[f]) rl_conversion_commit(ft->pending[f]);
    ft->pending[f] = NULL;
  }
}

/* The loop a thread last took a task of, and its converter's slot there. */
static _Atomic unsigned g_runs;
static __thread unsigned tls_run, tls_slot;

static rl_type_converter *thread_converter(fn_tasks *ft) {
  if (tls_run != ft->run) {
    tls_run = ft->run;
    tls_slot = atomic_fetch_add(&ft->ntcs, 1);
    if (tls_slot >= 64) abort(); /* rl_parallel_threads() is at most 64 */
    ft->tcs[tls_slot] = typemap_converter(ft->c, ft->maps, ft->ntm, ft->mats);
  }
  return ft->tcs[tls_slot];
}

static bool fn_task(void *ud, size_t i) {
  fn_tasks *ft = ud;
  rl_type_converter *tc = thread_converter(ft);
  /* On one thread the tasks run in order on the caller, with no buffer of
   * their own: a function's diagnostics are held here as on a worker. */
  rl_diag_buffer local = {0};
  if (!rl_diag_buffer_current()) rl_diag_buffer_begin(&local);
  rl_intrange_reset();
  rl_task_begin(ft->holders[i]);
  bool ok;
  ft->pending[i] = rl_conversion_begin(ft->c, ft->holders[i], ft->mode, ft->t, tc, ft->set, ft->cc, &ok);
  rl_task_end();
  rl_intrange_reset();
  rl_diag_buffer *b = rl_diag_buffer_current();
  if (b && b->first) ok = false; /* diagnostics come from the one-thread conversion, in order */
  if (!ok && ft->pending[i]) {
    rl_conversion_rollback(ft->pending[i]);
    ft->pending[i] = NULL;
  }
  if (!ok && b) rl_diag_buffer_drop(b);
  if (b == &local) rl_diag_buffer_end();
  /* The outcome is published before the frontier is read: of two threads
   * finishing neighbours, one sees the other's (sequentially consistent). */
  atomic_store(&ft->state[i], ok ? FN_DONE : FN_FAILED);
  if (ok) keep_done(ft);
  return ok;
}

/* Converts what it can of module `op` function by function (see above);
 * false when it does not apply (then the caller converts it all). */
static bool convert_functions(rl_context *c, rl_op *op, rl_conv_mode mode, const rl_conv_target *t,
                              rl_type_converter *tc, const rl_pattern_set *set, const rl_conv_config *cc,
                              tmap *maps, unsigned ntm, const mat_helper *mats, bool *ok) {
  rl_opinfo *module = rl_opinfo_find_cstr(c, "builtin.module");
  if (rl_parallel_in_task() || cc->debug || op->info != module || op->nregions != 1 ||
      !rl_op_regions(op)[0].first || rl_op_regions(op)[0].first->next || op->parent)
    return false;
  for (unsigned i = 0; i < rl_pattern_set_size(set); i++) {
    const rl_pattern *p = rl_pattern_set_at(set, i);
    if (!p->root || p->root == module) return false;
  }
  if (rl_conv_target_legality(t, op) == RL_LEGALITY_ILLEGAL) return false;
  rl_block *body = rl_op_regions(op)[0].first;
  /* The functions before the first op that is not one. */
  size_t n = 0;
  for (rl_op *o = body->first; o && (o->info->traits & RL_TRAIT_ISOLATED) && o->nregions; o = o->next) n++;
  if (n < 2) return false;
  rl_op **fns = rl_xmalloc(n * sizeof *fns);
  n = 0;
  for (rl_op *o = body->first; o && (o->info->traits & RL_TRAIT_ISOLATED) && o->nregions; o = o->next) fns[n++] = o;
  rl_op *anchor = fns[n - 1]->next; /* where they go back (NULL: the end) */
  fn_tasks ft = {.c = c, .holders = rl_xcalloc(n, sizeof(rl_op *)),
                 .pending = rl_xcalloc(n, sizeof(rl_conv_pending *)), .t = t, .set = set, .cc = cc,
                 .mode = mode, .maps = maps, .ntm = ntm, .mats = mats, .n = n,
                 .state = rl_xcalloc(n, sizeof(_Atomic uint8_t)), .run = atomic_fetch_add(&g_runs, 1) + 1};
  atomic_init(&ft.frontier, 0);
  atomic_init(&ft.ntcs, 0);
  for (size_t i = 0; i < n; i++) {
    atomic_init(&ft.state[i], FN_RUNNING);
    rl_op_state st = {.info = module, .loc = op->loc, .nregions = 1, .props = op->props, .attrs = op->attrs};
    rl_op *h = rl_op_create(c, &st);
    rl_block *hb = rl_block_create(c);
    rl_region_append_block(rl_op_regions(h), hb);
    rl_op_remove(fns[i]);
    rl_block_append_op(hb, fns[i]);
    ft.holders[i] = h;
  }
  rl_pattern_set_prepare(set, c);
  rl_conversion_prepare();
  /* One loop over all functions: the conversions are kept as they come in
   * (keep_done), so few are pending at once, and there is no join between
   * batches where a thread would wait for the other. */
  size_t k = rl_parallel_for(c, n, fn_task, &ft);
  keep_done(&ft); /* with one thread, or when the last done was not next in line */
  /* Functions 0 .. k-1 succeeded, so all were kept; after k, the pending
   * ones go back. */
  for (size_t i = k; i < n; i++) {
    if (ft.pending[i]) rl_conversion_rollback(ft.pending[i]);
    ft.pending[i] = NULL;
  }
  rl_ptrmap keep = {0};
  for (size_t i = 0; i < n; i++) {
    rl_block *hb = rl_op_regions(ft.holders[i])[0].first;
    while (hb->first) {
      rl_op *o = hb->first;
      rl_op_remove(o);
      if (anchor) rl_op_insert_before(anchor, o);
      else rl_block_append_op(body, o);
      if (i < k) rl_ptrmap_put(&keep, o, (void *)1);
    }
    rl_op_destroy(c, ft.holders[i]);
  }
  rl_conv_config rest = *cc;
  rest.skip = &keep;
  *ok = rl_apply_conversion(c, op, mode, t, tc, set, &rest);
  for (unsigned i = 0; i < atomic_load(&ft.ntcs); i++)
    if (ft.tcs[i]) rl_type_converter_destroy(ft.tcs[i]);
  rl_ptrmap_free(&keep);
  free(ft.holders);
  free(ft.pending);
  free((void *)ft.state);
  free(fns);
  return true;
}

/* A rule-declared pass, the analyses its rules read (NonNegative's integer
 * ranges) computed afresh for it and dropped after it. */
static bool run(rl_context *c, rl_op *op, void *config_) {
  rl_intrange_reset();
  bool ok = run_pass(c, op, config_);
  rl_intrange_reset();
  return ok;
}

/* The options of cfg's pass, for its rules and helpers. */
static void set_options(const config *cfg) { rl_rules_set_options(cfg->opts, cfg->def->noptions, cfg); }

static bool finish_config(const rl_pass_info *self, void *config_, rl_strbuf *diag) {
  (void)diag;
  config *cfg = config_;
  cfg->def = self->ud;
  cfg->opts = self->options;
  return true;
}

static bool run_pass(rl_context *c, rl_op *op, void *config_) {
  config *cfg = config_;
  const rl_rules_pass *d = cfg->def;
  const rl_rules_pass *all[MAX_INCLUDED];
  unsigned nall = 0;
  if (!collect(d, all, &nall, c, op)) return false;
  if (d->requires) {
    rl_mval arg = {op, 0, 0};
    set_options(cfg);
    bool holds = d->requires(c, &arg);
    rl_rules_set_options(NULL, 0, NULL);
    if (!holds) return false;
  }
  if (d->before) {
    /* `before "other-pass";`: that pass first, with its default options. */
    const rl_rules_pass *pre = find_def(d->before);
    if (!pre || pre == d) {
      rl_emit_error(c, op->loc, "pass '%s' (%s:%u) runs '%s' before it, which is not another pass declared in a rules file",
                    d->name, d->file, d->line, d->before);
      return false;
    }
    const rl_pass_info *info = rl_pass_lookup(pre->name, strlen(pre->name));
    config *sub = info ? rl_pass_config_parse(info, "", stderr) : NULL;
    if (!sub) return false;
    sub->no_fold = cfg->no_fold;
    bool ok = run(c, op, sub);
    free(sub);
    if (!ok) return false;
  }
  bool ok = false;
  if (d->greedy) {
    rl_pattern_set *gs = rl_pattern_set_create();
    set_options(cfg);
    unsigned before = rl_context_num_errors(c);
    for (unsigned k = 0; k < nall; k++) {
      bool seen = false;
      for (unsigned j = 0; j < k && !seen; j++) seen = all[j]->populate == all[k]->populate && all[j]->ud == all[k]->ud;
      if (!seen) all[k]->populate(all[k]->ud, c, gs);
    }
    if (rl_context_num_errors(c) > before) { /* rules that could not load: the pass fails, the IR untouched */
      rl_rules_set_options(NULL, 0, NULL);
      rl_pattern_set_destroy(gs);
      return false;
    }
    rl_rule_filter_apply(gs);
    rl_greedy_config gc = rl_greedy_default_config();
    gc.top_down = false; /* GreedyRewriteConfig's default; canonicalize alone walks top-down */
    gc.debug = rl_pass_rewrite_debug();
    gc.stats = rl_pass_rewrite_stats();
    gc.fold = !cfg->no_fold && !d->walk;
    if (d->walk) { /* a walk with a rewriter: the rules alone, dead ops kept */
      gc.region_simplify = RL_REGION_SIMPLIFY_DISABLED;
      gc.keep_dead = true;
    }
    gc.existing_only = d->once;
    rl_greedy_stats st;
    unsigned errors = rl_context_num_errors(c);
    ok = rl_greedy_apply(c, op, gs, &gc, NULL, &st);
    /* A rule that said `fail "message"` reported an error: in a walk, the
     * pass fails, as an MLIR pass that signals failure after emitting one. */
    bool reported = d->once && rl_context_num_errors(c) > errors;
    for (unsigned k = 0; k < d->nmarkers; k++) drop_marker(op, rl_ident_cstr(c, d->markers[k]));
    rl_pass_add_greedy_stats(&st);
    if (!ok) rl_emit_error(c, op->loc, "pass '%s' did not converge", d->name);
    rl_rules_set_options(NULL, 0, NULL);
    rl_pattern_set_destroy(gs);
    return ok && !reported;
  }
  rl_conv_target *t = rl_conv_target_create(c);
  rl_pattern_set *set = rl_pattern_set_create();
  unsigned ntm = 0;
  for (unsigned k = 0; k < nall; k++) ntm += all[k]->ntypemaps;
  /* No typemap: no type converter, so rules see operands as they are (as an
   * MLIR pattern built without one), not a converter that converts nothing. */
  rl_type_converter *tc = ntm ? rl_type_converter_create(c) : NULL;
  tmap *maps = calloc(ntm + 1, sizeof *maps);
  set_options(cfg);
  /* Typemaps: this pass's first, then its includes', each in the order
   * written; the driver tries conversions last added first. */
  unsigned m = 0;
  for (unsigned k = 0; k < nall; k++)
    for (unsigned i = 0; i < all[k]->ntypemaps; i++, m++) {
      const rl_rules_typemap *tmd = &all[k]->typemaps[i];
      tmap *tm = &maps[m];
      tm->m = tmd;
      tm->c = c;
      if (tmd->src_constraint && !(tm->pred = rl_rule_type_constraint(tmd->src_constraint))) {
        rl_emit_error(c, op->loc, "pass '%s' (%s:%u): unknown type constraint '%s' in a typemap", all[k]->name,
                      tmd->file, tmd->line, tmd->src_constraint);
        goto done;
      }
      if ((tmd->src_literal && !(tm->src = rl_parse_type_str(c, tmd->src_literal))) ||
          (tmd->dst_literal && !(tm->dst = rl_parse_type_str(c, tmd->dst_literal)))) {
        rl_emit_error(c, op->loc, "pass '%s' (%s:%u): cannot read the typemap's type '%s'", all[k]->name, tmd->file,
                      tmd->line, tm->src || !tmd->src_literal ? tmd->dst_literal : tmd->src_literal);
        goto done;
      }
    }
  for (unsigned i = ntm; i-- > 0;) rl_type_converter_add(tc, convert_by_typemap, &maps[i]);
  /* Materializations: this pass's, else the first included pass's that has one. */
  mat_helper mats[3] = {{NULL}, {NULL}, {NULL}};
  for (unsigned k = 0; k < nall; k++)
    for (unsigned i = 0; i < 3; i++)
      if (!mats[i].fn) mats[i].fn = all[k]->materialize[i];
  set_materializations(tc, mats);
  unsigned before = rl_context_num_errors(c);
  for (unsigned k = 0; k < nall; k++) {
    /* Interpreted passes of one load share their patterns: add them once. */
    bool seen = false;
    for (unsigned j = 0; j < k && !seen; j++) seen = all[j]->populate == all[k]->populate && all[j]->ud == all[k]->ud;
    if (!seen) all[k]->populate(all[k]->ud, c, set);
  }
  if (rl_context_num_errors(c) > before) goto done; /* rules that could not load: the pass fails */
  /* Target: the included passes' entries first, so this pass's own win.
   * An included pass's `legal D` says that pass leaves dialect D alone; it
   * does not hold in the union when some pass of it lowers ops of D
   * (convert-vector-to-llvm leaves arith legal, convert-to-llvm lowers it).
   * An included pass's `illegal D` is that pass's own demand (MLIR's
   * convert-complex-to-llvm must convert every complex op); the pass that
   * includes it leaves what it cannot convert, as MLIR's convert-to-llvm, a
   * partial conversion with only the llvm dialect legal, does. */
  const rl_rule_lib_entry *tl = rl_rule_lib_standard("TypesLegal");
  bool shared_tc = false; /* the target reads tc (TypesLegal): one thread only, tc caches */
  rl_rule_check_fn types_legal_check = tl ? tl->check : NULL;
  for (unsigned k = nall; k-- > 0;)
    for (unsigned i = 0; i < all[k]->ntarget; i++) {
      const rl_rules_pass_target *e = &all[k]->target[i];
      if (k > 0 && e->what == RL_RP_LEGAL && !strchr(e->name, '.') && lowers_dialect(set, e->name)) continue;
      if (k > 0 && e->what == RL_RP_ILLEGAL) continue;
      rl_legality l = e->what == RL_RP_LEGAL     ? RL_LEGALITY_LEGAL
                      : e->what == RL_RP_ILLEGAL ? RL_LEGALITY_ILLEGAL
                                                 : RL_LEGALITY_DYNAMIC;
      rl_legal_fn fn = e->what == RL_RP_DYNAMIC ? dynamic_legal : NULL;
      void *ud = (void *)e;
      if (fn && types_legal_check && e->dyn == types_legal_check) fn = types_legal, ud = tc, shared_tc = true;
      if (strchr(e->name, '.')) {
        rl_opinfo *info = rl_opinfo_find_cstr(c, e->name);
        if (!info) continue; /* not registered here: nothing of it to convert */
        rl_conv_target_set_op(t, info, l, fn, ud);
      } else {
        rl_conv_target_set_dialect(t, e->name, l, fn, ud);
      }
    }
  const char *filter = rl_rules_option_str("filter-dialects");
  rl_pattern_set *filtered = NULL;
  if (filter && *filter && !filter_dialects(c, op, set, filter, &filtered)) goto done;
  rl_conv_config cc = rl_conv_default_config();
  cc.debug = g_debug;
  cc.fold = !cfg->no_fold;
  rl_conv_mode mode = d->full ? RL_CONV_FULL : RL_CONV_PARTIAL;
  if (shared_tc || !convert_functions(c, op, mode, t, tc, filtered ? filtered : set, &cc, maps, ntm, mats, &ok))
    ok = rl_apply_conversion(c, op, mode, t, tc, filtered ? filtered : set, &cc);
  if (filtered) rl_pattern_set_destroy(filtered);
done:
  rl_rules_set_options(NULL, 0, NULL);
  free(maps);
  rl_pattern_set_destroy(set);
  if (tc) rl_type_converter_destroy(tc);
  rl_conv_target_destroy(t);
  return ok;
}

const rl_rules_pass *rl_rules_pass_find(const char *name) { return find_def(name); }

char *rl_rules_pass_split(const char *text, size_t *name_len) {
  const char *b = strchr(text, '{');
  *name_len = b ? (size_t)(b - text) : strlen(text);
  if (!b) return strdup("");
  size_t n = strlen(b + 1);
  char *opts = strndup(b + 1, n && b[n] == '}' ? n - 1 : n);
  return opts;
}

bool rl_rules_pass_run(rl_context *c, const rl_rules_pass *p, const char *options, rl_op *op, bool fold) {
  const rl_pass_info *info = rl_pass_lookup(p->name, strlen(p->name));
  config *cfg = info ? rl_pass_config_parse(info, options, stderr) : NULL;
  if (!cfg) return false;
  cfg->no_fold = !fold;
  bool ok = run(c, op, cfg);
  free(cfg);
  return ok;
}

bool rl_rules_pass_register(const rl_rules_pass *p) {
  if (rl_pass_lookup(p->name, strlen(p->name))) return false;
  /* Lives as long as the process, as the registry does. */
  reg *r = calloc(1, sizeof *r + p->noptions * sizeof r->options[0]);
  r->def = p;
  r->info.name = p->name;
  r->info.display = p->display && *p->display ? p->display : p->name;
  r->info.summary = p->summary;
  for (unsigned i = 0; i < p->noptions; i++) {
    const rl_rules_pass_option *o = &p->options[i];
    rl_pass_option *po = &r->options[i];
    *po = (rl_pass_option){.name = o->name, .def = o->def, .desc = o->desc,
                           .offset = (uint32_t)(offsetof(config, slots) + i * sizeof(rl_opt_list))};
    if (o->values) po->kind = RL_OPT_ENUM, po->values = o->values; /* the case's index, 8 bytes */
    else rl_pass_option_kind_of(o->kind, &po->kind, &po->list); /* checked by rulir-gen */
    po->size = po->list ? sizeof(rl_opt_list) : po->kind == RL_OPT_BOOL ? sizeof(bool) : 8;
  }
  r->info.options = r->options;
  r->info.noptions = p->noptions;
  r->info.config_size = sizeof(config) + p->noptions * sizeof(rl_opt_list);
  if (p->greedy) {
    r->info.stats = rl_greedy_pass_stats;
    r->info.nstats = RL_GREEDY_PASS_NSTATS;
  }
  r->info.finish = finish_config;
  r->info.run = run;
  r->info.ud = p;
  rl_pass_register(&r->info);
  if (g_ndefs < MAX_RULE_PASSES) g_defs[g_ndefs++] = p;
  return true;
}
