.octa 0x1ffffffffffffffffffffffffffffffff
addq %rax, %rbx
