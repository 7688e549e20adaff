/* Analyses of affine loop nests shared by the affine passes; see
 * affine_analysis.h. */
#include "drivers/affine_analysis.h"

#include <stdlib.h>
#include <string.h>

#include "core/affine.h"
#include "core/attrs.h"
#include "core/context.h"
#include "core/diag.h"
#include "core/verify.h"
#include "core/opdef.h"
#include "core/types.h"
#include "dialects/affine/affine_map.h"
#include "dialects/affine/affine_ops.h"
#include "drivers/greedy.h"

enum { RL_AFF_TRIP_MAX = 16 };

void rl_aff_kinds_get(rl_context *c, rl_aff_kinds *k) {
  k->for_ = rl_opinfo_find_cstr(c, "affine.for");
  k->if_ = rl_opinfo_find_cstr(c, "affine.if");
  k->parallel = rl_opinfo_find_cstr(c, "affine.parallel");
  k->yield = rl_opinfo_find_cstr(c, "affine.yield");
  k->apply = rl_opinfo_find_cstr(c, "affine.apply");
  k->load = rl_opinfo_find_cstr(c, "affine.load");
  k->store = rl_opinfo_find_cstr(c, "affine.store");
  k->vload = rl_opinfo_find_cstr(c, "affine.vector_load");
  k->vstore = rl_opinfo_find_cstr(c, "affine.vector_store");
  k->prefetch = rl_opinfo_find_cstr(c, "affine.prefetch");
  k->dma_start = rl_opinfo_find_cstr(c, "affine.dma_start");
  k->dma_wait = rl_opinfo_find_cstr(c, "affine.dma_wait");
}

bool rl_aff_is_read(const rl_aff_kinds *k, const rl_op *op) {
  return op->info && (op->info == k->load || op->info == k->vload);
}
bool rl_aff_is_write(const rl_aff_kinds *k, const rl_op *op) {
  return op->info && (op->info == k->store || op->info == k->vstore);
}

rl_value *rl_aff_access_memref(const rl_aff_kinds *k, rl_op *op) {
  if (rl_aff_is_read(k, op)) return op->operands[0].value;
  if (rl_aff_is_write(k, op)) return op->operands[1].value;
  return NULL;
}

static bool is_scope(const rl_op *op) { return op->info->traits & RL_TRAIT_ISOLATED; }

bool rl_aff_loop_around(const rl_aff_kinds *k, rl_op *op, rl_op *loop) {
  for (rl_op *p = rl_op_parent_op(op); p && !is_scope(p); p = rl_op_parent_op(p))
    if (p == loop && p->info == k->for_) return true;
  return false;
}

int64_t rl_aff_for_step(rl_op *loop) {
  rl_attr *s = rl_op_get_prop(loop, rl_ident_cstr(rl_op_context(loop), "step"));
  return s && s->kind == RL_AT_INTEGER ? rl_attr_int_value(s) : 1;
}

static bool const_map(rl_attr *m, int64_t *v) {
  if (!m || m->kind != RL_AT_AFFINE_MAP || rl_affine_map_num_results(m) != 1) return false;
  rl_attr *e = rl_affine_map_result(m, 0);
  if (e->kind != RL_AT_AFF_CONST) return false;
  *v = rl_affine_const_value(e);
  return true;
}

bool rl_aff_for_const_bounds(rl_op *loop, int64_t *lb, int64_t *ub) {
  rl_context *c = rl_op_context(loop);
  return const_map(rl_op_get_prop(loop, rl_ident_cstr(c, "lowerBoundMap")), lb) &&
         const_map(rl_op_get_prop(loop, rl_ident_cstr(c, "upperBoundMap")), ub);
}

rl_attr *rl_aff_for_map(rl_op *loop, bool lower) {
  rl_attr *m = rl_op_get_prop(loop, rl_ident_cstr(rl_op_context(loop), lower ? "lowerBoundMap" : "upperBoundMap"));
  return m && m->kind == RL_AT_AFFINE_MAP ? m : NULL;
}

unsigned rl_aff_for_operands(rl_op *loop, bool lower, rl_value **out) {
  unsigned n, first = rl_op_operand_group(loop, lower ? 0 : 1, &n);
  if (n > RL_AFF_MAX_OPERANDS) n = RL_AFF_MAX_OPERANDS;
  for (unsigned i = 0; i < n; i++) out[i] = loop->operands[first + i].value;
  return n;
}

unsigned rl_aff_perfect_nest(const rl_aff_kinds *k, rl_op *root, rl_op **loops, unsigned max) {
  unsigned n = 0;
  while (root && n < max) {
    loops[n++] = root;
    rl_block *b = rl_op_regions(root)[0].first;
    if (!b || !b->first || b->first->next != b->last) break;
    root = b->first->info == k->for_ ? b->first : NULL;
  }
  return n;
}

/* The trip count map's results, one per upper bound result: (ub_i - lb)
 * ceildiv step over the ub operands then the lb operands, made canonical
 * (shared and constant operands folded); false without one lower bound. */
static bool trip_count_exprs(rl_op *loop, rl_attr **res, unsigned *nres) {
  rl_context *c = rl_op_context(loop);
  rl_attr *lb = rl_aff_for_map(loop, true), *ub = rl_aff_for_map(loop, false);
  int64_t step = rl_aff_for_step(loop), lo, hi;
  if (!lb || !ub || step < 1) return false;
  if (rl_aff_for_const_bounds(loop, &lo, &hi)) {
    int64_t span = hi - lo < 0 ? 0 : hi - lo;
    res[0] = rl_affine_const(c, (span + step - 1) / step);
    *nres = 1;
    return true;
  }
  if (rl_affine_map_num_results(lb) != 1 || rl_affine_map_num_results(ub) > RL_AFF_TRIP_MAX) return false;
  rl_value *lops[RL_AFF_MAX_OPERANDS], *uops[RL_AFF_MAX_OPERANDS];
  unsigned nlo = rl_aff_for_operands(loop, true, lops), nuo = rl_aff_for_operands(loop, false, uops);
  unsigned udims = rl_affine_map_num_dims(ub), usyms = rl_affine_map_num_syms(ub);
  unsigned ldims = rl_affine_map_num_dims(lb), lsyms = rl_affine_map_num_syms(lb);
  if (nlo + nuo > RL_AFF_MAX_OPERANDS) return false;
  /* Operands: ub dims, lb dims, ub syms, lb syms. */
  rl_value *ops[RL_AFF_MAX_OPERANDS];
  unsigned n = 0;
  for (unsigned i = 0; i < udims; i++) ops[n++] = uops[i];
  for (unsigned i = 0; i < ldims; i++) ops[n++] = lops[i];
  for (unsigned i = 0; i < usyms; i++) ops[n++] = uops[udims + i];
  for (unsigned i = 0; i < lsyms; i++) ops[n++] = lops[ldims + i];
  rl_attr *ld[RL_AFF_MAX_OPERANDS], *ls[RL_AFF_MAX_OPERANDS];
  for (unsigned i = 0; i < ldims; i++) ld[i] = rl_affine_dim(c, udims + i);
  for (unsigned i = 0; i < lsyms; i++) ls[i] = rl_affine_sym(c, usyms + i);
  rl_attr *l = rl_aff_replace(c, rl_affine_map_result(lb, 0), ld, ls);
  rl_attr *es[RL_AFF_TRIP_MAX];
  unsigned ne = rl_affine_map_num_results(ub);
  for (unsigned i = 0; i < ne; i++)
    es[i] = rl_affine_binary(c, RL_AT_AFF_CEILDIV, rl_affine_sub(c, rl_affine_map_result(ub, i), l), rl_affine_const(c, step));
  rl_attr *m = rl_affine_map(c, udims + ldims, usyms + lsyms, ne, es);
  rl_aff_canonicalize(c, &m, ops, &n);
  m = rl_aff_simplify_map(c, m);
  for (unsigned i = 0; i < rl_affine_map_num_results(m); i++) res[i] = rl_affine_map_result(m, i);
  *nres = rl_affine_map_num_results(m);
  return true;
}

bool rl_aff_const_trip_count(rl_op *loop, uint64_t *count) {
  rl_attr *es[RL_AFF_TRIP_MAX];
  unsigned n;
  if (!trip_count_exprs(loop, es, &n) || !n) return false;
  int64_t best = INT64_MAX;
  for (unsigned i = 0; i < n; i++) {
    if (es[i]->kind != RL_AT_AFF_CONST) return false;
    if (rl_affine_const_value(es[i]) < best) best = rl_affine_const_value(es[i]);
  }
  *count = best < 0 ? 0 : (uint64_t)best;
  return true;
}

static uint64_t gcd_u(uint64_t a, uint64_t b) {
  while (b) {
    uint64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}

uint64_t rl_aff_trip_count_divisor(rl_op *loop) {
  rl_attr *es[RL_AFF_TRIP_MAX];
  unsigned n;
  if (!trip_count_exprs(loop, es, &n) || !n) return 1;
  uint64_t g = 0;
  for (unsigned i = 0; i < n; i++) {
    uint64_t d;
    if (es[i]->kind == RL_AT_AFF_CONST) {
      int64_t v = rl_affine_const_value(es[i]);
      d = v == 0 ? UINT64_MAX : (uint64_t)v;
    } else {
      d = (uint64_t)rl_affine_largest_known_divisor(es[i]);
    }
    g = i ? gcd_u(g, d) : d;
  }
  return g;
}

/* ---- memory footprint ------------------------------------------------------------ */

enum { FP_MAX_RANK = 8 };

uint64_t rl_aff_elt_bytes(rl_type *e) {
  uint64_t n = 1;
  if (rl_type_kind_of(e) == RL_TY_VECTOR) {
    for (unsigned i = 0; i < rl_type_rank(e); i++) n *= (uint64_t)rl_type_dim(e, i);
    e = rl_type_elem(e);
  }
  uint64_t bits = rl_type_is_index(e) ? 0 : rl_type_bitwidth(e);
  return (bits * n + 7) / 8;
}

/* ---- integer constraint systems (Fourier-Motzkin) --------------------------------- */

/* Rows of sum(a[i] * x[i]) + a[nvars] (== 0 | >= 0) over nvars variables. */
enum { CS_MAX_VARS = 48, CS_MAX_ROWS = 512 };
typedef struct cs_row {
  int64_t a[CS_MAX_VARS + 1];
  bool eq;
} cs_row;

typedef struct cs {
  unsigned nvars, nrows;
  cs_row *rows; /* CS_MAX_ROWS of them */
  bool empty;   /* a contradiction was found */
  bool overflow; /* gave up: too many rows or too large numbers */
} cs;

static int64_t abs64(int64_t v) { return v < 0 ? -v : v; }
static int64_t floordiv64(int64_t a, int64_t b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0))); }

/* Divides a row by the gcd of its coefficients (an inequality's constant
 * rounded down: integer tightening); finds contradictions. */
static void cs_normalize(cs *s, cs_row *r) {
  uint64_t g = 0;
  for (unsigned i = 0; i < s->nvars; i++) g = gcd_u(g, (uint64_t)abs64(r->a[i]));
  int64_t c = r->a[s->nvars];
  if (!g) {
    if (r->eq ? c != 0 : c < 0) s->empty = true;
    return;
  }
  if (r->eq && c % (int64_t)g) {
    s->empty = true;
    return;
  }
  for (unsigned i = 0; i < s->nvars; i++) r->a[i] /= (int64_t)g;
  r->a[s->nvars] = r->eq ? c / (int64_t)g : floordiv64(c, (int64_t)g);
}

static void cs_add(cs *s, const int64_t *a, bool eq) {
  if (s->nrows == CS_MAX_ROWS) {
    s->overflow = true;
    return;
  }
  cs_row *r = &s->rows[s->nrows++];
  memset(r, 0, sizeof *r);
  for (unsigned i = 0; i <= s->nvars; i++) r->a[i] = a[i];
  r->eq = eq;
  cs_normalize(s, r);
}

/* r1 * m1 + r2 * m2, into out (false on overflow). */
static bool cs_combine(const cs *s, const cs_row *r1, int64_t m1, const cs_row *r2, int64_t m2, cs_row *out) {
  for (unsigned i = 0; i <= s->nvars; i++) {
    int64_t x, y, z;
    if (__builtin_mul_overflow(r1->a[i], m1, &x) || __builtin_mul_overflow(r2->a[i], m2, &y) ||
        __builtin_add_overflow(x, y, &z) || abs64(z) > ((int64_t)1 << 40))
      return false;
    out->a[i] = z;
  }
  return true;
}

/* Eliminates variable v: through an equality that has it, else by
 * Fourier-Motzkin on the inequalities. */
static void cs_eliminate(cs *s, unsigned v) {
  if (s->empty || s->overflow) return;
  unsigned e = 0;
  while (e < s->nrows && !(s->rows[e].eq && s->rows[e].a[v])) e++;
  if (e < s->nrows) {
    cs_row eqr = s->rows[e];
    s->rows[e] = s->rows[--s->nrows];
    for (unsigned i = 0; i < s->nrows && !s->overflow; i++) {
      cs_row *r = &s->rows[i];
      if (!r->a[v]) continue;
      /* r * |eq_v| - eq * sign(eq_v) * r_v */
      int64_t ev = eqr.a[v], rv = r->a[v], m1 = abs64(ev), m2 = ev > 0 ? -rv : rv;
      cs_row out = {.eq = r->eq};
      if (!cs_combine(s, r, m1, &eqr, m2, &out)) {
        s->overflow = true;
        return;
      }
      *r = out;
      cs_normalize(s, r);
    }
    return;
  }
  /* Fourier-Motzkin: each lower bound against each upper bound. */
  unsigned n = s->nrows, keep = 0;
  cs_row *lo = malloc(n * sizeof *lo), *hi = malloc(n * sizeof *hi);
  unsigned nlo = 0, nhi = 0;
  if (!lo || !hi) abort();
  for (unsigned i = 0; i < n; i++) {
    cs_row *r = &s->rows[i];
    if (!r->a[v]) s->rows[keep++] = *r;
    else if (r->a[v] > 0) lo[nlo++] = *r;
    else hi[nhi++] = *r;
  }
  s->nrows = keep;
  for (unsigned i = 0; i < nlo && !s->overflow && !s->empty; i++)
    for (unsigned j = 0; j < nhi && !s->overflow && !s->empty; j++) {
      cs_row out = {.eq = false};
      if (!cs_combine(s, &lo[i], -hi[j].a[v], &hi[j], lo[i].a[v], &out)) {
        s->overflow = true;
        break;
      }
      out.a[v] = 0;
      cs_add(s, out.a, false);
    }
  free(lo);
  free(hi);
}

