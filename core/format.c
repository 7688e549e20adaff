/* MLIR's declarative assembly format: a compiler from the format string of
 * an op definition to a small element tree, and the engine that parses and
 * prints an op's custom form with it. Spacing follows the rules of MLIR's
 * generated printers, so the text matches mlir-opt's. */
#include "format.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm.h"
#include "context_impl.h"
#include "smallbuf.h"

RL_DEFINE_SMALLBUF(nbuf, rl_named_attr)

/* ---- the compiled form ---------------------------------------------------- */

enum {
  E_LIT,         /* `keyword` or `,` */
  E_SPACE,       /* `` (no space) or ` ` */
  E_NEWLINE,     /* `\n` */
  E_OPERAND,     /* $operand (group `index`) */
  E_PROP,        /* $property */
  E_REGION,      /* $region */
  E_SUCC,        /* $successor (group) */
  E_TYPE,        /* type(ref) */
  E_FUNCTYPE,    /* functional-type(ref, ref2) */
  E_ATTR_DICT,   /* attr-dict */
  E_ATTR_DICT_KW,/* attr-dict-with-keyword */
  E_PROP_DICT,   /* prop-dict */
  E_REGIONS,     /* regions */
  E_SUCCS,       /* successors */
  E_OPTIONAL,    /* ( ... )? with else group */
  E_CUSTOM,      /* custom<Name>(args) */
};

/* What a type directive or custom argument refers to. */
enum { R_OPERAND, R_RESULT, R_ALL_OPERANDS, R_ALL_RESULTS, R_PROP, R_SUCC, R_REGION };

typedef struct fmt_ref {
  uint8_t kind, index;
  bool is_ref;   /* custom args: ref(...) */
  bool is_type;  /* custom args: type(...) */
} fmt_ref;

typedef struct fmt_elem fmt_elem;
struct fmt_elem {
  uint8_t kind;
  uint8_t index;       /* operand group, property, region or successor */
  const char *lit;     /* E_LIT, E_CUSTOM: name */
  fmt_ref ref, ref2;   /* E_TYPE, E_FUNCTYPE */
  fmt_elem *sub;       /* E_OPTIONAL: then group */
  unsigned nsub;
  fmt_elem *els;       /* E_OPTIONAL: else group */
  unsigned nels;
  int anchor;          /* E_OPTIONAL: index of the anchor in sub */
  fmt_ref *args;       /* E_CUSTOM */
  unsigned nargs;
  const struct custom_dir *custom; /* E_CUSTOM: found on first use */
};

struct rl_format {
  const rl_opdef *def;
  fmt_elem *elems;
  unsigned n;
  uint64_t props_in_format; /* bit i: property i is printed by the format */
};

/* Custom directives by name. */
typedef struct custom_dir custom_dir;
struct custom_dir {
  const char *name;
  rl_custom_parse_fn parse;
  rl_custom_print_fn print;
};

/* Registered directives are the context's (name ident -> custom_dir in its
 * arena, in c->custom_directives): formats, compiled per context, keep
 * pointers to them. */
void rl_register_custom_directive(rl_context *c, const char *name, rl_custom_parse_fn parse,
                                  rl_custom_print_fn print) {
  rl_ident *id = rl_ident_cstr(c, name);
  custom_dir *d = rl_ptrmap_get(&c->custom_directives, id);
  if (!d) {
    d = rl_context_alloc(c, sizeof *d);
    d->name = id->str;
    rl_ptrmap_put(&c->custom_directives, id, d);
  }
  d->parse = parse;
  d->print = print;
}

/* The directive of a custom element (looked up on first use, once a
 * format's dialects are all registered; threads printing at once may look
 * it up together, and store the same pointer). */
static const custom_dir *find_custom(rl_context *c, const fmt_elem *e) {
  const custom_dir *d = __atomic_load_n(&e->custom, __ATOMIC_ACQUIRE);
  if (!d) {
    d = rl_ptrmap_get(&c->custom_directives, rl_ident_cstr(c, e->lit));
    __atomic_store_n(&((fmt_elem *)e)->custom, d, __ATOMIC_RELEASE);
  }
  return d;
}

/* ---- the compiler --------------------------------------------------------- */

typedef struct fcomp {
  rl_context *c;
  const rl_opdef *def;
  const char *s, *p;   /* format text, cursor */
  const char *err_at;
  char *err;
  /* what the format binds */
  uint64_t operands_seen, operand_types_seen, results_types_seen, props_seen, regions_seen, succs_seen;
  bool all_operands, all_operand_types, all_result_types, all_regions, all_succs;
  int attr_dicts;
} fcomp;

