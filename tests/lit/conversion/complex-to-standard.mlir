// --convert-complex-to-standard as mlir-opt-19 does it: every complex op
// but constant and bitcast becomes arith and math on its parts (complex.re,
// complex.im, complex.create stay), in MLIR's order and with its fast-math
// flags; atan2, pow, expm1 and sign are lowered through other complex ops.
// RUN: rulir-opt %s --convert-complex-to-standard > %t.rulir
// RUN: %mlir_opt %s --convert-complex-to-standard > %t.mlir
// RUN: diff %t.rulir %t.mlir
// RUN: FileCheck %s < %t.rulir

// CHECK-LABEL: func.func @abs(%arg0: complex<f32>) -> f32 {
// CHECK-NEXT:    %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:    %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:    %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %2 = math.absf %0 : f32
// CHECK-NEXT:    %3 = math.absf %1 : f32
// CHECK-NEXT:    %4 = arith.maximumf %2, %3 : f32
// CHECK-NEXT:    %5 = arith.minimumf %2, %3 : f32
// CHECK-NEXT:    %6 = arith.divf %5, %4 : f32
// CHECK-NEXT:    %7 = arith.mulf %6, %6 : f32
// CHECK-NEXT:    %8 = arith.addf %7, %cst : f32
// CHECK-NEXT:    %9 = math.sqrt %8 : f32
// CHECK-NEXT:    %10 = arith.mulf %4, %9 : f32
// CHECK-NEXT:    %11 = arith.cmpf uno, %10, %10 : f32
// CHECK-NEXT:    %12 = arith.select %11, %5, %10 : f32
// CHECK-NEXT:    return %12 : f32
// CHECK-NEXT:  }
func.func @abs(%a: complex<f32>) -> f32 {
  %r = complex.abs %a : complex<f32>
  return %r : f32
}

// CHECK-LABEL: func.func @add(%arg0: complex<f32>, %arg1: complex<f32>) -> complex<f32> {
// CHECK-NEXT:    %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:    %1 = complex.re %arg1 : complex<f32>
// CHECK-NEXT:    %2 = arith.addf %0, %1 : f32
// CHECK-NEXT:    %3 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:    %4 = complex.im %arg1 : complex<f32>
// CHECK-NEXT:    %5 = arith.addf %3, %4 : f32
// CHECK-NEXT:    %6 = complex.create %2, %5 : complex<f32>
// CHECK-NEXT:    return %6 : complex<f32>
// CHECK-NEXT:  }
func.func @add(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %r = complex.add %a, %b : complex<f32>
  return %r : complex<f32>
}

// CHECK-LABEL: func.func @sub(%arg0: complex<f32>, %arg1: complex<f32>) -> complex<f32> {
// CHECK-NEXT:    %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:    %1 = complex.re %arg1 : complex<f32>
// CHECK-NEXT:    %2 = arith.subf %0, %1 : f32
// CHECK-NEXT:    %3 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:    %4 = complex.im %arg1 : complex<f32>
// CHECK-NEXT:    %5 = arith.subf %3, %4 : f32
// CHECK-NEXT:    %6 = complex.create %2, %5 : complex<f32>
// CHECK-NEXT:    return %6 : complex<f32>
// CHECK-NEXT:  }
func.func @sub(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %r = complex.sub %a, %b : complex<f32>
  return %r : complex<f32>
}

// CHECK-LABEL: func.func @mul(%arg0: complex<f32>, %arg1: complex<f32>) -> complex<f32> {
// CHECK-NEXT:    %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:    %1 = math.absf %0 : f32
// CHECK-NEXT:    %2 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:    %3 = math.absf %2 : f32
// CHECK-NEXT:    %4 = complex.re %arg1 : complex<f32>
// CHECK-NEXT:    %5 = math.absf %4 : f32
// CHECK:         %83 = arith.select %78, %82, %12 : f32
// CHECK-NEXT:    %84 = arith.mulf %70, %73 : f32
// CHECK-NEXT:    %85 = arith.mulf %67, %76 : f32
// CHECK-NEXT:    %86 = arith.addf %84, %85 : f32
// CHECK-NEXT:    %87 = arith.mulf %cst, %86 : f32
// CHECK-NEXT:    %88 = arith.select %78, %87, %17 : f32
// CHECK-NEXT:    %89 = complex.create %83, %88 : complex<f32>
// CHECK-NEXT:    return %89 : complex<f32>
// CHECK-NEXT:  }
func.func @mul(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %r = complex.mul %a, %b : complex<f32>
  return %r : complex<f32>
}

