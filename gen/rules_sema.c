/* Checks of a `.rules` file (docs/rules.md, "Checks made by rulir-gen"):
 * imports resolved to their `.ops` files, `for` families expanded into rule
 * instances, and each rule checked against the ops it names — unknown ops,
 * properties, constraints and helpers, operand counts, bindings (unbound,
 * bound twice in conflicting ways, never used), the root's replacement,
 * duplicate names, and rules that rewrite a pattern into itself. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen/parse.h"
#include "core/passopt.h"
#include "core/rules_rt.h"
#include "gen/match.h"
#include "gen/rules.h"

/* ---- imports and lookups -------------------------------------------------- */

static void add_module(gen_rules *rs, gen_module *m) {
  for (unsigned i = 0; i < rs->nmods; i++)
    if (rs->mods[i] == m) return;
  gen_module **mods = gen_alloc(rs->g, (rs->nmods + 1) * sizeof *mods);
  if (rs->nmods) memcpy(mods, rs->mods, rs->nmods * sizeof *mods);
  mods[rs->nmods++] = m;
  rs->mods = mods;
  for (gen_module *inc = m->includes; inc; inc = inc->next) add_module(rs, inc);
}

static void import_dialect(gen_rules *rs, gen_name name) {
  gen_ctx *g = rs->g;
  size_t n = 2 * strlen(name.s) + 8;
  char *rel = gen_alloc(g, n);
  snprintf(rel, n, "%s/%s.ops", name.s, name.s);
  int fi = gen_load_file(g, gen_include_path(g, rel), &name.loc);
  if (fi < 0) return;
  gen_module *m = gen_sema_file(g, (uint32_t)fi);
  if (m) add_module(rs, m);
}

const gen_op *gen_rules_find_op(const gen_rules *rs, const char *name) {
  return gen_index_get(&rs->op_index, gen_name_key(rs->g, name));
}

const gen_decl *gen_rules_find_helper(const gen_rules *rs, const char *name) {
  return gen_index_get(&rs->helper_index, gen_name_key(rs->g, name));
}

/* A helper a pass's typemap or `dynamic` names: one the file defines, or
 * an extern (declared here or by an imported dialect; C in the rules
 * library, found when the pass runs). */
static const gen_decl *pass_helper(const gen_rules *rs, const char *name) {
  const gen_decl *h = gen_rules_find_helper(rs, name);
  return h ? h : gen_index_get(&rs->extern_index, gen_name_key(rs->g, name));
}

/* A name the file's pass declares with `marker "NAME";` (a label the rules
 * set, a discardable attribute without a dialect prefix, as MLIR's). */
static bool is_marker(const gen_rules *rs, const char *name) {
  for (const gen_passitem *it = rs->pass ? rs->pass->passitems : NULL; it; it = it->next)
    if (it->kind == GEN_P_MARKER && !strcmp(it->str.s, name)) return true;
  return false;
}

/* The option NAME of the file's pass, or NULL. */
static const gen_passitem *pass_option(const gen_rules *rs, const char *name) {
  for (const gen_passitem *it = rs->pass ? rs->pass->passitems : NULL; it; it = it->next)
    if (it->kind == GEN_P_OPTION && it->str.s && !strcmp(it->str.s, name)) return it;
  return NULL;
}

/* "inner-parallel, inner-reduction": an enum option's cases, for errors. */
static const char *case_list(gen_ctx *g, const gen_passitem *opt) {
  size_t n = 1;
  for (const gen_optcase *c = opt->cases; c; c = c->next) n += strlen(c->name.s) + 2;
  char *s = gen_alloc(g, n), *p = s;
  for (const gen_optcase *c = opt->cases; c; c = c->next)
    p += sprintf(p, "%s%s", c->name.s, c->next ? ", " : "");
  *p = 0;
  return s;
}

/* A library helper that reads an option of the running pass by name
 * ((Option "x"), (OptionInt "x"), (OptionInts "x"), (OptionValue "x")):
 * when the file declares the pass, the option is one of its own, of the
 * kind the helper reads. */
static void check_option_read(const gen_rules *rs, const gen_expr *x) {
  static const char *const readers[] = {"Option", "OptionInt", "OptionInts", "OptionValue"};
  unsigned r = 0;
  while (r < 4 && strcmp(x->name.s, readers[r])) r++;
  const gen_expr *a = x->args;
  if (r == 4 || !rs->pass || !a || a->next || a->kind != GEN_X_STRING) return;
  gen_ctx *g = rs->g;
  const gen_passitem *opt = pass_option(rs, a->str.s);
  if (!opt) {
    gen_error(g, a->loc, "pass '%s' has no option '%s'", rs->pass->str.s, a->str.s);
    return;
  }
  const char *k = opt->kind_name.s;
  uint8_t kind = RL_OPT_ENUM;
  bool list = false;
  if (!opt->cases && !rl_pass_option_kind_of(k, &kind, &list)) return; /* reported at the option */
  bool ok = r == 0   ? kind == RL_OPT_BOOL && !list
            : r == 1 ? kind != RL_OPT_BOOL && kind != RL_OPT_DOUBLE && kind != RL_OPT_STRING && kind != RL_OPT_ENUM && !list
            : r == 2 ? list && kind != RL_OPT_DOUBLE && kind != RL_OPT_STRING
                     : (kind == RL_OPT_ENUM || kind == RL_OPT_STRING) && !list;
  static const char *const wants[] = {"a bool option", "an integer option", "a list of integers",
                                      "an enum or a string option"};
  if (!ok)
    gen_error(g, x->loc, "'%s' reads %s; '%s' is a%s %s option", x->name.s, wants[r], a->str.s,
              strchr("aeiou", k[0]) ? "n" : "", k);
}

/* `(OptionValue "x") == "case"` (or !=) of an enum option: the string is
 * one of its cases. */
static void check_option_case(const gen_rules *rs, const gen_expr *call, const gen_expr *lit) {
  if (call->kind != GEN_X_OP || strcmp(call->name.s, "OptionValue") || lit->kind != GEN_X_STRING) return;
  const gen_expr *a = call->args;
  if (!rs->pass || !a || a->next || a->kind != GEN_X_STRING) return;
  const gen_passitem *opt = pass_option(rs, a->str.s);
  if (!opt || !opt->cases) return;
  for (const gen_optcase *c = opt->cases; c; c = c->next)
    if (!strcmp(c->name.s, lit->str.s)) return;
  gen_error(rs->g, lit->loc, "'%s' is not a case of option '%s' (%s)", lit->str.s, a->str.s, case_list(rs->g, opt));
}

const char *gen_rules_rowwise(const gen_rules *rs) {
  if (!rs->pass) return NULL;
  for (const gen_passitem *it = rs->pass->passitems; it; it = it->next)
    if (it->kind == GEN_P_ROWWISE) return it->kind_name.s;
  return NULL;
}

/* The indexes behind the two lookups above, once the imports are read. */
static void index_names(gen_rules *rs) {
  gen_ctx *g = rs->g;
  for (unsigned i = 0; i < rs->nmods; i++)
    for (gen_op *op = rs->mods[i]->ops; op; op = op->next) gen_index_add(g, &rs->op_index, gen_name_key(g, op->name), op);
  for (gen_decl *d = g->files[rs->file_index].decls; d; d = d->next)
    if (d->kind == GEN_D_CONSTRAINT || d->kind == GEN_D_NATIVE)
      gen_index_add(g, d->code.s ? &rs->helper_index : &rs->extern_index, gen_name_key(g, d->name.s), d);
  for (unsigned i = 0; i < rs->nmods; i++)
    for (unsigned k = 0; k < rs->mods[i]->nexterns; k++) {
      gen_decl *d = rs->mods[i]->externs[k];
      uintptr_t key = gen_name_key(g, d->name.s);
      if (!gen_index_get(&rs->extern_index, key)) gen_index_add(g, &rs->extern_index, key, d);
    }
}

static bool is_constraint(const gen_rules *rs, const char *name) {
  const gen_libsig *l = gen_match_libsig(rs, name);
  if (l && l->constraint) return true;
  if (rl_rule_type_constraint(name) || rl_rule_attr_constraint(name)) return true;
  const gen_decl *h = gen_rules_find_helper(rs, name);
  if (h) return h->kind == GEN_D_CONSTRAINT;
  for (unsigned i = 0; i < rs->nmods; i++)
    if (gen_is_constraint_name(rs->mods[i], name)) return true;
  return rs->nmods == 0 && gen_is_constraint_name(NULL, name);
}

/* "; did you mean 'arith.addi'?" for a misspelt op name, or "". */
static const char *op_suggestion(const gen_rules *rs, const char *name) {
  const char *best = NULL;
  unsigned bestd = 99, limit = (unsigned)strlen(name) / 3;
  for (unsigned i = 0; i < rs->nmods; i++)
    for (const gen_op *op = rs->mods[i]->ops; op; op = op->next) {
      unsigned d = gen_edit_distance(name, op->name);
      if (d <= limit && d < bestd) {
        best = op->name;
        bestd = d;
      }
    }
  if (!best) return "";
  size_t n = strlen(best) + 24;
  char *s = gen_alloc(rs->g, n);
  snprintf(s, n, "; did you mean '%s'?", best);
  return s;
}

/* ---- for-expansion ---------------------------------------------------------- */

typedef struct subst {
  const gen_row *vars, *row;
} subst;

static gen_name subst_name(const subst *s, gen_name n) {
  if (!s || !n.s) return n;
  for (unsigned i = 0; i < s->vars->n && i < s->row->n; i++)
    if (strcmp(s->vars->names[i].s, n.s) == 0) return (gen_name){s->row->names[i].s, n.loc};
  return n;
}

/* The string literal a family variable n stands for in this row, or NULL. */
static const gen_expr *subst_str(const subst *s, gen_name n) {
  if (!s || !n.s) return NULL;
  for (unsigned i = 0; i < s->vars->n && i < s->row->n; i++)
    if (strcmp(s->vars->names[i].s, n.s) == 0) return s->row->strs ? s->row->strs[i] : NULL;
  return NULL;
}

static gen_expr *copy_expr(gen_ctx *g, const gen_expr *x, const subst *s) {
  if (!x) return NULL;
  gen_expr *c = gen_alloc(g, sizeof *c);
  *c = *x;
  c->next = copy_expr(g, x->next, s);
  const gen_expr *str = x->kind == GEN_X_NAME ? subst_str(s, x->name) : NULL;
  if (str) { /* a variable of a string row, as an argument: the literal */
    c->kind = GEN_X_STRING;
    c->str = str->str;
    return c;
  }
  if (x->kind == GEN_X_OP || x->kind == GEN_X_NAME || x->kind == GEN_X_CONSTRAINED) c->name = subst_name(s, x->name);
  c->args = copy_expr(g, x->args, s);
  c->types = copy_expr(g, x->types, s);
  c->at = copy_expr(g, x->at, s);
  c->term = copy_expr(g, x->term, s);
  c->vars = copy_expr(g, x->vars, s);
  c->filter = copy_expr(g, x->filter, s);
  gen_attrpat **tail = &c->attrs;
  *tail = NULL;
  for (const gen_attrpat *a = x->attrs; a; a = a->next) {
    gen_attrpat *ca = gen_alloc(g, sizeof *ca);
    ca->name = a->name;
    ca->value = copy_expr(g, a->value, s);
    *tail = ca;
    tail = &ca->next;
  }
  return c;
}

