/* Lowering checked rules to matcher programs and merging them into one
 * decision tree per root op (gen/match.h). */
#include "gen/match.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/parser.h"
#include "core/strbuf.h"
#include "gen/parse.h"

#define ANY 0xff
static const gen_builtin builtins[] = {
    {"arg", RL_MG_ARG, 2, 2, RL_MK_BLOCK, RL_MK_VALUE},
    {"args", RL_MG_ARGS, 1, 2, RL_MK_BLOCK, RL_MK_RANGE},
    {"entry", RL_MG_ENTRY, 1, 1, RL_MK_REGION, RL_MK_BLOCK},
    {"entries", RL_MG_ENTRIES, 1, 1, RL_MK_REGIONS, RL_MK_BLOCKS},
    {"operands", RL_MG_OPERANDS, 1, 1, RL_MK_OP, RL_MK_RANGE},
    {"results", RL_MG_RESULTS, 1, 1, RL_MK_OP, RL_MK_RANGE},
    {"types", RL_MG_TYPES, 1, 1, ANY, RL_MK_TYPES},
    {"terminators", RL_MG_TERMINATORS, 2, 2, RL_MK_REGION, RL_MK_OPS},
    {"at", RL_MG_AT, 2, 2, ANY, ANY},
    {"drop", RL_MG_DROP, 2, 2, ANY, ANY},
    {"take", RL_MG_TAKE, 2, 2, ANY, ANY},
    {"len", RL_MG_LEN, 1, 1, ANY, RL_MK_ATTR},
    {"region", RL_MG_REGION, 2, 2, RL_MK_OP, RL_MK_REGION},
    {"parent", RL_MG_PARENT, 1, 1, ANY, ANY},
    {"indices", RL_MG_INDICES, 1, 1, ANY, RL_MK_ATTRS},
    {"blocks", RL_MG_BLOCKS, 1, 1, RL_MK_REGION, RL_MK_BLOCKS},
    {"pred", RL_MG_PRED, 1, 1, RL_MK_BLOCK, RL_MK_BLOCK},
    {"pred1", RL_MG_PRED1, 1, 1, RL_MK_BLOCK, RL_MK_BLOCK},
    {"prev", RL_MG_PREV, 1, 1, RL_MK_OP, RL_MK_OP},
    {"next", RL_MG_NEXT, 1, 1, RL_MK_OP, RL_MK_OP},
    {"terminator", RL_MG_TERMINATOR, 1, 1, RL_MK_BLOCK, RL_MK_OP},
    {"users", RL_MG_USERS, 1, 1, RL_MK_VALUE, RL_MK_OPS},
    {"ops", RL_MG_BLOCK_OPS, 1, 1, RL_MK_BLOCK, RL_MK_OPS},
    {"def", RL_MG_DEF, 1, 1, RL_MK_VALUE, RL_MK_OP},
    {"elements", RL_MG_ELEMENTS, 1, 1, RL_MK_ATTR, RL_MK_ATTRS},
    {"first", RL_MG_FIRST, 1, 1, RL_MK_BLOCK, RL_MK_OP},
    {"symtab", RL_MG_SYMTAB, 1, 1, RL_MK_OP, RL_MK_OP},
};

const gen_builtin *gen_match_builtin(const char *name) {
  for (size_t i = 0; i < sizeof builtins / sizeof *builtins; i++)
    if (strcmp(builtins[i].name, name) == 0) return &builtins[i];
  return NULL;
}

/* The kind of a helper parameter or result as declared (`Value`, `Type`,
 * `IntegerAttr`...). */
static uint8_t param_kind(const char *k) {
  if (!strcmp(k, "Value")) return RL_MK_VALUE;
  if (!strcmp(k, "ValueRange")) return RL_MK_RANGE;
  if (!strcmp(k, "TypeRange")) return RL_MK_TYPES;
  if (!strcmp(k, "AttrRange")) return RL_MK_ATTRS;
  if (!strcmp(k, "Type")) return RL_MK_TYPE;
  if (!strcmp(k, "Op")) return RL_MK_OP;
  if (!strcmp(k, "Block")) return RL_MK_BLOCK;
  if (!strcmp(k, "Region")) return RL_MK_REGION;
  return RL_MK_ATTR;
}

/* The library's signatures: core's standard entries (rl_rule_lib_standard)
 * and the externs the file or its dialects declare, which their C
 * registers under the same names when the rules are loaded. */
const gen_libsig *gen_match_libsig(const gen_rules *rs, const char *name) {
  gen_ctx *g = rs->g;
  uintptr_t key = gen_name_key(g, name);
  gen_libsig *sig = gen_index_get(&rs->lib_cache, key);
  if (sig) return sig;
  const gen_decl *d = gen_index_get(&rs->extern_index, key);
  const rl_rule_lib_entry *e = d ? NULL : rl_rule_lib_standard(name);
  if (!d && !e) return NULL;
  sig = gen_alloc(g, sizeof *sig);
  if (e) {
    *sig = (gen_libsig){e->name, e->nargs, {e->args[0], e->args[1], e->args[2], e->args[3]},
                        (uint8_t)(e->ret & ~RL_MK_IN_ORDER), e->check != NULL, (e->ret & RL_MK_IN_ORDER) != 0};
  } else {
    *sig = (gen_libsig){.name = d->name.s, .constraint = d->kind == GEN_D_CONSTRAINT};
    for (const gen_param *p = d->params; p; p = p->next)
      if (sig->nargs < 4) sig->args[sig->nargs++] = param_kind(p->kind.s);
    if (d->kind == GEN_D_NATIVE) sig->ret = param_kind(d->ret.s);
  }
  /* A cache of what the rules file's fixed declarations say: filling it
   * does not change the rules set. */
  gen_index_add(g, (gen_index *)&rs->lib_cache, key, sig);
  return sig;
}

bool gen_standard_op_constraint(const char *name) {
  const rl_rule_lib_entry *e = rl_rule_lib_standard(name);
  return e && e->check && e->nargs == 1 && e->args[0] == RL_MK_OP;
}

/* ---- lowering one rule -------------------------------------------------------- */

enum { MAX_REGS = 1024, MAX_BINDS = 128 };

typedef struct lbind {
  const char *name;
  int reg;
  uint8_t kind;
  const gen_op *op;     /* op bindings: its definition */
} lbind;

/* The state of lowering one rule in one operand order. One is reused for
 * all: the fields before `b` are cleared for each, and the arrays after it
 * are valid up to nb, nregs and nmatched (newreg fills a register's slots). */
typedef struct lower {
  gen_ctx *g;
  gen_rules *rs;
  gen_rinst *ri;
  unsigned mask;        /* bit k: swap the operands of commutative node k */
  unsigned ncomm;       /* commutative nodes seen (pre-order) */
  gen_minst *ins;       /* checks */
  unsigned nins, capins;
  gen_minst *acts;      /* actions */
  unsigned nacts, capacts;
  unsigned nb;
  int nregs;
  unsigned nmatched;
  const gen_op *root;
  unsigned errors;
  bool conv;              /* a `lower` rule: values used in results are the converted ones */
  unsigned loops;         /* `for` statements the statement being lowered is in */
  unsigned loop_nb;       /* bindings made before the innermost of them (its accumulators) */
  bool in_cond;           /* lowering an `if`'s conditions: its checks go to the actions */
  lbind b[MAX_BINDS];
  uint8_t kinds[MAX_REGS];
  bool created[MAX_REGS]; /* depends on an op the rule creates */
  const gen_op *regop[MAX_REGS]; /* op registers: the op's definition */
  int nres[MAX_REGS];     /* op registers: their number of results, or -1 when variable */
  int matched[64];
  int remap_of[MAX_REGS]; /* conv: the GB_REMAP register of a matched value, or -1 */
  int view_of[MAX_REGS];  /* a range that reads an op as it is (its operand group): the op's register, or -1 */
  bool gone[MAX_REGS];    /* an op register the statements so far replace or erase */
  int empty_def[MAX_REGS]; /* `[]` whose kind no list has decided yet: its GB_LIST's index + 1, else 0 */
  const char *regname[MAX_REGS]; /* the name first bound to each register, or NULL (the C back end's locals) */
} lower;

static int newreg(lower *L, uint8_t kind) {
  if (L->nregs >= MAX_REGS) {
    if (L->errors == L->g->errors) gen_error(L->g, L->ri->loc, "rule '%s' needs too many registers", L->ri->name);
    return MAX_REGS - 1;
  }
  L->kinds[L->nregs] = kind;
  L->created[L->nregs] = false;
  L->regop[L->nregs] = NULL;
  L->nres[L->nregs] = -1;
  L->remap_of[L->nregs] = -1;
  L->view_of[L->nregs] = -1;
  L->gone[L->nregs] = false;
  L->empty_def[L->nregs] = 0;
  L->regname[L->nregs] = NULL;
  return L->nregs++;
}

static gen_minst *emit(lower *L, bool act, gen_mop op, gen_loc src) {
  act |= L->in_cond;
  gen_minst **v = act ? &L->acts : &L->ins;
  unsigned *n = act ? &L->nacts : &L->nins, *cap = act ? &L->capacts : &L->capins;
  if (*n == *cap) { /* on the heap while the rule is lowered; kept in the arena at their size */
    *cap = *cap ? *cap * 2 : 16;
    *v = realloc(*v, *cap * sizeof **v);
    if (!*v) abort();
  }
  gen_minst *m = &(*v)[(*n)++];
  memset(m, 0, sizeof *m);
  m->op = op;
  m->d = m->a = m->b = -1;
  m->locop = -1;
  m->rcount = -1;
  m->value_prop = -1;
  m->src = src;
  return m;
}

static const char *fmt(lower *L, const char *f, ...) __attribute__((format(printf, 2, 3)));
static const char *fmt(lower *L, const char *f, ...) {
  char buf[512];
  va_list ap;
  va_start(ap, f);
  vsnprintf(buf, sizeof buf, f, ap);
  va_end(ap);
  return gen_strndup(L->g, buf, strlen(buf));
}

static lbind *find(lower *L, const char *name) {
  for (unsigned i = 0; i < L->nb; i++)
    if (strcmp(L->b[i].name, name) == 0) return &L->b[i];
  return NULL;
}

/* Binds name to reg; a second binding of a value or attribute is an
 * equality check. */
static void bind_or_same(lower *L, gen_name name, int reg, uint8_t kind, uint8_t check, const gen_op *op) {
  if (!name.s || !strcmp(name.s, "_") || !strcmp(name.s, "^_")) return;
  lbind *b = find(L, name.s);
  if (b) {
    gen_minst *m = emit(L, false, GM_SAME, name.loc);
    m->a = b->reg;
    m->b = reg;
    m->kind = kind;
    m->check = check;
    m->why = fmt(L, "'$%s' is bound to two different %s", name.s, kind == RL_MK_ATTR ? "attributes" : "values");
    return;
  }
  if (L->nb < MAX_BINDS) L->b[L->nb++] = (lbind){name.s, reg, kind, op};
  if (reg >= 0 && reg < MAX_REGS && !L->regname[reg]) L->regname[reg] = name.s;
}

static int *int_array(lower *L, unsigned n) { return n ? gen_alloc(L->g, n * sizeof(int)) : NULL; }
static uint8_t *kind_array(lower *L, unsigned n) { return n ? gen_alloc(L->g, n) : NULL; }

static unsigned count_exprs(const gen_expr *x) {
  unsigned n = 0;
  for (; x; x = x->next) n++;
  return n;
}

/* What argument i of a call takes: the declared kind of the user helper's
 * parameter p, or the library signature's. */
static uint8_t arg_want(const gen_decl *h, const gen_param *p, const gen_libsig *lib, unsigned i) {
  if (h) return p ? param_kind(p->kind.s) : RL_MK_VALUE;
  return lib->args[i < lib->nargs ? i : (unsigned)lib->nargs - 1];
}

/* A call of constraint or helper `name` (a user's when h is set). */
static gen_minst *emit_call(lower *L, bool act, const char *name, const gen_decl *h, int *args, uint8_t *kinds,
                            unsigned n, gen_loc at) {
  gen_minst *m = emit(L, act, act ? GB_CALL : GM_CALL, at);
  m->name = name;
  m->helper = h;
  m->args = args;
  m->argkinds = kinds;
  m->nargs = n;
  return m;
}

static const gen_decl *user_helper(lower *L, const char *name) { return gen_rules_find_helper(L->rs, name); }

/* Applies constraint `name` to register reg (a value or an attribute). */
static void constrain(lower *L, gen_name name, int reg, uint8_t rkind, uint8_t check, gen_loc at) {
  const gen_decl *h = user_helper(L, name.s);
  const gen_libsig *lib = h ? NULL : gen_match_libsig(L->rs, name.s);
  if ((h && h->kind == GEN_D_CONSTRAINT) || (lib && lib->constraint)) {
    uint8_t want = h ? (h->params ? param_kind(h->params->kind.s) : RL_MK_VALUE) : lib->args[0];
    unsigned np = 0;
    if (h)
      for (const gen_param *p = h->params; p; p = p->next) np++;
    else
      np = lib->nargs;
    if (np != 1) {
      gen_error(L->g, name.loc, "constraint '%s' takes %u arguments; applied to one operand it needs one", name.s, np);
      return;
    }
    int arg = reg;
    if (want == RL_MK_ATTR && rkind == RL_MK_VALUE) {
      gen_minst *c = emit(L, false, GM_CONSTOF, at);
      c->a = reg;
      c->d = arg = newreg(L, RL_MK_ATTR);
      c->kind = RL_MK_ATTR;
      c->check = RL_MC_CONSTRAINT;
      c->why = fmt(L, "'%s' needs a constant", name.s);
    } else if (want != rkind) {
      gen_error(L->g, name.loc, "constraint '%s' takes %s; here it is applied to %s", name.s,
                want == RL_MK_VALUE ? "a value" : want == RL_MK_ATTR ? "an attribute" : "a type",
                rkind == RL_MK_VALUE ? "a value" : "an attribute");
      return;
    }
    int *args = int_array(L, 1);
    uint8_t *kinds = kind_array(L, 1);
    args[0] = arg;
    kinds[0] = want;
    gen_minst *m = emit_call(L, false, name.s, h, args, kinds, 1, at);
    m->check = check;
    m->why = fmt(L, "%s does not hold", name.s);
    return;
  }
  if (h || lib) {
    gen_error(L->g, name.loc, "'%s' is a helper, not a constraint", name.s);
    return;
  }
  if (rkind == RL_MK_ATTR) {
    if (!rl_rule_attr_constraint(name.s)) {
      gen_error(L->g, name.loc, "'%s' is not an attribute constraint rules can check", name.s);
      return;
    }
    gen_minst *m = emit(L, false, GM_ATTRC, at);
    m->a = reg;
    m->name = name.s;
    m->check = check;
    m->why = fmt(L, "the attribute is not %s", name.s);
    return;
  }
  if (!rl_rule_type_constraint(name.s)) {
    gen_error(L->g, name.loc, "'%s' is not a type constraint rules can check", name.s);
    return;
  }
  gen_minst *t = emit(L, false, GM_TYPE, at);
  t->a = reg;
  t->d = newreg(L, RL_MK_TYPE);
  t->kind = RL_MK_TYPE;
  gen_minst *m = emit(L, false, GM_TYPEC, at);
  m->a = t->d;
  m->name = name.s;
  m->check = check;
  m->why = fmt(L, "the type is not %s", name.s);
}

/* MLIR text for an enum case: `9 : i64`, or `#arith.fastmath<fast>`. */
static const char *enum_literal(lower *L, const gen_prop *prop, const char *kw) {
  const rl_enum_def *e = &prop->enm->def;
  for (unsigned i = 0; i < e->n; i++)
    if (!strcmp(e->keywords[i], kw)) {
      if (e->bits) {
        const char *d = e->dialect ? e->dialect : prop->enm->owner ? prop->enm->owner->dialect : "?";
        return fmt(L, "#%s.%s<%s>", d, e->mnemonic, kw);
      }
      return fmt(L, "%llu : i%u", (unsigned long long)e->values[i], e->width ? e->width : 64);
    }
  return NULL;
}

/* Literal instruction l holds case kw of prop's (integer) enum: the C back
 * end names it by its constant. */
static void tag_enum(lower *L, gen_minst *l, const gen_prop *prop, const char *kw) {
  const gen_enum *en = prop->enm;
  if (!en || en->def.bits || !en->macro) return;
  size_t n = strlen(kw);
  char *up = gen_strndup(L->g, kw, n);
  for (size_t i = 0; i < n; i++)
    if (up[i] >= 'a' && up[i] <= 'z') up[i] = (char)(up[i] - 'a' + 'A');
  l->cconst = fmt(L, "%s_%s", en->macro, up);
  l->cmod = en->owner;
  l->ival = en->def.width ? en->def.width : 64;
}

