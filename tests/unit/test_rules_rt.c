/* The rule runtime: tracing and --rewrite-stats lines, operand groups and
 * constants, the standard library (predicates and integer helpers), the
 * library table, built-in type and attribute constraints by name, and the
 * fused location of a rewrite. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "core/parser.h"
#include "core/rules_rt.h"
#include "core/verify.h"
#include "dialects/registry.h"

static rl_context *ctx;

/* tst.opt: one operand, then an optional one (no registered dialect has an
 * optional operand group). */
static bool any_type(const rl_type *t) { return t != NULL; }
static const rl_type_constraint c_any = {"any type", any_type, NULL, 0};
static const rl_value_def opt_operands[] = {{"a", RL_ARITY_ONE, &c_any}, {"b", RL_ARITY_OPTIONAL, &c_any}};
static const rl_opdef topt = {.name = "tst.opt", .noperands = 2, .operands = opt_operands};
/* tst.const: ConstantLike, its property `value` declared second. */
static const rl_attr_def tconst_props[] = {{"other", RL_AK_ANY, true, NULL, NULL, NULL, NULL, NULL},
                                           {"value", RL_AK_TYPED, false, NULL, NULL, NULL, NULL, NULL}};
static const rl_value_def one_result[] = {{"r", RL_ARITY_ONE, &c_any}};
static const rl_opdef tconst = {.name = "tst.const", .traits = RL_TRAIT_CONSTANT_LIKE, .nresults = 1,
                                .results = one_result, .nattrs = 2, .attrs = tconst_props};

static void setup(void) {
  ctx = rl_context_create();
  rl_context_allow_unregistered(ctx, true);
  rl_register_all_dialects(ctx);
  const rl_opdef *defs[] = {&topt, &tconst};
  rl_register_opdefs(ctx, defs, 2);
}
static void teardown(void) { rl_context_destroy(ctx); }
TestSuite(rules_rt, .init = setup, .fini = teardown);

static rl_op *parse(const char *src) {
  rl_op *m = rl_parse_source(ctx, src, strlen(src), rl_ident_cstr(ctx, "t.mlir"), 0);
  cr_assert_not_null(m);
  cr_assert(rl_verify(ctx, m));
  return m;
}

static rl_attr *A(const char *s) {
  rl_attr *a = rl_parse_attr_str(ctx, s);
  cr_assert_not_null(a, "cannot parse %s", s);
  return a;
}
static rl_type *T(const char *s) {
  rl_type *t = rl_parse_type_str(ctx, s);
  cr_assert_not_null(t, "cannot parse %s", s);
  return t;
}

/* The ops of m named `name`, in pre-order. */
typedef struct collect {
  const char *name;
  rl_op *ops[16];
  unsigned n;
} collect;
static bool collect_fn(rl_op *op, void *ud) {
  collect *c = ud;
  if (strcmp(op->info->name->str, c->name) == 0 && c->n < 16) c->ops[c->n++] = op;
  return true;
}
static collect find_ops(rl_op *m, const char *name) {
  collect c = {.name = name};
  rl_op_walk(m, false, collect_fn, &c);
  return c;
}

/* ==== tracing ======================================================================= */

static rl_rule rule_at(const char *name, const char *file, unsigned line) {
  rl_rule r = {0};
  r.name = name;
  r.file = file;
  r.line = line;
  return r;
}

Test(rules_rt, check_names) {
  cr_assert_str_eq(rl_mcheck_name(RL_MC_OPERAND), "operand");
  cr_assert_str_eq(rl_mcheck_name(RL_MC_SAME), "same value");
  cr_assert_str_eq(rl_mcheck_name(RL_MC_PROPERTY), "property");
  cr_assert_str_eq(rl_mcheck_name(RL_MC_CONSTRAINT), "constraint");
  cr_assert_str_eq(rl_mcheck_name(RL_MC_CONDITION), "condition");
  cr_assert_str_eq(rl_mcheck_name(RL_MC_HELPER), "helper");
  cr_assert_str_eq(rl_mcheck_name(RL_MC_DISABLED), "disabled");
}

Test(rules_rt, trace_prints_and_counts) {
  rl_op *m = parse("func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n");
  rl_op *add = find_ops(m, "arith.addi").ops[0];
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  rl_rule_trace t = {.debug = f, .stats = true};
  rl_rule r = rule_at("AddZero", "arith.rules", 4);
  rl_rule_failed(&t, &r, add, RL_MC_OPERAND, "operand 1 is not defined by 'arith.constant'");
  rl_rule_failed(&t, &r, add, RL_MC_CONSTRAINT, "IsZero");
  rl_rule_failed(&t, &r, add, RL_MC_OPERAND, "operand 0 is a block argument");
  cr_assert_null(t.fired);
  rl_rule_applied(&t, &r, add);
  cr_assert_eq(t.fired, &r);
  rl_rule anon = rule_at("Anon", NULL, 7);
  rl_rule_applied(&t, &anon, add);
  fclose(f);
  cr_assert_str_eq(buf,
                   "* Rule AddZero (arith.rules:4) on 'arith.addi': failed at operand: operand 1 is not defined by "
                   "'arith.constant'\n"
                   "* Rule AddZero (arith.rules:4) on 'arith.addi': failed at constraint: IsZero\n"
                   "* Rule AddZero (arith.rules:4) on 'arith.addi': failed at operand: operand 0 is a block argument\n"
                   "* Rule AddZero (arith.rules:4) on 'arith.addi': applied\n"
                   "* Rule Anon (?:0) on 'arith.addi': applied\n");
  free(buf);
  cr_assert_eq(r.applied, 1);
  cr_assert_eq(r.failed, 3);
  cr_assert_eq(r.failed_at[RL_MC_OPERAND], 2);
  cr_assert_eq(r.failed_at[RL_MC_CONSTRAINT], 1);
  cr_assert_eq(r.failed_at[RL_MC_HELPER], 0);
  cr_assert_eq(anon.applied, 1);
  cr_assert_eq(t.fired, &anon);
  rl_op_destroy(ctx, m);
}

