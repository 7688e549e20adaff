/* Semantic checks of `.ops` files: resolves names (constraints, enums,
 * traits, attribute kinds), checks declarations and defaults, builds each
 * op's rl_opdef in memory and compiles its assembly format with core's
 * format compiler, so a bad format is an error at its column in the file.
 * Requires a parsed file; every error is reported, located, and counted. */
#include "gen/sema.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/diag.h"
#include "core/format.h"
#include "core/parser.h"
#include "core/strbuf.h"
#include "gen/parse.h"

/* ---- name tables ---------------------------------------------------------- */

static const struct trait_info {
  const char *name;
  uint32_t bit;
} trait_table[] = {
    {"Pure", RL_TRAIT_PURE},
    {"Commutative", RL_TRAIT_COMMUTATIVE},
    {"Idempotent", RL_TRAIT_IDEMPOTENT},
    {"Involution", RL_TRAIT_INVOLUTION},
    {"Terminator", RL_TRAIT_TERMINATOR},
    {"ReturnLike", RL_TRAIT_RETURN_LIKE},
    {"ConstantLike", RL_TRAIT_CONSTANT_LIKE},
    {"SameOperandsAndResultType", RL_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE},
    {"SameTypeOperands", RL_TRAIT_SAME_TYPE_OPERANDS},
    {"SameOperandsAndResultShape", RL_TRAIT_SAME_OPERANDS_AND_RESULT_SHAPE},
    {"SameOperandsAndResultElementType", RL_TRAIT_SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE},
    {"Elementwise", RL_TRAIT_ELEMENTWISE},
    {"IsolatedFromAbove", RL_TRAIT_ISOLATED},
    {"SymbolTable", RL_TRAIT_SYMBOL_TABLE},
    {"Symbol", RL_TRAIT_SYMBOL},
    {"NoTerminator", RL_TRAIT_NO_TERMINATOR},
    {"SingleBlock", RL_TRAIT_SINGLE_BLOCK},
    {"GraphRegion", RL_TRAIT_GRAPH_REGION},
    {"AutomaticAllocationScope", RL_TRAIT_AUTOMATIC_ALLOCATION_SCOPE},
    {"RecursiveMemoryEffects", RL_TRAIT_RECURSIVE_MEMORY_EFFECTS},
    {"NoMemoryEffect", RL_TRAIT_NO_MEMORY_EFFECT},
    {"MemAlloc", RL_TRAIT_MEM_ALLOC},
    {"NoRegionArguments", RL_TRAIT_NO_REGION_ARGUMENTS},
    {"SameOperandsShape", RL_TRAIT_SAME_OPERANDS_SHAPE},
    {"SameOperandsElementType", RL_TRAIT_SAME_OPERANDS_ELEMENT_TYPE},
    {"LoopLike", RL_TRAIT_LOOP_LIKE},
    {"RecursivelySpeculatable", RL_TRAIT_RECURSIVELY_SPECULATABLE},
    {"RegionsRunAtMostOnce", RL_TRAIT_REGIONS_RUN_AT_MOST_ONCE},
    {"CallOpInterface", RL_TRAIT_CALL},
    {"CallableOpInterface", RL_TRAIT_CALLABLE},
    {"CallConversion", RL_TRAIT_CALL_CONVERSION},
    {"MemRead", RL_TRAIT_MEM_READ},
};

/* C spelling of each trait bit, by bit number. */
static const char *const trait_c_names[32] = {
    [0] = "RL_TRAIT_ISOLATED", [1] = "RL_TRAIT_GRAPH_REGION", [2] = "RL_TRAIT_NO_TERMINATOR",
    [3] = "RL_TRAIT_SINGLE_BLOCK", [4] = "RL_TRAIT_SYMBOL_TABLE", [5] = "RL_TRAIT_TERMINATOR",
    [6] = "RL_TRAIT_PURE", [7] = "RL_TRAIT_COMMUTATIVE", [8] = "RL_TRAIT_IDEMPOTENT",
    [9] = "RL_TRAIT_INVOLUTION", [10] = "RL_TRAIT_RETURN_LIKE", [11] = "RL_TRAIT_CONSTANT_LIKE",
    [12] = "RL_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE", [13] = "RL_TRAIT_SAME_TYPE_OPERANDS",
    [14] = "RL_TRAIT_SAME_OPERANDS_AND_RESULT_SHAPE",
    [15] = "RL_TRAIT_SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE", [16] = "RL_TRAIT_ELEMENTWISE",
    [17] = "RL_TRAIT_SYMBOL", [18] = "RL_TRAIT_AUTOMATIC_ALLOCATION_SCOPE",
    [19] = "RL_TRAIT_RECURSIVE_MEMORY_EFFECTS", [20] = "RL_TRAIT_NO_MEMORY_EFFECT",
    [21] = "RL_TRAIT_MEM_ALLOC", [22] = "RL_TRAIT_NO_REGION_ARGUMENTS",
    [23] = "RL_TRAIT_SAME_OPERANDS_SHAPE", [24] = "RL_TRAIT_SAME_OPERANDS_ELEMENT_TYPE",
    [25] = "RL_TRAIT_LOOP_LIKE", [26] = "RL_TRAIT_RECURSIVELY_SPECULATABLE",
    [27] = "RL_TRAIT_REGIONS_RUN_AT_MOST_ONCE", [28] = "RL_TRAIT_CALL", [29] = "RL_TRAIT_CALLABLE",
    [30] = "RL_TRAIT_CALL_CONVERSION", [31] = "RL_TRAIT_MEM_READ",
};

static const struct kind_info {
  const char *name;
  rl_attr_def_kind kind;
} kind_table[] = {
    {"AnyAttr", RL_AK_ANY}, {"StrAttr", RL_AK_STR}, {"SymbolNameAttr", RL_AK_SYMBOL_NAME},
    {"FlatSymbolRefAttr", RL_AK_FLAT_SYMREF}, {"SymbolRefAttr", RL_AK_SYMREF}, {"TypeAttr", RL_AK_TYPE},
    {"UnitAttr", RL_AK_UNIT}, {"BoolAttr", RL_AK_BOOL}, {"I32Attr", RL_AK_I32}, {"I64Attr", RL_AK_I64},
    {"IndexAttr", RL_AK_INDEX}, {"APIntAttr", RL_AK_APINT}, {"TypedAttr", RL_AK_TYPED},
    {"ArrayAttr", RL_AK_ARRAY}, {"DictArrayAttr", RL_AK_DICT_ARRAY},
    {"DenseI32ArrayAttr", RL_AK_DENSE_I32_ARRAY}, {"DenseI64ArrayAttr", RL_AK_DENSE_I64_ARRAY},
    {"ElementsAttr", RL_AK_ELEMENTS}, {"NonNegativeI32Attr", RL_AK_NONNEG_I32},
};

/* Builtin type constraints: name, phrase (containers: with %s for the
 * element's phrase), whether it takes an element constraint. */
static const struct atom_info {
  const char *name;
  const char *summary;
  bool container;
} atom_table[] = {
    {"AnyType", "any type", false},
    {"AnyInteger", "integer", false},
    {"AnySignlessInteger", "signless integer", false},
    {"AnySignedInteger", "signed integer", false},
    {"AnyUnsignedInteger", "unsigned integer", false},
    {"Index", "index", false},
    {"AnyFloat", "floating-point", false},
    {"F16", "16-bit float", false},
    {"BF16", "bfloat16 type", false},
    {"TF32", "tf32 type", false},
    {"F32", "32-bit float", false},
    {"F64", "64-bit float", false},
    {"F80", "80-bit float", false},
    {"F128", "128-bit float", false},
    {"AnyComplex", "complex-type", false},
    {"AnyVector", "vector of any type values", false},
    {"AnyTensor", "tensor of any type values", false},
    {"AnyMemRef", "memref of any type values", false},
    {"AnyUnrankedMemRef", "unranked.memref of any type values", false},
    {"FunctionType", "function type", false},
    {"NoneType", "none type", false},
    {"AnyTuple", "tuple", false},
    {"ComplexOf", "complex type with %s elements", true},
    {"VectorOf", "vector of %s values", true},
    {"FixedVectorOf", "fixed-length vector of %s values", true},
    {"TensorOf", "tensor of %s values", true},
    {"RankedTensorOf", "ranked tensor of %s values", true},
    {"MemRefOf", "memref of %s values", true},
};

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static const struct atom_info *find_atom(const char *name) {
  for (size_t i = 0; i < COUNT(atom_table); i++)
    if (strcmp(atom_table[i].name, name) == 0) return &atom_table[i];
  return NULL;
}

