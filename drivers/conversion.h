/* The dialect-conversion driver (MLIR's applyPartialConversion,
 * applyFullConversion and applyAnalysisConversion), the conversion target
 * and the type converter.
 *
 * Conversion patterns are ordinary rl_patterns (core/rewrite.h): the driver
 * hands them an rl_rewriter whose edits go through a journal (hooks,
 * core/rewrite.h: rl_rewrite_hooks), and the operands they should build
 * with (the producers' converted values) through rl_conv_operand() /
 * rl_conv_operand_n(). So rules compiled to C, rules interpreted at run
 * time and hand-written C patterns all run under both drivers.
 *
 * Requires: verified IR. Preserves: on failure (full mode, an ILLEGAL op
 * left in partial mode, a materialization that fails), the IR exactly as
 * it was, printed text identical; on success, the IR's meaning.
 *
 * How it works (see conversion.c for the details):
 * - Edits are eager and the IR is type-correct after every pattern: when an
 *   op is replaced by values of converted types, the driver inserts a source
 *   materialization (builtin.unrealized_conversion_cast from the new type to
 *   the old) for users not yet converted. When a user is converted later,
 *   rl_conv_operand_n() looks through the driver's own casts, so patterns
 *   see the converted values; an operand whose producer was not converted
 *   but whose type converts gets a target cast (once per value, just after
 *   its definition). `lower` rules get the same through
 *   rl_rule_set_conv_hooks (core/rules_rt.h). Casts nobody uses at the end
 *   are erased; the rest stay for --reconcile-unrealized-casts (or a later
 *   pass) to fold.
 * - Every edit is recorded in a journal (ops created, erased ops kept
 *   detached with their operands, uses moved, operands and properties
 *   changed, block arguments, ops and blocks moved). Rolling back undoes the
 *   records in reverse order; the journal is committed (erased ops
 *   destroyed) only when the whole conversion succeeded.
 * - Patterns are not applied to ops they created themselves, directly or
 *   not (MLIR's rule), unless they say how deep they may be (max_recursion,
 *   MLIR's bounded rewrite recursion: rules' patterns may nest 16 deep, so
 *   that a lowering may peel one dimension of an op at a time); nesting is
 *   bounded, so a pattern that creates what it converts fails instead of
 *   looping.
 */
#ifndef RL_CONVERSION_H
#define RL_CONVERSION_H

#include <stdio.h>

#include "core/ptrmap.h"
#include "core/rewrite.h"

/* ---- the conversion target ---------------------------------------------- */

typedef enum rl_legality {
  RL_LEGALITY_UNKNOWN = 0, /* not said: partial mode leaves it, full mode fails */
  RL_LEGALITY_LEGAL,
  RL_LEGALITY_DYNAMIC,     /* legal when the callback says so */
  RL_LEGALITY_ILLEGAL,
} rl_legality;

/* Returns whether op is legal as it is now. */
typedef bool (*rl_legal_fn)(void *ud, rl_op *op);

typedef struct rl_conv_target rl_conv_target;
rl_conv_target *rl_conv_target_create(rl_context *c);
void rl_conv_target_destroy(rl_conv_target *t);
/* By op; an op's own entry wins over its dialect's. */
void rl_conv_target_set_op(rl_conv_target *t, rl_opinfo *op, rl_legality l, rl_legal_fn fn, void *ud);
/* By dialect name ("arith", "llvm", ...). */
void rl_conv_target_set_dialect(rl_conv_target *t, const char *dialect, rl_legality l,
                                rl_legal_fn fn, void *ud);
/* The fallback for ops neither their own entry nor their dialect's covers
 * (MLIR's markUnknownOpDynamicallyLegal). */
void rl_conv_target_set_unknown(rl_conv_target *t, rl_legal_fn fn, void *ud);
/* A legal op whose regions are legal too, without looking inside
 * (MLIR's markOpRecursivelyLegal); fn may narrow it to some instances. */
void rl_conv_target_set_recursively_legal(rl_conv_target *t, rl_opinfo *op, rl_legal_fn fn,
                                          void *ud);
/* What the target says of op now: LEGAL, ILLEGAL or UNKNOWN (dynamic entries
 * are decided by their callback). */
rl_legality rl_conv_target_legality(const rl_conv_target *t, rl_op *op);

/* ---- the type converter ------------------------------------------------- */

typedef struct rl_type_converter rl_type_converter;

typedef enum rl_type_conv_result {
  RL_TYPE_CONV_NEXT = 0,   /* this conversion does not apply: try the next */
  RL_TYPE_CONV_OK,         /* converted: *n types in out (0: the value goes away) */
  RL_TYPE_CONV_FAIL,       /* the type cannot be converted */
} rl_type_conv_result;

/* Converts t into out[0..*n) (room for RL_TYPE_CONV_MAX types). Conversions
 * are tried last added first, as in MLIR; the result is cached per type.
 * A conversion may call rl_convert_type recursively (structs, functions). */
