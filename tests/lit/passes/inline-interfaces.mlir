// --inline on another dialect's functions and calls, loaded at run time:
// CallableOpInterface, CallOpInterface and ReturnLike say what is what, and
// the dialect's CallConversion op converts an argument, and the value
// returned, whose type is not the one expected; the private callee goes.
// RUN: rulir-opt --load-dialect %S/Inputs/inline-calls.ops --inline %s | FileCheck %s

"tc.fn"() <{sym_name = "double", sym_visibility = "private"}> ({
^bb0(%a: tensor<*xf32>):
  %0 = "arith.addf"(%a, %a) : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  "tc.ret"(%0) : (tensor<*xf32>) -> ()
}) : () -> ()
"tc.fn"() <{sym_name = "main"}> ({
^bb0(%x: tensor<2xf32>):
  %0 = "tc.call"(%x) <{callee = @double}> : (tensor<2xf32>) -> tensor<2xf32>
  "tc.ret"(%0) : (tensor<2xf32>) -> ()
}) : () -> ()

// CHECK-NOT:   sym_name = "double"
// CHECK:       "tc.fn"() <{sym_name = "main"}> ({
// CHECK-NEXT:  ^bb0(%arg0: tensor<2xf32>):
// CHECK-NEXT:    %0 = "tc.cast"(%arg0) : (tensor<2xf32>) -> tensor<*xf32>
// CHECK-NEXT:    %1 = arith.addf %0, %0 : tensor<*xf32>
// CHECK-NEXT:    %2 = "tc.cast"(%1) : (tensor<*xf32>) -> tensor<2xf32>
// CHECK-NEXT:    "tc.ret"(%2) : (tensor<2xf32>) -> ()
