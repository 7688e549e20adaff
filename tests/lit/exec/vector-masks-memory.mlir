// Masks, masked memory ops, bitcasts, step and shape_cast lowered by
// rulir-opt --convert-vector-to-llvm, translated to LLVM IR and run:
// create_mask/constant_mask (1-D and 2-D), maskedload/maskedstore,
// gather/scatter, expandload/compressstore on a stack buffer, bitcast (1-D
// and 2-D), step, and an n-D shape_cast. mlir-opt-19 (with
// --convert-vector-to-scf for the prints of vectors) + mlir-cpu-runner-19
// print the same lines.
// RUN: rulir-opt --convert-scf-to-cf --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s > %t.mlir
// RUN: rulir-translate --mlir-to-llvmir %t.mlir | FileCheck %s --check-prefix=IR
// RUN: rulir-run %t.mlir -e main -entry-point-result=void --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines
// RUN: rulir-run %t.mlir -e main -entry-point-result=void -O2 --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines
// RUN: %mlir_opt --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s | mlir-cpu-runner-19 -e main -entry-point-result=void --shared-libs=%mlir_runner_utils | FileCheck %s --match-full-lines

// IR-DAG: call <4 x float> @llvm.masked.load.v4f32.p0(
// IR-DAG: call void @llvm.masked.store.v4f32.p0(
// IR-DAG: call <4 x float> @llvm.masked.gather.v4f32.v4p0(
// IR-DAG: call void @llvm.masked.scatter.v4f32.v4p0(
// IR-DAG: call <4 x float> @llvm.masked.expandload.v4f32(
// IR-DAG: call void @llvm.masked.compressstore.v4f32(

// CHECK:      ( 1, 1, 1, 0 )
// CHECK-NEXT: ( ( 1, 1, 0 ), ( 0, 0, 0 ) )
// CHECK-NEXT: ( ( 1, 1, 0 ), ( 0, 0, 0 ) )
// CHECK-NEXT: ( 2, 3, 4, 1 )
// CHECK-NEXT: ( -2, -3, -4, 3, 4, 5, 6, 7 )
// CHECK-NEXT: ( 7, -2, 5, 1 )
// CHECK-NEXT: ( 11, -3, -4, 3, 4, 12, 6, 10 )
// CHECK-NEXT: ( 3, 1, 4, 1 )
// CHECK-NEXT: ( 10, 12, -4, 3, 4, 12, 6, 10 )
// CHECK-NEXT: ( 1092616192, 1093664768, 1094713344, 1095761920 )
// CHECK-NEXT: ( ( 1, 0, 2, 0 ), ( 3, 0, 4, 0 ) )
// CHECK-NEXT: ( 0, 1, 2, 3 )
// CHECK-NEXT: ( 1.5, 2.5, 3.5, 4.5 )

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %f0 = arith.constant 0.0 : f32
  %f1 = arith.constant 1.0 : f32
  %m = memref.alloca() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %m[%i] : memref<8xf32>
  }
  %mask = vector.create_mask %c3 : vector<4xi1>
  vector.print %mask : vector<4xi1>
  %cm = vector.constant_mask [1, 2] : vector<2x3xi1>
  vector.print %cm : vector<2x3xi1>
  %cm2 = vector.create_mask %c1, %c2 : vector<2x3xi1>
  vector.print %cm2 : vector<2x3xi1>
  %pt = vector.splat %f1 : vector<4xf32>
  %ld = vector.maskedload %m[%c2], %mask, %pt : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %ld : vector<4xf32>
  %neg = arith.negf %ld : vector<4xf32>
  vector.maskedstore %m[%c0], %mask, %neg : memref<8xf32>, vector<4xi1>, vector<4xf32>
  %all = vector.load %m[%c0] : memref<8xf32>, vector<8xf32>
  vector.print %all : vector<8xf32>
  %idx = arith.constant dense<[7, 0, 5, 1]> : vector<4xi32>
  %g = vector.gather %m[%c0] [%idx], %mask, %pt : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %g : vector<4xf32>
  %sv = arith.constant dense<[10.0, 11.0, 12.0, 13.0]> : vector<4xf32>
  vector.scatter %m[%c0] [%idx], %mask, %sv : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %all2 = vector.load %m[%c0] : memref<8xf32>, vector<8xf32>
  vector.print %all2 : vector<8xf32>
  %emask = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  %e = vector.expandload %m[%c3], %emask, %pt : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %e : vector<4xf32>
  vector.compressstore %m[%c0], %emask, %sv : memref<8xf32>, vector<4xi1>, vector<4xf32>
  %all3 = vector.load %m[%c0] : memref<8xf32>, vector<8xf32>
  vector.print %all3 : vector<8xf32>
  %bc = vector.bitcast %sv : vector<4xf32> to vector<4xi32>
  vector.print %bc : vector<4xi32>
  %ints = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %bc2 = vector.bitcast %ints : vector<2x2xi32> to vector<2x4xi16>
  vector.print %bc2 : vector<2x4xi16>
  %st = vector.step : vector<4xindex>
  vector.print %st : vector<4xindex>
  %sh = arith.constant dense<[[[1.5, 2.5]], [[3.5, 4.5]]]> : vector<2x1x2xf32>
  %flat = vector.shape_cast %sh : vector<2x1x2xf32> to vector<4xf32>
  vector.print %flat : vector<4xf32>
  return
}
