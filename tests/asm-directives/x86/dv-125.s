.section .init_array,"aw"
addq %rax, %rbx
