/* The MLIR text printer. Values are numbered as mlir-opt-19 numbers them
 * (per region, restored for sibling regions in custom form, unique across
 * the op in generic form); affine maps get `#map` aliases in the order the
 * MLIR printer discovers them. */
#include "printer.h"

#include <ctype.h>
#include <string.h>

#include "affine.h"
#include "apfloat.h"
#include "apint.h"
#include "asm.h"
#include "context_impl.h"
#include "format.h"
#include "ptrmap.h"
#include <stdio.h>

/* An attribute printed through an alias (`#map`, `#loc3`, `#set1`). MLIR
 * numbers aliases per prefix by (depth, discovery) and prints their
 * definitions by (depth, prefix, number); depth is 0 for aliases that use no
 * other alias. */
enum { AL_DISTINCT, AL_LOC, AL_MAP, AL_SET };
static const char *const alias_prefix[] = {"distinct", "loc", "map", "set"};
struct alias {
  const rl_attr *a;
  unsigned prefix, depth, number;
  bool deferred; /* every use is an op's trailing location: defined after the top-level op */
};

typedef struct rl_printer printer;
struct rl_printer {
  rl_strbuf *out;
  bool generic, debuginfo;
  bool pretty;         /* --mlir-pretty-debuginfo */
  bool skip_regions;   /* --mlir-print-skip-regions */
  bool omit_results;   /* the next op printed leaves out its `%r = ` (rl_print_op_inline) */
  bool value_users;    /* --mlir-print-value-users */
  int64_t hex_limit;   /* hex for dense attributes of more elements; -1: never */
  int64_t elide_limit; /* elided above this many elements; -1: never */
  bool has_resource_limit;
  uint64_t resource_limit; /* resource values longer than this are left out */
  rl_ptrmap opids;     /* value_users: op without results -> its number + 1 */
  rl_ptrmap *op_offsets; /* rl_print_opts.op_offsets, or NULL */
  rl_context *ctx;     /* of the op being printed (for names) */
  /* The values the ops' naming hooks named (custom form): entry i is
   * found from its value's scratch (NAME_BIT | i), no map to look in. */
  struct vname { const rl_value *v; rl_ident *id; } *vn;
  uint32_t nvn, capvn;
  rl_ptrmap used;      /* rl_ident * -> (void *)1 while the name is in scope */
  rl_ident **namelog;  /* names in scope, in order (for popping scopes) */
  size_t nnamelog, capnamelog;
  uint32_t next_conflict;
  const char **dialects; /* default dialects of the enclosing ops */
  size_t ndialects, capdialects;
  rl_ptrmap distinct_ids; /* distinct attribute -> its number + 1 */
  uintptr_t ndistinct;
  rl_ptrmap used_resources; /* dense_resource name ident -> (void *)1 */
  rl_ident **resources;  /* dense_resource names met, in order */
  size_t nresources, capresources;
  rl_ptrmap aliases;   /* attribute -> index + 1 in `al` */
  struct alias *al;    /* aliased attributes in discovery order */
  size_t nal, capal;
  unsigned indent;
  rl_ident *affine;    /* "affine": ops whose custom form prints their map as an attribute */
  rl_ident *affine_lb, *affine_ub; /* affine.for's bound properties */
  rl_ident *affine_inline[8]; /* affine ops that print their maps inline */
  rl_ident *vector;    /* "vector": its custom forms print maps in their attr-dict (transfers) */
  /* Printing a top-level op's isolated ops on several threads (see "on
   * several threads" below): the main printer's plan, or in a worker's
   * printer, the main printer it prints for (whose aliases, distinct
   * numbers and, in unique numbering, value names it reads). */
  struct par_plan *par;
  const printer *main;
  bool owns_names;     /* a worker that numbers its op (vn, used, namelog, opids are its own) */
  bool bail;           /* a worker met what only the main printer may do (a new distinct attribute) */
};

static void print_type(printer *p, const rl_type *t);
static void print_attr(printer *p, const rl_attr *a, bool elide_type);

/* ---- small pieces --------------------------------------------------------- */

static void put(printer *p, const char *s) { rl_sb_puts(p->out, s); }
static void putc_(printer *p, char c) { rl_sb_putc(p->out, c); }
static void putn(printer *p, const char *s, size_t n) { rl_sb_putn(p->out, s, n); }

void rl_print_escaped(rl_strbuf *out, const char *s, size_t n) {
  static const char hex[] = "0123456789ABCDEF";
  rl_sb_grow(out, n + 3);
  rl_sb_putc(out, '"');
  for (size_t i = 0; i < n; i++) {
    unsigned char ch = (unsigned char)s[i];
    if (ch == '\\') {
      rl_sb_putn(out, "\\\\", 2);
    } else if (ch >= 0x20 && ch < 0x7f && ch != '"') {
      rl_sb_putc(out, (char)ch);
    } else {
      char e[3] = {'\\', hex[ch >> 4], hex[ch & 15]};
      rl_sb_putn(out, e, 3);
    }
  }
  rl_sb_putc(out, '"');
}

static bool is_bare_id(const char *s, size_t n) {
  if (n == 0) return false;
  if (!(isalpha((unsigned char)s[0]) || s[0] == '_')) return false;
  for (size_t i = 1; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    if (!(isalnum(c) || c == '_' || c == '$' || c == '.')) return false;
  }
  return true;
}

static void print_symbol_name(printer *p, const rl_ident *id) {
  putc_(p, '@');
  if (is_bare_id(id->str, id->len)) putn(p, id->str, id->len);
  else rl_print_escaped(p->out, id->str, id->len);
}

static void print_key(printer *p, const rl_ident *id) {
  if (is_bare_id(id->str, id->len)) putn(p, id->str, id->len);
  else rl_print_escaped(p->out, id->str, id->len);
}

static void print_float_bits(printer *p, rl_float_sem sem, uint64_t lo, uint64_t hi) {
  char buf[128];
  size_t n = rl_apfloat_format(sem, lo, hi, buf, sizeof buf);
  putn(p, buf, n);
}

static void print_int_words(printer *p, rl_type *t, const uint64_t *w) {
  unsigned width = rl_type_bitwidth(t);
  if (rl_type_is_integer(t) && width == 1 && t->sub == RL_SIGNLESS) {
    put(p, (w[0] & 1) ? "true" : "false");
    return;
  }
  bool is_signed = !(rl_type_is_integer(t) && rl_type_int_signedness(t) == RL_UNSIGNED);
  char stack[64];
  size_t cap = width / 3 + 8;
  char *buf = cap <= sizeof stack ? stack : rl_xmalloc(cap);
  size_t n = rl_apint_to_decimal(w, width ? width : 64, is_signed, buf, cap);
  putn(p, buf, n);
  if (buf != stack) free(buf);
}

static void print_dim(printer *p, int64_t d) {
  if (d == RL_DYNAMIC || d < 0) putc_(p, '?');
  else rl_sb_i64(p->out, d);
}

/* ---- types ---------------------------------------------------------------- */

static const char *float_name(rl_float_sem s) {
  static const char *names[RL_NUM_FLOAT_SEMS] = {
      [RL_F16] = "f16", [RL_BF16] = "bf16", [RL_TF32] = "tf32", [RL_F32] = "f32",
      [RL_F64] = "f64", [RL_F80] = "f80", [RL_F128] = "f128", [RL_F8E5M2] = "f8E5M2",
      [RL_F8E4M3] = "f8E4M3", [RL_F8E4M3FN] = "f8E4M3FN", [RL_F8E5M2FNUZ] = "f8E5M2FNUZ",
      [RL_F8E4M3FNUZ] = "f8E4M3FNUZ", [RL_F8E4M3B11FNUZ] = "f8E4M3B11FNUZ"};
  return names[s];
}

static void print_type(printer *p, const rl_type *t) {
  switch ((rl_type_kind)t->kind) {
  case RL_TY_INTEGER:
    put(p, t->sub == RL_SIGNED ? "si" : t->sub == RL_UNSIGNED ? "ui" : "i");
    rl_sb_u64(p->out, t->w[0]);
    return;
  case RL_TY_INDEX: put(p, "index"); return;
  case RL_TY_FLOAT: put(p, float_name(rl_type_float_sem(t))); return;
  case RL_TY_NONE: put(p, "none"); return;
  case RL_TY_COMPLEX:
    put(p, "complex<");
    print_type(p, rl_type_elem(t));
    putc_(p, '>');
    return;
  case RL_TY_VECTOR: {
    put(p, "vector<");
    unsigned r = rl_type_rank(t);
    for (unsigned i = 0; i < r; i++) {
      if (rl_type_dim_scalable(t, i)) {
        putc_(p, '[');
        print_dim(p, rl_type_dim(t, i));
        putc_(p, ']');
      } else {
        print_dim(p, rl_type_dim(t, i));
      }
      putc_(p, 'x');
    }
    print_type(p, rl_type_elem(t));
    putc_(p, '>');
    return;
  }
  case RL_TY_TENSOR: {
    put(p, "tensor<");
    unsigned r = rl_type_rank(t);
    for (unsigned i = 0; i < r; i++) {
      print_dim(p, rl_type_dim(t, i));
      putc_(p, 'x');
    }
    print_type(p, rl_type_elem(t));
    if (rl_type_encoding(t)) {
      put(p, ", ");
      print_attr(p, rl_type_encoding(t), false);
    }
    putc_(p, '>');
    return;
  }
  case RL_TY_UNRANKED_TENSOR:
    put(p, "tensor<*x");
    print_type(p, rl_type_elem(t));
    putc_(p, '>');
    return;
  case RL_TY_MEMREF: {
    put(p, "memref<");
    unsigned r = rl_type_rank(t);
    for (unsigned i = 0; i < r; i++) {
      print_dim(p, rl_type_dim(t, i));
      putc_(p, 'x');
    }
    print_type(p, rl_type_elem(t));
    if (rl_type_layout(t)) {
      put(p, ", ");
      print_attr(p, rl_type_layout(t), false);
    }
    if (rl_type_memspace(t)) {
      put(p, ", ");
      print_attr(p, rl_type_memspace(t), true);
    }
    putc_(p, '>');
    return;
  }
  case RL_TY_UNRANKED_MEMREF:
    put(p, "memref<*x");
    print_type(p, rl_type_elem(t));
    if (rl_type_memspace(t)) {
      put(p, ", ");
      print_attr(p, rl_type_memspace(t), true);
    }
    putc_(p, '>');
    return;
  case RL_TY_FUNCTION: {
    unsigned ni = rl_type_func_num_inputs(t), nr = rl_type_func_num_results(t);
    putc_(p, '(');
    for (unsigned i = 0; i < ni; i++) {
      if (i) put(p, ", ");
      print_type(p, rl_type_func_input(t, i));
    }
    put(p, ") -> ");
    bool parens = nr != 1 || rl_type_func_result(t, 0)->kind == RL_TY_FUNCTION;
    if (parens) putc_(p, '(');
    for (unsigned i = 0; i < nr; i++) {
      if (i) put(p, ", ");
      print_type(p, rl_type_func_result(t, i));
    }
    if (parens) putc_(p, ')');
    return;
  }
  case RL_TY_TUPLE:
    put(p, "tuple<");
    for (unsigned i = 0; i < t->n; i++) {
      if (i) put(p, ", ");
      print_type(p, rl_type_tuple_elem(t, i));
    }
    putc_(p, '>');
    return;
  case RL_TY_OPAQUE: {
    rl_ident *d = rl_word_ptr(t->w[0]), *body = rl_word_ptr(t->w[1]);
    putc_(p, '!');
    putn(p, d->str, d->len);
    if (!t->sub) putc_(p, '.');
    putn(p, body->str, body->len);
    return;
  }
  default: {
    const rl_dialect_types *dt = rl_dialect_types_of_kind(t->kind);
    if (!dt) { put(p, "<<unknown type>>"); return; }
    putc_(p, '!');
    put(p, dt->dialect);
    putc_(p, '.');
    dt->print(p, t);
    return;
  }
  }
}

