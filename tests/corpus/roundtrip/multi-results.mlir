// Ops with many results used in scrambled order, and results that are never used.
%r:4 = "k.split"() : () -> (i8, i16, i32, i64)
%s:2 = "k.pair"(%r#3, %r#0) : (i64, i8) -> (f32, f64)
%unused:3 = "k.unused"() : () -> (index, index, index)
%t = "k.join"(%s#1, %s#0, %r#2, %r#1, %unused#2) : (f64, f32, i32, i16, index) -> tuple<f64, f32>
"k.region"(%t) ({
^bb0(%a: tuple<f64, f32>, %b: i1):
  %q:2 = "k.pair2"(%a) : (tuple<f64, f32>) -> (i1, i1)
  "k.yield"(%q#1, %q#0, %b) : (i1, i1, i1) -> ()
}) : (tuple<f64, f32>) -> ()
