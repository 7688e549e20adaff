/* rulir-opt: parse, verify and print MLIR text, with mlir-opt's flags. */
#include <dlfcn.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tools/tool.h"
#include "core/context_impl.h"
#include "core/rules_rt.h"
#include "drivers/conversion.h"
#include "drivers/rules_pass.h"
#include "core/diag.h"
#include "core/parser.h"
#include "core/printer.h"
#include "core/verify.h"
#include "dialects/affine/affine.h"
#include "dialects/cf/cf_canon.h"
#include "dialects/scf/scf_canon.h"
#include "drivers/greedy.h"
#include "drivers/pass.h"
#include "dialects/registry.h"
#include "gen/interp.h"

/* The dialects' .ops files (tools/embed.py), for `import` in --rules. */
extern const char *const rl_embedded_ops[];
extern const unsigned rl_embedded_ops_count;
/* The rules files compiled in (build/gen/rules/registry.c). */
void rl_register_compiled_rules(void);

#define FREE_AT_EXIT RL_TOOL_FREE_AT_EXIT

typedef struct options {
  const char *input;
  const char *output;
  bool generic, debuginfo, split, verify_diags, allow_unregistered;
  bool debug_rewrites, rewrite_stats, print_ir_after_all, timing;
  rl_pipeline *pipeline; /* passes from --pass-pipeline or --<pass> flags */
  const char *rules[64];   /* --rules FILE.rules, in order */
  unsigned nrules;
  const char *plugins[64]; /* --load-rules FILE.so */
  unsigned nplugins;
  bool test_rules;       /* --test-rules: run the rules files' test blocks */
  bool rule_filters;     /* some --disable-rule / --only-rule was given */
} options;

/* ---- rules: --rules, --load-rules, the apply-rules step ------------------------ */

static rl_pattern_set *g_rule_patterns; /* what apply-rules applies */
static bool g_rules_no_fold;            /* --no-fold: rules alone, no folders */

/* Applies the loaded rules with the greedy driver: folding on, region
 * simplification off (docs/rules.md). */
static bool count_op(rl_op *op, void *ud) {
  (void)op;
  ++*(unsigned long *)ud;
  return true;
}

static bool apply_rules_run(rl_context *c, rl_op *op, void *config) {
  (void)config;
  rl_greedy_config cfg = rl_greedy_default_config();
  cfg.region_simplify = RL_REGION_SIMPLIFY_DISABLED;
  cfg.fold = !g_rules_no_fold;
  /* A sweep rewrites each op a few times at most; a rule that keeps
   * firing on what it built would otherwise never end the sweep. */
  unsigned long nops = 0;
  rl_op_walk(op, false, count_op, &nops);
  cfg.max_rewrites = (long)(16 * nops + 1024);
  cfg.debug = rl_pass_rewrite_debug();
  cfg.stats = rl_pass_rewrite_stats();
  rl_greedy_stats st;
  if (cfg.stats) fprintf(cfg.stats, "rules on '%s':\n", op->info->name->str);
  bool converged = rl_greedy_apply(c, op, g_rule_patterns, &cfg, NULL, &st);
  if (!converged) {
    rl_strbuf names = {0};
    for (unsigned i = 0; i < st.nstill_firing; i++) rl_sb_printf(&names, "%s%s", i ? ", " : "", st.still_firing[i]);
    rl_diag *dg = rl_diag_begin(c, RL_ERROR, op->loc, "rules did not converge after %d iterations; still firing: %s",
                                cfg.max_iterations, names.data ? names.data : "(folding)");
    rl_diag_report(c, dg);
    rl_sb_free(&names);
    return false;
  }
  return true;
}

static void *no_options(const char *text, FILE *err) {
  if (text && *text) {
    fprintf(err, "rulir-opt: apply-rules takes no options\n");
    return NULL;
  }
  return calloc(1, 1);
}

static const rl_pass_info apply_rules_pass = {.name = "apply-rules", .display = "ApplyRules", .parse_options = no_options,
                                              .run = apply_rules_run};

typedef bool (*plugin_entry)(rl_context *c, rl_pattern_set *s);

/* Loads --rules files (interpreted) and --load-rules objects (compiled by
 * rulir-gen) into one pattern set. */
