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
#include "tools/verify_diags.h"
#include "core/diag.h"
#include "core/parser.h"
#include "core/strbuf.h"
#include "core/verify.h"
#include "dialects/llvm/export.h"
#include "dialects/registry.h"

static void usage(FILE *f) {
  fputs("usage: rulir-translate --mlir-to-llvmir [FILE|-] [-o FILE] [-O0|-O1|-O2|-O3] [--emit-bitcode]\n"
        "                      [--split-input-file] [--verify-diagnostics] [--allow-unregistered-dialect]\n"
        "                      [--mlir-disable-threading]\n"
        "Translates a module in the llvm dialect to LLVM IR (text, or bitcode with --emit-bitcode),\n"
        "each function while the next is parsed (on one thread with --mlir-disable-threading).\n",
        f);
}

typedef struct job {
  rl_context *c;
  rl_ident *file;
  unsigned level;
  bool bitcode, threads, verify_diags;
  const char *path; /* the output file, "-" for stdout */
  bool split;       /* true: each module goes to `buf`, written at the end */
  rl_strbuf buf;
} job;

/* Writes m as text or bitcode: straight to j->path (text without the whole
 * of it in memory), or, when split, appended to j->buf. */
static bool write_module(job *j, LLVMModuleRef m) {
  bool ok = true;
  const char *name = strcmp(j->path, "-") ? j->path : "<stdout>";
  if (j->bitcode && (j->split || !strcmp(j->path, "-"))) {
    /* The C API's file writer takes no "-" for stdout. */
    LLVMMemoryBufferRef mb = LLVMWriteBitcodeToMemoryBuffer(m);
    size_t n = LLVMGetBufferSize(mb);
    if (j->split) rl_sb_putn(&j->buf, LLVMGetBufferStart(mb), n);
    else ok = fwrite(LLVMGetBufferStart(mb), 1, n, stdout) == n && fflush(stdout) == 0;
    LLVMDisposeMemoryBuffer(mb);
  } else if (j->bitcode) {
    ok = LLVMWriteBitcodeToFile(m, j->path) == 0;
  } else if (j->split) {
    char *text = LLVMPrintModuleToString(m);
    rl_sb_puts(&j->buf, text);
    LLVMDisposeMessage(text);
  } else {
    char *err = NULL;
    fflush(stdout);
    ok = !LLVMPrintModuleToFile(m, j->path, &err);
    if (!ok) fprintf(stderr, "rulir-translate: cannot write '%s': %s\n", name, err ? err : "unknown error");
    if (err) LLVMDisposeMessage(err);
    return ok;
  }
  if (!ok) fprintf(stderr, "rulir-translate: cannot write '%s'\n", name);
  return ok;
}

/* Translates one input (or --split-input-file chunk) and writes it. Under
 * --verify-diagnostics the outcome is the check's, as in mlir-translate
 * (the module is still written when it translated). */
static bool translate(void *ud, char *src, size_t len, unsigned line_offset, unsigned index) {
  job *j = ud;
  if (index) rl_sb_putc(&j->buf, '\n'); /* mlir-translate's separator between chunks */
  rl_verify_diags *vd = j->verify_diags ? rl_verify_diags_begin(j->c, j->file, src, len, line_offset) : NULL;
  LLVMContextRef lctx = LLVMContextCreate();
  LLVMModuleRef m = rl_llvm_translate_source(j->c, src, len, j->file, line_offset, lctx, j->threads);
  if (!j->split && !vd) rl_tool_source_parsed(src);
  bool ok = m && rl_llvm_optimize_module(j->c, rl_loc_file(j->c, j->file, line_offset + 1, 1), m, j->level, NULL);
  if (ok) ok = write_module(j, m);
  if (vd) ok = rl_verify_diags_end(vd) && (ok || !m);
  /* Like clang, leave the one LLVM module to the OS at exit, except under
   * AddressSanitizer, which checks that everything can be freed. */
  if (RL_TOOL_FREE_AT_EXIT || j->split) {
    if (m) LLVMDisposeModule(m);
    LLVMContextDispose(lctx);
  }
  return ok;
}

static int run(int argc, char **argv) {
  const char *input = "-", *output = NULL;
  bool have_input = false, to_llvmir = false, allow_unreg = false;
  job j = {.threads = true};
  bool split = false;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (rl_tool_flag_is(a, "mlir-to-llvmir")) to_llvmir = true;
    else if (rl_tool_flag_is(a, "emit-bitcode")) j.bitcode = true;
    else if (rl_tool_flag_is(a, "allow-unregistered-dialect")) allow_unreg = true;
    else if (rl_tool_flag_is(a, "split-input-file")) split = true;
    else if (rl_tool_flag_is(a, "verify-diagnostics")) j.verify_diags = true;
    else if (rl_tool_flag_is(a, "mlir-disable-threading")) j.threads = false;
    else if (!strcmp(a, "-O0") || !strcmp(a, "-O1") || !strcmp(a, "-O2") || !strcmp(a, "-O3")) j.level = (unsigned)(a[2] - '0');
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
  rl_context_set_print_op_on_diagnostic(c, !j.verify_diags);
  rl_source_mgr *sm = rl_source_mgr_create();
  j.c = c;
  j.file = rl_ident_cstr(c, strcmp(input, "-") == 0 ? "<stdin>" : input);
  rl_source_mgr_add(sm, j.file, src, len);
  rl_context_set_source_mgr(c, sm);
  j.path = output ? output : "-";
  bool ok;
  if (!split) {
    ok = translate(&j, src, len, 0, 0);
  } else {
    /* As mlir-translate: every chunk's output on stdout; an output file
     * only if all of them translated. */
    j.split = true;
    ok = rl_tool_split_input(src, len, translate, &j);
    if (!strcmp(j.path, "-")) {
      if (j.buf.len && fwrite(j.buf.data, 1, j.buf.len, stdout) != j.buf.len) ok = false;
    } else if (ok) {
      FILE *f = fopen(j.path, "wb");
      if (!f || fwrite(j.buf.data ? j.buf.data : "", 1, j.buf.len, f) != j.buf.len) {
        fprintf(stderr, "rulir-translate: cannot write '%s'\n", j.path);
        ok = false;
      }
      if (f && fclose(f) != 0) ok = false;
    }
  }
  if (fflush(stdout) != 0) ok = false;
  rl_sb_free(&j.buf);
  if (RL_TOOL_FREE_AT_EXIT) {
    rl_context_destroy(c);
    rl_source_mgr_destroy(sm);
    rl_tool_free_source(src);
  }
  return ok ? 0 : 1;
}

int main(int argc, char **argv) { return rl_tool_main(argc, argv, run); }
