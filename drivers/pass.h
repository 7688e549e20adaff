/* Passes and pipelines with MLIR's names and syntax:
 * `--canonicalize='max-iterations=3'` and
 * `--pass-pipeline='builtin.module(func.func(canonicalize{top-down=false}))'`,
 * the verifier after each pass, and the pass manager's instruments as
 * mlir-opt has them: --mlir-print-ir-before/after (-all, -change,
 * -failure, module scope), --mlir-timing, --mlir-pass-statistics,
 * --dump-pass-pipeline. */
#ifndef RL_PASS_H
#define RL_PASS_H

#include <stdio.h>

#include "core/rewrite.h"

#include "core/ir.h"
#include "core/passopt.h"
#include "core/printer.h"

/* A pass statistic (--mlir-pass-statistics): a counter, named as MLIR
 * names its passes' statistics. */
typedef struct rl_pass_stat {
  const char *name, *desc;
} rl_pass_stat;

/* A pass: parses its options into a config, runs on one op. */
typedef struct rl_pass_info rl_pass_info;
struct rl_pass_info {
  const char *name;        /* command-line name: "canonicalize" */
  const char *display;     /* name in IR dumps and timing: "Canonicalizer" */
  const char *summary;     /* one line, for --help */
  /* Its options, in any order (core/passopt.h): the pipeline parses them
   * into a config of config_size bytes (freed with free()), which run gets,
   * and prints them for --dump-pass-pipeline and reproducers. */
  const rl_pass_option *options;
  unsigned noptions;
  size_t config_size;
  /* What a config needs after its options are read (fields derived from
   * them), or false after a message added to diag (NULL: nothing). */
  bool (*finish)(const struct rl_pass_info *self, void *config, rl_strbuf *diag);
  const rl_pass_stat *stats; /* what run() counts with rl_pass_stat_add */
  unsigned nstats;
  /* Runs on op; returns false after reporting an error. */
  bool (*run)(rl_context *c, rl_op *op, void *config);
  const void *ud; /* the pass's own (a rule-declared pass's declaration) */
  /* Whether the pass, so configured, may run on several functions at once
   * (NULL: yes). */
  bool (*thread_safe)(const void *config);
};

void rl_pass_register(const rl_pass_info *info);
/* A config of info's options read from text (NULL or "": the defaults),
 * or NULL after mlir-opt's message to err. */
void *rl_pass_config_parse(const rl_pass_info *info, const char *text, FILE *err);
const rl_pass_info *rl_pass_lookup(const char *name, size_t n);
/* The registered passes, in registration order. */
unsigned rl_pass_count(void);
const rl_pass_info *rl_pass_at(unsigned i);
/* Adds v to statistic `i` of the pass running (nothing unless
 * --mlir-pass-statistics asked for them). */
void rl_pass_stat_add(unsigned i, uint64_t v);
/* Raises statistic `i` to v if it is lower (MLIR's Statistic::updateMax). */
void rl_pass_stat_max(unsigned i, uint64_t v);
/* The statistics rl_pass_stat_add adds to, replaced (NULL: none) and the
 * old ones returned: a pass that runs another pass inside (the inliner
 * runs canonicalize) keeps its own counters apart. */
uint64_t *rl_pass_stats_swap(uint64_t *stats);
/* The statistics of a pass that runs the greedy driver (canonicalize,
 * apply-rules, rule passes in `mode greedy`), and what adds to them. */
extern const rl_pass_stat rl_greedy_pass_stats[];
enum { RL_GREEDY_PASS_NSTATS = 5 };
struct rl_greedy_stats;
void rl_pass_add_greedy_stats(const struct rl_greedy_stats *st);

typedef struct rl_pipeline rl_pipeline;

/* Parses a textual pipeline: `anchor(pass{opts}, anchor2(pass), ...)`, with
 * the outermost anchor the op passes run on at the top (builtin.module). */
rl_pipeline *rl_pipeline_parse(const char *text, FILE *err);
rl_pipeline *rl_pipeline_create(void); /* empty, anchored on builtin.module */
/* Appends a pass run on the top-level op (`--canonicalize=...`). */
bool rl_pipeline_add(rl_pipeline *p, const char *name, const char *options, FILE *err);
void rl_pipeline_destroy(rl_pipeline *p);
bool rl_pipeline_empty(const rl_pipeline *p);

