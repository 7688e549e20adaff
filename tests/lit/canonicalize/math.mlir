// Constant folding of math ops: rounding ops, roots, exponentials,
// logarithms, trigonometry and the integer bit-counting ops, in several
// float types.
// RUN: rulir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @absf() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 2.500000e+00 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @absf() -> f32 {
  %a = arith.constant -2.5 : f32
  %r = math.absf %a : f32
  return %r : f32
}

// CHECK-LABEL: func.func @absf_neg_zero() -> f64 {
// CHECK-NEXT:    %cst = arith.constant 0.000000e+00 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @absf_neg_zero() -> f64 {
  %a = arith.constant -0.0 : f64
  %r = math.absf %a : f64
  return %r : f64
}

// CHECK-LABEL: func.func @ceil() -> f32 {
// CHECK-NEXT:    %cst = arith.constant -2.000000e+00 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @ceil() -> f32 {
  %a = arith.constant -2.5 : f32
  %r = math.ceil %a : f32
  return %r : f32
}

// CHECK-LABEL: func.func @floor() -> f64 {
// CHECK-NEXT:    %cst = arith.constant -3.000000e+00 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @floor() -> f64 {
  %a = arith.constant -2.5 : f64
  %r = math.floor %a : f64
  return %r : f64
}

// CHECK-LABEL: func.func @round() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 3.000000e+00 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @round() -> f32 {
  %a = arith.constant 2.5 : f32
  %r = math.round %a : f32
  return %r : f32
}

// CHECK-LABEL: func.func @roundeven() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @roundeven() -> f32 {
  %a = arith.constant 2.5 : f32
  %r = math.roundeven %a : f32
  return %r : f32
}

// CHECK-LABEL: func.func @trunc() -> f16 {
// CHECK-NEXT:    %cst = arith.constant -2.750000e+00 : f16
// CHECK-NEXT:    %0 = math.trunc %cst : f16
// CHECK-NEXT:    return %0 : f16
// CHECK-NEXT:  }
func.func @trunc() -> f16 {
  %a = arith.constant -2.75 : f16
  %r = math.trunc %a : f16
  return %r : f16
}

// CHECK-LABEL: func.func @sqrt() -> f64 {
// CHECK-NEXT:    %cst = arith.constant 1.4142135623730951 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @sqrt() -> f64 {
  %a = arith.constant 2.0 : f64
  %r = math.sqrt %a : f64
  return %r : f64
}

// CHECK-LABEL: func.func @sqrt_negative() -> f32 {
// CHECK-NEXT:    %cst = arith.constant -1.000000e+00 : f32
// CHECK-NEXT:    %0 = math.sqrt %cst : f32
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
func.func @sqrt_negative() -> f32 {
  %a = arith.constant -1.0 : f32
  %r = math.sqrt %a : f32
  return %r : f32
}

// CHECK-LABEL: func.func @exp() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 2.71828175 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @exp() -> f32 {
  %a = arith.constant 1.0 : f32
  %r = math.exp %a : f32
  return %r : f32
}

// CHECK-LABEL: func.func @exp2() -> f64 {
// CHECK-NEXT:    %cst = arith.constant 1.024000e+03 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @exp2() -> f64 {
  %a = arith.constant 10.0 : f64
  %r = math.exp2 %a : f64
  return %r : f64
}

// CHECK-LABEL: func.func @log() -> f64 {
// CHECK-NEXT:    %cst = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @log() -> f64 {
  %a = arith.constant 2.718281828459045 : f64
  %r = math.log %a : f64
  return %r : f64
}

// CHECK-LABEL: func.func @log2() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 3.000000e+00 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @log2() -> f32 {
  %a = arith.constant 8.0 : f32
  %r = math.log2 %a : f32
  return %r : f32
}

// CHECK-LABEL: func.func @log10() -> f64 {
// CHECK-NEXT:    %cst = arith.constant 3.000000e+00 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @log10() -> f64 {
  %a = arith.constant 1000.0 : f64
  %r = math.log10 %a : f64
  return %r : f64
}

// CHECK-LABEL: func.func @log_zero() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 0xFF800000 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @log_zero() -> f32 {
  %a = arith.constant 0.0 : f32
  %r = math.log %a : f32
  return %r : f32
}

// CHECK-LABEL: func.func @sin() -> f64 {
// CHECK-NEXT:    %cst = arith.constant 0.8414709848078965 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @sin() -> f64 {
  %a = arith.constant 1.0 : f64
  %r = math.sin %a : f64
  return %r : f64
}

// CHECK-LABEL: func.func @cos() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @cos() -> f32 {
  %a = arith.constant 0.0 : f32
  %r = math.cos %a : f32
  return %r : f32
}

// CHECK-LABEL: func.func @tan() -> f64 {
// CHECK-NEXT:    %cst = arith.constant 0.54630248984379048 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @tan() -> f64 {
  %a = arith.constant 0.5 : f64
  %r = math.tan %a : f64
  return %r : f64
}

