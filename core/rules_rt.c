/* The rule runtime (see rules_rt.h): tracing and counters, operand groups
 * and constants for matchers, the standard library of constraints and
 * helpers, the built-in type and attribute constraints by name, and the
 * location of a rewrite. Matching allocates nothing; the integer helpers
 * build attributes (and use the heap only for integers wider than 512
 * bits), and rl_m_fused_loc runs only when rewriting. */
#include <stdatomic.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "apfloat.h"
#include "asm.h"
#include "apint.h"
#include "rules_rt.h"
#include "rules_build.h"

#include "context_impl.h"
#include "symtab.h"
#include "printer.h"
#include "strbuf.h"
#include "affine.h"

/* ==== tracing =================================================================== */

static const char *const check_names[RL_MC_COUNT_] = {
    [RL_MC_OPERAND] = "operand",       [RL_MC_SAME] = "same value", [RL_MC_PROPERTY] = "property",
    [RL_MC_CONSTRAINT] = "constraint", [RL_MC_CONDITION] = "condition", [RL_MC_HELPER] = "helper",
    [RL_MC_DISABLED] = "disabled",
};

void rl_rule_withdrawn(rl_rule_trace *t, rl_rule *rule, rl_op *op, bool announced, bool last, rl_mcheck check,
                       const char *why) {
  if (!t) return;
  if (announced) {
    if (t->stats && rule->applied) rule->applied--;
    t->fired = NULL;
  }
  if (last) rl_rule_failed(t, rule, op, why ? check : RL_MC_HELPER, why ? why : "a helper gave up");
}

const char *rl_mcheck_name(rl_mcheck c) {
  return (unsigned)c < RL_MC_COUNT_ ? check_names[c] : "?";
}

/* "* Rule NAME (FILE:LINE) on 'OP': " */
static void trace_head(const rl_rule_trace *t, const rl_rule *rule, const rl_op *op) {
  fprintf(t->debug, "%*s* Rule %s (%s:%u) on '%s': ", (int)t->indent, "", rule->name, rule->file ? rule->file : "?",
          rule->file ? rule->line : 0u, op->info->name->str);
}

void rl_rule_failed(rl_rule_trace *t, rl_rule *rule, rl_op *op, rl_mcheck check, const char *why) {
  if (!t) return;
  if (t->stats) {
    rule->failed++;
    if ((unsigned)check < RL_MC_COUNT_) rule->failed_at[check]++;
  }
  if (t->debug) {
    trace_head(t, rule, op);
    fprintf(t->debug, "failed at %s", rl_mcheck_name(check));
    if (why && *why) fprintf(t->debug, ": %s", why);
    fputc('\n', t->debug);
  }
}

void rl_rule_applied(rl_rule_trace *t, rl_rule *rule, rl_op *op) {
  if (!t) return;
  t->fired = rule;
  if (t->stats) rule->applied++;
  if (t->debug && !t->failures_only) {
    trace_head(t, rule, op);
    fputs("applied\n", t->debug);
  }
}

void rl_rule_print_stats(FILE *f, const rl_rule *r) {
  fprintf(f, "  %s (%s:%u): applied %lu, failed %lu", r->name, r->file ? r->file : "?", r->file ? r->line : 0u,
          r->applied, r->failed);
  if (r->failed) {
    const char *sep = " (";
    for (unsigned i = 0; i < RL_MC_COUNT_; i++) {
      if (!r->failed_at[i]) continue;
      fprintf(f, "%s%s %lu", sep, check_names[i], r->failed_at[i]);
      sep = ", ";
    }
    if (sep[0] == ',') fputc(')', f);
  }
  fputc('\n', f);
}

/* ==== operands, results, properties =============================================== */

rl_mval rl_m_operand_group(rl_op *op, unsigned g) {
  rl_mval r = {NULL, 0, 0};
  const rl_opdef *d = op->info->def;
  bool fixed = true;
  if (d)
    for (unsigned i = 0; i < d->noperands && fixed; i++) fixed = d->operands[i].arity == RL_ARITY_ONE;
  if (fixed) {
    if (g < op->noperands) r.p = op->operands[g].value;
    return r;
  }
  if (g >= d->noperands) return r;
  unsigned size, first = rl_op_operand_group(op, g, &size);
  if (first > op->noperands) first = op->noperands; /* a malformed segment property */
  if (size > op->noperands - first) size = op->noperands - first;
  switch ((rl_arity)d->operands[g].arity) {
  case RL_ARITY_VARIADIC:
    r.p = op;
    r.first = first;
    r.n = size;
    break;
  case RL_ARITY_OPTIONAL:
  case RL_ARITY_ONE:
    if (size >= 1) r.p = op->operands[first].value;
    break;
  }
  return r;
}

rl_attr *rl_m_constant_of(rl_value *v) {
  rl_op *op = v ? rl_value_defining_op(v) : NULL;
  if (!op || !(op->info->traits & RL_TRAIT_CONSTANT_LIKE)) return NULL;
  const rl_opinfo *oi = op->info;
  /* A registered op names its properties: find `value` among them (no
   * interning, nothing allocated). */
  if (oi->def && oi->prop_names) {
    for (unsigned i = 0; i < oi->def->nattrs; i++) {
      const rl_ident *n = oi->prop_names[i];
      if (n->len == 5 && memcmp(n->str, "value", 5) == 0) return rl_op_get_prop(op, oi->prop_names[i]);
    }
    /* Without one, what its folder says (llvm.mlir.zero's 0). */
    return rl_op_constant_value(op);
  }
  return rl_op_get_prop(op, oi->ctx->id_value);
}

unsigned rl_m_range_values(const rl_mval *r, rl_value **out, unsigned cap) {
  if (!r->p || !r->n) return 0;
  if (r->n > cap) return UINT32_MAX;
  if (r->first == RL_MRANGE_ARRAY) {
    memcpy(out, r->p, r->n * sizeof *out);
    return r->n;
  }
  rl_op *op = r->p;
  for (unsigned i = 0; i < r->n; i++) out[i] = op->operands[r->first + i].value;
  return r->n;
}

/* ==== lower rules ==================================================================== */

_Static_assert(offsetof(rl_rewriter, b) == 0, "rl_m_rewriter: a rewriter starts with its builder");

static rl_rule_conv_hooks conv_hooks;

/* Set by every conversion, always to the same hooks: written only when
 * they change, so that conversions on several threads only read them. */
void rl_rule_set_conv_hooks(const rl_rule_conv_hooks *h) {
  if (memcmp(&conv_hooks, h, sizeof *h)) conv_hooks = *h;
}

static rl_value *remap_value(rl_rewriter *rw, rl_value *v) {
  return conv_hooks.remap ? conv_hooks.remap(rw, v) : v;
}

bool rl_m_remap(rl_rewriter *rw, rl_mval *v, uint8_t kind) {
  if (!v->p) return true; /* an absent optional operand, an empty range */
  if (kind == RL_MK_VALUE) {
    v->p = remap_value(rw, v->p);
    return v->p != NULL;
  }
  if (kind != RL_MK_RANGE || !v->n) return true;
  /* The converted range lives as long as the context: a conversion converts
   * each variadic op once. */
  rl_value **vals = rl_context_alloc(rw->b.ctx, v->n * sizeof *vals);
  if (rl_m_range_values(v, vals, v->n) != v->n) return false;
  for (unsigned i = 0; i < v->n; i++)
    if (!(vals[i] = remap_value(rw, vals[i]))) return false;
  v->p = vals;
  v->first = RL_MRANGE_ARRAY;
  return true;
}

rl_type *rl_m_convert_type(rl_rewriter *rw, rl_type *t) {
  return conv_hooks.convert_type ? conv_hooks.convert_type(rw, t) : t;
}

/* The pack helper of a `signature` statement, as the driver calls it. */
typedef struct sig_pack {
  rl_rule_native_fn fn;
} sig_pack;

static rl_value *pack_by_helper(void *ud, rl_rewriter *rw, rl_type *old_type, rl_value *const *args, unsigned n,
                                rl_attr *loc) {
  const sig_pack *p = ud;
  rl_mval in[3] = {{old_type, 0, 0}, {(void *)args, RL_MRANGE_ARRAY, n}, {loc, 0, 0}}, out = {0};
  return p->fn(rw->b.ctx, &rw->b, in, &out) ? out.p : NULL;
}

bool rl_m_signature(rl_rewriter *rw, rl_block *b, const rl_mval *types, const rl_mval *counts,
                    rl_rule_native_fn pack) {
  if (!conv_hooks.convert_signature) return false;
  if (!types) return conv_hooks.convert_signature(rw, b, NULL, NULL, NULL, NULL);
  unsigned nc = counts->p ? counts->n : 0, nt = types->p ? types->n : 0;
  if (nc != b->nargs) return false;
  unsigned *cnt = rl_xcalloc(nc ? nc : 1, sizeof *cnt);
  rl_type **ts = rl_xcalloc(nt ? nt : 1, sizeof *ts);
  unsigned sum = 0;
  for (unsigned i = 0; i < nc; i++) sum += cnt[i] = (unsigned)rl_attr_int_value(rl_m_range_at(counts, RL_MK_ATTRS, i));
  for (unsigned i = 0; i < nt; i++) ts[i] = rl_m_range_at(types, RL_MK_TYPES, i);
  sig_pack p = {pack};
  bool ok = sum == nt && conv_hooks.convert_signature(rw, b, cnt, ts, pack ? pack_by_helper : NULL, &p);
  free(cnt);
  free(ts);
  return ok;
}

static const rl_pass_option *opt_table;
static unsigned opt_n;
static const void *opt_config;

void rl_rules_set_options(const rl_pass_option *opts, unsigned n, const void *config) {
  opt_table = opts;
  opt_n = n;
  opt_config = config;
}

static const rl_pass_option *option_named(const char *name) {
  for (unsigned i = 0; i < opt_n; i++)
    if (!strcmp(opt_table[i].name, name)) return &opt_table[i];
  return NULL;
}

int64_t rl_rules_option_int(const char *name) {
  const rl_pass_option *o = option_named(name);
  if (!o || o->list) return 0;
  if (o->kind == RL_OPT_BOOL) return rl_rules_option_bool(name);
  if (o->kind == RL_OPT_DOUBLE) return (int64_t)rl_pass_option_double(o, opt_config);
  return o->kind == RL_OPT_STRING ? 0 : rl_pass_option_int(o, opt_config);
}

bool rl_rules_option_bool(const char *name) {
  const rl_pass_option *o = option_named(name);
  return o && o->kind == RL_OPT_BOOL && !o->list && *(const bool *)((const char *)opt_config + o->offset);
}

const char *rl_rules_option_str(const char *name) {
  const rl_pass_option *o = option_named(name);
  if (o && o->kind == RL_OPT_ENUM) return o->values[2 * rl_pass_option_int(o, opt_config)];
  return o && o->kind == RL_OPT_STRING && !o->list ? rl_pass_option_str(o, opt_config) : "";
}

const rl_opt_list *rl_rules_option_list(const char *name) {
  static const rl_opt_list none;
  const rl_pass_option *o = option_named(name);
  return o && o->list ? rl_pass_option_list(o, opt_config) : &none;
}

/* ==== the standard library ========================================================== */

static bool int_or_index(const rl_type *t) { return rl_type_is_integer(t) || rl_type_is_index(t); }

/* An integer scalar of a constant: the words of an integer attribute or of
 * the splat of a dense integer attribute. */
static const uint64_t *int_scalar(const rl_attr *a, unsigned *width) {
  if (!a) return NULL;
  if (a->kind == RL_AT_INTEGER) {
    const rl_type *t = rl_attr_type_of(a);
    if (!int_or_index(t)) return NULL;
    *width = rl_type_bitwidth(t);
    return rl_attr_int_words(a);
  }
  if (a->kind == RL_AT_DENSE && a->sub == 1 && a->n >= 3) {
    const rl_type *et = rl_type_elem(rl_attr_type_of(a));
    if (!et || !int_or_index(et)) return NULL;
    unsigned w = rl_type_bitwidth(et);
    if (a->w[1] != rl_apint_nwords(w) || a->n < 2 + a->w[1]) return NULL;
    *width = w;
    return &a->w[2];
  }
  return NULL;
}

/* A float scalar: a float attribute or the splat of dense float elements. */
static bool float_scalar(const rl_attr *a, rl_float_sem *sem, uint64_t *lo, uint64_t *hi) {
  if (!a) return false;
  if (a->kind == RL_AT_FLOAT) {
    const rl_type *t = rl_attr_type_of(a);
    if (!rl_type_is_float(t)) return false;
    *sem = rl_type_float_sem(t);
    *lo = a->w[1];
    *hi = a->n > 2 ? a->w[2] : 0;
    return true;
  }
  if (a->kind == RL_AT_DENSE && a->sub == 1 && a->n >= 3) {
    const rl_type *et = rl_type_elem(rl_attr_type_of(a));
    if (!et || !rl_type_is_float(et)) return false;
    unsigned wpe = (unsigned)a->w[1];
    if (wpe < 1 || a->n < 2 + wpe) return false;
    *sem = rl_type_float_sem(et);
    *lo = a->w[2];
    *hi = wpe > 1 ? a->w[3] : 0;
    return true;
  }
  return false;
}

