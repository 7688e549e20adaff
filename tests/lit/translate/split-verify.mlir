// RUN: rulir-translate -mlir-to-llvmir -split-input-file -verify-diagnostics %s | FileCheck %s
// RUN: rulir-translate -mlir-to-llvmir -split-input-file -verify-diagnostics --mlir-disable-threading %s | FileCheck %s
// RUN: not rulir-translate -mlir-to-llvmir -split-input-file %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR -DFILE=%s
// RUN: not rulir-translate -mlir-to-llvmir -split-input-file %s -o %t.ll 2>/dev/null
// RUN: not test -e %t.ll
// RUN: rulir-translate -mlir-to-llvmir -split-input-file -verify-diagnostics -allow-unregistered-dialect %s \
// RUN:   | FileCheck %s --check-prefix=UNREG
// rulir-translate takes --split-input-file, --verify-diagnostics and
// --allow-unregistered-dialect as mlir-translate-19 does: each chunk is
// translated on its own, the modules that translate are written one after
// the other (an empty line between chunks), an error names the line of the
// whole file, and an output file is written only if every chunk translated.
// Under --verify-diagnostics, the exit status is the check's.

// CHECK: define void @first()
// CHECK-NOT: define
// CHECK: define void @third()
// UNREG: define void @first()
// UNREG: define void @third()
llvm.func @first() {
  llvm.return
}

// -----

llvm.func @second() -> i32 {
  // ERR: [[FILE]]:{{[0-9]+}} offset :6:15: error: use of undeclared SSA value name
  // expected-error @below {{use of undeclared SSA value name}}
  llvm.return %x : i32
}

// -----

llvm.func @third() {
  llvm.return
}

// -----

llvm.func @fourth() {
  // ERR: [[FILE]]:{{[0-9]+}} offset :7:12: error: operation being parsed with an unregistered dialect
  // The parser rejects an op of an unknown dialect; with the flag, the
  // translation does.
  "foo.bar"() : () -> () // expected-error {{}}
  llvm.return
}
