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
 * Options are read as LLVM reads them (tools/tool.h: -flag and --flag,
 * -flag=value); --help lists them. Errors are printed as file:line:col:
 * error: message, the source line and a caret; the exit status is 1 after
 * any error. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/context.h"
#include "core/diag.h"
#include "gen/match.h"
#include "gen/parse.h"
#include "gen/paths.h"
#include "gen/rules.h"
#include "gen/sema.h"
#include "tools/tool.h"

enum {
  O_INCLUDE = 1, O_OUTPUT, O_DEPFILE, O_MAX_ERRORS, O_CHECK, O_REGISTRY, O_FEATURES, O_DUMP_RULES,
  O_DUMP_MATCHER, O_GENERIC_BUILDERS, O_HELP, O_VERSION,
};

static const rl_tool_opt opt_table[] = {
    {"I", RL_OPT_PREFIX, "dir",
     "Where `include \"d/d.ops\"` and `import d;` look; repeatable, searched in order, then rulir's own dialects "
     "(without -I: the folder above FILE's folder, or ./dialects for a .rules FILE)", O_INCLUDE},
    {"o", RL_OPT_VALUE, "filename", "The C file to write; its header goes beside it (OUT.h)", O_OUTPUT},
    {"depfile", RL_OPT_VALUE, "filename", "Also write a make rule naming every .ops file read", O_DEPFILE},
    {"max-errors", RL_OPT_VALUE, "uint", "Stop after this many errors (default: 20)", O_MAX_ERRORS},
    {"check", RL_OPT_FLAG, NULL, "Check only; write nothing", O_CHECK},
    {"registry", RL_OPT_FLAG, NULL, "Write the registry of the dialects named as arguments", O_REGISTRY},
    {"features", RL_OPT_FLAG, NULL, "Print `format` if core's format compiler is linked in", O_FEATURES},
    {"dump-rules", RL_OPT_FLAG, NULL, "Print the parsed rules of FILE.rules, in one canonical shape", O_DUMP_RULES},
    {"dump-matcher", RL_OPT_FLAG, NULL, "Print the decision trees the rules of FILE.rules compile to",
     O_DUMP_MATCHER},
    {"generic-builders", RL_OPT_FLAG, NULL,
     "FILE.rules: build ops with core's generic builder, not the dialects' typed ones (for rules over dialects "
     "loaded at run time, whose C is not linked)",
     O_GENERIC_BUILDERS},
    {"h", RL_OPT_FLAG, NULL, NULL, O_HELP},
    {"help", RL_OPT_FLAG, NULL, "Print the options", O_HELP},
    {"version", RL_OPT_FLAG, NULL, "Print the version of this program", O_VERSION},
};
enum { NOPTS = sizeof opt_table / sizeof opt_table[0] };

static void print_help(FILE *f, const char *prog) {
  rl_tool_help *h = rl_tool_help_create();
  rl_tool_help_text(h, "OVERVIEW: rulir-gen: .ops and .rules files compiled to C\n");
  rl_tool_help_text(h, "USAGE: %s [options] FILE.ops", prog);
  rl_tool_help_text(h, "       %s --check [-I DIR] FILE.ops|FILE.rules", prog);
  rl_tool_help_text(h, "       %s --registry DIALECT... -o OUT.c", prog);
  rl_tool_help_text(h, "       %s --dump-rules FILE.rules", prog);
  rl_tool_help_text(h, "       %s [-I DIR] -o OUT.c FILE.rules", prog);
  rl_tool_help_text(h, "       %s --dump-matcher [-I DIR] FILE.rules\n", prog);
  rl_tool_help_text(h, "OPTIONS:\n");
  rl_tool_help_options(h, opt_table, NOPTS);
  rl_tool_help_print(h, f);
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
  const char *input = NULL, *output = NULL, *depfile = NULL;
  /* The -I folders in order, then a default, then rulir's dialects. */
  const char **dirs = calloc((size_t)argc + 2, sizeof *dirs);
  unsigned ndirs = 0;
  bool check = false, registry = false, features = false, dump_rules = false, dump_matcher = false;
  bool generic_builders = false;
  unsigned max_errors = 20;
  char **names = calloc((size_t)argc + 1, sizeof *names);
  unsigned nnames = 0;
  rl_tool_args a;
  rl_tool_args_init(&a, argc, argv);
  for (int id; (id = rl_tool_next(&a, opt_table, NOPTS)) != RL_TOOL_DONE;) {
    long long n;
    switch (id) {
    case RL_TOOL_ERROR: free(names); free(dirs); return 1;
    case RL_TOOL_UNKNOWN:
      rl_tool_unknown(&a, opt_table, NOPTS, NULL, 0);
      free(names);
      free(dirs);
      return 1;
    case RL_TOOL_POSITIONAL:
      if (registry) {
        names[nnames++] = a.argv[a.i - 1];
      } else if (!input) {
        input = a.value;
      } else {
        fprintf(stderr, "rulir-gen: error: more than one input file\n");
        free(names);
        free(dirs);
        return 1;
      }
      break;
    case O_OUTPUT: output = a.value; break;
    case O_INCLUDE: dirs[ndirs++] = a.value; break;
    case O_DEPFILE: depfile = a.value; break;
    case O_MAX_ERRORS:
      if (!rl_tool_int(&a, 0, &n)) {
        free(names);
        free(dirs);
        return 1;
      }
      max_errors = (unsigned)n;
      break;
    case O_CHECK: check = a.flag; break;
    case O_REGISTRY: registry = a.flag; break;
    case O_FEATURES: features = a.flag; break;
    case O_DUMP_RULES: dump_rules = a.flag; break;
    case O_DUMP_MATCHER: dump_matcher = a.flag; break;
    case O_GENERIC_BUILDERS: generic_builders = a.flag; break;
    case O_HELP:
    case O_VERSION:
      if (!a.flag) break;
      if (id == O_HELP) print_help(stdout, a.prog);
      else {
        /* Where `import d;` finds rulir's dialects when no -I holds d. */
        char extra[4200];
        snprintf(extra, sizeof extra, "rulir's dialects: %s", gen_dialects_dir());
        rl_tool_print_version(a.prog, extra);
      }
      free(names);
      free(dirs);
      return 0;
    default: break;
    }
  }

  char *above = NULL; /* dir_above(input), owned */
  gen_ctx g = {0};
  g.rl = rl_context_create();
  g.sm = rl_source_mgr_create();
  g.max_errors = max_errors ? max_errors : 20;
  g.generic_builders = generic_builders;
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
    fprintf(stderr, "rulir-gen: error: no input file (see %s --help)\n", argv[0]);
    status = 1;
  } else if (dump_rules) {
    int fi = gen_load_file(&g, input, NULL);
    if (fi < 0 || !gen_parse_file(&g, (uint32_t)fi)) status = 1;
    else gen_dump_rules(&g, (uint32_t)fi, stdout);
  } else if (strlen(input) > 6 && strcmp(input + strlen(input) - 6, ".rules") == 0) {
    if (!ndirs) dirs[ndirs++] = "dialects";
    dirs[ndirs++] = gen_dialects_dir();
    g.include_dirs = dirs;
    g.ninclude_dirs = ndirs;
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
    if (!ndirs) dirs[ndirs++] = above = dir_above(input);
    dirs[ndirs++] = gen_dialects_dir();
    g.include_dirs = dirs;
    g.ninclude_dirs = ndirs;
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
  free(above);
  free(dirs);
  rl_arena_free(&g.arena);
  free(g.files);
  rl_source_mgr_destroy(g.sm);
  rl_context_destroy(g.rl);
  return status;
}
