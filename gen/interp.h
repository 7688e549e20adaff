/* The rule interpreter: `.rules` files loaded at run time (rulir-opt
 * --rules), checked by the same front end as rulir-gen, lowered to the same
 * matcher program, whose decision trees it walks (docs/rules.md). */
#ifndef RL_GEN_INTERP_H
#define RL_GEN_INTERP_H

#include "core/rewrite.h"
#include "core/rules_rt.h"

typedef struct rl_rules rl_rules;

/* Loads, checks and lowers the files, resolving their ops, properties and
 * literals in context c. `embedded` (path, text pairs) holds the dialects'
 * .ops files under "dialects/<d>/<d>.ops" for `import`. Returns NULL after
 * printing located errors to stderr. */
rl_rules *rl_rules_load(rl_context *c, const char *const *paths, unsigned n, const char *const *embedded,
                        unsigned nembedded);
/* Adds one pattern per root op (its decision tree of `pattern` rules) to s. */
void rl_rules_populate(rl_rules *r, rl_pattern_set *s);
/* The same for `lower` rules (conversion patterns); returns how many. */
unsigned rl_rules_populate_lower(rl_rules *r, rl_pattern_set *s);
/* The files' `pass` declarations (register them with
 * drivers/rules_pass.h's rl_rules_pass_register; they run the `lower` rules
 * of all the loaded files). Valid until r is destroyed. */
const rl_rules_pass *rl_rules_passes(rl_rules *r, unsigned *n);
/* The rules, in definition order (for --disable-rule and --only-rule). */
rl_rule *rl_rules_list(rl_rules *r, unsigned *n);
void rl_rules_destroy(rl_rules *r);

/* The `test` blocks of the loaded files (tools run them with the greedy
 * driver: rulir-opt --rules FILE --test-rules). */
typedef struct rl_rules_test {
  const char *name;
  const char *file;        /* the .rules file */
  unsigned line;           /* of the `test` keyword */
  const char *input, *expect;
  unsigned input_line, expect_line; /* where the IR texts start */
  const char *pass;        /* the pass it runs (`pass "NAME"`), or NULL: the file's patterns, greedily */
  bool nofold;             /* `nofold`: without folders */
} rl_rules_test;
const rl_rules_test *rl_rules_tests(rl_rules *r, unsigned *n);

#endif
