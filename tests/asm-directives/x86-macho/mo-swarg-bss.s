.bss 1
nop
