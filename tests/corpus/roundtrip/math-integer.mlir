// math dialect: the integer ops (absi, ctlz, cttz, ctpop, ipowi) on
// signless integers of several widths, index, vectors and tensors.
func.func @integer(%a: i1, %b: i8, %c: i32, %d: i64, %e: i128, %i: index, %v: vector<4xi16>, %t: tensor<?xi32>, %s: vector<[4]x2xi64>) {
  %0 = math.absi %b : i8
  %1 = math.ctlz %c : i32
  %2 = math.cttz %d : i64
  %3 = math.ctpop %e : i128
  %4 = math.absi %i : index
  %5 = math.ctlz %v : vector<4xi16>
  %6 = math.cttz %t : tensor<?xi32>
  %7 = math.ctpop %s : vector<[4]x2xi64>
  %8 = math.ctpop %a : i1
  %9 = math.ipowi %c, %c : i32
  %10 = math.ipowi %v, %v : vector<4xi16>
  %11 = math.ipowi %i, %i {tag = "i"} : index
  %12 = math.ipowi %t, %6 : tensor<?xi32>
  %13 = "math.absi"(%d) : (i64) -> i64
  %14 = "math.ipowi"(%b, %0) {k} : (i8, i8) -> i8
  return
}
