// Integers of unusual widths and signedness in types and attributes.
"k.i"() {a = 1 : i1, b = 0 : i1, c = 127 : i7, d = -64 : i7, e = 65535 : ui16, f = -32768 : si16, g = 18446744073709551615 : ui64, h = 36893488147419103231 : i66, i = -1 : i256, j = 0 : ui1} : () -> (i3, si5, ui9, i128, i4096)
%x = "k.v"() {v = array<i1: true, false, true>, w = array<i8: -128, 127>} : () -> vector<3xi1>
