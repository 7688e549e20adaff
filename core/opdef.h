/* Op definitions as data: what rulir-gen emits for each op of a `.ops` file,
 * and what the verifier and the custom-form parser and printer read. See
 * docs/ops.md. */
#ifndef RL_OPDEF_H
#define RL_OPDEF_H

#include "ir.h"

/* More traits (the first ones are in ir.h). */
enum {
  RL_TRAIT_PURE = 1u << 6,
  RL_TRAIT_COMMUTATIVE = 1u << 7,
  RL_TRAIT_IDEMPOTENT = 1u << 8,
  RL_TRAIT_INVOLUTION = 1u << 9,
  RL_TRAIT_RETURN_LIKE = 1u << 10,
  RL_TRAIT_CONSTANT_LIKE = 1u << 11,
  RL_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE = 1u << 12,
  RL_TRAIT_SAME_TYPE_OPERANDS = 1u << 13,
  RL_TRAIT_SAME_OPERANDS_AND_RESULT_SHAPE = 1u << 14,
  RL_TRAIT_SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE = 1u << 15,
  RL_TRAIT_ELEMENTWISE = 1u << 16,
  RL_TRAIT_SYMBOL = 1u << 17,
  RL_TRAIT_AUTOMATIC_ALLOCATION_SCOPE = 1u << 18,
  RL_TRAIT_RECURSIVE_MEMORY_EFFECTS = 1u << 19,
  RL_TRAIT_NO_MEMORY_EFFECT = 1u << 20,
  /* The op's one memory effect allocates its result (MemAlloc): unused, it
   * is dead, as MLIR's wouldOpBeTriviallyDead says. */
  RL_TRAIT_MEM_ALLOC = 1u << 21,
  /* No block of the op's regions has arguments (MLIR's NoRegionArguments). */
  RL_TRAIT_NO_REGION_ARGUMENTS = 1u << 22,
  RL_TRAIT_SAME_OPERANDS_SHAPE = 1u << 23,
  RL_TRAIT_SAME_OPERANDS_ELEMENT_TYPE = 1u << 24,
  /* A loop (MLIR's LoopLikeOpInterface): its regions are the loop's body,
   * what they compute from values defined outside may be hoisted. */
  RL_TRAIT_LOOP_LIKE = 1u << 25,
  /* May run speculatively when everything in its regions may (MLIR's
   * RecursivelySpeculatable: affine.if). A LoopLike op is so when its step is
   * the constant 1 (it then terminates). */
  RL_TRAIT_RECURSIVELY_SPECULATABLE = 1u << 26,
  /* Each region runs at most once when the op runs (MLIR's region
   * invocation bounds of scf.if): --control-flow-sink moves into them. */
  RL_TRAIT_REGIONS_RUN_AT_MOST_ONCE = 1u << 27,
  /* A call (MLIR's CallOpInterface): its `callee` property, a flat symbol
   * reference, names what it calls; its operands are the arguments. */
  RL_TRAIT_CALL = 1u << 28,
  /* A callable (MLIR's CallableOpInterface): a symbol whose first region is
   * the body a call runs, its ReturnLike terminators giving the results. */
  RL_TRAIT_CALLABLE = 1u << 29,
  /* The cast --inline puts where a call's argument (or a returned value)
   * has another type than the callee's parameter (or the call's result):
   * one operand, one result, in the callee's dialect (MLIR's
   * DialectInlinerInterface::materializeCallConversion). */
  RL_TRAIT_CALL_CONVERSION = 1u << 30,
  /* The op's only memory effect reads (MLIR's MemRead, with no write):
   * unused, it is dead; --cse merges two equal ones in a block with no
   * write between them. */
  RL_TRAIT_MEM_READ = 1u << 31,
};

/* What an op's `effects` hook answers. */
enum { RL_EFFECT_READ = 1u << 0, RL_EFFECT_WRITE = 1u << 1, RL_EFFECT_ALLOC = 1u << 2, RL_EFFECT_FREE = 1u << 3 };

