llvm.func @ctor() {
  llvm.return
}
llvm.mlir.global_ctors {ctors = [@ctor], priorities = [0 : i32]}
llvm.mlir.global_dtors {dtors = [@ctor], priorities = [1 : i32]}
llvm.func @f(%p: !llvm.ptr, %c: i1, %a: i32, %b: i64) {
  "llvm.intr.assume"(%c) : (i1) -> ()
  %0 = llvm.intr.ssa.copy %a : i32
  %1 = llvm.intr.expect %a, %a : i32
  llvm.intr.lifetime.start 16, %p : !llvm.ptr
  llvm.intr.lifetime.end 16, %p : !llvm.ptr
  %3 = llvm.intr.invariant.start 8, %p : !llvm.ptr
  %4 = "llvm.intr.threadlocal.address"(%p) : (!llvm.ptr) -> !llvm.ptr
  "llvm.intr.trap"() : () -> ()
  "llvm.intr.debugtrap"() : () -> ()
  "llvm.intr.ubsantrap"() <{failureKind = 1 : i8}> : () -> ()
  llvm.intr.vastart %p : !llvm.ptr
  llvm.intr.vacopy %p to %p : !llvm.ptr, !llvm.ptr
  llvm.intr.vaend %p : !llvm.ptr
  "llvm.intr.memcpy.inline"(%p, %p) <{isVolatile = false, len = 8 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
  %5 = llvm.mlir.none : !llvm.token
  %6 = llvm.call_intrinsic "llvm.foo"(%a) : (i32) -> i32
  llvm.call_intrinsic "llvm.bar"() : () -> ()
  %7 = llvm.call_intrinsic "llvm.baz"(%a) : (i32) -> i32 {fastmathFlags = #llvm.fastmath<fast>}
  llvm.return
}
