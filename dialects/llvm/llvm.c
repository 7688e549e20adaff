/* The llvm dialect's C hooks (declared in llvm.ops): the custom forms that
 * a declarative format cannot say (icmp/fcmp predicates as strings, GEP
 * indices, calls, functions, globals, memory ops with their optional
 * keywords, ...), the `custom<...>` directives, the verifiers, and the
 * dialect's init (the type hooks of llvm_types.c). Text follows mlir-opt-19
 * to the space. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/apfloat.h"
#include "core/symtab.h"
#include "core/asm.h"
#include "core/diag.h"
#include "core/printer.h"
#include "core/rules_rt.h"
#include "core/smallbuf.h"
#include "core/verify.h"
#include "dialects/llvm/datalayout.h"
#include "dialects/llvm/llvm_fold.h"
#include "dialects/llvm/llvm_ops.h"
#include "dialects/llvm/llvm_types.h"

/* The llvm.* attributes of any op (MLIR's verifyOperationAttribute): a
 * data layout is a string LLVM can parse. */
static bool verify_llvm_attr(rl_op *op, rl_ident *name, rl_attr *value) {
  static const char dl[] = "llvm.data_layout";
  if (name->len != sizeof dl - 1 || memcmp(name->str, dl, sizeof dl - 1)) return true;
  if (value->kind != RL_AT_STRING) return rl_op_emit_error(op, "expected '%s' to be a string attributes", dl);
  rl_ident *s = rl_attr_string_ident(value);
  const char *why = rl_llvm_data_layout_error(s->str, s->len);
  return why ? rl_op_emit_error(op, "invalid data layout descriptor: %s", why) : true;
}

void rl_llvm_init(rl_context *c) {
  rl_llvm_types_register(c);
  /* `#llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none>`
   * (llvm.func's `memory`), kept as written. */
  rl_register_dialect_attr(c, "llvm", "memory_effects", NULL);
  rl_register_attr_verifier(c, "llvm", verify_llvm_attr);
  rl_llvm_fold_register(c);
}

/* ---- helpers ---------------------------------------------------------------------- */

static rl_ident *id(rl_context *c, const char *s) { return rl_ident_cstr(c, s); }
static rl_attr *prop(rl_op *op, const char *name) { return rl_op_get_prop(op, id(rl_op_context(op), name)); }
static rl_type *i1(rl_context *c) { return rl_type_integer(c, 1, RL_SIGNLESS); }
static rl_type *i32t(rl_context *c) { return rl_type_integer(c, 32, RL_SIGNLESS); }
static rl_type *i64t(rl_context *c) { return rl_type_integer(c, 64, RL_SIGNLESS); }

static char *type_text(const rl_type *t) {
  rl_strbuf b = {0};
  rl_print_type(&b, t);
  return b.data;
}

RL_DEFINE_SMALLBUF(nbuf, rl_named_attr)

static void space(rl_printer *p) { rl_print_str(p, " "); }
static void value(rl_printer *p, rl_op *op, unsigned i) { rl_print_value_name(p, op->operands[i].value); }

/* The discardable attributes plus the properties that are not elided and
 * differ from their defaults (MLIR's printOptionalAttrDict over an op with
 * properties). */
static rl_attr *attrs_for_print(rl_op *op, const char *const *elided, unsigned ne) {
  rl_context *c = rl_op_context(op);
  rl_attr *all = op->attrs;
  if (!op->props || op->props->kind != RL_AT_DICT) return all;
  const rl_opdef *d = op->info->def;
  unsigned na = d ? d->nattrs : 0;
  nbuf more; /* in dictionary order, set in one pass */
  nbuf_init(&more);
  for (unsigned i = 0; i < rl_attr_dict_size(op->props); i++) {
    rl_ident *k = rl_attr_dict_name(op->props, i);
    rl_attr *v = rl_attr_dict_value(op->props, i);
    /* The property's index by interned name; its default is elided. */
    int pi = -1;
    for (unsigned a = 0; a < na && pi < 0; a++)
      if (op->info->prop_names[a] == k) pi = (int)a;
    if (pi >= 0 && op->info->prop_defaults[pi] == v) continue;
    bool skip = pi < 0 && k->len == 19 && !memcmp(k->str, "operandSegmentSizes", 19);
    for (unsigned e = 0; e < ne && !skip; e++) skip = !strcmp(elided[e], k->str);
    if (skip) continue;
    nbuf_push(&more, (rl_named_attr){k, v});
  }
  if (more.n) all = rl_attr_dict_update(c, all, more.n, more.p);
  nbuf_free(&more);
  return all;
}

static void print_attrs(rl_printer *p, rl_op *op, const char *const *elided, unsigned ne) {
  rl_print_attr_dict(p, attrs_for_print(op, elided, ne), NULL, 0, false);
}

static rl_attr *int_enum(rl_context *c, int64_t v) { return rl_attr_integer(c, i64t(c), v); }
static rl_attr *bit_enum(rl_context *c, const rl_enum_def *en, uint64_t v) {
  return rl_attr_enum(c, en, id(c, "llvm"), v);
}
static uint64_t bit_enum_value(const rl_attr *a) { return a && a->kind == RL_AT_ENUM ? a->w[1] : 0; }

/* The one keyword of a keyword-valued dialect enum (linkage, cconv). */
static void print_enum_kw(rl_printer *p, const rl_enum_def *en, const rl_attr *a) {
  uint64_t v = bit_enum_value(a);
  for (unsigned i = 0; i < en->n; i++)
    if (en->values[i] == v) {
      rl_print_str(p, en->keywords[i]);
      return;
    }
  rl_print_enum_body(rl_printer_out(p), a);
}

/* The keyword of an integer enum value, or NULL. */
static const char *enum_kw(const rl_enum_def *en, const rl_attr *a) {
  if (!a || a->kind != RL_AT_INTEGER) return NULL;
  int64_t v = rl_attr_int_value(a);
  for (unsigned i = 0; i < en->n; i++)
    if ((int64_t)en->values[i] == v) return en->keywords[i];
  return NULL;
}

/* An integer-enum keyword; reports MLIR's error if it is not one. */
static bool parse_int_enum(rl_parser *p, const rl_enum_def *en, const char *attr, int64_t *out) {
  const char *at = rl_parser_pos(p);
  char kw[64];
  if (rl_parse_optional_any_keyword(p, kw, sizeof kw))
    for (unsigned i = 0; i < en->n; i++)
      if (!strcmp(en->keywords[i], kw)) {
        *out = (int64_t)en->values[i];
        return true;
      }
  rl_strbuf list = {0};
  for (unsigned i = 0; i < en->n; i++) {
    if (i) rl_sb_puts(&list, ", ");
    rl_sb_puts(&list, en->keywords[i]);
  }
  rl_parser_error_at(p, at, "expected keyword for %s [%s] in attribute '%s'", en->name, list.data ? list.data : "", attr);
  rl_sb_free(&list);
  return false;
}

static rl_value *resolve(rl_parser *p, rl_op_parse_state *st, const rl_unresolved *u, rl_type *t) {
  rl_value *v = rl_parser_resolve(p, u, t);
  if (v) rl_ops_add_operand(st, v);
  return v;
}

/* `%a, %b, ...` into us (at most max). */
static bool parse_operand_list(rl_parser *p, rl_unresolved **us, unsigned *n) {
  unsigned cap = 0;
  *us = NULL;
  *n = 0;
  if (!rl_parser_at_operand(p)) return true;
  do {
    if (*n == cap) {
      cap = cap ? cap * 2 : 8;
      *us = realloc(*us, cap * sizeof **us);
    }
    if (!rl_parse_operand(p, &(*us)[(*n)++])) return false;
  } while (rl_parse_optional_punct(p, ","));
  return true;
}

/* `t1, t2, ...` */
static bool parse_types(rl_parser *p, rl_type ***ts, unsigned *n) {
  unsigned cap = 0;
  *ts = NULL;
  *n = 0;
  do {
    rl_type *t = rl_parse_type(p);
    if (!t) return false;
    if (*n == cap) {
      cap = cap ? cap * 2 : 8;
      *ts = realloc(*ts, cap * sizeof **ts);
    }
    (*ts)[(*n)++] = t;
  } while (rl_parse_optional_punct(p, ","));
  return true;
}

static void print_types_of(rl_printer *p, rl_op *op, unsigned first, unsigned n) {
  for (unsigned i = 0; i < n; i++) {
    if (i) rl_print_str(p, ", ");
    rl_print_type_p(p, op->operands[first + i].value->type);
  }
}

static void print_values(rl_printer *p, rl_op *op, unsigned first, unsigned n) {
  for (unsigned i = 0; i < n; i++) {
    if (i) rl_print_str(p, ", ");
    value(p, op, first + i);
  }
}

/* i1 of the shape of t (MLIR's getI1SameShape). */
static rl_type *i1_same_shape(rl_context *c, rl_type *t) {
  if (t->kind == RL_LLVM_TY_VEC) { /* a vector of pointers: i1s of its length */
    int64_t n = (int64_t)rl_llvm_vec_size(t);
    bool sc = rl_llvm_vec_scalable(t);
    return rl_type_vector(c, 1, &n, &sc, i1(c));
  }
  return t->kind == RL_TY_VECTOR ? rl_type_with_elem(c, t, i1(c)) : i1(c);
}

/* A vector's element type (builtin vector or !llvm.vec), else t itself. */
static rl_type *elem_of_vector(rl_type *t) {
  if (t->kind == RL_TY_VECTOR) return rl_type_elem(t);
  if (t->kind == RL_LLVM_TY_VEC) return rl_llvm_vec_elem(t);
  return t;
}

/* ---- custom directives -------------------------------------------------------------- */

/* MLIR's custom<LLVMOpAttrs>(attr-dict) is written `custom<LLVMOpAttrs>()
 * attr-dict`: the directive itself reads and prints nothing. */
bool rl_custom_LLVMOpAttrs_parse(rl_parser *p, rl_fmt_slot *const *args, unsigned nargs) {
  (void)p, (void)args, (void)nargs;
  return true;
}
void rl_custom_LLVMOpAttrs_print(rl_printer *p, rl_op *op) { (void)p, (void)op; }

/* `[1, 0]`: a DenseI64ArrayAttr written bare. */
static rl_attr *parse_int_list(rl_parser *p, rl_type *elem) {
  rl_context *c = rl_parser_context(p);
  if (!rl_parse_punct(p, "[")) return NULL;
  uint64_t stack[16], *v = stack;
  size_t n = 0, cap = 16;
  bool ok = true;
  if (!rl_parser_at_punct(p, "]")) do {
      int64_t x;
      if (!(ok = rl_parse_integer(p, &x))) break;
      if (n == cap) {
        cap *= 2;
        v = v == stack ? memcpy(malloc(cap * sizeof *v), stack, sizeof stack) : realloc(v, cap * sizeof *v);
      }
      v[n++] = (uint64_t)x;
    } while (rl_parse_optional_punct(p, ","));
  rl_attr *a = ok && rl_parse_punct(p, "]") ? rl_attr_dense_array(c, elem, n, v) : NULL;
  if (v != stack) free(v);
  return a;
}

static void print_int_list(rl_printer *p, const rl_attr *a) {
  rl_strbuf *out = rl_printer_out(p);
  rl_sb_putc(out, '[');
  for (unsigned i = 0; a && i + 1 < a->n; i++) {
    if (i) rl_sb_puts(out, ", ");
    rl_sb_i64(out, (int64_t)a->w[1 + i]);
  }
  rl_sb_putc(out, ']');
}

bool rl_custom_Position_parse(rl_parser *p, rl_fmt_slot *const *args, unsigned nargs) {
  if (nargs < 1) return false;
  rl_attr *a = parse_int_list(p, i64t(rl_parser_context(p)));
  if (!a) return false;
  rl_fmt_slot_set_attr(args[0], a);
  return true;
}
void rl_custom_Position_print(rl_printer *p, rl_op *op) { print_int_list(p, prop(op, "position")); }

/* The type at `pos` inside the aggregate t (MLIR's getInsertExtractValueElementType);
 * NULL when the position does not fit, with the message in *err (malloc'd). */
static rl_type *elem_at(rl_type *t, const rl_attr *pos, char **err) {
  rl_strbuf b = {0};
  for (unsigned i = 0; pos && i + 1 < pos->n; i++) {
    int64_t k = (int64_t)pos->w[1 + i];
    bool arr = rl_llvm_type_is_array(t), st = rl_llvm_type_is_struct(t);
    if (!arr && !st) {
      rl_sb_puts(&b, "expected LLVM IR structure/array type, got: '");
      rl_print_type(&b, t);
      rl_sb_putc(&b, '\'');
      return *err = b.data, NULL;
    }
    uint64_t n = arr ? rl_llvm_array_size(t) : rl_llvm_struct_num_elems(t);
    if (k < 0 || (uint64_t)k >= n) {
      char num[32];
      snprintf(num, sizeof num, "%lld", (long long)k);
      rl_sb_puts(&b, "position out of bounds: ");
      rl_sb_puts(&b, num);
      return *err = b.data, NULL;
    }
    t = arr ? rl_llvm_array_elem(t) : rl_llvm_struct_elem(t, (unsigned)k);
  }
  return t;
}

/* The element type at `pos` in container type ct, or an error at `at` (MLIR
 * checks the container is an LLVM type first). */
static rl_type *parse_elem_at(rl_parser *p, const char *at, rl_type *ct, const rl_attr *pos) {
  if (!rl_llvm_type_is_compatible(ct)) {
    char *s = type_text(ct);
    rl_parser_error_at(p, at, "expected LLVM IR Dialect type, got '%s'", s);
    free(s);
    return NULL;
  }
  char *err = NULL;
  rl_type *t = elem_at(ct, pos, &err);
  if (!t) {
    rl_parser_error_at(p, at, "%s", err);
    free(err);
  }
  return t;
}

/* Slots: type($res) (or type($value)), ref(type($container)), ref($position). */
bool rl_custom_InsertExtractValueElementType_parse(rl_parser *p, rl_fmt_slot *const *args, unsigned nargs) {
  if (nargs < 3) return false;
  rl_type *ct = rl_fmt_slot_type(args[1], 0);
  if (!ct) return rl_parser_error_at(p, rl_parser_pos(p), "expected a container type");
  rl_type *t = parse_elem_at(p, rl_parser_pos(p), ct, rl_fmt_slot_attr(args[2]));
  if (!t) return false;
  rl_fmt_slot_add_type(args[0], t);
  return true;
}
void rl_custom_InsertExtractValueElementType_print(rl_printer *p, rl_op *op) { (void)p, (void)op; }

static size_t case_count(const rl_attr *cv) {
  if (!cv || cv->kind != RL_AT_DENSE) return 0;
  const rl_type *t = rl_word_ptr(cv->w[0]);
  if (t->kind != RL_TY_VECTOR && t->kind != RL_TY_TENSOR) return 0;
  size_t n = 1;
  for (unsigned i = 0; i < rl_type_rank(t); i++) n *= (size_t)rl_type_dim(t, i);
  return n;
}

/* Case value i as MLIR prints it: zero-extended, limited to 64 bits. */
static uint64_t case_value(const rl_attr *cv, size_t i) {
  unsigned wpe = (unsigned)cv->w[1];
  size_t at = cv->sub ? 0 : i * wpe;
  for (unsigned k = 1; k < wpe; k++)
    if (cv->w[2 + at + k]) return UINT64_MAX;
  return cv->w[2 + at];
}

static void print_succ_operands(rl_printer *p, rl_op *op, unsigned s, unsigned first, unsigned n) {
  if (s < op->nsuccs) rl_print_successor(p, rl_op_succ(op, s));
  if (!n) return;
  rl_print_str(p, "(");
  print_values(p, op, first, n);
  rl_print_str(p, " : ");
  print_types_of(p, op, first, n);
  rl_print_str(p, ")");
}

static void print_switch_cases(rl_printer *p, rl_op *op) {
  rl_attr *cv = prop(op, "case_values"), *seg = prop(op, "case_operand_segments");
  unsigned ncase, at = rl_op_operand_group(op, 2, &ncase);
  size_t n = case_count(cv), nseg = seg && seg->kind == RL_AT_DENSE_ARRAY ? seg->n - 1 : 0;
  rl_print_str(p, "[");
  rl_print_newline(p);
  if (!n) {
    rl_print_str(p, "]");
    return;
  }
  char buf[40];
  for (size_t i = 0; i < n; i++) {
    if (i) {
      rl_print_str(p, ",");
      rl_print_newline(p);
    }
    snprintf(buf, sizeof buf, "  %llu: ", (unsigned long long)case_value(cv, i));
    rl_print_str(p, buf);
    unsigned k = i < nseg ? (unsigned)(int32_t)seg->w[1 + i] : 0;
    print_succ_operands(p, op, (unsigned)i + 1, at, k);
    at += k;
  }
  rl_print_newline(p);
  rl_print_str(p, "]");
}

/* ---- integer arithmetic with overflow flags ------------------------------------------ */