/* ---- attributes ----------------------------------------------------------- */

static void print_dict(printer *p, const rl_attr *d) {
  putc_(p, '{');
  for (unsigned i = 0; i < rl_attr_dict_size(d); i++) {
    if (i) put(p, ", ");
    print_key(p, rl_attr_dict_name(d, i));
    rl_attr *v = rl_attr_dict_value(d, i);
    if (v->kind == RL_AT_UNIT) continue;
    put(p, " = ");
    print_attr(p, v, false);
  }
  putc_(p, '}');
}

static void print_location(printer *p, const rl_attr *l, bool wrapped);

static void print_dense_elem(printer *p, rl_type *et, const uint64_t *w, unsigned wps) {
  if (et->kind == RL_TY_COMPLEX) {
    rl_type *s = rl_type_elem(et);
    putc_(p, '(');
    print_dense_elem(p, s, w, wps);
    putc_(p, ',');
    print_dense_elem(p, s, w + wps, wps);
    putc_(p, ')');
    return;
  }
  if (rl_type_is_float(et)) {
    print_float_bits(p, rl_type_float_sem(et), w[0], rl_type_bitwidth(et) > 64 ? w[1] : 0);
    return;
  }
  if (rl_type_is_integer(et) || rl_type_is_index(et)) {
    print_int_words(p, et, w);
    return;
  }
  rl_ident *s = rl_word_ptr(w[0]);
  rl_print_escaped(p->out, s->str, s->len);
}

static void print_dense_hex(printer *p, const rl_attr *a, rl_type *et, size_t count, unsigned wpe) {
  static const char hex[] = "0123456789ABCDEF";
  bool cplx = et->kind == RL_TY_COMPLEX;
  rl_type *s = cplx ? rl_type_elem(et) : et;
  unsigned bits = rl_type_bitwidth(s);
  unsigned bytes = (bits + 7) / 8, wps = cplx ? wpe / 2 : wpe;
  put(p, "\"0x");
  if (bits == 1 && !cplx) {
    /* i1: packed bits, the first element in the lowest bit (MLIR's storage). */
    for (size_t e = 0; e < count; e += 8) {
      unsigned v = 0;
      for (size_t k = 0; k < 8 && e + k < count; k++) v |= (unsigned)(a->w[2 + (e + k) * wpe] & 1) << k;
      putc_(p, hex[v >> 4]);
      putc_(p, hex[v & 15]);
    }
    putc_(p, '"');
    return;
  }
  for (size_t e = 0; e < count * (cplx ? 2 : 1); e++) {
    const uint64_t *w = &a->w[2] + e * wps;
    for (unsigned b = 0; b < bytes; b++) {
      unsigned v = (unsigned)(w[b / 8] >> (8 * (b % 8))) & 0xff;
      putc_(p, hex[v >> 4]);
      putc_(p, hex[v & 15]);
    }
  }
  putc_(p, '"');
}

static void print_dense_body(printer *p, const rl_attr *a, bool allow_hex);

static bool dense_elided(const printer *p, const rl_attr *a);

static void print_dense(printer *p, const rl_attr *a, bool with_type) {
  rl_type *t = rl_word_ptr(a->w[0]);
  if (dense_elided(p, a)) {
    put(p, "dense_resource<__elided__>");
    if (with_type) {
      put(p, " : ");
      print_type(p, t);
    }
    return;
  }
  put(p, "dense<");
  print_dense_body(p, a, true);
  putc_(p, '>');
  if (with_type) {
    put(p, " : ");
    print_type(p, t);
  }
}

/* Whether a dense attribute prints as dense_resource<__elided__>. */
static bool dense_elided(const printer *p, const rl_attr *a) {
  rl_type *t = rl_word_ptr(a->w[0]);
  unsigned wpe = (unsigned)a->w[1];
  size_t stored = wpe ? (a->n - 2) / wpe : 0;
  size_t total = 1;
  for (unsigned i = 0, rank = rl_type_rank(t); i < rank; i++) total *= (size_t)rl_type_dim(t, i);
  return !(a->sub && stored) && p->elide_limit >= 0 && (uint64_t)p->elide_limit < total;
}

/* The elements of a dense attribute, as between `dense<` and `>`. */
static void print_dense_body(printer *p, const rl_attr *a, bool allow_hex) {
  rl_type *t = rl_word_ptr(a->w[0]);
  rl_type *et = rl_type_elem(t);
  unsigned wpe = (unsigned)a->w[1];
  bool cplx = et->kind == RL_TY_COMPLEX;
  unsigned wps = cplx ? wpe / 2 : wpe;
  size_t stored = wpe ? (a->n - 2) / wpe : 0;
  unsigned rank = rl_type_rank(t);
  size_t total = 1;
  for (unsigned i = 0; i < rank; i++) total *= (size_t)rl_type_dim(t, i);
  bool splat = a->sub && stored;
  rl_type *scalar = cplx ? rl_type_elem(et) : et;
  bool numeric = rl_type_is_integer(scalar) || rl_type_is_float(scalar) || rl_type_is_index(scalar);
  if (splat) {
    print_dense_elem(p, et, &a->w[2], wps);
  } else if (stored == 0 || total == 0) {
    /* empty */
  } else if (allow_hex && numeric && p->hex_limit >= 0 && (uint64_t)p->hex_limit < total) {
    print_dense_hex(p, a, et, stored, wpe);
  } else {
    /* Nested lists following the shape. */
    size_t idx[64] = {0};
    for (unsigned d = 0; d < rank; d++) putc_(p, '[');
    for (size_t e = 0; e < total; e++) {
      print_dense_elem(p, et, &a->w[2] + e * wpe, wps);
      /* Advance the index vector, closing and opening brackets. */
      int d = (int)rank - 1;
      unsigned closed = 0;
      while (d >= 0) {
        idx[d]++;
        if ((int64_t)idx[d] < rl_type_dim(t, (unsigned)d)) break;
        idx[d] = 0;
        closed++;
        d--;
      }
      if (e + 1 == total) break;
      for (unsigned k = 0; k < closed; k++) putc_(p, ']');
      put(p, ", ");
      for (unsigned k = 0; k < closed; k++) putc_(p, '[');
    }
    for (unsigned d = 0; d < rank; d++) putc_(p, ']');
  }
}

/* Prints `#prefixN` if a has an alias. */
static bool print_alias_ref(printer *p, const rl_attr *a) {
  uintptr_t k = (uintptr_t)rl_ptrmap_get(&p->aliases, a);
  if (!k) return false;
  const struct alias *e = &p->al[k - 1];
  putc_(p, '#');
  put(p, alias_prefix[e->prefix]);
  if (e->number) rl_sb_u64(p->out, e->number);
  return true;
}

/* distinct[N]<referenced>, N numbered in the order of printing. */
static void print_distinct(printer *p, const rl_attr *a) {
  uintptr_t id = (uintptr_t)rl_ptrmap_get(&p->distinct_ids, a);
  if (!id && p->main) {
    /* Numbered in the order of printing: the main printer prints this op
     * again, in its turn. */
    p->bail = true;
    return;
  }
  if (!id) {
    id = ++p->ndistinct;
    rl_ptrmap_put(&p->distinct_ids, a, (void *)id);
  }
  put(p, "distinct[");
  rl_sb_u64(p->out, id - 1);
  put(p, "]<");
  const rl_attr *r = rl_attr_distinct_referenced(a);
  if (r->kind != RL_AT_UNIT) print_attr(p, r, false);
  putc_(p, '>');
}

