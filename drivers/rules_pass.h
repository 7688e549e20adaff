/* Conversion passes declared in .rules files (`pass "NAME" { ... }`, see
 * docs/rules.md): the one runtime that turns a declaration (rl_rules_pass,
 * plain data in core/rules_rt.h) into a registered pass. The C back end
 * (gen/emit_rules.c) writes the data as static tables; the interpreter
 * (gen/interp.c) builds the same tables when `rulir-opt --rules FILE` loads
 * a file. Either way the pass runs here: target and type converter built from the tables, the file's
 * `lower` rules as patterns, the conversion driver (drivers/conversion.h).
 * Requires: the IR the pass runs on is verified. */
#ifndef RL_RULES_PASS_H
#define RL_RULES_PASS_H

#include "core/rules_rt.h"

/* Registers the pass under p->name (p must outlive every run). A name
 * already registered is left alone and false returned. */
bool rl_rules_pass_register(const rl_rules_pass *p);

/* The registered rule-declared pass `name`, or NULL. */
const rl_rules_pass *rl_rules_pass_find(const char *name);

/* Runs the pass p declares on op (verified IR) with the options text
 * (`include-bf16=true`; NULL or "": the defaults), folding or not: what a
 * rules file's `test NAME pass "P{OPTIONS}"` runs. False, said on stderr,
 * for options the pass does not take. */
bool rl_rules_pass_run(rl_context *c, const rl_rules_pass *p, const char *options, rl_op *op, bool fold);
/* The pass name of a test's `pass "NAME{OPTIONS}"` (its length) and its
 * options text, without the braces (a copy to free; "" without them). */
char *rl_rules_pass_split(const char *text, size_t *name_len);

/* --debug-conversion for every rule-declared pass (NULL: off). */
void rl_rules_pass_set_debug(FILE *f);
FILE *rl_rules_pass_debug(void); /* what was set (NULL: none) */

#endif