/* `%a, %b [overflow<nsw, nuw>] {attrs} : t` */
bool rl_llvm_iof_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  rl_unresolved a, b;
  if (!rl_parse_operand(p, &a) || !rl_parse_punct(p, ",") || !rl_parse_operand(p, &b)) return false;
  if (rl_parse_optional_keyword(p, "overflow")) {
    rl_attr *f = rl_parse_enum_body(p, &rl_llvm_enum_IntegerOverflowFlags, st->def->name);
    if (!f) return false;
    rl_ops_set_prop(c, st, "overflowFlags", f);
  }
  if (!rl_parse_optional_attr_dict_props(p, st) || !rl_parse_punct(p, ":")) return false;
  rl_type *t = rl_parse_type(p);
  if (!t || !resolve(p, st, &a, t) || !resolve(p, st, &b, t)) return false;
  rl_ops_add_result_type(st, t);
  return true;
}

void rl_llvm_iof_print(rl_printer *p, rl_op *op) {
  space(p);
  value(p, op, 0);
  rl_print_str(p, ", ");
  value(p, op, 1);
  rl_attr *f = prop(op, "overflowFlags");
  if (bit_enum_value(f)) {
    rl_print_str(p, " overflow");
    rl_print_enum_body(rl_printer_out(p), f);
  }
  static const char *const el[] = {"overflowFlags"};
  print_attrs(p, op, el, 1);
  rl_print_str(p, " : ");
  rl_print_type_p(p, op->results[0].type);
}

/* ---- icmp, fcmp, select ------------------------------------------------------------------ */

static bool parse_cmp(rl_parser *p, rl_op_parse_state *st, const rl_enum_def *en) {
  rl_context *c = rl_parser_context(p);
  const char *at = rl_parser_pos(p);
  rl_strbuf s = {0};
  char kw[64] = "";
  if (rl_parser_at_string(p)) {
    if (!rl_parse_string(p, &s)) return false;
    snprintf(kw, sizeof kw, "%s", s.data ? s.data : "");
    rl_sb_free(&s);
  } else {
    /* MLIR parses a string attribute: any other attribute is of the
     * wrong kind, anything else not an attribute. */
    if (!rl_parse_attr(p, NULL)) return false;
    return rl_parser_error_at(p, at, "invalid kind of attribute specified");
  }
  int found = -1;
  for (unsigned i = 0; i < en->n && found < 0; i++)
    if (!strcmp(en->keywords[i], kw)) found = (int)i;
  if (found < 0) return rl_parser_error_at(p, at, "'%s' is an incorrect value of the 'predicate' attribute", kw);
  rl_ops_set_prop(c, st, "predicate", int_enum(c, (int64_t)en->values[found]));
  rl_unresolved a, b;
  if (!rl_parse_operand(p, &a) || !rl_parse_punct(p, ",") || !rl_parse_operand(p, &b)) return false;
  if (!rl_parse_optional_attr_dict_props(p, st) || !rl_parse_punct(p, ":")) return false;
  rl_type *t = rl_parse_type(p);
  if (!t) return false;
  /* Operand types are checked by the verifier, as MLIR does. */
  if (!resolve(p, st, &a, t) || !resolve(p, st, &b, t)) return false;
  rl_ops_add_result_type(st, i1_same_shape(c, t));
  return true;
}

static void print_cmp(rl_printer *p, rl_op *op, const rl_enum_def *en) {
  const char *kw = enum_kw(en, prop(op, "predicate"));
  rl_print_str(p, " \"");
  rl_print_str(p, kw ? kw : "?");
  rl_print_str(p, "\" ");
  value(p, op, 0);
  rl_print_str(p, ", ");
  value(p, op, 1);
  static const char *const el[] = {"predicate"};
  print_attrs(p, op, el, 1);
  rl_print_str(p, " : ");
  rl_print_type_p(p, op->operands[0].value->type);
}

bool rl_llvm_icmp_parse(rl_parser *p, rl_op_parse_state *st) { return parse_cmp(p, st, &rl_llvm_enum_ICmpPredicate); }
void rl_llvm_icmp_print(rl_printer *p, rl_op *op) { print_cmp(p, op, &rl_llvm_enum_ICmpPredicate); }
bool rl_llvm_fcmp_parse(rl_parser *p, rl_op_parse_state *st) { return parse_cmp(p, st, &rl_llvm_enum_FCmpPredicate); }
void rl_llvm_fcmp_print(rl_printer *p, rl_op *op) { print_cmp(p, op, &rl_llvm_enum_FCmpPredicate); }

/* The type of a typed attribute (MLIR's TypedAttr: integer, float, string,
 * elements), NULL for the others. */
static rl_type *typed_attr_type(rl_context *c, const rl_attr *a) {
  switch (a->kind) {
  case RL_AT_INTEGER: case RL_AT_FLOAT: case RL_AT_DENSE: case RL_AT_DENSE_RESOURCE: case RL_AT_SPARSE:
    return rl_attr_type_of(a);
  case RL_AT_STRING:
    return a->w[1] ? (rl_type *)rl_word_ptr(a->w[1]) : rl_type_none(c);
  default:
    return NULL;
  }
}

/* A dense attribute whose elements are all equal (MLIR's SplatElementsAttr). */
static bool dense_is_splat(const rl_attr *a) {
  if (a->kind != RL_AT_DENSE) return false;
  if (a->sub == 1) return true;
  uint64_t wpe = a->w[1];
  if (!wpe) return true;
  for (uint64_t i = 2 + wpe; i + wpe <= a->n; i += wpe)
    if (memcmp(&a->w[2], &a->w[i], wpe * sizeof a->w[0])) return false;
  return true;
}

/* MLIR's ConstantOp::verify: a string needs an i8 array of its length, a
 * struct is a complex constant ([re, im] of one type), other values are
 * integers, floats or elements fitting the result type. */
bool rl_llvm_constant_verify(rl_op *op) {
  rl_context *c = rl_op_context(op);
  rl_attr *v = prop(op, "value");
  rl_type *t = op->results[0].type;
  if (!v) return true;
  if (v->kind == RL_AT_STRING) {
    uint32_t len = rl_attr_string_ident(v)->len;
    if (!rl_llvm_type_is_array(t) || rl_llvm_array_size(t) != len || !rl_type_is_integer(rl_llvm_array_elem(t)) ||
        rl_type_int_width(rl_llvm_array_elem(t)) != 8)
      return rl_op_emit_error(op, "expected array type of %u i8 elements for the string constant", (unsigned)len);
    return true;
  }
  if (rl_llvm_type_is_struct(t)) {
    if (rl_llvm_struct_num_elems(t) != 2 || rl_llvm_struct_elem(t, 0) != rl_llvm_struct_elem(t, 1))
      return rl_op_emit_plain_error(op, "expected struct type with two elements of the same type, the type of a complex constant");
    if (v->kind != RL_AT_ARRAY || rl_attr_array_size(v) != 2)
      return rl_op_emit_error(op, "expected array attribute with two elements, representing a complex constant");
    rl_type *re = typed_attr_type(c, rl_attr_array_elem(v, 0)), *im = typed_attr_type(c, rl_attr_array_elem(v, 1));
    if (!re || !im || re != im) return rl_op_emit_error(op, "expected array attribute with two elements of the same type");
    rl_type *et = rl_llvm_struct_elem(t, 0);
    bool ok = rl_type_is_integer(et) ||
              (rl_type_is_float(et) && (rl_type_float_sem(et) == RL_F16 || rl_type_float_sem(et) == RL_F32 ||
                                        rl_type_float_sem(et) == RL_F64));
    if (!ok) return rl_op_emit_plain_error(op, "expected struct element types to be floating point type or integer type");
    return true;
  }
  switch (v->kind) {
  case RL_AT_INTEGER:
    if (!rl_type_is_integer(t)) return rl_op_emit_error(op, "expected integer type");
    break;
  case RL_AT_FLOAT: {
    unsigned w = rl_type_bitwidth(rl_attr_type_of(v));
    if (rl_type_is_float(t) && rl_type_bitwidth(t) != w) return rl_op_emit_error(op, "expected float type of width %u", w);
    if (rl_type_is_integer(t) && rl_type_int_width(t) != w) return rl_op_emit_error(op, "expected integer type of width %u", w);
    break;
  }
  case RL_AT_ARRAY: case RL_AT_DENSE_RESOURCE: case RL_AT_SPARSE:
    break;
  case RL_AT_DENSE:
    if (dense_is_splat(v) && t->kind != RL_TY_VECTOR && !rl_llvm_type_is_array(t))
      return rl_op_emit_error(op, "expected vector or array type");
    break;
  default:
    return rl_op_emit_error(op, "only supports integer, float, string or elements attributes");
  }
  return true;
}

/* llvm.mlir.constant folds to its value (MLIR's ConstantOp::fold): the
 * drivers see its value as a constant operand, as MLIR's folders do. */
bool rl_llvm_constant_fold(rl_op *op, rl_attr *const *operands, rl_fold_result *results) {
  (void)operands;
  rl_attr *v = rl_op_get_prop(op, rl_ident_cstr(rl_op_context(op), "value"));
  if (!v) return false;
  results[0].attr = v;
  return true;
}

bool rl_llvm_icmp_verify(rl_op *op) {
  rl_context *c = rl_op_context(op);
  if (op->noperands != 2 || op->nresults != 1) return true;
  if (op->info->def->print == rl_llvm_icmp_print)
    for (unsigned i = 0; i < 2; i++) {
      rl_type *t = op->operands[i].value->type;
      rl_type *et = elem_of_vector(t);
      if (!((rl_type_is_integer(et) && rl_type_int_signedness(et) == RL_SIGNLESS) || rl_llvm_type_is_ptr(et))) {
        char *s = type_text(t);
        rl_op_emit_error(op, "operand #%u must be signless integer or LLVM dialect-compatible vector of signless "
                         "integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got '%s'", i, s);
        free(s);
        return false;
      }
    }
  if (op->results[0].type != i1_same_shape(c, op->operands[0].value->type))
    return rl_op_emit_error(op, "failed to verify that result type has i1 element type and same shape as operands");
  return true;
}

/* `%c, %a, %b {attrs} : i1, t` */
bool rl_llvm_select_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_unresolved u[3];
  if (!rl_parse_operand(p, &u[0]) || !rl_parse_punct(p, ",") || !rl_parse_operand(p, &u[1]) ||
      !rl_parse_punct(p, ",") || !rl_parse_operand(p, &u[2]))
    return false;
  if (!rl_parse_optional_attr_dict_props(p, st) || !rl_parse_punct(p, ":")) return false;
  rl_type *ct = rl_parse_type(p);
  if (!ct || !rl_parse_punct(p, ",")) return false;
  rl_type *t = rl_parse_type(p);
  if (!t || !resolve(p, st, &u[0], ct) || !resolve(p, st, &u[1], t) || !resolve(p, st, &u[2], t)) return false;
  rl_ops_add_result_type(st, t);
  return true;
}

void rl_llvm_select_print(rl_printer *p, rl_op *op) {
  space(p);
  print_values(p, op, 0, op->noperands);
  print_attrs(p, op, NULL, 0);
  rl_print_str(p, " : ");
  rl_print_type_p(p, op->operands[0].value->type);
  rl_print_str(p, ", ");
  rl_print_type_p(p, op->results[0].type);
}

bool rl_llvm_select_verify(rl_op *op) {
  if (op->noperands != 3 || op->nresults != 1) return true;
  rl_type *t = op->results[0].type;
  if (op->operands[1].value->type != t || op->operands[2].value->type != t)
    return rl_op_emit_error(op, "failed to verify that all of {trueValue, falseValue, res} have same type");
  return true;
}

/* ---- casts -------------------------------------------------------------------------------- */

static bool is_ptr_like(const rl_type *t) {
  if (t->kind == RL_TY_VECTOR) t = rl_type_elem(t);
  else if (t->kind == RL_LLVM_TY_VEC) t = rl_llvm_vec_elem(t);
  return rl_llvm_type_is_ptr(t);
}

/* A bitcast of pointers (or vectors of them) stays in its address space
 * and keeps the shape: pointer to pointer, vector to vector. */
/* MLIR's operand and result constraints that llvm.ops leaves to C (its
 * LLVMType is any type): "<what> #<i> must be <phrase>, but got '<t>'". */
static bool constraint_error(rl_op *op, bool result, unsigned i, const char *phrase, const rl_type *t) {
  char *ts = type_text(t);
  rl_op_emit_error(op, "%s #%u must be %s, but got '%s'", result ? "result" : "operand", i, phrase, ts);
  free(ts);
  return false;
}

/* LLVM_AnyNonAggregate: compatible, and neither a struct nor an array. */
static bool non_aggregate(const rl_type *t) {
  return rl_llvm_type_is_compatible(t) && t->kind != RL_LLVM_TY_STRUCT && t->kind != RL_LLVM_TY_ARRAY;
}

/* llvm.mlir.zero (and any op whose one result is an LLVMType). */
bool rl_llvm_compatible_result_verify(rl_op *op) {
  if (!rl_llvm_type_is_compatible(op->results[0].type))
    return constraint_error(op, true, 0, "LLVM dialect-compatible type", op->results[0].type);
  return true;
}

bool rl_llvm_bitcast_verify(rl_op *op) {
  rl_type *in = op->operands[0].value->type, *out = op->results[0].type;
  if (!non_aggregate(in)) return constraint_error(op, false, 0, "LLVM-compatible non-aggregate type", in);
  if (!non_aggregate(out)) return constraint_error(op, true, 0, "LLVM-compatible non-aggregate type", out);
  bool vin = in->kind == RL_TY_VECTOR || in->kind == RL_LLVM_TY_VEC;
  bool vout = out->kind == RL_TY_VECTOR || out->kind == RL_LLVM_TY_VEC;
  rl_type *ie = elem_of_vector(in), *oe = elem_of_vector(out);
  if (rl_llvm_type_is_ptr(ie) != rl_llvm_type_is_ptr(oe))
    return rl_op_emit_error(op, "can only cast pointers from and to pointers");
  if (!rl_llvm_type_is_ptr(oe)) return true;
  if (vout && !vin) return rl_op_emit_error(op, "cannot cast pointer to vector of pointers");
  if (!vout && vin) return rl_op_emit_error(op, "cannot cast vector of pointers to pointer");
  if (rl_llvm_ptr_addrspace(ie) != rl_llvm_ptr_addrspace(oe))
    return rl_op_emit_error(op, "cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead");
  return true;
}

bool rl_llvm_ptr_cast_verify(rl_op *op) {
  const char *name = op->info->name->str + 5;
  bool arg_ptr = strcmp(name, "inttoptr") != 0, res_ptr = strcmp(name, "ptrtoint") != 0;
  if (arg_ptr && !is_ptr_like(op->operands[0].value->type)) {
    char *s = type_text(op->operands[0].value->type);
    rl_op_emit_error(op, "operand #0 must be LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got '%s'", s);
    free(s);
    return false;
  }
  if (res_ptr && !is_ptr_like(op->results[0].type)) {
    char *s = type_text(op->results[0].type);
    rl_op_emit_error(op, "result #0 must be LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got '%s'", s);
    free(s);
    return false;
  }
  return true;
}

/* zext and sext widen: scalar to scalar or vector to vector of the same
 * shape (scalable dimensions included), to a wider integer. */
bool rl_llvm_ext_verify(rl_op *op) {
  rl_type *in = op->operands[0].value->type, *out = op->results[0].type;
  bool vin = in->kind == RL_TY_VECTOR, vout = out->kind == RL_TY_VECTOR;
  if (vin && !vout) return rl_op_emit_plain_error(op, "input type is a vector but output type is an integer");
  if (!vin && vout) return rl_op_emit_plain_error(op, "input type is an integer but output type is a vector");
  if (vin) {
    bool same = rl_type_rank(in) == rl_type_rank(out);
    for (unsigned i = 0; same && i < rl_type_rank(in); i++)
      same = rl_type_dim(in, i) == rl_type_dim(out, i) && rl_type_dim_scalable(in, i) == rl_type_dim_scalable(out, i);
    if (!same) return rl_op_emit_plain_error(op, "input and output vectors are of incompatible shape");
    in = rl_type_elem(in);
    out = rl_type_elem(out);
  }
  if (rl_type_int_width(out) <= rl_type_int_width(in))
    return rl_op_emit_plain_error(op, "integer width of the output type is smaller or equal to the integer width of the input type");
  return true;
}

/* ---- aggregates and vectors ------------------------------------------------------------------ */

/* MLIR's verifiers of insertvalue and extractvalue: the position fits, and
 * its type is the inserted value's (insert) or the result's (extract). */
static bool verify_position(rl_op *op, bool insert) {
  rl_type *ct = op->operands[0].value->type;
  rl_type *want = insert ? op->operands[1].value->type : op->results[0].type;
  char *err = NULL;
  rl_type *t = elem_at(ct, prop(op, "position"), &err);
  if (!t) {
    rl_op_emit_error(op, "%s", err);
    free(err);
    return false;
  }
  if (t == want) return true;
  char *c = type_text(ct), *w = type_text(want), *e = type_text(t);
  if (insert)
    rl_op_emit_error(op, "Type mismatch: cannot insert '%s' into '%s'", w, c);
  else
    rl_op_emit_error(op, "Type mismatch: extracting from '%s' should produce '%s' but this op returns '%s'", c, e, w);
  free(c);
  free(w);
  free(e);
  return false;
}

bool rl_llvm_extractvalue_verify(rl_op *op) { return verify_position(op, false); }
bool rl_llvm_insertvalue_verify(rl_op *op) { return verify_position(op, true); }

