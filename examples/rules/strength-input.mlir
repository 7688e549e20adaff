// Input for examples/rules/strength.rules (make demo).
func.func @scale(%x: i32, %y: i32) -> (i32, i32) {
  %c2 = arith.constant 2 : i32
  %c8 = arith.constant 8 : i32
  %0 = arith.muli %c2, %x : i32
  %1 = arith.muli %y, %c8 : i32
  return %0, %1 : i32, i32
}
