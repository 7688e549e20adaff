// vector.print without an operand prints as `vector.print` alone (as
// mlir-opt-19 prints it), so an op with results after it begins with what
// could be the print's operand: `%r =` (`%r:2 =`, `%r, %s =`) starts the
// next op, and the output reads back. mlir-opt-19 cannot read that output
// ("expected ':'"); rulir reads what mlir-opt prints.
// RUN: rulir-opt %s | FileCheck %s
// RUN: rulir-opt %s | rulir-opt | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s
// RUN: %mlir_opt %s | rulir-opt | FileCheck %s

func.func private @two() -> (i32, i32)

// CHECK-LABEL: func.func @after_print
// CHECK-NEXT:    vector.print{{$}}
// CHECK-NEXT:    %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    vector.print %cst : f32 punctuation <comma>
// CHECK-NEXT:    vector.print{{$}}
// CHECK-NEXT:    %0:2 = call @two() : () -> (i32, i32)
// CHECK-NEXT:    vector.print{{$}}
// CHECK-NEXT:    %sum, %overflow = arith.addui_extended %0#0, %0#1 : i32, i1
// CHECK-NEXT:    vector.print %sum : i32
// CHECK-NEXT:    return
func.func @after_print() {
  vector.print punctuation <newline>
  %c = arith.constant 1.0 : f32
  vector.print %c : f32 punctuation <comma>
  vector.print punctuation <newline>
  %r:2 = func.call @two() : () -> (i32, i32)
  vector.print punctuation <newline>
  %s, %o = arith.addui_extended %r#0, %r#1 : i32, i1
  vector.print %s : i32
  return
}
