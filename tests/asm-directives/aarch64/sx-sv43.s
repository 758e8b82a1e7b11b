.rodata
.set .rodata, 1
nop
