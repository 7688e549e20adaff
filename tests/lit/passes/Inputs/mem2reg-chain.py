"""A function of N blocks in a chain, each loading a slot, adding one and
storing it back, the last branching back to the first (a dominator tree N
deep, a merge point at the top): mem2reg-chain.py N > out.mlir"""
import sys

n = int(sys.argv[1])
print("func.func @chain(%c: i1) -> i32 {")
print("  %one = arith.constant 1 : i32")
print("  %p = memref.alloca() : memref<i32>")
print("  memref.store %one, %p[] : memref<i32>")
print("  cf.br ^b0")
for i in range(n):
    print(f"^b{i}:")
    print(f"  %v{i} = memref.load %p[] : memref<i32>")
    print(f"  %w{i} = arith.addi %v{i}, %one : i32")
    print(f"  memref.store %w{i}, %p[] : memref<i32>")
    if i + 1 < n:
        print(f"  cf.br ^b{i + 1}")
print("  cf.cond_br %c, ^b0, ^exit")
print("^exit:")
print("  %r = memref.load %p[] : memref<i32>")
print("  return %r : i32")
print("}")
