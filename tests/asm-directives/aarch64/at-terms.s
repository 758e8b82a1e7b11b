.xword foo@plt+4*2
.xword foo@plt+4
.xword foo@plt-4+8
.xword foo@plt+(4*2)
.word foo@gotpcrel+4*2+1
.xword foo@plt*2
.xword foo@plt+4+bar
.xword foo@plt+-4
.xword foo@plt+~1|2
.xword foo@plt+(1
.xword foo@plt+
nop
