// A program against the vector dialect as MLIR's CPU programs use it:
// reductions (vector.reduction, masked too), a shuffle, masked 2-D and
// 1-D transfer_reads (partly out of bounds), permuted reads (transposed,
// broadcast, strided down a column, masked strided), a transfer_read in
// a vector.mask, maskedload/maskedstore, masked (also in a vector.mask),
// transposed and strided transfer_writes, an outer product in a
// vector.mask, a contraction (plain and in a vector.mask, a matmul
// and a dot product) and multi_reductions (plain and masked). Lowered by
// rulir's pipeline (--lower-vector-mask, --lower-vector-multi-reduction
// inner-reduction, --convert-vector-to-scf with buffers and fully
// unrolled, then affine, scf, vector, memref to llvm) and run by
// rulir-run; mlir-opt-19 + mlir-cpu-runner-19 print the same lines.
// RUN: rulir-opt --lower-vector-mask --lower-vector-multi-reduction=lowering-strategy=inner-reduction --convert-vector-to-scf --lower-affine --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s > %t.mlir
// RUN: rulir-run %t.mlir -e main -entry-point-result=void --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines
// RUN: rulir-run %t.mlir -e main -entry-point-result=void -O2 --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines
// RUN: rulir-opt --lower-vector-mask --lower-vector-multi-reduction=lowering-strategy=inner-reduction '--convert-vector-to-scf=full-unroll=true' --lower-affine --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s > %t.unrolled.mlir
// RUN: rulir-run %t.unrolled.mlir -e main -entry-point-result=void --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines
// RUN: %mlir_opt --lower-vector-mask --lower-vector-multi-reduction=lowering-strategy=inner-reduction --convert-vector-to-scf --lower-affine --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s | mlir-cpu-runner-19 -e main -entry-point-result=void --shared-libs=%mlir_runner_utils | FileCheck %s --match-full-lines

// CHECK:      ( 10, 11, 12, 13 )
// CHECK-NEXT: 46
// CHECK-NEXT: 13
// CHECK-NEXT: ( 24, 10, 22, 12, 13 )
// CHECK-NEXT: ( ( 22, 23, 24, -1 ), ( 32, 33, 34, -1 ), ( -1, -1, -1, -1 ) )
// CHECK-NEXT: ( 31, 32, 33, -1, -1 )
// CHECK-NEXT: ( ( 12, 22, 32 ), ( 13, 23, 33 ), ( 14, 24, 34 ), ( -1, -1, -1 ) )
// CHECK-NEXT: ( ( 31, 32, 33, 34, -1 ), ( 31, 32, 33, 34, -1 ) )
// CHECK-NEXT: ( 14, 24, 34, -1, -1 )
// CHECK-NEXT: ( 3, 13, -1, -1 )
// CHECK-NEXT: ( 1, 2, 3, -1 )
// CHECK-NEXT: ( 21, 9.5, 23, 24 )
// CHECK-NEXT: ( 0, 0, 21, 0, 23, 24, 0, 0 )
// CHECK-NEXT: ( ( 1, 3, 5, 0, 0 ), ( 2, 4, -5, -6, -7 ), ( 7, 0, 0, 22, 23 ), ( 8, 0, 0, 32, 33 ) )
// CHECK-NEXT: ( ( 84, 87 ), ( 714, 747 ) )
// CHECK-NEXT: ( ( 22, 23 ), ( 342, 363 ) )
// CHECK-NEXT: 452
// CHECK-NEXT: ( ( 2, 21, 2 ), ( 10, 11, 12 ) )
// CHECK-NEXT: ( 3, 33 )
// CHECK-NEXT: ( 1, 21 )
// CHECK-NEXT: 33

