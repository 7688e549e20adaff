/* Node builders for the `.rules` productions of gen/grammar.y, and a
 * printer of parsed rules in one canonical shape (`rulir-gen --dump-rules`),
 * which the parser's tests compare against. */
#include <stdio.h>
#include <string.h>

#include "gen/parse.h"
#include "grammar.h"

static const char *text_of(gen_ctx *g, uint32_t file, gen_token t) { return g->files[file].buf + t.off; }

gen_expr *gen_x_new(gen_ctx *g, gen_expr_kind k, gen_loc loc) {
  gen_expr *x = gen_alloc(g, sizeof *x);
  x->kind = k;
  x->loc = loc;
  x->result_index = -1;
  return x;
}

gen_expr *gen_x_name(gen_ctx *g, gen_name n) {
  gen_expr *x = gen_x_new(g, strcmp(n.s, "_") == 0 ? GEN_X_IGNORE : GEN_X_NAME, n.loc);
  x->name = n;
  return x;
}

/* `$name` or `$name#N`: the name without `$`, and N (or -1). */
static gen_name bind_parts(gen_ctx *g, uint32_t file, gen_token t, int *index) {
  const char *s = text_of(g, file, t) + 1;
  size_t n = t.len - 1;
  const char *hash = memchr(s, '#', n);
  *index = -1;
  if (hash) {
    long v = 0;
    for (const char *p = hash + 1; p < s + n; p++) {
      v = v * 10 + (*p - '0');
      if (v > 1000000) {
        gen_error(g, (gen_loc){file, (uint32_t)(hash - g->files[file].buf)}, "result index is too large");
        v = 0;
        break;
      }
    }
    *index = (int)v;
    n = (size_t)(hash - s);
  }
  return (gen_name){gen_strndup(g, s, n), gen_loc_tok(file, t)};
}

gen_name gen_bind_name(gen_ctx *g, uint32_t file, gen_token t) {
  int index;
  gen_name n = bind_parts(g, file, t, &index);
  if (index >= 0) gen_error(g, n.loc, "a result index ('#%d') cannot appear where a name is bound", index);
  return n;
}

gen_expr *gen_x_bind(gen_ctx *g, uint32_t file, gen_token t, gen_bind_suffix sfx) {
  int index;
  gen_name n = bind_parts(g, file, t, &index);
  gen_expr *x = gen_x_new(g, strcmp(n.s, "_") == 0 ? GEN_X_IGNORE : GEN_X_BIND, n.loc);
  x->bind = n;
  x->result_index = index;
  x->suffix = sfx;
  return x;
}

/* `^name`: the name with its `^` (blocks and values are named apart). */
gen_name gen_block_name(gen_ctx *g, uint32_t file, gen_token t) {
  return (gen_name){gen_strndup(g, text_of(g, file, t), t.len), gen_loc_tok(file, t)};
}

gen_expr *gen_x_block(gen_ctx *g, uint32_t file, gen_token t, gen_bind_suffix sfx) {
  gen_name n = gen_block_name(g, file, t);
  gen_expr *x = gen_x_new(g, GEN_X_BLOCK, n.loc);
  x->bind = n;
  x->suffix = sfx;
  return x;
}

gen_expr *gen_x_list(gen_ctx *g, uint32_t file, gen_token open, gen_list items) {
  gen_expr *x = gen_x_new(g, GEN_X_LIST, gen_loc_tok(file, open));
  x->args = items.head;
  return x;
}

gen_expr *gen_x_region(gen_ctx *g, uint32_t file, gen_token open) {
  return gen_x_new(g, GEN_X_REGION, gen_loc_tok(file, open));
}

/* What follows a block header: `...`, `$ops...`, a terminator pattern. */
gen_expr *gen_x_rops(gen_ctx *g, bool any, gen_name ops, gen_expr *term) {
  gen_expr *x = gen_x_new(g, GEN_X_REGION, term ? term->loc : ops.loc);
  x->any_ops = any;
  x->ops = ops;
  x->term = term;
  return x;
}

