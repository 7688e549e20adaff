// func dialect: signatures of every shape (no args, many args, tuples,
// complex, memrefs with layouts, function-typed results, attributes on the
// function and its arguments and results), and blocks in function bodies.
func.func @empty() {
  return
}
func.func @args_attrs(%a: i32 {test.one}, %b: memref<2x3xf32, strided<[3, 1], offset: ?>> {test.two = "x"}, %c: complex<f32>) -> (i32 {test.r}, complex<f32>) attributes {test.fn, other = [1, 2]} {
  return %a, %c : i32, complex<f32>
}
func.func @tuple(%t: tuple<i32, f32>, %n: none) -> tuple<i32, f32> {
  return %t : tuple<i32, f32>
}
func.func private @fn_result() -> ((i32) -> (i64, i1))
func.func @blocks(%c: i1, %x: i32) -> i32 {
  "test.br"(%x)[^bb1] : (i32) -> ()
^bb1(%y: i32):
  "test.br"()[^bb2] : () -> ()
^bb2:
  return %y : i32
}
func.func @unranked(%u: memref<*xf32>, %t: tensor<*xi8>, %i: index, %bf: bf16) -> (memref<*xf32>, index) {
  return %u, %i : memref<*xf32>, index
}
module @inner {
  func.func private @inner_decl(i8) -> i8
  func.func @inner_def(%q: i8) -> i8 {
    %r = call @inner_decl(%q) : (i8) -> i8
    return %r : i8
  }
}
