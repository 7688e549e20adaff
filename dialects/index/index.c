/* The index dialect's C hooks: index.cmp's custom form and predicate check,
 * the cast verifier, and the result names of the constants (index.ops). */
#include <stdio.h>
#include <string.h>

#include "core/asm.h"
#include "core/attrs.h"
#include "core/printer.h"
#include "core/verify.h"
#include "dialects/index/index.h"
#include "dialects/index/index_ops.h"

/* The predicates of index.cmp, by value (MLIR's IndexCmpPredicate). */
static const char *const cmp_predicates[] = {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"};
enum { NPRED = sizeof cmp_predicates / sizeof *cmp_predicates };

#define PRED_LIST "eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge"

/* #index<cmp_predicate KW>: the attribute as the generic parser builds it. */
rl_attr *rl_index_cmp_predicate_attr(rl_context *c, unsigned pred) {
  char body[64];
  int n = snprintf(body, sizeof body, "<cmp_predicate %s>", pred < NPRED ? cmp_predicates[pred] : "eq");
  return rl_attr_opaque(c, rl_ident_cstr(c, "index"), rl_ident_get(c, body, (size_t)n), true);
}

/* The predicate held by a #index<cmp_predicate KW> attribute, or -1. */
int rl_index_cmp_predicate_value(const rl_attr *a) {
  if (!a || a->kind != RL_AT_OPAQUE || !a->sub) return -1;
  const rl_ident *d = rl_word_ptr(a->w[0]), *body = rl_word_ptr(a->w[1]);
  if (d->len != 5 || memcmp(d->str, "index", 5) != 0) return -1;
  static const char prefix[] = "<cmp_predicate ";
  size_t np = sizeof prefix - 1;
  if (body->len < np + 2 || memcmp(body->str, prefix, np) != 0 || body->str[body->len - 1] != '>') return -1;
  const char *kw = body->str + np;
  size_t nk = body->len - np - 1;
  for (unsigned i = 0; i < NPRED; i++)
    if (strlen(cmp_predicates[i]) == nk && memcmp(cmp_predicates[i], kw, nk) == 0) return (int)i;
  return -1;
}

/* `slt(%a, %b) {attrs}`. */
bool rl_index_cmp_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  char kw[32];
  if (!rl_parse_optional_any_keyword(p, kw, sizeof kw))
    return rl_parser_error(p, "custom op 'index.cmp' expected valid keyword");
  int pred = -1;
  for (unsigned i = 0; i < NPRED && pred < 0; i++)
    if (!strcmp(cmp_predicates[i], kw)) pred = (int)i;
  if (pred < 0)
    return rl_parser_error(p, "custom op 'index.cmp' expected ::mlir::index::IndexCmpPredicate to be one of: " PRED_LIST);
  rl_ops_set_prop(c, st, "pred", rl_index_cmp_predicate_attr(c, (unsigned)pred));
  rl_unresolved lhs, rhs;
  if (!rl_parse_punct(p, "(") || !rl_parse_operand(p, &lhs) || !rl_parse_punct(p, ",") ||
      !rl_parse_operand(p, &rhs) || !rl_parse_punct(p, ")") || !rl_parse_optional_attr_dict(p, &st->attrs))
    return false;
  rl_type *index = rl_type_index(c);
  rl_value *l = rl_parser_resolve(p, &lhs, index);
  if (!l) return false;
  rl_value *r = rl_parser_resolve(p, &rhs, index);
  if (!r) return false;
  rl_ops_add_operand(st, l);
  rl_ops_add_operand(st, r);
  rl_ops_add_result_type(st, rl_type_integer(c, 1, RL_SIGNLESS));
  return true;
}

void rl_index_cmp_print(rl_printer *p, rl_op *op) {
  rl_context *c = rl_op_context(op);
  int pred = rl_index_cmp_predicate_value(rl_op_get_prop(op, rl_ident_cstr(c, "pred")));
  rl_print_str(p, " ");
  rl_print_str(p, pred >= 0 ? cmp_predicates[pred] : "eq");
  rl_print_str(p, "(");
  if (op->noperands > 0) rl_print_value_name(p, op->operands[0].value);
  rl_print_str(p, ", ");
  if (op->noperands > 1) rl_print_value_name(p, op->operands[1].value);
  rl_print_str(p, ")");
  static const char *const elided[] = {"pred"};
  rl_print_attr_dict(p, op->attrs, elided, 1, false);
}

bool rl_index_cmp_verify(rl_op *op) {
  rl_attr *a = rl_op_get_prop(op, rl_ident_cstr(rl_op_context(op), "pred"));
  if (rl_index_cmp_predicate_value(a) < 0)
    return rl_op_emit_error(op, "attribute 'pred' failed to satisfy constraint: index comparison predicate kind");
  return true;
}

