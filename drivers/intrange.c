/* The integer range analysis of drivers/intrange.h: a worklist of ops in
 * live blocks; each visit computes its results' ranges (or, for branches
 * and scf ops, the ranges flowing into block arguments and results) and
 * joins them in; a value whose range grew queues its users. Ranges are
 * MLIR's ConstantIntRanges: unsigned and signed bounds kept together, each
 * transfer function computing both and intersecting. */
#include <stdlib.h>
#include <string.h>

#include "core/attrs.h"
#include "core/context.h"
#include "core/opdef.h"
#include "core/ptrmap.h"
#include "core/rules_rt.h"
#include "core/types.h"
#include "drivers/dataflow.h"
#include "drivers/intrange.h"
#include "drivers/oplist.h"

typedef rl_int_range range;
typedef __int128 wide;

/* ---- ranges ------------------------------------------------------------------------------------- */

static uint64_t mask(unsigned w) { return w >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << w) - 1; }
static int64_t sext(uint64_t x, unsigned w) {
  return w >= 64 ? (int64_t)x : (int64_t)(x << (64 - w)) >> (64 - w);
}
static int64_t smin_of(unsigned w) { return w >= 64 ? INT64_MIN : -((int64_t)1 << (w - 1)); }
static int64_t smax_of(unsigned w) { return w >= 64 ? INT64_MAX : ((int64_t)1 << (w - 1)) - 1; }
static bool neg(int64_t x) { return x < 0; }

static range max_range(unsigned w) { return (range){w, 0, mask(w), smin_of(w), smax_of(w)}; }
static range constant(unsigned w, uint64_t v) {
  v &= mask(w);
  return (range){w, v, v, sext(v, w), sext(v, w)};
}
/* MLIR's fromUnsigned: the signed bounds follow when no sign change lies
 * inside. */
static range from_unsigned(unsigned w, uint64_t lo, uint64_t hi) {
  int64_t a = sext(lo, w), b = sext(hi, w);
  if (neg(a) == neg(b)) return (range){w, lo, hi, a, b};
  return (range){w, lo, hi, smin_of(w), smax_of(w)};
}
static range from_signed(unsigned w, int64_t lo, int64_t hi) {
  if (neg(lo) == neg(hi)) return (range){w, (uint64_t)lo & mask(w), (uint64_t)hi & mask(w), lo, hi};
  return (range){w, 0, mask(w), lo, hi};
}
static range intersect(range a, range b) {
  return (range){a.width, a.umin > b.umin ? a.umin : b.umin, a.umax < b.umax ? a.umax : b.umax,
                 a.smin > b.smin ? a.smin : b.smin, a.smax < b.smax ? a.smax : b.smax};
}
static range unite(range a, range b) {
  if (!a.width) return b;
  if (!b.width) return a;
  return (range){a.width, a.umin < b.umin ? a.umin : b.umin, a.umax > b.umax ? a.umax : b.umax,
                 a.smin < b.smin ? a.smin : b.smin, a.smax > b.smax ? a.smax : b.smax};
}
static bool same(range a, range b) {
  return a.width == b.width && a.umin == b.umin && a.umax == b.umax && a.smin == b.smin && a.smax == b.smax;
}

/* Whether x fits the width, unsigned or signed. */
static bool ufits(wide x, unsigned w) { return x >= 0 && x <= (wide)mask(w); }
static bool sfits(wide x, unsigned w) { return x >= smin_of(w) && x <= smax_of(w); }

typedef enum binop { B_ADD, B_SUB, B_MUL, B_DIV, B_CEILDIV, B_FLOORDIV, B_SHL, B_SHR } binop;

/* a op b exactly, false on division by zero. */
static bool apply(binop op, wide a, wide b, wide *r) {
  switch (op) {
  case B_ADD: *r = a + b; return true;
  case B_SUB: *r = a - b; return true;
  case B_MUL: *r = a * b; return true;
  case B_SHL: if (b < 0 || b >= 64) return false; *r = a * ((wide)1 << b); return true;
  case B_SHR: if (b < 0 || b >= 64) return false; *r = a >= 0 ? a >> b : -((-a - 1) >> b) - 1; return true;
  default: break;
  }
  if (b == 0) return false;
  wide q = a / b, m = a % b;
  if (op == B_CEILDIV && m != 0 && ((m > 0) == (b > 0))) q++;
  if (op == B_FLOORDIV && m != 0 && ((m < 0) != (b < 0))) q--;
  *r = q;
  return true;
}

