/* Pass registry, textual pipelines and the pass runner. */
#include "drivers/pass.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/context_impl.h"
#include "core/diag.h"
#include "core/printer.h"
#include "core/verify.h"
#include "core/rules_rt.h"
#include "drivers/conversion.h"
#include "drivers/greedy.h"

/* ---- registry ------------------------------------------------------------- */

enum { MAX_PASSES = 128 };
static const rl_pass_info *g_passes[MAX_PASSES];
static unsigned g_npasses;

void rl_pass_register(const rl_pass_info *info) {
  for (unsigned i = 0; i < g_npasses; i++)
    if (!strcmp(g_passes[i]->name, info->name)) return;
  if (g_npasses < MAX_PASSES) g_passes[g_npasses++] = info;
}

const rl_pass_info *rl_pass_lookup(const char *name, size_t n) {
  for (unsigned i = 0; i < g_npasses; i++)
    if (strlen(g_passes[i]->name) == n && !memcmp(g_passes[i]->name, name, n)) return g_passes[i];
  return NULL;
}

/* ---- pipelines ------------------------------------------------------------ */

typedef struct pnode pnode;
struct pnode {
  const rl_pass_info *pass; /* a pass, or NULL for a nested anchor */
  void *config;
  char *anchor;             /* nested: the op name passes run on ("any": all) */
  pnode *kids;
  unsigned nkids, capkids;
};

struct rl_pipeline {
  pnode root;
};

static void node_free(pnode *n) {
  for (unsigned i = 0; i < n->nkids; i++) node_free(&n->kids[i]);
  free(n->kids);
  free(n->config);
  free(n->anchor);
}

static pnode *node_add(pnode *n) {
  if (n->nkids == n->capkids) {
    n->capkids = n->capkids ? n->capkids * 2 : 4;
    n->kids = rl_xrealloc(n->kids, n->capkids * sizeof *n->kids);
  }
  pnode *k = &n->kids[n->nkids++];
  memset(k, 0, sizeof *k);
  return k;
}

rl_pipeline *rl_pipeline_create(void) {
  rl_pipeline *p = rl_xcalloc(1, sizeof *p);
  p->root.anchor = strdup("builtin.module");
  return p;
}

void rl_pipeline_destroy(rl_pipeline *p) {
  if (!p) return;
  node_free(&p->root);
  free(p);
}

bool rl_pipeline_empty(const rl_pipeline *p) { return p->root.nkids == 0; }

static bool add_pass(pnode *n, const char *name, size_t len, const char *opts, FILE *err) {
  const rl_pass_info *info = rl_pass_lookup(name, len);
  if (!info) {
    fprintf(err, "rulir-opt: '%.*s' does not refer to a registered pass or pass pipeline\n", (int)len, name);
    return false;
  }
  void *cfg = info->parse_options_with ? info->parse_options_with(info, opts, err)
             : info->parse_options   ? info->parse_options(opts, err)
                                     : NULL;
  if ((info->parse_options || info->parse_options_with) && !cfg) return false;
  pnode *k = node_add(n);
  k->pass = info;
  k->config = cfg;
  return true;
}

bool rl_pipeline_add(rl_pipeline *p, const char *name, const char *options, FILE *err) {
  return add_pass(&p->root, name, strlen(name), options, err);
}

typedef struct pparse {
  const char *s, *p;
  FILE *err;
} pparse;

static void ws(pparse *x) {
  while (isspace((unsigned char)*x->p)) x->p++;
}

static bool perror_at(pparse *x, const char *msg) {
  fprintf(x->err, "rulir-opt: invalid pass pipeline at offset %ld: %s\n", (long)(x->p - x->s), msg);
  return false;
}

static bool parse_elems(pparse *x, pnode *n);

