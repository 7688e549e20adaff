/* The C emitters of rulir-gen: for a checked `.ops` module, `<d>_ops.h`
 * (accessors, builders, enum constants, hook prototypes) and `<d>_ops.c`
 * (constraint predicates, enum tables, one rl_opdef per op, registration);
 * and the registry that registers every dialect. Requires a module that
 * passed sema; writes files, changes nothing else. */
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/strbuf.h"
#include "gen/sema.h"
#include "gen/tc.h"

/* An output file being written: the text and its line count (for #line). */
typedef struct out {
  rl_strbuf b;
  unsigned lines;        /* newlines written so far */
  const char *path;      /* as the C compiler will name it */
} out;

static void put(out *o, const char *s) {
  for (const char *p = s; *p; p++) o->lines += *p == '\n';
  rl_sb_puts(&o->b, s);
}

static void putf(out *o, const char *f, ...) __attribute__((format(printf, 2, 3)));
static void putf(out *o, const char *f, ...) {
  rl_strbuf t = {0};
  va_list ap;
  va_start(ap, f);
  rl_sb_vprintf(&t, f, ap);
  va_end(ap);
  if (t.data) put(o, t.data);
  rl_sb_free(&t);
}

/* A C string literal for s. */
static void put_cstr(out *o, const char *s) {
  rl_strbuf t = {0};
  rl_sb_putc(&t, '"');
  for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
    if (*p == '"' || *p == '\\') {
      rl_sb_putc(&t, '\\');
      rl_sb_putc(&t, (char)*p);
    } else if (*p == '\n') {
      rl_sb_puts(&t, "\\n");
    } else if (*p < 0x20 || *p >= 0x7f) {
      rl_sb_printf(&t, "\\%03o", *p);
    } else {
      rl_sb_putc(&t, (char)*p);
    }
  }
  rl_sb_putc(&t, '"');
  put(o, t.data);
  rl_sb_free(&t);
}

/* Text for a C comment (no comment terminators inside). */
static const char *comment_text(gen_ctx *g, const char *s) {
  size_t n = strlen(s);
  char *c = gen_alloc(g, n + 1);
  for (size_t i = 0; i < n; i++) c[i] = (s[i] == '*' && s[i + 1] == '/') || s[i] == '\n' ? ' ' : s[i];
  return c;
}

static bool write_file(const char *path, const out *o) {
  FILE *f = fopen(path, "wb");
  if (!f) {
    fprintf(stderr, "rulir-gen: error: cannot write '%s'\n", path);
    return false;
  }
  bool ok = fwrite(o->b.data, 1, o->b.len, f) == o->b.len;
  ok &= fclose(f) == 0;
  if (!ok) fprintf(stderr, "rulir-gen: error: cannot write '%s'\n", path);
  return ok;
}

/* `#line` into the .ops file at loc, and back into the output. */
static void line_src(gen_ctx *g, out *o, gen_loc l) {
  unsigned line, col;
  gen_loc_line_col(g, l, &line, &col);
  putf(o, "#line %u ", line);
  put_cstr(o, g->files[l.file].path);
  put(o, "\n");
}

static void line_back(out *o) {
  putf(o, "#line %u ", o->lines + 2);
  put_cstr(o, o->path);
  put(o, "\n");
}

/* ---- type constraint predicates -------------------------------------------- */

typedef struct helper {
  struct helper *next;
  const char *text;
  const char *fn;
} helper;

typedef struct emitter {
  gen_ctx *g;
  gen_module *m;
  out *c;                /* the .c file */
  helper *helpers;       /* static predicates emitted so far, by expression text */
} emitter;

static void cexpr_text(const gen_cexpr *x, rl_strbuf *b) {
  if (x->kind == GEN_CE_INT) {
    rl_sb_printf(b, "%lld", (long long)x->ival);
  } else if (x->kind == GEN_CE_UNION) {
    for (const gen_cexpr *a = x->args; a; a = a->next) {
      if (a != x->args) rl_sb_puts(b, " | ");
      cexpr_text(a, b);
    }
  } else {
    rl_sb_puts(b, x->name.s);
    if (x->applied) {
      rl_sb_putc(b, '<');
      for (const gen_cexpr *a = x->args; a; a = a->next) {
        if (a != x->args) rl_sb_puts(b, ", ");
        cexpr_text(a, b);
      }
      rl_sb_putc(b, '>');
    }
  }
}

/* The C names of the type kinds and float semantics a built-in constraint
 * tests. */
static const char *kind_c_name(rl_type_kind k) {
  switch (k) {
  case RL_TY_COMPLEX: return "RL_TY_COMPLEX";
  case RL_TY_VECTOR: return "RL_TY_VECTOR";
  case RL_TY_TENSOR: return "RL_TY_TENSOR";
  case RL_TY_UNRANKED_TENSOR: return "RL_TY_UNRANKED_TENSOR";
  case RL_TY_MEMREF: return "RL_TY_MEMREF";
  case RL_TY_UNRANKED_MEMREF: return "RL_TY_UNRANKED_MEMREF";
  case RL_TY_FUNCTION: return "RL_TY_FUNCTION";
  case RL_TY_NONE: return "RL_TY_NONE";
  case RL_TY_TUPLE: return "RL_TY_TUPLE";
  default: return "0";
  }
}

static const char *sem_c_name(int sem) {
  static const struct { int sem; const char *name; } t[] = {
      {RL_F16, "RL_F16"}, {RL_BF16, "RL_BF16"}, {RL_TF32, "RL_TF32"}, {RL_F32, "RL_F32"},
      {RL_F64, "RL_F64"}, {RL_F80, "RL_F80"},   {RL_F128, "RL_F128"}};
  for (size_t i = 0; i < sizeof t / sizeof *t; i++)
    if (t[i].sem == sem) return t[i].name;
  return "0";
}

/* The C test of a built-in constraint (gen/tc.c's meaning of it), with $
 * for the type; a container's is the test of its kind, in parentheses
 * when it has two. NULL if name is not built in. */
static const char *atom_test(const char *name) {
  const gen_tc_builtin *b = gen_tc_builtin_find(name);
  if (!b) return NULL;
  static char buf[160];
  rl_strbuf t = {0};
  if (!b->kind) rl_sb_puts(&t, "$ != NULL");
  else if (b->kind == RL_TY_INTEGER) rl_sb_puts(&t, "rl_type_is_integer($)");
  else if (b->kind == RL_TY_INDEX) rl_sb_puts(&t, "rl_type_is_index($)");
  else if (b->kind == RL_TY_FLOAT) rl_sb_puts(&t, "rl_type_is_float($)");
  else if (b->kind2)
    rl_sb_printf(&t, "%srl_type_kind_of($) == %s || rl_type_kind_of($) == %s%s", b->container ? "(" : "",
                 kind_c_name(b->kind), kind_c_name(b->kind2), b->container ? ")" : "");
  else rl_sb_printf(&t, "rl_type_kind_of($) == %s", kind_c_name(b->kind));
  if (b->sign >= 0)
    rl_sb_printf(&t, " && rl_type_int_signedness($) == %s",
                 b->sign == RL_SIGNLESS ? "RL_SIGNLESS" : b->sign == RL_SIGNED ? "RL_SIGNED" : "RL_UNSIGNED");
  if (b->sem >= 0) rl_sb_printf(&t, " && rl_type_float_sem($) == %s", sem_c_name(b->sem));
  if (b->fixed) rl_sb_puts(&t, " && vector_is_fixed($)");
  snprintf(buf, sizeof buf, "%s", t.data);
  rl_sb_free(&t);
  return buf;
}