Test(rules_rt, trace_off_and_stats_off) {
  rl_op *m = parse("func.func @f() {\n  return\n}\n");
  rl_op *ret = find_ops(m, "func.return").ops[0];
  rl_rule r = rule_at("R", "x.rules", 1);
  rl_rule_failed(NULL, &r, ret, RL_MC_CONDITION, "no");
  rl_rule_applied(NULL, &r, ret);
  cr_assert_eq(r.failed, 0);
  cr_assert_eq(r.applied, 0);
  /* Debug without stats: prints, counts nothing. */
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  rl_rule_trace t = {.debug = f};
  rl_rule_failed(&t, &r, ret, RL_MC_DISABLED, "--disable-rule");
  rl_rule_applied(&t, &r, ret);
  fclose(f);
  cr_assert_str_eq(buf, "* Rule R (x.rules:1) on 'func.return': failed at disabled: --disable-rule\n"
                        "* Rule R (x.rules:1) on 'func.return': applied\n");
  free(buf);
  cr_assert_eq(r.failed, 0);
  cr_assert_eq(r.failed_at[RL_MC_DISABLED], 0);
  cr_assert_eq(r.applied, 0);
  cr_assert_eq(t.fired, &r);
  /* Stats without debug. */
  rl_rule_trace s = {.stats = true};
  rl_rule_failed(&s, &r, ret, RL_MC_SAME, "x");
  cr_assert_eq(r.failed, 1);
  cr_assert_eq(r.failed_at[RL_MC_SAME], 1);
  rl_op_destroy(ctx, m);
}

static char *stats_line(const rl_rule *r) {
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  rl_rule_print_stats(f, r);
  fclose(f);
  return buf;
}

Test(rules_rt, stats_lines) {
  rl_rule r = rule_at("AddAddConst", "arith.rules", 12);
  char *s = stats_line(&r);
  cr_assert_str_eq(s, "  AddAddConst (arith.rules:12): applied 0, failed 0\n");
  free(s);
  r.applied = 3;
  r.failed = 9;
  r.failed_at[RL_MC_HELPER] = 1;
  r.failed_at[RL_MC_OPERAND] = 5;
  r.failed_at[RL_MC_CONSTRAINT] = 3;
  s = stats_line(&r);
  cr_assert_str_eq(s, "  AddAddConst (arith.rules:12): applied 3, failed 9 (operand 5, constraint 3, helper 1)\n");
  free(s);
  rl_rule q = rule_at("Q", NULL, 99);
  q.applied = 2;
  q.failed = 1;
  q.failed_at[RL_MC_SAME] = 1;
  s = stats_line(&q);
  cr_assert_str_eq(s, "  Q (?:0): applied 2, failed 1 (same value 1)\n");
  free(s);
}

/* ==== operands and constants ============================================================ */

static const char *const branches =
    "func.func @f(%c: i1, %a: i32, %b: i64) -> i32 {\n"
    "  %k = arith.constant 7 : i32\n"
    "  %s = arith.addi %a, %k : i32\n"
    "  cf.cond_br %c, ^bb1(%a, %s : i32, i32), ^bb2(%b : i64)\n"
    "^bb1(%x: i32, %y: i32):\n"
    "  return %x : i32\n"
    "^bb2(%z: i64):\n"
    "  cf.br ^bb1(%k, %k : i32, i32)\n"
    "}\n";

Test(rules_rt, operand_groups_of_variadic_ops) {
  rl_op *m = parse(branches);
  rl_op *cb = find_ops(m, "cf.cond_br").ops[0];
  cr_assert_not_null(cb);
  rl_mval g0 = rl_m_operand_group(cb, 0);
  cr_assert_eq(g0.p, rl_op_operand(cb, 0)); /* a single group among variadic ones: the value */
  cr_assert_eq(((rl_value *)g0.p)->type, T("i1"));
  rl_mval g1 = rl_m_operand_group(cb, 1);
  cr_assert_eq(g1.p, cb);
  cr_assert_eq(g1.first, 1);
  cr_assert_eq(g1.n, 2);
  rl_mval g2 = rl_m_operand_group(cb, 2);
  cr_assert_eq(g2.p, cb);
  cr_assert_eq(g2.first, 3);
  cr_assert_eq(g2.n, 1);
  rl_value *vals[4] = {0};
  cr_assert_eq(rl_m_range_values(&g1, vals, 4), 2);
  cr_assert_eq(vals[0], rl_op_operand(cb, 1));
  cr_assert_eq(vals[1], rl_op_operand(cb, 2));
  cr_assert_eq(vals[1]->type, T("i32"));
  cr_assert_eq(rl_m_range_values(&g1, vals, 1), UINT32_MAX);
  cr_assert_eq(rl_m_range_values(&g2, vals, 4), 1);
  cr_assert_eq(vals[0]->type, T("i64"));
  cr_assert_null(rl_m_operand_group(cb, 3).p);

  rl_op *br = find_ops(m, "cf.br").ops[0];
  rl_mval d = rl_m_operand_group(br, 0);
  cr_assert_eq(d.p, br);
  cr_assert_eq(d.first, 0);
  cr_assert_eq(d.n, 2);
  cr_assert_eq(rl_m_range_values(&d, vals, 2), 2);
  cr_assert_eq(vals[0], vals[1]);

  rl_op *ret = find_ops(m, "func.return").ops[0];
  rl_mval r = rl_m_operand_group(ret, 0);
  cr_assert_eq(r.p, ret);
  cr_assert_eq(r.n, 1);

  /* Fixed ops: operand g itself. */
  rl_op *add = find_ops(m, "arith.addi").ops[0];
  cr_assert_eq(rl_m_operand_group(add, 0).p, rl_op_operand(add, 0));
  cr_assert_eq(rl_m_operand_group(add, 1).p, rl_op_operand(add, 1));
  cr_assert_null(rl_m_operand_group(add, 2).p);
  rl_op_destroy(ctx, m);
}