// CHECK-LABEL: func.func @div(%arg0: complex<f32>, %arg1: complex<f32>) -> complex<f32> {
// CHECK-NEXT:    %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:    %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:    %2 = complex.re %arg1 : complex<f32>
// CHECK-NEXT:    %3 = complex.im %arg1 : complex<f32>
// CHECK-NEXT:    %4 = arith.divf %2, %3 : f32
// CHECK-NEXT:    %5 = arith.mulf %4, %2 : f32
// CHECK:         %82 = arith.select %30, %33, %80 : f32
// CHECK-NEXT:    %83 = arith.cmpf uno, %75, %cst : f32
// CHECK-NEXT:    %84 = arith.cmpf uno, %76, %cst : f32
// CHECK-NEXT:    %85 = arith.andi %83, %84 : i1
// CHECK-NEXT:    %86 = arith.select %85, %81, %75 : f32
// CHECK-NEXT:    %87 = arith.select %85, %82, %76 : f32
// CHECK-NEXT:    %88 = complex.create %86, %87 : complex<f32>
// CHECK-NEXT:    return %88 : complex<f32>
// CHECK-NEXT:  }
func.func @div(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %r = complex.div %a, %b : complex<f32>
  return %r : complex<f32>
}

// CHECK-LABEL: func.func @eq(%arg0: complex<f32>, %arg1: complex<f32>) -> i1 {
// CHECK-NEXT:    %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:    %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:    %2 = complex.re %arg1 : complex<f32>
// CHECK-NEXT:    %3 = complex.im %arg1 : complex<f32>
// CHECK-NEXT:    %4 = arith.cmpf oeq, %0, %2 : f32
// CHECK-NEXT:    %5 = arith.cmpf oeq, %1, %3 : f32
// CHECK-NEXT:    %6 = arith.andi %4, %5 : i1
// CHECK-NEXT:    return %6 : i1
// CHECK-NEXT:  }
func.func @eq(%a: complex<f32>, %b: complex<f32>) -> i1 {
  %r = complex.eq %a, %b : complex<f32>
  return %r : i1
}

// CHECK-LABEL: func.func @neq(%arg0: complex<f32>, %arg1: complex<f32>) -> i1 {
// CHECK-NEXT:    %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:    %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:    %2 = complex.re %arg1 : complex<f32>
// CHECK-NEXT:    %3 = complex.im %arg1 : complex<f32>
// CHECK-NEXT:    %4 = arith.cmpf une, %0, %2 : f32
// CHECK-NEXT:    %5 = arith.cmpf une, %1, %3 : f32
// CHECK-NEXT:    %6 = arith.ori %4, %5 : i1
// CHECK-NEXT:    return %6 : i1
// CHECK-NEXT:  }
func.func @neq(%a: complex<f32>, %b: complex<f32>) -> i1 {
  %r = complex.neq %a, %b : complex<f32>
  return %r : i1
}

// CHECK-LABEL: func.func @exp(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT:    %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:    %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:    %2 = math.exp %0 : f32
// CHECK-NEXT:    %3 = math.cos %1 : f32
// CHECK-NEXT:    %4 = arith.mulf %2, %3 : f32
// CHECK-NEXT:    %5 = math.sin %1 : f32
// CHECK-NEXT:    %6 = arith.mulf %2, %5 : f32
// CHECK-NEXT:    %7 = complex.create %4, %6 : complex<f32>
// CHECK-NEXT:    return %7 : complex<f32>
// CHECK-NEXT:  }
func.func @exp(%a: complex<f32>) -> complex<f32> {
  %r = complex.exp %a : complex<f32>
  return %r : complex<f32>
}