/* Appends template t with $ replaced by var. */
static void subst(rl_strbuf *b, const char *t, const char *var) {
  for (; *t; t++)
    if (*t == '$')
      rl_sb_puts(b, var);
    else
      rl_sb_putc(b, *t);
}

static bool int_family_name(const char *s, char *sign) {
  unsigned p = s[0] == 'I' ? 1 : (s[0] == 'S' || s[0] == 'U') && s[1] == 'I' ? 2 : 0;
  if (!p || !s[p]) return false;
  for (const char *q = s + p; *q; q++)
    if (*q < '0' || *q > '9') return false;
  *sign = p == 1 ? 'L' : s[0];
  return true;
}

static const char *helper_for(emitter *e, const gen_cexpr *x);

/* A C expression testing var against x; *level: 0 a call or comparison,
 * 1 a chain of &&, 2 a chain of ||. */
#define OR_WRAP " ||\n         " /* one alternative a line under `return ` */

static void pred_expr(emitter *e, const gen_cexpr *x, const char *var, rl_strbuf *b, int *level, const char *orsep) {
  char sign;
  if (x->kind == GEN_CE_UNION) {
    *level = 2;
    for (const gen_cexpr *a = x->args; a; a = a->next) {
      rl_strbuf t = {0};
      int lv;
      pred_expr(e, a, var, &t, &lv, " || ");
      if (a != x->args) rl_sb_puts(b, orsep);
      if (lv == 1) rl_sb_putc(b, '(');
      rl_sb_puts(b, t.data);
      if (lv == 1) rl_sb_putc(b, ')');
      rl_sb_free(&t);
    }
    return;
  }
  const char *name = x->name.s;
  char tbuf[160];
  const char *test = atom_test(name);
  if (test) test = strcpy(tbuf, test); /* atom_test's buffer is reused by the element's */
  if (test && x->applied) {
    /* A container: its kind, then its element through a helper. */
    const char *elem = helper_for(e, x->args);
    subst(b, test, var);
    rl_sb_printf(b, " && %s(rl_type_elem(%s))", elem, var);
    *level = 1;
    return;
  }
  if (test) {
    subst(b, test, var);
    *level = strstr(test, "||") ? 2 : strstr(test, "&&") ? 1 : 0;
    return;
  }
  if (int_family_name(name, &sign)) {
    rl_sb_printf(b, "rl_type_is_integer(%s) && rl_type_int_signedness(%s) == %s && rl_type_int_width(%s) == %s", var,
                 var, sign == 'L' ? "RL_SIGNLESS" : sign == 'S' ? "RL_SIGNED" : "RL_UNSIGNED", var,
                 name + (sign == 'L' ? 1 : 2));
    *level = 1;
    return;
  }
  gen_tc *t = gen_find_named_tc(e->m, name);
  rl_sb_printf(b, "%s(%s)", t ? t->pred : "false", var);
  *level = 0;
}


/* A C expression building the one type x allows (with `c` the context), or
 * NULL when x allows several (gen/tc.c decides). */
static const char *build_expr_m(gen_ctx *g, gen_module *m, const gen_cexpr *x, int depth) {
  static const char *const signs[] = {"RL_SIGNLESS", "RL_SIGNED", "RL_UNSIGNED"};
  static const char *const sems[] = {"RL_F16", "RL_BF16", "RL_TF32", "RL_F32", "RL_F64", "RL_F80", "RL_F128"};
  gen_tc_one one;
  if (depth || !gen_tc_single(m, x, &one)) return NULL;
  switch (one.kind) {
  case RL_TY_INTEGER: return gen_fmt(g, "rl_type_integer(c, %u, %s)", one.width, signs[one.sign]);
  case RL_TY_INDEX: return "rl_type_index(c)";
  case RL_TY_NONE: return "rl_type_none(c)";
  default: return gen_fmt(g, "rl_type_float(c, %s)", sems[one.sem]);
  }
}

/* Whether constraint x allows exactly one type (for the format check). */
bool gen_tc_buildable(gen_ctx *g, gen_module *m, const gen_cexpr *x) { return build_expr_m(g, m, x, 0) != NULL; }

/* The rl_type_kind a type($x) of this constraint must parse, or "0". */
static const char *parse_kind(emitter *e, const gen_cexpr *x, int depth) {
  (void)depth;
  static const char *const kinds[] = {
      [RL_TY_INTEGER] = "RL_TY_INTEGER", [RL_TY_INDEX] = "RL_TY_INDEX",   [RL_TY_FLOAT] = "RL_TY_FLOAT",
      [RL_TY_NONE] = "RL_TY_NONE",       [RL_TY_COMPLEX] = "RL_TY_COMPLEX", [RL_TY_VECTOR] = "RL_TY_VECTOR",
      [RL_TY_TENSOR] = "RL_TY_TENSOR",   [RL_TY_MEMREF] = "RL_TY_MEMREF",
      [RL_TY_UNRANKED_MEMREF] = "RL_TY_UNRANKED_MEMREF", [RL_TY_FUNCTION] = "RL_TY_FUNCTION",
      [RL_TY_TUPLE] = "RL_TY_TUPLE"};
  rl_type_kind k = gen_tc_parse_kind(e->m, x);
  return k && (size_t)k < sizeof kinds / sizeof *kinds && kinds[k] ? kinds[k] : "0";
}

static const char *build_expr(emitter *e, const gen_cexpr *x, int depth) { return build_expr_m(e->g, e->m, x, depth); }

/* `, build, kind` of a constraint table, emitting its builder if any. */
static void put_build_kind(emitter *e, const gen_cexpr *x, const char *table) {
  const char *b = build_expr(e, x, 0);
  if (b) putf(e->c, ", build_%s, %s", table, parse_kind(e, x, 0));
  else putf(e->c, ", NULL, %s", parse_kind(e, x, 0));
}

static void emit_builder_fn(emitter *e, const gen_cexpr *x, const char *table) {
  const char *b = build_expr(e, x, 0);
  if (b) putf(e->c, "static rl_type *build_%s(rl_context *c) { return %s; }\n", table, b);
}

/* The name of a predicate function for x: a named constraint's public
 * predicate, or a static helper emitted (once per expression) into the .c. */
static const char *helper_for(emitter *e, const gen_cexpr *x) {
  if (x->kind == GEN_CE_NAME && !x->applied) {
    gen_tc *t = atom_test(x->name.s) ? NULL : gen_find_named_tc(e->m, x->name.s);
    char sign;
    if (t && !int_family_name(x->name.s, &sign)) return t->pred;
  }
  rl_strbuf text = {0};
  cexpr_text(x, &text);
  for (helper *h = e->helpers; h; h = h->next)
    if (strcmp(h->text, text.data) == 0) {
      rl_sb_free(&text);
      return h->fn;
    }
  rl_strbuf fn = {0};
  rl_sb_puts(&fn, "is_");
  for (const char *p = text.data; *p; p++) {
    if (*p == ' ' || *p == '>' || *p == ',') continue;
    if (*p == '|')
      rl_sb_puts(&fn, "_or_");
    else if (*p == '<')
      rl_sb_putc(&fn, '_');
    else
      rl_sb_putc(&fn, *p);
  }
  rl_strbuf body = {0};
  int lv;
  pred_expr(e, x, "t", &body, &lv, OR_WRAP); /* emits nested helpers first */
  helper *h = gen_alloc(e->g, sizeof *h);
  h->text = gen_strndup(e->g, text.data, text.len);
  h->fn = gen_strndup(e->g, fn.data, fn.len);
  h->next = e->helpers;
  e->helpers = h;
  putf(e->c, "/* %s */\nstatic bool %s(const rl_type *t) {\n  return %s;\n}\n\n", comment_text(e->g, h->text),
       h->fn, body.data);
  rl_sb_free(&text);
  rl_sb_free(&fn);
  rl_sb_free(&body);
  return h->fn;
}

