// vector.outerproduct lowered by rulir-opt --convert-vector-to-llvm (in the
// greedy pre-pass, as MLIR's OuterProductOpLowering) and run;
// mlir-opt-19 + mlir-cpu-runner-19 print the same lines.
// RUN: rulir-opt --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s > %t.mlir
// RUN: rulir-run %t.mlir -e main -entry-point-result=void --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines
// RUN: %mlir_opt --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s | mlir-cpu-runner-19 -e main -entry-point-result=void --shared-libs=%mlir_runner_utils | FileCheck %s --match-full-lines

// CHECK:      ( ( 3, 4, 5 ), ( 6, 8, 10 ) )
// CHECK-NEXT: ( ( 4, 5, 6 ), ( 16, 18, 20 ) )
// CHECK-NEXT: ( ( 3, 4, 5 ), ( 10, 10, 10 ) )
// CHECK-NEXT: ( 6, 8, 10 )
// CHECK-NEXT: ( ( 103, 204 ), ( 306, 408 ) )

func.func @main() {
  %a = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %b = arith.constant dense<[3.0, 4.0, 5.0]> : vector<3xf32>
  %c = arith.constant dense<[[1.0, 1.0, 1.0], [10.0, 10.0, 10.0]]> : vector<2x3xf32>
  %s = arith.constant 2.0 : f32
  %0 = vector.outerproduct %a, %b : vector<2xf32>, vector<3xf32>
  vector.print %0 : vector<2x3xf32>
  %1 = vector.outerproduct %a, %b, %c : vector<2xf32>, vector<3xf32>
  vector.print %1 : vector<2x3xf32>
  %2 = vector.outerproduct %a, %b, %c {kind = #vector.kind<maxnumf>} : vector<2xf32>, vector<3xf32>
  vector.print %2 : vector<2x3xf32>
  %3 = vector.outerproduct %b, %s : vector<3xf32>, f32
  vector.print %3 : vector<3xf32>
  %ia = arith.constant dense<[1, 2]> : vector<2xi32>
  %ib = arith.constant dense<[3, 4]> : vector<2xi32>
  %ic = arith.constant dense<[[100, 200], [300, 400]]> : vector<2x2xi32>
  %4 = vector.outerproduct %ia, %ib, %ic : vector<2xi32>, vector<2xi32>
  vector.print %4 : vector<2x2xi32>
  return
}
