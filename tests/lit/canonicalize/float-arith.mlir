// Constant folding of float arithmetic in f16, bf16, f32 and f64: results are
// rounded to the type (round to nearest even), with NaN, infinities and
// signed zeros as IEEE 754 has them.
// RUN: rulir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @addf_f32_rounds() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @addf_f32_rounds() -> f32 {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 1.0e-8 : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @addf_f32_inexact() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 3.000000e-01 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @addf_f32_inexact() -> f32 {
  %a = arith.constant 0.1 : f32
  %b = arith.constant 0.2 : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @addf_f64_inexact() -> f64 {
// CHECK-NEXT:    %cst = arith.constant 0.30000000000000004 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @addf_f64_inexact() -> f64 {
  %a = arith.constant 0.1 : f64
  %b = arith.constant 0.2 : f64
  %r = arith.addf %a, %b : f64
  return %r : f64
}

// CHECK-LABEL: func.func @addf_f16_rounds() -> f16 {
// CHECK-NEXT:    %cst = arith.constant 2.048000e+03 : f16
// CHECK-NEXT:    return %cst : f16
// CHECK-NEXT:  }
func.func @addf_f16_rounds() -> f16 {
  %a = arith.constant 2048.0 : f16
  %b = arith.constant 1.0 : f16
  %r = arith.addf %a, %b : f16
  return %r : f16
}

// CHECK-LABEL: func.func @addf_f16_rounds_up() -> f16 {
// CHECK-NEXT:    %cst = arith.constant 2.052000e+03 : f16
// CHECK-NEXT:    return %cst : f16
// CHECK-NEXT:  }
func.func @addf_f16_rounds_up() -> f16 {
  %a = arith.constant 2048.0 : f16
  %b = arith.constant 3.0 : f16
  %r = arith.addf %a, %b : f16
  return %r : f16
}

// CHECK-LABEL: func.func @addf_f16_overflow_to_inf() -> f16 {
// CHECK-NEXT:    %cst = arith.constant 0x7C00 : f16
// CHECK-NEXT:    return %cst : f16
// CHECK-NEXT:  }
func.func @addf_f16_overflow_to_inf() -> f16 {
  %a = arith.constant 65504.0 : f16
  %b = arith.constant 65504.0 : f16
  %r = arith.addf %a, %b : f16
  return %r : f16
}

// CHECK-LABEL: func.func @addf_bf16() -> bf16 {
// CHECK-NEXT:    %cst = arith.constant 1.000000e+00 : bf16
// CHECK-NEXT:    return %cst : bf16
// CHECK-NEXT:  }
func.func @addf_bf16() -> bf16 {
  %a = arith.constant 1.0 : bf16
  %b = arith.constant 0.00390625 : bf16
  %r = arith.addf %a, %b : bf16
  return %r : bf16
}

// CHECK-LABEL: func.func @addf_bf16_rounds() -> bf16 {
// CHECK-NEXT:    %cst = arith.constant 2.560000e+02 : bf16
// CHECK-NEXT:    return %cst : bf16
// CHECK-NEXT:  }
func.func @addf_bf16_rounds() -> bf16 {
  %a = arith.constant 256.0 : bf16
  %b = arith.constant 1.0 : bf16
  %r = arith.addf %a, %b : bf16
  return %r : bf16
}

// CHECK-LABEL: func.func @subf_f64() -> f64 {
// CHECK-NEXT:    %cst = arith.constant -7.500000e-01 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @subf_f64() -> f64 {
  %a = arith.constant 1.5 : f64
  %b = arith.constant 2.25 : f64
  %r = arith.subf %a, %b : f64
  return %r : f64
}

