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

/* The affine.for whose IV v is, when that loop is outer or inside it. */
static rl_op *iv_loop_inside(const rl_aff_kinds *k, rl_op *outer, rl_value *v) {
  if (!v->is_arg) return NULL;
  rl_block *b = rl_value_owner_block(v);
  rl_op *loop = b ? rl_block_parent_op(b) : NULL;
  if (!loop || loop->info != k->for_ || v != b->args[0]) return NULL;
  for (rl_op *p = loop; p; p = rl_op_parent_op(p))
    if (p == outer) return loop;
  return NULL;
}

/* The values such an IV spans, [lo, hi], from the constant results of its
 * bounds (the greatest of the lower bound's, the least of the upper
 * bound's), as the loop's domain in MLIR's constraint systems bounds it. */
static bool iv_range(rl_op *loop, int64_t *lo, int64_t *hi) {
  rl_attr *lm = rl_aff_for_map(loop, true), *um = rl_aff_for_map(loop, false);
  bool has_lo = false, has_hi = false;
  for (unsigned i = 0; lm && i < rl_affine_map_num_results(lm); i++) {
    rl_attr *e = rl_affine_map_result(lm, i);
    if (e->kind != RL_AT_AFF_CONST) continue;
    if (!has_lo || rl_affine_const_value(e) > *lo) *lo = rl_affine_const_value(e);
    has_lo = true;
  }
  for (unsigned i = 0; um && i < rl_affine_map_num_results(um); i++) {
    rl_attr *e = rl_affine_map_result(um, i);
    if (e->kind != RL_AT_AFF_CONST) continue;
    if (!has_hi || rl_affine_const_value(e) - 1 < *hi) *hi = rl_affine_const_value(e) - 1;
    has_hi = true;
  }
  return has_lo && has_hi && *hi >= *lo;
}

/* One dimension of a memref's box: values from outside with their
 * coefficients (what cancels), and the span of the rest. */
enum { FP_MAX_SYMS = 8, FP_MAX_MEMREFS = 32, FP_MAX_RANK = 8 };
typedef struct fp_dim {
  bool known;                /* a constant extent */
  unsigned nsyms;
  rl_value *syms[FP_MAX_SYMS];
  int64_t coef[FP_MAX_SYMS];
  int64_t lo, hi;            /* of the loop part, with the constant */
} fp_dim;

static bool same_syms(const fp_dim *a, const fp_dim *b) {
  if (a->nsyms != b->nsyms) return false;
  for (unsigned i = 0; i < a->nsyms; i++) {
    unsigned j = 0;
    while (j < b->nsyms && (b->syms[j] != a->syms[i] || b->coef[j] != a->coef[i])) j++;
    if (j == b->nsyms) return false;
  }
  return true;
}

static fp_dim access_dim(const rl_aff_kinds *k, rl_op *outer, rl_attr *m, unsigned r, rl_value *const *ops) {
  fp_dim d = {0};
  rl_context *c = rl_op_context(outer);
  unsigned nd = rl_affine_map_num_dims(m), ns = rl_affine_map_num_syms(m);
  int64_t flat[RL_AFF_MAX_OPERANDS + 1];
  if (nd + ns + 1 > RL_AFF_MAX_OPERANDS || !rl_aff_flatten_no_locals(c, rl_affine_map_result(m, r), nd, ns, flat))
    return d;
  d.lo = d.hi = flat[nd + ns];
  for (unsigned i = 0; i < nd + ns; i++) {
    if (!flat[i]) continue;
    int64_t lo = 0, hi = 0;
    rl_op *iv_loop = iv_loop_inside(k, outer, ops[i]);
    if (iv_loop && !iv_range(iv_loop, &lo, &hi)) return d; /* an IV inside without constant bounds */
    if (iv_loop) {
      int64_t a = flat[i] * lo, b = flat[i] * hi;
      d.lo += a < b ? a : b;
      d.hi += a < b ? b : a;
    } else {
      unsigned j = 0;
      while (j < d.nsyms && d.syms[j] != ops[i]) j++;
      if (j == d.nsyms) {
        if (d.nsyms == FP_MAX_SYMS) return d;
        d.syms[d.nsyms] = ops[i];
        d.coef[d.nsyms++] = 0;
      }
      d.coef[j] += flat[i];
    }
  }
  d.known = true;
  return d;
}

typedef struct fp_box {
  rl_value *memref;
  unsigned rank;
  fp_dim dims[FP_MAX_RANK];
} fp_box;

typedef struct fp_state {
  const rl_aff_kinds *k;
  rl_op *outer;
  int memspace;
  fp_box *boxes;
  unsigned nboxes;
  bool failed;
} fp_state;