static bool load_rules(rl_context *c, const options *o, rl_rules **interp) {
  g_rule_patterns = rl_pattern_set_create();
  if (o->nrules) {
    if (!*interp) *interp = rl_rules_load(c, o->rules, o->nrules, rl_embedded_ops, rl_embedded_ops_count);
    if (!*interp) return false;
    rl_rules_populate(*interp, g_rule_patterns);
  }
  for (unsigned i = 0; i < o->nplugins; i++) {
    void *h = dlopen(o->plugins[i], RTLD_NOW | RTLD_LOCAL);
    if (!h) {
      fprintf(stderr, "rulir-opt: error: cannot load rules from '%s': %s\n", o->plugins[i], dlerror());
      return false;
    }
    if (o->test_rules) { /* its pass, for the tests that name it (--test-rules registers nothing before) */
      typedef const rl_rules_pass *(*pass_entry)(void);
      pass_entry pe = (pass_entry)(uintptr_t)dlsym(h, "rl_rules_plugin_pass");
      if (pe && pe()) rl_rules_pass_register(pe());
    }
    plugin_entry entry = (plugin_entry)(uintptr_t)dlsym(h, "rl_rules_plugin_populate");
    if (!entry) {
      fprintf(stderr, "rulir-opt: error: '%s' holds no rules (rl_rules_plugin_populate is missing; build it from "
                      "`rulir-gen -o FILE.c FILE.rules` with -DRL_RULES_PLUGIN)\n", o->plugins[i]);
      return false;
    }
    if (!entry(c, g_rule_patterns)) {
      fprintf(stderr, "rulir-opt: error: the rules in '%s' do not fit this tool's dialects\n", o->plugins[i]);
      return false;
    }
  }
  rl_rule_filter_apply(g_rule_patterns);
  return true;
}

static void usage(FILE *f) {
  fputs("usage: rulir-opt [FILE|-] [-o FILE] [--mlir-print-op-generic] [--mlir-print-debuginfo]\n"
        "                 [--split-input-file] [--verify-diagnostics] [--allow-unregistered-dialect]\n",
        f);
}



/* ---- --verify-diagnostics ------------------------------------------------- */

typedef struct expected {
  rl_severity sev;
  unsigned line;      /* line the diagnostic must be on */
  unsigned at_line;   /* line of the comment, col */
  unsigned at_col;
  char *text;         /* message (with {{regex}} parts) */
  bool matched;
} expected;

typedef struct vstate {
  expected *ex;
  size_t n, cap;
  rl_ident *file;
  rl_strbuf unexpected; /* formatted "unexpected" errors */
  bool failed;
  rl_context *c;
} vstate;

/* Whether msg matches pattern: plain text must occur as a substring, with
 * {{...}} parts as POSIX extended regular expressions. */
static bool diag_matches(const char *pat, const char *msg) {
  if (!strstr(pat, "{{")) return strstr(msg, pat) != NULL;
  rl_strbuf re = {0};
  for (const char *p = pat; *p;) {
    if (p[0] == '{' && p[1] == '{') {
      const char *e = strstr(p + 2, "}}");
      if (!e) break;
      rl_sb_putc(&re, '(');
      rl_sb_putn(&re, p + 2, (size_t)(e - p - 2));
      rl_sb_putc(&re, ')');
      p = e + 2;
      continue;
    }
    if (strchr(".[]()*+?{}|^$\\", *p)) rl_sb_putc(&re, '\\');
    rl_sb_putc(&re, *p++);
  }
  regex_t rx;
  bool ok = false;
  if (regcomp(&rx, re.data ? re.data : "", REG_EXTENDED | REG_NOSUB) == 0) {
    ok = regexec(&rx, msg, 0, NULL, 0) == 0;
    regfree(&rx);
  }
  rl_sb_free(&re);
  return ok;
}

static const char *sev_word(rl_severity s) {
  return s == RL_ERROR ? "error" : s == RL_WARNING ? "warning" : s == RL_NOTE ? "note" : "remark";
}

