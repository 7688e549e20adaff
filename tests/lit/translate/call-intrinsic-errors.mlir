// llvm.call_intrinsic whose intrinsic does not exist or whose signature is
// not the intrinsic's: worded as mlir-translate-19 words them, each followed
// by "LLVM Translation failed for operation". An overloaded intrinsic takes
// only the overloads its type constraints allow (llvm.round: floats).
// RUN: rulir-translate -mlir-to-llvmir -split-input-file -verify-diagnostics %s | FileCheck %s

llvm.func @no_intrinsic() {
  // expected-error@below {{could not find LLVM intrinsic: "llvm.does_not_exist"}}
  // expected-error@below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  llvm.call_intrinsic "llvm.does_not_exist"() : () -> ()
  llvm.return
}

// -----

llvm.func @bad_overload(%a: i16) -> i16 {
  // expected-error@below {{call intrinsic signature i16 (i16) to overloaded intrinsic "llvm.round" does not match any of the overloads}}
  // expected-error@below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  %0 = llvm.call_intrinsic "llvm.round"(%a) : (i16) -> i16
  llvm.return %0 : i16
}

// -----

// CHECK-LABEL: define double @good_overload
// CHECK: call double @llvm.round.f64(double
llvm.func @good_overload(%a: f64) -> f64 {
  %0 = llvm.call_intrinsic "llvm.round"(%a) : (f64) -> f64
  llvm.return %0 : f64
}

// -----

llvm.func @bad_result() {
  // expected-error@below {{intrinsic call returns i32 but "llvm.x86.sse41.round.ss" actually returns <4 x float>}}
  // expected-error@below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  llvm.call_intrinsic "llvm.x86.sse41.round.ss"() : () -> i32
  llvm.return
}

// -----

llvm.func @bad_count(%v: vector<4xf32>) {
  // expected-error@below {{intrinsic call has 1 operands but "llvm.x86.sse41.round.ss" expects 3}}
  // expected-error@below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  llvm.call_intrinsic "llvm.x86.sse41.round.ss"(%v) : (vector<4xf32>) -> vector<4xf32>
  llvm.return
}

// -----

llvm.func @bad_operand(%v: vector<4xf32>, %w: vector<2xf64>, %i: i32) {
  // expected-error@below {{intrinsic call operand #1 has type <2 x double> but "llvm.x86.sse41.round.ss" expects <4 x float>}}
  // expected-error@below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  llvm.call_intrinsic "llvm.x86.sse41.round.ss"(%v, %w, %i) : (vector<4xf32>, vector<2xf64>, i32) -> vector<4xf32>
  llvm.return
}