/* Constant bounds of variable v: every other variable eliminated. */
static void cs_bounds(const cs *s0, unsigned v, bool *has_lb, int64_t *lb, bool *has_ub, int64_t *ub) {
  cs s = *s0;
  s.rows = malloc(CS_MAX_ROWS * sizeof *s.rows);
  if (!s.rows) abort();
  memcpy(s.rows, s0->rows, s0->nrows * sizeof *s.rows);
  *has_lb = *has_ub = false;
  for (unsigned i = 0; i < s.nvars; i++)
    if (i != v) cs_eliminate(&s, i);
  if (!s.empty && !s.overflow)
    for (unsigned i = 0; i < s.nrows; i++) {
      cs_row *r = &s.rows[i];
      int64_t a = r->a[v], c = r->a[s.nvars];
      if (!a) continue;
      if (r->eq || a > 0) { /* a*v + c >= 0: v >= ceil(-c / a) */
        int64_t l = a > 0 ? -floordiv64(c, a) : -floordiv64(-c, -a);
        if (r->eq) l = -c / a;
        if (!*has_lb || l > *lb) *lb = l;
        *has_lb = true;
      }
      if (r->eq || a < 0) { /* v <= floor(c / -a) */
        int64_t u = r->eq ? -c / a : floordiv64(c, -a);
        if (!*has_ub || u < *ub) *ub = u;
        *has_ub = true;
      }
    }
  free(s.rows);
}

static bool cs_is_empty(const cs *s0) {
  cs s = *s0;
  s.rows = malloc(CS_MAX_ROWS * sizeof *s.rows);
  if (!s.rows) abort();
  memcpy(s.rows, s0->rows, s0->nrows * sizeof *s.rows);
  for (unsigned i = 0; i < s.nvars && !s.empty && !s.overflow; i++) cs_eliminate(&s, i);
  bool empty = s.empty && !s.overflow;
  free(s.rows);
  return empty;
}

/* ---- dependences -------------------------------------------------------------------------- */

/* The variables of a dependence system: src IVs, dst IVs, then the other
 * values (symbols, shared by both sides), then the distance variables. */
typedef struct dep_vars {
  rl_value *v[CS_MAX_VARS];
  unsigned n;
} dep_vars;

static int var_of(dep_vars *dv, rl_value *x, bool add) {
  for (unsigned i = 0; i < dv->n; i++)
    if (dv->v[i] == x) return (int)i;
  if (!add || dv->n == CS_MAX_VARS) return -1;
  dv->v[dv->n] = x;
  return (int)dv->n++;
}

/* The affine.for ops around op within its scope, outermost first. */
static unsigned loops_around(const rl_aff_kinds *k, rl_op *op, rl_op **loops, unsigned max) {
  unsigned n = 0;
  for (rl_op *p = rl_op_parent_op(op); p && !is_scope(p); p = rl_op_parent_op(p))
    if (p->info == k->for_) {
      if (n == max) return max + 1;
      loops[n++] = p;
    }
  for (unsigned i = 0; i < n / 2; i++) {
    rl_op *t = loops[i];
    loops[i] = loops[n - 1 - i];
    loops[n - 1 - i] = t;
  }
  return n;
}

/* row += coef * (expression e of a map over values ops mapped to
 * columns of `side` (src IVs keep their own columns)); false if e is not
 * pure affine or a value has no column. */
static bool add_expr(rl_context *c, int64_t *row, int64_t coef, rl_attr *m, unsigned r, rl_value *const *ops,
                     const int *cols) {
  unsigned nd = rl_affine_map_num_dims(m), ns = rl_affine_map_num_syms(m);
  int64_t flat[RL_AFF_MAX_OPERANDS + 1];
  if (nd + ns + 1 > RL_AFF_MAX_OPERANDS || !rl_aff_flatten_no_locals(c, rl_affine_map_result(m, r), nd, ns, flat))
    return false;
  (void)ops;
  for (unsigned i = 0; i < nd + ns; i++) {
    if (!flat[i]) continue;
    if (cols[i] < 0) return false;
    row[cols[i]] += coef * flat[i];
  }
  row[CS_MAX_VARS] += coef * flat[nd + ns]; /* the constant, moved to nvars later */
  return true;
}

/* Columns for the operands of a map: a loop of `loops` (side's IVs start
 * at `base`), else a symbol column. */
static bool columns(dep_vars *dv, rl_value *const *ops, unsigned n, rl_op **loops, unsigned nl, unsigned base,
                    int *cols) {
  for (unsigned i = 0; i < n; i++) {
    cols[i] = -1;
    for (unsigned l = 0; l < nl; l++)
      if (rl_op_regions(loops[l])[0].first->args[0] == ops[i]) cols[i] = (int)(base + l);
    if (cols[i] < 0) {
      if (!rl_type_is_index(ops[i]->type)) return false;
      cols[i] = var_of(dv, ops[i], true);
      if (cols[i] < 0) return false;
    }
  }
  return true;
}

/* Moves the constant (kept in slot CS_MAX_VARS while building) to slot n. */
static void fix_row(int64_t *row, unsigned n) {
  int64_t cst = row[CS_MAX_VARS];
  row[CS_MAX_VARS] = 0;
  row[n] = cst;
}

/* The domain of one side's loops: lb_i(...) <= iv_i <= ub_j(...) - 1. */
static bool add_domain(cs *s, dep_vars *dv, rl_op **loops, unsigned nl, unsigned base, int64_t (*rows)[CS_MAX_VARS + 1],
                       unsigned *nrows) {
  for (unsigned l = 0; l < nl; l++)
    for (int lower = 1; lower >= 0; lower--) {
      rl_attr *m = rl_aff_for_map(loops[l], lower);
      rl_value *ops[RL_AFF_MAX_OPERANDS];
      int cols[RL_AFF_MAX_OPERANDS];
      unsigned n = rl_aff_for_operands(loops[l], lower, ops);
      if (!m || !columns(dv, ops, n, loops, nl, base, cols)) return false;
      for (unsigned r = 0; r < rl_affine_map_num_results(m); r++) {
        if (*nrows == CS_MAX_ROWS) return false;
        int64_t *row = rows[(*nrows)++];
        memset(row, 0, sizeof *rows);
        row[base + l] = lower ? 1 : -1;
        if (!add_expr(rl_op_context(loops[l]), row, lower ? -1 : 1, m, r, ops, cols)) return false;
        if (!lower) row[CS_MAX_VARS] -= 1;
      }
    }
  (void)s;
  return true;
}

/* Whether a comes before b in the block of the innermost of the common
 * loops (or the scope): the ancestors of both in that block. */
static bool before_in_common_block(rl_op *a, rl_op *b) {
  for (rl_op *x = a; x; x = rl_op_parent_op(x))
    for (rl_op *y = b; y; y = rl_op_parent_op(y))
      if (x->parent && x->parent == y->parent) {
        if (x == y) return false;
        for (rl_op *z = x->next; z; z = z->next)
          if (z == y) return true;
        return false;
      }
  return false;
}

bool rl_aff_dependence(const rl_aff_kinds *k, rl_op *src, rl_op *dst, unsigned depth, rl_aff_dep_comp *comps,
                       unsigned *ncomps) {
  return rl_aff_dependence_ex(k, src, dst, depth, false, comps, ncomps);
}

bool rl_aff_dependence_ex(const rl_aff_kinds *k, rl_op *src, rl_op *dst, unsigned depth, bool allow_rar,
                          rl_aff_dep_comp *comps, unsigned *ncomps) {
  *ncomps = 0;
  rl_value *sm = rl_aff_access_memref(k, src), *dm = rl_aff_access_memref(k, dst);
  if (!sm || sm != dm || (!allow_rar && !rl_aff_is_write(k, src) && !rl_aff_is_write(k, dst))) return false;
  rl_op *sl[RL_AFF_DEP_MAX], *dl[RL_AFF_DEP_MAX];
  unsigned ns = loops_around(k, src, sl, RL_AFF_DEP_MAX), nd = loops_around(k, dst, dl, RL_AFF_DEP_MAX), common = 0;
  if (ns > RL_AFF_DEP_MAX || nd > RL_AFF_DEP_MAX) return false;
  while (common < ns && common < nd && sl[common] == dl[common]) common++;
  if (depth > common + 1) return false;
  if (depth == common + 1 && !before_in_common_block(src, dst)) return false;
  /* Columns: src IVs, dst IVs, symbols, then one distance per common loop. */
  dep_vars dv = {0};
  for (unsigned i = 0; i < ns; i++) dv.v[dv.n++] = rl_op_regions(sl[i])[0].first->args[0];
  for (unsigned i = 0; i < nd; i++) dv.v[dv.n++] = NULL; /* dst IVs: same values, own columns */
  int64_t(*rows)[CS_MAX_VARS + 1] = malloc(CS_MAX_ROWS * sizeof *rows);
  if (!rows) abort();
  unsigned nrows = 0;
  cs s = {0};
  bool dep = false;
  if (!add_domain(&s, &dv, sl, ns, 0, rows, &nrows) || !add_domain(&s, &dv, dl, nd, ns, rows, &nrows)) goto done;
  /* Subscripts equal. */
  rl_context *c = rl_op_context(src);
  rl_attr *smap = rl_op_get_prop(src, rl_ident_cstr(c, "map")), *dmap = rl_op_get_prop(dst, rl_ident_cstr(c, "map"));
  unsigned sf = rl_aff_is_read(k, src) ? 1 : 2, df = rl_aff_is_read(k, dst) ? 1 : 2;
  rl_value *sops[RL_AFF_MAX_OPERANDS], *dops[RL_AFF_MAX_OPERANDS];
  int scols[RL_AFF_MAX_OPERANDS], dcols[RL_AFF_MAX_OPERANDS];
  unsigned nso = src->noperands - sf, ndo = dst->noperands - df;
  if (!smap || !dmap || nso > RL_AFF_MAX_OPERANDS || ndo > RL_AFF_MAX_OPERANDS) goto done;
  for (unsigned i = 0; i < nso; i++) sops[i] = src->operands[sf + i].value;
  for (unsigned i = 0; i < ndo; i++) dops[i] = dst->operands[df + i].value;
  if (!columns(&dv, sops, nso, sl, ns, 0, scols) || !columns(&dv, dops, ndo, dl, nd, ns, dcols)) goto done;
  unsigned neqs = rl_affine_map_num_results(smap);
  int64_t eqrows[FP_MAX_RANK * 2][CS_MAX_VARS + 1];
  if (neqs != rl_affine_map_num_results(dmap) || neqs > FP_MAX_RANK * 2) goto done;
  for (unsigned r = 0; r < neqs; r++) {
    memset(eqrows[r], 0, sizeof eqrows[r]);
    if (!add_expr(c, eqrows[r], 1, smap, r, sops, scols) || !add_expr(c, eqrows[r], -1, dmap, r, dops, dcols))
      goto done;
  }
  unsigned nvars = dv.n + common;
  if (nvars > CS_MAX_VARS) goto done;
  s.nvars = nvars;
  s.rows = malloc(CS_MAX_ROWS * sizeof *s.rows);
  if (!s.rows) abort();
  for (unsigned i = 0; i < nrows; i++) {
    fix_row(rows[i], nvars);
    cs_add(&s, rows[i], false);
  }
  for (unsigned r = 0; r < neqs; r++) {
    fix_row(eqrows[r], nvars);
    cs_add(&s, eqrows[r], true);
  }
  /* The order: equal IVs on the loops outside depth, src's before dst's at it. */
  for (unsigned i = 0; i + 1 < depth && i < common; i++) {
    int64_t row[CS_MAX_VARS + 1] = {0};
    row[ns + i] = 1;
    row[i] = -1;
    cs_add(&s, row, true);
  }
  if (depth <= common) {
    int64_t row[CS_MAX_VARS + 1] = {0};
    row[ns + depth - 1] = 1;
    row[depth - 1] = -1;
    row[nvars] = -1;
    cs_add(&s, row, false);
  }
  /* The distances: d_i = dst_iv_i - src_iv_i. */
  for (unsigned i = 0; i < common; i++) {
    int64_t row[CS_MAX_VARS + 1] = {0};
    row[dv.n + i] = 1;
    row[ns + i] = -1;
    row[i] = 1;
    cs_add(&s, row, true);
  }
  dep = !s.overflow && !s.empty && !cs_is_empty(&s);
  for (unsigned i = 0; dep && i < common; i++) {
    rl_aff_dep_comp *d = &comps[i];
    cs_bounds(&s, dv.n + i, &d->has_lb, &d->lb, &d->has_ub, &d->ub);
  }
  if (dep) *ncomps = common;
done:
  free(s.rows);
  free(rows);
  return dep;
}

/* ---- integer sets (MLIR's simplifyIntegerSet) --------------------------------------- */

/* A set flattened as MLIR's FlatAffineValueConstraints holds it: columns
 * for the dims, the symbols, then one local per distinct division by a
 * constant (q = dividend floordiv divisor), the constant kept in slot
 * CS_MAX_VARS while building. */
