/* The index dialect's folders (dialects/index/index_fold.c) and its
 * constant materializer. A fold must give the same result for 32- and
 * 64-bit indices, so several rows below are left alone.
 *
 * Each row {op, A, B, want} was checked with mlir-opt-19 --canonicalize on
 *
 *   func.func @f() -> index {
 *     %a = index.constant A
 *     %b = index.constant B
 *     %r = index.OP %a, %b
 *     return %r : index
 *   }
 *
 * `want` is the index.constant mlir-opt-19 printed (NULL: not folded). */
#include "fold_helpers.h"

#include "dialects/index/index.h"
#include "dialects/index/index_ops.h"

TestSuite(fold_index, .init = setup, .fini = teardown);

static rl_value *CI(const char *v) {
  char s[64];
  snprintf(s, sizeof s, "%s : index", v);
  return rl_op_result(rl_index_constant_create(&bld, NULL, T("index"), A(s)), 0);
}

static rl_op *ibin(const char *name, const char *a, const char *b) {
  rl_value *ops[2] = {CI(a), CI(b)};
  return mk(name, T("index"), 2, ops, NULL);
}

static void expect_index(rl_op *op, const char *want) {
  if (!want) {
    expect_fold(op, NULL);
    return;
  }
  char s[64];
  snprintf(s, sizeof s, "%s : index", want);
  expect_fold(op, s);
}

static const struct {
  const char *op, *a, *b, *want;
} rows[] = {
    {"index.add", "9223372036854775807", "1", "-9223372036854775808"},
    {"index.sub", "-9223372036854775808", "1", "9223372036854775807"},
    {"index.mul", "4294967296", "4294967297", "4294967296"},
    {"index.and", "-1", "4294967296", "4294967296"},
    {"index.or", "-4294967296", "1", "-4294967295"},
    {"index.xor", "-1", "5", "-6"},
    {"index.divs", "7", "-2", "-3"},
    {"index.divs", "-9223372036854775808", "-1", "-9223372036854775808"}, /* wraps alike in 32 bits */
    {"index.divs", "7", "0", NULL},
    {"index.divs", "4294967296", "2", NULL}, /* 32-bit: 0 / 2 */
    {"index.divs", "-2147483648", "-1", "2147483648"},
    {"index.divu", "-1", "2", NULL},
    {"index.divu", "100", "7", "14"},
    {"index.ceildivs", "7", "2", "4"},
    {"index.ceildivs", "-7", "2", "-3"},
    {"index.ceildivs", "7", "-2", "-3"},
    {"index.ceildivs", "-7", "-2", "4"},
    {"index.ceildivs", "0", "-2", "0"},
    {"index.ceildivu", "7", "2", "4"},
    {"index.ceildivu", "0", "2", "0"},
    {"index.ceildivu", "7", "0", NULL},
    {"index.floordivs", "-7", "2", "-4"},
    {"index.floordivs", "7", "-2", "-4"},
    {"index.floordivs", "-7", "-2", "3"},
    {"index.floordivs", "-1", "0", NULL},
    {"index.rems", "-7", "2", "-1"},
    {"index.rems", "-9223372036854775808", "-1", "0"},
    {"index.remu", "-7", "10", "9"},
    {"index.remu", "17", "10", "7"},
    {"index.maxs", "-1", "1", "1"},
    {"index.maxs", "4294967296", "1", NULL},
    {"index.maxu", "-1", "1", "-1"},
    {"index.mins", "-1", "1", "-1"},
    {"index.minu", "-1", "1", "1"},
    {"index.shl", "1", "31", "2147483648"},
    {"index.shl", "1", "32", NULL},
    {"index.shl", "-1", "4", "-16"},
    {"index.shrs", "-8", "1", "-4"},
    {"index.shrs", "4294967296", "1", NULL},
    {"index.shru", "-1", "1", NULL},
    {"index.shru", "8", "3", "1"},
};

Test(fold_index, binary_constants) {
  for (size_t i = 0; i < sizeof rows / sizeof *rows; i++)
    expect_index(ibin(rows[i].op, rows[i].a, rows[i].b), rows[i].want);
}

/* add(x, 0), sub(x, 0) and mul(x, 1) are x. */
Test(fold_index, identities) {
  rl_value *i = arg(5), *ops[2] = {i, CI("0")};
  expect_value(mk("index.add", T("index"), 2, ops, NULL), i);
  expect_value(mk("index.sub", T("index"), 2, ops, NULL), i);
  ops[1] = CI("1");
  expect_value(mk("index.mul", T("index"), 2, ops, NULL), i);
  expect_fold(mk("index.add", T("index"), 2, ops, NULL), NULL);
}

