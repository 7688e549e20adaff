/* Unit tests for core/apfloat and core/apint: every expected string was printed by mlir-opt-19. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "apfloat.h"
#include "apint.h"

struct hex_case {
  rl_float_sem sem;
  uint64_t lo, hi;
  const char *want;
};
struct dec_case {
  rl_float_sem sem;
  const char *literal;
  const char *want;
};

/* mlir-opt-19 output for `%s : T` (bits given as a hex literal). */
static const struct hex_case hex_cases[] = {
  {RL_F16, 0x0ULL, 0x0ULL, "0.000000e+00"},
  {RL_F16, 0x8000ULL, 0x0ULL, "-0.000000e+00"},
  {RL_F16, 0x1ULL, 0x0ULL, "5.960460e-08"},
  {RL_F16, 0x3FFULL, 0x0ULL, "6.097560e-05"},
  {RL_F16, 0x400ULL, 0x0ULL, "6.103520e-05"},
  {RL_F16, 0x7BFFULL, 0x0ULL, "6.550400e+04"},
  {RL_F16, 0x7C00ULL, 0x0ULL, "0x7C00"},
  {RL_F16, 0xFC00ULL, 0x0ULL, "0xFC00"},
  {RL_F16, 0x7E00ULL, 0x0ULL, "0x7E00"},
  {RL_F16, 0x3C00ULL, 0x0ULL, "1.000000e+00"},
  {RL_F16, 0x3555ULL, 0x0ULL, "3.332520e-01"},
  {RL_F16, 0xC500ULL, 0x0ULL, "-5.000000e+00"},
  {RL_F16, 0x6400ULL, 0x0ULL, "1.024000e+03"},
  {RL_BF16, 0x3F8DULL, 0x0ULL, "1.101560e+00"},
  {RL_BF16, 0x7F7FULL, 0x0ULL, "3.389530e+38"},
  {RL_BF16, 0x1ULL, 0x0ULL, "9.183550e-41"},
  {RL_BF16, 0x7FC0ULL, 0x0ULL, "0x7FC0"},
  {RL_BF16, 0xFF80ULL, 0x0ULL, "0xFF80"},
  {RL_BF16, 0x4049ULL, 0x0ULL, "3.140630e+00"},
  {RL_BF16, 0x8000ULL, 0x0ULL, "-0.000000e+00"},
  {RL_BF16, 0x4B18ULL, 0x0ULL, "9.961470e+06"},
  {RL_BF16, 0x3DCDULL, 0x0ULL, "1.000980e-01"},
  {RL_TF32, 0x1FC00ULL, 0x0ULL, "1.000000e+00"},
  {RL_TF32, 0x3FC00ULL, 0x0ULL, "0x3FC00"},
  {RL_TF32, 0x3FE00ULL, 0x0ULL, "0x3FE00"},
  {RL_TF32, 0x1ULL, 0x0ULL, "1.147940e-41"},
  {RL_TF32, 0x3FBFFULL, 0x0ULL, "3.401160e+38"},
  {RL_TF32, 0x7F800ULL, 0x0ULL, "-1.701410e+38"},
  {RL_TF32, 0x40000ULL, 0x0ULL, "-0.000000e+00"},
  {RL_TF32, 0xFFFFFFFFULL, 0x0ULL, "0x7FFFF"},
  {RL_F32, 0x3FC00000ULL, 0x0ULL, "1.500000e+00"},
  {RL_F32, 0x80000000ULL, 0x0ULL, "-0.000000e+00"},
  {RL_F32, 0x1ULL, 0x0ULL, "1.401300e-45"},
  {RL_F32, 0x7FFFFFULL, 0x0ULL, "1.17549421E-38"},
  {RL_F32, 0x800000ULL, 0x0ULL, "1.17549435E-38"},
  {RL_F32, 0x7F7FFFFFULL, 0x0ULL, "3.40282347E+38"},
  {RL_F32, 0x7F800000ULL, 0x0ULL, "0x7F800000"},
  {RL_F32, 0xFF800000ULL, 0x0ULL, "0xFF800000"},
  {RL_F32, 0x7FC00000ULL, 0x0ULL, "0x7FC00000"},
  {RL_F32, 0xFFC00001ULL, 0x0ULL, "0xFFC00001"},
  {RL_F32, 0x4B7FFFFFULL, 0x0ULL, "0x4B7FFFFF"},
  {RL_F32, 0x3F9E0651ULL, 0x0ULL, "1.23456776"},
  {RL_F32, 0x47F12040ULL, 0x0ULL, "123456.5"},
  {RL_F32, 0x3DCCCCCDULL, 0x0ULL, "1.000000e-01"},
  {RL_F32, 0x4CEB79A3ULL, 0x0ULL, "0x4CEB79A3"},
  {RL_F32, 0x4B189680ULL, 0x0ULL, "1.000000e+07"},
  {RL_F32, 0x358637BDULL, 0x0ULL, "9.99999997E-7"},
  {RL_F64, 0x3FF0000000000000ULL, 0x0ULL, "1.000000e+00"},
  {RL_F64, 0x8000000000000000ULL, 0x0ULL, "-0.000000e+00"},
  {RL_F64, 0x1ULL, 0x0ULL, "4.940660e-324"},
  {RL_F64, 0xFFFFFFFFFFFFFULL, 0x0ULL, "2.2250738585072009E-308"},
  {RL_F64, 0x10000000000000ULL, 0x0ULL, "2.2250738585072014E-308"},
  {RL_F64, 0x7FEFFFFFFFFFFFFFULL, 0x0ULL, "1.7976931348623157E+308"},
  {RL_F64, 0x7FF0000000000000ULL, 0x0ULL, "0x7FF0000000000000"},
  {RL_F64, 0xFFF8000000000000ULL, 0x0ULL, "0xFFF8000000000000"},
  {RL_F64, 0x7FF0000000000001ULL, 0x0ULL, "0x7FF0000000000001"},
  {RL_F64, 0x400921FB54442D11ULL, 0x0ULL, "3.14159265358979"},
  {RL_F64, 0x419D6F3454000000ULL, 0x0ULL, "0x419D6F3454000000"},
  {RL_F64, 0x3E7AD7F29ABCAF48ULL, 0x0ULL, "9.9999999999999995E-8"},
  {RL_F64, 0x3FB999999999999AULL, 0x0ULL, "1.000000e-01"},
  {RL_F64, 0x54B249AD2594C37DULL, 0x0ULL, "1.000000e+100"},
  {RL_F64, 0x4341C37937E08000ULL, 0x0ULL, "1.000000e+16"},
  {RL_F64, 0xC1D26580B4800000ULL, 0x0ULL, "0xC1D26580B4800000"},
  {RL_F64, 0x3FF199999999999AULL, 0x0ULL, "1.100000e+00"},
  {RL_F80, 0x8000000000000000ULL, 0x3FFFULL, "1.000000e+00"},
  {RL_F80, 0x0ULL, 0x8000ULL, "-0.000000e+00"},
  {RL_F80, 0x1ULL, 0x0ULL, "3.645200e-4951"},
  {RL_F80, 0x8000000000000000ULL, 0x0ULL, "3.36210314311209350626E-4932"},
  {RL_F80, 0xFFFFFFFFFFFFFFFFULL, 0x0ULL, "6.72420628622418701216E-4932"},
  {RL_F80, 0xFFFFFFFFFFFFFFFFULL, 0x7FFEULL, "1.18973149535723176502E+4932"},
  {RL_F80, 0x8000000000000000ULL, 0x7FFFULL, "0x7FFF8000000000000000"},
  {RL_F80, 0xC000000000000000ULL, 0xFFFFULL, "0xFFFFC000000000000000"},
  {RL_F80, 0x0ULL, 0x3FFFULL, "0x7FFF0000000000000000"},
  {RL_F80, 0x8CCCCCCCCCCCD000ULL, 0x3FFFULL, "1.10000000000000008882"},
  {RL_F80, 0xC90FDAA22168C235ULL, 0x4000ULL, "3.14159265358979323851"},
  {RL_F80, 0xEB79A2A000000000ULL, 0x4019ULL, "0x4019EB79A2A000000000"},
  {RL_F128, 0x0ULL, 0x3FFF000000000000ULL, "1.000000e+00"},
  {RL_F128, 0x0ULL, 0x8000000000000000ULL, "-0.000000e+00"},
  {RL_F128, 0x1ULL, 0x0ULL, "6.475180e-4966"},
  {RL_F128, 0xFFFFFFFFFFFFFFFFULL, 0x7FFEFFFFFFFFFFFFULL, "1.18973149535723176508575932662800702E+4932"},
  {RL_F128, 0x0ULL, 0x7FFF000000000000ULL, "0x7FFF0000000000000000000000000000"},
  {RL_F128, 0x0ULL, 0x7FFF800000000000ULL, "0x7FFF8000000000000000000000000000"},
  {RL_F128, 0xA000000000000000ULL, 0x3FFF199999999999ULL, "1.10000000000000008881784197001252323"},
  {RL_F128, 0xFFFFFFFFFFFFFFFFULL, 0xFFFFFFFFFFFFULL, "3.36210314311209350626267781732175196E-4932"},
  {RL_F128, 0x0ULL, 0x1000000000000ULL, "3.3621031431120935062626778173217526E-4932"},
  {RL_F128, 0x8469898CC51701B8ULL, 0x4000921FB54442D1ULL, "3.1415926535897932384626433832795028"},
  {RL_F128, 0x0ULL, 0xC01A26580B480000ULL, "-154320986.25"},
  {RL_F8E5M2, 0x0ULL, 0x0ULL, "0.000000e+00"},
  {RL_F8E5M2, 0x80ULL, 0x0ULL, "-0.000000e+00"},
  {RL_F8E5M2, 0x1ULL, 0x0ULL, "1.525880e-05"},
  {RL_F8E5M2, 0x3CULL, 0x0ULL, "1.000000e+00"},
  {RL_F8E5M2, 0x7BULL, 0x0ULL, "5.734400e+04"},
  {RL_F8E5M2, 0x7CULL, 0x0ULL, "0x7C"},
  {RL_F8E5M2, 0xFCULL, 0x0ULL, "0xFC"},
  {RL_F8E5M2, 0x7EULL, 0x0ULL, "0x7E"},
  {RL_F8E5M2, 0x7FULL, 0x0ULL, "0x7F"},
  {RL_F8E5M2, 0x3DULL, 0x0ULL, "1.250000e+00"},
  {RL_F8E4M3, 0x38ULL, 0x0ULL, "1.000000e+00"},
  {RL_F8E4M3, 0x77ULL, 0x0ULL, "2.400000e+02"},
  {RL_F8E4M3, 0x78ULL, 0x0ULL, "0x78"},
  {RL_F8E4M3, 0x7CULL, 0x0ULL, "0x7C"},
  {RL_F8E4M3, 0x1ULL, 0x0ULL, "1.953130e-03"},
  {RL_F8E4M3, 0x80ULL, 0x0ULL, "-0.000000e+00"},
  {RL_F8E4M3, 0xF8ULL, 0x0ULL, "0xF8"},
  {RL_F8E4M3, 0x39ULL, 0x0ULL, "1.125000e+00"},
  {RL_F8E4M3FN, 0x7EULL, 0x0ULL, "4.480000e+02"},
  {RL_F8E4M3FN, 0x7FULL, 0x0ULL, "0x7F"},
  {RL_F8E4M3FN, 0xFFULL, 0x0ULL, "0xFF"},
  {RL_F8E4M3FN, 0x78ULL, 0x0ULL, "2.560000e+02"},
  {RL_F8E4M3FN, 0x1ULL, 0x0ULL, "1.953130e-03"},
  {RL_F8E4M3FN, 0x80ULL, 0x0ULL, "-0.000000e+00"},
  {RL_F8E4M3FN, 0x39ULL, 0x0ULL, "1.125000e+00"},
  {RL_F8E5M2FNUZ, 0x80ULL, 0x0ULL, "0x80"},
  {RL_F8E5M2FNUZ, 0x0ULL, 0x0ULL, "0.000000e+00"},
  {RL_F8E5M2FNUZ, 0x7FULL, 0x0ULL, "5.734400e+04"},
  {RL_F8E5M2FNUZ, 0x1ULL, 0x0ULL, "7.629390e-06"},
  {RL_F8E5M2FNUZ, 0x40ULL, 0x0ULL, "1.000000e+00"},
  {RL_F8E5M2FNUZ, 0xC0ULL, 0x0ULL, "-1.000000e+00"},
  {RL_F8E4M3FNUZ, 0x80ULL, 0x0ULL, "0x80"},
  {RL_F8E4M3FNUZ, 0x7FULL, 0x0ULL, "2.400000e+02"},
  {RL_F8E4M3FNUZ, 0x40ULL, 0x0ULL, "1.000000e+00"},
  {RL_F8E4M3FNUZ, 0x1ULL, 0x0ULL, "9.765620e-04"},
  {RL_F8E4M3FNUZ, 0xFFULL, 0x0ULL, "-2.400000e+02"},
  {RL_F8E4M3FNUZ, 0x41ULL, 0x0ULL, "1.125000e+00"},
  {RL_F8E4M3B11FNUZ, 0x80ULL, 0x0ULL, "0x80"},
  {RL_F8E4M3B11FNUZ, 0x7FULL, 0x0ULL, "3.000000e+01"},
  {RL_F8E4M3B11FNUZ, 0x58ULL, 0x0ULL, "1.000000e+00"},
  {RL_F8E4M3B11FNUZ, 0x1ULL, 0x0ULL, "1.220700e-04"},
  {RL_F8E4M3B11FNUZ, 0xD8ULL, 0x0ULL, "-1.000000e+00"},
  {RL_F8E4M3B11FNUZ, 0x59ULL, 0x0ULL, "1.125000e+00"},
};
/* mlir-opt-19 output for decimal literals `D : T`. */
static const struct dec_case dec_cases[] = {
  {RL_F128, "1.1", "1.10000000000000008881784197001252323"},
  {RL_F80, "1.1", "1.10000000000000008882"},
  {RL_BF16, "1.1", "1.101560e+00"},
  {RL_F16, "1.0e10", "0x7C00"},
  {RL_F32, "1.0e39", "0x7F800000"},
  {RL_F8E4M3FN, "300.0", "2.880000e+02"},
  {RL_F8E4M3FN, "464.0", "4.480000e+02"},
  {RL_F8E4M3FN, "470.0", "0x7F"},
  {RL_F8E4M3FN, "-500.0", "0xFF"},
  {RL_F8E4M3FNUZ, "300.0", "0x80"},
  {RL_F8E4M3B11FNUZ, "31.0", "0x80"},
  {RL_F8E4M3FNUZ, "-0.0", "0.000000e+00"},
  {RL_F8E5M2FNUZ, "-0.0", "0.000000e+00"},
  {RL_F64, "1.0e-400", "0.000000e+00"},
  {RL_F64, "1.0e400", "0x7FF0000000000000"},
  {RL_F64, "-1.0e400", "0xFFF0000000000000"},
  {RL_F64, "123456789.0", "0x419D6F3454000000"},
  {RL_TF32, "3.0e38", "3.000730e+38"},
  {RL_F32, "1.0e-7", "1.000000e-07"},
  {RL_F16, "-1.5", "-1.500000e+00"},
  {RL_F16, "65520.0", "0x7C00"},
  {RL_F16, "65519.0", "6.550400e+04"},
  {RL_F64, "0.1", "1.000000e-01"},
  {RL_F8E5M2, "1.0e6", "0x7C"},
  {RL_F16, "1.0e-10", "0.000000e+00"},
  {RL_F128, "1.0e5000", "0x7FFF0000000000000000000000000000"},
  {RL_F32, "16777217.0", "0x4B800000"},
  {RL_F64, "9007199254740993.0", "0x4340000000000000"},
  {RL_F8E4M3, "250.0", "0x78"},
  {RL_F8E5M2FNUZ, "60000.0", "5.734400e+04"},
  {RL_F32, "3.4028235e38", "3.40282347E+38"},
  {RL_F32, "3.4028236e38", "0x7F800000"},
  {RL_F64, "2.2250738585072014e-308", "2.2250738585072014E-308"},
  {RL_F16, "6.0e-8", "5.960460e-08"},
  {RL_F80, "1.0e-320", "9.99988867182683005413E-321"},
  {RL_TF32, "1.1", "1.099610e+00"},
};

