/* rulir-opt: parse, verify and print MLIR text, with mlir-opt's flags. */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tools/tool.h"
#include "tools/verify_diags.h"
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



/* ---- driver --------------------------------------------------------------- */

/* Parses and verifies one chunk. On success *result is the module (the
 * caller prints and destroys it). Returns false on failure. */
static bool process_chunk(rl_context *c, const options *o, rl_ident *file, const char *chunk,
                          size_t len, unsigned line_offset, rl_op **result) {
  const char *buf = chunk; /* NUL-terminated at len by the caller */
  rl_verify_diags *vd = o->verify_diags ? rl_verify_diags_begin(c, file, buf, len, line_offset) : NULL;
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
  /* Under --verify-diagnostics, the outcome is the check's. */
  return vd ? rl_verify_diags_end(vd) : ok;
}

/* --split-input-file: each chunk processed and printed into `out`, after
 * MLIR's separator. */
typedef struct split_state {
  rl_context *c;
  const options *o;
  rl_ident *file;
  const rl_print_opts *po;
  rl_strbuf *out;
} split_state;

static bool print_chunk(void *ud, char *chunk, size_t len, unsigned line_offset, unsigned index) {
  split_state *ss = ud;
  if (index) rl_sb_puts(ss->out, "// -----\n");
  rl_op *m = NULL;
  bool ok = process_chunk(ss->c, ss->o, ss->file, chunk, len, line_offset, &m);
  if (m) {
    rl_print_top(ss->out, m, ss->po);
    rl_sb_putc(ss->out, '\n');
    rl_op_destroy(ss->c, m);
  }
  return ok;
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
static char *test_ir(rl_context *c, const char *file, const char *text, unsigned line, bool apply) {
  rl_ident *f = rl_ident_cstr(c, file);
  rl_op *m = rl_parse_source(c, text, strlen(text), f, line > 0 ? line - 1 : 0);
  if (!m) return NULL;
  bool ok = rl_verify(c, m);
  if (ok && apply) {
    rl_greedy_config cfg = rl_greedy_default_config();
    cfg.region_simplify = RL_REGION_SIMPLIFY_DISABLED;
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
    char *got = test_ir(c, t[i].file, t[i].input, t[i].input_line, true);
    char *want = test_ir(c, t[i].file, t[i].expect, t[i].expect_line, false);
    if (got && want && !strcmp(got, want)) {
      printf("PASS: %s (%s:%u)\n", t[i].name, t[i].file, t[i].line);
    } else {
      failed++;
      printf("FAIL: %s (%s:%u)\n", t[i].name, t[i].file, t[i].line);
      if (!got) printf("  the input did not parse, verify or converge\n");
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
    split_state ss = {.c = c, .o = op, .file = file, .po = &po, .out = &out};
    ok = rl_tool_split_input(src, len, print_chunk, &ss);
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
