// More of a dialect loaded at run time (Inputs/tinyx.ops): an integer enum
// and a bit enum property with defaults, a dialect attribute, optional
// operands kept in operandSegmentSizes, a successor, AllTypesMatch, result
// types inferred from single-type constraints.
// RUN: rulir-opt --load-dialect %S/Inputs/tinyx.ops %s --split-input-file --verify-diagnostics | FileCheck %s
// RUN: rulir-opt --load-dialect %S/Inputs/tinyx.ops %s --split-input-file --verify-diagnostics --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: rulir-opt --load-dialect %S/Inputs/tinyx.ops %s --split-input-file --verify-diagnostics --mlir-print-op-generic | rulir-opt --load-dialect %S/Inputs/tinyx.ops | FileCheck %s

// CHECK-LABEL: func.func @f(%arg0: f32, %arg1: i32) -> f32
// CHECK-NEXT:    %0 = tinyx.pick %arg0, %arg1 mode slow flags <a, b> : f32 -> f32
// CHECK-NEXT:    %1 = tinyx.pick %arg0 and %arg1 mode fast {tag = #tinyx.marker} : f32 -> f32
// CHECK-NEXT:    tinyx.br ^bb1
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    return %0 : f32
// GENERIC: "tinyx.pick"(%{{.*}}, %{{.*}}) <{flags = #tinyx.flags<a, b>, mode = 1 : i64, operandSegmentSizes = array<i32: 1, 1, 0>}> : (f32, i32) -> f32
// GENERIC: "tinyx.pick"(%{{.*}}, %{{.*}}) <{flags = #tinyx.flags<none>, mode = 0 : i64, operandSegmentSizes = array<i32: 1, 0, 1>}> {tag = #tinyx.marker} : (f32, i32) -> f32
// GENERIC: "tinyx.br"()[^bb1] : () -> ()
// GENERIC: "tinyx.cmp"(%{{.*}}, %{{.*}}) : (i32, i32) -> i1
// GENERIC: "tinyx.index"() : () -> index
func.func @f(%a: f32, %i: i32) -> f32 {
  %0 = tinyx.pick %a, %i mode slow flags <a, b> : f32 -> f32
  %1 = tinyx.pick %a and %i mode fast {tag = #tinyx.marker} : f32 -> f32
  tinyx.br ^bb1
^bb1:
  return %0 : f32
}
func.func @infer(%x: i32) -> i1 {
  %0 = tinyx.cmp %x, %x : i32
  %1 = tinyx.index
  return %0 : i1
}

// -----

func.func @g(%a: f32) -> i32 {
  // expected-error @+1 {{'tinyx.pick' op failed to verify that all of {x, result} have same type}}
  %0 = "tinyx.pick"(%a) <{mode = 0 : i64, operandSegmentSizes = array<i32: 1, 0, 0>}> : (f32) -> i32
  return %0 : i32
}

// -----

func.func @h(%a: f32) -> f32 {
  // expected-error @+1 {{custom op 'tinyx.pick' expected string or keyword containing one of the following enum values for attribute 'mode' [fast, slow]}}
  %0 = tinyx.pick %a mode medium : f32 -> f32
  return %0 : f32
}