Test(rules_rt, empty_variadic_group) {
  rl_op *m = parse("func.func @f() {\n  return\n}\n");
  rl_op *ret = find_ops(m, "func.return").ops[0];
  rl_mval r = rl_m_operand_group(ret, 0);
  cr_assert_eq(r.p, ret);
  cr_assert_eq(r.n, 0);
  rl_value *v;
  cr_assert_eq(rl_m_range_values(&r, &v, 0), 0);
  rl_mval none = {0};
  cr_assert_eq(rl_m_range_values(&none, &v, 1), 0);
  rl_op_destroy(ctx, m);
}

Test(rules_rt, optional_operand_group) {
  rl_block *b = rl_block_create(ctx);
  rl_value *x = rl_block_add_arg(ctx, b, T("i32"), rl_loc_unknown(ctx));
  rl_value *y = rl_block_add_arg(ctx, b, T("f32"), rl_loc_unknown(ctx));
  rl_opinfo *oi = rl_opinfo_find(ctx, "tst.opt", 7);
  cr_assert_not_null(oi);
  rl_value *both[] = {x, y};
  rl_op_state st = {.info = oi, .loc = rl_loc_unknown(ctx), .noperands = 2, .operands = both};
  rl_op *with = rl_op_create(ctx, &st);
  st.noperands = 1;
  rl_op *without = rl_op_create(ctx, &st);
  cr_assert_eq(rl_m_operand_group(with, 0).p, x);
  cr_assert_eq(rl_m_operand_group(with, 1).p, y);
  cr_assert_eq(rl_m_operand_group(without, 0).p, x);
  cr_assert_null(rl_m_operand_group(without, 1).p);
  cr_assert_null(rl_m_operand_group(without, 2).p);
  rl_op_destroy(ctx, with);
  rl_op_destroy(ctx, without);
}

Test(rules_rt, constants_of_values) {
  rl_op *m = parse(branches);
  rl_op *k = find_ops(m, "arith.constant").ops[0];
  rl_op *add = find_ops(m, "arith.addi").ops[0];
  cr_assert_eq(rl_m_constant_of(rl_op_result(k, 0)), A("7 : i32"));
  cr_assert_null(rl_m_constant_of(rl_op_result(add, 0)));
  cr_assert_null(rl_m_constant_of(rl_op_operand(add, 0))); /* a block argument */
  cr_assert_null(rl_m_constant_of(NULL));
  rl_op_destroy(ctx, m);
}

Test(rules_rt, constant_with_value_not_first) {
  rl_opinfo *oi = rl_opinfo_find(ctx, "tst.const", 9);
  rl_named_attr props[] = {{rl_ident_cstr(ctx, "other"), A("1 : i8")}, {rl_ident_cstr(ctx, "value"), A("2.5 : f32")}};
  rl_type *t = T("f32");
  rl_op_state st = {.info = oi, .loc = rl_loc_unknown(ctx), .nresults = 1, .result_types = &t,
                    .props = rl_attr_dict(ctx, 2, props, NULL)};
  rl_op *op = rl_op_create(ctx, &st);
  cr_assert_eq(rl_m_constant_of(rl_op_result(op, 0)), A("2.5 : f32"));
  st.props = rl_attr_dict(ctx, 1, props, NULL); /* no value */
  rl_op *op2 = rl_op_create(ctx, &st);
  cr_assert_null(rl_m_constant_of(rl_op_result(op2, 0)));
  rl_op_destroy(ctx, op);
  rl_op_destroy(ctx, op2);
}

Test(rules_rt, constant_of_op_without_definition) {
  rl_opinfo *oi = rl_opinfo_register(ctx, "tst.k", RL_TRAIT_CONSTANT_LIKE);
  rl_named_attr p = {rl_ident_cstr(ctx, "value"), A("3 : i16")};
  rl_type *t = T("i16");
  rl_op_state st = {.info = oi, .loc = rl_loc_unknown(ctx), .nresults = 1, .result_types = &t,
                    .props = rl_attr_dict(ctx, 1, &p, NULL)};
  rl_op *op = rl_op_create(ctx, &st);
  cr_assert_eq(rl_m_constant_of(rl_op_result(op, 0)), A("3 : i16"));
  rl_mval v = {rl_op_result(op, 0), 0, 0};
  cr_assert(rl_lib_IsConstant(ctx, &v));
  rl_op_destroy(ctx, op);
}

/* ==== the standard library ================================================================ */

static bool pred(bool (*fn)(rl_context *, const rl_mval *), rl_attr *a) {
  rl_mval v = {a, 0, 0};
  return fn(ctx, &v);
}
#define Z(s) pred(rl_lib_IsZero, A(s))
#define O(s) pred(rl_lib_IsOne, A(s))
#define AO(s) pred(rl_lib_IsAllOnes, A(s))
#define SP(s) pred(rl_lib_IsSplat, A(s))

Test(rules_rt, is_zero) {
  cr_assert(Z("0 : i32"));
  cr_assert(Z("0 : index"));
  cr_assert(Z("0 : i128"));
  cr_assert(Z("false"));
  cr_assert(Z("0 : ui8"));
  cr_assert(Z("0.0 : f32"));
  cr_assert(Z("-0.0 : f64"));
  cr_assert(Z("0.0 : bf16"));
  cr_assert(Z("-0.0 : f80"));
  cr_assert(Z("dense<0> : tensor<4xi32>"));
  cr_assert(Z("dense<0.0> : vector<2xf16>"));
  cr_assert(Z("dense<-0.0> : vector<2xf32>"));
  cr_assert(!Z("1 : i32"));
  cr_assert(!Z("-1 : i64"));
  cr_assert(!Z("18446744073709551616 : i128")); /* 2^64: only the high word set */
  cr_assert(!Z("true"));
  cr_assert(!Z("1.0 : f32"));
  cr_assert(!Z("1.0e-45 : f32")); /* the smallest denormal */
  cr_assert(!Z("dense<[0, 1]> : tensor<2xi32>"));
  cr_assert(!Z("dense<3> : tensor<2xi32>"));
  cr_assert(!Z("\"0\""));
  cr_assert(!Z("unit"));
  cr_assert(!pred(rl_lib_IsZero, NULL));
}

