/* The C of MLIR 19's --arith-emulate-unsupported-floats
 * (rules/arith-emulate-unsupported-floats.rules): the type conversion (a
 * float type of the `source-types` option, a comma-separated list,
 * becomes `target-type`, as does the element type of a vector, tensor or
 * memref of one; other types stay) and the target materialization. */
#include <string.h>

#include "core/attrs.h"
#include "core/diag.h"
#include "core/ir.h"
#include "core/parser.h"
#include "core/rules_build.h"
#include "core/rules_rt.h"
#include "core/types.h"
#include "dialects/arith/arith_ops.h"
#include "rules/lib.h"

/* e is one of the source types. */
static bool is_source(rl_context *c, rl_type *e) {
  const rl_opt_list *l = rl_rules_option_list("source-types");
  for (unsigned i = 0; i < l->n; i++)
    if (rl_parse_type_str(c, l->s[i]) == e) return true;
  return false;
}

static void drop_diag(rl_context *c, const rl_diag *d, void *ud) { (void)c, (void)d, (void)ud; }

/* Whether s names a float type; else MLIR's error (alone), at no location. */
static bool float_type_named(rl_context *c, const char *what, const char *s) {
  void *ud;
  rl_diag_handler h = rl_context_diag_handler(c, &ud);
  unsigned errors = rl_context_num_errors(c);
  rl_context_set_diag_handler(c, drop_diag, NULL);
  rl_type *t = rl_parse_type_str(c, s);
  rl_context_set_diag_handler(c, h, ud);
  rl_context_set_num_errors(c, errors);
  if (t && rl_type_is_float(t)) return true;
  rl_emit_error(c, rl_loc_unknown(c), "could not map %s type '%s' to a known floating-point type", what, s);
  return false;
}

/* ValidFloatTypes(op): every source type and the target type are float
 * types (the pass fails otherwise, as MLIR's does). */
static bool lib_valid_float_types(rl_context *c, const rl_mval *args) {
  (void)args;
  const rl_opt_list *l = rl_rules_option_list("source-types");
  for (unsigned i = 0; i < l->n; i++)
    if (!float_type_named(c, "source", l->s[i])) return false;
  return float_type_named(c, "target", rl_rules_option_str("target-type"));
}

/* What t converts to (t itself when it stays), or NULL when target-type
 * is no type. */
static rl_type *emulated_type(rl_context *c, rl_type *t) {
  bool shaped = t->kind == RL_TY_VECTOR || t->kind == RL_TY_TENSOR || t->kind == RL_TY_MEMREF;
  rl_type *e = shaped ? rl_type_elem(t) : t;
  if (!rl_type_is_float(e) || !is_source(c, e)) return t;
  rl_type *to = rl_parse_type_str(c, rl_rules_option_str("target-type"));
  if (!to) return NULL;
  return shaped ? rl_type_with_elem(c, t, to) : to;
}

/* Emulated(t): what t converts to. */
static bool lib_emulated(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  return args[0].p && (out->p = emulated_type(c, args[0].p)) != NULL;
}

/* ExtendF(t, xs, loc): the target materialization, arith.extf
 * fastmath<contract> of the one value of xs to t. */
static bool lib_extend_f(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  rl_type *t = args[0].p;
  rl_attr *loc = args[2].p;
  if (!b || !t || !args[1].p || args[1].n != 1) return false;
  rl_value *x = rl_m_range_at(&args[1], RL_MK_RANGE, 0);
  rl_op *e = rl_arith_extf_create(b, loc, t, x, rl_parse_attr_str(c, "#arith.fastmath<contract>"));
  return e && (out->p = rl_op_result(e, 0)) != NULL;
}

static const rl_rule_lib_entry lib[] = {
    {"ValidFloatTypes", 1, {RL_MK_OP}, 0, lib_valid_float_types, NULL},
    {"Emulated", 1, {RL_MK_TYPE}, RL_MK_TYPE, NULL, lib_emulated},
    {"ExtendF", 3, {RL_MK_TYPE, RL_MK_RANGE, RL_MK_ATTR}, RL_MK_VALUE, NULL, lib_extend_f},
};

void rl_emulate_floats_register(void) { rl_rule_lib_register(lib, sizeof lib / sizeof *lib); }
