/* --llvm-add-comdats, as MLIR 19 has it: each llvm.func of the module's
 * body with linkonce or linkonce_odr linkage gets a selector of kind `any`
 * named after it in the comdat @__llvm_comdat (created at the start of the
 * module when the module has none; each selector goes to the start of its
 * body) and names it: `comdat(@__llvm_comdat::@f)`. Globals are left as
 * they are, as MLIR 19 leaves them. Requires a module; not idempotent (a
 * second run makes selectors of the same names, which the verifier
 * rejects, as MLIR's does). */
#include <string.h>

#include "core/attrs.h"
#include "core/context.h"
#include "core/opdef.h"
#include "core/symtab.h"
#include "core/types.h"
#include "dialects/llvm/llvm_ops.h"
#include "drivers/pass.h"

static bool add_comdats_run(rl_context *c, rl_op *module, void *config) {
  (void)config;
  rl_opinfo *func = rl_opinfo_find_cstr(c, "llvm.func"), *comdat_op = rl_opinfo_find_cstr(c, "llvm.comdat");
  if (!func || !comdat_op || !module->nregions || !rl_op_region(module, 0)->first) return true;
  rl_block *body = rl_op_region(module, 0)->first;
  rl_ident *table_name = rl_ident_cstr(c, "__llvm_comdat");
  rl_op *table = NULL; /* found or made on the first function that needs it */
  rl_attr *any = rl_attr_integer(c, rl_type_integer(c, 64, RL_SIGNLESS), RL_LLVM_COMDAT_ANY);
  for (rl_op *op = body->first; op; op = op->next) {
    if (op->info != func) continue;
    rl_attr *lk = rl_llvm_func_linkage(op);
    uint64_t linkage = lk && lk->kind == RL_AT_ENUM ? lk->w[1] : RL_LLVM_LINKAGE_EXTERNAL;
    if (linkage != RL_LLVM_LINKAGE_LINKONCE && linkage != RL_LLVM_LINKAGE_LINKONCE_ODR) continue;
    if (!table) {
      table = rl_symbol_table_lookup(module, table_name);
      if (table && table->info != comdat_op) table = NULL; /* MLIR's lookup<ComdatOp> */
      if (!table) {
        rl_builder b = {.ctx = c, .block = body, .before = body->first};
        table = rl_llvm_comdat_create(&b, module->loc, rl_attr_string(c, table_name->str, table_name->len, NULL));
        if (!rl_op_region(table, 0)->first) rl_region_append_block(rl_op_region(table, 0), rl_block_create(c));
      }
    }
    rl_block *tb = rl_op_region(table, 0)->last;
    rl_builder b = {.ctx = c, .block = tb, .before = tb->first};
    rl_ident *name = rl_symbol_name(op);
    rl_llvm_comdat_selector_create(&b, table->loc, rl_attr_string(c, name->str, name->len, NULL), any);
    rl_op_set_prop(c, op, rl_ident_cstr(c, "comdat"), rl_attr_symref(c, table_name, 1, &name));
  }
  return true;
}

const rl_pass_info rl_llvm_add_comdats_pass = {
    .name = "llvm-add-comdats",
    .display = "LLVMAddComdats",
    .summary = "Add comdats to linkonce and linkonce_odr functions",
    .run = add_comdats_run};
