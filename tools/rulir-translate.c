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

enum {
  O_TO_LLVMIR = 1, O_EMIT_BITCODE, O_ALLOW_UNREGISTERED, O_DISABLE_THREADING, O_O0, O_O1, O_O2, O_O3, O_OUTPUT,
  O_HELP, O_VERSION, O_SPLIT, O_VERIFY_DIAGS, O_OP_ON_DIAGNOSTIC,
};

static const rl_tool_opt opt_table[] = {
    {"allow-unregistered-dialect", RL_OPT_FLAG, NULL, "Accept ops, attributes and types of unknown dialects",
     O_ALLOW_UNREGISTERED},
    {"emit-bitcode", RL_OPT_FLAG, NULL, "Write LLVM bitcode instead of textual LLVM IR", O_EMIT_BITCODE},
    {"mlir-disable-threading", RL_OPT_FLAG, NULL,
     "Translate on one thread (by default each function is translated while the next is parsed)",
     O_DISABLE_THREADING},
    {"mlir-print-op-on-diagnostic", RL_OPT_FLAG, NULL,
     "Attach the op to its diagnostics as a note (default: true; never under --verify-diagnostics)",
     O_OP_ON_DIAGNOSTIC},
    {"O0", RL_OPT_FLAG, NULL, "Do not optimize the LLVM IR (the default)", O_O0},
    {"O1", RL_OPT_FLAG, NULL, "Optimize the LLVM IR with LLVM's default<O1> pipeline", O_O1},
    {"O2", RL_OPT_FLAG, NULL, "Optimize the LLVM IR with LLVM's default<O2> pipeline", O_O2},
    {"O3", RL_OPT_FLAG, NULL, "Optimize the LLVM IR with LLVM's default<O3> pipeline", O_O3},
    {"split-input-file", RL_OPT_FLAG, NULL, "Split the input file into pieces and process each chunk independently",
     O_SPLIT},
    {"verify-diagnostics", RL_OPT_FLAG, NULL,
     "Check that emitted diagnostics match expected-* lines on the corresponding line", O_VERIFY_DIAGS},
    {"o", RL_OPT_VALUE, "filename", "Where to write the output (default: stdout)", O_OUTPUT},
    {"h", RL_OPT_FLAG, NULL, NULL, O_HELP},
};
enum { NOPTS = sizeof opt_table / sizeof opt_table[0] };

/* The translations (mlir-translate lists them in a group of their own). */
static const rl_tool_opt translation_table[] = {
    {"mlir-to-llvmir", RL_OPT_FLAG, NULL, "Translate a module in the llvm dialect to LLVM IR", O_TO_LLVMIR},
};

static const rl_tool_opt generic_table[] = {
    {"help", RL_OPT_FLAG, NULL, "Print the options", O_HELP},
    {"version", RL_OPT_FLAG, NULL, "Print the version of this program", O_VERSION},
};

static void print_help(const char *prog) {
  rl_tool_help *h = rl_tool_help_create();
  rl_tool_help_text(h, "OVERVIEW: rulir translation tool: MLIR in the llvm dialect to LLVM IR");
  rl_tool_help_text(h, "USAGE: %s [options] <input file>\n", prog);
  rl_tool_help_text(h, "OPTIONS:\n");
  rl_tool_help_text(h, "General options:\n");
  /* As LLVM sorts it: the translations' group is an option named by its
   * alternative(s), between the options that sort before and after it. */
  rl_tool_help_options_between(h, opt_table, NOPTS, NULL, translation_table[0].name);
  rl_tool_help_text(h, "  Translations to perform");
  for (unsigned i = 0; i < sizeof translation_table / sizeof translation_table[0]; i++) {
    char left[64];
    snprintf(left, sizeof left, "--%s", translation_table[i].name);
    rl_tool_help_entry(h, 6, left, false, translation_table[i].help);
  }
  rl_tool_help_options_between(h, opt_table, NOPTS, translation_table[0].name, NULL);
  rl_tool_help_text(h, "\nGeneric Options:\n");
  rl_tool_help_options(h, generic_table, sizeof generic_table / sizeof generic_table[0]);
  rl_tool_help_print(h, stdout);
}

