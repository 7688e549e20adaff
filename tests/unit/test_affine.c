/* Unit tests of affine expressions and maps: parse -> print against mlir-opt-19's output, simplification, uniquing, errors. */
#include <criterion/criterion.h>
#include <stdint.h>
#include <string.h>

#include "affine.h"
#include "attrs.h"
#include "context.h"
#include "strbuf.h"

static rl_context *ctx;

static void setup(void) { ctx = rl_context_create(); }
static void teardown(void) {
  rl_context_destroy(ctx);
  ctx = NULL;
}

TestSuite(affine, .init = setup, .fini = teardown);

/* Input map text and what mlir-opt-19 prints inside affine_map<...>; every
 * expected string was produced by `mlir-opt-19 --allow-unregistered-dialect
 * --mlir-print-local-scope` on `"t.a"() {m = affine_map<INPUT>} : () -> ()`. */
struct roundtrip {
  const char *in, *out;
  bool lossy; /* the printed text reads back as another map (or not at all), in MLIR too */
};
struct bad {
  const char *in;
  size_t off;
  const char *msg;
};

/* Addition: folding, canonical order, merging of like terms, the mod idiom, wrap-around. */
static const struct roundtrip rt_add[] = {
    {"(d0, d1)[s0] -> (d0 * 2 + s0, d1 - d0)",
     "(d0, d1)[s0] -> (d0 * 2 + s0, d1 - d0)", false},
    {"(d0)[s0] -> (d0 * s0 + 1 + 2)",
     "(d0)[s0] -> (d0 * s0 + 3)", false},
    {"(d0) -> (2 + d0)",
     "(d0) -> (d0 + 2)", false},
    {"(d0) -> (d0 + 0)",
     "(d0) -> (d0)", false},
    {"(d0) -> (d0 - d0)",
     "(d0) -> (0)", false},
    {"(d0, d1) -> (d0 + d1 + d0)",
     "(d0, d1) -> (d0 + d1 + d0)", false},
    {"(d0) -> (d0 + d0)",
     "(d0) -> (d0 * 2)", false},
    {"(d0) -> (d0 * 2 + d0 * 3)",
     "(d0) -> (d0 * 5)", false},
    {"(d0) -> (d0 * 2 - d0)",
     "(d0) -> (d0)", false},
    {"(d0, d1) -> ((d0 + 2) + d1)",
     "(d0, d1) -> (d0 + d1 + 2)", false},
    {"(d0, d1) -> (d0 + (d1 + 3) + 4)",
     "(d0, d1) -> (d0 + d1 + 3 + 4)", true},
    {"(d0)[s0] -> (s0 + d0)",
     "(d0)[s0] -> (d0 + s0)", false},
    {"(d0)[s0] -> (s0 + 3 + d0)",
     "(d0)[s0] -> (d0 + s0 + 3)", true},
    {"(d0)[s0, s1] -> (s1 + s0)",
     "(d0)[s0, s1] -> (s1 + s0)", false},
    {"(d0) -> (d0 - (d0 floordiv 4) * 4)",
     "(d0) -> (d0 mod 4)", false},
    {"(d0)[s0] -> (d0 - (d0 floordiv s0) * s0)",
     "(d0)[s0] -> (d0 mod s0)", false},
    {"(d0) -> (d0 - (d0 floordiv -4) * -4)",
     "(d0) -> (d0 mod -4)", false},
    {"(d0) -> ((d0 floordiv 4) * 4 + d0 mod 4)",
     "(d0) -> ((d0 floordiv 4) * 4 + d0 mod 4)", false},
    {"(d0) -> ((d0 + 2) - ((d0 + 2) floordiv 4) * 4)",
     "(d0) -> (d0 - ((d0 + 2) floordiv 4) * 4 + 2)", false},
    {"(d0) -> (9223372036854775807 + 1)",
     "(d0) -> (9223372036854775807 + 1)", false},
    {"(d0) -> (d0 + 9223372036854775807 + 1)",
     "(d0) -> (d0 - -9223372036854775808)", true},
};

/* Multiplication: constants and symbols go right, folding, products of constants. */
static const struct roundtrip rt_mul[] = {
    {"(d0) -> (d0 * 2 * 3)",
     "(d0) -> (d0 * 6)", false},
    {"(d0)[s0] -> (s0 * d0)",
     "(d0)[s0] -> (d0 * s0)", false},
    {"(d0)[s0] -> (2 * s0)",
     "(d0)[s0] -> (s0 * 2)", false},
    {"(d0)[s0, s1] -> (s1 * s0)",
     "(d0)[s0, s1] -> (s1 * s0)", false},
    {"(d0) -> (d0 * 0)",
     "(d0) -> (0)", false},
    {"(d0) -> (d0 * -1 * -1)",
     "(d0) -> (d0)", false},
    {"(d0)[s0] -> (d0 * 2 * s0 * 3)",
     "(d0)[s0] -> ((d0 * s0) * 6)", false},
    {"(d0)[s0] -> (s0 * 2 * d0)",
     "(d0)[s0] -> (d0 * (s0 * 2))", false},
    {"(d0)[s0] -> ((d0 * 2) * (s0 * 3))",
     "(d0)[s0] -> ((d0 * (s0 * 3)) * 2)", false},
    {"(d0) -> (9223372036854775807 * 2)",
     "(d0) -> (9223372036854775807 * 2)", false},
    {"(d0) -> (d0 * 9223372036854775807 * 2)",
     "(d0) -> (d0 * -2)", false},
    {"(d0)[s0] -> (d0 * s0 + d0 * s0)",
     "(d0)[s0] -> ((d0 * s0) * 2)", false},
};

