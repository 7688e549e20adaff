// Functions that tests/interop/main.c calls through their C interface
// (`_mlir_ciface_NAME`, from llvm.emit_c_interface), and one that calls
// back into C through it. Built by tests/interop/run.sh.
module {
  // 1-D, in place: m[i] = m[i] * s + i.
  func.func @scale(%m: memref<?xf32>, %s: f32) attributes { llvm.emit_c_interface } {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = memref.dim %m, %c0 : memref<?xf32>
    scf.for %i = %c0 to %n step %c1 {
      %x = memref.load %m[%i] : memref<?xf32>
      %y = arith.mulf %x, %s : f32
      %ii = arith.index_cast %i : index to i32
      %fi = arith.sitofp %ii : i32 to f32
      %z = arith.addf %y, %fi : f32
      memref.store %z, %m[%i] : memref<?xf32>
    }
    return
  }

  // 2-D, any strides (C passes a strided view): sum of m[i][j] * (i + 1).
  func.func @weighted_sum(%m: memref<?x?xi64, strided<[?, ?], offset: ?>>) -> i64 attributes { llvm.emit_c_interface } {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i64
    %r = memref.dim %m, %c0 : memref<?x?xi64, strided<[?, ?], offset: ?>>
    %c = memref.dim %m, %c1 : memref<?x?xi64, strided<[?, ?], offset: ?>>
    %s = scf.for %i = %c0 to %r step %c1 iter_args(%acc = %z) -> (i64) {
      %w0 = arith.addi %i, %c1 : index
      %w = arith.index_cast %w0 : index to i64
      %t = scf.for %j = %c0 to %c step %c1 iter_args(%a = %acc) -> (i64) {
        %x = memref.load %m[%i, %j] : memref<?x?xi64, strided<[?, ?], offset: ?>>
        %p = arith.muli %x, %w : i64
        %q = arith.addi %a, %p : i64
        scf.yield %q : i64
      }
      scf.yield %t : i64
    }
    return %s : i64
  }

  // 2-D static: transposes a 2x3 into a 3x2.
  func.func @transpose(%a: memref<2x3xf64>, %b: memref<3x2xf64>) attributes { llvm.emit_c_interface } {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    scf.for %i = %c0 to %c2 step %c1 {
      scf.for %j = %c0 to %c3 step %c1 {
        %x = memref.load %a[%i, %j] : memref<2x3xf64>
        memref.store %x, %b[%j, %i] : memref<3x2xf64>
      }
    }
    return
  }

  // Returns a new memref (malloc'd: the caller frees `allocated`):
  // [start, start + 3, start + 6, ...], n elements.
  func.func @iota(%n: index, %start: i32) -> memref<?xi32> attributes { llvm.emit_c_interface } {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : i32
    %m = memref.alloc(%n) : memref<?xi32>
    scf.for %i = %c0 to %n step %c1 {
      %ii = arith.index_cast %i : index to i32
      %t = arith.muli %ii, %c3 : i32
      %v = arith.addi %t, %start : i32
      memref.store %v, %m[%i] : memref<?xi32>
    }
    return %m : memref<?xi32>
  }

  // Several results: the minimum, the maximum and the index of the maximum
  // (the first one) of a non-empty vector.
  func.func @minmax(%m: memref<?xf64>) -> (f64, f64, index) attributes { llvm.emit_c_interface } {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = memref.dim %m, %c0 : memref<?xf64>
    %x0 = memref.load %m[%c0] : memref<?xf64>
    %r:3 = scf.for %i = %c1 to %n step %c1 iter_args(%lo = %x0, %hi = %x0, %at = %c0) -> (f64, f64, index) {
      %x = memref.load %m[%i] : memref<?xf64>
      %lt = arith.cmpf olt, %x, %lo : f64
      %nlo = arith.select %lt, %x, %lo : f64
      %gt = arith.cmpf ogt, %x, %hi : f64
      %r:2 = scf.if %gt -> (f64, index) {
        scf.yield %x, %i : f64, index
      } else {
        scf.yield %hi, %at : f64, index
      }
      scf.yield %nlo, %r#0, %r#1 : f64, f64, index
    }
    return %r#0, %r#1, %r#2 : f64, f64, index
  }

  // A memref and a scalar together: the first n elements of m (a view, no
  // copy) and their sum.
  func.func @head(%m: memref<?xi32>, %n: index) -> (memref<?xi32>, i32) attributes { llvm.emit_c_interface } {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (i32) {
      %x = memref.load %m[%i] : memref<?xi32>
      %b = arith.addi %a, %x : i32
      scf.yield %b : i32
    }
    %v = memref.reinterpret_cast %m to offset: [0], sizes: [%n], strides: [1] : memref<?xi32> to memref<?xi32>
    return %v, %s : memref<?xi32>, i32
  }

  // The other way: C's `_mlir_ciface_c_fill` fills a buffer this function
  // allocates; the result is the sum of its elements.
  func.func private @c_fill(memref<?x?xi32>, i32) attributes { llvm.emit_c_interface }
  func.func @call_c(%r: index, %c: index, %seed: i32) -> i32 attributes { llvm.emit_c_interface } {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %m = memref.alloc(%r, %c) : memref<?x?xi32>
    func.call @c_fill(%m, %seed) : (memref<?x?xi32>, i32) -> ()
    %s = scf.for %i = %c0 to %r step %c1 iter_args(%a = %z) -> (i32) {
      %t = scf.for %j = %c0 to %c step %c1 iter_args(%b = %a) -> (i32) {
        %x = memref.load %m[%i, %j] : memref<?x?xi32>
        %y = arith.addi %b, %x : i32
        scf.yield %y : i32
      }
      scf.yield %t : i32
    }
    memref.dealloc %m : memref<?x?xi32>
    return %s : i32
  }
}
