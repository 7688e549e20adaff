// XFAIL: *
// Known bug: rulir accepts any value for the canonicalize options.
//
// mlir-opt-19 rejects a value its option parser cannot read (exit 1):
//   region-simplify=true   "Cannot find option named 'true'!" (the values
//                          are disabled, normal and aggressive)
//   top-down=maybe         "'maybe' is invalid value for boolean argument!"
//   test-convergence=2     (likewise)
//   max-iterations=abc     "'abc' value invalid for long argument!"
// rulir takes anything that is not true/1 as false, atoi()s the numbers
// and ignores region-simplify's value, and runs the pass.
// RUN: not rulir-opt %s --canonicalize=region-simplify=true
// RUN: not rulir-opt %s --canonicalize=top-down=maybe
// RUN: not rulir-opt %s --canonicalize=test-convergence=2
// RUN: not rulir-opt %s --canonicalize=max-iterations=abc
// RUN: not rulir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{max-num-rewrites=1x}))'

func.func @f(%x: i32) -> i32 {
  return %x : i32
}
