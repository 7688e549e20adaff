llvm.func @arith(%a: i32, %b: i32, %f: f32, %g: f32, %v: vector<4xf32>, %p: !llvm.ptr) -> i32 {
  %0 = llvm.add %a, %b : i32
  %1 = llvm.add %a, %b overflow<nsw> : i32
  %2 = llvm.sub %a, %b overflow<nsw, nuw> : i32
  %3 = llvm.mul %a, %b {foo} : i32
  %4 = llvm.udiv %a, %b : i32
  %5 = llvm.sdiv %a, %b : i32
  %6 = llvm.urem %a, %b : i32
  %7 = llvm.srem %a, %b : i32
  %8 = llvm.and %a, %b : i32
  %9 = llvm.or %a, %b : i32
  %10 = llvm.xor %a, %b : i32
  %11 = llvm.shl %a, %b overflow<nuw> : i32
  %12 = llvm.lshr %a, %b : i32
  %13 = llvm.ashr %a, %b : i32
  %14 = llvm.fadd %f, %g : f32
  %15 = llvm.fadd %f, %g {fastmathFlags = #llvm.fastmath<fast>} : f32
  %16 = llvm.fsub %f, %g {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  %17 = llvm.fmul %f, %g {fastmathFlags = #llvm.fastmath<none>} : f32
  %18 = llvm.fdiv %v, %v : vector<4xf32>
  %19 = llvm.frem %f, %g : f32
  %20 = llvm.fneg %f : f32
  %21 = llvm.fneg %f {fastmathFlags = #llvm.fastmath<nsz>} : f32
  %22 = llvm.icmp "slt" %a, %b : i32
  %23 = llvm.icmp "eq" %p, %p : !llvm.ptr
  %24 = llvm.fcmp "olt" %f, %g : f32
  %25 = llvm.fcmp "uno" %v, %v {fastmathFlags = #llvm.fastmath<fast>} : vector<4xf32>
  %26 = llvm.select %22, %a, %b : i1, i32
  %27 = llvm.select %25, %v, %v {fastmathFlags = #llvm.fastmath<nnan>} : vector<4xi1>, vector<4xf32>
  %28 = llvm.freeze %a : i32
  %29 = llvm.fcmp "_true" %f, %g : f32
  llvm.return %0 : i32
}