static rl_op *cmp(int pred, rl_value *a, rl_value *b) {
  return rl_index_cmp_create(&bld, NULL, T("i1"), a, b, rl_index_cmp_predicate_attr(ctx, (unsigned)pred));
}
enum { EQ, NE, SLT, SLE, SGT, SGE, ULT, ULE, UGT, UGE };

/* %r = index.cmp P(%a, %b): folded when the 32- and 64-bit comparisons
 * agree; cmp(x, x); cmp(max/min(x, c0), c1) when the range decides. */
Test(fold_index, cmp) {
  expect_fold(cmp(SLT, CI("-1"), CI("1")), "true");
  expect_fold(cmp(ULT, CI("-1"), CI("1")), "false");
  expect_fold(cmp(ULT, CI("4294967296"), CI("1")), NULL); /* 32-bit: 0 < 1 */
  expect_fold(cmp(EQ, CI("4294967296"), CI("0")), NULL);
  expect_fold(cmp(NE, CI("4294967296"), CI("4294967297")), "true");
  expect_fold(cmp(SLE, arg(5), arg(5)), "true");
  expect_fold(cmp(UGT, arg(5), arg(5)), "false");
  rl_value *ops[2] = {arg(5), CI("5")};
  rl_op *mx = mk("index.maxs", T("index"), 2, ops, NULL);
  expect_fold(cmp(SGT, rl_op_result(mx, 0), CI("3")), "true");  /* maxs(x, 5) > 3 */
  expect_fold(cmp(SLT, rl_op_result(mx, 0), CI("3")), "false");
  expect_fold(cmp(SGT, rl_op_result(mx, 0), CI("7")), NULL);
  rl_op *mu = mk("index.minu", T("index"), 2, ops, NULL);
  expect_fold(cmp(ULT, rl_op_result(mu, 0), CI("10")), "true"); /* minu(x, 5) <u 10 */
  expect_fold(cmp(EQ, rl_op_result(mu, 0), CI("10")), "false");
  rl_op *ms = mk("index.mins", T("index"), 2, ops, NULL);
  expect_fold(cmp(SLT, rl_op_result(ms, 0), CI("4294967296")), NULL); /* 32-bit: 5 < 0 unknown */
}

/* index.casts / index.castu to index always fold (64 bits); from index,
 * only when the result does not depend on the index width. (mlir-opt-19
 * then cannot materialize the iN constant in the index dialect, so
 * `index.casts %c : index to i8` stays in its output.) */
Test(fold_index, casts) {
  expect_fold(un("index.casts", "-1 : i8", "index"), "-1 : index");
  expect_fold(un("index.castu", "-1 : i8", "index"), "255 : index");
  expect_fold(un("index.casts", "-1 : i128", "index"), "-1 : index");
  expect_fold(un("index.castu", "-1 : i128", "index"), "-1 : index");
  rl_value *m1 = CI("-1"), *big = CI("4294967296");
  expect_fold(mk("index.casts", T("i8"), 1, &m1, NULL), "-1 : i8");
  expect_fold(mk("index.casts", T("i64"), 1, &m1, NULL), "-1 : i64");
  expect_fold(mk("index.castu", T("i64"), 1, &m1, NULL), NULL);
  expect_fold(mk("index.casts", T("i64"), 1, &big, NULL), NULL);
  expect_fold(mk("index.casts", T("i48"), 1, &m1, NULL), "-1 : i48");
  expect_fold(mk("index.castu", T("i48"), 1, &m1, NULL), NULL);
  expect_fold(mk("index.castu", T("i128"), 1, &big, NULL), NULL);
}

Test(fold_index, constants_and_materializer) {
  rl_op *c = rl_index_constant_create(&bld, NULL, T("index"), A("42 : index"));
  expect_fold(c, "42 : index");
  c = rl_index_bool_constant_create(&bld, NULL, T("i1"), A("true"));
  expect_fold(c, "true");
  rl_materialize_fn m = rl_dialect_materializer(ctx, rl_ident_cstr(ctx, "index"));
  cr_assert_not_null(m);
  c = m(&bld, A("7 : index"), T("index"), NULL);
  cr_assert(c && rl_index_constant_value(c) == A("7 : index"));
  c = m(&bld, A("false"), T("i1"), NULL);
  cr_assert(c && rl_index_bool_constant_value(c) == A("false"));
  cr_assert_null(m(&bld, A("7 : i8"), T("i8"), NULL));
  cr_assert_null(m(&bld, A("7 : index"), T("i64"), NULL));
  cr_assert_null(m(&bld, A("true"), T("index"), NULL));
}
