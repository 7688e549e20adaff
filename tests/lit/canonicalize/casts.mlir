// Constant folding of the casts: integer extension and truncation (i1 to
// i128), float extension, int <-> float with rounding, index casts and
// bitcasts. mlir-opt-19 folds arith.truncf only when the result is exact,
// and does not fold an out-of-range or NaN float -> int. A
// builtin.unrealized_conversion_cast that is not a round trip stays.
// RUN: rulir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @extui_i1() -> i32 {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    return %c1_i32 : i32
// CHECK-NEXT:  }
func.func @extui_i1() -> i32 {
  %a = arith.constant true
  %r = arith.extui %a : i1 to i32
  return %r : i32
}

// CHECK-LABEL: func.func @extsi_i1() -> i32 {
// CHECK-NEXT:    %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:    return %c-1_i32 : i32
// CHECK-NEXT:  }
func.func @extsi_i1() -> i32 {
  %a = arith.constant true
  %r = arith.extsi %a : i1 to i32
  return %r : i32
}

// CHECK-LABEL: func.func @extui_i8_negative() -> i16 {
// CHECK-NEXT:    %c255_i16 = arith.constant 255 : i16
// CHECK-NEXT:    return %c255_i16 : i16
// CHECK-NEXT:  }
func.func @extui_i8_negative() -> i16 {
  %a = arith.constant -1 : i8
  %r = arith.extui %a : i8 to i16
  return %r : i16
}

// CHECK-LABEL: func.func @extsi_i8_negative() -> i16 {
// CHECK-NEXT:    %c-1_i16 = arith.constant -1 : i16
// CHECK-NEXT:    return %c-1_i16 : i16
// CHECK-NEXT:  }
func.func @extsi_i8_negative() -> i16 {
  %a = arith.constant -1 : i8
  %r = arith.extsi %a : i8 to i16
  return %r : i16
}

// CHECK-LABEL: func.func @extsi_i7_to_i128() -> i128 {
// CHECK-NEXT:    %c-64_i128 = arith.constant -64 : i128
// CHECK-NEXT:    return %c-64_i128 : i128
// CHECK-NEXT:  }
func.func @extsi_i7_to_i128() -> i128 {
  %a = arith.constant -64 : i7
  %r = arith.extsi %a : i7 to i128
  return %r : i128
}

// CHECK-LABEL: func.func @extui_i64_to_i128() -> i128 {
// CHECK-NEXT:    %c18446744073709551615_i128 = arith.constant 18446744073709551615 : i128
// CHECK-NEXT:    return %c18446744073709551615_i128 : i128
// CHECK-NEXT:  }
func.func @extui_i64_to_i128() -> i128 {
  %a = arith.constant -1 : i64
  %r = arith.extui %a : i64 to i128
  return %r : i128
}

// CHECK-LABEL: func.func @trunci_i32_to_i8() -> i8 {
// CHECK-NEXT:    %c44_i8 = arith.constant 44 : i8
// CHECK-NEXT:    return %c44_i8 : i8
// CHECK-NEXT:  }
func.func @trunci_i32_to_i8() -> i8 {
  %a = arith.constant 300 : i32
  %r = arith.trunci %a : i32 to i8
  return %r : i8
}

// CHECK-LABEL: func.func @trunci_to_i1() -> i1 {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %true : i1
// CHECK-NEXT:  }
func.func @trunci_to_i1() -> i1 {
  %a = arith.constant 3 : i32
  %r = arith.trunci %a : i32 to i1
  return %r : i1
}

// CHECK-LABEL: func.func @trunci_i128_to_i64() -> i64 {
// CHECK-NEXT:    %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:    return %c1_i64 : i64
// CHECK-NEXT:  }
func.func @trunci_i128_to_i64() -> i64 {
  %a = arith.constant 18446744073709551617 : i128
  %r = arith.trunci %a : i128 to i64
  return %r : i64
}

// CHECK-LABEL: func.func @trunci_to_i7() -> i7 {
// CHECK-NEXT:    %c-56_i7 = arith.constant -56 : i7
// CHECK-NEXT:    return %c-56_i7 : i7
// CHECK-NEXT:  }
func.func @trunci_to_i7() -> i7 {
  %a = arith.constant 200 : i16
  %r = arith.trunci %a : i16 to i7
  return %r : i7
}

// CHECK-LABEL: func.func @extf_f16_to_f32() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 0.0999755859 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @extf_f16_to_f32() -> f32 {
  %a = arith.constant 0.1 : f16
  %r = arith.extf %a : f16 to f32
  return %r : f32
}

