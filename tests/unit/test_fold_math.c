/* The math dialect's folders (dialects/math/math_fold.c) and its constant
 * materializer (arith.constant, as in MLIR).
 *
 * Each row {op, A, B, want} was checked with mlir-opt-19 --canonicalize on
 *
 *   func.func @f() -> T {
 *     %a = arith.constant A
 *     %b = arith.constant B          (binary ops only)
 *     %r = math.OP %a[, %b] : T
 *     return %r : T
 *   }
 *
 * `want` is the constant mlir-opt-19 printed (NULL: not folded); unary rows
 * leave B empty. The transcendental functions fold f32 and f64 only, with
 * the host's libm (as MLIR does); absf, copysign, ceil, floor and
 * roundeven fold every float type exactly. */
#include "fold_helpers.h"

#include "dialects/math/math_ops.h"

TestSuite(fold_math, .init = setup, .fini = teardown);

static const struct {
  const char *op, *a, *b, *want;
} rows[] = {
    {"math.absf", "-0.000000e+00 : f16", "", "0.000000e+00 : f16"},
    {"math.absf", "0xFFC00001 : f32", "", "0x7FC00001 : f32"},
    {"math.absf", "-2.500000e+00 : f80", "", "2.500000e+00 : f80"},
    {"math.ceil", "-5.000000e-01 : f32", "", "-0.000000e+00 : f32"},
    {"math.ceil", "1.500000e+00 : f16", "", "2.000000e+00 : f16"},
    {"math.ceil", "1.000000e-30 : f128", "", "1.000000e+00 : f128"},
    {"math.floor", "-5.000000e-01 : f32", "", "-1.000000e+00 : f32"},
    {"math.floor", "2.500000e+00 : bf16", "", "2.000000e+00 : bf16"},
    {"math.floor", "0x7FC00001 : f32", "", "0x7FC00001 : f32"},
    {"math.roundeven", "2.500000e+00 : f128", "", "2.000000e+00 : f128"},
    {"math.roundeven", "3.500000e+00 : f80", "", "4.000000e+00 : f80"},
    {"math.roundeven", "-5.000000e-01 : f64", "", "-0.000000e+00 : f64"},
    {"math.roundeven", "4.503599627370497E+15 : f64", "", "4.503599627370497E+15 : f64"},
    {"math.round", "2.500000e+00 : f32", "", "3.000000e+00 : f32"},
    {"math.round", "-2.500000e+00 : f64", "", "-3.000000e+00 : f64"},
    {"math.round", "2.500000e+00 : f16", "", NULL},
    {"math.trunc", "-2.700000e+00 : f64", "", "-2.000000e+00 : f64"},
    {"math.trunc", "2.500000e+00 : bf16", "", NULL},
    {"math.sqrt", "2.000000e+00 : f64", "", "1.4142135623730951 : f64"},
    {"math.sqrt", "2.000000e+00 : f32", "", "1.41421354 : f32"},
    {"math.sqrt", "-0.000000e+00 : f32", "", NULL},
    {"math.sqrt", "-1.000000e+00 : f64", "", NULL},
    {"math.sqrt", "4.000000e+00 : f16", "", NULL},
    {"math.sqrt", "4.000000e+00 : f128", "", NULL},
    {"math.log", "1.000000e+00 : f32", "", "0.000000e+00 : f32"},
    {"math.log", "-0.000000e+00 : f64", "", NULL},
    {"math.log", "0.000000e+00 : f64", "", "0xFFF0000000000000 : f64"},
    {"math.log2", "8.000000e+00 : f64", "", "3.000000e+00 : f64"},
    {"math.log10", "0xFFC00001 : f32", "", NULL},
    {"math.log1p", "-5.000000e-01 : f32", "", "-0.693147182 : f32"},
    {"math.log1p", "-1.000000e+00 : f64", "", "0xFFF0000000000000 : f64"},
    {"math.log1p", "-2.000000e+00 : f64", "", NULL},
    {"math.exp", "1.000000e+00 : f64", "", "2.7182818284590451 : f64"},
    {"math.exp2", "1.000000e+01 : f32", "", "1.024000e+03 : f32"},
    {"math.sin", "5.000000e-01 : f32", "", "0.47942555 : f32"},
    {"math.cos", "0.000000e+00 : f64", "", "1.000000e+00 : f64"},
    {"math.tanh", "1.000000e+00 : bf16", "", NULL},
    {"math.erf", "1.000000e+00 : f64", "", "0.84270079294971489 : f64"},
    {"math.atan", "1.000000e+00 : f64", "", "0.78539816339744828 : f64"},
    {"math.asin", "2.000000e+00 : f64", "", "0x7FF8000000000000 : f64"},
    {"math.copysign", "1.000000e+00 : f80", "-0.000000e+00 : f80", "-1.000000e+00 : f80"},
    {"math.copysign", "0xFFC00001 : f32", "1.000000e+00 : f32", "0x7FC00001 : f32"},
    {"math.copysign", "-2.000000e+00 : f16", "0x7E00 : f16", "2.000000e+00 : f16"},
    {"math.atan2", "1.000000e+00 : f32", "1.000000e+00 : f32", "0.785398185 : f32"},
    {"math.powf", "2.000000e+00 : f64", "1.000000e+01 : f64", "1.024000e+03 : f64"},
    {"math.powf", "2.000000e+00 : f16", "1.000000e+01 : f16", NULL},
    /* integers */
    {"math.absi", "-128 : i8", "", "-128 : i8"},
    {"math.absi", "-5 : i17", "", "5 : i17"},
    {"math.absi", "true", "", "true"},
    {"math.ctlz", "1 : i17", "", "16 : i17"},
    {"math.ctlz", "0 : i8", "", "8 : i8"},
    {"math.cttz", "0 : i128", "", "128 : i128"},
    {"math.cttz", "-128 : i8", "", "7 : i8"},
    {"math.ctpop", "-1 : i128", "", "128 : i128"},
    {"math.ctpop", "true", "", "true"},
    {"math.ipowi", "3 : i8", "5 : i8", "-13 : i8"},
    {"math.ipowi", "3 : i128", "80 : i128", "147808829414345923316083210206383297601 : i128"},
    {"math.ipowi", "2 : i8", "-1 : i8", "0 : i8"},
    {"math.ipowi", "0 : i8", "-1 : i8", NULL},
    {"math.ipowi", "-1 : i17", "-3 : i17", "-1 : i17"},
    {"math.ipowi", "-1 : i17", "-4 : i17", "1 : i17"},
    {"math.ipowi", "5 : i64", "0 : i64", "1 : i64"},
};

