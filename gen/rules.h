/* The checked model of a `.rules` file: its imported op definitions and
 * its rules, `for` families expanded into one instance per row. */
#ifndef RL_GEN_RULES_H
#define RL_GEN_RULES_H

#include "gen/sema.h"

/* One rule to compile: a `pattern`, or one row's instance of it. */
typedef struct gen_rinst {
  const gen_decl *decl;   /* the `pattern` declaration */
  gen_rule *rule;         /* its rule, with the row's names substituted */
  const char *name;       /* "AddZero", or "Lower[arith.addi,llvm.add]" */
  const gen_row *row;     /* the family row, or NULL */
  gen_loc loc;            /* the rule's name */
  unsigned benefit;       /* written, or the number of ops matched */
  const char *term;       /* the first term the rule uses (expanded), or NULL */
  gen_loc term_use;       /* where it uses it */
} gen_rinst;

typedef struct gen_rules {
  gen_ctx *g;
  gen_file *file;         /* (may move when imports grow g->files: prefer file_index) */
  uint32_t file_index;
  gen_module **mods;      /* imported dialects and what they include */
  unsigned nmods;
  gen_rinst *rules;
  unsigned nrules, caprules;
  const gen_decl *pass;   /* the file's `pass` declaration, or NULL */
  gen_index op_index;     /* op name -> its gen_op, the first among mods (made once they are read) */
  gen_index helper_index; /* helper name -> its first `constraint` or `native` with a C body */
  gen_index extern_index; /* name -> its first extern (declared without a body, here or by an imported dialect) */
  gen_index lib_cache;    /* name -> its library signature (gen_match_libsig), made at first use */
  gen_index term_index;   /* name -> its `term` declaration (the file's and those of the files it imports) */
  gen_index imported;     /* file index + 1 of the file and of each `import "x.rules"` read */
} gen_rules;

/* Parses and checks file `file` of g; imports are read from
 * `<include_dir>/<dialect>/<dialect>.ops`. Returns NULL after errors
 * (warnings alone do not fail). */
gen_rules *gen_rules_check(gen_ctx *g, uint32_t file);

/* The `constraint` or `native` with a C body declared as `name` in the
 * file, or NULL (externs are library entries: gen_match_libsig). */
const gen_decl *gen_rules_find_helper(const gen_rules *rs, const char *name);
/* The helper a pass's `rowwise NAME;` names, for the lower rules of its file, or NULL. */
const char *gen_rules_rowwise(const gen_rules *rs);

/* Whether argument a of an op's S-expression names successors (`^b`,
 * `^bs...`, a list of them, an accessor returning blocks). */
bool gen_rules_is_succ_arg(const gen_expr *a);

/* Terms (gen/rules_term.c): gen_terms_import reads the `import "x.rules"`
 * of the file (and of those it imports), passing the dialects they import
 * to `dialect`; gen_terms_index indexes the terms of all of them;
 * gen_terms_expand rewrites a rule instance's result so that no term is
 * used in it (a copy: the declaration stays as written). */
void gen_terms_import(gen_rules *rs, void (*dialect)(gen_rules *, gen_name));
void gen_terms_index(gen_rules *rs);
void gen_terms_expand(gen_rules *rs, gen_rinst *ri);
/* The `term` named `name`, or NULL. */
const gen_decl *gen_rules_find_term(const gen_rules *rs, const char *name);

/* The op named `name` among the imported dialects, or NULL. */
const gen_op *gen_rules_find_op(const gen_rules *rs, const char *name);
/* Whether some type satisfies both type constraints, tried on probe types
 * of every builtin kind, made in g's context (gen/rules_sema.c); true when
 * either is one this cannot evaluate (a C predicate). */
bool gen_tc_can_meet(gen_ctx *g, const gen_tc *a, const gen_tc *b);

#endif
