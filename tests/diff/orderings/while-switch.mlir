func.func @while(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = scf.while (%i = %c0, %s = %c0) : (i32, i32) -> (i32, i32) {
    %lt = arith.cmpi slt, %i, %n : i32
    scf.condition(%lt) %i, %s : i32, i32
  } do {
  ^bb0(%i: i32, %s: i32):
    %i1 = arith.addi %i, %c1 : i32
    %s1 = arith.addi %s, %i : i32
    scf.yield %i1, %s1 : i32, i32
  }
  return %r#1 : i32
}
func.func @switch(%f: i32, %a: index) -> index {
  cf.switch %f : i32, [
    default: ^bb1(%a : index),
    1: ^bb2,
    2: ^bb1(%a : index)
  ]
^bb1(%x: index):
  return %x : index
^bb2:
  %c = arith.constant 7 : index
  return %c : index
}
func.func @nested(%m: memref<4x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      memref.store %z, %m[%i, %j] : memref<4x4xf32>
    }
  }
  return
}
