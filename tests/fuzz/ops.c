/* Fuzz target: rulir-gen on a `.ops` file (docs/ops.md): its lexer, parser
 * and checks (with the dialects' own .ops files to include), and the C it
 * writes for a file that checks; then the file loaded at run time
 * (rulir-opt --load-dialect) into a fresh context. Rejected input has an
 * error. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/diag.h"
#include "gen/dialect_load.h"
#include "gen/sema.h"
#include "tests/fuzz/fuzz.h"

extern const char *const rl_embedded_ops[];
extern const unsigned rl_embedded_ops_count;

/* The dialects' .ops files, embedded under a folder that does not exist,
 * so that an `include` of anything else fails the same way everywhere. */
#define ROOT "/nonexistent-rulir-fuzz/dialects"
static const char **files;
static unsigned nfiles;
/* RULIR_FUZZ_INCLUDE: where `include` looks instead (tests/gen/fuzz.py's -I). */
static const char *include_dir;

typedef struct input {
  const char *text;
} input;

static void run(void *arg) {
  const input *in = arg;
  gen_ctx g = {0};
  g.rl = rl_context_create();
  g.sm = rl_source_mgr_create();
  g.max_errors = 20;
  rl_context_set_source_mgr(g.rl, g.sm);
  rl_context_allow_unregistered(g.rl, true);
  static const char *root = ROOT;
  g.ninclude_dirs = 1;
  if (include_dir) {
    g.include_dirs = &include_dir;
  } else {
    g.include_dirs = &root;
    g.embedded = files;
    g.nembedded = nfiles;
  }
  int fi = gen_load_file(&g, rl_fuzz_scratch.in, NULL);
  gen_module *m = fi < 0 ? NULL : gen_sema_file(&g, (uint32_t)fi);
  if (!m && !g.errors) rl_fuzz_fail("rejected without an error", in->text, NULL);
  if (m && !g.errors && !gen_emit_ops(&g, m, rl_fuzz_scratch.out_c)) rl_fuzz_fail("the C could not be written", rl_fuzz_scratch.out_c, NULL);
  bool checked = m && !g.errors;
  rl_arena_free(&g.arena);
  free(g.files);
  rl_source_mgr_destroy(g.sm);
  rl_context_destroy(g.rl);
  if (!checked || include_dir) return;
  /* What checks loads, or is refused with a located error (it needs C):
   * nothing crashes, leaks or trips a sanitizer. */
  rl_context *c = rl_context_create();
  rl_loaded_dialect *d = rl_dialect_load(c, rl_fuzz_scratch.in, rl_embedded_ops, rl_embedded_ops_count);
  rl_context_destroy(c);
  rl_loaded_dialect_destroy(d);
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  (void)argc, (void)argv;
  rl_fuzz_init();
  include_dir = getenv("RULIR_FUZZ_INCLUDE");
  if (include_dir && !*include_dir) include_dir = NULL;
  nfiles = rl_embedded_ops_count;
  files = calloc(2 * nfiles, sizeof *files);
  for (unsigned i = 0; i < rl_embedded_ops_count; i++) {
    const char *p = rl_embedded_ops[2 * i]; /* "dialects/<d>/<d>.ops" */
    size_t n = strlen(ROOT) + strlen(p) + 1;
    char *q = malloc(n);
    snprintf(q, n, "%s%s", ROOT, p + strlen("dialects"));
    files[2 * i] = q;
    files[2 * i + 1] = rl_embedded_ops[2 * i + 1];
  }
  rl_fuzz_scratch_init("ops", "fuzz.ops", "fuzz_ops.c");
  return 0;
}

/* The input is a file (NULs and all), as rulir-gen reads it. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  rl_fuzz_write_input(data, size);
  char *text = rl_fuzz_cstr(data, size);
  input in = {text};
  rl_fuzz_on_big_stack(run, &in);
  free(text);
  return 0;
}
