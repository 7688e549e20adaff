// scf.forall (normalized `in` form, bounds and steps mixing values and
// constants, shared_outs, mapping) and scf.forall.in_parallel.
// CHECK lines are mlir-opt-19's output; the output is also diffed against it,
// and the generic form must parse back to the same custom form.
// RUN: rulir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: rulir-opt --allow-unregistered-dialect %s > %t.rulir
// RUN: %mlir_opt --allow-unregistered-dialect %s > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: rulir-opt --allow-unregistered-dialect %s --mlir-print-op-generic > %t.g.rulir
// RUN: %mlir_opt --allow-unregistered-dialect %s --mlir-print-op-generic > %t.g.mlir
// RUN: diff %t.g.rulir %t.g.mlir
// RUN: rulir-opt --allow-unregistered-dialect %t.g.rulir | FileCheck %s

func.func @forall(%n: index, %m: index, %t: tensor<4xf32>) -> tensor<4xf32> {
  scf.forall (%i, %j) in (%n, 8) {
    "t.use"(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i) = (%n) to (%m) step (2) {
    "t.use"(%i) : (index) -> ()
  } {mapping = [#gpu.thread<x>]}
  scf.forall (%i) = (0) to (%m) step (1) {
  } {tag}
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    "t.use"(%o) : (tensor<4xf32>) -> ()
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @forall(%arg0: index, %arg1: index, %arg2: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     scf.forall (%arg3, %arg4) in (%arg0, 8) {
// CHECK-NEXT:       "t.use"(%arg3, %arg4) : (index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.forall (%arg3) = (%arg0) to (%arg1) step (2) {
// CHECK-NEXT:       "t.use"(%arg3) : (index) -> ()
// CHECK-NEXT:     } {mapping = [#gpu.thread<x>]}
// CHECK-NEXT:     scf.forall (%arg3) in (%arg1) {
// CHECK-NEXT:     } {tag}
// CHECK-NEXT:     %0 = scf.forall (%arg3) in (4) shared_outs(%arg4 = %arg2) -> (tensor<4xf32>) {
// CHECK-NEXT:       "t.use"(%arg4) : (tensor<4xf32>) -> ()
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
