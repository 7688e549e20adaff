// Malformed input: the builtin dialect: module attributes, arguments and
// placement; unrealized_conversion_cast without results.

// expected-error@+1 {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
"builtin.unrealized_conversion_cast"() : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'foo'}}
module attributes {foo = 1} {
}

// -----

// expected-error@+1 {{'builtin.module' op region should have no arguments}}
"builtin.module"() ({
^bb0(%a: i32):
}) : () -> ()

// -----

// expected-note@+1 {{see existing symbol definition here}}
module @a {
}
// expected-error@+1 {{redefinition of symbol named 'a'}}
module @a {
}

// -----

func.func @f() {
  // expected-error@+1 {{'builtin.module' op symbol's parent must have the SymbolTable trait}}
  builtin.module @x {
  }
  return
}

// -----

// expected-error@+1 {{expected '{' to begin a region}}
module private @x {
}