gen_expr *gen_x_region_block(gen_ctx *g, gen_name entry, gen_list args, gen_expr *ops) {
  (void)g;
  ops->has_block = true;
  ops->name = entry;
  ops->args = args.head;
  ops->loc = entry.loc;
  return ops;
}

gen_stmt *gen_stmt_place(gen_stmt *s, const gen_stmt *place) {
  s->at = place->at;
  s->where = place->where;
  return s;
}

gen_expr *gen_x_comp(gen_ctx *g, uint32_t file, gen_token open, gen_list vars, gen_list ranges, gen_expr *body) {
  gen_expr *x = gen_x_new(g, GEN_X_COMP, gen_loc_tok(file, open));
  x->vars = vars.head;
  x->args = ranges.head;
  x->term = body;
  return x;
}

gen_expr *gen_x_constrained(gen_ctx *g, gen_name c, uint32_t file, gen_token t) {
  gen_expr *x = gen_x_bind(g, file, t, GEN_B_NONE);
  x->kind = x->kind == GEN_X_IGNORE ? GEN_X_NAME : GEN_X_CONSTRAINED;
  x->name = c;
  x->loc = c.loc;
  if (x->kind == GEN_X_NAME) x->bind = (gen_name){0};
  return x;
}

gen_expr *gen_x_lit(gen_ctx *g, gen_expr_kind k, uint32_t file, gen_token t) {
  gen_expr *x = gen_x_new(g, k, gen_loc_tok(file, t));
  bool ok;
  switch (k) {
  case GEN_X_INT: x->ival = gen_int_tok(g, file, t, &ok); break;
  case GEN_X_FLOAT: x->text = gen_strndup(g, text_of(g, file, t), t.len); break;
  case GEN_X_STRING: x->str = gen_str_tok_esc(g, file, t); break;
  case GEN_X_MLIR: /* #mlir"...": the string after the prefix */
    x->str = gen_str_tok(g, file, (gen_token){t.kind, t.off + 5, t.len - 5});
    break;
  default: break;
  }
  return x;
}

gen_expr *gen_x_cmp(gen_ctx *g, gen_expr_kind k, uint32_t file, gen_token t, gen_expr *a, gen_expr *b) {
  gen_expr *x = gen_x_new(g, k, gen_loc_tok(file, t));
  a->next = b;
  b->next = NULL;
  x->args = a;
  return x;
}

gen_expr *gen_x_op(gen_ctx *g, gen_name head, gen_name bind, gen_list args, gen_list attrs) {
  gen_expr *x = gen_x_new(g, GEN_X_OP, head.loc);
  x->name = head;
  x->bind = bind;
  x->args = args.head;
  x->attrs = attrs.head;
  return x;
}

gen_attrpat *gen_attrpat_new(gen_ctx *g, gen_name n, gen_expr *value) {
  gen_attrpat *a = gen_alloc(g, sizeof *a);
  a->name = n;
  a->value = value;
  return a;
}

gen_stmt *gen_stmt_new(gen_ctx *g, gen_stmt_kind k, gen_loc loc, gen_name bind, gen_expr *value) {
  gen_stmt *s = gen_alloc(g, sizeof *s);
  s->kind = k;
  s->loc = loc;
  s->bind = bind;
  s->value = value;
  return s;
}

gen_rule *gen_rule_new(gen_ctx *g, gen_name name) {
  gen_rule *r = gen_alloc(g, sizeof *r);
  r->name = name;
  return r;
}

void gen_rule_benefit(gen_ctx *g, gen_rule *r, uint32_t file, gen_token t) {
  bool ok;
  int64_t v = gen_int_tok(g, file, t, &ok);
  r->has_benefit = true;
  r->benefit_loc = gen_loc_tok(file, t);
  if (ok && (v < 0 || v > 65535)) gen_error(g, r->benefit_loc, "benefit must be between 0 and 65535");
  r->benefit = v;
}

gen_param *gen_param_new(gen_ctx *g, gen_name n, gen_name kind) {
  gen_param *p = gen_alloc(g, sizeof *p);
  p->name = n;
  p->kind = kind;
  return p;
}

