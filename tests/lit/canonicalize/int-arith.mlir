// Constant folding of arith.addi, subi and muli at several widths: results
// wrap around modulo 2^width and print as signed values (i1 as true/false).
// Every expected output in this folder is what mlir-opt-19 prints for the
// same RUN line. The fold tests fold only constants (no op survives ahead
// of a fold), so the order of hoisted constants, where rulir still differs
// (xfail-constant-order.mlir), does not come into play.
// RUN: rulir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @addi_i1_wraps() -> i1 {
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    return %false : i1
// CHECK-NEXT:  }
func.func @addi_i1_wraps() -> i1 {
  %a = arith.constant true
  %b = arith.constant true
  %r = arith.addi %a, %b : i1
  return %r : i1
}

// CHECK-LABEL: func.func @addi_i1_true_false() -> i1 {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %true : i1
// CHECK-NEXT:  }
func.func @addi_i1_true_false() -> i1 {
  %a = arith.constant true
  %b = arith.constant false
  %r = arith.addi %a, %b : i1
  return %r : i1
}

// CHECK-LABEL: func.func @subi_i1() -> i1 {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %true : i1
// CHECK-NEXT:  }
func.func @subi_i1() -> i1 {
  %a = arith.constant false
  %b = arith.constant true
  %r = arith.subi %a, %b : i1
  return %r : i1
}

// CHECK-LABEL: func.func @muli_i1() -> i1 {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %true : i1
// CHECK-NEXT:  }
func.func @muli_i1() -> i1 {
  %a = arith.constant true
  %b = arith.constant true
  %r = arith.muli %a, %b : i1
  return %r : i1
}

// CHECK-LABEL: func.func @addi_i7_wraps() -> i7 {
// CHECK-NEXT:    %c-64_i7 = arith.constant -64 : i7
// CHECK-NEXT:    return %c-64_i7 : i7
// CHECK-NEXT:  }
func.func @addi_i7_wraps() -> i7 {
  %a = arith.constant 63 : i7
  %b = arith.constant 1 : i7
  %r = arith.addi %a, %b : i7
  return %r : i7
}

// CHECK-LABEL: func.func @subi_i7_wraps() -> i7 {
// CHECK-NEXT:    %c63_i7 = arith.constant 63 : i7
// CHECK-NEXT:    return %c63_i7 : i7
// CHECK-NEXT:  }
func.func @subi_i7_wraps() -> i7 {
  %a = arith.constant -64 : i7
  %b = arith.constant 1 : i7
  %r = arith.subi %a, %b : i7
  return %r : i7
}

// CHECK-LABEL: func.func @muli_i7_wraps() -> i7 {
// CHECK-NEXT:    %c4_i7 = arith.constant 4 : i7
// CHECK-NEXT:    return %c4_i7 : i7
// CHECK-NEXT:  }
func.func @muli_i7_wraps() -> i7 {
  %a = arith.constant 12 : i7
  %b = arith.constant 11 : i7
  %r = arith.muli %a, %b : i7
  return %r : i7
}

