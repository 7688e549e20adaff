/* The rule runtime: what compiled rules (C emitted by rulir-gen) and the
 * rule interpreter (gen/interp.c) both call. Registers of a matcher, the
 * standard library of constraints and helpers that every `.rules` file may
 * use (docs/rules.md), the built-in type and attribute constraints by name,
 * and the bookkeeping behind --debug-rewrites, --rewrite-stats and
 * --disable-rule / --only-rule. Nothing here allocates while matching. */
#ifndef RL_RULES_RT_H
#define RL_RULES_RT_H

#include <stdio.h>
#include <string.h>

#include "passopt.h"
#include "rewrite.h"

/* One register of a matcher: an op, a value, an attribute, a type, a block
 * or a region (p), or a range of n things: an array of them (first ==
 * RL_MRANGE_ARRAY, p the array; block arguments are a view of the block's
 * own array), or a view of an op's operands, successors or regions (p the
 * op, [first, first + n)), or of n ops in a block (p the first, first 0).
 * An absent optional operand or property is p == NULL. */
typedef struct rl_mval {
  void *p;
  uint32_t first, n;
} rl_mval;
#define RL_MRANGE_ARRAY UINT32_MAX /* rl_mval.first of an array range */

/* What a register holds (parameter and result kinds of helpers). */
typedef enum rl_mkind {
  RL_MK_VALUE, RL_MK_RANGE, RL_MK_TYPE, RL_MK_ATTR, RL_MK_OP,
  RL_MK_BLOCK, RL_MK_REGION,
  /* Ranges of other things than values (RL_MK_RANGE): successor blocks,
   * regions, types, ops. */
  RL_MK_BLOCKS, RL_MK_REGIONS, RL_MK_TYPES, RL_MK_OPS,
  RL_MK_ATTRS, /* a range of attributes: (indices R) */
} rl_mkind;

/* Whether registers of kind k hold a range, and what its elements are. */
static inline bool rl_mkind_is_range(uint8_t k) { return k == RL_MK_RANGE || k >= RL_MK_BLOCKS; }
static inline uint8_t rl_mkind_elem(uint8_t k) {
  return k == RL_MK_RANGE ? RL_MK_VALUE : k == RL_MK_BLOCKS ? RL_MK_BLOCK : k == RL_MK_REGIONS ? RL_MK_REGION
         : k == RL_MK_TYPES ? RL_MK_TYPE : k == RL_MK_OPS ? RL_MK_OP : k == RL_MK_ATTRS ? RL_MK_ATTR : k;
}
static inline uint8_t rl_mkind_range_of(uint8_t k) {
  return k == RL_MK_VALUE ? RL_MK_RANGE : k == RL_MK_BLOCK ? RL_MK_BLOCKS : k == RL_MK_REGION ? RL_MK_REGIONS
         : k == RL_MK_TYPE ? RL_MK_TYPES : k == RL_MK_OP ? RL_MK_OPS : k == RL_MK_ATTR ? RL_MK_ATTRS : k;
}

/* The checks a rule can fail at (counted by --rewrite-stats). */
typedef enum rl_mcheck {
  RL_MC_OPERAND,     /* an operand is a block argument or defined by another op */
  RL_MC_SAME,        /* a name bound twice is not the same value */
  RL_MC_PROPERTY,    /* a property differs from the one written */
  RL_MC_CONSTRAINT,  /* a constraint does not hold */
  RL_MC_CONDITION,   /* a `where` condition is false */
  RL_MC_HELPER,      /* a native helper gave up */
  RL_MC_DISABLED,    /* --disable-rule / --only-rule */
  RL_MC_COUNT_
} rl_mcheck;

/* One rule (mutable: switches and counters for one process). */
typedef struct rl_rule {
  const char *name;        /* "AddZero", "Lower[arith.addi,llvm.add]" */
  const char *file;        /* the .rules file as given to rulir-gen / --rules */
  unsigned line;
  uint16_t benefit;
  bool disabled;
  unsigned long applied, failed;
  unsigned long failed_at[RL_MC_COUNT_];
} rl_rule;

/* Per-run tracing, hung on the rewriter by the driver (NULL: none). */
typedef struct rl_rule_trace {
  FILE *debug;             /* --debug-rewrites */
  bool stats;              /* --rewrite-stats: count in the rules */
  rl_rule *fired;          /* set by a matcher when one of its rules applied */
  /* Inside another trace (--debug-conversion): failures only, indented. */
  bool failures_only;
  unsigned indent;
} rl_rule_trace;

