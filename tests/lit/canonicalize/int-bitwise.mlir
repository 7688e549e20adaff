// Constant folding of the bitwise ops, shifts and integer min/max. A shift
// by the width or more (or by a negative amount, which is a huge unsigned
// amount) is poison in MLIR and is not folded.
// RUN: rulir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @andi_i8() -> i8 {
// CHECK-NEXT:    %c48_i8 = arith.constant 48 : i8
// CHECK-NEXT:    return %c48_i8 : i8
// CHECK-NEXT:  }
func.func @andi_i8() -> i8 {
  %a = arith.constant -16 : i8
  %b = arith.constant 60 : i8
  %r = arith.andi %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @ori_i8() -> i8 {
// CHECK-NEXT:    %c-123_i8 = arith.constant -123 : i8
// CHECK-NEXT:    return %c-123_i8 : i8
// CHECK-NEXT:  }
func.func @ori_i8() -> i8 {
  %a = arith.constant -128 : i8
  %b = arith.constant 5 : i8
  %r = arith.ori %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @xori_i8() -> i8 {
// CHECK-NEXT:    %c-86_i8 = arith.constant -86 : i8
// CHECK-NEXT:    return %c-86_i8 : i8
// CHECK-NEXT:  }
func.func @xori_i8() -> i8 {
  %a = arith.constant -1 : i8
  %b = arith.constant 85 : i8
  %r = arith.xori %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @xori_i1() -> i1 {
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    return %false : i1
// CHECK-NEXT:  }
func.func @xori_i1() -> i1 {
  %a = arith.constant true
  %b = arith.constant true
  %r = arith.xori %a, %b : i1
  return %r : i1
}

// CHECK-LABEL: func.func @andi_i1() -> i1 {
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    return %false : i1
// CHECK-NEXT:  }
func.func @andi_i1() -> i1 {
  %a = arith.constant true
  %b = arith.constant false
  %r = arith.andi %a, %b : i1
  return %r : i1
}

// CHECK-LABEL: func.func @ori_i1() -> i1 {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %true : i1
// CHECK-NEXT:  }
func.func @ori_i1() -> i1 {
  %a = arith.constant false
  %b = arith.constant true
  %r = arith.ori %a, %b : i1
  return %r : i1
}

// CHECK-LABEL: func.func @andi_i128() -> i128 {
// CHECK-NEXT:    %c-1_i128 = arith.constant -1 : i128
// CHECK-NEXT:    return %c-1_i128 : i128
// CHECK-NEXT:  }
func.func @andi_i128() -> i128 {
  %a = arith.constant -1 : i128
  %b = arith.constant 340282366920938463463374607431768211455 : i128
  %r = arith.andi %a, %b : i128
  return %r : i128
}

// CHECK-LABEL: func.func @ori_i7() -> i7 {
// CHECK-NEXT:    %c63_i7 = arith.constant 63 : i7
// CHECK-NEXT:    return %c63_i7 : i7
// CHECK-NEXT:  }
func.func @ori_i7() -> i7 {
  %a = arith.constant 32 : i7
  %b = arith.constant 31 : i7
  %r = arith.ori %a, %b : i7
  return %r : i7
}

// CHECK-LABEL: func.func @shli_i8() -> i8 {
// CHECK-NEXT:    %c-64_i8 = arith.constant -64 : i8
// CHECK-NEXT:    return %c-64_i8 : i8
// CHECK-NEXT:  }
func.func @shli_i8() -> i8 {
  %a = arith.constant 3 : i8
  %b = arith.constant 6 : i8
  %r = arith.shli %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @shli_i8_width_minus_one() -> i8 {
// CHECK-NEXT:    %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT:    return %c-128_i8 : i8
// CHECK-NEXT:  }
func.func @shli_i8_width_minus_one() -> i8 {
  %a = arith.constant 1 : i8
  %b = arith.constant 7 : i8
  %r = arith.shli %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @shli_by_width_not_folded() -> i8 {
// CHECK-NEXT:    %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT:    %c8_i8 = arith.constant 8 : i8
// CHECK-NEXT:    %0 = arith.shli %c1_i8, %c8_i8 : i8
// CHECK-NEXT:    return %0 : i8
// CHECK-NEXT:  }
func.func @shli_by_width_not_folded() -> i8 {
  %a = arith.constant 1 : i8
  %b = arith.constant 8 : i8
  %r = arith.shli %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @shli_by_negative_not_folded() -> i32 {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:    %0 = arith.shli %c1_i32, %c-1_i32 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @shli_by_negative_not_folded() -> i32 {
  %a = arith.constant 1 : i32
  %b = arith.constant -1 : i32
  %r = arith.shli %a, %b : i32
  return %r : i32
}

// CHECK-LABEL: func.func @shli_i128() -> i128 {
// CHECK-NEXT:    %c-170141183460469231731687303715884105728_i128 = arith.constant -170141183460469231731687303715884105728 : i128
// CHECK-NEXT:    return %c-170141183460469231731687303715884105728_i128 : i128
// CHECK-NEXT:  }
func.func @shli_i128() -> i128 {
  %a = arith.constant 1 : i128
  %b = arith.constant 127 : i128
  %r = arith.shli %a, %b : i128
  return %r : i128
}

// CHECK-LABEL: func.func @shrui_i8() -> i8 {
// CHECK-NEXT:    %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT:    return %c1_i8 : i8
// CHECK-NEXT:  }
func.func @shrui_i8() -> i8 {
  %a = arith.constant -128 : i8
  %b = arith.constant 7 : i8
  %r = arith.shrui %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @shrui_by_width_not_folded() -> i16 {
// CHECK-NEXT:    %c-1_i16 = arith.constant -1 : i16
// CHECK-NEXT:    %c16_i16 = arith.constant 16 : i16
// CHECK-NEXT:    %0 = arith.shrui %c-1_i16, %c16_i16 : i16
// CHECK-NEXT:    return %0 : i16
// CHECK-NEXT:  }
func.func @shrui_by_width_not_folded() -> i16 {
  %a = arith.constant -1 : i16
  %b = arith.constant 16 : i16
  %r = arith.shrui %a, %b : i16
  return %r : i16
}

// CHECK-LABEL: func.func @shrsi_i8() -> i8 {
// CHECK-NEXT:    %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:    return %c-1_i8 : i8
// CHECK-NEXT:  }
func.func @shrsi_i8() -> i8 {
  %a = arith.constant -128 : i8
  %b = arith.constant 7 : i8
  %r = arith.shrsi %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @shrsi_i7() -> i7 {
// CHECK-NEXT:    %c-8_i7 = arith.constant -8 : i7
// CHECK-NEXT:    return %c-8_i7 : i7
// CHECK-NEXT:  }
func.func @shrsi_i7() -> i7 {
  %a = arith.constant -64 : i7
  %b = arith.constant 3 : i7
  %r = arith.shrsi %a, %b : i7
  return %r : i7
}

// CHECK-LABEL: func.func @shrsi_by_width_not_folded() -> i7 {
// CHECK-NEXT:    %c-64_i7 = arith.constant -64 : i7
// CHECK-NEXT:    %c7_i7 = arith.constant 7 : i7
// CHECK-NEXT:    %0 = arith.shrsi %c-64_i7, %c7_i7 : i7
// CHECK-NEXT:    return %0 : i7
// CHECK-NEXT:  }
func.func @shrsi_by_width_not_folded() -> i7 {
  %a = arith.constant -64 : i7
  %b = arith.constant 7 : i7
  %r = arith.shrsi %a, %b : i7
  return %r : i7
}

// CHECK-LABEL: func.func @shrsi_i64() -> i64 {
// CHECK-NEXT:    %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT:    return %c-1_i64 : i64
// CHECK-NEXT:  }
func.func @shrsi_i64() -> i64 {
  %a = arith.constant -9223372036854775808 : i64
  %b = arith.constant 63 : i64
  %r = arith.shrsi %a, %b : i64
  return %r : i64
}

// CHECK-LABEL: func.func @shli_i1_by_zero() -> i1 {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %true : i1
// CHECK-NEXT:  }
func.func @shli_i1_by_zero() -> i1 {
  %a = arith.constant true
  %b = arith.constant false
  %r = arith.shli %a, %b : i1
  return %r : i1
}

// CHECK-LABEL: func.func @shli_i1_by_one_not_folded() -> i1 {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %0 = arith.shli %true, %true : i1
// CHECK-NEXT:    return %0 : i1
// CHECK-NEXT:  }
func.func @shli_i1_by_one_not_folded() -> i1 {
  %a = arith.constant true
  %b = arith.constant true
  %r = arith.shli %a, %b : i1
  return %r : i1
}

// CHECK-LABEL: func.func @maxsi_i8() -> i8 {
// CHECK-NEXT:    %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT:    return %c1_i8 : i8
// CHECK-NEXT:  }
func.func @maxsi_i8() -> i8 {
  %a = arith.constant -1 : i8
  %b = arith.constant 1 : i8
  %r = arith.maxsi %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @maxui_i8() -> i8 {
// CHECK-NEXT:    %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:    return %c-1_i8 : i8
// CHECK-NEXT:  }
func.func @maxui_i8() -> i8 {
  %a = arith.constant -1 : i8
  %b = arith.constant 1 : i8
  %r = arith.maxui %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @minsi_i8() -> i8 {
// CHECK-NEXT:    %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:    return %c-1_i8 : i8
// CHECK-NEXT:  }
func.func @minsi_i8() -> i8 {
  %a = arith.constant -1 : i8
  %b = arith.constant 1 : i8
  %r = arith.minsi %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @minui_i8() -> i8 {
// CHECK-NEXT:    %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT:    return %c1_i8 : i8
// CHECK-NEXT:  }
func.func @minui_i8() -> i8 {
  %a = arith.constant -1 : i8
  %b = arith.constant 1 : i8
  %r = arith.minui %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @maxsi_i128() -> i128 {
// CHECK-NEXT:    %c0_i128 = arith.constant 0 : i128
// CHECK-NEXT:    return %c0_i128 : i128
// CHECK-NEXT:  }
func.func @maxsi_i128() -> i128 {
  %a = arith.constant -170141183460469231731687303715884105728 : i128
  %b = arith.constant 0 : i128
  %r = arith.maxsi %a, %b : i128
  return %r : i128
}

// CHECK-LABEL: func.func @minui_i64() -> i64 {
// CHECK-NEXT:    %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
// CHECK-NEXT:    return %c9223372036854775807_i64 : i64
// CHECK-NEXT:  }
func.func @minui_i64() -> i64 {
  %a = arith.constant -1 : i64
  %b = arith.constant 9223372036854775807 : i64
  %r = arith.minui %a, %b : i64
  return %r : i64
}

// CHECK-LABEL: func.func @shrui_vector() -> vector<3xi8> {
// CHECK-NEXT:    %cst = arith.constant dense<[15, 4, 0]> : vector<3xi8>
// CHECK-NEXT:    return %cst : vector<3xi8>
// CHECK-NEXT:  }
func.func @shrui_vector() -> vector<3xi8> {
  %a = arith.constant dense<[-1, 64, 7]> : vector<3xi8>
  %b = arith.constant dense<[4, 4, 4]> : vector<3xi8>
  %r = arith.shrui %a, %b : vector<3xi8>
  return %r : vector<3xi8>
}
