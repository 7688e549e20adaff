// --control-flow-sink as mlir-opt-19 does it: ops without memory effects
// used only inside a region that runs at most once (scf.if's,
// scf.index_switch's) move to its start, chains of them too, innermost
// regions first; an op used on both sides, or after, or with memory
// effects stays; a loop's body runs many times and gets nothing.
// RUN: rulir-opt %s --control-flow-sink > %t.rulir
// RUN: %mlir_opt %s --control-flow-sink > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: FileCheck %s < %t.rulir

// CHECK-LABEL: func.func @chain
// CHECK-NEXT:    %[[K:.*]] = arith.muli %arg1, %arg1
// CHECK-NEXT:    memref.alloca
// CHECK-NEXT:    scf.if
// CHECK-NEXT:      %[[A:.*]] = arith.addi %arg1, %arg1
// CHECK-NEXT:      %[[B:.*]] = arith.muli %[[A]], %[[A]]
// CHECK-NEXT:      func.call @consume(%[[B]], %[[K]])
func.func private @consume(i32, i32)
func.func @chain(%c: i1, %x: i32, %n: index) -> i32 {
  %a = arith.addi %x, %x : i32
  %b = arith.muli %a, %a : i32
  %k = arith.muli %x, %x : i32
  %m = memref.alloca() : memref<i32>
  scf.if %c {
    func.call @consume(%b, %k) : (i32, i32) -> ()
    memref.store %k, %m[] : memref<i32>
  } else {
    func.call @consume(%k, %k) : (i32, i32) -> ()
  }
  %d = arith.subi %x, %x : i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    func.call @consume(%d, %d) : (i32, i32) -> ()
  }
  %s = scf.index_switch %n -> i32
  case 2 {
    %e = arith.addi %k, %x : i32
    scf.yield %e : i32
  }
  default {
    scf.yield %x : i32
  }
  return %s : i32
}
