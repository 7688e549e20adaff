// Variadic operand groups captured whole with `$args...` and passed on to
// the created op: empty, one or several values, in order. (No op of the
// project's dialects has an optional operand, so `$x?` is not tested.)
// RUN: %rules-both %S/Inputs/variadic.rules %s --no-fold | FileCheck %s
// RUN: %rules-both %S/Inputs/variadic.rules %s --no-fold --debug-rewrites 2>&1 >/dev/null | FileCheck %s --check-prefix=DEBUG

func.func private @g(i32, i64) -> i32
func.func private @h() -> i64
func.func private @old(i32, i32) -> (i32, i1)
func.func private @new(i32, i32) -> (i32, i1)

// CHECK-LABEL: func.func @indirect
// CHECK-NEXT: %[[A:.*]] = call @g(%arg0, %arg1) : (i32, i64) -> i32
// CHECK-NEXT: %[[B:.*]] = call @h() : () -> i64
// CHECK-NEXT: return %[[A]], %[[B]] : i32, i64
// DEBUG: * Rule IndirectToDirect ({{.*}}variadic.rules:4) on 'func.call_indirect': applied
// DEBUG: * Rule IndirectToDirect ({{.*}}variadic.rules:4) on 'func.call_indirect': applied
func.func @indirect(%a: i32, %b: i64) -> (i32, i64) {
  %fg = func.constant @g : (i32, i64) -> i32
  %fh = func.constant @h : () -> i64
  %0 = func.call_indirect %fg(%a, %b) : (i32, i64) -> i32
  %1 = func.call_indirect %fh() : () -> i64
  return %0, %1 : i32, i64
}

// The callee operand is a block argument: no func.constant to match.
// CHECK-LABEL: func.func @indirect_arg
// CHECK-NEXT: %[[A:.*]] = call_indirect %arg0(%arg1, %arg2) : (i32, i64) -> i32
// CHECK-NEXT: return %[[A]] : i32
// DEBUG: * Rule IndirectToDirect ({{.*}}variadic.rules:4) on 'func.call_indirect': failed at operand: operand 'callee' of 'func.call_indirect' is not defined by 'func.constant'
func.func @indirect_arg(%f: (i32, i64) -> i32, %a: i32, %b: i64) -> i32 {
  %0 = func.call_indirect %f(%a, %b) : (i32, i64) -> i32
  return %0 : i32
}

// CHECK-LABEL: func.func @rename
// CHECK-NEXT: %[[R:.*]]:2 = call @new(%arg1, %arg0) : (i32, i32) -> (i32, i1)
// CHECK-NEXT: %[[S:.*]]:2 = call @new(%[[R]]#0, %[[R]]#0) : (i32, i32) -> (i32, i1)
// CHECK-NEXT: return %[[R]]#1, %[[S]]#1 : i1, i1
// DEBUG: * Rule Rename ({{.*}}variadic.rules:9) on 'func.call': applied
// DEBUG: * Rule Rename ({{.*}}variadic.rules:9) on 'func.call': applied
// DEBUG: * Rule Rename ({{.*}}variadic.rules:9) on 'func.call': failed at condition: the condition at line 11, column 12 is false
func.func @rename(%a: i32, %b: i32) -> (i1, i1) {
  %0:2 = func.call @old(%b, %a) : (i32, i32) -> (i32, i1)
  %1:2 = func.call @old(%0#0, %0#0) : (i32, i32) -> (i32, i1)
  return %0#1, %1#1 : i1, i1
}