enum { RL_TYPE_CONV_MAX = 64 };
typedef rl_type_conv_result (*rl_type_conv_fn)(void *ud, rl_type_converter *tc, rl_type *t,
                                               rl_type **out, unsigned *n);

/* Builds ops that turn `inputs` into one value of type `to`, at the
 * rewriter's insertion point; returns it, or NULL if it cannot. While the
 * conversion runs, the driver always uses builtin.unrealized_conversion_cast
 * (so that patterns can see through it); once it has succeeded, every such
 * cast still used is handed to the materialization of its kind if one was
 * set (its value replaces the cast; NULL fails the conversion with MLIR's
 * "failed to legalize unresolved materialization ... that remained live
 * after conversion" and rolls it back). Without one, the cast stays. */
typedef rl_value *(*rl_type_materialize_fn)(void *ud, rl_rewriter *rw, rl_type *to,
                                            rl_value *const *inputs, unsigned ninputs, rl_attr *loc);

rl_type_converter *rl_type_converter_create(rl_context *c);
void rl_type_converter_destroy(rl_type_converter *tc);
void rl_type_converter_add(rl_type_converter *tc, rl_type_conv_fn fn, void *ud);
/* Source: new values back to an old type (for users not converted yet).
 * Target: old values to the converted type (operands of a converted op).
 * Argument: new block arguments back to the old argument's type. */
void rl_type_converter_set_source_materialization(rl_type_converter *tc, rl_type_materialize_fn fn, void *ud);
void rl_type_converter_set_target_materialization(rl_type_converter *tc, rl_type_materialize_fn fn, void *ud);
void rl_type_converter_set_argument_materialization(rl_type_converter *tc, rl_type_materialize_fn fn, void *ud);
rl_context *rl_type_converter_context(const rl_type_converter *tc);

/* 1:1: the converted type, or NULL if t cannot be converted or is not 1:1. */
rl_type *rl_convert_type(rl_type_converter *tc, rl_type *t);
/* 1:N: false if t cannot be converted; *out points at converter-owned
 * storage valid until the converter is destroyed. */
bool rl_convert_type_n(rl_type_converter *tc, rl_type *t, rl_type *const **out, unsigned *n);
/* t converts to itself. */
bool rl_type_is_legal(rl_type_converter *tc, rl_type *t);
/* Every operand, result and block-argument type of op is legal. */
bool rl_op_types_legal(rl_type_converter *tc, rl_op *op);
/* A function type with every input and result converted (1:N flattened),
 * or NULL. */
rl_type *rl_convert_function_type(rl_type_converter *tc, rl_type *fn);

/* ---- inside a conversion pattern ---------------------------------------- */

/* The values op's operand i should be built from: the converted value(s) of
 * its producer. Outside a conversion (the greedy driver), the operand
 * itself. *n is 1 for 1:1 conversions. */
rl_value *const *rl_conv_operand_n(rl_rewriter *rw, rl_op *op, unsigned i, unsigned *n);
/* The 1:1 case: the converted value, or NULL if operand i converted to
 * other than one value. */
rl_value *rl_conv_operand(rl_rewriter *rw, rl_op *op, unsigned i);
/* What op's operand i held before the conversion changed it (a producer
 * replaced meanwhile has a cast in its place): the value an MLIR pattern
 * sees, MLIR's operands staying as they were until the conversion is done.
 * For patterns that look at a producer (a constant index); its defining
 * op, if erased, is kept with its properties until the end. Outside a
 * conversion, the operand itself. */
rl_value *rl_conv_original_operand(rl_rewriter *rw, rl_op *op, unsigned i);
/* The type converter of the running conversion, or NULL (greedy driver). */
rl_type_converter *rl_conv_type_converter(rl_rewriter *rw);
/* Converts the entry-block (or any block's) argument types through the type
 * converter: new arguments replace the old ones, with argument
 * materializations for the old uses. Journaled. False if a type does not
 * convert. */
bool rl_conv_convert_block_signature(rl_rewriter *rw, rl_block *b);
bool rl_conv_convert_region_types(rl_rewriter *rw, rl_region *r);
/* The same with the new argument types given: argument i becomes counts[i]
 * arguments, of the next counts[i] entries of `types` (one entry for
 * counts[i] == 1 too). When `pack` is given, it is called for every
 * argument whose type changes: it builds (at the block's start, through
 * rw) one value of the old argument's converted type from its new
 * arguments (or returns the one new argument as it is), and the old uses
 * see that (a function's memref descriptor from its unbundled fields). */
typedef rl_value *(*rl_conv_pack_fn)(void *ud, rl_rewriter *rw, rl_type *old_type, rl_value *const *args,
                                     unsigned n, rl_attr *loc);
bool rl_conv_convert_block_signature_as(rl_rewriter *rw, rl_block *b, const unsigned *counts,
                                        rl_type *const *types, rl_conv_pack_fn pack, void *ud);