// CHECK-LABEL: func.func @log(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT:    %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:    %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:    %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %2 = math.absf %0 : f32
// CHECK-NEXT:    %3 = math.absf %1 : f32
// CHECK-NEXT:    %4 = arith.maximumf %2, %3 : f32
// CHECK-NEXT:    %5 = arith.minimumf %2, %3 : f32
// CHECK-NEXT:    %6 = arith.divf %5, %4 : f32
// CHECK-NEXT:    %7 = arith.mulf %6, %6 : f32
// CHECK-NEXT:    %8 = arith.addf %7, %cst : f32
// CHECK-NEXT:    %9 = math.sqrt %8 : f32
// CHECK-NEXT:    %10 = arith.mulf %4, %9 : f32
// CHECK-NEXT:    %11 = arith.cmpf uno, %10, %10 : f32
// CHECK-NEXT:    %12 = arith.select %11, %5, %10 : f32
// CHECK-NEXT:    %13 = math.log %12 : f32
// CHECK-NEXT:    %14 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:    %15 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:    %16 = math.atan2 %15, %14 : f32
// CHECK-NEXT:    %17 = complex.create %13, %16 : complex<f32>
// CHECK-NEXT:    return %17 : complex<f32>
// CHECK-NEXT:  }
func.func @log(%a: complex<f32>) -> complex<f32> {
  %r = complex.log %a : complex<f32>
  return %r : complex<f32>
}

// CHECK-LABEL: func.func @sqrt(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT:    %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %cst_0 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:    %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:    %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:    %cst_1 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %2 = math.absf %0 : f32
// CHECK:         %33 = arith.select %32, %cst_5, %21 : f32
// CHECK-NEXT:    %34 = arith.ori %23, %26 : i1
// CHECK-NEXT:    %35 = arith.select %34, %31, %33 : f32
// CHECK-NEXT:    %36 = arith.cmpf oeq, %13, %cst : f32
// CHECK-NEXT:    %37 = arith.select %36, %cst, %30 : f32
// CHECK-NEXT:    %38 = arith.select %36, %cst, %35 : f32
// CHECK-NEXT:    %39 = complex.create %37, %38 : complex<f32>
// CHECK-NEXT:    return %39 : complex<f32>
// CHECK-NEXT:  }
func.func @sqrt(%a: complex<f32>) -> complex<f32> {
  %r = complex.sqrt %a : complex<f32>
  return %r : complex<f32>
}

// CHECK-LABEL: func.func @sign(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT:    %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:    %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:    %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %2 = arith.cmpf oeq, %0, %cst : f32
// CHECK-NEXT:    %3 = arith.cmpf oeq, %1, %cst : f32
// CHECK-NEXT:    %4 = arith.andi %2, %3 : i1
// CHECK-NEXT:    %5 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:    %6 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:    %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %7 = math.absf %5 : f32
// CHECK-NEXT:    %8 = math.absf %6 : f32
// CHECK-NEXT:    %9 = arith.maximumf %7, %8 : f32
// CHECK-NEXT:    %10 = arith.minimumf %7, %8 : f32
// CHECK-NEXT:    %11 = arith.divf %10, %9 : f32
// CHECK-NEXT:    %12 = arith.mulf %11, %11 : f32
// CHECK-NEXT:    %13 = arith.addf %12, %cst_0 : f32
// CHECK-NEXT:    %14 = math.sqrt %13 : f32
// CHECK-NEXT:    %15 = arith.mulf %9, %14 : f32
// CHECK-NEXT:    %16 = arith.cmpf uno, %15, %15 : f32
// CHECK-NEXT:    %17 = arith.select %16, %10, %15 : f32
// CHECK-NEXT:    %18 = arith.divf %0, %17 : f32
// CHECK-NEXT:    %19 = arith.divf %1, %17 : f32
// CHECK-NEXT:    %20 = complex.create %18, %19 : complex<f32>
// CHECK-NEXT:    %21 = arith.select %4, %arg0, %20 : complex<f32>
// CHECK-NEXT:    return %21 : complex<f32>
// CHECK-NEXT:  }
func.func @sign(%a: complex<f32>) -> complex<f32> {
  %r = complex.sign %a : complex<f32>
  return %r : complex<f32>
}

// CHECK-LABEL: func.func @neg(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT:    %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:    %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:    %2 = arith.negf %0 : f32
// CHECK-NEXT:    %3 = arith.negf %1 : f32
// CHECK-NEXT:    %4 = complex.create %2, %3 : complex<f32>
// CHECK-NEXT:    return %4 : complex<f32>
// CHECK-NEXT:  }
func.func @neg(%a: complex<f32>) -> complex<f32> {
  %r = complex.neg %a : complex<f32>
  return %r : complex<f32>
}

