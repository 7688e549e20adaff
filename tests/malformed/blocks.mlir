// Malformed input: blocks and successors.

"k.r"() ({
  // expected-error@+1 {{reference to an undefined block}}
  "k.br"()[^nowhere] : () -> ()
}) : () -> ()

// -----

"k.r"() ({
^bb0:
  "k.x"() : () -> ()
// expected-error@+1 {{redefinition of block '^bb0'}}
^bb0:
  "k.y"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{entry block of region may not have predecessors}}
"k.r"() ({
^entry:
  "k.br"()[^entry] : () -> ()
}) : () -> ()

// -----

"k.r"() ({
  "k.br"()[^bb1] : () -> ()
^bb1:
  // expected-error@+1 {{reference to an undefined block}}
  "k.br"()[^bb0] : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{reference to an undefined block}}
"k.br"()[^bb1] : () -> ()

// -----

"k.r"() ({
  "k.x"() : () -> ()
// expected-error@+1 {{expected ':' after block name}}
^bb1
  "k.y"() : () -> ()
}) : () -> ()

// -----

"k.r"() ({
// expected-error@+1 {{expected ':' and type for SSA operand}}
^bb0(%a):
  "k.y"() : () -> ()
}) : () -> ()

// -----

"k.r"() ({
// expected-error@+1 {{expected ')'}}
^bb0(%a: i32:
  "k.y"() : () -> ()
}) : () -> ()

// -----

"k.r"() ({
  "k.a"() ({
    // expected-error@+1 {{reference to an undefined block}}
    "k.br"()[^outer] : () -> ()
  }) : () -> ()
  "k.br"()[^outer] : () -> ()
^outer:
  "k.ret"() : () -> ()
}) : () -> ()

// -----

"k.r"() ({
  // expected-error@+1 {{expected ',' or ']'}}
  "k.br"()[^bb1 : () -> ()
^bb1:
  "k.ret"() : () -> ()
}) : () -> ()

// -----

"k.r"() ({
  // expected-error@+1 {{use of undeclared SSA value name}}
  "k.br"(%x)[^bb1] : (i32) -> ()
^bb1:
  "k.ret"() : () -> ()
}) : () -> ()
