.lcomm foo,4,8
addq %rax, %rbx
