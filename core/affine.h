/* Affine expressions, maps and integer sets: accessors, simplification facts, and the parser and printer of MLIR's affine_map and affine_set syntax. */
#ifndef RL_AFFINE_H
#define RL_AFFINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "attrs.h"
#include "strbuf.h"

/* The constructors live in attrs.h: rl_affine_dim, rl_affine_sym,
 * rl_affine_const, rl_affine_binary (which simplifies as MLIR's expression
 * builder does) and rl_affine_map. Nodes are uniqued: structurally equal
 * expressions and maps are pointer-equal. */

/* Convenience builders on top of rl_affine_binary, as MLIR's parser forms
 * them: `-e` is `e * -1` and `a - b` is `a + b * -1`. */
/* Greatest common divisor (0 with 0 gives 0). */
uint64_t rl_gcd_u64(uint64_t a, uint64_t b);
rl_attr *rl_affine_neg(rl_context *c, rl_attr *e);
rl_attr *rl_affine_sub(rl_context *c, rl_attr *l, rl_attr *r);

/* ---- expressions ---------------------------------------------------------- */

/* An expression node's `sub` caches facts that follow from its operands (so
 * uniquing is unchanged); build expressions only through the constructors.
 * Bit 0: the expression contains a dim. Bits 1-15: depth of the tree (a leaf
 * is 0), saturating at RL_AFF_DEPTH_MAX. */
#define RL_AFF_HAS_DIM 1u
#define RL_AFF_DEPTH_MAX 0x7fffu
static inline unsigned rl_affine_depth(const rl_attr *e) { return e->sub >> 1; }

static inline bool rl_affine_is_expr(const rl_attr *a) {
  return a->kind >= RL_AT_AFF_DIM && a->kind <= RL_AT_AFF_CEILDIV;
}
static inline bool rl_affine_is_binary(const rl_attr *a) {
  return a->kind >= RL_AT_AFF_ADD && a->kind <= RL_AT_AFF_CEILDIV;
}
/* Position of a dim or symbol. */
static inline unsigned rl_affine_position(const rl_attr *e) { return (unsigned)e->w[0]; }
static inline int64_t rl_affine_const_value(const rl_attr *e) { return (int64_t)e->w[0]; }
static inline rl_attr *rl_affine_lhs(const rl_attr *e) { return (rl_attr *)rl_word_ptr(e->w[0]); }
static inline rl_attr *rl_affine_rhs(const rl_attr *e) { return (rl_attr *)rl_word_ptr(e->w[1]); }

/* True when e holds no dims (only symbols and constants). O(1). */
static inline bool rl_affine_is_symbolic_or_const(const rl_attr *e) {
  return !(e->sub & RL_AFF_HAS_DIM);
}
/* The largest integer known to divide every value of e (MLIR's
 * getLargestKnownDivisor; 0 for the constant 0). */
int64_t rl_affine_largest_known_divisor(const rl_attr *e);

/* ---- maps ----------------------------------------------------------------- */

static inline unsigned rl_affine_map_num_dims(const rl_attr *m) { return (unsigned)m->w[0]; }
static inline unsigned rl_affine_map_num_syms(const rl_attr *m) { return (unsigned)m->w[1]; }
static inline unsigned rl_affine_map_num_results(const rl_attr *m) { return m->n - 2; }
static inline rl_attr *rl_affine_map_result(const rl_attr *m, unsigned i) {
  return (rl_attr *)rl_word_ptr(m->w[2 + i]);
}

/* MLIR's AffineMap::isIdentity: as many results as dims, result i is d<i>;
 * symbols are ignored. A memref layout that is an identity map is dropped
 * (`memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0, d1)>>` is `memref<4x4xf32>`). */
bool rl_affine_map_is_identity(const rl_attr *map);

/* Parses the text between `affine_map<` and its closing `>`, e.g.
 * `(d0, d1)[s0] -> (d0 * 2 + s0, d1 - d0)`. Identifiers are any bare names,
 * bound by position. Returns the uniqued map, or NULL with *err_off (byte
 * offset into s) and *err_msg (mlir-opt-19's message text; owned by the
 * context) set. */
