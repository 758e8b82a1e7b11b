.xword foo@got+4*2
.xword foo@got+(2*3)-1
.xword foo@got-1<<2
nop
