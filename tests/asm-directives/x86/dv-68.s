.balignw 4, 0x10000
addq %rax, %rbx