Test(rules_rt, is_one) {
  cr_assert(O("1 : i32"));
  cr_assert(O("1 : index"));
  cr_assert(O("1 : i200"));
  cr_assert(O("true"));
  cr_assert(O("1.0 : f32"));
  cr_assert(O("1.0 : f16"));
  cr_assert(O("1.0 : bf16"));
  cr_assert(O("1.0 : f64"));
  cr_assert(O("1.0 : f80"));
  cr_assert(O("1.0 : f128"));
  cr_assert(O("dense<1> : vector<4xi8>"));
  cr_assert(O("dense<1.0> : tensor<3xf64>"));
  cr_assert(!O("0 : i32"));
  cr_assert(!O("2 : i32"));
  cr_assert(!O("-1 : i32"));
  cr_assert(!O("18446744073709551617 : i128")); /* 2^64 + 1 */
  cr_assert(!O("false"));
  cr_assert(!O("-1.0 : f32"));
  cr_assert(!O("1.5 : f32"));
  cr_assert(!O("0.0 : f32"));
  cr_assert(!O("dense<[1, 1, 2]> : tensor<3xi32>"));
  cr_assert(!pred(rl_lib_IsOne, NULL));
}

Test(rules_rt, is_all_ones) {
  cr_assert(AO("-1 : i32"));
  cr_assert(AO("255 : i8"));
  cr_assert(AO("true")); /* i1: 1 is all ones */
  cr_assert(AO("-1 : index"));
  cr_assert(AO("-1 : i64"));
  cr_assert(AO("-1 : i128"));
  cr_assert(AO("-1 : i65"));
  cr_assert(AO("dense<-1> : tensor<2xi16>"));
  cr_assert(AO("dense<true> : vector<4xi1>"));
  cr_assert(!AO("1 : i32"));
  cr_assert(!AO("127 : i8"));
  cr_assert(!AO("18446744073709551615 : i128")); /* only the low word */
  cr_assert(!AO("false"));
  cr_assert(!AO("1.0 : f32"));
  cr_assert(!AO("0xFFFFFFFF : f32")); /* a NaN with every bit set: not an integer */
  cr_assert(!AO("dense<[-1, 0]> : tensor<2xi16>"));
  cr_assert(!pred(rl_lib_IsAllOnes, NULL));
}

Test(rules_rt, is_splat) {
  cr_assert(SP("dense<1> : tensor<4xi32>"));
  cr_assert(SP("dense<2.0> : vector<2xf32>"));
  cr_assert(SP("dense<[3, 3]> : tensor<2xi32>")); /* all equal: stored as a splat */
  cr_assert(!SP("dense<[1, 2]> : tensor<2xi32>"));
  cr_assert(!SP("1 : i32"));
  cr_assert(!SP("array<i32: 1, 1>"));
  cr_assert(!pred(rl_lib_IsSplat, NULL));
}

Test(rules_rt, has_one_use_and_is_constant) {
  rl_op *m = parse("func.func @f(%a: i32, %b: i32) -> i32 {\n"
                   "  %k = arith.constant 1 : i32\n"
                   "  %u = arith.constant 2 : i32\n"
                   "  %0 = arith.addi %a, %a : i32\n"
                   "  %1 = arith.addi %0, %k : i32\n"
                   "  return %1 : i32\n"
                   "}\n");
  collect ks = find_ops(m, "arith.constant"), adds = find_ops(m, "arith.addi");
  rl_op *f = find_ops(m, "func.func").ops[0];
  rl_block *entry = rl_op_region(f, 0)->first;
  rl_mval a = {rl_block_arg(entry, 0), 0, 0}, b = {rl_block_arg(entry, 1), 0, 0};
  rl_mval k = {rl_op_result(ks.ops[0], 0), 0, 0}, u = {rl_op_result(ks.ops[1], 0), 0, 0};
  rl_mval s0 = {rl_op_result(adds.ops[0], 0), 0, 0}, s1 = {rl_op_result(adds.ops[1], 0), 0, 0};
  cr_assert(!rl_lib_HasOneUse(ctx, &a)); /* used twice by one op */
  cr_assert(!rl_lib_HasOneUse(ctx, &b)); /* unused */
  cr_assert(!rl_lib_HasOneUse(ctx, &u));
  cr_assert(rl_lib_HasOneUse(ctx, &k));
  cr_assert(rl_lib_HasOneUse(ctx, &s0));
  cr_assert(rl_lib_HasOneUse(ctx, &s1));
  cr_assert(rl_lib_IsConstant(ctx, &k));
  cr_assert(rl_lib_IsConstant(ctx, &u));
  cr_assert(!rl_lib_IsConstant(ctx, &a));
  cr_assert(!rl_lib_IsConstant(ctx, &s0));
  rl_mval none = {0};
  cr_assert(!rl_lib_IsConstant(ctx, &none));
  cr_assert(!rl_lib_HasOneUse(ctx, &none));
  rl_op_destroy(ctx, m);
}

typedef bool (*native_fn)(rl_context *, rl_builder *, const rl_mval *, rl_mval *);

/* fn(a, b), or NULL when it fails. */
static rl_attr *call2(native_fn fn, rl_attr *a, rl_attr *b) {
  rl_mval args[2] = {{a, 0, 0}, {b, 0, 0}};
  rl_mval out = {(void *)1, 5, 5};
  if (!fn(ctx, NULL, args, &out)) return NULL;
  cr_assert_not_null(out.p);
  return out.p;
}
#define ADD(x, y) call2(rl_lib_AddInts, A(x), A(y))
#define SUB(x, y) call2(rl_lib_SubInts, A(x), A(y))
#define MUL(x, y) call2(rl_lib_MulInts, A(x), A(y))