static bool words_zero(const uint64_t *w, unsigned width) { return rl_apint_is_zero(w, rl_apint_nwords(width)); }

static bool words_one(const uint64_t *w, unsigned width) {
  if (width == 0 || w[0] != 1) return false;
  for (unsigned i = 1; i < rl_apint_nwords(width); i++)
    if (w[i]) return false;
  return true;
}

static bool words_all_ones(const uint64_t *w, unsigned width) {
  unsigned full = width / 64, rest = width % 64;
  for (unsigned i = 0; i < full; i++)
    if (w[i] != ~0ull) return false;
  return !rest || w[full] == (1ull << rest) - 1;
}

/* Whether float bits equal the value v (canonical patterns compared). */
static bool float_equals(rl_float_sem sem, uint64_t lo, uint64_t hi, double v) {
  uint64_t elo, ehi;
  rl_apfloat_from_double(sem, v, &elo, &ehi);
  rl_apfloat_canonicalize(sem, &lo, &hi);
  rl_apfloat_canonicalize(sem, &elo, &ehi);
  return lo == elo && hi == ehi;
}

bool rl_lib_IsZero(rl_context *c, const rl_mval *args) {
  (void)c;
  const rl_attr *a = args[0].p;
  unsigned width;
  const uint64_t *w = int_scalar(a, &width);
  if (w) return words_zero(w, width);
  rl_float_sem sem;
  uint64_t lo, hi;
  return float_scalar(a, &sem, &lo, &hi) && rl_apfloat_is_zero(sem, lo, hi); /* +0.0 or -0.0 */
}

bool rl_lib_IsOne(rl_context *c, const rl_mval *args) {
  (void)c;
  const rl_attr *a = args[0].p;
  unsigned width;
  const uint64_t *w = int_scalar(a, &width);
  if (w) return words_one(w, width);
  rl_float_sem sem;
  uint64_t lo, hi;
  return float_scalar(a, &sem, &lo, &hi) && float_equals(sem, lo, hi, 1.0);
}

bool rl_lib_IsAllOnes(rl_context *c, const rl_mval *args) {
  (void)c;
  unsigned width;
  const uint64_t *w = int_scalar(args[0].p, &width);
  return w && words_all_ones(w, width);
}

bool rl_lib_IsSplat(rl_context *c, const rl_mval *args) {
  (void)c;
  const rl_attr *a = args[0].p;
  return a && a->kind == RL_AT_DENSE && a->sub == 1;
}

bool rl_lib_HasOneUse(rl_context *c, const rl_mval *args) {
  (void)c;
  const rl_value *v = args[0].p;
  return v && v->first_use && !v->first_use->next;
}

bool rl_lib_Used(rl_context *c, const rl_mval *args) {
  (void)c;
  const rl_value *v = args[0].p;
  return v && v->first_use;
}

bool rl_lib_Unused(rl_context *c, const rl_mval *args) {
  (void)c;
  const rl_value *v = args[0].p;
  return v && !v->first_use;
}

bool rl_lib_AnyUnused(rl_context *c, const rl_mval *args) {
  (void)c;
  for (unsigned i = 0; args[0].p && i < args[0].n; i++)
    if (!((const rl_value *)rl_m_range_at(&args[0], RL_MK_RANGE, i))->first_use) return true;
  return false;
}

bool rl_lib_WithAttrsOf(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)c;
  rl_op *to = args[0].p, *from = args[1].p;
  if (!to || !from) return false;
  if (from->attrs != to->attrs) {
    rl_rewriter *rw = rl_m_rewriter(b);
    rl_rewriter_start_modify(rw, to);
    to->attrs = from->attrs;
    rl_rewriter_modified(rw, to);
  }
  out->p = to;
  return true;
}

/* The copy of op made by Clone and CloneWithOperands, inserted at the
 * insertion point through the rewriter. */
static rl_op *insert_clone(rl_context *c, rl_builder *b, rl_op *n) {
  rl_rewriter_insert(rl_m_rewriter(b), n);
  (void)c;
  return n;
}

typedef struct clone_map {
  const rl_mval *from, *to;
} clone_map;

static bool remap_clone(rl_op *op, void *ud) {
  const clone_map *m = ud;
  for (unsigned i = 0; i < op->noperands; i++)
    for (unsigned k = m->from->n; k-- > 0;) /* the last mapping of a value wins, as an IRMapping's */
      if (op->operands[i].value == rl_m_range_at(m->from, RL_MK_RANGE, k)) {
        rl_op_set_operand(op, i, rl_m_range_at(m->to, RL_MK_RANGE, k));
        break;
      }
  return true;
}

bool rl_lib_Clone(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  rl_op *op = args[0].p;
  if (!op || !b || args[1].n != args[2].n) return false;
  rl_op *n = rl_op_clone(c, op);
  clone_map m = {&args[1], &args[2]};
  if (args[1].n) rl_op_walk(n, false, remap_clone, &m);
  out->p = insert_clone(c, b, n);
  return true;
}

bool rl_lib_CloneWithOperands(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  rl_op *op = args[0].p;
  if (!op || !b || args[1].n != op->noperands) return false;
  rl_op *n = rl_op_clone(c, op);
  for (unsigned i = 0; i < n->noperands; i++) rl_op_set_operand(n, i, rl_m_range_at(&args[1], RL_MK_RANGE, i));
  out->p = insert_clone(c, b, n);
  return true;
}

bool rl_lib_NoResults(rl_context *c, const rl_mval *args) {
  (void)c;
  return args[0].p && ((rl_op *)args[0].p)->nresults == 0;
}

bool rl_lib_IsConstant(rl_context *c, const rl_mval *args) {
  (void)c;
  rl_value *v = args[0].p;
  rl_op *d = v ? rl_value_defining_op(v) : NULL;
  return d && (d->info->traits & RL_TRAIT_CONSTANT_LIKE);
}

/* An i1 value that a constant-like op defines as true (false). */
bool rl_lib_IsTrue(rl_context *c, const rl_mval *args) {
  (void)c;
  return args[0].p && rl_value_constant_bool(args[0].p) == 1;
}

bool rl_lib_IsFalse(rl_context *c, const rl_mval *args) {
  (void)c;
  return args[0].p && rl_value_constant_bool(args[0].p) == 0;
}

/* Whether no value of the range (ValueRange, Op) is defined inside the op,
 * in one of its regions at any depth (MLIR's isDefinedOutsideOfLoop). */
/* Whether value v is defined inside op (in its regions, at any depth). */
static bool inside(const rl_value *v, const rl_op *op) {
  rl_block *b = v->is_arg ? (rl_block *)rl_value_owner(v) : ((rl_op *)rl_value_owner(v))->parent;
  for (rl_op *o = b && b->parent ? b->parent->parent : NULL; o; o = o->parent && o->parent->parent ? o->parent->parent->parent : NULL)
    if (o == op) return true;
  return false;
}

bool rl_lib_DefinedOutside(rl_context *c, const rl_mval *args) {
  (void)c;
  for (unsigned i = 0; args[0].p && i < args[0].n; i++)
    if (inside(rl_m_range_at(&args[0], RL_MK_RANGE, i), args[1].p)) return false;
  return true;
}

bool rl_lib_Inside(rl_context *c, const rl_mval *args) {
  (void)c;
  return args[0].p && args[1].p && inside(args[0].p, args[1].p);
}

bool rl_lib_Outside(rl_context *c, const rl_mval *args) {
  (void)c;
  return args[0].p && args[1].p && !inside(args[0].p, args[1].p);
}

bool rl_lib_UsedIn(rl_context *c, const rl_mval *args) {
  (void)c;
  const rl_value *v = args[0].p;
  for (const rl_use *u = v ? v->first_use : NULL; u && args[1].p; u = u->next)
    if (rl_region_contains(args[1].p, u->owner)) return true;
  return false;
}

bool rl_lib_UsedInBlock(rl_context *c, const rl_mval *args) {
  (void)c;
  const rl_value *v = args[0].p;
  for (const rl_use *u = v ? v->first_use : NULL; u && args[1].p; u = u->next)
    if (u->owner->parent == args[1].p) return true;
  return false;
}

/* How many times value v occurs in range r. */
static unsigned count_in(const rl_mval *v, const rl_mval *r) {
  unsigned n = 0;
  for (unsigned i = 0; r->p && i < r->n; i++) n += rl_m_range_at(r, RL_MK_RANGE, i) == v->p;
  return n;
}

bool rl_lib_In(rl_context *c, const rl_mval *args) {
  (void)c;
  return args[0].p && count_in(&args[0], &args[1]) > 0;
}

bool rl_lib_NotIn(rl_context *c, const rl_mval *args) {
  (void)c;
  return args[0].p && count_in(&args[0], &args[1]) == 0;
}

bool rl_lib_Count(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  *out = (rl_mval){rl_attr_integer(c, rl_type_index(c), count_in(&args[0], &args[1])), 0, 0};
  return out->p != NULL;
}

/* Whether no value is in both ranges (ValueRange, ValueRange). */
bool rl_lib_Disjoint(rl_context *c, const rl_mval *args) {
  (void)c;
  for (unsigned i = 0; args[0].p && i < args[0].n; i++)
    for (unsigned j = 0; args[1].p && j < args[1].n; j++)
      if (rl_m_range_at(&args[0], RL_MK_RANGE, i) == rl_m_range_at(&args[1], RL_MK_RANGE, j)) return false;
  return true;
}

typedef enum int_op { INT_ADD, INT_SUB, INT_MUL } int_op;

/* r = a op b in n words (the caller clears the bits above the width). */
static void words_arith(int_op k, uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned n) {
  typedef unsigned __int128 u128;
  switch (k) {
  case INT_ADD: {
    uint64_t carry = 0;
    for (unsigned i = 0; i < n; i++) {
      u128 s = (u128)a[i] + b[i] + carry;
      r[i] = (uint64_t)s;
      carry = (uint64_t)(s >> 64);
    }
    break;
  }
  case INT_SUB: {
    uint64_t borrow = 0;
    for (unsigned i = 0; i < n; i++) {
      u128 d = (u128)a[i] - b[i] - borrow;
      r[i] = (uint64_t)d;
      borrow = (uint64_t)(d >> 64) ? 1 : 0;
    }
    break;
  }
  case INT_MUL: /* the low n words of the product */
    memset(r, 0, n * sizeof *r);
    for (unsigned i = 0; i < n; i++) {
      uint64_t carry = 0;
      for (unsigned j = 0; i + j < n; j++) {
        u128 t = (u128)a[i] * b[j] + r[i + j] + carry;
        r[i + j] = (uint64_t)t;
        carry = (uint64_t)(t >> 64);
      }
    }
    break;
  }
}

#define SMALL_WORDS 8

static bool int_helper(int_op k, rl_context *c, const rl_mval *args, rl_mval *out) {
  const rl_attr *a = args[0].p, *b = args[1].p;
  if (!a || !b || a->kind != b->kind || rl_attr_type_of(a) != rl_attr_type_of(b)) return false;
  unsigned width, wb;
  const uint64_t *x = int_scalar(a, &width), *y = int_scalar(b, &wb);
  if (!x || !y || width != wb) return false;
  unsigned n = rl_apint_nwords(width);
  uint64_t small[SMALL_WORDS], *r = n <= SMALL_WORDS ? small : malloc(n * sizeof *r);
  if (!r) return false;
  words_arith(k, r, x, y, n);
  rl_apint_clear_above(r, width);
  rl_type *t = rl_attr_type_of(a);
  out->p = a->kind == RL_AT_INTEGER ? rl_attr_integer_words(c, t, r) : rl_attr_dense(c, t, true, n, 1, r);
  out->first = out->n = 0;
  if (r != small) free(r);
  return out->p != NULL;
}

bool rl_lib_AddInts(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  return int_helper(INT_ADD, c, args, out);
}
bool rl_lib_SubInts(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  return int_helper(INT_SUB, c, args, out);
}
bool rl_lib_ForBlocks(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)c;
  (void)b;
  const rl_mval *vals = &args[0], *blocks = &args[1];
  unsigned k = 0, nv = vals->p ? vals->n : 0;
  for (unsigned i = 0; blocks->p && i < blocks->n; i++) {
    rl_block *blk = rl_m_range_at(blocks, RL_MK_BLOCKS, i);
    for (unsigned a = 0; a < blk->nargs; a++, k++)
      if (k >= nv || ((rl_value *)rl_m_range_at(vals, RL_MK_RANGE, k))->type != blk->args[a]->type) return false;
  }
  if (k != nv) return false;
  *out = *vals;
  if (!out->p) *out = (rl_mval){(void *)blocks, RL_MRANGE_ARRAY, 0}; /* empty, but there */
  return true;
}