static bool cerr(fcomp *f, const char *at, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static bool cerr(fcomp *f, const char *at, const char *fmt, ...) {
  if (f->err) return false;
  va_list ap;
  va_start(ap, fmt);
  rl_strbuf b = {0};
  rl_sb_vprintf(&b, fmt, ap);
  va_end(ap);
  f->err = b.data;
  f->err_at = at;
  return false;
}

static void skip_ws(fcomp *f) {
  while (*f->p == ' ' || *f->p == '\t' || *f->p == '\n' || *f->p == '\r') f->p++;
}

static int find_name(const char *name, size_t n, const char *const *names, unsigned count) {
  for (unsigned i = 0; i < count; i++)
    if (strlen(names[i]) == n && !memcmp(names[i], name, n)) return (int)i;
  return -1;
}

static int find_value(const char *name, size_t n, const rl_value_def *defs, unsigned count) {
  for (unsigned i = 0; i < count; i++)
    if (strlen(defs[i].name) == n && !memcmp(defs[i].name, name, n)) return (int)i;
  return -1;
}

static int find_prop(const rl_opdef *d, const char *name, size_t n) {
  for (unsigned i = 0; i < d->nattrs; i++)
    if (strlen(d->attrs[i].name) == n && !memcmp(d->attrs[i].name, name, n)) return (int)i;
  return -1;
}

/* $name -> what it names. */
static bool resolve_var(fcomp *f, const char *at, const char *name, size_t n, fmt_ref *r) {
  const rl_opdef *d = f->def;
  int i;
  if ((i = find_value(name, n, d->operands, d->noperands)) >= 0) { *r = (fmt_ref){R_OPERAND, (uint8_t)i, 0, 0}; return true; }
  if ((i = find_value(name, n, d->results, d->nresults)) >= 0) { *r = (fmt_ref){R_RESULT, (uint8_t)i, 0, 0}; return true; }
  if ((i = find_prop(d, name, n)) >= 0) { *r = (fmt_ref){R_PROP, (uint8_t)i, 0, 0}; return true; }
  if (d->regions && (i = find_name(name, n, d->regions, d->nregions)) >= 0) { *r = (fmt_ref){R_REGION, (uint8_t)i, 0, 0}; return true; }
  if (d->succs && (i = find_name(name, n, d->succs, d->nsuccs)) >= 0) { *r = (fmt_ref){R_SUCC, (uint8_t)i, 0, 0}; return true; }
  return cerr(f, at, "expected variable to refer to an argument, region, result, or successor");
}

static bool read_ident(fcomp *f, const char **s, size_t *n) {
  *s = f->p;
  while (isalnum((unsigned char)*f->p) || *f->p == '_' || *f->p == '-') f->p++;
  *n = (size_t)(f->p - *s);
  return *n > 0;
}

/* A reference inside type(...), functional-type(...) or custom(...). */
static bool parse_ref(fcomp *f, fmt_ref *r, bool in_custom) {
  skip_ws(f);
  const char *at = f->p;
  if (*f->p == '$') {
    f->p++;
    const char *nm;
    size_t n;
    if (!read_ident(f, &nm, &n)) return cerr(f, at, "expected variable name");
    return resolve_var(f, at, nm, n, r);
  }
  const char *nm;
  size_t n;
  if (!read_ident(f, &nm, &n)) return cerr(f, at, "expected directive or variable");
  if (n == 8 && !memcmp(nm, "operands", 8)) { *r = (fmt_ref){R_ALL_OPERANDS, 0, 0, 0}; return true; }
  if (n == 7 && !memcmp(nm, "results", 7)) { *r = (fmt_ref){R_ALL_RESULTS, 0, 0, 0}; return true; }
  if (in_custom && ((n == 3 && !memcmp(nm, "ref", 3)) || (n == 4 && !memcmp(nm, "type", 4)))) {
    bool is_ref = nm[0] == 'r';
    skip_ws(f);
    if (*f->p != '(') return cerr(f, f->p, "expected '('");
    f->p++;
    fmt_ref inner;
    if (!parse_ref(f, &inner, true)) return false;
    skip_ws(f);
    if (*f->p != ')') return cerr(f, f->p, "expected ')'");
    f->p++;
    *r = inner;
    if (is_ref) r->is_ref = true;
    else r->is_type = true;
    return true;
  }
  return cerr(f, at, "expected directive or variable");
}

static void mark_type_bound(fcomp *f, const fmt_ref *r) {
  switch (r->kind) {
  case R_OPERAND: f->operand_types_seen |= 1ull << r->index; break;
  case R_RESULT: f->results_types_seen |= 1ull << r->index; break;
  case R_ALL_OPERANDS: f->all_operand_types = true; break;
  case R_ALL_RESULTS: f->all_result_types = true; break;
  default: break;
  }
}

static bool parse_elems(fcomp *f, fmt_elem **out, unsigned *nout, bool in_group);

static bool add_elem(fmt_elem **arr, unsigned *n, unsigned *cap, fmt_elem e) {
  if (*n == *cap) {
    *cap = *cap ? *cap * 2 : 8;
    *arr = rl_xrealloc(*arr, *cap * sizeof **arr);
  }
  (*arr)[(*n)++] = e;
  return true;
}

/* Whether an element can anchor or start an optional group. */
static bool elem_is_anchorable(const fmt_elem *e) {
  return e->kind == E_OPERAND || e->kind == E_PROP || e->kind == E_REGION || e->kind == E_SUCC ||
         e->kind == E_TYPE;
}

static bool parse_one(fcomp *f, fmt_elem **arr, unsigned *n, unsigned *cap, bool in_group, int *anchor);
static void free_elems(fmt_elem *e, unsigned n);

/* An optional group `( ... )?` with its anchor and else branch, after the
 * `(`; on failure the caller frees what was built. */
static bool parse_group(fcomp *f, const char *at, fmt_elem *g) {
  f->p++;
  memset(g, 0, sizeof *g);
  g->kind = E_OPTIONAL;
  g->anchor = -1;
  unsigned gcap = 0;
  for (;;) {
    skip_ws(f);
    if (*f->p == ')') { f->p++; break; }
    if (!*f->p) return cerr(f, at, "expected ')' to end optional group");
    if (!parse_one(f, &g->sub, &g->nsub, &gcap, true, &g->anchor)) return false;
  }
  skip_ws(f);
  if (*f->p == ':') {
    f->p++;
    skip_ws(f);
    if (*f->p != '(') return cerr(f, f->p, "expected '(' to start else branch of optional group");
    f->p++;
    unsigned ecap = 0;
    int dummy = -1;
    for (;;) {
      skip_ws(f);
      if (*f->p == ')') { f->p++; break; }
      if (!*f->p) return cerr(f, at, "expected ')' to end optional group");
      if (!parse_one(f, &g->els, &g->nels, &ecap, true, &dummy)) return false;
    }
  }
  skip_ws(f);
  if (*f->p != '?') return cerr(f, f->p, "expected '?' after optional group");
  f->p++;
  if (!g->nsub) return cerr(f, at, "optional group has no elements");
  if (g->anchor < 0) return cerr(f, at, "optional group has no anchor element");
  if (!elem_is_anchorable(&g->sub[g->anchor]) && g->sub[g->anchor].kind != E_CUSTOM)
    return cerr(f, at, "only literals, types, and variables can be used within an optional group");
  const fmt_elem *first = &g->sub[0];
  if (first->kind != E_LIT && !elem_is_anchorable(first))
    return cerr(f, at, "first parsable element of an optional group must be a literal, variable, or type directive");
  return true;
}

static bool parse_one(fcomp *f, fmt_elem **arr, unsigned *n, unsigned *cap, bool in_group, int *anchor) {
  skip_ws(f);
  const char *at = f->p;
  fmt_elem e;
  memset(&e, 0, sizeof e);
  if (*f->p == '`') {
    const char *s = ++f->p;
    while (*f->p && *f->p != '`') f->p++;
    if (!*f->p) return cerr(f, at, "expected '`' to end the literal");
    size_t len = (size_t)(f->p - s);
    f->p++;
    if (len == 0) e.kind = E_SPACE, e.lit = "";
    else if (len == 1 && s[0] == ' ') e.kind = E_SPACE, e.lit = " ";
    else if (len == 2 && s[0] == '\\' && s[1] == 'n') e.kind = E_NEWLINE;
    else {
      bool kw = isalpha((unsigned char)s[0]) || s[0] == '_';
      for (size_t i = 1; kw && i < len; i++)
        if (!isalnum((unsigned char)s[i]) && s[i] != '_' && s[i] != '$' && s[i] != '.') kw = false;
      static const char *const puncts[] = {"->", "(", ")", "[", "]", "{", "}", "<", ">", ",",
                                           ":", "=", "?", "*", "+", "...", "|", "-"};
      bool ok = kw;
      for (size_t i = 0; !ok && i < sizeof puncts / sizeof *puncts; i++)
        ok = strlen(puncts[i]) == len && !memcmp(puncts[i], s, len);
      if (!ok) return cerr(f, at, "expected valid literal but got '%.*s': keywords should contain only alphanumeric, '_', '$', or '.' characters", (int)len, s);
      e.kind = E_LIT;
      e.lit = rl_ident_get(f->c, s, len)->str;
    }
    return add_elem(arr, n, cap, e);
  }
  if (*f->p == '$') {
    f->p++;
    const char *nm;
    size_t len;
    if (!read_ident(f, &nm, &len)) return cerr(f, at, "expected variable name");
    fmt_ref r;
    if (!resolve_var(f, at, nm, len, &r)) return false;
    switch (r.kind) {
    case R_OPERAND:
      if (f->operands_seen & (1ull << r.index)) return cerr(f, at, "'$%.*s' is already bound", (int)len, nm);
      f->operands_seen |= 1ull << r.index;
      e.kind = E_OPERAND;
      break;
    case R_RESULT: return cerr(f, at, "results can not be used in the format, use type($%.*s)", (int)len, nm);
    case R_PROP:
      if (f->props_seen & (1ull << r.index)) return cerr(f, at, "'$%.*s' is already bound", (int)len, nm);
      f->props_seen |= 1ull << r.index;
      e.kind = E_PROP;
      break;
    case R_REGION: f->regions_seen |= 1ull << r.index; e.kind = E_REGION; break;
    case R_SUCC: f->succs_seen |= 1ull << r.index; e.kind = E_SUCC; break;
    }
    e.index = r.index;
    skip_ws(f);
    if (*f->p == '^') {
      if (!in_group) return cerr(f, f->p, "'^' is only valid in an optional group");
      if (*anchor >= 0) return cerr(f, f->p, "only one element can be marked as the anchor of an optional group");
      f->p++;
      *anchor = (int)*n;
    }
    return add_elem(arr, n, cap, e);
  }
  if (*f->p == '(') {
    if (in_group) return cerr(f, at, "optional groups can't be nested");  /* MLIR allows it; we do not need it */
    fmt_elem g;
    if (!parse_group(f, at, &g)) {
      free_elems(g.sub, g.nsub);
      free_elems(g.els, g.nels);
      return false;
    }
    return add_elem(arr, n, cap, g);
  }
  const char *nm;
  size_t len;
  if (!read_ident(f, &nm, &len)) return cerr(f, at, "expected directive, literal, variable, or optional group");
#define IS(word) (len == strlen(word) && !memcmp(nm, word, len))
  if (IS("attr-dict") || IS("attr-dict-with-keyword")) {
    if (in_group) return cerr(f, at, "'attr-dict' directive can only be used as a top-level directive");
    if (f->attr_dicts++) return cerr(f, at, "'attr-dict' directive has already been seen");
    e.kind = IS("attr-dict") ? E_ATTR_DICT : E_ATTR_DICT_KW;
    return add_elem(arr, n, cap, e);
  }
  if (IS("prop-dict")) { e.kind = E_PROP_DICT; f->props_seen = ~0ull; return add_elem(arr, n, cap, e); }
  if (IS("regions")) { e.kind = E_REGIONS; f->all_regions = true; return add_elem(arr, n, cap, e); }
  if (IS("successors")) { e.kind = E_SUCCS; f->all_succs = true; return add_elem(arr, n, cap, e); }
  if (IS("operands")) { e.kind = E_OPERAND; e.index = 255; f->all_operands = true; return add_elem(arr, n, cap, e); }
  if (IS("type") || IS("functional-type")) {
    bool fn = nm[0] == 'f';
    skip_ws(f);
    if (*f->p != '(') return cerr(f, f->p, "expected '(' before argument list");
    f->p++;
    if (!parse_ref(f, &e.ref, false)) return false;
    if (e.ref.kind == R_PROP || e.ref.kind == R_REGION || e.ref.kind == R_SUCC)
      return cerr(f, at, "type directive can only refer to variables or 'operands'/'results'");
    if (fn) {
      skip_ws(f);
      if (*f->p != ',') return cerr(f, f->p, "expected ',' before argument list");
      f->p++;
      if (!parse_ref(f, &e.ref2, false)) return false;
      mark_type_bound(f, &e.ref2);
    }
    skip_ws(f);
    if (*f->p != ')') return cerr(f, f->p, "expected ')' after argument list");
    f->p++;
    mark_type_bound(f, &e.ref);
    e.kind = fn ? E_FUNCTYPE : E_TYPE;
    skip_ws(f);
    if (*f->p == '^') {
      if (!in_group) return cerr(f, f->p, "'^' is only valid in an optional group");
      f->p++;
      *anchor = (int)*n;
    }
    return add_elem(arr, n, cap, e);
  }
  if (IS("custom")) {
    skip_ws(f);
    if (*f->p != '<') return cerr(f, f->p, "expected '<' before custom directive name");
    f->p++;
    const char *cn;
    size_t cl;
    if (!read_ident(f, &cn, &cl)) return cerr(f, f->p, "expected custom directive name identifier");
    if (*f->p != '>') return cerr(f, f->p, "expected '>' after custom directive name");
    f->p++;
    skip_ws(f);
    if (*f->p != '(') return cerr(f, f->p, "expected '(' before argument list");
    f->p++;
    unsigned acap = 0;
    for (;;) {
      skip_ws(f);
      if (*f->p == ')') { f->p++; break; }
      fmt_ref r;
      if (!parse_ref(f, &r, true)) {
        free(e.args);
        return false;
      }
      if (r.is_type) mark_type_bound(f, &r);
      else if (!r.is_ref) {
        if (r.kind == R_OPERAND) f->operands_seen |= 1ull << r.index;
        else if (r.kind == R_PROP) f->props_seen |= 1ull << r.index;
        else if (r.kind == R_SUCC) f->succs_seen |= 1ull << r.index;
        else if (r.kind == R_REGION) f->regions_seen |= 1ull << r.index;
      }
      if (e.nargs == acap) {
        acap = acap ? acap * 2 : 8;
        e.args = rl_xrealloc(e.args, acap * sizeof *e.args);
      }
      e.args[e.nargs++] = r;
      skip_ws(f);
      if (*f->p == ',') f->p++;
      else if (*f->p != ')') {
        free(e.args);
        return cerr(f, f->p, "expected ')' after argument list");
      }
    }
    e.kind = E_CUSTOM;
    e.lit = rl_ident_get(f->c, cn, cl)->str;
    return add_elem(arr, n, cap, e);
  }
#undef IS
  return cerr(f, at, "expected directive, literal, variable, or optional group");
}

static bool parse_elems(fcomp *f, fmt_elem **out, unsigned *nout, bool in_group) {
  unsigned cap = 0;
  int anchor = -1;
  for (;;) {
    skip_ws(f);
    if (!*f->p) break;
    if (!parse_one(f, out, nout, &cap, in_group, &anchor)) return false;
  }
  return true;
}

static bool verify_bindings(fcomp *f) {
  const rl_opdef *d = f->def;
  const char *end = f->s + strlen(f->s);
  if (!f->attr_dicts) return cerr(f, end, "'attr-dict' directive not found in custom assembly format");
  bool same_all = d->traits & RL_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE;
  bool same_ops = d->traits & RL_TRAIT_SAME_TYPE_OPERANDS;
  bool any_operand_type = f->all_operand_types || f->operand_types_seen;
  bool any_result_type = f->all_result_types || f->results_types_seen;
  for (unsigned i = 0; i < d->noperands; i++) {
    if (!f->all_operands && !(f->operands_seen & (1ull << i)))
      return cerr(f, end, "operand #%u, named '%s', not found", i, d->operands[i].name);
    bool typed = f->all_operand_types || (f->operand_types_seen & (1ull << i)) ||
                 (same_all && (any_operand_type || any_result_type)) || (same_ops && any_operand_type) ||
                 (d->operands[i].type && rl_type_constraint_buildable(d->operands[i].type));
    if (!typed && !d->infer)
      return cerr(f, end, "type of operand #%u, named '%s', is not buildable and a buildable type cannot be inferred", i, d->operands[i].name);
  }
  for (unsigned i = 0; i < d->nresults; i++) {
    bool typed = f->all_result_types || (f->results_types_seen & (1ull << i)) ||
                 (same_all && (any_operand_type || any_result_type)) ||
                 (d->results[i].arity == RL_ARITY_ONE && d->results[i].type && rl_type_constraint_buildable(d->results[i].type));
    if (!typed && !d->infer)
      return cerr(f, end, "type of result #%u, named '%s', is not buildable and a buildable type cannot be inferred", i, d->results[i].name);
  }
  for (unsigned i = 0; i < d->nregions; i++)
    if (!f->all_regions && !(f->regions_seen & (1ull << i)))
      return cerr(f, end, "region #%u, named '%s', not found", i, d->regions[i]);
  for (unsigned i = 0; i < d->nsuccs; i++)
    if (!f->all_succs && !(f->succs_seen & (1ull << i)))
      return cerr(f, end, "successor #%u, named '%s', not found", i, d->succs[i]);
  return true;
}

static void free_elems(fmt_elem *e, unsigned n) {
  for (unsigned i = 0; i < n; i++) {
    free_elems(e[i].sub, e[i].nsub);
    free_elems(e[i].els, e[i].nels);
    free(e[i].args);
  }
  free(e);
}

static fmt_elem *copy_elems(rl_context *c, const fmt_elem *e, unsigned n) {
  if (!n) return NULL;
  fmt_elem *out = rl_context_alloc(c, n * sizeof *out);
  memcpy(out, e, n * sizeof *out);
  for (unsigned i = 0; i < n; i++) {
    out[i].sub = copy_elems(c, e[i].sub, e[i].nsub);
    out[i].els = copy_elems(c, e[i].els, e[i].nels);
    if (e[i].nargs) {
      out[i].args = rl_context_alloc(c, e[i].nargs * sizeof *out[i].args);
      memcpy(out[i].args, e[i].args, e[i].nargs * sizeof *out[i].args);
    } else {
      out[i].args = NULL;
    }
  }
  return out;
}

rl_format *rl_format_compile(rl_context *c, const rl_opdef *def, size_t *err_off, char **err_msg) {
  fcomp f;
  memset(&f, 0, sizeof f);
  f.c = c;
  f.def = def;
  f.s = f.p = def->format ? def->format : "";
  rl_format *fmt = rl_context_alloc(c, sizeof *fmt);
  memset(fmt, 0, sizeof *fmt);
  fmt->def = def;
  if (def->noperands > 64 || def->nresults > 64 || def->nattrs > 64 || def->nregions > 64 || def->nsuccs > 64)
    cerr(&f, f.s, "too many operands, results, properties, regions or successors for a format");
  fmt_elem *elems = NULL;
  unsigned n = 0;
  if (!f.err) parse_elems(&f, &elems, &n, false);
  if (!f.err) verify_bindings(&f);
  if (f.err) {
    free_elems(elems, n);
    if (err_off) *err_off = (size_t)(f.err_at - f.s);
    if (err_msg) *err_msg = f.err;
    else free(f.err);
    return NULL;
  }
  /* The program lives in the context's arena, like everything it owns. */
  fmt->elems = copy_elems(c, elems, n);
  fmt->n = n;
  free_elems(elems, n);
  fmt->props_in_format = f.props_seen;
  return fmt;
}

/* ---- parse-side slots ----------------------------------------------------- */

enum { S_OPERANDS, S_TYPES, S_SUCCS, S_ATTR, S_REGION };

#define SLOT_INLINE 2

struct rl_fmt_slot {
  uint8_t kind;
  bool typed;     /* S_TYPES: set by a directive */
  unsigned nops, capops;
  unsigned ntypes, captypes;
  unsigned nsuccs, capsuccs;
  rl_unresolved *ops;   /* point at the inline arrays until they overflow */
  rl_type **types;
  rl_block **succs;
  rl_attr *attr;
  rl_unresolved ops_inline[SLOT_INLINE];
  rl_type *types_inline[SLOT_INLINE];
  rl_block *succs_inline[SLOT_INLINE];
};

static void slot_init(rl_fmt_slot *s, uint8_t kind) {
  /* Only the header: the inline arrays are written before they are read. */
  s->typed = false;
  s->nops = s->ntypes = s->nsuccs = 0;
  s->attr = NULL;
  s->kind = kind;
  s->ops = s->ops_inline;
  s->types = s->types_inline;
  s->succs = s->succs_inline;
  s->capops = s->captypes = s->capsuccs = SLOT_INLINE;
}

/* Grows one of a slot's arrays, moving it off the inline storage. */
static void *slot_grow(void *arr, void *inline_arr, unsigned *cap, size_t elem) {
  unsigned ncap = *cap * 2;
  void *n = rl_xmalloc(ncap * elem);
  memcpy(n, arr, *cap * elem);
  if (arr != inline_arr) free(arr);
  *cap = ncap;
  return n;
}

void rl_fmt_slot_add_operand(rl_fmt_slot *s, const rl_unresolved *u) {
  if (s->nops == s->capops) s->ops = slot_grow(s->ops, s->ops_inline, &s->capops, sizeof *s->ops);
  s->ops[s->nops++] = *u;
}
void rl_fmt_slot_add_type(rl_fmt_slot *s, rl_type *t) {
  if (s->ntypes == s->captypes) s->types = slot_grow(s->types, s->types_inline, &s->captypes, sizeof *s->types);
  s->types[s->ntypes++] = t;
  s->typed = true;
}
void rl_fmt_slot_add_successor(rl_fmt_slot *s, rl_block *b) {
  if (s->nsuccs == s->capsuccs) s->succs = slot_grow(s->succs, s->succs_inline, &s->capsuccs, sizeof *s->succs);
  s->succs[s->nsuccs++] = b;
}
void rl_fmt_slot_set_attr(rl_fmt_slot *s, rl_attr *a) { s->attr = a; }
unsigned rl_fmt_slot_size(const rl_fmt_slot *s) {
  switch (s->kind) {
  case S_OPERANDS: return s->nops;
  case S_TYPES: return s->ntypes;
  case S_SUCCS: return s->nsuccs;
  default: return s->attr ? 1 : 0;
  }
}
rl_type *rl_fmt_slot_type(const rl_fmt_slot *s, unsigned i) { return i < s->ntypes ? s->types[i] : NULL; }
rl_attr *rl_fmt_slot_attr(const rl_fmt_slot *s) { return s->attr; }

static void slot_free(rl_fmt_slot *s) {
  if (s->ops != s->ops_inline) free(s->ops);
  if (s->types != s->types_inline) free(s->types);
  if (s->succs != s->succs_inline) free(s->succs);
}

/* The engine's state while parsing one op: one slot per operand group
 * (names and types), result group, successor group and property. */
typedef struct fstate {
  rl_parser *p;
  const rl_opdef *d;
  rl_op_parse_state *st;
  rl_fmt_slot *ops, *otypes, *rtypes, *succs, *props;
  rl_region **regions;
  rl_attr *attrs;           /* from attr-dict */
  unsigned group_depth;     /* inside an optional group */
  bool all_result_types;    /* type(results) was parsed */
  rl_fmt_slot all_rtypes;
} fstate;

static bool parse_elem(fstate *s, const fmt_elem *e);

/* An enum keyword or bit-enum body `<a, b>` for property d. */
static rl_attr *parse_enum_value(fstate *s, const rl_attr_def *ad) {
  rl_context *c = rl_parser_context(s->p);
  const rl_enum_def *en = ad->enm;
  if (en->bits) return rl_parse_enum_body(s->p, en, s->d->name);
  /* A keyword, or the same as a string, as MLIR accepts. */
  const char *at = rl_parser_pos(s->p);
  char kw[128];
  bool got = rl_parse_optional_any_keyword(s->p, kw, sizeof kw);
  if (!got && rl_parser_at_string(s->p)) {
    rl_strbuf b = {0};
    rl_parse_string(s->p, &b);
    snprintf(kw, sizeof kw, "%s", b.data ? b.data : "");
    rl_sb_free(&b);
    got = true;
  }
  if (got)
    for (unsigned i = 0; i < en->n; i++)
      if (!strcmp(en->keywords[i], kw))
        return rl_attr_integer(c, rl_type_integer(c, en->width, RL_SIGNLESS), (int64_t)en->values[i]);
  rl_strbuf list = {0};
  for (unsigned i = 0; i < en->n; i++) {
    if (i) rl_sb_puts(&list, ", ");
    rl_sb_puts(&list, en->keywords[i]);
  }
  rl_parser_error_at(s->p, at, "expected string or keyword containing one of the following enum values for attribute '%s' [%s]",
                     ad->name, list.data ? list.data : "");
  rl_sb_free(&list);
  return NULL;
}

static rl_attr *parse_prop_value_raw(fstate *s, unsigned i);

/* The attribute class a property's kind needs (MLIR checks the class when
 * parsing, the rest of the constraint when verifying). */
static bool attr_class_ok(const rl_attr_def *ad, const rl_attr *a) {
  switch ((rl_attr_def_kind)ad->kind) {
  case RL_AK_I32: case RL_AK_I64: case RL_AK_INDEX: case RL_AK_BOOL: case RL_AK_APINT: case RL_AK_NONNEG_I32:
    return a->kind == RL_AT_INTEGER;
  case RL_AK_STR: case RL_AK_SYMBOL_NAME: return a->kind == RL_AT_STRING;
  case RL_AK_FLAT_SYMREF: return a->kind == RL_AT_SYMREF && a->n == 1;
  case RL_AK_SYMREF: return a->kind == RL_AT_SYMREF;
  case RL_AK_TYPE: return a->kind == RL_AT_TYPE;
  case RL_AK_UNIT: return a->kind == RL_AT_UNIT;
  case RL_AK_ARRAY: case RL_AK_DICT_ARRAY: case RL_AK_ATTR_ARRAY: return a->kind == RL_AT_ARRAY;
  case RL_AK_DENSE_I32_ARRAY: case RL_AK_DENSE_I64_ARRAY: return a->kind == RL_AT_DENSE_ARRAY;
  case RL_AK_ELEMENTS: return a->kind == RL_AT_DENSE || a->kind == RL_AT_DENSE_RESOURCE || a->kind == RL_AT_SPARSE;
  default: return true;
  }
}

/* A property written in the custom form; of the declared kind (MLIR's
 * parsers check the attribute's class as they read it). */
static rl_attr *parse_prop_value(fstate *s, unsigned i) {
  const rl_attr_def *ad = &s->d->attrs[i];
  const char *at = rl_parser_pos(s->p);
  rl_attr *a = parse_prop_value_raw(s, i);
  if (!a || ad->kind == RL_AK_ENUM || ad->kind == RL_AK_ANY) return a;
  if (!attr_class_ok(ad, a)) {
    rl_parser_error_at(s->p, at, "invalid kind of attribute specified");
    return NULL;
  }
  return a;
}

static rl_attr *parse_prop_value_raw(fstate *s, unsigned i) {
  const rl_attr_def *ad = &s->d->attrs[i];
  rl_context *c = rl_parser_context(s->p);
  switch ((rl_attr_def_kind)ad->kind) {
  case RL_AK_ENUM: return parse_enum_value(s, ad);
  case RL_AK_SYMBOL_NAME: return rl_parse_symbol_name(s->p);
  /* As MLIR's generated parsers: any attribute, its kind checked after. */
  case RL_AK_FLAT_SYMREF: return rl_parse_attr(s->p, rl_type_none(c));
  case RL_AK_TYPE: {
    rl_type *t = rl_parse_type(s->p);
    return t ? rl_attr_type(c, t) : NULL;
  }
  case RL_AK_UNIT: return rl_attr_unit(c);
  case RL_AK_DENSE_I32_ARRAY: case RL_AK_DENSE_I64_ARRAY: {
    /* `[1, 0]`: a dense array without its `array<i64:` (MLIR's
     * DenseArrayAttr::parse, as declarative formats call it). */
    unsigned w = ad->kind == RL_AK_DENSE_I32_ARRAY ? 32 : 64;
    uint64_t stack[16], *v = stack;
    size_t n = 0, cap = 16;
    bool ok = rl_parse_punct(s->p, "[");
    if (ok && !rl_parse_optional_punct(s->p, "]")) {
      do {
        int64_t x;
        if (!(ok = rl_parse_integer(s->p, &x))) break;
        if (n == cap) {
          cap *= 2;
          v = v == stack ? memcpy(malloc(cap * sizeof *v), stack, sizeof stack) : realloc(v, cap * sizeof *v);
        }
        v[n++] = (uint64_t)x;
      } while (rl_parse_optional_punct(s->p, ","));
      ok = ok && rl_parse_punct(s->p, "]");
    }
    rl_attr *a = ok ? rl_attr_dense_array(c, rl_type_integer(c, w, RL_SIGNLESS), n, v) : NULL;
    if (v != stack) free(v);
    return a;
  }
  case RL_AK_I32: case RL_AK_NONNEG_I32: return rl_parse_attr(s->p, rl_type_integer(c, 32, RL_SIGNLESS));
  case RL_AK_I64: return rl_parse_attr(s->p, rl_type_integer(c, 64, RL_SIGNLESS));
  case RL_AK_INDEX: return rl_parse_attr(s->p, rl_type_index(c));
  case RL_AK_BOOL: return rl_parse_attr(s->p, rl_type_integer(c, 1, RL_SIGNLESS));
  case RL_AK_STR: {
    rl_strbuf b = {0};
    if (!rl_parse_string(s->p, &b)) return NULL;
    rl_attr *a = rl_attr_string(c, b.data ? b.data : "", b.len, NULL);
    rl_sb_free(&b);
    return a;
  }
  default: return rl_parse_attr(s->p, NULL);
  }
}

static bool parse_operand_group(fstate *s, unsigned g) {
  const rl_value_def *vd = &s->d->operands[g];
  rl_fmt_slot *sl = &s->ops[g];
  rl_unresolved u;
  if (vd->arity == RL_ARITY_ONE) {
    if (!rl_parse_operand(s->p, &u)) return false;
    rl_fmt_slot_add_operand(sl, &u);
    return true;
  }
  if (!rl_parse_optional_operand(s->p, &u)) return !rl_parser_failed(s->p);
  rl_fmt_slot_add_operand(sl, &u);
  if (vd->arity == RL_ARITY_OPTIONAL) return true;
  while (rl_parse_optional_punct(s->p, ",")) {
    if (!rl_parse_operand(s->p, &u)) return false;
    rl_fmt_slot_add_operand(sl, &u);
  }
  return true;
}

/* One type of a group; a constraint naming one kind of type (IntegerType,
 * FunctionType...) is checked as it is parsed, as MLIR's parsers do. */
static rl_type *parse_one_type(fstate *s, const rl_type_constraint *tc) {
  const char *at = rl_parser_pos(s->p);
  rl_type *t = rl_parse_type(s->p);
  if (t && tc && tc->kind && t->kind != tc->kind) {
    rl_parser_error_at(s->p, at, "invalid kind of type specified");
    return NULL;
  }
  return t;
}

/* Types for a group: one type, an optional type, or a comma list (at least
 * one outside an optional group, as MLIR's parseTypeList). */
static bool parse_types_into(fstate *s, rl_fmt_slot *sl, rl_arity ar, const rl_type_constraint *tc) {
  sl->typed = true;
  if (ar == RL_ARITY_ONE || (ar == RL_ARITY_VARIADIC && !s->group_depth)) {
    rl_type *t = parse_one_type(s, tc);
    if (!t) return false;
    rl_fmt_slot_add_type(sl, t);
    if (ar == RL_ARITY_ONE) return true;
  } else {
    if (!rl_parser_at_type(s->p)) return !rl_parser_failed(s->p);
    rl_type *t = parse_one_type(s, tc);
    if (!t) return false;
    rl_fmt_slot_add_type(sl, t);
    if (ar == RL_ARITY_OPTIONAL) return true;
  }
  while (rl_parse_optional_punct(s->p, ",")) {
    rl_type *t = parse_one_type(s, tc);
    if (!t) return false;
    rl_fmt_slot_add_type(sl, t);
  }
  return true;
}

static bool parse_type_ref(fstate *s, const fmt_ref *r) {
  switch (r->kind) {
  case R_OPERAND:
    return parse_types_into(s, &s->otypes[r->index], s->d->operands[r->index].arity, s->d->operands[r->index].type);
  case R_RESULT:
    return parse_types_into(s, &s->rtypes[r->index], s->d->results[r->index].arity, s->d->results[r->index].type);
  case R_ALL_OPERANDS: {
    /* All operand types as one list, split by group sizes later. */
    rl_fmt_slot tmp;
    slot_init(&tmp, S_TYPES);
    bool ok = parse_types_into(s, &tmp, RL_ARITY_VARIADIC, NULL);
    unsigned k = 0;
    for (unsigned g = 0; g < s->d->noperands && ok; g++)
      for (unsigned i = 0; i < s->ops[g].nops; i++)
        if (k < tmp.ntypes) rl_fmt_slot_add_type(&s->otypes[g], tmp.types[k++]);
    for (unsigned g = 0; g < s->d->noperands; g++) s->otypes[g].typed = true;
    slot_free(&tmp);
    return ok;
  }
  case R_ALL_RESULTS:
    s->all_result_types = true;
    return parse_types_into(s, &s->all_rtypes, RL_ARITY_VARIADIC, NULL);
  default: return false;
  }
}

static bool parse_functype(fstate *s, const fmt_elem *e) {
  /* (inputs) -> results */
  if (!rl_parse_punct(s->p, "(")) return false;
  rl_fmt_slot in;
  slot_init(&in, S_TYPES);
  bool ok = true;
  if (!rl_parse_optional_punct(s->p, ")")) {
    do {
      rl_type *t = rl_parse_type(s->p);
      if (!t) { ok = false; break; }
      rl_fmt_slot_add_type(&in, t);
    } while (rl_parse_optional_punct(s->p, ","));
    if (ok) ok = rl_parse_punct(s->p, ")");
  }
  if (ok) ok = rl_parse_punct(s->p, "->");
  rl_type **outs = NULL;
  unsigned nout = 0;
  if (ok) ok = rl_parse_type_list(s->p, &outs, &nout);
  if (ok) {
    /* Assign: ref = inputs, ref2 = results. */
    const fmt_ref *refs[2] = {&e->ref, &e->ref2};
    for (int k = 0; k < 2; k++) {
      rl_type **ts = k == 0 ? in.types : outs;
      unsigned nt = k == 0 ? in.ntypes : nout;
      const fmt_ref *r = refs[k];
      if (r->kind == R_ALL_RESULTS) {
        s->all_result_types = true;
        for (unsigned i = 0; i < nt; i++) rl_fmt_slot_add_type(&s->all_rtypes, ts[i]);
      } else if (r->kind == R_ALL_OPERANDS) {
        unsigned idx = 0;
        for (unsigned g = 0; g < s->d->noperands; g++) {
          s->otypes[g].typed = true;
          for (unsigned i = 0; i < s->ops[g].nops && idx < nt; i++) rl_fmt_slot_add_type(&s->otypes[g], ts[idx++]);
        }
        if (idx != nt) { ok = rl_parser_error(s->p, "%u operands present, but expected %u", idx, nt); break; }
      } else if (r->kind == R_OPERAND) {
        for (unsigned i = 0; i < nt; i++) rl_fmt_slot_add_type(&s->otypes[r->index], ts[i]);
        s->otypes[r->index].typed = true;
      } else if (r->kind == R_RESULT) {
        for (unsigned i = 0; i < nt; i++) rl_fmt_slot_add_type(&s->rtypes[r->index], ts[i]);
        s->rtypes[r->index].typed = true;
      }
    }
  }
  free(outs);
  slot_free(&in);
  return ok;
}

/* Whether the optional group starting with element e is present. */
static bool group_present(fstate *s, const fmt_elem *e) {
  switch (e->kind) {
  case E_LIT:
    if (isalpha((unsigned char)e->lit[0]) || e->lit[0] == '_') return rl_parser_at_keyword_text(s->p, e->lit);
    return rl_parser_at_punct(s->p, e->lit);
  case E_OPERAND: return rl_parser_at_operand_use(s->p); /* not the next op's `%r =` */
  case E_REGION: return rl_parser_at_region(s->p);
  case E_SUCC: return rl_parser_at_successor(s->p);
  case E_PROP: {
    const rl_attr_def *ad = &s->d->attrs[e->index];
    if (ad->kind == RL_AK_ENUM && !ad->enm->bits) {
      for (unsigned i = 0; i < ad->enm->n; i++)
        if (rl_parser_at_keyword_text(s->p, ad->enm->keywords[i])) return true;
      return false;
    }
    if (ad->kind == RL_AK_ENUM) return rl_parser_at_punct(s->p, "<");
    if (ad->kind == RL_AK_SYMBOL_NAME || ad->kind == RL_AK_FLAT_SYMREF) return rl_parser_at_symbol(s->p);
    if (ad->kind == RL_AK_STR) return rl_parser_at_string(s->p);
    return rl_parser_at_attr(s->p);
  }
  case E_TYPE: return rl_parser_at_type(s->p);
  default: return false;
  }
}

static bool parse_elem(fstate *s, const fmt_elem *e) {
  rl_context *c = rl_parser_context(s->p);
  switch (e->kind) {
  case E_LIT:
    if (isalpha((unsigned char)e->lit[0]) || e->lit[0] == '_') return rl_parse_keyword(s->p, e->lit);
    return rl_parse_punct(s->p, e->lit);
  case E_SPACE:
  case E_NEWLINE: return true;
  case E_OPERAND:
    if (e->index == 255) {
      /* `operands`: one flat list, split into groups in order. */
      rl_unresolved u;
      unsigned g = 0;
      if (!rl_parse_optional_operand(s->p, &u)) return !rl_parser_failed(s->p);
      do {
        if (g < s->d->noperands) rl_fmt_slot_add_operand(&s->ops[g], &u);
        if (g < s->d->noperands && s->d->operands[g].arity == RL_ARITY_ONE) g++;
      } while (rl_parse_optional_punct(s->p, ",") && rl_parse_operand(s->p, &u));
      return !rl_parser_failed(s->p);
    }
    return parse_operand_group(s, e->index);
  case E_PROP: {
    rl_attr *a = parse_prop_value(s, e->index);
    if (!a) return false;
    s->props[e->index].attr = a;
    return true;
  }
  case E_REGION: {
    rl_region *r = s->regions[e->index];
    if (!r) r = s->regions[e->index] = rl_ops_add_region_at(s->st, e->index);
    return rl_parse_region(s->p, r, NULL, 0, s->d->traits & RL_TRAIT_ISOLATED);
  }
  case E_REGIONS: {
    for (unsigned i = 0;; i++) {
      if (!rl_parser_at_region(s->p)) return i > 0 || rl_parse_punct(s->p, "{");
      rl_region *r = rl_ops_add_region_at(s->st, i);
      if (i < s->d->nregions) s->regions[i] = r;
      if (!rl_parse_region(s->p, r, NULL, 0, s->d->traits & RL_TRAIT_ISOLATED)) return false;
      if (!rl_parse_optional_punct(s->p, ",")) return true;
    }
  }
  case E_SUCC: {
    rl_block *b;
    if (!rl_parse_successor(s->p, &b)) return false;
    rl_fmt_slot_add_successor(&s->succs[e->index], b);
    if (s->d->variadic_succs)
      while (rl_parse_optional_punct(s->p, ",")) {
        if (!rl_parse_successor(s->p, &b)) return false;
        rl_fmt_slot_add_successor(&s->succs[e->index], b);
      }
    return true;
  }
  case E_SUCCS: {
    rl_block *b;
    if (!rl_parser_at_successor(s->p)) return true;
    do {
      if (!rl_parse_successor(s->p, &b)) return false;
      rl_fmt_slot_add_successor(&s->succs[0], b);
    } while (rl_parse_optional_punct(s->p, ","));
    return true;
  }
  case E_TYPE: return parse_type_ref(s, &e->ref);
  case E_FUNCTYPE: return parse_functype(s, e);
  case E_ATTR_DICT: return rl_parse_optional_attr_dict(s->p, &s->attrs);
  case E_ATTR_DICT_KW: return rl_parse_optional_attr_dict_with_keyword(s->p, &s->attrs);
  case E_PROP_DICT: {
    if (!rl_parse_optional_punct(s->p, "<")) return true;
    rl_attr *d = rl_parse_attr(s->p, NULL);
    if (!d) return false;
    if (d->kind != RL_AT_DICT) return rl_parser_error(s->p, "expected a dictionary of properties");
    for (unsigned i = 0; i < rl_attr_dict_size(d); i++)
      rl_ops_set_prop(c, s->st, rl_attr_dict_name(d, i)->str, rl_attr_dict_value(d, i));
    return rl_parse_punct(s->p, ">");
  }
  case E_OPTIONAL: {
    bool present = group_present(s, &e->sub[0]), ok = true;
    if (!present && rl_parser_failed(s->p)) return false;
    s->group_depth++;
    const fmt_elem *els = present ? e->sub : e->els;
    unsigned n = present ? e->nsub : e->nels;
    for (unsigned i = 0; i < n && ok; i++) ok = parse_elem(s, &els[i]);
    s->group_depth--;
    return ok;
  }
  case E_CUSTOM: {
    const custom_dir *cd = find_custom(rl_parser_context(s->p), e);
    if (!cd || !cd->parse) return rl_parser_error(s->p, "no parser registered for custom<%s>", e->lit);
    rl_fmt_slot *args[16];
    unsigned n = e->nargs < 16 ? e->nargs : 16;
    for (unsigned i = 0; i < n; i++) {
      const fmt_ref *r = &e->args[i];
      rl_fmt_slot *sl = NULL;
      switch (r->kind) {
      case R_OPERAND: sl = r->is_type ? &s->otypes[r->index] : &s->ops[r->index]; break;
      case R_RESULT: sl = &s->rtypes[r->index]; break;
      case R_PROP: sl = &s->props[r->index]; break;
      case R_SUCC: sl = &s->succs[r->index]; break;
      default: sl = &s->all_rtypes; break;
      }
      args[i] = sl;
    }
    return cd->parse(s->p, args, n);
  }
  default: return false;
  }
}

static bool group_sizes_prop(fstate *s, bool results) {
  rl_context *c = rl_parser_context(s->p);
  unsigned n = results ? s->d->nresults : s->d->noperands;
  const rl_value_def *vd = results ? s->d->results : s->d->operands;
  unsigned nvar = 0;
  for (unsigned g = 0; g < n; g++) nvar += vd[g].arity != RL_ARITY_ONE;
  if (nvar < 2) return true;
  uint64_t sizes[64];
  for (unsigned g = 0; g < n; g++) {
    unsigned k = results ? (s->rtypes[g].ntypes) : s->ops[g].nops;
    sizes[g] = k;
  }
  rl_ops_set_prop(c, s->st, results ? "resultSegmentSizes" : "operandSegmentSizes",
                  rl_attr_dense_array(c, rl_type_integer(c, 32, RL_SIGNLESS), n, sizes));
  return true;
}

bool rl_format_parse(rl_parser *p, const rl_format *f, rl_op_parse_state *st) {
  const rl_opdef *d = f->def;
  /* All slots in one block, on the stack for ordinary ops. */
  unsigned no = d->noperands, nr = d->nresults, ns = d->nsuccs ? d->nsuccs : 1, na = d->nattrs;
  unsigned nslots = 2 * no + nr + ns + na, nreg = d->nregions + 1;
  rl_fmt_slot stack_slots[12];
  rl_region *stack_regions[4];
  rl_fmt_slot *slots = nslots <= 12 ? stack_slots : rl_xmalloc(nslots * sizeof *slots);
  rl_region **regions = nreg <= 4 ? stack_regions : rl_xmalloc(nreg * sizeof *regions);
  memset(regions, 0, nreg * sizeof *regions);
  fstate state;
  fstate *s = &state;
  memset(s, 0, sizeof *s);
  s->p = p;
  s->d = d;
  s->st = st;
  s->ops = slots;
  s->otypes = s->ops + no;
  s->rtypes = s->otypes + no;
  s->succs = s->rtypes + nr;
  s->props = s->succs + ns;
  s->regions = regions;
  rl_context *c = rl_parser_context(p);
  for (unsigned i = 0; i < no; i++) {
    slot_init(&s->ops[i], S_OPERANDS);
    slot_init(&s->otypes[i], S_TYPES);
  }
  for (unsigned i = 0; i < nr; i++) slot_init(&s->rtypes[i], S_TYPES);
  for (unsigned i = 0; i < ns; i++) slot_init(&s->succs[i], S_SUCCS);
  for (unsigned i = 0; i < na; i++) slot_init(&s->props[i], S_ATTR);
  slot_init(&s->all_rtypes, S_TYPES);
  bool ok = true;
  for (unsigned i = 0; i < f->n && ok; i++) ok = parse_elem(s, &f->elems[i]);
  /* Properties and attributes. */
  if (ok) {
    for (unsigned i = 0; i < d->nattrs; i++)
      if (s->props[i].attr) rl_ops_set_prop_id(c, st, st->info ? st->info->prop_names[i] : rl_ident_cstr(c, d->attrs[i].name), s->props[i].attr);
    rl_ops_take_attr_dict(c, st, s->attrs);
  }
  /* Result types from type(results) split by group. */
  if (ok && s->all_result_types) {
    unsigned k = 0;
    for (unsigned g = 0; g < d->nresults; g++) {
      rl_fmt_slot *sl = &s->rtypes[g];
      sl->typed = true;
      if (d->results[g].arity == RL_ARITY_ONE) {
        if (k < s->all_rtypes.ntypes) rl_fmt_slot_add_type(sl, s->all_rtypes.types[k++]);
      } else {
        while (k < s->all_rtypes.ntypes) rl_fmt_slot_add_type(sl, s->all_rtypes.types[k++]);
      }
    }
  }
  /* Traits fill in the types the format does not name. */
  if (ok && (d->traits & (RL_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE | RL_TRAIT_SAME_TYPE_OPERANDS))) {
    rl_type *known = NULL;
    for (unsigned g = 0; g < d->noperands && !known; g++)
      if (s->otypes[g].ntypes) known = s->otypes[g].types[0];
    if (!known && (d->traits & RL_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE))
      for (unsigned g = 0; g < d->nresults && !known; g++)
        if (s->rtypes[g].ntypes) known = s->rtypes[g].types[0];
    if (known) {
      for (unsigned g = 0; g < d->noperands; g++)
        if (!s->otypes[g].typed)
          for (unsigned i = 0; i < s->ops[g].nops; i++) rl_fmt_slot_add_type(&s->otypes[g], known);
      if (d->traits & RL_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE)
        for (unsigned g = 0; g < d->nresults; g++)
          if (!s->rtypes[g].typed) rl_fmt_slot_add_type(&s->rtypes[g], known);
    }
  }
  /* Constraints that allow one type give it. */
  if (ok) {
    for (unsigned g = 0; g < d->noperands; g++)
      if (!s->otypes[g].typed && d->operands[g].type && rl_type_constraint_buildable(d->operands[g].type))
        for (unsigned i = 0; i < s->ops[g].nops; i++) rl_fmt_slot_add_type(&s->otypes[g], rl_type_constraint_build(d->operands[g].type, c));
    for (unsigned g = 0; g < d->nresults; g++)
      if (!s->rtypes[g].typed && d->results[g].arity == RL_ARITY_ONE && d->results[g].type &&
          rl_type_constraint_buildable(d->results[g].type))
        rl_fmt_slot_add_type(&s->rtypes[g], rl_type_constraint_build(d->results[g].type, c));
  }
  /* Resolve operands, group by group. */
  for (unsigned g = 0; g < d->noperands && ok; g++) {
    rl_fmt_slot *o = &s->ops[g], *t = &s->otypes[g];
    if (t->ntypes != o->nops) {
      ok = o->nops ? rl_parser_error_at(s->p, o->ops[0].at, "%u operands present, but expected %u", o->nops, t->ntypes)
                   : rl_parser_error(s->p, "%u operands present, but expected %u", o->nops, t->ntypes);
      break;
    }
    for (unsigned i = 0; i < o->nops && ok; i++) {
      rl_value *v = rl_parser_resolve(p, &o->ops[i], t->types[i]);
      if (!v) ok = false;
      else rl_ops_add_operand(st, v);
    }
  }
  if (ok) ok = group_sizes_prop(s, false);
  /* Results: named types first; the rest from the op's inference hook. */
  if (ok) {
    bool all = true;
    for (unsigned g = 0; g < d->nresults; g++)
      if (!s->rtypes[g].typed) all = false;
    if (all) {
      for (unsigned g = 0; g < d->nresults; g++)
        for (unsigned i = 0; i < s->rtypes[g].ntypes; i++) rl_ops_add_result_type(st, s->rtypes[g].types[i]);
      ok = group_sizes_prop(s, true);
    } else if (d->infer) {
      ok = d->infer(p, st);
    } else {
      ok = rl_parser_error(s->p, "cannot infer the result types of '%s'", d->name);
    }
  }
  /* Successors in group order. */
  for (unsigned g = 0; g < (d->nsuccs ? d->nsuccs : 1) && ok; g++)
    for (unsigned i = 0; i < s->succs[g].nsuccs; i++) rl_ops_add_successor(st, s->succs[g].succs[i]);
  for (unsigned i = 0; i < nslots; i++) slot_free(&slots[i]);
  slot_free(&s->all_rtypes);
  if (slots != stack_slots) free(slots);
  if (regions != stack_regions) free(regions);
  return ok;
}

/* ---- printing ------------------------------------------------------------- */

typedef struct pstate {
  rl_printer *p;
  rl_op *op;
  const rl_format *f;
  bool should_space, last_punct;
} pstate;

static void sp(pstate *s, const char *str) { rl_print_str(s->p, str); }

/* MLIR's rule: no space before certain punctuation. */
static bool space_before(const char *v, bool last_punct) {
  if (strlen(v) != 1 && strcmp(v, "->") != 0) return true;
  if (last_punct) return !strchr(">)}],", v[0]);
  return !strchr("<>(){}[],", v[0]);
}

static void print_lit(pstate *s, const char *v) {
  if (s->should_space && space_before(v, s->last_punct)) sp(s, " ");
  sp(s, v);
  s->should_space = strlen(v) != 1 || !strchr("<({[", v[0]);
  s->last_punct = v[0] != '_' && !isalpha((unsigned char)v[0]);
}

static void elem_space(pstate *s) {
  if (s->should_space || !s->last_punct) sp(s, " ");
  s->last_punct = false;
  s->should_space = true;
}

static void print_operand_group(pstate *s, unsigned g) {
  unsigned n, first = rl_op_operand_group(s->op, g, &n);
  for (unsigned i = 0; i < n; i++) {
    if (i) sp(s, ", ");
    rl_print_value_name(s->p, s->op->operands[first + i].value);
  }
}

static void print_type_ref(pstate *s, const fmt_ref *r) {
  rl_op *op = s->op;
  unsigned first = 0, n = 0;
  bool results = false;
  switch (r->kind) {
  case R_OPERAND: first = rl_op_operand_group(op, r->index, &n); break;
  case R_RESULT: first = rl_op_result_group(op, r->index, &n); results = true; break;
  case R_ALL_OPERANDS: n = op->noperands; break;
  case R_ALL_RESULTS: n = op->nresults; results = true; break;
  default: break;
  }
  for (unsigned i = 0; i < n; i++) {
    if (i) sp(s, ", ");
    rl_print_type_p(s->p, results ? op->results[first + i].type : op->operands[first + i].value->type);
  }
}

static rl_attr *prop_of(rl_op *op, unsigned i) {
  return op->props ? rl_attr_dict_get(op->props, op->info->prop_names[i]) : NULL;
}

/* Whether a property differs from its default (for optional anchors). */
static bool prop_present(rl_op *op, unsigned i) {
  const rl_attr_def *ad = &op->info->def->attrs[i];
  rl_attr *a = prop_of(op, i);
  if (!a) return false;
  (void)ad;
  return op->info->prop_defaults[i] != a;
}

static void print_prop(pstate *s, unsigned i) {
  const rl_attr_def *ad = &s->op->info->def->attrs[i];
  rl_attr *a = prop_of(s->op, i);
  if (!a) return;
  switch ((rl_attr_def_kind)ad->kind) {
  case RL_AK_ENUM:
    if (!ad->enm->bits) {
      int64_t v = rl_attr_int_value(a);
      for (unsigned k = 0; k < ad->enm->n; k++)
        if ((int64_t)ad->enm->values[k] == v) { sp(s, ad->enm->keywords[k]); return; }
      rl_print_attr_p(s->p, a);
    } else {
      rl_print_enum_body(rl_printer_out(s->p), a);
    }
    return;
  case RL_AK_SYMBOL_NAME: rl_print_symbol_name(s->p, rl_attr_string_ident(a)); return;
  case RL_AK_FLAT_SYMREF:
    if (a->kind == RL_AT_SYMREF) { rl_print_symbol_name(s->p, rl_word_ptr(a->w[0])); return; }
    break;
  case RL_AK_TYPE: rl_print_type_p(s->p, rl_attr_type_value(a)); return;
  case RL_AK_I32:
  case RL_AK_NONNEG_I32:
  case RL_AK_I64:
  case RL_AK_INDEX: rl_print_attr_elided(s->p, a); return;
  case RL_AK_DENSE_I32_ARRAY:
  case RL_AK_DENSE_I64_ARRAY:
    if (a->kind == RL_AT_DENSE_ARRAY) { /* `[1, 0]`, as MLIR's DenseArrayAttr::print */
      rl_strbuf *out = rl_printer_out(s->p);
      rl_sb_putc(out, '[');
      for (unsigned k = 0; k + 1 < a->n; k++) {
        if (k) rl_sb_puts(out, ", ");
        rl_sb_i64(out, ad->kind == RL_AK_DENSE_I32_ARRAY ? (int64_t)(int32_t)a->w[1 + k] : (int64_t)a->w[1 + k]);
      }
      rl_sb_putc(out, ']');
      return;
    }
    break;
  default: break;
  }
  rl_print_attr_p(s->p, a);
}

static bool print_elem(pstate *s, const fmt_elem *e);

static bool elem_present(pstate *s, const fmt_elem *e) {
  rl_op *op = s->op;
  switch (e->kind) {
  case E_OPERAND: {
    unsigned n;
    rl_op_operand_group(op, e->index, &n);
    return n > 0;
  }
  case E_PROP: return prop_present(op, e->index);
  case E_REGION: return e->index < op->nregions && rl_op_regions(op)[e->index].first;
  case E_SUCC: return op->nsuccs > 0;
  case E_TYPE: {
    unsigned n = 0;
    if (e->ref.kind == R_OPERAND) rl_op_operand_group(op, e->ref.index, &n);
    else if (e->ref.kind == R_RESULT) rl_op_result_group(op, e->ref.index, &n);
    else n = e->ref.kind == R_ALL_OPERANDS ? op->noperands : op->nresults;
    return n > 0;
  }
  default: return true;
  }
}

static bool print_elem(pstate *s, const fmt_elem *e) {
  rl_op *op = s->op;
  switch (e->kind) {
  case E_LIT: print_lit(s, e->lit); return true;
  case E_SPACE:
    if (e->lit[0] == ' ') { sp(s, " "); s->last_punct = false; }
    else s->last_punct = true;
    s->should_space = false;
    return true;
  case E_NEWLINE: rl_print_newline(s->p); return true;
  case E_OPERAND:
    elem_space(s);
    if (e->index == 255) {
      for (unsigned i = 0; i < op->noperands; i++) {
        if (i) sp(s, ", ");
        rl_print_value_name(s->p, op->operands[i].value);
      }
    } else {
      print_operand_group(s, e->index);
    }
    return true;
  case E_PROP:
    /* A unit attribute says itself by the group it anchors: nothing printed. */
    if (s->op->info->def->attrs[e->index].kind == RL_AK_UNIT) return true;
    elem_space(s);
    print_prop(s, e->index);
    return true;
  case E_REGION:
    elem_space(s);
    rl_print_region(s->p, rl_op_region(op, e->index), true, false);
    return true;
  case E_REGIONS:
    elem_space(s);
    for (unsigned r = 0; r < op->nregions; r++) {
      if (r) sp(s, ", ");
      rl_print_region(s->p, rl_op_region(op, r), true, false);
    }
    return true;
  case E_SUCC:
  case E_SUCCS: {
    elem_space(s);
    unsigned first = 0, n = op->nsuccs;
    if (e->kind == E_SUCC && !op->info->def->variadic_succs) { first = e->index; n = 1; }
    for (unsigned i = 0; i < n; i++) {
      if (i) sp(s, ", ");
      rl_print_successor(s->p, rl_op_succ(op, first + i));
    }
    return true;
  }
  case E_TYPE: elem_space(s); print_type_ref(s, &e->ref); return true;
  case E_FUNCTYPE: {
    elem_space(s);
    sp(s, "(");
    print_type_ref(s, &e->ref);
    sp(s, ") -> ");
    unsigned n = e->ref2.kind == R_ALL_RESULTS ? op->nresults : 0;
    if (e->ref2.kind == R_RESULT) rl_op_result_group(op, e->ref2.index, &n);
    bool parens = n != 1 || (op->nresults && op->results[0].type->kind == RL_TY_FUNCTION);
    if (parens) sp(s, "(");
    print_type_ref(s, &e->ref2);
    if (parens) sp(s, ")");
    return true;
  }
  case E_ATTR_DICT:
  case E_ATTR_DICT_KW: {
    /* Discardable attributes, plus properties the format does not print
     * (unless they hold their default). */
    const rl_opdef *d = op->info->def;
    const char *elided[72];
    unsigned ne = 0;
    rl_context *c = rl_op_context(op);
    rl_attr *all = op->attrs;
    if (op->props && op->props->kind == RL_AT_DICT) {
      /* Gathered in dictionary order, then set in one pass (not one copy
       * of the dictionary per property). */
      nbuf more;
      nbuf_init(&more);
      for (unsigned i = 0; i < rl_attr_dict_size(op->props); i++) {
        rl_ident *k = rl_attr_dict_name(op->props, i);
        if (k == c->id_operand_segments || k == c->id_result_segments) continue;
        int pi = -1;
        for (unsigned a = 0; a < d->nattrs && pi < 0; a++)
          if (op->info->prop_names[a] == k) pi = (int)a;
        if (pi >= 0 && (s->f->props_in_format & (1ull << pi))) continue;
        if (pi >= 0 && op->info->prop_defaults[pi] == rl_attr_dict_value(op->props, i)) continue;
        nbuf_push(&more, (rl_named_attr){k, rl_attr_dict_value(op->props, i)});
      }
      if (more.n) all = rl_attr_dict_update(c, all, more.n, more.p);
      nbuf_free(&more);
    }
    (void)elided;
    rl_print_attr_dict(s->p, all, elided, ne, e->kind == E_ATTR_DICT_KW);
    s->last_punct = false;
    return true;
  }
  case E_PROP_DICT: return true;
  case E_OPTIONAL: {
    const fmt_elem *anchor = &e->sub[e->anchor];
    if (elem_present(s, anchor)) {
      for (unsigned i = 0; i < e->nsub; i++) print_elem(s, &e->sub[i]);
    } else {
      for (unsigned i = 0; i < e->nels; i++) print_elem(s, &e->els[i]);
    }
    return true;
  }
  case E_CUSTOM: {
    const custom_dir *cd = find_custom(s->op->info->ctx, e);
    elem_space(s);
    if (cd && cd->print) cd->print(s->p, op);
    return true;
  }
  default: return true;
  }
}

void rl_format_print(rl_printer *p, const rl_format *f, rl_op *op) {
  pstate s = {.p = p, .op = op, .f = f, .should_space = true, .last_punct = false};
  for (unsigned i = 0; i < f->n; i++) print_elem(&s, &f->elems[i]);
}
