// RUN: not toyc-ch2 %s -emit=mlir 2>&1 | FileCheck %s
toy.func @f() {
  // CHECK: constant.mlir:[[@LINE+1]]:8: error: 'toy.constant' op return type shape mismatches its attribute at dimension 0: 2 != 3
  %0 = "toy.constant"() <{value = dense<1.0> : tensor<2xf64>}> : () -> tensor<3xf64>
  toy.return
}
