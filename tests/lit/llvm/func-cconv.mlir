// llvm.func: every calling convention keyword of MLIR 19 before the symbol
// name (printed back so, and exported as LLVM's), and the verifier's and
// parser's messages about the signature, as mlir-opt-19 gives them.
// RUN: rulir-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: rulir-opt %s -split-input-file -verify-diagnostics | rulir-translate -mlir-to-llvmir -split-input-file | FileCheck %s --check-prefix=LLVM

// CHECK: llvm.func ptx_kernelcc @kernel()
// LLVM: define ptx_kernel void @kernel()
llvm.func ptx_kernelcc @kernel() {
  llvm.return
}
// CHECK: llvm.func amdgpu_kernelcc @amd()
// LLVM: define amdgpu_kernel void @amd()
llvm.func amdgpu_kernelcc @amd() {
  llvm.return
}
// CHECK: llvm.func cfguard_checkcc @guard()
// LLVM: define cfguard_checkcc void @guard()
llvm.func cfguard_checkcc @guard() {
  llvm.return
}
// CHECK: llvm.func m68k_intrcc @m68k()
// LLVM: define cc101 void @m68k()
llvm.func m68k_intrcc @m68k() {
  llvm.return
}

// -----

// expected-error@+1 {{variadic arguments must be in the end of the argument list}}
llvm.func @variadic_inside(%arg0: i32, ..., %arg1: i32)

// -----

// expected-error@+1 {{functions cannot have 'common' linkage}}
llvm.func common @common_linkage() {
  llvm.return
}

// -----

// expected-error@+1 {{'llvm.func' op attribute 'function_type' failed to satisfy constraint: type attribute of LLVM function type}}
"llvm.func"() ({}) {sym_name = "non_llvm_type", function_type = i64} : () -> ()

// -----

// expected-error@+1 {{'llvm.func' op requires attribute 'function_type'}}
"llvm.func"() ({}) {sym_name = "missing_type"} : () -> ()

// -----

// expected-error@+1 {{entry block argument #0('tensor<*xf32>') must match the type of the corresponding argument in function signature('i64')}}
"llvm.func"() ({
^bb0(%arg0: tensor<*xf32>):
  llvm.return
}) {function_type = !llvm.func<void (i64)>, sym_name = "wrong_arg_type"} : () -> ()

// -----

// An unknown keyword in the llvm dialect's enum attributes: MLIR's two
// errors (the attribute's own message, then its parameter).
module {
  "llvm.func"() ({
  // expected-error @below {{invalid Calling Conventions specification: cc_12}}
  // expected-error @below {{failed to parse CConvAttr parameter 'CallingConv' which is to be a `CConv`}}
  }) {sym_name = "generic_unknown_calling_convention", CConv = #llvm.cconv<cc_12>, function_type = !llvm.func<i64 (i64, i64)>} : () -> ()
}

// -----

// expected-error @below {{invalid LLVM linkage types specification: foo}}
// expected-error @below {{failed to parse LinkageAttr parameter 'linkage' which is to be a `linkage::Linkage`}}
"test.op"() {a = #llvm.linkage<foo>} : () -> ()

// -----

// expected-error @below {{FastmathFlags to be one of: none, nnan}}
// expected-error @below {{failed to parse LLVM_FastmathFlagsAttr parameter 'value'}}
"test.op"() {a = #llvm.fastmath<foo>} : () -> ()
