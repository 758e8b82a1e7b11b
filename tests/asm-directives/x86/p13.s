.incbin "ok.s"
addq %rax, %rbx
