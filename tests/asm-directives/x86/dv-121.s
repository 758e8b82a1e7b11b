.section .rodata.str1.1,"aMS",@progbits,1
addq %rax, %rbx
