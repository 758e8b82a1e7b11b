.macro m a
.ascii "\a"
.endm
m "x;y"
nop