enum { SF_MAX_LOCALS = 24 };
typedef struct set_flat {
  unsigned nd, ns, nloc;
  int64_t div[SF_MAX_LOCALS][CS_MAX_VARS + 1];
  int64_t divisor[SF_MAX_LOCALS];
} set_flat;

static bool sf_lin(int64_t *out, const int64_t *a, int64_t ka, const int64_t *b, int64_t kb) {
  for (unsigned i = 0; i <= CS_MAX_VARS; i++) {
    int64_t x, y;
    if (__builtin_mul_overflow(a[i], ka, &x) || (b && __builtin_mul_overflow(b[i], kb, &y)) ||
        (b && __builtin_add_overflow(x, y, &x)))
      return false;
    out[i] = x;
  }
  return true;
}

/* The local for dividend floordiv divisor (gcd already taken out). */
static int sf_local(set_flat *f, const int64_t *dividend, int64_t divisor) {
  for (unsigned k = 0; k < f->nloc; k++)
    if (f->divisor[k] == divisor && !memcmp(f->div[k], dividend, sizeof f->div[k])) return (int)(f->nd + f->ns + k);
  if (f->nloc == SF_MAX_LOCALS || f->nd + f->ns + f->nloc >= CS_MAX_VARS) return -1;
  memcpy(f->div[f->nloc], dividend, sizeof f->div[0]);
  f->divisor[f->nloc] = divisor;
  return (int)(f->nd + f->ns + f->nloc++);
}

static bool sf_expr(set_flat *f, rl_attr *e, int64_t *row) {
  memset(row, 0, (CS_MAX_VARS + 1) * sizeof *row);
  switch (e->kind) {
  case RL_AT_AFF_CONST: row[CS_MAX_VARS] = rl_affine_const_value(e); return true;
  case RL_AT_AFF_DIM: row[rl_affine_position(e)] = 1; return true;
  case RL_AT_AFF_SYM: row[f->nd + rl_affine_position(e)] = 1; return true;
  default: break;
  }
  int64_t l[CS_MAX_VARS + 1], r[CS_MAX_VARS + 1];
  if (!sf_expr(f, rl_affine_lhs(e), l) || !sf_expr(f, rl_affine_rhs(e), r)) return false;
  bool rconst = true;
  for (unsigned i = 0; i < CS_MAX_VARS && rconst; i++) rconst = r[i] == 0;
  if (e->kind == RL_AT_AFF_ADD) return sf_lin(row, l, 1, r, 1);
  if (e->kind == RL_AT_AFF_MUL) {
    bool lconst = true;
    for (unsigned i = 0; i < CS_MAX_VARS && lconst; i++) lconst = l[i] == 0;
    if (rconst) return sf_lin(row, l, r[CS_MAX_VARS], NULL, 0);
    if (lconst) return sf_lin(row, r, l[CS_MAX_VARS], NULL, 0);
    return false; /* semi-affine */
  }
  int64_t k = r[CS_MAX_VARS];
  if (!rconst || k <= 0) return false;
  uint64_t g = (uint64_t)k;
  for (unsigned i = 0; i <= CS_MAX_VARS; i++) g = gcd_u(g, (uint64_t)abs64(l[i]));
  int64_t d[CS_MAX_VARS + 1], divisor = k / (int64_t)g;
  for (unsigned i = 0; i <= CS_MAX_VARS; i++) d[i] = l[i] / (int64_t)g;
  if (e->kind == RL_AT_AFF_MOD) {
    if (divisor == 1) return true; /* a multiple of k: 0 */
    int q = sf_local(f, d, divisor);
    if (q < 0) return false;
    memcpy(row, l, sizeof l); /* l - k * q */
    row[q] -= k;
    return true;
  }
  if (divisor == 1) return memcpy(row, d, sizeof d), true;
  if (e->kind == RL_AT_AFF_CEILDIV) d[CS_MAX_VARS] += divisor - 1;
  int q = sf_local(f, d, divisor);
  if (q < 0) return false;
  row[q] = 1;
  return true;
}

/* MLIR's normalizeRow over the first n columns: divided by their gcd. */
static void sf_normalize(int64_t *row, unsigned n) {
  uint64_t g = 0;
  for (unsigned i = 0; i < n; i++) g = gcd_u(g, (uint64_t)abs64(row[i]));
  if (g > 1)
    for (unsigned i = 0; i < n; i++) row[i] /= (int64_t)g;
}

rl_attr *rl_aff_simplify_integer_set(rl_context *c, rl_attr *set) {
  unsigned nd = rl_integer_set_num_dims(set), ns = rl_integer_set_num_syms(set),
           nc = rl_integer_set_num_constraints(set);
  if (nd + ns >= CS_MAX_VARS || nc > CS_MAX_ROWS / 2) return set;
  set_flat *f = calloc(1, sizeof *f);
  int64_t(*rows)[CS_MAX_VARS + 1] = malloc(nc * sizeof *rows);
  if (!f || !rows) abort();
  rl_attr *out = set;
  f->nd = nd, f->ns = ns;
  for (unsigned i = 0; i < nc; i++)
    if (!sf_expr(f, rl_integer_set_constraint(set, i), rows[i])) goto done; /* semi-affine: as it is */
  /* The system: the constraints, then each local's bounds
   * (divisor * q <= dividend <= divisor * q + divisor - 1). */
  cs s = {.nvars = nd + ns + f->nloc};
  s.rows = malloc(CS_MAX_ROWS * sizeof *s.rows);
  if (!s.rows) abort();
  for (unsigned i = 0; i < nc; i++) {
    int64_t row[CS_MAX_VARS + 1];
    memcpy(row, rows[i], sizeof row);
    fix_row(row, s.nvars);
    cs_add(&s, row, rl_integer_set_is_eq(set, i));
  }
  for (unsigned k = 0; k < f->nloc; k++) {
    int64_t lo[CS_MAX_VARS + 1], hi[CS_MAX_VARS + 1];
    unsigned q = nd + ns + k;
    if (!sf_lin(lo, f->div[k], -1, NULL, 0) || !sf_lin(hi, f->div[k], 1, NULL, 0)) goto done_cs;
    lo[q] += f->divisor[k];
    lo[CS_MAX_VARS] += f->divisor[k] - 1;
    hi[q] -= f->divisor[k];
    fix_row(lo, s.nvars);
    fix_row(hi, s.nvars);
    cs_add(&s, lo, false);
    cs_add(&s, hi, false);
  }
  if ((s.empty && !s.overflow) || cs_is_empty(&s)) {
    rl_attr *one = rl_affine_const(c, 1);
    bool eq = true;
    out = rl_integer_set(c, nd, ns, 1, &one, &eq);
    goto done_cs;
  }
  if (f->nloc) goto done_cs; /* MLIR writes the locals back as divisions: not done here */
  /* MLIR's removeTrivialRedundancy: inequalities tightened by the gcd of
   * their coefficients, every row divided by the gcd of all its terms;
   * inequalities that always hold or repeat dropped, and of those that
   * differ in the constant alone the one of the least constant kept. Then
   * getAsIntegerSet: equalities first. */
  unsigned n = nd + ns;
  bool *drop = calloc(nc ? nc : 1, sizeof *drop);
  if (!drop) abort();
  for (unsigned i = 0; i < nc; i++) {
    int64_t *r = rows[i];
    r[n] = r[CS_MAX_VARS]; /* the constant right after the columns */
    if (!rl_integer_set_is_eq(set, i)) {
      uint64_t g = 0;
      for (unsigned j = 0; j < n; j++) g = gcd_u(g, (uint64_t)abs64(r[j]));
      if (g > 1) {
        for (unsigned j = 0; j < n; j++) r[j] /= (int64_t)g;
        r[n] = floordiv64(r[n], (int64_t)g);
      }
    }
    sf_normalize(r, n + 1);
  }
  for (unsigned i = 0; i < nc; i++) {
    if (rl_integer_set_is_eq(set, i)) continue;
    int64_t *r = rows[i];
    bool trivial = r[n] >= 0;
    for (unsigned j = 0; j < n && trivial; j++) trivial = r[j] == 0;
    if (trivial) {
      drop[i] = true;
      continue;
    }
    for (unsigned p = 0; p < i && !drop[i]; p++) {
      if (drop[p] || rl_integer_set_is_eq(set, p) || memcmp(rows[p], r, n * sizeof *r)) continue;
      if (rows[p][n] == r[n]) drop[i] = true;
      else if (rows[p][n] > r[n]) drop[p] = true; /* the one kept moves on to this row */
      else drop[i] = true;
    }
  }
  rl_attr *es[CS_MAX_ROWS / 2];
  bool eqs[CS_MAX_ROWS / 2];
  unsigned k = 0;
  for (int pass = 1; pass >= 0; pass--)
    for (unsigned i = 0; i < nc; i++) {
      if (drop[i] || rl_integer_set_is_eq(set, i) != (bool)pass) continue;
      rl_attr *e = rl_affine_const(c, 0);
      for (unsigned j = 0; j < n; j++)
        if (rows[i][j])
          e = rl_affine_binary(c, RL_AT_AFF_ADD, e,
                               rl_affine_binary(c, RL_AT_AFF_MUL, j < nd ? rl_affine_dim(c, j) : rl_affine_sym(c, j - nd),
                                                rl_affine_const(c, rows[i][j])));
      if (rows[i][n]) e = rl_affine_binary(c, RL_AT_AFF_ADD, e, rl_affine_const(c, rows[i][n]));
      es[k] = e;
      eqs[k++] = pass;
    }
  free(drop);
  out = rl_integer_set(c, nd, ns, k, es, eqs); /* none left: `0 == 0` */
done_cs:
  free(s.rows);
done:
  free(rows);
  free(f);
  return out;
}

bool rl_aff_access_iv_permutation(const rl_aff_kinds *k, rl_op *access, rl_op *const *loops, unsigned n,
                                  unsigned *perm) {
  rl_context *c = rl_op_context(access);
  rl_attr *map = rl_op_get_prop(access, rl_ident_cstr(c, "map"));
  unsigned first = rl_aff_is_read(k, access) ? 1 : 2;
  if (!map || map->kind != RL_AT_AFFINE_MAP || rl_affine_map_num_results(map) != n ||
      access->noperands - first != rl_affine_map_num_dims(map) + rl_affine_map_num_syms(map))
    return false;
  bool used[RL_AFF_DEP_MAX] = {0};
  if (n > RL_AFF_DEP_MAX) return false;
  for (unsigned r = 0; r < n; r++) {
    rl_attr *e = rl_affine_map_result(map, r);
    if (e->kind != RL_AT_AFF_DIM) return false;
    rl_value *v = access->operands[first + rl_affine_position(e)].value;
    unsigned l = 0;
    while (l < n && rl_op_regions(loops[l])[0].first->args[0] != v) l++;
    if (l == n || used[l]) return false;
    used[l] = true;
    perm[r] = l;
  }
  return true;
}

/* ---- memref regions (MLIR's MemRefRegion over FlatAffineValueConstraints) ------- */

/* A constraint system as MLIR's FlatAffineValueConstraints keeps it:
 * columns for the dims, the symbols, the locals (each dim and symbol may
 * stand for a value), then the constant; rows of equalities and
 * inequalities (>= 0) in the order MLIR adds, eliminates and drops them,
 * since the bounds read off it become maps whose results keep that order. */
enum { FC_W = 48, FC_ROWS = 256 };
typedef struct fac {
  rl_context *ctx;
  unsigned nd, ns, nl;
  rl_value *val[FC_W];
  unsigned neq, nin;
  int64_t (*eq)[FC_W], (*in)[FC_W];
  bool bad; /* too many columns or rows, or an overflow: the result is not used */
} fac;

static unsigned fc_nvars(const fac *f) { return f->nd + f->ns + f->nl; }

static void fc_init(fac *f, rl_context *c, unsigned nd, unsigned ns, rl_value *const *vals) {
  memset(f, 0, sizeof *f);
  f->ctx = c;
  f->eq = malloc(FC_ROWS * sizeof *f->eq);
  f->in = malloc(FC_ROWS * sizeof *f->in);
  if (!f->eq || !f->in) abort();
  f->nd = nd, f->ns = ns;
  if (nd + ns >= FC_W) {
    f->bad = true;
    f->nd = f->ns = 0;
    return;
  }
  for (unsigned i = 0; i < nd + ns; i++) f->val[i] = vals ? vals[i] : NULL;
}

static void fc_free(fac *f) {
  free(f->eq);
  free(f->in);
  f->eq = NULL, f->in = NULL;
}

static void fc_copy(fac *d, const fac *s) {
  int64_t(*eq)[FC_W] = d->eq, (*in)[FC_W] = d->in;
  *d = *s;
  d->eq = eq, d->in = in;
  memcpy(d->eq, s->eq, s->neq * sizeof *s->eq);
  memcpy(d->in, s->in, s->nin * sizeof *s->in);
}

/* A zero column at pos (0 <= pos <= nvars), for a value v. */
static void fc_insert_col(fac *f, unsigned pos, rl_value *v) {
  unsigned nv = fc_nvars(f);
  if (nv + 1 >= FC_W) {
    f->bad = true;
    return;
  }
  memmove(&f->val[pos + 1], &f->val[pos], (nv - pos) * sizeof *f->val);
  f->val[pos] = v;
  for (unsigned r = 0; r < f->neq; r++) {
    memmove(&f->eq[r][pos + 1], &f->eq[r][pos], (nv + 1 - pos) * sizeof(int64_t));
    f->eq[r][pos] = 0;
  }
  for (unsigned r = 0; r < f->nin; r++) {
    memmove(&f->in[r][pos + 1], &f->in[r][pos], (nv + 1 - pos) * sizeof(int64_t));
    f->in[r][pos] = 0;
  }
}

