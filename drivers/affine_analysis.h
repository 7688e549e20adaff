/* Analyses of affine loop nests that the affine passes share (MLIR's
 * Affine/Analysis: LoopAnalysis, Utils): the affine ops by kind, the memref
 * accesses of ops, the loops around an op,
 * constant trip counts, memory footprints, dependences (over a small
 * Fourier-Motzkin integer system). Requires use lists; changes nothing. */
#ifndef RL_AFFINE_ANALYSIS_H
#define RL_AFFINE_ANALYSIS_H

#include "core/ir.h"

/* The affine ops of a context, by kind (NULL: not registered). */
typedef struct rl_aff_kinds {
  rl_opinfo *for_, *if_, *parallel, *yield, *apply, *load, *store, *vload, *vstore, *prefetch, *dma_start,
      *dma_wait;
} rl_aff_kinds;
void rl_aff_kinds_get(rl_context *c, rl_aff_kinds *k);

/* MLIR's AffineReadOpInterface / AffineWriteOpInterface: affine.load and
 * vector_load read, affine.store and vector_store write. */
bool rl_aff_is_read(const rl_aff_kinds *k, const rl_op *op);
bool rl_aff_is_write(const rl_aff_kinds *k, const rl_op *op);
/* The memref such an op accesses. */
rl_value *rl_aff_access_memref(const rl_aff_kinds *k, rl_op *op);

/* Whether loop is one of the affine.for ops around op, inside op's affine
 * scope (MLIR's getAffineForIVs, then contains). */
bool rl_aff_loop_around(const rl_aff_kinds *k, rl_op *op, rl_op *loop);

/* An affine.for's step, and its constant bounds (false if not constant:
 * one result over no operand). */
int64_t rl_aff_for_step(rl_op *loop);
bool rl_aff_for_const_bounds(rl_op *loop, int64_t *lb, int64_t *ub);

/* An affine.for's bound map and operands (lower: its lower bound; out has
 * room for RL_AFF_MAX_OPERANDS). */
rl_attr *rl_aff_for_map(rl_op *loop, bool lower);
unsigned rl_aff_for_operands(rl_op *loop, bool lower, rl_value **out);
/* The affine.for ops of the perfect nest rooted at root (each body holds
 * one op and the terminator, the op the next loop), outermost first, at
 * most max; their number (MLIR's getPerfectlyNestedLoops). */
unsigned rl_aff_perfect_nest(const rl_aff_kinds *k, rl_op *root, rl_op **loops, unsigned max);

/* MLIR's getTripCountMapAndOperands, reduced to what tiling asks: the
 * constant trip count (getConstantTripCount: false when not constant),
 * and the largest known divisor of the trip count
 * (getLargestDivisorOfTripCount). */
bool rl_aff_const_trip_count(rl_op *loop, uint64_t *count);
uint64_t rl_aff_trip_count_divisor(rl_op *loop);

/* MLIR's getMemoryFootprintBytes(forOp): the bytes of the bounding boxes
 * of the memory regions (rl_aff_region_compute, symbolic in the loops
 * around `loop`) that the affine reads and writes in loop access, the
 * regions of one memref merged (a warning when they do not merge), of any
 * memory space (MLIR's memorySpace argument is not read); false when a
 * region cannot be computed or has no constant size. */
bool rl_aff_footprint_bytes(const rl_aff_kinds *k, rl_op *loop, uint64_t *bytes);
/* The bytes of a memref element (MLIR's getMemRefEltSizeInBytes: a
 * vector's elements together, bits rounded up); 0 if unknown (index). */
uint64_t rl_aff_elt_bytes(rl_type *e);

/* ---- dependences (MLIR's checkMemrefAccessDependence) ------------------------- */

/* One component of a dependence: the distance of the loop's IV between
 * the two accesses, bounded when has_lb / has_ub. */
typedef struct rl_aff_dep_comp {
  bool has_lb, has_ub;
  int64_t lb, ub;
} rl_aff_dep_comp;

enum { RL_AFF_DEP_MAX = 16 };

/* Whether src and dst (affine reads and writes, at least one a write, of
 * one memref) may touch the same element with src's instance before dst's,
 * carried at loop depth `depth` (1: the outermost common loop; the number of
 * common loops + 1: within one iteration, src before dst). On a dependence,
 * comps[0..*ncomps) are its components on the common loops. The integer
 * system (IVs, their bounds, the subscripts' equality, the order) is
 * decided by Fourier-Motzkin elimination with integer tightening; a system
 * it cannot build (subscripts with floordiv or mod, too many values) says
 * there is none. */
