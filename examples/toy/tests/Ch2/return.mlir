// RUN: not toyc-ch2 %s -emit=mlir 2>&1 | FileCheck %s
toy.func @f(%arg0: tensor<*xf64>) {
  // CHECK: return.mlir:[[@LINE+1]]:3: error: 'toy.return' op does not return the same number of values (1) as the enclosing function (0)
  toy.return %arg0 : tensor<*xf64>
}
