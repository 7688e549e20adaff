// Constant folding of the index dialect. The width of index is not fixed,
// so MLIR folds only where the result is the same on 32- and 64-bit
// targets.
// RUN: rulir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @index_add() -> index {
// CHECK-NEXT:    %idx-3 = index.constant -3
// CHECK-NEXT:    return %idx-3 : index
// CHECK-NEXT:  }
func.func @index_add() -> index {
  %a = index.constant 7
  %b = index.constant -10
  %r = index.add %a, %b
  return %r : index
}

// CHECK-LABEL: func.func @index_add_wraps_64() -> index {
// CHECK-NEXT:    %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT:    return %idx-9223372036854775808 : index
// CHECK-NEXT:  }
func.func @index_add_wraps_64() -> index {
  %a = index.constant 9223372036854775807
  %b = index.constant 1
  %r = index.add %a, %b
  return %r : index
}

// CHECK-LABEL: func.func @index_sub() -> index {
// CHECK-NEXT:    %idx-7 = index.constant -7
// CHECK-NEXT:    return %idx-7 : index
// CHECK-NEXT:  }
func.func @index_sub() -> index {
  %a = index.constant 3
  %b = index.constant 10
  %r = index.sub %a, %b
  return %r : index
}

// CHECK-LABEL: func.func @index_mul() -> index {
// CHECK-NEXT:    %idx-42 = index.constant -42
// CHECK-NEXT:    return %idx-42 : index
// CHECK-NEXT:  }
func.func @index_mul() -> index {
  %a = index.constant -6
  %b = index.constant 7
  %r = index.mul %a, %b
  return %r : index
}

// CHECK-LABEL: func.func @index_mul_large() -> index {
// CHECK-NEXT:    %idx0 = index.constant 0
// CHECK-NEXT:    return %idx0 : index
// CHECK-NEXT:  }
func.func @index_mul_large() -> index {
  %a = index.constant 4294967296
  %b = index.constant 4294967296
  %r = index.mul %a, %b
  return %r : index
}

// CHECK-LABEL: func.func @index_divs() -> index {
// CHECK-NEXT:    %idx-3 = index.constant -3
// CHECK-NEXT:    return %idx-3 : index
// CHECK-NEXT:  }
func.func @index_divs() -> index {
  %a = index.constant -7
  %b = index.constant 2
  %r = index.divs %a, %b
  return %r : index
}

// CHECK-LABEL: func.func @index_divs_by_zero_not_folded() -> index {
// CHECK-NEXT:    %idx7 = index.constant 7
// CHECK-NEXT:    %idx0 = index.constant 0
// CHECK-NEXT:    %0 = index.divs %idx7, %idx0
// CHECK-NEXT:    return %0 : index
// CHECK-NEXT:  }
func.func @index_divs_by_zero_not_folded() -> index {
  %a = index.constant 7
  %b = index.constant 0
  %r = index.divs %a, %b
  return %r : index
}

// CHECK-LABEL: func.func @index_divu() -> index {
// CHECK-NEXT:    %idx3 = index.constant 3
// CHECK-NEXT:    return %idx3 : index
// CHECK-NEXT:  }
func.func @index_divu() -> index {
  %a = index.constant 7
  %b = index.constant 2
  %r = index.divu %a, %b
  return %r : index
}

// CHECK-LABEL: func.func @index_divu_negative_not_folded() -> index {
// CHECK-NEXT:    %idx-1 = index.constant -1
// CHECK-NEXT:    %idx2 = index.constant 2
// CHECK-NEXT:    %0 = index.divu %idx-1, %idx2
// CHECK-NEXT:    return %0 : index
// CHECK-NEXT:  }
func.func @index_divu_negative_not_folded() -> index {
  %a = index.constant -1
  %b = index.constant 2
  %r = index.divu %a, %b
  return %r : index
}

