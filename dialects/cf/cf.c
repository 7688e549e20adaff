/* The cf dialect's C hooks: the checks of branch operands against the
 * arguments of their successor blocks (MLIR's BranchOpInterface), the
 * verifier of cf.switch, the custom forms of cf.assert and cf.cond_br, and
 * cf.switch's `custom<SwitchOpCases>` directive (the bracketed list of
 * `default:` and `value:` destinations). Declared in cf.ops. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/asm.h"
#include "core/diag.h"
#include "core/printer.h"
#include "core/verify.h"
#include "dialects/cf/cf_ops.h"

static rl_attr *prop(rl_op *op, const char *name) {
  return rl_op_get_prop(op, rl_ident_cstr(rl_op_context(op), name));
}

static char *type_text(const rl_type *t) {
  rl_strbuf b = {0};
  rl_print_type(&b, t);
  return b.data;
}

bool rl_cf_br_verify(rl_op *op) { return rl_verify_successor_operands(op, 0, 0, op->noperands); }

bool rl_cf_cond_br_verify(rl_op *op) {
  unsigned nt, nf;
  unsigned ft = rl_op_operand_group(op, 1, &nt), ff = rl_op_operand_group(op, 2, &nf);
  return rl_verify_successor_operands(op, 0, ft, nt) && rl_verify_successor_operands(op, 1, ff, nf);
}

/* ---- cf.assert and cf.cond_br custom forms ------------------------------------ */

/* `%arg, "msg" {attrs}` */
bool rl_cf_assert_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  rl_unresolved arg;
  if (!rl_parse_operand(p, &arg) || !rl_parse_punct(p, ",")) return false;
  bool str = rl_parser_at_string(p);
  const char *at = rl_parser_pos(p);
  rl_attr *msg = rl_parse_attr(p, rl_type_none(c));
  if (!msg) return false;
  if (!str || msg->kind != RL_AT_STRING) return rl_parser_error_at(p, at, "invalid kind of attribute specified");
  rl_ops_set_prop(c, st, "msg", msg);
  if (!rl_parse_optional_attr_dict(p, &st->attrs)) return false;
  rl_value *v = rl_parser_resolve(p, &arg, rl_type_integer(c, 1, RL_SIGNLESS));
  if (!v) return false;
  rl_ops_add_operand(st, v);
  return true;
}

void rl_cf_assert_print(rl_printer *p, rl_op *op) {
  rl_print_str(p, " ");
  if (op->noperands) rl_print_value_name(p, op->operands[0].value);
  rl_print_str(p, ", ");
  rl_attr *msg = prop(op, "msg");
  if (msg) rl_print_attr_p(p, msg);
  rl_print_attr_dict(p, op->attrs, NULL, 0, false);
}

/* A successor with optional `(%a, %b : t1, t2)`, resolved into st. */
static bool parse_succ_with_operands(rl_parser *p, rl_op_parse_state *st, unsigned *count) {
  rl_block *b;
  *count = 0;
  if (!rl_parse_successor(p, &b)) return false;
  rl_ops_add_successor(st, b);
  if (!rl_parse_optional_punct(p, "(")) return true;
  rl_unresolved *ops = NULL;
  unsigned n = 0, cap = 0, nt = 0;
  bool ok = true;
  do {
    if (n == cap) {
      cap = cap ? cap * 2 : 4;
      ops = realloc(ops, cap * sizeof *ops);
    }
    ok = rl_parse_operand(p, &ops[n++]);
  } while (ok && rl_parse_optional_punct(p, ","));
  rl_type **types = NULL;
  unsigned tcap = 0;
  ok = ok && rl_parse_punct(p, ":");
  if (ok) do {
      rl_type *t = rl_parse_type(p);
      if (!t) { ok = false; break; }
      if (nt == tcap) {
        tcap = tcap ? tcap * 2 : 4;
        types = realloc(types, tcap * sizeof *types);
      }
      types[nt++] = t;
    } while (rl_parse_optional_punct(p, ","));
  ok = ok && rl_parse_punct(p, ")");
  if (ok && nt != n) ok = rl_parser_error(p, "%u operands present, but expected %u", n, nt);
  for (unsigned i = 0; ok && i < n; i++) {
    rl_value *v = rl_parser_resolve(p, &ops[i], types[i]);
    if (!v) ok = false;
    else rl_ops_add_operand(st, v);
  }
  *count = n;
  free(ops);
  free(types);
  return ok;
}