static const gen_prop *find_prop(const gen_op *op, const char *name) {
  for (unsigned i = 0; i < op->nprops; i++)
    if (!strcmp(op->props[i].name, name)) return &op->props[i];
  return NULL;
}

/* A string of the rules ("malloc") as the MLIR text of its string
 * attribute (quoted, `"` and `\\` escaped). */
static const char *string_text(lower *L, const char *str) {
  rl_strbuf sb = {0};
  rl_sb_putc(&sb, '"');
  for (const char *s = str; *s; s++) {
    unsigned char ch = (unsigned char)*s;
    if (ch < 0x20 || ch == 0x7f) { /* MLIR's \XX */
      rl_sb_printf(&sb, "\\%02X", ch);
      continue;
    }
    if (ch == '"' || ch == '\\') rl_sb_putc(&sb, '\\');
    rl_sb_putc(&sb, *s);
  }
  rl_sb_putc(&sb, '"');
  const char *lit = gen_strndup(L->g, sb.data, sb.len);
  rl_sb_free(&sb);
  return lit;
}

/* Compares register reg with a literal (attribute text), at `check`. */
static void same_literal(lower *L, int reg, const char *text, uint8_t check, gen_loc at, const char *what) {
  gen_minst *l = emit(L, false, GM_LITERAL, at);
  l->d = newreg(L, RL_MK_ATTR);
  l->kind = RL_MK_ATTR;
  l->name = text;
  gen_minst *m = emit(L, false, GM_SAME, at);
  m->a = reg;
  m->b = l->d;
  m->check = check;
  m->why = fmt(L, "%s is not %s", what, text);
}

static void lower_src_op(lower *L, int r, const gen_expr *x);
static void constrain(lower *L, gen_name name, int reg, uint8_t rkind, uint8_t check, gen_loc at);

/* swap: k + 1 when op is commutative op k (so operand g is g ^ s_k), else 0. */
static void lower_src_arg(lower *L, int r, const gen_op *op, unsigned g, const gen_expr *a, uint8_t swap) {
  const gen_val *grp = &op->operands[g];
  if (a->kind == GEN_X_IGNORE) return;
  if (a->kind == GEN_X_LIST && !a->args && grp->arity == RL_ARITY_VARIADIC) { /* `[]`: the group is empty */
    gen_minst *o = emit(L, false, GM_OPERAND, a->loc);
    o->a = r;
    o->idx = (int)g;
    o->swap = swap;
    o->kind = RL_MK_RANGE;
    o->d = newreg(L, RL_MK_RANGE);
    o->name = grp->name;
    gen_minst *n = emit(L, false, GM_GET, a->loc);
    n->idx = RL_MG_LEN;
    n->a = o->d;
    n->b = RL_MK_RANGE;
    n->kind = RL_MK_ATTR;
    n->d = newreg(L, RL_MK_ATTR);
    n->check = RL_MC_OPERAND;
    n->why = "(len ...) does not exist";
    gen_minst *z = emit(L, false, GM_INTEQ, a->loc);
    z->a = n->d;
    z->ival = 0;
    z->check = RL_MC_OPERAND;
    z->why = fmt(L, "operand group '%s' of '%s' is not empty", grp->name, op->name);
    return;
  }
  if (a->kind == GEN_X_LIST) {
    gen_error(L->g, a->loc, "'[]' matches an empty variadic operand group; '%s' of '%s' is not variadic", grp->name,
              op->name);
    return;
  }
  bool range = a->kind == GEN_X_BIND && a->suffix == GEN_B_VARIADIC;
  bool opt = a->kind == GEN_X_BIND && a->suffix == GEN_B_OPTIONAL;
  if (range && grp->arity != RL_ARITY_VARIADIC) {
    gen_error(L->g, a->loc, "operand '%s' of '%s' is not variadic; bind it with '$%s'", grp->name, op->name, a->bind.s);
    return;
  }
  if (!range && grp->arity == RL_ARITY_VARIADIC) {
    gen_error(L->g, a->loc, "operand '%s' of '%s' is variadic; capture it with '$name...' (or '_')", grp->name,
              op->name);
    return;
  }
  if (opt && grp->arity != RL_ARITY_OPTIONAL) {
    gen_error(L->g, a->loc, "operand '%s' of '%s' is not optional; bind it with '$%s'", grp->name, op->name, a->bind.s);
    return;
  }
  gen_minst *o = emit(L, false, GM_OPERAND, a->loc);
  o->a = r;
  o->idx = (int)g;
  o->swap = swap;
  o->opdef = op;
  bool fixed = true;
  for (unsigned i = 0; i < op->noperands; i++) fixed &= op->operands[i].arity == RL_ARITY_ONE;
  o->ival = fixed; /* operand idx directly: the verifier vouches for the count */
  o->kind = range ? RL_MK_RANGE : RL_MK_VALUE;
  o->d = newreg(L, o->kind);
  o->name = grp->name;
  if (range) L->view_of[o->d] = r;
  int v = o->d;
  if (grp->arity == RL_ARITY_OPTIONAL && !opt) {
    gen_minst *p = emit(L, false, GM_PRESENT, a->loc);
    p->a = v;
    p->check = RL_MC_OPERAND;
    p->why = fmt(L, "optional operand '%s' is absent", grp->name);
  }
  switch (a->kind) {
  case GEN_X_BIND:
    if (a->bind.s) bind_or_same(L, a->bind, v, range ? RL_MK_RANGE : RL_MK_VALUE, RL_MC_SAME, NULL);
    break;
  case GEN_X_OP: {
    gen_minst *d = emit(L, false, GM_DEFOP, a->loc);
    d->a = v;
    d->d = newreg(L, RL_MK_OP);
    d->kind = RL_MK_OP;
    d->name = a->name.s;
    d->check = RL_MC_OPERAND;
    d->why = fmt(L, "operand '%s' of '%s' is not defined by '%s'", grp->name, op->name, a->name.s);
    L->regop[d->d] = gen_rules_find_op(L->rs, a->name.s);
    lower_src_op(L, d->d, a);
    break;
  }
  case GEN_X_CONSTRAINED:
    constrain(L, a->name, v, RL_MK_VALUE, RL_MC_CONSTRAINT, a->loc);
    bind_or_same(L, a->bind, v, RL_MK_VALUE, RL_MC_SAME, NULL);
    break;
  case GEN_X_NAME:
    constrain(L, a->name, v, RL_MK_VALUE, RL_MC_CONSTRAINT, a->loc);
    break;
  case GEN_X_INT:
  case GEN_X_MLIR: {
    gen_minst *c = emit(L, false, GM_CONSTOF, a->loc);
    c->a = v;
    c->d = newreg(L, RL_MK_ATTR);
    c->kind = RL_MK_ATTR;
    c->check = RL_MC_OPERAND;
    c->why = fmt(L, "operand '%s' of '%s' is not a constant", grp->name, op->name);
    if (a->kind == GEN_X_INT) {
      gen_minst *m = emit(L, false, GM_INTEQ, a->loc);
      m->a = c->d;
      m->ival = a->ival;
      m->check = RL_MC_OPERAND;
      m->why = fmt(L, "operand '%s' of '%s' is not %lld", grp->name, op->name, (long long)a->ival);
    } else {
      same_literal(L, c->d, a->str.s, RL_MC_OPERAND, a->loc, fmt(L, "operand '%s'", grp->name));
    }
    break;
  }
  default:
    gen_error(L->g, a->loc, "this cannot be matched against an operand");
    break;
  }
}

/* Region i of the op in register r, against a region pattern. */
static void lower_src_region(lower *L, int r, const gen_op *op, unsigned i, const gen_expr *x) {
  gen_minst *m = emit(L, false, GM_REGION, x->loc);
  m->a = r;
  m->idx = (int)i;
  m->kind = x->suffix == GEN_B_VARIADIC ? RL_MK_REGIONS : RL_MK_REGION;
  m->d = newreg(L, m->kind);
  int reg = m->d;
  if (x->bind.s) bind_or_same(L, x->bind, reg, m->kind, RL_MC_SAME, NULL);
  if (x->empty) {
    gen_minst *e = emit(L, false, GM_EMPTY, x->loc);
    e->a = reg;
    e->check = RL_MC_OPERAND;
    e->why = fmt(L, "region #%u of '%s' is not empty", i, op->name);
  }
  if (!x->has_block) return;
  gen_minst *b = emit(L, false, GM_BLOCK, x->loc);
  b->a = reg;
  b->kind = RL_MK_BLOCK;
  b->d = newreg(L, RL_MK_BLOCK);
  b->check = RL_MC_OPERAND;
  b->why = fmt(L, "region #%u of '%s' does not have one block", i, op->name);
  int blk = b->d;
  bind_or_same(L, x->name, blk, RL_MK_BLOCK, RL_MC_SAME, NULL);
  unsigned nfixed = 0;
  bool rest = false;
  for (const gen_expr *a = x->args; a; a = a->next) {
    if (a->suffix == GEN_B_VARIADIC) rest = true;
    else nfixed++;
  }
  gen_minst *n = emit(L, false, GM_NARGS, x->loc);
  n->a = blk;
  n->ival = nfixed;
  n->idx = rest;
  n->check = RL_MC_OPERAND;
  n->why = fmt(L, "the block of region #%u of '%s' does not have %s%u argument%s", i, op->name, rest ? "at least " : "",
               nfixed, nfixed == 1 ? "" : "s");
  unsigned k = 0;
  for (const gen_expr *a = x->args; a; a = a->next, k++) {
    if (a->kind == GEN_X_IGNORE) continue;
    bool range = a->kind == GEN_X_BIND && a->suffix == GEN_B_VARIADIC;
    gen_minst *g = emit(L, false, GM_ARG, a->loc);
    g->a = blk;
    g->idx = (int)k;
    g->kind = range ? RL_MK_RANGE : RL_MK_VALUE;
    g->d = newreg(L, g->kind);
    if (a->kind == GEN_X_CONSTRAINED) constrain(L, a->name, g->d, RL_MK_VALUE, RL_MC_CONSTRAINT, a->loc);
    bind_or_same(L, a->bind, g->d, g->kind, RL_MC_SAME, NULL);
  }
  if (x->ops.s) {
    gen_minst *o = emit(L, false, GM_OPS, x->loc);
    o->a = blk;
    o->ival = x->term != NULL;
    o->kind = RL_MK_OPS;
    o->d = newreg(L, RL_MK_OPS);
    bind_or_same(L, x->ops, o->d, RL_MK_OPS, RL_MC_SAME, NULL);
  }
  if (x->term) {
    gen_minst *t = emit(L, false, GM_TERM, x->term->loc);
    t->a = blk;
    t->name = x->term->name.s;
    t->ival = !x->any_ops;
    t->kind = RL_MK_OP;
    t->d = newreg(L, RL_MK_OP);
    t->check = RL_MC_OPERAND;
    t->why = x->any_ops ? fmt(L, "the block of region #%u of '%s' does not end with '%s'", i, op->name, x->term->name.s)
                        : fmt(L, "the block of region #%u of '%s' is not '%s' alone", i, op->name, x->term->name.s);
    L->regop[t->d] = gen_rules_find_op(L->rs, x->term->name.s);
    unsigned nmatched = L->nmatched; /* ops inside regions are not what the rule replaces */
    lower_src_op(L, t->d, x->term);
    L->nmatched = nmatched;
  }
}

static void lower_src_op(lower *L, int r, const gen_expr *x) {
  const gen_op *op = gen_rules_find_op(L->rs, x->name.s);
  if (!op) return; /* reported by the checker */
  if (x->bind.s) bind_or_same(L, x->bind, r, RL_MK_OP, RL_MC_SAME, op);
  if (L->nmatched < sizeof L->matched / sizeof *L->matched) L->matched[L->nmatched++] = r;
  L->regop[r] = op;
  L->nres[r] = (int)op->nresults;
  for (unsigned i = 0; i < op->nresults; i++)
    if (op->results[i].arity != RL_ARITY_ONE) L->nres[r] = -1;
  unsigned nargs = 0, nsuccs = 0, nregions = 0;
  const gen_expr *args[64], *succs[64], *regions[64];
  for (const gen_expr *a = x->args; a; a = a->next) {
    if (a->kind == GEN_X_REGION) {
      if (nregions < 64) regions[nregions++] = a;
    } else if (a->kind == GEN_X_BLOCK) {
      if (nsuccs < 64) succs[nsuccs++] = a;
    } else if (nargs < 64) {
      args[nargs++] = a;
    }
  }
  for (unsigned i = 0; i < nsuccs; i++) {
    gen_minst *m = emit(L, false, GM_SUCC, succs[i]->loc);
    m->a = r;
    m->idx = (int)i;
    m->kind = succs[i]->suffix == GEN_B_VARIADIC ? RL_MK_BLOCKS : RL_MK_BLOCK;
    m->d = newreg(L, m->kind);
    bind_or_same(L, succs[i]->bind, m->d, m->kind, RL_MC_SAME, NULL);
  }
  for (unsigned i = 0; i < nregions; i++) lower_src_region(L, r, op, i, regions[i]);
  bool flexible = false;
  for (unsigned i = 0; i < op->noperands; i++) flexible |= op->operands[i].arity != RL_ARITY_ONE;
  /* `(op $xs...)` of an op whose operands are all single ones: all of
   * them, as one range (as `(operands $op)`). */
  if (!flexible && nargs == 1 && args[0]->kind == GEN_X_BIND && args[0]->suffix == GEN_B_VARIADIC) {
    gen_minst *o = emit(L, false, GM_GET, args[0]->loc);
    o->idx = RL_MG_OPERANDS;
    o->a = r;
    o->b = RL_MK_OP;
    o->kind = RL_MK_RANGE;
    o->d = newreg(L, RL_MK_RANGE);
    o->check = RL_MC_OPERAND;
    o->why = "(operands ...) does not exist";
    L->view_of[o->d] = r;
    bind_or_same(L, args[0]->bind, o->d, RL_MK_RANGE, RL_MC_SAME, NULL);
    nargs = 0;
  } else if (nargs != op->noperands) {
    if (flexible)
      gen_error(L->g, x->loc, "'%s' has %u operand groups; a pattern gives one argument per group (%u given)", op->name,
                op->noperands, nargs);
    return; /* fixed counts: reported by the checker */
  }
  bool swap = false;
  uint8_t tag = 0;
  /* `(op $x $x)`: both orders check the same, so only one is tried. */
  bool same_args = nargs == 2 && args[0]->kind == GEN_X_BIND && args[1]->kind == GEN_X_BIND && args[0]->bind.s &&
                   args[1]->bind.s && !strcmp(args[0]->bind.s, args[1]->bind.s) && args[0]->suffix == args[1]->suffix;
  if ((op->traits & RL_TRAIT_COMMUTATIVE) && nargs == 2 && !same_args) {
    unsigned k = L->ncomm++;
    swap = k < 16 && ((L->mask >> k) & 1);
    tag = k < 6 ? (uint8_t)(k + 1) : 0; /* the orders tried: those of the first 6 */
  }
  for (unsigned i = 0; i < nargs; i++) lower_src_arg(L, r, op, swap ? nargs - 1 - i : i, args[i], tag);
  for (const gen_attrpat *ap = x->attrs; ap; ap = ap->next) {
    const gen_prop *prop = find_prop(op, ap->name.s);
    if (!prop) continue; /* reported by the checker */
    const gen_expr *v = ap->value;
    gen_minst *p = emit(L, false, GM_PROP, ap->name.loc);
    p->a = r;
    p->opdef = op;
    p->d = newreg(L, RL_MK_ATTR);
    p->kind = RL_MK_ATTR;
    p->name = ap->name.s;
    int reg = p->d;
    switch (v->kind) {
    case GEN_X_BIND: bind_or_same(L, v->bind, reg, RL_MK_ATTR, RL_MC_PROPERTY, NULL); break;
    case GEN_X_NAME:
      if (prop->enm) {
        const char *lit = enum_literal(L, prop, v->name.s);
        if (lit) {
          same_literal(L, reg, lit, RL_MC_PROPERTY, v->loc, fmt(L, "property '%s'", ap->name.s));
          gen_minst *at = L->in_cond ? L->acts + L->nacts : L->ins + L->nins; /* the literal, then the check */
          tag_enum(L, at - 2, prop, v->name.s);
          if (at[-2].cconst) at[-1].why = fmt(L, "property '%s' is not %s", ap->name.s, v->name.s);
        }
      } else {
        constrain(L, v->name, reg, RL_MK_ATTR, RL_MC_CONSTRAINT, v->loc);
      }
      break;
    case GEN_X_CONSTRAINED:
      constrain(L, v->name, reg, RL_MK_ATTR, RL_MC_CONSTRAINT, v->loc);
      bind_or_same(L, v->bind, reg, RL_MK_ATTR, RL_MC_PROPERTY, NULL);
      break;
    case GEN_X_INT: {
      gen_minst *m = emit(L, false, GM_INTEQ, v->loc);
      m->a = reg;
      m->ival = v->ival;
      m->check = RL_MC_PROPERTY;
      m->why = fmt(L, "property '%s' is not %lld", ap->name.s, (long long)v->ival);
      break;
    }
    case GEN_X_MLIR: same_literal(L, reg, v->str.s, RL_MC_PROPERTY, v->loc, fmt(L, "property '%s'", ap->name.s)); break;
    case GEN_X_STRING:
      same_literal(L, reg, string_text(L, v->str.s), RL_MC_PROPERTY, v->loc, fmt(L, "property '%s'", ap->name.s));
      break;
    default: gen_error(L->g, v->loc, "this cannot be matched against a property"); break;
    }
  }
}

