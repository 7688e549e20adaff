// The output format of rulir's runner utils (runtime/runner_utils.c)
// against MLIR's: tests/diff/run-llvm.sh runs this program both ways
// (compiled with them by clang-19, and by mlir-cpu-runner-19 with
// libmlir_c_runner_utils) and requires the same output, byte for byte.
module {
  func.func private @printI64(i64)
  func.func private @printU64(i64)
  func.func private @printF32(f32)
  func.func private @printF64(f64)
  func.func private @printString(!llvm.ptr)
  func.func private @printOpen()
  func.func private @printClose()
  func.func private @printComma()
  func.func private @printNewline()
  llvm.mlir.global internal constant @str("text, with 100% symbols\0A\00") {addr_space = 0 : i32}
  func.func @main() {
    %c1 = arith.constant -9223372036854775808 : i64
    func.call @printI64(%c1) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printU64(%c1) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %c2 = arith.constant -1 : i64
    func.call @printI64(%c2) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printU64(%c2) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %c3 = arith.constant 0 : i64
    func.call @printI64(%c3) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printU64(%c3) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %c4 = arith.constant 1 : i64
    func.call @printI64(%c4) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printU64(%c4) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %c5 = arith.constant 42 : i64
    func.call @printI64(%c5) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printU64(%c5) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %c6 = arith.constant 9223372036854775807 : i64
    func.call @printI64(%c6) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printU64(%c6) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %c7 = arith.constant -123456789 : i64
    func.call @printI64(%c7) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printU64(%c7) : (i64) -> ()
    func.call @printNewline() : () -> ()
    func.call @printOpen() : () -> ()
    %c8 = arith.constant 0x0000000000000000 : f64
    func.call @printF64(%c8) : (f64) -> ()
    func.call @printComma() : () -> ()
    %c9 = arith.constant 0x8000000000000000 : f64
    func.call @printF64(%c9) : (f64) -> ()
    func.call @printComma() : () -> ()
    %c10 = arith.constant 0x3FF0000000000000 : f64
    func.call @printF64(%c10) : (f64) -> ()
    func.call @printComma() : () -> ()
    %c11 = arith.constant 0x3FB999999999999A : f64
    func.call @printF64(%c11) : (f64) -> ()
    func.call @printComma() : () -> ()
    %c12 = arith.constant 0x7E37E43C8800759C : f64
    func.call @printF64(%c12) : (f64) -> ()
    func.call @printComma() : () -> ()
    %c13 = arith.constant 0x01A56E1FC2F8F359 : f64
    func.call @printF64(%c13) : (f64) -> ()
    func.call @printComma() : () -> ()
    %c14 = arith.constant 0x0000000000000001 : f64
    func.call @printF64(%c14) : (f64) -> ()
    func.call @printComma() : () -> ()
    %c15 = arith.constant 0x7FF0000000000000 : f64
    func.call @printF64(%c15) : (f64) -> ()
    func.call @printComma() : () -> ()
    %c16 = arith.constant 0xFFF0000000000000 : f64
    func.call @printF64(%c16) : (f64) -> ()
    func.call @printComma() : () -> ()
    %c17 = arith.constant 0x7FF8000000000000 : f64
    func.call @printF64(%c17) : (f64) -> ()
    func.call @printComma() : () -> ()
    %c18 = arith.constant 0xFFF8000000000000 : f64
    func.call @printF64(%c18) : (f64) -> ()
    func.call @printComma() : () -> ()
    %c19 = arith.constant 0x419D6F3454000000 : f64
    func.call @printF64(%c19) : (f64) -> ()
    func.call @printComma() : () -> ()
    %c20 = arith.constant 0x3E84230B7B0A1E7F : f64
    func.call @printF64(%c20) : (f64) -> ()
    func.call @printComma() : () -> ()
    %c21 = arith.constant 0xC0F86A0000000000 : f64
    func.call @printF64(%c21) : (f64) -> ()
    func.call @printComma() : () -> ()
    %c22 = arith.constant 0x4330000000000001 : f64
    func.call @printF64(%c22) : (f64) -> ()
    func.call @printComma() : () -> ()
    %c23 = arith.constant 0x3FEFFFFFFFFFFFFF : f64
    func.call @printF64(%c23) : (f64) -> ()
    func.call @printComma() : () -> ()
    func.call @printClose() : () -> ()
    func.call @printNewline() : () -> ()
    func.call @printOpen() : () -> ()
    %c24 = arith.constant 0x00000000 : f32
    func.call @printF32(%c24) : (f32) -> ()
    func.call @printComma() : () -> ()
    %c25 = arith.constant 0x80000000 : f32
    func.call @printF32(%c25) : (f32) -> ()
    func.call @printComma() : () -> ()
    %c26 = arith.constant 0x3F800000 : f32
    func.call @printF32(%c26) : (f32) -> ()
    func.call @printComma() : () -> ()
    %c27 = arith.constant 0x3DCCCCCD : f32
    func.call @printF32(%c27) : (f32) -> ()
    func.call @printComma() : () -> ()
    %c28 = arith.constant 0x7F7FFFFF : f32
    func.call @printF32(%c28) : (f32) -> ()
    func.call @printComma() : () -> ()
    %c29 = arith.constant 0x00000001 : f32
    func.call @printF32(%c29) : (f32) -> ()
    func.call @printComma() : () -> ()
    %c30 = arith.constant 0x7F800000 : f32
    func.call @printF32(%c30) : (f32) -> ()
    func.call @printComma() : () -> ()
    %c31 = arith.constant 0xFF800000 : f32
    func.call @printF32(%c31) : (f32) -> ()
    func.call @printComma() : () -> ()
    %c32 = arith.constant 0x7FC00000 : f32
    func.call @printF32(%c32) : (f32) -> ()
    func.call @printComma() : () -> ()
    %c33 = arith.constant 0xFFC00000 : f32
    func.call @printF32(%c33) : (f32) -> ()
    func.call @printComma() : () -> ()
    %c34 = arith.constant 0x4B189680 : f32
    func.call @printF32(%c34) : (f32) -> ()
    func.call @printComma() : () -> ()
    %c35 = arith.constant 0xC2F6E979 : f32
    func.call @printF32(%c35) : (f32) -> ()
    func.call @printComma() : () -> ()
    %c36 = arith.constant 0x33D6BF95 : f32
    func.call @printF32(%c36) : (f32) -> ()
    func.call @printComma() : () -> ()
    func.call @printClose() : () -> ()
    func.call @printNewline() : () -> ()
    %p = llvm.mlir.addressof @str : !llvm.ptr
    func.call @printString(%p) : (!llvm.ptr) -> ()
    return
  }
}
