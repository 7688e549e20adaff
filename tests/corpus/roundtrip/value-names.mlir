// Odd but legal value and block names; all are renumbered on print.
%x.y = "k.a"() : () -> i32
%_under$dollar-dash = "k.b"() : () -> i32
%0123 = "k.c"() : () -> i32
%ALLCAPS = "k.d"(%x.y, %_under$dollar-dash, %0123) : (i32, i32, i32) -> i32
"k.r"() ({
  "k.br"(%ALLCAPS)[^bb.with.dots] : (i32) -> ()
^bb.with.dots(%arg.0: i32):
  "k.br"(%arg.0)[^bb$2] : (i32) -> ()
^bb$2(%a-b: i32):
  "k.br"(%a-b)[^bb.with.dots] : (i32) -> ()
}) : () -> ()
