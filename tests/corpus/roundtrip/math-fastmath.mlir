// math dialect: fast-math flags (#arith.fastmath<...>) on the float ops,
// written in generic form: every flag, groups, `fast`, and `none`.
func.func @fastmath(%x: f32, %y: f32, %v: vector<4xf64>, %n: i32) {
  %0 = "math.sin"(%x) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
  %1 = "math.cos"(%x) <{fastmath = #arith.fastmath<nnan>}> : (f32) -> f32
  %2 = "math.exp"(%x) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32) -> f32
  %3 = "math.log"(%x) <{fastmath = #arith.fastmath<reassoc,nsz,arcp>}> : (f32) -> f32
  %4 = "math.sqrt"(%v) <{fastmath = #arith.fastmath<contract,afn>}> : (vector<4xf64>) -> vector<4xf64>
  %5 = "math.powf"(%x, %y) <{fastmath = #arith.fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn>}> : (f32, f32) -> f32
  %6 = "math.atan2"(%x, %y) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
  %7 = "math.fma"(%v, %v, %v) <{fastmath = #arith.fastmath<afn>}> {tag} : (vector<4xf64>, vector<4xf64>, vector<4xf64>) -> vector<4xf64>
  %8 = "math.fpowi"(%x, %n) <{fastmath = #arith.fastmath<fast>}> : (f32, i32) -> f32
  %9 = "math.copysign"(%x, %y) <{fastmath = #arith.fastmath<nsz>}> : (f32, f32) -> f32
  %10 = "math.absf"(%x) <{fastmath = #arith.fastmath<reassoc,nnan,ninf,nsz,arcp,contract>}> : (f32) -> f32
  %11 = "math.tanh"(%x) {fastmath = #arith.fastmath<ninf>} : (f32) -> f32
  %12 = "math.rsqrt"(%x) <{fastmath = #arith.fastmath<arcp>}> : (f32) -> f32
  %13 = "math.cbrt"(%x) <{fastmath = #arith.fastmath<reassoc>}> : (f32) -> f32
  return
}

// The same flags in custom form, and inherent flags written in the
// attribute dictionary.
func.func @custom(%x: f64, %y: f64, %t: tensor<2xf16>, %n: tensor<2xi32>) {
  %0 = math.sin %x fastmath<fast> : f64
  %1 = math.exp2 %x fastmath<nnan,ninf> : f64
  %2 = math.log2 %x fastmath<ninf,nnan> : f64
  %3 = math.powf %x, %y fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> {k = 2 : i32} : f64
  %4 = math.copysign %x, %y fastmath<none> : f64
  %5 = math.fma %t, %t, %t fastmath<contract> : tensor<2xf16>
  %6 = math.fpowi %t, %n fastmath<afn> : tensor<2xf16>, tensor<2xi32>
  %7 = math.erf %x {fastmath = #arith.fastmath<nsz>} : f64
  %8 = math.trunc %x fastmath<reassoc,nnan,ninf,nsz,arcp,contract> : f64
  %9 = math.round %x fastmath<fast> {a = "b"} : f64
  return
}
