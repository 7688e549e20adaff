// Properties in patterns: an enum case by name (`slt`), an enum property by
// its integer value, a binding passed on to the created op (an absent
// property passes on as absent), and an `#mlir"..."` literal, which compares
// the uniqued attribute: value and type.
// RUN: %rules-both %S/Inputs/properties.rules %s --no-fold | FileCheck %s
// RUN: %rules-both %S/Inputs/properties.rules %s --no-fold --debug-rewrites 2>&1 >/dev/null | FileCheck %s --check-prefix=DEBUG

// Only `slt` of a value with itself, and only `eq` (0) of a value with itself.
// CHECK-LABEL: func.func @cmp
// CHECK-NEXT: %[[F:.*]] = arith.constant false
// CHECK-NEXT: %[[SLE:.*]] = arith.cmpi sle, %arg0, %arg0 : i32
// CHECK-NEXT: %[[SLT:.*]] = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: %[[T:.*]] = arith.constant true
// CHECK-NEXT: %[[NE:.*]] = arith.cmpi ne, %arg1, %arg1 : i32
// CHECK-NEXT: return %[[F]], %[[SLE]], %[[SLT]], %[[T]], %[[NE]] : i1, i1, i1, i1, i1
// DEBUG: * Rule SltSelf ({{.*}}properties.rules:4) on 'arith.cmpi': applied
// DEBUG: * Rule SltSelf ({{.*}}properties.rules:4) on 'arith.cmpi': failed at property: property 'predicate' is not slt
// DEBUG: * Rule EqSelf ({{.*}}properties.rules:7) on 'arith.cmpi': failed at property: property 'predicate' is not 0
// DEBUG: * Rule SltSelf ({{.*}}properties.rules:4) on 'arith.cmpi': failed at same value: '$x' is bound to two different values
// DEBUG: * Rule EqSelf ({{.*}}properties.rules:7) on 'arith.cmpi': applied
func.func @cmp(%a: i32, %b: i32) -> (i1, i1, i1, i1, i1) {
  %0 = arith.cmpi slt, %a, %a : i32
  %1 = arith.cmpi sle, %a, %a : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi eq, %b, %b : i32
  %4 = arith.cmpi ne, %b, %b : i32
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
}

// The flags of each shift go to its add, none when it had none.
// CHECK-LABEL: func.func @shl
// CHECK-NEXT: %[[A:.*]] = arith.addi %arg0, %arg0 overflow<nsw> : i16
// CHECK-NEXT: %[[B:.*]] = arith.addi %arg0, %arg0 : i16
// CHECK-NEXT: %[[C:.*]] = arith.addi %arg0, %arg0 overflow<nsw, nuw> : i16
// CHECK-NEXT: return %[[A]], %[[B]], %[[C]] : i16, i16, i16
func.func @shl(%a: i16) -> (i16, i16, i16) {
  %c1 = arith.constant 1 : i16
  %0 = arith.shli %a, %c1 overflow<nsw> : i16
  %1 = arith.shli %a, %c1 : i16
  %2 = arith.shli %a, %c1 overflow<nsw, nuw> : i16
  return %0, %1, %2 : i16, i16, i16
}

// `#mlir"42 : i32"` is not `42 : i64`.
// CHECK-LABEL: func.func @literal
// CHECK-NEXT: %[[C42:.*]] = arith.constant 42 : i64
// CHECK-NEXT: %[[CM42:.*]] = arith.constant -42 : i32
// CHECK-NEXT: %[[S:.*]] = arith.subi %arg0, %[[CM42]] : i32
// CHECK-NEXT: %[[A:.*]] = arith.addi %arg1, %[[C42]] : i64
// CHECK-NEXT: return %[[S]], %[[A]] : i32, i64
// DEBUG: * Rule Add42 ({{.*}}properties.rules:15) on 'arith.addi': applied
func.func @literal(%a: i32, %b: i64) -> (i32, i64) {
  %c42 = arith.constant 42 : i32
  %c42_64 = arith.constant 42 : i64
  %0 = arith.addi %a, %c42 : i32
  %1 = arith.addi %b, %c42_64 : i64
  return %0, %1 : i32, i64
}
