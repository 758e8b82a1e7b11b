.section .gnu.linkonce.t.foo,"ax",@progbits
addq %rax, %rbx
