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
  const rl_mval *succs;         /* successors: blocks and ranges of blocks */
  const uint8_t *succ_kinds;
  unsigned nsuccs;
  unsigned nregions;            /* the op's regions, made empty */
  const rl_mval *moved_regions; /* then one region for each of these (RL_MK_REGIONS, or one RL_MK_REGION), */
  uint8_t moved_kind;           /* its blocks moved in; NULL: none */
  const rl_mval *more_regions;  /* a range: one more region per element (a variadic group), or NULL */
  rl_ident *const *prop_names;
  const rl_mval *props;         /* absent (p NULL) ones are left out */
  unsigned nprops;
  unsigned nattrs;              /* the last nattrs of them are discardable attributes */
  uint8_t types_mode;           /* rl_mtypes */
  const rl_mval *types;         /* RL_MT_WRITTEN: types and type ranges */
  const uint8_t *type_kinds;    /* rl_mkind of each (NULL: all types) */
  unsigned ntypes;
  rl_op *root;                  /* RL_MT_ROOT, RL_MT_ROOT_CONVERTED */
  int value_prop;               /* RL_MT_VALUE: index of `value` in props */
  rl_attr *loc;
} rl_m_create_args;

/* Sets n of op's properties, the last ndisc of them discardable
 * attributes (a value whose p is NULL is left out), through the rewriter
 * (journaled under a conversion; the greedy driver revisits op). */
void rl_m_set_attrs(rl_rewriter *rw, rl_op *op, rl_ident *const *names, const rl_mval *vals, unsigned n, unsigned ndisc);

/* Creates the op at the rewriter's insertion point; NULL when it cannot be
 * built (too many operands, no type to infer). */
rl_op *rl_m_create(rl_rewriter *rw, const rl_m_create_args *a);
/* For the typed builders generated rules call: result i's type of a root
 * op with n results (converted, in a `lower` rule), or NULL; and the type
 * of a constant's typed value (integer, float, dense), or NULL. */
rl_type *rl_m_root_type(rl_rewriter *rw, rl_op *root, unsigned i, unsigned n, bool convert);
rl_type *rl_m_value_type(const rl_attr *v);

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

/* ---- ranges of any kind (core/rules_rt.h: rl_mval) ----------------------------- */

/* Element i of range r of kind `kind` (RL_MK_RANGE, RL_MK_BLOCKS, ...). */
void *rl_m_range_at(const rl_mval *r, uint8_t kind, unsigned i);
/* Registers a and b hold the same thing: for ranges, the same elements. */
bool rl_m_same(const rl_mval *a, const rl_mval *b, uint8_t kind);
/* One array range (of out_kind) of the things in regs: single elements and
 * ranges, in order; an op register in a value range gives its results. */
rl_mval rl_m_list(rl_context *c, const rl_mval *regs, const uint8_t *kinds, unsigned n, uint8_t out_kind);

/* ---- control flow: matching (allocates nothing) --------------------------------- */

/* Successor group g of op (a block, or a range for the variadic last one). */
rl_mval rl_m_succ_group(rl_op *op, unsigned g);
/* Region group g of op (a region, or a range for the variadic last one). */
rl_mval rl_m_region_group(rl_op *op, unsigned g);
/* The block of region r when it has exactly one, else NULL. */
rl_block *rl_m_only_block(rl_region *r);
/* The last op of b when it is an op of `info` (and, with alone, b's only
 * op), else NULL. */
rl_op *rl_m_terminator(rl_block *b, rl_opinfo *info, bool alone);
/* The ops of b before its last one (with_last: all of them), as a range. */
rl_mval rl_m_block_ops(rl_block *b, bool with_last);

/* ---- control flow: building --------------------------------------------------- */

/* What `(name args)` computes for the accessors of results and conditions
 * (docs/rules.md, "Control flow"). */
typedef enum rl_mget {
  RL_MG_ARG,       /* (arg ^b N): argument N of a block */
  RL_MG_ARGS,      /* (args ^b [N]): the arguments of a block, from N */
  RL_MG_ENTRY,     /* (entry $r): the entry block of a region */
  RL_MG_ENTRIES,   /* (entries $rs): the entry blocks of a range of regions */
  RL_MG_OPERANDS,  /* (operands $op): all its operands */
  RL_MG_RESULTS,   /* (results $op): all its results */
  RL_MG_TYPES,     /* (types $x): the types of a value range or of an op's results */
  RL_MG_TERMINATORS, /* (terminators $r NAME): the ops of `info` ending a block of a region */
  RL_MG_AT,        /* (at $xs N) */
  RL_MG_DROP,      /* (drop $xs N): all but the first N */
  RL_MG_LEN,       /* (len $xs): an index attribute */
  RL_MG_REGION,    /* (region $op N): region N of an op */
  RL_MG_PARENT,    /* (parent $op): its block; (parent ^b): its region */
  RL_MG_TYPE_ATTR, /* a type given as a property: its TypeAttr */
  RL_MG_INDICES,   /* (indices $xs): 0, 1, ... as index attributes, one per element */
  RL_MG_BLOCKS,    /* (blocks $r): the blocks of a region, in order */
  RL_MG_PRED,      /* (pred ^b): the block every edge into ^b comes from (MLIR's getUniquePredecessor) */
  RL_MG_PRED1,     /* (pred1 ^b): the block of ^b's one and only edge in (MLIR's getSinglePredecessor) */
  RL_MG_TAKE,      /* (take $xs N): the first N */
  RL_MG_PREV,      /* (prev $op): the op before it in its block */
  RL_MG_NEXT,      /* (next $op): the op after it in its block */
  RL_MG_TERMINATOR, /* (terminator ^b): the last op of a block */
  RL_MG_USERS,     /* (users $v): the ops that use a value, each once, in use-list order */
  RL_MG_BLOCK_OPS, /* (ops ^b): the ops of a block, in order */
  RL_MG_DEF,       /* (def $v): the op defining a value (none for a block argument) */
  RL_MG_ELEMENTS,  /* (elements A): the integers of a dense elements or dense array attribute */
  RL_MG_FIRST,     /* (first ^b): the first op of a block */
  RL_MG_SYMTAB,    /* (symtab $op): the nearest op around it that is a symbol table */
} rl_mget;
/* Computes `what` of a (of kind akind; ival: N, info: an op name's);
 * false when it does not exist (the rule does not apply). */
