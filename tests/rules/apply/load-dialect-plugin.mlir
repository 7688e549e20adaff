// --load-dialect-plugin (MLIR's name): a dialect compiled by rulir-gen into
// a shared object, with the C its ops need (Inputs/tinyc.c: a folder and a
// verifier). NAME.so registers dialect NAME (rl_NAME_register); `NAME.so`
// is found in the working folder as `./NAME.so` is, as --load-rules does.
// RUN: rm -rf %t && mkdir -p %t
// RUN: rulir-gen -o %t/tinyc_ops.c %S/Inputs/tinyc.ops
// RUN: %cc -I%t -shared -fPIC %t/tinyc_ops.c %S/Inputs/tinyc.c -o %t/tinyc.so
// RUN: rulir-opt --load-dialect-plugin %t/tinyc.so %s --split-input-file --verify-diagnostics | FileCheck %s
// RUN: cd %t && rulir-opt --load-dialect-plugin tinyc.so %s --split-input-file --verify-diagnostics | FileCheck %s
// RUN: cd %t && rulir-opt --load-dialect-plugin ./tinyc.so %s --split-input-file --verify-diagnostics --mlir-print-op-generic | rulir-opt --load-dialect-plugin %t/tinyc.so | FileCheck %s
// Rules import the plugin's dialect from NAME.ops beside NAME.so.
// RUN: cp %S/Inputs/tinyc.ops %t/tinyc.ops
// RUN: rulir-opt --load-dialect-plugin %t/tinyc.so --rules %S/Inputs/tinyc.rules %s --split-input-file --verify-diagnostics | FileCheck %s --check-prefix=RULES
// The same file without its C: --load-dialect says what needs it.
// RUN: not rulir-opt --load-dialect %S/Inputs/tinyc.ops %s 2>&1 | FileCheck %s --check-prefix=NEEDSC
// RUN: not rulir-opt --load-dialect-plugin %t/tinyc.so --load-dialect-plugin %t/tinyc.so %s 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: cp %t/tinyc.so %t/other.so
// RUN: not rulir-opt --load-dialect-plugin %t/other.so %s 2>&1 | FileCheck %s --check-prefix=NOREG
// RUN: not rulir-opt --load-dialect-plugin %t/missing.so %s 2>&1 | FileCheck %s --check-prefix=MISSING

// CHECK-LABEL: func.func @f() -> i32
// CHECK-NEXT:    %0 = tinyc.constant 4 : i32 : i32
// CHECK-NEXT:    %1 = tinyc.even %0 : i32
// CHECK-NEXT:    %2 = tinyc.even %1 : i32
// CHECK-NEXT:    return %2 : i32
// RULES-LABEL: func.func @f() -> i32
// RULES-NEXT:    %0 = tinyc.constant 4 : i32 : i32
// RULES-NEXT:    %1 = tinyc.even %0 : i32
// RULES-NEXT:    return %1 : i32
// NEEDSC: tinyc.ops:12:3: error: op 'tinyc.constant' needs C: its folder 'rl_tinyc_constant_fold' cannot be loaded from a .ops file; build the dialect with rulir-gen into a shared object and load it with --load-dialect-plugin
// NEEDSC: tinyc.ops:20:3: error: op 'tinyc.even' needs C: its verifier 'rl_tinyc_even_verify'
// TWICE: rulir-opt: error: '{{.*}}tinyc.so': dialect 'tinyc' is already registered
// NOREG: rulir-opt: error: '{{.*}}other.so' registers no dialect: a dialect plugin NAME.so holds rl_NAME_register
// MISSING: rulir-opt: error: cannot load dialect plugin '{{.*}}missing.so'

func.func @f() -> i32 {
  %c = tinyc.constant 4 : i32 : i32
  %0 = tinyc.even %c : i32
  %1 = tinyc.even %0 : i32
  return %1 : i32
}

// -----

func.func @odd(%a: i7) -> i7 {
  // expected-error @+1 {{'tinyc.even' op requires an integer of even width}}
  %0 = tinyc.even %a : i7
  return %0 : i7
}
