// ub dialect: ub.poison of many types, with the default value elided,
// written explicitly, and in generic form.
func.func @poison() {
  %0 = ub.poison : i32
  %1 = ub.poison : f64
  %2 = ub.poison : index
  %3 = ub.poison : vector<4xi64>
  %4 = ub.poison : vector<[8]xf16>
  %5 = ub.poison : tensor<2x?xf32>
  %6 = ub.poison : memref<4xi8>
  %7 = ub.poison : complex<f32>
  %8 = ub.poison : tuple<i1, f32>
  %9 = ub.poison : !custom.thing<"x">
  %10 = ub.poison <#ub.poison> : i1
  %11 = ub.poison {tag = "x"} : i8
  %12 = ub.poison {a, b = 2 : i32} <#ub.poison> : bf16
  %13 = "ub.poison"() : () -> i16
  %14 = "ub.poison"() <{value = #ub.poison}> : () -> f32
  %15 = "ub.poison"() {value = #ub.poison} : () -> tensor<*xf32>
  %16 = ub.poison : () -> i32
  %17 = ub.poison : none
  return
}
