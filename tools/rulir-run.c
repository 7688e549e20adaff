/* rulir-run: runs a function of a module in the llvm dialect, like
 * mlir-cpu-runner: parse and verify, translate to LLVM IR
 * (dialects/llvm/export.c), optimize (-O0..-O3), JIT-compile with LLVM's
 * LLJIT (symbols resolved in this process and in each --shared-libs
 * library), call the entry point and print its result as mlir-cpu-runner
 * does (integers in decimal, floats as %e, each on a line; nothing for void).
 *
 *   rulir-run FILE.mlir [-e main] [-entry-point-result=void|i32|i64|f32|f64]
 *             [--shared-libs=a.so,b.so] [-O0|-O1|-O2|-O3]
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

static void usage(FILE *f) {
  fputs("usage: rulir-run [FILE|-] [-e NAME] [-entry-point-result=void|i32|i64|f32|f64]\n"
        "                 [--shared-libs=LIB.so[,LIB.so...]] [-O0|-O1|-O2|-O3]\n"
        "JIT-compiles a module in the llvm dialect and calls NAME (default main), printing its result.\n",
        f);
}


/* The value of `-name=V`, `--name=V`, or of `-name V` (advancing *i). */
static const char *opt_value(int argc, char **argv, int *i, const char *name) {
  const char *a = argv[*i];
  if (a[0] != '-') return NULL;
  a += a[1] == '-' ? 2 : 1;
  size_t n = strlen(name);
  if (strncmp(a, name, n)) return NULL;
  if (a[n] == '=') return a + n + 1;
  if (a[n] == 0 && *i + 1 < argc) return argv[++*i];
  return NULL;
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
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v;
    if (!strcmp(a, "-h") || !strcmp(a, "--help") || !strcmp(a, "-help")) { usage(stdout); return 0; }
    else if (!strcmp(a, "-O0") || !strcmp(a, "-O1") || !strcmp(a, "-O2") || !strcmp(a, "-O3")) level = (unsigned)(a[2] - '0');
    else if (!strcmp(a, "-e") || !strcmp(a, "--e")) {
      if (++i >= argc) { fputs("rulir-run: -e needs a function name\n", stderr); return 1; }
      entry = argv[i];
    } else if (!strncmp(a, "-e=", 3) || !strncmp(a, "--e=", 4)) entry = strchr(a, '=') + 1;
    else if ((v = opt_value(argc, argv, &i, "entry-point-result"))) result = v;
    else if ((v = opt_value(argc, argv, &i, "shared-libs"))) {
      if (nbufs == 64) { fputs("rulir-run: too many --shared-libs\n", stderr); goto out; }
      char *copy = strdup(v);
      libs_buf[nbufs++] = copy;
      for (char *tok = strtok(copy, ","); tok; tok = strtok(NULL, ","))
        if (*tok && nlibs < 64) libs[nlibs++] = tok;
    } else if (a[0] == '-' && a[1]) {
      fprintf(stderr, "rulir-run: Unknown command line argument '%s'.  Try: 'rulir-run --help'\n", a);
      goto out;
    } else {
      if (have_input) { fputs("rulir-run: Too many positional arguments specified!\n", stderr); goto out; }
      input = a;
      have_input = true;
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