/* A type constraint: the phrase used in messages and a predicate. */
typedef struct rl_type_constraint {
  const char *summary;             /* "signless-integer-like" */
  bool (*check)(const rl_type *t);
  /* The one type the constraint allows (I32, Index, F64...), so a format
   * need not spell it; NULL when there are several. */
  rl_type *(*build)(rl_context *c);
  /* The kind of type a format's type($x) must parse (MLIR parses the
   * constraint's C++ type: IntegerType, FunctionType...); 0 for any. */
  uint16_t kind;                   /* rl_type_kind */
} rl_type_constraint;

/* A constraint made at run time (rulir-opt --load-dialect): its `tc` has
 * check NULL, and check_data(data, t) decides; build_data, when set, builds
 * the one type. Generated tables are plain rl_type_constraints. */
typedef struct rl_type_constraint_rt {
  rl_type_constraint tc;           /* first: a pointer to it is one to this */
  bool (*check_data)(const void *data, const rl_type *t);
  rl_type *(*build_data)(const void *data, rl_context *c);
  const void *data;
} rl_type_constraint_rt;

/* Whether t satisfies tc (a generated predicate, or one made at run time). */
static inline bool rl_type_constraint_check(const rl_type_constraint *tc, const rl_type *t) {
  if (tc->check) return tc->check(t);
  const rl_type_constraint_rt *r = (const rl_type_constraint_rt *)tc;
  return r->check_data(r->data, t);
}
/* Whether tc allows one type that can be built; the type. */
static inline bool rl_type_constraint_buildable(const rl_type_constraint *tc) {
  return tc->build || (!tc->check && ((const rl_type_constraint_rt *)tc)->build_data);
}
static inline rl_type *rl_type_constraint_build(const rl_type_constraint *tc, rl_context *c) {
  if (tc->build) return tc->build(c);
  const rl_type_constraint_rt *r = (const rl_type_constraint_rt *)tc;
  return r->build_data(r->data, c);
}

typedef enum rl_arity { RL_ARITY_ONE, RL_ARITY_OPTIONAL, RL_ARITY_VARIADIC } rl_arity;

/* An operand or result group. */
typedef struct rl_value_def {
  const char *name;
  uint8_t arity;                   /* rl_arity */
  const rl_type_constraint *type;
} rl_value_def;

/* Enums: integer enums are stored as integer attributes; bit enums as the
 * dialect attribute #dialect.mnemonic<...>. */
typedef struct rl_enum_def {
  const char *name;                /* "CmpIPredicate" */
  const char *mnemonic;            /* bit enums: "fastmath"; else NULL */
  const char *separator;           /* bit enums: "," or ", " */
  uint8_t width;                   /* integer enums: storage width (32 or 64) */
  bool bits;                       /* a bit enum */
  uint16_t n;                      /* number of cases */
  const char *const *keywords;     /* in declaration order */
  const uint64_t *values;
  const char *dialect;             /* the dialect that declares it (bit enums' #dialect) */
  const char *attr_name;           /* bit enums: MLIR's name of the attribute
                                    * ("Vector_CombiningKindAttr"), which its
                                    * parse errors give; or NULL */
  const char *attr_param;          /* its parameter's name ("CallingConv"; NULL: "value") */
  const char *cpp_type;            /* the C++ type MLIR names (NULL: ::mlir::DIALECT::NAME) */
  const char *invalid;             /* "invalid Calling Conventions specification": MLIR's
                                    * message for an unknown word, else "expected TYPE to be
                                    * one of: ..." */
} rl_enum_def;