/* name [{opts}] | name ( elems ) */
static bool parse_elem(pparse *x, pnode *n) {
  ws(x);
  const char *name = x->p;
  while (isalnum((unsigned char)*x->p) || *x->p == '_' || *x->p == '.' || *x->p == '-') x->p++;
  size_t len = (size_t)(x->p - name);
  if (!len) return perror_at(x, "expected a pass or an op name");
  ws(x);
  if (*x->p == '(') {
    x->p++;
    pnode *k = node_add(n);
    k->anchor = strndup(name, len);
    if (!parse_elems(x, k)) return false;
    ws(x);
    if (*x->p != ')') return perror_at(x, "expected ')'");
    x->p++;
    return true;
  }
  char *opts = NULL;
  if (*x->p == '{') {
    const char *o = ++x->p;
    int depth = 1;
    while (*x->p && depth) {
      if (*x->p == '{') depth++;
      else if (*x->p == '}') depth--;
      if (depth) x->p++;
    }
    if (*x->p != '}') return perror_at(x, "expected '}'");
    opts = strndup(o, (size_t)(x->p - o));
    x->p++;
  }
  bool ok = add_pass(n, name, len, opts, x->err);
  free(opts);
  return ok;
}

static bool parse_elems(pparse *x, pnode *n) {
  ws(x);
  if (*x->p == ')') return true;
  do {
    if (!parse_elem(x, n)) return false;
    ws(x);
  } while (*x->p == ',' && (x->p++, true));
  return true;
}

rl_pipeline *rl_pipeline_parse(const char *text, FILE *err) {
  pparse x = {text, text, err};
  rl_pipeline *p = rl_xcalloc(1, sizeof *p);
  ws(&x);
  const char *name = x.p;
  while (isalnum((unsigned char)*x.p) || *x.p == '_' || *x.p == '.') x.p++;
  size_t len = (size_t)(x.p - name);
  ws(&x);
  if (!len || *x.p != '(') {
    perror_at(&x, "expected the top-level op name and '(', as in builtin.module(...)");
    rl_pipeline_destroy(p);
    return NULL;
  }
  p->root.anchor = strndup(name, len);
  x.p++;
  if (!parse_elems(&x, &p->root)) {
    rl_pipeline_destroy(p);
    return NULL;
  }
  ws(&x);
  if (*x.p != ')' || (x.p++, ws(&x), *x.p)) {
    perror_at(&x, "expected ')' at the end of the pipeline");
    rl_pipeline_destroy(p);
    return NULL;
  }
  return p;
}

/* ---- running -------------------------------------------------------------- */

typedef struct timing {
  const char *name;
  double seconds;
} timing;

typedef struct runner {
  rl_context *c;
  rl_op *top;
  const rl_pipeline_opts *o;
  timing *times;
  unsigned ntimes, captimes;
} runner;

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static void add_time(runner *r, const char *name, double s) {
  for (unsigned i = 0; i < r->ntimes; i++)
    if (!strcmp(r->times[i].name, name)) {
      r->times[i].seconds += s;
      return;
    }
  if (r->ntimes == r->captimes) {
    r->captimes = r->captimes ? r->captimes * 2 : 8;
    r->times = rl_xrealloc(r->times, r->captimes * sizeof *r->times);
  }
  r->times[r->ntimes++] = (timing){name, s};
}

static bool run_node(runner *r, const pnode *n, rl_op *op) {
  for (unsigned i = 0; i < n->nkids; i++) {
    const pnode *k = &n->kids[i];
    if (k->pass) {
      double t0 = now();
      bool ok = k->pass->run(r->c, op, k->config);
      double t1 = now();
      add_time(r, k->pass->display, t1 - t0);
      if (ok && r->o->verify_each) {
        ok = rl_verify(r->c, r->top);
        add_time(r, "(A) Verifier", now() - t1);
      }
      if (!ok) return false;
      if (r->o->print_after_all) {
        rl_strbuf b = {0};
        rl_print_opts po = {.generic = r->o->generic};
        rl_print_top(&b, op, &po);
        fprintf(r->o->print_after_all, "// -----// IR Dump After %s (%s) //----- //\n%s\n", k->pass->display,
                k->pass->name, b.data ? b.data : "");
        rl_sb_free(&b);
      }
      continue;
    }
    /* Nested: the ops of that name directly inside op's regions. */
    bool any = !strcmp(k->anchor, "any");
    for (unsigned reg = 0; reg < op->nregions; reg++)
      for (rl_block *b = rl_op_regions(op)[reg].first; b; b = b->next)
        for (rl_op *o = b->first; o; o = o->next)
          if (any || !strcmp(o->info->name->str, k->anchor))
            if (!run_node(r, k, o)) return false;
  }
  return true;
}

