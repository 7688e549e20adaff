/* The checked model of a `.ops` file: constraints, enums and ops resolved
 * from the syntax tree, as the emitters read them. */
#ifndef RL_GEN_SEMA_H
#define RL_GEN_SEMA_H

#include "core/opdef.h"
#include "gen/ast.h"

typedef struct gen_module gen_module;

/* A type constraint: named (`type X "..." = ...;`) or anonymous (written
 * inline in an operand or result). */
typedef struct gen_tc gen_tc;
struct gen_tc {
  gen_tc *next;
  const char *name;       /* named: "SignlessIntegerLike"; anonymous: NULL */
  const char *text;       /* canonical expression text ("VectorOf<F32>") */
  const char *summary;    /* phrase in messages */
  const char *table;      /* C name of its rl_type_constraint */
  const char *pred;       /* C name of its predicate */
  gen_cexpr *expr;
  gen_module *owner;      /* module that declares it */
  gen_loc loc;
  int visiting;           /* cycle check: 1 while resolving, 2 when done */
  bool ok;                /* resolved without errors */
  rl_type_constraint_rt rt; /* in memory: for format compilation; run-time checks (gen/dialect_load.c) */
};

typedef struct gen_enum gen_enum;
struct gen_enum {
  gen_enum *next;
  const char *name;       /* "CmpIPredicate" */
  const char *table;      /* "rl_arith_enum_CmpIPredicate" */
  const char *macro;      /* "RL_ARITH_CMPIPREDICATE" */
  gen_decl *decl;
  gen_module *owner;
  rl_enum_def def;        /* in memory: for format compilation and emission */
};

/* An operand, result, region or successor. */
typedef struct gen_val {
  const char *name;
  rl_arity arity;
  gen_tc *tc;             /* operands and results */
  bool sized_one;         /* regions: SizedRegion<1> */
  gen_loc loc;
} gen_val;

typedef struct gen_prop {
  const char *name;
  const char *kind_name;  /* "StrAttr", "CmpIPredicate" */
  rl_attr_def_kind kind;
  bool optional;
  gen_enum *enm;          /* RL_AK_ENUM */
  gen_tc *tc;             /* RL_AK_TYPE: TypeAttr<C>, or NULL */
  const char *summary;    /* RL_AK_ATTR_ARRAY: the constraint's phrase */
  const char *elem;       /* RL_AK_ATTR_ARRAY: "dialect.mnemonic" of the elements */
  const char *def_value;  /* MLIR syntax, or NULL */
  gen_loc loc;
} gen_prop;

typedef struct gen_op gen_op;
struct gen_op {
  gen_op *next;
  struct gen_module *module; /* the module that declares it */
  const char *name;       /* "arith.addi" */
  const char *mnemonic;   /* "addi" */
  const char *cname;      /* "addi" (dots become '_') */
  gen_decl *decl;
  const char *summary;
  uint32_t traits;
  const char *trait_expr; /* "RL_TRAIT_PURE | RL_TRAIT_COMMUTATIVE" or "0" */
  gen_val *operands, *results, *regions, *succs;
  unsigned noperands, nresults, nregions, nsuccs;
  gen_prop *props;
  unsigned nprops;
  bool operand_segments, result_segments; /* sizes kept in *SegmentSizes */
  bool variadic_regions, variadic_succs;
  const gen_str *format;  /* or NULL */
  const char *custom_parse, *custom_print;
  const char *verify, *verify_uses, *fold, *names, *parent, *infer, *default_dialect, *effects;
  const gen_cexpr *types_match_terms[8]; /* AllTypesMatch<...> as written */
  const gen_cexpr *region_branch_term;   /* RegionBranch<...> as written, or NULL */
  unsigned ntypes_match;
  rl_types_match *types_match; /* resolved (refs: operand g, or -1 - result g) */
  rl_opdef def;           /* in memory, for format compilation */
};

/* One checked file. */
struct gen_module {
  gen_module *next;       /* included modules */
  gen_file *file;
  uint32_t file_index;
  const char *dialect;    /* "arith" */
  const char *stem;       /* file name without directory and ".ops" */
  const char *include_path; /* included: path as written ("arith/arith.ops") */
  gen_tc *tcs;            /* named and anonymous constraints this module emits */
  gen_enum *enums;
  gen_decl **attrs;       /* `attr NAME;`: parameterless #dialect.NAME attributes */
  unsigned nattrs;
  gen_decl **attr_cons;   /* `attr NAME "summary" = ArrayOf<m>;`: attribute constraints */
  unsigned nattr_cons;
  gen_decl *init;         /* `init FN;`: called by rl_<dialect>_register, or NULL */
  gen_decl **externs;     /* `constraint F(...);`, `native F(...) -> T;`: what init adds to the rule library */
  unsigned nexterns;
  gen_op *ops;
  unsigned nops;
  gen_module *includes;   /* modules it includes, in order (linked by next) */
  bool needs_fixed_vector;/* some predicate checks for fixed-length vectors */
  /* Lookups by name (keys: gen_name_key), and the lists' ends for appends. */
  gen_ctx *g;
  gen_index tc_names;     /* named constraint */
  gen_index tc_texts;     /* anonymous constraint, by its text */
  gen_index enum_names;
  gen_index op_names, op_cnames; /* "arith.addi", "addi" */
  gen_tc **tcs_tail;
  gen_enum **enums_tail;
  gen_op **ops_tail;
};

/* Parses and checks file `file` of g (and what it includes). Returns NULL
 * after reporting errors. */
gen_module *gen_sema_file(gen_ctx *g, uint32_t file);

/* Loads a file into g->files; returns its index, or -1 after an error
 * (reported at `from` when given, else on stderr). */
int gen_load_file(gen_ctx *g, const char *path, const gen_loc *from);
/* Whether path can be loaded: one of the embedded files, or readable. */
bool gen_readable(gen_ctx *g, const char *path);
/* DIR/rel for the first of g's include folders whose DIR/rel can be loaded;
 * the first folder's (or "./rel") when none can, for the error that names
 * it. In g's arena. */
char *gen_include_path(gen_ctx *g, const char *rel);

/* Whether core's format compiler was linked in (not the stand-in). */
bool gen_format_compiler_available(gen_ctx *g);

/* Emitters (gen/emit_ops.c). `out_c` ends in ".c"; the header goes beside
 * it with ".h". `src_name` is the path written into comments and #line. */
bool gen_emit_ops(gen_ctx *g, gen_module *m, const char *out_c);
/* The typed builder of op (rl_<dialect>_<op>_create) gives its results the
 * type of this operand (SameOperandsAndResultType), or takes them (-1). */
int gen_builder_type_source(const gen_op *op);
bool gen_emit_registry(gen_ctx *g, char **dialects, unsigned n, const char *out_c);
/* A make rule naming every file m read, for the build's dependency tracking. */
bool gen_emit_depfile(gen_ctx *g, gen_module *m, const char *out_c, const char *depfile);

/* Whether `name` is a type or attribute constraint known in module m (or,
 * with m NULL, a built-in one). */
bool gen_is_constraint_name(gen_module *m, const char *name);

/* Case-insensitive edit distance (for "did you mean" suggestions). */
unsigned gen_edit_distance(const char *a, const char *b);

/* Whether constraint x (in module m) allows exactly one type. */
bool gen_tc_buildable(gen_ctx *g, gen_module *m, const gen_cexpr *x);

/* The named type constraint `name` of module m or of a module it includes
 * (by the modules' name indexes), or NULL. */
gen_tc *gen_find_named_tc(const gen_module *m, const char *name);

#endif