Test(apfloat, format_bit_patterns) {
  for (size_t i = 0; i < sizeof hex_cases / sizeof hex_cases[0]; i++) {
    const struct hex_case *c = &hex_cases[i];
    uint64_t words[2] = {c->lo, c->hi}, lo, hi;
    cr_assert(rl_apfloat_from_hex_words(c->sem, words, 2, &lo, &hi), "case %zu", i);
    char buf[RL_APFLOAT_FORMAT_MAX];
    size_t n = rl_apfloat_format(c->sem, lo, hi, buf, sizeof buf);
    cr_expect_str_eq(buf, c->want, "%s 0x%llx%016llx", rl_apfloat_info_of(c->sem)->name,
                     (unsigned long long)c->hi, (unsigned long long)c->lo);
    cr_expect_eq(n, strlen(c->want));
  }
}

Test(apfloat, format_decimal_literals) {
  /* mlir-opt reads the literal into a double, then rounds to the type. */
  for (size_t i = 0; i < sizeof dec_cases / sizeof dec_cases[0]; i++) {
    const struct dec_case *c = &dec_cases[i];
    uint64_t lo, hi;
    rl_apfloat_from_double(c->sem, strtod(c->literal, NULL), &lo, &hi);
    char buf[RL_APFLOAT_FORMAT_MAX];
    rl_apfloat_format(c->sem, lo, hi, buf, sizeof buf);
    cr_expect_str_eq(buf, c->want, "%s : %s", c->literal, rl_apfloat_info_of(c->sem)->name);
  }
}

