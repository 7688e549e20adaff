// 2-D vector.transfer_read (in bounds, and partly out of bounds: the
// padding) and transfer_write (partly out of bounds), and vector.print of
// 2-D vectors (i4 widened to i8), lowered by rulir's full pipeline
// (--convert-vector-to-scf: buffers, vector.type_cast, loops, guards and
// print loops; then affine, scf, vector, memref to llvm) and run by
// rulir-run; mlir-opt-19 + mlir-cpu-runner-19 print the same lines.
// RUN: rulir-opt --convert-vector-to-scf --lower-affine --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s > %t.mlir
// RUN: rulir-run %t.mlir -e main -entry-point-result=void --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines
// RUN: rulir-opt '--convert-vector-to-scf=full-unroll=true' --lower-affine --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s > %t.unrolled.mlir
// RUN: rulir-run %t.unrolled.mlir -e main -entry-point-result=void --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines
// RUN: %mlir_opt --convert-vector-to-scf --lower-affine --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s | mlir-cpu-runner-19 -e main -entry-point-result=void --shared-libs=%mlir_runner_utils | FileCheck %s --match-full-lines

// CHECK:      ( ( 0, 1, 2, 3 ), ( 5, 6, 7, 8 ), ( 10, 11, 12, 13 ) )
// CHECK-NEXT: ( ( 7, 8, 9, -1 ), ( 12, 13, 14, -1 ), ( -1, -1, -1, -1 ) )
// CHECK-NEXT: ( ( 0, 1, 2, 3, 4 ), ( 5, 6, 7, 8, 9 ), ( 10, 11, 12, 10, 20 ) )
// CHECK-NEXT: ( ( 1, 2 ), ( 3, 4 ) )

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %pad = arith.constant -1.0 : f32
  %m = memref.alloca() : memref<3x5xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %k = arith.muli %i, %c5 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      %f = arith.sitofp %li : i32 to f32
      memref.store %f, %m[%i, %j] : memref<3x5xf32>
    }
  }
  %0 = vector.transfer_read %m[%c0, %c0], %pad : memref<3x5xf32>, vector<3x4xf32>
  vector.print %0 : vector<3x4xf32>
  %1 = vector.transfer_read %m[%c1, %c2], %pad : memref<3x5xf32>, vector<3x4xf32>
  vector.print %1 : vector<3x4xf32>
  %v = arith.constant dense<[[10.0, 20.0, 30.0], [40.0, 50.0, 60.0]]> : vector<2x3xf32>
  vector.transfer_write %v, %m[%c2, %c3] : vector<2x3xf32>, memref<3x5xf32>
  %2 = vector.transfer_read %m[%c0, %c0], %pad : memref<3x5xf32>, vector<3x5xf32>
  vector.print %2 : vector<3x5xf32>
  %i4 = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi4>
  vector.print %i4 : vector<2x2xi4>
  return
}
