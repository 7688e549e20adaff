// Properties on many ops, including empty ones, alongside discardable attributes.
%0 = "k.a"() <{value = 1 : i32}> : () -> i32
%1 = "k.b"(%0, %0) <{operandSegmentSizes = array<i32: 1, 1>, flags = #k.flags<a | b>}> {k.tag = "t"} : (i32, i32) -> i32
"k.c"() <{}> {} : () -> ()
"k.d"() <{nested = {a = {b = {c = [1, [2, [3]]]}}}}> : () -> ()
"k.e"(%1) <{callee = @f, arg_attrs = [{k.x}], res_attrs = []}> ({
^bb0(%x: i32):
  "k.yield"(%x) <{kind = "done"}> : (i32) -> ()
}) : (i32) -> ()
