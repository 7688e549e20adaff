// arith floating-point ops: every op, every fast-math flag alone and in
// groups (printed as MLIR does: `fast` when all are set), several formats.
func.func @ops(%a: f32, %b: f32) -> f32 {
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %0, %b : f32
  %2 = arith.mulf %1, %b : f32
  %3 = arith.divf %2, %b : f32
  %4 = arith.remf %3, %b : f32
  %5 = arith.negf %4 : f32
  %6 = arith.maximumf %5, %a : f32
  %7 = arith.minimumf %6, %a : f32
  %8 = arith.maxnumf %7, %a : f32
  %9 = arith.minnumf %8, %a : f32
  return %9 : f32
}

func.func @fastmath(%a: f64, %b: f64) {
  %0 = arith.addf %a, %b fastmath<reassoc> : f64
  %1 = arith.addf %a, %b fastmath<nnan> : f64
  %2 = arith.addf %a, %b fastmath<ninf> : f64
  %3 = arith.addf %a, %b fastmath<nsz> : f64
  %4 = arith.addf %a, %b fastmath<arcp> : f64
  %5 = arith.addf %a, %b fastmath<contract> : f64
  %6 = arith.addf %a, %b fastmath<afn> : f64
  %7 = arith.addf %a, %b fastmath<fast> : f64
  %8 = arith.subf %a, %b fastmath<nnan,ninf> : f64
  %9 = arith.mulf %a, %b fastmath<afn,reassoc> : f64
  %10 = arith.divf %a, %b fastmath<none> : f64
  %11 = arith.remf %a, %b fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f64
  %12 = arith.negf %a fastmath<nsz> : f64
  %13 = arith.maximumf %a, %b fastmath<nnan> : f64
  %14 = arith.minimumf %a, %b fastmath<fast> : f64
  %15 = arith.maxnumf %a, %b fastmath<contract,arcp> : f64
  %16 = arith.minnumf %a, %b fastmath<ninf> : f64
  %17 = arith.addf %a, %b fastmath<reassoc,nnan,ninf,nsz,arcp,contract> : f64
  %18 = arith.mulf %a, %b fastmath<fast> {note = "hot"} : f64
  return
}

func.func @formats(%h: f16, %bf: bf16, %q: f128, %e: f80, %t: tf32, %f8: f8E4M3FN, %g8: f8E5M2) {
  %0 = arith.addf %h, %h : f16
  %1 = arith.mulf %bf, %bf : bf16
  %2 = arith.divf %q, %q : f128
  %3 = arith.subf %e, %e : f80
  %4 = arith.negf %t : tf32
  %5 = arith.maximumf %f8, %f8 : f8E4M3FN
  %6 = arith.minnumf %g8, %g8 : f8E5M2
  return
}

func.func @shaped(%v: vector<4xf32>, %s: vector<[4]x2xf16>, %t: tensor<?x3xf64>, %u: tensor<*xbf16>, %z: vector<f32>) {
  %0 = arith.addf %v, %v fastmath<fast> : vector<4xf32>
  %1 = arith.mulf %s, %s : vector<[4]x2xf16>
  %2 = arith.divf %t, %t fastmath<nnan> : tensor<?x3xf64>
  %3 = arith.negf %u : tensor<*xbf16>
  %4 = arith.remf %z, %z : vector<f32>
  %5 = arith.minimumf %v, %v : vector<4xf32>
  return
}
