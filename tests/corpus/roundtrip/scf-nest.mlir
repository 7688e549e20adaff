// Structured loops nested three deep, with yields and iteration arguments.
"kfunc.func"() <{function_type = (memref<?x?xf32>, index, index) -> f32, sym_name = "reduce2d"}> ({
^bb0(%m: memref<?x?xf32>, %rows: index, %cols: index):
  %c0 = "karith.constant"() <{value = 0 : index}> : () -> index
  %c1 = "karith.constant"() <{value = 1 : index}> : () -> index
  %init = "karith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
  %res = "kscf.for"(%c0, %rows, %c1, %init) ({
  ^bb0(%i: index, %acc: f32):
    %inner = "kscf.for"(%c0, %cols, %c1, %acc) ({
    ^bb0(%j: index, %acc2: f32):
      %v = "kmemref.load"(%m, %i, %j) : (memref<?x?xf32>, index, index) -> f32
      %cond = "karith.cmpf"(%v, %acc2) <{predicate = 2 : i64}> : (f32, f32) -> i1
      %sel = "kscf.if"(%cond) ({
        "kscf.yield"(%v) : (f32) -> ()
      }, {
        %neg = "karith.negf"(%v) : (f32) -> f32
        "kscf.yield"(%neg) : (f32) -> ()
      }) : (i1) -> f32
      %sum = "karith.addf"(%acc2, %sel) : (f32, f32) -> f32
      "kscf.yield"(%sum) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    "kscf.yield"(%inner) : (f32) -> ()
  }) : (index, index, index, f32) -> f32
  "kfunc.return"(%res) : (f32) -> ()
}) : () -> ()