/* floordiv: division of scaled terms and of sums, constants (negative divisors too), 0 left alone. */
static const struct roundtrip rt_floordiv[] = {
    {"(d0) -> ((d0 + 2) floordiv 2)",
     "(d0) -> (d0 floordiv 2 + 1)", false},
    {"(d0) -> (d0 * 4 floordiv 2)",
     "(d0) -> (d0 * 2)", false},
    {"(d0) -> (d0 * 6 floordiv 4)",
     "(d0) -> ((d0 * 6) floordiv 4)", false},
    {"(d0) -> (d0 floordiv 1)",
     "(d0) -> (d0)", false},
    {"(d0) -> (d0 floordiv 0)",
     "(d0) -> (d0 floordiv 0)", false},
    {"(d0) -> (d0 floordiv -1)",
     "(d0) -> (d0 floordiv -1)", false},
    {"(d0) -> ((d0 * 4) floordiv -4)",
     "(d0) -> (-d0)", false},
    {"(d0, d1) -> ((d0 * 4 + d1 * 6) floordiv 2)",
     "(d0, d1) -> (d0 * 2 + d1 * 3)", false},
    {"(d0, d1) -> ((d0 * 4 + d1) floordiv -2)",
     "(d0, d1) -> (d0 * -2 + d1 floordiv -2)", false},
    {"(d0) -> ((d0 * 8 + 3) floordiv 4)",
     "(d0) -> (d0 * 2)", false},
    {"(d0) -> (d0 floordiv 2 floordiv 3)",
     "(d0) -> ((d0 floordiv 2) floordiv 3)", false},
    {"(d0) -> (7 floordiv -2)",
     "(d0) -> (-4)", false},
    {"(d0) -> (-7 floordiv 2)",
     "(d0) -> (-4)", false},
    {"(d0) -> (7 floordiv 0)",
     "(d0) -> (7 floordiv 0)", false},
    {"(d0) -> ((-9223372036854775807 - 1) floordiv -1)",
     "(d0) -> (-9223372036854775808 floordiv -1)", true},
};

/* ceildiv: like floordiv but without the rule for sums. */
static const struct roundtrip rt_ceildiv[] = {
    {"(d0) -> (d0 ceildiv 1)",
     "(d0) -> (d0)", false},
    {"(d0) -> (d0 * 4 ceildiv 2)",
     "(d0) -> (d0 * 2)", false},
    {"(d0) -> (d0 * 4 ceildiv 3)",
     "(d0) -> ((d0 * 4) ceildiv 3)", false},
    {"(d0, d1) -> ((d0 * 4 + d1) ceildiv 2)",
     "(d0, d1) -> ((d0 * 4 + d1) ceildiv 2)", false},
    {"(d0) -> (-7 ceildiv 2)",
     "(d0) -> (-3)", false},
    {"(d0) -> (7 ceildiv -2)",
     "(d0) -> (-3)", false},
};

/* mod: known divisors, sums, nested mods; non-positive moduli left alone. */
static const struct roundtrip rt_mod[] = {
    {"(d0) -> (d0 mod 1)",
     "(d0) -> (0)", false},
    {"(d0) -> (d0 mod 4 mod 2)",
     "(d0) -> (d0 mod 2)", false},
    {"(d0) -> (d0 mod 3 mod 2)",
     "(d0) -> ((d0 mod 3) mod 2)", false},
    {"(d0) -> ((d0 mod 4) mod -2)",
     "(d0) -> ((d0 mod 4) mod -2)", false},
    {"(d0) -> ((d0 * 4) mod 2)",
     "(d0) -> (0)", false},
    {"(d0) -> ((d0 * 6) mod 4)",
     "(d0) -> ((d0 * 6) mod 4)", false},
    {"(d0, d1) -> ((d0 * 4 + d1) mod 2)",
     "(d0, d1) -> (d1 mod 2)", false},
    {"(d0, d1) -> ((d0 * 4 + d1 * 6) mod 4)",
     "(d0, d1) -> ((d1 * 6) mod 4)", false},
    {"(d0) -> ((d0 * 8 + 3) mod 4)",
     "(d0) -> (3)", false},
    {"(d0) -> ((((d0 * 8) mod 12) floordiv 2) mod 2)",
     "(d0) -> (0)", false},
    {"(d0) -> (-7 mod 2)",
     "(d0) -> (1)", false},
    {"(d0) -> (7 mod -2)",
     "(d0) -> (7 mod -2)", false},
    {"(d0) -> ((-9223372036854775807 - 1) mod 3)",
     "(d0) -> (1)", false},
    {"(d0)[s0] -> ((d0 * s0) mod s0)",
     "(d0)[s0] -> ((d0 * s0) mod s0)", false},
    {"(d0)[s0] -> ((d0 * s0 * 4) mod 2)",
     "(d0)[s0] -> (0)", false},
};

/* Printing: subtraction forms, negation, parentheses. */
static const struct roundtrip rt_print[] = {
    {"(d0) -> (-(d0 + 1))",
     "(d0) -> (-(d0 + 1))", false},
    {"(d0) -> (-d0)",
     "(d0) -> (-d0)", false},
    {"(d0) -> (d0 * -2)",
     "(d0) -> (d0 * -2)", false},
    {"(d0) -> (d0 - 1)",
     "(d0) -> (d0 - 1)", false},
    {"(d0) -> (3 - d0)",
     "(d0) -> (-d0 + 3)", false},
    {"(d0, d1, d2) -> (d0 - d1 - d2)",
     "(d0, d1, d2) -> (d0 - d1 - d2)", false},
    {"(d0, d1, d2) -> (d0 - (d1 + d2))",
     "(d0, d1, d2) -> (d0 - (d1 + d2))", false},
    {"(d0, d1, d2) -> (d0 - (d1 + d2) * 2)",
     "(d0, d1, d2) -> (d0 - (d1 + d2) * 2)", false},
    {"(d0, d1) -> (d0 - d1 mod 3)",
     "(d0, d1) -> (d0 - d1 mod 3)", false},
    {"(d0, d1) -> (d0 - (d1 mod 3) * 2)",
     "(d0, d1) -> (d0 - (d1 mod 3) * 2)", false},
    {"(d0, d1) -> (d1 + d0 * -3)",
     "(d0, d1) -> (d1 - d0 * 3)", false},
    {"(d0) -> ((-d0) floordiv 2)",
     "(d0) -> ((-d0) floordiv 2)", false},
    {"(d0) -> (-d0 mod 3)",
     "(d0) -> ((-d0) mod 3)", false},
    {"(d0) -> (-(d0 floordiv 2))",
     "(d0) -> (-(d0 floordiv 2))", false},
    {"(d0)[s0] -> ((-d0) * s0)",
     "(d0)[s0] -> (-(d0 * s0))", false},
    {"(d0, d1) -> ((d0 + d1) * 2)",
     "(d0, d1) -> ((d0 + d1) * 2)", false},
    {"(d0)[s0] -> (d0 * (s0 + 1))",
     "(d0)[s0] -> (d0 * (s0 + 1))", false},
    {"(d0, d1, d2) -> (d0 + (d1 - d2))",
     "(d0, d1, d2) -> (d0 + d1 - d2)", true},
    {"(d0, d1, d2) -> (d0 - (d1 - d2))",
     "(d0, d1, d2) -> (d0 - (d1 - d2))", false},
    {"(d0) -> (-(-9223372036854775807 - 1))",
     "(d0) -> (--9223372036854775808)", true},
    {"(d0, d1) -> (d1 + d0 * (-9223372036854775807 - 1))",
     "(d0, d1) -> (d1 - d0 * -9223372036854775808)", true},
    {"(d0)[s0] -> (d0 - (d0 floordiv s0) * s0 * 2)",
     "(d0)[s0] -> (d0 - ((d0 floordiv s0) * s0) * 2)", false},
    {"(d0, d1) -> (d0 * (d1 - d1))",
     "(d0, d1) -> (0)", false},
};

