// --affine-loop-tile checks the dependences of each nest first
// (drivers/affine_analysis.c: rl_aff_dependence, Fourier-Motzkin over the
// loops' domains, the subscripts' equality and the order): a dependence
// whose distance on a loop spans only negative values forbids tiling, with
// mlir-opt-19's remark; a constant distance does not.
// RUN: rulir-opt --split-input-file --affine-loop-tile="tile-size=8" --verify-diagnostics %s > %t.rulir
// RUN: %mlir_opt --split-input-file --affine-loop-tile="tile-size=8" --verify-diagnostics %s > %t.mlir
// RUN: diff %t.rulir %t.mlir

func.func @uniform(%A: memref<64x64xf32>) {
  affine.for %i = 1 to 64 {
    affine.for %j = 0 to 63 {
      %v = affine.load %A[%i - 1, %j + 1] : memref<64x64xf32>
      affine.store %v, %A[%i, %j] : memref<64x64xf32>
    }
  }
  return
}

// -----

func.func @transpose_diag(%A: memref<64x64xf32>) {
  // expected-remark@+1 {{tiling nest is invalid due to dependences}}
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %0 = affine.load %A[%j, %i] : memref<64x64xf32>
      %1 = affine.load %A[%i, %j - 1] : memref<64x64xf32>
      %2 = arith.addf %0, %1 : f32
      affine.store %2, %A[%i, %j] : memref<64x64xf32>
    }
  }
  return
}

// -----

func.func @independent(%A: memref<64x64xf32>, %B: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %0 = affine.load %A[%j, %i] : memref<64x64xf32>
      affine.store %0, %B[%i, %j] : memref<64x64xf32>
    }
  }
  return
}
