// cf dialect: cf.switch with every shape of case list: only a default,
// operands on some cases, shared destinations, negative and wide values
// (printed as unsigned by MLIR), i1, i8, i64 and unsigned/signed flags.
func.func @switch32(%flag: i32, %a: i32, %b: f32) -> i32 {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    0: ^bb1(%flag : i32),
    5: ^bb2,
    -3: ^bb3(%a, %b : i32, f32),
    2147483647: ^bb2
  ]
^bb1(%x: i32):
  return %x : i32
^bb2:
  return %a : i32
^bb3(%p: i32, %q: f32):
  return %p : i32
}
func.func @only_default(%flag: i64) {
  cf.switch %flag : i64, [
    default: ^bb1
  ]
^bb1:
  return
}
func.func @wide(%flag: i64, %v: vector<2xi64>) {
  cf.switch %flag : i64, [
    default: ^bb1,
    -1: ^bb2(%v : vector<2xi64>),
    9223372036854775807: ^bb1,
    18446744073709551614: ^bb1
  ]
^bb1:
  return
^bb2(%w: vector<2xi64>):
  return
}
func.func @small(%b: i1, %c: i8, %s: si16, %u: ui8) {
  cf.switch %b : i1, [
    default: ^bb1,
    1: ^bb2
  ]
^bb1:
  cf.switch %c : i8, [
    default: ^bb2,
    -128: ^bb3,
    255: ^bb3,
    7: ^bb3
  ]
^bb2:
  cf.switch %s : si16, [
    default: ^bb3,
    -2: ^bb3
  ]
^bb3:
  cf.switch %u : ui8, [
    default: ^bb4,
    200: ^bb4,
    200: ^bb4
  ]
^bb4:
  return
}
func.func @generic_in(%flag: i32, %t: tensor<4xf32>) {
  "cf.switch"(%flag, %t, %t)[^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 1, 0>, case_values = dense<[10, 20]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> {test.extra} : (i32, tensor<4xf32>, tensor<4xf32>) -> ()
^bb1(%x: tensor<4xf32>):
  return
^bb2(%y: tensor<4xf32>):
  return
^bb3:
  return
}
