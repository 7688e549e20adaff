/* parse.re: the Toy lexer (re2c), the grammar's actions and the arena the
 * tree lives in. Edit this file, not the parse.c re2c makes of it. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grammar.h"
#include "parse.h"

/* Arena: chunks of at least 64 KiB, freed together. */
struct toy_arena {
  struct toy_arena *next;
  size_t used, cap;
  _Alignas(16) char data[];
};

void *toy_alloc(toy_arena *a, size_t size) {
  size = (size + 15) & ~(size_t)15;
  toy_arena *c = a->next ? a->next : a;
  if (c->used + size > c->cap) {
    size_t cap = size > 65536 ? size : 65536;
    toy_arena *n = malloc(sizeof *n + cap);
    if (!n) { fputs("toyc: out of memory\n", stderr); exit(1); }
    n->used = 0, n->cap = cap;
    n->next = a->next; /* the head keeps the newest chunk first */
    a->next = n;
    c = n;
  }
  void *p = c->data + c->used;
  c->used += size;
  memset(p, 0, size);
  return p;
}

static toy_arena *arena_new(void) {
  toy_arena *a = malloc(sizeof *a);
  if (!a) exit(1);
  a->next = NULL, a->used = a->cap = 0;
  return a;
}

void toy_module_free(toy_module *m) {
  if (!m) return;
  toy_arena *a = m->arena, *c = a->next;
  while (c) { toy_arena *n = c->next; free(c); c = n; }
  free(a);
  free(m);
}

void toy_list_push(toy_arena *a, toy_list *l, void *item) {
  if (l->n == l->cap) {
    int cap = l->cap ? 2 * l->cap : 4;
    void **items = toy_alloc(a, (size_t)cap * sizeof *items);
    if (l->n) memcpy(items, l->items, (size_t)l->n * sizeof *items);
    l->items = items, l->cap = cap;
  }
  l->items[l->n++] = item;
}

void toy_parse_error(toy_parser *ps, toy_loc loc, const char *fmt, ...) {
  if (ps->failed) return;
  ps->failed = true;
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "%s:%d:%d: error: ", ps->m->file, loc.line, loc.col);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
}

toy_list *toy_list_new(toy_parser *ps) { return toy_alloc(ps->m->arena, sizeof(toy_list)); }

toy_expr *toy_new(toy_parser *ps, toy_kind kind, toy_loc loc) {
  toy_expr *e = toy_alloc(ps->m->arena, sizeof *e);
  e->kind = kind, e->loc = e->start = loc;
  return e;
}

const char *toy_tok_str(toy_parser *ps, toy_tok t) {
  char *s = toy_alloc(ps->m->arena, (size_t)t.len + 1);
  memcpy(s, t.text, (size_t)t.len);
  return s;
}

double toy_tok_num(toy_tok t) {
  char buf[64];
  int n = t.len < 63 ? t.len : 63;
  memcpy(buf, t.text, (size_t)n);
  buf[n] = 0;
  return strtod(buf, NULL);
}

toy_expr *toy_number(toy_parser *ps, toy_tok t) {
  toy_expr *e = toy_new(ps, TOY_NUM, t.loc);
  e->num = toy_tok_num(t);
  return e;
}

int64_t *toy_dim(toy_parser *ps, toy_tok t) {
  int64_t *d = toy_alloc(ps->m->arena, sizeof *d);
  *d = (int64_t)toy_tok_num(t);
  return d;
}

static toy_expr **kids_of(toy_list *l) { return (toy_expr **)l->items; }

/* [e0, e1, ...]: its shape is its length, then its elements' shape, which
 * must be the same for each (all literals, or all numbers). */
toy_expr *toy_literal(toy_parser *ps, toy_tok lb, toy_list *elems) {
  toy_expr *e = toy_new(ps, TOY_LIT, lb.loc);
  e->kids = kids_of(elems), e->nkids = elems->n;
  toy_expr *first = e->kids[0];
  int inner = first->kind == TOY_LIT ? first->ndims : 0;
  for (int i = 1; i < e->nkids; i++) {
    toy_expr *k = e->kids[i];
    bool same = (k->kind == TOY_LIT) == (first->kind == TOY_LIT);
    if (same && k->kind == TOY_LIT)
      same = k->ndims == inner && !memcmp(k->dims, first->dims, (size_t)inner * sizeof(int64_t));
    if (!same) {
      toy_parse_error(ps, k->loc, "expected uniform well-nested dimensions inside literal expression");
      break;
    }
  }
  e->ndims = 1 + inner;
  e->dims = toy_alloc(ps->m->arena, (size_t)e->ndims * sizeof(int64_t));
  e->dims[0] = e->nkids;
  if (inner) memcpy(e->dims + 1, first->dims, (size_t)inner * sizeof(int64_t));
  return e;
}

