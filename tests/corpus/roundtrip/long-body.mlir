// A long straight-line body: 600 ops over a few types, values reused at random.
"kfunc.func"() <{function_type = (i32, f32) -> (i32, f32), sym_name = "big"}> ({
^bb0(%i0: i32, %f0: f32):
  %f1 = "karith.addf"(%f0, %f0) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i2 = "karith.addi"(%i0, %i0) {seq = 1 : i32} : (i32, i32) -> i32
  %i3 = "karith.addi"(%i0, %i2) {seq = 2 : i32} : (i32, i32) -> i32
  %f4 = "karith.addf"(%f0, %f0) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i5 = "karith.shli"(%i0, %i2) {seq = 4 : i32} : (i32, i32) -> i32
  %i6 = "karith.addi"(%i0, %i2) {seq = 5 : i32} : (i32, i32) -> i32
  %f7 = "karith.addf"(%f4, %f1) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i8 = "karith.addi"(%i0, %i6) {seq = 7 : i32} : (i32, i32) -> i32
  %i9 = "karith.addi"(%i2, %i8) {seq = 8 : i32} : (i32, i32) -> i32
  %f10 = "karith.addf"(%f7, %f0) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i11 = "karith.muli"(%i2, %i0) {seq = 10 : i32} : (i32, i32) -> i32
  %i12 = "karith.muli"(%i6, %i9) {seq = 11 : i32} : (i32, i32) -> i32
  %f13 = "karith.addf"(%f10, %f0) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i14 = "karith.muli"(%i6, %i12) {seq = 13 : i32} : (i32, i32) -> i32
  %i15 = "karith.muli"(%i2, %i14) {seq = 14 : i32} : (i32, i32) -> i32
  %f16 = "karith.addf"(%f4, %f0) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i17 = "karith.addi"(%i12, %i2) {seq = 16 : i32} : (i32, i32) -> i32
  %i18 = "karith.shli"(%i14, %i5) {seq = 17 : i32} : (i32, i32) -> i32
  %f19 = "karith.addf"(%f13, %f10) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i20 = "karith.xori"(%i9, %i18) {seq = 19 : i32} : (i32, i32) -> i32
  %i21 = "karith.shli"(%i11, %i14) {seq = 20 : i32} : (i32, i32) -> i32
  %f22 = "karith.addf"(%f13, %f10) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i23 = "karith.muli"(%i5, %i18) {seq = 22 : i32} : (i32, i32) -> i32
  %i24 = "karith.xori"(%i11, %i3) {seq = 23 : i32} : (i32, i32) -> i32
  %f25 = "karith.addf"(%f22, %f19) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i26 = "karith.xori"(%i15, %i21) {seq = 25 : i32} : (i32, i32) -> i32
  %i27 = "karith.shli"(%i3, %i5) {seq = 26 : i32} : (i32, i32) -> i32
  %f28 = "karith.addf"(%f4, %f13) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i29 = "karith.shli"(%i6, %i23) {seq = 28 : i32} : (i32, i32) -> i32
  %i30 = "karith.xori"(%i2, %i3) {seq = 29 : i32} : (i32, i32) -> i32
  %f31 = "karith.addf"(%f13, %f13) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i32 = "karith.shli"(%i29, %i23) {seq = 31 : i32} : (i32, i32) -> i32
  %i33 = "karith.xori"(%i3, %i3) {seq = 32 : i32} : (i32, i32) -> i32
  %f34 = "karith.addf"(%f19, %f31) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i35 = "karith.addi"(%i32, %i3) {seq = 34 : i32} : (i32, i32) -> i32
  %i36 = "karith.xori"(%i35, %i33) {seq = 35 : i32} : (i32, i32) -> i32
  %f37 = "karith.addf"(%f28, %f25) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i38 = "karith.xori"(%i32, %i21) {seq = 37 : i32} : (i32, i32) -> i32
  %i39 = "karith.xori"(%i33, %i18) {seq = 38 : i32} : (i32, i32) -> i32
  %f40 = "karith.addf"(%f0, %f19) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i41 = "karith.addi"(%i17, %i8) {seq = 40 : i32} : (i32, i32) -> i32
  %i42 = "karith.muli"(%i23, %i2) {seq = 41 : i32} : (i32, i32) -> i32
  %f43 = "karith.addf"(%f34, %f10) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i44 = "karith.muli"(%i6, %i35) {seq = 43 : i32} : (i32, i32) -> i32
  %i45 = "karith.shli"(%i18, %i18) {seq = 44 : i32} : (i32, i32) -> i32
  %f46 = "karith.addf"(%f4, %f13) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i47 = "karith.xori"(%i21, %i18) {seq = 46 : i32} : (i32, i32) -> i32
  %i48 = "karith.xori"(%i12, %i41) {seq = 47 : i32} : (i32, i32) -> i32
  %f49 = "karith.addf"(%f37, %f31) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i50 = "karith.muli"(%i36, %i21) {seq = 49 : i32} : (i32, i32) -> i32
  %i51 = "karith.muli"(%i8, %i17) {seq = 50 : i32} : (i32, i32) -> i32
  %f52 = "karith.addf"(%f19, %f19) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i53 = "karith.muli"(%i0, %i47) {seq = 52 : i32} : (i32, i32) -> i32
  %i54 = "karith.addi"(%i24, %i27) {seq = 53 : i32} : (i32, i32) -> i32
  %f55 = "karith.addf"(%f10, %f37) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i56 = "karith.xori"(%i51, %i35) {seq = 55 : i32} : (i32, i32) -> i32
  %i57 = "karith.addi"(%i12, %i48) {seq = 56 : i32} : (i32, i32) -> i32
  %f58 = "karith.addf"(%f40, %f49) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i59 = "karith.shli"(%i38, %i38) {seq = 58 : i32} : (i32, i32) -> i32
  %i60 = "karith.shli"(%i38, %i9) {seq = 59 : i32} : (i32, i32) -> i32
  %f61 = "karith.addf"(%f58, %f34) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i62 = "karith.addi"(%i5, %i18) {seq = 61 : i32} : (i32, i32) -> i32
  %i63 = "karith.muli"(%i20, %i42) {seq = 62 : i32} : (i32, i32) -> i32
  %f64 = "karith.addf"(%f7, %f28) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i65 = "karith.addi"(%i57, %i5) {seq = 64 : i32} : (i32, i32) -> i32
  %i66 = "karith.muli"(%i0, %i54) {seq = 65 : i32} : (i32, i32) -> i32
  %f67 = "karith.addf"(%f49, %f7) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i68 = "karith.addi"(%i35, %i59) {seq = 67 : i32} : (i32, i32) -> i32
  %i69 = "karith.shli"(%i6, %i20) {seq = 68 : i32} : (i32, i32) -> i32
  %f70 = "karith.addf"(%f10, %f58) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i71 = "karith.xori"(%i24, %i33) {seq = 70 : i32} : (i32, i32) -> i32
  %i72 = "karith.addi"(%i45, %i11) {seq = 71 : i32} : (i32, i32) -> i32
  %f73 = "karith.addf"(%f43, %f40) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i74 = "karith.xori"(%i45, %i45) {seq = 73 : i32} : (i32, i32) -> i32
  %i75 = "karith.addi"(%i8, %i14) {seq = 74 : i32} : (i32, i32) -> i32
  %f76 = "karith.addf"(%f67, %f28) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i77 = "karith.shli"(%i71, %i24) {seq = 76 : i32} : (i32, i32) -> i32
  %i78 = "karith.addi"(%i66, %i15) {seq = 77 : i32} : (i32, i32) -> i32
  %f79 = "karith.addf"(%f16, %f46) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i80 = "karith.addi"(%i35, %i14) {seq = 79 : i32} : (i32, i32) -> i32
  %i81 = "karith.xori"(%i72, %i50) {seq = 80 : i32} : (i32, i32) -> i32
  %f82 = "karith.addf"(%f58, %f79) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i83 = "karith.xori"(%i8, %i66) {seq = 82 : i32} : (i32, i32) -> i32
  %i84 = "karith.muli"(%i50, %i35) {seq = 83 : i32} : (i32, i32) -> i32
  %f85 = "karith.addf"(%f31, %f70) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i86 = "karith.xori"(%i21, %i51) {seq = 85 : i32} : (i32, i32) -> i32
  %i87 = "karith.muli"(%i60, %i21) {seq = 86 : i32} : (i32, i32) -> i32
  %f88 = "karith.addf"(%f73, %f19) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i89 = "karith.muli"(%i78, %i38) {seq = 88 : i32} : (i32, i32) -> i32
  %i90 = "karith.shli"(%i18, %i50) {seq = 89 : i32} : (i32, i32) -> i32
  %f91 = "karith.addf"(%f31, %f67) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i92 = "karith.xori"(%i2, %i2) {seq = 91 : i32} : (i32, i32) -> i32
  %i93 = "karith.muli"(%i45, %i24) {seq = 92 : i32} : (i32, i32) -> i32
  %f94 = "karith.addf"(%f64, %f82) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i95 = "karith.xori"(%i77, %i89) {seq = 94 : i32} : (i32, i32) -> i32
  %i96 = "karith.muli"(%i69, %i15) {seq = 95 : i32} : (i32, i32) -> i32
  %f97 = "karith.addf"(%f16, %f40) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i98 = "karith.xori"(%i90, %i38) {seq = 97 : i32} : (i32, i32) -> i32
  %i99 = "karith.addi"(%i39, %i92) {seq = 98 : i32} : (i32, i32) -> i32
  %f100 = "karith.addf"(%f88, %f64) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i101 = "karith.shli"(%i15, %i23) {seq = 100 : i32} : (i32, i32) -> i32
  %i102 = "karith.muli"(%i38, %i92) {seq = 101 : i32} : (i32, i32) -> i32
  %f103 = "karith.addf"(%f79, %f61) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i104 = "karith.shli"(%i17, %i75) {seq = 103 : i32} : (i32, i32) -> i32
  %i105 = "karith.muli"(%i77, %i15) {seq = 104 : i32} : (i32, i32) -> i32
  %f106 = "karith.addf"(%f28, %f22) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i107 = "karith.shli"(%i5, %i29) {seq = 106 : i32} : (i32, i32) -> i32
  %i108 = "karith.xori"(%i27, %i90) {seq = 107 : i32} : (i32, i32) -> i32
  %f109 = "karith.addf"(%f25, %f103) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i110 = "karith.addi"(%i105, %i24) {seq = 109 : i32} : (i32, i32) -> i32
  %i111 = "karith.muli"(%i2, %i20) {seq = 110 : i32} : (i32, i32) -> i32
  %f112 = "karith.addf"(%f79, %f34) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i113 = "karith.xori"(%i41, %i5) {seq = 112 : i32} : (i32, i32) -> i32
  %i114 = "karith.muli"(%i41, %i56) {seq = 113 : i32} : (i32, i32) -> i32
  %f115 = "karith.addf"(%f109, %f58) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i116 = "karith.shli"(%i50, %i104) {seq = 115 : i32} : (i32, i32) -> i32
  %i117 = "karith.xori"(%i24, %i11) {seq = 116 : i32} : (i32, i32) -> i32
  %f118 = "karith.addf"(%f85, %f109) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i119 = "karith.muli"(%i99, %i80) {seq = 118 : i32} : (i32, i32) -> i32
  %i120 = "karith.addi"(%i102, %i29) {seq = 119 : i32} : (i32, i32) -> i32
  %f121 = "karith.addf"(%f82, %f31) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i122 = "karith.muli"(%i116, %i0) {seq = 121 : i32} : (i32, i32) -> i32
  %i123 = "karith.shli"(%i33, %i27) {seq = 122 : i32} : (i32, i32) -> i32
  %f124 = "karith.addf"(%f115, %f19) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i125 = "karith.xori"(%i107, %i11) {seq = 124 : i32} : (i32, i32) -> i32
  %i126 = "karith.shli"(%i99, %i101) {seq = 125 : i32} : (i32, i32) -> i32
  %f127 = "karith.addf"(%f16, %f103) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i128 = "karith.muli"(%i11, %i47) {seq = 127 : i32} : (i32, i32) -> i32
  %i129 = "karith.addi"(%i53, %i8) {seq = 128 : i32} : (i32, i32) -> i32
  %f130 = "karith.addf"(%f94, %f82) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i131 = "karith.addi"(%i107, %i5) {seq = 130 : i32} : (i32, i32) -> i32
  %i132 = "karith.muli"(%i84, %i62) {seq = 131 : i32} : (i32, i32) -> i32
  %f133 = "karith.addf"(%f130, %f49) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i134 = "karith.shli"(%i86, %i98) {seq = 133 : i32} : (i32, i32) -> i32
  %i135 = "karith.xori"(%i96, %i47) {seq = 134 : i32} : (i32, i32) -> i32
  %f136 = "karith.addf"(%f103, %f34) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i137 = "karith.shli"(%i86, %i26) {seq = 136 : i32} : (i32, i32) -> i32
  %i138 = "karith.shli"(%i23, %i75) {seq = 137 : i32} : (i32, i32) -> i32
  %f139 = "karith.addf"(%f58, %f10) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i140 = "karith.shli"(%i128, %i45) {seq = 139 : i32} : (i32, i32) -> i32
  %i141 = "karith.xori"(%i14, %i41) {seq = 140 : i32} : (i32, i32) -> i32
  %f142 = "karith.addf"(%f19, %f25) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i143 = "karith.xori"(%i137, %i123) {seq = 142 : i32} : (i32, i32) -> i32
  %i144 = "karith.muli"(%i27, %i48) {seq = 143 : i32} : (i32, i32) -> i32
  %f145 = "karith.addf"(%f85, %f40) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i146 = "karith.shli"(%i143, %i18) {seq = 145 : i32} : (i32, i32) -> i32
  %i147 = "karith.muli"(%i93, %i30) {seq = 146 : i32} : (i32, i32) -> i32
  %f148 = "karith.addf"(%f28, %f133) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i149 = "karith.shli"(%i83, %i98) {seq = 148 : i32} : (i32, i32) -> i32
  %i150 = "karith.muli"(%i65, %i80) {seq = 149 : i32} : (i32, i32) -> i32
  %f151 = "karith.addf"(%f64, %f58) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i152 = "karith.xori"(%i17, %i138) {seq = 151 : i32} : (i32, i32) -> i32
  %i153 = "karith.shli"(%i3, %i65) {seq = 152 : i32} : (i32, i32) -> i32
  %f154 = "karith.addf"(%f82, %f133) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i155 = "karith.xori"(%i3, %i74) {seq = 154 : i32} : (i32, i32) -> i32
  %i156 = "karith.xori"(%i99, %i119) {seq = 155 : i32} : (i32, i32) -> i32
  %f157 = "karith.addf"(%f94, %f10) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i158 = "karith.muli"(%i21, %i150) {seq = 157 : i32} : (i32, i32) -> i32
  %i159 = "karith.xori"(%i20, %i15) {seq = 158 : i32} : (i32, i32) -> i32
  %f160 = "karith.addf"(%f49, %f4) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i161 = "karith.xori"(%i149, %i35) {seq = 160 : i32} : (i32, i32) -> i32
  %i162 = "karith.shli"(%i144, %i24) {seq = 161 : i32} : (i32, i32) -> i32
  %f163 = "karith.addf"(%f160, %f127) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i164 = "karith.shli"(%i156, %i50) {seq = 163 : i32} : (i32, i32) -> i32
  %i165 = "karith.shli"(%i29, %i102) {seq = 164 : i32} : (i32, i32) -> i32
  %f166 = "karith.addf"(%f130, %f58) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i167 = "karith.addi"(%i17, %i53) {seq = 166 : i32} : (i32, i32) -> i32
  %i168 = "karith.muli"(%i153, %i132) {seq = 167 : i32} : (i32, i32) -> i32
  %f169 = "karith.addf"(%f79, %f10) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i170 = "karith.addi"(%i51, %i3) {seq = 169 : i32} : (i32, i32) -> i32
  %i171 = "karith.addi"(%i153, %i50) {seq = 170 : i32} : (i32, i32) -> i32
  %f172 = "karith.addf"(%f112, %f160) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i173 = "karith.xori"(%i42, %i12) {seq = 172 : i32} : (i32, i32) -> i32
  %i174 = "karith.shli"(%i165, %i23) {seq = 173 : i32} : (i32, i32) -> i32
  %f175 = "karith.addf"(%f0, %f61) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i176 = "karith.xori"(%i105, %i80) {seq = 175 : i32} : (i32, i32) -> i32
  %i177 = "karith.addi"(%i119, %i24) {seq = 176 : i32} : (i32, i32) -> i32
  %f178 = "karith.addf"(%f97, %f133) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i179 = "karith.muli"(%i45, %i21) {seq = 178 : i32} : (i32, i32) -> i32
  %i180 = "karith.muli"(%i50, %i9) {seq = 179 : i32} : (i32, i32) -> i32
  %f181 = "karith.addf"(%f34, %f175) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i182 = "karith.xori"(%i59, %i120) {seq = 181 : i32} : (i32, i32) -> i32
  %i183 = "karith.muli"(%i101, %i146) {seq = 182 : i32} : (i32, i32) -> i32
  %f184 = "karith.addf"(%f52, %f82) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i185 = "karith.muli"(%i96, %i129) {seq = 184 : i32} : (i32, i32) -> i32
  %i186 = "karith.addi"(%i51, %i66) {seq = 185 : i32} : (i32, i32) -> i32
  %f187 = "karith.addf"(%f46, %f4) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i188 = "karith.muli"(%i2, %i3) {seq = 187 : i32} : (i32, i32) -> i32
  %i189 = "karith.muli"(%i98, %i90) {seq = 188 : i32} : (i32, i32) -> i32
  %f190 = "karith.addf"(%f169, %f37) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i191 = "karith.shli"(%i126, %i156) {seq = 190 : i32} : (i32, i32) -> i32
  %i192 = "karith.xori"(%i189, %i150) {seq = 191 : i32} : (i32, i32) -> i32
  %f193 = "karith.addf"(%f79, %f85) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i194 = "karith.muli"(%i131, %i75) {seq = 193 : i32} : (i32, i32) -> i32
  %i195 = "karith.addi"(%i155, %i132) {seq = 194 : i32} : (i32, i32) -> i32
  %f196 = "karith.addf"(%f46, %f1) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i197 = "karith.shli"(%i27, %i98) {seq = 196 : i32} : (i32, i32) -> i32
  %i198 = "karith.addi"(%i62, %i21) {seq = 197 : i32} : (i32, i32) -> i32
  %f199 = "karith.addf"(%f142, %f190) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i200 = "karith.xori"(%i108, %i93) {seq = 199 : i32} : (i32, i32) -> i32
  %i201 = "karith.muli"(%i17, %i176) {seq = 200 : i32} : (i32, i32) -> i32
  %f202 = "karith.addf"(%f58, %f100) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i203 = "karith.xori"(%i171, %i0) {seq = 202 : i32} : (i32, i32) -> i32
  %i204 = "karith.xori"(%i140, %i126) {seq = 203 : i32} : (i32, i32) -> i32
  %f205 = "karith.addf"(%f91, %f10) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i206 = "karith.xori"(%i119, %i83) {seq = 205 : i32} : (i32, i32) -> i32
  %i207 = "karith.xori"(%i69, %i0) {seq = 206 : i32} : (i32, i32) -> i32
  %f208 = "karith.addf"(%f142, %f28) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i209 = "karith.muli"(%i182, %i107) {seq = 208 : i32} : (i32, i32) -> i32
  %i210 = "karith.addi"(%i95, %i194) {seq = 209 : i32} : (i32, i32) -> i32
  %f211 = "karith.addf"(%f31, %f97) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i212 = "karith.shli"(%i33, %i54) {seq = 211 : i32} : (i32, i32) -> i32
  %i213 = "karith.addi"(%i15, %i150) {seq = 212 : i32} : (i32, i32) -> i32
  %f214 = "karith.addf"(%f112, %f112) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i215 = "karith.muli"(%i89, %i32) {seq = 214 : i32} : (i32, i32) -> i32
  %i216 = "karith.shli"(%i149, %i125) {seq = 215 : i32} : (i32, i32) -> i32
  %f217 = "karith.addf"(%f55, %f106) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i218 = "karith.shli"(%i56, %i17) {seq = 217 : i32} : (i32, i32) -> i32
  %i219 = "karith.addi"(%i194, %i53) {seq = 218 : i32} : (i32, i32) -> i32
  %f220 = "karith.addf"(%f85, %f28) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i221 = "karith.muli"(%i11, %i15) {seq = 220 : i32} : (i32, i32) -> i32
  %i222 = "karith.shli"(%i138, %i39) {seq = 221 : i32} : (i32, i32) -> i32
  %f223 = "karith.addf"(%f169, %f211) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i224 = "karith.muli"(%i18, %i6) {seq = 223 : i32} : (i32, i32) -> i32
  %i225 = "karith.addi"(%i188, %i101) {seq = 224 : i32} : (i32, i32) -> i32
  %f226 = "karith.addf"(%f172, %f22) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i227 = "karith.addi"(%i192, %i206) {seq = 226 : i32} : (i32, i32) -> i32
  %i228 = "karith.shli"(%i201, %i24) {seq = 227 : i32} : (i32, i32) -> i32
  %f229 = "karith.addf"(%f94, %f25) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i230 = "karith.muli"(%i101, %i90) {seq = 229 : i32} : (i32, i32) -> i32
  %i231 = "karith.shli"(%i89, %i176) {seq = 230 : i32} : (i32, i32) -> i32
  %f232 = "karith.addf"(%f142, %f25) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i233 = "karith.addi"(%i183, %i110) {seq = 232 : i32} : (i32, i32) -> i32
  %i234 = "karith.muli"(%i75, %i29) {seq = 233 : i32} : (i32, i32) -> i32
  %f235 = "karith.addf"(%f124, %f94) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i236 = "karith.muli"(%i116, %i218) {seq = 235 : i32} : (i32, i32) -> i32
  %i237 = "karith.addi"(%i5, %i185) {seq = 236 : i32} : (i32, i32) -> i32
  %f238 = "karith.addf"(%f184, %f100) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i239 = "karith.shli"(%i38, %i83) {seq = 238 : i32} : (i32, i32) -> i32
  %i240 = "karith.xori"(%i111, %i198) {seq = 239 : i32} : (i32, i32) -> i32
  %f241 = "karith.addf"(%f175, %f175) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i242 = "karith.muli"(%i179, %i45) {seq = 241 : i32} : (i32, i32) -> i32
  %i243 = "karith.shli"(%i119, %i32) {seq = 242 : i32} : (i32, i32) -> i32
  %f244 = "karith.addf"(%f4, %f109) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i245 = "karith.shli"(%i176, %i29) {seq = 244 : i32} : (i32, i32) -> i32
  %i246 = "karith.muli"(%i102, %i149) {seq = 245 : i32} : (i32, i32) -> i32
  %f247 = "karith.addf"(%f76, %f25) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i248 = "karith.muli"(%i222, %i35) {seq = 247 : i32} : (i32, i32) -> i32
  %i249 = "karith.xori"(%i201, %i101) {seq = 248 : i32} : (i32, i32) -> i32
  %f250 = "karith.addf"(%f46, %f229) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i251 = "karith.xori"(%i242, %i195) {seq = 250 : i32} : (i32, i32) -> i32
  %i252 = "karith.muli"(%i42, %i140) {seq = 251 : i32} : (i32, i32) -> i32
  %f253 = "karith.addf"(%f187, %f184) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i254 = "karith.muli"(%i150, %i9) {seq = 253 : i32} : (i32, i32) -> i32
  %i255 = "karith.shli"(%i0, %i188) {seq = 254 : i32} : (i32, i32) -> i32
  %f256 = "karith.addf"(%f151, %f112) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i257 = "karith.xori"(%i54, %i159) {seq = 256 : i32} : (i32, i32) -> i32
  %i258 = "karith.addi"(%i144, %i120) {seq = 257 : i32} : (i32, i32) -> i32
  %f259 = "karith.addf"(%f124, %f0) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i260 = "karith.shli"(%i125, %i129) {seq = 259 : i32} : (i32, i32) -> i32
  %i261 = "karith.addi"(%i45, %i75) {seq = 260 : i32} : (i32, i32) -> i32
  %f262 = "karith.addf"(%f109, %f94) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i263 = "karith.shli"(%i143, %i24) {seq = 262 : i32} : (i32, i32) -> i32
  %i264 = "karith.addi"(%i149, %i225) {seq = 263 : i32} : (i32, i32) -> i32
  %f265 = "karith.addf"(%f136, %f160) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i266 = "karith.xori"(%i105, %i18) {seq = 265 : i32} : (i32, i32) -> i32
  %i267 = "karith.xori"(%i39, %i20) {seq = 266 : i32} : (i32, i32) -> i32
  %f268 = "karith.addf"(%f241, %f55) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i269 = "karith.shli"(%i95, %i102) {seq = 268 : i32} : (i32, i32) -> i32
  %i270 = "karith.muli"(%i195, %i120) {seq = 269 : i32} : (i32, i32) -> i32
  %f271 = "karith.addf"(%f139, %f160) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i272 = "karith.shli"(%i11, %i242) {seq = 271 : i32} : (i32, i32) -> i32
  %i273 = "karith.muli"(%i212, %i210) {seq = 272 : i32} : (i32, i32) -> i32
  %f274 = "karith.addf"(%f28, %f16) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i275 = "karith.muli"(%i158, %i173) {seq = 274 : i32} : (i32, i32) -> i32
  %i276 = "karith.shli"(%i246, %i110) {seq = 275 : i32} : (i32, i32) -> i32
  %f277 = "karith.addf"(%f16, %f208) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i278 = "karith.shli"(%i48, %i65) {seq = 277 : i32} : (i32, i32) -> i32
  %i279 = "karith.xori"(%i159, %i131) {seq = 278 : i32} : (i32, i32) -> i32
  %f280 = "karith.addf"(%f112, %f94) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i281 = "karith.shli"(%i251, %i99) {seq = 280 : i32} : (i32, i32) -> i32
  %i282 = "karith.xori"(%i251, %i92) {seq = 281 : i32} : (i32, i32) -> i32
  %f283 = "karith.addf"(%f181, %f211) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i284 = "karith.addi"(%i257, %i150) {seq = 283 : i32} : (i32, i32) -> i32
  %i285 = "karith.muli"(%i63, %i246) {seq = 284 : i32} : (i32, i32) -> i32
  %f286 = "karith.addf"(%f25, %f76) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i287 = "karith.muli"(%i192, %i191) {seq = 286 : i32} : (i32, i32) -> i32
  %i288 = "karith.shli"(%i173, %i128) {seq = 287 : i32} : (i32, i32) -> i32
  %f289 = "karith.addf"(%f160, %f49) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i290 = "karith.muli"(%i210, %i74) {seq = 289 : i32} : (i32, i32) -> i32
  %i291 = "karith.xori"(%i35, %i66) {seq = 290 : i32} : (i32, i32) -> i32
  %f292 = "karith.addf"(%f211, %f31) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i293 = "karith.xori"(%i122, %i92) {seq = 292 : i32} : (i32, i32) -> i32
  %i294 = "karith.muli"(%i99, %i218) {seq = 293 : i32} : (i32, i32) -> i32
  %f295 = "karith.addf"(%f4, %f283) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i296 = "karith.shli"(%i158, %i147) {seq = 295 : i32} : (i32, i32) -> i32
  %i297 = "karith.muli"(%i285, %i201) {seq = 296 : i32} : (i32, i32) -> i32
  %f298 = "karith.addf"(%f142, %f100) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i299 = "karith.addi"(%i129, %i288) {seq = 298 : i32} : (i32, i32) -> i32
  %i300 = "karith.xori"(%i191, %i107) {seq = 299 : i32} : (i32, i32) -> i32
  %f301 = "karith.addf"(%f46, %f259) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i302 = "karith.muli"(%i192, %i203) {seq = 301 : i32} : (i32, i32) -> i32
  %i303 = "karith.muli"(%i35, %i104) {seq = 302 : i32} : (i32, i32) -> i32
  %f304 = "karith.addf"(%f145, %f151) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i305 = "karith.shli"(%i248, %i171) {seq = 304 : i32} : (i32, i32) -> i32
  %i306 = "karith.muli"(%i119, %i8) {seq = 305 : i32} : (i32, i32) -> i32
  %f307 = "karith.addf"(%f10, %f160) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i308 = "karith.shli"(%i272, %i293) {seq = 307 : i32} : (i32, i32) -> i32
  %i309 = "karith.addi"(%i225, %i188) {seq = 308 : i32} : (i32, i32) -> i32
  %f310 = "karith.addf"(%f25, %f148) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i311 = "karith.shli"(%i203, %i179) {seq = 310 : i32} : (i32, i32) -> i32
  %i312 = "karith.addi"(%i95, %i300) {seq = 311 : i32} : (i32, i32) -> i32
  %f313 = "karith.addf"(%f82, %f55) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i314 = "karith.addi"(%i57, %i200) {seq = 313 : i32} : (i32, i32) -> i32
  %i315 = "karith.shli"(%i276, %i269) {seq = 314 : i32} : (i32, i32) -> i32
  %f316 = "karith.addf"(%f28, %f208) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i317 = "karith.addi"(%i297, %i15) {seq = 316 : i32} : (i32, i32) -> i32
  %i318 = "karith.muli"(%i300, %i48) {seq = 317 : i32} : (i32, i32) -> i32
  %f319 = "karith.addf"(%f214, %f10) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i320 = "karith.xori"(%i248, %i275) {seq = 319 : i32} : (i32, i32) -> i32
  %i321 = "karith.xori"(%i48, %i240) {seq = 320 : i32} : (i32, i32) -> i32
  %f322 = "karith.addf"(%f199, %f241) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i323 = "karith.addi"(%i167, %i267) {seq = 322 : i32} : (i32, i32) -> i32
  %i324 = "karith.xori"(%i38, %i27) {seq = 323 : i32} : (i32, i32) -> i32
  %f325 = "karith.addf"(%f199, %f220) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i326 = "karith.xori"(%i74, %i149) {seq = 325 : i32} : (i32, i32) -> i32
  %i327 = "karith.addi"(%i86, %i303) {seq = 326 : i32} : (i32, i32) -> i32
  %f328 = "karith.addf"(%f1, %f202) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i329 = "karith.xori"(%i116, %i176) {seq = 328 : i32} : (i32, i32) -> i32
  %i330 = "karith.muli"(%i120, %i248) {seq = 329 : i32} : (i32, i32) -> i32
  %f331 = "karith.addf"(%f178, %f199) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i332 = "karith.muli"(%i90, %i210) {seq = 331 : i32} : (i32, i32) -> i32
  %i333 = "karith.xori"(%i11, %i158) {seq = 332 : i32} : (i32, i32) -> i32
  %f334 = "karith.addf"(%f19, %f4) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i335 = "karith.shli"(%i74, %i191) {seq = 334 : i32} : (i32, i32) -> i32
  %i336 = "karith.muli"(%i30, %i98) {seq = 335 : i32} : (i32, i32) -> i32
  %f337 = "karith.addf"(%f253, %f160) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i338 = "karith.shli"(%i141, %i87) {seq = 337 : i32} : (i32, i32) -> i32
  %i339 = "karith.xori"(%i12, %i267) {seq = 338 : i32} : (i32, i32) -> i32
  %f340 = "karith.addf"(%f271, %f157) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i341 = "karith.shli"(%i138, %i261) {seq = 340 : i32} : (i32, i32) -> i32
  %i342 = "karith.xori"(%i75, %i2) {seq = 341 : i32} : (i32, i32) -> i32
  %f343 = "karith.addf"(%f280, %f322) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i344 = "karith.muli"(%i194, %i26) {seq = 343 : i32} : (i32, i32) -> i32
  %i345 = "karith.xori"(%i189, %i77) {seq = 344 : i32} : (i32, i32) -> i32
  %f346 = "karith.addf"(%f292, %f310) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i347 = "karith.shli"(%i74, %i89) {seq = 346 : i32} : (i32, i32) -> i32
  %i348 = "karith.xori"(%i84, %i101) {seq = 347 : i32} : (i32, i32) -> i32
  %f349 = "karith.addf"(%f37, %f235) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i350 = "karith.muli"(%i189, %i234) {seq = 349 : i32} : (i32, i32) -> i32
  %i351 = "karith.shli"(%i344, %i86) {seq = 350 : i32} : (i32, i32) -> i32
  %f352 = "karith.addf"(%f157, %f346) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i353 = "karith.muli"(%i255, %i21) {seq = 352 : i32} : (i32, i32) -> i32
  %i354 = "karith.muli"(%i150, %i20) {seq = 353 : i32} : (i32, i32) -> i32
  %f355 = "karith.addf"(%f7, %f226) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i356 = "karith.addi"(%i54, %i159) {seq = 355 : i32} : (i32, i32) -> i32
  %i357 = "karith.muli"(%i272, %i23) {seq = 356 : i32} : (i32, i32) -> i32
  %f358 = "karith.addf"(%f148, %f169) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i359 = "karith.xori"(%i344, %i273) {seq = 358 : i32} : (i32, i32) -> i32
  %i360 = "karith.addi"(%i281, %i42) {seq = 359 : i32} : (i32, i32) -> i32
  %f361 = "karith.addf"(%f355, %f61) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i362 = "karith.muli"(%i126, %i72) {seq = 361 : i32} : (i32, i32) -> i32
  %i363 = "karith.shli"(%i251, %i359) {seq = 362 : i32} : (i32, i32) -> i32
  %f364 = "karith.addf"(%f10, %f115) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i365 = "karith.shli"(%i255, %i278) {seq = 364 : i32} : (i32, i32) -> i32
  %i366 = "karith.xori"(%i321, %i143) {seq = 365 : i32} : (i32, i32) -> i32
  %f367 = "karith.addf"(%f166, %f61) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i368 = "karith.addi"(%i41, %i0) {seq = 367 : i32} : (i32, i32) -> i32
  %i369 = "karith.xori"(%i107, %i30) {seq = 368 : i32} : (i32, i32) -> i32
  %f370 = "karith.addf"(%f157, %f364) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i371 = "karith.muli"(%i339, %i47) {seq = 370 : i32} : (i32, i32) -> i32
  %i372 = "karith.xori"(%i146, %i137) {seq = 371 : i32} : (i32, i32) -> i32
  %f373 = "karith.addf"(%f313, %f304) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i374 = "karith.addi"(%i165, %i33) {seq = 373 : i32} : (i32, i32) -> i32
  %i375 = "karith.muli"(%i270, %i182) {seq = 374 : i32} : (i32, i32) -> i32
  %f376 = "karith.addf"(%f139, %f205) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i377 = "karith.muli"(%i353, %i171) {seq = 376 : i32} : (i32, i32) -> i32
  %i378 = "karith.shli"(%i123, %i140) {seq = 377 : i32} : (i32, i32) -> i32
  %f379 = "karith.addf"(%f7, %f238) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i380 = "karith.shli"(%i158, %i95) {seq = 379 : i32} : (i32, i32) -> i32
  %i381 = "karith.addi"(%i15, %i144) {seq = 380 : i32} : (i32, i32) -> i32
  %f382 = "karith.addf"(%f352, %f46) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i383 = "karith.addi"(%i308, %i353) {seq = 382 : i32} : (i32, i32) -> i32
  %i384 = "karith.addi"(%i197, %i149) {seq = 383 : i32} : (i32, i32) -> i32
  %f385 = "karith.addf"(%f256, %f274) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i386 = "karith.addi"(%i209, %i257) {seq = 385 : i32} : (i32, i32) -> i32
  %i387 = "karith.xori"(%i201, %i243) {seq = 386 : i32} : (i32, i32) -> i32
  %f388 = "karith.addf"(%f226, %f0) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i389 = "karith.muli"(%i50, %i18) {seq = 388 : i32} : (i32, i32) -> i32
  %i390 = "karith.shli"(%i81, %i365) {seq = 389 : i32} : (i32, i32) -> i32
  %f391 = "karith.addf"(%f292, %f190) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i392 = "karith.muli"(%i330, %i378) {seq = 391 : i32} : (i32, i32) -> i32
  %i393 = "karith.addi"(%i381, %i140) {seq = 392 : i32} : (i32, i32) -> i32
  %f394 = "karith.addf"(%f229, %f112) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i395 = "karith.xori"(%i180, %i251) {seq = 394 : i32} : (i32, i32) -> i32
  %i396 = "karith.addi"(%i353, %i278) {seq = 395 : i32} : (i32, i32) -> i32
  %f397 = "karith.addf"(%f391, %f148) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i398 = "karith.muli"(%i300, %i122) {seq = 397 : i32} : (i32, i32) -> i32
  %i399 = "karith.addi"(%i312, %i50) {seq = 398 : i32} : (i32, i32) -> i32
  %f400 = "karith.addf"(%f367, %f247) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i401 = "karith.addi"(%i123, %i327) {seq = 400 : i32} : (i32, i32) -> i32
  %i402 = "karith.addi"(%i54, %i203) {seq = 401 : i32} : (i32, i32) -> i32
  %f403 = "karith.addf"(%f157, %f70) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i404 = "karith.shli"(%i323, %i383) {seq = 403 : i32} : (i32, i32) -> i32
  %i405 = "karith.muli"(%i132, %i179) {seq = 404 : i32} : (i32, i32) -> i32
  %f406 = "karith.addf"(%f316, %f349) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i407 = "karith.xori"(%i180, %i93) {seq = 406 : i32} : (i32, i32) -> i32
  %i408 = "karith.xori"(%i225, %i215) {seq = 407 : i32} : (i32, i32) -> i32
  %f409 = "karith.addf"(%f283, %f193) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i410 = "karith.shli"(%i200, %i152) {seq = 409 : i32} : (i32, i32) -> i32
  %i411 = "karith.muli"(%i189, %i143) {seq = 410 : i32} : (i32, i32) -> i32
  %f412 = "karith.addf"(%f178, %f115) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i413 = "karith.xori"(%i216, %i144) {seq = 412 : i32} : (i32, i32) -> i32
  %i414 = "karith.xori"(%i50, %i303) {seq = 413 : i32} : (i32, i32) -> i32
  %f415 = "karith.addf"(%f184, %f385) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i416 = "karith.addi"(%i404, %i177) {seq = 415 : i32} : (i32, i32) -> i32
  %i417 = "karith.addi"(%i356, %i27) {seq = 416 : i32} : (i32, i32) -> i32
  %f418 = "karith.addf"(%f1, %f361) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i419 = "karith.xori"(%i177, %i344) {seq = 418 : i32} : (i32, i32) -> i32
  %i420 = "karith.muli"(%i30, %i225) {seq = 419 : i32} : (i32, i32) -> i32
  %f421 = "karith.addf"(%f88, %f34) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i422 = "karith.addi"(%i146, %i149) {seq = 421 : i32} : (i32, i32) -> i32
  %i423 = "karith.muli"(%i285, %i393) {seq = 422 : i32} : (i32, i32) -> i32
  %f424 = "karith.addf"(%f340, %f196) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i425 = "karith.xori"(%i5, %i81) {seq = 424 : i32} : (i32, i32) -> i32
  %i426 = "karith.xori"(%i167, %i29) {seq = 425 : i32} : (i32, i32) -> i32
  %f427 = "karith.addf"(%f259, %f106) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i428 = "karith.xori"(%i33, %i156) {seq = 427 : i32} : (i32, i32) -> i32
  %i429 = "karith.addi"(%i29, %i156) {seq = 428 : i32} : (i32, i32) -> i32
  %f430 = "karith.addf"(%f247, %f310) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i431 = "karith.xori"(%i285, %i141) {seq = 430 : i32} : (i32, i32) -> i32
  %i432 = "karith.addi"(%i59, %i156) {seq = 431 : i32} : (i32, i32) -> i32
  %f433 = "karith.addf"(%f376, %f418) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i434 = "karith.shli"(%i371, %i48) {seq = 433 : i32} : (i32, i32) -> i32
  %i435 = "karith.muli"(%i77, %i303) {seq = 434 : i32} : (i32, i32) -> i32
  %f436 = "karith.addf"(%f406, %f67) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i437 = "karith.xori"(%i125, %i305) {seq = 436 : i32} : (i32, i32) -> i32
  %i438 = "karith.xori"(%i314, %i218) {seq = 437 : i32} : (i32, i32) -> i32
  %f439 = "karith.addf"(%f316, %f37) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i440 = "karith.xori"(%i239, %i435) {seq = 439 : i32} : (i32, i32) -> i32
  %i441 = "karith.addi"(%i318, %i320) {seq = 440 : i32} : (i32, i32) -> i32
  %f442 = "karith.addf"(%f277, %f148) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i443 = "karith.muli"(%i300, %i311) {seq = 442 : i32} : (i32, i32) -> i32
  %i444 = "karith.muli"(%i5, %i333) {seq = 443 : i32} : (i32, i32) -> i32
  %f445 = "karith.addf"(%f322, %f85) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i446 = "karith.xori"(%i69, %i311) {seq = 445 : i32} : (i32, i32) -> i32
  %i447 = "karith.muli"(%i353, %i125) {seq = 446 : i32} : (i32, i32) -> i32
  %f448 = "karith.addf"(%f7, %f37) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i449 = "karith.shli"(%i423, %i108) {seq = 448 : i32} : (i32, i32) -> i32
  %i450 = "karith.xori"(%i68, %i440) {seq = 449 : i32} : (i32, i32) -> i32
  %f451 = "karith.addf"(%f385, %f127) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i452 = "karith.xori"(%i111, %i267) {seq = 451 : i32} : (i32, i32) -> i32
  %i453 = "karith.muli"(%i123, %i399) {seq = 452 : i32} : (i32, i32) -> i32
  %f454 = "karith.addf"(%f49, %f79) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i455 = "karith.muli"(%i294, %i377) {seq = 454 : i32} : (i32, i32) -> i32
  %i456 = "karith.addi"(%i231, %i96) {seq = 455 : i32} : (i32, i32) -> i32
  %f457 = "karith.addf"(%f367, %f238) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i458 = "karith.addi"(%i41, %i297) {seq = 457 : i32} : (i32, i32) -> i32
  %i459 = "karith.shli"(%i123, %i170) {seq = 458 : i32} : (i32, i32) -> i32
  %f460 = "karith.addf"(%f148, %f361) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i461 = "karith.muli"(%i140, %i434) {seq = 460 : i32} : (i32, i32) -> i32
  %i462 = "karith.muli"(%i32, %i306) {seq = 461 : i32} : (i32, i32) -> i32
  %f463 = "karith.addf"(%f292, %f271) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i464 = "karith.muli"(%i95, %i114) {seq = 463 : i32} : (i32, i32) -> i32
  %i465 = "karith.addi"(%i147, %i32) {seq = 464 : i32} : (i32, i32) -> i32
  %f466 = "karith.addf"(%f244, %f88) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i467 = "karith.shli"(%i299, %i459) {seq = 466 : i32} : (i32, i32) -> i32
  %i468 = "karith.shli"(%i422, %i234) {seq = 467 : i32} : (i32, i32) -> i32
  %f469 = "karith.addf"(%f232, %f445) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i470 = "karith.shli"(%i191, %i326) {seq = 469 : i32} : (i32, i32) -> i32
  %i471 = "karith.shli"(%i282, %i342) {seq = 470 : i32} : (i32, i32) -> i32
  %f472 = "karith.addf"(%f133, %f13) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i473 = "karith.shli"(%i2, %i375) {seq = 472 : i32} : (i32, i32) -> i32
  %i474 = "karith.shli"(%i180, %i342) {seq = 473 : i32} : (i32, i32) -> i32
  %f475 = "karith.addf"(%f133, %f361) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i476 = "karith.addi"(%i306, %i81) {seq = 475 : i32} : (i32, i32) -> i32
  %i477 = "karith.shli"(%i98, %i275) {seq = 476 : i32} : (i32, i32) -> i32
  %f478 = "karith.addf"(%f277, %f67) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i479 = "karith.addi"(%i339, %i387) {seq = 478 : i32} : (i32, i32) -> i32
  %i480 = "karith.addi"(%i30, %i99) {seq = 479 : i32} : (i32, i32) -> i32
  %f481 = "karith.addf"(%f238, %f388) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i482 = "karith.shli"(%i60, %i41) {seq = 481 : i32} : (i32, i32) -> i32
  %i483 = "karith.addi"(%i104, %i20) {seq = 482 : i32} : (i32, i32) -> i32
  %f484 = "karith.addf"(%f469, %f82) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i485 = "karith.shli"(%i149, %i101) {seq = 484 : i32} : (i32, i32) -> i32
  %i486 = "karith.muli"(%i221, %i126) {seq = 485 : i32} : (i32, i32) -> i32
  %f487 = "karith.addf"(%f46, %f265) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i488 = "karith.muli"(%i468, %i194) {seq = 487 : i32} : (i32, i32) -> i32
  %i489 = "karith.xori"(%i248, %i471) {seq = 488 : i32} : (i32, i32) -> i32
  %f490 = "karith.addf"(%f346, %f106) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i491 = "karith.shli"(%i195, %i386) {seq = 490 : i32} : (i32, i32) -> i32
  %i492 = "karith.xori"(%i159, %i455) {seq = 491 : i32} : (i32, i32) -> i32
  %f493 = "karith.addf"(%f469, %f385) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i494 = "karith.xori"(%i182, %i245) {seq = 493 : i32} : (i32, i32) -> i32
  %i495 = "karith.muli"(%i27, %i152) {seq = 494 : i32} : (i32, i32) -> i32
  %f496 = "karith.addf"(%f307, %f121) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i497 = "karith.xori"(%i488, %i213) {seq = 496 : i32} : (i32, i32) -> i32
  %i498 = "karith.xori"(%i288, %i129) {seq = 497 : i32} : (i32, i32) -> i32
  %f499 = "karith.addf"(%f85, %f403) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i500 = "karith.xori"(%i36, %i488) {seq = 499 : i32} : (i32, i32) -> i32
  %i501 = "karith.addi"(%i347, %i426) {seq = 500 : i32} : (i32, i32) -> i32
  %f502 = "karith.addf"(%f190, %f409) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i503 = "karith.xori"(%i483, %i302) {seq = 502 : i32} : (i32, i32) -> i32
  %i504 = "karith.xori"(%i203, %i288) {seq = 503 : i32} : (i32, i32) -> i32
  %f505 = "karith.addf"(%f439, %f109) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i506 = "karith.addi"(%i276, %i254) {seq = 505 : i32} : (i32, i32) -> i32
  %i507 = "karith.muli"(%i339, %i176) {seq = 506 : i32} : (i32, i32) -> i32
  %f508 = "karith.addf"(%f469, %f34) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i509 = "karith.xori"(%i227, %i396) {seq = 508 : i32} : (i32, i32) -> i32
  %i510 = "karith.xori"(%i237, %i491) {seq = 509 : i32} : (i32, i32) -> i32
  %f511 = "karith.addf"(%f0, %f22) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i512 = "karith.xori"(%i170, %i114) {seq = 511 : i32} : (i32, i32) -> i32
  %i513 = "karith.shli"(%i473, %i480) {seq = 512 : i32} : (i32, i32) -> i32
  %f514 = "karith.addf"(%f316, %f391) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i515 = "karith.muli"(%i279, %i36) {seq = 514 : i32} : (i32, i32) -> i32
  %i516 = "karith.addi"(%i375, %i174) {seq = 515 : i32} : (i32, i32) -> i32
  %f517 = "karith.addf"(%f13, %f37) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i518 = "karith.xori"(%i2, %i435) {seq = 517 : i32} : (i32, i32) -> i32
  %i519 = "karith.xori"(%i233, %i81) {seq = 518 : i32} : (i32, i32) -> i32
  %f520 = "karith.addf"(%f406, %f169) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i521 = "karith.xori"(%i317, %i447) {seq = 520 : i32} : (i32, i32) -> i32
  %i522 = "karith.muli"(%i452, %i102) {seq = 521 : i32} : (i32, i32) -> i32
  %f523 = "karith.addf"(%f277, %f475) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i524 = "karith.muli"(%i365, %i122) {seq = 523 : i32} : (i32, i32) -> i32
  %i525 = "karith.muli"(%i11, %i186) {seq = 524 : i32} : (i32, i32) -> i32
  %f526 = "karith.addf"(%f343, %f70) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i527 = "karith.muli"(%i48, %i489) {seq = 526 : i32} : (i32, i32) -> i32
  %i528 = "karith.shli"(%i510, %i207) {seq = 527 : i32} : (i32, i32) -> i32
  %f529 = "karith.addf"(%f199, %f4) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i530 = "karith.xori"(%i42, %i495) {seq = 529 : i32} : (i32, i32) -> i32
  %i531 = "karith.shli"(%i456, %i495) {seq = 530 : i32} : (i32, i32) -> i32
  %f532 = "karith.addf"(%f460, %f394) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i533 = "karith.muli"(%i378, %i191) {seq = 532 : i32} : (i32, i32) -> i32
  %i534 = "karith.addi"(%i0, %i33) {seq = 533 : i32} : (i32, i32) -> i32
  %f535 = "karith.addf"(%f406, %f16) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i536 = "karith.muli"(%i311, %i143) {seq = 535 : i32} : (i32, i32) -> i32
  %i537 = "karith.addi"(%i122, %i44) {seq = 536 : i32} : (i32, i32) -> i32
  %f538 = "karith.addf"(%f7, %f466) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i539 = "karith.muli"(%i423, %i504) {seq = 538 : i32} : (i32, i32) -> i32
  %i540 = "karith.muli"(%i108, %i317) {seq = 539 : i32} : (i32, i32) -> i32
  %f541 = "karith.addf"(%f394, %f463) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i542 = "karith.shli"(%i494, %i389) {seq = 541 : i32} : (i32, i32) -> i32
  %i543 = "karith.xori"(%i470, %i134) {seq = 542 : i32} : (i32, i32) -> i32
  %f544 = "karith.addf"(%f46, %f226) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i545 = "karith.shli"(%i480, %i36) {seq = 544 : i32} : (i32, i32) -> i32
  %i546 = "karith.shli"(%i413, %i5) {seq = 545 : i32} : (i32, i32) -> i32
  %f547 = "karith.addf"(%f331, %f355) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i548 = "karith.shli"(%i62, %i503) {seq = 547 : i32} : (i32, i32) -> i32
  %i549 = "karith.addi"(%i134, %i173) {seq = 548 : i32} : (i32, i32) -> i32
  %f550 = "karith.addf"(%f196, %f175) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i551 = "karith.addi"(%i494, %i29) {seq = 550 : i32} : (i32, i32) -> i32
  %i552 = "karith.xori"(%i257, %i533) {seq = 551 : i32} : (i32, i32) -> i32
  %f553 = "karith.addf"(%f544, %f37) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i554 = "karith.shli"(%i204, %i488) {seq = 553 : i32} : (i32, i32) -> i32
  %i555 = "karith.xori"(%i527, %i401) {seq = 554 : i32} : (i32, i32) -> i32
  %f556 = "karith.addf"(%f223, %f490) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i557 = "karith.addi"(%i167, %i65) {seq = 556 : i32} : (i32, i32) -> i32
  %i558 = "karith.muli"(%i129, %i200) {seq = 557 : i32} : (i32, i32) -> i32
  %f559 = "karith.addf"(%f151, %f118) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i560 = "karith.shli"(%i251, %i147) {seq = 559 : i32} : (i32, i32) -> i32
  %i561 = "karith.muli"(%i252, %i461) {seq = 560 : i32} : (i32, i32) -> i32
  %f562 = "karith.addf"(%f289, %f481) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i563 = "karith.shli"(%i531, %i510) {seq = 562 : i32} : (i32, i32) -> i32
  %i564 = "karith.addi"(%i362, %i407) {seq = 563 : i32} : (i32, i32) -> i32
  %f565 = "karith.addf"(%f16, %f331) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i566 = "karith.xori"(%i557, %i179) {seq = 565 : i32} : (i32, i32) -> i32
  %i567 = "karith.addi"(%i162, %i300) {seq = 566 : i32} : (i32, i32) -> i32
  %f568 = "karith.addf"(%f430, %f127) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i569 = "karith.addi"(%i111, %i24) {seq = 568 : i32} : (i32, i32) -> i32
  %i570 = "karith.muli"(%i86, %i81) {seq = 569 : i32} : (i32, i32) -> i32
  %f571 = "karith.addf"(%f262, %f106) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i572 = "karith.addi"(%i537, %i21) {seq = 571 : i32} : (i32, i32) -> i32
  %i573 = "karith.addi"(%i32, %i105) {seq = 572 : i32} : (i32, i32) -> i32
  %f574 = "karith.addf"(%f532, %f49) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i575 = "karith.addi"(%i566, %i35) {seq = 574 : i32} : (i32, i32) -> i32
  %i576 = "karith.muli"(%i453, %i279) {seq = 575 : i32} : (i32, i32) -> i32
  %f577 = "karith.addf"(%f406, %f508) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i578 = "karith.shli"(%i50, %i546) {seq = 577 : i32} : (i32, i32) -> i32
  %i579 = "karith.muli"(%i81, %i189) {seq = 578 : i32} : (i32, i32) -> i32
  %f580 = "karith.addf"(%f154, %f82) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i581 = "karith.addi"(%i26, %i26) {seq = 580 : i32} : (i32, i32) -> i32
  %i582 = "karith.xori"(%i576, %i485) {seq = 581 : i32} : (i32, i32) -> i32
  %f583 = "karith.addf"(%f364, %f73) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i584 = "karith.muli"(%i101, %i75) {seq = 583 : i32} : (i32, i32) -> i32
  %i585 = "karith.xori"(%i225, %i245) {seq = 584 : i32} : (i32, i32) -> i32
  %f586 = "karith.addf"(%f322, %f196) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i587 = "karith.xori"(%i15, %i269) {seq = 586 : i32} : (i32, i32) -> i32
  %i588 = "karith.xori"(%i216, %i36) {seq = 587 : i32} : (i32, i32) -> i32
  %f589 = "karith.addf"(%f244, %f586) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i590 = "karith.shli"(%i462, %i386) {seq = 589 : i32} : (i32, i32) -> i32
  %i591 = "karith.addi"(%i221, %i474) {seq = 590 : i32} : (i32, i32) -> i32
  %f592 = "karith.addf"(%f313, %f19) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i593 = "karith.addi"(%i335, %i398) {seq = 592 : i32} : (i32, i32) -> i32
  %i594 = "karith.addi"(%i266, %i360) {seq = 593 : i32} : (i32, i32) -> i32
  %f595 = "karith.addf"(%f409, %f430) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i596 = "karith.addi"(%i165, %i548) {seq = 595 : i32} : (i32, i32) -> i32
  %i597 = "karith.muli"(%i441, %i221) {seq = 596 : i32} : (i32, i32) -> i32
  %f598 = "karith.addf"(%f331, %f0) <{fastmath = #karith.fastmath<fast>}> : (f32, f32) -> f32
  %i599 = "karith.xori"(%i402, %i155) {seq = 598 : i32} : (i32, i32) -> i32
  %i600 = "karith.addi"(%i585, %i576) {seq = 599 : i32} : (i32, i32) -> i32
  "kfunc.return"(%i600, %f598) : (i32, f32) -> ()
}) : () -> ()
