// Malformed input: the scf dialect: region arguments and terminators that
// disagree with an op's operands and results, terminators in the wrong
// parent, bad custom syntax.

func.func @f(%lb: index, %ub: index, %x: f32) {
  // expected-error@+1 {{'scf.for' op  region control flow edge from Region #0 to Region #0: source has 0 operands, but target successor needs 1}}
  %r = scf.for %i = %lb to %ub step %ub iter_args(%a = %x) -> (f32) {
    scf.yield
  }
  return
}

// -----

func.func @f(%lb: index, %ub: index, %x: f32, %y: i32) {
  // expected-error@+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'}}
  %r = scf.for %i = %lb to %ub step %ub iter_args(%a = %x) -> (f32) {
    scf.yield %y : i32
  }
  return
}

// -----

func.func @f(%lb: index, %ub: i32) {
  // expected-error@+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%lb, %ub, %lb) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, i32, index) -> ()
  return
}

// -----

func.func @f(%lb: index, %ub: index) {
  // expected-error@+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%lb, %ub, %lb) ({
  ^bb0(%i: i32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%lb: index, %x: f32) {
  // expected-error@+1 {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'f32' != 'i32'}}
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: f32):
    scf.yield %a : f32
  }) : (index, index, index, f32) -> i32
  return
}

// -----

func.func @f(%lb: index, %x: f32) {
  // expected-error@+1 {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x, %b = %x) -> (f32) {
    scf.yield %a : f32
  }
  return
}

// -----

func.func @f(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.if' op must have an else block if defining values}}
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @f(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.if' op  region control flow edge from Region #1 to parent results: source has 0 operands, but target successor needs 1}}
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    scf.yield
  }
  return
}

// -----

func.func @f(%c: i1, %x: f32, %y: i32) {
  // expected-error@+1 {{'scf.if' op  along control flow edge from Region #1 to parent results: source type #0 'i32' should match input type #0 'f32'}}
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    scf.yield %y : i32
  }
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @f(%c: i32) {
  // expected-error@+1 {{use of value '%c' expects different type than prior uses: 'i1' vs 'i32'}}
  scf.if %c {
  }
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error@+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield %x : f32
}

// -----

func.func @f(%c: i1) {
  // expected-error@+1 {{'scf.if' op expects region #0 to have 0 or 1 blocks}}
  scf.if %c {
    "cf.br"()[^bb1] : () -> ()
  ^bb1:
    scf.yield
  }
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error@+1 {{'scf.while' op  region control flow edge from Region #1 to Region #0: source has 0 operands, but target successor needs 1}}
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = "t.c"() : () -> i1
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield
  }
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error@+1 {{'scf.while' op  along control flow edge from Region #0 to parent results: source type #0 'i32' should match input type #0 'f32'}}
  %r = scf.while (%a = %x) : (i32) -> f32 {
    %c = "t.c"() : () -> i1
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error@+1 {{custom op 'scf.while' expected as many input types as operands (expected 1 got 2)}}
  %r = scf.while (%a = %x) : (i32, i32) -> i32 {
    %c = "t.c"() : () -> i1
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error@+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  scf.while : () -> () {
    // expected-note@+1 {{terminator here}}
    scf.yield
  } do {
    scf.yield
  }
  return
}

// -----

func.func @f() {
  %c = "t.c"() : () -> i1
  // expected-error@+1 {{'scf.condition' op expects parent op 'scf.while'}}
  scf.condition(%c)
}

// -----

func.func @f() {
  // expected-error@+1 {{'scf.execute_region' op  region control flow edge from Region #0 to parent results: source has 0 operands, but target successor needs 1}}
  %r = scf.execute_region -> i32 {
    scf.yield
  }
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'scf.execute_region' op region cannot have any arguments}}
  "scf.execute_region"() ({
  ^bb0(%a: i32):
    scf.yield
  }) : () -> ()
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op has duplicate case value: 1}}
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  case 1 {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @f(%i: index, %x: f32) {
  // expected-error@+1 {{'scf.index_switch' op expected result #0 of each region to be 'i32'}}
  %r = scf.index_switch %i -> i32
  case 1 {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  default {
    // expected-note@+1 {{default region returns 'f32' here}}
    scf.yield %x : f32
  }
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op expected each region to return 1 values, but default region returns 0}}
  %r = scf.index_switch %i -> i32
  default {
    // expected-note@+1 {{see yield operation here}}
    scf.yield
  }
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op has 0 case regions but 1 case values}}
  "scf.index_switch"(%i) <{cases = array<i64: 1>}> ({
    scf.yield
  }) : (index) -> ()
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @f(%i: i32) {
  // expected-error@+1 {{use of value '%i' expects different type than prior uses: 'index' vs 'i32'}}
  scf.index_switch %i
  default {
  }
  return
}

// -----

func.func @f(%lb: index, %x: f32) {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    scf.reduce
  }
  return
}

// -----

func.func @f(%lb: index, %x: f32, %y: i32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      // expected-error@+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %y : i32
    }
  }
  return
}

// -----

func.func @f(%lb: index, %x: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%x : f32) {
    ^bb0(%a: f32):
      scf.reduce.return %a : f32
    }
  }
  return
}

// -----

func.func @f(%lb: index) {
  // expected-error@+1 {{custom op 'scf.parallel' expected 2 operands}}
  scf.parallel (%i, %j) = (%lb) to (%lb) step (%lb) {
  }
  return
}

// -----

func.func @f(%lb: index) {
  // expected-error@+1 {{custom op 'scf.for' expected 'step'}}
  scf.for %i = %lb to %lb {
  }
  return
}