bool rl_pipeline_run(rl_pipeline *p, rl_context *c, rl_op *top, const rl_pipeline_opts *o) {
  rl_pipeline_opts def = {.verify_each = true};
  runner r = {.c = c, .top = top, .o = o ? o : &def};
  double t0 = now();
  bool ok;
  if (strcmp(p->root.anchor, top->info->name->str) && strcmp(p->root.anchor, "any")) {
    rl_emit_error(c, top->loc, "can't run '%s' pass manager on '%s' op", p->root.anchor, top->info->name->str);
    ok = false;
  } else {
    ok = run_node(&r, &p->root, top);
  }
  if (r.o->timing) {
    double total = now() - t0;
    FILE *f = r.o->timing;
    fprintf(f, "===%s===\n", "-------------------------------------------------------------------------");
    fprintf(f, "                         ... Execution time report ...\n");
    fprintf(f, "===%s===\n", "-------------------------------------------------------------------------");
    fprintf(f, "  Total Execution Time: %.4f seconds\n\n", total);
    fprintf(f, "  ----Wall Time----  ----Name----\n");
    for (unsigned i = 0; i < r.ntimes; i++)
      fprintf(f, "    %.4f (%5.1f%%)  %s\n", r.times[i].seconds, total > 0 ? 100.0 * r.times[i].seconds / total : 0.0,
              r.times[i].name);
    fprintf(f, "    %.4f (100.0%%)  Total\n", total);
  }
  free(r.times);
  return ok;
}

/* ---- the passes ----------------------------------------------------------- */

static FILE *g_rewrite_debug, *g_rewrite_stats;

FILE *rl_pass_rewrite_debug(void) { return g_rewrite_debug; }
FILE *rl_pass_rewrite_stats(void) { return g_rewrite_stats; }

void rl_pass_set_rewrite_output(FILE *debug, FILE *stats) {
  g_rewrite_debug = debug;
  g_rewrite_stats = stats;
}

/* canonicalize's options: the driver's configuration and what the pass
 * itself decides. */
typedef struct canon_opts {
  rl_greedy_config cfg;
  bool test_convergence;
  bool has_enable, has_disable;
  char enable[512], disable[512]; /* comma-separated pattern or rule names */
} canon_opts;

/* MLIR's command-line value parsers, with their messages. */
static bool parse_bool_opt(const char *name, const char *val, bool *out, FILE *err) {
  static const char *const yes[] = {"true", "TRUE", "True", "1"}, *const no[] = {"false", "FALSE", "False", "0"};
  for (int i = 0; i < 4; i++) {
    if (!strcmp(val, yes[i])) return *out = true;
    if (!strcmp(val, no[i])) return !(*out = false);
  }
  fprintf(err, "rulir-opt: for the --%s option: '%s' is invalid value for boolean argument! Try 0 or 1\n", name, val);
  return false;
}

static bool parse_long_opt(const char *name, const char *val, long *out, FILE *err) {
  char *end;
  errno = 0;
  long v = strtol(val, &end, 0);
  if (!*val || *end || errno) {
    fprintf(err, "rulir-opt: for the --%s option: '%s' value invalid for long argument!\n", name, val);
    return false;
  }
  *out = v;
  return true;
}

