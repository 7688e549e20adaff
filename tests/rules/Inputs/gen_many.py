# Writes a large .rules or .ops file to stdout, for the tests that rulir-gen
# takes time linear in the number of rules and ops
# (tests/rules/check/many-rules.test, tests/gen/many-ops.test):
#   python3 gen_many.py patterns N   N rules on six roots, told apart by a constant;
#                                    then a shadowed rule and two rules that undo
#                                    each other
#   python3 gen_many.py duplicate N  the same N rules, then one named as the 8th
#   python3 gen_many.py family N     one `for` family of N rows, each row naming
#                                    a constraint of its own
#   python3 gen_many.py ops N        a dialect of N type constraints and N ops
import sys

kind, n = sys.argv[1], int(sys.argv[2])
if kind == "ops":
    print("dialect t;")
    for i in range(n):
        print('type T%d "t" = AnyInteger | Index;' % i)
    for i in range(n):
        print("op o%d [Pure] { operands { lhs: T%d; rhs: VectorOf<I%d>; } results { r: Index; }" % (i, i, i % 60 + 1))
        print('  format "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs)"; }')
    sys.exit(0)
print("import arith;")
ops = ["arith.addi", "arith.subi", "arith.muli", "arith.andi", "arith.ori", "arith.xori"]
if kind in ("patterns", "duplicate"):
    for i in range(n):
        print('pattern R%d: (%s $x (arith.constant {value = #mlir"%d : i32"})) => $x;' % (i, ops[i % 6], i))
    if kind == "duplicate":
        print('pattern R7: (arith.subi $x (arith.constant {value = #mlir"-1 : i32"})) => $x;')
    else:
        print("pattern Any: (arith.subi $a $_) => $a;")
        print("pattern Self: (arith.subi $x $x) => $x;")
        print("pattern Swap: (arith.divsi $a $b) => (arith.divui $a $b);")
        print("pattern SwapBack: (arith.divui $a $b) => (arith.divsi $a $b);")
elif kind == "family":
    for i in range(n):
        print("constraint C%d(v: Value) {{ return v != NULL; }}" % i)
    print("for (c) in [%s]" % ", ".join("C%d" % i for i in range(n)))
    print("  pattern F: (arith.subi $x $y) where (c $x) => (arith.addi $x $y);")
else:
    sys.exit("gen_many.py: unknown kind " + kind)
