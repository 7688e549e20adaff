/* --loop-invariant-code-motion, as MLIR 19's pass: for each loop (an op
 * with the LoopLike trait), innermost first, the ops of its body that have
 * no memory effect, may run speculatively (Pure) and use only values
 * defined outside the loop move before it, with what they hold; when one
 * moves, its users in the body are tried again. Ops only free of memory
 * effects (a division, which may trap) stay. */
#include <stdlib.h>

#include <string.h>

#include "core/attrs.h"
#include "core/context.h"
#include "core/opdef.h"
#include "core/rules_rt.h"
#include "drivers/greedy.h"
#include "drivers/oplist.h"
#include "drivers/pass.h"

/* Whether v is defined outside loop (not inside any of its regions). */
static bool outside(rl_op *loop, rl_value *v) {
  rl_block *b = rl_value_parent_block(v);
  for (rl_op *p = b && b->parent ? b->parent->parent : NULL; p; p = rl_op_parent_op(p))
    if (p == loop) return false;
  return true;
}

/* A loop whose step is the constant 1: a `step` property or a `step`
 * operand defined by a constant. */
static bool unit_step(rl_op *op) {
  rl_context *c = rl_op_context(op);
  rl_attr *s = rl_op_get_prop(op, rl_ident_cstr(c, "step"));
  if (s) return s->kind == RL_AT_INTEGER && rl_attr_int_value(s) == 1;
  const rl_opdef *def = rl_op_def(op);
  for (unsigned g = 0; def && g < def->noperands; g++)
    if (!strcmp(def->operands[g].name, "step")) {
      unsigned n, first = rl_op_operand_group(op, g, &n);
      rl_attr *k = n == 1 ? rl_m_constant_of(op->operands[first].value) : NULL;
      return k && k->kind == RL_AT_INTEGER && rl_attr_int_value(k) == 1;
    }
  return false;
}

/* MLIR's isSpeculatable: Pure ops; ops that are so when all they hold is. */
static bool speculatable(rl_op *op) {
  uint32_t t = op->info->traits;
  if (!op->info->registered) return false;
  if (t & (RL_TRAIT_PURE | RL_TRAIT_CONSTANT_LIKE)) return true;
  if (!(t & RL_TRAIT_RECURSIVELY_SPECULATABLE) && !((t & RL_TRAIT_LOOP_LIKE) && unit_step(op))) return false;
  for (unsigned r = 0; r < op->nregions; r++)
    for (rl_block *b = rl_op_regions(op)[r].first; b; b = b->next)
      for (rl_op *o = b->first; o; o = o->next)
        if (!speculatable(o)) return false;
  return true;
}

/* Every value op and the ops in it use comes from outside loop or from
 * inside op itself. */
static bool uses_outside(rl_op *loop, rl_op *op, rl_op *o) {
  for (uint32_t i = 0; i < o->noperands; i++) {
    rl_value *v = o->operands[i].value;
    if (outside(loop, v)) continue;
    rl_block *b = rl_value_parent_block(v);
    bool inner = false;
    for (rl_op *p = b && b->parent ? b->parent->parent : NULL; p && !inner; p = rl_op_parent_op(p)) inner = p == op;
    if (!inner) return false;
  }
  for (unsigned r = 0; r < o->nregions; r++)
    for (rl_block *b = rl_op_regions(o)[r].first; b; b = b->next)
      for (rl_op *x = b->first; x; x = x->next)
        if (!uses_outside(loop, op, x)) return false;
  return true;
}

static bool hoistable(rl_op *loop, rl_op *op) {
  if (!op->info->registered || (op->info->traits & RL_TRAIT_TERMINATOR)) return false;
  return rl_op_is_memory_effect_free(op) && speculatable(op) && uses_outside(loop, op, op);
}

static uint64_t hoist_from(rl_op *loop) {
  uint64_t moved = 0;
  rl_oplist q = {0};
  size_t head;
  for (unsigned r = 0; r < loop->nregions; r++) {
    rl_region *region = &rl_op_regions(loop)[r];
    head = q.n = 0;
    for (rl_block *b = region->first; b; b = b->next)
      for (rl_op *op = b->first; op; op = op->next) rl_oplist_push(&q, op);
    while (head < q.n) {
      rl_op *op = q.v[head++];
      if (!op->parent || op->parent->parent != region || !hoistable(loop, op)) continue;
      rl_op_move_before(loop, op);
      moved++;
      for (uint32_t i = 0; i < op->nresults; i++)
        for (rl_use *u = op->results[i].first_use; u; u = u->next)
          if (u->owner->parent && u->owner->parent->parent == region) rl_oplist_push(&q, u->owner);
    }
  }
  rl_oplist_free(&q);
  return moved;
}

/* For rl_op_walk in post-order: the loops nested in a loop go first. */
static bool visit(rl_op *op, void *ud) {
  if (op->info->traits & RL_TRAIT_LOOP_LIKE) *(uint64_t *)ud += hoist_from(op);
  return true;
}

static bool licm_run(rl_context *c, rl_op *op, void *config) {
  (void)c, (void)config;
  uint64_t moved = 0;
  rl_op_walk(op, true, visit, &moved);
  return true;
}

const rl_pass_info rl_licm_pass = {
    .name = "loop-invariant-code-motion",
    .display = "LoopInvariantCodeMotion",
    .summary = "Hoist loop invariant instructions outside of the loop",
    .run = licm_run};