/* ---- values in conditions and results ---------------------------------------- */

static bool is_type_head(const gen_expr *x) { return x->kind == GEN_X_OP && !strcmp(x->name.s, "type"); }

/* A binding used as a value: $x, $x#N, $x.name. act: in the actions. */
/* In a `lower` rule, a matched value (or range) used in the result stands
 * for what it converted to. */
static int remapped(lower *L, int reg, gen_loc at) {
  if (!L->conv || L->created[reg] || (L->kinds[reg] != RL_MK_VALUE && L->kinds[reg] != RL_MK_RANGE)) return reg;
  if (L->remap_of[reg] >= 0) return L->remap_of[reg];
  gen_minst *m = emit(L, true, GB_REMAP, at);
  m->a = reg;
  m->d = newreg(L, L->kinds[reg]);
  m->kind = L->kinds[reg];
  m->check = RL_MC_HELPER;
  m->why = "an operand did not convert to one value";
  L->remap_of[reg] = m->d;
  return m->d;
}

static int lower_use(lower *L, const gen_expr *x, bool act) {
  lbind *b = find(L, x->bind.s);
  if (!b) return 0; /* reported by the checker */
  /* A matched operand group is read from its op when used: not once the
   * rule has replaced or erased that op (a `lower` rule's converted copy,
   * made at an earlier use, is its own). */
  if (L->view_of[b->reg] >= 0 && L->gone[L->view_of[b->reg]] && !(act && L->conv && L->remap_of[b->reg] >= 0))
    gen_error(L->g, x->loc, "'$%s' is an operand group of an op this rule has already replaced or erased; use it "
                            "before the 'replace' or 'erase'", x->bind.s);
  if (b->kind != RL_MK_OP) return act ? remapped(L, b->reg, x->loc) : b->reg;
  const gen_op *op = b->op;
  int idx = x->result_index >= 0 ? x->result_index : 0;
  if (x->result_name.s && op)
    for (unsigned i = 0; i < op->nresults; i++)
      if (!strcmp(op->results[i].name, x->result_name.s)) idx = (int)i;
  if (x->result_index < 0 && !x->result_name.s) return b->reg; /* the op: its results */
  gen_minst *m = emit(L, act, act ? GB_RESULT : GM_RESULT, x->loc);
  m->a = b->reg;
  m->idx = idx;
  m->d = newreg(L, RL_MK_VALUE);
  m->kind = RL_MK_VALUE;
  L->created[m->d] = L->created[b->reg];
  /* The root's own results are being converted: nothing to remap them to
   * (their types, `(type $r)`, stay the root's). */
  return act && b->reg != 0 ? remapped(L, m->d, x->loc) : m->d;
}

/* An op register used where one value is wanted: its result, when it has
 * one (an op with several results is named by result: $op#N, $op.name). */
static int as_value(lower *L, int reg, bool act, gen_loc at) {
  if (L->kinds[reg] != RL_MK_OP) return reg;
  if (L->regop[reg] && L->regop[reg]->nresults > 1) {
    gen_error(L->g, at, "'%s' has %u results; say which one: $name#N or $name.result", L->regop[reg]->name,
              L->regop[reg]->nresults);
    return reg;
  }
  gen_minst *m = emit(L, act, act ? GB_RESULT : GM_RESULT, at);
  m->a = reg;
  m->idx = 0;
  m->d = newreg(L, RL_MK_VALUE);
  m->kind = RL_MK_VALUE;
  L->created[m->d] = L->created[reg];
  return act && reg != 0 ? remapped(L, m->d, at) : m->d;
}

static int lower_literal_kind(lower *L, const char *text, bool act, gen_loc at, uint8_t kind) {
  gen_minst *m = emit(L, act, act ? GB_LITERAL : GM_LITERAL, at);
  m->d = newreg(L, kind);
  m->kind = kind; /* parsed as a type or as an attribute when loaded */
  m->name = text;
  return m->d;
}

static int lower_literal(lower *L, const char *text, bool act, gen_loc at) {
  return lower_literal_kind(L, text, act, at, RL_MK_ATTR);
}

/* A literal of a condition in register lit, parsed as a type (not an
 * attribute) when loaded. */
static void literal_as_type(lower *L, int lit) {
  if (L->kinds[lit] != RL_MK_ATTR) return;
  gen_minst *v = L->in_cond ? L->acts : L->ins;
  for (unsigned i = L->in_cond ? L->nacts : L->nins; i-- > 0;)
    if (v[i].op == GM_LITERAL && v[i].d == lit) {
      v[i].kind = L->kinds[lit] = RL_MK_TYPE;
      return;
    }
}

/* A literal compared with a type is a type. */
static void literal_is_type(lower *L, int lit, int other) {
  if (L->kinds[other] == RL_MK_TYPE) literal_as_type(L, lit);
}

static bool is_source_head(const gen_expr *x) { return x->kind == GEN_X_OP && !strcmp(x->name.s, "source"); }

/* (source $x): a matched value or range as the input has it (in a `lower`
 * rule, not what it converted to). */
static int lower_source(lower *L, const gen_expr *x) {
  lbind *b = x->args ? find(L, x->args->bind.s) : NULL;
  if (!b) return 0; /* reported by the checker */
  if (b->kind != RL_MK_VALUE && b->kind != RL_MK_RANGE) {
    gen_error(L->g, x->loc, "'source' takes a matched value or range");
    return 0;
  }
  return b->reg;
}

static int lower_typeof(lower *L, const gen_expr *x, bool act) {
  int u = is_source_head(x->args) ? lower_source(L, x->args) : lower_use(L, x->args, act);
  if (act && L->kinds[u] == RL_MK_RANGE) { /* the types of a range */
    gen_minst *m = emit(L, true, GB_GET, x->loc);
    m->idx = RL_MG_TYPES;
    m->a = u;
    m->kind = RL_MK_TYPES;
    m->d = newreg(L, RL_MK_TYPES);
    L->created[m->d] = L->created[u];
    return m->d;
  }
  int v = as_value(L, u, act, x->loc);
  gen_minst *m = emit(L, act, act ? GB_TYPE : GM_TYPE, x->loc);
  m->a = v;
  m->d = newreg(L, RL_MK_TYPE);
  m->kind = RL_MK_TYPE;
  L->created[m->d] = L->created[v];
  return m->d;
}

static int lower_cond_compute(lower *L, const gen_expr *x);

/* An operand of a condition. */
static int lower_cond_value(lower *L, const gen_expr *x) {
  switch (x->kind) {
  case GEN_X_BIND: return as_value(L, lower_use(L, x, false), false, x->loc);
  case GEN_X_MLIR: return lower_literal(L, x->str.s, false, x->loc);
  case GEN_X_STRING: return lower_literal(L, string_text(L, x->str.s), false, x->loc);
  case GEN_X_NAME: return lower_literal(L, x->name.s, false, x->loc); /* a type name: i32 */
  case GEN_X_BLOCK: {
    lbind *b = find(L, x->bind.s);
    return b ? b->reg : 0;
  }
  case GEN_X_OP:
    if (is_type_head(x)) return lower_typeof(L, x, false);
    if (!strchr(x->name.s, '.')) return lower_cond_compute(L, x);
    /* fall through */
  default:
    gen_error(L->g, x->loc, "a condition compares bindings, blocks, types, literals, accessors and helper results");
    return 0;
  }
}

/* An attribute a condition compares or passes to a helper: a value stands
 * for its constant (the condition is false when it has none). */
static int lower_cond_int(lower *L, const gen_expr *x) {
  int r = lower_cond_value(L, x);
  if (L->kinds[r] == RL_MK_VALUE) {
    gen_minst *c = emit(L, false, GM_CONSTOF, x->loc);
    c->a = r;
    c->d = newreg(L, RL_MK_ATTR);
    c->kind = RL_MK_ATTR;
    c->check = RL_MC_CONDITION;
    c->why = "a value compared is not a constant";
    r = c->d;
  } else if (L->kinds[r] != RL_MK_ATTR && r != 0) { /* 0: an error reported already */
    gen_error(L->g, x->loc, "an attribute is wanted here (a constant value, an attribute, a number)");
  }
  return r;
}

/* `A < B`, `A <= B`, `A > B`, `A >= B`: signed, B an attribute or a number. */
static void lower_cond_cmp(lower *L, const gen_expr *w) {
  const gen_expr *x = w->args, *y = x->next;
  int a = lower_cond_int(L, x), b = y->kind == GEN_X_INT ? -1 : lower_cond_int(L, y);
  gen_minst *m = emit(L, false, GM_INTCMP, w->loc);
  m->a = a;
  m->b = b;
  m->ival = y->kind == GEN_X_INT ? y->ival : 0;
  m->idx = w->kind == GEN_X_LT ? RL_MCMP_LT : w->kind == GEN_X_LE ? RL_MCMP_LE : w->kind == GEN_X_GT ? RL_MCMP_GT
                                                                                                : RL_MCMP_GE;
  m->check = RL_MC_CONDITION;
  unsigned line, col;
  gen_loc_line_col(L->g, w->loc, &line, &col);
  m->why = fmt(L, "the condition at line %u, column %u is false", line, col);
}

/* An accessor ((pred ^b), (parent $op), ...) or a library helper returning
 * an attribute, a type or a value ((SubInts $u $l)), or an op (an extern
 * analysis: (FusionPartner $op) is (...)), computed while matching: when
 * it does not exist or gives up, the condition is false. */
static int lower_cond_compute(lower *L, const gen_expr *x) {
  const gen_builtin *bi = gen_match_builtin(x->name.s);
  const gen_libsig *lib = bi || user_helper(L, x->name.s) ? NULL : gen_match_libsig(L->rs, x->name.s);
  if (!bi && !(lib && !lib->constraint &&
               (lib->ret == RL_MK_ATTR || lib->ret == RL_MK_TYPE || lib->ret == RL_MK_VALUE || lib->ret == RL_MK_OP))) {
    gen_error(L->g, x->loc, "in a condition, '%s' is no accessor and no library helper giving an attribute, a type or a value",
              x->name.s);
    return 0;
  }
  unsigned n = count_exprs(x->args), i = 0;
  int *args = int_array(L, n);
  uint8_t *kinds = kind_array(L, n);
  for (const gen_expr *a = x->args; a; a = a->next, i++) {
    bool op = bi && (bi->arg == RL_MK_OP || bi->what == RL_MG_PARENT) && a->kind == GEN_X_BIND;
    if (bi && i > 0) break; /* an accessor's second argument is a number or an op name */
    bool attr = lib && lib->args[i < lib->nargs ? i : (unsigned)lib->nargs - 1] == RL_MK_ATTR;
    op = op || (lib && lib->args[i < lib->nargs ? i : (unsigned)lib->nargs - 1] == RL_MK_OP && a->kind == GEN_X_BIND);
    args[i] = op ? lower_use(L, a, false) : attr ? lower_cond_int(L, a) : lower_cond_value(L, a);
    if (lib && lib->args[i < lib->nargs ? i : (unsigned)lib->nargs - 1] == RL_MK_TYPE) literal_as_type(L, args[i]);
    kinds[i] = L->kinds[args[i]];
  }
  gen_minst *m;
  if (bi) {
    int r = n ? args[0] : 0;
    uint8_t k = L->kinds[r];
    if (bi->arg != 0xff && k != bi->arg)
      gen_error(L->g, x->loc, "'%s' takes %s", bi->name,
                bi->arg == RL_MK_BLOCK ? "a block" : bi->arg == RL_MK_REGION ? "a region" : bi->arg == RL_MK_REGIONS
                ? "a range of regions" : "an op");
    else if (bi->arg == 0xff && bi->what != RL_MG_TYPES && bi->what != RL_MG_PARENT && !rl_mkind_is_range(k))
      gen_error(L->g, x->loc, "'%s' takes a range", bi->name);
    else if (bi->what == RL_MG_PARENT && k != RL_MK_OP && k != RL_MK_BLOCK && k != RL_MK_REGION)
      gen_error(L->g, x->loc, "'parent' takes an op (its block), a block (its region) or a region (its op)");
    const gen_expr *a1 = x->args ? x->args->next : NULL;
    m = emit(L, false, GM_GET, x->loc);
    m->idx = bi->what;
    m->a = r;
    m->b = k;
    if (a1 && a1->kind == GEN_X_INT) m->ival = a1->ival;
    else if (a1 && a1->kind == GEN_X_NAME) m->name = a1->name.s;
    else if (a1) gen_error(L->g, a1->loc, "'%s' takes a number here", bi->name);
    m->kind = bi->ret != 0xff ? bi->ret : bi->what == RL_MG_DROP || bi->what == RL_MG_TAKE ? k : bi->what == RL_MG_PARENT
              ? (k == RL_MK_BLOCK ? RL_MK_REGION : k == RL_MK_REGION ? RL_MK_OP : RL_MK_BLOCK) : rl_mkind_elem(k);
    m->why = fmt(L, "(%s ...) does not exist", bi->name);
  } else {
    if (n != lib->nargs) gen_error(L->g, x->loc, "'%s' takes %u argument%s", x->name.s, lib->nargs, lib->nargs == 1 ? "" : "s");
    m = emit(L, false, GM_NATIVE, x->loc);
    m->name = x->name.s;
    m->args = args;
    m->argkinds = kinds;
    m->nargs = n;
    m->kind = lib->ret;
    m->why = fmt(L, "%s gives up", x->name.s);
  }
  m->check = RL_MC_CONDITION;
  m->d = newreg(L, m->kind);
  return m->d;
}

