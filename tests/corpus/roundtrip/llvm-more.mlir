llvm.mlir.global weak hidden unnamed_addr thread_local @g1(0 : i64) {dso_local, section = ".data"} : i64
llvm.mlir.global private local_unnamed_addr constant @g2(dense<[1, 2]> : tensor<2xi32>) {alignment = 8 : i64, addr_space = 1 : i32} : !llvm.array<2 x i32>
llvm.mlir.global external @g3() : !llvm.struct<(i32, ptr)>
llvm.mlir.global internal @g4() : !llvm.ptr {
  %0 = llvm.mlir.addressof @g3 : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func weak hidden local_unnamed_addr fastcc @f1(%a: i32) -> i32 attributes {dso_local, no_inline, target_cpu = "x86-64"} {
  llvm.return %a : i32
}
llvm.func extern_weak @f2(...)
llvm.func @f3(!llvm.ptr {llvm.noalias, llvm.nonnull}, i64) -> (!llvm.ptr {llvm.noalias})
llvm.func @f4() -> !llvm.struct<(i32, f32)> {
  %0 = llvm.mlir.zero : !llvm.struct<(i32, f32)>
  %2 = llvm.mlir.constant(3 : i32) : i32
  %1 = llvm.call fastcc @f1(%2) : (i32) -> i32
  %3 = llvm.mlir.constant(-1 : i64) : i64
  %4 = llvm.mlir.constant(true) : i1
  %5 = llvm.mlir.constant("str") : !llvm.array<3 x i8>
  %6 = llvm.mlir.constant(1.0 : f64) : f64
  %7 = llvm.mlir.constant(0 : index) : i64
  %8 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi64>) : vector<2xi64>
  llvm.switch %2 : i32, ^bb1(%2 : i32) [
    -1: ^bb1(%2 : i32),
    7: ^bb2
  ]
^bb1(%x: i32):
  llvm.return %0 : !llvm.struct<(i32, f32)>
^bb2:
  llvm.switch %2 : i32, ^bb1(%2 : i32) [
  ]
}
llvm.func @f5(%p: !llvm.ptr, %v: vector<4xi32>) {
  %w = llvm.sitofp %v : vector<4xi32> to vector<4xf32>
  %0 = llvm.intr.vector.reduce.fmax(%w) : (vector<4xf32>) -> f32
  %1 = "llvm.intr.vector.reduce.add"(%v) : (vector<4xi32>) -> i32
  %2 = llvm.getelementptr inbounds %p[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
  %3 = llvm.load %p {nontemporal} : !llvm.ptr -> vector<4xi32>
  llvm.return
}
