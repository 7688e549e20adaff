/* What rules/expand-realloc.rules asks of one type: the type of a 1-D
 * subview of unit stride from the start of a memref. */
#include "core/attrs.h"
#include "core/rules_build.h"
#include "core/rules_rt.h"
#include "core/types.h"
#include "rules/lib.h"

/* UnitStridedView(T, n): memref<n x elem, strided<[1]>> in T's memory
 * space, n an integer attribute (the dynamic marker for `?`). */
static bool unit_strided_view(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_type *t = args[0].p;
  int64_t n;
  if (!t || t->kind != RL_TY_MEMREF || !rl_m_int_of(&args[1], &n)) return false;
  int64_t one = 1;
  out->p = rl_type_memref(c, 1, &n, rl_type_elem(t), rl_attr_strided(c, 0, 1, &one), rl_type_memspace(t));
  return out->p != NULL;
}

static const rl_rule_lib_entry lib[] = {
    {"UnitStridedView", 2, {RL_MK_TYPE, RL_MK_ATTR}, RL_MK_TYPE, NULL, unit_strided_view},
};

void rl_expand_realloc_register(void) { rl_rule_lib_register(lib, sizeof lib / sizeof *lib); }
