// Constants of many dense forms: splats, nested, bools, complex, hex, strings, large.
%0 = "karith.constant"() <{value = dense<0.000000e+00> : tensor<8x8xf32>}> : () -> tensor<8x8xf32>
%1 = "karith.constant"() <{value = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>}> : () -> tensor<2x3xi64>
%2 = "karith.constant"() <{value = dense<[true, false, false, true]> : vector<4xi1>}> : () -> vector<4xi1>
%3 = "karith.constant"() <{value = dense<[(1.000000e+00,0.000000e+00), (0.000000e+00,1.000000e+00)]> : tensor<2xcomplex<f64>>}> : () -> tensor<2xcomplex<f64>>
%4 = "karith.constant"() <{value = dense<"0x0000803F000000400000404000008040"> : tensor<4xf32>}> : () -> tensor<4xf32>
%5 = "k.strings"() <{value = dense<["alpha", "beta", ""]> : tensor<3x!k.str>}> : () -> tensor<3x!k.str>
%6 = "karith.constant"() <{value = dense<[0x7F800000, 0xFF800000, 0x7FC00000, -0.000000e+00]> : tensor<4xf32>}> : () -> tensor<4xf32>
%7 = "karith.constant"() <{value = dense<[1.000000e-01, 2.000000e-01, 3.000000e-01]> : tensor<3xf64>}> : () -> tensor<3xf64>
%8 = "karith.constant"() <{value = dense<-1> : tensor<2x2x2xi8>}> : () -> tensor<2x2x2xi8>
%9 = "karith.constant"() <{value = dense<[1.5, 2.5]> : tensor<2xbf16>}> : () -> tensor<2xbf16>
"k.sink"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (tensor<8x8xf32>, tensor<2x3xi64>, vector<4xi1>, tensor<2xcomplex<f64>>, tensor<4xf32>, tensor<3x!k.str>, tensor<4xf32>, tensor<3xf64>, tensor<2x2x2xi8>, tensor<2xbf16>) -> ()
