// A loop summing 0..n-1 in func, arith and cf, as in the README.
func.func @sum(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %acc: i32):
  %next = arith.addi %acc, %i overflow<nsw> : i32
  %j = arith.addi %i, %c1 : i32
  %done = arith.cmpi sge, %j, %n : i32
  cf.cond_br %done, ^exit, ^loop(%j, %next : i32, i32)
^exit:
  return %next : i32
}
