// arith casts: integer extension and truncation, float extension and
// truncation (rounding modes, fast-math), int<->float, index casts (also of
// memrefs) and bitcasts (also of memrefs), on scalars, vectors and tensors.
func.func @ints(%a: i8, %b: i32, %v: vector<4xi16>, %t: tensor<?x2xi32>, %n: i1) {
  %0 = arith.extui %a : i8 to i32
  %1 = arith.extsi %a : i8 to i64
  %2 = arith.trunci %b : i32 to i8
  %3 = arith.extui %v : vector<4xi16> to vector<4xi64>
  %4 = arith.extsi %t : tensor<?x2xi32> to tensor<?x2xi128>
  %5 = arith.trunci %t : tensor<?x2xi32> to tensor<?x2xi1>
  %6 = arith.extui %n : i1 to i8
  %7 = arith.extsi %n : i1 to i32
  %8 = arith.trunci %v : vector<4xi16> to vector<4xi3>
  return
}

func.func @floats(%h: f16, %f: f32, %d: f64, %v: vector<2xf32>, %t: tensor<3xf64>) {
  %0 = arith.extf %h : f16 to f32
  %1 = arith.extf %f : f32 to f64
  %2 = arith.extf %h fastmath<nnan> : f16 to f64
  %3 = arith.truncf %d : f64 to f32
  %4 = arith.truncf %d to_nearest_even : f64 to f16
  %5 = arith.truncf %f downward : f32 to bf16
  %6 = arith.truncf %f upward : f32 to f16
  %7 = arith.truncf %d toward_zero : f64 to f32
  %8 = arith.truncf %d to_nearest_away fastmath<fast> : f64 to f32
  %9 = arith.truncf %d fastmath<ninf,nsz> : f64 to f16
  %10 = arith.extf %v : vector<2xf32> to vector<2xf64>
  %11 = arith.truncf %t : tensor<3xf64> to tensor<3xf32>
  %12 = arith.truncf %f : f32 to f8E5M2
  return
}

func.func @int_float(%a: i32, %b: i64, %f: f32, %v: vector<4xi8>, %w: vector<4xf16>, %t: tensor<*xi32>) {
  %0 = arith.uitofp %a : i32 to f32
  %1 = arith.sitofp %b : i64 to f16
  %2 = arith.fptoui %f : f32 to i8
  %3 = arith.fptosi %f : f32 to i64
  %4 = arith.sitofp %v : vector<4xi8> to vector<4xf64>
  %5 = arith.fptosi %w : vector<4xf16> to vector<4xi1>
  %6 = arith.uitofp %v : vector<4xi8> to vector<4xf32>
  %7 = arith.fptoui %w : vector<4xf16> to vector<4xi32>
  return
}

func.func @index(%a: i32, %i: index, %v: vector<4xindex>, %t: tensor<2xi64>, %m: memref<4xi32>, %u: memref<?x2xindex>) {
  %0 = arith.index_cast %a : i32 to index
  %1 = arith.index_cast %i : index to i64
  %2 = arith.index_castui %a : i32 to index
  %3 = arith.index_castui %i : index to i8
  %4 = arith.index_cast %v : vector<4xindex> to vector<4xi32>
  %5 = arith.index_castui %t : tensor<2xi64> to tensor<2xindex>
  %6 = arith.index_cast %m : memref<4xi32> to memref<4xindex>
  %7 = arith.index_castui %u : memref<?x2xindex> to memref<?x2xi16>
  return
}

func.func @bitcasts(%a: i32, %f: f32, %h: f16, %v: vector<4xi64>, %t: tensor<?xf64>, %m: memref<8xf32>) {
  %0 = arith.bitcast %a : i32 to f32
  %1 = arith.bitcast %f : f32 to i32
  %2 = arith.bitcast %h : f16 to bf16
  %3 = arith.bitcast %v : vector<4xi64> to vector<4xf64>
  %4 = arith.bitcast %t : tensor<?xf64> to tensor<?xi64>
  %5 = arith.bitcast %m : memref<8xf32> to memref<8xi32>
  %6 = arith.bitcast %a : i32 to i32
  return
}