/* `%v, %c[1, 0] {attrs} : !llvm.struct<...>` (operands: container, value). */
bool rl_llvm_insertvalue_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  rl_unresolved v, ct;
  if (!rl_parse_operand(p, &v) || !rl_parse_punct(p, ",") || !rl_parse_operand(p, &ct)) return false;
  rl_attr *pos = parse_int_list(p, i64t(c));
  if (!pos) return false;
  rl_ops_set_prop(c, st, "position", pos);
  if (!rl_parse_optional_attr_dict_props(p, st) || !rl_parse_punct(p, ":")) return false;
  rl_type *t = rl_parse_type(p);
  if (!t) return false;
  rl_type *et = parse_elem_at(p, rl_parser_pos(p), t, pos);
  if (!et) return false;
  if (!resolve(p, st, &ct, t) || !resolve(p, st, &v, et)) return false;
  rl_ops_add_result_type(st, t);
  return true;
}

void rl_llvm_insertvalue_print(rl_printer *p, rl_op *op) {
  space(p);
  value(p, op, 1);
  rl_print_str(p, ", ");
  value(p, op, 0);
  print_int_list(p, prop(op, "position"));
  static const char *const el[] = {"position"};
  print_attrs(p, op, el, 1);
  rl_print_str(p, " : ");
  rl_print_type_p(p, op->operands[0].value->type);
  rl_print_str(p, " ");
}

/* MLIR's message for a non-vector `vector` operand, at the op. */
static bool not_vector(rl_parser *p, rl_op_parse_state *st, rl_type *t) {
  char *s = type_text(t);
  rl_emit_error(rl_parser_context(p), rl_parser_op_loc(p),
                "custom op '%s' 'vector' must be LLVM dialect-compatible vector type, but got '%s'", st->def->name, s);
  free(s);
  return false;
}

/* `%v[%i : i32] {attrs} : vector<4xf32>` */
bool rl_llvm_extractelement_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_unresolved v, i;
  if (!rl_parse_operand(p, &v) || !rl_parse_punct(p, "[") || !rl_parse_operand(p, &i) || !rl_parse_punct(p, ":"))
    return false;
  rl_type *it = rl_parse_type(p);
  if (!it || !rl_parse_punct(p, "]") || !rl_parse_optional_attr_dict_props(p, st) || !rl_parse_punct(p, ":")) return false;
  rl_type *vt = rl_parse_type(p);
  if (!vt) return false;
  if (vt->kind != RL_TY_VECTOR) return not_vector(p, st, vt);
  if (!resolve(p, st, &v, vt) || !resolve(p, st, &i, it)) return false;
  rl_ops_add_result_type(st, rl_type_elem(vt));
  return true;
}

/* MLIR's TypesMatchWith traits of extractelement and insertelement (and
 * insertelement's AllTypesMatch<res, vector>, checked after them). */
bool rl_llvm_extractelement_verify(rl_op *op) {
  rl_type *vt = op->operands[0].value->type;
  if (vt->kind == RL_TY_VECTOR && op->results[0].type != rl_type_elem(vt))
    return rl_op_emit_error(op, "failed to verify that result type matches vector element type");
  return true;
}

bool rl_llvm_insertelement_verify(rl_op *op) {
  rl_type *vt = op->operands[0].value->type;
  if (vt->kind == RL_TY_VECTOR && op->operands[1].value->type != rl_type_elem(vt))
    return rl_op_emit_error(op, "failed to verify that argument type matches vector element type");
  if (op->results[0].type != vt) return rl_op_emit_error(op, "failed to verify that all of {res, vector} have same type");
  return true;
}

void rl_llvm_extractelement_print(rl_printer *p, rl_op *op) {
  space(p);
  value(p, op, 0);
  rl_print_str(p, "[");
  value(p, op, 1);
  rl_print_str(p, " : ");
  rl_print_type_p(p, op->operands[1].value->type);
  rl_print_str(p, "]");
  print_attrs(p, op, NULL, 0);
  rl_print_str(p, " : ");
  rl_print_type_p(p, op->operands[0].value->type);
}

/* `%x, %v[%i : i32] {attrs} : vector<4xf32>` (operands: vector, value, position). */
bool rl_llvm_insertelement_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_unresolved x, v, i;
  if (!rl_parse_operand(p, &x) || !rl_parse_punct(p, ",") || !rl_parse_operand(p, &v) || !rl_parse_punct(p, "[") ||
      !rl_parse_operand(p, &i) || !rl_parse_punct(p, ":"))
    return false;
  rl_type *it = rl_parse_type(p);
  if (!it || !rl_parse_punct(p, "]") || !rl_parse_optional_attr_dict_props(p, st) || !rl_parse_punct(p, ":")) return false;
  rl_type *vt = rl_parse_type(p);
  if (!vt) return false;
  if (vt->kind != RL_TY_VECTOR) return not_vector(p, st, vt);
  if (!resolve(p, st, &v, vt) || !resolve(p, st, &x, rl_type_elem(vt)) || !resolve(p, st, &i, it)) return false;
  rl_ops_add_result_type(st, vt);
  return true;
}

void rl_llvm_insertelement_print(rl_printer *p, rl_op *op) {
  space(p);
  value(p, op, 1);
  rl_print_str(p, ", ");
  value(p, op, 0);
  rl_print_str(p, "[");
  value(p, op, 2);
  rl_print_str(p, " : ");
  rl_print_type_p(p, op->operands[2].value->type);
  rl_print_str(p, "]");
  print_attrs(p, op, NULL, 0);
  rl_print_str(p, " : ");
  rl_print_type_p(p, op->operands[0].value->type);
}

/* `%a, %b [0, 1, -1] {attrs} : vector<4xf32> ` (MLIR's custom<ShuffleType>
 * prints nothing after its space). */
bool rl_llvm_shufflevector_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  rl_unresolved a, b;
  if (!rl_parse_operand(p, &a) || !rl_parse_punct(p, ",") || !rl_parse_operand(p, &b)) return false;
  rl_attr *mask = parse_int_list(p, i32t(c));
  if (!mask) return false;
  rl_ops_set_prop(c, st, "mask", mask);
  if (!rl_parse_optional_attr_dict_props(p, st) || !rl_parse_punct(p, ":")) return false;
  rl_type *vt = rl_parse_type(p);
  if (!vt) return false;
  /* At the token after the type, as MLIR's custom<ShuffleType>. */
  if (vt->kind != RL_TY_VECTOR && vt->kind != RL_LLVM_TY_VEC)
    return rl_parser_error_at(p, rl_parser_pos(p), "expected an LLVM compatible vector type");
  if (!resolve(p, st, &a, vt) || !resolve(p, st, &b, vt)) return false;
  int64_t n = (int64_t)mask->n - 1;
  if (vt->kind == RL_LLVM_TY_VEC) { /* a vector of pointers: one of the mask's length */
    rl_ops_add_result_type(st, rl_llvm_vec_type(c, rl_llvm_vec_elem(vt), (uint64_t)n, rl_llvm_vec_scalable(vt)));
    return true;
  }
  bool sc = rl_type_dim_scalable(vt, 0);
  rl_ops_add_result_type(st, rl_type_vector(c, 1, &n, &sc, rl_type_elem(vt)));
  return true;
}

/* A shuffle of scalable vectors can only splat (every mask index 0). */
bool rl_llvm_shufflevector_verify(rl_op *op) {
  rl_type *vt = op->operands[0].value->type;
  rl_attr *mask = prop(op, "mask");
  rl_type *ts[3] = {vt, op->operands[1].value->type, op->results[0].type};
  for (unsigned i = 0; i < 3; i++)
    if (ts[i]->kind != RL_TY_VECTOR && ts[i]->kind != RL_LLVM_TY_VEC)
      return constraint_error(op, i == 2, i == 2 ? 0 : i, "LLVM dialect-compatible vector type", ts[i]);
  if (vt->kind != RL_TY_VECTOR || !mask || mask->kind != RL_AT_DENSE_ARRAY) return true;
  bool scalable = false;
  for (unsigned i = 0; i < rl_type_rank(vt); i++) scalable |= rl_type_dim_scalable(vt, i);
  if (!scalable) return true;
  for (size_t i = 1; i < mask->n; i++)
    if ((int32_t)mask->w[i]) return rl_op_emit_error(op, "expected a splat operation for scalable vectors");
  return true;
}

void rl_llvm_shufflevector_print(rl_printer *p, rl_op *op) {
  space(p);
  print_values(p, op, 0, 2);
  space(p);
  print_int_list(p, prop(op, "mask"));
  static const char *const el[] = {"mask"};
  print_attrs(p, op, el, 1);
  rl_print_str(p, " : ");
  rl_print_type_p(p, op->operands[0].value->type);
  rl_print_str(p, " ");
}

/* ---- memory ---------------------------------------------------------------------------------- */

static rl_attr *unit_if(rl_context *c, bool b) { return b ? rl_attr_unit(c) : NULL; }

static void set_unit(rl_context *c, rl_op_parse_state *st, const char *name, bool b) {
  if (b) rl_ops_set_prop(c, st, name, unit_if(c, true));
}

/* `[inalloca] %n x T {attrs} : (i64) -> !llvm.ptr` */
bool rl_llvm_alloca_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  set_unit(c, st, "inalloca", rl_parse_optional_keyword(p, "inalloca"));
  rl_unresolved n;
  if (!rl_parse_operand(p, &n) || !rl_parse_keyword(p, "x")) return false;
  rl_type *et = rl_parse_type(p);
  if (!et) return false;
  if (!rl_parse_optional_attr_dict_props(p, st)) return false;
  /* As MLIR's parser: an alignment is an integer, and 0 means none. */
  rl_attr *al = rl_ops_get_prop(c, st, "alignment");
  if (al && al->kind != RL_AT_INTEGER) return rl_parser_error_at(p, rl_parser_op_pos(p), "expected integer alignment");
  if (al && rl_attr_int_value(al) == 0) rl_ops_set_prop(c, st, "alignment", NULL);
  if (!rl_parse_punct(p, ":")) return false;
  const char *at = rl_parser_pos(p);
  rl_type *ft = rl_parse_type(p);
  if (!ft) return false;
  if (ft->kind != RL_TY_FUNCTION || rl_type_func_num_inputs(ft) != 1 || rl_type_func_num_results(ft) != 1)
    return rl_parser_error_at(p, at, "expected trailing function type with one argument and one result");
  /* As MLIR's parser: the element type is kept only for a pointer result
   * (the verifier then reports the missing attribute). */
  if (rl_llvm_type_is_ptr(rl_type_func_result(ft, 0))) rl_ops_set_prop(c, st, "elem_type", rl_attr_type(c, et));
  if (!resolve(p, st, &n, rl_type_func_input(ft, 0))) return false;
  rl_ops_add_result_type(st, rl_type_func_result(ft, 0));
  return true;
}

void rl_llvm_alloca_print(rl_printer *p, rl_op *op) {
  space(p);
  if (prop(op, "inalloca")) rl_print_str(p, "inalloca ");
  value(p, op, 0);
  rl_print_str(p, " x ");
  rl_attr *et = prop(op, "elem_type");
  if (et) rl_print_type_p(p, rl_attr_type_value(et));
  static const char *const el[] = {"elem_type", "inalloca"};
  print_attrs(p, op, el, 2);
  rl_print_str(p, " : (");
  rl_print_type_p(p, op->operands[0].value->type);
  rl_print_str(p, ") -> ");
  rl_print_type_p(p, op->results[0].type);
}

/* `[syncscope("s")] ordering` after `atomic`. */
static bool parse_scope_ordering(rl_parser *p, rl_op_parse_state *st, const char *ordname) {
  rl_context *c = rl_parser_context(p);
  if (rl_parse_optional_keyword(p, "syncscope")) {
    rl_strbuf s = {0};
    if (!rl_parse_punct(p, "(") || !rl_parse_string(p, &s) || !rl_parse_punct(p, ")")) {
      rl_sb_free(&s);
      return false;
    }
    rl_ops_set_prop(c, st, "syncscope", rl_attr_string(c, s.data ? s.data : "", s.len, NULL));
    rl_sb_free(&s);
  }
  int64_t o;
  if (!parse_int_enum(p, &rl_llvm_enum_AtomicOrdering, ordname, &o)) return false;
  rl_ops_set_prop(c, st, ordname, int_enum(c, o));
  return true;
}

static void print_scope(rl_printer *p, rl_op *op) {
  rl_attr *s = prop(op, "syncscope");
  if (!s) return;
  rl_print_str(p, " syncscope(");
  rl_print_attr_p(p, s);
  rl_print_str(p, ")");
}

static void print_ordering(rl_printer *p, rl_op *op, const char *name) {
  const char *kw = enum_kw(&rl_llvm_enum_AtomicOrdering, prop(op, name));
  space(p);
  rl_print_str(p, kw ? kw : "not_atomic");
}

static bool is_atomic(rl_op *op) {
  rl_attr *o = prop(op, "ordering");
  return o && o->kind == RL_AT_INTEGER && rl_attr_int_value(o) != 0;
}

/* `[volatile] %p [atomic [syncscope("s")] ord] [invariant] {attrs} : !llvm.ptr -> t` */
bool rl_llvm_load_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  set_unit(c, st, "volatile_", rl_parse_optional_keyword(p, "volatile"));
  rl_unresolved a;
  if (!rl_parse_operand(p, &a)) return false;
  if (rl_parse_optional_keyword(p, "atomic") && !parse_scope_ordering(p, st, "ordering")) return false;
  set_unit(c, st, "invariant", rl_parse_optional_keyword(p, "invariant"));
  if (!rl_parse_optional_attr_dict_props(p, st) || !rl_parse_punct(p, ":")) return false;
  rl_type *pt = rl_parse_type(p);
  if (!pt || !rl_parse_punct(p, "->")) return false;
  rl_type *rt = rl_parse_type(p);
  if (!rt || !resolve(p, st, &a, pt)) return false;
  rl_ops_add_result_type(st, rt);
  return true;
}

void rl_llvm_load_print(rl_printer *p, rl_op *op) {
  space(p);
  if (prop(op, "volatile_")) rl_print_str(p, "volatile ");
  value(p, op, 0);
  if (is_atomic(op)) {
    rl_print_str(p, " atomic");
    print_scope(p, op);
    print_ordering(p, op, "ordering");
  }
  if (prop(op, "invariant")) rl_print_str(p, " invariant");
  static const char *const el[] = {"volatile_", "ordering", "syncscope", "invariant"};
  print_attrs(p, op, el, 4);
  rl_print_str(p, " : ");
  rl_print_type_p(p, op->operands[0].value->type);
  rl_print_str(p, " -> ");
  rl_print_type_p(p, op->results[0].type);
}

/* `[volatile] %v, %p [atomic [syncscope("s")] ord] {attrs} : t, !llvm.ptr` */
bool rl_llvm_store_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  set_unit(c, st, "volatile_", rl_parse_optional_keyword(p, "volatile"));
  rl_unresolved v, a;
  if (!rl_parse_operand(p, &v) || !rl_parse_punct(p, ",") || !rl_parse_operand(p, &a)) return false;
  if (rl_parse_optional_keyword(p, "atomic") && !parse_scope_ordering(p, st, "ordering")) return false;
  if (!rl_parse_optional_attr_dict_props(p, st) || !rl_parse_punct(p, ":")) return false;
  rl_type *vt = rl_parse_type(p);
  if (!vt || !rl_parse_punct(p, ",")) return false;
  rl_type *pt = rl_parse_type(p);
  return pt && resolve(p, st, &v, vt) && resolve(p, st, &a, pt);
}

void rl_llvm_store_print(rl_printer *p, rl_op *op) {
  space(p);
  if (prop(op, "volatile_")) rl_print_str(p, "volatile ");
  value(p, op, 0);
  rl_print_str(p, ", ");
  value(p, op, 1);
  if (is_atomic(op)) {
    rl_print_str(p, " atomic");
    print_scope(p, op);
    print_ordering(p, op, "ordering");
  }
  static const char *const el[] = {"volatile_", "ordering", "syncscope"};
  print_attrs(p, op, el, 3);
  rl_print_str(p, " : ");
  rl_print_type_p(p, op->operands[0].value->type);
  rl_print_str(p, ", ");
  rl_print_type_p(p, op->operands[1].value->type);
}

bool rl_llvm_load_verify(rl_op *op) {
  bool load = op->nresults == 1;
  rl_type *pt = op->operands[load ? 0 : 1].value->type;
  if (!rl_llvm_type_is_ptr(pt)) {
    char *s = type_text(pt);
    rl_op_emit_error(op, "operand #%u must be LLVM pointer type, but got '%s'", load ? 0 : 1, s);
    free(s);
    return false;
  }
  /* MLIR's checks of an atomic access: a syncscope only when atomic, an
   * ordering the access can have, a type LLVM can access atomically (a
   * pointer, an integer or float of a power-of-2 width of at least 8 bits),
   * an alignment. */
  rl_attr *ord = prop(op, "ordering");
  int64_t o = ord && ord->kind == RL_AT_INTEGER ? rl_attr_int_value(ord) : 0;
  if (!o) {
    if (prop(op, "syncscope")) return rl_op_emit_error(op, "expected syncscope to be null for non-atomic access");
    return true;
  }
  if (o == 6 /* acq_rel */ || o == (load ? 5 /* release */ : 4 /* acquire */))
    return rl_op_emit_error(op, "unsupported ordering '%s'", enum_kw(&rl_llvm_enum_AtomicOrdering, ord));
  rl_type *vt = load ? op->results[0].type : op->operands[0].value->type;
  bool ok = rl_llvm_type_is_ptr(vt);
  if (!ok && (rl_type_is_integer(vt) || rl_type_is_float(vt))) {
    unsigned w = rl_type_bitwidth(vt);
    ok = w >= 8 && !(w & (w - 1));
  }
  if (!ok) {
    char *s = type_text(vt);
    rl_op_emit_error(op, "unsupported type '%s' for atomic access", s);
    free(s);
    return false;
  }
  if (!prop(op, "alignment")) return rl_op_emit_error(op, "expected alignment for atomic access");
  return true;
}

