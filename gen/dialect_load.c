/* Dialects defined at run time: rulir-opt --load-dialect FILE.ops. The file
 * goes through rulir-gen's parser and checker (gen/sema.c), which build
 * each op's rl_opdef in memory (for the format check); this file gives
 * those definitions run-time type constraints (gen/tc.c, the meaning the C
 * emitter writes out), refuses what needs C, and registers them. */
#include "gen/dialect_load.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/diag.h"
#include "core/format.h"
#include "gen/sema.h"
#include "gen/tc.h"

struct rl_loaded_dialect {
  gen_ctx g;               /* owns the checked model the op definitions point into */
  gen_module *m;
  const rl_opdef **defs;
  const char *text;
  char *dir;               /* the file's folder, or NULL */
  const char *dirs[2];     /* where `include` looks */
};

static bool tc_check(const void *data, const rl_type *t) {
  const gen_tc *tc = data;
  return gen_tc_eval(tc->owner, tc->expr, t, 0);
}

static rl_type *tc_build(const void *data, rl_context *c) {
  gen_tc_one one;
  const gen_tc *tc = data;
  return gen_tc_single(tc->owner, tc->expr, &one) ? gen_tc_one_build(&one, c) : NULL;
}

/* Every constraint of m and of what it includes decides at run time. */
static void give_predicates(gen_module *m, int depth) {
  if (depth > 64) return;
  for (gen_tc *t = m->tcs; t; t = t->next) {
    gen_tc_one one;
    t->rt.tc.check = NULL;
    t->rt.check_data = tc_check;
    t->rt.data = t;
    t->rt.tc.build = NULL;
    t->rt.build_data = gen_tc_single(t->owner, t->expr, &one) ? tc_build : NULL;
    t->rt.tc.kind = (uint16_t)gen_tc_parse_kind(t->owner, t->expr);
  }
  for (gen_module *inc = m->includes; inc; inc = inc->next) give_predicates(inc, depth + 1);
}

static const char *const hook_what[GEN_IT_COUNT_] = {
    [GEN_IT_VERIFY] = "verifier",          [GEN_IT_VERIFY_USES] = "symbol-use verifier",
    [GEN_IT_FOLD] = "folder",              [GEN_IT_NAMES] = "result-naming hook",
    [GEN_IT_EFFECTS] = "memory-effects hook",
    [GEN_IT_INFER] = "result type inference", [GEN_IT_FORMAT_CUSTOM] = "custom syntax",
};

#define NEEDS_C "; build the dialect with rulir-gen into a shared object and load it with --load-dialect-plugin"

/* Reports every part of m that is C (a hook, a custom directive, `init`,
 * helpers for rules); returns whether there is none. */
static bool check_declarative(gen_ctx *g, gen_module *m) {
  unsigned errors = g->errors;
  if (m->init)
    gen_error(g, m->init->loc, "dialect '%s' needs C: its 'init %s' cannot be run from a .ops file" NEEDS_C,
              m->dialect, m->init->name.s);
  for (unsigned i = 0; i < m->nexterns; i++)
    gen_error(g, m->externs[i]->loc, "dialect '%s' needs C: helper '%s' is written in C" NEEDS_C, m->dialect,
              m->externs[i]->name.s);
  for (gen_op *op = m->ops; op; op = op->next) {
    for (gen_item *it = op->decl->items; it; it = it->next)
      if (hook_what[it->kind])
        gen_error(g, it->loc, "op '%s' needs C: its %s '%s' cannot be loaded from a .ops file" NEEDS_C, op->name,
                  hook_what[it->kind], it->fn.s ? it->fn.s : "?");
    const char *f = op->format ? op->format->s : NULL;
    for (const char *q = f; q && (q = strstr(q, "custom<")); q += 7)
      gen_error(g, gen_str_loc_at(g, op->format, (size_t)(q - f)),
                "op '%s' needs C: its format's directive 'custom<%.*s>' is written in C" NEEDS_C, op->name,
                (int)strcspn(q + 7, ">"), q + 7);
  }
  return g->errors == errors;
}

