.set .bss, 1
nop