static void emit_constraints(emitter *e) {
  gen_module *m = e->m;
  out *c = e->c;
  if (!m->tcs) return;
  put(c, "/* ---- Type constraints ---------------------------------------------------- */\n\n");
  if (m->needs_fixed_vector)
    put(c, "/* Whether no dimension of the vector type t is scalable. */\n"
           "static bool vector_is_fixed(const rl_type *t) {\n"
           "  for (unsigned i = 0; i < rl_type_rank(t); i++)\n"
           "    if (rl_type_dim_scalable(t, i)) return false;\n"
           "  return true;\n"
           "}\n\n");
  for (gen_tc *t = m->tcs; t; t = t->next) {
    if (t->name) {
      rl_strbuf body = {0};
      int lv;
      pred_expr(e, t->expr, "t", &body, &lv, OR_WRAP);
      putf(c, "/* %s: %s */\n", t->name, comment_text(e->g, t->text));
      line_src(e->g, c, t->loc);
      putf(c, "bool %s(const rl_type *t) {\n  return %s;\n}\n", t->pred, body.data);
      emit_builder_fn(e, t->expr, t->table);
      put(c, "const rl_type_constraint ");
      putf(c, "%s = {", t->table);
      put_cstr(c, t->summary);
      putf(c, ", %s", t->pred);
      put_build_kind(e, t->expr, t->table);
      put(c, "};\n");
      line_back(c);
      put(c, "\n");
      rl_sb_free(&body);
    } else {
      const char *fn = helper_for(e, t->expr);
      emit_builder_fn(e, t->expr, t->table);
      putf(c, "static const rl_type_constraint %s = {", t->table);
      put_cstr(c, t->summary);
      putf(c, ", %s", fn);
      put_build_kind(e, t->expr, t->table);
      put(c, "};\n\n");
    }
  }
}

/* ---- enums ------------------------------------------------------------------- */

static const char *upper(gen_ctx *g, const char *s) {
  size_t n = strlen(s);
  char *u = gen_strndup(g, s, n);
  for (size_t i = 0; i < n; i++)
    if (u[i] >= 'a' && u[i] <= 'z') u[i] = (char)(u[i] - 'a' + 'A');
  return u;
}

static void emit_enums_h(gen_ctx *g, gen_module *m, out *h) {
  for (gen_enum *en = m->enums; en; en = en->next) {
    const rl_enum_def *d = &en->def;
    if (d->bits)
      putf(h, "/* %s: a bit enum, stored as #%s.%s<...>. */\n", d->name, m->dialect, d->mnemonic);
    else
      putf(h, "/* %s: stored as an i%u integer attribute. */\n", d->name, d->width);
    bool small = true;
    for (unsigned i = 0; i < d->n; i++) {
      int64_t v = (int64_t)d->values[i];
      if (d->bits ? d->values[i] > INT_MAX : v < INT_MIN || v > INT_MAX) small = false;
    }
    if (small) {
      put(h, "enum {\n");
      for (unsigned i = 0; i < d->n; i++)
        putf(h, "  %s_%s = %lld,\n", en->macro, upper(g, d->keywords[i]), (long long)(int64_t)d->values[i]);
      put(h, "};\n");
    } else {
      for (unsigned i = 0; i < d->n; i++)
        if (d->bits || (int64_t)d->values[i] >= 0)
          putf(h, "#define %s_%s UINT64_C(%llu)\n", en->macro, upper(g, d->keywords[i]),
               (unsigned long long)d->values[i]);
        else
          putf(h, "#define %s_%s INT64_C(%lld)\n", en->macro, upper(g, d->keywords[i]),
               (long long)(int64_t)d->values[i]);
    }
    putf(h, "extern const rl_enum_def %s;\n\n", en->table);
  }
}

static void emit_enums_c(gen_ctx *g, gen_module *m, out *c) {
  if (!m->enums) return;
  put(c, "/* ---- Enums ------------------------------------------------------------- */\n\n");
  for (gen_enum *en = m->enums; en; en = en->next) {
    const rl_enum_def *d = &en->def;
    line_src(g, c, en->decl->name.loc);
    putf(c, "static const char *const %s_keywords[] = {", d->name);
    for (unsigned i = 0; i < d->n; i++) {
      put(c, i ? ", " : "");
      put_cstr(c, d->keywords[i]);
    }
    putf(c, "};\nstatic const uint64_t %s_values[] = {", d->name);
    for (unsigned i = 0; i < d->n; i++)
      if ((int64_t)d->values[i] < 0)
        putf(c, "%s(uint64_t)%lld", i ? ", " : "", (long long)(int64_t)d->values[i]);
      else
        putf(c, "%s%llu", i ? ", " : "", (unsigned long long)d->values[i]);
    putf(c, "};\nconst rl_enum_def %s = {\n", en->table);
    put(c, "    .name = ");
    put_cstr(c, d->name);
    put(c, ",\n    .mnemonic = ");
    if (d->mnemonic) put_cstr(c, d->mnemonic); else put(c, "NULL");
    put(c, ",\n    .separator = ");
    if (d->separator) put_cstr(c, d->separator); else put(c, "NULL");
    const char *const specs[][2] = {{".attr_name", d->attr_name}, {".attr_param", d->attr_param},
                                     {".cpp_type", d->cpp_type}, {".invalid", d->invalid}};
    for (size_t k = 0; k < 4; k++)
      if (specs[k][1]) {
        putf(c, ",\n    %s = ", specs[k][0]);
        put_cstr(c, specs[k][1]);
      }
    putf(c, ",\n    .width = %u,\n    .bits = %s,\n    .n = %u,\n", d->width, d->bits ? "true" : "false", d->n);
    putf(c, "    .keywords = %s_keywords,\n    .values = %s_values,\n    .dialect = \"%s\",\n};\n", d->name, d->name,
         en->owner->dialect);
    line_back(c);
    put(c, "\n");
  }
}

/* ---- ops ----------------------------------------------------------------------- */

static const char *const arity_names[] = {"RL_ARITY_ONE", "RL_ARITY_OPTIONAL", "RL_ARITY_VARIADIC"};
static const char *const kind_names[] = {
    "RL_AK_ANY", "RL_AK_STR", "RL_AK_SYMBOL_NAME", "RL_AK_FLAT_SYMREF", "RL_AK_SYMREF", "RL_AK_TYPE",
    "RL_AK_UNIT", "RL_AK_BOOL", "RL_AK_I32", "RL_AK_I64", "RL_AK_INDEX", "RL_AK_APINT", "RL_AK_TYPED",
    "RL_AK_ARRAY", "RL_AK_DICT_ARRAY", "RL_AK_DENSE_I32_ARRAY", "RL_AK_DENSE_I64_ARRAY",
    "RL_AK_ELEMENTS", "RL_AK_ENUM", "RL_AK_NONNEG_I32", "RL_AK_ATTR_ARRAY",
};

static void emit_value_defs(out *c, const char *table, const gen_val *v, unsigned n) {
  putf(c, "static const rl_value_def %s[] = {\n", table);
  for (unsigned i = 0; i < n; i++) {
    put(c, "    {");
    put_cstr(c, v[i].name);
    putf(c, ", %s, &%s},\n", arity_names[v[i].arity], v[i].tc->table);
  }
  put(c, "};\n");
}

