.bss
nop
