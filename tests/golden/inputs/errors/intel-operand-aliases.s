.intel_syntax noprefix
# the same aliases in Intel syntax
imul eax, 5
imul rax, 0x7fffffff
movd rax, xmm0
movd xmm1, rcx
movmskps rax, xmm0
pextrw r9, xmm1, 2