/* Map syntax: names, spacing, literals, empty lists. */
static const struct roundtrip rt_syntax[] = {
    {"() -> ()",
     "() -> ()", false},
    {"(d0) -> ()",
     "(d0) -> ()", false},
    {"()[s0] -> (s0)",
     "()[s0] -> (s0)", false},
    {"(d0)[] -> (d0)",
     "(d0) -> (d0)", false},
    {"() -> (1, 2)",
     "() -> (1, 2)", false},
    {"(x, y)[N] -> (x * 2 + N, y - x)",
     "(d0, d1)[s0] -> (d0 * 2 + s0, d1 - d0)", false},
    {"(d1, d0) -> (d0, d1)",
     "(d0, d1) -> (d1, d0)", false},
    {"(s0)[d0] -> (s0 + d0)",
     "(d0)[s0] -> (d0 + s0)", false},
    {"(mod) -> (mod)",
     "(d0) -> (d0)", false},
    {"(floordiv) -> (floordiv floordiv 2)",
     "(d0) -> (d0 floordiv 2)", false},
    {"(i32, index) -> (i32 + index)",
     "(d0, d1) -> (d0 + d1)", false},
    {"(x.y, x$y, _z) -> (x.y + x$y + _z)",
     "(d0, d1, d2) -> (d0 + d1 + d2)", false},
    {"(d0)->(d0+1)",
     "(d0) -> (d0 + 1)", false},
    {"(d0) -> (d0-1)",
     "(d0) -> (d0 - 1)", false},
    {"(d0)  [s0]  ->  ( d0 ,s0 )",
     "(d0)[s0] -> (d0, s0)", false},
    {"(d0) -> ((d0))",
     "(d0) -> (d0)", false},
    {"(d0) -> (--d0)",
     "(d0) -> (d0)", false},
    {"(d0) -> (d0 - - 2)",
     "(d0) -> (d0 + 2)", false},
    {"(d0) -> (0x10)",
     "(d0) -> (16)", false},
    {"(d0) -> (007)",
     "(d0) -> (7)", false},
    {"(d0) -> (0x7FFFFFFFFFFFFFFF)",
     "(d0) -> (9223372036854775807)", false},
};

/* Bad input: mlir-opt-19's message, at its offset into the map text. */
static const struct bad bads[] = {
    {"(d0, d1) -> (d0 * d1)", 16,
     "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"},
    {"(d0, d1) -> (d0 * 2 * d1)", 20,
     "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"},
    {"(d0, d1) -> (d0 floordiv d1)", 16,
     "non-affine expression: right operand of floordiv has to be either a constant or symbolic"},
    {"(d0, d1) -> (d0 ceildiv d1)", 16,
     "non-affine expression: right operand of ceildiv has to be either a constant or symbolic"},
    {"(d0, d1) -> (d0 mod d1)", 16,
     "non-affine expression: right operand of mod has to be either a constant or symbolic"},
    {"(d0, d1)[s0] -> (d1 floordiv d0 mod s0)", 32,
     "non-affine expression: right operand of floordiv has to be either a constant or symbolic"},
    {"(d0) -> (d1)", 9,
     "use of undeclared identifier"},
    {"(d0) -> (d0 +   d5)", 13,
     "use of undeclared identifier"},
    {"(d0, d0) -> (d0)", 5,
     "redefinition of identifier 'd0'"},
    {"(d0)[d0] -> (d0)", 5,
     "redefinition of identifier 'd0'"},
    {"(d0) -> (9223372036854775808)", 9,
     "constant too large for index"},
    {"(d0) -> (0xFFFFFFFFFFFFFFFF)", 9,
     "constant too large for index"},
    {"[s0] -> (s0)", 0,
     "expected '(' in dimensional identifier list"},
    {"(d0) -> d0", 7,
     "expected '(' in affine map range"},
    {"(d0 -> (d0)", 3,
     "expected ')' in dimensional identifier list"},
    {"(d0) -> (d0 d0)", 11,
     "expected ')' in affine map range"},
    {"(d0)[s0 s1] -> (d0)", 7,
     "expected ']' in symbol list"},
    {"(d0,) -> (d0)", 4,
     "expected bare identifier"},
    {"(1) -> (1)", 1,
     "expected bare identifier"},
    {"(d0)", 4,
     "expected '->' or ':'"},
    {"(d0) > (d0)", 4,
     "expected '->' or ':'"},
    {"(d0) -> (d0 +)", 13,
     "missing right operand of binary operator"},
    {"(d0) -> (* d0)", 9,
     "missing left operand of binary operator"},
    {"(d0) -> (-)", 10,
     "expected affine expression"},
    {"(d0) -> (d0,)", 12,
     "expected affine expression"},
    {"(d0) -> (d0 + ())", 15,
     "no expression inside parentheses"},
    {"(d0) -> ((d0 d0))", 12,
     "expected ')'"},
    {"(d0) -> (d0 + 1.5)", 14,
     "missing right operand of binary operator"},
    {"(d0) -> (d0 ** 2)", 13,
     "missing right operand of binary operator"},
    {"(d0) -> (d0 / 2)", 12,
     "unexpected character"},
    {"(d0) -> (d0 + ~)", 14,
     "unexpected character"},
    {"(d0) -> (d0 + 1 . 2)", 17,
     "expected three consecutive dots for an ellipsis"},
    {"(d0) -> (d0 + %x)", 13,
     "unexpected ssa identifier"},
    {"(symbol) -> (symbol)", 19,
     "expected '(' at start of SSA symbol"},
    {"(d0) -> (d0 + 1) extra", 16,
     "expected '>' in affine map"},
    {"(d0) : (d0 >= 0)", 0,
     "expected AffineMap, but got IntegerSet"},
    {"(d0) : (d0)", 10,
     "expected '== affine-expr' or '>= affine-expr' at end of affine constraint"},
    {"(d0) : d0", 6,
     "expected '(' in integer set constraint list"},
    {"(d0) -> (", 9,
     "expected affine expression"},
};

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static rl_attr *parse_ok(const char *s) {
  size_t off = 0;
  const char *msg = NULL;
  rl_attr *m = rl_affine_map_parse(ctx, s, strlen(s), &off, &msg);
  cr_assert_not_null(m, "parsing `%s` failed at %zu: %s", s, off, msg ? msg : "(no message)");
  return m;
}

