// A small vector kernel (fma, reductions with and without accumulator,
// shuffles, n-D broadcast/extract/insert/fma, extractelement/insertelement,
// splat, vector.print of scalars, vectors and strings) lowered by
// rulir-opt --convert-vector-to-llvm --convert-to-llvm, translated to LLVM IR
// and run; mlir-opt-19 (with --convert-vector-to-scf for the prints of
// vectors) + mlir-cpu-runner-19 print the same lines. The print functions
// come from MLIR's runner utilities.
// RUN: rulir-opt --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s > %t.mlir
// RUN: rulir-translate --mlir-to-llvmir %t.mlir | FileCheck %s --check-prefix=IR
// RUN: rulir-run %t.mlir -e main -entry-point-result=void --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines
// RUN: rulir-run %t.mlir -e main -entry-point-result=void -O2 --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines
// RUN: %mlir_opt --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s | mlir-cpu-runner-19 -e main -entry-point-result=void --shared-libs=%mlir_runner_utils | FileCheck %s --match-full-lines

// IR-DAG: call <4 x float> @llvm.fmuladd.v4f32(
// IR-DAG: call float @llvm.vector.reduce.fadd.v4f32(
// IR-DAG: call i32 @llvm.vector.reduce.smax.v4i32(
// IR-DAG: declare void @printF32(float)

// CHECK:      ( 1.5, -1, 7, 41 )
// CHECK-NEXT: 48.5
// CHECK-NEXT: 100
// CHECK-NEXT: -1
// CHECK-NEXT: 12
// CHECK-NEXT: 3
// CHECK-NEXT: 14
// CHECK-NEXT: -13
// CHECK-NEXT: ( 10, 1, -1, 3 )
// CHECK-NEXT: ( 8, 1, 9 ), 
// CHECK-NEXT: ( ( 8, 9 ), ( 8, 9 ), ( 8, 9 ) )
// CHECK-NEXT: 2.5
// CHECK-NEXT: ( ( 2.5, 2.5, 2.5 ), ( 100, 2.5, 2.5 ) )
// CHECK-NEXT: ( 100, 2.5, 2.5 )
// CHECK-NEXT: ( ( 8.75, 8.75, 8.75 ), ( 10100, 8.75, 8.75 ) )
// CHECK-NEXT: 3
// CHECK-NEXT: ( 1, 2, 100, 4 )
// CHECK-NEXT: ( 1, 1, 1 )
// CHECK-NEXT: ( 1.5, 2.5 )
// CHECK-NEXT: -1
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: done

func.func @main() {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %b = arith.constant dense<[0.5, -1.0, 2.0, 10.0]> : vector<4xf32>
  %c = arith.constant dense<1.0> : vector<4xf32>
  %f = vector.fma %a, %b, %c : vector<4xf32>
  vector.print %f : vector<4xf32>
  %s = vector.reduction <add>, %f : vector<4xf32> into f32
  vector.print %s : f32
  %acc = arith.constant 100.0 : f32
  %m = vector.reduction <maximumf>, %a, %acc : vector<4xf32> into f32
  vector.print %m : f32
  %mn = vector.reduction <minnumf>, %b : vector<4xf32> into f32
  vector.print %mn : f32
  %vi = arith.constant dense<[3, -7, 12, 5]> : vector<4xi32>
  %smax = vector.reduction <maxsi>, %vi : vector<4xi32> into i32
  vector.print %smax : i32
  %umin = vector.reduction <minui>, %vi : vector<4xi32> into i32
  vector.print %umin : i32
  %i0 = arith.constant 1 : i32
  %sum = vector.reduction <add>, %vi, %i0 : vector<4xi32> into i32
  vector.print %sum : i32
  %x = vector.reduction <xor>, %vi : vector<4xi32> into i32
  vector.print %x : i32
  %sh = vector.shuffle %a, %b [7, 0, 5, 2] : vector<4xf32>, vector<4xf32>
  vector.print %sh : vector<4xf32>
  %two = arith.constant dense<[8.0, 9.0]> : vector<2xf32>
  %sh2 = vector.shuffle %a, %two [4, 0, 5] : vector<4xf32>, vector<2xf32>
  vector.print %sh2 : vector<3xf32> punctuation <comma>
  vector.print punctuation <newline>
  %z = arith.constant 2.5 : f32
  %m2 = vector.broadcast %z : f32 to vector<2x3xf32>
  %row = vector.broadcast %two : vector<2xf32> to vector<3x2xf32>
  vector.print %row : vector<3x2xf32>
  %e = vector.extract %m2[1, 2] : f32 from vector<2x3xf32>
  vector.print %e : f32
  %m4 = vector.insert %z, %m2[0, 1] : f32 into vector<2x3xf32>
  %m5 = vector.insert %acc, %m4[1, 0] : f32 into vector<2x3xf32>
  vector.print %m5 : vector<2x3xf32>
  %r1 = vector.extract %m5[1] : vector<3xf32> from vector<2x3xf32>
  vector.print %r1 : vector<3xf32>
  %ff = vector.fma %m5, %m5, %m5 : vector<2x3xf32>
  vector.print %ff : vector<2x3xf32>
  %idx = arith.constant 2 : index
  %ee = vector.extractelement %a[%idx : index] : vector<4xf32>
  vector.print %ee : f32
  %ie = vector.insertelement %acc, %a[%idx : index] : vector<4xf32>
  vector.print %ie : vector<4xf32>
  %sp = vector.splat %i0 : vector<3xi32>
  vector.print %sp : vector<3xi32>
  %d = arith.constant dense<[1.5, 2.5]> : vector<2xf64>
  vector.print %d : vector<2xf64>
  %ui = arith.constant -1 : i8
  vector.print %ui : i8
  %b1 = arith.constant true
  vector.print %b1 : i1
  vector.print %idx : index
  vector.print str "done\n"
  return
}