Test(apfloat, format_buffer_contract) {
  char buf[8];
  /* 1.1 : f128 is 36 digits; a short buffer gets a NUL-terminated prefix. */
  size_t n = rl_apfloat_format(RL_F128, 0xA000000000000000ULL, 0x3FFF199999999999ULL, buf, sizeof buf);
  cr_expect_eq(n, strlen("1.10000000000000008881784197001252323"));
  cr_expect_str_eq(buf, "1.10000");
  n = rl_apfloat_format(RL_F32, 0x7FC00000, 0, buf, 0);
  cr_expect_eq(n, 10);
  n = rl_apfloat_format(RL_F32, 0x7FC00000, 0, buf, 4);
  cr_expect_str_eq(buf, "0x7");
}

Test(apfloat, to_string_forms) {
  char buf[96];
  /* Defaults (precision from the format, padding 3, zeros truncated): the
   * form mlir-opt falls back to; the first three are visible in its output
   * only through the hex fallback, so they follow APFloat's rules. */
  rl_apfloat_to_string(RL_F64, 0x4341C37937E08000ULL, 0, 0, 3, true, buf, sizeof buf);
  cr_expect_str_eq(buf, "1.0E+16");
  rl_apfloat_to_string(RL_F64, 0x419D6F3454000000ULL, 0, 0, 3, true, buf, sizeof buf);
  cr_expect_str_eq(buf, "123456789");
  rl_apfloat_to_string(RL_F64, 0x3FB999999999999AULL, 0, 0, 3, true, buf, sizeof buf);
  cr_expect_str_eq(buf, "0.10000000000000001");
  rl_apfloat_to_string(RL_F64, 0x3F50624DD2F1A9FCULL, 0, 0, 3, true, buf, sizeof buf); /* 0.001 */
  cr_expect_str_eq(buf, "0.001"); /* 1 digit after trimming; 3 zeros of padding allowed */
  rl_apfloat_to_string(RL_F64, 0x3F1A36E2EB1C432DULL, 0, 0, 3, true, buf, sizeof buf); /* 1e-4 */
  cr_expect_str_eq(buf, "1.0E-4");
  rl_apfloat_to_string(RL_F64, 0x3FF0000000000000ULL, 0, 6, 0, false, buf, sizeof buf);
  cr_expect_str_eq(buf, "1.000000e+00");
  rl_apfloat_to_string(RL_F64, 0x7FF0000000000000ULL, 0, 0, 3, true, buf, sizeof buf);
  cr_expect_str_eq(buf, "+Inf");
  rl_apfloat_to_string(RL_F64, 0xFFF0000000000000ULL, 0, 0, 3, true, buf, sizeof buf);
  cr_expect_str_eq(buf, "-Inf");
  rl_apfloat_to_string(RL_F64, 0x7FF8000000000000ULL, 0, 0, 3, true, buf, sizeof buf);
  cr_expect_str_eq(buf, "NaN");
  rl_apfloat_to_string(RL_F64, 0x8000000000000000ULL, 0, 0, 3, true, buf, sizeof buf);
  cr_expect_str_eq(buf, "-0");
  rl_apfloat_to_string(RL_F64, 0, 0, 0, 0, true, buf, sizeof buf);
  cr_expect_str_eq(buf, "0.0E+0");
  /* Half-up rounding of the digits: bf16 1.1015625 gives 1.10156. */
  rl_apfloat_to_string(RL_BF16, 0x3F8D, 0, 6, 0, false, buf, sizeof buf);
  cr_expect_str_eq(buf, "1.101560e+00");
}

