/* --topological-sort, as MLIR 19 has it: in every region without SSA
 * dominance (graph regions: a module's body, ops with the GraphRegion
 * trait), the ops of each block are reordered so that an op comes after the
 * ops defining the values it, or any op nested in it, uses; the order is
 * otherwise kept, a block's terminator stays last, and ops on a cycle stay
 * where the sort gives up on them. Requires nothing; keeps uses valid. */
#include <stdlib.h>

#include "core/ptrmap.h"
#include "core/verify.h"
#include "drivers/oplist.h"
#include "drivers/pass.h"

/* Whether `op` may be scheduled: no operand of op, or of an op nested in it,
 * is defined by an op still in `unscheduled` (or nested in one), unless
 * that definition is op itself or lies inside op. No recursion: `stack` is
 * scratch. */
static bool is_ready(rl_op *op, const rl_ptrmap *unscheduled, rl_oplist *stack) {
  stack->n = 0;
  rl_oplist_push(stack, op);
  while (stack->n) {
    rl_op *o = stack->v[--stack->n];
    for (unsigned i = 0; i < o->noperands; i++) {
      rl_op *def = rl_value_defining_op(rl_op_operand(o, i));
      for (; def; def = rl_op_parent_op(def)) {
        if (def == op) break;
        if (rl_ptrmap_get(unscheduled, def)) return false;
      }
    }
    for (unsigned r = 0; r < o->nregions; r++)
      for (rl_block *b = rl_op_region(o, r)->first; b; b = b->next)
        for (rl_op *x = b->first; x; x = x->next) rl_oplist_push(stack, x);
  }
  return true;
}

/* MLIR's sortTopologically on the ops of b before `end` (its terminator, or
 * NULL): ready ops move, in their order, in front of the first op not yet
 * placed; when none is ready, that op is taken as placed (a cycle).
 * Returns how many ops moved. */
static uint64_t sort_block(rl_block *b, rl_oplist *stack) {
  rl_op *end = b->last && (b->last->info->traits & RL_TRAIT_TERMINATOR) ? b->last : NULL;
  rl_ptrmap unscheduled = {0};
  size_t left = 0;
  for (rl_op *o = b->first; o != end; o = o->next, left++) rl_ptrmap_put(&unscheduled, o, o);
  uint64_t moved = 0;
  rl_op *next = b->first; /* the first op not yet placed */
  while (left) {
    bool placed = false;
    for (rl_op *o = next, *after; o != end; o = after) {
      after = o->next;
      if (!is_ready(o, &unscheduled, stack)) continue;
      rl_ptrmap_put(&unscheduled, o, NULL);
      left--;
      placed = true;
      if (o == next) next = after;
      else {
        rl_op_move_before(next, o);
        moved++;
      }
    }
    if (!placed) { /* a cycle: give up on `next` */
      rl_ptrmap_put(&unscheduled, next, NULL);
      left--;
      next = next->next;
    }
  }
  rl_ptrmap_free(&unscheduled);
  return moved;
}

static bool toposort_run(rl_context *c, rl_op *top, void *config) {
  (void)c, (void)config;
  rl_oplist work = {0}, stack = {0};
  rl_oplist_push(&work, top);
  while (work.n) {
    rl_op *op = work.v[--work.n];
    for (unsigned r = 0; r < op->nregions; r++) {
      rl_region *reg = rl_op_region(op, r);
      /* Only registered ops declare graph regions (MLIR's RegionKindInterface). */
      bool graph = op->info->registered && !rl_region_has_ssa_dominance(reg);
      for (rl_block *b = reg->first; b; b = b->next) {
        if (graph) sort_block(b, &stack);
        for (rl_op *x = b->first; x; x = x->next)
          if (x->nregions) rl_oplist_push(&work, x);
      }
    }
  }
  rl_oplist_free(&work);
  rl_oplist_free(&stack);
  return true;
}

const rl_pass_info rl_topological_sort_pass = {
    .name = "topological-sort",
    .display = "TopologicalSort",
    .summary = "Sort regions without SSA dominance in topological order",
    .run = toposort_run};
