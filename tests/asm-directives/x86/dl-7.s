jne 1f
jmp 1f
.long 1f
jmp 1f
1:
nop
