// A conversion that fails in some functions converts the module function by
// function at any thread count, one included: the diagnostics are those of
// the one-thread conversion (the first failing op, once), in the same order.
// RUN: not rulir-opt --mlir-disable-threading --convert-complex-to-llvm %s > %t.1.txt 2>&1
// RUN: not rulir-opt --mlir-num-threads=1 --convert-complex-to-llvm %s > %t.n1.txt 2>&1
// RUN: not rulir-opt --mlir-num-threads=2 --convert-complex-to-llvm %s > %t.2.txt 2>&1
// RUN: diff %t.1.txt %t.n1.txt
// RUN: diff %t.1.txt %t.2.txt
// RUN: FileCheck %s < %t.1.txt
// CHECK: conversion-errors.mlir:[[@LINE+10]]:8: error: failed to legalize operation 'complex.eq' that was explicitly marked illegal
// RUN: grep -c 'error:' %t.1.txt | FileCheck %s --check-prefix=ONE
// ONE: {{^1$}}

func.func @ok0(%z: complex<f32>) -> complex<f32> {
  %a = complex.add %z, %z : complex<f32>
  return %a : complex<f32>
}
func.func @bad1(%z: complex<f32>) -> i1 {
  %a = complex.add %z, %z : complex<f32>
  %0 = complex.eq %a, %z : complex<f32>
  return %0 : i1
}
func.func @ok2(%z: complex<f32>) -> complex<f32> {
  %a = complex.sub %z, %z : complex<f32>
  return %a : complex<f32>
}
func.func @bad3(%z: complex<f32>) -> i1 {
  %0 = complex.neq %z, %z : complex<f32>
  return %0 : i1
}
