/* The C that rules/scf-to-cf.rules calls, each for one attribute
 * (scf_to_cf.h). */
#include "dialects/scf/scf_to_cf.h"

#include <string.h>

#include "core/attrs.h"
#include "core/opdef.h"
#include "core/types.h"

static rl_attr *i32_array(rl_context *c, unsigned n, const uint64_t *v) {
  return rl_attr_dense_array(c, rl_type_integer(c, 32, RL_SIGNLESS), n, v);
}

/* ---- scf.index_switch's case attributes ------------------------------------ */

rl_attr *rl_scf_switch_case_values(rl_context *c, rl_attr *cases) {
  if (!cases || cases->kind != RL_AT_DENSE_ARRAY || cases->n < 2) return NULL;
  unsigned n = cases->n - 1;
  uint64_t *vals = rl_context_alloc(c, n * sizeof *vals);
  for (unsigned k = 0; k < n; k++) vals[k] = (uint64_t)(uint32_t)(int32_t)(int64_t)cases->w[1 + k];
  int64_t dim = n;
  return rl_attr_dense(c, rl_type_vector(c, 1, &dim, NULL, rl_type_integer(c, 32, RL_SIGNLESS)), n == 1, 1, n, vals);
}

rl_attr *rl_scf_switch_no_case_operands(rl_context *c, rl_attr *cases) {
  if (!cases || cases->kind != RL_AT_DENSE_ARRAY) return NULL;
  unsigned n = cases->n - 1;
  uint64_t *zeros = rl_context_alloc(c, (n ? n : 1) * sizeof *zeros);
  memset(zeros, 0, (n ? n : 1) * sizeof *zeros);
  return i32_array(c, n, zeros);
}

/* ---- scf.forall's bounds ------------------------------------------------------ */

rl_mval rl_scf_mixed_values(rl_builder *b, rl_attr *st, rl_mval dynamic) {
  rl_context *c = b->ctx;
  if (!st || st->kind != RL_AT_DENSE_ARRAY) return (rl_mval){0};
  unsigned n = st->n - 1, next = 0;
  rl_value **vals = rl_context_alloc(c, (n ? n : 1) * sizeof *vals);
  rl_value *dyn[64];
  unsigned ndyn = rl_m_range_values(&dynamic, dyn, 64);
  if (ndyn == UINT32_MAX) return (rl_mval){0};
  rl_rewriter *rw = rl_m_rewriter(b);
  for (unsigned i = 0; i < n; i++) {
    int64_t v = (int64_t)st->w[1 + i];
    if (v == RL_DYNAMIC) {
      if (next >= ndyn) return (rl_mval){0};
      vals[i] = dyn[next++];
      continue;
    }
    rl_named_attr p = {rl_ident_cstr(c, "value"), rl_attr_integer(c, rl_type_index(c), v)};
    rl_type *index = rl_type_index(c);
    rl_op_state ps = {.info = rl_opinfo_get_cstr(c, "arith.constant"), .loc = b->before ? b->before->loc : rl_loc_unknown(c),
                      .nresults = 1, .result_types = &index, .props = rl_attr_dict(c, 1, &p, NULL)};
    vals[i] = rl_op_result(rl_rewriter_create(rw, &ps), 0);
  }
  return (rl_mval){vals, RL_MRANGE_ARRAY, n};
}