Test(rules_rt, add_ints) {
  cr_assert_eq(ADD("3 : i32", "4 : i32"), A("7 : i32"));
  cr_assert_eq(ADD("-5 : i32", "2 : i32"), A("-3 : i32"));
  cr_assert_eq(ADD("127 : i8", "1 : i8"), A("-128 : i8"));
  cr_assert_eq(ADD("true", "true"), A("false"));
  cr_assert_eq(ADD("5 : index", "6 : index"), A("11 : index"));
  cr_assert_eq(ADD("-1 : i64", "1 : i64"), A("0 : i64"));
  cr_assert_eq(ADD("255 : ui8", "2 : ui8"), A("1 : ui8"));
  cr_assert_eq(ADD("18446744073709551615 : i128", "1 : i128"), A("18446744073709551616 : i128"));
  cr_assert_eq(ADD("-1 : i100", "1 : i100"), A("0 : i100"));
  cr_assert_eq(ADD("-1 : i1000", "-1 : i1000"), A("-2 : i1000")); /* wider than the stack buffer */
  cr_assert_eq(ADD("dense<3> : tensor<2xi32>", "dense<4> : tensor<2xi32>"), A("dense<7> : tensor<2xi32>"));
  cr_assert_eq(ADD("dense<-1> : vector<4xi128>", "dense<2> : vector<4xi128>"), A("dense<1> : vector<4xi128>"));
  /* Failures. */
  cr_assert_null(ADD("3 : i32", "4 : i64"));
  cr_assert_null(ADD("3 : i32", "4 : si32"));
  cr_assert_null(ADD("1.0 : f32", "2.0 : f32"));
  cr_assert_null(ADD("dense<3> : tensor<2xi32>", "3 : i32"));
  cr_assert_null(ADD("3 : i32", "dense<3> : tensor<2xi32>"));
  cr_assert_null(ADD("dense<3> : tensor<2xi32>", "dense<3> : tensor<3xi32>"));
  cr_assert_null(ADD("dense<[1, 2]> : tensor<2xi32>", "dense<3> : tensor<2xi32>"));
  cr_assert_null(ADD("dense<1.0> : tensor<2xf32>", "dense<1.0> : tensor<2xf32>"));
  cr_assert_null(call2(rl_lib_AddInts, NULL, A("1 : i32")));
  cr_assert_null(call2(rl_lib_AddInts, A("1 : i32"), NULL));
}

Test(rules_rt, sub_ints) {
  cr_assert_eq(SUB("10 : i32", "3 : i32"), A("7 : i32"));
  cr_assert_eq(SUB("0 : i8", "1 : i8"), A("-1 : i8"));
  cr_assert_eq(SUB("-128 : i8", "1 : i8"), A("127 : i8"));
  cr_assert_eq(SUB("0 : index", "1 : index"), A("-1 : index"));
  cr_assert_eq(SUB("18446744073709551616 : i128", "1 : i128"), A("18446744073709551615 : i128"));
  cr_assert_eq(SUB("0 : i128", "1 : i128"), A("-1 : i128"));
  cr_assert_eq(SUB("dense<1> : tensor<3xi16>", "dense<2> : tensor<3xi16>"), A("dense<-1> : tensor<3xi16>"));
  cr_assert_null(SUB("1 : i16", "1 : i32"));
  cr_assert_null(SUB("1.0 : f64", "1.0 : f64"));
}

Test(rules_rt, mul_ints) {
  cr_assert_eq(MUL("6 : i32", "7 : i32"), A("42 : i32"));
  cr_assert_eq(MUL("16 : i8", "16 : i8"), A("0 : i8"));
  cr_assert_eq(MUL("-3 : i8", "5 : i8"), A("-15 : i8"));
  cr_assert_eq(MUL("100 : i8", "3 : i8"), A("44 : i8")); /* 300 mod 256 */
  cr_assert_eq(MUL("4294967296 : i128", "4294967296 : i128"), A("18446744073709551616 : i128"));
  cr_assert_eq(MUL("18446744073709551616 : i128", "18446744073709551616 : i128"), A("0 : i128"));
  cr_assert_eq(MUL("-1 : i128", "-1 : i128"), A("1 : i128"));
  cr_assert_eq(MUL("-1 : i1000", "-1 : i1000"), A("1 : i1000"));
  cr_assert_eq(MUL("-2 : i70", "3 : i70"), A("-6 : i70"));
  cr_assert_eq(MUL("1000000 : index", "1000000 : index"), A("1000000000000 : index"));
  cr_assert_eq(MUL("dense<3> : vector<2xi64>", "dense<-2> : vector<2xi64>"), A("dense<-6> : vector<2xi64>"));
  cr_assert_null(MUL("2 : i32", "2 : index"));
  cr_assert_null(MUL("2.0 : f32", "2.0 : f32"));
  cr_assert_null(MUL("\"a\"", "\"a\""));
}

/* ==== the library table ===================================================================== */

static bool always(rl_context *c, const rl_mval *args) {
  (void)c;
  (void)args;
  return true;
}
static const rl_rule_lib_entry extra[] = {
    {"TstAlways", 1, {RL_MK_VALUE}, 0, always, NULL},
    {"TstAlsoAlways", 2, {RL_MK_TYPE, RL_MK_OP}, 0, always, NULL},
};

