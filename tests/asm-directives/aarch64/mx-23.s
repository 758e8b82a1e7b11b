.equ y, 1
.byte %y
nop
