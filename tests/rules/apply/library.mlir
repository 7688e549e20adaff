// The standard helper library: AddInts, SubInts, MulInts (wrapping at the
// width, on integers and splats; they give up on anything else and the rule
// does not apply), MergeOverflow (the flags both ops carry) and
// InvertPredicate. SwapPredicate: attr-constraints.mlir.
// RUN: %rules-both %S/Inputs/library.rules %s --no-fold | FileCheck %s
// RUN: %rules-both %S/Inputs/library.rules %s --no-fold --debug-rewrites --only-rule=SubSub 2>&1 >/dev/null | FileCheck %s --check-prefix=DEBUG
// RUN: %rules-both %S/Inputs/library.rules %s --no-fold --rewrite-stats 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS

// 100 + 50 wraps to -106 in i8. Flags: {nsw, nuw} and {nsw} keep nsw,
// {nuw} and {nuw} keep nuw, none and {nsw, nuw} keep none.
// CHECK-LABEL: func.func @add
// CHECK-NEXT: %[[K0:.*]] = arith.constant -106 : i8
// CHECK-NEXT: %[[A0:.*]] = arith.addi %arg0, %[[K0]] overflow<nsw> : i8
// CHECK-NEXT: %[[K1:.*]] = arith.constant -106 : i8
// CHECK-NEXT: %[[A1:.*]] = arith.addi %arg0, %[[K1]] overflow<nuw> : i8
// CHECK-NEXT: %[[K2:.*]] = arith.constant -106 : i8
// CHECK-NEXT: %[[A2:.*]] = arith.addi %arg0, %[[K2]] : i8
// CHECK-NEXT: %[[KV:.*]] = arith.constant dense<3> : vector<2xi32>
// CHECK-NEXT: %[[AV:.*]] = arith.addi %arg1, %[[KV]] : vector<2xi32>
// CHECK-NEXT: return %[[A0]], %[[A1]], %[[A2]], %[[AV]] : i8, i8, i8, vector<2xi32>
func.func @add(%x: i8, %v: vector<2xi32>) -> (i8, i8, i8, vector<2xi32>) {
  %c100 = arith.constant 100 : i8
  %c50 = arith.constant 50 : i8
  %0 = arith.addi %x, %c100 overflow<nsw, nuw> : i8
  %1 = arith.addi %0, %c50 overflow<nsw> : i8
  %2 = arith.addi %x, %c100 overflow<nuw> : i8
  %3 = arith.addi %c50, %2 overflow<nuw> : i8
  %4 = arith.addi %x, %c100 : i8
  %5 = arith.addi %4, %c50 overflow<nsw, nuw> : i8
  %s1 = arith.constant dense<1> : vector<2xi32>
  %s2 = arith.constant dense<2> : vector<2xi32>
  %6 = arith.addi %v, %s1 : vector<2xi32>
  %7 = arith.addi %6, %s2 : vector<2xi32>
  return %1, %3, %5, %7 : i8, i8, i8, vector<2xi32>
}

// CHECK-LABEL: func.func @sub
// CHECK-NEXT: %[[K:.*]] = arith.constant 7 : i32
// CHECK-NEXT: %[[R:.*]] = arith.subi %arg0, %[[K]] : i32
// CHECK-NEXT: return %[[R]] : i32
// DEBUG: * Rule SubSub ({{.*}}library.rules:11) on 'arith.subi': applied
func.func @sub(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %0 = arith.subi %x, %c3 : i32
  %1 = arith.subi %0, %c4 : i32
  return %1 : i32
}

// 256 * 512 is 2^17: 0 in i16.
// CHECK-LABEL: func.func @mul
// CHECK-NEXT: %[[K:.*]] = arith.constant 0 : i16
// CHECK-NEXT: %[[R:.*]] = arith.muli %arg0, %[[K]] : i16
// CHECK-NEXT: return %[[R]] : i16
func.func @mul(%x: i16) -> i16 {
  %c256 = arith.constant 256 : i16
  %c512 = arith.constant 512 : i16
  %0 = arith.muli %x, %c256 : i16
  %1 = arith.muli %0, %c512 : i16
  return %1 : i16
}

