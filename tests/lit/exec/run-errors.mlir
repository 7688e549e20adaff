// RUN: not rulir-run %s -e nosuch -entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=NOTFOUND
// NOTFOUND: Error: entry point not found
// RUN: not rulir-run %s -e decl -entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=NOTFOUND
// RUN: not rulir-run %s -e answer -entry-point-result=i64 2>&1 | FileCheck %s --check-prefix=I64
// I64: Error: only single i64 function result supported
// RUN: not rulir-run %s -e answer -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=VOID
// VOID: Error: expected void function
// RUN: not rulir-run %s -e answer -entry-point-result=i16 2>&1 | FileCheck %s --check-prefix=TYPE
// TYPE: Error: unsupported function type
// RUN: not rulir-run %s -e takes_arg -entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=ARGS
// ARGS: Error: the entry point must take no arguments
// RUN: not rulir-run %s -e answer -entry-point-result=i32 --shared-libs=%t/nonexistent.so 2>&1 | FileCheck %s --check-prefix=LIB
// LIB: rulir-run: error: cannot load shared library '{{.*}}nonexistent.so'
// RUN: not rulir-run %s -e calls_missing -entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=SYM
// SYM: Symbols not found: [ no_such_function ]
// SYM: rulir-run: error: cannot compile 'calls_missing'
// RUN: not rulir-run %t.missing.mlir 2>&1 | FileCheck %s --check-prefix=FILE
// FILE: rulir-run: cannot open input file '{{.*}}missing.mlir'
// Errors of rulir-run, worded as mlir-cpu-runner-19's where it has them.
// (The module is compiled whole, so the missing symbol fails every entry.)

llvm.func @decl() -> i32
llvm.func @no_such_function() -> i32

llvm.func @answer() -> i32 {
  %0 = llvm.mlir.constant(42 : i32) : i32
  llvm.return %0 : i32
}

llvm.func @takes_arg(%a: i32) -> i32 {
  llvm.return %a : i32
}

llvm.func @calls_missing() -> i32 {
  %0 = llvm.call @no_such_function() : () -> i32
  llvm.return %0 : i32
}