/* `I32`, `SI8`, `UI64`: the signedness prefix length and the width. */
static bool int_family(const char *s, unsigned *prefix, unsigned long *width) {
  unsigned p = s[0] == 'I' ? 1 : (s[0] == 'S' || s[0] == 'U') && s[1] == 'I' ? 2 : 0;
  if (!p || !s[p] || s[p] == '0') return false;
  for (const char *q = s + p; *q; q++)
    if (*q < '0' || *q > '9') return false;
  *prefix = p;
  *width = strtoul(s + p, NULL, 10);
  return true;
}

/* ---- suggestions ------------------------------------------------------------ */

static unsigned edit_distance(const char *a, const char *b) {
  size_t la = strlen(a), lb = strlen(b);
  if (la > 64 || lb > 64) return 99;
  unsigned row[65];
  for (size_t j = 0; j <= lb; j++) row[j] = (unsigned)j;
  for (size_t i = 1; i <= la; i++) {
    unsigned diag = row[0];
    row[0] = (unsigned)i;
    for (size_t j = 1; j <= lb; j++) {
      unsigned up = row[j];
      unsigned sub = diag + ((a[i - 1] | 32) != (b[j - 1] | 32));
      unsigned best = up + 1 < row[j - 1] + 1 ? up + 1 : row[j - 1] + 1;
      row[j] = sub < best ? sub : best;
      diag = up;
    }
  }
  return row[lb];
}

unsigned gen_edit_distance(const char *a, const char *b) { return edit_distance(a, b); }

typedef struct suggest {
  const char *best;
  unsigned dist;
  const char *want;
} suggest;

static void suggest_try(suggest *s, const char *cand) {
  unsigned d = edit_distance(s->want, cand);
  size_t len = strlen(s->want);
  unsigned limit = len < 4 ? 1 : (unsigned)(len / 3);
  if (d <= limit && (!s->best || d < s->dist)) {
    s->best = cand;
    s->dist = d;
  }
}

/* "; did you mean 'X'?" or "". */
static const char *suggest_text(gen_ctx *g, suggest *s) {
  if (!s->best) return "";
  char buf[256];
  snprintf(buf, sizeof buf, "; did you mean '%s'?", s->best);
  return gen_strndup(g, buf, strlen(buf));
}

/* ---- loading files ------------------------------------------------------------ */

int gen_load_file(gen_ctx *g, const char *path, const gen_loc *from) {
  for (uint32_t i = 0; i < g->nfiles; i++)
    if (strcmp(g->files[i].path, path) == 0) return (int)i;
  rl_strbuf b = {0};
  for (unsigned i = 0; i < g->nembedded; i++)
    if (strcmp(g->embedded[2 * i], path) == 0) {
      rl_sb_puts(&b, g->embedded[2 * i + 1]);
      goto loaded;
    }
  FILE *f = fopen(path, "rb");
  if (!f) {
    if (from)
      gen_error(g, *from, "cannot open '%s'", path);
    else
      fprintf(stderr, "rulir-gen: error: cannot open '%s'\n", path);
    return -1;
  }
  char chunk[8192];
  size_t n;
  while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) rl_sb_putn(&b, chunk, n);
  fclose(f);
loaded:
  if (!b.data) rl_sb_putn(&b, "", 0);
  if (g->nfiles == g->files_cap) {
    g->files_cap = g->files_cap ? 2 * g->files_cap : 4;
    g->files = realloc(g->files, g->files_cap * sizeof *g->files);
  }
  gen_file *gf = &g->files[g->nfiles];
  memset(gf, 0, sizeof *gf);
  gf->path = gen_strndup(g, path, strlen(path));
  gf->ident = rl_ident_cstr(g->rl, gf->path);
  gf->buf = gen_strndup(g, b.data, b.len); /* copies the NUL sentinel too */
  gf->len = b.len;
  rl_sb_free(&b);
  rl_source_mgr_add(g->sm, gf->ident, gf->buf, gf->len);
  return (int)g->nfiles++;
}

bool gen_readable(gen_ctx *g, const char *path) {
  for (unsigned i = 0; i < g->nembedded; i++)
    if (!strcmp(g->embedded[2 * i], path)) return true;
  return !access(path, R_OK);
}

char *gen_include_path(gen_ctx *g, const char *rel) {
  char *first = NULL;
  unsigned n = g->ninclude_dirs ? g->ninclude_dirs : 1;
  for (unsigned i = 0; i < n; i++) {
    const char *dir = g->ninclude_dirs ? g->include_dirs[i] : ".";
    size_t len = strlen(dir) + strlen(rel) + 2;
    char *p = gen_alloc(g, len);
    snprintf(p, len, "%s/%s", dir, rel);
    if (gen_readable(g, p)) return p;
    if (!first) first = p;
  }
  return first;
}

/* ---- the format compiler ------------------------------------------------------- */

bool gen_format_compiler_available(gen_ctx *g) {
  static const rl_value_def res[] = {{"r", RL_ARITY_ONE, NULL}};
  rl_opdef def = {.name = "rulir_gen.probe", .nresults = 1, .results = res, .format = "attr-dict `:` type($r)"};
  size_t off = 0;
  char *msg = NULL;
  rl_format *f = rl_format_compile(g->rl, &def, &off, &msg);
  bool ok = f || msg;
  free(msg);
  return ok;
}


/* ---- checking ---------------------------------------------------------------- */

typedef struct sema {
  gen_ctx *g;
  gen_module *m;
  gen_module **all;      /* every module, for included-file lookups */
} sema;

static gen_module *sema_module(gen_ctx *g, uint32_t file, const char *include_path, unsigned depth);

static bool any_type_check(const rl_type *t) { return t != NULL; }

static gen_tc *find_named_tc(gen_module *m, const char *name, bool deep);
gen_tc *gen_find_named_tc(const gen_module *m, const char *name) { return find_named_tc((gen_module *)m, name, true); }

static gen_tc *find_named_tc(gen_module *m, const char *name, bool deep) {
  gen_tc *own = gen_index_get(&m->tc_names, gen_name_key(m->g, name));
  if (own) return own;
  if (deep)
    for (gen_module *inc = m->includes; inc; inc = inc->next) {
      gen_tc *t = find_named_tc(inc, name, true);
      if (t) return t;
    }
  return NULL;
}

/* An `attr NAME "summary" = ArrayOf<m>;` of m or of what it includes. */
static gen_decl *find_attr_constraint(gen_module *m, const char *name) {
  for (unsigned i = 0; i < m->nattr_cons; i++)
    if (!strcmp(m->attr_cons[i]->name.s, name)) return m->attr_cons[i];
  for (gen_module *inc = m->includes; inc; inc = inc->next) {
    gen_decl *d = find_attr_constraint(inc, name);
    if (d) return d;
  }
  return NULL;
}

static gen_enum *find_enum(gen_module *m, const char *name, bool deep) {
  gen_enum *own = gen_index_get(&m->enum_names, gen_name_key(m->g, name));
  if (own) return own;
  if (deep)
    for (gen_module *inc = m->includes; inc; inc = inc->next) {
      gen_enum *e = find_enum(inc, name, true);
      if (e) return e;
    }
  return NULL;
}

bool gen_is_constraint_name(gen_module *m, const char *name) {
  unsigned prefix;
  unsigned long width;
  if (find_atom(name) || int_family(name, &prefix, &width)) return true;
  for (size_t i = 0; i < COUNT(kind_table); i++)
    if (strcmp(kind_table[i].name, name) == 0) return true;
  return m && (find_named_tc(m, name, true) || find_enum(m, name, true));
}


static void collect_tc_names(suggest *s, gen_module *m) {
  for (gen_tc *t = m->tcs; t; t = t->next)
    if (t->name) suggest_try(s, t->name);
  for (gen_module *inc = m->includes; inc; inc = inc->next) collect_tc_names(s, inc);
}

static bool resolve_named(sema *s, gen_tc *t);

