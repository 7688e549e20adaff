/* Building rule results (core/rules_build.h). Runs only when a rule
 * applies: allocation is fine here. */
#include "rules_build.h"

#include <stdint.h>

#include "attrs.h"
#include "types.h"

enum { MAX_VALUES = 256, MAX_GROUPS = 64 };

unsigned rl_m_gather(const rl_mval *regs, const uint8_t *kinds, unsigned n, rl_value **out, unsigned cap,
                     unsigned *sizes) {
  unsigned k = 0;
  for (unsigned i = 0; i < n; i++) {
    const rl_mval *v = &regs[i];
    unsigned before = k;
    if (kinds[i] == RL_MK_RANGE) {
      if (v->p) {
        unsigned got = rl_m_range_values(v, out + k, cap - k);
        if (got == UINT32_MAX) return UINT32_MAX;
        k += got;
      }
    } else if (kinds[i] == RL_MK_OP) {
      rl_op *op = v->p;
      for (unsigned r = 0; r < op->nresults; r++) {
        if (k == cap) return UINT32_MAX;
        out[k++] = rl_op_result(op, r);
      }
    } else if (v->p) {
      if (k == cap) return UINT32_MAX;
      out[k++] = v->p;
    }
    if (sizes) sizes[i] = k - before;
  }
  return k;
}

rl_op *rl_m_create(rl_rewriter *rw, const rl_m_create_args *a) {
  rl_context *c = rw->b.ctx;
  const rl_opdef *def = a->info->def;
  if (!def || a->noperands > MAX_GROUPS) return NULL;
  rl_value *operands[MAX_VALUES];
  unsigned sizes[MAX_GROUPS];
  unsigned nops = rl_m_gather(a->operands, a->operand_kinds, a->noperands, operands, MAX_VALUES, sizes);
  if (nops == UINT32_MAX) return NULL;
  rl_named_attr props[MAX_GROUPS + 1];
  unsigned np = 0;
  for (unsigned i = 0; i < a->nprops && np < MAX_GROUPS; i++)
    if (a->props[i].p) props[np++] = (rl_named_attr){a->prop_names[i], a->props[i].p};
  unsigned nflex = 0;
  for (unsigned i = 0; i < def->noperands; i++) nflex += def->operands[i].arity != RL_ARITY_ONE;
  if (nflex >= 2) {
    uint64_t segs[MAX_GROUPS];
    for (unsigned i = 0; i < a->noperands; i++) segs[i] = sizes[i];
    props[np++] = (rl_named_attr){rl_ident_cstr(c, "operandSegmentSizes"),
                                  rl_attr_dense_array(c, rl_type_integer(c, 32, RL_SIGNLESS), a->noperands, segs)};
  }
  rl_type *types[MAX_GROUPS];
  unsigned nt = 0;
  switch (a->types_mode) {
  case RL_MT_WRITTEN:
    for (unsigned i = 0; i < a->ntypes && nt < MAX_GROUPS; i++) {
      if (!a->types[i].p) return NULL;
      types[nt++] = a->types[i].p;
    }
    break;
  case RL_MT_ROOT:
    for (unsigned i = 0; i < a->root->nresults && nt < MAX_GROUPS; i++) types[nt++] = rl_op_result(a->root, i)->type;
    break;
  case RL_MT_ROOT_CONVERTED:
    for (unsigned i = 0; i < a->root->nresults && nt < MAX_GROUPS; i++)
      if (!(types[nt++] = rl_m_convert_type(rw, rl_op_result(a->root, i)->type))) return NULL;
    break;
  case RL_MT_SAME:
    if (!nops) return NULL;
    for (unsigned i = 0; i < def->nresults && nt < MAX_GROUPS; i++) types[nt++] = operands[0]->type;
    break;
  case RL_MT_BUILD:
    for (unsigned i = 0; i < def->nresults && nt < MAX_GROUPS; i++) {
      const rl_type_constraint *tc = def->results[i].type;
      if (!tc || !tc->build) return NULL;
      types[nt++] = tc->build(c);
    }
    break;
  case RL_MT_VALUE: {
    const rl_attr *v = a->value_prop >= 0 && (unsigned)a->value_prop < a->nprops ? a->props[a->value_prop].p : NULL;
    if (!v || (v->kind != RL_AT_INTEGER && v->kind != RL_AT_FLOAT && v->kind != RL_AT_DENSE)) return NULL;
    types[nt++] = rl_attr_type_of(v);
    break;
  }
  default: break;
  }
  rl_op_state s = {
      .info = a->info,
      .loc = a->loc ? a->loc : rl_loc_unknown(c),
      .nresults = nt,
      .result_types = types,
      .noperands = nops,
      .operands = operands,
      .props = np ? rl_attr_dict(c, np, props, NULL) : NULL,
  };
  return rl_rewriter_create(rw, &s);
}

/* Whether v can be used by `user`: defined in an enclosing block before the
 * user's ancestor there (or an argument of an enclosing block). Conservative:
 * what it cannot prove, it refuses. */
static bool available_at(rl_value *v, rl_op *user) {
  rl_block *home = rl_value_parent_block(v);
  rl_op *def = rl_value_defining_op(v);
  for (rl_op *a = user; a; a = a->parent && a->parent->parent ? a->parent->parent->parent : NULL) {
    if (a->parent == home) return !def || (def != a && rl_op_is_before_in_block(def, a));
  }
  return false;
}

bool rl_m_replace(rl_rewriter *rw, rl_op *op, const rl_mval *regs, const uint8_t *kinds, unsigned n) {
  rl_value *vals[MAX_VALUES];
  unsigned k = rl_m_gather(regs, kinds, n, vals, MAX_VALUES, NULL);
  if (k != op->nresults) return false;
  /* A value built for a matched op other than the root is inserted before
   * the root: users of that op above the root could not see it. */
  for (unsigned r = 0; r < k && rw->b.before != op; r++)
    for (rl_use *u = op->results[r].first_use; u; u = u->next)
      if (!available_at(vals[r], u->owner)) return false;
  rl_rewriter_replace(rw, op, vals);
  return true;
}

bool rl_m_has_uses(const rl_op *op) {
  for (unsigned k = 0; k < op->nresults; k++)
    if (op->results[k].first_use) return true;
  return false;
}
