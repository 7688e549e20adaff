// Folds to an existing value or to a constant that need not know the other
// operand (x + 0, x * 1, x - x, x & x, x ^ x, ...), and the commutative ops
// moving a constant operand to the right, as MLIR's folder does.
// RUN: rulir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @addi_zero(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @addi_zero(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.addi %x, %c0 : i32
  return %r : i32
}

// CHECK-LABEL: func.func @addi_zero_lhs(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @addi_zero_lhs(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.addi %c0, %x : i32
  return %r : i32
}

// CHECK-LABEL: func.func @subi_zero(%arg0: i64) -> i64 {
// CHECK-NEXT:    return %arg0 : i64
// CHECK-NEXT:  }
func.func @subi_zero(%x: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %r = arith.subi %x, %c0 : i64
  return %r : i64
}

// CHECK-LABEL: func.func @subi_self(%arg0: i8) -> i8 {
// CHECK-NEXT:    %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:    return %c0_i8 : i8
// CHECK-NEXT:  }
func.func @subi_self(%x: i8) -> i8 {
  %r = arith.subi %x, %x : i8
  return %r : i8
}

// CHECK-LABEL: func.func @subi_self_vector(%arg0: vector<4xi32>) -> vector<4xi32> {
// CHECK-NEXT:    %cst = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT:    return %cst : vector<4xi32>
// CHECK-NEXT:  }
func.func @subi_self_vector(%x: vector<4xi32>) -> vector<4xi32> {
  %r = arith.subi %x, %x : vector<4xi32>
  return %r : vector<4xi32>
}

// CHECK-LABEL: func.func @muli_one(%arg0: i16) -> i16 {
// CHECK-NEXT:    return %arg0 : i16
// CHECK-NEXT:  }
func.func @muli_one(%x: i16) -> i16 {
  %c1 = arith.constant 1 : i16
  %r = arith.muli %x, %c1 : i16
  return %r : i16
}

// CHECK-LABEL: func.func @muli_one_lhs(%arg0: i16) -> i16 {
// CHECK-NEXT:    return %arg0 : i16
// CHECK-NEXT:  }
func.func @muli_one_lhs(%x: i16) -> i16 {
  %c1 = arith.constant 1 : i16
  %r = arith.muli %c1, %x : i16
  return %r : i16
}

// CHECK-LABEL: func.func @muli_zero(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    return %c0_i32 : i32
// CHECK-NEXT:  }
func.func @muli_zero(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.muli %x, %c0 : i32
  return %r : i32
}

// CHECK-LABEL: func.func @andi_self(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @andi_self(%x: i32) -> i32 {
  %r = arith.andi %x, %x : i32
  return %r : i32
}

// CHECK-LABEL: func.func @andi_zero(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    return %c0_i32 : i32
// CHECK-NEXT:  }
func.func @andi_zero(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.andi %x, %c0 : i32
  return %r : i32
}

// CHECK-LABEL: func.func @andi_all_ones(%arg0: i7) -> i7 {
// CHECK-NEXT:    return %arg0 : i7
// CHECK-NEXT:  }
func.func @andi_all_ones(%x: i7) -> i7 {
  %m1 = arith.constant -1 : i7
  %r = arith.andi %x, %m1 : i7
  return %r : i7
}

// CHECK-LABEL: func.func @ori_self(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @ori_self(%x: i32) -> i32 {
  %r = arith.ori %x, %x : i32
  return %r : i32
}

// CHECK-LABEL: func.func @ori_zero(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @ori_zero(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.ori %c0, %x : i32
  return %r : i32
}

// CHECK-LABEL: func.func @ori_all_ones(%arg0: i1) -> i1 {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %true : i1
// CHECK-NEXT:  }
func.func @ori_all_ones(%x: i1) -> i1 {
  %t = arith.constant true
  %r = arith.ori %x, %t : i1
  return %r : i1
}

// CHECK-LABEL: func.func @xori_self(%arg0: i128) -> i128 {
// CHECK-NEXT:    %c0_i128 = arith.constant 0 : i128
// CHECK-NEXT:    return %c0_i128 : i128
// CHECK-NEXT:  }
func.func @xori_self(%x: i128) -> i128 {
  %r = arith.xori %x, %x : i128
  return %r : i128
}

// CHECK-LABEL: func.func @xori_zero(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @xori_zero(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.xori %x, %c0 : i32
  return %r : i32
}

// CHECK-LABEL: func.func @xori_xori_cancels(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @xori_xori_cancels(%x: i32, %y: i32) -> i32 {
  %0 = arith.xori %x, %y : i32
  %r = arith.xori %0, %y : i32
  return %r : i32
}

// CHECK-LABEL: func.func @divsi_one(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @divsi_one(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.divsi %x, %c1 : i32
  return %r : i32
}

// CHECK-LABEL: func.func @divui_one(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @divui_one(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.divui %x, %c1 : i32
  return %r : i32
}