static void print_attr(printer *p, const rl_attr *a, bool elide_type) {
  switch ((rl_attr_kind)a->kind) {
  case RL_AT_INTEGER: {
    rl_type *t = rl_attr_type_of(a);
    print_int_words(p, t, &a->w[1]);
    bool is_i1 = rl_type_is_integer(t) && rl_type_int_width(t) == 1 && t->sub == RL_SIGNLESS;
    bool is_i64 = rl_type_is_integer(t) && rl_type_int_width(t) == 64 && t->sub == RL_SIGNLESS;
    if (is_i1 || (elide_type && is_i64)) return;
    put(p, " : ");
    print_type(p, t);
    return;
  }
  case RL_AT_FLOAT: {
    rl_type *t = rl_attr_type_of(a);
    print_float_bits(p, rl_type_float_sem(t), a->w[1], a->w[2]);
    if (elide_type && rl_type_float_sem(t) == RL_F64) return;
    put(p, " : ");
    print_type(p, t);
    return;
  }
  case RL_AT_STRING: {
    rl_ident *s = rl_attr_string_ident(a);
    rl_print_escaped(p->out, s->str, s->len);
    if (a->w[1]) {
      put(p, " : ");
      print_type(p, rl_word_ptr(a->w[1]));
    }
    return;
  }
  case RL_AT_UNIT: put(p, "unit"); return;
  case RL_AT_ARRAY:
    putc_(p, '[');
    for (unsigned i = 0; i < a->n; i++) {
      if (i) put(p, ", ");
      print_attr(p, rl_attr_array_elem(a, i), true);
    }
    putc_(p, ']');
    return;
  case RL_AT_DICT: print_dict(p, a); return;
  case RL_AT_TYPE: print_type(p, rl_attr_type_value(a)); return;
  case RL_AT_SYMREF:
    for (unsigned i = 0; i < a->n; i++) {
      if (i) put(p, "::");
      print_symbol_name(p, rl_word_ptr(a->w[i]));
    }
    return;
  case RL_AT_DENSE: print_dense(p, a, true); return;
  case RL_AT_SPARSE: {
    const rl_attr *ind = rl_word_ptr(a->w[1]), *val = rl_word_ptr(a->w[2]);
    if (dense_elided(p, ind)) {
      put(p, "dense_resource<__elided__>");
    } else {
      put(p, "sparse<");
      if (rl_type_dim(rl_word_ptr(ind->w[0]), 0) != 0) {
        print_dense_body(p, ind, false);
        put(p, ", ");
        print_dense_body(p, val, true);
      }
      putc_(p, '>');
    }
    put(p, " : ");
    print_type(p, rl_word_ptr(a->w[0]));
    return;
  }
  case RL_AT_DENSE_RESOURCE: {
    rl_ident *n = rl_word_ptr(a->w[1]);
    put(p, "dense_resource<");
    rl_sb_putn(p->out, n->str, n->len);
    put(p, "> : ");
    print_type(p, rl_word_ptr(a->w[0]));
    return;
  }
  case RL_AT_DISTINCT: {
    if (print_alias_ref(p, a)) return;
    print_distinct(p, a);
    return;
  }
  case RL_AT_DENSE_ARRAY: {
    rl_type *et = rl_word_ptr(a->w[0]);
    put(p, "array<");
    print_type(p, et);
    for (unsigned i = 1; i < a->n; i++) {
      put(p, i == 1 ? ": " : ", ");
      if (rl_type_is_float(et)) {
        print_float_bits(p, rl_type_float_sem(et), a->w[i], 0);
      } else {
        uint64_t w = a->w[i];
        unsigned width = rl_type_int_width(et);
        if (width < 64 && width) w &= (1ull << width) - 1;
        print_int_words(p, et, &w);
      }
    }
    putc_(p, '>');
    return;
  }
  case RL_AT_AFFINE_MAP: {
    if (print_alias_ref(p, a)) return;
    put(p, "affine_map<");
    rl_affine_print_map(p->out, a);
    putc_(p, '>');
    return;
  }
  case RL_AT_ENUM: {
    const rl_enum_def *en = rl_word_ptr(a->w[0]);
    rl_ident *d = rl_word_ptr(a->w[2]);
    putc_(p, '#');
    putn(p, d->str, d->len);
    putc_(p, '.');
    put(p, en->mnemonic ? en->mnemonic : en->name);
    rl_print_enum_body(p->out, a);
    return;
  }
  case RL_AT_INTEGER_SET:
    if (print_alias_ref(p, a)) return;
    put(p, "affine_set<");
    rl_affine_print_set(p->out, a);
    putc_(p, '>');
    return;
  case RL_AT_STRIDED:
    /* Strides and offsets may be negative: only RL_DYNAMIC is `?`. */
    put(p, "strided<[");
    for (unsigned i = 1; i < a->n; i++) {
      if (i > 1) put(p, ", ");
      if ((int64_t)a->w[i] == RL_DYNAMIC) putc_(p, '?');
      else rl_sb_i64(p->out, (int64_t)a->w[i]);
    }
    putc_(p, ']');
    if ((int64_t)a->w[0] != 0) {
      put(p, ", offset: ");
      if ((int64_t)a->w[0] == RL_DYNAMIC) putc_(p, '?');
      else rl_sb_i64(p->out, (int64_t)a->w[0]);
    }
    putc_(p, '>');
    return;
  case RL_AT_OPAQUE: {
    rl_ident *d = rl_word_ptr(a->w[0]), *body = rl_word_ptr(a->w[1]);
    putc_(p, '#');
    putn(p, d->str, d->len);
    if (!a->sub) putc_(p, '.');
    putn(p, body->str, body->len);
    if (a->n > 2 && a->w[2]) {
      put(p, " : ");
      print_type(p, rl_word_ptr(a->w[2]));
    }
    return;
  }
  case RL_AT_LOC_UNKNOWN:
  case RL_AT_LOC_FILE:
  case RL_AT_LOC_NAME:
  case RL_AT_LOC_FUSED:
  case RL_AT_LOC_CALLSITE:
    if (print_alias_ref(p, a)) return;
    print_location(p, a, true);
    return;
  default:
    if (a->kind >= RL_AT_AFF_DIM && a->kind <= RL_AT_AFF_CEILDIV) {
      rl_affine_print_expr(p->out, a);
      return;
    }
    put(p, "<<unknown attribute>>");
  }
}

static void print_location(printer *p, const rl_attr *l, bool wrapped) {
  if (!wrapped && print_alias_ref(p, l)) return;
  bool pretty = p->pretty; /* MLIR's readable form: no loc(...), no quotes around file names */
  if (wrapped && !pretty) put(p, "loc(");
  switch ((rl_attr_kind)l->kind) {
  case RL_AT_LOC_UNKNOWN: put(p, pretty ? "[unknown]" : "unknown"); break;
  case RL_AT_LOC_FILE: {
    rl_ident *f = rl_word_ptr(l->w[0]);
    if (pretty) putn(p, f->str, f->len);
    else rl_print_escaped(p->out, f->str, f->len);
    putc_(p, ':');
    rl_sb_u64(p->out, rl_loc_file_line(l));
    putc_(p, ':');
    rl_sb_u64(p->out, rl_loc_file_col(l));
    break;
  }
  case RL_AT_LOC_NAME: {
    rl_ident *n = rl_word_ptr(l->w[0]);
    rl_print_escaped(p->out, n->str, n->len);
    /* An unknown child is not printed (MLIR reads `"n"` with one). */
    if (l->w[1] && ((const rl_attr *)rl_word_ptr(l->w[1]))->kind != RL_AT_LOC_UNKNOWN) {
      putc_(p, '(');
      print_location(p, rl_word_ptr(l->w[1]), false);
      putc_(p, ')');
    }
    break;
  }
  case RL_AT_LOC_FUSED:
    if (!pretty) put(p, "fused");
    if (l->w[0]) {
      putc_(p, '<');
      print_attr(p, rl_word_ptr(l->w[0]), false);
      putc_(p, '>');
    }
    putc_(p, '[');
    for (unsigned i = 1; i < l->n; i++) {
      if (i > 1) put(p, ", ");
      print_location(p, rl_word_ptr(l->w[i]), false);
    }
    putc_(p, ']');
    break;
  case RL_AT_LOC_CALLSITE: {
    const rl_attr *callee = rl_word_ptr(l->w[0]), *caller = rl_word_ptr(l->w[1]);
    if (!pretty) put(p, "callsite(");
    print_location(p, callee, false);
    /* Pretty: the caller on a line of its own, unless a named callee is
     * called from a file location. */
    if (pretty && !(callee->kind == RL_AT_LOC_NAME && caller->kind == RL_AT_LOC_FILE)) putc_(p, '\n');
    put(p, " at ");
    print_location(p, caller, false);
    if (!pretty) putc_(p, ')');
    break;
  }
  default: break;
  }
  if (wrapped && !pretty) putc_(p, ')');
}

/* ---- aliases -------------------------------------------------------------- */

static void alias_attr(printer *p, const rl_attr *a);

static void alias_type(printer *p, const rl_type *t) {
  switch ((rl_type_kind)t->kind) {
  case RL_TY_COMPLEX:
  case RL_TY_UNRANKED_TENSOR: alias_type(p, rl_type_elem(t)); break;
  case RL_TY_VECTOR: alias_type(p, rl_type_elem(t)); break;
  case RL_TY_TENSOR:
    alias_type(p, rl_type_elem(t));
    if (rl_type_encoding(t)) alias_attr(p, rl_type_encoding(t));
    break;
  case RL_TY_MEMREF:
    alias_type(p, rl_type_elem(t));
    if (rl_type_layout(t)) alias_attr(p, rl_type_layout(t));
    if (rl_type_memspace(t)) alias_attr(p, rl_type_memspace(t));
    break;
  case RL_TY_UNRANKED_MEMREF:
    alias_type(p, rl_type_elem(t));
    if (rl_type_memspace(t)) alias_attr(p, rl_type_memspace(t));
    break;
  case RL_TY_FUNCTION:
    for (unsigned i = 1; i < t->n; i++) alias_type(p, rl_word_ptr(t->w[i])); /* w[0]: the count */
    break;
  case RL_TY_TUPLE:
    for (unsigned i = 0; i < t->n; i++) alias_type(p, rl_word_ptr(t->w[i]));
    break;
  default: break;
  }
}

/* Records an alias for a (if not yet seen); returns its depth. An alias
 * stays deferred while every use of it may be (MLIR's canBeDeferred). */
static unsigned add_alias_use(printer *p, const rl_attr *a, unsigned prefix, unsigned depth, bool deferrable) {
  uintptr_t k = (uintptr_t)rl_ptrmap_get(&p->aliases, a);
  if (k) {
    p->al[k - 1].deferred &= deferrable;
    return p->al[k - 1].depth;
  }
  if (p->nal == p->capal) {
    p->capal = p->capal ? p->capal * 2 : 8;
    p->al = rl_xrealloc(p->al, p->capal * sizeof *p->al);
  }
  p->al[p->nal++] = (struct alias){a, prefix, depth, 0, deferrable};
  rl_ptrmap_put(&p->aliases, a, (void *)(uintptr_t)p->nal);
  return depth;
}

static unsigned add_alias(printer *p, const rl_attr *a, unsigned prefix, unsigned depth) {
  return add_alias_use(p, a, prefix, depth, false);
}

/* Visits a location's parts, then aliases the location itself; deferrable
 * when the use is an op's trailing location (a location met again where it
 * cannot be deferred is walked again, its parts no longer deferred). */
static unsigned alias_loc_use(printer *p, const rl_attr *l, bool deferrable) {
  uintptr_t k = (uintptr_t)rl_ptrmap_get(&p->aliases, l);
  if (k && (deferrable || !p->al[k - 1].deferred)) return p->al[k - 1].depth;
  unsigned d = 0;
  switch ((rl_attr_kind)l->kind) {
  case RL_AT_LOC_NAME: /* an unknown child is not printed, nor aliased */
    if (l->w[1] && ((const rl_attr *)rl_word_ptr(l->w[1]))->kind != RL_AT_LOC_UNKNOWN) {
      unsigned c = alias_loc_use(p, rl_word_ptr(l->w[1]), deferrable) + 1;
      if (c > d) d = c;
    }
    break;
  case RL_AT_LOC_CALLSITE:
    for (int i = 0; i < 2; i++) { unsigned c = alias_loc_use(p, rl_word_ptr(l->w[i]), deferrable) + 1; if (c > d) d = c; }
    break;
  case RL_AT_LOC_FUSED:
    if (l->w[0]) alias_attr(p, rl_word_ptr(l->w[0]));
    for (unsigned i = 1; i < l->n; i++) { unsigned c = alias_loc_use(p, rl_word_ptr(l->w[i]), deferrable) + 1; if (c > d) d = c; }
    break;
  default: break;
  }
  return add_alias_use(p, l, AL_LOC, d, deferrable);
}

