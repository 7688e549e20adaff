// A multi-way branch with many successors and shared targets.
"kfunc.func"() <{function_type = (i32) -> i32, sym_name = "dispatch"}> ({
^bb0(%x: i32):
  %c10 = "karith.constant"() <{value = 10 : i32}> : () -> i32
  %c20 = "karith.constant"() <{value = 20 : i32}> : () -> i32
  "kcf.switch"(%x, %c10, %c20, %x)[^default, ^case0, ^case1, ^case0] <{case_values = dense<[0, 1, 2]> : vector<3xi32>, case_operand_segments = array<i32: 1, 1, 1>}> : (i32, i32, i32, i32) -> ()
^default:
  "kfunc.return"(%x) : (i32) -> ()
^case0(%a: i32):
  "kcf.br"(%a)[^join] : (i32) -> ()
^case1(%b: i32):
  "kcf.br"(%b)[^join] : (i32) -> ()
^join(%r: i32):
  %s = "karith.muli"(%r, %r) <{overflowFlags = #karith.overflow<nsw>}> : (i32, i32) -> i32
  "kfunc.return"(%s) : (i32) -> ()
}) : () -> ()