typedef enum rl_attr_def_kind {
  RL_AK_ANY, RL_AK_STR, RL_AK_SYMBOL_NAME, RL_AK_FLAT_SYMREF, RL_AK_SYMREF, RL_AK_TYPE,
  RL_AK_UNIT, RL_AK_BOOL, RL_AK_I32, RL_AK_I64, RL_AK_INDEX, RL_AK_APINT, RL_AK_TYPED,
  RL_AK_ARRAY, RL_AK_DICT_ARRAY, RL_AK_DENSE_I32_ARRAY, RL_AK_DENSE_I64_ARRAY,
  RL_AK_ELEMENTS, RL_AK_ENUM,
  RL_AK_NONNEG_I32, /* NonNegativeI32Attr: MLIR's ConfinedAttr<I32Attr, [IntNonNegative]> */
  RL_AK_ATTR_ARRAY, /* an array of one dialect attribute (MLIR's TypedArrayAttrBase) */
} rl_attr_def_kind;

/* A property (inherent attribute). */
typedef struct rl_attr_def {
  const char *name;
  uint8_t kind;                    /* rl_attr_def_kind */
  bool optional;
  const rl_enum_def *enm;          /* RL_AK_ENUM */
  const rl_type_constraint *type;  /* RL_AK_TYPE: the type's constraint, or NULL */
  const char *default_value;       /* an enum keyword ("none") for enums, else an attribute
                                      in MLIR syntax ("#ub.poison", "0 : i64"); or NULL */
  const char *summary;             /* RL_AK_ATTR_ARRAY: the phrase of messages */
  const char *elem;                /* RL_AK_ATTR_ARRAY: "dialect.mnemonic" of each element */
} rl_attr_def;

/* Folding (MLIR's OpFoldResult): each result becomes either a constant
 * attribute or an existing value. */
typedef struct rl_fold_result {
  rl_attr *attr;   /* a constant (typed attribute), or NULL */
  rl_value *value; /* an existing value, or NULL */
} rl_fold_result;
/* A folder sees the op and the constant value of each operand (NULL where
 * the operand is not a constant); it fills one rl_fold_result per result
 * and returns true, or returns false (nothing to fold). A folder may also
 * fold in place (update the op's operands or properties, as MLIR's
 * `fold` returning the op's own result does): then it returns true with
 * every result left NULL. It never creates or erases ops. */
typedef bool (*rl_fold_fn)(rl_op *op, rl_attr *const *operands, rl_fold_result *results);
/* Materializes a constant of a dialect as an op (MLIR's
 * materializeConstant), or returns NULL. */
typedef struct rl_builder rl_builder;
typedef rl_op *(*rl_materialize_fn)(rl_builder *b, rl_attr *value, rl_type *type, rl_attr *loc);

typedef struct rl_parser rl_parser;   /* the text parser, as custom hooks see it */
typedef struct rl_op_parse_state rl_op_parse_state; /* an op being parsed (asm.h) */
typedef struct rl_printer rl_printer; /* the printer, as custom hooks see it */

/* Result naming (MLIR's getAsmResultNames): set a name for a result. */
typedef void (*rl_set_name_fn)(void *ud, rl_value *v, const char *name);

/* AllTypesMatch<a, b, ...> (MLIR's PredOpTrait of that name): values of
 * single operand or result groups whose types must be the same. */
typedef struct rl_types_match {
  const char *names;               /* "lowerBound, upperBound, step": for the message */
  uint8_t n;
  const int16_t *refs;             /* operand group g: g; result group g: -1 - g */
} rl_types_match;

/* RegionBranch<KIND, names...> (MLIR's RegionBranchOpInterface, as the
 * dataflow analyses read it, drivers/dataflow.c): where control goes from
 * the op into its regions and from their terminators. */
typedef enum rl_region_flow {
  RL_RF_NONE,
  RL_RF_IF,     /* If<cond>: region 0 when cond holds, else region 1 (the results when it is empty); If: either */
  RL_RF_SWITCH, /* Switch<arg, cases>: region i + 1 when arg is cases[i], else region 0 */
  RL_RF_ONCE,   /* Once: region 0, once */
  RL_RF_LOOP,   /* Loop<inits[, lbMap, ubMap, step]>: region 0 or the results, from the op and from region 0's end */
  RL_RF_WHILE,  /* While<inits>: region 0; its terminator's operand 0 picks region 1 or the results; region 1 to 0 */
} rl_region_flow;

