/* Rewriting: the rewriter that patterns edit the IR through (so a driver
 * hears of every change), and patterns with their sets. */
#ifndef RL_REWRITE_H
#define RL_REWRITE_H

#include "opdef.h"

typedef struct rl_rewriter rl_rewriter;

/* What a driver hears (any hook may be NULL). */
typedef struct rl_rewrite_listener {
  void (*op_inserted)(void *ud, rl_op *op);
  void (*op_modified)(void *ud, rl_op *op);
  /* Before op's results are replaced (with `values`) and op is erased. */
  void (*op_replaced)(void *ud, rl_op *op, rl_value *const *values);
  /* Before op is erased (its nested ops first). */
  void (*op_erased)(void *ud, rl_op *op);
  void *ud;
  /* After an existing op moved (MLIR tells of it as an insertion at its new
   * place); NULL: op_modified is told instead. */
  void (*op_moved)(void *ud, rl_op *op);
} rl_rewrite_listener;

struct rl_rule_trace;

/* A driver that must see (and be able to undo) every edit instead of having
 * them applied directly installs hooks (the dialect-conversion driver,
 * drivers/conversion.c, journals them). Each hook replaces the plain edit;
 * the listener is not called. NULL hooks (the default, the greedy driver):
 * the edits are made directly, as before. */
typedef struct rl_rewrite_hooks {
  rl_op *(*create)(rl_rewriter *rw, const rl_op_state *st);
  void (*insert)(rl_rewriter *rw, rl_op *op);
  void (*replace)(rl_rewriter *rw, rl_op *op, rl_value *const *values);
  void (*erase)(rl_rewriter *rw, rl_op *op);
  void (*start_modify)(rl_rewriter *rw, rl_op *op);
  void (*modified)(rl_rewriter *rw, rl_op *op);
  void (*replace_uses)(rl_rewriter *rw, rl_value *from, rl_value *to);
  /* Block and region edits (see rl_rewriter_set_operand and below). */
  void (*set_operand)(rl_rewriter *rw, rl_op *op, unsigned i, rl_value *v);
  void (*set_succ)(rl_rewriter *rw, rl_op *op, unsigned i, rl_block *b);
  void (*move_op)(rl_rewriter *rw, rl_op *op, rl_block *b, rl_op *before);
  void (*move_block)(rl_rewriter *rw, rl_block *b, rl_region *to, rl_block *before);
  rl_block *(*create_block)(rl_rewriter *rw, rl_region *r, rl_block *before);
  void (*erase_block_args)(rl_rewriter *rw, rl_block *b);
} rl_rewrite_hooks;

struct rl_rewriter {
  rl_builder b;                       /* insertion point */
  const rl_rewrite_listener *listener;
  struct rl_rule_trace *trace;        /* rules report attempts here (core/rules_rt.h), or NULL */
  const rl_rewrite_hooks *hooks;      /* a journaling driver's, or NULL */
};

void rl_rewriter_init(rl_rewriter *rw, rl_context *c, const rl_rewrite_listener *l);
/* Ops created from here on go before `op` / at the end of `b`. */
void rl_rewriter_set_before(rl_rewriter *rw, rl_op *op);
void rl_rewriter_set_end(rl_rewriter *rw, rl_block *b);
/* Creates an op at the insertion point and tells the listener. */
rl_op *rl_rewriter_create(rl_rewriter *rw, const rl_op_state *st);
/* Inserts an existing detached op at the insertion point. */
void rl_rewriter_insert(rl_rewriter *rw, rl_op *op);
/* Replaces every use of op's results with `values` (one per result) and
 * erases op. */
void rl_rewriter_replace(rl_rewriter *rw, rl_op *op, rl_value *const *values);
/* Erases op (its results must be unused). */
void rl_rewriter_erase(rl_rewriter *rw, rl_op *op);
/* Say that op is about to be changed in place (operands, properties,
 * attributes, location): a journaling driver snapshots it so the change can
 * be undone. A no-op for the greedy driver. Call it before the change, and
 * rl_rewriter_modified after it. (The conversion driver also snapshots the
 * op a pattern is applied to before every attempt, so patterns that change
 * only their root op in place may skip this call.) */
void rl_rewriter_start_modify(rl_rewriter *rw, rl_op *op);
/* Say that op was changed in place (operands, properties, attributes). */
void rl_rewriter_modified(rl_rewriter *rw, rl_op *op);
/* Replaces the uses of one value, telling the listener the users changed. */
void rl_rewriter_replace_uses(rl_rewriter *rw, rl_value *from, rl_value *to);