Test(apfloat, from_double_status) {
  uint64_t lo, hi;
  cr_expect_eq(rl_apfloat_from_double(RL_F32, 1.5, &lo, &hi), RL_APF_OK);
  cr_expect_eq(lo, 0x3FC00000);
  cr_expect_eq(rl_apfloat_from_double(RL_F32, 1.1, &lo, &hi), RL_APF_INEXACT);
  cr_expect_eq(lo, 0x3F8CCCCD);
  cr_expect_eq(rl_apfloat_from_double(RL_F16, 1.0e10, &lo, &hi), RL_APF_OVERFLOW | RL_APF_INEXACT);
  cr_expect_eq(lo, 0x7C00);
  cr_expect_eq(rl_apfloat_from_double(RL_F8E4M3FN, 470.0, &lo, &hi), RL_APF_OVERFLOW | RL_APF_INEXACT);
  cr_expect_eq(lo, 0x7F);
  cr_expect_eq(rl_apfloat_from_double(RL_F16, 1.0e-10, &lo, &hi), RL_APF_UNDERFLOW | RL_APF_INEXACT);
  cr_expect_eq(lo, 0);
  cr_expect_eq(rl_apfloat_from_double(RL_F8E4M3FNUZ, -0.0, &lo, &hi), RL_APF_OK);
  cr_expect_eq(lo, 0);
  cr_expect_eq(rl_apfloat_from_double(RL_F80, 1.1, &lo, &hi), RL_APF_OK);
  cr_expect_eq(lo, 0x8CCCCCCCCCCCD000ULL);
  cr_expect_eq(hi, 0x3FFF);
  rl_apfloat_from_double(RL_F64, -INFINITY, &lo, &hi);
  cr_expect_eq(lo, 0xFFF0000000000000ULL);
  rl_apfloat_from_double(RL_F8E5M2FNUZ, INFINITY, &lo, &hi);
  cr_expect_eq(lo, 0x80);
}

