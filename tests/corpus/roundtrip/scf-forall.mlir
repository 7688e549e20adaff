// scf dialect: scf.forall in normalized and general form, shared_outs,
// mapping, and its scf.forall.in_parallel terminator.
func.func @forall(%n: index, %m: index, %t: tensor<4xf32>) -> tensor<4xf32> {
  scf.forall (%i, %j) in (%n, 8) {
    "t.use"(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i) = (%n) to (%m) step (2) {
    "t.use"(%i) : (index) -> ()
  } {mapping = [#gpu.thread<x>]}
  scf.forall (%i) = (0) to (%m) step (1) {
  } {tag}
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    "t.use"(%o) : (tensor<4xf32>) -> ()
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<4xf32>
}
