/* The arith dialect's generated builders and accessors: ops built with
 * rl_arith_*_create, read back, verified, and printed as mlir-opt-19 prints
 * them (custom and generic form); also the verifiers' rejections. */
#include <criterion/criterion.h>
#include <string.h>

#include "core/asm.h"
#include "core/attrs.h"
#include "core/diag.h"
#include "core/parser.h"
#include "core/printer.h"
#include "core/verify.h"
#include "dialects/arith/arith_ops.h"
#include "dialects/registry.h"

static rl_context *ctx;
static unsigned nerrors;
static char last_error[512];

static void on_diag(rl_context *c, const rl_diag *d, void *ud) {
  (void)c;
  (void)ud;
  if (d->sev != RL_ERROR) return;
  nerrors++;
  snprintf(last_error, sizeof last_error, "%s", d->msg);
}

static void setup(void) {
  ctx = rl_context_create();
  rl_context_allow_unregistered(ctx, true);
  rl_register_all_dialects(ctx);
  rl_context_set_diag_handler(ctx, on_diag, NULL);
  nerrors = 0;
  last_error[0] = 0;
}
static void teardown(void) { rl_context_destroy(ctx); }

TestSuite(arith_ops, .init = setup, .fini = teardown);

/* A module holding `"t.f"() ({ ^bb0(args): "t.ret"() }) : () -> ()`; *b is
 * a builder that inserts before "t.ret". */
static rl_op *make_body(const char *args, rl_builder *b, rl_block **entry) {
  char src[1024];
  snprintf(src, sizeof src, "\"t.f\"() ({\n^bb0(%s):\n  \"t.ret\"() : () -> ()\n}) : () -> ()\n", args);
  rl_op *m = rl_parse_source(ctx, src, strlen(src), rl_ident_cstr(ctx, "t.mlir"), 0);
  cr_assert_not_null(m, "parse failed: %s", src);
  rl_op *f = rl_op_regions(m)[0].first->first;
  rl_block *e = rl_op_regions(f)[0].first;
  *entry = e;
  *b = (rl_builder){.ctx = ctx, .block = e, .before = e->last};
  return m;
}

static char *print(rl_op *m, bool generic) {
  rl_strbuf out = {0};
  rl_print_opts o = {.generic = generic};
  rl_print_top(&out, m, &o);
  return out.data;
}

static rl_type *i(unsigned w) { return rl_type_integer(ctx, w, RL_SIGNLESS); }
static rl_type *f32(void) { return rl_type_float(ctx, RL_F32); }
static rl_attr *enum_attr(const rl_enum_def *en, uint64_t v) {
  return rl_attr_enum(ctx, en, rl_ident_cstr(ctx, "arith"), v);
}

Test(arith_ops, registers_every_op) {
  static const char *const names[] = {
      "constant", "addi", "subi", "muli", "shli", "addui_extended", "mulsi_extended", "mului_extended",
      "divui", "divsi", "ceildivui", "ceildivsi", "floordivsi", "remui", "remsi", "andi", "ori", "xori",
      "shrui", "shrsi", "maxsi", "maxui", "minsi", "minui", "negf", "addf", "subf", "mulf", "divf", "remf",
      "maximumf", "maxnumf", "minimumf", "minnumf", "extui", "extsi", "extf", "trunci", "truncf", "uitofp",
      "sitofp", "fptoui", "fptosi", "index_cast", "index_castui", "bitcast", "cmpi", "cmpf", "select"};
  cr_assert_eq(sizeof names / sizeof names[0], 49);
  for (unsigned k = 0; k < 49; k++) {
    char full[64];
    snprintf(full, sizeof full, "arith.%s", names[k]);
    rl_opinfo *info = rl_opinfo_find_cstr(ctx, full);
    cr_assert(info && info->def, "%s is not registered", full);
  }
}