/* Statements, with the ones nested in `if`, `for` and `in` (a family's
 * names are substituted at any depth). */
static gen_stmt *copy_stmts(gen_ctx *g, const gen_stmt *st, const subst *s) {
  gen_stmt *first = NULL, **tail = &first;
  for (; st; st = st->next) {
    gen_stmt *cs = gen_alloc(g, sizeof *cs);
    *cs = *st;
    cs->next = NULL;
    cs->value = copy_expr(g, st->value, s);
    cs->args = copy_expr(g, st->args, s);
    cs->at = copy_expr(g, st->at, s);
    cs->body = copy_stmts(g, st->body, s);
    cs->orelse = copy_stmts(g, st->orelse, s);
    *tail = cs;
    tail = &cs->next;
  }
  return first;
}

static gen_rule *copy_rule(gen_ctx *g, const gen_rule *r, const subst *s) {
  gen_rule *c = gen_alloc(g, sizeof *c);
  *c = *r;
  c->source = copy_expr(g, r->source, s);
  c->where = copy_expr(g, r->where, s);
  c->result = copy_stmts(g, r->result, s);
  return c;
}

static void add_instance(gen_rules *rs, const gen_decl *d, const subst *s) {
  gen_ctx *g = rs->g;
  if (rs->nrules == rs->caprules) {
    rs->caprules = rs->caprules ? 2 * rs->caprules : 16;
    gen_rinst *n = gen_alloc(g, rs->caprules * sizeof *n);
    if (rs->nrules) memcpy(n, rs->rules, rs->nrules * sizeof *n);
    rs->rules = n;
  }
  gen_rinst *ri = &rs->rules[rs->nrules++];
  memset(ri, 0, sizeof *ri);
  ri->decl = d;
  ri->rule = s ? copy_rule(g, d->rule, s) : d->rule;
  ri->loc = d->rule->name.loc;
  if (!s) {
    ri->name = d->rule->name.s;
    return;
  }
  /* Name[a,b]: the written name and the row. */
  size_t n = strlen(d->rule->name.s) + 3;
  for (unsigned i = 0; i < s->row->n; i++) n += strlen(s->row->names[i].s) + 1;
  char *name = gen_alloc(g, n);
  size_t k = (size_t)snprintf(name, n, "%s[", d->rule->name.s);
  for (unsigned i = 0; i < s->row->n; i++) k += (size_t)snprintf(name + k, n - k, "%s%s", i ? "," : "", s->row->names[i].s);
  snprintf(name + k, n - k, "]");
  ri->name = name;
  ri->row = s->row;
}

static void expand(gen_rules *rs, const gen_decl *d, const subst *outer) {
  for (; d; d = d->next) {
    if (d->kind == GEN_D_PATTERN) {
      add_instance(rs, d, outer);
    } else if (d->kind == GEN_D_FOR) {
      if (outer) {
        gen_error(rs->g, d->loc, "'for' families do not nest");
        continue;
      }
      for (const gen_row *r = d->rows; r; r = r->next) {
        if (r->n != d->names->n) {
          gen_error(rs->g, r->loc, "this row has %u name%s; the family's variables are %u", r->n,
                    r->n == 1 ? "" : "s", d->names->n);
          continue;
        }
        subst s = {d->names, r};
        expand(rs, d->body, &s);
      }
    } else if (d->kind == GEN_D_TERM) {
      if (outer) gen_error(rs->g, d->loc, "a 'for' family repeats rules, not terms: define the term outside it");
    } else if (d->kind != GEN_D_IMPORT && d->kind != GEN_D_CONSTRAINT && d->kind != GEN_D_NATIVE &&
               d->kind != GEN_D_TEST && d->kind != GEN_D_PASS && d->kind != GEN_D_INCLUDE) {
      gen_error(rs->g, d->loc, "this declaration belongs in a .ops file, not in a .rules file");
    }
  }
}

/* ---- one rule -------------------------------------------------------------- */

typedef enum bind_kind {
  BK_VALUE, BK_OP, BK_ATTR, BK_RANGE, BK_CREATED, BK_BLOCK, BK_REGION, BK_BLOCKS, BK_REGIONS, BK_OPS, BK_ANY,
  BK_TYPES, BK_ATTRS, /* ranges of types ((types $x)) and attributes ((indices $xs)) */
} bind_kind;

typedef struct binding {
  const char *name;
  bind_kind kind;
  gen_loc loc;
  unsigned uses;
  const gen_op *op; /* BK_OP: the op it names */
  const gen_tc *tc; /* BK_VALUE bound as an operand of a matched op: that operand's constraint */
} binding;

typedef struct rcheck {
  gen_rules *rs;
  gen_rinst *ri;
  binding b[128];
  unsigned nb;
  unsigned nops; /* ops in the source pattern */
  unsigned loops;   /* `for` statements around the statement being checked */
  unsigned loop_nb; /* bindings made before the innermost: its accumulators */
  unsigned in_if;   /* `if` statements around it */
  bool in_place;    /* a `replace uses of`: a pattern rule that changes IR without replacing its root */
  bool sets;        /* a `set`: an op changed in place (a lower rule may then keep its root, in a greedy or walk pass) */
} rcheck;

/* ---- types no rule can give: constraints that no type satisfies together ----
 *
 * A `pattern` rule keeps its values' types: `(arith.addi $x $y) =>
 * (arith.addf $x $y)` passes integers to an op that takes floats (checked
 * here), and replaces an integer with a float (gen/match.c). Two constraints are compared on probe
 * types, every kind of scalar (integers of each signedness and the usual
 * widths, index, each float, complex) alone and in each container (vector,
 * ranked and unranked tensor and memref): they are disjoint when no probe
 * satisfies both. A constraint this does not model (a C predicate, an
 * unknown container) makes the two compatible: the check only reports what
 * is certain. Results are kept per pair of constraints. */
enum { NPROBES_MAX = 256, COMPAT_CACHE = 1024 };
struct gen_tc_probes {
  rl_type *t[NPROBES_MAX];
  unsigned n;
  struct {
    const gen_tc *a, *b;
    bool r;
  } cache[COMPAT_CACHE];
};

static struct gen_tc_probes *make_probes(gen_ctx *g) {
  if (g->probes) return g->probes;
  struct gen_tc_probes *p = g->probes = gen_alloc(g, sizeof *g->probes);
  rl_context *c = g->rl;
  static const unsigned widths[] = {1, 2, 4, 8, 16, 32, 64, 128};
  static const rl_float_sem sems[] = {RL_F16, RL_BF16, RL_TF32, RL_F32, RL_F64, RL_F80, RL_F128};
  rl_type *sc[40];
  unsigned n = 0;
  for (size_t i = 0; i < sizeof widths / sizeof *widths; i++) {
    sc[n++] = rl_type_integer(c, widths[i], RL_SIGNLESS);
    sc[n++] = rl_type_integer(c, widths[i], RL_SIGNED);
    sc[n++] = rl_type_integer(c, widths[i], RL_UNSIGNED);
  }
  sc[n++] = rl_type_index(c);
  for (size_t i = 0; i < sizeof sems / sizeof *sems; i++) sc[n++] = rl_type_float(c, sems[i]);
  unsigned nscalar = n;
  sc[n++] = rl_type_complex(c, rl_type_float(c, RL_F32));
  sc[n++] = rl_type_complex(c, rl_type_integer(c, 32, RL_SIGNLESS));
  int64_t four = 4;
  for (unsigned i = 0; i < n; i++) {
    rl_type *e = sc[i];
    p->t[p->n++] = e;
    if (i < nscalar) p->t[p->n++] = rl_type_vector(c, 1, &four, NULL, e);
    p->t[p->n++] = rl_type_tensor(c, 1, &four, e, NULL);
    p->t[p->n++] = rl_type_unranked_tensor(c, e);
    p->t[p->n++] = rl_type_memref(c, 1, &four, e, NULL, NULL);
    p->t[p->n++] = rl_type_unranked_memref(c, e, NULL);
  }
  p->t[p->n++] = rl_type_none(c);
  p->t[p->n++] = rl_type_tuple(c, 0, NULL);
  p->t[p->n++] = rl_type_function(c, 0, NULL, 0, NULL);
  return p;
}

/* Whether t satisfies x (written in module m): 1, 0, or -1 when this does
 * not model x. */
static int tc_holds(const gen_module *m, const gen_cexpr *x, const rl_type *t, int depth) {
  if (!x || !t || depth > 32) return -1;
  if (x->kind == GEN_CE_UNION) {
    int r = 0;
    for (const gen_cexpr *a = x->args; a; a = a->next) {
      int h = tc_holds(m, a, t, depth + 1);
      if (h == 1) return 1;
      if (h < 0) r = -1;
    }
    return r;
  }
  if (x->kind != GEN_CE_NAME) return -1;
  const char *n = x->name.s;
  if (x->applied) {
    rl_type_kind k = rl_type_kind_of(t);
    bool kind_ok;
    if (!strcmp(n, "VectorOf") || !strcmp(n, "FixedVectorOf")) kind_ok = k == RL_TY_VECTOR; /* the probes are fixed */
    else if (!strcmp(n, "TensorOf")) kind_ok = k == RL_TY_TENSOR || k == RL_TY_UNRANKED_TENSOR;
    else if (!strcmp(n, "RankedTensorOf")) kind_ok = k == RL_TY_TENSOR;
    else if (!strcmp(n, "MemRefOf")) kind_ok = k == RL_TY_MEMREF;
    else if (!strcmp(n, "ComplexOf")) kind_ok = k == RL_TY_COMPLEX;
    else return -1;
    if (!kind_ok) return 0;
    return x->args && !x->args->next ? tc_holds(m, x->args, rl_type_elem(t), depth + 1) : -1;
  }
  const gen_tc *named = m ? gen_find_named_tc(m, n) : NULL;
  if (named) return named->expr ? tc_holds(named->owner, named->expr, t, depth + 1) : -1;
  rl_type_pred p = rl_rule_type_constraint(n);
  return p ? p(t) : -1;
}

bool gen_tc_can_meet(gen_ctx *g, const gen_tc *a, const gen_tc *b) {
  if (!a || !b || a == b || !a->expr || !b->expr) return true;
  struct gen_tc_probes *p = make_probes(g);
  size_t h = (((uintptr_t)a >> 4) * 31u + ((uintptr_t)b >> 4)) % COMPAT_CACHE;
  if (p->cache[h].a == a && p->cache[h].b == b) return p->cache[h].r;
  bool r = false;
  for (unsigned i = 0; i < p->n && !r; i++) {
    int ha = tc_holds(a->owner, a->expr, p->t[i], 0), hb = tc_holds(b->owner, b->expr, p->t[i], 0);
    r = ha < 0 || hb < 0 || (ha && hb);
  }
  p->cache[h].a = a;
  p->cache[h].b = b;
  p->cache[h].r = r;
  return r;
}