bool rl_lib_Substitute(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  const rl_mval *xs = &args[0], *to = &args[2];
  const rl_block *blk = args[1].p;
  unsigned n = xs->p ? xs->n : 0, nt = to->p ? to->n : 0;
  if (!blk) return false;
  void **arr = rl_context_alloc(c, (n ? n : 1) * sizeof *arr);
  for (unsigned i = 0; i < n; i++) {
    rl_value *x = rl_m_range_at(xs, RL_MK_RANGE, i);
    if (x->is_arg && rl_value_owner(x) == blk && x->index < nt) x = rl_m_range_at(to, RL_MK_RANGE, x->index);
    arr[i] = x;
  }
  *out = (rl_mval){arr, RL_MRANGE_ARRAY, n};
  return true;
}

bool rl_lib_DenseOf(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_type *t = args[1].p;
  unsigned n = args[0].p ? args[0].n : 0;
  if (!n || !t || (!rl_type_is_integer(t) && !rl_type_is_index(t))) return false;
  unsigned wpe = rl_type_is_index(t) ? 1 : (rl_type_int_width(t) + 63) / 64;
  uint64_t *data = rl_xcalloc((size_t)n * wpe, sizeof *data);
  bool ok = true;
  for (unsigned i = 0; i < n && ok; i++) {
    const rl_attr *e = rl_m_range_at(&args[0], RL_MK_ATTRS, i);
    ok = e && e->kind == RL_AT_INTEGER && rl_attr_type_of(e) == t;
    if (ok) memcpy(&data[(size_t)i * wpe], rl_attr_int_words(e), wpe * sizeof *data);
  }
  int64_t dim = n;
  /* All equal: a splat, as MLIR's DenseElementsAttr::get (and the parser) make it. */
  bool splat = true;
  for (unsigned i = 1; i < n && splat; i++) splat = !memcmp(&data[(size_t)i * wpe], data, wpe * sizeof *data);
  if (ok)
    *out = (rl_mval){rl_attr_dense(c, rl_type_vector(c, 1, &dim, NULL, t), splat, wpe, splat ? 1 : n, data), 0, 0};
  free(data);
  return ok && out->p;
}

bool rl_lib_Find(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  unsigned n = args[0].p ? args[0].n : 0, i = 0;
  while (i < n && rl_m_range_at(&args[0], RL_MK_ATTRS, i) != args[1].p) i++;
  *out = (rl_mval){rl_attr_integer(c, rl_type_index(c), i), 0, 0};
  return out->p != NULL;
}

/* The integers of a range of attributes as a dense array of `width`-bit
 * signless integers (wrapped to the width); false when one is no integer
 * of at most 64 bits. */
static bool int_array(rl_context *c, const rl_mval *list, unsigned width, rl_mval *out) {
  unsigned n = list->p ? list->n : 0;
  uint64_t *v = rl_xcalloc(n ? n : 1, sizeof *v);
  bool ok = true;
  for (unsigned i = 0; i < n && ok; i++) {
    rl_mval e = {rl_m_range_at(list, RL_MK_ATTRS, i), 0, 0};
    int64_t x = 0;
    ok = rl_m_int_of(&e, &x);
    v[i] = width == 32 ? (uint64_t)(int64_t)(int32_t)x : (uint64_t)x;
  }
  if (ok) *out = (rl_mval){rl_attr_dense_array(c, rl_type_integer(c, width, RL_SIGNLESS), n, v), 0, 0};
  free(v);
  return ok && out->p;
}

bool rl_lib_I32Array(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  return int_array(c, &args[0], 32, out);
}

/* I64ArrayAttr(attrs): the integers as an array attribute of i64 integer
 * attributes (MLIR's getI64ArrayAttr: vector.constant_mask's sizes). */
bool rl_lib_I64ArrayAttr(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  unsigned n = args[0].p ? args[0].n : 0;
  rl_attr **v = rl_xcalloc(n ? n : 1, sizeof *v);
  rl_type *i64 = rl_type_integer(c, 64, RL_SIGNLESS);
  bool ok = true;
  for (unsigned i = 0; i < n && ok; i++) {
    rl_mval e = {rl_m_range_at(&args[0], RL_MK_ATTRS, i), 0, 0};
    int64_t x = 0;
    ok = rl_m_int_of(&e, &x) && (v[i] = rl_attr_integer(c, i64, x)) != NULL;
  }
  if (ok) *out = (rl_mval){rl_attr_array(c, n, v), 0, 0};
  free(v);
  return ok && out->p;
}

/* ArrayAttr(attrs): the array attribute of the attributes, in order
 * (`[true, false]` for in_bounds). */
bool rl_lib_ArrayAttr(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  unsigned n = args[0].p ? args[0].n : 0;
  rl_attr **v = rl_xcalloc(n ? n : 1, sizeof *v);
  bool ok = true;
  for (unsigned i = 0; i < n && ok; i++) ok = (v[i] = rl_m_range_at(&args[0], RL_MK_ATTRS, i)) != NULL;
  if (ok) *out = (rl_mval){rl_attr_array(c, n, v), 0, 0};
  free(v);
  return ok && out->p;
}

bool rl_lib_IndexOf(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  const rl_attr *arr = args[0].p;
  const rl_attr *k = args[1].p ? rl_m_constant_of(args[1].p) : NULL;
  if (!arr || !k || k->kind != RL_AT_INTEGER) return false;
  rl_type *t = rl_attr_type_of(k);
  unsigned i = 0, n;
  if (arr->kind == RL_AT_DENSE_ARRAY && rl_type_is_integer((rl_type *)arr->w[0])) {
    /* Elements sign-extended, as rl_attr_int_value gives the constant. */
    if (!rl_type_is_index(t) && rl_type_int_width(t) > 64) return false;
    int64_t v = rl_attr_int_value(k);
    n = arr->n - 1;
    while (i < n && (int64_t)arr->w[1 + i] != v) i++;
  } else if (arr->kind == RL_AT_DENSE && rl_type_rank(rl_attr_type_of(arr)) == 1 &&
             rl_type_elem(rl_attr_type_of(arr)) == t) {
    /* Elements of the constant's type, w[1] words each, compared with the
     * constant's words (any width: cf.switch takes i128 flags); a splat is
     * every element. */
    size_t wpe = (size_t)arr->w[1];
    n = (unsigned)rl_type_dim(rl_attr_type_of(arr), 0);
    const uint64_t *v = rl_attr_int_words(k);
    while (i < n && memcmp(&arr->w[2 + (arr->sub ? 0 : i * wpe)], v, wpe * sizeof *v) != 0) i++;
  } else {
    return false;
  }
  *out = (rl_mval){rl_attr_integer(c, rl_type_index(c), i), 0, 0};
  return out->p != NULL;
}

bool rl_lib_Segment(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)c;
  (void)b;
  const rl_attr *sizes = args[1].p;
  int64_t k;
  if (!sizes || sizes->kind != RL_AT_DENSE_ARRAY || !rl_m_int_of(&args[2], &k) || k < 0 ||
      (uint64_t)k >= sizes->n - 1)
    return false;
  uint64_t at = 0;
  for (int64_t i = 0; i < k; i++) at += (uint64_t)(int64_t)sizes->w[1 + i];
  uint64_t len = (uint64_t)(int64_t)sizes->w[1 + k];
  if (at + len > (args[0].p ? args[0].n : 0)) return false;
  if (!len) { /* empty, but there (a helper's NULL result means it gave up) */
    *out = (rl_mval){(void *)sizes, RL_MRANGE_ARRAY, 0};
    return true;
  }
  *out = args[0].first == RL_MRANGE_ARRAY
             ? (rl_mval){(void **)args[0].p + at, RL_MRANGE_ARRAY, (uint32_t)len}
             : (rl_mval){args[0].p, args[0].first + (uint32_t)at, (uint32_t)len};
  return true;
}

bool rl_lib_MulInts(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  return int_helper(INT_MUL, c, args, out);
}

/* ---- mixed lists: a static array and its dynamic operands ---------------------------- */

/* A mixed list's static array (args[0]: a dense i64 array whose RL_DYNAMIC
 * entries, MLIR's ShapedType::kDynamic, take the operands of args[1] in
 * turn) and its length, or NULL when it is none or the operands are not
 * as many as its dynamic entries. */
static const uint64_t *mixed_list(const rl_mval *args, unsigned *n) {
  const rl_attr *a = args[0].p;
  if (!a || a->kind != RL_AT_DENSE_ARRAY || !rl_type_is_integer((rl_type *)a->w[0]) ||
      rl_type_int_width((rl_type *)a->w[0]) != 64)
    return NULL;
  *n = (unsigned)(a->n - 1);
  unsigned ndyn = 0;
  for (unsigned i = 0; i < *n; i++) ndyn += (int64_t)a->w[1 + i] == RL_DYNAMIC;
  return ndyn == (args[1].p ? args[1].n : 0) ? &a->w[1] : NULL;
}

bool rl_lib_Absent(rl_context *c, const rl_mval *args) {
  (void)c;
  return !args[0].p;
}

bool rl_lib_Present(rl_context *c, const rl_mval *args) {
  (void)c;
  return args[0].p != NULL;
}

bool rl_lib_NotConstant(rl_context *c, const rl_mval *args) { return args[0].p && !rl_lib_IsConstant(c, args); }

static bool marker_test(const rl_mval *a, bool dynamic) {
  int64_t v;
  return rl_m_int_of(a, &v) && (v == RL_DYNAMIC) == dynamic;
}
bool rl_lib_Static(rl_context *c, const rl_mval *args) {
  (void)c;
  return marker_test(&args[0], false);
}
bool rl_lib_Dynamic(rl_context *c, const rl_mval *args) {
  (void)c;
  return marker_test(&args[0], true);
}

bool rl_lib_DynamicAt(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)c;
  (void)b;
  unsigned n, k = 0;
  const uint64_t *w = mixed_list(args, &n);
  int64_t i;
  if (!w || !rl_m_int_of(&args[2], &i) || i < 0 || i >= (int64_t)n || (int64_t)w[i] != RL_DYNAMIC) return false;
  for (int64_t j = 0; j < i; j++) k += (int64_t)w[j] == RL_DYNAMIC;
  *out = (rl_mval){rl_m_range_at(&args[1], RL_MK_RANGE, k), 0, 0};
  return true;
}

bool rl_lib_FoldMixed(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  unsigned n, k = 0;
  const uint64_t *w = mixed_list(args, &n);
  if (!w) return false;
  uint64_t *v = rl_xcalloc(n ? n : 1, sizeof *v);
  bool changed = false;
  for (unsigned i = 0; i < n; i++) {
    v[i] = w[i];
    if ((int64_t)w[i] != RL_DYNAMIC) continue;
    rl_mval cst = {rl_m_constant_of(rl_m_range_at(&args[1], RL_MK_RANGE, k++)), 0, 0};
    int64_t x;
    if (rl_m_int_of(&cst, &x) && x != RL_DYNAMIC) {
      v[i] = (uint64_t)x;
      changed = true;
    }
  }
  *out = (rl_mval){changed ? rl_attr_dense_array(c, (rl_type *)((const rl_attr *)args[0].p)->w[0], n, v) : args[0].p, 0, 0};
  free(v);
  return out->p != NULL;
}

bool rl_lib_I64Array(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  return int_array(c, &args[0], 64, out);
}

/* Two integer attributes of one type whose quotient is defined (y is not
 * 0, and not -1 under INT64_MIN). */
static bool dividable(const rl_mval *args, int64_t *x, int64_t *y) {
  return rl_m_int_of(&args[0], x) && rl_m_int_of(&args[1], y) && *y && !(*x == INT64_MIN && *y == -1) &&
         rl_attr_type_of(args[0].p) == rl_attr_type_of(args[1].p);
}

bool rl_lib_CeilDivInts(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  int64_t x, y;
  if (!dividable(args, &x, &y)) return false;
  int64_t q = x / y;
  if (x % y != 0 && (x > 0) == (y > 0)) q++;
  *out = (rl_mval){rl_attr_integer(c, rl_attr_type_of(args[0].p), q), 0, 0};
  return out->p != NULL;
}

bool rl_lib_RemInts(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  int64_t x, y;
  if (!dividable(args, &x, &y)) return false;
  *out = (rl_mval){rl_attr_integer(c, rl_attr_type_of(args[0].p), x % y), 0, 0};
  return out->p != NULL;
}

bool rl_lib_PowerOf2Ceil(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  int64_t x;
  if (!rl_m_int_of(&args[0], &x) || x < 0 || x > INT64_C(1) << 62) return false;
  int64_t p = 1;
  while (p < x) p <<= 1;
  *out = (rl_mval){rl_attr_integer(c, rl_attr_type_of(args[0].p), x ? p : 0), 0, 0};
  return out->p != NULL;
}

