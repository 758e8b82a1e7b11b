.type foo, STT_FUNC
addq %rax, %rbx
