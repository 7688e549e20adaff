/* Passes and pipelines with MLIR's names and syntax:
 * `--canonicalize='max-iterations=3'` and
 * `--pass-pipeline='builtin.module(func.func(canonicalize{top-down=false}))'`,
 * the verifier after each pass, --mlir-print-ir-after-all, --mlir-timing. */
#ifndef RL_PASS_H
#define RL_PASS_H

#include <stdio.h>

#include "core/rewrite.h"

#include "core/ir.h"

/* A pass: parses its options into a config, runs on one op. */
typedef struct rl_pass_info rl_pass_info;
struct rl_pass_info {
  const char *name;        /* command-line name: "canonicalize" */
  const char *display;     /* name in IR dumps and timing: "Canonicalizer" */
  /* Parses `key=value key2=value2` (may be NULL or ""); returns a config
   * (heap) or NULL after printing an error. */
  void *(*parse_options)(const char *text, FILE *err);
  /* Runs on op; returns false after reporting an error. */
  bool (*run)(rl_context *c, rl_op *op, void *config);
  /* For passes that share their code (those declared in .rules files):
   * used instead of parse_options when set, with the pass itself and its
   * `ud`. The config it returns (heap, freed with free) is what run gets. */
  void *(*parse_options_with)(const struct rl_pass_info *self, const char *text, FILE *err);
  const void *ud;
};

void rl_pass_register(const rl_pass_info *info);
const rl_pass_info *rl_pass_lookup(const char *name, size_t n);

typedef struct rl_pipeline rl_pipeline;

/* Parses a textual pipeline: `anchor(pass{opts}, anchor2(pass), ...)`, with
 * the outermost anchor the op passes run on at the top (builtin.module). */
rl_pipeline *rl_pipeline_parse(const char *text, FILE *err);
rl_pipeline *rl_pipeline_create(void); /* empty, anchored on builtin.module */
/* Appends a pass run on the top-level op (`--canonicalize=...`). */
bool rl_pipeline_add(rl_pipeline *p, const char *name, const char *options, FILE *err);
void rl_pipeline_destroy(rl_pipeline *p);
bool rl_pipeline_empty(const rl_pipeline *p);

typedef struct rl_pipeline_opts {
  bool verify_each;        /* run the verifier after each pass (default) */
  FILE *print_after_all;   /* --mlir-print-ir-after-all, or NULL */
  bool generic;            /* print dumps in generic form */
  FILE *timing;            /* --mlir-timing report, or NULL */
} rl_pipeline_opts;

/* Runs the pipeline on top (a builtin.module). */
bool rl_pipeline_run(rl_pipeline *p, rl_context *c, rl_op *top, const rl_pipeline_opts *o);

/* Where the greedy driver's --debug-rewrites and --rewrite-stats go (NULL:
 * nowhere). */
void rl_pass_set_rewrite_output(FILE *debug, FILE *stats);
FILE *rl_pass_rewrite_debug(void);
FILE *rl_pass_rewrite_stats(void);

/* Canonicalization patterns: a dialect (or a compiled rules file) adds a
 * function that populates a set; --canonicalize runs them all. */
typedef void (*rl_populate_fn)(rl_context *c, rl_pattern_set *s);
void rl_register_canonicalization(rl_populate_fn fn);
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

#endif
