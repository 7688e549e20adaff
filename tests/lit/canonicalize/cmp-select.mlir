// Constant folding of arith.cmpi (every predicate, scalar and elementwise)
// and arith.cmpf (every predicate, with NaN, infinities and signed zeros;
// mlir-opt-19 folds cmpf on scalars only), and of arith.select with a
// constant condition or equal operands.
// RUN: rulir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @cmpi_eq_i8() -> (i1, i1, i1) {
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %false, %false, %true : i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpi_eq_i8() -> (i1, i1, i1) {
  %m1 = arith.constant -1 : i8
  %one = arith.constant 1 : i8
  %five = arith.constant 5 : i8
  %0 = arith.cmpi eq, %m1, %one : i8
  %1 = arith.cmpi eq, %one, %m1 : i8
  %2 = arith.cmpi eq, %five, %five : i8
  return %0, %1, %2 : i1, i1, i1
}

// CHECK-LABEL: func.func @cmpi_ne_i8() -> (i1, i1, i1) {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    return %true, %true, %false : i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpi_ne_i8() -> (i1, i1, i1) {
  %m1 = arith.constant -1 : i8
  %one = arith.constant 1 : i8
  %five = arith.constant 5 : i8
  %0 = arith.cmpi ne, %m1, %one : i8
  %1 = arith.cmpi ne, %one, %m1 : i8
  %2 = arith.cmpi ne, %five, %five : i8
  return %0, %1, %2 : i1, i1, i1
}

// CHECK-LABEL: func.func @cmpi_slt_i8() -> (i1, i1, i1) {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    return %true, %false, %false : i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpi_slt_i8() -> (i1, i1, i1) {
  %m1 = arith.constant -1 : i8
  %one = arith.constant 1 : i8
  %five = arith.constant 5 : i8
  %0 = arith.cmpi slt, %m1, %one : i8
  %1 = arith.cmpi slt, %one, %m1 : i8
  %2 = arith.cmpi slt, %five, %five : i8
  return %0, %1, %2 : i1, i1, i1
}

// CHECK-LABEL: func.func @cmpi_sle_i8() -> (i1, i1, i1) {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    return %true, %false, %true : i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpi_sle_i8() -> (i1, i1, i1) {
  %m1 = arith.constant -1 : i8
  %one = arith.constant 1 : i8
  %five = arith.constant 5 : i8
  %0 = arith.cmpi sle, %m1, %one : i8
  %1 = arith.cmpi sle, %one, %m1 : i8
  %2 = arith.cmpi sle, %five, %five : i8
  return %0, %1, %2 : i1, i1, i1
}

// CHECK-LABEL: func.func @cmpi_sgt_i8() -> (i1, i1, i1) {
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %false, %true, %false : i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpi_sgt_i8() -> (i1, i1, i1) {
  %m1 = arith.constant -1 : i8
  %one = arith.constant 1 : i8
  %five = arith.constant 5 : i8
  %0 = arith.cmpi sgt, %m1, %one : i8
  %1 = arith.cmpi sgt, %one, %m1 : i8
  %2 = arith.cmpi sgt, %five, %five : i8
  return %0, %1, %2 : i1, i1, i1
}

// CHECK-LABEL: func.func @cmpi_sge_i8() -> (i1, i1, i1) {
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %false, %true, %true : i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpi_sge_i8() -> (i1, i1, i1) {
  %m1 = arith.constant -1 : i8
  %one = arith.constant 1 : i8
  %five = arith.constant 5 : i8
  %0 = arith.cmpi sge, %m1, %one : i8
  %1 = arith.cmpi sge, %one, %m1 : i8
  %2 = arith.cmpi sge, %five, %five : i8
  return %0, %1, %2 : i1, i1, i1
}

// CHECK-LABEL: func.func @cmpi_ult_i8() -> (i1, i1, i1) {
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %false, %true, %false : i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpi_ult_i8() -> (i1, i1, i1) {
  %m1 = arith.constant -1 : i8
  %one = arith.constant 1 : i8
  %five = arith.constant 5 : i8
  %0 = arith.cmpi ult, %m1, %one : i8
  %1 = arith.cmpi ult, %one, %m1 : i8
  %2 = arith.cmpi ult, %five, %five : i8
  return %0, %1, %2 : i1, i1, i1
}

