// A graph region (single block) with uses before definitions and a cycle.
"kdf.graph"() ({
  %out = "kdf.node"(%mid) {name = "out"} : (tensor<4xf32>) -> tensor<4xf32>
  %mid = "kdf.node"(%in, %loop) {name = "mid"} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %loop = "kdf.delay"(%mid) {latency = 2 : i32} : (tensor<4xf32>) -> tensor<4xf32>
  %in = "kdf.source"() {name = "in"} : () -> tensor<4xf32>
  "kdf.sink"(%out) : (tensor<4xf32>) -> ()
}) {kdf.kind = "dataflow"} : () -> ()