// CHECK-LABEL: func.func @conj(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT:    %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:    %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:    %2 = arith.negf %1 : f32
// CHECK-NEXT:    %3 = complex.create %0, %2 : complex<f32>
// CHECK-NEXT:    return %3 : complex<f32>
// CHECK-NEXT:  }
func.func @conj(%a: complex<f32>) -> complex<f32> {
  %r = complex.conj %a : complex<f32>
  return %r : complex<f32>
}

// CHECK-LABEL: func.func @angle(%arg0: complex<f32>) -> f32 {
// CHECK-NEXT:    %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:    %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:    %2 = math.atan2 %1, %0 : f32
// CHECK-NEXT:    return %2 : f32
// CHECK-NEXT:  }
func.func @angle(%a: complex<f32>) -> f32 {
  %r = complex.angle %a : complex<f32>
  return %r : f32
}

// CHECK-LABEL: func.func @cos(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT:    %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:    %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:    %cst = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:    %2 = math.exp %1 : f32
// CHECK-NEXT:    %3 = arith.mulf %cst, %2 : f32
// CHECK-NEXT:    %4 = arith.divf %cst, %2 : f32
// CHECK-NEXT:    %5 = math.sin %0 : f32
// CHECK-NEXT:    %6 = math.cos %0 : f32
// CHECK-NEXT:    %7 = arith.addf %4, %3 : f32
// CHECK-NEXT:    %8 = arith.mulf %7, %6 : f32
// CHECK-NEXT:    %9 = arith.subf %4, %3 : f32
// CHECK-NEXT:    %10 = arith.mulf %9, %5 : f32
// CHECK-NEXT:    %11 = complex.create %8, %10 : complex<f32>
// CHECK-NEXT:    return %11 : complex<f32>
// CHECK-NEXT:  }
func.func @cos(%a: complex<f32>) -> complex<f32> {
  %r = complex.cos %a : complex<f32>
  return %r : complex<f32>
}

// CHECK-LABEL: func.func @sin(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT:    %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:    %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:    %cst = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:    %2 = math.exp %1 : f32
// CHECK-NEXT:    %3 = arith.mulf %cst, %2 : f32
// CHECK-NEXT:    %4 = arith.divf %cst, %2 : f32
// CHECK-NEXT:    %5 = math.sin %0 : f32
// CHECK-NEXT:    %6 = math.cos %0 : f32
// CHECK-NEXT:    %7 = arith.addf %3, %4 : f32
// CHECK-NEXT:    %8 = arith.mulf %7, %5 : f32
// CHECK-NEXT:    %9 = arith.subf %3, %4 : f32
// CHECK-NEXT:    %10 = arith.mulf %9, %6 : f32
// CHECK-NEXT:    %11 = complex.create %8, %10 : complex<f32>
// CHECK-NEXT:    return %11 : complex<f32>
// CHECK-NEXT:  }
func.func @sin(%a: complex<f32>) -> complex<f32> {
  %r = complex.sin %a : complex<f32>
  return %r : complex<f32>
}

// CHECK-LABEL: func.func @expm1(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT:    %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:    %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:    %2 = math.exp %0 : f32
// CHECK-NEXT:    %3 = math.cos %1 : f32
// CHECK-NEXT:    %4 = arith.mulf %2, %3 : f32
// CHECK-NEXT:    %5 = math.sin %1 : f32
// CHECK-NEXT:    %6 = arith.mulf %2, %5 : f32
// CHECK-NEXT:    %7 = complex.create %4, %6 : complex<f32>
// CHECK-NEXT:    %8 = complex.re %7 : complex<f32>
// CHECK-NEXT:    %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %9 = arith.subf %8, %cst : f32
// CHECK-NEXT:    %10 = complex.im %7 : complex<f32>
// CHECK-NEXT:    %11 = complex.create %9, %10 : complex<f32>
// CHECK-NEXT:    return %11 : complex<f32>
// CHECK-NEXT:  }
func.func @expm1(%a: complex<f32>) -> complex<f32> {
  %r = complex.expm1 %a : complex<f32>
  return %r : complex<f32>
}

