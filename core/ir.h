/* Operations, blocks, regions, values and use-lists: the mutable IR.
 * An op is one slab allocation: header, results, operand slots (use-list
 * nodes), successor slots and regions. Every edit is O(1) or O(uses). */
#ifndef RL_IR_H
#define RL_IR_H

#include "attrs.h"

typedef struct rl_op rl_op;
typedef struct rl_block rl_block;
typedef struct rl_region rl_region;
typedef struct rl_value rl_value;
typedef struct rl_use rl_use;
typedef struct rl_succ rl_succ;

/* Traits of registered ops (a bit set). */
enum {
  RL_TRAIT_ISOLATED = 1u << 0,     /* IsolatedFromAbove */
  RL_TRAIT_GRAPH_REGION = 1u << 1, /* regions are graph regions (no dominance) */
  RL_TRAIT_NO_TERMINATOR = 1u << 2,
  RL_TRAIT_SINGLE_BLOCK = 1u << 3,
  RL_TRAIT_SYMBOL_TABLE = 1u << 4,
  RL_TRAIT_TERMINATOR = 1u << 5,
};

/* What the context knows of one op name. Unregistered names get one too, so
 * every op has an id: dispatch is a table index, never a string compare. */
typedef struct rl_opinfo {
  rl_context *ctx;       /* the context that owns it */
  const struct rl_opdef *def; /* the op's definition, or NULL */
  const struct rl_format *format; /* its compiled custom format, or NULL */
  rl_ident **prop_names;  /* def->attrs[i].name, interned (registered ops) */
  rl_attr **prop_defaults; /* their default values, or NULL */
  rl_ident *name;        /* "dialect.op" */
  rl_ident *dialect;     /* "dialect" */
  uint32_t id;           /* dense, per context */
  uint32_t traits;       /* RL_TRAIT_* */
  /* Of def: single (one value) and variadic operand and result groups. */
  uint16_t nsingle_operands, nvar_operands, nsingle_results, nvar_results;
  bool registered;
  /* Hooks of registered ops (NULL if none). */
  bool (*verify)(rl_op *op);
} rl_opinfo;

rl_opinfo *rl_opinfo_get(rl_context *c, const char *name, size_t n); /* interns */
rl_opinfo *rl_opinfo_find(rl_context *c, const char *name, size_t n); /* NULL if unknown */
/* The same for a NUL-terminated name. */
static inline rl_opinfo *rl_opinfo_get_cstr(rl_context *c, const char *name) {
  return rl_opinfo_get(c, name, __builtin_strlen(name));
}
static inline rl_opinfo *rl_opinfo_find_cstr(rl_context *c, const char *name) {
  return rl_opinfo_find(c, name, __builtin_strlen(name));
}
rl_opinfo *rl_opinfo_register(rl_context *c, const char *name, uint32_t traits);
/* Whether unknown dialects are accepted (--allow-unregistered-dialect). */
void rl_context_allow_unregistered(rl_context *c, bool allow);
bool rl_context_allows_unregistered(rl_context *c);
/* Whether `dialect` is loaded: it has a registered op, or accepts any op. */
bool rl_context_dialect_loaded(rl_context *c, rl_ident *dialect);
/* Loads `dialect` as one that accepts ops of its name it does not register
 * (MLIR's allowsUnknownOperations, as its test dialect does): they parse in
 * generic form without --allow-unregistered-dialect, and are unregistered
 * ops for everything else (no verification beyond the generic one). */
void rl_context_add_open_dialect(rl_context *c, const char *dialect);
bool rl_context_dialect_is_open(rl_context *c, rl_ident *dialect);
/* The loaded dialects' names, sorted, joined by `sep` (malloc'd). */
char *rl_context_dialect_names(rl_context *c, const char *sep);

/* A use of a value: an operand slot, linked into its value's use list. */
struct rl_use {
  rl_value *value; /* the value used, or NULL */
  rl_use *next;    /* next use of the same value */
  rl_use **prev;   /* the link that points at this use */
  rl_op *owner;    /* the op whose operand this is */
};

/* An op result or a block argument. A result holds no pointer to its op:
 * results lie in their op's allocation, so the op follows from the index
 * (rl_value_owner); an argument's block is in its rl_arg_value. */
struct rl_value {
  rl_type *type;
  rl_use *first_use; /* head of the use list */
  uint32_t index : 31; /* result or argument number */
  uint32_t is_arg : 1; /* 1 for block arguments */
  uint32_t scratch;    /* free for one pass at a time (printer numbering, ...) */
};
_Static_assert(sizeof(rl_value) == 24, "a value is three words");

