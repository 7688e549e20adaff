/* Parsing one `.ops` file: the re2c lexer feeding the lemon parser, and the
 * helpers the grammar's actions and error hooks call. */
#ifndef RL_GEN_PARSE_H
#define RL_GEN_PARSE_H

#include <stdio.h>

#include "gen/ast.h"

/* The lexer over one file's buffer (which ends with a NUL). */
typedef struct gen_lexer {
  gen_ctx *g;
  uint32_t file;
  const char *buf, *cur, *end;
  int prev;        /* the kind of the token returned last (0 at the start) */
} gen_lexer;

void gen_lexer_init(gen_lexer *lx, gen_ctx *g, uint32_t file);
/* The next token; kind 0 at the end. Bad input is reported and skipped. */
gen_token gen_lex(gen_lexer *lx);

/* A set of token kinds (the parser's "expected" set). */
enum { GEN_MAX_TOKENS = 128 };
typedef struct gen_tokset {
  uint64_t w[GEN_MAX_TOKENS / 64];
} gen_tokset;
static inline void gen_tokset_add(gen_tokset *s, int k) { s->w[k / 64] |= (uint64_t)1 << (k % 64); }
static inline void gen_tokset_del(gen_tokset *s, int k) { s->w[k / 64] &= ~((uint64_t)1 << (k % 64)); }
static inline bool gen_tokset_has(const gen_tokset *s, int k) { return (s->w[k / 64] >> (k % 64)) & 1; }

/* The parser's state, the grammar's %extra_argument. */
typedef struct gen_parser {
  gen_ctx *g;
  uint32_t file;
  bool failed;           /* a syntax error was found; stop feeding tokens */
  unsigned errors_at_start; /* g->errors when parsing began */
  gen_token prev;        /* the last token shifted (for "expected ';'" after it) */
  gen_decl *decls;       /* the result */
} gen_parser;

/* Parses file `file` of g into g->files[file].decls. Returns false after
 * reporting errors. */
bool gen_parse_file(gen_ctx *g, uint32_t file);

/* A token's name in messages: "';'", "'operands'", "string". */
const char *gen_token_name(int kind);

/* Grammar hooks. */
void gen_parse_done(gen_parser *ps, gen_decl *decls);
void gen_parse_syntax_error(gen_parser *ps, int kind, gen_token tok, gen_tokset expected);
void gen_parse_overflow(gen_parser *ps);
gen_member *gen_member_suffix(gen_ctx *g, gen_member *m, gen_arity_suffix s, uint32_t file, gen_token t);
gen_member *gen_member_default(gen_ctx *g, gen_member *m, uint32_t file, gen_token eq, gen_name n,
                               gen_str s);

/* Builders of the .rules productions (gen/rules_ast.c). */
gen_expr *gen_x_new(gen_ctx *g, gen_expr_kind k, gen_loc loc);
gen_expr *gen_x_name(gen_ctx *g, gen_name n);
gen_expr *gen_x_bind(gen_ctx *g, uint32_t file, gen_token t, gen_bind_suffix sfx);
gen_expr *gen_x_constrained(gen_ctx *g, gen_name c, uint32_t file, gen_token t);
gen_expr *gen_x_lit(gen_ctx *g, gen_expr_kind k, uint32_t file, gen_token t);
/* A string in a `for` row: the literal, named by its text (quotes kept). */
gen_expr *gen_x_rowstr(gen_ctx *g, uint32_t file, gen_token t);
gen_expr *gen_x_cmp(gen_ctx *g, gen_expr_kind k, uint32_t file, gen_token t, gen_expr *a, gen_expr *b);
gen_expr *gen_x_op(gen_ctx *g, gen_name head, gen_name bind, gen_list args, gen_list attrs);
gen_name gen_bind_name(gen_ctx *g, uint32_t file, gen_token t);
gen_name gen_block_name(gen_ctx *g, uint32_t file, gen_token t);
gen_expr *gen_x_block(gen_ctx *g, uint32_t file, gen_token t, gen_bind_suffix sfx);
gen_expr *gen_x_list(gen_ctx *g, uint32_t file, gen_token open, gen_list items);
gen_expr *gen_x_region(gen_ctx *g, uint32_t file, gen_token open);
gen_expr *gen_x_region_block(gen_ctx *g, gen_name entry, gen_list args, gen_expr *ops);
gen_expr *gen_x_rops(gen_ctx *g, bool any, gen_name ops, gen_expr *term);
gen_stmt *gen_stmt_place(gen_stmt *s, const gen_stmt *place);
gen_expr *gen_x_comp(gen_ctx *g, uint32_t file, gen_token open, gen_list vars, gen_list ranges, gen_expr *body);
gen_attrpat *gen_attrpat_new(gen_ctx *g, gen_name n, gen_expr *value);
gen_stmt *gen_stmt_new(gen_ctx *g, gen_stmt_kind k, gen_loc loc, gen_name bind, gen_expr *value);
gen_rule *gen_rule_new(gen_ctx *g, gen_name name);
void gen_rule_benefit(gen_ctx *g, gen_rule *r, uint32_t file, gen_token t);
gen_param *gen_param_new(gen_ctx *g, gen_name n, gen_name kind);
gen_row *gen_row_of(gen_ctx *g, gen_token at, uint32_t file, gen_list names);
gen_str gen_raw_tok(gen_ctx *g, uint32_t file, gen_token t);
gen_str gen_code_tok(gen_ctx *g, uint32_t file, gen_token t);

/* Prints the parsed declarations of a .rules file in one canonical shape. */
void gen_dump_rules(gen_ctx *g, uint32_t file, FILE *f);

/* The lemon entry points (generated into grammar.c). */
void *genParseAlloc(void *(*malloc_fn)(size_t));
void genParse(void *parser, int kind, gen_token tok, gen_parser *ps);
void genParseFree(void *parser, void (*free_fn)(void *));
void genParseInit(void *parser);
void genParseFinalize(void *parser);
void genParseTrace(FILE *f, char *prompt);
int genParseFallback(int token);

#endif