static void print_version(const char *prog) {
  unsigned major, minor, patch;
  LLVMGetVersion(&major, &minor, &patch);
  char llvm[64];
  snprintf(llvm, sizeof llvm, "LLVM %u.%u.%u", major, minor, patch);
  rl_tool_print_version(prog, llvm);
}

typedef struct job {
  rl_context *c;
  rl_ident *file;
  unsigned level;
  bool bitcode, threads, verify_diags;
  bool no_op_on_diagnostic; /* --mlir-print-op-on-diagnostic=false */
  rl_source_mgr *sm;        /* the input, and each chunk under its name when split */
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
  rl_ident *file = j->split ? rl_tool_chunk_name(j->c, j->sm, j->file, src, len, line_offset) : j->file;
  rl_verify_diags *vd = j->verify_diags ? rl_verify_diags_begin(j->c, file, src, len, 0) : NULL;
  LLVMContextRef lctx = LLVMContextCreate();
  if (!j->split && !vd) rl_context_set_source_release(j->c, rl_tool_source_release, NULL);
  LLVMModuleRef m = rl_llvm_translate_source(j->c, src, len, file, 0, lctx, j->threads);
  rl_context_set_source_release(j->c, NULL, NULL);
  if (!j->split && !vd) rl_tool_source_parsed(src);
  bool ok = m && rl_llvm_optimize_module(j->c, rl_loc_file(j->c, file, 1, 1), m, j->level, NULL);
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
  bool have_input = false, to_llvmir = false, allow_unreg = false, split = false;
  job j = {.threads = true};
  rl_tool_opt all[NOPTS + 3];
  memcpy(all, opt_table, sizeof opt_table);
  memcpy(all + NOPTS, translation_table, sizeof translation_table);
  memcpy(all + NOPTS + 1, generic_table, sizeof generic_table);
  rl_tool_args a;
  rl_tool_args_init(&a, argc, argv);
  for (int id; (id = rl_tool_next(&a, all, NOPTS + 3)) != RL_TOOL_DONE;) {
    switch (id) {
    case RL_TOOL_ERROR: return 1;
    case RL_TOOL_UNKNOWN: rl_tool_unknown(&a, all, NOPTS + 3, NULL, 0); return 1;
    case RL_TOOL_POSITIONAL:
      if (have_input) return rl_tool_too_many_positionals(&a, 1), 1;
      input = a.value;
      have_input = true;
      break;
    case O_TO_LLVMIR: to_llvmir = a.flag; break;
    case O_EMIT_BITCODE: j.bitcode = a.flag; break;
    case O_SPLIT: split = a.flag; break;
    case O_VERIFY_DIAGS: j.verify_diags = a.flag; break;
    case O_OP_ON_DIAGNOSTIC: j.no_op_on_diagnostic = !a.flag; break;
    case O_ALLOW_UNREGISTERED: allow_unreg = a.flag; break;
    case O_DISABLE_THREADING: j.threads = !a.flag; break;
    case O_O0:
    case O_O1:
    case O_O2:
    case O_O3:
      if (a.flag) j.level = (unsigned)(id - O_O0);
      break;
    case O_OUTPUT: output = a.value; break;
    case O_HELP:
      if (!a.flag) break;
      print_help(a.prog);
      return 0;
    case O_VERSION:
      if (!a.flag) break;
      print_version(a.prog);
      return 0;
    default: break;
    }
  }
  if (!to_llvmir) {
    fprintf(stderr, "%s: a translation is required: --mlir-to-llvmir (see %s --help)\n", a.prog, argv[0]);
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
  rl_context_set_print_op_on_diagnostic(c, !j.verify_diags && !j.no_op_on_diagnostic);
  rl_source_mgr *sm = rl_source_mgr_create();
  j.c = c;
  j.file = rl_ident_cstr(c, strcmp(input, "-") == 0 ? "<stdin>" : input);
  rl_source_mgr_add(sm, j.file, src, len);
  rl_context_set_source_mgr(c, sm);
  j.sm = sm;
  j.path = output ? output : "-";
  bool ok;
  if (!split) {
    ok = translate(&j, src, len, 0, 0);
  } else {
    /* As mlir-translate: every chunk's output on stdout; an output file
     * only if all of them translated. */
    j.split = true;
    ok = rl_tool_split_input(src, len, "// -----", translate, &j);
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
