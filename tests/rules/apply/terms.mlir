// Terms: helpers made of rule statements, one imported from another rules
// file (Inputs/terms.rules), interpreted and compiled alike.
// RUN: %rules-both %S/Inputs/terms.rules %s --no-fold | FileCheck %s

// CHECK-LABEL: func.func @f(
// CHECK-NEXT:    %[[M0:.*]] = arith.muli %arg0, %arg2 : i32
// CHECK-NEXT:    %[[M1:.*]] = arith.muli %arg1, %arg3 : i32
// CHECK-NEXT:    %[[DOT:.*]] = arith.addi %[[M0]], %[[M1]] : i32
// CHECK-NEXT:    %[[SQ:.*]] = arith.muli %[[DOT]], %[[DOT]] : i32
// CHECK-NEXT:    %[[P4:.*]] = arith.muli %[[SQ]], %[[SQ]] : i32
// CHECK-NEXT:    %[[C1:.*]] = arith.addi %[[P4]], %[[DOT]] : i32
// CHECK-NEXT:    %[[C2:.*]] = arith.addi %[[C1]], %[[DOT]] : i32
// CHECK-NEXT:    %[[R:.*]] = arith.addi %[[C2]], %[[P4]] : i32
// CHECK-NEXT:    %[[S0:.*]] = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:    %[[S1:.*]] = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:    call @sink2(%[[S0]], %[[S1]]) : (i32, i32) -> ()
// CHECK-NEXT:    call @sink(%arg0, %arg1) : (i32, i32) -> ()
// CHECK-NEXT:    %[[K:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    %[[S2:.*]] = arith.muli %arg2, %arg2 : i32
// CHECK-NEXT:    call @sink1(%[[S2]]) : (i32) -> ()
// CHECK-NEXT:    call @sink(%arg2, %[[K]]) : (i32, i32) -> ()
// CHECK-NEXT:    return %[[R]] : i32
func.func private @dot4(i32, i32, i32, i32) -> i32
func.func private @pow4(i32) -> i32
func.func private @squares(i32, i32)
func.func private @sink(i32, i32)
func.func private @sink1(i32)
func.func private @sink2(i32, i32)
func.func @f(%a: i32, %b: i32, %c: i32, %d: i32) -> i32 {
  %0 = func.call @dot4(%a, %b, %c, %d) : (i32, i32, i32, i32) -> i32
  %1 = func.call @pow4(%0) : (i32) -> i32
  func.call @squares(%a, %b) : (i32, i32) -> ()
  %k = arith.constant 3 : i32
  func.call @squares(%c, %k) : (i32, i32) -> ()
  return %1 : i32
}
