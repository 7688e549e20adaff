/* Loading rules at run time (gen/interp.c) over and over, as a tool that
 * reloads its rules or a fuzzer does: each load owns a checking context,
 * and rl_rules_destroy frees it (found by tests/fuzz/rules.c: past the
 * sixteenth load, each leaked its context). Under AddressSanitizer,
 * LeakSanitizer checks every byte; elsewhere the heap in use must not grow
 * with the number of loads. */
#include <criterion/criterion.h>
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/context.h"
#include "dialects/registry.h"
#include "gen/interp.h"

extern const char *const rl_embedded_ops[];
extern const unsigned rl_embedded_ops_count;

static const char *rules_text =
    "import arith;\n"
    "// x * 2 => x + x\n"
    "pattern MulTwo: (arith.muli $x (arith.constant {value = #mlir\"2 : i32\"})) => (arith.addi $x $x);\n";

/* Loads the rules n times into contexts of their own. */
static void load_n(const char *path, unsigned n) {
  for (unsigned i = 0; i < n; i++) {
    rl_context *c = rl_context_create();
    rl_register_all_dialects(c);
    const char *paths[] = {path};
    rl_rules *r = rl_rules_load(c, paths, 1, rl_embedded_ops, rl_embedded_ops_count);
    cr_assert_not_null(r);
    unsigned nrules;
    rl_rules_list(r, &nrules);
    cr_assert_eq(nrules, 1);
    rl_rules_destroy(r);
    rl_context_destroy(c);
  }
}

static size_t heap_in_use(void) {
  struct mallinfo2 m = mallinfo2();
  return m.uordblks + m.hblkhd;
}

Test(rules_load, load_destroy_frees_everything) {
  char path[] = "/tmp/rulir-rules-load.XXXXXX";
  int fd = mkstemp(path);
  cr_assert(fd >= 0);
  cr_assert_eq(write(fd, rules_text, strlen(rules_text)), (ssize_t)strlen(rules_text));
  close(fd);
  load_n(path, 20); /* past what was once kept */
  size_t before = heap_in_use();
  load_n(path, 100);
  size_t after = heap_in_use();
  unlink(path);
  /* A checking context holds the ops of arith and builtin: hundreds of KB
   * each, had they leaked. (Under ASan, mallinfo2 sees nothing; LSan does.) */
  cr_assert(after < before + (256u << 10), "the heap grew by %zu KB over 100 loads", (after - before) >> 10);
}
