# Zero idioms on general purpose registers: same source and destination.
xorl %eax, %eax
addl %eax, %ecx
subl %edx, %edx
addl %edx, %ecx
xorq %rsi, %rsi
subq %rdi, %rdi
addq %rsi, %rdi
xorw %r8w, %r8w
xorb %r9b, %r9b
