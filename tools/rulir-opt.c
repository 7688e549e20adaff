/* rulir-opt: parse, verify and print MLIR text, with mlir-opt's flags. */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tools/tool.h"
#include "tools/verify_diags.h"
#include "core/context.h"
#include "core/rules_rt.h"
#include "drivers/action.h"
#include "drivers/conversion.h"
#include "drivers/rules_pass.h"
#include "core/diag.h"
#include "core/parser.h"
#include "core/printer.h"
#include "core/verify.h"
#include "dialects/affine/affine.h"
#include "drivers/greedy.h"
#include "drivers/parallel.h"
#include "drivers/pass.h"
#include "dialects/registry.h"
#include "gen/dialect_load.h"
#include "gen/interp.h"

/* The dialects' .ops files (tools/embed.py), for `import` in --rules. */
extern const char *const rl_embedded_ops[];
extern const unsigned rl_embedded_ops_count;
#define FREE_AT_EXIT RL_TOOL_FREE_AT_EXIT

typedef struct options {
  const char *input;
  const char *output;
  bool split, verify_diags, allow_unregistered;
  const char *split_marker;  /* --split-input-file[=MARKER]: "// -----" */
  const char *output_marker; /* --output-split-marker= */
  bool explicit_module;      /* --no-implicit-module */
  bool show_dialects;        /* --show-dialects */
  bool no_op_on_diagnostic;  /* --mlir-print-op-on-diagnostic=false */
  bool debug_rewrites, rewrite_stats;
  rl_print_opts print;       /* --mlir-print-* and the like, for the output and IR dumps */
  rl_pipeline_opts popts;    /* --verify-each, --mlir-print-ir-*, --mlir-timing, statistics, ... */
  rl_pipeline *pipeline; /* passes from --pass-pipeline or --<pass> flags */
  bool pipeline_text;    /* from --pass-pipeline (no pass flag may be added) */
  bool pass_flags;       /* some pass was named by its flag */
  bool run_reproducer;   /* --run-reproducer */
  const char *rules[64];   /* --rules FILE.rules, in order */
  unsigned nrules;
  const char *plugins[64]; /* --load-rules FILE.so */
  unsigned nplugins;
  bool test_rules;       /* --test-rules: run the rules files' test blocks */
  const char *log_actions;        /* --log-actions-to FILE ("-": stderr) */
  const char *log_actions_filter; /* --log-mlir-actions-filter */
  bool test_compiled;    /* --test-compiled: ... with the rules compiled into rulir-opt */
  bool rule_filters;     /* some --disable-rule / --only-rule was given */
} options;

/* ---- dialects defined at run time: --load-dialect, --load-dialect-plugin ------- */

/* The .ops files rules may `import`: rulir's dialects, then those loaded
 * (path, text pairs). */
static const char *const *g_embedded = rl_embedded_ops;
static unsigned g_nembedded;
static const char *g_dialect_files[64]; /* in command-line order */
static bool g_dialect_plugin[64];       /* ... --load-dialect-plugin */
static unsigned g_ndialect_files;
static rl_loaded_dialect *g_loaded[128]; /* freed after the contexts they serve */
static unsigned g_nloaded;
static char *g_plugin_texts[64];         /* NAME.ops read beside NAME.so */
static unsigned g_nplugin_texts;

static void *open_plugin(const char *path);

/* A dialect compiled by rulir-gen into path: NAME.so (or libNAME.so)
 * holds rl_NAME_register, which registers dialect NAME. */
static bool load_dialect_plugin(rl_context *c, const char *path, char name[256]) {
  void *h = open_plugin(path);
  if (!h) {
    fprintf(stderr, "rulir-opt: error: cannot load dialect plugin '%s': %s\n", path, dlerror());
    return false;
  }
  const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
  char sym[300];
  size_t n = strcspn(base, ".");
  if (n >= 256) n = 255;
  memcpy(name, base, n);
  name[n] = 0;
  typedef void (*register_fn)(rl_context *);
  register_fn reg = NULL;
  for (int pass = 0; pass < 2 && !reg; pass++) {
    if (pass && strncmp(name, "lib", 3)) break;
    if (pass) memmove(name, name + 3, strlen(name + 3) + 1);
    snprintf(sym, sizeof sym, "rl_%s_register", name);
    reg = (register_fn)(uintptr_t)dlsym(h, sym);
  }
  if (!reg) {
    fprintf(stderr, "rulir-opt: error: '%s' registers no dialect: a dialect plugin NAME.so holds rl_NAME_register "
                    "(build it from `rulir-gen -o NAME_ops.c NAME.ops` and the dialect's C, with -shared)\n", path);
    return false;
  }
  if (rl_context_dialect_loaded(c, rl_ident_cstr(c, name))) {
    fprintf(stderr, "rulir-opt: error: '%s': dialect '%s' is already registered\n", path, name);
    return false;
  }
  reg(c);
  return true;
}

/* The text of a file, NUL-terminated (malloc'd), or NULL. */
static char *read_text(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  rl_strbuf b = {0};
  char chunk[8192];
  size_t n;
  while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) rl_sb_putn(&b, chunk, n);
  fclose(f);
  rl_sb_putn(&b, "", 0);
  return b.data;
}

/* Loads the dialects of --load-dialect and --load-dialect-plugin into c;
 * the first time, their .ops text joins what rules may import. */
