/* parse.h: what the lexer (parse.re) and the grammar (grammar.y) share. */
#ifndef TOY_PARSE_H
#define TOY_PARSE_H

#include "ast.h"

typedef struct toy_tok {
  int kind;          /* a TK_ code of grammar.h; 0 at the end */
  const char *text;  /* the token's bytes in the source */
  int len;
  toy_loc loc;
} toy_tok;

typedef struct toy_parser {
  toy_module *m;
  toy_list funcs;
  toy_list structs;
  int ndefs;         /* definitions so far, functions and structs */
  bool failed;       /* an error was reported: the first one only */
} toy_parser;

/* Reports "file:line:col: error: MSG" once per parse. */
void toy_parse_error(toy_parser *ps, toy_loc loc, const char *fmt, ...);

/* The grammar's actions. */
toy_expr *toy_new(toy_parser *ps, toy_kind kind, toy_loc loc);
const char *toy_tok_str(toy_parser *ps, toy_tok t);
double toy_tok_num(toy_tok t);
toy_expr *toy_number(toy_parser *ps, toy_tok t);
toy_expr *toy_literal(toy_parser *ps, toy_tok lb, toy_list *elems);
toy_expr *toy_call(toy_parser *ps, toy_tok name, toy_list *args);
toy_expr *toy_binop(toy_parser *ps, toy_expr *l, char op, toy_expr *r);
toy_expr *toy_vardecl(toy_parser *ps, toy_tok var, toy_tok name, toy_list *dims, toy_expr *init);
toy_expr *toy_return(toy_parser *ps, toy_tok ret, toy_expr *value);
void toy_def(toy_parser *ps, toy_tok def, toy_tok name, toy_list *params, toy_list *body);
/* Chapter 7: structs. */
typedef struct toy_param {
  const char *type; /* a struct's name, or NULL */
  const char *name;
} toy_param;
toy_param *toy_param_new(toy_parser *ps, toy_tok *type, toy_tok name);
toy_expr *toy_member(toy_parser *ps, toy_tok first, toy_tok *type, toy_tok name);
void toy_struct_def(toy_parser *ps, toy_tok kw, toy_tok name, toy_list *members);
toy_expr *toy_typed_decl(toy_parser *ps, toy_tok type, toy_tok name, toy_expr *init);
toy_expr *toy_struct_literal(toy_parser *ps, toy_tok lb, toy_list *elems);
toy_expr *toy_access(toy_parser *ps, toy_expr *l, toy_tok member);
toy_list *toy_list_new(toy_parser *ps);
int64_t *toy_dim(toy_parser *ps, toy_tok t);

/* lemon's parser (grammar.c). */
void *toyParseAlloc(void *(*alloc)(size_t));
void toyParse(void *p, int kind, toy_tok tok, toy_parser *ps);
void toyParseFree(void *p, void (*fr)(void *));

#endif