static unsigned alias_loc(printer *p, const rl_attr *l) { return alias_loc_use(p, l, false); }

/* Records a dense_resource name (if not yet seen). */
static void add_resource(printer *p, rl_ident *n) {
  if (rl_ptrmap_get(&p->used_resources, n)) return;
  rl_ptrmap_put(&p->used_resources, n, (void *)1);
  if (p->nresources == p->capresources) {
    p->capresources = p->capresources ? 2 * p->capresources : 8;
    p->resources = rl_xrealloc(p->resources, p->capresources * sizeof *p->resources);
  }
  p->resources[p->nresources++] = n;
}

static void alias_attr(printer *p, const rl_attr *a) {
  switch ((rl_attr_kind)a->kind) {
  case RL_AT_AFFINE_MAP: add_alias(p, a, AL_MAP, 0); break;
  case RL_AT_ENUM: break; /* no alias; printed where used */
  case RL_AT_INTEGER_SET: add_alias(p, a, AL_SET, 0); break;
  case RL_AT_LOC_UNKNOWN:
  case RL_AT_LOC_FILE:
  case RL_AT_LOC_NAME:
  case RL_AT_LOC_FUSED:
  case RL_AT_LOC_CALLSITE: alias_loc(p, a); break;
  case RL_AT_ARRAY:
    for (unsigned i = 0; i < a->n; i++) alias_attr(p, rl_attr_array_elem(a, i));
    break;
  case RL_AT_DICT:
    for (unsigned i = 0; i < rl_attr_dict_size(a); i++) alias_attr(p, rl_attr_dict_value(a, i));
    break;
  case RL_AT_TYPE: alias_type(p, rl_attr_type_value(a)); break;
  case RL_AT_INTEGER:
  case RL_AT_FLOAT:
  case RL_AT_DENSE:
  case RL_AT_DENSE_ARRAY: alias_type(p, rl_word_ptr(a->w[0])); break;
  case RL_AT_STRING:
    if (a->w[1]) alias_type(p, rl_word_ptr(a->w[1]));
    break;
  case RL_AT_OPAQUE:
    if (a->n > 2 && a->w[2]) alias_type(p, rl_word_ptr(a->w[2]));
    break;
  case RL_AT_SPARSE: alias_type(p, rl_word_ptr(a->w[0])); break;
  case RL_AT_DENSE_RESOURCE: {
    alias_type(p, rl_word_ptr(a->w[0]));
    add_resource(p, rl_word_ptr(a->w[1]));
    break;
  }
  case RL_AT_DISTINCT: {
    /* Aliased (#distinct) unless it references unit, as mlir-opt does. */
    const rl_attr *r = rl_attr_distinct_referenced(a);
    alias_attr(p, r);
    if (r->kind == RL_AT_UNIT) break;
    uintptr_t k = (uintptr_t)rl_ptrmap_get(&p->aliases, r);
    add_alias(p, a, AL_DISTINCT, k ? p->al[k - 1].depth + 1 : 0);
    break;
  }
  default: break;
  }
}

static int alias_number_cmp(const void *x, const void *y) {
  const struct alias *a = *(const struct alias *const *)x, *b = *(const struct alias *const *)y;
  if (a->prefix != b->prefix) return a->prefix < b->prefix ? -1 : 1;
  if (a->depth != b->depth) return a->depth < b->depth ? -1 : 1;
  return a < b ? -1 : a > b;
}

static int alias_print_cmp(const void *x, const void *y) {
  const struct alias *a = *(const struct alias *const *)x, *b = *(const struct alias *const *)y;
  if (a->depth != b->depth) return a->depth < b->depth ? -1 : 1;
  if (a->prefix != b->prefix) return a->prefix < b->prefix ? -1 : 1;
  return a->number < b->number ? -1 : a->number > b->number;
}

/* Numbers the aliases (first) and prints the definitions of those not
 * deferred, or (deferred) of the deferred ones, printed after the
 * top-level op as MLIR prints the aliases of op locations. */
static void print_alias_defs(printer *p, bool deferred) {
  if (!p->nal) return;
  struct alias **order = rl_xmalloc(p->nal * sizeof *order);
  for (size_t i = 0; i < p->nal; i++) order[i] = &p->al[i];
  if (!deferred) {
    qsort(order, p->nal, sizeof *order, alias_number_cmp);
    unsigned counter[4] = {0, 0, 0, 0};
    for (size_t i = 0; i < p->nal; i++) order[i]->number = counter[order[i]->prefix]++;
  }
  qsort(order, p->nal, sizeof *order, alias_print_cmp);
  for (size_t i = 0; i < p->nal; i++) {
    const struct alias *e = order[i];
    if (e->deferred != deferred) continue;
    putc_(p, '#');
    put(p, alias_prefix[e->prefix]);
    if (e->number) rl_sb_u64(p->out, e->number);
    put(p, " = ");
    /* The definition itself is printed in full, its parts through aliases. */
    if (e->prefix == AL_MAP) {
      put(p, "affine_map<");
      rl_affine_print_map(p->out, e->a);
      putc_(p, '>');
    } else if (e->prefix == AL_SET) {
      put(p, "affine_set<");
      rl_affine_print_set(p->out, e->a);
      putc_(p, '>');
    } else if (e->prefix == AL_DISTINCT) {
      print_distinct(p, e->a);
    } else {
      print_location(p, e->a, true);
    }
    putc_(p, '\n');
  }
  free(order);
}

/* A map whose results are its last dims in order, without symbols: a
 * transfer's minor identity, which its printer leaves out. */
static bool minor_identity_map(const rl_attr *m) {
  unsigned nd = rl_affine_map_num_dims(m), nr = rl_affine_map_num_results(m);
  if (rl_affine_map_num_syms(m) || nr > nd) return false;
  for (unsigned i = 0; i < nr; i++) {
    const rl_attr *e = rl_affine_map_result(m, i);
    if (e->kind != RL_AT_AFF_DIM || rl_affine_position(e) != nd - nr + i) return false;
  }
  return true;
}

/* Visits an op in the order MLIR's alias collector does. The generic form:
 * regions, operand types, result types, then the attributes (properties
 * included). A custom form is visited as MLIR's collector runs its printer,
 * what it prints first first: the properties it prints through the
 * attribute printer before the regions. Those are the types of properties
 * (a function's signature, whose memref layouts get aliases) and the maps
 * and sets of affine ops and the maps of vector ops; other ops print their maps inline
 * (memref.transpose's permutation), as do affine.load, affine.store and
 * the other affine ops that print maps over SSA ids (their attributes
 * too: affine.dma_start's maps), and affine.for its bounds that are a constant or one symbol. */
static bool inline_maps(const printer *p, const rl_op *op) {
  for (unsigned i = 0; i < sizeof p->affine_inline / sizeof *p->affine_inline; i++)
    if (op->info->name == p->affine_inline[i]) return true;
  return false;
}

static bool par_merge_aliases(printer *p, rl_block *b, rl_op *o);

static void alias_op(printer *p, rl_op *op) {
  bool custom = !p->generic && op->info->def && (op->info->format || op->info->def->print);
  if (p->debuginfo && op->loc) alias_loc_use(p, op->loc, true);
  if (custom && op->props && op->props->kind == RL_AT_DICT)
    for (unsigned i = 0; i < rl_attr_dict_size(op->props); i++) {
      const rl_attr *v = rl_attr_dict_value(op->props, i);
      if (op->info->dialect != p->affine) {
        /* The vector dialect's maps go through its attr-dicts (a transfer's
         * permutation_map, a contraction's indexing_maps). */
        if (v->kind == RL_AT_TYPE ||
            (op->info->dialect == p->vector &&
             ((v->kind == RL_AT_AFFINE_MAP && !minor_identity_map(v)) || v->kind == RL_AT_ARRAY)))
          alias_attr(p, v);
        continue;
      }
      /* affine.for prints a bound that is a constant or one symbol bare. */
      rl_ident *n = rl_attr_dict_name(op->props, i);
      if (inline_maps(p, op)) continue;
      bool bound = n == p->affine_lb || n == p->affine_ub;
      if (bound && v->kind == RL_AT_AFFINE_MAP && rl_affine_map_num_results(v) == 1 && !rl_affine_map_num_dims(v)) {
        const rl_attr *e = rl_affine_map_result(v, 0);
        unsigned ns = rl_affine_map_num_syms(v);
        if ((!ns && e->kind == RL_AT_AFF_CONST) || (ns == 1 && e->kind == RL_AT_AFF_SYM)) continue;
      }
      alias_attr(p, v);
    }
  for (unsigned r = 0; r < (p->skip_regions ? 0u : op->nregions); r++)
    for (rl_block *b = rl_op_regions(op)[r].first; b; b = b->next) {
      for (uint32_t i = 0; i < b->nargs; i++) {
        alias_type(p, b->args[i]->type);
        if (p->debuginfo && *rl_arg_loc(b->args[i])) alias_loc(p, *rl_arg_loc(b->args[i]));
      }
      for (rl_op *o = b->first; o; o = o->next)
        if (!par_merge_aliases(p, b, o)) alias_op(p, o);
    }
  for (unsigned i = 0; i < op->noperands; i++)
    if (op->operands[i].value) alias_type(p, op->operands[i].value->type);
  for (unsigned i = 0; i < op->nresults; i++) alias_type(p, op->results[i].type);
  if (!custom && op->props && op->info->registered) alias_attr(p, op->props); /* an unregistered op's are opaque */
  if (op->attrs && !(custom && op->info->dialect == p->affine && inline_maps(p, op))) alias_attr(p, op->attrs);
}

/* ---- value numbering ------------------------------------------------------ */

/* value->scratch: number; the high bit marks `%argN`. Block->scratch: index in
 * its region. An op's results share the number of its first result. */
#define ARG_BIT 0x80000000u
#define NAME_BIT 0x40000000u /* a value a naming hook named: its entry in p->vn */

typedef struct name_ctx {
  rl_region *region;
  uint32_t next_value, next_arg, next_conflict;
  size_t names_mark; /* the parent's names stay in scope, siblings' do not */
} name_ctx;

/* MLIR's uniquing of suggested names: a name in scope gets `_N` with the
 * next conflict number. */