static void lower_cond(lower *L, const gen_expr *w) {
  if (w->kind == GEN_X_EQ || w->kind == GEN_X_NE) {
    int a = lower_cond_value(L, w->args), b = lower_cond_value(L, w->args->next);
    literal_is_type(L, a, b);
    literal_is_type(L, b, a);
    gen_minst *m = emit(L, false, w->kind == GEN_X_EQ ? GM_SAME : GM_DIFF, w->loc);
    m->a = a;
    m->b = b;
    /* Ranges compare element by element (two operand groups of one op are
     * not the same range by their first element's address). */
    if (rl_mkind_is_range(L->kinds[a]) && rl_mkind_is_range(L->kinds[b])) m->kind = L->kinds[a];
    else if (rl_mkind_is_range(L->kinds[a]) || rl_mkind_is_range(L->kinds[b]))
      gen_error(L->g, w->loc, "'%s' compares a range with one thing; compare two ranges or two things",
                w->kind == GEN_X_EQ ? "==" : "!=");
    m->check = RL_MC_CONDITION;
    unsigned line, col;
    gen_loc_line_col(L->g, w->loc, &line, &col);
    m->why = fmt(L, "the condition at line %u, column %u is false", line, col);
    return;
  }
  if (w->kind == GEN_X_OP && !strchr(w->name.s, '.') && !user_helper(L, w->name.s) && !gen_match_libsig(L->rs, w->name.s) &&
      rl_rule_type_constraint(w->name.s)) { /* (AnyMemRef $t): a type constraint, of a type or a value's type */
    if (count_exprs(w->args) != 1) {
      gen_error(L->g, w->loc, "type constraint '%s' takes one type or value", w->name.s);
      return;
    }
    int t = lower_cond_value(L, w->args);
    if (L->kinds[t] == RL_MK_VALUE) {
      gen_minst *ty = emit(L, false, GM_TYPE, w->loc);
      ty->a = t;
      ty->d = t = newreg(L, RL_MK_TYPE);
      ty->kind = RL_MK_TYPE;
    } else if (L->kinds[t] != RL_MK_TYPE) {
      gen_error(L->g, w->args->loc, "type constraint '%s' takes a type or a value", w->name.s);
      return;
    }
    gen_minst *m = emit(L, false, GM_TYPEC, w->loc);
    m->a = t;
    m->name = w->name.s;
    m->check = RL_MC_CONDITION;
    m->why = fmt(L, "the type is not %s", w->name.s);
    return;
  }
  if (w->kind == GEN_X_OP && !strchr(w->name.s, '.')) {
    const gen_decl *h = user_helper(L, w->name.s);
    const gen_libsig *lib = h ? NULL : gen_match_libsig(L->rs, w->name.s);
    if (!(h && h->kind == GEN_D_CONSTRAINT) && !(lib && lib->constraint)) {
      gen_error(L->g, w->name.loc, "'%s' is not a constraint", w->name.s);
      return;
    }
    unsigned n = count_exprs(w->args);
    int *args = int_array(L, n);
    uint8_t *kinds = kind_array(L, n);
    unsigned i = 0;
    const gen_param *p = h ? h->params : NULL;
    for (const gen_expr *a = w->args; a; a = a->next, i++) {
      uint8_t want = arg_want(h, p, lib, i);
      int reg = want == RL_MK_OP && a->kind == GEN_X_BIND ? lower_use(L, a, false) : lower_cond_value(L, a);
      if (want == RL_MK_ATTR && L->kinds[reg] == RL_MK_VALUE) {
        gen_minst *c = emit(L, false, GM_CONSTOF, a->loc);
        c->a = reg;
        c->d = newreg(L, RL_MK_ATTR);
        c->kind = RL_MK_ATTR;
        c->check = RL_MC_CONDITION;
        c->why = fmt(L, "'%s' needs a constant", w->name.s);
        reg = c->d;
      }
      args[i] = reg;
      kinds[i] = want;
      if (p) p = p->next;
    }
    gen_minst *m = emit_call(L, false, w->name.s, h, args, kinds, n, w->loc);
    m->check = RL_MC_CONDITION;
    m->why = fmt(L, "%s does not hold", w->name.s);
    return;
  }
  if (w->kind == GEN_X_LT || w->kind == GEN_X_LE || w->kind == GEN_X_GT || w->kind == GEN_X_GE) {
    lower_cond_cmp(L, w);
    return;
  }
  if (w->kind == GEN_X_IS) { /* (prev $op) is (scf.if ...): an op matched as a source pattern's */
    int r = w->args->kind == GEN_X_BIND ? lower_use(L, w->args, false) : lower_cond_value(L, w->args);
    const gen_expr *p = w->args->next;
    if (L->kinds[r] != RL_MK_OP || p->kind != GEN_X_OP) return; /* reported by the checker */
    gen_minst *m = emit(L, false, GM_ISOP, w->loc);
    m->a = r;
    m->name = p->name.s;
    m->check = RL_MC_CONDITION;
    m->why = fmt(L, "the op is no '%s'", p->name.s);
    /* Not an op the rule replaces: created ops do not take its location. */
    unsigned nmatched = L->nmatched;
    lower_src_op(L, r, p);
    L->nmatched = nmatched;
    return;
  }
  gen_error(L->g, w->loc, "a condition is a comparison (a == b, a != b, a < b, ...), a constraint call or a type "
                          "constraint applied to a type or a value: (AnyMemRef $t)");
}

static int lower_result(lower *L, const gen_expr *x, bool top);

static int constant_value_index(const gen_minst *m) {
  for (unsigned i = 0; i < m->nprops; i++)
    if (!strcmp(m->pnames[i], "value")) return (int)i;
  return -1;
}

/* A `pattern` rule's op that takes the root's result types must allow
 * them: (arith.addi $x $y) => (arith.addf $x $y) cannot be. */
static void check_root_types(lower *L, const gen_op *op, const gen_expr *x) {
  const gen_op *root = L->root;
  for (unsigned i = 0; root && i < op->nresults && i < root->nresults; i++)
    if (!gen_tc_can_meet(L->g, op->results[i].tc, root->results[i].tc)) {
      gen_error(L->g, x->loc, "'%s' gives result #%u of type %s, and replaces '%s', whose result #%u is %s: no type is "
                              "both; write the result types, or rewrite into ops of the same types",
                op->name, i, op->results[i].tc->summary ? op->results[i].tc->summary : op->results[i].tc->name,
                root->name, i, root->results[i].tc->summary ? root->results[i].tc->summary : root->results[i].tc->name);
      return;
    }
}

/* Result types of a created op. */
static void result_types(lower *L, gen_minst *m, const gen_op *op, const gen_expr *x, bool top) {
  m->nresults = op->nresults;
  for (unsigned i = 0; i < op->nresults; i++)
    if (op->results[i].arity != RL_ARITY_ONE) {
      if (!x->types) {
        gen_error(L->g, x->loc, "'%s' has a variable number of results; write its result types", op->name);
        return;
      }
    }
  if (x->types && x->types->kind == GEN_X_LIST && !x->types->args) { /* `: []`: no results */
    m->tmode = GEN_T_WRITTEN;
    m->nresults = m->ntypes = 0;
    return;
  }
  if (x->types) {
    unsigned n = count_exprs(x->types);
    m->tregs = int_array(L, n);
    m->ntypes = n;
    m->tmode = GEN_T_WRITTEN;
    m->nresults = n;
    unsigned i = 0;
    for (const gen_expr *t = x->types; t; t = t->next, i++) {
      int reg;
      if (t->kind == GEN_X_NAME) reg = lower_literal_kind(L, t->name.s, true, t->loc, RL_MK_TYPE);
      else if (t->kind == GEN_X_MLIR) reg = lower_literal_kind(L, t->str.s, true, t->loc, RL_MK_TYPE);
      else if (is_type_head(t)) reg = lower_typeof(L, t, true);
      else if (t->kind == GEN_X_OP && gen_match_builtin(t->name.s)) {
        reg = lower_result(L, t, false);
        if (L->kinds[reg] != RL_MK_TYPE && L->kinds[reg] != RL_MK_TYPES)
          gen_error(L->g, t->loc, "'%s' does not give types; a result type needs them", t->name.s);
      }
      else if (t->kind == GEN_X_OP && (user_helper(L, t->name.s) || (gen_match_libsig(L->rs, t->name.s) &&
                                                                    !gen_match_libsig(L->rs, t->name.s)->constraint))) {
        /* A native helper returning the type (the file's, or the library's). */
        reg = lower_result(L, t, false);
        if (L->kinds[reg] != RL_MK_TYPE && L->kinds[reg] != RL_MK_TYPES)
          gen_error(L->g, t->loc, "'%s' does not return a Type; a result type needs one", t->name.s);
      }
      else if (t->kind == GEN_X_BIND && find(L, t->bind.s) &&
               (find(L, t->bind.s)->kind == RL_MK_TYPE || find(L, t->bind.s)->kind == RL_MK_TYPES)) {
        reg = find(L, t->bind.s)->reg; /* $ts = [(T $x) for $x in R]: types bound by the rule */
      }
      else if (t->kind == GEN_X_BIND) {
        int v = as_value(L, lower_use(L, t, true), true, t->loc);
        gen_minst *ty = emit(L, true, GB_TYPE, t->loc);
        ty->a = v;
        ty->d = reg = newreg(L, RL_MK_TYPE);
        ty->kind = RL_MK_TYPE;
        L->created[reg] = L->created[v];
      } else {
        gen_error(L->g, t->loc, "a result type is a type name, #mlir\"...\", (type $x), $x or a helper returning a Type");
        reg = 0;
      }
      /* lower_* may have grown the array: find m again by its register. */
      m->tregs[i] = reg;
      if (L->kinds[reg] == RL_MK_TYPES) {
        if (!m->tkinds) m->tkinds = gen_alloc(L->g, n);
        m->nresults = 0; /* not known before it runs */
      }
    }
    if (m->tkinds)
      for (unsigned k = 0; k < n; k++) m->tkinds[k] = L->kinds[m->tregs[k]];
    return;
  }
  if (op->nresults == 0) {
    m->tmode = GEN_T_NONE;
  } else if (L->conv && top && L->root && op->nresults == L->root->nresults) {
    /* A conversion keeps the root's results, types converted (a constant
     * `3 : index` becomes an i64 constant that keeps its attribute). */
    m->tmode = GEN_T_ROOT_CONVERTED;
  } else if ((op->traits & RL_TRAIT_CONSTANT_LIKE) && op->nresults == 1 && constant_value_index(m) >= 0) {
    m->tmode = GEN_T_VALUE; /* the constant's own type inference: that of its value */
    m->value_prop = constant_value_index(m);
  } else if (top && L->root && op->nresults == L->root->nresults) {
    m->tmode = GEN_T_ROOT;
    check_root_types(L, op, x);
  } else if ((op->traits & RL_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE) && m->nargs) {
    m->tmode = GEN_T_SAME;
  } else {
    bool all = true;
    for (unsigned i = 0; i < op->nresults && all; i++) {
      const gen_tc *tc = op->results[i].tc;
      all = tc && tc->owner && gen_tc_buildable(L->g, tc->owner, tc->expr);
    }
    if (!all) {
      gen_error(L->g, x->loc, "cannot infer the result types of '%s' here; write them: (%s ...) : type", op->name,
                op->name);
      return;
    }
    m->tmode = GEN_T_BUILD;
  }
}

/* The properties and discardable attributes `attrs` give op `op` (a
 * created op's, or a `set` statement's): their names and registers, the
 * properties first, then the ndisc discardable attributes. */
static void lower_props(lower *L, const gen_op *op, const gen_attrpat *attrs, const char ***pnames_out, int **pregs_out,
                        unsigned *np_out, unsigned *ndisc_out) {
  unsigned np = 0, i = 0;
  for (const gen_attrpat *ap = attrs; ap; ap = ap->next) np++;
  const char **pnames = np ? gen_alloc(L->g, np * sizeof *pnames) : NULL;
  int *pregs = int_array(L, np);
  for (const gen_attrpat *ap = attrs; ap; ap = ap->next, i++) {
    const gen_prop *prop = find_prop(op, ap->name.s);
    const gen_expr *v = ap->value;
    pnames[i] = ap->name.s;
    int r = 0;
    if (v->kind == GEN_X_NAME && prop && prop->enm) {
      const char *lit = enum_literal(L, prop, v->name.s);
      r = lower_literal(L, lit ? lit : "unit", true, v->loc);
      if (lit) tag_enum(L, &L->acts[L->nacts - 1], prop, v->name.s);
    } else if (v->kind == GEN_X_INT && prop) {
      const char *ty = prop->kind == RL_AK_I32 || prop->kind == RL_AK_NONNEG_I32 ? "i32"
                       : prop->kind == RL_AK_INDEX                               ? "index"
                                                                                 : "i64";
      if (prop->kind == RL_AK_BOOL) r = lower_literal(L, v->ival ? "true" : "false", true, v->loc);
      else r = lower_literal(L, fmt(L, "%lld : %s", (long long)v->ival, ty), true, v->loc);
    } else {
      r = lower_result(L, v, false);
      if (L->kinds[r] != RL_MK_ATTR && L->kinds[r] != RL_MK_TYPE)
        gen_error(L->g, v->loc, "property '%s' takes an attribute; this gives %s", ap->name.s,
                  L->kinds[r] == RL_MK_VALUE || L->kinds[r] == RL_MK_OP ? "a value" : "a range or a block");
      if (L->kinds[r] == RL_MK_TYPE) { /* a type property: its TypeAttr */
        gen_minst *t = emit(L, true, GB_GET, v->loc);
        t->idx = RL_MG_TYPE_ATTR;
        t->a = r;
        t->b = RL_MK_TYPE;
        t->kind = RL_MK_ATTR;
        t->d = newreg(L, RL_MK_ATTR);
        L->created[t->d] = L->created[r];
        r = t->d;
      }
      if (ap->optional) {
        if (v->kind != GEN_X_OP || strchr(v->name.s, '.') || L->nacts == 0 || L->acts[L->nacts - 1].op != GB_CALL)
          gen_error(L->g, v->loc, "only a helper's property can be optional: name = (Helper ...)?");
        else L->acts[L->nacts - 1].ival = 1; /* absent when it gives up */
      }
    }
    pregs[i] = r;
  }
  /* Discardable attributes (names that are no property) go last. */
  unsigned ndisc = 0;
  for (unsigned j = 0, w = 0; j < np; j++) {
    if (!find_prop(op, pnames[j])) continue;
    const char *pn = pnames[j];
    int pr = pregs[j];
    memmove(pnames + w + 1, pnames + w, (j - w) * sizeof *pnames);
    memmove(pregs + w + 1, pregs + w, (j - w) * sizeof *pregs);
    pnames[w] = pn;
    pregs[w++] = pr;
  }
  for (unsigned j = 0; j < np; j++) ndisc += !find_prop(op, pnames[j]);
  *pnames_out = pnames;
  *pregs_out = pregs;
  *np_out = np;
  *ndisc_out = ndisc;
}

static int lower_create(lower *L, const gen_expr *x, bool top) {
  const gen_op *op = gen_rules_find_op(L->rs, x->name.s);
  if (!op) return 0;
  unsigned n = 0, nsucc = 0, nregions = 0;
  int rreg = -1, rcount = -1;
  uint8_t rkind = 0;
  for (const gen_expr *a = x->args; a; a = a->next) {
    if (a->kind == GEN_X_REGION && !a->empty && a->bind.s) {
      /* {$rs...} of regions: moved in; {$xs...} of anything else: one
       * empty region per element (both into the op's variadic regions). */
      lbind *b = find(L, a->bind.s);
      if (b && (b->kind == RL_MK_REGIONS || b->kind == RL_MK_REGION)) rreg = b->reg, rkind = b->kind;
      else if (b && rl_mkind_is_range(b->kind) && a->suffix == GEN_B_VARIADIC) rcount = b->reg;
      else
        gen_error(L->g, a->loc, "'{$%s...}' moves a range of regions into the op, or makes one empty region per "
                                "element of a range", a->bind.s);
      continue;
    }
    if (a->kind == GEN_X_REGION) nregions++;
    else if (gen_rules_is_succ_arg(a)) nsucc++;
    else n++;
  }
  int *args = int_array(L, n), *sregs = int_array(L, nsucc);
  uint8_t *kinds = kind_array(L, n), *skinds = kind_array(L, nsucc);
  unsigned i = 0, k = 0;
  for (const gen_expr *a = x->args; a; a = a->next) {
    if (a->kind == GEN_X_REGION) continue;
    int r = lower_result(L, a, false);
    if (gen_rules_is_succ_arg(a)) {
      if (L->kinds[r] != RL_MK_BLOCK && L->kinds[r] != RL_MK_BLOCKS)
        gen_error(L->g, a->loc, "a successor is a block ('^b') or a range of blocks");
      sregs[k] = r;
      skinds[k++] = L->kinds[r];
      continue;
    }
    if (L->kinds[r] == RL_MK_OP) r = as_value(L, r, true, a->loc);
    if (L->kinds[r] != RL_MK_VALUE && L->kinds[r] != RL_MK_RANGE)
      gen_error(L->g, a->loc, "an operand of '%s' is a value or a range of values", op->name);
    args[i] = r;
    kinds[i++] = L->kinds[r];
  }
  const char **pnames;
  int *pregs;
  unsigned np, ndisc;
  lower_props(L, op, x->attrs, &pnames, &pregs, &np, &ndisc);
  gen_minst c;
  memset(&c, 0, sizeof c);
  c.op = GB_CREATE;
  c.d = c.a = c.b = -1;
  c.locop = -1;
  c.value_prop = -1;
  c.src = x->loc;
  c.name = op->name;
  c.opdef = op;
  c.args = args;
  c.argkinds = kinds;
  c.nargs = n;
  c.pnames = pnames;
  c.pregs = pregs;
  c.nprops = np;
  c.ndisc = ndisc;
  c.sregs = sregs;
  c.skinds = skinds;
  c.nsuccs = nsucc;
  c.nregions = nregions;
  c.rreg = rreg;
  c.rkind = rkind;
  c.rcount = rcount;
  result_types(L, &c, op, x, top);
  gen_minst *m = emit(L, true, GB_CREATE, x->loc);
  *m = c;
  if (x->at) {
    lbind *b = x->at->kind == GEN_X_BIND ? find(L, x->at->bind.s) : NULL;
    if (!b || b->kind != RL_MK_OP) gen_error(L->g, x->at->loc, "'@' takes a matched op: @ $op");
    else m->locop = b->reg;
  }
  m->d = newreg(L, RL_MK_OP);
  m->kind = RL_MK_OP;
  L->created[m->d] = true;
  L->regop[m->d] = op;
  L->nres[m->d] = (int)m->nresults;
  for (unsigned t = 0; m->tkinds && t < m->ntypes; t++)
    if (m->tkinds[t] == RL_MK_TYPES) L->nres[m->d] = -1; /* known when it runs */
  return m->d;
}

