.section .rodata.str1.1,"aMS",@progbits
addq %rax, %rbx