// CHECK-LABEL: func.func @addi_i8_no_wrap() -> i8 {
// CHECK-NEXT:    %c127_i8 = arith.constant 127 : i8
// CHECK-NEXT:    return %c127_i8 : i8
// CHECK-NEXT:  }
func.func @addi_i8_no_wrap() -> i8 {
  %a = arith.constant 100 : i8
  %b = arith.constant 27 : i8
  %r = arith.addi %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @addi_i8_unsigned_spelling() -> i8 {
// CHECK-NEXT:    %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT:    return %c1_i8 : i8
// CHECK-NEXT:  }
func.func @addi_i8_unsigned_spelling() -> i8 {
  %a = arith.constant 255 : i8
  %b = arith.constant 2 : i8
  %r = arith.addi %a, %b : i8
  return %r : i8
}

// CHECK-LABEL: func.func @muli_i16_wraps() -> i16 {
// CHECK-NEXT:    %c24464_i16 = arith.constant 24464 : i16
// CHECK-NEXT:    return %c24464_i16 : i16
// CHECK-NEXT:  }
func.func @muli_i16_wraps() -> i16 {
  %a = arith.constant 300 : i16
  %b = arith.constant 300 : i16
  %r = arith.muli %a, %b : i16
  return %r : i16
}

// CHECK-LABEL: func.func @addi_i32() -> i32 {
// CHECK-NEXT:    %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT:    return %c-2147483648_i32 : i32
// CHECK-NEXT:  }
func.func @addi_i32() -> i32 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant 1 : i32
  %r = arith.addi %a, %b : i32
  return %r : i32
}

// CHECK-LABEL: func.func @subi_i32_negative() -> i32 {
// CHECK-NEXT:    %c-7_i32 = arith.constant -7 : i32
// CHECK-NEXT:    return %c-7_i32 : i32
// CHECK-NEXT:  }
func.func @subi_i32_negative() -> i32 {
  %a = arith.constant 3 : i32
  %b = arith.constant 10 : i32
  %r = arith.subi %a, %b : i32
  return %r : i32
}

// CHECK-LABEL: func.func @addi_i64_wraps() -> i64 {
// CHECK-NEXT:    %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
// CHECK-NEXT:    return %c-9223372036854775808_i64 : i64
// CHECK-NEXT:  }
func.func @addi_i64_wraps() -> i64 {
  %a = arith.constant 9223372036854775807 : i64
  %b = arith.constant 1 : i64
  %r = arith.addi %a, %b : i64
  return %r : i64
}

// CHECK-LABEL: func.func @subi_i64_wraps() -> i64 {
// CHECK-NEXT:    %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
// CHECK-NEXT:    return %c9223372036854775807_i64 : i64
// CHECK-NEXT:  }
func.func @subi_i64_wraps() -> i64 {
  %a = arith.constant -9223372036854775808 : i64
  %b = arith.constant 1 : i64
  %r = arith.subi %a, %b : i64
  return %r : i64
}

// CHECK-LABEL: func.func @muli_i64_wraps() -> i64 {
// CHECK-NEXT:    %c4294967296_i64 = arith.constant 4294967296 : i64
// CHECK-NEXT:    return %c4294967296_i64 : i64
// CHECK-NEXT:  }
func.func @muli_i64_wraps() -> i64 {
  %a = arith.constant 4294967296 : i64
  %b = arith.constant 4294967297 : i64
  %r = arith.muli %a, %b : i64
  return %r : i64
}

// CHECK-LABEL: func.func @muli_i64_minus_one() -> i64 {
// CHECK-NEXT:    %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
// CHECK-NEXT:    return %c-9223372036854775808_i64 : i64
// CHECK-NEXT:  }
func.func @muli_i64_minus_one() -> i64 {
  %a = arith.constant -9223372036854775808 : i64
  %b = arith.constant -1 : i64
  %r = arith.muli %a, %b : i64
  return %r : i64
}

// CHECK-LABEL: func.func @addi_i128_wraps() -> i128 {
// CHECK-NEXT:    %c-170141183460469231731687303715884105728_i128 = arith.constant -170141183460469231731687303715884105728 : i128
// CHECK-NEXT:    return %c-170141183460469231731687303715884105728_i128 : i128
// CHECK-NEXT:  }
func.func @addi_i128_wraps() -> i128 {
  %a = arith.constant 170141183460469231731687303715884105727 : i128
  %b = arith.constant 1 : i128
  %r = arith.addi %a, %b : i128
  return %r : i128
}

// CHECK-LABEL: func.func @subi_i128_borrow() -> i128 {
// CHECK-NEXT:    %c18446744073709551615_i128 = arith.constant 18446744073709551615 : i128
// CHECK-NEXT:    return %c18446744073709551615_i128 : i128
// CHECK-NEXT:  }
func.func @subi_i128_borrow() -> i128 {
  %a = arith.constant 18446744073709551616 : i128
  %b = arith.constant 1 : i128
  %r = arith.subi %a, %b : i128
  return %r : i128
}

// CHECK-LABEL: func.func @muli_i128_wide() -> i128 {
// CHECK-NEXT:    %c-36893488147419103231_i128 = arith.constant -36893488147419103231 : i128
// CHECK-NEXT:    return %c-36893488147419103231_i128 : i128
// CHECK-NEXT:  }
func.func @muli_i128_wide() -> i128 {
  %a = arith.constant 18446744073709551615 : i128
  %b = arith.constant 18446744073709551615 : i128
  %r = arith.muli %a, %b : i128
  return %r : i128
}

// CHECK-LABEL: func.func @muli_i128_wraps() -> i128 {
// CHECK-NEXT:    %c0_i128 = arith.constant 0 : i128
// CHECK-NEXT:    return %c0_i128 : i128
// CHECK-NEXT:  }
func.func @muli_i128_wraps() -> i128 {
  %a = arith.constant 85070591730234615865843651857942052864 : i128
  %b = arith.constant 4 : i128
  %r = arith.muli %a, %b : i128
  return %r : i128
}

// CHECK-LABEL: func.func @addi_i65() -> i65 {
// CHECK-NEXT:    %c-18446744073709551616_i65 = arith.constant -18446744073709551616 : i65
// CHECK-NEXT:    return %c-18446744073709551616_i65 : i65
// CHECK-NEXT:  }
func.func @addi_i65() -> i65 {
  %a = arith.constant 18446744073709551615 : i65
  %b = arith.constant 1 : i65
  %r = arith.addi %a, %b : i65
  return %r : i65
}

// CHECK-LABEL: func.func @addi_index() -> index {
// CHECK-NEXT:    %c42 = arith.constant 42 : index
// CHECK-NEXT:    return %c42 : index
// CHECK-NEXT:  }
func.func @addi_index() -> index {
  %a = arith.constant 40 : index
  %b = arith.constant 2 : index
  %r = arith.addi %a, %b : index
  return %r : index
}

// CHECK-LABEL: func.func @muli_index_negative() -> index {
// CHECK-NEXT:    %c-42 = arith.constant -42 : index
// CHECK-NEXT:    return %c-42 : index
// CHECK-NEXT:  }
func.func @muli_index_negative() -> index {
  %a = arith.constant -6 : index
  %b = arith.constant 7 : index
  %r = arith.muli %a, %b : index
  return %r : index
}

// CHECK-LABEL: func.func @addi_overflow_flags_still_fold() -> i8 {
// CHECK-NEXT:    %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT:    return %c-128_i8 : i8
// CHECK-NEXT:  }
func.func @addi_overflow_flags_still_fold() -> i8 {
  %a = arith.constant 127 : i8
  %b = arith.constant 1 : i8
  %r = arith.addi %a, %b overflow<nsw, nuw> : i8
  return %r : i8
}

// CHECK-LABEL: func.func @addi_chain() -> i32 {
// CHECK-NEXT:    %c36_i32 = arith.constant 36 : i32
// CHECK-NEXT:    return %c36_i32 : i32
// CHECK-NEXT:  }
func.func @addi_chain() -> i32 {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %c = arith.constant 3 : i32
  %s = arith.addi %a, %b : i32
  %t = arith.addi %s, %c : i32
  %u = arith.muli %t, %t : i32
  return %u : i32
}

// CHECK-LABEL: func.func @addi_vector_splat() -> vector<4xi8> {
// CHECK-NEXT:    %cst = arith.constant dense<-56> : vector<4xi8>
// CHECK-NEXT:    return %cst : vector<4xi8>
// CHECK-NEXT:  }
func.func @addi_vector_splat() -> vector<4xi8> {
  %a = arith.constant dense<100> : vector<4xi8>
  %b = arith.constant dense<100> : vector<4xi8>
  %r = arith.addi %a, %b : vector<4xi8>
  return %r : vector<4xi8>
}

// CHECK-LABEL: func.func @subi_tensor_elementwise() -> tensor<3xi32> {
// CHECK-NEXT:    %cst = arith.constant dense<[-9, -18, -27]> : tensor<3xi32>
// CHECK-NEXT:    return %cst : tensor<3xi32>
// CHECK-NEXT:  }
func.func @subi_tensor_elementwise() -> tensor<3xi32> {
  %a = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %b = arith.constant dense<[10, 20, 30]> : tensor<3xi32>
  %r = arith.subi %a, %b : tensor<3xi32>
  return %r : tensor<3xi32>
}

// CHECK-LABEL: func.func @addui_extended_fold() -> (i8, i1) {
// CHECK-NEXT:    %c44_i8 = arith.constant 44 : i8
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %c44_i8, %true : i8, i1
// CHECK-NEXT:  }
func.func @addui_extended_fold() -> (i8, i1) {
  %a = arith.constant 200 : i8
  %b = arith.constant 100 : i8
  %s, %o = arith.addui_extended %a, %b : i8, i1
  return %s, %o : i8, i1
}

// CHECK-LABEL: func.func @mului_extended_fold() -> (i8, i8) {
// CHECK-NEXT:    %c-3_i8 = arith.constant -3 : i8
// CHECK-NEXT:    %c2_i8 = arith.constant 2 : i8
// CHECK-NEXT:    return %c-3_i8, %c2_i8 : i8, i8
// CHECK-NEXT:  }
func.func @mului_extended_fold() -> (i8, i8) {
  %a = arith.constant -1 : i8
  %b = arith.constant 3 : i8
  %l, %h = arith.mului_extended %a, %b : i8
  return %l, %h : i8, i8
}