Test(rules_rt, library_lookup) {
  static const struct {
    const char *name;
    uint8_t nargs, arg0;
    bool native;
  } want[] = {
      {"IsZero", 1, RL_MK_ATTR, false},      {"IsOne", 1, RL_MK_ATTR, false},   {"IsAllOnes", 1, RL_MK_ATTR, false},
      {"IsSplat", 1, RL_MK_ATTR, false},     {"HasOneUse", 1, RL_MK_VALUE, false},
      {"IsConstant", 1, RL_MK_VALUE, false}, {"AddInts", 2, RL_MK_ATTR, true},  {"SubInts", 2, RL_MK_ATTR, true},
      {"MulInts", 2, RL_MK_ATTR, true},
  };
  for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
    const rl_rule_lib_entry *e = rl_rule_lib_find(want[i].name);
    cr_assert_not_null(e, "%s", want[i].name);
    cr_assert_str_eq(e->name, want[i].name);
    cr_assert_eq(e->nargs, want[i].nargs, "%s", want[i].name);
    cr_assert_eq(e->args[0], want[i].arg0, "%s", want[i].name);
    if (want[i].native) {
      cr_assert_not_null(e->fn);
      cr_assert_null(e->check);
      cr_assert_eq(e->args[1], RL_MK_ATTR);
      cr_assert_eq(e->ret, RL_MK_ATTR);
    } else {
      cr_assert_not_null(e->check);
      cr_assert_null(e->fn);
    }
  }
  cr_assert_eq(rl_rule_lib_find("IsZero")->check, rl_lib_IsZero);
  cr_assert_eq(rl_rule_lib_find("MulInts")->fn, rl_lib_MulInts);
  /* The table's entries work through their pointers. */
  rl_mval a = {A("0 : i32"), 0, 0};
  cr_assert(rl_rule_lib_find("IsZero")->check(ctx, &a));
  cr_assert_null(rl_rule_lib_find("isZero"));
  cr_assert_null(rl_rule_lib_find(""));
  cr_assert_null(rl_rule_lib_find("TstNeverRegistered"));
}

Test(rules_rt, library_register) {
  rl_rule_lib_register(extra, 2);
  rl_rule_lib_register(extra, 2); /* again: nothing new */
  rl_rule_lib_register(extra + 1, 1);
  const rl_rule_lib_entry *e = rl_rule_lib_find("TstAlways");
  cr_assert_eq(e, &extra[0]);
  cr_assert_eq(rl_rule_lib_find("TstAlsoAlways"), &extra[1]);
  cr_assert_eq(rl_rule_lib_find("TstAlsoAlways")->args[1], RL_MK_OP);
  cr_assert_eq(rl_rule_lib_find("AddInts")->fn, rl_lib_AddInts);
  /* Registering the same entries many times never fills the table. */
  for (int i = 0; i < 200; i++) rl_rule_lib_register(extra, 2);
  static const rl_rule_lib_entry more[] = {{"TstMore", 0, {0}, 0, always, NULL}};
  rl_rule_lib_register(more, 1);
  cr_assert_eq(rl_rule_lib_find("TstMore"), &more[0]);
}

/* ==== built-in constraints ===================================================================== */

static bool tc(const char *name, const char *type) {
  rl_type_pred p = rl_rule_type_constraint(name);
  cr_assert_not_null(p, "no type constraint %s", name);
  return p(T(type));
}

Test(rules_rt, type_constraints) {
  cr_assert(tc("AnyType", "i32") && tc("AnyType", "tensor<?xf32>") && tc("AnyType", "none"));
  cr_assert(tc("AnyInteger", "i32") && tc("AnyInteger", "si8") && tc("AnyInteger", "ui64") && tc("AnyInteger", "i1"));
  cr_assert(!tc("AnyInteger", "index") && !tc("AnyInteger", "f32") && !tc("AnyInteger", "vector<2xi32>"));
  cr_assert(tc("AnySignlessInteger", "i7") && !tc("AnySignlessInteger", "si7") && !tc("AnySignlessInteger", "ui7"));
  cr_assert(!tc("AnySignlessInteger", "index"));
  cr_assert(tc("I1", "i1") && !tc("I1", "i8") && !tc("I1", "si1"));
  cr_assert(tc("I8", "i8") && !tc("I8", "ui8"));
  cr_assert(tc("I16", "i16") && !tc("I16", "i32"));
  cr_assert(tc("I32", "i32") && !tc("I32", "si32") && !tc("I32", "f32") && !tc("I32", "index"));
  cr_assert(tc("I64", "i64") && !tc("I64", "index") && !tc("I64", "i32"));
  cr_assert(tc("I128", "i128") && !tc("I128", "i64"));
  cr_assert(tc("SI8", "si8") && !tc("SI8", "i8") && !tc("SI8", "ui8"));
  cr_assert(tc("SI16", "si16") && tc("SI32", "si32") && tc("SI64", "si64") && !tc("SI64", "si32"));
  cr_assert(tc("UI8", "ui8") && tc("UI16", "ui16") && tc("UI32", "ui32") && tc("UI64", "ui64"));
  cr_assert(!tc("UI32", "i32") && !tc("UI32", "si32"));
  cr_assert(tc("Index", "index") && !tc("Index", "i64"));
  cr_assert(tc("AnyFloat", "f32") && tc("AnyFloat", "bf16") && tc("AnyFloat", "f8E4M3FN"));
  cr_assert(!tc("AnyFloat", "i32") && !tc("AnyFloat", "vector<2xf32>") && !tc("AnyFloat", "complex<f32>"));
  cr_assert(tc("BF16", "bf16") && !tc("BF16", "f16"));
  cr_assert(tc("F16", "f16") && !tc("F16", "bf16"));
  cr_assert(tc("F32", "f32") && !tc("F32", "f64") && !tc("F32", "tf32") && !tc("F32", "i32"));
  cr_assert(tc("F64", "f64") && !tc("F64", "f32"));
  cr_assert(tc("F80", "f80") && !tc("F80", "f128"));
  cr_assert(tc("F128", "f128") && !tc("F128", "f80"));
  cr_assert(tc("AnyVector", "vector<4xi32>") && tc("AnyVector", "vector<[4]xf32>"));
  cr_assert(!tc("AnyVector", "tensor<4xi32>") && !tc("AnyVector", "i32"));
  cr_assert(tc("AnyTensor", "tensor<4xi32>") && tc("AnyTensor", "tensor<*xf32>") && tc("AnyTensor", "tensor<f32>"));
  cr_assert(!tc("AnyTensor", "memref<4xi32>") && !tc("AnyTensor", "vector<4xi32>"));
  cr_assert(tc("AnyMemRef", "memref<4xi32>") && !tc("AnyMemRef", "memref<*xf32>") && !tc("AnyMemRef", "tensor<4xi32>"));
  cr_assert(tc("AnyUnrankedMemRef", "memref<*xf32>") && !tc("AnyUnrankedMemRef", "memref<4xi32>"));
  cr_assert(tc("AnyComplex", "complex<f32>") && !tc("AnyComplex", "f32"));
}