typedef struct rl_region_branch {
  uint8_t kind;                    /* rl_region_flow */
  int8_t operand;                  /* If, Switch: the operand group deciding; Loop, While: the group forwarded on entry; -1 */
  int8_t props[3];                 /* Switch: the cases property; Loop: lower and upper bound maps and step (a
                                    * constant trip count when they are constant); -1 */
} rl_region_branch;

typedef struct rl_opdef {
  const char *name;                /* "arith.addi" */
  const char *summary;
  uint32_t traits;                 /* RL_TRAIT_* */
  uint8_t noperands, nresults, nattrs, nregions, nsuccs;
  const rl_value_def *operands;
  const rl_value_def *results;
  const rl_attr_def *attrs;        /* properties, in declaration order */
  const char *const *regions;      /* region names */
  uint8_t region_min_blocks_one;   /* bit i: region i is SizedRegion<1> */
  bool variadic_regions, variadic_succs;
  const char *const *succs;        /* successor names */
  const char *format;              /* declarative format, or NULL */
  /* A custom form written in C (instead of `format`). */
  bool (*parse)(rl_parser *p, rl_op_parse_state *st);
  void (*print)(rl_printer *p, rl_op *op);
  /* Result types the format does not name (MLIR's InferTypeOpInterface):
   * append them to st; return false after reporting an error. */
  bool (*infer)(rl_parser *p, rl_op_parse_state *st);
  /* Ops nested in this op's regions may omit this dialect prefix. */
  const char *default_dialect;
  bool (*verify)(rl_op *op);       /* extra checks after the declarative ones */
  /* Checks of the symbols op references (MLIR's SymbolUserOpInterface),
   * run by the nearest enclosing symbol table once its own symbols are
   * verified; NULL for most ops. */
  bool (*verify_uses)(rl_op *op);
  rl_fold_fn fold;                 /* folder, or NULL */
  /* The op's memory effects when they depend on the op itself (MLIR's
   * MemoryEffectOpInterface: llvm.inline_asm has them only with
   * has_side_effects): RL_EFFECT_* bits, 0 for none; NULL: its traits say. */
  unsigned (*effects)(const rl_op *op);
  void (*names)(rl_op *op, rl_set_name_fn set, void *ud);
  const char *parent;              /* HasParent: name of the parent op, or NULL */
  /* AllTypesMatch traits, checked after operand and result types and
   * before regions (as MLIR's verifyInvariants). */
  const rl_types_match *types_match;
  uint8_t ntypes_match;
  rl_region_branch region_branch;  /* RegionBranch<...>, kind RL_RF_NONE without */
} rl_opdef;

/* The value of a constant-like op without operands (by folding it), or
 * NULL: what the drivers hand folders for constant operands. Inline: the
 * greedy driver asks it for every operand it folds. */
static inline rl_attr *rl_op_constant_value(rl_op *op) {
  if (!op || !(op->info->traits & RL_TRAIT_CONSTANT_LIKE) || !op->info->def || !op->info->def->fold) return NULL;
  if (op->nresults != 1 || op->noperands) return NULL;
  rl_fold_result r = {0};
  if (!op->info->def->fold(op, NULL, &r)) return NULL;
  return r.attr;
}

/* The integer attribute of v's constant-like definition, or NULL (MLIR's
 * m_ConstantInt). */
static inline rl_attr *rl_value_constant_int(rl_value *v) {
  rl_attr *a = rl_op_constant_value(rl_value_defining_op(v));
  return a && a->kind == RL_AT_INTEGER ? a : NULL;
}

/* 1 / 0 for an i1 constant true / false, -1 otherwise (MLIR's
 * m_Constant(BoolAttr)). */
static inline int rl_value_constant_bool(rl_value *v) {
  rl_attr *a = rl_value_constant_int(v);
  if (!a || rl_type_int_width(rl_attr_type_of(a)) != 1) return -1;
  return (int)(rl_attr_int_words(a)[0] & 1);
}

/* A dialect's constant materializer (called by the greedy driver when a
 * fold produces a constant). */