static void collect_expected(vstate *vs, const char *buf, size_t len, unsigned line_offset) {
  unsigned line = 1;
  const char *p = buf, *end = buf + len;
  unsigned last_non_expect_line = 0;
  while (p < end) {
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    const char *le = nl ? nl : end;
    const char *s = p;
    bool only_expect = false;
    while ((s = memmem(s, (size_t)(le - s), "expected-", 9))) {
      const char *k = s + 9;
      rl_severity sev;
      size_t kl;
      if (!strncmp(k, "error", 5)) { sev = RL_ERROR; kl = 5; }
      else if (!strncmp(k, "warning", 7)) { sev = RL_WARNING; kl = 7; }
      else if (!strncmp(k, "note", 4)) { sev = RL_NOTE; kl = 4; }
      else if (!strncmp(k, "remark", 6)) { sev = RL_REMARK; kl = 6; }
      else { s = k; continue; }
      const char *q = k + kl;
      long target = (long)line;
      bool above = false, below = false;
      if (*q == '@') {
        q++;
        if (!strncmp(q, "above", 5)) { above = true; q += 5; }
        else if (!strncmp(q, "below", 5)) { below = true; q += 5; }
        else if (*q == '+' || *q == '-') {
          char *e;
          long off = strtol(q, &e, 10);
          target = (long)line + off;
          q = e;
        }
      }
      while (q < le && (*q == ' ' || *q == '\t')) q++;
      if (q + 1 >= le || q[0] != '{' || q[1] != '{') { s = q; continue; }
      /* The message runs to the last "}}" on the line. */
      const char *ms = q + 2, *me = NULL;
      for (const char *r = ms; r + 1 < le; r++)
        if (r[0] == '}' && r[1] == '}') me = r;
      if (!me) { s = q; continue; }
      if (vs->n == vs->cap) {
        vs->cap = vs->cap ? vs->cap * 2 : 16;
        vs->ex = realloc(vs->ex, vs->cap * sizeof *vs->ex);
      }
      expected *e = &vs->ex[vs->n++];
      e->sev = sev;
      e->at_line = line + line_offset;
      e->at_col = (unsigned)(s - p) + 1;
      if (above) target = (long)last_non_expect_line;
      if (below) target = -1; /* fixed below */
      e->line = target < 0 ? 0 : (unsigned)target + line_offset;
      e->text = strndup(ms, (size_t)(me - ms));
      e->matched = below; /* marks "pending below" */
      only_expect = true;
      s = me + 2;
    }
    /* Resolve @below to the next line that is not only a comment with expectations. */
    bool has_code = false;
    for (const char *r = p; r < le; r++) {
      if (r + 1 < le && r[0] == '/' && r[1] == '/') break;
      if (*r != ' ' && *r != '\t' && *r != '\r') { has_code = true; break; }
    }
    if (has_code || !only_expect) {
      if (has_code) {
        for (size_t i = 0; i < vs->n; i++)
          if (vs->ex[i].matched && vs->ex[i].line == 0 && vs->ex[i].at_line < line + line_offset) {
            vs->ex[i].line = line + line_offset;
            vs->ex[i].matched = false;
          }
        last_non_expect_line = line;
      }
    }
    line++;
    p = nl ? nl + 1 : end;
  }
  for (size_t i = 0; i < vs->n; i++) if (vs->ex[i].line == 0) vs->ex[i].matched = false;
}

static bool match_one(vstate *vs, const rl_diag *d) {
  rl_attr *fl = d->loc ? rl_loc_find_file(d->loc) : NULL;
  unsigned line = fl ? (unsigned)fl->w[1] : 0;
  for (size_t i = 0; i < vs->n; i++) {
    expected *e = &vs->ex[i];
    if (e->matched || e->sev != d->sev || e->line != line) continue;
    if (fl && (rl_ident *)rl_word_ptr(fl->w[0]) != vs->file) continue;
    if (!diag_matches(e->text, d->msg)) continue;
    e->matched = true;
    return true;
  }
  return false;
}

static void report_unexpected(vstate *vs, const rl_diag *d) {
  /* Right place and text, wrong kind: say so, as MLIR does. */
  rl_attr *fl = d->loc ? rl_loc_find_file(d->loc) : NULL;
  unsigned line = fl ? (unsigned)fl->w[1] : 0;
  for (size_t i = 0; i < vs->n; i++) {
    expected *e = &vs->ex[i];
    if (e->matched || e->line != line || e->sev == d->sev || !diag_matches(e->text, d->msg)) continue;
    rl_diag tmp = {.sev = RL_ERROR, .loc = rl_loc_file(vs->c, vs->file, e->at_line, e->at_col)};
    rl_strbuf m = {0};
    rl_sb_printf(&m, "'%s' diagnostic emitted when expecting a '%s'", sev_word(d->sev), sev_word(e->sev));
    tmp.msg = m.data;
    rl_diag_format(vs->c, &tmp, &vs->unexpected);
    rl_sb_free(&m);
    vs->failed = true;
    return;
  }
  rl_diag tmp = *d;
  tmp.notes = NULL;
  tmp.next = NULL;
  tmp.sev = RL_ERROR;
  rl_strbuf m = {0};
  rl_sb_printf(&m, "unexpected %s: %s", sev_word(d->sev), d->msg);
  tmp.msg = m.data;
  rl_diag_format(vs->c, &tmp, &vs->unexpected);
  rl_sb_free(&m);
  vs->failed = true;
}

