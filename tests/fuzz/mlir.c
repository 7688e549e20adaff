/* Fuzz target: the MLIR parser, verifier and printer. Any input is parsed;
 * a rejected one must have an error located in it; a module that verifies
 * prints in custom and generic form, and both texts read back to a module
 * that verifies and prints the same (print, parse, print is a fixed point);
 * one that does not verify still prints in generic form. */
#include <stdlib.h>
#include <string.h>

#include "core/parser.h"
#include "core/verify.h"
#include "tests/fuzz/fuzz.h"

typedef struct input {
  const char *text;
  size_t len;
} input;

static void run(void *arg) {
  const input *in = arg;
  rl_fuzz_ctx f;
  rl_fuzz_context_init(&f, in->text, in->len);
  rl_op *m = rl_parse_source(f.c, in->text, in->len, f.file, 0);
  if (!m) {
    if (!f.errors) rl_fuzz_fail("rejected without an error", in->text, NULL);
    if (!f.located) rl_fuzz_fail("rejected without an error located in the input", in->text, NULL);
    rl_fuzz_context_destroy(&f);
    return;
  }
  bool ok = rl_verify(f.c, m);
  if (!ok && !f.errors) rl_fuzz_fail("failed to verify without an error", in->text, NULL);
  rl_strbuf generic = rl_fuzz_print(m, true);
  if (ok) {
    rl_strbuf custom = rl_fuzz_print(m, false);
    rl_fuzz_reparse(&f, &custom, &custom, "the custom form does not read back to itself");
    rl_fuzz_reparse(&f, &generic, &custom, "the generic form does not read back to the module");
    rl_sb_free(&custom);
  }
  rl_sb_free(&generic);
  rl_op_destroy(f.c, m);
  rl_fuzz_context_destroy(&f);
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  (void)argc, (void)argv;
  rl_fuzz_init();
  return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  char *text = rl_fuzz_cstr(data, size);
  input in = {text, size};
  rl_fuzz_on_big_stack(run, &in);
  free(text);
  return 0;
}
