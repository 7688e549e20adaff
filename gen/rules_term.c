/* Terms (docs/rules.md, "Terms"): helpers written as rule statements,
 * `term (ElementPtr $d $t $is...) => { ...; $p; };`, and the `.rules`
 * files that share them (`import "memref-descriptor.rules";`).
 *
 * A term is expanded where it is used, before a rule is checked, so that
 * the checker, the matcher program and both back ends see only ordinary
 * statements. A use `(ElementPtr $x (type $m) $idx)` inside a statement
 * becomes, before that statement: the arguments that are not plain names
 * bound to fresh names, the term's statements with every name it binds
 * renamed apart (`off` becomes `off'3`, `^b` becomes `^b'3`), and its last
 * statement, its value, bound to a fresh name that takes the use's place.
 * A use inside a comprehension becomes a `for` that collects the values.
 * Terms may use terms; one that uses itself, at any depth, is an error. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "gen/parse.h"
#include "gen/rules.h"

enum { TERM_DEPTH = 32 };

typedef struct texp {
  gen_rules *rs;
  gen_rinst *ri;
  const gen_decl *stack[TERM_DEPTH];
  unsigned depth;
  unsigned serial; /* expansions so far: the suffix of the names they bind */
  gen_loc use;     /* the outermost use being expanded (for notes) */
} texp;

/* The names of one expansion: a parameter stands for its argument (a
 * plain name: substituted) or for a fresh name; every other name the body
 * binds gets a fresh name. */
typedef struct ren_entry {
  const char *from, *to;
  const gen_expr *arg; /* a parameter substituted by the argument itself */
} ren_entry;
typedef struct ren {
  ren_entry e[64];
  unsigned n, serial;
} ren;

typedef struct slist {
  gen_stmt *head, **tail;
} slist;

static void sl_add(slist *l, gen_stmt *s) {
  s->next = NULL;
  *l->tail = s;
  l->tail = &s->next;
}

const gen_decl *gen_rules_find_term(const gen_rules *rs, const char *name) {
  return name ? gen_index_get(&rs->term_index, gen_name_key(rs->g, name)) : NULL;
}

static bool is_ignore(const char *s) { return !strcmp(s, "_") || !strcmp(s, "^_"); }

static const char *fresh(gen_ctx *g, const char *name, unsigned serial) {
  size_t n = strlen(name) + 16;
  char *s = gen_alloc(g, n);
  snprintf(s, n, "%s'%u", name, serial);
  return s;
}

static ren_entry *ren_find(ren *r, const char *name) {
  for (unsigned i = 0; i < r->n; i++)
    if (!strcmp(r->e[i].from, name)) return &r->e[i];
  return NULL;
}

/* The name `name` takes in the expansion (NULL r: the rule's own names). */
static gen_name rename_in(texp *t, ren *r, gen_name n) {
  if (!r || !n.s || is_ignore(n.s)) return n;
  ren_entry *e = ren_find(r, n.s);
  if (!e) {
    if (r->n == sizeof r->e / sizeof *r->e) {
      gen_error(t->rs->g, n.loc, "a term binds at most %zu names", sizeof r->e / sizeof *r->e);
      return n;
    }
    e = &r->e[r->n++];
    *e = (ren_entry){n.s, fresh(t->rs->g, n.s, r->serial), NULL};
  }
  return (gen_name){e->arg ? e->arg->bind.s : e->to, n.loc};
}

static bool has_term(const gen_rules *rs, const gen_expr *x);
static bool has_term_list(const gen_rules *rs, const gen_expr *x) {
  for (; x; x = x->next)
    if (has_term(rs, x)) return true;
  return false;
}
static bool has_term(const gen_rules *rs, const gen_expr *x) {
  if (!x) return false;
  if (x->kind == GEN_X_OP && gen_rules_find_term(rs, x->name.s)) return true;
  for (const gen_attrpat *a = x->attrs; a; a = a->next)
    if (has_term(rs, a->value)) return true;
  return has_term_list(rs, x->args) || has_term_list(rs, x->types) || has_term(rs, x->at) ||
         (x->kind == GEN_X_COMP && (has_term(rs, x->term) || has_term_list(rs, x->filter)));
}

/* ---- copying with renaming ------------------------------------------------------------- */

static gen_expr *cp_list(texp *t, const gen_expr *x, ren *r);

