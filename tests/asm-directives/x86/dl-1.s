jmp 1f
.long 2f
nop
