/* Passes over symbols and locations, with MLIR 19's names and behaviour:
 * --symbol-dce (erase the symbols nothing live references),
 * --symbol-privatize (make public symbols private, but those excluded),
 * --strip-debuginfo (every location unknown), --print-op-stats (how many
 * ops of each kind, as a table or JSON on stderr). */
#include <stdlib.h>
#include <string.h>

#include "core/attrs.h"
#include "core/context.h"
#include "core/ptrmap.h"
#include "core/opdef.h"
#include "core/symtab.h"
#include "core/verify.h"
#include "drivers/oplist.h"
#include "drivers/pass.h"

/* ---- symbols ------------------------------------------------------------------------------ */

static bool is_symbol_table(const rl_op *op) {
  return (op->info->traits & RL_TRAIT_SYMBOL_TABLE) ||
         op->info->name == rl_context_ident(rl_op_context(op), RL_ID_MODULE);
}

static bool is_symbol(rl_op *op) { return (op->info->traits & RL_TRAIT_SYMBOL) || rl_symbol_name(op); }

/* "private", "nested" or NULL (public). */
static const char *visibility(rl_op *op) {
  rl_ident *name = rl_context_ident(rl_op_context(op), RL_ID_SYM_VISIBILITY);
  rl_attr *v = rl_op_get_prop(op, name);
  if (!v && op->attrs) v = rl_attr_dict_get(op->attrs, name);
  return v && v->kind == RL_AT_STRING ? rl_attr_string_ident(v)->str : NULL;
}
static bool is_private(rl_op *op) {
  const char *v = visibility(op);
  return v && !strcmp(v, "private");
}
static bool is_public(rl_op *op) { return !visibility(op); }

/* An op of an unknown dialect with one region may hold symbols rulir
 * cannot see (MLIR's isPotentiallyUnknownSymbolTable). */
static bool maybe_unknown_table(const rl_op *op) { return op->nregions == 1 && !op->info->registered; }

typedef struct dce {
  rl_context *c;
  rl_op **live; /* a set: open addressing by pointer */
  size_t cap, n;
  uint64_t erased;
} dce;

static size_t slot_of(const dce *d, const rl_op *op) {
  return (size_t)((rl_ptr_word(op) >> 4) * 0x9e3779b97f4a7c15ull) & (d->cap - 1);
}
static bool is_live(const dce *d, const rl_op *op) {
  if (!d->cap) return false;
  for (size_t j = slot_of(d, op); d->live[j]; j = (j + 1) & (d->cap - 1))
    if (d->live[j] == op) return true;
  return false;
}
/* Adds op to the live set; false if it was there. */
static bool mark_live(dce *d, rl_op *op) {
  if ((d->n + 1) * 2 > d->cap) {
    rl_op **old = d->live;
    size_t oldcap = d->cap;
    d->cap = d->cap ? 2 * d->cap : 64;
    d->live = rl_xcalloc(d->cap, sizeof *d->live);
    d->n = 0;
    for (size_t i = 0; i < oldcap; i++)
      if (old[i]) mark_live(d, old[i]);
    free(old);
  }
  size_t j = slot_of(d, op);
  for (; d->live[j]; j = (j + 1) & (d->cap - 1))
    if (d->live[j] == op) return false;
  d->live[j] = op;
  d->n++;
  return true;
}

/* The symbol references held by attribute a (in arrays and dictionaries too). */
static void refs_of_attr(const rl_attr *a, void (*fn)(void *, const rl_attr *), void *ud) {
  if (!a) return;
  if (a->kind == RL_AT_SYMREF) fn(ud, a);
  else if (a->kind == RL_AT_ARRAY)
    for (unsigned i = 0; i < a->n; i++) refs_of_attr(rl_word_ptr(a->w[i]), fn, ud);
  else if (a->kind == RL_AT_DICT)
    for (unsigned i = 0; i < rl_attr_dict_size(a); i++) refs_of_attr(rl_attr_dict_value(a, i), fn, ud);
}

typedef struct use_walk {
  dce *d;
  rl_op *table; /* where references are resolved from */
  rl_oplist *work;
} use_walk;

/* A reference @a::@b from `table`: each op it names is live. */
static void use_ref(void *ud, const rl_attr *ref) {
  use_walk *w = ud;
  rl_op *t = w->table;
  for (unsigned i = 0; i < ref->n && t; i++) {
    rl_op *s = is_symbol_table(t) ? rl_symbol_table_lookup(t, rl_word_ptr(ref->w[i])) : NULL;
    if (!s) return; /* an unknown symbol: no use */
    if (mark_live(w->d, s)) rl_oplist_push(w->work, s);
    t = s;
  }
}

/* The uses held by op and the ops nested in it, not entering nested symbol
 * tables (their uses are their own); false when op holds a table rulir
 * cannot see into (reported). */