static void fc_remove_col(fac *f, unsigned pos) {
  unsigned nv = fc_nvars(f);
  memmove(&f->val[pos], &f->val[pos + 1], (nv - pos - 1) * sizeof *f->val);
  for (unsigned r = 0; r < f->neq; r++) memmove(&f->eq[r][pos], &f->eq[r][pos + 1], (nv - pos) * sizeof(int64_t));
  for (unsigned r = 0; r < f->nin; r++) memmove(&f->in[r][pos], &f->in[r][pos + 1], (nv - pos) * sizeof(int64_t));
  if (pos < f->nd) f->nd--;
  else if (pos < f->nd + f->ns) f->ns--;
  else f->nl--;
}

static unsigned fc_append_dim(fac *f, rl_value *v) {
  fc_insert_col(f, f->nd, v);
  if (!f->bad) f->nd++;
  return f->nd - 1;
}
static unsigned fc_append_sym(fac *f, rl_value *v) {
  fc_insert_col(f, f->nd + f->ns, v);
  if (!f->bad) f->ns++;
  return f->nd + f->ns - 1;
}

static void fc_add(fac *f, bool eq, const int64_t *row) {
  unsigned n = fc_nvars(f);
  if ((eq ? f->neq : f->nin) == FC_ROWS) {
    f->bad = true;
    return;
  }
  int64_t *r = eq ? f->eq[f->neq++] : f->in[f->nin++];
  memcpy(r, row, (n + 1) * sizeof *r);
}

static bool fc_find(const fac *f, rl_value *v, unsigned *pos) {
  for (unsigned i = 0; i < f->nd + f->ns; i++)
    if (f->val[i] == v) return *pos = i, true;
  return false;
}

/* MLIR's Matrix::normalizeRow: the row divided by the gcd of all of it. */
static void fc_normalize_row(int64_t *row, unsigned n) {
  uint64_t g = 0;
  for (unsigned i = 0; i < n; i++) g = gcd_u(g, (uint64_t)abs64(row[i]));
  if (g > 1)
    for (unsigned i = 0; i < n; i++) row[i] /= (int64_t)g;
}

static void fc_gcd_tighten(fac *f) {
  unsigned n = fc_nvars(f);
  for (unsigned r = 0; r < f->nin; r++) {
    uint64_t g = 0;
    for (unsigned i = 0; i < n; i++) g = gcd_u(g, (uint64_t)abs64(f->in[r][i]));
    if (g <= 1) continue;
    for (unsigned i = 0; i < n; i++) f->in[r][i] /= (int64_t)g;
    f->in[r][n] = floordiv64(f->in[r][n], (int64_t)g);
  }
}

static void fc_normalize_by_gcd(fac *f) {
  unsigned n = fc_nvars(f) + 1;
  for (unsigned r = 0; r < f->neq; r++) fc_normalize_row(f->eq[r], n);
  for (unsigned r = 0; r < f->nin; r++) fc_normalize_row(f->in[r], n);
}

static void fc_remove_trivial_redundancy(fac *f) {
  fc_gcd_tighten(f);
  fc_normalize_by_gcd(f);
  unsigned n = fc_nvars(f);
  bool *drop = calloc(f->nin + 1, sizeof *drop);
  if (!drop) abort();
  for (unsigned r = 0; r < f->nin; r++) {
    bool triv = f->in[r][n] >= 0;
    for (unsigned i = 0; i < n && triv; i++) triv = f->in[r][i] == 0;
    bool dup = false;
    for (unsigned p = 0; p < r && !dup && !triv; p++) dup = !memcmp(f->in[p], f->in[r], (n + 1) * sizeof(int64_t));
    if (triv || dup) {
      drop[r] = true;
      continue;
    }
    /* Of rows that differ in the constant only, the least constant kept
     * (where MLIR's map keeps the row it has, or moves to this one). */
    for (unsigned p = 0; p < r; p++) {
      if (drop[p] || memcmp(f->in[p], f->in[r], n * sizeof(int64_t))) continue;
      if (f->in[p][n] > f->in[r][n]) drop[p] = true;
      else drop[r] = true;
      break;
    }
  }
  unsigned k = 0;
  for (unsigned r = 0; r < f->nin; r++)
    if (!drop[r]) {
      if (k != r) memcpy(f->in[k], f->in[r], sizeof f->in[0]);
      k++;
    }
  f->nin = k;
  free(drop);
}

static int64_t lcm64(int64_t a, int64_t b) { return a / (int64_t)gcd_u((uint64_t)a, (uint64_t)b) * b; }

static int64_t fc_mul(fac *f, int64_t a, int64_t b) {
  int64_t r;
  if (__builtin_mul_overflow(a, b, &r)) f->bad = true;
  return r;
}
static int64_t fc_addv(fac *f, int64_t a, int64_t b) {
  int64_t r;
  if (__builtin_add_overflow(a, b, &r)) f->bad = true;
  return r;
}

/* MLIR's eliminateFromConstraint. */
static void fc_elim_from(fac *f, int64_t *row, const int64_t *pivot, unsigned col, unsigned start) {
  int64_t lead = row[col];
  if (!lead) return;
  int64_t pc = pivot[col];
  int sign = (lead > 0) == (pc > 0) ? -1 : 1;
  int64_t l = lcm64(abs64(pc), abs64(lead));
  int64_t pm = sign * (l / abs64(pc)), rm = l / abs64(lead);
  unsigned n = fc_nvars(f) + 1;
  for (unsigned j = 0; j < n; j++) {
    if (j >= start && j < col) continue;
    row[j] = fc_addv(f, fc_mul(f, pm, pivot[j]), fc_mul(f, rm, row[j]));
  }
}

/* MLIR's gaussianEliminateVars: eliminated columns [start, result). */
static unsigned fc_gauss(fac *f, unsigned start, unsigned limit) {
  if (start >= limit) return 0;
  fc_gcd_tighten(f);
  unsigned col;
  for (col = start; col < limit; col++) {
    unsigned p = 0;
    while (p < f->neq && !f->eq[p][col]) p++;
    if (p == f->neq) {
      unsigned q = 0;
      while (q < f->nin && !f->in[q][col]) q++;
      if (q == f->nin) continue;
      break;
    }
    unsigned n = fc_nvars(f) + 1;
    int64_t pivot[FC_W];
    memcpy(pivot, f->eq[p], sizeof pivot);
    for (unsigned i = 0; i < f->neq; i++) {
      if (i != p) fc_elim_from(f, f->eq[i], pivot, col, start);
      fc_normalize_row(f->eq[i], n);
    }
    for (unsigned i = 0; i < f->nin; i++) {
      fc_elim_from(f, f->in[i], pivot, col, start);
      fc_normalize_row(f->in[i], n);
    }
    memmove(&f->eq[p], &f->eq[p + 1], (f->neq - p - 1) * sizeof f->eq[0]);
    f->neq--;
    fc_gcd_tighten(f);
  }
  for (unsigned c = col; c-- > start;) fc_remove_col(f, c);
  return col - start;
}

/* MLIR's fourierMotzkinEliminate (no dark shadow). */
static void fc_fm(fac *f, unsigned pos) {
  for (unsigned r = 0; r < f->neq; r++)
    if (f->eq[r][pos]) {
      fc_gauss(f, pos, pos + 1);
      return;
    }
  fc_gcd_tighten(f);
  unsigned n = fc_nvars(f);
  bool used = false;
  for (unsigned r = 0; r < f->nin && !used; r++) used = f->in[r][pos] != 0;
  if (!used) {
    fc_remove_col(f, pos);
    return;
  }
  unsigned *lb = malloc((f->nin + 1) * sizeof *lb), *ub = malloc((f->nin + 1) * sizeof *ub),
           *nb = malloc((f->nin + 1) * sizeof *nb);
  if (!lb || !ub || !nb) abort();
  unsigned nlb = 0, nub = 0, nnb = 0;
  for (unsigned r = 0; r < f->nin; r++) {
    if (!f->in[r][pos]) nb[nnb++] = r;
    else if (f->in[r][pos] > 0) lb[nlb++] = r;
    else ub[nub++] = r;
  }
  int64_t(*rows)[FC_W] = malloc(((size_t)nlb * nub + nnb + 1) * sizeof *rows);
  if (!rows) abort();
  unsigned k = 0;
  for (unsigned u = 0; u < nub; u++)
    for (unsigned l = 0; l < nlb; l++) {
      int64_t lc = f->in[lb[l]][pos], uc = -f->in[ub[u]][pos], m = lcm64(lc, uc);
      unsigned j = 0;
      for (unsigned c = 0; c <= n; c++) {
        if (c == pos) continue;
        rows[k][j++] = fc_addv(f, fc_mul(f, f->in[ub[u]][c], m / uc), fc_mul(f, f->in[lb[l]][c], m / lc));
      }
      k++;
    }
  for (unsigned i = 0; i < nnb; i++, k++) {
    unsigned j = 0;
    for (unsigned c = 0; c <= n; c++)
      if (c != pos) rows[k][j++] = f->in[nb[i]][c];
  }
  fc_remove_col(f, pos);
  if (k > FC_ROWS) {
    f->bad = true;
    k = FC_ROWS;
  }
  memcpy(f->in, rows, k * sizeof *rows);
  f->nin = k;
  free(rows);
  free(lb);
  free(ub);
  free(nb);
  fc_gcd_tighten(f);
  fc_normalize_by_gcd(f);
  fc_remove_trivial_redundancy(f);
}

static unsigned fc_best_var(const fac *f, unsigned start, unsigned end) {
  unsigned best = start, min = UINT32_MAX;
  for (unsigned c = start; c < end; c++) {
    unsigned nl = 0, nu = 0;
    for (unsigned r = 0; r < f->nin; r++) {
      if (f->in[r][c] > 0) nl++;
      else if (f->in[r][c] < 0) nu++;
    }
    if (nl * nu < min) min = nl * nu, best = c;
  }
  return best;
}

/* MLIR's IntegerRelation::projectOut(pos, num). */
static void fc_project_out(fac *f, unsigned pos, unsigned num) {
  if (!num) return;
  unsigned cur = pos, left = num, gauss = 0;
  while (cur < fc_nvars(f)) {
    unsigned e = fc_gauss(f, cur, cur + left);
    cur++;
    left -= e + 1;
    gauss += e;
    if ((int)left <= 0) break;
  }
  for (unsigned i = 0; i < num - gauss; i++) fc_fm(f, fc_best_var(f, pos, pos + num - gauss - i));
  fc_gcd_tighten(f);
  fc_normalize_by_gcd(f);
}

/* MLIR's findEqualityToConstant. */
static int fc_eq_to_const(const fac *f, unsigned pos, bool symbolic) {
  unsigned lim = symbolic ? f->nd : fc_nvars(f);
  for (unsigned r = 0; r < f->neq; r++) {
    int64_t v = f->eq[r][pos];
    if (v * v != 1) continue;
    unsigned c = 0;
    while (c < lim && (c == pos || !f->eq[r][c])) c++;
    if (c == lim) return (int)r;
  }
  return -1;
}

/* MLIR's constantFoldVarRange: variables an equality fixes substituted. */
static void fc_constant_fold_range(fac *f, unsigned pos, unsigned num) {
  for (unsigned s = pos, t = pos; s < pos + num; s++) {
    int r = fc_eq_to_const(f, t, false);
    if (r < 0) {
      t++;
      continue;
    }
    unsigned n = fc_nvars(f);
    int64_t v = -f->eq[r][n] / f->eq[r][t];
    for (unsigned i = 0; i < f->neq; i++) f->eq[i][n] += f->eq[i][t] * v;
    for (unsigned i = 0; i < f->nin; i++) f->in[i][n] += f->in[i][t] * v;
    fc_remove_col(f, t);
  }
}

static void fc_bound_const(fac *f, int type /* 0 lb, 1 ub, 2 eq */, unsigned pos, int64_t v) {
  int64_t row[FC_W] = {0};
  unsigned n = fc_nvars(f);
  row[pos] = type == 1 ? -1 : 1;
  row[n] = type == 1 ? v : -v;
  fc_add(f, type == 2, row);
}

/* ---- flattening with locals (MLIR's SimpleAffineExprFlattener) ---- */

typedef struct flat_ctx {
  unsigned nin;  /* inputs: dims then symbols */
  unsigned nloc; /* locals made so far */
  int64_t div[SF_MAX_LOCALS][FC_W]; /* over inputs, locals, constant at FC_W - 1 */
  int64_t divisor[SF_MAX_LOCALS];
} flat_ctx;

static bool fl_lin(int64_t *out, const int64_t *a, int64_t ka, const int64_t *b, int64_t kb) {
  for (unsigned i = 0; i < FC_W; i++) {
    int64_t x, y = 0;
    if (__builtin_mul_overflow(a[i], ka, &x) || (b && __builtin_mul_overflow(b[i], kb, &y)) ||
        __builtin_add_overflow(x, y, &x))
      return false;
    out[i] = x;
  }
  return true;
}

static int fl_local(flat_ctx *f, const int64_t *d, int64_t divisor) {
  for (unsigned k = 0; k < f->nloc; k++)
    if (f->divisor[k] == divisor && !memcmp(f->div[k], d, sizeof f->div[k])) return (int)(f->nin + k);
  if (f->nloc == SF_MAX_LOCALS || f->nin + f->nloc + 1 >= FC_W - 1) return -1;
  memcpy(f->div[f->nloc], d, sizeof f->div[0]);
  f->divisor[f->nloc] = divisor;
  return (int)(f->nin + f->nloc++);
}

