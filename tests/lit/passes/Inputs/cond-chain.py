"""A function of N blocks in a chain, each branching on an unknown condition
to the next with either a constant or its argument times the constant:
cond-chain.py N > out.mlir (what --sccp folds to the constant)"""
import sys

n = int(sys.argv[1])
print("func.func @chain(%a: i32, %c: i1) -> i32 {")
print("  %c1 = arith.constant 1 : i32")
print("  cf.br ^bb1(%c1 : i32)")
for i in range(1, n):
    print(f"^bb{i}(%x{i}: i32):")
    print(f"  %y{i} = arith.muli %x{i}, %c1 : i32")
    print(f"  cf.cond_br %c, ^bb{i + 1}(%y{i} : i32), ^bb{i + 1}(%c1 : i32)")
print(f"^bb{n}(%x{n}: i32):")
print(f"  return %x{n} : i32")
print("}")
