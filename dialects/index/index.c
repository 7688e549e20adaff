/* The index dialect's C hooks: index.cmp's predicate (its custom directive
 * and its check), the cast verifier, and the result names of the constants
 * (index.ops). */
#include <stdio.h>
#include <string.h>

#include "core/asm.h"
#include "core/attrs.h"
#include "core/diag.h"
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

/* custom<IndexCmpPredicate>($pred): the predicate's keyword, `slt`. A bad
 * keyword gets MLIR's two errors: the keyword's, then the attribute
 * parameter's (at the next token); a token the lexer rejected, only the
 * lexer's. */
bool rl_custom_IndexCmpPredicate_parse(rl_parser *p, rl_fmt_slot *const *args, unsigned nargs) {
  rl_context *c = rl_parser_context(p);
  const char *at = rl_parser_pos(p);
  char kw[256];
  if (nargs == 1 && rl_parse_optional_any_keyword(p, kw, sizeof kw)) {
    for (unsigned i = 0; i < NPRED; i++)
      if (!strcmp(cmp_predicates[i], kw)) {
        rl_fmt_slot_set_attr(args[0], rl_index_cmp_predicate_attr(c, i));
        return true;
      }
    rl_parser_error_at(p, at, "expected ::mlir::index::IndexCmpPredicate to be one of: " PRED_LIST);
  } else {
    bool token = rl_parser_at_attr(p) || rl_parser_at_type(p) || rl_parser_at_operand(p) || rl_parser_at_punct(p, "(");
    rl_parser_error(p, "expected valid keyword");
    if (!token) return false;
  }
  rl_emit_error(c, rl_parser_loc(p),
                "custom op 'index.cmp' failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a "
                "`::mlir::index::IndexCmpPredicate`");
  return false;
}

void rl_custom_IndexCmpPredicate_print(rl_printer *p, rl_op *op) {
  int pred = rl_index_cmp_predicate_value(rl_op_get_prop(op, rl_ident_cstr(rl_op_context(op), "pred")));
  rl_print_str(p, pred >= 0 ? cmp_predicates[pred] : "eq");
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

/* custom<IndexBoolValue>($value): index.bool.constant's value, `true`,
 * `false` or `1`, read as an i1 (MLIR's BoolAttr has the value type i1). */
bool rl_custom_IndexBoolValue_parse(rl_parser *p, rl_fmt_slot *const *args, unsigned nargs) {
  rl_context *c = rl_parser_context(p);
  const char *at = rl_parser_pos(p);
  rl_type *i1 = rl_type_integer(c, 1, RL_SIGNLESS);
  rl_attr *v = rl_parse_attr(p, i1);
  if (!v) return false;
  if (nargs != 1 || v->kind != RL_AT_INTEGER || rl_attr_type_of(v) != i1)
    return rl_parser_error_at(p, at, "invalid kind of attribute specified");
  rl_fmt_slot_set_attr(args[0], v);
  return true;
}

void rl_custom_IndexBoolValue_print(rl_printer *p, rl_op *op) {
  rl_attr *v = rl_op_get_prop(op, rl_ident_cstr(rl_op_context(op), "value"));
  if (v) rl_print_attr_elided(p, v);
}
