/* The C back end of the rule compiler: prints a matcher program's decision
 * trees as C (gen/match.h). Each rule is echoed in a comment above its code
 * with `#line` back into the .rules file; each tree is one function of
 * nested ifs, so a check shared by several rules runs once; the file has
 * one registration function, rl_rules_<stem>_populate. Names are resolved
 * once per context when it runs (op infos, identifiers, literals, library
 * entries), so matching compares pointers and allocates nothing. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/strbuf.h"
#include "gen/match.h"
#include "gen/parse.h"
#include "gen/paths.h"
#include "gen/sema.h"


/* The kind of a literal table entry whose name is the C that makes it. */
enum { LIT_C = 15 };

typedef struct table {
  const char **names;
  uint8_t *kinds;
  unsigned n, cap;
  gen_index index; /* name's key | kind -> index + 1 (identifiers are 16-byte aligned, kinds < 16) */
} table;

typedef struct emitter {
  gen_ctx *g;
  const gen_mprog *p;
  rl_strbuf out;
  const char *out_path;
  size_t counted;        /* bytes of out whose newlines are counted */
  unsigned line;         /* lines before `counted` */
  table ops, ids, lits, libs, tps, aps;
  /* The tree being emitted: for each leaf, the leaf whose function it
   * calls (itself, or an earlier leaf with the same body: the operand
   * orders of a commutative op often rewrite alike), and where each
   * leaf's body is in `out`. */
  unsigned *alias;
  size_t *body_at, *body_len;
  /* The leaves with a body of their own by the body's hash: buckets (a
   * power of two of them, heads of chains through next_body, ~0u ends),
   * so that finding an equal earlier body is not a scan of all of them. */
  uint64_t *body_hash;
  unsigned *buckets, *next_body, nbuckets;
  unsigned loops;        /* the operand-order loops around what is being emitted: bit k for s_k */
  /* The tree being emitted: the fields of its tree%u_vals, each one
   * register under one name, as the code reads it ("v->x"); and for each
   * register, the field that holds it where the code being emitted is
   * (cur, -1 when none). A register is one field on any path through the
   * tree, so the fields hold what the register array did. */
  char **fname;
  int *freg;
  unsigned nfields, capfields;
  int *cur;
  unsigned nregs;
  const gen_mtree *tree;
  const gen_mleaf *leaf; /* the leaf being emitted, or NULL */
} emitter;