static void check_roundtrips(const struct roundtrip *t, size_t n) {
  rl_strbuf b = {0};
  for (size_t i = 0; i < n; i++) {
    rl_attr *m = parse_ok(t[i].in);
    rl_sb_clear(&b);
    rl_affine_print_map(&b, m);
    cr_expect_str_eq(b.data, t[i].out, "`%s`: got `%s`, want `%s`", t[i].in, b.data, t[i].out);
    /* What we print reads back as the same map, unless MLIR's text is lossy:
     * `d0 + (d1 + 3)` prints as `d0 + d1 + 3`, and INT64_MIN as a literal
     * is too large for index. */
    if (!t[i].lossy) cr_expect_eq(parse_ok(b.data), m, "`%s` does not read back as itself", b.data);
  }
  rl_sb_free(&b);
}

Test(affine, simplify_add) { check_roundtrips(rt_add, COUNT(rt_add)); }
Test(affine, simplify_mul) { check_roundtrips(rt_mul, COUNT(rt_mul)); }
Test(affine, simplify_floordiv) { check_roundtrips(rt_floordiv, COUNT(rt_floordiv)); }
Test(affine, simplify_ceildiv) { check_roundtrips(rt_ceildiv, COUNT(rt_ceildiv)); }
Test(affine, simplify_mod) { check_roundtrips(rt_mod, COUNT(rt_mod)); }
Test(affine, print_forms) { check_roundtrips(rt_print, COUNT(rt_print)); }
Test(affine, map_syntax) { check_roundtrips(rt_syntax, COUNT(rt_syntax)); }

Test(affine, errors) {
  for (size_t i = 0; i < COUNT(bads); i++) {
    const char *s = bads[i].in;
    size_t off = 9999;
    const char *msg = NULL;
    rl_attr *m = rl_affine_map_parse(ctx, s, strlen(s), &off, &msg);
    cr_expect_null(m, "`%s` should not parse", s);
    if (m) continue;
    cr_expect_str_eq(msg, bads[i].msg, "`%s`: got message `%s`, want `%s`", s, msg, bads[i].msg);
    cr_expect_eq(off, bads[i].off, "`%s`: error at %zu, want %zu", s, off, bads[i].off);
  }
}

/* Offsets of errors across lines, as mlir-opt-19 reports them: a wrong token
 * is blamed at the end of the previous non-blank text, a bad operand at itself. */
Test(affine, error_offsets_across_lines) {
  static const struct bad t[] = {
      {"(d0) -> (d0 +\n\n   d7)", 13, "use of undeclared identifier"},
      {"(d0) -> (d0 +\t\n\n   d7)", 13, "use of undeclared identifier"},
      {"(d0) -> (d0\n\n   d7)", 11, "expected ')' in affine map range"},
      {"(d0) -> (d0 +\n  *)", 16, "missing right operand of binary operator"},
  };
  for (size_t i = 0; i < COUNT(t); i++) {
    size_t off = 9999;
    const char *msg = NULL;
    cr_expect_null(rl_affine_map_parse(ctx, t[i].in, strlen(t[i].in), &off, &msg));
    cr_expect_str_eq(msg, t[i].msg, "case %zu: `%s`", i, msg);
    cr_expect_eq(off, t[i].off, "case %zu: offset %zu, want %zu", i, off, t[i].off);
  }
}

Test(affine, error_outputs_optional) {
  cr_expect_null(rl_affine_map_parse(ctx, "(d0) -> (d1)", 12, NULL, NULL));
}

Test(affine, comments_and_explicit_length) {
  const char *s = "(d0) -> (d0 // a comment\n + 1)";
  rl_attr *m = parse_ok(s);
  cr_expect_eq(m, parse_ok("(d0) -> (d0 + 1)"));
  /* Only n bytes are read: the text need not end there. */
  const char *t = "(d0) -> (d0 * 2)> trailing junk";
  size_t off;
  const char *msg;
  cr_expect_eq(rl_affine_map_parse(ctx, t, 16, &off, &msg), parse_ok("(d0) -> (d0 * 2)"));
}

Test(affine, deep_input_is_an_error_not_a_crash) {
  enum { N = 100000 };
  rl_strbuf b = {0};
  rl_sb_puts(&b, "(d0) -> (");
  for (int i = 0; i < N; i++) rl_sb_putc(&b, '(');
  rl_sb_puts(&b, "d0");
  for (int i = 0; i < N; i++) rl_sb_putc(&b, ')');
  rl_sb_putc(&b, ')');
  size_t off;
  const char *msg = NULL;
  cr_expect_null(rl_affine_map_parse(ctx, b.data, b.len, &off, &msg));
  cr_expect_str_eq(msg, "affine expression nested too deeply");
  /* A long flat sum builds a deep tree too (mlir-opt-19 crashes on this). */
  rl_sb_clear(&b);
  rl_sb_puts(&b, "(d0, d1)[s0] -> (d0");
  for (int i = 0; i < N; i++) rl_sb_puts(&b, i % 2 ? " + d0" : " + s0");
  rl_sb_putc(&b, ')');
  msg = NULL;
  cr_expect_null(rl_affine_map_parse(ctx, b.data, b.len, &off, &msg));
  cr_expect_str_eq(msg, "affine expression nested too deeply");
  rl_sb_free(&b);
}

Test(affine, uniquing) {
  rl_attr *a = parse_ok("(d0, d1)[s0] -> (d0 * 2 + s0, d1 - d0)");
  size_t nodes = rl_context_num_nodes(ctx);
  rl_attr *b = parse_ok("(d0, d1)[s0] -> (d0 * 2 + s0, d1 - d0)");
  cr_expect_eq(a, b);
  cr_expect_eq(rl_context_num_nodes(ctx), nodes, "parsing the same text again made new nodes");
  /* Other names and spellings of the same map. */
  cr_expect_eq(a, parse_ok("(i, j)[n] -> (2 * i + n, j + -i)"));
  cr_expect_eq(a, parse_ok("(x,y)[N]->(N+x*2,y-x)"));
  /* Different maps differ: in results, in dims, in symbols. */
  cr_expect_neq(a, parse_ok("(d0, d1)[s0] -> (d0 * 2 + s0, d0 - d1)"));
  cr_expect_neq(parse_ok("(d0) -> (d0)"), parse_ok("(d0, d1) -> (d0)"));
  cr_expect_neq(parse_ok("(d0) -> (d0)"), parse_ok("(d0)[s0] -> (d0)"));
  cr_expect_neq(parse_ok("(d0) -> (d0)"), parse_ok("(d0) -> (d0, d0)"));
  /* Results are shared expression nodes. */
  rl_attr *m = parse_ok("(d0) -> (d0 + 1, d0 + 1)");
  cr_expect_eq(rl_affine_map_result(m, 0), rl_affine_map_result(m, 1));
  cr_expect_eq(rl_affine_map_result(m, 0),
               rl_affine_binary(ctx, RL_AT_AFF_ADD, rl_affine_dim(ctx, 0), rl_affine_const(ctx, 1)));
  /* The empty map. */
  cr_expect_eq(parse_ok("() -> ()"), rl_affine_map(ctx, 0, 0, 0, NULL));
}