static bool fl_expr(flat_ctx *f, rl_attr *e, unsigned nd, int64_t *row) {
  memset(row, 0, FC_W * sizeof *row);
  switch (e->kind) {
  case RL_AT_AFF_CONST: row[FC_W - 1] = rl_affine_const_value(e); return true;
  case RL_AT_AFF_DIM: row[rl_affine_position(e)] = 1; return true;
  case RL_AT_AFF_SYM: row[nd + rl_affine_position(e)] = 1; return true;
  default: break;
  }
  int64_t l[FC_W], r[FC_W];
  if (!fl_expr(f, rl_affine_lhs(e), nd, l) || !fl_expr(f, rl_affine_rhs(e), nd, r)) return false;
  bool rconst = true, lconst = true;
  for (unsigned i = 0; i < FC_W - 1; i++) rconst = rconst && !r[i], lconst = lconst && !l[i];
  if (e->kind == RL_AT_AFF_ADD) return fl_lin(row, l, 1, r, 1);
  if (e->kind == RL_AT_AFF_MUL) {
    if (rconst) return fl_lin(row, l, r[FC_W - 1], NULL, 0);
    if (lconst) return fl_lin(row, r, l[FC_W - 1], NULL, 0);
    return false;
  }
  int64_t k = r[FC_W - 1];
  if (!rconst || k <= 0) return false;
  uint64_t g = (uint64_t)k;
  for (unsigned i = 0; i < FC_W; i++) g = gcd_u(g, (uint64_t)abs64(l[i]));
  int64_t d[FC_W], divisor = k / (int64_t)g;
  for (unsigned i = 0; i < FC_W; i++) d[i] = l[i] / (int64_t)g;
  if (e->kind == RL_AT_AFF_MOD) {
    if (divisor == 1) return true;
    int q = fl_local(f, d, divisor);
    if (q < 0) return false;
    memcpy(row, l, sizeof l);
    row[q] -= k;
    return true;
  }
  if (divisor == 1) return memcpy(row, d, sizeof d), true;
  if (e->kind == RL_AT_AFF_CEILDIV) d[FC_W - 1] += divisor - 1;
  int q = fl_local(f, d, divisor);
  if (q < 0) return false;
  row[q] = 1;
  return true;
}

/* MLIR's flattenAlignedMapAndMergeLocals for a map over operands (each a
 * variable of f): rows[r] over f's columns (the map's locals become
 * f's first locals, their bounds added). */
static bool fc_flatten_map(fac *f, rl_attr *m, rl_value *const *ops, int64_t (*rows)[FC_W]) {
  flat_ctx *fl = calloc(1, sizeof *fl);
  if (!fl) abort();
  unsigned nd = rl_affine_map_num_dims(m), nin = nd + rl_affine_map_num_syms(m), nr = rl_affine_map_num_results(m);
  fl->nin = nin;
  bool ok = nin < FC_W - 1;
  int64_t(*raw)[FC_W] = malloc((nr + 1) * sizeof *raw);
  if (!raw) abort();
  for (unsigned r = 0; r < nr && ok; r++) ok = fl_expr(fl, rl_affine_map_result(m, r), nd, raw[r]);
  unsigned cols[FC_W];
  for (unsigned i = 0; i < nin && ok; i++) ok = fc_find(f, ops[i], &cols[i]);
  if (ok && fl->nloc) {
    unsigned base = f->nd + f->ns;
    for (unsigned k = 0; k < fl->nloc; k++) {
      fc_insert_col(f, base + k, NULL);
      f->nl++;
    }
    ok = !f->bad;
  }
  unsigned n = fc_nvars(f);
  /* A flattener row (inputs, locals, constant) in f's columns. */
#define FL_TO_F(src, dst)                                                                                            \
  do {                                                                                                               \
    memset(dst, 0, FC_W * sizeof(int64_t));                                                                          \
    for (unsigned i = 0; i < nin; i++) dst[cols[i]] += src[i];                                                       \
    for (unsigned q_ = 0; q_ < fl->nloc; q_++) dst[f->nd + f->ns + q_] += src[nin + q_];                                  \
    dst[n] = src[FC_W - 1];                                                                                          \
  } while (0)
  for (unsigned k = 0; k < fl->nloc && ok; k++) {
    int64_t lo[FC_W], hi[FC_W], row[FC_W];
    unsigned q = nin + k;
    memcpy(lo, fl->div[k], sizeof lo);
    for (unsigned i = 0; i < FC_W; i++) lo[i] = -lo[i];
    lo[q] = fl->divisor[k];
    lo[FC_W - 1] += fl->divisor[k] - 1;
    memcpy(hi, fl->div[k], sizeof hi);
    hi[q] = -fl->divisor[k];
    FL_TO_F(lo, row);
    fc_add(f, false, row);
    FL_TO_F(hi, row);
    fc_add(f, false, row);
  }
  for (unsigned r = 0; r < nr && ok; r++) FL_TO_F(raw[r], rows[r]);
#undef FL_TO_F
  free(raw);
  free(fl);
  return ok && !f->bad;
}

static bool fc_add_for_domain(const rl_aff_kinds *k, fac *f, rl_op *loop);

/* MLIR's addInductionVarOrTerminalSymbol. */
static bool fc_add_terminal(const rl_aff_kinds *k, fac *f, rl_value *v) {
  unsigned pos;
  if (fc_find(f, v, &pos)) return true;
  rl_block *b = v->is_arg ? rl_value_owner_block(v) : NULL;
  rl_op *owner = b ? rl_block_parent_op(b) : NULL;
  if (owner && owner->info == k->for_) {
    fc_append_dim(f, v);
    return fc_add_for_domain(k, f, owner) || true;
  }
  if (owner && owner->info == k->parallel) return false;
  unsigned p = fc_append_sym(f, v);
  rl_attr *cv = rl_value_constant_int(v);
  if (cv) fc_bound_const(f, 2, p, rl_attr_int_value(cv));
  return true;
}

/* MLIR's addBound(type, pos, map, operands): lower bounds closed, upper
 * bounds open. */
static bool fc_bound_map(const rl_aff_kinds *k, fac *f, bool lower, rl_value *iv, rl_attr *map, rl_value *const *ops0,
                         unsigned n0) {
  rl_context *c = f->ctx;
  unsigned pos;
  rl_value *ops[RL_AFF_MAX_OPERANDS];
  unsigned n = n0;
  memcpy(ops, ops0, n * sizeof *ops);
  rl_aff_compose(c, &map, ops, &n);
  map = rl_aff_simplify_map(c, map);
  rl_aff_canonicalize(c, &map, ops, &n);
  for (unsigned i = 0; i < n; i++)
    if (!fc_add_terminal(k, f, ops[i])) return false;
  if (!fc_find(f, iv, &pos)) return false;
  unsigned nr = rl_affine_map_num_results(map);
  int64_t(*rows)[FC_W] = malloc((nr + 1) * sizeof *rows);
  if (!rows) abort();
  bool ok = fc_flatten_map(f, map, ops, rows);
  unsigned nv = fc_nvars(f);
  for (unsigned r = 0; r < nr && ok; r++) {
    int64_t *row = rows[r];
    if (row[pos]) continue;
    for (unsigned i = 0; i <= nv; i++) row[i] = lower ? -row[i] : row[i];
    row[pos] = lower ? 1 : -1;
    if (!lower) row[nv] -= 1;
    fc_add(f, false, row);
  }
  free(rows);
  return ok;
}

static bool fc_add_for_domain(const rl_aff_kinds *k, fac *f, rl_op *loop) {
  rl_value *iv = rl_op_regions(loop)[0].first->args[0];
  unsigned pos;
  if (!fc_find(f, iv, &pos)) return false;
  int64_t step = rl_aff_for_step(loop), lb, ub;
  rl_attr *lm = rl_aff_for_map(loop, true), *um = rl_aff_for_map(loop, false);
  bool clb = lm && const_map(lm, &lb), cub = um && const_map(um, &ub);
  if (step != 1 && clb) {
    /* (iv - lb) mod step == 0: q = (iv - lb) floordiv step, iv - lb - step q == 0. */
    unsigned n = fc_nvars(f);
    fc_insert_col(f, n, NULL);
    if (f->bad) return false;
    f->nl++;
    int64_t lo[FC_W] = {0}, hi[FC_W] = {0}, eq[FC_W] = {0};
    lo[pos] = -1, lo[n] = step, lo[n + 1] = lb + step - 1;
    hi[pos] = 1, hi[n] = -step, hi[n + 1] = -lb;
    fc_add(f, false, lo);
    fc_add(f, false, hi);
    eq[pos] = 1, eq[n] = -step, eq[n + 1] = -lb;
    fc_add(f, true, eq);
  }
  rl_value *ops[RL_AFF_MAX_OPERANDS];
  if (clb) fc_bound_const(f, 0, pos, lb);
  else if (!lm || !fc_bound_map(k, f, true, iv, lm, ops, rl_aff_for_operands(loop, true, ops))) return false;
  if (!fc_find(f, iv, &pos)) return false;
  if (cub) {
    fc_bound_const(f, 1, pos, ub - 1);
    return true;
  }
  return um && fc_bound_map(k, f, false, iv, um, ops, rl_aff_for_operands(loop, false, ops));
}

struct rl_aff_region {
  fac cst;
  rl_value *memref;
  bool write;
};

/* MLIR's getAffineIVs: the IVs of the affine.for and affine.parallel ops
 * around op, outermost first (parallel: each of its IVs). */
static unsigned affine_ivs(const rl_aff_kinds *k, rl_op *op, rl_value **ivs, unsigned max, bool for_only) {
  rl_value *tmp[64];
  unsigned n = 0;
  for (rl_op *p = rl_op_parent_op(op); p && !is_scope(p); p = rl_op_parent_op(p)) {
    rl_block *b = rl_op_regions(p)[0].first;
    if (p->info == k->for_ && n < 64) tmp[n++] = b->args[0];
    else if (p->info == k->parallel && !for_only)
      for (unsigned i = b->nargs; i-- > 0 && n < 64;) tmp[n++] = b->args[i];
  }
  unsigned m = n < max ? n : max;
  for (unsigned i = 0; i < m; i++) ivs[i] = tmp[n - 1 - i];
  return n;
}

unsigned rl_aff_nesting_depth(const rl_aff_kinds *k, rl_op *op) {
  rl_value *ivs[64];
  return affine_ivs(k, op, ivs, 64, false);
}

static rl_op *iv_owner(const rl_aff_kinds *k, rl_value *v, bool *parallel) {
  rl_block *b = v->is_arg ? rl_value_owner_block(v) : NULL;
  rl_op *o = b ? rl_block_parent_op(b) : NULL;
  *parallel = o && o->info == k->parallel;
  return o && (o->info == k->for_ || o->info == k->parallel) ? o : NULL;
}

static rl_aff_region *region_new(rl_context *c, rl_value *memref, bool write) {
  rl_aff_region *r = rl_xcalloc(1, sizeof *r);
  r->memref = memref;
  r->write = write;
  fc_init(&r->cst, c, 0, 0, NULL);
  return r;
}

void rl_aff_region_destroy(rl_aff_region *r) {
  if (!r) return;
  fc_free(&r->cst);
  free(r);
}

rl_value *rl_aff_region_memref(const rl_aff_region *r) { return r->memref; }
bool rl_aff_region_is_write(const rl_aff_region *r) { return r->write; }
unsigned rl_aff_region_symbols(const rl_aff_region *r, rl_value **out) {
  for (unsigned i = 0; i < r->cst.ns; i++) out[i] = r->cst.val[r->cst.nd + i];
  return r->cst.ns;
}
void rl_aff_region_copy(rl_aff_region *dst, const rl_aff_region *src) { fc_copy(&dst->cst, &src->cst); }

/* MLIR's AffineExpr::isPureAffine: products with a constant factor,
 * divisions and remainders by constants only. */
static bool pure_affine(rl_attr *e) {
  switch (e->kind) {
  case RL_AT_AFF_CONST:
  case RL_AT_AFF_DIM:
  case RL_AT_AFF_SYM: return true;
  case RL_AT_AFF_ADD: return pure_affine(rl_affine_lhs(e)) && pure_affine(rl_affine_rhs(e));
  case RL_AT_AFF_MUL:
    return pure_affine(rl_affine_lhs(e)) && pure_affine(rl_affine_rhs(e)) &&
           (rl_affine_lhs(e)->kind == RL_AT_AFF_CONST || rl_affine_rhs(e)->kind == RL_AT_AFF_CONST);
  default: return pure_affine(rl_affine_lhs(e)) && rl_affine_rhs(e)->kind == RL_AT_AFF_CONST;
  }
}

/* The subscript map of an affine read or write and its operands (room
 * for RL_AFF_MAX_OPERANDS), composed with the affine.apply ops they come
 * from; NULL if it has none. */
static rl_attr *access_map_composed(const rl_aff_kinds *k, rl_op *op, rl_value **ops, unsigned *n) {
  rl_context *c = rl_op_context(op);
  rl_attr *map = rl_op_get_prop(op, rl_ident_cstr(c, "map"));
  unsigned first = rl_aff_is_read(k, op) ? 1 : 2;
  *n = op->noperands - first;
  if (!map || map->kind != RL_AT_AFFINE_MAP || *n > RL_AFF_MAX_OPERANDS) return NULL;
  for (unsigned i = 0; i < *n; i++) ops[i] = op->operands[first + i].value;
  rl_aff_compose(c, &map, ops, n);
  return map;
}

/* Whether those subscripts are semi-affine: what MLIR cannot build a
 * region of ("getMemRefRegion: compose affine map failed"). */
static bool access_semi_affine(const rl_aff_kinds *k, rl_op *op) {
  rl_value *ops[RL_AFF_MAX_OPERANDS];
  unsigned n;
  rl_attr *map = access_map_composed(k, op, ops, &n);
  for (unsigned r = 0; map && r < rl_affine_map_num_results(map); r++)
    if (!pure_affine(rl_affine_map_result(map, r))) return true;
  return false;
}

