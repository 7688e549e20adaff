// vector.contract (matmul, matvec, dot, a batched and a transposed one)
// and vector.multi_reduction (both strategies' shapes) lowered by rulir-opt
// (--lower-vector-multi-reduction, then --convert-vector-to-llvm) and run;
// mlir-opt-19 + mlir-cpu-runner-19 print the same lines (MLIR 19 prints
// vectors through --convert-vector-to-scf; rulir's --convert-vector-to-llvm
// does it itself).
// RUN: rulir-opt --lower-vector-multi-reduction --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s > %t.mlir
// RUN: rulir-run %t.mlir -e main -entry-point-result=void --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines
// RUN: rulir-opt --lower-vector-multi-reduction=lowering-strategy=inner-reduction --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s > %t2.mlir
// RUN: rulir-run %t2.mlir -e main -entry-point-result=void --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines
// RUN: %mlir_opt --lower-vector-multi-reduction --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s | mlir-cpu-runner-19 -e main -entry-point-result=void --shared-libs=%mlir_runner_utils | FileCheck %s --match-full-lines

#matmul = {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
           iterator_types = ["parallel", "parallel", "reduction"]}
#matvec = {indexing_maps = [affine_map<(m, k) -> (m, k)>, affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (m)>],
           iterator_types = ["parallel", "reduction"]}
#dot = {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>],
        iterator_types = ["reduction"]}
#batch = {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>,
                           affine_map<(b, m, n, k) -> (b, m, n)>],
          iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
#trans = {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (n, m)>],
          iterator_types = ["parallel", "parallel", "reduction"]}

// CHECK:      ( ( 23, 28 ), ( 50, 64 ) )
// CHECK-NEXT: ( 15, 42 )
// CHECK-NEXT: 33
// CHECK-NEXT: ( ( ( 3, 4 ), ( 8, 8 ) ), ( ( 0, 1 ), ( 0, 0 ) ) )
// CHECK-NEXT: ( ( 23, 28 ), ( 38, 46 ) )
// CHECK-NEXT: ( 0, 7, 16 )
// CHECK-NEXT: ( 7, 17 )
// CHECK-NEXT: 24
// CHECK-NEXT: ( 36, 36, 36 )
// CHECK-NEXT: 3
// CHECK-NEXT: ( 1, 4, 5 )

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %b = arith.constant dense<[[1.0, 2.0], [2.0, 3.0], [3.0, 4.0]]> : vector<3x2xf32>
  %c = arith.constant dense<[[9.0, 8.0], [18.0, 17.0]]> : vector<2x2xf32>
  %0 = vector.contract #matmul %a, %b, %c : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  vector.print %0 : vector<2x2xf32>

  %x = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %ai = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %ci = arith.constant dense<[1, 10]> : vector<2xi32>
  %1 = vector.contract #matvec %ai, %x, %ci : vector<2x3xi32>, vector<3xi32> into vector<2xi32>
  vector.print %1 : vector<2xi32>

  %y = arith.constant dense<[4.0, 5.0, 6.0]> : vector<3xf32>
  %z = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %s = arith.constant 1.0 : f32
  %2 = vector.contract #dot %y, %z, %s : vector<3xf32>, vector<3xf32> into f32
  vector.print %2 : f32

  %ba = arith.constant dense<[[[1, 2], [3, 4]], [[0, 1], [1, 0]]]> : vector<2x2x2xi64>
  %bb = arith.constant dense<[[[1, 0], [1, 2]], [[0, 0], [0, 1]]]> : vector<2x2x2xi64>
  %bc = arith.constant dense<[[[0, 0], [1, 0]], [[0, 0], [0, 0]]]> : vector<2x2x2xi64>
  %3 = vector.contract #batch %ba, %bb, %bc : vector<2x2x2xi64>, vector<2x2x2xi64> into vector<2x2x2xi64>
  vector.print %3 : vector<2x2x2xi64>

  %4 = vector.contract #trans %b, %b, %c : vector<3x2xf32>, vector<3x2xf32> into vector<2x2xf32>
  vector.print %4 : vector<2x2xf32>

  %m = arith.constant dense<[[1, 2, 3], [-1, 5, 13]]> : vector<2x3xi32>
  %acc3 = arith.constant dense<[0, 0, 0]> : vector<3xi32>
  %5 = vector.multi_reduction <add>, %m, %acc3 [0] : vector<2x3xi32> to vector<3xi32>
  vector.print %5 : vector<3xi32>
  %acc2 = arith.constant dense<[1, 0]> : vector<2xi32>
  %6 = vector.multi_reduction <add>, %m, %acc2 [1] : vector<2x3xi32> to vector<2xi32>
  vector.print %6 : vector<2xi32>
  %r0 = arith.constant 1 : i32
  %7 = vector.multi_reduction <add>, %m, %r0 [0, 1] : vector<2x3xi32> to i32
  vector.print %7 : i32
  %f3 = arith.constant dense<[[[1.0, 2.0, 3.0], [1.0, 2.0, 3.0]], [[1.0, 2.0, 3.0], [1.0, 2.0, 3.0]]]> : vector<2x2x3xf32>
  %facc = arith.constant dense<[1.0, 1.0, 1.0]> : vector<3xf32>
  %8 = vector.multi_reduction <mul>, %f3, %facc [0, 1] : vector<2x2x3xf32> to vector<3xf32>
  %9 = arith.constant dense<[12.0, 1.5, 2.25]> : vector<3xf32>
  %10 = arith.mulf %8, %9 : vector<3xf32>
  %11 = arith.constant dense<[[12.0, 16.0, 16.0], [20.0, 36.0, 36.0], [36.0, 0.0, 0.0]]> : vector<3x3xf32>
  %12 = vector.multi_reduction <maxnumf>, %11, %facc [0] : vector<3x3xf32> to vector<3xf32>
  %13 = arith.divf %12, %facc : vector<3xf32>
  %14 = arith.mulf %13, %facc : vector<3xf32>
  vector.print %14 : vector<3xf32>
  %mi = arith.constant dense<[7, 3, 9, 4]> : vector<4xi32>
  %big = arith.constant 100 : i32
  %15 = vector.multi_reduction <minsi>, %mi, %big [0] : vector<4xi32> to i32
  vector.print %15 : i32
  %neg = arith.constant dense<[[-1, 4, 5], [2, 2, 7]]> : vector<2x3xi32>
  %nacc = arith.constant dense<[-5, -5, -5]> : vector<3xi32>
  %16 = vector.multi_reduction <maxsi>, %neg, %nacc [0] : vector<2x3xi32> to vector<3xi32>
  %17 = arith.constant dense<[1, 0, 2]> : vector<3xi32>
  %18 = arith.subi %16, %17 : vector<3xi32>
  vector.print %18 : vector<3xi32>
  return
}
