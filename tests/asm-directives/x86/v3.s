.section .rodata,"aw",@progbits
nop
