// The probe of tests/diff/run-memref.sh: when rulir's tools lower and
// translate this, the rulir path of the memref differential check is on
// (and a program they then fail on is a FAIL, not a skip).
module {
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @printI64(i64)
  func.func @k(%m: memref<?x?xf32>, %n: index) -> (memref<?xf32>, i64) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %d = memref.dim %m, %c1 : memref<?x?xf32>
    %r = memref.alloc(%d) : memref<?xf32>
    %s = memref.subview %m[%c0, 0] [1, %d] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
    memref.copy %s, %r : memref<?xf32, strided<[1], offset: ?>> to memref<?xf32>
    %z = arith.constant 0 : i64
    %t = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (i64) {
      %x = memref.load %r[%i] : memref<?xf32>
      %y = arith.fptosi %x : f32 to i64
      %b = arith.addi %a, %y : i64
      scf.yield %b : i64
    }
    return %r, %t : memref<?xf32>, i64
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %f = arith.constant 4.0 : f32
    %m = memref.alloca() : memref<2x3xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %i = %c0 to %c2 step %c1 {
      scf.for %j = %c0 to %c3 step %c1 {
        memref.store %f, %m[%i, %j] : memref<2x3xf32>
      }
    }
    %mc = memref.cast %m : memref<2x3xf32> to memref<?x?xf32>
    %r:2 = func.call @k(%mc, %c3) : (memref<?x?xf32>, index) -> (memref<?xf32>, i64)
    %u = memref.cast %r#0 : memref<?xf32> to memref<*xf32>
    func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    func.call @printI64(%r#1) : (i64) -> ()
    memref.dealloc %r#0 : memref<?xf32>
    return
  }
}
