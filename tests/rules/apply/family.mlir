// `for` families: one rule per row, named NAME[row] in --debug-rewrites, a
// single list and parallel lists (a tuple per row).
// RUN: %rules-both %S/Inputs/family.rules %s --no-fold | FileCheck %s
// RUN: %rules-both %S/Inputs/family.rules %s --no-fold --debug-rewrites 2>&1 >/dev/null | FileCheck %s --check-prefix=DEBUG

// Every row's op, not xori (no row).
// CHECK-LABEL: func.func @idem
// CHECK-NEXT: %[[X:.*]] = arith.xori %arg0, %arg0 : i32
// CHECK-NEXT: return %arg0, %arg0, %arg0, %arg0, %[[X]] : i32, i32, i32, i32, i32
// DEBUG: * Rule Idem[arith.andi] ({{.*}}family.rules:5) on 'arith.andi': applied
// DEBUG: * Rule Idem[arith.ori] ({{.*}}family.rules:5) on 'arith.ori': applied
// DEBUG: * Rule Idem[arith.maxsi] ({{.*}}family.rules:5) on 'arith.maxsi': applied
// DEBUG: * Rule Idem[arith.minui] ({{.*}}family.rules:5) on 'arith.minui': applied
// DEBUG-NOT: on 'arith.xori'
func.func @idem(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32) {
  %0 = arith.andi %a, %a : i32
  %1 = arith.ori %a, %a : i32
  %2 = arith.maxsi %a, %a : i32
  %3 = arith.minui %a, %a : i32
  %4 = arith.xori %a, %a : i32
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
}

// Rows pair andi with extui and ori with extsi: andi of extsi and ori of
// extui are left alone.
// CHECK-LABEL: func.func @ext
// CHECK-NEXT: %[[ZA:.*]] = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %[[ZB:.*]] = arith.extui %arg1 : i8 to i32
// CHECK-NEXT: %[[SA:.*]] = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT: %[[SB:.*]] = arith.extsi %arg1 : i8 to i32
// CHECK-NEXT: %[[AND:.*]] = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT: %[[R0:.*]] = arith.extui %[[AND]] : i8 to i32
// CHECK-NEXT: %[[OR:.*]] = arith.ori %arg0, %arg1 : i8
// CHECK-NEXT: %[[R1:.*]] = arith.extsi %[[OR]] : i8 to i32
// CHECK-NEXT: %[[R2:.*]] = arith.andi %[[SA]], %[[SB]] : i32
// CHECK-NEXT: %[[R3:.*]] = arith.ori %[[ZA]], %[[ZB]] : i32
// CHECK-NEXT: return %[[R0]], %[[R1]], %[[R2]], %[[R3]] : i32, i32, i32, i32
// DEBUG: * Rule OpOfExt[arith.andi,arith.extui] ({{.*}}family.rules:9) on 'arith.andi': applied
// DEBUG: * Rule OpOfExt[arith.ori,arith.extsi] ({{.*}}family.rules:9) on 'arith.ori': applied
// DEBUG: * Rule OpOfExt[arith.andi,arith.extui] ({{.*}}family.rules:9) on 'arith.andi': failed at operand: operand 'rhs' of 'arith.andi' is not defined by 'arith.extui'
// DEBUG: * Rule OpOfExt[arith.ori,arith.extsi] ({{.*}}family.rules:9) on 'arith.ori': failed at operand: operand 'rhs' of 'arith.ori' is not defined by 'arith.extsi'
func.func @ext(%a: i8, %b: i8) -> (i32, i32, i32, i32) {
  %za = arith.extui %a : i8 to i32
  %zb = arith.extui %b : i8 to i32
  %sa = arith.extsi %a : i8 to i32
  %sb = arith.extsi %b : i8 to i32
  %0 = arith.andi %za, %zb : i32
  %1 = arith.ori %sa, %sb : i32
  %2 = arith.andi %sa, %sb : i32
  %3 = arith.ori %za, %zb : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}