/* a as the splat of shaped type t (a vector or tensor of a's type), or a
 * itself for a scalar t. */
static rl_attr *splat_as(rl_context *c, rl_attr *a, rl_type *t) {
  if (!a || (t->kind != RL_TY_VECTOR && t->kind != RL_TY_TENSOR)) return a;
  rl_type *e = rl_type_elem(t);
  if (rl_type_is_float(e)) return rl_attr_dense(c, t, true, rl_type_bitwidth(e) > 64 ? 2 : 1, 1, &a->w[1]);
  return rl_attr_dense(c, t, true, (rl_type_bitwidth(e) + 63) / 64, 1, rl_attr_int_words(a));
}

static rl_type *scalar_of(rl_type *t) {
  return t && (t->kind == RL_TY_VECTOR || t->kind == RL_TY_TENSOR) ? rl_type_elem(t) : t;
}

/* AsInt(a, T), AsFloat(a, T): integer a as an attribute of integer or
 * float type T, or its splat when T is a vector or tensor of one. */
bool rl_lib_AsInt(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  int64_t x;
  rl_type *t = args[1].p, *e = scalar_of(t);
  if (!rl_m_int_of(&args[0], &x) || !e || (!rl_type_is_integer(e) && !rl_type_is_index(e))) return false;
  *out = (rl_mval){splat_as(c, rl_attr_integer(c, e, x), t), 0, 0};
  return out->p != NULL;
}

/* AsFloat also takes a float attribute, rounded to T (NaN stays a quiet
 * NaN, infinities infinities). */
bool rl_lib_AsFloat(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_type *t = args[1].p, *e = scalar_of(t);
  const rl_attr *a = args[0].p;
  int64_t x;
  double d;
  if (a && a->kind == RL_AT_FLOAT)
    memcpy(&d, &a->w[1], sizeof d);
  else if (rl_m_int_of(&args[0], &x))
    d = (double)x;
  else
    return false;
  if (!e || !rl_type_is_float(e)) return false;
  *out = (rl_mval){splat_as(c, rl_attr_float(c, e, d), t), 0, 0};
  return out->p != NULL;
}

/* IntegerType(w): the signless integer type of width w. */
bool rl_lib_IntegerType(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  int64_t w;
  if (!rl_m_int_of(&args[0], &w) || w < 1 || w > (1 << 24)) return false;
  *out = (rl_mval){rl_type_integer(c, (unsigned)w, RL_SIGNLESS), 0, 0};
  return out->p != NULL;
}

/* EnumAs(a, like): bit enum attribute a as one of like's enum, case by
 * case name (#arith.fastmath<nnan> to #llvm.fastmath<nnan>), with like's
 * own flags added; an absent a adds none. Gives up on a case like's enum
 * lacks. */
bool rl_lib_EnumAs(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  const rl_attr *a = args[0].p, *l = args[1].p;
  if (!l || l->kind != RL_AT_ENUM || (a && a->kind != RL_AT_ENUM)) return false;
  const rl_enum_def *to = rl_word_ptr(l->w[0]), *from = a ? rl_word_ptr(a->w[0]) : NULL;
  if (!to->bits || (from && !from->bits)) return false;
  uint64_t v = l->w[1];
  for (unsigned i = 0; from && i < from->n; i++) {
    if (!from->values[i] || (a->w[1] & from->values[i]) != from->values[i]) continue;
    unsigned k = 0;
    while (k < to->n && strcmp(to->keywords[k], from->keywords[i]) != 0) k++;
    if (k == to->n) return false;
    v |= to->values[k];
  }
  *out = (rl_mval){rl_attr_enum(c, to, rl_word_ptr(l->w[2]), v), 0, 0};
  return out->p != NULL;
}

/* StrCat(a, b): the text of two string or integer attributes, joined. */
static size_t text_of(const rl_attr *a, char *buf, size_t cap, const char **s) {
  if (a && a->kind == RL_AT_STRING) {
    const rl_ident *id = rl_attr_string_ident(a);
    *s = id->str;
    return id->len;
  }
  int64_t x;
  rl_mval m = {(void *)a, 0, 0};
  if (!a || a->kind != RL_AT_INTEGER || !rl_m_int_of(&m, &x)) return SIZE_MAX;
  *s = buf;
  return (size_t)snprintf(buf, cap, "%lld", (long long)x);
}

bool rl_lib_StrCat(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  char nb[2][24];
  const char *s[2];
  size_t n[2];
  for (unsigned i = 0; i < 2; i++)
    if ((n[i] = text_of(args[i].p, nb[i], sizeof nb[i], &s[i])) == SIZE_MAX) return false;
  char *t = rl_context_alloc(c, n[0] + n[1] + 1);
  memcpy(t, s[0], n[0]);
  memcpy(t + n[0], s[1], n[1]);
  *out = (rl_mval){rl_attr_string(c, t, n[0] + n[1], NULL), 0, 0};
  return out->p != NULL;
}

/* StringSize(s): a string attribute's length in bytes (an index
 * attribute); CString(s): its bytes and a NUL as a dense tensor of i8. */
bool rl_lib_StringSize(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  const rl_attr *a = args[0].p;
  if (!a || a->kind != RL_AT_STRING) return false;
  *out = (rl_mval){rl_attr_integer(c, rl_type_index(c), (int64_t)rl_attr_string_ident(a)->len), 0, 0};
  return true;
}

bool rl_lib_CString(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  const rl_attr *a = args[0].p;
  if (!a || a->kind != RL_AT_STRING) return false;
  const rl_ident *text = rl_attr_string_ident(a);
  int64_t n = (int64_t)text->len + 1;
  uint64_t *bytes = rl_context_alloc(c, (size_t)n * sizeof *bytes);
  for (int64_t i = 0; i < n; i++) bytes[i] = i < n - 1 ? (uint8_t)text->str[i] : 0;
  rl_type *i8 = rl_type_integer(c, 8, RL_SIGNLESS);
  *out = (rl_mval){rl_attr_dense(c, rl_type_tensor(c, 1, &n, i8, NULL), n == 1, 1, (size_t)n, bytes), 0, 0};
  return out->p != NULL;
}

bool rl_lib_MixedValues(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  unsigned n, k = 0;
  const uint64_t *w = mixed_list(args, &n);
  rl_opinfo *cst = rl_opinfo_find_cstr(c, "arith.constant");
  if (!w || !b || !cst) return false;
  void **vals = rl_context_alloc(c, (n ? n : 1) * sizeof *vals);
  rl_type *index = rl_type_index(c);
  rl_ident *value = rl_ident_cstr(c, "value");
  for (unsigned i = 0; i < n; i++) {
    if ((int64_t)w[i] == RL_DYNAMIC) {
      vals[i] = rl_m_range_at(&args[1], RL_MK_RANGE, k++);
      continue;
    }
    rl_named_attr p = {value, rl_attr_integer(c, index, (int64_t)w[i])};
    rl_op_state st = {.info = cst, .loc = b->before ? b->before->loc : rl_loc_unknown(c), .nresults = 1,
                      .result_types = &index, .props = rl_attr_dict(c, 1, &p, NULL)};
    vals[i] = rl_op_result(rl_rewriter_create(rl_m_rewriter(b), &st), 0);
  }
  *out = (rl_mval){vals, RL_MRANGE_ARRAY, n};
  return true;
}

/* The one element of a splat (or one-element) dense integer or float
 * attribute, as an attribute of the element type. */
/* ConstantOf(v): the attribute of the constant-like op that defines v
 * (gives up for any other value). */
bool rl_lib_ConstantOf(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)c, (void)b;
  out->p = args[0].p ? rl_m_constant_of(args[0].p) : NULL;
  return out->p != NULL;
}

bool rl_lib_SplatValue(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  const rl_attr *a = args[0].p;
  if (!a || a->kind != RL_AT_DENSE) return false;
  rl_type *t = rl_word_ptr(a->w[0]), *e = rl_type_elem(t);
  bool one = true;
  for (unsigned i = 0; i < rl_type_rank(t); i++) one = one && rl_type_dim(t, i) == 1;
  if (!(a->sub & 1) && !one) return false;
  if (rl_type_is_float(e)) out->p = rl_attr_float_bits(c, e, a->w[2], a->w[1] > 1 ? a->w[3] : 0);
  else if (rl_type_is_integer(e) || rl_type_is_index(e)) out->p = rl_attr_integer_words(c, e, &a->w[2]);
  else return false;
  out->first = out->n = 0;
  return out->p != NULL;
}

bool rl_lib_TypeValue(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)c, (void)b;
  const rl_attr *a = args[0].p;
  if (!a || a->kind != RL_AT_TYPE) return false;
  *out = (rl_mval){rl_attr_type_value(a), 0, 0};
  return out->p != NULL;
}

/* ---- affine maps and integer sets ------------------------------------------------ */

/* AffineResults(m): a map's result expressions, or an integer set's
 * constraints (attributes). */
bool rl_lib_AffineResults(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_attr *a = args[0].p;
  bool map = a && a->kind == RL_AT_AFFINE_MAP, set = a && a->kind == RL_AT_INTEGER_SET;
  if (!map && !set) return false;
  unsigned n = map ? rl_affine_map_num_results(a) : rl_integer_set_num_constraints(a);
  rl_attr **v = rl_context_alloc(c, (n ? n : 1) * sizeof *v);
  for (unsigned i = 0; i < n; i++) v[i] = map ? rl_affine_map_result(a, i) : rl_integer_set_constraint(a, i);
  *out = (rl_mval){v, RL_MRANGE_ARRAY, n};
  return true;
}

/* AffineDims(m): how many dimensions a map or integer set has (index). */
bool rl_lib_AffineDims(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_attr *a = args[0].p;
  if (!a || (a->kind != RL_AT_AFFINE_MAP && a->kind != RL_AT_INTEGER_SET)) return false;
  unsigned n = a->kind == RL_AT_AFFINE_MAP ? rl_affine_map_num_dims(a) : rl_integer_set_num_dims(a);
  *out = (rl_mval){rl_attr_integer(c, rl_type_index(c), n), 0, 0};
  return true;
}

/* AffineEqualities(s): for each constraint of an integer set, whether it
 * is an equality (== 0) rather than an inequality (>= 0), as bools. */
bool rl_lib_AffineEqualities(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_attr *s = args[0].p;
  if (!s || s->kind != RL_AT_INTEGER_SET) return false;
  unsigned n = rl_integer_set_num_constraints(s);
  rl_attr **v = rl_context_alloc(c, (n ? n : 1) * sizeof *v);
  for (unsigned i = 0; i < n; i++) v[i] = rl_attr_bool(c, rl_integer_set_is_eq(s, i));
  *out = (rl_mval){v, RL_MRANGE_ARRAY, n};
  return true;
}

/* PostOrder(e): the subexpressions of affine expression e, each after its
 * operands, the left one first (the order to evaluate them in). Without
 * recursion: a pre-order that visits the right operand first, reversed. */
bool rl_lib_PostOrder(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_attr *e = args[0].p;
  if (!e || !rl_affine_is_expr(e)) return false;
  size_t cap = 16, n = 0, top = 0, scap = 16;
  rl_attr **order = malloc(cap * sizeof *order), **stack = malloc(scap * sizeof *stack);
  bool ok = order && stack;
  if (ok) stack[top++] = e;
  while (ok && top) {
    rl_attr *x = stack[--top];
    if (n == cap) ok = (order = rl_xrealloc(order, (cap *= 2) * sizeof *order)) != NULL;
    order[n++] = x;
    if (!rl_affine_is_binary(x)) continue;
    if (top + 2 > scap) stack = rl_xrealloc(stack, (scap *= 2) * sizeof *stack);
    stack[top++] = rl_affine_lhs(x);
    stack[top++] = rl_affine_rhs(x);
  }
  rl_attr **v = ok ? rl_context_alloc(c, (n ? n : 1) * sizeof *v) : NULL;
  for (size_t i = 0; v && i < n; i++) v[i] = order[n - 1 - i];
  free(order), free(stack);
  *out = (rl_mval){v, RL_MRANGE_ARRAY, (uint32_t)n};
  return v != NULL;
}

/* AffineKind(e): what affine expression e is, a string: "dim", "symbol",
 * "constant", "add", "mul", "mod", "floordiv" or "ceildiv". */
bool rl_lib_AffineKind(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  static const char *const names[] = {"dim", "symbol", "constant", "add", "mul", "mod", "floordiv", "ceildiv"};
  const rl_attr *e = args[0].p;
  if (!e || !rl_affine_is_expr(e)) return false;
  const char *k = names[e->kind - RL_AT_AFF_DIM];
  *out = (rl_mval){rl_attr_string(c, k, strlen(k), NULL), 0, 0};
  return out->p != NULL;
}