#define GEP_DYNAMIC INT32_MIN

/* `[inbounds] %base[%i, 3] {attrs} : (!llvm.ptr, i64) -> !llvm.ptr, T` */
bool rl_llvm_gep_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  set_unit(c, st, "inbounds", rl_parse_optional_keyword(p, "inbounds"));
  rl_unresolved base;
  if (!rl_parse_operand(p, &base) || !rl_parse_punct(p, "[")) return false;
  rl_unresolved *dyn = NULL;
  uint64_t *raw = NULL;
  unsigned ndyn = 0, nraw = 0, cap = 0;
  bool ok = true;
  if (!rl_parser_at_punct(p, "]")) do {
      if (nraw == cap) {
        cap = cap ? cap * 2 : 8;
        raw = realloc(raw, cap * sizeof *raw);
        dyn = realloc(dyn, cap * sizeof *dyn);
      }
      if (rl_parser_at_operand(p)) {
        if (!(ok = rl_parse_operand(p, &dyn[ndyn++]))) break;
        raw[nraw++] = (uint64_t)(int64_t)GEP_DYNAMIC;
      } else {
        int64_t v;
        if (!(ok = rl_parse_integer(p, &v))) break;
        raw[nraw++] = (uint64_t)(int64_t)(int32_t)v;
      }
    } while (rl_parse_optional_punct(p, ","));
  ok = ok && rl_parse_punct(p, "]");
  if (ok) rl_ops_set_prop(c, st, "rawConstantIndices", rl_attr_dense_array(c, i32t(c), nraw, raw));
  ok = ok && rl_parse_optional_attr_dict_props(p, st) && rl_parse_punct(p, ":");
  /* As MLIR's functional-type: a function type, then as many inputs as
   * operands; any number of results (the verifier wants one). */
  const char *at = ok ? rl_parser_pos(p) : NULL;
  rl_type *ft = ok ? rl_parse_type(p) : NULL;
  ok = ft != NULL;
  if (ok && ft->kind != RL_TY_FUNCTION) ok = rl_parser_error_at(p, at, "invalid kind of type specified");
  ok = ok && rl_parse_punct(p, ",");
  rl_type *et = ok ? rl_parse_type(p) : NULL;
  ok = et != NULL;
  if (ok) {
    rl_ops_set_prop(c, st, "elem_type", rl_attr_type(c, et));
    unsigned nin = rl_type_func_num_inputs(ft);
    if (nin != ndyn + 1) {
      ok = rl_parser_error_at(p, rl_parser_op_pos(p), "%u operands present, but expected %u", ndyn + 1, nin);
    } else {
      ok = resolve(p, st, &base, rl_type_func_input(ft, 0)) != NULL;
      for (unsigned i = 0; ok && i < ndyn; i++) ok = resolve(p, st, &dyn[i], rl_type_func_input(ft, i + 1)) != NULL;
      for (unsigned i = 0; ok && i < rl_type_func_num_results(ft); i++) rl_ops_add_result_type(st, rl_type_func_result(ft, i));
    }
  }
  free(dyn);
  free(raw);
  return ok;
}

void rl_llvm_gep_print(rl_printer *p, rl_op *op) {
  space(p);
  if (prop(op, "inbounds")) rl_print_str(p, "inbounds ");
  value(p, op, 0);
  rl_print_str(p, "[");
  rl_attr *raw = prop(op, "rawConstantIndices");
  unsigned d = 1;
  rl_strbuf *out = rl_printer_out(p);
  for (unsigned i = 0; raw && i + 1 < raw->n; i++) {
    if (i) rl_print_str(p, ", ");
    int32_t v = (int32_t)raw->w[1 + i];
    if (v == GEP_DYNAMIC && d < op->noperands) {
      value(p, op, d++);
    } else {
      rl_sb_i64(out, v);
    }
  }
  rl_print_str(p, "]");
  static const char *const el[] = {"rawConstantIndices", "elem_type", "inbounds"};
  print_attrs(p, op, el, 3);
  rl_print_str(p, " : (");
  print_types_of(p, op, 0, op->noperands);
  rl_print_str(p, ") -> ");
  rl_print_type_p(p, op->results[0].type);
  rl_print_str(p, ", ");
  rl_attr *et = prop(op, "elem_type");
  if (et) rl_print_type_p(p, rl_attr_type_value(et));
}

bool rl_llvm_gep_verify(rl_op *op) {
  rl_type *bt = op->operands[0].value->type;
  if (!is_ptr_like(bt)) {
    char *s = type_text(bt);
    rl_op_emit_error(op, "operand #0 must be LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got '%s'", s);
    free(s);
    return false;
  }
  rl_attr *raw = prop(op, "rawConstantIndices"), *et = prop(op, "elem_type");
  if (!raw || raw->kind != RL_AT_DENSE_ARRAY || !et || et->kind != RL_AT_TYPE) return true;
  unsigned ndyn = 0;
  for (unsigned i = 0; i + 1 < raw->n; i++) ndyn += (int32_t)raw->w[1 + i] == GEP_DYNAMIC;
  if (ndyn != op->noperands - 1)
    return rl_op_emit_error(op, "expected as many dynamic indices as specified in 'rawConstantIndices'");
  /* The first index steps over the pointer; the others walk into elem_type. */
  rl_type *t = rl_attr_type_value(et);
  for (unsigned i = 1; i + 1 < raw->n; i++) {
    int32_t v = (int32_t)raw->w[1 + i];
    if (rl_llvm_type_is_struct(t)) {
      if (v == GEP_DYNAMIC) return rl_op_emit_error(op, "expected index %u indexing a struct to be constant", i);
      if (v < 0 || (unsigned)v >= rl_llvm_struct_num_elems(t))
        return rl_op_emit_error(op, "index %u indexing a struct is out of bounds", i);
      t = rl_llvm_struct_elem(t, (unsigned)v);
    } else if (rl_llvm_type_is_array(t)) {
      t = rl_llvm_array_elem(t);
    } else if (t->kind == RL_TY_VECTOR) {
      t = rl_type_elem(t);
    } else {
      char *s = type_text(t);
      rl_op_emit_error(op, "type '%s' cannot be indexed (index #%u)", s, i);
      free(s);
      return false;
    }
  }
  return true;
}

/* A type an atomic op may access: an integer, pointer or LLVM float of a
 * power-of-two size of at least a byte (pointers are 64 bits, as in MLIR's
 * default data layout). */
static bool atomic_access_type(const rl_type *t) {
  unsigned bits;
  if (rl_type_is_integer(t)) bits = rl_type_int_width(t);
  else if (rl_llvm_type_is_ptr(t)) bits = 64;
  else if (rl_llvm_type_is_float(t)) bits = rl_apfloat_bits(rl_type_float_sem(t));
  else return false;
  return bits >= 8 && (bits & (bits - 1)) == 0;
}

static int64_t int_prop(rl_op *op, const char *name) {
  rl_attr *a = prop(op, name);
  return a && a->kind == RL_AT_INTEGER ? rl_attr_int_value(a) : 0;
}

static bool types_match_error(rl_op *op, const char *what) {
  return rl_op_emit_error(op, "failed to verify that %s", what);
}

/* The value types of atomicrmw (floats, pointers, signless integers) and of
 * cmpxchg (signless integers, pointers), with MLIR's phrases. */
static bool atomic_val_ok(const rl_type *t, bool rmw) {
  return (rl_type_is_integer(t) && rl_type_int_signedness(t) == RL_SIGNLESS) || rl_llvm_type_is_ptr(t) ||
         (rmw && rl_llvm_type_is_float(t));
}
static const char *atomic_val_phrase(bool rmw) {
  return rmw ? "floating point LLVM type or LLVM pointer type or signless integer"
             : "signless integer or LLVM pointer type";
}
/* Operand #0 of atomicrmw and cmpxchg. */
static bool atomic_ptr_error(rl_op *op) {
  rl_type *t = op->operands[0].value->type;
  if (rl_llvm_type_is_ptr(t)) return false;
  char *ts = type_text(t);
  rl_op_emit_error(op, "operand #0 must be LLVM pointer type, but got '%s'", ts);
  free(ts);
  return true;
}
static bool atomic_val_error(rl_op *op, const rl_type *t, bool rmw) {
  char *ts = type_text(t);
  rl_op_emit_error(op, "operand #1 must be %s, but got '%s'", atomic_val_phrase(rmw), ts);
  free(ts);
  return false;
}
/* The same check in the custom form, which MLIR makes while parsing. */
static bool atomic_val_parse_check(rl_parser *p, const rl_type *t, bool rmw) {
  if (atomic_val_ok(t, rmw)) return true;
  char *ts = type_text(t);
  rl_emit_error(rl_parser_context(p), rl_parser_op_loc(p), "custom op 'llvm.%s' 'val' must be %s, but got '%s'",
                rmw ? "atomicrmw" : "cmpxchg", atomic_val_phrase(rmw), ts);
  free(ts);
  return false;
}

bool rl_llvm_atomicrmw_verify(rl_op *op) {
  rl_type *vt = op->operands[1].value->type;
  if (atomic_ptr_error(op)) return false;
  if (!atomic_val_ok(vt, true)) return atomic_val_error(op, vt, true);
  if (op->results[0].type != vt) return types_match_error(op, "result #0 and operand #1 have the same type");
  int64_t bop = int_prop(op, "bin_op");
  if (bop == 11 || bop == 12 || bop == 13 || bop == 14) { /* fadd, fsub, fmax, fmin */
    if (!rl_llvm_type_is_float(vt)) return rl_op_emit_error(op, "expected LLVM IR floating point type");
  } else if (bop == 0) { /* xchg */
    if (!atomic_access_type(vt)) return rl_op_emit_error(op, "unexpected LLVM IR type for 'xchg' bin_op");
  } else {
    unsigned w = rl_type_is_integer(vt) ? rl_type_int_width(vt) : 0;
    if (w != 8 && w != 16 && w != 32 && w != 64) return rl_op_emit_error(op, "expected LLVM IR integer type");
  }
  if (int_prop(op, "ordering") < 2) return rl_op_emit_error(op, "expected at least 'monotonic' ordering");
  return true;
}

bool rl_llvm_cmpxchg_verify(rl_op *op) {
  rl_context *c = rl_op_context(op);
  rl_type *vt = op->operands[2].value->type;
  if (atomic_ptr_error(op)) return false;
  for (unsigned i = 1; i < 3; i++)
    if (!atomic_val_ok(op->operands[i].value->type, false)) {
      rl_type *t = op->operands[i].value->type;
      char *ts = type_text(t);
      rl_op_emit_error(op, "operand #%u must be %s, but got '%s'", i, atomic_val_phrase(false), ts);
      free(ts);
      return false;
    }
  if (op->operands[1].value->type != vt) return types_match_error(op, "operand #1 and operand #2 have the same type");
  rl_type *el[2] = {vt, i1(c)};
  if (op->results[0].type != rl_llvm_struct_type(c, 2, el, false))
    return types_match_error(op, "result #0 has an LLVM struct type consisting of the type of operand #2 and a bool");
  if (!atomic_access_type(vt)) return rl_op_emit_error(op, "unexpected LLVM IR type");
  int64_t succ = int_prop(op, "success_ordering"), fail = int_prop(op, "failure_ordering");
  if (succ < 2 || fail < 2) return rl_op_emit_error(op, "ordering must be at least 'monotonic'");
  if (fail == 5 || fail == 6) return rl_op_emit_error(op, "failure ordering cannot be 'release' or 'acq_rel'");
  return true;
}

/* `[volatile] op %p, %v [syncscope("s")] ord {attrs} : !llvm.ptr, t` */
bool rl_llvm_atomicrmw_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  set_unit(c, st, "volatile_", rl_parse_optional_keyword(p, "volatile"));
  int64_t bop;
  if (!parse_int_enum(p, &rl_llvm_enum_AtomicBinOp, "bin_op", &bop)) return false;
  rl_ops_set_prop(c, st, "bin_op", int_enum(c, bop));
  rl_unresolved a, v;
  if (!rl_parse_operand(p, &a) || !rl_parse_punct(p, ",") || !rl_parse_operand(p, &v)) return false;
  if (!parse_scope_ordering(p, st, "ordering") || !rl_parse_optional_attr_dict_props(p, st) || !rl_parse_punct(p, ":")) return false;
  rl_type *pt = rl_parse_type(p);
  if (!pt || !rl_parse_punct(p, ",")) return false;
  rl_type *vt = rl_parse_type(p);
  if (!vt || !atomic_val_parse_check(p, vt, true) || !resolve(p, st, &a, pt) || !resolve(p, st, &v, vt)) return false;
  rl_ops_add_result_type(st, vt);
  return true;
}

void rl_llvm_atomicrmw_print(rl_printer *p, rl_op *op) {
  space(p);
  if (prop(op, "volatile_")) rl_print_str(p, "volatile ");
  const char *kw = enum_kw(&rl_llvm_enum_AtomicBinOp, prop(op, "bin_op"));
  rl_print_str(p, kw ? kw : "xchg");
  space(p);
  print_values(p, op, 0, 2);
  print_scope(p, op);
  print_ordering(p, op, "ordering");
  static const char *const el[] = {"volatile_", "bin_op", "syncscope", "ordering"};
  print_attrs(p, op, el, 4);
  rl_print_str(p, " : ");
  print_types_of(p, op, 0, 2);
}

/* `[weak] [volatile] %p, %cmp, %v [syncscope("s")] succ fail {attrs} : !llvm.ptr, t` */
bool rl_llvm_cmpxchg_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  set_unit(c, st, "weak", rl_parse_optional_keyword(p, "weak"));
  set_unit(c, st, "volatile_", rl_parse_optional_keyword(p, "volatile"));
  rl_unresolved a, cmp, v;
  if (!rl_parse_operand(p, &a) || !rl_parse_punct(p, ",") || !rl_parse_operand(p, &cmp) || !rl_parse_punct(p, ",") ||
      !rl_parse_operand(p, &v))
    return false;
  if (!parse_scope_ordering(p, st, "success_ordering")) return false;
  int64_t f;
  if (!parse_int_enum(p, &rl_llvm_enum_AtomicOrdering, "failure_ordering", &f)) return false;
  rl_ops_set_prop(c, st, "failure_ordering", int_enum(c, f));
  if (!rl_parse_optional_attr_dict_props(p, st) || !rl_parse_punct(p, ":")) return false;
  rl_type *pt = rl_parse_type(p);
  if (!pt || !rl_parse_punct(p, ",")) return false;
  rl_type *vt = rl_parse_type(p);
  if (!vt || !atomic_val_parse_check(p, vt, false) || !resolve(p, st, &a, pt) || !resolve(p, st, &cmp, vt) ||
      !resolve(p, st, &v, vt))
    return false;
  rl_type *el[2] = {vt, i1(c)};
  rl_ops_add_result_type(st, rl_llvm_struct_type(c, 2, el, false));
  return true;
}

void rl_llvm_cmpxchg_print(rl_printer *p, rl_op *op) {
  space(p);
  if (prop(op, "weak")) rl_print_str(p, "weak ");
  if (prop(op, "volatile_")) rl_print_str(p, "volatile ");
  print_values(p, op, 0, 3);
  print_scope(p, op);
  print_ordering(p, op, "success_ordering");
  print_ordering(p, op, "failure_ordering");
  static const char *const el[] = {"weak", "volatile_", "syncscope", "success_ordering", "failure_ordering"};
  print_attrs(p, op, el, 5);
  rl_print_str(p, " : ");
  print_types_of(p, op, 0, 1);
  rl_print_str(p, ", ");
  print_types_of(p, op, 2, 1);
}

/* `[syncscope("s")] ord {attrs}` */
bool rl_llvm_fence_parse(rl_parser *p, rl_op_parse_state *st) {
  return parse_scope_ordering(p, st, "ordering") && rl_parse_optional_attr_dict_props(p, st);
}

/* A fence orders: not_atomic (0), unordered (1) and monotonic (2) do not. */
bool rl_llvm_fence_verify(rl_op *op) {
  if (int_prop(op, "ordering") <= 2)
    return rl_op_emit_error(op, "can be given only acquire, release, acq_rel, and seq_cst orderings");
  return true;
}

void rl_llvm_fence_print(rl_printer *p, rl_op *op) {
  print_scope(p, op);
  print_ordering(p, op, "ordering");
  static const char *const el[] = {"syncscope", "ordering"};
  print_attrs(p, op, el, 2);
}

