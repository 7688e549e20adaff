// --sccp as mlir-opt-19 does it: constants found through cf branches,
// switches, the region control flow of scf and affine ops and calls of
// private functions are materialized at the start of the entry block of
// the function, ops left without effect and uses are erased, dead blocks
// and regions stay as they were.
// RUN: rulir-opt %s --sccp -allow-unregistered-dialect -split-input-file > %t.rulir
// RUN: %mlir_opt %s --sccp -allow-unregistered-dialect -split-input-file > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: FileCheck %s < %t.rulir
// A chain of 50,000 blocks is walked without recursion.
// RUN: python3 %S/Inputs/cond-chain.py 50000 > %t.chain.mlir
// RUN: rulir-opt %t.chain.mlir --sccp | FileCheck %s --check-prefix=CHAIN
// CHAIN: return %c1_i32 : i32

// CHECK-LABEL: func.func @switch(
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK:         ^bb3(%{{.*}}: i32):
// CHECK-NEXT:    return %c3_i32 : i32
func.func @switch(%a: i32) -> i32 {
  %f = arith.constant 7 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    5: ^bb2(%c2 : i32),
    7: ^bb3(%c3 : i32)
  ]
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  cf.br ^bb3(%y : i32)
^bb3(%z: i32):
  return %z : i32
}

// CHECK-LABEL: func.func @index_switch(
// CHECK-NEXT:    %c20_i32 = arith.constant 20 : i32
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    return %c20_i32 : i32
func.func @index_switch(%a: i32) -> i32 {
  %i = arith.constant 2 : index
  %r = scf.index_switch %i -> i32
  case 1 {
    %c = arith.constant 10 : i32
    scf.yield %c : i32
  }
  case 2 {
    %c = arith.constant 20 : i32
    scf.yield %c : i32
  }
  default {
    scf.yield %a : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @loop_if(
// CHECK:         scf.for
// CHECK:         return %c4_i32 : i32
func.func @loop_if(%lb: index, %ub: index, %st: index, %c: i1) -> i32 {
  %c4 = arith.constant 4 : i32
  %r = scf.for %i = %lb to %ub step %st iter_args(%s = %c4) -> (i32) {
    %t = scf.if %c -> (i32) {
      %z = arith.constant 0 : i32
      %n = arith.addi %s, %z : i32
      scf.yield %n : i32
    } else {
      scf.execute_region -> i32 {
        scf.yield %s : i32
      }
      scf.yield %s : i32
    }
    "foo.use"(%i, %t) : (index, i32) -> ()
    scf.yield %t : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @while(
// CHECK:         scf.while
// CHECK:         return %{{.*}} : i32
func.func @while(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.while (%x = %c0) : (i32) -> i32 {
    %lt = arith.cmpi slt, %x, %a : i32
    scf.condition(%lt) %x : i32
  } do {
  ^bb0(%y: i32):
    %n = arith.addi %y, %c1 : i32
    scf.yield %n : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @affine(
// CHECK-NOT:     affine.for
// CHECK:         return %c5_i32 : i32
func.func @affine(%n: index) -> i32 {
  %c5 = arith.constant 5 : i32
  %r = affine.for %i = 0 to 4 step 2 iter_args(%s = %c5) -> (i32) {
    %v = affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%i) -> i32 {
      affine.yield %s : i32
    } else {
      affine.yield %c5 : i32
    }
    affine.yield %v : i32
  }
  return %r : i32
}

// -----

// Calls: the private function's argument is the constant every call
// passes; the public one knows nothing of its arguments, and its result
// comes from its returns.
// CHECK-LABEL: func.func private @add_one(
// CHECK:         return %c6_i32 : i32
func.func private @add_one(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}
// CHECK-LABEL: func.func @pub(
// CHECK:         return %arg0 : i32
func.func @pub(%x: i32) -> i32 {
  return %x : i32
}
// CHECK-LABEL: func.func @caller(
// CHECK:         return %c6_i32, %{{.*}} : i32, i32
func.func @caller() -> (i32, i32) {
  %c5 = arith.constant 5 : i32
  %a = call @add_one(%c5) : (i32) -> i32
  %b = call @add_one(%c5) : (i32) -> i32
  %p = call @pub(%c5) : (i32) -> i32
  return %a, %p : i32, i32
}
