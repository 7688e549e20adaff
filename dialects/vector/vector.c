/* The vector dialect's C hooks (declared in vector.ops): the custom forms a
 * declarative format cannot say (splat, insertelement, fma, reduction and
 * print, whose operand types come from another type or from an oilist),
 * the custom<DynamicIndexList> directive of extract/insert, the result-type
 * inference of insert/extractelement/shuffle, and the verifiers, with
 * mlir-opt-19's messages. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/affine.h"
#include "core/asm.h"
#include "core/diag.h"
#include "core/printer.h"
#include "core/smallbuf.h"
#include "core/verify.h"
#include "dialects/arith/arith_fold.h"
#include "dialects/vector/vector_lib.h"
#include "dialects/vector/vector_ops.h"

/* ---- helpers ------------------------------------------------------------------ */

static rl_ident *id(rl_context *c, const char *s) { return rl_ident_cstr(c, s); }
static rl_attr *prop(rl_op *op, const char *name) { return rl_op_get_prop(op, id(rl_op_context(op), name)); }
static rl_type *type_of(rl_op *op, unsigned i) { return op->operands[i].value->type; }
static rl_type *res_type(rl_op *op) { return op->results[0].type; }
static bool is_vec(const rl_type *t) { return t->kind == RL_TY_VECTOR; }
static rl_type *elem_or_self(rl_type *t) {
  switch (t->kind) {
  case RL_TY_VECTOR: case RL_TY_TENSOR: case RL_TY_MEMREF: case RL_TY_COMPLEX: return rl_type_elem(t);
  default: return t;
  }
}

static rl_value *resolve(rl_parser *p, rl_op_parse_state *st, const rl_unresolved *u, rl_type *t) {
  rl_value *v = rl_parser_resolve(p, u, t);
  if (v) rl_ops_add_operand(st, v);
  return v;
}

RL_DEFINE_SMALLBUF(nbuf, rl_named_attr)

/* The attr-dict: discardable attributes plus the properties other than the
 * elided ones that differ from their defaults (or are named `keep`). */
static void print_attrs_keep(rl_printer *p, rl_op *op, const char *const *elided, unsigned ne, const char *keep) {
  rl_context *c = rl_op_context(op);
  rl_attr *all = op->attrs;
  if (op->props && op->props->kind == RL_AT_DICT) {
    const rl_opdef *d = op->info->def;
    unsigned na = d ? d->nattrs : 0;
    nbuf more; /* in dictionary order, set in one pass */
    nbuf_init(&more);
    for (unsigned i = 0; i < rl_attr_dict_size(op->props); i++) {
      rl_ident *k = rl_attr_dict_name(op->props, i);
      rl_attr *v = rl_attr_dict_value(op->props, i);
      int pi = -1;
      for (unsigned a = 0; a < na && pi < 0; a++)
        if (op->info->prop_names[a] == k) pi = (int)a;
      if (pi >= 0 && op->info->prop_defaults[pi] == v && !(keep && !strcmp(keep, k->str))) continue;
      bool skip = false;
      for (unsigned e = 0; e < ne && !skip; e++) skip = !strcmp(elided[e], k->str);
      if (!skip) nbuf_push(&more, (rl_named_attr){k, v});
    }
    if (more.n) all = rl_attr_dict_update(c, all, more.n, more.p);
    nbuf_free(&more);
  }
  rl_print_attr_dict(p, all, NULL, 0, false);
}

static void print_attrs(rl_printer *p, rl_op *op, const char *const *elided, unsigned ne) {
  print_attrs_keep(p, op, elided, ne, NULL);
}

static void value(rl_printer *p, rl_op *op, unsigned i) { rl_print_value_name(p, op->operands[i].value); }

/* A type as MLIR streams it into a diagnostic. */
static char *type_text(const rl_type *t) {
  rl_strbuf b = {0};
  rl_print_type(&b, t);
  return b.data;
}

static bool same_elem_error(rl_op *op, const char *what) {
  return rl_op_emit_error(op, "failed to verify that %s", what);
}

/* ---- custom<DynamicIndexList>: `[0, %i, 2]` --------------------------------------- */

bool rl_custom_DynamicIndexList_parse(rl_parser *p, rl_fmt_slot *const *args, unsigned nargs) {
  rl_context *c = rl_parser_context(p);
  if (nargs < 2 || !rl_parse_punct(p, "[")) return false;
  uint64_t stack[16], *v = stack;
  size_t n = 0, cap = 16;
  bool ok = true;
  if (!rl_parse_optional_punct(p, "]")) {
    do {
      if (n == cap) {
        cap *= 2;
        v = v == stack ? memcpy(malloc(cap * sizeof *v), stack, sizeof stack) : realloc(v, cap * sizeof *v);
      }
      rl_unresolved u;
      if (rl_parser_at_operand(p)) {
        if (!(ok = rl_parse_operand(p, &u))) break;
        rl_fmt_slot_add_operand(args[0], &u);
        v[n++] = (uint64_t)RL_DYNAMIC;
      } else {
        int64_t x;
        if (!(ok = rl_parse_integer(p, &x))) break;
        v[n++] = (uint64_t)x;
      }
    } while (rl_parse_optional_punct(p, ","));
    ok = ok && rl_parse_punct(p, "]");
  }
  if (ok) rl_fmt_slot_set_attr(args[1], rl_attr_dense_array(c, rl_type_integer(c, 64, RL_SIGNLESS), n, v));
  if (v != stack) free(v);
  return ok;
}

/* The dynamic positions are the op's last operands. */
void rl_custom_DynamicIndexList_print(rl_printer *p, rl_op *op) {
  rl_attr *a = prop(op, "static_position");
  unsigned n = a ? a->n - 1 : 0, ndyn = 0;
  for (unsigned i = 0; i < n; i++) ndyn += (int64_t)a->w[1 + i] == RL_DYNAMIC;
  unsigned k = op->noperands - ndyn;
  rl_strbuf *out = rl_printer_out(p);
  rl_sb_putc(out, '[');
  for (unsigned i = 0; i < n; i++) {
    if (i) rl_sb_puts(out, ", ");
    if ((int64_t)a->w[1 + i] == RL_DYNAMIC) value(p, op, k++);
    else rl_sb_i64(out, (int64_t)a->w[1 + i]);
  }
  rl_sb_putc(out, ']');
}

/* ---- broadcast ------------------------------------------------------------------------- */

bool rl_vector_broadcast_verify(rl_op *op) {
  rl_type *src = type_of(op, 0), *dst = res_type(op);
  if (elem_or_self(dst) != elem_or_self(src))
    return same_elem_error(op, "source operand and result have same element type");
  if (!is_vec(src)) {
    if (src->kind == RL_TY_INTEGER || src->kind == RL_TY_INDEX || src->kind == RL_TY_FLOAT) return true;
    return rl_op_emit_error(op, "source type is not a vector");
  }
  unsigned sr = rl_type_rank(src), dr = rl_type_rank(dst);
  if (sr > dr) return rl_op_emit_error(op, "source rank higher than destination rank");
  unsigned lead = dr - sr;
  for (unsigned r = 0; r < sr; r++) {
    int64_t sd = rl_type_dim(src, r), dd = rl_type_dim(dst, lead + r);
    bool ss = rl_type_dim_scalable(src, r), ds = rl_type_dim_scalable(dst, lead + r);
    bool bad = (sd != 1 && sd != dd) || (sd == 1 && ss && dd != 1) || (ss != ds && (sd != 1 || ss));
    if (bad)
      return rl_op_emit_error(op, "dimension mismatch (%s%lld%s vs. %s%lld%s)", ss ? "[" : "", (long long)sd,
                              ss ? "]" : "", ds ? "[" : "", (long long)dd, ds ? "]" : "");
  }
  return true;
}

/* ---- splat: `%x : vector<4xf32>` -------------------------------------------------------------- */

bool rl_vector_splat_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_unresolved x;
  if (!rl_parse_operand(p, &x) || !rl_parse_optional_attr_dict_props(p, st) || !rl_parse_punct(p, ":")) return false;
  const char *at = rl_parser_pos(p);
  rl_type *t = rl_parse_type(p);
  if (!t) return false;
  if (!is_vec(t)) {
    char *s = type_text(t);
    rl_parser_error_at(p, at, "invalid kind of type specified: expected builtin.vector, but found '%s'", s);
    free(s);
    return false;
  }
  if (!resolve(p, st, &x, rl_type_elem(t))) return false;
  rl_ops_add_result_type(st, t);
  return true;
}

void rl_vector_splat_print(rl_printer *p, rl_op *op) {
  rl_print_str(p, " ");
  value(p, op, 0);
  print_attrs(p, op, NULL, 0);
  rl_print_str(p, " : ");
  rl_print_type_p(p, res_type(op));
}

bool rl_vector_splat_verify(rl_op *op) {
  if (rl_type_elem(res_type(op)) != type_of(op, 0))
    return same_elem_error(op, "operand type matches element type of result");
  return true;
}

/* ---- extract / insert ------------------------------------------------------------------------ */

static bool check_positions(rl_op *op, rl_type *vt, const char *which) {
  rl_attr *a = prop(op, "static_position");
  unsigned n = a ? a->n - 1 : 0;
  for (unsigned i = 0; i < n; i++) {
    int64_t x = (int64_t)a->w[1 + i];
    if (x == RL_DYNAMIC) continue;
    if (x < 0 || x >= rl_type_dim(vt, i))
      return rl_op_emit_error(op,
                              "expected position attribute #%u to be a non-negative integer smaller than the "
                              "corresponding %svector dimension",
                              i + 1, which);
  }
  return true;
}

static unsigned npositions(rl_op *op) {
  rl_attr *a = prop(op, "static_position");
  return a ? a->n - 1 : 0;
}

static bool dynamic_count_ok(rl_op *op, unsigned first) {
  rl_attr *a = prop(op, "static_position");
  unsigned n = a ? a->n - 1 : 0, ndyn = 0;
  for (unsigned i = 0; i < n; i++) ndyn += (int64_t)a->w[1 + i] == RL_DYNAMIC;
  if (op->noperands - first != ndyn)
    return rl_op_emit_error(op, "mismatch between dynamic and static positions (kDynamic marker but no "
                                "corresponding dynamic position) -- this can only happen due to an "
                                "incorrect fold/rewrite");
  return true;
}

/* The type extract yields at k positions into vector type vt. */
static rl_type *extracted_type(rl_context *c, rl_type *vt, unsigned k) {
  unsigned r = rl_type_rank(vt);
  if (k >= r) return rl_type_elem(vt);
  int64_t dims[64];
  bool sc[64];
  unsigned n = r - k > 64 ? 64 : r - k;
  for (unsigned i = 0; i < n; i++) {
    dims[i] = rl_type_dim(vt, k + i);
    sc[i] = rl_type_dim_scalable(vt, k + i);
  }
  return rl_type_vector(c, n, dims, sc, rl_type_elem(vt));
}

/* MLIR accepts vector<1xT> for T and T for vector<1xT>. */
static bool one_elem_compatible(rl_type *a, rl_type *b) {
  return is_vec(a) && rl_type_rank(a) == 1 && rl_type_dim(a, 0) == 1 && !rl_type_dim_scalable(a, 0) &&
         rl_type_elem(a) == b;
}

bool rl_vector_extract_verify(rl_op *op) {
  rl_type *vt = type_of(op, 0), *rt = res_type(op);
  if (elem_or_self(rt) != elem_or_self(vt))
    return same_elem_error(op, "operand and result have same element type");
  unsigned n = npositions(op);
  if (n <= rl_type_rank(vt)) {
    rl_type *inf = extracted_type(rl_op_context(op), vt, n);
    if (inf != rt && !one_elem_compatible(inf, rt) && !one_elem_compatible(rt, inf)) {
      char *a = type_text(inf), *b = type_text(rt);
      rl_op_emit_error(op, "inferred type(s) '%s' are incompatible with return type(s) of operation '%s'", a, b);
      free(a), free(b);
      return rl_op_emit_error(op, "failed to infer returned types");
    }
  }
  if (!dynamic_count_ok(op, 1)) return false;
  if (n > rl_type_rank(vt)) return rl_op_emit_error(op, "expected position attribute of rank no greater than vector rank");
  return check_positions(op, vt, "");
}

bool rl_vector_insert_infer(rl_parser *p, rl_op_parse_state *st) {
  (void)p;
  rl_ops_add_result_type(st, st->operands[1]->type);
  return true;
}

bool rl_vector_insert_verify(rl_op *op) {
  rl_type *st = type_of(op, 0), *dt = type_of(op, 1), *rt = res_type(op);
  if (elem_or_self(rt) != elem_or_self(st))
    return same_elem_error(op, "source operand and result have same element type");
  if (dt != rt) return same_elem_error(op, "all of {dest, result} have same type");
  if (!dynamic_count_ok(op, 2)) return false;
  unsigned n = npositions(op), dr = rl_type_rank(dt);
  if (n > dr) return rl_op_emit_error(op, "expected position attribute of rank no greater than dest vector rank");
  if (is_vec(st)) {
    if (rl_type_rank(st) + n != dr)
      return rl_op_emit_error(op, "expected position attribute rank + source rank to match dest vector rank");
  } else if (n != dr) {
    return rl_op_emit_error(op, "expected position attribute rank to match the dest vector rank");
  }
  return check_positions(op, dt, "dest ");
}

/* ---- extractelement / insertelement ---------------------------------------------------------- */

bool rl_vector_extractelement_infer(rl_parser *p, rl_op_parse_state *st) {
  (void)p;
  rl_ops_add_result_type(st, rl_type_elem(st->operands[0]->type));
  return true;
}

static bool element_rank_check(rl_op *op, rl_type *vt, bool has_pos) {
  unsigned r = rl_type_rank(vt);
  if (r == 0) {
    if (has_pos) return rl_op_emit_error(op, "expected position to be empty with 0-D vector");
    return true;
  }
  if (r != 1) return rl_op_emit_error(op, "unexpected >1 vector rank");
  if (!has_pos) return rl_op_emit_error(op, "expected position for 1-D vector");
  return true;
}

bool rl_vector_extractelement_verify(rl_op *op) {
  rl_type *vt = type_of(op, 0);
  if (res_type(op) != rl_type_elem(vt))
    return same_elem_error(op, "result type matches element type of vector operand");
  return element_rank_check(op, vt, op->noperands > 1);
}

/* `%x, %v[%i : i32] {attrs} : vector<4xf32>` */
bool rl_vector_insertelement_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_unresolved x, v, i;
  rl_type *it = NULL;
  if (!rl_parse_operand(p, &x) || !rl_parse_punct(p, ",") || !rl_parse_operand(p, &v) || !rl_parse_punct(p, "["))
    return false;
  bool has_pos = rl_parser_at_operand(p);
  if (has_pos) {
    if (!rl_parse_operand(p, &i) || !rl_parse_punct(p, ":") || !(it = rl_parse_type(p))) return false;
  }
  if (!rl_parse_punct(p, "]") || !rl_parse_optional_attr_dict_props(p, st) || !rl_parse_punct(p, ":")) return false;
  const char *at = rl_parser_pos(p);
  rl_type *t = rl_parse_type(p);
  if (!t) return false;
  if (!is_vec(t)) {
    char *s = type_text(t);
    rl_parser_error_at(p, at, "invalid kind of type specified: expected builtin.vector, but found '%s'", s);
    free(s);
    return false;
  }
  if (!resolve(p, st, &x, rl_type_elem(t)) || !resolve(p, st, &v, t)) return false;
  if (has_pos && !resolve(p, st, &i, it)) return false;
  rl_ops_add_result_type(st, t);
  return true;
}

void rl_vector_insertelement_print(rl_printer *p, rl_op *op) {
  rl_print_str(p, " ");
  value(p, op, 0);
  rl_print_str(p, ", ");
  value(p, op, 1);
  rl_print_str(p, "[");
  if (op->noperands > 2) {
    value(p, op, 2);
    rl_print_str(p, " : ");
    rl_print_type_p(p, type_of(op, 2));
  }
  rl_print_str(p, "]");
  print_attrs(p, op, NULL, 0);
  rl_print_str(p, " : ");
  rl_print_type_p(p, res_type(op));
}

bool rl_vector_insertelement_verify(rl_op *op) {
  rl_type *rt = res_type(op);
  if (type_of(op, 0) != rl_type_elem(rt))
    return same_elem_error(op, "source operand type matches element type of result");
  if (type_of(op, 1) != rt) return same_elem_error(op, "all of {dest, result} have same type");
  return element_rank_check(op, type_of(op, 1), op->noperands > 2);
}

/* ---- shuffle ------------------------------------------------------------------------------------- */

bool rl_vector_shuffle_infer(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  rl_attr *mask = rl_ops_get_prop(c, st, "mask");
  rl_type *v1 = st->operands[0]->type;
  unsigned r = rl_type_rank(v1);
  int64_t dims[64];
  bool sc[64] = {0};
  dims[0] = mask && mask->kind == RL_AT_ARRAY ? (int64_t)rl_attr_array_size(mask) : 0;
  unsigned n = r ? (r > 64 ? 64 : r) : 1;
  for (unsigned i = 1; i < n; i++) {
    dims[i] = rl_type_dim(v1, i);
    sc[i] = rl_type_dim_scalable(v1, i);
  }
  rl_ops_add_result_type(st, rl_type_vector(c, n, dims, sc, rl_type_elem(v1)));
  return true;
}