/* ---- block and region edits (MLIR's RewriterBase) -----------------------------
 * All of them go through the hooks of a journaling driver, so a failed
 * conversion undoes them; under the greedy driver they are made directly
 * and the listener hears of the ops they touch. */

/* Sets operand i of op (counts as changing op in place: no
 * rl_rewriter_modified needed). */
void rl_rewriter_set_operand(rl_rewriter *rw, rl_op *op, unsigned i, rl_value *v);
/* Sets successor i of op. */
void rl_rewriter_set_succ(rl_rewriter *rw, rl_op *op, unsigned i, rl_block *b);
/* Moves an attached op before `before` (NULL: to the end of b). Use it, not
 * rl_op_remove + rl_rewriter_insert, to move an existing op: under a
 * conversion rl_rewriter_insert takes a new detached op, and undoing it
 * destroys the op. */
void rl_rewriter_move_op_before(rl_rewriter *rw, rl_op *op, rl_block *b, rl_op *before);
/* Moves every block of `from` before `before` in `to` (before NULL: at the
 * end). */
void rl_rewriter_inline_region_before(rl_rewriter *rw, rl_region *from, rl_region *to, rl_block *before);
/* A new empty block in r before `before` (NULL: at the end). Arguments may
 * be added to it with rl_block_add_arg until the pattern returns: undoing
 * its creation destroys it whole. */
rl_block *rl_rewriter_create_block(rl_rewriter *rw, rl_region *r, rl_block *before);
/* MLIR's splitBlock: moves op and the ops after it in b to a new block
 * placed right after b, and returns that block. */
rl_block *rl_rewriter_split_block(rl_rewriter *rw, rl_block *b, rl_op *op);
/* Removes every argument of b; they must be unused (replace their uses
 * first). */
void rl_rewriter_erase_block_args(rl_rewriter *rw, rl_block *b);
/* MLIR's inlineBlockBefore: the uses of src's arguments go to args (one per
 * argument), src's ops move before `before` in dst (NULL: to its end), and
 * src is left empty, without arguments. */
void rl_rewriter_inline_block_before(rl_rewriter *rw, rl_block *src, rl_block *dst, rl_op *before,
                                     rl_value *const *args);

/* A pattern: rewrites ops of one kind (or any kind, root NULL). */
typedef struct rl_pattern rl_pattern;
struct rl_pattern {
  const char *name;                   /* the rule's name, for debugging */
  rl_opinfo *root;                    /* ops it applies to, or NULL for all */
  uint16_t benefit;                   /* higher first */
  /* How deep the conversion driver may apply it to ops it created itself
   * (MLIR's setHasBoundedRewriteRecursion): 0, never. */
  uint8_t max_recursion;
  /* Rewrites op through rw and returns true, or returns false leaving the
   * IR untouched. `why` may be set to a short reason for --debug-rewrites. */
  bool (*match_and_rewrite)(const rl_pattern *pat, rl_op *op, rl_rewriter *rw, const char **why);
  void *data;                         /* for the pattern's own use */
  const char *file;                   /* where it was written (.rules), or NULL */
  unsigned line;
  /* A matcher of several rules (one root's decision tree): its rules in the
   * order it tries them. They report their own attempts through rw->trace
   * and name the one that applied there. */
  struct rl_rule *const *rules;
  unsigned nrules;
};

/* Patterns by root op, each list sorted by benefit then by order added. */
typedef struct rl_pattern_set rl_pattern_set;
rl_pattern_set *rl_pattern_set_create(void);
void rl_pattern_set_destroy(rl_pattern_set *s);
void rl_pattern_set_add(rl_pattern_set *s, const rl_pattern *p); /* borrowed */
/* The patterns that may apply to ops of `info`, best first; *n their count. */
const rl_pattern *const *rl_pattern_set_lookup(const rl_pattern_set *s, const rl_opinfo *info, unsigned *n);
/* Builds the lookup's lists for every op kind of c, before threads share
 * the set (a kind first seen while they run is built under c's lock). */
void rl_pattern_set_prepare(const rl_pattern_set *s, rl_context *c);
unsigned rl_pattern_set_size(const rl_pattern_set *s);
/* Pattern i, in the order added. */
const rl_pattern *rl_pattern_set_at(const rl_pattern_set *s, unsigned i);

#endif
