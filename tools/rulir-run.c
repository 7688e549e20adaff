/* rulir-run: runs a function of a module in the llvm dialect, like
 * mlir-cpu-runner: parse and verify, translate to LLVM IR
 * (dialects/llvm/export.c), optimize (-O0..-O3), JIT-compile with LLVM's
 * LLJIT (symbols resolved in this process and in each --shared-libs
 * library), call the entry point and print its result as mlir-cpu-runner
 * does (integers in decimal, floats as %e, each on a line; nothing for void).
 *
 *   rulir-run FILE.mlir [-e main] [-entry-point-result=void|i32|i64|f32|f64]
 *             [--shared-libs=a.so,b.so] [-O0|-O1|-O2|-O3]      (--help lists them)
 *
 * f64 is an extension (mlir-cpu-runner-19 rejects it). */
#include <llvm-c/Core.h>
#include <llvm-c/Error.h>
#include <llvm-c/LLJIT.h>
#include <llvm-c/Orc.h>
#include <llvm-c/Support.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tools/tool.h"
#include "core/diag.h"
#include "core/opdef.h"
#include "core/parser.h"
#include "core/verify.h"
#include "dialects/llvm/export.h"
#include "dialects/llvm/llvm_types.h"
#include "dialects/registry.h"

enum { O_ENTRY = 1, O_RESULT, O_SHARED_LIBS, O_O0, O_O1, O_O2, O_O3, O_HELP, O_VERSION };

static const rl_tool_opt opt_table[] = {
    {"e", RL_OPT_VALUE, "function name", "The function to call (default: main)", O_ENTRY},
    {"entry-point-result", RL_OPT_VALUE, "f32 | f64 | i32 | i64 | void",
     "The type of its result, printed after the call (default: f32)", O_RESULT},
    {"h", RL_OPT_FLAG, NULL, NULL, O_HELP},
};

/* mlir-cpu-runner's "linking options" and "opt-like flags" groups. */
static const rl_tool_opt link_table[] = {
    {"shared-libs", RL_OPT_VALUE, "string", "Libraries to load (comma-separated; may be repeated)", O_SHARED_LIBS},
};
static const rl_tool_opt opt_like_table[] = {
    {"O0", RL_OPT_FLAG, NULL, "Compile without optimization (the default)", O_O0},
    {"O1", RL_OPT_FLAG, NULL, "Optimize with LLVM's default<O1> pipeline and codegen", O_O1},
    {"O2", RL_OPT_FLAG, NULL, "Optimize with LLVM's default<O2> pipeline and codegen", O_O2},
    {"O3", RL_OPT_FLAG, NULL, "Optimize with LLVM's default<O3> pipeline and codegen", O_O3},
};
static const rl_tool_opt generic_table[] = {
    {"help", RL_OPT_FLAG, NULL, "Print the options", O_HELP},
    {"version", RL_OPT_FLAG, NULL, "Print the version of this program", O_VERSION},
};
#define COUNT(t) (sizeof t / sizeof t[0])
enum { NALL = COUNT(opt_table) + COUNT(link_table) + COUNT(opt_like_table) + COUNT(generic_table) };

static void print_help(const char *prog) {
  rl_tool_help *h = rl_tool_help_create();
  rl_tool_help_text(h, "OVERVIEW: rulir CPU execution driver: JIT-compiles and runs a module in the llvm dialect\n");
  rl_tool_help_text(h, "USAGE: %s [options] <input file>\n", prog);
  rl_tool_help_text(h, "OPTIONS:\n");
  rl_tool_help_text(h, "General options:\n");
  rl_tool_help_options(h, opt_table, COUNT(opt_table));
  rl_tool_help_text(h, "\nGeneric Options:\n");
  rl_tool_help_options(h, generic_table, COUNT(generic_table));
  rl_tool_help_text(h, "\nlinking options:\n");
  rl_tool_help_options(h, link_table, COUNT(link_table));
  rl_tool_help_text(h, "\nopt-like flags:\n");
  rl_tool_help_options(h, opt_like_table, COUNT(opt_like_table));
  rl_tool_help_print(h, stdout);
}

static bool report_llvm_error(LLVMErrorRef err, const char *what) {
  if (!err) return false;
  char *msg = LLVMGetErrorMessage(err);
  fprintf(stderr, "rulir-run: error: %s: %s\n", what, msg);
  LLVMDisposeErrorMessage(msg);
  return true;
}

/* The llvm.func named `name` at the top of module, or NULL. */
static rl_op *find_func(rl_context *c, rl_op *module, const char *name) {
  rl_ident *fn = rl_ident_cstr(c, "llvm.func"), *sym = rl_ident_cstr(c, "sym_name");
  for (rl_op *op = rl_op_regions(module)[0].first ? rl_op_regions(module)[0].first->first : NULL; op; op = op->next) {
    if (op->info->name != fn) continue;
    rl_attr *n = rl_op_get_prop(op, sym);
    if (n && n->kind == RL_AT_STRING && !strcmp(rl_attr_string_ident(n)->str, name)) return op;
  }
  return NULL;
}

