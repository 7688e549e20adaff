/* Building what a rule's result says: created ops (operands gathered from
 * registers, properties, result types by the rule's chosen inference,
 * operand segment sizes) and replacement values. Shared by compiled rules
 * and the rule interpreter, so both build exactly the same IR. */
#ifndef RL_RULES_BUILD_H
#define RL_RULES_BUILD_H

#include "rules_rt.h"

/* How a created op gets its result types (gen/match.h's gen_tmode). */
typedef enum rl_mtypes {
  RL_MT_WRITTEN,   /* given */
  RL_MT_ROOT,      /* those of the root op it replaces */
  RL_MT_SAME,      /* SameOperandsAndResultType: the first operand's */
  RL_MT_BUILD,     /* each result's constraint allows one type */
  RL_MT_NONE,      /* no results */
  RL_MT_VALUE,     /* a constant: the type of its typed `value` property */
  RL_MT_ROOT_CONVERTED, /* a `lower` rule's: the root's, through the type converter */
} rl_mtypes;

typedef struct rl_m_create_args {
  rl_opinfo *info;
  const rl_mval *operands;      /* one register per operand group */
  const uint8_t *operand_kinds; /* rl_mkind of each */
  unsigned noperands;
  rl_ident *const *prop_names;
  const rl_mval *props;         /* absent (p NULL) ones are left out */
  unsigned nprops;
  uint8_t types_mode;           /* rl_mtypes */
  const rl_mval *types;         /* RL_MT_WRITTEN */
  unsigned ntypes;
  rl_op *root;                  /* RL_MT_ROOT, RL_MT_ROOT_CONVERTED */
  int value_prop;               /* RL_MT_VALUE: index of `value` in props */
  rl_attr *loc;
} rl_m_create_args;

/* Creates the op at the rewriter's insertion point; NULL when it cannot be
 * built (too many operands, no type to infer). */
rl_op *rl_m_create(rl_rewriter *rw, const rl_m_create_args *a);

/* Gathers values: a value register gives one (none when absent), a range
 * its values, an op register all its results. sizes[i] (if given) gets the
 * count of register i. Returns the count, or UINT32_MAX if over cap. */
unsigned rl_m_gather(const rl_mval *regs, const uint8_t *kinds, unsigned n, rl_value **out, unsigned cap,
                     unsigned *sizes);

/* Replaces op with the gathered values; false (nothing done) when their
 * number is not op's number of results, or when a value would not dominate
 * a use it replaces (values built before the root, replacing an op whose
 * users come earlier). */
bool rl_m_replace(rl_rewriter *rw, rl_op *op, const rl_mval *regs, const uint8_t *kinds, unsigned n);

/* Whether any result of op is used. */
bool rl_m_has_uses(const rl_op *op);

#endif
