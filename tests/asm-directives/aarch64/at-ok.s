.xword foo@AUTH(da,42)
.xword foo@AUTH(ia,0,addr)
.xword foo@AUTH( db , 7 , addr )
.xword foo+8@AUTH(da,0x10)
.xword (foo+8)@AUTH(ib,1)
.word foo@plt
.word "a b"@PLT
nop