static gen_expr *cp_one(texp *t, const gen_expr *x, ren *r) {
  gen_ctx *g = t->rs->g;
  ren_entry *e = r && (x->kind == GEN_X_BIND || x->kind == GEN_X_BLOCK) ? ren_find(r, x->bind.s) : NULL;
  if (e && e->arg) { /* a parameter: the argument, used as the body uses it */
    gen_expr *c = gen_alloc(g, sizeof *c);
    *c = *e->arg;
    c->next = NULL;
    if (c->kind == GEN_X_BIND || c->kind == GEN_X_BLOCK) {
      if (x->suffix != GEN_B_NONE) c->suffix = x->suffix;
      if (x->result_index >= 0) c->result_index = x->result_index;
      if (x->result_name.s) c->result_name = x->result_name;
    }
    c->loc = x->loc;
    return c;
  }
  gen_expr *c = gen_alloc(g, sizeof *c);
  *c = *x;
  c->next = NULL;
  if (x->kind == GEN_X_BIND || x->kind == GEN_X_BLOCK || x->kind == GEN_X_CONSTRAINED || x->kind == GEN_X_OP ||
      x->kind == GEN_X_REGION)
    c->bind = rename_in(t, r, x->bind);
  if (x->kind == GEN_X_REGION) {
    c->ops = rename_in(t, r, x->ops);
    if (x->has_block) c->name = rename_in(t, r, x->name);
  }
  c->args = cp_list(t, x->args, r);
  c->types = cp_list(t, x->types, r);
  c->at = x->at ? cp_one(t, x->at, r) : NULL;
  c->term = x->term ? cp_one(t, x->term, r) : NULL;
  c->vars = cp_list(t, x->vars, r);
  c->filter = cp_list(t, x->filter, r);
  gen_attrpat **tail = &c->attrs;
  *tail = NULL;
  for (const gen_attrpat *a = x->attrs; a; a = a->next) {
    gen_attrpat *ca = gen_alloc(g, sizeof *ca);
    *ca = *a;
    ca->next = NULL;
    ca->value = a->value ? cp_one(t, a->value, r) : NULL;
    *tail = ca;
    tail = &ca->next;
  }
  return c;
}

static gen_expr *cp_list(texp *t, const gen_expr *x, ren *r) {
  gen_expr *head = NULL, **tail = &head;
  for (; x; x = x->next) {
    *tail = cp_one(t, x, r);
    tail = &(*tail)->next;
  }
  return head;
}

/* ---- terms in conditions ------------------------------------------------------------------- */

/* A pure term is one expression that builds no op (`term (Width $t) =>
 * (BitWidth (LLVMType $t));`): it may stand in a condition, where it is
 * inlined, its parameters replaced by the arguments. */
static bool pure_term(const gen_rules *rs, const gen_decl *d, unsigned depth);
static bool pure_list(const gen_rules *rs, const gen_expr *x, unsigned depth);
static bool pure_one(const gen_rules *rs, const gen_expr *x, unsigned depth) {
  if (!x) return true;
  if (x->kind == GEN_X_REGION || x->at) return false;
  if (x->kind == GEN_X_OP) {
    if (strchr(x->name.s, '.')) return false; /* an op built */
    const gen_decl *d = gen_rules_find_term(rs, x->name.s);
    if (d && !pure_term(rs, d, depth + 1)) return false;
  }
  for (const gen_attrpat *a = x->attrs; a; a = a->next)
    if (!pure_one(rs, a->value, depth)) return false;
  return pure_list(rs, x->args, depth) && pure_list(rs, x->types, depth) && pure_one(rs, x->term, depth) &&
         pure_list(rs, x->filter, depth);
}
static bool pure_list(const gen_rules *rs, const gen_expr *x, unsigned depth) {
  for (; x; x = x->next)
    if (!pure_one(rs, x, depth)) return false;
  return true;
}
static bool pure_term(const gen_rules *rs, const gen_decl *d, unsigned depth) {
  const gen_stmt *b = d->rule->result;
  return depth <= TERM_DEPTH && b && !b->next && b->kind == GEN_S_VALUE && pure_one(rs, b->value, depth);
}

static void inline_list(texp *t, gen_expr *x, const char *where);

/* x, in a condition: its uses of pure terms replaced by their expressions
 * (in place); any other term is an error. */
