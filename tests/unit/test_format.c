/* The declarative format engine, on op definitions written by hand the way
 * rulir-gen writes them; expected text is what mlir-opt-19 prints. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "core/asm.h"
#include "core/diag.h"
#include "core/parser.h"
#include "core/printer.h"
#include "core/verify.h"
#include "dialects/builtin/builtin_ops.h"

static bool is_int(const rl_type *t) { return t->kind == RL_TY_INTEGER || t->kind == RL_TY_INDEX; }
static bool is_i1(const rl_type *t) { return t->kind == RL_TY_INTEGER && rl_type_int_width(t) == 1; }
static bool any_type(const rl_type *t) { (void)t; return true; }
static const rl_type_constraint c_int = {"signless-integer-like", is_int, NULL, 0};
static const rl_type_constraint c_i1 = {"1-bit signless integer", is_i1, NULL, 0};
static const rl_type_constraint c_any = {"any type", any_type, NULL, 0};

static const char *const overflow_kw[] = {"none", "nsw", "nuw"};
static const uint64_t overflow_val[] = {0, 1, 2};
static const rl_enum_def overflow = {.name = "IntegerOverflowFlags", .mnemonic = "overflow", .separator = ", ",
                                     .width = 32, .bits = true, .n = 3, .keywords = overflow_kw,
                                     .values = overflow_val, .dialect = "arith"};

static const char *const pred_kw[] = {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"};
static const uint64_t pred_val[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
static const rl_enum_def cmpi_pred = {.name = "CmpIPredicate", .width = 64, .n = 10, .keywords = pred_kw,
                                      .values = pred_val, .dialect = "arith"};

static const rl_value_def bin_operands[] = {{"lhs", RL_ARITY_ONE, &c_int}, {"rhs", RL_ARITY_ONE, &c_int}};
static const rl_value_def one_result[] = {{"result", RL_ARITY_ONE, &c_int}};
static const rl_attr_def addi_props[] = {{"overflowFlags", RL_AK_ENUM, false, &overflow, NULL, "none", NULL, NULL}};
static const rl_opdef addi = {
    .name = "arith.addi", .traits = RL_TRAIT_PURE | RL_TRAIT_COMMUTATIVE | RL_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE,
    .noperands = 2, .operands = bin_operands, .nresults = 1, .results = one_result,
    .nattrs = 1, .attrs = addi_props,
    .format = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)"};

static bool cmpi_infer(rl_parser *p, rl_op_parse_state *st) {
  rl_ops_add_result_type(st, rl_type_integer(rl_parser_context(p), 1, RL_SIGNLESS));
  return true;
}
static const rl_value_def i1_result[] = {{"result", RL_ARITY_ONE, &c_i1}};
static const rl_attr_def cmpi_props[] = {{"predicate", RL_AK_ENUM, false, &cmpi_pred, NULL, NULL, NULL, NULL}};
static const rl_opdef cmpi = {
    .name = "arith.cmpi", .traits = RL_TRAIT_PURE | RL_TRAIT_SAME_TYPE_OPERANDS,
    .noperands = 2, .operands = bin_operands, .nresults = 1, .results = i1_result,
    .nattrs = 1, .attrs = cmpi_props, .infer = cmpi_infer,
    .format = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)"};

static bool const_infer(rl_parser *p, rl_op_parse_state *st) {
  rl_attr *v = rl_ops_get_prop(rl_parser_context(p), st, "value");
  if (!v) return rl_parser_error(p, "missing value");
  rl_ops_add_result_type(st, rl_attr_type_of(v));
  return true;
}
static void const_names(rl_op *op, rl_set_name_fn set, void *ud) {
  rl_attr *v = rl_op_get_prop(op, rl_ident_cstr(rl_op_context(op), "value"));
  char buf[64];
  rl_type *t = rl_attr_type_of(v);
  if (rl_type_is_index(t)) snprintf(buf, sizeof buf, "c%lld", (long long)rl_attr_int_value(v));
  else snprintf(buf, sizeof buf, "c%lld_i%u", (long long)rl_attr_int_value(v), rl_type_int_width(t));
  set(ud, rl_op_result(op, 0), buf);
}
static const rl_value_def any_result[] = {{"result", RL_ARITY_ONE, &c_any}};
static const rl_attr_def const_props[] = {{"value", RL_AK_TYPED, false, NULL, NULL, NULL, NULL, NULL}};
static const rl_opdef constant = {
    .name = "arith.constant", .traits = RL_TRAIT_PURE | RL_TRAIT_CONSTANT_LIKE,
    .nresults = 1, .results = any_result, .nattrs = 1, .attrs = const_props,
    .infer = const_infer, .names = const_names, .format = "attr-dict $value"};

static const rl_value_def br_operands[] = {{"destOperands", RL_ARITY_VARIADIC, &c_any}};
static const char *const br_succs[] = {"dest"};
static const rl_opdef br = {
    .name = "cf.br", .traits = RL_TRAIT_TERMINATOR | RL_TRAIT_PURE,
    .noperands = 1, .operands = br_operands, .nsuccs = 1, .succs = br_succs,
    .format = "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict"};

static rl_context *ctx;

static void setup(void) {
  ctx = rl_context_create();
  rl_context_allow_unregistered(ctx, true);
  rl_builtin_register(ctx); /* the module's custom form */
  const rl_opdef *defs[] = {&addi, &cmpi, &constant, &br};
  rl_register_opdefs(ctx, defs, 4);
}
static void teardown(void) { rl_context_destroy(ctx); }

