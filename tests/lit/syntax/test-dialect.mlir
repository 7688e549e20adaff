// RUN: rulir-opt %s --split-input-file --verify-diagnostics | FileCheck %s
// RUN: not rulir-opt %s --split-input-file --allow-unregistered-dialect 2>/dev/null | FileCheck %s --check-prefix=ALLOW
// The `test` dialect accepts any test.* op in generic form, as MLIR's tools
// do for MLIR's own test files, with no flag: it registers none of them, so
// they get the generic checks only (here, dominance in a function). An op
// of another unknown dialect, or of no dialect ("foo"), needs
// --allow-unregistered-dialect; an unknown op of a dialect rulir knows is
// the verifier's error, with the flag or without it.

// CHECK-LABEL: func.func @f
// CHECK: %0 = "test.op"(%arg0) <{p = 1 : i32}> ({
// CHECK: "test.anything"() : () -> ()
// CHECK: }) {a = "x"} : (i32) -> i64
func.func @f(%arg0: i32) -> i64 {
  %0 = "test.op"(%arg0) <{p = 1 : i32}> ({
    "test.anything"() : () -> ()
  }) {a = "x"} : (i32) -> i64
  return %0 : i64
}

// -----

func.func @g() {
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %0 = "test.a"(%1) : (i32) -> i32
  // expected-note@+1 {{operand defined here}}
  %1 = "test.b"() : () -> i32
  return
}

// -----

// expected-error@+1 {{custom op 'test.foo' is unknown}}
test.foo

// -----

// ALLOW: "foo"() : () -> ()
// expected-error@+1 {{operation being parsed with an unregistered dialect}}
"foo"() : () -> ()

// -----

// ALLOW: "other.op"() : () -> ()
// expected-error@+1 {{operation being parsed with an unregistered dialect}}
"other.op"() : () -> ()

// -----

// ALLOW-NOT: "arith.unknown"
// expected-error@+1 {{unregistered operation 'arith.unknown' found in dialect ('arith') that does not allow unknown operations}}
"arith.unknown"() : () -> ()
