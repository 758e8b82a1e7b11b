.section .debug_info,"",@progbits
addq %rax, %rbx