// CHECK-LABEL: func.func @index_divu_by_zero_not_folded() -> index {
// CHECK-NEXT:    %idx7 = index.constant 7
// CHECK-NEXT:    %idx0 = index.constant 0
// CHECK-NEXT:    %0 = index.divu %idx7, %idx0
// CHECK-NEXT:    return %0 : index
// CHECK-NEXT:  }
func.func @index_divu_by_zero_not_folded() -> index {
  %a = index.constant 7
  %b = index.constant 0
  %r = index.divu %a, %b
  return %r : index
}

// CHECK-LABEL: func.func @index_ceildivs() -> index {
// CHECK-NEXT:    %idx-3 = index.constant -3
// CHECK-NEXT:    return %idx-3 : index
// CHECK-NEXT:  }
func.func @index_ceildivs() -> index {
  %a = index.constant -7
  %b = index.constant 2
  %r = index.ceildivs %a, %b
  return %r : index
}

// CHECK-LABEL: func.func @index_ceildivs_pos() -> index {
// CHECK-NEXT:    %idx4 = index.constant 4
// CHECK-NEXT:    return %idx4 : index
// CHECK-NEXT:  }
func.func @index_ceildivs_pos() -> index {
  %a = index.constant 7
  %b = index.constant 2
  %r = index.ceildivs %a, %b
  return %r : index
}

// CHECK-LABEL: func.func @index_ceildivu() -> index {
// CHECK-NEXT:    %idx4 = index.constant 4
// CHECK-NEXT:    return %idx4 : index
// CHECK-NEXT:  }
func.func @index_ceildivu() -> index {
  %a = index.constant 7
  %b = index.constant 2
  %r = index.ceildivu %a, %b
  return %r : index
}

// CHECK-LABEL: func.func @index_floordivs() -> index {
// CHECK-NEXT:    %idx-4 = index.constant -4
// CHECK-NEXT:    return %idx-4 : index
// CHECK-NEXT:  }
func.func @index_floordivs() -> index {
  %a = index.constant -7
  %b = index.constant 2
  %r = index.floordivs %a, %b
  return %r : index
}

// CHECK-LABEL: func.func @index_floordivs_by_zero_not_folded() -> index {
// CHECK-NEXT:    %idx-7 = index.constant -7
// CHECK-NEXT:    %idx0 = index.constant 0
// CHECK-NEXT:    %0 = index.floordivs %idx-7, %idx0
// CHECK-NEXT:    return %0 : index
// CHECK-NEXT:  }
func.func @index_floordivs_by_zero_not_folded() -> index {
  %a = index.constant -7
  %b = index.constant 0
  %r = index.floordivs %a, %b
  return %r : index
}

// CHECK-LABEL: func.func @index_rems() -> index {
// CHECK-NEXT:    %idx-1 = index.constant -1
// CHECK-NEXT:    return %idx-1 : index
// CHECK-NEXT:  }
func.func @index_rems() -> index {
  %a = index.constant -7
  %b = index.constant 3
  %r = index.rems %a, %b
  return %r : index
}

// CHECK-LABEL: func.func @index_remu() -> index {
// CHECK-NEXT:    %idx1 = index.constant 1
// CHECK-NEXT:    return %idx1 : index
// CHECK-NEXT:  }
func.func @index_remu() -> index {
  %a = index.constant 7
  %b = index.constant 3
  %r = index.remu %a, %b
  return %r : index
}

// CHECK-LABEL: func.func @index_maxs() -> index {
// CHECK-NEXT:    %idx1 = index.constant 1
// CHECK-NEXT:    return %idx1 : index
// CHECK-NEXT:  }
func.func @index_maxs() -> index {
  %a = index.constant -1
  %b = index.constant 1
  %r = index.maxs %a, %b
  return %r : index
}

// CHECK-LABEL: func.func @index_maxu() -> index {
// CHECK-NEXT:    %idx-1 = index.constant -1
// CHECK-NEXT:    return %idx-1 : index
// CHECK-NEXT:  }
func.func @index_maxu() -> index {
  %a = index.constant -1
  %b = index.constant 1
  %r = index.maxu %a, %b
  return %r : index
}