static const char *tc_words(const gen_tc *t) { return t->summary ? t->summary : t->name ? t->name : t->text; }

static binding *find_bind(rcheck *c, const char *name) {
  for (unsigned i = 0; i < c->nb; i++)
    if (strcmp(c->b[i].name, name) == 0) return &c->b[i];
  return NULL;
}

static const char *kind_word(bind_kind k) {
  switch (k) {
  case BK_VALUE: return "a value";
  case BK_OP: return "an op";
  case BK_ATTR: return "an attribute";
  case BK_RANGE: return "a range of values";
  case BK_CREATED: return "a created value";
  case BK_BLOCK: return "a block";
  case BK_REGION: return "a region";
  case BK_BLOCKS: return "a range of blocks";
  case BK_REGIONS: return "a range of regions";
  case BK_OPS: return "a range of ops";
  case BK_ANY: return "a loop variable";
  case BK_TYPES: return "a range of types";
  case BK_ATTRS: return "a range of attributes";
  }
  return "?";
}

/* Binds name as kind; the same name twice means the same value (so a value
 * bound twice is a use), anything else is an error. */
static void bind(rcheck *c, gen_name name, bind_kind kind, const gen_op *op) {
  gen_ctx *g = c->rs->g;
  binding *b = find_bind(c, name.s);
  if (b) {
    if (b->kind == BK_ANY && kind != BK_ANY) { /* bound to [] or a literal first: now its kind is known */
      b->kind = kind;
      b->uses++;
      return;
    }
    if (b->kind == kind && (kind == BK_VALUE || kind == BK_ATTR || kind == BK_BLOCK || kind == BK_RANGE)) {
      b->uses++; /* an equality constraint */
      return;
    }
    gen_error(g, name.loc, "'%s%s' is already bound to %s", name.s[0] == '^' ? "" : "$", name.s, kind_word(b->kind));
    gen_note(g, b->loc, "bound here");
    return;
  }
  if (c->nb == sizeof c->b / sizeof *c->b) {
    gen_error(g, name.loc, "too many bindings in one rule");
    return;
  }
  c->b[c->nb++] = (binding){name.s, kind, name.loc, 0, op, NULL};
}

static void check_attrs(rcheck *c, const gen_op *op, const gen_expr *x, bool source);
static void check_value(rcheck *c, const gen_expr *x, bool source);
static bind_kind expr_kind(rcheck *c, const gen_expr *x);
static void loop_vars(rcheck *c, const gen_expr *vars, const gen_expr *ranges, gen_loc at);

/* An argument of an op's S-expression that stands for successors: `^b`,
 * `^bs...`, or (in results) a list of them or an accessor giving blocks. */
bool gen_rules_is_succ_arg(const gen_expr *a) {
  if (a->kind == GEN_X_BLOCK) return true;
  if (a->kind == GEN_X_LIST) return a->args && gen_rules_is_succ_arg(a->args);
  if (a->kind == GEN_X_OP && !strchr(a->name.s, '.')) {
    const gen_builtin *b = gen_match_builtin(a->name.s);
    if (b && (b->what == RL_MG_AT || b->what == RL_MG_DROP || b->what == RL_MG_TAKE)) /* (at ^bs N): what it takes from */
      return a->args && gen_rules_is_succ_arg(a->args);
    return b && (b->ret == RL_MK_BLOCK || b->ret == RL_MK_BLOCKS);
  }
  return false;
}

/* Successor and region counts: `^` and `{}` arguments against the op's
 * successors and regions. */
static void check_succs_regions(rcheck *c, const gen_op *op, const gen_expr *x, bool source) {
  gen_ctx *g = c->rs->g;
  unsigned ns = 0, nr = 0;
  for (const gen_expr *a = x->args; a; a = a->next) {
    if (a->kind == GEN_X_REGION) {
      bool range = a->suffix == GEN_B_VARIADIC;
      if (range && !(op->variadic_regions && nr + 1 == op->nregions))
        gen_error(g, a->loc, "region #%u of '%s' is one region; bind it with '{$%s}'", nr, op->name, a->bind.s);
      else if (!range && source && op->variadic_regions && nr + 1 == op->nregions)
        gen_error(g, a->loc, "the last regions of '%s' are variadic; capture them with '{$name...}'", op->name);
      if (!source && !a->empty && !range)
        gen_error(g, a->loc, "a created op's regions are made empty ('{}'); fill them with 'block' and 'inline' (or "
                             "give its variadic ones as '{$rs...}': a range of regions moved in, or one empty "
                             "region per element of another range)");
      nr++;
    } else if (gen_rules_is_succ_arg(a)) {
      bool range = a->kind == GEN_X_BLOCK ? a->suffix == GEN_B_VARIADIC : a->kind != GEN_X_BLOCK;
      bool variadic_slot = op->variadic_succs && ns + 1 == op->nsuccs;
      if (a->kind == GEN_X_BLOCK && range && !variadic_slot)
        gen_error(g, a->loc, "successor #%u of '%s' is one block; name it '%s'", ns, op->name, a->bind.s);
      else if (a->kind == GEN_X_BLOCK && !range && variadic_slot && source)
        gen_error(g, a->loc, "the last successors of '%s' are variadic; capture them with '%s...'", op->name, a->bind.s);
      ns++;
    }
  }
  if (ns != op->nsuccs)
    gen_error(g, x->loc, "'%s' has %u successor%s%s; this pattern gives %u", op->name, op->nsuccs,
              op->nsuccs == 1 ? "" : "s", op->variadic_succs ? " (the last variadic)" : "", ns);
  if (nr != op->nregions && !(!source && op->variadic_regions && nr + 1 == op->nregions))
    gen_error(g, x->loc, "'%s' has %u region%s%s; this pattern gives %u", op->name, op->nregions,
              op->nregions == 1 ? "" : "s", op->variadic_regions ? " (the last variadic)" : "", nr);
}

/* Operand counts: `args` against the op's operand groups. */
static void check_arity(rcheck *c, const gen_op *op, const gen_expr *x) {
  unsigned fixed = 0, flexible = 0, given = 0;
  bool has_range = false;
  for (unsigned i = 0; i < op->noperands; i++) {
    if (op->operands[i].arity == RL_ARITY_ONE) fixed++;
    else flexible++;
  }
  for (const gen_expr *a = x->args; a; a = a->next) {
    if (a->kind == GEN_X_REGION || gen_rules_is_succ_arg(a)) continue;
    given++;
    if ((a->kind == GEN_X_BIND && a->suffix != GEN_B_NONE) || a->kind == GEN_X_LIST) has_range = true;
  }
  /* `(op $xs...)`: all the single operands as one range. */
  if (!flexible && given == 1 && has_range && x->args->kind == GEN_X_BIND) return;
  if (!flexible && given != fixed)
    gen_error(c->rs->g, x->loc, "'%s' has %u operand%s; this pattern gives %u", op->name, fixed, fixed == 1 ? "" : "s",
              given);
  else if (flexible && !has_range && given < fixed)
    gen_error(c->rs->g, x->loc, "'%s' has at least %u operand%s; this pattern gives %u", op->name, fixed,
              fixed == 1 ? "" : "s", given);
  else if (flexible && given != op->noperands)
    gen_error(c->rs->g, x->loc, "'%s' has %u operand groups; a pattern gives one argument per group (%u given; "
              "an empty group is '[]')", op->name, op->noperands, given);
}

/* One argument per operand group: a source binds each plain `$x` with its
 * operand's constraint; a result of a `pattern` rule (whose values keep
 * their types; a `lower` rule's are converted) must not pass it where no
 * type satisfies both. */
static void check_operand_types(rcheck *c, const gen_op *op, const gen_expr *x, bool source) {
  if (c->ri->rule->lower) return;
  unsigned n = 0;
  for (const gen_expr *a = x->args; a; a = a->next)
    if (a->kind != GEN_X_REGION && !gen_rules_is_succ_arg(a)) n++;
  if (n != op->noperands) return;
  unsigned i = 0;
  for (const gen_expr *a = x->args; a; a = a->next) {
    if (a->kind == GEN_X_REGION || gen_rules_is_succ_arg(a)) continue;
    const gen_val *v = &op->operands[i++];
    if (a->kind != GEN_X_BIND || a->suffix != GEN_B_NONE || v->arity != RL_ARITY_ONE || !v->tc) continue;
    binding *b = find_bind(c, a->bind.s);
    if (!b || b->kind != BK_VALUE) continue;
    if (source) {
      if (!b->tc) b->tc = v->tc;
    } else if (b->tc && !gen_tc_can_meet(c->rs->g, b->tc, v->tc)) {
      gen_error(c->rs->g, a->loc, "'$%s' is %s here, and operand '%s' of '%s' takes %s: no type is both", a->bind.s,
                tc_words(b->tc), v->name, op->name, tc_words(v->tc));
      gen_note(c->rs->g, b->loc, "'$%s' is bound here", a->bind.s);
    }
  }
}

static const gen_op *check_op(rcheck *c, const gen_expr *x, bool source) {
  gen_ctx *g = c->rs->g;
  const gen_op *op = gen_rules_find_op(c->rs, x->name.s);
  if (!op) {
    gen_error(g, x->name.loc, "unknown op '%s'%s", x->name.s, op_suggestion(c->rs, x->name.s));
    /* Its operands still bind or use names (no cascade of "never used"). */
    for (const gen_expr *a = x->args; a; a = a->next) check_value(c, a, source);
    for (const gen_attrpat *a = x->attrs; a; a = a->next)
      if (a->value->kind == GEN_X_BIND || a->value->kind == GEN_X_OP) check_value(c, a->value, source);
    if (source && x->bind.s) bind(c, x->bind, BK_OP, NULL);
    return NULL;
  }
  if (source) {
    c->nops++;
    if (x->bind.s) bind(c, x->bind, BK_OP, op);
    if (x->types) gen_error(g, x->types->loc, "result types are written in results, not in the matched pattern");
    if (x->at) gen_error(g, x->at->loc, "a location is chosen in results, not in the matched pattern");
  } else if (x->bind.s) {
    gen_error(g, x->bind.loc, "created ops are named with '$name = (...)', not ':$name'");
  }
  check_arity(c, op, x);
  check_succs_regions(c, op, x, source);
  for (const gen_expr *a = x->args; a; a = a->next) check_value(c, a, source);
  check_operand_types(c, op, x, source);
  check_attrs(c, op, x, source);
  if (!source) {
    for (const gen_expr *t = x->types; t; t = t->next)
      if (t->kind == GEN_X_BIND || t->kind == GEN_X_OP) check_value(c, t, false);
    if (x->at) check_value(c, x->at, false);
  }
  return op;
}