/* `16, %p : !llvm.ptr`: the result is a pointer in address space 0. */
bool rl_llvm_invariant_start_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  int64_t size;
  rl_unresolved u;
  if (!rl_parse_integer(p, &size) || !rl_parse_punct(p, ",") || !rl_parse_operand(p, &u)) return false;
  rl_ops_set_prop(c, st, "size", rl_attr_integer(c, i64t(c), size));
  if (!rl_parse_optional_attr_dict_props(p, st) || !rl_parse_punct(p, ":")) return false;
  rl_type *t = rl_parse_type(p);
  if (!t || !resolve(p, st, &u, t)) return false;
  rl_ops_add_result_type(st, rl_llvm_ptr_type(c, 0));
  return true;
}

void rl_llvm_invariant_start_print(rl_printer *p, rl_op *op) {
  rl_attr *sz = prop(op, "size");
  space(p);
  if (sz) rl_print_attr_elided(p, sz);
  rl_print_str(p, ", ");
  value(p, op, 0);
  static const char *const el[] = {"size"};
  print_attrs(p, op, el, 1);
  rl_print_str(p, " : ");
  rl_print_type_p(p, op->operands[0].value->type);
}

/* `%start, 16, %p : !llvm.ptr`: %start is a pointer in address space 0. */
bool rl_llvm_invariant_end_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  int64_t size;
  rl_unresolved start, ptr;
  if (!rl_parse_operand(p, &start) || !rl_parse_punct(p, ",") || !rl_parse_integer(p, &size) ||
      !rl_parse_punct(p, ",") || !rl_parse_operand(p, &ptr))
    return false;
  rl_ops_set_prop(c, st, "size", rl_attr_integer(c, i64t(c), size));
  if (!rl_parse_optional_attr_dict_props(p, st) || !rl_parse_punct(p, ":")) return false;
  rl_type *t = rl_parse_type(p);
  return t && resolve(p, st, &start, rl_llvm_ptr_type(c, 0)) && resolve(p, st, &ptr, t);
}

void rl_llvm_invariant_end_print(rl_printer *p, rl_op *op) {
  rl_attr *sz = prop(op, "size");
  space(p);
  value(p, op, 0);
  rl_print_str(p, ", ");
  if (sz) rl_print_attr_elided(p, sz);
  rl_print_str(p, ", ");
  value(p, op, 1);
  static const char *const el[] = {"size"};
  print_attrs(p, op, el, 1);
  rl_print_str(p, " : ");
  rl_print_type_p(p, op->operands[1].value->type);
}

/* ---- control flow ------------------------------------------------------------------------------ */

bool rl_llvm_br_verify(rl_op *op) { return rl_verify_successor_operands(op, 0, 0, op->noperands); }

bool rl_llvm_cond_br_verify(rl_op *op) {
  unsigned nt, nf;
  unsigned ft = rl_op_operand_group(op, 1, &nt), ff = rl_op_operand_group(op, 2, &nf);
  return rl_verify_successor_operands(op, 0, ft, nt) && rl_verify_successor_operands(op, 1, ff, nf);
}

static bool parse_succ_operands(rl_parser *p, rl_op_parse_state *st, unsigned *count) {
  rl_block *b;
  *count = 0;
  if (!rl_parse_successor(p, &b)) return false;
  rl_ops_add_successor(st, b);
  if (!rl_parse_optional_punct(p, "(")) return true;
  rl_unresolved *ops = NULL;
  rl_type **types = NULL;
  unsigned n = 0, nt = 0;
  bool ok = parse_operand_list(p, &ops, &n) && rl_parse_punct(p, ":") && parse_types(p, &types, &nt) &&
            rl_parse_punct(p, ")");
  if (ok && nt != n) ok = rl_parser_error(p, "%u operands present, but expected %u", n, nt);
  for (unsigned i = 0; ok && i < n; i++) ok = resolve(p, st, &ops[i], types[i]) != NULL;
  *count = n;
  free(ops);
  free(types);
  return ok;
}

/* `%c [weights([1, 2])], ^t(%a : t), ^f {attrs}` */
bool rl_llvm_cond_br_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  rl_unresolved cond;
  if (!rl_parse_operand(p, &cond)) return false;
  if (rl_parse_optional_keyword(p, "weights")) {
    if (!rl_parse_punct(p, "(")) return false;
    rl_attr *w = parse_int_list(p, i32t(c));
    if (!w || !rl_parse_punct(p, ")")) return false;
    rl_ops_set_prop(c, st, "branch_weights", w);
  }
  if (!rl_parse_punct(p, ",") || !resolve(p, st, &cond, i1(c))) return false;
  unsigned nt, nf;
  if (!parse_succ_operands(p, st, &nt) || !rl_parse_punct(p, ",") || !parse_succ_operands(p, st, &nf)) return false;
  if (!rl_parse_optional_attr_dict_props(p, st)) return false;
  uint64_t sizes[3] = {1, nt, nf};
  rl_ops_set_prop(c, st, "operandSegmentSizes", rl_attr_dense_array(c, i32t(c), 3, sizes));
  return true;
}

void rl_llvm_cond_br_print(rl_printer *p, rl_op *op) {
  unsigned nt, nf;
  unsigned ft = rl_op_operand_group(op, 1, &nt), ff = rl_op_operand_group(op, 2, &nf);
  space(p);
  value(p, op, 0);
  rl_attr *w = prop(op, "branch_weights");
  if (w) {
    rl_print_str(p, " weights(");
    print_int_list(p, w);
    rl_print_str(p, ")");
  }
  rl_print_str(p, ", ");
  print_succ_operands(p, op, 0, ft, nt);
  rl_print_str(p, ", ");
  print_succ_operands(p, op, 1, ff, nf);
  static const char *const el[] = {"branch_weights"};
  print_attrs(p, op, el, 1);
}

/* `%v : i32, ^default(...) [ cases ] {attrs}` */
bool rl_llvm_switch_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  rl_unresolved v;
  if (!rl_parse_operand(p, &v) || !rl_parse_punct(p, ":")) return false;
  rl_type *t = rl_parse_type(p);
  if (!t || !rl_parse_punct(p, ",")) return false;
  unsigned nd;
  if (!parse_succ_operands(p, st, &nd)) return false;
  uint64_t *vals = NULL, *segs = NULL;
  size_t nvals = 0, cap = 0;
  unsigned ncase = 0;
  bool ok = true;
  if ((ok = rl_parse_punct(p, "["))) {
    if (!rl_parser_at_punct(p, "]")) do {
        int64_t x;
        if (!(ok = rl_parse_integer(p, &x) && rl_parse_punct(p, ":"))) break;
        unsigned n;
        if (!(ok = parse_succ_operands(p, st, &n))) break;
        if (nvals == cap) {
          cap = cap ? cap * 2 : 8;
          vals = realloc(vals, cap * sizeof *vals);
          segs = realloc(segs, cap * sizeof *segs);
        }
        unsigned w = t->kind == RL_TY_INTEGER ? rl_type_int_width(t) : 64;
        vals[nvals] = w >= 64 ? (uint64_t)x : (uint64_t)x & ((1ull << w) - 1);
        segs[nvals++] = n;
        ncase += n;
      } while (rl_parse_optional_punct(p, ","));
    ok = ok && rl_parse_punct(p, "]");
    if (ok && nvals && t->kind == RL_TY_INTEGER) {
      int64_t dim = (int64_t)nvals;
      rl_type *vt = rl_type_vector(c, 1, &dim, NULL, t);
      unsigned w = rl_type_int_width(t), wpe = (w + 63) / 64;
      bool splat = nvals > 0;
      for (size_t i = 1; i < nvals; i++) splat &= vals[i] == vals[0];
      size_t count = splat ? 1 : nvals;
      uint64_t *data = calloc(count * wpe + 1, sizeof *data);
      for (size_t i = 0; i < count; i++) data[i * wpe] = vals[i];
      rl_ops_set_prop(c, st, "case_values", rl_attr_dense(c, vt, splat, wpe, count, data));
      free(data);
    }
  }
  if (ok) rl_ops_set_prop(c, st, "case_operand_segments", rl_attr_dense_array(c, i32t(c), nvals, segs));
  free(vals);
  free(segs);
  if (!ok || !rl_parse_optional_attr_dict_props(p, st)) return false;
  /* The condition is resolved last (as MLIR's generated parser resolves
   * operands once all is parsed), yet is the first operand. */
  rl_value *cond = rl_parser_resolve(p, &v, t);
  if (!cond) return false;
  rl_ops_add_operand(st, cond);
  memmove(st->operands + 1, st->operands, (st->noperands - 1) * sizeof *st->operands);
  st->operands[0] = cond;
  uint64_t sizes[3] = {1, nd, ncase};
  rl_ops_set_prop(c, st, "operandSegmentSizes", rl_attr_dense_array(c, i32t(c), 3, sizes));
  return true;
}

void rl_llvm_switch_print(rl_printer *p, rl_op *op) {
  unsigned nd, fd = rl_op_operand_group(op, 1, &nd);
  space(p);
  value(p, op, 0);
  rl_print_str(p, " : ");
  rl_print_type_p(p, op->operands[0].value->type);
  rl_print_str(p, ", ");
  print_succ_operands(p, op, 0, fd, nd);
  space(p);
  print_switch_cases(p, op);
  static const char *const el[] = {"case_values", "case_operand_segments"};
  print_attrs(p, op, el, 2);
}

bool rl_llvm_switch_verify(rl_op *op) {
  rl_attr *cv = prop(op, "case_values"), *seg = prop(op, "case_operand_segments");
  unsigned ncaseops, ndef;
  unsigned fcase = rl_op_operand_group(op, 2, &ncaseops), fdef = rl_op_operand_group(op, 1, &ndef);
  size_t nseg = seg && seg->kind == RL_AT_DENSE_ARRAY ? seg->n - 1 : 0;
  uint64_t total = 0;
  for (size_t i = 0; i < nseg; i++) total += (uint64_t)(int64_t)(int32_t)seg->w[1 + i];
  if (total != ncaseops)
    return rl_op_emit_error(op, "caseOperands count (%u) does not match with the total size (%llu) specified in attribute 'case_operand_segments'",
                            ncaseops, (unsigned long long)total);
  if (!rl_verify_successor_operands(op, 0, fdef, ndef)) return false;
  unsigned at = fcase;
  for (size_t i = 0; i + 1 < op->nsuccs && i < nseg; i++) {
    unsigned n = (unsigned)(int32_t)seg->w[1 + i];
    if (!rl_verify_successor_operands(op, (unsigned)i + 1, at, n)) return false;
    at += n;
  }
  size_t n = case_count(cv);
  if (n != op->nsuccs - 1u)
    return rl_op_emit_error(op, "expects number of case values to match number of case destinations");
  rl_attr *bw = prop(op, "branch_weights");
  if (bw && bw->kind == RL_AT_DENSE_ARRAY && bw->n - 1 != op->nsuccs)
    return rl_op_emit_plain_error(op, "expects number of branch weights to match number of successors: %u vs %u",
                                  (unsigned)(bw->n - 1), op->nsuccs);
  if (case_count(cv) && rl_type_elem(rl_attr_type_of(cv)) != op->operands[0].value->type)
    return rl_op_emit_plain_error(op, "expects case value type to match condition value type");
  return true;
}

static rl_op *enclosing_func(rl_op *op) {
  rl_op *f = rl_op_parent_op(op);
  while (f && !(f->info->def && f->info->def->print == rl_llvm_func_print)) f = rl_op_parent_op(f);
  return f;
}

static rl_type *func_type_of(rl_op *f) {
  rl_attr *ft = prop(f, "function_type");
  return ft && ft->kind == RL_AT_TYPE && rl_llvm_type_is_func(rl_attr_type_value(ft)) ? rl_attr_type_value(ft) : NULL;
}

/* MLIR's emitOpError, then a note at the function. */
static bool return_error(rl_op *op, rl_op *f, const char *msg) {
  rl_context *c = rl_op_context(op);
  rl_diag *d = rl_diag_begin(c, RL_ERROR, op->loc, "'%s' op %s", op->info->name->str, msg);
  rl_diag_note_current_op(d, op);
  rl_diag_note(d, f->loc, "when returning from function");
  rl_diag_report(c, d);
  return false;
}

bool rl_llvm_return_verify(rl_op *op) {
  rl_op *f = enclosing_func(op);
  if (!f) return true;
  rl_type *ft = func_type_of(f);
  if (!ft) return true;
  rl_type *rt = rl_llvm_func_result(ft);
  if (rl_llvm_type_is_void(rt)) return op->noperands ? return_error(op, f, "expected no operands") : true;
  if (op->noperands != 1) return return_error(op, f, "expected 1 operand");
  if (op->operands[0].value->type != rt) return return_error(op, f, "mismatching result types");
  return true;
}

/* ---- calls ------------------------------------------------------------------------------------- */

/* `[cconv] [tailcallkind] @f(%a) [vararg(!llvm.func<...>)] {attrs} : (t) -> r`
 * or `%fp(%a) ... : !llvm.ptr, (t) -> r`. */
bool rl_llvm_call_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  char kw[64];
  const rl_enum_def *cc = &rl_llvm_enum_CConv, *tk = &rl_llvm_enum_TailCallKind;
  /* `[cconv] [tailcallkind] @callee` */
  for (unsigned n = 0; n < 2 && rl_parser_at_keyword(p); n++) {
    const char *at = rl_parser_pos(p);
    rl_parse_optional_any_keyword(p, kw, sizeof kw);
    int found = -1;
    for (unsigned i = 0; n == 0 && i < cc->n && found < 0; i++)
      if (!strcmp(cc->keywords[i], kw)) found = (int)i;
    if (found >= 0) {
      rl_ops_set_prop(c, st, "CConv", bit_enum(c, cc, cc->values[found]));
      continue;
    }
    for (unsigned i = 0; i < tk->n && found < 0; i++)
      if (!strcmp(tk->keywords[i], kw)) found = (int)i;
    if (found < 0) return rl_parser_error_at(p, at, "expected '@' or '%%'");
    rl_ops_set_prop(c, st, "TailCallKind", bit_enum(c, tk, tk->values[found]));
    break;
  }
  rl_unresolved fp;
  bool indirect = false;
  rl_attr *callee = rl_parse_optional_symbol_name(p);
  if (callee) {
    rl_ident *nm = rl_attr_string_ident(callee);
    rl_ops_set_prop(c, st, "callee", rl_attr_symref(c, nm, 0, NULL));
  } else {
    if (!rl_parser_at_operand(p)) return rl_parser_error(p, "expected '@' or '%%'");
    if (!rl_parse_operand(p, &fp)) return false;
    indirect = true;
  }
  rl_unresolved *args = NULL;
  unsigned nargs = 0;
  bool ok = rl_parse_punct(p, "(") && parse_operand_list(p, &args, &nargs) && rl_parse_punct(p, ")");
  if (ok && rl_parse_optional_keyword(p, "vararg")) {
    ok = rl_parse_punct(p, "(");
    rl_type *vt = ok ? rl_parse_type(p) : NULL;
    ok = vt && rl_parse_punct(p, ")");
    if (ok) rl_ops_set_prop(c, st, "var_callee_type", rl_attr_type(c, vt));
  }
  ok = ok && rl_parse_optional_attr_dict_props(p, st);
  if (!ok) {
    free(args);
    return false;
  }
  /* `: [callee type ,] (inputs) -> result`, checked as MLIR checks it, at
   * the colon. */
  const char *at = rl_parser_pos(p);
  rl_type *types[3] = {NULL, NULL, NULL};
  unsigned ntypes = 0;
  ok = rl_parse_punct(p, ":");
  do {
    rl_type *t = ok ? rl_parse_type(p) : NULL;
    ok = t != NULL;
    if (ok && ntypes < 3) types[ntypes] = t;
    ntypes++;
  } while (ok && rl_parse_optional_punct(p, ","));
  if (ok && !indirect && ntypes != 1) ok = rl_parser_error_at(p, at, "expected direct call to have 1 trailing type");
  if (ok && indirect && ntypes != 2) ok = rl_parser_error_at(p, at, "expected indirect call to have 2 trailing types");
  rl_type *ft = ok ? types[ntypes - 1] : NULL;
  if (ok && ft->kind != RL_TY_FUNCTION) ok = rl_parser_error_at(p, at, "expected trailing function type");
  if (ok && rl_type_func_num_results(ft) > 1) ok = rl_parser_error_at(p, at, "expected function with 0 or 1 result");
  if (ok && rl_type_func_num_results(ft) == 1 && rl_llvm_type_is_void(rl_type_func_result(ft, 0)))
    ok = rl_parser_error_at(p, at, "expected a non-void result type");
  if (ok && rl_type_func_num_inputs(ft) != nargs) {
    rl_emit_error(c, rl_parser_op_loc(p), "custom op 'llvm.call' %u operands present, but expected %u",
                  nargs + indirect, rl_type_func_num_inputs(ft) + indirect);
    ok = false;
  }
  if (ok && indirect) ok = resolve(p, st, &fp, types[0]) != NULL;
  for (unsigned i = 0; ok && i < nargs; i++) ok = resolve(p, st, &args[i], rl_type_func_input(ft, i)) != NULL;
  if (ok && rl_type_func_num_results(ft)) rl_ops_add_result_type(st, rl_type_func_result(ft, 0));
  free(args);
  return ok;
}