/* index.casts and index.castu: one side is index, the other an integer. */
bool rl_index_cast_verify(rl_op *op) {
  if (op->noperands != 1 || op->nresults != 1) return true;
  rl_type *in = op->operands[0].value->type, *out = op->results[0].type;
  if ((rl_type_is_index(in) && rl_type_is_integer(out)) || (rl_type_is_integer(in) && rl_type_is_index(out)))
    return true;
  rl_strbuf a = {0}, b = {0};
  rl_print_type(&a, in);
  rl_print_type(&b, out);
  rl_op_emit_error(op, "operand type '%s' and result type '%s' are cast incompatible", a.data, b.data);
  rl_sb_free(&a);
  rl_sb_free(&b);
  return false;
}

/* `%idx42`, `%idx-1`. */
void rl_index_constant_names(rl_op *op, rl_set_name_fn set, void *ud) {
  rl_attr *v = rl_op_get_prop(op, rl_ident_cstr(rl_op_context(op), "value"));
  if (!v || v->kind != RL_AT_INTEGER || !op->nresults) return;
  char name[32];
  snprintf(name, sizeof name, "idx%lld", (long long)rl_attr_int_value(v));
  set(ud, rl_op_result(op, 0), name);
}

/* `%true`, `%false`. */
void rl_index_bool_constant_names(rl_op *op, rl_set_name_fn set, void *ud) {
  rl_attr *v = rl_op_get_prop(op, rl_ident_cstr(rl_op_context(op), "value"));
  if (!v || v->kind != RL_AT_INTEGER || !op->nresults) return;
  set(ud, rl_op_result(op, 0), rl_attr_int_value(v) ? "true" : "false");
}

/* ---- Forms whose types are implied (index, i1) ---------------------------- */

/* `%a, %b {attrs}`: the binary ops, all on index. */
bool rl_index_binary_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  rl_unresolved lhs, rhs;
  if (!rl_parse_operand(p, &lhs) || !rl_parse_punct(p, ",") || !rl_parse_operand(p, &rhs) ||
      !rl_parse_optional_attr_dict(p, &st->attrs))
    return false;
  rl_type *index = rl_type_index(c);
  rl_value *l = rl_parser_resolve(p, &lhs, index);
  if (!l) return false;
  rl_value *r = rl_parser_resolve(p, &rhs, index);
  if (!r) return false;
  rl_ops_add_operand(st, l);
  rl_ops_add_operand(st, r);
  rl_ops_add_result_type(st, index);
  return true;
}

void rl_index_binary_print(rl_printer *p, rl_op *op) {
  for (unsigned i = 0; i < op->noperands; i++) {
    rl_print_str(p, i ? ", " : " ");
    rl_print_value_name(p, op->operands[i].value);
  }
  rl_print_attr_dict(p, op->attrs, NULL, 0, false);
}

/* `{attrs}`. */
bool rl_index_sizeof_parse(rl_parser *p, rl_op_parse_state *st) {
  if (!rl_parse_optional_attr_dict(p, &st->attrs)) return false;
  rl_ops_add_result_type(st, rl_type_index(rl_parser_context(p)));
  return true;
}

void rl_index_sizeof_print(rl_printer *p, rl_op *op) { rl_print_attr_dict(p, op->attrs, NULL, 0, false); }

/* `{attrs} VALUE`, the value parsed with the result type as its type. */
static bool parse_constant(rl_parser *p, rl_op_parse_state *st, rl_type *t, bool is_bool) {
  if (!rl_parse_optional_attr_dict(p, &st->attrs)) return false;
  rl_attr *v = rl_parse_attr(p, t);
  if (!v) return false;
  if (v->kind != RL_AT_INTEGER || rl_attr_type_of(v) != t)
    return rl_parser_error(p, "custom op '%s' invalid kind of attribute specified",
                           is_bool ? "index.bool.constant" : "index.constant");
  rl_ops_set_prop(rl_parser_context(p), st, "value", v);
  rl_ops_add_result_type(st, t);
  return true;
}

bool rl_index_constant_parse(rl_parser *p, rl_op_parse_state *st) {
  return parse_constant(p, st, rl_type_index(rl_parser_context(p)), false);
}

bool rl_index_bool_constant_parse(rl_parser *p, rl_op_parse_state *st) {
  return parse_constant(p, st, rl_type_integer(rl_parser_context(p), 1, RL_SIGNLESS), true);
}

/* Both constants: the attributes, then the value without its type. */
void rl_index_constant_print(rl_printer *p, rl_op *op) {
  rl_print_attr_dict(p, op->attrs, NULL, 0, false);
  rl_attr *v = rl_op_get_prop(op, rl_ident_cstr(rl_op_context(op), "value"));
  if (!v) return;
  rl_print_str(p, " ");
  rl_print_attr_elided(p, v);
}
