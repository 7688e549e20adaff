// A counted loop in CFG form: header with block arguments, body, exit.
"kfunc.func"() <{function_type = (index, memref<?xf32>) -> f32, sym_name = "sum"}> ({
^bb0(%n: index, %buf: memref<?xf32>):
  %c0 = "karith.constant"() <{value = 0 : index}> : () -> index
  %c1 = "karith.constant"() <{value = 1 : index}> : () -> index
  %zero = "karith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
  "kcf.br"(%c0, %zero)[^header] : (index, f32) -> ()
^header(%i: index, %acc: f32):
  %lt = "karith.cmpi"(%i, %n) <{predicate = 2 : i64}> : (index, index) -> i1
  "kcf.cond_br"(%lt)[^body, ^exit] : (i1) -> ()
^body:
  %v = "kmemref.load"(%buf, %i) : (memref<?xf32>, index) -> f32
  %acc2 = "karith.addf"(%acc, %v) <{fastmath = #karith.fastmath<none>}> : (f32, f32) -> f32
  %next = "karith.addi"(%i, %c1) : (index, index) -> index
  "kcf.br"(%next, %acc2)[^header] : (index, f32) -> ()
^exit:
  "kfunc.return"(%acc) : (f32) -> ()
}) : () -> ()
