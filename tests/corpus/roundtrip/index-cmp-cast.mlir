// index dialect: index.cmp with every predicate, the signed and unsigned
// casts to and from integers of several widths, and index.sizeof.
func.func @cmp(%a: index, %b: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = index.cmp eq(%a, %b)
  %1 = index.cmp ne(%a, %b)
  %2 = index.cmp slt(%a, %b)
  %3 = index.cmp sle(%a, %b)
  %4 = index.cmp sgt(%b, %a)
  %5 = index.cmp sge(%a, %a)
  %6 = index.cmp ult(%a, %b) {note = "unsigned"}
  %7 = index.cmp ule(%a, %b)
  %8 = index.cmp ugt(%a, %b)
  %9 = index.cmp uge(%a, %b)
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @cmp_generic(%a: index, %b: index) -> i1 {
  %0 = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate sge>}> : (index, index) -> i1
  %1 = "index.cmp"(%a, %b) {pred = #index<cmp_predicate ult>} : (index, index) -> i1
  %2 = "index.cmp"(%b, %a) <{pred = #index<cmp_predicate eq>}> {extra = 1 : i64} : (index, index) -> i1
  return %1 : i1
}

func.func @casts(%i: index, %x8: i8, %x32: i32, %x64: i64, %x1: i1, %x128: i128) {
  %0 = index.casts %i : index to i32
  %1 = index.casts %x32 : i32 to index
  %2 = index.castu %i : index to i64
  %3 = index.castu %x8 : i8 to index
  %4 = index.casts %x1 : i1 to index
  %5 = index.castu %i : index to i128
  %6 = index.casts %x128 : i128 to index
  %7 = index.castu %x64 {tag} : i64 to index
  %8 = "index.casts"(%i) : (index) -> i16
  %9 = "index.castu"(%x32) : (i32) -> index
  return
}

func.func @sizeof() -> index {
  %0 = index.sizeof
  %1 = index.sizeof {where = "here"}
  %2 = "index.sizeof"() : () -> index
  %3 = index.add %0, %1
  return %3 : index
}