bool rl_vector_shuffle_verify(rl_op *op) {
  rl_type *v1 = type_of(op, 0), *v2 = type_of(op, 1), *rt = res_type(op);
  if (rl_type_elem(rt) != rl_type_elem(v1))
    return same_elem_error(op, "first operand v1 and result have same element type");
  if (rl_type_elem(rt) != rl_type_elem(v2))
    return same_elem_error(op, "second operand v2 and result have same element type");
  unsigned rr = rl_type_rank(rt), r1 = rl_type_rank(v1), r2 = rl_type_rank(v2);
  if (!(r1 == 0 && r2 == 0 && rr == 1) && !(r1 == rr && r2 == rr)) return rl_op_emit_error(op, "rank mismatch");
  for (unsigned r = 1; r < r1; r++)
    if (rl_type_dim(rt, r) != rl_type_dim(v1, r) || rl_type_dim(v1, r) != rl_type_dim(v2, r))
      return rl_op_emit_error(op, "dimension mismatch");
  rl_attr *mask = prop(op, "mask");
  unsigned n = mask ? rl_attr_array_size(mask) : 0;
  if (n == 0) return rl_op_emit_error(op, "invalid mask length");
  if ((int64_t)n != rl_type_dim(rt, 0)) return rl_op_emit_error(op, "mask length mismatch");
  int64_t size = (r1 ? rl_type_dim(v1, 0) : 1) + (r2 ? rl_type_dim(v2, 0) : 1);
  for (unsigned i = 0; i < n; i++) {
    rl_attr *e = rl_attr_array_elem(mask, i);
    int64_t x = e->kind == RL_AT_INTEGER ? rl_attr_int_value(e) : -1;
    if (x < 0 || x >= size) return rl_op_emit_error(op, "mask index #%u out of range", i + 1);
  }
  return true;
}

/* ---- fma: `%a, %b, %c : vector<4xf32>` --------------------------------------------------------- */

bool rl_vector_fma_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_unresolved a, b, c;
  if (!rl_parse_operand(p, &a) || !rl_parse_punct(p, ",") || !rl_parse_operand(p, &b) ||
      !rl_parse_punct(p, ",") || !rl_parse_operand(p, &c) || !rl_parse_optional_attr_dict_props(p, st) || !rl_parse_punct(p, ":"))
    return false;
  rl_type *t = rl_parse_type(p);
  if (!t || !resolve(p, st, &a, t) || !resolve(p, st, &b, t) || !resolve(p, st, &c, t)) return false;
  rl_ops_add_result_type(st, t);
  return true;
}

void rl_vector_fma_print(rl_printer *p, rl_op *op) {
  rl_print_str(p, " ");
  value(p, op, 0);
  rl_print_str(p, ", ");
  value(p, op, 1);
  rl_print_str(p, ", ");
  value(p, op, 2);
  print_attrs(p, op, NULL, 0);
  rl_print_str(p, " : ");
  rl_print_type_p(p, type_of(op, 0));
}

bool rl_vector_fma_verify(rl_op *op) {
  rl_type *t = type_of(op, 0);
  if (type_of(op, 1) != t || type_of(op, 2) != t || res_type(op) != t)
    return same_elem_error(op, "all of {lhs, rhs, acc, result} have same type");
  return true;
}

/* ---- reduction: `<add>, %v[, %acc] [fastmath<...>] {attrs} : vector<4xf32> into f32` ----------- */

bool rl_vector_reduction_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  rl_attr *kind = rl_parse_enum_body(p, &rl_vector_enum_CombiningKind, st->def->name);
  if (!kind) return false;
  rl_ops_set_prop(c, st, "kind", kind);
  rl_unresolved v, acc;
  if (!rl_parse_punct(p, ",") || !rl_parse_operand(p, &v)) return false;
  bool has_acc = rl_parse_optional_punct(p, ",");
  if (has_acc && !rl_parse_operand(p, &acc)) return false;
  if (rl_parse_optional_keyword(p, "fastmath")) {
    rl_attr *fm = rl_parse_enum_body(p, &rl_arith_enum_FastMathFlags, st->def->name);
    if (!fm) return false;
    rl_ops_set_prop(c, st, "fastmath", fm);
  }
  if (!rl_parse_optional_attr_dict_props(p, st) || !rl_parse_punct(p, ":")) return false;
  rl_type *vt = rl_parse_type(p);
  if (!vt || !rl_parse_keyword(p, "into")) return false;
  rl_type *dt = rl_parse_type(p);
  if (!dt || !resolve(p, st, &v, vt)) return false;
  if (has_acc && !resolve(p, st, &acc, dt)) return false;
  rl_ops_add_result_type(st, dt);
  return true;
}

void rl_vector_reduction_print(rl_printer *p, rl_op *op) {
  rl_print_str(p, " ");
  rl_print_enum_body(rl_printer_out(p), prop(op, "kind"));
  rl_print_str(p, ", ");
  value(p, op, 0);
  if (op->noperands > 1) {
    rl_print_str(p, ", ");
    value(p, op, 1);
  }
  rl_attr *fm = prop(op, "fastmath");
  if (fm && fm->kind == RL_AT_ENUM && fm->w[1] != 0) {
    rl_print_str(p, " fastmath");
    rl_print_enum_body(rl_printer_out(p), fm);
  }
  static const char *const el[] = {"kind", "fastmath"};
  print_attrs(p, op, el, 2);
  rl_print_str(p, " : ");
  rl_print_type_p(p, type_of(op, 0));
  rl_print_str(p, " into ");
  rl_print_type_p(p, res_type(op));
}

/* ---- outerproduct: `%a, %b[, %acc] {attrs} : vector<2xf32>, vector<3xf32>` ------------------- */

bool rl_vector_outerproduct_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  rl_unresolved ops[3];
  unsigned n = 0;
  do {
    if (n == 3) return rl_parser_error(p, "expected at most 3 operands");
    if (!rl_parse_operand(p, &ops[n++])) return false;
  } while (rl_parse_optional_punct(p, ","));
  if (n < 2) return rl_parser_error_at(p, rl_parser_op_pos(p), "expected at least 2 operands");
  rl_unresolved a = ops[0], b = ops[1], acc = ops[n > 2 ? 2 : 0];
  bool has_acc = n > 2;
  if (!rl_parse_optional_attr_dict_props(p, st) || !rl_parse_punct(p, ":")) return false;
  const char *at = rl_parser_pos(p);
  rl_type *lt = rl_parse_type(p);
  if (!lt || !rl_parse_punct(p, ",")) return false;
  rl_type *rt = rl_parse_type(p);
  if (!rt) return false;
  if (!is_vec(lt)) return rl_parser_error_at(p, at, "expected vector type for operand #1");
  rl_type *res = lt;
  if (is_vec(rt)) {
    int64_t dims[2] = {rl_type_rank(lt) ? rl_type_dim(lt, 0) : 1, rl_type_rank(rt) ? rl_type_dim(rt, 0) : 1};
    bool sc[2] = {rl_type_rank(lt) && rl_type_dim_scalable(lt, 0), rl_type_rank(rt) && rl_type_dim_scalable(rt, 0)};
    res = rl_type_vector(c, 2, dims, sc, rl_type_elem(lt));
  }
  if (!resolve(p, st, &a, lt) || !resolve(p, st, &b, rt) || (has_acc && !resolve(p, st, &acc, res))) return false;
  rl_ops_add_result_type(st, res);
  return true;
}

void rl_vector_outerproduct_print(rl_printer *p, rl_op *op) {
  rl_print_str(p, " ");
  for (unsigned i = 0; i < op->noperands; i++) {
    if (i) rl_print_str(p, ", ");
    value(p, op, i);
  }
  /* MLIR elides the kind only when it is add and there is no acc. */
  print_attrs_keep(p, op, NULL, 0, op->noperands > 2 ? "kind" : NULL);
  rl_print_str(p, " : ");
  rl_print_type_p(p, type_of(op, 0));
  rl_print_str(p, ", ");
  rl_print_type_p(p, type_of(op, 1));
}

bool rl_vector_outerproduct_verify(rl_op *op) {
  rl_type *l = type_of(op, 0), *r = type_of(op, 1), *res = res_type(op);
  rl_type *acc = op->noperands > 2 ? type_of(op, 2) : NULL;
  if (rl_type_elem(l) != rl_type_elem(res))
    return same_elem_error(op, "lhs operand and result have same element type");
  if (elem_or_self(r) != rl_type_elem(res))
    return same_elem_error(op, "rhs operand and result have same element type");
  if (rl_type_rank(l) != 1) return rl_op_emit_error(op, "expected 1-d vector for operand #1");
  if (is_vec(r)) {
    if (rl_type_rank(r) != 1) return rl_op_emit_error(op, "expected 1-d vector for operand #2");
    if (rl_type_rank(res) != 2) return rl_op_emit_error(op, "expected 2-d vector result");
    if (rl_type_dim(l, 0) != rl_type_dim(res, 0))
      return rl_op_emit_error(op, "expected #1 operand dim to match result dim #1");
    if (rl_type_dim(r, 0) != rl_type_dim(res, 1))
      return rl_op_emit_error(op, "expected #2 operand dim to match result dim #2");
    if (rl_type_dim_scalable(l, 0) && !rl_type_dim_scalable(r, 0))
      return rl_op_emit_error(op, "expected either both or only #2 operand dim to be scalable");
  } else {
    if (rl_type_rank(res) != 1) return rl_op_emit_error(op, "expected 1-d vector result");
    if (rl_type_dim(l, 0) != rl_type_dim(res, 0))
      return rl_op_emit_error(op, "expected #1 operand dim to match result dim #1");
  }
  if (acc && acc != res) return rl_op_emit_error(op, "expected operand #3 of same type as result type");
  rl_attr *k = prop(op, "kind");
  uint64_t kv = k && k->kind == RL_AT_ENUM ? k->w[1] : 0;
  rl_type *e = rl_type_elem(res);
  bool is_int = e->kind == RL_TY_INTEGER || e->kind == RL_TY_INDEX, is_float = e->kind == RL_TY_FLOAT, ok;
  switch (kv) {
  case RL_VECTOR_COMBININGKIND_ADD: case RL_VECTOR_COMBININGKIND_MUL: ok = is_int || is_float; break;
  case RL_VECTOR_COMBININGKIND_MINNUMF: case RL_VECTOR_COMBININGKIND_MAXNUMF:
  case RL_VECTOR_COMBININGKIND_MINIMUMF: case RL_VECTOR_COMBININGKIND_MAXIMUMF: ok = is_float; break;
  default: ok = is_int; break;
  }
  if (!ok) return rl_op_emit_error(op, "unsupported outerproduct type");
  return true;
}

static const char *kind_name(uint64_t k) {
  for (unsigned i = 0; i < rl_vector_enum_CombiningKind.n; i++)
    if (rl_vector_enum_CombiningKind.values[i] == k) return rl_vector_enum_CombiningKind.keywords[i];
  return "";
}

/* The op's combining kind takes elements of type e: add and mul any
 * number, the float min/max kinds floats, the others integers; else MLIR's
 * message (vector.reduction quotes the type twice, as MLIR 19 does). */
static bool kind_fits_elem(rl_op *op, rl_type *e, bool twice_quoted) {
  rl_attr *k = prop(op, "kind");
  uint64_t kv = k && k->kind == RL_AT_ENUM ? k->w[1] : 0;
  bool is_int = e->kind == RL_TY_INTEGER || e->kind == RL_TY_INDEX, is_float = e->kind == RL_TY_FLOAT, ok;
  switch (kv) {
  case RL_VECTOR_COMBININGKIND_ADD: case RL_VECTOR_COMBININGKIND_MUL: ok = is_int || is_float; break;
  case RL_VECTOR_COMBININGKIND_MINNUMF: case RL_VECTOR_COMBININGKIND_MAXNUMF:
  case RL_VECTOR_COMBININGKIND_MINIMUMF: case RL_VECTOR_COMBININGKIND_MAXIMUMF: ok = is_float; break;
  default: ok = is_int; break;
  }
  if (ok) return true;
  char *s = type_text(e);
  if (twice_quoted) rl_op_emit_error(op, "unsupported reduction type ''%s'' for kind '%s'", s, kind_name(kv));
  else rl_op_emit_error(op, "unsupported reduction type '%s' for kind '%s'", s, kind_name(kv));
  free(s);
  return false;
}

bool rl_vector_reduction_verify(rl_op *op) {
  rl_type *vt = type_of(op, 0), *dt = res_type(op);
  if (elem_or_self(dt) != rl_type_elem(vt))
    return same_elem_error(op, "source operand and result have same element type");
  if (op->noperands > 1 && type_of(op, 1) != dt) return same_elem_error(op, "dest and acc have the same type");
  unsigned r = rl_type_rank(vt);
  if (r > 1) return rl_op_emit_error(op, "unsupported reduction rank: %u", r);
  return kind_fits_elem(op, dt, true);
}

/* ---- load / store ------------------------------------------------------------------------------ */

static bool memref_checks(rl_op *op, rl_type *mt, rl_type *vt, unsigned nidx, const char *what, const char *elem_msg) {
  /* MLIR's rule: a strided layout (a strided<> or an affine map linear in
   * the dims) whose last stride is a static 1. */
  unsigned mr = rl_type_rank(mt);
  if (rl_type_layout(mt) && mr > 0) {
    int64_t small[8], *strides = mr <= 8 ? small : malloc(mr * sizeof *strides), offset;
    bool unit = strides && rl_memref_strides_offset(mt, strides, &offset) && strides[mr - 1] == 1;
    if (strides != small) free(strides);
    if (!unit) return rl_op_emit_error(op, "most minor memref dim must have unit stride");
  }
  rl_type *me = rl_type_elem(mt);
  if (is_vec(me)) {
    if (me != vt) return rl_op_emit_error(op, "base memref and %s vector types should match", what);
    me = rl_type_elem(me);
  }
  if (rl_type_elem(vt) != me) return rl_op_emit_error(op, "%s", elem_msg);
  if (nidx != mr) return rl_op_emit_error(op, "requires %u indices", mr);
  return true;
}

bool rl_vector_load_verify(rl_op *op) {
  return memref_checks(op, type_of(op, 0), res_type(op), op->noperands - 1, "result",
                       "base and result element types should match");
}

bool rl_vector_store_verify(rl_op *op) {
  return memref_checks(op, type_of(op, 1), type_of(op, 0), op->noperands - 2, "valueToStore",
                       "base and valueToStore element type should match");
}

/* ---- print: `[%x : t] [str "..."] [punctuation <p>] {attrs}` (the oilist in any order) ------------ */

static bool oilist_twice(rl_parser *p, const char *clause) {
  rl_emit_error(rl_parser_context(p), rl_parser_op_loc(p),
                "custom op 'vector.print' `%s` clause can appear at most once in the expansion of the oilist directive",
                clause);
  return false;
}

bool rl_vector_print_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  if (rl_parser_at_operand_use(p)) {
    rl_unresolved x;
    if (!rl_parse_operand(p, &x) || !rl_parse_punct(p, ":")) return false;
    rl_type *t = rl_parse_type(p);
    if (!t || !resolve(p, st, &x, t)) return false;
  }
  bool seen_str = false, seen_punct = false;
  for (;;) {
    if (rl_parser_at_keyword_text(p, "str")) {
      if (seen_str)
        return oilist_twice(p, "str");
      rl_parse_keyword(p, "str");
      seen_str = true;
      rl_attr *s = rl_parse_attr(p, NULL);
      if (!s) return false;
      if (s->kind != RL_AT_STRING) return rl_parser_error(p, "invalid kind of attribute specified");
      rl_ops_set_prop(c, st, "stringLiteral", s);
    } else if (rl_parser_at_keyword_text(p, "punctuation")) {
      if (seen_punct)
        return oilist_twice(p, "punctuation");
      rl_parse_keyword(p, "punctuation");
      seen_punct = true;
      rl_attr *e = rl_parse_enum_body(p, &rl_vector_enum_PrintPunctuation, st->def->name);
      if (!e) return false;
      rl_ops_set_prop(c, st, "punctuation", e);
    } else {
      break;
    }
  }
  return rl_parse_optional_attr_dict_props(p, st);
}

void rl_vector_print_print(rl_printer *p, rl_op *op) {
  if (op->noperands) {
    rl_print_str(p, " ");
    value(p, op, 0);
    rl_print_str(p, " : ");
    rl_print_type_p(p, type_of(op, 0));
  }
  rl_attr *s = prop(op, "stringLiteral");
  if (s) {
    rl_print_str(p, " str ");
    rl_print_attr_p(p, s);
  }
  rl_attr *pu = prop(op, "punctuation");
  if (pu && !(pu->kind == RL_AT_ENUM && pu->w[1] == RL_VECTOR_PRINTPUNCTUATION_NEWLINE)) {
    rl_print_str(p, " punctuation ");
    rl_print_enum_body(rl_printer_out(p), pu);
  }
  static const char *const el[] = {"stringLiteral", "punctuation"};
  print_attrs(p, op, el, 2);
}