gen_expr *gen_x_rowstr(gen_ctx *g, uint32_t file, gen_token t) {
  gen_expr *x = gen_x_lit(g, GEN_X_STRING, file, t);
  x->name = (gen_name){gen_strndup(g, text_of(g, file, t), t.len), x->loc};
  return x;
}

gen_row *gen_row_of(gen_ctx *g, gen_token at, uint32_t file, gen_list names) {
  gen_row *r = gen_alloc(g, sizeof *r);
  r->loc = gen_loc_tok(file, at);
  for (gen_expr *x = names.head; x; x = x->next) r->n++;
  r->names = gen_alloc(g, (r->n ? r->n : 1) * sizeof *r->names);
  r->strs = gen_alloc(g, (r->n ? r->n : 1) * sizeof *r->strs);
  unsigned i = 0;
  for (gen_expr *x = names.head; x; x = x->next, i++) {
    r->names[i] = x->name;
    r->strs[i] = x->kind == GEN_X_STRING ? x : NULL;
  }
  if (names.head) r->loc = ((gen_expr *)names.head)->loc;
  return r;
}

/* The text between delimiters of `open` and `close` bytes, located at its
 * first byte. */
static gen_str inner_text(gen_ctx *g, uint32_t file, gen_token t, unsigned open, unsigned close) {
  gen_str s = {0};
  size_t n = t.len - open - close;
  s.s = gen_strndup(g, text_of(g, file, t) + open, n);
  s.len = n;
  s.loc = (gen_loc){file, t.off + open};
  return s;
}

gen_str gen_raw_tok(gen_ctx *g, uint32_t file, gen_token t) { return inner_text(g, file, t, 3, 3); }
gen_str gen_code_tok(gen_ctx *g, uint32_t file, gen_token t) { return inner_text(g, file, t, 2, 2); }

/* ---- the canonical dump --------------------------------------------------- */

static void dump_expr(FILE *f, const gen_expr *x);

static void dump_list(FILE *f, const gen_expr *x, const char *sep) {
  for (; x; x = x->next) {
    dump_expr(f, x);
    if (x->next) fputs(sep, f);
  }
}

static void dump_bind(FILE *f, const gen_expr *x) {
  fprintf(f, "$%s", x->bind.s);
  if (x->result_index >= 0) fprintf(f, "#%d", x->result_index);
  if (x->result_name.s) fprintf(f, ".%s", x->result_name.s);
  if (x->suffix == GEN_B_VARIADIC) fputs("...", f);
  if (x->suffix == GEN_B_OPTIONAL) fputs("?", f);
}

