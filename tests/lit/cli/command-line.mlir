// LLVM's command-line conventions, as mlir-opt-19 has them: -flag and
// --flag, -flag=value and --flag=value, -o FILE, -o=FILE and --o=FILE, a
// flag's =true/=false/=1/=0, passes named by -pass or --pass with their
// options after '=', and `--` before positional arguments only. Errors are
// LLVM's: an unknown option or pass gets the nearest name by edit distance.
// RUN: rulir-opt %s -canonicalize | FileCheck %s
// RUN: rulir-opt %s --canonicalize | FileCheck %s
// RUN: rulir-opt %s -canonicalize=max-iterations=3 | FileCheck %s
// RUN: rulir-opt %s --canonicalize='max-iterations=3 top-down=false' | FileCheck %s
// RUN: rulir-opt %s -pass-pipeline='builtin.module(canonicalize)' | FileCheck %s
// RUN: rulir-opt %s --pass-pipeline 'builtin.module(canonicalize)' | FileCheck %s
// RUN: rulir-opt -canonicalize -o %t.a %s && FileCheck %s < %t.a
// RUN: rulir-opt -canonicalize -o=%t.b %s && FileCheck %s < %t.b
// RUN: rulir-opt -canonicalize --o=%t.c %s && FileCheck %s < %t.c
// RUN: rulir-opt -canonicalize --o %t.d %s && FileCheck %s < %t.d
// RUN: rulir-opt -canonicalize - < %s | FileCheck %s
// RUN: rulir-opt -canonicalize -- %s | FileCheck %s
// RUN: rulir-opt %s -mlir-print-op-generic=true | FileCheck %s --check-prefix=GENERIC
// RUN: rulir-opt %s -mlir-print-op-generic=1 | FileCheck %s --check-prefix=GENERIC
// RUN: rulir-opt %s -mlir-print-op-generic -mlir-print-op-generic=false | FileCheck %s --check-prefix=CUSTOM
// RUN: rulir-opt %s --mlir-print-op-generic=0 | FileCheck %s --check-prefix=CUSTOM

// CHECK-LABEL: func.func @f
// CHECK-NEXT:    %c12_i32 = arith.constant 12 : i32
// CHECK-NEXT:    return %c12_i32 : i32
// GENERIC: "func.func"() <{function_type = () -> i32, sym_name = "f"}>
// CUSTOM: func.func @f() -> i32 {

// Errors, worded as mlir-opt-19 words them (its name replaced by ours).
// RUN: not rulir-opt %s -canonicalise 2>&1 | FileCheck %s --check-prefix=PASS
// RUN: not rulir-opt %s --allow-unregistered-dialectx 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not rulir-opt %s --mlir-print-ir-after-alll 2>&1 | FileCheck %s --check-prefix=NEAR
// RUN: not rulir-opt %s --split-input-fil=X 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not rulir-opt %s -mlir-print-local-scope=maybe 2>&1 | FileCheck %s --check-prefix=BOOL
// RUN: not rulir-opt %s -o 2>&1 | FileCheck %s --check-prefix=NOVALUE
// RUN: not rulir-opt %s %s 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: not rulir-opt -- %s -canonicalize 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: not rulir-opt %s --canonicalize --pass-pipeline='builtin.module(canonicalize)' 2>&1 | FileCheck %s --check-prefix=MIX
// RUN: not rulir-opt %s --pass-pipeline='builtin.module(canonicalize)' -canonicalize 2>&1 | FileCheck %s --check-prefix=MIX
// RUN: not rulir-opt %s -canonicalize=bogus=1 2>&1 | FileCheck %s --check-prefix=PASSOPT

// PASS: rulir-opt: Unknown command line argument '-canonicalise'.  Try: '{{.*}}rulir-opt --help'
// PASS-NEXT: rulir-opt: Did you mean '--canonicalize'?
// OPTION: rulir-opt: Unknown command line argument '--allow-unregistered-dialectx'.
// OPTION-NEXT: rulir-opt: Did you mean '--allow-unregistered-dialect'?
// NEAR: rulir-opt: Did you mean '--mlir-print-ir-after-all'?
// VALUE: rulir-opt: Did you mean '--split-input-file=X'?
// BOOL: rulir-opt: for the --mlir-print-local-scope option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// NOVALUE: rulir-opt: for the -o option: requires a value!
// TWO: rulir-opt: Too many positional arguments specified!
// TWO-NEXT: Can specify at most 1 positional arguments: See: {{.*}}rulir-opt --help
// MIX: <unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options
// PASSOPT: <unknown>:0: error: <Pass-Options-Parser>: no such option bogus

func.func @f() -> i32 {
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %0 = arith.muli %c3, %c4 : i32
  return %0 : i32
}
