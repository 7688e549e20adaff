// Malformed ub.poison: its value must be a poison attribute.

func.func @f() {
  // expected-error@+1 {{'ub.poison' op attribute 'value' failed to satisfy constraint: PoisonAttrInterface instance}}
  %0 = "ub.poison"() {value = 1 : i32} : () -> i32
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'ub.poison' op attribute 'value' failed to satisfy constraint: PoisonAttrInterface instance}}
  %0 = "ub.poison"() {value = "poison"} : () -> f32
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{expected non-function type}}
  %0 = ub.poison :
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{expected ':'}}
  %0 = ub.poison <#ub.poison> i32
  return
}
