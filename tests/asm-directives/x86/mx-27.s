.long %eax + %ebx
nop
