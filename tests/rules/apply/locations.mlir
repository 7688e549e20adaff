// Locations of created ops: by default the fused location of the matched
// ops, root first then the nested ops in pattern order (as DRR builds it:
// rewriter.getFusedLoc over the matched ops), a single location when only
// one op is matched; `(op ...) @ $d` takes the location of the matched op $d.
// RUN: %rules-both %S/Inputs/locations.rules %s --no-fold --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s

// CHECK-LABEL: func.func @fused
// CHECK-NEXT: %[[K:.*]] = arith.constant 3 : i32 loc(fused["outer", "inner", "c1", "c2"])
// CHECK-NEXT: %[[R:.*]] = arith.addi %arg0, %[[K]] : i32 loc(fused["outer", "inner", "c1", "c2"])
// CHECK-NEXT: return %[[R]] : i32
func.func @fused(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32 loc("c1")
  %c2 = arith.constant 2 : i32 loc("c2")
  %0 = arith.addi %a, %c1 : i32 loc("inner")
  %1 = arith.addi %0, %c2 : i32 loc("outer")
  return %1 : i32
}

// CHECK-LABEL: func.func @at
// CHECK-NEXT: %[[S:.*]] = arith.addi %arg0, %arg0 : i32 loc("shl")
// CHECK-NEXT: %[[E:.*]] = arith.extui %arg1 : i8 to i64 loc("ext1")
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i32 loc("sub")
// CHECK-NEXT: return %[[S]], %[[E]], %[[Z]] : i32, i64, i32
func.func @at(%a: i32, %b: i8) -> (i32, i64, i32) {
  %c1 = arith.constant 1 : i32 loc("c1")
  %2 = arith.shli %a, %c1 : i32 loc("shl")
  %3 = arith.extui %b : i8 to i16 loc("ext1")
  %4 = arith.extui %3 : i16 to i64 loc("ext2")
  %5 = arith.subi %a, %a : i32 loc("sub")
  return %2, %4, %5 : i32, i64, i32
}

// Matched ops that share a location (and a fused location is flattened).
// CHECK-LABEL: func.func @same
// CHECK-NEXT: %[[K:.*]] = arith.constant 3 : i32 loc("here")
// CHECK-NEXT: %[[R:.*]] = arith.addi %arg0, %[[K]] : i32 loc("here")
// CHECK-NEXT: %[[K2:.*]] = arith.constant 7 : i32 loc(fused["a", "b", "c"])
// CHECK-NEXT: %[[R2:.*]] = arith.addi %arg0, %[[K2]] : i32 loc(fused["a", "b", "c"])
// CHECK-NEXT: return %[[R]], %[[R2]] : i32, i32
func.func @same(%a: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32 loc("here")
  %c2 = arith.constant 2 : i32 loc("here")
  %0 = arith.addi %a, %c1 : i32 loc("here")
  %1 = arith.addi %0, %c2 : i32 loc("here")
  %c3 = arith.constant 3 : i32 loc(fused["b", "c"])
  %c4 = arith.constant 4 : i32 loc("a")
  %2 = arith.addi %a, %c3 : i32 loc(fused["a", "b"])
  %3 = arith.addi %2, %c4 : i32 loc("a")
  return %1, %3 : i32, i32
}
