/* Module-level building for the lowerings to the llvm dialect (llvm_build.h). */
#include "dialects/llvm/llvm_build.h"

#include <string.h>

#include "core/attrs.h"
#include "core/opdef.h"
#include "core/symtab.h"
#include "core/types.h"
#include "dialects/llvm/llvm_types.h"

rl_op *rl_llvm_module_of(rl_op *op) {
  rl_task_escape(); /* the module: out of a task's function */
  rl_opinfo *module = rl_opinfo_get(rl_op_context(op), "builtin.module", 14);
  do op = rl_op_parent_op(op);
  while (op && op->info != module);
  return op && op->nregions && rl_op_regions(op)[0].first ? op : NULL;
}

void rl_llvm_set_module_start(rl_rewriter *rw, rl_op *module) {
  rl_block *body = rl_op_regions(module)[0].first;
  if (body->first) rl_rewriter_set_before(rw, body->first);
  else rl_rewriter_set_end(rw, body);
}

rl_ident *rl_llvm_declare_func(rl_rewriter *rw, rl_op *module, const char *name, rl_type *res, unsigned n,
                               rl_type *const *params) {
  rl_context *c = rw->b.ctx;
  rl_ident *id = rl_ident_cstr(c, name);
  if (rl_symbol_table_lookup(module, id)) return id;
  rl_builder saved = rw->b;
  rl_llvm_set_module_start(rw, module);
  rl_type *fty = rl_llvm_func_type(c, res ? res : rl_llvm_void_type(c), n, params, false);
  rl_named_attr props[2] = {
      {rl_ident_cstr(c, "sym_name"), rl_attr_string(c, id->str, id->len, NULL)},
      {rl_ident_cstr(c, "function_type"), rl_attr_type(c, fty)},
  };
  rl_op_state st = {.info = rl_opinfo_get(c, "llvm.func", 9), .loc = rl_loc_unknown(c), .nregions = 1,
                    .props = rl_attr_dict(c, 2, props, NULL)};
  rl_rewriter_create(rw, &st);
  rw->b = saved;
  return id;
}
