// allow-unregistered
// --convert-scf-to-cf matched the arguments of a block that has none as
// NULL + 0 (undefined behaviour; UBSan under clang): rl_m_block_args.
func.func @f() {
  scf.while : () -> () {
    %c = "t.c"() : () -> i1
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}
