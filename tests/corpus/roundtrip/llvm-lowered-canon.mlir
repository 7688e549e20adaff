module {
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @k0(%arg0: f32, %arg1: i64, %arg2: i32, %arg3: i32, %arg4: f32) -> i16 {
    %0 = llvm.icmp "ult" %arg2, %arg3 : i32
    llvm.cond_br %0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %1 = llvm.mlir.constant(4.548080e+02 : f64) : f64
    llvm.br ^bb6(%arg0, %1 : f32, f64)
  ^bb2:  // pred: ^bb0
    %2 = llvm.mlir.constant(false) : i1
    %3 = llvm.sub %2, %0 : i1
    %4 = llvm.mlir.constant(false) : i1
    %5 = llvm.sub %4, %3 : i1
    %6 = llvm.intr.maxnum(%arg4, %arg0)  : (f32, f32) -> f32
    %7 = llvm.mlir.constant(false) : i1
    llvm.cond_br %7, ^bb3(%arg0, %2 : f32, i1), ^bb4
  ^bb3(%8: f32, %9: i1):  // pred: ^bb2
    %10 = llvm.mlir.constant(1000001 : i64) : i64
    llvm.call @printI64(%10) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %11 = llvm.fptosi %arg0 : f32 to i32
    %12 = llvm.mlir.constant(16 : i32) : i32
    %13 = llvm.lshr %arg2, %12  : i32
    %14 = llvm.sext %11 : i32 to i64
    llvm.br ^bb5(%5 : i1)
  ^bb4:  // pred: ^bb2
    llvm.br ^bb5(%0 : i1)
  ^bb5(%15: i1):  // 2 preds: ^bb3, ^bb4
    %16 = llvm.mlir.constant(526263.83614690229 : f64) : f64
    llvm.br ^bb6(%6, %16 : f32, f64)
  ^bb6(%17: f32, %18: f64):  // 2 preds: ^bb1, ^bb5
    %19 = llvm.mlir.constant(false) : i1
    %20 = llvm.fneg %17  : f32
    %21 = llvm.mlir.constant(true) : i1
    %22 = llvm.mlir.constant(false) : i1
    %23 = llvm.mlir.constant(-1 : i16) : i16
    %24 = llvm.mlir.constant(23544 : i16) : i16
    %25 = llvm.mlir.constant(true) : i1
    %26 = llvm.mlir.constant(0 : i32) : i32
    %27 = llvm.mlir.constant(0 : i32) : i32
    %28 = llvm.mlir.constant(false) : i1
    %29 = llvm.bitcast %18 : f64 to i64
    %30 = llvm.bitcast %29 : i64 to f64
    %31 = llvm.mlir.constant(0 : i32) : i32
    %32 = llvm.intr.smin(%arg2, %31)  : (i32, i32) -> i32
    %33 = llvm.mlir.constant(256 : index) : i64
    %34 = llvm.mlir.constant(7 : index) : i64
    %35 = llvm.mlir.constant(0 : index) : i64
    %36 = llvm.mlir.constant(0 : index) : i64
    %37 = llvm.mlir.constant(2 : index) : i64
    llvm.br ^bb7(%36, %19, %35, %35 : i64, i1, i64, i64)
  ^bb7(%38: i64, %39: i1, %40: i64, %41: i64):  // 2 preds: ^bb6, ^bb8
    %42 = llvm.icmp "slt" %38, %35 : i64
    llvm.cond_br %42, ^bb8, ^bb9
  ^bb8:  // pred: ^bb7
    %43 = llvm.mlir.constant(16 : i32) : i32
    %44 = llvm.ashr %arg2, %43  : i32
    %45 = llvm.mlir.constant(3 : index) : i64
    %46 = llvm.add %35, %45 : i64
    %47 = llvm.mul %arg2, %43 : i32
    %48 = llvm.mlir.constant(0 : i32) : i32
    %49 = llvm.sub %48, %arg2 : i32
    %50 = llvm.mlir.constant(0 : i32) : i32
    %51 = llvm.sub %50, %49 : i32
    %52 = llvm.fdiv %18, %18  : f64
    %53 = llvm.add %38, %37 : i64
    llvm.br ^bb7(%53, %19, %46, %53 : i64, i1, i64, i64)
  ^bb9:  // pred: ^bb7
    %54 = llvm.zext %0 : i1 to i64
    %55 = llvm.mlir.constant(0 : i32) : i32
    %56 = llvm.fadd %30, %18  : f64
    %57 = llvm.add %29, %54 overflow<nsw> : i64
    %58 = llvm.mlir.constant(4 : i16) : i16
    %59 = llvm.mlir.constant(3 : i16) : i16
    llvm.switch %59 : i16, ^bb16 [
      3: ^bb10,
      65535: ^bb11,
      1: ^bb12
    ]
  ^bb10:  // pred: ^bb9
    %60 = llvm.mlir.constant(1 : i32) : i32
    %61 = llvm.mlir.constant(1073741824 : i32) : i32
    %62 = llvm.mlir.constant(1073741825 : i32) : i32
    %63 = llvm.mlir.constant(0 : i8) : i8
    %64 = llvm.intr.minimum(%arg4, %20)  : (f32, f32) -> f32
    llvm.br ^bb16
  ^bb11:  // pred: ^bb9
    %65 = llvm.mlir.constant(-1 : index) : i64
    %66 = llvm.mlir.constant(1000 : index) : i64
    %67 = llvm.mlir.constant(18446744073709551 : index) : i64
    %68 = llvm.mlir.constant(-305420.04851185053 : f64) : f64
    %69 = llvm.fcmp "une" %18, %68 : f64
    %70 = llvm.mlir.constant(12 : index) : i64
    %71 = llvm.icmp "sgt" %40, %70 : i64
    llvm.br ^bb16
  ^bb12:  // pred: ^bb9
    %72 = llvm.mlir.constant(-3 : i16) : i16
    %73 = llvm.srem %59, %72  : i16
    %74 = llvm.mlir.constant(-23515 : i16) : i16
    %75 = llvm.mlir.constant(9 : i16) : i16
    %76 = llvm.mlir.constant(-46 : i16) : i16
    %77 = llvm.icmp "ule" %arg2, %26 : i32
    llvm.cond_br %77, ^bb13(%0, %41 : i1, i64), ^bb14
  ^bb13(%78: i1, %79: i64):  // pred: ^bb12
    %80 = llvm.mlir.constant(1000002 : i64) : i64
    llvm.call @printI64(%80) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %81 = llvm.icmp "slt" %59, %76 : i16
    %82 = llvm.mlir.constant(100 : i32) : i32
    llvm.br ^bb15(%arg2, %82, %17 : i32, i32, f32)
  ^bb14:  // pred: ^bb12
    %83 = llvm.mlir.constant(true) : i1
    %84 = llvm.mlir.constant(false) : i1
    %85 = llvm.select %19, %arg4, %20 : i1, f32
    %86 = llvm.select %19, %85, %17 : i1, f32
    %87 = llvm.mlir.constant(-8.391000e+02 : f32) : f32
    %88 = llvm.fadd %arg0, %87  : f32
    llvm.br ^bb15(%arg3, %32, %20 : i32, i32, f32)
  ^bb15(%89: i32, %90: i32, %91: f32):  // 2 preds: ^bb13, ^bb14
    llvm.br ^bb16
  ^bb16:  // 4 preds: ^bb9, ^bb10, ^bb11, ^bb15
    %92 = llvm.mlir.constant(0 : i32) : i32
    %93 = llvm.select %28, %21, %19 : i1, i1
    %94 = llvm.mlir.constant(4 : i16) : i16
    %95 = llvm.urem %59, %94  : i16
    llvm.switch %95 : i16, ^bb17 [
      4: ^bb18,
      2: ^bb19,
      3: ^bb20(%35 : i64)
    ]
  ^bb17:  // pred: ^bb16
    llvm.br ^bb20(%40 : i64)
  ^bb18:  // pred: ^bb16
    llvm.br ^bb20(%36 : i64)
  ^bb19:  // pred: ^bb16
    llvm.br ^bb20(%35 : i64)
  ^bb20(%96: i64):  // 4 preds: ^bb16, ^bb17, ^bb18, ^bb19
    %97 = llvm.mlir.constant(3.712510e+02 : f32) : f32
    %98 = llvm.intr.minimum(%17, %97)  : (f32, f32) -> f32
    %99 = llvm.mlir.constant(0 : i16) : i16
    %100 = llvm.mlir.constant(3 : i16) : i16
    %101 = llvm.mlir.constant(0 : i16) : i16
    %102 = llvm.mlir.constant(true) : i1
    %103 = llvm.mlir.constant(false) : i1
    %104 = llvm.xor %19, %102  : i1
    %105 = llvm.mlir.constant(491721882 : i32) : i32
    %106 = llvm.mul %arg3, %105 : i32
    %107 = llvm.mlir.constant(1073741824 : i32) : i32
    %108 = llvm.mul %106, %107 : i32
    %109 = llvm.mlir.constant(7 : i32) : i32
    %110 = llvm.mlir.constant(0 : i32) : i32
    %111 = llvm.mlir.constant(0 : i32) : i32
    %112 = llvm.mlir.constant(2 : i32) : i32
    llvm.br ^bb21(%111, %99, %36 : i32, i16, i64)
  ^bb21(%113: i32, %114: i16, %115: i64):  // 2 preds: ^bb20, ^bb22
    %116 = llvm.icmp "slt" %113, %110 : i32
    llvm.cond_br %116, ^bb22, ^bb23(%114, %115 : i16, i64)
  ^bb22:  // pred: ^bb21
    %117 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %118 = llvm.intr.maximum(%17, %117)  {fastmathFlags = #llvm.fastmath<contract>} : (f32, f32) -> f32
    %119 = llvm.mlir.constant(-51 : index) : i64
    %120 = llvm.mul %96, %119 : i64
    %121 = llvm.mlir.constant(46 : index) : i64
    %122 = llvm.mul %120, %121 : i64
    %123 = llvm.mlir.constant(false) : i1
    %124 = llvm.fneg %17  : f32
    %125 = llvm.mlir.constant(0 : i32) : i32
    %126 = llvm.mlir.constant(16 : i32) : i32
    %127 = arith.ceildivui %108, %126 : i32
    %128 = llvm.add %113, %112 : i32
    llvm.br ^bb21(%128, %59, %121 : i32, i16, i64)
  ^bb23(%129: i16, %130: i64):  // pred: ^bb21
    llvm.call @printI64(%arg1) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %131 = llvm.sext %arg3 : i32 to i64
    llvm.call @printI64(%131) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %132 = llvm.bitcast %17 : f32 to i32
    %133 = llvm.zext %132 : i32 to i64
    llvm.call @printI64(%133) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %134 = llvm.zext %19 : i1 to i64
    llvm.call @printI64(%134) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %135 = llvm.bitcast %20 : f32 to i32
    %136 = llvm.zext %135 : i32 to i64
    llvm.call @printI64(%136) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %137 = llvm.bitcast %17 : f32 to i32
    %138 = llvm.zext %137 : i32 to i64
    llvm.call @printI64(%138) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %139 = llvm.bitcast %18 : f64 to i64
    llvm.call @printI64(%139) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %140 = llvm.zext %19 : i1 to i64
    llvm.call @printI64(%140) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %141 = llvm.sext %26 : i32 to i64
    llvm.call @printI64(%141) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %142 = llvm.bitcast %30 : f64 to i64
    llvm.call @printI64(%142) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %143 = llvm.zext %32 : i32 to i64
    llvm.call @printI64(%143) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%35) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%38) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %144 = llvm.zext %39 : i1 to i64
    llvm.call @printI64(%144) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%40) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%41) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %145 = llvm.zext %42 : i1 to i64
    llvm.call @printI64(%145) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%54) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %146 = llvm.bitcast %56 : f64 to i64
    llvm.call @printI64(%146) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %147 = llvm.sext %arg2 : i32 to i64
    llvm.call @printI64(%147) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %148 = llvm.zext %93 : i1 to i64
    llvm.call @printI64(%148) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %149 = llvm.sext %95 : i16 to i64
    llvm.call @printI64(%149) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%96) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %150 = llvm.zext %101 : i16 to i64
    llvm.call @printI64(%150) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %151 = llvm.zext %104 : i1 to i64
    llvm.call @printI64(%151) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %152 = llvm.zext %106 : i32 to i64
    llvm.call @printI64(%152) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %153 = llvm.zext %110 : i32 to i64
    llvm.call @printI64(%153) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%130) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %154 = llvm.mlir.constant(0 : i64) : i64
    llvm.call @printI64(%154) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %155 = llvm.mlir.constant(491721882 : i64) : i64
    llvm.call @printI64(%155) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return %95 : i16
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(-4962172499188270372 : i64) : i64
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.add %2, %2 : i64
    %4 = llvm.uitofp %2 : i64 to f64
    %5 = llvm.mlir.constant(3 : i64) : i64
    %6 = llvm.mlir.constant(-6918717558197214209 : i64) : i64
    %7 = llvm.mlir.constant(6918717558197214212 : i64) : i64
    %8 = llvm.mlir.constant(-6878511809159326496 : index) : i64
    %9 = llvm.mlir.constant(3 : index) : i64
    %10 = llvm.mlir.constant(0 : index) : i64
    %11 = llvm.mlir.constant(1 : index) : i64
    %12 = llvm.mlir.constant(2 : index) : i64
    llvm.br ^bb1(%11, %7 : i64, i64)
  ^bb1(%13: i64, %14: i64):  // 2 preds: ^bb0, ^bb4
    %15 = llvm.icmp "slt" %13, %10 : i64
    llvm.cond_br %15, ^bb2, ^bb5
  ^bb2:  // pred: ^bb1
    %16 = llvm.mlir.constant(7 : i64) : i64
    %17 = arith.ceildivui %3, %16 : i64
    %18 = llvm.mlir.constant(98 : i8) : i8
    %19 = llvm.mlir.constant(0 : i8) : i8
    %20 = llvm.mlir.constant(-98 : i8) : i8
    %21 = llvm.mlir.constant(0 : i8) : i8
    %22 = llvm.sub %21, %20 : i8
    %23 = llvm.mlir.constant(true) : i1
    %24 = llvm.mlir.constant(false) : i1
    %25 = llvm.select %15, %24, %23 : i1, i1
    %26 = llvm.mlir.constant(true) : i1
    llvm.cond_br %26, ^bb3, ^bb4(%17, %10 : i64, i64)
  ^bb3:  // pred: ^bb2
    %27 = llvm.mlir.constant(8 : i64) : i64
    %28 = llvm.mlir.constant(100 : i64) : i64
    %29 = llvm.mlir.constant(8 : i64) : i64
    %30 = llvm.mlir.constant(16 : i8) : i8
    %31 = llvm.sdiv %22, %30  : i8
    %32 = llvm.mlir.constant(1.000000e-01 : f64) : f64
    %33 = llvm.fcmp "ueq" %4, %32 : f64
    llvm.br ^bb4(%17, %13 : i64, i64)
  ^bb4(%34: i64, %35: i64):  // 2 preds: ^bb2, ^bb3
    %36 = llvm.add %13, %12 : i64
    llvm.br ^bb1(%36, %34 : i64, i64)
  ^bb5:  // pred: ^bb1
    %37 = llvm.mlir.constant(-1 : i8) : i8
    %38 = llvm.mlir.constant(7 : i8) : i8
    %39 = llvm.mlir.constant(7 : i8) : i8
    %40 = llvm.mlir.constant(0 : i8) : i8
    %41 = llvm.mlir.constant(1 : i8) : i8
    %42 = llvm.mlir.constant(16 : i16) : i16
    llvm.br ^bb6(%40, %7, %42, %3 : i8, i64, i16, i64)
  ^bb6(%43: i8, %44: i64, %45: i16, %46: i64):  // 2 preds: ^bb5, ^bb7
    %47 = llvm.icmp "ult" %43, %39 : i8
    llvm.cond_br %47, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    %48 = llvm.mlir.constant(-100 : i64) : i64
    %49 = llvm.and %46, %48  : i64
    %50 = llvm.mlir.constant(true) : i1
    %51 = llvm.mlir.constant(false) : i1
    %52 = llvm.select %47, %50, %15 : i1, i1
    %53 = llvm.select %47, %52, %51 : i1, i1
    %54 = llvm.mlir.constant(16 : i8) : i8
    %55 = llvm.urem %43, %54  : i8
    %56 = llvm.add %43, %41 : i8
    %57 = llvm.mlir.constant(-176 : i16) : i16
    llvm.br ^bb6(%56, %48, %57, %48 : i8, i64, i16, i64)
  ^bb8:  // pred: ^bb6
    %58 = llvm.mlir.constant(32 : i64) : i64
    %59 = llvm.ashr %46, %58  : i64
    %60 = llvm.mlir.constant(0 : i8) : i8
    %61 = llvm.sub %60, %39 : i8
    %62 = llvm.mlir.constant(0 : i8) : i8
    %63 = llvm.sub %62, %61 : i8
    %64 = llvm.mlir.constant(-1 : i8) : i8
    %65 = arith.floordivsi %63, %64 : i8
    %66 = llvm.mlir.constant(3 : i64) : i64
    %67 = arith.ceildivui %59, %66 : i64
    %68 = llvm.intr.umin(%3, %14)  : (i64, i64) -> i64
    llvm.cond_br %47, ^bb9(%13 : i64), ^bb10(%10, %3 : i64, i64)
  ^bb9(%69: i64):  // pred: ^bb8
    %70 = llvm.mlir.constant(1000003 : i64) : i64
    llvm.call @printI64(%70) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %71 = llvm.mlir.constant(119 : i32) : i32
    %72 = llvm.mlir.constant(0 : i8) : i8
    %73 = llvm.mlir.constant(true) : i1
    %74 = llvm.mlir.constant(false) : i1
    %75 = llvm.icmp "eq" %61, %43 : i8
    %76 = llvm.xor %75, %73  : i1
    llvm.br ^bb10(%69, %2 : i64, i64)
  ^bb10(%77: i64, %78: i64):  // 2 preds: ^bb8, ^bb9
    %79 = llvm.mlir.constant(-6918717558197214206 : i64) : i64
    %80 = llvm.mlir.constant(114 : i64) : i64
    %81 = llvm.add %59, %80 : i64
    %82 = llvm.mlir.constant(114 : i64) : i64
    %83 = llvm.sub %81, %82 : i64
    %84 = llvm.mlir.constant(-1.606000e+02 : f64) : f64
    %85 = llvm.mlir.constant(1.000000e+00 : f64) : f64
    %86 = llvm.bitcast %4 : f64 to i64
    llvm.call @printI64(%86) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%7) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%10) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%14) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %87 = llvm.zext %15 : i1 to i64
    llvm.call @printI64(%87) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %88 = llvm.zext %43 : i8 to i64
    llvm.call @printI64(%88) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%44) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %89 = llvm.zext %45 : i16 to i64
    llvm.call @printI64(%89) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%46) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %90 = llvm.zext %47 : i1 to i64
    llvm.call @printI64(%90) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%59) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %91 = llvm.zext %63 : i8 to i64
    llvm.call @printI64(%91) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%77) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%78) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%79) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%81) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %92 = llvm.bitcast %85 : f64 to i64
    llvm.call @printI64(%92) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %93 = llvm.mlir.constant(2 : i64) : i64
    llvm.call @printI64(%93) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%80) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %94 = llvm.mlir.constant(861.799987 : f32) : f32
    %95 = llvm.mlir.constant(100 : i64) : i64
    %96 = llvm.mlir.constant(0 : i32) : i32
    %97 = llvm.mlir.constant(50 : i32) : i32
    %98 = llvm.mlir.constant(-841.299987 : f32) : f32
    %99 = llvm.call @k0(%94, %95, %96, %97, %98) : (f32, i64, i32, i32, f32) -> i16
    %100 = llvm.sext %99 : i16 to i64
    llvm.call @printI64(%100) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %101 = llvm.mlir.constant(9.99999974E-6 : f32) : f32
    %102 = llvm.mlir.constant(-17 : i64) : i64
    %103 = llvm.mlir.constant(-990502159 : i32) : i32
    %104 = llvm.mlir.constant(5 : i32) : i32
    %105 = llvm.mlir.constant(2.550000e+02 : f32) : f32
    %106 = llvm.call @k0(%101, %102, %103, %104, %105) : (f32, i64, i32, i32, f32) -> i16
    %107 = llvm.zext %106 : i16 to i64
    llvm.call @printI64(%107) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %108 = llvm.mlir.constant(false) : i1
    llvm.cond_br %108, ^bb11(%77, %81 : i64, i64), ^bb12
  ^bb11(%109: i64, %110: i64):  // pred: ^bb10
    %111 = llvm.uitofp %99 : i16 to f32
    llvm.br ^bb13(%82 : i64)
  ^bb12:  // pred: ^bb10
    %112 = llvm.mlir.constant(-3471833531649314121 : index) : i64
    %113 = llvm.mlir.constant(-1 : index) : i64
    %114 = llvm.mlir.constant(-1 : index) : i64
    llvm.br ^bb13(%81 : i64)
  ^bb13(%115: i64):  // 2 preds: ^bb11, ^bb12
    llvm.call @printI64(%2) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %116 = llvm.bitcast %4 : f64 to i64
    llvm.call @printI64(%116) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%13) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%44) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %117 = llvm.zext %45 : i16 to i64
    llvm.call @printI64(%117) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%46) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%79) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%81) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%115) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %118 = llvm.mlir.constant(-6878511809159326496 : i64) : i64
    llvm.call @printI64(%118) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%80) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}