/* AffineValue(e): a dimension's or symbol's position, a constant's value
 * (index); AffineRHS(e): a binary expression's right operand. */
bool rl_lib_AffineValue(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  const rl_attr *e = args[0].p;
  if (!e || (e->kind != RL_AT_AFF_DIM && e->kind != RL_AT_AFF_SYM && e->kind != RL_AT_AFF_CONST)) return false;
  int64_t v = e->kind == RL_AT_AFF_CONST ? rl_affine_const_value(e) : (int64_t)rl_affine_position(e);
  *out = (rl_mval){rl_attr_integer(c, rl_type_index(c), v), 0, 0};
  return true;
}

bool rl_lib_AffineRHS(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)c, (void)b;
  const rl_attr *e = args[0].p;
  if (!e || !rl_affine_is_binary(e)) return false;
  *out = (rl_mval){rl_affine_rhs(e), 0, 0};
  return true;
}

/* ---- the running pass ------------------------------------------------------------ */

/* OptionInts(name): the integers of a list option (`ints`, `uints`, ...;
 * "1,4" on the command line), each as an i64 attribute; none for another
 * kind. */
bool rl_lib_OptionInts(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  const rl_attr *a = args[0].p;
  if (!a || a->kind != RL_AT_STRING) return false;
  const rl_opt_list *l = rl_rules_option_list(((const rl_ident *)rl_word_ptr(a->w[0]))->str);
  rl_attr **v = rl_context_alloc(c, (l->n ? l->n : 1) * sizeof *v);
  rl_type *i64 = rl_type_integer(c, 64, RL_SIGNLESS);
  for (unsigned i = 0; i < l->n; i++) v[i] = rl_attr_integer(c, i64, l->i[i]);
  *out = (rl_mval){v, RL_MRANGE_ARRAY, l->n};
  return true;
}

/* OptionInt(name): an int option of the running pass, as an index
 * attribute. */
bool rl_lib_OptionInt(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  const rl_attr *a = args[0].p;
  if (!a || a->kind != RL_AT_STRING) return false;
  int64_t v = rl_rules_option_int(((const rl_ident *)rl_word_ptr(a->w[0]))->str);
  *out = (rl_mval){rl_attr_integer(c, rl_type_index(c), v), 0, 0};
  return out->p != NULL;
}

bool rl_lib_OptionValue(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  const rl_attr *a = args[0].p;
  if (!a || a->kind != RL_AT_STRING) return false;
  const rl_pass_option *o = option_named(((const rl_ident *)rl_word_ptr(a->w[0]))->str);
  if (!o || o->list || (o->kind != RL_OPT_ENUM && o->kind != RL_OPT_STRING)) return false;
  const char *v = rl_rules_option_str(o->name);
  *out = (rl_mval){rl_attr_string(c, v, strlen(v), NULL), 0, 0};
  return out->p != NULL;
}

bool rl_lib_Option(rl_context *c, const rl_mval *args) {
  (void)c;
  const rl_attr *a = args[0].p;
  if (!a || a->kind != RL_AT_STRING) return false;
  const rl_ident *name = rl_word_ptr(a->w[0]);
  return rl_rules_option_bool(name->str);
}

/* ---- symbols ------------------------------------------------------------------ */

/* The name a string or symbol reference attribute gives, or NULL. */
static rl_ident *symbol_of(const rl_attr *a) {
  if (!a || (a->kind != RL_AT_STRING && a->kind != RL_AT_SYMREF)) return NULL;
  return (rl_ident *)rl_word_ptr(a->w[0]);
}

bool rl_lib_Undeclared(rl_context *c, const rl_mval *args) {
  (void)c;
  rl_ident *name = symbol_of(args[1].p);
  return args[0].p && name && !rl_symbol_table_lookup(args[0].p, name);
}

/* UniqueSymbol(table, base): base when the symbol table has no such
 * symbol, else base_N with the first N (counted over the whole process, as
 * MLIR's lowerings count) that is free. */
bool rl_lib_UniqueSymbol(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  static atomic_uint counter;
  rl_ident *base = symbol_of(args[1].p);
  /* A task on one function that got here reached a symbol table: its work
   * is void and done again on one thread, which alone counts. */
  if (rl_task_escaped() || !args[0].p || !base || base->len > 200) return false;
  char name[224];
  int n = snprintf(name, sizeof name, "%.*s", (int)base->len, base->str);
  while (rl_symbol_table_lookup(args[0].p, rl_ident_get(c, name, (size_t)n)))
    n = snprintf(name, sizeof name, "%.*s_%u", (int)base->len, base->str, atomic_fetch_add(&counter, 1));
  *out = (rl_mval){rl_attr_string(c, name, (size_t)n, NULL), 0, 0};
  return out->p != NULL;
}

bool rl_lib_SymbolRef(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_ident *name = symbol_of(args[0].p);
  *out = (rl_mval){name ? rl_attr_symref(c, name, 0, NULL) : NULL, 0, 0};
  return out->p != NULL;
}

bool rl_lib_FunctionType(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  unsigned ni = args[0].p ? args[0].n : 0, no = args[1].p ? args[1].n : 0;
  rl_type **ts = rl_context_alloc(c, (ni + no + 1) * sizeof *ts);
  for (unsigned i = 0; i < ni; i++) ts[i] = rl_m_range_at(&args[0], RL_MK_TYPES, i);
  for (unsigned i = 0; i < no; i++) ts[ni + i] = rl_m_range_at(&args[1], RL_MK_TYPES, i);
  *out = (rl_mval){rl_type_function(c, ni, ts, no, ts + ni), 0, 0};
  return out->p != NULL;
}

/* StaticShape(T): a ranked vector, tensor or memref with no `?` size. */
bool rl_lib_StaticShape(rl_context *c, const rl_mval *args) {
  (void)c;
  const rl_type *t = args[0].p;
  if (!t || (t->kind != RL_TY_MEMREF && t->kind != RL_TY_VECTOR && t->kind != RL_TY_TENSOR)) return false;
  for (unsigned i = 0; i < rl_type_rank(t); i++)
    if (rl_type_dim(t, i) == RL_DYNAMIC) return false;
  return true;
}

/* HasAttribute(op, name), NoAttribute(op, name): op has (has not) the
 * discardable attribute `name` (a string attribute). */
static rl_attr *discardable(const rl_mval *args) {
  rl_op *op = args[0].p;
  const rl_attr *n = args[1].p;
  if (!op || !n || n->kind != RL_AT_STRING || !op->attrs) return NULL;
  return rl_attr_dict_get(op->attrs, rl_attr_string_ident(n));
}
bool rl_lib_HasAttribute(rl_context *c, const rl_mval *args) {
  (void)c;
  return discardable(args) != NULL;
}
bool rl_lib_NoAttribute(rl_context *c, const rl_mval *args) {
  (void)c;
  return args[0].p && discardable(args) == NULL;
}

/* Attribute(op, name): op's discardable attribute `name` (gives up when
 * there is none): affine.if's `condition`. */
bool rl_lib_Attribute(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)c, (void)b;
  *out = (rl_mval){discardable(args), 0, 0};
  return out->p != NULL;
}

/* BitWidth(T): the width of an integer, index (64) or float type, or of a
 * vector's, tensor's or memref's element type, as an index attribute. */
bool rl_lib_BitWidth(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_type *t = args[0].p;
  if (t && (t->kind == RL_TY_VECTOR || t->kind == RL_TY_TENSOR || t->kind == RL_TY_UNRANKED_TENSOR ||
            t->kind == RL_TY_MEMREF || t->kind == RL_TY_UNRANKED_MEMREF))
    t = rl_type_elem(t);
  unsigned w = t ? rl_type_bitwidth(t) : 0;
  if (!w) return false;
  *out = (rl_mval){rl_attr_integer(c, rl_type_index(c), w), 0, 0};
  return true;
}

/* WithElementType(T, E): T with its element type E (a vector, tensor or
 * memref of the same shape), or E itself when T is a scalar. */
bool rl_lib_WithElementType(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  if (!args[0].p || !args[1].p) return false;
  *out = (rl_mval){rl_type_with_elem(c, args[0].p, args[1].p), 0, 0};
  return out->p != NULL;
}

/* OpText(op): op as printed in generic form, without its regions, its
 * values numbered in its function's local scope (MLIR's runtime
 * verification messages); LocText(op): its location as printed. */
static bool text_attr(rl_context *c, rl_strbuf *sb, rl_mval *out) {
  *out = (rl_mval){rl_attr_string(c, sb->data ? sb->data : "", sb->len, NULL), 0, 0};
  rl_sb_free(sb);
  return out->p != NULL;
}

bool rl_lib_OpText(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_strbuf sb = {0};
  rl_print_opts o = {.generic = true, .local_scope = true, .skip_regions = true};
  if (!args[0].p) return false;
  rl_print_op(&sb, args[0].p, &o);
  return text_attr(c, &sb, out);
}

bool rl_lib_LocText(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_strbuf sb = {0};
  if (!args[0].p) return false;
  rl_print_attr(&sb, ((rl_op *)args[0].p)->loc);
  return text_attr(c, &sb, out);
}

/* HasFlags(a, b): bit enum attribute a (#arith.fastmath<...>) has every
 * bit b has (two attributes of one enum). */
bool rl_lib_HasFlags(rl_context *c, const rl_mval *args) {
  (void)c;
  const rl_attr *a = args[0].p, *b = args[1].p;
  if (!a || !b || a->kind != RL_AT_ENUM || b->kind != RL_AT_ENUM || a->w[0] != b->w[0]) return false;
  return (a->w[1] & b->w[1]) == b->w[1];
}

/* SignificantBits(a, sign): the bits an integer constant (an integer or
 * dense integer attribute of at most 64-bit elements) needs, the most over
 * its elements: sign-extended (sign true: APInt's getSignificantBits) or
 * zero-extended (getActiveBits); an index attribute. */
static rl_attr *significant_bits(rl_context *c, const rl_attr *a, const rl_attr *sign) {
  if (!a || !sign) return NULL;
  bool sext = sign->kind == RL_AT_INTEGER && rl_attr_int_value(sign) != 0;
  rl_type *t = NULL;
  const uint64_t *w;
  size_t n, wpe = 1;
  if (a->kind == RL_AT_INTEGER) {
    t = rl_attr_type_of(a);
    w = rl_attr_int_words(a);
    n = 1;
  } else if (a->kind == RL_AT_DENSE) {
    rl_type *st = rl_word_ptr(a->w[0]);
    t = rl_type_elem(st);
    wpe = a->w[1];
    w = &a->w[2];
    n = wpe ? (a->n - 2) / wpe : 0;
  } else {
    return NULL;
  }
  if (!t || !rl_type_is_integer(t) || wpe != 1 || rl_type_int_width(t) > 64 || !n) return NULL;
  unsigned width = rl_type_int_width(t), most = 0;
  for (size_t i = 0; i < n; i++) {
    uint64_t x = width == 64 ? w[i] : w[i] & (((uint64_t)1 << width) - 1);
    unsigned bits;
    if (sext) {
      int64_t v = width == 64 ? (int64_t)x : (int64_t)(x << (64 - width)) >> (64 - width);
      uint64_t m = v < 0 ? ~(uint64_t)v : (uint64_t)v;
      bits = (m ? 64 - (unsigned)__builtin_clzll(m) : 0) + 1;
    } else {
      bits = x ? 64 - (unsigned)__builtin_clzll(x) : 0;
    }
    if (bits > most) most = bits;
  }
  return rl_attr_integer(c, rl_type_index(c), most);
}

bool rl_lib_SignificantBits(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  *out = (rl_mval){significant_bits(c, args[0].p, args[1].p), 0, 0};
  return out->p != NULL;
}

/* TypesLegal(op): in a pass's `dynamic ... where TypesLegal`, op's types
 * convert to themselves under the pass's typemaps (drivers/rules_pass.c
 * reads it so); anywhere else it does not hold. */
bool rl_lib_TypesLegal(rl_context *c, const rl_mval *args) {
  (void)c, (void)args;
  return false;
}

/* WithoutFlags(a, b): bit enum attribute a with every bit of b cleared. */
bool rl_lib_WithoutFlags(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  const rl_attr *x = args[0].p, *y = args[1].p;
  if (!x || !y || x->kind != RL_AT_ENUM || y->kind != RL_AT_ENUM || x->w[0] != y->w[0]) return false;
  *out = (rl_mval){rl_attr_enum(c, rl_word_ptr(x->w[0]), rl_word_ptr(x->w[2]), x->w[1] & ~y->w[1]), 0, 0};
  return out->p != NULL;
}

/* ---- shaped types: rank, shape, layout ------------------------------------------------ */

enum { RL_LIB_MAX_RANK = 64 }; /* as the memref lowerings: a larger rank gives up */