/* Checks a constraint expression; appends its canonical text and phrase. */
static bool check_cexpr(sema *s, gen_cexpr *e, rl_strbuf *text, rl_strbuf *summary) {
  gen_ctx *g = s->g;
  if (e->kind == GEN_CE_INT) {
    gen_error(g, e->loc, "expected a type constraint, found an integer");
    return false;
  }
  if (e->kind == GEN_CE_UNION) {
    bool ok = true;
    for (gen_cexpr *a = e->args; a; a = a->next) {
      if (a != e->args) {
        rl_sb_puts(text, " | ");
        rl_sb_puts(summary, " or ");
      }
      ok &= check_cexpr(s, a, text, summary);
    }
    return ok;
  }
  const char *name = e->name.s;
  const struct atom_info *atom = find_atom(name);
  unsigned prefix;
  unsigned long width;
  if (atom) {
    if (atom->container) {
      if (!e->applied || !e->args || e->args->next) {
        gen_error(g, e->loc, "'%s' takes one element constraint: %s<...>", name, name);
        return false;
      }
      rl_strbuf et = {0}, es = {0};
      bool ok = check_cexpr(s, e->args, &et, &es);
      rl_sb_printf(text, "%s<%s>", name, et.data ? et.data : "");
      rl_sb_printf(summary, atom->summary, es.data ? es.data : "");
      rl_sb_free(&et);
      rl_sb_free(&es);
      if (strcmp(name, "FixedVectorOf") == 0) s->m->needs_fixed_vector = true;
      return ok;
    }
    if (e->applied) {
      gen_error(g, e->loc, "'%s' takes no arguments", name);
      return false;
    }
    rl_sb_puts(text, name);
    rl_sb_puts(summary, atom->summary);
    return true;
  }
  if (int_family(name, &prefix, &width)) {
    if (e->applied) {
      gen_error(g, e->loc, "'%s' takes no arguments", name);
      return false;
    }
    if (width > 16777215) {
      gen_error(g, e->loc, "integer width %lu is too large (at most 16777215)", width);
      return false;
    }
    rl_sb_puts(text, name);
    rl_sb_printf(summary, "%lu-bit %s integer", width, prefix == 1 ? "signless" : name[0] == 'S' ? "signed" : "unsigned");
    return true;
  }
  gen_tc *named = find_named_tc(s->m, name, true);
  if (named) {
    if (e->applied) {
      gen_error(g, e->loc, "type constraint '%s' takes no arguments", name);
      return false;
    }
    if (named->owner == s->m && !resolve_named(s, named)) return false;
    rl_sb_puts(text, name);
    rl_sb_puts(summary, named->summary ? named->summary : name);
    return named->ok;
  }
  suggest sg = {.want = name};
  for (size_t i = 0; i < COUNT(atom_table); i++) suggest_try(&sg, atom_table[i].name);
  collect_tc_names(&sg, s->m);
  if (find_enum(s->m, name, true) || strcmp(name, "AnyRegion") == 0 || strcmp(name, "AnySuccessor") == 0)
    gen_error(g, e->loc, "'%s' is not a type constraint", name);
  else
    gen_error(g, e->loc, "unknown type constraint '%s'%s", name, suggest_text(g, &sg));
  return false;
}

static bool resolve_named(sema *s, gen_tc *t) {
  if (t->visiting == 2) return t->ok;
  if (t->visiting == 1) {
    gen_error(s->g, t->loc, "type constraint '%s' is defined in terms of itself", t->name);
    t->visiting = 2;
    t->ok = false;
    return false;
  }
  t->visiting = 1;
  rl_strbuf text = {0}, summary = {0};
  t->ok = check_cexpr(s, t->expr, &text, &summary);
  t->visiting = 2;
  t->text = gen_strndup(s->g, text.data ? text.data : "", text.len);
  rl_sb_free(&text);
  rl_sb_free(&summary);
  return t->ok;
}

/* The constraint of an operand or result: a named one, or an anonymous one
 * shared by every use of the same expression. */
static gen_tc *value_tc(sema *s, gen_cexpr *e) {
  if (e->kind == GEN_CE_NAME && !e->applied && !find_atom(e->name.s)) {
    unsigned prefix;
    unsigned long width;
    gen_tc *named = int_family(e->name.s, &prefix, &width) ? NULL : find_named_tc(s->m, e->name.s, true);
    if (named) {
      if (named->owner == s->m) resolve_named(s, named);
      return named->ok ? named : NULL;
    }
  }
  rl_strbuf text = {0}, summary = {0};
  bool ok = check_cexpr(s, e, &text, &summary);
  gen_tc *t = NULL;
  if (ok) {
    uintptr_t key = gen_name_key(s->g, text.data);
    t = gen_index_get(&s->m->tc_texts, key);
    if (!t) {
      t = gen_alloc(s->g, sizeof *t);
      t->text = gen_strndup(s->g, text.data, text.len);
      t->summary = gen_strndup(s->g, summary.data, summary.len);
      t->expr = e;
      t->owner = s->m;
      t->loc = e->loc;
      t->ok = true;
      t->visiting = 2;
      rl_strbuf cn = {0};
      rl_sb_puts(&cn, "tc_");
      for (const char *p = t->text; *p; p++) {
        if (*p == ' ') continue;
        if (*p == '|') rl_sb_puts(&cn, "_or_");
        else if (*p == '<') rl_sb_putc(&cn, '_');
        else if (*p == '>' || *p == ',') continue;
        else rl_sb_putc(&cn, *p);
      }
      t->table = gen_strndup(s->g, cn.data, cn.len);
      t->pred = gen_fmt(s->g, "is_%s", cn.data + 3);
      rl_sb_free(&cn);
      t->rt.tc.summary = t->summary;
      t->rt.tc.check = any_type_check;
      gen_index_add(s->g, &s->m->tc_texts, key, t);
      *s->m->tcs_tail = t;
      s->m->tcs_tail = &t->next;
    }
  }
  rl_sb_free(&text);
  rl_sb_free(&summary);
  return t;
}

static char *upper(gen_ctx *g, const char *s) {
  size_t n = strlen(s);
  char *u = gen_strndup(g, s, n);
  for (size_t i = 0; i < n; i++)
    if (u[i] >= 'a' && u[i] <= 'z') u[i] = (char)(u[i] - 'a' + 'A');
  return u;
}

static void check_enum(sema *s, gen_decl *d) {
  gen_ctx *g = s->g;
  gen_enum *e = gen_alloc(g, sizeof *e);
  e->name = d->name.s;
  e->decl = d;
  e->owner = s->m;
  e->table = gen_fmt(g, "rl_%s_enum_%s", s->m->dialect, d->name.s);
  e->macro = gen_fmt(g, "RL_%s_%s", upper(g, s->m->dialect), upper(g, d->name.s));
  e->def.name = d->name.s;
  e->def.bits = d->kind == GEN_D_BITENUM;
  e->def.width = 64;
  if (d->kind == GEN_D_ENUM) {
    if (strcmp(d->storage.s, "i32") == 0)
      e->def.width = 32;
    else if (strcmp(d->storage.s, "i64") != 0)
      gen_error(g, d->storage.loc, "enum storage must be 'i32' or 'i64', not '%s'", d->storage.s);
  } else {
    e->def.mnemonic = d->str.s;
    e->def.separator = d->sep.s ? d->sep.s : "|";
    e->def.attr_name = d->attrname.name.len ? d->attrname.name.s : NULL;
    e->def.attr_param = d->attrname.param.len ? d->attrname.param.s : NULL;
    e->def.cpp_type = d->attrname.type.len ? d->attrname.type.s : NULL;
    e->def.invalid = d->attrname.invalid.len ? d->attrname.invalid.s : NULL;
    if (!d->str.len) gen_error(g, d->str.loc, "bit enum mnemonic must not be empty");
    if (d->sep.s && !d->sep.len) gen_error(g, d->sep.loc, "bit enum separator must not be empty");
  }
  unsigned n = 0;
  for (gen_enum_case *c = d->cases; c; c = c->next) n++;
  const char **kws = gen_alloc(g, n * sizeof *kws);
  uint64_t *vals = gen_alloc(g, n * sizeof *vals);
  unsigned i = 0;
  for (gen_enum_case *c = d->cases; c; c = c->next, i++) {
    for (gen_enum_case *p = d->cases; p != c; p = p->next) {
      if (strcmp(p->name.s, c->name.s) == 0) {
        gen_error(g, c->name.loc, "duplicate case '%s' in enum '%s'", c->name.s, d->name.s);
        gen_note(g, p->name.loc, "previous definition is here");
        break;
      }
      if (d->kind == GEN_D_ENUM && p->value == c->value) {
        gen_error(g, c->vloc, "case '%s' has the same value as '%s'", c->name.s, p->name.s);
        break;
      }
    }
    int64_t v = (int64_t)c->value;
    if (d->kind == GEN_D_ENUM && e->def.width == 32 && (v < INT32_MIN || v > (int64_t)UINT32_MAX))
      gen_error(g, c->vloc, "value %lld does not fit in i32", (long long)v);
    if (d->kind == GEN_D_BITENUM && v < 0) gen_error(g, c->vloc, "bit enum values must not be negative");
    kws[i] = c->name.s;
    vals[i] = c->value;
  }
  if (n > UINT16_MAX) gen_error(g, d->loc, "enum '%s' has too many cases", d->name.s);
  e->def.n = (uint16_t)n;
  e->def.keywords = kws;
  e->def.values = vals;
  gen_index_add(s->g, &s->m->enum_names, gen_name_key(s->g, e->name), e);
  *s->m->enums_tail = e;
  s->m->enums_tail = &e->next;
}

/* ---- properties and their defaults ---------------------------------------------- */