// CHECK-LABEL: func.func @remui_one(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    return %c0_i32 : i32
// CHECK-NEXT:  }
func.func @remui_one(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.remui %x, %c1 : i32
  return %r : i32
}

// CHECK-LABEL: func.func @divsi_self_not_folded(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.divsi %arg0, %arg0 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @divsi_self_not_folded(%x: i32) -> i32 {
  %r = arith.divsi %x, %x : i32
  return %r : i32
}

// CHECK-LABEL: func.func @shli_zero(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @shli_zero(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.shli %x, %c0 : i32
  return %r : i32
}

// CHECK-LABEL: func.func @maxsi_self(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @maxsi_self(%x: i32) -> i32 {
  %r = arith.maxsi %x, %x : i32
  return %r : i32
}

// CHECK-LABEL: func.func @maxsi_max(%arg0: i8) -> i8 {
// CHECK-NEXT:    %c127_i8 = arith.constant 127 : i8
// CHECK-NEXT:    return %c127_i8 : i8
// CHECK-NEXT:  }
func.func @maxsi_max(%x: i8) -> i8 {
  %c = arith.constant 127 : i8
  %r = arith.maxsi %x, %c : i8
  return %r : i8
}

// CHECK-LABEL: func.func @minui_zero(%arg0: i8) -> i8 {
// CHECK-NEXT:    %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:    return %c0_i8 : i8
// CHECK-NEXT:  }
func.func @minui_zero(%x: i8) -> i8 {
  %c = arith.constant 0 : i8
  %r = arith.minui %x, %c : i8
  return %r : i8
}

// CHECK-LABEL: func.func @addi_subi_cancels(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @addi_subi_cancels(%x: i32, %y: i32) -> i32 {
  %0 = arith.subi %x, %y : i32
  %r = arith.addi %0, %y : i32
  return %r : i32
}

// CHECK-LABEL: func.func @subi_addi_cancels(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @subi_addi_cancels(%x: i32, %y: i32) -> i32 {
  %0 = arith.addi %x, %y : i32
  %r = arith.subi %0, %y : i32
  return %r : i32
}

// CHECK-LABEL: func.func @addf_neg_zero(%arg0: f32) -> f32 {
// CHECK-NEXT:    return %arg0 : f32
// CHECK-NEXT:  }
func.func @addf_neg_zero(%x: f32) -> f32 {
  %c = arith.constant -0.0 : f32
  %r = arith.addf %x, %c : f32
  return %r : f32
}

// CHECK-LABEL: func.func @addf_pos_zero_not_folded(%arg0: f32) -> f32 {
// CHECK-NEXT:    %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %0 = arith.addf %arg0, %cst : f32
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
func.func @addf_pos_zero_not_folded(%x: f32) -> f32 {
  %c = arith.constant 0.0 : f32
  %r = arith.addf %x, %c : f32
  return %r : f32
}

// CHECK-LABEL: func.func @subf_pos_zero(%arg0: f64) -> f64 {
// CHECK-NEXT:    return %arg0 : f64
// CHECK-NEXT:  }
func.func @subf_pos_zero(%x: f64) -> f64 {
  %c = arith.constant 0.0 : f64
  %r = arith.subf %x, %c : f64
  return %r : f64
}

// CHECK-LABEL: func.func @mulf_one(%arg0: f16) -> f16 {
// CHECK-NEXT:    return %arg0 : f16
// CHECK-NEXT:  }
func.func @mulf_one(%x: f16) -> f16 {
  %c = arith.constant 1.0 : f16
  %r = arith.mulf %c, %x : f16
  return %r : f16
}

// CHECK-LABEL: func.func @divf_one(%arg0: bf16) -> bf16 {
// CHECK-NEXT:    return %arg0 : bf16
// CHECK-NEXT:  }
func.func @divf_one(%x: bf16) -> bf16 {
  %c = arith.constant 1.0 : bf16
  %r = arith.divf %x, %c : bf16
  return %r : bf16
}

// CHECK-LABEL: func.func @negf_negf(%arg0: f32) -> f32 {
// CHECK-NEXT:    return %arg0 : f32
// CHECK-NEXT:  }
func.func @negf_negf(%x: f32) -> f32 {
  %0 = arith.negf %x : f32
  %r = arith.negf %0 : f32
  return %r : f32
}

// CHECK-LABEL: func.func @maximumf_self(%arg0: f32) -> f32 {
// CHECK-NEXT:    return %arg0 : f32
// CHECK-NEXT:  }
func.func @maximumf_self(%x: f32) -> f32 {
  %r = arith.maximumf %x, %x : f32
  return %r : f32
}

// CHECK-LABEL: func.func @minnumf_inf(%arg0: f32) -> f32 {
// CHECK-NEXT:    return %arg0 : f32
// CHECK-NEXT:  }
func.func @minnumf_inf(%x: f32) -> f32 {
  %c = arith.constant 0x7F800000 : f32
  %r = arith.minnumf %x, %c : f32
  return %r : f32
}

