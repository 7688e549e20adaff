// A func/arith/cf program that `make demo` lowers to the llvm dialect with
// rulir-opt --convert-to-llvm, translates to LLVM IR and runs with rulir-run:
// the sum of the squares of 1..n, through a loop with block arguments and a
// call returning two results.
func.func @step(%i: i32, %acc: i32) -> (i32, i32) {
  %one = arith.constant 1 : i32
  %sq = arith.muli %i, %i : i32
  %acc2 = arith.addi %acc, %sq : i32
  %next = arith.addi %i, %one : i32
  return %next, %acc2 : i32, i32
}

func.func @main() -> i32 {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %n = arith.constant 10 : index
  %limit = arith.index_cast %n : index to i32
  cf.br ^loop(%c1, %c0 : i32, i32)
^loop(%i: i32, %acc: i32):
  %done = arith.cmpi sgt, %i, %limit : i32
  cf.cond_br %done, ^exit(%acc : i32), ^body
^body:
  %next, %acc2 = func.call @step(%i, %acc) : (i32, i32) -> (i32, i32)
  cf.br ^loop(%next, %acc2 : i32, i32)
^exit(%r: i32):
  return %r : i32
}
