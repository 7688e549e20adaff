// Strings in rules: `for` rows of strings, \n and \t escapes, OpText
// (which sees what the rule built before it: the divsi is %6, after
// the constant and the cmpi, in generic form's numbering), WithoutFlags, AsFloat of a
// float; the interpreter and the compiled rules agree.
// RUN: %rules-both %S/Inputs/strings.rules %s --no-fold | FileCheck %s

// CHECK-LABEL: func.func @f
// CHECK-NEXT: %0 = call @add_f32(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: %1 = call @mul_f32(%0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: %cst = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %2 = arith.maximumf %1, %cst fastmath<ninf,nsz> : f32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %3 = arith.cmpi ne, %arg2, %c0_i32 : i32
// CHECK-NEXT: cf.assert %3, "divides:\0A\09%6 = \22arith.divsi\22(%arg2, %arg2) : (i32, i32) -> i32\0Aat "
// CHECK-NEXT: %4 = arith.divui %arg2, %arg2 : i32
// CHECK-NEXT: return %2, %4 : f32, i32
func.func private @add_f32(f32, f32) -> f32
func.func private @mul_f32(f32, f32) -> f32
func.func @f(%a: f32, %b: f32, %i: i32) -> (f32, i32) {
  %0 = arith.addf %a, %b : f32
  %1 = arith.mulf %0, %b : f32
  %2 = arith.subf %1, %b fastmath<nnan,ninf,nsz> : f32
  %3 = arith.divsi %i, %i : i32
  return %2, %3 : f32, i32
}