static gen_loc dialect_loc(gen_module *m) {
  for (gen_decl *d = m->file->decls; d; d = d->next)
    if (d->kind == GEN_D_DIALECT) return d->name.loc;
  return (gen_loc){m->file_index, 0};
}

/* The folder of path, for `include` beside the file; or NULL. */
static char *folder_of(const char *path) {
  const char *slash = strrchr(path, '/');
  if (!slash) return NULL;
  size_t n = (size_t)(slash - path);
  char *d = malloc(n + 2);
  memcpy(d, path, n ? n : 1);
  d[n ? n : 1] = 0;
  return d;
}

rl_loaded_dialect *rl_dialect_load(rl_context *c, const char *path, const char *const *embedded,
                                   unsigned nembedded) {
  rl_loaded_dialect *L = calloc(1, sizeof *L);
  gen_ctx *g = &L->g;
  g->rl = rl_context_create();
  g->sm = rl_source_mgr_create();
  g->max_errors = 20;
  rl_context_set_source_mgr(g->rl, g->sm);
  rl_context_allow_unregistered(g->rl, true);
  /* `include` looks beside the file, then in rulir's dialects (embedded). */
  L->dir = folder_of(path);
  unsigned nd = 0;
  if (L->dir) L->dirs[nd++] = L->dir;
  L->dirs[nd++] = "dialects";
  g->include_dirs = L->dirs;
  g->ninclude_dirs = nd;
  g->embedded = embedded;
  g->nembedded = nembedded;
  int fi = -1;
  if (!gen_readable(g, path))
    fprintf(stderr, "rulir-opt: error: cannot open dialect file '%s'\n", path);
  else
    fi = gen_load_file(g, path, NULL);
  gen_module *m = fi < 0 ? NULL : gen_sema_file(g, (uint32_t)fi);
  bool ok = m && !g->errors;
  if (ok && !m->dialect) {
    gen_error(g, (gen_loc){m->file_index, 0}, "a .ops file loaded with --load-dialect declares its dialect");
    ok = false;
  }
  if (ok && rl_context_dialect_loaded(c, rl_ident_cstr(c, m->dialect))) {
    gen_error(g, dialect_loc(m), "dialect '%s' is already registered", m->dialect);
    ok = false;
  }
  ok = ok && check_declarative(g, m);
  if (ok) {
    give_predicates(m, 0);
    /* Formats compile as they did in the checker; a failure here is
     * reported, not the abort of compiled dialects' registration. */
    for (gen_op *op = m->ops; op && ok; op = op->next) {
      if (!op->def.format) continue;
      size_t off = 0;
      char *msg = NULL;
      if (!rl_format_compile(c, &op->def, &off, &msg)) {
        gen_error(g, gen_str_loc_at(g, op->format, off <= op->format->len ? off : op->format->len), "%s",
                  msg ? msg : "bad format");
        ok = false;
      }
      free(msg);
    }
  }
  if (!ok) {
    rl_loaded_dialect_destroy(L);
    return NULL;
  }
  L->m = m;
  L->text = m->file->buf;
  L->defs = calloc(m->nops + 1, sizeof *L->defs);
  unsigned n = 0;
  for (gen_op *op = m->ops; op; op = op->next) L->defs[n++] = &op->def;
  for (unsigned i = 0; i < m->nattrs; i++) rl_register_dialect_attr(c, m->dialect, m->attrs[i]->name.s, NULL);
  rl_register_opdefs(c, L->defs, n);
  return L;
}

const char *rl_loaded_dialect_name(const rl_loaded_dialect *d) { return d->m->dialect; }
const char *rl_loaded_dialect_text(const rl_loaded_dialect *d) { return d->text; }

void rl_loaded_dialect_destroy(rl_loaded_dialect *d) {
  if (!d) return;
  free(d->defs);
  free(d->dir);
  free(d->g.files);
  rl_arena_free(&d->g.arena);
  rl_source_mgr_destroy(d->g.sm);
  rl_context_destroy(d->g.rl);
  free(d);
}
