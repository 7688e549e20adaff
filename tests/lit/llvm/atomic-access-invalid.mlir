// The checks of llvm.load and llvm.store as atomic accesses, and of a
// global's alignment, worded as mlir-opt-19 words them.
// RUN: rulir-opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{alignment attribute is not a power of 2}}
llvm.mlir.global private @global_alignment(42 : i64) {alignment = 63} : i64

// -----

func.func @load_syncscope(%ptr : !llvm.ptr) {
  // expected-error@below {{expected syncscope to be null for non-atomic access}}
  %1 = "llvm.load"(%ptr) {syncscope = "singlethread"} : (!llvm.ptr) -> (f32)
  llvm.return
}

// -----

func.func @load_acq_rel(%ptr : !llvm.ptr) {
  // expected-error@below {{unsupported ordering 'acq_rel'}}
  %1 = llvm.load %ptr atomic acq_rel {alignment = 16 : i64} : !llvm.ptr -> i128
  llvm.return
}

// -----

func.func @store_acquire(%val : f32, %ptr : !llvm.ptr) {
  // expected-error@below {{unsupported ordering 'acquire'}}
  llvm.store %val, %ptr atomic acquire {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}

// -----

func.func @load_vector(%ptr : !llvm.ptr) {
  // expected-error@below {{unsupported type 'vector<2xi32>' for atomic access}}
  %1 = llvm.load %ptr atomic monotonic {alignment = 16 : i64} : !llvm.ptr -> vector<2xi32>
  llvm.return
}

// -----

func.func @store_i48(%val : i48, %ptr : !llvm.ptr) {
  // expected-error@below {{unsupported type 'i48' for atomic access}}
  llvm.store %val, %ptr atomic monotonic {alignment = 16 : i64} : i48, !llvm.ptr
  llvm.return
}

// -----

func.func @store_unaligned(%val : f32, %ptr : !llvm.ptr) {
  // expected-error@below {{expected alignment for atomic access}}
  llvm.store %val, %ptr atomic monotonic : f32, !llvm.ptr
  llvm.return
}

// -----

// Valid: floats and integers of power-of-2 widths, pointers; a load's
// alignment need not be a power of 2.
func.func @valid(%ptr : !llvm.ptr) {
  %0 = llvm.load %ptr atomic monotonic {alignment = 16 : i64} : !llvm.ptr -> f128
  %1 = llvm.load %ptr atomic monotonic {alignment = 16 : i64} : !llvm.ptr -> bf16
  %2 = llvm.load %ptr atomic monotonic {alignment = 16 : i64} : !llvm.ptr -> i256
  %3 = llvm.load %ptr atomic monotonic {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr<3>
  %4 = llvm.load %ptr {alignment = 3 : i64} : !llvm.ptr -> f32
  llvm.return
}
