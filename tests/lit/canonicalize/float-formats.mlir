// Float folding in the less common formats: f128, f80, tf32 and the
// 8-bit formats, each with its own rounding, range and special values
// (the FN and FNUZ formats have no infinities; FNUZ has no negative zero).
// RUN: rulir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @addf_f128() -> f128 {
// CHECK-NEXT:    %cst = arith.constant 1.2999999999999999888977697537484346 : f128
// CHECK-NEXT:    return %cst : f128
// CHECK-NEXT:  }
func.func @addf_f128() -> f128 {
  %a = arith.constant 1.0 : f128
  %b = arith.constant 0.3 : f128
  %r = arith.addf %a, %b : f128
  return %r : f128
}

// CHECK-LABEL: func.func @divf_f128() -> f128 {
// CHECK-NEXT:    %cst = arith.constant 0.333333333333333333333333333333333317 : f128
// CHECK-NEXT:    return %cst : f128
// CHECK-NEXT:  }
func.func @divf_f128() -> f128 {
  %a = arith.constant 1.0 : f128
  %b = arith.constant 3.0 : f128
  %r = arith.divf %a, %b : f128
  return %r : f128
}

// CHECK-LABEL: func.func @to_f64_f128() -> f64 {
// CHECK-NEXT:    %cst = arith.constant 3.000000e-01 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @to_f64_f128() -> f64 {
  %a = arith.constant 0.3 : f128
  %r = arith.truncf %a : f128 to f64
  return %r : f64
}

// CHECK-LABEL: func.func @addf_f80() -> f80 {
// CHECK-NEXT:    %cst = arith.constant 1.2999999999999999889 : f80
// CHECK-NEXT:    return %cst : f80
// CHECK-NEXT:  }
func.func @addf_f80() -> f80 {
  %a = arith.constant 1.0 : f80
  %b = arith.constant 0.3 : f80
  %r = arith.addf %a, %b : f80
  return %r : f80
}

// CHECK-LABEL: func.func @divf_f80() -> f80 {
// CHECK-NEXT:    %cst = arith.constant 0.333333333333333333342 : f80
// CHECK-NEXT:    return %cst : f80
// CHECK-NEXT:  }
func.func @divf_f80() -> f80 {
  %a = arith.constant 1.0 : f80
  %b = arith.constant 3.0 : f80
  %r = arith.divf %a, %b : f80
  return %r : f80
}

// CHECK-LABEL: func.func @to_f64_f80() -> f64 {
// CHECK-NEXT:    %cst = arith.constant 3.000000e-01 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @to_f64_f80() -> f64 {
  %a = arith.constant 0.3 : f80
  %r = arith.truncf %a : f80 to f64
  return %r : f64
}

// CHECK-LABEL: func.func @addf_tf32() -> tf32 {
// CHECK-NEXT:    %cst = arith.constant 1.299800e+00 : tf32
// CHECK-NEXT:    return %cst : tf32
// CHECK-NEXT:  }
func.func @addf_tf32() -> tf32 {
  %a = arith.constant 1.0 : tf32
  %b = arith.constant 0.3 : tf32
  %r = arith.addf %a, %b : tf32
  return %r : tf32
}

// CHECK-LABEL: func.func @divf_tf32() -> tf32 {
// CHECK-NEXT:    %cst = arith.constant 3.332520e-01 : tf32
// CHECK-NEXT:    return %cst : tf32
// CHECK-NEXT:  }
func.func @divf_tf32() -> tf32 {
  %a = arith.constant 1.0 : tf32
  %b = arith.constant 3.0 : tf32
  %r = arith.divf %a, %b : tf32
  return %r : tf32
}

// CHECK-LABEL: func.func @to_f64_tf32() -> f64 {
// CHECK-NEXT:    %cst = arith.constant 0.300048828125 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @to_f64_tf32() -> f64 {
  %a = arith.constant 0.3 : tf32
  %r = arith.extf %a : tf32 to f64
  return %r : f64
}