// CHECK-LABEL: func.func @cmpi_ule_i8() -> (i1, i1, i1) {
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %false, %true, %true : i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpi_ule_i8() -> (i1, i1, i1) {
  %m1 = arith.constant -1 : i8
  %one = arith.constant 1 : i8
  %five = arith.constant 5 : i8
  %0 = arith.cmpi ule, %m1, %one : i8
  %1 = arith.cmpi ule, %one, %m1 : i8
  %2 = arith.cmpi ule, %five, %five : i8
  return %0, %1, %2 : i1, i1, i1
}

// CHECK-LABEL: func.func @cmpi_ugt_i8() -> (i1, i1, i1) {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    return %true, %false, %false : i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpi_ugt_i8() -> (i1, i1, i1) {
  %m1 = arith.constant -1 : i8
  %one = arith.constant 1 : i8
  %five = arith.constant 5 : i8
  %0 = arith.cmpi ugt, %m1, %one : i8
  %1 = arith.cmpi ugt, %one, %m1 : i8
  %2 = arith.cmpi ugt, %five, %five : i8
  return %0, %1, %2 : i1, i1, i1
}

// CHECK-LABEL: func.func @cmpi_uge_i8() -> (i1, i1, i1) {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    return %true, %false, %true : i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpi_uge_i8() -> (i1, i1, i1) {
  %m1 = arith.constant -1 : i8
  %one = arith.constant 1 : i8
  %five = arith.constant 5 : i8
  %0 = arith.cmpi uge, %m1, %one : i8
  %1 = arith.cmpi uge, %one, %m1 : i8
  %2 = arith.cmpi uge, %five, %five : i8
  return %0, %1, %2 : i1, i1, i1
}

// CHECK-LABEL: func.func @cmpi_eq_vector() -> vector<4xi1> {
// CHECK-NEXT:    %cst = arith.constant dense<[false, true, false, false]> : vector<4xi1>
// CHECK-NEXT:    return %cst : vector<4xi1>
// CHECK-NEXT:  }
func.func @cmpi_eq_vector() -> vector<4xi1> {
  %a = arith.constant dense<[-9223372036854775808, 0, 7, -1]> : vector<4xi64>
  %b = arith.constant dense<[9223372036854775807, 0, -7, 1]> : vector<4xi64>
  %r = arith.cmpi eq, %a, %b : vector<4xi64>
  return %r : vector<4xi1>
}

// CHECK-LABEL: func.func @cmpi_ne_vector() -> vector<4xi1> {
// CHECK-NEXT:    %cst = arith.constant dense<[true, false, true, true]> : vector<4xi1>
// CHECK-NEXT:    return %cst : vector<4xi1>
// CHECK-NEXT:  }
func.func @cmpi_ne_vector() -> vector<4xi1> {
  %a = arith.constant dense<[-9223372036854775808, 0, 7, -1]> : vector<4xi64>
  %b = arith.constant dense<[9223372036854775807, 0, -7, 1]> : vector<4xi64>
  %r = arith.cmpi ne, %a, %b : vector<4xi64>
  return %r : vector<4xi1>
}

// CHECK-LABEL: func.func @cmpi_slt_vector() -> vector<4xi1> {
// CHECK-NEXT:    %cst = arith.constant dense<[true, false, false, true]> : vector<4xi1>
// CHECK-NEXT:    return %cst : vector<4xi1>
// CHECK-NEXT:  }
func.func @cmpi_slt_vector() -> vector<4xi1> {
  %a = arith.constant dense<[-9223372036854775808, 0, 7, -1]> : vector<4xi64>
  %b = arith.constant dense<[9223372036854775807, 0, -7, 1]> : vector<4xi64>
  %r = arith.cmpi slt, %a, %b : vector<4xi64>
  return %r : vector<4xi1>
}

