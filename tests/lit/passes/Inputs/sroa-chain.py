"""Prints an llvm.func whose struct slot is reached through a chain of N
zero-offset i8 GEPs (the sroa lit test: no recursion on the way)."""
import sys

n = int(sys.argv[1])
print("llvm.func @chain(%arg0: i32) -> i32 {")
print("  %c1 = llvm.mlir.constant(1 : i32) : i32")
print("  %a = llvm.alloca %c1 x !llvm.struct<(i64, array<4 x i32>)> : (i32) -> !llvm.ptr")
print("  %p0 = llvm.getelementptr %a[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, array<4 x i32>)>")
for i in range(1, n + 1):
    print(f"  %p{i} = llvm.getelementptr %p{i - 1}[0] : (!llvm.ptr) -> !llvm.ptr, i8")
    print(f"  llvm.intr.lifetime.start 4, %p{i} : !llvm.ptr")
print(f"  llvm.store %arg0, %p{n} : i32, !llvm.ptr")
print(f"  %r = llvm.load %p{n} : !llvm.ptr -> i32")
print("  llvm.return %r : i32")
print("}")