/* A block argument: a value with its block and a location (results use
 * their op's). */
typedef struct rl_arg_value {
  rl_value v;
  rl_block *owner; /* the block, or NULL (the parser's placeholders) */
  rl_attr *loc;
} rl_arg_value;
static inline rl_attr **rl_arg_loc(rl_value *arg) { return &((rl_arg_value *)arg)->loc; }

/* A successor slot: a block, linked into that block's predecessor list. */
struct rl_succ {
  rl_block *block;
  rl_succ *next;
  rl_succ **prev;
  rl_op *owner;
};

struct rl_region {
  rl_block *first, *last; /* blocks in order */
  rl_op *parent;          /* owning op */
};

struct rl_block {
  rl_block *prev, *next; /* siblings in the region */
  rl_region *parent;     /* NULL while detached */
  rl_op *first, *last;   /* ops in order */
  rl_value **args;       /* argument values (each its own allocation) */
  uint32_t nargs, argcap;
  rl_succ *first_pred;   /* successor slots that name this block */
  uint32_t scratch;      /* free for one pass at a time */
  uint32_t order_valid;  /* op order indices are current */
};

struct rl_op {
  rl_op *prev, *next;    /* siblings in the block */
  rl_block *parent;      /* NULL while detached */
  rl_opinfo *info;       /* name and registration */
  rl_attr *loc;          /* location (never NULL once created) */
  rl_attr *props;        /* properties dictionary `<{...}>` or NULL */
  rl_attr *attrs;        /* discardable attributes: a dictionary or NULL */
  rl_use *operands;      /* inline (after the successors), or out of line when grown */
  uint32_t nresults, noperands;
  uint32_t opcap;        /* capacity of the operands array */
  uint32_t order;        /* position in the block, valid if parent->order_valid */
  uint32_t scratch;      /* free for one pass at a time */
  uint16_t nsuccs, nregions; /* at most RL_MAX_SUCCS_REGIONS (the parser checks) */
  /* In the same allocation: the results, then the regions (rl_op_regions),
   * the successors (rl_op_succs) and the operands as first made. Their
   * places follow from the counts, which never change: an op costs no
   * pointers to find them, and its size follows from them too. */
  rl_value results[];
};
_Static_assert(sizeof(rl_op) == 88, "an op's header is eleven words");
#define RL_MAX_SUCCS_REGIONS 65535u

static inline rl_region *rl_op_regions(const rl_op *op) {
  return (rl_region *)(op->results + op->nresults);
}
static inline rl_succ *rl_op_succs(const rl_op *op) { return (rl_succ *)(rl_op_regions(op) + op->nregions); }

static inline rl_context *rl_op_context(const rl_op *op) { return op->info->ctx; }

/* Creation: everything but block contents in one call. */
typedef struct rl_op_state {
  rl_opinfo *info;
  rl_attr *loc;
  unsigned nresults;
  rl_type *const *result_types;
  unsigned noperands;
  rl_value *const *operands;
  unsigned nsuccs;
  rl_block *const *succs;
  unsigned nregions;
  rl_attr *props;
  rl_attr *attrs;
} rl_op_state;

rl_op *rl_op_create(rl_context *c, const rl_op_state *st);
/* Destroys a detached op and everything inside it. Its results must have no
 * uses left (checked with an assertion in debug builds). */
void rl_op_destroy(rl_context *c, rl_op *op);
/* Detaches (if attached), drops its operands' and nested ops' uses, destroys. */
void rl_op_erase(rl_context *c, rl_op *op);
/* Drops every operand and successor reference held by op and the ops nested
 * in it (before destroying trees that use each other's values). */
void rl_op_drop_all_refs(rl_op *op);
/* Deep copy; operands defined outside the op stay as they are. */
rl_op *rl_op_clone(rl_context *c, rl_op *op);

static inline rl_value *rl_op_result(rl_op *op, unsigned i) { return &op->results[i]; }
static inline rl_value *rl_op_operand(rl_op *op, unsigned i) { return op->operands[i].value; }
static inline rl_region *rl_op_region(const rl_op *op, unsigned i) { return &rl_op_regions(op)[i]; }
static inline rl_block *rl_op_succ(const rl_op *op, unsigned i) { return rl_op_succs(op)[i].block; }
void rl_op_set_operand(rl_op *op, unsigned i, rl_value *v);
/* Replaces the whole operand list (the count may change). */
void rl_op_set_operands(rl_context *c, rl_op *op, unsigned n, rl_value *const *vals);
void rl_op_set_succ(rl_op *op, unsigned i, rl_block *b);
void rl_op_set_attr(rl_context *c, rl_op *op, rl_ident *name, rl_attr *value);
rl_attr *rl_op_get_attr(rl_op *op, rl_ident *name);

