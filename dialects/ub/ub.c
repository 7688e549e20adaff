/* The ub dialect's C hooks: the check that ub.poison's value is a poison
 * attribute (declared in ub.ops). */
#include "core/asm.h"
#include "core/attrs.h"
#include "core/verify.h"
#include "dialects/ub/ub_ops.h"

/* MLIR requires a PoisonAttrInterface attribute; #ub.poison is the one
 * attribute MLIR 19 gives that interface. */
bool rl_ub_poison_verify(rl_op *op) {
  rl_context *c = rl_op_context(op);
  rl_attr *v = rl_op_get_prop(op, rl_ident_cstr(c, "value"));
  if (!v) return true; /* the default, #ub.poison */
  rl_attr *poison = rl_attr_opaque(c, rl_ident_cstr(c, "ub"), rl_ident_cstr(c, "poison"), false);
  if (v != poison)
    return rl_op_emit_error(op, "attribute 'value' failed to satisfy constraint: PoisonAttrInterface instance");
  return true;
}