// CHECK-LABEL: func.func @extf_bf16_to_f64() -> f64 {
// CHECK-NEXT:    %cst = arith.constant 0.10009765625 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @extf_bf16_to_f64() -> f64 {
  %a = arith.constant 0.1 : bf16
  %r = arith.extf %a : bf16 to f64
  return %r : f64
}

// CHECK-LABEL: func.func @extf_nan() -> f64 {
// CHECK-NEXT:    %cst = arith.constant 0x7FF8000000000000 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @extf_nan() -> f64 {
  %a = arith.constant 0x7FC00000 : f32
  %r = arith.extf %a : f32 to f64
  return %r : f64
}

// CHECK-LABEL: func.func @truncf_inexact_f64_to_f32_not_folded() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 1.000000e-01 : f64
// CHECK-NEXT:    %0 = arith.truncf %cst : f64 to f32
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
func.func @truncf_inexact_f64_to_f32_not_folded() -> f32 {
  %a = arith.constant 0.1 : f64
  %r = arith.truncf %a : f64 to f32
  return %r : f32
}

// CHECK-LABEL: func.func @truncf_inexact_f32_to_f16_not_folded() -> f16 {
// CHECK-NEXT:    %cst = arith.constant 1.000000e-01 : f32
// CHECK-NEXT:    %0 = arith.truncf %cst : f32 to f16
// CHECK-NEXT:    return %0 : f16
// CHECK-NEXT:  }
func.func @truncf_inexact_f32_to_f16_not_folded() -> f16 {
  %a = arith.constant 0.1 : f32
  %r = arith.truncf %a : f32 to f16
  return %r : f16
}

// CHECK-LABEL: func.func @truncf_inexact_f32_to_bf16_not_folded() -> bf16 {
// CHECK-NEXT:    %cst = arith.constant 3.14159274 : f32
// CHECK-NEXT:    %0 = arith.truncf %cst : f32 to bf16
// CHECK-NEXT:    return %0 : bf16
// CHECK-NEXT:  }
func.func @truncf_inexact_f32_to_bf16_not_folded() -> bf16 {
  %a = arith.constant 3.14159274 : f32
  %r = arith.truncf %a : f32 to bf16
  return %r : bf16
}

// CHECK-LABEL: func.func @truncf_overflow_not_folded() -> f16 {
// CHECK-NEXT:    %cst = arith.constant 1.000000e+06 : f32
// CHECK-NEXT:    %0 = arith.truncf %cst : f32 to f16
// CHECK-NEXT:    return %0 : f16
// CHECK-NEXT:  }
func.func @truncf_overflow_not_folded() -> f16 {
  %a = arith.constant 1.0e6 : f32
  %r = arith.truncf %a : f32 to f16
  return %r : f16
}

// CHECK-LABEL: func.func @truncf_neg_zero() -> f16 {
// CHECK-NEXT:    %cst = arith.constant -0.000000e+00 : f16
// CHECK-NEXT:    return %cst : f16
// CHECK-NEXT:  }
func.func @truncf_neg_zero() -> f16 {
  %a = arith.constant -0.0 : f64
  %r = arith.truncf %a : f64 to f16
  return %r : f16
}

// CHECK-LABEL: func.func @sitofp_i8() -> f32 {
// CHECK-NEXT:    %cst = arith.constant -1.280000e+02 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @sitofp_i8() -> f32 {
  %a = arith.constant -128 : i8
  %r = arith.sitofp %a : i8 to f32
  return %r : f32
}

// CHECK-LABEL: func.func @uitofp_i8() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 1.280000e+02 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @uitofp_i8() -> f32 {
  %a = arith.constant -128 : i8
  %r = arith.uitofp %a : i8 to f32
  return %r : f32
}

// CHECK-LABEL: func.func @sitofp_i1() -> f32 {
// CHECK-NEXT:    %cst = arith.constant -1.000000e+00 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @sitofp_i1() -> f32 {
  %a = arith.constant true
  %r = arith.sitofp %a : i1 to f32
  return %r : f32
}

// CHECK-LABEL: func.func @uitofp_i1() -> f64 {
// CHECK-NEXT:    %cst = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @uitofp_i1() -> f64 {
  %a = arith.constant true
  %r = arith.uitofp %a : i1 to f64
  return %r : f64
}

// CHECK-LABEL: func.func @sitofp_i64_rounds() -> f64 {
// CHECK-NEXT:    %cst = arith.constant 0x4340000000000000 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @sitofp_i64_rounds() -> f64 {
  %a = arith.constant 9007199254740993 : i64
  %r = arith.sitofp %a : i64 to f64
  return %r : f64
}

