# Widening multiplies writing two registers.
mulq %rcx
imulq %rsi
mull %ecx
mulq %r8
addq %rax, %r9
adcq %rdx, %r10