/* ` vararg(!llvm.func<...>)` when the call has a var_callee_type. */
static void print_vararg(rl_printer *p, rl_op *op) {
  rl_attr *vt = prop(op, "var_callee_type");
  if (!vt) return;
  rl_print_str(p, " vararg(");
  rl_print_type_p(p, rl_attr_type_value(vt));
  rl_print_str(p, ")");
}

/* ` : [!fn-ptr, ](args) -> result`: the types of a call's callee (when
 * indirect: first == 1) and first n operands, and its result or `()`. */
static void print_call_type(rl_printer *p, rl_op *op, unsigned first, unsigned n) {
  rl_print_str(p, " : ");
  if (first) {
    rl_print_type_p(p, op->operands[0].value->type);
    rl_print_str(p, ", ");
  }
  rl_print_str(p, "(");
  print_types_of(p, op, first, n - first);
  rl_print_str(p, ") -> ");
  if (op->nresults)
    rl_print_type_p(p, op->results[0].type);
  else
    rl_print_str(p, "()");
}

/* `@f(%a, %b)`, or `%fn(%a, %b)` for an indirect call: the callee and
 * the first n operands (llvm.call's and llvm.invoke's); the index of the
 * first argument (1 when operand 0 is the callee). */
static unsigned print_callee_args(rl_printer *p, rl_op *op, unsigned n) {
  rl_attr *callee = prop(op, "callee");
  unsigned first = 0;
  if (callee && callee->kind == RL_AT_SYMREF) {
    rl_print_symbol_name(p, rl_word_ptr(callee->w[0]));
  } else {
    value(p, op, 0);
    first = 1;
  }
  rl_print_str(p, "(");
  print_values(p, op, first, n - first);
  rl_print_str(p, ")");
  return first;
}

void rl_llvm_call_print(rl_printer *p, rl_op *op) {
  space(p);
  rl_attr *cc = prop(op, "CConv");
  if (bit_enum_value(cc)) {
    print_enum_kw(p, &rl_llvm_enum_CConv, cc);
    space(p);
  }
  rl_attr *tck = prop(op, "TailCallKind");
  if (bit_enum_value(tck)) {
    print_enum_kw(p, &rl_llvm_enum_TailCallKind, tck);
    space(p);
  }
  unsigned first = print_callee_args(p, op, op->noperands);
  print_vararg(p, op);
  static const char *const el[] = {"CConv", "callee", "var_callee_type", "TailCallKind"};
  print_attrs(p, op, el, 4);
  print_call_type(p, op, first, op->noperands);
}

/* A successor and its operands, read before their types can be checked
 * (llvm.invoke resolves them after the callee's). */
typedef struct succ_ops {
  rl_unresolved *ops;
  rl_type **types;
  unsigned n;
} succ_ops;

static bool parse_succ_deferred(rl_parser *p, rl_op_parse_state *st, succ_ops *so) {
  rl_block *b;
  *so = (succ_ops){0};
  if (!rl_parse_successor(p, &b)) return false;
  rl_ops_add_successor(st, b);
  if (!rl_parse_optional_punct(p, "(")) return true;
  unsigned nt = 0;
  bool ok = parse_operand_list(p, &so->ops, &so->n) && rl_parse_punct(p, ":") && parse_types(p, &so->types, &nt) &&
            rl_parse_punct(p, ")");
  if (ok && nt != so->n) ok = rl_parser_error(p, "%u operands present, but expected %u", so->n, nt);
  return ok;
}

static bool resolve_succ(rl_parser *p, rl_op_parse_state *st, const succ_ops *so) {
  for (unsigned i = 0; i < so->n; i++)
    if (!resolve(p, st, &so->ops[i], so->types[i])) return false;
  return true;
}

/* `[cconv] (@f | %fp)(args) to ^ok(...) unwind ^bad(...) [vararg(T)] {attrs} : [!llvm.ptr,] (ins) -> res` */
bool rl_llvm_invoke_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  const rl_enum_def *cc = &rl_llvm_enum_CConv;
  if (rl_parser_at_keyword(p)) {
    const char *at = rl_parser_pos(p);
    char kw[64];
    rl_parse_optional_any_keyword(p, kw, sizeof kw);
    int found = -1;
    for (unsigned i = 0; i < cc->n && found < 0; i++)
      if (!strcmp(cc->keywords[i], kw)) found = (int)i;
    if (found < 0) return rl_parser_error_at(p, at, "expected '@' or '%%'");
    rl_ops_set_prop(c, st, "CConv", bit_enum(c, cc, cc->values[found]));
  }
  rl_unresolved fp;
  bool indirect = false;
  rl_attr *callee = rl_parse_optional_symbol_name(p);
  if (callee) {
    rl_ops_set_prop(c, st, "callee", rl_attr_symref(c, rl_attr_string_ident(callee), 0, NULL));
  } else {
    if (!rl_parser_at_operand(p)) return rl_parser_error(p, "expected '@' or '%%'");
    if (!rl_parse_operand(p, &fp)) return false;
    indirect = true;
  }
  rl_unresolved *args = NULL;
  unsigned nargs = 0;
  succ_ops normal = {0}, unwind = {0};
  bool ok = rl_parse_punct(p, "(") && parse_operand_list(p, &args, &nargs) && rl_parse_punct(p, ")") &&
            rl_parse_keyword(p, "to") && parse_succ_deferred(p, st, &normal) && rl_parse_keyword(p, "unwind") &&
            parse_succ_deferred(p, st, &unwind);
  if (ok && rl_parse_optional_keyword(p, "vararg")) {
    ok = rl_parse_punct(p, "(");
    rl_type *vt = ok ? rl_parse_type(p) : NULL;
    ok = vt && rl_parse_punct(p, ")");
    if (ok) rl_ops_set_prop(c, st, "var_callee_type", rl_attr_type(c, vt));
  }
  ok = ok && rl_parse_optional_attr_dict_props(p, st);
  const char *at = ok ? rl_parser_pos(p) : NULL;
  rl_type *types[2] = {NULL, NULL};
  unsigned ntypes = 0;
  ok = ok && rl_parse_punct(p, ":");
  do {
    rl_type *t = ok ? rl_parse_type(p) : NULL;
    ok = t != NULL;
    if (ok && ntypes < 2) types[ntypes] = t;
    ntypes++;
  } while (ok && rl_parse_optional_punct(p, ","));
  if (ok && ntypes != 1u + indirect) ok = rl_parser_error_at(p, at, "expected %s call to have %u trailing type%s",
                                                            indirect ? "indirect" : "direct", 1u + indirect,
                                                            indirect ? "s" : "");
  rl_type *ft = ok ? types[ntypes - 1] : NULL;
  if (ok && ft->kind != RL_TY_FUNCTION) ok = rl_parser_error_at(p, at, "expected trailing function type");
  if (ok && rl_type_func_num_results(ft) > 1) ok = rl_parser_error_at(p, at, "expected function with 0 or 1 result");
  if (ok && rl_type_func_num_inputs(ft) != nargs) {
    rl_emit_error(c, rl_parser_op_loc(p), "custom op 'llvm.invoke' %u operands present, but expected %u",
                  nargs + indirect, rl_type_func_num_inputs(ft) + indirect);
    ok = false;
  }
  if (ok && indirect) ok = resolve(p, st, &fp, types[0]) != NULL;
  for (unsigned i = 0; ok && i < nargs; i++) ok = resolve(p, st, &args[i], rl_type_func_input(ft, i)) != NULL;
  ok = ok && resolve_succ(p, st, &normal) && resolve_succ(p, st, &unwind);
  if (ok && rl_type_func_num_results(ft)) rl_ops_add_result_type(st, rl_type_func_result(ft, 0));
  if (ok) {
    uint64_t sizes[3] = {nargs + indirect, normal.n, unwind.n};
    rl_ops_set_prop(c, st, "operandSegmentSizes", rl_attr_dense_array(c, i32t(c), 3, sizes));
  }
  free(args);
  free(normal.ops), free(normal.types), free(unwind.ops), free(unwind.types);
  return ok;
}

void rl_llvm_invoke_print(rl_printer *p, rl_op *op) {
  unsigned ncall, nn, nu;
  rl_op_operand_group(op, 0, &ncall);
  unsigned fn = rl_op_operand_group(op, 1, &nn), fu = rl_op_operand_group(op, 2, &nu);
  space(p);
  rl_attr *cc = prop(op, "CConv");
  if (bit_enum_value(cc)) {
    print_enum_kw(p, &rl_llvm_enum_CConv, cc);
    space(p);
  }
  unsigned first = print_callee_args(p, op, ncall);
  rl_print_str(p, " to ");
  print_succ_operands(p, op, 0, fn, nn);
  rl_print_str(p, " unwind ");
  print_succ_operands(p, op, 1, fu, nu);
  print_vararg(p, op);
  static const char *const el[] = {"CConv", "callee", "var_callee_type", "operandSegmentSizes"};
  print_attrs(p, op, el, 4);
  print_call_type(p, op, first, ncall);
}

/* The unwind destination starts with llvm.landingpad (MLIR's InvokeOp::verify). */
bool rl_llvm_invoke_verify(rl_op *op) {
  rl_block *u = op->nsuccs == 2 ? rl_op_succ(op, 1) : NULL;
  if (u && (!u->first || u->first->info->name != rl_ident_cstr(rl_op_context(op), "llvm.landingpad")))
    return rl_op_emit_plain_error(op, "first operation in unwind destination should be a llvm.landingpad operation");
  return true;
}

/* A landing pad sits in a function with a personality and has a clause or
 * cleanup (MLIR's LandingpadOp::verify). */
bool rl_llvm_landingpad_verify(rl_op *op) {
  rl_op *fn = rl_op_parent_op(op);
  while (fn && fn->info->name != rl_ident_cstr(rl_op_context(op), "llvm.func")) fn = rl_op_parent_op(fn);
  if (fn && !prop(fn, "personality"))
    return rl_op_emit_plain_error(op, "llvm.landingpad needs to be in a function with a personality");
  if (!op->noperands && !prop(op, "cleanup"))
    return rl_op_emit_plain_error(op, "landingpad instruction expects at least one clause or cleanup attribute");
  return true;
}

/* `[cleanup] ((catch | filter) %v : T)* {attrs} : T` */
bool rl_llvm_landingpad_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  if (rl_parse_optional_keyword(p, "cleanup")) rl_ops_set_prop(c, st, "cleanup", rl_attr_unit(c));
  while (rl_parse_optional_punct(p, "(")) {
    if (!rl_parse_optional_keyword(p, "catch") && !rl_parse_keyword(p, "filter")) return false;
    rl_unresolved u;
    if (!rl_parse_operand(p, &u) || !rl_parse_punct(p, ":")) return false;
    rl_type *t = rl_parse_type(p);
    if (!t || !resolve(p, st, &u, t) || !rl_parse_punct(p, ")")) return false;
  }
  if (!rl_parse_optional_attr_dict_props(p, st) || !rl_parse_punct(p, ":")) return false;
  rl_type *t = rl_parse_type(p);
  if (!t) return false;
  rl_ops_add_result_type(st, t);
  return true;
}

void rl_llvm_landingpad_print(rl_printer *p, rl_op *op) {
  if (prop(op, "cleanup")) rl_print_str(p, " cleanup");
  for (unsigned i = 0; i < op->noperands; i++) {
    rl_type *t = op->operands[i].value->type;
    rl_print_str(p, rl_llvm_type_is_array(t) ? " (filter " : " (catch ");
    value(p, op, i);
    rl_print_str(p, " : ");
    rl_print_type_p(p, t);
    rl_print_str(p, ")");
  }
  static const char *const el[] = {"cleanup"};
  print_attrs(p, op, el, 1);
  rl_print_str(p, " : ");
  rl_print_type_p(p, op->results[0].type);
}

/* The llvm.func (or llvm.mlir.global) named sym in the nearest symbol table. */
static rl_op *lookup_symbol(rl_op *from, rl_ident *sym) {
  rl_op *t = rl_symbol_table_of(from);
  return t ? rl_symbol_table_lookup(t, sym) : NULL;
}

/* Reports "<what>: 'a' != 'b'" for op; returns false. */
static bool type_pair_error(rl_op *op, const char *what, const rl_type *a, const rl_type *b) {
  char *x = type_text(a), *y = type_text(b);
  rl_op_emit_error(op, "%s: '%s' != '%s'", what, x, y);
  free(x);
  free(y);
  return false;
}

/* The var_callee_type of a variadic call: a variadic function type whose
 * fixed parameters and result agree with the call's arguments and result. */
static bool verify_var_callee_type(rl_op *op, unsigned first_arg) {
  rl_attr *a = prop(op, "var_callee_type");
  if (!a) return true;
  rl_type *vt = rl_attr_type_value(a);
  if (!rl_llvm_type_is_func(vt))
    return rl_op_emit_error(op, "attribute 'var_callee_type' failed to satisfy constraint: "
                                "type attribute of LLVM function type");
  if (!rl_llvm_func_vararg(vt)) return rl_op_emit_error(op, "expected var_callee_type to be a variadic function type");
  unsigned np = rl_llvm_func_num_params(vt), nargs = op->noperands - first_arg;
  if (np > nargs) return rl_op_emit_error(op, "expected var_callee_type to have at most %u parameters", nargs);
  for (unsigned i = 0; i < np; i++)
    if (rl_llvm_func_param(vt, i) != op->operands[first_arg + i].value->type)
      return type_pair_error(op, "var_callee_type parameter type mismatch", rl_llvm_func_param(vt, i),
                             op->operands[first_arg + i].value->type);
  rl_type *rt = rl_llvm_func_result(vt);
  if (!op->nresults) {
    if (!rl_llvm_type_is_void(rt)) return rl_op_emit_error(op, "expected var_callee_type to return void");
  } else if (op->results[0].type != rt) {
    return type_pair_error(op, "var_callee_type return type mismatch", rt, op->results[0].type);
  }
  return true;
}

bool rl_llvm_call_verify(rl_op *op) {
  rl_attr *callee = prop(op, "callee");
  bool direct = callee && callee->kind == RL_AT_SYMREF;
  /* MLIR's operand and result constraints (LLVMType is any type in llvm.ops). */
  for (unsigned i = 0; i < op->noperands + op->nresults; i++) {
    bool res = i >= op->noperands;
    rl_type *t = res ? op->results[i - op->noperands].type : op->operands[i].value->type;
    if (rl_llvm_type_is_compatible(t)) continue;
    char *ts = type_text(t);
    rl_op_emit_error(op, "%s #%u must be %sLLVM dialect-compatible type, but got '%s'", res ? "result" : "operand",
                     res ? i - op->noperands : i, res ? "" : "variadic of ", ts);
    free(ts);
    return false;
  }
  if (!verify_var_callee_type(op, direct ? 0 : 1)) return false;
  if (!callee) {
    if (!op->noperands) return rl_op_emit_error(op, "must have either a `callee` attribute or at least an operand");
    if (!rl_llvm_type_is_ptr(op->operands[0].value->type)) {
      char *s = type_text(op->operands[0].value->type);
      rl_op_emit_error(op, "indirect call expects a pointer as callee: '%s'", s);
      free(s);
      return false;
    }
    return true;
  }
  if (!direct) return true;
  rl_ident *name = rl_word_ptr(callee->w[0]);
  rl_op *f = lookup_symbol(op, name);
  if (!f) return rl_op_emit_error(op, "'%s' does not reference a symbol in the current scope", name->str);
  if (!(f->info->def && f->info->def->print == rl_llvm_func_print))
    return rl_op_emit_error(op, "'%s' does not reference a valid LLVM function", name->str);
  rl_type *ft = func_type_of(f);
  if (!ft) return true;
  if (rl_llvm_func_vararg(ft) && !prop(op, "var_callee_type"))
    return rl_op_emit_error(op, "missing var_callee_type attribute for vararg call");
  unsigned np = rl_llvm_func_num_params(ft);
  if (!rl_llvm_func_vararg(ft) && op->noperands != np)
    return rl_op_emit_error(op, "incorrect number of operands (%u) for callee (expecting: %u)", op->noperands, np);
  if (op->noperands < np)
    return rl_op_emit_error(op, "incorrect number of operands (%u) for varargs callee (expecting at least: %u)",
                            op->noperands, np);
  for (unsigned i = 0; i < np; i++)
    if (op->operands[i].value->type != rl_llvm_func_param(ft, i)) {
      char what[64];
      snprintf(what, sizeof what, "operand type mismatch for operand %u", i);
      return type_pair_error(op, what, op->operands[i].value->type, rl_llvm_func_param(ft, i));
    }
  rl_type *rt = rl_llvm_func_result(ft);
  if (!op->nresults && !rl_llvm_type_is_void(rt)) return rl_op_emit_error(op, "expected function call to produce a value");
  if (op->nresults && rl_llvm_type_is_void(rt))
    return rl_op_emit_error(op, "calling function with void result must not produce values");
  if (op->nresults && op->results[0].type != rt) return type_pair_error(op, "result type mismatch", op->results[0].type, rt);
  return true;
}

/* global_ctors and global_dtors: one priority per function. */
bool rl_llvm_global_xtors_verify(rl_op *op) {
  bool ctors = rl_llvm_mlir_global_ctors_isa(op);
  const char *what = ctors ? "ctors" : "dtors";
  rl_attr *fs = prop(op, what), *prio = prop(op, "priorities");
  if (!fs || !prio || fs->kind != RL_AT_ARRAY || prio->kind != RL_AT_ARRAY) return true;
  if (rl_attr_array_size(fs) != rl_attr_array_size(prio))
    return rl_op_emit_plain_error(op, "mismatch between the number of %s and the number of priorities", what);
  return true;
}