Test(affine, constructors) {
  rl_attr *d0 = rl_affine_dim(ctx, 0), *d1 = rl_affine_dim(ctx, 1), *s0 = rl_affine_sym(ctx, 0);
  cr_expect_eq(d0, rl_affine_dim(ctx, 0));
  cr_expect_neq(d0, d1);
  cr_expect_neq((void *)d0, (void *)rl_affine_sym(ctx, 0));
  cr_expect_eq(rl_attr_kind_of(d1), RL_AT_AFF_DIM);
  cr_expect_eq(rl_affine_position(d1), 1);
  cr_expect_eq(rl_affine_const_value(rl_affine_const(ctx, -5)), -5);
  cr_expect_eq(rl_affine_const_value(rl_affine_const(ctx, INT64_MIN)), INT64_MIN);

  rl_attr *c2 = rl_affine_const(ctx, 2), *c3 = rl_affine_const(ctx, 3);
  /* Folding and canonical order. */
  cr_expect_eq(rl_affine_binary(ctx, RL_AT_AFF_ADD, c2, c3), rl_affine_const(ctx, 5));
  cr_expect_eq(rl_affine_binary(ctx, RL_AT_AFF_MUL, c2, c3), rl_affine_const(ctx, 6));
  rl_attr *e = rl_affine_binary(ctx, RL_AT_AFF_ADD, c2, d0);
  cr_expect_eq(rl_attr_kind_of(e), RL_AT_AFF_ADD);
  cr_expect_eq(rl_affine_lhs(e), d0);
  cr_expect_eq(rl_affine_rhs(e), c2);
  e = rl_affine_binary(ctx, RL_AT_AFF_MUL, s0, d0);
  cr_expect_eq(rl_affine_lhs(e), d0);
  cr_expect_eq(rl_affine_rhs(e), s0);
  /* Identities. */
  cr_expect_eq(rl_affine_binary(ctx, RL_AT_AFF_ADD, d0, rl_affine_const(ctx, 0)), d0);
  cr_expect_eq(rl_affine_binary(ctx, RL_AT_AFF_MUL, d0, rl_affine_const(ctx, 1)), d0);
  cr_expect_eq(rl_affine_binary(ctx, RL_AT_AFF_FLOORDIV, d0, rl_affine_const(ctx, 1)), d0);
  cr_expect_eq(rl_affine_binary(ctx, RL_AT_AFF_CEILDIV, d0, rl_affine_const(ctx, 1)), d0);
  cr_expect_eq(rl_affine_binary(ctx, RL_AT_AFF_MOD, d0, rl_affine_const(ctx, 1)), rl_affine_const(ctx, 0));
  cr_expect_eq(rl_affine_neg(ctx, rl_affine_neg(ctx, d0)), d0);
  cr_expect_eq(rl_affine_sub(ctx, d0, d0), rl_affine_const(ctx, 0));
  /* dim * dim is not affine: built as is, without looping. */
  e = rl_affine_binary(ctx, RL_AT_AFF_MUL, d1, d0);
  cr_expect_eq(rl_affine_lhs(e), d1);
  cr_expect_eq(rl_affine_rhs(e), d0);
  /* Not an expression kind. */
  cr_expect_null(rl_affine_binary(ctx, RL_AT_STRING, d0, d1));
}

Test(affine, facts) {
  rl_attr *m = parse_ok("(d0)[s0] -> (s0 * 2 + 1, d0 + s0, d0 * 6, (d0 * 8) mod 12, 0, -12, "
                        "((d0 * 8) mod 12) floordiv 2, d0 * s0 * 4)");
  cr_expect(rl_affine_is_symbolic_or_const(rl_affine_map_result(m, 0)));
  cr_expect_not(rl_affine_is_symbolic_or_const(rl_affine_map_result(m, 1)));
  static const int64_t div[] = {1, 1, 6, 4, 0, 12, 2, 4};
  for (unsigned i = 0; i < COUNT(div); i++)
    cr_expect_eq(rl_affine_largest_known_divisor(rl_affine_map_result(m, i)), div[i],
                 "result %u: %lld", i, (long long)rl_affine_largest_known_divisor(rl_affine_map_result(m, i)));
  cr_expect_eq(rl_affine_map_num_dims(m), 1);
  cr_expect_eq(rl_affine_map_num_syms(m), 1);
  cr_expect_eq(rl_affine_map_num_results(m), 8);
  cr_expect(rl_affine_is_expr(rl_affine_map_result(m, 0)));
  cr_expect_not(rl_affine_is_expr(m));
}

Test(affine, identity) {
  cr_expect(rl_affine_map_is_identity(parse_ok("(d0, d1) -> (d0, d1)")));
  cr_expect(rl_affine_map_is_identity(parse_ok("(x, y) -> (x, y)")));
  cr_expect(rl_affine_map_is_identity(parse_ok("(d0, d1)[s0] -> (d0, d1)")), "symbols do not matter");
  cr_expect(rl_affine_map_is_identity(parse_ok("() -> ()")));
  cr_expect(rl_affine_map_is_identity(parse_ok("(d0) -> (d0 + 0)")));
  cr_expect_not(rl_affine_map_is_identity(parse_ok("(d0, d1) -> (d1, d0)")));
  cr_expect_not(rl_affine_map_is_identity(parse_ok("(d0, d1) -> (d0)")));
  cr_expect_not(rl_affine_map_is_identity(parse_ok("(d0) -> ()")));
  cr_expect_not(rl_affine_map_is_identity(parse_ok("(d0, d1) -> (d0 * 4 + d1)")));
  cr_expect_not(rl_affine_map_is_identity(parse_ok("()[s0] -> (s0)")));
}