static void check_attrs(rcheck *c, const gen_op *op, const gen_expr *x, bool source) {
  gen_ctx *g = c->rs->g;
  for (const gen_attrpat *a = x->attrs; a; a = a->next) {
    bool known = false;
    for (unsigned i = 0; i < op->nprops && !known; i++) known = strcmp(op->props[i].name, a->name.s) == 0;
    /* A created op's dialect-prefixed name that is no property is a
     * discardable attribute (`llvm.readnone = #mlir"unit"`), as in MLIR. */
    if (!known && !source && (strchr(a->name.s, '.') || is_marker(c->rs, a->name.s))) {
      for (const gen_attrpat *b = x->attrs; b != a; b = b->next)
        if (strcmp(b->name.s, a->name.s) == 0) gen_error(g, a->name.loc, "attribute '%s' is given twice", a->name.s);
      check_value(c, a->value, source);
      continue;
    }
    if (!known) {
      gen_error(g, a->name.loc, "'%s' has no property '%s'%s", op->name, a->name.s,
                source ? "" : " (a discardable attribute's name has its dialect's prefix: 'llvm.readnone')");
      continue;
    }
    for (const gen_attrpat *b = x->attrs; b != a; b = b->next)
      if (strcmp(b->name.s, a->name.s) == 0) {
        gen_error(g, a->name.loc, "property '%s' is given twice", a->name.s);
        break;
      }
    const gen_expr *v = a->value;
    const gen_prop *prop = NULL;
    for (unsigned i = 0; i < op->nprops; i++)
      if (strcmp(op->props[i].name, a->name.s) == 0) prop = &op->props[i];
    if (v->kind == GEN_X_NAME && prop->enm) {
      /* An enum case: `{predicate = slt}`. */
      const rl_enum_def *e = &prop->enm->def;
      bool found = false;
      for (unsigned i = 0; i < e->n && !found; i++) found = strcmp(e->keywords[i], v->name.s) == 0;
      if (!found) gen_error(g, v->name.loc, "'%s' is not a case of %s", v->name.s, e->name);
      continue;
    }
    if (source && v->kind == GEN_X_BIND) {
      bind(c, v->bind, BK_ATTR, NULL);
    } else if (source && v->kind == GEN_X_CONSTRAINED) {
      if (!is_constraint(c->rs, v->name.s)) gen_error(g, v->name.loc, "unknown constraint '%s'", v->name.s);
      bind(c, v->bind, BK_ATTR, NULL);
    } else {
      check_value(c, v, source);
    }
  }
}

/* A use of $name in a result or condition. */
static void use(rcheck *c, const gen_expr *x) {
  gen_ctx *g = c->rs->g;
  binding *b = find_bind(c, x->bind.s);
  if (!b) {
    gen_error(g, x->loc, "'%s%s' is not bound", x->bind.s[0] == '^' ? "" : "$", x->bind.s);
    return;
  }
  b->uses++;
  if ((x->result_index >= 0 || x->result_name.s) && b->kind == BK_CREATED && !x->result_name.s) return;
  if (x->result_index >= 0 || x->result_name.s) {
    if (b->kind != BK_OP) {
      gen_error(g, x->loc, "'$%s' is %s; only a matched op has numbered or named results", x->bind.s,
                kind_word(b->kind));
      return;
    }
    const gen_op *op = b->op;
    bool variadic = false;
    for (unsigned i = 0; op && i < op->nresults; i++) variadic |= op->results[i].arity != RL_ARITY_ONE;
    if (!op) return;
    if (x->result_index >= 0 && (unsigned)x->result_index >= op->nresults && !variadic)
      gen_error(g, x->loc, "'%s' has %u result%s; there is no result #%d", op->name, op->nresults,
                op->nresults == 1 ? "" : "s", x->result_index);
    if (x->result_name.s) {
      bool found = false;
      for (unsigned i = 0; i < op->nresults && !found; i++) found = strcmp(op->results[i].name, x->result_name.s) == 0;
      if (!found) gen_error(g, x->result_name.loc, "'%s' has no result named '%s'", op->name, x->result_name.s);
    }
  }
}

static void check_call(rcheck *c, const gen_expr *x, bool source) {
  gen_ctx *g = c->rs->g;
  const char *head = x->name.s;
  unsigned nargs = 0;
  for (const gen_expr *a = x->args; a; a = a->next) nargs++;
  const gen_builtin *bi = gen_match_builtin(head);
  if (strcmp(head, "type") == 0) {
    if (nargs != 1 || (x->args->kind != GEN_X_BIND && !(x->args->kind == GEN_X_OP && !strcmp(x->args->name.s, "source"))))
      gen_error(g, x->loc, "'type' takes one binding: (type $x), or (type (source $x))");
  } else if (strcmp(head, "source") == 0) {
    if (nargs != 1 || x->args->kind != GEN_X_BIND || x->args->result_index >= 0 || x->args->result_name.s)
      gen_error(g, x->loc, "'source' takes one matched value or range: (source $x)");
  } else if (bi) {
    if (nargs < bi->min || nargs > bi->max)
      gen_error(g, x->loc, "'%s' takes %u%s argument%s; %u given", head, bi->min,
                bi->max > bi->min ? " or more" : "", bi->max == 1 ? "" : "s", nargs);
    if (bi->what == RL_MG_TERMINATORS && nargs == 2) {
      const gen_expr *n = x->args->next;
      if (n->kind != GEN_X_NAME || !gen_rules_find_op(c->rs, n->name.s))
        gen_error(g, n->loc, "'terminators' takes a region and an op name: (terminators $r scf.yield)");
    }
  } else {
    const gen_decl *h = gen_rules_find_helper(c->rs, head);
    const gen_libsig *native = h ? NULL : gen_match_libsig(c->rs, head);
    bool lib = native && native->constraint;
    if (native && !native->constraint) {
      unsigned want = native->nargs;
      if (want != nargs)
        gen_error(g, x->loc, "'%s' takes %u argument%s; %u given", head, want, want == 1 ? "" : "s", nargs);
    } else if (!h && !lib && rl_rule_type_constraint(head)) { /* (AnyMemRef $t) in a condition */
      if (nargs != 1) gen_error(g, x->loc, "type constraint '%s' takes one type or value; %u given", head, nargs);
    } else if (!h && !lib) {
      gen_error(g, x->name.loc, "unknown helper or constraint '%s'", head);
    } else if (h) {
      unsigned nparams = 0;
      for (const gen_param *p = h->params; p; p = p->next) nparams++;
      if (nparams != nargs) {
        gen_error(g, x->loc, "'%s' takes %u argument%s; %u given", head, nparams, nparams == 1 ? "" : "s", nargs);
        gen_note(g, h->name.loc, "'%s' is declared here", head);
      }
    }
  }
  if (source) gen_error(g, x->loc, "a helper call cannot be matched; use it in 'where' or in the result");
  check_option_read(c->rs, x);
  for (const gen_expr *a = x->args; a; a = a->next) check_value(c, a, false);
}

static void check_value(rcheck *c, const gen_expr *x, bool source) {
  gen_ctx *g = c->rs->g;
  switch (x->kind) {
  case GEN_X_OP:
    if (strchr(x->name.s, '.')) check_op(c, x, source);
    else check_call(c, x, source);
    break;
  case GEN_X_BIND:
    if (source) {
      if (x->result_index >= 0 || x->result_name.s)
        gen_error(g, x->loc, "results are named in the result pattern; here bind the operand with a plain '$name'");
      bind(c, x->bind, x->suffix == GEN_B_VARIADIC ? BK_RANGE : BK_VALUE, NULL);
    } else {
      use(c, x);
    }
    break;
  case GEN_X_CONSTRAINED:
    if (!is_constraint(c->rs, x->name.s)) gen_error(g, x->name.loc, "unknown constraint '%s'", x->name.s);
    if (source) bind(c, x->bind, BK_VALUE, NULL);
    else gen_error(g, x->loc, "a constraint cannot be applied in a result");
    break;
  case GEN_X_NAME:
    if (source && !is_constraint(c->rs, x->name.s))
      gen_error(g, x->name.loc, "unknown constraint '%s'", x->name.s);
    break;
  case GEN_X_IGNORE:
    if (!source) gen_error(g, x->loc, "'_' matches anything; a result needs a value");
    break;
  case GEN_X_EQ:
  case GEN_X_NE:
  case GEN_X_LT:
  case GEN_X_LE:
  case GEN_X_GT:
  case GEN_X_GE:
    check_value(c, x->args, false);
    check_value(c, x->args->next, false);
    if (x->kind == GEN_X_EQ || x->kind == GEN_X_NE) {
      check_option_case(c->rs, x->args, x->args->next);
      check_option_case(c->rs, x->args->next, x->args);
    }
    break;
  case GEN_X_IS: {
    check_value(c, x->args, false);
    bind_kind k = expr_kind(c, x->args);
    const gen_expr *p = x->args->next;
    if (k != BK_OP && k != BK_ANY)
      gen_error(g, x->args->loc, "'is' matches an op ((prev $op), (terminator ^b), (parent $r)), not %s", kind_word(k));
    if (p->kind != GEN_X_OP || !strchr(p->name.s, '.'))
      gen_error(g, p->loc, "'is' takes an op's pattern: (scf.if:$prev $c {$then} {$else})");
    else
      check_value(c, p, true); /* binds its names (a name bound before must match the same thing) */
    break;
  }
  case GEN_X_BLOCK:
    if (source) {
      if (strcmp(x->bind.s, "^_")) bind(c, x->bind, x->suffix == GEN_B_VARIADIC ? BK_BLOCKS : BK_BLOCK, NULL);
    } else if (!strcmp(x->bind.s, "^_")) {
      gen_error(g, x->loc, "'^_' matches any block; a result names one");
    } else {
      use(c, x);
    }
    break;
  case GEN_X_COMP: {
    if (source) gen_error(g, x->loc, "a list '[...]' is built in results; a pattern binds a range with '$xs...'");
    unsigned nb = c->nb;
    loop_vars(c, x->vars, x->args, x->loc);
    for (const gen_expr *w = x->filter; w; w = w->next) check_value(c, w, false);
    check_value(c, x->term, false);
    c->nb = nb;
    break;
  }
  case GEN_X_LIST:
    if (source && x->args)
      gen_error(g, x->loc, "a list '[...]' is built in results; a pattern binds a range with '$xs...' (and '[]' "
                           "matches an empty group)");
    for (const gen_expr *a = x->args; a; a = a->next) check_value(c, a, false);
    break;
  case GEN_X_REGION:
    if (!source) { /* `{}`: checked with its op; `{$rs...}` moves regions in, `{$xs...}` makes one each */
      if (!x->empty && x->bind.s) {
        binding *b = find_bind(c, x->bind.s);
        if (!b) gen_error(g, x->loc, "'$%s' is not bound", x->bind.s);
        else {
          b->uses++;
          bool range = b->kind == BK_RANGE || b->kind == BK_BLOCKS || b->kind == BK_OPS || b->kind == BK_TYPES ||
                       b->kind == BK_ATTRS || b->kind == BK_ANY;
          if (b->kind != BK_REGIONS && b->kind != BK_REGION && b->kind != BK_CREATED &&
              !(range && x->suffix == GEN_B_VARIADIC))
            gen_error(g, x->loc,
                      "'{$%s...}' moves a range of regions into the op, or makes one region per element of a "
                      "range; '$%s' is %s", x->bind.s, x->bind.s, kind_word(b->kind));
        }
      }
      break;
    }
    if (x->bind.s && strcmp(x->bind.s, "_")) bind(c, x->bind, x->suffix == GEN_B_VARIADIC ? BK_REGIONS : BK_REGION, NULL);
    if (!x->has_block) break;
    if (strcmp(x->name.s, "^_")) bind(c, x->name, BK_BLOCK, NULL);
    for (const gen_expr *a = x->args; a; a = a->next) {
      if (a->kind == GEN_X_BIND && a->suffix == GEN_B_VARIADIC && a->next)
        gen_error(g, a->loc, "only the last argument of a block can be a range");
      if (a->kind == GEN_X_BIND && a->suffix == GEN_B_OPTIONAL)
        gen_error(g, a->loc, "a block argument is there or not: bind it with '$%s'", a->bind.s);
      if (a->kind != GEN_X_BIND && a->kind != GEN_X_IGNORE && a->kind != GEN_X_CONSTRAINED)
        gen_error(g, a->loc, "a block's arguments are bound with '$x', 'Constraint:$x', '$xs...' or '$_'");
      else
        check_value(c, a, true);
    }
    if (x->ops.s) bind(c, x->ops, BK_OPS, NULL);
    if (x->term) {
      if (x->term->kind != GEN_X_OP || !strchr(x->term->name.s, '.'))
        gen_error(g, x->term->loc, "a block ends with an op: (scf.yield $ys...)");
      else
        check_op(c, x->term, true);
    }
    break;
  default:
    break;
  }
}