// CHECK-LABEL: func.func @index_mins() -> index {
// CHECK-NEXT:    %idx-1 = index.constant -1
// CHECK-NEXT:    return %idx-1 : index
// CHECK-NEXT:  }
func.func @index_mins() -> index {
  %a = index.constant -1
  %b = index.constant 1
  %r = index.mins %a, %b
  return %r : index
}

// CHECK-LABEL: func.func @index_minu() -> index {
// CHECK-NEXT:    %idx1 = index.constant 1
// CHECK-NEXT:    return %idx1 : index
// CHECK-NEXT:  }
func.func @index_minu() -> index {
  %a = index.constant -1
  %b = index.constant 1
  %r = index.minu %a, %b
  return %r : index
}

// CHECK-LABEL: func.func @index_shl() -> index {
// CHECK-NEXT:    %idx8 = index.constant 8
// CHECK-NEXT:    return %idx8 : index
// CHECK-NEXT:  }
func.func @index_shl() -> index {
  %a = index.constant 1
  %b = index.constant 3
  %r = index.shl %a, %b
  return %r : index
}

// CHECK-LABEL: func.func @index_shl_by_32_not_folded() -> index {
// CHECK-NEXT:    %idx1 = index.constant 1
// CHECK-NEXT:    %idx32 = index.constant 32
// CHECK-NEXT:    %0 = index.shl %idx1, %idx32
// CHECK-NEXT:    return %0 : index
// CHECK-NEXT:  }
func.func @index_shl_by_32_not_folded() -> index {
  %a = index.constant 1
  %b = index.constant 32
  %r = index.shl %a, %b
  return %r : index
}

// CHECK-LABEL: func.func @index_shl_by_64_not_folded() -> index {
// CHECK-NEXT:    %idx1 = index.constant 1
// CHECK-NEXT:    %idx64 = index.constant 64
// CHECK-NEXT:    %0 = index.shl %idx1, %idx64
// CHECK-NEXT:    return %0 : index
// CHECK-NEXT:  }
func.func @index_shl_by_64_not_folded() -> index {
  %a = index.constant 1
  %b = index.constant 64
  %r = index.shl %a, %b
  return %r : index
}

// CHECK-LABEL: func.func @index_shrs() -> index {
// CHECK-NEXT:    %idx-4 = index.constant -4
// CHECK-NEXT:    return %idx-4 : index
// CHECK-NEXT:  }
func.func @index_shrs() -> index {
  %a = index.constant -16
  %b = index.constant 2
  %r = index.shrs %a, %b
  return %r : index
}

// CHECK-LABEL: func.func @index_shru() -> index {
// CHECK-NEXT:    %idx4 = index.constant 4
// CHECK-NEXT:    return %idx4 : index
// CHECK-NEXT:  }
func.func @index_shru() -> index {
  %a = index.constant 16
  %b = index.constant 2
  %r = index.shru %a, %b
  return %r : index
}

// CHECK-LABEL: func.func @index_shru_negative_not_folded() -> index {
// CHECK-NEXT:    %idx-16 = index.constant -16
// CHECK-NEXT:    %idx2 = index.constant 2
// CHECK-NEXT:    %0 = index.shru %idx-16, %idx2
// CHECK-NEXT:    return %0 : index
// CHECK-NEXT:  }
func.func @index_shru_negative_not_folded() -> index {
  %a = index.constant -16
  %b = index.constant 2
  %r = index.shru %a, %b
  return %r : index
}

// CHECK-LABEL: func.func @index_and() -> index {
// CHECK-NEXT:    %idx8 = index.constant 8
// CHECK-NEXT:    return %idx8 : index
// CHECK-NEXT:  }
func.func @index_and() -> index {
  %a = index.constant 12
  %b = index.constant 10
  %r = index.and %a, %b
  return %r : index
}