// CHECK-LABEL: func.func @extsi_extsi(%arg0: i8) -> i64 {
// CHECK-NEXT:    %0 = arith.extsi %arg0 : i8 to i64
// CHECK-NEXT:    return %0 : i64
// CHECK-NEXT:  }
func.func @extsi_extsi(%x: i8) -> i64 {
  %0 = arith.extsi %x : i8 to i16
  %r = arith.extsi %0 : i16 to i64
  return %r : i64
}

// CHECK-LABEL: func.func @trunci_extui(%arg0: i8) -> i8 {
// CHECK-NEXT:    return %arg0 : i8
// CHECK-NEXT:  }
func.func @trunci_extui(%x: i8) -> i8 {
  %0 = arith.extui %x : i8 to i32
  %r = arith.trunci %0 : i32 to i8
  return %r : i8
}

// CHECK-LABEL: func.func @commutative_addi_constant_moves_right(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:    %0 = arith.addi %arg0, %c5_i32 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @commutative_addi_constant_moves_right(%x: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %r = arith.addi %c5, %x : i32
  return %r : i32
}

// CHECK-LABEL: func.func @commutative_muli_constant_moves_right(%arg0: i64) -> i64 {
// CHECK-NEXT:    %c5_i64 = arith.constant 5 : i64
// CHECK-NEXT:    %0 = arith.muli %arg0, %c5_i64 : i64
// CHECK-NEXT:    return %0 : i64
// CHECK-NEXT:  }
func.func @commutative_muli_constant_moves_right(%x: i64) -> i64 {
  %c5 = arith.constant 5 : i64
  %r = arith.muli %c5, %x : i64
  return %r : i64
}

// CHECK-LABEL: func.func @commutative_andi_ori_xori(%arg0: i8) -> (i8, i8, i8) {
// CHECK-NEXT:    %c12_i8 = arith.constant 12 : i8
// CHECK-NEXT:    %0 = arith.andi %arg0, %c12_i8 : i8
// CHECK-NEXT:    %1 = arith.ori %arg0, %c12_i8 : i8
// CHECK-NEXT:    %2 = arith.xori %arg0, %c12_i8 : i8
// CHECK-NEXT:    return %0, %1, %2 : i8, i8, i8
// CHECK-NEXT:  }
func.func @commutative_andi_ori_xori(%x: i8) -> (i8, i8, i8) {
  %c = arith.constant 12 : i8
  %0 = arith.andi %c, %x : i8
  %1 = arith.ori %c, %x : i8
  %2 = arith.xori %c, %x : i8
  return %0, %1, %2 : i8, i8, i8
}

// CHECK-LABEL: func.func @commutative_maxsi_minui(%arg0: i8) -> (i8, i8) {
// CHECK-NEXT:    %c12_i8 = arith.constant 12 : i8
// CHECK-NEXT:    %0 = arith.maxsi %arg0, %c12_i8 : i8
// CHECK-NEXT:    %1 = arith.minui %arg0, %c12_i8 : i8
// CHECK-NEXT:    return %0, %1 : i8, i8
// CHECK-NEXT:  }
func.func @commutative_maxsi_minui(%x: i8) -> (i8, i8) {
  %c = arith.constant 12 : i8
  %0 = arith.maxsi %c, %x : i8
  %1 = arith.minui %c, %x : i8
  return %0, %1 : i8, i8
}

// CHECK-LABEL: func.func @commutative_addf_mulf(%arg0: f32) -> (f32, f32) {
// CHECK-NEXT:    %cst = arith.constant 2.500000e+00 : f32
// CHECK-NEXT:    %0 = arith.addf %arg0, %cst : f32
// CHECK-NEXT:    %1 = arith.mulf %arg0, %cst : f32
// CHECK-NEXT:    return %0, %1 : f32, f32
// CHECK-NEXT:  }
func.func @commutative_addf_mulf(%x: f32) -> (f32, f32) {
  %c = arith.constant 2.5 : f32
  %0 = arith.addf %c, %x : f32
  %1 = arith.mulf %c, %x : f32
  return %0, %1 : f32, f32
}

// CHECK-LABEL: func.func @commutative_index_add(%arg0: index) -> index {
// CHECK-NEXT:    %c3 = arith.constant 3 : index
// CHECK-NEXT:    %0 = index.add %arg0, %c3
// CHECK-NEXT:    return %0 : index
// CHECK-NEXT:  }
func.func @commutative_index_add(%x: index) -> index {
  %c = arith.constant 3 : index
  %r = index.add %c, %x
  return %r : index
}

// CHECK-LABEL: func.func @commutative_both_nonconstant_unchanged(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %arg1, %arg0 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @commutative_both_nonconstant_unchanged(%x: i32, %y: i32) -> i32 {
  %r = arith.addi %y, %x : i32
  return %r : i32
}

// CHECK-LABEL: func.func @noncommutative_subi_keeps_order(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:    %0 = arith.subi %c5_i32, %arg0 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @noncommutative_subi_keeps_order(%x: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %r = arith.subi %c5, %x : i32
  return %r : i32
}