/* Their functions, once the module is whole: each an llvm.func with a body. */
bool rl_llvm_global_xtors_verify_uses(rl_op *op) {
  bool ctors = rl_llvm_mlir_global_ctors_isa(op);
  rl_attr *fs = prop(op, ctors ? "ctors" : "dtors");
  if (!fs || fs->kind != RL_AT_ARRAY) return true;
  for (unsigned i = 0; i < rl_attr_array_size(fs); i++) {
    rl_attr *sym = rl_attr_array_elem(fs, i);
    if (sym->kind != RL_AT_SYMREF) continue;
    rl_ident *name = rl_word_ptr(sym->w[0]);
    rl_op *f = lookup_symbol(op, name);
    if (!f || !(f->info->def && f->info->def->print == rl_llvm_func_print))
      return rl_op_emit_error(op, "'%s' does not reference a valid LLVM function", name->str);
    if (!rl_op_region(f, 0)->first) return rl_op_emit_error(op, "'%s' does not have a definition", name->str);
  }
  return true;
}

bool rl_llvm_addressof_verify(rl_op *op) {
  rl_attr *g = prop(op, "global_name");
  if (!g || g->kind != RL_AT_SYMREF) return true;
  rl_op *sym = lookup_symbol(op, rl_word_ptr(g->w[0]));
  bool is_func = sym && sym->info->def && sym->info->def->print == rl_llvm_func_print;
  bool is_global = sym && sym->info->def && sym->info->def->print == rl_llvm_global_print;
  if (!is_func && !is_global)
    return rl_op_emit_error(op, "must reference a global defined by 'llvm.mlir.global' or 'llvm.func'");
  rl_type *rt = op->results[0].type;
  if (!rl_llvm_type_is_ptr(rt)) return true;
  if (is_global) {
    rl_attr *as = rl_op_get_prop(sym, id(rl_op_context(op), "addr_space"));
    unsigned gas = as && as->kind == RL_AT_INTEGER ? (unsigned)rl_attr_int_value(as) : 0;
    if (gas != rl_llvm_ptr_addrspace(rt))
      return rl_op_emit_error(op, "pointer address space must match address space of the referenced global");
  }
  return true;
}

/* ---- functions ------------------------------------------------------------------------------------- */

/* `comdat(@c::@s)` of functions and globals, if there. */
static bool parse_optional_comdat(rl_parser *p, rl_op_parse_state *st) {
  if (!rl_parse_optional_keyword(p, "comdat")) return true;
  if (!rl_parse_punct(p, "(")) return false;
  const char *at = rl_parser_pos(p);
  rl_attr *a = rl_parse_attr(p, NULL);
  if (!a) return false;
  if (a->kind != RL_AT_SYMREF) return rl_parser_error_at(p, at, "invalid kind of attribute specified");
  rl_ops_set_prop(rl_parser_context(p), st, "comdat", a);
  return rl_parse_punct(p, ")");
}

static void print_comdat(rl_printer *p, rl_op *op) {
  rl_attr *a = prop(op, "comdat");
  if (!a) return;
  rl_print_str(p, " comdat(");
  rl_print_attr_p(p, a);
  rl_print_str(p, ")");
}

/* llvm.comdat holds selectors only (the error at the first other op). */
bool rl_llvm_comdat_verify(rl_op *op) {
  rl_block *b = op->nregions ? rl_op_region(op, 0)->first : NULL;
  for (rl_op *o = b ? b->first : NULL; o; o = o->next)
    if (!rl_llvm_comdat_selector_isa(o))
      return rl_op_emit_plain_error(o, "only comdat selector symbols can appear in a comdat region");
  return true;
}

/* A comdat of a function or global names a selector: @table::@selector,
 * looked up from the nearest symbol table around op (MLIR's
 * lookupNearestSymbolFrom); run once that table's symbols are verified. */
bool rl_llvm_comdat_verify_uses(rl_op *op) {
  rl_attr *ref = prop(op, "comdat");
  if (!ref) return true;
  rl_op *s = rl_symbol_table_of(op);
  for (unsigned i = 0; i < ref->n && s; i++) s = rl_symbol_table_lookup(s, rl_word_ptr(ref->w[i]));
  if (s && rl_llvm_comdat_selector_isa(s)) return true;
  return rl_op_emit_plain_error(op, "expected comdat symbol");
}

/* A keyword of a bit-enum-as-keyword (linkage, cconv) if the next token is one. */
static bool parse_optional_enum_kw(rl_parser *p, rl_op_parse_state *st, const rl_enum_def *en, const char *name) {
  for (unsigned i = 0; i < en->n; i++)
    if (rl_parser_at_keyword_text(p, en->keywords[i])) {
      rl_parse_keyword(p, en->keywords[i]);
      rl_context *c = rl_parser_context(p);
      rl_ops_set_prop(c, st, name, bit_enum(c, en, en->values[i]));
      return true;
    }
  return false;
}

static bool parse_optional_int_enum_kw(rl_parser *p, rl_op_parse_state *st, const rl_enum_def *en, const char *name) {
  for (unsigned i = 1; i < en->n; i++) /* the first is the default, never written */
    if (rl_parser_at_keyword_text(p, en->keywords[i])) {
      rl_parse_keyword(p, en->keywords[i]);
      rl_context *c = rl_parser_context(p);
      rl_ops_set_prop(c, st, name, int_enum(c, (int64_t)en->values[i]));
      return true;
    }
  return false;
}

/* An array of dictionaries, or NULL when every one is empty. */
static rl_attr *dict_array(rl_context *c, rl_attr **dicts, unsigned n) {
  bool any = false;
  for (unsigned i = 0; i < n; i++) any |= dicts[i] && dicts[i]->n;
  if (!any) return NULL;
  rl_attr **el = malloc((n ? n : 1) * sizeof *el);
  for (unsigned i = 0; i < n; i++) el[i] = dicts[i] ? dicts[i] : rl_attr_dict(c, 0, NULL, NULL);
  rl_attr *a = rl_attr_array(c, n, el);
  free(el);
  return a;
}

/* `llvm.func [linkage] [visibility] [unnamed_addr] [cconv] @f(%a: t {attrs}, ...) [-> r {attrs}]
 *  [attributes {...}] [{ body }]` */
bool rl_llvm_func_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  parse_optional_enum_kw(p, st, &rl_llvm_enum_Linkage, "linkage");
  parse_optional_int_enum_kw(p, st, &rl_llvm_enum_Visibility, "visibility_");
  parse_optional_int_enum_kw(p, st, &rl_llvm_enum_UnnamedAddr, "unnamed_addr");
  parse_optional_enum_kw(p, st, &rl_llvm_enum_CConv, "CConv");
  const char *nat = rl_parser_pos(p); /* MLIR reports signature errors here */
  rl_attr *name = rl_parse_symbol_name(p);
  if (!name) return false;
  rl_ops_set_prop(c, st, "sym_name", name);
  if (!rl_parse_punct(p, "(")) return false;
  rl_region_arg *args = NULL;
  rl_attr **aattrs = NULL;
  unsigned nargs = 0, cap = 0;
  bool named = false, vararg = false, ok = true;
  if (!rl_parse_optional_punct(p, ")")) {
    do {
      if (rl_parse_optional_punct(p, "...")) {
        vararg = true;
        if (rl_parse_optional_punct(p, ","))
          ok = rl_parser_error(p, "variadic arguments must be in the end of the argument list");
        break;
      }
      if (nargs == cap) {
        cap = cap ? cap * 2 : 8;
        args = realloc(args, cap * sizeof *args);
        aattrs = realloc(aattrs, cap * sizeof *aattrs);
      }
      rl_region_arg *a = &args[nargs];
      memset(a, 0, sizeof *a);
      aattrs[nargs] = NULL;
      bool is_named = rl_parser_at_operand(p);
      if (nargs && is_named != named) {
        ok = rl_parser_error(p, named ? "expected SSA identifier" : "expected type instead of SSA identifier");
        break;
      }
      named = is_named;
      if (is_named) {
        a->loc = rl_parser_loc(p);
        if (!(ok = rl_parse_operand(p, &a->name) && rl_parse_punct(p, ":"))) break;
      }
      if (!(ok = (a->type = rl_parse_type(p)) != NULL)) break;
      if (!(ok = rl_parse_optional_attr_dict(p, &aattrs[nargs]))) break;
      if (is_named && !(ok = rl_parse_optional_location(p, &a->loc))) break;
      nargs++;
    } while (rl_parse_optional_punct(p, ","));
    ok = ok && rl_parse_punct(p, ")");
  }
  rl_type *res = NULL;
  rl_attr *rattrs = NULL;
  unsigned nres = 0;
  if (ok && rl_parse_optional_punct(p, "->")) {
    if (rl_parse_optional_punct(p, "(")) {
      if (!rl_parser_at_punct(p, ")")) do {
          rl_type *t = rl_parse_type(p);
          rl_attr *d = NULL;
          if (!(ok = t && rl_parse_optional_attr_dict(p, &d))) break;
          if (!nres) res = t, rattrs = d;
          nres++;
        } while (rl_parse_optional_punct(p, ","));
      ok = ok && rl_parse_punct(p, ")");
    } else {
      res = rl_parse_type(p);
      ok = res != NULL;
      nres = 1;
    }
  }
  /* The LLVM function type, checked as MLIR checks it. */
  for (unsigned i = 0; ok && i < nargs; i++)
    if (!rl_llvm_type_is_compatible(args[i].type))
      ok = rl_parser_error_at(p, nat, "failed to construct function type: expected LLVM type for function arguments");
  if (ok && nres > 1)
    ok = rl_parser_error_at(p, nat, "failed to construct function type: expected zero or one function result");
  if (ok && res && !rl_llvm_type_is_compatible(res)) {
    char *t = type_text(res);
    ok = rl_parser_error_at(p, nat, "failed to construct function type: expected LLVM type for function results'%s'", t);
    free(t);
  }
  if (ok) {
    rl_type **in = malloc((nargs + 1) * sizeof *in);
    for (unsigned i = 0; i < nargs; i++) in[i] = args[i].type;
    rl_type *ft = rl_llvm_func_type(c, res ? res : rl_llvm_void_type(c), nargs, in, vararg);
    free(in);
    rl_ops_set_prop(c, st, "function_type", rl_attr_type(c, ft));
    rl_attr *aa = dict_array(c, aattrs, nargs), *ra = dict_array(c, &rattrs, res ? 1 : 0);
    if (aa) rl_ops_set_prop(c, st, "arg_attrs", aa);
    if (ra) rl_ops_set_prop(c, st, "res_attrs", ra);
    ok = parse_optional_comdat(p, st);
    if (ok && rl_parse_optional_keyword(p, "attributes")) {
      rl_attr *d = NULL;
      if (!rl_parser_at_punct(p, "{")) ok = rl_parse_punct(p, "{");
      else ok = rl_parse_optional_attr_dict(p, &d);
      if (ok) rl_ops_take_attr_dict(c, st, d);
    }
  }
  rl_region *body = ok ? rl_ops_add_region(st) : NULL;
  if (ok && rl_parser_at_region(p)) {
    const char *at = rl_parser_pos(p); /* an empty body is reported at its `{` */
    ok = rl_parse_region(p, body, named ? args : NULL, named ? nargs : 0, true);
    if (ok && !body->first) ok = rl_parser_error_at(p, at, "expected non-empty function body");
  }
  free(args);
  free(aattrs);
  return ok;
}

static void print_dict_of(rl_printer *p, rl_attr *arr, unsigned i) {
  if (!arr || arr->kind != RL_AT_ARRAY || i >= arr->n) return;
  rl_print_attr_dict(p, rl_attr_array_elem(arr, i), NULL, 0, false);
}

void rl_llvm_func_print(rl_printer *p, rl_op *op) {
  space(p);
  rl_attr *lk = prop(op, "linkage"), *cc = prop(op, "CConv");
  if (bit_enum_value(lk)) {
    print_enum_kw(p, &rl_llvm_enum_Linkage, lk);
    space(p);
  }
  const char *vis = enum_kw(&rl_llvm_enum_Visibility, prop(op, "visibility_"));
  if (vis && strcmp(vis, "default")) {
    rl_print_str(p, vis);
    space(p);
  }
  const char *ua = enum_kw(&rl_llvm_enum_UnnamedAddr, prop(op, "unnamed_addr"));
  if (ua && strcmp(ua, "none")) {
    rl_print_str(p, ua);
    space(p);
  }
  if (bit_enum_value(cc)) {
    print_enum_kw(p, &rl_llvm_enum_CConv, cc);
    space(p);
  }
  rl_attr *name = prop(op, "sym_name");
  if (name && name->kind == RL_AT_STRING) rl_print_symbol_name(p, rl_attr_string_ident(name));
  rl_type *t = func_type_of(op);
  rl_attr *aa = prop(op, "arg_attrs"), *ra = prop(op, "res_attrs");
  rl_region *body = op->nregions ? rl_op_region(op, 0) : NULL;
  rl_block *entry = body ? body->first : NULL;
  rl_print_str(p, "(");
  unsigned nin = t ? rl_llvm_func_num_params(t) : 0;
  for (unsigned i = 0; i < nin; i++) {
    if (i) rl_print_str(p, ", ");
    if (entry && i < entry->nargs) {
      rl_print_value_name(p, entry->args[i]);
      rl_print_str(p, ": ");
    }
    rl_print_type_p(p, rl_llvm_func_param(t, i));
    print_dict_of(p, aa, i);
    if (entry && i < entry->nargs) rl_print_location(p, *rl_arg_loc(entry->args[i]));
  }
  if (t && rl_llvm_func_vararg(t)) rl_print_str(p, nin ? ", ..." : "...");
  rl_print_str(p, ")");
  if (t && !rl_llvm_type_is_void(rl_llvm_func_result(t))) {
    rl_print_str(p, " -> ");
    bool attrs = ra && ra->kind == RL_AT_ARRAY && ra->n && rl_attr_array_elem(ra, 0)->n;
    if (attrs) rl_print_str(p, "(");
    rl_print_type_p(p, rl_llvm_func_result(t));
    if (attrs) {
      print_dict_of(p, ra, 0);
      rl_print_str(p, ")");
    }
  }
  print_comdat(p, op);
  static const char *const el[] = {"sym_name", "function_type", "linkage", "CConv", "arg_attrs", "res_attrs",
                                   "visibility_", "unnamed_addr", "comdat"};
  rl_print_attr_dict(p, attrs_for_print(op, el, 9), NULL, 0, true);
  if (entry) {
    space(p);
    rl_print_region(p, body, false, true);
  }
}

/* The llvm.* argument and result attributes MLIR checks: the kind of
 * value each takes, the type it may be attached to, and whether a result
 * may carry it. Sorted by strcmp (looked up by binary search); other names
 * pass unchecked. */
enum { PA_UNIT = 1, PA_INT, PA_TYPE };      /* the value: unit, integer or type attribute */
enum { PA_ANY_TYPE, PA_PTR, PA_INTEGER };   /* what it may be attached to */
typedef struct param_attr_rule {
  const char *name;
  unsigned char value, on;
  bool arg_only; /* "is not a valid result attribute" */
} param_attr_rule;
static const param_attr_rule param_attr_rules[] = {
    {"llvm.align",                   PA_INT,  PA_PTR,      false},
    {"llvm.alignstack",              PA_INT,  PA_PTR,      true},
    {"llvm.allocalign",              0,       PA_ANY_TYPE, true},
    {"llvm.allocptr",                0,       PA_ANY_TYPE, true},
    {"llvm.byref",                   PA_TYPE, PA_PTR,      true},
    {"llvm.byval",                   PA_TYPE, PA_PTR,      true},
    {"llvm.dereferenceable",         PA_INT,  PA_PTR,      false},
    {"llvm.dereferenceable_or_null", PA_INT,  PA_PTR,      false},
    {"llvm.inalloca",                PA_TYPE, PA_PTR,      true},
    {"llvm.inreg",                   PA_UNIT, PA_ANY_TYPE, false},
    {"llvm.nest",                    PA_UNIT, PA_PTR,      true},
    {"llvm.noalias",                 PA_UNIT, PA_PTR,      false},
    {"llvm.nocapture",               PA_UNIT, PA_PTR,      true},
    {"llvm.nofree",                  PA_UNIT, PA_PTR,      true},
    {"llvm.nonnull",                 PA_UNIT, PA_PTR,      false},
    {"llvm.noundef",                 PA_UNIT, PA_ANY_TYPE, false},
    {"llvm.preallocated",            PA_TYPE, PA_PTR,      true},
    {"llvm.readnone",                PA_UNIT, PA_PTR,      true},
    {"llvm.readonly",                PA_UNIT, PA_PTR,      true},
    {"llvm.returned",                PA_UNIT, PA_ANY_TYPE, true},
    {"llvm.signext",                 PA_UNIT, PA_INTEGER,  false},
    {"llvm.sret",                    PA_TYPE, PA_PTR,      true},
    {"llvm.writeonly",               PA_UNIT, PA_PTR,      true},
    {"llvm.zeroext",                 PA_UNIT, PA_INTEGER,  false},
};