/* Checks the entry point's type against -entry-point-result, with
 * mlir-cpu-runner's messages. */
static bool check_entry(rl_context *c, rl_op *f, const char *result) {
  rl_attr *ft = rl_op_get_prop(f, rl_ident_cstr(c, "function_type"));
  if (!rl_op_regions(f)[0].first || !ft || ft->kind != RL_AT_TYPE) {
    fputs("Error: entry point not found\n", stderr);
    return false;
  }
  rl_type *t = rl_attr_type_value(ft);
  rl_type *res = rl_llvm_func_result(t);
  if (rl_llvm_func_num_params(t) != 0 || rl_llvm_func_vararg(t)) {
    fprintf(stderr, "Error: the entry point must take no arguments\n");
    return false;
  }
  if (!strcmp(result, "void")) {
    if (!rl_llvm_type_is_void(res)) {
      fputs("Error: expected void function\n", stderr);
      return false;
    }
    return true;
  }
  bool ok;
  if (result[0] == 'i') ok = rl_type_is_integer(res) && rl_type_int_width(res) == (unsigned)atoi(result + 1);
  else ok = rl_type_is_float(res) && rl_type_float_sem(res) == (!strcmp(result, "f32") ? RL_F32 : RL_F64);
  if (!ok) {
    fprintf(stderr, "Error: only single %s function result supported\n", result);
    return false;
  }
  return true;
}

