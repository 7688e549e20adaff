// Strided slices, shape_cast between ranks 1 and 2 and transposes lowered
// by rulir-opt --convert-vector-to-llvm, translated to LLVM IR and run;
// mlir-opt-19 (with --convert-vector-to-scf for the prints of vectors) +
// mlir-cpu-runner-19 print the same lines.
// RUN: rulir-opt --convert-scf-to-cf --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s > %t.mlir
// RUN: rulir-run %t.mlir -e main -entry-point-result=void --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines
// RUN: rulir-run %t.mlir -e main -entry-point-result=void -O2 --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines
// RUN: %mlir_opt --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s | mlir-cpu-runner-19 -e main -entry-point-result=void --shared-libs=%mlir_runner_utils | FileCheck %s --match-full-lines

// CHECK:      ( 2, 3, 4 )
// CHECK-NEXT: ( ( 6, 7 ) )
// CHECK-NEXT: ( 0, 1, 2, 3, 4, -1, -2, 7 )
// CHECK-NEXT: ( ( 1, 2, 3, 4 ), ( 5, 6, 10, 20 ) )
// CHECK-NEXT: ( 1, 2, 3, 4, 5, 6, 7, 8 )
// CHECK-NEXT: ( ( 0, 1, 2, 3 ), ( 4, 5, 6, 7 ) )
// CHECK-NEXT: ( ( 1, 5 ), ( 2, 6 ), ( 3, 7 ), ( 4, 8 ) )

func.func @main() {
  %v = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]> : vector<8xf32>
  %w = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8]]> : vector<2x4xi32>
  %a = arith.constant dense<[-1.0, -2.0]> : vector<2xf32>
  %0 = vector.extract_strided_slice %v {offsets = [2], sizes = [3], strides = [1]} : vector<8xf32> to vector<3xf32>
  vector.print %0 : vector<3xf32>
  %1 = vector.extract_strided_slice %w {offsets = [1, 1], sizes = [1, 2], strides = [1, 1]} : vector<2x4xi32> to vector<1x2xi32>
  vector.print %1 : vector<1x2xi32>
  %2 = vector.insert_strided_slice %a, %v {offsets = [5], strides = [1]} : vector<2xf32> into vector<8xf32>
  vector.print %2 : vector<8xf32>
  %s = arith.constant dense<[[10, 20]]> : vector<1x2xi32>
  %3 = vector.insert_strided_slice %s, %w {offsets = [1, 2], strides = [1, 1]} : vector<1x2xi32> into vector<2x4xi32>
  vector.print %3 : vector<2x4xi32>
  %4 = vector.shape_cast %w : vector<2x4xi32> to vector<8xi32>
  vector.print %4 : vector<8xi32>
  %5 = vector.shape_cast %v : vector<8xf32> to vector<2x4xf32>
  vector.print %5 : vector<2x4xf32>
  %6 = vector.transpose %w, [1, 0] : vector<2x4xi32> to vector<4x2xi32>
  vector.print %6 : vector<4x2xi32>
  return
}