// CHECK-LABEL: func.func @log1p(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT:    %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:    %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:    %cst = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:    %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %2 = arith.addf %0, %cst_0 : f32
// CHECK-NEXT:    %3 = math.absf %2 : f32
// CHECK-NEXT:    %4 = math.absf %1 : f32
// CHECK-NEXT:    %5 = arith.maximumf %3, %4 : f32
// CHECK-NEXT:    %6 = arith.minimumf %3, %4 : f32
// CHECK-NEXT:    %7 = arith.cmpf ogt, %2, %4 : f32
// CHECK-NEXT:    %8 = arith.subf %5, %cst_0 : f32
// CHECK-NEXT:    %9 = arith.select %7, %0, %8 : f32
// CHECK-NEXT:    %10 = arith.divf %6, %5 : f32
// CHECK-NEXT:    %11 = math.log1p %9 : f32
// CHECK-NEXT:    %12 = arith.mulf %10, %10 : f32
// CHECK-NEXT:    %13 = math.log1p %12 : f32
// CHECK-NEXT:    %14 = arith.mulf %cst, %13 : f32
// CHECK-NEXT:    %15 = arith.addf %14, %11 : f32
// CHECK-NEXT:    %16 = arith.cmpf uno, %15, %15 : f32
// CHECK-NEXT:    %17 = arith.select %16, %6, %15 : f32
// CHECK-NEXT:    %18 = math.atan2 %1, %2 : f32
// CHECK-NEXT:    %19 = complex.create %17, %18 : complex<f32>
// CHECK-NEXT:    return %19 : complex<f32>
// CHECK-NEXT:  }
func.func @log1p(%a: complex<f32>) -> complex<f32> {
  %r = complex.log1p %a : complex<f32>
  return %r : complex<f32>
}

// CHECK-LABEL: func.func @rsqrt(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT:    %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %cst_0 = arith.constant 0x7F800000 : f32
// CHECK-NEXT:    %cst_1 = arith.constant -5.000000e-01 : f32
// CHECK-NEXT:    %cst_2 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:    %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:    %1 = complex.im %arg0 : complex<f32>
// CHECK:         %33 = arith.select %31, %24, %21 : f32
// CHECK-NEXT:    %34 = arith.cmpf oeq, %0, %cst : f32
// CHECK-NEXT:    %35 = arith.cmpf oeq, %1, %cst : f32
// CHECK-NEXT:    %36 = arith.andi %34, %35 : i1
// CHECK-NEXT:    %37 = arith.select %36, %cst_0, %32 : f32
// CHECK-NEXT:    %38 = arith.select %36, %cst_2, %33 : f32
// CHECK-NEXT:    %39 = complex.create %37, %38 : complex<f32>
// CHECK-NEXT:    return %39 : complex<f32>
// CHECK-NEXT:  }
func.func @rsqrt(%a: complex<f32>) -> complex<f32> {
  %r = complex.rsqrt %a : complex<f32>
  return %r : complex<f32>
}

// CHECK-LABEL: func.func @tan(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT:    %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:    %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:    %cst = arith.constant -1.000000e+00 : f32
// CHECK-NEXT:    %2 = arith.mulf %1, %cst : f32
// CHECK-NEXT:    %cst_0 = arith.constant 0x7F800000 : f32
// CHECK-NEXT:    %cst_1 = arith.constant 4.000000e+00 : f32
// CHECK-NEXT:    %3 = arith.addf %2, %2 : f32
// CHECK-NEXT:    %4 = arith.mulf %cst, %3 : f32
// CHECK-NEXT:    %5 = math.expm1 %3 : f32
// CHECK-NEXT:    %6 = math.expm1 %4 : f32
// CHECK-NEXT:    %7 = arith.subf %5, %6 : f32
// CHECK-NEXT:    %8 = math.cos %0 : f32
// CHECK-NEXT:    %9 = arith.mulf %8, %8 : f32
// CHECK-NEXT:    %10 = arith.mulf %9, %cst_1 : f32
// CHECK-NEXT:    %11 = math.sin %0 : f32
// CHECK-NEXT:    %12 = arith.mulf %8, %11 : f32
// CHECK-NEXT:    %13 = arith.mulf %cst_1, %12 : f32
// CHECK-NEXT:    %14 = arith.addf %5, %6 : f32
// CHECK-NEXT:    %15 = arith.addf %14, %10 : f32
// CHECK-NEXT:    %16 = arith.cmpf oeq, %14, %cst_0 : f32
// CHECK-NEXT:    %17 = math.copysign %cst, %2 : f32
// CHECK-NEXT:    %18 = arith.divf %7, %15 : f32
// CHECK-NEXT:    %19 = arith.select %16, %17, %18 : f32
// CHECK-NEXT:    %20 = arith.divf %13, %15 : f32
// CHECK-NEXT:    %21 = math.absf %2 : f32
// CHECK-NEXT:    %cst_2 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %cst_3 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:    %22 = arith.cmpf oeq, %21, %cst_0 : f32
// CHECK-NEXT:    %23 = arith.cmpf oeq, %0, %cst_2 : f32
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %24 = arith.xori %22, %true : i1
// CHECK-NEXT:    %25 = arith.cmpf uno, %13, %13 : f32
// CHECK-NEXT:    %26 = arith.andi %25, %24 : i1
// CHECK-NEXT:    %27 = arith.andi %22, %25 : i1
// CHECK-NEXT:    %28 = arith.ori %23, %27 : i1
// CHECK-NEXT:    %29 = arith.select %26, %cst_3, %19 : f32
// CHECK-NEXT:    %30 = arith.select %28, %cst_2, %20 : f32
// CHECK-NEXT:    %31 = arith.mulf %29, %cst : f32
// CHECK-NEXT:    %32 = complex.create %30, %31 : complex<f32>
// CHECK-NEXT:    return %32 : complex<f32>
// CHECK-NEXT:  }
func.func @tan(%a: complex<f32>) -> complex<f32> {
  %r = complex.tan %a : complex<f32>
  return %r : complex<f32>
}

