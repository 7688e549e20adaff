/* The arith entries of the rule library (core/rules_rt.h): helpers that
 * rules call by name, interpreted or compiled. Registered by rl_arith_init. */
#include "dialects/arith/arith_rules.h"

#include "core/asm.h"
#include "core/attrs.h"
#include "core/rules_rt.h"
#include "core/types.h"

/* MergeOverflow(a, b): the overflow flags both ops carry (nsw, nuw): the
 * intersection, as a reassociation may keep only what held for both. An
 * absent property counts as `none`. */
static bool merge_overflow(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  const rl_attr *x = args[0].p, *y = args[1].p;
  const rl_attr *any = x ? x : y;
  if (!any) return false; /* neither carries flags: nothing to build them from */
  if ((x && x->kind != RL_AT_ENUM) || (y && y->kind != RL_AT_ENUM)) return false;
  const rl_enum_def *en = rl_word_ptr(any->w[0]);
  uint64_t vx = x ? x->w[1] : 0, vy = y ? y->w[1] : 0;
  out->p = rl_attr_enum(c, en, (rl_ident *)rl_word_ptr(any->w[2]), vx & vy);
  return out->p != NULL;
}

/* A predicate helper: predicate p (an integer attribute in [0, n)) mapped
 * through table, of the same type. */
static bool map_predicate(rl_context *c, const rl_mval *arg, const int64_t *table, int64_t n, rl_mval *out) {
  const rl_attr *a = arg->p;
  if (!a || a->kind != RL_AT_INTEGER) return false;
  int64_t v = rl_attr_int_value(a);
  if (v < 0 || v >= n) return false;
  out->p = rl_attr_integer(c, rl_attr_type_of(a), table[v]);
  return true;
}

/* cmpi predicates: eq ne slt sle sgt sge ult ule ugt uge (0..9).
 * InvertPredicate: true exactly when p is false; SwapPredicate: p with the
 * operands swapped. */
static const int64_t cmpi_invert[10] = {1, 0, 5, 4, 3, 2, 9, 8, 7, 6};
static const int64_t cmpi_swap[10] = {0, 1, 4, 5, 2, 3, 8, 9, 6, 7};
/* cmpf predicates: false oeq ogt oge olt ole one ord ueq ugt uge ult ule une
 * uno true (0..15). Inverting trades ordered and unordered: not (a olt b)
 * is (a uge b). */
static const int64_t cmpf_invert[16] = {15, 13, 12, 11, 10, 9, 8, 14, 6, 5, 4, 3, 2, 1, 7, 0};
static const int64_t cmpf_swap[16] = {0, 1, 4, 5, 2, 3, 6, 7, 8, 11, 12, 9, 10, 13, 14, 15};

static bool invert_predicate(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  return map_predicate(c, args, cmpi_invert, 10, out);
}
static bool swap_predicate(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  return map_predicate(c, args, cmpi_swap, 10, out);
}
static bool invert_fpredicate(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  return map_predicate(c, args, cmpf_invert, 16, out);
}
static bool swap_fpredicate(rl_context *c, rl_builder *b, const rl_mval *args, rl_mval *out) {
  (void)b;
  return map_predicate(c, args, cmpf_swap, 16, out);
}

static const rl_rule_lib_entry entries[] = {
    {"MergeOverflow", 2, {RL_MK_ATTR, RL_MK_ATTR}, RL_MK_ATTR, NULL, merge_overflow},
    {"InvertPredicate", 1, {RL_MK_ATTR}, RL_MK_ATTR, NULL, invert_predicate},
    {"SwapPredicate", 1, {RL_MK_ATTR}, RL_MK_ATTR, NULL, swap_predicate},
    {"InvertFPredicate", 1, {RL_MK_ATTR}, RL_MK_ATTR, NULL, invert_fpredicate},
    {"SwapFPredicate", 1, {RL_MK_ATTR}, RL_MK_ATTR, NULL, swap_fpredicate},
};

void rl_arith_register_rule_library(void) { rl_rule_lib_register(entries, sizeof entries / sizeof *entries); }