Test(rules_rt, type_constraints_like) {
  /* As arith.ops writes them: the scalar, or a vector or tensor of it. */
  const char *sil_yes[] = {"i32", "i1", "index", "vector<4xi32>", "vector<2xindex>", "tensor<?xi64>",
                           "tensor<*xi8>", "tensor<index>"};
  const char *sil_no[] = {"si32", "ui8", "f32", "vector<4xf32>", "memref<4xi32>", "complex<f32>", "tensor<2xsi32>",
                          "none"};
  for (size_t i = 0; i < sizeof sil_yes / sizeof *sil_yes; i++) {
    cr_assert(tc("SignlessIntegerLike", sil_yes[i]), "%s", sil_yes[i]);
    cr_assert(tc("SignlessIntegerOrIndexLike", sil_yes[i]), "%s", sil_yes[i]);
    cr_assert(tc("IntegerLike", sil_yes[i]), "%s", sil_yes[i]);
  }
  for (size_t i = 0; i < sizeof sil_no / sizeof *sil_no; i++) {
    cr_assert(!tc("SignlessIntegerLike", sil_no[i]), "%s", sil_no[i]);
    cr_assert(!tc("SignlessIntegerOrIndexLike", sil_no[i]), "%s", sil_no[i]);
  }
  cr_assert(tc("IntegerLike", "si32") && tc("IntegerLike", "vector<2xui8>"));
  cr_assert(!tc("IntegerLike", "f32") && !tc("IntegerLike", "memref<2xi32>"));
  cr_assert(tc("FloatLike", "f32") && tc("FloatLike", "vector<4xf16>") && tc("FloatLike", "tensor<*xbf16>"));
  cr_assert(!tc("FloatLike", "i32") && !tc("FloatLike", "memref<4xf32>") && !tc("FloatLike", "complex<f32>"));
  cr_assert(!tc("FloatLike", "vector<4xi32>"));
  cr_assert(tc("BoolLike", "i1") && tc("BoolLike", "vector<4xi1>") && tc("BoolLike", "tensor<2x2xi1>"));
  cr_assert(!tc("BoolLike", "i8") && !tc("BoolLike", "vector<4xi8>") && !tc("BoolLike", "si1"));
  cr_assert(!tc("BoolLike", "memref<4xi1>"));
}

Test(rules_rt, unknown_type_constraints) {
  cr_assert_null(rl_rule_type_constraint("I33x"));
  cr_assert_null(rl_rule_type_constraint("i32"));
  cr_assert_null(rl_rule_type_constraint("AnyThing"));
  cr_assert_null(rl_rule_type_constraint(""));
  cr_assert_null(rl_rule_type_constraint("IntegerAttr"));
}

static bool ac(const char *name, const char *attr) {
  rl_attr_pred p = rl_rule_attr_constraint(name);
  cr_assert_not_null(p, "no attribute constraint %s", name);
  return p(A(attr));
}

Test(rules_rt, attr_constraints) {
  cr_assert(ac("IntegerAttr", "1 : i32") && ac("IntegerAttr", "1 : index") && ac("IntegerAttr", "true"));
  cr_assert(ac("IntegerAttr", "5 : ui8"));
  cr_assert(!ac("IntegerAttr", "1.0 : f32") && !ac("IntegerAttr", "dense<1> : tensor<2xi32>"));
  cr_assert(!ac("IntegerAttr", "\"1\""));
  cr_assert(ac("FloatAttr", "1.0 : f32") && ac("FloatAttr", "0x7C00 : f16"));
  cr_assert(!ac("FloatAttr", "1 : i32") && !ac("FloatAttr", "dense<1.0> : tensor<2xf32>"));
  cr_assert(ac("ArrayAttr", "[1, 2]") && ac("ArrayAttr", "[]"));
  cr_assert(!ac("ArrayAttr", "array<i32: 1, 2>") && !ac("ArrayAttr", "{a = 1}"));
  cr_assert(ac("StrAttr", "\"hello\"") && !ac("StrAttr", "@sym") && !ac("StrAttr", "1 : i32"));
  cr_assert(ac("UnitAttr", "unit") && !ac("UnitAttr", "true"));
  cr_assert(ac("BoolAttr", "true") && ac("BoolAttr", "false"));
  cr_assert(!ac("BoolAttr", "1 : i8") && !ac("BoolAttr", "unit") && !ac("BoolAttr", "-1 : si1"));
  cr_assert(ac("TypeAttr", "i32") && ac("TypeAttr", "tensor<4xf32>") && !ac("TypeAttr", "1 : i32"));
  cr_assert(ac("TypedAttr", "1 : i32") && ac("TypedAttr", "1.0 : f32") && ac("TypedAttr", "dense<1> : tensor<2xi32>"));
  cr_assert(!ac("TypedAttr", "unit") && !ac("TypedAttr", "[1]") && !ac("TypedAttr", "@f") && !ac("TypedAttr", "i32"));
  cr_assert(ac("DenseElementsAttr", "dense<1> : tensor<2xi32>") && ac("DenseElementsAttr", "dense<[1, 2]> : vector<2xi8>"));
  cr_assert(!ac("DenseElementsAttr", "1 : i32") && !ac("DenseElementsAttr", "array<i64: 1>"));
  cr_assert(ac("SymbolRefAttr", "@f") && ac("SymbolRefAttr", "@m::@f"));
  cr_assert(!ac("SymbolRefAttr", "\"f\""));
  cr_assert(ac("FlatSymbolRefAttr", "@f") && !ac("FlatSymbolRefAttr", "@m::@f"));
  cr_assert(ac("DictionaryAttr", "{a = 1 : i32}") && ac("DictionaryAttr", "{}"));
  cr_assert(!ac("DictionaryAttr", "[1]"));
  cr_assert(ac("I32Attr", "3 : i32") && !ac("I32Attr", "3 : i64") && !ac("I32Attr", "3 : si32"));
  cr_assert(ac("I64Attr", "3 : i64") && !ac("I64Attr", "3 : index"));
  cr_assert(ac("IndexAttr", "3 : index") && !ac("IndexAttr", "3 : i64"));
  cr_assert(ac("DenseI64ArrayAttr", "array<i64: 1, 2>") && !ac("DenseI64ArrayAttr", "array<i32: 1>"));
  cr_assert(ac("DenseI32ArrayAttr", "array<i32: 1>") && !ac("DenseI32ArrayAttr", "[1 : i32]"));
  cr_assert(ac("AnyAttr", "unit"));
  /* An absent attribute satisfies no class. */
  cr_assert(!rl_rule_attr_constraint("IntegerAttr")(NULL));
  cr_assert(!rl_rule_attr_constraint("TypedAttr")(NULL));
  cr_assert(!rl_rule_attr_constraint("BoolAttr")(NULL));
  cr_assert_null(rl_rule_attr_constraint("IntAttr"));
  cr_assert_null(rl_rule_attr_constraint("I32"));
  cr_assert_null(rl_rule_attr_constraint(""));
}

