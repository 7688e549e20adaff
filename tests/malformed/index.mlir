// Malformed index dialect ops: operand, result and attribute types, the
// cast rule, the comparison predicate (its keyword too), the constants'
// values.

func.func @f(%a: i32, %b: index) {
  // expected-error@+1 {{'index.add' op operand #0 must be index, but got 'i32'}}
  %0 = "index.add"(%a, %b) : (i32, index) -> index
  return
}

// -----

func.func @f(%a: index, %b: index) {
  // expected-error@+1 {{'index.sub' op result #0 must be index, but got 'i64'}}
  %0 = "index.sub"(%a, %b) : (index, index) -> i64
  return
}

// -----

func.func @f(%a: index, %b: f32) {
  // expected-error@+1 {{'index.maxu' op operand #1 must be index, but got 'f32'}}
  %0 = "index.maxu"(%a, %b) : (index, f32) -> index
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'index.casts' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = index.casts %a : i32 to i64
  return
}

// -----

func.func @f(%a: index) {
  // expected-error@+1 {{'index.castu' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = index.castu %a : index to index
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'index.casts' op operand #0 must be integer or index, but got 'f32'}}
  %0 = index.casts %a : f32 to index
  return
}

// -----

func.func @f(%a: index) {
  // expected-error@+1 {{'index.castu' op result #0 must be integer or index, but got 'bf16'}}
  %0 = "index.castu"(%a) : (index) -> bf16
  return
}

// -----

func.func @f(%a: index, %b: index) {
  // expected-error@+1 {{'index.cmp' op requires attribute 'pred'}}
  %0 = "index.cmp"(%a, %b) : (index, index) -> i1
  return
}

// -----

func.func @f(%a: index, %b: index) {
  // expected-error@+1 {{'index.cmp' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i32
  return
}

// -----

func.func @f(%a: index, %b: index) {
  // expected-error@+1 {{'index.cmp' op attribute 'pred' failed to satisfy constraint: index comparison predicate kind}}
  %0 = "index.cmp"(%a, %b) {pred = 3 : i64} : (index, index) -> i1
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
  %0 = "index.constant"() <{value = 1 : i32}> : () -> index
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'index.constant' op requires attribute 'value'}}
  %0 = "index.constant"() : () -> index
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'index.constant' op result #0 must be index, but got 'i64'}}
  %0 = "index.constant"() <{value = 1 : index}> : () -> i64
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'index.bool.constant' op attribute 'value' failed to satisfy constraint: bool attribute}}
  %0 = "index.bool.constant"() {value = 1 : i8} : () -> i1
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'index.sizeof' op result #0 must be index, but got 'i64'}}
  %0 = "index.sizeof"() : () -> i64
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @f(%a: index, %b: i64) {
  // expected-error@+1 {{use of value '%b' expects different type than prior uses: 'index' vs 'i64'}}
  %0 = index.shl %a, %b
  return
}

// -----

func.func @f(%a: index, %b: index) {
  // expected-error@+2 {{custom op 'index.cmp' expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
  // expected-error@+1 {{custom op 'index.cmp' failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
  %0 = index.cmp foo(%a, %b)
  return
}

// -----

func.func @f(%a: index, %b: index) {
  // expected-error@+2 {{custom op 'index.cmp' expected valid keyword}}
  // expected-error@+1 {{custom op 'index.cmp' failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
  %0 = index.cmp (%a, %b)
  return
}

// -----

func.func @f(%a: index, %b: index) {
  // expected-error@+2 {{custom op 'index.cmp' expected valid keyword}}
  // expected-error@+1 {{custom op 'index.cmp' failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
  %0 = index.cmp "slt"(%a, %b)
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
  %0 = index.constant true
  return
}

// -----

func.func @f() {
  %0 = index.constant 1.5
  // expected-error@+1 {{floating point value not valid for specified type}}
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{custom op 'index.bool.constant' invalid kind of attribute specified}}
  %0 = index.bool.constant "yes"
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %0 = index.bool.constant 2
  return
}

// -----

func.func @f() {
  %0 = index.bool.constant 1.0
  // expected-error@+1 {{floating point value not valid for specified type}}
  return
}

// -----

func.func @constant_string() -> index {
  // expected-error@+1 {{custom op 'index.constant' invalid kind of attribute specified}}
  %0 = index.constant "s"
  return %0 : index
}