static int run(int argc, char **argv) {
  const char *input = "-", *entry = "main", *result = "f32";
  const char *libs[64];
  unsigned nlibs = 0, level = 0;
  bool have_input = false;
  char *libs_buf[64];
  unsigned nbufs = 0;
  int rc = 1;
  rl_tool_opt all[NALL];
  memcpy(all, opt_table, sizeof opt_table);
  memcpy(all + COUNT(opt_table), link_table, sizeof link_table);
  memcpy(all + COUNT(opt_table) + COUNT(link_table), opt_like_table, sizeof opt_like_table);
  memcpy(all + NALL - COUNT(generic_table), generic_table, sizeof generic_table);
  rl_tool_args a;
  rl_tool_args_init(&a, argc, argv);
  for (int id; (id = rl_tool_next(&a, all, NALL)) != RL_TOOL_DONE;) {
    switch (id) {
    case RL_TOOL_ERROR: goto out;
    case RL_TOOL_UNKNOWN: rl_tool_unknown(&a, all, NALL, NULL, 0); goto out;
    case RL_TOOL_POSITIONAL:
      if (have_input) {
        rl_tool_too_many_positionals(&a, 1);
        goto out;
      }
      input = a.value;
      have_input = true;
      break;
    case O_ENTRY: entry = a.value; break;
    case O_RESULT: result = a.value; break;
    case O_SHARED_LIBS: {
      if (nbufs == 64) {
        fputs("rulir-run: too many --shared-libs\n", stderr);
        goto out;
      }
      char *copy = strdup(a.value);
      libs_buf[nbufs++] = copy;
      for (char *tok = strtok(copy, ","); tok; tok = strtok(NULL, ","))
        if (*tok && nlibs < 64) libs[nlibs++] = tok;
      break;
    }
    case O_O0:
    case O_O1:
    case O_O2:
    case O_O3:
      if (a.flag) level = (unsigned)(id - O_O0);
      break;
    case O_HELP:
      if (!a.flag) break;
      print_help(a.prog);
      rc = 0;
      goto out;
    case O_VERSION: {
      if (!a.flag) break;
      unsigned major, minor, patch;
      LLVMGetVersion(&major, &minor, &patch);
      char llvm[64];
      snprintf(llvm, sizeof llvm, "LLVM %u.%u.%u (LLJIT)", major, minor, patch);
      rl_tool_print_version(a.prog, llvm);
      rc = 0;
      goto out;
    }
    default: break;
    }
  }
  if (strcmp(result, "void") && strcmp(result, "i32") && strcmp(result, "i64") && strcmp(result, "f32") &&
      strcmp(result, "f64")) {
    fputs("Error: unsupported function type\n", stderr);
    goto out;
  }
  size_t len;
  char *src = rl_tool_read_all(input, &len);
  if (!src) {
    fprintf(stderr, "rulir-run: cannot open input file '%s'\n", input);
    goto out;
  }
  rl_context *c = rl_context_create();
  rl_register_all_dialects(c);
  rl_source_mgr *sm = rl_source_mgr_create();
  rl_ident *file = rl_ident_cstr(c, strcmp(input, "-") == 0 ? "<stdin>" : input);
  rl_source_mgr_add(sm, file, src, len);
  rl_context_set_source_mgr(c, sm);
  rl_op *mod = rl_parse_source(c, src, len, file, 0);
  rl_tool_source_parsed(src);
  LLVMOrcThreadSafeContextRef tsc = NULL;
  LLVMOrcLLJITRef jit = NULL;
  LLVMModuleRef m = NULL;
  if (!mod) {
    fputs("could not parse the input IR\n", stderr);
    goto done;
  }
  if (!rl_verify(c, mod)) goto done;
  rl_op *f = find_func(c, mod, entry);
  if (!f) {
    fputs("Error: entry point not found\n", stderr);
    goto done;
  }
  if (!check_entry(c, f, result)) goto done;

  LLVMInitializeNativeTarget();
  LLVMInitializeNativeAsmPrinter();
  tsc = LLVMOrcCreateNewThreadSafeContext();
  LLVMContextRef lctx = LLVMOrcThreadSafeContextGetContext(tsc);
  m = rl_llvm_export_module(c, mod, lctx);
  if (!m) goto done;
  if (level) {
    char *triple = LLVMGetDefaultTargetTriple(), *err = NULL;
    LLVMTargetRef target;
    LLVMTargetMachineRef tm = NULL;
    if (!LLVMGetTargetFromTriple(triple, &target, &err)) {
      char *cpu = LLVMGetHostCPUName(), *feat = LLVMGetHostCPUFeatures();
      tm = LLVMCreateTargetMachine(target, triple, cpu, feat, LLVMCodeGenLevelDefault, LLVMRelocDefault,
                                   LLVMCodeModelJITDefault);
      LLVMDisposeMessage(cpu);
      LLVMDisposeMessage(feat);
    }
    LLVMDisposeMessage(err);
    LLVMDisposeMessage(triple);
    bool ok = rl_llvm_optimize_module(c, mod->loc, m, level, tm);
    if (tm) LLVMDisposeTargetMachine(tm);
    if (!ok) goto done;
  }
  if (report_llvm_error(LLVMOrcCreateLLJIT(&jit, NULL), "cannot create the JIT")) goto done;
  LLVMOrcJITDylibRef jd = LLVMOrcLLJITGetMainJITDylib(jit);
  char prefix = LLVMOrcLLJITGetGlobalPrefix(jit);
  LLVMOrcDefinitionGeneratorRef gen;
  if (report_llvm_error(LLVMOrcCreateDynamicLibrarySearchGeneratorForProcess(&gen, prefix, NULL, NULL),
                        "cannot search this process for symbols"))
    goto done;
  LLVMOrcJITDylibAddGenerator(jd, gen);
  for (unsigned i = 0; i < nlibs; i++) {
    char what[512];
    snprintf(what, sizeof what, "cannot load shared library '%s'", libs[i]);
    if (report_llvm_error(LLVMOrcCreateDynamicLibrarySearchGeneratorForPath(&gen, libs[i], prefix, NULL, NULL), what))
      goto done;
    LLVMOrcJITDylibAddGenerator(jd, gen);
  }
  LLVMOrcThreadSafeModuleRef tsm = LLVMOrcCreateNewThreadSafeModule(m, tsc);
  m = NULL; /* owned by tsm, then by the JIT */
  if (report_llvm_error(LLVMOrcLLJITAddLLVMIRModule(jit, jd, tsm), "cannot add the module to the JIT")) {
    LLVMOrcDisposeThreadSafeModule(tsm);
    goto done;
  }
  LLVMOrcExecutorAddress addr = 0;
  char what[300];
  snprintf(what, sizeof what, "cannot compile '%s'", entry);
  if (report_llvm_error(LLVMOrcLLJITLookup(jit, &addr, entry), what)) goto done;
  fflush(stdout);
  if (!strcmp(result, "void")) {
    ((void (*)(void))(uintptr_t)addr)();
  } else if (!strcmp(result, "i32")) {
    int32_t r = ((int32_t(*)(void))(uintptr_t)addr)();
    printf("%d\n", r);
  } else if (!strcmp(result, "i64")) {
    int64_t r = ((int64_t(*)(void))(uintptr_t)addr)();
    printf("%lld\n", (long long)r);
  } else if (!strcmp(result, "f32")) {
    float r = ((float (*)(void))(uintptr_t)addr)();
    printf("%e\n", (double)r);
  } else {
    double r = ((double (*)(void))(uintptr_t)addr)();
    printf("%e\n", r);
  }
  fflush(stdout);
  rc = 0;
done:
  if (jit) LLVMOrcDisposeLLJIT(jit);
  if (m) LLVMDisposeModule(m);
  if (tsc) LLVMOrcDisposeThreadSafeContext(tsc);
  if (mod) rl_op_destroy(c, mod);
  rl_context_destroy(c);
  rl_source_mgr_destroy(sm);
  rl_tool_free_source(src);
out:
  for (unsigned i = 0; i < nbufs; i++) free(libs_buf[i]);
  return rc;
}

int main(int argc, char **argv) { return rl_tool_main(argc, argv, run); }
