movabsq $0xffffffffffffffffffffffffffff, %rax
mov 99999999999999999999999(%rax), %eax
.intel_syntax noprefix
mov eax, [rax+rbx*8+0x7fffffffffffffff]