bool rl_aff_dependence(const rl_aff_kinds *k, rl_op *src, rl_op *dst, unsigned depth, rl_aff_dep_comp *comps,
                       unsigned *ncomps);
/* The same, with allow_rar: two reads of an element depend too (MLIR's
 * allowRAR, what sibling fusion asks). */
bool rl_aff_dependence_ex(const rl_aff_kinds *k, rl_op *src, rl_op *dst, unsigned depth, bool allow_rar,
                          rl_aff_dep_comp *comps, unsigned *ncomps);

/* MLIR's isLoopMemoryParallel: whether no dependence between the affine
 * reads and writes inside loop is carried by it (another op with memory
 * effects, other than an allocation, or results: not parallel). */
bool rl_aff_loop_parallel(const rl_aff_kinds *k, rl_op *loop);

/* Whether the subscripts of an affine read or write are the IVs of the
 * nest loops[0..n) (outermost first), each once and nothing else (rank n):
 * subscript r is then the IV of loops[perm[r]]. What fusion asks to know
 * that iteration i of one nest meets iteration i of another only. */
bool rl_aff_access_iv_permutation(const rl_aff_kinds *k, rl_op *access, rl_op *const *loops, unsigned n,
                                  unsigned *perm);

/* MLIR's simplifyIntegerSet: the canonical empty set (`1 == 0`) when
 * the set has no integer point (Fourier-Motzkin with integer tightening,
 * divisions by constants as local variables); else, for a set without
 * such divisions, its constraints flattened with the trivially redundant
 * ones dropped (removeTrivialRedundancy), equalities first; a set with
 * divisions that is not empty, or semi-affine, stays as it is. */
rl_attr *rl_aff_simplify_integer_set(rl_context *c, rl_attr *set);

/* MLIR's replaceAllMemRefUsesWith for one affine read or write op (the one
 * transformation here, shared by the passes that make buffers): its memref
 * becomes buf, its subscripts remap(syms..., old subscripts) (remap's dims:
 * the nsym values syms, then the old subscripts), composed and
 * canonicalized, the affine.apply ops it makes for that erased. */
void rl_aff_remap_access(const rl_aff_kinds *k, rl_context *c, rl_op *op, rl_value *buf, rl_attr *remap, unsigned nsym,
                         rl_value *const *syms);
/* The same, the dead affine.apply ops erased in the order they were made,
 * as MLIR's replaceAllMemRefUsesWith erases them: one for an old subscript
 * that a remapped one still used at its turn stays (dead). */
void rl_aff_remap_access_in_order(const rl_aff_kinds *k, rl_context *c, rl_op *op, rl_value *buf, rl_attr *remap,
                                  unsigned nsym, rl_value *const *syms);

/* ---- memref regions (MLIR's MemRefRegion) --------------------------------------------- */

/* The part of a memref that accesses touch, as MLIR's MemRefRegion keeps
 * it: a system of integer constraints whose dims are the memref's
 * subscripts and whose symbols are values outside (the IVs of the loops
 * it is parametric on, valid symbols), built as MLIR builds and projects
 * it (Gaussian and Fourier-Motzkin elimination, rows kept in MLIR's
 * order, since bounds read off it become maps whose results keep it). */
typedef struct rl_aff_region rl_aff_region;

/* MLIR's getNestingDepth: the affine.for ops and affine.parallel IVs
 * around op in its affine scope. */
unsigned rl_aff_nesting_depth(const rl_aff_kinds *k, rl_op *op);
/* MLIR's MemRefRegion::compute(op, loopDepth) of an affine read or write
 * (symbolic in the outermost `depth` loops around it); NULL when it
 * cannot be built (semi-affine subscripts, an affine.parallel IV in a
 * bound, too many variables). dim_bounds: the memref's shape bounds
 * added (MLIR's addMemRefDimBounds). */
rl_aff_region *rl_aff_region_compute(const rl_aff_kinds *k, rl_op *op, unsigned depth, bool dim_bounds);
/* MLIR's getFullMemRefAsRegion: the whole memref (static shape), over the
 * outermost `depth` affine.for IVs; NULL otherwise. */
rl_aff_region *rl_aff_region_full(const rl_aff_kinds *k, rl_op *op, unsigned depth);
void rl_aff_region_destroy(rl_aff_region *r);
rl_value *rl_aff_region_memref(const rl_aff_region *r);
bool rl_aff_region_is_write(const rl_aff_region *r);
/* The values the region is parametric on, in column order (out has room
 * for 48). */
