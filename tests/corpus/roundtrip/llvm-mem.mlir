llvm.func @mem(%p: !llvm.ptr, %a: i32, %b: i64, %f: f32) {
  %0 = llvm.alloca %b x i32 : (i64) -> !llvm.ptr
  %1 = llvm.alloca %b x !llvm.struct<(i32, f32)> {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %2 = llvm.load %p : !llvm.ptr -> i32
  %3 = llvm.load volatile %p {alignment = 4 : i64} : !llvm.ptr -> f32
  %4 = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  %5 = llvm.load %p invariant : !llvm.ptr -> i32
  llvm.store %a, %p : i32, !llvm.ptr
  llvm.store volatile %f, %p {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.store %a, %p atomic syncscope("agent") release {alignment = 4 : i64} : i32, !llvm.ptr
  %6 = llvm.getelementptr %p[%b] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %7 = llvm.getelementptr inbounds %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  %8 = llvm.getelementptr %p[%a, 2, %b] : (!llvm.ptr, i32, i64) -> !llvm.ptr, !llvm.array<4 x array<4 x i32>>
  %9 = llvm.atomicrmw add %p, %a monotonic : !llvm.ptr, i32
  %10 = llvm.atomicrmw volatile fadd %p, %f syncscope("x") seq_cst {alignment = 4 : i64} : !llvm.ptr, f32
  %11 = llvm.cmpxchg %p, %a, %a acq_rel monotonic : !llvm.ptr, i32
  %12 = llvm.cmpxchg weak volatile %p, %a, %a syncscope("s") seq_cst seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
  llvm.fence acquire
  llvm.fence syncscope("agent") seq_cst
  %13 = llvm.alloca inalloca %b x i32 : (i64) -> !llvm.ptr
  %14 = llvm.atomicrmw _and %p, %a monotonic : !llvm.ptr, i32
  llvm.return
}
