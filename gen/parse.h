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
} gen_lexer;

void gen_lexer_init(gen_lexer *lx, gen_ctx *g, uint32_t file);
/* The next token; kind 0 at the end. Bad input is reported and skipped. */
gen_token gen_lex(gen_lexer *lx);

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
void gen_parse_syntax_error(gen_parser *ps, int kind, gen_token tok, uint64_t expected);
void gen_parse_overflow(gen_parser *ps);
gen_member *gen_member_suffix(gen_ctx *g, gen_member *m, gen_arity_suffix s, uint32_t file, gen_token t);
gen_member *gen_member_default(gen_ctx *g, gen_member *m, uint32_t file, gen_token eq, gen_name n,
                               gen_str s);

/* The lemon entry points (generated into grammar.c). */
void *genParseAlloc(void *(*malloc_fn)(size_t));
void genParse(void *parser, int kind, gen_token tok, gen_parser *ps);
void genParseFree(void *parser, void (*free_fn)(void *));
void genParseInit(void *parser);
void genParseFinalize(void *parser);
void genParseTrace(FILE *f, char *prompt);
int genParseFallback(int token);

#endif
