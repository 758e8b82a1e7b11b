# Immediates outside the operand's range (u8 operands take -128..255).
shll $255, %eax
shll $-128, %eax
shll $-129, %eax
btl $256, %eax
pshufd $256, %xmm0, %xmm1
vpermq $256, %ymm0, %ymm1
vpternlogd $256, %zmm0, %zmm1, %zmm2
extrq $256, $1, %xmm0
pextrw $256, %xmm0, %eax
shldl $256, %eax, %ebx
roundps $-129, %xmm0, %xmm1
int $-1
movb $256, %al
enter $1, $256
retq $70000
movl 0x80000000(%rax), %eax
movl -0x80000001(%rax), %eax
movl 0xffffffff80000000(%rax), %eax
movl 0x1ffffffff, %eax
