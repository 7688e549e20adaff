// index dialect: the binary arithmetic, shift and bitwise ops, with
// discardable attributes and in generic form.
func.func @binary(%a: index, %b: index) -> index {
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b
  %3 = index.divs %a, %b
  %4 = index.divu %a, %b
  %5 = index.ceildivs %a, %b
  %6 = index.ceildivu %a, %b
  %7 = index.floordivs %a, %b
  %8 = index.rems %a, %b
  %9 = index.remu %a, %b
  %10 = index.maxs %a, %b
  %11 = index.maxu %a, %b
  %12 = index.mins %a, %b
  %13 = index.minu %a, %b
  %14 = index.shl %a, %b
  %15 = index.shrs %a, %b
  %16 = index.shru %a, %b
  %17 = index.and %a, %b
  %18 = index.or %a, %b
  %19 = index.xor %a, %b
  %c = index.add %0, %19 {tag = "x", n = 3 : i32}
  %d = "index.mul"(%c, %c) : (index, index) -> index
  %e = "index.xor"(%d, %a) {unit} : (index, index) -> index
  return %e : index
}

func.func @chain(%x: index) -> index {
  %0 = index.shl %x, %x
  %1 = index.shrs %0, %x
  %2 = index.shru %1, %0
  %3 = index.ceildivs %2, %1
  %4 = index.floordivs %3, %2
  return %4 : index
}