/* `%cond, ^t(%a : t1), ^f {attrs}` */
bool rl_cf_cond_br_parse(rl_parser *p, rl_op_parse_state *st) {
  rl_context *c = rl_parser_context(p);
  rl_unresolved cond;
  if (!rl_parse_operand(p, &cond) || !rl_parse_punct(p, ",")) return false;
  rl_value *v = rl_parser_resolve(p, &cond, rl_type_integer(c, 1, RL_SIGNLESS));
  if (!v) return false;
  rl_ops_add_operand(st, v);
  unsigned nt, nf;
  if (!parse_succ_with_operands(p, st, &nt) || !rl_parse_punct(p, ",") || !parse_succ_with_operands(p, st, &nf))
    return false;
  if (!rl_parse_optional_attr_dict(p, &st->attrs)) return false;
  uint64_t sizes[3] = {1, nt, nf};
  rl_ops_set_prop(c, st, "operandSegmentSizes", rl_attr_dense_array(c, rl_type_integer(c, 32, RL_SIGNLESS), 3, sizes));
  return true;
}

static void print_succ_with_operands(rl_printer *p, rl_op *op, unsigned s, unsigned first, unsigned n) {
  if (s < op->nsuccs) rl_print_successor(p, rl_op_succ(op, s));
  if (!n) return;
  rl_print_str(p, "(");
  for (unsigned i = 0; i < n; i++) {
    if (i) rl_print_str(p, ", ");
    rl_print_value_name(p, op->operands[first + i].value);
  }
  rl_print_str(p, " : ");
  for (unsigned i = 0; i < n; i++) {
    if (i) rl_print_str(p, ", ");
    rl_print_type_p(p, op->operands[first + i].value->type);
  }
  rl_print_str(p, ")");
}

void rl_cf_cond_br_print(rl_printer *p, rl_op *op) {
  unsigned nt, nf;
  unsigned ft = rl_op_operand_group(op, 1, &nt), ff = rl_op_operand_group(op, 2, &nf);
  rl_print_str(p, " ");
  if (op->noperands) rl_print_value_name(p, op->operands[0].value);
  rl_print_str(p, ", ");
  print_succ_with_operands(p, op, 0, ft, nt);
  rl_print_str(p, ", ");
  print_succ_with_operands(p, op, 1, ff, nf);
  static const char *const elided[] = {"operandSegmentSizes"};
  rl_print_attr_dict(p, op->attrs, elided, 1, false);
}

/* ---- cf.switch ---------------------------------------------------------------- */

/* The number of case values, or 0 without case_values. */
static size_t case_count(const rl_attr *cv) {
  if (!cv || cv->kind != RL_AT_DENSE) return 0;
  const rl_type *t = rl_word_ptr(cv->w[0]);
  if (t->kind != RL_TY_VECTOR && t->kind != RL_TY_TENSOR) return 0;
  unsigned rank = t->kind == RL_TY_VECTOR ? (unsigned)t->w[1] : t->n - 2;
  const uint64_t *dims = t->kind == RL_TY_VECTOR ? &t->w[2] : &t->w[2];
  size_t n = 1;
  for (unsigned i = 0; i < rank; i++) n *= (size_t)dims[i];
  return n;
}

static rl_type *elements_elem_type(const rl_attr *cv) {
  const rl_type *t = rl_word_ptr(cv->w[0]);
  return (rl_type *)rl_word_ptr(t->w[0]);
}

