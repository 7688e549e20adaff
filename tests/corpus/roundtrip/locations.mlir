// Locations on ops and block arguments; not printed without --mlir-print-debuginfo.
%0 = "k.a"() : () -> i32 loc("a.c":1:2)
"k.r"() ({
^bb0(%x: i32 loc("arg":3:4), %y: i32 loc(unknown)):
  "k.b"(%x) : (i32) -> () loc(fused["x":1:1, "y"(callsite("f" at "g":2:3))])
}) : () -> () loc(callsite("callee" at "caller":9:9))
"k.c"(%0) {l = loc("attr":1:1)} : (i32) -> () loc("name")
