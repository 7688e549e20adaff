/* cf's branches in the llvm dialect (cf_to_llvm.h). Pattern code: see the
 * note on layering in func_to_llvm.c. */
#include "dialects/llvm/cf_to_llvm.h"

#include <string.h>

#include "core/opdef.h"
#include "drivers/conversion.h"

enum { MAX_OPERANDS = 1024 };

rl_op *rl_llvm_lower_branch(rl_rewriter *rw, rl_op *op, const char *name) {
  if (!rl_conv_type_converter(rw) || op->noperands > MAX_OPERANDS) return NULL;
  rl_value *vals[MAX_OPERANDS];
  for (unsigned i = 0; i < op->noperands; i++)
    if (!(vals[i] = rl_conv_operand(rw, op, i))) return NULL;
  rl_block *succs[MAX_OPERANDS];
  if (op->nsuccs > MAX_OPERANDS) return NULL;
  for (unsigned i = 0; i < op->nsuccs; i++) succs[i] = op->succs[i].block;
  rl_context *c = rw->b.ctx;
  rl_op_state st = {.info = rl_opinfo_get(c, name, strlen(name)),
                    .loc = op->loc,
                    .noperands = op->noperands,
                    .operands = vals,
                    .nsuccs = op->nsuccs,
                    .succs = succs,
                    .props = op->props,
                    .attrs = op->attrs};
  rl_rewriter_set_before(rw, op);
  return rl_rewriter_create(rw, &st);
}