// CHECK-LABEL: func.func @addf_f8e4m3fn() -> f8E4M3FN {
// CHECK-NEXT:    %cst = arith.constant 1.250000e+00 : f8E4M3FN
// CHECK-NEXT:    return %cst : f8E4M3FN
// CHECK-NEXT:  }
func.func @addf_f8e4m3fn() -> f8E4M3FN {
  %a = arith.constant 1.0 : f8E4M3FN
  %b = arith.constant 0.3 : f8E4M3FN
  %r = arith.addf %a, %b : f8E4M3FN
  return %r : f8E4M3FN
}

// CHECK-LABEL: func.func @divf_f8e4m3fn() -> f8E4M3FN {
// CHECK-NEXT:    %cst = arith.constant 3.437500e-01 : f8E4M3FN
// CHECK-NEXT:    return %cst : f8E4M3FN
// CHECK-NEXT:  }
func.func @divf_f8e4m3fn() -> f8E4M3FN {
  %a = arith.constant 1.0 : f8E4M3FN
  %b = arith.constant 3.0 : f8E4M3FN
  %r = arith.divf %a, %b : f8E4M3FN
  return %r : f8E4M3FN
}

// CHECK-LABEL: func.func @to_f64_f8e4m3fn() -> f64 {
// CHECK-NEXT:    %cst = arith.constant 3.125000e-01 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @to_f64_f8e4m3fn() -> f64 {
  %a = arith.constant 0.3 : f8E4M3FN
  %r = arith.extf %a : f8E4M3FN to f64
  return %r : f64
}

// CHECK-LABEL: func.func @addf_f8e5m2() -> f8E5M2 {
// CHECK-NEXT:    %cst = arith.constant 1.250000e+00 : f8E5M2
// CHECK-NEXT:    return %cst : f8E5M2
// CHECK-NEXT:  }
func.func @addf_f8e5m2() -> f8E5M2 {
  %a = arith.constant 1.0 : f8E5M2
  %b = arith.constant 0.3 : f8E5M2
  %r = arith.addf %a, %b : f8E5M2
  return %r : f8E5M2
}

// CHECK-LABEL: func.func @divf_f8e5m2() -> f8E5M2 {
// CHECK-NEXT:    %cst = arith.constant 3.125000e-01 : f8E5M2
// CHECK-NEXT:    return %cst : f8E5M2
// CHECK-NEXT:  }
func.func @divf_f8e5m2() -> f8E5M2 {
  %a = arith.constant 1.0 : f8E5M2
  %b = arith.constant 3.0 : f8E5M2
  %r = arith.divf %a, %b : f8E5M2
  return %r : f8E5M2
}

// CHECK-LABEL: func.func @to_f64_f8e5m2() -> f64 {
// CHECK-NEXT:    %cst = arith.constant 3.125000e-01 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @to_f64_f8e5m2() -> f64 {
  %a = arith.constant 0.3 : f8E5M2
  %r = arith.extf %a : f8E5M2 to f64
  return %r : f64
}

// CHECK-LABEL: func.func @addf_f8e4m3fnuz() -> f8E4M3FNUZ {
// CHECK-NEXT:    %cst = arith.constant 1.250000e+00 : f8E4M3FNUZ
// CHECK-NEXT:    return %cst : f8E4M3FNUZ
// CHECK-NEXT:  }
func.func @addf_f8e4m3fnuz() -> f8E4M3FNUZ {
  %a = arith.constant 1.0 : f8E4M3FNUZ
  %b = arith.constant 0.3 : f8E4M3FNUZ
  %r = arith.addf %a, %b : f8E4M3FNUZ
  return %r : f8E4M3FNUZ
}

// CHECK-LABEL: func.func @divf_f8e4m3fnuz() -> f8E4M3FNUZ {
// CHECK-NEXT:    %cst = arith.constant 3.437500e-01 : f8E4M3FNUZ
// CHECK-NEXT:    return %cst : f8E4M3FNUZ
// CHECK-NEXT:  }
func.func @divf_f8e4m3fnuz() -> f8E4M3FNUZ {
  %a = arith.constant 1.0 : f8E4M3FNUZ
  %b = arith.constant 3.0 : f8E4M3FNUZ
  %r = arith.divf %a, %b : f8E4M3FNUZ
  return %r : f8E4M3FNUZ
}