unsigned rl_aff_region_symbols(const rl_aff_region *r, rl_value **out);
/* dst's constraints replaced by src's (MLIR's clearAndCopyFrom). */
void rl_aff_region_copy(rl_aff_region *dst, const rl_aff_region *src);
/* MLIR's unionBoundingBox: a becomes the bounding box of both (symbols
 * merged), with the constraints both share; false when a dimension has no
 * constant extent in one of them or their bounds do not compare. */
bool rl_aff_region_union(rl_aff_region *a, const rl_aff_region *b);
/* MLIR's getConstantBoundingSizeAndShape: the extent of each dimension
 * (with the memref's shape as bounds too), the start of each as an
 * expression over the region's symbols as dims, the element count; false
 * when a dimension has no constant extent. */
bool rl_aff_region_shape(const rl_aff_region *r, int64_t *shape, rl_attr **offsets, uint64_t *nelems);
/* MLIR's MemRefRegion::getLowerAndUpperBound of dimension pos: maps over
 * the symbols as dims (max of the lower bounds, min of the upper ones,
 * upper exclusive); maps without results when there is none. */
void rl_aff_region_bounds(const rl_aff_region *r, unsigned pos, rl_attr **lbm, rl_attr **ubm);

/* ---- computation slices (MLIR's computeSliceUnion, a restricted form) ---------- */

/* Subscript r of an affine read or write as a linear form over the IVs of
 * loops[0..n): coef[i] for loops[i], *cst the constant (constant operands
 * and affine.apply results folded in); false when the subscript uses any
 * other value or is not linear. */
bool rl_aff_access_linear(const rl_aff_kinds *k, rl_op *access, unsigned r, rl_op *const *loops, unsigned n,
                          int64_t *coef, int64_t *cst);

/* One loop of a backward slice: full (the loop's own constant bounds) or
 * fixed: from sum(coef[k] * dst IV k) + cst over the outermost `depth` dst
 * loops, span + 1 iterations (span 0: one iteration; a span only with all
 * coef 0, a constant range). */
typedef struct rl_aff_slice_iv {
  bool fixed;
  int64_t coef[RL_AFF_DEP_MAX];
  int64_t cst;
  int64_t span;
} rl_aff_slice_iv;

/* MLIR's computeSliceUnion (backward, producer-consumer: the src nest's
 * writes against the dst ops) for a perfect src nest sloops[0..ns) with
 * constant bounds and unit steps, whose slice at `depth` is a union of
 * per-pair slices in which each src IV is fixed by a subscript `src IV + c`
 * equal to a dst subscript over the dst loops dloops[0..depth) (constant
 * bounds, unit steps; a constant when that is one value), ranges over a
 * constant range (dst loops deeper than depth), or is unconstrained
 * (full). The union: equal slices; constant ranges' bounding box; full
 * with anything inside the loop. From a src loop marked
 * slice_fusion_barrier in, the loops are full. Loops around both nests
 * must meet the subscripts with equal coefficients. Returns 1 with
 * out[0..ns) on success, 0 where MLIR's computation fails (no dependent
 * pair; a slice reaching outside the src domain, MLIR's isSliceValid), -1
 * where the slice is of another form (not computed here). */
int rl_aff_slice_union(const rl_aff_kinds *k, rl_op *const *sloops, unsigned ns, rl_op *const *writes, unsigned nw,
                       rl_op *const *dloops, unsigned depth, rl_op *const *dops, unsigned ndo, rl_aff_slice_iv *out);
/* The same with flags: RL_AFF_SLICE_RAR, writes[] may be reads and a pair
 * of reads of one element counts as dependent (MLIR's sibling strategy:
 * writes[] the sibling's loads of the shared memref; the loops from the
 * first sequential one, rl_aff_loop_parallel, full); RL_AFF_SLICE_FORWARD,
 * the nest of sloops comes after the dst nest in the block (MLIR's forward
 * slice: the dependences run from dops to writes[]). The slice is the same
 * form: the src IVs over the dst loops. */
enum { RL_AFF_SLICE_RAR = 1, RL_AFF_SLICE_FORWARD = 2 };
int rl_aff_slice_union_ex(const rl_aff_kinds *k, rl_op *const *sloops, unsigned ns, rl_op *const *writes, unsigned nw,
                          rl_op *const *dloops, unsigned depth, rl_op *const *dops, unsigned ndo, unsigned flags,
                          rl_aff_slice_iv *out);

#endif