// CHECK-LABEL: func.func @tanh() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 0.462117165 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @tanh() -> f32 {
  %a = arith.constant 0.5 : f32
  %r = math.tanh %a : f32
  return %r : f32
}

// CHECK-LABEL: func.func @atan() -> f64 {
// CHECK-NEXT:    %cst = arith.constant 0.78539816339744828 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @atan() -> f64 {
  %a = arith.constant 1.0 : f64
  %r = math.atan %a : f64
  return %r : f64
}

// CHECK-LABEL: func.func @erf() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 0.520499885 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @erf() -> f32 {
  %a = arith.constant 0.5 : f32
  %r = math.erf %a : f32
  return %r : f32
}

// CHECK-LABEL: func.func @cbrt() -> f64 {
// CHECK-NEXT:    %cst = arith.constant 2.700000e+01 : f64
// CHECK-NEXT:    %0 = math.cbrt %cst : f64
// CHECK-NEXT:    return %0 : f64
// CHECK-NEXT:  }
func.func @cbrt() -> f64 {
  %a = arith.constant 27.0 : f64
  %r = math.cbrt %a : f64
  return %r : f64
}

// CHECK-LABEL: func.func @expm1() -> f64 {
// CHECK-NEXT:    %cst = arith.constant 1.00000000005E-10 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @expm1() -> f64 {
  %a = arith.constant 1.0e-10 : f64
  %r = math.expm1 %a : f64
  return %r : f64
}

// CHECK-LABEL: func.func @log1p() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 1.000000e-10 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @log1p() -> f32 {
  %a = arith.constant 1.0e-10 : f32
  %r = math.log1p %a : f32
  return %r : f32
}

// CHECK-LABEL: func.func @rsqrt() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 4.000000e+00 : f32
// CHECK-NEXT:    %0 = math.rsqrt %cst : f32
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
func.func @rsqrt() -> f32 {
  %a = arith.constant 4.0 : f32
  %r = math.rsqrt %a : f32
  return %r : f32
}

// CHECK-LABEL: func.func @sqrt_bf16() -> bf16 {
// CHECK-NEXT:    %cst = arith.constant 2.000000e+00 : bf16
// CHECK-NEXT:    %0 = math.sqrt %cst : bf16
// CHECK-NEXT:    return %0 : bf16
// CHECK-NEXT:  }
func.func @sqrt_bf16() -> bf16 {
  %a = arith.constant 2.0 : bf16
  %r = math.sqrt %a : bf16
  return %r : bf16
}

// CHECK-LABEL: func.func @exp_f16() -> f16 {
// CHECK-NEXT:    %cst = arith.constant 1.000000e+00 : f16
// CHECK-NEXT:    %0 = math.exp %cst : f16
// CHECK-NEXT:    return %0 : f16
// CHECK-NEXT:  }
func.func @exp_f16() -> f16 {
  %a = arith.constant 1.0 : f16
  %r = math.exp %a : f16
  return %r : f16
}

// CHECK-LABEL: func.func @powf() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 1.024000e+03 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @powf() -> f32 {
  %a = arith.constant 2.0 : f32
  %b = arith.constant 10.0 : f32
  %r = math.powf %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @powf_f64() -> f64 {
// CHECK-NEXT:    %cst = arith.constant 1.4142135623730951 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @powf_f64() -> f64 {
  %a = arith.constant 2.0 : f64
  %b = arith.constant 0.5 : f64
  %r = math.powf %a, %b : f64
  return %r : f64
}

// CHECK-LABEL: func.func @atan2() -> f64 {
// CHECK-NEXT:    %cst = arith.constant 2.3561944901923448 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @atan2() -> f64 {
  %a = arith.constant 1.0 : f64
  %b = arith.constant -1.0 : f64
  %r = math.atan2 %a, %b : f64
  return %r : f64
}

