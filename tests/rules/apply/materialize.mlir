// A pass's `materialize target H;` and `materialize source H;`: the
// type converter's casts become what the helpers build, interpreted and
// compiled alike (tests/rules/apply/Inputs/materialize.rules).
// RUN: %rules-both %S/Inputs/materialize.rules %s --test-materialize | FileCheck %s

// CHECK-LABEL: func.func @f
// CHECK-NEXT:    %[[B:.*]] = arith.extsi %arg1 : i16 to i32
// CHECK-NEXT:    %[[A:.*]] = arith.extsi %arg0 : i16 to i32
// CHECK-NEXT:    %[[M:.*]] = arith.muli %[[A]], %[[B]] : i32
// CHECK-NEXT:    %[[MT:.*]] = arith.trunci %[[M]] : i32 to i16
// CHECK-NEXT:    %[[N:.*]] = arith.muli %[[M]], %[[A]] : i32
// CHECK-NEXT:    %[[NT:.*]] = arith.trunci %[[N]] : i32 to i16
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[NT]], %[[MT]] : i16
// CHECK-NEXT:    return %[[S]] : i16
func.func @f(%a: i16, %b: i16) -> i16 {
  %0 = arith.muli %a, %b : i16
  %1 = arith.muli %0, %a : i16
  %2 = arith.addi %1, %0 : i16
  return %2 : i16
}

// A materialization that is not source, target or argument, and a helper
// of the wrong kind, are errors at their place.
// RUN: not rulir-gen --check -I %dialects %S/Inputs/materialize-errors.rules 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: materialize-errors.rules:8:15: error: a materialization is 'source', 'target' or 'argument', not 'sideways'
// ERR: materialize-errors.rules:9:22: error: 'NotOne' is not a native helper (t: Type, xs: ValueRange, loc: Attr) -> Value, which 'materialize' needs
// ERR: materialize-errors.rules:10:3: error: the pass's target materialization is given twice