static void *canonicalize_options(const char *text, FILE *err) {
  canon_opts *o = rl_xmalloc(sizeof *o);
  o->cfg = rl_greedy_default_config();
  o->test_convergence = false;
  o->has_enable = o->has_disable = false;
  o->enable[0] = o->disable[0] = 0;
  if (!text) return o;
  char *buf = strdup(text);
  bool ok = true;
  for (char *tok = strtok(buf, " \t"); tok && ok; tok = strtok(NULL, " \t")) {
    char *v = strchr(tok, '=');
    const char *val = v ? v + 1 : NULL;
    if (v) *v = 0;
    long n;
    if (!strcmp(tok, "max-iterations")) {
      if ((ok = parse_long_opt(tok, val ? val : "", &n, err))) o->cfg.max_iterations = (int)n;
    } else if (!strcmp(tok, "max-num-rewrites")) {
      if ((ok = parse_long_opt(tok, val ? val : "", &n, err))) o->cfg.max_rewrites = n;
    } else if (!strcmp(tok, "top-down")) {
      ok = parse_bool_opt(tok, val ? val : "true", &o->cfg.top_down, err);
    } else if (!strcmp(tok, "test-convergence")) {
      ok = parse_bool_opt(tok, val ? val : "true", &o->test_convergence, err);
    } else if (!strcmp(tok, "region-simplify")) {
      if (!val) {
        fprintf(err, "rulir-opt: for the --region-simplify option: requires a value!\n");
        ok = false;
      } else if (!rl_region_simplify_parse(val, &o->cfg.region_simplify)) {
        fprintf(err, "rulir-opt: for the --region-simplify option: Cannot find option named '%s'!\n", val);
        ok = false;
      }
    } else if (!strcmp(tok, "disable-patterns") || !strcmp(tok, "enable-patterns")) {
      /* MLIR's pattern filters, by pattern (or rule) name. */
      bool en = tok[0] == 'e';
      snprintf(en ? o->enable : o->disable, sizeof o->enable, "%s", val ? val : "");
      if (en) o->has_enable = true;
      else o->has_disable = true;
    } else {
      fprintf(err, "rulir-opt: no such option '%s' for pass 'canonicalize'\n", tok);
      ok = false;
    }
  }
  free(buf);
  if (!ok) {
    free(o);
    return NULL;
  }
  return o;
}

enum { MAX_POPULATE = 32 };
static rl_populate_fn g_populate[MAX_POPULATE];
static unsigned g_npopulate;

void rl_register_canonicalization(rl_populate_fn fn) {
  for (unsigned i = 0; i < g_npopulate; i++)
    if (g_populate[i] == fn) return;
  if (g_npopulate < MAX_POPULATE) g_populate[g_npopulate++] = fn;
}

rl_pattern_set *rl_canonicalization_patterns(rl_context *c) {
  rl_pattern_set *s = rl_pattern_set_create();
  for (unsigned i = 0; i < g_npopulate; i++) g_populate[i](c, s);
  rl_rule_filter_apply(s);
  return s;
}

enum { MAX_FILTERS = 64 };
static struct {
  const char *name;
  bool only, matched;
} g_filters[MAX_FILTERS];
static unsigned g_nfilters;
static bool g_any_only;

void rl_rule_filter_add(const char *name, bool only) {
  if (g_nfilters == MAX_FILTERS) return;
  g_filters[g_nfilters].name = name;
  g_filters[g_nfilters++].only = only;
  g_any_only |= only;
}

static bool filter_matches(const char *filter, const char *rule) {
  size_t n = strlen(filter);
  return !strncmp(filter, rule, n) && (rule[n] == 0 || (rule[n] == '[' && !strchr(filter, '[')));
}

/* Runs once per set built (not per match): string compares are fine here. */
void rl_rule_filter_apply(rl_pattern_set *s) {
  for (unsigned i = 0; i < rl_pattern_set_size(s); i++) {
    const rl_pattern *p = rl_pattern_set_at(s, i);
    for (unsigned k = 0; k < p->nrules; k++) {
      rl_rule *r = p->rules[k];
      bool only_hit = false, disable_hit = false;
      for (unsigned f = 0; f < g_nfilters; f++)
        if (filter_matches(g_filters[f].name, r->name)) {
          g_filters[f].matched = true;
          if (g_filters[f].only) only_hit = true;
          else disable_hit = true;
        }
      r->disabled = disable_hit || (g_any_only && !only_hit);
    }
  }
}