Test(affine, print_expr) {
  static const struct roundtrip t[] = {
      /* map text, then its first result as rl_affine_print_expr prints it */
      {"(d0, d1) -> (d0 - d1)", "d0 - d1", false},
      {"(d0, d1) -> ((d0 + d1) floordiv 2)", "(d0 + d1) floordiv 2", false},
      {"(d0) -> (-(d0 + 1))", "-(d0 + 1)", false},
      {"(d0) -> (d0 - 7)", "d0 - 7", false},
      {"(d0) -> (-7)", "-7", false},
      {"()[s0] -> (s0 * -3 + 1)", "s0 * -3 + 1", false},
  };
  rl_strbuf b = {0};
  for (size_t i = 0; i < COUNT(t); i++) {
    rl_sb_clear(&b);
    rl_affine_print_expr(&b, rl_affine_map_result(parse_ok(t[i].in), 0));
    cr_expect_str_eq(b.data, t[i].out, "`%s`: got `%s`", t[i].in, b.data);
  }
  rl_sb_free(&b);
}

/* ---- integer sets ------------------------------------------------------------ */

/* Input set text and what mlir-opt-19 prints inside affine_set<...>; every
 * expected string was produced by `mlir-opt-19 --allow-unregistered-dialect
 * --mlir-print-local-scope` on `"t.a"() {s = affine_set<INPUT>} : () -> ()`.
 * The parser writes `a >= b` and `a == b` as `a - b`, and `a <= b` as `b - a`;
 * the constraints are otherwise kept as written. */
static const struct roundtrip rt_set[] = {
    {"(d0)[s0] : (d0 - s0 >= 0, d0 == 0)",
     "(d0)[s0] : (d0 - s0 >= 0, d0 == 0)", false},
    {"(d0) : (d0 >= 0)",
     "(d0) : (d0 >= 0)", false},
    {"(d0) : (d0 >= 1)",
     "(d0) : (d0 - 1 >= 0)", false},
    {"(d0) : (d0 <= 5)",
     "(d0) : (-d0 + 5 >= 0)", false},
    {"(d0) : (5 >= d0)",
     "(d0) : (-d0 + 5 >= 0)", false},
    {"(d0) : (0 >= d0)",
     "(d0) : (-d0 >= 0)", false},
    {"(d0)[s0] : (d0 == s0)",
     "(d0)[s0] : (d0 - s0 == 0)", false},
    {"(d0) : (0 >= 0)",
     "(d0) : (0 >= 0)", false},
    {"(d0) : (d0 >= d0)",
     "(d0) : (0 >= 0)", false},
    {"() : (0 == 0)",
     "() : (0 == 0)", false},
    {"() : (1 == 0)",
     "() : (1 == 0)", false},
    {"(d0) : ()",
     "(d0) : (0 == 0)", false},
    {"() : ()",
     "() : (0 == 0)", false},
    {"()[s0] : ()",
     "()[s0] : (0 == 0)", false},
    {"(d0) : (-1 >= 0)",
     "(d0) : (-1 >= 0)", false},
    {"(d0) : (d0 * 2 >= 4)",
     "(d0) : (d0 * 2 - 4 >= 0)", false},
    {"(d0, d1) : (d0 + d1 >= 0, d0 >= 0, d0 >= 0)",
     "(d0, d1) : (d0 + d1 >= 0, d0 >= 0, d0 >= 0)", false},
    {"(d0) : (d0 == 0, d0 >= 0)",
     "(d0) : (d0 == 0, d0 >= 0)", false},
    {"(d0) : (d0 - 3 == 0)",
     "(d0) : (d0 - 3 == 0)", false},
    {"(d0) : (-d0 >= 0)",
     "(d0) : (-d0 >= 0)", false},
    {"(d0) : (d0 floordiv 2 >= 0)",
     "(d0) : (d0 floordiv 2 >= 0)", false},
    {"(d0) : (-(d0 + 1) >= 0)",
     "(d0) : (-(d0 + 1) >= 0)", false},
    {"()[s0] : (s0 >= 0)",
     "()[s0] : (s0 >= 0)", false},
    {"(i, j)[N] : (i - j + N >= 0, i mod 4 == 2)",
     "(d0, d1)[s0] : (d0 - d1 + s0 >= 0, d0 mod 4 - 2 == 0)", false},
    {"(d0) : (d0 + 9223372036854775807 >= 1)",
     "(d0) : (d0 + 9223372036854775806 >= 0)", false},
    {"(d0)[s0, s1] : (d0 * s0 >= s1 * 2)",
     "(d0)[s0, s1] : (d0 * s0 - s1 * 2 >= 0)", false},
    {"(d0) : (d0 ceildiv 3 <= d0 mod 5)",
     "(d0) : (d0 mod 5 - d0 ceildiv 3 >= 0)", false},
    {"(d0, d1) : (d0 >= 0, d1 >= 0, -d0 + 10 >= 0, -d1 + 10 >= 0)",
     "(d0, d1) : (d0 >= 0, d1 >= 0, -d0 + 10 >= 0, -d1 + 10 >= 0)", false},
    {"(d0) : (d0 > = 0)",
     "(d0) : (d0 >= 0)", false},
    {"(d0) : (d0 = = 0)",
     "(d0) : (d0 == 0)", false},
    {"(d0) : (d0 >< = 0)",
     "(d0) : (-d0 >= 0)", false},
    {"(d0) : (d0 >= 1 , d0 <= 1, d0 == 1)",
     "(d0) : (d0 - 1 >= 0, -d0 + 1 >= 0, d0 - 1 == 0)", false},
    {"(x,y)[n]:(x*2+y>=n,y==n floordiv 2)",
     "(d0, d1)[s0] : (d0 * 2 + d1 - s0 >= 0, d1 - s0 floordiv 2 == 0)", false},
    {"(d0, d1, d2)[s0, s1] : (d0 + d1 * 4 - s0 * 3 + s1 - 7 >= 0)",
     "(d0, d1, d2)[s0, s1] : (d0 + d1 * 4 - s0 * 3 + s1 - 7 >= 0)", false},
    {"(d0) : (d0 - (d0 floordiv 4) * 4 == 0)",
     "(d0) : (d0 mod 4 == 0)", false},
    {"(d0)[s0] : (s0 - d0 - 1 >= 0, d0 + 5 <= s0 * 2)",
     "(d0)[s0] : (-d0 + s0 - 1 >= 0, -(d0 + 5) + s0 * 2 >= 0)", false},
    {"(d0) : (3 == d0)",
     "(d0) : (-d0 + 3 == 0)", false},
    {"(d0) : (2 + d0 >= 5 + d0)",
     "(d0) : (d0 - (d0 + 5) + 2 >= 0)", false},
    {"(d0, d1) : (d1 >= d0 + 1)",
     "(d0, d1) : (d1 - (d0 + 1) >= 0)", false},
};