// CHECK-LABEL: func.func @tanh(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT:    %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:    %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:    %cst = arith.constant -1.000000e+00 : f32
// CHECK-NEXT:    %cst_0 = arith.constant 0x7F800000 : f32
// CHECK-NEXT:    %cst_1 = arith.constant 4.000000e+00 : f32
// CHECK-NEXT:    %2 = arith.addf %0, %0 : f32
// CHECK-NEXT:    %3 = arith.mulf %cst, %2 : f32
// CHECK-NEXT:    %4 = math.expm1 %2 : f32
// CHECK-NEXT:    %5 = math.expm1 %3 : f32
// CHECK-NEXT:    %6 = arith.subf %4, %5 : f32
// CHECK-NEXT:    %7 = math.cos %1 : f32
// CHECK-NEXT:    %8 = arith.mulf %7, %7 : f32
// CHECK-NEXT:    %9 = arith.mulf %8, %cst_1 : f32
// CHECK-NEXT:    %10 = math.sin %1 : f32
// CHECK-NEXT:    %11 = arith.mulf %7, %10 : f32
// CHECK-NEXT:    %12 = arith.mulf %cst_1, %11 : f32
// CHECK-NEXT:    %13 = arith.addf %4, %5 : f32
// CHECK-NEXT:    %14 = arith.addf %13, %9 : f32
// CHECK-NEXT:    %15 = arith.cmpf oeq, %13, %cst_0 : f32
// CHECK-NEXT:    %16 = math.copysign %cst, %0 : f32
// CHECK-NEXT:    %17 = arith.divf %6, %14 : f32
// CHECK-NEXT:    %18 = arith.select %15, %16, %17 : f32
// CHECK-NEXT:    %19 = arith.divf %12, %14 : f32
// CHECK-NEXT:    %20 = math.absf %0 : f32
// CHECK-NEXT:    %cst_2 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %cst_3 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:    %21 = arith.cmpf oeq, %20, %cst_0 : f32
// CHECK-NEXT:    %22 = arith.cmpf oeq, %1, %cst_2 : f32
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %23 = arith.xori %21, %true : i1
// CHECK-NEXT:    %24 = arith.cmpf uno, %12, %12 : f32
// CHECK-NEXT:    %25 = arith.andi %24, %23 : i1
// CHECK-NEXT:    %26 = arith.andi %21, %24 : i1
// CHECK-NEXT:    %27 = arith.ori %22, %26 : i1
// CHECK-NEXT:    %28 = arith.select %25, %cst_3, %18 : f32
// CHECK-NEXT:    %29 = arith.select %27, %cst_2, %19 : f32
// CHECK-NEXT:    %30 = complex.create %28, %29 : complex<f32>
// CHECK-NEXT:    return %30 : complex<f32>
// CHECK-NEXT:  }
func.func @tanh(%a: complex<f32>) -> complex<f32> {
  %r = complex.tanh %a : complex<f32>
  return %r : complex<f32>
}