static rl_ident *unique_name(printer *p, const char *name) {
  char buf[256];
  size_t n = 0;
  for (const char *q = name; *q && n + 1 < sizeof buf - 24; q++) {
    char ch = *q;
    bool ok = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
              ch == '_' || ch == '$' || ch == '.' || ch == '-';
    buf[n++] = ok ? ch : '_';
  }
  if (n && buf[0] >= '0' && buf[0] <= '9') {
    memmove(buf + 1, buf, n);
    buf[0] = '_';
    n++;
  }
  buf[n] = 0;
  rl_ident *id = rl_ident_get(p->ctx, buf, n);
  if (rl_ptrmap_get(&p->used, id)) {
    buf[n] = '_';
    for (;;) {
      int k = snprintf(buf + n + 1, sizeof buf - n - 1, "%u", p->next_conflict++);
      id = rl_ident_get(p->ctx, buf, n + 1 + (size_t)k);
      if (!rl_ptrmap_get(&p->used, id)) break;
    }
  }
  rl_ptrmap_put(&p->used, id, (void *)1);
  if (p->nnamelog == p->capnamelog) {
    p->capnamelog = p->capnamelog ? p->capnamelog * 2 : 64;
    p->namelog = rl_xrealloc(p->namelog, p->capnamelog * sizeof *p->namelog);
  }
  p->namelog[p->nnamelog++] = id;
  return id;
}

static void pop_names(printer *p, size_t mark) {
  while (p->nnamelog > mark) rl_ptrmap_put(&p->used, p->namelog[--p->nnamelog], NULL);
}

static void set_name_cb(void *ud, rl_value *v, const char *name) {
  printer *p = ud;
  if (!name || !*name) return;
  rl_ident *id = unique_name(p, name);
  if (p->nvn == p->capvn) {
    p->capvn = p->capvn ? 2 * p->capvn : 256;
    p->vn = rl_xrealloc(p->vn, p->capvn * sizeof *p->vn);
  }
  p->vn[p->nvn] = (struct vname){v, id};
  v->scratch = NAME_BIT | p->nvn++;
}

/* The name a naming hook gave v in this print, or NULL. */
static rl_ident *vname(const printer *p, const rl_value *v) {
  uint32_t s = v->scratch;
  if ((s & (ARG_BIT | NAME_BIT)) != NAME_BIT) return NULL;
  s &= ~NAME_BIT;
  return s < p->nvn && p->vn[s].v == v ? p->vn[s].id : NULL;
}

static void number_region(printer *p, rl_region *r, uint32_t *next_value, uint32_t *next_arg) {
  uint32_t bid = 0;
  bool names = !p->generic && p->ctx;
  for (rl_block *b = r->first; b; b = b->next) {
    b->scratch = bid++;
    bool entry = b == r->first;
    for (uint32_t i = 0; i < b->nargs; i++) {
      if (entry) {
        b->args[i]->scratch = ARG_BIT | (*next_arg)++;
        if (names) {
          char buf[24];
          snprintf(buf, sizeof buf, "arg%u", b->args[i]->scratch & ~ARG_BIT);
          rl_ident *id = rl_ident_cstr(p->ctx, buf);
          rl_ptrmap_put(&p->used, id, (void *)1);
          if (p->nnamelog == p->capnamelog) {
            p->capnamelog = p->capnamelog ? p->capnamelog * 2 : 64;
            p->namelog = rl_xrealloc(p->namelog, p->capnamelog * sizeof *p->namelog);
          }
          p->namelog[p->nnamelog++] = id;
        }
      } else {
        b->args[i]->scratch = (*next_value)++;
      }
    }
    for (rl_op *o = b->first; o; o = o->next) {
      if (!o->nresults) {
        /* --mlir-print-value-users names such ops too (`// id: %5`). */
        if (p->value_users) rl_ptrmap_put(&p->opids, o, (void *)(uintptr_t)(++*next_value));
        continue;
      }
      if (names && o->info->def && o->info->def->names) {
        for (unsigned i = 0; i < o->nresults; i++) o->results[i].scratch = 0; /* no name from an earlier print */
        o->info->def->names(o, set_name_cb, p);
        if (vname(p, &o->results[0])) continue;
      }
      uint32_t id = (*next_value)++;
      for (unsigned i = 0; i < o->nresults; i++)
        if (!vname(p, &o->results[i])) o->results[i].scratch = id;
    }
  }
}

static bool par_defers(printer *p, rl_op *o, const name_ctx *at);

/* Numbers values in all regions below op, from value nv and argument na.
 * `unique`: never restore counters. `number_op`: a result-less op gets its
 * id too (--mlir-print-value-users). */
static void number_regions(printer *p, rl_op *op, bool unique, uint32_t nv, uint32_t na, bool number_op) {
  name_ctx *stack = NULL;
  size_t n = 0, cap = 0;
  p->ctx = rl_op_context(op);
  for (unsigned r = 0; r < op->nregions; r++) {
    if (n == cap) { cap = cap ? cap * 2 : 64; stack = rl_xrealloc(stack, cap * sizeof *stack); }
    stack[n++] = (name_ctx){rl_op_region(op, r), nv, na, p->next_conflict, p->nnamelog};
  }
  /* The op itself is numbered after its regions are queued, as in MLIR: a
   * result-less op's id shows only in unique numbering. */
  if (number_op && p->value_users && !op->nresults) rl_ptrmap_put(&p->opids, op, (void *)(uintptr_t)(++nv));
  while (n) {
    name_ctx cx = stack[--n];
    if (!unique) {
      nv = cx.next_value;
      na = cx.next_arg;
      p->next_conflict = cx.next_conflict;
    }
    pop_names(p, cx.names_mark);
    number_region(p, cx.region, &nv, &na);
    for (rl_block *b = cx.region->first; b; b = b->next)
      for (rl_op *o = b->first; o; o = o->next) {
        if (p->par && par_defers(p, o, &(name_ctx){NULL, nv, na, p->next_conflict, p->nnamelog})) continue;
        for (unsigned r = 0; r < o->nregions; r++) {
          if (n == cap) { cap = cap ? cap * 2 : 64; stack = rl_xrealloc(stack, cap * sizeof *stack); }
          stack[n++] = (name_ctx){rl_op_region(o, r), nv, na, p->next_conflict, p->nnamelog};
        }
      }
  }
  free(stack);
}

static void number_values(printer *p, rl_op *op, bool unique, uint32_t next_value) {
  number_regions(p, op, unique, next_value, 0, true);
}

/* MLIR's result groups: a group starts at result 0 and at every result
 * the op's naming hook named; *start and *size give the group of result k. */
static void result_group(printer *p, rl_op *op, unsigned k, unsigned *start, unsigned *size) {
  unsigned s = k;
  while (s > 0 && !(p->nvn && vname(p, &op->results[s]))) s--;
  unsigned e = k + 1;
  while (e < op->nresults && !(p->nvn && vname(p, &op->results[e]))) e++;
  *start = s;
  *size = e - s;
}

static void print_value(printer *p, const rl_value *v) {
  if (!v) {
    put(p, "<<NULL VALUE>>");
    return;
  }
  if (p->nvn && !v->is_arg) {
    /* A result in a named group: the group's name, and #k in a group of
     * several results. */
    rl_op *o = (rl_op *)rl_value_owner(v);
    unsigned start, size;
    result_group(p, o, v->index, &start, &size);
    rl_ident *nm = vname(p, &o->results[start]);
    putc_(p, '%');
    if (nm) putn(p, nm->str, nm->len);
    else rl_sb_u64(p->out, o->results[start].scratch);
    if (size > 1) {
      putc_(p, '#');
      rl_sb_u64(p->out, v->index - start);
    }
    return;
  }
  if (p->nvn) {
    rl_ident *nm = vname(p, v);
    if (nm) {
      putc_(p, '%');
      putn(p, nm->str, nm->len);
      return;
    }
  }
  if (v->is_arg && (v->scratch & ARG_BIT)) {
    put(p, "%arg");
    rl_sb_u64(p->out, v->scratch & ~ARG_BIT);
    return;
  }
  putc_(p, '%');
  rl_sb_u64(p->out, v->scratch);
  if (!v->is_arg && ((rl_op *)rl_value_owner(v))->nresults > 1) {
    putc_(p, '#');
    rl_sb_u64(p->out, v->index);
  }
}

static void print_block_name(printer *p, const rl_block *b) {
  put(p, "^bb");
  rl_sb_u64(p->out, b->scratch);
}

/* ---- --mlir-print-value-users ------------------------------------------------ */

/* A user: its results (`%3`, `%4#0, %4#1`), or its id if it has none. */
static void print_user_ids(printer *p, rl_op *user) {
  if (!user->nresults) {
    uintptr_t id = (uintptr_t)rl_ptrmap_get(&p->opids, user);
    if (!id && p->main && p->owns_names) id = (uintptr_t)rl_ptrmap_get(&p->main->opids, user);
    if (!id) {
      put(p, "<<UNKNOWN SSA VALUE>>");
      return;
    }
    putc_(p, '%');
    rl_sb_u64(p->out, id - 1);
    return;
  }
  for (unsigned i = 0; i < user->nresults; i++) {
    if (i) put(p, ", ");
    print_value(p, &user->results[i]);
  }
}

/* Whether an earlier use of the list (before u) has u's owner. Long lists
 * are checked through a map (this runs only for --mlir-print-value-users). */
static bool user_seen(rl_ptrmap *seen, rl_use *first, rl_use *u, unsigned k) {
  if (k < 32) {
    for (rl_use *q = first; q != u; q = q->next)
      if (q->owner == u->owner) return true;
    return false;
  }
  if (!seen->cap)
    for (rl_use *q = first; q != u; q = q->next) rl_ptrmap_put(seen, q->owner, (void *)1);
  if (rl_ptrmap_get(seen, u->owner)) return true;
  rl_ptrmap_put(seen, u->owner, (void *)1);
  return false;
}

/* The users of v, each once, in use-list order (as MLIR lists them). */
static void print_value_users(printer *p, rl_value *v) {
  if (!v->first_use) put(p, "unused");
  rl_ptrmap seen = {0};
  unsigned k = 0;
  for (rl_use *u = v->first_use; u; u = u->next, k++) {
    if (k && user_seen(&seen, v->first_use, u, k)) continue;
    if (k) put(p, ", ");
    print_user_ids(p, u->owner);
  }
  rl_ptrmap_free(&seen);
}

/* The comment after an op: `// id: %5` (no results, some operands),
 * `// unused`, `// user: %3` (one result used by one op with at most one
 * result), else `// users: ...` (per result, in parentheses if several). */
