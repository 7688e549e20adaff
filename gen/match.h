/* The matcher program: checked rules lowered to instruction sequences (one
 * per rule, and per operand order of its commutative ops), and the
 * sequences of one root op merged into a decision tree. The C back end
 * (gen/emit_rules.c) prints the tree as C; the interpreter (gen/interp.c)
 * walks it. See docs/rules.md, "Compilation".
 *
 * Registers: r0 is the root op; each instruction writes at most one new
 * register. Registers are numbered in the order a rule's instructions are
 * emitted, so rules sharing a prefix of instructions share its registers,
 * and a tree node's instruction means the same in every rule below it. */
#ifndef RL_GEN_MATCH_H
#define RL_GEN_MATCH_H

#include "core/rules_build.h"
#include "gen/rules.h"

typedef enum gen_mop {
  /* Matching: loads never fail; checks may (at `check`). */
  GM_OPERAND,  /* d = operand group idx of op a (value, optional value, or range) */
  GM_DEFOP,    /* d = the op defining value a, which must be a `name` op */
  GM_PROP,     /* d = property `name` of op a (NULL when absent) */
  GM_RESULT,   /* d = result idx of op a */
  GM_TYPE,     /* d = type of value a */
  GM_CONSTOF,  /* d = constant attribute of value a (a must be a constant) */
  GM_LITERAL,  /* d = the attribute or type written `name` (MLIR syntax) */
  GM_PRESENT,  /* a is not NULL (an optional operand is there) */
  GM_SAME,     /* a == b */
  GM_DIFF,     /* a != b */
  GM_INTEQ,    /* a is an integer attribute equal to ival */
  GM_TYPEC,    /* type a satisfies the type constraint `name` */
  GM_ATTRC,    /* attribute a satisfies the attribute constraint `name` */
  GM_CALL,     /* constraint `name`(args) holds */
  GM_ISOP,     /* op a is a `name` op (a condition `E is (name ...)`) */
  /* Rewriting (a leaf's actions). */
  GB_CALL,     /* d = native helper `name`(args); may fail */
  GB_LITERAL,  /* d = literal `name` */
  GB_TYPE,     /* d = type of value a */
  GB_RESULT,   /* d = result idx of op a */
  GB_CREATE,   /* d = new op `name`: operands args, properties, types, location */
  GB_REPLACE,  /* replace op a with args (one op register: all its results) */
  GB_ERASE,    /* erase op a, when its ival (gen_erase_when) says */
  GB_REMAP,    /* d = what value or range a converted to (`lower` rules); may fail */
  /* Control flow (docs/rules.md, "Control flow"). */
  GM_SUCC,     /* d = successor group idx of op a (a block, or a range) */
  GM_REGION,   /* d = region group idx of op a (a region, or a range) */
  GM_EMPTY,    /* region a has no blocks */
  GM_BLOCK,    /* d = the only block of region a */
  GM_NARGS,    /* block a has ival arguments (idx: at least) */
  GM_ARG,      /* d = argument idx of block a (kind RANGE: those from idx) */
  GM_TERM,     /* d = the last op of block a, a `name` op (ival: its only op) */
  GM_OPS,      /* d = the ops of block a before its last one */
  GB_LIST,     /* d = the range of args, in order */
  GB_GET,      /* d = accessor idx (rl_mget) of a (ival, name) */
  GB_SPLIT,    /* d = the block after the root (ival: with the root's result types as arguments) */
  GB_BLOCK,    /* d = a new block before, after or in (ival: GEN_AT_*) a, argument types args */
  GB_INLINE,   /* region a's blocks before or after block b, or block a's ops in block b or before or after
                * op b (ival: GEN_AT_*; kind: a's kind, idx: b's); a's entry arguments replaced by args */
  GB_IP,       /* insertion point: end of block a, before op a, or (a < 0) before the root */
  GB_FOR,      /* for each element tregs[i] of ranges args[i] (of the same length), up to the
                * matching GB_ENDFOR; b >= 0: r[b] collects (GB_COLLECT; ival: starts empty and
                * grows, a flat map; a >= 0: r[a] too, the counts of a `signature`) */
  GB_ENDFOR,
  GB_COLLECT,  /* appends a to the range r[b] (ival: the elements of range a, of kind idx; d >= 0:
                * and their number to r[d]) */
  GB_SET,      /* r[d] = r[a]: a name bound before a `for` rebound in it (a fold's accumulator) */
  GB_SIGNATURE, /* converts block a's signature: args (types, counts) or none; name: the pack helper or NULL */
  /* Conditions that compute (docs/rules.md, "Conditions that compute"). */
  GM_GET,      /* d = accessor idx (rl_mget) of a (ival, name); fails when it does not exist */
  GM_NATIVE,   /* d = library helper `name`(args), an attribute or a type; fails when it gives up */
  GM_INTCMP,   /* integer attributes a and b (b < 0: a and ival) compare by idx (rl_mcmp) */
  GB_ERASE_BLOCK, /* erase block a at the end, if it is empty and unreachable then */
  /* Conditions in results (`if`, `[E for $x in R if C]`): GB_IF, the
   * condition's instructions (GM_* checks and loads: a failed check goes to
   * the GB_ELSE, not out of the rule), GB_THEN, what runs when it holds,
   * GB_ELSE, what runs otherwise, GB_ENDIF. */
  GB_IF, GB_THEN, GB_ELSE, GB_ENDIF,
  GB_FAIL,     /* `fail;`: the rule gives up */
  GB_USES,     /* replace the uses of value a by value args[0]: all (b < 0), or those in region or block b
                * (idx: its kind; a region's at any depth, a block's own ops') */
  GB_SETATTRS, /* op a's properties and (the last ndisc) discardable attributes pnames set to pregs, in place */
  /* The C back end's trees only (gen_match_swap_loops). */
  GM_SWAP,     /* loops over the operand orders of the commutative ops in mask ival (of rule idx) */
} gen_mop;