/* MLIR's minMaxBy: op over every pair of the bounds; the full range when one
 * overflows. */
static range min_max_by(binop op, unsigned w, wide a0, wide a1, wide b0, wide b1, bool is_signed) {
  wide as[2] = {a0, a1}, bs[2] = {b0, b1}, lo = 0, hi = 0;
  for (unsigned i = 0; i < 4; i++) {
    wide r;
    if (!apply(op, as[i & 1], bs[i >> 1], &r) || !(is_signed ? sfits(r, w) : ufits(r, w))) return max_range(w);
    if (!i || r < lo) lo = r;
    if (!i || r > hi) hi = r;
  }
  return is_signed ? from_signed(w, (int64_t)lo, (int64_t)hi) : from_unsigned(w, (uint64_t)lo, (uint64_t)hi);
}

/* MLIR's computeBoundsBy: op on the minimums and on the maximums. */
static range bounds_by(binop op, unsigned w, wide lo_a, wide lo_b, wide hi_a, wide hi_b, bool is_signed) {
  wide lo, hi;
  if (!apply(op, lo_a, lo_b, &lo) || !apply(op, hi_a, hi_b, &hi) || !(is_signed ? sfits(lo, w) : ufits(lo, w)) ||
      !(is_signed ? sfits(hi, w) : ufits(hi, w)))
    return max_range(w);
  return is_signed ? from_signed(w, (int64_t)lo, (int64_t)hi) : from_unsigned(w, (uint64_t)lo, (uint64_t)hi);
}

/* The bits a range may hold: those that are 0 in every value cleared, those
 * 1 in every value set (MLIR's widenBitwiseBounds). */
static void bit_bounds(range r, uint64_t *zeros, uint64_t *ones) {
  uint64_t diff = r.umin ^ r.umax;
  unsigned n = diff ? 64 - (unsigned)__builtin_clzll(diff) : 0;
  uint64_t low = n >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << n) - 1;
  *zeros = r.umin & ~low;
  *ones = (r.umax | low) & mask(r.width);
}

/* Truncation to w bits (MLIR's truncRange). */
static range trunc_to(range r, unsigned w) {
  range t = {w, 0, mask(w), smin_of(w), smax_of(w)};
  if ((w >= 64 ? 0 : r.umin >> w) == (w >= 64 ? 0 : r.umax >> w)) t.umin = r.umin & mask(w), t.umax = r.umax & mask(w);
  if ((r.smin >> (w - 1)) == (r.smax >> (w - 1))) t.smin = sext((uint64_t)r.smin, w), t.smax = sext((uint64_t)r.smax, w);
  return t;
}

/* ---- the analysis ---------------------------------------------------------------------------------- */

enum { O_NONE, O_CONST, O_ADD, O_SUB, O_MUL, O_DIVU, O_DIVS, O_CEILDIVU, O_CEILDIVS, O_FLOORDIVS, O_REMU, O_REMS,
       O_AND, O_OR, O_XOR, O_SHL, O_SHRU, O_SHRS, O_MINS, O_MAXS, O_MINU, O_MAXU, O_EXTU, O_EXTS, O_TRUNC,
       O_INDEX_CAST, O_INDEX_CASTUI, O_CMPI, O_SELECT, O_BR, O_COND_BR, O_SCF_FOR, O_SCF_IF, O_SCF_YIELD, O_N };