static int lower_call(lower *L, const gen_expr *x) {
  const gen_decl *h = user_helper(L, x->name.s);
  const gen_libsig *lib = h ? NULL : gen_match_libsig(L->rs, x->name.s);
  if ((h && h->kind != GEN_D_NATIVE) || (lib && lib->constraint) || (!h && !lib)) {
    gen_error(L->g, x->name.loc, "'%s' is not a helper that computes a value", x->name.s);
    return 0;
  }
  unsigned n = count_exprs(x->args);
  int *args = int_array(L, n);
  uint8_t *kinds = kind_array(L, n);
  bool created = false;
  unsigned i = 0;
  const gen_param *p = h ? h->params : NULL;
  for (const gen_expr *a = x->args; a; a = a->next, i++) {
    uint8_t want = arg_want(h, p, lib, i);
    int r = lower_result(L, a, false);
    if (L->kinds[r] == RL_MK_OP && want != RL_MK_OP) r = as_value(L, r, true, a->loc);
    /* A literal passed for a type is a type: (AsInt $l index). */
    if (want == RL_MK_TYPE && L->kinds[r] == RL_MK_ATTR && L->nacts && L->acts[L->nacts - 1].op == GB_LITERAL &&
        L->acts[L->nacts - 1].d == r)
      L->acts[L->nacts - 1].kind = L->kinds[r] = RL_MK_TYPE;
    if (want == RL_MK_ATTR && L->kinds[r] == RL_MK_VALUE && !L->created[r]) {
      gen_error(L->g, a->loc, "'%s' takes an attribute here; bind the constant's value: {value = $c}", x->name.s);
    }
    args[i] = r;
    kinds[i] = want;
    created |= L->created[r];
    if (p) p = p->next;
  }
  gen_minst *m = emit_call(L, true, x->name.s, h, args, kinds, n, x->loc);
  m->kind = h ? param_kind(h->ret.s) : lib->ret;
  m->d = newreg(L, m->kind);
  m->check = RL_MC_HELPER;
  m->why = fmt(L, "helper %s gave up", x->name.s);
  L->created[m->d] = created;
  return m->d;
}

static void bind_new(lower *L, gen_name name, int reg);

/* GB_FOR over ranges (one variable each, bound in L->b until the caller
 * drops them); collect >= 0: the register the loop collects into. */
static gen_minst *lower_loop_head(lower *L, const gen_expr *vars, const gen_expr *ranges, gen_loc at, int collect) {
  unsigned n = count_exprs(ranges);
  int *args = int_array(L, n);
  uint8_t *kinds = kind_array(L, n);
  unsigned i = 0;
  for (const gen_expr *r = ranges; r; r = r->next, i++) {
    args[i] = lower_result(L, r, false);
    kinds[i] = L->kinds[args[i]];
    if (!rl_mkind_is_range(kinds[i])) gen_error(L->g, r->loc, "'for' walks a range");
  }
  gen_minst *m = emit(L, true, GB_FOR, at);
  m->args = args;
  m->argkinds = kinds;
  m->nargs = n;
  m->b = collect;
  m->tregs = int_array(L, n);
  m->tkinds = kind_array(L, n);
  m->ntypes = n;
  m->why = "the ranges of a 'for' are not of the same length";
  i = 0;
  for (const gen_expr *v = vars; v && i < n; v = v->next, i++) {
    uint8_t k = rl_mkind_elem(kinds[i]);
    int var = newreg(L, k);
    L->created[var] = true; /* what depends on it stays in the loop */
    /* A range of ops of one kind ((terminators $r NAME)) gives ops of it. */
    L->regop[var] = L->regop[args[i]];
    L->nres[var] = L->regop[var] ? (int)L->regop[var]->nresults : -1;
    m->tregs[i] = var;
    m->tkinds[i] = k;
    bind_new(L, v->bind, var);
  }
  if (n) m->d = m->tregs[0];
  return m;
}

/* GB_IF and the conditions (checks that go to the GB_ELSE when they fail),
 * up to GB_THEN. */
static void lower_if_head(lower *L, const gen_expr *conds, gen_loc at) {
  emit(L, true, GB_IF, at);
  bool was = L->in_cond;
  L->in_cond = true;
  for (const gen_expr *w = conds; w; w = w->next) lower_cond(L, w);
  L->in_cond = was;
  emit(L, true, GB_THEN, at);
}

/* [E for $x in R]: the values (or blocks, regions, types, attributes) E
 * gives, in order; when E gives a range, its elements (a flat map). With
 * counts >= 0 (a `signature`'s types), r[counts] gets how many each E gave. */
static int lower_comp_counted(lower *L, const gen_expr *x, int counts) {
  unsigned nb = L->nb;
  int coll = newreg(L, RL_MK_RANGE);
  L->created[coll] = true;
  lower_loop_head(L, x->vars, x->args, x->loc, coll);
  unsigned head = L->nacts - 1;
  L->acts[head].a = counts;
  int remap[MAX_REGS]; /* the loop may not run: what it converted is not there after it */
  memcpy(remap, L->remap_of, sizeof remap);
  if (x->filter) lower_if_head(L, x->filter, x->loc);
  int v = lower_result(L, x->term, false);
  if (L->kinds[v] == RL_MK_OP && L->regop[v] && strchr(x->term->name.s ? x->term->name.s : "", '.'))
    v = as_value(L, v, true, x->term->loc); /* a created op: its result */
  uint8_t k = L->kinds[v];
  bool flat = rl_mkind_is_range(k) || counts >= 0;
  gen_minst *c = emit(L, true, GB_COLLECT, x->loc);
  c->a = v;
  c->b = coll;
  c->d = counts;
  c->ival = flat;
  c->idx = k;
  L->acts[head].ival = flat;
  if (k == RL_MK_OP) L->regop[coll] = L->regop[v];
  if (x->filter) {
    emit(L, true, GB_ELSE, x->loc);
    emit(L, true, GB_ENDIF, x->loc);
  }
  emit(L, true, GB_ENDFOR, x->loc);
  memcpy(L->remap_of, remap, sizeof remap);
  L->kinds[coll] = rl_mkind_is_range(k) ? k : rl_mkind_range_of(k);
  L->nb = nb;
  return coll;
}

static int lower_comp(lower *L, const gen_expr *x) { return lower_comp_counted(L, x, -1); }

/* A list `[a, b...]`: one range of what its elements are. */
static int lower_list(lower *L, const gen_expr *x) {
  unsigned n = count_exprs(x->args);
  int *args = int_array(L, n);
  uint8_t *kinds = kind_array(L, n);
  uint8_t out = RL_MK_RANGE;
  bool created = false;
  unsigned i = 0;
  bool decided = false;
  for (const gen_expr *a = x->args; a; a = a->next, i++) {
    int r = lower_result(L, a, false);
    uint8_t k = L->kinds[r];
    uint8_t elem = k == RL_MK_OP ? RL_MK_VALUE : rl_mkind_elem(k);
    args[i] = r;
    kinds[i] = k;
    created |= L->created[r];
    if (L->empty_def[r]) continue; /* `$xs = []`: of the kind this list decides */
    if (!decided) out = rl_mkind_range_of(elem);
    else if (rl_mkind_range_of(elem) != out)
      gen_error(L->g, a->loc, "a list holds one kind of thing: values, blocks, regions, types, attributes or ops");
    decided = true;
  }
  /* A name that holds `[]` takes the kind of the first list it is put in
   * with other things: `$ts = []; for ... { $ts = [$ts, (AddInts ...)]; }`. */
  for (unsigned j = 0; decided && j < n; j++) {
    int r = args[j];
    if (!L->empty_def[r]) continue;
    L->acts[L->empty_def[r] - 1].kind = out;
    L->kinds[r] = kinds[j] = out;
    L->empty_def[r] = 0;
    for (unsigned b = 0; b < L->nb; b++)
      if (L->b[b].reg == r) L->b[b].kind = out;
  }
  gen_minst *m = emit(L, true, GB_LIST, x->loc);
  m->args = args;
  m->argkinds = kinds;
  m->nargs = n;
  m->kind = out;
  m->d = newreg(L, out);
  L->created[m->d] = created || !n; /* `[]` starts a range the rule builds: nothing in it to convert */
  if (!n) L->empty_def[m->d] = (int)L->nacts;
  return m->d;
}

/* An accessor: (entry $r), (args ^b 1), (at $xs 0), ... */
static int lower_builtin(lower *L, const gen_expr *x, const gen_builtin *bi) {
  const gen_expr *a0 = x->args, *a1 = a0 ? a0->next : NULL;
  int r = a0 ? lower_result(L, a0, false) : 0;
  uint8_t k = L->kinds[r];
  if (bi->arg != 0xff && k != bi->arg && !(bi->arg == RL_MK_OP && k == RL_MK_OP))
    gen_error(L->g, x->loc, "'%s' takes %s", bi->name,
              bi->arg == RL_MK_BLOCK ? "a block" : bi->arg == RL_MK_REGION ? "a region" : bi->arg == RL_MK_REGIONS
              ? "a range of regions" : "an op");
  if (bi->what == RL_MG_PARENT && k != RL_MK_OP && k != RL_MK_BLOCK && k != RL_MK_REGION)
    gen_error(L->g, x->loc, "'parent' takes an op (its block), a block (its region) or a region (its op)");
  else if (bi->arg == 0xff && bi->what != RL_MG_TYPES && bi->what != RL_MG_PARENT && !rl_mkind_is_range(k))
    gen_error(L->g, x->loc, "'%s' takes a range", bi->name);
  /* (at R N), (drop R N), (take R N), (region $op N): N a number, or computed: an index attribute. */
  int at = -1;
  if (a1 && (bi->what == RL_MG_AT || bi->what == RL_MG_DROP || bi->what == RL_MG_TAKE || bi->what == RL_MG_REGION) &&
      a1->kind != GEN_X_INT) {
    at = lower_result(L, a1, false);
    if (L->kinds[at] != RL_MK_ATTR) gen_error(L->g, a1->loc, "'%s' takes a number or an index attribute here", bi->name);
  }
  gen_minst *m = emit(L, true, GB_GET, x->loc);
  m->idx = bi->what;
  m->a = r;
  m->b = k; /* the argument's kind */
  if (at >= 0) {
    m->args = int_array(L, 1);
    m->argkinds = kind_array(L, 1);
    m->args[0] = at;
    m->argkinds[0] = RL_MK_ATTR;
    m->nargs = 1;
  } else if (a1 && a1->kind == GEN_X_INT) m->ival = a1->ival;
  else if (a1 && a1->kind == GEN_X_NAME) m->name = a1->name.s; /* terminators: an op */
  else if (a1) gen_error(L->g, a1->loc, "'%s' takes a number here", bi->name);
  m->kind = bi->ret != 0xff ? bi->ret : bi->what == RL_MG_DROP || bi->what == RL_MG_TAKE ? k : bi->what == RL_MG_PARENT
            ? (k == RL_MK_BLOCK ? RL_MK_REGION : k == RL_MK_REGION ? RL_MK_OP : RL_MK_BLOCK) : rl_mkind_elem(k);
  m->check = RL_MC_HELPER;
  m->why = fmt(L, "(%s ...) does not exist", bi->name);
  m->d = newreg(L, m->kind);
  L->created[m->d] = L->created[r] || (at >= 0 && L->created[at]);
  /* Ops of one kind: (terminators $r NAME), and elements or slices of them. */
  if (bi->what == RL_MG_TERMINATORS && m->name) L->regop[m->d] = gen_rules_find_op(L->rs, m->name);
  else if (bi->what == RL_MG_AT || bi->what == RL_MG_DROP || bi->what == RL_MG_TAKE) L->regop[m->d] = L->regop[r];
  if (L->regop[m->d] && m->kind == RL_MK_OP) L->nres[m->d] = (int)L->regop[m->d]->nresults;
  return m->d;
}

static int lower_result(lower *L, const gen_expr *x, bool top) {
  switch (x->kind) {
  case GEN_X_BIND: return lower_use(L, x, true);
  case GEN_X_MLIR: return lower_literal(L, x->str.s, true, x->loc);
  case GEN_X_STRING: return lower_literal(L, string_text(L, x->str.s), true, x->loc);
  case GEN_X_NAME: return lower_literal(L, x->name.s, true, x->loc);
  case GEN_X_BLOCK: {
    lbind *b = find(L, x->bind.s);
    return b ? b->reg : 0;
  }
  case GEN_X_LIST: return lower_list(L, x);
  case GEN_X_COMP: return lower_comp(L, x);
  case GEN_X_OP:
    if (strchr(x->name.s, '.')) return lower_create(L, x, top);
    if (is_type_head(x)) return lower_typeof(L, x, true);
    if (is_source_head(x)) {
      /* A register of its own, never remapped: `$r = (source $d)` keeps
       * the input's value wherever $r is used (a fold over it, a term). */
      int r = lower_source(L, x);
      if (!r || !L->conv) return r;
      gen_minst *m = emit(L, true, GB_SET, x->loc);
      m->a = r;
      m->kind = L->kinds[r];
      m->ival = 1;
      m->d = newreg(L, m->kind);
      L->created[m->d] = true;
      return m->d;
    }
    if (gen_match_builtin(x->name.s)) return lower_builtin(L, x, gen_match_builtin(x->name.s));
    return lower_call(L, x);
  default: gen_error(L->g, x->loc, "this cannot be used as a value in a result"); return 0;
  }
}

static void set_ip(lower *L, int at, gen_loc src) {
  gen_minst *m = emit(L, true, GB_IP, src);
  m->a = at;
  m->b = at >= 0 ? L->kinds[at] : 0;
}

static void lower_replace(lower *L, int target, const gen_expr *vals, bool top, gen_loc at, int ip) {
  unsigned n = count_exprs(vals);
  /* An op without results (a terminator) replaced by a new op: the new op
   * is built where it was. */
  bool in_place = target != 0 && L->nres[target] <= 0 && n == 1 && vals->kind == GEN_X_OP && strchr(vals->name.s, '.');
  if (in_place) {
    set_ip(L, target, at);
    /* An op found by an accessor ((terminator ^b)): told when the rule runs. */
    if (L->nres[target] < 0) L->acts[L->nacts - 1].b = RL_M_IP_IF_NO_RESULTS;
  }
  int *args = int_array(L, n);
  uint8_t *kinds = kind_array(L, n);
  unsigned i = 0;
  for (const gen_expr *v = vals; v; v = v->next, i++) {
    int r = lower_result(L, v, top && n == 1);
    if (n > 1 && L->kinds[r] == RL_MK_OP) r = as_value(L, r, true, v->loc);
    args[i] = r;
    kinds[i] = L->kinds[r];
  }
  /* A pass's `rowwise H;`: the one value a lower rule of its file builds
   * to replace the root goes through H(root, value) (the llvm lowerings'
   * Unrolled: an op on n-D vectors, built as for one vector, is applied
   * to each 1-D row). */
  const char *rowwise = target == 0 && top && n == 1 && L->conv ? gen_rules_rowwise(L->rs) : NULL;
  if (rowwise && L->created[args[0]] && (kinds[0] == RL_MK_VALUE || (kinds[0] == RL_MK_OP && L->nres[args[0]] == 1))) {
    int v = kinds[0] == RL_MK_OP ? as_value(L, args[0], true, vals->loc) : args[0];
    int *cargs = int_array(L, 2);
    uint8_t *ckinds = kind_array(L, 2);
    cargs[0] = 0;
    ckinds[0] = RL_MK_OP;
    cargs[1] = v;
    ckinds[1] = RL_MK_VALUE;
    gen_minst *m = emit_call(L, true, rowwise, user_helper(L, rowwise), cargs, ckinds, 2, vals->loc);
    m->kind = RL_MK_VALUE;
    m->d = newreg(L, RL_MK_VALUE);
    m->check = RL_MC_HELPER;
    m->why = fmt(L, "helper %s (the pass's rowwise) gave up", rowwise);
    L->created[m->d] = true;
    args[0] = m->d;
    kinds[0] = RL_MK_VALUE;
  }
  /* The number of values must be the target's number of results. */
  int have = 0;
  for (unsigned k = 0; k < n && have >= 0; k++)
    have = kinds[k] == RL_MK_RANGE ? -1 : kinds[k] == RL_MK_OP ? (L->nres[args[k]] < 0 ? -1 : have + L->nres[args[k]]) : have + 1;
  if (have >= 0 && L->nres[target] >= 0 && have != L->nres[target])
    gen_error(L->g, at, "'%s' has %d result%s; the replacement gives %d value%s",
              L->regop[target] ? L->regop[target]->name : "the op", L->nres[target], L->nres[target] == 1 ? "" : "s",
              have, have == 1 ? "" : "s");
  gen_minst *m = emit(L, true, GB_REPLACE, at);
  m->a = target;
  m->args = args;
  m->argkinds = kinds;
  m->nargs = n;
  L->gone[target] = true;
  if (in_place) set_ip(L, ip, at);
}