Test(arith_ops, addi_with_flags) {
  rl_builder b;
  rl_block *e;
  rl_op *m = make_body("%a: i32, %b: i32", &b, &e);
  rl_op *add = rl_arith_addi_create(&b, NULL, e->args[0], e->args[1],
                                    enum_attr(&rl_arith_enum_IntegerOverflowFlags,
                                              RL_ARITH_INTEGEROVERFLOWFLAGS_NSW | RL_ARITH_INTEGEROVERFLOWFLAGS_NUW));
  rl_op *sub = rl_arith_subi_create(&b, NULL, rl_arith_addi_result(add), e->args[1],
                                    enum_attr(&rl_arith_enum_IntegerOverflowFlags, RL_ARITH_INTEGEROVERFLOWFLAGS_NONE));
  cr_assert_eq(rl_arith_addi_lhs(add), e->args[0]);
  cr_assert_eq(rl_arith_addi_rhs(add), e->args[1]);
  cr_assert_eq(rl_arith_addi_result(add)->type, i(32));
  cr_assert_eq(rl_arith_addi_overflowFlags(add)->w[1], 3);
  cr_assert_eq(rl_arith_subi_lhs(sub), rl_arith_addi_result(add));
  cr_assert(rl_verify(ctx, m), "%s", last_error);
  char *s = print(m, false);
  cr_assert_str_eq(s, "module {\n"
                      "  \"t.f\"() ({\n"
                      "  ^bb0(%arg0: i32, %arg1: i32):\n"
                      "    %0 = arith.addi %arg0, %arg1 overflow<nsw, nuw> : i32\n"
                      "    %1 = arith.subi %0, %arg1 : i32\n"
                      "    \"t.ret\"() : () -> ()\n"
                      "  }) : () -> ()\n"
                      "}\n");
  free(s);
  s = print(m, true);
  cr_assert(strstr(s, "%0 = \"arith.addi\"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32"), "%s", s);
  cr_assert(strstr(s, "%1 = \"arith.subi\"(%0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32"), "%s", s);
  free(s);
  rl_op_destroy(ctx, m);
}

Test(arith_ops, constants_and_names) {
  rl_builder b;
  rl_block *e;
  rl_op *m = make_body("", &b, &e);
  rl_op *c1 = rl_arith_constant_create(&b, NULL, i(32), rl_attr_integer(ctx, i(32), 42));
  rl_arith_constant_create(&b, NULL, i(8), rl_attr_integer(ctx, i(8), -1));
  rl_arith_constant_create(&b, NULL, rl_type_index(ctx), rl_attr_integer(ctx, rl_type_index(ctx), 0));
  rl_arith_constant_create(&b, NULL, i(1), rl_attr_bool(ctx, true));
  rl_arith_constant_create(&b, NULL, i(1), rl_attr_bool(ctx, false));
  rl_arith_constant_create(&b, NULL, f32(), rl_attr_float(ctx, f32(), 2.5));
  rl_arith_constant_create(&b, NULL, i(32), rl_attr_integer(ctx, i(32), 42));
  cr_assert_eq(rl_arith_constant_value(c1), rl_attr_integer(ctx, i(32), 42));
  cr_assert_eq(rl_arith_constant_result(c1)->type, i(32));
  cr_assert(rl_verify(ctx, m), "%s", last_error);
  char *s = print(m, false);
  cr_assert_str_eq(s, "module {\n"
                      "  \"t.f\"() ({\n"
                      "    %c42_i32 = arith.constant 42 : i32\n"
                      "    %c-1_i8 = arith.constant -1 : i8\n"
                      "    %c0 = arith.constant 0 : index\n"
                      "    %true = arith.constant true\n"
                      "    %false = arith.constant false\n"
                      "    %cst = arith.constant 2.500000e+00 : f32\n"
                      "    %c42_i32_0 = arith.constant 42 : i32\n"
                      "    \"t.ret\"() : () -> ()\n"
                      "  }) : () -> ()\n"
                      "}\n");
  free(s);
  rl_op_destroy(ctx, m);
}

Test(arith_ops, constant_type_mismatch_is_rejected) {
  rl_builder b;
  rl_block *e;
  rl_op *m = make_body("", &b, &e);
  rl_arith_constant_create(&b, NULL, i(64), rl_attr_integer(ctx, i(32), 1));
  cr_assert_not(rl_verify(ctx, m));
  cr_assert(strstr(last_error, "failed to verify that all of {value, result} have same type"), "%s", last_error);
  rl_op_destroy(ctx, m);
}