bool rl_m_get(rl_context *c, uint8_t what, const rl_mval *a, uint8_t akind, int64_t ival, rl_opinfo *info,
              rl_mval *out);

/* `where A < B` (<=, >, >=): the signed comparison of the integer
 * attributes in registers a and b, or of a's and lit when b is NULL; false
 * when one is no integer attribute of at most 64 bits, or their types
 * differ. */
typedef enum rl_mcmp { RL_MCMP_LT, RL_MCMP_LE, RL_MCMP_GT, RL_MCMP_GE } rl_mcmp;
/* The signed value of the integer attribute in register a (of at most 64
 * bits) into *v; false when there is none ((at R N) with N computed). */
bool rl_m_int_of(const rl_mval *a, int64_t *v);
bool rl_m_int_cmp(const rl_mval *a, const rl_mval *b, int64_t lit, uint8_t pred);

/* Moves the ops after root in its block to a new block placed right after
 * it (MLIR's splitBlock); with_args: the new block gets arguments of the
 * root's result types. NULL when root is not in a block. */
rl_block *rl_m_split(rl_rewriter *rw, rl_op *root, bool with_args);
/* Where `block` and `inline` put things (gen/ast.h's GEN_AT_*). */
enum { RL_M_BEFORE, RL_M_AFTER, RL_M_IN };
/* A new block before or after block `at`, or at the end of region `at`
 * (RL_M_IN), with arguments of the types in regs (types and type ranges),
 * located at loc. */
rl_block *rl_m_block(rl_rewriter *rw, void *at, uint8_t where, const rl_mval *types, const uint8_t *kinds,
                     unsigned n, rl_attr *loc);
/* Moves region src's blocks before or after block `at` or to the end of
 * region `at` (RL_M_IN); or block src's
 * ops to the end of block `at` (RL_M_IN) or before or after op `at`. With
 * values (n > 0), the uses of the entry block's (src's) arguments go to
 * them and the arguments are removed; false (nothing done) when their
 * number is not the arguments'. */
bool rl_m_inline(rl_rewriter *rw, void *src, uint8_t src_kind, void *at, uint8_t at_kind, uint8_t where,
                 const rl_mval *vals, const uint8_t *kinds, unsigned n);
/* `replace uses of $x [in R] with $v;`: the uses of `from` go to `to`:
 * all of them (scope NULL), or those by ops inside region scope at any
 * depth (scope_kind RL_MK_REGION), or by block scope's own ops
 * (RL_MK_BLOCK). Through the rewriter: journaled, the users announced. */
void rl_m_replace_uses(rl_rewriter *rw, rl_value *from, rl_value *to, void *scope, uint8_t scope_kind);
/* `erase ^b;`, run after the root is replaced or erased: erases block b
 * when it is empty and no branch reaches it (after its ops were inlined
 * elsewhere); else leaves it. Not under a journaling driver (the checker
 * allows it in `pattern` rules only), which could not undo it. */
void rl_m_erase_block(rl_rewriter *rw, rl_block *b);
/* Appends what reg holds to the array range *into (sized by rl_m_for). */
void rl_m_collect(rl_mval *into, const rl_mval *reg);
/* Appends the elements of range reg (of kind `kind`) to the array range
 * *into, which grows (a flat map: `[E for $x in R]` where E gives a range);
 * *into starts empty, {NULL, RL_MRANGE_ARRAY, 0}. Amortized linear. */
void rl_m_collect_all(rl_context *c, rl_mval *into, const rl_mval *reg, uint8_t kind);
/* The same for a `signature`'s types: reg (a type, or a range of kind
 * `kind`) appended to *into, and how many to *counts (an index attribute;
 * it grows the same way). */
void rl_m_collect_counted(rl_context *c, rl_mval *into, rl_mval *counts, const rl_mval *reg, uint8_t kind);
/* The length a `for` over ranges[0..n) runs (they must all have it: else
 * UINT32_MAX), and, with into, an array range of that capacity for it to
 * collect into. */
unsigned rl_m_for(rl_context *c, const rl_mval *ranges, unsigned n, rl_mval *into);
/* Sets the rewriter's insertion point: at the end of a block, before an op,
 * or (p NULL) before root; kind RL_M_IP_IF_NO_RESULTS: before the op when
 * it has no results (a terminator a rule replaces), else unchanged. */
enum { RL_M_IP_IF_NO_RESULTS = 0xfe };
void rl_m_set_ip(rl_rewriter *rw, const rl_mval *at, uint8_t kind, rl_op *root);

#endif
