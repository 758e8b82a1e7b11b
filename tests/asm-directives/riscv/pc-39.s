x = %rdx
nop