Test(apfloat, to_double_and_convert) {
  cr_expect_eq(rl_apfloat_to_double(RL_F16, 0x3C00, 0), 1.0);
  cr_expect_eq(rl_apfloat_to_double(RL_BF16, 0x3F8D, 0), 1.1015625);
  cr_expect_eq(rl_apfloat_to_double(RL_F16, 0x0001, 0), ldexp(1.0, -24));
  cr_expect_eq(rl_apfloat_to_double(RL_F8E4M3B11FNUZ, 0x7F, 0), 30.0);
  cr_expect_eq(rl_apfloat_to_double(RL_F8E4M3FN, 0x7E, 0), 448.0);
  cr_expect_eq(rl_apfloat_to_double(RL_F80, 0x8CCCCCCCCCCCD000ULL, 0x3FFF), 1.1);
  cr_expect_eq(rl_apfloat_to_double(RL_F128, 0xA000000000000000ULL, 0x3FFF199999999999ULL), 1.1);
  cr_expect(isinf(rl_apfloat_to_double(RL_F128, 0, 0x7FFF000000000000ULL)));
  cr_expect(isnan(rl_apfloat_to_double(RL_F8E4M3FNUZ, 0x80, 0)));
  cr_expect_eq(rl_apfloat_to_double(RL_F80, 0xFFFFFFFFFFFFFFFFULL, 0x7FFE), INFINITY);
  uint64_t lo, hi;
  cr_expect_eq(rl_apfloat_convert(RL_F64, 0x3FF199999999999AULL, 0, RL_F32, &lo, &hi), RL_APF_INEXACT);
  cr_expect_eq(lo, 0x3F8CCCCD);
  cr_expect_eq(rl_apfloat_convert(RL_F32, 0x3F8CCCCD, 0, RL_F128, &lo, &hi), RL_APF_OK);
  cr_expect_eq(hi, 0x3FFF19999A000000ULL);
  cr_expect_eq(lo, 0);
}

Test(apfloat, classify_and_canonicalize) {
  cr_expect_eq(rl_apfloat_classify(RL_F8E4M3FNUZ, 0x80, 0), RL_APF_NAN);
  cr_expect_eq(rl_apfloat_classify(RL_F8E4M3FN, 0x7F, 0), RL_APF_NAN);
  cr_expect_eq(rl_apfloat_classify(RL_F8E4M3FN, 0x78, 0), RL_APF_FINITE);
  cr_expect_eq(rl_apfloat_classify(RL_F8E4M3, 0x78, 0), RL_APF_INF);
  cr_expect_eq(rl_apfloat_classify(RL_F8E5M2, 0xFC, 0), RL_APF_INF);
  cr_expect(rl_apfloat_is_negative(RL_F8E5M2, 0xFC, 0));
  cr_expect(rl_apfloat_is_zero(RL_F32, 0x80000000, 0));
  cr_expect(rl_apfloat_is_inf(RL_F80, 0x8000000000000000ULL, 0x7FFF));
  cr_expect(rl_apfloat_is_nan(RL_F80, 0, 0x3FFF)); /* unnormal */
  cr_expect(rl_apfloat_is_nan(RL_F80, 0, 0x7FFF)); /* pseudo-infinity */
  uint64_t lo = 0, hi = 0x3FFF;
  rl_apfloat_canonicalize(RL_F80, &lo, &hi);
  cr_expect_eq(hi, 0x7FFF);
  lo = 0x8000000000000000ULL, hi = 0;
  rl_apfloat_canonicalize(RL_F80, &lo, &hi);
  cr_expect_eq(hi, 1);
  cr_expect_eq(rl_apfloat_classify(RL_F80, 0x8000000000000000ULL, 0), RL_APF_FINITE);
}

Test(apfloat, semantics_table) {
  static const unsigned bits[RL_NUM_FLOAT_SEMS] = {16, 16, 19, 32, 64, 80, 128, 8, 8, 8, 8, 8, 8};
  static const unsigned prec[RL_NUM_FLOAT_SEMS] = {11, 8, 11, 24, 53, 64, 113, 3, 4, 4, 3, 4, 4};
  for (unsigned i = 0; i < RL_NUM_FLOAT_SEMS; i++) {
    cr_expect_eq(rl_apfloat_bits((rl_float_sem)i), bits[i]);
    cr_expect_eq(rl_apfloat_info_of((rl_float_sem)i)->precision, prec[i]);
    rl_float_sem s;
    const char *name = rl_apfloat_info_of((rl_float_sem)i)->name;
    cr_expect(rl_apfloat_sem_from_name(name, strlen(name), &s));
    cr_expect_eq(s, (rl_float_sem)i);
  }
  rl_float_sem s;
  cr_expect_not(rl_apfloat_sem_from_name("f8E4M3FNU", 9, &s));
  cr_expect_eq(rl_apfloat_info_of(RL_TF32)->literal_bits, 32);
}

