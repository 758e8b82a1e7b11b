# Explicit operand widths that only LLVM's AT&T aliases spell, and test
# with its memory operand first.
cvtsd2sil %xmm3, %ecx
cvttss2siq 8(%rdi), %r9
vcvtsd2usil %xmm1, %edx
vcvttsh2siq %xmm2, %r10
vcvtss2sil {rd-sae}, %xmm4, %r11d
fxsaveq (%rsp)
xsaveoptq 64(%rbx)
xrstorsq (%rax)
testq 16(%rsi), %rdx
test (%rbx), %cl
jne .+16
jmp .