static int memspace_of(rl_type *t) {
  rl_attr *s = rl_type_memspace(t);
  return s && s->kind == RL_AT_INTEGER ? (int)rl_attr_int_value(s) : 0;
}

static bool fp_visit(rl_op *op, void *ud) {
  fp_state *s = ud;
  if (s->failed || (!rl_aff_is_read(s->k, op) && !rl_aff_is_write(s->k, op))) return true;
  rl_value *m = rl_aff_access_memref(s->k, op);
  rl_type *t = m->type;
  if (s->memspace >= 0 && memspace_of(t) != s->memspace) return true;
  rl_attr *map = rl_op_get_prop(op, rl_ident_cstr(rl_op_context(op), "map"));
  unsigned first = rl_aff_is_read(s->k, op) ? 1 : 2, rank = rl_type_rank(t);
  if (!map || map->kind != RL_AT_AFFINE_MAP || rank > FP_MAX_RANK || op->noperands - first > RL_AFF_MAX_OPERANDS)
    return s->failed = true, true;
  rl_value *ops[RL_AFF_MAX_OPERANDS];
  for (unsigned i = first; i < op->noperands; i++) ops[i - first] = op->operands[i].value;
  unsigned b = 0;
  while (b < s->nboxes && s->boxes[b].memref != m) b++;
  if (b == s->nboxes) {
    if (b == FP_MAX_MEMREFS) return s->failed = true, true;
    s->boxes[b] = (fp_box){.memref = m, .rank = rank};
    for (unsigned i = 0; i < rank; i++) s->boxes[b].dims[i] = access_dim(s->k, s->outer, map, i, ops);
    s->nboxes++;
    return true;
  }
  /* MLIR's unionBoundingBox: each dimension of both boxes of a constant
   * size (a memref's static size bounds it), their lower bounds a
   * constant apart; else a warning, and no footprint. */
  for (unsigned i = 0; i < rank; i++) {
    fp_dim d = access_dim(s->k, s->outer, map, i, ops), *o = &s->boxes[b].dims[i];
    bool sized = rl_type_dim(t, i) != RL_DYNAMIC;
    if ((!o->known && !sized) || (!d.known && !sized) || (o->known && d.known && !same_syms(&d, o) && !sized)) {
      rl_diag *w = rl_diag_begin(rl_op_context(op), RL_WARNING, op->loc,
                                 "getMemoryFootprintBytes: unable to perform a union on a memory region");
      rl_diag_note_current_op(w, op);
      rl_diag_report(rl_op_context(op), w);
      return s->failed = true, true;
    }
    if (!o->known) continue;
    if (!d.known || !same_syms(&d, o)) {
      o->known = false;
      continue;
    }
    if (d.lo < o->lo) o->lo = d.lo;
    if (d.hi > o->hi) o->hi = d.hi;
  }
  return true;
}

/* Bytes of an element (MLIR's getMemRefEltSizeInBytes: bits rounded up);
 * 0 if unknown (index). */
static uint64_t elt_bytes(rl_type *e) {
  uint64_t n = 1;
  if (rl_type_kind_of(e) == RL_TY_VECTOR) {
    for (unsigned i = 0; i < rl_type_rank(e); i++) n *= (uint64_t)rl_type_dim(e, i);
    e = rl_type_elem(e);
  }
  uint64_t bits = rl_type_is_index(e) ? 0 : rl_type_bitwidth(e);
  return (bits * n + 7) / 8;
}

bool rl_aff_footprint_bytes(const rl_aff_kinds *k, rl_op *loop, int memspace, uint64_t *bytes) {
  fp_box boxes[FP_MAX_MEMREFS];
  fp_state s = {k, loop, memspace, boxes, 0, false};
  rl_op_walk(loop, false, fp_visit, &s);
  if (s.failed) return false;
  uint64_t total = 0;
  for (unsigned b = 0; b < s.nboxes; b++) {
    rl_type *t = boxes[b].memref->type;
    uint64_t n = 1, eb = elt_bytes(rl_type_elem(t));
    if (!eb) return false;
    for (unsigned i = 0; i < boxes[b].rank; i++) {
      const fp_dim *d = &boxes[b].dims[i];
      int64_t size = rl_type_dim(t, i), ext = d->known ? d->hi - d->lo + 1 : INT64_MAX;
      if (size != RL_DYNAMIC && size < ext) ext = size;
      if (ext == INT64_MAX) return false;
      n *= (uint64_t)ext;
    }
    total += n * eb;
  }
  *bytes = total;
  return true;
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
  *ncomps = 0;
  rl_value *sm = rl_aff_access_memref(k, src), *dm = rl_aff_access_memref(k, dst);
  if (!sm || sm != dm || (!rl_aff_is_write(k, src) && !rl_aff_is_write(k, dst))) return false;
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
