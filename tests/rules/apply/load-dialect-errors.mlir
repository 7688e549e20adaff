// Errors of --load-dialect: a malformed or wrong .ops file is reported at
// file:line:col with a caret, an op that needs C names its hook and points
// at --load-dialect-plugin, a dialect already registered is refused; each
// exits non-zero.
// RUN: not rulir-opt --load-dialect %S/Inputs/tiny-bad-syntax.ops %s 2>&1 | FileCheck %s --check-prefix=SYNTAX
// RUN: not rulir-opt --load-dialect %S/Inputs/tiny-bad-check.ops %s 2>&1 | FileCheck %s --check-prefix=CHECKS
// RUN: not rulir-opt --load-dialect %S/Inputs/tiny-needs-c.ops %s 2>&1 | FileCheck %s --check-prefix=NEEDSC
// RUN: not rulir-opt --load-dialect %S/Inputs/tiny-init.ops %s 2>&1 | FileCheck %s --check-prefix=INIT
// RUN: not rulir-opt --load-dialect %S/Inputs/arith-again.ops %s 2>&1 | FileCheck %s --check-prefix=DUP
// RUN: not rulir-opt --load-dialect %S/Inputs/tiny.ops --load-dialect %S/Inputs/tiny.ops %s 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not rulir-opt --load-dialect %S/Inputs/no-such.ops %s 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not rulir-opt --load-dialect= %s 2>&1 | FileCheck %s --check-prefix=EMPTY
// Without the dialect, its ops are unknown (and rules cannot import it).
// RUN: not rulir-opt %s 2>&1 | FileCheck %s --check-prefix=UNLOADED
// RUN: not rulir-opt --rules %S/Inputs/tiny.rules %s 2>&1 | FileCheck %s --check-prefix=NOIMPORT

// SYNTAX: tiny-bad-syntax.ops:4:30: error: expected ';', '=', '?' or '...', found 'rhs'
// SYNTAX-NEXT: operands { lhs: AnyInteger rhs: AnyInteger; }
// SYNTAX-NEXT: {{^}}                             ^
// CHECKS: tiny-bad-check.ops:3:15: error: unknown trait 'Sideways'
// CHECKS: tiny-bad-check.ops:4:19: error: unknown type constraint 'AnyIntegr'; did you mean 'AnyInteger'?
// NEEDSC: tiny-needs-c.ops:6:3: error: op 'tinyc.add' needs C: its verifier 'rl_tinyc_add_verify' cannot be loaded from a .ops file; build the dialect with rulir-gen into a shared object and load it with --load-dialect-plugin
// NEEDSC-NEXT: verify rl_tinyc_add_verify;
// NEEDSC-NEXT: ^
// NEEDSC: tiny-needs-c.ops:7:3: error: op 'tinyc.add' needs C: its folder 'rl_tinyc_add_fold' cannot
// NEEDSC: tiny-needs-c.ops:12:11: error: op 'tinyc.call' needs C: its format's directive 'custom<Args>' is written in C
// INIT: tiny-init.ops:2:1: error: dialect 'tinyi' needs C: its 'init rl_tinyi_init' cannot be run from a .ops file; {{.*}} --load-dialect-plugin
// DUP: arith-again.ops:2:9: error: dialect 'arith' is already registered
// DUP-NEXT: dialect arith;
// DUP-NEXT: {{^}}        ^
// TWICE: tiny.ops:4:9: error: dialect 'tiny' is already registered
// MISSING: rulir-opt: error: cannot open dialect file '{{.*}}no-such.ops'
// EMPTY: --load-dialect needs a file name
// UNLOADED: error: Dialect `tiny' not found for custom op 'tiny.neg'
// NOIMPORT: tiny.rules:4:15: error: cannot open 'dialects/tiny/tiny.ops'

func.func @f(%a: i32) -> i32 {
  %0 = tiny.neg %a : i32
  return %0 : i32
}