rl_aff_region *rl_aff_region_compute(const rl_aff_kinds *k, rl_op *op, unsigned depth, bool dim_bounds) {
  rl_context *c = rl_op_context(op);
  rl_value *memref = rl_aff_access_memref(k, op);
  if (!memref) return NULL;
  rl_aff_region *reg = region_new(c, memref, rl_aff_is_write(k, op));
  fac *f = &reg->cst;
  unsigned rank = rl_type_rank(memref->type);
  rl_value *ivs[64];
  if (rank == 0) {
    unsigned n = affine_ivs(k, op, ivs, depth, false);
    if (n < depth) goto fail;
    fc_free(&reg->cst);
    fc_init(f, c, 0, depth, ivs);
    return reg;
  }
  rl_value *ops[RL_AFF_MAX_OPERANDS];
  unsigned n;
  rl_attr *map = access_map_composed(k, op, ops, &n);
  if (!map) goto fail;
  map = rl_aff_simplify_map(c, map);
  rl_aff_canonicalize(c, &map, ops, &n);
  fc_free(f);
  fc_init(f, c, rl_affine_map_num_dims(map), rl_affine_map_num_syms(map), ops);
  if (f->bad) goto fail;
  for (unsigned i = 0; i < n; i++) {
    bool par;
    rl_op *owner = iv_owner(k, ops[i], &par);
    if (owner && par) goto fail; /* affine.parallel domains: not modelled */
    if (owner) {
      if (!fc_add_for_domain(k, f, owner)) goto fail;
    } else if (rl_aff_is_valid_symbol(ops[i])) {
      rl_attr *cv = rl_value_constant_int(ops[i]);
      unsigned pos;
      if (cv && fc_find(f, ops[i], &pos)) fc_bound_const(f, 2, pos, rl_attr_int_value(cv));
    } else {
      goto fail;
    }
  }
  /* The access: result r equals the map's r-th result. */
  unsigned nr = rl_affine_map_num_results(map);
  if (nr != rank) goto fail;
  int64_t(*rows)[FC_W] = malloc((nr + 1) * sizeof *rows);
  if (!rows) abort();
  if (!fc_flatten_map(f, map, ops, rows)) {
    free(rows);
    if (access_semi_affine(k, op)) rl_op_emit_plain_error(op, "getMemRefRegion: compose affine map failed");
    goto fail;
  }
  unsigned old = fc_nvars(f);
  for (unsigned r = 0; r < rank; r++) {
    fc_insert_col(f, 0, NULL);
    f->nd++;
  }
  for (unsigned r = 0; r < rank && !f->bad; r++) {
    int64_t eq[FC_W] = {0};
    eq[r] = 1;
    for (unsigned i = 0; i <= old; i++) eq[rank + i] = -rows[r][i];
    fc_add(f, true, eq);
  }
  free(rows);
  if (f->bad) goto fail;
  /* Dims: the memref's; everything else a symbol. */
  f->ns = f->nd + f->ns - rank;
  f->nd = rank;
  unsigned nenc = affine_ivs(k, op, ivs, depth, false);
  if (nenc > depth) nenc = depth;
  rl_value *vars[FC_W];
  unsigned nv = f->ns;
  memcpy(vars, &f->val[f->nd], nv * sizeof *vars);
  for (unsigned i = 0; i < nv; i++) {
    bool par, enclosing = false;
    if (!iv_owner(k, vars[i], &par)) continue;
    for (unsigned j = 0; j < nenc && !enclosing; j++) enclosing = ivs[j] == vars[i];
    unsigned pos;
    if (!enclosing && fc_find(f, vars[i], &pos)) fc_fm(f, pos);
  }
  fc_project_out(f, f->nd + f->ns, f->nl);
  fc_constant_fold_range(f, f->nd, f->ns);
  for (unsigned r = 0; r < rank && dim_bounds; r++) {
    fc_bound_const(f, 0, r, 0);
    if (rl_type_dim(memref->type, r) != RL_DYNAMIC) fc_bound_const(f, 1, r, rl_type_dim(memref->type, r) - 1);
  }
  fc_remove_trivial_redundancy(f);
  if (f->bad) goto fail;
  return reg;
fail:
  rl_aff_region_destroy(reg);
  return NULL;
}

rl_aff_region *rl_aff_region_full(const rl_aff_kinds *k, rl_op *op, unsigned depth) {
  rl_value *memref = rl_aff_access_memref(k, op);
  if (!memref) return NULL;
  rl_type *t = memref->type;
  unsigned rank = rl_type_rank(t);
  for (unsigned d = 0; d < rank; d++)
    if (rl_type_dim(t, d) == RL_DYNAMIC) return NULL;
  rl_value *ivs[64];
  if (affine_ivs(k, op, ivs, depth, true) < depth || rank + depth >= FC_W) return NULL;
  rl_aff_region *reg = region_new(rl_op_context(op), memref, rl_aff_is_write(k, op));
  rl_value *vals[FC_W] = {0};
  memcpy(vals + rank, ivs, depth * sizeof *ivs);
  fc_free(&reg->cst);
  fc_init(&reg->cst, rl_op_context(op), rank, depth, vals);
  for (unsigned d = 0; d < rank; d++) {
    fc_bound_const(&reg->cst, 0, d, 0);
    fc_bound_const(&reg->cst, 1, d, rl_type_dim(t, d) - 1);
  }
  return reg;
}

/* MLIR's getConstantBoundOnDimSize: the least constant difference of a
 * lower and an upper bound of dim pos over the symbols; lb (nsyms + 1
 * words) the lower bound's symbol coefficients and constant, divided
 * (floor) by *div; ub the upper bound's. */
static bool fc_dim_size(const fac *f, unsigned pos, int64_t *diff, int64_t *lb, int64_t *div, int64_t *ub) {
  unsigned n = fc_nvars(f);
  int e = fc_eq_to_const(f, pos, true);
  if (e >= 0) {
    const int64_t *eq = f->eq[e];
    for (unsigned c = f->nd + f->ns; c < n; c++)
      if (eq[c]) return false;
    int64_t v = eq[pos];
    for (unsigned c = 0; c <= f->ns; c++) {
      int64_t x = c < f->ns ? eq[f->nd + c] : eq[n];
      if (lb) lb[c] = v < 0 ? x / -v : -x / v;
      if (ub) ub[c] = lb ? lb[c] : 0;
    }
    if (div) *div = 1;
    *diff = 1;
    return true;
  }
  bool any = false;
  for (unsigned r = 0; r < f->nin && !any; r++) any = f->in[r][pos] != 0;
  if (!any) return false;
  bool found = false;
  unsigned bl = 0, bu = 0;
  for (unsigned u = 0; u < f->nin; u++) {
    if (f->in[u][pos] > -1) continue;
    bool dep = false;
    for (unsigned c = 0; c < f->nd && !dep; c++) dep = c != pos && f->in[u][c];
    if (dep) continue;
    for (unsigned l = 0; l < f->nin; l++) {
      if (f->in[l][pos] < 1) continue;
      bool dl = false;
      for (unsigned c = 0; c < f->nd && !dl; c++) dl = c != pos && f->in[l][c];
      if (dl) continue;
      unsigned j = 0;
      while (j < n && f->in[u][j] == -f->in[l][j]) j++;
      if (j < n) continue;
      int64_t a = f->in[u][n] + f->in[l][n] + 1, b = f->in[l][pos];
      int64_t d = -floordiv64(-a, b);
      if (d < 0) d = 0;
      if (!found || d < *diff) *diff = d, bl = l, bu = u, found = true;
    }
  }
  if (!found) return false;
  if (div) *div = f->in[bl][pos];
  for (unsigned c = 0; c <= f->ns; c++) {
    unsigned col = c < f->ns ? f->nd + c : n;
    if (lb) lb[c] = -f->in[bl][col];
    if (ub) ub[c] = f->in[bu][col];
  }
  if (lb) lb[f->ns] += f->in[bl][pos] - 1;
  return true;
}

/* MLIR's getConstantBound (LB or UB) of variable pos. */
static bool fc_const_bound(const fac *f0, bool lower, unsigned pos, int64_t *out) {
  fac f;
  fc_init(&f, f0->ctx, 0, 0, NULL);
  fc_copy(&f, f0);
  fc_project_out(&f, 0, pos);
  fc_project_out(&f, 1, fc_nvars(&f) - 1);
  bool ok = false;
  unsigned n = fc_nvars(&f);
  int e = fc_eq_to_const(&f, 0, false);
  if (e >= 0) {
    *out = -f.eq[e][n] / f.eq[e][0];
    ok = true;
  } else {
    for (unsigned r = 0; r < f.nin; r++) {
      int64_t a = f.in[r][0];
      if (lower ? a <= 0 : a >= 0) continue;
      bool cst = true;
      for (unsigned c = 1; c < n && cst; c++) cst = !f.in[r][c];
      if (!cst) continue;
      int64_t b = lower ? -floordiv64(f.in[r][n], a) : floordiv64(f.in[r][n], -a);
      if (!ok || (lower ? b > *out : b < *out)) *out = b;
      ok = true;
    }
  }
  ok = ok && !f.bad;
  fc_free(&f);
  return ok;
}

/* MLIR's mergeAndAlignVars past the dims: b's symbols follow a's, the
 * symbols one lacks added to it. */
static void fc_swap_cols(fac *f, unsigned x, unsigned y) {
  if (x == y) return;
  rl_value *t = f->val[x];
  f->val[x] = f->val[y], f->val[y] = t;
  for (unsigned r = 0; r < f->neq; r++) {
    int64_t v = f->eq[r][x];
    f->eq[r][x] = f->eq[r][y], f->eq[r][y] = v;
  }
  for (unsigned r = 0; r < f->nin; r++) {
    int64_t v = f->in[r][x];
    f->in[r][x] = f->in[r][y], f->in[r][y] = v;
  }
}

static void fc_align_syms(fac *a, fac *b) {
  unsigned s = b->nd;
  for (unsigned i = 0; i < a->ns; i++, s++) {
    rl_value *v = a->val[a->nd + i];
    unsigned loc;
    if (fc_find(b, v, &loc) && loc >= b->nd) fc_swap_cols(b, s, loc);
    else {
      fc_insert_col(b, s, v);
      b->ns++;
    }
  }
  for (unsigned t = b->nd + a->ns; t < b->nd + b->ns; t++) fc_append_sym(a, b->val[t]);
}

bool rl_aff_region_union(rl_aff_region *ra, const rl_aff_region *rb) {
  fac *a = &ra->cst, bcopy, *b = &bcopy;
  if (a->nd != rb->cst.nd || a->nl || rb->cst.nl) return false;
  fc_init(b, a->ctx, 0, 0, NULL);
  fc_copy(b, &rb->cst);
  fc_align_syms(a, b);
  bool ok = !a->bad && !b->bad;
  unsigned n = fc_nvars(a), nd = a->nd;
  int64_t(*box)[FC_W] = malloc((2 * nd + 1) * sizeof *box);
  int64_t(*common)[FC_W] = malloc((a->nin + 1) * sizeof *common), (*ceq)[FC_W] = malloc((a->neq + 1) * sizeof *ceq);
  if (!box || !common || !ceq) abort();
  unsigned ncommon = 0, nceq = 0;
  for (unsigned r = 0; r < a->nin; r++)
    for (unsigned s = 0; s < b->nin; s++)
      if (!memcmp(a->in[r], b->in[s], (n + 1) * sizeof(int64_t))) {
        memcpy(common[ncommon++], a->in[r], sizeof common[0]);
        break;
      }
  for (unsigned r = 0; r < a->neq; r++)
    for (unsigned s = 0; s < b->neq; s++)
      if (!memcmp(a->eq[r], b->eq[s], (n + 1) * sizeof(int64_t))) {
        memcpy(ceq[nceq++], a->eq[r], sizeof ceq[0]);
        break;
      }
  int64_t lb[FC_W], ub[FC_W], olb[FC_W], oub[FC_W], minlb[FC_W], maxub[FC_W];
  for (unsigned d = 0; d < nd && ok; d++) {
    int64_t ext, oext, div, odiv;
    if (!fc_dim_size(a, d, &ext, lb, &div, ub) || !fc_dim_size(b, d, &oext, olb, &odiv, oub) || div != odiv) {
      ok = false;
      break;
    }
    unsigned ns = a->ns;
    bool same = !memcmp(lb, olb, ns * sizeof *lb);
    if (same && lb[ns] <= olb[ns]) {
      memcpy(minlb, lb, sizeof lb);
      minlb[ns] -= div - 1;
    } else if (same) {
      memcpy(minlb, olb, sizeof lb);
      minlb[ns] -= odiv - 1;
    } else {
      int64_t x, y;
      if (!fc_const_bound(a, true, d, &x) || !fc_const_bound(b, true, d, &y)) {
        ok = false;
        break;
      }
      memset(minlb, 0, sizeof minlb);
      minlb[ns] = x < y ? x : y;
    }
    same = !memcmp(ub, oub, ns * sizeof *ub);
    if (same) memcpy(maxub, ub[ns] >= oub[ns] ? ub : oub, sizeof ub);
    else {
      int64_t x, y;
      if (!fc_const_bound(a, false, d, &x) || !fc_const_bound(b, false, d, &y)) {
        ok = false;
        break;
      }
      memset(maxub, 0, sizeof maxub);
      maxub[ns] = x > y ? x : y;
    }
    int64_t *nl = box[2 * d], *nu = box[2 * d + 1];
    memset(nl, 0, sizeof box[0]);
    memset(nu, 0, sizeof box[0]);
    nl[d] = div;
    nu[d] = -div;
    for (unsigned c = 0; c <= ns; c++) {
      nl[nd + c] = -minlb[c];
      nu[nd + c] = maxub[c];
    }
  }
  if (ok) {
    a->neq = a->nin = 0;
    for (unsigned d = 0; d < 2 * nd; d++) fc_add(a, false, box[d]);
    for (unsigned r = 0; r < ncommon; r++) fc_add(a, false, common[r]);
    for (unsigned r = 0; r < nceq; r++) fc_add(a, true, ceq[r]);
    fc_remove_trivial_redundancy(a);
    ok = !a->bad;
  }
  free(box);
  free(common);
  free(ceq);
  fc_free(b);
  return ok;
}

