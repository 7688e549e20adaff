// A function-like op with a diamond-shaped CFG and block arguments.
module {
  "kfunc.func"() <{function_type = (i32, i32) -> i32, sym_name = "select_max"}> ({
  ^bb0(%a: i32, %b: i32):
    %cmp = "karith.cmpi"(%a, %b) <{predicate = 4 : i64}> : (i32, i32) -> i1
    "kcf.cond_br"(%cmp)[^then, ^else] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^then:
    "kcf.br"(%a)[^merge] : (i32) -> ()
  ^else:
    "kcf.br"(%b)[^merge] : (i32) -> ()
  ^merge(%r: i32):
    "kfunc.return"(%r) : (i32) -> ()
  }) : () -> ()
}
