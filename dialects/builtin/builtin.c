/* The builtin dialect's C hooks: the checks of builtin.module that its
 * declaration cannot say (no region arguments; a named module sits in a
 * symbol table) and the verifier of builtin.unrealized_conversion_cast.
 * Declared in builtin.ops. */
#include "dialects/builtin/builtin_ops.h"

#include "core/verify.h"

bool rl_builtin_module_verify(rl_op *op) {
  if (op->nregions && op->regions[0].first && op->regions[0].first->nargs)
    return rl_op_emit_error(op, "region should have no arguments");
  /* An optional symbol: only a named module must sit in a symbol table. */
  rl_op *parent = rl_op_parent_op(op);
  if (parent && rl_op_get_prop(op, rl_ident_cstr(rl_op_context(op), "sym_name")) &&
      !(parent->info->traits & RL_TRAIT_SYMBOL_TABLE))
    return rl_op_emit_error(op, "symbol's parent must have the SymbolTable trait");
  return true;
}

bool rl_builtin_unrealized_conversion_cast_verify(rl_op *op) {
  if (!op->nresults) return rl_op_emit_error(op, "expected at least one result for cast operation");
  return true;
}
