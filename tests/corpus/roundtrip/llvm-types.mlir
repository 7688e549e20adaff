// llvm dialect: every type form, printed by mlir-opt-19 (round-trip corpus).
func.func private @f1(!llvm.ptr, !llvm.ptr<1>, !llvm.ptr<0>) -> !llvm.void
func.func private @f2(!llvm.array<4 x i32>, !llvm.array<2 x !llvm.ptr>, !llvm.array<0 x array<3 x f32>>)
func.func private @f3(!llvm.struct<()>, !llvm.struct<(i32, ptr, !llvm.ptr)>, !llvm.struct<packed (i8, i32)>)
func.func private @f4(!llvm.struct<"foo", (i32)>, !llvm.struct<"bar", opaque>, !llvm.struct<"baz", packed (i8)>, !llvm.struct<"e", ()>)
func.func private @f5(!llvm.func<void ()>, !llvm.func<i32 (i32, ...)>, !llvm.func<void (...)>, !llvm.func<ptr (struct<(i32)>, array<2 x i64>)>)
func.func private @f6(!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, vector<4xf32>, !llvm.struct<(vector<2xi1>, struct<packed (i1)>)>)
func.func private @f7(!llvm.struct<"r", (ptr, struct<"r">)>)
func.func private @f8(!llvm.array<2 x ptr<3>>, !llvm.ptr<3>)