Test(arith_ops, float_ops_and_fastmath) {
  rl_builder b;
  rl_block *e;
  rl_op *m = make_body("%x: f32", &b, &e);
  rl_op *add = rl_arith_addf_create(&b, NULL, e->args[0], e->args[0],
                                    enum_attr(&rl_arith_enum_FastMathFlags, RL_ARITH_FASTMATHFLAGS_FAST));
  rl_op *neg = rl_arith_negf_create(&b, NULL, rl_arith_addf_result(add),
                                    enum_attr(&rl_arith_enum_FastMathFlags,
                                              RL_ARITH_FASTMATHFLAGS_NNAN | RL_ARITH_FASTMATHFLAGS_NINF));
  rl_op *ext = rl_arith_extf_create(&b, NULL, rl_type_float(ctx, RL_F64), rl_arith_negf_result(neg), NULL);
  rl_op *tr = rl_arith_truncf_create(&b, NULL, rl_type_float(ctx, RL_F16), rl_arith_extf_out(ext),
                                     rl_attr_integer(ctx, i(32), RL_ARITH_ROUNDINGMODE_TOWARD_ZERO), NULL);
  cr_assert_eq(rl_arith_negf_operand(neg), rl_arith_addf_result(add));
  cr_assert_null(rl_arith_extf_fastmath(ext));
  cr_assert_eq(rl_arith_truncf_in(tr), rl_arith_extf_out(ext));
  cr_assert_eq(rl_attr_int_value(rl_arith_truncf_roundingmode(tr)), RL_ARITH_ROUNDINGMODE_TOWARD_ZERO);
  cr_assert(rl_verify(ctx, m), "%s", last_error);
  char *s = print(m, false);
  cr_assert(strstr(s, "%0 = arith.addf %arg0, %arg0 fastmath<fast> : f32\n"), "%s", s);
  cr_assert(strstr(s, "%1 = arith.negf %0 fastmath<nnan,ninf> : f32\n"), "%s", s);
  cr_assert(strstr(s, "%2 = arith.extf %1 : f32 to f64\n"), "%s", s);
  cr_assert(strstr(s, "%3 = arith.truncf %2 toward_zero : f64 to f16\n"), "%s", s);
  free(s);
  rl_op_destroy(ctx, m);
}

Test(arith_ops, cmp_and_select) {
  rl_builder b;
  rl_block *e;
  rl_op *m = make_body("%a: vector<4xi32>, %x: f32", &b, &e);
  rl_type *mask = rl_parse_type_str(ctx, "vector<4xi1>");
  rl_op *cmp = rl_arith_cmpi_create(&b, NULL, mask, e->args[0], e->args[0],
                                    rl_attr_integer(ctx, i(64), RL_ARITH_CMPIPREDICATE_ULT));
  rl_op *sel = rl_arith_select_create(&b, NULL, e->args[0]->type, rl_arith_cmpi_result(cmp), e->args[0], e->args[0]);
  rl_op *cf = rl_arith_cmpf_create(&b, NULL, i(1), e->args[1], e->args[1],
                                   rl_attr_integer(ctx, i(64), RL_ARITH_CMPFPREDICATE_UNO),
                                   enum_attr(&rl_arith_enum_FastMathFlags, RL_ARITH_FASTMATHFLAGS_NONE));
  rl_arith_select_create(&b, NULL, f32(), rl_arith_cmpf_result(cf), e->args[1], e->args[1]);
  cr_assert_eq(rl_arith_select_condition(sel), rl_arith_cmpi_result(cmp));
  cr_assert_eq(rl_arith_select_true_value(sel), e->args[0]);
  cr_assert_eq(rl_arith_select_false_value(sel), e->args[0]);
  cr_assert_eq(rl_attr_int_value(rl_arith_cmpi_predicate(cmp)), RL_ARITH_CMPIPREDICATE_ULT);
  cr_assert(rl_verify(ctx, m), "%s", last_error);
  char *s = print(m, false);
  cr_assert(strstr(s, "%0 = arith.cmpi ult, %arg0, %arg0 : vector<4xi32>\n"), "%s", s);
  cr_assert(strstr(s, "%1 = arith.select %0, %arg0, %arg0 : vector<4xi1>, vector<4xi32>\n"), "%s", s);
  cr_assert(strstr(s, "%2 = arith.cmpf uno, %arg1, %arg1 : f32\n"), "%s", s);
  cr_assert(strstr(s, "%3 = arith.select %2, %arg1, %arg1 : f32\n"), "%s", s);
  free(s);
  rl_op_destroy(ctx, m);
}