static void inline_one(texp *t, gen_expr *x, const char *where) {
  gen_ctx *g = t->rs->g;
  if (!x) return;
  inline_list(t, x->args, where);
  inline_list(t, x->types, where);
  inline_one(t, x->term, where);
  inline_list(t, x->filter, where);
  for (gen_attrpat *a = x->attrs; a; a = a->next) inline_one(t, a->value, where);
  const gen_decl *d = x->kind == GEN_X_OP ? gen_rules_find_term(t->rs, x->name.s) : NULL;
  if (!d) return;
  if (!pure_term(t->rs, d, 0)) {
    gen_error(g, x->loc, "term '%s' builds IR; it cannot be used in %s (only a term that is one expression "
              "building no op can)", d->name.s, where);
    return;
  }
  unsigned nargs = 0, nparams = 0;
  for (const gen_expr *a = x->args; a; a = a->next) nargs++;
  for (const gen_expr *p = d->rule->source->args; p; p = p->next) nparams++;
  if (nargs != nparams) {
    gen_error(g, x->loc, "term '%s' takes %u argument%s, not %u", d->name.s, nparams, nparams == 1 ? "" : "s", nargs);
    gen_note(g, d->name.loc, "'%s' is defined here", d->name.s);
    return;
  }
  for (unsigned i = 0; i < t->depth; i++)
    if (t->stack[i] == d) {
      gen_error(g, x->loc, "term '%s' uses itself (terms are expanded where they are used)", d->name.s);
      return;
    }
  ren r = {.serial = ++t->serial};
  const gen_expr *a = x->args;
  for (const gen_expr *p = d->rule->source->args; p; p = p->next, a = a->next) r.e[r.n++] = (ren_entry){p->bind.s, NULL, a};
  /* The body with the arguments in, copied again so that no two uses share a node. */
  gen_expr *c = cp_one(t, cp_one(t, d->rule->result->value, &r), NULL);
  t->stack[t->depth++] = d;
  inline_one(t, c, where);
  t->depth--;
  gen_expr *next = x->next;
  gen_loc loc = x->loc;
  *x = *c;
  x->next = next;
  x->loc = loc;
}

static void inline_list(texp *t, gen_expr *x, const char *where) {
  for (; x; x = x->next) inline_one(t, x, where);
}

/* ---- expansion ------------------------------------------------------------------------------ */

static gen_stmt *cp_stmts(texp *t, const gen_stmt *s, ren *r);
static void hoist(texp *t, gen_expr *x, slist *pre);
static void hoist_list(texp *t, gen_expr *x, slist *pre) {
  for (; x; x = x->next) hoist(t, x, pre);
}

static gen_expr *bind_expr(gen_ctx *g, const char *name, gen_loc loc) {
  gen_expr *x = gen_x_new(g, GEN_X_BIND, loc);
  x->bind = (gen_name){name, loc};
  x->result_index = -1;
  return x;
}

static gen_stmt *let(gen_ctx *g, const char *name, gen_loc loc, gen_expr *value) {
  return gen_stmt_new(g, GEN_S_LET, loc, (gen_name){name, loc}, value);
}

/* Whether the statements bind `name` again (a fold, a loop variable, a
 * block argument): such a parameter gets a name of its own, so that the
 * term never assigns the caller's names. */
static bool rebinds(const gen_stmt *s, const char *name) {
  for (; s; s = s->next) {
    if (s->kind == GEN_S_LET && s->bind.s && !strcmp(s->bind.s, name)) return true;
    if (s->kind == GEN_S_FOR || s->kind == GEN_S_BLOCK || s->kind == GEN_S_SPLIT)
      for (const gen_expr *v = s->args; v; v = v->next)
        if (v->bind.s && !strcmp(v->bind.s, name)) return true;
    if (rebinds(s->body, name) || rebinds(s->orelse, name)) return true;
  }
  return false;
}

/* Expands the use x (a copy, rewritten in place into the name of its
 * value) with its statements appended to pre. Returns false when the term
 * gives no value (a statement then, and x is left alone). */