TestSuite(format, .init = setup, .fini = teardown);

static char *roundtrip(const char *src, bool generic) {
  rl_op *m = rl_parse_source(ctx, src, strlen(src), rl_ident_cstr(ctx, "t.mlir"), 0);
  cr_assert_not_null(m, "parse failed: %s", src);
  cr_assert(rl_verify(ctx, m), "verify failed: %s", src);
  rl_strbuf b = {0};
  rl_print_opts o = {.generic = generic};
  rl_print_top(&b, m, &o);
  rl_op_destroy(ctx, m);
  return b.data;
}

Test(format, compiles_formats) {
  for (const char *const *n = (const char *const[]){"arith.addi", "arith.cmpi", "arith.constant", "cf.br", NULL}; *n; n++)
    cr_assert_not_null(rl_opinfo_find_cstr(ctx, *n)->format, "%s", *n);
}

Test(format, binary_op_with_optional_flags) {
  char *s = roundtrip("\"t.f\"() ({\n^bb0(%a: i32, %b: i32):\n"
                      "  %0 = arith.addi %a, %b : i32\n"
                      "  %1 = arith.addi %a, %b overflow<nuw, nsw> : i32\n"
                      "}) : () -> ()\n", false);
  cr_assert_str_eq(s, "module {\n"
                      "  \"t.f\"() ({\n"
                      "  ^bb0(%arg0: i32, %arg1: i32):\n"
                      "    %0 = arith.addi %arg0, %arg1 : i32\n"
                      "    %1 = arith.addi %arg0, %arg1 overflow<nsw, nuw> : i32\n"
                      "  }) : () -> ()\n"
                      "}\n");
  free(s);
}

Test(format, generic_form_shows_default_properties) {
  char *s = roundtrip("\"t.f\"() ({\n^bb0(%a: i32, %b: i32):\n"
                      "  %0 = arith.addi %a, %b : i32\n"
                      "}) : () -> ()\n", true);
  cr_assert(strstr(s, "%0 = \"arith.addi\"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32"),
            "%s", s);
  free(s);
}

Test(format, enum_keyword_and_inferred_result) {
  char *s = roundtrip("\"t.f\"() ({\n^bb0(%a: i32, %b: i32):\n"
                      "  %0 = arith.cmpi slt, %a, %b : i32\n"
                      "  \"t.use\"(%0) : (i1) -> ()\n"
                      "}) : () -> ()\n", false);
  cr_assert(strstr(s, "%0 = arith.cmpi slt, %arg0, %arg1 : i32\n"), "%s", s);
  free(s);
  s = roundtrip("\"t.f\"() ({\n^bb0(%a: i32, %b: i32):\n  %0 = arith.cmpi slt, %a, %b : i32\n}) : () -> ()\n", true);
  cr_assert(strstr(s, "<{predicate = 2 : i64}> : (i32, i32) -> i1"), "%s", s);
  free(s);
}

Test(format, constants_are_named_and_uniqued) {
  char *s = roundtrip("\"t.f\"() ({\n"
                      "  %0 = arith.constant 42 : i32\n"
                      "  %1 = arith.constant 42 : i32\n"
                      "  %2 = arith.constant 0 : index\n"
                      "  %3 = arith.addi %0, %1 : i32\n"
                      "}) : () -> ()\n", false);
  cr_assert(strstr(s, "    %c42_i32 = arith.constant 42 : i32\n"
                      "    %c42_i32_0 = arith.constant 42 : i32\n"
                      "    %c0 = arith.constant 0 : index\n"
                      "    %0 = arith.addi %c42_i32, %c42_i32_0 : i32\n"), "%s", s);
  free(s);
}

Test(format, successor_with_optional_operands) {
  char *s = roundtrip("\"t.f\"() ({\n^bb0(%a: i32):\n"
                      "  cf.br ^bb1(%a : i32)\n"
                      "^bb1(%x: i32):\n"
                      "  cf.br ^bb2\n"
                      "^bb2:\n"
                      "  \"t.end\"() : () -> ()\n"
                      "}) : () -> ()\n", false);
  cr_assert(strstr(s, "    cf.br ^bb1(%arg0 : i32)\n  ^bb1(%0: i32):  // pred: ^bb0\n    cf.br ^bb2\n"), "%s", s);
  free(s);
}

Test(format, wrong_types_are_rejected_with_mlir_message) {
  const char *src = "\"t.f\"() ({\n^bb0(%a: f32, %b: f32):\n  %0 = arith.addi %a, %b : f32\n}) : () -> ()\n";
  rl_op *m = rl_parse_source(ctx, src, strlen(src), rl_ident_cstr(ctx, "t.mlir"), 0);
  cr_assert_not_null(m);
  cr_assert_not(rl_verify(ctx, m));
  rl_op_destroy(ctx, m);
}
