// A lower rule reading the type of its root's own result ((type $r) in
// IndexWidth and IndexValue of rules/index-to-llvm.rules) reads the root's
// type as written: nothing is remapped for it, so no cast is left behind for
// a result nobody uses (mlir-opt-19 prints the same).
// RUN: rulir-opt --convert-index-to-llvm %s | FileCheck %s
// CHECK-LABEL: func.func @f()
// CHECK-NEXT:    llvm.mlir.constant(64 : i64) : i64
// CHECK-NEXT:    llvm.mlir.constant(7 : i64) : i64
// CHECK-NEXT:    return
func.func @f() {
  %s = index.sizeof
  %c = index.constant 7
  return
}