// CHECK-LABEL: func.func @index_or() -> index {
// CHECK-NEXT:    %idx14 = index.constant 14
// CHECK-NEXT:    return %idx14 : index
// CHECK-NEXT:  }
func.func @index_or() -> index {
  %a = index.constant 12
  %b = index.constant 10
  %r = index.or %a, %b
  return %r : index
}

// CHECK-LABEL: func.func @index_xor() -> index {
// CHECK-NEXT:    %idx6 = index.constant 6
// CHECK-NEXT:    return %idx6 : index
// CHECK-NEXT:  }
func.func @index_xor() -> index {
  %a = index.constant 12
  %b = index.constant 10
  %r = index.xor %a, %b
  return %r : index
}

// CHECK-LABEL: func.func @index_xor_large() -> index {
// CHECK-NEXT:    %idx4294967297 = index.constant 4294967297
// CHECK-NEXT:    return %idx4294967297 : index
// CHECK-NEXT:  }
func.func @index_xor_large() -> index {
  %a = index.constant 4294967296
  %b = index.constant 1
  %r = index.xor %a, %b
  return %r : index
}

// CHECK-LABEL: func.func @index_cmp_eq() -> (i1, i1, i1) {
// CHECK-NEXT:    %false = index.bool.constant false
// CHECK-NEXT:    %true = index.bool.constant true
// CHECK-NEXT:    return %false, %false, %true : i1, i1, i1
// CHECK-NEXT:  }
func.func @index_cmp_eq() -> (i1, i1, i1) {
  %m1 = index.constant -1
  %one = index.constant 1
  %0 = index.cmp eq(%m1, %one)
  %1 = index.cmp eq(%one, %m1)
  %2 = index.cmp eq(%one, %one)
  return %0, %1, %2 : i1, i1, i1
}

// CHECK-LABEL: func.func @index_cmp_ne() -> (i1, i1, i1) {
// CHECK-NEXT:    %true = index.bool.constant true
// CHECK-NEXT:    %false = index.bool.constant false
// CHECK-NEXT:    return %true, %true, %false : i1, i1, i1
// CHECK-NEXT:  }
func.func @index_cmp_ne() -> (i1, i1, i1) {
  %m1 = index.constant -1
  %one = index.constant 1
  %0 = index.cmp ne(%m1, %one)
  %1 = index.cmp ne(%one, %m1)
  %2 = index.cmp ne(%one, %one)
  return %0, %1, %2 : i1, i1, i1
}

// CHECK-LABEL: func.func @index_cmp_slt() -> (i1, i1, i1) {
// CHECK-NEXT:    %true = index.bool.constant true
// CHECK-NEXT:    %false = index.bool.constant false
// CHECK-NEXT:    return %true, %false, %false : i1, i1, i1
// CHECK-NEXT:  }
func.func @index_cmp_slt() -> (i1, i1, i1) {
  %m1 = index.constant -1
  %one = index.constant 1
  %0 = index.cmp slt(%m1, %one)
  %1 = index.cmp slt(%one, %m1)
  %2 = index.cmp slt(%one, %one)
  return %0, %1, %2 : i1, i1, i1
}

// CHECK-LABEL: func.func @index_cmp_sle() -> (i1, i1, i1) {
// CHECK-NEXT:    %true = index.bool.constant true
// CHECK-NEXT:    %false = index.bool.constant false
// CHECK-NEXT:    return %true, %false, %true : i1, i1, i1
// CHECK-NEXT:  }
func.func @index_cmp_sle() -> (i1, i1, i1) {
  %m1 = index.constant -1
  %one = index.constant 1
  %0 = index.cmp sle(%m1, %one)
  %1 = index.cmp sle(%one, %m1)
  %2 = index.cmp sle(%one, %one)
  return %0, %1, %2 : i1, i1, i1
}

// CHECK-LABEL: func.func @index_cmp_sgt() -> (i1, i1, i1) {
// CHECK-NEXT:    %false = index.bool.constant false
// CHECK-NEXT:    %true = index.bool.constant true
// CHECK-NEXT:    return %false, %true, %false : i1, i1, i1
// CHECK-NEXT:  }
func.func @index_cmp_sgt() -> (i1, i1, i1) {
  %m1 = index.constant -1
  %one = index.constant 1
  %0 = index.cmp sgt(%m1, %one)
  %1 = index.cmp sgt(%one, %m1)
  %2 = index.cmp sgt(%one, %one)
  return %0, %1, %2 : i1, i1, i1
}

