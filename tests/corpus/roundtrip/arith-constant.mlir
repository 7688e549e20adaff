// arith.constant: the result type comes from the value; result names as
// MLIR gives them (%c42_i32, %c-1_i8, %c0 for index, %true/%false, %cst for
// floats and elements), with conflicts numbered.
func.func @ints() {
  %0 = arith.constant 42 : i32
  %1 = arith.constant 42 : i32
  %2 = arith.constant -1 : i8
  %3 = arith.constant 255 : i8
  %4 = arith.constant 0 : index
  %5 = arith.constant 1 : index
  %6 = arith.constant -7 : index
  %7 = arith.constant true
  %8 = arith.constant false
  %9 = arith.constant 1 : i1
  %10 = arith.constant 0 : i1
  %11 = arith.constant 9223372036854775807 : i64
  %12 = arith.constant -9223372036854775808 : i64
  %13 = arith.constant 170141183460469231731687303715884105727 : i128
  %14 = arith.constant 0x7F : i8
  %15 = arith.constant 3 : i2
  %16 = arith.constant 123
  %17 = arith.constant {tag = "zero"} 0 : i32
  return
}

func.func @floats() {
  %0 = arith.constant 1.0 : f32
  %1 = arith.constant -0.0 : f64
  %2 = arith.constant 3.5 : f16
  %3 = arith.constant 1.0e+10 : bf16
  %4 = arith.constant 0x7FC00000 : f32
  %5 = arith.constant 0x7F800000 : f32
  %6 = arith.constant 2.5
  %7 = arith.constant 1.25 : f128
  %8 = arith.constant 0.5 : f8E4M3FN
  return
}

func.func @elements() {
  %0 = arith.constant dense<0> : vector<4xi32>
  %1 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %2 = arith.constant dense<1.5> : tensor<2x3xf32>
  %3 = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>
  %4 = arith.constant dense<true> : vector<8xi1>
  %5 = arith.constant dense<[true, false]> : tensor<2xi1>
  %6 = arith.constant dense<7> : vector<[4]xi16>
  %7 = arith.constant dense<0> : tensor<0xi32>
  %8 = arith.constant dense<3> : tensor<index>
  %9 = arith.constant dense<[0, 1]> : vector<2xindex>
  %10 = arith.constant dense<2.0> : vector<[2]x4xf16>
  return
}