static const char *const op_names[O_N] = {
    [O_CONST] = "arith.constant", [O_ADD] = "arith.addi", [O_SUB] = "arith.subi", [O_MUL] = "arith.muli",
    [O_DIVU] = "arith.divui", [O_DIVS] = "arith.divsi", [O_CEILDIVU] = "arith.ceildivui",
    [O_CEILDIVS] = "arith.ceildivsi", [O_FLOORDIVS] = "arith.floordivsi", [O_REMU] = "arith.remui",
    [O_REMS] = "arith.remsi", [O_AND] = "arith.andi", [O_OR] = "arith.ori", [O_XOR] = "arith.xori",
    [O_SHL] = "arith.shli", [O_SHRU] = "arith.shrui", [O_SHRS] = "arith.shrsi", [O_MINS] = "arith.minsi",
    [O_MAXS] = "arith.maxsi", [O_MINU] = "arith.minui", [O_MAXU] = "arith.maxui", [O_EXTU] = "arith.extui",
    [O_EXTS] = "arith.extsi", [O_TRUNC] = "arith.trunci", [O_INDEX_CAST] = "arith.index_cast",
    [O_INDEX_CASTUI] = "arith.index_castui", [O_CMPI] = "arith.cmpi", [O_SELECT] = "arith.select",
    [O_BR] = "cf.br", [O_COND_BR] = "cf.cond_br", [O_SCF_FOR] = "scf.for", [O_SCF_IF] = "scf.if",
    [O_SCF_YIELD] = "scf.yield"};

struct rl_intrange {
  rl_context *c;
  rl_opinfo *ops[O_N];
  rl_ptrmap at;       /* value -> index + 1 into ranges */
  range *ranges;
  size_t n, cap;
  rl_ptrmap queued;   /* op -> 1 while on the worklist */
  rl_oplist work;
  rl_dataflow *live;
  rl_ident *value, *predicate;
};

static int kind_of(const rl_intrange *a, const rl_op *op) {
  for (int k = 1; k < O_N; k++)
    if (a->ops[k] && op->info == a->ops[k]) return k;
  return O_NONE;
}

/* The width a value's range is kept in: its integer width, 64 for index;
 * 0 for other types and wider integers. */
static unsigned width_of(const rl_type *t) {
  if (rl_type_is_index(t)) return 64;
  if (rl_type_is_integer(t) && rl_type_int_width(t) >= 1 && rl_type_int_width(t) <= 64) return rl_type_int_width(t);
  return 0;
}

static range get(const rl_intrange *a, rl_value *v) {
  size_t i = (size_t)(uintptr_t)rl_ptrmap_get(&a->at, v);
  return i ? a->ranges[i - 1] : (range){0};
}

static void push(rl_intrange *a, rl_op *op) {
  if (rl_ptrmap_get(&a->queued, op)) return;
  rl_ptrmap_put(&a->queued, op, (void *)1);
  rl_oplist_push(&a->work, op);
}

/* Joins r into v's range (or, with widen, makes it the full range when it
 * would change a known one); queues v's users when it changed. */
static void join(rl_intrange *a, rl_value *v, range r, bool widen) {
  unsigned w = width_of(v->type);
  if (!w || !r.width) return;
  if (r.width != w) r = max_range(w);
  size_t i = (size_t)(uintptr_t)rl_ptrmap_get(&a->at, v);
  if (!i) {
    if (a->n == a->cap) {
      a->cap = a->cap ? 2 * a->cap : 256;
      a->ranges = rl_xrealloc(a->ranges, a->cap * sizeof *a->ranges);
    }
    a->ranges[a->n++] = (range){0};
    i = a->n;
    rl_ptrmap_put(&a->at, v, (void *)(uintptr_t)i);
  }
  range *cur = &a->ranges[i - 1], next = unite(*cur, r);
  if (same(next, *cur)) return;
  *cur = widen && cur->width ? max_range(w) : next;
  for (rl_use *u = v->first_use; u; u = u->next) {
    push(a, u->owner);
    /* A yield's op joins what it yields. */
    if (kind_of(a, u->owner) == O_SCF_YIELD && u->owner->parent && rl_op_parent_op(u->owner))
      push(a, rl_op_parent_op(u->owner));
  }
}

static void join_max(rl_intrange *a, rl_value *v) { join(a, v, max_range(width_of(v->type)), false); }

/* The range of an integer or index constant attribute. */
static range of_attr(rl_attr *v, unsigned w) {
  if (!v || v->kind != RL_AT_INTEGER) return (range){0};
  return constant(w, rl_attr_int_words(v)[0]);
}

/* Whether cmpi predicate p (MLIR's numbering) holds for every pair, for
 * none, or either (-1). */