static void emit_names(out *c, const char *table, const gen_val *v, unsigned n) {
  putf(c, "static const char *const %s[] = {", table);
  for (unsigned i = 0; i < n; i++) {
    put(c, i ? ", " : "");
    put_cstr(c, v[i].name);
  }
  put(c, "};\n");
}

/* The C names the emitted code uses for an op's tables. */
static void emit_op_tables(gen_ctx *g, gen_op *op, out *c) {
  char t[256];
  putf(c, "/* %s: %s */\n", op->name, comment_text(g, op->summary[0] ? op->summary : "(no summary)"));
  line_src(g, c, op->decl->loc);
  if (op->noperands) {
    snprintf(t, sizeof t, "op_%s_operands", op->cname);
    emit_value_defs(c, t, op->operands, op->noperands);
  }
  if (op->nresults) {
    snprintf(t, sizeof t, "op_%s_results", op->cname);
    emit_value_defs(c, t, op->results, op->nresults);
  }
  if (op->nprops) {
    putf(c, "static const rl_attr_def op_%s_attrs[] = {\n", op->cname);
    for (unsigned i = 0; i < op->nprops; i++) {
      gen_prop *p = &op->props[i];
      put(c, "    {.name = ");
      put_cstr(c, p->name);
      putf(c, ", .kind = %s, .optional = %s, .enm = %s%s, .type = %s%s, .default_value = ", kind_names[p->kind],
           p->optional ? "true" : "false", p->enm ? "&" : "", p->enm ? p->enm->table : "NULL", p->tc ? "&" : "",
           p->tc ? p->tc->table : "NULL");
      if (p->def_value) put_cstr(c, p->def_value); else put(c, "NULL");
      if (p->summary) {
        put(c, ", .summary = ");
        put_cstr(c, p->summary);
        put(c, ", .elem = ");
        put_cstr(c, p->elem);
      }
      put(c, "},\n");
    }
    put(c, "};\n");
  }
  if (op->nregions) {
    snprintf(t, sizeof t, "op_%s_regions", op->cname);
    emit_names(c, t, op->regions, op->nregions);
  }
  if (op->nsuccs) {
    snprintf(t, sizeof t, "op_%s_succs", op->cname);
    emit_names(c, t, op->succs, op->nsuccs);
  }
  for (unsigned k = 0; k < op->ntypes_match; k++) {
    const rl_types_match *tm = &op->types_match[k];
    putf(c, "static const int16_t op_%s_match%u[] = {", op->cname, k);
    for (unsigned i = 0; i < tm->n; i++) putf(c, "%s%d", i ? ", " : "", tm->refs[i]);
    put(c, "};\n");
  }
  if (op->ntypes_match) {
    putf(c, "static const rl_types_match op_%s_types_match[] = {\n", op->cname);
    for (unsigned k = 0; k < op->ntypes_match; k++) {
      put(c, "    {");
      put_cstr(c, op->types_match[k].names);
      putf(c, ", %u, op_%s_match%u},\n", op->types_match[k].n, op->cname, k);
    }
    put(c, "};\n");
  }
  unsigned sized = 0;
  for (unsigned i = 0; i < op->nregions && i < 8; i++)
    if (op->regions[i].sized_one) sized |= 1u << i;
  putf(c, "static const rl_opdef op_%s = {\n", op->cname);
  put(c, "    .name = ");
  put_cstr(c, op->name);
  put(c, ",\n    .summary = ");
  put_cstr(c, op->summary);
  putf(c, ",\n    .traits = %s,\n", op->trait_expr);
  putf(c, "    .noperands = %u,\n    .nresults = %u,\n    .nattrs = %u,\n    .nregions = %u,\n    .nsuccs = %u,\n",
       op->noperands, op->nresults, op->nprops, op->nregions, op->nsuccs);
  const char *cn = op->cname;
  putf(c, "    .operands = %s%s%s,\n", op->noperands ? "op_" : "NULL", op->noperands ? cn : "", op->noperands ? "_operands" : "");
  putf(c, "    .results = %s%s%s,\n", op->nresults ? "op_" : "NULL", op->nresults ? cn : "", op->nresults ? "_results" : "");
  putf(c, "    .attrs = %s%s%s,\n", op->nprops ? "op_" : "NULL", op->nprops ? cn : "", op->nprops ? "_attrs" : "");
  putf(c, "    .regions = %s%s%s,\n", op->nregions ? "op_" : "NULL", op->nregions ? cn : "", op->nregions ? "_regions" : "");
  putf(c, "    .region_min_blocks_one = 0x%x,\n", sized);
  putf(c, "    .variadic_regions = %s,\n    .variadic_succs = %s,\n", op->variadic_regions ? "true" : "false",
       op->variadic_succs ? "true" : "false");
  putf(c, "    .succs = %s%s%s,\n", op->nsuccs ? "op_" : "NULL", op->nsuccs ? cn : "", op->nsuccs ? "_succs" : "");
  put(c, "    .format = ");
  if (op->format) put_cstr(c, op->format->s); else put(c, "NULL");
  putf(c, ",\n    .parse = %s,\n    .print = %s,\n    .infer = %s,\n", op->custom_parse ? op->custom_parse : "NULL",
       op->custom_print ? op->custom_print : "NULL", op->infer ? op->infer : "NULL");
  put(c, "    .default_dialect = ");
  if (op->default_dialect) put_cstr(c, op->default_dialect); else put(c, "NULL");
  put(c, ",\n");
  putf(c, "    .verify = %s,\n    .verify_uses = %s,\n    .fold = %s,\n    .names = %s,\n",
       op->verify ? op->verify : "NULL", op->verify_uses ? op->verify_uses : "NULL", op->fold ? op->fold : "NULL",
       op->names ? op->names : "NULL");
  if (op->effects) putf(c, "    .effects = %s,\n", op->effects);
  put(c, "    .parent = ");
  if (op->parent) put_cstr(c, op->parent); else put(c, "NULL");
  if (op->ntypes_match) putf(c, ",\n    .types_match = op_%s_types_match,\n    .ntypes_match = %u", op->cname, op->ntypes_match);
  const rl_region_branch *rb = &op->def.region_branch;
  if (rb->kind)
    putf(c, ",\n    .region_branch = {%u, %d, {%d, %d, %d}}", rb->kind, rb->operand, rb->props[0], rb->props[1],
         rb->props[2]);
  put(c, ",\n};\n");
  line_back(c);
  put(c, "\n");
}

/* ---- accessors and builders ------------------------------------------------------- */

static bool is_c_reserved(const char *s) {
  static const char *const kws[] = {
      "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum",
      "extern", "float", "for", "goto", "if", "inline", "int", "long", "register", "restrict", "return",
      "short", "signed", "sizeof", "static", "struct", "switch", "typedef", "union", "unsigned", "void",
      "volatile", "while", "bool", "true", "false", "NULL",
      /* the builders' own names */
      "b", "loc", "c", "st", "types", "operands", "props", "nprops", "segs", "stack", "size", "first", "op"};
  for (size_t i = 0; i < sizeof kws / sizeof kws[0]; i++)
    if (strcmp(kws[i], s) == 0) return true;
  return false;
}

/* A parameter name for member `name`. */
static const char *param(gen_ctx *g, const char *name) {
  if (!is_c_reserved(name) && strncmp(name, "n_", 2) != 0) return name;
  size_t n = strlen(name);
  char *p = gen_alloc(g, n + 2);
  memcpy(p, name, n);
  p[n] = '_';
  return p;
}