// CHECK-LABEL: func.func @to_f64_f8e4m3fnuz() -> f64 {
// CHECK-NEXT:    %cst = arith.constant 3.125000e-01 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @to_f64_f8e4m3fnuz() -> f64 {
  %a = arith.constant 0.3 : f8E4M3FNUZ
  %r = arith.extf %a : f8E4M3FNUZ to f64
  return %r : f64
}

// CHECK-LABEL: func.func @addf_f8e5m2fnuz() -> f8E5M2FNUZ {
// CHECK-NEXT:    %cst = arith.constant 1.250000e+00 : f8E5M2FNUZ
// CHECK-NEXT:    return %cst : f8E5M2FNUZ
// CHECK-NEXT:  }
func.func @addf_f8e5m2fnuz() -> f8E5M2FNUZ {
  %a = arith.constant 1.0 : f8E5M2FNUZ
  %b = arith.constant 0.3 : f8E5M2FNUZ
  %r = arith.addf %a, %b : f8E5M2FNUZ
  return %r : f8E5M2FNUZ
}

// CHECK-LABEL: func.func @divf_f8e5m2fnuz() -> f8E5M2FNUZ {
// CHECK-NEXT:    %cst = arith.constant 3.125000e-01 : f8E5M2FNUZ
// CHECK-NEXT:    return %cst : f8E5M2FNUZ
// CHECK-NEXT:  }
func.func @divf_f8e5m2fnuz() -> f8E5M2FNUZ {
  %a = arith.constant 1.0 : f8E5M2FNUZ
  %b = arith.constant 3.0 : f8E5M2FNUZ
  %r = arith.divf %a, %b : f8E5M2FNUZ
  return %r : f8E5M2FNUZ
}

// CHECK-LABEL: func.func @to_f64_f8e5m2fnuz() -> f64 {
// CHECK-NEXT:    %cst = arith.constant 3.125000e-01 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @to_f64_f8e5m2fnuz() -> f64 {
  %a = arith.constant 0.3 : f8E5M2FNUZ
  %r = arith.extf %a : f8E5M2FNUZ to f64
  return %r : f64
}

// CHECK-LABEL: func.func @addf_f8e4m3b11fnuz() -> f8E4M3B11FNUZ {
// CHECK-NEXT:    %cst = arith.constant 1.250000e+00 : f8E4M3B11FNUZ
// CHECK-NEXT:    return %cst : f8E4M3B11FNUZ
// CHECK-NEXT:  }
func.func @addf_f8e4m3b11fnuz() -> f8E4M3B11FNUZ {
  %a = arith.constant 1.0 : f8E4M3B11FNUZ
  %b = arith.constant 0.3 : f8E4M3B11FNUZ
  %r = arith.addf %a, %b : f8E4M3B11FNUZ
  return %r : f8E4M3B11FNUZ
}

// CHECK-LABEL: func.func @divf_f8e4m3b11fnuz() -> f8E4M3B11FNUZ {
// CHECK-NEXT:    %cst = arith.constant 3.437500e-01 : f8E4M3B11FNUZ
// CHECK-NEXT:    return %cst : f8E4M3B11FNUZ
// CHECK-NEXT:  }
func.func @divf_f8e4m3b11fnuz() -> f8E4M3B11FNUZ {
  %a = arith.constant 1.0 : f8E4M3B11FNUZ
  %b = arith.constant 3.0 : f8E4M3B11FNUZ
  %r = arith.divf %a, %b : f8E4M3B11FNUZ
  return %r : f8E4M3B11FNUZ
}

// CHECK-LABEL: func.func @to_f64_f8e4m3b11fnuz() -> f64 {
// CHECK-NEXT:    %cst = arith.constant 3.125000e-01 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @to_f64_f8e4m3b11fnuz() -> f64 {
  %a = arith.constant 0.3 : f8E4M3B11FNUZ
  %r = arith.extf %a : f8E4M3B11FNUZ to f64
  return %r : f64
}