static int decide(int64_t p, range l, range r) {
  switch (p) {
  case 0: case 1: { /* eq, ne */
    bool single = l.umin == l.umax && r.umin == r.umax && l.umin == r.umin;
    bool apart = l.umax < r.umin || r.umax < l.umin || l.smax < r.smin || r.smax < l.smin;
    int eq = single ? 1 : apart ? 0 : -1;
    return eq < 0 ? -1 : p == 0 ? eq : !eq;
  }
  case 2: return l.smax < r.smin ? 1 : l.smin >= r.smax ? 0 : -1;  /* slt */
  case 3: return l.smax <= r.smin ? 1 : l.smin > r.smax ? 0 : -1;  /* sle */
  case 4: return l.smin > r.smax ? 1 : l.smax <= r.smin ? 0 : -1;  /* sgt */
  case 5: return l.smin >= r.smax ? 1 : l.smax < r.smin ? 0 : -1;  /* sge */
  case 6: return l.umax < r.umin ? 1 : l.umin >= r.umax ? 0 : -1;  /* ult */
  case 7: return l.umax <= r.umin ? 1 : l.umin > r.umax ? 0 : -1;  /* ule */
  case 8: return l.umin > r.umax ? 1 : l.umax <= r.umin ? 0 : -1;  /* ugt */
  case 9: return l.umin >= r.umax ? 1 : l.umax < r.umin ? 0 : -1;  /* uge */
  default: return -1;
  }
}

/* The range of a plain op's single result from its operands' ranges
 * (width 0: not known, an operand not known yet). */
static range transfer(rl_intrange *a, rl_op *op, int k, unsigned w) {
  if (k == O_CONST) return of_attr(rl_op_get_prop(op, a->value), w);
  if (k == O_NONE || !op->noperands) return max_range(w);
  range x = get(a, op->operands[0].value), y = op->noperands > 1 ? get(a, op->operands[1].value) : x;
  if (k == O_SELECT) {
    range cnd = get(a, op->operands[0].value), t = get(a, op->operands[1].value), f = get(a, op->operands[2].value);
    if (!cnd.width || !t.width || !f.width) return (range){0};
    if (cnd.umin == cnd.umax) return cnd.umin ? t : f;
    return unite(t, f);
  }
  if (!x.width || !y.width) return (range){0};
  switch (k) {
  case O_ADD:
    return intersect(bounds_by(B_ADD, w, x.umin, y.umin, x.umax, y.umax, false),
                     bounds_by(B_ADD, w, x.smin, y.smin, x.smax, y.smax, true));
  case O_SUB:
    return intersect(bounds_by(B_SUB, w, x.umin, y.umax, x.umax, y.umin, false),
                     bounds_by(B_SUB, w, x.smin, y.smax, x.smax, y.smin, true));
  case O_MUL:
    return intersect(min_max_by(B_MUL, w, x.umin, x.umax, y.umin, y.umax, false),
                     min_max_by(B_MUL, w, x.smin, x.smax, y.smin, y.smax, true));
  case O_DIVU: case O_CEILDIVU:
    if (y.umin) return min_max_by(k == O_DIVU ? B_DIV : B_CEILDIV, w, x.umin, x.umax, y.umin, y.umax, false);
    return from_unsigned(w, 0, x.umax);
  case O_DIVS: case O_CEILDIVS: case O_FLOORDIVS:
    if (y.smin > 0 || y.smax < 0)
      return min_max_by(k == O_DIVS ? B_DIV : k == O_CEILDIVS ? B_CEILDIV : B_FLOORDIV, w, x.smin, x.smax, y.smin, y.smax,
                        true);
    return max_range(w);
  case O_REMU: {
    uint64_t lo = 0, hi = mask(w);
    if (y.umin) {
      hi = y.umax - 1;
      if (y.umin == y.umax && x.umax - x.umin < y.umax && x.umin % y.umax <= x.umax % y.umax)
        lo = x.umin % y.umax, hi = x.umax % y.umax;
    }
    return from_unsigned(w, lo, hi);
  }
  case O_REMS: {
    int64_t lo = smin_of(w), hi = smax_of(w);
    if (y.smin > 0 || y.smax < 0) {
      wide d = y.smin > 0 ? y.smax : -(wide)y.smin, m = d - 1;
      lo = x.smin < 0 ? (int64_t)-m : 0;
      hi = x.smax > 0 ? (int64_t)m : 0;
      if (y.smin == y.smax && (wide)x.smax - x.smin < d && (x.smin % d) <= (x.smax % d))
        lo = (int64_t)(x.smin % d), hi = (int64_t)(x.smax % d);
    }
    return from_signed(w, lo, hi);
  }
  case O_AND: case O_OR: case O_XOR: {
    uint64_t xz, xo, yz, yo;
    bit_bounds(x, &xz, &xo);
    bit_bounds(y, &yz, &yo);
    if (k == O_AND) return from_unsigned(w, xz & yz, xo & yo);
    if (k == O_OR) return from_unsigned(w, xz | yz, xo | yo);
    uint64_t unknown = (xz ^ xo) | (yz ^ yo), known = (xz ^ yz) & ~unknown;
    return from_unsigned(w, known, (known | unknown) & mask(w));
  }
  case O_SHL:
    if (y.umax >= w) return max_range(w);
    return intersect(min_max_by(B_MUL, w, x.umin, x.umax, (wide)1 << y.umin, (wide)1 << y.umax, false),
                     min_max_by(B_MUL, w, x.smin, x.smax, (wide)1 << y.umin, (wide)1 << y.umax, true));
  case O_SHRU:
    if (y.umax >= w) return max_range(w);
    return min_max_by(B_SHR, w, x.umin, x.umax, y.umin, y.umax, false);
  case O_SHRS:
    if (y.umax >= w) return max_range(w);
    return min_max_by(B_SHR, w, x.smin, x.smax, y.umin, y.umax, true);
  case O_MINS: return from_signed(w, x.smin < y.smin ? x.smin : y.smin, x.smax < y.smax ? x.smax : y.smax);
  case O_MAXS: return from_signed(w, x.smin > y.smin ? x.smin : y.smin, x.smax > y.smax ? x.smax : y.smax);
  case O_MINU: return from_unsigned(w, x.umin < y.umin ? x.umin : y.umin, x.umax < y.umax ? x.umax : y.umax);
  case O_MAXU: return from_unsigned(w, x.umin > y.umin ? x.umin : y.umin, x.umax > y.umax ? x.umax : y.umax);
  case O_EXTU: return from_unsigned(w, x.umin, x.umax);
  case O_EXTS: return from_signed(w, x.smin, x.smax);
  case O_TRUNC: return trunc_to(x, w);
  case O_INDEX_CAST: case O_INDEX_CASTUI:
    if (w < x.width) return trunc_to(x, w);
    if (w == x.width) return x;
    return k == O_INDEX_CAST ? from_signed(w, x.smin, x.smax) : from_unsigned(w, x.umin, x.umax);
  case O_CMPI: {
    rl_attr *p = rl_op_get_prop(op, a->predicate);
    int d = p && p->kind == RL_AT_INTEGER ? decide(rl_attr_int_value(p), x, y) : -1;
    return d < 0 ? from_unsigned(w, 0, 1) : constant(w, (uint64_t)d);
  }
  default: return max_range(w);
  }
}

