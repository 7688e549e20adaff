// index dialect: constants and their result names (%idx42, %idx-1, %true,
// %false, numbered on conflict), from custom and generic input.
func.func @constants() -> (index, index, index, i1, i1) {
  %0 = index.constant 0
  %1 = index.constant 42
  %2 = index.constant -1
  %3 = index.constant 9223372036854775807
  %4 = index.constant -9223372036854775808
  %5 = index.constant 42
  %6 = index.constant 0x7f
  %7 = index.constant {tag = "t"} 7
  %8 = "index.constant"() <{value = 12 : index}> : () -> index
  %9 = "index.constant"() {value = -3 : index} : () -> index
  %t = index.bool.constant true
  %f = index.bool.constant false
  %t2 = index.bool.constant true
  %t3 = index.bool.constant 1
  %f2 = index.bool.constant {why = 1 : i8} false
  %g = "index.bool.constant"() <{value = false}> : () -> i1
  %s = index.add %1, %5
  return %s, %2, %7, %t, %f : index, index, index, i1, i1
}

func.func @nested(%c: i1) -> index {
  %0 = index.constant 1
  %1 = "test.op"() ({
    %2 = index.constant 1
    %3 = index.bool.constant false
    "test.yield"(%2) : (index) -> ()
  }) : () -> index
  %4 = index.maxs %0, %1
  return %4 : index
}
