/* Running a module of the llvm dialect with LLVM's LLJIT: see jit.h. */
#include "dialects/llvm/jit.h"

#include <llvm-c/Core.h>
#include <llvm-c/Error.h>
#include <llvm-c/LLJIT.h>
#include <llvm-c/Orc.h>
#include <llvm-c/Support.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/attrs.h"
#include "core/context.h"
#include "core/opdef.h"
#include "dialects/llvm/export.h"
#include "dialects/llvm/llvm_types.h"

struct rl_llvm_jit {
  LLVMOrcThreadSafeContextRef tsc;
  LLVMOrcLLJITRef jit;
  bool ctors, dtors; /* the module had the tables: rulir.jit.ctors / dtors exist */
  const char *prog;
};

static bool report_llvm_error(const char *prog, LLVMErrorRef err, const char *what) {
  if (!err) return false;
  char *msg = LLVMGetErrorMessage(err);
  fprintf(stderr, "%s: error: %s: %s\n", prog, what, msg);
  LLVMDisposeErrorMessage(msg);
  return true;
}

/* ---- constructors and destructors ---------------------------------------------------- */

typedef struct table_entry {
  long long priority;
  unsigned index;
  LLVMValueRef fn;
} table_entry;

static int by_priority(const void *x, const void *y) {
  const table_entry *a = x, *b = y;
  if (a->priority != b->priority) return a->priority < b->priority ? -1 : 1;
  return (a->index > b->index) - (a->index < b->index);
}

/* Replaces m's `table` (llvm.global_ctors or llvm.global_dtors) by a
 * function `name` that calls its functions by priority, lowest first, then
 * in the table's order (the LLVM-C API has no LLJIT initialize). Returns
 * false when m has no table. */
static bool table_to_function(LLVMModuleRef m, const char *table, const char *name) {
  LLVMValueRef g = LLVMGetNamedGlobal(m, table);
  if (!g) return false;
  LLVMValueRef init = LLVMGetInitializer(g);
  LLVMTypeRef aty = LLVMGlobalGetValueType(g);
  unsigned n = init && LLVMGetTypeKind(aty) == LLVMArrayTypeKind ? (unsigned)LLVMGetArrayLength2(aty) : 0;
  table_entry *e = calloc(n + 1, sizeof *e);
  if (!e) return false;
  unsigned k = 0;
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef el = LLVMGetAggregateElement(init, i);
    LLVMValueRef prio = el ? LLVMGetAggregateElement(el, 0) : NULL, fn = el ? LLVMGetAggregateElement(el, 1) : NULL;
    if (!prio || !fn || LLVMIsNull(fn)) continue;
    e[k++] = (table_entry){LLVMConstIntGetSExtValue(prio), i, fn};
  }
  qsort(e, k, sizeof *e, by_priority);
  LLVMContextRef ctx = LLVMGetModuleContext(m);
  LLVMTypeRef vty = LLVMFunctionType(LLVMVoidTypeInContext(ctx), NULL, 0, false);
  LLVMValueRef f = LLVMAddFunction(m, name, vty);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
  LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(ctx, f, "entry"));
  for (unsigned i = 0; i < k; i++) LLVMBuildCall2(b, vty, e[i].fn, NULL, 0, "");
  LLVMBuildRetVoid(b);
  LLVMDisposeBuilder(b);
  LLVMDeleteGlobal(g);
  free(e);
  return true;
}

/* ---- translation and optimization ----------------------------------------------------- */

/* module translated into a new module of lctx, optimized at level for the
 * host; NULL after reporting. */
static LLVMModuleRef translate(rl_context *c, rl_op *module, unsigned level, LLVMContextRef lctx) {
  LLVMInitializeNativeTarget();
  LLVMInitializeNativeAsmPrinter();
  LLVMModuleRef m = rl_llvm_export_module(c, module, lctx);
  if (!m || !level) return m;
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
  bool ok = rl_llvm_optimize_module(c, module->loc, m, level, tm);
  if (tm) LLVMDisposeTargetMachine(tm);
  if (!ok) {
    LLVMDisposeModule(m);
    return NULL;
  }
  return m;
}

char *rl_llvm_module_ir_text(rl_context *c, rl_op *module, unsigned level, const char *prog) {
  (void)prog;
  LLVMContextRef lctx = LLVMContextCreate();
  LLVMModuleRef m = translate(c, module, level, lctx);
  char *out = NULL;
  if (m) {
    char *text = LLVMPrintModuleToString(m);
    out = text ? strdup(text) : NULL;
    LLVMDisposeMessage(text);
    LLVMDisposeModule(m);
  }
  LLVMContextDispose(lctx);
  return out;
}

/* ---- the JIT ----------------------------------------------------------------------------- */

void rl_llvm_jit_destroy(rl_llvm_jit *j) {
  if (!j) return;
  if (j->jit) LLVMOrcDisposeLLJIT(j->jit);
  if (j->tsc) LLVMOrcDisposeThreadSafeContext(j->tsc);
  free(j);
}