// 10 - (3 + x) => 7 - x
// CHECK-LABEL: func.func @sub_of_add
// CHECK-NEXT: %[[K:.*]] = arith.constant 7 : i32
// CHECK-NEXT: %[[R:.*]] = arith.subi %[[K]], %arg0 : i32
// CHECK-NEXT: return %[[R]] : i32
func.func @sub_of_add(%x: i32) -> i32 {
  %c10 = arith.constant 10 : i32
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %c3, %x : i32
  %1 = arith.subi %c10, %0 : i32
  return %1 : i32
}

// dense<[1, 2]> is not a splat: the helpers give up and nothing changes.
// CHECK-LABEL: func.func @not_splat
// CHECK-NEXT: %[[S:.*]] = arith.constant dense<[1, 2]> : vector<2xi32>
// CHECK-NEXT: %[[T:.*]] = arith.constant dense<3> : vector<2xi32>
// CHECK-NEXT: %[[A:.*]] = arith.subi %arg0, %[[S]] : vector<2xi32>
// CHECK-NEXT: %[[B:.*]] = arith.subi %[[A]], %[[T]] : vector<2xi32>
// CHECK-NEXT: %[[C:.*]] = arith.addi %arg0, %[[S]] : vector<2xi32>
// CHECK-NEXT: %[[D:.*]] = arith.addi %[[C]], %[[T]] : vector<2xi32>
// CHECK-NEXT: return %[[B]], %[[D]] : vector<2xi32>, vector<2xi32>
// DEBUG: * Rule SubSub ({{.*}}library.rules:11) on 'arith.subi': failed at helper: helper AddInts gave up
func.func @not_splat(%x: vector<2xi32>) -> (vector<2xi32>, vector<2xi32>) {
  %s = arith.constant dense<[1, 2]> : vector<2xi32>
  %t = arith.constant dense<3> : vector<2xi32>
  %0 = arith.subi %x, %s : vector<2xi32>
  %1 = arith.subi %0, %t : vector<2xi32>
  %2 = arith.addi %x, %s : vector<2xi32>
  %3 = arith.addi %2, %t : vector<2xi32>
  return %1, %3 : vector<2xi32>, vector<2xi32>
}

// CHECK-LABEL: func.func @mismatch
// CHECK-NEXT: %[[A:.*]] = arith.constant 5 : i8
// CHECK-NEXT: %[[B:.*]] = arith.constant 6 : i32
// CHECK-NEXT: %[[E:.*]] = arith.extsi %[[A]] : i8 to i32
// CHECK-NEXT: %[[R:.*]] = arith.addi %[[E]], %[[B]] : i32
// CHECK-NEXT: return %[[R]] : i32
func.func @mismatch() -> i32 {
  %a = arith.constant 5 : i8
  %b = arith.constant 6 : i32
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.addi %0, %b : i32
  return %1 : i32
}

// CHECK-LABEL: func.func @not_cmp
// CHECK-NEXT: %[[A:.*]] = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT: %[[B:.*]] = arith.cmpi ne, %arg0, %arg1 : i32
// CHECK-NEXT: %[[C:.*]] = arith.cmpi ugt, %arg0, %arg1 : i32
// CHECK-NEXT: return %[[A]], %[[B]], %[[C]] : i1, i1, i1
func.func @not_cmp(%a: i32, %b: i32) -> (i1, i1, i1) {
  %true = arith.constant true
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.xori %0, %true : i1
  %2 = arith.cmpi eq, %a, %b : i32
  %3 = arith.xori %true, %2 : i1
  %4 = arith.cmpi ule, %a, %b : i32
  %5 = arith.xori %4, %true : i1
  return %1, %3, %5 : i1, i1, i1
}

// STATS: SubSub ({{.*}}library.rules:11): applied 1, failed {{[0-9]+}} (operand {{[0-9]+}}, helper {{[0-9]+}})
// STATS: NotCmp ({{.*}}library.rules:26): applied 3, failed 0
