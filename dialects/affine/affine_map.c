/* Affine map arithmetic over operands: replacement, constant folding,
 * composition with affine.apply producers, canonical operands and the
 * flattening simplifier, as MLIR 19 computes them (see affine_map.h). */
#include "dialects/affine/affine_map.h"

#include <stdlib.h>
#include <string.h>

#include "core/affine.h"
#include "core/rules_rt.h"
#include "core/types.h"
#include "dialects/affine/affine_ops.h"

bool rl_affine_is_apply(const rl_op *op) { return op && op->info->def && op->info->def->fold == rl_affine_apply_fold; }
bool rl_affine_is_min(const rl_op *op) { return op && op->info->def && op->info->def->fold == rl_affine_min_fold; }
bool rl_affine_is_max(const rl_op *op) { return op && op->info->def && op->info->def->fold == rl_affine_max_fold; }
rl_attr *rl_affine_op_map(rl_op *op) {
  rl_attr *m = rl_affine_apply_map(op); /* the three ops keep `map` in slot 0 */
  return m && m->kind == RL_AT_AFFINE_MAP ? m : NULL;
}

static rl_attr *add(rl_context *c, rl_attr *l, rl_attr *r) { return rl_affine_binary(c, RL_AT_AFF_ADD, l, r); }
static rl_attr *mul(rl_context *c, rl_attr *l, rl_attr *r) { return rl_affine_binary(c, RL_AT_AFF_MUL, l, r); }
static rl_attr *mulk(rl_context *c, rl_attr *l, int64_t k) { return mul(c, l, rl_affine_const(c, k)); }

/* ---- replacement ---------------------------------------------------------------- */

rl_attr *rl_aff_replace(rl_context *c, rl_attr *e, rl_attr *const *dims, rl_attr *const *syms) {
  switch (e->kind) {
  case RL_AT_AFF_DIM: return dims && dims[rl_affine_position(e)] ? dims[rl_affine_position(e)] : e;
  case RL_AT_AFF_SYM: return syms && syms[rl_affine_position(e)] ? syms[rl_affine_position(e)] : e;
  case RL_AT_AFF_CONST: return e;
  default: {
    rl_attr *l = rl_affine_lhs(e), *r = rl_affine_rhs(e);
    rl_attr *l2 = rl_aff_replace(c, l, dims, syms), *r2 = rl_aff_replace(c, r, dims, syms);
    if (l2 == l && r2 == r) return e;
    return rl_affine_binary(c, (rl_attr_kind)e->kind, l2, r2);
  }
  }
}

rl_attr *rl_aff_map_replace(rl_context *c, rl_attr *map, rl_attr *const *dims, rl_attr *const *syms,
                            unsigned ndims, unsigned nsyms) {
  unsigned n = rl_affine_map_num_results(map);
  rl_attr *res[RL_AFF_MAX_OPERANDS];
  if (n > RL_AFF_MAX_OPERANDS) return map;
  for (unsigned i = 0; i < n; i++) res[i] = rl_aff_replace(c, rl_affine_map_result(map, i), dims, syms);
  return rl_affine_map(c, ndims, nsyms, n, res);
}

/* ---- flattening ------------------------------------------------------------------- */

enum { FL_COLS = 2 * RL_AFF_MAX_OPERANDS, FL_DEPTH = 48, FL_LOCALS = FL_COLS - RL_AFF_MAX_OPERANDS - 1, FL_MAX_TREE = 256 };

typedef struct flat {
  rl_context *c;
  unsigned nd, ns, nloc, sp;
  bool semi; /* the whole expression is semi-affine: divisions stay locals */
  rl_attr *locals[FL_LOCALS];
  int64_t st[FL_DEPTH][FL_COLS];
} flat;

static unsigned ncols(const flat *f) { return f->nd + f->ns + f->nloc + 1; }
static unsigned cidx(const flat *f) { return f->nd + f->ns + f->nloc; }

static rl_attr *from_flat(flat *f, const int64_t *row) {
  rl_context *c = f->c;
  rl_attr *e = rl_affine_const(c, 0);
  for (unsigned j = 0; j < f->nd + f->ns; j++) {
    if (!row[j]) continue;
    rl_attr *id = j < f->nd ? rl_affine_dim(c, j) : rl_affine_sym(c, j - f->nd);
    e = add(c, e, mulk(c, id, row[j]));
  }
  for (unsigned k = 0; k < f->nloc; k++)
    if (row[f->nd + f->ns + k]) e = add(c, e, mulk(c, f->locals[k], row[f->nd + f->ns + k]));
  int64_t k = row[cidx(f)];
  if (k) e = add(c, e, rl_affine_const(c, k));
  return e;
}

static int find_local(const flat *f, const rl_attr *e) {
  for (unsigned i = 0; i < f->nloc; i++)
    if (f->locals[i] == e) return (int)i;
  return -1;
}

/* A new local column (before the constant) in every row on the stack. */
static bool add_local(flat *f, rl_attr *e) {
  if (f->nloc == FL_LOCALS || ncols(f) == FL_COLS) return false;
  unsigned at = cidx(f);
  for (unsigned r = 0; r < f->sp; r++) {
    f->st[r][at + 1] = f->st[r][at];
    f->st[r][at] = 0;
  }
  f->locals[f->nloc++] = e;
  return true;
}

/* The top row becomes the local standing for e. */
static bool set_to_local(flat *f, rl_attr *e) {
  int loc = find_local(f, e);
  if (loc < 0) {
    if (!add_local(f, e)) return false;
    loc = (int)f->nloc - 1;
  }
  int64_t *lhs = f->st[f->sp - 1];
  memset(lhs, 0, ncols(f) * sizeof *lhs);
  lhs[f->nd + f->ns + (unsigned)loc] = 1;
  return true;
}

static uint64_t abs_u(int64_t v) { return v < 0 ? 0 - (uint64_t)v : (uint64_t)v; }

