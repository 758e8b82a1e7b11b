.def 1
nop