bool rl_vector_print_verify(rl_op *op) {
  rl_attr *pu = prop(op, "punctuation");
  bool newline = !pu || (pu->kind == RL_AT_ENUM && pu->w[1] == RL_VECTOR_PRINTPUNCTUATION_NEWLINE);
  if (prop(op, "stringLiteral") && (op->noperands || !newline))
    return same_elem_error(op, "`source` or `punctuation` are not set when printing strings");
  return true;
}

/* ---- folders ---------------------------------------------------------------- */

/* The words an element of scalar constant a takes in a dense attribute
 * (integers: their words; floats: their bits), or 0 when a is neither. */
static unsigned scalar_words(const rl_attr *a) {
  rl_type *t = rl_attr_type_of(a);
  if (a->kind == RL_AT_INTEGER) return rl_type_is_index(t) ? 1 : (rl_type_int_width(t) + 63) / 64;
  if (a->kind == RL_AT_FLOAT) return rl_type_float_sem(t) == RL_F80 || rl_type_float_sem(t) == RL_F128 ? 2 : 1;
  return 0;
}

static bool static_shape(const rl_type *t) {
  for (unsigned i = 0; i < rl_type_rank(t); i++)
    if (rl_type_dim(t, i) == RL_DYNAMIC) return false;
  return true;
}

/* vector.splat of a constant is that constant splat over the vector
 * (MLIR's SplatOp::fold). */
bool rl_vector_splat_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) {
  rl_type *vt = op->results[0].type;
  unsigned wpe = o[0] ? scalar_words(o[0]) : 0;
  if (!wpe || rl_attr_type_of(o[0]) != rl_type_elem(vt) || !static_shape(vt)) return false;
  r[0].attr = rl_attr_dense(rl_op_context(op), vt, true, wpe, 1, &o[0]->w[1]);
  return r[0].attr != NULL;
}

/* The static positions of extract op, or NULL when one is dynamic. */
static rl_attr *static_positions(rl_op *op) {
  rl_attr *a = rl_vector_extract_static_position(op);
  if (!a || op->noperands != 1) return NULL;
  for (unsigned i = 1; i < a->n; i++)
    if ((int64_t)a->w[i] == RL_DYNAMIC) return NULL;
  return a;
}

/* extract(extract(x)[p])[q] -> extract(x)[p, q] in place, along a chain
 * of static extracts (MLIR's ExtractOp::fold of an extract chain). */
static bool fold_extract_chain(rl_op *op) {
  rl_op *in = op->noperands == 1 ? rl_value_defining_op(rl_op_operand(op, 0)) : NULL;
  if (!in || in->info != op->info) return false;
  rl_attr *q = static_positions(op);
  if (!q || !static_positions(in)) return false;
  uint64_t stack[16], *pos = stack;
  unsigned n = q->n - 1;
  rl_value *src = rl_op_operand(op, 0);
  for (rl_attr *p; in && in->info == op->info && (p = static_positions(in)); in = rl_value_defining_op(src))
    n += p->n - 1, src = rl_op_operand(in, 0);
  if (n > 16 && !(pos = malloc(n * sizeof *pos))) return false;
  unsigned k = n;
  for (unsigned i = q->n - 1; i > 0; i--) pos[--k] = q->w[i];
  for (in = rl_value_defining_op(rl_op_operand(op, 0)); k > 0; in = rl_value_defining_op(rl_op_operand(in, 0))) {
    rl_attr *p = static_positions(in);
    for (unsigned i = p->n - 1; i > 0; i--) pos[--k] = p->w[i];
  }
  rl_context *c = rl_op_context(op);
  rl_op_set_operand(op, 0, src);
  /* static_position is the op's property 0 (its accessor reads it so). */
  rl_op_set_prop(c, op, op->info->prop_names[0], rl_attr_dense_array(c, rl_type_integer(c, 64, RL_SIGNLESS), n, pos));
  if (pos != stack) free(pos);
  return true;
}

/* extract(insert(s, d)[p])[q], all positions static: s when q is p; when
 * p and q differ at a position both have, the insert is looked through to
 * d, along a chain of inserts: the extract gives the value of an insert at
 * q, or reads (in place) the first value of the chain that is no insert.
 * As MLIR's ExtractOp::fold, it leaves the extract alone when the chain
 * holds an insert whose position is a prefix of q or has q as prefix, or
 * ends at a transpose. */
static bool fold_extract_from_insert(rl_op *op, rl_fold_result *r) {
  rl_attr *q = static_positions(op);
  if (!q) return false;
  rl_value *from = rl_op_operand(op, 0);
  for (rl_op *in; (in = rl_value_defining_op(from)) && rl_vector_insert_isa(in) && in->noperands == 2;
       from = rl_op_operand(in, 1)) {
    rl_attr *p = rl_vector_insert_static_position(in);
    if (!p) return false;
    unsigned np = p->n - 1, nq = q->n - 1, k = np < nq ? np : nq, i = 0;
    while (i < k && p->w[1 + i] == q->w[1 + i]) i++;
    if (i < k) continue; /* disjoint: look through to the destination */
    if (np != nq || rl_op_operand(in, 0)->type != op->results[0].type) return false;
    r[0].value = rl_op_operand(in, 0);
    return true;
  }
  rl_op *end = rl_value_defining_op(from);
  if (from == rl_op_operand(op, 0) || (end && rl_vector_transpose_isa(end))) return false; /* MLIR walks into a transpose, then gives up */
  /* Under a conversion to llvm, MLIR's folder still sees the inserts the
   * conversion has replaced (they go at its end); here the chain then ends
   * at their llvm form or a cast of it: no fold, as MLIR's would give up. */
  if (end && (end->info->dialect == rl_ident_cstr(rl_op_context(op), "llvm") ||
              end->info->dialect == rl_ident_cstr(rl_op_context(op), "builtin")))
    return false;
  rl_op_set_operand(op, 0, from);
  return true;
}

/* vector.extract from a splat constant, at any positions (static or
 * dynamic), is the splat's element, or a splat of the part extracted
 * (MLIR's ExtractOp::fold, for a constant operand); an extract of an
 * extract is one extract. */
static unsigned vrank(const rl_type *t) { return is_vec(t) ? rl_type_rank(t) : 0; }

static void set_position(rl_op *op, rl_value *src, const uint64_t *pos, unsigned n) {
  rl_context *c = rl_op_context(op);
  rl_op_set_operand(op, 0, src);
  rl_op_set_prop(c, op, op->info->prop_names[0], rl_attr_dense_array(c, rl_type_integer(c, 64, RL_SIGNLESS), n, pos));
}

/* extract(broadcast(x) or splat(x)): x when it has the result's type; else,
 * when x is a vector of higher rank than the result whose trailing dims
 * the result keeps, an extract from x (positions of dims x had as 1 read
 * at 0, those the broadcast added dropped), in place (MLIR's
 * foldExtractFromBroadcast). */
static rl_value *fold_extract_from_broadcast(rl_op *op, bool *in_place) {
  rl_attr *q = static_positions(op);
  rl_op *def = rl_value_defining_op(rl_op_operand(op, 0));
  if (!q || !def || !def->info->def) return NULL;
  bool bc = rl_vector_broadcast_isa(def);
  if (!bc && !rl_vector_splat_isa(def)) return NULL;
  rl_value *src = rl_op_operand(def, 0);
  rl_type *rt = res_type(op);
  if (src->type == rt) return src;
  unsigned sr = vrank(src->type), er = vrank(rt);
  if (er >= sr || !bc) return NULL;
  if (is_vec(rt))
    for (unsigned i = 0; i < er; i++)
      if (rl_type_dim(rt, i) != rl_type_dim(src->type, sr - er + i)) return NULL;
  rl_type *dt = def->results[0].type;
  unsigned dr = rl_type_rank(dt), n = q->n - 1, diff = dr - sr;
  if (n > 16 || sr - er > n) return NULL;
  uint64_t pos[16];
  for (unsigned i = 0; i < n; i++) pos[i] = q->w[1 + i];
  for (unsigned i = diff; i < n; i++)
    if (rl_type_dim(src->type, i - diff) == 1 && rl_type_dim(dt, i) != 1) pos[i] = 0;
  unsigned keep = sr - er;
  set_position(op, src, pos + (n - keep), keep);
  *in_place = true;
  return NULL;
}

/* extract(shape_cast(x)) at static positions: an extract from x at the
 * same linear position, when the result's dims are x's trailing ones, in
 * place (MLIR's foldExtractFromShapeCast). */
static bool fold_extract_from_shape_cast(rl_op *op) {
  rl_attr *q = static_positions(op);
  rl_op *def = rl_value_defining_op(rl_op_operand(op, 0));
  if (!q || !def || !rl_vector_shape_cast_isa(def)) return false;
  rl_type *st = rl_op_operand(def, 0)->type, *vt = type_of(op, 0), *rt = res_type(op);
  unsigned sr = rl_type_rank(st), vr = rl_type_rank(vt), dr = vrank(rt), n = q->n - 1;
  if (!sr || !vr || dr > sr || n > 16) return false;
  for (unsigned i = 0; i < dr; i++)
    if (rl_type_dim(st, sr - 1 - i) != rl_type_dim(rt, dr - 1 - i)) return false;
  /* The linear position in the cast's result, from its innermost extracted dim out. */
  int64_t lin = 0, stride = 1;
  for (unsigned i = 0; i < n; i++) {
    lin += (int64_t)q->w[n - i] * stride;
    stride *= rl_type_dim(vt, vr - 1 - (i + dr));
  }
  unsigned k = sr - dr;
  if (k > 16) return false;
  uint64_t pos[16];
  for (unsigned i = 0; i < k; i++) {
    int64_t d = rl_type_dim(st, sr - 1 - dr - i);
    pos[k - 1 - i] = (uint64_t)(d ? lin % d : 0);
    lin = d ? lin / d : 0;
  }
  set_position(op, rl_op_operand(def, 0), pos, k);
  return true;
}

bool rl_vector_extract_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) {
  rl_attr *sp = rl_vector_extract_static_position(op);
  if (sp && sp->n == 1 && op->noperands == 1 && type_of(op, 0) == res_type(op))
    return (r[0].value = rl_op_operand(op, 0)), true;
  if (fold_extract_chain(op)) return true;
  if (fold_extract_from_insert(op, r)) return true;
  bool in_place = false;
  rl_value *b = fold_extract_from_broadcast(op, &in_place);
  if (b) return (r[0].value = b), true;
  if (in_place || fold_extract_from_shape_cast(op)) return true;
  const rl_attr *v = o[0];
  if (!v || v->kind != RL_AT_DENSE || !v->sub) return false;
  rl_context *c = rl_op_context(op);
  rl_type *rt = op->results[0].type, *et = rl_type_elem(rl_attr_type_of(v));
  unsigned wpe = (unsigned)v->w[1];
  const uint64_t *words = &v->w[2];
  if (rt == et) {
    if (rl_type_is_float(et)) r[0].attr = rl_attr_float_bits(c, et, words[0], wpe > 1 ? words[1] : 0);
    else if (rl_type_is_integer(et) || rl_type_is_index(et)) r[0].attr = rl_attr_integer_words(c, et, words);
  } else if (rl_type_kind_of(rt) == RL_TY_VECTOR && static_shape(rt)) {
    r[0].attr = rl_attr_dense(c, rt, true, wpe, 1, words);
  }
  return r[0].attr != NULL;
}

/* ---- bitcast, shape_cast, step, vscale, masks ---------------------------------------------- */

/* The width of an element in MLIR's default data layout (index: 64). */
static unsigned elem_bits(rl_type *t) { return rl_type_bitwidth(rl_type_elem(t)); }

bool rl_vector_bitcast_verify(rl_op *op) {
  rl_type *s = type_of(op, 0), *r = res_type(op);
  unsigned rank = rl_type_rank(s);
  if (rank != rl_type_rank(r)) return rl_op_emit_error(op, "failed to verify that all of {source, result} have same rank");
  for (unsigned i = 0; i + 1 < rank; i++)
    if (rl_type_dim(s, i) != rl_type_dim(r, i)) return rl_op_emit_error(op, "dimension size mismatch at: %u", i);
  uint64_t sb = elem_bits(s), rb = elem_bits(r);
  if (rank == 0) {
    if (sb != rb) return rl_op_emit_error(op, "source/result bitwidth of the 0-D vector element types must be equal");
  } else if (sb * (uint64_t)rl_type_dim(s, rank - 1) != rb * (uint64_t)rl_type_dim(r, rank - 1)) {
    return rl_op_emit_error(op, "source/result bitwidth of the minor 1-D vectors must be equal");
  }
  return true;
}

static bool all_ones(const rl_type *t, unsigned from) {
  for (unsigned i = from; i < rl_type_rank(t); i++)
    if (rl_type_dim(t, i) != 1) return false;
  return true;
}

/* MLIR's rule for a shape cast between ranks: the dimensions of the
 * higher-rank shape b group, in order, into those of a (trailing unit
 * dimensions going with the group before them). */
static bool valid_shape_cast(const rl_type *a, const rl_type *b) {
  unsigned ra = rl_type_rank(a), rb = rl_type_rank(b), i = 0, j = 0;
  if (ra == 0 && all_ones(b, 0)) return true;
  while (i < ra && j < rb) {
    int64_t da = rl_type_dim(a, i), db = 1;
    while (db < da && j < rb) db *= rl_type_dim(b, j++);
    if (da != db) break;
    i++;
    if (i < ra && all_ones(a, i)) i = ra;
    if (j < rb && all_ones(b, j)) j = rb;
  }
  return i == ra && j == rb;
}

static int64_t num_elements(const rl_type *t) {
  int64_t n = 1;
  for (unsigned i = 0; i < rl_type_rank(t); i++) n *= rl_type_dim(t, i);
  return n;
}

bool rl_vector_shape_cast_verify(rl_op *op) {
  rl_type *s = type_of(op, 0), *r = res_type(op);
  if (rl_type_elem(s) != rl_type_elem(r)) return rl_op_emit_error(op, "source/result vectors must have same element type");
  if (num_elements(s) != num_elements(r)) return rl_op_emit_error(op, "source/result number of elements must match");
  unsigned sr = rl_type_rank(s), rr = rl_type_rank(r);
  if ((sr < rr && !valid_shape_cast(s, r)) || (sr > rr && !valid_shape_cast(r, s)))
    return rl_op_emit_error(op, "invalid shape cast");
  return true; /* MLIR 19 does not compare the scalable dimensions */
}

/* A cast to the same type is its source; of a cast back to the source's
 * type, the first cast's source; of a broadcast from the result type, the
 * broadcast's source; a cast of a cast, when valid, the cast of the first
 * one's source, in place (MLIR's ShapeCastOp::fold). */
bool rl_vector_shape_cast_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) {
  (void)o;
  rl_value *src = rl_op_operand(op, 0);
  rl_type *rt = res_type(op);
  if (src->type == rt) return (r[0].value = src), true;
  rl_op *in = rl_value_defining_op(src);
  if (in && in->info == op->info && rl_op_operand(in, 0)->type == rt) return (r[0].value = rl_op_operand(in, 0)), true;
  /* A cast of a cast is one cast when the ranks change one way (in place). */
  if (in && in->info == op->info) {
    rl_type *st = rl_op_operand(in, 0)->type;
    unsigned sr = rl_type_rank(st), rr = rl_type_rank(rt);
    if ((sr < rr && valid_shape_cast(st, rt)) || (sr > rr && valid_shape_cast(rt, st))) {
      rl_op_set_operand(op, 0, rl_op_operand(in, 0));
      return true;
    }
    return false;
  }
  if (in && rl_vector_broadcast_isa(in) && rl_op_operand(in, 0)->type == rt)
    return (r[0].value = rl_op_operand(in, 0)), true;
  return false;
}

/* A type the .ops file checked as a vector of its element type, whose
 * rank-1 part of MLIR's constraint is checked here, with MLIR's message
 * (what = "operand" or "result", i its number among them). */
static bool rank1(rl_op *op, rl_type *t, const char *what, unsigned i, const char *phrase) {
  if (rl_type_rank(t) == 1) return true;
  char *s = type_text(t);
  rl_op_emit_error(op, "%s #%u must be %s, but got '%s'", what, i, phrase, s);
  free(s);
  return false;
}

/* The same for MLIR's constraints of non-zero rank (gather, scatter). */
static bool nonzero_rank(rl_op *op, rl_type *t, const char *what, unsigned i, const char *phrase) {
  if (rl_type_rank(t) > 0) return true;
  char *s = type_text(t);
  rl_op_emit_error(op, "%s #%u must be %s, but got '%s'", what, i, phrase, s);
  free(s);
  return false;
}

/* index_vec, mask and the vector of a gather or scatter (the last three
 * operands), and a gather's result. */
static bool gather_ranks(rl_op *op) {
  unsigned n = op->noperands;
  return nonzero_rank(op, type_of(op, n - 3), "operand", n - 3, "vector of integer or index values") &&
         nonzero_rank(op, type_of(op, n - 2), "operand", n - 2, "vector of 1-bit signless integer values") &&
         nonzero_rank(op, type_of(op, n - 1), "operand", n - 1, "vector of any type values") &&
         (!op->nresults || nonzero_rank(op, res_type(op), "result", 0, "vector of any type values"));
}

bool rl_vector_step_verify(rl_op *op) { return rank1(op, res_type(op), "result", 0, "vector of index values of ranks 1"); }

