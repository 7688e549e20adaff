# A function of N nested scf.if ops around one store: deep nesting for
# passes that must not recurse (python3 nested-ifs.py N).
import sys

n = int(sys.argv[1])
print("func.func @deep(%c: i1, %m: memref<i32>, %x: i32) {")
print("  %dead = arith.addi %x, %x : i32")
for _ in range(n):
    print("scf.if %c {")
print("memref.store %x, %m[] : memref<i32>")
for _ in range(n):
    print("}")
print("  return\n}")