// CHECK-LABEL: func.func @index_cmp_sge() -> (i1, i1, i1) {
// CHECK-NEXT:    %false = index.bool.constant false
// CHECK-NEXT:    %true = index.bool.constant true
// CHECK-NEXT:    return %false, %true, %true : i1, i1, i1
// CHECK-NEXT:  }
func.func @index_cmp_sge() -> (i1, i1, i1) {
  %m1 = index.constant -1
  %one = index.constant 1
  %0 = index.cmp sge(%m1, %one)
  %1 = index.cmp sge(%one, %m1)
  %2 = index.cmp sge(%one, %one)
  return %0, %1, %2 : i1, i1, i1
}

// CHECK-LABEL: func.func @index_cmp_ult() -> (i1, i1, i1) {
// CHECK-NEXT:    %false = index.bool.constant false
// CHECK-NEXT:    %true = index.bool.constant true
// CHECK-NEXT:    return %false, %true, %false : i1, i1, i1
// CHECK-NEXT:  }
func.func @index_cmp_ult() -> (i1, i1, i1) {
  %m1 = index.constant -1
  %one = index.constant 1
  %0 = index.cmp ult(%m1, %one)
  %1 = index.cmp ult(%one, %m1)
  %2 = index.cmp ult(%one, %one)
  return %0, %1, %2 : i1, i1, i1
}

// CHECK-LABEL: func.func @index_cmp_ule() -> (i1, i1, i1) {
// CHECK-NEXT:    %false = index.bool.constant false
// CHECK-NEXT:    %true = index.bool.constant true
// CHECK-NEXT:    return %false, %true, %true : i1, i1, i1
// CHECK-NEXT:  }
func.func @index_cmp_ule() -> (i1, i1, i1) {
  %m1 = index.constant -1
  %one = index.constant 1
  %0 = index.cmp ule(%m1, %one)
  %1 = index.cmp ule(%one, %m1)
  %2 = index.cmp ule(%one, %one)
  return %0, %1, %2 : i1, i1, i1
}

// CHECK-LABEL: func.func @index_cmp_ugt() -> (i1, i1, i1) {
// CHECK-NEXT:    %true = index.bool.constant true
// CHECK-NEXT:    %false = index.bool.constant false
// CHECK-NEXT:    return %true, %false, %false : i1, i1, i1
// CHECK-NEXT:  }
func.func @index_cmp_ugt() -> (i1, i1, i1) {
  %m1 = index.constant -1
  %one = index.constant 1
  %0 = index.cmp ugt(%m1, %one)
  %1 = index.cmp ugt(%one, %m1)
  %2 = index.cmp ugt(%one, %one)
  return %0, %1, %2 : i1, i1, i1
}

// CHECK-LABEL: func.func @index_cmp_uge() -> (i1, i1, i1) {
// CHECK-NEXT:    %true = index.bool.constant true
// CHECK-NEXT:    %false = index.bool.constant false
// CHECK-NEXT:    return %true, %false, %true : i1, i1, i1
// CHECK-NEXT:  }
func.func @index_cmp_uge() -> (i1, i1, i1) {
  %m1 = index.constant -1
  %one = index.constant 1
  %0 = index.cmp uge(%m1, %one)
  %1 = index.cmp uge(%one, %m1)
  %2 = index.cmp uge(%one, %one)
  return %0, %1, %2 : i1, i1, i1
}

// CHECK-LABEL: func.func @index_casts_to_i8() -> i8 {
// CHECK-NEXT:    %idx300 = index.constant 300
// CHECK-NEXT:    %0 = index.casts %idx300 : index to i8
// CHECK-NEXT:    return %0 : i8
// CHECK-NEXT:  }
func.func @index_casts_to_i8() -> i8 {
  %a = index.constant 300
  %r = index.casts %a : index to i8
  return %r : i8
}