/* Accessor of group i of operands (results): a constant index when the
 * groups before it have fixed sizes; else counted from the end when only one
 * group varies; else through the segment sizes. */
static void emit_group_accessor(gen_module *m, gen_op *op, out *h, bool results, unsigned i) {
  const gen_val *v = results ? op->results : op->operands;
  unsigned n = results ? op->nresults : op->noperands;
  bool segs = results ? op->result_segments : op->operand_segments;
  const char *what = results ? "result" : "operand";
  const char *count = results ? "op->nresults" : "op->noperands";
  const char *get = results ? "rl_op_result" : "rl_op_operand";
  const gen_val *x = &v[i];
  unsigned var_before = 0;
  for (unsigned k = 0; k < i; k++) var_before += v[k].arity != RL_ARITY_ONE;
  unsigned var_index = n;
  for (unsigned k = 0; k < n; k++)
    if (v[k].arity != RL_ARITY_ONE) var_index = k;
  if (x->arity == RL_ARITY_ONE) {
    putf(h, "static inline rl_value *rl_%s_%s_%s(rl_op *op) {\n", m->dialect, op->cname, x->name);
    if (segs)
      putf(h, "  unsigned size;\n  return %s(op, rl_op_%s_group(op, %u, &size));\n", get, what, i);
    else if (!var_before)
      putf(h, "  return %s(op, %u);\n", get, i);
    else
      putf(h, "  return %s(op, %s - %u);\n", get, count, n - i);
    put(h, "}\n");
    return;
  }
  putf(h, "/* The %s group `%s`: its first value (NULL if empty) and its size in *n. */\n",
       x->arity == RL_ARITY_OPTIONAL ? "optional" : "variadic", x->name);
  putf(h, "static inline rl_value *rl_%s_%s_%s(rl_op *op, unsigned *n) {\n", m->dialect, op->cname, x->name);
  if (segs)
    putf(h, "  unsigned size, first = rl_op_%s_group(op, %u, &size);\n", what, i);
  else
    putf(h, "  unsigned size = %s - %u, first = %u;\n", count, n - 1, var_index);
  put(h, "  if (n) *n = size;\n");
  putf(h, "  return size ? %s(op, first) : NULL;\n}\n", get);
}

static void emit_accessors(gen_module *m, gen_op *op, out *h) {
  for (unsigned i = 0; i < op->noperands; i++) emit_group_accessor(m, op, h, false, i);
  for (unsigned i = 0; i < op->nresults; i++) emit_group_accessor(m, op, h, true, i);
  for (unsigned i = 0; i < op->nregions; i++) {
    if (op->regions[i].arity == RL_ARITY_VARIADIC)
      putf(h, "/* The variadic regions `%s`: the first one and their number in *n. */\n"
              "static inline rl_region *rl_%s_%s_%s(rl_op *op, unsigned *n) {\n"
              "  if (n) *n = op->nregions - %u;\n  return op->nregions > %u ? rl_op_region(op, %u) : NULL;\n}\n",
           op->regions[i].name, m->dialect, op->cname, op->regions[i].name, i, i, i);
    else
      putf(h, "static inline rl_region *rl_%s_%s_%s(rl_op *op) { return rl_op_region(op, %u); }\n", m->dialect,
           op->cname, op->regions[i].name, i);
  }
  for (unsigned i = 0; i < op->nsuccs; i++) {
    if (op->succs[i].arity == RL_ARITY_VARIADIC)
      putf(h, "/* The variadic successors `%s`: the first one and their number in *n. */\n"
              "static inline rl_block *rl_%s_%s_%s(rl_op *op, unsigned *n) {\n"
              "  if (n) *n = op->nsuccs - %u;\n  return op->nsuccs > %u ? rl_op_succ(op, %u) : NULL;\n}\n",
           op->succs[i].name, m->dialect, op->cname, op->succs[i].name, i, i, i);
    else
      putf(h, "static inline rl_block *rl_%s_%s_%s(rl_op *op) { return rl_op_succ(op, %u); }\n", m->dialect,
           op->cname, op->succs[i].name, i);
  }
  for (unsigned i = 0; i < op->nprops; i++)
    putf(h, "rl_attr *rl_%s_%s_%s(rl_op *op); /* %s, or NULL when absent */\n", m->dialect, op->cname,
         op->props[i].name, op->props[i].kind_name);
}

/* Index of the operand whose type a SameOperandsAndResultType op's results
 * take, or -1 when the builder takes result types. */
int gen_builder_type_source(const gen_op *op) {
  if (!(op->traits & RL_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE) || !op->nresults) return -1;
  for (unsigned i = 0; i < op->nresults; i++)
    if (op->results[i].arity != RL_ARITY_ONE) return -1;
  for (unsigned i = 0; i < op->noperands; i++)
    if (op->operands[i].arity == RL_ARITY_ONE) return (int)i;
  return -1;
}

static void emit_builder_proto(gen_ctx *g, gen_module *m, gen_op *op, out *o) {
  putf(o, "rl_op *rl_%s_%s_create(rl_builder *b, rl_attr *loc", m->dialect, op->cname);
  if (gen_builder_type_source(op) < 0)
    for (unsigned i = 0; i < op->nresults; i++) {
      const gen_val *v = &op->results[i];
      if (v->arity == RL_ARITY_VARIADIC)
        putf(o, ", unsigned n_%s, rl_type *const *%s", v->name, param(g, v->name));
      else
        putf(o, ", rl_type *%s", param(g, v->name));
    }
  for (unsigned i = 0; i < op->noperands; i++) {
    const gen_val *v = &op->operands[i];
    if (v->arity == RL_ARITY_VARIADIC)
      putf(o, ", unsigned n_%s, rl_value *const *%s", v->name, param(g, v->name));
    else
      putf(o, ", rl_value *%s", param(g, v->name));
  }
  for (unsigned i = 0; i < op->nsuccs; i++) {
    const gen_val *v = &op->succs[i];
    if (v->arity == RL_ARITY_VARIADIC)
      putf(o, ", unsigned n_%s, rl_block *const *%s", v->name, param(g, v->name));
    else
      putf(o, ", rl_block *%s", param(g, v->name));
  }
  for (unsigned i = 0; i < op->nprops; i++) putf(o, ", rl_attr *%s", param(g, op->props[i].name));
  if (op->variadic_regions) putf(o, ", unsigned n_%s", op->regions[op->nregions - 1].name);
  put(o, ")");
}

/* The name of the count variable of array arr. */
static const char *t_count(const char *arr) {
  static char buf[64];
  snprintf(buf, sizeof buf, "n%s", arr);
  return buf;
}

/* Values of a list of groups into one array `arr` (on the stack when the
 * sizes are fixed, else in `stack` or on the heap). Returns the count
 * expression. */
