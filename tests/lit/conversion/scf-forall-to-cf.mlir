// scf.forall (without shared outputs) lowers through scf.parallel to a nest
// of loops, as mlir-opt-19 --convert-scf-to-cf does, byte for byte.
// RUN: rulir-opt %s --convert-scf-to-cf > %t.rulir
// RUN: %mlir_opt %s --convert-scf-to-cf > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: rulir-opt %s --convert-scf-to-cf | FileCheck %s

// CHECK-LABEL: func.func @f
// CHECK: %[[C1:.*]] = arith.constant 1 : index
// CHECK: %[[C8:.*]] = arith.constant 8 : index
// CHECK: %[[C2:.*]] = arith.constant 2 : index
// CHECK: cf.br ^bb1(%[[C1]] : index)
// CHECK: cf.br ^bb3(%arg2 : index)
// CHECK: arith.cmpi slt, %{{.*}}, %[[C8]] : index
// CHECK: arith.addi %{{.*}}, %[[C2]] : index
// CHECK-NOT: scf.
func.func @f(%m: memref<?x?xf32>, %n: index, %k: index) {
  %c = arith.constant 1.0 : f32
  scf.forall (%i, %j) = (1, %k) to (%n, 8) step (%k, 2) {
    memref.store %c, %m[%i, %j] : memref<?x?xf32>
  }
  scf.forall (%i) in (4) {
    memref.store %c, %m[%i, %i] : memref<?x?xf32>
  } {mapping = []}
  return
}
