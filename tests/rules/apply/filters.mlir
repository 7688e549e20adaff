// --disable-rule and --only-rule: by rule name, by family name (all its
// instances) and by instance name; repeatable; a name that matches no
// loaded rule is an error.
// RUN: %rules-both %S/Inputs/filters.rules %s --no-fold | FileCheck %s --check-prefixes=CHECK,ALL
// RUN: %rules-both %S/Inputs/filters.rules %s --no-fold --disable-rule=SubSelf | FileCheck %s --check-prefixes=CHECK,NOSUB
// RUN: %rules-both %S/Inputs/filters.rules %s --no-fold --disable-rule=Idem | FileCheck %s --check-prefixes=CHECK,NOIDEM
// RUN: %rules-both %S/Inputs/filters.rules %s --no-fold '--disable-rule=Idem[arith.ori]' | FileCheck %s --check-prefixes=CHECK,NOORI
// RUN: %rules-both %S/Inputs/filters.rules %s --no-fold --only-rule=AddZero | FileCheck %s --check-prefixes=CHECK,ONLYADD
// RUN: %rules-both %S/Inputs/filters.rules %s --no-fold '--only-rule=Idem[arith.ori]' --only-rule=SubSelf | FileCheck %s --check-prefixes=CHECK,ONLY2
// RUN: %rules-both %S/Inputs/filters.rules %s --no-fold --disable-rule=SubSelf --disable-rule=AddZero | FileCheck %s --check-prefixes=CHECK,NO2
// RUN: %rules-both %S/Inputs/filters.rules %s --no-fold --disable-rule=Idem --debug-rewrites 2>&1 >/dev/null | FileCheck %s --check-prefix=DEBUG
// RUN: not %rules-both %S/Inputs/filters.rules %s --no-fold --disable-rule=Nope 2>&1 >/dev/null | FileCheck %s --check-prefix=UNKNOWN
// RUN: not %rules-both %S/Inputs/filters.rules %s --no-fold '--only-rule=Idem[arith.xori]' 2>&1 >/dev/null | FileCheck %s --check-prefix=UNKNOWN-ROW

// CHECK-LABEL: func.func @f

// ALL-NEXT: %[[Z:.*]] = arith.constant 0 : i32
// ALL-NEXT: return %arg0, %arg0, %[[Z]], %arg0 :

// NOSUB-NEXT: %[[S:.*]] = arith.subi %arg0, %arg0 : i32
// NOSUB-NEXT: return %arg0, %arg0, %[[S]], %arg0 :

// NOIDEM-NEXT: %[[A:.*]] = arith.andi %arg0, %arg0 : i32
// NOIDEM-NEXT: %[[O:.*]] = arith.ori %arg0, %arg0 : i32
// NOIDEM-NEXT: %[[Z:.*]] = arith.constant 0 : i32
// NOIDEM-NEXT: return %[[A]], %[[O]], %[[Z]], %arg0 :

// NOORI-NEXT: %[[O:.*]] = arith.ori %arg0, %arg0 : i32
// NOORI-NEXT: %[[Z:.*]] = arith.constant 0 : i32
// NOORI-NEXT: return %arg0, %[[O]], %[[Z]], %arg0 :

// ONLYADD-NEXT: %[[A:.*]] = arith.andi %arg0, %arg0 : i32
// ONLYADD-NEXT: %[[O:.*]] = arith.ori %arg0, %arg0 : i32
// ONLYADD-NEXT: %[[S:.*]] = arith.subi %arg0, %arg0 : i32
// ONLYADD-NEXT: return %[[A]], %[[O]], %[[S]], %arg0 :

// ONLY2-NEXT: %[[C0:.*]] = arith.constant 0 : i32
// ONLY2-NEXT: %[[A:.*]] = arith.andi %arg0, %arg0 : i32
// ONLY2-NEXT: %[[Z:.*]] = arith.constant 0 : i32
// ONLY2-NEXT: %[[P:.*]] = arith.addi %arg0, %[[C0]] : i32
// ONLY2-NEXT: return %[[A]], %arg0, %[[Z]], %[[P]] :

// NO2-NEXT: %[[C0:.*]] = arith.constant 0 : i32
// NO2-NEXT: %[[S:.*]] = arith.subi %arg0, %arg0 : i32
// NO2-NEXT: %[[P:.*]] = arith.addi %arg0, %[[C0]] : i32
// NO2-NEXT: return %arg0, %arg0, %[[S]], %[[P]] :

// DEBUG: * Rule Idem[arith.andi] ({{.*}}filters.rules:5) on 'arith.andi': failed at disabled: disabled
// DEBUG: * Rule Idem[arith.ori] ({{.*}}filters.rules:5) on 'arith.ori': failed at disabled: disabled
// DEBUG: * Rule SubSelf ({{.*}}filters.rules:8) on 'arith.subi': applied

// UNKNOWN: rulir-opt: error: --disable-rule/--only-rule 'Nope' names no rule
// UNKNOWN-ROW: rulir-opt: error: --disable-rule/--only-rule 'Idem[arith.xori]' names no rule


func.func @f(%a: i32) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %0 = arith.andi %a, %a : i32
  %1 = arith.ori %a, %a : i32
  %2 = arith.subi %a, %a : i32
  %3 = arith.addi %a, %c0 : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}