static const char *emit_gather(gen_ctx *g, out *c, const gen_val *v, unsigned n, const char *elem,
                               const char *arr, bool *heap) {
  unsigned fixed = 0;
  bool any_var = false;
  rl_strbuf cnt = {0};
  for (unsigned i = 0; i < n; i++) {
    if (v[i].arity == RL_ARITY_ONE) fixed++;
    else if (v[i].arity == RL_ARITY_OPTIONAL) rl_sb_printf(&cnt, " + (%s != NULL)", param(g, v[i].name));
    else rl_sb_printf(&cnt, " + n_%s", v[i].name), any_var = true;
  }
  *heap = false;
  if (!cnt.len) {
    putf(c, "  %s *%s[%u] = {", elem, arr, n);
    for (unsigned i = 0; i < n; i++) putf(c, "%s%s", i ? ", " : "", param(g, v[i].name));
    put(c, "};\n");
    return NULL;
  }
  char *count = NULL;
  {
    rl_strbuf t = {0};
    if (fixed)
      rl_sb_printf(&t, "%u%s", fixed, cnt.data);
    else
      rl_sb_puts(&t, cnt.data + 3); /* drop the leading " + " */
    count = gen_strndup(g, t.data, t.len);
    rl_sb_free(&t);
  }
  rl_sb_free(&cnt);
  if (n == 1 && any_var) {
    putf(c, "  %s *const *%s = %s;\n", elem, arr, param(g, v[0].name));
    return count;
  }
  putf(c, "  unsigned n%s = %s, k%s = 0;\n", arr, count, arr);
  if (any_var) {
    putf(c, "  %s *%s_stack[8], **%s = n%s <= 8 ? %s_stack : malloc(n%s * sizeof *%s);\n", elem, arr, arr, arr, arr,
         arr, arr);
    *heap = true;
  } else {
    putf(c, "  %s *%s[%u];\n", elem, arr, n);
  }
  for (unsigned i = 0; i < n; i++) {
    const char *p = param(g, v[i].name);
    if (v[i].arity == RL_ARITY_ONE)
      putf(c, "  %s[k%s++] = %s;\n", arr, arr, p);
    else if (v[i].arity == RL_ARITY_OPTIONAL)
      putf(c, "  if (%s) %s[k%s++] = %s;\n", p, arr, arr, p);
    else
      putf(c, "  for (unsigned i = 0; i < n_%s; i++) %s[k%s++] = %s[i];\n", v[i].name, arr, arr, p);
  }
  return gen_strndup(g, t_count(arr), strlen(t_count(arr)));
}

static void emit_segments(gen_ctx *g, out *c, const gen_val *v, unsigned n, const char *prop) {
  putf(c, "  uint64_t %s[%u] = {", prop, n);
  for (unsigned i = 0; i < n; i++) {
    put(c, i ? ", " : "");
    if (v[i].arity == RL_ARITY_ONE) put(c, "1");
    else if (v[i].arity == RL_ARITY_OPTIONAL) putf(c, "%s != NULL", param(g, v[i].name));
    else putf(c, "n_%s", v[i].name);
  }
  put(c, "};\n");
}

/* index: the position of op among m's ops (in m's opdefs array). */
static void emit_builder(gen_ctx *g, gen_module *m, gen_op *op, unsigned index, out *c) {
  emit_builder_proto(g, m, op, c);
  put(c, " {\n  rl_context *c = b->ctx;\n");
  int src = gen_builder_type_source(op);
  bool heap_res = false, heap_ops = false;
  const char *nres = NULL, *nops = NULL;
  if (op->nresults) {
    if (src >= 0) {
      putf(c, "  rl_type *types[%u] = {", op->nresults);
      for (unsigned i = 0; i < op->nresults; i++) putf(c, "%s%s->type", i ? ", " : "", param(g, op->operands[src].name));
      put(c, "};\n");
    } else {
      nres = emit_gather(g, c, op->results, op->nresults, "rl_type", "types", &heap_res);
    }
  }
  if (op->noperands) nops = emit_gather(g, c, op->operands, op->noperands, "rl_value", "operands", &heap_ops);
  bool heap_succ = false;
  const char *nsucc = NULL;
  if (op->nsuccs) nsucc = emit_gather(g, c, op->succs, op->nsuccs, "rl_block", "succs", &heap_succ);
  unsigned maxprops = op->nprops + op->operand_segments + op->result_segments;
  /* The op's info once; its interned property names (registered ops) save
   * hashing each name on every build. */
  putf(c, "  rl_opinfo *info = rl_opdefs_info(c, &%s_ops_key, %u, \"%s\", %zu);\n", m->dialect, index, op->name,
       strlen(op->name));
  if (maxprops) {
    putf(c, "  rl_named_attr props[%u];\n  unsigned nprops = 0;\n", maxprops);
    for (unsigned i = 0; i < op->nprops; i++) {
      const char *p = param(g, op->props[i].name);
      putf(c, "  if (%s) props[nprops++] = (rl_named_attr){info->prop_names ? info->prop_names[%u] : "
              "rl_ident_cstr(c, \"%s\"), %s};\n", p, i, op->props[i].name, p);
    }
    if (op->operand_segments || op->result_segments) put(c, "  rl_type *i32 = rl_type_integer(c, 32, RL_SIGNLESS);\n");
    if (op->operand_segments) {
      emit_segments(g, c, op->operands, op->noperands, "operand_segs");
      putf(c, "  props[nprops++] = (rl_named_attr){rl_ident_cstr(c, \"operandSegmentSizes\"), "
              "rl_attr_dense_array(c, i32, %u, operand_segs)};\n", op->noperands);
    }
    if (op->result_segments) {
      emit_segments(g, c, op->results, op->nresults, "result_segs");
      putf(c, "  props[nprops++] = (rl_named_attr){rl_ident_cstr(c, \"resultSegmentSizes\"), "
              "rl_attr_dense_array(c, i32, %u, result_segs)};\n", op->nresults);
    }
  }
  put(c, "  rl_op_state st = {\n");
  put(c, "      .info = info,\n");
  put(c, "      .loc = loc ? loc : rl_loc_unknown(c),\n");
  if (op->nresults) {
    if (nres) putf(c, "      .nresults = %s,\n", nres);
    else putf(c, "      .nresults = %u,\n", op->nresults);
    put(c, "      .result_types = types,\n");
  }
  if (op->noperands) {
    if (nops) putf(c, "      .noperands = %s,\n", nops);
    else putf(c, "      .noperands = %u,\n", op->noperands);
    put(c, "      .operands = operands,\n");
  }
  if (op->nsuccs) {
    if (nsucc) putf(c, "      .nsuccs = %s,\n", nsucc);
    else putf(c, "      .nsuccs = %u,\n", op->nsuccs);
    put(c, "      .succs = succs,\n");
  }
  if (op->nregions) {
    if (op->variadic_regions) putf(c, "      .nregions = %u + n_%s,\n", op->nregions - 1, op->regions[op->nregions - 1].name);
    else putf(c, "      .nregions = %u,\n", op->nregions);
  }
  if (maxprops) put(c, "      .props = nprops ? rl_attr_dict(c, nprops, props, NULL) : NULL,\n");
  put(c, "  };\n");
  if (heap_res || heap_ops || heap_succ) {
    put(c, "  rl_op *op = rl_builder_create(b, &st);\n");
    if (heap_res) put(c, "  if (types != types_stack) free(types);\n");
    if (heap_ops) put(c, "  if (operands != operands_stack) free(operands);\n");
    if (heap_succ) put(c, "  if (succs != succs_stack) free(succs);\n");
    put(c, "  return op;\n}\n\n");
  } else {
    put(c, "  return rl_builder_create(b, &st);\n}\n\n");
  }
}

/* ---- files ------------------------------------------------------------------------- */