// CHECK-LABEL: func.func @atan2(%arg0: complex<f32>, %arg1: complex<f32>) -> complex<f32> {
// CHECK-NEXT:    %0 = complex.re %arg1 : complex<f32>
// CHECK-NEXT:    %1 = math.absf %0 : f32
// CHECK-NEXT:    %2 = complex.im %arg1 : complex<f32>
// CHECK-NEXT:    %3 = math.absf %2 : f32
// CHECK-NEXT:    %4 = complex.re %arg1 : complex<f32>
// CHECK-NEXT:    %5 = math.absf %4 : f32
// CHECK:         %516 = arith.select %511, %515, %445 : f32
// CHECK-NEXT:    %517 = arith.mulf %503, %506 : f32
// CHECK-NEXT:    %518 = arith.mulf %500, %509 : f32
// CHECK-NEXT:    %519 = arith.addf %517, %518 : f32
// CHECK-NEXT:    %520 = arith.mulf %cst_24, %519 : f32
// CHECK-NEXT:    %521 = arith.select %511, %520, %450 : f32
// CHECK-NEXT:    %522 = complex.create %516, %521 : complex<f32>
// CHECK-NEXT:    return %522 : complex<f32>
// CHECK-NEXT:  }
func.func @atan2(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %r = complex.atan2 %a, %b : complex<f32>
  return %r : complex<f32>
}

// CHECK-LABEL: func.func @pow(%arg0: complex<f32>, %arg1: complex<f32>) -> complex<f32> {
// CHECK-NEXT:    %0 = complex.re %arg1 : complex<f32>
// CHECK-NEXT:    %1 = complex.im %arg1 : complex<f32>
// CHECK-NEXT:    %2 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:    %3 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:    %4 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:    %5 = complex.im %arg0 : complex<f32>
// CHECK:         %52 = arith.andi %33, %51 : i1
// CHECK-NEXT:    %53 = arith.andi %50, %52 : i1
// CHECK-NEXT:    %54 = arith.select %53, %31, %48 : complex<f32>
// CHECK-NEXT:    %55 = arith.cmpf olt, %0, %cst_1 : f32
// CHECK-NEXT:    %56 = arith.andi %33, %55 : i1
// CHECK-NEXT:    %57 = arith.andi %50, %56 : i1
// CHECK-NEXT:    %58 = arith.select %57, %30, %54 : complex<f32>
// CHECK-NEXT:    return %58 : complex<f32>
// CHECK-NEXT:  }
func.func @pow(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %r = complex.pow %a, %b : complex<f32>
  return %r : complex<f32>
}

// CHECK-LABEL: func.func @abs_fastmath(%arg0: complex<f32>) -> f32 {
// CHECK-NEXT:    %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:    %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:    %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %2 = math.absf %0 fastmath<nnan,contract> : f32
// CHECK-NEXT:    %3 = math.absf %1 fastmath<nnan,contract> : f32
// CHECK-NEXT:    %4 = arith.maximumf %2, %3 fastmath<nnan,contract> : f32
// CHECK-NEXT:    %5 = arith.minimumf %2, %3 fastmath<nnan,contract> : f32
// CHECK-NEXT:    %6 = arith.divf %5, %4 fastmath<contract> : f32
// CHECK-NEXT:    %7 = arith.mulf %6, %6 fastmath<contract> : f32
// CHECK-NEXT:    %8 = arith.addf %7, %cst fastmath<contract> : f32
// CHECK-NEXT:    %9 = math.sqrt %8 fastmath<contract> : f32
// CHECK-NEXT:    %10 = arith.mulf %4, %9 fastmath<contract> : f32
// CHECK-NEXT:    %11 = arith.cmpf uno, %10, %10 fastmath<contract> : f32
// CHECK-NEXT:    %12 = arith.select %11, %5, %10 : f32
// CHECK-NEXT:    return %12 : f32
// CHECK-NEXT:  }
func.func @abs_fastmath(%a: complex<f32>) -> f32 {
  %r = complex.abs %a fastmath<nnan,contract> : complex<f32>
  return %r : f32
}