// CHECK-LABEL: func.func @uitofp_i32_to_f16_inf() -> f16 {
// CHECK-NEXT:    %cst = arith.constant 0x7C00 : f16
// CHECK-NEXT:    return %cst : f16
// CHECK-NEXT:  }
func.func @uitofp_i32_to_f16_inf() -> f16 {
  %a = arith.constant 100000 : i32
  %r = arith.uitofp %a : i32 to f16
  return %r : f16
}

// CHECK-LABEL: func.func @sitofp_to_bf16() -> bf16 {
// CHECK-NEXT:    %cst = arith.constant 2.560000e+02 : bf16
// CHECK-NEXT:    return %cst : bf16
// CHECK-NEXT:  }
func.func @sitofp_to_bf16() -> bf16 {
  %a = arith.constant 257 : i32
  %r = arith.sitofp %a : i32 to bf16
  return %r : bf16
}

// CHECK-LABEL: func.func @fptosi_f32() -> i8 {
// CHECK-NEXT:    %c-2_i8 = arith.constant -2 : i8
// CHECK-NEXT:    return %c-2_i8 : i8
// CHECK-NEXT:  }
func.func @fptosi_f32() -> i8 {
  %a = arith.constant -2.75 : f32
  %r = arith.fptosi %a : f32 to i8
  return %r : i8
}

// CHECK-LABEL: func.func @fptoui_f32() -> i8 {
// CHECK-NEXT:    %c2_i8 = arith.constant 2 : i8
// CHECK-NEXT:    return %c2_i8 : i8
// CHECK-NEXT:  }
func.func @fptoui_f32() -> i8 {
  %a = arith.constant 2.75 : f32
  %r = arith.fptoui %a : f32 to i8
  return %r : i8
}

// CHECK-LABEL: func.func @fptosi_out_of_range_not_folded() -> i8 {
// CHECK-NEXT:    %cst = arith.constant 3.000000e+02 : f32
// CHECK-NEXT:    %0 = arith.fptosi %cst : f32 to i8
// CHECK-NEXT:    return %0 : i8
// CHECK-NEXT:  }
func.func @fptosi_out_of_range_not_folded() -> i8 {
  %a = arith.constant 300.0 : f32
  %r = arith.fptosi %a : f32 to i8
  return %r : i8
}

// CHECK-LABEL: func.func @fptoui_negative_not_folded() -> i8 {
// CHECK-NEXT:    %cst = arith.constant -1.000000e+00 : f32
// CHECK-NEXT:    %0 = arith.fptoui %cst : f32 to i8
// CHECK-NEXT:    return %0 : i8
// CHECK-NEXT:  }
func.func @fptoui_negative_not_folded() -> i8 {
  %a = arith.constant -1.0 : f32
  %r = arith.fptoui %a : f32 to i8
  return %r : i8
}

// CHECK-LABEL: func.func @fptosi_nan_not_folded() -> i32 {
// CHECK-NEXT:    %cst = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:    %0 = arith.fptosi %cst : f32 to i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @fptosi_nan_not_folded() -> i32 {
  %a = arith.constant 0x7FC00000 : f32
  %r = arith.fptosi %a : f32 to i32
  return %r : i32
}

// CHECK-LABEL: func.func @fptosi_to_i1() -> i1 {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %true : i1
// CHECK-NEXT:  }
func.func @fptosi_to_i1() -> i1 {
  %a = arith.constant -1.0 : f32
  %r = arith.fptosi %a : f32 to i1
  return %r : i1
}

// CHECK-LABEL: func.func @index_cast_i32_to_index() -> index {
// CHECK-NEXT:    %c-5 = arith.constant -5 : index
// CHECK-NEXT:    return %c-5 : index
// CHECK-NEXT:  }
func.func @index_cast_i32_to_index() -> index {
  %a = arith.constant -5 : i32
  %r = arith.index_cast %a : i32 to index
  return %r : index
}

// CHECK-LABEL: func.func @index_cast_index_to_i8() -> i8 {
// CHECK-NEXT:    %c44_i8 = arith.constant 44 : i8
// CHECK-NEXT:    return %c44_i8 : i8
// CHECK-NEXT:  }
func.func @index_cast_index_to_i8() -> i8 {
  %a = arith.constant 300 : index
  %r = arith.index_cast %a : index to i8
  return %r : i8
}

// CHECK-LABEL: func.func @index_castui_i32_to_index() -> index {
// CHECK-NEXT:    %c4294967291 = arith.constant 4294967291 : index
// CHECK-NEXT:    return %c4294967291 : index
// CHECK-NEXT:  }
func.func @index_castui_i32_to_index() -> index {
  %a = arith.constant -5 : i32
  %r = arith.index_castui %a : i32 to index
  return %r : index
}