typedef struct attr_diag {
  char *msg;
  unsigned col;
} attr_diag;

static void capture_diag(rl_context *c, const rl_diag *d, void *ud) {
  (void)c;
  attr_diag *ad = ud;
  if (ad->msg || d->sev != RL_ERROR) return;
  ad->msg = strdup(d->msg);
  rl_attr *fl = d->loc ? rl_loc_find_file(d->loc) : NULL;
  ad->col = fl ? rl_loc_file_col(fl) : 0;
}

static bool is_int_type(rl_type *t, unsigned w) {
  return t && rl_type_is_integer(t) && rl_type_int_width(t) == w && rl_type_int_signedness(t) == RL_SIGNLESS;
}

/* Whether attribute a fits property kind k; else the phrase it should be. */
static const char *kind_mismatch(rl_attr_def_kind k, rl_attr *a) {
  rl_attr_kind ak = rl_attr_kind_of(a);
  switch (k) {
  case RL_AK_STR: case RL_AK_SYMBOL_NAME: return ak == RL_AT_STRING ? NULL : "a string";
  case RL_AK_FLAT_SYMREF: return ak == RL_AT_SYMREF && a->n == 1 ? NULL : "a flat symbol reference";
  case RL_AK_SYMREF: return ak == RL_AT_SYMREF ? NULL : "a symbol reference";
  case RL_AK_TYPE: return ak == RL_AT_TYPE ? NULL : "a type attribute";
  case RL_AK_BOOL: return ak == RL_AT_INTEGER && is_int_type(rl_attr_type_of(a), 1) ? NULL : "a bool ('true' or 'false')";
  case RL_AK_I32: return ak == RL_AT_INTEGER && is_int_type(rl_attr_type_of(a), 32) ? NULL : "an i32 integer";
  case RL_AK_NONNEG_I32:
    return ak == RL_AT_INTEGER && is_int_type(rl_attr_type_of(a), 32) && rl_attr_int_value(a) >= 0
               ? NULL : "a non-negative i32 integer";
  case RL_AK_I64: return ak == RL_AT_INTEGER && is_int_type(rl_attr_type_of(a), 64) ? NULL : "an i64 integer";
  case RL_AK_INDEX:
    return ak == RL_AT_INTEGER && rl_type_is_index(rl_attr_type_of(a)) ? NULL : "an index integer";
  case RL_AK_APINT: return ak == RL_AT_INTEGER ? NULL : "an integer";
  case RL_AK_ARRAY: case RL_AK_DICT_ARRAY: case RL_AK_ATTR_ARRAY: return ak == RL_AT_ARRAY ? NULL : "an array";
  case RL_AK_DENSE_I32_ARRAY:
    return ak == RL_AT_DENSE_ARRAY && is_int_type(rl_attr_type_of(a), 32) ? NULL : "an array<i32: ...>";
  case RL_AK_DENSE_I64_ARRAY:
    return ak == RL_AT_DENSE_ARRAY && is_int_type(rl_attr_type_of(a), 64) ? NULL : "an array<i64: ...>";
  case RL_AK_ELEMENTS: return ak == RL_AT_DENSE ? NULL : "an elements attribute";
  default: return NULL;
  }
}

/* Parses a default written as an attribute string and checks its kind. */
static bool check_default_attr(sema *s, gen_prop *p, const gen_str *str) {
  gen_ctx *g = s->g;
  /* `#d.name` of this dialect must be declared: core only parses the
   * dialect attributes it was told about. */
  const char *d = s->m->dialect;
  size_t dl = d ? strlen(d) : 0;
  if (d && str->s[0] == '#' && strncmp(str->s + 1, d, dl) == 0 && str->s[1 + dl] == '.') {
    const char *mn = str->s + 2 + dl;
    size_t n = 0;
    while ((mn[n] >= 'a' && mn[n] <= 'z') || (mn[n] >= 'A' && mn[n] <= 'Z') || (mn[n] >= '0' && mn[n] <= '9') ||
           mn[n] == '_' || mn[n] == '.')
      n++;
    bool known = false;
    for (unsigned i = 0; i < s->m->nattrs; i++)
      known |= strlen(s->m->attrs[i]->name.s) == n && strncmp(s->m->attrs[i]->name.s, mn, n) == 0;
    for (gen_enum *e = s->m->enums; e; e = e->next)
      known |= e->def.mnemonic && strlen(e->def.mnemonic) == n && strncmp(e->def.mnemonic, mn, n) == 0;
    if (!known) {
      gen_error(g, gen_str_loc_at(g, str, 0), "unknown attribute '#%s.%.*s'; declare it with 'attr %.*s;'", d,
                (int)n, mn, (int)n, mn);
      return false;
    }
  }
  attr_diag ad = {0};
  rl_context_set_diag_handler(g->rl, capture_diag, &ad);
  rl_attr *a = rl_parse_attr_str(g->rl, str->s);
  rl_context_set_diag_handler(g->rl, NULL, NULL);
  if (!a || ad.msg) {
    size_t k = ad.col ? ad.col - 1 : 0;
    gen_error(g, gen_str_loc_at(g, str, k < str->len ? k : str->len), "invalid default value of '%s': %s",
              p->name, ad.msg ? ad.msg : "not an attribute");
    free(ad.msg);
    return false;
  }
  const char *want = kind_mismatch(p->kind, a);
  if (p->kind == RL_AK_ENUM && !p->enm->def.bits && rl_attr_kind_of(a) != RL_AT_INTEGER)
    want = "an integer or an enum keyword";
  if (want) {
    gen_error(g, str->loc, "default value of '%s' must be %s (%s)", p->name, want, p->kind_name);
    return false;
  }
  return true;
}

static void check_prop(sema *s, gen_op *op, gen_member *mb, gen_prop *p) {
  gen_ctx *g = s->g;
  gen_cexpr *k = mb->type;
  p->name = mb->name.s;
  p->loc = mb->name.loc;
  p->optional = mb->name_optional;
  if (mb->suffix != GEN_SFX_NONE)
    gen_error(g, mb->sfx_loc, "an optional property is written '%s?: %s'", mb->name.s,
              k->kind == GEN_CE_NAME ? k->name.s : "KIND");
  if (k->kind != GEN_CE_NAME) {
    gen_error(g, k->loc, "expected an attribute kind for property '%s'", p->name);
    return;
  }
  p->kind_name = k->name.s;
  bool found = false;
  for (size_t i = 0; i < COUNT(kind_table); i++)
    if (strcmp(kind_table[i].name, k->name.s) == 0) {
      p->kind = kind_table[i].kind;
      found = true;
    }
  if (!found) {
    p->enm = find_enum(s->m, k->name.s, true);
    if (p->enm) {
      p->kind = RL_AK_ENUM;
      found = true;
    }
  }
  if (!found) {
    gen_decl *ac = find_attr_constraint(s->m, k->name.s);
    if (ac) {
      p->kind = RL_AK_ATTR_ARRAY;
      p->summary = ac->str.s;
      p->elem = gen_fmt(g, "%s.%s", s->m->dialect, ac->expr->args->name.s);
      found = true;
    }
  }
  if (!found) {
    suggest sg = {.want = k->name.s};
    for (size_t i = 0; i < COUNT(kind_table); i++) suggest_try(&sg, kind_table[i].name);
    for (gen_enum *e = s->m->enums; e; e = e->next) suggest_try(&sg, e->name);
    for (unsigned i = 0; i < s->m->nattr_cons; i++) suggest_try(&sg, s->m->attr_cons[i]->name.s);
    unsigned prefix;
    unsigned long width;
    if (find_named_tc(s->m, k->name.s, true) || find_atom(k->name.s) || int_family(k->name.s, &prefix, &width))
      gen_error(g, k->loc, "'%s' is a type constraint, not an attribute kind; did you mean 'TypeAttr<%s>'?",
                k->name.s, k->name.s);
    else
      gen_error(g, k->loc, "unknown attribute kind '%s'%s", k->name.s, suggest_text(g, &sg));
    return;
  }
  if (p->kind == RL_AK_TYPE && k->applied) {
    if (!k->args || k->args->next) {
      gen_error(g, k->loc, "'TypeAttr' takes one type constraint: TypeAttr<C>");
      return;
    }
    p->tc = value_tc(s, k->args);
  } else if (k->applied) {
    gen_error(g, k->loc, "'%s' takes no arguments", k->name.s);
    return;
  }
  (void)op;
  /* The default. */
  if (mb->def_name.s || mb->def_str.s) {
    if (p->optional) {
      gen_error(g, mb->def_loc, "property '%s' is optional and has a default; drop one of them", p->name);
      return;
    }
    if (p->kind == RL_AK_UNIT) {
      gen_error(g, mb->def_loc, "a UnitAttr property cannot have a default");
      return;
    }
  }
  if (mb->def_name.s) {
    const char *kw = mb->def_name.s;
    if (p->kind == RL_AK_ENUM) {
      const rl_enum_def *ed = &p->enm->def;
      for (unsigned i = 0; i < ed->n; i++)
        if (strcmp(ed->keywords[i], kw) == 0) {
          p->def_value = kw; /* core reads an enum default as its keyword */
          return;
        }
      suggest sg = {.want = kw};
      for (unsigned i = 0; i < ed->n; i++) suggest_try(&sg, ed->keywords[i]);
      gen_error(g, mb->def_name.loc, "'%s' is not a case of enum '%s'%s", kw, ed->name, suggest_text(g, &sg));
      return;
    }
    if (p->kind == RL_AK_BOOL && (strcmp(kw, "true") == 0 || strcmp(kw, "false") == 0)) {
      p->def_value = kw;
      return;
    }
    gen_error(g, mb->def_name.loc,
              "the default of '%s' is written as an attribute in a string, e.g. = \"0 : i64\"", p->name);
    return;
  }
  if (mb->def_str.s) {
    if (check_default_attr(s, p, &mb->def_str)) p->def_value = mb->def_str.s;
  }
}