/* Bad set text: mlir-opt-19's message, at its offset into the set text. */
static const struct bad set_bads[] = {
    {"(d0) : (d0)", 10,
     "expected '== affine-expr' or '>= affine-expr' at end of affine constraint"},
    {"(d0) : d0", 6,
     "expected '(' in integer set constraint list"},
    {"(d0) :", 6,
     "expected '(' in integer set constraint list"},
    {"(d0) : (d0 > 0)", 13,
     "expected '== affine-expr' or '>= affine-expr' at end of affine constraint"},
    {"(d0) : (d0 >= 0", 15,
     "expected ')' in integer set constraint list"},
    {"(d0) : (d0 >= 0,)", 16,
     "expected affine expression"},
    {"(d0) -> (d0)", 0,
     "expected IntegerSet, but got AffineMap"},
    {"  (d0) -> (d0)", 2,
     "expected IntegerSet, but got AffineMap"},
    {"(d0) -> (d0) x", 0,
     "expected IntegerSet, but got AffineMap"},
    {"(d0)", 4,
     "expected '->' or ':'"},
    {"(d0) : (d0 >= 0) x", 16,
     "expected '>' in integer set"},
    {"(d0) : (d0 >= 0)   x", 16,
     "expected '>' in integer set"},
    {"(d0) : (d1 >= 0)", 8,
     "use of undeclared identifier"},
    {"(d0) : (d0 = 0)", 13,
     "expected '== affine-expr' or '>= affine-expr' at end of affine constraint"},
    {"(d0) : (d0 => 0)", 12,
     "expected '== affine-expr' or '>= affine-expr' at end of affine constraint"},
    {"(d0) : (d0 < 0)", 13,
     "expected '== affine-expr' or '>= affine-expr' at end of affine constraint"},
    {"(d0) : (d0 <> 0)", 12,
     "expected '== affine-expr' or '>= affine-expr' at end of affine constraint"},
    {"(d0) : (d0 >= )", 14,
     "expected affine expression"},
    {"(d0) : (d0 >= = 0)", 14,
     "expected affine expression"},
    {"(d0, d1) : (d0 * d1 >= 0)", 15,
     "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"},
    {"(d0, d1) : (d0 >= d1 mod d0)", 21,
     "non-affine expression: right operand of mod has to be either a constant or symbolic"},
    {"(d0) : (d0 >= 0 d0)", 15,
     "expected ')' in integer set constraint list"},
    {"(d0) : (d0 == 0 == 0)", 15,
     "expected ')' in integer set constraint list"},
    {"(d0) : ( >= 0)", 9,
     "expected affine expression"},
    {"(d0) : (d0 <= 0 >= 1)", 15,
     "expected ')' in integer set constraint list"},
    {"", 0,
     "expected '(' in dimensional identifier list"},
    {"(d0) : (d0 >= 9223372036854775808)", 14,
     "constant too large for index"},
    {"(d0) : (d0 >= 0))", 16,
     "expected '>' in integer set"},
    {"(d0) -> (d0 d0)", 11,
     "expected ')' in affine map range"},
    {"(d0)[s0] : (d0 >= (s0)", 22,
     "expected ')' in integer set constraint list"},
    {"(d0, d0) : (d0 >= 0)", 5,
     "redefinition of identifier 'd0'"},
    {"(d0) : (d0 >= 0) ~", 17,
     "unexpected character"},
    {"(d0) : (d0 >= 0, )", 17,
     "expected affine expression"},
    {"(d0) : (d0 >= 0 , d0 ~ 1)", 21,
     "unexpected character"},
    {"(d0) : (d0 + %x >= 0)", 12,
     "unexpected ssa identifier"},
};

static rl_attr *parse_set_ok(const char *s) {
  size_t off = 0;
  const char *msg = NULL;
  rl_attr *set = rl_integer_set_parse(ctx, s, strlen(s), &off, &msg);
  cr_assert_not_null(set, "parsing `%s` failed at %zu: %s", s, off, msg ? msg : "(no message)");
  cr_assert_eq(rl_attr_kind_of(set), RL_AT_INTEGER_SET);
  return set;
}

Test(affine, set_roundtrip) {
  rl_strbuf b = {0};
  for (size_t i = 0; i < COUNT(rt_set); i++) {
    rl_attr *set = parse_set_ok(rt_set[i].in);
    rl_sb_clear(&b);
    rl_affine_print_set(&b, set);
    cr_expect_str_eq(b.data, rt_set[i].out, "`%s`: got `%s`, want `%s`", rt_set[i].in, b.data,
                     rt_set[i].out);
    if (!rt_set[i].lossy)
      cr_expect_eq(parse_set_ok(b.data), set, "`%s` does not read back as itself", b.data);
  }
  rl_sb_free(&b);
}

static void check_set_bads(const struct bad *t, size_t n) {
  for (size_t i = 0; i < n; i++) {
    const char *s = t[i].in;
    size_t off = 9999;
    const char *msg = NULL;
    rl_attr *set = rl_integer_set_parse(ctx, s, strlen(s), &off, &msg);
    cr_expect_null(set, "`%s` should not parse", s);
    if (set) continue;
    cr_expect_str_eq(msg, t[i].msg, "`%s`: got message `%s`, want `%s`", s, msg, t[i].msg);
    cr_expect_eq(off, t[i].off, "`%s`: error at %zu, want %zu", s, off, t[i].off);
  }
}

Test(affine, set_errors) {
  check_set_bads(set_bads, COUNT(set_bads));
  /* Across lines, as for maps. */
  static const struct bad t[] = {
      {"(d0) : (d0 >= 0)\n  x", 16, "expected '>' in integer set"},
      {"(d0) : (d0 >=\n\n d1)", 13, "use of undeclared identifier"},
      {"(d0) : (d0\n\n  d0)", 14, "expected '== affine-expr' or '>= affine-expr' at end of affine constraint"},
  };
  check_set_bads(t, COUNT(t));
  cr_expect_null(rl_integer_set_parse(ctx, "(d0) -> (d0)", 12, NULL, NULL));
}

