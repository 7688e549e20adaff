// FLAGS:
// Malformed input: unregistered dialects without --allow-unregistered-dialect.

// expected-error@+1 {{operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used}}
"k.a"() : () -> ()

// -----

// expected-error@+1 {{`!"k"<"type">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used}}
module attributes {k.attr = !k.type} {
}

// -----

// expected-error@+1 {{#"k"<"attr"> : 'none' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used}}
module attributes {k.attr = #k.attr} {
}

// -----

module {
  // expected-error@+1 {{operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used}}
  "k.nested"() : () -> ()
}