Test(arith_ops, cmp_result_must_match_operand_shape) {
  rl_builder b;
  rl_block *e;
  rl_op *m = make_body("%a: vector<4xi32>", &b, &e);
  rl_arith_cmpi_create(&b, NULL, rl_parse_type_str(ctx, "vector<5xi1>"), e->args[0], e->args[0],
                       rl_attr_integer(ctx, i(64), RL_ARITH_CMPIPREDICATE_EQ));
  cr_assert_not(rl_verify(ctx, m));
  cr_assert(strstr(last_error, "result type has i1 element type and same shape as operands"), "%s", last_error);
  rl_op_destroy(ctx, m);
}

Test(arith_ops, extended_ops) {
  rl_builder b;
  rl_block *e;
  rl_op *m = make_body("%a: i64", &b, &e);
  rl_op *add = rl_arith_addui_extended_create(&b, NULL, i(64), i(1), e->args[0], e->args[0]);
  rl_op *mul = rl_arith_mulsi_extended_create(&b, NULL, i(64), i(64), e->args[0], e->args[0]);
  rl_op *mulu = rl_arith_mului_extended_create(&b, NULL, i(64), i(64), e->args[0], e->args[0]);
  cr_assert_eq(rl_arith_addui_extended_sum(add)->type, i(64));
  cr_assert_eq(rl_arith_addui_extended_overflow(add)->type, i(1));
  cr_assert_eq(rl_arith_mulsi_extended_low(mul), rl_op_result(mul, 0));
  cr_assert_eq(rl_arith_mulsi_extended_high(mul), rl_op_result(mul, 1));
  cr_assert_eq(rl_arith_mului_extended_lhs(mulu), e->args[0]);
  cr_assert(rl_verify(ctx, m), "%s", last_error);
  char *s = print(m, true);
  cr_assert(strstr(s, "%0:2 = \"arith.addui_extended\"(%arg0, %arg0) : (i64, i64) -> (i64, i1)\n"), "%s", s);
  cr_assert(strstr(s, "%1:2 = \"arith.mulsi_extended\"(%arg0, %arg0) : (i64, i64) -> (i64, i64)\n"), "%s", s);
  free(s);
  /* A wrong overflow type is rejected. */
  rl_arith_addui_extended_create(&b, NULL, i(64), i(64), e->args[0], e->args[0]);
  cr_assert_not(rl_verify(ctx, m));
  cr_assert(strstr(last_error, "result #1 must be bool-like, but got 'i64'"), "%s", last_error);
  rl_op_destroy(ctx, m);
}

Test(arith_ops, casts) {
  rl_builder b;
  rl_block *e;
  rl_op *m = make_body("%a: i32, %f: f32, %i: index", &b, &e);
  rl_op *ext = rl_arith_extsi_create(&b, NULL, i(64), e->args[0]);
  rl_arith_trunci_create(&b, NULL, i(8), e->args[0]);
  rl_arith_extui_create(&b, NULL, i(33), e->args[0]);
  rl_arith_sitofp_create(&b, NULL, rl_type_float(ctx, RL_F64), e->args[0]);
  rl_arith_uitofp_create(&b, NULL, f32(), e->args[0]);
  rl_arith_fptosi_create(&b, NULL, i(16), e->args[1]);
  rl_arith_fptoui_create(&b, NULL, i(16), e->args[1]);
  rl_arith_index_cast_create(&b, NULL, i(64), e->args[2]);
  rl_arith_index_castui_create(&b, NULL, rl_type_index(ctx), e->args[0]);
  rl_op *bc = rl_arith_bitcast_create(&b, NULL, i(32), e->args[1]);
  cr_assert_eq(rl_arith_extsi_in(ext), e->args[0]);
  cr_assert_eq(rl_arith_extsi_out(ext)->type, i(64));
  cr_assert_eq(rl_arith_bitcast_in(bc), e->args[1]);
  cr_assert(rl_verify(ctx, m), "%s", last_error);
  char *s = print(m, false);
  cr_assert(strstr(s, "%0 = arith.extsi %arg0 : i32 to i64\n"), "%s", s);
  cr_assert(strstr(s, "%7 = arith.index_cast %arg2 : index to i64\n"), "%s", s);
  cr_assert(strstr(s, "%9 = arith.bitcast %arg1 : f32 to i32\n"), "%s", s);
  free(s);
  rl_op_destroy(ctx, m);
}

