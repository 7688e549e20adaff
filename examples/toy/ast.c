/* ast.c: -emit=ast, the tree printed as toyc-ch1 prints it (two spaces a
 * level, each node with its @file:line:col). */
#include "ast.h"

typedef struct dumper {
  FILE *f;
  const char *file;
  int depth;
} dumper;

static void indent(dumper *d) {
  for (int i = 0; i < d->depth; i++) fputs("  ", d->f);
}

static void loc(dumper *d, toy_loc l) { fprintf(d->f, "@%s:%d:%d", d->file, l.line, l.col); }

/* <2, 3>: a literal's or a declaration's shape. */
static void shape(dumper *d, const int64_t *dims, int n) {
  fputc('<', d->f);
  for (int i = 0; i < n; i++) fprintf(d->f, "%s%lld", i ? ", " : "", (long long)dims[i]);
  fputc('>', d->f);
}

/* <2, 3>[ <3>[ 1.000000e+00, ...], ...] */
static void literal(dumper *d, const toy_expr *e) {
  if (e->kind == TOY_NUM) {
    fprintf(d->f, "%e", e->num);
    return;
  }
  shape(d, e->dims, e->ndims);
  fputs("[ ", d->f);
  for (int i = 0; i < e->nkids; i++) {
    if (i) fputs(", ", d->f);
    literal(d, e->kids[i]);
  }
  fputc(']', d->f);
}

static void expr(dumper *d, const toy_expr *e) {
  d->depth++;
  indent(d);
  switch (e->kind) {
  case TOY_NUM:
    fprintf(d->f, "%e ", e->num), loc(d, e->loc), fputc('\n', d->f);
    break;
  case TOY_LIT:
    fputs("Literal: ", d->f), literal(d, e), fputc(' ', d->f), loc(d, e->loc), fputc('\n', d->f);
    break;
  case TOY_VAR:
    fprintf(d->f, "var: %s ", e->name), loc(d, e->loc), fputc('\n', d->f);
    break;
  case TOY_VARDECL:
    fprintf(d->f, "VarDecl %s", e->name);
    if (e->type_name) fprintf(d->f, "<%s>", e->type_name);
    else shape(d, e->dims, e->ndims);
    fputc(' ', d->f), loc(d, e->loc), fputc('\n', d->f);
    if (e->nkids) expr(d, e->kids[0]);
    break;
  case TOY_STRUCT_LIT:
    /* As toyc-ch7: the first element follows on the same line. */
    fputs("Struct Literal: ", d->f);
    for (int i = 0; i < e->nkids; i++) expr(d, e->kids[i]);
    indent(d), fputc(' ', d->f), loc(d, e->loc), fputc('\n', d->f);
    break;
  case TOY_RETURN:
    fputs("Return\n", d->f);
    if (e->nkids) {
      expr(d, e->kids[0]);
    } else {
      d->depth++, indent(d), d->depth--;
      fputs("(void)\n", d->f);
    }
    break;
  case TOY_BINOP:
    fprintf(d->f, "BinOp: %c ", e->op), loc(d, e->loc), fputc('\n', d->f);
    expr(d, e->kids[0]);
    expr(d, e->kids[1]);
    break;
  case TOY_CALL:
  case TOY_PRINT:
    if (e->kind == TOY_CALL) fprintf(d->f, "Call '%s' [ ", e->name);
    else fputs("Print [ ", d->f);
    loc(d, e->loc), fputc('\n', d->f);
    for (int i = 0; i < e->nkids; i++) expr(d, e->kids[i]);
    indent(d), fputs("]\n", d->f);
    break;
  }
  d->depth--;
}

/* struct NAME and its members (chapter 7). */
static void struct_def(dumper *d, const toy_struct *st) {
  d->depth = 1;
  indent(d), fprintf(d->f, "Struct: %s ", st->name), loc(d, st->loc), fputc('\n', d->f);
  d->depth = 2;
  indent(d), fputs("Variables: [\n", d->f);
  for (int j = 0; j < st->nvars; j++) expr(d, st->vars[j]);
  indent(d), fputs("]\n", d->f);
}

void toy_dump_ast(FILE *f, const toy_module *m) {
  dumper d = {f, m->file, 0};
  fputs("Module:\n", f);
  /* Functions and structs in the order of the file. */
  for (int i = 0, s = 0; i < m->nfuncs || s < m->nstructs;) {
    if (s < m->nstructs && (i == m->nfuncs || m->structs[s]->index < m->funcs[i]->index)) {
      struct_def(&d, m->structs[s++]);
      continue;
    }
    const toy_func *fn = m->funcs[i++];
    d.depth = 1;
    indent(&d), fputs("Function \n", f);
    d.depth = 2;
    indent(&d), fprintf(f, "Proto '%s' ", fn->name), loc(&d, fn->loc), fputs("'\n", f);
    indent(&d), fputs("Params: [", f);
    for (int j = 0; j < fn->nparams; j++) fprintf(f, "%s%s", j ? ", " : "", fn->params[j]);
    fputs("]\n", f);
    indent(&d), fputs("Block {\n", f);
    for (int j = 0; j < fn->nbody; j++) expr(&d, fn->body[j]);
    indent(&d), fputs("} // Block\n", f);
  }
}
