// math dialect: every float unary op on scalars of several widths,
// vectors (fixed and scalable) and tensors (ranked and unranked).
func.func @unary(%h: f16, %bf: bf16, %s: f32, %d: f64, %v: vector<4xf32>, %sv: vector<[2]xf64>, %t: tensor<?x3xf16>, %u: tensor<*xbf16>) {
  %0 = math.absf %h : f16
  %1 = math.acos %bf : bf16
  %2 = math.acosh %s : f32
  %3 = math.asin %d : f64
  %4 = math.asinh %v : vector<4xf32>
  %5 = math.atan %sv : vector<[2]xf64>
  %6 = math.atanh %t : tensor<?x3xf16>
  %7 = math.cbrt %u : tensor<*xbf16>
  %8 = math.ceil %h : f16
  %9 = math.cos %bf : bf16
  %10 = math.cosh %s : f32
  %11 = math.erf %d : f64
  %12 = math.exp %v : vector<4xf32>
  %13 = math.exp2 %sv : vector<[2]xf64>
  %14 = math.expm1 %t : tensor<?x3xf16>
  %15 = math.floor %u : tensor<*xbf16>
  %16 = math.log %h : f16
  %17 = math.log10 %bf : bf16
  %18 = math.log1p %s : f32
  %19 = math.log2 %d : f64
  %20 = math.round %v : vector<4xf32>
  %21 = math.roundeven %sv : vector<[2]xf64>
  %22 = math.rsqrt %t : tensor<?x3xf16>
  %23 = math.sin %u : tensor<*xbf16>
  %24 = math.sinh %h : f16
  %25 = math.sqrt %bf : bf16
  %26 = math.tan %s : f32
  %27 = math.tanh %d : f64
  %28 = math.trunc %v : vector<4xf32>
  return
}

func.func @more(%x: f32, %y: f80, %z: f128, %w: vector<2x2xf64>) {
  %0 = math.sqrt %x : f32
  %1 = math.rsqrt %0 : f32
  %2 = math.exp %y : f80
  %3 = math.log %z : f128
  %4 = math.tanh %w : vector<2x2xf64>
  %5 = math.sin %x {tag = "s"} : f32
  %6 = "math.cos"(%x) : (f32) -> f32
  %7 = "math.floor"(%w) {k = 1 : i32} : (vector<2x2xf64>) -> vector<2x2xf64>
  %8 = math.absf %x fastmath<none> : f32
  return
}
