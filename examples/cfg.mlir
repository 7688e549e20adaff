// A small function-like op with a loop-shaped CFG, in MLIR's generic form.
// `make demo` parses, verifies and prints it; try
//   build/bin/rulir-opt --allow-unregistered-dialect --mlir-print-op-generic examples/cfg.mlir
"demo.func"() <{sym_name = "count"}> ({
^bb0(%n: i32):
  %zero = "demo.constant"() {value = 0 : i32} : () -> i32
  "demo.br"(%zero)[^loop] : (i32) -> ()
^loop(%i: i32):
  %one = "demo.constant"() {value = 1 : i32} : () -> i32
  %next = "demo.add"(%i, %one) : (i32, i32) -> i32
  %done = "demo.cmp"(%next, %n) {predicate = "eq"} : (i32, i32) -> i1
  "demo.cond_br"(%done, %next)[^exit, ^loop] : (i1, i32) -> ()
^exit:
  "demo.return"(%next) : (i32) -> ()
}) : () -> ()
