// Subviews (dynamic offsets and strides, rank-reducing, subview of subview,
// in loops), expand_shape/collapse_shape and affine ops (apply, min, max,
// for, if, load, store) lowered by rulir-opt through the whole pipeline
// (expand-strided-metadata, lower-affine, arith-expand, scf-to-cf,
// finalize-memref-to-llvm, convert-to-llvm) and run by rulir-run; the same
// program lowered by mlir-opt-19 and run by mlir-cpu-runner-19 prints the same.
// RUN: rulir-opt --expand-strided-metadata --lower-affine --arith-expand --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s | rulir-run - -e main -entry-point-result=void --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines
// RUN: rulir-opt --expand-strided-metadata --lower-affine --arith-expand --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s | rulir-run - -e main -entry-point-result=void -O2 --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines
// RUN: %mlir_opt --expand-strided-metadata --lower-affine --arith-expand --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s | mlir-cpu-runner-19 -e main -entry-point-result=void --shared-libs=%mlir_runner_utils | FileCheck %s --match-full-lines

func.func private @printI64(i64)
func.func private @printNewline()

func.func @print_i(%v: index) {
  %i = arith.index_cast %v : index to i64
  call @printI64(%i) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// m[i, j] = i * 10 + j over a 6x8 buffer.
func.func @fill(%m: memref<6x8xindex>) {
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 8 {
      %v = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%i, %j)
      affine.store %v, %m[%i, %j] : memref<6x8xindex>
    }
  }
  return
}

// The sum of a strided 2-d view.
func.func @sum2(%v: memref<?x?xindex, strided<[?, ?], offset: ?>>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %v, %c0 : memref<?x?xindex, strided<[?, ?], offset: ?>>
  %k = memref.dim %v, %c1 : memref<?x?xindex, strided<[?, ?], offset: ?>>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c0) -> index {
    %t = scf.for %j = %c0 to %k step %c1 iter_args(%b = %a) -> index {
      %x = memref.load %v[%i, %j] : memref<?x?xindex, strided<[?, ?], offset: ?>>
      %y = arith.addi %b, %x : index
      scf.yield %y : index
    }
    scf.yield %t : index
  }
  return %s : index
}

func.func @main() {
  %m = memref.alloc() : memref<6x8xindex>
  call @fill(%m) : (memref<6x8xindex>) -> ()
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  // Rows 1..3, columns 2, 4, 6: 12+14+16 + 22+24+26 + 32+34+36 = 216.
  %v = memref.subview %m[%c1, %c2] [3, 3] [1, %c2] : memref<6x8xindex> to memref<3x3xindex, strided<[8, ?], offset: ?>>
  %vc = memref.cast %v : memref<3x3xindex, strided<[8, ?], offset: ?>> to memref<?x?xindex, strided<[?, ?], offset: ?>>
  %s1 = call @sum2(%vc) : (memref<?x?xindex, strided<[?, ?], offset: ?>>) -> index
  call @print_i(%s1) : (index) -> ()
  // CHECK:216
  // Of that view, row 1 from column 1 (rank-reducing): 24 + 26 = 50.
  %w = memref.subview %v[1, 1] [1, 2] [1, 1] : memref<3x3xindex, strided<[8, ?], offset: ?>> to memref<2xindex, strided<[?], offset: ?>>
  %w0 = memref.load %w[%c1] : memref<2xindex, strided<[?], offset: ?>>
  %c0 = arith.constant 0 : index
  %w1 = memref.load %w[%c0] : memref<2xindex, strided<[?], offset: ?>>
  %s2 = arith.addi %w0, %w1 : index
  call @print_i(%s2) : (index) -> ()
  // CHECK-NEXT:50
  // A 2x4 block reshaped: rows 4..5, columns 0..3 as 8 elements, then 2x2x2.
  %b = memref.subview %m[4, 0] [2, 4] [1, 1] : memref<6x8xindex> to memref<2x4xindex, strided<[8, 1], offset: 32>>
  %e = memref.expand_shape %b [[0], [1, 2]] output_shape [2, 2, 2] : memref<2x4xindex, strided<[8, 1], offset: 32>> into memref<2x2x2xindex, strided<[8, 2, 1], offset: 32>>
  %e3 = memref.load %e[%c1, %c1, %c0] : memref<2x2x2xindex, strided<[8, 2, 1], offset: 32>>
  call @print_i(%e3) : (index) -> ()
  // CHECK-NEXT:52
  %row = memref.subview %m[%c3, 0] [1, 8] [1, 1] : memref<6x8xindex> to memref<1x8xindex, strided<[8, 1], offset: ?>>
  %flat = memref.collapse_shape %row [[0, 1]] : memref<1x8xindex, strided<[8, 1], offset: ?>> into memref<8xindex, strided<[1], offset: ?>>
  %f7 = memref.load %flat[%c3] : memref<8xindex, strided<[1], offset: ?>>
  call @print_i(%f7) : (index) -> ()
  // CHECK-NEXT:33
  // affine.min/max and affine.if over the loop.
  %acc = affine.for %i = 0 to 6 iter_args(%a = %c0) -> index {
    %lo = affine.max affine_map<(d0) -> (d0 - 2, 1)>(%i)
    %hi = affine.min affine_map<(d0) -> (d0 + 2, 5)>(%i)
    %hi1 = affine.apply affine_map<()[s0] -> (s0 + 1)>()[%hi]
    %x = memref.load %m[%lo, %hi1] : memref<6x8xindex>
    %r = affine.if affine_set<(d0) : (d0 mod 2 == 0)>(%i) -> index {
      %y = arith.addi %a, %x : index
      affine.yield %y : index
    } else {
      affine.yield %a : index
    }
    affine.yield %r : index
  }
  call @print_i(%acc) : (index) -> ()
  // i = 0: m[1, 3] = 13; i = 2: m[1, 5] = 15; i = 4: m[2, 6] = 26.
  // CHECK-NEXT:54
  memref.dealloc %m : memref<6x8xindex>
  return
}
