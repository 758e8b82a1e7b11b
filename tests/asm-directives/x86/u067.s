.section .bss,"aw",@progbits
nop
