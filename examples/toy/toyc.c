/* toyc: the Toy compiler of MLIR's tutorial, on rulir. Reads a .toy file
 * (or .mlir, or -x mlir) and prints what -emit asks for, on stderr as
 * toyc does: -emit=ast (chapter 1), -emit=mlir (2; with -opt the combines
 * of 3, the inlining and shape inference of 4), -emit=mlir-affine (5),
 * -emit=mlir-llvm and -emit=llvm (6); -emit=jit runs main (6). Chapter 7
 * adds structs to the language. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "mlirgen.h"

static char *read_all(const char *path, size_t *len) {
  FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
  if (!f) return NULL;
  size_t cap = 4096, n = 0, got;
  char *buf = malloc(cap + 1);
  while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
    n += got;
    if (n == cap) {
      char *b = realloc(buf, (cap *= 2) + 1);
      if (!b) free(buf);
      buf = b;
    }
  }
  if (f != stdin) fclose(f);
  if (buf) buf[n] = 0;
  *len = n;
  return buf;
}

static int usage(const char *argv0) {
  fprintf(stderr,
          "usage: %s FILE [-emit=ast|mlir|mlir-affine|mlir-llvm|llvm|jit] [-opt] [-x toy|mlir] [--mlir-print-debuginfo]\n"
          "  -emit=ast          the syntax tree\n"
          "  -emit=mlir         the toy dialect's IR\n"
          "  -emit=mlir-affine  lowered to affine loops over memref buffers (toy.print stays)\n"
          "  -emit=mlir-llvm    lowered to the llvm dialect\n"
          "  -emit=llvm         LLVM IR\n"
          "  -emit=jit          main, run by LLVM's JIT\n"
          "  -opt               optimize (the combines; from chapter 4 inlining, shape inference; -O3)\n"
          "  -x mlir            the input is toy IR, not Toy (also when FILE ends in .mlir)\n",
          argv0);
  return 2;
}

/* -flag and --flag, -flag=value and -flag value. */
static const char *flag_value(int argc, char **argv, int *i, const char *name) {
  const char *a = argv[*i] + 1;
  if (*a == '-') a++;
  size_t n = strlen(name);
  if (strncmp(a, name, n)) return NULL;
  if (a[n] == '=') return a + n + 1;
  if (a[n] == 0 && *i + 1 < argc) return argv[++*i];
  return NULL;
}

int main(int argc, char **argv) {
  const char *input = NULL, *emit = NULL, *lang = NULL;
  /* toyc-chN plays chapter N (what -opt does); toyc the last one done. */
  toy_opts opts = {.chapter = 7};
  const char *base = strrchr(argv[0], '/');
  base = base ? base + 1 : argv[0];
  if (!strncmp(base, "toyc-ch", 7) && base[7] >= '1' && base[7] <= '9') opts.chapter = base[7] - '0';
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v;
    if (a[0] != '-' || !a[1]) {
      if (input) return usage(argv[0]);
      input = a;
    } else if ((v = flag_value(argc, argv, &i, "emit"))) {
      emit = v;
    } else if ((v = flag_value(argc, argv, &i, "x"))) {
      lang = v;
    } else if (!strcmp(a, "-opt") || !strcmp(a, "--opt")) {
      opts.opt = true;
    } else if (!strcmp(a, "-mlir-print-debuginfo") || !strcmp(a, "--mlir-print-debuginfo")) {
      opts.debuginfo = true;
    } else {
      fprintf(stderr, "%s: unknown option '%s'\n", argv[0], a);
      return usage(argv[0]);
    }
  }
  if (!input) input = "-";
  if (!emit) {
    fprintf(stderr, "No action specified (parsing only?), use -emit=<action>\n");
    return 1;
  }
  bool is_mlir = lang ? !strcmp(lang, "mlir") : (strlen(input) > 5 && !strcmp(input + strlen(input) - 5, ".mlir"));
  if (lang && !is_mlir && strcmp(lang, "toy")) return usage(argv[0]);
  if (!strcmp(emit, "mlir-affine")) opts.emit = TOY_EMIT_AFFINE;
  else if (!strcmp(emit, "mlir-llvm")) opts.emit = TOY_EMIT_LLVM_DIALECT;
  else if (!strcmp(emit, "llvm")) opts.emit = TOY_EMIT_LLVM_IR;
  else if (!strcmp(emit, "jit")) opts.emit = TOY_EMIT_JIT;
  else if (strcmp(emit, "ast") && strcmp(emit, "mlir")) {
    fprintf(stderr, "%s: unknown -emit=%s (ast, mlir, mlir-affine, mlir-llvm, llvm, jit)\n", argv[0], emit);
    return 1;
  }
  /* The chapter an -emit value comes from, at least. */
  int least = opts.emit == TOY_EMIT_AFFINE ? 5 : opts.emit != TOY_EMIT_MLIR ? 6 : 1;
  if (opts.chapter < least) opts.chapter = least;
  size_t len = 0;
  char *src = read_all(input, &len);
  if (!src) {
    fprintf(stderr, "Could not open input file: %s\n", input);
    return 1;
  }
  int status = 1;
  if (!strcmp(emit, "ast")) {
    if (is_mlir) {
      fprintf(stderr, "Can't dump a Toy AST when the input is MLIR\n");
    } else {
      toy_module *m = toy_parse(input, src, len, opts.chapter);
      if (m) toy_dump_ast(stderr, m), status = 0;
      toy_module_free(m);
    }
  } else {
    status = toy_emit_mlir(input, src, len, is_mlir, &opts);
  }
  free(src);
  return status;
}