static bool walk(flat *f, rl_attr *e) {
  rl_context *c = f->c;
  if (e->kind == RL_AT_AFF_DIM || e->kind == RL_AT_AFF_SYM || e->kind == RL_AT_AFF_CONST) {
    if (f->sp == FL_DEPTH) return false;
    int64_t *row = f->st[f->sp++];
    memset(row, 0, ncols(f) * sizeof *row);
    if (e->kind == RL_AT_AFF_DIM) row[rl_affine_position(e)] = 1;
    else if (e->kind == RL_AT_AFF_SYM) row[f->nd + rl_affine_position(e)] = 1;
    else row[cidx(f)] = rl_affine_const_value(e);
    return true;
  }
  if (!walk(f, rl_affine_lhs(e)) || !walk(f, rl_affine_rhs(e))) return false;
  int64_t rhs[FL_COLS];
  memcpy(rhs, f->st[f->sp - 1], ncols(f) * sizeof *rhs);
  f->sp--;
  int64_t *lhs = f->st[f->sp - 1];
  unsigned n = ncols(f);
  bool rconst = rl_affine_rhs(e)->kind == RL_AT_AFF_CONST;
  switch (e->kind) {
  case RL_AT_AFF_ADD:
    for (unsigned i = 0; i < n; i++) lhs[i] = (int64_t)((uint64_t)lhs[i] + (uint64_t)rhs[i]);
    return true;
  case RL_AT_AFF_MUL: {
    if (!rconst) return set_to_local(f, mul(c, from_flat(f, lhs), from_flat(f, rhs)));
    int64_t k = rhs[cidx(f)];
    for (unsigned i = 0; i < n; i++) lhs[i] = (int64_t)((uint64_t)lhs[i] * (uint64_t)k);
    return true;
  }
  case RL_AT_AFF_MOD: {
    if (!rconst || f->semi)
      return set_to_local(f, rl_affine_binary(c, RL_AT_AFF_MOD, from_flat(f, lhs), from_flat(f, rhs)));
    int64_t k = rhs[cidx(f)];
    if (k <= 0) return false;
    unsigned i = 0;
    while (i < n && lhs[i] % k == 0) i++;
    if (i == n) {
      memset(lhs, 0, n * sizeof *lhs);
      return true;
    }
    int64_t dividend[FL_COLS];
    memcpy(dividend, lhs, n * sizeof *dividend);
    uint64_t g = (uint64_t)k;
    for (i = 0; i < n; i++) g = rl_gcd_u64(g, abs_u(lhs[i]));
    if (g != 1)
      for (i = 0; i < n; i++) dividend[i] /= (int64_t)g;
    int64_t divisor = k / (int64_t)g;
    rl_attr *fd = rl_affine_binary(c, RL_AT_AFF_FLOORDIV, from_flat(f, dividend), rl_affine_const(c, divisor));
    int loc = find_local(f, fd);
    if (loc < 0) {
      if (!add_local(f, fd)) return false;
      lhs[f->nd + f->ns + f->nloc - 1] = -k;
    } else {
      lhs[f->nd + f->ns + (unsigned)loc] -= k;
    }
    return true;
  }
  case RL_AT_AFF_FLOORDIV:
  case RL_AT_AFF_CEILDIV: {
    bool ceil = e->kind == RL_AT_AFF_CEILDIV;
    if (!rconst || f->semi)
      return set_to_local(f, rl_affine_binary(c, (rl_attr_kind)e->kind, from_flat(f, lhs), from_flat(f, rhs)));
    int64_t k = rhs[cidx(f)];
    if (k <= 0) return false;
    uint64_t g = (uint64_t)k;
    for (unsigned i = 0; i < n; i++) g = rl_gcd_u64(g, abs_u(lhs[i]));
    if (g != 1)
      for (unsigned i = 0; i < n; i++) lhs[i] /= (int64_t)g;
    int64_t divisor = k / (int64_t)g;
    if (divisor == 1) return true;
    rl_attr *de = rl_affine_binary(c, ceil ? RL_AT_AFF_CEILDIV : RL_AT_AFF_FLOORDIV, from_flat(f, lhs),
                                   rl_affine_const(c, divisor));
    return set_to_local(f, de);
  }
  default: return false;
  }
}

static bool is_pure(const rl_attr *e) {
  switch (e->kind) {
  case RL_AT_AFF_DIM: case RL_AT_AFF_SYM: case RL_AT_AFF_CONST: return true;
  case RL_AT_AFF_ADD: return is_pure(rl_affine_lhs(e)) && is_pure(rl_affine_rhs(e));
  case RL_AT_AFF_MUL:
    return is_pure(rl_affine_lhs(e)) && is_pure(rl_affine_rhs(e)) &&
           (rl_affine_lhs(e)->kind == RL_AT_AFF_CONST || rl_affine_rhs(e)->kind == RL_AT_AFF_CONST);
  default: return is_pure(rl_affine_lhs(e)) && rl_affine_rhs(e)->kind == RL_AT_AFF_CONST;
  }
}

/* The semi-affine form (MLIR's getSemiAffineExprFromFlatForm): terms
 * sorted by keys (position, rank). A dim d_j is (j, r) and a local
 * `d_j op constant` too, r counting down from -1 (the locals first); a
 * symbol s_j is (j, max(dims, syms) + r) and a local `s_j op x` too, r
 * counting up from 0 (the symbols first); a local `d_j op s_k` is (j, k).
 * Other locals follow unsorted, then the constant. */
typedef struct term {
  uint64_t a;
  int64_t b;
  rl_attr *e;
  int64_t coef;
} term;

static int term_cmp(const void *x, const void *y) {
  const term *p = x, *q = y;
  if (p->a != q->a) return p->a < q->a ? -1 : 1;
  return p->b < q->b ? -1 : p->b > q->b;
}

static bool is_id(const rl_attr *e) { return e->kind == RL_AT_AFF_DIM || e->kind == RL_AT_AFF_SYM; }

