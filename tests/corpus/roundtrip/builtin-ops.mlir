// builtin dialect: modules (named, with attributes, nested, empty) and
// unrealized_conversion_cast at module level (printed without the builtin.
// prefix) and inside functions (printed with it), with 0..n inputs and
// outputs of varied types.
module @outer attributes {test.a = 1 : i32, test.b} {
  module {
  }
  module @named_empty {
  }
  module @"quoted name" attributes {test.x = "y"} {
    %0 = "test.src"() : () -> i32
    %1 = unrealized_conversion_cast %0 : i32 to i64
    %2:2 = unrealized_conversion_cast %0, %1 : i32, i64 to f32, index
    %3 = unrealized_conversion_cast to vector<4xi8>
    %4 = builtin.unrealized_conversion_cast %3 : vector<4xi8> to tensor<4xi8> {test.cast}
  }
  module attributes {test.nested_attr = [1, 2]} {
    module @deeper {
      "test.op"() : () -> ()
    }
  }
  func.func @in_func(%m: memref<4xf32>, %c: complex<f64>) -> (ui16, i32) {
    %0 = builtin.unrealized_conversion_cast %m : memref<4xf32> to !llvm.struct<(ptr, ptr, i64)>
    %1:2 = builtin.unrealized_conversion_cast %c, %0 : complex<f64>, !llvm.struct<(ptr, ptr, i64)> to ui16, i32
    return %1#0, %1#1 : ui16, i32
  }
}