static bool walk_uses(use_walk *w, rl_op *op) {
  rl_oplist stack = {0};
  rl_oplist_push(&stack, op);
  bool ok = true;
  while (stack.n && ok) {
    rl_op *o = stack.v[--stack.n];
    if (maybe_unknown_table(o)) {
      rl_diag_report(w->d->c, rl_diag_begin(w->d->c, RL_ERROR, o->loc,
                                            "operation contains potentially unknown symbol table, meaning that we "
                                            "can't reliable compute symbol uses"));
      ok = false;
      break;
    }
    refs_of_attr(o->props, use_ref, w);
    refs_of_attr(o->attrs, use_ref, w);
    if (o != op && is_symbol_table(o)) continue;
    for (unsigned r = 0; r < o->nregions; r++)
      for (rl_block *b = rl_op_regions(o)[r].first; b; b = b->next)
        for (rl_op *x = b->last; x; x = x->prev) rl_oplist_push(&stack, x);
  }
  rl_oplist_free(&stack);
  return ok;
}

/* MLIR's SymbolDCE::computeLiveness: what the table's body holds that is
 * not a symbol, or a symbol that cannot be discarded, is live; so is what
 * a live op references. `hidden`: nothing outside the table can see its
 * symbols. */
static bool liveness(dce *d, rl_op *table, bool hidden) {
  rl_oplist work = {0};
  for (rl_block *b = table->nregions ? rl_op_regions(table)[0].first : NULL; b; b = b->next)
    for (rl_op *op = b->first; op; op = op->next) {
      if (!is_symbol(op)) {
        rl_oplist_push(&work, op);
        continue;
      }
      bool discardable = (hidden || is_private(op)) && !is_public(op);
      if (!discardable && mark_live(d, op)) rl_oplist_push(&work, op);
    }
  bool ok = true;
  while (work.n && ok) {
    rl_op *op = work.v[--work.n];
    if (is_symbol_table(op) && op != table)
      ok = liveness(d, op, hidden || !is_symbol(op) || is_private(op));
    use_walk w = {d, rl_op_parent_op(op) ? rl_op_parent_op(op) : table, &work};
    if (ok) ok = walk_uses(&w, op);
  }
  rl_oplist_free(&work);
  return ok;
}

/* Erases the dead symbols of `table` and of the tables nested in it. */
static void erase_dead(dce *d, rl_op *table) {
  if (is_symbol_table(table))
    for (rl_block *b = table->nregions ? rl_op_regions(table)[0].first : NULL; b; b = b->next)
      for (rl_op *op = b->first, *next; op; op = next) {
        next = op->next;
        if (op->info->traits & RL_TRAIT_TERMINATOR) continue;
        if (is_symbol(op) && !is_live(d, op)) {
          rl_op_erase(d->c, op);
          d->erased++;
        }
      }
  for (unsigned r = 0; r < table->nregions; r++)
    for (rl_block *b = rl_op_regions(table)[r].first; b; b = b->next)
      for (rl_op *op = b->first; op; op = op->next)
        if (op->nregions) erase_dead(d, op);
}

static bool symbol_dce_run(rl_context *c, rl_op *op, void *config) {
  (void)config;
  if (!is_symbol_table(op)) {
    rl_op_emit_error(op, " was scheduled to run under SymbolDCE, but does not define a symbol table");
    return false;
  }
  bool hidden = rl_op_parent_op(op) && is_symbol(op) ? is_private(op) : true;
  dce d = {.c = c};
  bool ok = liveness(&d, op, hidden);
  if (ok) erase_dead(&d, op);
  rl_pass_stat_add(0, d.erased);
  free(d.live);
  return ok;
}

static const rl_pass_stat symbol_dce_stats[] = {{"num-dce", "Number of symbols DCE'd"}};

const rl_pass_info rl_symbol_dce_pass = {
    .name = "symbol-dce",
    .display = "SymbolDCE",
    .summary = "Eliminate dead symbols",
    .stats = symbol_dce_stats,
    .nstats = 1,
    .run = symbol_dce_run};

/* ---- symbol-privatize ----------------------------------------------------------------------- */

typedef struct privatize_cfg {
  rl_opt_list exclude; /* symbol names kept public */
} privatize_cfg;

static const rl_pass_option privatize_options[] = {
    RL_PASS_OPT_LIST(privatize_cfg, exclude, "exclude", RL_OPT_STRING, NULL,
                     "Comma separated list of symbols that should not be marked private"),
};

static bool privatize_run(rl_context *c, rl_op *op, void *config) {
  const privatize_cfg *cfg = config;
  rl_ident *vis = rl_context_ident(c, RL_ID_SYM_VISIBILITY);
  rl_attr *priv = rl_attr_string(c, "private", 7, NULL);
  for (unsigned r = 0; r < op->nregions; r++)
    for (rl_block *b = rl_op_regions(op)[r].first; b; b = b->next)
      for (rl_op *s = b->first; s; s = s->next) {
        rl_ident *name = rl_symbol_name(s);
        if (!name || !is_public(s)) continue;
        bool keep = false;
        for (unsigned i = 0; i < cfg->exclude.n && !keep; i++) keep = !strcmp(cfg->exclude.s[i], name->str);
        if (keep) continue;
        const rl_opdef *def = rl_op_def(s);
        bool prop = false;
        for (unsigned i = 0; def && i < def->nattrs && !prop; i++) prop = !strcmp(def->attrs[i].name, "sym_visibility");
        if (prop) rl_op_set_prop(c, s, vis, priv);
        else rl_op_set_attr(c, s, vis, priv);
      }
  return true;
}