static rl_attr *semi_from_flat(flat *f, const int64_t *row) {
  rl_context *c = f->c;
  term t[FL_COLS];
  bool added[FL_LOCALS] = {0};
  unsigned n = 0;
  int64_t mx = f->nd > f->ns ? f->nd : f->ns, offsym = 0, offdim = -1;
  for (unsigned j = f->nd; j < f->nd + f->ns; j++)
    if (row[j]) t[n++] = (term){j - f->nd, mx + offsym++, rl_affine_sym(c, j - f->nd), row[j]};
  for (unsigned k = 0; k < f->nloc; k++) {
    int64_t coef = row[f->nd + f->ns + k];
    rl_attr *l = f->locals[k];
    if (!coef || !rl_affine_is_binary(l)) continue;
    rl_attr *lhs = rl_affine_lhs(l), *rhs = rl_affine_rhs(l);
    if (!is_id(lhs) || !(is_id(rhs) || rhs->kind == RL_AT_AFF_CONST)) continue;
    uint64_t a = rl_affine_position(lhs);
    int64_t b;
    if (rhs->kind == RL_AT_AFF_CONST) b = lhs->kind == RL_AT_AFF_DIM ? offdim-- : mx + offsym++;
    else if (lhs->kind == RL_AT_AFF_DIM) b = rl_affine_position(rhs);
    else b = mx + offsym++;
    t[n++] = (term){a, b, l, coef};
    added[k] = true;
  }
  for (unsigned j = 0; j < f->nd; j++)
    if (row[j]) t[n++] = (term){j, offdim--, rl_affine_dim(c, j), row[j]};
  qsort(t, n, sizeof *t, term_cmp);
  rl_attr *e = rl_affine_const(c, 0);
  for (unsigned i = 0; i < n; i++) e = add(c, e, mulk(c, t[i].e, t[i].coef));
  for (unsigned k = 0; k < f->nloc; k++) {
    int64_t coef = row[f->nd + f->ns + k];
    if (coef && !added[k]) e = add(c, e, mulk(c, f->locals[k], coef));
  }
  if (row[cidx(f)]) e = add(c, e, rl_affine_const(c, row[cidx(f)]));
  return e;
}

/* ---- semi-affine division by a symbol (MLIR's simplifySemiAffine) ---------- */

static bool divisible_by_sym(const rl_attr *e, unsigned pos, unsigned kind) {
  switch (e->kind) {
  case RL_AT_AFF_CONST: return rl_affine_const_value(e) == 0;
  case RL_AT_AFF_DIM: return false;
  case RL_AT_AFF_SYM: return rl_affine_position(e) == pos;
  case RL_AT_AFF_ADD:
    return divisible_by_sym(rl_affine_lhs(e), pos, kind) && divisible_by_sym(rl_affine_rhs(e), pos, kind);
  case RL_AT_AFF_MOD:
    return divisible_by_sym(rl_affine_lhs(e), pos, RL_AT_AFF_MOD) &&
           divisible_by_sym(rl_affine_rhs(e), pos, RL_AT_AFF_MOD);
  case RL_AT_AFF_MUL:
    return divisible_by_sym(rl_affine_lhs(e), pos, kind) || divisible_by_sym(rl_affine_rhs(e), pos, kind);
  default: /* floordiv, ceildiv: (a div b) div s = (a div s) div b, same kinds only */
    return kind == e->kind && divisible_by_sym(rl_affine_lhs(e), pos, e->kind);
  }
}

/* e divided by symbol pos, e known divisible (NULL when it cannot say). */
static rl_attr *sym_divide(rl_context *c, rl_attr *e, unsigned pos, unsigned kind) {
  switch (e->kind) {
  case RL_AT_AFF_CONST: return rl_affine_const_value(e) ? NULL : rl_affine_const(c, 0);
  case RL_AT_AFF_DIM: return NULL;
  case RL_AT_AFF_SYM: return rl_affine_const(c, 1);
  case RL_AT_AFF_ADD: {
    rl_attr *l = sym_divide(c, rl_affine_lhs(e), pos, kind), *r = sym_divide(c, rl_affine_rhs(e), pos, kind);
    return l && r ? add(c, l, r) : NULL;
  }
  case RL_AT_AFF_MUL: {
    if (!divisible_by_sym(rl_affine_lhs(e), pos, kind)) {
      rl_attr *r = sym_divide(c, rl_affine_rhs(e), pos, kind);
      return r ? mul(c, rl_affine_lhs(e), r) : NULL;
    }
    rl_attr *l = sym_divide(c, rl_affine_lhs(e), pos, kind);
    return l ? mul(c, l, rl_affine_rhs(e)) : NULL;
  }
  case RL_AT_AFF_FLOORDIV:
  case RL_AT_AFF_CEILDIV: {
    rl_attr *l = sym_divide(c, rl_affine_lhs(e), pos, kind);
    return l ? rl_affine_binary(c, (rl_attr_kind)e->kind, l, rl_affine_rhs(e)) : NULL;
  }
  case RL_AT_AFF_MOD: { /* both sides divided */
    rl_attr *l = sym_divide(c, rl_affine_lhs(e), pos, RL_AT_AFF_MOD), *r = sym_divide(c, rl_affine_rhs(e), pos, RL_AT_AFF_MOD);
    return l && r ? rl_affine_binary(c, RL_AT_AFF_MOD, l, r) : NULL;
  }
  default: return NULL;
  }
}

/* e with each `x mod s` (s the modulus, at any depth of sums and products
 * by constants) replaced by x: the same value modulo s. NULL when e holds
 * no such term. */
static rl_attr *drop_mods(rl_context *c, rl_attr *e, const rl_attr *s) {
  if (e->kind == RL_AT_AFF_MOD && rl_affine_rhs(e) == s) {
    rl_attr *x = drop_mods(c, rl_affine_lhs(e), s);
    return x ? x : rl_affine_lhs(e);
  }
  if (e->kind != RL_AT_AFF_ADD && !(e->kind == RL_AT_AFF_MUL && rl_affine_rhs(e)->kind == RL_AT_AFF_CONST))
    return NULL;
  rl_attr *l = drop_mods(c, rl_affine_lhs(e), s);
  rl_attr *r = e->kind == RL_AT_AFF_ADD ? drop_mods(c, rl_affine_rhs(e), s) : NULL;
  if (!l && !r) return NULL;
  return rl_affine_binary(c, (rl_attr_kind)e->kind, l ? l : rl_affine_lhs(e), r ? r : rl_affine_rhs(e));
}

static rl_attr *simplify_semi(rl_context *c, rl_attr *e, unsigned nd, unsigned ns) {
  if (!rl_affine_is_binary(e)) return e;
  rl_attr *l = simplify_semi(c, rl_affine_lhs(e), nd, ns), *r = simplify_semi(c, rl_affine_rhs(e), nd, ns);
  if (e->kind == RL_AT_AFF_ADD || e->kind == RL_AT_AFF_MUL || r->kind != RL_AT_AFF_SYM)
    return rl_affine_binary(c, (rl_attr_kind)e->kind, l, r);
  if (divisible_by_sym(l, rl_affine_position(r), e->kind)) {
    if (e->kind == RL_AT_AFF_MOD) return rl_affine_const(c, 0);
    rl_attr *q = sym_divide(c, l, rl_affine_position(r), e->kind);
    if (q) return q;
  }
  /* (x - x mod s) mod s = 0: the dividend is a multiple of s once its
   * terms `y mod s` are read as y (as MLIR 19 folds mod of mod). */
  if (e->kind == RL_AT_AFF_MOD) {
    rl_attr *x = drop_mods(c, l, r);
    if (x) {
      x = rl_aff_simplify_expr(c, x, nd, ns);
      if (divisible_by_sym(x, rl_affine_position(r), RL_AT_AFF_MOD)) return rl_affine_const(c, 0);
    }
  }
  return rl_affine_binary(c, (rl_attr_kind)e->kind, l, r);
}