// CHECK-LABEL: func.func @index_castui_i1_to_index() -> index {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    return %c1 : index
// CHECK-NEXT:  }
func.func @index_castui_i1_to_index() -> index {
  %a = arith.constant true
  %r = arith.index_castui %a : i1 to index
  return %r : index
}

// CHECK-LABEL: func.func @bitcast_f32_to_i32() -> i32 {
// CHECK-NEXT:    %c1065353216_i32 = arith.constant 1065353216 : i32
// CHECK-NEXT:    return %c1065353216_i32 : i32
// CHECK-NEXT:  }
func.func @bitcast_f32_to_i32() -> i32 {
  %a = arith.constant 1.0 : f32
  %r = arith.bitcast %a : f32 to i32
  return %r : i32
}

// CHECK-LABEL: func.func @bitcast_i32_to_f32() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 0xFFFFFFFF : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @bitcast_i32_to_f32() -> f32 {
  %a = arith.constant -1 : i32
  %r = arith.bitcast %a : i32 to f32
  return %r : f32
}

// CHECK-LABEL: func.func @bitcast_f16_to_bf16() -> bf16 {
// CHECK-NEXT:    %cst = arith.constant 7.812500e-03 : bf16
// CHECK-NEXT:    return %cst : bf16
// CHECK-NEXT:  }
func.func @bitcast_f16_to_bf16() -> bf16 {
  %a = arith.constant 1.0 : f16
  %r = arith.bitcast %a : f16 to bf16
  return %r : bf16
}

// CHECK-LABEL: func.func @bitcast_i64_to_f64() -> f64 {
// CHECK-NEXT:    %cst = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @bitcast_i64_to_f64() -> f64 {
  %a = arith.constant 4607182418800017408 : i64
  %r = arith.bitcast %a : i64 to f64
  return %r : f64
}

// CHECK-LABEL: func.func @extsi_vector() -> vector<2xi32> {
// CHECK-NEXT:    %cst = arith.constant dense<[-1, 127]> : vector<2xi32>
// CHECK-NEXT:    return %cst : vector<2xi32>
// CHECK-NEXT:  }
func.func @extsi_vector() -> vector<2xi32> {
  %a = arith.constant dense<[-1, 127]> : vector<2xi8>
  %r = arith.extsi %a : vector<2xi8> to vector<2xi32>
  return %r : vector<2xi32>
}

// CHECK-LABEL: func.func @unrealized_cast_not_round_trip(%arg0: i32) -> f32 {
// CHECK-NEXT:    %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT:    %1 = builtin.unrealized_conversion_cast %0 : i64 to f32
// CHECK-NEXT:    return %1 : f32
// CHECK-NEXT:  }
func.func @unrealized_cast_not_round_trip(%x: i32) -> f32 {
  %a = builtin.unrealized_conversion_cast %x : i32 to i64
  %r = builtin.unrealized_conversion_cast %a : i64 to f32
  return %r : f32
}

// CHECK-LABEL: func.func @unrealized_cast_dead(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @unrealized_cast_dead(%x: i32) -> i32 {
  %a = builtin.unrealized_conversion_cast %x : i32 to i64
  return %x : i32
}

// CHECK-LABEL: func.func @truncf_exact_f64_to_f32() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 3.750000e-01 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @truncf_exact_f64_to_f32() -> f32 {
  %a = arith.constant 0.375 : f64
  %r = arith.truncf %a : f64 to f32
  return %r : f32
}

// CHECK-LABEL: func.func @truncf_exact_f32_to_bf16() -> bf16 {
// CHECK-NEXT:    %cst = arith.constant -3.000000e+00 : bf16
// CHECK-NEXT:    return %cst : bf16
// CHECK-NEXT:  }
func.func @truncf_exact_f32_to_bf16() -> bf16 {
  %a = arith.constant -3.0 : f32
  %r = arith.truncf %a : f32 to bf16
  return %r : bf16
}

// CHECK-LABEL: func.func @truncf_exact_nan() -> f16 {
// CHECK-NEXT:    %cst = arith.constant 0x7E00 : f16
// CHECK-NEXT:    return %cst : f16
// CHECK-NEXT:  }
func.func @truncf_exact_nan() -> f16 {
  %a = arith.constant 0x7FC00000 : f32
  %r = arith.truncf %a : f32 to f16
  return %r : f16
}

// CHECK-LABEL: func.func @truncf_exact_inf() -> f16 {
// CHECK-NEXT:    %cst = arith.constant 0xFC00 : f16
// CHECK-NEXT:    return %cst : f16
// CHECK-NEXT:  }
func.func @truncf_exact_inf() -> f16 {
  %a = arith.constant 0xFF800000 : f32
  %r = arith.truncf %a : f32 to f16
  return %r : f16
}
