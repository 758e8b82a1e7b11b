.type foo @function
addq %rax, %rbx
