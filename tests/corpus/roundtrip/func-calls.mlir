// func dialect: declarations with visibility and argument/result attributes,
// direct and indirect calls, function constants, multiple results.
func.func private @ext(i32, f32) -> (i32, f32)
func.func nested @ext_nested(memref<4xf32>, tensor<?x8xi16>) -> vector<4xf64>
func.func private @ext_attrs(i32 {llvm.noundef}, f32) -> (i64 {foo.bar = 1 : i32}) attributes {passthrough = ["noinline"]}
func.func private @no_results(index)
func.func private @returns_fn() -> ((i32) -> i32)
func.func @callee(%a: i32) -> i32 {
  return %a : i32
}
func.func @void() {
  return
}
func.func public @f(%arg0: i32, %arg1: f32, %v: vector<4xf32>, %t: tensor<2x?xi8>) -> (i32, vector<4xf32>) {
  %c = "test.idx"() : () -> index
  %0:2 = call @ext(%arg0, %arg1) : (i32, f32) -> (i32, f32)
  %1 = func.call @callee(%0#0) {foo = 1 : i64} : (i32) -> i32
  func.call @void() : () -> ()
  call @no_results(%c) : (index) -> ()
  %f = constant @callee : (i32) -> i32
  %f2 = func.constant {tag = "x"} @callee : (i32) -> i32
  %2 = call_indirect %f(%1) : (i32) -> i32
  %3 = func.call_indirect %f2(%2) {a} : (i32) -> i32
  %g = call @returns_fn() : () -> ((i32) -> i32)
  %4 = call_indirect %g(%3) : (i32) -> i32
  %v2 = "test.use"(%v, %t) : (vector<4xf32>, tensor<2x?xi8>) -> vector<4xf32>
  return %4, %v2 : i32, vector<4xf32>
}
func.func @indirect_multi(%fn: (i32, i64) -> (f32, f64), %x: i32, %y: i64) -> (f32, f64) {
  %r:2 = call_indirect %fn(%x, %y) : (i32, i64) -> (f32, f64)
  return %r#0, %r#1 : f32, f64
}
func.func @region_holder() {
  "test.region"() ({
    "test.end"() : () -> ()
  }) : () -> ()
  %h = func.constant @void : () -> ()
  func.call_indirect %h() : () -> ()
  return
}
