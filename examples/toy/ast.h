/* ast.h: the Toy language's syntax tree (built by grammar.y, printed by
 * -emit=ast, lowered to the toy dialect by mlirgen.c). Every node and
 * array lives in the module's arena and is freed with it. */
#ifndef TOY_AST_H
#define TOY_AST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct toy_loc {
  int line, col; /* 1-based, of the node's first token */
} toy_loc;

typedef enum toy_kind {
  TOY_NUM,     /* a number: num */
  TOY_LIT,     /* a tensor literal: kids (numbers or literals), dims */
  TOY_VAR,     /* a variable reference: name */
  TOY_VARDECL, /* var name<dims> = kids[0]; ndims 0 when no shape is given */
  TOY_RETURN,  /* return [kids[0]]: nkids 0 or 1 */
  TOY_BINOP,   /* kids[0] op kids[1] */
  TOY_CALL,    /* name(kids...) */
  TOY_PRINT,   /* print(kids[0]) */
  TOY_STRUCT_LIT, /* {kids...}: literals, numbers and struct literals (chapter 7) */
} toy_kind;

typedef struct toy_expr toy_expr;
struct toy_expr {
  toy_kind kind;
  toy_loc loc;     /* what the dump and the IR show */
  toy_loc start;   /* the first token of the expression (a binop's location is its right side's) */
  double num;      /* TOY_NUM */
  const char *name;
  char op;         /* TOY_BINOP: '+', '-', '*' or '.' (kids[1] the member, a TOY_VAR) */
  const char *type_name; /* TOY_VARDECL of a struct type: the struct's name (else NULL) */
  toy_expr **kids;
  int nkids;
  int64_t *dims;   /* TOY_LIT: its shape; TOY_VARDECL: the declared shape */
  int ndims;
};

typedef struct toy_func {
  const char *name;
  toy_loc loc; /* of `def` */
  const char **params;
  const char **param_types; /* a struct's name, or NULL for `var` */
  int nparams;
  toy_expr **body;
  int nbody;
  int index; /* its place among the module's definitions */
} toy_func;

/* struct NAME { var a; OTHER b; } (chapter 7): its members are
 * TOY_VARDECLs without initializer, type_name naming a struct member's
 * struct. */
typedef struct toy_struct {
  const char *name;
  toy_loc loc; /* of `struct` */
  toy_expr **vars;
  int nvars;
  int index; /* its place among the module's definitions */
} toy_struct;

typedef struct toy_arena toy_arena;

typedef struct toy_module {
  const char *file;
  toy_func **funcs;
  int nfuncs;
  toy_struct **structs;
  int nstructs;
  toy_arena *arena;
} toy_module;

/* Parses SRC (LEN bytes) of FILE; NULL after a located error on stderr.
 * Before chapter 7, a program must define a function (toyc-ch1 to -ch6
 * report an empty one as a parse error; toyc-ch7 takes it). */
toy_module *toy_parse(const char *file, const char *src, size_t len, int chapter);
void toy_module_free(toy_module *m);
/* Prints the tree to F in toyc-ch1's format (-emit=ast). */
#include <stdio.h>
void toy_dump_ast(FILE *f, const toy_module *m);

/* For the grammar's actions (parse.c). */
typedef struct toy_list {
  void **items;
  int n, cap;
} toy_list;
void *toy_alloc(toy_arena *a, size_t size);
void toy_list_push(toy_arena *a, toy_list *l, void *item);

#endif
