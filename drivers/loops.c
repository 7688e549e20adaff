/* The loop analyses of drivers/loops.h, each on one value or one op, as
 * rule library entries. Requires: verified IR. Changes nothing. */
#include <stdint.h>
#include <string.h>

#include "core/affine.h"
#include "core/attrs.h"
#include "core/context.h"
#include "core/opdef.h"
#include "core/rules_rt.h"
#include "drivers/loops.h"

static bool is_op(const rl_op *op, const char *name) {
  return op && op->info && op->info->name && !strcmp(op->info->name->str, name);
}

/* MinConstantBound(v) -> Attr: the least constant result of the
 * affine.min that defines v, as an index attribute (MLIR's loop
 * specialization reads it); gives up when v has no such definition. */
static bool min_constant_bound(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_value *v = args[0].p;
  rl_op *d = v ? rl_value_defining_op(v) : NULL;
  if (!is_op(d, "affine.min")) return false;
  rl_attr *map = rl_op_get_prop(d, rl_ident_cstr(c, "map"));
  if (!map || map->kind != RL_AT_AFFINE_MAP) return false;
  bool any = false;
  int64_t least = INT64_MAX;
  for (unsigned i = 0; i < rl_affine_map_num_results(map); i++) {
    rl_attr *e = rl_affine_map_result(map, i);
    if (e->kind != RL_AT_AFF_CONST) continue;
    any = true;
    if (rl_affine_const_value(e) < least) least = rl_affine_const_value(e);
  }
  if (!any) return false;
  out->p = rl_attr_integer(c, rl_type_index(c), least);
  return true;
}

static bool has_parallel(rl_op *op, void *ud) {
  rl_op *root = ud;
  return op == root || !is_op(op, "scf.parallel");
}

/* InnermostParallel(op): no scf.parallel lies inside op, at any depth
 * (MLIR's getInnermostParallelLoops). */
static bool innermost_parallel(rl_context *c, const rl_mval *args) {
  (void)c;
  rl_op *op = args[0].p;
  return op && rl_op_walk(op, false, has_parallel, op);
}

static const rl_rule_lib_entry entries[] = {
    {"MinConstantBound", 1, {RL_MK_VALUE}, RL_MK_ATTR, NULL, min_constant_bound},
    {"InnermostParallel", 1, {RL_MK_OP}, 0, innermost_parallel, NULL},
};

void rl_loops_register(void) { rl_rule_lib_register(entries, sizeof entries / sizeof *entries); }
