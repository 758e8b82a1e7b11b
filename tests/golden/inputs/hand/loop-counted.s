# A counted loop with its branch, as compilers emit it.
.L1:
movl (%rdi,%rcx,4), %eax
addl %eax, %edx
imull $3, %eax, %eax
movl %eax, (%rsi,%rcx,4)
incq %rcx
cmpq %r8, %rcx
jne .L1