/* Reports that `rule` was tried on op and failed at `check` (why: a short
 * phrase, e.g. "operand 1 is not defined by 'arith.constant'"). */
void rl_rule_failed(rl_rule_trace *t, rl_rule *rule, rl_op *op, rl_mcheck check, const char *why);
/* Reports that `rule` applied to op (call before rewriting: op is printed). */
void rl_rule_applied(rl_rule_trace *t, rl_rule *rule, rl_op *op);
/* A rule announced as applied gave up before it changed anything that
 * stays (its created ops were erased): takes the announcement back and
 * reports the failure at `check` because of `why` (the action that gave
 * up: "helper Foo gave up", "the rule says 'fail'"; NULL: some helper), at
 * the last operand order tried, when last. */
void rl_rule_withdrawn(rl_rule_trace *t, rl_rule *rule, rl_op *op, bool announced, bool last, rl_mcheck check,
                       const char *why);
/* The phrase --rewrite-stats prints for a check ("operand", "constraint"...). */
const char *rl_mcheck_name(rl_mcheck c);
/* Prints one rule's line of --rewrite-stats. */
void rl_rule_print_stats(FILE *f, const rl_rule *r);

/* ---- operands, results, properties ----------------------------------------- */

/* Operand group g of op (group-aware; fixed ops: operand g). */
rl_mval rl_m_operand_group(rl_op *op, unsigned g);
/* The arguments of block b from `from` on, as a range (a view of b's own
 * array, which is NULL when b has none: nothing is added to it then). */
static inline rl_mval rl_m_block_args(rl_block *b, unsigned from) {
  if (from >= b->nargs) return (rl_mval){NULL, RL_MRANGE_ARRAY, 0};
  return (rl_mval){b->args + from, RL_MRANGE_ARRAY, b->nargs - from};
}
/* The constant attribute of a value defined by a ConstantLike op (its
 * `value` property), or NULL. */
rl_attr *rl_m_constant_of(rl_value *v);
/* Copies a range's values into out (at most cap); returns the count, or
 * UINT32_MAX when it does not fit. */
unsigned rl_m_range_values(const rl_mval *r, rl_value **out, unsigned cap);

/* A native helper's builder is always the `b` of the rewriter applying the
 * rule (its first member): helpers that must edit the IR the way patterns
 * do (journaled under a conversion) get the rewriter back with this. */
static inline rl_rewriter *rl_m_rewriter(rl_builder *b) { return (rl_rewriter *)(void *)b; }

/* ---- lower rules: converted values and types ---------------------------------- */

/* How `lower` rules see the conversion they run in: the conversion driver
 * (drivers/) installs these; core knows nothing of it. Both may be called
 * outside a conversion (the greedy driver), where they should return their
 * argument. */
typedef struct rl_rule_conv_hooks {
  /* The value v converted to (1:1), or NULL when it converts to other than
   * one value or cannot be converted. */
  rl_value *(*remap)(rl_rewriter *rw, rl_value *v);
  /* Type t converted (1:1), or NULL. */
  rl_type *(*convert_type)(rl_rewriter *rw, rl_type *t);
  /* Converts block b's argument types (drivers/conversion.h,
   * rl_conv_convert_block_signature_as); NULL outside a conversion. */
  bool (*convert_signature)(rl_rewriter *rw, rl_block *b, const unsigned *counts, rl_type *const *types,
                            rl_value *(*pack)(void *ud, rl_rewriter *rw, rl_type *old_type, rl_value *const *args,
                                              unsigned n, rl_attr *loc),
                            void *ud);
} rl_rule_conv_hooks;
void rl_rule_set_conv_hooks(const rl_rule_conv_hooks *h);
/* A `lower` rule's bound value or range, replaced by what it converted to;
 * false when some value has no 1:1 conversion (the rule does not apply). A
 * remapped range holds its own array of values (first == RL_MRANGE_ARRAY). */
bool rl_m_remap(rl_rewriter *rw, rl_mval *v, uint8_t kind);
/* What a native helper returns for a lowering of op written in C: `vals`,
 * the op->nresults values replacing its results (any non-NULL array when it
 * has none), or NULL when the lowering does not apply. */
