1: nop
jmp 1b
nop