/* A set where a map is expected is blamed at the first token, whatever follows. */
Test(affine, map_errors_on_sets) {
  static const struct bad t[] = {
      {"  (d0) : (d0 >= 0)", 2, "expected AffineMap, but got IntegerSet"},
      {"(d0) : (d0 >= 0) x", 0, "expected AffineMap, but got IntegerSet"},
      {"(d0) : ()", 0, "expected AffineMap, but got IntegerSet"},
      {"(d0) : (d0 >= 0", 15, "expected ')' in integer set constraint list"},
  };
  for (size_t i = 0; i < COUNT(t); i++) {
    size_t off = 9999;
    const char *msg = NULL;
    cr_expect_null(rl_affine_map_parse(ctx, t[i].in, strlen(t[i].in), &off, &msg));
    cr_expect_str_eq(msg, t[i].msg, "`%s`: `%s`", t[i].in, msg);
    cr_expect_eq(off, t[i].off, "`%s`: offset %zu, want %zu", t[i].in, off, t[i].off);
  }
}

Test(affine, set_uniquing) {
  rl_attr *a = parse_set_ok("(d0)[s0] : (d0 - s0 >= 0, d0 == 0)");
  size_t nodes = rl_context_num_nodes(ctx);
  cr_expect_eq(a, parse_set_ok("(d0)[s0] : (d0 - s0 >= 0, d0 == 0)"));
  cr_expect_eq(rl_context_num_nodes(ctx), nodes, "parsing the same text again made new nodes");
  /* Other names and spellings of the same set. */
  cr_expect_eq(a, parse_set_ok("(i)[n] : (i >= n, i == 0)"));
  cr_expect_eq(a, parse_set_ok("(i)[n]:(n <= i, 0 == i * -1)"));
  /* Different sets differ: in a constraint's kind, order, dims, symbols. */
  cr_expect_neq(a, parse_set_ok("(d0)[s0] : (d0 - s0 == 0, d0 == 0)"));
  cr_expect_neq(a, parse_set_ok("(d0)[s0] : (d0 - s0 >= 0, d0 >= 0)"));
  cr_expect_neq(a, parse_set_ok("(d0)[s0] : (d0 == 0, d0 - s0 >= 0)"));
  cr_expect_neq(a, parse_set_ok("(d0, d1)[s0] : (d0 - s0 >= 0, d0 == 0)"));
  cr_expect_neq(a, parse_set_ok("(d0)[s0, s1] : (d0 - s0 >= 0, d0 == 0)"));
  cr_expect_neq(a, parse_set_ok("(d0)[s0] : (d0 - s0 >= 0)"));
  /* A set is not the map with the same words. */
  cr_expect_neq((void *)parse_set_ok("(d0) : (d0 >= 0)"), (void *)parse_ok("(d0) -> (d0)"));
  /* The empty constraint list is `0 == 0`, parsed or built. */
  rl_attr *u = parse_set_ok("(d0) : ()");
  cr_expect_eq(u, parse_set_ok("(d0) : (0 == 0)"));
  cr_expect_eq(u, rl_integer_set(ctx, 1, 0, 0, NULL, NULL));
  cr_expect_neq(u, parse_set_ok("() : ()"));
  cr_expect_neq(u, parse_set_ok("(d0) : (0 >= 0)"));
}

Test(affine, set_constructor_and_accessors) {
  rl_attr *d0 = rl_affine_dim(ctx, 0), *s0 = rl_affine_sym(ctx, 0);
  rl_attr *e[3] = {rl_affine_sub(ctx, d0, s0), d0, rl_affine_const(ctx, 7)};
  bool eq[3] = {false, true, false};
  rl_attr *set = rl_integer_set(ctx, 1, 1, 3, e, eq);
  cr_expect_eq(set, rl_integer_set(ctx, 1, 1, 3, e, eq));
  cr_expect(rl_attr_is_integer_set(set));
  cr_expect_not(rl_affine_is_expr(set));
  cr_expect_eq(rl_integer_set_num_dims(set), 1);
  cr_expect_eq(rl_integer_set_num_syms(set), 1);
  cr_expect_eq(rl_integer_set_num_constraints(set), 3);
  for (unsigned i = 0; i < 3; i++) {
    cr_expect_eq(rl_integer_set_constraint(set, i), e[i]);
    cr_expect_eq(rl_integer_set_is_eq(set, i), eq[i]);
  }
  rl_strbuf b = {0};
  rl_affine_print_set(&b, set);
  cr_expect_str_eq(b.data, "(d0)[s0] : (d0 - s0 >= 0, d0 == 0, 7 >= 0)");
  cr_expect_eq(set, parse_set_ok(b.data));
  /* NULL flags: all inequalities. */
  bool ge[3] = {false, false, false};
  cr_expect_eq(rl_integer_set(ctx, 1, 1, 3, e, NULL), rl_integer_set(ctx, 1, 1, 3, e, ge));
  /* The universe. */
  rl_attr *u = rl_integer_set(ctx, 2, 1, 0, NULL, NULL);
  cr_expect_eq(rl_integer_set_num_constraints(u), 1);
  cr_expect(rl_integer_set_is_eq(u, 0));
  cr_expect_eq(rl_integer_set_constraint(u, 0), rl_affine_const(ctx, 0));
  rl_sb_clear(&b);
  rl_affine_print_set(&b, u);
  cr_expect_str_eq(b.data, "(d0, d1)[s0] : (0 == 0)");
  rl_sb_free(&b);
}

Test(affine, set_many_constraints) {
  /* More constraints than fit on the stack, and explicit length. */
  rl_strbuf in = {0}, want = {0}, got = {0};
  rl_sb_puts(&in, "(d0) : (");
  rl_sb_puts(&want, "(d0) : (");
  for (int i = 0; i < 40; i++) {
    if (i) {
      rl_sb_puts(&in, ", ");
      rl_sb_puts(&want, ", ");
    }
    rl_sb_puts(&in, i % 2 ? "d0 == " : "d0 >= ");
    rl_sb_i64(&in, i);
    rl_sb_puts(&want, "d0");
    if (i) {
      rl_sb_puts(&want, " - ");
      rl_sb_i64(&want, i);
    }
    rl_sb_puts(&want, i % 2 ? " == 0" : " >= 0");
  }
  rl_sb_puts(&in, ")> junk");
  size_t off;
  const char *msg;
  rl_attr *set = rl_integer_set_parse(ctx, in.data, in.len - 6, &off, &msg);
  cr_assert_not_null(set);
  cr_expect_eq(rl_integer_set_num_constraints(set), 40);
  rl_sb_putc(&want, ')');
  rl_affine_print_set(&got, set);
  cr_expect_str_eq(got.data, want.data);
  rl_sb_free(&in);
  rl_sb_free(&want);
  rl_sb_free(&got);
}
