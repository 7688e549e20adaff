// --reconcile-unrealized-casts: chains of casts that come back to the type
// they started from are folded to the original value, casts nobody uses are
// erased, the others stay. The same CHECK lines hold for mlir-opt-19.
// RUN: rulir-opt %s --reconcile-unrealized-casts | FileCheck %s
// RUN: rulir-opt %s --pass-pipeline='builtin.module(reconcile-unrealized-casts)' | FileCheck %s
// RUN: %mlir_opt %s --reconcile-unrealized-casts | FileCheck %s

// CHECK-LABEL: func.func @chain
// CHECK-NEXT:    return %arg0 : i64
func.func @chain(%arg0: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  return %1 : i64
}

// CHECK-LABEL: func.func @long_chain
// CHECK-NEXT:    return %arg0 : i64
func.func @long_chain(%arg0: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i16
  %2 = builtin.unrealized_conversion_cast %1 : i16 to i64
  return %2 : i64
}

// CHECK-LABEL: func.func @unused
// CHECK-NEXT:    return
func.func @unused(%arg0: i64) {
  %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i16
  return
}

// CHECK-LABEL: func.func @live
// CHECK-NEXT:    %[[C:.*]] = builtin.unrealized_conversion_cast %arg0 : i64 to i32
// CHECK-NEXT:    return %[[C]] : i32
func.func @live(%arg0: i64) -> i32 {
  %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
  return %0 : i32
}

// The middle of a chain that is still used stays; its end folds.
// CHECK-LABEL: func.func @partial
// CHECK-NEXT:    %[[A:.*]] = builtin.unrealized_conversion_cast %arg0 : i64 to i32
// CHECK-NEXT:    %[[B:.*]] = builtin.unrealized_conversion_cast %[[A]] : i32 to i16
// CHECK-NEXT:    return %arg0, %[[B]] : i64, i16
func.func @partial(%arg0: i64) -> (i64, i16) {
  %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i16
  %2 = builtin.unrealized_conversion_cast %1 : i16 to i64
  return %2, %1 : i64, i16
}

// N:1 then 1:N, in order.
// CHECK-LABEL: func.func @multi
// CHECK-NEXT:    return %arg1, %arg0 : i32, i32
func.func @multi(%arg0: i32, %arg1: i32) -> (i32, i32) {
  %0 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, i32 to i64
  %1:2 = builtin.unrealized_conversion_cast %0 : i64 to i32, i32
  return %1#1, %1#0 : i32, i32
}

// A cast without inputs stays while used.
// CHECK-LABEL: func.func @nosrc
// CHECK-NEXT:    %[[C:.*]] = builtin.unrealized_conversion_cast to i32
// CHECK-NEXT:    return %[[C]] : i32
// CHECK-LABEL: func.func @nosrc_dead
// CHECK-NEXT:    return
func.func @nosrc() -> i32 {
  %0 = builtin.unrealized_conversion_cast to i32
  return %0 : i32
}
func.func @nosrc_dead() {
  %0 = builtin.unrealized_conversion_cast to i32
  return
}

// Chains across blocks, and a cast to its own type.
// CHECK-LABEL: func.func @blocks
// CHECK:       ^bb1:
// CHECK-NEXT:    return %arg0 : i64
// CHECK:       ^bb2:
// CHECK-NEXT:    return %arg0 : i64
// CHECK-LABEL: func.func @identity
// CHECK-NEXT:    return %arg0 : i64
func.func @blocks(%arg0: i64, %arg1: i1) -> i64 {
  %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
  cf.cond_br %arg1, ^bb1, ^bb2
^bb1:
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  return %1 : i64
^bb2:
  %2 = builtin.unrealized_conversion_cast %0 : i32 to f32
  %3 = builtin.unrealized_conversion_cast %2 : f32 to i64
  return %3 : i64
}
func.func @identity(%arg0: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i64
  return %0 : i64
}

// A cast with another user than the chain stays for it.
// CHECK-LABEL: func.func @fanout
// CHECK-NEXT:    %[[C:.*]] = builtin.unrealized_conversion_cast %arg0 : i64 to i32
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[C]], %[[C]] : i32
// CHECK-NEXT:    return %arg0, %[[S]] : i64, i32
func.func @fanout(%arg0: i64) -> (i64, i32) {
  %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  %2 = arith.addi %0, %0 : i32
  return %1, %2 : i64, i32
}