rl_attr *rl_aff_simplify_expr(rl_context *c, rl_attr *e, unsigned ndims, unsigned nsyms) {
  /* Each level of the walk keeps a row on the C stack: deep trees stay as
   * they are. */
  if (ndims + nsyms >= RL_AFF_MAX_OPERANDS || rl_affine_depth(e) > FL_MAX_TREE) return e;
  flat fl, *f = &fl; /* ~50 KB of stack, no allocation */
  f->c = c;
  f->nd = ndims;
  f->ns = nsyms;
  f->nloc = f->sp = 0;
  bool pure = is_pure(e);
  if (!pure) pure = is_pure(e = simplify_semi(c, e, ndims, nsyms));
  rl_attr *r = e;
  f->semi = false; /* MLIR's flattener: divisions by constants as in pure expressions */
  if (walk(f, e) && f->sp == 1) {
    rl_attr *lin = from_flat(f, f->st[0]);
    r = pure ? lin : lin == e ? e : semi_from_flat(f, f->st[0]);
  }
  return r;
}

rl_attr *rl_aff_simplify_map(rl_context *c, rl_attr *map) {
  unsigned n = rl_affine_map_num_results(map);
  if (n > RL_AFF_MAX_OPERANDS) return map;
  rl_attr *res[RL_AFF_MAX_OPERANDS];
  for (unsigned i = 0; i < n; i++)
    res[i] = rl_aff_simplify_expr(c, rl_affine_map_result(map, i), rl_affine_map_num_dims(map),
                                  rl_affine_map_num_syms(map));
  return rl_affine_map(c, rl_affine_map_num_dims(map), rl_affine_map_num_syms(map), n, res);
}

/* ---- constant folding -------------------------------------------------------------- */

static int64_t floordiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}
static int64_t ceildiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) == (b < 0))) ? q + 1 : q;
}

/* e evaluated with the operands' constants; false when some operand it uses
 * is not constant or a division is by zero (poison). */
static bool eval(const rl_attr *e, unsigned nd, rl_attr *const *ops, int64_t *out) {
  switch (e->kind) {
  case RL_AT_AFF_CONST: *out = rl_affine_const_value(e); return true;
  case RL_AT_AFF_DIM:
  case RL_AT_AFF_SYM: {
    rl_attr *a = ops[(e->kind == RL_AT_AFF_SYM ? nd : 0) + rl_affine_position(e)];
    if (!a || a->kind != RL_AT_INTEGER) return false;
    *out = rl_attr_int_value(a);
    return true;
  }
  default: break;
  }
  int64_t l, r;
  if (!eval(rl_affine_lhs(e), nd, ops, &l) || !eval(rl_affine_rhs(e), nd, ops, &r)) return false;
  switch (e->kind) {
  case RL_AT_AFF_ADD: *out = (int64_t)((uint64_t)l + (uint64_t)r); return true;
  case RL_AT_AFF_MUL: *out = (int64_t)((uint64_t)l * (uint64_t)r); return true;
  case RL_AT_AFF_MOD:
    if (r < 1) return false;
    *out = l % r < 0 ? l % r + r : l % r;
    return true;
  case RL_AT_AFF_FLOORDIV:
    if (r == 0 || (l == INT64_MIN && r == -1)) return false;
    *out = floordiv(l, r);
    return true;
  case RL_AT_AFF_CEILDIV:
    if (r == 0 || (l == INT64_MIN && r == -1)) return false;
    *out = ceildiv(l, r);
    return true;
  default: return false;
  }
}

rl_attr *rl_aff_partial_constant_fold(rl_context *c, rl_attr *map, rl_attr *const *operands, int64_t *results,
                                      bool *all_const) {
  unsigned n = rl_affine_map_num_results(map), nd = rl_affine_map_num_dims(map);
  rl_attr *res[RL_AFF_MAX_OPERANDS];
  bool all = n <= RL_AFF_MAX_OPERANDS;
  if (!all) {
    *all_const = false;
    return map;
  }
  for (unsigned i = 0; i < n; i++) {
    int64_t v;
    rl_attr *e = rl_affine_map_result(map, i);
    if (eval(e, nd, operands, &v)) {
      res[i] = rl_affine_const(c, v);
      if (results) results[i] = v;
    } else {
      res[i] = e;
      all = false;
    }
  }
  *all_const = all;
  return rl_affine_map(c, nd, rl_affine_map_num_syms(map), n, res);
}

/* ---- valid dims and symbols ------------------------------------------------------- */

/* MLIR's AffineScope ops (func.func, builtin.module): the isolated ones here. */
static bool is_scope(const rl_op *op) { return op && (op->info->traits & RL_TRAIT_ISOLATED); }

static bool is_top_level(rl_value *v) {
  if (v->is_arg) {
    rl_block *b = rl_value_owner_block(v);
    return b && is_scope(rl_block_parent_op(b));
  }
  return is_scope(rl_op_parent_op(rl_value_defining_op(v)));
}

static bool is_op_named(const rl_op *op, const char *name) {
  return op && op->info->name == rl_ident_get(op->info->ctx, name, strlen(name));
}

/* The value whose `memref.dim` gives v, or NULL. */
static rl_value *dim_source(rl_op *d, rl_value **index) {
  if (!is_op_named(d, "memref.dim") || d->noperands != 2) return NULL;
  *index = d->operands[1].value;
  return d->operands[0].value;
}

/* Size `i` of the memref m defines: static, or given by one of its sizes
 * operands that is a valid symbol (memref.alloc, memref.view, memref.subview). */