static void print_users_comment(printer *p, rl_op *op) {
  if (!op->nresults) {
    if (!op->noperands) return;
    put(p, " // id: ");
    print_user_ids(p, op);
    return;
  }
  rl_ptrmap users = {0};
  unsigned nops = 0, nres = 0;
  for (unsigned i = 0; i < op->nresults; i++)
    for (rl_use *u = op->results[i].first_use; u; u = u->next)
      if (!rl_ptrmap_get(&users, u->owner)) {
        rl_ptrmap_put(&users, u->owner, (void *)1);
        nops++;
        nres += u->owner->nresults;
      }
  rl_ptrmap_free(&users);
  if (!nops) {
    put(p, " // unused");
    return;
  }
  put(p, nres <= 1 && nops <= 1 && op->nresults == 1 ? " // user: " : " // users: ");
  for (unsigned i = 0; i < op->nresults; i++) {
    if (i) put(p, ", ");
    if (op->nresults > 1) putc_(p, '(');
    print_value_users(p, &op->results[i]);
    if (op->nresults > 1) putc_(p, ')');
  }
}

/* ---- ops ------------------------------------------------------------------ */

static void print_op(printer *p, rl_op *op);

/* An op where a block holds it: the op, then its users' comment. */
static void print_full_op(printer *p, rl_op *op) {
  if (p->op_offsets) rl_ptrmap_put(p->op_offsets, op, (void *)(uintptr_t)(p->out->len + 1));
  print_op(p, op);
  if (p->value_users) print_users_comment(p, op);
}

static void newline_indent(printer *p) {
  rl_strbuf *b = p->out;
  size_t n = (size_t)p->indent + 1;
  if (b->len + n + 1 > b->cap) rl_sb_grow(b, n + 1);
  b->data[b->len] = '\n';
  memset(b->data + b->len + 1, ' ', p->indent);
  b->len += n;
  b->data[b->len] = 0;
}

static bool par_block(const printer *p, const rl_block *b);
static void par_print_op(printer *p, rl_op *op);

static int u32_cmp(const void *x, const void *y) {
  uint32_t a = *(const uint32_t *)x, b = *(const uint32_t *)y;
  return (a > b) - (a < b);
}

/* skip: an op of b left out (a terminator the op's custom form elides), or NULL. */
static void print_block(printer *p, rl_block *b, bool label, const rl_op *skip) {
  if (label) {
    newline_indent(p);
    print_block_name(p, b);
    if (b->nargs) {
      putc_(p, '(');
      for (uint32_t i = 0; i < b->nargs; i++) {
        if (i) put(p, ", ");
        print_value(p, b->args[i]);
        put(p, ": ");
        print_type(p, b->args[i]->type);
        if (p->debuginfo && *rl_arg_loc(b->args[i])) {
          putc_(p, ' ');
          print_location(p, *rl_arg_loc(b->args[i]), true);
        }
      }
      putc_(p, ')');
    }
    putc_(p, ':');
    if (!rl_block_is_entry(b)) {
      rl_block *single = rl_block_single_pred(b);
      if (!b->first_pred) {
        put(p, "  // no predecessors");
      } else if (single) {
        put(p, "  // pred: ");
        print_block_name(p, single);
      } else {
        /* Sorted by block number. */
        unsigned np = rl_block_num_preds(b), k = 0;
        uint32_t st[16];
        uint32_t *ids = np <= 16 ? st : rl_xmalloc(np * sizeof *ids);
        for (rl_succ *s = b->first_pred; s; s = s->next) ids[k++] = s->owner->parent->scratch;
        if (np > 16) qsort(ids, np, sizeof *ids, u32_cmp);
        else
          for (unsigned i = 1; i < np; i++)
            for (unsigned j = i; j > 0 && ids[j - 1] > ids[j]; j--) {
              uint32_t t = ids[j];
              ids[j] = ids[j - 1];
              ids[j - 1] = t;
            }
        put(p, "  // ");
        rl_sb_u64(p->out, np);
        put(p, " preds: ");
        for (unsigned i = 0; i < np; i++) {
          if (i) put(p, ", ");
          put(p, "^bb");
          rl_sb_u64(p->out, ids[i]);
        }
        if (ids != st) free(ids);
      }
    }
  }
  p->indent += 2;
  if (p->value_users)
    for (uint32_t i = 0; i < b->nargs; i++) {
      newline_indent(p);
      put(p, "// ");
      print_value(p, b->args[i]);
      put(p, b->args[i]->first_use ? " is used by " : " is unused");
      if (b->args[i]->first_use) print_value_users(p, b->args[i]);
    }
  bool par = p->par && par_block(p, b);
  for (rl_op *o = b->first; o; o = o->next) {
    if (o == skip) continue;
    newline_indent(p);
    if (par) par_print_op(p, o);
    else print_full_op(p, o);
  }
  p->indent -= 2;
}

/* `{ blocks }`; print_empty: label an empty entry block (generic form). */
static void print_region(printer *p, rl_region *r, bool print_empty) {
  if (p->skip_regions) {
    put(p, "{...}");
    return;
  }
  putc_(p, '{');
  for (rl_block *b = r->first; b; b = b->next) {
    bool label = true;
    if (b == r->first) label = b->nargs > 0 || (print_empty && !b->first);
    print_block(p, b, label, NULL);
  }
  newline_indent(p);
  putc_(p, '}');
}

static void print_op_loc(printer *p, rl_op *op) {
  if (!p->debuginfo) return;
  putc_(p, ' ');
  if (!p->pretty && rl_ptrmap_get(&p->aliases, op->loc)) {
    put(p, "loc(");
    print_alias_ref(p, op->loc);
    putc_(p, ')');
    return;
  }
  print_location(p, op->loc, true);
}

static void print_results(printer *p, rl_op *op) {
  if (p->omit_results) {
    p->omit_results = false;
    return;
  }
  if (!op->nresults) return;
  for (unsigned start = 0, size; start < op->nresults; start += size) {
    result_group(p, op, start, &start, &size);
    if (start) put(p, ", ");
    rl_ident *nm = p->nvn ? vname(p, &op->results[start]) : NULL;
    putc_(p, '%');
    if (nm) putn(p, nm->str, nm->len);
    else rl_sb_u64(p->out, op->results[start].scratch);
    if (size > 1) {
      putc_(p, ':');
      rl_sb_u64(p->out, size);
    }
  }
  put(p, " = ");
}

/* Ops nested in an op's regions may drop the op's default dialect prefix
 * (none for ops that have no default dialect, as in MLIR). */
static bool push_dialect(printer *p, rl_op *op) {
  if (!op->nregions) return false;
  if (p->ndialects == p->capdialects) {
    p->capdialects = p->capdialects ? p->capdialects * 2 : 8;
    p->dialects = rl_xrealloc(p->dialects, p->capdialects * sizeof *p->dialects);
  }
  const rl_opdef *d = op->info->def;
  p->dialects[p->ndialects++] = d && d->default_dialect ? d->default_dialect : "";
  return true;
}

/* An op in its custom form: name (without the enclosing default dialect),
 * then the format or the op's C printer. */
static void print_custom(printer *p, rl_op *op) {
  const rl_opdef *d = op->info->def;
  print_results(p, op);
  const char *name = op->info->name->str;
  size_t len = op->info->name->len;
  const char *dd = p->ndialects ? p->dialects[p->ndialects - 1] : "builtin";
  size_t dl = strlen(dd);
  if (len > dl && name[dl] == '.' && !memcmp(name, dd, dl) && !memchr(name + dl + 1, '.', len - dl - 1)) {
    name += dl + 1;
    len -= dl + 1;
  }
  putn(p, name, len);
  bool pushed = push_dialect(p, op);
  if (d->print) d->print(p, op);
  else rl_format_print(p, op->info->format, op);
  if (pushed) p->ndialects--;
  print_op_loc(p, op);
}

static void print_op(printer *p, rl_op *op) {
  if (!p->generic && op->info->def && (op->info->format || op->info->def->print)) {
    print_custom(p, op);
    return;
  }
  print_results(p, op);
  rl_print_escaped(p->out, op->info->name->str, op->info->name->len);
  putc_(p, '(');
  for (unsigned i = 0; i < op->noperands; i++) {
    if (i) put(p, ", ");
    print_value(p, op->operands[i].value);
  }
  putc_(p, ')');
  if (op->nsuccs) {
    putc_(p, '[');
    for (unsigned i = 0; i < op->nsuccs; i++) {
      if (i) put(p, ", ");
      print_block_name(p, rl_op_succ(op, i));
    }
    putc_(p, ']');
  }
  if (op->props) {
    put(p, " <");
    print_attr(p, op->props, false);
    putc_(p, '>');
  }
  if (op->nregions) {
    bool pushed = push_dialect(p, op);
    put(p, " (");
    for (unsigned r = 0; r < op->nregions; r++) {
      if (r) put(p, ", ");
      print_region(p, rl_op_region(op, r), true);
    }
    putc_(p, ')');
    if (pushed) p->ndialects--;
  }
  if (op->attrs && rl_attr_dict_size(op->attrs)) {
    putc_(p, ' ');
    print_dict(p, op->attrs);
  }
  put(p, " : (");
  for (unsigned i = 0; i < op->noperands; i++) {
    if (i) put(p, ", ");
    rl_value *v = op->operands[i].value;
    if (v) print_type(p, v->type);
    else put(p, "<<NULL TYPE>>");
  }
  put(p, ") -> ");
  bool parens = op->nresults != 1 || op->results[0].type->kind == RL_TY_FUNCTION;
  if (parens) putc_(p, '(');
  for (unsigned i = 0; i < op->nresults; i++) {
    if (i) put(p, ", ");
    print_type(p, op->results[i].type);
  }
  if (parens) putc_(p, ')');
  print_op_loc(p, op);
}

static void printer_free(printer *p) {
  rl_ptrmap_free(&p->opids);
  free(p->vn);
  rl_ptrmap_free(&p->used);
  free(p->namelog);
  free(p->dialects);
  rl_ptrmap_free(&p->aliases);
  rl_ptrmap_free(&p->distinct_ids);
  rl_ptrmap_free(&p->used_resources);
  free(p->resources);
  free(p->al);
}

/* A printer with the flags of o (NULL: the defaults). */
static void printer_init(printer *p, rl_strbuf *out, const rl_print_opts *o) {
  memset(p, 0, sizeof *p);
  p->out = out;
  p->hex_limit = 100;
  p->elide_limit = -1;
  if (!o) return;
  p->generic = o->generic;
  p->debuginfo = o->debuginfo;
  p->pretty = o->pretty_debuginfo;
  p->skip_regions = o->skip_regions;
  p->value_users = o->value_users;
  p->op_offsets = o->op_offsets;
  if (o->has_hex_limit) p->hex_limit = o->hex_limit < 0 ? -1 : o->hex_limit;
  if (o->has_elide_limit) p->elide_limit = o->elide_limit;
  p->has_resource_limit = o->has_resource_limit;
  p->resource_limit = o->resource_limit;
}

/* One `key: value` of the resources section; false if left out for its
 * length (the value as printed). */
