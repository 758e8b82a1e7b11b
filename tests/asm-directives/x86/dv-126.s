.section .tbss,"awT",@nobits
addq %rax, %rbx
