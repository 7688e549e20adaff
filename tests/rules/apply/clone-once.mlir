// Clone (a copy with values mapped, at any depth), CloneWithOperands (a
// copy with new operands), OptionInts (a list option) and `mode once`
// (each op there at the start is tried once; copies are not visited).
// RUN: %rules-both %S/Inputs/clone-once.rules %s --test-clone-once | FileCheck %s
// RUN: %rules-both %S/Inputs/clone-once.rules %s --test-clone-once=scale=2,-3 | FileCheck %s --check-prefix=SCALE
// RUN: not %rules-both %S/Inputs/clone-once.rules %s --test-clone-once=scale=2,x 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK-LABEL: func.func @loops
// CHECK-NEXT: scf.for %[[I:.*]] = %arg0 to %arg0 step %arg2 {
// CHECK-NEXT:   func.call @use(%arg0, %[[I]]) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %[[I:.*]] = %arg1 to %arg0 step %arg2 {
// CHECK-NEXT:   func.call @use(%arg1, %[[I]]) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %[[I:.*]] = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:   func.call @use(%arg1, %[[I]]) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func private @use(index, index)
func.func @loops(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    func.call @use(%ub, %i) : (index, index) -> ()
  }
  return
}

// CHECK-LABEL: func.func @scaled
// CHECK-NEXT: return %arg0
// SCALE-LABEL: func.func @scaled
// SCALE-NEXT: %[[C2:.*]] = arith.constant 2 : i64
// SCALE-NEXT: %[[M2:.*]] = arith.muli %arg0, %[[C2]] : i64
// SCALE-NEXT: %[[A2:.*]] = arith.addi %arg0, %[[M2]] : i64
// SCALE-NEXT: %[[C3:.*]] = arith.constant -3 : i64
// SCALE-NEXT: %[[M3:.*]] = arith.muli %arg0, %[[C3]] : i64
// SCALE-NEXT: %[[A3:.*]] = arith.addi %[[A2]], %[[M3]] : i64
// SCALE-NEXT: return %[[A3]]
// BAD: rulir-opt: for the --scale option: 'x' value invalid for int argument!
func.func private @scale(i64) -> i64
func.func @scaled(%x: i64) -> i64 {
  %0 = func.call @scale(%x) : (i64) -> i64
  return %0 : i64
}
