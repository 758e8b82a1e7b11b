# Integer divisions of every width: long latency on the divider.
divb %cl
divw %cx
divl %ecx
divq %rcx
idivl %esi
idivq %rsi
addq %rax, %rdx
