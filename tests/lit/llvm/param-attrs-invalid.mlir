// The llvm.* argument and result attributes of llvm.func: the kind of value
// each takes, the type it may sit on, and which a result may not carry;
// checked in mlir-opt-19's order (result validity, value, type), entries of
// a dictionary in name order.
// RUN: rulir-opt %s -split-input-file -verify-diagnostics

// expected-error@below {{"llvm.readonly" should be a unit attribute}}
llvm.func @unit_first(%0 : i32 {llvm.readonly = i32})

// -----

// expected-error@below {{"llvm.byval" should be a type attribute}}
llvm.func @type_value(%0 : !llvm.ptr {llvm.byval})

// -----

// expected-error@below {{"llvm.dereferenceable" should be an integer attribute}}
llvm.func @int_value() -> (!llvm.ptr {llvm.dereferenceable = 1.0})

// -----

// expected-error@below {{"llvm.dereferenceable" attribute attached to non-pointer LLVM type}}
llvm.func @on_pointer(%a : f32 {llvm.dereferenceable = 1})

// -----

// expected-error@below {{"llvm.zeroext" attribute attached to non-integer LLVM type}}
llvm.func @on_integer(%a : f32 {llvm.zeroext})

// -----

// noalias sorts before noundef, so its error comes first.
// expected-error@below {{"llvm.noalias" attribute attached to non-pointer LLVM type}}
llvm.func @dict_order(%0 : i32 {llvm.noundef = 1, llvm.noalias})

// -----

// expected-error@below {{"llvm.inreg" should be a unit attribute}}
llvm.func @inreg() -> (!llvm.ptr {llvm.inreg = 1.0})

// -----

// expected-error@below {{"llvm.allocalign" is not a valid result attribute}}
llvm.func @allocalign_ret() -> (f32 {llvm.allocalign})

// -----

// expected-error@below {{"llvm.returned" is not a valid result attribute}}
llvm.func @returned_ret() -> (!llvm.ptr {llvm.returned = 1.0})

// -----

// Unchecked: allocalign's value, other llvm.* names.
llvm.func @unchecked(%0 : i32 {llvm.allocalign = 1, llvm.range = 1.0}) -> (!llvm.ptr {llvm.foo = 1.0})