static inline rl_mval rl_m_op_results(const rl_op *op, rl_value **vals) {
  return (rl_mval){vals, RL_MRANGE_ARRAY, vals ? op->nresults : 0};
}
/* t converted by the running conversion (itself without one), or NULL. */
rl_type *rl_m_convert_type(rl_rewriter *rw, rl_type *t);

/* The options of the rule-declared pass that is running (`option` items of
 * its `pass` declaration), for C helpers: the value given on the command
 * line or the default. Unknown names (or another kind) give 0, false, ""
 * and an empty list. */
int64_t rl_rules_option_int(const char *name);
bool rl_rules_option_bool(const char *name);
const char *rl_rules_option_str(const char *name); /* a string option, or an enum's case */
const rl_opt_list *rl_rules_option_list(const char *name); /* a list option (ints, strings, ...) */
/* Set by the pass runner (drivers/rules_pass.c) around a run: the pass's
 * options and its config; n == 0 clears. */
void rl_rules_set_options(const rl_pass_option *opts, unsigned n, const void *config);

/* ---- the standard library ---------------------------------------------------- */

/* A constraint: whether args satisfy it. */
typedef bool (*rl_rule_check_fn)(rl_context *c, const rl_mval *args);
/* A helper: computes *out, or returns false (the rule does not apply). May
 * create ops through b (helpers returning values). */
