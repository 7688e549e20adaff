/* toy/toy.c: the toy dialect's C hooks (see toy.ops): the custom forms of
 * toy.constant and of the binary ops, the verifiers, and (chapter 7) the
 * type !toy.struct<...>. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/attrs.h"
#include "core/context.h"
#include "core/printer.h"
#include "core/types.h"
#include "core/verify.h"
#include "toy/toy.h"

/* toy.constant {attrs} dense<...> : tensor<...>: the result has the value's type. */
bool toy_constant_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  if (!rl_parse_optional_attr_dict_props(p, st)) return false;
  rl_attr *v = rl_parse_attr(p, NULL);
  if (!v) return false;
  rl_ops_set_prop(c, st, "value", v);
  rl_ops_add_result_type(st, rl_attr_type_of(v));
  return true;
}

void toy_constant_print(rl_printer *p, rl_op *op) {
  rl_print_str(p, " ");
  rl_print_attr_dict(p, op->attrs, NULL, 0, false);
  if (op->attrs) rl_print_str(p, " ");
  rl_print_attr_p(p, rl_toy_constant_value(op));
}

static char *type_text(const rl_type *t) {
  rl_strbuf sb = {0};
  rl_print_type(&sb, t);
  if (!sb.data) rl_sb_printf(&sb, "%s", "");
  return sb.data;
}

static bool check_toy_operands(rl_op *op, const char *what);

/* The value's type is the result's (when the result is ranked). */
bool toy_constant_verify(rl_op *op) {
  rl_attr *v = rl_toy_constant_value(op);
  rl_type *vt = rl_attr_type_of(v), *rt = op->results[0].type;
  if (rt->kind != RL_TY_TENSOR) return true;
  if (rl_type_rank(vt) != rl_type_rank(rt))
    return rl_op_emit_error(op, "return type must match the one of the attached value attribute: %u != %u",
                            rl_type_rank(vt), rl_type_rank(rt));
  for (unsigned i = 0; i < rl_type_rank(vt); i++)
    if (rl_type_dim(vt, i) != rl_type_dim(rt, i))
      return rl_op_emit_error(op, "return type shape mismatches its attribute at dimension %u: %lld != %lld", i,
                              (long long)rl_type_dim(vt, i), (long long)rl_type_dim(rt, i));
  return true;
}

/* %a, %b : T when both operands and the result have type T, else
 * %a, %b : (T1, T2) -> T3. */
bool toy_binary_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_unresolved a, b;
  if (!rl_parse_operand(p, &a) || !rl_parse_punct(p, ",") || !rl_parse_operand(p, &b)) return false;
  if (!rl_parse_optional_attr_dict_props(p, st) || !rl_parse_punct(p, ":")) return false;
  const char *at = rl_parser_pos(p);
  rl_type *t = rl_parse_type(p);
  if (!t) return false;
  rl_type *ta = t, *tb = t, *tr = t;
  if (t->kind == RL_TY_FUNCTION) {
    if (rl_type_func_num_inputs(t) != 2 || rl_type_func_num_results(t) != 1) {
      rl_parser_error(p, "expected function type with 2 inputs and 1 result");
      (void)at;
      return false;
    }
    ta = rl_type_func_input(t, 0), tb = rl_type_func_input(t, 1), tr = rl_type_func_result(t, 0);
  }
  rl_value *va = rl_parser_resolve(p, &a, ta), *vb = va ? rl_parser_resolve(p, &b, tb) : NULL;
  if (!vb) return false;
  rl_ops_add_operand(st, va);
  rl_ops_add_operand(st, vb);
  rl_ops_add_result_type(st, tr);
  return true;
}

void toy_binary_print(rl_printer *p, rl_op *op) {
  rl_print_str(p, " ");
  rl_print_value_name(p, rl_op_operand(op, 0));
  rl_print_str(p, ", ");
  rl_print_value_name(p, rl_op_operand(op, 1));
  rl_print_attr_dict(p, op->attrs, NULL, 0, false);
  rl_print_str(p, " : ");
  rl_type *r = op->results[0].type;
  if (rl_op_operand(op, 0)->type == r && rl_op_operand(op, 1)->type == r) {
    rl_print_type_p(p, r);
    return;
  }
  rl_print_str(p, "(");
  rl_print_type_p(p, rl_op_operand(op, 0)->type);
  rl_print_str(p, ", ");
  rl_print_type_p(p, rl_op_operand(op, 1)->type);
  rl_print_str(p, ") -> ");
  rl_print_type_p(p, r);
}