static bool size_is_valid_symbol(rl_op *m, int64_t i) {
  int group = is_op_named(m, "memref.alloc") ? 0 /* dynamicSizes */
              : is_op_named(m, "memref.view") || is_op_named(m, "memref.subview") ? 2 /* sizes */
                                                                                  : -1;
  if (group < 0) return false;
  rl_type *t = m->results[0].type;
  if (i < 0 || (unsigned)i >= rl_type_rank(t)) return false;
  if (rl_type_dim(t, (unsigned)i) != RL_DYNAMIC) return true;
  unsigned pos = 0, n, first = rl_op_operand_group(m, (unsigned)group, &n);
  for (unsigned k = 0; k < (unsigned)i; k++) pos += rl_type_dim(t, k) == RL_DYNAMIC;
  return pos < n && rl_aff_is_valid_symbol(m->operands[first + pos].value);
}

/* A memref.dim is a symbol when its memref is a top-level value, or the
 * allocation or view defining it got that size from a valid symbol. */
static bool dim_is_valid_symbol(rl_value *src, rl_value *index) {
  if (is_top_level(src)) return true;
  if (src->is_arg) return false;
  rl_attr *k = rl_m_constant_of(index);
  if (!k || k->kind != RL_AT_INTEGER) return false;
  return size_is_valid_symbol(rl_value_defining_op(src), rl_attr_int_value(k));
}

bool rl_aff_is_valid_symbol(rl_value *v) {
  if (!v || !rl_type_is_index(v->type)) return false;
  if (is_top_level(v)) return true;
  rl_op *d = rl_value_defining_op(v);
  if (!d) return false;
  if (d->info->traits & RL_TRAIT_CONSTANT_LIKE) return true;
  if (rl_affine_is_apply(d)) {
    for (unsigned i = 0; i < d->noperands; i++)
      if (!rl_aff_is_valid_symbol(d->operands[i].value)) return false;
    return true;
  }
  rl_value *index, *src = dim_source(d, &index);
  if (src) return dim_is_valid_symbol(src, index);
  return false;
}

bool rl_aff_is_valid_dim(rl_value *v) {
  if (!v || !rl_type_is_index(v->type)) return false;
  if (rl_aff_is_valid_symbol(v)) return true;
  rl_op *d = rl_value_defining_op(v);
  if (!d) {
    /* An argument of an affine scope's block, or an affine.for's IV. */
    rl_block *b = rl_value_owner_block(v);
    rl_op *po = b ? rl_block_parent_op(b) : NULL;
    return is_scope(po) || (po && po->info->def && (po->info->def->verify == rl_affine_for_verify ||
                                                    po->info->def->verify == rl_affine_parallel_verify));
  }
  if (rl_affine_is_apply(d)) {
    for (unsigned i = 0; i < d->noperands; i++)
      if (!rl_aff_is_valid_dim(d->operands[i].value)) return false;
    return true;
  }
  /* A memref.dim of a top-level memref. */
  rl_value *index, *src = dim_source(d, &index);
  return src && is_top_level(src);
}

/* ---- canonical operands --------------------------------------------------------------- */

static void collect_used(const rl_attr *e, bool *dims, bool *syms) {
  if (e->kind == RL_AT_AFF_DIM) dims[rl_affine_position(e)] = true;
  else if (e->kind == RL_AT_AFF_SYM) syms[rl_affine_position(e)] = true;
  else if (rl_affine_is_binary(e)) {
    collect_used(rl_affine_lhs(e), dims, syms);
    collect_used(rl_affine_rhs(e), dims, syms);
  }
}

void rl_aff_canonicalize(rl_context *c, rl_attr **map_, rl_value **ops, unsigned *n_) {
  rl_attr *map = *map_;
  unsigned n = *n_;
  if (!map || !n || n > RL_AFF_MAX_OPERANDS) return;
  unsigned nd = rl_affine_map_num_dims(map), ns = rl_affine_map_num_syms(map);
  rl_attr *remap[RL_AFF_MAX_OPERANDS];
  rl_value *res[RL_AFF_MAX_OPERANDS], *moved[RL_AFF_MAX_OPERANDS];
  /* Dims that are valid symbols become symbols (after the others). */
  unsigned nnd = 0, nmv = 0, nr = 0;
  for (unsigned i = 0; i < nd; i++) {
    if (rl_aff_is_valid_symbol(ops[i])) {
      remap[i] = rl_affine_sym(c, ns + nmv);
      moved[nmv++] = ops[i];
    } else {
      remap[i] = rl_affine_dim(c, nnd++);
      res[nr++] = ops[i];
    }
  }
  for (unsigned i = nd; i < n; i++) res[nr++] = ops[i];
  for (unsigned i = 0; i < nmv; i++) res[nr++] = moved[i];
  map = rl_aff_map_replace(c, map, remap, NULL, nnd, ns + nmv);
  memcpy(ops, res, nr * sizeof *ops);
  nd = nnd;
  ns += nmv;
  /* Unused operands dropped, duplicates merged, constant symbols folded in. */
  bool used_d[RL_AFF_MAX_OPERANDS] = {0}, used_s[RL_AFF_MAX_OPERANDS] = {0};
  for (unsigned i = 0; i < rl_affine_map_num_results(map); i++)
    collect_used(rl_affine_map_result(map, i), used_d, used_s);
  rl_attr *dre[RL_AFF_MAX_OPERANDS] = {0}, *sre[RL_AFF_MAX_OPERANDS] = {0};
  nr = 0;
  unsigned next_d = 0, next_s = 0;
  for (unsigned i = 0; i < nd; i++) {
    if (!used_d[i]) continue;
    unsigned j = 0;
    while (j < i && !(used_d[j] && ops[j] == ops[i])) j++;
    if (j < i) {
      dre[i] = dre[j];
    } else {
      dre[i] = rl_affine_dim(c, next_d++);
      res[nr++] = ops[i];
    }
  }
  for (unsigned i = 0; i < ns; i++) {
    if (!used_s[i]) continue;
    rl_attr *k = rl_m_constant_of(ops[nd + i]);
    if (k && k->kind == RL_AT_INTEGER) {
      sre[i] = rl_affine_const(c, rl_attr_int_value(k));
      continue;
    }
    unsigned j = 0;
    while (j < i && !(used_s[j] && sre[j] && sre[j]->kind == RL_AT_AFF_SYM && ops[nd + j] == ops[nd + i])) j++;
    if (j < i) {
      sre[i] = sre[j];
    } else {
      sre[i] = rl_affine_sym(c, next_s++);
      res[nr++] = ops[nd + i];
    }
  }
  *map_ = rl_aff_map_replace(c, map, dre, sre, next_d, next_s);
  memcpy(ops, res, nr * sizeof *ops);
  *n_ = nr;
}

