// RUN: toyc-ch6 %s -emit=mlir-llvm 2>&1 | FileCheck %s

// The llvm dialect: toy.print lowered (toy-print-to-llvm: the format
// strings as globals, printf declared once, a loop per dimension), then
// affine, scf, memref, arith and func lowered by rulir's own passes.
toy.func @main() {
  %0 = toy.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>
  toy.print %0 : tensor<2x2xf64>
  toy.print %0 : tensor<2x2xf64>
  toy.return
}

// CHECK:      module {
// CHECK-DAG:    llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-DAG:    llvm.func @free(!llvm.ptr)
// CHECK:        llvm.mlir.global internal constant @nl("\0A\00") {addr_space = 0 : i32}
// CHECK-NEXT:   llvm.mlir.global internal constant @frmt_spec("%f \00") {addr_space = 0 : i32}
// CHECK-NEXT:   llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK-NOT:    llvm.func @printf
// CHECK-LABEL:  llvm.func @main() {
// CHECK:          [[A:%.*]] = llvm.mlir.addressof @frmt_spec : !llvm.ptr
// CHECK-NEXT:     [[F:%.*]] = llvm.getelementptr [[A]][[[Z:%.*]], [[Z]]] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
// CHECK:          llvm.mlir.addressof @nl : !llvm.ptr
// CHECK:          [[X:%.*]] = llvm.load {{.*}} : !llvm.ptr -> f64
// CHECK-NEXT:     llvm.call @printf([[F]], [[X]]) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64) -> i32
// CHECK:          llvm.call @printf({{.*}}) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32
// CHECK:          llvm.call @printf
// CHECK:          llvm.call @free
// CHECK:          llvm.return
// CHECK-NOT:    toy.