// CHECK-LABEL: func.func @addf_f8e4m3() -> f8E4M3 {
// CHECK-NEXT:    %cst = arith.constant 1.250000e+00 : f8E4M3
// CHECK-NEXT:    return %cst : f8E4M3
// CHECK-NEXT:  }
func.func @addf_f8e4m3() -> f8E4M3 {
  %a = arith.constant 1.0 : f8E4M3
  %b = arith.constant 0.3 : f8E4M3
  %r = arith.addf %a, %b : f8E4M3
  return %r : f8E4M3
}

// CHECK-LABEL: func.func @divf_f8e4m3() -> f8E4M3 {
// CHECK-NEXT:    %cst = arith.constant 3.437500e-01 : f8E4M3
// CHECK-NEXT:    return %cst : f8E4M3
// CHECK-NEXT:  }
func.func @divf_f8e4m3() -> f8E4M3 {
  %a = arith.constant 1.0 : f8E4M3
  %b = arith.constant 3.0 : f8E4M3
  %r = arith.divf %a, %b : f8E4M3
  return %r : f8E4M3
}

// CHECK-LABEL: func.func @to_f64_f8e4m3() -> f64 {
// CHECK-NEXT:    %cst = arith.constant 3.125000e-01 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @to_f64_f8e4m3() -> f64 {
  %a = arith.constant 0.3 : f8E4M3
  %r = arith.extf %a : f8E4M3 to f64
  return %r : f64
}

// CHECK-LABEL: func.func @mulf_f8e4m3fn_overflow() -> f8E4M3FN {
// CHECK-NEXT:    %cst = arith.constant 0x7F : f8E4M3FN
// CHECK-NEXT:    return %cst : f8E4M3FN
// CHECK-NEXT:  }
func.func @mulf_f8e4m3fn_overflow() -> f8E4M3FN {
  %a = arith.constant 448.0 : f8E4M3FN
  %b = arith.constant 2.0 : f8E4M3FN
  %r = arith.mulf %a, %b : f8E4M3FN
  return %r : f8E4M3FN
}

// CHECK-LABEL: func.func @mulf_f8e5m2_overflow() -> f8E5M2 {
// CHECK-NEXT:    %cst = arith.constant 0x7C : f8E5M2
// CHECK-NEXT:    return %cst : f8E5M2
// CHECK-NEXT:  }
func.func @mulf_f8e5m2_overflow() -> f8E5M2 {
  %a = arith.constant 57344.0 : f8E5M2
  %b = arith.constant 2.0 : f8E5M2
  %r = arith.mulf %a, %b : f8E5M2
  return %r : f8E5M2
}

// CHECK-LABEL: func.func @subf_f8e4m3fnuz_zero() -> f8E4M3FNUZ {
// CHECK-NEXT:    %cst = arith.constant 0.000000e+00 : f8E4M3FNUZ
// CHECK-NEXT:    return %cst : f8E4M3FNUZ
// CHECK-NEXT:  }
func.func @subf_f8e4m3fnuz_zero() -> f8E4M3FNUZ {
  %a = arith.constant 1.0 : f8E4M3FNUZ
  %b = arith.constant 1.0 : f8E4M3FNUZ
  %r = arith.subf %a, %b : f8E4M3FNUZ
  return %r : f8E4M3FNUZ
}

// CHECK-LABEL: func.func @mulf_f8e4m3fnuz_neg_zero() -> f8E4M3FNUZ {
// CHECK-NEXT:    %cst = arith.constant 0.000000e+00 : f8E4M3FNUZ
// CHECK-NEXT:    return %cst : f8E4M3FNUZ
// CHECK-NEXT:  }
func.func @mulf_f8e4m3fnuz_neg_zero() -> f8E4M3FNUZ {
  %a = arith.constant -1.0 : f8E4M3FNUZ
  %b = arith.constant 0.0 : f8E4M3FNUZ
  %r = arith.mulf %a, %b : f8E4M3FNUZ
  return %r : f8E4M3FNUZ
}