// CHECK-LABEL: func.func @cmpi_sle_vector() -> vector<4xi1> {
// CHECK-NEXT:    %cst = arith.constant dense<[true, true, false, true]> : vector<4xi1>
// CHECK-NEXT:    return %cst : vector<4xi1>
// CHECK-NEXT:  }
func.func @cmpi_sle_vector() -> vector<4xi1> {
  %a = arith.constant dense<[-9223372036854775808, 0, 7, -1]> : vector<4xi64>
  %b = arith.constant dense<[9223372036854775807, 0, -7, 1]> : vector<4xi64>
  %r = arith.cmpi sle, %a, %b : vector<4xi64>
  return %r : vector<4xi1>
}

// CHECK-LABEL: func.func @cmpi_sgt_vector() -> vector<4xi1> {
// CHECK-NEXT:    %cst = arith.constant dense<[false, false, true, false]> : vector<4xi1>
// CHECK-NEXT:    return %cst : vector<4xi1>
// CHECK-NEXT:  }
func.func @cmpi_sgt_vector() -> vector<4xi1> {
  %a = arith.constant dense<[-9223372036854775808, 0, 7, -1]> : vector<4xi64>
  %b = arith.constant dense<[9223372036854775807, 0, -7, 1]> : vector<4xi64>
  %r = arith.cmpi sgt, %a, %b : vector<4xi64>
  return %r : vector<4xi1>
}

// CHECK-LABEL: func.func @cmpi_sge_vector() -> vector<4xi1> {
// CHECK-NEXT:    %cst = arith.constant dense<[false, true, true, false]> : vector<4xi1>
// CHECK-NEXT:    return %cst : vector<4xi1>
// CHECK-NEXT:  }
func.func @cmpi_sge_vector() -> vector<4xi1> {
  %a = arith.constant dense<[-9223372036854775808, 0, 7, -1]> : vector<4xi64>
  %b = arith.constant dense<[9223372036854775807, 0, -7, 1]> : vector<4xi64>
  %r = arith.cmpi sge, %a, %b : vector<4xi64>
  return %r : vector<4xi1>
}

// CHECK-LABEL: func.func @cmpi_ult_vector() -> vector<4xi1> {
// CHECK-NEXT:    %cst = arith.constant dense<[false, false, true, false]> : vector<4xi1>
// CHECK-NEXT:    return %cst : vector<4xi1>
// CHECK-NEXT:  }
func.func @cmpi_ult_vector() -> vector<4xi1> {
  %a = arith.constant dense<[-9223372036854775808, 0, 7, -1]> : vector<4xi64>
  %b = arith.constant dense<[9223372036854775807, 0, -7, 1]> : vector<4xi64>
  %r = arith.cmpi ult, %a, %b : vector<4xi64>
  return %r : vector<4xi1>
}

// CHECK-LABEL: func.func @cmpi_ule_vector() -> vector<4xi1> {
// CHECK-NEXT:    %cst = arith.constant dense<[false, true, true, false]> : vector<4xi1>
// CHECK-NEXT:    return %cst : vector<4xi1>
// CHECK-NEXT:  }
func.func @cmpi_ule_vector() -> vector<4xi1> {
  %a = arith.constant dense<[-9223372036854775808, 0, 7, -1]> : vector<4xi64>
  %b = arith.constant dense<[9223372036854775807, 0, -7, 1]> : vector<4xi64>
  %r = arith.cmpi ule, %a, %b : vector<4xi64>
  return %r : vector<4xi1>
}

// CHECK-LABEL: func.func @cmpi_ugt_vector() -> vector<4xi1> {
// CHECK-NEXT:    %cst = arith.constant dense<[true, false, false, true]> : vector<4xi1>
// CHECK-NEXT:    return %cst : vector<4xi1>
// CHECK-NEXT:  }
func.func @cmpi_ugt_vector() -> vector<4xi1> {
  %a = arith.constant dense<[-9223372036854775808, 0, 7, -1]> : vector<4xi64>
  %b = arith.constant dense<[9223372036854775807, 0, -7, 1]> : vector<4xi64>
  %r = arith.cmpi ugt, %a, %b : vector<4xi64>
  return %r : vector<4xi1>
}