/* name(args): print is the builtin of one argument. */
toy_expr *toy_call(toy_parser *ps, toy_tok name, toy_list *args) {
  toy_expr *e = toy_new(ps, TOY_CALL, name.loc);
  e->name = toy_tok_str(ps, name);
  e->kids = kids_of(args), e->nkids = args->n;
  if (!strcmp(e->name, "print")) {
    if (args->n != 1) toy_parse_error(ps, name.loc, "print() takes one argument");
    e->kind = TOY_PRINT;
  }
  return e;
}

/* As toyc: a binary operator is located at its right operand. */
toy_expr *toy_binop(toy_parser *ps, toy_expr *l, char op, toy_expr *r) {
  toy_expr *e = toy_new(ps, TOY_BINOP, r->start);
  e->start = l->start;
  e->op = op;
  e->kids = toy_alloc(ps->m->arena, 2 * sizeof *e->kids);
  e->kids[0] = l, e->kids[1] = r, e->nkids = 2;
  return e;
}

toy_expr *toy_vardecl(toy_parser *ps, toy_tok var, toy_tok name, toy_list *dims, toy_expr *init) {
  toy_expr *e = toy_new(ps, TOY_VARDECL, var.loc);
  e->name = toy_tok_str(ps, name);
  e->ndims = dims->n;
  e->dims = toy_alloc(ps->m->arena, (size_t)(dims->n + 1) * sizeof(int64_t));
  for (int i = 0; i < dims->n; i++) e->dims[i] = *(int64_t *)dims->items[i];
  e->kids = toy_alloc(ps->m->arena, sizeof *e->kids);
  e->kids[0] = init, e->nkids = 1;
  return e;
}

toy_expr *toy_return(toy_parser *ps, toy_tok ret, toy_expr *value) {
  toy_expr *e = toy_new(ps, TOY_RETURN, ret.loc);
  if (value) {
    e->kids = toy_alloc(ps->m->arena, sizeof *e->kids);
    e->kids[0] = value, e->nkids = 1;
  }
  return e;
}

void toy_def(toy_parser *ps, toy_tok def, toy_tok name, toy_list *params, toy_list *body) {
  toy_func *f = toy_alloc(ps->m->arena, sizeof *f);
  f->name = toy_tok_str(ps, name);
  f->loc = def.loc;
  f->nparams = params->n;
  f->params = toy_alloc(ps->m->arena, (size_t)(params->n + 1) * sizeof *f->params);
  f->param_types = toy_alloc(ps->m->arena, (size_t)(params->n + 1) * sizeof *f->param_types);
  for (int i = 0; i < params->n; i++) {
    toy_param *p = params->items[i];
    f->params[i] = p->name, f->param_types[i] = p->type;
  }
  f->index = ps->ndefs++;
  f->body = kids_of(body), f->nbody = body->n;
  toy_list_push(ps->m->arena, &ps->funcs, f);
}

/* ---- chapter 7: structs ---- */
toy_param *toy_param_new(toy_parser *ps, toy_tok *type, toy_tok name) {
  toy_param *p = toy_alloc(ps->m->arena, sizeof *p);
  p->type = type ? toy_tok_str(ps, *type) : NULL;
  p->name = toy_tok_str(ps, name);
  return p;
}
/* A member: `var a` or `OTHER b`, a declaration without initializer,
 * located at its first token. */
toy_expr *toy_member(toy_parser *ps, toy_tok first, toy_tok *type, toy_tok name) {
  toy_expr *e = toy_new(ps, TOY_VARDECL, first.loc);
  e->name = toy_tok_str(ps, name);
  e->type_name = type ? toy_tok_str(ps, *type) : NULL;
  e->dims = toy_alloc(ps->m->arena, sizeof(int64_t));
  return e;
}
void toy_struct_def(toy_parser *ps, toy_tok kw, toy_tok name, toy_list *members) {
  toy_struct *st = toy_alloc(ps->m->arena, sizeof *st);
  st->name = toy_tok_str(ps, name);
  st->loc = kw.loc;
  st->vars = kids_of(members), st->nvars = members->n;
  st->index = ps->ndefs++;
  for (int i = 0; i < st->nvars; i++)
    for (int j = 0; j < i; j++)
      if (!strcmp(st->vars[i]->name, st->vars[j]->name))
        toy_parse_error(ps, st->vars[i]->loc, "duplicate member '%s' in struct '%s'", st->vars[i]->name, st->name);
  toy_list_push(ps->m->arena, &ps->structs, st);
}
/* TYPE name = init: a variable of struct type. */
toy_expr *toy_typed_decl(toy_parser *ps, toy_tok type, toy_tok name, toy_expr *init) {
  toy_expr *e = toy_new(ps, TOY_VARDECL, type.loc);
  e->name = toy_tok_str(ps, name);
  e->type_name = toy_tok_str(ps, type);
  e->dims = toy_alloc(ps->m->arena, sizeof(int64_t));
  e->kids = toy_alloc(ps->m->arena, sizeof *e->kids);
  e->kids[0] = init, e->nkids = 1;
  return e;
}
/* {e0, e1, ...}: each a literal, a number or a struct literal. */
toy_expr *toy_struct_literal(toy_parser *ps, toy_tok lb, toy_list *elems) {
  toy_expr *e = toy_new(ps, TOY_STRUCT_LIT, lb.loc);
  e->kids = kids_of(elems), e->nkids = elems->n;
  for (int i = 0; i < e->nkids; i++) {
    toy_kind k = e->kids[i]->kind;
    if (k != TOY_LIT && k != TOY_NUM && k != TOY_STRUCT_LIT)
      toy_parse_error(ps, e->kids[i]->start, "expected a literal, a number or a struct literal in a struct literal");
  }
  return e;
}
/* value.member: a binary '.', located at the member as toyc locates it. */
toy_expr *toy_access(toy_parser *ps, toy_expr *l, toy_tok member) {
  toy_expr *m = toy_new(ps, TOY_VAR, member.loc);
  m->name = toy_tok_str(ps, member);
  return toy_binop(ps, l, '.', m);
}
/*!re2c
  re2c:define:YYCTYPE = "unsigned char";
  re2c:yyfill:enable = 0;
  re2c:eof = 0;
  re2c:api:style = free-form;
  re2c:define:YYCURSOR = cur;
  re2c:define:YYLIMIT = lim;

  digit  = [0-9];
  alpha  = [a-zA-Z];
  ident  = alpha (alpha | digit | "_")*;   // as toyc: a letter first
  number = digit (digit | ".")* | "." (digit | ".")+; // as toyc: strtod reads what it can
                                                    // (a lone '.' is the member access)
  space  = [ \t\r\v\f]+;
*/

