/* The cf dialect's rules library: PassThrough, the analysis the
 * pass-through canonicalizations of rules/cf.rules call (every cf
 * canonicalization is a rule there).
 *
 * A pass-through block holds nothing but a cf.br to another block, its
 * arguments used only by that branch (MLIR's collapseBranch). One
 * departure from MLIR: a branch is not collapsed into a circle of
 * pass-through blocks (mlir-opt-19 goes round such a circle for ever and
 * never returns). */
#include "dialects/cf/cf_rules.h"

#include "core/context.h"
#include "core/ir.h"
#include "core/rules_rt.h"

/* ---- pass-through blocks (MLIR's collapseBranch) ---------------------------- */

/* The destination of the cf.br that block s holds alone, when s passes
 * control through (its arguments used by that branch only, and the branch
 * not a loop to s itself); else NULL. */
static rl_block *pass_through_dest(const rl_opinfo *br, rl_block *s) {
  rl_op *t = s->first;
  if (!t || t != s->last || t->info != br) return NULL;
  for (unsigned i = 0; i < s->nargs; i++)
    for (rl_use *u = s->args[i]->first_use; u; u = u->next)
      if (u->owner != t) return NULL;
  rl_block *to = rl_op_succ(t, 0);
  return to == s ? NULL : to;
}

/* The next block on the pass-through path walked from a branch in `from`,
 * or NULL where the path ends: at a block that does not pass control
 * through, or back at `from` (a branch collapsed into its own block is a
 * loop there, which stops collapsing). */
static rl_block *next_on_path(const rl_opinfo *br, rl_block *from, rl_block *b) {
  return b == from ? NULL : pass_through_dest(br, b);
}

/* Whether the pass-through path from b on (for a branch in `from`) runs in
 * a circle. Such a branch would be collapsed round and round for ever
 * (mlir-opt-19 does not return on these), so it is left alone. */
static bool pass_through_cycle(const rl_opinfo *br, rl_block *from, rl_block *b) {
  rl_block *slow = b, *fast = b;
  for (;;) {
    if (!(fast = next_on_path(br, from, fast)) || !(fast = next_on_path(br, from, fast))) return false;
    slow = next_on_path(br, from, slow);
    if (slow == fast) return true;
  }
}

/* The rules' PassThrough(^d, ^from) (rules/cf.rules): ^d holds only a
 * cf.br to another block, its arguments used by that branch alone, and
 * going on from there does not run in a circle (for a branch in ^from).
 * cf.br's opinfo is kept per context by rl_cf_init. */
static rl_context_key br_key;

static bool pass_through(rl_context *c, const rl_mval *args) {
  const rl_opinfo *br = rl_context_state(c, &br_key);
  rl_block *d = args[0].p, *from = args[1].p, *to = br && d && from ? pass_through_dest(br, d) : NULL;
  return to && !pass_through_cycle(br, from, to);
}

static const rl_rule_lib_entry lib[] = {
    {"PassThrough", 2, {RL_MK_BLOCK, RL_MK_BLOCK}, 0, pass_through, NULL},
};

void rl_cf_init(rl_context *c) {
  rl_context_set_state(c, &br_key, rl_opinfo_find_cstr(c, "cf.br"));
  rl_rule_lib_register(lib, sizeof lib / sizeof *lib);
}
