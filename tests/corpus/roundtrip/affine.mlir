// affine dialect: apply/min/max, for (all bound forms), if, load/store.
#m = affine_map<(d0)[s0] -> (d0 + s0, 4)>
func.func @ops(%a: index, %b: index) -> (index, index, index, index) {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 3 + s0)>(%a)[%b]
  %1 = affine.min #m(%a)[%b]
  %2 = affine.max affine_map<(d0, d1) -> (d0, d1 floordiv 2)>(%a, %b) {foo = 1}
  %3 = affine.apply affine_map<() -> (42)>()
  return %0, %1, %2, %3 : index, index, index, index
}
#set = affine_set<(d0)[s0] : (d0 - 2 >= 0, s0 - d0 - 1 >= 0)>
func.func @loops(%n: index, %m: memref<?xf32>, %f: f32) -> f32 {
  affine.for %i = 0 to 10 {
  }
  affine.for %i = %n to 100 step 4 {
    affine.for %j = max affine_map<(d0) -> (d0, 3)>(%i) to min affine_map<(d0)[s0] -> (d0 + 8, s0)>(%i)[%n] {
      "test.op"(%i, %j) : (index, index) -> ()
    }
  }
  %r = affine.for %i = 0 to affine_map<()[s0] -> (s0 floordiv 2)>()[%n] iter_args(%acc = %f) -> (f32) {
    %x = arith.addf %acc, %acc : f32
    affine.yield %x : f32
  }
  affine.for %i = 0 to 10 {
    affine.if #set(%i)[%n] {
      "test.op"(%i) : (index) -> ()
    }
    %v = affine.if #set(%i)[%n] -> f32 {
      affine.yield %f : f32
    } else {
      affine.yield %r : f32
    }
  }
  return %r : f32
}
func.func @mem(%m: memref<?x?xf32>, %n: index, %v: f32) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to 10 {
      %0 = affine.load %m[%i + 3, %j * 2 + symbol(%n) - 1] : memref<?x?xf32>
      %1 = affine.load %m[%i, %i floordiv 2] {foo} : memref<?x?xf32>
      affine.store %0, %m[%j, (%i + %j) mod 4] : memref<?x?xf32>
      affine.store %v, %m[symbol(%n), 0] : memref<?x?xf32>
    }
  }
  return
}