void rl_vector_vscale_names(rl_op *op, rl_set_name_fn set, void *ud) { set(ud, rl_op_result(op, 0), "vscale"); }

bool rl_vector_create_mask_verify(rl_op *op) {
  unsigned rank = rl_type_rank(res_type(op));
  if (rank == 0) {
    if (op->noperands != 1) return rl_op_emit_error(op, "must specify exactly one operand for 0-D create_mask");
  } else if (op->noperands != rank) {
    return rl_op_emit_error(op, "must specify an operand for each result vector dimension");
  }
  return true;
}

bool rl_vector_constant_mask_verify(rl_op *op) {
  rl_type *t = res_type(op);
  rl_attr *a = prop(op, "mask_dim_sizes");
  unsigned n = rl_attr_array_size(a), rank = rl_type_rank(t);
  for (unsigned i = 0; i < n; i++)
    if (rl_attr_array_elem(a, i)->kind != RL_AT_INTEGER)
      return rl_op_emit_error(op, "attribute 'mask_dim_sizes' failed to satisfy constraint: 64-bit integer array attribute");
  if (rank == 0) {
    if (n != 1) return rl_op_emit_plain_error(op, "array attr must have length 1 for 0-D vectors");
    int64_t d = rl_attr_int_value(rl_attr_array_elem(a, 0));
    if (d != 0 && d != 1) return rl_op_emit_plain_error(op, "mask dim size must be either 0 or 1 for 0-D vectors");
    return true;
  }
  if (n != rank) return rl_op_emit_error(op, "must specify array attr of size equal vector result rank");
  bool any_zero = false, all_zero = true;
  for (unsigned i = 0; i < n; i++) {
    int64_t d = rl_attr_int_value(rl_attr_array_elem(a, i)), size = rl_type_dim(t, i);
    if (d < 0 || d > size)
      return rl_op_emit_error(op, "array attr of size out of bounds of vector result dimension size");
    if (rl_type_dim_scalable(t, i) && d != 0 && d != size)
      return rl_op_emit_error(op, "only supports 'none set' or 'all set' scalable dimensions");
    any_zero |= d == 0;
    all_zero &= d == 0;
  }
  if (any_zero && !all_zero)
    return rl_op_emit_error(op, "expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim");
  return true;
}

/* ---- maskedload, maskedstore, gather, scatter, expandload, compressstore ------------------------- */

/* The element type and the number of indices of a memory op's base. */
static bool base_checks(rl_op *op, rl_type *base, rl_type *vt, unsigned nidx, const char *what) {
  if (rl_type_elem(vt) != rl_type_elem(base)) return rl_op_emit_error(op, "base and %s element type should match", what);
  if (nidx != rl_type_rank(base)) return rl_op_emit_error(op, "requires %u indices", rl_type_rank(base));
  return true;
}

/* maskedload and expandload: base, indices..., mask, pass_thru -> result. */
static bool masked_read_verify(rl_op *op) {
  unsigned n = op->noperands;
  rl_type *mask = type_of(op, n - 2), *pass = type_of(op, n - 1), *res = res_type(op);
  if (!rank1(op, mask, "operand", n - 2, "vector of 1-bit signless integer values of ranks 1") ||
      !rank1(op, pass, "operand", n - 1, " of ranks 1") || !rank1(op, res, "result", 0, " of ranks 1") ||
      !base_checks(op, type_of(op, 0), res, n - 3, "result"))
    return false;
  if (rl_type_dim(res, 0) != rl_type_dim(mask, 0)) return rl_op_emit_error(op, "expected result dim to match mask dim");
  if (res != pass) return rl_op_emit_error(op, "expected pass_thru of same type as result type");
  return true;
}

/* maskedstore and compressstore: base, indices..., mask, valueToStore. */
static bool masked_write_verify(rl_op *op) {
  unsigned n = op->noperands;
  rl_type *mask = type_of(op, n - 2), *val = type_of(op, n - 1);
  if (!rank1(op, mask, "operand", n - 2, "vector of 1-bit signless integer values of ranks 1") ||
      !rank1(op, val, "operand", n - 1, " of ranks 1") || !base_checks(op, type_of(op, 0), val, n - 3, "valueToStore"))
    return false;
  if (rl_type_dim(val, 0) != rl_type_dim(mask, 0))
    return rl_op_emit_error(op, "expected valueToStore dim to match mask dim");
  return true;
}

bool rl_vector_maskedload_verify(rl_op *op) { return masked_read_verify(op); }
bool rl_vector_expandload_verify(rl_op *op) { return masked_read_verify(op); }
bool rl_vector_maskedstore_verify(rl_op *op) { return masked_write_verify(op); }
bool rl_vector_compressstore_verify(rl_op *op) { return masked_write_verify(op); }

static bool same_shape(const rl_type *a, const rl_type *b) {
  if (rl_type_rank(a) != rl_type_rank(b)) return false;
  for (unsigned i = 0; i < rl_type_rank(a); i++)
    if (rl_type_dim(a, i) != rl_type_dim(b, i)) return false;
  return true;
}

/* gather: base, indices..., index_vec, mask, pass_thru -> result. */
bool rl_vector_gather_verify(rl_op *op) {
  unsigned n = op->noperands;
  rl_type *idx = type_of(op, n - 3), *mask = type_of(op, n - 2), *res = res_type(op);
  if (!gather_ranks(op) || !base_checks(op, type_of(op, 0), res, n - 4, "result")) return false;
  if (!same_shape(res, idx)) return rl_op_emit_error(op, "expected result dim to match indices dim");
  if (!same_shape(res, mask)) return rl_op_emit_error(op, "expected result dim to match mask dim");
  if (res != type_of(op, n - 1)) return rl_op_emit_error(op, "expected pass_thru of same type as result type");
  return true;
}

/* scatter: base, indices..., index_vec, mask, valueToStore. */
bool rl_vector_scatter_verify(rl_op *op) {
  unsigned n = op->noperands;
  rl_type *idx = type_of(op, n - 3), *mask = type_of(op, n - 2), *val = type_of(op, n - 1);
  /* MLIR 19's scatter is 1-D (its gather n-D). */
  if (!rank1(op, idx, "operand", n - 3, "vector of integer or index values of ranks 1") ||
      !rank1(op, mask, "operand", n - 2, "vector of 1-bit signless integer values of ranks 1") ||
      !rank1(op, val, "operand", n - 1, " of ranks 1") || !base_checks(op, type_of(op, 0), val, n - 4, "valueToStore")) return false;
  if (!same_shape(val, idx)) return rl_op_emit_error(op, "expected valueToStore dim to match indices dim");
  if (!same_shape(val, mask)) return rl_op_emit_error(op, "expected valueToStore dim to match mask dim");
  return true;
}

/* ---- extract_strided_slice, insert_strided_slice, transpose, flat matrices ------------------- */

/* The integers of an array attribute property (false, reported, when an
 * element is no integer). */
static bool int_array_prop(rl_op *op, const char *name, int64_t *v, unsigned cap, unsigned *n) {
  rl_attr *a = prop(op, name);
  *n = a ? rl_attr_array_size(a) : 0;
  if (*n > cap) return rl_op_emit_error(op, "'%s' has too many elements", name);
  for (unsigned i = 0; i < *n; i++) {
    rl_attr *e = rl_attr_array_elem(a, i);
    if (e->kind != RL_AT_INTEGER)
      return rl_op_emit_error(op, "attribute '%s' failed to satisfy constraint: 64-bit integer array attribute", name);
    v[i] = rl_attr_int_value(e);
  }
  return true;
}

enum { MAX_SLICE_RANK = 32 };

/* Each value in [min, dims[i] (+ 1 when closed)). */
static bool confined_to_shape(rl_op *op, const int64_t *v, unsigned n, rl_type *t, const char *name, bool closed,
                              int64_t min) {
  for (unsigned i = 0; i < n; i++) {
    int64_t max = rl_type_dim(t, i) + closed;
    if (v[i] < min || v[i] >= max)
      return rl_op_emit_error(op, "expected %s dimension %u to be confined to [%lld, %lld)", name, i, (long long)min,
                              (long long)max);
  }
  return true;
}

/* Strides: only 1 (MLIR's [1, 2)). */
static bool unit_strides(rl_op *op, const int64_t *v, unsigned n) {
  for (unsigned i = 0; i < n; i++)
    if (v[i] != 1) return rl_op_emit_error(op, "expected strides to be confined to [1, 2)");
  return true;
}

/* vector.reshape: the shape operands and the fixed trailing sizes make up
 * each vector's rank; the fixed sizes are checked against the vectors'
 * dimensions at the positions MLIR 19 reads (rank - nfixed - i for size
 * i, not the trailing ones in order: [4, 5] of a vector<3x2x4x5xf32> fails
 * at size 1), a position outside the vector failing too; and when every
 * shape operand is a constant, the two shapes hold as many elements. */
bool rl_vector_reshape_verify(rl_op *op) {
  rl_type *in = type_of(op, 0), *out = res_type(op);
  int64_t fixed[MAX_SLICE_RANK];
  unsigned nfixed, nin, nout;
  if (!int_array_prop(op, "fixed_vector_sizes", fixed, MAX_SLICE_RANK, &nfixed)) return false;
  unsigned in_first = rl_op_operand_group(op, 1, &nin), out_first = rl_op_operand_group(op, 2, &nout);
  static const char *const names[] = {"input", "output"};
  rl_type *const ts[] = {in, out};
  const unsigned nshape[] = {nin, nout};
  for (unsigned k = 0; k < 2; k++)
    if (rl_type_rank(ts[k]) != nshape[k] + nfixed) {
      char *t = type_text(ts[k]);
      rl_op_emit_plain_error(op, "invalid %s shape for vector type '%s'", names[k], t);
      free(t);
      return false;
    }
  for (unsigned k = 0; k < 2; k++) {
    int64_t rank = rl_type_rank(ts[k]);
    for (unsigned i = 0; i < nfixed; i++) {
      int64_t at = rank - (int64_t)nfixed - (int64_t)i;
      if (at < 0 || at >= rank || fixed[i] != rl_type_dim(ts[k], (unsigned)at))
        return rl_op_emit_plain_error(op, "fixed vector size must match %s vector for dim %u", names[k], i);
    }
  }
  int64_t prod[2] = {1, 1};
  for (unsigned k = 0; k < 2; k++)
    for (unsigned i = 0; i < nshape[k]; i++) {
      rl_attr *c = rl_value_constant_int(op->operands[(k ? out_first : in_first) + i].value);
      if (!c) return true;
      prod[k] = (int64_t)((uint64_t)prod[k] * (uint64_t)rl_attr_int_value(c));
    }
  if (prod[0] != prod[1]) return rl_op_emit_plain_error(op, "product of input and output shape sizes must match");
  return true;
}

bool rl_vector_extract_strided_slice_verify(rl_op *op) {
  rl_type *t = type_of(op, 0);
  int64_t off[MAX_SLICE_RANK], sz[MAX_SLICE_RANK], st[MAX_SLICE_RANK];
  unsigned no, ns, nt, rank = rl_type_rank(t);
  if (!int_array_prop(op, "offsets", off, MAX_SLICE_RANK, &no) || !int_array_prop(op, "sizes", sz, MAX_SLICE_RANK, &ns) ||
      !int_array_prop(op, "strides", st, MAX_SLICE_RANK, &nt))
    return false;
  if (no != ns || no != nt) return rl_op_emit_error(op, "expected offsets, sizes and strides attributes of same size");
  static const char *const names[] = {"offsets", "sizes", "strides"};
  for (unsigned k = 0; k < 3; k++)
    if (no > rank) return rl_op_emit_error(op, "expected %s attribute of rank no greater than vector rank", names[k]);
  if (!confined_to_shape(op, off, no, t, "offsets", false, 0) || !confined_to_shape(op, sz, ns, t, "sizes", true, 1) ||
      !unit_strides(op, st, nt))
    return false;
  for (unsigned i = 0; i < no; i++) {
    int64_t max = rl_type_dim(t, i) + 1;
    if (off[i] + sz[i] < 0 || off[i] + sz[i] >= max)
      return rl_op_emit_error(op, "expected sum(offsets, sizes) dimension %u to be confined to [1, %lld)", i,
                              (long long)max);
  }
  int64_t dims[MAX_SLICE_RANK];
  bool sc[MAX_SLICE_RANK];
  if (rank > MAX_SLICE_RANK) return rl_op_emit_error(op, "vector rank too large");
  for (unsigned i = 0; i < rank; i++) dims[i] = i < ns ? sz[i] : rl_type_dim(t, i), sc[i] = rl_type_dim_scalable(t, i);
  rl_type *want = rl_type_vector(rl_op_context(op), rank, dims, sc, rl_type_elem(t));
  if (res_type(op) != want) {
    char *w = type_text(want);
    rl_op_emit_error(op, "expected result type to be '%s'", w);
    free(w);
    return false;
  }
  for (unsigned i = 0; i < ns; i++)
    if (rl_type_dim_scalable(t, i) && sz[i] != rl_type_dim(t, i))
      return rl_op_emit_error(op,
                              "expected size at idx=%u to match the corresponding base size from the input vector "
                              "(%lld vs %lld)",
                              i, (long long)sz[i], (long long)rl_type_dim(t, i));
  return true;
}

bool rl_vector_insert_strided_slice_verify(rl_op *op) {
  rl_type *s = type_of(op, 0), *d = type_of(op, 1);
  if (rl_type_elem(s) != rl_type_elem(d))
    return rl_op_emit_error(op, "failed to verify that operand #0 and result have same element type");
  int64_t off[MAX_SLICE_RANK], st[MAX_SLICE_RANK];
  unsigned no, nt, sr = rl_type_rank(s), dr = rl_type_rank(d);
  if (!int_array_prop(op, "offsets", off, MAX_SLICE_RANK, &no) || !int_array_prop(op, "strides", st, MAX_SLICE_RANK, &nt))
    return false;
  if (no != dr) return rl_op_emit_error(op, "expected offsets of same size as destination vector rank");
  if (nt != sr) return rl_op_emit_error(op, "expected strides of same size as source vector rank");
  if (sr > dr) return rl_op_emit_error(op, "expected source rank to be no greater than destination rank");
  if (!confined_to_shape(op, off, no, d, "offsets", false, 0) || !unit_strides(op, st, nt)) return false;
  for (unsigned i = 0; i < dr; i++) {
    int64_t src = i < dr - sr ? 1 : rl_type_dim(s, i - (dr - sr)), max = rl_type_dim(d, i) + 1;
    if (off[i] + src < 1 || off[i] + src >= max)
      return rl_op_emit_error(op, "expected sum(offsets, source vector shape) dimension %u to be confined to [1, %lld)",
                              i, (long long)max);
  }
  for (unsigned i = 0; i < sr; i++) {
    unsigned j = i + (dr - sr);
    if (rl_type_dim_scalable(d, j) != rl_type_dim_scalable(s, i))
      return rl_op_emit_error(op, "mismatching scalable flags (at source vector idx=%u)", i);
    if (rl_type_dim_scalable(s, i) && rl_type_dim(s, i) != rl_type_dim(d, j))
      return rl_op_emit_error(op,
                              "expected size at idx=%u to match the corresponding base size from the input vector "
                              "(%lld vs %lld)",
                              i, (long long)rl_type_dim(s, i), (long long)rl_type_dim(d, j));
  }
  return true;
}

bool rl_vector_transpose_verify(rl_op *op) {
  rl_type *s = type_of(op, 0), *r = res_type(op);
  if (rl_type_elem(s) != rl_type_elem(r))
    return rl_op_emit_error(op, "failed to verify that operand and result have same element type");
  unsigned rank = rl_type_rank(r);
  if (rl_type_rank(s) != rank) return rl_op_emit_error(op, "vector result rank mismatch: %u", rank);
  rl_attr *p = prop(op, "permutation");
  unsigned n = p ? p->n - 1 : 0;
  if (n != rank) return rl_op_emit_error(op, "transposition length mismatch: %u", n);
  bool seen[64] = {0};
  if (rank > 64) return rl_op_emit_error(op, "vector rank too large");
  for (unsigned i = 0; i < n; i++) {
    int64_t v = (int64_t)p->w[1 + i];
    if (v < 0 || v >= (int64_t)rank) return rl_op_emit_error(op, "transposition index out of range: %lld", (long long)v);
    if (seen[v]) return rl_op_emit_error(op, "duplicate position index: %lld", (long long)v);
    seen[v] = true;
    if (rl_type_dim(r, i) != rl_type_dim(s, (unsigned)v))
      return rl_op_emit_error(op, "dimension size mismatch at: %lld", (long long)v);
  }
  return true;
}

bool rl_vector_matrix_multiply_verify(rl_op *op) {
  if (rl_type_elem(type_of(op, 0)) != rl_type_elem(res_type(op)))
    return rl_op_emit_error(op, "failed to verify that lhs operand and result have same element type");
  if (rl_type_elem(type_of(op, 1)) != rl_type_elem(res_type(op)))
    return rl_op_emit_error(op, "failed to verify that rhs operand and result have same element type");
  return true;
}

bool rl_vector_flat_transpose_verify(rl_op *op) {
  if (rl_type_elem(type_of(op, 0)) != rl_type_elem(res_type(op)))
    return rl_op_emit_error(op, "failed to verify that source operand and result have same element type");
  return true;
}