/* An scf.for bound: the constant (folded, as MLIR's getSingleLowerBound
 * gives it) or the range's bound of a value, MLIR's getLoopBoundFromFold;
 * the signed extreme when not known. */
static int64_t bound(rl_intrange *a, rl_value *v, bool upper) {
  rl_op *def = v->is_arg ? NULL : rl_value_owner(v);
  if (def && kind_of(a, def) == O_CONST) {
    rl_attr *k = rl_op_get_prop(def, a->value);
    if (k && k->kind == RL_AT_INTEGER) return rl_attr_int_value(k);
  }
  range r = get(a, v);
  if (!r.width) return upper ? INT64_MAX : INT64_MIN;
  return upper ? r.smax : r.smin;
}

/* The region-holding ops' own flow: scf.for's induction variable, iter_args
 * and results, scf.if's results; other ops' block arguments are full. */
static void visit_regions(rl_intrange *a, rl_op *op, int k) {
  if (k == O_SCF_FOR && op->noperands >= 3 && op->nregions == 1 && rl_op_region(op, 0)->first) {
    rl_block *body = rl_op_region(op, 0)->first;
    rl_op *yield = body->last;
    rl_value *iv = body->args[0];
    int64_t lo = bound(a, op->operands[0].value, false), hi = bound(a, op->operands[1].value, true),
            st = bound(a, op->operands[2].value, true);
    if (st < 0) {
      int64_t t = lo;
      lo = hi, hi = t;
    } else if (hi != INT64_MIN) {
      hi -= 1;
    }
    unsigned w = width_of(iv->type);
    if (w) join(a, iv, lo <= hi && lo >= smin_of(w) && hi <= smax_of(w) ? from_signed(w, lo, hi) : max_range(w), false);
    for (unsigned i = 3; i < op->noperands; i++) {
      range in = get(a, op->operands[i].value);
      join(a, body->args[i - 2], in, false);
      join(a, rl_op_result(op, i - 3), in, false);
      if (yield && kind_of(a, yield) == O_SCF_YIELD && i - 3 < yield->noperands) {
        range y = get(a, yield->operands[i - 3].value);
        join(a, body->args[i - 2], y, false);
        join(a, rl_op_result(op, i - 3), y, false);
      }
    }
    return;
  }
  if (k == O_SCF_IF) {
    for (unsigned r = 0; r < op->nregions; r++) {
      rl_block *b = rl_op_region(op, r)->first;
      rl_op *yield = b ? b->last : NULL;
      if (!yield || kind_of(a, yield) != O_SCF_YIELD) continue;
      for (unsigned i = 0; i < op->nresults && i < yield->noperands; i++)
        join(a, rl_op_result(op, i), get(a, yield->operands[i].value), false);
    }
    return;
  }
  for (unsigned r = 0; r < op->nregions; r++)
    for (rl_block *b = rl_op_region(op, r)->first; b; b = b->next)
      if (b == rl_op_region(op, r)->first)
        for (unsigned i = 0; i < b->nargs; i++) join_max(a, b->args[i]);
  for (unsigned i = 0; i < op->nresults; i++) join_max(a, rl_op_result(op, i));
}