rl_llvm_jit *rl_llvm_jit_create(rl_context *c, rl_op *module, unsigned level, const char *const *libs,
                                unsigned nlibs, const char *prog) {
  rl_llvm_jit *j = calloc(1, sizeof *j);
  if (!j) return NULL;
  j->prog = prog;
  j->tsc = LLVMOrcCreateNewThreadSafeContext();
  LLVMModuleRef m = translate(c, module, level, LLVMOrcThreadSafeContextGetContext(j->tsc));
  if (!m) goto fail;
  if (report_llvm_error(prog, LLVMOrcCreateLLJIT(&j->jit, NULL), "cannot create the JIT")) goto fail;
  LLVMOrcJITDylibRef jd = LLVMOrcLLJITGetMainJITDylib(j->jit);
  char prefix = LLVMOrcLLJITGetGlobalPrefix(j->jit);
  LLVMOrcDefinitionGeneratorRef gen;
  if (report_llvm_error(prog, LLVMOrcCreateDynamicLibrarySearchGeneratorForProcess(&gen, prefix, NULL, NULL),
                        "cannot search this process for symbols"))
    goto fail;
  LLVMOrcJITDylibAddGenerator(jd, gen);
  for (unsigned i = 0; i < nlibs; i++) {
    char what[512];
    snprintf(what, sizeof what, "cannot load shared library '%s'", libs[i]);
    if (report_llvm_error(prog, LLVMOrcCreateDynamicLibrarySearchGeneratorForPath(&gen, libs[i], prefix, NULL, NULL),
                          what))
      goto fail;
    LLVMOrcJITDylibAddGenerator(jd, gen);
  }
  j->ctors = table_to_function(m, "llvm.global_ctors", "rulir.jit.ctors");
  j->dtors = table_to_function(m, "llvm.global_dtors", "rulir.jit.dtors");
  LLVMOrcThreadSafeModuleRef tsm = LLVMOrcCreateNewThreadSafeModule(m, j->tsc);
  m = NULL; /* owned by tsm, then by the JIT */
  if (report_llvm_error(prog, LLVMOrcLLJITAddLLVMIRModule(j->jit, jd, tsm), "cannot add the module to the JIT")) {
    LLVMOrcDisposeThreadSafeModule(tsm);
    goto fail;
  }
  return j;
fail:
  if (m) LLVMDisposeModule(m);
  rl_llvm_jit_destroy(j);
  return NULL;
}

void *rl_llvm_jit_lookup(rl_llvm_jit *j, const char *name) {
  LLVMOrcExecutorAddress addr = 0;
  char what[300];
  snprintf(what, sizeof what, "cannot compile '%s'", name);
  if (report_llvm_error(j->prog, LLVMOrcLLJITLookup(j->jit, &addr, name), what)) return NULL;
  return (void *)(uintptr_t)addr;
}

static rl_llvm_jit_fn table_fn(rl_llvm_jit *j, bool have, const char *name, const char *what, bool *failed) {
  LLVMOrcExecutorAddress addr = 0;
  if (!have) return NULL;
  if (report_llvm_error(j->prog, LLVMOrcLLJITLookup(j->jit, &addr, name), what)) {
    if (failed) *failed = true;
    return NULL;
  }
  return (rl_llvm_jit_fn)(uintptr_t)addr;
}

rl_llvm_jit_fn rl_llvm_jit_ctors(rl_llvm_jit *j, bool *failed) {
  return table_fn(j, j->ctors, "rulir.jit.ctors", "cannot compile the constructors", failed);
}

rl_llvm_jit_fn rl_llvm_jit_dtors(rl_llvm_jit *j, bool *failed) {
  return table_fn(j, j->dtors, "rulir.jit.dtors", "cannot compile the destructors", failed);
}

/* The llvm.func `name` of module with a body, taking nothing, returning
 * nothing; NULL after reporting. */
static bool check_void_entry(rl_context *c, rl_op *module, const char *name, const char *prog) {
  rl_ident *fn = rl_ident_cstr(c, "llvm.func"), *sym = rl_ident_cstr(c, "sym_name");
  rl_ident *fty = rl_ident_cstr(c, "function_type");
  rl_block *body = rl_op_regions(module)[0].first;
  for (rl_op *op = body ? body->first : NULL; op; op = op->next) {
    rl_attr *n = op->info->name == fn ? rl_op_get_prop(op, sym) : NULL;
    if (!n || n->kind != RL_AT_STRING || strcmp(rl_attr_string_ident(n)->str, name)) continue;
    rl_attr *ft = rl_op_get_prop(op, fty);
    rl_type *t = ft && ft->kind == RL_AT_TYPE ? rl_attr_type_value(ft) : NULL;
    if (rl_op_regions(op)[0].first && t && !rl_llvm_func_num_params(t) && !rl_llvm_func_vararg(t) &&
        rl_llvm_type_is_void(rl_llvm_func_result(t)))
      return true;
    fprintf(stderr, "%s: error: '%s' is not a function of no parameters returning nothing\n", prog, name);
    return false;
  }
  fprintf(stderr, "%s: error: no function '%s' to run\n", prog, name);
  return false;
}

bool rl_llvm_jit_run_void(rl_context *c, rl_op *module, const char *name, unsigned level, const char *prog) {
  if (!check_void_entry(c, module, name, prog)) return false;
  rl_llvm_jit *j = rl_llvm_jit_create(c, module, level, NULL, 0, prog);
  if (!j) return false;
  bool failed = false;
  void (*f)(void) = (void (*)(void))(uintptr_t)rl_llvm_jit_lookup(j, name);
  rl_llvm_jit_fn ctors = f ? rl_llvm_jit_ctors(j, &failed) : NULL;
  rl_llvm_jit_fn dtors = f && !failed ? rl_llvm_jit_dtors(j, &failed) : NULL;
  if (f && !failed) {
    if (ctors) ctors();
    f();
    if (dtors) dtors();
    fflush(stdout);
  }
  rl_llvm_jit_destroy(j);
  return f && !failed;
}
