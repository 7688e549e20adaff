// `where` conditions: == and != over types ((type $x), a type name,
// #mlir"...") and over values, and library predicates of values; every
// condition must hold.
// RUN: %rules-both %S/Inputs/where.rules %s --no-fold | FileCheck %s
// RUN: %rules-both %S/Inputs/where.rules %s --no-fold --debug-rewrites 2>&1 >/dev/null | FileCheck %s --check-prefix=DEBUG

// f32 -> i32 -> f32 is the f32; i16 -> f16 -> bf16 is one bitcast i16 ->
// bf16, i16 -> bf16 -> i16 the i16.
// CHECK-LABEL: func.func @bitcast
// CHECK-NEXT: %[[B:.*]] = arith.bitcast %arg1 : i16 to bf16
// CHECK-NEXT: return %arg0, %[[B]], %arg1 : f32, bf16, i16
// DEBUG: * Rule BitcastBack ({{.*}}where.rules:4) on 'arith.bitcast': applied
// DEBUG: * Rule BitcastBack ({{.*}}where.rules:4) on 'arith.bitcast': failed at condition: the condition at line 6, column 19 is false
// DEBUG-NEXT: * Rule BitcastOther ({{.*}}where.rules:10) on 'arith.bitcast': applied
func.func @bitcast(%a: f32, %b: i16) -> (f32, bf16, i16) {
  %0 = arith.bitcast %a : f32 to i32
  %1 = arith.bitcast %0 : i32 to f32
  %2 = arith.bitcast %b : i16 to f16
  %3 = arith.bitcast %2 : f16 to bf16
  %4 = arith.bitcast %b : i16 to bf16
  %5 = arith.bitcast %4 : bf16 to i16
  return %1, %3, %5 : f32, bf16, i16
}

// CHECK-LABEL: func.func @index
// CHECK-NEXT: %[[A:.*]] = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: %[[B:.*]] = arith.index_castui %arg0 : index to i64
// CHECK-NEXT: return %[[A]], %[[B]] : i32, i64
// DEBUG: * Rule IndexToI32 ({{.*}}where.rules:17) on 'arith.index_castui': applied
// DEBUG: * Rule IndexToI32 ({{.*}}where.rules:17) on 'arith.index_castui': failed at condition: the condition at line 19, column 19 is false
func.func @index(%i: index) -> (i32, i64) {
  %0 = arith.index_castui %i : index to i32
  %1 = arith.index_castui %i : index to i64
  return %0, %1 : i32, i64
}

// Not on i32 (the first condition), not for one value twice (the second).
// CHECK-LABEL: func.func @eq
// CHECK-NEXT: %[[X:.*]] = arith.xori %arg0, %arg1 : i1
// CHECK-NEXT: %[[T:.*]] = arith.constant true
// CHECK-NEXT: %[[N:.*]] = arith.xori %[[X]], %[[T]] : i1
// CHECK-NEXT: %[[E32:.*]] = arith.cmpi eq, %arg2, %arg3 : i32
// CHECK-NEXT: %[[EAA:.*]] = arith.cmpi eq, %arg0, %arg0 : i1
// CHECK-NEXT: return %[[N]], %[[E32]], %[[EAA]] : i1, i1, i1
// DEBUG: * Rule EqI1 ({{.*}}where.rules:23) on 'arith.cmpi': applied
// DEBUG: * Rule EqI1 ({{.*}}where.rules:23) on 'arith.cmpi': failed at condition: the condition at line 25, column 19 is false
// DEBUG: * Rule EqI1 ({{.*}}where.rules:23) on 'arith.cmpi': failed at condition: the condition at line 25, column 29 is false
func.func @eq(%a: i1, %b: i1, %c: i32, %d: i32) -> (i1, i1, i1) {
  %0 = arith.cmpi eq, %a, %b : i1
  %1 = arith.cmpi eq, %c, %d : i32
  %2 = arith.cmpi eq, %a, %a : i1
  return %0, %1, %2 : i1, i1, i1
}

// CHECK-LABEL: func.func @value_predicate
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: return %arg0, %arg0, %[[M]] : i32, i32, i32
// DEBUG: * Rule MulOneWhere ({{.*}}where.rules:30) on 'arith.muli': applied
// DEBUG: * Rule MulOneWhere ({{.*}}where.rules:30) on 'arith.muli': applied
// DEBUG: * Rule MulOneWhere ({{.*}}where.rules:30) on 'arith.muli': failed at condition: 'IsOne' needs a constant
func.func @value_predicate(%a: i32, %b: i32) -> (i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %0 = arith.muli %a, %c1 : i32
  %1 = arith.muli %c1, %a : i32
  %2 = arith.muli %a, %b : i32
  return %0, %1, %2 : i32, i32, i32
}
