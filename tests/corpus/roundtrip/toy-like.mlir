// A Toy-like program: functions, calls, reshapes, prints, with generic ops.
module {
  "ktoy.func"() <{function_type = (tensor<*xf64>, tensor<*xf64>) -> tensor<*xf64>, sym_name = "multiply_transpose", sym_visibility = "private"}> ({
  ^bb0(%a: tensor<*xf64>, %b: tensor<*xf64>):
    %ta = "ktoy.transpose"(%a) : (tensor<*xf64>) -> tensor<*xf64>
    %tb = "ktoy.transpose"(%b) : (tensor<*xf64>) -> tensor<*xf64>
    %m = "ktoy.mul"(%ta, %tb) : (tensor<*xf64>, tensor<*xf64>) -> tensor<*xf64>
    "ktoy.return"(%m) : (tensor<*xf64>) -> ()
  }) : () -> ()
  "ktoy.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %c = "ktoy.constant"() {value = dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>} : () -> tensor<2x3xf64>
    %r = "ktoy.reshape"(%c) : (tensor<2x3xf64>) -> tensor<2x3xf64>
    %d = "ktoy.constant"() {value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00]> : tensor<6xf64>} : () -> tensor<6xf64>
    %e = "ktoy.reshape"(%d) : (tensor<6xf64>) -> tensor<2x3xf64>
    %f = "ktoy.generic_call"(%r, %e) <{callee = @multiply_transpose}> : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<*xf64>
    %g = "ktoy.generic_call"(%e, %r) <{callee = @multiply_transpose}> : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<*xf64>
    "ktoy.print"(%g) : (tensor<*xf64>) -> ()
    "ktoy.return"() : () -> ()
  }) : () -> ()
}
