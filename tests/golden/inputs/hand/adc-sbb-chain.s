# Multi-word arithmetic: carry chains through the flags.
addq (%rsi), %rax
adcq 8(%rsi), %rbx
adcq 16(%rsi), %rcx
adcq 24(%rsi), %rdx
sbbq %r8, %r9
sbbq %r10, %r11
adcxq %r12, %r13
adoxq %r14, %r15
mulxq %rax, %rbx, %rcx
