// The chunks of MLIR's loop-fusion tests on which rulir-opt prints what
// mlir-opt-19 prints (tests/mlir/chunks.py, with MLIR's test tree under
// build/mlir-tests; without it nothing is counted). The numbers are floors:
// raise them when more chunks match. Chunk 36 of loop-fusion.mlir is not
// counted on: mlir-opt-19's own output there changes from run to run, so the
// cached reference matches rulir's on some runs and not on others.
// RUN: python3 %repo_root/tests/mlir/chunks.py --build %build_dir \
// RUN:   --expect Dialect/Affine/loop-fusion.mlir:35 --expect Dialect/Affine/loop-fusion-2.mlir:16 \
// RUN:   --expect Dialect/Affine/loop-fusion-3.mlir:17 --expect Dialect/Affine/loop-fusion-4.mlir:2 \
// RUN:   Dialect/Affine/loop-fusion.mlir Dialect/Affine/loop-fusion-2.mlir Dialect/Affine/loop-fusion-3.mlir \
// RUN:   Dialect/Affine/loop-fusion-4.mlir Dialect/Affine/loop-fusion-inner.mlir | FileCheck %s
// CHECK: loop-fusion.mlir
// CHECK-NOT: expected at least
