addl	%eax, %ebx
imull	%ebx, %ecx
addl	(%rax), %ecx
vdivps	%ymm0, %ymm1, %ymm2
movl	%eax, 4(%rsp)
vaddps	(%rax), %ymm1, %ymm2
mfence
