// Nested modules forming symbol tables, with nested symbol references between them.
module @root attributes {k.triple = "x86_64-unknown-linux-gnu"} {
  module @lib {
    "kfunc.func"() <{function_type = (i32) -> i32, sym_name = "inc", sym_visibility = "private"}> ({
    ^bb0(%x: i32):
      "kfunc.return"(%x) : (i32) -> ()
    }) : () -> ()
    module @inner {
      "kfunc.func"() <{function_type = () -> (), sym_name = "leaf"}> ({
        "kfunc.return"() : () -> ()
      }) : () -> ()
    }
  }
  "kfunc.func"() <{function_type = () -> i32, sym_name = "main"}> ({
    %c = "karith.constant"() <{value = 41 : i32}> : () -> i32
    %r = "kfunc.call"(%c) <{callee = @lib::@inc}> : (i32) -> i32
    "kfunc.call"() <{callee = @lib::@inner::@leaf}> : () -> ()
    "kfunc.return"(%r) : (i32) -> ()
  }) : () -> ()
  "k.global"() <{sym_name = "table", value = [@main, @lib::@inc, @"with space"]}> : () -> ()
}
