/* rulir-gen: compiles `.ops` files (docs/ops.md) into C: op tables,
 * constraint predicates, accessors and builders; and the dialect registry.
 *
 *   rulir-gen [-I DIR] [-o OUT.c] [--depfile FILE] FILE.ops
 *   rulir-gen --check [-I DIR] FILE.ops        (diagnostics only)
 *   rulir-gen --registry D1 D2 ... -o OUT.c
 *   rulir-gen --dump-rules FILE.rules          (the parsed rules, one canonical shape)
 *   rulir-gen --check [-I DIR] FILE.rules      (the rules checked against their dialects)
 *   rulir-gen [-I DIR] -o OUT.c FILE.rules     (the rules compiled to C: docs/rules.md)
 *   rulir-gen --dump-matcher [-I DIR] FILE.rules (the decision trees, readable)
 *
 * Errors are printed as file:line:col: error: message, the source line and a
 * caret; the exit status is 1 after any error. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/context.h"
#include "core/diag.h"
#include "gen/match.h"
#include "gen/parse.h"
#include "gen/rules.h"
#include "gen/sema.h"

static rl_context *volatile kept; /* see the end of main (volatile: the store must stay) */

static void usage(FILE *f) {
  fputs("usage: rulir-gen [-I DIR] [-o OUT.c] [--depfile FILE] [--max-errors N] FILE.ops\n"
        "       rulir-gen --check [-I DIR] FILE.ops|FILE.rules\n"
        "       rulir-gen --registry DIALECT... -o OUT.c\n"
        "       rulir-gen --dump-rules FILE.rules\n"
        "       rulir-gen [-I DIR] -o OUT.c FILE.rules\n"
        "       rulir-gen --dump-matcher [-I DIR] FILE.rules\n"
        "       rulir-gen --features\n"
        "  -I DIR        where `include \"d/d.ops\"` looks (default: the folder above FILE's folder)\n"
        "  -o OUT.c      the C file to write; its header goes beside it as OUT.h\n"
        "  --depfile F   also write a make rule naming every .ops file read\n"
        "  --check       check only, write nothing\n"
        "  --features    print `format` if core's format compiler is linked in\n",
        f);
}

/* The folder above the file's folder: dialects/ub/ub.ops -> dialects. */
static char *dir_above(const char *path) {
  char *p = strdup(path);
  char *s = strrchr(p, '/');
  if (!s) {
    free(p);
    return strdup("..");
  }
  *s = 0;
  s = strrchr(p, '/');
  if (!s) {
    strcpy(p, ".");
    return p;
  }
  *s = 0;
  return p;
}

int main(int argc, char **argv) {
  const char *input = NULL, *output = NULL, *depfile = NULL, *include_dir = NULL;
  bool check = false, registry = false, features = false, dump_rules = false, dump_matcher = false;
  unsigned max_errors = 20;
  char **names = calloc((size_t)argc + 1, sizeof *names);
  unsigned nnames = 0;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "-o") == 0 && i + 1 < argc) output = argv[++i];
    else if (strcmp(a, "-I") == 0 && i + 1 < argc) include_dir = argv[++i];
    else if (strncmp(a, "-I", 2) == 0 && a[2]) include_dir = a + 2;
    else if (strcmp(a, "--depfile") == 0 && i + 1 < argc) depfile = argv[++i];
    else if (strcmp(a, "--max-errors") == 0 && i + 1 < argc) max_errors = (unsigned)atoi(argv[++i]);
    else if (strcmp(a, "--check") == 0) check = true;
    else if (strcmp(a, "--registry") == 0) registry = true;
    else if (strcmp(a, "--features") == 0) features = true;
    else if (strcmp(a, "--dump-rules") == 0) dump_rules = true;
    else if (strcmp(a, "--dump-matcher") == 0) dump_matcher = true;
    else if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
      usage(stdout);
      return 0;
    } else if (a[0] == '-' && a[1]) {
      fprintf(stderr, "rulir-gen: error: unknown option '%s'\n", a);
      usage(stderr);
      return 1;
    } else if (registry) {
      names[nnames++] = argv[i];
    } else if (!input) {
      input = a;
    } else {
      fprintf(stderr, "rulir-gen: error: more than one input file\n");
      return 1;
    }
  }

  gen_ctx g = {0};
  g.rl = rl_context_create();
  g.sm = rl_source_mgr_create();
  g.max_errors = max_errors ? max_errors : 20;
  rl_context_set_source_mgr(g.rl, g.sm);
  rl_context_allow_unregistered(g.rl, true);
  int status = 0;

  if (features) {
    if (gen_format_compiler_available(&g)) puts("format");
  } else if (registry) {
    if (!output) {
      fprintf(stderr, "rulir-gen: error: --registry needs -o OUT.c\n");
      status = 1;
    } else if (!gen_emit_registry(&g, names, nnames, output)) {
      status = 1;
    }
  } else if (!input) {
    usage(stderr);
    status = 1;
  } else if (dump_rules) {
    int fi = gen_load_file(&g, input, NULL);
    if (fi < 0 || !gen_parse_file(&g, (uint32_t)fi)) status = 1;
    else gen_dump_rules(&g, (uint32_t)fi, stdout);
  } else if (strlen(input) > 6 && strcmp(input + strlen(input) - 6, ".rules") == 0) {
    g.include_dir = include_dir ? include_dir : strdup("dialects");
    int fi = gen_load_file(&g, input, NULL);
    gen_rules *rs = fi < 0 ? NULL : gen_rules_check(&g, (uint32_t)fi);
    gen_mprog *prog = rs && !g.errors ? gen_match_build(&g, &rs, 1) : NULL;
    if (!prog || g.errors) status = 1;
    else if (dump_matcher) gen_match_dump(prog, stdout);
    else if (!check && !output) {
      fprintf(stderr, "rulir-gen: error: no output file (-o OUT.c), and not --check\n");
      status = 1;
    } else if (!check && !gen_emit_rules(&g, prog, output)) status = 1;
  } else if (!check && !output) {
    fprintf(stderr, "rulir-gen: error: no output file (-o OUT.c), and not --check\n");
    status = 1;
  } else {
    g.include_dir = include_dir ? include_dir : dir_above(input);
    int fi = gen_load_file(&g, input, NULL);
    gen_module *m = fi < 0 ? NULL : gen_sema_file(&g, (uint32_t)fi);
    if (!m || g.errors) {
      status = 1;
    } else if (!check) {
      if (!gen_emit_ops(&g, m, output)) status = 1;
      else if (depfile && !gen_emit_depfile(&g, m, output, depfile)) status = 1;
    }
  }
  free(names);
  if (include_dir != g.include_dir) free((char *)g.include_dir);
  rl_arena_free(&g.arena);
  free(g.files);
  rl_source_mgr_destroy(g.sm);
  /* The context is left to the OS, as the compiled formats in it are (core
   * keeps part of each format outside the context, so tearing the context
   * down would leak them); `kept` keeps it reachable for LeakSanitizer. */
  kept = g.rl;
  return status;
}
