// math dialect: the float binary ops, fma and fpowi, on scalars, vectors
// and tensors.
func.func @binary(%a: f32, %b: f32, %v: vector<8xf64>, %t: tensor<2x?xf16>) {
  %0 = math.atan2 %a, %b : f32
  %1 = math.copysign %a, %b : f32
  %2 = math.powf %a, %b : f32
  %3 = math.atan2 %v, %v : vector<8xf64>
  %4 = math.copysign %t, %t : tensor<2x?xf16>
  %5 = math.powf %v, %3 {note} : vector<8xf64>
  %6 = "math.powf"(%a, %1) : (f32, f32) -> f32
  return
}

func.func @fma(%a: f64, %v: vector<[4]xf32>, %t: tensor<*xbf16>) {
  %0 = math.fma %a, %a, %a : f64
  %1 = math.fma %v, %v, %v : vector<[4]xf32>
  %2 = math.fma %t, %t, %t {x = 1.5 : f32} : tensor<*xbf16>
  %3 = "math.fma"(%0, %a, %0) : (f64, f64, f64) -> f64
  return
}

func.func @fpowi(%a: f32, %n: i32, %v: vector<4xf64>, %vn: vector<4xi8>, %t: tensor<?x2xf16>, %tn: tensor<3x?xi64>, %s: vector<[2]xf32>, %sn: vector<[2]xi16>, %x: f64, %i: index) {
  %0 = math.fpowi %a, %n : f32, i32
  %1 = math.fpowi %v, %vn : vector<4xf64>, vector<4xi8>
  %2 = math.fpowi %t, %tn : tensor<?x2xf16>, tensor<3x?xi64>
  %3 = math.fpowi %s, %sn : vector<[2]xf32>, vector<[2]xi16>
  %4 = math.fpowi %x, %i : f64, index
  %5 = math.fpowi %a, %n {tag} : f32, i32
  %6 = "math.fpowi"(%x, %n) : (f64, i32) -> f64
  return
}
