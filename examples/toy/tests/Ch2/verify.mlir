// RUN: not toyc-ch2 %s -x mlir -emit=mlir 2>&1 | FileCheck %s
// The toy ops' own checks.
toy.func @f(%arg0: tensor<2x3xf64>) {
  // CHECK: verify.mlir:[[@LINE+1]]:8: error: 'toy.transpose' op expected result shape to be a transpose of the input
  %0 = toy.transpose(%arg0 : tensor<2x3xf64>) to tensor<2x3xf64>
  toy.return
}
