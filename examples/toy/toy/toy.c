/* toy/toy.c: the toy dialect's C hooks (see toy.ops): the custom forms of
 * toy.constant and of the binary ops, and the verifiers. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/attrs.h"
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
