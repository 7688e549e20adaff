// Strings with escapes, UTF-8 text and every control byte that must be escaped.
"k.s"() {ascii = "hello", ctrl = "\01\02\1F\7F", quote = "\"", backslash = "\\", utf8 = "héllo wörld ✓ 日本", nl = "line1\nline2\ttab", hexes = "\AB\cd", nul = "a\00b"} : () -> ()
"k.t"() {"key with spaces" = "v", "\22quoted\22" = 1 : i8, "é" = unit} : () -> ()
