/* rulir-translate: MLIR text in the llvm dialect to LLVM IR, like
 * mlir-translate --mlir-to-llvmir: reads, parses and verifies the input as
 * rulir-opt does, translates it with dialects/llvm/export.c (function by
 * function as they are parsed: dialects/llvm/translate.c), optionally
 * optimizes it (-O1..-O3, LLVM's default<On> pipelines), and writes textual
 * LLVM IR (or bitcode with --emit-bitcode) to stdout or -o FILE. On any
 * error nothing is written and the exit status is 1. */
#include <llvm-c/BitWriter.h>
#include <llvm-c/Core.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tools/tool.h"
#include "core/diag.h"
#include "core/parser.h"
#include "core/verify.h"
#include "dialects/llvm/export.h"
#include "dialects/registry.h"

static void usage(FILE *f) {
  fputs("usage: rulir-translate --mlir-to-llvmir [FILE|-] [-o FILE] [-O0|-O1|-O2|-O3] [--emit-bitcode]\n"
        "                      [--allow-unregistered-dialect] [--mlir-disable-threading]\n"
        "Translates a module in the llvm dialect to LLVM IR (text, or bitcode with --emit-bitcode),\n"
        "each function while the next is parsed (on one thread with --mlir-disable-threading).\n",
        f);
}



static int run(int argc, char **argv) {
  const char *input = "-", *output = NULL;
  bool have_input = false, to_llvmir = false, bitcode = false, allow_unreg = false, threads = true;
  unsigned level = 0;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (rl_tool_flag_is(a, "mlir-to-llvmir")) to_llvmir = true;
    else if (rl_tool_flag_is(a, "emit-bitcode")) bitcode = true;
    else if (rl_tool_flag_is(a, "allow-unregistered-dialect")) allow_unreg = true;
    else if (rl_tool_flag_is(a, "mlir-disable-threading")) threads = false;
    else if (!strcmp(a, "-O0") || !strcmp(a, "-O1") || !strcmp(a, "-O2") || !strcmp(a, "-O3")) level = (unsigned)(a[2] - '0');
    else if (rl_tool_flag_is(a, "h") || rl_tool_flag_is(a, "help")) { usage(stdout); return 0; }
    else if (!strcmp(a, "-o")) {
      if (++i >= argc) { fputs("rulir-translate: -o needs a file name\n", stderr); return 1; }
      output = argv[i];
    } else if (!strncmp(a, "-o", 2) && a[2] && a[2] != '=') output = a + 2;
    else if (!strncmp(a, "--o=", 4) || !strncmp(a, "-o=", 3)) output = strchr(a, '=') + 1;
    else if (a[0] == '-' && a[1]) {
      fprintf(stderr, "rulir-translate: Unknown command line argument '%s'.  Try: 'rulir-translate --help'\n", a);
      return 1;
    } else {
      if (have_input) { fputs("rulir-translate: Too many positional arguments specified!\n", stderr); return 1; }
      input = a;
      have_input = true;
    }
  }
  if (!to_llvmir) {
    fputs("rulir-translate: a translation is required: --mlir-to-llvmir\n", stderr);
    usage(stderr);
    return 1;
  }
  size_t len;
  char *src = rl_tool_read_all(input, &len);
  if (!src) {
    fprintf(stderr, "rulir-translate: could not open input file '%s'\n", input);
    return 1;
  }
  rl_context *c = rl_context_create();
  rl_register_all_dialects(c);
  rl_context_allow_unregistered(c, allow_unreg);
  rl_source_mgr *sm = rl_source_mgr_create();
  rl_ident *file = rl_ident_cstr(c, strcmp(input, "-") == 0 ? "<stdin>" : input);
  rl_source_mgr_add(sm, file, src, len);
  rl_context_set_source_mgr(c, sm);
  int rc = 1;
  LLVMContextRef lctx = LLVMContextCreate();
  LLVMModuleRef m = NULL;
  m = rl_llvm_translate_source(c, src, len, file, lctx, threads);
  rl_tool_source_parsed(src);
  bool translated = m && rl_llvm_optimize_module(c, rl_loc_file(c, file, 1, 1), m, level, NULL);
  if (RL_TOOL_FREE_AT_EXIT) {
    rl_context_destroy(c);
    rl_source_mgr_destroy(sm);
    rl_tool_free_source(src);
  }
  if (translated) {
    bool ok;
    const char *path = !output || !strcmp(output, "-") ? "-" : output;
    if (bitcode) {
      if (strcmp(path, "-") != 0) {
        ok = LLVMWriteBitcodeToFile(m, path) == 0;
      } else { /* the C API's writer takes no "-" for stdout */
        LLVMMemoryBufferRef mb = LLVMWriteBitcodeToMemoryBuffer(m);
        size_t n = LLVMGetBufferSize(mb);
        ok = fwrite(LLVMGetBufferStart(mb), 1, n, stdout) == n && fflush(stdout) == 0;
        LLVMDisposeMemoryBuffer(mb);
      }
    } else {
      /* Straight to the file ("-": stdout), without the whole text in memory. */
      char *err = NULL;
      fflush(stdout);
      ok = !LLVMPrintModuleToFile(m, path, &err);
      if (!ok) fprintf(stderr, "rulir-translate: cannot write '%s': %s\n", output ? output : "<stdout>",
                       err ? err : "unknown error");
      if (err) LLVMDisposeMessage(err);
      err = NULL;
      if (ok) rc = 0;
    }
    if (bitcode && !ok) fprintf(stderr, "rulir-translate: cannot write '%s'\n", output ? output : "<stdout>");
    else if (bitcode) rc = 0;
  }
  /* Like clang, leave the LLVM module to the OS at exit, except under
   * AddressSanitizer, which checks that everything can be freed. */
#if defined(__SANITIZE_ADDRESS__)
  if (m) LLVMDisposeModule(m);
  LLVMContextDispose(lctx);
#else
  (void)lctx;
#endif
  return rc;
}

int main(int argc, char **argv) { return rl_tool_main(argc, argv, run); }
