// memref.alloc of vector elements returns memory aligned to the vector
// (malloc promises 16 bytes; LLVM loads and stores <8 x float> aligned to
// 32 bytes): twenty allocations of odd sizes, each counted aligned
// when its aligned pointer is a multiple of 32, and a vector stored to
// and loaded from each. mlir-opt-19 and mlir-cpu-runner-19 print the same.
// RUN: rulir-opt --convert-scf-to-cf --finalize-memref-to-llvm --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s | rulir-run - -e main -entry-point-result=void --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines
// RUN: rulir-opt --convert-scf-to-cf --finalize-memref-to-llvm --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s | rulir-run - -e main -entry-point-result=void -O2 --shared-libs=%rulir_runner_utils | FileCheck %s --match-full-lines
// RUN: %mlir_opt --convert-scf-to-cf --finalize-memref-to-llvm --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts %s | mlir-cpu-runner-19 -e main -entry-point-result=void --shared-libs=%mlir_runner_utils | FileCheck %s --match-full-lines

func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c20 = arith.constant 20 : index
  %c32 = arith.constant 32 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %fzero = arith.constant 0.0 : f32
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : vector<8xf32>
  %r:2 = scf.for %i = %c0 to %c20 step %c1 iter_args(%aligned = %zero, %sum = %fzero) -> (i64, f32) {
    %n0 = arith.muli %i, %c3 : index
    %n = arith.addi %n0, %c1 : index
    %m = memref.alloc(%n) : memref<?xvector<8xf32>>
    // Something else from malloc between the vectors, to vary the addresses.
    %pad = memref.alloc(%n) : memref<?xi8>
    %p = memref.extract_aligned_pointer_as_index %m : memref<?xvector<8xf32>> -> index
    %rem = arith.remui %p, %c32 : index
    %ok = arith.cmpi eq, %rem, %c0 : index
    %inc = arith.select %ok, %one, %zero : i64
    %a2 = arith.addi %aligned, %inc : i64
    %last = arith.subi %n, %c1 : index
    memref.store %v, %m[%last] : memref<?xvector<8xf32>>
    %w = memref.load %m[%last] : memref<?xvector<8xf32>>
    %e = vector.extract %w[7] : f32 from vector<8xf32>
    %s2 = arith.addf %sum, %e : f32
    memref.dealloc %pad : memref<?xi8>
    memref.dealloc %m : memref<?xvector<8xf32>>
    scf.yield %a2, %s2 : i64, f32
  }
  call @printI64(%r#0) : (i64) -> ()
  call @printNewline() : () -> ()
  %d = arith.extf %r#1 : f32 to f64
  call @printF64(%d) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}

// CHECK: 20
// CHECK-NEXT: 160