/* Structural equality of two patterns (for "rewrites into itself"). */
static bool same_expr(const gen_expr *a, const gen_expr *b) {
  for (; a && b; a = a->next, b = b->next) {
    if (a->kind != b->kind) return false;
    if ((a->name.s || b->name.s) && (!a->name.s || !b->name.s || strcmp(a->name.s, b->name.s))) return false;
    if (a->kind == GEN_X_BIND && (strcmp(a->bind.s, b->bind.s) || a->result_index != b->result_index)) return false;
    if (a->kind == GEN_X_INT && a->ival != b->ival) return false;
    if ((a->str.s || b->str.s) && (!a->str.s || !b->str.s || strcmp(a->str.s, b->str.s))) return false;
    if ((a->text || b->text) && (!a->text || !b->text || strcmp(a->text, b->text))) return false;
    if (!same_expr(a->args, b->args)) return false;
    const gen_attrpat *x = a->attrs, *y = b->attrs;
    for (; x && y; x = x->next, y = y->next)
      if (strcmp(x->name.s, y->name.s) || !same_expr(x->value, y->value)) return false;
    if (x || y) return false;
  }
  return !a && !b;
}


/* The kind a result expression has, as far as the checker knows it. */
static bind_kind expr_kind(rcheck *c, const gen_expr *x) {
  switch (x->kind) {
  case GEN_X_BIND: {
    binding *b = find_bind(c, x->bind.s);
    if (!b) return BK_VALUE;
    if (b->kind == BK_OP && (x->result_index >= 0 || x->result_name.s)) return BK_VALUE;
    return b->kind;
  }
  case GEN_X_BLOCK: {
    binding *b = find_bind(c, x->bind.s);
    return b ? b->kind : BK_BLOCK;
  }
  case GEN_X_COMP: {
    if (x->term && (x->term->kind == GEN_X_MLIR || x->term->kind == GEN_X_INT)) return BK_ANY; /* literals: as used */
    /* E one of the variables: the elements of its range (a filter's). */
    const gen_expr *v = x->vars, *r = x->args;
    for (; x->term && x->term->kind == GEN_X_BIND && v && r; v = v->next, r = r->next)
      if (v->kind == GEN_X_BIND && !strcmp(v->bind.s, x->term->bind.s)) {
        bind_kind rk = expr_kind(c, r);
        if (rk == BK_ATTRS || rk == BK_TYPES || rk == BK_BLOCKS || rk == BK_REGIONS || rk == BK_OPS) return rk;
        break;
      }
    bind_kind k = expr_kind(c, x->term); /* (the variables' own kinds are not bound here) */
    if (k == BK_RANGE || k == BK_BLOCKS || k == BK_REGIONS || k == BK_OPS || k == BK_TYPES || k == BK_ATTRS)
      return k; /* a flat map */
    return k == BK_BLOCK ? BK_BLOCKS : k == BK_REGION ? BK_REGIONS : k == BK_OP ? BK_OPS : k == BK_ATTR ? BK_ATTRS
                                                                                                 : BK_RANGE;
  }
  case GEN_X_LIST: {
    /* The kind of its first element of a definite kind (a name bound to
     * `[]` or to a literal takes the kind of what it is put with). */
    bind_kind k = BK_ANY;
    for (const gen_expr *a = x->args; a && k == BK_ANY; a = a->next) k = expr_kind(c, a);
    if (k == BK_ANY) k = BK_RANGE;
    return k == BK_BLOCK || k == BK_BLOCKS ? BK_BLOCKS : k == BK_REGION || k == BK_REGIONS ? BK_REGIONS
           : k == BK_OPS || k == BK_OP ? BK_OPS : k == BK_ATTR || k == BK_ATTRS ? BK_ATTRS
           : k == BK_TYPES ? BK_TYPES : BK_RANGE;
  }
  case GEN_X_OP: {
    if (strchr(x->name.s, '.')) return BK_CREATED;
    if (!strcmp(x->name.s, "source") && x->args) return expr_kind(c, x->args);
    const gen_builtin *bi = gen_match_builtin(x->name.s);
    if (!bi) { /* a helper: what it returns, when a range */
      const gen_decl *h = gen_rules_find_helper(c->rs, x->name.s);
      if (h && h->kind == GEN_D_NATIVE && !strcmp(h->ret.s, "ValueRange")) return BK_RANGE;
      if (h && h->kind == GEN_D_NATIVE && !strcmp(h->ret.s, "TypeRange")) return BK_TYPES;
      if (h && h->kind == GEN_D_NATIVE && !strcmp(h->ret.s, "AttrRange")) return BK_ATTRS;
      const gen_libsig *l = h ? NULL : gen_match_libsig(c->rs, x->name.s);
      /* An extern giving an op (an analysis's answer, drivers/loops.c's
       * FusionPartner) is one: `(FusionPartner $op) is (scf.parallel ...)`. */
      if (l && !l->constraint && l->ret == RL_MK_OP && gen_index_get(&c->rs->extern_index, gen_name_key(c->rs->g, x->name.s)))
        return BK_OP;
      if (l && !l->constraint)
        return l->ret == RL_MK_RANGE ? BK_RANGE : l->ret == RL_MK_TYPES ? BK_TYPES : l->ret == RL_MK_ATTRS ? BK_ATTRS
               : l->ret == RL_MK_ATTR ? BK_ATTR : BK_VALUE;
      return BK_VALUE;
    }
    if (bi->what == RL_MG_PARENT) {
      bind_kind k = x->args ? expr_kind(c, x->args) : BK_ANY;
      return k == BK_BLOCK ? BK_REGION : k == BK_REGION ? BK_OP : BK_BLOCK;
    }
    switch (bi->ret) {
    case RL_MK_BLOCK: return BK_BLOCK;
    case RL_MK_OP: return BK_OP;
    case RL_MK_BLOCKS: return BK_BLOCKS;
    case RL_MK_REGION: return BK_REGION;
    case RL_MK_OPS: return BK_OPS;
    case RL_MK_RANGE: return BK_RANGE;
    case RL_MK_TYPES: return BK_TYPES;
    case RL_MK_ATTRS: return BK_ATTRS;
    case 0xff: {
      bind_kind k = x->args ? expr_kind(c, x->args) : BK_ANY;
      if (bi->what == RL_MG_DROP || bi->what == RL_MG_TAKE) return k;
      return k == BK_BLOCKS ? BK_BLOCK : k == BK_REGIONS ? BK_REGION : k == BK_OPS ? BK_OP : k == BK_RANGE ? BK_VALUE
             : k == BK_ATTRS ? BK_ATTR : BK_ANY;
    }
    default: return BK_VALUE;
    }
  }
  default: return BK_VALUE;
  }
}

/* The variables of a `for` statement or a list comprehension, bound to
 * the elements of their ranges (the caller drops them afterwards). */
static void loop_vars(rcheck *c, const gen_expr *vars, const gen_expr *ranges, gen_loc at) {
  gen_ctx *g = c->rs->g;
  unsigned nv = 0, nr = 0;
  for (const gen_expr *r = ranges; r; r = r->next) nr++;
  for (const gen_expr *v = vars; v; v = v->next) nv++;
  if (nv != nr) gen_error(g, at, "%u loop variable%s for %u range%s", nv, nv == 1 ? "" : "s", nr, nr == 1 ? "" : "s");
  bind_kind kinds[16];
  unsigned k = 0;
  for (const gen_expr *r = ranges; r; r = r->next, k++) {
    check_value(c, r, false);
    bind_kind rk = expr_kind(c, r);
    if (rk != BK_RANGE && rk != BK_BLOCKS && rk != BK_REGIONS && rk != BK_OPS && rk != BK_ANY && rk != BK_TYPES &&
        rk != BK_ATTRS)
      gen_error(g, r->loc, "'for' walks a range; this is %s", kind_word(rk));
    if (k < 16)
      kinds[k] = rk == BK_RANGE ? BK_VALUE : rk == BK_BLOCKS ? BK_BLOCK : rk == BK_REGIONS ? BK_REGION
                 : rk == BK_OPS ? BK_OP : rk == BK_ATTRS ? BK_ATTR : BK_ANY;
  }
  k = 0;
  for (const gen_expr *v = vars; v; v = v->next, k++) {
    if (v->kind != GEN_X_BIND || v->suffix != GEN_B_NONE) {
      gen_error(g, v->loc, "a loop variable is '$name'");
      continue;
    }
    unsigned nb = c->nb;
    bind(c, v->bind, k < 16 && k < nr ? kinds[k] : BK_ANY, NULL);
    if (c->nb > nb) c->b[nb].uses++; /* a loop may use its variable or not */
  }
}

static void use_block(rcheck *c, gen_name n) {
  binding *b = find_bind(c, n.s);
  if (!b) gen_error(c->rs->g, n.loc, "'%s' is not bound", n.s);
  else if (b->kind != BK_BLOCK && b->kind != BK_ANY)
    gen_error(c->rs->g, n.loc, "'%s' is %s, not a block", n.s, kind_word(b->kind));
  else b->uses++;
}

/* `signature BLOCK [as [T for $x in R] [pack Helper]];`: in a `lower` rule
 * (it converts types under the conversion), of a block, with new types as
 * a comprehension, and a pack helper (t: Type, xs: ValueRange, loc: Attr)
 * -> Value. */
