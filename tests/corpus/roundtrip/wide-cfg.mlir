// A wide CFG: 60 blocks in a chain with back edges and side exits.
"kfunc.func"() <{function_type = (i1, i32) -> i32, sym_name = "wide"}> ({
^bb0(%c: i1, %v: i32):
  "kcf.br"(%v)[^b1] : (i32) -> ()
^b1(%x1: i32):
  %y1 = "karith.addi"(%x1, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y1, %x1)[^b2, ^b1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b2(%x2: i32):
  %y2 = "karith.addi"(%x2, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y2, %x2)[^b3, ^b1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b3(%x3: i32):
  %y3 = "karith.addi"(%x3, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y3, %x3)[^b4, ^b1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b4(%x4: i32):
  %y4 = "karith.addi"(%x4, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y4, %x4)[^b5, ^b1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b5(%x5: i32):
  %y5 = "karith.addi"(%x5, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y5, %x5)[^b6, ^b4] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b6(%x6: i32):
  %y6 = "karith.addi"(%x6, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y6, %x6)[^b7, ^b4] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b7(%x7: i32):
  %y7 = "karith.addi"(%x7, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y7, %x7)[^b8, ^b4] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b8(%x8: i32):
  %y8 = "karith.addi"(%x8, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y8, %x8)[^b9, ^b4] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b9(%x9: i32):
  %y9 = "karith.addi"(%x9, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y9, %x9)[^b10, ^b4] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b10(%x10: i32):
  %y10 = "karith.addi"(%x10, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y10, %x10)[^b11, ^b9] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b11(%x11: i32):
  %y11 = "karith.addi"(%x11, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y11, %x11)[^b12, ^b9] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b12(%x12: i32):
  %y12 = "karith.addi"(%x12, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y12, %x12)[^b13, ^b9] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b13(%x13: i32):
  %y13 = "karith.addi"(%x13, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y13, %x13)[^b14, ^b9] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b14(%x14: i32):
  %y14 = "karith.addi"(%x14, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y14, %x14)[^b15, ^b9] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b15(%x15: i32):
  %y15 = "karith.addi"(%x15, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y15, %x15)[^b16, ^b14] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b16(%x16: i32):
  %y16 = "karith.addi"(%x16, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y16, %x16)[^b17, ^b14] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b17(%x17: i32):
  %y17 = "karith.addi"(%x17, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y17, %x17)[^b18, ^b14] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b18(%x18: i32):
  %y18 = "karith.addi"(%x18, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y18, %x18)[^b19, ^b14] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b19(%x19: i32):
  %y19 = "karith.addi"(%x19, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y19, %x19)[^b20, ^b14] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b20(%x20: i32):
  %y20 = "karith.addi"(%x20, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y20, %x20)[^b21, ^b19] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b21(%x21: i32):
  %y21 = "karith.addi"(%x21, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y21, %x21)[^b22, ^b19] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b22(%x22: i32):
  %y22 = "karith.addi"(%x22, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y22, %x22)[^b23, ^b19] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b23(%x23: i32):
  %y23 = "karith.addi"(%x23, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y23, %x23)[^b24, ^b19] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b24(%x24: i32):
  %y24 = "karith.addi"(%x24, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y24, %x24)[^b25, ^b19] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b25(%x25: i32):
  %y25 = "karith.addi"(%x25, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y25, %x25)[^b26, ^b24] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b26(%x26: i32):
  %y26 = "karith.addi"(%x26, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y26, %x26)[^b27, ^b24] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b27(%x27: i32):
  %y27 = "karith.addi"(%x27, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y27, %x27)[^b28, ^b24] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b28(%x28: i32):
  %y28 = "karith.addi"(%x28, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y28, %x28)[^b29, ^b24] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b29(%x29: i32):
  %y29 = "karith.addi"(%x29, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y29, %x29)[^b30, ^b24] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b30(%x30: i32):
  %y30 = "karith.addi"(%x30, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y30, %x30)[^b31, ^b29] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b31(%x31: i32):
  %y31 = "karith.addi"(%x31, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y31, %x31)[^b32, ^b29] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b32(%x32: i32):
  %y32 = "karith.addi"(%x32, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y32, %x32)[^b33, ^b29] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b33(%x33: i32):
  %y33 = "karith.addi"(%x33, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y33, %x33)[^b34, ^b29] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b34(%x34: i32):
  %y34 = "karith.addi"(%x34, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y34, %x34)[^b35, ^b29] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b35(%x35: i32):
  %y35 = "karith.addi"(%x35, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y35, %x35)[^b36, ^b34] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b36(%x36: i32):
  %y36 = "karith.addi"(%x36, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y36, %x36)[^b37, ^b34] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b37(%x37: i32):
  %y37 = "karith.addi"(%x37, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y37, %x37)[^b38, ^b34] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b38(%x38: i32):
  %y38 = "karith.addi"(%x38, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y38, %x38)[^b39, ^b34] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b39(%x39: i32):
  %y39 = "karith.addi"(%x39, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y39, %x39)[^b40, ^b34] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b40(%x40: i32):
  %y40 = "karith.addi"(%x40, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y40, %x40)[^b41, ^b39] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b41(%x41: i32):
  %y41 = "karith.addi"(%x41, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y41, %x41)[^b42, ^b39] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b42(%x42: i32):
  %y42 = "karith.addi"(%x42, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y42, %x42)[^b43, ^b39] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b43(%x43: i32):
  %y43 = "karith.addi"(%x43, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y43, %x43)[^b44, ^b39] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b44(%x44: i32):
  %y44 = "karith.addi"(%x44, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y44, %x44)[^b45, ^b39] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b45(%x45: i32):
  %y45 = "karith.addi"(%x45, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y45, %x45)[^b46, ^b44] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b46(%x46: i32):
  %y46 = "karith.addi"(%x46, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y46, %x46)[^b47, ^b44] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b47(%x47: i32):
  %y47 = "karith.addi"(%x47, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y47, %x47)[^b48, ^b44] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b48(%x48: i32):
  %y48 = "karith.addi"(%x48, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y48, %x48)[^b49, ^b44] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b49(%x49: i32):
  %y49 = "karith.addi"(%x49, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y49, %x49)[^b50, ^b44] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b50(%x50: i32):
  %y50 = "karith.addi"(%x50, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y50, %x50)[^b51, ^b49] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b51(%x51: i32):
  %y51 = "karith.addi"(%x51, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y51, %x51)[^b52, ^b49] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b52(%x52: i32):
  %y52 = "karith.addi"(%x52, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y52, %x52)[^b53, ^b49] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b53(%x53: i32):
  %y53 = "karith.addi"(%x53, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y53, %x53)[^b54, ^b49] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b54(%x54: i32):
  %y54 = "karith.addi"(%x54, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y54, %x54)[^b55, ^b49] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b55(%x55: i32):
  %y55 = "karith.addi"(%x55, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y55, %x55)[^b56, ^b54] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b56(%x56: i32):
  %y56 = "karith.addi"(%x56, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y56, %x56)[^b57, ^b54] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b57(%x57: i32):
  %y57 = "karith.addi"(%x57, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y57, %x57)[^b58, ^b54] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b58(%x58: i32):
  %y58 = "karith.addi"(%x58, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y58, %x58)[^b59, ^b54] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b59(%x59: i32):
  %y59 = "karith.addi"(%x59, %v) : (i32, i32) -> i32
  "kcf.cond_br"(%c, %y59, %x59)[^b60, ^b54] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^b60(%x60: i32):
  %y60 = "karith.addi"(%x60, %v) : (i32, i32) -> i32
  "kfunc.return"(%y60) : (i32) -> ()
}) : () -> ()