/* ---- transfer_read, transfer_write ------------------------------------------------------------- */

static bool is_shaped_src(const rl_type *t) {
  return t->kind == RL_TY_MEMREF || (t->kind == RL_TY_TENSOR && rl_type_rank(t) != (unsigned)-1);
}

/* MLIR's getTransferMinorIdentityMap: the last `vector rank` dims of the
 * shaped type (its element's rank less, for a memref of vectors). */
static rl_attr *minor_identity(rl_context *c, rl_type *shaped, rl_type *vt) {
  unsigned n = rl_type_rank(shaped), r = rl_type_rank(vt);
  rl_type *e = rl_type_elem(shaped);
  if (is_vec(e)) r = r >= rl_type_rank(e) ? r - rl_type_rank(e) : 0;
  if (r > n) return NULL;
  rl_attr *res[64];
  if (r > 64) return NULL;
  for (unsigned i = 0; i < r; i++) res[i] = rl_affine_dim(c, n - r + i);
  return rl_affine_map(c, n, 0, r, res);
}

/* MLIR's inferTransferOpMaskType: the vector's shape over the dims the map
 * uses, in dim order (broadcast results dropped), as i1. */
static rl_type *mask_type(rl_context *c, rl_type *vt, rl_attr *map) {
  unsigned nd = rl_affine_map_num_dims(map), nr = rl_affine_map_num_results(map);
  if (nr != rl_type_rank(vt) || nr > 64) return NULL;
  int64_t dims[64];
  bool sc[64];
  unsigned k = 0;
  for (unsigned d = 0; d < nd; d++)
    for (unsigned i = 0; i < nr; i++) {
      rl_attr *e = rl_affine_map_result(map, i);
      if (e->kind == RL_AT_AFF_DIM && rl_affine_position(e) == d) {
        dims[k] = rl_type_dim(vt, i), sc[k] = rl_type_dim_scalable(vt, i), k++;
        break;
      }
    }
  return rl_type_vector(c, k, dims, sc, rl_type_integer(c, 1, RL_SIGNLESS));
}

/* The defaults a transfer op takes when its attr-dict leaves them out. */
static bool transfer_defaults(rl_parser *p, rl_op_parse_state *st, rl_type *shaped, rl_type *vt, const char *at) {
  rl_context *c = rl_parser_context(p);
  rl_attr *map = rl_ops_get_prop(c, st, "permutation_map");
  if (!map) {
    map = minor_identity(c, shaped, vt);
    if (!map) return rl_parser_error_at(p, at, "expected a shaped type of rank no less than the vector's");
    rl_ops_set_prop(c, st, "permutation_map", map);
  } else if (map->kind != RL_AT_AFFINE_MAP) {
    return rl_parser_error_at(p, at, "expected permutation_map to be an affine map");
  }
  if (!rl_ops_get_prop(c, st, "in_bounds")) {
    unsigned n = rl_affine_map_num_results(map);
    rl_attr *f[64];
    if (n > 64) return false;
    for (unsigned i = 0; i < n; i++) f[i] = rl_attr_bool(c, false);
    rl_ops_set_prop(c, st, "in_bounds", rl_attr_array(c, n, f));
  }
  return true;
}

/* `[%i, %j]` */
static bool parse_indices(rl_parser *p, rl_unresolved *idx, unsigned cap, unsigned *n) {
  *n = 0;
  if (!rl_parse_punct(p, "[")) return false;
  if (rl_parse_optional_punct(p, "]")) return true;
  do {
    if (*n == cap) return rl_parser_error(p, "too many indices");
    if (!rl_parse_operand(p, &idx[(*n)++])) return false;
  } while (rl_parse_optional_punct(p, ","));
  return rl_parse_punct(p, "]");
}

static void set_segments(rl_context *c, rl_op_parse_state *st, uint64_t a, uint64_t b, uint64_t cc, uint64_t d) {
  uint64_t sizes[4] = {a, b, cc, d};
  rl_ops_set_prop(c, st, "operandSegmentSizes", rl_attr_dense_array(c, rl_type_integer(c, 32, RL_SIGNLESS), 4, sizes));
}

enum { MAX_TRANSFER_INDICES = 32 };

bool rl_vector_transfer_read_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  rl_unresolved src, pad, mask, idx[MAX_TRANSFER_INDICES];
  unsigned n;
  if (!rl_parse_operand(p, &src) || !parse_indices(p, idx, MAX_TRANSFER_INDICES, &n) || !rl_parse_punct(p, ",") ||
      !rl_parse_operand(p, &pad))
    return false;
  bool has_mask = rl_parse_optional_punct(p, ",");
  if (has_mask && !rl_parse_operand(p, &mask)) return false;
  if (!rl_parse_optional_attr_dict_props(p, st)) return false;
  const char *at = rl_parser_pos(p); /* MLIR reports type errors at the `:` */
  if (!rl_parse_punct(p, ":")) return false;
  rl_type *shaped = rl_parse_type(p);
  if (!shaped) return false;
  if (!rl_parse_optional_punct(p, ",")) return rl_parser_error_at(p, at, "requires two types");
  rl_type *vt = rl_parse_type(p);
  if (!vt) return false;
  if (!is_shaped_src(shaped)) return rl_parser_error_at(p, at, "requires memref or ranked tensor type");
  if (!is_vec(vt)) return rl_parser_error_at(p, at, "requires vector type");
  if (!transfer_defaults(p, st, shaped, vt, at)) return false;
  rl_type *index = rl_type_index(c);
  if (!resolve(p, st, &src, shaped)) return false;
  for (unsigned i = 0; i < n; i++)
    if (!resolve(p, st, &idx[i], index)) return false;
  if (!resolve(p, st, &pad, rl_type_elem(shaped))) return false;
  if (has_mask) {
    if (is_vec(rl_type_elem(shaped))) return rl_parser_error_at(p, mask.at, "does not support masks with vector element type");
    rl_type *mt = mask_type(c, vt, rl_ops_get_prop(c, st, "permutation_map"));
    if (!mt) return rl_parser_error_at(p, at, "expected the same rank for the vector and the results of the permutation map");
    if (!resolve(p, st, &mask, mt)) return false;
  }
  set_segments(c, st, 1, n, 1, has_mask);
  rl_ops_add_result_type(st, vt);
  return true;
}

/* The transfer attrs, with the defaults left out (MLIR's printTransferAttrs). */
static void print_transfer_attrs(rl_printer *p, rl_op *op, rl_type *shaped, rl_type *vt) {
  const char *el[3] = {"operandSegmentSizes"};
  unsigned ne = 1;
  rl_attr *map = prop(op, "permutation_map");
  if (map && map == minor_identity(rl_op_context(op), shaped, vt)) el[ne++] = "permutation_map";
  rl_attr *ib = prop(op, "in_bounds");
  bool any = false;
  for (unsigned i = 0; ib && ib->kind == RL_AT_ARRAY && i < rl_attr_array_size(ib); i++) {
    rl_attr *b = rl_attr_array_elem(ib, i);
    any |= b->kind == RL_AT_INTEGER && rl_attr_int_value(b) != 0;
  }
  if (!any) el[ne++] = "in_bounds";
  print_attrs(p, op, el, ne);
}

static void print_index_list(rl_printer *p, rl_op *op, unsigned first, unsigned n) {
  rl_print_str(p, "[");
  for (unsigned i = 0; i < n; i++) {
    if (i) rl_print_str(p, ", ");
    value(p, op, first + i);
  }
  rl_print_str(p, "]");
}

/* The sizes of a transfer op's operand groups. */
static void segments(rl_op *op, unsigned *nidx, bool *has_mask) {
  rl_attr *s = prop(op, "operandSegmentSizes");
  *nidx = s && s->n >= 5 ? (unsigned)s->w[2] : 0;
  *has_mask = s && s->n >= 5 && s->w[4] != 0;
}

void rl_vector_transfer_read_print(rl_printer *p, rl_op *op) {
  unsigned n;
  bool has_mask;
  segments(op, &n, &has_mask);
  rl_print_str(p, " ");
  value(p, op, 0);
  print_index_list(p, op, 1, n);
  rl_print_str(p, ", ");
  value(p, op, 1 + n);
  if (has_mask) {
    rl_print_str(p, ", ");
    value(p, op, 2 + n);
  }
  print_transfer_attrs(p, op, type_of(op, 0), res_type(op));
  rl_print_str(p, " : ");
  rl_print_type_p(p, type_of(op, 0));
  rl_print_str(p, ", ");
  rl_print_type_p(p, res_type(op));
}

bool rl_vector_transfer_write_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  rl_unresolved v, src, mask, idx[MAX_TRANSFER_INDICES];
  unsigned n;
  if (!rl_parse_operand(p, &v) || !rl_parse_punct(p, ",") || !rl_parse_operand(p, &src) ||
      !parse_indices(p, idx, MAX_TRANSFER_INDICES, &n))
    return false;
  bool has_mask = rl_parse_optional_punct(p, ",");
  if (has_mask && !rl_parse_operand(p, &mask)) return false;
  if (!rl_parse_optional_attr_dict_props(p, st)) return false;
  const char *at = rl_parser_pos(p); /* MLIR reports type errors at the `:` */
  if (!rl_parse_punct(p, ":")) return false;
  rl_type *vt = rl_parse_type(p);
  if (!vt) return false;
  if (!rl_parse_optional_punct(p, ",")) return rl_parser_error_at(p, at, "requires two types");
  rl_type *shaped = rl_parse_type(p);
  if (!shaped) return false;
  if (!is_vec(vt)) return rl_parser_error_at(p, at, "requires vector type");
  if (!is_shaped_src(shaped)) return rl_parser_error_at(p, at, "requires memref or ranked tensor type");
  if (!transfer_defaults(p, st, shaped, vt, at)) return false;
  rl_type *index = rl_type_index(c);
  if (!resolve(p, st, &v, vt) || !resolve(p, st, &src, shaped)) return false;
  for (unsigned i = 0; i < n; i++)
    if (!resolve(p, st, &idx[i], index)) return false;
  if (has_mask) {
    if (is_vec(rl_type_elem(shaped))) return rl_parser_error_at(p, mask.at, "does not support masks with vector element type");
    rl_type *mt = mask_type(c, vt, rl_ops_get_prop(c, st, "permutation_map"));
    if (!mt) return rl_parser_error_at(p, at, "expected the same rank for the vector and the results of the permutation map");
    if (!resolve(p, st, &mask, mt)) return false;
  }
  set_segments(c, st, 1, 1, n, has_mask);
  if (shaped->kind == RL_TY_TENSOR) rl_ops_add_result_type(st, shaped);
  return true;
}

void rl_vector_transfer_write_print(rl_printer *p, rl_op *op) {
  rl_attr *s = prop(op, "operandSegmentSizes");
  unsigned n = s && s->n >= 5 ? (unsigned)s->w[3] : 0;
  bool has_mask = s && s->n >= 5 && s->w[4] != 0;
  rl_print_str(p, " ");
  value(p, op, 0);
  rl_print_str(p, ", ");
  value(p, op, 1);
  print_index_list(p, op, 2, n);
  if (has_mask) {
    rl_print_str(p, ", ");
    value(p, op, 2 + n);
  }
  print_transfer_attrs(p, op, type_of(op, 1), type_of(op, 0));
  rl_print_str(p, " : ");
  rl_print_type_p(p, type_of(op, 0));
  rl_print_str(p, ", ");
  rl_print_type_p(p, type_of(op, 1));
}

/* MLIR's verifyTransferOp and verifyPermutationMap. */
static bool transfer_checks(rl_op *op, rl_type *shaped, rl_type *vt, rl_type *mask, unsigned nidx) {
  rl_context *c = rl_op_context(op);
  rl_attr *map = prop(op, "permutation_map"), *ib = prop(op, "in_bounds");
  if (nidx != rl_type_rank(shaped)) return rl_op_emit_error(op, "requires %u indices", rl_type_rank(shaped));
  if (!map || map->kind != RL_AT_AFFINE_MAP)
    return rl_op_emit_error(op, "attribute 'permutation_map' failed to satisfy constraint: AffineMap attribute");
  if (!ib || ib->kind != RL_AT_ARRAY)
    return rl_op_emit_error(op, "attribute 'in_bounds' failed to satisfy constraint: 1-bit boolean array attribute");
  rl_type *e = rl_type_elem(shaped);
  if (is_vec(e)) {
    unsigned er = rl_type_rank(e), vr = rl_type_rank(vt);
    uint64_t sb = (uint64_t)rl_type_bitwidth(rl_type_elem(e)) * (uint64_t)(er ? rl_type_dim(e, er - 1) : 1);
    uint64_t rb = (uint64_t)rl_type_bitwidth(rl_type_elem(vt)) * (uint64_t)(vr ? rl_type_dim(vt, vr - 1) : 1);
    if (sb && rb % sb != 0)
      return rl_op_emit_error(op, "requires the bitwidth of the minor 1-D vector to be an integral multiple of the "
                                  "bitwidth of the minor 1-D vector of the source");
    if (er > vr) return rl_op_emit_error(op, "requires source vector element and vector result ranks to match.");
    if (rl_affine_map_num_results(map) != vr - er)
      return rl_op_emit_error(op, "requires a permutation_map with result dims of the same rank as the vector type");
    if (mask) return rl_op_emit_error(op, "does not support masks with vector element type");
  } else {
    unsigned minor = rl_type_rank(vt) ? (unsigned)rl_type_dim(vt, rl_type_rank(vt) - 1) : 1;
    unsigned eb = rl_type_bitwidth(e), vb = rl_type_bitwidth(rl_type_elem(vt));
    if (eb && (vb * minor) % eb != 0)
      return rl_op_emit_error(op, "requires the bitwidth of the minor 1-D vector to be an integral multiple of the "
                                  "bitwidth of the source element type");
    if (rl_affine_map_num_results(map) != rl_type_rank(vt))
      return rl_op_emit_error(op, "requires a permutation_map with result dims of the same rank as the vector type");
  }
  if (rl_affine_map_num_syms(map)) return rl_op_emit_error(op, "requires permutation_map without symbols");
  if (rl_affine_map_num_dims(map) != rl_type_rank(shaped))
    return rl_op_emit_error(op, "requires a permutation_map with input dims of the same rank as the source type");
  if (mask) {
    rl_type *want = mask_type(c, vt, map);
    if (want && want != mask) {
      char *w = type_text(want), *m = type_text(mask);
      rl_op_emit_error(op, "inferred mask type ('%s') and mask operand type ('%s') don't match", w, m);
      free(w), free(m);
      return false;
    }
  }
  if (rl_affine_map_num_results(map) != rl_attr_array_size(ib)) {
    rl_strbuf b = {0};
    rl_affine_print_map(&b, map);
    rl_op_emit_error(op, "expects the in_bounds attr of same rank as permutation_map results: affine_map<%s> vs inBounds of size: %u",
                     b.data ? b.data : "", rl_attr_array_size(ib));
    rl_sb_free(&b);
    return false;
  }
  for (unsigned i = 0; i < rl_affine_map_num_results(map); i++) {
    rl_attr *b = rl_attr_array_elem(ib, i);
    if (rl_affine_map_result(map, i)->kind == RL_AT_AFF_CONST && !(b->kind == RL_AT_INTEGER && rl_attr_int_value(b)))
      return rl_op_emit_error(op, "requires broadcast dimensions to be in-bounds");
  }
  return true;
}

/* Each result a dim, used once, or the constant 0 (MLIR's
 * verifyPermutationMap). */
static bool permutation_checks(rl_op *op) {
  rl_attr *map = prop(op, "permutation_map");
  bool seen[64] = {0};
  for (unsigned i = 0; i < rl_affine_map_num_results(map); i++) {
    rl_attr *e = rl_affine_map_result(map, i);
    if (e->kind == RL_AT_AFF_DIM) {
      unsigned d = rl_affine_position(e);
      if (d < 64 && seen[d])
        return rl_op_emit_error(op, "requires a permutation_map that is a permutation (found one dim used more than once)");
      if (d < 64) seen[d] = true;
    } else if (!(e->kind == RL_AT_AFF_CONST && rl_affine_const_value(e) == 0)) {
      return rl_op_emit_error(op, "requires a projected permutation_map (at most one dim or the zero constant can appear in "
                                  "each result)");
    }
  }
  return true;
}

bool rl_vector_transfer_read_verify(rl_op *op) {
  unsigned n;
  bool has_mask;
  segments(op, &n, &has_mask);
  rl_type *shaped = type_of(op, 0), *vt = res_type(op), *pad = type_of(op, 1 + n);
  if (!transfer_checks(op, shaped, vt, has_mask ? type_of(op, 2 + n) : NULL, n)) return false;
  rl_type *e = rl_type_elem(shaped);
  if (is_vec(e)) {
    if (pad != e) return rl_op_emit_error(op, "requires source element type and padding type to match.");
  } else if (pad != e) {
    return rl_op_emit_error(op, "requires formal padding and source of the same elemental type");
  }
  return permutation_checks(op);
}