static void check_signature(rcheck *c, const gen_stmt *s) {
  gen_ctx *g = c->rs->g;
  if (!c->ri->rule->lower)
    gen_error(g, s->loc, "'signature' converts a block's types under a conversion: it is for 'lower' rules");
  check_value(c, s->at, false);
  bind_kind k = expr_kind(c, s->at);
  if (k != BK_BLOCK && k != BK_ANY) gen_error(g, s->at->loc, "'signature' takes a block; this is %s", kind_word(k));
  if (s->value) {
    if (s->value->kind != GEN_X_COMP)
      gen_error(g, s->value->loc, "'signature ... as' takes the new types of each argument: [T for $x in R]");
    check_value(c, s->value, false);
  }
  if (!s->bind.s) return;
  const gen_decl *h = gen_rules_find_helper(c->rs, s->bind.s);
  const gen_param *p = h ? h->params : NULL;
  bool ok = h && h->kind == GEN_D_NATIVE && !strcmp(h->ret.s, "Value") && p && !strcmp(p->kind.s, "Type") &&
            p->next && !strcmp(p->next->kind.s, "ValueRange") && p->next->next && !p->next->next->next &&
            !strcmp(p->next->next->kind.s, "Attr");
  if (!ok)
    gen_error(g, s->bind.loc, "'pack' takes a native helper (t: Type, xs: ValueRange, loc: Attr) -> Value: it "
                              "builds one value of the old argument's type from its new arguments");
}

/* Whether a list of statements ends the rule with `fail` (at its top level). */
static bool fails(const gen_stmt *s) {
  for (; s; s = s->next)
    if (s->kind == GEN_S_FAIL) return true;
  return false;
}

/* The names bound in a loop or a branch end with it. */
static void end_scope(rcheck *c, unsigned before) {
  for (unsigned i = before; i < c->nb; i++)
    if (!c->b[i].uses && c->b[i].kind != BK_OP)
      gen_warning(c->rs->g, c->b[i].loc, "'%s%s' is bound and never used", c->b[i].name[0] == '^' ? "" : "$",
                  c->b[i].name);
  c->nb = before;
}

static void check_stmts(rcheck *c, const gen_stmt *s, const gen_expr *src, const gen_op *root, bool *replaced) {
  gen_ctx *g = c->rs->g;
  for (; s; s = s->next) {
    switch (s->kind) {
    case GEN_S_VALUE:
      if (*replaced) gen_error(g, s->loc, "the root is already replaced by an earlier statement");
      if (s->value && !s->value->next && s->value->kind == GEN_X_BIND && s->value->result_index < 0 &&
          !s->value->result_name.s && src && src->kind == GEN_X_OP && src->bind.s && s->value->bind.s &&
          !strcmp(s->value->bind.s, src->bind.s))
        gen_error(g, s->value->loc, "the root '$%s' is replaced by itself: the rule would erase the op its uses keep",
                  src->bind.s);
      check_value(c, s->value, false);
      *replaced = true;
      break;
    case GEN_S_LET: {
      check_value(c, s->value, false);
      binding *acc = c->loops ? find_bind(c, s->bind.s) : NULL;
      if (acc && (unsigned)(acc - c->b) < c->loop_nb) { /* a fold: the loop's step rebinds it */
        bind_kind k = s->value->kind == GEN_X_LIST && !s->value->args ? BK_ANY : expr_kind(c, s->value), was = acc->kind;
        /* (BK_VALUE also stands for the attribute a literal or a helper
         * gives: an element of a range of attributes may follow it.) */
        bool values = (k == BK_VALUE || k == BK_CREATED || k == BK_ATTR) &&
                      (was == BK_VALUE || was == BK_CREATED || was == BK_ATTR);
        if (!values && k != was && k != BK_ANY && was != BK_ANY)
          gen_error(g, s->bind.loc, "'$%s' is %s; a loop rebinds it to the same kind of thing, not %s", s->bind.s,
                    kind_word(was), kind_word(k));
        if (was == BK_ANY && k != BK_ANY) acc->kind = k; /* first bound to [] or a literal: now it is known */
        acc->uses++;
      } else if (strcmp(s->bind.s, "_")) {
        /* `[]` and a literal (an attribute, a type or a value, as used) take
         * their kind from what the name is bound to next. */
        const gen_expr *v = s->value;
        bool open = (v->kind == GEN_X_LIST && !v->args) || v->kind == GEN_X_MLIR || v->kind == GEN_X_INT;
        bind(c, s->bind, open ? BK_ANY : expr_kind(c, v), NULL); /* `$_ = (op ...)`: just built */
      }
      break;
    }
    case GEN_S_REPLACE: {
      binding *b = find_bind(c, s->bind.s);
      if (!b) gen_error(g, s->bind.loc, "'$%s' is not bound", s->bind.s);
      else if (b->kind != BK_OP && b->kind != BK_ANY)
        gen_error(g, s->bind.loc, "'$%s' is %s; only a matched op can be replaced", s->bind.s, kind_word(b->kind));
      else {
        b->uses++;
        if (s->bind.s && src->bind.s && strcmp(s->bind.s, src->bind.s) == 0) *replaced = true;
        else c->in_place = true; /* another op replaced: the rule changes IR without replacing its root */
      }
      unsigned n = 0;
      for (const gen_expr *v = s->value; v; v = v->next, n++) check_value(c, v, false);
      bool by_op = n == 1 && s->value->kind == GEN_X_OP && strchr(s->value->name.s, '.');
      if (b && b->kind == BK_OP && b->op && n != b->op->nresults && !(b->op->nresults == 0 && by_op) &&
          !(n == 1 && expr_kind(c, s->value) == BK_RANGE))
        gen_error(g, s->loc, "'%s' has %u result%s; %u replacement%s given", b->op->name, b->op->nresults,
                  b->op->nresults == 1 ? "" : "s", n, n == 1 ? "" : "s");
      break;
    }
    case GEN_S_ERASE:
      if (!s->bind.s) *replaced = true;
      else {
        binding *b = find_bind(c, s->bind.s);
        if (!b) gen_error(g, s->bind.loc, "'$%s' is not bound", s->bind.s);
        else if (b->kind != BK_OP && b->kind != BK_ANY)
          gen_error(g, s->bind.loc, "'$%s' is %s; only a matched op can be erased", s->bind.s, kind_word(b->kind));
        else {
          b->uses++;
          if (src->bind.s && strcmp(s->bind.s, src->bind.s) == 0) *replaced = true;
        }
      }
      break;
    case GEN_S_SPLIT: {
      unsigned n = 0;
      bool range = false;
      for (const gen_expr *a = s->args; a; a = a->next, n++) {
        if (a->kind != GEN_X_BIND || a->suffix == GEN_B_OPTIONAL) {
          gen_error(g, a->loc, "the new block's arguments are bound with '$x' or '$xs...'");
          continue;
        }
        range |= a->suffix == GEN_B_VARIADIC;
        bind(c, a->bind, a->suffix == GEN_B_VARIADIC ? BK_RANGE : BK_VALUE, NULL);
        find_bind(c, a->bind.s)->uses++; /* the root's results: used by what follows the root */
      }
      if (n && root && !range && n != root->nresults)
        gen_error(g, s->loc, "'%s' has %u result%s; the block after it gets one argument for each (%u bound)",
                  root->name, root->nresults, root->nresults == 1 ? "" : "s", n);
      if (range && n != 1) gen_error(g, s->loc, "bind the block's arguments one by one, or all with one '$xs...'");
      bind(c, s->bind, BK_BLOCK, NULL);
      break;
    }
    case GEN_S_BLOCK: {
      check_value(c, s->at, false);
      bind_kind pk = expr_kind(c, s->at);
      if (s->where == GEN_AT_IN ? pk != BK_REGION && pk != BK_ANY : pk != BK_BLOCK && pk != BK_ANY)
        gen_error(g, s->at->loc, s->where == GEN_AT_IN ? "a new block goes in a region: 'in (region $op 0)'"
                                                         : "a new block goes before or after a block");
      for (const gen_expr *a = s->args; a; a = a->next) check_value(c, a->types, false);
      for (const gen_expr *a = s->args; a; a = a->next) {
        if (a->kind == GEN_X_IGNORE) continue; /* `$_: Type`: an argument no rule reads */
        if (a->kind != GEN_X_BIND) {
          gen_error(g, a->loc, "a block's arguments are bound with '$x: Type', '$xs...: Types' or '$_: Type'");
          continue;
        }
        bind(c, a->bind, a->suffix == GEN_B_VARIADIC ? BK_RANGE : BK_VALUE, NULL);
      }
      bind(c, s->bind, BK_BLOCK, NULL);
      break;
    }
    case GEN_S_INLINE: {
      check_value(c, s->value, false);
      check_value(c, s->at, false);
      bind_kind k = expr_kind(c, s->value), pk = expr_kind(c, s->at);
      if (k == BK_REGION) {
        if (s->where == GEN_AT_IN ? pk != BK_REGION && pk != BK_ANY : pk != BK_BLOCK && pk != BK_ANY)
          gen_error(g, s->at->loc, "a region's blocks go before or after a block, or in a region (at its end)");
      } else if (k == BK_BLOCK) {
        /* A block's ops go at the end of a block or before or after an op. */
        if (s->where == GEN_AT_IN ? pk != BK_BLOCK && pk != BK_ANY : pk != BK_OP && pk != BK_ANY)
          gen_error(g, s->at->loc, "a block's ops go 'in ^b' (at its end) or 'before $op' / 'after $op'");
      } else if (k != BK_ANY) {
        gen_error(g, s->value->loc, "'inline' takes a region ($r, (region $op N)) or a block (^b)");
      }
      for (const gen_expr *a = s->args; a; a = a->next) check_value(c, a, false);
      break;
    }
    case GEN_S_IN:
      use_block(c, s->bind);
      check_stmts(c, s->body, src, root, replaced);
      break;
    case GEN_S_BEFORE: {
      check_value(c, s->value, false);
      bind_kind k = expr_kind(c, s->value);
      if (k != BK_OP && k != BK_ANY)
        gen_error(g, s->value->loc, "'before' takes an op ($op, (first ^b), ...): the statements build before it");
      check_stmts(c, s->body, src, root, replaced);
      break;
    }
    case GEN_S_SIGNATURE: check_signature(c, s); break;
    case GEN_S_ERASE_BLOCK:
      use_block(c, s->bind);
      /* The conversion driver cannot undo it (core/rules_build.h). */
      if (c->ri->rule->lower) gen_error(g, s->loc, "'erase %s' erases a block: only 'pattern' rules can", s->bind.s);
      else if (c->loops)
        gen_error(g, s->loc, "'erase %s' runs at the end of the rule: write it outside 'if' and 'for'", s->bind.s);
      break;
    case GEN_S_USES: {
      c->in_place = true;
      check_value(c, s->args, false);
      if (s->at) check_value(c, s->at, false);
      check_value(c, s->value, false);
      bind_kind k = expr_kind(c, s->args), v = expr_kind(c, s->value), at = s->at ? expr_kind(c, s->at) : BK_ANY;
      if (k != BK_VALUE && k != BK_CREATED && k != BK_ANY)
        gen_error(g, s->args->loc, "'replace uses of' takes one value ($x, (arg ^b N), (at $xs N)), not %s",
                  kind_word(k));
      if (v != BK_VALUE && v != BK_CREATED && v != BK_OP && v != BK_ANY)
        gen_error(g, s->value->loc, "the uses go to one value, not %s", kind_word(v));
      if (at != BK_REGION && at != BK_BLOCK && at != BK_ANY)
        gen_error(g, s->at->loc, "'in' names a region (the uses inside it, at any depth) or a block (the uses by "
                                 "its own ops), not %s", kind_word(at));
      break;
    }
    case GEN_S_SET: {
      /* An op's properties and discardable attributes changed in place. */
      c->in_place = c->sets = true;
      binding *b = find_bind(c, s->bind.s);
      if (!b) {
        gen_error(g, s->bind.loc, "'$%s' is not bound", s->bind.s);
        break;
      }
      b->uses++;
      if (b->kind != BK_OP)
        gen_error(g, s->bind.loc, "'set' changes an op the pattern matched ((name:$op ...)), not %s",
                  kind_word(b->kind));
      else if (!b->op)
        gen_error(g, s->bind.loc, "'set' needs to know the op '$%s' is: bind it in the pattern, (name:$op ...)",
                  s->bind.s);
      for (const gen_attrpat *a = s->value->attrs; a; a = a->next) {
        check_value(c, a->value, false);
        bool prop = false;
        for (unsigned k = 0; b->op && k < b->op->nprops && !prop; k++) prop = !strcmp(b->op->props[k].name, a->name.s);
        if (b->op && !prop && !strchr(a->name.s, '.') && !is_marker(c->rs, a->name.s))
          gen_error(g, a->name.loc, "'%s' has no property '%s' (a discardable attribute's name has its dialect's "
                                    "prefix: 'llvm.readnone')", b->op->name, a->name.s);
      }
      break;
    }
    case GEN_S_FAIL:
      if (!c->in_if) gen_error(g, s->loc, "'fail' gives up on a condition: write it in a branch of an 'if'");
      break;
    case GEN_S_IF: {
      /* Names the conditions bind (`$u is (op $x ...)`) are the then
       * branch's. */
      unsigned before = c->nb, outer = c->loop_nb;
      for (const gen_expr *w = s->value; w; w = w->next) check_value(c, w, false);
      c->in_if++;
      bool then_replaced = *replaced, else_replaced = *replaced;
      c->loops++; /* a name bound before the `if` and bound in a branch is assigned */
      c->loop_nb = before;
      check_stmts(c, s->body, src, root, &then_replaced);
      end_scope(c, before);
      check_stmts(c, s->orelse, src, root, &else_replaced);
      end_scope(c, before);
      c->loops--;
      c->in_if--;
      c->loop_nb = outer;
      /* A branch that fails leaves the root as the other finds it. */
      if (fails(s->body)) then_replaced = else_replaced;
      if (fails(s->orelse)) else_replaced = then_replaced;
      if (then_replaced != else_replaced)
        gen_error(g, s->loc, "the root is replaced in one branch of this 'if' only: replace it in both, or after it");
      *replaced = then_replaced;
      break;
    }
    case GEN_S_FOR: {
      unsigned before = c->nb, outer = c->loop_nb;
      loop_vars(c, s->args, s->value, s->loc);
      bool inner = *replaced;
      c->loops++;
      c->loop_nb = before;
      check_stmts(c, s->body, src, root, &inner);
      c->loops--;
      c->loop_nb = outer;
      if (inner != *replaced) gen_error(g, s->loc, "the root is replaced once, not in a loop");
      end_scope(c, before); /* the loop's names end with it */
      break;
    }
    }
  }
}

