"t.fine"() : () -> ()
"t.a"(%undefined) : (i32) -> ()