static const char *header_guard(gen_ctx *g, const char *stem) {
  rl_strbuf b = {0};
  rl_sb_printf(&b, "RL_GEN_%s_OPS_H", upper(g, stem));
  for (char *p = b.data; *p; p++)
    if (!((*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9'))) *p = '_';
  const char *s = gen_strndup(g, b.data, b.len);
  rl_sb_free(&b);
  return s;
}

static const char *base_name(const char *path) {
  const char *s = strrchr(path, '/');
  return s ? s + 1 : path;
}

static char *header_path(const char *out_c) {
  size_t n = strlen(out_c);
  char *h = malloc(n + 3);
  memcpy(h, out_c, n + 1);
  if (n > 2 && strcmp(h + n - 2, ".c") == 0)
    h[n - 1] = 'h';
  else
    strcat(h, ".h");
  return h;
}

/* Hook prototypes, each once. */
typedef struct seen_fn {
  struct seen_fn *next;
  const char *name;
} seen_fn;

static bool first_time(gen_ctx *g, seen_fn **set, const char *name) {
  for (seen_fn *s = *set; s; s = s->next)
    if (strcmp(s->name, name) == 0) return false;
  seen_fn *s = gen_alloc(g, sizeof *s);
  s->name = name;
  s->next = *set;
  *set = s;
  return true;
}

bool gen_emit_ops(gen_ctx *g, gen_module *m, const char *out_c) {
  char *out_h = header_path(out_c);
  const char *src = m->file->path;
  out h = {.path = out_h}, c = {.path = out_c};
  const char *d = m->dialect;

  /* The header. */
  putf(&h, "/* %s: the %s dialect's ops: accessors, builders and enum constants.\n", base_name(out_h), d);
  putf(&h, " * DO NOT EDIT: generated by rulir-gen from %s. */\n", src);
  putf(&h, "#ifndef %s\n#define %s\n\n", header_guard(g, m->stem), header_guard(g, m->stem));
  put(&h, "#include \"core/format.h\"\n#include \"core/opdef.h\"\n#include \"core/types.h\"\n");
  for (gen_module *inc = m->includes; inc; inc = inc->next) {
    char path[512];
    snprintf(path, sizeof path, "%s", inc->include_path);
    size_t n = strlen(path);
    if (n > 4 && strcmp(path + n - 4, ".ops") == 0) path[n - 4] = 0;
    putf(&h, "#include \"dialects/%s_ops.h\"\n", path);
  }
  putf(&h, "\n/* Registers the %s dialect's ops with c. */\nvoid rl_%s_register(rl_context *c);\n\n", d, d);
  if (m->init)
    putf(&h, "/* The dialect's own registration code (`init`), run last by rl_%s_register. */\nvoid %s(rl_context *c);\n\n",
         d, m->init->name.s);
  bool any_named = false;
  for (gen_tc *t = m->tcs; t; t = t->next) any_named |= t->name != NULL;
  if (any_named) {
    put(&h, "/* Type constraints. */\n");
    for (gen_tc *t = m->tcs; t; t = t->next)
      if (t->name) {
        putf(&h, "bool %s(const rl_type *t); /* %s */\n", t->pred, comment_text(g, t->summary));
        putf(&h, "extern const rl_type_constraint %s;\n", t->table);
      }
    put(&h, "\n");
  }
  emit_enums_h(g, m, &h);
  seen_fn *hooks = NULL;
  bool any_hook = false;
  for (gen_op *op = m->ops; op; op = op->next) {
    if (op->verify && first_time(g, &hooks, op->verify)) {
      if (!any_hook) put(&h, "/* Hooks written in C, in dialects/" ), putf(&h, "%s/. */\n", m->stem), any_hook = true;
      putf(&h, "bool %s(rl_op *op);\n", op->verify);
    }
    if (op->verify_uses && first_time(g, &hooks, op->verify_uses)) {
      if (!any_hook) put(&h, "/* Hooks written in C, in dialects/" ), putf(&h, "%s/. */\n", m->stem), any_hook = true;
      putf(&h, "bool %s(rl_op *op);\n", op->verify_uses);
    }
    if (op->fold && first_time(g, &hooks, op->fold)) {
      if (!any_hook) put(&h, "/* Hooks written in C, in dialects/" ), putf(&h, "%s/. */\n", m->stem), any_hook = true;
      putf(&h, "bool %s(rl_op *op, rl_attr *const *operands, rl_fold_result *results);\n", op->fold);
    }
    if (op->effects && first_time(g, &hooks, op->effects)) {
      if (!any_hook) put(&h, "/* Hooks written in C, in dialects/" ), putf(&h, "%s/. */\n", m->stem), any_hook = true;
      putf(&h, "unsigned %s(const rl_op *op);\n", op->effects);
    }
    if (op->names && first_time(g, &hooks, op->names)) {
      if (!any_hook) put(&h, "/* Hooks written in C, in dialects/" ), putf(&h, "%s/. */\n", m->stem), any_hook = true;
      putf(&h, "void %s(rl_op *op, rl_set_name_fn set, void *ud);\n", op->names);
    }
    if (op->custom_parse && first_time(g, &hooks, op->custom_parse)) {
      if (!any_hook) put(&h, "/* Hooks written in C, in dialects/" ), putf(&h, "%s/. */\n", m->stem), any_hook = true;
      putf(&h, "bool %s(rl_parser *p, rl_op_parse_state *st);\n", op->custom_parse);
    }
    if (op->infer && first_time(g, &hooks, op->infer)) {
      if (!any_hook) put(&h, "/* Hooks written in C, in dialects/" ), putf(&h, "%s/. */\n", m->stem), any_hook = true;
      putf(&h, "bool %s(rl_parser *p, rl_op_parse_state *st);\n", op->infer);
    }
    if (op->custom_print && first_time(g, &hooks, op->custom_print)) {
      if (!any_hook) put(&h, "/* Hooks written in C, in dialects/" ), putf(&h, "%s/. */\n", m->stem), any_hook = true;
      putf(&h, "void %s(rl_printer *p, rl_op *op);\n", op->custom_print);
    }
  }
  /* custom<Name> directives: their C parser and printer, by convention
   * rl_custom_<Name>_parse and rl_custom_<Name>_print. */
  seen_fn *customs = NULL;
  for (gen_op *op = m->ops; op; op = op->next)
    for (const char *q = op->def.format; q && (q = strstr(q, "custom<")); q += 7) {
      const char *nb = q + 7, *ne = strchr(nb, '>');
      if (!ne || ne - nb > 120) continue;
      char *name = gen_alloc(g, (size_t)(ne - nb) + 1);
      memcpy(name, nb, (size_t)(ne - nb));
      name[ne - nb] = 0;
      if (!first_time(g, &customs, name)) continue;
      if (!any_hook) put(&h, "/* Hooks written in C, in dialects/" ), putf(&h, "%s/. */\n", m->stem), any_hook = true;
      putf(&h, "bool rl_custom_%s_parse(rl_parser *p, rl_fmt_slot *const *args, unsigned nargs);\n", name);
      putf(&h, "void rl_custom_%s_print(rl_printer *p, rl_op *op);\n", name);
    }
  if (any_hook) put(&h, "\n");
  for (gen_op *op = m->ops; op; op = op->next) {
    putf(&h, "/* %s: %s */\n", op->name, comment_text(g, op->summary[0] ? op->summary : "(no summary)"));
    putf(&h, "extern const rl_opdef *const rl_%s_%s_def;\n", m->dialect, op->cname);
    putf(&h, "/* op is a %s (a compare of its definition, no name). */\n", op->name);
    putf(&h, "static inline bool rl_%s_%s_isa(const rl_op *op) { return op->info->def == rl_%s_%s_def; }\n",
         m->dialect, op->cname, m->dialect, op->cname);
    emit_accessors(m, op, &h);
    emit_builder_proto(g, m, op, &h);
    put(&h, ";\n\n");
  }
  put(&h, "#endif\n");

  /* The source. */
  putf(&c, "/* %s: the %s dialect's op tables, type constraints, accessors and builders.\n", base_name(out_c), d);
  putf(&c, " * DO NOT EDIT: generated by rulir-gen from %s. */\n", src);
  putf(&c, "#include \"%s\"\n\n", base_name(out_h));
  put(&c, "#include <stdlib.h>\n#include <string.h>\n\n#include \"core/attrs.h\"\n\n");
  seen_fn *folds = NULL;
  bool any_fold = false;
  for (gen_op *op = m->ops; op; op = op->next)
    if (op->fold && first_time(g, &folds, op->fold)) {
      if (!any_fold) put(&c, "/* Folders (see rl_fold_fn in core/opdef.h). */\n"), any_fold = true;
      putf(&c, "bool %s(rl_op *op, rl_attr *const *operands, rl_fold_result *results);\n", op->fold);
    }
  if (any_fold) put(&c, "\n");
  emitter e = {.g = g, .m = m, .c = &c};
  emit_constraints(&e);
  emit_enums_c(g, m, &c);
  if (m->ops) put(&c, "/* ---- Ops ----------------------------------------------------------------- */\n\n");
  for (gen_op *op = m->ops; op; op = op->next) {
    emit_op_tables(g, op, &c);
    putf(&c, "const rl_opdef *const rl_%s_%s_def = &op_%s;\n\n", m->dialect, op->cname, op->cname);
  }
  if (m->ops) {
    putf(&c, "/* The ops' infos in a context, for the builders. */\nstatic rl_context_key %s_ops_key;\n\n", d);
    putf(&c, "static const rl_opdef *const %s_opdefs[] = {\n", d);
    for (gen_op *op = m->ops; op; op = op->next) putf(&c, "    &op_%s,\n", op->cname);
    put(&c, "};\n\n");
  }
  putf(&c, "void rl_%s_register(rl_context *c) {\n", d);
  for (seen_fn *f = customs; f; f = f->next)
    putf(&c, "  rl_register_custom_directive(c, \"%s\", rl_custom_%s_parse, rl_custom_%s_print);\n", f->name,
         f->name, f->name);
  for (unsigned i = 0; i < m->nattrs; i++)
    putf(&c, "  rl_register_dialect_attr(c, \"%s\", \"%s\", NULL); /* #%s.%s */\n", d, m->attrs[i]->name.s, d,
         m->attrs[i]->name.s);
  if (m->ops)
    putf(&c, "  rl_register_opdefs_keyed(c, %s_opdefs, %u, &%s_ops_key);\n", d, m->nops, d);
  else
    put(&c, "  rl_register_opdefs(c, NULL, 0);\n");
  if (m->init) putf(&c, "  %s(c);\n", m->init->name.s);
  put(&c, "}\n\n");
  bool any_prop = false;
  for (gen_op *op = m->ops; op; op = op->next) any_prop |= op->nprops > 0;
  if (any_prop) {
    put(&c, "/* ---- Accessors ------------------------------------------------------------ */\n\n");
    put(&c, "/* The property `name` (property k of the op's definition) of op, or NULL.\n"
            " * Registered ops carry their property names interned: a pointer compare\n"
            " * per entry (dictionaries of properties are small). */\n"
            "static rl_attr *get_prop(rl_op *op, unsigned k, const char *name, uint32_t len) {\n"
            "  if (!op->props || rl_attr_kind_of(op->props) != RL_AT_DICT) return NULL;\n"
            "  const rl_opinfo *info = op->info;\n"
            "  rl_ident *id = info->def && info->prop_names && k < info->def->nattrs ? info->prop_names[k] : NULL;\n"
            "  if (id && id->len == len) {\n"
            "    for (unsigned i = 0; i < rl_attr_dict_size(op->props); i++)\n"
            "      if (rl_attr_dict_name(op->props, i) == id) return rl_attr_dict_value(op->props, i);\n"
            "    return NULL;\n"
            "  }\n"
            "  for (unsigned i = 0; i < rl_attr_dict_size(op->props); i++) {\n"
            "    rl_ident *n = rl_attr_dict_name(op->props, i);\n"
            "    if (n->len == len && memcmp(n->str, name, len) == 0) return rl_attr_dict_value(op->props, i);\n"
            "  }\n"
            "  return NULL;\n"
            "}\n\n");
    for (gen_op *op = m->ops; op; op = op->next)
      for (unsigned i = 0; i < op->nprops; i++)
        putf(&c, "rl_attr *rl_%s_%s_%s(rl_op *op) { return get_prop(op, %u, \"%s\", %zu); }\n", d, op->cname,
             op->props[i].name, i, op->props[i].name, strlen(op->props[i].name));
    put(&c, "\n");
  }
  if (m->ops) put(&c, "/* ---- Builders --------------------------------------------------------------- */\n\n");
  unsigned index = 0;
  for (gen_op *op = m->ops; op; op = op->next) {
    putf(&c, "/* %s */\n", op->name);
    emit_builder(g, m, op, index++, &c);
  }
  while (c.b.len >= 2 && c.b.data[c.b.len - 1] == '\n' && c.b.data[c.b.len - 2] == '\n') c.b.data[--c.b.len] = 0;

  bool ok = write_file(out_h, &h) && write_file(out_c, &c);
  rl_sb_free(&h.b);
  rl_sb_free(&c.b);
  free(out_h);
  return ok;
}

bool gen_emit_registry(gen_ctx *g, char **dialects, unsigned n, const char *out_c) {
  (void)g;
  char *out_h = header_path(out_c);
  out h = {.path = out_h}, c = {.path = out_c};
  putf(&h, "/* %s: registers the ops of every dialect rulir is built with.\n", base_name(out_h));
  put(&h, " * DO NOT EDIT: generated by rulir-gen --registry. */\n");
  put(&h, "#ifndef RL_GEN_DIALECTS_REGISTRY_H\n#define RL_GEN_DIALECTS_REGISTRY_H\n\n#include \"core/context.h\"\n\n");
  put(&h, "/* Registers the ops of every dialect with c. */\nvoid rl_register_all_dialects(rl_context *c);\n\n#endif\n");
  putf(&c, "/* %s: registers the ops of every dialect rulir is built with.\n", base_name(out_c));
  put(&c, " * DO NOT EDIT: generated by rulir-gen --registry. */\n");
  putf(&c, "#include \"%s\"\n\n", base_name(out_h));
  for (unsigned i = 0; i < n; i++) putf(&c, "#include \"dialects/%s/%s_ops.h\"\n", dialects[i], dialects[i]);
  put(&c, "\nvoid rl_register_all_dialects(rl_context *c) {\n");
  if (!n) put(&c, "  (void)c;\n");
  for (unsigned i = 0; i < n; i++) putf(&c, "  rl_%s_register(c);\n", dialects[i]);
  put(&c, "}\n");
  bool ok = write_file(out_h, &h) && write_file(out_c, &c);
  rl_sb_free(&h.b);
  rl_sb_free(&c.b);
  free(out_h);
  return ok;
}

bool gen_emit_depfile(gen_ctx *g, gen_module *m, const char *out_c, const char *depfile) {
  (void)m;
  char *out_h = header_path(out_c);
  out d = {.path = depfile};
  putf(&d, "%s %s:", out_c, out_h);
  for (uint32_t i = 0; i < g->nfiles; i++) putf(&d, " %s", g->files[i].path);
  put(&d, "\n");
  for (uint32_t i = 1; i < g->nfiles; i++) putf(&d, "%s:\n", g->files[i].path);
  bool ok = write_file(depfile, &d);
  rl_sb_free(&d.b);
  free(out_h);
  return ok;
}
