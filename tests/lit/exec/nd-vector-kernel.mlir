// An n-D vector kernel (rank 2 and 3): arith and math ops on n-D vectors,
// which the lowerings to the llvm dialect apply row by row of the
// !llvm.array nest (dialects/llvm/llvm_nd.c), a compare and a select with an
// n-D condition, casts, and vector.print of n-D vectors; lowered by rulir-opt
// --convert-vector-to-llvm --convert-to-llvm, translated to LLVM IR (arrays
// of vectors through extractvalue/insertvalue) and run. mlir-opt-19 (with
// --convert-vector-to-scf for the prints of vectors) + mlir-cpu-runner-19
// print the same lines. The operands come through a call, so that nothing
// folds before it is lowered.
// RUN: rulir-opt --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s > %t.mlir
// RUN: rulir-translate --mlir-to-llvmir %t.mlir | FileCheck %s --check-prefix=IR
// RUN: rulir-run %t.mlir -e main -entry-point-result=void --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines
// RUN: rulir-run %t.mlir -e main -entry-point-result=void -O2 --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines
// RUN: %mlir_opt --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s | mlir-cpu-runner-19 -e main -entry-point-result=void --shared-libs=%mlir_runner_utils | FileCheck %s --match-full-lines

// IR-LABEL: define void @kernel([2 x <4 x float>] %0, [2 x <4 x float>] %1, [2 x <3 x i32>] %2, [2 x <3 x i32>] %3, [2 x [2 x <2 x double>]] %4, [2 x <3 x i64>] %5) {
// IR-NEXT:    %7 = extractvalue [2 x <4 x float>] %0, 0
// IR-NEXT:    %8 = extractvalue [2 x <4 x float>] %1, 0
// IR-NEXT:    %9 = fadd <4 x float> %7, %8
// IR-NEXT:    %10 = insertvalue [2 x <4 x float>] undef, <4 x float> %9, 0
// IR-NEXT:    %11 = extractvalue [2 x <4 x float>] %0, 1
// IR-NEXT:    %12 = extractvalue [2 x <4 x float>] %1, 1
// IR-NEXT:    %13 = fadd <4 x float> %11, %12
// IR-NEXT:    %14 = insertvalue [2 x <4 x float>] %10, <4 x float> %13, 1
// IR:         fcmp olt <4 x float>
// IR:         select <4 x i1> %{{.*}}, <4 x float> %{{.*}}, <4 x float> %{{.*}}
// IR:         call <4 x float> @llvm.sqrt.v4f32(
// IR:         call <3 x i32> @llvm.ctlz.v3i32(
// IR:         fsub <2 x double>
// IR:         insertvalue [2 x [2 x <2 x double>]]

// CHECK:      ( ( 1.5, 2.5, 29, 26 ), ( 4.25, 2.5, 96.5, 1.0625 ) )
// CHECK-NEXT: ( ( 0.5, -6, 180, 160 ), ( 1, 0.5625, -350, 0.0625 ) )
// CHECK-NEXT: ( ( -0.5, 1.5, 9, -10 ), ( 0.25, -0.25, 3.5, 0.0625 ) )
// CHECK-NEXT: ( ( 1, 4, 20, 16 ), ( 4, 2.25, 100, 1 ) )
// CHECK-NEXT: ( ( 1, 2, 3, 4 ), ( 0.5, 1.5, 10, 0.25 ) )
// CHECK-NEXT: ( ( 1, 0.5, 0.333333, 0.25 ), ( 2, 0.666667, 0.1, 4 ) )
// CHECK-NEXT: ( ( 1.5, -2, 189, 176 ), ( 1.25, 2.8125, -250, 0.125 ) )
// CHECK-NEXT: ( ( 0, 1, 20, 10 ), ( 4, 0, 3, 1 ) )
// CHECK-NEXT: ( ( 3, 2, 30 ), ( 1720, 70, 3540 ) )
// CHECK-NEXT: ( ( 0, 1, 0 ), ( 215, 0, 1770 ) )
// CHECK-NEXT: ( ( 2, 1, 7 ), ( 40, 9, 1 ) )
// CHECK-NEXT: ( ( 1, 0, 2 ), ( 1, 7, 0 ) )
// CHECK-NEXT: ( ( 30, 31, 29 ), ( 30, 28, 31 ) )
// CHECK-NEXT: ( ( 1, -2, 3 ), ( 40, 5, -60 ) )
// CHECK-NEXT: ( ( 101, 198, 303 ), ( 40, 10, -54 ) )
// CHECK-NEXT: ( ( ( 1, 4 ), ( 9, 16 ) ), ( ( 25, 36 ), ( 49, 64 ) ) )
// CHECK-NEXT: ( ( ( 0, 0 ), ( 0, 0 ) ), ( ( 0, 0 ), ( 0, 0 ) ) )
// CHECK-NEXT: ( ( ( 1, 4 ), ( 9, 16 ) ), ( ( 25, 36 ), ( 49, 64 ) ) )