bool rl_vector_transfer_write_verify(rl_op *op) {
  rl_attr *s = prop(op, "operandSegmentSizes");
  unsigned n = s && s->n >= 5 ? (unsigned)s->w[3] : 0;
  bool has_mask = s && s->n >= 5 && s->w[4] != 0;
  rl_type *shaped = type_of(op, 1), *vt = type_of(op, 0);
  if (shaped->kind == RL_TY_TENSOR ? op->nresults != 1 || res_type(op) != shaped : op->nresults != 0)
    return rl_op_emit_error(op, "expects a tensor result of the source's type for a tensor, none for a memref");
  if (n != rl_type_rank(shaped)) return rl_op_emit_error(op, "requires %u indices", rl_type_rank(shaped));
  rl_attr *map = prop(op, "permutation_map");
  for (unsigned i = 0; map && map->kind == RL_AT_AFFINE_MAP && i < rl_affine_map_num_results(map); i++)
    if (rl_affine_map_result(map, i)->kind == RL_AT_AFF_CONST)
      return rl_op_emit_error(op, "should not have broadcast dimensions");
  if (!transfer_checks(op, shaped, vt, has_mask ? type_of(op, 2 + n) : NULL, n)) return false;
  return permutation_checks(op);
}

/* ---- mask: `%m[, %pt] { op } attr-dict : mask type [-> result types]` ---------------------------- */

static bool is_yield(const rl_op *op) { return op && rl_vector_yield_isa(op); }

bool rl_vector_mask_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  rl_unresolved m, pt;
  if (!rl_parse_operand(p, &m)) return false;
  bool has_pt = rl_parse_optional_punct(p, ",");
  if (has_pt && !rl_parse_operand(p, &pt)) return false;
  rl_region *r = rl_ops_add_region(st);
  if (!rl_parse_region(p, r, NULL, 0, false)) return false;
  /* MLIR's MaskOp::ensureTerminator: an empty vector.yield ends the block;
   * with one op before it, the yield gives the op's results. */
  if (!r->first) rl_region_append_block(r, rl_block_create(c));
  rl_block *b = r->first;
  rl_opinfo *yield = rl_opinfo_get_cstr(c, "vector.yield");
  if (!is_yield(b->last)) {
    rl_op_state s = {.info = yield, .loc = rl_parser_op_loc(p)};
    rl_block_append_op(b, rl_op_create(c, &s));
  }
  if (b->first != b->last && b->first->next == b->last && b->last->noperands == 0 && b->first->nresults) {
    rl_op *masked = b->first, *old = b->last;
    rl_value *vals[16];
    unsigned n = masked->nresults < 16 ? masked->nresults : 16;
    for (unsigned i = 0; i < n; i++) vals[i] = &masked->results[i];
    rl_op_state s = {.info = yield, .loc = rl_parser_op_loc(p), .noperands = n, .operands = vals};
    rl_op *y = rl_op_create(c, &s);
    rl_op_remove(old);
    rl_op_destroy(c, old);
    rl_block_append_op(b, y);
  }
  if (!rl_parse_optional_attr_dict(p, &st->attrs) || !rl_parse_punct(p, ":")) return false;
  rl_type *mt = rl_parse_type(p);
  if (!mt) return false;
  rl_type *rts[16];
  unsigned nr = 0;
  if (rl_parse_optional_punct(p, "->")) {
    bool paren = rl_parse_optional_punct(p, "(");
    do {
      if (nr == 16) return rl_parser_error(p, "too many results");
      if (!(rts[nr++] = rl_parse_type(p))) return false;
    } while (paren && rl_parse_optional_punct(p, ","));
    if (paren && !rl_parse_punct(p, ")")) return false;
  }
  if (!resolve(p, st, &m, mt)) return false;
  if (has_pt) {
    if (!nr) return rl_parser_error(p, "expects a result type for the passthru argument");
    if (!resolve(p, st, &pt, rts[0])) return false;
  }
  for (unsigned i = 0; i < nr; i++) rl_ops_add_result_type(st, rts[i]);
  return true;
}

void rl_vector_mask_print(rl_printer *p, rl_op *op) {
  rl_print_str(p, " ");
  value(p, op, 0);
  if (op->noperands > 1) {
    rl_print_str(p, ", ");
    value(p, op, 1);
  }
  rl_print_str(p, " { ");
  rl_block *b = rl_op_region(op, 0)->first;
  if (b && b->first) rl_print_op_inline(p, b->first);
  rl_print_str(p, " }");
  rl_print_attr_dict(p, op->attrs, NULL, 0, false);
  rl_print_str(p, " : ");
  rl_print_type_p(p, type_of(op, 0));
  if (op->nresults) {
    rl_print_str(p, " -> ");
    if (op->nresults > 1) rl_print_str(p, "(");
    for (unsigned i = 0; i < op->nresults; i++) {
      if (i) rl_print_str(p, ", ");
      rl_print_type_p(p, op->results[i].type);
    }
    if (op->nresults > 1) rl_print_str(p, ")");
  }
}

/* The mask a maskable op expects (MaskableOpInterface::getExpectedMaskType),
 * and whether it takes a passthru; NULL for an op that is not maskable. */
static rl_type *expected_mask(rl_op *op, bool *passthru) {
  rl_context *c = rl_op_context(op);
  const char *n = op->info->name->str;
  rl_type *i1 = rl_type_integer(c, 1, RL_SIGNLESS);
  *passthru = false;
  if (!strcmp(n, "vector.transfer_read") || !strcmp(n, "vector.transfer_write")) {
    bool read = n[16] == 'r';
    *passthru = read;
    rl_type *vt = read ? res_type(op) : type_of(op, 0);
    rl_attr *map = prop(op, "permutation_map");
    return map && map->kind == RL_AT_AFFINE_MAP ? mask_type(c, vt, map) : NULL;
  }
  if (!strcmp(n, "vector.reduction")) {
    rl_type *vt = type_of(op, 0);
    return rl_type_with_elem(c, vt, i1);
  }
  if (!strcmp(n, "vector.gather")) {
    *passthru = true;
    return rl_type_with_elem(c, res_type(op), i1);
  }
  return NULL;
}

bool rl_vector_mask_verify(rl_op *op) {
  rl_block *b = rl_op_region(op, 0)->first;
  if (!b || !b->first) return rl_op_emit_error(op, "expects a terminator within the mask region");
  unsigned n = 0;
  for (rl_op *o = b->first; o; o = o->next) n++;
  if (n > 2) return rl_op_emit_error(op, "expects only one operation to mask");
  if (!is_yield(b->last)) return rl_op_emit_error(op, "expects a terminator within the mask region");
  if (b->last->noperands != op->nresults)
    return rl_op_emit_error(op, "expects number of results to match mask region yielded values");
  if (n == 1) return true;
  rl_op *m = b->first;
  bool passthru;
  /* (MLIR 19 takes other ops too, arith's elementwise ones among them: their
   * mask is not checked here.) */
  rl_type *want = expected_mask(m, &passthru);
  if (m->nresults != op->nresults)
    return rl_op_emit_error(op, "expects number of results to match maskable operation number of results");
  for (unsigned i = 0; i < m->nresults; i++)
    if (m->results[i].type != op->results[i].type)
      return rl_op_emit_error(op, "expects result type to match maskable operation result type");
  if (want && type_of(op, 0) != want) {
    char *w = type_text(want);
    rl_op_emit_error(op, "expects a '%s' mask for the maskable operation", w);
    free(w);
    return false;
  }
  if (op->noperands > 1) {
    if (!passthru) return rl_op_emit_error(op, "doesn't expect a passthru argument for this maskable operation");
    if (m->nresults != 1) return rl_op_emit_error(op, "expects result when passthru argument is provided");
    if (type_of(op, 1) != m->results[0].type) return rl_op_emit_error(op, "expects passthru type to match result type");
  }
  return true;
}

/* ---- contract: `{maps, iterators, kind} %lhs, %rhs, %acc {attrs} : L, R into T` ------------------ */

static const char *const contract_traits[] = {"indexing_maps", "iterator_types", "kind"};

static bool kind_supported(uint64_t kv, rl_type *e) {
  bool is_int = e->kind == RL_TY_INTEGER || e->kind == RL_TY_INDEX, is_float = e->kind == RL_TY_FLOAT;
  switch (kv) {
  case RL_VECTOR_COMBININGKIND_ADD: case RL_VECTOR_COMBININGKIND_MUL: return is_int || is_float;
  case RL_VECTOR_COMBININGKIND_MINNUMF: case RL_VECTOR_COMBININGKIND_MAXNUMF:
  case RL_VECTOR_COMBININGKIND_MINIMUMF: case RL_VECTOR_COMBININGKIND_MAXIMUMF: return is_float;
  default: return is_int;
  }
}

bool rl_vector_contract_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  const char *at = rl_parser_pos(p);
  rl_attr *traits = rl_parse_attr(p, NULL);
  if (!traits) return false;
  if (traits->kind != RL_AT_DICT) return rl_parser_error_at(p, at, "invalid kind of attribute specified");
  rl_unresolved u[8];
  unsigned n = 0;
  do {
    if (n == 8) return rl_parser_error(p, "expected zero or exactly 2 vector mask operands");
    if (!rl_parse_operand(p, &u[n++])) return false;
  } while (rl_parse_optional_punct(p, ","));
  if (n < 3) return rl_parse_punct(p, ",");
  rl_attr *attrs = NULL;
  if (!rl_parse_optional_attr_dict(p, &attrs) || !rl_parse_punct(p, ":")) return false;
  rl_type *lt = rl_parse_type(p);
  if (!lt || !rl_parse_punct(p, ",")) return false;
  rl_type *rt = rl_parse_type(p);
  if (!rt || !rl_parse_keyword(p, "into")) return false;
  rl_type *res = rl_parse_type(p);
  if (!res) return false;
  if (!resolve(p, st, &u[0], lt) || !resolve(p, st, &u[1], rt) || !resolve(p, st, &u[2], res)) return false;
  if (n != 3 && n != 5) return rl_parser_error_at(p, rl_parser_op_pos(p), "expected zero or exactly 2 vector mask operands");
  for (unsigned i = 3; i < n; i++) {
    rl_type *vt = i == 3 ? lt : rt;
    if (!is_vec(vt)) return rl_parser_error_at(p, rl_parser_op_pos(p), "expected vector type for a mask");
    if (!resolve(p, st, &u[i], rl_type_with_elem(c, vt, rl_type_integer(c, 1, RL_SIGNLESS))))
      return false;
  }
  rl_ops_add_result_type(st, res);
  /* The trait dictionary: iterator types given as strings become
   * #vector.iterator_type<...>; the kind defaults to add. */
  rl_ident *itn = id(c, "iterator_types");
  rl_attr *its = rl_attr_dict_get(traits, itn);
  if (its && its->kind == RL_AT_ARRAY) {
    rl_attr *stack[16], **v = its->n > 16 ? malloc(its->n * sizeof *v) : stack;
    bool ok = true;
    for (unsigned i = 0; i < its->n && ok; i++) {
      rl_attr *e = rl_attr_array_elem(its, i);
      if (e->kind != RL_AT_STRING) { v[i] = e; continue; }
      const char *s = rl_attr_string_ident(e)->str;
      uint64_t k = !strcmp(s, "parallel") ? RL_VECTOR_ITERATORTYPE_PARALLEL
                   : !strcmp(s, "reduction") ? RL_VECTOR_ITERATORTYPE_REDUCTION : 0;
      if (!k) ok = rl_parser_error_at(p, rl_parser_op_pos(p), "unexpected iterator_type (%s)", s);
      else v[i] = rl_attr_enum(c, &rl_vector_enum_IteratorType, id(c, "vector"), k);
    }
    if (ok) traits = rl_attr_dict_set(c, traits, itn, rl_attr_array(c, its->n, v));
    if (v != stack) free(v);
    if (!ok) return false;
  }
  rl_ident *kn = id(c, "kind");
  if (!rl_attr_dict_get(traits, kn))
    traits = rl_attr_dict_set(c, traits, kn, rl_attr_enum(c, &rl_vector_enum_CombiningKind, id(c, "vector"),
                                                          RL_VECTOR_COMBININGKIND_ADD));
  rl_ops_take_attr_dict(c, st, rl_attr_dict_merge(c, traits, attrs));
  return true;
}

void rl_vector_contract_print(rl_printer *p, rl_op *op) {
  rl_context *c = rl_op_context(op);
  /* The traits as one dictionary, iterator types as strings (MLIR's form). */
  rl_named_attr t[3];
  unsigned nt = 0;
  for (unsigned i = 0; i < 3; i++) {
    rl_attr *a = prop(op, contract_traits[i]);
    if (!a) continue;
    if (i == 1 && a->kind == RL_AT_ARRAY) {
      rl_attr *stack[16], **v = a->n > 16 ? malloc(a->n * sizeof *v) : stack;
      for (unsigned k = 0; k < a->n; k++) {
        rl_attr *e = rl_attr_array_elem(a, k);
        if (e->kind == RL_AT_ENUM) {
          const char *s = e->w[1] == RL_VECTOR_ITERATORTYPE_REDUCTION ? "reduction" : "parallel";
          e = rl_attr_string(c, s, strlen(s), NULL);
        }
        v[k] = e;
      }
      a = rl_attr_array(c, a->n, v);
      if (v != stack) free(v);
    }
    t[nt++] = (rl_named_attr){id(c, contract_traits[i]), a};
  }
  rl_print_str(p, " ");
  rl_print_attr_p(p, rl_attr_dict(c, nt, t, NULL));
  rl_print_str(p, " ");
  for (unsigned i = 0; i < op->noperands; i++) {
    if (i) rl_print_str(p, ", ");
    value(p, op, i);
  }
  print_attrs(p, op, contract_traits, 3);
  rl_print_str(p, " : ");
  rl_print_type_p(p, type_of(op, 0));
  rl_print_str(p, ", ");
  rl_print_type_p(p, type_of(op, 1));
  rl_print_str(p, " into ");
  rl_print_type_p(p, res_type(op));
}

/* Where dimension d is among the results of affine map m, or -1. */
static int map_result_of_dim(const rl_attr *m, unsigned d) {
  for (unsigned i = 2; i < m->n; i++) {
    const rl_attr *e = rl_word_ptr(m->w[i]);
    if (e->kind == RL_AT_AFF_DIM && e->w[0] == d) return (int)(i - 2);
  }
  return -1;
}

/* The (lhs dim, rhs dim) pairs of the iterators of kind k that both lhs and
 * rhs index (MLIR's getContractingDimMap / getBatchDimMap). */
static unsigned contract_dim_map(rl_attr *maps, rl_attr *its, uint64_t k, int (*pairs)[2], unsigned cap) {
  unsigned n = 0;
  for (unsigned i = 0; i < its->n; i++) {
    rl_attr *e = rl_attr_array_elem(its, i);
    if (e->kind != RL_AT_ENUM || e->w[1] != k) continue;
    int l = map_result_of_dim(rl_attr_array_elem(maps, 0), i), r = map_result_of_dim(rl_attr_array_elem(maps, 1), i);
    if (l >= 0 && r >= 0 && n < cap) pairs[n][0] = l, pairs[n][1] = r, n++;
  }
  return n;
}

static bool dim_map_ok(rl_type *l, rl_type *r, int (*pairs)[2], unsigned n) {
  for (unsigned i = 0; i < n; i++)
    if (pairs[i][0] >= (int)rl_type_rank(l) || pairs[i][1] >= (int)rl_type_rank(r) ||
        rl_type_dim(l, (unsigned)pairs[i][0]) != rl_type_dim(r, (unsigned)pairs[i][1]))
      return false;
  return true;
}

static bool contract_output_shape(rl_op *op, rl_type *l, rl_type *r, rl_type *acc, rl_type *res, rl_attr *maps,
                                  int (*con)[2], unsigned ncon, int (*bat)[2], unsigned nbat) {
  unsigned nexp = 0;
  for (unsigned i = 0; i < rl_type_rank(l); i++) {
    bool contracting = false;
    for (unsigned k = 0; k < ncon; k++) contracting |= con[k][0] == (int)i;
    nexp += !contracting;
  }
  for (unsigned i = 0; i < rl_type_rank(r); i++) {
    bool skip = false;
    for (unsigned k = 0; k < ncon; k++) skip |= con[k][1] == (int)i;
    for (unsigned k = 0; k < nbat; k++) skip |= bat[k][1] == (int)i;
    nexp += !skip;
  }
  if (!nexp) {
    if (is_vec(res) || is_vec(acc)) return rl_op_emit_error(op, "invalid accumulator/result vector shape");
    return true;
  }
  if (!is_vec(res) || !is_vec(acc)) return rl_op_emit_error(op, "invalid accumulator/result vector shape");
  rl_attr *lm = rl_attr_array_elem(maps, 0), *rm = rl_attr_array_elem(maps, 1), *om = rl_attr_array_elem(maps, 2);
  unsigned nd = (unsigned)lm->w[0];
  int64_t ext[64];
  bool have[64] = {0};
  if (nd > 64) return rl_op_emit_error(op, "expected at most 64 iterators");
  for (unsigned d = 0; d < nd; d++) {
    int a = map_result_of_dim(lm, d), b = map_result_of_dim(rm, d);
    if (a >= 0) ext[d] = rl_type_dim(l, (unsigned)a), have[d] = true;
    else if (b >= 0) ext[d] = rl_type_dim(r, (unsigned)b), have[d] = true;
  }
  for (unsigned d = 0; d < nd; d++)
    if (!have[d]) return rl_op_emit_error(op, "expected all dimensions to be either a LHS or a RHS dimension");
  unsigned no = om->n - 2;
  int64_t shape[64];
  bool sc[64] = {0};
  for (unsigned i = 0; i < no && i < 64; i++) {
    const rl_attr *e = rl_word_ptr(om->w[2 + i]);
    shape[i] = ext[e->w[0]];
    if (i < rl_type_rank(res)) sc[i] = rl_type_dim_scalable(res, i);
  }
  rl_type *want = rl_type_vector(rl_op_context(op), no, shape, sc, rl_type_elem(res));
  if (res != want || acc != want) {
    char *s = type_text(want);
    rl_op_emit_error(op, "invalid accumulator/result vector shape, expected: '%s'", s);
    free(s);
    return false;
  }
  return true;
}