/* When GB_ERASE erases its op. */
enum gen_erase_when {
  GEN_ERASE_AT_END,        /* at the end of the rule, if nothing uses it then */
  GEN_ERASE_NOW,           /* at once (it has no results) */
  GEN_ERASE_NOW_IF_UNUSED, /* at once if nothing uses it, else never (in a loop or branch) */
};

/* Whether an action changes the IR (the rule is then announced as applied). */
static inline bool gen_mop_changes_ir(gen_mop op) {
  return op == GB_CREATE || op == GB_REPLACE || op == GB_ERASE || op == GB_SPLIT || op == GB_BLOCK ||
         op == GB_INLINE || op == GB_SIGNATURE || op == GB_USES || op == GB_SETATTRS;
}

/* How a created op gets its result types. */
typedef enum gen_tmode {
  GEN_T_WRITTEN = RL_MT_WRITTEN, /* types: registers */
  GEN_T_ROOT = RL_MT_ROOT,       /* those of the root op it replaces */
  GEN_T_SAME = RL_MT_SAME,       /* SameOperandsAndResultType: the first operand's */
  GEN_T_BUILD = RL_MT_BUILD,     /* each result's constraint allows one type */
  GEN_T_NONE = RL_MT_NONE,       /* no results */
  GEN_T_VALUE = RL_MT_VALUE,     /* a constant: its typed `value` property's type */
  GEN_T_ROOT_CONVERTED = RL_MT_ROOT_CONVERTED, /* `lower` rules: the root's, converted */
} gen_tmode;

typedef struct gen_minst {
  gen_mop op;
  uint8_t check;          /* rl_mcheck when it fails */
  uint8_t kind;           /* rl_mkind of d */
  uint8_t swap;           /* GM_OPERAND of commutative op k's operands: k + 1 (idx is then i ^ s_k), else 0 */
  int d, a, b;
  int idx;
  int64_t ival;
  const char *name;       /* op, property, constraint, helper, or literal text */
  const gen_decl *helper; /* a user constraint or native, or NULL */
  const struct gen_op *opdef; /* GM_OPERAND, GM_PROP, GB_CREATE: the op's definition (its typed accessors and builder) */
  const char *cconst;     /* GM_LITERAL, GB_LITERAL of an enum case: its C constant (RL_ARITH_CMPIPREDICATE_EQ) */
  const struct gen_module *cmod; /* the module whose header defines cconst */
  int *args;              /* GM_CALL, GB_CALL, GB_CREATE operands, GB_REPLACE values */
  uint8_t *argkinds;      /* rl_mkind of each arg */
  unsigned nargs;
  const char **pnames;    /* GB_CREATE: properties */
  int *pregs;
  unsigned nprops;
  unsigned ndisc;         /* GB_CREATE: the last ndisc of pnames are discardable attributes */
  int *tregs;             /* GB_CREATE: written result types */
  uint8_t *tkinds;        /* GB_CREATE: rl_mkind of each (types or type ranges) */
  unsigned ntypes;
  int *sregs;             /* GB_CREATE: successors (blocks, ranges of blocks) */
  uint8_t *skinds;
  unsigned nsuccs;
  unsigned nregions;      /* GB_CREATE: empty regions */
  int rreg;               /* GB_CREATE: a range of regions moved into the last (variadic) ones, or -1 */
  uint8_t rkind;          /* its rl_mkind */
  int rcount;             /* GB_CREATE: a range register, one more empty region per element, or -1 */
  uint8_t tmode;          /* gen_tmode */
  unsigned nresults;
  int locop;              /* GB_CREATE: op register whose location to use, or -1 */
  int value_prop;         /* GB_CREATE, GEN_T_VALUE: index of `value` among the properties */
  const char *why;        /* failure phrase */
  gen_loc src;
  int slot;               /* the C back end: index into its tables */
  /* Resolved by the interpreter when it loads the program. */
  void *rp;
  void *rp2;
} gen_minst;