static void dump_expr(FILE *f, const gen_expr *x) {
  switch (x->kind) {
  case GEN_X_OP:
    fprintf(f, "(%s", x->name.s);
    if (x->bind.s) fprintf(f, ":$%s", x->bind.s);
    for (const gen_expr *a = x->args; a; a = a->next) {
      fputc(' ', f);
      dump_expr(f, a);
    }
    if (x->attrs) {
      fputs(" {", f);
      for (const gen_attrpat *a = x->attrs; a; a = a->next) {
        fprintf(f, "%s = ", a->name.s);
        dump_expr(f, a->value);
        if (a->next) fputs(", ", f);
      }
      fputc('}', f);
    }
    fputc(')', f);
    if (x->types) {
      fputs(" : [", f);
      dump_list(f, x->types, ", ");
      fputc(']', f);
    }
    if (x->at) {
      fputs(" @ ", f);
      dump_expr(f, x->at);
    }
    break;
  case GEN_X_BIND: dump_bind(f, x); break;
  case GEN_X_IGNORE: fputs("$_", f); break;
  case GEN_X_NAME: fputs(x->name.s, f); break;
  case GEN_X_CONSTRAINED:
    fprintf(f, "%s:", x->name.s);
    dump_bind(f, x);
    break;
  case GEN_X_CALL:
  case GEN_X_TYPEOF: break; /* built by sema, never parsed */
  case GEN_X_INT: fprintf(f, "%lld", (long long)x->ival); break;
  case GEN_X_FLOAT: fputs(x->text, f); break;
  case GEN_X_STRING: fprintf(f, "\"%s\"", x->str.s); break;
  case GEN_X_MLIR: fprintf(f, "#mlir\"%s\"", x->str.s); break;
  case GEN_X_EQ:
  case GEN_X_NE:
  case GEN_X_LT:
  case GEN_X_LE:
  case GEN_X_GT:
  case GEN_X_GE:
    dump_expr(f, x->args);
    fputs((const char *[]){" == ", " != ", " < ", " <= ", " > ", " >= "}[x->kind == GEN_X_EQ ? 0 : x->kind == GEN_X_NE ? 1
          : 2 + (x->kind - GEN_X_LT)], f);
    dump_expr(f, x->args->next);
    break;
  case GEN_X_IS:
    dump_expr(f, x->args);
    fputs(" is ", f);
    dump_expr(f, x->args->next);
    break;
  case GEN_X_BLOCK: fprintf(f, "%s%s", x->bind.s, x->suffix == GEN_B_VARIADIC ? "..." : ""); break;
  case GEN_X_LIST:
    fputc('[', f);
    dump_list(f, x->args, ", ");
    fputc(']', f);
    break;
  case GEN_X_COMP:
    fputs("[for (", f);
    dump_list(f, x->vars, ", ");
    fputs(") in (", f);
    dump_list(f, x->args, ", ");
    fputs("): ", f);
    dump_expr(f, x->term);
    if (x->filter) {
      fputs(" if ", f);
      dump_list(f, x->filter, ", ");
    }
    fputc(']', f);
    break;
  case GEN_X_REGION:
    fputc('{', f);
    if (x->bind.s) fprintf(f, "$%s%s", x->bind.s, x->suffix == GEN_B_VARIADIC ? "..." : "");
    if (x->has_block) {
      fprintf(f, "%s%s(", x->bind.s ? " " : "", x->name.s);
      dump_list(f, x->args, ", ");
      fputs("):", f);
      if (x->ops.s) fprintf(f, " $%s...", x->ops.s);
      else if (x->any_ops) fputs(" ...", f);
      if (x->term) {
        fputc(' ', f);
        dump_expr(f, x->term);
      }
    }
    fputc('}', f);
    break;
  }
}