/* ---- ops ------------------------------------------------------------------------ */

static const char *section_name(gen_item_kind k) {
  switch (k) {
  case GEN_IT_SUMMARY: return "summary";
  case GEN_IT_DESCRIPTION: return "description";
  case GEN_IT_OPERANDS: return "operands";
  case GEN_IT_RESULTS: return "results";
  case GEN_IT_PROPERTIES: return "properties";
  case GEN_IT_REGIONS: return "regions";
  case GEN_IT_SUCCESSORS: return "successors";
  case GEN_IT_FORMAT: case GEN_IT_FORMAT_CUSTOM: return "format";
  case GEN_IT_VERIFY: return "verify";
  case GEN_IT_VERIFY_USES: return "verify uses";
  case GEN_IT_FOLD: return "fold";
  case GEN_IT_NAMES: return "names";
  case GEN_IT_EFFECTS: return "effects";
  case GEN_IT_PARENT: return "parent";
  case GEN_IT_INFER: return "infer";
  case GEN_IT_DEFAULT_DIALECT: return "default_dialect";
  default: return "item";
  }
}

static unsigned count_members(gen_member *m) {
  unsigned n = 0;
  for (; m; m = m->next) n++;
  return n;
}

static rl_arity arity_of(gen_member *mb) {
  return mb->suffix == GEN_SFX_OPTIONAL ? RL_ARITY_OPTIONAL
         : mb->suffix == GEN_SFX_VARIADIC ? RL_ARITY_VARIADIC
                                          : RL_ARITY_ONE;
}

/* Operands and results. */
static void check_values(sema *s, gen_item *it, gen_val **out, unsigned *nout) {
  gen_ctx *g = s->g;
  unsigned n = count_members(it->members);
  gen_val *v = gen_alloc(g, n * sizeof *v);
  unsigned i = 0;
  for (gen_member *mb = it->members; mb; mb = mb->next, i++) {
    v[i].name = mb->name.s;
    v[i].loc = mb->name.loc;
    v[i].arity = arity_of(mb);
    if (mb->name_optional)
      gen_error(g, mb->qloc, "an optional %s is written '%s: C?'", it->kind == GEN_IT_OPERANDS ? "operand" : "result",
                mb->name.s);
    if (mb->def_name.s || mb->def_str.s)
      gen_error(g, mb->def_loc, "%s cannot have a default value", it->kind == GEN_IT_OPERANDS ? "operands" : "results");
    v[i].tc = value_tc(s, mb->type);
  }
  *out = v;
  *nout = n;
}

static void check_regions(sema *s, gen_item *it, gen_op *op) {
  gen_ctx *g = s->g;
  bool succ = it->kind == GEN_IT_SUCCESSORS;
  unsigned n = count_members(it->members);
  gen_val *v = gen_alloc(g, n * sizeof *v);
  unsigned i = 0;
  for (gen_member *mb = it->members; mb; mb = mb->next, i++) {
    v[i].name = mb->name.s;
    v[i].loc = mb->name.loc;
    v[i].arity = arity_of(mb);
    gen_cexpr *k = mb->type;
    const char *want = succ ? "AnySuccessor" : "AnyRegion";
    if (k->kind == GEN_CE_NAME && !k->applied && strcmp(k->name.s, want) == 0) {
    } else if (!succ && k->kind == GEN_CE_NAME && k->applied && strcmp(k->name.s, "SizedRegion") == 0 && k->args &&
               !k->args->next && k->args->kind == GEN_CE_INT && k->args->ival == 1) {
      v[i].sized_one = true;
    } else {
      gen_error(g, k->loc, succ ? "a successor is declared 'NAME: AnySuccessor'"
                                : "a region is declared 'NAME: AnyRegion' or 'NAME: SizedRegion<1>'");
    }
    if (mb->name_optional || mb->suffix == GEN_SFX_OPTIONAL || mb->def_name.s || mb->def_str.s)
      gen_error(g, mb->name_optional ? mb->qloc : mb->suffix == GEN_SFX_OPTIONAL ? mb->sfx_loc : mb->def_loc,
                "%s can only be single or variadic ('...')", succ ? "successors" : "regions");
    if (mb->suffix == GEN_SFX_VARIADIC && mb->next)
      gen_error(g, mb->sfx_loc, "only the last %s can be variadic", succ ? "successor" : "region");
  }
  if (succ) {
    op->succs = v;
    op->nsuccs = n;
    op->variadic_succs = n && v[n - 1].arity == RL_ARITY_VARIADIC;
  } else {
    op->regions = v;
    op->nregions = n;
    op->variadic_regions = n && v[n - 1].arity == RL_ARITY_VARIADIC;
  }
}

/* Names of an op must be unique across its operands, results, properties,
 * regions and successors (they share the accessor namespace). */
static void check_unique_names(sema *s, gen_op *op) {
  gen_ctx *g = s->g;
  struct ent {
    const char *name;
    gen_loc loc;
  } *ents;
  unsigned n = op->noperands + op->nresults + op->nprops + op->nregions + op->nsuccs, k = 0;
  ents = gen_alloc(g, (n + 1) * sizeof *ents);
  for (unsigned i = 0; i < op->noperands; i++) ents[k++] = (struct ent){op->operands[i].name, op->operands[i].loc};
  for (unsigned i = 0; i < op->nresults; i++) ents[k++] = (struct ent){op->results[i].name, op->results[i].loc};
  for (unsigned i = 0; i < op->nprops; i++) ents[k++] = (struct ent){op->props[i].name, op->props[i].loc};
  for (unsigned i = 0; i < op->nregions; i++) ents[k++] = (struct ent){op->regions[i].name, op->regions[i].loc};
  for (unsigned i = 0; i < op->nsuccs; i++) ents[k++] = (struct ent){op->succs[i].name, op->succs[i].loc};
  for (unsigned i = 0; i < k; i++) {
    for (unsigned j = 0; j < i; j++)
      if (strcmp(ents[i].name, ents[j].name) == 0) {
        gen_error(g, ents[i].loc, "duplicate name '%s' in op '%s'", ents[i].name, op->name);
        gen_note(g, ents[j].loc, "previous definition is here");
        break;
      }
    if (strcmp(ents[i].name, "create") == 0)
      gen_error(g, ents[i].loc, "the name 'create' is taken by the builder rl_%s_%s_create", s->m->dialect, op->cname);
    if (strcmp(ents[i].name, "operandSegmentSizes") == 0 || strcmp(ents[i].name, "resultSegmentSizes") == 0)
      gen_error(g, ents[i].loc, "'%s' is kept by rulir-gen for ops with several optional or variadic groups",
                ents[i].name);
  }
}

static bool is_segmented(const gen_val *v, unsigned n) {
  unsigned k = 0;
  for (unsigned i = 0; i < n; i++) k += v[i].arity != RL_ARITY_ONE;
  return k > 1;
}

static bool infer_placeholder(rl_parser *p, rl_op_parse_state *st) {
  (void)p;
  (void)st;
  return false;
}

static bool verify_placeholder(rl_op *op) { return op != NULL; }

/* AllTypesMatch<a, b, ...>: each name a single operand or result of the
 * op, at least two of them. */
