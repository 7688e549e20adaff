/* The syntax tree of `.ops` files (and, later, `.rules` files): what the
 * lemon grammar builds, what sema resolves and the emitters read. Every node
 * lives in the compilation's arena; nothing is freed one by one. */
#ifndef RL_GEN_AST_H
#define RL_GEN_AST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/context.h"

/* A place in a source file: the file's index in gen_ctx.files and a byte
 * offset. Line and column are computed when a diagnostic needs them. */
typedef struct gen_loc {
  uint32_t file;
  uint32_t off;
} gen_loc;

/* A token as the lexer hands it to the parser (zero-copy). */
typedef struct gen_token {
  int kind;        /* GT_* from the generated grammar.h */
  uint32_t off;    /* byte offset of the first byte */
  uint32_t len;    /* bytes */
} gen_token;

/* A name: NUL-terminated copy and where it was written. */
typedef struct gen_name {
  const char *s;   /* NULL when absent */
  gen_loc loc;
} gen_name;

/* A string literal, possibly several adjacent ones ("a" "b"), decoded. */
typedef struct gen_str_piece {
  struct gen_str_piece *next;
  uint32_t off;    /* offset of the opening quote in the source */
  uint32_t dlen;   /* decoded bytes this piece contributes */
} gen_str_piece;

typedef struct gen_str {
  char *s;         /* decoded, NUL-terminated; NULL when absent */
  size_t len;
  gen_loc loc;     /* the first piece's opening quote */
  gen_str_piece *pieces;
} gen_str;

/* A constraint expression: `AnyType`, `I32`, `VectorOf<F32 | F64>`,
 * `SizedRegion<1>`, `A | B`. Also used for traits. */
typedef enum gen_cexpr_kind {
  GEN_CE_NAME,     /* name, optionally applied to args: Name<a, b> */
  GEN_CE_UNION,    /* args: the alternatives */
  GEN_CE_INT,      /* an integer argument (SizedRegion<1>) */
} gen_cexpr_kind;

typedef struct gen_cexpr gen_cexpr;
struct gen_cexpr {
  gen_cexpr *next;  /* first field: see gen_list_add */
  gen_cexpr_kind kind;
  gen_name name;         /* GEN_CE_NAME */
  bool applied;          /* written with <...> */
  int64_t ival;          /* GEN_CE_INT */
  gen_loc loc;
  gen_cexpr *args;       /* arguments or alternatives, linked by next */
};

/* A list being built by the grammar: head and tail of a next-linked list. */
typedef struct gen_list {
  void *head, *tail;
} gen_list;

/* `name[?]: C[?|...] [= default];` inside operands/results/properties/
 * regions/successors. The grammar accepts the union of the forms; sema says
 * which part does not belong where. */
typedef enum gen_arity_suffix { GEN_SFX_NONE, GEN_SFX_OPTIONAL, GEN_SFX_VARIADIC } gen_arity_suffix;

typedef struct gen_member gen_member;
struct gen_member {
  gen_member *next;  /* first field: see gen_list_add */
  gen_name name;
  bool name_optional;    /* `name?: K` (properties) */
  gen_loc qloc;          /* where the `?` after the name is */
  gen_cexpr *type;       /* constraint or attribute kind */
  gen_arity_suffix suffix;
  gen_loc sfx_loc;
  gen_name def_name;     /* `= keyword` */
  gen_str def_str;       /* `= "attr"` */
  gen_loc def_loc;
};

typedef enum gen_item_kind {
  GEN_IT_SUMMARY, GEN_IT_OPERANDS, GEN_IT_RESULTS, GEN_IT_PROPERTIES, GEN_IT_REGIONS,
  GEN_IT_SUCCESSORS, GEN_IT_FORMAT, GEN_IT_FORMAT_CUSTOM, GEN_IT_VERIFY, GEN_IT_FOLD,
  GEN_IT_NAMES, GEN_IT_PARENT, GEN_IT_DESCRIPTION, GEN_IT_INFER, GEN_IT_DEFAULT_DIALECT,
  GEN_IT_VERIFY_USES, GEN_IT_EFFECTS, GEN_IT_COUNT_
} gen_item_kind;

/* One item of an op body. */
typedef struct gen_item gen_item;
struct gen_item {
  gen_item *next;  /* first field: see gen_list_add */
  gen_item_kind kind;
  gen_loc loc;           /* the keyword */
  gen_str str;           /* summary, description, format */
  gen_name fn, fn2;      /* verify/verify uses/fold/names/infer/default_dialect; custom parse + print */
  gen_name opname;       /* parent: dotted name */
  gen_member *members;   /* operands, results, ... */
};

