// RUN: toyc-ch3 %s -emit=mlir -opt 2>&1 | FileCheck %s
// Each combine alone, on toy IR.

// CHECK-LABEL: toy.func @reshape_reshape(
// CHECK-NEXT:    %0 = toy.reshape(%arg0 : tensor<*xf64>) to tensor<3x2xf64>
// CHECK-NEXT:    toy.return %0 : tensor<3x2xf64>
toy.func @reshape_reshape(%arg0: tensor<*xf64>) -> tensor<3x2xf64> {
  %0 = toy.reshape(%arg0 : tensor<*xf64>) to tensor<2x3xf64>
  %1 = toy.reshape(%0 : tensor<2x3xf64>) to tensor<3x2xf64>
  toy.return %1 : tensor<3x2xf64>
}

// CHECK-LABEL: toy.func @redundant_reshape(
// CHECK-NEXT:    toy.return %arg0 : tensor<2x3xf64>
toy.func @redundant_reshape(%arg0: tensor<2x3xf64>) -> tensor<2x3xf64> {
  %0 = toy.reshape(%arg0 : tensor<2x3xf64>) to tensor<2x3xf64>
  toy.return %0 : tensor<2x3xf64>
}

// A splat keeps being one.
// CHECK-LABEL: toy.func @constant_reshape(
// CHECK-NEXT:    %0 = toy.constant dense<1.000000e+00> : tensor<3x2xf64>
// CHECK-NEXT:    toy.print %0 : tensor<3x2xf64>
toy.func @constant_reshape() {
  %0 = toy.constant dense<1.0> : tensor<6xf64>
  %1 = toy.reshape(%0 : tensor<6xf64>) to tensor<3x2xf64>
  toy.print %1 : tensor<3x2xf64>
  toy.return
}

// A transpose of one transpose only stays.
// CHECK-LABEL: toy.func @one_transpose(
// CHECK-NEXT:    %0 = toy.transpose(%arg0 : tensor<*xf64>) to tensor<*xf64>
// CHECK-NEXT:    toy.return %0
toy.func @one_transpose(%arg0: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.transpose(%arg0 : tensor<*xf64>) to tensor<*xf64>
  toy.return %0 : tensor<*xf64>
}
