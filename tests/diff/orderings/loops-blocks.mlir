func.func private @ext(index) -> index
func.func @loops(%m: memref<?xi64>, %n: index, %flag: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %v = memref.load %m[%i] : memref<?xi64>
    %a = scf.if %flag -> (i64) {
      %s = arith.addi %acc, %v : i64
      scf.yield %s : i64
    } else {
      %s = arith.subi %acc, %v : i64
      scf.yield %s : i64
    }
    scf.yield %a : i64
  }
  return %r : i64
}
func.func @blocks(%a: index, %b: index, %f: i1) -> index {
  cf.cond_br %f, ^bb1(%a : index), ^bb2(%b, %a : index, index)
^bb1(%x: index):
  %y = func.call @ext(%x) : (index) -> index
  cf.br ^bb3(%y : index)
^bb2(%p: index, %q: index):
  %s = arith.addi %p, %q : index
  cf.br ^bb3(%s : index)
^bb3(%r: index):
  return %r : index
}
func.func @alloc(%n: index) -> memref<?x4xf32> {
  %m = memref.alloc(%n) : memref<?x4xf32>
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.5 : f32
  memref.store %f, %m[%c0, %c0] : memref<?x4xf32>
  %d = memref.dim %m, %c0 : memref<?x4xf32>
  %i = arith.index_cast %d : index to i32
  return %m : memref<?x4xf32>
}