static void dump_stmts(FILE *f, const gen_stmt *s, int indent) {
  for (; s; s = s->next) {
    fprintf(f, "%*s", indent, "");
    switch (s->kind) {
    case GEN_S_VALUE: fputs("value ", f); dump_expr(f, s->value); break;
    case GEN_S_LET: fprintf(f, "let $%s = ", s->bind.s); dump_expr(f, s->value); break;
    case GEN_S_REPLACE: fprintf(f, "replace $%s with ", s->bind.s); dump_list(f, s->value, ", "); break;
    case GEN_S_ERASE: s->bind.s ? fprintf(f, "erase $%s", s->bind.s) : fputs("erase", f); break;
    case GEN_S_ERASE_BLOCK: fprintf(f, "erase %s", s->bind.s); break;
    case GEN_S_SPLIT:
      fprintf(f, "split %s", s->bind.s);
      if (s->args) {
        fputc('(', f);
        dump_list(f, s->args, ", ");
        fputc(')', f);
      }
      break;
    case GEN_S_BLOCK:
      fprintf(f, "block %s(", s->bind.s);
      for (const gen_expr *a = s->args; a; a = a->next) {
        dump_expr(f, a);
        fputs(": ", f);
        dump_expr(f, a->types);
        if (a->next) fputs(", ", f);
      }
      fprintf(f, ") %s ", s->where == GEN_AT_AFTER ? "after" : s->where == GEN_AT_IN ? "in" : "before");
      dump_expr(f, s->at);
      break;
    case GEN_S_INLINE:
      fputs("inline ", f);
      dump_expr(f, s->value);
      fprintf(f, " %s ", s->where == GEN_AT_AFTER ? "after" : s->where == GEN_AT_IN ? "in" : "before");
      dump_expr(f, s->at);
      if (s->args) {
        fputs(" (", f);
        dump_list(f, s->args, ", ");
        fputc(')', f);
      }
      break;
    case GEN_S_IN:
    case GEN_S_BEFORE:
    case GEN_S_FOR:
      if (s->kind == GEN_S_IN) fprintf(f, "in %s {\n", s->bind.s);
      else if (s->kind == GEN_S_BEFORE) {
        fputs("before ", f);
        dump_expr(f, s->value);
        fputs(" {\n", f);
      }
      else {
        fputs("for (", f);
        dump_list(f, s->args, ", ");
        fputs(") in (", f);
        dump_list(f, s->value, ", ");
        fputs(") {\n", f);
      }
      dump_stmts(f, s->body, indent + 2);
      fprintf(f, "%*s}", indent, "");
      break;
    case GEN_S_FAIL:
      fputs("fail", f);
      if (s->value) fprintf(f, " \"%s\"", s->value->str.s);
      break;
    case GEN_S_SET:
      fprintf(f, "set $%s", s->bind.s);
      dump_expr(f, s->value);
      break;
    case GEN_S_USES:
      fputs("replace uses of ", f);
      dump_expr(f, s->args);
      if (s->at) {
        fputs(" in ", f);
        dump_expr(f, s->at);
      }
      fputs(" with ", f);
      dump_expr(f, s->value);
      break;
    case GEN_S_IF:
      fputs("if ", f);
      dump_list(f, s->value, ", ");
      fputs(" {\n", f);
      dump_stmts(f, s->body, indent + 2);
      fprintf(f, "%*s}", indent, "");
      if (s->orelse) {
        fputs(" else {\n", f);
        dump_stmts(f, s->orelse, indent + 2);
        fprintf(f, "%*s}", indent, "");
      }
      break;
    case GEN_S_SIGNATURE:
      fputs("signature ", f);
      dump_expr(f, s->at);
      if (s->value) {
        fputs(" as ", f);
        dump_expr(f, s->value);
      }
      if (s->bind.s) fprintf(f, " pack %s", s->bind.s);
      break;
    }
    fputc('\n', f);
  }
}

static void dump_row(FILE *f, const gen_row *r) {
  fputc('(', f);
  for (unsigned i = 0; i < r->n; i++) fprintf(f, "%s%s", i ? ", " : "", r->names[i].s);
  fputc(')', f);
}

