// RUN: not toyc-ch2 %s -emit=mlir 2>&1 | FileCheck %s
// The tutorial's invalid toy IR: toy.print takes an operand, returns
// nothing, and the block has no terminator.
toy.func @main() {
  // CHECK: invalid.mlir:[[@LINE+1]]:8: error: 'toy.print' op requires a single operand
  %0 = "toy.print"()  : () -> tensor<2x3xf64>
}
