// Rules for one op are tried by decreasing benefit (the number of ops in
// the pattern unless written as benefit(N)), then in file order.
// RUN: %rules-both %S/Inputs/benefit.rules %s --no-fold | FileCheck %s
// RUN: %rules-both %S/Inputs/benefit.rules %s --no-fold --debug-rewrites 2>&1 >/dev/null | FileCheck %s --check-prefix=DEBUG

// CHECK-LABEL: func.func @more_ops_first
// CHECK-NEXT: %[[X:.*]] = arith.xori %arg0, %arg1 : i32
// CHECK-NEXT: return %arg0, %[[X]] : i32, i32
// DEBUG: * Rule Specific ({{.*}}benefit.rules:9) on 'arith.subi': applied
// DEBUG-NEXT: * Rule Specific ({{.*}}benefit.rules:9) on 'arith.subi': failed at operand: operand 'rhs' of 'arith.subi' is not defined by 'arith.constant'
// DEBUG-NEXT: * Rule General ({{.*}}benefit.rules:5) on 'arith.subi': applied
func.func @more_ops_first(%a: i32, %b: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %0 = arith.subi %a, %c0 : i32
  %1 = arith.subi %a, %b : i32
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @written_benefit
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[R:.*]] = arith.andi %arg0, %[[C1]] : i32
// CHECK-NEXT: return %[[R]] : i32
// DEBUG-NEXT: * Rule High ({{.*}}benefit.rules:13) on 'arith.muli': applied
// DEBUG-NOT: Rule Low
func.func @written_benefit(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.muli %a, %c1 : i32
  return %0 : i32
}

// CHECK-LABEL: func.func @file_order
// CHECK-NEXT: %[[R:.*]] = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT: return %[[R]] : i32
// DEBUG: * Rule First ({{.*}}benefit.rules:16) on 'arith.ori': applied
// DEBUG-NOT: Rule Second
func.func @file_order(%a: i32, %b: i32) -> i32 {
  %0 = arith.ori %a, %b : i32
  return %0 : i32
}
