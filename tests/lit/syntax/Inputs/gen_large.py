# Writes a large input of one shape to stdout, for the tests that the
# parser and printer take time linear in it (tests/lit/syntax/large-inputs.mlir):
#   python3 gen_large.py KIND N
import sys

kind, n = sys.argv[1], int(sys.argv[2])
J = ", ".join
ints = lambda pre: J("%s%d = %d : i32" % (pre, i, i) for i in range(n))

if kind == "func-attrs":  # attributes {...} of a custom form
    print("func.func @f() attributes {%s} {\n  return\n}" % ints("a"))
elif kind == "module-attrs":
    print("module attributes {%s} {\n}" % ints("t.m"))
elif kind == "custom-attr-dict":  # the attr-dict of a declarative format
    print("func.func @f(%%a: i32) -> i32 {\n  %%0 = arith.addi %%a, %%a {%s} : i32\n  return %%0 : i32\n}" % ints("a"))
elif kind == "props":  # properties and attributes of registered ops, printed in custom form
    for op, t, ret in (("arith.addi", "i32", "return"), ("llvm.add", "i32", "llvm.return")):
        fn = "llvm.func" if op.startswith("llvm") else "func.func"
        print('%s @%s(%%a: %s) -> %s {\n  %%0 = "%s"(%%a, %%a) <{%s}> {%s} : (%s, %s) -> %s\n  %s %%0 : %s\n}'
              % (fn, op.replace(".", "_"), t, t, op, ints("p"), ints("a"), t, t, t, ret, t))
elif kind == "shape":  # 1x1x...: each x read once
    print('"t.op"() : () -> (vector<%sxi32>, memref<%sxf32>)' % ("x".join(["1"] * n), "x".join(["0x1"] * n)))
elif kind == "affine":  # many dims and symbols
    d, s = J("d%d" % i for i in range(n)), J("s%d" % i for i in range(n))
    print('"t.op"() {m = affine_map<(%s)[%s] -> (%s, %s)>} : () -> ()' % (d, s, d, s))
elif kind == "preds":  # a block with n predecessors
    print("func.func @f(%c: i1) {\n  cf.br ^bb0")
    for i in range(n):
        print("^bb%d:\n  cf.cond_br %%c, ^bb%d, ^bbx" % (i, i + 1))
    print("^bb%d:\n  return\n^bbx:\n  return\n}" % n)
else:
    sys.exit("gen_large.py: unknown kind " + kind)
