// Terminators passing many different operand lists to several successors.
"k.f"() ({
^bb0(%a: i32, %b: i64, %c: f32):
  "k.multi_br"(%a, %b, %c, %a)[^bb1, ^bb2, ^bb3] {segments = array<i32: 2, 1, 1>} : (i32, i64, f32, i32) -> ()
^bb1(%x: i32, %y: i64):
  "k.br"(%y, %x)[^bb4] : (i64, i32) -> ()
^bb2(%z: f32):
  %zi = "k.cast"(%z) : (f32) -> i32
  %b2 = "k.ext"(%zi) : (i32) -> i64
  "k.br"(%b2, %zi)[^bb4] : (i64, i32) -> ()
^bb3(%w: i32):
  %w2 = "k.ext"(%w) : (i32) -> i64
  "k.br"(%w2, %w)[^bb4] : (i64, i32) -> ()
^bb4(%p: i64, %q: i32):
  "k.return"(%p, %q) : (i64, i32) -> ()
}) : () -> ()
