// Externs: the rules call C a plugin registers (Inputs/extern.rules,
// Inputs/extern-lib.c), compiled with the rules into one plugin.
// RUN: rulir-gen -I %dialects -o %t.c %S/Inputs/extern.rules
// RUN: %cc -shared -fPIC -DRL_RULES_PLUGIN %t.c %S/Inputs/extern-lib.c -o %t.so
// RUN: rulir-opt --load-rules %t.so %s --no-fold | FileCheck %s
// Interpreted without the plugin, the extern is missing: a clear error at
// its use, not a crash, and said once.
// RUN: not rulir-opt --rules %S/Inputs/extern.rules %s 2>&1 | FileCheck %s --check-prefix=MISSING

// CHECK-LABEL: func.func @f
// CHECK-NEXT:    %[[C:.*]] = arith.constant 42 : i32
// CHECK-NEXT:    return %[[C]]
// MISSING: extern.rules:10:31: error: 'Twice' is not in this build's rule library: declared without a body, it must be registered by a dialect or a plugin
// Once, though arith.addi's two operand orders each have their matcher.
// MISSING-NOT: error:
func.func @f() -> i32 {
  %c = arith.constant 21 : i32
  %0 = arith.addi %c, %c : i32
  return %0 : i32
}
