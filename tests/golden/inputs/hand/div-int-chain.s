# Dependent 64-bit division chain.
xorl %edx, %edx
divq %rcx
movq %rax, %rcx
addq $1, %rcx
