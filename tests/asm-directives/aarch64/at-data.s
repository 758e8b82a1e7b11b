.word foo@plt
.word foo@PLT-.
.word foo@gotpcrel
.word foo@got
.xword foo@AUTH(da,42)
.xword foo@AUTH(ia,0,addr)
.word foo@XYZ
.word foo+4@plt
.word (foo)@plt
.word foo@plt+4
.word foo@
.word foo @ plt
.word 1@plt
nop
