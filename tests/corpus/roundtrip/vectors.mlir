// Vector code: fixed, scalable and 0-d vectors, masks, shuffles.
"kfunc.func"() <{function_type = (vector<[4]xf32>, vector<4x8xi32>, vector<f32>) -> vector<[4]xf32>, sym_name = "vec"}> ({
^bb0(%a: vector<[4]xf32>, %b: vector<4x8xi32>, %s: vector<f32>):
  %mask = "kvector.create_mask"() <{sizes = array<i64: 3>}> : () -> vector<[4]xi1>
  %e = "kvector.extractelement"(%s) : (vector<f32>) -> f32
  %bc = "kvector.broadcast"(%e) : (f32) -> vector<[4]xf32>
  %sel = "karith.select"(%mask, %a, %bc) : (vector<[4]xi1>, vector<[4]xf32>, vector<[4]xf32>) -> vector<[4]xf32>
  %sh = "kvector.shuffle"(%b, %b) <{mask = array<i64: 0, 4, 1, 5>}> : (vector<4x8xi32>, vector<4x8xi32>) -> vector<4x8xi32>
  %x = "kvector.extract"(%sh) <{static_position = array<i64: 2>}> : (vector<4x8xi32>) -> vector<8xi32>
  %red = "kvector.reduction"(%x) <{kind = #kvector.kind<add>}> : (vector<8xi32>) -> i32
  %sc:2 = "kvector.scalable"() : () -> (vector<2x[8]xi1>, vector<[2]x[2]xf64>)
  "kfunc.return"(%sel) : (vector<[4]xf32>) -> ()
}) : () -> ()