static void verify_handler(rl_context *c, const rl_diag *d, void *ud) {
  (void)c;
  vstate *vs = ud;
  if (!match_one(vs, d)) report_unexpected(vs, d);
  for (const rl_diag *n = d->notes; n; n = n->next)
    if (!match_one(vs, n)) report_unexpected(vs, n);
}

/* ---- driver --------------------------------------------------------------- */

/* Parses and verifies one chunk. On success *result is the module (the
 * caller prints and destroys it). Returns false on failure. */
static bool process_chunk(rl_context *c, const options *o, rl_ident *file, const char *chunk,
                          size_t len, unsigned line_offset, rl_op **result) {
  const char *buf = chunk; /* NUL-terminated at len by the caller */
  vstate vs = {.file = file, .c = c};
  if (o->verify_diags) {
    collect_expected(&vs, buf, len, line_offset);
    rl_context_set_diag_handler(c, verify_handler, &vs);
  }
  unsigned errors_before = rl_context_num_errors(c);
  rl_op *m = rl_parse_source(c, buf, len, file, line_offset);
  /* The text is not read again but for a diagnostic's line: a mapped
   * input's pages go (not when split, as chunks are cut in place). */
  if (!o->split && !o->verify_diags) rl_tool_source_parsed((char *)chunk);
  bool ok = m != NULL;
  if (m && !rl_verify(c, m)) ok = false;
  /* Passes, each followed by the verifier (as mlir-opt does). */
  if (ok && !rl_pipeline_empty(o->pipeline)) {
    rl_pass_set_rewrite_output(o->debug_rewrites ? stderr : NULL, o->rewrite_stats ? stderr : NULL);
    rl_pipeline_opts po = {.verify_each = true, .print_after_all = o->print_ir_after_all ? stderr : NULL,
                           .generic = o->generic, .timing = o->timing ? stderr : NULL};
    if (!rl_pipeline_run(o->pipeline, c, m, &po)) ok = false;
  }
  if (m && !ok) {
    rl_op_destroy(c, m);
    m = NULL;
  }
  *result = m;
  (void)errors_before;
  if (!o->verify_diags) return ok;
  rl_context_set_diag_handler(c, NULL, NULL);
  /* Expectations not met. */
  rl_strbuf missing = {0};
  for (size_t i = 0; i < vs.n; i++) {
    expected *e = &vs.ex[i];
    if (!e->matched) {
      rl_diag d = {.sev = RL_ERROR, .loc = rl_loc_file(c, file, e->at_line, e->at_col)};
      rl_strbuf msg = {0};
      rl_sb_printf(&msg, "expected %s \"%s\" was not produced", sev_word(e->sev), e->text);
      d.msg = msg.data;
      rl_diag_format(c, &d, &missing);
      rl_sb_free(&msg);
      vs.failed = true;
    }
    free(e->text);
  }
  free(vs.ex);
  if (vs.unexpected.len) fwrite(vs.unexpected.data, 1, vs.unexpected.len, stderr);
  if (missing.len) fwrite(missing.data, 1, missing.len, stderr);
  rl_sb_free(&vs.unexpected);
  rl_sb_free(&missing);
  return !vs.failed;
}

/* `--NAME` or `--NAME=OPTIONS` for a registered pass; false if NAME is not
 * a pass (or on a bad option, after an error: then o->pipeline is NULL). */
static bool pass_flag(options *o, const char *arg) {
  const char *eq = strchr(arg, '=');
  size_t n = eq ? (size_t)(eq - arg) : strlen(arg);
  if (!rl_pass_lookup(arg, n)) return false;
  char name[128];
  snprintf(name, sizeof name, "%.*s", (int)n, arg);
  if (!rl_pipeline_add(o->pipeline, name, eq ? eq + 1 : NULL, stderr)) {
    rl_pipeline_destroy(o->pipeline);
    o->pipeline = NULL;
  }
  return true;
}