// CHECK-LABEL: func.func @divf_f8e5m2fnuz_by_zero() -> f8E5M2FNUZ {
// CHECK-NEXT:    %cst = arith.constant 0x80 : f8E5M2FNUZ
// CHECK-NEXT:    return %cst : f8E5M2FNUZ
// CHECK-NEXT:  }
func.func @divf_f8e5m2fnuz_by_zero() -> f8E5M2FNUZ {
  %a = arith.constant 1.0 : f8E5M2FNUZ
  %b = arith.constant 0.0 : f8E5M2FNUZ
  %r = arith.divf %a, %b : f8E5M2FNUZ
  return %r : f8E5M2FNUZ
}

// CHECK-LABEL: func.func @addf_tf32_rounds() -> tf32 {
// CHECK-NEXT:    %cst = arith.constant 1.024000e+03 : tf32
// CHECK-NEXT:    return %cst : tf32
// CHECK-NEXT:  }
func.func @addf_tf32_rounds() -> tf32 {
  %a = arith.constant 1024.0 : tf32
  %b = arith.constant 0.25 : tf32
  %r = arith.addf %a, %b : tf32
  return %r : tf32
}

// CHECK-LABEL: func.func @mulf_f128_exact() -> f128 {
// CHECK-NEXT:    %cst = arith.constant 2.250000e+00 : f128
// CHECK-NEXT:    return %cst : f128
// CHECK-NEXT:  }
func.func @mulf_f128_exact() -> f128 {
  %a = arith.constant 1.5 : f128
  %b = arith.constant 1.5 : f128
  %r = arith.mulf %a, %b : f128
  return %r : f128
}

// CHECK-LABEL: func.func @subf_f80_tiny() -> f80 {
// CHECK-NEXT:    %cst = arith.constant 0.999999999999999999891 : f80
// CHECK-NEXT:    return %cst : f80
// CHECK-NEXT:  }
func.func @subf_f80_tiny() -> f80 {
  %a = arith.constant 1.0 : f80
  %b = arith.constant 1.0e-19 : f80
  %r = arith.subf %a, %b : f80
  return %r : f80
}

// CHECK-LABEL: func.func @truncf_inexact_f32_to_f8e4m3fn_not_folded() -> f8E4M3FN {
// CHECK-NEXT:    %cst = arith.constant 3.14159274 : f32
// CHECK-NEXT:    %0 = arith.truncf %cst : f32 to f8E4M3FN
// CHECK-NEXT:    return %0 : f8E4M3FN
// CHECK-NEXT:  }
func.func @truncf_inexact_f32_to_f8e4m3fn_not_folded() -> f8E4M3FN {
  %a = arith.constant 3.14159274 : f32
  %r = arith.truncf %a : f32 to f8E4M3FN
  return %r : f8E4M3FN
}

// CHECK-LABEL: func.func @sitofp_to_f8e5m2() -> f8E5M2 {
// CHECK-NEXT:    %cst = arith.constant 9.600000e+01 : f8E5M2
// CHECK-NEXT:    return %cst : f8E5M2
// CHECK-NEXT:  }
func.func @sitofp_to_f8e5m2() -> f8E5M2 {
  %a = arith.constant 100 : i32
  %r = arith.sitofp %a : i32 to f8E5M2
  return %r : f8E5M2
}

// CHECK-LABEL: func.func @fptosi_from_f128() -> i64 {
// CHECK-NEXT:    %c-123456789012_i64 = arith.constant -123456789012 : i64
// CHECK-NEXT:    return %c-123456789012_i64 : i64
// CHECK-NEXT:  }
func.func @fptosi_from_f128() -> i64 {
  %a = arith.constant -123456789012.75 : f128
  %r = arith.fptosi %a : f128 to i64
  return %r : i64
}

// CHECK-LABEL: func.func @truncf_exact_f32_to_f8e4m3fn() -> f8E4M3FN {
// CHECK-NEXT:    %cst = arith.constant -1.500000e+00 : f8E4M3FN
// CHECK-NEXT:    return %cst : f8E4M3FN
// CHECK-NEXT:  }
func.func @truncf_exact_f32_to_f8e4m3fn() -> f8E4M3FN {
  %a = arith.constant -1.5 : f32
  %r = arith.truncf %a : f32 to f8E4M3FN
  return %r : f8E4M3FN
}