static bool expand_use(texp *t, gen_expr *x, slist *pre) {
  gen_ctx *g = t->rs->g;
  const gen_decl *d = gen_rules_find_term(t->rs, x->name.s);
  if (t->ri && !t->ri->term && !t->depth) {
    t->ri->term = d->name.s;
    t->ri->term_use = x->loc;
  }
  unsigned nargs = 0, nparams = 0;
  for (const gen_expr *a = x->args; a; a = a->next) nargs++;
  for (const gen_expr *p = d->rule->source->args; p; p = p->next) nparams++;
  if (nargs != nparams) {
    gen_error(g, x->loc, "term '%s' takes %u argument%s, not %u", d->name.s, nparams, nparams == 1 ? "" : "s", nargs);
    gen_note(g, d->name.loc, "'%s' is defined here", d->name.s);
    return true;
  }
  for (unsigned i = 0; i < t->depth; i++)
    if (t->stack[i] == d) {
      gen_error(g, x->loc, "term '%s' uses itself (terms are expanded where they are used)", d->name.s);
      return true;
    }
  if (t->depth == TERM_DEPTH) {
    gen_error(g, x->loc, "terms nest more than %d deep here", TERM_DEPTH);
    return true;
  }
  ren r = {.serial = ++t->serial};
  const gen_stmt *body = d->rule->result;
  const gen_expr *a = x->args;
  for (const gen_expr *p = d->rule->source->args; p; p = p->next, a = a->next) {
    ren_entry *e = &r.e[r.n++];
    e->from = p->bind.s;
    bool plain = a->kind == GEN_X_BIND && a->result_index < 0 && !a->result_name.s;
    bool literal = a->kind == GEN_X_MLIR || a->kind == GEN_X_INT || a->kind == GEN_X_FLOAT ||
                   a->kind == GEN_X_STRING || a->kind == GEN_X_NAME;
    if ((plain || literal || a->kind == GEN_X_BLOCK) && !rebinds(body, p->bind.s)) {
      e->arg = a;
      continue;
    }
    e->to = fresh(g, p->bind.s, r.serial);
    sl_add(pre, let(g, e->to, a->loc, (gen_expr *)a));
  }
  t->stack[t->depth++] = d;
  gen_stmt *cs = cp_stmts(t, body, &r);
  t->depth--;
  /* Its value: the last statement, when it is an expression. */
  gen_stmt *last = NULL, *val = NULL;
  for (gen_stmt *s = cs; s; s = s->next) {
    if (s->next) last = s;
    else if (s->kind == GEN_S_VALUE) val = s;
  }
  if (val) {
    if (last) last->next = NULL;
    else cs = NULL;
  }
  for (gen_stmt *s = cs, *n; s; s = n) {
    n = s->next;
    sl_add(pre, s);
  }
  if (!val) return false;
  if (val->value->kind == GEN_X_BIND || val->value->kind == GEN_X_BLOCK) {
    gen_expr *v = val->value;
    gen_expr *next = x->next;
    gen_loc loc = x->loc;
    *x = *v;
    x->next = next;
    x->loc = loc;
    return true;
  }
  const char *name = fresh(g, d->name.s, r.serial);
  sl_add(pre, let(g, name, val->loc, val->value));
  gen_expr *next = x->next;
  *x = *bind_expr(g, name, x->loc);
  x->next = next;
  return true;
}

/* A comprehension whose element uses a term: a `for` collecting into a
 * fresh name, which takes the comprehension's place. */
static void comp_to_for(texp *t, gen_expr *x, slist *pre) {
  gen_ctx *g = t->rs->g;
  const char *acc = fresh(g, "list", ++t->serial);
  sl_add(pre, let(g, acc, x->loc, gen_x_new(g, GEN_X_LIST, x->loc)));
  slist inner = {NULL, NULL};
  inner.tail = &inner.head;
  gen_expr *e = x->term;
  hoist(t, e, &inner);
  gen_expr *list = gen_x_new(g, GEN_X_LIST, x->loc);
  list->args = bind_expr(g, acc, x->loc);
  list->args->next = e;
  sl_add(&inner, let(g, acc, x->loc, list));
  gen_stmt *body = inner.head;
  if (x->filter) {
    gen_stmt *cond = gen_stmt_new(g, GEN_S_IF, x->loc, (gen_name){0}, x->filter);
    cond->body = body;
    body = cond;
  }
  gen_stmt *loop = gen_stmt_new(g, GEN_S_FOR, x->loc, (gen_name){0}, x->args);
  loop->args = x->vars;
  loop->body = body;
  sl_add(pre, loop);
  gen_expr *next = x->next;
  *x = *bind_expr(g, acc, x->loc);
  x->next = next;
}