static bool load_dialects(rl_context *c) {
  static bool texts_added;
  const char **texts = NULL;
  unsigned ntexts = 0;
  bool ok = true;
  for (unsigned i = 0; i < g_ndialect_files && ok; i++) {
    const char *nm, *text;
    char name[256];
    if (g_dialect_plugin[i]) {
      ok = load_dialect_plugin(c, g_dialect_files[i], name);
      if (!ok || texts_added) continue;
      /* Rules import a plugin's dialect from NAME.ops beside NAME.so. */
      const char *f = g_dialect_files[i], *slash = strrchr(f, '/');
      int dirlen = slash ? (int)(slash - f) + 1 : 0;
      size_t len = (size_t)dirlen + strlen(name) + 8;
      char *ops = malloc(len);
      snprintf(ops, len, "%.*s%s.ops", dirlen, f, name);
      char *buf = read_text(ops);
      free(ops);
      if (!buf) continue;
      if (g_nplugin_texts < 64) g_plugin_texts[g_nplugin_texts++] = buf;
      nm = name;
      text = buf;
    } else {
      rl_loaded_dialect *d = rl_dialect_load(c, g_dialect_files[i], g_embedded, g_nembedded);
      ok = d != NULL;
      if (ok && g_nloaded < 128) g_loaded[g_nloaded++] = d; /* kept: c's op definitions point into d */
      if (!ok || texts_added) continue;
      nm = rl_loaded_dialect_name(d);
      text = rl_loaded_dialect_text(d);
    }
    if (!texts) texts = calloc(2 * (rl_embedded_ops_count + g_ndialect_files) + 2, sizeof *texts);
    size_t len = 2 * strlen(nm) + 16;
    char *key = malloc(len);
    snprintf(key, len, "dialects/%s/%s.ops", nm, nm);
    texts[2 * ntexts] = key;
    texts[2 * ntexts + 1] = text;
    ntexts++;
  }
  if (texts && !ok) {
    for (unsigned i = 0; i < ntexts; i++) free((char *)texts[2 * i]);
    free(texts);
  } else if (texts) {
    /* Loaded dialects first: their names are new, so nothing is shadowed. */
    memcpy(texts + 2 * ntexts, rl_embedded_ops, 2 * rl_embedded_ops_count * sizeof *texts);
    g_embedded = texts;
    g_nembedded = ntexts + rl_embedded_ops_count;
  }
  texts_added = true;
  return ok;
}

/* The --load-dialect and --load-dialect-plugin files, before anything else
 * is read (rules files import their dialects). */
static void find_dialect_options(int argc, char **argv);

/* After the contexts: the loaded dialects and the list of texts. */
static void free_dialects(void) {
  for (unsigned i = 0; i < g_nloaded; i++) rl_loaded_dialect_destroy(g_loaded[i]);
  g_nloaded = 0;
  for (unsigned i = 0; i < g_nplugin_texts; i++) free(g_plugin_texts[i]);
  g_nplugin_texts = 0;
  if (g_embedded != rl_embedded_ops) {
    for (unsigned i = 0; i < g_nembedded - rl_embedded_ops_count; i++) free((char *)g_embedded[2 * i]);
    free((void *)g_embedded);
    g_embedded = rl_embedded_ops;
  }
}

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
  rl_pass_add_greedy_stats(&st);
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

static const rl_pass_info apply_rules_pass = {
    .name = "apply-rules",
    .display = "ApplyRules",
    .summary = "Apply the pattern rules of the --rules files and --load-rules objects (what --rules adds)",
    .stats = rl_greedy_pass_stats,
    .nstats = RL_GREEDY_PASS_NSTATS,
    .run = apply_rules_run};

typedef bool (*plugin_entry)(rl_context *c, rl_pattern_set *s);

/* dlopen of a --load-rules object. A name without a folder is a file of
 * the working folder when there is one (dlopen itself would look for a
 * bare name only in the library path), else the library path's. */
static void *open_plugin(const char *path) {
  char local[4096];
  if (!strchr(path, '/') && !access(path, R_OK) && snprintf(local, sizeof local, "./%s", path) < (int)sizeof local)
    path = local;
  return dlopen(path, RTLD_NOW | RTLD_LOCAL);
}

/* Loads --rules files (interpreted) and --load-rules objects (compiled by
 * rulir-gen) into one pattern set. */