typedef bool (*rl_rule_native_fn)(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
/* `signature` (docs/rules.md, "Control flow"): converts block b's argument
 * types under the running conversion (false outside one, or when a type
 * does not convert). Without types, through the type converter. With them
 * (a range of types) and counts (a range of index attributes, one per
 * argument of b), argument i becomes the next counts[i] arguments of those
 * types; with pack, the uses of an argument whose type changes see what
 * pack(old type, its new arguments, its location) builds at the block's
 * start. Journaled: a failed conversion restores the block. */
bool rl_m_signature(rl_rewriter *rw, rl_block *b, const rl_mval *types, const rl_mval *counts,
                    rl_rule_native_fn pack);

typedef struct rl_rule_lib_entry {
  const char *name;
  uint8_t nargs;
  uint8_t args[4];         /* rl_mkind of each argument */
  uint8_t ret;             /* natives: rl_mkind of the result */
  rl_rule_check_fn check;  /* a constraint, or NULL */
  rl_rule_native_fn fn;    /* a helper, or NULL */
} rl_rule_lib_entry;
/* Or'd into a helper's ret: it reads the IR the rule has built so far, so
 * it runs where it is written (rules hoist other helpers' calls before
 * their first edit). */
#define RL_MK_IN_ORDER 0x80

/* The library entry named `name` (core's generic ones, and those dialects
 * added with rl_rule_lib_register), or NULL. */
const rl_rule_lib_entry *rl_rule_lib_find(const char *name);
/* Core's own entry named `name` (the standard library), or NULL. */
const rl_rule_lib_entry *rl_rule_lib_standard(const char *name);
/* Adds entries (static storage) to the library; dialects call this from
 * their registration (arith adds MergeOverflow, InvertPredicate...). */
void rl_rule_lib_register(const rl_rule_lib_entry *entries, unsigned n);

/* The generic entries, callable by name from emitted C as well:
 *   IsZero(Attr) IsOne(Attr) IsAllOnes(Attr): integer or float attributes,
 *     or splats of them, equal to 0 / 1 / all bits set;
 *   IsSplat(Attr): a splat dense elements attribute;
 *   HasOneUse(Value); IsConstant(Value): defined by a ConstantLike op;
 *   NoResults(Op): an op without results;
 *   AddInts, SubInts, MulInts (Attr, Attr) -> Attr: integer attributes of one
 *     type or splats of one type, wrapping at the width; anything else fails. */
bool rl_lib_IsZero(rl_context *c, const rl_mval *args);
bool rl_lib_IsOne(rl_context *c, const rl_mval *args);
bool rl_lib_IsAllOnes(rl_context *c, const rl_mval *args);
bool rl_lib_IsSplat(rl_context *c, const rl_mval *args);
bool rl_lib_HasOneUse(rl_context *c, const rl_mval *args);
bool rl_lib_IsConstant(rl_context *c, const rl_mval *args);
bool rl_lib_IsTrue(rl_context *c, const rl_mval *args);
bool rl_lib_IsFalse(rl_context *c, const rl_mval *args);
bool rl_lib_NoResults(rl_context *c, const rl_mval *args);
/* Used(Value), Unused(Value): the value has uses, has none; AnyUnused
 * (ValueRange): some value of the range has none. */
bool rl_lib_Used(rl_context *c, const rl_mval *args);
bool rl_lib_Unused(rl_context *c, const rl_mval *args);
bool rl_lib_AnyUnused(rl_context *c, const rl_mval *args);
/* WithAttrsOf(Op to, Op from) -> Op: `to`, given the discardable attributes
 * of `from` (journaled; MLIR's cloneWithoutRegions keeps them). */
bool rl_lib_WithAttrsOf(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
/* Clone(Op op, ValueRange from, ValueRange to) -> Op: a copy of op (its
 * regions too) at the insertion point, every operand inside it that is
 * from[i] reading to[i] instead (MLIR's clone with an IRMapping);
 * CloneWithOperands(Op op, ValueRange vs) -> Op: a copy whose own operands
 * are vs (as many as op has), the ops inside it as op's. */
bool rl_lib_Clone(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_CloneWithOperands(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
/* OptionInts(name) -> AttrRange: a string option of the running pass
 * holding comma-separated integers (a list option), as i64 attributes. */
bool rl_lib_OptionInts(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_OptionInt(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_ArrayAttr(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
/* DefinedOutside(ValueRange, Op): no value of the range is defined inside
 * the op (in its regions, at any depth). */
bool rl_lib_DefinedOutside(rl_context *c, const rl_mval *args);
/* Inside(Value, Op), Outside(Value, Op): the value is (is not) defined in
 * the op's regions, at any depth. */
bool rl_lib_Inside(rl_context *c, const rl_mval *args);
/* UsedIn(Value, Region): some op inside the region (at any depth) uses the
 * value; UsedInBlock(Value, Block): some op of the block itself does. */
bool rl_lib_UsedIn(rl_context *c, const rl_mval *args);
bool rl_lib_UsedInBlock(rl_context *c, const rl_mval *args);
/* In(Value, ValueRange), NotIn(Value, ValueRange): the value is (is not)
 * an element of the range; Count(Value, ValueRange): how many times it is
 * (an index attribute). */
bool rl_lib_In(rl_context *c, const rl_mval *args);
bool rl_lib_NotIn(rl_context *c, const rl_mval *args);
bool rl_lib_Count(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
/* Substitute(xs, ^b, vals): xs with each argument of block ^b replaced by
 * the element of vals at its position (the operands a branch in ^b
 * forwards, in terms of what ^b received: MLIR's collapseBranch). */
bool rl_lib_Substitute(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
/* DenseOf(attrs, T): the integer attributes (of type T) as a dense
 * vector<N x T> (a switch's case values); gives up when there are none.
 * I32Array(attrs): their values as a dense i32 array (segment sizes). */
bool rl_lib_DenseOf(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_I32Array(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
/* Find(attrs, a): the position of attribute a in the range (attributes are
 * uniqued: identity), or the range's length when it is not there. */
bool rl_lib_Find(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_Outside(rl_context *c, const rl_mval *args);
/* Disjoint(ValueRange, ValueRange): no value is in both. */
bool rl_lib_Disjoint(rl_context *c, const rl_mval *args);
bool rl_lib_AddInts(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_SubInts(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_MulInts(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
/* ForBlocks(ValueRange, blocks) -> ValueRange: the values, when their types
 * are those of the blocks' arguments in turn (MLIR's branch lowerings wait
 * until the blocks they go to are converted); else it gives up. */
bool rl_lib_ForBlocks(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
/* IndexOf(Attr, Value) -> Attr: where the value's integer constant is first
 * among the elements of an integer dense array (scf.index_switch's cases,
 * at most 64 bits) or of a 1-D dense elements attribute of the constant's
 * type (cf.switch's case_values, any width), as an index attribute; the
 * number of elements when it is not there. Gives up when the value is no
 * integer constant or the attribute neither. */
bool rl_lib_IndexOf(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
/* Segment(ValueRange, Attr, Attr) -> ValueRange: segment N (the third, an
 * integer attribute) of the range cut into pieces of the sizes in a dense
 * integer array (an operand group's segment sizes, such as a switch's
 * case_operand_segments); gives up when there is none. */
bool rl_lib_Segment(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);

/* Mixed lists, as MLIR's scf.forall bounds and memref offsets, sizes and
 * strides are: a static i64 array whose entries equal to the dynamic marker
 * (INT64_MIN, MLIR's ShapedType::kDynamic) take the operands of a range in
 * turn. Static(Attr), Dynamic(Attr): an integer is not (is) the marker.
 * DynamicAt(static, dyns, i) -> Value: the operand of entry i (gives up
 * when the entry is static). FoldMixed(static, dyns) -> Attr: the array
 * with each dynamic entry whose operand is an integer constant made static
 * (MLIR's foldDynamicIndexList; the same attribute when none is); the
 * operands that stay are those NotConstant(Value) holds for.
 * I64Array(attrs): integers as a dense i64 array. Absent(Attr): an
 * optional property is not there. CeilDivInts(a, b): a / b rounded up
 * (MLIR's ceilDiv; gives up on b = 0). AsInt(a, T): an integer as an
 * attribute of integer or index type T (wrapped to its width).
 * MixedValues(static, dyns) -> ValueRange: the entries as values, the
 * operands of the dynamic ones and an index arith.constant, created in
 * order, for each static one (MLIR's getValueOrCreateConstantIndexOp; it
 * gives up in a condition, or without the arith dialect). */
bool rl_lib_Absent(rl_context *c, const rl_mval *args);
/* Present(a): an optional property is there, or a helper gave an attribute. */
bool rl_lib_Present(rl_context *c, const rl_mval *args);
bool rl_lib_NotConstant(rl_context *c, const rl_mval *args);
bool rl_lib_Static(rl_context *c, const rl_mval *args);
bool rl_lib_Dynamic(rl_context *c, const rl_mval *args);
bool rl_lib_DynamicAt(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_FoldMixed(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_I64Array(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_ElementPositions(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_Scalable(rl_context *c, const rl_mval *args);
bool rl_lib_ScalableDim(rl_context *c, const rl_mval *args);
bool rl_lib_ConstantOf(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_I64ArrayAttr(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_CeilDivInts(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
/* RemInts(a, b) -> Attr: a % b (signed, as C; gives up on b == 0) of two
 * integer attributes of one type; PowerOf2Ceil(a) -> Attr: the least power
 * of two >= a (0 for 0); SplatValue(a) -> Attr: the element of a splat or
 * one-element dense integer or float attribute; TypeValue(a) -> Type: the
 * type a type attribute holds. */
bool rl_lib_RemInts(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_PowerOf2Ceil(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_SplatValue(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_TypeValue(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_AsInt(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
/* AsFloat(a, T) -> Attr: an integer attribute as a float
 * attribute of float type T (a reduction's start value). */
bool rl_lib_AsFloat(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
/* IntegerType(w) -> Type: iW; EnumAs(a, like) -> Attr: bit enum a as
 * like's enum, case by name; StrCat(a, b) -> Attr: strings or integers
 * joined as a string; StringSize(s) -> Attr and CString(s) -> Attr: a
 * string's length, its bytes and a NUL as tensor<N x i8>;
 * UniqueSymbol(table, base) -> Attr: base, or base_N, free in table;
 * ScalarType(T) -> Type: a shaped type's element type, or T. */
/* Affine maps and integer sets (docs/rules.md, "Affine maps"):
 * AffineResults(m) -> attrs, AffineDims(m) -> Attr, AffineEqualities(s) ->
 * attrs, PostOrder(e) -> attrs, AffineKind(e) -> Attr (a string),
 * AffineValue(e) -> Attr, AffineRHS(e) -> Attr. */
bool rl_lib_AffineResults(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_AffineDims(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_AffineEqualities(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_PostOrder(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_AffineKind(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_AffineValue(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_AffineRHS(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_MultiDimMap(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
/* Attribute(op, name) -> Attr: op's discardable attribute name. */
bool rl_lib_Attribute(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_ScalarType(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_IntegerType(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_EnumAs(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_StrCat(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_StringSize(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_CString(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_UniqueSymbol(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_MixedValues(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
/* Shaped types (docs/rules.md, "Types and layouts"): Rank(T) -> Attr, the
 * rank of a ranked vector, tensor or memref (an index attribute);
 * Shape(T) -> attrs, its sizes (i64, the dynamic marker for `?`);
 * Strides(T) -> attrs and Offset(T) -> Attr, a memref's strided layout
 * (MLIR's getStridesAndOffset; they give up on a layout that is not
 * strided); ElementType(T) -> Type of a shaped or complex type;
 * MemorySpace(T) -> Attr of a memref (gives up when it has none);
 * Iota(n) -> attrs, 0 .. n - 1 as index attributes; Positions(T) -> attrs,
 * the positions of a vector type's dimensions but the last, row-major, as
 * i64 dense arrays (the rows of its !llvm.array nest). */
bool rl_lib_Iota(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_Positions(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_Rank(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
/* BitWidth(T): the width of a scalar type or of a shaped type's element
 * (index: 64), an index attribute. WithElementType(T, E): T with element
 * type E (E for a scalar T). */
bool rl_lib_BitWidth(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_WithElementType(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
/* StaticShape(T): a ranked shaped type with no dynamic size. */
bool rl_lib_StaticShape(rl_context *c, const rl_mval *args);
/* HasAttribute(op, name), NoAttribute(op, name): op has (has not) the
 * discardable attribute named by the string `name`. */
bool rl_lib_HasAttribute(rl_context *c, const rl_mval *args);
bool rl_lib_NoAttribute(rl_context *c, const rl_mval *args);
/* HasFlags(a, b): bit enum attribute a has every bit of b (same enum). */
bool rl_lib_HasFlags(rl_context *c, const rl_mval *args);
/* OpText(op): op in generic form without regions, locally numbered;
 * LocText(op): its location, as printed. */
bool rl_lib_OpText(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_LocText(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
/* SignificantBits(a, sign): the bits integer constant a needs, sign- or
 * zero-extended (APInt's getSignificantBits, getActiveBits). */
bool rl_lib_SignificantBits(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
/* TypesLegal(op): see rl_rules_pass_target; false outside a pass target. */
bool rl_lib_TypesLegal(rl_context *c, const rl_mval *args);
/* WithoutFlags(a, b): a with the bits of b cleared (same enum). */
bool rl_lib_WithoutFlags(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_Shape(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_Strides(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_Offset(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_ElementType(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_VectorType(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_ScalableVectorType(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_ScalableFlags(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_MemorySpace(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
/* Option(name): the running rule-declared pass's bool option `name` (a
 * string attribute) is true (rl_rules_option_bool). */
bool rl_lib_Option(rl_context *c, const rl_mval *args);
/* OptionValue(name) -> Attr: the running pass's enum option `name` as the
 * name of its case ("inner-parallel"), or a string option's value, a
 * string attribute (`where (OptionValue "lowering-strategy") ==
 * "inner-reduction"`); it gives up for another kind or no such option. */
bool rl_lib_OptionValue(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
/* Symbols: Undeclared(table: Op, name): no op of the symbol table's body
 * has that name (a string or a symbol reference); SymbolRef(name) -> Attr:
 * the flat symbol reference @name; FunctionType(ins, outs) -> Type: the
 * function type of those types (for a func.func's function_type). */
bool rl_lib_Undeclared(rl_context *c, const rl_mval *args);
bool rl_lib_SymbolRef(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);
bool rl_lib_FunctionType(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);

/* ---- built-in type and attribute constraints ---------------------------------- */

typedef bool (*rl_type_pred)(const rl_type *t);
typedef bool (*rl_attr_pred)(const rl_attr *a);
/* The predicate of a type constraint name usable in rules (AnyType,
 * AnyInteger, AnySignlessInteger, I1..I64 and any In/SIn/UIn, Index,
 * AnyFloat, F16, F32, F64, BF16, SignlessIntegerLike, IntegerLike,
 * FloatLike, AnyVector...), or NULL. */
rl_type_pred rl_rule_type_constraint(const char *name);
/* Likewise for attribute classes (IntegerAttr, FloatAttr, ArrayAttr,
 * TypedAttr, StrAttr, UnitAttr, BoolAttr, TypeAttr, DenseElementsAttr...). */
rl_attr_pred rl_rule_attr_constraint(const char *name);

/* ---- results -------------------------------------------------------------------- */

/* The location of a rewrite: the fused location of the matched ops' locations
 * (one location when they are all equal). */
rl_attr *rl_m_fused_loc(rl_context *c, rl_op *const *ops, unsigned n);

/* ---- conversion passes declared in rules files ------------------------------- */

/* What a `pass "NAME" { ... }` declaration says, as data (registered and run
 * by drivers/rules_pass.h). */
typedef struct rl_rules_pass_option {
  const char *name;   /* "index-bitwidth" */
  const char *kind;   /* "int", "bool", "string", "ints", ... (rl_pass_option_kind_of) */
  const char *def;    /* the default, as text */
  const char *desc;
  /* "enum": its cases, each followed by its help, NULL-ended (as
   * rl_pass_option's values); NULL for the other kinds. */
  const char *const *values;
} rl_rules_pass_option;

typedef enum rl_rules_legality { RL_RP_LEGAL, RL_RP_ILLEGAL, RL_RP_DYNAMIC } rl_rules_legality;

typedef struct rl_rules_pass_target {
  uint8_t what;          /* rl_rules_legality */
  const char *name;      /* a dialect ("llvm") or an op ("func.func") */
  rl_rule_check_fn dyn;  /* RL_RP_DYNAMIC: the constraint over the op (one RL_MK_OP argument) */
} rl_rules_pass_target;

/* `typemap SOURCE => RESULT;`: tried in the order written. */
typedef struct rl_rules_typemap {
  const char *src_constraint; /* a built-in type constraint (rl_rule_type_constraint), or NULL */
  const char *src_literal;    /* else: one type, in MLIR syntax */
  const char *dst_literal;    /* the result: a type in MLIR syntax, */
  rl_rule_native_fn helper;   /* or a helper (one RL_MK_TYPE argument, returns a type), */
                              /* or neither: the type itself (it is legal) */
  const char *file;
  unsigned line;
} rl_rules_typemap;

/* The kinds of `materialize KIND H;`, as indices of rl_rules_pass.materialize. */
enum { RL_RULES_MAT_SOURCE, RL_RULES_MAT_TARGET, RL_RULES_MAT_ARGUMENT };
/* "source", "target", "argument" as RL_RULES_MAT_*, or -1. */
static inline int rl_rules_materialization_kind(const char *s) {
  return !strcmp(s, "source") ? RL_RULES_MAT_SOURCE : !strcmp(s, "target") ? RL_RULES_MAT_TARGET
                                                    : !strcmp(s, "argument") ? RL_RULES_MAT_ARGUMENT : -1;
}

typedef struct rl_rules_pass {
  const char *name;      /* "convert-arith-to-llvm" */
  const char *summary;
  const char *display;   /* `display "ArithToLLVMConversionPass";` (default: the name) */
  const char *file;      /* the .rules file and line of the declaration */
  unsigned line;
  bool full;             /* `mode full;` (default: partial) */
  /* `mode greedy;`: the `lower` rules run under the greedy driver (folding,
   * dead-op erasure, region simplification), as MLIR's rewrite passes do;
   * target and typemaps are not used. */
  bool greedy;
  bool walk;   /* `mode walk`: greedy without folding or region simplification (MLIR passes that walk with a rewriter) */
  bool once;   /* `mode once`: a walk that tries each op there at the start once, post-order, and visits nothing it creates */
  /* `marker "NAME";`: discardable attributes the rules use as labels while
   * the pass runs (MLIR's __peeled_loop__), dropped from every op after. */
  const char *const *markers;
  unsigned nmarkers;
  const rl_rules_pass_option *options;
  unsigned noptions;
  const rl_rules_pass_target *target;
  unsigned ntarget;
  const rl_rules_typemap *typemaps;
  unsigned ntypemaps;
  /* `materialize source|target|argument H;`: the type converter's
   * materializations (RL_RULES_MAT_*), helpers (t: Type, xs: ValueRange,
   * loc: Attr) -> Value, or NULL (the driver's casts stay). */
  rl_rule_native_fn materialize[3];
  /* `where C;`: a constraint over the op the pass runs on, checked (with
   * the options set) before anything else; when it fails, so does the pass
   * (C reports what is wrong, if anything: MLIR's passes that reject their
   * options when they run). NULL: none. */
  rl_rule_check_fn requires;
  /* `include "other-pass";`: rule-declared passes whose rules, typemaps
   * (after this pass's own) and target entries (before its own) it runs too. */
  const char *const *includes;
  unsigned nincludes;
  /* `before "other-pass";`: a rule-declared pass run on the op first (MLIR's
   * passes that rewrite greedily before they convert), or NULL. */
  const char *before;
  /* Adds the file's `lower` rules to s. */
  void (*populate)(void *ud, rl_context *c, rl_pattern_set *s);
  void *ud;
} rl_rules_pass;

#endif
