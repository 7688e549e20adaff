// 1-D vector.transfer_read and transfer_write (in bounds, out of bounds
// with padding, masked) lowered by rulir-opt --convert-vector-to-llvm and
// run; mlir-opt-19 + mlir-cpu-runner-19 print the same lines.
// RUN: rulir-opt --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s > %t.mlir
// RUN: rulir-run %t.mlir -e main -entry-point-result=void --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines
// RUN: %mlir_opt --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s | mlir-cpu-runner-19 -e main -entry-point-result=void --shared-libs=%mlir_runner_utils | FileCheck %s --match-full-lines

// CHECK:      ( 1, 2, 3, 4 )
// CHECK-NEXT: ( 0, 0, -1, -1 )
// CHECK-NEXT: ( 4, -1, 0, 0 )
// CHECK-NEXT: ( 10, 1, 30, 40, 4, 5, 10, 20 )

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %pad = arith.constant -1.0 : f32
  %m = memref.alloca() : memref<8xf32>
  scf.for %i = %c0 to %c6 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %m[%i] : memref<8xf32>
  }
  %z = arith.constant 0.0 : f32
  memref.store %z, %m[%c6] : memref<8xf32>
  %c7 = arith.constant 7 : index
  memref.store %z, %m[%c7] : memref<8xf32>
  %0 = vector.transfer_read %m[%c1], %pad {in_bounds = [true]} : memref<8xf32>, vector<4xf32>
  vector.print %0 : vector<4xf32>
  %1 = vector.transfer_read %m[%c6], %pad : memref<8xf32>, vector<4xf32>
  vector.print %1 : vector<4xf32>
  %k = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %2 = vector.transfer_read %m[%c4], %pad, %k : memref<8xf32>, vector<4xf32>
  vector.print %2 : vector<4xf32>
  %v = arith.constant dense<[10.0, 20.0, 30.0, 40.0]> : vector<4xf32>
  vector.transfer_write %v, %m[%c6] : vector<4xf32>, memref<8xf32>
  vector.transfer_write %v, %m[%c0], %k {in_bounds = [true]} : vector<4xf32>, memref<8xf32>
  %3 = vector.load %m[%c0] : memref<8xf32>, vector<8xf32>
  vector.print %3 : vector<8xf32>
  return
}
