// RUN: not rulir-opt %s --allow-unregistered-dialect --verify-diagnostics --split-input-file 2>&1 >/dev/null \
// RUN:   | FileCheck %s --implicit-check-not=error: -DFILE=%s
// An expected-*-re message holds {{regex}} blocks (POSIX extended regular
// expressions); the text around them is matched literally. Without -re, as
// in MLIR 19, the braces are literal text: such an expectation is met only
// by a diagnostic that holds them. Only the last chunk's check fails.

// expected-error-re@+1 {{use of {{[a-z]+}} SSA value name}}
"t.a"(%x) : (i32) -> ()

// -----

// expected-error-re@+1 {{{{.*}}SSA value{{.*}}}}
"t.a"(%x) : (i32) -> ()

// -----

// Brackets and dots outside a regex block are literal.
%0 = "t.a"() : () -> i32
// expected-note-re@-1 {{previously {{defined|declared}} here}}
// expected-error-re @+1 {{redefinition of SSA value '%0'}}
%0 = "t.b"() : () -> i32

// -----

// A plain message containing `{{` is a substring like any other.
func.func @f() {
  // expected-error@+1 {{'{{g}}' does not reference}}
  func.call @"{{g}}"() : () -> ()
  return
}

// -----

// CHECK: [[FILE]]:{{[0-9]+}} offset :5:7: error: unexpected error: use of undeclared SSA value name
// CHECK: [[FILE]]:{{[0-9]+}} offset :5:28: error: expected error "use of {{[{][{]}}.*{{[}][}]}} SSA value name" was not produced
"t.a"(%x) : (i32) -> () // expected-error {{use of {{.*}} SSA value name}}
