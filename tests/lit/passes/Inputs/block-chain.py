"""A function of N blocks in a chain, each adding its argument to itself
(the same op N times): block-chain.py N > out.mlir"""
import sys

n = int(sys.argv[1])
print("func.func @chain(%a: i32) -> i32 {")
for i in range(n):
    print(f"  %x{i} = arith.addi %a, %a : i32")
    print(f"  cf.br ^b{i}")
    print(f"^b{i}:")
print("  return %x0 : i32")
print("}")