static bool load_rules(rl_context *c, const options *o, rl_rules **interp) {
  g_rule_patterns = rl_pattern_set_create();
  if (o->nrules) {
    if (!*interp) *interp = rl_rules_load(c, o->rules, o->nrules, g_embedded, g_nembedded);
    if (!*interp) return false;
    rl_rules_populate(*interp, g_rule_patterns);
  }
  for (unsigned i = 0; i < o->nplugins; i++) {
    void *h = open_plugin(o->plugins[i]);
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

/* ---- the command line ------------------------------------------------------ */

enum {
  O_ALLOW_UNREGISTERED = 1, O_DEBUG_CONVERSION, O_DEBUG_REWRITES, O_DISABLE_RULE, O_DUMP_PIPELINE, O_HELP,
  O_LOAD_RULES, O_DISABLE_THREADING, O_NUM_THREADS, O_ELIDE, O_ELIDE_RESOURCES, O_PASS_STATISTICS, O_STATISTICS_DISPLAY, O_PRETTY_DEBUGINFO,
  O_ASSUME_VERIFIED, O_DEBUGINFO, O_HEX, O_PRINT_AFTER, O_PRINT_AFTER_ALL, O_PRINT_AFTER_CHANGE,
  O_PRINT_AFTER_FAILURE, O_PRINT_BEFORE, O_PRINT_BEFORE_ALL, O_MODULE_SCOPE, O_LOCAL_SCOPE, O_GENERIC,
  O_SKIP_REGIONS, O_UNIQUE_IDS, O_VALUE_USERS, O_TIMING, O_NO_FOLD, O_NO_IMPLICIT_MODULE, O_OUTPUT,
  O_ONLY_RULE, O_OUTPUT_MARKER, O_PASS_PIPELINE, O_REWRITE_STATS, O_RULES, O_SHOW_DIALECTS, O_SPLIT,
  O_TEST_COMPILED, O_TEST_RULES, O_VERIFY_DIAGNOSTICS, O_VERIFY_EACH, O_VERSION, O_OP_ON_DIAGNOSTIC,
  O_LOG_ACTIONS, O_LOG_ACTIONS_FILTER, O_LOAD_DIALECT, O_LOAD_DIALECT_PLUGIN, O_REPRODUCER, O_LOCAL_REPRODUCER,
  O_RUN_REPRODUCER,
};

/* rulir-opt's options: mlir-opt-19's, then rulir's own (rules, debugging).
 * Passes are named by their own flags (looked up in the pass registry). */
static const rl_tool_opt opt_table[] = {
    {"allow-unregistered-dialect", RL_OPT_FLAG, NULL, "Accept ops, attributes and types of unknown dialects",
     O_ALLOW_UNREGISTERED},
    {"debug-conversion", RL_OPT_FLAG, NULL, "Print each legalization the dialect-conversion driver tries",
     O_DEBUG_CONVERSION},
    {"debug-rewrites", RL_OPT_FLAG, NULL, "Print each rule and pattern the greedy driver tries, and why it failed",
     O_DEBUG_REWRITES},
    {"disable-rule", RL_OPT_VALUE, "name", "Do not apply this rule (or rule family); may be repeated",
     O_DISABLE_RULE},
    {"dump-pass-pipeline", RL_OPT_FLAG, NULL, "Print the pass pipeline to run, with every option", O_DUMP_PIPELINE},
    {"log-actions-to", RL_OPT_VALUE, "string", "Log action execution to a file, or stderr if '-' is passed",
     O_LOG_ACTIONS},
    {"log-mlir-actions-filter", RL_OPT_VALUE, "string",
     "Comma separated list of locations to filter actions from logging", O_LOG_ACTIONS_FILTER},
    {"load-dialect", RL_OPT_VALUE, "filename",
     "Load a dialect from its .ops file: its ops, formats and constraints, with no C", O_LOAD_DIALECT},
    {"load-dialect-plugin", RL_OPT_VALUE, "filename",
     "Load a dialect compiled by rulir-gen into a shared object (NAME.so registers dialect NAME)",
     O_LOAD_DIALECT_PLUGIN},
    {"load-rules", RL_OPT_VALUE, "filename", "Load rules compiled by rulir-gen into a shared object",
     O_LOAD_RULES},
    {"mlir-disable-threading", RL_OPT_FLAG, NULL,
     "Run on one thread (by default, passes run on the functions of a module in parallel)", O_DISABLE_THREADING},
    /* Hidden (rulir's, for tests): how many threads parallel passes use
     * (0: the number of cores, at most 8). */
    {"mlir-num-threads", RL_OPT_VALUE, "uint", NULL, O_NUM_THREADS},
    {"mlir-elide-elementsattrs-if-larger", RL_OPT_VALUE, "uint",
     "Print elements attributes of more elements than this as dense_resource<__elided__>", O_ELIDE},
    {"mlir-elide-resource-strings-if-larger", RL_OPT_VALUE, "uint",
     "Leave out of the printed resources the values longer than this many characters", O_ELIDE_RESOURCES},
    {"mlir-pass-pipeline-crash-reproducer", RL_OPT_VALUE, "string",
     "If a pass fails or rulir-opt crashes, write the pipeline's input and the pipeline to this file "
     "(replayed by --run-reproducer)",
     O_REPRODUCER},
    {"mlir-pass-pipeline-local-reproducer", RL_OPT_FLAG, NULL,
     "The reproducer holds the IR right before the pass that failed, and that pass alone", O_LOCAL_REPRODUCER},
    {"mlir-pass-statistics", RL_OPT_FLAG, NULL, "Print what each pass counted, after the pipeline",
     O_PASS_STATISTICS},
    {"mlir-pass-statistics-display", RL_OPT_VALUE, "value",
     "How statistics are shown: pipeline (passes where they ran) or list (by pass name)",
     O_STATISTICS_DISPLAY},
    {"mlir-pretty-debuginfo", RL_OPT_FLAG, NULL, "Print locations as file:line:col, without loc(...)",
     O_PRETTY_DEBUGINFO},
    {"mlir-print-assume-verified", RL_OPT_FLAG, NULL,
     "Print IR in custom form even when it may not verify (after a failed pass)", O_ASSUME_VERIFIED},
    {"mlir-print-debuginfo", RL_OPT_FLAG, NULL, "Print the locations of ops and block arguments", O_DEBUGINFO},
    {"mlir-print-elementsattrs-with-hex-if-larger", RL_OPT_VALUE, "long",
     "Print dense attributes of more elements than this as hex strings (-1: never; default 100)", O_HEX},
    {"mlir-print-ir-after", RL_OPT_JOINED, "pass-arg", "Print the IR after these passes (comma-separated)",
     O_PRINT_AFTER},
    {"mlir-print-ir-after-all", RL_OPT_FLAG, NULL, "Print the IR after every pass", O_PRINT_AFTER_ALL},
    {"mlir-print-ir-after-change", RL_OPT_FLAG, NULL, "Print the IR after a pass only if the pass changed it",
     O_PRINT_AFTER_CHANGE},
    {"mlir-print-ir-after-failure", RL_OPT_FLAG, NULL, "Print the IR after a pass only if the pass failed",
     O_PRINT_AFTER_FAILURE},
    {"mlir-print-ir-before", RL_OPT_JOINED, "pass-arg", "Print the IR before these passes (comma-separated)",
     O_PRINT_BEFORE},
    {"mlir-print-ir-before-all", RL_OPT_FLAG, NULL, "Print the IR before every pass", O_PRINT_BEFORE_ALL},
    {"mlir-print-ir-module-scope", RL_OPT_FLAG, NULL,
     "Print the whole top-level op in IR dumps, not just the op the pass ran on", O_MODULE_SCOPE},
    {"mlir-print-local-scope", RL_OPT_FLAG, NULL,
     "Print without aliases: affine maps and locations where they are used", O_LOCAL_SCOPE},
    {"mlir-print-op-generic", RL_OPT_FLAG, NULL, "Print every op in the generic form", O_GENERIC},
    {"mlir-print-op-on-diagnostic", RL_OPT_FLAG, NULL,
     "Attach the op to its diagnostics as a note (default: true; never under --verify-diagnostics)",
     O_OP_ON_DIAGNOSTIC},
    {"mlir-print-skip-regions", RL_OPT_FLAG, NULL, "Print regions as {...}", O_SKIP_REGIONS},
    {"mlir-print-unique-ssa-ids", RL_OPT_FLAG, NULL,
     "Number values across all regions, never restarting inside isolated ones", O_UNIQUE_IDS},
    {"mlir-print-value-users", RL_OPT_FLAG, NULL, "Print the users of each value in a comment", O_VALUE_USERS},
    {"mlir-timing", RL_OPT_FLAG, NULL, "Print the time each pass took", O_TIMING},
    {"no-fold", RL_OPT_FLAG, NULL, "Apply --rules without folding", O_NO_FOLD},
    {"no-implicit-module", RL_OPT_FLAG, NULL,
     "Take the input's single top-level op as it is, without a builtin.module around it", O_NO_IMPLICIT_MODULE},
    {"o", RL_OPT_VALUE, "filename", "Where to write the output (default: stdout)", O_OUTPUT},
    {"only-rule", RL_OPT_VALUE, "name", "Apply only this rule (or rule family); may be repeated", O_ONLY_RULE},
    {"output-split-marker", RL_OPT_VALUE, "string",
     "What separates the outputs of the chunks of --split-input-file (default: // -----)", O_OUTPUT_MARKER},
    {"p", RL_OPT_VALUE, "string", NULL, O_PASS_PIPELINE}, /* LLVM's hidden alias of --pass-pipeline */
    {"pass-pipeline", RL_OPT_VALUE, "string",
     "The passes to run, as text: builtin.module(func.func(canonicalize),...)", O_PASS_PIPELINE},
    {"rewrite-stats", RL_OPT_FLAG, NULL, "Print what each greedy rewrite did (folds, rewrites, erasures)",
     O_REWRITE_STATS},
    {"rules", RL_OPT_VALUE, "filename", "Load a rules file: its patterns are applied, its passes registered",
     O_RULES},
    {"show-dialects", RL_OPT_FLAG, NULL, "Print the registered dialects and exit", O_SHOW_DIALECTS},
    {"split-input-file", RL_OPT_OPTIONAL, "string",
     "Process each chunk of the input between markers (default: // -----) on its own", O_SPLIT},
    {"test-compiled", RL_OPT_FLAG, NULL,
     "With --test-rules: run the tests with the rules compiled into rulir-opt (of the file's name)", O_TEST_COMPILED},
    {"test-rules", RL_OPT_FLAG, NULL, "Run the test blocks of the --rules files", O_TEST_RULES},
    {"verify-diagnostics", RL_OPT_FLAG, NULL, "Check the diagnostics against the input's expected-* comments",
     O_VERIFY_DIAGNOSTICS},
    {"run-reproducer", RL_OPT_FLAG, NULL,
     "Run the pipeline that the input's reproducer metadata names (a --mlir-pass-pipeline-crash-reproducer file)",
     O_RUN_REPRODUCER},
    {"verify-each", RL_OPT_FLAG, NULL, "Verify the IR after each pass (default: true)", O_VERIFY_EACH},
    {"h", RL_OPT_FLAG, NULL, NULL, O_HELP},
};
enum { NOPTS = sizeof opt_table / sizeof opt_table[0] };

/* LLVM's "Generic Options" group. */
static const rl_tool_opt generic_table[] = {
    {"help", RL_OPT_FLAG, NULL, "Print the options and the registered passes", O_HELP},
    {"help-hidden", RL_OPT_FLAG, NULL, NULL, O_HELP}, /* LLVM's; nothing is hidden here */
    {"help-list", RL_OPT_FLAG, NULL, NULL, O_HELP},
    {"version", RL_OPT_FLAG, NULL, "Print the version of this program", O_VERSION},
};
enum { NGENERIC = sizeof generic_table / sizeof generic_table[0] };

/* Every option, for rl_tool_next. */
static rl_tool_opt g_all_opts[NOPTS + NGENERIC];

static void init_opts(void) {
  memcpy(g_all_opts, opt_table, sizeof opt_table);
  memcpy(g_all_opts + NOPTS, generic_table, sizeof generic_table);
}

/* The registered dialects, sorted, joined by sep. */
static int pass_name_cmp(const void *x, const void *y) {
  return strcmp((*(const rl_pass_info *const *)x)->name, (*(const rl_pass_info *const *)y)->name);
}

static int pass_option_cmp(const void *x, const void *y) {
  return strcmp(((const rl_pass_option *)x)->name, ((const rl_pass_option *)y)->name);
}

/* --help: grouped as mlir-opt's, every registered pass (those of the rules
 * files compiled in, and of --rules files) with its summary and options. */
static void print_help(rl_context *c, const char *prog) {
  rl_tool_help *h = rl_tool_help_create();
  char *dialects = rl_context_dialect_names(c, ", ");
  rl_tool_help_text(h, "OVERVIEW: MLIR modular optimizer driver\n");
  rl_tool_help_text(h, "Available Dialects: %s", dialects);
  free(dialects);
  rl_tool_help_text(h, "USAGE: %s [options] <input file>\n", prog);
  rl_tool_help_text(h, "OPTIONS:\n");
  rl_tool_help_text(h, "General options:\n");
  rl_tool_help_options(h, opt_table, NOPTS);
  rl_tool_help_text(h, "  Compiler passes to run");
  rl_tool_help_text(h, "    Passes:");
  unsigned n = rl_pass_count();
  const rl_pass_info **passes = malloc((n + 1) * sizeof *passes);
  for (unsigned i = 0; i < n; i++) passes[i] = rl_pass_at(i);
  qsort(passes, n, sizeof *passes, pass_name_cmp);
  for (unsigned i = 0; i < n; i++) {
    const rl_pass_info *p = passes[i];
    rl_strbuf b = {0};
    rl_sb_printf(&b, "--%s", p->name);
    rl_tool_help_entry(h, 6, b.data, true, p->summary);
    rl_pass_option *po = malloc((p->noptions + 1) * sizeof *po);
    if (p->noptions) memcpy(po, p->options, p->noptions * sizeof *po);
    qsort(po, p->noptions, sizeof *po, pass_option_cmp);
    for (unsigned k = 0; k < p->noptions; k++) {
      rl_sb_clear(&b);
      rl_sb_printf(&b, "--%s", po[k].name);
      const char *vn = rl_pass_option_value_name(&po[k]);
      if (vn) rl_sb_printf(&b, "=<%s>", vn);
      rl_tool_help_entry(h, 8, b.data, false, po[k].desc);
      for (const char *const *v = po[k].values; v && v[0]; v += 2) {
        rl_sb_clear(&b);
        rl_sb_printf(&b, "=%s", v[0]);
        rl_tool_help_entry(h, 4, b.data, true, v[1]);
      }
    }
    free(po);
    rl_sb_free(&b);
  }
  free(passes);
  rl_tool_help_text(h, "\nGeneric Options:\n");
  rl_tool_help_options(h, generic_table, NGENERIC);
  rl_tool_help_print(h, stdout);
}



/* ---- driver --------------------------------------------------------------- */

/* Parses and verifies one chunk. On success *result is the module (the
 * caller prints and destroys it). Returns false on failure. */
static bool process_chunk(rl_context *c, const options *o, rl_ident *file, const char *chunk,
                          size_t len, rl_op **result) {
  const char *buf = chunk; /* NUL-terminated at len by the caller */
  rl_verify_diags *vd = o->verify_diags ? rl_verify_diags_begin(c, file, buf, len, 0) : NULL;
  if (!o->split && !o->verify_diags) rl_context_set_source_release(c, rl_tool_source_release, NULL);
  rl_op *m = o->explicit_module ? rl_parse_source_explicit(c, buf, len, file, 0)
                                : rl_parse_source(c, buf, len, file, 0);
  rl_context_set_source_release(c, NULL, NULL);
  /* The text is not read again but for a diagnostic's line: a mapped
   * input's pages go (not when split, as chunks are cut in place). */
  if (!o->split && !o->verify_diags) rl_tool_source_parsed((char *)chunk);
  bool ok = m != NULL;
  if (m && !rl_verify(c, m)) ok = false;
  /* --run-reproducer: the pipeline (and --verify-each) the input's
   * mlir_reproducer resource names, instead of the command line's. */
  rl_pipeline *pipeline = o->pipeline, *replay = NULL;
  rl_pipeline_opts popts = o->popts;
  if (ok && o->run_reproducer) {
    size_t n;
    const rl_resource_entry *e = rl_ext_resources(c, &n);
    rl_ident *g = rl_ident_cstr(c, "mlir_reproducer");
    for (size_t i = 0; i < n; i++) {
      if (e[i].group != g) continue;
      if (!strcmp(e[i].key->str, "pipeline") && e[i].kind == RL_RESOURCE_STRING) {
        rl_pipeline_destroy(replay);
        replay = rl_pipeline_parse(e[i].value->str, stderr);
        if (!replay) ok = false;
      } else if (!strcmp(e[i].key->str, "verify_each") && e[i].kind == RL_RESOURCE_BOOL) {
        popts.verify_each = !strcmp(e[i].value->str, "true");
      }
    }
    rl_ext_resources_drop(c, g, 0); /* read: not printed back */
    if (replay) pipeline = replay;
  }
  /* Passes, each followed by the verifier (as mlir-opt does). */
  if (ok && (!rl_pipeline_empty(pipeline) || popts.dump_pipeline || popts.statistics)) {
    rl_pass_set_rewrite_output(o->debug_rewrites ? stderr : NULL, o->rewrite_stats ? stderr : NULL);
    if (!rl_pipeline_run(pipeline, c, m, &popts)) ok = false;
  }
  if (replay) rl_pipeline_destroy(replay);
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
  rl_source_mgr *sm;
  rl_strbuf *out;
} split_state;

static rl_print_opts output_opts(rl_context *c, const options *op, rl_op *m);

static bool print_chunk(void *ud, char *chunk, size_t len, unsigned line_offset, unsigned index) {
  split_state *ss = ud;
  if (index) rl_sb_printf(ss->out, "%s\n", ss->o->output_marker ? ss->o->output_marker : "// -----");
  rl_op *m = NULL;
  rl_ident *name = rl_tool_chunk_name(ss->c, ss->sm, ss->file, chunk, len, line_offset);
  bool ok = process_chunk(ss->c, ss->o, name, chunk, len, &m);
  if (m) {
    rl_print_opts po = output_opts(ss->c, ss->o, m);
    rl_print_top(ss->out, m, &po);
    rl_sb_putc(ss->out, '\n');
    rl_op_destroy(ss->c, m);
  }
  return ok;
}

/* `-NAME` or `--NAME=OPTIONS` for a registered pass, just read by
 * rl_tool_next as an unknown option; false if NAME is not a pass (or on a
 * bad option, after an error: then o->pipeline is NULL). */
static bool pass_flag(options *o, const rl_tool_args *a) {
  if (!rl_pass_lookup(a->name, a->name_len)) return false;
  if (o->pipeline_text) {
    fputs("<unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options\n", stderr);
    rl_pipeline_destroy(o->pipeline);
    o->pipeline = NULL;
    return true;
  }
  char name[128];
  snprintf(name, sizeof name, "%.*s", (int)a->name_len, a->name);
  o->pass_flags = true;
  if (!rl_pipeline_add(o->pipeline, name, a->value, stderr)) {
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
    size_t len;
    char *opts = rl_rules_pass_split(t->pass, &len);
    ok = pass && rl_rules_pass_run(c, pass, opts, m, !t->nofold) && rl_verify(c, m);
    free(opts);
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

/* --test-compiled: the patterns of the rules files compiled into rulir-opt
 * whose stems are those of `files` (rules/arith-to-llvm.rules: the
 * compiled arith-to-llvm); false after an error naming a file that is not. */
static bool populate_compiled(rl_context *c, const char *const *files, unsigned n) {
  for (unsigned i = 0; i < n; i++) {
    const char *b = strrchr(files[i], '/');
    b = b ? b + 1 : files[i];
    size_t len = strlen(b);
    if (len > 6 && !strcmp(b + len - 6, ".rules")) len -= 6;
    const rl_compiled_rules_file *f = rl_compiled_rules_files;
    while (f->stem && (strlen(f->stem) != len || strncmp(f->stem, b, len))) f++;
    if (!f->stem) {
      fprintf(stderr, "rulir-opt: error: '%s' is not compiled into rulir-opt (--test-compiled)\n", files[i]);
      return false;
    }
    f->populate(c, g_rule_patterns);
  }
  return true;
}

/* --test-rules: every `test` block of the --rules files, run with the rules
 * of all of them (interpreted; as compiled by --load-rules; or, with
 * --test-compiled, as compiled into rulir-opt). */
static int run_rule_tests(const options *o) {
  if (!o->nrules) {
    fputs("rulir-opt: --test-rules needs --rules FILE.rules\n", stderr);
    return 1;
  }
  rl_context *c = rl_context_create();
  rl_register_all_dialects(c);
  if (!load_dialects(c)) return 1;
  rl_source_mgr *sm = rl_source_mgr_create();
  rl_context_set_source_mgr(c, sm);
  rl_rules *interp = NULL;
  options lo = *o;
  if (o->nplugins || o->test_compiled) lo.nrules = 0; /* compiled: the files only give the tests */
  rl_rules *tests_from = NULL;
  unsigned n = 0, failed = 0;
  const rl_rules_test *t = NULL;
  if (load_rules(c, &lo, &interp) && (!o->test_compiled || populate_compiled(c, o->rules, o->nrules)))
    tests_from = interp ? interp : rl_rules_load(c, o->rules, o->nrules, g_embedded, g_nembedded);
  if (!tests_from) failed = 1; /* reported */
  else t = rl_rules_tests(tests_from, &n);
  for (unsigned i = 0; i < n; i++) {
    /* The pass a test names: the interpreted files' own, else a registered
     * one (compiled in, or from --load-rules). */
    const rl_rules_pass *pass = NULL;
    size_t len = 0;
    char *name = NULL;
    if (t[i].pass) {
      free(rl_rules_pass_split(t[i].pass, &len));
      name = strndup(t[i].pass, len);
    }
    if (name && interp) {
      unsigned np;
      const rl_rules_pass *ps = rl_rules_passes(interp, &np);
      for (unsigned k = 0; k < np && !pass; k++)
        if (!strcmp(ps[k].name, name)) pass = &ps[k];
    }
    if (name && !pass) pass = rl_rules_pass_find(name);
    free(name);
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

static void find_dialect_options(int argc, char **argv) {
  rl_tool_args a;
  rl_tool_args_init(&a, argc, argv);
  a.quiet = true; /* errors are reported when the options are read for real */
  for (int id; (id = rl_tool_next(&a, g_all_opts, NOPTS + NGENERIC)) != RL_TOOL_DONE;) {
    if ((id == O_HELP || id == O_VERSION) && a.flag) break;
    if ((id == O_LOAD_DIALECT || id == O_LOAD_DIALECT_PLUGIN) && *a.value && g_ndialect_files < 64) {
      g_dialect_plugin[g_ndialect_files] = id == O_LOAD_DIALECT_PLUGIN;
      g_dialect_files[g_ndialect_files++] = a.value;
    }
  }
}

/* Loads the --rules files and --load-rules objects named on the command line
 * (unless they are only tested, --test-rules) and registers the passes they
 * declare; *patterns says whether they hold `pattern` rules (only then does
 * --rules add the apply-rules step). */
static bool preload_rules(rl_context *c, int argc, char **argv, rl_rules **interp, bool *patterns) {
  const char *files[64], *plugins[64];
  unsigned n = 0, np = 0;
  *patterns = true;
  rl_tool_args a;
  rl_tool_args_init(&a, argc, argv);
  a.quiet = true; /* errors are reported when the options are read for real */
  for (int id; (id = rl_tool_next(&a, g_all_opts, NOPTS + NGENERIC)) != RL_TOOL_DONE;) {
    if (id == O_TEST_RULES && a.flag) return true;
    if ((id == O_HELP || id == O_VERSION) && a.flag) break; /* LLVM stops there: later --rules are not read */
    if (id == O_RULES && *a.value && n < 64) files[n++] = a.value;
    else if (id == O_LOAD_RULES && *a.value && np < 64) plugins[np++] = a.value;
  }
  if (!n && !np) return true;
  rl_pattern_set *probe = rl_pattern_set_create();
  bool ok = true;
  if (n) {
    *interp = rl_rules_load(c, files, n, g_embedded, g_nembedded);
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
    void *h = open_plugin(plugins[i]); /* errors are reported by load_rules */
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
/* Reads the command line into *op; returns -1 to go on, else the exit
 * status (after --help, --version, --show-dialects or an error). */
static int read_options(rl_context *c, bool rule_patterns, options *op, int argc, char **argv) {
  rl_tool_args a;
  rl_tool_args_init(&a, argc, argv);
  bool have_input = false;
  for (int id; (id = rl_tool_next(&a, g_all_opts, NOPTS + NGENERIC)) != RL_TOOL_DONE;) {
    long long n;
    switch (id) {
    case RL_TOOL_ERROR: return 1;
    case RL_TOOL_POSITIONAL:
      if (have_input) return rl_tool_too_many_positionals(&a, 1), 1;
      op->input = a.value;
      have_input = true;
      break;
    case RL_TOOL_UNKNOWN: {
      if (pass_flag(op, &a)) {
        if (!op->pipeline) return 1;
        break;
      }
      /* The nearest option or pass, for "Did you mean". */
      unsigned np = rl_pass_count();
      const char **names = malloc((np + 1) * sizeof *names);
      for (unsigned i = 0; i < np; i++) names[i] = rl_pass_at(i)->name;
      rl_tool_unknown(&a, g_all_opts, NOPTS + NGENERIC, names, np);
      free(names);
      return 1;
    }
    case O_HELP:
      if (!a.flag) break;
      print_help(c, a.prog);
      return 0;
    case O_VERSION:
      if (!a.flag) break;
      rl_tool_print_version(a.prog, NULL);
      return 0;
    case O_GENERIC: op->print.generic = a.flag; break;
    case O_DEBUGINFO: op->print.debuginfo = a.flag; break;
    case O_PRETTY_DEBUGINFO: op->print.pretty_debuginfo = a.flag; break;
    case O_LOCAL_SCOPE: op->print.local_scope = a.flag; break;
    case O_UNIQUE_IDS: op->print.unique_ids = a.flag; break;
    case O_SKIP_REGIONS: op->print.skip_regions = a.flag; break;
    case O_VALUE_USERS: op->print.value_users = a.flag; break;
    case O_ASSUME_VERIFIED: op->print.assume_verified = a.flag; break;
    case O_HEX:
      if (!rl_tool_int(&a, INT64_MIN, &n)) return 1;
      op->print.has_hex_limit = true;
      op->print.hex_limit = n;
      break;
    case O_ELIDE:
      if (!rl_tool_int(&a, 0, &n)) return 1;
      op->print.has_elide_limit = true;
      op->print.elide_limit = n;
      break;
    case O_ELIDE_RESOURCES:
      if (!rl_tool_int(&a, 0, &n)) return 1;
      op->print.has_resource_limit = true;
      op->print.resource_limit = (uint64_t)n;
      break;
    case O_SPLIT:
      op->split = true;
      if (a.value && *a.value) op->split_marker = a.value;
      break;
    case O_OUTPUT_MARKER: op->output_marker = a.value; break;
    case O_VERIFY_DIAGNOSTICS: op->verify_diags = a.flag; break;
    case O_ALLOW_UNREGISTERED: op->allow_unregistered = a.flag; break;
    case O_NO_IMPLICIT_MODULE: op->explicit_module = a.flag; break;
    case O_SHOW_DIALECTS: op->show_dialects = a.flag; break;
    case O_OP_ON_DIAGNOSTIC: op->no_op_on_diagnostic = !a.flag; break;
    case O_DISABLE_THREADING:
      op->popts.disable_threading = a.flag;
      rl_parallel_set_threads(a.flag ? 1 : 0);
      break;
    case O_NUM_THREADS:
      if (!rl_tool_int(&a, 0, &n)) return 1;
      rl_parallel_set_threads((unsigned)n);
      break;
    case O_REPRODUCER: op->popts.reproducer = a.value; break;
    case O_LOCAL_REPRODUCER: op->popts.local_reproducer = a.flag; break;
    case O_RUN_REPRODUCER: op->run_reproducer = a.flag; break;
    case O_DEBUG_REWRITES: op->debug_rewrites = a.flag; break;
    case O_DEBUG_CONVERSION: rl_rules_pass_set_debug(a.flag ? stderr : NULL); break;
    case O_REWRITE_STATS: op->rewrite_stats = a.flag; break;
    case O_VERIFY_EACH: op->popts.verify_each = a.flag; break;
    case O_PRINT_BEFORE_ALL: op->popts.print_before.all = a.flag; break;
    case O_PRINT_AFTER_ALL: op->popts.print_after.all = a.flag; break;
    case O_PRINT_BEFORE:
    case O_PRINT_AFTER:
      if (!rl_pass_list_add(id == O_PRINT_BEFORE ? &op->popts.print_before : &op->popts.print_after, a.value,
                            id == O_PRINT_BEFORE ? "mlir-print-ir-before" : "mlir-print-ir-after", a.prog, stderr))
        return 1;
      break;
    case O_PRINT_AFTER_CHANGE: op->popts.print_after_change = a.flag; break;
    case O_PRINT_AFTER_FAILURE: op->popts.print_after_failure = a.flag; break;
    case O_MODULE_SCOPE: op->popts.print_module_scope = a.flag; break;
    case O_TIMING: op->popts.timing = a.flag ? stderr : NULL; break;
    case O_PASS_STATISTICS: op->popts.statistics = a.flag ? stderr : NULL; break;
    case O_STATISTICS_DISPLAY:
      if (strcmp(a.value, "list") && strcmp(a.value, "pipeline")) {
        rl_tool_option_error(&a, "Cannot find option named '%s'!", a.value);
        return 1;
      }
      op->popts.statistics_list = !strcmp(a.value, "list");
      break;
    case O_DUMP_PIPELINE: op->popts.dump_pipeline = a.flag ? stderr : NULL; break;
    case O_TEST_RULES: op->test_rules = a.flag; break;
    case O_TEST_COMPILED: op->test_compiled = a.flag; break;
    case O_NO_FOLD: g_rules_no_fold = a.flag; break;
    case O_LOAD_DIALECT:
    case O_LOAD_DIALECT_PLUGIN: /* loaded first (load_dialects) */
      if (!*a.value) {
        fprintf(stderr, "%s: --%s needs a file name\n", a.prog, id == O_LOAD_DIALECT ? "load-dialect" : "load-dialect-plugin");
        return 1;
      }
      break;
    case O_RULES:
    case O_LOAD_RULES: {
      bool plugin = id == O_LOAD_RULES;
      if (!*a.value) {
        fprintf(stderr, "%s: --%s needs a file name\n", a.prog, plugin ? "load-rules" : "rules");
        return 1;
      }
      if ((plugin ? op->nplugins : op->nrules) == 64) {
        fprintf(stderr, "%s: at most 64 --%s files\n", a.prog, plugin ? "load-rules" : "rules");
        return 1;
      }
      if (plugin) op->plugins[op->nplugins++] = a.value;
      else op->rules[op->nrules++] = a.value;
      if (op->nrules + op->nplugins == 1 && !op->test_rules && rule_patterns)
        rl_pipeline_add(op->pipeline, "apply-rules", NULL, stderr);
      break;
    }
    case O_DISABLE_RULE:
    case O_ONLY_RULE:
      if (!*a.value) return rl_tool_option_error(&a, "requires a value!"), 1;
      rl_rule_filter_add(a.value, id == O_ONLY_RULE);
      op->rule_filters = true;
      break;
    case O_PASS_PIPELINE:
      if (op->pass_flags) {
        fputs("<unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options\n", stderr);
        return 1;
      }
      if (!rl_pipeline_empty(op->pipeline)) { /* apply-rules, from --rules */
        fprintf(stderr, "%s: --pass-pipeline after --rules: name the rules' step (apply-rules) in the pipeline, "
                        "or give --pass-pipeline first\n", a.prog);
        return 1;
      }
      rl_pipeline_destroy(op->pipeline);
      op->pipeline = rl_pipeline_parse(a.value, stderr);
      if (!op->pipeline) return 1;
      op->pipeline_text = true;
      break;
    case O_OUTPUT: op->output = a.value; break;
    case O_LOG_ACTIONS: op->log_actions = a.value; break;
    case O_LOG_ACTIONS_FILTER: op->log_actions_filter = a.value; break;
    default: break;
    }
  }
  if (op->show_dialects) {
    char *d = rl_context_dialect_names(c, ",");
    printf("Available Dialects: %s\n", d);
    free(d);
    return 0;
  }
  return -1;
}

/* The output's print flags: MLIR's printer verifies before printing in
 * custom form; rulir's output has verified after each pass unless
 * --verify-each=false, and only then is it checked here. */
static rl_print_opts output_opts(rl_context *c, const options *op, rl_op *m) {
  rl_print_opts po = op->print;
  if (!op->popts.verify_each && !rl_pipeline_empty(op->pipeline) && !po.generic && !po.assume_verified &&
      !rl_verifies_quietly(c, m))
    po.generic = true;
  return po;
}

/* Everything after the context exists; run() owns and frees what it passes. */
static int run_in(rl_context *c, rl_rules **interp_p, bool rule_patterns, options *op, int argc, char **argv) {
  rl_rules *interp = *interp_p;
  int rc_early = read_options(c, rule_patterns, op, argc, argv);
  if (rc_early >= 0) return rc_early;
  op->popts.print = &op->print;
  op->print.threads = rl_parallel_threads(); /* the output and IR dumps print a module's functions in parallel */
  if (!op->pipeline) return 1;
  /* --log-actions-to: "-" is stdout, as in mlir-opt-19 (whose --help says stderr). */
  FILE *actions = NULL;
  if (op->log_actions) {
    actions = !strcmp(op->log_actions, "-") ? stdout : fopen(op->log_actions, "w");
    if (!actions) {
      fprintf(stderr, "rulir-opt: cannot open action log '%s'\n", op->log_actions);
      return 1;
    }
    rl_action_log_set(actions, "rulir-opt", op->log_actions_filter);
  }
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
  rl_context_set_print_op_on_diagnostic(c, !op->verify_diags && !op->no_op_on_diagnostic);
  rl_context_set_diag_print_opts(c, &op->print);
  rl_source_mgr *sm = rl_source_mgr_create();
  rl_ident *file = rl_ident_cstr(c, strcmp(op->input, "-") == 0 ? "<stdin>" : op->input);
  rl_source_mgr_add(sm, file, src, len);
  rl_context_set_source_mgr(c, sm);
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
    ok = process_chunk(c, op, file, src, len, &m);
    if (ok && m) {
      FILE *f = !op->output || !strcmp(op->output, "-") ? stdout : fopen(op->output, "wb");
      if (!f) {
        fprintf(stderr, "rulir-opt: cannot open output file '%s'\n", op->output);
        rc = 1;
      } else {
        out.sink = f;
        rl_print_opts po = output_opts(c, op, m);
        rl_print_top(&out, m, &po);
        rl_sb_putc(&out, '\n');
        rl_sb_flush(&out);
        if (f != stdout && fclose(f) != 0) rc = 1;
      }
    }
    if (m && FREE_AT_EXIT) rl_op_destroy(c, m);
  } else {
    split_state ss = {.c = c, .o = op, .file = file, .sm = sm, .out = &out};
    ok = rl_tool_split_input(src, len, op->split_marker ? op->split_marker : "// -----", print_chunk, &ss);
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
  if (actions) {
    rl_action_log_set(NULL, NULL, NULL);
    if (actions != stdout && fclose(actions) != 0) rc = 1;
  }
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
  rl_set_parallel_for(rl_parallel_for); /* the verifier checks a module's functions in parallel */
  rl_pass_register(&apply_rules_pass);
  rl_register_canonicalization(rl_affine_populate_canonical);
  rl_register_compiled_rules();
  init_opts();
  options o = {.input = "-", .pipeline = rl_pipeline_create(), .popts = {.verify_each = true}};
  /* The context comes first: the passes that --rules files declare
   * (`pass "NAME" {...}`) are registered before the flags naming them are
   * read, so `--rules my.rules --my-pass` keeps its place in the pipeline. */
  rl_context *c = rl_context_create();
  rl_register_all_dialects(c);
  g_nembedded = rl_embedded_ops_count;
  find_dialect_options(argc, argv);
  rl_rules *interp = NULL;
  bool rule_patterns = true;
  int rc = load_dialects(c) && preload_rules(c, argc, argv, &interp, &rule_patterns)
               ? run_in(c, &interp, rule_patterns, &o, argc, argv)
               : 1;
  if (FREE_AT_EXIT) {
    rl_context_destroy(c);
    rl_pipeline_destroy(o.pipeline);
    rl_pattern_set_destroy(g_rule_patterns);
    rl_rules_destroy(interp);
    free_dialects();
  }
  return rc;
}

int main(int argc, char **argv) { return rl_tool_main(argc, argv, run); }
