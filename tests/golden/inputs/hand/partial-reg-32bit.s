# 32-bit writes zero the upper half (no merge), 64-bit reads follow.
movl %eax, %ecx
addq %rcx, %rdx
movl $5, %esi
addq %rsi, %rdx
addl %edx, %edi
imulq %rdi, %rax