func.func @fill(%A: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %A, %c0 : memref<?x?xf32>
  %d1 = memref.dim %A, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %d0 step %c1 {
    scf.for %j = %c0 to %d1 step %c1 {
      %k10 = arith.constant 10 : index
      %a = arith.muli %i, %k10 : index
      %b = arith.addi %a, %j : index
      %bi = arith.index_cast %b : index to i32
      %f = arith.sitofp %bi : i32 to f32
      memref.store %f, %A[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %pad = arith.constant -1.0 : f32
  %A = memref.alloc(%c4, %c5) : memref<?x?xf32>
  call @fill(%A) : (memref<?x?xf32>) -> ()

  // Reductions and a shuffle.
  %v = vector.transfer_read %A[%c1, %c0], %pad : memref<?x?xf32>, vector<4xf32>
  vector.print %v : vector<4xf32>
  %sum = vector.reduction <add>, %v : vector<4xf32> into f32
  vector.print %sum : f32
  %mx = vector.reduction <maximumf>, %v : vector<4xf32> into f32
  vector.print %mx : f32
  %w = vector.transfer_read %A[%c2, %c1], %pad : memref<?x?xf32>, vector<4xf32>
  %sh = vector.shuffle %v, %w [7, 0, 5, 2, 3] : vector<4xf32>, vector<4xf32>
  vector.print %sh : vector<5xf32>

  // Masked transfers (2-D, partly out of bounds), a masked 1-D read.
  %m2 = vector.create_mask %c2, %c3 : vector<3x4xi1>
  %r2 = vector.transfer_read %A[%c2, %c2], %pad, %m2 : memref<?x?xf32>, vector<3x4xf32>
  vector.print %r2 : vector<3x4xf32>
  %m1 = vector.constant_mask [3] : vector<5xi1>
  %r1 = vector.transfer_read %A[%c3, %c1], %pad, %m1 : memref<?x?xf32>, vector<5xf32>
  vector.print %r1 : vector<5xf32>

  // Permuted reads: transposed, broadcast, strided (down a column).
  %t = vector.transfer_read %A[%c1, %c2], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x3xf32>
  vector.print %t : vector<4x3xf32>
  %b = vector.transfer_read %A[%c3, %c1], %pad {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<?x?xf32>, vector<2x5xf32>
  vector.print %b : vector<2x5xf32>
  %s = vector.transfer_read %A[%c1, %c4], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<5xf32>
  vector.print %s : vector<5xf32>
  %ms = vector.constant_mask [2] : vector<4xi1>
  %s2 = vector.transfer_read %A[%c0, %c3], %pad, %ms {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  vector.print %s2 : vector<4xf32>

  // A masked read in vector.mask.
  %m4 = vector.create_mask %c3 : vector<4xi1>
  %vm = vector.mask %m4 { vector.transfer_read %A[%c0, %c1], %pad : memref<?x?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.print %vm : vector<4xf32>

  // Masked loads and stores.
  %B = memref.alloc() : memref<8xf32>
  %z8 = arith.constant dense<0.0> : vector<8xf32>
  vector.store %z8, %B[%c0] : memref<8xf32>, vector<8xf32>
  %pass = arith.constant dense<[9.0, 9.5, 9.0, 9.5]> : vector<4xf32>
  %mk = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %ml = vector.maskedload %A[%c2, %c1], %mk, %pass : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %ml : vector<4xf32>
  vector.maskedstore %B[%c2], %mk, %ml : memref<8xf32>, vector<4xi1>, vector<4xf32>
  %bl = vector.load %B[%c0] : memref<8xf32>, vector<8xf32>
  vector.print %bl : vector<8xf32>

  // Masked, transposed and strided writes.
  %C = memref.alloc(%c4, %c5) : memref<?x?xf32>
  %zero = arith.constant 0.0 : f32
  %fill = arith.constant dense<0.0> : vector<4x5xf32>
  vector.transfer_write %fill, %C[%c0, %c0] : vector<4x5xf32>, memref<?x?xf32>
  %wm = vector.create_mask %c2, %c2 : vector<3x4xi1>
  vector.transfer_write %r2, %C[%c2, %c3], %wm : vector<3x4xf32>, memref<?x?xf32>
  %tw = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : vector<3x2xf32>
  vector.transfer_write %tw, %C[%c0, %c0] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<3x2xf32>, memref<?x?xf32>
  %sv = arith.constant dense<[7.0, 8.0, 9.0]> : vector<3xf32>
  vector.transfer_write %sv, %C[%c2, %c0] {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<3xf32>, memref<?x?xf32>
  %vwm = vector.create_mask %c3 : vector<5xi1>
  %row = arith.constant dense<[-5.0, -6.0, -7.0, -8.0, -9.0]> : vector<5xf32>
  vector.mask %vwm { vector.transfer_write %row, %C[%c1, %c2] : vector<5xf32>, memref<?x?xf32> } : vector<5xi1>
  %cr = vector.transfer_read %C[%c0, %c0], %pad : memref<?x?xf32>, vector<4x5xf32>
  vector.print %cr : vector<4x5xf32>

  // A contraction (a matrix product) and a multi-reduction.
  %ma = vector.transfer_read %A[%c0, %c0], %pad : memref<?x?xf32>, vector<2x3xf32>
  %mb = vector.transfer_read %A[%c1, %c1], %pad : memref<?x?xf32>, vector<3x2xf32>
  %acc = arith.constant dense<1.0> : vector<2x2xf32>
  %mm = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %ma, %mb, %acc : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  vector.print %mm : vector<2x2xf32>
  %cm = vector.constant_mask [2, 2, 2] : vector<2x2x3xi1>
  %mm2 = vector.mask %cm { vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %ma, %mb, %acc : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32> } : vector<2x2x3xi1> -> vector<2x2xf32>
  vector.print %mm2 : vector<2x2xf32>
  %dm = vector.create_mask %c2 : vector<4xi1>
  %dot = vector.mask %dm { vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %v, %w, %zero : vector<4xf32>, vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %dot : f32
  %om = vector.create_mask %c1, %c2 : vector<2x3xi1>
  %oa = arith.constant dense<[2.0, 3.0]> : vector<2xf32>
  %ob = arith.constant dense<[1.0, 10.0, 100.0]> : vector<3xf32>
  %op = vector.mask %om { vector.outerproduct %oa, %ob, %ma {kind = #vector.kind<add>} : vector<2xf32>, vector<3xf32> } : vector<2x3xi1> -> vector<2x3xf32>
  vector.print %op : vector<2x3xf32>
  %racc = arith.constant dense<0.0> : vector<2xf32>
  %mr = vector.multi_reduction <add>, %ma, %racc [1] : vector<2x3xf32> to vector<2xf32>
  vector.print %mr : vector<2xf32>
  %mrm = vector.constant_mask [2, 2] : vector<2x3xi1>
  %mr2 = vector.mask %mrm { vector.multi_reduction <add>, %ma, %racc [1] : vector<2x3xf32> to vector<2xf32> } : vector<2x3xi1> -> vector<2xf32>
  vector.print %mr2 : vector<2xf32>
  %rm = vector.mask %m4 { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %rm : f32

  memref.dealloc %A : memref<?x?xf32>
  memref.dealloc %B : memref<8xf32>
  memref.dealloc %C : memref<?x?xf32>
  return
}
