/* A plugin's C for tests/rules/apply/extern.mlir: registers Twice (an
 * integer attribute doubled) in the rule library when it is loaded, as a
 * dialect's init would. */
#include "core/attrs.h"
#include "core/rules_rt.h"

static bool twice(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  rl_mval both[2] = {args[0], args[0]};
  return rl_lib_AddInts(c, b, both, out);
}

static const rl_rule_lib_entry entries[] = {{"Twice", 1, {RL_MK_ATTR}, RL_MK_ATTR, NULL, twice}};

__attribute__((constructor)) static void register_twice(void) { rl_rule_lib_register(entries, 1); }
