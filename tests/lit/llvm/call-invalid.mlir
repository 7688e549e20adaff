// llvm.call's trailing types and verifier (var_callee_type, results) are
// checked as MLIR 19 checks them (the file passes --verify-diagnostics
// under both tools).
// RUN: rulir-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

func.func @no_callee() {
  // expected-error @+1 {{'llvm.call' op must have either a `callee` attribute or at least an operand}}
  "llvm.call"() : () -> ()
  return
}

// -----

func.func @indirect_one_type(%f: !llvm.ptr, %a: i8) {
  // expected-error @+1 {{custom op 'llvm.call' expected indirect call to have 2 trailing types}}
  llvm.call %f(%a) : (i8) -> (i8)
  return
}

// -----

func.func @indirect_void(%f: !llvm.ptr, %a: i8) {
  // expected-error @+1 {{expected a non-void result type}}
  llvm.call %f(%a) : !llvm.ptr, (i8) -> (!llvm.void)
  return
}

// -----

func.func @operand_count(%f: !llvm.ptr, %a: i8) {
  // expected-error @+1 {{custom op 'llvm.call' 2 operands present, but expected 3}}
  llvm.call %f(%a) : !llvm.ptr, (i8, i8) -> (i8)
  return
}

// -----

func.func @tensor_result(%f: !llvm.ptr) {
  // expected-error @+1 {{'llvm.call' op result #0 must be LLVM dialect-compatible type, but got 'tensor<*xi32>'}}
  llvm.call %f() : !llvm.ptr, () -> (tensor<*xi32>)
  return
}

// -----

llvm.func @callee() -> i8

func.func @result_mismatch() {
  // expected-error @+1 {{'llvm.call' op result type mismatch: 'i32' != 'i8'}}
  %0 = llvm.call @callee() : () -> i32
  return
}

// -----

llvm.func @callee() -> i8

func.func @no_value() {
  // expected-error @+1 {{expected function call to produce a value}}
  llvm.call @callee() : () -> ()
  return
}

// -----

llvm.func @variadic(%a: i32, ...)

llvm.func @var_not_func(%a: i32) {
  // expected-error @+1 {{attribute 'var_callee_type' failed to satisfy constraint: type attribute of LLVM function type}}
  llvm.call @variadic(%a) vararg(i32) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @var_params(%f: !llvm.ptr, %a: i32) {
  // expected-error @+1 {{expected var_callee_type to have at most 0 parameters}}
  llvm.call @variadic() vararg(!llvm.func<void (i32, ...)>) : () -> ()
  llvm.return
}

// -----

llvm.func @var_indirect(%f: !llvm.ptr, %a: i32) {
  // expected-error @+1 {{var_callee_type parameter type mismatch: 'i64' != 'i32'}}
  llvm.call %f(%a) vararg(!llvm.func<void (i64, ...)>) : !llvm.ptr, (i32) -> ()
  llvm.return
}

// -----

llvm.func @variadic(%a: i32, ...) -> i32

llvm.func @var_ok(%f: !llvm.ptr, %a: i32, %b: f64) -> i32 {
  %0 = llvm.call @variadic(%a, %b) vararg(!llvm.func<i32 (i32, ...)>) : (i32, f64) -> i32
  %1 = llvm.call %f(%a, %b) vararg(!llvm.func<i32 (...)>) : !llvm.ptr, (i32, f64) -> i32
  llvm.return %1 : i32
}