// CHECK-LABEL: func.func @cmpi_uge_vector() -> vector<4xi1> {
// CHECK-NEXT:    %cst = arith.constant dense<[true, true, false, true]> : vector<4xi1>
// CHECK-NEXT:    return %cst : vector<4xi1>
// CHECK-NEXT:  }
func.func @cmpi_uge_vector() -> vector<4xi1> {
  %a = arith.constant dense<[-9223372036854775808, 0, 7, -1]> : vector<4xi64>
  %b = arith.constant dense<[9223372036854775807, 0, -7, 1]> : vector<4xi64>
  %r = arith.cmpi uge, %a, %b : vector<4xi64>
  return %r : vector<4xi1>
}

// CHECK-LABEL: func.func @cmpf_false() -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    return %false, %false, %false, %false, %false, %false : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpf_false() -> (i1, i1, i1, i1, i1, i1) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %0 = arith.cmpf false, %one, %two : f32
  %1 = arith.cmpf false, %two, %one : f32
  %2 = arith.cmpf false, %one, %one : f32
  %3 = arith.cmpf false, %nan, %one : f32
  %4 = arith.cmpf false, %nz, %pz : f32
  %5 = arith.cmpf false, %inf, %ninf : f32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @cmpf_oeq() -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %false, %false, %true, %false, %true, %false : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpf_oeq() -> (i1, i1, i1, i1, i1, i1) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %0 = arith.cmpf oeq, %one, %two : f32
  %1 = arith.cmpf oeq, %two, %one : f32
  %2 = arith.cmpf oeq, %one, %one : f32
  %3 = arith.cmpf oeq, %nan, %one : f32
  %4 = arith.cmpf oeq, %nz, %pz : f32
  %5 = arith.cmpf oeq, %inf, %ninf : f32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @cmpf_ogt() -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %false, %true, %false, %false, %false, %true : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpf_ogt() -> (i1, i1, i1, i1, i1, i1) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %0 = arith.cmpf ogt, %one, %two : f32
  %1 = arith.cmpf ogt, %two, %one : f32
  %2 = arith.cmpf ogt, %one, %one : f32
  %3 = arith.cmpf ogt, %nan, %one : f32
  %4 = arith.cmpf ogt, %nz, %pz : f32
  %5 = arith.cmpf ogt, %inf, %ninf : f32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @cmpf_oge() -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %false, %true, %true, %false, %true, %true : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpf_oge() -> (i1, i1, i1, i1, i1, i1) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %0 = arith.cmpf oge, %one, %two : f32
  %1 = arith.cmpf oge, %two, %one : f32
  %2 = arith.cmpf oge, %one, %one : f32
  %3 = arith.cmpf oge, %nan, %one : f32
  %4 = arith.cmpf oge, %nz, %pz : f32
  %5 = arith.cmpf oge, %inf, %ninf : f32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @cmpf_olt() -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    return %true, %false, %false, %false, %false, %false : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpf_olt() -> (i1, i1, i1, i1, i1, i1) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %0 = arith.cmpf olt, %one, %two : f32
  %1 = arith.cmpf olt, %two, %one : f32
  %2 = arith.cmpf olt, %one, %one : f32
  %3 = arith.cmpf olt, %nan, %one : f32
  %4 = arith.cmpf olt, %nz, %pz : f32
  %5 = arith.cmpf olt, %inf, %ninf : f32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @cmpf_ole() -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    return %true, %false, %true, %false, %true, %false : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpf_ole() -> (i1, i1, i1, i1, i1, i1) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %0 = arith.cmpf ole, %one, %two : f32
  %1 = arith.cmpf ole, %two, %one : f32
  %2 = arith.cmpf ole, %one, %one : f32
  %3 = arith.cmpf ole, %nan, %one : f32
  %4 = arith.cmpf ole, %nz, %pz : f32
  %5 = arith.cmpf ole, %inf, %ninf : f32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @cmpf_one() -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    return %true, %true, %false, %false, %false, %true : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpf_one() -> (i1, i1, i1, i1, i1, i1) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %0 = arith.cmpf one, %one, %two : f32
  %1 = arith.cmpf one, %two, %one : f32
  %2 = arith.cmpf one, %one, %one : f32
  %3 = arith.cmpf one, %nan, %one : f32
  %4 = arith.cmpf one, %nz, %pz : f32
  %5 = arith.cmpf one, %inf, %ninf : f32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @cmpf_ord() -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    return %true, %true, %true, %false, %true, %true : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpf_ord() -> (i1, i1, i1, i1, i1, i1) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %0 = arith.cmpf ord, %one, %two : f32
  %1 = arith.cmpf ord, %two, %one : f32
  %2 = arith.cmpf ord, %one, %one : f32
  %3 = arith.cmpf ord, %nan, %one : f32
  %4 = arith.cmpf ord, %nz, %pz : f32
  %5 = arith.cmpf ord, %inf, %ninf : f32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @cmpf_ueq() -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %false, %false, %true, %true, %true, %false : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpf_ueq() -> (i1, i1, i1, i1, i1, i1) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %0 = arith.cmpf ueq, %one, %two : f32
  %1 = arith.cmpf ueq, %two, %one : f32
  %2 = arith.cmpf ueq, %one, %one : f32
  %3 = arith.cmpf ueq, %nan, %one : f32
  %4 = arith.cmpf ueq, %nz, %pz : f32
  %5 = arith.cmpf ueq, %inf, %ninf : f32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @cmpf_ugt() -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %false, %true, %false, %true, %false, %true : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpf_ugt() -> (i1, i1, i1, i1, i1, i1) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %0 = arith.cmpf ugt, %one, %two : f32
  %1 = arith.cmpf ugt, %two, %one : f32
  %2 = arith.cmpf ugt, %one, %one : f32
  %3 = arith.cmpf ugt, %nan, %one : f32
  %4 = arith.cmpf ugt, %nz, %pz : f32
  %5 = arith.cmpf ugt, %inf, %ninf : f32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @cmpf_uge() -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %false, %true, %true, %true, %true, %true : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpf_uge() -> (i1, i1, i1, i1, i1, i1) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %0 = arith.cmpf uge, %one, %two : f32
  %1 = arith.cmpf uge, %two, %one : f32
  %2 = arith.cmpf uge, %one, %one : f32
  %3 = arith.cmpf uge, %nan, %one : f32
  %4 = arith.cmpf uge, %nz, %pz : f32
  %5 = arith.cmpf uge, %inf, %ninf : f32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @cmpf_ult() -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    return %true, %false, %false, %true, %false, %false : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpf_ult() -> (i1, i1, i1, i1, i1, i1) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %0 = arith.cmpf ult, %one, %two : f32
  %1 = arith.cmpf ult, %two, %one : f32
  %2 = arith.cmpf ult, %one, %one : f32
  %3 = arith.cmpf ult, %nan, %one : f32
  %4 = arith.cmpf ult, %nz, %pz : f32
  %5 = arith.cmpf ult, %inf, %ninf : f32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @cmpf_ule() -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    return %true, %false, %true, %true, %true, %false : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpf_ule() -> (i1, i1, i1, i1, i1, i1) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %0 = arith.cmpf ule, %one, %two : f32
  %1 = arith.cmpf ule, %two, %one : f32
  %2 = arith.cmpf ule, %one, %one : f32
  %3 = arith.cmpf ule, %nan, %one : f32
  %4 = arith.cmpf ule, %nz, %pz : f32
  %5 = arith.cmpf ule, %inf, %ninf : f32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @cmpf_une() -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    return %true, %true, %false, %true, %false, %true : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpf_une() -> (i1, i1, i1, i1, i1, i1) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %0 = arith.cmpf une, %one, %two : f32
  %1 = arith.cmpf une, %two, %one : f32
  %2 = arith.cmpf une, %one, %one : f32
  %3 = arith.cmpf une, %nan, %one : f32
  %4 = arith.cmpf une, %nz, %pz : f32
  %5 = arith.cmpf une, %inf, %ninf : f32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @cmpf_uno() -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %false, %false, %false, %true, %false, %false : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpf_uno() -> (i1, i1, i1, i1, i1, i1) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %0 = arith.cmpf uno, %one, %two : f32
  %1 = arith.cmpf uno, %two, %one : f32
  %2 = arith.cmpf uno, %one, %one : f32
  %3 = arith.cmpf uno, %nan, %one : f32
  %4 = arith.cmpf uno, %nz, %pz : f32
  %5 = arith.cmpf uno, %inf, %ninf : f32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @cmpf_true() -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %true, %true, %true, %true, %true, %true : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpf_true() -> (i1, i1, i1, i1, i1, i1) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %0 = arith.cmpf true, %one, %two : f32
  %1 = arith.cmpf true, %two, %one : f32
  %2 = arith.cmpf true, %one, %one : f32
  %3 = arith.cmpf true, %nan, %one : f32
  %4 = arith.cmpf true, %nz, %pz : f32
  %5 = arith.cmpf true, %inf, %ninf : f32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @cmpf_vector_not_folded() -> vector<6xi1> {
// CHECK-NEXT:    %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 1.000000e+00, 0x7FC00000, -0.000000e+00, 0x7F800000]> : vector<6xf32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<[2.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 0.000000e+00, 0xFF800000]> : vector<6xf32>
// CHECK-NEXT:    %0 = arith.cmpf oeq, %cst, %cst_0 : vector<6xf32>
// CHECK-NEXT:    return %0 : vector<6xi1>
// CHECK-NEXT:  }
func.func @cmpf_vector_not_folded() -> vector<6xi1> {
  %a = arith.constant dense<[1.0, 2.0, 1.0, 0x7FC00000, -0.0, 0x7F800000]> : vector<6xf32>
  %b = arith.constant dense<[2.0, 1.0, 1.0, 1.0, 0.0, 0xFF800000]> : vector<6xf32>
  %r = arith.cmpf oeq, %a, %b : vector<6xf32>
  return %r : vector<6xi1>
}

// CHECK-LABEL: func.func @cmpf_olt_f64_nan() -> i1 {
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    return %false : i1
// CHECK-NEXT:  }
func.func @cmpf_olt_f64_nan() -> i1 {
  %a = arith.constant 0x7FF8000000000000 : f64
  %b = arith.constant 1.0 : f64
  %r = arith.cmpf olt, %a, %b : f64
  return %r : i1
}

// CHECK-LABEL: func.func @cmpf_ult_f64_nan() -> i1 {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %true : i1
// CHECK-NEXT:  }
func.func @cmpf_ult_f64_nan() -> i1 {
  %a = arith.constant 0x7FF8000000000000 : f64
  %b = arith.constant 1.0 : f64
  %r = arith.cmpf ult, %a, %b : f64
  return %r : i1
}

// CHECK-LABEL: func.func @cmpf_oeq_f64_nan() -> i1 {
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    return %false : i1
// CHECK-NEXT:  }
func.func @cmpf_oeq_f64_nan() -> i1 {
  %a = arith.constant 0x7FF8000000000000 : f64
  %b = arith.constant 1.0 : f64
  %r = arith.cmpf oeq, %a, %b : f64
  return %r : i1
}

// CHECK-LABEL: func.func @cmpf_une_f64_nan() -> i1 {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %true : i1
// CHECK-NEXT:  }
func.func @cmpf_une_f64_nan() -> i1 {
  %a = arith.constant 0x7FF8000000000000 : f64
  %b = arith.constant 1.0 : f64
  %r = arith.cmpf une, %a, %b : f64
  return %r : i1
}

// CHECK-LABEL: func.func @cmpf_uno_f64_nan() -> i1 {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %true : i1
// CHECK-NEXT:  }
func.func @cmpf_uno_f64_nan() -> i1 {
  %a = arith.constant 0x7FF8000000000000 : f64
  %b = arith.constant 1.0 : f64
  %r = arith.cmpf uno, %a, %b : f64
  return %r : i1
}

// CHECK-LABEL: func.func @cmpf_ord_f64_nan() -> i1 {
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    return %false : i1
// CHECK-NEXT:  }
func.func @cmpf_ord_f64_nan() -> i1 {
  %a = arith.constant 0x7FF8000000000000 : f64
  %b = arith.constant 1.0 : f64
  %r = arith.cmpf ord, %a, %b : f64
  return %r : i1
}

// CHECK-LABEL: func.func @cmpf_olt_f16() -> i1 {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %true : i1
// CHECK-NEXT:  }
func.func @cmpf_olt_f16() -> i1 {
  %a = arith.constant 1.0 : f16
  %b = arith.constant 1.5 : f16
  %r = arith.cmpf olt, %a, %b : f16
  return %r : i1
}

// CHECK-LABEL: func.func @cmpf_ogt_f16() -> i1 {
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    return %false : i1
// CHECK-NEXT:  }
func.func @cmpf_ogt_f16() -> i1 {
  %a = arith.constant 1.0 : f16
  %b = arith.constant 1.5 : f16
  %r = arith.cmpf ogt, %a, %b : f16
  return %r : i1
}

// CHECK-LABEL: func.func @cmpf_oeq_f16() -> i1 {
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    return %false : i1
// CHECK-NEXT:  }
func.func @cmpf_oeq_f16() -> i1 {
  %a = arith.constant 1.0 : f16
  %b = arith.constant 1.5 : f16
  %r = arith.cmpf oeq, %a, %b : f16
  return %r : i1
}

// CHECK-LABEL: func.func @cmpf_bf16_equal_after_rounding() -> i1 {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %true : i1
// CHECK-NEXT:  }
func.func @cmpf_bf16_equal_after_rounding() -> i1 {
  %a = arith.constant 1.0 : bf16
  %b = arith.constant 1.001 : bf16
  %r = arith.cmpf oeq, %a, %b : bf16
  return %r : i1
}

// CHECK-LABEL: func.func @select_true(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @select_true(%x: i32, %y: i32) -> i32 {
  %c = arith.constant true
  %r = arith.select %c, %x, %y : i32
  return %r : i32
}

