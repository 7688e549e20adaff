/* The greedy rewrite driver: folds, erases dead ops and applies patterns
 * until nothing changes (MLIR's applyPatternsAndFoldGreedily).
 * Requires: verified IR. Preserves: the IR's meaning. */
#ifndef RL_GREEDY_H
#define RL_GREEDY_H

#include <stdio.h>

#include "core/rewrite.h"
#include "drivers/regionsimp.h"

typedef struct rl_greedy_config {
  bool top_down;          /* visit ops in pre-order (MLIR's canonicalize default) */
  int max_iterations;     /* full sweeps before giving up; 0: none; < 0: no bound */
  long max_rewrites;      /* rewrites in one sweep before giving up; < 0: no bound */
  bool fold;              /* fold ops and materialize constants */
  bool keep_dead;         /* leave ops without uses or effects (a walk with a rewriter, not a greedy rewrite) */
  FILE *debug;            /* --debug-rewrites: each attempt, in a fixed shape */
  FILE *stats;            /* --rewrite-stats: per rule, applied and failed counts */
  rl_region_simplify region_simplify; /* after each sweep (canonicalize's default: normal) */
  /* Only the ops there at the start, each tried once in visiting order:
   * ops created or changed are not queued, dead ops are left (an MLIR
   * pass that walks the IR once and rewrites what it meets). One sweep. */
  bool existing_only;
} rl_greedy_config;

typedef struct rl_greedy_stats {
  unsigned iterations;    /* sweeps made */
  unsigned long folds;    /* ops folded */
  unsigned long rewrites; /* patterns applied */
  unsigned long erased;   /* dead ops erased */
  unsigned long hoisted;  /* constants uniqued or hoisted */
  /* When the iteration bound was hit: rules that fired in the last sweep. */
  const char *still_firing[8];
  unsigned nstill_firing;
} rl_greedy_stats;

/* MLIR's defaults for --canonicalize. */
rl_greedy_config rl_greedy_default_config(void);

/* Rewrites the regions of `root`. Returns whether a fixed point was
 * reached; *changed (if given) says whether anything changed. */
bool rl_greedy_apply(rl_context *c, rl_op *root, const rl_pattern_set *patterns,
                     const rl_greedy_config *cfg, bool *changed, rl_greedy_stats *stats);

/* MLIR's applyOpPatternsAndFold with GreedyRewriteStrictness::
 * ExistingAndNewOps: ops[0..n) (the last one first) and the ops created
 * or moved while rewriting them are the only ops erased when dead, folded
 * and rewritten; a changed op queues the ops around it up to `scope` (the
 * region that holds them all) when they are among those. No constant is
 * uniqued or hoisted, no region simplified. Returns whether the worklist
 * ran dry (a rewrite bound may stop it). */
bool rl_greedy_apply_ops(rl_context *c, rl_op *const *ops, size_t n, rl_region *scope, const rl_pattern_set *patterns,
                         const rl_greedy_config *cfg, bool *changed, rl_greedy_stats *stats);

/* MLIR's isOpTriviallyDead: a registered op, neither terminator nor
 * symbol, whose results are unused and that has no effect but allocating
 * them or reading (an op with RecursiveMemoryEffects: none in its regions
 * either). */
bool rl_op_is_trivially_dead(rl_op *op);
/* No memory effect at all (MLIR's isMemoryEffectFree): Pure, NoMemoryEffect
 * or constant-like, or RecursiveMemoryEffects with all nested ops so. An
 * allocation has an effect (two allocations are two). */
bool rl_op_is_memory_effect_free(const rl_op *op);
/* Whether op may write memory: not when it has no effect, or only reads
 * (MemRead) or allocates (MemAlloc), itself and what its regions hold
 * (RecursiveMemoryEffects). */
bool rl_op_may_write(const rl_op *op);
/* Whether op's only memory effect reads (MemRead, or its effects hook). */
bool rl_op_only_reads(const rl_op *op);

#endif
