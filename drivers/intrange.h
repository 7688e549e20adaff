/* Integer range analysis (MLIR's IntegerRangeAnalysis over
 * ConstantIntRanges): for each integer or index value of at most 64 bits
 * (index counted as 64), the unsigned and signed bounds it may take, found
 * by a worklist over the live blocks (drivers/dataflow.h) with the arith
 * ops' transfer functions, scf.for induction variables from their bounds,
 * iter_args, scf.if results and cf branch arguments joined from what flows
 * in, everything else (function arguments, other ops) at the full range.
 * As MLIR, a result a terminator uses widens to the full range when it
 * changes again, so loops end.
 * Requires: verified IR. Changes nothing. Rules read it through the library
 * constraint NonNegative(v) (the analysis of v's top-level op, computed on
 * first use and kept until rl_intrange_reset; rule-declared passes reset it
 * when they start and end). */
#ifndef RL_INTRANGE_H
#define RL_INTRANGE_H

#include <stdint.h>

#include "core/ir.h"

typedef struct rl_int_range {
  unsigned width;       /* 1..64; 0: not known (dead code, or not an integer) */
  uint64_t umin, umax;  /* unsigned bounds, in width bits */
  int64_t smin, smax;   /* signed bounds, sign-extended from width bits */
} rl_int_range;

typedef struct rl_intrange rl_intrange;

/* Runs the analysis over the regions of top. */
rl_intrange *rl_intrange_run(rl_context *c, rl_op *top);
void rl_intrange_destroy(rl_intrange *a);
/* v's range (width 0 when not known). A value made after the analysis ran
 * (by a rewrite) gets its defining op's transfer function over its
 * operands' ranges, as the analysis would have. */
rl_int_range rl_intrange_value(rl_intrange *a, rl_value *v);

/* Forgets the analysis NonNegative keeps. */
void rl_intrange_reset(void);
/* Registers NonNegative(v: Value) in the rule library: v's signed minimum
 * is known to be at least 0. */
void rl_intrange_lib_register(void);

#endif