// CHECK-LABEL: func.func @index_casts_from_i8() -> index {
// CHECK-NEXT:    %idx-3 = index.constant -3
// CHECK-NEXT:    return %idx-3 : index
// CHECK-NEXT:  }
func.func @index_casts_from_i8() -> index {
  %a = arith.constant -3 : i8
  %r = index.casts %a : i8 to index
  return %r : index
}

// CHECK-LABEL: func.func @index_castu_from_i8() -> index {
// CHECK-NEXT:    %idx253 = index.constant 253
// CHECK-NEXT:    return %idx253 : index
// CHECK-NEXT:  }
func.func @index_castu_from_i8() -> index {
  %a = arith.constant -3 : i8
  %r = index.castu %a : i8 to index
  return %r : index
}

// CHECK-LABEL: func.func @index_castu_to_i64() -> i64 {
// CHECK-NEXT:    %idx-1 = index.constant -1
// CHECK-NEXT:    %0 = index.castu %idx-1 : index to i64
// CHECK-NEXT:    return %0 : i64
// CHECK-NEXT:  }
func.func @index_castu_to_i64() -> i64 {
  %a = index.constant -1
  %r = index.castu %a : index to i64
  return %r : i64
}

// CHECK-LABEL: func.func @index_bool_constant_used() -> i1 {
// CHECK-NEXT:    %true = index.bool.constant true
// CHECK-NEXT:    return %true : i1
// CHECK-NEXT:  }
func.func @index_bool_constant_used() -> i1 {
  %b = index.bool.constant true
  return %b : i1
}

// CHECK-LABEL: func.func @index_add_zero(%arg0: index) -> index {
// CHECK-NEXT:    return %arg0 : index
// CHECK-NEXT:  }
func.func @index_add_zero(%x: index) -> index {
  %c0 = index.constant 0
  %r = index.add %x, %c0
  return %r : index
}

// CHECK-LABEL: func.func @index_mul_one(%arg0: index) -> index {
// CHECK-NEXT:    return %arg0 : index
// CHECK-NEXT:  }
func.func @index_mul_one(%x: index) -> index {
  %c1 = index.constant 1
  %r = index.mul %c1, %x
  return %r : index
}

// CHECK-LABEL: func.func @index_sub_self(%arg0: index) -> index {
// CHECK-NEXT:    %0 = index.sub %arg0, %arg0
// CHECK-NEXT:    return %0 : index
// CHECK-NEXT:  }
func.func @index_sub_self(%x: index) -> index {
  %r = index.sub %x, %x
  return %r : index
}

// CHECK-LABEL: func.func @index_mixed_with_arith() -> index {
// CHECK-NEXT:    %idx30 = index.constant 30
// CHECK-NEXT:    return %idx30 : index
// CHECK-NEXT:  }
func.func @index_mixed_with_arith() -> index {
  %a = arith.constant 5 : index
  %b = index.constant 6
  %r = index.mul %a, %b
  return %r : index
}

// CHECK-LABEL: func.func @index_sizeof_not_folded() -> index {
// CHECK-NEXT:    %0 = index.sizeof
// CHECK-NEXT:    return %0 : index
// CHECK-NEXT:  }
func.func @index_sizeof_not_folded() -> index {
  %r = index.sizeof
  return %r : index
}

// x * 0 is 0 (the constant itself), x * 1 is x.
// CHECK-LABEL: func.func @index_mul_identities(%arg0: index) -> (index, index) {
// CHECK-NEXT:    %idx0 = index.constant 0
// CHECK-NEXT:    return %idx0, %arg0 : index, index
func.func @index_mul_identities(%a: index) -> (index, index) {
  %z = index.constant 0
  %o = index.constant 1
  %0 = index.mul %a, %z
  %1 = index.mul %a, %o
  return %0, %1 : index, index
}
