// Constant folding of integer division and remainder: signed, unsigned,
// ceil and floor forms at several widths. Division by zero and signed
// INT_MIN / -1 (where MLIR does not fold) must be left alone.
// RUN: rulir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @divsi_i8() -> i8 {
// CHECK-NEXT:    %c-3_i8 = arith.constant -3 : i8
// CHECK-NEXT:    return %c-3_i8 : i8
// CHECK-NEXT:  }
func.func @divsi_i8() -> i8 {
  %a = arith.constant -7 : i8
  %b = arith.constant 2 : i8
  %r = arith.divsi %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @divsi_i8_neg_divisor() -> i8 {
// CHECK-NEXT:    %c-3_i8 = arith.constant -3 : i8
// CHECK-NEXT:    return %c-3_i8 : i8
// CHECK-NEXT:  }
func.func @divsi_i8_neg_divisor() -> i8 {
  %a = arith.constant 7 : i8
  %b = arith.constant -2 : i8
  %r = arith.divsi %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @divsi_min_by_minus_one_not_folded() -> i8 {
// CHECK-NEXT:    %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT:    %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:    %0 = arith.divsi %c-128_i8, %c-1_i8 : i8
// CHECK-NEXT:    return %0 : i8
// CHECK-NEXT:  }
func.func @divsi_min_by_minus_one_not_folded() -> i8 {
  %a = arith.constant -128 : i8
  %b = arith.constant -1 : i8
  %r = arith.divsi %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @divsi_by_zero_not_folded() -> i32 {
// CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %0 = arith.divsi %c5_i32, %c0_i32 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @divsi_by_zero_not_folded() -> i32 {
  %a = arith.constant 5 : i32
  %b = arith.constant 0 : i32
  %r = arith.divsi %a, %b : i32
  return %r : i32
}

// CHECK-LABEL: func.func @divsi_i1() -> i1 {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %true : i1
// CHECK-NEXT:  }
func.func @divsi_i1() -> i1 {
  %a = arith.constant true
  %b = arith.constant true
  %r = arith.divsi %a, %b : i1
  return %r : i1
}

// CHECK-LABEL: func.func @divui_i8() -> i8 {
// CHECK-NEXT:    %c127_i8 = arith.constant 127 : i8
// CHECK-NEXT:    return %c127_i8 : i8
// CHECK-NEXT:  }
func.func @divui_i8() -> i8 {
  %a = arith.constant -1 : i8
  %b = arith.constant 2 : i8
  %r = arith.divui %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @divui_by_zero_not_folded() -> i17 {
// CHECK-NEXT:    %c5_i17 = arith.constant 5 : i17
// CHECK-NEXT:    %c0_i17 = arith.constant 0 : i17
// CHECK-NEXT:    %0 = arith.divui %c5_i17, %c0_i17 : i17
// CHECK-NEXT:    return %0 : i17
// CHECK-NEXT:  }
func.func @divui_by_zero_not_folded() -> i17 {
  %a = arith.constant 5 : i17
  %b = arith.constant 0 : i17
  %r = arith.divui %a, %b : i17
  return %r : i17
}

// CHECK-LABEL: func.func @divui_i128() -> i128 {
// CHECK-NEXT:    %c113427455640312821154458202477256070485_i128 = arith.constant 113427455640312821154458202477256070485 : i128
// CHECK-NEXT:    return %c113427455640312821154458202477256070485_i128 : i128
// CHECK-NEXT:  }
func.func @divui_i128() -> i128 {
  %a = arith.constant -1 : i128
  %b = arith.constant 3 : i128
  %r = arith.divui %a, %b : i128
  return %r : i128
}

// CHECK-LABEL: func.func @divui_i1_by_false_not_folded() -> i1 {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %0 = arith.divui %true, %false : i1
// CHECK-NEXT:    return %0 : i1
// CHECK-NEXT:  }
func.func @divui_i1_by_false_not_folded() -> i1 {
  %a = arith.constant true
  %b = arith.constant false
  %r = arith.divui %a, %b : i1
  return %r : i1
}

// CHECK-LABEL: func.func @ceildivsi_pos_pos() -> i8 {
// CHECK-NEXT:    %c4_i8 = arith.constant 4 : i8
// CHECK-NEXT:    return %c4_i8 : i8
// CHECK-NEXT:  }
func.func @ceildivsi_pos_pos() -> i8 {
  %a = arith.constant 7 : i8
  %b = arith.constant 2 : i8
  %r = arith.ceildivsi %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @ceildivsi_neg_pos() -> i8 {
// CHECK-NEXT:    %c-3_i8 = arith.constant -3 : i8
// CHECK-NEXT:    return %c-3_i8 : i8
// CHECK-NEXT:  }
func.func @ceildivsi_neg_pos() -> i8 {
  %a = arith.constant -7 : i8
  %b = arith.constant 2 : i8
  %r = arith.ceildivsi %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @ceildivsi_pos_neg() -> i8 {
// CHECK-NEXT:    %c-3_i8 = arith.constant -3 : i8
// CHECK-NEXT:    return %c-3_i8 : i8
// CHECK-NEXT:  }
func.func @ceildivsi_pos_neg() -> i8 {
  %a = arith.constant 7 : i8
  %b = arith.constant -2 : i8
  %r = arith.ceildivsi %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @ceildivsi_neg_neg() -> i8 {
// CHECK-NEXT:    %c4_i8 = arith.constant 4 : i8
// CHECK-NEXT:    return %c4_i8 : i8
// CHECK-NEXT:  }
func.func @ceildivsi_neg_neg() -> i8 {
  %a = arith.constant -7 : i8
  %b = arith.constant -2 : i8
  %r = arith.ceildivsi %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @ceildivsi_exact() -> i64 {
// CHECK-NEXT:    %c-3_i64 = arith.constant -3 : i64
// CHECK-NEXT:    return %c-3_i64 : i64
// CHECK-NEXT:  }
func.func @ceildivsi_exact() -> i64 {
  %a = arith.constant -9 : i64
  %b = arith.constant 3 : i64
  %r = arith.ceildivsi %a, %b : i64
  return %r : i64
}

// CHECK-LABEL: func.func @ceildivsi_min_by_minus_one_not_folded() -> i8 {
// CHECK-NEXT:    %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT:    %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:    %0 = arith.ceildivsi %c-128_i8, %c-1_i8 : i8
// CHECK-NEXT:    return %0 : i8
// CHECK-NEXT:  }
func.func @ceildivsi_min_by_minus_one_not_folded() -> i8 {
  %a = arith.constant -128 : i8
  %b = arith.constant -1 : i8
  %r = arith.ceildivsi %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @ceildivsi_by_zero_not_folded() -> i16 {
// CHECK-NEXT:    %c1_i16 = arith.constant 1 : i16
// CHECK-NEXT:    %c0_i16 = arith.constant 0 : i16
// CHECK-NEXT:    %0 = arith.ceildivsi %c1_i16, %c0_i16 : i16
// CHECK-NEXT:    return %0 : i16
// CHECK-NEXT:  }
func.func @ceildivsi_by_zero_not_folded() -> i16 {
  %a = arith.constant 1 : i16
  %b = arith.constant 0 : i16
  %r = arith.ceildivsi %a, %b : i16
  return %r : i16
}

// CHECK-LABEL: func.func @ceildivui_i8() -> i8 {
// CHECK-NEXT:    %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT:    return %c-128_i8 : i8
// CHECK-NEXT:  }
func.func @ceildivui_i8() -> i8 {
  %a = arith.constant -1 : i8
  %b = arith.constant 2 : i8
  %r = arith.ceildivui %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @ceildivui_exact() -> i32 {
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    return %c3_i32 : i32
// CHECK-NEXT:  }
func.func @ceildivui_exact() -> i32 {
  %a = arith.constant 12 : i32
  %b = arith.constant 4 : i32
  %r = arith.ceildivui %a, %b : i32
  return %r : i32
}

// CHECK-LABEL: func.func @ceildivui_by_zero_not_folded() -> i32 {
// CHECK-NEXT:    %c12_i32 = arith.constant 12 : i32
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %0 = arith.ceildivui %c12_i32, %c0_i32 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @ceildivui_by_zero_not_folded() -> i32 {
  %a = arith.constant 12 : i32
  %b = arith.constant 0 : i32
  %r = arith.ceildivui %a, %b : i32
  return %r : i32
}

// CHECK-LABEL: func.func @floordivsi_neg_pos() -> i8 {
// CHECK-NEXT:    %c-4_i8 = arith.constant -4 : i8
// CHECK-NEXT:    return %c-4_i8 : i8
// CHECK-NEXT:  }
func.func @floordivsi_neg_pos() -> i8 {
  %a = arith.constant -7 : i8
  %b = arith.constant 2 : i8
  %r = arith.floordivsi %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @floordivsi_pos_neg() -> i8 {
// CHECK-NEXT:    %c-4_i8 = arith.constant -4 : i8
// CHECK-NEXT:    return %c-4_i8 : i8
// CHECK-NEXT:  }
func.func @floordivsi_pos_neg() -> i8 {
  %a = arith.constant 7 : i8
  %b = arith.constant -2 : i8
  %r = arith.floordivsi %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @floordivsi_neg_neg() -> i8 {
// CHECK-NEXT:    %c3_i8 = arith.constant 3 : i8
// CHECK-NEXT:    return %c3_i8 : i8
// CHECK-NEXT:  }
func.func @floordivsi_neg_neg() -> i8 {
  %a = arith.constant -7 : i8
  %b = arith.constant -2 : i8
  %r = arith.floordivsi %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @floordivsi_i64() -> i64 {
// CHECK-NEXT:    %c-4611686018427387904_i64 = arith.constant -4611686018427387904 : i64
// CHECK-NEXT:    return %c-4611686018427387904_i64 : i64
// CHECK-NEXT:  }
func.func @floordivsi_i64() -> i64 {
  %a = arith.constant -9223372036854775807 : i64
  %b = arith.constant 2 : i64
  %r = arith.floordivsi %a, %b : i64
  return %r : i64
}

// CHECK-LABEL: func.func @floordivsi_by_zero_not_folded() -> i8 {
// CHECK-NEXT:    %c7_i8 = arith.constant 7 : i8
// CHECK-NEXT:    %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:    %0 = arith.floordivsi %c7_i8, %c0_i8 : i8
// CHECK-NEXT:    return %0 : i8
// CHECK-NEXT:  }
func.func @floordivsi_by_zero_not_folded() -> i8 {
  %a = arith.constant 7 : i8
  %b = arith.constant 0 : i8
  %r = arith.floordivsi %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @floordivsi_min_by_minus_one_not_folded() -> i8 {
// CHECK-NEXT:    %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT:    %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:    %0 = arith.floordivsi %c-128_i8, %c-1_i8 : i8
// CHECK-NEXT:    return %0 : i8
// CHECK-NEXT:  }
func.func @floordivsi_min_by_minus_one_not_folded() -> i8 {
  %a = arith.constant -128 : i8
  %b = arith.constant -1 : i8
  %r = arith.floordivsi %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @remsi_neg() -> i8 {
// CHECK-NEXT:    %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:    return %c-1_i8 : i8
// CHECK-NEXT:  }
func.func @remsi_neg() -> i8 {
  %a = arith.constant -7 : i8
  %b = arith.constant 2 : i8
  %r = arith.remsi %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @remsi_neg_divisor() -> i8 {
// CHECK-NEXT:    %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT:    return %c1_i8 : i8
// CHECK-NEXT:  }
func.func @remsi_neg_divisor() -> i8 {
  %a = arith.constant 7 : i8
  %b = arith.constant -2 : i8
  %r = arith.remsi %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @remsi_min_by_minus_one() -> i8 {
// CHECK-NEXT:    %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:    return %c0_i8 : i8
// CHECK-NEXT:  }
func.func @remsi_min_by_minus_one() -> i8 {
  %a = arith.constant -128 : i8
  %b = arith.constant -1 : i8
  %r = arith.remsi %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @remsi_by_zero_not_folded() -> i8 {
// CHECK-NEXT:    %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT:    %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:    %0 = arith.remsi %c1_i8, %c0_i8 : i8
// CHECK-NEXT:    return %0 : i8
// CHECK-NEXT:  }
func.func @remsi_by_zero_not_folded() -> i8 {
  %a = arith.constant 1 : i8
  %b = arith.constant 0 : i8
  %r = arith.remsi %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @remui_i8() -> i8 {
// CHECK-NEXT:    %c9_i8 = arith.constant 9 : i8
// CHECK-NEXT:    return %c9_i8 : i8
// CHECK-NEXT:  }
func.func @remui_i8() -> i8 {
  %a = arith.constant -7 : i8
  %b = arith.constant 10 : i8
  %r = arith.remui %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @remui_i128() -> i128 {
// CHECK-NEXT:    %c455_i128 = arith.constant 455 : i128
// CHECK-NEXT:    return %c455_i128 : i128
// CHECK-NEXT:  }
func.func @remui_i128() -> i128 {
  %a = arith.constant -1 : i128
  %b = arith.constant 1000 : i128
  %r = arith.remui %a, %b : i128
  return %r : i128
}

// CHECK-LABEL: func.func @remui_by_zero_not_folded() -> i64 {
// CHECK-NEXT:    %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:    %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT:    %0 = arith.remui %c1_i64, %c0_i64 : i64
// CHECK-NEXT:    return %0 : i64
// CHECK-NEXT:  }
func.func @remui_by_zero_not_folded() -> i64 {
  %a = arith.constant 1 : i64
  %b = arith.constant 0 : i64
  %r = arith.remui %a, %b : i64
  return %r : i64
}

// CHECK-LABEL: func.func @divsi_index() -> index {
// CHECK-NEXT:    %c-3 = arith.constant -3 : index
// CHECK-NEXT:    return %c-3 : index
// CHECK-NEXT:  }
func.func @divsi_index() -> index {
  %a = arith.constant -7 : index
  %b = arith.constant 2 : index
  %r = arith.divsi %a, %b : index
  return %r : index
}

// CHECK-LABEL: func.func @remsi_index_by_zero_not_folded() -> index {
// CHECK-NEXT:    %c7 = arith.constant 7 : index
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %0 = arith.remsi %c7, %c0 : index
// CHECK-NEXT:    return %0 : index
// CHECK-NEXT:  }
func.func @remsi_index_by_zero_not_folded() -> index {
  %a = arith.constant 7 : index
  %b = arith.constant 0 : index
  %r = arith.remsi %a, %b : index
  return %r : index
}

// CHECK-LABEL: func.func @divui_vector_zero_lane_not_folded() -> vector<2xi32> {
// CHECK-NEXT:    %cst = arith.constant dense<[6, 8]> : vector<2xi32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<[3, 0]> : vector<2xi32>
// CHECK-NEXT:    %0 = arith.divui %cst, %cst_0 : vector<2xi32>
// CHECK-NEXT:    return %0 : vector<2xi32>
// CHECK-NEXT:  }
func.func @divui_vector_zero_lane_not_folded() -> vector<2xi32> {
  %a = arith.constant dense<[6, 8]> : vector<2xi32>
  %b = arith.constant dense<[3, 0]> : vector<2xi32>
  %r = arith.divui %a, %b : vector<2xi32>
  return %r : vector<2xi32>
}

// CHECK-LABEL: func.func @divsi_vector() -> vector<2xi32> {
// CHECK-NEXT:    %cst = arith.constant dense<[2, -2]> : vector<2xi32>
// CHECK-NEXT:    return %cst : vector<2xi32>
// CHECK-NEXT:  }
func.func @divsi_vector() -> vector<2xi32> {
  %a = arith.constant dense<[6, -8]> : vector<2xi32>
  %b = arith.constant dense<[3, 3]> : vector<2xi32>
  %r = arith.divsi %a, %b : vector<2xi32>
  return %r : vector<2xi32>
}