static void resolve_types_match(sema *s, gen_op *op) {
  gen_ctx *g = s->g;
  if (!op->ntypes_match) return;
  op->types_match = gen_alloc(g, op->ntypes_match * sizeof *op->types_match);
  for (unsigned k = 0; k < op->ntypes_match; k++) {
    const gen_cexpr *t = op->types_match_terms[k];
    unsigned n = 0;
    for (const gen_cexpr *a = t->args; a; a = a->next) n++;
    int16_t *refs = gen_alloc(g, (n ? n : 1) * sizeof *refs);
    rl_strbuf names = {0};
    unsigned i = 0;
    if (n < 2) gen_error(g, t->loc, "AllTypesMatch names at least two operands or results");
    for (const gen_cexpr *a = t->args; a; a = a->next, i++) {
      int ref = INT16_MIN;
      if (a->kind == GEN_CE_NAME && !a->applied) {
        for (unsigned j = 0; j < op->noperands && ref == INT16_MIN; j++)
          if (!strcmp(op->operands[j].name, a->name.s)) ref = (int)j;
        for (unsigned j = 0; j < op->nresults && ref == INT16_MIN; j++)
          if (!strcmp(op->results[j].name, a->name.s)) ref = -1 - (int)j;
      }
      if (ref == INT16_MIN) {
        gen_error(g, a->loc, "AllTypesMatch takes names of the op's operands and results; '%s' is neither",
                  a->kind == GEN_CE_NAME ? a->name.s : "this");
        ref = 0;
      } else if ((ref >= 0 ? op->operands[ref].arity : op->results[-1 - ref].arity) != RL_ARITY_ONE) {
        gen_error(g, a->loc, "AllTypesMatch compares single values; '%s' is optional or variadic", a->name.s);
      }
      refs[i] = (int16_t)ref;
      rl_sb_printf(&names, "%s%s", i ? ", " : "", a->kind == GEN_CE_NAME ? a->name.s : "?");
    }
    op->types_match[k] = (rl_types_match){gen_strndup(g, names.data ? names.data : "", names.len), (uint8_t)n, refs};
    rl_sb_free(&names);
  }
}

/* RegionBranch<KIND, names...> (docs/ops.md): the kind, then the operand
 * group and the properties it names, checked against the op. */
static void resolve_region_branch(sema *s, gen_op *op) {
  gen_ctx *g = s->g;
  const gen_cexpr *t = op->region_branch_term;
  rl_region_branch *rb = &op->def.region_branch;
  *rb = (rl_region_branch){RL_RF_NONE, -1, {-1, -1, -1}};
  if (!t) return;
  static const struct {
    const char *name;
    uint8_t kind;
    unsigned min_ops, max_ops, min_props, max_props; /* names after the kind: operand groups, then properties */
  } kinds[] = {{"If", RL_RF_IF, 0, 1, 0, 0},     {"Switch", RL_RF_SWITCH, 1, 1, 1, 1}, {"Once", RL_RF_ONCE, 0, 0, 0, 0},
               {"Loop", RL_RF_LOOP, 1, 1, 0, 3}, {"While", RL_RF_WHILE, 1, 1, 0, 0}};
  const gen_cexpr *k = t->args;
  int which = -1;
  for (unsigned i = 0; k && k->kind == GEN_CE_NAME && !k->applied && i < COUNT(kinds); i++)
    if (!strcmp(kinds[i].name, k->name.s)) which = (int)i;
  if (which < 0) {
    gen_error(g, k ? k->loc : t->loc, "RegionBranch takes a kind first: If, Switch, Once, Loop or While");
    return;
  }
  rb->kind = kinds[which].kind;
  unsigned nops = 0, nprops = 0;
  for (const gen_cexpr *a = k->next; a; a = a->next) {
    if (a->kind != GEN_CE_NAME || a->applied) {
      gen_error(g, a->loc, "RegionBranch takes names of the op's operands and properties");
      continue;
    }
    int ref = -1;
    if (nops < kinds[which].max_ops) {
      for (unsigned j = 0; j < op->noperands && ref < 0; j++)
        if (!strcmp(op->operands[j].name, a->name.s)) ref = (int)j;
      if (ref < 0) gen_error(g, a->loc, "RegionBranch<%s, ...>: '%s' is no operand of '%s'", kinds[which].name, a->name.s,
                             op->name);
      else rb->operand = (int8_t)ref;
      nops++;
      continue;
    }
    for (unsigned j = 0; j < op->nprops && ref < 0; j++)
      if (!strcmp(op->props[j].name, a->name.s)) ref = (int)j;
    if (ref < 0 || nprops >= kinds[which].max_props)
      gen_error(g, a->loc, "RegionBranch<%s, ...>: '%s' is %s", kinds[which].name, a->name.s,
                ref < 0 ? "no property of the op" : "one name too many");
    else rb->props[nprops++] = (int8_t)ref;
  }
  if (nops < kinds[which].min_ops || nprops < kinds[which].min_props || (rb->kind == RL_RF_LOOP && nprops % 3))
    gen_error(g, t->loc, "RegionBranch<%s, ...> names %s", kinds[which].name,
              rb->kind == RL_RF_SWITCH  ? "the operand that picks a region and the property of the cases"
              : rb->kind == RL_RF_LOOP  ? "the operands forwarded on entry (then, optionally, the lower and upper "
                                          "bound map and step properties)"
              : rb->kind == RL_RF_WHILE ? "the operands forwarded on entry"
                                        : "at most the condition operand");
}

/* The opdef as core will see it, for the format compiler. */
static void build_opdef(sema *s, gen_op *op) {
  gen_ctx *g = s->g;
  rl_opdef *d = &op->def;
  d->name = op->name;
  d->summary = op->summary;
  d->traits = op->traits;
  d->noperands = (uint8_t)op->noperands;
  d->nresults = (uint8_t)op->nresults;
  d->nattrs = (uint8_t)op->nprops;
  d->nregions = (uint8_t)op->nregions;
  d->nsuccs = (uint8_t)op->nsuccs;
  rl_value_def *ops = gen_alloc(g, (op->noperands + 1) * sizeof *ops);
  for (unsigned i = 0; i < op->noperands; i++)
    ops[i] = (rl_value_def){op->operands[i].name, (uint8_t)op->operands[i].arity,
                            op->operands[i].tc ? &op->operands[i].tc->rt.tc : NULL};
  rl_value_def *res = gen_alloc(g, (op->nresults + 1) * sizeof *res);
  for (unsigned i = 0; i < op->nresults; i++)
    res[i] = (rl_value_def){op->results[i].name, (uint8_t)op->results[i].arity,
                            op->results[i].tc ? &op->results[i].tc->rt.tc : NULL};
  rl_attr_def *attrs = gen_alloc(g, (op->nprops + 1) * sizeof *attrs);
  for (unsigned i = 0; i < op->nprops; i++) {
    gen_prop *p = &op->props[i];
    attrs[i] = (rl_attr_def){p->name, (uint8_t)p->kind, p->optional, p->enm ? &p->enm->def : NULL,
                             p->tc ? &p->tc->rt.tc : NULL, p->def_value, p->summary, p->elem};
  }
  const char **regs = gen_alloc(g, (op->nregions + 1) * sizeof *regs);
  for (unsigned i = 0; i < op->nregions; i++) {
    regs[i] = op->regions[i].name;
    if (op->regions[i].sized_one && i < 8) d->region_min_blocks_one |= (uint8_t)(1u << i);
  }
  const char **succs = gen_alloc(g, (op->nsuccs + 1) * sizeof *succs);
  for (unsigned i = 0; i < op->nsuccs; i++) succs[i] = op->succs[i].name;
  d->operands = ops;
  d->results = res;
  d->attrs = attrs;
  d->regions = regs;
  d->succs = succs;
  d->variadic_regions = op->variadic_regions;
  d->variadic_succs = op->variadic_succs;
  d->format = op->format ? op->format->s : NULL;
  d->parent = op->parent;
  d->types_match = op->types_match;
  d->ntypes_match = (uint8_t)op->ntypes_match;
  d->default_dialect = op->default_dialect;
  /* The C hooks exist only at run time; the format compiler needs to know
   * whether there is one (result types a format may leave out). */
  if (op->infer) d->infer = infer_placeholder;
  if (op->verify) d->verify = verify_placeholder;
}

static rl_type *build_placeholder(rl_context *c) { (void)c; return NULL; }

/* The constraints of the op's operands and results as the format compiler
 * needs them: whether each allows just one type (a format may leave it out). */
static void mark_buildable(sema *s, gen_op *op) {
  for (unsigned i = 0; i < op->noperands + op->nresults; i++) {
    gen_tc *t = i < op->noperands ? op->operands[i].tc : op->results[i - op->noperands].tc;
    if (!t) continue;
    /* (the constraints of this module and of those it includes directly) */
    bool mine = t->owner == s->m;
    for (gen_module *inc = s->m->includes; inc && !mine; inc = inc->next) mine = t->owner == inc;
    if (mine && gen_tc_buildable(s->g, t->owner, t->expr)) t->rt.tc.build = build_placeholder;
  }
}

