// Constraints on properties: the value predicates of the standard library
// (IsZero, IsOne, IsAllOnes: on integers of any width and on splats) and
// attribute classes (APIntAttr).
// RUN: %rules-both %S/Inputs/attr-constraints.rules %s --no-fold | FileCheck %s
// RUN: %rules-both %S/Inputs/attr-constraints.rules %s --no-fold --debug-rewrites 2>&1 >/dev/null | FileCheck %s --check-prefix=DEBUG

// 0 and a zero splat (on the left: ori is commutative); 1 is not zero.
// CHECK-LABEL: func.func @zero
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[R:.*]] = arith.ori %arg0, %[[C1]] : i32
// CHECK-NEXT: return %arg0, %arg1, %[[R]] : i32, vector<4xi8>, i32
func.func @zero(%a: i32, %v: vector<4xi8>) -> (i32, vector<4xi8>, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %z = arith.constant dense<0> : vector<4xi8>
  %0 = arith.ori %a, %c0 : i32
  %1 = arith.ori %z, %v : vector<4xi8>
  %2 = arith.ori %a, %c1 : i32
  return %0, %1, %2 : i32, vector<4xi8>, i32
}

// `true` is the i1 one; -1 is not one.
// CHECK-LABEL: func.func @one
// CHECK-NEXT: %[[M:.*]] = arith.constant -1 : i64
// CHECK-NEXT: %[[R:.*]] = arith.muli %arg0, %[[M]] : i64
// CHECK-NEXT: return %arg0, %arg1, %[[R]] : i64, i1, i64
func.func @one(%a: i64, %b: i1) -> (i64, i1, i64) {
  %c1 = arith.constant 1 : i64
  %t = arith.constant true
  %m = arith.constant -1 : i64
  %0 = arith.muli %c1, %a : i64
  %1 = arith.muli %b, %t : i1
  %2 = arith.muli %a, %m : i64
  return %0, %1, %2 : i64, i1, i64
}

// 255 : i8 is all ones, 127 : i8 is not; splats and i128 (two words) too.
// CHECK-LABEL: func.func @all_ones
// CHECK-NEXT: %[[P:.*]] = arith.constant 127 : i8
// CHECK-NEXT: %[[R:.*]] = arith.andi %arg1, %[[P]] : i8
// CHECK-NEXT: return %arg0, %[[R]], %arg2, %arg3 : i8, i8, vector<2xi8>, i128
func.func @all_ones(%a: i8, %b: i8, %v: vector<2xi8>, %w: i128) -> (i8, i8, vector<2xi8>, i128) {
  %m = arith.constant 255 : i8
  %p = arith.constant 127 : i8
  %s = arith.constant dense<-1> : vector<2xi8>
  %big = arith.constant -1 : i128
  %0 = arith.andi %a, %m : i8
  %1 = arith.andi %b, %p : i8
  %2 = arith.andi %s, %v : vector<2xi8>
  %3 = arith.andi %w, %big : i128
  return %0, %1, %2, %3 : i8, i8, vector<2xi8>, i128
}

// 5 <s a is a >s 5, 5 >=u a is a <=u 5; the splat is not an APIntAttr and
// stays on the left.
// CHECK-LABEL: func.func @cmp
// CHECK-NEXT: %[[C5:.*]] = arith.constant 5 : i32
// CHECK-NEXT: %[[S:.*]] = arith.constant dense<5> : vector<2xi32>
// CHECK-NEXT: %[[A:.*]] = arith.cmpi sgt, %arg0, %[[C5]] : i32
// CHECK-NEXT: %[[B:.*]] = arith.cmpi ule, %arg0, %[[C5]] : i32
// CHECK-NEXT: %[[V:.*]] = arith.cmpi slt, %[[S]], %arg1 : vector<2xi32>
// CHECK-NEXT: return %[[A]], %[[B]], %[[V]] : i1, i1, vector<2xi1>
// DEBUG: * Rule CmpConstLeft ({{.*}}attr-constraints.rules:14) on 'arith.cmpi': applied
// DEBUG: * Rule CmpConstLeft ({{.*}}attr-constraints.rules:14) on 'arith.cmpi': applied
// DEBUG: * Rule CmpConstLeft ({{.*}}attr-constraints.rules:14) on 'arith.cmpi': failed at constraint: the attribute is not APIntAttr
func.func @cmp(%a: i32, %v: vector<2xi32>) -> (i1, i1, vector<2xi1>) {
  %c5 = arith.constant 5 : i32
  %s = arith.constant dense<5> : vector<2xi32>
  %0 = arith.cmpi slt, %c5, %a : i32
  %1 = arith.cmpi uge, %c5, %a : i32
  %2 = arith.cmpi slt, %s, %v : vector<2xi32>
  return %0, %1, %2 : i1, i1, vector<2xi1>
}