func.func @kernel(%a: vector<2x4xf32>, %b: vector<2x4xf32>, %i: vector<2x3xi32>, %j: vector<2x3xi32>, %d: vector<2x2x2xf64>, %x: vector<2x3xindex>) {
  // Float arithmetic, a compare and a select with an n-D condition.
  %s = arith.addf %a, %b : vector<2x4xf32>
  vector.print %s : vector<2x4xf32>
  %m = arith.mulf %a, %b fastmath<fast> : vector<2x4xf32>
  vector.print %m : vector<2x4xf32>
  %n = arith.negf %b : vector<2x4xf32>
  %c = arith.cmpf olt, %a, %b : vector<2x4xf32>
  %sel = arith.select %c, %a, %n : vector<2x4xi1>, vector<2x4xf32>
  vector.print %sel : vector<2x4xf32>
  %mx = arith.maximumf %a, %b : vector<2x4xf32>
  vector.print %mx : vector<2x4xf32>
  // math on n-D vectors: intrinsics, and expansions of several ops per row.
  %q = math.sqrt %a : vector<2x4xf32>
  vector.print %q : vector<2x4xf32>
  %r = math.rsqrt %a : vector<2x4xf32>
  vector.print %r : vector<2x4xf32>
  %f = math.fma %a, %b, %a : vector<2x4xf32>
  vector.print %f : vector<2x4xf32>
  %ab = math.absf %b : vector<2x4xf32>
  %fl = math.floor %ab : vector<2x4xf32>
  vector.print %fl : vector<2x4xf32>
  // Integers: arithmetic, shifts, compare + select, casts.
  %add = arith.addi %i, %j : vector<2x3xi32>
  %mul = arith.muli %add, %i overflow<nsw> : vector<2x3xi32>
  vector.print %mul : vector<2x3xi32>
  %sh = arith.shrsi %mul, %j : vector<2x3xi32>
  vector.print %sh : vector<2x3xi32>
  %ci = arith.cmpi sgt, %i, %j : vector<2x3xi32>
  %mi = arith.select %ci, %i, %j : vector<2x3xi1>, vector<2x3xi32>
  vector.print %mi : vector<2x3xi32>
  %rem = arith.remsi %mul, %j : vector<2x3xi32>
  vector.print %rem : vector<2x3xi32>
  %lz = math.ctlz %j : vector<2x3xi32>
  vector.print %lz : vector<2x3xi32>
  %fp = arith.sitofp %i : vector<2x3xi32> to vector<2x3xf64>
  vector.print %fp : vector<2x3xf64>
  %ext = arith.extsi %i : vector<2x3xi32> to vector<2x3xi64>
  %ix = arith.index_cast %ext : vector<2x3xi64> to vector<2x3xindex>
  %ix2 = arith.addi %ix, %x : vector<2x3xindex>
  %tr = arith.index_cast %ix2 : vector<2x3xindex> to vector<2x3xi16>
  vector.print %tr : vector<2x3xi16>
  // Rank 3.
  %d2 = arith.subf %d, %d : vector<2x2x2xf64>
  %d4 = arith.mulf %d, %d : vector<2x2x2xf64>
  vector.print %d4 : vector<2x2x2xf64>
  %e = math.expm1 %d2 : vector<2x2x2xf64>
  vector.print %e : vector<2x2x2xf64>
  %tf = arith.truncf %d4 : vector<2x2x2xf64> to vector<2x2x2xf32>
  vector.print %tf : vector<2x2x2xf32>
  return
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 4.0, 9.0, 16.0], [0.25, 2.25, 100.0, 0.0625]]> : vector<2x4xf32>
  %b = arith.constant dense<[[0.5, -1.5, 20.0, 10.0], [4.0, 0.25, -3.5, 1.0]]> : vector<2x4xf32>
  %i = arith.constant dense<[[1, -2, 3], [40, 5, -60]]> : vector<2x3xi32>
  %j = arith.constant dense<[[2, 1, 7], [3, 9, 1]]> : vector<2x3xi32>
  %d = arith.constant dense<[[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]]]> : vector<2x2x2xf64>
  %x = arith.constant dense<[[100, 200, 300], [65536, 5, 6]]> : vector<2x3xindex>
  call @kernel(%a, %b, %i, %j, %d, %x) : (vector<2x4xf32>, vector<2x4xf32>, vector<2x3xi32>, vector<2x3xi32>, vector<2x2x2xf64>, vector<2x3xindex>) -> ()
  return
}
