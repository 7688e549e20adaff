/* The math dialect's generated builders and accessors: ops built with
 * rl_math_*_create (fast-math flags as #arith.fastmath attributes), read
 * back, verified and printed (expected text is what mlir-opt-19 prints),
 * plus math.fpowi's verifier and the custom form's parser. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "core/asm.h"
#include "core/attrs.h"
#include "core/diag.h"
#include "core/parser.h"
#include "core/printer.h"
#include "core/verify.h"
#include "dialects/math/math_ops.h"
#include "dialects/registry.h"

static rl_context *ctx;
static rl_op *module;
static rl_block *body;
static rl_builder bld;
static int nerrors;
static char last_error[512];

static void record_errors(rl_context *c, const rl_diag *d, void *ud) {
  (void)c;
  (void)ud;
  if (d->sev != RL_ERROR) return;
  nerrors++;
  snprintf(last_error, sizeof last_error, "%s", d->msg ? d->msg : "");
}

static void start(const char *arg_types) {
  char src[512];
  snprintf(src, sizeof src, "\"t.f\"() ({\n^bb0(%s):\n}) : () -> ()\n", arg_types);
  module = rl_parse_source(ctx, src, strlen(src), rl_ident_cstr(ctx, "t.mlir"), 0);
  cr_assert_not_null(module);
  body = rl_op_regions(rl_op_regions(module)[0].first->first)[0].first;
  bld = (rl_builder){.ctx = ctx, .block = body, .before = NULL};
}

static rl_value *arg(unsigned i) { return body->args[i]; }

static rl_attr *fm(uint64_t flags) {
  return rl_attr_enum(ctx, &rl_arith_enum_FastMathFlags, rl_ident_cstr(ctx, "arith"), flags);
}

static void expect_text(bool generic, const char *want) {
  rl_strbuf b = {0};
  rl_print_opts o = {.generic = generic};
  rl_print_top(&b, module, &o);
  cr_assert(strstr(b.data, want), "missing:\n%s\nin:\n%s", want, b.data);
  free(b.data);
}

static void setup(void) {
  ctx = rl_context_create();
  rl_register_all_dialects(ctx);
  rl_context_allow_unregistered(ctx, true);
  rl_context_set_diag_handler(ctx, record_errors, NULL);
  module = NULL;
  nerrors = 0;
  last_error[0] = 0;
}

static void teardown(void) {
  if (module) rl_op_destroy(ctx, module);
  rl_context_destroy(ctx);
}

TestSuite(math_ops, .init = setup, .fini = teardown);

Test(math_ops, float_ops_with_fastmath) {
  start("%x: f32, %y: f32, %v: vector<4xf64>");
  rl_op *sin = rl_math_sin_create(&bld, NULL, arg(0), fm(RL_ARITH_FASTMATHFLAGS_NONE));
  rl_op *cos = rl_math_cos_create(&bld, NULL, rl_math_sin_result(sin), fm(RL_ARITH_FASTMATHFLAGS_FAST));
  rl_op *powf = rl_math_powf_create(&bld, NULL, arg(0), arg(1),
                                    fm(RL_ARITH_FASTMATHFLAGS_NNAN | RL_ARITH_FASTMATHFLAGS_NINF));
  rl_op *fma = rl_math_fma_create(&bld, NULL, arg(2), arg(2), arg(2), fm(RL_ARITH_FASTMATHFLAGS_CONTRACT));
  cr_assert_eq(rl_math_sin_operand(sin), arg(0));
  cr_assert_eq(rl_math_cos_operand(cos), rl_math_sin_result(sin));
  cr_assert_eq(rl_math_sin_result(sin)->type, arg(0)->type);
  cr_assert_eq(rl_math_powf_rhs(powf), arg(1));
  cr_assert_eq(rl_math_fma_c(fma), arg(2));
  cr_assert_eq(rl_math_fma_result(fma)->type, arg(2)->type);
  cr_assert_eq(rl_math_cos_fastmath(cos), fm(RL_ARITH_FASTMATHFLAGS_FAST));
  cr_assert(rl_verify(ctx, module));
  expect_text(false, "    %0 = math.sin %arg0 : f32\n"
                     "    %1 = math.cos %0 fastmath<fast> : f32\n"
                     "    %2 = math.powf %arg0, %arg1 fastmath<nnan,ninf> : f32\n"
                     "    %3 = math.fma %arg2, %arg2, %arg2 fastmath<contract> : vector<4xf64>\n");
  expect_text(true, "%1 = \"math.cos\"(%0) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32\n");
  expect_text(true, "%0 = \"math.sin\"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32\n");
}

Test(math_ops, every_float_unary_builder) {
  start("%x: f64");
  typedef rl_op *(*unary_fn)(rl_builder *, rl_attr *, rl_value *, rl_attr *);
  static const unary_fn fns[] = {
      rl_math_absf_create, rl_math_acos_create,  rl_math_acosh_create,     rl_math_asin_create,
      rl_math_asinh_create, rl_math_atan_create, rl_math_atanh_create,     rl_math_cbrt_create,
      rl_math_ceil_create, rl_math_cos_create,   rl_math_cosh_create,      rl_math_erf_create,
      rl_math_exp_create,  rl_math_exp2_create,  rl_math_expm1_create,     rl_math_floor_create,
      rl_math_log_create,  rl_math_log10_create, rl_math_log1p_create,     rl_math_log2_create,
      rl_math_round_create, rl_math_roundeven_create, rl_math_rsqrt_create, rl_math_sin_create,
      rl_math_sinh_create, rl_math_sqrt_create,  rl_math_tan_create,       rl_math_tanh_create,
      rl_math_trunc_create,
  };
  for (size_t i = 0; i < sizeof fns / sizeof *fns; i++) {
    rl_op *op = fns[i](&bld, NULL, arg(0), fm(RL_ARITH_FASTMATHFLAGS_AFN));
    cr_assert_eq(op->noperands, 1);
    cr_assert_eq(rl_op_result(op, 0)->type, arg(0)->type);
  }
  cr_assert(rl_verify(ctx, module));
  expect_text(false, "    %0 = math.absf %arg0 fastmath<afn> : f64\n");
  expect_text(false, "    %28 = math.trunc %arg0 fastmath<afn> : f64\n");
}

Test(math_ops, integer_ops) {
  start("%i: i32, %v: vector<2xi8>");
  rl_op *absi = rl_math_absi_create(&bld, NULL, arg(0));
  rl_math_ctlz_create(&bld, NULL, arg(0));
  rl_math_cttz_create(&bld, NULL, arg(1));
  rl_math_ctpop_create(&bld, NULL, arg(1));
  rl_op *ipowi = rl_math_ipowi_create(&bld, NULL, rl_math_absi_result(absi), arg(0));
  cr_assert_eq(rl_math_ipowi_lhs(ipowi), rl_math_absi_result(absi));
  cr_assert_eq(rl_math_ipowi_result(ipowi)->type, arg(0)->type);
  cr_assert(rl_verify(ctx, module));
  expect_text(false, "    %0 = math.absi %arg0 : i32\n"
                     "    %1 = math.ctlz %arg0 : i32\n"
                     "    %2 = math.cttz %arg1 : vector<2xi8>\n"
                     "    %3 = math.ctpop %arg1 : vector<2xi8>\n"
                     "    %4 = math.ipowi %0, %arg0 : i32\n");
  expect_text(true, "%4 = \"math.ipowi\"(%0, %arg0) : (i32, i32) -> i32\n");
}

Test(math_ops, fpowi) {
  start("%x: vector<4xf32>, %n: vector<4xi32>");
  rl_op *op = rl_math_fpowi_create(&bld, NULL, arg(0)->type, arg(0), arg(1), fm(RL_ARITH_FASTMATHFLAGS_NONE));
  cr_assert_eq(rl_math_fpowi_lhs(op), arg(0));
  cr_assert_eq(rl_math_fpowi_rhs(op), arg(1));
  cr_assert(rl_verify(ctx, module));
  expect_text(false, "    %0 = math.fpowi %arg0, %arg1 : vector<4xf32>, vector<4xi32>\n");
}

Test(math_ops, fpowi_result_must_be_lhs_type) {
  start("%x: f32, %n: i32");
  rl_math_fpowi_create(&bld, NULL, rl_type_float(ctx, RL_F64), arg(0), arg(1), fm(0));
  cr_assert_not(rl_verify(ctx, module));
  cr_assert_eq(nerrors, 1);
  cr_assert(strstr(last_error, "failed to verify that all of {lhs, result} have same type"), "%s", last_error);
}

Test(math_ops, fpowi_shapes_must_agree) {
  start("%x: vector<4xf32>, %n: vector<8xi32>");
  rl_math_fpowi_create(&bld, NULL, arg(0)->type, arg(0), arg(1), fm(0));
  cr_assert_not(rl_verify(ctx, module));
  cr_assert(strstr(last_error, "requires the same shape for all operands and results"), "%s", last_error);
}

Test(math_ops, fpowi_elementwise_base_types_must_agree) {
  start("%x: tensor<4xf32>, %n: vector<4xi32>");
  rl_math_fpowi_create(&bld, NULL, arg(0)->type, arg(0), arg(1), fm(0));
  cr_assert_not(rl_verify(ctx, module));
  cr_assert(strstr(last_error, "all non-scalar operands/results must have the same shape and base type"), "%s",
            last_error);
}

Test(math_ops, fastmath_must_be_arith_flags) {
  start("%x: f32");
  rl_math_exp_create(&bld, NULL, arg(0), rl_attr_integer(ctx, rl_type_integer(ctx, 32, RL_SIGNLESS), 1));
  cr_assert_not(rl_verify(ctx, module));
  cr_assert(strstr(last_error, "attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags"),
            "%s", last_error);
}

Test(math_ops, custom_form_reads_arith_flags) {
  const char *src = "\"t.f\"() ({\n^bb0(%x: f32, %n: i16):\n"
                    "  %0 = math.tanh %x fastmath<nsz,arcp> : f32\n"
                    "  %1 = math.fpowi %0, %n {k} : f32, i16\n"
                    "  %2 = math.log %0 {fastmath = #arith.fastmath<ninf>} : f32\n"
                    "}) : () -> ()\n";
  module = rl_parse_source(ctx, src, strlen(src), rl_ident_cstr(ctx, "t.mlir"), 0);
  cr_assert_not_null(module);
  cr_assert(rl_verify(ctx, module));
  rl_op *tanh = rl_op_regions(rl_op_regions(module)[0].first->first)[0].first->first;
  cr_assert_eq(rl_math_tanh_fastmath(tanh), fm(RL_ARITH_FASTMATHFLAGS_NSZ | RL_ARITH_FASTMATHFLAGS_ARCP));
  rl_op *fpowi = tanh->next;
  cr_assert_eq(rl_math_fpowi_fastmath(fpowi), fm(RL_ARITH_FASTMATHFLAGS_NONE));
  cr_assert_eq(rl_math_fpowi_result(fpowi)->type, rl_math_tanh_result(tanh)->type);
  cr_assert_eq(rl_math_log_fastmath(fpowi->next), fm(RL_ARITH_FASTMATHFLAGS_NINF));
  expect_text(false, "    %0 = math.tanh %arg0 fastmath<nsz,arcp> : f32\n"
                     "    %1 = math.fpowi %0, %arg1 {k} : f32, i16\n"
                     "    %2 = math.log %0 fastmath<ninf> : f32\n");
}