/* Parses IR text of a test block (located in its .rules file), verifies it
 * and prints it in custom form; applies the rules first when `apply`. */
/* The IR of a test block, parsed, verified and (apply) rewritten by the
 * test's pass or, without one, the files' patterns under the greedy
 * driver; printed, or NULL. */
static char *test_ir(rl_context *c, const char *file, const char *text, unsigned line, bool apply,
                     const rl_rules_test *t, const rl_rules_pass *pass) {
  rl_ident *f = rl_ident_cstr(c, file);
  rl_op *m = rl_parse_source(c, text, strlen(text), f, line > 0 ? line - 1 : 0);
  if (!m) return NULL;
  bool ok = rl_verify(c, m);
  if (ok && apply && t->pass) {
    ok = pass && rl_rules_pass_run(c, pass, m, !t->nofold) && rl_verify(c, m);
  } else if (ok && apply) {
    rl_greedy_config cfg = rl_greedy_default_config();
    cfg.region_simplify = RL_REGION_SIMPLIFY_DISABLED;
    cfg.fold = !t->nofold;
    ok = rl_greedy_apply(c, m, g_rule_patterns, &cfg, NULL, NULL) && rl_verify(c, m);
  }
  char *s = NULL;
  if (ok) {
    rl_strbuf out = {0};
    rl_print_opts po = {0};
    rl_print_top(&out, m, &po);
    rl_sb_putc(&out, '\n');
    s = strdup(out.data);
    rl_sb_free(&out);
  }
  rl_op_destroy(c, m);
  return s;
}

/* --test-rules: every `test` block of the --rules files, run with the rules
 * of all of them (interpreted, or as compiled by --load-rules). */
static int run_rule_tests(const options *o) {
  if (!o->nrules) {
    fputs("rulir-opt: --test-rules needs --rules FILE.rules\n", stderr);
    return 1;
  }
  rl_context *c = rl_context_create();
  rl_register_all_dialects(c);
  rl_source_mgr *sm = rl_source_mgr_create();
  rl_context_set_source_mgr(c, sm);
  rl_rules *interp = NULL;
  options lo = *o;
  if (o->nplugins) lo.nrules = 0; /* compiled: the files only give the tests */
  rl_rules *tests_from = NULL;
  unsigned n = 0, failed = 0;
  const rl_rules_test *t = NULL;
  if (load_rules(c, &lo, &interp))
    tests_from = interp ? interp : rl_rules_load(c, o->rules, o->nrules, rl_embedded_ops, rl_embedded_ops_count);
  if (!tests_from) failed = 1; /* reported */
  else t = rl_rules_tests(tests_from, &n);
  for (unsigned i = 0; i < n; i++) {
    /* The pass a test names: the interpreted files' own, else a registered
     * one (compiled in, or from --load-rules). */
    const rl_rules_pass *pass = NULL;
    if (t[i].pass && interp) {
      unsigned np;
      const rl_rules_pass *ps = rl_rules_passes(interp, &np);
      for (unsigned k = 0; k < np && !pass; k++)
        if (!strcmp(ps[k].name, t[i].pass)) pass = &ps[k];
    }
    if (t[i].pass && !pass) pass = rl_rules_pass_find(t[i].pass);
    char *got = test_ir(c, t[i].file, t[i].input, t[i].input_line, true, &t[i], pass);
    char *want = test_ir(c, t[i].file, t[i].expect, t[i].expect_line, false, &t[i], pass);
    if (got && want && !strcmp(got, want)) {
      printf("PASS: %s (%s:%u)\n", t[i].name, t[i].file, t[i].line);
    } else {
      failed++;
      printf("FAIL: %s (%s:%u)\n", t[i].name, t[i].file, t[i].line);
      if (t[i].pass && !pass) printf("  no pass '%s' is registered or declared by the loaded files\n", t[i].pass);
      else if (!got) printf("  the input did not parse, verify or converge\n");
      if (!want) printf("  the expected IR did not parse or verify\n");
      if (got && want) printf("  expected:\n%s  got:\n%s", want, got);
    }
    free(got);
    free(want);
  }
  if (tests_from) printf("%u test%s, %u failed\n", n, n == 1 ? "" : "s", failed);
  if (tests_from != interp) rl_rules_destroy(tests_from);
  rl_pattern_set_destroy(g_rule_patterns);
  g_rule_patterns = NULL;
  rl_rules_destroy(interp);
  if (FREE_AT_EXIT) {
    rl_context_destroy(c);
    rl_source_mgr_destroy(sm);
  }
  return failed ? 1 : 0;
}

