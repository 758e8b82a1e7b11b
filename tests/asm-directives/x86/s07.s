.octa -1
addq %rax, %rbx