Test(apfloat, hex_literal_range) {
  uint64_t lo, hi;
  /* mlir-opt: "hexadecimal float constant out of range for type". */
  cr_expect_not(rl_apfloat_from_hex_literal(RL_F32, "0x1FFFFFFFF", 11, &lo, &hi));
  cr_expect_not(rl_apfloat_from_hex_literal(RL_F8E5M2, "0x100", 5, &lo, &hi));
  cr_expect_not(rl_apfloat_from_hex_literal(RL_F16, "0x10000", 7, &lo, &hi));
  cr_expect_not(rl_apfloat_from_hex_literal(RL_TF32, "0x1FFFFFFFF", 11, &lo, &hi));
  cr_expect_not(rl_apfloat_from_hex_literal(RL_F80, "0x1FFFFFFFFFFFFFFFFFFFF", 23, &lo, &hi));
  cr_expect_not(rl_apfloat_from_hex_literal(RL_F128, "0x100000000000000000000000000000000", 35, &lo, &hi));
  /* Accepted: leading zeros, the full width, and tf32 up to 32 bits. */
  cr_expect(rl_apfloat_from_hex_literal(RL_F16, "0x00000000000000000001", 22, &lo, &hi));
  cr_expect_eq(lo, 1);
  cr_expect(rl_apfloat_from_hex_literal(RL_TF32, "0xFFFFFFFF", 10, &lo, &hi));
  cr_expect_eq(lo, 0x7FFFF);
  cr_expect(rl_apfloat_from_hex_literal(RL_F80, "0xFFFFFFFFFFFFFFFFFFFF", 22, &lo, &hi));
  cr_expect_eq(lo, UINT64_MAX);
  cr_expect_eq(hi, 0xFFFF);
  cr_expect(rl_apfloat_from_hex_literal(RL_F128, "0x7FFF8000000000000000000000000001", 34, &lo, &hi));
  cr_expect_eq(hi, 0x7FFF800000000000ULL);
  cr_expect_eq(lo, 1);
  cr_expect_str_eq(RL_APFLOAT_MSG_HEX_RANGE, "hexadecimal float constant out of range for type");
}

Test(apfloat, parse_exact_ties_and_limits) {
  uint64_t lo, hi;
  /* Exactly halfway between 1 and 1+2^-23: ties to even. strtod+round would agree here,
   * but not in general; these are checked against glibc's strtof. */
  rl_apfloat_parse_exact(RL_F32, "1.000000059604644775390625", 26, &lo, &hi);
  cr_expect_eq(lo, 0x3F800000);
  rl_apfloat_parse_exact(RL_F32, "1.0000000596046447753906251", 27, &lo, &hi);
  cr_expect_eq(lo, 0x3F800001);
  rl_apfloat_parse_exact(RL_F32, "1.000000178813934326171875", 26, &lo, &hi); /* 1+3*2^-24 */
  cr_expect_eq(lo, 0x3F800002);
  /* Double rounding: strtod gives 1+2^-11 exactly... then f16 ties to even (1.0),
   * while the correctly rounded result of this string is 1+2^-10. */
  rl_apfloat_parse_exact(RL_F16, "1.00048828125000000001", 22, &lo, &hi);
  cr_expect_eq(lo, 0x3C01);
  cr_expect_eq(rl_apfloat_from_double(RL_F16, strtod("1.00048828125000000001", NULL), &lo, &hi), RL_APF_INEXACT);
  cr_expect_eq(lo, 0x3C00);
  rl_apfloat_parse_exact(RL_F16, "2049", 4, &lo, &hi);
  cr_expect_eq(lo, 0x6800); /* 2048 */
  rl_apfloat_parse_exact(RL_F16, "2051", 4, &lo, &hi);
  cr_expect_eq(lo, 0x6802); /* 2052 */
  rl_apfloat_parse_exact(RL_F64, "9007199254740993", 16, &lo, &hi);
  cr_expect_eq(lo, 0x4340000000000000ULL);
  rl_apfloat_parse_exact(RL_F64, "9007199254740993.0000000001", 27, &lo, &hi);
  cr_expect_eq(lo, 0x4340000000000001ULL);
  rl_apfloat_parse_exact(RL_F128, "1.1", 3, &lo, &hi);
  cr_expect_eq(hi, 0x3FFF199999999999ULL);
  cr_expect_eq(lo, 0x999999999999999AULL);
  cr_expect_eq(rl_apfloat_parse_exact(RL_F8E4M3FN, "464", 3, &lo, &hi), RL_APF_INEXACT);
  cr_expect_eq(lo, 0x7E);
  cr_expect_eq(rl_apfloat_parse_exact(RL_F8E4M3FN, "-464.1", 6, &lo, &hi),
               RL_APF_OVERFLOW | RL_APF_INEXACT);
  cr_expect_eq(lo, 0xFF);
  rl_apfloat_parse_exact(RL_F64, "4.9406564584124654e-324", 23, &lo, &hi);
  cr_expect_eq(lo, 1);
  rl_apfloat_parse_exact(RL_F64, "2.4703282292062327e-324", 23, &lo, &hi); /* just below half */
  cr_expect_eq(lo, 0);
  rl_apfloat_parse_exact(RL_F64, "2.4703282292062328e-324", 23, &lo, &hi); /* just above half */
  cr_expect_eq(lo, 1);
  cr_expect_eq(rl_apfloat_parse_exact(RL_F64, "1e999999999999999", 17, &lo, &hi),
               RL_APF_OVERFLOW | RL_APF_INEXACT);
  cr_expect_eq(lo, 0x7FF0000000000000ULL);
  rl_apfloat_parse_exact(RL_F64, "-0.0e-999999", 12, &lo, &hi);
  cr_expect_eq(lo, 0x8000000000000000ULL);
  rl_apfloat_parse_exact(RL_F128, "6.475175119438025110924438958227646552e-4966", 44, &lo, &hi);
  cr_expect_eq(lo, 1);
  cr_expect_eq(hi, 0);
  static const char *bad[] = {"", "-", ".", "e5", "1e", "1e+", "1.2.3", "1x", "--1", "inf"};
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    lo = 42;
    cr_expect_eq(rl_apfloat_parse_exact(RL_F64, bad[i], strlen(bad[i]), &lo, &hi), RL_APF_INVALID,
                 "\"%s\"", bad[i]);
    cr_expect_eq(lo, 42);
  }
  cr_expect_eq(rl_apfloat_parse_exact(RL_F64, ".5", 2, &lo, &hi), RL_APF_OK);
  cr_expect_eq(lo, 0x3FE0000000000000ULL);
}

