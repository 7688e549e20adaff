// A tile size of 0 is an error, and the pass fails (mlir-opt-19 reports it
// at an unknown location; rulir at each loop it would tile).
// RUN: not rulir-opt %s --scf-parallel-loop-tiling=parallel-loop-tile-sizes=0,0 2>&1 | FileCheck %s
// RUN: not rulir-opt %s --scf-parallel-loop-tiling=parallel-loop-tile-sizes=1,x 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK: parallel-loop-tiling-zero.mlir:[[@LINE+3]]:3: error: tile size cannot be 0
// BAD: rulir-opt: for the --parallel-loop-tile-sizes option: 'x' value invalid for long argument!
func.func @parallel_loop(%arg0 : index, %arg1 : index, %arg2 : index) {
  scf.parallel (%i) = (%arg0) to (%arg1) step (%arg2) {}
  return
}