/* Case value i as MLIR prints it: the zero-extended value, limited to
 * 64 bits. */
static uint64_t case_value(const rl_attr *cv, size_t i) {
  unsigned wpe = (unsigned)cv->w[1];
  size_t at = cv->sub ? 0 : i * wpe;
  for (unsigned k = 1; k < wpe; k++)
    if (cv->w[2 + at + k]) return UINT64_MAX;
  return cv->w[2 + at];
}

bool rl_cf_switch_verify(rl_op *op) {
  rl_attr *cv = prop(op, "case_values"), *seg = prop(op, "case_operand_segments");
  unsigned ncaseops, ndef;
  unsigned fcase = rl_op_operand_group(op, 2, &ncaseops), fdef = rl_op_operand_group(op, 1, &ndef);
  /* caseOperands is split by case_operand_segments (VariadicOfVariadic). */
  size_t nseg = seg && seg->kind == RL_AT_DENSE_ARRAY ? seg->n - 1 : 0;
  uint64_t total = 0;
  for (size_t i = 0; i < nseg; i++) total += (uint64_t)(int64_t)(int32_t)seg->w[1 + i];
  if (total != ncaseops)
    return rl_op_emit_error(op, "caseOperands count (%u) does not match with the total size (%llu) specified in attribute 'case_operand_segments'",
                            ncaseops, (unsigned long long)total);
  if (cv && (cv->kind != RL_AT_DENSE || elements_elem_type(cv)->kind != RL_TY_INTEGER))
    return rl_op_emit_error(op, "attribute 'case_values' failed to satisfy constraint: integer elements attribute");
  /* Branch operands against the successors' arguments. */
  if (!rl_verify_successor_operands(op, 0, fdef, ndef)) return false;
  unsigned at = fcase;
  for (size_t i = 0; i + 1 < op->nsuccs && i < nseg; i++) {
    unsigned n = (unsigned)(int32_t)seg->w[1 + i];
    if (!rl_verify_successor_operands(op, (unsigned)i + 1, at, n)) return false;
    at += n;
  }
  if (!cv && op->nsuccs == 1) return true;
  if (cv) {
    rl_type *flag = op->operands[0].value->type, *et = elements_elem_type(cv);
    if (et != flag) {
      char *a = type_text(flag), *b = type_text(et);
      rl_op_emit_error(op, "'flag' type ('%s') should match case value type ('%s')", a, b);
      free(a);
      free(b);
      return false;
    }
  }
  size_t n = case_count(cv);
  if (n != op->nsuccs - 1u)
    return rl_op_emit_error(op, "number of case values (%zu) should match number of case destinations (%u)", n,
                            op->nsuccs - 1);
  return true;
}

/* ---- custom<SwitchOpCases> ------------------------------------------------------ */

/* `^bb` or `^bb(%a, %b : t1, t2)` into an operand slot and its type slot. */
static bool parse_dest(rl_parser *p, rl_fmt_slot *succ, rl_fmt_slot *ops, rl_fmt_slot *types, unsigned *count) {
  rl_block *b;
  if (!rl_parse_successor(p, &b)) return false;
  rl_fmt_slot_add_successor(succ, b);
  *count = 0;
  if (!rl_parse_optional_punct(p, "(")) return true;
  do {
    rl_unresolved u;
    if (!rl_parse_operand(p, &u)) return false;
    rl_fmt_slot_add_operand(ops, &u);
    (*count)++;
  } while (rl_parse_optional_punct(p, ","));
  if (!rl_parse_punct(p, ":")) return false;
  unsigned nt = 0;
  do {
    rl_type *t = rl_parse_type(p);
    if (!t) return false;
    rl_fmt_slot_add_type(types, t);
    nt++;
  } while (rl_parse_optional_punct(p, ","));
  (void)nt; /* the format engine checks that the counts agree */
  return rl_parse_punct(p, ")");
}