const char *rl_rule_filter_unmatched(void) {
  for (unsigned f = 0; f < g_nfilters; f++)
    if (!g_filters[f].matched) return g_filters[f].name;
  return NULL;
}

static bool in_list(const char *list, const char *name) {
  size_t n = strlen(name);
  for (const char *p = list; *p;) {
    const char *e = strchr(p, ',');
    size_t k = e ? (size_t)(e - p) : strlen(p);
    if (k == n && !memcmp(p, name, n)) return true;
    if (!e) break;
    p = e + 1;
  }
  return false;
}

static bool pattern_allowed(const canon_opts *o, const char *name) {
  if (!name) return !o->has_enable;
  if (o->has_enable && !in_list(o->enable, name)) return false;
  return !(o->has_disable && in_list(o->disable, name));
}

/* enable-patterns / disable-patterns: hand-written patterns are kept or
 * dropped by name; rules inside a rule matcher are switched off one by one. */
static rl_pattern_set *filter_patterns(const canon_opts *o, rl_pattern_set *all) {
  if (!o->has_enable && !o->has_disable) return all;
  rl_pattern_set *s = rl_pattern_set_create();
  for (unsigned i = 0; i < rl_pattern_set_size(all); i++) {
    const rl_pattern *p = rl_pattern_set_at(all, i);
    if (p->nrules) {
      for (unsigned k = 0; k < p->nrules; k++)
        if (!pattern_allowed(o, p->rules[k]->name)) p->rules[k]->disabled = true;
      rl_pattern_set_add(s, p);
    } else if (pattern_allowed(o, p->name)) {
      rl_pattern_set_add(s, p);
    }
  }
  rl_pattern_set_destroy(all);
  return s;
}

static bool canonicalize_run(rl_context *c, rl_op *op, void *config) {
  const canon_opts *o = config;
  rl_greedy_config cfg = o->cfg;
  cfg.debug = g_rewrite_debug;
  cfg.stats = g_rewrite_stats;
  rl_greedy_stats st;
  if (g_rewrite_stats) fprintf(g_rewrite_stats, "canonicalize on '%s':\n", op->info->name->str);
  rl_pattern_set *pats = filter_patterns(o, rl_canonicalization_patterns(c));
  bool converged = rl_greedy_apply(c, op, pats, &cfg, NULL, &st);
  rl_pattern_set_destroy(pats);
  if (g_rewrite_stats)
    fprintf(g_rewrite_stats,
            "  %u iterations, %lu folds, %lu rewrites, %lu dead ops erased, %lu constants uniqued or hoisted\n",
            st.iterations, st.folds, st.rewrites, st.erased, st.hoisted);
  if (!converged) {
    /* Canonicalization is best effort, as in MLIR: running out of iterations
     * is a warning naming what kept firing, and an error (the pass fails)
     * only under test-convergence. */
    rl_strbuf names = {0};
    for (unsigned i = 0; i < st.nstill_firing; i++) rl_sb_printf(&names, "%s%s", i ? ", " : "", st.still_firing[i]);
    const char *fmt = "canonicalize did not converge after %d iterations%s%s";
    const char *why = st.nstill_firing ? "; rules still firing: " : " (folding or region simplification kept changing the IR)";
    rl_diag *dg = rl_diag_begin(c, o->test_convergence ? RL_ERROR : RL_WARNING, op->loc, fmt,
                                cfg.max_iterations, why, names.data ? names.data : "");
    rl_diag_report(c, dg);
    rl_sb_free(&names);
    return !o->test_convergence;
  }
  return true;
}

static const rl_pass_info canonicalize_pass = {.name = "canonicalize", .display = "Canonicalizer",
                                               .parse_options = canonicalize_options, .run = canonicalize_run};

void rl_register_all_passes(void) {
  rl_pass_register(&canonicalize_pass);
  rl_register_conversion_passes(); /* reconcile-unrealized-casts */
}
