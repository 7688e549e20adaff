// Option values are checked as MLIR's command line checks them: booleans,
// integers and region-simplify levels; a bad one is an error (exit 1).
// RUN: not rulir-opt %s --canonicalize=region-simplify=true
// RUN: not rulir-opt %s --canonicalize=top-down=maybe
// RUN: not rulir-opt %s --canonicalize=test-convergence=2
// RUN: not rulir-opt %s --canonicalize=max-iterations=abc
// RUN: not rulir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{max-num-rewrites=1x}))'

func.func @f(%x: i32) -> i32 {
  return %x : i32
}
