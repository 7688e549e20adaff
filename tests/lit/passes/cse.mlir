// --cse: MLIR's common subexpression elimination, output as mlir-opt-19's;
// regions of one block compared op by op (@ifs), scopes along the dominator
// tree (@dom: ^bb1 sees ^bb0's muli, ^bb2's addi is not seen in ^bb3), the
// known op taking a location when it had none (@loc), trivially dead ops
// erased, nested regions seeing what their op's block knows (@nested).
// RUN: rulir-opt %s --cse -allow-unregistered-dialect > %t.rulir
// RUN: %mlir_opt %s --cse -allow-unregistered-dialect > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: rulir-opt %s --cse -allow-unregistered-dialect --mlir-print-debuginfo > %t.loc.rulir
// RUN: %mlir_opt %s --cse -allow-unregistered-dialect --mlir-print-debuginfo > %t.loc.mlir
// RUN: diff %t.loc.rulir %t.loc.mlir
// RUN: FileCheck %s --check-prefix=LOC < %t.loc.rulir
// RUN: rulir-opt %s --cse -allow-unregistered-dialect --mlir-pass-statistics 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// A long chain of blocks (the dominator tree walked without recursion).
// RUN: python3 %S/Inputs/block-chain.py 60000 > %t.chain.mlir
// RUN: rulir-opt %t.chain.mlir --cse | FileCheck %s --check-prefix=CHAIN

// LOC: arith.addi %arg0, %arg0 : i32 loc([[L:#loc[0-9]+]])
// LOC: [[L]] = loc("x.c":3:4)
// STATS: CSE
// STATS: (S) 4 num-cse
// STATS: (S) 1 num-dce
// CHAIN-COUNT-1: arith.addi
// CHAIN: ^bb60000:
// CHAIN-NEXT: return %0 : i32

func.func @ifs(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %0 = scf.if %c -> i32 {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  } else {
    scf.yield %b : i32
  }
  %1 = scf.if %c -> i32 {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  } else {
    scf.yield %b : i32
  }
  return %0, %1 : i32, i32
}
func.func @dom(%c: i1, %a: i32) -> i32 {
  %x = arith.muli %a, %a : i32
  cf.cond_br %c, ^l, ^r
^l:
  %y = arith.muli %a, %a : i32
  %z = arith.addi %y, %y : i32
  cf.br ^m(%z : i32)
^r:
  %w = arith.addi %x, %x : i32
  cf.br ^m(%w : i32)
^m(%v: i32):
  %u = arith.addi %x, %x : i32
  %dead = arith.subi %u, %u : i32
  %q = arith.addi %v, %u : i32
  return %q : i32
}
func.func @loc(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32 loc(unknown)
  %1 = arith.addi %a, %a : i32 loc("x.c":3:4)
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func @nested(%a: index) {
  %c = arith.constant 1 : index
  affine.for %i = 0 to 10 {
    %d = arith.constant 1 : index
    %e = arith.addi %c, %d : index
    "foo"(%e) : (index) -> ()
  }
  return
}