static void visit(rl_intrange *a, rl_op *op) {
  int k = kind_of(a, op);
  if (k == O_BR || k == O_COND_BR) {
    for (unsigned s = 0; s < op->nsuccs; s++) {
      unsigned n, first = k == O_BR ? (n = op->noperands, 0) : rl_op_operand_group(op, 1 + s, &n);
      rl_block *b = rl_op_succ(op, s);
      for (unsigned i = 0; i < n && i < b->nargs; i++) join(a, b->args[i], get(a, op->operands[first + i].value), false);
    }
    return;
  }
  if (op->nsuccs) { /* a branch the analysis cannot read */
    for (unsigned s = 0; s < op->nsuccs; s++)
      for (unsigned i = 0; i < rl_op_succ(op, s)->nargs; i++) join_max(a, rl_op_succ(op, s)->args[i]);
  }
  if (op->nregions || k == O_SCF_FOR || k == O_SCF_IF) {
    visit_regions(a, op, k);
    return;
  }
  if (k == O_SCF_YIELD) return;
  for (unsigned i = 0; i < op->nresults; i++) {
    rl_value *v = rl_op_result(op, i);
    unsigned w = width_of(v->type);
    if (!w) continue;
    range r = op->nresults == 1 ? transfer(a, op, k, w) : max_range(w);
    bool yielded = false;
    for (rl_use *u = v->first_use; u && !yielded; u = u->next) yielded = !u->owner->next && u->owner->parent;
    join(a, v, r, yielded);
  }
}

/* Queues the ops of the live blocks under op, and sets the arguments of
 * blocks no known edge reaches (function entries, other ops' regions). */
static void seed(rl_intrange *a, rl_op *top) {
  rl_oplist stack = {0};
  rl_oplist_push(&stack, top);
  while (stack.n) {
    rl_op *op = stack.v[--stack.n];
    int k = kind_of(a, op);
    for (unsigned r = 0; r < op->nregions; r++)
      for (rl_block *b = rl_op_region(op, r)->first; b; b = b->next) {
        if (!rl_dataflow_block_live(a->live, b)) continue;
        if (b == rl_op_region(op, r)->first && k != O_SCF_FOR && k != O_SCF_IF)
          for (unsigned i = 0; i < b->nargs; i++) join_max(a, b->args[i]);
        for (rl_op *o = b->first; o; o = o->next) {
          push(a, o);
          if (o->nregions) rl_oplist_push(&stack, o);
        }
      }
  }
  rl_oplist_free(&stack);
}