// CHECK-LABEL: func.func @log1p_fastmath(%arg0: complex<f64>) -> complex<f64> {
// CHECK-NEXT:    %0 = complex.re %arg0 : complex<f64>
// CHECK-NEXT:    %1 = complex.im %arg0 : complex<f64>
// CHECK-NEXT:    %cst = arith.constant 5.000000e-01 : f64
// CHECK-NEXT:    %cst_0 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:    %2 = arith.addf %0, %cst_0 fastmath<nnan,contract> : f64
// CHECK-NEXT:    %3 = math.absf %2 fastmath<nnan,contract> : f64
// CHECK-NEXT:    %4 = math.absf %1 fastmath<nnan,contract> : f64
// CHECK-NEXT:    %5 = arith.maximumf %3, %4 fastmath<nnan,contract> : f64
// CHECK-NEXT:    %6 = arith.minimumf %3, %4 fastmath<nnan,contract> : f64
// CHECK-NEXT:    %7 = arith.cmpf ogt, %2, %4 fastmath<nnan,contract> : f64
// CHECK-NEXT:    %8 = arith.subf %5, %cst_0 fastmath<nnan,contract> : f64
// CHECK-NEXT:    %9 = arith.select %7, %0, %8 : f64
// CHECK-NEXT:    %10 = arith.divf %6, %5 fastmath<contract> : f64
// CHECK-NEXT:    %11 = math.log1p %9 fastmath<nnan,contract> : f64
// CHECK-NEXT:    %12 = arith.mulf %10, %10 fastmath<contract> : f64
// CHECK-NEXT:    %13 = math.log1p %12 fastmath<contract> : f64
// CHECK-NEXT:    %14 = arith.mulf %cst, %13 fastmath<contract> : f64
// CHECK-NEXT:    %15 = arith.addf %14, %11 fastmath<contract> : f64
// CHECK-NEXT:    %16 = arith.cmpf uno, %15, %15 fastmath<contract> : f64
// CHECK-NEXT:    %17 = arith.select %16, %6, %15 : f64
// CHECK-NEXT:    %18 = math.atan2 %1, %2 fastmath<nnan,contract> : f64
// CHECK-NEXT:    %19 = complex.create %17, %18 : complex<f64>
// CHECK-NEXT:    return %19 : complex<f64>
// CHECK-NEXT:  }
func.func @log1p_fastmath(%a: complex<f64>) -> complex<f64> {
  %r = complex.log1p %a fastmath<nnan,contract> : complex<f64>
  return %r : complex<f64>
}

// CHECK-LABEL: func.func @div_fastmath(%arg0: complex<f16>, %arg1: complex<f16>) -> complex<f16> {
// CHECK-NEXT:    %0 = complex.re %arg0 : complex<f16>
// CHECK-NEXT:    %1 = complex.im %arg0 : complex<f16>
// CHECK-NEXT:    %2 = complex.re %arg1 : complex<f16>
// CHECK-NEXT:    %3 = complex.im %arg1 : complex<f16>
// CHECK-NEXT:    %4 = arith.divf %2, %3 fastmath<fast> : f16
// CHECK-NEXT:    %5 = arith.mulf %4, %2 fastmath<fast> : f16
// CHECK:         %82 = arith.select %30, %33, %80 : f16
// CHECK-NEXT:    %83 = arith.cmpf uno, %75, %cst : f16
// CHECK-NEXT:    %84 = arith.cmpf uno, %76, %cst : f16
// CHECK-NEXT:    %85 = arith.andi %83, %84 : i1
// CHECK-NEXT:    %86 = arith.select %85, %81, %75 : f16
// CHECK-NEXT:    %87 = arith.select %85, %82, %76 : f16
// CHECK-NEXT:    %88 = complex.create %86, %87 : complex<f16>
// CHECK-NEXT:    return %88 : complex<f16>
// CHECK-NEXT:  }
func.func @div_fastmath(%a: complex<f16>, %b: complex<f16>) -> complex<f16> {
  %r = complex.div %a, %b fastmath<fast> : complex<f16>
  return %r : complex<f16>
}

// CHECK-LABEL: func.func @untouched(%arg0: i64) -> (complex<f32>, complex<f32>) {
// CHECK-NEXT:    %cst = complex.constant [1.000000e+00 : f32, 2.000000e+00 : f32] : complex<f32>
// CHECK-NEXT:    %0 = complex.bitcast %arg0 : i64 to complex<f32>
// CHECK-NEXT:    return %cst, %0 : complex<f32>, complex<f32>
// CHECK-NEXT:  }
func.func @untouched(%i: i64) -> (complex<f32>, complex<f32>) {
  %c = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %b = complex.bitcast %i : i64 to complex<f32>
  return %c, %b : complex<f32>, complex<f32>
}
