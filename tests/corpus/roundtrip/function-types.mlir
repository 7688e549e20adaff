// Function types as values, attributes and nested results; tuples; none.
%f = "k.make_fn"() {sig = (i32, (f32) -> f32) -> ((i1) -> (i2, i3))} : () -> ((i32) -> i32)
%g = "k.compose"(%f, %f) : ((i32) -> i32, (i32) -> i32) -> (() -> ((i32) -> i32))
%t = "k.tuple"() : () -> tuple<i32, tuple<f32, tuple<>>, (i1) -> i1, none>
"k.apply"(%g, %t) : (() -> ((i32) -> i32), tuple<i32, tuple<f32, tuple<>>, (i1) -> i1, none>) -> ()