Test(apfloat, parse_exact_long_input) {
  /* A tie written with 13,000 more zeros, then a 1 past them: the parser
   * keeps 12,000 significant digits and a sticky digit for the rest. */
  static char s[20100];
  strcpy(s, "9007199254740993.");
  size_t n = strlen(s);
  memset(s + n, '0', 13000);
  n += 13000;
  uint64_t lo, hi;
  rl_apfloat_parse_exact(RL_F64, s, n, &lo, &hi);
  cr_expect_eq(lo, 0x4340000000000000ULL);
  s[n++] = '1';
  rl_apfloat_parse_exact(RL_F64, s, n, &lo, &hi);
  cr_expect_eq(lo, 0x4340000000000001ULL);
  /* 1 + 10^-20001 is 1.0 in f16: the dropped 1 must not land next to the
   * leading digit (that would read as 1.1). */
  strcpy(s, "1.");
  memset(s + 2, '0', 19999);
  s[20001] = '1';
  cr_expect_eq(rl_apfloat_parse_exact(RL_F16, s, 20002, &lo, &hi), RL_APF_INEXACT);
  cr_expect_eq(lo, 0x3C00);
}

/* ---- Integers ----------------------------------------------------------- */

struct int_case {
  const char *spelling;
  bool negative;
  unsigned width;
  rl_signedness sign;
  rl_apint_status status;
  const char *printed; /* as mlir-opt-19 prints it (i1 as its numeric value) */
};

/* Each row checked with mlir-opt-19: `"t.a"() {v = [-]spelling : type} : () -> ()`. */
static const struct int_case int_cases[] = {
  {"255", false, 8, RL_SIGNLESS, RL_APINT_OK, "-1"},
  {"129", true, 8, RL_SIGNLESS, RL_APINT_OUT_OF_RANGE, NULL},
  {"128", true, 8, RL_SIGNLESS, RL_APINT_OK, "-128"},
  {"256", false, 8, RL_UNSIGNED, RL_APINT_OUT_OF_RANGE, NULL},
  {"255", false, 8, RL_UNSIGNED, RL_APINT_OK, "255"},
  {"1", true, 8, RL_UNSIGNED, RL_APINT_NEGATIVE_UNSIGNED, NULL},
  {"0", true, 8, RL_UNSIGNED, RL_APINT_NEGATIVE_UNSIGNED, NULL},
  {"99999999999999999999999", true, 8, RL_UNSIGNED, RL_APINT_NEGATIVE_UNSIGNED, NULL},
  {"128", false, 8, RL_SIGNED, RL_APINT_OUT_OF_RANGE, NULL},
  {"128", true, 8, RL_SIGNED, RL_APINT_OK, "-128"},
  {"127", false, 8, RL_SIGNED, RL_APINT_OK, "127"},
  {"0", true, 8, RL_SIGNLESS, RL_APINT_OUT_OF_RANGE, NULL}, /* -0 : i8 */
  {"0", false, 8, RL_SIGNLESS, RL_APINT_OK, "0"},
  {"1", false, 1, RL_SIGNLESS, RL_APINT_OK, "-1"},           /* prints true */
  {"1", true, 1, RL_SIGNLESS, RL_APINT_OK, "-1"},            /* prints true */
  {"2", false, 1, RL_SIGNLESS, RL_APINT_OUT_OF_RANGE, NULL},
  {"1", true, 1, RL_SIGNED, RL_APINT_OK, "-1"},
  {"1", false, 1, RL_SIGNED, RL_APINT_OUT_OF_RANGE, NULL},
  {"0", false, 1, RL_SIGNED, RL_APINT_OK, "0"},
  {"0x80", false, 8, RL_SIGNED, RL_APINT_OUT_OF_RANGE, NULL},
  {"0xFF", false, 8, RL_SIGNLESS, RL_APINT_OK, "-1"},
  {"0x1FF", false, 8, RL_SIGNLESS, RL_APINT_OUT_OF_RANGE, NULL},
  {"0x80", true, 8, RL_SIGNLESS, RL_APINT_OK, "-128"},
  {"0x0000000000000000000000000000000000000000FF", false, 8, RL_SIGNLESS, RL_APINT_OK, "-1"},
  {"99999999999999999999999999999", false, 8, RL_SIGNLESS, RL_APINT_OUT_OF_RANGE, NULL},
  {"170141183460469231731687303715884105727", false, 128, RL_SIGNLESS, RL_APINT_OK,
   "170141183460469231731687303715884105727"},
  {"170141183460469231731687303715884105728", true, 128, RL_SIGNLESS, RL_APINT_OK,
   "-170141183460469231731687303715884105728"},
  {"340282366920938463463374607431768211455", false, 128, RL_UNSIGNED, RL_APINT_OK,
   "340282366920938463463374607431768211455"},
  {"340282366920938463463374607431768211456", false, 128, RL_UNSIGNED, RL_APINT_OUT_OF_RANGE, NULL},
  {"1", true, 256, RL_SIGNLESS, RL_APINT_OK, "-1"},
  {"18446744073709551615", false, 64, RL_SIGNLESS, RL_APINT_OK, "-1"},
  {"9223372036854775808", false, 64, RL_SIGNED, RL_APINT_OUT_OF_RANGE, NULL}, /* index */
  {"9223372036854775808", true, 64, RL_SIGNED, RL_APINT_OK, "-9223372036854775808"},
  {"0x8000000000000000", false, 64, RL_SIGNED, RL_APINT_OUT_OF_RANGE, NULL},
  {"0", false, 0, RL_SIGNLESS, RL_APINT_OK, "0"},
  {"0", true, 0, RL_SIGNLESS, RL_APINT_OUT_OF_RANGE, NULL},
  {"1", false, 0, RL_SIGNLESS, RL_APINT_OUT_OF_RANGE, NULL},
  {"0", false, 0, RL_UNSIGNED, RL_APINT_OK, "0"},
};

