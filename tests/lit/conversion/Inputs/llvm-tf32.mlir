// tf32 has no LLVM form (tests/lit/conversion/llvm-non-llvm-types.mlir).

func.func @body(%a: f32, %t: tf32) {
  return
}

// -----

func.func private @external(tf32)

// -----

func.func private @result() -> tf32