static void bind_new(lower *L, gen_name name, int reg) {
  lbind *b = find(L, name.s);
  if (b) b->reg = reg;
  else if (L->nb < MAX_BINDS) L->b[L->nb++] = (lbind){name.s, reg, L->kinds[reg], L->regop[reg]};
  if (reg >= 0 && reg < MAX_REGS && !L->regname[reg]) L->regname[reg] = name.s;
}

/* Binds the arguments of a block made by the rule: $x one by one, $xs...
 * the rest. */
static void bind_block_args(lower *L, int blk, const gen_expr *args, gen_loc at) {
  unsigned k = 0;
  for (const gen_expr *a = args; a; a = a->next, k++) {
    if (a->kind == GEN_X_IGNORE) continue; /* `$_: Type`: made, not bound */
    bool range = a->suffix == GEN_B_VARIADIC;
    gen_minst *m = emit(L, true, GB_GET, at);
    m->idx = range ? RL_MG_ARGS : RL_MG_ARG;
    m->a = blk;
    m->b = RL_MK_BLOCK;
    m->ival = k;
    m->kind = range ? RL_MK_RANGE : RL_MK_VALUE;
    m->check = RL_MC_HELPER;
    m->why = "a new block has fewer arguments than bound";
    m->d = newreg(L, m->kind);
    L->created[m->d] = true;
    bind_new(L, a->bind, m->d);
  }
}

/* A `split` or `block` statement's new block: m defines it, the statement's
 * name binds it and its arguments bind as written. */
static void new_block(lower *L, gen_minst *m, const gen_stmt *s) {
  m->kind = RL_MK_BLOCK;
  m->d = newreg(L, RL_MK_BLOCK);
  L->created[m->d] = true;
  bind_new(L, s->bind, m->d);
  bind_block_args(L, m->d, s->args, s->loc);
}

/* `$acc = E;` in a `for` whose $acc was bound before it: E (the step of a
 * fold) goes to $acc's register, which the next iteration and what follows
 * the loop read. */
static void lower_fold_step(lower *L, lbind *acc, int r, gen_loc at) {
  if (L->kinds[acc->reg] == RL_MK_VALUE && L->kinds[r] == RL_MK_OP) r = as_value(L, r, true, at);
  gen_minst *last = L->nacts ? &L->acts[L->nacts - 1] : NULL;
  if (last && last->op == GB_LIST && last->d == r && !last->nargs && rl_mkind_is_range(L->kinds[acc->reg]))
    last->kind = L->kinds[r] = L->kinds[acc->reg]; /* `[]`: an empty range of what the name holds */
  if (L->kinds[r] != L->kinds[acc->reg]) {
    static const char *const what[] = {"a value",   "a range of values", "a type",  "an attribute",
                                       "an op",     "a block",           "a region", "a range of blocks",
                                       "a range of regions", "a range of types", "a range of ops",
                                       "a range of attributes"};
    unsigned was = L->kinds[acc->reg], now = L->kinds[r];
    gen_error(L->g, at, "'$%s' holds %s and is assigned %s: a name keeps the kind it was first bound to", acc->name,
              was < 12 ? what[was] : "?", now < 12 ? what[now] : "?");
    return;
  }
  gen_minst *m = emit(L, true, GB_SET, at);
  m->d = acc->reg;
  m->a = r;
  m->kind = L->kinds[r];
  L->created[acc->reg] = true; /* what reads it depends on the loop */
  if (L->regop[acc->reg] != L->regop[r]) L->regop[acc->reg] = NULL;
  if (L->nres[acc->reg] != L->nres[r]) L->nres[acc->reg] = -1;
}

static int block_reg(lower *L, gen_name n) {
  lbind *b = find(L, n.s);
  return b ? b->reg : 0;
}

static void lower_stmts(lower *L, const gen_stmt *s, int ip) {
  for (; s; s = s->next) {
    switch (s->kind) {
    case GEN_S_VALUE: lower_replace(L, 0, s->value, true, s->loc, ip); break;
    case GEN_S_LET: {
      int r = lower_result(L, s->value, false);
      lbind *acc = L->loops ? find(L, s->bind.s) : NULL;
      if (acc && (unsigned)(acc - L->b) < L->loop_nb) lower_fold_step(L, acc, r, s->loc);
      else if (strcmp(s->bind.s, "_")) {
        if (s->value->kind == GEN_X_BIND || s->value->kind == GEN_X_BLOCK) {
          /* `$y = $x`: a register of its own, which a later assignment to
           * $y (in a loop or a branch) changes without changing $x. */
          gen_minst *m = emit(L, true, GB_SET, s->loc);
          m->a = r;
          m->kind = L->kinds[r];
          m->ival = 1;
          m->d = newreg(L, m->kind);
          L->created[m->d] = L->created[r];
          L->regop[m->d] = L->regop[r];
          L->nres[m->d] = L->nres[r];
          r = m->d;
        }
        bind_new(L, s->bind, r);
      }
      break;
    }
    case GEN_S_REPLACE: {
      lbind *b = find(L, s->bind.s);
      if (b) lower_replace(L, b->reg, s->value, b->reg == 0, s->loc, ip);
      break;
    }
    case GEN_S_ERASE: {
      gen_minst *m = emit(L, true, GB_ERASE, s->loc);
      lbind *b = s->bind.s ? find(L, s->bind.s) : NULL;
      m->a = b ? b->reg : 0;
      m->ival = m->a != 0 && L->nres[m->a] == 0 ? GEN_ERASE_NOW : GEN_ERASE_AT_END; /* no results: now (in a loop too) */
      /* In a loop or a branch (which may not run): now, if nothing uses it
       * (else it stays, for the driver to erase once dead). */
      if (m->ival == GEN_ERASE_AT_END && m->a != 0 && L->loops) m->ival = GEN_ERASE_NOW_IF_UNUSED;
      if (m->ival) L->gone[m->a] = true;
      break;
    }
    case GEN_S_SPLIT: {
      gen_minst *m = emit(L, true, GB_SPLIT, s->loc);
      m->ival = s->args != NULL;
      m->why = "the op is not in a block";
      new_block(L, m, s);
      break;
    }
    case GEN_S_BLOCK: {
      unsigned n = count_exprs(s->args);
      int *args = int_array(L, n);
      uint8_t *kinds = kind_array(L, n);
      unsigned i = 0;
      for (const gen_expr *a = s->args; a; a = a->next, i++) {
        const gen_expr *t = a->types;
        int r = t->kind == GEN_X_NAME ? lower_literal_kind(L, t->name.s, true, t->loc, RL_MK_TYPE)
                : t->kind == GEN_X_MLIR ? lower_literal_kind(L, t->str.s, true, t->loc, RL_MK_TYPE)
                                        : lower_result(L, t, false);
        bool range = a->suffix == GEN_B_VARIADIC;
        if (L->kinds[r] != (range ? RL_MK_TYPES : RL_MK_TYPE))
          gen_error(L->g, a->types->loc, range ? "the arguments '$%s...' take a range of types: (type $xs)"
                                               : "the argument '$%s' takes a type", a->bind.s ? a->bind.s : "_");
        if (range && a->next) gen_error(L->g, a->loc, "only the last argument of a block can be a range");
        args[i] = r;
        kinds[i] = L->kinds[r];
      }
      int at = lower_result(L, s->at, false);
      gen_minst *m = emit(L, true, GB_BLOCK, s->loc);
      m->a = at;
      m->b = L->kinds[at];
      m->ival = s->where;
      m->args = args;
      m->argkinds = kinds;
      m->nargs = n;
      new_block(L, m, s);
      break;
    }
    case GEN_S_INLINE: {
      int r = lower_result(L, s->value, false);
      unsigned n = count_exprs(s->args);
      int *args = int_array(L, n);
      uint8_t *kinds = kind_array(L, n);
      unsigned i = 0;
      for (const gen_expr *a = s->args; a; a = a->next, i++) {
        int v = lower_result(L, a, false);
        if (L->kinds[v] == RL_MK_OP) v = as_value(L, v, true, a->loc);
        args[i] = v;
        kinds[i] = L->kinds[v];
      }
      int at = lower_result(L, s->at, false);
      gen_minst *m = emit(L, true, GB_INLINE, s->loc);
      m->a = r;
      m->b = at;
      m->kind = L->kinds[r];
      m->idx = L->kinds[at];
      m->ival = s->where;
      m->args = args;
      m->argkinds = kinds;
      m->nargs = n;
      m->why = "the region's entry block does not have as many arguments as values given";
      break;
    }
    case GEN_S_ERASE_BLOCK: {
      gen_minst *m = emit(L, true, GB_ERASE_BLOCK, s->loc);
      m->a = block_reg(L, s->bind);
      break;
    }
    case GEN_S_BEFORE: {
      int at = lower_result(L, s->value, false);
      if (L->kinds[at] != RL_MK_OP) gen_error(L->g, s->value->loc, "'before' takes an op");
      set_ip(L, at, s->loc);
      lower_stmts(L, s->body, at);
      set_ip(L, ip, s->loc);
      break;
    }
    case GEN_S_IN: {
      int blk = block_reg(L, s->bind);
      set_ip(L, blk, s->loc);
      lower_stmts(L, s->body, blk);
      set_ip(L, ip, s->loc);
      break;
    }
    case GEN_S_SIGNATURE: {
      int blk = lower_result(L, s->at, false);
      gen_minst m0;
      memset(&m0, 0, sizeof m0);
      if (s->value) {
        int counts = newreg(L, RL_MK_ATTRS);
        L->created[counts] = true;
        int types = lower_comp_counted(L, s->value, counts);
        if (L->kinds[types] != RL_MK_TYPES)
          gen_error(L->g, s->value->loc, "'signature ... as' takes the new types of each argument: [T for $x in R]");
        m0.args = int_array(L, 2);
        m0.argkinds = kind_array(L, 2);
        m0.args[0] = types;
        m0.args[1] = counts;
        m0.argkinds[0] = RL_MK_TYPES;
        m0.argkinds[1] = RL_MK_ATTRS;
        m0.nargs = 2;
      }
      gen_minst *m = emit(L, true, GB_SIGNATURE, s->loc);
      m->a = blk;
      m->args = m0.args;
      m->argkinds = m0.argkinds;
      m->nargs = m0.nargs;
      m->name = s->bind.s;
      m->helper = s->bind.s ? user_helper(L, s->bind.s) : NULL;
      m->check = RL_MC_HELPER;
      m->why = "the block's signature does not convert";
      break;
    }
    case GEN_S_USES: {
      int from = lower_result(L, s->args, false);
      int scope = s->at ? lower_result(L, s->at, false) : -1;
      int to = lower_result(L, s->value, false);
      if (L->kinds[to] == RL_MK_OP) to = as_value(L, to, true, s->value->loc);
      gen_minst *m = emit(L, true, GB_USES, s->loc);
      m->a = from;
      m->b = scope;
      m->idx = scope >= 0 ? L->kinds[scope] : 0;
      m->args = int_array(L, 1);
      m->argkinds = kind_array(L, 1);
      m->args[0] = to;
      m->argkinds[0] = L->kinds[to];
      m->nargs = 1;
      break;
    }
    case GEN_S_SET: {
      lbind *b = find(L, s->bind.s);
      if (!b || !b->op) break; /* reported by the checker */
      const char **pnames;
      int *pregs;
      unsigned np, ndisc;
      lower_props(L, b->op, s->value->attrs, &pnames, &pregs, &np, &ndisc);
      gen_minst *m = emit(L, true, GB_SETATTRS, s->loc);
      m->a = b->reg;
      m->pnames = pnames;
      m->pregs = pregs;
      m->nprops = np;
      m->ndisc = ndisc;
      break;
    }
    case GEN_S_FAIL: {
      gen_minst *m = emit(L, true, GB_FAIL, s->loc);
      m->check = RL_MC_CONDITION;
      m->why = "the rule says 'fail'";
      /* fail "message": an error at the root's location first. */
      if (s->value) m->name = m->why = s->value->str.s;
      break;
    }
    case GEN_S_IF: {
      /* A name bound before the `if` and bound again in a branch is
       * assigned (as a fold's accumulator is); the others end with it. */
      unsigned nb = L->nb, outer = L->loop_nb;
      lower_if_head(L, s->value, s->loc);
      L->loops++;
      L->loop_nb = nb;
      /* What one branch replaces or erases is there in the other; what
       * a branch converted (GB_REMAP) is not there after it. */
      bool gone[MAX_REGS];
      memcpy(gone, L->gone, sizeof gone);
      int remap[MAX_REGS];
      memcpy(remap, L->remap_of, sizeof remap);
      lower_stmts(L, s->body, ip);
      memcpy(L->remap_of, remap, sizeof remap);
      L->nb = nb;
      emit(L, true, GB_ELSE, s->loc);
      for (unsigned r = 0; r < MAX_REGS; r++) {
        bool then_gone = L->gone[r];
        L->gone[r] = gone[r];
        gone[r] = then_gone;
      }
      lower_stmts(L, s->orelse, ip);
      memcpy(L->remap_of, remap, sizeof remap);
      for (unsigned r = 0; r < MAX_REGS; r++) L->gone[r] |= gone[r];
      L->nb = nb;
      emit(L, true, GB_ENDIF, s->loc);
      L->loops--;
      L->loop_nb = outer;
      break;
    }
    case GEN_S_FOR: {
      unsigned nb = L->nb, outer = L->loop_nb;
      L->loops++;
      L->loop_nb = nb;
      lower_loop_head(L, s->args, s->value, s->loc, -1);
      int remap[MAX_REGS]; /* a loop may not run: what it converted is not there after it */
      memcpy(remap, L->remap_of, sizeof remap);
      lower_stmts(L, s->body, ip);
      memcpy(L->remap_of, remap, sizeof remap);
      emit(L, true, GB_ENDFOR, s->loc);
      L->loops--;
      L->loop_nb = outer;
      L->nb = nb;
      break;
    }
    }
  }
}

/* Whether binding `name` is used as a value in x (not inside (source ...)). */
static bool expr_uses(const gen_expr *x, const char *name) {
  for (; x; x = x->next) {
    if (x->kind == GEN_X_OP && x->name.s && !strcmp(x->name.s, "source")) continue;
    if (x->kind == GEN_X_BIND && x->bind.s && !strcmp(x->bind.s, name)) return true;
    if (expr_uses(x->args, name) || expr_uses(x->types, name) || expr_uses(x->at, name) ||
        expr_uses(x->term, name) || expr_uses(x->filter, name))
      return true;
    for (const gen_attrpat *a = x->attrs; a; a = a->next)
      if (expr_uses(a->value, name)) return true;
  }
  return false;
}
static bool stmts_use(const gen_stmt *s, const char *name) {
  for (; s; s = s->next)
    if (expr_uses(s->value, name) || expr_uses(s->args, name) || expr_uses(s->at, name) || stmts_use(s->body, name) ||
        stmts_use(s->orelse, name))
      return true;
  return false;
}

static void lower_results(lower *L) {
  /* A `lower` rule sees the root's operands converted in operand order
   * before it builds anything, as an MLIR pattern's adaptor does (the
   * casts a conversion makes come out in that order). */
  if (L->conv)
    for (unsigned i = 0; i < L->nins; i++) {
      const gen_minst *m = &L->ins[i];
      if (m->op != GM_OPERAND || m->a != 0) continue;
      for (unsigned k = 0; k < L->nb; k++)
        if (L->b[k].reg == m->d && (L->b[k].kind == RL_MK_VALUE || L->b[k].kind == RL_MK_RANGE) &&
            stmts_use(L->ri->rule->result, L->b[k].name)) {
          remapped(L, m->d, m->src);
          break;
        }
    }
  lower_stmts(L, L->ri->rule->result, -1);
}

