// A tensor program in the style of a linalg pipeline, with region-carrying ops.
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
"kfunc.func"() <{function_type = (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x8xf32>, sym_name = "fused"}> ({
^bb0(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>):
  %e = "ktensor.empty"() : () -> tensor<4x8xf32>
  %r = "klinalg.generic"(%a, %b, %e) <{indexing_maps = [#id2, #tr, #id2], iterator_types = [#klinalg.iterator<parallel>, #klinalg.iterator<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %out: f32):
    %s = "karith.addf"(%x, %y) : (f32, f32) -> f32
    %m = "karith.maximumf"(%s, %out) : (f32, f32) -> f32
    "klinalg.yield"(%m) : (f32) -> ()
  }) : (tensor<4x8xf32>, tensor<8x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %c = "ktensor.cast"(%r) : (tensor<4x8xf32>) -> tensor<?x?xf32>
  %u = "ktensor.cast"(%c) : (tensor<?x?xf32>) -> tensor<*xf32>
  %back = "ktensor.cast"(%u) : (tensor<*xf32>) -> tensor<4x8xf32>
  "kfunc.return"(%back) : (tensor<4x8xf32>) -> ()
}) : () -> ()
