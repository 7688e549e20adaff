// --no-implicit-module: the input's single top-level op is the top, as it
// is (no builtin.module around it); pass flags run on it; a pipeline
// anchored on builtin.module cannot; no op, or more than one, is an error.
// Output identical to mlir-opt-19's.
// RUN: split-file %s %t
// RUN: rulir-opt --no-implicit-module %t/func.mlir | FileCheck %s --check-prefix=FUNC
// RUN: rulir-opt -no-implicit-module %t/func.mlir > %t/func.rulir
// RUN: %mlir_opt -no-implicit-module %t/func.mlir > %t/func.mlir.out
// RUN: diff %t/func.rulir %t/func.mlir.out
// RUN: rulir-opt --no-implicit-module --canonicalize --dump-pass-pipeline %t/func.mlir 2>&1 | FileCheck %s --check-prefix=CANON
// RUN: not rulir-opt --no-implicit-module --pass-pipeline='builtin.module(canonicalize)' %t/func.mlir 2>&1 | FileCheck %s --check-prefix=ANCHOR
// RUN: rulir-opt --no-implicit-module %t/module.mlir | FileCheck %s --check-prefix=MODULE
// RUN: not rulir-opt --no-implicit-module %t/two.mlir 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: not rulir-opt --no-implicit-module %t/empty.mlir 2>&1 | FileCheck %s --check-prefix=EMPTY
// Without the flag, the function gets its module.
// RUN: rulir-opt %t/func.mlir | FileCheck %s --check-prefix=IMPLICIT

// FUNC:      func.func @f(%arg0: i32) -> i32 {
// FUNC-NEXT:   %c3_i32 = arith.constant 3 : i32
// FUNC-NEXT:   %0 = arith.addi %arg0, %c3_i32 : i32
// FUNC-NEXT:   return %0 : i32
// FUNC-NEXT: }

// CANON:      Pass Manager with 1 passes:
// CANON-NEXT: func.func(canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true})
// CANON:      func.func @f(%arg0: i32) -> i32 {

// ANCHOR: error: can't run 'builtin.module' pass manager on 'func.func' op

// MODULE:      module {
// MODULE-NEXT:   func.func @g() {

// TWO: two.mlir:0:0: error: source must contain a single top-level operation, found: 2
// EMPTY: empty.mlir:0:0: error: source must contain a single top-level operation, found: 0

// IMPLICIT:      module {
// IMPLICIT-NEXT:   func.func @f(%arg0: i32) -> i32 {

//--- func.mlir
func.func @f(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %x, %c3 : i32
  return %0 : i32
}
//--- module.mlir
module {
  func.func @g() {
    return
  }
}
//--- two.mlir
func.func @a() {
  return
}
func.func @b() {
  return
}
//--- empty.mlir