bool rl_aff_region_shape(const rl_aff_region *r, int64_t *shape, rl_attr **offsets, uint64_t *nelems) {
  rl_type *t = r->memref->type;
  unsigned rank = rl_type_rank(t);
  fac f;
  fc_init(&f, r->cst.ctx, 0, 0, NULL);
  fc_copy(&f, &r->cst);
  for (unsigned d = 0; d < rank; d++) {
    fc_bound_const(&f, 0, d, 0);
    if (rl_type_dim(t, d) != RL_DYNAMIC) fc_bound_const(&f, 1, d, rl_type_dim(t, d) - 1);
  }
  uint64_t total = 1;
  bool ok = !f.bad;
  rl_context *c = f.ctx;
  for (unsigned d = 0; d < rank && ok; d++) {
    int64_t diff, lb[FC_W] = {0}, div = 1;
    if (!fc_dim_size(&f, d, &diff, lb, &div, NULL)) {
      if (rl_type_dim(t, d) == RL_DYNAMIC) {
        ok = false;
        break;
      }
      diff = rl_type_dim(t, d);
      memset(lb, 0, sizeof lb);
      div = 1;
    }
    total *= (uint64_t)diff;
    shape[d] = diff;
    rl_attr *e = rl_affine_const(c, 0);
    for (unsigned j = 0; j < f.ns; j++)
      e = rl_affine_binary(c, RL_AT_AFF_ADD, e, rl_affine_binary(c, RL_AT_AFF_MUL, rl_affine_dim(c, j), rl_affine_const(c, lb[j])));
    e = rl_affine_binary(c, RL_AT_AFF_ADD, e, rl_affine_const(c, lb[f.ns]));
    offsets[d] = rl_affine_binary(c, RL_AT_AFF_FLOORDIV, e, rl_affine_const(c, div));
  }
  *nelems = total;
  fc_free(&f);
  return ok;
}

/* An expression of the flat form over `ndims` dims (the columns outside
 * [0, nd) of f, constant last). */
static rl_attr *fc_expr(rl_context *c, const int64_t *coef, unsigned ndims) {
  rl_attr *e = rl_affine_const(c, 0);
  for (unsigned j = 0; j < ndims; j++)
    if (coef[j]) e = rl_affine_binary(c, RL_AT_AFF_ADD, e, rl_affine_binary(c, RL_AT_AFF_MUL, rl_affine_dim(c, j), rl_affine_const(c, coef[j])));
  if (coef[ndims]) e = rl_affine_binary(c, RL_AT_AFF_ADD, e, rl_affine_const(c, coef[ndims]));
  return e;
}

static bool row_indep(const int64_t *row, unsigned nd, unsigned pos) {
  for (unsigned c = 0; c < nd; c++)
    if (c != pos && row[c]) return false;
  return true;
}

void rl_aff_region_bounds(const rl_aff_region *r, unsigned pos, rl_attr **lbm, rl_attr **ubm) {
  const fac *f = &r->cst;
  rl_context *c = f->ctx;
  unsigned n = fc_nvars(f), nd = f->nd, ndims = f->ns;
  rl_attr **lbs = malloc((f->nin + f->neq + 1) * sizeof *lbs), **ubs = malloc((f->nin + f->neq + 1) * sizeof *ubs);
  if (!lbs || !ubs) abort();
  unsigned nl = 0, nu = 0;
  int64_t b[FC_W];
#define INDEP(row) row_indep(row, nd, pos)
  for (unsigned i = 0; i < f->nin; i++) {
    const int64_t *row = f->in[i];
    if (row[pos] < 1 || !INDEP(row)) continue;
    for (unsigned j = nd; j <= n; j++) b[j - nd] = -row[j];
    rl_attr *e = fc_expr(c, b, ndims);
    int64_t dv = row[pos];
    lbs[nl++] = rl_affine_binary(c, RL_AT_AFF_FLOORDIV, rl_affine_binary(c, RL_AT_AFF_ADD, e, rl_affine_const(c, dv - 1)),
                                 rl_affine_const(c, dv));
  }
  for (unsigned i = 0; i < f->nin; i++) {
    const int64_t *row = f->in[i];
    if (row[pos] > -1 || !INDEP(row)) continue;
    for (unsigned j = nd; j <= n; j++) b[j - nd] = row[j];
    rl_attr *e = rl_affine_binary(c, RL_AT_AFF_FLOORDIV, fc_expr(c, b, ndims), rl_affine_const(c, -row[pos]));
    ubs[nu++] = rl_affine_binary(c, RL_AT_AFF_ADD, e, rl_affine_const(c, 1));
  }
  for (unsigned i = 0; i < f->neq; i++) {
    const int64_t *row = f->eq[i];
    if (!row[pos] || !INDEP(row)) continue;
    for (unsigned j = nd; j <= n; j++) b[j - nd] = row[pos] > 0 ? -row[j] : row[j];
    int64_t dv = abs64(row[pos]);
    ubs[nu++] = rl_affine_binary(c, RL_AT_AFF_ADD,
                                 rl_affine_binary(c, RL_AT_AFF_FLOORDIV, fc_expr(c, b, ndims), rl_affine_const(c, dv)),
                                 rl_affine_const(c, 1));
    lbs[nl++] = rl_affine_binary(c, RL_AT_AFF_CEILDIV, fc_expr(c, b, ndims), rl_affine_const(c, dv));
  }
#undef INDEP
  *lbm = rl_affine_map(c, ndims, 0, nl, lbs);
  *ubm = rl_affine_map(c, ndims, 0, nu, ubs);
  free(lbs);
  free(ubs);
}

/* ---- rewriting accesses (MLIR's replaceAllMemRefUsesWith, for one op) ------------------- */

static void remap_access(const rl_aff_kinds *k, rl_context *c, rl_op *op, rl_value *buf, rl_attr *remap, unsigned nsym,
                         rl_value *const *syms, bool in_order) {
  rl_ident *mapn = rl_ident_cstr(c, "map");
  rl_type *index = rl_type_index(c);
  unsigned mpos = rl_aff_is_read(k, op) ? 0 : 1, first_idx = mpos + 1;
  rl_attr *old = rl_op_get_prop(op, mapn);
  unsigned nold = op->noperands - first_idx, rank = rl_affine_map_num_results(old);
  unsigned nres = rl_affine_map_num_results(remap);
  if (rank > 16 || nres > 16 || nsym + rank > RL_AFF_MAX_OPERANDS) return;
  rl_value *oops[RL_AFF_MAX_OPERANDS], *ridx[RL_AFF_MAX_OPERANDS], *nops[RL_AFF_MAX_OPERANDS];
  rl_op *made[2 * 16];
  unsigned nmade = 0;
  for (unsigned i = 0; i < nold; i++) oops[i] = op->operands[first_idx + i].value;
  rl_builder b = {.ctx = c, .block = op->parent, .before = op};
  unsigned nr = 0;
  for (unsigned i = 0; i < nsym; i++) ridx[nr++] = syms[i];
  if (rl_affine_map_is_identity(old) && rl_affine_map_num_syms(old) == 0) {
    for (unsigned i = 0; i < nold; i++) ridx[nr++] = oops[i];
  } else {
    for (unsigned i = 0; i < rank; i++) {
      rl_attr *e = rl_affine_map_result(old, i);
      rl_op *a = rl_affine_apply_create(
          &b, op->loc, index, nold, oops,
          rl_affine_map(c, rl_affine_map_num_dims(old), rl_affine_map_num_syms(old), 1, &e));
      made[nmade++] = a;
      ridx[nr++] = rl_op_result(a, 0);
    }
  }
  unsigned nn = 0;
  for (unsigned i = 0; i < nres; i++) {
    rl_attr *e = rl_affine_map_result(remap, i);
    rl_op *a = rl_affine_apply_create(&b, op->loc, index, nr, ridx, rl_affine_map(c, rl_affine_map_num_dims(remap), 0, 1, &e));
    made[nmade++] = a;
    nops[nn++] = rl_op_result(a, 0);
  }
  rl_attr *ids[16];
  for (unsigned i = 0; i < nn; i++) ids[i] = rl_affine_dim(c, i);
  rl_attr *nmap = rl_affine_map(c, nn, 0, nn, ids);
  rl_aff_compose(c, &nmap, nops, &nn);
  nmap = rl_aff_simplify_map(c, nmap);
  rl_aff_canonicalize(c, &nmap, nops, &nn);
  rl_value *all[RL_AFF_MAX_OPERANDS + 2];
  for (unsigned i = 0; i < mpos; i++) all[i] = op->operands[i].value;
  all[mpos] = buf;
  for (unsigned i = 0; i < nn; i++) all[mpos + 1 + i] = nops[i];
  rl_op_set_operands(c, op, mpos + 1 + nn, all);
  rl_op_set_prop(c, op, mapn, nmap);
  if (in_order) {
    for (unsigned i = 0; i < nmade; i++)
      if (!rl_op_result(made[i], 0)->first_use) rl_op_erase(c, made[i]);
  } else {
    for (unsigned i = nmade; i-- > 0;)
      if (!rl_op_result(made[i], 0)->first_use) rl_op_erase(c, made[i]);
  }
}

void rl_aff_remap_access(const rl_aff_kinds *k, rl_context *c, rl_op *op, rl_value *buf, rl_attr *remap, unsigned nsym,
                         rl_value *const *syms) {
  remap_access(k, c, op, buf, remap, nsym, syms, false);
}

void rl_aff_remap_access_in_order(const rl_aff_kinds *k, rl_context *c, rl_op *op, rl_value *buf, rl_attr *remap,
                                  unsigned nsym, rl_value *const *syms) {
  remap_access(k, c, op, buf, remap, nsym, syms, true);
}

/* ---- computation slices (MLIR's computeSliceUnion, restricted) ------------------------ */

/* coef += scale * (the linear form of map result r over ops); an operand
 * that is not one of the loops' IVs may be an affine.apply of them
 * (composed, as MLIR composes the access with it). */
static bool add_linear(const rl_aff_kinds *k, rl_context *c, rl_attr *map, unsigned r, rl_value *const *ops,
                       rl_op *const *loops, unsigned n, int64_t scale, int64_t *coef, int64_t *cst, unsigned level) {
  unsigned nd = rl_affine_map_num_dims(map), nsy = rl_affine_map_num_syms(map);
  if (nd + nsy + 1 > RL_AFF_MAX_OPERANDS || level > 4) return false;
  int64_t flat[RL_AFF_MAX_OPERANDS + 1];
  if (!rl_aff_flatten_no_locals(c, rl_affine_map_result(map, r), nd, nsy, flat)) return false;
  for (unsigned i = 0; i < nd + nsy; i++) {
    if (!flat[i]) continue;
    rl_value *v = ops[i];
    unsigned l = 0;
    while (l < n && rl_op_regions(loops[l])[0].first->args[0] != v) l++;
    if (l < n) {
      coef[l] += scale * flat[i];
      continue;
    }
    rl_attr *cv = rl_value_constant_int(v);
    if (cv) { /* a constant operand (MLIR's addInductionVarOrTerminalSymbol fixes it) */
      *cst += scale * flat[i] * rl_attr_int_value(cv);
      continue;
    }
    rl_op *def = rl_value_defining_op(v);
    if (!def || def->info != k->apply) return false;
    rl_attr *am = rl_op_get_prop(def, rl_ident_cstr(c, "map"));
    if (!am || am->kind != RL_AT_AFFINE_MAP || rl_affine_map_num_results(am) != 1) return false;
    rl_value *aops[RL_AFF_MAX_OPERANDS];
    if (def->noperands > RL_AFF_MAX_OPERANDS) return false;
    for (unsigned j = 0; j < def->noperands; j++) aops[j] = def->operands[j].value;
    if (!add_linear(k, c, am, 0, aops, loops, n, scale * flat[i], coef, cst, level + 1)) return false;
  }
  *cst += scale * flat[nd + nsy];
  return true;
}

bool rl_aff_access_linear(const rl_aff_kinds *k, rl_op *access, unsigned r, rl_op *const *loops, unsigned n,
                          int64_t *coef, int64_t *cst) {
  rl_context *c = rl_op_context(access);
  rl_attr *map = rl_op_get_prop(access, rl_ident_cstr(c, "map"));
  unsigned first = rl_aff_is_read(k, access) ? 1 : 2;
  if (!map || map->kind != RL_AT_AFFINE_MAP || r >= rl_affine_map_num_results(map)) return false;
  unsigned nd = rl_affine_map_num_dims(map), nsy = rl_affine_map_num_syms(map);
  if (access->noperands - first != nd + nsy || nd + nsy + 1 > RL_AFF_MAX_OPERANDS) return false;
  rl_value *ops[RL_AFF_MAX_OPERANDS];
  for (unsigned i = 0; i < nd + nsy; i++) ops[i] = access->operands[first + i].value;
  for (unsigned i = 0; i < n; i++) coef[i] = 0;
  *cst = 0;
  return add_linear(k, c, map, r, ops, loops, n, 1, coef, cst, 0);
}

/* MLIR's isLoopMemoryParallel: no dependence between the loop's affine
 * reads and writes carried at its depth; any other op with memory effects
 * (but an allocation's) makes it sequential, as do results. */