Test(arith_ops, narrowing_ext_is_rejected) {
  rl_builder b;
  rl_block *e;
  rl_op *m = make_body("%a: i32", &b, &e);
  rl_arith_extui_create(&b, NULL, i(16), e->args[0]);
  cr_assert_not(rl_verify(ctx, m));
  cr_assert_str_eq(last_error, "'arith.extui' op operand type 'i32' and result type 'i16' are cast incompatible");
  rl_op_destroy(ctx, m);
}

Test(arith_ops, int_binary_ops_build_and_verify) {
  rl_builder b;
  rl_block *e;
  rl_op *m = make_body("%a: tensor<?xindex>", &b, &e);
  rl_value *a = e->args[0];
  rl_op *ops[] = {
      rl_arith_muli_create(&b, NULL, a, a, NULL),  rl_arith_shli_create(&b, NULL, a, a, NULL),
      rl_arith_divui_create(&b, NULL, a, a),       rl_arith_divsi_create(&b, NULL, a, a),
      rl_arith_ceildivui_create(&b, NULL, a, a),   rl_arith_ceildivsi_create(&b, NULL, a, a),
      rl_arith_floordivsi_create(&b, NULL, a, a),  rl_arith_remui_create(&b, NULL, a, a),
      rl_arith_remsi_create(&b, NULL, a, a),       rl_arith_andi_create(&b, NULL, a, a),
      rl_arith_ori_create(&b, NULL, a, a),         rl_arith_xori_create(&b, NULL, a, a),
      rl_arith_shrui_create(&b, NULL, a, a),       rl_arith_shrsi_create(&b, NULL, a, a),
      rl_arith_maxsi_create(&b, NULL, a, a),       rl_arith_maxui_create(&b, NULL, a, a),
      rl_arith_minsi_create(&b, NULL, a, a),       rl_arith_minui_create(&b, NULL, a, a),
  };
  for (unsigned k = 0; k < sizeof ops / sizeof ops[0]; k++) {
    cr_assert_eq(rl_op_result(ops[k], 0)->type, a->type);
    cr_assert_eq(rl_op_operand(ops[k], 0), a);
  }
  cr_assert(rl_verify(ctx, m), "%s", last_error);
  char *s = print(m, false);
  cr_assert(strstr(s, "%6 = arith.floordivsi %arg0, %arg0 : tensor<?xindex>\n"), "%s", s);
  free(s);
  rl_op_destroy(ctx, m);
}

Test(arith_ops, float_binary_ops_build_and_verify) {
  rl_builder b;
  rl_block *e;
  rl_op *m = make_body("%a: vector<[2]xbf16>", &b, &e);
  rl_value *a = e->args[0];
  rl_op *ops[] = {
      rl_arith_subf_create(&b, NULL, a, a, NULL),     rl_arith_mulf_create(&b, NULL, a, a, NULL),
      rl_arith_divf_create(&b, NULL, a, a, NULL),     rl_arith_remf_create(&b, NULL, a, a, NULL),
      rl_arith_maximumf_create(&b, NULL, a, a, NULL), rl_arith_maxnumf_create(&b, NULL, a, a, NULL),
      rl_arith_minimumf_create(&b, NULL, a, a, NULL), rl_arith_minnumf_create(&b, NULL, a, a, NULL),
  };
  for (unsigned k = 0; k < sizeof ops / sizeof ops[0]; k++) cr_assert_eq(rl_op_result(ops[k], 0)->type, a->type);
  cr_assert(rl_verify(ctx, m), "%s", last_error);
  char *s = print(m, false);
  cr_assert(strstr(s, "%7 = arith.minnumf %arg0, %arg0 : vector<[2]xbf16>\n"), "%s", s);
  free(s);
  rl_op_destroy(ctx, m);
}