/* Slots: ref(type($flag)), $defaultDestination, $defaultOperands,
 * type($defaultOperands), $case_values, $caseDestinations, $caseOperands,
 * type($caseOperands), $case_operand_segments. */
bool rl_custom_SwitchOpCases_parse(rl_parser *p, rl_fmt_slot *const *args, unsigned nargs) {
  if (nargs < 9) return rl_parser_error(p, "custom<SwitchOpCases> needs 9 arguments");
  rl_context *c = rl_parser_context(p);
  rl_type *flag = rl_fmt_slot_type(args[0], 0);
  unsigned n;
  if (!rl_parse_keyword(p, "default") || !rl_parse_punct(p, ":")) return false;
  if (!parse_dest(p, args[1], args[2], args[3], &n)) return false;
  uint64_t *vals = NULL, *segs = NULL;
  size_t nvals = 0, cap = 0;
  bool ok = true;
  while (ok && rl_parse_optional_punct(p, ",")) {
    int64_t v;
    if (!(ok = rl_parse_integer(p, &v))) break;
    if (nvals == cap) {
      cap = cap ? cap * 2 : 8;
      vals = realloc(vals, cap * sizeof *vals);
      segs = realloc(segs, cap * sizeof *segs);
    }
    /* APInt(width, v): truncated to the flag's width. */
    unsigned w = flag && flag->kind == RL_TY_INTEGER ? rl_type_int_width(flag) : 64;
    vals[nvals] = w >= 64 ? (uint64_t)v : (uint64_t)v & ((1ull << w) - 1);
    ok = rl_parse_punct(p, ":") && parse_dest(p, args[5], args[6], args[7], &n);
    segs[nvals++] = n;
  }
  if (ok && nvals && flag && flag->kind == RL_TY_INTEGER) {
    int64_t dim = (int64_t)nvals;
    rl_type *vt = rl_type_vector(c, 1, &dim, NULL, flag);
    unsigned w = rl_type_int_width(flag), wpe = (w + 63) / 64;
    bool splat = true;
    for (size_t i = 1; i < nvals; i++) splat &= vals[i] == vals[0];
    size_t count = splat ? 1 : nvals;
    uint64_t *data = calloc(count * wpe, sizeof *data);
    for (size_t i = 0; i < count; i++) {
      data[i * wpe] = vals[i];
      /* Wider than 64 bits: MLIR puts the parsed int64's 64 bits in a wider
       * integer zero-extended (-3 on i128 is 2^64 - 3); the upper words stay 0. */
    }
    rl_fmt_slot_set_attr(args[4], rl_attr_dense(c, vt, splat, wpe, count, data));
    free(data);
  }
  if (ok) rl_fmt_slot_set_attr(args[8], rl_attr_dense_array(c, rl_type_integer(c, 32, RL_SIGNLESS), nvals, segs));
  free(vals);
  free(segs);
  return ok;
}

void rl_custom_SwitchOpCases_print(rl_printer *p, rl_op *op) {
  rl_attr *cv = prop(op, "case_values"), *seg = prop(op, "case_operand_segments");
  unsigned ndef, ncase;
  unsigned fdef = rl_op_operand_group(op, 1, &ndef), at = rl_op_operand_group(op, 2, &ncase);
  rl_print_str(p, "  default: ");
  print_succ_with_operands(p, op, 0, fdef, ndef);
  if (!cv) return;
  size_t n = case_count(cv), nseg = seg && seg->kind == RL_AT_DENSE_ARRAY ? seg->n - 1 : 0;
  char buf[32];
  for (size_t i = 0; i < n; i++) {
    rl_print_str(p, ",");
    rl_print_newline(p);
    snprintf(buf, sizeof buf, "  %llu: ", (unsigned long long)case_value(cv, i));
    rl_print_str(p, buf);
    unsigned k = i < nseg ? (unsigned)(int32_t)seg->w[1 + i] : 0;
    print_succ_with_operands(p, op, (unsigned)i + 1, at, k);
    at += k;
  }
  rl_print_newline(p);
}