Test(fold_math, constants) {
  for (size_t i = 0; i < sizeof rows / sizeof *rows; i++) {
    rl_op *op = rows[i].b[0] ? bin(rows[i].op, rows[i].a, rows[i].b) : un(rows[i].op, rows[i].a, NULL);
    expect_fold(op, rows[i].want);
  }
}

/* Splat and dense operands fold elementwise; one refused element refuses
 * the whole fold: math.sqrt dense<[4.0, -1.0]> : vector<2xf32> stays. */
Test(fold_math, dense) {
  expect_fold(un("math.absf", "dense<[-1.000000e+00, 2.000000e+00]> : vector<2xf16>", NULL),
              "dense<[1.000000e+00, 2.000000e+00]> : vector<2xf16>");
  expect_fold(un("math.sqrt", "dense<4.000000e+00> : tensor<2x2xf32>", NULL), "dense<2.000000e+00> : tensor<2x2xf32>");
  expect_fold(un("math.sqrt", "dense<[4.000000e+00, -1.000000e+00]> : vector<2xf32>", NULL), NULL);
  expect_fold(un("math.ctpop", "dense<[1, 3, 7, -1]> : vector<4xi8>", NULL), "dense<[1, 2, 3, 8]> : vector<4xi8>");
}

/* math.absf %p with %p = ub.poison : f32 folds to poison. */
Test(fold_math, poison_and_materializer) {
  rl_attr *p = A("#ub.poison");
  rl_op *po = mk("ub.poison", T("f32"), 0, NULL, NULL);
  rl_op *op = rl_math_absf_create(&bld, NULL, rl_op_result(po, 0), NULL);
  rl_fold_result r[4] = {{0}};
  rl_attr *ops[1] = {p};
  cr_assert(rl_op_def(op)->fold(op, ops, r) && r[0].attr == p);
  rl_materialize_fn m = rl_dialect_materializer(ctx, rl_ident_cstr(ctx, "math"));
  cr_assert(m == rl_arith_materialize_constant);
  rl_op *c = m(&bld, A("2.500000e+00 : f32"), T("f32"), NULL);
  cr_assert(c && rl_arith_constant_value(c) == A("2.500000e+00 : f32"));
}
