/* Region simplification: the control-flow clean-up the greedy driver runs
 * after each sweep (MLIR's simplifyRegions): unreachable blocks erased,
 * dead ops and dead block arguments removed by a liveness analysis, and,
 * when aggressive, identical blocks merged and block arguments that every
 * predecessor passes the same value dropped.
 * Requires: verified IR. Preserves: the IR's meaning. */
#ifndef RL_REGIONSIMP_H
#define RL_REGIONSIMP_H

#include "core/rewrite.h"

/* How much to do (MLIR's GreedySimplifyRegionLevel; the canonicalize
 * option `region-simplify=disabled|normal|aggressive`). */
typedef enum rl_region_simplify {
  RL_REGION_SIMPLIFY_DISABLED,   /* nothing */
  RL_REGION_SIMPLIFY_NORMAL,     /* unreachable blocks, dead ops and block arguments */
  RL_REGION_SIMPLIFY_AGGRESSIVE, /* also merge identical blocks, drop redundant arguments */
} rl_region_simplify;


/* Simplifies the regions of `root` (and every region nested in them). Ops
 * and blocks are erased through `rw` (if not NULL) so its listener hears of
 * them. Uses the scratch fields of blocks and values, never op->scratch
 * (the caller's, e.g. the greedy driver's worklist slots). Returns whether the IR changed as mlir-opt-19 counts it, which
 * decides whether the greedy driver goes round again: erasing dead block
 * arguments (and the branch operands that fed them) does not count, and
 * dropping redundant arguments counts only when the last block visited lost
 * one. */
bool rl_simplify_regions(rl_context *c, rl_op *root, rl_region_simplify level, rl_rewriter *rw);

#endif