static void hoist(texp *t, gen_expr *x, slist *pre) {
  if (!x || x->kind == GEN_X_REGION) return;
  if (x->kind == GEN_X_COMP) {
    hoist_list(t, x->args, pre);
    inline_list(t, x->filter, "a condition");
    if (has_term(t->rs, x->term)) comp_to_for(t, x, pre);
    return;
  }
  hoist_list(t, x->args, pre);
  hoist_list(t, x->types, pre);
  hoist(t, x->at, pre);
  for (gen_attrpat *a = x->attrs; a; a = a->next) hoist(t, a->value, pre);
  if (x->kind == GEN_X_OP && gen_rules_find_term(t->rs, x->name.s) && !expand_use(t, x, pre)) {
    gen_error(t->rs->g, x->loc, "term '%s' gives no value (its last statement is no expression)", x->name.s);
  }
}

static gen_stmt *cp_stmts(texp *t, const gen_stmt *s, ren *r) {
  gen_ctx *g = t->rs->g;
  slist out = {NULL, NULL};
  out.tail = &out.head;
  for (; s; s = s->next) {
    gen_stmt *c = gen_alloc(g, sizeof *c);
    *c = *s;
    c->next = NULL;
    if (s->kind != GEN_S_SIGNATURE) c->bind = rename_in(t, r, s->bind);
    c->value = cp_list(t, s->value, r);
    c->args = cp_list(t, s->args, r);
    c->at = s->at ? cp_one(t, s->at, r) : NULL;
    c->body = cp_stmts(t, s->body, r);
    c->orelse = cp_stmts(t, s->orelse, r);
    if (s->kind == GEN_S_IF) {
      inline_list(t, c->value, "a condition");
    } else if (s->kind == GEN_S_VALUE && c->value->kind == GEN_X_OP && gen_rules_find_term(t->rs, c->value->name.s)) {
      /* A use as a statement: a term without a value is only its statements. */
      hoist_list(t, c->value->args, &out);
      hoist_list(t, c->value->types, &out);
      if (!expand_use(t, c->value, &out)) continue;
    } else if (s->kind == GEN_S_SIGNATURE) {
      if (has_term_list(t->rs, c->value)) gen_error(g, c->loc, "a term cannot be used in a signature's types");
    } else {
      hoist_list(t, c->value, &out);
      hoist_list(t, c->args, &out);
      hoist(t, c->at, &out);
    }
    sl_add(&out, c);
  }
  return out.head;
}

static bool stmts_have_term(const gen_rules *rs, const gen_stmt *s) {
  for (; s; s = s->next)
    if (has_term_list(rs, s->value) || has_term_list(rs, s->args) || has_term(rs, s->at) ||
        stmts_have_term(rs, s->body) || stmts_have_term(rs, s->orelse))
      return true;
  return false;
}

void gen_terms_expand(gen_rules *rs, gen_rinst *ri) {
  gen_rule *rule = ri->rule;
  bool in_where = has_term_list(rs, rule->where);
  if (!in_where && !stmts_have_term(rs, rule->result)) return;
  texp t = {.rs = rs, .ri = ri};
  gen_rule *c = gen_alloc(rs->g, sizeof *c);
  *c = *rule;
  if (in_where) {
    c->where = cp_list(&t, rule->where, NULL);
    inline_list(&t, c->where, "a 'where' clause");
  }
  c->result = cp_stmts(&t, rule->result, NULL);
  ri->rule = c;
}

/* ---- declarations and imports ------------------------------------------------------------------- */

static void add_term(gen_rules *rs, const gen_decl *d) {
  gen_ctx *g = rs->g;
  const gen_expr *head = d->rule->source;
  bool ok = true;
  if (strchr(d->name.s, '.')) {
    gen_error(g, d->name.loc, "a term is named as a helper is ('ElementPtr'), not as an op");
    ok = false;
  }
  for (const gen_expr *p = head->args; p; p = p->next) {
    if (p->kind != GEN_X_BIND || p->result_index >= 0 || p->result_name.s) {
      gen_error(g, p->loc, "a term's parameters are names ($x, or $xs... for a range)");
      ok = false;
      continue;
    }
    for (const gen_expr *q = head->args; q != p; q = q->next)
      if (q->kind == GEN_X_BIND && !strcmp(q->bind.s, p->bind.s)) {
        gen_error(g, p->loc, "parameter '$%s' is named twice", p->bind.s);
        ok = false;
      }
  }
  if (head->attrs || head->types || head->at || head->bind.s) {
    gen_error(g, head->loc, "a term's head is its name and parameters: term (Name $a $bs...) => ...");
    ok = false;
  }
  const gen_stmt *last = d->rule->result;
  while (last && last->next) last = last->next;
  for (const gen_stmt *s = d->rule->result; s; s = s->next)
    if (s->kind == GEN_S_VALUE && s != last) {
      gen_error(g, s->loc, "a term's value is its last statement; this expression is not");
      ok = false;
    }
  if (!ok) return;
  uintptr_t key = gen_name_key(g, d->name.s);
  const gen_decl *first = gen_index_add(g, &rs->term_index, key, (void *)d);
  if (first != d) {
    gen_error(g, d->name.loc, "redefinition of term '%s'", d->name.s);
    gen_note(g, first->name.loc, "previous definition is here");
    return;
  }
  const gen_decl *h = gen_rules_find_helper(rs, d->name.s);
  if (!h) h = gen_index_get(&rs->extern_index, key);
  if (h) {
    gen_error(g, d->name.loc, "term '%s' takes the name of a helper", d->name.s);
    gen_note(g, h->name.loc, "the helper is here");
  }
}