static bool resource_value(printer *p, rl_strbuf *v, rl_ident *key, bool first) {
  if (p->has_resource_limit && v->len > p->resource_limit) return false;
  if (!first) put(p, ",\n");
  put(p, "      ");
  rl_sb_putn(p->out, key->str, key->len);
  put(p, ": ");
  rl_sb_putn(p->out, v->data, v->len);
  return true;
}

/* The file metadata section `{-# ... #-}` after a top-level op, as mlir-opt
 * prints it: the blobs of the dense_resource attributes printed, and the
 * external resources the input had; a heading only before a first value. */
static void print_resources(printer *p, rl_context *c) {
  size_t next;
  const rl_resource_entry *ext = rl_ext_resources(c, &next);
  bool any = next > 0;
  for (size_t i = 0; i < p->nresources && !any; i++) any = rl_resource_blob(c, p->resources[i]) != NULL;
  if (!any) return;
  put(p, "\n{-#\n");
  rl_strbuf v = {0};
  bool section = false, open = false;
  for (size_t i = 0; i < p->nresources; i++) {
    rl_ident *blob = rl_resource_blob(c, p->resources[i]);
    if (!blob) continue;
    rl_sb_clear(&v);
    rl_sb_putc(&v, '"');
    rl_sb_putn(&v, blob->str, blob->len);
    rl_sb_putc(&v, '"');
    if (!open && (!p->has_resource_limit || v.len <= p->resource_limit)) put(p, "  dialect_resources: {\n    builtin: {\n");
    if (resource_value(p, &v, p->resources[i], !open)) open = section = true;
  }
  if (open) put(p, "\n    }\n  }");
  open = false;
  rl_ident *group = NULL;
  for (size_t i = 0; i < next; i++) {
    const rl_resource_entry *e = &ext[i];
    rl_sb_clear(&v);
    if (e->kind == RL_RESOURCE_BOOL) {
      rl_sb_putn(&v, e->value->str, e->value->len);
    } else if (e->kind == RL_RESOURCE_BLOB) {
      rl_sb_putc(&v, '"');
      rl_sb_putn(&v, e->value->str, e->value->len);
      rl_sb_putc(&v, '"');
    } else {
      rl_print_escaped(&v, e->value->str, e->value->len);
    }
    if (p->has_resource_limit && v.len > p->resource_limit) continue;
    if (!open) {
      if (section) put(p, ",\n");
      put(p, "  external_resources: {\n");
      open = section = true;
    }
    bool first = e->group != group;
    if (first) {
      if (group) put(p, "\n    },\n");
      put(p, "    ");
      rl_sb_putn(p->out, e->group->str, e->group->len);
      put(p, ": {\n");
      group = e->group;
    }
    resource_value(p, &v, e->key, first);
  }
  if (open) put(p, "\n    }\n  }");
  rl_sb_free(&v);
  put(p, "\n#-}\n");
}

static void printer_names(printer *p, rl_context *c) {
  p->affine = rl_ident_get(c, "affine", 6);
  p->affine_lb = rl_ident_get(c, "lowerBoundMap", 13);
  p->affine_ub = rl_ident_get(c, "upperBoundMap", 13);
  static const char *const inl[] = {"affine.load",     "affine.store",    "affine.vector_load", "affine.vector_store",
                                    "affine.prefetch", "affine.parallel", "affine.dma_start",   "affine.dma_wait"};
  _Static_assert(sizeof inl / sizeof *inl == sizeof p->affine_inline / sizeof *p->affine_inline, "one per op");
  for (unsigned i = 0; i < sizeof inl / sizeof *inl; i++) p->affine_inline[i] = rl_ident_cstr(c, inl[i]);
  p->vector = rl_ident_get(c, "vector", 6);
}

/* ---- on several threads ------------------------------------------------------
 * A top-level op (a module) whose block holds ops isolated from above (its
 * functions) is printed as on one thread, byte for byte, with those ops'
 * work spread over threads (rl_print_opts.threads, through the core's
 * parallel loop, rl_get_parallel_for):
 *  - aliases: each op's are collected by a task in the order one walk meets
 *    them, then merged in the ops' order, which is the walk's order;
 *  - numbering: in custom form, each op's regions are numbered from the
 *    state the one-thread numbering gives all of them (they restore it); a
 *    task numbers its op in a printer of its own. Unique numbering (generic
 *    form, --mlir-print-unique-ssa-ids) runs on through the ops, so the
 *    main printer numbers them all first;
 *  - text: in batches, each op printed by a task into a buffer of its own,
 *    the buffers written in order. An op whose print needs the main
 *    printer's state (a distinct attribute not numbered yet: they are
 *    numbered in the order of printing) is printed again by the main
 *    printer in its turn, as one thread would. */

enum { PAR_BATCH = 128 };

typedef struct par_found { /* one op's aliases and resources, in the order met */
  struct alias *al;
  size_t nal;
  rl_ident **res;
  size_t nres;
} par_found;

struct par_plan {
  rl_parallel_for_fn pfor;
  rl_block *block;   /* the block whose isolated ops are tasks */
  rl_op **ops;       /* those ops, in order */
  size_t n;
  par_found *found;  /* their aliases, until merged (NULL after) */
  size_t alias_next; /* the next op whose aliases merge */
  bool tasks_number; /* custom numbering: tasks number their ops' regions ... */
  bool have_at;
  name_ctx at;       /* ... from this state */
  size_t next;       /* the next op to print */
  size_t lo, hi;     /* the batch printed: ops[lo .. hi) */
  rl_strbuf *bufs;   /* their text, at [i - lo] */
  bool *bailed;      /* printed by the main printer instead */
};

static bool par_task_op(const rl_op *o) {
  return o->nregions && o->info->registered && (o->info->traits & RL_TRAIT_ISOLATED);
}

static bool par_block(const printer *p, const rl_block *b) { return b == p->par->block; }

/* Whether o's regions are numbered by its task (in number_regions, with
 * the state they would be pushed with). */
static bool par_defers(printer *p, rl_op *o, const name_ctx *at) {
  struct par_plan *pl = p->par;
  if (!pl->tasks_number || o->parent != pl->block || !par_task_op(o)) return false;
  if (!pl->have_at) {
    pl->at = *at;
    pl->have_at = true;
  }
  return true;
}

/* A task's op numbered as the one-thread numbering numbers it. */
static void number_task(printer *p, rl_op *o, const name_ctx *at) {
  pop_names(p, at->names_mark);
  p->next_conflict = at->next_conflict;
  number_regions(p, o, false, at->next_value, at->next_arg, false);
}

/* A printer for a task of main's: main's flags, aliases, distinct numbers
 * (read only), indentation and default dialects; values numbered by main,
 * or (tasks_number) its own from main's state. */
static void worker_init(printer *w, const printer *m, rl_strbuf *out) {
  const struct par_plan *pl = m->par;
  *w = *m;
  w->out = out;
  w->par = NULL;
  w->main = m;
  w->bail = false;
  w->omit_results = false;
  w->op_offsets = NULL;
  w->capdialects = m->ndialects ? m->ndialects : 1;
  w->dialects = rl_xmalloc(w->capdialects * sizeof *w->dialects);
  if (m->ndialects) memcpy(w->dialects, m->dialects, m->ndialects * sizeof *w->dialects);
  w->owns_names = pl && pl->tasks_number;
  if (!w->owns_names) return;
  /* The names main gave at the top level (an op's results) stay at their
   * indices; the names in scope there stay in scope. */
  w->capvn = m->nvn > 16 ? m->nvn : 16;
  w->vn = rl_xmalloc(w->capvn * sizeof *w->vn);
  if (m->nvn) memcpy(w->vn, m->vn, m->nvn * sizeof *w->vn);
  size_t mark = pl->have_at ? pl->at.names_mark : 0;
  w->capnamelog = mark > 64 ? mark : 64;
  w->namelog = rl_xmalloc(w->capnamelog * sizeof *w->namelog);
  w->nnamelog = mark;
  w->used = (rl_ptrmap){0};
  for (size_t i = 0; i < mark; i++) {
    w->namelog[i] = m->namelog[i];
    rl_ptrmap_put(&w->used, m->namelog[i], (void *)1);
  }
  w->opids = (rl_ptrmap){0};
}

static void worker_free(printer *w) {
  free(w->dialects);
  if (!w->owns_names) return;
  free(w->vn);
  rl_ptrmap_free(&w->used);
  free(w->namelog);
  rl_ptrmap_free(&w->opids);
}

static bool alias_task(void *ud, size_t i) {
  printer *m = ud;
  printer w = *m;
  w.par = NULL;
  w.aliases = (rl_ptrmap){0};
  w.al = NULL;
  w.nal = w.capal = 0;
  w.used_resources = (rl_ptrmap){0};
  w.resources = NULL;
  w.nresources = w.capresources = 0;
  alias_op(&w, m->par->ops[i]);
  m->par->found[i] = (par_found){w.al, w.nal, w.resources, w.nresources};
  rl_ptrmap_free(&w.aliases);
  rl_ptrmap_free(&w.used_resources);
  return true;
}

/* In alias_op's walk of the plan's block: o's aliases, collected by its
 * task, recorded where the walk meets them. */
static bool par_merge_aliases(printer *p, rl_block *b, rl_op *o) {
  struct par_plan *pl = p->par;
  if (!pl || !pl->found || b != pl->block || pl->alias_next >= pl->n || pl->ops[pl->alias_next] != o) return false;
  par_found *f = &pl->found[pl->alias_next++];
  for (size_t i = 0; i < f->nal; i++) add_alias_use(p, f->al[i].a, f->al[i].prefix, f->al[i].depth, f->al[i].deferred);
  for (size_t i = 0; i < f->nres; i++) add_resource(p, f->res[i]);
  free(f->al);
  free(f->res);
  *f = (par_found){0};
  return true;
}

static bool print_task(void *ud, size_t k) {
  printer *m = ud;
  struct par_plan *pl = m->par;
  rl_op *o = pl->ops[pl->lo + k];
  rl_strbuf *out = &pl->bufs[k];
  rl_sb_clear(out);
  printer w;
  worker_init(&w, m, out);
  if (pl->tasks_number) number_task(&w, o, &pl->at);
  print_full_op(&w, o);
  pl->bailed[k] = w.bail;
  worker_free(&w);
  return true;
}

