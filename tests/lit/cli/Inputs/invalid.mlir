// An input that does not verify (used by ../verify-each.mlir).
func.func @g() -> i32 {
  return
}
