// Conditions that compute: < <= > >= on constants, helpers and accessors in
// `where`, blocks in conditions, `erase ^b`; interpreted and compiled alike.
// RUN: %rules-both %S/Inputs/where-compute.rules %s --no-fold | FileCheck %s
// RUN: %rules-both %S/Inputs/where-compute.rules %s --no-fold --debug-rewrites 2>&1 >/dev/null | FileCheck %s --check-prefix=DEBUG

// CHECK-LABEL: func.func @compare
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : i32
// CHECK-DAG: %[[C9:.*]] = arith.constant 9 : i32
// CHECK: %[[M:.*]] = arith.subi %[[C9]], %[[C3]] : i32
// CHECK: %[[X:.*]] = arith.subi %arg0, %[[C9]] : i32
// CHECK: %[[N:.*]] = arith.divsi %[[C9]], %[[C3]] : i32
// CHECK: %[[U:.*]] = arith.shrsi %[[C3]], %[[C9]] : i32
// CHECK: return %[[C9]], %[[M]], %[[X]], %[[C3]], %[[N]], %[[C9]], %[[U]]
// DEBUG: * Rule Less ({{.*}}where-compute.rules:8) on 'arith.subi': applied
// DEBUG: * Rule Less ({{.*}}where-compute.rules:8) on 'arith.subi': failed at condition: the condition at line 8, column 43 is false
// DEBUG: * Rule Less ({{.*}}where-compute.rules:8) on 'arith.subi': failed at condition: a value compared is not a constant
// DEBUG: * Rule MoreThan ({{.*}}where-compute.rules:10) on 'arith.shrsi': failed at condition: the condition at line 10, column 61 is false
func.func @compare(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
  %c3 = arith.constant 3 : i32
  %c9 = arith.constant 9 : i32
  %0 = arith.subi %c3, %c9 : i32
  %1 = arith.subi %c9, %c3 : i32
  %2 = arith.subi %x, %c9 : i32
  %3 = arith.divsi %c3, %c9 : i32
  %4 = arith.divsi %c9, %c3 : i32
  %5 = arith.shrsi %c9, %c3 : i32
  %6 = arith.shrsi %c3, %c9 : i32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, i32, i32
}

// CHECK-LABEL: func.func @merge
// CHECK-NEXT: %[[Y:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: cf.br ^bb1(%[[Y]] : i32)
// CHECK-NEXT: ^bb1(%[[Z:.*]]: i32):
// CHECK-NEXT: cf.br ^bb1(%[[Z]] : i32)
// CHECK-NEXT: }
// DEBUG: * Rule Merge ({{.*}}where-compute.rules:15) on 'cf.br': applied
// DEBUG: * Rule Merge ({{.*}}where-compute.rules:15) on 'cf.br': failed at condition: (pred1 ...) does not exist
func.func @merge(%a: i32) {
  cf.br ^b(%a : i32)
^b(%x: i32):
  %y = arith.addi %x, %x : i32
  cf.br ^c(%y : i32)
^c(%z: i32):
  cf.br ^c(%z : i32)
}

// CHECK-LABEL: func.func @same
// CHECK-NEXT: %[[S:.*]] = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %[[T:.*]] = arith.select %arg0, %arg1, %arg1 : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb2, ^bb1
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: cf.cond_br %arg0, ^bb3(%[[T]] : i32), ^bb3(%arg2 : i32)
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: cf.br ^bb3(%[[S]] : i32)
// DEBUG: * Rule Same ({{.*}}where-compute.rules:18) on 'cf.cond_br': applied
// DEBUG: * Rule Same ({{.*}}where-compute.rules:18) on 'cf.cond_br': failed at condition: (pred ...) does not exist
func.func @same(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^m(%a, %a : i32, i32), ^m(%b, %a : i32, i32)
^m(%x: i32, %y: i32):
  cf.cond_br %c, ^e, ^n
^n:
  cf.cond_br %c, ^j(%y : i32), ^j(%b : i32)
^e:
  cf.br ^j(%x : i32)
^j(%r: i32):
  return %r : i32
}

// CHECK-LABEL: func.func @switch
// CHECK-NEXT: cf.br ^bb1(%arg1 : i32)
// CHECK: cf.switch %arg0 : i32, [
func.func @switch(%flag: i32, %a: i32) -> i32 {
  cf.switch %flag : i32, [
    default: ^d(%a : i32)
  ]
^d(%x: i32):
  cf.switch %flag : i32, [
    default: ^d(%x : i32),
    1: ^e
  ]
^e:
  return %a : i32
}