static bool ranked_shaped(const rl_type *t) {
  return t && (t->kind == RL_TY_MEMREF || t->kind == RL_TY_VECTOR || t->kind == RL_TY_TENSOR);
}

/* n i64 integer attributes of w, as a range. */
static rl_mval i64_attrs(rl_context *c, unsigned n, const int64_t *w) {
  rl_attr **v = rl_context_alloc(c, (n ? n : 1) * sizeof *v);
  rl_type *i64 = rl_type_integer(c, 64, RL_SIGNLESS);
  for (unsigned i = 0; i < n; i++) v[i] = rl_attr_integer(c, i64, w[i]);
  return (rl_mval){v, RL_MRANGE_ARRAY, n};
}

/* ScalarType(T): a vector's, tensor's or memref's element type, or T. */
bool rl_lib_ScalarType(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)c, (void)b;
  rl_type *t = args[0].p;
  bool shaped = t && (ranked_shaped(t) || t->kind == RL_TY_UNRANKED_TENSOR || t->kind == RL_TY_UNRANKED_MEMREF);
  *out = (rl_mval){shaped ? rl_type_elem(t) : t, 0, 0};
  return out->p != NULL;
}

bool rl_lib_Rank(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_type *t = args[0].p;
  bool scalar = t && (rl_type_is_integer(t) || rl_type_is_index(t) || rl_type_is_float(t));
  if (!ranked_shaped(t) && !scalar) return false;
  *out = (rl_mval){rl_attr_integer(c, rl_type_index(c), scalar ? 0 : rl_type_rank(t)), 0, 0};
  return true;
}

bool rl_lib_Shape(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_type *t = args[0].p;
  if (!ranked_shaped(t)) return false;
  unsigned n = rl_type_rank(t);
  int64_t w[RL_LIB_MAX_RANK];
  if (n > RL_LIB_MAX_RANK) return false;
  for (unsigned i = 0; i < n; i++) w[i] = rl_type_dim(t, i);
  *out = i64_attrs(c, n, w);
  return true;
}

/* Iota(n): 0, 1, ..., n - 1 as index attributes (n an integer attribute). */
bool rl_lib_Iota(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  const rl_attr *n = args[0].p;
  if (!n || n->kind != RL_AT_INTEGER) return false;
  int64_t k = rl_attr_int_value(n);
  if (k < 0 || k > (1 << 20)) return false;
  rl_attr **v = rl_context_alloc(c, (k ? (size_t)k : 1) * sizeof *v);
  for (int64_t i = 0; i < k; i++) v[i] = rl_attr_integer(c, rl_type_index(c), i);
  *out = (rl_mval){v, RL_MRANGE_ARRAY, (unsigned)k};
  return true;
}

/* Positions(T): every position of a vector type's dimensions but the last,
 * in row-major order, each an i64 dense array (what llvm.insertvalue takes
 * to reach a row of the !llvm.array nest); none for rank 0 and 1. */
static bool positions(rl_context *c, rl_type *t, bool all, rl_mval *out) {
  if (!t || t->kind != RL_TY_VECTOR || rl_type_rank(t) > RL_LIB_MAX_RANK) return false;
  unsigned n = rl_type_rank(t) ? rl_type_rank(t) - !all : 0;
  size_t count = n || all ? 1 : 0;
  for (unsigned i = 0; i < n; i++) {
    int64_t d = rl_type_dim(t, i);
    if (d <= 0 || rl_type_dim_scalable(t, i) || count * (size_t)d > (1u << 20)) return false;
    count *= (size_t)d;
  }
  rl_attr **v = rl_context_alloc(c, (count ? count : 1) * sizeof *v);
  uint64_t pos[RL_LIB_MAX_RANK] = {0};
  rl_type *i64 = rl_type_integer(c, 64, RL_SIGNLESS);
  for (size_t k = 0; k < count; k++) {
    v[k] = rl_attr_dense_array(c, i64, n, pos);
    for (unsigned i = n; i-- > 0;) {
      if (++pos[i] < (uint64_t)rl_type_dim(t, i)) break;
      pos[i] = 0;
    }
  }
  *out = (rl_mval){v, RL_MRANGE_ARRAY, (unsigned)count};
  return true;
}

bool rl_lib_Positions(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  return positions(c, args[0].p, false, out);
}

/* ElementPositions(T): every position of all of a vector type's
 * dimensions, row-major (its elements; a 0-D vector's one is empty). */
bool rl_lib_ElementPositions(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  return positions(c, args[0].p, true, out);
}

/* Scalable(T): a vector type with a scalable dimension; ScalableDim(T, i):
 * its dimension i is scalable. */
bool rl_lib_Scalable(rl_context *c, const rl_mval *args) {
  (void)c;
  const rl_type *t = args[0].p;
  if (!t || t->kind != RL_TY_VECTOR) return false;
  for (unsigned i = 0; i < rl_type_rank(t); i++)
    if (rl_type_dim_scalable(t, i)) return true;
  return false;
}

bool rl_lib_ScalableDim(rl_context *c, const rl_mval *args) {
  (void)c;
  const rl_type *t = args[0].p;
  int64_t i;
  return t && t->kind == RL_TY_VECTOR && rl_m_int_of(&args[1], &i) && i >= 0 && (uint64_t)i < rl_type_rank(t) &&
         rl_type_dim_scalable(t, (unsigned)i);
}

/* The strided layout of memref type t (false: not a memref, or not strided). */
static bool strided(const rl_type *t, int64_t *strides, int64_t *offset) {
  return t && t->kind == RL_TY_MEMREF && rl_type_rank(t) <= RL_LIB_MAX_RANK && rl_memref_strides_offset(t, strides, offset);
}

bool rl_lib_Strides(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  int64_t w[RL_LIB_MAX_RANK], off;
  if (!strided(args[0].p, w, &off)) return false;
  *out = i64_attrs(c, rl_type_rank(args[0].p), w);
  return true;
}

bool rl_lib_Offset(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  int64_t w[RL_LIB_MAX_RANK], off;
  if (!strided(args[0].p, w, &off)) return false;
  *out = (rl_mval){rl_attr_integer(c, rl_type_integer(c, 64, RL_SIGNLESS), off), 0, 0};
  return true;
}

/* VectorType(shape, E): vector<shape x E> for a range of integer
 * attributes (Shape's inverse); it gives up on a size below 1 or no size. */
bool rl_lib_VectorType(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  unsigned n = args[0].p ? args[0].n : 0;
  int64_t w[RL_LIB_MAX_RANK];
  if (!args[1].p || n == 0 || n > RL_LIB_MAX_RANK) return false;
  for (unsigned i = 0; i < n; i++) {
    const rl_attr *a = rl_m_range_at(&args[0], RL_MK_ATTRS, i);
    if (!a || a->kind != RL_AT_INTEGER || (w[i] = rl_attr_int_value(a)) < 1) return false;
  }
  *out = (rl_mval){rl_type_vector(c, n, w, NULL, args[1].p), 0, 0};
  return out->p != NULL;
}

/* MultiDimMap(n, ps): the map (d0, ..., d(n-1)) -> (d_p, ...) for the
 * positions ps (integer attributes, each below n; MLIR's
 * AffineMap::getMultiDimMapWithTargets). */
bool rl_lib_MultiDimMap(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  int64_t n;
  unsigned k = args[1].p ? args[1].n : 0;
  if (!rl_m_int_of(&args[0], &n) || n < 0 || n > RL_LIB_MAX_RANK || k > RL_LIB_MAX_RANK) return false;
  rl_attr *res[RL_LIB_MAX_RANK];
  for (unsigned i = 0; i < k; i++) {
    rl_mval e = {rl_m_range_at(&args[1], RL_MK_ATTRS, i), 0, 0};
    int64_t p;
    if (!rl_m_int_of(&e, &p) || p < 0 || p >= n) return false;
    res[i] = rl_affine_dim(c, (unsigned)p);
  }
  *out = (rl_mval){rl_affine_map(c, (unsigned)n, 0, k, res), 0, 0};
  return out->p != NULL;
}

/* ScalableVectorType(shape, scalable, E): the same with the dimensions
 * whose entry of `scalable` (bools, one per size) is true scalable. */
bool rl_lib_ScalableVectorType(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  unsigned n = args[0].p ? args[0].n : 0;
  int64_t w[RL_LIB_MAX_RANK];
  bool sc[RL_LIB_MAX_RANK];
  if (!args[2].p || n == 0 || n > RL_LIB_MAX_RANK || (args[1].p ? args[1].n : 0) != n) return false;
  for (unsigned i = 0; i < n; i++) {
    const rl_attr *a = rl_m_range_at(&args[0], RL_MK_ATTRS, i), *f = rl_m_range_at(&args[1], RL_MK_ATTRS, i);
    if (!a || a->kind != RL_AT_INTEGER || (w[i] = rl_attr_int_value(a)) < 1) return false;
    if (!f || f->kind != RL_AT_INTEGER) return false;
    sc[i] = rl_attr_int_value(f) != 0;
  }
  *out = (rl_mval){rl_type_vector(c, n, w, sc, args[2].p), 0, 0};
  return out->p != NULL;
}

/* ScalableFlags(T): for each dimension of vector type T, whether it is
 * scalable (bools). */
bool rl_lib_ScalableFlags(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  rl_type *t = args[0].p;
  if (!t || t->kind != RL_TY_VECTOR) return false;
  unsigned n = rl_type_rank(t);
  rl_attr **v = rl_context_alloc(c, (n ? n : 1) * sizeof *v);
  for (unsigned i = 0; i < n; i++) v[i] = rl_attr_bool(c, rl_type_dim_scalable(t, i));
  *out = (rl_mval){v, RL_MRANGE_ARRAY, n};
  return true;
}

bool rl_lib_ElementType(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)c, (void)b;
  rl_type *t = args[0].p;
  if (!t || (t->kind != RL_TY_MEMREF && t->kind != RL_TY_UNRANKED_MEMREF && t->kind != RL_TY_VECTOR &&
             t->kind != RL_TY_TENSOR && t->kind != RL_TY_UNRANKED_TENSOR && t->kind != RL_TY_COMPLEX))
    return false;
  *out = (rl_mval){rl_type_elem(t), 0, 0};
  return true;
}

bool rl_lib_MemorySpace(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)c, (void)b;
  rl_type *t = args[0].p;
  if (!t || (t->kind != RL_TY_MEMREF && t->kind != RL_TY_UNRANKED_MEMREF) || !rl_type_memspace(t)) return false;
  *out = (rl_mval){rl_type_memspace(t), 0, 0};
  return true;
}

/* ---- the library table ---------------------------------------------------------- */

#define ATTR1 1, {RL_MK_ATTR}
#define VALUE1 1, {RL_MK_VALUE}
#define ATTR2 2, {RL_MK_ATTR, RL_MK_ATTR}