// CHECK-LABEL: func.func @copysign() -> f32 {
// CHECK-NEXT:    %cst = arith.constant -2.000000e+00 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @copysign() -> f32 {
  %a = arith.constant 2.0 : f32
  %b = arith.constant -0.0 : f32
  %r = math.copysign %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @copysign_f16() -> f16 {
// CHECK-NEXT:    %cst = arith.constant 3.000000e+00 : f16
// CHECK-NEXT:    return %cst : f16
// CHECK-NEXT:  }
func.func @copysign_f16() -> f16 {
  %a = arith.constant -3.0 : f16
  %b = arith.constant 1.0 : f16
  %r = math.copysign %a, %b : f16
  return %r : f16
}

// CHECK-LABEL: func.func @absi() -> i8 {
// CHECK-NEXT:    %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT:    return %c-128_i8 : i8
// CHECK-NEXT:  }
func.func @absi() -> i8 {
  %a = arith.constant -128 : i8
  %r = math.absi %a : i8
  return %r : i8
}

// CHECK-LABEL: func.func @absi_i32() -> i32 {
// CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:    return %c5_i32 : i32
// CHECK-NEXT:  }
func.func @absi_i32() -> i32 {
  %a = arith.constant -5 : i32
  %r = math.absi %a : i32
  return %r : i32
}

// CHECK-LABEL: func.func @ctlz() -> i32 {
// CHECK-NEXT:    %c31_i32 = arith.constant 31 : i32
// CHECK-NEXT:    return %c31_i32 : i32
// CHECK-NEXT:  }
func.func @ctlz() -> i32 {
  %a = arith.constant 1 : i32
  %r = math.ctlz %a : i32
  return %r : i32
}

// CHECK-LABEL: func.func @ctlz_zero() -> i8 {
// CHECK-NEXT:    %c8_i8 = arith.constant 8 : i8
// CHECK-NEXT:    return %c8_i8 : i8
// CHECK-NEXT:  }
func.func @ctlz_zero() -> i8 {
  %a = arith.constant 0 : i8
  %r = math.ctlz %a : i8
  return %r : i8
}

// CHECK-LABEL: func.func @cttz() -> i64 {
// CHECK-NEXT:    %c3_i64 = arith.constant 3 : i64
// CHECK-NEXT:    return %c3_i64 : i64
// CHECK-NEXT:  }
func.func @cttz() -> i64 {
  %a = arith.constant 8 : i64
  %r = math.cttz %a : i64
  return %r : i64
}

// CHECK-LABEL: func.func @cttz_zero() -> i7 {
// CHECK-NEXT:    %c7_i7 = arith.constant 7 : i7
// CHECK-NEXT:    return %c7_i7 : i7
// CHECK-NEXT:  }
func.func @cttz_zero() -> i7 {
  %a = arith.constant 0 : i7
  %r = math.cttz %a : i7
  return %r : i7
}

// CHECK-LABEL: func.func @ctpop() -> i16 {
// CHECK-NEXT:    %c16_i16 = arith.constant 16 : i16
// CHECK-NEXT:    return %c16_i16 : i16
// CHECK-NEXT:  }
func.func @ctpop() -> i16 {
  %a = arith.constant -1 : i16
  %r = math.ctpop %a : i16
  return %r : i16
}

// CHECK-LABEL: func.func @ctpop_i128() -> i128 {
// CHECK-NEXT:    %c8_i128 = arith.constant 8 : i128
// CHECK-NEXT:    return %c8_i128 : i128
// CHECK-NEXT:  }
func.func @ctpop_i128() -> i128 {
  %a = arith.constant 255 : i128
  %r = math.ctpop %a : i128
  return %r : i128
}

// CHECK-LABEL: func.func @ipowi() -> i32 {
// CHECK-NEXT:    %c81_i32 = arith.constant 81 : i32
// CHECK-NEXT:    return %c81_i32 : i32
// CHECK-NEXT:  }
func.func @ipowi() -> i32 {
  %a = arith.constant 3 : i32
  %b = arith.constant 4 : i32
  %r = math.ipowi %a, %b : i32
  return %r : i32
}

// CHECK-LABEL: func.func @ipowi_wraps() -> i8 {
// CHECK-NEXT:    %c-13_i8 = arith.constant -13 : i8
// CHECK-NEXT:    return %c-13_i8 : i8
// CHECK-NEXT:  }
func.func @ipowi_wraps() -> i8 {
  %a = arith.constant 3 : i8
  %b = arith.constant 5 : i8
  %r = math.ipowi %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @fma() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:    %cst_0 = arith.constant 3.000000e+00 : f32
// CHECK-NEXT:    %cst_1 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %0 = math.fma %cst, %cst_0, %cst_1 : f32
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
func.func @fma() -> f32 {
  %a = arith.constant 2.0 : f32
  %b = arith.constant 3.0 : f32
  %c = arith.constant 1.0 : f32
  %r = math.fma %a, %b, %c : f32
  return %r : f32
}

// CHECK-LABEL: func.func @sqrt_vector() -> vector<2xf32> {
// CHECK-NEXT:    %cst = arith.constant dense<[2.000000e+00, 1.41421354]> : vector<2xf32>
// CHECK-NEXT:    return %cst : vector<2xf32>
// CHECK-NEXT:  }
func.func @sqrt_vector() -> vector<2xf32> {
  %a = arith.constant dense<[4.0, 2.0]> : vector<2xf32>
  %r = math.sqrt %a : vector<2xf32>
  return %r : vector<2xf32>
}

// CHECK-LABEL: func.func @fastmath_sqrt() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 3.000000e+00 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @fastmath_sqrt() -> f32 {
  %a = arith.constant 9.0 : f32
  %r = math.sqrt %a fastmath<fast> : f32
  return %r : f32
}

// CHECK-LABEL: func.func @sin_not_folded_on_argument(%arg0: f32) -> f32 {
// CHECK-NEXT:    %0 = math.sin %arg0 : f32
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
func.func @sin_not_folded_on_argument(%x: f32) -> f32 {
  %r = math.sin %x : f32
  return %r : f32
}
