// Several top-level ops including two modules: all wrapped in one implicit module.
module @a {
  "k.in_a"() : () -> ()
}
module @b {
}
"k.loose"() : () -> ()
