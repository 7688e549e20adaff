llvm.mlir.global internal constant @cst(42 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global private @str("hello\00") {alignment = 1 : i64} : !llvm.array<6 x i8>
llvm.mlir.global external @ext() : i64
llvm.mlir.global linkonce @withinit() : i64 {
  %0 = llvm.mlir.constant(7 : i64) : i64
  llvm.return %0 : i64
}
llvm.func @decl(i32, f32) -> i64
llvm.func @vdecl(i32, ...)
llvm.func internal @intf(%a: i32 {llvm.noundef}) -> (i32 {llvm.zeroext}) attributes {passthrough = ["nounwind"]} {
  llvm.return %a : i32
}
llvm.func private @privf() {
  llvm.return
}
llvm.func @ops(%a: i32, %b: i64, %f: f32, %d: f64, %p: !llvm.ptr, %v: vector<4xf32>, %c: i1, %s: !llvm.struct<(i32, array<2 x f32>)>) -> f32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.mlir.constant(1.5 : f32) : f32
  %2 = llvm.mlir.constant(dense<1.0> : vector<4xf32>) : vector<4xf32>
  %3 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  %4 = llvm.mlir.poison : i32
  %5 = llvm.mlir.zero : !llvm.ptr
  %6 = llvm.mlir.addressof @cst : !llvm.ptr
  %7 = llvm.trunc %b : i64 to i32
  %8 = llvm.zext %a : i32 to i64
  %9 = llvm.sext %a : i32 to i64
  %10 = llvm.fptrunc %d : f64 to f32
  %11 = llvm.fpext %f : f32 to f64
  %12 = llvm.fptosi %f : f32 to i32
  %13 = llvm.fptoui %f : f32 to i32
  %14 = llvm.sitofp %a : i32 to f32
  %15 = llvm.uitofp %a : i32 to f32
  %16 = llvm.bitcast %a : i32 to f32
  %17 = llvm.ptrtoint %p : !llvm.ptr to i64
  %18 = llvm.inttoptr %b : i64 to !llvm.ptr
  %19 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  %20 = llvm.extractvalue %s[1, 0] : !llvm.struct<(i32, array<2 x f32>)>
  %21 = llvm.insertvalue %f, %s[1, 1] : !llvm.struct<(i32, array<2 x f32>)>
  %22 = llvm.extractelement %v[%a : i32] : vector<4xf32>
  %23 = llvm.insertelement %f, %v[%b : i64] : vector<4xf32>
  %24 = llvm.shufflevector %v, %v [0, 1, -1, 3] : vector<4xf32>
  %25 = llvm.call @decl(%a, %f) : (i32, f32) -> i64
  llvm.call @vdecl(%a, %b) vararg(!llvm.func<void (i32, ...)>) : (i32, i64) -> ()
  %26 = llvm.call %p(%a, %f) : !llvm.ptr, (i32, f32) -> i64
  %27 = llvm.call @decl(%a, %f) {fastmathFlags = #llvm.fastmath<fast>} : (i32, f32) -> i64
  %28 = llvm.intr.fabs(%f) : (f32) -> f32
  %29 = llvm.intr.pow(%f, %f) {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32) -> f32
  %30 = llvm.intr.fma(%f, %f, %f) : (f32, f32, f32) -> f32
  %31 = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i32) -> i32
  %32 = llvm.intr.ctpop(%a) : (i32) -> i32
  %33 = "llvm.intr.abs"(%a) <{is_int_min_poison = true}> : (i32) -> i32
  %34 = llvm.intr.smax(%a, %a) : (i32, i32) -> i32
  %35 = llvm.intr.fshl(%a, %a, %a) : (i32, i32, i32) -> i32
  %36 = llvm.intr.powi(%f, %a) : (f32, i32) -> f32
  %37 = llvm.intr.lround(%f) : (f32) -> i64
  %38 = "llvm.intr.is.fpclass"(%f) <{bit = 3 : i32}> : (f32) -> i1
  %39 = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %39 : !llvm.ptr
  "llvm.intr.memcpy"(%p, %p, %b) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %t8 = llvm.trunc %a : i32 to i8
  "llvm.intr.memset"(%p, %t8, %b) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %40 = "llvm.intr.vector.reduce.fadd"(%f, %v) : (f32, vector<4xf32>) -> f32
  %41 = llvm.intr.copysign(%f, %f) : (f32, f32) -> f32
  llvm.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  llvm.switch %x : i32, ^bb2 [
    1: ^bb1(%a : i32),
    2: ^bb2
  ]
^bb2:
  llvm.br ^bb3
^bb3:
  llvm.cond_br %c weights([1, 2]), ^bb4, ^bb5
^bb4:
  llvm.return %f : f32
^bb5:
  llvm.unreachable
}
