// RUN: toyc-ch6 %s -emit=llvm -opt 2>&1 | FileCheck %s
// RUN: toyc-ch6 %s -emit=llvm 2>&1 | FileCheck %s --check-prefix=O0

// The tutorial's test of chapter 6 (test/Examples/Toy/Ch6/llvm-lowering.mlir):
// LLVM IR, optimized at -O3 under -opt: the loops unrolled, printf called
// on each element of transpose(x) * transpose(x).
toy.func @main() {
  %0 = toy.constant dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
  %2 = toy.transpose(%0 : tensor<2x3xf64>) to tensor<3x2xf64>
  %3 = toy.mul %2, %2 : tensor<3x2xf64>
  toy.print %3 : tensor<3x2xf64>
  toy.return
}

// CHECK-LABEL: define void @main()
// CHECK: @printf
// CHECK-SAME: 1.000000e+00
// CHECK: @printf
// CHECK-SAME: 1.600000e+01
// CHECK: @printf
// CHECK-SAME: 4.000000e+00
// CHECK: @printf
// CHECK-SAME: 2.500000e+01
// CHECK: @printf
// CHECK-SAME: 9.000000e+00
// CHECK: @printf
// CHECK-SAME: 3.600000e+01

// Without -opt: the buffers from malloc, the loops, the calls of printf.
// O0-DAG: @frmt_spec = internal constant [4 x i8] c"%f \00"
// O0-DAG: @nl = internal constant [2 x i8] c"\0A\00"
// O0-LABEL: define void @main()
// O0: call ptr @malloc(
// O0: call i32 (ptr, ...) @printf(ptr @frmt_spec, double %{{.*}})
// O0: call i32 (ptr, ...) @printf(ptr @nl)
// O0: call void @free(