/* The block and region edits a pattern may need (set an operand or a
 * successor, move ops and blocks, create and split blocks) are the
 * rewriter's (core/rewrite.h): this driver journals them. */
/* 1:N replacement: result i of op is replaced by counts[i] values taken in
 * turn from `values` (a source cast stands for it where it is still used). */
void rl_conv_replace_n(rl_rewriter *rw, rl_op *op, rl_value *const *values, const unsigned *counts);
/* In-place changes other than operands (properties, attributes, location,
 * several operands at once): call rl_rewriter_start_modify(rw, op) before
 * and rl_rewriter_modified(rw, op) after (core/rewrite.h). The op a pattern
 * was applied to is snapshotted before every attempt, so for it
 * rl_rewriter_modified alone is enough. Ops created by the pattern need
 * neither (they go away as a whole). */

/* ---- running a conversion ----------------------------------------------- */

typedef enum rl_conv_mode {
  RL_CONV_PARTIAL,  /* convert what can be; fail only on an ILLEGAL op left */
  RL_CONV_FULL,     /* every op must end LEGAL */
  RL_CONV_ANALYSIS, /* find which ops could be converted; the IR is left as it was */
} rl_conv_mode;

typedef struct rl_conv_config {
  FILE *debug;      /* --debug-conversion: the legalization tree, fixed shape */
  bool fold;        /* try folding as a way to legalize (default true) */
  /* RL_CONV_ANALYSIS: called for every op that would be legalized. */
  void (*legalizable)(void *ud, rl_op *op);
  void *legalizable_ud;
  /* Ops not to collect, nor the ops in them (NULL: none): ops converted
   * already, by a conversion of their own (rl_conversion_begin). */
  const rl_ptrmap *skip;
} rl_conv_config;

rl_conv_config rl_conv_default_config(void);

/* --debug-conversion (cfg->debug) prints one tree per top-level op; a
 * nested legalization is indented four spaces more than its parent:
 *   Legalizing 'test.a' (t.mlir:1:6)
 *     fold: failed (nothing to fold)            (only for ops with a folder)
 *     * pattern AToB (t.rules:1): applied       (or: failed[: why] /
 *                                                   skipped: already being applied)
 *       created 'test.b'                        (ops the pattern made and
 *       modified 'x.y'                           changed in place, in order)
 *       Legalizing 'test.b' (t.mlir:1:6)        (each of them in turn)
 *         => legal
 *       => undone: a created op could not be legalized   (then the next pattern)
 *     => success                                (or: => legal, fold: applied,
 *                                                   => failure: no pattern applied)
 * and at the end "Conversion succeeded" or "Conversion failed: rolled back".
 * A rule matcher's line names the rule that applied. The shape is stable
 * (tests/unit/test_conversion.c checks it). */

/* Folding (cfg->fold) is tried before patterns, as in MLIR: the folder sees
 * the op's operands as they were before the conversion changed them (their
 * producers' constants and ops), constants it returns are built with the
 * dialect's materializer and legalized in turn, and a commutative op's
 * constant goes to the right.
 * Converts root and the ops nested in it (as MLIR does: root is legalized
 * too, so a full conversion needs it legal), in blocks reachable from their
 * region's entry block.
 * Patterns are tried by benefit, then in order added; a pattern's new ops
 * are legalized in turn (A to B to C). On failure: an error at the op that
 * could not be legalized, with a note naming the patterns tried; the IR is
 * restored. Returns success. */
bool rl_apply_conversion(rl_context *c, rl_op *root, rl_conv_mode mode, const rl_conv_target *t,
                         rl_type_converter *tc, const rl_pattern_set *patterns,
                         const rl_conv_config *cfg);

/* rl_apply_conversion in two steps, for conversions of several functions
 * on several threads that must all succeed before any is kept: a success
 * is left pending (NULL and *ok false after a failure, rolled back and
 * reported), then kept or rolled back, each on the thread of its choice. */
typedef struct rl_conv_pending rl_conv_pending;
rl_conv_pending *rl_conversion_begin(rl_context *c, rl_op *root, rl_conv_mode mode, const rl_conv_target *t,
                                     rl_type_converter *tc, const rl_pattern_set *patterns,
                                     const rl_conv_config *cfg, bool *ok);
void rl_conversion_commit(rl_conv_pending *p);
void rl_conversion_rollback(rl_conv_pending *p);
/* What every conversion sets once, set before conversions run on several
 * threads. */
void rl_conversion_prepare(void);

/* MLIR's --reconcile-unrealized-casts: casts without uses are erased, a
 * cast whose chain of input casts starts from values of its result types is
 * replaced by them; other casts stay. Always succeeds. */
bool rl_reconcile_unrealized_casts(rl_context *c, rl_op *root);
/* Registers the pass `reconcile-unrealized-casts` (drivers/pass.h). */
void rl_register_conversion_passes(void);

#endif
