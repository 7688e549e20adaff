// --loop-invariant-code-motion as mlir-opt-19 does it: invariant pure ops
// leave the loop (innermost loops first, users tried again once their
// operands moved); a division (it may trap), a loop whose step is not 1,
// an scf.if (MLIR 19 does not call it speculatable) and anything with
// memory effects stay; an inner loop of step 1 whose contents are
// invariant moves whole.
// RUN: rulir-opt %s --loop-invariant-code-motion -allow-unregistered-dialect > %t.rulir
// RUN: %mlir_opt %s --loop-invariant-code-motion -allow-unregistered-dialect > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: FileCheck %s < %t.rulir

// CHECK-LABEL: func.func @chain(
// CHECK:         %[[A:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    %[[B:.*]] = arith.muli %[[A]], %[[A]] : i32
// CHECK:         scf.for
// CHECK-NEXT:      arith.divsi %[[B]], %arg1 : i32
func.func @chain(%a: i32, %b: i32, %lb: index, %ub: index, %st: index, %m: memref<4xi32>) {
  scf.for %i = %lb to %ub step %st {
    %x = arith.addi %a, %b : i32
    %y = arith.muli %x, %x : i32
    %z = arith.divsi %y, %b : i32
    %c0 = arith.constant 0 : index
    memref.store %z, %m[%c0] : memref<4xi32>
  }
  return
}

// CHECK-LABEL: func.func @nested(
// CHECK:         scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c1
// CHECK:         affine.for
// CHECK:           scf.if
// CHECK:           scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c2
func.func @nested(%a: f32, %c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  affine.for %i = 0 to 10 {
    %r = scf.if %c -> f32 {
      %s = arith.addf %a, %a : f32
      scf.yield %s : f32
    } else {
      scf.yield %a : f32
    }
    scf.for %j = %c0 to %n step %c1 {
      %t = arith.mulf %a, %a : f32
    }
    scf.for %j = %c0 to %n step %c2 {
      %t = arith.mulf %a, %a : f32
    }
    "foo.use"(%r) : (f32) -> ()
  }
  return
}
