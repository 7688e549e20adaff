// Float constants that print in each of MLIR's three forms.
"k.f"() {a = 1.000000e+00 : f32, b = 0.1 : f64, c = 123456.789 : f64, d = 0x7FC00000 : f32, e = 0xFFF0000000000000 : f64, f = 0x7C00 : f16, g = -0.0 : f64, h = 1.0e-300 : f64, i = 3.4028234663852886e+38 : f32, j = 1.17549435e-38 : f32, k = 65504.0 : f16, l = 2.0 : f80, m = 0.3 : f128, n = 0x7FC1 : bf16, o = 1.1 : f16, p = 1.0e20 : f64}: () -> ()
%c = "karith.constant"() <{value = 0x7FF8000000000001 : f64}> : () -> f64
%d = "karith.constant"() <{value = 9.99999974E-6 : f32}> : () -> f32