static const rl_rule_lib_entry generic_entries[] = {
    {"IsZero", ATTR1, 0, rl_lib_IsZero, NULL},
    {"IsOne", ATTR1, 0, rl_lib_IsOne, NULL},
    {"IsAllOnes", ATTR1, 0, rl_lib_IsAllOnes, NULL},
    {"IsSplat", ATTR1, 0, rl_lib_IsSplat, NULL},
    {"HasOneUse", VALUE1, 0, rl_lib_HasOneUse, NULL},
    {"Used", VALUE1, 0, rl_lib_Used, NULL},
    {"Unused", VALUE1, 0, rl_lib_Unused, NULL},
    {"AnyUnused", 1, {RL_MK_RANGE}, 0, rl_lib_AnyUnused, NULL},
    {"IsConstant", VALUE1, 0, rl_lib_IsConstant, NULL},
    {"ConstantOf", VALUE1, RL_MK_ATTR, NULL, rl_lib_ConstantOf},
    {"IsTrue", VALUE1, 0, rl_lib_IsTrue, NULL},
    {"IsFalse", VALUE1, 0, rl_lib_IsFalse, NULL},
    {"NoResults", 1, {RL_MK_OP}, 0, rl_lib_NoResults, NULL},
    {"DefinedOutside", 2, {RL_MK_RANGE, RL_MK_OP}, 0, rl_lib_DefinedOutside, NULL},
    {"Inside", 2, {RL_MK_VALUE, RL_MK_OP}, 0, rl_lib_Inside, NULL},
    {"Outside", 2, {RL_MK_VALUE, RL_MK_OP}, 0, rl_lib_Outside, NULL},
    {"Disjoint", 2, {RL_MK_RANGE, RL_MK_RANGE}, 0, rl_lib_Disjoint, NULL},
    {"UsedIn", 2, {RL_MK_VALUE, RL_MK_REGION}, 0, rl_lib_UsedIn, NULL},
    {"UsedInBlock", 2, {RL_MK_VALUE, RL_MK_BLOCK}, 0, rl_lib_UsedInBlock, NULL},
    {"In", 2, {RL_MK_VALUE, RL_MK_RANGE}, 0, rl_lib_In, NULL},
    {"NotIn", 2, {RL_MK_VALUE, RL_MK_RANGE}, 0, rl_lib_NotIn, NULL},
    {"Count", 2, {RL_MK_VALUE, RL_MK_RANGE}, RL_MK_ATTR, NULL, rl_lib_Count},
    {"Substitute", 3, {RL_MK_RANGE, RL_MK_BLOCK, RL_MK_RANGE}, RL_MK_RANGE, NULL, rl_lib_Substitute},
    {"DenseOf", 2, {RL_MK_ATTRS, RL_MK_TYPE}, RL_MK_ATTR, NULL, rl_lib_DenseOf},
    {"I32Array", 1, {RL_MK_ATTRS}, RL_MK_ATTR, NULL, rl_lib_I32Array},
    {"Find", 2, {RL_MK_ATTRS, RL_MK_ATTR}, RL_MK_ATTR, NULL, rl_lib_Find},
    {"AddInts", ATTR2, RL_MK_ATTR, NULL, rl_lib_AddInts},
    {"SubInts", ATTR2, RL_MK_ATTR, NULL, rl_lib_SubInts},
    {"MulInts", ATTR2, RL_MK_ATTR, NULL, rl_lib_MulInts},
    {"ForBlocks", 2, {RL_MK_RANGE, RL_MK_BLOCKS}, RL_MK_RANGE, NULL, rl_lib_ForBlocks},
    {"IndexOf", 2, {RL_MK_ATTR, RL_MK_VALUE}, RL_MK_ATTR, NULL, rl_lib_IndexOf},
    {"Segment", 3, {RL_MK_RANGE, RL_MK_ATTR, RL_MK_ATTR}, RL_MK_RANGE, NULL, rl_lib_Segment},
    {"WithAttrsOf", 2, {RL_MK_OP, RL_MK_OP}, RL_MK_OP, NULL, rl_lib_WithAttrsOf},
    {"Clone", 3, {RL_MK_OP, RL_MK_RANGE, RL_MK_RANGE}, RL_MK_OP, NULL, rl_lib_Clone},
    {"CloneWithOperands", 2, {RL_MK_OP, RL_MK_RANGE}, RL_MK_OP, NULL, rl_lib_CloneWithOperands},
    {"OptionInts", ATTR1, RL_MK_ATTRS, NULL, rl_lib_OptionInts},
    {"OptionInt", ATTR1, RL_MK_ATTR, NULL, rl_lib_OptionInt},
    {"OptionValue", ATTR1, RL_MK_ATTR, NULL, rl_lib_OptionValue},
    {"ArrayAttr", 1, {RL_MK_ATTRS}, RL_MK_ATTR, NULL, rl_lib_ArrayAttr},
    {"Absent", ATTR1, 0, rl_lib_Absent, NULL},
    {"Present", ATTR1, 0, rl_lib_Present, NULL},
    {"NotConstant", VALUE1, 0, rl_lib_NotConstant, NULL},
    {"Static", ATTR1, 0, rl_lib_Static, NULL},
    {"Dynamic", ATTR1, 0, rl_lib_Dynamic, NULL},
    {"DynamicAt", 3, {RL_MK_ATTR, RL_MK_RANGE, RL_MK_ATTR}, RL_MK_VALUE, NULL, rl_lib_DynamicAt},
    {"FoldMixed", 2, {RL_MK_ATTR, RL_MK_RANGE}, RL_MK_ATTR, NULL, rl_lib_FoldMixed},
    {"I64Array", 1, {RL_MK_ATTRS}, RL_MK_ATTR, NULL, rl_lib_I64Array},
    {"I64ArrayAttr", 1, {RL_MK_ATTRS}, RL_MK_ATTR, NULL, rl_lib_I64ArrayAttr},
    {"CeilDivInts", ATTR2, RL_MK_ATTR, NULL, rl_lib_CeilDivInts},
    {"RemInts", ATTR2, RL_MK_ATTR, NULL, rl_lib_RemInts},
    {"PowerOf2Ceil", ATTR1, RL_MK_ATTR, NULL, rl_lib_PowerOf2Ceil},
    {"SplatValue", ATTR1, RL_MK_ATTR, NULL, rl_lib_SplatValue},
    {"TypeValue", ATTR1, RL_MK_TYPE, NULL, rl_lib_TypeValue},
    {"Option", ATTR1, 0, rl_lib_Option, NULL},
    {"AsInt", 2, {RL_MK_ATTR, RL_MK_TYPE}, RL_MK_ATTR, NULL, rl_lib_AsInt},
    {"AsFloat", 2, {RL_MK_ATTR, RL_MK_TYPE}, RL_MK_ATTR, NULL, rl_lib_AsFloat},
    {"IntegerType", ATTR1, RL_MK_TYPE, NULL, rl_lib_IntegerType},
    {"ScalarType", 1, {RL_MK_TYPE}, RL_MK_TYPE, NULL, rl_lib_ScalarType},
    {"EnumAs", ATTR2, RL_MK_ATTR, NULL, rl_lib_EnumAs},
    {"StrCat", ATTR2, RL_MK_ATTR, NULL, rl_lib_StrCat},
    {"OpText", 1, {RL_MK_OP}, RL_MK_ATTR | RL_MK_IN_ORDER, NULL, rl_lib_OpText},
    {"LocText", 1, {RL_MK_OP}, RL_MK_ATTR, NULL, rl_lib_LocText},
    {"StringSize", ATTR1, RL_MK_ATTR, NULL, rl_lib_StringSize},
    {"CString", ATTR1, RL_MK_ATTR, NULL, rl_lib_CString},
    {"UniqueSymbol", 2, {RL_MK_OP, RL_MK_ATTR}, RL_MK_ATTR, NULL, rl_lib_UniqueSymbol},
    {"AffineResults", ATTR1, RL_MK_ATTRS, NULL, rl_lib_AffineResults},
    {"AffineDims", ATTR1, RL_MK_ATTR, NULL, rl_lib_AffineDims},
    {"AffineEqualities", ATTR1, RL_MK_ATTRS, NULL, rl_lib_AffineEqualities},
    {"PostOrder", ATTR1, RL_MK_ATTRS, NULL, rl_lib_PostOrder},
    {"AffineKind", ATTR1, RL_MK_ATTR, NULL, rl_lib_AffineKind},
    {"AffineValue", ATTR1, RL_MK_ATTR, NULL, rl_lib_AffineValue},
    {"AffineRHS", ATTR1, RL_MK_ATTR, NULL, rl_lib_AffineRHS},
    {"MultiDimMap", 2, {RL_MK_ATTR, RL_MK_ATTRS}, RL_MK_ATTR, NULL, rl_lib_MultiDimMap},
    {"MixedValues", 2, {RL_MK_ATTR, RL_MK_RANGE}, RL_MK_RANGE, NULL, rl_lib_MixedValues},
    {"Undeclared", 2, {RL_MK_OP, RL_MK_ATTR}, 0, rl_lib_Undeclared, NULL},
    {"SymbolRef", ATTR1, RL_MK_ATTR, NULL, rl_lib_SymbolRef},
    {"FunctionType", 2, {RL_MK_TYPES, RL_MK_TYPES}, RL_MK_TYPE, NULL, rl_lib_FunctionType},
    {"HasFlags", ATTR2, 0, rl_lib_HasFlags, NULL},
    {"WithoutFlags", ATTR2, RL_MK_ATTR, NULL, rl_lib_WithoutFlags},
    {"TypesLegal", 1, {RL_MK_OP}, 0, rl_lib_TypesLegal, NULL},
    {"SignificantBits", ATTR2, RL_MK_ATTR, NULL, rl_lib_SignificantBits},
    {"HasAttribute", 2, {RL_MK_OP, RL_MK_ATTR}, 0, rl_lib_HasAttribute, NULL},
    {"StaticShape", 1, {RL_MK_TYPE}, 0, rl_lib_StaticShape, NULL},
    {"NoAttribute", 2, {RL_MK_OP, RL_MK_ATTR}, 0, rl_lib_NoAttribute, NULL},
    {"Attribute", 2, {RL_MK_OP, RL_MK_ATTR}, RL_MK_ATTR, NULL, rl_lib_Attribute},
    {"BitWidth", 1, {RL_MK_TYPE}, RL_MK_ATTR, NULL, rl_lib_BitWidth},
    {"WithElementType", 2, {RL_MK_TYPE, RL_MK_TYPE}, RL_MK_TYPE, NULL, rl_lib_WithElementType},
    {"Rank", 1, {RL_MK_TYPE}, RL_MK_ATTR, NULL, rl_lib_Rank},
    {"Shape", 1, {RL_MK_TYPE}, RL_MK_ATTRS, NULL, rl_lib_Shape},
    {"Iota", 1, {RL_MK_ATTR}, RL_MK_ATTRS, NULL, rl_lib_Iota},
    {"Positions", 1, {RL_MK_TYPE}, RL_MK_ATTRS, NULL, rl_lib_Positions},
    {"ElementPositions", 1, {RL_MK_TYPE}, RL_MK_ATTRS, NULL, rl_lib_ElementPositions},
    {"Scalable", 1, {RL_MK_TYPE}, 0, rl_lib_Scalable, NULL},
    {"ScalableDim", 2, {RL_MK_TYPE, RL_MK_ATTR}, 0, rl_lib_ScalableDim, NULL},
    {"Strides", 1, {RL_MK_TYPE}, RL_MK_ATTRS, NULL, rl_lib_Strides},
    {"Offset", 1, {RL_MK_TYPE}, RL_MK_ATTR, NULL, rl_lib_Offset},
    {"ElementType", 1, {RL_MK_TYPE}, RL_MK_TYPE, NULL, rl_lib_ElementType},
    {"VectorType", 2, {RL_MK_ATTRS, RL_MK_TYPE}, RL_MK_TYPE, NULL, rl_lib_VectorType},
    {"ScalableVectorType", 3, {RL_MK_ATTRS, RL_MK_ATTRS, RL_MK_TYPE}, RL_MK_TYPE, NULL, rl_lib_ScalableVectorType},
    {"ScalableFlags", 1, {RL_MK_TYPE}, RL_MK_ATTRS, NULL, rl_lib_ScalableFlags},
    {"MemorySpace", 1, {RL_MK_TYPE}, RL_MK_ATTR, NULL, rl_lib_MemorySpace},
};

#define MAX_REGISTERED 1024

/* Entries dialects added: written under a spin lock, published by the
 * count (readers take no lock). */
static const rl_rule_lib_entry *registered[MAX_REGISTERED];
static atomic_uint nregistered;
static atomic_flag register_lock = ATOMIC_FLAG_INIT;

const rl_rule_lib_entry *rl_rule_lib_standard(const char *name) {
  for (size_t i = 0; i < sizeof generic_entries / sizeof *generic_entries; i++)
    if (strcmp(generic_entries[i].name, name) == 0) return &generic_entries[i];
  return NULL;
}

const rl_rule_lib_entry *rl_rule_lib_find(const char *name) {
  const rl_rule_lib_entry *e = rl_rule_lib_standard(name);
  if (e) return e;
  unsigned n = atomic_load_explicit(&nregistered, memory_order_acquire);
  for (unsigned i = 0; i < n; i++)
    if (strcmp(registered[i]->name, name) == 0) return registered[i];
  return NULL;
}

void rl_rule_lib_register(const rl_rule_lib_entry *entries, unsigned n) {
  while (atomic_flag_test_and_set_explicit(&register_lock, memory_order_acquire)) {
  }
  unsigned count = atomic_load_explicit(&nregistered, memory_order_relaxed);
  for (unsigned i = 0; i < n; i++) {
    bool known = false; /* the same entry registered before (a second context) */
    for (unsigned j = 0; j < count && !known; j++) known = registered[j] == &entries[i];
    if (known) continue;
    if (count == MAX_REGISTERED) {
      fprintf(stderr, "rulir: too many rule library entries (at most %d): '%s' not added\n", MAX_REGISTERED,
              entries[i].name);
      abort();
    }
    registered[count++] = &entries[i];
    atomic_store_explicit(&nregistered, count, memory_order_release);
  }
  atomic_flag_clear_explicit(&register_lock, memory_order_release);
}

/* ==== built-in type constraints ====================================================== */

static bool is_vector(const rl_type *t) { return t->kind == RL_TY_VECTOR; }
static bool is_tensor(const rl_type *t) { return t->kind == RL_TY_TENSOR || t->kind == RL_TY_UNRANKED_TENSOR; }
static bool is_signless(const rl_type *t) { return rl_type_is_integer(t) && rl_type_int_signedness(t) == RL_SIGNLESS; }
static bool is_float_sem(const rl_type *t, rl_float_sem s) { return rl_type_is_float(t) && rl_type_float_sem(t) == s; }
static bool is_int_of(const rl_type *t, unsigned w, rl_signedness s) {
  return rl_type_is_integer(t) && rl_type_int_signedness(t) == s && rl_type_int_width(t) == w;
}
/* t, or the element of a vector or tensor t, satisfies p (MLIR's
 * TypeOrContainer: VectorOf<p> | TensorOf<p>, as the .ops files write it). */
