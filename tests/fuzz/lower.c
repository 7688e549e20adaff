/* Fuzz target: a module that parses and verifies goes through
 * --canonicalize and the passes that take it to the llvm dialect, one at a
 * time, each on what the one before left, as long as the IR verifies (a
 * pass may fail: the next one runs on what it left). A failure is an error;
 * a conversion that fails leaves the IR as it was; what comes out of all
 * of them reads back, verifies and prints the same. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/parser.h"
#include "core/verify.h"
#include "drivers/pass.h"
#include "tests/fuzz/fuzz.h"

/* The lowering the README shows, canonicalization first. */
static const char *const passes[] = {
    "canonicalize",           "expand-strided-metadata", "lower-affine",
    "arith-expand",           "convert-scf-to-cf",       "finalize-memref-to-llvm",
    "convert-to-llvm",        "reconcile-unrealized-casts",
};
enum { NPASSES = sizeof passes / sizeof *passes };
static rl_pipeline *pipelines[NPASSES];

typedef struct input {
  const char *text;
  size_t len;
} input;

/* Conversions are journaled: a failure leaves the IR as it was. */
static bool is_conversion(const char *pass) { return !strncmp(pass, "convert-", 8) || !strncmp(pass, "finalize-", 9); }

static void run(void *arg) {
  const input *in = arg;
  rl_fuzz_ctx f;
  rl_fuzz_context_init(&f, in->text, in->len);
  rl_op *m = rl_parse_source(f.c, in->text, in->len, f.file, 0);
  if (!m || !rl_verify(f.c, m)) {
    if (m) rl_op_destroy(f.c, m);
    rl_fuzz_context_destroy(&f);
    return;
  }
  rl_pipeline_opts po = {.verify_each = false};
  char what[200];
  for (unsigned i = 0; i < NPASSES; i++) {
    rl_strbuf before = {0};
    if (is_conversion(passes[i])) before = rl_fuzz_print(m, true);
    unsigned errors = f.errors;
    bool ok = rl_pipeline_run(pipelines[i], f.c, m, &po);
    snprintf(what, sizeof what, "--%s failed without an error", passes[i]);
    if (!ok && f.errors == errors) rl_fuzz_fail(what, in->text, NULL);
    if (!ok && before.data) {
      rl_strbuf now = rl_fuzz_print(m, true);
      snprintf(what, sizeof what, "--%s failed and changed the IR", passes[i]);
      if (strcmp(before.data, now.data)) rl_fuzz_fail(what, before.data, now.data);
      rl_sb_free(&now);
    }
    rl_sb_free(&before);
    /* IR that does not verify is where rulir-opt stops, with the
     * verifier's error (as mlir-opt does when a pass leaves such IR: a
     * function whose types have no LLVM form, say); passes never run on it. */
    if (!rl_verify(f.c, m)) {
      snprintf(what, sizeof what, "the IR after --%s does not verify, without an error", passes[i]);
      if (f.errors == errors) rl_fuzz_fail(what, in->text, NULL);
      rl_op_destroy(f.c, m);
      rl_fuzz_context_destroy(&f);
      return;
    }
  }
  /* Whatever came out reads back (what rulir prints, rulir reads). */
  rl_strbuf out = rl_fuzz_print(m, false);
  rl_fuzz_reparse(&f, &out, &out, "the lowered module does not read back to itself");
  rl_sb_free(&out);
  rl_op_destroy(f.c, m);
  rl_fuzz_context_destroy(&f);
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  (void)argc, (void)argv;
  rl_fuzz_init();
  for (unsigned i = 0; i < NPASSES; i++) {
    pipelines[i] = rl_pipeline_create();
    if (!rl_pipeline_add(pipelines[i], passes[i], NULL, stderr)) rl_fuzz_fail("no such pass", passes[i], NULL);
  }
  return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  char *text = rl_fuzz_cstr(data, size);
  input in = {text, size};
  rl_fuzz_on_big_stack(run, &in);
  free(text);
  return 0;
}
