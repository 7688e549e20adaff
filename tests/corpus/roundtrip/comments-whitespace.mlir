// Comments in every gap, odd whitespace and line breaks inside ops.
// leading comment
%a = // after the name
  "k.op"  (  ) // before the colon
  : ( ) -> (i32)   // trailing
"k.op2"(%a)
{ attr = 1 : i32 ,  other = "v" }
:
(i32)
->
()
	"k.tabs"	(	)	:	(	)	->	(	)
"k.regions"() ( { // open
  "k.in"() : () -> () // inside
} // close
) : () -> () // done
// final comment without newline at end
"k.no_final_newline"() : () -> ()