Test(apint, literal_rules) {
  for (size_t i = 0; i < sizeof int_cases / sizeof int_cases[0]; i++) {
    const struct int_case *c = &int_cases[i];
    uint64_t w[8];
    rl_apint_status st = rl_apint_parse_literal(c->spelling, strlen(c->spelling), c->negative,
                                                c->width, c->sign, w);
    cr_expect_eq(st, c->status, "%s%s : w%u s%d", c->negative ? "-" : "", c->spelling, c->width, c->sign);
    if (st != RL_APINT_OK || !c->printed) continue;
    char buf[128];
    rl_apint_to_decimal(w, c->width, c->sign != RL_UNSIGNED, buf, sizeof buf);
    cr_expect_str_eq(buf, c->printed, "%s%s", c->negative ? "-" : "", c->spelling);
  }
  cr_expect_str_eq(rl_apint_status_message(RL_APINT_OUT_OF_RANGE),
                   "integer constant out of range for attribute");
  cr_expect_str_eq(rl_apint_status_message(RL_APINT_NEGATIVE_UNSIGNED),
                   "negative integer literal not valid for unsigned integer type");
  uint64_t w[2];
  cr_expect_eq(rl_apint_parse_literal("12a", 3, false, 32, RL_SIGNLESS, w), RL_APINT_INVALID);
  cr_expect_eq(rl_apint_parse_literal("0x", 2, false, 32, RL_SIGNLESS, w), RL_APINT_INVALID);
}

Test(apint, decimal_and_hex) {
  uint64_t w[4];
  cr_expect(rl_apint_from_decimal("18446744073709551615", 20, w, 1));
  cr_expect_eq(w[0], UINT64_MAX);
  cr_expect_not(rl_apint_from_decimal("18446744073709551616", 20, w, 1));
  cr_expect(rl_apint_from_decimal("18446744073709551616", 20, w, 2));
  cr_expect_eq(w[0], 0);
  cr_expect_eq(w[1], 1);
  cr_expect_not(rl_apint_from_decimal("", 0, w, 1));
  cr_expect_not(rl_apint_from_decimal("1-", 2, w, 1));
  cr_expect(rl_apint_from_hex("0xdeadBEEF", 10, w, 1));
  cr_expect_eq(w[0], 0xDEADBEEF);
  cr_expect(rl_apint_from_hex("0x000000000000000000000000000001", 32, w, 1));
  cr_expect_not(rl_apint_from_hex("0x10000000000000000", 19, w, 1));
  cr_expect(rl_apint_from_literal("0x10000000000000000", 19, w, 2));
  cr_expect_eq(w[1], 1);

  char buf[1300];
  uint64_t big[64];
  memset(big, 0xFF, sizeof big);
  rl_apint_to_decimal(big, 4096, true, buf, sizeof buf);
  cr_expect_str_eq(buf, "-1");
  rl_apint_to_decimal(big, 64, false, buf, sizeof buf);
  cr_expect_str_eq(buf, "18446744073709551615");
  big[1] = 0x7FFFFFFFFFFFFFFFULL;
  rl_apint_to_decimal(big, 128, true, buf, sizeof buf);
  cr_expect_str_eq(buf, "170141183460469231731687303715884105727");
  uint64_t ten19[2] = {10000000000000000000ULL, 0};
  rl_apint_to_decimal(ten19, 65, false, buf, sizeof buf);
  cr_expect_str_eq(buf, "10000000000000000000");
  uint64_t v[2] = {0x7FC00000, 0};
  rl_apint_to_hex(v, 32, buf, sizeof buf);
  cr_expect_str_eq(buf, "0x7FC00000");
  v[0] = 0;
  rl_apint_to_hex(v, 32, buf, sizeof buf);
  cr_expect_str_eq(buf, "0x0");
  v[0] = 5;
  rl_apint_negate(v, 8);
  cr_expect_eq(v[0], 0xFB);
  cr_expect_eq(rl_apint_active_bits(v, 2), 8);
  size_t n = rl_apint_to_decimal(big, 128, true, buf, 5);
  cr_expect_eq(n, 39);
  cr_expect_str_eq(buf, "1701");
}
