/* Fuzz target: a `.rules` file (docs/rules.md) through both of rulir's
 * paths. rulir-gen's: parse (and --dump-rules), check against the
 * dialects' .ops files, build the decision trees (and --dump-matcher), and
 * write the C. The interpreter's: rl_rules_load into a context with every
 * dialect, then each `test` block of the file run with the file's rules
 * (its pass, or its patterns under the greedy driver). Rejected input has
 * an error. C helpers are not compiled (RULIR_CC=false): they fail to
 * load, as with a compiler that rejects them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/diag.h"
#include "core/parser.h"
#include "core/verify.h"
#include "drivers/greedy.h"
#include "drivers/rules_pass.h"
#include "gen/interp.h"
#include "gen/match.h"
#include "gen/parse.h"
#include "gen/rules.h"
#include "tests/fuzz/fuzz.h"

extern const char *const rl_embedded_ops[];
extern const unsigned rl_embedded_ops_count;

static FILE *devnull;

typedef struct input {
  const char *text;
} input;

/* rulir-gen: the file parsed, dumped, checked, lowered to decision trees
 * and written as C. */
static void generate(const input *in) {
  gen_ctx g = {0};
  g.rl = rl_context_create();
  g.sm = rl_source_mgr_create();
  g.max_errors = 20;
  rl_context_set_source_mgr(g.rl, g.sm);
  rl_context_allow_unregistered(g.rl, true);
  static const char *const dialects[] = {"dialects"};
  g.include_dirs = dialects;
  g.ninclude_dirs = 1;
  g.embedded = rl_embedded_ops;
  g.nembedded = rl_embedded_ops_count;
  int fi = gen_load_file(&g, rl_fuzz_scratch.in, NULL);
  bool parsed = fi >= 0 && gen_parse_file(&g, (uint32_t)fi);
  if (parsed) gen_dump_rules(&g, (uint32_t)fi, devnull);
  gen_rules *rs = parsed ? gen_rules_check(&g, (uint32_t)fi) : NULL;
  gen_mprog *prog = rs && !g.errors ? gen_match_build(&g, &rs, 1) : NULL;
  if (!prog && !g.errors) rl_fuzz_fail("rejected without an error", in->text, NULL);
  if (prog && !g.errors) {
    gen_match_dump(prog, devnull);
    if (!gen_emit_rules(&g, prog, rl_fuzz_scratch.out_c)) rl_fuzz_fail("the C could not be written", rl_fuzz_scratch.out_c, NULL);
  }
  rl_arena_free(&g.arena);
  free(g.files);
  rl_source_mgr_destroy(g.sm);
  rl_context_destroy(g.rl);
}

static bool count_op(rl_op *op, void *ud) {
  (void)op;
  ++*(unsigned long *)ud;
  return true;
}

/* A test block's input, rewritten by the rules (or the test's pass). */
static void run_test(rl_context *c, rl_rules *R, rl_pattern_set *pats, const rl_rules_test *t) {
  rl_ident *file = rl_ident_cstr(c, t->file);
  rl_op *m = rl_parse_source(c, t->input, strlen(t->input), file, t->input_line);
  if (!m) return;
  if (rl_verify(c, m)) {
    if (t->pass) {
      unsigned np;
      const rl_rules_pass *ps = rl_rules_passes(R, &np);
      for (unsigned k = 0; k < np; k++)
        if (!strcmp(ps[k].name, t->pass)) rl_rules_pass_run(c, &ps[k], NULL, m, !t->nofold);
    } else {
      rl_greedy_config cfg = rl_greedy_default_config();
      cfg.region_simplify = RL_REGION_SIMPLIFY_DISABLED;
      cfg.fold = !t->nofold;
      unsigned long nops = 0;
      rl_op_walk(m, false, count_op, &nops);
      cfg.max_rewrites = (long)(16 * nops + 1024); /* as rulir-opt's apply-rules */
      rl_greedy_apply(c, m, pats, &cfg, NULL, NULL);
    }
    if (rl_verify(c, m)) {
      rl_strbuf out = rl_fuzz_print(m, false);
      rl_sb_free(&out);
    }
  }
  rl_op_destroy(c, m);
}

static void run(void *arg) {
  const input *in = arg;
  generate(in);
  /* The interpreter, as rulir-opt --rules loads the file. */
  rl_fuzz_ctx f;
  rl_fuzz_context_init(&f, in->text, strlen(in->text));
  const char *paths[] = {rl_fuzz_scratch.in};
  rl_rules *R = rl_rules_load(f.c, paths, 1, rl_embedded_ops, rl_embedded_ops_count);
  if (R) {
    rl_pattern_set *pats = rl_pattern_set_create();
    rl_rules_populate(R, pats);
    unsigned n;
    const rl_rules_test *t = rl_rules_tests(R, &n);
    for (unsigned i = 0; i < n; i++) run_test(f.c, R, pats, &t[i]);
    rl_pattern_set_destroy(pats);
    rl_rules_destroy(R);
  }
  rl_fuzz_context_destroy(&f);
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  (void)argc, (void)argv;
  rl_fuzz_init();
  setenv("RULIR_CC", "false", 1);
  devnull = fopen("/dev/null", "w");
  if (!devnull) rl_fuzz_fail("cannot open", "/dev/null", NULL);
  rl_fuzz_scratch_init("rules", "fuzz.rules", "fuzz.c");
  return 0;
}

/* The input is a file (NULs and all), as both paths read it. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  rl_fuzz_write_input(data, size);
  char *text = rl_fuzz_cstr(data, size);
  input in = {text};
  rl_fuzz_on_big_stack(run, &in);
  free(text);
  return 0;
}
