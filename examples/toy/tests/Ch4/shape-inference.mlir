// RUN: toyc-ch4 %s -emit=mlir -opt 2>&1 | FileCheck %s
// RUN: toyc-ch4 %s -emit=mlir 2>&1 | FileCheck %s --check-prefix=ROUND

// Shape inference on IR: the casts' result shapes come from their
// operands, then the casts fold; add takes its operands' shape, transpose
// the reverse. A call that cannot be inlined (recursion) stays.
toy.func @main() {
  %0 = toy.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
  %1 = toy.cast %0 : tensor<2x3xf64> to tensor<*xf64>
  %2 = toy.transpose(%1 : tensor<*xf64>) to tensor<*xf64>
  %3 = toy.add %2, %2 : tensor<*xf64>
  toy.print %3 : tensor<*xf64>
  toy.return
}

// CHECK-LABEL: toy.func @main()
// CHECK-NEXT:    %0 = toy.constant {{.*}} : tensor<2x3xf64>
// CHECK-NEXT:    %1 = toy.transpose(%0 : tensor<2x3xf64>) to tensor<3x2xf64>
// CHECK-NEXT:    %2 = toy.add %1, %1 : tensor<3x2xf64>
// CHECK-NEXT:    toy.print %2 : tensor<3x2xf64>

// ROUND: %1 = toy.cast %0 : tensor<2x3xf64> to tensor<*xf64>