typedef struct gen_enum_case gen_enum_case;
struct gen_enum_case {
  gen_enum_case *next;  /* first field: see gen_list_add */
  gen_name name;
  uint64_t value;
  gen_loc vloc;
};

/* ---- the .rules language (docs/rules.md) ---------------------------------- */

/* An expression of a rule: a DAG node of a source or result pattern, an
 * attribute pattern, a condition operand or a literal. */
typedef enum gen_expr_kind {
  GEN_X_OP,        /* (name:$bind args... {attrs}) : types @loc */
  GEN_X_BIND,      /* $x, $x#1, $x.name, $xs..., $x? */
  GEN_X_IGNORE,    /* $_ or _ */
  GEN_X_NAME,      /* a bare name: constraint, enum case, loop variable, type */
  GEN_X_CONSTRAINED, /* Constraint:$x (name + bind) */
  GEN_X_CALL,      /* Name(args): native helper or constraint over bindings */
  GEN_X_TYPEOF,    /* type($x) */
  GEN_X_INT, GEN_X_FLOAT, GEN_X_STRING,
  GEN_X_MLIR,      /* #mlir"..." */
  GEN_X_EQ, GEN_X_NE, /* where-clause comparisons: args a, b */
  GEN_X_BLOCK,     /* ^name, ^name... (a successor, or a block of the result) */
  GEN_X_REGION,    /* {...}: a region pattern (docs/rules.md, "Control flow") */
  GEN_X_LIST,      /* [a, b...]: a range made of values and ranges, in order */
  GEN_X_COMP,      /* [for $x in R: E] or [for ($x, $y) in (R, S): E]: E for each element */
  GEN_X_LT, GEN_X_LE, GEN_X_GT, GEN_X_GE, /* where-clause integer comparisons: args a, b */
  GEN_X_IS,        /* E is (op ...): the op E gives matches the pattern (args: E, the pattern) */
} gen_expr_kind;

typedef enum gen_bind_suffix { GEN_B_NONE, GEN_B_VARIADIC, GEN_B_OPTIONAL } gen_bind_suffix;

typedef struct gen_attrpat gen_attrpat;
typedef struct gen_expr gen_expr;
struct gen_expr {
  gen_expr *next;  /* first field: see gen_list_add */
  gen_expr_kind kind;
  gen_loc loc;
  gen_name name;         /* op name, constraint, callee, bare name */
  gen_name bind;         /* $x (without `$`); op: the `:$r` binding */
  int result_index;      /* $x#N: N, else -1 */
  gen_name result_name;  /* $x.name */
  gen_bind_suffix suffix;
  gen_expr *args;        /* operands, call arguments, comparison sides */
  gen_attrpat *attrs;    /* op: {name = pattern, ...} */
  gen_expr *types;       /* op in a result: written result types */
  gen_expr *at;          /* op in a result: `@ $x` location */
  int64_t ival;
  gen_str str;           /* string literal; #mlir text (decoded) */
  const char *text;      /* FLOAT: as written */
  /* GEN_X_REGION: `{}` (empty), `{$r}` (bind only), `{$rs...}` (suffix
   * variadic), or `{$r? ^name(args): [$ops...|...] [term]}`: a region of
   * one block, `name` its entry block, `args` its arguments. */
  bool has_block;        /* a block is described */
  bool empty;            /* `{}` */
  bool any_ops;          /* `...` (or `$ops...`): ops may precede the terminator */
  gen_name ops;          /* `$ops...`: the ops before the terminator, bound */
  gen_expr *term;        /* the terminator's pattern, or NULL; GEN_X_COMP: E */
  gen_expr *vars;        /* GEN_X_COMP: the loop variables ($x), linked; `args` the ranges */
  gen_expr *filter;      /* GEN_X_COMP: `if` conditions (linked), or NULL */
};

struct gen_attrpat {
  gen_attrpat *next;  /* first field: see gen_list_add */
  gen_name name;
  gen_expr *value;
  bool optional;         /* `name = (Helper ...)?`: left out when the helper gives up */
};

