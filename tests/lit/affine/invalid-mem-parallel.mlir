// affine.vector_load/store, prefetch, dma_start, delinearize_index and
// parallel reject bad types, counts, reductions and keywords with
// mlir-opt-19's messages and locations.
// RUN: rulir-opt %s --split-input-file --verify-diagnostics

func.func @f(%i: index, %n: index) {
  // expected-error@+1 {{operation defines 3 results but was provided 2 to bind}}
  %0:2 = affine.delinearize_index %i into (%n, %n) : index, index, index
  return
}

// -----

func.func @f(%i: index, %n: index) {
  // expected-error@+1 {{expected named operation to have at least 1 result}}
  %0:0 = affine.delinearize_index %i into () : 
  return
}

// -----

func.func @f(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'affine.vector_load' op requires memref and vector types of the same elemental type}}
  %0 = affine.vector_load %m[%i] : memref<10xf32>, vector<8xf64>
  return
}

// -----

func.func @f(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'affine.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  affine.prefetch %m[%i], read, locality<5>, data : memref<10xf32>
  return
}

// -----

func.func @f(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'affine.prefetch' op affine.prefetch affine map num results must equal memref rank}}
  affine.prefetch %m[%i, %i], read, locality<3>, data : memref<10xf32>
  return
}

// -----

func.func @f(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  affine.parallel (%x) = (0) to (10) reduce ("addf") -> (i32) {
    affine.yield %i : index
  }
  return
}

// -----

func.func @f(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.parallel' invalid reduction value: "foo"}}
  affine.parallel (%x) = (0) to (10) reduce ("foo") -> (f32) {
  }
  return
}

// -----

func.func @f(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'affine.parallel' op the number of region arguments (2) and the number of map groups for lower (1) and upper bound (1), and the number of steps (2) must all match}}
  affine.parallel (%x, %y) = (0) to (10) {
  }
  return
}

// -----

func.func @f(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%x) = (0) to (10) reduce ("maxs") -> (i32) {
    %k = arith.constant 1 : i32
    affine.yield %k : i32
  }
  return
}

// -----

func.func @f(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%x) = (0) to (10) reduce ("maxnumf") -> (f32) {
    %k = arith.constant 1.0 : f32
    affine.yield %k : f32
  }
  return
}

// -----

func.func @f(%m: memref<10xf32>, %i: index) {
  // expected-error@+2 {{region entry argument '%x' is already in use}}
  // expected-note@+1 {{previously referenced here}}
  affine.parallel (%x) = (0) to (%x) {
  }
  return
}

// -----

func.func @f(%m: memref<10xf32>, %i: index) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{custom op 'affine.dma_start' expected two stride related operands}}
  affine.dma_start %m[%i], %m[%i], %m[%c0], %c0, %c0 : memref<10xf32>, memref<10xf32>, memref<10xf32>
  return
}

// -----

func.func @f(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.prefetch' cache type has to be 'data' or 'instr'}}
  affine.prefetch %m[%i], read, locality<2>, foo : memref<10xf32>
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @f(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{use of value '%i' expects different type than prior uses: 'vector<4xf32>' vs 'index'}}
  affine.vector_store %i, %m[%i] : memref<10xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.prefetch' rw specifier has to be 'read' or 'write'}}
  affine.prefetch %m[%i], rw, locality<2>, data : memref<10xf32>
  return
}

// -----

func.func @f(%m: memref<10xf32>) {
  %r = affine.parallel (%x) = (0) to (10) reduce ("addf") -> (f32) {
    %w = affine.load %m[%x] : memref<10xf32>
    %i = arith.fptosi %w : f32 to i32
    // expected-error@+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %i : i32
  }
  return
}

// -----

func.func @f(%m: memref<10xf32>) {
  affine.for %x = 0 to 10 {
    %w = affine.load %m[%x] : memref<10xf32>
    // expected-error@+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield %w : f32
  }
  return
}

// -----

func.func @f(%m: memref<10xf32>) {
  // expected-error@+1 {{'affine.yield' op only terminates affine.if/for/parallel regions}}
  affine.yield
}