bool rl_vector_contract_verify(rl_op *op) {
  rl_type *l = type_of(op, 0), *r = type_of(op, 1), *acc = type_of(op, 2), *res = res_type(op);
  if (op->noperands != 3) return rl_op_emit_error(op, "expected 3 operands, but found %u", op->noperands);
  if (rl_type_elem(l) != rl_type_elem(r)) return same_elem_error(op, "lhs and rhs have same element type");
  if (acc != res) return same_elem_error(op, "third operand acc and result have same type");
  if (!rl_type_rank(l)) return rl_op_emit_error(op, "operand #0 must be vector of any type values of non-zero rank");
  if (!rl_type_rank(r)) return rl_op_emit_error(op, "operand #1 must be vector of any type values of non-zero rank");
  rl_type *le = rl_type_elem(l);
  if (le->kind == RL_TY_INTEGER && le->sub != RL_SIGNLESS)
    return rl_op_emit_error(op, "only supports signless integer types");
  rl_attr *maps = prop(op, "indexing_maps"), *its = prop(op, "iterator_types");
  for (unsigned i = 0; maps && i < maps->n; i++)
    if (rl_attr_array_elem(maps, i)->kind != RL_AT_AFFINE_MAP)
      return rl_op_emit_error(op, "attribute 'indexing_maps' failed to satisfy constraint: AffineMap array attribute");
  for (unsigned i = 0; its && i < its->n; i++)
    if (rl_attr_array_elem(its, i)->kind != RL_AT_ENUM || rl_attr_array_elem(its, i)->w[0] != (uint64_t)(uintptr_t)&rl_vector_enum_IteratorType)
      return rl_op_emit_error(op, "attribute 'iterator_types' failed to satisfy constraint: Iterator type should be an enum.");
  if (!maps || maps->n != 3) return rl_op_emit_error(op, "expected an indexing map for each vector operand");
  unsigned nit = its ? its->n : 0;
  for (unsigned i = 0; i < 3; i++) {
    rl_attr *m = rl_attr_array_elem(maps, i);
    if (m->w[1] != 0) return rl_op_emit_error(op, "expected indexing map %u to have no symbols", i);
    rl_type *t = type_of(op, i);
    unsigned rank = is_vec(t) ? rl_type_rank(t) : 0;
    if (m->w[0] != nit) return rl_op_emit_error(op, "expected indexing map %u to have %u number of inputs", i, nit);
    if (m->n - 2 != rank) return rl_op_emit_error(op, "expected indexing map %u to have %u number of outputs", i, rank);
    uint64_t seen = 0;
    for (unsigned k = 2; k < m->n; k++) {
      const rl_attr *e = rl_word_ptr(m->w[k]);
      if (e->kind != RL_AT_AFF_DIM || e->w[0] >= 64 || (seen >> e->w[0] & 1))
        return rl_op_emit_error(op, "expected indexing map %u to be a projected permutation of its inputs", i);
      seen |= 1ull << e->w[0];
    }
  }
  int con[64][2], bat[64][2];
  unsigned ncon = contract_dim_map(maps, its, RL_VECTOR_ITERATORTYPE_REDUCTION, con, 64);
  unsigned nbat = contract_dim_map(maps, its, RL_VECTOR_ITERATORTYPE_PARALLEL, bat, 64);
  if (!ncon) return rl_op_emit_error(op, "expected at least one contracting dimension pair");
  if (!dim_map_ok(l, r, con, ncon)) return rl_op_emit_error(op, "invalid contracting dimension map");
  if (!dim_map_ok(l, r, bat, nbat)) return rl_op_emit_error(op, "invalid batch dimension map");
  if (!contract_output_shape(op, l, r, acc, res, maps, con, ncon, bat, nbat)) return false;
  rl_attr *k = prop(op, "kind");
  if (!kind_supported(k && k->kind == RL_AT_ENUM ? k->w[1] : 0, elem_or_self(res)))
    return rl_op_emit_error(op, "unsupported contraction type");
  return true;
}

/* ---- multi_reduction: `<kind>, %src, %acc {attrs} [dims] : S to T` -------------------------------- */

bool rl_vector_multi_reduction_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  rl_attr *kind = rl_parse_enum_body(p, &rl_vector_enum_CombiningKind, st->def->name);
  if (!kind) return false;
  rl_ops_set_prop(c, st, "kind", kind);
  rl_unresolved src, acc;
  if (!rl_parse_punct(p, ",") || !rl_parse_operand(p, &src) || !rl_parse_punct(p, ",") || !rl_parse_operand(p, &acc))
    return false;
  if (!rl_parse_optional_attr_dict_props(p, st) || !rl_parse_punct(p, "[")) return false;
  rl_attr *dims[64];
  unsigned n = 0;
  if (!rl_parse_optional_punct(p, "]")) {
    do {
      int64_t x;
      if (n == 64) return rl_parser_error(p, "too many reduction dimensions");
      if (!rl_parse_integer(p, &x)) return false;
      dims[n++] = rl_attr_integer(c, rl_type_integer(c, 64, RL_SIGNLESS), x);
    } while (rl_parse_optional_punct(p, ","));
    if (!rl_parse_punct(p, "]")) return false;
  }
  /* MLIR 19 keeps them as an array of i64 integers (I64ArrayAttr). */
  rl_ops_set_prop(c, st, "reduction_dims", rl_attr_array(c, n, dims));
  if (!rl_parse_punct(p, ":")) return false;
  rl_type *s = rl_parse_type(p);
  if (!s || !rl_parse_keyword(p, "to")) return false;
  rl_type *d = rl_parse_type(p);
  if (!d || !resolve(p, st, &src, s) || !resolve(p, st, &acc, d)) return false;
  rl_ops_add_result_type(st, d);
  return true;
}

void rl_vector_multi_reduction_print(rl_printer *p, rl_op *op) {
  rl_print_str(p, " ");
  rl_print_enum_body(rl_printer_out(p), prop(op, "kind"));
  rl_print_str(p, ", ");
  value(p, op, 0);
  rl_print_str(p, ", ");
  value(p, op, 1);
  static const char *const el[] = {"kind", "reduction_dims"};
  print_attrs(p, op, el, 2);
  rl_strbuf *out = rl_printer_out(p);
  rl_attr *a = prop(op, "reduction_dims");
  rl_sb_puts(out, " [");
  for (unsigned i = 0; a && a->kind == RL_AT_ARRAY && i < a->n; i++) {
    if (i) rl_sb_puts(out, ", ");
    rl_attr *e = rl_attr_array_elem(a, i);
    if (e->kind == RL_AT_INTEGER) rl_sb_i64(out, rl_attr_int_value(e));
  }
  rl_sb_puts(out, "] : ");
  rl_print_type_p(p, type_of(op, 0));
  rl_print_str(p, " to ");
  rl_print_type_p(p, res_type(op));
}

static bool reduced_dim(rl_op *op, unsigned d) {
  rl_attr *a = prop(op, "reduction_dims");
  for (unsigned i = 0; a && a->kind == RL_AT_ARRAY && i < a->n; i++) {
    rl_attr *e = rl_attr_array_elem(a, i);
    if (e->kind == RL_AT_INTEGER && rl_attr_int_value(e) == (int64_t)d) return true;
  }
  return false;
}

bool rl_vector_multi_reduction_verify(rl_op *op) {
  rl_type *s = type_of(op, 0), *d = res_type(op);
  if (!rl_type_rank(s)) return rl_op_emit_error(op, "operand #0 must be vector of any type values of non-zero rank");
  rl_attr *rd = prop(op, "reduction_dims");
  for (unsigned i = 0; rd && i < rd->n; i++) {
    rl_attr *e = rl_attr_array_elem(rd, i);
    if (e->kind != RL_AT_INTEGER || rl_attr_type_of(e) != rl_type_integer(rl_op_context(op), 64, RL_SIGNLESS))
      return rl_op_emit_error(op, "attribute 'reduction_dims' failed to satisfy constraint: 64-bit integer array attribute");
  }
  if (elem_or_self(d) != rl_type_elem(s)) return same_elem_error(op, "source operand and result have same element type");
  if (type_of(op, 1) != d) return same_elem_error(op, "all of {dest, acc} have same type");
  int64_t shape[64];
  bool sc[64];
  unsigned n = 0;
  for (unsigned i = 0; i < rl_type_rank(s) && n < 64; i++)
    if (!reduced_dim(op, i)) shape[n] = rl_type_dim(s, i), sc[n++] = rl_type_dim_scalable(s, i);
  rl_type *want = n ? rl_type_vector(rl_op_context(op), n, shape, sc, rl_type_elem(s)) : rl_type_elem(s);
  if (d != want) {
    char *a = type_text(d), *b = type_text(s);
    rl_op_emit_error(op, "destination type '%s' is incompatible with source type '%s'", a, b);
    free(a), free(b);
    return false;
  }
  return true;
}

/* A 1-D multi_reduction that reduces nothing is its source (MLIR's fold). */
bool rl_vector_multi_reduction_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) {
  (void)o;
  if (rl_type_rank(type_of(op, 0)) != 1 || reduced_dim(op, 0)) return false;
  r[0].value = rl_op_operand(op, 0);
  return true;
}

/* Constants the folders give are arith.constant ops, as MLIR's vector
 * dialect materializes them. */
void rl_vector_init(rl_context *c) {
  rl_register_materializer(c, "vector", rl_arith_materialize_constant);
  rl_vector_lib_register();
  /* #vector.iterator_type<...> is no property's enum (contract keeps an
   * array of them): made known to the parser here. */
  rl_register_dialect_attr(c, "vector", "iterator_type", &rl_vector_enum_IteratorType);
}

/* ---- vector.type_cast ------------------------------------------------------------------ */

enum { TC_MAX_RANK = 64 }; /* a larger rank is rejected */

/* A memref whose layout is the identity once made canonical: none, or
 * strides that are the row-major ones of its shape at offset 0. */
static bool identity_layout(const rl_type *t) {
  if (!rl_type_layout(t)) return true;
  unsigned r = rl_type_rank(t);
  int64_t st[TC_MAX_RANK], off, want = 1;
  if (r > TC_MAX_RANK || !rl_memref_strides_offset(t, st, &off) || off != 0) return false;
  for (unsigned i = r; i-- > 0;) {
    if (rl_type_dim(t, i) != 1 && st[i] != want) return false;
    want *= rl_type_dim(t, i);
  }
  return true;
}

/* A memref's shape followed by its vector element type's, as one list. */
static unsigned concat_shape(const rl_type *t, int64_t *out) {
  unsigned n = 0;
  for (unsigned i = 0; i < rl_type_rank(t) && n < 2 * TC_MAX_RANK; i++) out[n++] = rl_type_dim(t, i);
  const rl_type *e = rl_type_elem(t);
  if (is_vec(e))
    for (unsigned i = 0; i < rl_type_rank(e) && n < 2 * TC_MAX_RANK; i++) out[n++] = rl_type_dim(e, i);
  return n;
}

bool rl_vector_type_cast_verify(rl_op *op) {
  rl_type *s = type_of(op, 0), *r = res_type(op);
  if (rl_type_rank(s) > TC_MAX_RANK || rl_type_rank(r) > TC_MAX_RANK) return rl_op_emit_error(op, "rank too large");
  for (unsigned i = 0; i < rl_type_rank(s); i++)
    if (rl_type_dim(s, i) == RL_DYNAMIC) {
      char *t = type_text(s);
      rl_op_emit_error(op, "operand #0 must be statically shaped memref of any type values, but got '%s'", t);
      free(t);
      return false;
    }
  if (!identity_layout(s)) return rl_op_emit_error(op, "expects operand to be a memref with identity layout");
  if (!identity_layout(r)) return rl_op_emit_error(op, "expects result to be a memref with identity layout");
  if (rl_type_memspace(s) != rl_type_memspace(r)) return rl_op_emit_error(op, "expects result in same memory space");
  const char *msg = NULL;
  if (elem_or_self(rl_type_elem(s)) != elem_or_self(rl_type_elem(r))) {
    msg = "expects result and operand with same underlying scalar type: '%s'";
  } else {
    int64_t a[2 * TC_MAX_RANK], b[2 * TC_MAX_RANK];
    unsigned na = concat_shape(s, a), nb = concat_shape(r, b);
    if (na != nb || memcmp(a, b, na * sizeof *a) != 0)
      msg = "expects concatenated result and operand shapes to be equal: '%s'";
  }
  if (!msg) return true;
  char *t = type_text(r);
  rl_op_emit_error(op, msg, t);
  free(t);
  return false;
}

/* ---- transfer folds -------------------------------------------------------------------- */

/* MLIR's foldTransferInBoundsAttribute: a dimension not known in bounds
 * becomes so when its memref dimension is static and its index a constant
 * that leaves room for the whole vector dimension (in place). `shaped` is
 * the memref or tensor, indices start at operand `first`. */
static bool fold_in_bounds(rl_op *op, rl_type *shaped, rl_type *vt, unsigned first) {
  rl_context *c = rl_op_context(op);
  rl_attr *map = prop(op, "permutation_map"), *ib = prop(op, "in_bounds");
  unsigned n = rl_type_rank(vt);
  if (n == 0 || n > 64 || !map || !ib || ib->kind != RL_AT_ARRAY || rl_attr_array_size(ib) != n) return false;
  rl_attr *nb[64];
  bool changed = false;
  for (unsigned i = 0; i < n; i++) {
    rl_attr *b = rl_attr_array_elem(ib, i), *e = rl_affine_map_result(map, i);
    nb[i] = b;
    if ((b->kind == RL_AT_INTEGER && rl_attr_int_value(b)) || e->kind != RL_AT_AFF_DIM) continue;
    unsigned d = rl_affine_position(e);
    int64_t size = rl_type_dim(shaped, d);
    rl_attr *k = rl_value_constant_int(rl_op_operand(op, first + d));
    if (size == RL_DYNAMIC || !k || rl_attr_int_value(k) + rl_type_dim(vt, i) > size) continue;
    nb[i] = rl_attr_bool(c, true);
    changed = true;
  }
  if (!changed) return false;
  rl_op_set_prop(c, op, id(c, "in_bounds"), rl_attr_array(c, n, nb));
  return true;
}

bool rl_vector_transfer_read_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) {
  (void)o, (void)r;
  return fold_in_bounds(op, type_of(op, 0), res_type(op), 1);
}

bool rl_vector_transfer_write_fold(rl_op *op, rl_attr *const *o, rl_fold_result *r) {
  (void)o, (void)r;
  return fold_in_bounds(op, type_of(op, 1), type_of(op, 0), 2);
}

/* ---- from_elements, interleave, deinterleave ------------------------------------------------- */

/* `%a, %b, ... attr-dict : vector<...>`: the operands' types are the
 * result's element type, as many as it has elements. */
bool rl_vector_from_elements_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_unresolved small[16], *xs = small;
  unsigned n = 0, cap = 16;
  const char *at = rl_parser_pos(p);
  bool ok = true;
  rl_unresolved u;
  if (rl_parse_optional_operand(p, &u)) {
    do {
      if (n == cap) {
        rl_unresolved *grown = rl_xcalloc(2 * cap, sizeof *grown);
        memcpy(grown, xs, n * sizeof *xs);
        if (xs != small) free(xs);
        xs = grown;
        cap *= 2;
      }
      xs[n++] = u;
    } while (ok && rl_parse_optional_punct(p, ",") && (ok = rl_parse_operand(p, &u)));
  }
  rl_type *t = NULL;
  ok = ok && rl_parse_optional_attr_dict_props(p, st) && rl_parse_punct(p, ":") && (t = rl_parse_type(p));
  if (ok && !is_vec(t)) {
    char *s = type_text(t);
    ok = rl_parser_error_at(p, at, "invalid kind of type specified: expected builtin.vector, but found '%s'", s);
    free(s);
  }
  if (ok) {
    int64_t count = 1;
    for (unsigned i = 0; i < rl_type_rank(t); i++) count *= rl_type_dim(t, i);
    if (count != (int64_t)n) ok = rl_parser_error_at(p, at, "%u operands present, but expected %lld", n, (long long)count);
  }
  for (unsigned i = 0; ok && i < n; i++) ok = resolve(p, st, &xs[i], rl_type_elem(t)) != NULL;
  if (ok) rl_ops_add_result_type(st, t);
  if (xs != small) free(xs);
  return ok;
}