typedef struct par_walk {
  const rl_aff_kinds *k;
  rl_op *ops[256];
  unsigned n;
  bool bad;
} par_walk;
static bool par_visit(rl_op *op, void *ud) {
  par_walk *w = ud;
  if (rl_aff_is_read(w->k, op) || rl_aff_is_write(w->k, op)) {
    if (w->n == 256) w->bad = true;
    else w->ops[w->n++] = op;
  } else if (!op->nregions && !rl_op_is_memory_effect_free(op) &&
             !(op->nresults == 1 && rl_type_kind_of(op->results[0].type) == RL_TY_MEMREF && !op->noperands)) {
    w->bad = true;
  }
  return !w->bad;
}
bool rl_aff_loop_parallel(const rl_aff_kinds *k, rl_op *loop) {
  if (loop->nresults) return false;
  par_walk *w = calloc(1, sizeof *w);
  if (!w) abort();
  w->k = k;
  rl_op_walk(loop, false, par_visit, w);
  rl_op *outer[RL_AFF_DEP_MAX + 1];
  unsigned depth = loops_around(k, loop, outer, RL_AFF_DEP_MAX) + 1;
  bool par = !w->bad && depth <= RL_AFF_DEP_MAX;
  for (unsigned a = 0; a < w->n && par; a++)
    for (unsigned b = 0; b < w->n && par; b++) {
      rl_aff_dep_comp comps[RL_AFF_DEP_MAX];
      unsigned nc;
      if (rl_aff_dependence(k, w->ops[a], w->ops[b], depth, comps, &nc)) par = false;
    }
  free(w);
  return par;
}

/* The constant range [lo, hi] of a unit-step loop with constant bounds. */
static bool unit_range(rl_op *loop, int64_t *lo, int64_t *hi) {
  int64_t lb, ub;
  if (rl_aff_for_step(loop) != 1 || !rl_aff_for_const_bounds(loop, &lb, &ub) || ub <= lb) return false;
  *lo = lb;
  *hi = ub - 1;
  return true;
}

int rl_aff_slice_union(const rl_aff_kinds *k, rl_op *const *sloops, unsigned ns, rl_op *const *writes, unsigned nw,
                       rl_op *const *dloops, unsigned depth, rl_op *const *dops, unsigned ndo, rl_aff_slice_iv *out) {
  return rl_aff_slice_union_ex(k, sloops, ns, writes, nw, dloops, depth, dops, ndo, 0, out);
}

int rl_aff_slice_union_ex(const rl_aff_kinds *k, rl_op *const *sloops, unsigned ns, rl_op *const *writes, unsigned nw,
                          rl_op *const *dloops, unsigned depth, rl_op *const *dops, unsigned ndo, unsigned flags,
                          rl_aff_slice_iv *out) {
  bool rar = flags & RL_AFF_SLICE_RAR, fwd = flags & RL_AFF_SLICE_FORWARD;
  rl_op *outer[RL_AFF_DEP_MAX + 1];
  unsigned no = loops_around(k, sloops[0], outer, RL_AFF_DEP_MAX);
  if (no > RL_AFF_DEP_MAX || no + ns > RL_AFF_DEP_MAX || depth == 0 || depth > RL_AFF_DEP_MAX) return -1;
  rl_context *c = rl_op_context(sloops[0]);
  for (unsigned j = 0; j < ns; j++) {
    int64_t lo, hi;
    if (!unit_range(sloops[j], &lo, &hi)) return -1;
  }
  for (unsigned d = 0; d < depth; d++) {
    int64_t lo, hi;
    if (!unit_range(dloops[d], &lo, &hi)) return -1;
  }
  bool any = false;
  for (unsigned w = 0; w < nw; w++) {
    rl_op *sl[RL_AFF_DEP_MAX + 1];
    unsigned nsl = loops_around(k, writes[w], sl, RL_AFF_DEP_MAX);
    if (nsl != no + ns) return -1;
    for (unsigned i = 0; i < no + ns; i++)
      if (sl[i] != (i < no ? outer[i] : sloops[i - no])) return -1;
    rl_value *m = rl_aff_access_memref(k, writes[w]);
    for (unsigned x = 0; x < ndo; x++) {
      if (rl_aff_access_memref(k, dops[x]) != m) continue;
      rl_op *dl[RL_AFF_DEP_MAX + 1];
      unsigned ndl = loops_around(k, dops[x], dl, RL_AFF_DEP_MAX);
      if (ndl > RL_AFF_DEP_MAX || ndl < no + depth) return -1;
      unsigned rank = rl_type_rank(m->type);
      for (unsigned r = 0; r < rank; r++) {
        int64_t sc[RL_AFF_DEP_MAX], dc[RL_AFF_DEP_MAX], s0, d0;
        if (!rl_aff_access_linear(k, writes[w], r, sl, nsl, sc, &s0) ||
            !rl_aff_access_linear(k, dops[x], r, dl, ndl, dc, &d0))
          return -1; /* a pair whose dependence is not decided here */
      }
      rl_aff_dep_comp comps[RL_AFF_DEP_MAX];
      unsigned nc;
      if (!(fwd ? rl_aff_dependence_ex(k, dops[x], writes[w], no + 1, rar, comps, &nc)
                : rl_aff_dependence_ex(k, writes[w], dops[x], no + 1, rar, comps, &nc)))
        continue;
      for (unsigned i = 0; i < no + depth; i++)
        if (dl[i] != (i < no ? outer[i] : dloops[i - no])) return -1;
      /* This pair's slice. */
      rl_aff_slice_iv one[RL_AFF_DEP_MAX];
      memset(one, 0, ns * sizeof *one);
      for (unsigned r = 0; r < rank; r++) {
        int64_t sc[RL_AFF_DEP_MAX], dc[RL_AFF_DEP_MAX], s0, d0;
        if (!rl_aff_access_linear(k, writes[w], r, sl, nsl, sc, &s0) ||
            !rl_aff_access_linear(k, dops[x], r, dl, ndl, dc, &d0))
          return -1;
        for (unsigned i = 0; i < no; i++)
          if (sc[i] != dc[i]) return -1;
        unsigned nsv = 0, jv = 0;
        for (unsigned j = 0; j < ns; j++)
          if (sc[no + j]) nsv++, jv = j;
        if (nsv == 0) continue; /* constrains the dst side only */
        if (nsv > 1 || sc[no + jv] != 1) return -1;
        bool deeper = false, shallow = false;
        for (unsigned i = no + depth; i < ndl; i++) deeper |= dc[i] != 0;
        for (unsigned i = no; i < no + depth; i++) shallow |= dc[i] != 0;
        if (deeper) {
          /* A range over deeper dst loops only: the whole src loop, else
           * bounds not computed here. */
          if (shallow) return -1;
          int64_t lo = d0 - s0, hi = d0 - s0, slo = 0, shi = -1;
          for (unsigned i = no + depth; i < ndl; i++) {
            int64_t a = 0, b = 0;
            if (!dc[i]) continue;
            if (!unit_range(dl[i], &a, &b)) return -1;
            int64_t p = dc[i] * a, q = dc[i] * b;
            lo += p < q ? p : q;
            hi += p < q ? q : p;
          }
          unit_range(sloops[jv], &slo, &shi);
          if (one[jv].fixed) return -1;
          if (lo <= slo && hi >= shi) continue; /* the whole loop */
          /* A constant range. */
          one[jv] = (rl_aff_slice_iv){.fixed = true, .cst = lo, .span = hi - lo};
          continue;
        }
        rl_aff_slice_iv e = {.fixed = true, .cst = d0 - s0};
        for (unsigned d = 0; d < depth; d++) e.coef[d] = dc[no + d];
        if (one[jv].fixed && (one[jv].cst != e.cst || one[jv].span || memcmp(one[jv].coef, e.coef, depth * sizeof e.coef[0])))
          return -1;
        one[jv] = e;
      }
      /* An IV one value over all the dst iterations is that constant (as
       * MLIR's getSliceBounds finds it). */
      for (unsigned j = 0; j < ns; j++) {
        if (!one[j].fixed || one[j].span) continue;
        int64_t lo = one[j].cst, hi = one[j].cst;
        for (unsigned d = 0; d < depth; d++) {
          int64_t a = 0, b = 0;
          unit_range(dloops[d], &a, &b);
          int64_t p = one[j].coef[d] * a, q = one[j].coef[d] * b;
          lo += p < q ? p : q;
          hi += p < q ? q : p;
        }
        if (lo == hi) {
          memset(one[j].coef, 0, sizeof one[j].coef);
          one[j].cst = lo;
        }
      }
      if (!any) {
        memcpy(out, one, ns * sizeof *out);
        any = true;
        continue;
      }
      for (unsigned j = 0; j < ns; j++) {
        if (out[j].fixed != one[j].fixed) {
          /* The whole loop and one iteration inside it: the whole loop
           * (MLIR's bounding box of the two). */
          const rl_aff_slice_iv *fx = out[j].fixed ? &out[j] : &one[j];
          int64_t lo = fx->cst, hi = fx->cst + fx->span, slo = 0, shi = -1;
          for (unsigned d = 0; d < depth; d++) {
            int64_t a = 0, b = 0;
            unit_range(dloops[d], &a, &b);
            int64_t p = fx->coef[d] * a, q = fx->coef[d] * b;
            lo += p < q ? p : q;
            hi += p < q ? q : p;
          }
          unit_range(sloops[j], &slo, &shi);
          if (lo < slo || hi > shi) return -1;
          out[j].fixed = false;
          continue;
        }
        if (!out[j].fixed) continue;
        bool consts = true;
        for (unsigned d = 0; d < depth; d++) consts &= !out[j].coef[d] && !one[j].coef[d];
        if (consts) {
          /* Two constant ranges: their bounding box. */
          int64_t lo = out[j].cst < one[j].cst ? out[j].cst : one[j].cst;
          int64_t e1 = out[j].cst + out[j].span, e2 = one[j].cst + one[j].span;
          out[j].cst = lo;
          out[j].span = (e1 > e2 ? e1 : e2) - lo;
          continue;
        }
        if (out[j].cst != one[j].cst || out[j].span || one[j].span ||
            memcmp(out[j].coef, one[j].coef, depth * sizeof one[j].coef[0]))
          return -1;
      }
    }
  }
  if (!any) return 0;
  /* MLIR's getComputationSliceState: from the first src loop marked
   * slice_fusion_barrier (or, for read-read pairs, the first sequential
   * one) in, the slice's loops whole. */
  for (unsigned j = 0; j < ns; j++)
    if (rl_op_get_attr(sloops[j], rl_ident_cstr(c, "slice_fusion_barrier")) ||
        (rar && !rl_aff_loop_parallel(k, sloops[j]))) {
      for (unsigned i = j; i < ns; i++) out[i].fixed = false;
      break;
    }
  /* MLIR's isSliceValid: the slice stays inside the src domain. */
  for (unsigned j = 0; j < ns; j++) {
    if (!out[j].fixed) continue;
    int64_t lo = out[j].cst, hi = out[j].cst + out[j].span, slo = 0, shi = -1;
    for (unsigned d = 0; d < depth; d++) {
      int64_t a = 0, b = 0;
      unit_range(dloops[d], &a, &b);
      int64_t x = out[j].coef[d] * a, y = out[j].coef[d] * b;
      lo += x < y ? x : y;
      hi += x < y ? y : x;
    }
    unit_range(sloops[j], &slo, &shi);
    if (lo < slo || hi > shi) return 0;
  }
  return 1;
}

/* MLIR's getMemoryFootprintBytes: a region per memref (MemRefRegion::compute
 * with the memref's shape bounds, symbolic in the loops around `loop`),
 * regions of one memref merged (unionBoundingBox), their sizes summed
 * (getRegionSize: identity layout, constant box, known element size). */
typedef struct fp_walk {
  const rl_aff_kinds *k;
  unsigned depth, n;
  rl_aff_region *regs[64];
  bool failed;
} fp_walk;

static bool fp_visit(rl_op *op, void *ud) {
  fp_walk *w = ud;
  if (w->failed) return false;
  if (!rl_aff_is_read(w->k, op) && !rl_aff_is_write(w->k, op)) return true;
  rl_aff_region *r = rl_aff_region_compute(w->k, op, w->depth, true);
  if (!r) { /* MLIR says so where it fails: on semi-affine subscripts */
    if (access_semi_affine(w->k, op)) rl_op_emit_plain_error(op, "error obtaining memory region\n");
    return !(w->failed = true);
  }
  rl_value *m = rl_aff_region_memref(r);
  unsigned i = 0;
  while (i < w->n && rl_aff_region_memref(w->regs[i]) != m) i++;
  if (i == w->n) {
    if (i == 64) {
      rl_aff_region_destroy(r);
      return !(w->failed = true);
    }
    w->regs[w->n++] = r;
    return true;
  }
  bool ok = rl_aff_region_union(w->regs[i], r);
  rl_aff_region_destroy(r);
  if (ok) return true;
  rl_diag *d = rl_diag_begin(rl_op_context(op), RL_WARNING, op->loc,
                             "getMemoryFootprintBytes: unable to perform a union on a memory region");
  rl_diag_note_current_op(d, op);
  rl_diag_report(rl_op_context(op), d);
  return !(w->failed = true);
}

bool rl_aff_footprint_bytes(const rl_aff_kinds *k, rl_op *loop, uint64_t *bytes) {
  fp_walk w = {.k = k, .depth = rl_aff_nesting_depth(k, loop)};
  rl_op_walk(loop, false, fp_visit, &w);
  uint64_t total = 0;
  for (unsigned i = 0; i < w.n; i++) {
    rl_type *t = rl_aff_region_memref(w.regs[i])->type;
    rl_attr *layout = rl_type_layout(t);
    unsigned rank = rl_type_rank(t);
    int64_t shape[16];
    rl_attr *offsets[16];
    uint64_t n = 0, eb = rl_aff_elt_bytes(rl_type_elem(t));
    if ((layout && (layout->kind != RL_AT_AFFINE_MAP || !rl_affine_map_is_identity(layout))) || rank > 16 ||
        !eb || !rl_aff_region_shape(w.regs[i], shape, offsets, &n))
      w.failed = true;
    total += n * eb;
  }
  for (unsigned i = 0; i < w.n; i++) rl_aff_region_destroy(w.regs[i]);
  if (w.failed) return false;
  *bytes = total;
  return true;
}