static void check_format(sema *s, gen_op *op) {
  if (!op->format) return;
  mark_buildable(s, op);
  gen_ctx *g = s->g;
  size_t off = 0;
  char *msg = NULL;
  rl_format *f = rl_format_compile(g->rl, &op->def, &off, &msg);
  if (f || !msg) return; /* compiled, or no format compiler linked in yet */
  gen_error(g, gen_str_loc_at(g, op->format, off <= op->format->len ? off : op->format->len), "%s", msg);
  free(msg);
}

static void check_op(sema *s, gen_decl *d) {
  gen_ctx *g = s->g;
  gen_module *m = s->m;
  unsigned errors_at_start = g->errors;
  gen_op *op = gen_alloc(g, sizeof *op);
  op->module = m;
  op->decl = d;
  op->mnemonic = d->name.s;
  op->name = gen_fmt(g, "%s.%s", m->dialect ? m->dialect : "?", d->name.s);
  char *cn = gen_strndup(g, d->name.s, strlen(d->name.s));
  for (char *p = cn; *p; p++)
    if (*p == '.') *p = '_';
  op->cname = cn;
  gen_op *o = gen_index_get(&m->op_names, gen_name_key(g, op->name));
  if (o) {
    gen_error(g, d->name.loc, "duplicate op '%s'", op->name);
    gen_note(g, o->decl->name.loc, "previous definition is here");
    return;
  }
  if ((o = gen_index_get(&m->op_cnames, gen_name_key(g, op->cname)))) {
    gen_error(g, d->name.loc, "ops '%s' and '%s' have the same C name '%s'", o->name, op->name, op->cname);
    return;
  }
  /* Traits. */
  rl_strbuf tx = {0};
  for (gen_cexpr *t = d->expr; t; t = t->next) {
    if (t->kind == GEN_CE_NAME && t->applied && !strcmp(t->name.s, "AllTypesMatch")) {
      if (op->ntypes_match < 8) op->types_match_terms[op->ntypes_match++] = t;
      else gen_error(g, t->loc, "at most 8 AllTypesMatch traits per op");
      continue;
    }
    if (t->kind == GEN_CE_NAME && t->applied && !strcmp(t->name.s, "RegionBranch")) {
      if (op->region_branch_term) gen_error(g, t->loc, "the op's RegionBranch is given twice");
      op->region_branch_term = t;
      continue;
    }
    if (t->kind != GEN_CE_NAME || t->applied) {
      gen_error(g, t->loc, "expected a trait name (or AllTypesMatch<a, b, ...>)");
      continue;
    }
    uint32_t bit = 0;
    for (size_t i = 0; i < COUNT(trait_table); i++)
      if (strcmp(trait_table[i].name, t->name.s) == 0) bit = trait_table[i].bit;
    if (!bit) {
      suggest sg = {.want = t->name.s};
      for (size_t i = 0; i < COUNT(trait_table); i++) suggest_try(&sg, trait_table[i].name);
      gen_error(g, t->loc, "unknown trait '%s'%s", t->name.s, suggest_text(g, &sg));
      continue;
    }
    if (op->traits & bit) gen_warning(g, t->loc, "trait '%s' is listed twice", t->name.s);
    op->traits |= bit;
  }
  for (unsigned b = 0; b < 32; b++)
    if (op->traits & (1u << b)) rl_sb_printf(&tx, "%s%s", tx.len ? " | " : "", trait_c_names[b]);
  op->trait_expr = tx.len ? gen_strndup(g, tx.data, tx.len) : "0";
  rl_sb_free(&tx);
  /* Items. */
  gen_item *seen[GEN_IT_COUNT_] = {0};
  for (gen_item *it = d->items; it; it = it->next) {
    gen_item_kind k = it->kind == GEN_IT_FORMAT_CUSTOM ? GEN_IT_FORMAT : it->kind;
    if (seen[k]) {
      gen_error(g, it->loc, "duplicate '%s' in op '%s'", section_name(k), op->name);
      gen_note(g, seen[k]->loc, "previous '%s' is here", section_name(k));
      continue;
    }
    seen[k] = it;
    switch (it->kind) {
    case GEN_IT_SUMMARY: op->summary = it->str.s; break;
    case GEN_IT_DESCRIPTION: break;
    case GEN_IT_OPERANDS: check_values(s, it, &op->operands, &op->noperands); break;
    case GEN_IT_RESULTS: check_values(s, it, &op->results, &op->nresults); break;
    case GEN_IT_PROPERTIES: {
      op->nprops = count_members(it->members);
      op->props = gen_alloc(g, op->nprops * sizeof *op->props);
      unsigned i = 0;
      for (gen_member *mb = it->members; mb; mb = mb->next) check_prop(s, op, mb, &op->props[i++]);
      break;
    }
    case GEN_IT_REGIONS: case GEN_IT_SUCCESSORS: check_regions(s, it, op); break;
    case GEN_IT_FORMAT: op->format = &it->str; break;
    case GEN_IT_FORMAT_CUSTOM:
      op->custom_parse = it->fn.s;
      op->custom_print = it->fn2.s;
      break;
    case GEN_IT_VERIFY: op->verify = it->fn.s; break;
    case GEN_IT_VERIFY_USES: op->verify_uses = it->fn.s; break;
    case GEN_IT_FOLD: op->fold = it->fn.s; break;
    case GEN_IT_NAMES: op->names = it->fn.s; break;
    case GEN_IT_EFFECTS: op->effects = it->fn.s; break;
    case GEN_IT_INFER: op->infer = it->fn.s; break;
    case GEN_IT_DEFAULT_DIALECT: op->default_dialect = it->fn.s; break;
    case GEN_IT_PARENT: {
      const char *pn = it->opname.s;
      const char *dot = strchr(pn, '.');
      if (!dot) {
        gen_error(g, it->opname.loc, "parent op must be named with its dialect, e.g. '%s.%s'",
                  m->dialect ? m->dialect : "dialect", pn);
        break;
      }
      size_t dl = (size_t)(dot - pn);
      gen_module *pm = NULL;
      if (m->dialect && strlen(m->dialect) == dl && strncmp(m->dialect, pn, dl) == 0) pm = m;
      for (gen_module *inc = m->includes; inc && !pm; inc = inc->next)
        if (inc->dialect && strlen(inc->dialect) == dl && strncmp(inc->dialect, pn, dl) == 0) pm = inc;
      if (pm) {
        bool found = pm == m && strcmp(pn, op->name) == 0;
        for (gen_decl *od = pm->file->decls; od && !found; od = od->next)
          if (od->kind == GEN_D_OP && strcmp(od->name.s, dot + 1) == 0) found = true;
        if (!found) {
          suggest sg = {.want = dot + 1};
          for (gen_decl *od = pm->file->decls; od; od = od->next)
            if (od->kind == GEN_D_OP) suggest_try(&sg, od->name.s);
          gen_error(g, it->opname.loc, "unknown parent op '%s': dialect '%s' has no op '%s'%s", pn, pm->dialect,
                    dot + 1, suggest_text(g, &sg));
        }
      }
      op->parent = pn;
      break;
    }
    default: break;
    }
  }
  if (!op->summary) op->summary = "";
  if (op->format && op->custom_parse) gen_error(g, d->loc, "op '%s' has both a format and a custom format", op->name);
  op->operand_segments = is_segmented(op->operands, op->noperands);
  op->result_segments = is_segmented(op->results, op->nresults);
  if (op->noperands > 255 || op->nresults > 255 || op->nprops > 255 || op->nregions > 255 || op->nsuccs > 255)
    gen_error(g, d->loc, "op '%s' has more than 255 operands, results, properties, regions or successors", op->name);
  check_unique_names(s, op);
  if ((op->traits & RL_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE) && !op->noperands && !op->nresults)
    gen_warning(g, d->loc, "SameOperandsAndResultType on an op without operands or results");
  resolve_types_match(s, op);
  build_opdef(s, op);
  resolve_region_branch(s, op);
  if (g->errors == errors_at_start) check_format(s, op);
  gen_index_add(g, &m->op_names, gen_name_key(g, op->name), op);
  gen_index_add(g, &m->op_cnames, gen_name_key(g, op->cname), op);
  *m->ops_tail = op;
  m->ops_tail = &op->next;
  m->nops++;
}

/* ---- files ------------------------------------------------------------------- */

static const char *file_stem(gen_ctx *g, const char *path) {
  const char *b = strrchr(path, '/');
  b = b ? b + 1 : path;
  size_t n = strlen(b);
  if (n > 4 && strcmp(b + n - 4, ".ops") == 0) n -= 4;
  return gen_strndup(g, b, n);
}

