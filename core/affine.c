/* Affine expressions, maps and integer sets: simplifying constructors, the affine_map and affine_set parser and printer (mlir-opt-19's behaviour). */
#include "affine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ptrmap.h"

/* ---- 64-bit arithmetic without undefined behaviour ------------------------ */

static int64_t wrap_add(int64_t a, int64_t b) { return (int64_t)((uint64_t)a + (uint64_t)b); }
static int64_t wrap_mul(int64_t a, int64_t b) { return (int64_t)((uint64_t)a * (uint64_t)b); }
static int64_t wrap_neg(int64_t a) { return (int64_t)(0 - (uint64_t)a); }
static int64_t wrap_abs(int64_t a) { return a < 0 ? wrap_neg(a) : a; }
/* a % b and a / b for b != 0, defined for INT64_MIN / -1 (remainder 0, quotient wraps). */
static int64_t safe_rem(int64_t a, int64_t b) { return b == -1 ? 0 : a % b; }
static int64_t safe_quot(int64_t a, int64_t b) { return b == -1 ? wrap_neg(a) : a / b; }

/* Floor and ceiling division; b != 0 and not INT64_MIN / -1. */
static int64_t floor_div(int64_t a, int64_t b) {
  int64_t q = a / b;
  if (a % b != 0 && ((a < 0) != (b < 0))) q--;
  return q;
}
static int64_t ceil_div(int64_t a, int64_t b) {
  int64_t q = a / b;
  if (a % b != 0 && ((a < 0) == (b < 0))) q++;
  return q;
}
/* Non-negative remainder for b >= 1. */
static int64_t pos_mod(int64_t a, int64_t b) {
  int64_t r = a % b;
  return r < 0 ? r + b : r;
}