void rl_vector_from_elements_print(rl_printer *p, rl_op *op) {
  for (unsigned i = 0; i < op->noperands; i++) {
    rl_print_str(p, i ? ", " : " ");
    value(p, op, i);
  }
  print_attrs(p, op, NULL, 0);
  rl_print_str(p, " : ");
  rl_print_type_p(p, res_type(op));
}

bool rl_vector_from_elements_verify(rl_op *op) {
  rl_type *t = res_type(op);
  int64_t count = 1;
  for (unsigned i = 0; i < rl_type_rank(t); i++) count *= rl_type_dim(t, i);
  bool ok = count == (int64_t)op->noperands;
  for (unsigned i = 0; ok && i < op->noperands; i++) ok = type_of(op, i) == rl_type_elem(t);
  return ok || same_elem_error(op, "operand types match result element type");
}

/* t with its innermost dimension multiplied by num/den (a 0-D vector's
 * "dimension" being 1), scalability kept; NULL when it does not divide. */
static rl_type *scale_trailing(rl_context *c, rl_type *t, int64_t num, int64_t den) {
  unsigned r = rl_type_rank(t), n = r ? r : 1;
  if (n > MAX_SLICE_RANK) return NULL;
  int64_t dims[MAX_SLICE_RANK];
  bool sc[MAX_SLICE_RANK];
  for (unsigned i = 0; i < r; i++) dims[i] = rl_type_dim(t, i), sc[i] = rl_type_dim_scalable(t, i);
  if (!r) dims[0] = 1, sc[0] = false;
  if (dims[n - 1] * num % den) return NULL;
  dims[n - 1] = dims[n - 1] * num / den;
  return rl_type_vector(c, n, dims, sc, rl_type_elem(t));
}

/* `%a, %b attr-dict : vector<4xf32> -> vector<8xf32>` */
bool rl_vector_interleave_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_unresolved a, b;
  if (!rl_parse_operand(p, &a) || !rl_parse_punct(p, ",") || !rl_parse_operand(p, &b) ||
      !rl_parse_optional_attr_dict_props(p, st) || !rl_parse_punct(p, ":"))
    return false;
  rl_type *t = rl_parse_type(p), *r = NULL;
  if (!t || !rl_parse_punct(p, "->") || !(r = rl_parse_type(p))) return false;
  if (!resolve(p, st, &a, t) || !resolve(p, st, &b, t)) return false;
  rl_ops_add_result_type(st, r);
  return true;
}

void rl_vector_interleave_print(rl_printer *p, rl_op *op) {
  rl_print_str(p, " ");
  value(p, op, 0);
  rl_print_str(p, ", ");
  value(p, op, 1);
  print_attrs(p, op, NULL, 0);
  rl_print_str(p, " : ");
  rl_print_type_p(p, type_of(op, 0));
  rl_print_str(p, " -> ");
  rl_print_type_p(p, res_type(op));
}

bool rl_vector_interleave_verify(rl_op *op) {
  rl_type *t = type_of(op, 0);
  if (type_of(op, 1) != t) return same_elem_error(op, "all of {lhs, rhs} have same type");
  if (res_type(op) != scale_trailing(rl_op_context(op), t, 2, 1))
    return same_elem_error(op, "type of 'result' is double the width of the inputs");
  return true;
}

/* `%src attr-dict : vector<4xf32> -> vector<2xf32>` (both results). */
bool rl_vector_deinterleave_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_unresolved a;
  if (!rl_parse_operand(p, &a) || !rl_parse_optional_attr_dict_props(p, st) || !rl_parse_punct(p, ":")) return false;
  rl_type *t = rl_parse_type(p), *r = NULL;
  if (!t || !rl_parse_punct(p, "->") || !(r = rl_parse_type(p))) return false;
  if (!resolve(p, st, &a, t)) return false;
  rl_ops_add_result_type(st, r);
  rl_ops_add_result_type(st, r);
  return true;
}

void rl_vector_deinterleave_print(rl_printer *p, rl_op *op) {
  rl_print_str(p, " ");
  value(p, op, 0);
  print_attrs(p, op, NULL, 0);
  rl_print_str(p, " : ");
  rl_print_type_p(p, type_of(op, 0));
  rl_print_str(p, " -> ");
  rl_print_type_p(p, res_type(op));
}

bool rl_vector_deinterleave_verify(rl_op *op) {
  rl_type *t = type_of(op, 0);
  unsigned r = rl_type_rank(t);
  if (!r) {
    char *s = type_text(t);
    rl_op_emit_error(op, "operand #0 must be vector of any type values, but got '%s'", s);
    free(s);
    return false;
  }
  if (rl_type_dim(t, r - 1) % 2)
    return same_elem_error(op, "the trailing dimension of the source vector has an even number of elements");
  if (res_type(op) != scale_trailing(rl_op_context(op), t, 1, 2))
    return same_elem_error(op, "the trailing dimension of the results is half the width of source trailing dimension");
  if (rl_op_result(op, 1)->type != res_type(op)) return same_elem_error(op, "all of {res1, res2} have same type");
  return true;
}

void rl_vector_deinterleave_names(rl_op *op, rl_set_name_fn set, void *ud) {
  set(ud, rl_op_result(op, 0), "res1");
  set(ud, rl_op_result(op, 1), "res2");
}

/* ---- scalable.insert, scalable.extract --------------------------------------------------------- */

/* A 1-D vector (scalable when `scalable`), else MLIR's message for
 * operand (or result) #i, whose constraint's summary is " of ranks 1". */
static bool rank1_vec(rl_op *op, rl_type *t, bool scalable, const char *what, unsigned i) {
  if (rl_type_rank(t) == 1 && (!scalable || rl_type_dim_scalable(t, 0))) return true;
  char *s = type_text(t);
  rl_op_emit_error(op, "%s #%u must be  of ranks 1, but got '%s'", what, i, s);
  free(s);
  return false;
}

static int64_t pos_of(rl_op *op) {
  rl_attr *a = prop(op, "pos");
  return a && a->kind == RL_AT_INTEGER ? rl_attr_int_value(a) : 0;
}

bool rl_vector_scalable_insert_verify(rl_op *op) {
  rl_type *s = type_of(op, 0), *d = type_of(op, 1);
  if (!rank1_vec(op, s, false, "operand", 0) || !rank1_vec(op, d, true, "operand", 1) ||
      !rank1_vec(op, res_type(op), true, "result", 0))
    return false;
  if (rl_type_elem(s) != rl_type_elem(d)) return same_elem_error(op, "all of {source, dest} have same element type");
  if (d != res_type(op)) return same_elem_error(op, "all of {dest, res} have same type");
  int64_t n = rl_type_dim(s, 0);
  if (n && pos_of(op) % n) return same_elem_error(op, "position is a multiple of the source length.");
  return true;
}

bool rl_vector_scalable_extract_verify(rl_op *op) {
  rl_type *s = type_of(op, 0), *r = res_type(op);
  if (!rank1_vec(op, s, true, "operand", 0) || !rank1_vec(op, r, false, "result", 0)) return false;
  if (rl_type_elem(s) != rl_type_elem(r)) return same_elem_error(op, "all of {source, res} have same element type");
  int64_t n = rl_type_dim(r, 0);
  if (n && pos_of(op) % n) return same_elem_error(op, "position is a multiple of the result length.");
  return true;
}

/* ---- scan ----------------------------------------------------------------------------------------- */

/* `<add>, %src, %init attr-dict : vector<4x8xf32>, vector<8xf32>` */
bool rl_vector_scan_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  rl_attr *kind = rl_parse_enum_body(p, &rl_vector_enum_CombiningKind, st->def->name);
  if (!kind) return false;
  rl_ops_set_prop(c, st, "kind", kind);
  rl_unresolved v, init;
  if (!rl_parse_punct(p, ",") || !rl_parse_operand(p, &v) || !rl_parse_punct(p, ",") || !rl_parse_operand(p, &init) ||
      !rl_parse_optional_attr_dict_props(p, st) || !rl_parse_punct(p, ":"))
    return false;
  rl_type *vt = rl_parse_type(p), *it = NULL;
  if (!vt || !rl_parse_punct(p, ",") || !(it = rl_parse_type(p))) return false;
  if (!resolve(p, st, &v, vt) || !resolve(p, st, &init, it)) return false;
  rl_ops_add_result_type(st, vt);
  rl_ops_add_result_type(st, it);
  return true;
}

void rl_vector_scan_print(rl_printer *p, rl_op *op) {
  rl_print_str(p, " ");
  rl_print_enum_body(rl_printer_out(p), prop(op, "kind"));
  rl_print_str(p, ", ");
  value(p, op, 0);
  rl_print_str(p, ", ");
  value(p, op, 1);
  static const char *const el[] = {"kind"};
  print_attrs(p, op, el, 1);
  rl_print_str(p, " : ");
  rl_print_type_p(p, type_of(op, 0));
  rl_print_str(p, ", ");
  rl_print_type_p(p, type_of(op, 1));
}

bool rl_vector_scan_verify(rl_op *op) {
  rl_type *t = type_of(op, 0), *it = type_of(op, 1);
  if (res_type(op) != t) return same_elem_error(op, "all of {source, dest} have same type");
  if (rl_op_result(op, 1)->type != it) return same_elem_error(op, "all of {initial_value, accumulated_value} have same type");
  rl_attr *rd = prop(op, "reduction_dim");
  int64_t rank = rl_type_rank(t), dim = rd && rd->kind == RL_AT_INTEGER ? rl_attr_int_value(rd) : 0;
  if (dim >= rank)
    return rl_op_emit_error(op, "reduction dimension %lld has to be less than %lld", (long long)dim, (long long)rank);
  int64_t irank = rl_type_rank(it);
  if (irank != rank - 1)
    return rl_op_emit_error(op, "initial value rank %lld has to be equal to %lld", (long long)irank, (long long)(rank - 1));
  /* The source's shape without the reduced dimension is the initial value's. */
  bool same = true;
  for (int64_t i = 0, j = 0; i < rank && same; i++) {
    if (i == dim) continue;
    same = j < irank && rl_type_dim(t, (unsigned)i) == rl_type_dim(it, (unsigned)j);
    j++;
  }
  if (!same || (dim < 0 && irank != rank)) return rl_op_emit_error(op, "incompatible input/initial value shapes");
  return kind_fits_elem(op, rl_type_elem(t), false);
}

void rl_vector_scan_names(rl_op *op, rl_set_name_fn set, void *ud) {
  set(ud, rl_op_result(op, 0), "dest");
  set(ud, rl_op_result(op, 1), "accumulated_value");
}

/* ---- warp_execute_on_lane_0 ------------------------------------------------------------------- */

/* `(%laneid)[32] [args(%a, ... : T, ...)] [-> (T, ...)] { region } [attr-dict]` */
bool rl_vector_warp_execute_on_lane_0_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  rl_unresolved lane;
  int64_t ws;
  if (!rl_parse_punct(p, "(") || !rl_parse_operand(p, &lane) || !rl_parse_punct(p, ")") || !rl_parse_punct(p, "[") ||
      !rl_parse_integer(p, &ws) || !rl_parse_punct(p, "]"))
    return false;
  rl_ops_set_prop(c, st, "warp_size", rl_attr_integer(c, rl_type_integer(c, 64, RL_SIGNLESS), ws));
  if (!resolve(p, st, &lane, rl_type_index(c))) return false;
  bool ok = true;
  if (rl_parse_optional_keyword(p, "args")) {
    enum { MAXA = 64 };
    rl_unresolved as[MAXA];
    unsigned n = 0;
    const char *at = rl_parser_pos(p);
    if (!rl_parse_punct(p, "(")) return false;
    do {
      if (n == MAXA) return rl_parser_error(p, "too many arguments");
      if (!rl_parse_operand(p, &as[n++])) return false;
    } while (rl_parse_optional_punct(p, ","));
    if (!rl_parse_punct(p, ":")) return false;
    rl_type *ts[MAXA];
    unsigned nt = 0;
    do {
      if (nt == MAXA) return rl_parser_error(p, "too many types");
      if (!(ts[nt++] = rl_parse_type(p))) return false;
    } while (rl_parse_optional_punct(p, ","));
    if (!rl_parse_punct(p, ")")) return false;
    if (nt != n) return rl_parser_error_at(p, at, "%u operands present, but expected %u", n, nt);
    for (unsigned i = 0; i < n && ok; i++) ok = resolve(p, st, &as[i], ts[i]) != NULL;
    if (!ok) return false;
  }
  if (rl_parse_optional_punct(p, "->")) {
    rl_type **rts = NULL;
    unsigned nr = 0;
    if (!rl_parse_type_list(p, &rts, &nr)) return false;
    for (unsigned i = 0; i < nr; i++) rl_ops_add_result_type(st, rts[i]);
    free(rts);
  }
  rl_region *r = rl_ops_add_region(st);
  if (!rl_parse_region(p, r, NULL, 0, false)) return false;
  /* MLIR's ensureTerminator: an empty vector.yield ends the body. */
  if (!r->first) rl_region_append_block(r, rl_block_create(c));
  rl_block *b = r->last;
  if (!is_yield(b->last)) {
    rl_op_state s = {.info = rl_opinfo_get_cstr(c, "vector.yield"), .loc = rl_parser_op_loc(p)};
    rl_block_append_op(b, rl_op_create(c, &s));
  }
  return rl_parse_optional_attr_dict_props(p, st);
}

void rl_vector_warp_execute_on_lane_0_print(rl_printer *p, rl_op *op) {
  rl_print_str(p, "(");
  value(p, op, 0);
  rl_print_str(p, ")[");
  rl_attr *ws = prop(op, "warp_size");
  rl_sb_i64(rl_printer_out(p), ws && ws->kind == RL_AT_INTEGER ? rl_attr_int_value(ws) : 0);
  rl_print_str(p, "]");
  if (op->noperands > 1) {
    rl_print_str(p, " args(");
    for (unsigned i = 1; i < op->noperands; i++) {
      if (i > 1) rl_print_str(p, ", ");
      value(p, op, i);
    }
    rl_print_str(p, " : ");
    for (unsigned i = 1; i < op->noperands; i++) {
      if (i > 1) rl_print_str(p, ", ");
      rl_print_type_p(p, type_of(op, i));
    }
    rl_print_str(p, ")");
  }
  if (op->nresults) {
    rl_print_str(p, " -> (");
    rl_print_result_types(p, op);
    rl_print_str(p, ")");
  }
  rl_print_str(p, " ");
  /* The yield is printed only when the op has results (MLIR's
   * printRegion(..., printBlockTerminators = has results)). */
  rl_region *r = rl_op_region(op, 0);
  if (!op->nresults && r->last && is_yield(r->last->last)) rl_print_region_no_terminators(p, r, true, false);
  else rl_print_region(p, r, true, false);
  static const char *const el[] = {"warp_size"};
  print_attrs(p, op, el, 1);
}

/* MLIR's check of a value of the warp (expanded) against its part on
 * one lane (distributed): equal, or vectors of one rank and element type
 * whose dimensions divide, the quotients multiplying to the warp size. */
static bool distributed_ok(rl_op *op, rl_type *expanded, rl_type *distributed, int64_t warp) {
  if (expanded == distributed) return true;
  if (!is_vec(expanded) || !is_vec(distributed))
    return rl_op_emit_error(op, "expected vector type for distributed operands.");
  unsigned r = rl_type_rank(expanded);
  if (r != rl_type_rank(distributed) || rl_type_elem(expanded) != rl_type_elem(distributed))
    return rl_op_emit_error(op, "expected distributed vectors to have same rank and element type.");
  int64_t scale = 1;
  for (unsigned i = 0; i < r; i++) {
    int64_t e = rl_type_dim(expanded, i), d = rl_type_dim(distributed, i);
    if (e == d) continue;
    if (!d || e % d)
      return rl_op_emit_error(op,
                              "expected expanded vector dimension #%u (%lld) to be a multipler of the distributed "
                              "vector dimension (%lld)",
                              i, (long long)e, (long long)d);
    scale *= e / d;
  }
  if (scale != warp) {
    char *es = type_text(expanded), *ds = type_text(distributed);
    rl_op_emit_error(op, "incompatible distribution dimensions from '%s' to '%s' with warp size = %lld", es, ds,
                     (long long)warp);
    free(es);
    free(ds);
    return false;
  }
  return true;
}

bool rl_vector_warp_execute_on_lane_0_verify(rl_op *op) {
  rl_block *b = rl_op_region(op, 0)->first;
  if (!b) return true;
  if (b->nargs != op->noperands - 1)
    return rl_op_emit_error(op, "expected same number op arguments and block arguments.");
  rl_op *y = b->last;
  if (!is_yield(y)) return true;
  if (y->noperands != op->nresults)
    return rl_op_emit_error(op, "expected same number of yield operands and return values.");
  rl_attr *ws = prop(op, "warp_size");
  int64_t warp = ws && ws->kind == RL_AT_INTEGER ? rl_attr_int_value(ws) : 0;
  for (unsigned i = 0; i < b->nargs; i++)
    if (!distributed_ok(op, rl_block_arg(b, i)->type, type_of(op, i + 1), warp)) return false;
  for (unsigned i = 0; i < op->nresults; i++)
    if (!distributed_ok(op, y->operands[i].value->type, op->results[i].type, warp)) return false;
  return true;
}