/* The path of `import "name"` in file `from`: beside it; else rulir's own
 * rules (rules/NAME: the prelude rulir-opt carries, or beside one of the
 * `-I` directories of dialects, in order); else in the first of those
 * directories that holds it. */
static char *import_path(gen_ctx *g, uint32_t from, const char *name) {
  const char *p = g->files[from].path, *slash = strrchr(p, '/');
  size_t n = (slash ? (size_t)(slash - p) + 1 : 0) + strlen(name) + 1;
  char *beside = gen_alloc(g, n);
  snprintf(beside, n, "%.*s%s", slash ? (int)(slash - p + 1) : 0, p, name);
  if (gen_readable(g, beside)) return beside;
  n = strlen(name) + 16;
  char *c = gen_alloc(g, n);
  snprintf(c, n, "rules/%s", name);
  if (gen_readable(g, c)) return c;
  for (unsigned i = 0; i < g->ninclude_dirs; i++) {
    n = strlen(g->include_dirs[i]) + strlen(name) + 16;
    c = gen_alloc(g, n);
    snprintf(c, n, "%s/../rules/%s", g->include_dirs[i], name);
    if (gen_readable(g, c)) return c;
  }
  c = gen_include_path(g, name);
  return gen_readable(g, c) ? c : beside;
}

/* Reads the `import "x.rules"` of file fi (and theirs): their terms, and
 * the dialects they import (import_dialect). `seen` holds the files read. */
static void import_rules_of(gen_rules *rs, uint32_t fi, gen_index *seen, void (*dialect)(gen_rules *, gen_name)) {
  gen_ctx *g = rs->g;
  for (const gen_decl *d = g->files[fi].decls; d; d = d->next) {
    if (d->kind != GEN_D_IMPORT || d->names) continue;
    gen_loc at = d->str.loc;
    int f = gen_load_file(g, import_path(g, fi, d->str.s), &at);
    if (f < 0) continue;
    if (gen_index_get(seen, (uintptr_t)f + 1)) continue;
    gen_index_add(g, seen, (uintptr_t)f + 1, (void *)1);
    if (!g->files[f].parsed_ok && !gen_parse_file(g, (uint32_t)f)) continue;
    for (const gen_decl *e = g->files[f].decls; e; e = e->next) {
      if (e->kind == GEN_D_IMPORT && e->names)
        for (unsigned i = 0; i < e->names->n; i++) dialect(rs, e->names->names[i]);
      else if (e->kind != GEN_D_IMPORT && e->kind != GEN_D_TERM)
        gen_error(g, e->loc, "a rules file that others import shares terms and imports only");
    }
    import_rules_of(rs, (uint32_t)f, seen, dialect);
  }
}

void gen_terms_import(gen_rules *rs, void (*dialect)(gen_rules *, gen_name)) {
  gen_index seen = {0};
  gen_index_add(rs->g, &seen, (uintptr_t)rs->file_index + 1, (void *)1);
  import_rules_of(rs, rs->file_index, &seen, dialect);
  rs->imported = seen;
}

void gen_terms_index(gen_rules *rs) {
  gen_ctx *g = rs->g;
  for (uint32_t f = 0; f < g->nfiles; f++) {
    if (!gen_index_get(&rs->imported, (uintptr_t)f + 1)) continue;
    for (const gen_decl *d = g->files[f].decls; d; d = d->next)
      if (d->kind == GEN_D_TERM) add_term(rs, d);
  }
}