uint64_t rl_gcd_u64(uint64_t a, uint64_t b) {
  while (b) {
    uint64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/* ---- node construction ------------------------------------------------------ */

static rl_attr *raw_binary(rl_context *c, rl_attr_kind k, rl_attr *l, rl_attr *r) {
  uint64_t w[2] = {rl_ptr_word(l), rl_ptr_word(r)};
  unsigned dl = rl_affine_depth(l), dr = rl_affine_depth(r);
  unsigned d = (dl > dr ? dl : dr) + 1;
  if (d > RL_AFF_DEPTH_MAX) d = RL_AFF_DEPTH_MAX;
  unsigned sub = ((l->sub | r->sub) & RL_AFF_HAS_DIM) | (d << 1);
  return (rl_attr *)rl_uniq(c, k, sub, 2, w);
}

rl_attr *rl_affine_dim(rl_context *c, unsigned pos) {
  uint64_t w = pos;
  return (rl_attr *)rl_uniq(c, RL_AT_AFF_DIM, RL_AFF_HAS_DIM, 1, &w);
}

rl_attr *rl_affine_sym(rl_context *c, unsigned pos) {
  uint64_t w = pos;
  return (rl_attr *)rl_uniq(c, RL_AT_AFF_SYM, 0, 1, &w);
}

rl_attr *rl_affine_const(rl_context *c, int64_t v) {
  uint64_t w = (uint64_t)v;
  return (rl_attr *)rl_uniq(c, RL_AT_AFF_CONST, 0, 1, &w);
}

rl_attr *rl_affine_map(rl_context *c, unsigned ndims, unsigned nsyms, unsigned nres,
                       rl_attr *const *results) {
  uint64_t small[16];
  uint64_t *w = nres + 2 <= 16 ? small : malloc(sizeof *w * (nres + 2));
  if (!w) { fputs("rulir: out of memory\n", stderr); abort(); }
  w[0] = ndims;
  w[1] = nsyms;
  for (unsigned i = 0; i < nres; i++) w[2 + i] = rl_ptr_word(results[i]);
  rl_attr *m = (rl_attr *)rl_uniq(c, RL_AT_AFFINE_MAP, 0, nres + 2, w);
  if (w != small) free(w);
  return m;
}

rl_attr *rl_integer_set(rl_context *c, unsigned ndims, unsigned nsyms, unsigned n,
                        rl_attr *const *exprs, const bool *is_eq) {
  rl_attr *zero = NULL;
  bool yes = true;
  if (n == 0) { /* no constraints: the universe, `0 == 0` */
    zero = rl_affine_const(c, 0);
    exprs = &zero;
    is_eq = &yes;
    n = 1;
  }
  uint64_t small[32];
  size_t nw = 3 + 2 * (size_t)n;
  uint64_t *w = nw <= 32 ? small : malloc(sizeof *w * nw);
  if (!w) { fputs("rulir: out of memory\n", stderr); abort(); }
  w[0] = ndims;
  w[1] = nsyms;
  w[2] = n;
  for (unsigned i = 0; i < n; i++) {
    w[3 + i] = rl_ptr_word(exprs[i]);
    w[3 + n + i] = is_eq && is_eq[i];
  }
  rl_attr *set = (rl_attr *)rl_uniq(c, RL_AT_INTEGER_SET, 0, (uint32_t)nw, w);
  if (w != small) free(w);
  return set;
}

/* ---- facts about expressions -------------------------------------------------- */

static bool is_const(const rl_attr *e) { return e->kind == RL_AT_AFF_CONST; }
static bool is_const_val(const rl_attr *e, int64_t v) {
  return e->kind == RL_AT_AFF_CONST && rl_affine_const_value(e) == v;
}
/* e is `x <kind> <constant>`. */
static bool is_bin_const_rhs(const rl_attr *e, rl_attr_kind kind) {
  return e->kind == kind && is_const(rl_affine_rhs(e));
}

int64_t rl_affine_largest_known_divisor(const rl_attr *e) {
  switch (e->kind) {
  case RL_AT_AFF_CONST: return wrap_abs(rl_affine_const_value(e));
  case RL_AT_AFF_MUL:
    return wrap_mul(rl_affine_largest_known_divisor(rl_affine_lhs(e)),
                    rl_affine_largest_known_divisor(rl_affine_rhs(e)));
  case RL_AT_AFF_ADD:
  case RL_AT_AFF_MOD:
    return (int64_t)rl_gcd_u64((uint64_t)rl_affine_largest_known_divisor(rl_affine_lhs(e)),
                            (uint64_t)rl_affine_largest_known_divisor(rl_affine_rhs(e)));
  case RL_AT_AFF_FLOORDIV:
  case RL_AT_AFF_CEILDIV: {
    const rl_attr *r = rl_affine_rhs(e);
    if (is_const(r) && rl_affine_const_value(r) != 0) {
      int64_t d = rl_affine_largest_known_divisor(rl_affine_lhs(e));
      int64_t rv = rl_affine_const_value(r);
      if (safe_rem(d, rv) == 0) return wrap_abs(safe_quot(d, rv));
    }
    return 1;
  }
  default: return 1; /* dims and symbols */
  }
}

/* ---- simplification -------------------------------------------------------------
 * Each simplify_* returns the simplified expression, or NULL when the plain
 * node is the answer. The rules are those mlir-opt-19 visibly applies when it
 * builds an expression (see tests/unit/test_affine.c). */

static rl_attr *add(rl_context *c, rl_attr *l, rl_attr *r) { return rl_affine_binary(c, RL_AT_AFF_ADD, l, r); }
static rl_attr *mul(rl_context *c, rl_attr *l, rl_attr *r) { return rl_affine_binary(c, RL_AT_AFF_MUL, l, r); }
static rl_attr *mulc(rl_context *c, rl_attr *l, int64_t v) { return mul(c, l, rl_affine_const(c, v)); }

rl_attr *rl_affine_neg(rl_context *c, rl_attr *e) { return mulc(c, e, -1); }
rl_attr *rl_affine_sub(rl_context *c, rl_attr *l, rl_attr *r) { return add(c, l, rl_affine_neg(c, r)); }

static rl_attr *simplify_add(rl_context *c, rl_attr *l, rl_attr *r) {
  /* c1 + c2 folds unless it overflows. */
  if (is_const(l) && is_const(r)) {
    int64_t s;
    if (__builtin_add_overflow(rl_affine_const_value(l), rl_affine_const_value(r), &s)) return NULL;
    return rl_affine_const(c, s);
  }
  /* Constants go right; so does a symbolic term added to a dim-carrying one. */
  if (is_const(l) || (rl_affine_is_symbolic_or_const(l) && !rl_affine_is_symbolic_or_const(r)))
    return add(c, r, l);
  if (is_const_val(r, 0)) return l;
  /* (x + c1) + c2 -> x + (c1 + c2), wrapping. */
  if (is_const(r) && is_bin_const_rhs(l, RL_AT_AFF_ADD))
    return add(c, rl_affine_lhs(l),
               rl_affine_const(c, wrap_add(rl_affine_const_value(rl_affine_rhs(l)),
                                           rl_affine_const_value(r))));
  /* x * c1 + x * c2 -> x * (c1 + c2), a bare x counting as x * 1. */
  {
    rl_attr *x1 = l, *x2 = r;
    int64_t c1 = 1, c2 = 1;
    if (is_bin_const_rhs(l, RL_AT_AFF_MUL)) {
      x1 = rl_affine_lhs(l);
      c1 = rl_affine_const_value(rl_affine_rhs(l));
    }
    if (is_bin_const_rhs(r, RL_AT_AFF_MUL)) {
      x2 = rl_affine_lhs(r);
      c2 = rl_affine_const_value(rl_affine_rhs(r));
    }
    if (x1 == x2) return mulc(c, x1, wrap_add(c1, c2));
  }
  /* (x + c) + y -> (x + y) + c. */
  if (is_bin_const_rhs(l, RL_AT_AFF_ADD))
    return add(c, add(c, rl_affine_lhs(l), r), rl_affine_rhs(l));
  /* x + ((x floordiv q) * q) * -1 -> x mod q, and x + (x floordiv q) * -q -> x mod q. */
  if (r->kind == RL_AT_AFF_MUL) {
    rl_attr *rl = rl_affine_lhs(r), *rr = rl_affine_rhs(r);
    if (is_const_val(rr, -1) && rl->kind == RL_AT_AFF_MUL) {
      rl_attr *fd = rl_affine_lhs(rl), *q = rl_affine_rhs(rl);
      if (fd->kind == RL_AT_AFF_FLOORDIV && rl_affine_rhs(fd) == q && rl_affine_lhs(fd) == l)
        return rl_affine_binary(c, RL_AT_AFF_MOD, l, q);
    }
    if (rl->kind == RL_AT_AFF_FLOORDIV && rl_affine_lhs(rl) == l) {
      rl_attr *q = rl_affine_rhs(rl);
      if (rr == rl_affine_neg(c, q)) return rl_affine_binary(c, RL_AT_AFF_MOD, l, q);
    }
  }
  return NULL;
}

static rl_attr *simplify_mul(rl_context *c, rl_attr *l, rl_attr *r) {
  if (is_const(l) && is_const(r)) {
    int64_t p;
    if (__builtin_mul_overflow(rl_affine_const_value(l), rl_affine_const_value(r), &p)) return NULL;
    return rl_affine_const(c, p);
  }
  /* dim * dim is not affine: leave it alone (the parser rejects it). */
  bool lsym = rl_affine_is_symbolic_or_const(l), rsym = rl_affine_is_symbolic_or_const(r);
  if (!lsym && !rsym) return NULL;
  /* The symbolic (or constant) factor goes right; a constant always does. */
  if (!rsym || is_const(l)) return mul(c, r, l);
  if (is_const_val(r, 1)) return l;
  if (is_const_val(r, 0)) return r;
  if (is_bin_const_rhs(l, RL_AT_AFF_MUL)) {
    int64_t c1 = rl_affine_const_value(rl_affine_rhs(l));
    /* (x * c1) * c2 -> x * (c1 * c2), wrapping. */
    if (is_const(r)) return mulc(c, rl_affine_lhs(l), wrap_mul(c1, rl_affine_const_value(r)));
    /* (x * c) * y -> (x * y) * c. */
    return mul(c, mul(c, rl_affine_lhs(l), r), rl_affine_rhs(l));
  }
  return NULL;
}

/* (x * c1) <div> c2 -> x * (c1 / c2) when c2 divides c1; for floordiv and ceildiv. */
static rl_attr *div_of_scaled(rl_context *c, rl_attr *l, int64_t d) {
  if (!is_bin_const_rhs(l, RL_AT_AFF_MUL)) return NULL;
  int64_t c1 = rl_affine_const_value(rl_affine_rhs(l));
  if (safe_rem(c1, d) != 0) return NULL;
  return mulc(c, rl_affine_lhs(l), safe_quot(c1, d));
}

static rl_attr *simplify_floordiv(rl_context *c, rl_attr *l, rl_attr *r) {
  if (!is_const(r) || rl_affine_const_value(r) == 0) return NULL;
  int64_t d = rl_affine_const_value(r);
  if (is_const(l)) {
    int64_t a = rl_affine_const_value(l);
    if (a == INT64_MIN && d == -1) return NULL;
    return rl_affine_const(c, floor_div(a, d));
  }
  if (d == 1) return l;
  rl_attr *s = div_of_scaled(c, l, d);
  if (s) return s;
  /* (x + y) floordiv d -> x floordiv d + y floordiv d when d divides x or y. */
  if (l->kind == RL_AT_AFF_ADD) {
    rl_attr *x = rl_affine_lhs(l), *y = rl_affine_rhs(l);
    if (safe_rem(rl_affine_largest_known_divisor(x), d) == 0 ||
        safe_rem(rl_affine_largest_known_divisor(y), d) == 0)
      return add(c, rl_affine_binary(c, RL_AT_AFF_FLOORDIV, x, r),
                 rl_affine_binary(c, RL_AT_AFF_FLOORDIV, y, r));
  }
  return NULL;
}

static rl_attr *simplify_ceildiv(rl_context *c, rl_attr *l, rl_attr *r) {
  if (!is_const(r) || rl_affine_const_value(r) == 0) return NULL;
  int64_t d = rl_affine_const_value(r);
  if (is_const(l)) {
    int64_t a = rl_affine_const_value(l);
    if (a == INT64_MIN && d == -1) return NULL;
    return rl_affine_const(c, ceil_div(a, d));
  }
  if (d == 1) return l;
  return div_of_scaled(c, l, d);
}

static rl_attr *simplify_mod(rl_context *c, rl_attr *l, rl_attr *r) {
  if (!is_const(r) || rl_affine_const_value(r) < 1) return NULL;
  int64_t m = rl_affine_const_value(r);
  if (is_const(l)) return rl_affine_const(c, pos_mod(rl_affine_const_value(l), m));
  /* A known multiple of m is 0 mod m. */
  if (rl_affine_largest_known_divisor(l) % m == 0) return rl_affine_const(c, 0);
  /* (x + y) mod m drops a term that m divides. */
  if (l->kind == RL_AT_AFF_ADD) {
    rl_attr *x = rl_affine_lhs(l), *y = rl_affine_rhs(l);
    if (rl_affine_largest_known_divisor(x) % m == 0) return rl_affine_binary(c, RL_AT_AFF_MOD, y, r);
    if (rl_affine_largest_known_divisor(y) % m == 0) return rl_affine_binary(c, RL_AT_AFF_MOD, x, r);
  }
  /* (x mod a) mod m -> x mod m when m divides a (a >= 1). */
  if (is_bin_const_rhs(l, RL_AT_AFF_MOD)) {
    int64_t a = rl_affine_const_value(rl_affine_rhs(l));
    if (a >= 1 && a % m == 0) return rl_affine_binary(c, RL_AT_AFF_MOD, rl_affine_lhs(l), r);
  }
  return NULL;
}

rl_attr *rl_affine_binary(rl_context *c, rl_attr_kind k, rl_attr *l, rl_attr *r) {
  rl_attr *s;
  switch (k) {
  case RL_AT_AFF_ADD: s = simplify_add(c, l, r); break;
  case RL_AT_AFF_MUL: s = simplify_mul(c, l, r); break;
  case RL_AT_AFF_FLOORDIV: s = simplify_floordiv(c, l, r); break;
  case RL_AT_AFF_CEILDIV: s = simplify_ceildiv(c, l, r); break;
  case RL_AT_AFF_MOD: s = simplify_mod(c, l, r); break;
  default: return NULL;
  }
  return s ? s : raw_binary(c, k, l, r);
}

bool rl_affine_map_is_identity(const rl_attr *map) {
  unsigned nres = rl_affine_map_num_results(map);
  if (rl_affine_map_num_dims(map) != nres) return false;
  for (unsigned i = 0; i < nres; i++) {
    const rl_attr *e = rl_affine_map_result(map, i);
    if (e->kind != RL_AT_AFF_DIM || rl_affine_position(e) != i) return false;
  }
  return true;
}

/* ---- printing ------------------------------------------------------------------- */

/* Strong binding: the expression is an operand of a tightly binding operator
 * and needs parentheses unless it is a leaf. */
static void print_expr(rl_strbuf *b, const rl_attr *e, bool strong, rl_affine_id_fn id, void *ud) {
  switch (e->kind) {
  case RL_AT_AFF_DIM:
    if (id) return id(ud, b, false, (unsigned)e->w[0]);
    rl_sb_putc(b, 'd');
    rl_sb_u64(b, e->w[0]);
    return;
  case RL_AT_AFF_SYM:
    if (id) return id(ud, b, true, (unsigned)e->w[0]);
    rl_sb_putc(b, 's');
    rl_sb_u64(b, e->w[0]);
    return;
  case RL_AT_AFF_CONST: rl_sb_i64(b, rl_affine_const_value(e)); return;
  default: break;
  }
  const rl_attr *l = rl_affine_lhs(e), *r = rl_affine_rhs(e);
  if (strong) rl_sb_putc(b, '(');
  if (e->kind != RL_AT_AFF_ADD) {
    if (e->kind == RL_AT_AFF_MUL && is_const_val(r, -1)) {
      rl_sb_putc(b, '-');
      print_expr(b, l, true, id, ud);
    } else {
      print_expr(b, l, true, id, ud);
      switch (e->kind) {
      case RL_AT_AFF_MUL: rl_sb_puts(b, " * "); break;
      case RL_AT_AFF_MOD: rl_sb_puts(b, " mod "); break;
      case RL_AT_AFF_FLOORDIV: rl_sb_puts(b, " floordiv "); break;
      default: rl_sb_puts(b, " ceildiv "); break;
      }
      print_expr(b, r, true, id, ud);
    }
  } else if (is_bin_const_rhs(r, RL_AT_AFF_MUL) && rl_affine_const_value(rl_affine_rhs(r)) < 0) {
    /* x + y * -1 prints as x - y; x + y * -c as x - y * c. */
    int64_t k = rl_affine_const_value(rl_affine_rhs(r));
    const rl_attr *y = rl_affine_lhs(r);
    print_expr(b, l, false, id, ud);
    rl_sb_puts(b, " - ");
    if (k == -1) {
      print_expr(b, y, y->kind == RL_AT_AFF_ADD, id, ud);
    } else {
      print_expr(b, y, true, id, ud);
      rl_sb_puts(b, " * ");
      rl_sb_i64(b, wrap_neg(k));
    }
  } else if (is_const(r) && rl_affine_const_value(r) < 0) {
    print_expr(b, l, false, id, ud);
    rl_sb_puts(b, " - ");
    rl_sb_i64(b, wrap_neg(rl_affine_const_value(r)));
  } else {
    print_expr(b, l, false, id, ud);
    rl_sb_puts(b, " + ");
    print_expr(b, r, false, id, ud);
  }
  if (strong) rl_sb_putc(b, ')');
}

void rl_affine_print_expr(rl_strbuf *b, const rl_attr *e) { print_expr(b, e, false, NULL, NULL); }
void rl_affine_print_expr_ids(rl_strbuf *b, const rl_attr *e, rl_affine_id_fn id, void *ud) {
  print_expr(b, e, false, id, ud);
}

/* `(d0, d1)[s0]`, the symbol list only when there are symbols. */
static void print_ids(rl_strbuf *b, unsigned nd, unsigned ns) {
  rl_sb_putc(b, '(');
  for (unsigned i = 0; i < nd; i++) {
    if (i) rl_sb_puts(b, ", ");
    rl_sb_putc(b, 'd');
    rl_sb_u64(b, i);
  }
  rl_sb_putc(b, ')');
  if (ns) {
    rl_sb_putc(b, '[');
    for (unsigned i = 0; i < ns; i++) {
      if (i) rl_sb_puts(b, ", ");
      rl_sb_putc(b, 's');
      rl_sb_u64(b, i);
    }
    rl_sb_putc(b, ']');
  }
}

void rl_affine_print_map(rl_strbuf *b, const rl_attr *map) {
  unsigned nr = rl_affine_map_num_results(map);
  print_ids(b, rl_affine_map_num_dims(map), rl_affine_map_num_syms(map));
  rl_sb_puts(b, " -> (");
  for (unsigned i = 0; i < nr; i++) {
    if (i) rl_sb_puts(b, ", ");
    print_expr(b, rl_affine_map_result(map, i), false, NULL, NULL);
  }
  rl_sb_putc(b, ')');
}

void rl_affine_print_set(rl_strbuf *b, const rl_attr *set) {
  unsigned n = rl_integer_set_num_constraints(set);
  print_ids(b, rl_integer_set_num_dims(set), rl_integer_set_num_syms(set));
  rl_sb_puts(b, " : (");
  for (unsigned i = 0; i < n; i++) {
    if (i) rl_sb_puts(b, ", ");
    print_expr(b, rl_integer_set_constraint(set, i), false, NULL, NULL);
    rl_sb_puts(b, rl_integer_set_is_eq(set, i) ? " == 0" : " >= 0");
  }
  rl_sb_putc(b, ')');
}

/* ---- parsing ---------------------------------------------------------------------
 * A recursive-descent parser over MLIR's lexical syntax, with one token of
 * lookahead, reporting mlir-opt-19's messages at mlir-opt-19's offsets. */

typedef enum tok_kind {
  T_EOF, T_LPAREN, T_RPAREN, T_LSQ, T_RSQ, T_COMMA, T_ARROW, T_COLON, T_PLUS, T_MINUS,
  T_STAR, T_INT, T_ID /* any bare identifier, keywords included */, T_SSA /* %name */,
  T_OTHER /* any other MLIR token */, T_ERROR /* a lexical error */
} tok_kind;

typedef struct tok {
  tok_kind k;
  size_t off, len;  /* bytes of s */
  const char *msg;  /* T_ERROR: the lexer's message ... */
  size_t eoff;      /* ... and where mlir-opt-19 reports it */
} tok;

/* Limits that keep hostile input from exhausting the stack (mlir-opt-19 itself
 * crashes on a sum of some 60000 terms). */
#define MAX_NESTING 512   /* parentheses and negations while parsing */
#define MAX_DEPTH 4096    /* depth of a parsed expression tree */

typedef struct parser {
  rl_context *c;
  const char *s;
  size_t n, pos;      /* input and the lexer's position */
  tok t;              /* current token */
  rl_ptrmap ids;       /* declared identifier -> its position + 1 (dims, then symbols) */
  unsigned ndims, nsyms;
  unsigned depth;     /* current nesting */
  const char *err_msg;/* first error, or NULL */
  size_t err_off;
  unsigned nneg;      /* negations that failed after it (rl_affine_parse_error) */
  size_t neg_off;
} parser;

static bool is_id_start(char ch) {
  return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || ch == '_';
}
static bool is_digit(char ch) { return ch >= '0' && ch <= '9'; }
static bool is_xdigit(char ch) {
  return is_digit(ch) || (ch >= 'a' && ch <= 'f') || (ch >= 'A' && ch <= 'F');
}
static bool is_id_char(char ch) { return is_id_start(ch) || is_digit(ch) || ch == '$' || ch == '.'; }

static void lex(parser *p) {
  const char *s = p->s;
  size_t n = p->n, i = p->pos;
  for (;;) { /* whitespace and // comments */
    while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r')) i++;
    if (i + 1 < n && s[i] == '/' && s[i + 1] == '/') {
      while (i < n && s[i] != '\n' && s[i] != '\r') i++;
      continue;
    }
    break;
  }
  tok t = {T_EOF, i, 0, NULL, i};
  if (i >= n) {
    p->t = t;
    p->pos = i;
    return;
  }
  size_t j = i + 1;
  char ch = s[i];
  switch (ch) {
  case '(': t.k = T_LPAREN; break;
  case ')': t.k = T_RPAREN; break;
  case '[': t.k = T_LSQ; break;
  case ']': t.k = T_RSQ; break;
  case ',': t.k = T_COMMA; break;
  case ':': t.k = T_COLON; break;
  case '+': t.k = T_PLUS; break;
  case '*': t.k = T_STAR; break;
  case '-':
    if (j < n && s[j] == '>') { t.k = T_ARROW; j++; }
    else t.k = T_MINUS;
    break;
  case '{': case '}': case '<': case '>': case '=': case '?': case '|':
    t.k = T_OTHER;
    break;
  case '%': case '#': case '!': case '^': case '@':
    /* Prefixed names: enough to step over them as one token. */
    while (j < n && (is_id_char(s[j]) || s[j] == '-')) j++;
    t.k = ch == '%' ? T_SSA : T_OTHER;
    if (j == i + 1) { /* a sigil with no name: MLIR's lexer rejects it */
      t.k = T_ERROR;
      t.msg = ch == '%' ? "invalid SSA name" : ch == '#' ? "invalid attribute name" : ch == '^' ? "invalid block name"
            : ch == '!' ? "invalid type identifier" : "@ identifier expected to start with letter or '_'";
      t.eoff = ch == '@' ? j : i;
    }
    break;
  case '"':
    while (j < n && s[j] != '"' && s[j] != '\n' && s[j] != '\r') j += s[j] == '\\' && j + 1 < n ? 2 : 1;
    if (j < n && s[j] == '"') { t.k = T_OTHER; j++; }
    else { t.k = T_ERROR; t.msg = "expected '\"' in string literal"; t.eoff = j; }
    break;
  case '.':
    if (j + 1 < n && s[j] == '.' && s[j + 1] == '.') { t.k = T_OTHER; j += 2; }
    else { t.k = T_ERROR; t.msg = "expected three consecutive dots for an ellipsis"; t.eoff = j; }
    break;
  default:
    if (is_id_start(ch)) {
      while (j < n && is_id_char(s[j])) j++;
      t.k = T_ID;
    } else if (is_digit(ch)) {
      if (ch == '0' && j + 1 < n && s[j] == 'x' && is_xdigit(s[j + 1])) {
        j += 1;
        while (j < n && is_xdigit(s[j])) j++;
        t.k = T_INT;
        break;
      }
      while (j < n && is_digit(s[j])) j++;
      t.k = T_INT;
      if (j < n && s[j] == '.') { /* a float literal */
        j++;
        while (j < n && is_digit(s[j])) j++;
        if (j < n && (s[j] == 'e' || s[j] == 'E')) {
          size_t k = j + 1;
          if (k < n && (s[k] == '+' || s[k] == '-')) k++;
          if (k < n && is_digit(s[k])) {
            j = k;
            while (j < n && is_digit(s[j])) j++;
          }
        }
        t.k = T_OTHER;
      }
    } else {
      t.k = T_ERROR;
      t.msg = "unexpected character";
    }
    break;
  }
  t.len = j - i;
  p->t = t;
  p->pos = j;
}

static void consume(parser *p) { lex(p); }

static bool tok_is_word(const parser *p, const char *w) {
  size_t len = strlen(w);
  return p->t.k == T_ID && p->t.len == len && memcmp(p->s + p->t.off, w, len) == 0;
}

static void *fail_at(parser *p, size_t off, const char *msg) {
  if (!p->err_msg) {
    if (p->t.k == T_ERROR) { /* a lexical error speaks first */
      off = p->t.eoff;
      msg = p->t.msg;
    }
    p->err_msg = msg;
    p->err_off = off;
  }
  return NULL;
}

/* At the current token. */
static void *fail_tok(parser *p, const char *msg) { return fail_at(p, p->t.off, msg); }

/* At the end of the previous non-blank text, as MLIR reports a wrong token. */
static void *fail_wrong(parser *p, const char *msg) {
  size_t e = p->t.off;
  for (;;) {
    while (e > 0 && (p->s[e - 1] == ' ' || p->s[e - 1] == '\t')) e--;
    if (e == 0 || (p->s[e - 1] != '\n' && p->s[e - 1] != '\r')) break;
    e--;
  }
  return fail_at(p, e, msg);
}

static bool parse_id_def(parser *p) {
  if (p->t.k != T_ID) return fail_wrong(p, "expected bare identifier"), false;
  const char *id = p->s + p->t.off;
  size_t len = p->t.len;
  rl_ident *nm = rl_ident_get(p->c, id, len);
  if (rl_ptrmap_get(&p->ids, nm)) {
    rl_strbuf m = {0};
    rl_sb_puts(&m, "redefinition of identifier '");
    rl_sb_putn(&m, id, len);
    rl_sb_putc(&m, '\'');
    const char *msg = rl_ident_get(p->c, m.data, m.len)->str; /* lives with the context */
    rl_sb_free(&m);
    return fail_tok(p, msg), false;
  }
  rl_ptrmap_put(&p->ids, nm, (void *)(uintptr_t)(p->ndims + p->nsyms + 1));
  consume(p);
  return true;
}

typedef enum binop { OP_NONE, OP_ADD, OP_SUB, OP_MUL, OP_FLOORDIV, OP_CEILDIV, OP_MOD } binop;

static binop low_op(const parser *p) {
  return p->t.k == T_PLUS ? OP_ADD : p->t.k == T_MINUS ? OP_SUB : OP_NONE;
}
static binop high_op(const parser *p) {
  if (p->t.k == T_STAR) return OP_MUL;
  if (tok_is_word(p, "floordiv")) return OP_FLOORDIV;
  if (tok_is_word(p, "ceildiv")) return OP_CEILDIV;
  if (tok_is_word(p, "mod")) return OP_MOD;
  return OP_NONE;
}

/* Combines two parsed operands, rejecting what is not (semi-)affine. */
static rl_attr *combine(parser *p, binop op, rl_attr *l, rl_attr *r, size_t opoff) {
  if (rl_affine_depth(l) >= MAX_DEPTH || rl_affine_depth(r) >= MAX_DEPTH)
    return fail_at(p, opoff, "affine expression nested too deeply");
  switch (op) {
  case OP_ADD: return add(p->c, l, r);
  case OP_SUB: return rl_affine_sub(p->c, l, r);
  case OP_MUL:
    if (!rl_affine_is_symbolic_or_const(l) && !rl_affine_is_symbolic_or_const(r))
      return fail_at(p, opoff, "non-affine expression: at least one of the multiply operands "
                               "has to be either a constant or symbolic");
    return mul(p->c, l, r);
  case OP_FLOORDIV:
    if (!rl_affine_is_symbolic_or_const(r))
      return fail_at(p, opoff, "non-affine expression: right operand of floordiv has to be "
                               "either a constant or symbolic");
    return rl_affine_binary(p->c, RL_AT_AFF_FLOORDIV, l, r);
  case OP_CEILDIV:
    if (!rl_affine_is_symbolic_or_const(r))
      return fail_at(p, opoff, "non-affine expression: right operand of ceildiv has to be "
                               "either a constant or symbolic");
    return rl_affine_binary(p->c, RL_AT_AFF_CEILDIV, l, r);
  case OP_MOD:
    if (!rl_affine_is_symbolic_or_const(r))
      return fail_at(p, opoff, "non-affine expression: right operand of mod has to be either "
                               "a constant or symbolic");
    return rl_affine_binary(p->c, RL_AT_AFF_MOD, l, r);
  default: return NULL;
  }
}

static rl_attr *parse_expr(parser *p);

static rl_attr *parse_int(parser *p) {
  const char *d = p->s + p->t.off;
  size_t len = p->t.len;
  uint64_t v = 0;
  bool hex = len > 2 && d[1] == 'x';
  bool big = false;
  for (size_t i = hex ? 2 : 0; i < len; i++) {
    unsigned dig = is_digit(d[i]) ? (unsigned)(d[i] - '0')
                                  : (unsigned)((d[i] | 0x20) - 'a' + 10);
    uint64_t base = hex ? 16 : 10;
    if (v > (UINT64_MAX - dig) / base) big = true;
    v = v * base + dig;
  }
  if (big || v > (uint64_t)INT64_MAX) return fail_tok(p, "constant too large for index");
  consume(p);
  return rl_affine_const(p->c, (int64_t)v);
}

/* An operand: identifier, integer, parenthesized expression or negation.
 * has_lhs: it is the right operand of a binary operator (for the message). */
static rl_attr *parse_operand(parser *p, bool has_lhs) {
  const char *missing = has_lhs ? "missing right operand of binary operator" : NULL;
  switch (p->t.k) {
  case T_ID: {
    if (tok_is_word(p, "symbol")) { /* symbol(%x) belongs to affine ops, not to maps */
      consume(p);
      if (p->t.k != T_LPAREN) return fail_wrong(p, "expected '(' at start of SSA symbol");
      consume(p);
      return fail_wrong(p, "unexpected ssa identifier");
    }
    uintptr_t at = (uintptr_t)rl_ptrmap_get(&p->ids, rl_ident_get(p->c, p->s + p->t.off, p->t.len));
    if (!at) return fail_wrong(p, "use of undeclared identifier");
    unsigned i = (unsigned)(at - 1);
    consume(p);
    return i < p->ndims ? rl_affine_dim(p->c, i) : rl_affine_sym(p->c, i - p->ndims);
  }
  case T_SSA: return fail_wrong(p, "unexpected ssa identifier");
  case T_INT: return parse_int(p);
  case T_LPAREN: {
    if (p->depth >= MAX_NESTING) return fail_tok(p, "affine expression nested too deeply");
    consume(p);
    if (p->t.k == T_RPAREN) return fail_tok(p, "no expression inside parentheses");
    p->depth++;
    rl_attr *e = parse_expr(p);
    p->depth--;
    if (!e) return NULL;
    if (p->t.k != T_RPAREN) return fail_wrong(p, "expected ')'");
    consume(p);
    return e;
  }
  case T_MINUS: {
    if (p->depth >= MAX_NESTING) return fail_tok(p, "affine expression nested too deeply");
    consume(p);
    p->depth++;
    rl_attr *e = parse_operand(p, has_lhs);
    p->depth--;
    if (!e && p->err_msg) { /* mlir-opt-19 adds an error at the token where parsing stopped */
      p->neg_off = p->t.off;
      p->nneg++;
    }
    return e ? rl_affine_neg(p->c, e) : NULL;
  }
  case T_PLUS:
  case T_STAR: return fail_tok(p, missing ? missing : "missing left operand of binary operator");
  default: return fail_tok(p, missing ? missing : "expected affine expression");
  }
}

/* An operand followed by high-precedence operators (* floordiv ceildiv mod), left to right. */
static rl_attr *parse_term(parser *p, bool has_lhs) {
  rl_attr *l = parse_operand(p, has_lhs);
  while (l) {
    binop op = high_op(p);
    if (op == OP_NONE) break;
    size_t opoff = p->t.off;
    consume(p);
    rl_attr *r = parse_operand(p, true);
    if (!r) return NULL;
    /* mlir-opt-19 reports a rejected operation at the next high-precedence
     * operator when one follows, else at its own operator. */
    if (high_op(p) != OP_NONE) opoff = p->t.off;
    l = combine(p, op, l, r, opoff);
  }
  return l;
}

/* Terms joined by + and -, left to right. */
static rl_attr *parse_expr(parser *p) {
  rl_attr *acc = NULL;
  binop op = OP_NONE;
  size_t opoff = 0;
  for (;;) {
    rl_attr *t = parse_term(p, acc != NULL);
    if (!t) return NULL;
    acc = acc ? combine(p, op, acc, t, opoff) : t;
    if (!acc) return NULL;
    op = low_op(p);
    if (op == OP_NONE) return acc;
    opoff = p->t.off;
    consume(p);
  }
}

static bool tok_is_char(const parser *p, char ch) {
  return p->t.k == T_OTHER && p->t.len == 1 && p->s[p->t.off] == ch;
}

/* A growable list of expressions and flags, on the stack while short. */
typedef struct expr_list {
  rl_attr *small[8], **e;
  bool small_eq[8], *eq;
  unsigned n, cap;
} expr_list;

static void list_init(expr_list *l) {
  l->e = l->small;
  l->eq = l->small_eq;
  l->n = 0;
  l->cap = 8;
}

static void list_push(expr_list *l, rl_attr *e, bool eq) {
  if (l->n == l->cap) {
    unsigned cap = l->cap * 2;
    rl_attr **ne = l->e == l->small ? malloc(sizeof *ne * cap) : realloc(l->e, sizeof *ne * cap);
    bool *nq = l->eq == l->small_eq ? malloc(sizeof *nq * cap) : realloc(l->eq, sizeof *nq * cap);
    if (!ne || !nq) { fputs("rulir: out of memory\n", stderr); abort(); }
    if (l->e == l->small) memcpy(ne, l->small, sizeof l->small);
    if (l->eq == l->small_eq) memcpy(nq, l->small_eq, sizeof l->small_eq);
    l->e = ne;
    l->eq = nq;
    l->cap = cap;
  }
  l->e[l->n] = e;
  l->eq[l->n] = eq;
  l->n++;
}

static void list_free(expr_list *l) {
  if (l->e != l->small) free(l->e);
  if (l->eq != l->small_eq) free(l->eq);
}

/* `lhs >= rhs`, `lhs <= rhs` or `lhs == rhs` as `expr >= 0` or `expr == 0`.
 * As in mlir-opt-19, each comparison is two tokens tried in the order `>`
 * `=`, `<` `=`, `=` `=`, a first token being consumed even when the second
 * does not follow (so `a >< = b` reads as `a <= b`). */
static rl_attr *parse_constraint(parser *p, bool *is_eq) {
  rl_attr *l = parse_expr(p);
  if (!l) return NULL;
  static const char firsts[] = {'>', '<', '='};
  int op = -1;
  for (int i = 0; i < 3 && op < 0; i++) {
    if (!tok_is_char(p, firsts[i])) continue;
    consume(p);
    if (tok_is_char(p, '=')) {
      consume(p);
      op = i;
    }
  }
  if (op < 0)
    return fail_tok(p, "expected '== affine-expr' or '>= affine-expr' at end of affine constraint");
  rl_attr *r = parse_expr(p);
  if (!r) return NULL;
  *is_eq = op == 2;
  return op == 1 ? rl_affine_sub(p->c, r, l) : rl_affine_sub(p->c, l, r);
}

/* After `(dims)[syms] :`, the constraint list. */
static rl_attr *parse_set_constraints(parser *p) {
  if (p->t.k != T_LPAREN) return fail_wrong(p, "expected '(' in integer set constraint list");
  consume(p);
  expr_list l;
  list_init(&l);
  rl_attr *set = NULL;
  if (p->t.k != T_RPAREN) {
    for (;;) {
      bool eq = false;
      rl_attr *e = parse_constraint(p, &eq);
      if (!e) goto out;
      list_push(&l, e, eq);
      if (p->t.k != T_COMMA) break;
      consume(p);
    }
  }
  if (p->t.k != T_RPAREN) { fail_wrong(p, "expected ')' in integer set constraint list"); goto out; }
  consume(p);
  set = rl_integer_set(p->c, p->ndims, p->nsyms, l.n, l.e, l.eq);
out:
  list_free(&l);
  return set;
}

/* After `(dims)[syms] ->`, the results. */
static rl_attr *parse_map_range(parser *p) {
  if (p->t.k != T_LPAREN) return fail_wrong(p, "expected '(' in affine map range");
  consume(p);
  expr_list l;
  list_init(&l);
  rl_attr *map = NULL;
  if (p->t.k != T_RPAREN) {
    for (;;) {
      rl_attr *e = parse_expr(p);
      if (!e) goto out;
      list_push(&l, e, false);
      if (p->t.k != T_COMMA) break;
      consume(p);
    }
  }
  if (p->t.k != T_RPAREN) { fail_wrong(p, "expected ')' in affine map range"); goto out; }
  consume(p);
  map = rl_affine_map(p->c, p->ndims, p->nsyms, l.n, l.e);
out:
  list_free(&l);
  return map;
}

/* An affine map or an integer set, whichever the text holds; what follows it
 * is left to the caller. */
static rl_attr *parse_map_or_set(parser *p) {
  if (p->t.k != T_LPAREN) return fail_wrong(p, "expected '(' in dimensional identifier list");
  consume(p);
  if (p->t.k != T_RPAREN) {
    for (;;) {
      if (!parse_id_def(p)) return NULL;
      p->ndims++;
      if (p->t.k != T_COMMA) break;
      consume(p);
    }
  }
  if (p->t.k != T_RPAREN) return fail_wrong(p, "expected ')' in dimensional identifier list");
  consume(p);
  if (p->t.k == T_LSQ) {
    consume(p);
    if (p->t.k != T_RSQ) {
      for (;;) {
        if (!parse_id_def(p)) return NULL;
        p->nsyms++;
        if (p->t.k != T_COMMA) break;
        consume(p);
      }
    }
    if (p->t.k != T_RSQ) return fail_wrong(p, "expected ']' in symbol list");
    consume(p);
  }
  if (p->t.k == T_ARROW) {
    consume(p);
    return parse_map_range(p);
  }
  if (p->t.k != T_COLON) return fail_wrong(p, "expected '->' or ':'");
  consume(p);
  return parse_set_constraints(p);
}

/* Parses a map (want == RL_AT_AFFINE_MAP) or a set (RL_AT_INTEGER_SET) that
 * fills s[0, n). mlir-opt-19 blames the wrong kind at the first token, and
 * checks for it before looking at what follows. */
static rl_attr *parse_top(rl_context *c, const char *s, size_t n, rl_affine_parse_error *err, rl_attr_kind want) {
  parser p = {.c = c, .s = s, .n = n};
  lex(&p);
  size_t start = p.t.off;
  rl_attr *a = parse_map_or_set(&p);
  if (a && a->kind != want) {
    a = fail_at(&p, start, want == RL_AT_AFFINE_MAP ? "expected AffineMap, but got IntegerSet"
                                                    : "expected IntegerSet, but got AffineMap");
  } else if (a && p.t.k != T_EOF) {
    a = fail_wrong(&p, want == RL_AT_AFFINE_MAP ? "expected '>' in affine map"
                                                : "expected '>' in integer set");
  }
  rl_ptrmap_free(&p.ids);
  if (!a) *err = (rl_affine_parse_error){p.err_off, p.err_msg, p.nneg, p.neg_off};
  return a;
}

rl_attr *rl_affine_parse_report(rl_context *c, const char *s, size_t n, bool is_set, rl_affine_parse_error *err) {
  return parse_top(c, s, n, err, is_set ? RL_AT_INTEGER_SET : RL_AT_AFFINE_MAP);
}

rl_attr *rl_affine_map_parse(rl_context *c, const char *s, size_t n, size_t *err_off,
                             const char **err_msg) {
  rl_affine_parse_error e;
  rl_attr *a = parse_top(c, s, n, &e, RL_AT_AFFINE_MAP);
  if (!a && err_off) *err_off = e.off;
  if (!a && err_msg) *err_msg = e.msg;
  return a;
}

rl_attr *rl_integer_set_parse(rl_context *c, const char *s, size_t n, size_t *err_off,
                              const char **err_msg) {
  rl_affine_parse_error e;
  rl_attr *a = parse_top(c, s, n, &e, RL_AT_INTEGER_SET);
  if (!a && err_off) *err_off = e.off;
  if (!a && err_msg) *err_msg = e.msg;
  return a;
}
