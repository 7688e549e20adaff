// Region shapes: empty, one empty block, block with only args, many regions, mixed.
"k.zero"() ({
}) : () -> ()
"k.one_empty_block"() ({
^bb0:
}) : () -> ()
"k.args_only"() ({
^bb0(%a: i32, %b: f32):
}) : () -> ()
"k.five"() ({
  "k.r0"() : () -> ()
}, {
}, {
^bb0(%x: index):
  "k.r2"(%x) : (index) -> ()
}, {
  "k.br"()[^bb1] : () -> ()
^bb1:
  "k.r3"() : () -> ()
}, {
^bb0:
}) : () -> ()
