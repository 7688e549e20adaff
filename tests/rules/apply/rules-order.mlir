// Several rules files: all their rules apply; for one op, rules of the same
// benefit are tried in the order of the files on the command line, both
// interpreted (--rules) and compiled (--load-rules).
// RUN: rulir-opt --rules %S/Inputs/rules-order-a.rules --rules %S/Inputs/rules-order-b.rules %s --no-fold | FileCheck %s --check-prefix=AB
// RUN: rulir-opt --rules %S/Inputs/rules-order-b.rules --rules %S/Inputs/rules-order-a.rules %s --no-fold | FileCheck %s --check-prefix=BA
// RUN: rulir-gen -I %dialects -o %t.a.c %S/Inputs/rules-order-a.rules
// RUN: rulir-gen -I %dialects -o %t.b.c %S/Inputs/rules-order-b.rules
// RUN: %cc -shared -fPIC -DRL_RULES_PLUGIN %t.a.c -o %t.a.so
// RUN: %cc -shared -fPIC -DRL_RULES_PLUGIN %t.b.c -o %t.b.so
// RUN: rulir-opt --load-rules %t.a.so --load-rules %t.b.so %s --no-fold | FileCheck %s --check-prefix=AB
// RUN: rulir-opt --load-rules %t.b.so --load-rules %t.a.so %s --no-fold | FileCheck %s --check-prefix=BA

// AB-LABEL: func.func @f
// AB-NEXT: %[[R:.*]] = arith.andi %arg0, %arg1 : i32
// AB-NEXT: %[[Z:.*]] = arith.constant 0 : i32
// AB-NEXT: return %[[R]], %[[Z]] : i32, i32

// BA-LABEL: func.func @f
// BA-NEXT: %[[R:.*]] = arith.xori %arg0, %arg1 : i32
// BA-NEXT: %[[Z:.*]] = arith.constant 0 : i32
// BA-NEXT: return %[[R]], %[[Z]] : i32, i32
func.func @f(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.ori %a, %b : i32
  %1 = arith.subi %a, %a : i32
  return %0, %1 : i32, i32
}
