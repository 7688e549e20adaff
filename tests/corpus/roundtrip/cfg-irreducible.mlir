// An irreducible CFG: two blocks entered from outside that branch to each other;
// plus an unreachable block and a self-loop.
"kfunc.func"() <{function_type = (i1) -> (), sym_name = "irreducible"}> ({
^entry(%c: i1):
  "kcf.cond_br"(%c)[^left, ^right] : (i1) -> ()
^left:
  "kcf.cond_br"(%c)[^right, ^out] : (i1) -> ()
^right:
  "kcf.cond_br"(%c)[^left, ^spin] : (i1) -> ()
^spin:
  "kcf.cond_br"(%c)[^spin, ^out] : (i1) -> ()
^dead:
  "kcf.br"()[^out] : () -> ()
^out:
  "kfunc.return"() : () -> ()
}) : () -> ()