/* A rule at the end of a path of checks. */
typedef struct gen_mleaf {
  unsigned rule;          /* index into gen_mprog.rules */
  unsigned variant;       /* operand order of its commutative ops */
  bool last_variant;      /* failures are reported at the last order tried */
  unsigned swaps;         /* gen_match_swap_loops: the commutative ops whose order loops around it (bit k) */
  gen_minst *acts;
  unsigned nacts;
  int *matched;           /* op registers matched (for the fused location) */
  unsigned nmatched;
  const char **regnames;  /* each register's rule binding ("x" for $x), or NULL: names for the C back end */
  unsigned nregnames;
  /* The action before which the fused location of the matched ops is
   * taken (for the ops created without a location of their own): the
   * first such create, or an earlier action that may free a matched op;
   * nacts when no create needs it. */
  unsigned fused_at;
  struct gen_mnode *parent; /* the node it hangs from */
} gen_mleaf;

typedef struct gen_mnode gen_mnode;
struct gen_mnode {
  gen_minst *inst;        /* NULL at the top and at leaves */
  gen_mleaf *leaf;        /* a leaf */
  gen_mnode **kids;
  unsigned nkids, capkids;
  unsigned lo, hi;        /* the leaves below: [lo, hi) in tree order */
  gen_mnode *parent;      /* NULL at the top */
};

typedef struct gen_mtree {
  const char *root;       /* op name */
  bool lower;             /* a tree of `lower` rules (conversion patterns) */
  unsigned benefit;       /* the best rule's */
  gen_mnode top;
  gen_mleaf **leaves;     /* in the order tried */
  unsigned nleaves, capleaves;
  unsigned *rules;        /* rule indices, in the order tried, each once */
  unsigned nrules, caprules;
  unsigned nregs;
} gen_mtree;

typedef struct gen_mprog {
  gen_ctx *g;
  gen_rinst **rules;      /* every rule of the files, in definition order */
  unsigned nrules;
  gen_mtree *trees;       /* one per root op, in order of first rule */
  unsigned ntrees;
  int first_file;         /* index of the first rules file (the C back end's source), or -1 */
} gen_mprog;

/* Lowers the rules of the checked files into one program (the rules of
 * later files after those of earlier ones). Returns NULL after errors. */
gen_mprog *gen_match_build(gen_ctx *g, gen_rules *const *files, unsigned n);

/* The trees of p as the C back end prints them: the operand orders of a
 * rule's commutative ops as loops (GM_SWAP) around one path, not one path
 * per order. Failures are then reported in the last iteration (all the
 * loops' s_k are 1), and its leaf's `swaps` says which s_k it sees. */
const gen_mprog *gen_match_swap_loops(const gen_mprog *p);

/* The C back end (gen/emit_rules.c): writes out_c, with `#line` back into
 * the .rules file and one registration function,
 * rl_rules_<stem>_populate(rl_context *, rl_pattern_set *). */
bool gen_emit_rules(gen_ctx *g, const gen_mprog *p, const char *out_c);

/* The C helpers alone, each wrapped as rl_helper_NAME with the rule
 * library's signatures: what the interpreter compiles at run time. */
bool gen_emit_helpers(gen_ctx *g, const gen_decl *const *helpers, unsigned n, const char *out_c);

/* Prints the program (rulir-gen --dump-matcher). */
void gen_match_dump(const gen_mprog *p, FILE *f);

/* The library signature of helper or constraint `name` (core's standard
 * IsZero, AddInts..., or an extern the rules file or one of its dialects
 * declares), or NULL. */
typedef struct gen_libsig {
  const char *name;
  uint8_t nargs;
  uint8_t args[4];
  uint8_t ret;            /* natives */
  bool constraint;
  bool in_order;          /* never hoisted: it reads the IR built so far (OpText) */
} gen_libsig;
const gen_libsig *gen_match_libsig(const gen_rules *rs, const char *name);
/* name is a constraint of core's standard library over one op (its C is
 * rl_lib_<name>): a pass's `dynamic ... where name` may use it. */
bool gen_standard_op_constraint(const char *name);

/* The accessors rules call by name ((entry $r), (args ^b 1), ...: core's
 * rl_mget), with their number of arguments and what they return. */
typedef struct gen_builtin {
  const char *name;
  uint8_t what;           /* rl_mget */
  uint8_t min, max;       /* arguments */
  uint8_t arg;            /* rl_mkind the first argument must be, or 0xff: any range */
  uint8_t ret;            /* rl_mkind of the result, or 0xff: the element (at) / the range (drop) of the argument */
} gen_builtin;
const gen_builtin *gen_match_builtin(const char *name);

#endif