/* Ranked input and result: the result's shape is the input's reversed. */
bool toy_transpose_verify(rl_op *op) {
  rl_type *in = rl_op_operand(op, 0)->type, *out = op->results[0].type;
  if (in->kind != RL_TY_TENSOR || out->kind != RL_TY_TENSOR) return true;
  unsigned n = rl_type_rank(in);
  bool ok = rl_type_rank(out) == n;
  for (unsigned i = 0; ok && i < n; i++) ok = rl_type_dim(in, i) == rl_type_dim(out, n - 1 - i);
  if (!ok) return rl_op_emit_error(op, "expected result shape to be a transpose of the input");
  return true;
}

static bool compatible(const rl_type *a, const rl_type *b) {
  return a == b || a->kind == RL_TY_UNRANKED_TENSOR || b->kind == RL_TY_UNRANKED_TENSOR;
}

/* At most one value, as many as the function's results, of compatible types. */
bool toy_return_verify(rl_op *op) {
  if (!check_toy_operands(op, "variadic")) return false;
  rl_op *f = op->parent && op->parent->parent ? op->parent->parent->parent : NULL;
  rl_attr *ft = f ? rl_toy_func_function_type(f) : NULL;
  if (op->noperands > 1) return rl_op_emit_error(op, "expects at most 1 return operand");
  if (!ft) return true;
  rl_type *t = rl_attr_type_value(ft);
  unsigned nres = rl_type_func_num_results(t);
  if (op->noperands != nres)
    return rl_op_emit_error(op, "does not return the same number of values (%u) as the enclosing function (%u)",
                            op->noperands, nres);
  if (!nres) return true;
  rl_type *in = rl_op_operand(op, 0)->type, *want = rl_type_func_result(t, 0);
  if (compatible(in, want)) return true;
  char *a = type_text(in), *b = type_text(want);
  rl_op_emit_error(op, "type of return operand (%s) doesn't match function result type (%s)", a, b);
  free(a);
  free(b);
  return false;
}

/* ---- chapter 7: !toy.struct<...> ---- */

rl_type *toy_struct_type(rl_context *c, unsigned n, rl_type *const *elems) {
  uint64_t w[64];
  if (n > 64) return NULL;
  for (unsigned i = 0; i < n; i++) w[i] = rl_ptr_word(elems[i]);
  return (rl_type *)rl_uniq(c, TOY_TY_STRUCT, 0, n, w);
}

static bool is_toy_type(const rl_type *t) {
  return toy_is_struct(t) || ((t->kind == RL_TY_TENSOR || t->kind == RL_TY_UNRANKED_TENSOR) &&
                              rl_type_is_float(rl_type_elem(t)) && rl_type_float_sem(rl_type_elem(t)) == RL_F64);
}

/* !toy.struct<T, ...>: at least one element, each a tensor or a struct. */
static rl_type *parse_type(rl_parser *p, const char *mnemonic, size_t n) {
  if (n != 6 || memcmp(mnemonic, "struct", 6)) {
    rl_parser_error(p, "unknown toy type '%.*s'", (int)n, mnemonic);
    return NULL;
  }
  if (!rl_parse_punct(p, "<")) return NULL;
  rl_type *elems[64];
  unsigned k = 0;
  do {
    const char *at = rl_parser_pos(p);
    rl_type *t = rl_parse_type(p);
    if (!t) return NULL;
    if (t->kind != RL_TY_TENSOR && t->kind != RL_TY_UNRANKED_TENSOR && !toy_is_struct(t)) {
      char *text = type_text(t);
      rl_parser_error_at(p, at, "element type for a struct must either be a TensorType or a StructType, got: %s",
                         text);
      free(text);
      return NULL;
    }
    if (k == 64) {
      rl_parser_error_at(p, at, "a struct of more than 64 elements");
      return NULL;
    }
    elems[k++] = t;
  } while (rl_parse_optional_punct(p, ","));
  if (!rl_parse_punct(p, ">")) return NULL;
  return toy_struct_type(rl_parser_context(p), k, elems);
}

