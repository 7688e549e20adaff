/* --control-flow-sink, as MLIR 19's pass: into each region that runs at
 * most once (an op with the RegionsRunAtMostOnce trait, innermost first),
 * an op without memory effects that only the region uses moves, to the
 * start of the region's entry block; then the ops it uses are tried in
 * turn. */
#include <stdlib.h>

#include "core/context.h"
#include "core/opdef.h"
#include "drivers/greedy.h"
#include "drivers/oplist.h"
#include "drivers/pass.h"

static void push_ops_of(rl_oplist *s, rl_region *r) {
  for (rl_block *b = r->first; b; b = b->next)
    for (rl_op *o = b->first; o; o = o->next) rl_oplist_push(s, o);
}

/* Every user of op's results lies in region r (at any depth). */
static bool used_only_in(rl_op *op, rl_region *r) {
  for (uint32_t i = 0; i < op->nresults; i++)
    for (rl_use *u = op->results[i].first_use; u; u = u->next)
      if (!rl_region_contains(r, u->owner)) return false;
  return true;
}

static uint64_t sink_into(rl_region *r) {
  uint64_t sunk = 0;
  rl_oplist s = {0};
  push_ops_of(&s, r);
  while (s.n) {
    rl_op *user = s.v[--s.n];
    for (uint32_t i = 0; i < user->noperands; i++) {
      rl_op *op = rl_value_defining_op(user->operands[i].value);
      if (!op || (op->parent && op->parent->parent == r) || rl_region_contains(r, op)) continue;
      if (!used_only_in(op, r) || !rl_op_is_memory_effect_free(op)) continue;
      rl_block *entry = r->first;
      if (entry->first) rl_op_move_before(entry->first, op);
      else {
        rl_op_remove(op);
        rl_block_append_op(entry, op);
      }
      sunk++;
      rl_oplist_push(&s, op);
    }
    for (unsigned k = 0; k < user->nregions; k++) push_ops_of(&s, &rl_op_regions(user)[k]);
  }
  rl_oplist_free(&s);
  return sunk;
}

/* For rl_op_walk in post-order: inner regions are sunk into first. */
static bool visit(rl_op *op, void *ud) {
  if (op->info->traits & RL_TRAIT_REGIONS_RUN_AT_MOST_ONCE)
    for (unsigned r = 0; r < op->nregions; r++)
      if (rl_op_regions(op)[r].first) *(uint64_t *)ud += sink_into(&rl_op_regions(op)[r]);
  return true;
}

static const rl_pass_stat sink_stats[] = {{"num-sunk", "Number of operations sunk"}};

static bool sink_run(rl_context *c, rl_op *op, void *config) {
  (void)c, (void)config;
  uint64_t sunk = 0;
  rl_op_walk(op, true, visit, &sunk);
  rl_pass_stat_add(0, sunk);
  return true;
}

const rl_pass_info rl_control_flow_sink_pass = {
    .name = "control-flow-sink",
    .display = "ControlFlowSink",
    .summary = "Sink operations into conditional blocks",
    .stats = sink_stats,
    .nstats = 1,
    .run = sink_run};
