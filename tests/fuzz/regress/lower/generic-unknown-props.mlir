// allow-unregistered
module @outer attributes {foo.flag, t.version = 3 : i32} {
  module @inner {
    "t.op"() : () -> ()
  }
  module attributes {t.anon} {
  }
  module @"quoted name" {
  }
  "builtin.module"() <{sym_name = "from_generic", qym_visibility = "private"}> ({
    "t.in_generic"() : () -> ()
  }) {t.x = 1} : () -> ()
}
