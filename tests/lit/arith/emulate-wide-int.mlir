// MLIR 19's --arith-emulate-wide-int (rules/arith-emulate-wide-int.rules): 2N-bit
// integer ops on vector<2xiN> halves; CHECK lines are mlir-opt-19's output.
// RUN: rulir-opt --arith-emulate-wide-int %s | FileCheck %s
// RUN: rulir-opt --arith-emulate-wide-int=widest-int-supported=16 %s | FileCheck %s --check-prefix=W16

// CHECK-LABEL: func.func @addi_vector(
// CHECK-SAME: %arg0: vector<4x2xi32>, %arg1: vector<4x2xi32>) -> vector<4x2xi32> {
// CHECK-NEXT: %0 = vector.extract_strided_slice %arg0 {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
// CHECK-NEXT: %1 = vector.extract_strided_slice %arg0 {offsets = [0, 1], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
// CHECK-NEXT: %2 = vector.extract_strided_slice %arg1 {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
// CHECK-NEXT: %3 = vector.extract_strided_slice %arg1 {offsets = [0, 1], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %0, %2 : vector<4x1xi32>, vector<4x1xi1>
// CHECK-NEXT: %4 = arith.extui %overflow : vector<4x1xi1> to vector<4x1xi32>
// CHECK-NEXT: %5 = arith.addi %4, %1 : vector<4x1xi32>
// CHECK-NEXT: %6 = arith.addi %5, %3 : vector<4x1xi32>
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<4x2xi32>
// CHECK-NEXT: %7 = vector.insert_strided_slice %sum, %cst {offsets = [0, 0], strides = [1, 1]} : vector<4x1xi32> into vector<4x2xi32>
// CHECK-NEXT: %8 = vector.insert_strided_slice %6, %7 {offsets = [0, 1], strides = [1, 1]} : vector<4x1xi32> into vector<4x2xi32>
// CHECK-NEXT: return %8 : vector<4x2xi32>
// CHECK-LABEL: func.func @cmpi_sgt_call(
// CHECK-SAME: %arg0: vector<2xi32>, %arg1: vector<2xi32>) -> i1 {
// CHECK-NEXT: %0 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT: %1 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT: %2 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT: %3 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT: %4 = arith.cmpi ugt, %0, %2 : i32
// CHECK-NEXT: %5 = arith.cmpi sgt, %1, %3 : i32
// CHECK-NEXT: %6 = arith.cmpi eq, %1, %3 : i32
// CHECK-NEXT: %7 = arith.select %6, %4, %5 : i1
// CHECK-NEXT: %8 = call @consts() : () -> vector<2xi32>
// CHECK-NEXT: return %7 : i1
// CHECK-LABEL: func.func @consts(
// CHECK-SAME: ) -> vector<2xi32> {
// CHECK-NEXT: %cst = arith.constant dense<[-1, -2]> : vector<2xi32>
// CHECK-NEXT: return %cst : vector<2xi32>
// CHECK-LABEL: func.func @casts(
// CHECK-SAME: %arg0: i16, %arg1: index) -> (vector<2xi32>, i16, index, vector<2xi32>) {
// CHECK-NEXT: %0 = arith.extsi %arg0 : i16 to i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %c0_i32 : i32
// CHECK-NEXT: %2 = arith.extsi %1 : i1 to i32
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT: %3 = vector.insert %0, %cst [0] : i32 into vector<2xi32>
// CHECK-NEXT: %4 = vector.insert %2, %3 [1] : i32 into vector<2xi32>
// CHECK-NEXT: %5 = vector.extract %4[0] : i32 from vector<2xi32>
// CHECK-NEXT: %6 = arith.index_castui %5 : i32 to index
// CHECK-NEXT: %7 = arith.index_castui %arg1 : index to i32
// CHECK-NEXT: %cst_0 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT: %8 = vector.insert %7, %cst_0 [0] : i32 into vector<2xi32>
// CHECK-NEXT: return %4, %arg0, %6, %8 : vector<2xi32>, i16, index, vector<2xi32>
// CHECK-LABEL: func.func @minsi_uitofp(
// CHECK-SAME: %arg0: vector<2xi32>, %arg1: vector<2xi32>) -> f32 {
// CHECK-NEXT: %0 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT: %1 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT: %2 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT: %3 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT: %4 = arith.cmpi ult, %0, %2 : i32
// CHECK-NEXT: %5 = arith.cmpi slt, %1, %3 : i32
// CHECK-NEXT: %6 = arith.cmpi eq, %1, %3 : i32
// CHECK-NEXT: %7 = arith.select %6, %4, %5 : i1
// CHECK-NEXT: %8 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT: %9 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT: %10 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT: %11 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT: %12 = arith.select %7, %8, %10 : i32
// CHECK-NEXT: %13 = arith.select %7, %9, %11 : i32
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT: %14 = vector.insert %12, %cst [0] : i32 into vector<2xi32>
// CHECK-NEXT: %15 = vector.insert %13, %14 [1] : i32 into vector<2xi32>
// CHECK-NEXT: %16 = vector.extract %15[0] : i32 from vector<2xi32>
// CHECK-NEXT: %17 = vector.extract %15[1] : i32 from vector<2xi32>
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %18 = arith.cmpi eq, %17, %c0_i32 : i32
// CHECK-NEXT: %19 = arith.uitofp %16 : i32 to f32
// CHECK-NEXT: %20 = arith.uitofp %17 : i32 to f32
// CHECK-NEXT: %cst_0 = arith.constant 4.2949673E+9 : f32
// CHECK-NEXT: %21 = arith.mulf %20, %cst_0 : f32
// CHECK-NEXT: %22 = arith.addf %19, %21 : f32
// CHECK-NEXT: %23 = arith.select %18, %19, %22 : f32
// CHECK-NEXT: return %23 : f32
// CHECK-LABEL: func.func @shrsi(
// CHECK-SAME: %arg0: vector<2x2xi32>, %arg1: vector<2x2xi32>) -> vector<2x2xi32> {
// CHECK-NEXT: %0 = vector.extract_strided_slice %arg0 {offsets = [0, 1], sizes = [2, 1], strides = [1, 1]} : vector<2x2xi32> to vector<2x1xi32>
// CHECK-NEXT: %1 = vector.extract_strided_slice %arg1 {offsets = [0, 0], sizes = [2, 1], strides = [1, 1]} : vector<2x2xi32> to vector<2x1xi32>
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2x1xi32>
// CHECK-NEXT: %2 = arith.cmpi slt, %0, %cst : vector<2x1xi32>
// CHECK-NEXT: %3 = vector.shape_cast %2 : vector<2x1xi1> to vector<2xi1>
// CHECK-NEXT: %4 = vector.shape_cast %3 : vector<2xi1> to vector<2x1xi1>
// CHECK-NEXT: %5 = arith.extsi %4 : vector<2x1xi1> to vector<2x1xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<0> : vector<2x1xi32>
// CHECK-NEXT: %6 = arith.cmpi slt, %5, %cst_0 : vector<2x1xi32>
// CHECK-NEXT: %7 = arith.extsi %6 : vector<2x1xi1> to vector<2x1xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<0> : vector<2x2xi32>
// CHECK-NEXT: %8 = vector.insert_strided_slice %5, %cst_1 {offsets = [0, 0], strides = [1, 1]} : vector<2x1xi32> into vector<2x2xi32>
// CHECK-NEXT: %9 = vector.insert_strided_slice %7, %8 {offsets = [0, 1], strides = [1, 1]} : vector<2x1xi32> into vector<2x2xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense<64> : vector<2x1xi32>
// CHECK-NEXT: %10 = arith.subi %cst_2, %1 : vector<2x1xi32>
// CHECK-NEXT: %11 = vector.shape_cast %10 : vector<2x1xi32> to vector<2xi32>
// CHECK-NEXT: %12 = vector.shape_cast %11 : vector<2xi32> to vector<2x1xi32>
// CHECK-NEXT: %cst_3 = arith.constant dense<0> : vector<2x2xi32>
// CHECK-NEXT: %13 = vector.insert_strided_slice %12, %cst_3 {offsets = [0, 0], strides = [1, 1]} : vector<2x1xi32> into vector<2x2xi32>
// CHECK-NEXT: %14 = vector.extract_strided_slice %9 {offsets = [0, 0], sizes = [2, 1], strides = [1, 1]} : vector<2x2xi32> to vector<2x1xi32>
// CHECK-NEXT: %15 = vector.extract_strided_slice %9 {offsets = [0, 1], sizes = [2, 1], strides = [1, 1]} : vector<2x2xi32> to vector<2x1xi32>
// CHECK-NEXT: %16 = vector.extract_strided_slice %13 {offsets = [0, 0], sizes = [2, 1], strides = [1, 1]} : vector<2x2xi32> to vector<2x1xi32>
// CHECK-NEXT: %cst_4 = arith.constant dense<0> : vector<2x1xi32>
// CHECK-NEXT: %cst_5 = arith.constant dense<32> : vector<2x1xi32>
// CHECK-NEXT: %17 = arith.cmpi uge, %16, %cst_5 : vector<2x1xi32>
// CHECK-NEXT: %18 = arith.shli %14, %16 : vector<2x1xi32>
// CHECK-NEXT: %19 = arith.select %17, %cst_4, %18 : vector<2x1xi1>, vector<2x1xi32>
// CHECK-NEXT: %20 = arith.select %17, %cst_5, %16 : vector<2x1xi1>, vector<2x1xi32>
// CHECK-NEXT: %21 = arith.subi %cst_5, %20 : vector<2x1xi32>
// CHECK-NEXT: %22 = arith.shrui %14, %21 : vector<2x1xi32>
// CHECK-NEXT: %23 = arith.subi %16, %cst_5 : vector<2x1xi32>
// CHECK-NEXT: %24 = arith.shli %14, %23 : vector<2x1xi32>
// CHECK-NEXT: %25 = arith.shli %15, %16 : vector<2x1xi32>
// CHECK-NEXT: %26 = arith.select %17, %cst_4, %25 : vector<2x1xi1>, vector<2x1xi32>
// CHECK-NEXT: %27 = arith.select %17, %24, %22 : vector<2x1xi1>, vector<2x1xi32>
// CHECK-NEXT: %28 = arith.ori %27, %26 : vector<2x1xi32>
// CHECK-NEXT: %cst_6 = arith.constant dense<0> : vector<2x2xi32>
// CHECK-NEXT: %29 = vector.insert_strided_slice %19, %cst_6 {offsets = [0, 0], strides = [1, 1]} : vector<2x1xi32> into vector<2x2xi32>
// CHECK-NEXT: %30 = vector.insert_strided_slice %28, %29 {offsets = [0, 1], strides = [1, 1]} : vector<2x1xi32> into vector<2x2xi32>
// CHECK-NEXT: %31 = vector.extract_strided_slice %arg0 {offsets = [0, 0], sizes = [2, 1], strides = [1, 1]} : vector<2x2xi32> to vector<2x1xi32>
// CHECK-NEXT: %32 = vector.extract_strided_slice %arg0 {offsets = [0, 1], sizes = [2, 1], strides = [1, 1]} : vector<2x2xi32> to vector<2x1xi32>
// CHECK-NEXT: %33 = vector.extract_strided_slice %arg1 {offsets = [0, 0], sizes = [2, 1], strides = [1, 1]} : vector<2x2xi32> to vector<2x1xi32>
// CHECK-NEXT: %cst_7 = arith.constant dense<0> : vector<2x1xi32>
// CHECK-NEXT: %cst_8 = arith.constant dense<32> : vector<2x1xi32>
// CHECK-NEXT: %34 = arith.cmpi uge, %33, %cst_8 : vector<2x1xi32>
// CHECK-NEXT: %35 = arith.shrui %31, %33 : vector<2x1xi32>
// CHECK-NEXT: %36 = arith.select %34, %cst_7, %35 : vector<2x1xi1>, vector<2x1xi32>
// CHECK-NEXT: %37 = arith.shrui %32, %33 : vector<2x1xi32>
// CHECK-NEXT: %38 = arith.select %34, %cst_7, %37 : vector<2x1xi1>, vector<2x1xi32>
// CHECK-NEXT: %39 = arith.select %34, %cst_8, %33 : vector<2x1xi1>, vector<2x1xi32>
// CHECK-NEXT: %40 = arith.subi %cst_8, %39 : vector<2x1xi32>
// CHECK-NEXT: %41 = arith.shli %32, %40 : vector<2x1xi32>
// CHECK-NEXT: %42 = arith.subi %33, %cst_8 : vector<2x1xi32>
// CHECK-NEXT: %43 = arith.shrui %32, %42 : vector<2x1xi32>
// CHECK-NEXT: %44 = arith.select %34, %43, %41 : vector<2x1xi1>, vector<2x1xi32>
// CHECK-NEXT: %45 = arith.ori %36, %44 : vector<2x1xi32>
// CHECK-NEXT: %cst_9 = arith.constant dense<0> : vector<2x2xi32>
// CHECK-NEXT: %46 = vector.insert_strided_slice %45, %cst_9 {offsets = [0, 0], strides = [1, 1]} : vector<2x1xi32> into vector<2x2xi32>
// CHECK-NEXT: %47 = vector.insert_strided_slice %38, %46 {offsets = [0, 1], strides = [1, 1]} : vector<2x1xi32> into vector<2x2xi32>
// CHECK-NEXT: %48 = vector.extract_strided_slice %47 {offsets = [0, 0], sizes = [2, 1], strides = [1, 1]} : vector<2x2xi32> to vector<2x1xi32>
// CHECK-NEXT: %49 = vector.extract_strided_slice %47 {offsets = [0, 1], sizes = [2, 1], strides = [1, 1]} : vector<2x2xi32> to vector<2x1xi32>
// CHECK-NEXT: %50 = vector.extract_strided_slice %30 {offsets = [0, 0], sizes = [2, 1], strides = [1, 1]} : vector<2x2xi32> to vector<2x1xi32>
// CHECK-NEXT: %51 = vector.extract_strided_slice %30 {offsets = [0, 1], sizes = [2, 1], strides = [1, 1]} : vector<2x2xi32> to vector<2x1xi32>
// CHECK-NEXT: %52 = arith.ori %48, %50 : vector<2x1xi32>
// CHECK-NEXT: %53 = arith.ori %49, %51 : vector<2x1xi32>
// CHECK-NEXT: %cst_10 = arith.constant dense<0> : vector<2x2xi32>
// CHECK-NEXT: %54 = vector.insert_strided_slice %52, %cst_10 {offsets = [0, 0], strides = [1, 1]} : vector<2x1xi32> into vector<2x2xi32>
// CHECK-NEXT: %55 = vector.insert_strided_slice %53, %54 {offsets = [0, 1], strides = [1, 1]} : vector<2x1xi32> into vector<2x2xi32>
// CHECK-NEXT: %56 = arith.cmpi eq, %1, %cst : vector<2x1xi32>
// CHECK-NEXT: %57 = vector.shape_cast %56 : vector<2x1xi1> to vector<2xi1>
// CHECK-NEXT: %58 = vector.extract_strided_slice %arg0 {offsets = [0, 0], sizes = [2, 1], strides = [1, 1]} : vector<2x2xi32> to vector<2x1xi32>
// CHECK-NEXT: %59 = vector.extract_strided_slice %arg0 {offsets = [0, 1], sizes = [2, 1], strides = [1, 1]} : vector<2x2xi32> to vector<2x1xi32>
// CHECK-NEXT: %60 = vector.extract_strided_slice %55 {offsets = [0, 0], sizes = [2, 1], strides = [1, 1]} : vector<2x2xi32> to vector<2x1xi32>
// CHECK-NEXT: %61 = vector.extract_strided_slice %55 {offsets = [0, 1], sizes = [2, 1], strides = [1, 1]} : vector<2x2xi32> to vector<2x1xi32>
// CHECK-NEXT: %62 = vector.shape_cast %57 : vector<2xi1> to vector<2x1xi1>
// CHECK-NEXT: %63 = arith.select %62, %58, %60 : vector<2x1xi1>, vector<2x1xi32>
// CHECK-NEXT: %64 = arith.select %62, %59, %61 : vector<2x1xi1>, vector<2x1xi32>
// CHECK-NEXT: %cst_11 = arith.constant dense<0> : vector<2x2xi32>
// CHECK-NEXT: %65 = vector.insert_strided_slice %63, %cst_11 {offsets = [0, 0], strides = [1, 1]} : vector<2x1xi32> into vector<2x2xi32>
// CHECK-NEXT: %66 = vector.insert_strided_slice %64, %65 {offsets = [0, 1], strides = [1, 1]} : vector<2x1xi32> into vector<2x2xi32>
// CHECK-NEXT: return %66 : vector<2x2xi32>
// CHECK-LABEL: func.func @print(
// CHECK-SAME: %arg0: vector<2xi32>, %arg1: i1) -> vector<2xi32> {
// CHECK-NEXT: vector.print %arg0 : vector<2xi32>
// CHECK-NEXT: return %arg0 : vector<2xi32>
// W16-LABEL: func.func @addi_vector(
// W16-SAME: %arg0: vector<4xi64>, %arg1: vector<4xi64>) -> vector<4xi64> {
// W16-NEXT: %0 = arith.addi %arg0, %arg1 : vector<4xi64>
// W16-NEXT: return %0 : vector<4xi64>
// W16-LABEL: func.func @cmpi_sgt_call(
// W16-SAME: %arg0: i64, %arg1: i64) -> i1 {
// W16-NEXT: %0 = arith.cmpi sgt, %arg0, %arg1 : i64
// W16-NEXT: %1 = call @consts() : () -> i64
// W16-NEXT: return %0 : i1
// W16-LABEL: func.func @consts(
// W16-SAME: ) -> i64 {
// W16-NEXT: %c-4294967297_i64 = arith.constant -4294967297 : i64
// W16-NEXT: return %c-4294967297_i64 : i64
// W16-LABEL: func.func @casts(
// W16-SAME: %arg0: i16, %arg1: index) -> (i64, i16, index, i64) {
// W16-NEXT: %0 = arith.extsi %arg0 : i16 to i64
// W16-NEXT: %1 = arith.trunci %0 : i64 to i16
// W16-NEXT: %2 = arith.index_castui %0 : i64 to index
// W16-NEXT: %3 = arith.index_castui %arg1 : index to i64
// W16-NEXT: return %0, %1, %2, %3 : i64, i16, index, i64
// W16-LABEL: func.func @minsi_uitofp(
// W16-SAME: %arg0: i64, %arg1: i64) -> f32 {
// W16-NEXT: %0 = arith.minsi %arg0, %arg1 : i64
// W16-NEXT: %1 = arith.uitofp %0 : i64 to f32
// W16-NEXT: return %1 : f32
// W16-LABEL: func.func @shrsi(
// W16-SAME: %arg0: vector<2xi64>, %arg1: vector<2xi64>) -> vector<2xi64> {
// W16-NEXT: %0 = arith.shrsi %arg0, %arg1 : vector<2xi64>
// W16-NEXT: return %0 : vector<2xi64>
// W16-LABEL: func.func @print(
// W16-SAME: %arg0: i64, %arg1: i1) -> i64 {
// W16-NEXT: %0 = arith.select %arg1, %arg0, %arg0 : i64
// W16-NEXT: vector.print %0 : i64
// W16-NEXT: return %0 : i64