static void check_include(sema *s, gen_decl *d, unsigned depth) {
  gen_ctx *g = s->g;
  if (depth > 32) {
    gen_error(g, d->str.loc, "includes nested too deeply");
    return;
  }
  char *path = gen_include_path(g, d->str.s);
  for (gen_module *inc = s->m->includes; inc; inc = inc->next)
    if (strcmp(inc->include_path, d->str.s) == 0) {
      gen_warning(g, d->str.loc, "'%s' is included twice", d->str.s);
      return;
    }
  for (uint32_t i = 0; i < g->nfiles; i++)
    if (strcmp(g->files[i].path, path) == 0 && i == s->m->file_index) {
      gen_error(g, d->str.loc, "a file cannot include itself");
      return;
    }
  gen_loc at = d->str.loc;
  int fi = gen_load_file(g, path, &at);
  if (fi < 0) return;
  if (g->files[fi].module_state == 1) {
    gen_error(g, d->str.loc, "'%s' is already being included (an include cycle)", d->str.s);
    return;
  }
  gen_module *inc = sema_module(g, (uint32_t)fi, d->str.s, depth + 1);
  if (!inc) {
    gen_note(g, d->str.loc, "included from here");
    return;
  }
  gen_module **tail = &s->m->includes;
  while (*tail) tail = &(*tail)->next;
  *tail = inc;
}

static gen_module *sema_module(gen_ctx *g, uint32_t file, const char *include_path, unsigned depth) {
  gen_file *gf = &g->files[file];
  if (gf->module_state == 2) return gf->module;
  if (gf->module_state == 1) return NULL; /* an include cycle; reported by the includer */
  if (!gf->parsed_ok && !gen_parse_file(g, file)) return NULL;
  unsigned errors_before = g->errors;
  gf->module_state = 1;
  gen_module *m = gen_alloc(g, sizeof *m);
  m->file = &g->files[file];
  m->file_index = file;
  m->g = g;
  m->tcs_tail = &m->tcs;
  m->enums_tail = &m->enums;
  m->ops_tail = &m->ops;
  m->stem = file_stem(g, m->file->path);
  m->include_path = include_path;
  sema s = {.g = g, .m = m};
  /* Pass 1: the dialect, includes, names of constraints and enums. */
  gen_decl *dialect = NULL;
  for (gen_decl *d = m->file->decls; d; d = d->next) {
    switch (d->kind) {
    case GEN_D_DIALECT:
      if (dialect) {
        gen_error(g, d->loc, "duplicate 'dialect' declaration");
        gen_note(g, dialect->loc, "previous declaration is here");
      } else {
        dialect = d;
        m->dialect = d->name.s;
      }
      break;
    case GEN_D_INCLUDE:
      if (!dialect) gen_error(g, d->loc, "'include' must come after the 'dialect' declaration");
      check_include(&s, d, depth);
      break;
    case GEN_D_TYPE: case GEN_D_ENUM: case GEN_D_BITENUM: {
      if (!dialect) {
        gen_error(g, d->loc, "the file must start with 'dialect NAME;'");
        dialect = d; /* say it once */
        m->dialect = "?";
      }
      gen_tc *prev_t = find_named_tc(m, d->name.s, true);
      gen_enum *prev_e = find_enum(m, d->name.s, true);
      if (prev_t || prev_e || find_atom(d->name.s)) {
        gen_error(g, d->name.loc, "redefinition of '%s'", d->name.s);
        if (prev_t || prev_e) gen_note(g, prev_t ? prev_t->loc : prev_e->decl->name.loc, "previous definition is here");
        break;
      }
      for (size_t i = 0; i < COUNT(kind_table); i++)
        if (strcmp(kind_table[i].name, d->name.s) == 0) gen_error(g, d->name.loc, "redefinition of '%s'", d->name.s);
      if (d->kind == GEN_D_TYPE) {
        gen_tc *t = gen_alloc(g, sizeof *t);
        t->name = d->name.s;
        t->summary = d->str.s;
        t->expr = d->expr;
        t->owner = m;
        t->loc = d->name.loc;
        t->table = gen_fmt(g, "rl_%s_type_%s", m->dialect, d->name.s);
        t->pred = gen_fmt(g, "rl_%s_is_%s", m->dialect, d->name.s);
        t->rt.tc.summary = t->summary;
        t->rt.tc.check = any_type_check;
        gen_index_add(g, &m->tc_names, gen_name_key(g, t->name), t);
        *m->tcs_tail = t;
        m->tcs_tail = &t->next;
      } else {
        check_enum(&s, d);
      }
      break;
    }
    case GEN_D_CONSTRAINT:
    case GEN_D_NATIVE:
      if (d->code.s) {
        gen_error(g, d->loc, "a helper's C belongs in the dialect's C; declare it here without a body: '%s %s(...)%s;'",
                  d->kind == GEN_D_NATIVE ? "native" : "constraint", d->name.s, d->kind == GEN_D_NATIVE ? " -> T" : "");
        break;
      }
      if (!(m->nexterns & (m->nexterns + 1u))) { /* 0, 1, 3, 7...: grow to the next power of two */
        gen_decl **nx = gen_alloc(g, 2 * (m->nexterns + 1) * sizeof *nx);
        if (m->nexterns) memcpy(nx, m->externs, m->nexterns * sizeof *nx);
        m->externs = nx;
      }
      m->externs[m->nexterns++] = d;
      break;
    case GEN_D_IMPORT: case GEN_D_PATTERN: case GEN_D_FOR: case GEN_D_TEST: case GEN_D_PASS: case GEN_D_TERM:
      gen_error(g, d->loc, "rules belong in a .rules file, not in a .ops file");
      break;
    case GEN_D_ATTR: {
      if (!dialect) {
        gen_error(g, d->loc, "the file must start with 'dialect NAME;'");
        dialect = d;
        m->dialect = "?";
      }
      bool dup = false;
      for (unsigned i = 0; i < m->nattrs && !dup; i++)
        if (strcmp(m->attrs[i]->name.s, d->name.s) == 0) {
          gen_error(g, d->name.loc, "duplicate attribute '#%s.%s'", m->dialect, d->name.s);
          gen_note(g, m->attrs[i]->name.loc, "previous definition is here");
          dup = true;
        }
      if (dup) break;
      gen_decl **a = gen_alloc(g, (m->nattrs + 1) * sizeof *a);
      if (m->nattrs) memcpy(a, m->attrs, m->nattrs * sizeof *a);
      a[m->nattrs++] = d;
      m->attrs = a;
      break;
    }
    case GEN_D_ATTR_CONSTRAINT: {
      if (!dialect) {
        gen_error(g, d->loc, "the file must start with 'dialect NAME;'");
        dialect = d;
        m->dialect = "?";
      }
      const gen_cexpr *x = d->expr;
      if (!x || x->kind != GEN_CE_NAME || !x->applied || strcmp(x->name.s, "ArrayOf") || !x->args || x->args->next ||
          x->args->kind != GEN_CE_NAME || x->args->applied) {
        gen_error(g, x ? x->loc : d->loc, "an attribute constraint is written 'ArrayOf<MNEMONIC>' (an array of #%s.MNEMONIC)",
                  m->dialect);
        break;
      }
      if (find_attr_constraint(m, d->name.s)) {
        gen_error(g, d->name.loc, "redefinition of '%s'", d->name.s);
        break;
      }
      gen_decl **a = gen_alloc(g, (m->nattr_cons + 1) * sizeof *a);
      if (m->nattr_cons) memcpy(a, m->attr_cons, m->nattr_cons * sizeof *a);
      a[m->nattr_cons++] = d;
      m->attr_cons = a;
      break;
    }
    case GEN_D_INIT:
      if (!dialect) {
        gen_error(g, d->loc, "the file must start with 'dialect NAME;'");
        dialect = d;
        m->dialect = "?";
      }
      if (m->init) {
        gen_error(g, d->loc, "duplicate 'init' declaration");
        gen_note(g, m->init->loc, "previous declaration is here");
      } else {
        m->init = d;
      }
      break;
    case GEN_D_OP:
      if (!dialect) {
        gen_error(g, d->loc, "the file must start with 'dialect NAME;'");
        dialect = d;
        m->dialect = "?";
      }
      break;
    }
  }
  if (!dialect && !include_path) {
    gen_error(g, (gen_loc){file, 0}, "the file must start with 'dialect NAME;'");
  }
  /* Pass 2: constraint bodies, then ops. */
  for (gen_tc *t = m->tcs; t; t = t->next)
    if (t->name) resolve_named(&s, t);
  for (gen_decl *d = m->file->decls; d; d = d->next)
    if (d->kind == GEN_D_OP) check_op(&s, d);
  gf->module_state = 2;
  gf->module = g->errors == errors_before ? m : NULL;
  return gf->module;
}

gen_module *gen_sema_file(gen_ctx *g, uint32_t file) {
  return sema_module(g, file, NULL, 0);
}
