// A dialect defined at run time (--load-dialect, as mlir-opt's --irdl-file):
// Inputs/tiny.ops gives its ops, formats, traits and constraints, with no C
// compiled; the ops parse, verify, print in custom and generic form, read
// back, and are rewritten by rules loaded at run time too.
// RUN: rulir-opt --load-dialect %S/Inputs/tiny.ops %s | FileCheck %s
// RUN: rulir-opt --load-dialect %S/Inputs/tiny.ops %s | rulir-opt --load-dialect %S/Inputs/tiny.ops | FileCheck %s
// RUN: rulir-opt --load-dialect %S/Inputs/tiny.ops %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: rulir-opt --load-dialect %S/Inputs/tiny.ops %s --mlir-print-op-generic | rulir-opt --load-dialect %S/Inputs/tiny.ops | FileCheck %s
// RUN: rulir-opt --load-dialect %S/Inputs/tiny.ops --show-dialects | FileCheck %s --check-prefix=DIALECTS
// The rules import the loaded dialect; its patterns, then its pass.
// RUN: rulir-opt --load-dialect %S/Inputs/tiny.ops --rules %S/Inputs/tiny.rules %s | FileCheck %s --check-prefix=RULES
// RUN: rulir-opt --load-dialect %S/Inputs/tiny.ops --rules %S/Inputs/tiny.rules --tiny-to-arith %s | FileCheck %s --check-prefix=LOWER
// RUN: rulir-opt --load-dialect %S/Inputs/tiny.ops --rules %S/Inputs/tiny.rules --test-rules | FileCheck %s --check-prefix=TESTS

// CHECK-LABEL: func.func @ops(%arg0: i32, %arg1: f32, %arg2: index) -> i32
// CHECK-NEXT:    %0 = tiny.constant 3 : i32 : i32
// CHECK-NEXT:    %1 = tiny.add %arg0, %0 : i32
// CHECK-NEXT:    %2 = tiny.neg %1 : i32
// CHECK-NEXT:    %3 = tiny.add %arg1, %arg1 : f32
// CHECK-NEXT:    %4 = tiny.sum(%arg0, %0, %2) : i32, i32, i32 -> i32
// CHECK-NEXT:    %5 = tiny.sum(%arg0) {scale = 2 : i64} : i32 -> i32
// CHECK-NEXT:    tiny.repeat %arg2 {
// CHECK-NEXT:      %6 = tiny.add %4, %5 : i32
// CHECK-NEXT:      tiny.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    tiny.repeat %arg2 {
// CHECK-NEXT:      tiny.yield %4, %3 : i32, f32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %4 : i32

// (Generic form numbers values module-wide, as mlir-opt-19 does.)
// GENERIC:      = "tiny.constant"() <{value = 3 : i32}> : () -> i32
// GENERIC-NEXT: = "tiny.add"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
// GENERIC-NEXT: = "tiny.neg"(%{{.*}}) : (i32) -> i32
// GENERIC-NEXT: = "tiny.add"(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
// GENERIC-NEXT: = "tiny.sum"(%{{.*}}, %{{.*}}, %{{.*}}) <{scale = 1 : i64}> : (i32, i32, i32) -> i32
// GENERIC-NEXT: = "tiny.sum"(%{{.*}}) <{scale = 2 : i64}> : (i32) -> i32
// GENERIC-NEXT: "tiny.repeat"(%{{.*}}) ({
// GENERIC-NEXT:   = "tiny.add"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
// GENERIC-NEXT:   "tiny.yield"() : () -> ()
// GENERIC-NEXT: }) : (index) -> ()

// DIALECTS: tiny

func.func @ops(%a: i32, %f: f32, %n: index) -> i32 {
  %c = tiny.constant 3 : i32 : i32
  %0 = tiny.add %a, %c : i32
  %1 = tiny.neg %0 : i32
  %2 = tiny.add %f, %f : f32
  %3 = tiny.sum(%a, %c, %1) : i32, i32, i32 -> i32
  %4 = tiny.sum(%a) {scale = 2 : i64} : i32 -> i32
  tiny.repeat %n {
    %5 = tiny.add %3, %4 : i32
    tiny.yield
  }
  tiny.repeat %n {
    tiny.yield %3, %2 : i32, f32
  }
  return %3 : i32
}

// RULES-LABEL: func.func @rewrite(%arg0: i32, %arg1: f32) -> (i32, f32)
// RULES-NEXT:    %0 = tiny.add %arg0, %arg0 : i32
// RULES-NEXT:    %1 = tiny.add %arg1, %arg1 : f32
// RULES-NEXT:    return %0, %1 : i32, f32
// LOWER-LABEL: func.func @rewrite(%arg0: i32, %arg1: f32) -> (i32, f32)
// LOWER-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// LOWER-NEXT:    %1 = tiny.add %arg1, %arg1 : f32
// LOWER-NEXT:    return %0, %1 : i32, f32
// TESTS: {{^}}PASS: NegNeg
// TESTS: 1 test, 0 failed
func.func @rewrite(%a: i32, %b: f32) -> (i32, f32) {
  %z = tiny.constant 0 : i32 : i32
  %0 = tiny.add %z, %a : i32
  %1 = tiny.neg %0 : i32
  %2 = tiny.neg %1 : i32
  %3 = tiny.add %2, %2 : i32
  %4 = tiny.add %b, %b : f32
  return %3, %4 : i32, f32
}
