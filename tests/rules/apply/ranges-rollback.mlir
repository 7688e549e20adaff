// A rule that gives up after it moved a body and changed a block signature
// (Inputs/ranges.rules: the pack helper refuses an i1) is rolled back: the
// function is tried, fails, and the conversion, which cannot legalize it,
// restores the IR and writes nothing.
// RUN: not rulir-opt --rules %S/Inputs/ranges.rules --test-ranges --debug-conversion %s -o %t.out.mlir 2>&1 | FileCheck %s
// RUN: not test -e %t.out.mlir

// CHECK:      Legalizing 'func.func'
// CHECK:        * Rule Func ({{.*}}ranges.rules:{{[0-9]+}}) on 'func.func': failed at helper
// CHECK:      Conversion failed: rolled back
// CHECK:      error: failed to legalize operation 'func.func'
// CHECK:      note: see current operation:
// CHECK-NEXT: "func.func"() <{function_type = (i1, i32) -> (), sym_name = "g"}> ({
// CHECK-NEXT: ^bb0(%arg0: i1, %arg1: i32):
// CHECK-NEXT:   "llvm.br"(%arg0, %arg1)[^bb1] : (i1, i32) -> ()
// CHECK-NEXT: ^bb1(%0: i1, %1: i32):
// CHECK-NEXT:   "func.return"() : () -> ()
func.func @g(%c: i1, %x: i32) {
  llvm.br ^bb1(%c, %x : i1, i32)
^bb1(%b: i1, %y: i32):
  return
}