/* Placement. */
void rl_block_append_op(rl_block *b, rl_op *op);
void rl_op_insert_before(rl_op *pos, rl_op *op);
void rl_op_insert_after(rl_op *pos, rl_op *op);
void rl_op_remove(rl_op *op); /* detach from its block, keep it alive */
void rl_op_move_before(rl_op *pos, rl_op *op);
rl_op *rl_op_parent_op(rl_op *op); /* op owning the region holding op, or NULL */
/* Whether a comes before b in their common block. */
bool rl_op_is_before_in_block(rl_op *a, rl_op *b);
/* The ancestor of op (maybe op itself) that lies in block b, or NULL. */
rl_op *rl_block_find_ancestor_op(rl_block *b, rl_op *op);
bool rl_op_is_ancestor(rl_op *ancestor, rl_op *op);
/* Whether op lies in region r, at any depth (MLIR's Region::isAncestor of
 * op's region). */
bool rl_region_contains(const rl_region *r, const rl_op *op);

/* Blocks and regions. */
rl_block *rl_block_create(rl_context *c);
void rl_block_destroy(rl_context *c, rl_block *b); /* detached, empty of uses */
rl_value *rl_block_add_arg(rl_context *c, rl_block *b, rl_type *t, rl_attr *loc);
void rl_block_erase_arg(rl_context *c, rl_block *b, unsigned i); /* arg must be unused */
static inline rl_value *rl_block_arg(rl_block *b, unsigned i) { return b->args[i]; }
void rl_region_append_block(rl_region *r, rl_block *b);
void rl_region_insert_block_before(rl_region *r, rl_block *pos, rl_block *b);
void rl_block_remove(rl_block *b); /* detach from its region */
static inline bool rl_block_is_entry(const rl_block *b) { return b->parent && b->parent->first == b; }
rl_op *rl_block_parent_op(rl_block *b);
rl_op *rl_block_terminator(rl_block *b); /* last op or NULL */
/* Number of predecessor edges (a block branching twice here counts twice). */
unsigned rl_block_num_preds(rl_block *b);
/* The predecessor when there is exactly one edge, else NULL (MLIR's
 * getSinglePredecessor). */
rl_block *rl_block_single_pred(rl_block *b);
/* The predecessor when all edges come from one block, else NULL (MLIR's
 * getUniquePredecessor). */
rl_block *rl_block_unique_pred(rl_block *b);
/* Drops uses inside a region and destroys its blocks. */
void rl_region_clear(rl_context *c, rl_region *r);
/* Moves all blocks of `from` to the end of `to`. */
void rl_region_take_body(rl_region *to, rl_region *from);

/* Values. */
static inline bool rl_value_has_uses(const rl_value *v) { return v->first_use != NULL; }
unsigned rl_value_num_uses(const rl_value *v);
void rl_value_replace_all_uses(rl_value *from, rl_value *to);
/* The op of a result (which must not be a block argument). */
static inline rl_op *rl_value_result_op(const rl_value *v) {
  return (rl_op *)(void *)((char *)(uintptr_t)(v - v->index) - __builtin_offsetof(rl_op, results));
}
/* rl_op * (result) or rl_block * (argument). */
static inline void *rl_value_owner(const rl_value *v) {
  return v->is_arg ? (void *)((const rl_arg_value *)v)->owner : (void *)rl_value_result_op(v);
}
static inline rl_op *rl_value_defining_op(rl_value *v) { return v->is_arg ? NULL : rl_value_result_op(v); }
static inline rl_block *rl_value_owner_block(rl_value *v) { return v->is_arg ? ((rl_arg_value *)v)->owner : NULL; }
/* The block in which v is defined (its op's block for results). */
rl_block *rl_value_parent_block(rl_value *v);

/* Walk: visits ops in pre-order (fn before nested) or post-order. A callback
 * returning false stops the walk; the walk then returns false. In post-order
 * the callback may erase the op it is given. */
typedef bool (*rl_walk_fn)(rl_op *op, void *ud);
bool rl_op_walk(rl_op *op, bool post_order, rl_walk_fn fn, void *ud);

#endif