/* Loads the --rules files and --load-rules objects named on the command line
 * (unless they are only tested, --test-rules) and registers the passes they
 * declare; *patterns says whether they hold `pattern` rules (only then does
 * --rules add the apply-rules step). */
static bool preload_rules(rl_context *c, int argc, char **argv, rl_rules **interp, bool *patterns) {
  const char *files[64], *plugins[64];
  unsigned n = 0, np = 0;
  *patterns = true;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (rl_tool_flag_is(a, "test-rules")) return true;
    if (rl_tool_flag_is(a, "rules") && i + 1 < argc && n < 64) files[n++] = argv[++i];
    else if (!strncmp(a, "--rules=", 8) && n < 64) files[n++] = a + 8;
    else if (rl_tool_flag_is(a, "load-rules") && i + 1 < argc && np < 64) plugins[np++] = argv[++i];
    else if (!strncmp(a, "--load-rules=", 13) && np < 64) plugins[np++] = a + 13;
  }
  if (!n && !np) return true;
  rl_pattern_set *probe = rl_pattern_set_create();
  bool ok = true;
  if (n) {
    *interp = rl_rules_load(c, files, n, rl_embedded_ops, rl_embedded_ops_count);
    ok = *interp != NULL;
    unsigned npass = 0;
    const rl_rules_pass *ps = ok ? rl_rules_passes(*interp, &npass) : NULL;
    for (unsigned i = 0; ok && i < npass; i++)
      if (!rl_rules_pass_register(&ps[i])) {
        fprintf(stderr, "%s:%u: error: pass '%s' is already registered\n", ps[i].file, ps[i].line, ps[i].name);
        ok = false;
      }
    if (ok) rl_rules_populate(*interp, probe);
  }
  for (unsigned i = 0; ok && i < np; i++) {
    void *h = dlopen(plugins[i], RTLD_NOW | RTLD_LOCAL); /* errors are reported by load_rules */
    if (!h) continue;
    typedef const rl_rules_pass *(*pass_entry)(void);
    pass_entry pe = (pass_entry)(uintptr_t)dlsym(h, "rl_rules_plugin_pass");
    const rl_rules_pass *p = pe ? pe() : NULL;
    if (p && !rl_rules_pass_register(p)) {
      fprintf(stderr, "%s:%u: error: pass '%s' is already registered\n", p->file, p->line, p->name);
      ok = false;
    }
    plugin_entry entry = (plugin_entry)(uintptr_t)dlsym(h, "rl_rules_plugin_populate");
    if (entry) entry(c, probe);
  }
  *patterns = rl_pattern_set_size(probe) > 0;
  rl_pattern_set_destroy(probe);
  return ok;
}