/* A result statement. */
typedef enum gen_stmt_kind {
  GEN_S_VALUE,     /* the root is replaced by this expression */
  GEN_S_LET,       /* $t = expr; */
  GEN_S_REPLACE,   /* replace $x with expr, ...; */
  GEN_S_ERASE,     /* erase $x; (no binding: the root) */
  GEN_S_SPLIT,     /* split ^b; split ^b($rs...); */
  GEN_S_BLOCK,     /* block ^b($x: T, $xs...: Ts) before|after ^c; */
  GEN_S_INLINE,    /* inline REGION before|after ^c [(values)]; */
  GEN_S_IN,        /* in ^b { statements } */
  GEN_S_BEFORE,    /* before OP { statements } (value: OP) */
  GEN_S_FOR,       /* for $x in RANGE { statements } */
  GEN_S_SIGNATURE, /* signature BLOCK [as [E for $x in R] [pack HELPER]]; (bind: HELPER) */
  GEN_S_ERASE_BLOCK, /* erase ^b; (at the end: an empty block no branch reaches) */
  GEN_S_IF,        /* if conds { statements } [else { statements }] */
  GEN_S_FAIL,      /* fail; or fail "message"; (value: the message, a string) */
  GEN_S_USES,      /* replace uses of X [in R] with V; (args: X, at: R or NULL, value: V) */
  GEN_S_SET,       /* set $op {name = value, ...}; (bind: the op; value: an op node holding the attrs) */
} gen_stmt_kind;

typedef struct gen_stmt gen_stmt;
enum { GEN_AT_BEFORE, GEN_AT_AFTER, GEN_AT_IN };
struct gen_stmt {
  gen_stmt *next;  /* first field: see gen_list_add */
  gen_stmt_kind kind;
  gen_loc loc;
  gen_name bind;         /* LET, REPLACE, ERASE target; SIGNATURE: the pack helper */
  gen_expr *value;       /* VALUE, LET; REPLACE: the values (linked); INLINE: the region; FOR: the range;
                            SIGNATURE: the new types (a comprehension), or NULL */
  gen_expr *args;        /* SPLIT: the bound arguments; BLOCK: typed arguments ($x with `types`); INLINE: values;
                            FOR: the loop variables ($x), linked (`value` the ranges, linked) */
  gen_expr *at;          /* BLOCK, INLINE: where (a block, an op, a region); SIGNATURE: the block */
  uint8_t where;         /* GEN_AT_BEFORE, GEN_AT_AFTER, GEN_AT_IN */
  gen_stmt *body;        /* IN, FOR; IF: the statements when the conditions (`value`, linked) hold */
  gen_stmt *orelse;      /* IF: the statements otherwise, or NULL */
};

/* `pattern NAME [benefit(N)]: source [where conds] => result;` */
typedef struct gen_rule {
  gen_name name;
  bool lower;            /* a `lower` rule: run by the conversion driver */
  bool has_benefit;
  int64_t benefit;
  gen_loc benefit_loc;
  gen_expr *source;
  gen_expr *where;       /* conditions, linked */
  gen_stmt *result;      /* statements, linked */
} gen_rule;

/* `NAME: Kind` parameter of a constraint or native helper. */
typedef struct gen_param gen_param;
struct gen_param {
  gen_param *next;  /* first field: see gen_list_add */
  gen_name name;
  gen_name kind;
};

/* A `for` header: variables and the rows of names they take. */
typedef struct gen_row gen_row;
struct gen_row {
  gen_row *next;  /* first field: see gen_list_add */
  gen_loc loc;
  gen_name *names;
  const gen_expr **strs; /* per entry: the string literal it is (a `for` row's "text"), or NULL for a name */
  unsigned n;
};

/* Top-level declarations. The .rules language adds kinds here (pattern,
 * lower, typemap, for) and its own productions to the one `item` rule of the
 * grammar; sema and the emitters dispatch on the kind. */
typedef enum gen_decl_kind {
  GEN_D_DIALECT, GEN_D_INCLUDE, GEN_D_TYPE, GEN_D_ENUM, GEN_D_BITENUM, GEN_D_OP, GEN_D_ATTR, GEN_D_INIT,
  GEN_D_ATTR_CONSTRAINT, /* attr NAME "summary" = ArrayOf<mnemonic>; */
  /* .rules */
  GEN_D_IMPORT, GEN_D_PATTERN, GEN_D_FOR, GEN_D_TEST, GEN_D_CONSTRAINT, GEN_D_NATIVE, GEN_D_PASS,
  GEN_D_TERM, /* term (Name $params...) => result (rule: source the head, result the body) */
} gen_decl_kind;

