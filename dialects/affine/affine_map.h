/* The arithmetic of affine maps over operands that affine.apply, the
 * lowerings and --expand-strided-metadata share, as MLIR 19 computes it:
 * replacing dims and symbols, constant folding, composing a map with the
 * affine.apply ops that define its operands, canonical operands (valid
 * symbols promoted, duplicates and constants folded in, unused ones
 * dropped) and simplification through the flattened (sum of terms) form.
 * Operand lists are bounded by RL_AFF_MAX_OPERANDS; past it, composition
 * gives up (leaves the map as it is) rather than allocate. */
#ifndef RL_AFFINE_MAP_H
#define RL_AFFINE_MAP_H

#include "core/affine.h"
#include "core/ir.h"
#include "core/rewrite.h"

enum { RL_AFF_MAX_OPERANDS = 64 };

/* affine.apply / affine.min / affine.max, recognized without names. */
bool rl_affine_is_apply(const rl_op *op);
bool rl_affine_is_min(const rl_op *op);
bool rl_affine_is_max(const rl_op *op);
/* The map of an affine.apply/min/max (NULL if missing). */
rl_attr *rl_affine_op_map(rl_op *op);

/* e with dim i replaced by dims[i] and symbol j by syms[j] (either array
 * may be NULL: those stay), rebuilt with the simplifying constructors;
 * unchanged subtrees are kept as they are (MLIR's replaceDimsAndSymbols). */
rl_attr *rl_aff_replace(rl_context *c, rl_attr *e, rl_attr *const *dims, rl_attr *const *syms);
rl_attr *rl_aff_map_replace(rl_context *c, rl_attr *map, rl_attr *const *dims, rl_attr *const *syms,
                            unsigned ndims, unsigned nsyms);

/* MLIR's simplifyAffineExpr / simplifyAffineMap. */
rl_attr *rl_aff_simplify_expr(rl_context *c, rl_attr *e, unsigned ndims, unsigned nsyms);
rl_attr *rl_aff_simplify_map(rl_context *c, rl_attr *map);

/* Dims and symbols replaced by the constants given (NULL: not constant),
 * then simplified (MLIR's partialConstantFold). When every result folds to
 * a constant, they are stored in results (may be NULL) and *all_const set. */
rl_attr *rl_aff_partial_constant_fold(rl_context *c, rl_attr *map, rl_attr *const *operands, int64_t *results,
                                      bool *all_const);

/* MLIR's affine::isValidSymbol / isValidDim. */
bool rl_aff_is_valid_symbol(rl_value *v);
bool rl_aff_is_valid_dim(rl_value *v);

/* canonicalizeMapAndOperands and composeAffineMapAndOperands: *map and
 * ops[0..*n) are rewritten in place (ops has room for RL_AFF_MAX_OPERANDS). */
void rl_aff_canonicalize(rl_context *c, rl_attr **map, rl_value **ops, unsigned *n);
void rl_aff_compose(rl_context *c, rl_attr **map, rl_value **ops, unsigned *n);

/* MLIR's composeSetAndOperands (when an operand is an affine.apply's
 * result) then canonicalizeSetAndOperands, in place as above. */
void rl_aff_set_compose_canonicalize(rl_context *c, rl_attr **set, rl_value **ops, unsigned *n);
/* MLIR's removeDuplicateExprs: the first of equal results kept. */
rl_attr *rl_aff_remove_duplicate_results(rl_context *c, rl_attr *map);
/* An affine.for bound as MLIR makes it canonical (the bound maps of
 * AffineForOp's canonicalization, createCanonicalizedAffineForOp):
 * composed with the affine.apply ops among ops, canonicalized, duplicate
 * results removed; in place as rl_aff_canonicalize. */
void rl_aff_canonical_bound(rl_context *c, rl_attr **map, rl_value **ops, unsigned *n);

/* An OpFoldResult: a value, or (v == NULL) the index constant k. */
typedef struct rl_ofr {
  rl_value *v;
  int64_t k;
} rl_ofr;

/* MLIR's makeComposedFoldedAffineApply: the one-result map applied to
 * operands (one per dim and symbol), constants folded into the map,
 * composed with the affine.apply ops defining the operands, canonicalized;
 * a constant or an operand when it folds, else the result of an
 * affine.apply created at rw's insertion point ({NULL, 0} when the
 * operands are too many). */
rl_ofr rl_aff_make_composed_folded_apply(rl_rewriter *rw, rl_attr *loc, rl_attr *map, const rl_ofr *operands);
/* The same without creating anything: true and *r when it folds; false
 * otherwise, with *map the composed map and vals[0..*nv) its operands
 * (vals has room for RL_AFF_MAX_OPERANDS; *map NULL when the operands are
 * too many). */
bool rl_aff_composed_folded_apply(rl_context *c, rl_attr **map, const rl_ofr *operands, rl_value **vals,
                                  unsigned *nv, rl_ofr *r);

/* MLIR's simplifyMapWithOperands: floordiv, ceildiv and mod by constants
 * whose left side has constant bounds that decide them. */
rl_attr *rl_aff_simplify_map_with_operands(rl_context *c, rl_attr *map);

/* The flat form of a pure affine e (coefficients of the dims, the symbols,
 * then the constant: ndims + nsyms + 1 words) when it needs no local
 * (no floordiv, ceildiv or mod that stays); false otherwise. */
bool rl_aff_flatten_no_locals(rl_context *c, rl_attr *e, unsigned ndims, unsigned nsyms, int64_t *out);

/* MLIR's makeComposedFoldedAffineMin / Max: the same for a multi-result
 * map (each result composed alone), an affine.min/max when it does not
 * fold. (v NULL and k 0 also when the operands are too many.) */
rl_ofr rl_aff_make_composed_folded_min_max(rl_rewriter *rw, rl_attr *loc, rl_attr *map, const rl_ofr *operands,
                                           bool is_min);
/* The same without creating anything, as rl_aff_composed_folded_apply. */
bool rl_aff_composed_folded_min_max(rl_context *c, rl_attr **map, const rl_ofr *operands, bool is_min,
                                    rl_value **vals, unsigned *nv, rl_ofr *r);

/* affine.parallel's bound groups (a dense i32 tensor): their number, and
 * the size of group i. */
unsigned rl_aff_dense_count(const rl_attr *a);
int64_t rl_aff_dense_at(const rl_attr *a, unsigned i);

#endif
