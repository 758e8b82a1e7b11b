.space %rax
nop
