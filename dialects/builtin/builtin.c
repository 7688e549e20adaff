/* The builtin dialect's C hooks: the checks of builtin.module that its
 * declaration cannot say (no region arguments; a named module sits in a
 * symbol table; its attributes are a dialect's), the verifier and folder of builtin.unrealized_conversion_cast.
 * Declared in builtin.ops. */
#include "dialects/builtin/builtin_ops.h"

#include <string.h>

#include "core/verify.h"

bool rl_builtin_module_verify(rl_op *op) {
  if (op->nregions && rl_op_regions(op)[0].first && rl_op_regions(op)[0].first->nargs)
    return rl_op_emit_error(op, "region should have no arguments");
  /* Its discardable attributes belong to dialects (the symbol's own are
   * properties); a misspelt property of the generic form lands here. */
  if (op->attrs)
    for (unsigned i = 0; i < rl_attr_dict_size(op->attrs); i++) {
      const rl_ident *n = rl_attr_dict_name(op->attrs, i);
      if (!memchr(n->str, '.', n->len) && strcmp(n->str, "sym_name") && strcmp(n->str, "sym_visibility"))
        return rl_op_emit_error(op, "can only contain attributes with dialect-prefixed names, found: '%s'", n->str);
    }
  /* An optional symbol: only a named module must sit in a symbol table. */
  return !rl_op_get_prop(op, rl_ident_cstr(rl_op_context(op), "sym_name")) || rl_verify_symbol_parent(op);
}

bool rl_builtin_unrealized_conversion_cast_verify(rl_op *op) {
  if (!op->nresults) return rl_op_emit_error(op, "expected at least one result for cast operation");
  return true;
}

/* A cast to the types it starts from is its inputs; so is a cast that
 * undoes the cast defining all of its inputs (A -> B -> A). */
bool rl_builtin_unrealized_conversion_cast_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  (void)operands;
  if (!op->noperands) return false;
  bool same = op->noperands == op->nresults;
  for (unsigned i = 0; i < op->nresults && same; i++)
    same = rl_op_operand(op, i)->type == rl_op_result(op, i)->type;
  if (same) {
    for (unsigned i = 0; i < op->nresults; i++) results[i].value = rl_op_operand(op, i);
    return true;
  }
  rl_op *prev = rl_value_defining_op(rl_op_operand(op, 0));
  if (!prev || prev->info != op->info || prev->nresults != op->noperands || prev->noperands != op->nresults)
    return false;
  for (unsigned i = 0; i < op->noperands; i++)
    if (rl_op_operand(op, i) != rl_op_result(prev, i)) return false;
  for (unsigned i = 0; i < op->nresults; i++)
    if (rl_op_operand(prev, i)->type != rl_op_result(op, i)->type) return false;
  for (unsigned i = 0; i < op->nresults; i++) results[i].value = rl_op_operand(prev, i);
  return true;
}
