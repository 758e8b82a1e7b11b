# Conditional moves and sets reading flags.
cmpq %rsi, %rdi
cmovlq %rsi, %rdi
cmovgeq %rdx, %rcx
setne %al
setbe %bl
movzbl %al, %eax
testl %eax, %eax
cmovel %ebx, %eax
