.incbin "ok.s", 1, 2
addq %rax, %rbx
