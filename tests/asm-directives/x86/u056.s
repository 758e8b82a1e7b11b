.bss
.previous
nop