static rl_attr *shift(rl_context *c, rl_attr *map, unsigned dshift, unsigned sshift) {
  unsigned nd = rl_affine_map_num_dims(map), ns = rl_affine_map_num_syms(map);
  rl_attr *d[RL_AFF_MAX_OPERANDS], *s[RL_AFF_MAX_OPERANDS];
  for (unsigned i = 0; i < nd; i++) d[i] = rl_affine_dim(c, i + dshift);
  for (unsigned i = 0; i < ns; i++) s[i] = rl_affine_sym(c, i + sshift);
  return rl_aff_map_replace(c, map, d, s, nd + dshift, ns + sshift);
}

/* MLIR's replaceDimOrSym: the operand at pos, when an affine.apply defines
 * it, is replaced by that apply's expression over its own operands. */
static bool replace_dim_or_sym(rl_context *c, rl_attr **map, unsigned pos, rl_value **dims, unsigned *nd,
                               rl_value **syms, unsigned *ns) {
  bool is_dim = pos < *nd;
  unsigned p = is_dim ? pos : pos - *nd;
  rl_value **slot = is_dim ? &dims[p] : &syms[p];
  if (!*slot) return false;
  rl_op *ap = rl_value_defining_op(*slot);
  if (!rl_affine_is_apply(ap)) return false;
  rl_attr *cm = rl_affine_op_map(ap);
  if (!cm || rl_affine_map_num_results(cm) != 1) return false;
  rl_value *cops[RL_AFF_MAX_OPERANDS];
  unsigned cn = ap->noperands;
  if (cn > RL_AFF_MAX_OPERANDS) return false;
  for (unsigned i = 0; i < cn; i++) cops[i] = ap->operands[i].value;
  rl_aff_canonicalize(c, &cm, cops, &cn);
  unsigned cd = rl_affine_map_num_dims(cm), cs = rl_affine_map_num_syms(cm);
  if (*nd + cd > RL_AFF_MAX_OPERANDS || *ns + cs > RL_AFF_MAX_OPERANDS) return false;
  *slot = NULL;
  rl_attr *repl = rl_affine_map_result(shift(c, cm, *nd, *ns), 0);
  for (unsigned i = 0; i < cd; i++) dims[(*nd)++] = cops[i];
  for (unsigned i = 0; i < cs; i++) syms[(*ns)++] = cops[cd + i];
  rl_attr *one[1] = {repl};
  rl_attr *tab[RL_AFF_MAX_OPERANDS] = {0};
  (void)one;
  tab[p] = repl;
  *map = is_dim ? rl_aff_map_replace(c, *map, tab, NULL, *nd, *ns) : rl_aff_map_replace(c, *map, NULL, tab, *nd, *ns);
  return true;
}

void rl_aff_compose(rl_context *c, rl_attr **map, rl_value **ops, unsigned *n) {
  if (rl_affine_map_num_results(*map) == 0) {
    rl_aff_canonicalize(c, map, ops, n);
    *map = rl_aff_simplify_map(c, *map);
    return;
  }
  rl_value *dims[RL_AFF_MAX_OPERANDS], *syms[RL_AFF_MAX_OPERANDS];
  unsigned nd = rl_affine_map_num_dims(*map), ns = rl_affine_map_num_syms(*map);
  for (unsigned i = 0; i < nd; i++) dims[i] = ops[i];
  for (unsigned i = 0; i < ns; i++) syms[i] = ops[nd + i];
  for (bool changed = true; changed;) {
    changed = false;
    for (unsigned pos = 0; pos != nd + ns && !changed; pos++) changed = replace_dim_or_sym(c, map, pos, dims, &nd, syms, &ns);
  }
  rl_attr *dre[RL_AFF_MAX_OPERANDS], *sre[RL_AFF_MAX_OPERANDS];
  unsigned k = 0, kd = 0, ks = 0;
  for (unsigned i = 0; i < nd; i++) {
    if (!dims[i]) {
      dre[i] = rl_affine_const(c, 0);
      continue;
    }
    dre[i] = rl_affine_dim(c, kd++);
    ops[k++] = dims[i];
  }
  for (unsigned i = 0; i < ns; i++) {
    if (!syms[i]) {
      sre[i] = rl_affine_const(c, 0);
      continue;
    }
    sre[i] = rl_affine_sym(c, ks++);
    ops[k++] = syms[i];
  }
  *map = rl_aff_map_replace(c, *map, dre, sre, kd, ks);
  *n = k;
  rl_aff_canonicalize(c, map, ops, n);
  *map = rl_aff_simplify_map(c, *map);
}

/* ---- building ------------------------------------------------------------------------- */

/* The constants of operands folded into map (dims and symbols renumbered
 * over the values left, stored in vals[0..*nv)). */
static rl_attr *fold_attributes(rl_context *c, rl_attr *map, const rl_ofr *operands, rl_value **vals, unsigned *nv,
                                unsigned *kd, unsigned *ks) {
  unsigned nd = rl_affine_map_num_dims(map), ns = rl_affine_map_num_syms(map);
  rl_attr *dre[RL_AFF_MAX_OPERANDS], *sre[RL_AFF_MAX_OPERANDS];
  *nv = *kd = *ks = 0;
  for (unsigned i = 0; i < nd + ns; i++) {
    rl_attr **slot = i < nd ? &dre[i] : &sre[i - nd];
    if (!operands[i].v) {
      *slot = rl_affine_const(c, operands[i].k);
    } else {
      *slot = i < nd ? rl_affine_dim(c, (*kd)++) : rl_affine_sym(c, (*ks)++);
      vals[(*nv)++] = operands[i].v;
    }
  }
  return rl_aff_map_replace(c, map, dre, sre, *kd, *ks);
}

