jmp 1f
jmp 1f
nop
