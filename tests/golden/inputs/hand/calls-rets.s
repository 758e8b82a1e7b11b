# Calls (see -call-latency), returns and indirect control transfers.
callq foo
addq %rax, %rbx
callq *%rcx
callq *8(%rdi)
jmpq *%rdx
retq
ret $8