bool rl_aff_composed_folded_apply(rl_context *c, rl_attr **map, const rl_ofr *operands, rl_value **vals,
                                  unsigned *nv, rl_ofr *r) {
  unsigned kd, ks;
  if (rl_affine_map_num_dims(*map) + rl_affine_map_num_syms(*map) > RL_AFF_MAX_OPERANDS) return *map = NULL, false;
  *map = fold_attributes(c, *map, operands, vals, nv, &kd, &ks);
  rl_aff_compose(c, map, vals, nv);
  /* Fold as affine.apply's folder does. */
  rl_attr *e = rl_affine_map_result(*map, 0);
  if (e->kind == RL_AT_AFF_DIM) return *r = (rl_ofr){vals[rl_affine_position(e)], 0}, true;
  if (e->kind == RL_AT_AFF_SYM) return *r = (rl_ofr){vals[rl_affine_map_num_dims(*map) + rl_affine_position(e)], 0}, true;
  rl_attr *consts[RL_AFF_MAX_OPERANDS];
  for (unsigned i = 0; i < *nv; i++) consts[i] = rl_m_constant_of(vals[i]);
  int64_t v;
  if (eval(e, rl_affine_map_num_dims(*map), consts, &v)) return *r = (rl_ofr){NULL, v}, true;
  return false;
}

rl_ofr rl_aff_make_composed_folded_apply(rl_rewriter *rw, rl_attr *loc, rl_attr *map, const rl_ofr *operands) {
  rl_context *c = rw->b.ctx;
  rl_value *vals[RL_AFF_MAX_OPERANDS];
  unsigned nv;
  rl_ofr r;
  if (rl_aff_composed_folded_apply(c, &map, operands, vals, &nv, &r)) return r;
  if (!map) return (rl_ofr){NULL, 0};
  rl_builder d = {.ctx = c};
  rl_op *op = rl_affine_apply_create(&d, loc, rl_type_index(c), nv, vals, map);
  rl_rewriter_insert(rw, op);
  return (rl_ofr){rl_op_result(op, 0), 0};
}

bool rl_aff_composed_folded_min_max(rl_context *c, rl_attr **mapp, const rl_ofr *operands, bool is_min,
                                    rl_value **vals, unsigned *nvp, rl_ofr *folded) {
  rl_attr *map = *mapp;
  unsigned nres = rl_affine_map_num_results(map), nv, kd, ks;
  *mapp = NULL;
  if (rl_affine_map_num_dims(map) + rl_affine_map_num_syms(map) > RL_AFF_MAX_OPERANDS) return false;
  map = fold_attributes(c, map, operands, vals, &nv, &kd, &ks);
  /* MLIR's composeMultiResultAffineMap: each result composed alone, the
   * results' operands concatenated (dims, then symbols), canonicalized. */
  rl_value *dims[RL_AFF_MAX_OPERANDS], *syms[RL_AFF_MAX_OPERANDS];
  rl_attr *exprs[RL_AFF_MAX_OPERANDS];
  unsigned ndims = 0, nsyms = 0;
  if (nres > RL_AFF_MAX_OPERANDS) return false;
  for (unsigned r = 0; r < nres; r++) {
    rl_attr *e = rl_affine_map_result(map, r);
    rl_attr *sub = rl_affine_map(c, kd, ks, 1, &e);
    rl_value *sops[RL_AFF_MAX_OPERANDS];
    unsigned sn = nv;
    memcpy(sops, vals, nv * sizeof *sops);
    rl_aff_compose(c, &sub, sops, &sn);
    rl_aff_canonicalize(c, &sub, sops, &sn);
    unsigned snd = rl_affine_map_num_dims(sub);
    if (ndims + snd > RL_AFF_MAX_OPERANDS || nsyms + sn - snd > RL_AFF_MAX_OPERANDS) return false;
    exprs[r] = rl_affine_map_result(shift(c, sub, ndims, nsyms), 0);
    for (unsigned i = 0; i < snd; i++) dims[ndims++] = sops[i];
    for (unsigned i = snd; i < sn; i++) syms[nsyms++] = sops[i];
  }
  nv = 0;
  for (unsigned i = 0; i < ndims; i++) vals[nv++] = dims[i];
  for (unsigned i = 0; i < nsyms && nv < RL_AFF_MAX_OPERANDS; i++) vals[nv++] = syms[i];
  map = rl_affine_map(c, ndims, nsyms, nres, exprs);
  rl_aff_canonicalize(c, &map, vals, &nv);
  *mapp = map;
  *nvp = nv;
  /* Fold as affine.min/max's folder does. */
  rl_attr *consts[RL_AFF_MAX_OPERANDS];
  for (unsigned i = 0; i < nv; i++) consts[i] = rl_m_constant_of(vals[i]);
  int64_t res[RL_AFF_MAX_OPERANDS];
  bool all;
  rl_aff_partial_constant_fold(c, map, consts, res, &all);
  if (all && nres) {
    int64_t best = res[0];
    for (unsigned i = 1; i < nres; i++)
      if (is_min ? res[i] < best : res[i] > best) best = res[i];
    return *folded = (rl_ofr){NULL, best}, true;
  }
  return false;
}

rl_ofr rl_aff_make_composed_folded_min_max(rl_rewriter *rw, rl_attr *loc, rl_attr *map, const rl_ofr *operands,
                                           bool is_min) {
  rl_context *c = rw->b.ctx;
  rl_value *vals[RL_AFF_MAX_OPERANDS];
  unsigned nv;
  rl_ofr r;
  if (rl_aff_composed_folded_min_max(c, &map, operands, is_min, vals, &nv, &r)) return r;
  if (!map) return (rl_ofr){NULL, 0};
  rl_builder d = {.ctx = c};
  rl_op *op = is_min ? rl_affine_min_create(&d, loc, rl_type_index(c), nv, vals, map)
                     : rl_affine_max_create(&d, loc, rl_type_index(c), nv, vals, map);
  rl_rewriter_insert(rw, op);
  return (rl_ofr){rl_op_result(op, 0), 0};
}

bool rl_aff_flatten_no_locals(rl_context *c, rl_attr *e, unsigned ndims, unsigned nsyms, int64_t *out) {
  if (ndims + nsyms >= RL_AFF_MAX_OPERANDS || rl_affine_depth(e) > FL_MAX_TREE || !is_pure(e)) return false;
  flat fl, *f = &fl;
  f->c = c;
  f->nd = ndims;
  f->ns = nsyms;
  f->nloc = f->sp = 0;
  f->semi = false;
  if (!walk(f, e) || f->sp != 1 || f->nloc) return false;
  memcpy(out, f->st[0], (ndims + nsyms + 1) * sizeof *out);
  return true;
}

/* ---- bounds (MLIR's simplifyMapWithOperands, without loop bounds) ------------ */

/* Constant bounds of e by interval arithmetic; false when unbounded. Dims
 * and symbols are unbounded (rulir has no affine.for to bound them). */