static void print_type(rl_printer *p, const rl_type *t) {
  rl_print_str(p, "struct<");
  for (unsigned i = 0; i < toy_struct_size(t); i++) {
    if (i) rl_print_str(p, ", ");
    rl_print_type_p(p, toy_struct_elem(t, i));
  }
  rl_print_str(p, ">");
}

static const rl_dialect_types toy_types = {
    .dialect = "toy",
    .first_kind = TOY_TY_STRUCT,
    .last_kind = TOY_TY_STRUCT,
    .parse = parse_type,
    .print = print_type,
};

void toy_init(rl_context *c) { rl_register_dialect_types(c, &toy_types); }

/* What ODS says of an operand that is not a Toy_Type. */
static bool check_toy_operands(rl_op *op, const char *what) {
  for (unsigned i = 0; i < op->noperands; i++) {
    rl_type *t = rl_op_operand(op, i)->type;
    if (is_toy_type(t)) continue;
    char *text = type_text(t);
    rl_op_emit_error(op, "operand #%u must be %s of tensor of 64-bit float values or Toy struct type, but got '%s'", i,
                     what, text);
    free(text);
    return false;
  }
  return true;
}

bool toy_generic_call_verify(rl_op *op) {
  if (!check_toy_operands(op, "variadic")) return false;
  rl_type *r = op->results[0].type;
  if (is_toy_type(r)) return true;
  char *text = type_text(r);
  rl_op_emit_error(op, "result #0 must be tensor of 64-bit float values or Toy struct type, but got '%s'", text);
  free(text);
  return false;
}

/* A constant for type t: a dense tensor for a tensor type, an array of
 * one constant per element for a struct. */
static bool verify_constant_for(rl_op *op, rl_type *t, rl_attr *v) {
  if (toy_is_struct(t)) {
    if (v->kind != RL_AT_ARRAY) return rl_op_emit_error(op, "expected an array attribute for a struct type");
    if (rl_attr_array_size(v) != toy_struct_size(t))
      return rl_op_emit_error(op, "expected %u elements in the struct constant, got %u", toy_struct_size(t),
                              rl_attr_array_size(v));
    for (unsigned i = 0; i < toy_struct_size(t); i++)
      if (!verify_constant_for(op, toy_struct_elem(t, i), rl_attr_array_elem(v, i))) return false;
    return true;
  }
  if (v->kind != RL_AT_DENSE) return rl_op_emit_error(op, "expected a dense elements attribute for a tensor type");
  rl_type *vt = rl_attr_type_of(v);
  if (t->kind == RL_TY_TENSOR && vt != t) {
    char *a = type_text(vt), *b = type_text(t);
    rl_op_emit_error(op, "element of type %s does not match the struct's element type %s", a, b);
    free(a), free(b);
    return false;
  }
  return true;
}

bool toy_struct_constant_verify(rl_op *op) {
  rl_type *t = op->results[0].type;
  if (!toy_is_struct(t)) {
    char *text = type_text(t);
    rl_op_emit_error(op, "result #0 must be Toy struct type, but got '%s'", text);
    free(text);
    return false;
  }
  return verify_constant_for(op, t, rl_toy_struct_constant_value(op));
}

bool toy_struct_access_verify(rl_op *op) {
  rl_type *t = rl_op_operand(op, 0)->type;
  if (!toy_is_struct(t)) {
    char *text = type_text(t);
    rl_op_emit_error(op, "operand #0 must be Toy struct type, but got '%s'", text);
    free(text);
    return false;
  }
  int64_t i = rl_attr_int_value(rl_toy_struct_access_index(op));
  if (i < 0 || i >= (int64_t)toy_struct_size(t))
    return rl_op_emit_error(op, "index should be within the range of the input struct type");
  if (op->results[0].type != toy_struct_elem(t, (unsigned)i))
    return rl_op_emit_error(op, "must have the same result type as the struct element referred to by the index");
  return true;
}
