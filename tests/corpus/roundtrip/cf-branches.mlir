// cf dialect: unconditional and conditional branches with and without
// operands, of scalar, vector, tensor and memref types; asserts.
func.func @diamond(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.assert %c, "c must hold"
  cf.assert %c, "quotes \"inside\" and a\ttab" {test.attr = 3 : i8}
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b, %a : i32, i32)
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2(%y: i32, %z: i32):
  cf.br ^bb3(%z : i32) {test.note = "from bb2"}
^bb3(%r: i32):
  return %r : i32
}
func.func @loop(%n: index, %v: vector<4xf32>, %t: tensor<?xf32>, %m: memref<2x2xi8>) -> vector<4xf32> {
  %c0 = "test.c0"() : () -> index
  cf.br ^header(%c0, %v : index, vector<4xf32>)
^header(%i: index, %acc: vector<4xf32>):
  %cond = "test.lt"(%i, %n) : (index, index) -> i1
  cf.cond_br %cond, ^body, ^exit {branch_weights = array<i32: 3, 1>}
^body:
  %next = "test.inc"(%i) : (index) -> index
  %acc2 = "test.add"(%acc, %t, %m) : (vector<4xf32>, tensor<?xf32>, memref<2x2xi8>) -> vector<4xf32>
  cf.br ^header(%next, %acc2 : index, vector<4xf32>)
^exit:
  return %acc : vector<4xf32>
}
func.func @no_operands(%c: i1) {
  cf.br ^bb1
^bb1:
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  cf.cond_br %c, ^bb3(%c : i1), ^bb3(%c : i1)
^bb3(%d: i1):
  return
}
