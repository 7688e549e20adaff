memref.global "private" constant @table : memref<4xi32> = dense<[1, 2, 3, 4]>
func.func private @printMemrefI32(memref<*xi32>)
func.func @sum(%m: memref<?xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi32>
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (i32) {
    %v = memref.load %m[%i] : memref<?xi32>
    %s = arith.addi %a, %v : i32
    scf.yield %s : i32
  }
  return %r : i32
}
func.func @main(%k: index) -> i32 {
  %g = memref.get_global @table : memref<4xi32>
  %c = memref.cast %g : memref<4xi32> to memref<?xi32>
  %buf = memref.alloca() : memref<4xi32>
  memref.copy %g, %buf : memref<4xi32> to memref<4xi32>
  %u = memref.cast %buf : memref<4xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  %s = call @sum(%c) : (memref<?xi32>) -> i32
  %d = memref.dim %c, %k : memref<?xi32>
  %di = arith.index_cast %d : index to i32
  %t = arith.addi %s, %di : i32
  %w = scf.while (%x = %t) : (i32) -> i32 {
    %c100 = arith.constant 100 : i32
    %lt = arith.cmpi slt, %x, %c100 : i32
    scf.condition(%lt) %x : i32
  } do {
  ^bb0(%x: i32):
    %two = arith.constant 2 : i32
    %y = arith.muli %x, %two : i32
    scf.yield %y : i32
  }
  return %w : i32
}