/* Actions that depend only on what was matched (helper calls computing
 * attributes, literals) go first: a helper that gives up then leaves
 * nothing to undo. */
static void hoist(lower *L) {
  /* An action moves up when it computes (no edit), does not depend on what
   * the rule creates, and reads only registers set by matching or by
   * actions that move up too. */
  /* On the heap, not the arena: a file of many rules would keep them all. */
  int *def = malloc(((size_t)L->nregs + 1) * sizeof *def);
  bool *early = calloc(L->nacts + 1, 1);
  if (!def || !early) abort();
  for (int r = 0; r < L->nregs; r++) def[r] = -1;
  /* A fold's accumulator (GB_SET) changes in its loop: what reads it stays. */
  for (unsigned i = 0; i < L->nacts; i++)
    if (L->acts[i].op == GB_SET && !L->acts[i].ival) def[L->acts[i].d] = (int)i;
  unsigned ifs = 0; /* what runs only when a condition holds stays where it is */
  for (unsigned i = 0; i < L->nacts; i++) {
    gen_minst *m = &L->acts[i];
    ifs += m->op == GB_IF;
    ifs -= m->op == GB_ENDIF;
    bool pure = m->op == GB_CALL || m->op == GB_LITERAL || m->op == GB_TYPE || m->op == GB_RESULT ||
                m->op == GB_REMAP || m->op == GB_GET || m->op == GB_LIST || (m->op == GB_SET && m->ival);
    if (m->op == GB_CALL && !m->helper) {
      const gen_libsig *sig = gen_match_libsig(L->rs, m->name);
      pure = !sig || !sig->in_order;
    }
    early[i] = pure && !ifs && m->d >= 0 && !L->created[m->d];
    if (early[i] && m->a >= 0 && def[m->a] >= 0 && !early[def[m->a]]) early[i] = false;
    for (unsigned k = 0; early[i] && k < m->nargs; k++)
      if (def[m->args[k]] >= 0 && !early[def[m->args[k]]]) early[i] = false;
    if (m->d >= 0 && (def[m->d] < 0 || L->acts[def[m->d]].op != GB_SET || L->acts[def[m->d]].ival)) def[m->d] = (int)i;
  }
  gen_minst *tmp = malloc((L->nacts + 1) * sizeof *tmp);
  if (!tmp) abort();
  unsigned k = 0;
  for (int pass = 0; pass < 2; pass++)
    for (unsigned i = 0; i < L->nacts; i++)
      if (early[i] == (pass == 0)) tmp[k++] = L->acts[i];
  memcpy(L->acts, tmp, L->nacts * sizeof *tmp);
  free(tmp);
  free(early);
  free(def);
}

/* Under the greedy driver nothing undoes a block edit: in a `pattern` rule,
 * what may give up (a helper, a conversion) comes before the first one. */
static void check_late_failures(lower *L) {
  if (L->conv) return; /* the conversion driver rolls a failed rule back */
  const gen_minst *edit = NULL;
  /* A branch does not see the edits of the other branch of its `if`: per
   * open `if`, the edit before it and the first one of its then-branch. */
  const gen_minst *before[64], *then_edit[64];
  unsigned depth = 0;
  for (unsigned i = 0; i < L->nacts; i++) {
    const gen_minst *m = &L->acts[i];
    if (m->op == GB_IF && depth < 64) {
      before[depth] = edit;
      then_edit[depth++] = NULL;
    } else if (m->op == GB_ELSE && depth) {
      then_edit[depth - 1] = edit;
      edit = before[depth - 1];
    } else if (m->op == GB_ENDIF && depth) {
      depth--;
      if (!edit) edit = then_edit[depth];
    }
    if (m->op == GB_SPLIT || m->op == GB_BLOCK || m->op == GB_INLINE || m->op == GB_SIGNATURE || m->op == GB_USES ||
        m->op == GB_SETATTRS ||
        m->op == GB_REPLACE || (m->op == GB_ERASE && m->ival != GEN_ERASE_AT_END)) {
      if (!edit) edit = m;
    } else if (edit && (m->op == GB_CALL || m->op == GB_FAIL)) {
      if (m->op == GB_FAIL)
        gen_error(L->g, m->src, "'fail' after the rule has changed blocks or uses, which the greedy driver cannot "
                                "undo; decide before the first 'split', 'block', 'inline' or 'replace uses'");
      else
        gen_error(L->g, m->src, "helper '%s' may give up after the rule has changed blocks or uses, which the greedy "
                                "driver cannot undo; compute it before the first 'split', 'block', 'inline' or "
                                "'replace uses'", m->name);
      gen_note(L->g, edit->src, "the first change of blocks or uses is here");
      return;
    }
  }
}

/* ---- trees ---------------------------------------------------------------------- */

static bool same_ints(const int *a, const int *b, unsigned n) { return n == 0 || !memcmp(a, b, n * sizeof *a); }

static bool same_inst(const gen_minst *a, const gen_minst *b) {
  if (a->op != b->op || a->d != b->d || a->a != b->a || a->b != b->b || a->idx != b->idx || a->ival != b->ival ||
      a->nargs != b->nargs || a->check != b->check || a->kind != b->kind)
    return false;
  if ((a->name || b->name) && (!a->name || !b->name || strcmp(a->name, b->name))) return false;
  if (a->helper != b->helper || a->opdef != b->opdef) return false;
  if ((a->cconst || b->cconst) && (!a->cconst || !b->cconst || strcmp(a->cconst, b->cconst))) return false;
  return same_ints(a->args, b->args, a->nargs);
}

static gen_mnode *add_kid(gen_ctx *g, gen_mnode *n) {
  if (n->nkids == n->capkids) {
    unsigned nc = n->capkids ? n->capkids * 2 : 4;
    gen_mnode **k = gen_alloc(g, nc * sizeof *k);
    if (n->nkids) memcpy(k, n->kids, n->nkids * sizeof *k);
    n->kids = k;
    n->capkids = nc;
  }
  gen_mnode *kid = gen_alloc(g, sizeof *kid);
  memset(kid, 0, sizeof *kid);
  kid->parent = n;
  n->kids[n->nkids++] = kid;
  return kid;
}

static void tree_insert(gen_ctx *g, gen_mtree *t, const gen_minst *ins, unsigned n, gen_mleaf *leaf) {
  gen_mnode *at = &t->top;
  unsigned i = 0;
  /* Share a prefix only with the last branch: the leaves keep their order. */
  while (i < n && at->nkids && at->kids[at->nkids - 1]->inst && same_inst(at->kids[at->nkids - 1]->inst, &ins[i])) {
    at = at->kids[at->nkids - 1];
    i++;
  }
  for (; i < n; i++) {
    gen_mnode *k = add_kid(g, at);
    k->inst = gen_alloc(g, sizeof *k->inst);
    *k->inst = ins[i];
    at = k;
  }
  gen_mnode *lf = add_kid(g, at);
  lf->leaf = leaf;
  leaf->parent = at;
  if (t->nleaves == t->capleaves) {
    unsigned nc = t->capleaves ? t->capleaves * 2 : 8;
    gen_mleaf **v = gen_alloc(g, nc * sizeof *v);
    if (t->nleaves) memcpy(v, t->leaves, t->nleaves * sizeof *v);
    t->leaves = v;
    t->capleaves = nc;
  }
  t->leaves[t->nleaves++] = leaf;
}

static unsigned number(gen_mnode *n, unsigned next) {
  n->lo = next;
  if (n->leaf) return n->hi = next + 1;
  for (unsigned i = 0; i < n->nkids; i++) next = number(n->kids[i], next);
  return n->hi = next;
}

/* ---- rules that never fire, rules that undo each other ------------------------- */

static bool can_fail_when_applying(const gen_mleaf *l) {
  for (unsigned i = 0; i < l->nacts; i++)
    if (l->acts[i].op == GB_CALL || l->acts[i].op == GB_GET || l->acts[i].op == GB_INLINE || l->acts[i].op == GB_FAIL)
      return true;
  return false;
}

/* The leaves hanging from one node whose rewrite cannot give up, in tree
 * order (so their benefits never increase). */
typedef struct okleaves {
  unsigned *v, n, cap;
} okleaves;

/* Among the leaves of `ok` before leaf j, the first one of benefit b whose
 * rule is not rb, or -1: a binary search for the benefit, then past rb's
 * own leaves (one per operand order, next to each other). */
static int first_before(const gen_mprog *p, const gen_mtree *t, const okleaves *ok, unsigned b, unsigned rb,
                        unsigned j) {
  unsigned lo = 0, hi = ok->n;
  while (lo < hi) {
    unsigned mid = lo + (hi - lo) / 2;
    if (p->rules[t->leaves[ok->v[mid]]->rule]->benefit > b) lo = mid + 1;
    else hi = mid;
  }
  while (lo < ok->n && ok->v[lo] < j && t->leaves[ok->v[lo]]->rule == rb) lo++;
  if (lo == ok->n || ok->v[lo] >= j) return -1;
  const gen_mleaf *a = t->leaves[ok->v[lo]];
  return p->rules[a->rule]->benefit == b ? (int)ok->v[lo] : -1;
}

/* A rule is shadowed when, for each operand order it matches in, an
 * earlier rule of the same benefit whose rewrite cannot give up checks a
 * prefix of what it checks: that rule always fires first. Such a rule's
 * leaf hangs from a node on the path from the shadowed leaf up to the top;
 * each node keeps its leaves (okleaves), so a leaf costs the depth of its
 * path, not a look at every earlier leaf. */
static void check_shadowing(gen_mprog *p) {
  gen_ctx *g = p->g;
  for (unsigned ti = 0; ti < p->ntrees; ti++) {
    gen_mtree *t = &p->trees[ti];
    gen_index lists = {0}; /* node -> its okleaves */
    for (unsigned j = 0; j < t->nleaves; j++) {
      if (can_fail_when_applying(t->leaves[j])) continue;
      uintptr_t key = (uintptr_t)t->leaves[j]->parent;
      okleaves *ok = gen_index_get(&lists, key);
      if (!ok) ok = gen_index_add(g, &lists, key, gen_alloc(g, sizeof *ok));
      if (ok->n == ok->cap) {
        unsigned nc = ok->cap ? 2 * ok->cap : 4, *v = gen_alloc(g, nc * sizeof *v);
        if (ok->n) memcpy(v, ok->v, ok->n * sizeof *v);
        ok->v = v;
        ok->cap = nc;
      }
      ok->v[ok->n++] = j;
    }
    /* Rules were inserted one after the other: each one's leaves are a run. */
    unsigned j = 0;
    for (unsigned k = 0; k < t->nrules; k++) {
      unsigned rb = t->rules[k];
      const gen_rinst *B = p->rules[rb];
      int by = -1;
      bool all = true, any = false;
      for (; j < t->nleaves && t->leaves[j]->rule == rb; j++) {
        if (!all) continue;
        any = true;
        int found = -1;
        for (const gen_mnode *x = t->leaves[j]->parent; x; x = x->parent) {
          const okleaves *ok = gen_index_get(&lists, (uintptr_t)x);
          int i = ok ? first_before(p, t, ok, B->benefit, rb, j) : -1;
          if (i >= 0 && (found < 0 || i < found)) found = i;
        }
        if (found < 0) all = false;
        else by = (int)t->leaves[found]->rule;
      }
      if (any && all && by >= 0) {
        gen_warning(g, B->loc, "rule '%s' never fires: '%s' comes first, has the same benefit and matches everything "
                               "it matches",
                    B->name, p->rules[by]->name);
        gen_note(g, p->rules[by]->loc, "'%s' is here", p->rules[by]->name);
      }
    }
  }
}

/* The same shape: op names, operand structure and bindings as bindings
 * (names aside). */
static bool same_shape(const gen_expr *a, const gen_expr *b) {
  for (; a && b; a = a->next, b = b->next) {
    bool abind = a->kind == GEN_X_BIND || a->kind == GEN_X_IGNORE || a->kind == GEN_X_CONSTRAINED;
    bool bbind = b->kind == GEN_X_BIND || b->kind == GEN_X_IGNORE || b->kind == GEN_X_CONSTRAINED;
    if (abind || bbind) {
      if (abind != bbind) return false;
      continue;
    }
    if (a->kind != b->kind) return false;
    if (a->kind == GEN_X_OP && strcmp(a->name.s, b->name.s)) return false;
    if (a->kind == GEN_X_OP && !same_shape(a->args, b->args)) return false;
  }
  return !a && !b;
}

static const gen_expr *only_value(const gen_rinst *r) {
  const gen_stmt *s = r->rule->result;
  return s && !s->next && s->kind == GEN_S_VALUE && s->value->kind == GEN_X_OP ? s->value : NULL;
}

/* A hash of an expression's shape (of the list it heads, if list): equal
 * for any two that same_shape calls the same. */
static uint64_t shape_hash(const gen_expr *a, bool list) {
  uint64_t h = 0xcbf29ce484222325ull;
  for (; a; a = list ? a->next : NULL) {
    bool bind = a->kind == GEN_X_BIND || a->kind == GEN_X_IGNORE || a->kind == GEN_X_CONSTRAINED;
    h = (h ^ (bind ? 0xb1u : 0x100u + (unsigned)a->kind)) * 0x100000001b3ull;
    if (!bind && a->kind == GEN_X_OP) {
      h = (h ^ rl_hash_bytes(a->name.s, strlen(a->name.s))) * 0x100000001b3ull;
      h = (h ^ shape_hash(a->args, true)) * 0x100000001b3ull;
    }
    h ^= h >> 31;
  }
  return h;
}

/* Two rules whose results are each other's patterns rewrite back and forth
 * forever. Rules are indexed by the shapes of their result and pattern, and
 * each looks up the rules with the reverse pair: a cost per pair found, not
 * per pair of rules. */
typedef struct undo_pair {
  unsigned i, j;
} undo_pair;

static int undo_pair_cmp(const void *x, const void *y) {
  const undo_pair *a = x, *b = y;
  if (a->i != b->i) return (a->i > b->i) - (a->i < b->i);
  return (a->j > b->j) - (a->j < b->j);
}

static void check_undo(gen_mprog *p) {
  gen_ctx *g = p->g;
  unsigned n = p->nrules, npairs = 0, cap = 0;
  unsigned *next = gen_alloc(g, (n + 1) * sizeof *next); /* chains of rules with one key, as index + 1 */
  undo_pair *pairs = NULL;
  gen_index chains = {0}; /* key of (result shape, pattern shape) -> its chain's head */
  for (unsigned j = 0; j < n; j++) {
    /* A conversion legalizes each op once: `lower` rules cannot undo. */
    const gen_expr *rj = p->rules[j]->rule->lower ? NULL : only_value(p->rules[j]);
    if (!rj) continue;
    uint64_t hres = shape_hash(rj, false), hsrc = shape_hash(p->rules[j]->rule->source, false);
    /* The rules before j whose result has j's pattern's shape and whose
     * pattern has j's result's. */
    unsigned *head = gen_index_get(&chains, (uintptr_t)((hsrc * 31 + hres) | 1));
    for (unsigned i1 = head ? *head : 0; i1; i1 = next[i1 - 1]) {
      unsigned i = i1 - 1;
      const gen_expr *ri = only_value(p->rules[i]);
      const gen_expr *si = p->rules[i]->rule->source, *sj = p->rules[j]->rule->source;
      /* Compare single expressions, not the lists they head. */
      gen_expr a = *ri, b = *sj, c = *rj, d = *si;
      a.next = b.next = c.next = d.next = NULL;
      if (!same_shape(&a, &b) || !same_shape(&c, &d)) continue;
      if (npairs == cap) {
        cap = cap ? 2 * cap : 16;
        undo_pair *v = gen_alloc(g, cap * sizeof *v);
        if (npairs) memcpy(v, pairs, npairs * sizeof *v);
        pairs = v;
      }
      pairs[npairs++] = (undo_pair){i, j};
    }
    uintptr_t key = (uintptr_t)((hres * 31 + hsrc) | 1);
    head = gen_index_get(&chains, key);
    if (!head) head = gen_index_add(g, &chains, key, gen_alloc(g, sizeof *head));
    next[j] = *head;
    *head = j + 1;
  }
  /* In the order of the pairs of rules, as they were always reported. */
  if (npairs) qsort(pairs, npairs, sizeof *pairs, undo_pair_cmp);
  for (unsigned k = 0; k < npairs; k++) {
    unsigned i = pairs[k].i, j = pairs[k].j;
    gen_warning(g, p->rules[j]->loc, "rules '%s' and '%s' undo each other: together they never stop firing",
                p->rules[i]->name, p->rules[j]->name);
    gen_note(g, p->rules[i]->loc, "'%s' is here", p->rules[i]->name);
  }
}