/* Everything after the context exists; run() owns and frees what it passes. */
static int run_in(rl_context *c, rl_rules **interp_p, bool rule_patterns, options *op, int argc, char **argv) {
  rl_rules *interp = *interp_p;
  bool have_input = false;
  int rc_early = 0;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (rl_tool_flag_is(a, "mlir-print-op-generic")) op->generic = true;
    else if (rl_tool_flag_is(a, "mlir-print-debuginfo")) op->debuginfo = true;
    else if (rl_tool_flag_is(a, "split-input-file")) op->split = true;
    else if (rl_tool_flag_is(a, "verify-diagnostics")) op->verify_diags = true;
    else if (rl_tool_flag_is(a, "allow-unregistered-dialect")) op->allow_unregistered = true;
    else if (rl_tool_flag_is(a, "debug-rewrites")) op->debug_rewrites = true;
    else if (rl_tool_flag_is(a, "debug-conversion")) rl_rules_pass_set_debug(stderr);
    else if (rl_tool_flag_is(a, "rewrite-stats")) op->rewrite_stats = true;
    else if (rl_tool_flag_is(a, "mlir-print-ir-after-all")) op->print_ir_after_all = true;
    else if (rl_tool_flag_is(a, "mlir-timing")) op->timing = true;
    else if (rl_tool_flag_is(a, "test-rules")) op->test_rules = true;
    else if (rl_tool_flag_is(a, "no-fold")) g_rules_no_fold = true;
    else if (rl_tool_flag_is(a, "rules") || rl_tool_flag_is(a, "load-rules") || !strncmp(a, "--rules=", 8) ||
             !strncmp(a, "--load-rules=", 13)) {
      bool plugin = strstr(a, "load-rules") != NULL;
      const char *eq = strchr(a, '=');
      const char *path = eq ? eq + 1 : (i + 1 < argc ? argv[++i] : NULL);
      if (!path || !*path) {
        fprintf(stderr, "rulir-opt: %s needs a file name\n", plugin ? "--load-rules" : "--rules");
        return 1;
      }
      if ((plugin ? op->nplugins : op->nrules) == 64) {
        fprintf(stderr, "rulir-opt: at most 64 %s files\n", plugin ? "--load-rules" : "--rules");
        return 1;
      }
      if (plugin) op->plugins[op->nplugins++] = path;
      else op->rules[op->nrules++] = path;
      if (op->nrules + op->nplugins == 1 && !op->test_rules && op->pipeline && rule_patterns)
        rl_pipeline_add(op->pipeline, "apply-rules", NULL, stderr);
    } else if (!strncmp(a, "--disable-rule=", 15) && a[15]) {
      rl_rule_filter_add(a + 15, false);
      op->rule_filters = true;
    } else if (!strncmp(a, "--only-rule=", 12) && a[12]) {
      rl_rule_filter_add(a + 12, true);
      op->rule_filters = true;
    } else if (!strncmp(a, "--pass-pipeline=", 16)) {
      if (!rl_pipeline_empty(op->pipeline)) {
        fputs("rulir-opt: --pass-pipeline cannot be combined with pass flags\n", stderr);
        return 1;
      }
      rl_pipeline_destroy(op->pipeline);
      op->pipeline = rl_pipeline_parse(a + 16, stderr);
      if (!op->pipeline) return 1;
    } else if (a[0] == '-' && a[1] == '-' && pass_flag(op, a + 2)) {
      /* a pass, added to the pipeline */
    }    else if (rl_tool_flag_is(a, "h") || rl_tool_flag_is(a, "help")) { usage(stdout); return 0; }
    else if (!strcmp(a, "-o")) {
      if (++i >= argc) { fputs("rulir-opt: -o needs a file name\n", stderr); return 1; }
      op->output = argv[i];
    } else if (!strncmp(a, "-o", 2) && a[2]) op->output = a + 2;
    else if (!strncmp(a, "--o=", 4)) op->output = a + 4;
    else if (a[0] == '-' && a[1]) {
      fprintf(stderr, "rulir-opt: Unknown command line argument '%s'.  Try: 'rulir-opt --help'\n", a);
      return 1;
    } else {
      if (have_input) { fprintf(stderr, "rulir-opt: Too many positional arguments specified!\n"); return 1; }
      op->input = a;
      have_input = true;
    }
  }
  if (!op->pipeline) return 1;
  if (op->test_rules) {
      return run_rule_tests(op);
  }
  size_t len;
  char *src = rl_tool_read_all(op->input, &len);
  if (!src) {
    fprintf(stderr, "rulir-opt: could not open input file '%s'\n", op->input);
    return 1;
  }
  rl_context_allow_unregistered(c, op->allow_unregistered);
  rl_context_set_print_op_on_diagnostic(c, !op->verify_diags);
  rl_source_mgr *sm = rl_source_mgr_create();
  rl_ident *file = rl_ident_cstr(c, strcmp(op->input, "-") == 0 ? "<stdin>" : op->input);
  rl_source_mgr_add(sm, file, src, len);
  rl_context_set_source_mgr(c, sm);
  rl_print_opts po = {.generic = op->generic, .debuginfo = op->debuginfo};
  rl_strbuf out = {0};
  bool ok = true;
  int rc = 0;
  if ((op->nrules || op->nplugins) && !load_rules(c, op, &interp)) {
    rc = 1;
    goto done;
  }
  /* Rule filters name rules that exist (those loaded, and those compiled in
   * for --canonicalize), before any output. */
  const char *unmatched = NULL;
  if (op->rule_filters) {
    rl_pattern_set_destroy(rl_canonicalization_patterns(c));
    unmatched = rl_rule_filter_unmatched();
  }
  if (unmatched) {
    fprintf(stderr, "rulir-opt: error: --disable-rule/--only-rule '%s' names no rule\n", unmatched);
    rc = 1;
    goto done;
  }
  if (!op->split) {
    /* One module: printed straight to the output once it has verified. */
    rl_op *m = NULL;
    ok = process_chunk(c, op, file, src, len, 0, &m);
    if (ok && m) {
      FILE *f = !op->output || !strcmp(op->output, "-") ? stdout : fopen(op->output, "wb");
      if (!f) {
        fprintf(stderr, "rulir-opt: cannot open output file '%s'\n", op->output);
        rc = 1;
      } else {
        out.sink = f;
        rl_print_top(&out, m, &po);
        rl_sb_putc(&out, '\n');
        rl_sb_flush(&out);
        if (f != stdout && fclose(f) != 0) rc = 1;
      }
    }
    if (m && FREE_AT_EXIT) rl_op_destroy(c, m);
  } else {
    /* MLIR splits on the plain substring "// -----"; the rest of the
     * marker's line belongs to the next chunk. Each chunk is cut in place
     * by a NUL over the marker's first byte, restored afterwards. */
    char *end = src + len, *chunk = src;
    unsigned chunk_line = 0;
    bool first = true;
    for (;;) {
      char *mk = memmem(chunk, (size_t)(end - chunk), "// -----", 8);
      char *cend = mk ? mk : end;
      if (!first) rl_sb_puts(&out, "// -----\n");
      first = false;
      char saved = *cend;
      *cend = 0;
      rl_op *m = NULL;
      if (!process_chunk(c, op, file, chunk, (size_t)(cend - chunk), chunk_line, &m)) ok = false;
      *cend = saved;
      if (m) {
        rl_print_top(&out, m, &po);
        rl_sb_putc(&out, '\n');
        rl_op_destroy(c, m);
      }
      if (!mk) break;
      for (const char *q = chunk; q < mk; q++)
        if (*q == '\n') chunk_line++;
      chunk = mk + 8;
    }
    if (!ok) rc = 1;
    if (!op->output || !strcmp(op->output, "-")) {
      if (out.len) fwrite(out.data, 1, out.len, stdout);
    } else if (ok) {
      FILE *f = fopen(op->output, "wb");
      if (!f) {
        fprintf(stderr, "rulir-opt: cannot open output file '%s'\n", op->output);
        rc = 1;
      } else {
        fwrite(out.data, 1, out.len, f);
        if (fclose(f) != 0) rc = 1;
      }
    }
  }
  if (!ok) rc = 1;
