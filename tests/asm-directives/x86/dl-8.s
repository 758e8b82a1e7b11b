jmp 1f
1:
jmp 1f
.long 1f
nop