rl_intrange *rl_intrange_run(rl_context *c, rl_op *top) {
  rl_intrange *a = rl_xcalloc(1, sizeof *a);
  a->c = c;
  for (int k = 1; k < O_N; k++) a->ops[k] = rl_opinfo_find_cstr(c, op_names[k]);
  a->value = rl_ident_cstr(c, "value");
  a->predicate = rl_ident_cstr(c, "predicate");
  a->live = rl_dataflow_constants(c, top);
  seed(a, top);
  /* First in, first out, as MLIR's solver. */
  for (size_t head = 0; head < a->work.n; head++) {
    rl_op *op = a->work.v[head];
    rl_ptrmap_put(&a->queued, op, NULL);
    if (op->parent && !rl_dataflow_block_live(a->live, op->parent)) continue;
    visit(a, op);
  }
  return a;
}

void rl_intrange_destroy(rl_intrange *a) {
  if (!a) return;
  rl_dataflow_destroy(a->live);
  rl_ptrmap_free(&a->at);
  rl_ptrmap_free(&a->queued);
  rl_oplist_free(&a->work);
  free(a->ranges);
  free(a);
}

rl_int_range rl_intrange_value(rl_intrange *a, rl_value *v) {
  range r = get(a, v);
  rl_op *op = v->is_arg ? NULL : rl_value_owner(v);
  if (r.width || !op || op->nregions || op->nsuccs) return r;
  /* Made after the analysis ran: its op's transfer over known operands. */
  for (unsigned i = 0; i < op->noperands; i++)
    if (!get(a, op->operands[i].value).width && !rl_intrange_value(a, op->operands[i].value).width) return (range){0};
  unsigned w = width_of(v->type);
  if (!w || op->nresults != 1) return (range){0};
  r = transfer(a, op, kind_of(a, op), w);
  if (r.width) join(a, v, r, false);
  return r;
}

/* ---- NonNegative, for rules ------------------------------------------------------------------ */

static _Thread_local rl_intrange *g_current;
static _Thread_local rl_op *g_top;

void rl_intrange_reset(void) {
  rl_intrange_destroy(g_current);
  g_current = NULL;
  g_top = NULL;
}

static bool non_negative(rl_context *c, const rl_mval *args) {
  rl_task_escape(); /* the analysis runs on the whole top op */
  rl_value *v = args[0].p;
  if (!v) return false;
  rl_op *top = v->is_arg ? (((rl_block *)rl_value_owner(v))->parent ? ((rl_block *)rl_value_owner(v))->parent->parent : NULL)
                         : (rl_op *)rl_value_owner(v);
  while (top && top->parent && rl_op_parent_op(top)) top = rl_op_parent_op(top);
  if (!top) return false;
  if (top != g_top) {
    rl_intrange_reset();
    g_current = rl_intrange_run(c, top);
    g_top = top;
  }
  range r = rl_intrange_value(g_current, v);
  return r.width && r.smin >= 0;
}

/* StaysSigned(op): op (a signed arith op) is not proven to have an unsigned
 * equivalent: some operand or result (for a comparison, some operand; for
 * an unsigned comparison, always) is not known non-negative. MLIR's
 * legality test of --arith-unsigned-when-equivalent. */
static bool stays_signed(rl_context *c, const rl_mval *args) {
  rl_op *op = args[0].p;
  if (!op) return true;
  bool cmp = !strcmp(op->info->name->str, "arith.cmpi");
  if (cmp) {
    rl_attr *p = rl_op_get_prop(op, rl_ident_cstr(c, "predicate"));
    int64_t k = p && p->kind == RL_AT_INTEGER ? rl_attr_int_value(p) : -1;
    if (k < 2 || k > 5) return true; /* slt, sle, sgt, sge */
  }
  for (unsigned i = 0; i < op->noperands + (cmp ? 0 : op->nresults); i++) {
    rl_value *v = i < op->noperands ? op->operands[i].value : rl_op_result(op, i - op->noperands);
    rl_mval m = {v, 0, 0};
    if (!non_negative(c, &m)) return true;
  }
  return false;
}

static const rl_rule_lib_entry lib[] = {
    {"NonNegative", 1, {RL_MK_VALUE}, 0, non_negative, NULL},
    {"StaysSigned", 1, {RL_MK_OP}, 0, stays_signed, NULL},
};

void rl_intrange_lib_register(void) { rl_rule_lib_register(lib, sizeof lib / sizeof *lib); }
