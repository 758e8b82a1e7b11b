.byte %eax, %1
nop