/* Rules sorted by benefit, best first, then in definition order. */
typedef struct by_benefit {
  unsigned benefit, rule;
} by_benefit;

static int by_benefit_cmp(const void *x, const void *y) {
  const by_benefit *a = x, *b = y;
  if (a->benefit != b->benefit) return a->benefit > b->benefit ? -1 : 1;
  return (a->rule > b->rule) - (a->rule < b->rule);
}

/* gen_mleaf.fused_at: a replaced or erased op (or one whose block is split
 * or inlined) may be gone by the time a later create needs its location. */
/* Taken before the outermost `for` or `if` around the action that needs it,
 * which may run no time or not at all. */
static unsigned fused_at(const gen_mleaf *l) {
  unsigned first_free = l->nacts, depth = 0, opener = 0;
  for (unsigned i = 0; i < l->nacts; i++) {
    const gen_minst *m = &l->acts[i];
    if ((m->op == GB_FOR || m->op == GB_IF) && depth++ == 0) opener = i;
    if (m->op == GB_ENDFOR || m->op == GB_ENDIF) depth--;
    unsigned at = depth ? opener : i;
    if (m->op == GB_CREATE && m->locop < 0) return first_free < at ? first_free : at;
    if (first_free == l->nacts && (m->op == GB_REPLACE || m->op == GB_ERASE || m->op == GB_SPLIT || m->op == GB_INLINE))
      first_free = at;
  }
  return l->nacts;
}

gen_mprog *gen_match_build(gen_ctx *g, gen_rules *const *files, unsigned nfiles) {
  unsigned errors = g->errors;
  gen_mprog *p = gen_alloc(g, sizeof *p);
  memset(p, 0, sizeof *p);
  p->g = g;
  p->first_file = nfiles ? (int)files[0]->file_index : -1;
  for (unsigned f = 0; f < nfiles; f++) p->nrules += files[f]->nrules;
  p->rules = gen_alloc(g, (p->nrules + 1) * sizeof *p->rules);
  gen_rules **owner = gen_alloc(g, (p->nrules + 1) * sizeof *owner);
  unsigned k = 0;
  for (unsigned f = 0; f < nfiles; f++)
    for (unsigned i = 0; i < files[f]->nrules; i++) {
      owner[k] = files[f];
      p->rules[k++] = &files[f]->rules[i];
    }
  /* Order of trial: benefit, then definition. */
  by_benefit *idx = gen_alloc(g, (p->nrules + 1) * sizeof *idx);
  for (unsigned i = 0; i < p->nrules; i++) idx[i] = (by_benefit){p->rules[i]->benefit, i};
  qsort(idx, p->nrules, sizeof *idx, by_benefit_cmp);
  p->trees = gen_alloc(g, (p->nrules + 1) * sizeof *p->trees);
  lower *L = calloc(1, sizeof *L);
  if (!L) abort();
  gen_index tree_of = {0}; /* root name's key, plus 1 for `lower` trees -> its latest tree */
  for (unsigned oi = 0; oi < p->nrules; oi++) {
    unsigned ri = idx[oi].rule;
    gen_rinst *rule = p->rules[ri];
    const gen_expr *src = rule->rule->source;
    bool conv = rule->rule->lower;
    uintptr_t key = gen_name_key(g, src->name.s) | conv; /* identifiers are 16-byte aligned */
    /* One tree per root and benefit: a tree is one pattern of the set, at
     * its benefit, so that the dialects' C patterns of the op come between
     * its rules of a higher and of a lower benefit (docs/rules.md, "Benefit
     * and order"). Rules come here by decreasing benefit: a new benefit
     * starts a new tree, which the root's cell then holds. */
    gen_mtree **cell = gen_index_get(&tree_of, key);
    if (!cell) {
      cell = gen_alloc(g, sizeof *cell);
      *cell = NULL;
      gen_index_add(g, &tree_of, key, cell);
    }
    gen_mtree *t = *cell;
    if (!t || t->benefit != rule->benefit) {
      t = *cell = &p->trees[p->ntrees++];
      memset(t, 0, sizeof *t);
      t->root = src->name.s;
      t->lower = conv;
      t->benefit = rule->benefit;
    }
    if (t->nrules == t->caprules) {
      unsigned nc = t->caprules ? 2 * t->caprules : 8, *v = gen_alloc(g, nc * sizeof *v);
      if (t->nrules) memcpy(v, t->rules, t->nrules * sizeof *v);
      t->rules = v;
      t->caprules = nc;
    }
    t->rules[t->nrules++] = ri;
    /* One matcher per operand order of the commutative ops. */
    unsigned nvariants = 1, variants_done = 0;
    gen_mleaf *prev[64];
    gen_minst *prev_ins[64];
    unsigned prev_n[64];
    for (unsigned v = 0; v < nvariants && v < 64; v++) {
      memset(L, 0, offsetof(lower, b));
      L->g = g;
      L->rs = owner[ri];
      L->ri = rule;
      L->mask = v;
      L->errors = g->errors;
      L->nregs = 1;
      L->kinds[0] = RL_MK_OP;
      L->created[0] = false;
      L->regop[0] = NULL;
      L->nres[0] = 0;
      L->regname[0] = L->regname[MAX_REGS - 1] = NULL;
      L->remap_of[0] = L->remap_of[MAX_REGS - 1] = -1;
      L->view_of[0] = L->view_of[MAX_REGS - 1] = -1;
      L->gone[0] = L->gone[MAX_REGS - 1] = false;
      L->kinds[MAX_REGS - 1] = RL_MK_VALUE; /* what newreg hands out past the limit (an error) */
      L->created[MAX_REGS - 1] = false;
      L->regop[MAX_REGS - 1] = NULL;
      L->nres[MAX_REGS - 1] = -1;
      L->conv = conv;
      L->root = gen_rules_find_op(L->rs, src->name.s);
      lower_src_op(L, 0, src);
      if (v == 0) nvariants = 1u << (L->ncomm < 6 ? L->ncomm : 6);
      for (const gen_expr *w = rule->rule->where; w; w = w->next) lower_cond(L, w);
      lower_results(L);
      if (g->errors != errors) nvariants = 1; /* each error once, not once per operand order */
      hoist(L);
      check_late_failures(L);
      if ((int)t->nregs < L->nregs) t->nregs = (unsigned)L->nregs;
      /* A swapped order that checks exactly the same things adds nothing. */
      bool dup = false;
      for (unsigned u = 0; u < variants_done && !dup; u++) {
        dup = prev_n[u] == L->nins;
        for (unsigned j = 0; j < L->nins && dup; j++) dup = same_inst(&prev_ins[u][j], &L->ins[j]);
      }
      if (!dup && g->errors == errors) {
        gen_mleaf *leaf = gen_alloc(g, sizeof *leaf);
        leaf->rule = ri;
        leaf->variant = v;
        leaf->acts = L->nacts ? gen_alloc(g, L->nacts * sizeof *leaf->acts) : NULL;
        if (L->nacts) memcpy(leaf->acts, L->acts, L->nacts * sizeof *leaf->acts);
        leaf->nacts = L->nacts;
        leaf->matched = int_array(L, L->nmatched);
        if (L->nmatched) memcpy(leaf->matched, L->matched, L->nmatched * sizeof(int));
        leaf->nmatched = L->nmatched;
        leaf->regnames = gen_alloc(g, (size_t)L->nregs * sizeof *leaf->regnames);
        memcpy(leaf->regnames, L->regname, (size_t)L->nregs * sizeof *leaf->regnames);
        leaf->nregnames = (unsigned)L->nregs;
        leaf->fused_at = fused_at(leaf);
        tree_insert(g, t, L->ins, L->nins, leaf);
        prev_ins[variants_done] = L->ins; /* freed with the rule's other orders */
        prev_n[variants_done] = L->nins;
        prev[variants_done++] = leaf;
      } else {
        free(L->ins);
      }
      free(L->acts);
    }
    if (variants_done) prev[variants_done - 1]->last_variant = true;
    for (unsigned u = 0; u < variants_done; u++) free(prev_ins[u]);
  }
  free(L);
  for (unsigned i = 0; i < p->ntrees; i++) number(&p->trees[i].top, 0);
  if (g->errors == errors) {
    check_shadowing(p);
    check_undo(p);
  }
  return g->errors == errors ? p : NULL;
}

/* ---- the C back end's trees ------------------------------------------------------ */

/* The checks from the top down to leaf l, as a new array; *n gets their number. */
static const gen_minst **path_of(const gen_mleaf *l, unsigned *n) {
  unsigned k = 0;
  for (const gen_mnode *at = l->parent; at && at->inst; at = at->parent) k++;
  const gen_minst **v = malloc((k + 1) * sizeof *v);
  if (!v) abort();
  *n = k;
  for (const gen_mnode *at = l->parent; at && at->inst; at = at->parent) v[--k] = at->inst;
  return v;
}

static unsigned popcount(unsigned x) {
  unsigned n = 0;
  for (; x; x &= x - 1) n++;
  return n;
}

/* The leaves [i, j) are the orders of one rule: the commutative ops whose
 * order can loop around the first one's path (their bits), or 0 when the
 * orders differ in more than which operand each reads. */
static unsigned loop_mask(const gen_mtree *t, unsigned i, unsigned j) {
  const gen_mleaf *first = t->leaves[i], *last = t->leaves[j - 1];
  if (first->variant || !last->last_variant || first->nacts != last->nacts) return 0;
  unsigned n0, n1, mask = 0;
  const gen_minst **p0 = path_of(first, &n0), **p1 = path_of(last, &n1);
  bool ok = n0 == n1;
  for (unsigned k = 0; k < n0 && ok; k++) {
    gen_minst a = *p0[k];
    if (a.swap) {
      mask |= 1u << (a.swap - 1);
      a.idx = p1[k]->idx, a.name = p1[k]->name; /* the operand the last order reads */
    }
    ok = a.swap == p1[k]->swap && same_inst(&a, p1[k]);
  }
  for (unsigned k = 0; k < first->nacts && ok; k++) ok = same_inst(&first->acts[k], &last->acts[k]);
  ok = ok && mask && j - i == 1u << popcount(mask);
  for (unsigned k = i; k < j && ok; k++) ok = (t->leaves[k]->variant & ~mask) == 0;
  free(p0), free(p1);
  return ok ? mask : 0;
}

const gen_mprog *gen_match_swap_loops(const gen_mprog *p) {
  gen_ctx *g = p->g;
  gen_mprog *q = gen_alloc(g, sizeof *q);
  *q = *p;
  q->trees = gen_alloc(g, (p->ntrees + 1) * sizeof *q->trees);
  for (unsigned ti = 0; ti < p->ntrees; ti++) {
    const gen_mtree *t = &p->trees[ti];
    gen_mtree *nt = &q->trees[ti];
    *nt = *t;
    memset(&nt->top, 0, sizeof nt->top);
    nt->leaves = NULL;
    nt->nleaves = nt->capleaves = 0;
    for (unsigned i = 0, j; i < t->nleaves; i = j) {
      for (j = i + 1; j < t->nleaves && t->leaves[j]->rule == t->leaves[i]->rule; j++) {}
      unsigned mask = j - i > 1 ? loop_mask(t, i, j) : 0;
      for (unsigned k = i; k < (mask ? i + 1 : j); k++) {
        unsigned n;
        const gen_minst **path = path_of(t->leaves[k], &n);
        const gen_minst **lastp = mask ? path_of(t->leaves[j - 1], &n) : NULL;
        gen_minst *ins = gen_alloc(g, (n + 2) * sizeof *ins);
        unsigned m = 0;
        for (unsigned x = 0; x < n; x++) {
          if (mask && path[x]->swap && m == x) /* the loops start at the first operand they choose */
            ins[m++] = (gen_minst){.op = GM_SWAP, .d = -1, .a = -1, .b = -1, .idx = (int)t->leaves[i]->rule,
                                   .ival = mask, .locop = -1};
          ins[m] = *path[x];
          if (mask) ins[m].why = lastp[x]->why; /* failures are reported in the last order */
          if (!mask) ins[m].swap = 0;
          m++;
        }
        gen_mleaf *leaf = gen_alloc(g, sizeof *leaf);
        *leaf = *t->leaves[k];
        if (mask) leaf->swaps = mask, leaf->last_variant = true;
        tree_insert(g, nt, ins, m, leaf);
        free(path), free(lastp);
      }
    }
    number(&nt->top, 0);
  }
  return q;
}

/* ---- dump ------------------------------------------------------------------------ */

static const char *const mop_names[] = {
    "operand", "defop", "prop", "result", "type", "constof", "literal", "present", "same", "diff",
    "inteq", "typec", "attrc", "call", "isop", "b.call", "b.literal", "b.type", "b.result", "b.create", "b.replace",
    "b.erase", "b.remap", "succ", "region", "empty", "block", "nargs", "arg", "term", "ops",
    "b.list", "b.get", "b.split", "b.block", "b.inline", "b.ip", "b.for", "b.endfor", "b.collect", "b.set", "b.signature",
    "get", "native", "intcmp", "b.eraseblock", "b.if", "b.then", "b.else", "b.endif", "b.fail", "b.uses",
    "b.setattrs", "swap",
};

static void dump_inst(const gen_minst *m, FILE *f) {
  if (m->d >= 0) fprintf(f, "r%d = ", m->d);
  fprintf(f, "%s", mop_names[m->op]);
  if (m->name) fprintf(f, " '%s'", m->name);
  if (m->a >= 0) fprintf(f, " r%d", m->a);
  if (m->b >= 0) fprintf(f, " r%d", m->b);
  if (m->op == GM_OPERAND || m->op == GM_RESULT || m->op == GB_RESULT) fprintf(f, " #%d", m->idx);
  if (m->op == GM_INTEQ || (m->op == GM_INTCMP && m->b < 0)) fprintf(f, " %lld", (long long)m->ival);
  if (m->op == GM_INTCMP) fprintf(f, " %s", (const char *[]){"<", "<=", ">", ">="}[m->idx & 3]);
  if (m->nargs) {
    fprintf(f, " (");
    for (unsigned i = 0; i < m->nargs; i++) fprintf(f, "%sr%d", i ? " " : "", m->args[i]);
    fprintf(f, ")");
  }
  if (m->op == GB_CREATE) {
    for (unsigned i = 0; i < m->nprops; i++) fprintf(f, " {%s = r%d}", m->pnames[i], m->pregs[i]);
    static const char *const tm[] = {"written", "root", "same", "build", "none", "value", "root-converted"};
    fprintf(f, " types:%s", tm[m->tmode]);
    for (unsigned i = 0; i < m->ntypes; i++) fprintf(f, " r%d", m->tregs[i]);
    if (m->locop >= 0) fprintf(f, " @r%d", m->locop);
  }
  fprintf(f, "\n");
}

static void dump_node(const gen_mprog *p, const gen_mnode *n, unsigned depth, FILE *f) {
  for (unsigned i = 0; i < n->nkids; i++) {
    const gen_mnode *k = n->kids[i];
    fprintf(f, "%*s", (int)(2 * depth + 2), "");
    if (k->leaf) {
      const gen_mleaf *l = k->leaf;
      fprintf(f, "rule %s", p->rules[l->rule]->name);
      if (l->variant) fprintf(f, " (operands swapped: %u)", l->variant);
      fprintf(f, ":\n");
      for (unsigned a = 0; a < l->nacts; a++) {
        fprintf(f, "%*s", (int)(2 * depth + 6), "");
        dump_inst(&l->acts[a], f);
      }
      continue;
    }
    dump_inst(k->inst, f);
    dump_node(p, k, depth + 1, f);
  }
}

void gen_match_dump(const gen_mprog *p, FILE *f) {
  for (unsigned i = 0; i < p->ntrees; i++) {
    const gen_mtree *t = &p->trees[i];
    fprintf(f, "root %s%s (%u rules, %u leaves, %u registers):\n", t->root, t->lower ? " [lower]" : "",
            t->nrules, t->nleaves, t->nregs);
    dump_node(p, &t->top, 0, f);
  }
}