// CHECK-LABEL: func.func @select_false(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    return %arg1 : i32
// CHECK-NEXT:  }
func.func @select_false(%x: i32, %y: i32) -> i32 {
  %c = arith.constant false
  %r = arith.select %c, %x, %y : i32
  return %r : i32
}

// CHECK-LABEL: func.func @select_same_operands(%arg0: i1, %arg1: f32) -> f32 {
// CHECK-NEXT:    return %arg1 : f32
// CHECK-NEXT:  }
func.func @select_same_operands(%c: i1, %x: f32) -> f32 {
  %r = arith.select %c, %x, %x : f32
  return %r : f32
}

// CHECK-LABEL: func.func @select_constants(%arg0: i1) -> i32 {
// CHECK-NEXT:    %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:    return %c4_i32 : i32
// CHECK-NEXT:  }
func.func @select_constants(%c: i1) -> i32 {
  %a = arith.constant 4 : i32
  %b = arith.constant 9 : i32
  %t = arith.constant true
  %r = arith.select %t, %a, %b : i32
  return %r : i32
}

// CHECK-LABEL: func.func @select_i1_true_false(%arg0: i1) -> i1 {
// CHECK-NEXT:    return %arg0 : i1
// CHECK-NEXT:  }
func.func @select_i1_true_false(%c: i1) -> i1 {
  %t = arith.constant true
  %f = arith.constant false
  %r = arith.select %c, %t, %f : i1
  return %r : i1
}

// CHECK-LABEL: func.func @select_vector_condition() -> vector<3xi32> {
// CHECK-NEXT:    %cst = arith.constant dense<[1, 20, 3]> : vector<3xi32>
// CHECK-NEXT:    return %cst : vector<3xi32>
// CHECK-NEXT:  }
func.func @select_vector_condition() -> vector<3xi32> {
  %c = arith.constant dense<[true, false, true]> : vector<3xi1>
  %a = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %b = arith.constant dense<[10, 20, 30]> : vector<3xi32>
  %r = arith.select %c, %a, %b : vector<3xi1>, vector<3xi32>
  return %r : vector<3xi32>
}

// CHECK-LABEL: func.func @cmpi_same_operand(%arg0: i32) -> (i1, i1) {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    return %true, %false : i1, i1
// CHECK-NEXT:  }
func.func @cmpi_same_operand(%x: i32) -> (i1, i1) {
  %0 = arith.cmpi eq, %x, %x : i32
  %1 = arith.cmpi ne, %x, %x : i32
  return %0, %1 : i1, i1
}
