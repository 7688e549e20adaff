/* tiny-opt: the out-of-tree project's driver (tests/install/). Reads an
 * MLIR file with rulir's dialects and the project's tiny dialect, applies
 * tiny.rules (compiled by the installed rulir-gen) with rulir's greedy
 * driver, verifies and prints the result. Built against the installed
 * librulir only, through pkg-config. */
#include <stdio.h>
#include <stdlib.h>

#include "core/context.h"
#include "core/diag.h"
#include "core/parser.h"
#include "core/printer.h"
#include "core/rewrite.h"
#include "core/verify.h"
#include "dialects/registry.h"
#include "drivers/greedy.h"
#include "tiny/tiny_ops.h"

/* Generated from tiny.rules. */
void rl_rules_tiny_populate(rl_context *c, rl_pattern_set *s);

static char *read_file(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  size_t cap = 4096, n = 0, got;
  char *buf = malloc(cap + 1);
  while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
    n += got;
    if (n == cap) buf = realloc(buf, (cap *= 2) + 1);
  }
  fclose(f);
  if (buf) buf[n] = 0;
  *len = n;
  return buf;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s FILE.mlir\n", argv[0]);
    return 2;
  }
  size_t len = 0;
  char *buf = read_file(argv[1], &len);
  if (!buf) {
    fprintf(stderr, "%s: cannot read '%s'\n", argv[0], argv[1]);
    return 1;
  }
  rl_context *c = rl_context_create();
  rl_source_mgr *sm = rl_source_mgr_create();
  rl_context_set_source_mgr(c, sm);
  rl_register_all_dialects(c); /* rulir's own */
  rl_tiny_register(c);         /* the project's */
  rl_ident *file = rl_ident_cstr(c, argv[1]);
  rl_source_mgr_add(sm, file, buf, len);
  rl_op *module = rl_parse_source(c, buf, len, file, 0);
  int status = 1;
  if (module && rl_verify(c, module)) {
    rl_pattern_set *patterns = rl_pattern_set_create();
    rl_rules_tiny_populate(c, patterns);
    rl_greedy_config cfg = rl_greedy_default_config();
    bool changed = false;
    if (rl_greedy_apply(c, module, patterns, &cfg, &changed, NULL) && rl_verify(c, module)) {
      rl_strbuf out = {0};
      rl_print_opts opts = {0};
      rl_print_top(&out, module, &opts);
      fputs(out.data ? out.data : "", stdout);
      rl_sb_free(&out);
      status = 0;
    }
    rl_pattern_set_destroy(patterns);
  }
  if (module) rl_op_destroy(c, module);
  rl_context_destroy(c);
  rl_source_mgr_destroy(sm);
  free(buf);
  return status;
}