/* An item of a `pass` declaration. */
typedef enum gen_passitem_kind {
  GEN_P_SUMMARY, GEN_P_DISPLAY, GEN_P_OPTION, GEN_P_LEGAL, GEN_P_ILLEGAL, GEN_P_DYNAMIC, GEN_P_TYPEMAP, GEN_P_MODE,
  GEN_P_INCLUDE, /* include "other-pass": its rules, typemaps and target too */
  GEN_P_BEFORE,  /* before "other-pass": that (greedy) pass runs on the op first */
  GEN_P_ROWWISE, /* rowwise H: the file's lower rules' one new value goes through H(root, value) */
  GEN_P_MARKER,  /* marker "NAME": a label attribute the rules set, dropped from every op when the pass ends */
  GEN_P_MATERIALIZE, /* materialize source|target|argument H: the type converter's materialization */
  GEN_P_WHERE,   /* where C: the pass runs only where C holds of the op (its options read), else it fails */
} gen_passitem_kind;

/* A case of an enum option: `"inner-parallel" "what it does"`. */
typedef struct gen_optcase gen_optcase;
struct gen_optcase {
  gen_optcase *next;     /* first field: see gen_list_add */
  gen_str name;          /* as the option's value is written */
  gen_str desc;          /* for --help (s NULL: none) */
};

typedef struct gen_passitem gen_passitem;
struct gen_passitem {
  gen_passitem *next;    /* first field: see gen_list_add */
  gen_passitem_kind kind;
  gen_loc loc;           /* the keyword */
  gen_str str;           /* summary; option name; included pass */
  gen_str desc;          /* option description */
  gen_name kind_name;    /* option kind (int, bool, string); dynamic: the constraint; mode; materialize: the helper */
  gen_expr *value;       /* option default; typemap source */
  gen_expr *result;      /* typemap result */
  gen_row *names;        /* legal, illegal, dynamic: dialects and ops */
  gen_name what;         /* materialize: source, target or argument (the helper in kind_name) */
  gen_optcase *cases;    /* an enum option's cases (kind_name "enum") */
};

/* A bit enum's `attr "Name", "param", "type", "invalid"`: what MLIR's
 * parse errors of its attribute name (empty strings: not given). */
typedef struct gen_attrspec {
  gen_str name, param, type, invalid;
} gen_attrspec;

typedef struct gen_decl gen_decl;
struct gen_decl {
  gen_decl *next;  /* first field: see gen_list_add */
  gen_decl_kind kind;
  gen_loc loc;           /* the keyword */
  gen_name name;         /* dialect, type, enum, op (dotted for ops) */
  gen_str str;           /* include path; type or attribute constraint summary; bitenum mnemonic */
  gen_str sep;           /* bitenum separator */
  gen_attrspec attrname; /* bitenum: MLIR's names for its parse errors, or empty */
  gen_name storage;      /* enum: storage type (i32, i64) */
  gen_cexpr *expr;       /* type, attribute constraint: the constraint; op: the traits */
  gen_enum_case *cases;  /* enum, bitenum */
  gen_item *items;       /* op */
  /* .rules */
  gen_row *names;        /* import: one row of dialect names; for: the variables */
  gen_row *rows;         /* for: the rows of names the variables take */
  gen_decl *body;        /* for: the declarations repeated */
  gen_rule *rule;        /* pattern */
  gen_str input, expect; /* test: IR text */
  gen_param *params;     /* constraint, native */
  gen_name ret;          /* native: the result kind */
  gen_str code;          /* constraint, native: the C body (without the braces) */
  gen_passitem *passitems; /* pass (its name is `str`) */
};

/* One source file of a compilation. */
typedef struct gen_file {
  const char *path;      /* as named on the command line or by include */
  rl_ident *ident;       /* path interned (for core's locations) */
  char *buf;             /* contents plus a NUL */
  size_t len;
  size_t *line_starts;   /* offset of each line's first byte, made on first use */
  size_t nlines;
  gen_decl *decls;       /* parsed declarations, in order */
  bool parsed_ok;
  int module_state;      /* 0 unchecked, 1 being checked, 2 checked */
  struct gen_module *module; /* once checked: the result, or NULL after errors */
} gen_file;

/* The state of one rulir-gen run: files, arena, the core context used for
 * diagnostics and format compilation, error counting. */