const rl_pass_info rl_symbol_privatize_pass = {
    .name = "symbol-privatize",
    .display = "SymbolPrivatize",
    .summary = "Mark symbols private",
    .options = privatize_options,
    .noptions = 1,
    .config_size = sizeof(privatize_cfg),
    .run = privatize_run};

/* ---- strip-debuginfo --------------------------------------------------------------------------- */

static void strip(rl_attr *unknown, rl_op *op) {
  op->loc = unknown;
  for (unsigned r = 0; r < op->nregions; r++)
    for (rl_block *b = rl_op_regions(op)[r].first; b; b = b->next) {
      for (unsigned i = 0; i < b->nargs; i++) *rl_arg_loc(b->args[i]) = unknown;
      for (rl_op *o = b->first; o; o = o->next) strip(unknown, o);
    }
}

static bool strip_run(rl_context *c, rl_op *op, void *config) {
  (void)config;
  strip(rl_loc_unknown(c), op);
  return true;
}

const rl_pass_info rl_strip_debuginfo_pass = {
    .name = "strip-debuginfo",
    .display = "StripDebugInfo",
    .summary = "Strip debug info from all operations",
    .run = strip_run};

/* ---- print-op-stats ------------------------------------------------------------------------------ */

typedef struct opcount {
  const char *name;
  uint64_t n;
} opcount;

static int by_name(const void *a, const void *b) {
  return strcmp(((const opcount *)a)->name, ((const opcount *)b)->name);
}

/* Counts by op kind: the map takes each kind to its count + 1 in a word. */
static void count_ops(rl_op *op, rl_ptrmap *counts) {
  uintptr_t n = (uintptr_t)rl_ptrmap_get(counts, op->info);
  rl_ptrmap_put(counts, op->info, (void *)(n ? n + 1 : 2));
  for (unsigned r = 0; r < op->nregions; r++)
    for (rl_block *b = rl_op_regions(op)[r].first; b; b = b->next)
      for (rl_op *o = b->first; o; o = o->next) count_ops(o, counts);
}

static const rl_pass_option op_stats_options[] = {
    {.name = "json", .kind = RL_OPT_BOOL, .size = sizeof(bool), .desc = "print the stats as JSON"},
};

static bool op_stats_run(rl_context *c, rl_op *op, void *config) {
  bool json = *(const bool *)config;
  unsigned nk = rl_context_num_opinfos(c);
  rl_ptrmap counts = {0};
  count_ops(op, &counts);
  opcount *v = rl_xmalloc((nk + 1) * sizeof *v);
  unsigned n = 0;
  for (unsigned i = 0; i < nk; i++) {
    rl_opinfo *k = rl_context_opinfo_at(c, i);
    uintptr_t m = (uintptr_t)rl_ptrmap_get(&counts, k);
    if (m) v[n++] = (opcount){k->name->str, m - 1};
  }
  qsort(v, n, sizeof *v, by_name);
  if (json) {
    fputs("{\n", stderr);
    for (unsigned i = 0; i < n; i++)
      fprintf(stderr, "  \"%s\" : %llu%s\n", v[i].name, (unsigned long long)v[i].n, i + 1 < n ? "," : "");
    fputs("}\n", stderr);
  } else {
    /* The names aligned on the dot between dialect and op, the counts after. */
    size_t wd = 0, wo = 0;
    for (unsigned i = 0; i < n; i++) {
      const char *dot = strchr(v[i].name, '.');
      size_t d = dot ? (size_t)(dot - v[i].name) : 0, o = strlen(v[i].name) - (dot ? d + 1 : 0);
      if (d > wd) wd = d;
      if (o > wo) wo = o;
    }
    fputs("Operations encountered:\n-----------------------\n", stderr);
    for (unsigned i = 0; i < n; i++) {
      const char *dot = strchr(v[i].name, '.');
      if (dot) fprintf(stderr, "%*.*s.%-*s , %llu\n", (int)wd + 2, (int)(dot - v[i].name), v[i].name, (int)wo, dot + 1,
                       (unsigned long long)v[i].n);
      else fprintf(stderr, "%*s%-*s , %llu\n", (int)wd + 3, "", (int)wo, v[i].name, (unsigned long long)v[i].n);
    }
  }
  fflush(stderr);
  free(v);
  rl_ptrmap_free(&counts);
  return true;
}

const rl_pass_info rl_print_op_stats_pass = {
    .name = "print-op-stats",
    .display = "PrintOpStats",
    .summary = "Print statistics of operations",
    .options = op_stats_options,
    .noptions = 1,
    .config_size = sizeof(bool),
    .run = op_stats_run};
