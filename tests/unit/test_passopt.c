/* Pass option tables (core/passopt.h): defaults, MLIR's option syntax
 * (bare flags, quotes and braces, lists that grow when given again), the
 * printed form --dump-pass-pipeline shows, and mlir-opt's messages. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "core/passopt.h"

typedef struct cfg {
  bool flag;
  unsigned u;
  int64_t l;
  double d;
  const char *s;
  int e;
  rl_opt_list sizes, names;
} cfg;

static const char *const modes[] = {"greedy", "g", "producer", "p", NULL};

static const rl_pass_option opts[] = {
    RL_PASS_OPT(cfg, flag, "flag", RL_OPT_BOOL, NULL, "a flag"),
    RL_PASS_OPT(cfg, u, "u", RL_OPT_UINT, "7", "a uint"),
    RL_PASS_OPT(cfg, l, "l", RL_OPT_LONG, "-1", "a long"),
    RL_PASS_OPT(cfg, d, "d", RL_OPT_DOUBLE, "0.5", "a double"),
    RL_PASS_OPT(cfg, s, "s", RL_OPT_STRING, NULL, "a string"),
    RL_PASS_OPT_ENUM(cfg, e, "mode", modes, "greedy", "an enum"),
    RL_PASS_OPT_LIST(cfg, sizes, "sizes", RL_OPT_UINT, "4,5", "a list"),
    RL_PASS_OPT_LIST(cfg, names, "names", RL_OPT_STRING, NULL, "names"),
};
enum { N = sizeof opts / sizeof *opts };

/* The config of text, and what was said (err and diag), into said. */
static cfg *parse(const char *text, char *said, size_t n) {
  FILE *err = fmemopen(said, n, "w");
  rl_strbuf diag = {0};
  cfg *c = rl_pass_options_parse(opts, N, sizeof(cfg), text, err, &diag);
  if (diag.data) fputs(diag.data, err);
  fclose(err);
  rl_sb_free(&diag);
  return c;
}

static void printed(const cfg *c, const char *want) {
  rl_strbuf b = {0};
  rl_pass_options_print(opts, N, c, &b);
  cr_assert_str_eq(b.data, want);
  rl_sb_free(&b);
}

Test(passopt, defaults) {
  char said[256] = {0};
  cfg *c = parse(NULL, said, sizeof said);
  cr_assert(c && !c->flag && c->u == 7 && c->l == -1 && c->d == 0.5 && !strcmp(c->s, "") && c->e == 0);
  cr_assert(c->sizes.n == 2 && c->sizes.u[0] == 4 && c->sizes.u[1] == 5 && c->names.n == 0);
  printed(c, "{d=5.000000e-01 flag=false l=-1 mode=greedy  s= sizes=4,5 u=7}");
  free(c);
}

Test(passopt, values) {
  char said[256] = {0};
  cfg *c = parse("flag u=0x10 s='a b' mode=producer sizes=1 sizes=2,3 names={x,y},z", said, sizeof said);
  cr_assert(c, "%s", said);
  cr_assert(c->flag && c->u == 16 && !strcmp(c->s, "a b") && c->e == 1);
  cr_assert(c->sizes.n == 3 && c->sizes.u[2] == 3);
  cr_assert(c->names.n == 2 && !strcmp(c->names.s[0], "x,y") && !strcmp(c->names.s[1], "z"));
  printed(c, "{d=5.000000e-01 flag=true l=-1 mode=producer names=x,y,z s={a b} sizes=1,2,3 u=16}");
  free(c);
  c = parse("flag=", said, sizeof said);
  cr_assert(c && c->flag);
  free(c);
}

Test(passopt, errors) {
  static const struct {
    const char *text, *said;
  } bad[] = {
      {"u=x", "rulir-opt: for the --u option: 'x' value invalid for uint argument!\n"},
      {"u=-1", "rulir-opt: for the --u option: '-1' value invalid for uint argument!\n"},
      {"u=4294967296", "rulir-opt: for the --u option: '4294967296' value invalid for uint argument!\n"},
      {"d=x", "rulir-opt: for the --d option: 'x' value invalid for floating point argument!\n"},
      {"flag=maybe", "rulir-opt: for the --flag option: 'maybe' is invalid value for boolean argument! Try 0 or 1\n"},
      {"mode=other", "rulir-opt: for the --mode option: Cannot find option named 'other'!\n"},
      {"sizes=1,x", "rulir-opt: for the --sizes option: 'x' value invalid for uint argument!\n"},
      {"u", "rulir-opt: for the --u option: requires a value!\n"},
      {"what=1", "<Pass-Options-Parser>: no such option what\n"},
  };
  for (unsigned i = 0; i < sizeof bad / sizeof *bad; i++) {
    char said[256] = {0};
    cr_assert_null(parse(bad[i].text, said, sizeof said), "%s", bad[i].text);
    cr_assert_str_eq(said, bad[i].said);
  }
}

Test(passopt, kinds_by_name) {
  uint8_t k;
  bool list;
  cr_assert(rl_pass_option_kind_of("uints", &k, &list) && k == RL_OPT_UINT && list);
  cr_assert(rl_pass_option_kind_of("double", &k, &list) && k == RL_OPT_DOUBLE && !list);
  cr_assert(!rl_pass_option_kind_of("bools", &k, &list));
  cr_assert(!rl_pass_option_kind_of("float", &k, &list));
  cr_assert_str_eq(rl_pass_option_value_name(&opts[3]), "number");
  cr_assert_null(rl_pass_option_value_name(&opts[0]));
}