static bool or_container(const rl_type *t, bool (*p)(const rl_type *)) {
  if (is_vector(t) || is_tensor(t)) t = rl_type_elem(t);
  return p(t);
}

static bool tc_any(const rl_type *t) { return t != NULL; }
static bool tc_any_integer(const rl_type *t) { return rl_type_is_integer(t); }
static bool tc_any_signless(const rl_type *t) { return is_signless(t); }
static bool tc_any_signed(const rl_type *t) {
  return rl_type_is_integer(t) && rl_type_int_signedness(t) == RL_SIGNED;
}
static bool tc_any_unsigned(const rl_type *t) {
  return rl_type_is_integer(t) && rl_type_int_signedness(t) == RL_UNSIGNED;
}
static bool tc_index(const rl_type *t) { return rl_type_is_index(t); }
static bool tc_any_float(const rl_type *t) { return rl_type_is_float(t); }
static bool tc_bf16(const rl_type *t) { return is_float_sem(t, RL_BF16); }
static bool tc_f16(const rl_type *t) { return is_float_sem(t, RL_F16); }
static bool tc_tf32(const rl_type *t) { return is_float_sem(t, RL_TF32); }
static bool tc_f32(const rl_type *t) { return is_float_sem(t, RL_F32); }
static bool tc_f64(const rl_type *t) { return is_float_sem(t, RL_F64); }
static bool tc_f80(const rl_type *t) { return is_float_sem(t, RL_F80); }
static bool tc_f128(const rl_type *t) { return is_float_sem(t, RL_F128); }

#define INT_PREDS(W)                                                                  \
  static bool tc_i##W(const rl_type *t) { return is_int_of(t, W, RL_SIGNLESS); }     \
  static bool tc_si##W(const rl_type *t) { return is_int_of(t, W, RL_SIGNED); }      \
  static bool tc_ui##W(const rl_type *t) { return is_int_of(t, W, RL_UNSIGNED); }
INT_PREDS(1)
INT_PREDS(2)
INT_PREDS(4)
INT_PREDS(8)
INT_PREDS(16)
INT_PREDS(32)
INT_PREDS(64)
INT_PREDS(128)

static bool signless_or_index(const rl_type *t) { return is_signless(t) || rl_type_is_index(t); }
static bool integer_or_index(const rl_type *t) { return rl_type_is_integer(t) || rl_type_is_index(t); }
static bool tc_signless_integer_like(const rl_type *t) { return or_container(t, signless_or_index); }
static bool tc_integer_like(const rl_type *t) { return or_container(t, integer_or_index); }
static bool tc_signless_fixed_width_integer_like(const rl_type *t) { return or_container(t, is_signless); }
static bool tc_float_like(const rl_type *t) { return or_container(t, tc_any_float); }
static bool tc_bool_like(const rl_type *t) { return or_container(t, tc_i1); }
static bool tc_any_vector(const rl_type *t) { return is_vector(t); }
static bool tc_any_tensor(const rl_type *t) { return is_tensor(t); }
static bool tc_any_ranked_tensor(const rl_type *t) { return t->kind == RL_TY_TENSOR; }
/* As MLIR: AnyMemRef is ranked. */
static bool tc_any_memref(const rl_type *t) { return t->kind == RL_TY_MEMREF; }
static bool tc_any_unranked_memref(const rl_type *t) { return t->kind == RL_TY_UNRANKED_MEMREF; }
static bool tc_any_ranked_or_unranked_memref(const rl_type *t) {
  return t->kind == RL_TY_MEMREF || t->kind == RL_TY_UNRANKED_MEMREF;
}
static bool tc_any_complex(const rl_type *t) { return t->kind == RL_TY_COMPLEX; }
static bool tc_none(const rl_type *t) { return t->kind == RL_TY_NONE; }
static bool tc_function(const rl_type *t) { return t->kind == RL_TY_FUNCTION; }
static bool tc_tuple(const rl_type *t) { return t->kind == RL_TY_TUPLE; }

#define INT_ROWS(W) {"I" #W, tc_i##W}, {"SI" #W, tc_si##W}, {"UI" #W, tc_ui##W}

static const struct {
  const char *name;
  rl_type_pred pred;
} type_constraints[] = {
    {"AnyType", tc_any},
    {"AnyInteger", tc_any_integer},
    {"AnySignlessInteger", tc_any_signless},
    {"AnySignedInteger", tc_any_signed},
    {"AnyUnsignedInteger", tc_any_unsigned},
    INT_ROWS(1), INT_ROWS(2), INT_ROWS(4), INT_ROWS(8), INT_ROWS(16), INT_ROWS(32), INT_ROWS(64), INT_ROWS(128),
    {"Index", tc_index},
    {"AnyFloat", tc_any_float},
    {"BF16", tc_bf16},
    {"F16", tc_f16},
    {"TF32", tc_tf32},
    {"F32", tc_f32},
    {"F64", tc_f64},
    {"F80", tc_f80},
    {"F128", tc_f128},
    {"SignlessIntegerLike", tc_signless_integer_like},
    {"SignlessIntegerOrIndexLike", tc_signless_integer_like},
    {"SignlessFixedWidthIntegerLike", tc_signless_fixed_width_integer_like},
    {"IntegerLike", tc_integer_like},
    {"FloatLike", tc_float_like},
    {"BoolLike", tc_bool_like},
    {"AnyVector", tc_any_vector},
    {"AnyTensor", tc_any_tensor},
    {"AnyRankedTensor", tc_any_ranked_tensor},
    {"AnyMemRef", tc_any_memref},
    {"AnyUnrankedMemRef", tc_any_unranked_memref},
    {"AnyRankedOrUnrankedMemRef", tc_any_ranked_or_unranked_memref},
    {"AnyComplex", tc_any_complex},
    {"NoneType", tc_none},
    {"FunctionType", tc_function},
    {"AnyTuple", tc_tuple},
};

rl_type_pred rl_rule_type_constraint(const char *name) {
  for (size_t i = 0; i < sizeof type_constraints / sizeof *type_constraints; i++)
    if (strcmp(type_constraints[i].name, name) == 0) return type_constraints[i].pred;
  return NULL;
}

/* ==== built-in attribute constraints ================================================= */

static bool int_attr_of(const rl_attr *a, unsigned w) {
  return a && a->kind == RL_AT_INTEGER && is_int_of(rl_attr_type_of(a), w, RL_SIGNLESS);
}

static bool ac_any(const rl_attr *a) { return a != NULL; }
static bool ac_integer(const rl_attr *a) { return a && a->kind == RL_AT_INTEGER; }
static bool ac_float(const rl_attr *a) { return a && a->kind == RL_AT_FLOAT; }
static bool ac_array(const rl_attr *a) { return a && a->kind == RL_AT_ARRAY; }
static bool ac_str(const rl_attr *a) { return a && a->kind == RL_AT_STRING; }
static bool ac_unit(const rl_attr *a) { return a && a->kind == RL_AT_UNIT; }
static bool ac_bool(const rl_attr *a) { return int_attr_of(a, 1); }
static bool ac_i32(const rl_attr *a) { return int_attr_of(a, 32); }
static bool ac_i64(const rl_attr *a) { return int_attr_of(a, 64); }
static bool ac_index(const rl_attr *a) { return a && a->kind == RL_AT_INTEGER && rl_type_is_index(rl_attr_type_of(a)); }
static bool ac_type(const rl_attr *a) { return a && a->kind == RL_AT_TYPE; }
/* Attributes that carry a type, as the .ops checker reads TypedAttr
 * (rl_attr_def_accepts): integers, floats, dense elements, strings and
 * typed opaque attributes. */
static bool ac_typed(const rl_attr *a) {
  if (!a) return false;
  return a->kind == RL_AT_INTEGER || a->kind == RL_AT_FLOAT || a->kind == RL_AT_DENSE || a->kind == RL_AT_STRING ||
         (a->kind == RL_AT_OPAQUE && a->n > 2 && a->w[2]);
}
static bool ac_dense(const rl_attr *a) { return a && a->kind == RL_AT_DENSE; }
static bool ac_symref(const rl_attr *a) { return a && a->kind == RL_AT_SYMREF; }
static bool ac_flat_symref(const rl_attr *a) { return a && a->kind == RL_AT_SYMREF && a->n == 1; }
static bool ac_dict(const rl_attr *a) { return a && a->kind == RL_AT_DICT; }
static bool ac_dict_array(const rl_attr *a) {
  if (!a || a->kind != RL_AT_ARRAY) return false;
  for (unsigned i = 0; i < a->n; i++)
    if (rl_attr_array_elem(a, i)->kind != RL_AT_DICT) return false;
  return true;
}
static bool ac_dense_array(const rl_attr *a) { return a && a->kind == RL_AT_DENSE_ARRAY; }
static bool ac_dense_i32_array(const rl_attr *a) {
  return a && a->kind == RL_AT_DENSE_ARRAY && rl_type_bitwidth(rl_word_ptr(a->w[0])) == 32;
}
static bool ac_dense_i64_array(const rl_attr *a) {
  return a && a->kind == RL_AT_DENSE_ARRAY && rl_type_bitwidth(rl_word_ptr(a->w[0])) == 64;
}

static const struct {
  const char *name;
  rl_attr_pred pred;
} attr_constraints[] = {
    {"AnyAttr", ac_any},
    {"IntegerAttr", ac_integer},
    {"APIntAttr", ac_integer},
    {"I32Attr", ac_i32},
    {"I64Attr", ac_i64},
    {"IndexAttr", ac_index},
    {"BoolAttr", ac_bool},
    {"FloatAttr", ac_float},
    {"ArrayAttr", ac_array},
    {"DictArrayAttr", ac_dict_array},
    {"StrAttr", ac_str},
    {"SymbolNameAttr", ac_str},
    {"UnitAttr", ac_unit},
    {"TypeAttr", ac_type},
    {"TypedAttr", ac_typed},
    {"DenseElementsAttr", ac_dense},
    {"ElementsAttr", ac_dense},
    {"DenseArrayAttr", ac_dense_array},
    {"DenseI32ArrayAttr", ac_dense_i32_array},
    {"DenseI64ArrayAttr", ac_dense_i64_array},
    {"SymbolRefAttr", ac_symref},
    {"FlatSymbolRefAttr", ac_flat_symref},
    {"DictionaryAttr", ac_dict},
};

rl_attr_pred rl_rule_attr_constraint(const char *name) {
  for (size_t i = 0; i < sizeof attr_constraints / sizeof *attr_constraints; i++)
    if (strcmp(attr_constraints[i].name, name) == 0) return attr_constraints[i].pred;
  return NULL;
}

/* ==== results ========================================================================= */

/* Appends loc to locs[0..*n) unless already there. */
static void add_loc(rl_attr **locs, unsigned *n, rl_attr *loc) {
  for (unsigned i = 0; i < *n; i++)
    if (locs[i] == loc) return;
  locs[(*n)++] = loc;
}

/* As MLIR's FusedLoc::get without metadata: fused locations without
 * metadata are flattened into their parts, unknown locations dropped,
 * duplicates kept once (first occurrence); none left is the unknown
 * location, one left is that location. */
rl_attr *rl_m_fused_loc(rl_context *c, rl_op *const *ops, unsigned n) {
  if (n == 0) return rl_loc_unknown(c);
  bool same = true;
  for (unsigned i = 1; i < n && same; i++) same = ops[i]->loc == ops[0]->loc;
  if (same) return ops[0]->loc;
  size_t cap = 0;
  for (unsigned i = 0; i < n; i++) {
    const rl_attr *l = ops[i]->loc;
    cap += l->kind == RL_AT_LOC_FUSED && !l->w[0] ? l->n - 1 : 1;
  }
  rl_attr *small[16], **locs = cap <= 16 ? small : malloc(cap * sizeof *locs);
  if (!locs) return ops[0]->loc;
  unsigned k = 0;
  for (unsigned i = 0; i < n; i++) {
    rl_attr *l = ops[i]->loc;
    if (l->kind == RL_AT_LOC_FUSED && !l->w[0]) {
      for (unsigned j = 1; j < l->n; j++) {
        rl_attr *part = rl_word_ptr(l->w[j]);
        if (part->kind != RL_AT_LOC_UNKNOWN) add_loc(locs, &k, part);
      }
    } else if (l->kind != RL_AT_LOC_UNKNOWN) {
      add_loc(locs, &k, l);
    }
  }
  rl_attr *r = k == 0 ? rl_loc_unknown(c) : k == 1 ? locs[0] : rl_loc_fused(c, NULL, k, locs);
  if (locs != small) free(locs);
  return r;
}
