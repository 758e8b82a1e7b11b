.octa 1+1
addq %rax, %rbx