/* In print_block, for the plan's block: op, from its task's buffer. */
static void par_print_op(printer *p, rl_op *op) {
  struct par_plan *pl = p->par;
  if (pl->next >= pl->n || pl->ops[pl->next] != op) {
    print_full_op(p, op);
    return;
  }
  size_t i = pl->next++;
  if (i >= pl->hi) {
    pl->lo = i;
    pl->hi = pl->n - i < PAR_BATCH ? pl->n : i + PAR_BATCH;
    pl->pfor(rl_op_context(op), pl->hi - pl->lo, print_task, p);
  }
  size_t k = i - pl->lo;
  if (pl->bailed[k]) {
    if (pl->tasks_number) number_task(p, op, &pl->at);
    print_full_op(p, op);
    return;
  }
  rl_strbuf *b = &pl->bufs[k];
  if (p->out->sink && b->len >= 4096) {
    rl_sb_flush(p->out);
    fwrite(b->data, 1, b->len, p->out->sink);
  } else if (b->len) {
    rl_sb_putn(p->out, b->data, b->len);
  }
}

/* Plans the print of top on o->threads threads, and collects the aliases
 * of its tasks; false (nothing planned) where one thread prints. */
static bool par_begin(printer *p, struct par_plan *pl, rl_op *top, const rl_print_opts *o) {
  rl_parallel_for_fn pfor = rl_get_parallel_for();
  if (!o || o->threads < 2 || !pfor || o->op_offsets || o->skip_regions || !top->nregions) return false;
  rl_block *b = rl_op_region(top, 0)->first;
  if (!b) return false;
  size_t n = 0;
  for (rl_op *x = b->first; x; x = x->next) n += par_task_op(x);
  if (n < 2) return false;
  *pl = (struct par_plan){.pfor = pfor, .block = b, .n = n};
  pl->ops = rl_xmalloc(n * sizeof *pl->ops);
  n = 0;
  for (rl_op *x = b->first; x; x = x->next)
    if (par_task_op(x)) pl->ops[n++] = x;
  pl->tasks_number = !(p->generic || o->unique_ids);
  size_t nb = n < PAR_BATCH ? n : PAR_BATCH;
  pl->bufs = rl_xcalloc(nb, sizeof *pl->bufs);
  pl->bailed = rl_xcalloc(nb, sizeof *pl->bailed);
  pl->found = rl_xcalloc(n, sizeof *pl->found);
  p->par = pl;
  pfor(rl_op_context(top), n, alias_task, p);
  return true;
}

static void par_end(printer *p, struct par_plan *pl) {
  size_t nb = pl->n < PAR_BATCH ? pl->n : PAR_BATCH;
  for (size_t i = 0; i < nb; i++) rl_sb_free(&pl->bufs[i]);
  if (pl->found)
    for (size_t i = 0; i < pl->n; i++) {
      free(pl->found[i].al);
      free(pl->found[i].res);
    }
  free(pl->found);
  free(pl->bufs);
  free(pl->bailed);
  free(pl->ops);
  p->par = NULL;
}

/* Numbers the values below root as a print of root does (its results are
 * %0, its regions' values follow). */
static void number_from(printer *p, rl_op *root, const rl_print_opts *o) {
  bool unique = p->generic || (o && o->unique_ids);
  number_values(p, root, unique, root->nresults ? 1 : 0);
  for (unsigned i = 0; i < root->nresults; i++) root->results[i].scratch = 0;
}

void rl_print_top(rl_strbuf *out, rl_op *op, const rl_print_opts *o) {
  if (o && o->local_scope) {
    rl_print_op(out, op, o);
    return;
  }
  printer p;
  printer_init(&p, out, o);
  printer_names(&p, rl_op_context(op));
  struct par_plan plan;
  bool par = par_begin(&p, &plan, op, o);
  alias_op(&p, op);
  print_alias_defs(&p, false);
  number_from(&p, op, o);
  print_full_op(&p, op);
  putc_(&p, '\n');
  print_alias_defs(&p, true);
  if (par) par_end(&p, &plan);
  print_resources(&p, rl_op_context(op));
  printer_free(&p);
}

void rl_print_op(rl_strbuf *out, rl_op *op, const rl_print_opts *o) {
  bool local = o && o->local_scope;
  if (!op->parent && !local) {
    rl_print_top(out, op, o);
    return;
  }
  /* Numbered from the top-level op, or from the nearest op isolated from
   * above (local scope), as MLIR's Operation::print does. */
  rl_op *root = op;
  for (;;) {
    if (local && root->info->registered && (root->info->traits & RL_TRAIT_ISOLATED)) break;
    rl_op *up = rl_op_parent_op(root);
    if (!up) break;
    root = up;
  }
  printer p;
  printer_init(&p, out, o);
  printer_names(&p, rl_op_context(op));
  number_from(&p, root, o);
  print_full_op(&p, op);
  printer_free(&p);
}

void rl_print_op_alone(rl_strbuf *out, rl_op *op, const rl_print_opts *o) {
  printer p;
  printer_init(&p, out, o);
  p.generic = true;
  /* Values are numbered as in a generic print of the nearest isolated
   * ancestor, so the names match the rest of the output (as MLIR does). */
  rl_op *root = op;
  while (root->parent && !(root->info->registered && (root->info->traits & RL_TRAIT_ISOLATED))) {
    rl_op *up = rl_op_parent_op(root);
    if (!up) break;
    root = up;
  }
  if (root == op && op->nresults) {
    for (unsigned i = 0; i < op->nresults; i++) op->results[i].scratch = 0;
    /* Operands from outside come after the results. */
    uint32_t nv = 1;
    for (unsigned i = 0; i < op->noperands; i++)
      if (op->operands[i].value) op->operands[i].value->scratch = nv++;
    number_values(&p, op, true, nv);
  } else {
    for (unsigned i = 0; i < root->nresults; i++) root->results[i].scratch = 0;
    number_values(&p, root, true, root->nresults ? 1 : 0);
  }
  print_op(&p, op);
  printer_free(&p);
}

void rl_print_type(rl_strbuf *out, const rl_type *t) {
  printer p;
  printer_init(&p, out, NULL);
  print_type(&p, t);
}

void rl_print_attr(rl_strbuf *out, const rl_attr *a) {
  printer p;
  printer_init(&p, out, NULL);
  print_attr(&p, a, false);
}

/* ---- the custom-syntax API (asm.h) ---------------------------------------- */

rl_strbuf *rl_printer_out(rl_printer *p) { return p->out; }
void rl_print_str(rl_printer *p, const char *s) { put(p, s); }
void rl_print_op_inline(rl_printer *p, rl_op *op) {
  p->omit_results = true;
  print_op(p, op);
  p->omit_results = false;
}
void rl_print_value_name(rl_printer *p, const rl_value *v) { print_value(p, v); }
void rl_print_type_p(rl_printer *p, const rl_type *t) { print_type(p, t); }
void rl_print_result_types(rl_printer *p, const rl_op *op) {
  for (unsigned i = 0; i < op->nresults; i++) {
    if (i) put(p, ", ");
    print_type(p, op->results[i].type);
  }
}
void rl_print_iter_args(rl_printer *p, const rl_op *op, const rl_block *body, unsigned first, unsigned n) {
  if (!n) return;
  put(p, " iter_args(");
  for (unsigned i = 0; i < n; i++) {
    if (i) put(p, ", ");
    if (body && i + 1 < body->nargs) print_value(p, body->args[i + 1]);
    put(p, " = ");
    print_value(p, op->operands[first + i].value);
  }
  put(p, ") -> (");
  rl_print_result_types(p, op);
  put(p, ")");
}
void rl_print_attr_p(rl_printer *p, const rl_attr *a) { print_attr(p, a, false); }
void rl_print_attr_elided(rl_printer *p, const rl_attr *a) {
  if (a->kind == RL_AT_INTEGER) print_int_words(p, rl_attr_type_of(a), &a->w[1]);
  else print_attr(p, a, true);
}
void rl_print_attr_without_type(rl_printer *p, const rl_attr *a) {
  if (a->kind == RL_AT_DENSE) print_dense(p, a, false);
  else print_attr(p, a, false);
}
void rl_print_symbol_name(rl_printer *p, const rl_ident *name) { print_symbol_name(p, name); }
void rl_print_successor(rl_printer *p, const rl_block *b) { print_block_name(p, b); }
bool rl_printer_debuginfo(rl_printer *p) { return p->debuginfo; }
void rl_print_newline(rl_printer *p) { newline_indent(p); }
void rl_print_location(rl_printer *p, const rl_attr *loc) {
  if (!p->debuginfo || !loc) return;
  putc_(p, ' ');
  print_location(p, loc, true);
}

void rl_print_block_arg(rl_printer *p, const rl_value *arg) {
  print_value(p, arg);
  put(p, ": ");
  print_type(p, arg->type);
  if (p->debuginfo && arg->is_arg && *rl_arg_loc((rl_value *)arg)) {
    putc_(p, ' ');
    print_location(p, *rl_arg_loc((rl_value *)arg), true);
  }
}

void rl_print_attr_dict(rl_printer *p, const rl_attr *dict, const char *const *elided, unsigned nelided,
                        bool with_keyword) {
  if (!dict || dict->kind != RL_AT_DICT) return;
  bool any = false;
  for (unsigned i = 0; i < rl_attr_dict_size(dict); i++) {
    rl_ident *k = rl_attr_dict_name(dict, i);
    bool skip = false;
    for (unsigned e = 0; e < nelided && !skip; e++) skip = !strcmp(elided[e], k->str);
    if (skip) continue;
    put(p, any ? ", " : with_keyword ? " attributes {" : " {");
    any = true;
    print_key(p, k);
    rl_attr *v = rl_attr_dict_value(dict, i);
    if (v->kind == RL_AT_UNIT) continue;
    put(p, " = ");
    print_attr(p, v, false);
  }
  if (any) putc_(p, '}');
}

/* The terminator of b, when it is to be left out. */
static const rl_op *elided_terminator(const rl_block *b, bool elide) {
  const rl_op *t = b->last;
  return elide && t && t->info->registered && (t->info->traits & RL_TRAIT_TERMINATOR) ? t : NULL;
}

static void print_region_blocks(rl_printer *p, rl_region *r, bool print_entry_args, bool print_empty_block,
                                bool elide_terminators) {
  if (p->skip_regions) {
    put(p, "{...}");
    return;
  }
  putc_(p, '{');
  for (rl_block *b = r->first; b; b = b->next) {
    const rl_op *skip = elided_terminator(b, elide_terminators);
    bool label = true;
    if (b == r->first)
      label = (print_entry_args && b->nargs > 0) || (print_empty_block && b->first == skip);
    print_block(p, b, label, skip);
  }
  newline_indent(p);
  putc_(p, '}');
}

void rl_print_region(rl_printer *p, rl_region *r, bool print_entry_args, bool print_empty_block) {
  print_region_blocks(p, r, print_entry_args, print_empty_block, false);
}

void rl_print_region_no_terminators(rl_printer *p, rl_region *r, bool print_entry_args, bool print_empty_block) {
  print_region_blocks(p, r, print_entry_args, print_empty_block, true);
}