/* Passes named by --mlir-print-ir-before=P,Q or --mlir-print-ir-after=. */
enum { RL_PASS_LIST_MAX = 32 };
typedef struct rl_pass_list {
  const rl_pass_info *pass[RL_PASS_LIST_MAX];
  unsigned n;
  bool all; /* --mlir-print-ir-before-all / -after-all */
} rl_pass_list;

/* Adds the comma-separated pass names of `text` to l; false after MLIR's
 * message ("Cannot find option named 'x'!", via err). */
bool rl_pass_list_add(rl_pass_list *l, const char *text, const char *option, const char *prog, FILE *err);

typedef struct rl_pipeline_opts {
  bool verify_each;        /* run the verifier after each pass (default) */
  FILE *ir_out;            /* where IR dumps go (NULL: stderr) */
  rl_pass_list print_before, print_after; /* --mlir-print-ir-before[-all]=, -after[-all]= */
  bool print_after_change;  /* --mlir-print-ir-after-change: only if the IR changed */
  bool print_after_failure; /* --mlir-print-ir-after-failure: only after a failed pass */
  bool print_module_scope;  /* --mlir-print-ir-module-scope: the whole top op */
  const rl_print_opts *print; /* how dumps print (NULL: the defaults) */
  FILE *timing;            /* --mlir-timing report, or NULL */
  FILE *statistics;        /* --mlir-pass-statistics report, or NULL */
  bool statistics_list;    /* --mlir-pass-statistics-display=list */
  FILE *dump_pipeline;     /* --dump-pass-pipeline, or NULL */
  /* --mlir-pass-pipeline-crash-reproducer=FILE: if a pass fails or the
   * process crashes, FILE gets the IR the pipeline started from and the
   * pipeline (in an external resource, mlir_reproducer, that
   * --run-reproducer reads back); with local_reproducer
   * (--mlir-pass-pipeline-local-reproducer), the IR right before the pass
   * and that pass alone. */
  const char *reproducer;
  bool local_reproducer;
  bool disable_threading;  /* what the reproducer records */
} rl_pipeline_opts;

/* Runs the pipeline on top (a builtin.module, or the single top-level op of
 * --no-implicit-module: a pipeline built from pass flags runs on any op). */
bool rl_pipeline_run(rl_pipeline *p, rl_context *c, rl_op *top, const rl_pipeline_opts *o);
/* Whether op verifies, with any error it would report dropped (MLIR's
 * printer checks this before an op's custom form). */
bool rl_verifies_quietly(rl_context *c, rl_op *op);

/* Where the greedy driver's --debug-rewrites and --rewrite-stats go (NULL:
 * nowhere). */
void rl_pass_set_rewrite_output(FILE *debug, FILE *stats);
FILE *rl_pass_rewrite_debug(void);
FILE *rl_pass_rewrite_stats(void);

/* Canonicalization patterns: a dialect (or a compiled rules file) adds a
 * function that populates a set; --canonicalize runs them all. */
typedef void (*rl_populate_fn)(rl_context *c, rl_pattern_set *s);
void rl_register_canonicalization(rl_populate_fn fn);
/* The rules files compiled into the tools (build/gen/rules/registry.c,
 * written by the Makefile): each file's stem ("arith-to-llvm") and the
 * function that adds its `pattern` rules to a set; a NULL stem ends it. */
typedef struct rl_compiled_rules_file {
  const char *stem;
  rl_populate_fn populate;
} rl_compiled_rules_file;
extern const rl_compiled_rules_file rl_compiled_rules_files[];

/* A set with every registered canonicalization (owned by the caller). */
rl_pattern_set *rl_canonicalization_patterns(rl_context *c);

/* --disable-rule=NAME / --only-rule=NAME: NAME is a rule's name or its
 * family's (the name before `[row]`). Applied to every set of rules a pass
 * builds (rl_rule_filter_apply); rl_rule_filter_unmatched names the first
 * filter that matched no rule, or NULL. */
void rl_rule_filter_add(const char *name, bool only);
void rl_rule_filter_apply(rl_pattern_set *s);
const char *rl_rule_filter_unmatched(void);

/* Registers the passes rulir has (canonicalize, ...). */
void rl_register_all_passes(void);

/* Registers what rulir's own rules files (rules/NAME.rules) compile to, as
 * rulir-opt has them: their canonicalizations (arith's, scf's, cf's, ...),
 * the helpers of their rule library, and the passes they declare
 * (lower-affine, convert-scf-to-cf, the lowerings to llvm, ...), which a
 * project's rule-declared pass may then `include` (examples/toy's
 * toy-to-llvm). Call it once, with rl_register_all_passes. */
void rl_register_compiled_rules(void);

#endif