toy_module *toy_parse(const char *file, const char *src, size_t len, int chapter) {
  toy_module *m = malloc(sizeof *m);
  if (!m) exit(1);
  memset(m, 0, sizeof *m);
  m->arena = arena_new();
  m->file = toy_tok_str(&(toy_parser){.m = m}, (toy_tok){.text = file, .len = (int)strlen(file)});
  toy_parser ps = {.m = m};
  void *parser = toyParseAlloc(malloc);
  /* re2c's sentinel: the source copied with a NUL after it. */
  char *buf = malloc(len + 1);
  if (!buf || !parser) exit(1);
  memcpy(buf, src, len);
  buf[len] = 0;
  const unsigned char *cur = (const unsigned char *)buf, *lim = cur + len, *tok;
  const unsigned char *bol = cur; /* the start of the current line */
  int line = 1;
  for (;;) {
    tok = cur;
    toy_tok t = {.text = (const char *)tok, .loc = {line, (int)(tok - bol) + 1}};
    int kind;
    /*!re2c
      $            { kind = 0; goto emit; }
      "\n"         { line++, bol = cur; continue; }
      space        { continue; }
      "#" [^\n\x00]* { continue; }
      "def"        { kind = TK_DEF; goto emit; }
      "var"        { kind = TK_VAR; goto emit; }
      "return"     { kind = TK_RETURN; goto emit; }
      "struct"     { kind = TK_STRUCT; goto emit; }
      "."          { kind = TK_DOT; goto emit; }
      ident        { kind = TK_IDENT; goto emit; }
      number       { kind = TK_NUMBER; goto emit; }
      "("          { kind = TK_LPAREN; goto emit; }
      ")"          { kind = TK_RPAREN; goto emit; }
      "{"          { kind = TK_LBRACE; goto emit; }
      "}"          { kind = TK_RBRACE; goto emit; }
      "["          { kind = TK_LBRACKET; goto emit; }
      "]"          { kind = TK_RBRACKET; goto emit; }
      "<"          { kind = TK_LT; goto emit; }
      ">"          { kind = TK_GT; goto emit; }
      ","          { kind = TK_COMMA; goto emit; }
      ";"          { kind = TK_SEMI; goto emit; }
      "="          { kind = TK_ASSIGN; goto emit; }
      "+"          { kind = TK_PLUS; goto emit; }
      "-"          { kind = TK_MINUS; goto emit; }
      "*"          { kind = TK_STAR; goto emit; }
      *            { toy_parse_error(&ps, t.loc, "unexpected character '%c'", *tok); break; }
    */
  emit:
    t.kind = kind;
    t.len = (int)(cur - tok);
    toyParse(parser, kind, t, &ps);
    if (ps.failed || kind == 0) break;
  }
  toyParseFree(parser, free);
  /* Chapters 1 to 6 read a program as one or more functions. */
  if (!ps.failed && chapter < 7 && ps.funcs.n == 0 && ps.structs.n == 0)
    toy_parse_error(&ps, (toy_loc){line, (int)(lim - bol) + 1},
                    "Parse error: expected 'def' in prototype, found the end of the file");
  free(buf);
  if (ps.failed) {
    toy_module_free(m);
    return NULL;
  }
  m->funcs = (toy_func **)ps.funcs.items, m->nfuncs = ps.funcs.n;
  m->structs = (toy_struct **)ps.structs.items, m->nstructs = ps.structs.n;
  return m;
}