static bool bounds(const rl_attr *e, int64_t *lo, int64_t *hi) {
  int64_t a, b, c2, d;
  switch (e->kind) {
  case RL_AT_AFF_CONST: *lo = *hi = rl_affine_const_value(e); return true;
  case RL_AT_AFF_DIM:
  case RL_AT_AFF_SYM: return false;
  default: break;
  }
  const rl_attr *r = rl_affine_rhs(e);
  if (e->kind == RL_AT_AFF_MOD && r->kind == RL_AT_AFF_CONST && rl_affine_const_value(r) > 0) {
    *lo = 0;
    *hi = rl_affine_const_value(r) - 1;
    return true;
  }
  if (!bounds(rl_affine_lhs(e), &a, &b) || !bounds(r, &c2, &d)) return false;
  if (a < -(INT64_C(1) << 40) || b > (INT64_C(1) << 40) || c2 < -(INT64_C(1) << 20) || d > (INT64_C(1) << 20))
    return false; /* keep the arithmetic far from overflow */
  switch (e->kind) {
  case RL_AT_AFF_ADD: *lo = a + c2, *hi = b + d; return true;
  case RL_AT_AFF_MUL:
    if (c2 != d) return false;
    *lo = c2 >= 0 ? a * c2 : b * c2, *hi = c2 >= 0 ? b * c2 : a * c2;
    return true;
  case RL_AT_AFF_FLOORDIV:
    if (c2 != d || c2 <= 0) return false;
    *lo = floordiv(a, c2), *hi = floordiv(b, c2);
    return true;
  case RL_AT_AFF_CEILDIV:
    if (c2 != d || c2 <= 0) return false;
    *lo = ceildiv(a, c2), *hi = ceildiv(b, c2);
    return true;
  default: return false;
  }
}

static rl_attr *simplify_with_bounds(rl_context *c, rl_attr *e) {
  if (!rl_affine_is_binary(e)) return e;
  rl_attr *l = simplify_with_bounds(c, rl_affine_lhs(e)), *r = simplify_with_bounds(c, rl_affine_rhs(e));
  e = rl_affine_binary(c, (rl_attr_kind)e->kind, l, r);
  if (!rl_affine_is_binary(e) || e->kind == RL_AT_AFF_ADD || e->kind == RL_AT_AFF_MUL) return e;
  l = rl_affine_lhs(e), r = rl_affine_rhs(e);
  if (r->kind != RL_AT_AFF_CONST || rl_affine_const_value(r) <= 0) return e;
  int64_t k = rl_affine_const_value(r), lo, hi;
  if (!bounds(l, &lo, &hi)) return e;
  if (e->kind == RL_AT_AFF_FLOORDIV && floordiv(lo, k) == floordiv(hi, k)) return rl_affine_const(c, floordiv(lo, k));
  if (e->kind == RL_AT_AFF_CEILDIV && ceildiv(lo, k) == ceildiv(hi, k)) return rl_affine_const(c, ceildiv(lo, k));
  if (e->kind == RL_AT_AFF_MOD && lo >= 0 && lo < k && hi < k) return l;
  return e;
}

rl_attr *rl_aff_simplify_map_with_operands(rl_context *c, rl_attr *map) {
  unsigned n = rl_affine_map_num_results(map);
  rl_attr *res[RL_AFF_MAX_OPERANDS];
  if (n > RL_AFF_MAX_OPERANDS) return map;
  for (unsigned i = 0; i < n; i++) res[i] = simplify_with_bounds(c, rl_affine_map_result(map, i));
  return rl_affine_map(c, rl_affine_map_num_dims(map), rl_affine_map_num_syms(map), n, res);
}

/* ---- integer sets over operands ------------------------------------------------------ */

/* A set's constraints as the results of a map (MLIR's view of a set in
 * composeSetAndOperands), and back with the set's equality flags. */
static rl_attr *set_as_map(rl_context *c, rl_attr *set) {
  unsigned n = rl_integer_set_num_constraints(set);
  rl_attr *es[RL_AFF_MAX_OPERANDS];
  if (n > RL_AFF_MAX_OPERANDS) return NULL;
  for (unsigned i = 0; i < n; i++) es[i] = rl_integer_set_constraint(set, i);
  return rl_affine_map(c, rl_integer_set_num_dims(set), rl_integer_set_num_syms(set), n, es);
}

void rl_aff_set_compose_canonicalize(rl_context *c, rl_attr **set, rl_value **ops, unsigned *n) {
  rl_attr *m = set_as_map(c, *set);
  if (!m || *n > RL_AFF_MAX_OPERANDS) return;
  unsigned nc = rl_integer_set_num_constraints(*set);
  bool any_apply = false;
  for (unsigned i = 0; i < *n && !any_apply; i++) any_apply = rl_affine_is_apply(rl_value_defining_op(ops[i]));
  if (any_apply) rl_aff_compose(c, &m, ops, n);
  rl_aff_canonicalize(c, &m, ops, n);
  if (rl_affine_map_num_results(m) != nc) return;
  rl_attr *es[RL_AFF_MAX_OPERANDS];
  bool eq[RL_AFF_MAX_OPERANDS];
  for (unsigned i = 0; i < nc; i++) {
    es[i] = rl_affine_map_result(m, i);
    eq[i] = rl_integer_set_is_eq(*set, i);
  }
  *set = rl_integer_set(c, rl_affine_map_num_dims(m), rl_affine_map_num_syms(m), nc, es, eq);
}

rl_attr *rl_aff_remove_duplicate_results(rl_context *c, rl_attr *map) {
  unsigned n = rl_affine_map_num_results(map), k = 0;
  rl_attr *es[RL_AFF_MAX_OPERANDS];
  if (n > RL_AFF_MAX_OPERANDS) return map;
  for (unsigned i = 0; i < n; i++) {
    rl_attr *e = rl_affine_map_result(map, i);
    unsigned j = 0;
    while (j < k && es[j] != e) j++;
    if (j == k) es[k++] = e;
  }
  return k == n ? map : rl_affine_map(c, rl_affine_map_num_dims(map), rl_affine_map_num_syms(map), k, es);
}

void rl_aff_canonical_bound(rl_context *c, rl_attr **map, rl_value **ops, unsigned *n) {
  rl_aff_compose(c, map, ops, n);
  rl_aff_canonicalize(c, map, ops, n);
  *map = rl_aff_remove_duplicate_results(c, *map);
}