rl_attr *rl_affine_map_parse(rl_context *c, const char *s, size_t n, size_t *err_off,
                             const char **err_msg);

/* Prints as mlir-opt-19 does: the map without the `affine_map<...>` wrapper,
 * and an expression at top level (no enclosing parentheses). */
void rl_affine_print_map(rl_strbuf *b, const rl_attr *map);
void rl_affine_print_expr(rl_strbuf *b, const rl_attr *e);
/* The same with dims and symbols printed by `id` (as MLIR's
 * printAffineMapOfSSAIds prints `%i` and `symbol(%n)`). */
typedef void (*rl_affine_id_fn)(void *ud, rl_strbuf *b, bool is_sym, unsigned pos);
void rl_affine_print_expr_ids(rl_strbuf *b, const rl_attr *e, rl_affine_id_fn id, void *ud);

/* ---- integer sets ------------------------------------------------------------ */

/* An integer set `(dims)[syms] : (e0 >= 0, e1 == 0, ...)`: a list of affine
 * constraints, each `expr >= 0` or `expr == 0` (kind RL_AT_INTEGER_SET).
 * Uniqued: equal sets are pointer-equal. mlir-opt-19 keeps the constraints as
 * given (no reordering, deduplication or folding beyond the expressions' own
 * simplification); the parser turns `a >= b` and `a == b` into `a - b`, and
 * `a <= b` into `b - a`. The one rule of the constructor: an empty constraint
 * list is the single constraint `0 == 0` (the universe), as mlir-opt-19
 * reads `() : ()`. is_eq may be NULL (all inequalities). */
rl_attr *rl_integer_set(rl_context *c, unsigned ndims, unsigned nsyms, unsigned n,
                        rl_attr *const *exprs, const bool *is_eq);

static inline bool rl_attr_is_integer_set(const rl_attr *a) { return a->kind == RL_AT_INTEGER_SET; }
static inline unsigned rl_integer_set_num_dims(const rl_attr *s) { return (unsigned)s->w[0]; }
static inline unsigned rl_integer_set_num_syms(const rl_attr *s) { return (unsigned)s->w[1]; }
static inline unsigned rl_integer_set_num_constraints(const rl_attr *s) { return (unsigned)s->w[2]; }
static inline rl_attr *rl_integer_set_constraint(const rl_attr *s, unsigned i) {
  return (rl_attr *)rl_word_ptr(s->w[3 + i]);
}
/* True for `expr == 0`, false for `expr >= 0`. */
static inline bool rl_integer_set_is_eq(const rl_attr *s, unsigned i) {
  return s->w[3 + s->w[2] + i] != 0;
}

/* Parses the text between `affine_set<` and its closing `>`, e.g.
 * `(d0)[s0] : (d0 - s0 >= 0, d0 == 0)`; same conventions as
 * rl_affine_map_parse. An affine map here is an error ("expected IntegerSet,
 * but got AffineMap", at the first token), as is anything after the
 * constraint list ("expected '>' in integer set"). */
rl_attr *rl_integer_set_parse(rl_context *c, const char *s, size_t n, size_t *err_off,
                              const char **err_msg);

/* Where a map or set failed to parse, with what mlir-opt-19 reports after
 * the first error: each negation left without an operand adds "missing
 * operand of negation" at the token where parsing stopped (neg_off). */
typedef struct rl_affine_parse_error {
  size_t off;          /* byte offset into s of the first error */
  const char *msg;     /* its message (owned by the context) */
  unsigned nneg;       /* negations that then failed */
  size_t neg_off;
} rl_affine_parse_error;

/* rl_affine_map_parse (is_set false) or rl_integer_set_parse (true), with the
 * whole report in *err. */
rl_attr *rl_affine_parse_report(rl_context *c, const char *s, size_t n, bool is_set, rl_affine_parse_error *err);

/* Prints the set as mlir-opt-19 does, without the `affine_set<...>` wrapper. */
void rl_affine_print_set(rl_strbuf *b, const rl_attr *set);

#endif