static void check_rule(gen_rules *rs, gen_rinst *ri) {
  gen_ctx *g = rs->g;
  rcheck c = {.rs = rs, .ri = ri};
  const gen_rule *r = ri->rule;
  const gen_expr *src = r->source;
  unsigned errors = g->errors;
  if (src->kind != GEN_X_OP || !strchr(src->name.s, '.')) {
    gen_error(g, src->loc, "a rule matches an op: its pattern starts with an op name such as (arith.addi ...)");
    return;
  }
  const gen_op *root = check_op(&c, src, true);
  for (const gen_expr *w = r->where; w; w = w->next) check_value(&c, w, false);
  bool replaced = false;
  check_stmts(&c, r->result, src, root, &replaced);
  /* A `lower` rule that only changes ops in place (`set`) is for passes in
   * mode greedy or walk (a conversion would find its root still illegal). */
  if (!replaced && root && (!c.in_place || (r->lower && !c.sets)))
    gen_error(g, ri->loc, "rule '%s' does not replace or erase the op it matches ('%s')", ri->name, root->name);
  for (unsigned i = 0; i < c.nb && g->errors == errors; i++) /* after an error, it is noise */
    if (!c.b[i].uses && c.b[i].kind != BK_OP && strcmp(c.b[i].name, "_") != 0)
      gen_warning(g, c.b[i].loc, "'%s%s' is bound and never used; write '%s' to match anything",
                  c.b[i].name[0] == '^' ? "" : "$", c.b[i].name, c.b[i].name[0] == '^' ? "^_" : "$_");
  ri->benefit = r->has_benefit ? (unsigned)r->benefit : c.nops;
  /* A `lower` rule may rebuild its op: the operands and types are the
   * converted ones. */
  if (g->errors == errors && !r->lower && r->result && !r->result->next && r->result->kind == GEN_S_VALUE &&
      same_expr(r->result->value, src))
    gen_warning(g, ri->loc, "rule '%s' rewrites the op into itself; it would never stop firing", ri->name);
}

/* ---- a `pass` declaration ------------------------------------------------------ */

static bool dialect_imported(const gen_rules *rs, const char *name) {
  if (!strcmp(name, "builtin")) return true;
  for (unsigned i = 0; i < rs->nmods; i++)
    if (rs->mods[i]->dialect && !strcmp(rs->mods[i]->dialect, name)) return true;
  return false;
}

static void check_pass_names(gen_rules *rs, const gen_passitem *it) {
  for (unsigned i = 0; i < it->names->n; i++) {
    const gen_name *n = &it->names->names[i];
    if (strchr(n->s, '.')) {
      if (!gen_rules_find_op(rs, n->s))
        gen_error(rs->g, n->loc, "unknown op '%s'%s", n->s, op_suggestion(rs, n->s));
    } else if (!dialect_imported(rs, n->s)) {
      gen_error(rs->g, n->loc, "unknown dialect '%s'; import it first ('import %s;')", n->s, n->s);
    }
  }
}

/* typemap SOURCE => RESULT: SOURCE is a built-in type constraint (with an
 * optional binding) or a type literal; RESULT a type literal, the binding
 * itself, or a native helper taking the type and returning a Type. */
static void check_typemap(gen_rules *rs, const gen_passitem *it) {
  gen_ctx *g = rs->g;
  const gen_expr *x = it->value, *y = it->result;
  const char *bound = NULL;
  if (x->kind == GEN_X_NAME || x->kind == GEN_X_CONSTRAINED) {
    if (!rl_rule_type_constraint(x->name.s))
      gen_error(g, x->name.loc, "'%s' is not a type constraint a typemap can test (AnyType, AnyInteger, I32, Index, "
                "AnyFloat, F32, ...)", x->name.s);
    if (x->kind == GEN_X_CONSTRAINED) bound = x->bind.s;
  } else if (x->kind != GEN_X_MLIR) {
    gen_error(g, x->loc, "a typemap maps a type constraint ('Index', 'AnyInteger:$t') or a type literal "
              "(#mlir\"i32\")");
    return;
  }
  if (y->kind == GEN_X_MLIR) return;
  if (y->kind == GEN_X_BIND) {
    if (!bound || strcmp(bound, y->bind.s) != 0)
      gen_error(g, y->loc, "'$%s' is not bound by this typemap", y->bind.s);
    return;
  }
  if (y->kind == GEN_X_OP) {
    const gen_decl *h = pass_helper(rs, y->name.s);
    if (!h || h->kind != GEN_D_NATIVE || strcmp(h->ret.s, "Type") != 0) {
      gen_error(g, y->name.loc, "'%s' is not a native helper returning Type", y->name.s);
      return;
    }
    unsigned np = 0, na = 0;
    for (const gen_param *p = h->params; p; p = p->next) {
      np++;
      if (strcmp(p->kind.s, "Type") != 0)
        gen_error(g, p->kind.loc, "a typemap's helper takes the type to convert: its parameter is a Type");
    }
    for (const gen_expr *a = y->args; a; a = a->next) {
      na++;
      if (a->kind != GEN_X_BIND || !bound || strcmp(a->bind.s, bound) != 0)
        gen_error(g, a->loc, "a typemap's helper is called with the type it converts ('$%s')", bound ? bound : "t");
    }
    if (np != 1 || na != 1) gen_error(g, y->loc, "'%s' takes %u argument%s; a typemap's helper takes one, the type",
                                     y->name.s, np, np == 1 ? "" : "s");
    return;
  }
  gen_error(g, y->loc, "a typemap gives a type literal (#mlir\"i64\"), the bound type ($t) or a helper call "
            "((Helper $t))");
}

/* An enum option: its cases are words the option parser reads back
 * (no spaces, commas, quotes, braces or '='), each given once, and its
 * default is one of them, written as a string. */
static void check_enum_option(gen_rules *rs, const gen_passitem *it) {
  gen_ctx *g = rs->g;
  for (const gen_optcase *c = it->cases; c; c = c->next) {
    if (!*c->name.s || strpbrk(c->name.s, " ,=\"'{}"))
      gen_error(g, c->name.loc, "an enum option's case is a word without spaces, commas, quotes, braces or '=', "
                                "not '%s'", c->name.s);
    for (const gen_optcase *o = it->cases; o != c; o = o->next)
      if (!strcmp(o->name.s, c->name.s)) {
        gen_error(g, c->name.loc, "case '%s' of option '%s' is given twice", c->name.s, it->str.s);
        gen_note(g, o->name.loc, "'%s' is given here first", o->name.s);
        break;
      }
  }
  const gen_expr *v = it->value;
  if (v->kind != GEN_X_STRING) {
    gen_error(g, v->loc, "the default of an enum option is one of its cases, as a string (\"%s\")",
              it->cases->name.s);
    return;
  }
  for (const gen_optcase *c = it->cases; c; c = c->next)
    if (!strcmp(c->name.s, v->str.s)) return;
  gen_error(g, v->loc, "the default '%s' is not a case of option '%s' (%s)", v->str.s, it->str.s, case_list(g, it));
}

