// A while loop with a "before" and an "after" region and multiple loop values.
"kfunc.func"() <{function_type = (i64) -> (i64, i64), sym_name = "collatz"}> ({
^bb0(%n: i64):
  %one = "karith.constant"() <{value = 1 : i64}> : () -> i64
  %zero = "karith.constant"() <{value = 0 : i64}> : () -> i64
  %r:2 = "kscf.while"(%n, %zero) ({
  ^bb0(%x: i64, %steps: i64):
    %done = "karith.cmpi"(%x, %one) <{predicate = 1 : i64}> : (i64, i64) -> i1
    "kscf.condition"(%done, %x, %steps) : (i1, i64, i64) -> ()
  }, {
  ^bb0(%x: i64, %steps: i64):
    %two = "karith.constant"() <{value = 2 : i64}> : () -> i64
    %rem = "karith.remui"(%x, %two) : (i64, i64) -> i64
    %even = "karith.cmpi"(%rem, %zero) <{predicate = 0 : i64}> : (i64, i64) -> i1
    %nx = "kscf.if"(%even) ({
      %h = "karith.divui"(%x, %two) : (i64, i64) -> i64
      "kscf.yield"(%h) : (i64) -> ()
    }, {
      %three = "karith.constant"() <{value = 3 : i64}> : () -> i64
      %t = "karith.muli"(%x, %three) : (i64, i64) -> i64
      %t1 = "karith.addi"(%t, %one) : (i64, i64) -> i64
      "kscf.yield"(%t1) : (i64) -> ()
    }) : (i1) -> i64
    %s1 = "karith.addi"(%steps, %one) : (i64, i64) -> i64
    "kscf.yield"(%nx, %s1) : (i64, i64) -> ()
  }) : (i64, i64) -> (i64, i64)
  "kfunc.return"(%r#0, %r#1) : (i64, i64) -> ()
}) : () -> ()