func.func @addi_vector(%a : vector<4xi64>, %b : vector<4xi64>) -> vector<4xi64> {
  %x = arith.addi %a, %b : vector<4xi64>
  return %x : vector<4xi64>
}
func.func @cmpi_sgt_call(%a : i64, %b : i64) -> i1 {
  %r = arith.cmpi sgt, %a, %b : i64
  %c = func.call @consts() : () -> i64
  return %r : i1
}
func.func @consts() -> i64 {
  %c = arith.constant -4294967297 : i64
  return %c : i64
}
func.func @casts(%a : i16, %i : index) -> (i64, i16, index, i64) {
  %e = arith.extsi %a : i16 to i64
  %t = arith.trunci %e : i64 to i16
  %x = arith.index_castui %e : i64 to index
  %y = arith.index_castui %i : index to i64
  return %e, %t, %x, %y : i64, i16, index, i64
}
func.func @minsi_uitofp(%a : i64, %b : i64) -> f32 {
  %m = arith.minsi %a, %b : i64
  %f = arith.uitofp %m : i64 to f32
  return %f : f32
}
func.func @shrsi(%a : vector<2xi64>, %b : vector<2xi64>) -> vector<2xi64> {
  %m = arith.shrsi %a, %b : vector<2xi64>
  return %m : vector<2xi64>
}
func.func @print(%a : i64, %c : i1) -> i64 {
  %s = arith.select %c, %a, %a : i64
  vector.print %s : i64
  return %s : i64
}