static void dump_decls(gen_ctx *g, FILE *f, const gen_decl *d, int indent) {
  for (; d; d = d->next) {
    unsigned line, col;
    gen_loc_line_col(g, d->loc, &line, &col);
    fprintf(f, "%*s", indent, "");
    switch (d->kind) {
    case GEN_D_IMPORT:
      fputs("import ", f);
      if (d->names) dump_row(f, d->names);
      else fprintf(f, "\"%s\"", d->str.s);
      fputc('\n', f);
      break;
    case GEN_D_TERM:
      fprintf(f, "term (line %u) ", line);
      dump_expr(f, d->rule->source);
      fputc('\n', f);
      dump_stmts(f, d->rule->result, indent + 2);
      break;
    case GEN_D_PATTERN: {
      const gen_rule *r = d->rule;
      fprintf(f, "pattern %s (line %u)", r->name.s, line);
      if (r->has_benefit) fprintf(f, " benefit(%lld)", (long long)r->benefit);
      fputs("\n", f);
      fprintf(f, "%*s  match ", indent, "");
      dump_expr(f, r->source);
      fputc('\n', f);
      for (const gen_expr *w = r->where; w; w = w->next) {
        fprintf(f, "%*s  where ", indent, "");
        dump_expr(f, w);
        fputc('\n', f);
      }
      dump_stmts(f, r->result, indent + 2);
      break;
    }
    case GEN_D_FOR:
      fputs("for ", f);
      dump_row(f, d->names);
      fputs(" in", f);
      for (const gen_row *r = d->rows; r; r = r->next) {
        fputc(' ', f);
        dump_row(f, r);
      }
      fputc('\n', f);
      dump_decls(g, f, d->body, indent + 2);
      break;
    case GEN_D_TEST:
      fprintf(f, "test %s: input %zu bytes, expect %zu bytes\n", d->name.s, d->input.len, d->expect.len);
      break;
    case GEN_D_CONSTRAINT:
    case GEN_D_NATIVE:
      fprintf(f, "%s %s(", d->kind == GEN_D_NATIVE ? "native" : "constraint", d->name.s);
      for (const gen_param *p = d->params; p; p = p->next)
        fprintf(f, "%s: %s%s", p->name.s, p->kind.s, p->next ? ", " : "");
      fputc(')', f);
      if (d->kind == GEN_D_NATIVE) fprintf(f, " -> %s", d->ret.s);
      if (!d->code.s) {
        fputs(" extern\n", f);
        break;
      }
      {
        unsigned cl, cc;
        gen_loc_line_col(g, d->code.loc, &cl, &cc);
        fprintf(f, " code at %u:%u, %zu bytes\n", cl, cc, d->code.len);
      }
      break;
    case GEN_D_PASS: {
      static const char *const kinds[] = {
          [GEN_P_SUMMARY] = "summary", [GEN_P_DISPLAY] = "display", [GEN_P_OPTION] = "option",
          [GEN_P_LEGAL] = "legal",     [GEN_P_ILLEGAL] = "illegal", [GEN_P_DYNAMIC] = "dynamic",
          [GEN_P_TYPEMAP] = "typemap", [GEN_P_MODE] = "mode",       [GEN_P_INCLUDE] = "include",
          [GEN_P_BEFORE] = "before",   [GEN_P_ROWWISE] = "rowwise", [GEN_P_MARKER] = "marker",
          [GEN_P_MATERIALIZE] = "materialize", [GEN_P_WHERE] = "where"};
      fprintf(f, "pass %s (line %u)\n", d->str.s, line);
      for (const gen_passitem *it = d->passitems; it; it = it->next) {
        fprintf(f, "%*s  %s", indent, "",
                (unsigned)it->kind < sizeof kinds / sizeof *kinds && kinds[it->kind] ? kinds[it->kind] : "?");
        if (it->str.s) fprintf(f, " \"%s\"", it->str.s);
        if (it->what.s) fprintf(f, " %s", it->what.s);
        if (it->kind_name.s) fprintf(f, " %s", it->kind_name.s);
        if (it->cases) {
          fputc('(', f);
          for (const gen_optcase *c = it->cases; c; c = c->next)
            fprintf(f, "\"%s\"%s%s%s%s", c->name.s, c->desc.s ? " \"" : "", c->desc.s ? c->desc.s : "",
                    c->desc.s ? "\"" : "", c->next ? ", " : "");
          fputc(')', f);
        }
        if (it->names) {
          fputc(' ', f);
          dump_row(f, it->names);
        }
        if (it->value) {
          fputc(' ', f);
          dump_expr(f, it->value);
        }
        if (it->result) {
          fputs(" => ", f);
          dump_expr(f, it->result);
        }
        fputc('\n', f);
      }
      break;
    }
    default:
      fprintf(f, "(declaration of an .ops file at line %u)\n", line);
      break;
    }
  }
}

void gen_dump_rules(gen_ctx *g, uint32_t file, FILE *f) { dump_decls(g, f, g->files[file].decls, 0); }

gen_passitem *gen_passitem_new(gen_ctx *g, gen_passitem_kind k, uint32_t file, gen_token kw) {
  gen_passitem *it = gen_alloc(g, sizeof *it);
  memset(it, 0, sizeof *it);
  it->kind = k;
  it->loc = gen_loc_tok(file, kw);
  return it;
}

gen_optcase *gen_optcase_new(gen_ctx *g, uint32_t file, gen_token name, gen_str desc) {
  gen_optcase *c = gen_alloc(g, sizeof *c);
  memset(c, 0, sizeof *c);
  c->name = gen_str_tok(g, file, name);
  c->desc = desc;
  return c;
}