static void check_pass(gen_rules *rs, const gen_decl *d) {
  gen_ctx *g = rs->g;
  for (const char *c = d->str.s; *c; c++)
    if (!((*c >= 'a' && *c <= 'z') || (*c >= '0' && *c <= '9') || *c == '-')) {
      gen_error(g, d->str.loc, "a pass name is written like 'convert-arith-to-llvm' (a-z, 0-9 and '-')");
      break;
    }
  if (!*d->str.s) gen_error(g, d->str.loc, "a pass needs a name");
  bool summary = false, display = false, mode = false, rowwise = false, before = false, requires = false, mat[3] = {false};
  for (const gen_passitem *it = d->passitems; it; it = it->next) {
    switch (it->kind) {
    case GEN_P_MATERIALIZE: {
      int k = rl_rules_materialization_kind(it->what.s);
      if (k < 0) {
        gen_error(g, it->what.loc, "a materialization is 'source', 'target' or 'argument', not '%s'", it->what.s);
        break;
      }
      if (mat[k]) gen_error(g, it->loc, "the pass's %s materialization is given twice", it->what.s);
      mat[k] = true;
      const gen_decl *h = pass_helper(rs, it->kind_name.s);
      const gen_param *p = h ? h->params : NULL;
      if (!h || h->kind != GEN_D_NATIVE || strcmp(h->ret.s, "Value") || !p || strcmp(p->kind.s, "Type") || !p->next ||
          strcmp(p->next->kind.s, "ValueRange") || !p->next->next || strcmp(p->next->next->kind.s, "Attr") ||
          p->next->next->next)
        gen_error(g, it->kind_name.loc, "'%s' is not a native helper (t: Type, xs: ValueRange, loc: Attr) -> Value, "
                  "which 'materialize' needs", it->kind_name.s);
      break;
    }
    case GEN_P_SUMMARY:
      if (summary) gen_error(g, it->loc, "the pass's summary is given twice");
      summary = true;
      break;
    case GEN_P_DISPLAY:
      if (display) gen_error(g, it->loc, "the pass's display name is given twice");
      else if (!*it->str.s) gen_error(g, it->str.loc, "a pass's display name is not empty");
      display = true;
      break;
    case GEN_P_OPTION: {
      const char *k = it->kind_name.s;
      const gen_expr *v = it->value;
      uint8_t kind;
      bool list;
      if (it->cases) {
        check_enum_option(rs, it);
      } else if (!rl_pass_option_kind_of(k, &kind, &list)) {
        gen_error(g, it->kind_name.loc,
                  "an option is a bool, an int, a uint, a long, a ulong, a double or a string, or a list of one "
                  "(ints, strings, ...), or an enum(\"case\" \"help\", ...), not '%s'", k);
      } else if (list || kind == RL_OPT_STRING ? v->kind != GEN_X_STRING
                 : kind == RL_OPT_BOOL ? v->kind != GEN_X_NAME || (strcmp(v->name.s, "true") && strcmp(v->name.s, "false"))
                 : kind == RL_OPT_DOUBLE ? v->kind != GEN_X_INT && v->kind != GEN_X_STRING
                                         : v->kind != GEN_X_INT) {
        gen_error(g, v->loc, "the default of a%s %s option is %s", k[0] == 'i' ? "n" : "", k,
                  list || kind == RL_OPT_STRING ? "a string" : kind == RL_OPT_BOOL ? "true or false"
                  : kind == RL_OPT_DOUBLE ? "a number" : "an integer");
      }
      for (const gen_passitem *o = d->passitems; o != it; o = o->next)
        if (o->kind == GEN_P_OPTION && !strcmp(o->str.s, it->str.s)) {
          gen_error(g, it->str.loc, "option '%s' is declared twice", it->str.s);
          break;
        }
      break;
    }
    case GEN_P_LEGAL: case GEN_P_ILLEGAL: check_pass_names(rs, it); break;
    case GEN_P_WHERE: case GEN_P_DYNAMIC: { /* a constraint over one op */
      if (it->kind == GEN_P_DYNAMIC) check_pass_names(rs, it);
      else if (requires) gen_error(g, it->loc, "the pass's 'where' constraint is given twice");
      requires |= it->kind == GEN_P_WHERE;
      const gen_decl *h = pass_helper(rs, it->kind_name.s);
      if (!h && gen_standard_op_constraint(it->kind_name.s)) break; /* the library's own (TypesLegal) */
      if (!h || h->kind != GEN_D_CONSTRAINT || !h->params || h->params->next || strcmp(h->params->kind.s, "Op") != 0)
        gen_error(g, it->kind_name.loc, "'%s' is not a constraint over one op ('constraint %s(op: Op) {{ ... }}')",
                  it->kind_name.s, it->kind_name.s);
      break;
    }
    case GEN_P_TYPEMAP: check_typemap(rs, it); break;
    case GEN_P_INCLUDE:
      /* Resolved when the pass runs: it may be compiled in or loaded. */
      if (!strcmp(it->str.s, d->str.s)) gen_error(g, it->str.loc, "a pass cannot include itself");
      break;
    case GEN_P_MARKER:
      if (!*it->str.s) gen_error(g, it->str.loc, "a marker is the name of a discardable attribute, not empty");
      break;
    case GEN_P_BEFORE:
      /* Resolved when the pass runs, as an include. */
      if (before) gen_error(g, it->loc, "the pass's 'before' pass is given twice");
      before = true;
      if (!strcmp(it->str.s, d->str.s)) gen_error(g, it->str.loc, "a pass cannot run itself before itself");
      break;
    case GEN_P_ROWWISE: {
      if (rowwise) gen_error(g, it->loc, "the pass's rowwise helper is given twice");
      rowwise = true;
      const gen_decl *h = pass_helper(rs, it->kind_name.s);
      const gen_param *p = h ? h->params : NULL;
      if (!h || h->kind != GEN_D_NATIVE || strcmp(h->ret.s, "Value") || !p || strcmp(p->kind.s, "Op") || !p->next ||
          strcmp(p->next->kind.s, "Value") || p->next->next)
        gen_error(g, it->kind_name.loc, "'%s' is not a native helper (root: Op, v: Value) -> Value, which 'rowwise' "
                  "needs", it->kind_name.s);
      break;
    }
    case GEN_P_MODE:
      if (mode) gen_error(g, it->loc, "the pass's mode is given twice");
      mode = true;
      if (strcmp(it->kind_name.s, "partial") && strcmp(it->kind_name.s, "full") && strcmp(it->kind_name.s, "greedy") &&
          strcmp(it->kind_name.s, "walk") && strcmp(it->kind_name.s, "once"))
        gen_error(g, it->kind_name.loc, "a pass's mode is 'partial', 'full' (conversions), 'greedy', 'walk' or 'once'");
      break;
    }
  }
}

gen_rules *gen_rules_check(gen_ctx *g, uint32_t file) {
  gen_file *gf = &g->files[file];
  if (!gf->parsed_ok && !gen_parse_file(g, file)) return NULL;
  unsigned errors = g->errors;
  gen_rules *rs = gen_alloc(g, sizeof *rs);
  rs->g = g;
  rs->file = gf;
  rs->file_index = file;
  for (const gen_decl *d = gf->decls; d; d = d->next)
    if (d->kind == GEN_D_IMPORT && d->names)
      for (unsigned i = 0; i < d->names->n; i++) import_dialect(rs, d->names->names[i]);
  gen_terms_import(rs, import_dialect);
  gf = rs->file = &g->files[file]; /* reading the imports may have moved g->files */
  if (g->errors != errors) return NULL; /* checking against half the ops helps nobody */
  index_names(rs);
  gen_terms_index(rs);
  /* Helpers: unique names. */
  for (const gen_decl *d = gf->decls; d; d = d->next)
    if (d->kind == GEN_D_CONSTRAINT || d->kind == GEN_D_NATIVE) {
      uintptr_t key = gen_name_key(g, d->name.s);
      const gen_decl *first = gen_index_get(d->code.s ? &rs->helper_index : &rs->extern_index, key);
      /* A helper with C may not take an extern's name (the file's or a dialect's). */
      const gen_decl *ext = d->code.s ? gen_index_get(&rs->extern_index, key) : NULL;
      if (first == d && ext) first = ext;
      if (first != d) {
        gen_error(g, d->name.loc, "redefinition of '%s'", d->name.s);
        gen_note(g, first->name.loc, "previous definition is here");
      } else if (d->code.s && rl_rule_lib_standard(d->name.s)) {
        /* It would hide the library's helper from every rule of the file. */
        gen_error(g, d->name.loc, "'%s' is a helper of the rules library (docs/rules.md); name this one otherwise",
                  d->name.s);
      }
    }
  expand(rs, gf->decls, NULL);
  for (const gen_decl *d = gf->decls; d; d = d->next)
    if (d->kind == GEN_D_PASS) {
      if (rs->pass) {
        gen_error(g, d->loc, "a rules file declares one pass; '%s' is declared here already", rs->pass->str.s);
        gen_note(g, rs->pass->loc, "the first pass is here");
        continue;
      }
      rs->pass = d;
      check_pass(rs, d);
    }
  gen_index names = {0}; /* rule name -> its first rule */
  for (unsigned i = 0; i < rs->nrules; i++) {
    gen_rinst *ri = &rs->rules[i];
    gen_rinst *first = gen_index_add(g, &names, gen_name_key(g, ri->name), ri);
    if (first != ri) {
      gen_error(g, ri->loc, "duplicate rule name '%s'", ri->name);
      gen_note(g, first->loc, "previous rule is here");
    }
    unsigned before = g->errors + g->warnings;
    gen_terms_expand(rs, ri);
    if (g->errors + g->warnings == before) {
      check_rule(rs, ri); /* (not after the expansion's own errors: the same, worded worse) */
      if (ri->term && g->errors + g->warnings != before)
        gen_note(g, ri->term_use, "in the rule's use of term '%s' (and the terms it uses), expanded here", ri->term);
    }
    if (ri->row && g->errors + g->warnings != before) {
      char buf[512];
      size_t k = 0;
      for (unsigned n = 0; n < ri->row->n && k < sizeof buf - 64; n++)
        k += (size_t)snprintf(buf + k, sizeof buf - k, "%s%s", n ? ", " : "", ri->row->names[n].s);
      gen_note(g, ri->row->loc, "in the instance for the row (%s)", buf);
    }
  }
  /* Tests name a rule (or a family) of the file; one of a `lower` rule
   * names the pass it runs. */
  for (const gen_decl *d = gf->decls; d; d = d->next) {
    if (d->kind != GEN_D_TEST) continue;
    if (d->storage.s && strcmp(d->storage.s, "nofold"))
      gen_error(g, d->storage.loc, "unknown test option '%s' (a test takes 'pass \"NAME\"' and 'nofold')",
                d->storage.s);
    const gen_rinst *rule = NULL;
    size_t n = strlen(d->name.s);
    for (unsigned i = 0; i < rs->nrules && !rule; i++)
      if (!strcmp(rs->rules[i].name, d->name.s) || (!strncmp(rs->rules[i].name, d->name.s, n) && rs->rules[i].name[n] == '['))
        rule = &rs->rules[i];
    if (!rule)
      gen_error(g, d->name.loc, "test '%s' names no rule of this file; a test is named after the rule it tests",
                d->name.s);
    else if (rule->rule->lower && !d->str.s)
      gen_error(g, d->name.loc, "'%s' is a 'lower' rule: say the pass the test runs (test %s pass \"NAME\": ...)",
                d->name.s, d->name.s);
  }
  return g->errors == errors ? rs : NULL;
}
