/* The ub dialect's folder and constant materializer: ub.poison folds to its
 * value (MLIR's PoisonOp::fold), so the arith and math folders see
 * #ub.poison operands; #ub.poison is materialized as ub.poison (MLIR's
 * UBDialect::materializeConstant). */
#include "core/attrs.h"
#include "dialects/ub/ub_ops.h"

static rl_attr *poison_attr(rl_context *c) {
  return rl_attr_opaque(c, rl_ident_cstr(c, "ub"), rl_ident_cstr(c, "poison"), false);
}

bool rl_ub_poison_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  (void)operands;
  rl_context *c = rl_op_context(op);
  rl_attr *v = rl_op_get_prop(op, rl_ident_cstr(c, "value"));
  results[0].attr = v ? v : poison_attr(c);
  return true;
}

static rl_op *materialize(rl_builder *b, rl_attr *value, rl_type *type, rl_attr *loc) {
  rl_context *c = b->ctx;
  if (value != poison_attr(c)) return NULL;
  rl_type *rts[1] = {type};
  rl_op_state st = {.info = rl_opinfo_find(c, "ub.poison", 9), .loc = loc ? loc : rl_loc_unknown(c),
                    .nresults = 1, .result_types = rts};
  return rl_builder_create(b, &st);
}

void rl_ub_init(rl_context *c) { rl_register_materializer(c, "ub", materialize); }