/* ==== fused locations ============================================================================ */

Test(rules_rt, fused_locations) {
  rl_op *m = parse("func.func @f(%a: i32) -> i32 {\n"
                   "  %0 = arith.addi %a, %a : i32 loc(\"x\":1:1)\n"
                   "  %1 = arith.addi %0, %a : i32 loc(\"y\":2:2)\n"
                   "  %2 = arith.addi %1, %a : i32 loc(\"x\":1:1)\n"
                   "  %3 = arith.addi %2, %a : i32 loc(unknown)\n"
                   "  %4 = arith.addi %3, %a : i32 loc(fused[\"z\":3:3, \"x\":1:1])\n"
                   "  %5 = arith.addi %4, %a : i32 loc(fused<\"meta\">[\"z\":3:3])\n"
                   "  %6 = arith.addi %5, %a : i32 loc(unknown)\n"
                   "  return %6 : i32\n"
                   "}\n");
  collect c = find_ops(m, "arith.addi");
  cr_assert_eq(c.n, 7);
  rl_op **o = c.ops;
  rl_attr *x = rl_loc_file(ctx, rl_ident_cstr(ctx, "x"), 1, 1);
  rl_attr *y = rl_loc_file(ctx, rl_ident_cstr(ctx, "y"), 2, 2);
  rl_attr *z = rl_loc_file(ctx, rl_ident_cstr(ctx, "z"), 3, 3);
  cr_assert_eq(o[0]->loc, x);
  cr_assert_eq(o[2]->loc, x);

  cr_assert_eq(rl_m_fused_loc(ctx, o, 1), x);
  rl_op *same[] = {o[0], o[2], o[0]};
  cr_assert_eq(rl_m_fused_loc(ctx, same, 3), x);
  rl_attr *xy[] = {x, y}, *yx[] = {y, x};
  cr_assert_eq(rl_m_fused_loc(ctx, o, 2), rl_loc_fused(ctx, NULL, 2, xy));
  rl_op *y_first[] = {o[1], o[0]};
  cr_assert_eq(rl_m_fused_loc(ctx, y_first, 2), rl_loc_fused(ctx, NULL, 2, yx));
  /* Duplicates kept once, in order. */
  cr_assert_eq(rl_m_fused_loc(ctx, o, 3), rl_loc_fused(ctx, NULL, 2, xy));
  /* Unknown locations are dropped when a known one is there... */
  rl_op *with_unknown[] = {o[3], o[0], o[3]};
  cr_assert_eq(rl_m_fused_loc(ctx, with_unknown, 3), x);
  rl_op *xuy[] = {o[0], o[3], o[1]};
  cr_assert_eq(rl_m_fused_loc(ctx, xuy, 3), rl_loc_fused(ctx, NULL, 2, xy));
  /* ...and all unknown gives unknown. */
  rl_op *unknowns[] = {o[3], o[6]};
  cr_assert_eq(rl_m_fused_loc(ctx, unknowns, 2), rl_loc_unknown(ctx));
  /* Fused locations without metadata are flattened. */
  rl_op *fz[] = {o[4], o[1], o[0]};
  rl_attr *zxy[] = {z, x, y};
  cr_assert_eq(rl_m_fused_loc(ctx, fz, 3), rl_loc_fused(ctx, NULL, 3, zxy));
  rl_op *xf[] = {o[0], o[4]};
  rl_attr *xz[] = {x, z};
  cr_assert_eq(rl_m_fused_loc(ctx, xf, 2), rl_loc_fused(ctx, NULL, 2, xz));
  /* With metadata they stay whole. */
  rl_attr *meta = o[5]->loc;
  cr_assert_eq(meta->kind, RL_AT_LOC_FUSED);
  cr_assert_not_null(rl_word_ptr(meta->w[0]));
  rl_op *fm[] = {o[5], o[0]};
  rl_attr *mx[] = {meta, x};
  cr_assert_eq(rl_m_fused_loc(ctx, fm, 2), rl_loc_fused(ctx, NULL, 2, mx));
  /* Many ops (more than the small buffer). */
  rl_op *many[20];
  for (int i = 0; i < 20; i++) many[i] = o[i % 2 ? 4 : 1];
  rl_attr *yzx[] = {y, z, x};
  cr_assert_eq(rl_m_fused_loc(ctx, many, 20), rl_loc_fused(ctx, NULL, 3, yzx));
  rl_op_destroy(ctx, m);
}