static void put(emitter *e, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(emitter *e, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char buf[4096];
  int n = vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  if (n >= (int)sizeof buf) {
    char *big = malloc((size_t)n + 1);
    va_start(ap, fmt);
    vsnprintf(big, (size_t)n + 1, fmt, ap);
    va_end(ap);
    rl_sb_puts(&e->out, big);
    free(big);
    return;
  }
  rl_sb_puts(&e->out, buf);
}

/* The line the next output byte will be on. */
static unsigned out_line(emitter *e) {
  for (; e->counted < e->out.len; e->counted++)
    if (e->out.data[e->counted] == '\n') e->line++;
  return e->line + 1;
}

static void line_back(emitter *e) { put(e, "#line %u \"%s\"\n", out_line(e) + 1, e->out_path); }

static void line_to(emitter *e, gen_loc l) {
  unsigned line, col;
  gen_loc_line_col(e->g, l, &line, &col);
  put(e, "#line %u \"%s\"\n", line, e->g->files[l.file].path);
}

static int intern(emitter *e, table *t, const char *name, uint8_t kind) {
  uintptr_t key = gen_name_key(e->g, name) | kind;
  uintptr_t at = (uintptr_t)gen_index_add(e->g, &t->index, key, (void *)(uintptr_t)(t->n + 1));
  if (at != t->n + 1) return (int)(at - 1);
  if (t->n == t->cap) {
    t->cap = t->cap ? t->cap * 2 : 16;
    t->names = realloc(t->names, t->cap * sizeof *t->names);
    t->kinds = realloc(t->kinds, t->cap);
  }
  t->names[t->n] = name;
  t->kinds[t->n] = kind;
  return (int)t->n++;
}

/* A C string literal. */
static void put_cstr(emitter *e, const char *s) {
  rl_sb_putc(&e->out, '"');
  for (; *s; s++) {
    unsigned char ch = (unsigned char)*s;
    if (ch == '"' || ch == '\\') {
      rl_sb_putc(&e->out, '\\');
      rl_sb_putc(&e->out, (char)ch);
    } else if (ch == '\n') {
      rl_sb_puts(&e->out, "\\n");
    } else if (ch < 32 || ch == '?') {
      put(e, "\\%03o", ch);
    } else {
      rl_sb_putc(&e->out, (char)ch);
    }
  }
  rl_sb_putc(&e->out, '"');
}

/* ---- tables -------------------------------------------------------------------- */

static void slot(emitter *e, gen_minst *m) {
  switch (m->op) {
  case GM_DEFOP:
  case GM_ISOP:
  case GM_TERM: m->slot = intern(e, &e->ops, m->name, 0); break;
  case GB_GET:
  case GM_GET:
    if (m->name) m->slot = intern(e, &e->ops, m->name, 0);
    break;
  case GB_CREATE:
    m->slot = intern(e, &e->ops, m->name, 0);
    for (unsigned i = 0; i < m->nprops; i++) intern(e, &e->ids, m->pnames[i], 0);
    break;
  case GB_SETATTRS: /* before the state's tables are sized: a name only a `set` uses counts too */
    for (unsigned i = 0; i < m->nprops; i++) intern(e, &e->ids, m->pnames[i], 0);
    break;
  case GM_PROP: m->slot = intern(e, &e->ids, m->name, 0); break;
  case GM_LITERAL:
  case GB_LITERAL:
    if (m->cconst && !e->g->generic_builders) /* an enum case: made from its constant (the name is the C) */
      m->slot = intern(e, &e->lits, gen_fmt(e->g, "rl_attr_integer(c, rl_type_integer(c, %lld, RL_SIGNLESS), %s)",
                                            (long long)m->ival, m->cconst), LIT_C);
    else m->slot = intern(e, &e->lits, m->name, m->kind);
    break;
  case GM_TYPEC: m->slot = intern(e, &e->tps, m->name, 0); break;
  case GM_ATTRC: m->slot = intern(e, &e->aps, m->name, 0); break;
  case GM_CALL:
  case GM_NATIVE:
  case GB_CALL:
    if (!m->helper) m->slot = intern(e, &e->libs, m->name, 0);
    break;
  default: break;
  }
}

static void slots(emitter *e, gen_mnode *n) {
  if (n->inst) slot(e, n->inst);
  if (n->leaf)
    for (unsigned i = 0; i < n->leaf->nacts; i++) slot(e, &n->leaf->acts[i]);
  for (unsigned i = 0; i < n->nkids; i++) slots(e, n->kids[i]);
}

/* ---- helpers written in C -------------------------------------------------------- */

/* ---- register names ------------------------------------------------------------------- */

static int leaf_field(emitter *e, const gen_mleaf *l, int reg);

/* Register reg as the generated code reads it: a field of the tree's
 * values, named after the rule's binding ("v->x") or after what holds it
 * ("v->addi2"). */
static const char *R(emitter *e, int reg) {
  if (reg < 0 || (unsigned)reg >= e->nregs) {
    fprintf(stderr, "rulir-gen: internal error: register %d of %u\n", reg, e->nregs);
    return "v->no_such_register";
  }
  if (e->cur[reg] < 0 && e->leaf) e->cur[reg] = leaf_field(e, e->leaf, reg);
  if (e->cur[reg] < 0) {
    fprintf(stderr, "rulir-gen: internal error: tree %s reads register %d before setting it\n", e->tree->root, reg);
    return "v->unset_register";
  }
  return e->fname[e->cur[reg]];
}

/* The action of l that first sets reg, or NULL. */
static const gen_minst *leaf_writer(const gen_mleaf *l, int reg) {
  for (unsigned i = 0; i < l->nacts; i++) {
    const gen_minst *m = &l->acts[i];
    if (m->d == reg) return m;
    for (unsigned k = 0; m->op == GB_FOR && k < m->ntypes; k++)
      if (m->tregs[k] == reg) return m;
  }
  return NULL;
}

/* What a register holds, for a name: the op it matches or makes, the
 * property, helper or accessor, or the kind of value. */
static const char *what(const gen_minst *m) {
  if (!m) return "val";
  switch (m->op) {
  case GM_DEFOP: case GM_TERM: case GB_CREATE: {
    const char *dot = m->name ? strrchr(m->name, '.') : NULL;
    return dot ? dot + 1 : m->name ? m->name : "op";
  }
  case GM_PROP: case GM_GET: case GB_GET: case GB_CALL: case GM_NATIVE: return m->name ? m->name : "val";
  case GM_OPERAND: return "opnd";
  case GM_RESULT: case GB_RESULT: return "res";
  case GM_TYPE: case GB_TYPE: return "type";
  case GM_CONSTOF: return "cst";
  case GM_LITERAL: case GB_LITERAL: return "lit";
  case GM_SUCC: return "succ";
  case GM_REGION: return "region";
  case GM_BLOCK: case GB_BLOCK: case GB_SPLIT: return "blk";
  case GM_ARG: return "arg";
  case GM_OPS: return "ops";
  case GB_LIST: return "list";
  case GB_REMAP: return "conv";
  case GB_FOR: return "elt";
  default: return "val";
  }
}

static bool c_keyword(const char *s) {
  static const char *const kw[] = {"auto", "bool", "break", "case", "char", "const", "continue", "default", "do",
                                   "double", "else", "enum", "extern", "false", "float", "for", "goto", "if",
                                   "inline", "int", "long", "register", "restrict", "return", "short", "signed",
                                   "sizeof", "static", "struct", "switch", "true", "typedef", "union", "unsigned",
                                   "void", "volatile", "while", "NULL", "asm", "typeof"};
  for (unsigned i = 0; i < sizeof kw / sizeof *kw; i++)
    if (!strcmp(s, kw[i])) return true;
  return s[0] == '_';
}

/* The field for register reg named after src (a binding, or with the
 * register's number after what holds it): made at first use, its name
 * given `_2`, `_3` when another register has it. */
static int field(emitter *e, int reg, const char *src, bool numbered) {
  char base[40], name[48];
  unsigned len = 0;
  for (const char *c = src; *c && len < 24; c++)
    if (isalpha((unsigned char)*c) || *c == '_' || (len && isdigit((unsigned char)*c))) base[len++] = *c;
  base[len] = 0;
  if (!len) snprintf(base, sizeof base, "val"), len = 3;
  if (numbered) snprintf(base + len, sizeof base - len, "%d", reg);
  snprintf(name, sizeof name, "%s", base);
  for (unsigned k = 2;; k++) {
    bool taken = c_keyword(name);
    for (unsigned j = 0; j < e->nfields && !taken; j++)
      if (!strcmp(e->fname[j] + 3, name)) {
        if (e->freg[j] == reg) return (int)j;
        taken = true;
      }
    if (!taken) break;
    snprintf(name, sizeof name, "%s_%u", base, k);
  }
  if (e->nfields == e->capfields) {
    e->capfields = e->capfields ? 2 * e->capfields : 32;
    e->fname = realloc(e->fname, e->capfields * sizeof *e->fname);
    e->freg = realloc(e->freg, e->capfields * sizeof *e->freg);
  }
  size_t n = strlen(name) + 4;
  e->fname[e->nfields] = malloc(n);
  snprintf(e->fname[e->nfields], n, "v->%s", name);
  e->freg[e->nfields] = reg;
  return (int)e->nfields++;
}

/* The field of the register node k sets: the name every rule below it
 * that binds the register gives it, else what holds it and its number. */
static int node_field(emitter *e, const gen_mnode *k) {
  int reg = k->inst->d;
  const char *bound = NULL;
  bool clash = false;
  for (unsigned i = k->lo; i < k->hi; i++) {
    const gen_mleaf *l = e->tree->leaves[i];
    const char *n = (unsigned)reg < l->nregnames ? l->regnames[reg] : NULL;
    if (!n) continue;
    if (bound && strcmp(bound, n)) clash = true;
    bound = n;
  }
  if (bound && !clash) return field(e, reg, bound, false);
  return field(e, reg, what(k->inst), true);
}

/* The field of a register leaf l sets (none of the nodes above it does). */
static int leaf_field(emitter *e, const gen_mleaf *l, int reg) {
  const char *n = (unsigned)reg < l->nregnames ? l->regnames[reg] : NULL;
  if (n) return field(e, reg, n, false);
  return field(e, reg, what(leaf_writer(l, reg)), true);
}

/* Walks the tree as emit_node does, setting each leaf's registers (the
 * fields of the nodes above it) into scope[leaf * nregs ...]. */
static void scope_leaves(emitter *e, const gen_mnode *n, int *scope) {
  for (unsigned i = 0; i < n->nkids; i++) {
    const gen_mnode *k = n->kids[i];
    if (k->leaf) {
      memcpy(scope + (size_t)k->lo * e->nregs, e->cur, e->nregs * sizeof *e->cur);
      continue;
    }
    int d = k->inst && k->inst->op != GM_SWAP ? k->inst->d : -1, old = d >= 0 ? e->cur[d] : -1;
    if (d >= 0) e->cur[d] = node_field(e, k);
    scope_leaves(e, k, scope);
    if (d >= 0) e->cur[d] = old;
  }
}

/* The tree's values: `typedef struct tree0_vals { rl_mval root, x, ...; } tree0_vals;`. */
static void emit_vals(emitter *e, unsigned tree) {
  put(e, "/* The values tree %u's checks and rewrites hold, by name. */\ntypedef struct tree%u_vals {\n  rl_mval", tree,
      tree);
  unsigned col = 9;
  for (unsigned f = 0; f < e->nfields; f++) {
    const char *n = e->fname[f] + 3;
    if (f && col + strlen(n) + 2 > 110) put(e, ",\n         "), col = 9;
    else if (f) put(e, ", "), col += 2;
    else put(e, " "), col++;
    put(e, "%s", n);
    col += (unsigned)strlen(n);
  }
  put(e, ";\n} tree%u_vals;\n\n", tree);
}

static void free_names(emitter *e) {
  for (unsigned f = 0; f < e->nfields; f++) free(e->fname[f]);
  free(e->fname), free(e->freg), free(e->cur);
  e->fname = NULL, e->freg = NULL, e->cur = NULL;
  e->nfields = e->capfields = e->nregs = 0;
}

/* Helper parameter and result kinds passed as a range (rl_mval) whole. */
static bool range_kind(const char *kind) {
  return !strcmp(kind, "ValueRange") || !strcmp(kind, "TypeRange") || !strcmp(kind, "AttrRange");
}

static const char *ctype(const char *kind) {
  if (!strcmp(kind, "Value")) return "rl_value *";
  if (range_kind(kind)) return "rl_mval ";
  if (!strcmp(kind, "Type")) return "rl_type *";
  if (!strcmp(kind, "Op")) return "rl_op *";
  return "rl_attr *";
}

static void emit_helper(emitter *e, const gen_decl *d) {
  bool native = d->kind == GEN_D_NATIVE;
  put(e, "/* %s %s, from %s. */\n", native ? "native" : "constraint", d->name.s, e->g->files[d->loc.file].path);
  if (native) put(e, "static %suser_%s(rl_context *ctx, rl_builder *b", ctype(d->ret.s), d->name.s);
  else put(e, "static bool user_%s(rl_context *ctx", d->name.s);
  for (const gen_param *p = d->params; p; p = p->next) put(e, ", %s%s", ctype(p->kind.s), p->name.s);
  put(e, ") {\n  (void)ctx;\n");
  if (native) put(e, "  (void)b;\n");
  line_to(e, d->code.loc);
  rl_sb_puts(&e->out, d->code.s);
  put(e, "\n");
  line_back(e);
  put(e, "}\n\n");
}

/* The argument list of a helper call: `v->x.p, v->y.p` cast to the
 * parameters' types (a range passed whole). */
static void call_args(emitter *e, const gen_minst *m) {
  const gen_param *p = m->helper->params;
  for (unsigned i = 0; i < m->nargs; i++, p = p ? p->next : NULL) {
    const char *k = p ? p->kind.s : "Value";
    if (range_kind(k)) put(e, ", %s", R(e, m->args[i]));
    else put(e, ", (%s)%s.p", ctype(k), R(e, m->args[i]));
  }
}

/* ---- matching ---------------------------------------------------------------------- */

static void indent(emitter *e, unsigned depth) {
  for (unsigned i = 0; i < depth; i++) rl_sb_puts(&e->out, "  ");
}

static bool is_load(const gen_minst *m) {
  return m->op == GM_OPERAND || m->op == GM_PROP || m->op == GM_TYPE || m->op == GM_LITERAL || m->op == GM_SUCC ||
         m->op == GM_REGION || m->op == GM_ARG || m->op == GM_OPS;
}

/* ---- the dialects' typed accessors and builders ------------------------------------
 * Where an op's definition allows it, the C reads operands and properties
 * with the accessors of the op's dialect header (rl_arith_subi_lhs,
 * rl_arith_constant_value) and builds ops with its typed builder
 * (rl_arith_addi_create): the C a dialect's author would write by hand.
 * rulir-gen --generic-builders keeps to core's generic forms. */

static bool typed_ok(const emitter *e, const gen_op *op) {
  return op && op->module && op->module->dialect && !e->g->generic_builders;
}

static const gen_prop *def_prop(const gen_op *op, const char *name) {
  for (unsigned j = 0; j < op->nprops; j++)
    if (!strcmp(op->props[j].name, name)) return &op->props[j];
  return NULL;
}

/* Whether create m can be a call of its op's typed builder: one value per
 * operand group (no variadic group), one block per successor, the op's
 * regions, properties the op declares (no discardable attribute), and
 * result types the builder infers or that are known one by one. */
static bool typed_create(const emitter *e, const gen_minst *m) {
  const gen_op *op = m->opdef;
  if (!typed_ok(e, op) || m->ndisc || m->nargs != op->noperands || op->variadic_regions ||
      m->nregions != op->nregions || m->nsuccs != op->nsuccs)
    return false;
  for (unsigned i = 0; i < op->noperands; i++)
    if (m->argkinds[i] != RL_MK_VALUE || op->operands[i].arity == RL_ARITY_VARIADIC) return false;
  for (unsigned i = 0; i < op->nsuccs; i++)
    if (m->skinds[i] != RL_MK_BLOCK || op->succs[i].arity != RL_ARITY_ONE) return false;
  for (unsigned k = 0; k < m->nprops; k++)
    if (!def_prop(op, m->pnames[k])) return false;
  if (gen_builder_type_source(op) >= 0)
    return m->tmode == GEN_T_SAME || m->tmode == GEN_T_ROOT || m->tmode == GEN_T_WRITTEN;
  for (unsigned i = 0; i < op->nresults; i++)
    if (op->results[i].arity != RL_ARITY_ONE) return false;
  switch (m->tmode) {
  case GEN_T_WRITTEN:
    if (m->ntypes != op->nresults) return false;
    for (unsigned i = 0; m->tkinds && i < m->ntypes; i++)
      if (m->tkinds[i] != RL_MK_TYPE) return false;
    return true;
  case GEN_T_ROOT:
  case GEN_T_ROOT_CONVERTED: return true;
  case GEN_T_SAME: return op->noperands > 0;
  case GEN_T_VALUE: return m->value_prop >= 0 && (unsigned)m->value_prop < m->nprops;
  case GEN_T_NONE: return op->nresults == 0;
  default: return false;
  }
}

/* Whether load m reads with a typed accessor. */
static bool typed_load(const emitter *e, const gen_minst *m) {
  if (!typed_ok(e, m->opdef)) return false;
  if (m->op == GM_OPERAND)
    return m->ival && !(m->swap && (e->loops >> (m->swap - 1) & 1)) && (unsigned)m->idx < m->opdef->noperands;
  return m->op == GM_PROP && def_prop(m->opdef, m->name);
}

/* The header of a dialect's typed ops: `<dialect>/<dialect>_ops.h` under
 * the -I folder its .ops file was found in, as rulir-gen writes it beside
 * `-o <dialect>/<dialect>_ops.c`; rulir's own dialects' under "dialects/"
 * (installed in include/rulir/dialects/, built in build/gen/dialects/). */
static const char *module_header(emitter *e, const gen_module *mod) {
  gen_ctx *g = e->g;
  const char *path = g->files[mod->file_index].path, *rel = NULL;
  bool own = false;
  for (unsigned i = 0; i < g->ninclude_dirs && !rel; i++) {
    const char *dir = g->include_dirs[i];
    size_t n = strlen(dir);
    if (strncmp(path, dir, n) || path[n] != '/') continue;
    rel = path + n + 1;
    char *a = realpath(dir, NULL), *b = realpath(gen_dialects_dir(), NULL);
    own = a && b && !strcmp(a, b);
    free(a);
    free(b);
  }
  if (!rel) rel = path;
  size_t n = strlen(rel);
  if (n > 4 && !strcmp(rel + n - 4, ".ops")) n -= 4;
  rl_strbuf b = {0};
  rl_sb_printf(&b, "%s%.*s_ops.h", own ? "dialects/" : "", (int)n, rel);
  char *h = gen_strndup(g, b.data, b.len);
  rl_sb_free(&b);
  return h;
}

static void mark_module(emitter *e, const gen_minst *m, const gen_module **mods, unsigned *n, unsigned cap) {
  const gen_module *mod = NULL;
  if (m->op == GB_CREATE ? typed_create(e, m) : (m->op == GM_OPERAND || m->op == GM_PROP) && typed_load(e, m))
    mod = m->opdef->module;
  else if ((m->op == GM_LITERAL || m->op == GB_LITERAL) && m->cconst && !e->g->generic_builders)
    mod = m->cmod;
  if (!mod) return;
  for (unsigned i = 0; i < *n; i++)
    if (mods[i] == mod) return;
  if (*n < cap) mods[(*n)++] = mod;
}

static void mark_modules(emitter *e, const gen_mtree *t, const gen_mnode *nd, const gen_module **mods, unsigned *n,
                         unsigned cap) {
  if (nd->inst) mark_module(e, nd->inst, mods, n, cap);
  for (unsigned i = 0; i < nd->nkids; i++) mark_modules(e, t, nd->kids[i], mods, n, cap);
  if (nd != &t->top) return;
  for (unsigned l = 0; l < t->nleaves; l++)
    for (unsigned i = 0; i < t->leaves[l]->nacts; i++) mark_module(e, &t->leaves[l]->acts[i], mods, n, cap);
}

static void emit_load(emitter *e, const gen_minst *m) {
  switch (m->op) {
  case GM_OPERAND: {
    char idx[16];
    if (m->swap && (e->loops >> (m->swap - 1) & 1)) snprintf(idx, sizeof idx, m->idx ? "s%d ^ 1" : "s%d", m->swap - 1);
    else snprintf(idx, sizeof idx, "%d", m->idx);
    if (typed_load(e, m))
      put(e, "%s = (rl_mval){rl_%s_%s_%s(%s.p), 0, 0};", R(e, m->d), m->opdef->module->dialect, m->opdef->cname,
          m->opdef->operands[m->idx].name, R(e, m->a));
    else if (m->ival) put(e, "%s = (rl_mval){rl_op_operand(%s.p, %s), 0, 0};", R(e, m->d), R(e, m->a), idx);
    else put(e, "%s = rl_m_operand_group(%s.p, %s);", R(e, m->d), R(e, m->a), idx);
    break;
  }
  case GM_PROP:
    if (typed_load(e, m))
      put(e, "%s = (rl_mval){rl_%s_%s_%s(%s.p), 0, 0};", R(e, m->d), m->opdef->module->dialect, m->opdef->cname,
          m->name, R(e, m->a));
    else put(e, "%s = (rl_mval){rl_op_get_prop(%s.p, S->id[%d]), 0, 0};", R(e, m->d), R(e, m->a), m->slot);
    break;
  case GM_TYPE: put(e, "%s = (rl_mval){((rl_value *)%s.p)->type, 0, 0};", R(e, m->d), R(e, m->a)); break;
  case GM_LITERAL: put(e, "%s = (rl_mval){S->lit[%d], 0, 0};", R(e, m->d), m->slot); break;
  case GM_SUCC: put(e, "%s = rl_m_succ_group(%s.p, %d);", R(e, m->d), R(e, m->a), m->idx); break;
  case GM_REGION: put(e, "%s = rl_m_region_group(%s.p, %d);", R(e, m->d), R(e, m->a), m->idx); break;
  case GM_ARG:
    if (m->kind == RL_MK_RANGE)
      put(e, "%s = rl_m_block_args(%s.p, %d);", R(e, m->d), R(e, m->a), m->idx);
    else put(e, "%s = (rl_mval){((rl_block *)%s.p)->args[%d], 0, 0};", R(e, m->d), R(e, m->a), m->idx);
    break;
  case GM_OPS: put(e, "%s = rl_m_block_ops(%s.p, %s);", R(e, m->d), R(e, m->a), m->ival ? "false" : "true"); break;
  default: break;
  }
}

static void emit_cond(emitter *e, const gen_minst *m) {
  switch (m->op) {
  case GM_DEFOP: put(e, "(%s = (rl_mval){m_defop(%s.p, S->op[%d]), 0, 0}).p", R(e, m->d), R(e, m->a), m->slot); break;
  case GM_RESULT: put(e, "(%s = (rl_mval){m_result(%s.p, %d), 0, 0}).p", R(e, m->d), R(e, m->a), m->idx); break;
  case GM_CONSTOF:
    put(e, "(%s = (rl_mval){%s.p ? rl_m_constant_of(%s.p) : NULL, 0, 0}).p", R(e, m->d), R(e, m->a), R(e, m->a));
    break;
  case GM_PRESENT: put(e, "%s.p", R(e, m->a)); break;
  case GM_ISOP: put(e, "(%s.p && ((rl_op *)%s.p)->info == S->op[%d])", R(e, m->a), R(e, m->a), m->slot); break;
  case GM_SAME:
  case GM_DIFF:
    if (rl_mkind_is_range(m->kind))
      put(e, "%srl_m_same(&%s, &%s, %u)", m->op == GM_DIFF ? "!" : "", R(e, m->a), R(e, m->b), m->kind);
    else put(e, "%sm_same(&%s, &%s)", m->op == GM_DIFF ? "!" : "", R(e, m->a), R(e, m->b));
    break;
  case GM_EMPTY: put(e, "(%s.p && !((rl_region *)%s.p)->first)", R(e, m->a), R(e, m->a)); break;
  case GM_BLOCK: put(e, "(%s = (rl_mval){rl_m_only_block(%s.p), 0, 0}).p", R(e, m->d), R(e, m->a)); break;
  case GM_NARGS:
    if (m->idx && !m->ival) put(e, "1 /* any number of arguments */");
    else put(e, "((rl_block *)%s.p)->nargs %s %lldu", R(e, m->a), m->idx ? ">=" : "==", (long long)m->ival);
    break;
  case GM_TERM:
    put(e, "(%s = (rl_mval){rl_m_terminator(%s.p, S->op[%d], %s), 0, 0}).p", R(e, m->d), R(e, m->a), m->slot,
        m->ival ? "true" : "false");
    break;
  case GM_INTEQ: put(e, "m_inteq(%s.p, %lldll)", R(e, m->a), (long long)m->ival); break;
  case GM_TYPEC: put(e, "S->tp[%d](%s.p)", m->slot, R(e, m->a)); break;
  case GM_ATTRC: put(e, "(%s.p && S->ap[%d](%s.p))", R(e, m->a), m->slot, R(e, m->a)); break;
  case GM_CALL:
    if (m->helper) {
      put(e, "user_%s(S->c", m->name);
      call_args(e, m);
      put(e, ")");
    } else {
      put(e, "S->lib[%d]->check(S->c, (const rl_mval[]){", m->slot);
      for (unsigned i = 0; i < m->nargs; i++) put(e, "%s%s", i ? ", " : "", R(e, m->args[i]));
      put(e, "})");
    }
    break;
  case GM_GET:
    put(e, "rl_m_get(S->c, %d, &%s, %d, %lldll, ", m->idx, R(e, m->a), m->b, (long long)m->ival);
    if (m->name) put(e, "S->op[%d]", m->slot);
    else put(e, "NULL");
    put(e, ", &%s)", R(e, m->d));
    break;
  case GM_NATIVE:
    put(e, "(%s = (rl_mval){0}, S->lib[%d]->fn(S->c, NULL, (const rl_mval[]){", R(e, m->d), m->slot);
    for (unsigned i = 0; i < m->nargs; i++) put(e, "%s%s", i ? ", " : "", R(e, m->args[i]));
    put(e, "}, &%s) && %s.p)", R(e, m->d), R(e, m->d));
    break;
  case GM_INTCMP:
    if (m->b >= 0) put(e, "rl_m_int_cmp(&%s, &%s, 0, %d)", R(e, m->a), R(e, m->b), m->idx);
    else put(e, "rl_m_int_cmp(&%s, NULL, %lldll, %d)", R(e, m->a), (long long)m->ival, m->idx);
    break;
  default: put(e, "0"); break;
  }
}

static const char *check_name(unsigned check) {
  switch (check) {
  case RL_MC_OPERAND: return "RL_MC_OPERAND";
  case RL_MC_SAME: return "RL_MC_SAME";
  case RL_MC_PROPERTY: return "RL_MC_PROPERTY";
  case RL_MC_CONDITION: return "RL_MC_CONDITION";
  case RL_MC_HELPER: return "RL_MC_HELPER";
  case RL_MC_DISABLED: return "RL_MC_DISABLED";
  default: return "RL_MC_CONSTRAINT";
  }
}

/* "s0 && s1" for the loops of mask: true in their last iteration. */
static void put_last(emitter *e, unsigned mask) {
  for (unsigned k = 0, first = 1; k < 32; k++)
    if (mask >> k & 1) put(e, "%ss%u", first ? "" : " && ", k), first = 0;
}

/* loops: the operand-order loops (GM_SWAP) around n, bit k for s_k. */
static void emit_node(emitter *e, unsigned tree, const gen_mnode *n, unsigned depth, unsigned loops) {
  for (unsigned i = 0; i < n->nkids; i++) {
    const gen_mnode *k = n->kids[i];
    if (k->leaf) {
      indent(e, depth);
      put(e, "if (leaf_%u_%u(S, v, root, rw, ", tree, e->alias ? e->alias[k->lo] : k->lo);
      if (loops) put_last(e, loops);
      else put(e, "%s", e->p->trees[tree].leaves[k->lo]->last_variant ? "true" : "false");
      put(e, ")) return true;\n");
      continue;
    }
    const gen_minst *m = k->inst;
    if (m->op == GM_SWAP) { /* the orders in turn, the first commutative op's changing fastest */
      unsigned mask = (unsigned)m->ival, d = depth;
      for (int b = 31; b >= 0; b--) {
        if (!(mask >> b & 1)) continue;
        indent(e, d++);
        put(e, "for (unsigned s%d = 0; s%d < 2; s%d++)%s\n", b, b, b, (mask & ((1u << b) - 1)) ? "" : " {");
      }
      e->loops = loops | mask;
      emit_node(e, tree, k, d, loops | mask);
      e->loops = loops;
      indent(e, d - 1);
      put(e, "}\n");
      continue;
    }
    int d = m->d, old = d >= 0 ? e->cur[d] : -1;
    if (d >= 0) e->cur[d] = node_field(e, k);
    if (is_load(m)) { /* a register: no block of its own (a sibling that runs after reloads what it reads) */
      indent(e, depth);
      emit_load(e, m);
      put(e, "\n");
      emit_node(e, tree, k, depth, loops);
      if (d >= 0) e->cur[d] = old;
      continue;
    }
    indent(e, depth);
    put(e, "if (");
    emit_cond(e, m);
    put(e, ") {\n");
    emit_node(e, tree, k, depth + 1, loops);
    indent(e, depth);
    put(e, "} else if (tr");
    if (loops) put(e, " && "), put_last(e, loops);
    put(e, ") {\n");
    indent(e, depth + 1);
    put(e, "m_fail(t, S->rules, tree%u_leaf_rule, tree%u_leaf_last, %u, %u, root, %s,", tree, tree, k->lo, k->hi,
        check_name(m->check));
    const char *why = m->why ? m->why : "check failed";
    if (2 * depth + 90 + strlen(why) > 120) { /* the message on a line of its own */
      put(e, "\n");
      indent(e, depth + 3);
    } else {
      put(e, " ");
    }
    put_cstr(e, why);
    put(e, ");\n");
    indent(e, depth);
    put(e, "}\n");
    if (d >= 0) e->cur[d] = old;
  }
}

/* ---- rewriting ------------------------------------------------------------------------ */

/* The rule's text from its `pattern` keyword to its `;`, for the comment. */
static void echo_rule(emitter *e, const gen_rinst *ri) {
  const gen_file *f = &e->g->files[ri->decl->loc.file];
  size_t s = ri->decl->loc.off, i = s;
  int depth = 0;
  for (; i < f->len; i++) {
    char ch = f->buf[i];
    if (ch == '"') {
      for (i++; i < f->len && f->buf[i] != '"'; i++)
        if (f->buf[i] == '\\') i++;
    } else if (ch == '(' || ch == '{' || ch == '[') depth++;
    else if (ch == ')' || ch == '}' || ch == ']') depth--;
    else if (ch == ';' && depth <= 0) break;
  }
  put(e, "/* ");
  for (size_t k = s; k <= i && k < f->len; k++) {
    if (f->buf[k] == '*' && k + 1 < f->len && f->buf[k + 1] == '/') {
      rl_sb_puts(&e->out, "* /");
      k++;
      continue;
    }
    rl_sb_putc(&e->out, f->buf[k]);
  }
  if (ri->row) put(e, "\n   (instance %s)", ri->name);
  put(e, " */\n");
}

static void kinds_array(emitter *e, const gen_minst *m) {
  put(e, "(const uint8_t[]){");
  for (unsigned i = 0; i < m->nargs; i++) put(e, "%s%u", i ? ", " : "", m->argkinds[i]);
  if (!m->nargs) put(e, "0");
  put(e, "}");
}

static void regs_array(emitter *e, const int *regs, unsigned n) {
  put(e, "(const rl_mval[]){");
  for (unsigned i = 0; i < n; i++) put(e, "%s%s", i ? ", " : "", R(e, regs[i]));
  if (!n) put(e, "{0}");
  put(e, "}");
}

/* Create m as a call of its op's typed builder (typed_create said it can
 * be): result types first when the builder takes them, then operands,
 * successors and properties in the op's order; the types that can be
 * missing (a converted root type, a constant's) are checked first. */
static void emit_typed_create(emitter *e, const gen_mleaf *l, const gen_minst *m) {
  const gen_op *op = m->opdef;
  bool explicit = gen_builder_type_source(op) < 0;
  rl_strbuf ty = {0};
  bool block = false;
  for (unsigned i = 0; explicit && i < op->nresults; i++) {
    rl_sb_puts(&ty, ", ");
    switch (m->tmode) {
    case GEN_T_WRITTEN: rl_sb_printf(&ty, "%s.p", R(e, m->tregs[i])); break;
    case GEN_T_SAME: rl_sb_printf(&ty, "((rl_value *)%s.p)->type", R(e, m->args[0])); break;
    case GEN_T_ROOT:
    case GEN_T_ROOT_CONVERTED:
    case GEN_T_VALUE:
      if (!block) put(e, "  {\n");
      block = true;
      if (m->tmode == GEN_T_VALUE)
        put(e, "    rl_type *t%u = rl_m_value_type(%s.p);\n", i, R(e, m->pregs[m->value_prop]));
      else
        put(e, "    rl_type *t%u = rl_m_root_type(rw, root, %u, %u, %s);\n", i, i, op->nresults,
            m->tmode == GEN_T_ROOT_CONVERTED ? "true" : "false");
      put(e, "    if (!t%u) goto fail;\n", i);
      rl_sb_printf(&ty, "t%u", i);
      break;
    default: break;
    }
  }
  put(e, "%s  if (!m_made(rl_%s_%s_create(&rw->b, ", block ? "  " : "", op->module->dialect, op->cname);
  if (m->locop >= 0) put(e, "((rl_op *)%s.p)->loc", R(e, m->locop));
  else put(e, "fused");
  if (ty.len) put(e, "%s", ty.data);
  rl_sb_free(&ty);
  for (unsigned i = 0; i < m->nargs; i++) put(e, ", %s.p", R(e, m->args[i]));
  for (unsigned i = 0; i < m->nsuccs; i++) put(e, ", %s.p", R(e, m->sregs[i]));
  unsigned nprops = m->nprops - m->ndisc;
  for (unsigned j = 0; j < op->nprops; j++) {
    int k = -1;
    for (unsigned q = 0; q < nprops && k < 0; q++)
      if (!strcmp(m->pnames[q], op->props[j].name)) k = (int)q;
    if (k >= 0) put(e, ", %s.p", R(e, m->pregs[k]));
    else put(e, ", NULL");
  }
  put(e, "),\n%s              &%s, created, &nc, %u)) goto fail;\n", block ? "  " : "", R(e, m->d), l->nacts + 1);
  if (block) put(e, "  }\n");
}

static void emit_leaf(emitter *e, unsigned tree, unsigned index, const gen_mleaf *l) {
  const gen_rinst *ri = e->p->rules[l->rule];
  size_t start = e->out.len;
  echo_rule(e, ri);
  put(e, "static bool leaf_%u_%u(state *S, tree%u_vals *v, rl_op *root, rl_rewriter *rw, bool last) {\n", tree, index,
      tree);
  size_t body = e->out.len;
  put(e, "  rl_rule *rule = &S->rules[%u];\n  rl_rule_trace *t = rw->trace;\n", l->rule);
  put(e, "  if (rule->disabled) return m_not(t, last, rule, root, RL_MC_DISABLED, \"disabled\");\n");
  for (unsigned i = 0; i < l->nacts; i++)
    if (l->acts[i].op == GB_ERASE && l->acts[i].a == 0) {
      put(e, "  if (rl_m_has_uses(root)) return m_not(t, last, rule, root, RL_MC_CONDITION, \"its results are still used\");\n");
      break;
    }
  put(e, "  rl_op *created[%u];\n  unsigned nc = 0;\n  rl_attr *fused = NULL;\n  bool announced = false;\n",
      l->nacts + 1);
  unsigned loops = 0, ifs = 0, open_ifs[64], nopen = 0;
  put(e, "  const char *why = NULL;\n  rl_mcheck why_at = RL_MC_HELPER;\n");
  put(e, "  (void)S, (void)created, (void)nc, (void)fused, (void)announced, (void)why, (void)why_at;\n");
  for (unsigned i = 0; i < l->nacts; i++)
    if (l->acts[i].op == GB_GET && l->acts[i].nargs) { /* (at R N), N computed */
      put(e, "  int64_t iv = 0;\n");
      break;
    }
  line_to(e, ri->loc);
  gen_loc at = ri->loc; /* the source line the C below comes from: a `#line` where it changes */
  bool any_fail = false;
  bool said = false; /* announced on every path from here: outside any `if` or `for` */
  unsigned nested = 0;
  for (unsigned i = 0; i < l->nacts; i++) {
    const gen_minst *m = &l->acts[i];
    if (gen_mop_changes_ir(m->op) && !said) {
      put(e, "  if (!announced) rl_rule_applied(t, rule, root), announced = true;\n");
      said = nested == 0;
    }
    if (m->src.file < e->g->nfiles && m->op != GB_THEN && m->op != GB_ELSE && m->op != GB_ENDIF && m->op != GB_ENDFOR) {
      unsigned l1, c1, l2, c2;
      gen_loc_line_col(e->g, m->src, &l1, &c1);
      gen_loc_line_col(e->g, at, &l2, &c2);
      if (m->src.file != at.file || l1 != l2) {
        line_to(e, m->src);
        at = m->src;
      }
    }
    if (m->op == GB_IF || m->op == GB_FOR) nested++;
    else if ((m->op == GB_ENDIF || m->op == GB_ENDFOR) && nested) nested--;
    if (i == l->fused_at) { /* before a matched op may be gone */
      put(e, "  if (!fused) fused = rl_m_fused_loc(S->c, (rl_op *const[]){");
      for (unsigned k = 0; k < l->nmatched; k++) put(e, "%s%s.p", k ? ", " : "", R(e, l->matched[k]));
      put(e, "}, %u);\n", l->nmatched);
    }
    if (m->op < GB_CALL || (m->op >= GM_SUCC && m->op <= GM_OPS) || (m->op >= GM_GET && m->op <= GM_INTCMP)) {
      /* An `if`'s condition: a load, or a check that makes it false. */
      unsigned c = nopen ? open_ifs[nopen - 1] : 0;
      if (is_load(m)) {
        put(e, "  if (c%u) ", c);
        emit_load(e, m);
        put(e, "\n");
      } else {
        put(e, "  if (c%u && !(", c);
        emit_cond(e, m);
        put(e, ")) c%u = false;\n", c);
      }
      continue;
    }
    if (m->why) { /* what --debug-rewrites says if this action gives up */
      put(e, "  why = ");
      put_cstr(e, m->why);
      put(e, ", why_at = %s;\n", check_name(m->check));
    }
    switch (m->op) {
    case GB_IF:
      if (nopen < 64) open_ifs[nopen++] = ifs;
      put(e, "  {\n  bool c%u = true;\n", ifs++);
      break;
    case GB_THEN: put(e, "  if (c%u) {\n", nopen ? open_ifs[nopen - 1] : 0); break;
    case GB_FAIL:
      any_fail = true;
      if (m->name) {
        put(e, "  rl_emit_error(S->c, root->loc, \"%%s\", ");
        put_cstr(e, m->name);
        put(e, ");\n");
      }
      put(e, "  goto fail;\n");
      break;
    case GB_ELSE: put(e, "  } else {\n"); break;
    case GB_ENDIF:
      if (nopen) nopen--;
      put(e, "  }\n  }\n");
      break;
    case GB_CALL: {
      /* An optional property's helper that gives up leaves it out. */
      any_fail |= !m->ival;
      if (m->helper && range_kind(m->helper->ret.s)) {
        put(e, "  %s = user_%s(S->c, &rw->b", R(e, m->d), m->name);
        call_args(e, m);
        put(e, ");\n  if (!%s.p) ", R(e, m->d));
      } else if (m->helper) {
        put(e, "  %s = (rl_mval){0};\n  %s.p = user_%s(S->c, &rw->b", R(e, m->d), R(e, m->d), m->name);
        call_args(e, m);
        put(e, ");\n  if (!%s.p) ", R(e, m->d));
      } else {
        put(e, "  %s = (rl_mval){0};\n  if (!S->lib[%d]->fn(S->c, &rw->b, ", R(e, m->d), m->slot);
        regs_array(e, m->args, m->nargs);
        put(e, ", &%s) || !%s.p) ", R(e, m->d), R(e, m->d));
      }
      if (m->ival) put(e, "%s = (rl_mval){0};\n", R(e, m->d));
      else put(e, "goto fail;\n");
      break;
    }
    case GB_LITERAL: put(e, "  %s = (rl_mval){S->lit[%d], 0, 0};\n", R(e, m->d), m->slot); break;
    case GB_TYPE: put(e, "  %s = (rl_mval){((rl_value *)%s.p)->type, 0, 0};\n", R(e, m->d), R(e, m->a)); break;
    case GB_REMAP:
      any_fail = true;
      put(e, "  %s = %s;\n  if (!rl_m_remap(rw, &%s, %u)) goto fail;\n", R(e, m->d), R(e, m->a), R(e, m->d), m->kind);
      break;
    case GB_RESULT:
      any_fail = true;
      put(e, "  if (!(%s = (rl_mval){m_result(%s.p, %d), 0, 0}).p) goto fail;\n", R(e, m->d), R(e, m->a), m->idx);
      break;
    case GB_CREATE: {
      static const char *const tmodes[] = {[RL_MT_WRITTEN] = "RL_MT_WRITTEN", [RL_MT_ROOT] = "RL_MT_ROOT",
                                           [RL_MT_SAME] = "RL_MT_SAME", [RL_MT_BUILD] = "RL_MT_BUILD",
                                           [RL_MT_NONE] = "RL_MT_NONE", [RL_MT_VALUE] = "RL_MT_VALUE",
                                           [RL_MT_ROOT_CONVERTED] = "RL_MT_ROOT_CONVERTED"};
      any_fail = true;
      if (typed_create(e, m)) {
        emit_typed_create(e, l, m);
        break;
      }
      /* Only the fields that are not zero. */
      put(e, "  if (!m_create(rw, &(rl_m_create_args){.info = S->op[%d], ", m->slot);
      if (m->nargs) {
        put(e, ".operands = ");
        regs_array(e, m->args, m->nargs);
        put(e, ", .operand_kinds = ");
        kinds_array(e, m);
        put(e, ", .noperands = %u,", m->nargs);
      }
      if (m->nprops) {
        put(e, "\n                                              .prop_names = (rl_ident *const[]){");
        for (unsigned k = 0; k < m->nprops; k++) put(e, "%sS->id[%d]", k ? ", " : "", intern(e, &e->ids, m->pnames[k], 0));
        put(e, "}, .props = ");
        regs_array(e, m->pregs, m->nprops);
        put(e, ", .nprops = %u,", m->nprops);
        if (m->ndisc) put(e, " .nattrs = %u,", m->ndisc);
      }
      put(e, "\n                                              .types_mode = %s,",
          m->tmode < sizeof tmodes / sizeof *tmodes && tmodes[m->tmode] ? tmodes[m->tmode] : "0");
      if (m->ntypes) {
        put(e, " .types = ");
        regs_array(e, m->tregs, m->ntypes);
        put(e, ", .ntypes = %u,", m->ntypes);
        if (m->tkinds) {
          put(e, " .type_kinds = (const uint8_t[]){");
          for (unsigned k = 0; k < m->ntypes; k++) put(e, "%s%u", k ? ", " : "", m->tkinds[k]);
          put(e, "},");
        }
      }
      if (m->tmode == GEN_T_ROOT || m->tmode == GEN_T_ROOT_CONVERTED) put(e, " .root = root,");
      if (m->tmode == GEN_T_VALUE) put(e, " .value_prop = %d,", m->value_prop);
      if (m->nsuccs) {
        put(e, "\n                                              .succs = ");
        regs_array(e, m->sregs, m->nsuccs);
        put(e, ", .succ_kinds = (const uint8_t[]){");
        for (unsigned k = 0; k < m->nsuccs; k++) put(e, "%s%u", k ? ", " : "", m->skinds[k]);
        put(e, "}, .nsuccs = %u,", m->nsuccs);
      }
      if (m->nregions) put(e, " .nregions = %u,", m->nregions);
      if (m->rreg >= 0) put(e, " .moved_regions = &%s, .moved_kind = %u,", R(e, m->rreg), m->rkind);
      if (m->rcount >= 0) put(e, " .more_regions = &%s,", R(e, m->rcount));
      if (m->locop >= 0) put(e, " .loc = ((rl_op *)%s.p)->loc}", R(e, m->locop));
      else put(e, " .loc = fused}");
      put(e, ",\n                &%s, created, &nc, %u)) goto fail;\n", R(e, m->d), l->nacts + 1);
      break;
    }
    case GB_LIST:
      put(e, "  %s = rl_m_list(S->c, ", R(e, m->d));
      regs_array(e, m->args, m->nargs);
      put(e, ", ");
      kinds_array(e, m);
      put(e, ", %u, %u);\n", m->nargs, m->kind);
      break;
    case GB_GET:
      any_fail = true;
      if (m->nargs) /* (at R N), N computed */
        put(e, "  if (!rl_m_int_of(&%s, &iv) || !rl_m_get(S->c, %d, &%s, %d, iv, ", R(e, m->args[0]), m->idx, R(e, m->a),
            m->b);
      else put(e, "  if (!rl_m_get(S->c, %d, &%s, %d, %lldll, ", m->idx, R(e, m->a), m->b, (long long)m->ival);
      if (m->name) put(e, "S->op[%d]", m->slot);
      else put(e, "NULL");
      put(e, ", &%s)) goto fail;\n", R(e, m->d));
      break;
    case GB_SPLIT:
      any_fail = true;
      put(e, "  if (!(%s = (rl_mval){rl_m_split(rw, root, %s), 0, 0}).p) goto fail;\n  nc = 0;\n", R(e, m->d),
          m->ival ? "true" : "false");
      break;
    case GB_BLOCK:
      put(e, "  %s = (rl_mval){rl_m_block(rw, %s.p, %lld, ", R(e, m->d), R(e, m->a), (long long)m->ival);
      regs_array(e, m->args, m->nargs);
      put(e, ", ");
      kinds_array(e, m);
      put(e, ", %u, root->loc), 0, 0};\n  nc = 0;\n", m->nargs);
      break;
    case GB_INLINE:
      any_fail = true;
      put(e, "  if (!rl_m_inline(rw, %s.p, %u, %s.p, %d, %lld, ", R(e, m->a), m->kind, R(e, m->b), m->idx,
          (long long)m->ival);
      regs_array(e, m->args, m->nargs);
      put(e, ", ");
      kinds_array(e, m);
      put(e, ", %u)) goto fail;\n  nc = 0;\n", m->nargs);
      break;
    case GB_IP:
      if (m->a >= 0) put(e, "  rl_m_set_ip(rw, &%s, %d, root);\n", R(e, m->a), m->b);
      else put(e, "  rl_m_set_ip(rw, NULL, 0, root);\n");
      break;
    case GB_FOR:
      any_fail = true;
      put(e, "  {\n  rl_mval range%u[%u] = {", loops, m->nargs ? m->nargs : 1);
      for (unsigned k = 0; k < m->nargs; k++) put(e, "%s%s", k ? ", " : "", R(e, m->args[k]));
      put(e, "%s};\n  unsigned n%u = rl_m_for(S->c, range%u, %u, ", m->nargs ? "" : "{0}", loops, loops, m->nargs);
      if (m->b >= 0 && !m->ival) put(e, "&%s);\n", R(e, m->b));
      else put(e, "NULL);\n");
      if (m->b >= 0 && m->ival) put(e, "  %s = (rl_mval){NULL, RL_MRANGE_ARRAY, 0};\n", R(e, m->b)); /* a flat map */
      if (m->a >= 0) put(e, "  %s = (rl_mval){NULL, RL_MRANGE_ARRAY, 0};\n", R(e, m->a));           /* its counts */
      put(e, "  if (n%u == UINT32_MAX) goto fail;\n  for (unsigned k%u = 0; k%u < n%u; k%u++) {\n", loops, loops, loops,
          loops, loops);
      for (unsigned v = 0; v < m->ntypes; v++)
        put(e, "  %s = (rl_mval){rl_m_range_at(&range%u[%u], %u, k%u), 0, 0};\n", R(e, m->tregs[v]), loops, v,
            m->argkinds[v], loops);
      loops++;
      break;
    case GB_COLLECT:
      if (m->d >= 0)
        put(e, "  rl_m_collect_counted(S->c, &%s, &%s, &%s, %d);\n", R(e, m->b), R(e, m->d), R(e, m->a), m->idx);
      else if (m->ival) put(e, "  rl_m_collect_all(S->c, &%s, &%s, %d);\n", R(e, m->b), R(e, m->a), m->idx);
      else put(e, "  rl_m_collect(&%s, &%s);\n", R(e, m->b), R(e, m->a));
      break;
    case GB_SET: put(e, "  %s = %s;\n", R(e, m->d), R(e, m->a)); break;
    case GB_SIGNATURE:
      any_fail = true;
      put(e, "  if (!rl_m_signature(rw, %s.p, ", R(e, m->a));
      if (m->nargs) put(e, "&%s, &%s, ", R(e, m->args[0]), R(e, m->args[1]));
      else put(e, "NULL, NULL, ");
      if (m->name) put(e, "sig_%s)) goto fail;\n  nc = 0;\n", m->name);
      else put(e, "NULL)) goto fail;\n  nc = 0;\n");
      break;
    case GB_ENDFOR: put(e, "  }\n  }\n"); break;
    case GB_REPLACE:
      any_fail = true;
      put(e, "  if (!rl_m_replace(rw, %s.p, ", R(e, m->a));
      regs_array(e, m->args, m->nargs);
      put(e, ", ");
      kinds_array(e, m);
      put(e, ", %u)) goto fail;\n  nc = 0;\n", m->nargs);
      break;
    case GB_ERASE:
      if (m->ival == GEN_ERASE_NOW) put(e, "  rl_rewriter_erase(rw, %s.p);\n", R(e, m->a));
      else if (m->ival == GEN_ERASE_NOW_IF_UNUSED)
        put(e, "  if (!rl_m_has_uses(%s.p)) rl_rewriter_erase(rw, %s.p);\n", R(e, m->a), R(e, m->a));
      break;
    case GB_SETATTRS:
      put(e, "  rl_m_set_attrs(rw, %s.p, (rl_ident *const[]){", R(e, m->a));
      for (unsigned k = 0; k < m->nprops; k++) put(e, "%sS->id[%d]", k ? ", " : "", intern(e, &e->ids, m->pnames[k], 0));
      put(e, "}, ");
      regs_array(e, m->pregs, m->nprops);
      put(e, ", %u, %u);\n  nc = 0;\n", m->nprops, m->ndisc);
      break;
    case GB_USES:
      if (m->b >= 0)
        put(e, "  rl_m_replace_uses(rw, %s.p, %s.p, %s.p, %u);\n  nc = 0;\n", R(e, m->a), R(e, m->args[0]), R(e, m->b),
            m->idx);
      else put(e, "  rl_m_replace_uses(rw, %s.p, %s.p, NULL, 0);\n  nc = 0;\n", R(e, m->a), R(e, m->args[0]));
      break;
    default: break;
    }
  }
  for (unsigned i = 0; i < l->nacts; i++)
    if (l->acts[i].op == GB_ERASE && l->acts[i].ival == GEN_ERASE_AT_END)
      put(e, "  if (!rl_m_has_uses(%s.p)) rl_rewriter_erase(rw, %s.p);\n", R(e, l->acts[i].a), R(e, l->acts[i].a));
  for (unsigned i = 0; i < l->nacts; i++)
    if (l->acts[i].op == GB_ERASE_BLOCK) put(e, "  rl_m_erase_block(rw, %s.p);\n", R(e, l->acts[i].a));
  put(e, "  return true;\n");
  if (any_fail)
    put(e, "fail:\n  while (nc) rl_rewriter_erase(rw, created[--nc]);\n"
           "  rl_rule_withdrawn(t, rule, root, announced, last, why_at, why);\n  return false;\n");
  /* A body some earlier leaf has already: that leaf's function serves. */
  size_t len = e->out.len - body;
  if (e->alias) {
    uint64_t h = 1469598103934665603ull ^ len;
    for (size_t i = 0; i < len; i++) h = (h ^ (unsigned char)e->out.data[body + i]) * 1099511628211ull;
    unsigned *head = &e->buckets[h & (e->nbuckets - 1)];
    for (unsigned k = *head; k != ~0u; k = e->next_body[k])
      if (e->body_hash[k] == h && e->body_len[k] == len && !memcmp(e->out.data + e->body_at[k], e->out.data + body, len)) {
        e->out.len = start;
        e->out.data[start] = 0;
        e->alias[index] = k;
        return;
      }
    e->alias[index] = index;
    e->body_at[index] = body;
    e->body_len[index] = len;
    e->body_hash[index] = h;
    e->next_body[index] = *head;
    *head = index;
  }
  line_back(e);
  put(e, "}\n\n");
}

/* ---- helpers alone (the interpreter compiles them at run time) ---------------------------- */

/* rl_helper_NAME with the library's uniform signatures (rl_rule_check_fn,
 * rl_rule_native_fn) around user_NAME. */
static void emit_wrapper_as(emitter *e, const gen_decl *d, const char *storage, const char *prefix) {
  bool native = d->kind == GEN_D_NATIVE;
  if (native) {
    put(e, "%sbool %s%s(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out);\n", storage, prefix,
        d->name.s);
    put(e, "%sbool %s%s(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {\n"
           "  (void)args;\n  *out = (rl_mval){0};\n  %s = user_%s(c, b",
        storage, prefix, d->name.s, range_kind(d->ret.s) ? "*out" : "out->p", d->name.s);
  } else {
    put(e, "%sbool %s%s(rl_context *c, const rl_mval *args);\n", storage, prefix, d->name.s);
    put(e, "%sbool %s%s(rl_context *c, const rl_mval *args) {\n  (void)args;\n  return user_%s(c", storage, prefix,
        d->name.s, d->name.s);
  }
  unsigned i = 0;
  for (const gen_param *p = d->params; p; p = p->next, i++) {
    if (range_kind(p->kind.s)) put(e, ", args[%u]", i);
    else put(e, ", (%s)args[%u].p", ctype(p->kind.s), i);
  }
  put(e, native ? ");\n  return out->p != NULL;\n}\n\n" : ");\n}\n\n");
}

static void emit_wrapper(emitter *e, const gen_decl *d) { emit_wrapper_as(e, d, "", "rl_helper_"); }

/* A pass's wrapper of an extern (a typemap's native, a `dynamic`
 * constraint): the rules library's entry, looked up on the first call
 * (registered by a dialect's init or a plugin, which may run after this
 * file is linked) and kept; a missing one is said once. */
static void emit_extern_wrapper(emitter *e, const char *name, bool native) {
  if (native)
    put(e, "static bool pass_helper_%s(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {\n", name);
  else
    put(e, "static bool pass_helper_%s(rl_context *c, const rl_mval *args) {\n", name);
  put(e, "  static const rl_rule_lib_entry *entry;\n  static bool said;\n"
         "  const rl_rule_lib_entry *h = __atomic_load_n(&entry, __ATOMIC_ACQUIRE);\n"
         "  if (!h) {\n    h = rl_rule_lib_find(");
  put_cstr(e, name);
  put(e, ");\n    if (!h || !h->%s) {\n"
         "      if (!__atomic_exchange_n(&said, true, __ATOMIC_RELAXED))\n"
         "        fprintf(stderr, \"rulir: error: rule library entry '%s' is missing\\n\");\n"
         "      return false;\n    }\n    __atomic_store_n(&entry, h, __ATOMIC_RELEASE);\n  }\n",
      native ? "fn" : "check", name);
  if (native) put(e, "  *out = (rl_mval){0};\n  return h->fn(c, b, args, out);\n}\n\n");
  else put(e, "  return h->check(c, args);\n}\n\n");
}

/* The pack helpers of `signature` statements, called by the driver through
 * rl_m_signature with the library's signature: sig_NAME, each once. */
static void emit_pack_wrappers(emitter *e, const gen_mprog *p) {
  const gen_decl *done[64];
  unsigned ndone = 0;
  for (unsigned ti = 0; ti < p->ntrees; ti++)
    for (unsigned l = 0; l < p->trees[ti].nleaves; l++) {
      const gen_mleaf *lf = p->trees[ti].leaves[l];
      for (unsigned i = 0; i < lf->nacts; i++) {
        const gen_decl *d = lf->acts[i].op == GB_SIGNATURE ? lf->acts[i].helper : NULL;
        bool seen = !d;
        for (unsigned k = 0; k < ndone && !seen; k++) seen = done[k] == d;
        if (seen || ndone == 64) continue;
        done[ndone++] = d;
        emit_wrapper_as(e, d, "static ", "sig_");
      }
    }
}

/* ---- a `pass` declaration: its tables and registration ------------------------------------ */

static const gen_decl *gen_find_helper_decl(const gen_file *f, const char *name) {
  for (const gen_decl *d = f->decls; d; d = d->next)
    if ((d->kind == GEN_D_CONSTRAINT || d->kind == GEN_D_NATIVE) && d->code.s && !strcmp(d->name.s, name)) return d;
  return NULL;
}

/* `include "header.h";` items of a rules file: headers its C helpers use. */
static void emit_includes(emitter *e, const gen_file *f) {
  for (const gen_decl *d = f->decls; d; d = d->next)
    if (d->kind == GEN_D_INCLUDE) put(e, "#include \"%s\"\n", d->str.s);
}

static const gen_decl *find_pass(const gen_file *f) {
  for (const gen_decl *d = f->decls; d; d = d->next)
    if (d->kind == GEN_D_PASS) return d;
  return NULL;
}

static void put_cstr_or_null(emitter *e, const char *s) {
  if (s) put_cstr(e, s);
  else put(e, "NULL");
}

static void emit_pass(emitter *e, const gen_file *f, const char *stem) {
  const gen_decl *d = find_pass(f);
  if (!d) {
    put(e, "void rl_rules_%s_register_pass(void) {}\n", stem);
    return;
  }
  gen_ctx *g = e->g;
  const char *summary = "", *display = d->str.s;
  unsigned nopt = 0, ntgt = 0, ntm = 0;
  bool full = false, greedy = false, walk = false, once = false;
  /* Wrappers for the helpers the declaration calls: the file's own, or
   * the rules library's for an extern (the checker saw it declared). */
  for (const gen_passitem *it = d->passitems; it; it = it->next) {
    const char *name = it->kind == GEN_P_DYNAMIC || it->kind == GEN_P_MATERIALIZE || it->kind == GEN_P_WHERE ? it->kind_name.s
                       : it->kind == GEN_P_TYPEMAP && it->result->kind == GEN_X_OP ? it->result->name.s
                                                                                   : NULL;
    bool seen = false;
    for (const gen_passitem *o = d->passitems; o != it && name; o = o->next) {
      const char *n = o->kind == GEN_P_DYNAMIC || o->kind == GEN_P_MATERIALIZE || o->kind == GEN_P_WHERE ? o->kind_name.s
                      : o->kind == GEN_P_TYPEMAP && o->result->kind == GEN_X_OP ? o->result->name.s
                                                                                 : NULL;
      seen |= n && !strcmp(n, name);
    }
    if (!name || seen) continue;
    const gen_decl *h = gen_find_helper_decl(f, name);
    if (h) emit_wrapper_as(e, h, "static ", "pass_helper_");
    else if ((it->kind == GEN_P_DYNAMIC || it->kind == GEN_P_WHERE) && gen_standard_op_constraint(name)) continue; /* rl_lib_NAME itself */
    else emit_extern_wrapper(e, name, it->kind != GEN_P_DYNAMIC && it->kind != GEN_P_WHERE);
  }
  /* An enum option's cases and their help, as rl_pass_option's values. */
  unsigned nenum = 0;
  for (const gen_passitem *it = d->passitems; it; it = it->next) {
    if (it->kind != GEN_P_OPTION || !it->cases) continue;
    put(e, "static const char *const pass_option_values_%u[] = {\n", nenum++);
    for (const gen_optcase *c = it->cases; c; c = c->next) {
      put(e, "  ");
      put_cstr(e, c->name.s);
      put(e, ", ");
      put_cstr(e, c->desc.s ? c->desc.s : "");
      put(e, ",\n");
    }
    put(e, "  NULL};\n");
  }
  nenum = 0;
  put(e, "static const rl_rules_pass_option pass_options[] = {\n");
  for (const gen_passitem *it = d->passitems; it; it = it->next) {
    if (it->kind == GEN_P_SUMMARY) summary = it->str.s;
    if (it->kind == GEN_P_DISPLAY) display = it->str.s;
    if (it->kind == GEN_P_MODE)
      full = !strcmp(it->kind_name.s, "full"), once = !strcmp(it->kind_name.s, "once"),
      walk = once || !strcmp(it->kind_name.s, "walk"),
      greedy = walk || !strcmp(it->kind_name.s, "greedy");
    if (it->kind != GEN_P_OPTION) continue;
    char def[64];
    const char *dv = def;
    if (it->value->kind == GEN_X_INT) snprintf(def, sizeof def, "%lld", (long long)it->value->ival);
    else if (it->value->kind == GEN_X_STRING) dv = it->value->str.s;
    else dv = it->value->name.s;
    put(e, "  {");
    put_cstr(e, it->str.s);
    put(e, ", ");
    put_cstr(e, it->kind_name.s);
    put(e, ", ");
    put_cstr(e, dv);
    put(e, ", ");
    put_cstr(e, it->desc.s ? it->desc.s : "");
    if (it->cases) put(e, ", pass_option_values_%u", nenum++);
    else put(e, ", NULL");
    put(e, "},\n");
    nopt++;
  }
  put(e, "  {0}\n};\n\nstatic const rl_rules_pass_target pass_target[] = {\n");
  for (const gen_passitem *it = d->passitems; it; it = it->next) {
    if (it->kind != GEN_P_LEGAL && it->kind != GEN_P_ILLEGAL && it->kind != GEN_P_DYNAMIC) continue;
    for (unsigned i = 0; i < it->names->n; i++) {
      put(e, "  {%s, ", it->kind == GEN_P_LEGAL ? "RL_RP_LEGAL" : it->kind == GEN_P_ILLEGAL ? "RL_RP_ILLEGAL" : "RL_RP_DYNAMIC");
      put_cstr(e, it->names->names[i].s);
      if (it->kind == GEN_P_DYNAMIC)
        put(e, ", %s_%s},\n",
            !gen_find_helper_decl(f, it->kind_name.s) && gen_standard_op_constraint(it->kind_name.s) ? "rl_lib"
                                                                                                     : "pass_helper",
            it->kind_name.s);
      else put(e, ", NULL},\n");
      ntgt++;
    }
  }
  put(e, "  {0}\n};\n\nstatic const rl_rules_typemap pass_typemaps[] = {\n");
  for (const gen_passitem *it = d->passitems; it; it = it->next) {
    if (it->kind != GEN_P_TYPEMAP) continue;
    const gen_expr *x = it->value, *y = it->result;
    unsigned line, col;
    gen_loc_line_col(g, it->loc, &line, &col);
    put(e, "  {");
    put_cstr_or_null(e, x->kind == GEN_X_MLIR ? NULL : x->name.s);
    put(e, ", ");
    put_cstr_or_null(e, x->kind == GEN_X_MLIR ? x->str.s : NULL);
    put(e, ", ");
    put_cstr_or_null(e, y->kind == GEN_X_MLIR ? y->str.s : NULL);
    if (y->kind == GEN_X_OP) put(e, ", pass_helper_%s, ", y->name.s);
    else put(e, ", NULL, ");
    put_cstr(e, f->path);
    put(e, ", %u},\n", line);
    ntm++;
  }
  unsigned line, col, ninc = 0;
  put(e, "  {0}\n};\n\nstatic const char *const pass_includes[] = {");
  for (const gen_passitem *it = d->passitems; it; it = it->next)
    if (it->kind == GEN_P_INCLUDE) {
      put_cstr(e, it->str.s);
      put(e, ", ");
      ninc++;
    }
  put(e, "NULL};\n");
  unsigned nmark = 0;
  put(e, "static const char *const pass_markers[] = {");
  for (const gen_passitem *it = d->passitems; it; it = it->next)
    if (it->kind == GEN_P_MARKER) {
      put_cstr(e, it->str.s);
      put(e, ", ");
      nmark++;
    }
  put(e, "NULL};\n");
  const char *before = NULL, *mat[3] = {NULL, NULL, NULL};
  for (const gen_passitem *it = d->passitems; it; it = it->next) {
    if (it->kind == GEN_P_BEFORE) before = it->str.s;
    if (it->kind == GEN_P_MATERIALIZE && rl_rules_materialization_kind(it->what.s) >= 0)
      mat[rl_rules_materialization_kind(it->what.s)] = it->kind_name.s;
  }
  gen_loc_line_col(g, d->loc, &line, &col);
  put(e, "\nstatic void pass_populate(void *ud, rl_context *c, rl_pattern_set *s) {\n"
         "  (void)ud;\n  rl_rules_%s_populate_lower(c, s);\n}\n\n", stem);
  put(e, "static const rl_rules_pass pass = {\n  .name = ");
  put_cstr(e, d->str.s);
  put(e, ",\n  .summary = ");
  put_cstr(e, summary);
  put(e, ",\n  .display = ");
  put_cstr(e, display);
  put(e, ",\n  .file = ");
  put_cstr(e, f->path);
  put(e, ",\n  .line = %u,\n  .full = %s,\n  .greedy = %s,\n  .walk = %s,\n  .once = %s,\n  .options = pass_options,\n  .noptions = %u,\n"
         "  .target = pass_target,\n  .ntarget = %u,\n  .typemaps = pass_typemaps,\n  .ntypemaps = %u,\n"
         "  .populate = pass_populate,\n  .includes = pass_includes,\n  .nincludes = %u,\n"
         "  .markers = pass_markers,\n  .nmarkers = %u,\n  .before = ",
      line, full ? "true" : "false", greedy ? "true" : "false", walk ? "true" : "false", once ? "true" : "false", nopt, ntgt, ntm, ninc, nmark);
  put_cstr_or_null(e, before);
  for (const gen_passitem *it = d->passitems; it; it = it->next)
    if (it->kind == GEN_P_WHERE)
      put(e, ",\n  .requires = %s_%s",
          !gen_find_helper_decl(f, it->kind_name.s) && gen_standard_op_constraint(it->kind_name.s) ? "rl_lib"
                                                                                                   : "pass_helper",
          it->kind_name.s);
  put(e, ",\n  .materialize = {");
  for (unsigned k = 0; k < 3; k++) {
    if (mat[k]) put(e, "pass_helper_%s", mat[k]);
    else put(e, "NULL");
    put(e, k < 2 ? ", " : "},\n};\n\n");
  }
  put(e, "void rl_rules_%s_register_pass(void) { rl_rules_pass_register(&pass); }\n", stem);
}

bool gen_emit_helpers(gen_ctx *g, const gen_decl *const *helpers, unsigned n, const char *out_c) {
  emitter E = {.g = g, .out_path = out_c};
  emitter *e = &E;
  put(e, "/* Generated by rulir-opt --rules: the C helpers of a rules file, compiled at run time. */\n");
  rl_sb_puts(&e->out, "#include <stdbool.h>\n#include <stdint.h>\n#include <stdlib.h>\n#include <string.h>\n\n"
                      "#include \"core/attrs.h\"\n#include \"core/opdef.h\"\n#include \"core/rules_build.h\"\n"
                      "#include \"core/rules_rt.h\"\n#include \"core/types.h\"\n\n");
  bool seen[64] = {0};
  for (unsigned i = 0; i < n; i++) {
    uint32_t fi = helpers[i]->loc.file;
    if (fi < 64 && !seen[fi]) emit_includes(e, &g->files[fi]);
    if (fi < 64) seen[fi] = true;
  }
  for (unsigned i = 0; i < n; i++) emit_helper(e, helpers[i]);
  for (unsigned i = 0; i < n; i++) emit_wrapper(e, helpers[i]);
  FILE *f = fopen(out_c, "wb");
  bool ok = f && fwrite(e->out.data, 1, e->out.len, f) == e->out.len;
  if (f) ok &= fclose(f) == 0;
  rl_sb_free(&e->out);
  return ok;
}

/* ---- the file ----------------------------------------------------------------------------- */

static const char *prelude =
    "#include <stdint.h>\n"
    "#include <stdio.h>\n"
    "#include <stdlib.h>\n"
    "#include <string.h>\n\n"
    "#include \"core/attrs.h\"\n"
    "#include \"core/diag.h\"\n"
    "#include \"core/opdef.h\"\n"
    "#include \"core/parser.h\"\n"
    "#include \"core/rules_build.h\"\n#include \"drivers/rules_pass.h\"\n"
    "#include \"core/rules_rt.h\"\n"
    "#include \"core/types.h\"\n\n"
    "/* Reports the rules of leaves [lo, hi) as failed at one check. */\n"
    "__attribute__((unused)) static void m_fail(rl_rule_trace *t, rl_rule *rules, const uint16_t *leaf_rule,\n"
    "                                           const uint8_t *leaf_last, unsigned lo, unsigned hi, rl_op *root,\n"
    "                                           rl_mcheck check, const char *why);\n\n"
    "/* Creates an op as *a says: its register d, and undone with the rule's\n"
    " * other ops if the rule gives up later (up to cap of them). */\n"
    "__attribute__((unused)) static bool m_create(rl_rewriter *rw, const rl_m_create_args *a, rl_mval *d,\n"
    "                                             rl_op **created, unsigned *nc, unsigned cap) {\n"
    "  rl_op *op = rl_m_create(rw, a);\n"
    "  if (!op) return false;\n"
    "  if (*nc < cap) created[(*nc)++] = op;\n"
    "  *d = (rl_mval){op, 0, 0};\n"
    "  return true;\n"
    "}\n\n"
    "/* An op a typed builder made: register d, undone as m_create's. */\n"
    "__attribute__((unused)) static bool m_made(rl_op *op, rl_mval *d, rl_op **created, unsigned *nc, unsigned cap) {\n"
    "  if (*nc < cap) created[(*nc)++] = op;\n"
    "  *d = (rl_mval){op, 0, 0};\n"
    "  return true;\n"
    "}\n\n"
"";

/* The matching helpers, each emitted only where the trees use it (clang
 * rejects an unused static function under -Werror). */
enum { H_DEFOP, H_RESULT, H_SAME, H_INTEQ, NHELPERS };
static const char *const helper_text[NHELPERS] = {
    [H_DEFOP] = "static inline void *m_defop(void *v, rl_opinfo *info) {\n"
                "  rl_op *d = v ? rl_value_defining_op(v) : NULL;\n"
                "  return d && d->info == info ? d : NULL;\n"
                "}\n\n",
    [H_RESULT] = "static inline void *m_result(void *op, int i) {\n"
                 "  rl_op *o = op;\n"
                 "  return (unsigned)i < o->nresults ? rl_op_result(o, (unsigned)i) : NULL;\n"
                 "}\n\n",
    [H_SAME] = "static inline bool m_same(const rl_mval *a, const rl_mval *b) {\n"
               "  return a->p == b->p && a->first == b->first && a->n == b->n;\n"
               "}\n\n",
    [H_INTEQ] = "static inline bool m_inteq(const rl_attr *a, long long v) {\n"
                "  return a && a->kind == RL_AT_INTEGER && rl_attr_int_value(a) == v;\n"
                "}\n\n",
};

/* The helper an instruction's C calls (emit_cond, emit_leaf), or -1. */
static int helper_of(const gen_minst *m) {
  switch (m->op) {
  case GM_DEFOP: return H_DEFOP;
  case GM_RESULT:
  case GB_RESULT: return H_RESULT;
  case GM_SAME:
  case GM_DIFF: return rl_mkind_is_range(m->kind) ? -1 : H_SAME; /* ranges: rl_m_same */
  case GM_INTEQ: return H_INTEQ;
  default: return -1;
  }
}

static void mark(const gen_minst *m, bool *used) {
  int h = helper_of(m);
  if (h >= 0) used[h] = true;
}

static void mark_helpers(const gen_mtree *t, const gen_mnode *n, bool *used) {
  if (n->inst) mark(n->inst, used);
  for (unsigned i = 0; i < n->nkids; i++) mark_helpers(t, n->kids[i], used);
  if (n != &t->top) return;
  for (unsigned l = 0; l < t->nleaves; l++)
    for (unsigned i = 0; i < t->leaves[l]->nacts; i++) mark(&t->leaves[l]->acts[i], used);
}

static void stem_of(const char *path, char *out, size_t cap) {
  const char *b = strrchr(path, '/');
  b = b ? b + 1 : path;
  size_t k = 0;
  for (; *b && *b != '.' && k + 1 < cap; b++) {
    char ch = *b;
    out[k++] = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ? ch : '_';
  }
  out[k] = 0;
}

bool gen_emit_rules(gen_ctx *g, const gen_mprog *cp, const char *out_c) {
  gen_mprog *p = (gen_mprog *)gen_match_swap_loops(cp); /* slots are written into the instructions */
  emitter E = {.g = g, .p = p, .out_path = out_c};
  emitter *e = &E;
  for (unsigned i = 0; i < p->ntrees; i++) {
    slots(e, &p->trees[i].top);
    intern(e, &e->ops, p->trees[i].root, 0);
  }
  const gen_file *src = p->first_file >= 0 ? &g->files[p->first_file]
                        : p->nrules         ? &g->files[p->rules[0]->loc.file]
                                            : NULL;
  char stem[128];
  stem_of(src ? src->path : out_c, stem, sizeof stem);
  put(e, "/* Generated by rulir-gen from %s: do not edit. The rules, their checks\n"
         " * merged into one decision tree per root op, and one registration\n"
         " * function, rl_rules_%s_populate. */\n",
      src ? src->path : "?", stem);
  rl_sb_puts(&e->out, prelude);
  bool used[NHELPERS] = {0};
  for (unsigned i = 0; i < p->ntrees; i++) mark_helpers(&p->trees[i], &p->trees[i].top, used);
  for (unsigned h = 0; h < NHELPERS; h++)
    if (used[h]) rl_sb_puts(&e->out, helper_text[h]);
  {
    const gen_module *mods[64];
    unsigned nmods = 0;
    for (unsigned i = 0; i < p->ntrees; i++) mark_modules(e, &p->trees[i], &p->trees[i].top, mods, &nmods, 64);
    if (nmods) put(e, "/* The typed accessors and builders of the dialects the rules use. */\n");
    for (unsigned i = 0; i < nmods; i++) put(e, "#include \"%s\"\n", module_header(e, mods[i]));
    if (nmods) put(e, "\n");
  }
  put(e, "void rl_rules_%s_populate(rl_context *c, rl_pattern_set *s);\n", stem);
  put(e, "/* The `lower` rules: conversion patterns. */\n"
         "void rl_rules_%s_populate_lower(rl_context *c, rl_pattern_set *s);\n", stem);
  put(e, "/* Registers the file's `pass` (if it declares one). */\nvoid rl_rules_%s_register_pass(void);\n\n", stem);
  /* Rule records (each context copies them: they count and switch off). */
  put(e, "static const rl_rule rule_defs[%u] = {\n", p->nrules ? p->nrules : 1);
  for (unsigned i = 0; i < p->nrules; i++) {
    unsigned line, col;
    gen_loc_line_col(g, p->rules[i]->loc, &line, &col);
    put(e, "    {.name = ");
    put_cstr(e, p->rules[i]->name);
    put(e, ", .file = ");
    put_cstr(e, g->files[p->rules[i]->loc.file].path);
    put(e, ", .line = %u, .benefit = %u},\n", line, p->rules[i]->benefit);
  }
  put(e, "};\n\n");
  /* Per-context state. */
  unsigned ntree_rules = 0;
  for (unsigned ti = 0; ti < p->ntrees; ti++) ntree_rules += p->trees[ti].nrules;
  put(e, "/* What the rules need of a context, resolved once and kept in it\n"
         " * (rl_context_state): names, literals, the rule records and the patterns. */\n"
         "typedef struct state {\n  rl_context *c;\n  bool ok;\n");
  put(e, "  rl_rule rules[%u];\n  rl_rule *tree_rules[%u];\n", p->nrules ? p->nrules : 1,
      ntree_rules ? ntree_rules : 1);
  put(e, "  rl_opinfo *op[%u];\n  rl_ident *id[%u];\n  void *lit[%u];\n  const rl_rule_lib_entry *lib[%u];\n",
      e->ops.n + 1, e->ids.n + 1, e->lits.n + 1, e->libs.n + 1);
  put(e, "  rl_type_pred tp[%u];\n  rl_attr_pred ap[%u];\n  rl_pattern pats[%u];\n} state;\n\n", e->tps.n + 1,
      e->aps.n + 1, p->ntrees + 1);
  put(e, "static void m_fail(rl_rule_trace *t, rl_rule *rules, const uint16_t *leaf_rule, const uint8_t *leaf_last,\n"
         "                   unsigned lo, unsigned hi, rl_op *root, rl_mcheck check, const char *why) {\n"
         "  for (unsigned i = lo; i < hi; i++)\n"
         "    if (leaf_last[i]) rl_rule_failed(t, &rules[leaf_rule[i]], root, check, why);\n}\n\n");
  put(e, "/* A rule that does not apply: said at the last operand order tried. */\n"
         "__attribute__((unused)) static bool m_not(rl_rule_trace *t, bool last, rl_rule *rule, rl_op *root, rl_mcheck check,\n"
         "                                          const char *why) {\n"
         "  if (t && last) rl_rule_failed(t, rule, root, check, why);\n  return false;\n}\n\n");
  /* Headers the helpers use, then the helpers written in C. */
  for (unsigned i = 0, seen_inc[64] = {0}; i < p->nrules; i++) {
    uint32_t fi = p->rules[i]->loc.file;
    if (fi < 64 && !seen_inc[fi]) emit_includes(e, &g->files[fi]);
    if (fi < 64) seen_inc[fi] = 1;
  }
  /* Helpers written in C. */
  bool seen_file[64] = {0};
  for (unsigned i = 0; i < p->nrules; i++) {
    uint32_t fi = p->rules[i]->loc.file;
    if (fi < 64 && seen_file[fi]) continue;
    if (fi < 64) seen_file[fi] = true;
    for (const gen_decl *d = g->files[fi].decls; d; d = d->next)
      if ((d->kind == GEN_D_CONSTRAINT || d->kind == GEN_D_NATIVE) && d->code.s) emit_helper(e, d); /* externs: the library's */
  }
  emit_pack_wrappers(e, p);
  /* Trees. */
  for (unsigned ti = 0; ti < p->ntrees; ti++) {
    const gen_mtree *t = &p->trees[ti];
    put(e, "/* ---- rules on %s ---- */\n\n", t->root);
    put(e, "__attribute__((unused)) static const uint16_t tree%u_leaf_rule[%u] = {", ti, t->nleaves);
    for (unsigned i = 0; i < t->nleaves; i++) put(e, "%s%u", i ? ", " : "", t->leaves[i]->rule);
    put(e, "};\n__attribute__((unused)) static const uint8_t tree%u_leaf_last[%u] = {", ti, t->nleaves);
    for (unsigned i = 0; i < t->nleaves; i++) put(e, "%s%d", i ? ", " : "", t->leaves[i]->last_variant);
    put(e, "};\n\n");
    e->alias = calloc(t->nleaves + 1, sizeof *e->alias);
    e->body_at = calloc(t->nleaves + 1, sizeof *e->body_at);
    e->body_len = calloc(t->nleaves + 1, sizeof *e->body_len);
    e->body_hash = calloc(t->nleaves + 1, sizeof *e->body_hash);
    e->next_body = calloc(t->nleaves + 1, sizeof *e->next_body);
    for (e->nbuckets = 16; e->nbuckets < 2 * t->nleaves; e->nbuckets *= 2) {}
    e->buckets = malloc(e->nbuckets * sizeof *e->buckets);
    /* Names: the root's, those of the registers each leaf reads, then
     * (emitting the leaves once, to throw away) those the leaves set. */
    e->tree = t;
    e->nregs = t->nregs ? t->nregs : 1;
    e->cur = malloc(e->nregs * sizeof *e->cur);
    for (unsigned r = 0; r < e->nregs; r++) e->cur[r] = -1;
    const char *root_name = NULL;
    for (unsigned i = 0; i < t->nleaves; i++) {
      const char *n = t->leaves[i]->nregnames ? t->leaves[i]->regnames[0] : NULL;
      if (n && root_name && strcmp(n, root_name)) break;
      if (n) root_name = n;
      if (i + 1 == t->nleaves && root_name) e->cur[0] = field(e, 0, root_name, false);
    }
    if (e->cur[0] < 0) e->cur[0] = field(e, 0, "root", false);
    int root_field = e->cur[0];
    int *scope = malloc(((size_t)t->nleaves + 1) * e->nregs * sizeof *scope);
    scope_leaves(e, &t->top, scope);
    size_t pos = e->out.len, counted = e->counted;
    unsigned line = e->line;
    for (int pass = 0; pass < 2; pass++) {
      if (pass) emit_vals(e, ti);
      memset(e->alias, 0, (t->nleaves + 1) * sizeof *e->alias);
      memset(e->buckets, 0xff, e->nbuckets * sizeof *e->buckets);
      for (unsigned i = 0; i < t->nleaves; i++) {
        e->leaf = t->leaves[i];
        memcpy(e->cur, scope + (size_t)i * e->nregs, e->nregs * sizeof *e->cur);
        emit_leaf(e, ti, i, t->leaves[i]);
      }
      if (!pass) {
        e->out.len = pos;
        e->out.data[pos] = 0;
        e->counted = counted;
        e->line = line;
      }
    }
    free(scope);
    e->leaf = NULL;
    for (unsigned r = 0; r < e->nregs; r++) e->cur[r] = -1;
    e->cur[0] = root_field;
    put(e, "static bool match_tree%u(const rl_pattern *pat, rl_op *root, rl_rewriter *rw, const char **why) {\n", ti);
    put(e, "  state *S = pat->data;\n  rl_rule_trace *t = rw->trace;\n  bool tr = t && (t->debug || t->stats);\n");
    put(e, "  tree%u_vals vals, *v = &vals;\n  (void)tr;\n  %s = (rl_mval){root, 0, 0};\n", ti, R(e, 0));
    emit_node(e, ti, &t->top, 1, 0);
    put(e, "  *why = \"no rule applied\";\n  return false;\n}\n\n");
    free(e->alias), free(e->body_at), free(e->body_len), free(e->body_hash), free(e->next_body), free(e->buckets);
    e->alias = NULL;
    free_names(e);
  }
  /* Registration. */
  put(e, "static rl_context_key state_key;\n\n"
         "/* c's state, made on first use. */\nstatic state *state_for(rl_context *c) {\n"
         "  state *S = rl_context_state(c, &state_key);\n  if (S) return S;\n"
         "  S = rl_context_alloc(c, sizeof *S);\n  memset(S, 0, sizeof *S);\n  S->c = c;\n  S->ok = true;\n"
         "  memcpy(S->rules, rule_defs, sizeof S->rules);\n");
  for (unsigned i = 0; i < e->ops.n; i++) {
    put(e, "  S->op[%u] = rl_opinfo_get(c, ", i);
    put_cstr(e, e->ops.names[i]);
    put(e, ", %zu);\n", strlen(e->ops.names[i]));
  }
  for (unsigned i = 0; i < e->ids.n; i++) {
    put(e, "  S->id[%u] = rl_ident_cstr(c, ", i);
    put_cstr(e, e->ids.names[i]);
    put(e, ");\n");
  }
  for (unsigned i = 0; i < e->lits.n; i++) {
    if (e->lits.kinds[i] == LIT_C) {
      put(e, "  S->lit[%u] = %s;\n", i, e->lits.names[i]);
      continue;
    }
    put(e, "  S->lit[%u] = rl_parse_%s_str(c, ", i, e->lits.kinds[i] == RL_MK_TYPE ? "type" : "attr");
    put_cstr(e, e->lits.names[i]);
    put(e, ");\n  if (!S->lit[%u]) {\n    fprintf(stderr, \"\\nrulir: error: %s: cannot read the literal '%%s'\\n\", ", i,
        src ? src->path : "rules");
    put_cstr(e, e->lits.names[i]);
    put(e, ");\n    S->ok = false;\n  }\n");
  }
  for (unsigned i = 0; i < e->libs.n; i++) {
    put(e, "  S->lib[%u] = rl_rule_lib_find(", i);
    put_cstr(e, e->libs.names[i]);
    put(e, ");\n  if (!S->lib[%u]) {\n    fprintf(stderr, \"rulir: error: rule library entry '%s' is missing\\n\");\n"
           "    S->ok = false;\n  }\n",
        i, e->libs.names[i]);
  }
  for (unsigned i = 0; i < e->tps.n; i++) {
    put(e, "  S->tp[%u] = rl_rule_type_constraint(", i);
    put_cstr(e, e->tps.names[i]);
    put(e, ");\n  S->ok &= S->tp[%u] != NULL;\n", i);
  }
  for (unsigned i = 0; i < e->aps.n; i++) {
    put(e, "  S->ap[%u] = rl_rule_attr_constraint(", i);
    put_cstr(e, e->aps.names[i]);
    put(e, ");\n  S->ok &= S->ap[%u] != NULL;\n", i);
  }
  for (unsigned ti = 0, at = 0; ti < p->ntrees; ti++) {
    const gen_mtree *t = &p->trees[ti];
    for (unsigned k = 0; k < t->nrules; k++) put(e, "  S->tree_rules[%u] = &S->rules[%u];\n", at + k, t->rules[k]);
    put(e, "  S->pats[%u] = (rl_pattern){.name = rule_defs[%u].name, .root = S->op[%d], .benefit = %u, .max_recursion = 16,\n"
           "                            .match_and_rewrite = match_tree%u, .data = S, .file = rule_defs[%u].file,\n"
           "                            .line = rule_defs[%u].line, .rules = &S->tree_rules[%u], .nrules = %u};\n",
        ti, t->rules[0], intern(e, &e->ops, t->root, 0), t->benefit, ti, t->rules[0], t->rules[0], at, t->nrules);
    at += t->nrules;
  }
  put(e, "  rl_context_set_state(c, &state_key, S);\n  return S;\n}\n\n");
  for (int lower = 0; lower < 2; lower++) {
    put(e, "void rl_rules_%s_populate%s(rl_context *c, rl_pattern_set *s) {\n  state *S = state_for(c);\n"
           "  if (!S->ok) { /* said above; the pass that asked fails */\n"
           "    rl_emit_error(c, rl_loc_unknown(c), \"the rules of %s could not be loaded\");\n    return;\n  }\n",
        stem, lower ? "_lower" : "", src ? src->path : stem);
    for (unsigned ti = 0; ti < p->ntrees; ti++)
      if (p->trees[ti].lower == (lower == 1)) put(e, "  rl_pattern_set_add(s, &S->pats[%u]);\n", ti);
    put(e, "  (void)s;\n}\n\n");
  }
  bool has_pass = src && find_pass(src);
  if (src) emit_pass(e, src, stem);
  else put(e, "void rl_rules_%s_register_pass(void) {}\n", stem);
  put(e, "#ifdef RL_RULES_PLUGIN\n/* The pass the file declares, or NULL (rulir-opt --load-rules registers it). */\n"
         "const rl_rules_pass *rl_rules_plugin_pass(void);\n"
         "const rl_rules_pass *rl_rules_plugin_pass(void) { return %s; }\n#endif\n",
      has_pass ? "&pass" : "NULL");
  put(e, "#ifdef RL_RULES_PLUGIN\n/* Loaded with rulir-opt --load-rules: false when a name could not be\n"
         " * resolved (the error is printed). */\n"
         "bool rl_rules_plugin_populate(rl_context *c, rl_pattern_set *s);\n"
         "bool rl_rules_plugin_populate(rl_context *c, rl_pattern_set *s) {\n"
         "  rl_rules_%s_populate(c, s);\n  return state_for(c)->ok;\n}\n#endif\n",
      stem);
  FILE *f = fopen(out_c, "wb");
  bool ok = f != NULL;
  if (!f) fprintf(stderr, "rulir-gen: error: cannot write '%s'\n", out_c);
  else {
    ok = fwrite(e->out.data, 1, e->out.len, f) == e->out.len;
    ok &= fclose(f) == 0;
  }
  rl_sb_free(&e->out);
  free(e->ops.names), free(e->ops.kinds), free(e->ids.names), free(e->ids.kinds), free(e->lits.names),
      free(e->lits.kinds), free(e->libs.names), free(e->libs.kinds), free(e->tps.names), free(e->tps.kinds),
      free(e->aps.names), free(e->aps.kinds);
  return ok;
}