void rl_register_materializer(rl_context *c, const char *dialect, rl_materialize_fn fn);
rl_materialize_fn rl_dialect_materializer(rl_context *c, rl_ident *dialect);

/* A dialect's check of a discardable attribute named `dialect.*` on any op
 * (MLIR's Dialect::verifyOperationAttribute): reports and returns false,
 * or returns true. The verifier calls it before the op's own checks. */
typedef bool (*rl_attr_verify_fn)(rl_op *op, rl_ident *name, rl_attr *value);
typedef struct rl_attr_verifier {
  rl_ident *dialect;
  rl_attr_verify_fn fn;
} rl_attr_verifier;
void rl_register_attr_verifier(rl_context *c, const char *dialect, rl_attr_verify_fn fn);

/* Registers the ops of a dialect with a context (generated code calls it). */
void rl_register_opdefs(rl_context *c, const rl_opdef *const *defs, unsigned n);
/* The same, keeping the ops' infos in c under key k (in the order of defs),
 * so that the dialect's typed builders find op i's info with an array load
 * (rl_opdefs_info) instead of hashing its name. */
void rl_register_opdefs_keyed(rl_context *c, const rl_opdef *const *defs, unsigned n, rl_context_key *k);
/* The info of op i of the defs registered under k; by name when c has not
 * registered them so. */
static inline rl_opinfo *rl_opdefs_info(rl_context *c, rl_context_key *k, unsigned i, const char *name, size_t n) {
  rl_opinfo *const *v = (rl_opinfo *const *)rl_context_state(c, k);
  return v ? v[i] : rl_opinfo_get(c, name, n);
}

/* Dialect attributes the parser knows: `#dialect.mnemonic<...>` for a bit
 * enum (en), or the parameterless `#dialect.mnemonic` (en NULL). */
void rl_register_dialect_attr(rl_context *c, const char *dialect, const char *mnemonic,
                              const rl_enum_def *en);
/* The entry for dialect.mnemonic: an rl_enum_def *, RL_PLAIN_DIALECT_ATTR
 * ((void *)1) for a parameterless one, or NULL. */
void *rl_dialect_attr_lookup(rl_context *c, rl_ident *dialect, const char *mnemonic, size_t n);

/* Whether attribute a is of the kind property ad declares. */
bool rl_attr_def_accepts(const rl_attr_def *ad, const rl_attr *a);

/* The definition of a registered op, or NULL. */
const rl_opdef *rl_op_def(const rl_op *op);

/* Properties by name (registered or not). */
rl_attr *rl_op_get_prop(rl_op *op, rl_ident *name);
void rl_op_set_prop(rl_context *c, rl_op *op, rl_ident *name, rl_attr *value);

/* Operand and result groups of ops with optional or variadic groups: the
 * first index and the size of group g. */
unsigned rl_op_operand_group(const rl_op *op, unsigned g, unsigned *size);
unsigned rl_op_result_group(const rl_op *op, unsigned g, unsigned *size);

struct rl_rewriter;

/* An insertion point for builders: ops go into `block` before `before`
 * (at the end if before is NULL). A rewriter's builder (and any copy of it)
 * names its rewriter in `rw`, as MLIR's OpBuilder has a listener: ops built
 * through it are created by the rewriter, so the driver hears of them (and
 * the conversion driver journals them). A builder written as {ctx, block,
 * before} has no rewriter. */
struct rl_builder {
  rl_context *ctx;
  rl_block *block;
  rl_op *before;
  struct rl_rewriter *rw;
};

/* Creates the op described by st and inserts it at the builder's point (if
 * the builder has a block); through b->rw when the builder has one. Every
 * generated typed builder (rl_<dialect>_<op>_create) ends here. */
rl_op *rl_builder_create(rl_builder *b, const rl_op_state *st);
/* The same, telling no rewriter: for rewriters and drivers themselves. */
rl_op *rl_builder_create_unobserved(rl_builder *b, const rl_op_state *st);

#endif
