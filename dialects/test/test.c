/* The test dialect: opened to any `test.*` op (test.ops). */
#include "core/ir.h"
#include "dialects/test/test_ops.h"

void rl_test_init(rl_context *c) { rl_context_add_open_dialect(c, "test"); }