// CHECK-LABEL: func.func @subf_zero_minus_zero() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @subf_zero_minus_zero() -> f32 {
  %a = arith.constant 0.0 : f32
  %b = arith.constant 0.0 : f32
  %r = arith.subf %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @subf_neg_zero_minus_zero() -> f32 {
// CHECK-NEXT:    %cst = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @subf_neg_zero_minus_zero() -> f32 {
  %a = arith.constant -0.0 : f32
  %b = arith.constant 0.0 : f32
  %r = arith.subf %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @addf_neg_zeros() -> f64 {
// CHECK-NEXT:    %cst = arith.constant -0.000000e+00 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @addf_neg_zeros() -> f64 {
  %a = arith.constant -0.0 : f64
  %b = arith.constant -0.0 : f64
  %r = arith.addf %a, %b : f64
  return %r : f64
}

// CHECK-LABEL: func.func @mulf_f32() -> f32 {
// CHECK-NEXT:    %cst = arith.constant -1.500000e+00 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @mulf_f32() -> f32 {
  %a = arith.constant 3.0 : f32
  %b = arith.constant -0.5 : f32
  %r = arith.mulf %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @mulf_f32_overflow() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 0x7F800000 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @mulf_f32_overflow() -> f32 {
  %a = arith.constant 3.0e38 : f32
  %b = arith.constant 10.0 : f32
  %r = arith.mulf %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @mulf_f32_underflow_to_zero() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @mulf_f32_underflow_to_zero() -> f32 {
  %a = arith.constant 1.0e-30 : f32
  %b = arith.constant 1.0e-30 : f32
  %r = arith.mulf %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @mulf_neg_zero() -> f32 {
// CHECK-NEXT:    %cst = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @mulf_neg_zero() -> f32 {
  %a = arith.constant -0.0 : f32
  %b = arith.constant 5.0 : f32
  %r = arith.mulf %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @mulf_inf_times_zero_is_nan() -> f64 {
// CHECK-NEXT:    %cst = arith.constant 0x7FF8000000000000 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @mulf_inf_times_zero_is_nan() -> f64 {
  %a = arith.constant 0x7FF0000000000000 : f64
  %b = arith.constant 0.0 : f64
  %r = arith.mulf %a, %b : f64
  return %r : f64
}

// CHECK-LABEL: func.func @divf_f32() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 0.333333343 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @divf_f32() -> f32 {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 3.0 : f32
  %r = arith.divf %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @divf_f64() -> f64 {
// CHECK-NEXT:    %cst = arith.constant 0.33333333333333331 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @divf_f64() -> f64 {
  %a = arith.constant 1.0 : f64
  %b = arith.constant 3.0 : f64
  %r = arith.divf %a, %b : f64
  return %r : f64
}

// CHECK-LABEL: func.func @divf_by_zero_is_inf() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 0x7F800000 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @divf_by_zero_is_inf() -> f32 {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 0.0 : f32
  %r = arith.divf %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @divf_by_neg_zero() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 0xFF800000 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @divf_by_neg_zero() -> f32 {
  %a = arith.constant 1.0 : f32
  %b = arith.constant -0.0 : f32
  %r = arith.divf %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @divf_zero_by_zero() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @divf_zero_by_zero() -> f32 {
  %a = arith.constant 0.0 : f32
  %b = arith.constant 0.0 : f32
  %r = arith.divf %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @divf_f16() -> f16 {
// CHECK-NEXT:    %cst = arith.constant 3.332520e-01 : f16
// CHECK-NEXT:    return %cst : f16
// CHECK-NEXT:  }
func.func @divf_f16() -> f16 {
  %a = arith.constant 1.0 : f16
  %b = arith.constant 3.0 : f16
  %r = arith.divf %a, %b : f16
  return %r : f16
}

// CHECK-LABEL: func.func @divf_bf16() -> bf16 {
// CHECK-NEXT:    %cst = arith.constant 3.339840e-01 : bf16
// CHECK-NEXT:    return %cst : bf16
// CHECK-NEXT:  }
func.func @divf_bf16() -> bf16 {
  %a = arith.constant 1.0 : bf16
  %b = arith.constant 3.0 : bf16
  %r = arith.divf %a, %b : bf16
  return %r : bf16
}

// CHECK-LABEL: func.func @remf_f32() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @remf_f32() -> f32 {
  %a = arith.constant 7.5 : f32
  %b = arith.constant 2.0 : f32
  %r = arith.remf %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @remf_negative() -> f64 {
// CHECK-NEXT:    %cst = arith.constant -1.500000e+00 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @remf_negative() -> f64 {
  %a = arith.constant -7.5 : f64
  %b = arith.constant 2.0 : f64
  %r = arith.remf %a, %b : f64
  return %r : f64
}

// CHECK-LABEL: func.func @addf_nan() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @addf_nan() -> f32 {
  %a = arith.constant 0x7FC00000 : f32
  %b = arith.constant 1.0 : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @addf_inf_minus_inf() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @addf_inf_minus_inf() -> f32 {
  %a = arith.constant 0x7F800000 : f32
  %b = arith.constant 0xFF800000 : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @addf_f64_inf() -> f64 {
// CHECK-NEXT:    %cst = arith.constant 0x7FF0000000000000 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @addf_f64_inf() -> f64 {
  %a = arith.constant 0x7FF0000000000000 : f64
  %b = arith.constant 1.0 : f64
  %r = arith.addf %a, %b : f64
  return %r : f64
}

// CHECK-LABEL: func.func @maximumf_f32() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @maximumf_f32() -> f32 {
  %a = arith.constant -1.0 : f32
  %b = arith.constant 2.0 : f32
  %r = arith.maximumf %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @maximumf_nan() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @maximumf_nan() -> f32 {
  %a = arith.constant 0x7FC00000 : f32
  %b = arith.constant 2.0 : f32
  %r = arith.maximumf %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @maximumf_zeros() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @maximumf_zeros() -> f32 {
  %a = arith.constant -0.0 : f32
  %b = arith.constant 0.0 : f32
  %r = arith.maximumf %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @minimumf_zeros() -> f32 {
// CHECK-NEXT:    %cst = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @minimumf_zeros() -> f32 {
  %a = arith.constant 0.0 : f32
  %b = arith.constant -0.0 : f32
  %r = arith.minimumf %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @minimumf_nan() -> f64 {
// CHECK-NEXT:    %cst = arith.constant 0x7FF8000000000000 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @minimumf_nan() -> f64 {
  %a = arith.constant 1.0 : f64
  %b = arith.constant 0x7FF8000000000000 : f64
  %r = arith.minimumf %a, %b : f64
  return %r : f64
}

// CHECK-LABEL: func.func @maxnumf_nan() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @maxnumf_nan() -> f32 {
  %a = arith.constant 0x7FC00000 : f32
  %b = arith.constant 2.0 : f32
  %r = arith.maxnumf %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @minnumf_f16() -> f16 {
// CHECK-NEXT:    %cst = arith.constant -2.500000e+00 : f16
// CHECK-NEXT:    return %cst : f16
// CHECK-NEXT:  }
func.func @minnumf_f16() -> f16 {
  %a = arith.constant 1.5 : f16
  %b = arith.constant -2.5 : f16
  %r = arith.minnumf %a, %b : f16
  return %r : f16
}

// CHECK-LABEL: func.func @minnumf_nan_lhs() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 3.000000e+00 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @minnumf_nan_lhs() -> f32 {
  %a = arith.constant 0x7FC00000 : f32
  %b = arith.constant 3.0 : f32
  %r = arith.minnumf %a, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @negf_f32() -> f32 {
// CHECK-NEXT:    %cst = arith.constant -1.500000e+00 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @negf_f32() -> f32 {
  %a = arith.constant 1.5 : f32
  %r = arith.negf %a : f32
  return %r : f32
}

// CHECK-LABEL: func.func @negf_zero() -> f64 {
// CHECK-NEXT:    %cst = arith.constant -0.000000e+00 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @negf_zero() -> f64 {
  %a = arith.constant 0.0 : f64
  %r = arith.negf %a : f64
  return %r : f64
}

// CHECK-LABEL: func.func @negf_nan() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 0xFFC00000 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @negf_nan() -> f32 {
  %a = arith.constant 0x7FC00000 : f32
  %r = arith.negf %a : f32
  return %r : f32
}

// CHECK-LABEL: func.func @negf_bf16() -> bf16 {
// CHECK-NEXT:    %cst = arith.constant -1.000980e-01 : bf16
// CHECK-NEXT:    return %cst : bf16
// CHECK-NEXT:  }
func.func @negf_bf16() -> bf16 {
  %a = arith.constant 0.1 : bf16
  %r = arith.negf %a : bf16
  return %r : bf16
}

// CHECK-LABEL: func.func @negf_f16_inf() -> f16 {
// CHECK-NEXT:    %cst = arith.constant 0xFC00 : f16
// CHECK-NEXT:    return %cst : f16
// CHECK-NEXT:  }
func.func @negf_f16_inf() -> f16 {
  %a = arith.constant 0x7C00 : f16
  %r = arith.negf %a : f16
  return %r : f16
}

// CHECK-LABEL: func.func @addf_vector_f16() -> vector<2xf16> {
// CHECK-NEXT:    %cst = arith.constant dense<[1.500000e+00, 2.048000e+03]> : vector<2xf16>
// CHECK-NEXT:    return %cst : vector<2xf16>
// CHECK-NEXT:  }
func.func @addf_vector_f16() -> vector<2xf16> {
  %a = arith.constant dense<[1.0, 2048.0]> : vector<2xf16>
  %b = arith.constant dense<[0.5, 1.0]> : vector<2xf16>
  %r = arith.addf %a, %b : vector<2xf16>
  return %r : vector<2xf16>
}