done:
  rl_sb_free(&out);
  if (FREE_AT_EXIT) {
    rl_source_mgr_destroy(sm);
    rl_tool_free_source(src);
    rl_pattern_set_destroy(g_rule_patterns);
    g_rule_patterns = NULL;
  }
  *interp_p = interp;
  (void)rc_early;
  return rc;
}

static int run(int argc, char **argv) {
  rl_register_all_passes();
  rl_pass_register(&apply_rules_pass);
  rl_register_canonicalization(rl_cf_populate_canonical);
  rl_register_canonicalization(rl_scf_populate_canonical);
  rl_register_canonicalization(rl_affine_populate_canonical);
  rl_register_compiled_rules();
  options o = {.input = "-", .pipeline = rl_pipeline_create()};
  /* The context comes first: the passes that --rules files declare
   * (`pass "NAME" {...}`) are registered before the flags naming them are
   * read, so `--rules my.rules --my-pass` keeps its place in the pipeline. */
  rl_context *c = rl_context_create();
  rl_register_all_dialects(c);
  rl_rules *interp = NULL;
  bool rule_patterns = true;
  int rc = preload_rules(c, argc, argv, &interp, &rule_patterns) ? run_in(c, &interp, rule_patterns, &o, argc, argv)
                                                                   : 1;
  if (FREE_AT_EXIT) {
    rl_context_destroy(c);
    rl_pipeline_destroy(o.pipeline);
    rl_pattern_set_destroy(g_rule_patterns);
    rl_rules_destroy(interp);
  }
  return rc;
}

int main(int argc, char **argv) { return rl_tool_main(argc, argv, run); }