typedef struct gen_ctx {
  rl_context *rl;
  struct rl_source_mgr *sm;
  rl_arena arena;
  gen_file *files;
  uint32_t nfiles, files_cap;
  /* Where `include "x/x.ops"`, `import x` and rulir's rules look, in
   * order (gen_include_path). */
  const char *const *include_dirs;
  unsigned ninclude_dirs;
  unsigned errors, warnings;
  unsigned max_errors;     /* stop reporting after this many errors */
  bool too_many;           /* the limit was hit and said so */
  /* Files compiled into the tool (rulir-opt carries its dialects' .ops):
   * path, text, path, text...; looked up before the file system. */
  const char *const *embedded;
  unsigned nembedded;
  struct gen_tc_probes *probes; /* gen_tc_can_meet's probe types and answers, made on first use */
  /* The C back end of rules builds ops with core's generic builder only
   * (rulir-gen --generic-builders), not with the dialects' typed ones. */
  bool generic_builders;
} gen_ctx;

/* Allocation in the compilation's arena (zeroed). */
void *gen_alloc(gen_ctx *g, size_t n);
char *gen_strndup(gen_ctx *g, const char *s, size_t n);
/* printf into the compilation's arena. */
char *gen_fmt(gen_ctx *g, const char *f, ...) __attribute__((format(printf, 2, 3)));

/* A hash map from keys (interned names, or any nonzero word) to pointers,
 * in the arena (no free): the lookups of the checks and emitters that would
 * otherwise compare each name with every earlier one. */
typedef struct gen_index {
  uintptr_t *keys; /* 0: an empty slot */
  void **vals;
  size_t cap, n;   /* cap: a power of two, at least twice n */
} gen_index;
void *gen_index_get(const gen_index *x, uintptr_t key);
/* Adds key -> val unless key is there; returns the value now kept. */
void *gen_index_add(gen_ctx *g, gen_index *x, uintptr_t key, void *val);
/* The key of a name: its interned identifier in g->rl. */
uintptr_t gen_name_key(gen_ctx *g, const char *name);

/* Node builders used by the grammar's actions. */
gen_name gen_name_tok(gen_ctx *g, uint32_t file, gen_token t);
gen_name gen_name_join(gen_ctx *g, gen_name a, gen_name b); /* a.b */
gen_str gen_str_tok(gen_ctx *g, uint32_t file, gen_token t);
/* The same decoding \\n and \\t too: a string in a rule. */
gen_str gen_str_tok_esc(gen_ctx *g, uint32_t file, gen_token t);
gen_str gen_str_append(gen_ctx *g, gen_str a, uint32_t file, gen_token t);
int64_t gen_int_tok(gen_ctx *g, uint32_t file, gen_token t, bool *ok);
gen_cexpr *gen_cexpr_name(gen_ctx *g, gen_name n);
gen_cexpr *gen_cexpr_apply(gen_ctx *g, gen_name n, gen_list args);
gen_cexpr *gen_cexpr_int(gen_ctx *g, uint32_t file, gen_token t);
gen_cexpr *gen_cexpr_union(gen_ctx *g, gen_cexpr *a, gen_cexpr *b);
gen_list gen_list_one(void *node);
/* Appends node to l; every list node type has `next` as its first field. */
gen_list gen_list_add(gen_list l, void *node);
gen_decl *gen_decl_new(gen_ctx *g, gen_decl_kind k, uint32_t file, gen_token kw);
gen_passitem *gen_passitem_new(gen_ctx *g, gen_passitem_kind k, uint32_t file, gen_token kw);
gen_optcase *gen_optcase_new(gen_ctx *g, uint32_t file, gen_token name, gen_str desc);
gen_item *gen_item_new(gen_ctx *g, gen_item_kind k, uint32_t file, gen_token kw);
gen_member *gen_member_new(gen_ctx *g, gen_name name);
gen_enum_case *gen_case_new(gen_ctx *g, gen_name name, uint32_t file, gen_token value);
gen_loc gen_loc_tok(uint32_t file, gen_token t);

/* The decoded-string offset `k` of s as a source location (for errors
 * inside a format string). */
gen_loc gen_str_loc_at(gen_ctx *g, const gen_str *s, size_t k);

/* Line and column (1-based) of a location. */
void gen_loc_line_col(gen_ctx *g, gen_loc l, unsigned *line, unsigned *col);

/* Diagnostics, printed as core prints them: file:line:col: error: msg, the
 * line, a caret. Errors past the limit are counted, not printed. */
void gen_error(gen_ctx *g, gen_loc l, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void gen_warning(gen_ctx *g, gen_loc l, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void gen_note(gen_ctx *g, gen_loc l, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

#endif
