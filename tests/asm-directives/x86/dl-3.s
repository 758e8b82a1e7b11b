.long 1f
nop
jmp 2f
.long 3f
nop
