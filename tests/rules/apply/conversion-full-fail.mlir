// A failing full conversion (both rule modes): a located error naming the
// op that could not be legalized, exit status 1, and nothing printed. That
// the IR is then exactly as before (the addi converted first is rolled back)
// is checked on the printed text in tests/unit/test_conversion.c.
// RUN: not %rules-both %S/Inputs/full-fail.rules %s --test-full-fail > %t.out 2> %t.err
// RUN: FileCheck %s < %t.err
// RUN: count 0 < %t.out
// CHECK: conversion-full-fail.mlir:[[@LINE+5]]:8: error: failed to legalize operation 'arith.muli'
// CHECK-NEXT: {{^}}  %1 = arith.muli %0, %b : i32
// CHECK-NEXT: {{^}}       ^
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %b : i32
  return %1 : i32
}