static const param_attr_rule *param_attr_rule_of(const char *name) {
  size_t lo = 0, hi = sizeof param_attr_rules / sizeof *param_attr_rules;
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    int c = strcmp(name, param_attr_rules[mid].name);
    if (!c) return &param_attr_rules[mid];
    if (c < 0) hi = mid;
    else lo = mid + 1;
  }
  return NULL;
}

/* One entry of an argument's or result's dictionary against its rule, in
 * MLIR's order: result validity, the value's kind, the type it sits on. */
static bool verify_param_attr(rl_op *op, const char *name, const rl_attr *v, const rl_type *t, bool result) {
  const param_attr_rule *r = param_attr_rule_of(name);
  if (!r) return true;
  if (result && r->arg_only) return rl_op_emit_plain_error(op, "\"%s\" is not a valid result attribute", name);
  static const char *const kinds[] = {NULL, "a unit", "an integer", "a type"};
  unsigned want = r->value == PA_UNIT ? RL_AT_UNIT : r->value == PA_INT ? RL_AT_INTEGER : RL_AT_TYPE;
  if (r->value && v->kind != want) return rl_op_emit_plain_error(op, "\"%s\" should be %s attribute", name, kinds[r->value]);
  if (r->on == PA_PTR && !rl_llvm_type_is_ptr(t))
    return rl_op_emit_plain_error(op, "\"%s\" attribute attached to non-pointer LLVM type", name);
  if (r->on == PA_INTEGER && !rl_type_is_integer(t))
    return rl_op_emit_plain_error(op, "\"%s\" attribute attached to non-integer LLVM type", name);
  return true;
}

static bool verify_param_attrs(rl_op *op, rl_attr *arr, rl_type *(*type_of)(const rl_type *, unsigned),
                               const rl_type *ft, unsigned n, bool result) {
  if (!arr || arr->kind != RL_AT_ARRAY) return true;
  for (unsigned i = 0; i < arr->n && i < n; i++) {
    rl_attr *d = rl_attr_array_elem(arr, i);
    if (d->kind != RL_AT_DICT) continue;
    rl_type *t = type_of(ft, i);
    for (unsigned k = 0; k < rl_attr_dict_size(d); k++) {
      const char *name = rl_attr_dict_name(d, k)->str;
      if (strncmp(name, "llvm.", 5)) continue;
      if (!verify_param_attr(op, name, rl_attr_dict_value(d, k), t, result)) return false;
    }
  }
  return true;
}

static rl_type *param_of(const rl_type *ft, unsigned i) { return rl_llvm_func_param(ft, i); }
static rl_type *result_of(const rl_type *ft, unsigned i) { (void)i; return rl_llvm_func_result(ft); }

bool rl_llvm_func_verify(rl_op *op) {
  rl_type *t = func_type_of(op);
  if (!t)
    return rl_op_emit_error(op, prop(op, "function_type")
                                    ? "attribute 'function_type' failed to satisfy constraint: type attribute of LLVM function type"
                                    : "requires attribute 'function_type'");
  if (bit_enum_value(prop(op, "linkage")) == 32 /* common */)
    return rl_op_emit_error(op, "functions cannot have 'common' linkage");
  if (!rl_verify_symbol_parent(op)) return false;
  if (!rl_verify_function_attrs(op, prop(op, "arg_attrs"), rl_llvm_func_num_params(t), prop(op, "res_attrs"),
                                rl_llvm_type_is_void(rl_llvm_func_result(t)) ? 0 : 1))
    return false;
  /* A signature the custom form cannot state (its parser takes LLVM types
   * only, as MLIR's does) is rejected here too: MLIR's verifier checks the
   * entry block (below) but lets an external function through, which it
   * then prints as text no parser reads. */
  rl_block *body = op->nregions ? rl_op_regions(op)[0].first : NULL;
  for (unsigned i = 0; !body && i < rl_llvm_func_num_params(t); i++)
    if (!rl_llvm_type_is_compatible(rl_llvm_func_param(t, i)))
      return rl_op_emit_error(op, "function argument #%u is not of LLVM type", i);
  rl_type *rt = rl_llvm_func_result(t);
  if (!rl_llvm_type_is_void(rt) && !rl_llvm_type_is_compatible(rt))
    return rl_op_emit_error(op, "function result is not of LLVM type");
  if (!verify_param_attrs(op, prop(op, "arg_attrs"), param_of, t, rl_llvm_func_num_params(t), false) ||
      !verify_param_attrs(op, prop(op, "res_attrs"), result_of, t, rl_llvm_type_is_void(rl_llvm_func_result(t)) ? 0 : 1,
                          true))
    return false;
  rl_block *entry = op->nregions ? rl_op_regions(op)[0].first : NULL;
  if (!entry) {
    rl_attr *lk = prop(op, "linkage");
    uint64_t v = bit_enum_value(lk);
    if (v != 0 && v != 128 /* extern_weak */)
      return rl_op_emit_error(op, "external functions must have 'external' or 'extern_weak' linkage");
    return true;
  }
  /* A definition's inline attributes (MLIR does not check a declaration's). */
  if (prop(op, "no_inline") && prop(op, "always_inline"))
    return rl_op_emit_plain_error(op, "no_inline and always_inline attributes are incompatible");
  if (prop(op, "optimize_none") && !prop(op, "no_inline"))
    return rl_op_emit_error(op, "with optimize_none must also be no_inline");
  unsigned nin = rl_llvm_func_num_params(t);
  if (entry->nargs != nin)
    return rl_op_emit_error(op, "entry block must have %u arguments to match function signature", nin);
  for (unsigned i = 0; i < nin; i++)
    if (entry->args[i]->type != rl_llvm_func_param(t, i)) {
      char *a = type_text(rl_llvm_func_param(t, i)), *b = type_text(entry->args[i]->type);
      rl_op_emit_error(op, "entry block argument #%u('%s') must match the type of the corresponding argument in function signature('%s')", i, b, a);
      free(a);
      free(b);
      return false;
    }
  for (unsigned i = 0; i < nin; i++)
    if (!rl_llvm_type_is_compatible(entry->args[i]->type))
      return rl_op_emit_error(op, "entry block argument #%u is not of LLVM type", i);
  return true;
}

/* ---- globals --------------------------------------------------------------------------------------- */

/* `[linkage] [unnamed_addr] [visibility] [thread_local] [constant] @g(value) {attrs} [: t] [{ init }]` */
bool rl_llvm_global_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  if (!parse_optional_enum_kw(p, st, &rl_llvm_enum_Linkage, "linkage"))
    rl_ops_set_prop(c, st, "linkage", bit_enum(c, &rl_llvm_enum_Linkage, 0));
  /* Visibility, unnamed_addr and thread_local in any order (MLIR prints
   * thread_local before unnamed_addr), then constant. */
  for (bool more = true; more;) {
    more = parse_optional_int_enum_kw(p, st, &rl_llvm_enum_Visibility, "visibility_") ||
           parse_optional_int_enum_kw(p, st, &rl_llvm_enum_UnnamedAddr, "unnamed_addr");
    if (rl_parse_optional_keyword(p, "thread_local")) {
      set_unit(c, st, "thread_local_", true);
      more = true;
    }
  }
  set_unit(c, st, "constant", rl_parse_optional_keyword(p, "constant"));
  rl_attr *name = rl_parse_symbol_name(p);
  if (!name) return false;
  rl_ops_set_prop(c, st, "sym_name", name);
  if (!rl_parse_punct(p, "(")) return false;
  rl_attr *v = NULL;
  if (!rl_parser_at_punct(p, ")")) {
    v = rl_parse_attr(p, NULL);
    if (!v) return false;
    rl_ops_set_prop(c, st, "value", v);
  }
  if (!rl_parse_punct(p, ")") || !parse_optional_comdat(p, st) || !rl_parse_optional_attr_dict_props(p, st))
    return false;
  rl_type *t = NULL;
  if (rl_parse_optional_punct(p, ":")) {
    t = rl_parse_type(p);
    if (!t) return false;
    /* MLIR reads a type list and wants at most one; at the op. */
    if (rl_parser_at_punct(p, ",")) {
      rl_emit_error(c, rl_parser_op_loc(p), "custom op 'llvm.mlir.global' expected zero or one type");
      return false;
    }
  }
  if (!t && !(v && v->kind == RL_AT_STRING)) {
    rl_emit_error(c, rl_parser_op_loc(p), "custom op 'llvm.mlir.global' type can only be omitted for string globals");
    return false;
  }
  rl_region *init = rl_ops_add_region(st);
  if (rl_parser_at_region(p) && !rl_parse_region(p, init, NULL, 0, true)) return false;
  if (!t) t = rl_llvm_array_type(c, rl_type_integer(c, 8, RL_SIGNLESS), rl_attr_string_ident(v)->len);
  rl_ops_set_prop(c, st, "global_type", rl_attr_type(c, t));
  if (!rl_ops_get_prop(c, st, "addr_space")) rl_ops_set_prop(c, st, "addr_space", rl_attr_integer(c, i32t(c), 0));
  return true;
}

void rl_llvm_global_print(rl_printer *p, rl_op *op) {
  rl_context *c = rl_op_context(op);
  space(p);
  rl_attr *lk = prop(op, "linkage");
  if (lk) {
    print_enum_kw(p, &rl_llvm_enum_Linkage, lk);
    space(p);
  }
  const char *vis = enum_kw(&rl_llvm_enum_Visibility, prop(op, "visibility_"));
  if (vis && strcmp(vis, "default")) {
    rl_print_str(p, vis);
    space(p);
  }
  if (prop(op, "thread_local_")) rl_print_str(p, "thread_local ");
  const char *ua = enum_kw(&rl_llvm_enum_UnnamedAddr, prop(op, "unnamed_addr"));
  if (ua && strcmp(ua, "none")) {
    rl_print_str(p, ua);
    space(p);
  }
  if (prop(op, "constant")) rl_print_str(p, "constant ");
  rl_attr *name = prop(op, "sym_name");
  if (name && name->kind == RL_AT_STRING) rl_print_symbol_name(p, rl_attr_string_ident(name));
  rl_print_str(p, "(");
  rl_attr *v = prop(op, "value");
  if (v) rl_print_attr_p(p, v);
  rl_print_str(p, ")");
  print_comdat(p, op);
  static const char *const el[] = {"sym_name", "global_type", "constant", "value", "linkage", "unnamed_addr",
                                   "thread_local_", "visibility_", "comdat"};
  /* addr_space is printed even at its default, as MLIR does. */
  rl_attr *d = attrs_for_print(op, el, 9);
  rl_attr *as = prop(op, "addr_space");
  if (as) d = rl_attr_dict_set(c, d, id(c, "addr_space"), as);
  rl_print_attr_dict(p, d, NULL, 0, false);
  rl_attr *gt = prop(op, "global_type");
  rl_type *t = gt && gt->kind == RL_AT_TYPE ? rl_attr_type_value(gt) : NULL;
  bool elide = v && v->kind == RL_AT_STRING && t && rl_llvm_type_is_array(t) &&
               rl_llvm_array_elem(t) == rl_type_integer(c, 8, RL_SIGNLESS) &&
               rl_llvm_array_size(t) == rl_attr_string_ident(v)->len;
  if (t && !elide) {
    rl_print_str(p, " : ");
    rl_print_type_p(p, t);
  }
  if (op->nregions && rl_op_regions(op)[0].first) {
    space(p);
    rl_print_region(p, rl_op_region(op, 0), false, true);
  }
}

/* Whether a value is all zeros (MLIR's isZeroAttribute: integers, floats of
 * either sign, elements and arrays of those); what cannot be read here
 * (resources, sparse elements) counts as zero, so nothing MLIR takes is refused. */
static bool zero_attr(const rl_attr *a) {
  switch (a->kind) {
  case RL_AT_INTEGER:
    for (unsigned i = 1; i < a->n; i++)
      if (a->w[i]) return false;
    return true;
  case RL_AT_FLOAT: {
    unsigned bits = rl_type_bitwidth(rl_attr_type_of(a));
    uint64_t lo = a->w[1], hi = a->w[2];
    if (bits <= 64) lo &= ~(1ull << (bits - 1)) & (bits == 64 ? ~0ull : (1ull << bits) - 1);
    else hi &= ~(1ull << (bits - 65));
    return !lo && !hi;
  }
  case RL_AT_DENSE: {
    rl_type *et = rl_type_elem(rl_attr_type_of(a));
    bool fl = rl_type_is_float(et);
    unsigned bits = fl ? rl_type_bitwidth(et) : 0;
    if (!rl_type_is_integer(et) && !(fl && bits <= 64)) return true;
    for (unsigned i = 2; i < a->n; i++) {
      uint64_t w = a->w[i];
      if (fl) w &= ~(1ull << (bits - 1));
      if (w) return false;
    }
    return true;
  }
  case RL_AT_ARRAY:
    for (unsigned i = 0; i < rl_attr_array_size(a); i++)
      if (!zero_attr(rl_attr_array_elem(a, i))) return false;
    return true;
  case RL_AT_DENSE_RESOURCE: case RL_AT_SPARSE:
    return true;
  default:
    return false;
  }
}

bool rl_llvm_global_verify(rl_op *op) {
  rl_context *c = rl_op_context(op);
  rl_attr *gt = prop(op, "global_type");
  rl_type *t = gt && gt->kind == RL_AT_TYPE ? rl_attr_type_value(gt) : NULL;
  /* A type LLVM can hold in memory: not void, a label, metadata, a token
   * or a function. */
  if (t && (rl_llvm_type_is_void(t) || rl_llvm_type_is_func(t) || t->kind == RL_LLVM_TY_SIMPLE))
    return rl_op_emit_error(op, "expects type to be a valid element type for an LLVM global");
  if (!rl_op_parent_op(op) || rl_op_parent_op(op)->info != rl_opinfo_find_cstr(c, "builtin.module"))
    return rl_op_emit_error(op, "must appear at the module level");
  rl_attr *sv = prop(op, "value");
  /* The linkages that say something of the value and type. */
  if (sv && sv->kind == RL_AT_STRING &&
      !(t && rl_llvm_type_is_array(t) && rl_llvm_array_elem(t) == rl_type_integer(c, 8, RL_SIGNLESS) &&
        rl_llvm_array_size(t) == rl_attr_string_ident(sv)->len))
    return rl_op_emit_error(op, "requires an i8 array type of the length equal to that of the string attribute");
  uint64_t lk = bit_enum_value(prop(op, "linkage"));
  if (lk == RL_LLVM_LINKAGE_COMMON && sv && !zero_attr(sv))
    return rl_op_emit_error(op, "expected zero value for 'common' linkage");
  if (lk == RL_LLVM_LINKAGE_APPENDING && !(t && rl_llvm_type_is_array(t)))
    return rl_op_emit_error(op, "expected array type for 'appending' linkage");
  rl_attr *al = prop(op, "alignment");
  if (al && al->kind == RL_AT_INTEGER) {
    int64_t a = rl_attr_int_value(al);
    if (a <= 0 || (a & (a - 1))) return rl_op_emit_plain_error(op, "alignment attribute is not a power of 2");
  }
  /* The initializer (as MLIR's verifyRegions, in its order): returns the
   * global's type, and has no side effects. */
  rl_attr *v = prop(op, "value");
  rl_block *ib = op->nregions ? rl_op_regions(op)[0].first : NULL;
  rl_op *ret = ib ? ib->last : NULL;
  if (ret && ret->info == rl_opinfo_find_cstr(c, "llvm.return")) {
    if (!ret->noperands) return rl_op_emit_error(op, "initializer region cannot return void");
    if (t && ret->operands[0].value->type != t) {
      char *got = type_text(ret->operands[0].value->type), *want = type_text(t);
      rl_op_emit_error(op, "initializer region type '%s' does not match global type '%s'", got, want);
      free(got);
      free(want);
      return false;
    }
  }
  for (rl_op *o = ib ? ib->first : NULL; o; o = o->next)
    if (!o->info->registered || !(o->info->traits & (RL_TRAIT_PURE | RL_TRAIT_NO_MEMORY_EFFECT)))
      return rl_op_emit_plain_error(o, "ops with side effects not allowed in global initializers");
  if (v && ib) return rl_op_emit_error(op, "cannot have both initializer value and region");
  return true;
}

/* llvm.inline_asm reads and writes memory when it has side effects, and
 * has no effect otherwise (MLIR's InlineAsmOp::getEffects). */
unsigned rl_llvm_inline_asm_effects(const rl_op *op) {
  return rl_llvm_inline_asm_has_side_effects((rl_op *)op) ? RL_EFFECT_READ | RL_EFFECT_WRITE : 0;
}

/* llvm.load reads; a volatile or atomic one writes too (MLIR's
 * LoadOp::getEffects), so that it is neither dropped nor merged; an
 * unordered atomic load only reads. */
unsigned rl_llvm_load_effects(const rl_op *op) {
  rl_attr *ord = rl_llvm_load_ordering((rl_op *)op);
  bool atomic = ord && rl_attr_int_value(ord) > RL_LLVM_ATOMICORDERING_UNORDERED;
  return RL_EFFECT_READ | (rl_llvm_load_volatile_((rl_op *)op) || atomic ? RL_EFFECT_WRITE : 0);
}
