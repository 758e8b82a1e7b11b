nopl	(%rax,%rax); movq	1491345(%rip), %rsi; testq	%rsi, %rsi
nopw	%cs:(%rax,%rax); nop; pushq	%r13; movq	%r9, %r13; pushq	%r12; movq	%r8, %r12; pushq	%rbp; movq	%rcx, %rbp; pushq	%rbx; movq	%rdi, %rbx; subq	$8, %rsp; testq	%rsi, %rsi
nopw	%cs:(%rax,%rax); nopl	(%rax); pushq	%r12; movq	%rsi, %r12; pushq	%rbp; movl	%ecx, %ebp; leaq	808520(%rip), %rcx; pushq	%rbx; movq	%rdx, %rbx; movq	(%rsi), %rsi; movl	%ebp, %edx; movq	%rbx, %rdi
movl	$0, (%r12,%rax,4); movq	56(%r14), %rsi; testq	%rsi, %rsi
movq	416(%rsp), %rax; movq	%r14, %rdi; movdqa	352(%rsp), %xmm4; movdqa	368(%rsp), %xmm5; movl	$2, %esi; movdqa	384(%rsp), %xmm6; movdqa	400(%rsp), %xmm7; movq	%rax, 336(%rsp); movaps	%xmm4, 272(%rsp); movaps	%xmm5, 288(%rsp); movaps	%xmm6, 304(%rsp); movaps	%xmm7, 320(%rsp)
leaq	8(%rbx), %rax; cmpq	%rax, 8(%rsp)
nopw	%cs:(%rax,%rax); leaq	1184889(%rip), %rax
movq	8(%r13), %rdi; movq	%rax, %rbx
movq	32(%rsp), %rax; movdqu	(%rsp), %xmm0; movq	%rbp, %rdi; movdqu	16(%rsp), %xmm1; leaq	56(%rsp), %rdx; leaq	314606(%rip), %rsi; movq	%rax, 96(%rsp); movaps	%xmm0, 64(%rsp); movaps	%xmm1, 80(%rsp)
movq	16(%rsp), %rsi; movq	24(%rsp), %rdi; movl	$1, %edx; movl	%r9d, 88(%rsp); movl	%r9d, 56(%rsp); subq	$7, %r14; addq	$7, %r13; movl	%r10d, 92(%rsp); movl	%r10d, 48(%rsp)
nopl	(%rax); movq	96(%rbx), %rdi
mulsd	%xmm2, %xmm1; movapd	%xmm10, %xmm2; movsd	%xmm11, 104(%rsp); mulsd	%xmm4, %xmm2; movsd	%xmm12, 96(%rsp); movsd	%xmm10, 80(%rsp); movsd	%xmm4, 72(%rsp); subsd	%xmm0, %xmm1; movsd	782242(%rip), %xmm0; mulsd	1340794(%rip), %xmm0; movsd	%xmm2, 64(%rsp); addsd	%xmm0, %xmm1; movsd	16(%rsp), %xmm0; movsd	%xmm1, 88(%rsp)
movzbl	48(%r14), %r12d; andl	$1, %r12d
nopl	(%rax); fstp	%st(0); cmpl	$1073577983, %r13d              # imm = 0x3FFD7FFF
leaq	377204(%rip), %rdx; movl	$213, %esi
movapd	%xmm3, %xmm0; xorpd	233767(%rip), %xmm0; movsd	233807(%rip), %xmm6; divsd	%xmm4, %xmm3; andpd	%xmm5, %xmm3; addsd	%xmm3, %xmm3; maxsd	%xmm1, %xmm3; movsd	8(%rsp), %xmm1; subsd	233345(%rip), %xmm1; divsd	%xmm3, %xmm0; divsd	%xmm4, %xmm1; movapd	%xmm0, %xmm2; andpd	%xmm5, %xmm2; mulsd	%xmm2, %xmm6; subsd	233317(%rip), %xmm1; xorpd	233693(%rip), %xmm1; mulsd	%xmm0, %xmm1; mulsd	%xmm0, %xmm1; mulsd	233789(%rip), %xmm1; movapd	%xmm1, %xmm3; andpd	%xmm5, %xmm3; comisd	%xmm3, %xmm6
movq	8(%rsp), %rdx; movq	24(%rsp), %rdi; leaq	120(%rsp), %r8; leaq	128(%rsp), %rcx
movq	56(%r14), %rax
pushq	$0; pushq	$0; pushq	88(%rsp); pushq	88(%rsp)
nopl	(%rax,%rax); pslldq	$10, %xmm2                      # xmm2 = zero,zero,zero,zero,zero,zero,zero,zero,zero,zero,xmm2[0,1,2,3,4,5]; pcmpeqb	%xmm1, %xmm2; psubb	%xmm0, %xmm2; pmovmskb	%xmm2, %r9d; shrl	%cl, %edx; shrl	%cl, %r9d; subl	%r9d, %edx
leaq	1307444(%rip), %rdx; movl	$85, %esi; leaq	1307254(%rip), %rdi
nop; movsd	1864280(%rip), %xmm2; addsd	%xmm4, %xmm4; movsd	1864268(%rip), %xmm1; movsd	%xmm3, 8(%rsp); addsd	%xmm5, %xmm2; subsd	%xmm5, %xmm1; movapd	%xmm4, %xmm0; mulsd	%xmm2, %xmm1
leaq	1327573(%rip), %r14; movq	80(%rsp), %r15; xorl	%ebx, %ebx; movq	%r14, %rbp
movq	32(%rsp), %rdi; movl	%r15d, %edx; movq	%r14, %rsi
nopw	(%rax,%rax); pushq	%rbp; leaq	498520(%rip), %rbp; pushq	%rbx; movq	%rdi, %rbx; leaq	8(%rdi), %rdi; subq	$8, %rsp
pushq	$2258                           # imm = 0x8D2
insb	%dx, %es:(%rdi); insb	%dx, %es:(%rdi); movb	$-40, %ah; insb	%dx, %es:(%rdi); insb	%dx, %es:(%rdi); movb	$-84, %ah; pushq	%rsi; pushq	%rsi; cli; lodsb	(%rsi), %al; pushq	%rsi; pushq	%rsi; cli; rep		hlt
nop; movq	%rbx, %rsi; movq	%r15, %rdi
nopl	(%rax,%rax); leal	-999(%rdx), %esi; leal	(,%rax,8), %edi; movslq	%esi, %rdx; sarl	$31, %esi; imulq	$274877907, %rdx, %rdx          # imm = 0x10624DD3; sarq	$38, %rdx; subl	%esi, %edx; movl	%eax, %esi; subl	%edi, %esi; subl	$9, %esi; movslq	%esi, %r8; sarl	$31, %esi; imulq	$1717986919, %r8, %r8           # imm = 0x66666667; sarq	$34, %r8; subl	%esi, %r8d; movl	$53, %esi; addl	$55, %r8d; subl	%eax, %esi
nopw	(%rax,%rax); movl	$1, %ecx; movl	$523, %edx                      # imm = 0x20B; leaq	659367(%rip), %rsi; movl	$1, %r12d; leaq	659370(%rip), %rdi
movq	(%rsi), %rax; leaq	16(%rdi,%rdx), %rdx; addq	$18, %rdi; testq	%rax, %rax
leaq	1666738(%rip), %r15; xorl	%eax, %eax; movl	$1, %edx; lock; cmpxchgl	%edx, (%r15)
subq	$16, %rsp; leaq	-48(%rbp), %rsi; leaq	-64(%rbp), %rdi; fstpt	(%rsp)
xchgl	%ebx, %eax; stosl	%eax, %es:(%rdi); outb	%al, $95; movb	$-7, %cl; subq	(%r8), %rdi
nopl	(%rax,%rax); cmpb	$32, %al
movsd	407766(%rip), %xmm3; movsd	334414(%rip), %xmm1; comisd	%xmm2, %xmm3
nopw	%cs:(%rax,%rax); nopl	(%rax,%rax); movl	$1634760805, %eax               # imm = 0x61707865; movl	$857760878, %ebx                # imm = 0x3320646E; movl	$2036477234, %ecx               # imm = 0x79622D32; movl	$1797285236, %edx               # imm = 0x6B206574; movl	16(%rsp), %r8d; movl	20(%rsp), %r9d; movl	24(%rsp), %r10d; movl	28(%rsp), %r11d; movd	%xmm3, %r12d; movl	52(%rsp), %r13d; movl	56(%rsp), %r14d; movl	60(%rsp), %r15d; movq	%rbp, 64(%rsp); movl	$10, %ebp; movq	%rsi, 72(%rsp); movq	%xmm2, %rsi; movq	%rdi, 80(%rsp); movq	%rsi, %rdi; shrq	$32, %rdi
nop; xorl	%ebp, %ebp; movq	%rbp, %rax; popq	%rbx; popq	%rbp; popq	%r12; xorl	%edx, %edx; xorl	%esi, %esi; xorl	%edi, %edi
fld	%st(6)
movq	16(%rdi), %rcx; movq	(%rdi), %r10; movq	8(%rdi), %r11; movzbl	(%rcx), %edi; movl	%edi, %r8d; testq	%r10, %r10
movq	16(%rsp), %rdx; movq	24(%rsp), %rdi; movq	%r14, %rsi
movq	8(%rsp), %rsi; movq	(%rsp), %rdi; movq	%r14, %rdx
nopw	%cs:(%rax,%rax); nopl	(%rax,%rax); cmpb	$0, 1669569(%rip)
movq	(%rax), %rsi; movq	%rax, %r14; testq	%rsi, %rsi
cmpl	$999, %r8d                      # imm = 0x3E7
addq	$8, %rsp; movl	$1, %eax; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi; xorl	%r8d, %r8d; xorl	%r9d, %r9d; xorl	%r10d, %r10d; xorl	%r11d, %r11d
nopl	(%rax); leaq	763188(%rip), %rsi
notb	1280665375(%rax); sbbb	868643803(%rdi), %ah; pushq	%rcx; adcb	1944633649(%rdx,%rdi,2), %dl; adcb	%ah, -952844098(%rbp); notb	%ah; cltd; cmpsb	%es:(%rdi), (%rsi); testb	$97, %al; addl	%edx, %eax
xorl	%eax, %eax; movq	%r13, (%rbx); movq	%rax, 8(%rbx); movq	1243375(%rip), %rax; movq	%r12, %rdi; addq	$16, %rax; movq	%rax, 96(%rbx)
addq	$56, %r15; cmpq	%r13, %r15
subq	$40, %rsp; movq	%fs:40, %rax; movq	%rax, 24(%rsp); xorl	%eax, %eax; movq	%rsp, %rdi
nop; movsbl	1(%r13), %edi; movl	$8, %esi; addq	$1, %r13
movl	$0, 52(%rsp); cmpl	$43, %ebx
nopl	(%rax); movdqa	267488(%rip), %xmm1; pand	%xmm0, %xmm1; movdqa	289716(%rip), %xmm0
endbr64; pushq	%rbx; movq	%rdi, %rbx; subq	$16, %rsp; movq	1254925(%rip), %rax; leaq	24(%rax), %rdx; addq	$64, %rax; movq	%rax, 96(%rdi); movq	1254674(%rip), %rax; movq	%rdx, (%rdi); addq	$16, %rax; movq	%rax, 16(%rdi); movq	88(%rdi), %rax; leaq	-24(%rax), %rdi; cmpq	1252816(%rip), %rdi
xorl	%eax, %eax; leaq	528293(%rip), %rsi; movq	%rbp, %rdi
leaq	216(%rbx), %rdx; xorl	%ecx, %ecx
addb	%cl, %ah; movl	$4009803711, %edi               # imm = 0xEF00BFBF; outl	%eax, %dx; addb	%ch, %bh; cwtl; cwtl; cwtl; addb	%ah, (%rsi); addb	%ah, %es:(%rsi); xchgl	%edi, %eax; xchgl	%edi, %eax; xchgl	%edi, %eax; addb	%ah, %ch; inl	$0, %eax; inl	$133, %eax; testl	%eax, 6381824(%rbp)
leaq	2459692(%rip), %rdx; movl	$197, %esi; leaq	2459632(%rip), %r13; xorl	%ebp, %ebp; movq	%r13, %rdi
movq	%r12, %rsi; movq	%rbp, %rdi
movq	112(%rsi), %r14; testq	%rax, %rax
movq	(%rsi,%r12), %rax
nopl	(%rax,%rax); movl	$4, %ecx; movl	$312, %edx                      # imm = 0x138; leaq	99581(%rip), %rsi; leaq	267584(%rip), %rdi
movl	$4, %ecx; movl	$573, %edx                      # imm = 0x23D; leaq	137306(%rip), %rsi; leaq	238176(%rip), %rdi
sbbl	747393969(%rsi), %edx; movl	$3124485417, %edi               # imm = 0xBA3BDD29; subb	%r8b, 1939277023(%rdx)
subq	$8, %rsp; movq	%rbp, %r9; xorl	%edx, %edx; xorl	%r8d, %r8d; pushq	%r12; xorl	%ecx, %ecx; movl	$3, %esi
movl	(%rsp), %r9d; cmpl	$22, %eax; movl	%eax, %ecx
endbr64; movq	%rax, %rbp; movq	8(%rsp), %rdi
movl	$2, %eax; movl	$1, %esi; movabsq	$72057594037927936, %r8         # imm = 0x100000000000000; addq	$8, %rax; andq	%r8, %rax; sete	%r8b; movzbl	%r8b, %r8d; testq	%rsi, %rsi
leaq	874564(%rip), %rdx; movl	$594, %esi                      # imm = 0x252; movq	%rbp, %rdi
movq	16(%rbx), %rax; movq	24(%rbx), %rdx; leaq	-1(%r13), %r15; pxor	%xmm5, %xmm5; imulq	%r13, %rax; addq	%r15, %rax; ucomisd	(%rdx,%rax,8), %xmm5
cmpb	%es:(%rax), %ah
pushq	%rsp; insl	%dx, %es:(%rdi); adcl	$3392931092, %eax               # imm = 0xCA3C0514; xorl	$3264560945, 96(%rdi)           # imm = 0xC2953F31; adcl	-40(%rcx,%rbx,8), %edx; imull	$3531793301, (%rsi,%rbx,2), %ebp # imm = 0xD282E395
movups	48(%rsp), %xmm8; movq	%rbx, %rdi; movups	32(%rsp), %xmm9; movups	16(%rsp), %xmm14; movups	(%rsp), %xmm15; movq	64(%rsp), %rsi; movq	104(%rsp), %r12; movq	96(%rsp), %r13; movq	88(%rsp), %r14; movq	80(%rsp), %r15; movq	72(%rsp), %rbx; movups	192(%rsp), %xmm13; movups	256(%rsp), %xmm1
nopl	(%rax); movq	%rcx, %r8; andl	$1, %ecx; pxor	%xmm0, %xmm0; shrq	%r8; orq	%rcx, %r8; cvtsi2sd	%r8, %xmm0; addsd	%xmm0, %xmm0
movq	24(%rbx), %rdx; cmpq	%rax, (%r10,%rdx,8)
movq	1030738(%rip), %rax; movq	%rax, (%rcx)
xorl	%eax, %eax; addq	$16, %rsp; popq	%rbx; xorl	%edx, %edx; xorl	%esi, %esi; xorl	%edi, %edi
movq	%rdx, %rax; xorl	%edx, %edx; xorl	%r8d, %r8d; subq	%r11, %rax; movq	%rdx, %rsi; nopw	(%rax,%rax); movq	(%rdi,%r8,8), %rdx; andq	%rax, %rdx; addq	%rsi, %rdx; setb	%sil; addq	%rdx, (%rcx,%r8,8); movq	%r8, %rdx; movzbl	%sil, %esi; adcq	$0, %rsi; addq	$1, %r8; cmpq	%rdx, %r9
divl	(%rdx)
nopw	(%rax,%rax); movl	(%r15), %r8d; movq	%rbp, %rcx; movl	%r12d, %edx; movl	%r14d, %esi; movq	%rbx, %rdi; andl	$128, %r8d
nopw	(%rax,%rax); endbr64; pushq	%r12; pushq	%rbp; movq	%rcx, %rbp; pushq	%rbx; movq	%rdi, %rbx; movq	%rsi, %rdi; addq	%rdx, %rsi; subq	$32, %rsp; cmpq	%rsi, %rdi
movq	24(%rsp), %r15; testq	%r15, %r15
movdqa	16(%rsp), %xmm1; movaps	%xmm0, 80(%rsp); movaps	%xmm0, 112(%rsp); movdqa	(%rsp), %xmm0
movaps	%xmm1, %xmm0; leaq	32(%rsp), %rsi; leaq	28(%rsp), %rdi; movss	%xmm1, (%rsp)
nopl	(%rax); fstp	%st(0); fstp	%st(0); fucomi	%st(0), %st
leaq	1216692(%rip), %rdx; movl	$37, %esi
nopw	(%rax,%rax); movl	%ebx, %esi; movq	%rbp, %rdi
movq	(%r8), %rcx; xorl	%edx, %edx; movq	%r10, %rax; movl	%ecx, 16(%rsi); pxor	%xmm0, %xmm0; divq	%rcx; movq	$0, (%rsi); movq	$0, 8(%rsi); movl	$16, %edx; cmpq	%rdx, %rax; cmovbq	%rdx, %rax; cmpq	%r11, %rax; cmovaq	%r11, %rax; shlq	$3, %rcx; cvtsi2sd	%rax, %xmm0
nopl	(%rax,%rax); movl	$19, %ecx; movl	$347, %edx                      # imm = 0x15B; leaq	128960(%rip), %rsi; leaq	128896(%rip), %rdi
movq	240(%rsp), %rax; movdqa	176(%rsp), %xmm4; movdqa	192(%rsp), %xmm5; movdqa	208(%rsp), %xmm6; movdqa	224(%rsp), %xmm7; movq	%rax, 160(%rsp); movaps	%xmm4, 96(%rsp); movaps	%xmm5, 112(%rsp); movaps	%xmm6, 128(%rsp); movaps	%xmm7, 144(%rsp); nopl	(%rax); movq	%rbp, %rsi; movq	%rbx, %rdi
nopw	(%rax,%rax); movsbl	1(%rbx), %edi; movl	$8, %esi; addq	$1, %rbx
subq	$16, %rsp; movslq	56(%rdi), %rax; leaq	287636(%rip), %r9; movq	%rsi, 8(%rsp); leaq	8(%rsp), %rdx; movq	%r9, %rdi; leaq	(%r9,%rax,8), %rsi; movq	%rax, %r11
nopl	(%rax); movq	8(%rbp), %r14; movq	%r14, 40(%rsp)
movq	700511(%rip), %rax; movl	$33, %fs:(%rax); xorl	%edx, %edx; popq	%rbx; movq	%rdx, %rax; popq	%rbp; popq	%r12
movsd	80(%rsp), %xmm15; movsd	112(%rsp), %xmm12; movsd	192(%rsp), %xmm14; movapd	208(%rsp), %xmm3; movsd	%xmm0, 160(%rsp)
cmpl	%r12d, 4(%rbx)
movl	524(%rsp), %eax; movq	792(%rsp), %rcx; movl	%eax, 8(%rcx); movq	808(%rsp), %rax; andb	$-2, (%rax)
movl	$1, %r8d; leaq	(%rsi,%r9), %r10; movq	%rsi, %r14; subl	%r9d, %r8d; subl	%r8d, %ebp; movl	$0, %ecx; movq	%r12, %rax; cmovnsl	%ebp, %ecx; subq	%r13, %rax; addl	%r8d, %ecx; movslq	%ecx, %rcx; cmpq	%rax, %rcx
nopl	(%rax); leal	-6(%rdx), %eax; cmpl	$1, %eax
movq	48(%rsp), %rax; movq	56(%rsp), %rdx; leaq	8(%rcx), %rdi; movq	%rbp, %rsi; movq	%rcx, 48(%rsp); movq	%rax, (%rcx)
movq	24(%rbp), %rax; cmpl	$57, (%rax)
movq	24(%rsp), %r13; movq	%r15, %rsi; movabsq	$-68719476720, %r12             # imm = 0xFFFFFFF000000010; movq	%r13, %rdi
movapd	%xmm12, %xmm1; addsd	%xmm7, %xmm0; movapd	%xmm7, %xmm2; sarl	%edx; subsd	491259(%rip), %xmm1; movl	%edx, %r12d; movapd	%xmm0, %xmm6; divsd	%xmm10, %xmm1; mulsd	%xmm7, %xmm1; subsd	490699(%rip), %xmm1; unpcklpd	%xmm1, %xmm2                    # xmm2 = xmm2[0],xmm1[0]; addsd	%xmm1, %xmm6; movups	%xmm2, 8(%rbx); cmpl	$2, %edx
andpd	%xmm0, %xmm1; addsd	%xmm1, %xmm1; mulsd	%xmm5, %xmm1; unpcklpd	%xmm1, %xmm0                    # xmm0 = xmm0[0],xmm1[0]; movups	%xmm0, (%rdi)
nopl	(%rax,%rax); movq	8(%rdi), %rax; movl	(%rax), %eax; cmpl	$1034, %eax                     # imm = 0x40A
movq	48(%rsp), %rdi; movq	16(%rsp), %rax; cmpq	%rax, %rdi
endbr64; xorl	%eax, %eax; testq	%rdx, %rdx; setne	%al; movl	%eax, 8(%rdi); movq	844754(%rip), %rax; addq	$16, %rax; movq	%rax, (%rdi)
xorl	%esi, %esi; xorl	%ecx, %ecx; leaq	1434429(%rip), %rdx; nopl	(%rax,%rax); cmpl	$12, %eax
movq	16(%rax), %rax; movq	%r10, %rdi; movq	%r10, 24(%rsp); movq	%rdx, 32(%rsp); movq	%rax, 8(%rsp)
movq	-64(%rbp), %rax; shrq	%r15; movq	(%rax), %rdx; movq	8(%rax), %rax; cmpq	%r15, %rdx
movq	32(%rsp), %rdi; movq	24(%rsp), %r11; addq	%rdi, %rax
testl	%esi, -664025001(%rbp); popq	%rax; xchgl	%edx, %eax; movb	$-47, %ah
nopw	(%rax,%rax); movq	%r14, %rsi; movq	%rbx, %rdi
movq	%rcx, %rax; movl	$3, %r8d; shrq	$32, %rax; movl	%eax, %edi; movzbl	%al, %eax
movq	8(%r13), %rax; movq	16(%r13), %rdx; leaq	(,%rax,8), %rcx; movq	%r9, %rax; subq	%rdi, %rax; nopl	(%rax); movsd	(%r15), %xmm0; mulsd	(%rdx), %xmm0; addq	$8, %rax; addq	%rcx, %rdx; addsd	-8(%rax), %xmm0; movsd	%xmm0, -8(%rax); cmpq	%rax, %r9
movq	8(%rsp), %rdx; movq	(%rsp), %rsi; movq	%rax, %rdi
movl	%r8d, %r12d; movq	-80(%rbp), %rdi; testq	%rdi, %rdi
cmpq	%rdi, 56(%rsp)
movl	%r10d, %ecx; movq	(%r8), %rax; andl	$1, %ecx; cmpq	%rax, 8(%r8)
fstp	%st(0); fldt	395720(%rip); fmul	%st, %st(2); fmulp	%st, %st(1); fld	%st(1); fld	%st(1)
nopl	(%rax,%rax); movdqa	299640(%rip), %xmm1; movdqa	242624(%rip), %xmm0
nopl	(%rax); movq	8(%rdi), %r8; movq	8(%rsi), %rcx; movq	16(%rdi), %rdx; movq	(%rsi), %rax; movl	(%rdi), %edi; movq	%r8, %rsi
leaq	693473(%rip), %rdi
nopl	(%rax); movaps	%xmm0, 48(%rsp)
nopl	(%rax); movq	(%rax), %rax; movl	(%rax), %r12d; leal	-2(%r12), %edx; cmpl	$1, %edx
movdqa	223667(%rip), %xmm7; movaps	%xmm0, 16(%rsp); movaps	%xmm7, 32(%rsp)
movl	%eax, %edx; sarl	$30, %eax; testl	%edx, %edx; setne	%dl; addq	$8, %rsp; movzbl	%dl, %edx; orl	%edx, %eax
popq	%rcx; popq	%rsi; cmpq	%rbx, %r12
nopl	(%rax); movq	%r12, %rdi; leaq	144(%rsp), %rbx
movq	16(%rbx), %rax; movq	(%rax), %rax; movq	%rax, (%rbp); movl	$1, %eax; popq	%rbx; popq	%rbp; popq	%r12; xorl	%edx, %edx; xorl	%esi, %esi; xorl	%edi, %edi
movq	(%rax), %rsi; movq	%rsp, %rdi
movabsq	$6148914691236517205, %rcx      # imm = 0x5555555555555555; leaq	(%r8,%r8,2), %rax; cmpq	%r8, %rcx
cmpq	%r9, %rbp
nopw	(%rax,%rax); cmpl	$11, %eax
leaq	1378134(%rip), %r10; movl	$77, %esi; leaq	1378186(%rip), %rdx; movq	%r10, %rdi; movq	%r10, 16(%rsp)
movdqa	16(%rsp), %xmm2; movaps	%xmm2, (%rsp); movdqa	(%rsp), %xmm0; addq	$40, %rsp
movsd	72(%r14), %xmm1; movq	16(%rsp), %rax; movsd	1811244(%rip), %xmm4; movsd	80(%r14), %xmm7; movsd	336(%rsp), %xmm3; movq	472(%rsp), %rsi; leaq	-1(%rax), %rdx; comisd	%xmm1, %xmm4; movq	464(%rsp), %r8; movsd	312(%rsp), %xmm2; movq	520(%rsp), %rdi
movq	1368593(%rip), %rax; movq	872(%rax), %rax; testq	%rax, %rax
movq	998650(%rip), %rax; xorl	%ecx, %ecx; movl	$1, %edx; movq	%fs:(%rax), %rsi; testq	%rbp, %rbp
movq	96(%rbp), %rsi; movq	%r14, %rdx; movq	%r14, %rdi
fstp	%st(1); fstp	%st(1); fld	%st(0); popq	%rbx; fstpt	(%rsi); fstpt	(%rdx)
movq	(%rdi), %rax; movq	%rsi, %rbx; cmpq	%rax, (%rsi)
leaq	2184246(%rip), %rdx; movl	$776, %esi                      # imm = 0x308; leaq	2183902(%rip), %rdi
nopw	(%rax,%rax); shlq	$4, %rax; movq	%rax, %r15; movq	48(%r12), %rax; movl	4(%rax,%r15), %eax; testl	%eax, %eax
cmpb	%bpl, 134(%r12)
popq	%rsi; movb	$1, %cl; movabsl	-850913569669383361, %eax; wait; popfq; movl	%esi, (%rcx)
leaq	595681(%rip), %rcx; andl	$2336, %eax                     # imm = 0x920; movq	%rcx, 48(%rbx); cmpl	$2336, %eax                     # imm = 0x920; leaq	369196(%rip), %rcx; movq	%rcx, 56(%rbx); sete	64(%rbx); cmpq	$3, %r12
comisd	216(%rsp), %xmm2
addsd	%xmm4, %xmm3; movsd	%xmm8, 40(%rsp); movapd	%xmm3, %xmm0; movq	8(%rax), %rdi; movsd	%xmm4, 32(%rsp); movsd	%xmm3, 24(%rsp); movups	%xmm2, (%rbx)
nopl	(%rax); movl	$19, %ecx; movl	$145, %edx; leaq	1399969(%rip), %rsi; leaq	1399582(%rip), %rdi
testl	$65536, %eax                    # imm = 0x10000
movl	$64, %esi; movq	%r13, %rdi
endbr64; leaq	1031397(%rip), %rax; pushq	%rbx; leaq	1031309(%rip), %rdx; movq	%rdi, %rbx; movq	%rax, -16(%rdi); movq	1043079(%rip), %rax; movq	%rdx, %xmm0; leaq	8(%rdi), %rdi; movq	$0, -16(%rdi); addq	$16, %rax; movq	%rax, %xmm1; punpcklqdq	%xmm1, %xmm0            # xmm0 = xmm0[0],xmm1[0]; movups	%xmm0, -8(%rdi)
movq	%fs:16, %r14; movq	136(%rcx), %rdi; cmpq	%r14, 8(%rdi)
nopl	(%rax,%rax); movq	8(%rsi), %rax; movq	80(%rsi), %rdx; movq	%rdi, %rsi; movq	%rax, %rdi
mulss	%xmm9, %xmm9; movaps	%xmm8, %xmm5; subss	%xmm0, %xmm5; addss	%xmm8, %xmm0; movaps	%xmm5, %xmm1; mulss	%xmm0, %xmm1; subss	%xmm9, %xmm1
nopw	%cs:(%rax,%rax); pushq	%rbx; movl	$114, %r8d; movl	$224, %ecx; movq	%rsi, %rbx; movl	$456, %edx                      # imm = 0x1C8
leaq	-8(,%r10,8), %rdx; leaq	8(%rbp), %rdi; xorl	%esi, %esi
nopl	(%rax); movl	(%r12,%rcx,4), %edi; leaq	1(%rsi), %r11; testl	%edi, %edi
movq	56(%rbp), %rax
movl	$19, %ecx; movl	$1411, %edx                     # imm = 0x583; leaq	1890976(%rip), %rsi; leaq	1890976(%rip), %rdi
leaq	1662316(%rip), %rdx; movl	$868, %esi                      # imm = 0x364; leaq	1661953(%rip), %rdi
movq	%r8, %r11; movq	%r9, %r8; movq	%r11, %r9; cmpq	%r10, %rsi
movl	904050(%rip), %ecx; leaq	1137151(%rip), %rax; movl	%ecx, (%rax,%rdx); leaq	(%rbx,%rbx,2), %rax; xorl	%r8d, %r8d; movq	%rbp, %rdx; shlq	$4, %rax; movw	%r8w, 16(%r12,%rax)
nopl	(%rax); popq	%rbx; movq	$-1, %rax; popq	%rbp; popq	%r12; popq	%r13; popq	%r14
movq	%r13, %rdi; movq	%rcx, 8(%rsp); movq	%rsi, (%rsp)
testl	%r13d, %r13d; movl	16(%rsp), %r9d
nopl	(%rax); subq	$8, %rsp; movl	$19, %ecx; movl	$27, %edx; leaq	333558(%rip), %rsi; leaq	427001(%rip), %rdi
movq	24(%rbx), %rax; movq	(%rax), %rax; movq	320(%rax), %rax; testq	%rax, %rax
cmpl	$522, %eax                      # imm = 0x20A
pushq	$2637                           # imm = 0xA4D
testl	%eax, %eax; movl	%eax, (%rsp)
nopw	(%rax,%rax); movq	144(%rsp), %r14; xorl	%eax, %eax; movb	$1, 42(%rsp); movq	%r10, (%rsp); subq	%r10, %r14; testq	%r10, %r10; cmovsq	%rax, %r14; xorl	%ecx, %ecx; leaq	48(%rsp), %rax; xorl	%r11d, %r11d; movb	%cl, 41(%rsp); movl	%r11d, %r10d; movq	%rax, 32(%rsp); movq	%r15, %rax; movq	%r13, %r15; movq	%rax, %r13; movl	20(%r15), %r12d; testq	%r12, %r12
movl	$1053818061, %edx               # imm = 0x3ECFFCCD
movq	16(%r14), %rbx
movw	%r12w, (%rdi); testl	%r11d, %r11d
pushq	$2150                           # imm = 0x866
nopl	(%rax); movq	24(%rbx), %rax; leaq	-24(%rax), %rdx; cmpq	%r13, %rdx
nopl	(%rax); leaq	240(%rbp), %rdi
movl	%ecx, %edx; andl	$-8, %edx; cmpb	$-16, %dl
movq	$0, 1795214(%rip); addq	$8, %rsp; xorl	%esi, %esi; xorl	%edi, %edi
movq	1521426(%rip), %rax; movq	-1600(%rbp), %r13; movq	-1616(%rbp), %rbx; movl	$84, %fs:(%rax)
movq	%rax, %rbp; movq	8(%rbx), %rax; testq	%rax, %rax
movq	24(%r9), %rcx; movq	24(%r10), %rdx; leaq	(%rcx,%rsi), %rax; addq	%r11, %rcx; addq	%r8, %rdx; addq	%rsi, %rcx; nopw	(%rax,%rax); fldt	(%rax); addq	$16, %rax; addq	$16, %rdx; fldt	-16(%rdx); fstpt	-16(%rax); fstpt	-16(%rdx); cmpq	%rcx, %rax
movl	%edx, %ecx; sarl	$10, %ecx; subw	$10304, %cx                     # imm = 0x2840; movw	%cx, (%r13); andl	$1023, %edx                     # imm = 0x3FF; orl	$2147483648, (%rbx)             # imm = 0x80000000; addl	$56320, %edx                    # imm = 0xDC00; movl	%edx, 4(%rbx); subq	%rbp, %rax
cmpq	$0, 72(%rbp)
movdqa	309919(%rip), %xmm1; movdqa	16(%rsp), %xmm0
movl	16(%rsp), %ecx; orl	%eax, %ecx
movdqu	80(%rbx), %xmm0; movq	%rax, 72(%rbp); movq	%rsi, 72(%rbx); movups	%xmm0, 80(%rbp); movq	$0, 80(%rbx); movb	$0, 88(%rbx); addq	$8, %rsp; popq	%rbx; popq	%rbp
popq	%rbx; movabsl	-8184170872835081533, %eax
movl	$1, %esi; movl	$1, %r13d
movl	$140, %edx; movq	%r13, %rsi; movq	%rbp, %rdi
movq	%rbp, %rsi; addq	$48, %rbp
movq	8(%rsp), %r9; leaq	-1(%r14), %rax; movq	%r14, %rdx; movl	%r15d, 172(%rsp); xorl	%ebx, %ebx; imulq	%rax, %rdx; movq	%rax, 152(%rsp); movq	%r12, %r15; movq	%r13, %r12; movq	%r14, %r13; movq	%r9, %r14; shrq	%rdx; movl	%edx, %ebp; cmpq	$0, 152(%rsp); movl	%ebp, 160(%rsp)
nopl	(%rax); tzcntl	%ecx, %ecx; addq	$-32, %rdx; cmpq	%rcx, %rdx
movq	%r12, %rdx; movq	%r13, %rsi; movq	%r12, %rdi; movl	$49, %ebp
movq	%rcx, -536(%rbp); movq	-488(%rbp), %rcx; movl	$1024, %edi                     # imm = 0x400; movq	%r11, -544(%rbp); leaq	(%rdx,%rcx), %rsi; movq	%r8, -528(%rbp); cmpq	%rdi, %rsi; movq	%rdx, -520(%rbp); cmovbq	%rdi, %rsi; movq	%r9, %rdi; movq	%r9, -504(%rbp); leaq	(%rsi,%rax), %r10; movq	%r10, %rsi; movq	%r10, -512(%rbp)
movq	8(%rbp), %rdi; cmpl	%ebx, 4(%rbp)
leaq	820587(%rip), %rsi; movq	%r15, %rdi
comisd	%xmm2, %xmm0
movsd	16(%rsp), %xmm3; movl	$1, %eax; nopl	(%rax); pxor	%xmm0, %xmm0; cvtsi2sd	%eax, %xmm0; addl	$1, %eax; addsd	%xmm3, %xmm0; addsd	%xmm0, %xmm0; divsd	%xmm1, %xmm0; mulsd	%xmm4, %xmm0; subsd	%xmm5, %xmm0; movapd	%xmm4, %xmm5; movapd	%xmm0, %xmm4; cmpl	%eax, %ebp
movq	%rdx, %r11; movq	80(%rsp), %rdx; movq	%rax, %r10; movl	%r13d, %eax; subl	$1, %r13d; addq	%rbx, %rdx; cmpq	%r12, %r10; movzbl	(%rdx), %edx; movb	%dl, (%r15,%rax); movq	%r11, %rax; sbbq	%rbp, %rax
movsd	232(%rsp), %xmm1; comisd	%xmm7, %xmm1
nopw	(%rax,%rax); movl	$1, 176(%rbx); xorl	%eax, %eax; popq	%rbx; xorl	%edx, %edx; xorl	%esi, %esi; xorl	%edi, %edi
cmpq	%rax, %rbx; popq	%rbx; setl	%al
vmulsd	%xmm4, %xmm4, %xmm1; vmovsd	123930(%rip), %xmm7; vfmaddsd	123928(%rip), %xmm7, %xmm1, %xmm2 # xmm2 = (xmm1 * xmm7) + mem; vfmaddsd	123926(%rip), %xmm2, %xmm1, %xmm2 # xmm2 = (xmm1 * xmm2) + mem; vfmaddsd	123924(%rip), %xmm2, %xmm1, %xmm2 # xmm2 = (xmm1 * xmm2) + mem; vfmaddsd	100778(%rip), %xmm2, %xmm1, %xmm2 # xmm2 = (xmm1 * xmm2) + mem; vmulsd	%xmm1, %xmm4, %xmm1; vfmaddsd	%xmm0, %xmm2, %xmm1, %xmm1      # xmm1 = (xmm1 * xmm2) + xmm0; vaddsd	%xmm1, %xmm4, %xmm0; testl	%eax, %eax
rep		outb	%al, $201; movb	$-34, %dh; pushq	%rbp; sti
nopl	(%rax); movq	104(%rsp), %rax; movl	$0, (%rax)
addq	%r15, %rbx; addq	%r15, %rax; addq	%r15, %rcx; cmpq	%rbx, 40(%rsp)
movq	%rdi, %rdx; movq	%rsi, %rcx; movq	1673459(%rip), %rdi; movq	1673884(%rip), %rsi
leaq	857525(%rip), %rdx; movl	$597, %esi                      # imm = 0x255; leaq	857291(%rip), %rdi
adcb	%ah, %bh
comisd	826419(%rip), %xmm1
bsfl	%eax, %eax; addl	%edx, %eax; movzbl	-64(%rsi,%rax), %ecx; movzbl	-64(%rdi,%rax), %eax; subl	%ecx, %eax
movq	40(%rsp), %rdx; movq	%r15, %rsi; movq	%r12, %rdi; movsd	96(%rsp), %xmm0; movsd	104(%rsp), %xmm1; movsd	%xmm0, 16(%rsp); movsd	%xmm1, 8(%rsp)
nopw	%cs:(%rax,%rax); nopl	(%rax); pushq	%r14; pushq	%r13; pushq	%r12; movq	%rdx, %r12; pushq	%rbp; movslq	%esi, %rbp; pushq	%rbx
movq	976761(%rip), %rdx; leaq	100050(%rip), %rax; testb	$32, 421(%rdx)
movq	128(%rsp), %rax; movq	(%rsp), %rbx; movq	%rax, (%rbx); movq	296(%rsp), %rax; subq	%fs:40, %rax
leaq	2338851(%rip), %rdx; movl	$2, %edi; movl	(%rax), %esi; xorl	%eax, %eax
movq	32(%rsp), %r8; movq	%r14, %rcx; movq	%rbp, %rdi; movq	%rax, %rdx; leaq	523714(%rip), %rsi; xorl	%eax, %eax
cmpl	$2, 8(%rsp); movq	32(%rsp), %r9; movl	%r15d, %ebp
leaq	1907676(%rip), %rdx; movl	$160, %esi
pushq	%r12; leaq	882550(%rip), %rsi; movl	$1, %r12d; pushq	%rbp; pushq	%rbx; movq	%rdi, %rbx
movsd	%xmm5, 40(%rsp); movsd	%xmm2, 32(%rsp); movsd	%xmm1, 24(%rsp); movsd	%xmm3, 16(%rsp); movsd	%xmm4, 8(%rsp)
movsd	32(%rdx), %xmm0; pxor	%xmm2, %xmm2; movq	16(%rdx), %rsi; movq	%rdi, %r12; comisd	%xmm0, %xmm2
nopw	(%rax,%rax); shlq	$32, %rcx; tzcntq	%rcx, %rcx; cmpq	%rcx, %rdx
movq	1858368(%rip), %rax; movsd	16(%rsp), %xmm1; movapd	%xmm0, %xmm2; movq	%rax, %xmm3
pushq	%r13; pushq	%r12; pushq	%rbp; movq	%rdi, %rbp; pushq	%rbx; subq	$8, %rsp; movq	16(%rdi), %rbx; testq	%rbx, %rbx
movq	168(%r12), %rax; movq	%rsi, %rdx; movl	$16, %ecx; movq	%rdi, %rsi; movq	%r12, %rdi
movl	184(%rdx), %edx; leaq	109404(%rip), %rax; testl	$131072, %edx                   # imm = 0x20000
nop; leaq	48(%rsp), %r12; movl	$1024, %edx                     # imm = 0x400; movq	%r14, %rdi; movq	%r12, %rsi
movaps	%xmm1, 64(%rsp); leaq	16(%r14), %rax; movq	%rbp, %r15; movq	%r14, %rdx; cmpq	%rax, 40(%rsp)
nopw	%cs:(%rax,%rax); leaq	8(%r13), %rax; movq	%rax, (%rsp); cmpq	%rax, 200(%rsp)
nopw	(%rax,%rax); leaq	283361(%rip), %rdx; movzbl	(%rdx,%rax), %ebx
nopw	(%rax,%rax); movq	8(%rsp), %rdi; movl	%r13d, %esi
nop; leal	(%rcx,%r8), %edx; sarl	%edx; movslq	%edx, %rax; shlq	$5, %rax; addq	160(%rdi), %rax; cmpl	%esi, 4(%rax)
shlq	$3, %rsi; movq	%rax, %rcx; pxor	%xmm2, %xmm2; movsd	328605(%rip), %xmm3; imulq	%rsi, %rcx; movapd	%xmm2, %xmm1; addq	%rdi, %rcx; nop; pxor	%xmm0, %xmm0; addsd	%xmm3, %xmm2; addq	$1, %rax; cvtsi2sdq	(%rcx), %xmm0; addq	%rsi, %rcx; subsd	%xmm1, %xmm0; divsd	%xmm2, %xmm0; addsd	%xmm0, %xmm1; cmpq	%rax, %rdx
movq	24(%rbx), %rsi; leaq	480(%rsp), %rdi
movl	%r13d, %r9d
nopl	(%rax); movq	8(%rdi), %rdx
movdqa	222076(%rip), %xmm4; pand	16(%rsp), %xmm4; movaps	%xmm0, (%rsp); movdqa	%xmm4, %xmm0; movdqa	48(%rsp), %xmm1
movl	$8, %ecx; movl	$50, %edx; leaq	1689086(%rip), %rsi; leaq	1690572(%rip), %rdi
movq	-64(%rbp), %rbx; movq	%r14, %rsi; movq	%r12, %rdi; subq	%r14, %rbx; movq	%rbx, %rdx
nopl	(%rax); movl	$8, %ecx; movl	$96, %edx; leaq	1223924(%rip), %rsi; xorl	%ebx, %ebx; leaq	1231998(%rip), %rdi
leaq	8904(%rip), %rdx; leaq	9089(%rip), %rax; movq	%rdx, 352(%rbx); movq	%rax, 360(%rbx); addq	$24, %rsp; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15; xorl	%eax, %eax; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi; xorl	%r8d, %r8d; xorl	%r9d, %r9d; xorl	%r10d, %r10d; xorl	%r11d, %r11d
nopw	%cs:(%rax,%rax); nopl	(%rax); pushq	%r15; pushq	%r14; pushq	%r13; pushq	%r12; pushq	%rbp; pushq	%rbx; subq	$24, %rsp; movq	64(%rdi), %r12; testq	%r12, %r12
nop; movdqu	(%rsi,%rdx), %xmm0; pxor	(%rdx), %xmm0; movdqu	%xmm0, (%rdi,%rdx); movdqa	%xmm0, (%rdx); leaq	16(%rdx), %rdx; decq	%rcx
movb	%al, (%rcx); subb	%al, (%rax,%rbp,4); std; xchgl	%ecx, (%rdi)
nopw	(%rax,%rax); subq	$4096, %r10                     # imm = 0x1000; movdqa	-16(%rdi,%rdx), %xmm0; psrldq	$6, %xmm0                       # xmm0 = xmm0[6,7,8,9,10,11,12,13,14,15],zero,zero,zero,zero,zero,zero; pcmpistri	$58, %xmm0, %xmm0; cmpq	%r11, %rcx
leal	-48(%rdx), %eax; cmpb	$9, %al
movsd	851985(%rip), %xmm0; comisd	%xmm1, %xmm0
leaq	88(%rsp), %rdi; movq	%rbx, %rdx; movq	%rax, %rsi; xorl	%eax, %eax
endbr64; pushq	%r15; pushq	%r14; pushq	%r13; pushq	%r12; movq	%rdx, %r12; movq	%rcx, %rdx; pushq	%rbp; movq	%rcx, %rbp; pushq	%rbx; movq	%rdi, %rbx; subq	$120, %rsp
addq	$1, %rdx; cmpb	$0, (%rdx)
movq	352(%rbx), %r10; movq	8(%rdi), %r13; addl	$1, %esi; movl	%esi, 360(%rbx); addq	%rcx, %r10; addq	$16, %rcx; movq	%r13, 8(%r10); movq	%r10, (%rax); movq	(%rdi), %rdi; movq	%r10, %rax; testq	%rdi, %rdi
addq	$56, %rsp; movl	%ebx, %eax; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi; xorl	%r8d, %r8d; xorl	%r9d, %r9d; xorl	%r10d, %r10d
movl	40(%rax), %r13d; testl	%r13d, %r13d
nopw	(%rax,%rax); movslq	%esi, %rcx; movsd	(%rax,%r12,8), %xmm0; leal	-1(%rsi), %r8d; movq	%r14, -8(%r13,%rcx,8)
cmpl	$46, %ecx
movl	$4, %ecx; movl	$58, %edx; leaq	257218(%rip), %rsi; leaq	257227(%rip), %rdi
movl	%ebx, %esi; movq	%r12, %rbx; movl	%r9d, %r12d; movl	%ebp, %r11d; cmpl	$26, %r12d
xorl	%edx, %edx; movl	$128, %esi; xorl	%eax, %eax; movl	$5, %edi
movslq	%eax, %r14; leal	(%rax,%rax), %edx; subl	%eax, %esi; movq	24(%r8), %rdi; movslq	%edx, %rdx; addq	%r14, %rsi; leaq	(%r13,%r14,4), %rcx; shlq	$4, %rdx; shlq	$5, %rsi; addq	%r10, %rdx; addq	%r10, %rsi; movslq	(%rcx), %rax; addq	$32, %rdx; addq	$4, %rcx; imulq	%r9, %rax; addq	%r11, %rax; movq	%rax, %r14; leaq	1(%rax,%rax), %rax; shlq	$5, %r14; shlq	$4, %rax; addq	%rdi, %r14; addq	%rdi, %rax; fldt	(%r14); fldt	-32(%rdx); fsubrp	%st, %st(1); fstpt	(%r14); fldt	(%rax); fldt	-16(%rdx); fsubrp	%st, %st(1); fstpt	(%rax); cmpq	%rsi, %rdx
movb	%r9b, 32(%rsp); movl	$45, %esi; movl	%r11d, 24(%rsp); movq	%r10, 8(%rsp); movq	%rbx, %rdi
subq	$8, %rsp; fldt	16(%rsp); fld	%st(0); fabs; fldt	1465614(%rip); fucompi	%st(1), %st; fstp	%st(0)
addq	$1, %rdi; movl	$241, %eax
nopl	(%rax); cmpl	$256, %edx                      # imm = 0x100
nopl	(%rax); pushq	%rbp; pushq	%rbx; subq	$8, %rsp; movq	8(%rdi), %rbx; movq	8(%rsi), %rbp; testq	%rbx, %rbx
subq	$40, %rsp; movq	%rsi, 8(%rsp); movq	%fs:40, %rax; movq	%rax, 24(%rsp); xorl	%eax, %eax; cmpq	%rdx, %rcx
leaq	802544(%rip), %rdi
leaq	256(%rbx), %rsi; leaq	16(%rbp), %rdi
addq	$16, %rsp; movq	%rbx, %rax; popq	%rbx; popq	%rbp; popq	%r12; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi; xorl	%r8d, %r8d
movl	$4294967294, %r9d               # imm = 0xFFFFFFFE
addl	-76(%rbp), %ebx; movq	16(%r12), %rax; movslq	%ebx, %rdx; movq	-88(%rbp), %r15; movl	%edx, -76(%rbp); movq	%rdx, %rbx; popq	%rcx; popq	%rsi; cmpq	%rax, %rdx
movl	$4294967295, %edx               # imm = 0xFFFFFFFF; movl	$85, %esi
pushq	$2261                           # imm = 0x8D5
nopl	(%rax); addq	$1, %rbp; addq	$24, %rbx; cmpq	$7, %rbp
nop; testl	%eax, %eax; leaq	285239(%rip), %rdx; leaq	285168(%rip), %rax; cmovneq	%rdx, %rax
andpd	%xmm2, %xmm1; ucomisd	%xmm3, %xmm1; movapd	%xmm2, %xmm1
inl	$88, %eax
movq	(%rbx), %r9; testq	%r9, %r9
nopw	%cs:(%rax,%rax); pxor	%xmm2, %xmm2; movapd	%xmm2, %xmm1
movapd	%xmm2, %xmm0; movq	%r10, 192(%rsp); movq	%r9, 224(%rsp); movl	%r8d, 176(%rsp); movl	%eax, 160(%rsp); movl	%edx, 144(%rsp); movl	%ecx, 48(%rsp); movaps	%xmm13, 208(%rsp); movsd	%xmm9, 152(%rsp); movsd	%xmm14, 136(%rsp); movsd	%xmm15, 80(%rsp); movsd	%xmm4, 64(%rsp); movsd	%xmm3, 32(%rsp)
movl	$0, 28(%rsp); testb	$2, 25(%rbp)
nopl	(%rax,%rax); leaq	602676(%rip), %rcx; movb	$0, 208(%rbx); movq	%rcx, 192(%rbx); leaq	350356(%rip), %rcx; movq	%rcx, 200(%rbx); cmpq	$9, %r12
movss	(%rsp), %xmm2; movss	248908(%rip), %xmm5; movss	4(%rsp), %xmm3; movss	8(%rsp), %xmm4; movaps	%xmm0, %xmm1
nopl	(%rax,%rax); movl	$16, %edx; leaq	618076(%rip), %rsi; movq	%r13, %rdi; subq	%rax, %rdx
leaq	3321699(%rip), %r15; movq	%rsi, %r12; movq	%rdi, %rsi; movq	%rdx, %r13; movq	%r15, %rdi
pxor	%xmm0, %xmm0; cvtsi2sd	%rdx, %xmm0; mulsd	1005558(%rip), %xmm0
nopl	(%rax,%rax); movq	825977(%rip), %rax; movl	$22, %fs:(%rax); movl	$4294967295, %eax               # imm = 0xFFFFFFFF
pxor	%xmm0, %xmm0; movsd	602310(%rip), %xmm1; addq	$8, %rax; cvtsi2sd	%edx, %xmm0; addsd	24(%rsp), %xmm0; addl	$2, %edx; addsd	%xmm0, %xmm1; addsd	%xmm7, %xmm0; mulsd	%xmm1, %xmm0; movsd	40(%rsp), %xmm1; mulsd	%xmm0, %xmm4; movapd	%xmm1, %xmm0; mulsd	%xmm1, %xmm0; divsd	%xmm0, %xmm3; cmpq	%rcx, %rax
pushq	%rbp; popfq; xorb	%bl, %ch; andb	-48(%rdi), %al; notl	-1628344141(%rcx); orl	%ecx, -12(%rcx); subb	%bh, %al; cltd
inl	$17, %eax
andl	$3, %eax; cmpl	$2, %eax
nopl	(%rax); pxor	%xmm0, %xmm0; movsd	523548(%rip), %xmm3; movapd	%xmm0, %xmm1
movdqa	267870(%rip), %xmm7; pand	(%rsp), %xmm7; movabsq	$9222527611924643839, %rax      # imm = 0x7FFCFFFFFFFFFFFF; movdqa	267847(%rip), %xmm2; pand	16(%rsp), %xmm2; movaps	%xmm7, (%rsp); cmpq	%rdx, %rax
leaq	1394487(%rip), %rcx; movl	$924, %edx                      # imm = 0x39C; leaq	1357476(%rip), %rsi; leaq	1377100(%rip), %rdi
leaq	1097291(%rip), %rdx; movl	$107, %esi; leaq	1097096(%rip), %rdi
movq	%r10, %rdx; movq	-8(%rsp), %rsi; movq	%r14, %rcx; subq	%r13, %rdx; cmpq	$1, %rdx
movl	%r15d, %eax; movslq	%r15d, %rbp; leaq	16(%rsp), %rdi; subl	%r12d, %eax; shlq	$3, %rbp; leaq	1671200(%rip), %r12; leaq	1670921(%rip), %r13; movl	%eax, 12(%rsp); leaq	(%rdi,%rbp), %r9; nopw	(%rax,%rax); leaq	1671177(%rip), %rax; movsd	8(%r9), %xmm2; leaq	1671996(%rip), %rcx; movl	%r15d, %r8d; divsd	(%rax,%rbp), %xmm2; movslq	(%r14), %rax; movapd	%xmm2, %xmm1; subl	$1, %r15d; movsd	%xmm2, 8(%r9); movsd	(%rcx,%rax,8), %xmm3; mulsd	%xmm3, %xmm1; addsd	(%r9), %xmm1; divsd	(%r12,%rbp), %xmm1; movsd	%xmm1, (%r9); testl	%r15d, %r15d
xorl	%ecx, %ecx; movq	232(%rax), %rdi; testq	%rdi, %rdi
movl	%r8d, %eax; subl	%edx, %eax; xorl	%edx, %edx; divl	8(%rcx); testl	%edx, %edx
bsfl	%eax, %eax; movzbl	64(%rsi,%rax), %ecx; movzbl	64(%rdi,%rax), %eax; subl	%ecx, %eax
cmpl	$1, 32(%rsp)
movq	32(%rsp), %rax; movq	24(%rsp), %rsi; leaq	-2(%rbx), %r12; movq	%r13, %rdx; movq	8(%rsp), %rdi; movl	%r9d, 16(%rsp); movq	224(%rsp,%rax,8), %rbp; movq	%rbx, %rax; movq	224(%rsp,%r12,8), %r15; subq	%r13, %rax; leaq	(%rsi,%rax,8), %rsi
nopl	(%rax,%rax); movq	1253313(%rip), %rdx; cmpb	$0, (%rdx)
nopw	(%rax,%rax); movl	$112, %edi
pushq	%r14; pushq	%r13; pushq	%r12; pushq	%rbp; pushq	%rbx; movq	48(%rsp), %r11; testq	%r8, %r8
leaq	1561140(%rip), %rdx; movl	$578, %esi                      # imm = 0x242; leaq	1560894(%rip), %rdi
movq	%rdi, 16(%rsp); movq	%rax, 8(%rsp)
leaq	600602(%rip), %rcx; andl	$2336, %eax                     # imm = 0x920; movq	%rcx, 48(%rbx); cmpl	$2336, %eax                     # imm = 0x920; leaq	361378(%rip), %rcx; movq	%rcx, 56(%rbx); sete	64(%rbx); cmpq	$3, %r12
nopl	(%rax,%rax); movq	%r13, %rsi; xorl	%ebp, %ebp
nopl	(%rax); movaps	%xmm9, %xmm1; movss	%xmm8, 28(%rsp); movss	%xmm7, 24(%rsp); movss	%xmm2, 20(%rsp); movss	%xmm6, 16(%rsp); movss	%xmm3, (%rsp)
movl	$11, %ecx; movl	$772, %edx                      # imm = 0x304; leaq	950215(%rip), %rsi; leaq	837912(%rip), %rdi
leaq	80(%rsp), %r12; leaq	64(%rsp), %rbp; movl	%r14d, %ecx; movq	%r12, %rdx; movq	%rbp, %rsi
movl	$4, %ecx; movl	$146, %edx; leaq	1431299(%rip), %rsi; leaq	1431432(%rip), %rdi
movl	8(%rsp), %r10d; movq	%rbp, %rax; leal	-49(%r10), %ecx; shrq	%cl, %rax; orq	%rax, 128(%rsp)
movl	140(%rbp), %ecx; movl	136(%rbp), %edx; movl	$4, %eax; leaq	8(%rbp), %rdi; testl	%ecx, %ecx; cmovel	%eax, %ecx; testl	%edx, %edx; movl	$2, %eax; cmovel	%eax, %edx
movq	1054237(%rip), %rbx; xorl	%eax, %eax; movl	%fs:(%rbx), %ebp; xchgl	%eax, 1085730(%rip); cmpl	$1, %eax
leal	7(%rbx), %eax; movl	$45, %edx; movq	%r9, 16(%rsp); leaq	2270767(%rip), %rsi; sarl	$3, %eax; movl	%eax, 28(%rsp); cltq; movq	%rax, %rdi; movq	%rax, 8(%rsp)
pushq	%r14; pushq	%r13; pushq	%r12; pushq	%rbp; movq	%rdx, %rbp; pushq	%rbx; subq	$32, %rsp; movq	(%rbp), %rbx; movq	%fs:40, %rdx; movq	%rdx, 24(%rsp); xorl	%edx, %edx; cmpq	8(%rbp), %rbx
movl	$1, 80(%rbx); addq	$16, %rsp; movl	$1, %eax; popq	%rbx; xorl	%edx, %edx; xorl	%esi, %esi; xorl	%edi, %edi
movq	16(%r15), %rcx; movq	24(%r15), %r8; movq	%rbp, %r9; movl	$4, %edx; movq	%r13, %rdi
leaq	1218940(%rip), %rdx; movl	$230, %esi; leaq	1218845(%rip), %rdi
popq	%rdi; popq	%r8; cmpq	%r15, %r13
leaq	48(%rsp), %rax; movq	(%rsp), %r15; movl	%ebx, %r13d; xorl	%ebp, %ebp; movq	%rax, 8(%rsp); nopl	(%rax,%rax); movq	8(%rsp), %rdx; movl	%r13d, %esi; movq	%r15, %rdi
addq	%rbx, %rsi; movq	%rbp, %rdx
xorl	%eax, %eax; movw	%ax, 2(%rbx); movzwl	42(%rsp), %eax; movq	88(%rsp), %rdx; subq	%fs:40, %rdx
movl	$5, %ecx; movl	$52, %edx; leaq	1908912(%rip), %rsi; leaq	1908934(%rip), %rdi
movl	$32, %ecx; addl	$65, %eax; xorl	%edi, %edi; subl	%edx, %ecx; addq	%rbx, %rax; movl	%ecx, %edx; cmpl	$8, %ecx
movq	32(%rbp), %rdi; movq	%rdi, 32(%rbx); movq	40(%rbp), %rdi; testq	%rdi, %rdi
nopl	(%rax); movsd	64(%rsp), %xmm0; subsd	56(%rsp), %xmm0
movss	%xmm0, -16(%rsp); mulss	%xmm0, %xmm0; flds	-16(%rsp); faddp	%st, %st(2); movss	%xmm0, -16(%rsp); fadds	-16(%rsp); leaq	1(%rax), %rdx; addq	%rsi, %rdi; cmpq	%r9, %rax
nopl	(%rax); xorl	%r14d, %r14d; leaq	48(%rsp), %r12
xchgl	%edi, %eax; xchgl	%esi, %eax; cmpsl	%es:(%rdi), (%rsi); stosb	%al, %es:(%rdi); addl	%edi, %esi; movl	$958247264, %esp                # imm = 0x391DB160; pushq	%rsi; subl	%edi, (%rbx); cmpsl	%es:(%rdi), (%rsi); addb	$-96, %al; wait; sbbb	%al, -83(%rdi)
cmpb	%dl, %r12b; sete	%al; addq	$16, %rsp; popq	%rbp; popq	%r12; popq	%r13
pushq	$2259                           # imm = 0x8D3
endbr64; pushq	%r15; leaq	1198595(%rip), %r15; pushq	%r14; movq	%rsi, %r14; pushq	%r13; pushq	%r12; movl	%edx, %r12d; pushq	%rbp; leaq	104(%rdi), %rbp; pushq	%rbx; movq	%rdi, %rbx; movq	%rbp, %rdi; subq	$72, %rsp; movq	1217576(%rip), %rax; movq	1217385(%rip), %r13; addq	$16, %rax; leaq	64(%r13), %rdx; movq	%rax, %xmm2; movq	%rdx, %xmm1; punpcklqdq	%xmm2, %xmm1            # xmm1 = xmm1[0],xmm2[0]; movaps	%xmm1, (%rsp)
nopw	%cs:(%rax,%rax); cmpl	$2147483648, %eax               # imm = 0x80000000
pushq	%r15; pushq	%r14; pushq	%r13; pushq	%r12; pushq	%rbp; pushq	%rbx; subq	$280, %rsp                      # imm = 0x118; movq	(%rdi), %r8; movq	8(%rdi), %r9; movq	%fs:40, %rax; movq	%rax, 264(%rsp); xorl	%eax, %eax; cmpq	%r8, (%rdx)
movq	$0, 336(%rbx); movl	$1, 248(%rbx); testq	%rbp, %rbp
leaq	(,%r8,4), %rax; movq	24(%rsp), %rbx; subq	%r8, %r12; movq	%r10, %rbp; subq	%rax, %rdx; movq	%rdx, 120(%rsp)
leaq	(%rbx,%r13), %rdi; movq	%rbp, %rdx; xorl	%esi, %esi; movq	%r9, 8(%rsp)
nopw	%cs:(%rax,%rax); movapd	%xmm3, %xmm0; movsd	328500(%rip), %xmm4; movsd	%xmm5, 72(%rsp); mulsd	%xmm3, %xmm0; movsd	%xmm3, 48(%rsp); movsd	%xmm8, 64(%rsp); movsd	%xmm2, 88(%rsp); movsd	%xmm7, 80(%rsp); addsd	%xmm0, %xmm4; movapd	%xmm0, %xmm1; sqrtsd	%xmm4, %xmm4; mulsd	%xmm8, %xmm4; addsd	%xmm4, %xmm1; subsd	%xmm0, %xmm4; movapd	%xmm8, %xmm0; mulsd	%xmm9, %xmm4; movapd	%xmm1, %xmm6; mulsd	%xmm9, %xmm6; sqrtsd	%xmm4, %xmm4; sqrtsd	%xmm6, %xmm6; movsd	%xmm4, 16(%rsp); mulsd	%xmm6, %xmm0; movsd	%xmm6, 32(%rsp); addsd	%xmm4, %xmm0; addsd	%xmm0, %xmm0; addsd	%xmm1, %xmm0
movslq	%r14d, %rax; leaq	(,%rax,8), %rbx; movq	%rax, -1856(%rbp); subq	%rax, %rbx; shlq	$3, %rbx; movq	%rbx, %rdi; movq	%rbx, %r12
movl	(%rbx,%rdx,4), %eax; stc
nopl	(%rax); cmpl	%edi, %r9d
movapd	%xmm2, %xmm0; movsd	%xmm6, 56(%rsp); movsd	%xmm1, 48(%rsp); movsd	%xmm10, 40(%rsp); movsd	%xmm11, 32(%rsp); movsd	%xmm8, 24(%rsp); movsd	%xmm9, 16(%rsp); movsd	%xmm5, 8(%rsp); movsd	%xmm7, (%rsp)
leaq	563287(%rip), %rsi
movq	24(%rdi), %rax; movl	72(%rax), %eax; xorl	%edi, %edi
pushq	$-450364706                     # imm = 0xE527FADE; adcb	%bh, %ch; shll	$179, %esi
movsd	16(%rsp), %xmm3; movsd	(%rsp), %xmm1; mulsd	827128(%rip), %xmm1; mulsd	%xmm0, %xmm3; mulsd	24(%rsp), %xmm0; movapd	%xmm3, %xmm2; andpd	827290(%rip), %xmm2; mulsd	%xmm2, %xmm1; addsd	%xmm0, %xmm1; movapd	%xmm3, %xmm0; unpcklpd	%xmm1, %xmm0                    # xmm0 = xmm0[0],xmm1[0]; movups	%xmm0, (%rbp); pxor	%xmm0, %xmm0; comisd	8(%rsp), %xmm0
movl	%eax, %ecx; shrq	%cl, %r9; cmpq	%rsi, %rdx
movq	24(%rdx), %rdx; movq	%rbx, %rdi
movq	8(%rsp), %rax; movq	1083552(%rip), %rsi; movq	%r11, 24(%rsp); addq	%r13, 88(%rsp); movq	360(%rax), %rdi; movb	%r10b, 16(%rsp)
xorl	%ebx, %ebx; xorl	%r13d, %r13d; leaq	899402(%rip), %rbp; xorl	%r14d, %r14d
leaq	2283641(%rip), %rax
leaq	1369752(%rip), %rdx; movl	$149, %esi; leaq	1368428(%rip), %rdi
addl	$1, %esi; addl	$1, %eax; cmovel	%esi, %ecx
movsd	386568(%rip), %xmm3; comisd	%xmm3, %xmm4
movq	473650(%rip), %rax; movl	$34, %fs:(%rax)
nopl	(%rax); cmpq	%rdi, %rsi
movl	%eax, 20(%rsp); cltq; movq	%rax, 24(%rsp); cmpq	%rbp, %rax
pushq	%r13; pushq	%r12; pushq	%rbp; pushq	%rbx; subq	$8, %rsp; movq	1682463(%rip), %rbx; testq	%rdi, %rdi
movq	%rax, 1064956(%rip); movq	%rax, %rdx
pushq	$745                            # imm = 0x2E9
comisd	%xmm8, %xmm9
movsd	16(%rsp), %xmm2; movsd	556169(%rip), %xmm1; movsd	%xmm0, 8(%rsp); movq	%r15, %xmm0; addsd	%xmm2, %xmm1
movq	%r13, (%rbp); movq	%rax, 24(%rsp); movq	%r15, (%rbx); cmpq	%r12, %r13
movq	8(%rbx), %rdi; movslq	%r13d, %rsi
movq	32(%rsp), %r10; movq	40(%rsp), %r11; testl	%eax, %eax; movl	%eax, %r15d
movq	32(%rsp), %r8; testq	%rax, %rax; movq	%rax, %rbx; movq	%rax, %rsi
movl	$4, %ecx; movl	$146, %edx; leaq	1432291(%rip), %rsi; leaq	1432424(%rip), %rdi
movq	(%rbp), %rax; movq	24(%rbp), %rdx; movq	%rax, (%rbx); movq	-24(%rax), %rax; movq	%rdx, (%rbx,%rax); leaq	16(%rbx), %rax; movq	%rax, 8(%rsp); movl	%r12d, %eax; orl	$8, %eax; movq	$0, 24(%rbx); movl	%eax, 20(%rsp); movq	884011(%rip), %rax; movq	$0, 32(%rbx); addq	$16, %rax; movq	$0, 40(%rbx); movq	%rax, 16(%rbx); leaq	72(%rbx), %rax; movq	$0, 48(%rbx); movq	%rax, %rdi; movq	$0, 56(%rbx); movq	$0, 64(%rbx); movq	%rax, 24(%rsp)
nopl	(%rax,%rax); movl	$19, %ecx; movl	$41, %edx; leaq	119216(%rip), %rsi; leaq	221544(%rip), %rdi
nopw	(%rax,%rax); movl	$8, %ecx; movl	$128, %edx; leaq	1208766(%rip), %rsi; leaq	1208784(%rip), %rdi
movq	%rbx, %rdi; movl	$2, %edx; leaq	825605(%rip), %rsi
nop; movzwl	(%rsi), %eax; cmpw	$2, %ax
pushq	%rbp; cmpq	$0, 1496850(%rip); movq	%rsp, %rbp
movq	965559(%rip), %rax; cmpb	$0, (%rax)
movq	8(%rsp), %rax; cmpq	%rax, %r13
nopl	(%rax); movl	%r13d, %esi; movl	$0, %edx; movq	%r13, %rcx; movabsq	$281474976710655, %rax          # imm = 0xFFFFFFFFFFFF; negl	%esi; addw	$32767, %si                     # imm = 0x7FFF; testq	%r13, %r13; cmoveq	%rdx, %rax; negq	%rcx
movq	24(%rsp), %rax; movl	$4294967294, %r14d              # imm = 0xFFFFFFFE; movl	$34, (%rax); movq	32(%rsp), %rax; movl	$4294967295, (%rax)             # imm = 0xFFFFFFFF; movq	40(%rsp), %rdi
movl	(%rsp), %eax; movq	8(%rsp), %rdx; subq	%fs:40, %rdx
movq	-304(%rbp), %rax; movq	(%rax), %rdi
orb	%bh, 45(%rbx); sahf; cmpl	-1779342(%rbx), %esp; sbbb	%al, -972347452(%rdx)
nopl	(%rax,%rax); fldt	112(%rsp); fsubrp	%st, %st(1); flds	430016(%rip); fxch	%st(1); fcomi	%st(1), %st; fstp	%st(1)
movzbl	(%r13), %eax; cmpb	$58, %al
leaq	592217(%rip), %rax; movq	%r13, 64(%rbx); xorl	%edi, %edi; movdqu	655083(%rip), %xmm0; movq	%rax, 56(%rbx); movq	655088(%rip), %rax; leaq	16(%rsp), %rsi; movq	$0, 48(%r13); movq	%rax, 40(%r13); movq	%rax, 40(%rbx); movups	%xmm0, 24(%r13); movups	%xmm0, 24(%rbx)
movq	8(%r14), %rdi; movq	8(%rsp), %r8; xorl	%ecx, %ecx; xorl	%edx, %edx; xorl	%esi, %esi; movl	$4294967295, %r9d               # imm = 0xFFFFFFFF
nopw	%cs:(%rax,%rax); nop; pxor	%xmm0, %xmm0; movdqa	(%rdi), %xmm2; movdqa	(%rsi), %xmm1; pcmpeqb	%xmm1, %xmm0; pslldq	$4, %xmm2                       # xmm2 = zero,zero,zero,zero,xmm2[0,1,2,3,4,5,6,7,8,9,10,11]; movdqa	%xmm5, %xmm8; movdqa	%xmm5, %xmm9; paddb	%xmm1, %xmm8; paddb	%xmm2, %xmm9; pcmpgtb	%xmm6, %xmm8; pcmpgtb	%xmm6, %xmm9; pandn	%xmm7, %xmm8; pandn	%xmm7, %xmm9; paddb	%xmm8, %xmm1; paddb	%xmm9, %xmm2; pcmpeqb	%xmm1, %xmm2; psubb	%xmm0, %xmm2; pmovmskb	%xmm2, %r9d; shrl	%cl, %edx; shrl	%cl, %r9d; subl	%r9d, %edx
movq	24(%rsp), %rax; movq	%rbp, %rbx; cmpq	$4, %rax
leaq	(,%r8,8), %rdx; xorl	%edi, %edi; xorl	%r9d, %r9d; xorl	%r10d, %r10d; nopl	(%rax,%rax); xorl	%eax, %eax; testq	%r8, %r8
movq	24(%rbp), %r12; xorl	%r15d, %r15d; leaq	(%r12,%rax,8), %r14; nopw	(%rax,%rax); movq	(%r12), %rdi; addq	$8, %r12
movq	64(%rsp), %rcx; movq	%r14, %rdx; movl	$132, %esi; movl	$121, %edi; movq	%r11, (%rsp); movq	%r10, 16(%rsp); movsd	%xmm2, 8(%rsp)
movq	-80(%rbp), %rax; movq	-168(%rbp), %rcx; leaq	16(%r15), %rdi; movq	%rdi, (%r15); movq	-72(%rbp), %rbx; cmpq	%rcx, %rax
nopw	(%rax,%rax); movq	(%r8), %rcx; leaq	8(%rdi), %r11; andq	$-8, %r11; movq	%rcx, (%rdi); movl	%eax, %ecx; movq	-8(%r8,%rcx), %r10; movq	%r10, -8(%rdi,%rcx); movq	%rdi, %rcx; subq	%r11, %rcx; addl	%ecx, %eax; subq	%rcx, %r8; andl	$-8, %eax; cmpl	$8, %eax
movq	8(%rsp), %rsi; movl	$10, %edx; movq	%rbx, %rdi
leaq	13(%r15), %rax; leaq	-528(%rbp), %rdi; movq	%rax, -504(%rbp); movzbl	13(%r15), %eax; cmpb	$71, %al
nopw	(%rax,%rax); movq	%rsi, 8(%rsp); movq	%rax, (%rsp)
movl	%eax, %r13d; movq	%rax, %r12; shll	$6, %r13d; subl	$52, %r13d
leaq	2120916(%rip), %rdx; movl	$100, %esi; leaq	2120799(%rip), %rdi
pushq	%rbp; movl	%esi, %ebp; pushq	%rbx; movq	%rdi, %rbx; subq	$8, %rsp; cmpq	$0, 64(%rax)
movapd	%xmm0, %xmm4; addq	%rax, %rsi; testq	%rdx, %rdx
leaq	-1(%rdx), %rax; shlq	$3, %rsi; shrq	%rdx; shrq	%rax; movq	%rax, %rcx; imulq	%rsi, %rcx; movsd	(%rdi,%rcx), %xmm0; cmpq	%rdx, %rax
movl	2192376(%rip), %eax; testl	%eax, %eax
movq	176(%rsp), %rdx; cmpb	$0, 223(%rsp); setne	%r8b; cmpq	%rdx, %rcx
movb	%r13b, (%rax); addq	$1, 40(%rdi); movq	(%rbx), %rax; movq	-24(%rax), %rax; subq	$1, %rbp
leaq	48(%rsp), %rcx; leaq	32(%rsp), %rdx; movsd	%xmm1, 16(%rsp); leaq	80(%rsp), %rsi; leaq	64(%rsp), %rdi; movsd	%xmm0, 8(%rsp)
pushq	$1737                           # imm = 0x6C9
movl	104(%rbx), %eax
movq	843063(%rip), %rax; cmpl	$-1, (%rax)
nopl	(%rax,%rax); cmpb	$86, %al
movq	152(%rsp), %rsi; movq	8(%rsp), %rdi
addl	$1, %ecx; cmpl	64(%rsi), %ecx
addq	$72, %rsp; movl	%r15d, %eax; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi; xorl	%r8d, %r8d; xorl	%r9d, %r9d
movq	280(%rsp), %rsi; movq	%rbx, %rdi
movq	%r8, 48(%rsp); movq	%rsi, 56(%rsp); movq	%r10, %rsi; movq	%rdi, 40(%rsp); movq	%rdx, %rdi; movq	%r14, 72(%rsp); movq	%r8, %r14; movq	%rax, %r8; nopl	(%rax,%rax); movq	40(%rsp), %rdx; cmpq	%rdx, (%rsp)
leaq	1704556(%rip), %rax; movq	%rdx, (%r14,%r13,8); movq	(%rax,%r13,8), %rax; testq	%rax, %rax
orl	$12, %eax; addb	%bh, %bh
nopl	(%rax); addq	$23, %r10; andq	$-16, %r10; subq	%r10, %rsp; leaq	15(%rsp), %rdx; andq	$-16, %rdx; movb	$47, (%rdx); movq	%rdx, %r14; movb	$47, 1(%rdx); testq	%r8, %r8
mull	-2047984692(%rbp,%rbp,2); insb	%dx, %es:(%rdi); lodsb	(%rsi), %al; subb	-222847744(%rdx), %al; stc; sbbl	$766561958, %eax                # imm = 0x2DB0CEA6; popq	%rax
orl	771314960(%rip), %esi
movsd	273995(%rip), %xmm0; addq	$8, %rsp
leaq	4(%rdx), %rcx; addl	$2, %ebx; movq	%rcx, 32(%rax); movl	%esi, (%rdx); movq	72(%rsp), %rax; leaq	-1(%rax), %rbp; testq	%rax, %rax
nopw	(%rax,%rax); movsd	%xmm3, (%r12); movsd	%xmm2, (%rbp); movq	88(%rsp), %rax; subq	%fs:40, %rax
movl	%r15d, %r8d; movl	$1, %edx; movl	%r15d, %ecx; sarl	$6, %r8d; shlq	$63, %rdx; shrq	%cl, %rdx; movslq	%r8d, %r8; leaq	277691(%rip), %rcx; andq	(%rcx,%r8,8), %rdx
endbr64; movq	(%rdi), %rax; movq	48(%rax), %rax; cmpq	869254(%rip), %rax
movapd	%xmm1, %xmm4; andpd	%xmm6, %xmm4; comisd	%xmm2, %xmm4
nop; movaps	16(%rsi), %xmm0; movaps	32(%rsi), %xmm2; movaps	48(%rsi), %xmm3; movaps	64(%rsi), %xmm4; movaps	80(%rsi), %xmm5; movaps	%xmm5, %xmm6; palignr	$3, %xmm4, %xmm5                # xmm5 = xmm4[3,4,5,6,7,8,9,10,11,12,13,14,15],xmm5[0,1,2]; palignr	$3, %xmm3, %xmm4                # xmm4 = xmm3[3,4,5,6,7,8,9,10,11,12,13,14,15],xmm4[0,1,2]; palignr	$3, %xmm2, %xmm3                # xmm3 = xmm2[3,4,5,6,7,8,9,10,11,12,13,14,15],xmm3[0,1,2]; palignr	$3, %xmm0, %xmm2                # xmm2 = xmm0[3,4,5,6,7,8,9,10,11,12,13,14,15],xmm2[0,1,2]; palignr	$3, %xmm1, %xmm0                # xmm0 = xmm1[3,4,5,6,7,8,9,10,11,12,13,14,15],xmm0[0,1,2]; movaps	%xmm6, %xmm1; movntps	%xmm0, 16(%rdi); movntps	%xmm2, 32(%rdi); movntps	%xmm3, 48(%rdi); movntps	%xmm4, 64(%rdi); movntps	%xmm5, 80(%rdi); addq	$80, %rdi; addq	$80, %rsi; cmpq	%rdi, %rcx
nopw	(%rax,%rax); movzbl	72(%rbx), %r12d; movq	32(%rbx), %rdi
movapd	%xmm4, %xmm0; movsd	236852(%rip), %xmm1; sqrtsd	%xmm0, %xmm0; mulsd	%xmm0, %xmm1; comisd	%xmm3, %xmm1
movl	$1, 52(%rsp); movq	%rdx, %r12; movl	%r12d, %eax; movq	8(%rsp), %rbp; movl	%r10d, 56(%rsp); xorl	%r14d, %r14d; subl	%r13d, %eax; leaq	838192(%rip), %r12; movl	$1, %r15d; movl	%eax, %r11d; movl	%eax, 40(%rsp); leaq	7040(%rsp), %rax; leaq	838548(%rip), %rbx; subl	%esi, %r11d; movq	%rbp, 32(%rsp); movq	%rax, %r13; movq	%rax, 16(%rsp); movl	%r11d, %ebp
movq	%r14, %rsi; movq	%rax, %rdi; movq	%rax, %rbp
movq	-96(%rbp), %rdx; movl	-104(%rbp), %r9d; movq	%rax, %r8; movzbl	32(%r13), %eax; testq	%r8, %r8
xorl	%edx, %edx; movl	$111, %esi; xorl	%eax, %eax; movl	$33, %edi
pushq	%rbp; movapd	%xmm0, %xmm2; pxor	%xmm0, %xmm0; movq	%rdi, %rbp; pushq	%rbx; subq	$56, %rsp; movq	%fs:40, %rax; movq	%rax, 40(%rsp); xorl	%eax, %eax; comisd	%xmm1, %xmm0
movq	-104(%rbp), %rdi; movl	$480, %esi                      # imm = 0x1E0
leaq	1957242(%rip), %rdx; movl	$192, %esi
movq	%r13, %rdx; movq	%r12, %rsi
movq	1138527(%rip), %rax; movq	56(%rbx), %rcx; pxor	%xmm1, %xmm1; movq	48(%rbx), %rdx; movq	24(%rbp), %rsi; movl	$122, %edi; movq	%rax, %xmm0
movq	%rbx, %rdx; movl	$32770, %esi                    # imm = 0x8002; leaq	1588794(%rip), %rdi
nopw	(%rax,%rax); movl	(%rsi), %ecx; movl	%ecx, (%rdi); movl	-3(%rsi,%rdx), %ecx; movl	%ecx, -3(%rdi,%rdx); subq	%rdx, %r8; subq	$1, %r8; leaq	1(%rdi,%rdx), %rdi
nopw	(%rax,%rax); movq	%rbp, %rsi; movq	%r12, %rdi
movq	80(%rsp), %rdi; movq	%rbx, 184(%rsp); movq	152(%rsp), %r12; movq	48(%rsp), %rbx; movq	%rdi, %r13; movsd	8(%rsp), %xmm0; movq	24(%rbx), %rdx; movq	%r15, %rsi; movq	%r13, %rdi; mulsd	(%r14), %xmm0; mulsd	1033791(%rip), %xmm0; addsd	16(%rsp), %xmm0
movsd	467086(%rip), %xmm0; movsd	%xmm0, (%rbx); xorl	%eax, %eax; movq	24(%rsp), %rdx; subq	%fs:40, %rdx
movl	$3, %edx; movq	%r15, %rsi; movl	%ebx, %edi; movl	%eax, -2012(%rbp); movabsq	$32480047799690611, %rax        # imm = 0x73646E6F636573; movq	%rax, -2008(%rbp); movl	$20, %eax; movq	$0, -2001(%rbp); movb	$115, -1993(%rbp)
movq	32(%rsp), %rax; movq	40(%rsp), %rdi; movq	%rbx, %rdx; xorl	%r14d, %r14d; movl	$2, 16(%rsp); movb	$0, 96(%rsp); leaq	-1(%rax,%rdi), %r8
nopw	(%rax,%rax); pushq	%r14; leaq	681928(%rip), %r14; pushq	%r13; movq	%r14, %rsi; movq	%rdi, %r13; movl	$48, %edi; pushq	%r12; movq	%rdx, %r12; movl	$114, %edx; pushq	%rbp; movq	%rcx, %rbp; pushq	%rbx; subq	$16, %rsp; movq	%fs:40, %rax; movq	%rax, 8(%rsp); xorl	%eax, %eax
nopw	(%rax,%rax); movq	(%r15), %rax; movl	%edx, 4(%rsp); movq	%r15, %rdi
addq	$1, %rbp; cmpq	(%r14), %rbp
movq	%rdx, %rsi; movq	40(%rsp), %rcx; movq	%rdx, (%rcx); movq	32(%rsp), %rdx; movq	8(%rdx), %rcx; cmpq	$-1, %rcx
pushq	%r15; pushq	%r14; movq	%rsi, %r14; pushq	%r13; pushq	%r12; pushq	%rbp; movq	%rdi, %rbp; pushq	%rbx; subq	$376, %rsp                      # imm = 0x178; movq	%fs:40, %rax; movq	%rax, 360(%rsp); xorl	%eax, %eax; movq	980183(%rip), %rax; testq	%rcx, %rcx; movl	$1, 72(%rsp); movq	%rax, 64(%rsp); leaq	1214672(%rip), %rax; cmoveq	%rax, %rcx; movq	1184405(%rip), %rax; movq	%rcx, 80(%rsp); movq	%fs:(%rax), %rax; movq	(%rax), %rdi; movq	32(%rdi), %rbx; movq	(%rbx), %rax; testq	%rax, %rax
nop; pushq	%r12; leaq	1592135(%rip), %r12; movl	$136, %edx; pushq	%rbp; movq	%r12, %rsi; movq	%rdi, %rbp; movl	$4352, %edi                     # imm = 0x1100; pushq	%rbx
fstp	%st(0)
nopl	(%rax); movq	675664(%rip), %xmm0; xorl	%eax, %eax; movups	%xmm0, (%rsi)
movzbl	%cl, %eax
movabsl	-1558440057673736425, %eax
nopl	(%rax); cmpq	$0, 24(%r9); movq	%rdi, %rdx
movq	24(%rsp), %rax; andl	$15, %r14d; addq	%rax, %rbp; movq	%r9, 8(%rsp); testq	%r14, %r14
cmpq	$0, 24(%r12); leaq	56(%r12), %rax
movq	-144(%rbp), %r12; movq	-136(%rbp), %r13; movl	%ebx, %eax
leal	-690986445(%rip), %ecx; addl	$515017888, %eax                # imm = 0x1EB28CA0
leaq	384900(%rip), %rdx; cmpl	$675, %eax                      # imm = 0x2A3
movq	16(%r12), %rax; movq	(%rax), %rsi; movq	16(%rbx), %rax; movq	(%rax), %rdi
insl	%dx, %es:(%rdi); adcb	$103, %al; popq	%rax; rcrl	(%rax); movb	$-101, %bh
endbr64; cmpb	$0, 64(%rdi)
movl	$208, %esi; movq	%r12, %rdi; xorl	%ebx, %ebx; leaq	514842(%rip), %rdx
lodsb	(%rsi), %al; sbbb	47(%rcx), %al
nopw	(%rax,%rax); addq	$1, %rbx; movb	%dl, -1(%r8); movzbl	(%rbx), %edx; testb	%dl, %dl
imulq	$2064801792, %rax, %rdx         # imm = 0x7B126000; movabsq	$6653270261604748243, %rax      # imm = 0x5C552A0D699F0BD3; shrq	$18, %rdx; subq	$1229455, %rdx                  # imm = 0x12C28F; mulq	%rdx; shrq	$16, %rdx; leal	4(%rdx), %eax; andl	$-8, %eax; cmpw	%si, %ax; cmoval	%esi, %eax; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi; xorl	%r8d, %r8d; xorl	%r9d, %r9d
subq	$40, %rsp; movq	%xmm0, (%rsp); movapd	%xmm2, %xmm0; movq	%xmm1, 8(%rsp); movapd	%xmm3, %xmm1; movsd	%xmm2, 24(%rsp); movsd	%xmm3, 16(%rsp)
sete	%dl; movzbl	%dl, %edx; addl	%edx, %esi; addl	$1, %r8d
inb	$46, %al; adcb	(%rdi), %bh
xorl	%ecx, %ecx; nopl	(%rax,%rax); addq	$1, %rcx; movl	%eax, %r8d; shrl	$8, %eax
movapd	%xmm0, %xmm2; pxor	%xmm0, %xmm0; subq	$24, %rsp; divsd	%xmm1, %xmm2; comisd	%xmm0, %xmm2
vpcmpeqd	%ymm18, %ymm23, %k0; kmovd	%k0, %eax; testl	%eax, %eax
leaq	-1(%rax), %rdx; cmpq	$365, %rdx                      # imm = 0x16D
addq	$152, %rsp; movl	%ebp, %eax; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi; xorl	%r8d, %r8d
mulsd	%xmm7, %xmm2; pxor	%xmm0, %xmm0; leal	1(%rdi), %eax; addq	$8, %rcx; cvtsi2sd	%esi, %xmm0; pxor	%xmm11, %xmm11; addl	$1, %esi; addq	$8, %r8; cvtsi2sd	%edi, %xmm11; addl	$2, %edi; divsd	%xmm0, %xmm2; pxor	%xmm0, %xmm0; cvtsi2sd	%eax, %xmm0; subsd	%xmm1, %xmm11; subsd	%xmm1, %xmm0; mulsd	%xmm11, %xmm0; mulsd	%xmm8, %xmm0; mulsd	%xmm0, %xmm4; movsd	%xmm2, -8(%rcx); mulsd	%xmm4, %xmm2; addsd	%xmm2, %xmm5; cmpl	%r9d, %esi
movq	16(%rsp), %r9; movq	%r14, %rcx; xorl	%edx, %edx; movq	8(%rsp), %r8; movq	%r15, %rsi; movq	%r12, %rdi; subq	%r9, %rcx
movq	8(%rsp), %rcx; leaq	2(%rcx), %r15; movq	(%rsp), %rsi; movl	$9, %edx; movq	%rcx, 8(%rsp); movq	%r15, %rdi
movb	%al, 54(%rsp); movzbl	32(%rbp), %edx; xorl	%r12d, %r12d; xorl	%r15d, %r15d
lcalll	*4(%rcx); wait; inl	$56, %eax; addl	%edx, %edi; andb	%ah, %ch; testb	%ch, %ah; vcvtss2sd	%xmm7, %xmm6, %xmm7
pushq	792(%rsp); pushq	%rbx; pushq	792(%rsp); leaq	528(%rsp), %rax; pushq	%rax; movq	48(%rsp), %r9; movq	496(%rsp), %rcx; movq	504(%rsp), %r8; movq	512(%rsp), %rsi; movq	520(%rsp), %rdx; movq	56(%rsp), %rdi
nopl	(%rax); movl	$1, %ecx; movl	$435, %edx                      # imm = 0x1B3; leaq	701511(%rip), %rsi; leaq	701568(%rip), %rdi
movq	32(%rbx), %rsi; movq	%rbx, %rdi
movq	-1720(%rbp), %rdi; movq	-1624(%rbp), %rsi; movq	%rdx, (%rdi); movq	%rsi, 16(%rdi,%rax,8); cmpl	$-1, %r15d
movq	-1208(%rbp), %rdx; leaq	8(%rdx), %rax; movq	%rax, -1208(%rbp)
cmpl	$6, %edi; leaq	1958246(%rip), %rax; movl	$0, %edx; cmovneq	%rdx, %rax; xorl	%edx, %edx; xorl	%edi, %edi
nopl	(%rax,%rax); orq	%r8, %r9
movq	136(%rsp), %rdi; movq	%r15, %rdx
testb	$4, %ah
sbbl	%eax, %ebp
nopw	%cs:(%rax,%rax); vaesenc	%xmm15, %xmm9, %xmm9; vaesenc	%xmm15, %xmm10, %xmm10; vaesenc	%xmm15, %xmm11, %xmm11; vaesenc	%xmm15, %xmm12, %xmm12; vaesenc	%xmm15, %xmm13, %xmm13; vaesenc	%xmm15, %xmm14, %xmm14; vmovups	(%r12), %xmm15; leaq	16(%r12), %r12; decl	%r13d
nopw	(%rax,%rax); unpcklpd	%xmm2, %xmm1                    # xmm1 = xmm1[0],xmm2[0]; movl	$11, %eax; movups	%xmm1, (%rbx); addq	$24, %rsp; popq	%rbx; popq	%rbp
nopl	(%rax); leaq	2751881(%rip), %rsi
nopl	(%rax,%rax); cmpb	$0, 84(%rsp)
movl	$5, %ecx; movl	$422, %edx                      # imm = 0x1A6; leaq	310414(%rip), %rsi; leaq	310294(%rip), %rdi
xlatb; xorl	$891715652, %eax                # imm = 0x35268044; xorb	$98, -1248877726(%rbp); movabsl	%eax, 6535248940926885519; andq	$627514298, %rax                # imm = 0x25671BBA; movl	$3930416923, %edx               # imm = 0xEA45671B
nopl	(%rax,%rax); movdqa	(%rsp), %xmm1; movdqa	16(%rsp), %xmm0
nopl	(%rax,%rax); movq	$8, 32(%rdi); movq	%rax, (%rdx)
movq	1038009(%rip), %rcx; negl	%eax; movl	%eax, %fs:(%rcx); orq	$-1, %rax
sqrtsd	%xmm0, %xmm0; mulsd	16(%rsp), %xmm0; subsd	%xmm0, %xmm1; movapd	%xmm1, %xmm2; andpd	646920(%rip), %xmm2; comisd	647120(%rip), %xmm2
movq	%rdx, 8(%rsp); movq	%rsi, (%rsp)
movsd	72(%rsp), %xmm2; movq	64(%rsp), %r8; movq	1486214(%rip), %xmm6; movq	1486014(%rip), %xmm4; movq	56(%rsp), %rdi; movq	48(%rsp), %rsi; movq	40(%rsp), %r9; movq	32(%rsp), %r10; movapd	%xmm6, %xmm5; movsd	24(%rsp), %xmm3; movsd	16(%rsp), %xmm7; movsd	8(%rsp), %xmm1
nopl	(%rax); xorl	%r8d, %r8d; cmpb	$92, %al; movb	%al, (%rdx); movq	%rdi, %rdx; sete	%r8b; movzbl	(%rsi), %eax; testb	%al, %al
vmovdqu	(%rdi,%rdx), %xmm0; vpcmpeqd	(%rsi,%rdx), %xmm0, %xmm1; vpcmpeqd	%xmm0, %xmm15, %xmm2; vpandn	%xmm1, %xmm2, %xmm1; vpmovmskb	%ymm1, %ecx; incw	%cx
movq	80(%rsp), %rax; movl	(%rsp), %edi; movq	%r13, %rdx; movsd	1690925(%rip), %xmm0; movq	%rbx, %rsi; movq	(%rax), %rcx
movl	%ecx, %esi; pxor	%xmm0, %xmm0; subl	%edx, %esi; cvtsi2sd	%esi, %xmm0; mulsd	%xmm1, %xmm0; addsd	%xmm0, %xmm2; testl	%eax, %eax
nopl	(%rax); cmpb	$0, (%rax)
movq	136(%rbp), %rdi; movl	%r14d, %esi
movq	8(%rsp), %rsi; movq	%rbp, %rdx; movq	%rbx, %rdi; movq	%rbp, 16(%rsp); movl	$4, %ebp
nopl	(%rax); cmpq	$1, %r14
nopl	(%rax,%rax); movq	-1552(%rbp), %rcx; movq	%r14, -1496(%rbp); movl	-1536(%rbp), %r13d; movl	-1528(%rbp), %r8d; movl	%fs:(%rcx), %eax; movq	-1448(%rbp), %r14; movq	-1544(%rbp), %r9; movl	%eax, -1400(%rbp)
movq	1441422(%rip), %r15; movq	%rax, %r14; movq	$0, (%r15); movq	(%rax), %rbx; testq	%rbx, %rbx
leaq	1968500(%rip), %rdx; movl	$443, %esi                      # imm = 0x1BB; leaq	1968128(%rip), %rdi
movq	16(%r15), %rsi; leaq	56(%r12), %rdi
movl	$115, %r12d; leaq	2469758(%rip), %r14
leaq	1390795(%rip), %rdx; movl	$1463, %esi                     # imm = 0x5B7
nopw	(%rax,%rax); xorl	%ebp, %ebp; addq	$32, %rsp; movq	%rbp, %rax; popq	%rbx; popq	%rbp; popq	%r12
movq	104(%rsi), %rax; movslq	%edi, %rdi; movzwl	(%rax,%rdi,2), %eax; andl	$1024, %eax                     # imm = 0x400
movq	40(%rsp), %rcx; leaq	131(%rsp), %rbx; cmpq	%rcx, %rbx
nopw	(%rax,%rax); movapd	%xmm0, %xmm4; movsd	256788(%rip), %xmm0; mulsd	%xmm4, %xmm0; comisd	%xmm0, %xmm2
movq	(%rsp), %rax; leaq	1370226(%rip), %r15; leaq	1373651(%rip), %r14; subq	%r15, %r14; movq	%rax, %r13; testq	%rax, %rax
movapd	%xmm0, %xmm1; andpd	464500(%rip), %xmm1; ucomisd	464428(%rip), %xmm1
movsd	24(%rsp), %xmm0; movsd	%xmm2, 88(%rsp); movsd	%xmm1, 8(%rsp)
leaq	112(%rsp), %r11; movq	%r14, %rcx; movq	%r15, %rdx; movq	16(%rsp), %r8; movq	%r11, %rdi; movq	%rbx, %rsi; movq	%r11, 32(%rsp)
movq	%rdi, (%rsi); movq	%r8, (%rdx)
endbr64; movq	%rax, %rdi; movq	8(%rbp), %rax; movq	16(%rbp), %rdx; movq	%rax, (%rbx); movq	-24(%rax), %rax; movq	%rdx, (%rbx,%rax); xorl	%eax, %eax; movq	%rax, 8(%rbx)
movq	16(%r15), %rdi; xorl	%esi, %esi; movq	%rax, %rbx
xorl	%r9d, %r9d; leaq	840317(%rip), %r8; leaq	840302(%rip), %rcx; leaq	840311(%rip), %rdx; leaq	150576(%rip), %rsi; leaq	571450(%rip), %rdi
xchgl	%esi, %eax; popq	%rbx
movl	-8(%rax), %eax; testl	%eax, %eax
movl	(%rsp), %ecx; movq	8(%rsp), %r9; movq	%rax, %r8; movl	$255, %eax; shll	%cl, %eax; andb	%al, -2(%r8,%rbp); addq	%r9, %r14; movl	%r9d, (%rbx); movq	8(%rbx), %rdi; movl	$134, %edx; movq	%r15, %rsi; movq	%r8, (%rsp)
endbr64; movq	1426677(%rip), %rax; pushq	%rbx; movq	%rdi, %rbx; addq	$16, %rax; movq	%rax, (%rdi); movq	72(%rdi), %rdi; leaq	88(%rbx), %rax; cmpq	%rax, %rdi
xlatb; sahf; inl	$229, %eax; movb	$-27, %bl
cmpq	%r15, %r12
movq	%rcx, %r10; movl	$193, %eax
nopl	(%rax); movq	%rax, %rdx; andl	$1, %eax; pxor	%xmm0, %xmm0; shrq	%rdx; orq	%rax, %rdx; cvtsi2sd	%rdx, %xmm0; addsd	%xmm0, %xmm0
leaq	2155596(%rip), %rdx; movl	$272, %esi                      # imm = 0x110; leaq	2155464(%rip), %rdi
movq	8(%rbx), %rcx; movl	$110, %esi; xorl	%eax, %eax; leaq	831777(%rip), %rdx; movl	$34, %edi
movq	1635673(%rip), %rax; movsd	1431721(%rip), %xmm0; movl	$34, %fs:(%rax); mulsd	%xmm0, %xmm0; movq	$-1023, %rbx                    # imm = 0xFC01; movq	%r10, %rdx; testl	%r14d, %r14d
movq	8(%rsp), %rcx; movq	(%rsp), %rdx; xorl	%r9d, %r9d; movq	%r14, %r8; movq	%rbx, %rsi; movq	%r13, %rdi
movl	$476, %edx                      # imm = 0x1DC; movq	%r14, %rsi; movq	%rbx, %rdi
endbr64; movslq	%esi, %rsi; addq	%rsi, 16(%rdi)
nopw	(%rax,%rax); pushq	%r13; movq	%rdi, %rdx; xorl	%eax, %eax; xorl	%ecx, %ecx; pushq	%r12; leaq	1980350(%rip), %r13; movq	%rsi, %r12; pushq	%rbp; pushq	%rbx; movq	(%rsi), %rbp; xorl	%ebx, %ebx; andl	$1, %ebp; negq	%rbp; nopw	(%rax,%rax); movq	(%r13,%rax), %rdi; movq	(%r12,%rax), %r10; xorl	%r9d, %r9d; xorl	%r11d, %r11d; andq	%rbp, %rdi; movq	%rdi, %rsi; movq	%r9, %rdi; addq	%r10, %rsi; adcq	%r11, %rdi; addq	%rsi, %rcx; adcq	%rdi, %rbx; movq	%rcx, (%rdx,%rax); addq	$8, %rax; movq	%rbx, %rcx; xorl	%ebx, %ebx; cmpq	$56, %rax
leaq	1074564(%rip), %r14; movl	$40, %edx; movq	%r14, %rsi; leaq	-24(%r14), %rdi
nopl	(%rax); movl	$4, %ecx; movl	$119, %edx; leaq	95886(%rip), %rsi; leaq	196808(%rip), %rdi
movb	$-79, %al
nopl	(%rax); movl	$8192, %edx                     # imm = 0x2000; movq	%rbp, %rsi; movq	%rbx, %rdi
movq	%r8, (%rcx); movq	%rsi, (%rdx); movq	(%rcx), %rsi; movq	(%r14), %r8; cmpq	%r8, %rsi
cmpq	$223, %rbp
cmpw	$62, %r12w
movq	-72(%rbp), %r8; testl	%eax, %eax
pushq	%r15; pushq	%r14; pushq	%r13; pushq	%r12; pushq	%rbp; pushq	%rbx; subq	$200, %rsp; movq	%r8, 64(%rsp); cmpq	$1, %rdx
bsrl	%eax, %eax; leaq	33(%rdi,%rax), %rax; andq	$-4, %rax
movl	-112(%rbp), %edx; testl	%edx, %edx
movq	%rsp, %rdi; leaq	60(%rsp), %rdx; leaq	1573156(%rip), %rsi
movq	%rax, %rdi; movq	96(%rbx), %rax; testq	%rax, %rax
movabsq	$2305843009213689840, %rax      # imm = 0x1FFFFFFFFFFFEFF0; cmpq	%r10, %rax
nopl	(%rax); movl	$8, %ecx; movl	$94, %edx; leaq	1216288(%rip), %rsi; xorl	%ebx, %ebx; leaq	1214030(%rip), %rdi
movl	240(%rbx), %eax; cmpl	$2, %eax
nopw	(%rax,%rax); movdqa	327320(%rip), %xmm1; movdqa	327328(%rip), %xmm0
movq	%rbx, %rsi; movq	%rbp, %rdi; movl	$1, %r13d
cmpb	$101, %sil
movq	16(%rbp), %r9; movq	16(%r12), %r8; xorl	%eax, %eax; movq	24(%rbp), %rdi; movq	24(%r12), %rsi; nopw	%cs:(%rax,%rax); movl	(%r9,%rax,4), %ecx; movss	(%rdi,%rax,4), %xmm0; movl	%ecx, (%r8,%rax,4); movss	%xmm0, (%rsi,%rax,4); addq	$1, %rax; cmpq	%rax, %rdx
movsd	860556(%rip), %xmm0; comisd	%xmm3, %xmm0
nop; xorl	%ecx, %ecx; leaq	-665(%rip), %rdx; leaq	-640(%rip), %rsi; leaq	753361(%rip), %rdi
movq	(%rdx), %r9; cmpq	8(%rdx), %r9
movsd	1024394(%rip), %xmm5; movsd	1024114(%rip), %xmm6; movq	%rax, %rdx; nopl	(%rax); movsd	96(%rdx), %xmm1; movsd	(%rdx), %xmm0; subsd	%xmm3, %xmm1; comisd	%xmm0, %xmm1
movq	510544(%rip), %rax; leaq	88(%rbx), %rdi; movl	%r12d, 64(%rbx); movq	%rdi, 72(%rbx); addq	$16, %rax; movq	%rax, (%rbx); movq	(%rbp), %rax; cmpq	%r13, %rax
nopl	(%rax,%rax); xorl	%eax, %eax; addq	$8, %rsp; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; xorl	%edx, %edx; xorl	%esi, %esi; xorl	%edi, %edi
nopw	(%rax,%rax); movq	8(%r14), %r14
nopl	(%rax); addl	$1, %r13d; cmpl	%r12d, %r13d
xorpd	%xmm12, %xmm1; comisd	%xmm9, %xmm2
nopl	(%rax); cmpl	$822083583, %eax                # imm = 0x30FFFFFF
nopl	(%rax,%rax); fxch	%st(1); nopw	(%rax,%rax); fld	%st(0); subq	$32, %rsp; movl	$1, %edi; fstpt	64(%rsp); fchs; fxch	%st(1); fstpt	16(%rsp); fstpt	(%rsp)
movsd	64(%rsp), %xmm5; leal	1(%rbp), %edx; nopl	(%rax); pxor	%xmm4, %xmm4; movapd	%xmm3, %xmm1; cvtsi2sd	%eax, %xmm4; addl	$1, %eax; divsd	%xmm4, %xmm1; subsd	%xmm5, %xmm1; divsd	%xmm1, %xmm0; cmpl	%edx, %eax
nopl	(%rax,%rax); movq	24(%rsp), %rdi
nopl	(%rax); movl	$4, %ecx; movl	$175, %edx; leaq	1451947(%rip), %rsi; leaq	1451982(%rip), %rdi
pushq	%rbx; cmpq	$0, 112(%rdi); movq	%rdi, %rbx
movq	%r15, %r13; addq	%r13, -88(%rbp); movq	-88(%rbp), %rax; movq	-104(%rbp), %rdi; addl	$1, %ebx; cmpq	%rdi, %rax
movq	32(%rsp), %rdi; movq	%rsi, %rbp
nopw	(%rax,%rax); movl	%eax, %ecx; movl	$334, %edx                      # imm = 0x14E; leaq	619029(%rip), %rsi; leaq	710635(%rip), %rdi
addq	$16, %rsp; movq	%rbx, %rsi; movq	%rax, %rdi; popq	%rbx
movq	%rbx, %rsi; movl	$32, %edi
nopl	(%rax,%rax); movq	(%rsi), %rcx; movq	5(%rsi), %rdx; movq	%rcx, (%rdi); movq	%rdx, 5(%rdi); subq	$13, %r8; leaq	13(%rdi), %rdi
nopl	(%rax,%rax); movq	%rdx, %rsi; movq	%rax, %rdx; movq	%rsi, %rax
endbr64; pushq	%rbx; movq	%rdi, %rbx; movl	$1, %edx; movq	%rbx, %rsi; subq	$16, %rsp; movq	$0, 8(%rdi); leaq	15(%rsp), %rdi
movdqa	330266(%rip), %xmm1
addq	$1, 200(%rbx); movl	$1, %eax; popq	%rbx; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi
xorl	%edx, %edx; movl	$103, %esi; xorl	%eax, %eax; movl	$58, %edi
leaq	1656671(%rip), %rax; addq	$8, %rsp
nopl	(%rax); movq	$0, 72(%rsp); movq	8(%rsp), %rax; movq	$0, 120(%rsp); movq	%rax, 32(%rsp); xorl	%ebx, %ebx; cmpq	$0, 32(%rsp)
nopw	(%rax,%rax); cmpb	$1, %sil
movl	%r12d, %ecx; movl	$22, %edx; orl	%eax, %ecx
movq	(%rax), %rdi; movl	$46, %esi; movq	%r10, 48(%rsp); movl	%ecx, 40(%rsp); movl	%edx, 32(%rsp)
xorl	%r12d, %r12d; movq	40(%rsp), %rax; subq	%fs:40, %rax
clc; movslq	(%rsi), %edi; outl	%eax, $98
movq	%rbp, %rsi; movq	%r13, %rdi; movq	%r13, %rbx
nop; movsd	582504(%rip), %xmm0; movq	582256(%rip), %xmm6; movsd	584256(%rip), %xmm7; addsd	%xmm5, %xmm0; movapd	%xmm6, %xmm3; movapd	%xmm0, %xmm1; andpd	%xmm6, %xmm1; ucomisd	%xmm1, %xmm7; movsd	582428(%rip), %xmm7
nopl	(%rax,%rax); movq	$0, (%rdx)
nopw	(%rax,%rax); leaq	1(%rax), %rdx; movq	%rdx, 8(%rbx); movzbl	(%rax), %r15d; movb	%r15b, -80(%rbp); addq	$1, %r13; movq	-1552(%rbp), %rcx; movl	$1, %edx; movq	%r12, %rsi; movq	%r14, %rdi
nopw	(%rax,%rax); movl	$202, %edx
outl	%eax, %dx; outsl	(%rsi), %dx
addq	$296, %rsp                      # imm = 0x128; movl	%r15d, %eax; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi; xorl	%r8d, %r8d; xorl	%r9d, %r9d
movss	%xmm0, -12(%rsp); movl	-12(%rsp), %eax; movl	%eax, %ecx; andl	$2147483647, %ecx               # imm = 0x7FFFFFFF; cmpl	$2139095040, %ecx               # imm = 0x7F800000
movl	$1, %eax; xchgl	%eax, 32(%r13); movl	%r15d, 8(%r13); movq	%r14, %rdi
movl	-224(%rbp), %esi; movq	-336(%rbp), %r8; cmpl	$48, %eax; movl	%eax, %edi; setne	%r9b; cmpl	$53, %eax; setne	%al; andb	%al, %r9b
pushq	%r15; movq	%rsi, %r15; pushq	%r14; pushq	%r13; pushq	%r12; movq	%rdi, %r12; pushq	%rbp; pushq	%rbx; movq	%rdx, %rbx; subq	$8, %rsp; movslq	8(%rsi), %r13; movl	8(%rdx), %r14d; cmpl	%r14d, %r13d
fisubrl	-61(%rsi); pushq	%rdi; andb	%al, -61(%rcx)
movsd	8(%rsp), %xmm2; movsd	(%rsp), %xmm1; movq	%r12, %rdi; movl	%eax, %ebx; movapd	%xmm2, %xmm0
addq	$1096, %rsp                     # imm = 0x448; movq	%rbx, %rax; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi; xorl	%r8d, %r8d; xorl	%r9d, %r9d
movq	64(%rsp), %rdi; movl	%eax, %ebp
nopl	(%rax,%rax); movq	8(%rsp), %rcx; movq	%rbx, %r8; movq	%r14, %rdx; movq	%rbp, %rsi; movq	%r13, %rdi
nopw	(%rax,%rax); movslq	12(%r14), %rax; addq	$16, %rsp; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi
nopl	(%rax); pxor	%xmm5, %xmm5; movsd	1466380(%rip), %xmm3; movapd	%xmm2, %xmm6; movapd	%xmm4, %xmm7; movapd	%xmm5, %xmm1
fstpt	48(%rsp); popq	%rax; popq	%rdx; fildl	124(%rsp); fldt	16(%rsp); fmulp	%st, %st(1); fstpt	(%rsp)
pushq	$1490                           # imm = 0x5D2
nopl	(%rax); movq	32(%rbx), %rax; movq	%r15, %rdi; movq	24(%rax), %rsi
pushq	%rdi; andl	$2626653992, %eax               # imm = 0x9C8F8F28; xorl	$2424509156, %eax               # imm = 0x908312E4; pushq	%rsp; xchgl	%esi, %eax; orl	$209782776, %ebp                # imm = 0xC8107F8; adcl	%esp, 1878238063(%rsi); pushq	%rcx
addq	$1, %rdx; leaq	120(%rsp), %rsi; leaq	136(%rsp), %rdi; subq	$8, %rsp; movq	%rdx, 120(%rsp); movq	%rbx, %rcx; movq	%r13, %rdx; pushq	$0; pushq	$0; pushq	$0; movl	52(%rsp), %r9d; movq	32(%rsp), %r8
movss	102560(%rip), %xmm1; movaps	%xmm0, %xmm2; andps	102534(%rip), %xmm0; ucomiss	%xmm0, %xmm1
movl	84(%rsp), %ecx; movl	120(%rsp), %r9d; cmpl	$-1, %eax; movl	%eax, 24(%rsp); movl	128(%rsp), %r8d
movq	40(%rsp), %r14; subq	$8, %rsp; movl	%ebp, %ebp; movq	%r13, %rsi; leaq	544(%rsp), %rax; movabsq	$-4294967296, %r15              # imm = 0xFFFFFFFF00000000; pushq	%rax; andq	%r15, %r14; pushq	72(%rsp); orq	%rbp, %r14; pushq	$3; movq	%r14, %rdx; andq	%r15, %r14; pushq	$366                            # imm = 0x16E; pushq	$1; movq	48(%rsp), %rcx; movq	96(%rsp), %r8; movq	112(%rsp), %rdi; leaq	588(%rsp), %r9
imulq	16(%rdi), %rsi; addq	24(%rdi), %rdx; movb	%cl, (%rdx,%rsi)
pushq	$831                            # imm = 0x33F
pushq	$124; inl	%dx, %eax; cld; pushq	%rdi; lock; movl	$4038420012, %esp               # imm = 0xF0B5662C
nop; movq	%rdi, %rsi; leaq	1354726(%rip), %rdi
movq	16(%rsp), %rdi; leal	131079(%rdx), %eax; movzwl	%ax, %eax; movq	56(%rdi,%rax,8), %rsi
xorl	%r12d, %r12d; addq	$24, %rsp; movq	%r12, %rax; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi
movq	891860(%rip), %rax; movl	$34, %fs:(%rax); testq	%rbp, %rbp
leaq	1225828(%rip), %rdx; movl	$73, %esi; movq	%r14, %rdi
leaq	-32(%rbp), %rdx; movzbl	%sil, %esi; addq	%r15, %rdi; subq	%r12, %rdx
movzbl	(%rsp), %r8d; cmpl	$-1, %eax; movl	%eax, %esi; movl	$4294967295, %eax               # imm = 0xFFFFFFFF; cmovel	%eax, %esi; movl	$0, %eax; cmoveq	%rax, %rbx
nop; movq	16(%rbx), %rdx; movzbl	(%r10,%rax), %esi; movslq	(%r9,%rax,4), %rcx; addq	$1, %rax; imulq	%r8, %rdx; addq	24(%rbx), %rdx; movb	%sil, (%rdx,%rcx); cmpl	%eax, (%rdi)
pushq	%rdx; inl	%dx, %eax; cmpb	$126, %al; pushfq; pushq	%rdi
movsd	1110889(%rip), %xmm1; comisd	%xmm0, %xmm1
movdqa	198738(%rip), %xmm1
leaq	64(%rsp), %rdi; movl	$15, %ecx; leaq	60(%rsp), %rdx; movq	%rax, %rbx; xorl	%eax, %eax; leaq	338878(%rip), %rsi; rep		stosq	%rax, %es:(%rdi); movq	%rbp, %rdi
nopl	(%rax); movq	%r13, %rax; movq	%r15, %r9; movq	%r15, %rdx; movq	%rbx, %rsi; subq	%r15, %rax; movq	%rax, %rcx; leaq	496(%rsp), %rax; movq	%rax, %rdi; movq	%rcx, %r8; movq	%rcx, 48(%rsp); xorl	%ecx, %ecx; movq	%rax, 40(%rsp)
nopl	(%rax); movl	$20, %ecx; movl	$337, %edx                      # imm = 0x151; leaq	1595087(%rip), %rsi; leaq	1594286(%rip), %rdi
movq	%rax, 352(%rsp); movq	%rax, %r10; movq	%rdx, %rbp; movq	%rdx, 360(%rsp)
movq	$0, 16(%rbx); popq	%rbx
leaq	738832(%rip), %rdi
subq	$16400, %rsp                    # imm = 0x4010; movq	%rsi, -104(%rbp); movq	%rsi, %rbx; xorl	%r13d, %r13d; leaq	15(%rsp), %rax; subq	$4112, %rsp                     # imm = 0x1010; andq	$-16, %rax; movq	%rax, %r15; leaq	15(%rsp), %rax; andq	$-16, %rax; movq	%rax, %r12; movq	-72(%rbp), %rdi; movl	(%rbx), %esi; leaq	4(%rbx), %r14
cmpq	$0, 152(%rbx)
cmpb	$117, 2(%rax)
movapd	%xmm1, %xmm2; testq	%rsi, %rsi
movdqa	144(%rsp), %xmm2; movdqa	%xmm2, %xmm1
pushq	%r10; scasl	%es:(%rdi), %eax; xchgl	%ebp, %eax
nopl	(%rax); movq	%r8, 8(%rax); leal	-1(%rdi), %r8d; subq	$8, %rax; cmpl	%edx, %edi
movl	883190(%rip), %eax; testl	%eax, %eax
bsfl	%eax, %eax; addq	%rdi, %rax; xtest
nopw	(%rax,%rax); testl	%eax, %eax
nopw	%cs:(%rax,%rax); movq	%rax, %rdx; movq	%rax, %rcx; pxor	%xmm3, %xmm3; shrq	%rdx; andl	$1, %ecx; orq	%rcx, %rdx; cvtsi2sd	%rdx, %xmm3; addsd	%xmm3, %xmm3
leaq	1417163(%rip), %rcx; movl	$874, %edx                      # imm = 0x36A; leaq	1380226(%rip), %rsi; leaq	1399680(%rip), %rdi
movl	$3230403475, %eax               # imm = 0xC08C0B93; xchgb	%al, %bl; andb	-119(%rbx), %dl; fldt	-899809102(%rip); movb	$-40, %bh; incb	%bl
nopl	(%rax); movq	80(%rbx), %rcx; movq	%rcx, 24(%rbx)
movq	48(%rsp), %rax; movq	(%rbx), %rdi; cmpq	%r14, %rax
xorl	%eax, %eax; movsd	%xmm0, (%rsp); movupd	(%rbp), %xmm0; movsd	%xmm1, 8(%rsp); addpd	(%rsp), %xmm0; movups	%xmm0, (%rbp)
leaq	1968444(%rip), %rdx; movl	$449, %esi                      # imm = 0x1C1; leaq	1968072(%rip), %rdi
leal	8(%rax), %edx; xorl	$1, %edx; testl	%edx, %edx
nopw	(%rax,%rax); movq	%rbp, %r15; movq	8(%rbp), %rbp; testq	%rbp, %rbp
leaq	1(%rax), %rdx; movq	%rdx, 256(%rbx); movb	$40, (%rbx,%rax); movb	$40, 264(%rbx); movl	4(%rbp), %eax; cmpl	$1, %eax
pxor	%xmm0, %xmm0; movq	%rsi, 32(%r14); movq	%rax, 40(%r14); movq	%rsi, 48(%r14); movl	$1, 56(%r14); movq	$-1, 80(%r14); movups	%xmm0, 64(%r14)
movq	120(%rax), %rax; movq	%rbx, %rdi; movq	%rbp, %rcx; movq	%r14, %rdx; movq	%r13, %rsi
addb	%dl, 118(%rbp); testb	$68, %al; sbbb	$101, %al; pushq	$1112734414                     # imm = 0x4252FACE; addb	118(%rsi), %bl
addl	$1, 40(%rsp)
endbr64; pushq	%rbp; movl	%edx, %r8d; movq	%rdi, %rbp; movl	$1, %ecx; pushq	%rbx; movq	%rsi, %rbx; xorl	%edx, %edx; subq	$8, %rsp; subq	(%rdi), %rbx; movq	%rbx, %rsi; sarq	$2, %rsi
nop; leaq	160(%rsp), %rax; xorl	%ecx, %ecx; xorl	%edx, %edx; movq	%rdi, %rsi; movq	%r15, %r9; movq	%r15, %r8; movq	%rdi, %rbx; movq	%rax, %rdi; movq	%rax, 16(%rsp)
movabsq	$7594597771700561266, %rax      # imm = 0x69656E6F7A2F6572; xorq	8(%rbx), %rax; movabsq	$7018986666877744431, %rdx      # imm = 0x6168732F7273752F; xorq	(%rbx), %rdx; orq	%rdx, %rax
fsubl	-8952213(%rdx); fldt	116(%rdi); addl	$2370201779, (%rcx)             # imm = 0x8D4668B3
nop; cmpl	$7, 48(%r13)
movq	%rbp, %rsi; movq	%r14, %rdi; movsd	8(%rsp), %xmm0; xorpd	1132755(%rip), %xmm0; divsd	16(%rsp), %xmm0
nop; xorl	%eax, %eax; addq	$8, %rsp; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi
movsl	(%rsi), %es:(%rdi); sbbb	(%rdx), %cl; wait; movb	$11, %cl
movdqa	240271(%rip), %xmm1; movdqa	(%rsp), %xmm0
movq	1450365(%rip), %rax; movl	-1400(%rbp), %edi; movl	%edi, %fs:(%rax); movl	-1392(%rbp), %ebx; testl	%ebx, %ebx
nopl	(%rax); movq	16(%rdi), %r13; movq	16(%rsi), %r12; movq	%rdi, %r10; testq	%rbx, %rbx
addq	$16, %rsp; movapd	%xmm0, %xmm1; movq	%rbx, %xmm0; popq	%rbx
movq	%r14, %rdi; movl	$690, %esi                      # imm = 0x2B2; leaq	2071965(%rip), %rdx
movq	96(%rsp), %rdi; testq	%rdi, %rdi
nop; testl	%eax, %eax
nopw	(%rax,%rax); andpd	%xmm15, %xmm12; movapd	%xmm15, %xmm0; movapd	%xmm12, %xmm2; mulsd	%xmm5, %xmm2; addsd	%xmm11, %xmm2
andl	$4026531839, %edx               # imm = 0xEFFFFFFF; andl	$2048, %r9d                     # imm = 0x800; andl	$4294965247, %ecx               # imm = 0xFFFFF7FF; orl	%ecx, %r9d; movl	%edx, %r10d; cmpl	$7, %r11d
nopl	(%rax); movl	$19, %ecx; movl	$170, %edx; leaq	1517034(%rip), %rsi; leaq	1516720(%rip), %rdi
movsd	657764(%rip), %xmm0; comisd	%xmm3, %xmm0
nopl	(%rax); movq	%xmm5, %rdx; movapd	%xmm7, %xmm5; movsd	%xmm3, (%r11,%r10,8); movapd	%xmm3, %xmm4; movq	%rdx, %xmm7; movq	%xmm0, %rdx; movsd	16(%rsp), %xmm3; movapd	%xmm1, %xmm0; movq	%rdx, %xmm1
nopw	%cs:(%rax,%rax); pushq	%r15; pushq	%r14; movq	%rcx, %r14; pushq	%r13; pushq	%r12; movq	%rsi, %r12; pushq	%rbp; pushq	%rbx; movq	%rdx, %rbx; subq	$200, %rsp; movslq	8(%rcx), %r15; movq	%rdi, 16(%rsp); movq	%r15, %rsi; movq	%fs:40, %rax; movq	%rax, 184(%rsp); xorl	%eax, %eax; movl	%r15d, 28(%rsp)
movq	(%rbp), %rax; movq	24(%rbp), %rdx; movq	%r12, %rsi; movq	%r14, %rdi; xorl	%ecx, %ecx; movq	%rax, (%rbx); movq	-24(%rax), %rax; movq	%rdx, (%rbx,%rax); movq	%r13, %rdx
mulsd	%xmm1, %xmm0; leaq	(,%rdx,8), %rdi; xorl	%ecx, %ecx; xorl	%edx, %edx; nopl	(%rax); movsd	(%rax), %xmm1; xorl	%esi, %esi; comisd	%xmm0, %xmm1; seta	%sil; addq	$1, %rdx; addq	%rdi, %rax; addq	%rsi, %rcx; cmpq	%rdx, %r8
movq	%rax, 8(%rsp); movq	%rax, %rsi; testq	%rax, %rax
movq	%rax, 8(%r12); movq	48(%rbx), %r13; movq	8(%rbp), %r12; leaq	16(%r13), %rdi; movq	%rdi, (%r13); movq	(%rbp), %r14; movq	%r12, 8(%rsp); cmpq	$15, %r12
movq	16(%rsi), %rsi; movq	16(%rcx), %rax; movl	%edx, %ebx; addq	%r10, %r10; addq	%r9, %r9; xorl	%ecx, %ecx; nopw	(%rax,%rax); movzwl	(%rsi), %edx; movzwl	(%rax), %r11d; addq	$1, %rcx; addq	%r10, %rsi; imull	%edi, %edx; imull	%ebx, %r11d; addl	%r11d, %edx; movw	%dx, (%rax); addq	%r9, %rax; cmpq	%rcx, %r8
movq	-272(%rbp), %rsi; movq	%r13, %rdx; addq	$4, %r14
nopl	(%rax); movq	8(%rbx), %rdi; xorl	%edx, %edx; movq	%rax, %rsi
addq	$8, %rsp; xorl	%eax, %eax; popq	%rbx; popq	%rbp; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi; xorl	%r8d, %r8d; xorl	%r9d, %r9d
nopw	(%rax,%rax); movdqa	334776(%rip), %xmm1; movdqa	(%rsp), %xmm0
movq	%rdi, 112(%rsp); movq	%rdx, 128(%rsp); movq	$0, 120(%rsp); movb	$0, (%rdi); movq	(%rsp), %rdi; movq	144(%rsp), %rax; movq	$0, 144(%rsp); movq	32(%rdi), %rsi; movq	%rax, 32(%rdi); testq	%rsi, %rsi
movq	40(%rsp), %rdx; movq	8(%rsp), %rsi; movq	%rbx, %rdi
movq	1204293(%rip), %rax; cmpq	%rax, %rdi
movq	%r15, %r14; movq	%r9, %r15; movq	64(%rsp), %r9; movb	%dl, 32(%rsp); movq	%r14, 24(%rsp); movl	%r12d, %r11d; movq	%r8, %r13; movsbl	%dl, %esi; movq	%r15, 16(%rsp); movq	48(%rsp), %r12; movq	%r9, %r15; movq	%rax, %rbp; movq	136(%rsp), %r8; movq	120(%rsp), %r10; xorl	%ecx, %ecx; movq	40(%rsp), %r9; movq	160(%rsp), %rdx; nopw	(%rax,%rax); cmpl	%ecx, %r11d
movq	%rbx, %rbp; shrq	$63, %rbp; testq	%rax, %rax
sbbl	%ebp, 404491030(%rcx); pushq	$477643050                      # imm = 0x1C78412A
nopl	(%rax); cmpq	$2, %rbx
nopw	%cs:(%rax,%rax); nop; movq	%xmm0, %rax; movapd	%xmm0, %xmm4; shrq	$32, %rax; andl	$2147483647, %eax               # imm = 0x7FFFFFFF; cmpl	$1102053375, %eax               # imm = 0x41AFFFFF
movzbl	106(%rsp), %eax; movb	%al, 79(%rsp); cmpb	$0, 107(%rsp)
movq	32(%rbx), %rdi; leaq	448456(%rip), %rsi; testq	%rdi, %rdi
cmpl	$672, %eax                      # imm = 0x2A0
addq	%rbp, %rax; movq	%rax, 16(%rsp); movl	4(%r15), %eax; addl	%ebp, %eax; movl	%eax, 4(%r15); cmpl	(%r15), %eax
nopl	(%rax); movzbl	(%rdx,%rcx), %edx; leaq	-16(%rax), %rsi; movb	%dl, (%r8,%rcx); movl	%ebp, %edx; cmpl	$8, %ebp
movl	$263, %edx                      # imm = 0x107; movq	%r12, %rsi
nopw	%cs:(%rax,%rax); pushq	%r15; pushq	%r14; pushq	%r13; movq	%rdi, %r13; pushq	%r12; pushq	%rbp; movq	%rsi, %rbp; pushq	%rbx; subq	$8, %rsp; movq	650517(%rip), %rbx; movl	%fs:(%rbx), %r12d; movl	(%rdi), %eax; cmpl	$1, %eax
nopw	(%rax,%rax); movl	$5, %ecx; movl	$187, %edx; leaq	344288(%rip), %rsi; leaq	177236(%rip), %rdi
xorl	%r12d, %r12d; xorl	%ebp, %ebp; xorl	%r15d, %r15d; movq	%rbp, %rdi; xorl	%r13d, %r13d
nopl	(%rax); movq	160(%rdi), %rbp; leaq	104(%rbp), %rax; movq	%rax, 152(%rdi); movq	8(%rbp), %rax; movq	$0, 88(%rbp); movq	%rax, (%rbp); movq	24(%rbp), %rax; movq	%rax, 32(%rbp); movq	160(%rdi), %rax; movq	%rsp, %rdi; movq	$0, 96(%rax)
xorl	%eax, %eax; xorl	%edx, %edx; movl	$102, %esi; movl	$44, %edi
movq	16(%rsp), %r8; movq	24(%rsp), %rbx; movq	%r14, %rbp
movq	-2224(%rbp), %rdi; leaq	1(%rax), %rdx; movq	%rdx, 40(%rdi); movb	$37, (%rax); movzbl	12(%r15), %eax; testb	$8, %al
movl	32(%rsp), %ebx; addl	$1, %ebx; subl	%ebx, %r13d
movq	%rdx, %rax; movslq	%r11d, %rcx; subq	%r10, %rax; cmpq	%rcx, %rax
movl	16(%rsp), %edx; movq	(%rsp), %rdi; movq	%rcx, %rsi
nopl	(%rax); comisd	%xmm10, %xmm0
endbr64; pushq	%rbp; pushq	%rbx; subq	$8, %rsp; movq	8(%rdi), %rbx; cmpq	%rsi, %rbx
movl	$2859603823, %edx               # imm = 0xAA72176F
nopl	(%rax,%rax); cmpl	$90, %ebp
nopl	(%rax); movl	$4, %ecx; movl	$119, %edx; leaq	100358(%rip), %rsi; leaq	201280(%rip), %rdi
nopl	(%rax,%rax); addq	$1, %rax; addq	%rsi, %rdi; cmpq	%rax, %rdx
addq	$16, %rsp; movl	%ebx, %eax; popq	%rbx; popq	%rbp; popq	%r12; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi; xorl	%r8d, %r8d; xorl	%r9d, %r9d
nopl	(%rax); movl	%edi, %r12d; movl	%esi, %r13d; movsd	%xmm1, (%rsp)
cmpq	$2047, %rax                     # imm = 0x7FF
nopw	%cs:(%rax,%rax); movl	$1, 8(%rdi)
movl	$8, %ecx; movl	$49, %edx; leaq	1275523(%rip), %rsi; leaq	1275558(%rip), %rdi
movl	%ebx, 4(%rdx); movl	4(%r14), %edx
pushq	$1136                           # imm = 0x470
movq	537709(%rip), %rax; movq	(%rsp), %rdi; movq	800(%rax), %rax
movq	16(%rdi), %r13; cmpq	%rsi, %r13
leaq	1561028(%rip), %rdx; movl	$621, %esi                      # imm = 0x26D; movq	%r13, %rdi
addq	$16, %rsp; popq	%rbx; xorl	%eax, %eax; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi
movsd	491689(%rip), %xmm3; movsd	491689(%rip), %xmm1; divsd	%xmm2, %xmm3; subsd	%xmm3, %xmm1; divsd	%xmm2, %xmm1; addsd	491677(%rip), %xmm1; divsd	%xmm2, %xmm1; movsd	334193(%rip), %xmm2; popq	%rbx; addsd	%xmm2, %xmm1; divsd	%xmm1, %xmm2; mulsd	491624(%rip), %xmm2; movapd	%xmm2, %xmm1; mulsd	%xmm1, %xmm0
leaq	8(%rsi,%r11,8), %rsi; leaq	-8(%rdi,%r11,8), %rdi; negq	%r11; xorq	%r10, %r10; xorl	%ebx, %ebx; movq	%rax, %r9; movq	(%rsi,%r11,8), %rax; movq	%rdx, %r8
nopl	(%rax,%rax); movq	112(%r15), %rsi; testq	%rsi, %rsi
movq	997631(%rip), %rdx; movq	999064(%rip), %rsi; xorl	%ecx, %ecx
movl	148(%rdi), %eax; xorl	%edi, %edi
movsd	529655(%rip), %xmm1; mulsd	%xmm0, %xmm1; movapd	%xmm1, %xmm0; movsd	%xmm1, 48(%rsp)
nopl	(%rax); vpcmpeqd	160(%rdi), %ymm16, %k0; kmovd	%k0, %eax; subq	$-128, %rdi; testl	%eax, %eax
cmpq	32(%r12), %rbx
movq	16(%rsp), %rcx; movq	%r15, %rdx; movq	%rax, 32(%rsp); leaq	(%rbx,%rcx), %rdi; movq	%rbp, %rcx; movq	%rdi, %rsi; movq	%rdi, 8(%rsp)
nopw	%cs:(%rax,%rax); xorl	%eax, %eax; cmpq	$16, %rdx
pushq	%r15; movl	%r8d, %r15d; pushq	%r14; movq	%rcx, %r14; pushq	%r13; movl	%edx, %r13d; pushq	%r12; movq	%rdi, %r12; pushq	%rbp; movq	%rsi, %rbp; xorl	%esi, %esi; pushq	%rbx; movq	%rbp, %rdi; subq	$8, %rsp
movq	80(%rbx), %rdx; movq	%r12, %rdi
movq	(%rcx), %rbx; movl	%r13d, %r8d; movq	%r12, %r15; movl	%ebp, %r13d; movq	%r14, %r12; movq	%rcx, %r14; cmpq	$1, %rbx
movl	%eax, %ecx; andl	$1073742080, %ecx               # imm = 0x40000100; cmpl	$1073742080, %ecx               # imm = 0x40000100; sete	%cl; movzbl	%cl, %ecx; leaq	600925(%rip), %rdi; movb	%cl, 16(%rbx); movq	%rdi, (%rbx); leaq	395453(%rip), %rdi; andb	$1, 16(%rbx); movq	%rdi, 8(%rbx); cmpq	$1, %r12
movq	1245556(%rip), %rax; xorl	%ecx, %ecx; xorl	%edx, %edx; movq	%rbx, %rdi; addq	$16, %rax; movq	%rax, (%rbp); movl	64(%rbx), %eax; movl	%eax, 64(%rbp); movq	72(%rbx), %rax; movq	%rax, 72(%rbp); movq	1246000(%rip), %rax; leaq	24(%rax), %rsi; movq	%rsi, 72(%rbx)
movq	%r13, %rcx; movq	%rbp, %rdx; movq	%r14, %rsi; movq	%rbx, %rdi
nopw	(%rax,%rax); movq	%rsi, %rcx; andl	$1, %eax; pxor	%xmm0, %xmm0; shrq	%rcx; orq	%rax, %rcx; cvtsi2sd	%rcx, %xmm0; addsd	%xmm0, %xmm0
movq	160(%rdi), %rax; movl	%esi, %ebp; movq	24(%rax), %rcx; testb	$8, %dh
movq	(%r12), %rdi; movl	$314, %edx                      # imm = 0x13A; movq	%r13, %rsi; movq	392(%rdi), %rax; movq	%rax, 8(%r12)
fistps	2139070718(%rsi)
movq	16(%r14), %r10; movq	32(%r14), %r9; shlq	$2, %rdi; xorl	%edx, %edx; movq	24(%r14), %rcx; movq	24(%rbx), %r11; movq	16(%rbx), %r8; nopw	(%rax,%rax); movslq	(%r10,%rdx), %rax; movslq	(%r9,%rdx), %rsi; fldt	16(%rcx,%rdx,8); fldt	(%rcx,%rdx,8); imulq	%r8, %rax; addq	$4, %rdx; addq	%rsi, %rax; shlq	$5, %rax; addq	%r11, %rax; fstpt	(%rax); fstpt	16(%rax); cmpq	%rdi, %rdx
inl	$215, %eax; pushq	$24797015                       # imm = 0x17A5F57
nopl	(%rax,%rax); movq	$0, 8(%rax); movq	(%rax), %rax; testq	%rax, %rax
pushq	$2020                           # imm = 0x7E4
movl	$168, %eax
endbr64; pushq	%r15; leaq	16(%rdi), %rax; pushq	%r14; pushq	%r13; pushq	%r12; movq	%rsi, %r12; pushq	%rbp; movq	%rdx, %rbp; pushq	%rbx; movq	%rdi, %rbx; subq	$152, %rsp; movq	%rax, (%rdi); leaq	32(%rdi), %rax; movq	$0, 8(%rdi); leaq	96(%rsp), %r14; movb	$0, 16(%rdi); movq	%rax, %rdi; movq	%rax, (%rsp)
nopl	(%rax); subq	$8, %rsp; leaq	512(%rsp), %rax; pushq	%rax; pushq	32(%rsp); pushq	$2; pushq	$12; pushq	$1; movq	512(%rsp), %rcx; movq	520(%rsp), %r8; movq	528(%rsp), %rsi; movq	536(%rsp), %rdx; movq	72(%rsp), %rdi; leaq	556(%rsp), %r9
movl	%r14d, %edx; movq	%r8, %rbp; movl	%r9d, %r12d; andl	$8, %edx
leaq	32(%rsp), %rsi; movl	%fs:(%r13), %ebx; leaq	801329(%rip), %rdi
movq	(%rsp), %rdx; movq	%rdx, (%r12); movq	8(%rsp), %rdx; cmpq	%rdx, 16(%rsp); movq	%rdx, (%rbp); sete	(%rbx); movq	24(%rsp), %rdx; subq	%fs:40, %rdx
cmpq	%rdi, 8(%rax)
popq	%r11; movl	$2886916380, %ebx               # imm = 0xAC12D91C; orb	$55, %al; pushq	%rsi; movl	%ecx, %edx; notb	%dl
movl	%esi, 48(%rdi); xorl	%esi, %esi; xorl	%edi, %edi
movq	32(%r12), %rax; movq	%r14, %xmm2; movsd	1163581(%rip), %xmm3; xorl	%edx, %edx; mulsd	1163579(%rip), %xmm2; movq	8(%rax), %rdi; movq	16(%rax), %rcx; movq	8(%rsi), %rax; leaq	(,%rdi,8), %r8; leaq	(,%rax,8), %rdi; movq	16(%rsi), %rax; nopl	(%rax); movsd	(%rcx), %xmm1; pxor	%xmm0, %xmm0; comisd	%xmm1, %xmm2
leaq	1601898(%rip), %rdx; movl	$295, %esi                      # imm = 0x127; leaq	1601741(%rip), %rdi
movq	(%r14), %rdi; leaq	160(%r14), %rsi; movq	%r12, %rcx; movq	%rbp, %rdx; movl	$16, %r8d
nopw	(%rax,%rax); leaq	-40(%r14,%rax), %rbx; movq	32(%rbx), %rsi; testq	%rsi, %rsi
leaq	344804(%rip), %rcx; movl	%esi, %esi; movslq	(%rcx,%rsi,4), %rax; addq	%rcx, %rax
outl	%eax, $125; movsb	(%rsi), %es:(%rdi); movw	-2041700439(%rbp), %cs; movb	$-28, %al
movq	528555(%rip), %rax; addq	$24, %rax; movq	%rax, 112(%rsp); movq	%rbx, %rdi
leaq	1566444(%rip), %rdx; movl	$488, %esi                      # imm = 0x1E8; xorl	%ebp, %ebp; leaq	1566164(%rip), %rdi
movq	80(%rsp), %r11; movq	%rax, %r9; subq	$1, %r9; movq	16(%rsp), %rsi; movl	$1, %ecx; xorl	%edx, %edx; movq	%r9, %r8; leaq	176(%rsp), %rdi; movq	%r11, 32(%rsp); movq	%r9, 8(%rsp)
movsd	8(%rsp), %xmm3; movapd	%xmm0, %xmm1; pxor	%xmm0, %xmm0; comisd	%xmm1, %xmm0
movq	3318081(%rip), %rdi; addq	$8, %rsp; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13
nopw	(%rax,%rax); pushq	%r15; movq	%rcx, %r15; pushq	%r14; movl	%edi, %r14d; pushq	%r13; pushq	%r12; pushq	%rbp; pushq	%rbx; subq	$88, %rsp; movq	8(%rcx), %rdi; movq	%rsi, 24(%rsp); movq	%rdx, 48(%rsp); movl	%r8d, 44(%rsp); movq	%fs:40, %rax; movq	%rax, 72(%rsp); xorl	%eax, %eax; movl	$0, 68(%rsp)
nopl	(%rax); pushq	%rbx; movq	24(%rdi), %rbx; movq	8(%rbx), %rdi
movq	%rax, 32(%rbx); movq	%rax, %r13; testq	%rax, %rax
pushq	$1597                           # imm = 0x63D
movq	%rax, 40(%rsp); movq	%rax, 40(%rbx); testq	%rax, %rax
movl	$8, %ecx; movl	$43, %edx; leaq	1249739(%rip), %rsi; xorl	%ebx, %ebx; leaq	1249738(%rip), %rdi
movq	$-1, (%rbx)
leaq	20(%rsp), %rsi; leaq	16(%rsp), %rdi; movq	%rax, %rcx; movq	%rbp, %rdx
movl	%eax, %ecx; leal	(,%r13,8), %eax; cmpl	%ecx, %eax
nopw	(%rax,%rax); movl	$1, %ecx; movl	$143, %edx; leaq	1640364(%rip), %rsi; leaq	1640560(%rip), %rdi
movq	32(%rsp), %r8; xorl	%ecx, %ecx; movq	%rbx, %rdx; movq	24(%rsp), %rdi; movq	%rbp, %rsi
movl	$19, %ecx; movl	$485, %edx                      # imm = 0x1E5; leaq	1217062(%rip), %rsi; leaq	1219641(%rip), %rdi
popq	%r8; popq	%r9; movq	24(%rsp), %r13; movq	48(%rsp), %rdx; movl	%r14d, %ecx; movq	8(%rsp), %rsi; movq	%r13, %rdi
nopl	(%rax); movq	%rbx, %rdi; xorl	%ecx, %ecx; shrq	$50, %rdi; xorl	$1, %edi; cmpq	$32767, %rsi                    # imm = 0x7FFF; cmovnel	%ecx, %edi; shrq	$60, %rax; shlq	$4, %rbx; orq	%rax, %rbx; shlq	$63, %rdx; movabsq	$9221120237041090560, %rax      # imm = 0x7FF8000000000000; shrq	$3, %rbx; orq	%rax, %rbx; orq	%rdx, %rbx; testl	%edi, %edi
movq	32(%rsp), %rax; movq	72(%rsp), %r13; movq	104(%rsp), %r12; cmpq	%rax, %rdi
pushq	%r12; pushq	%rbp; movq	%rsi, %rbp; pushq	%rbx; movq	%rdi, %rbx; movq	$0, 32(%rdi); testq	%rsi, %rsi
movq	8(%r15), %rcx; movslq	(%r15), %r8; movq	%rax, %rsi; movq	%rbp, %rdi; movq	24(%rsp), %rdx
movq	%r8, %rdx; xorl	%edi, %edi
movq	56(%rsp), %r8; cmpl	$8, %r12d; movl	40(%rsp), %r9d; movq	48(%rsp), %r11; leaq	(%rbp,%r8), %rcx
movb	%r13b, (%rax); xorl	%eax, %eax; addq	$8, %rsp; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13
movq	1033259(%rip), %rax; movl	$22, %fs:(%rax); nopl	(%rax); movq	$-1, %rax
leaq	152(%rsp), %r12; leaq	144(%rsp), %rsi
fxch	%st(1); fxch	%st(2); movl	$4294967264, %ebx               # imm = 0xFFFFFFE0
movdqa	(%rdi), %xmm3; pxor	%xmm0, %xmm0; movq	$16, %rcx; movl	$8, %r9d; leaq	8(%rdi), %r10; andq	$4095, %r10                     # imm = 0xFFF; subq	$4096, %r10                     # imm = 0x1000; nopl	(%rax); addq	$16, %r10
movdqa	(%rsp), %xmm0; leaq	323451(%rip), %rbp; leaq	-112(%rbp), %r12
nop; pushq	%r15; pushq	%r14; pushq	%r13; pushq	%r12; pushq	%rbp; pushq	%rbx; subq	$296, %rsp                      # imm = 0x128; movzbl	(%rsi), %ebx; movq	%fs:40, %rax; movq	%rax, 280(%rsp); xorl	%eax, %eax; testb	%bl, %bl
rclb	%cl, -639274287(%rcx)
movdqa	339767(%rip), %xmm1; movdqa	16(%rsp), %xmm0; leaq	338618(%rip), %rbx; leaq	-160(%rbx), %rbp
nopl	(%rax); movq	40(%rsp), %rdi; movl	%eax, %r14d
movq	834981(%rip), %rdx; movq	835222(%rip), %rsi; xorl	%ecx, %ecx
leaq	267915(%rip), %rax; cmpl	$2, %edx
nopw	(%rax,%rax); movl	%edi, %edi; pxor	%xmm1, %xmm1; subq	$24, %rsp; movsd	950582(%rip), %xmm0; cvtsi2sd	%rdi, %xmm1; movsd	%xmm2, 8(%rsp); movapd	%xmm0, %xmm3; subsd	%xmm2, %xmm3; subsd	%xmm0, %xmm1; movapd	%xmm3, %xmm0
leaq	48(%rsp), %rdi; movq	%r14, %rcx; xorl	%edx, %edx; movq	%rax, %r8; xorl	%esi, %esi
nop; cmpq	%rax, %rdi
xorl	%eax, %eax; testl	%ebp, %ebp; setne	%al; movq	120(%rsp), %rdx; subq	%fs:40, %rdx
movdqu	(%rsp), %xmm1; movdqu	16(%rsp), %xmm2; leaq	64(%rsp), %rsi; movq	32(%rsp), %rax; movq	8(%r12), %rdi; movaps	%xmm1, 64(%rsp); movq	%rax, 96(%rsp); movaps	%xmm2, 80(%rsp)
xorl	%ecx, %ecx; xorl	%edx, %edx; movl	$2, %esi; movq	%r15, %rdi; movq	%rax, (%rsp)
sqrtsd	%xmm0, %xmm0; movsd	%xmm0, 24(%rsp); movsd	223803(%rip), %xmm1; mulsd	8(%rsp), %xmm1; movsd	%xmm2, 40(%rsp); movsd	299719(%rip), %xmm0; movsd	%xmm1, 32(%rsp)
movl	%esi, 24(%rsp); movq	%rcx, 48(%rsp)
nopl	(%rax); pushq	%r13; pushq	%r12; pushq	%rbp; pushq	%rbx; movq	%rdi, %rbx; subq	$8, %rsp; cmpl	$1, 8(%rdi)
subq	$-128, %rsp; movq	%rsi, %rdi; movapd	%xmm1, %xmm0; popq	%rbx; popq	%rbp; popq	%r12
endbr64; pushq	%r13; pushq	%r12; movq	%rdi, %r12; pushq	%rbp; pushq	%rbx; movq	%rsi, %rbx; subq	$8, %rsp
cmpl	$6, %r9d
leaq	8(%rbp), %rax; movl	$58, %ecx; addq	$4, %rbp
leaq	1261306(%rip), %rsi; movq	%r15, %rdi
cmpl	$121, %r13d
pxor	%xmm1, %xmm1; cvtsi2sd	%rax, %xmm1; divsd	%xmm1, %xmm0; testq	%r12, %r12
popq	%rcx; popq	%rsi; movq	%rax, %rdi; movslq	(%rbp,%r15,4), %rax; movl	%edi, %r8d; cmpl	%edi, %eax
movq	986713(%rip), %rdx; leaq	29730(%rip), %rax; testb	$16, 157(%rdx)
testb	$8, %bpl
leaq	516316(%rip), %rdx; movl	$133, %esi; leaq	516176(%rip), %rdi
nopl	(%rax); movq	(%rbx), %rdx; cmpq	32(%rsp), %rdx
xorl	%ecx, %ecx; movl	$10, %edx; movq	%rsp, %rsi; movq	%rbx, %rdi; leaq	715796(%rip), %r8
movq	%rbp, %rdx; movq	%rbx, %rsi; movq	%r15, %rdi
movl	$6, 16(%rsp)
movq	64(%rbp), %rdi
nopl	(%rax); movq	2192313(%rip), %rdi
outb	%al, %dx; movb	$35, %bl
movq	24(%rsp), %rax; leaq	-4(%r12), %rcx; movq	%rcx, (%rax)
endbr64; pushq	%r13; movq	%rdx, %rdi; pushq	%r12; pushq	%rbp; movq	%rdx, %rbp; pushq	%rbx; movq	%rsi, %rbx; subq	$24, %rsp
nopw	(%rax,%rax); tzcntl	%eax, %eax; leaq	96(%rdi,%rax), %rax
pxor	%xmm12, %xmm12; movapd	%xmm1, %xmm4; cvtsi2sd	%eax, %xmm12; movapd	%xmm12, %xmm3; addsd	%xmm12, %xmm3; subsd	%xmm3, %xmm4; movapd	%xmm12, %xmm3; addsd	%xmm6, %xmm3; subsd	%xmm2, %xmm4; subsd	%xmm1, %xmm3; mulsd	%xmm8, %xmm4; mulsd	%xmm12, %xmm3; mulsd	%xmm11, %xmm3; movapd	%xmm8, %xmm11; addsd	%xmm3, %xmm4; movapd	%xmm4, %xmm3; andpd	%xmm5, %xmm4; comisd	%xmm0, %xmm4; xorpd	%xmm9, %xmm3
movl	8(%rsp), %r12d
nopw	(%rax,%rax); mulsd	%xmm11, %xmm2; movq	%r14, %rax; mulsd	%xmm5, %xmm1; imulq	%rbp, %rax; addsd	%xmm1, %xmm2; movsd	%xmm2, (%rsi,%rax)
movq	16(%r15), %rcx; movq	40(%rsp), %rsi; movq	%rbp, %r8; movq	%rbx, %rdx; movq	%rbx, %rdi
movdqa	330408(%rip), %xmm7; movaps	%xmm0, (%rsp); movaps	%xmm7, 16(%rsp); movdqa	16(%rsp), %xmm1; movdqa	(%rsp), %xmm0; subq	$16, %rbx
movq	818927(%rip), %rdx; movl	$2, %fs:(%rdx)
xorl	%r14d, %r14d; cmpq	$0, (%rbp)
movd	%ecx, %xmm0; movd	%r13d, %xmm4; movd	%eax, %xmm1; movl	%edx, %ecx; movd	%esi, %xmm5; punpckldq	%xmm4, %xmm0            # xmm0 = xmm0[0],xmm4[0],xmm0[1],xmm4[1]; punpckldq	%xmm5, %xmm1            # xmm1 = xmm1[0],xmm5[0],xmm1[1],xmm5[1]; punpcklqdq	%xmm1, %xmm0            # xmm0 = xmm0[0],xmm1[0]; movaps	%xmm0, 96(%rsp); andl	$7, %ecx
nopl	(%rax,%rax); movl	%r13d, %r9d; nopl	(%rax,%rax); movl	%r9d, %ecx; movl	%r10d, %r9d
movq	296(%r12), %rdi; testq	%rdi, %rdi
movzbl	1(%rbx), %eax; leaq	2(%rbx), %rcx; testb	%al, %al
movl	%ebp, %esi; movq	%r8, %rdi
movq	296(%r12), %rdi; movl	%eax, %esi
movslq	%ebx, %rax
movq	%rbx, %rax; andl	$1, %ebx; pxor	%xmm0, %xmm0; shrq	%rax; orq	%rbx, %rax; cvtsi2sd	%rax, %xmm0; addsd	%xmm0, %xmm0
movl	$4294967295, %eax               # imm = 0xFFFFFFFF; movl	$3, %ebp; pxor	%xmm0, %xmm0; xorl	%ecx, %ecx; andb	$-2, 393(%r15); movb	$0, 128(%r15); movq	%rax, 500(%r15); movq	60(%r13), %rax; movq	$0, 384(%r15); movq	%rax, (%r15); movl	56(%r13), %eax; movzbl	68(%r13), %edx; movups	%xmm0, 480(%r15); movq	%rax, 8(%r15); movzbl	392(%r15), %eax; andl	$15, %edx; movl	$0, 16(%r15); andl	$-16, %eax; movw	%cx, 512(%r15); orl	%edx, %eax; movb	%al, 392(%r15); movq	16(%r13), %rax; cmpq	%rbp, %rax; cmovbeq	%rax, %rbp; testq	%rax, %rax
movq	%r11, 16(%rsp); movq	%r10, 32(%rsp); cmpq	%r15, %r13
cmpq	$32767, %rax                    # imm = 0x7FFF
movq	8(%rsp), %r8; movq	16(%r8), %rsi; movl	24(%r8), %ecx; movq	%rsi, %rdx; subl	$1, %ecx; shlq	%cl, %rdx; cmpq	%rdx, 40(%r8)
movq	(%rcx), %rdx; movq	%rcx, %r13; cmpq	8(%rcx), %rdx
movabsq	$-9223372036854775808, %rcx     # imm = 0x8000000000000000; movq	%r14, 8(%rbx); movb	%r13b, 43(%rsp); cmpl	%eax, %r12d
movq	176(%rsp), %rsi; comisd	144(%rsp), %xmm0; movsd	152(%rsp), %xmm5; movsd	160(%rsp), %xmm2; movapd	192(%rsp), %xmm6; movsd	208(%rsp), %xmm10
nopl	(%rax,%rax); movq	32(%r14), %rdi
leaq	601917(%rip), %rcx; movl	%eax, %edx; movq	%rcx, (%rbx); andl	$1073742080, %edx               # imm = 0x40000100; leaq	383735(%rip), %rcx; movq	%rcx, 8(%rbx); cmpl	$1073742080, %edx               # imm = 0x40000100
nopw	(%rax,%rax); movq	(%rdi), %rax; leaq	1336118(%rip), %rdi; movq	%rdx, %rcx; movl	%esi, %edx; movq	%rax, %rsi
movsd	375534(%rip), %xmm1; comisd	%xmm1, %xmm0
movq	(%rbx), %rcx; movl	108(%rsp), %edx; movl	8(%rcx), %eax; cmpl	%edx, %eax
leaq	810380(%rip), %rdx; movl	$131, %esi; leaq	810296(%rip), %rdi
movl	%r8d, %ebp; orl	%r9d, %ebp; orl	%eax, %ebp
movq	3425040(%rip), %rsi; movq	400(%rbx), %rdi
leaq	1221440(%rip), %rdx; movl	$47, %esi; leaq	1221394(%rip), %rdi
movq	%rbx, %rsi; movq	%r15, %rdi; movl	$8, %ebp; movabsq	$-68719476752, %rax             # imm = 0xFFFFFFEFFFFFFFF0; movabsq	$68719476735, %rdx              # imm = 0xFFFFFFFFF; addq	656(%rsp), %rax; adcq	664(%rsp), %rdx; movq	%rax, 144(%rsp); xorl	%eax, %eax; addq	672(%rsp), %rax; movq	%rdx, 152(%rsp); movabsq	$68719476736, %rdx              # imm = 0x1000000000; adcq	680(%rsp), %rdx; movq	%rax, 160(%rsp); movq	%r12, %rax; addq	688(%rsp), %rax; movq	%rdx, 168(%rsp); movq	%r13, %rdx; adcq	696(%rsp), %rdx; movq	%rax, 176(%rsp); movq	%r12, %rax; addq	704(%rsp), %rax; movq	%rdx, 184(%rsp); movq	%r13, %rdx; adcq	712(%rsp), %rdx; movq	%rax, 192(%rsp); movq	%rdx, 200(%rsp)
movl	$7, %edi; movl	$8, %esi; movl	$7, %ecx
leaq	2369973(%rip), %rcx; movl	$323, %edx                      # imm = 0x143; movq	%r13, %rdi; movq	%rcx, %rsi; movq	%rcx, 8(%rsp)
pxor	%xmm0, %xmm0; cvtsi2sd	%r11, %xmm0; mulsd	%xmm9, %xmm0; movq	%r11, %r15; addq	$1, %r11; movq	%r8, %rax; mulsd	%xmm1, %xmm0; movsd	%xmm0, (%rbx,%r14,8); addq	%r11, %r14; movq	%r14, %rsi; addq	$1, %rax
movl	-1216(%rbp), %esi; movq	-1208(%rbp), %rcx; xorl	%r10d, %r10d; xorl	%edi, %edi; movl	%esi, %eax
movq	40(%rsp), %rdi; addq	$32, %rsp; testq	%rdi, %rdi
nopl	(%rax); movq	(%r14), %rdi
ucomisd	227464(%rip), %xmm0
endbr64; pushq	%rbp; leaq	24(%rdi), %rbp; pushq	%rbx; movq	%rdi, %rbx; addq	$96, %rdi; subq	$8, %rsp; movq	(%rsi), %rcx; movq	8(%rsi), %r8; xorl	%esi, %esi; movq	8(%rdi), %rdx
movl	112(%rdi), %edi
movq	%rdi, %rsi; leaq	1640294(%rip), %rdi
fldz; fchs; fld	%st(1); fsubp	%st, %st(2); fxch	%st(1)
orq	24(%rbp), %rdx; movq	%rdx, 24(%rbx); movq	48(%rbp), %rsi; movq	%rbx, %rdi
movq	%r8, %rdx; xorl	%esi, %esi; xorl	%ebx, %ebx
movq	16(%rbp), %rax; cmpq	24(%rbp), %rax
nopw	(%rax,%rax); movzbl	(%r8,%rax), %edx; xorl	%ecx, %ecx; movq	%rdx, %rsi; andl	$15, %edx; shrq	$4, %rsi; andl	$15, %esi; movb	(%rdi,%rsi), %cl; movb	(%rdi,%rdx), %ch; movw	%cx, (%rbp,%rax,2); addq	$1, %rax; cmpq	%rax, %rbx
nopw	%cs:(%rax,%rax); movq	8(%rbp), %rdi; movl	%eax, %ebx
movq	1830214(%rip), %rax; movapd	%xmm10, %xmm13; movapd	%xmm9, %xmm14; movapd	%xmm1, %xmm15; movapd	%xmm2, %xmm0; pxor	%xmm3, %xmm3; movapd	%xmm11, %xmm4; movq	%rax, %xmm6
movl	$2, %edx; leaq	316318(%rip), %rsi; movq	%rbx, %rdi
movq	24(%rbx), %rdx; movzbl	(%rdx), %eax; testb	%al, %al
pushq	$490                            # imm = 0x1EA
movq	8(%rsp), %rax; movl	$202, %r8d; leaq	1564(%rax), %rdi; testb	$64, 776(%rax)
nop; movq	%rdi, 8(%rsi); xorl	%eax, %eax; xorl	%esi, %esi; xorl	%edi, %edi
movq	%rax, %rdi; popq	%rax; popq	%rdx; movb	$41, -464(%rbp); movq	(%rdi), %rax; movq	-24(%rax), %rax; cmpq	$0, 16(%rdi,%rax)
movsl	(%rsi), %es:(%rdi); popq	%rcx
cltd; movb	$-31, %bh; nop; movl	$92274057, %ebp                 # imm = 0x57FFD89; movabsl	-3075415315636596359, %eax; movabsb	%al, -2850077034260961566
nopw	%cs:(%rax,%rax); nopl	(%rax,%rax); pushq	%rbx; subq	$16, %rsp; movq	(%rdi), %rbx; movsd	%xmm0, 8(%rsp); mulsd	8(%rdi), %xmm0
cmpb	$0, 172(%rsp); movq	%r8, 56(%rsp); movq	%r9, 40(%rsp)
movq	%rax, %r12; movq	24(%rbx), %rax; cmpb	$73, (%rax)
movq	(%rsp), %rax; movq	%rbx, (%rax); movq	%rbx, %rax; subq	%r12, %rax; addq	%r15, %rax; cmpq	$4, %rax
nopl	(%rax); movl	%ebx, %r8d; movq	%r14, %rcx; movq	%r13, %rdx; xorl	%esi, %esi; movq	%rbp, %rdi
movq	%rax, 224(%rsp); movq	%rdx, 232(%rsp); movq	%rax, 528(%rsp); movl	232(%rsp), %eax; movl	%eax, 536(%rsp); movl	552(%rsp), %r9d; addq	$48, %rsp; testl	%r9d, %r9d
aeskeygenassist	$54, %xmm0, %xmm1
movq	16(%rsp), %rax; movslq	%ebx, %rdx; shlq	$3, %rdx; leaq	136(%rsp,%rdx), %rcx; addq	%rdx, %rax; leal	-1(%rbx), %edx; shlq	$3, %rdx; subq	%rdx, %rcx; nopl	(%rax,%rax); movq	-8(%rax), %rdx; movq	%rdx, (%rax,%r9,8); subq	$8, %rax; cmpq	%rcx, %rax
xorl	%edx, %edx; movl	$104, %esi; xorl	%eax, %eax; movl	$46, %edi
nopl	(%rax,%rax); movsd	971648(%rip), %xmm5
movl	40(%rsp), %eax; cmpl	$1, %eax
movl	$2, (%rbx); addl	$1, %ebp; movq	16(%rbx), %rdi
movq	32(%rsp), %rax; cmpq	%rbp, (%rax)
movq	1427813(%rip), %rax; pxor	%xmm0, %xmm0; xorl	%esi, %esi; movups	%xmm0, 456(%rsp); addq	$16, %rax; movups	%xmm0, 472(%rsp); movq	%rax, 224(%rsp); movq	1427068(%rip), %rax; movq	$0, 440(%rsp); movq	8(%rax), %r13; movq	16(%rax), %rax; movl	$0, 448(%rsp); movb	$0, 452(%rsp); addq	-24(%r13), %rbx; movq	%r13, 112(%rsp); movq	%rax, (%rbx); movq	%rbx, %rdi; movq	%rax, 32(%rsp)
leaq	-1(%r12), %rbp; testq	%r12, %r12
movq	8(%rsp), %rdi; movl	%ebx, %esi
movq	16(%rbp), %r13; movl	%eax, %edx; movq	%r13, %rdi; movq	%rdx, %r14; movq	%rdx, 32(%rsp)
movl	$0, (%r14); xorl	%eax, %eax
nopw	(%rax,%rax); movl	%eax, %ecx; movl	$241, %edx; leaq	618196(%rip), %rsi; leaq	618229(%rip), %rdi
movl	$8, %ecx; movl	$108, %edx; leaq	1141284(%rip), %rsi; leaq	1139469(%rip), %rdi
vpcmpeqb	-64(%rax), %ymm16, %k0; kmovd	%k0, %ecx; testl	%ecx, %ecx
testb	$-12, %al
endbr64; movq	(%rdi), %rdx; movq	48(%rdx), %rax; movq	72(%rdx), %rcx; cmpq	56(%rdx), %rax
nopl	(%rax); endbr64; leaq	1261269(%rip), %rax; pushq	%rbx; movq	%rdi, %rbx; movq	%rax, (%rdi); movq	1296383(%rip), %rax; movq	16(%rdi), %rdi; cmpb	$0, (%rax)
testl	$33792, %r14d                   # imm = 0x8400
mulsd	8(%rsp), %xmm0; movsd	16(%rsp), %xmm1; xorl	%eax, %eax; unpcklpd	%xmm0, %xmm1                    # xmm1 = xmm1[0],xmm0[0]; movups	%xmm1, (%rbx); movq	24(%rsp), %rdx; subq	%fs:40, %rdx
pushq	%rdx; xchgb	%cl, -19(%rsi); movsb	(%rsi), %es:(%rdi)
nopw	(%rax,%rax); movl	$19, %ecx; movl	$153, %edx; leaq	1618840(%rip), %rsi; leaq	1618966(%rip), %rdi
leaq	2442345(%rip), %rdx; movl	$659, %esi                      # imm = 0x293; leaq	2441933(%rip), %rdi
movdqa	(%rsp), %xmm1; movq	%rbx, 24(%r12); leaq	32(%r12), %rax; movl	$1, 16(%r12); movups	%xmm1, (%r12); cmpl	$8, %r15d
testq	%r12, %r12; movq	%rax, %r15; sete	%al; testq	%r13, %r13; sete	%dl; orb	%dl, %al
movl	$8, %ecx; movl	$90, %edx; leaq	1196587(%rip), %rsi; leaq	1196486(%rip), %rdi
nop; mulsd	%xmm2, %xmm2; movsd	1483460(%rip), %xmm0; subsd	%xmm2, %xmm0; ucomisd	%xmm0, %xmm3
subq	$24, %rsp; movq	%fs:40, %rax; movq	%rax, 8(%rsp); xorl	%eax, %eax; testq	%rdi, %rdi
cmpl	$128, %edx
movslq	%edx, %rbp; movq	%rcx, %rax; movq	(%r10), %rdi; subq	%rbp, %rax; imulq	%r14, %rax; addq	%r11, %rax
nopl	(%rax,%rax); movq	8(%rsp), %rsi; xorl	%edi, %edi; movq	%rbp, %rdx
addq	$8, %rsp; movl	$1, %eax; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15; xorl	%edx, %edx; xorl	%esi, %esi; xorl	%edi, %edi
leaq	2180697(%rip), %rax
movapd	%xmm15, %xmm9; divsd	%xmm4, %xmm9; addsd	%xmm0, %xmm9; movapd	%xmm9, %xmm0; movsd	%xmm9, 8(%rax); subsd	%xmm6, %xmm0; andpd	%xmm2, %xmm0; addsd	%xmm7, %xmm0; addsd	%xmm1, %xmm0; comisd	%xmm0, %xmm3
nopl	(%rax); movsd	-96(%rsp), %xmm6; movsd	-104(%rsp), %xmm2; mulsd	%xmm5, %xmm3; movsd	-88(%rsp), %xmm1; mulsd	%xmm5, %xmm4; mulsd	%xmm5, %xmm6; mulsd	%xmm5, %xmm2; mulsd	%xmm5, %xmm1; movsd	%xmm3, -88(%rsp); movsd	%xmm4, -104(%rsp); movq	%xmm6, %r8; movsd	-80(%rsp), %xmm6; movsd	%xmm2, -96(%rsp); mulsd	%xmm5, %xmm6; movsd	%xmm1, -80(%rsp); movsd	%xmm6, -40(%rsp)
pushq	%rbx; movq	%rdi, %rdx; movq	%rdi, %rbx; nopl	(%rax); movq	%rdx, %rcx; movq	72(%rdx), %rdx; testq	%rdx, %rdx
movsd	797639(%rip), %xmm6; pxor	%xmm10, %xmm10; movsd	915409(%rip), %xmm9; pxor	%xmm15, %xmm15; movq	797995(%rip), %xmm12; cvtsi2sd	%edi, %xmm10; movq	797789(%rip), %xmm8; movapd	%xmm6, %xmm7; movapd	%xmm6, %xmm3; movsd	797588(%rip), %xmm13; divsd	%xmm1, %xmm7; movapd	%xmm6, %xmm1; movapd	%xmm10, %xmm0; addsd	%xmm6, %xmm0; mulsd	%xmm7, %xmm0; movapd	%xmm7, %xmm11; addsd	%xmm7, %xmm11; mulsd	%xmm11, %xmm9; movapd	%xmm0, %xmm2; addsd	%xmm0, %xmm2; addsd	%xmm7, %xmm2; divsd	%xmm2, %xmm3; addsd	%xmm2, %xmm9; movapd	%xmm3, %xmm4; subsd	%xmm3, %xmm0; xorpd	%xmm12, %xmm4
movsd	16(%rsp), %xmm8; movsd	8(%rsp), %xmm5; movsd	64(%rsp), %xmm4; movapd	%xmm8, %xmm1; divsd	%xmm5, %xmm1; mulsd	%xmm4, %xmm1; subsd	80(%rsp), %xmm1; cmpq	%rbp, %rbx
nopl	(%rax); fxch	%st(1); xorl	%ebx, %ebx
adcb	%al, %cl; orl	%eax, 1361953711(,%rdx,2); scasl	%es:(%rdi), %eax; addl	$1180101164, %eax               # imm = 0x4656EA2C; xorl	$3264065523, %edx               # imm = 0xC28DAFF3; cli; xchgl	%esp, %eax
movq	789919(%rip), %rbx; movq	%rsp, %r13; leaq	789885(%rip), %r12
nopw	(%rax,%rax); xorl	%r12d, %r12d; xorl	%r13d, %r13d; xorl	%ebx, %ebx; movl	$786688, %r15d                  # imm = 0xC0100; movq	$0, 8(%rsp)
testq	%rbp, %rbp; setne	%al; testq	%rdx, %rdx
pushq	%rbx; leaq	406060(%rip), %rsi
movq	641804(%rip), %rcx; movq	%fs:(%rcx), %rdx
movl	(%r8), %ebx; bswapl	%ebx; movl	%ebx, %ebx; addq	%r9, %rbx; cmpl	$-1, 8(%rbx); setne	%dl; xorl	%r12d, %r12d; testb	%dl, %dl
xorl	%r8d, %r8d; movl	$296, %eax                      # imm = 0x128
subsd	949706(%rip), %xmm0; mulsd	949746(%rip), %xmm0; movsd	8(%rsp), %xmm6; ucomisd	949252(%rip), %xmm6; movsd	%xmm0, 16(%rsp)
outsb	(%rsi), %dx; andl	919001187(%rip), %esp; xchgl	%ebx, %eax; fnstenv	(%rcx); fadds	1006244564(,%rbx,2); scasb	%es:(%rdi), %al
movq	8(%rdi), %r8; movslq	%ecx, %rdx; xorl	%eax, %eax; movq	%r8, %rdi
movq	16(%rsp), %rax; cmpq	%rax, %rbx
nopw	%cs:(%rax,%rax); movq	%rbx, (%rdi); subq	%rbx, (%rax); movq	%rbx, %rax; subq	$1, %rax
nop; movq	%r10, %rax; orq	%r11, %rax
movslq	%esi, %r10; subl	%esi, %edx; addq	%r10, %rdx; leaq	(%r8,%r10,2), %rax; leaq	(%r8,%rdx,2), %rsi; nopl	(%rax); movzwl	(%rax), %edx; addq	$2, %rax; imull	%ecx, %edx; movw	%dx, -2(%rax); cmpq	%rsi, %rax
inl	%dx, %eax; andl	$2333861425, %eax               # imm = 0x8B1BE631; inl	%dx, %eax; vpavgw	%ymm6, %ymm12, %ymm6; andb	$-65, %al; popq	%rbx; movb	93(%rdi), %ah; pushq	$-26; outsb	(%rsi), %dx; cmpxchgb	%bl, -816328470(%rcx); outsb	(%rsi), %dx; movl	$400583747, %r10d               # imm = 0x17E06C43; popq	%rax
cmpq	%r13, %r12
kunpckdq	%k2, %k3, %k3; kmovq	%k3, %rax; bsrq	%rax, %rax; leaq	32(%r8,%rax), %rax
movq	16(%r15), %rdi; movl	$4, %esi
movq	%r14, (%rbx); movq	%r15, 16(%rbx); movq	88(%rbp), %rsi
movq	-600(%rbp), %rdi; xorl	%eax, %eax; movq	%r12, %rcx; movq	%r14, %rdx; leaq	421324(%rip), %rsi
movq	(%r12), %rcx; testq	%rcx, %rcx
orb	%cl, -1139133277(%rbx); movl	-115(%rbp), %esp
addq	$24, %rdi
nopw	%cs:(%rax,%rax); cmpl	%r14d, 16(%rsp)
nopw	(%rax,%rax); fstp	%st(0); fld1; fchs; fxch	%st(2); fxam; fnstsw	%ax; fld1; testb	$2, %ah
addb	%ah, %ds:46(%rsi); nopl	(%rax,%rax); nopw	%cs:(%rax,%rax); nopw	%cs:(%rax,%rax); nopw	%cs:(%rax,%rax); nopw	%cs:(%rax,%rax); nopw	%cs:(%rax,%rax); nopw	%cs:(%rax,%rax); nopw	%cs:(%rax,%rax); nopw	%cs:(%rax,%rax); nopw	%cs:(%rax,%rax); nopw	%cs:(%rax,%rax); nopw	%cs:(%rax,%rax); nopw	%cs:(%rax,%rax); nopw	%cs:(%rax,%rax); nopw	%cs:(%rax,%rax); nopw	%cs:(%rax,%rax); nopw	%cs:(%rax,%rax); nopw	(%rax,%rax); movq	2101149(%rip), %rcx; btq	$61, %rcx
xchgb	%ch, 1611257440(%rip)
leaq	2338594(%rip), %rdx; movl	$2, %edi; movl	(%rax), %esi; xorl	%eax, %eax
movsd	635253(%rip), %xmm6; xorl	%r12d, %r12d; movq	$0, 32(%rsp); movsd	%xmm6, 24(%rsp)
movq	(%r15), %rax; movq	(%r12), %rbx; movq	%rax, %r9; movq	(%rbx), %r8; andl	$1, %r9d; negq	%r9; andq	%r9, %r8; xorq	%rax, %r8; cmpl	$1, 36(%rsp)
xorl	%edi, %edi; movl	$1, %r12d; movl	$1, %esi; movq	$-1, %r10; movl	$1, %eax
nopl	(%rax); movq	%rdi, 8(%rsp); movl	$4, %ecx; movl	$118, %edx; leaq	1433470(%rip), %rsi; leaq	1433505(%rip), %rdi
leaq	72(%rsp), %rdi; movq	%r12, %rdx
testb	%dl, 101(%rdi,%rsi,4)
movq	1292913(%rip), %rdx; cmpb	$0, (%rdx)
movq	16(%rsp), %rax; addq	$136, %rsp; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15
nopl	(%rax,%rax); movq	%rbp, %rax; addl	$1, %r12d; addq	$32, %rbx; leaq	32(%rax), %rbp; cmpb	$0, 24(%rax)
movb	$0, (%rax); movq	-1280(%rbp), %rdi; movl	$1, %r13d
movq	%rdi, %rbx; nop; movzbl	1(%rbx), %eax; addq	$1, %rbx; andl	$-33, %eax; subl	$65, %eax; cmpb	$25, %al
movl	%ebx, %r15d; testb	%al, %al
leal	1(%rdi), %eax; movl	%eax, %esi
addsd	%xmm0, %xmm0; subsd	902592(%rip), %xmm0; divsd	843360(%rip), %xmm0; addsd	%xmm0, %xmm0; leaq	1345461(%rip), %rax; leaq	-232(%rax), %rdx; addsd	%xmm4, %xmm0; movapd	%xmm0, %xmm2; movsd	787062(%rip), %xmm0; subsd	%xmm4, %xmm2; pxor	%xmm4, %xmm4; movapd	%xmm4, %xmm3; mulsd	%xmm0, %xmm2; movapd	%xmm2, %xmm5; addsd	%xmm2, %xmm5
movq	(%rsp), %rdx; movq	%rbx, %rdi; movq	%r15, %rsi
mulsd	229193(%rip), %xmm0; addq	$8, %rsp
movl	$5, %ecx; movl	$90, %edx; leaq	1900309(%rip), %rsi; leaq	1900346(%rip), %rdi
popq	%rdx; popq	%rcx; testl	%eax, %eax; setne	%al; addq	$40, %rsp; popq	%rbx; movzbl	%al, %eax; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi; xorl	%r8d, %r8d; xorl	%r9d, %r9d
vmovdqu	288(%rsp), %ymm0; leaq	32(%rsp), %rdi; leaq	96(%rsp), %rsi
cmpl	$16384, %r9d                    # imm = 0x4000
addq	%r15, 40(%r12)
movq	%rax, -128(%rbp); movq	%rcx, -112(%rbp); movq	$0, -120(%rbp); movl	$0, (%rax); cmpq	%r13, %rax
nopw	(%rax,%rax); movl	44(%rbx), %eax; cmpl	%ebp, %eax
movq	2433876(%rip), %rdi; xorl	%eax, %eax; movl	2433792(%rip), %ebp; movq	%rax, 2433789(%rip)
movq	713585(%rip), %rax; leaq	247154(%rip), %rdx; testb	$8, 158(%rax); leaq	247508(%rip), %rax; cmoveq	%rdx, %rax
movdqa	(%rsp), %xmm1; movl	$1, %eax; movups	%xmm1, (%rbp)
movq	-168(%rbp), %rdi; movl	%edx, -148(%rbp)
nop; leaq	1421881(%rip), %rdx
fldt	192(%rsp); fucompi	%st(1), %st; fstp	%st(0); setp	%al; cmovnel	%r9d, %eax; testb	%al, %al
movl	$1, %edx; xorl	%esi, %esi; movq	%rbx, %rdi
movq	%rsi, %r13
cmpq	$0, 16(%rsp); setne	%al; andb	%bl, %al; movl	%eax, %r13d
movl	%r10d, 16(%rsp); movl	%r9d, 24(%rsp); nopl	(%rax,%rax); movl	%r10d, 36(%rsp); xorl	%ebp, %ebp; xorl	%ebx, %ebx; leaq	80(%rsp), %r15; movl	%r11d, 40(%rsp); movl	%r9d, 56(%rsp); movq	%rcx, 48(%rsp)
nopl	(%rax); leaq	1751921(%rip), %rdi
sqrtsd	%xmm0, %xmm0; movapd	%xmm9, %xmm3; divsd	%xmm0, %xmm3; mulsd	%xmm3, %xmm4
leaq	1357588(%rip), %r14; movl	$140, %esi; leaq	1357695(%rip), %rax; movq	%rax, %rdx; movq	%r14, %rdi; movq	%rax, 8(%rsp)
nopw	%cs:(%rax,%rax); movapd	%xmm3, %xmm0
movq	152(%rsp), %rdi
movl	-448(%rbp), %eax; notl	%eax; testl	%r14d, %eax
xorl	%edx, %edx; movl	$103, %esi; xorl	%eax, %eax; movl	$8, %edi
leaq	2322504(%rip), %rdx; movl	$2, %edi; movl	(%rax), %esi; xorl	%eax, %eax
movq	72(%rbx), %rdi; movq	%rbp, %rsi; movl	$497, %edx                      # imm = 0x1F1
nopw	(%rax,%rax); cmpq	%rbx, (%rdx)
nopw	(%rax,%rax); cmpl	%ebx, %edi
xorl	%ebx, %ebx; xorl	%esi, %esi; movq	%r12, %rdi
nopw	(%rax,%rax); leaq	706193(%rip), %rdi
movl	%edi, %edi; leaq	1355606(%rip), %rcx; movq	(%rax), %rsi; shlq	$4, %rdi; cmpq	%rsi, (%rcx,%rdi)
movdqa	128(%rsp), %xmm1; movaps	%xmm0, 80(%rsp); movdqa	%xmm1, %xmm0
nop; pxor	%xmm0, %xmm0; comisd	%xmm2, %xmm0
movq	8(%rbx), %rax; movq	(%rbx), %rsi
nopl	(%rax,%rax); movq	%rdi, 8(%rsp); movl	$4, %ecx; movl	$118, %edx; leaq	1441406(%rip), %rsi; leaq	1441441(%rip), %rdi
nopl	(%rax,%rax); cmpb	$0, -1(%rcx)
movl	$4294967295, %edi               # imm = 0xFFFFFFFF; movl	%edi, %eax; popq	%rbx
nop; movl	$4294967295, %eax               # imm = 0xFFFFFFFF; addq	$8, %rsp; xorl	%edi, %edi
pushq	%r13; movl	$4294967295, %r13d              # imm = 0xFFFFFFFF; pushq	%r12; movq	%rcx, %r12; pushq	%rbp; movl	%edi, %ebp; pushq	%rbx; movq	%rdx, %rbx; subq	$8, %rsp; testq	%rsi, %rsi
movl	%r13d, %r14d; movq	%rsi, %rbp; movq	%rdx, %r12; shlq	$3, %r14; nopl	(%rax); movq	(%r15), %rax; movq	(%rax,%r14), %rbx; testq	%rbx, %rbx
negl	%ebx
movq	24(%rdi), %rax; movsd	(%rax), %xmm0; movq	16(%rsi), %rax; movsd	%xmm0, (%rax); xorl	%eax, %eax; movq	280(%rsp), %rdx; subq	%fs:40, %rdx
nopw	(%rax,%rax); movl	$4, %ecx; movl	$67, %edx; leaq	1161810(%rip), %rsi; leaq	1161850(%rip), %rdi
cmpq	$-1, 184(%rsp)
movl	88(%rdi), %r14d; movq	24(%rdi), %rbx; movq	%rdi, %r12; cmpl	$1, %r14d
leaq	864284(%rip), %rax; movq	$0, 24(%r14); movq	16(%rsp), %rdi; movq	%rax, 16(%r14); movb	$0, 32(%r14); movl	$44, 40(%r14); movq	$0, 8(%rsp)
nopl	(%rax); movq	(%rbx), %rax; movq	-24(%rax), %rdi; addq	%rbx, %rdi; orl	32(%rdi), %esi
addq	%rbx, %rax; leaq	1(%rax), %rdx; movq	%rdx, 48(%r15); leaq	1(%r14), %rdx; movb	$32, (%rax); movq	48(%r15), %rdi; movq	40(%rsp), %rsi
movq	(%rbx), %rsi; movq	%r12, %rdi
pushq	%rbp; pushq	%rbx; movq	%rdi, %rbx; subq	$168, %rsp; movq	%fs:40, %rax; movq	%rax, 152(%rsp); xorl	%eax, %eax; movq	%rsp, %rbp; movq	%rbp, %rdi
movb	$0, (%rdx); movl	$1, %eax
subl	%edx, %ecx; cmpl	%ebp, %edx
nopl	(%rax); pxor	%xmm1, %xmm1; cvtsi2sd	%r13, %xmm1; subsd	%xmm2, %xmm1; movsd	1694235(%rip), %xmm0; movsd	%xmm2, 16(%rsp); divsd	%xmm2, %xmm1; mulsd	24(%rsp), %xmm1; mulsd	%xmm1, %xmm0; mulsd	%xmm1, %xmm0
nopw	(%rax,%rax); vcomisd	%xmm0, %xmm3
movq	988583(%rip), %rax; leaq	(%r13,%r13), %rsi; addq	$24, %rax; movq	%rax, 120(%rsp); leaq	120(%rsp), %rax; movq	%rax, %rdi; movq	%rax, 40(%rsp)
nopw	(%rax,%rax); movsbq	1(%rbx), %rax; addq	$1, %rbx; testb	%al, %al
movq	72(%rsp), %r13; movapd	%xmm1, %xmm0; movq	24(%r12), %rdx; movq	%r15, %rdi; mulsd	1147656(%rip), %xmm0; movsd	%xmm1, 8(%rsp); addsd	(%rsp), %xmm0; movq	%r13, %rsi
movq	(%r9), %r11; movslq	%r12d, %rdi; movl	%esi, %r12d; movslq	%r12d, %r8; leal	2(%rdi,%rdi), %r10d; shlq	$3, %r8; leaq	(%rdx,%r8), %r9; movq	(%r9), %rsi; imulq	$824, %rsi, %rbp                # imm = 0x338; movsd	800(%rcx,%rbp), %xmm0; cmpl	%r14d, %r10d
movl	%ebp, 80(%rbx); movq	%r14, %rsi; movq	%r12, %rdi; movq	1229252(%rip), %rax; addq	$16, %rax; movq	%rax, 16(%rbx); movq	1227405(%rip), %rax; addq	$24, %rax; movq	%rax, 88(%rbx)
movq	%rbx, 104(%rsp)
nopw	(%rax,%rax); movsd	(%rax), %xmm0; addq	$8, %rax; mulsd	%xmm1, %xmm0; movsd	%xmm0, -8(%rax); cmpq	%rax, %rdx
vpxor	%xmm0, %xmm0, %xmm0; andl	$127, %ecx; cmpl	$64, %ecx
movq	%rdi, %rsi; movq	%r15, %rdx; movq	%rbp, %rdi
movq	16(%rbx), %rdx; movq	%rax, 16(%rdx)
movslq	%edi, %rdi; leaq	626177(%rip), %rax; movsd	(%rax,%rdi,8), %xmm0; movapd	%xmm0, %xmm1; andpd	474912(%rip), %xmm1; mulsd	474720(%rip), %xmm1; unpcklpd	%xmm1, %xmm0                    # xmm0 = xmm0[0],xmm1[0]; movups	%xmm0, (%rsi); addq	$32, %rsp; xorl	%eax, %eax; popq	%rbx
xorl	%edx, %edx; movl	$132, %esi; xorl	%eax, %eax; movl	$11, %edi
nopw	(%rax,%rax); movq	1868409(%rip), %r12; movq	%rbx, %rdi
nopl	(%rax); pushq	%r14; pushq	%r13; pushq	%r12; pushq	%rbp; movl	$1073741824, %ebp               # imm = 0x40000000; cmpq	%rbp, %rcx; pushq	%rbx; cmovbeq	%rcx, %rbp; testq	%rcx, %rcx
movb	$87, %cl; movb	$91, %dh; std; addb	%bh, (%rdx)
nopl	(%rax); movl	$26, %edx; movb	%dl, 8(%rax); movl	$2, %eax
movq	(%rsp), %rcx; movl	$16, %edx; movq	%rbp, %rdi; movl	%eax, %r8d; movl	$167, %esi
xorl	%edx, %edx; movl	$114, %esi; xorl	%eax, %eax; movl	$6, %edi
movq	450990(%rip), %xmm2; movsd	450790(%rip), %xmm4; movapd	%xmm1, %xmm0; andpd	%xmm2, %xmm0; comisd	%xmm0, %xmm4
movl	$9, %edx; leaq	1255735(%rip), %rsi; movq	%rbp, %rdi
subl	$2531076237, %eax               # imm = 0x96DD288D; popfq
movq	%rbp, %rdx; movq	%r14, %rsi; movq	%r13, %rdi
andl	$2, %ecx; movb	%dil, 32(%rax)
popq	%rdi; popq	%rbx; movl	$2599315728, %ecx               # imm = 0x9AEE6910
movb	$0, (%rbx); testb	$2, %al
movl	$4294967295, %edx               # imm = 0xFFFFFFFF
movdqa	172847(%rip), %xmm4; movdqa	209479(%rip), %xmm0; pand	32(%rsp), %xmm4; movdqa	172825(%rip), %xmm1; pand	48(%rsp), %xmm1; por	209451(%rip), %xmm1; por	%xmm4, %xmm0
cmpb	$102, -324(%rbp)
endbr64; subq	%rdx, %rcx; cmpq	%r8, %rcx; cmovbeq	%rcx, %r8; movq	%r8, %rax
movq	(%rsp), %rsi; movslq	%ebp, %rdx; movq	%rax, %rdi
movq	%r9, 8(%rsp)
nopl	(%rax); movss	955856(%rip), %xmm0; addss	955824(%rip), %xmm0
movq	24(%rdi), %rsi; movq	(%rdi), %r9; movq	8(%rdi), %r10; movq	16(%rdi), %r8; movzwl	(%rsi), %edx; testq	%r9, %r9
movq	56(%r14), %rax; movslq	786166(%rip), %r13; subq	48(%r14), %rax; cmpq	%rax, 32(%r14)
nopl	(%rax); movdqa	160(%rsp), %xmm2; pand	(%rsp), %xmm2; movaps	%xmm2, (%rsp)
leaq	2185892(%rip), %rdx; movl	$601, %esi                      # imm = 0x259; xorl	%ebx, %ebx; leaq	2185458(%rip), %rdi
movzbl	%sil, %esi
nopl	(%rax); movq	64(%rsp), %rdi; movl	$4294967295, %r13d              # imm = 0xFFFFFFFF; testq	%rdi, %rdi
movl	%ebp, %edi; movq	%rax, 8(%rsp)
xorl	%eax, %eax; movl	$1, %edi; testb	$4, (%rsi,%rax,2)
leaq	934826(%rip), %rdx; movl	$381, %esi                      # imm = 0x17D; movq	%rbp, %rdi
movq	16(%rax), %rcx; cmpq	24(%rax), %rcx
movq	%rdi, %rbx; movq	%rsi, %r14; testb	$2, 108(%rdi)
movsd	(%rsp), %xmm2; movsd	700287(%rip), %xmm4; movsd	32(%rsp), %xmm3; movapd	16(%rsp), %xmm1; movapd	%xmm0, %xmm6
tzcntl	%eax, %eax; leal	-33(%rax,%rcx,4), %eax; shrl	$2, %eax
movq	16(%rsi), %r10; movq	8(%rsi), %r9; xorl	%eax, %eax; nopl	(%rax,%rax); movslq	(%r8,%rax,4), %rsi; movl	(%rdx,%rax,4), %ecx; imulq	%r9, %rsi; imull	(%r10,%rsi,4), %ecx; movl	%ecx, (%rdx,%rax,4); addq	$1, %rax; cmpq	%rdi, %rax
cmpb	$21, 8(%rsp); movl	$11, %eax
nopl	(%rax); pushq	%r13; movq	%rdx, %r13; pushq	%r12; movq	%rsi, %r12; pushq	%rbp; movq	%rcx, %rbp; pushq	%rbx; movq	%rdi, %rbx; subq	$8, %rsp
movsbq	%dl, %rdi; movzwl	(%rbp,%rdi,2), %esi; testb	$-128, %sil
nopl	(%rax); movq	$0, 32(%rdi); xorl	%eax, %eax; xorl	%edx, %edx; xorl	%esi, %esi; xorl	%edi, %edi
leaq	16(%rsp), %rax; movq	%rsi, %xmm0; movq	%r14, %xmm7; movq	%rax, 288(%rbx); punpcklqdq	%xmm7, %xmm0            # xmm0 = xmm0[0],xmm7[0]; movaps	%xmm0, 16(%rsp); movq	24(%rbp), %rdx; movl	$17, %esi; movq	%rbx, %rdi
movq	64(%rsp), %rax; movq	%r15, %rdi; movq	%r13, %rcx; movdqu	32(%rsp), %xmm0; movdqu	48(%rsp), %xmm1; movq	%r12, %rdx; leaq	1968075(%rip), %rsi; movq	%rax, 112(%rsp); movaps	%xmm0, 80(%rsp); movaps	%xmm1, 96(%rsp)
leaq	4(%rax), %rdx; movq	%rdx, -1136(%rbp); movl	%r12d, (%rax); andb	$127, %r8b; orl	$2048, %r8d                     # imm = 0x800; cmpl	$-1, %r12d
movsd	837832(%rip), %xmm3; movapd	%xmm0, %xmm2; movapd	%xmm0, %xmm5; movapd	%xmm1, %xmm0; movsd	837907(%rip), %xmm8; movq	837595(%rip), %xmm6; movapd	%xmm1, %xmm10; movl	$1, %eax; addsd	%xmm3, %xmm2; movsd	837389(%rip), %xmm7; movq	837756(%rip), %xmm9; divsd	%xmm2, %xmm0; movapd	%xmm2, %xmm4; addsd	%xmm2, %xmm2; addsd	%xmm3, %xmm4; divsd	%xmm2, %xmm10; mulsd	%xmm8, %xmm0; mulsd	%xmm1, %xmm0; divsd	%xmm4, %xmm0; movapd	%xmm0, %xmm11; addsd	%xmm3, %xmm0; xorpd	%xmm9, %xmm11; divsd	%xmm0, %xmm11; movapd	%xmm11, %xmm4; movapd	%xmm11, %xmm0; movapd	%xmm11, %xmm2; addsd	%xmm3, %xmm4; divsd	%xmm4, %xmm0; andpd	%xmm6, %xmm0; comisd	%xmm0, %xmm7
movzbl	1(%rcx,%rsi), %edx; cmpb	%dl, 5(%rsi,%r10)
movq	%rdi, %rsi; movq	%rbx, %rcx; movq	%r15, %rdx; movq	%r12, %rdi
movl	$0, (%rdi); movq	%r15, %rsi; addq	$8, %rdi
nopw	(%rax,%rax); leaq	1309433(%rip), %rdi; movl	%esi, -160(%rbp); leaq	-136(%rbp), %rbx
nopl	(%rax); addq	$8, %rsp; movq	$-1, %rbx; movq	%rbx, %rax; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13
cmpl	$1994960536, %eax               # imm = 0x76E8AE98; cmpl	%eax, %esp; movsl	(%rsi), %es:(%rdi); imull	$3955209392, (%rsi), %ecx       # imm = 0xEBBFB4B0; cmpl	%cs:1916300425(%rbp), %esi; adcb	103(%rdi), %al
nop; movq	557409(%rip), %rax; movq	557394(%rip), %rdx; xorq	8(%r14), %rax; xorq	(%r14), %rdx; orq	%rdx, %rax
nopl	(%rax); popq	%rbx; xorl	%eax, %eax; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi; xorl	%r8d, %r8d; xorl	%r9d, %r9d
nopw	(%rax,%rax); movq	(%rdi), %rax; leaq	1351926(%rip), %rdi; movq	%rdx, %rcx; movl	%esi, %edx; movq	%rax, %rsi
comisd	%xmm2, %xmm4
nopl	(%rax,%rax); movq	160(%r10), %rax; movsbl	(%rax), %r8d; cmpl	$-2, %r15d
xorl	%eax, %eax; movq	%r13, (%rbx); movq	%rax, 8(%rbx); movq	1229135(%rip), %rax; movq	%r12, %rdi; addq	$16, %rax; movq	%rax, 96(%rbx)
movq	128(%rsp), %rax; movl	24(%rax), %eax; movl	%eax, %r15d; movl	%eax, 88(%rsp); shrl	$9, %r15d; xorl	$1, %r15d; andl	$1, %r15d
leaq	628133(%rip), %rbp; movq	%r12, %rdi; movq	%rbp, %rsi
movb	$1, (%rax); movq	1497576(%rip), %rax; cmpb	$0, (%rax)
leaq	421948(%rip), %rdx; movl	$252, %esi; leaq	421824(%rip), %rdi
pushq	$2291                           # imm = 0x8F3
subq	%r12, %rbx; movzbl	(%r14), %eax; leaq	1(%rbx,%r14), %r13
movq	8(%rsp), %rdx; addq	$8, %rax; movq	%rdx, -8(%rax); addq	$24, %rsp; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15
stosb	%al, %es:(%rdi); subq	%r9, 1006260874(,%rdx); sbbl	$2711011369, %eax               # imm = 0xA196C029
movq	%rcx, %rax; leaq	40(%rdi), %r14; movq	%rsi, %rbp; subq	$1073741824, %rax               # imm = 0x40000000; andq	$-1073741824, %rax              # imm = 0xC0000000; addq	$1073741824, %rax               # imm = 0x40000000; movq	%rax, 24(%rsp); leaq	(%rdx,%rax), %r13
nopw	(%rax,%rax); movl	%eax, %ecx; movl	$191, %edx; leaq	1649255(%rip), %rsi; leaq	1649257(%rip), %rdi
movq	72(%rsp), %r14; negl	%eax; movl	%eax, %r15d
leaq	1394456(%rip), %rcx; movl	$1749, %edx                     # imm = 0x6D5; leaq	1357445(%rip), %rsi; leaq	1357430(%rip), %rdi
movq	120(%rsp), %rsi; movq	16(%rsp), %r11; cmpq	%rbx, %rsi
pushq	%r12; pushq	%rbp; movq	%rdi, %rbp; movl	$32, %edi; pushq	%rbx
movq	8(%rsp), %rsi; movl	%ebx, %ecx; movq	%r14, %rdx; movq	%r12, %rdi
movq	8(%rbx), %rax; popq	%rbx; movq	(%rax), %rdi
nopw	(%rax,%rax); movl	$4, %ecx; movl	$84, %edx; leaq	1323762(%rip), %rsi; leaq	1323840(%rip), %rdi
movq	%rsi, %rbp; cmpq	%r12, (%rsi)
movq	%r10, 24(%rsp); movq	(%rsp), %r15; xorl	%eax, %eax; leaq	(%rdx,%rcx), %rsi
nopl	(%rax); leaq	64(%rsp), %rsi; movq	%rbx, %rdi
movq	8(%rax), %rbp; movq	%rbp, %rdi
bsfl	%ecx, %ecx; movl	96(%rdi,%rcx,4), %eax; xorl	%edx, %edx; cmpl	96(%rsi,%rcx,4), %eax; setg	%dl; leal	-1(%rdx,%rdx), %eax
adcl	$4155688569, %eax               # imm = 0xF7B2C679; movabsl	%eax, 8715278309076483833
leaq	400(%rsp), %rcx; movq	8(%rsp), %rsi; movq	%rcx, %rdi; movq	%rcx, 40(%rsp)
movl	$0, (%rbx); movl	$0, -4(%rbx,%rax)
movq	8(%rsp), %rdi; movq	16(%rdi), %rax; movq	24(%rdi), %rdx; nopl	(%rax); cmpq	%rdx, %rax
movq	8(%rax), %rdx; movq	%rbp, %rsi; movq	%rbx, %rdi
addl	%eax, %r13d; movl	%r13d, -2228(%rbp)
nop; leaq	-188(%rbp), %rdx; movq	%rbx, %rsi; movl	%r12d, %edi
nopl	(%rax); movl	$19, %ecx; movl	$247, %edx; leaq	1509297(%rip), %rsi; leaq	1508983(%rip), %rdi
nopl	(%rax,%rax); movdqa	96(%rsp), %xmm1; movdqa	112(%rsp), %xmm0; movaps	%xmm2, (%rsp)
movq	8(%rsp), %rax; movq	112(%rsp), %r11; xorl	%ebp, %ebp; xorl	%r13d, %r13d; movl	$4096, (%rax)                   # imm = 0x1000
nopw	%cs:(%rax,%rax); nop; movq	$0, (%rdi); movq	%rdi, %rdx; leaq	8(%rdi), %rdi; xorl	%eax, %eax; movq	$0, 184(%rdi); movq	%rdx, %rcx; andq	$-8, %rdi; subq	%rdi, %rcx; addl	$200, %ecx; shrl	$3, %ecx; rep		stosq	%rax, %es:(%rdi); movq	$0, 216(%rdx); xorl	%eax, %eax; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%edi, %edi
movl	$4, %ecx; movl	$251, %edx; leaq	146877(%rip), %rsi; leaq	247747(%rip), %rdi
leaq	64(%rsp), %rcx; movq	16(%rsp), %rdi; xorl	%esi, %esi; movq	%rcx, %rdx; movq	%rcx, 32(%rsp)
movl	$22, 24(%rsp); leaq	-2158(%rip), %r14; movl	$13, 44(%rsp)
vmulsd	85320(%rip), %xmm1, %xmm1; vmovapd	%xmm1, %xmm0
nop; subsd	%xmm1, %xmm0; cvttsd2si	%xmm0, %rdx; btcq	$63, %rdx
movq	88(%rsp), %r11; movsd	80(%rsp), %xmm2; movl	64(%rsp), %r10d; movq	24(%rsp), %r9; movsd	%xmm0, 56(%rsp)
movq	%r12, %rdi; movb	%dl, 27(%rsp)
fldt	407158(%rip); fxch	%st(2); fcompi	%st(2), %st; fstp	%st(1)
movq	(%rdi), %rax; leaq	120(%rsp), %rsi; movq	%rsi, 24(%rsp)
endbr64; xorl	%r9d, %r9d
nopl	(%rax,%rax); cmpl	$5, %edi
pushq	%rcx; adcl	%ebp, %eax; andl	-109(%rbx), %edi
nop; movl	$20, %ecx; movl	$267, %edx                      # imm = 0x10B; leaq	1687027(%rip), %rsi; leaq	1589390(%rip), %rdi
nopl	(%rax); movq	421489(%rip), %rdi; cmpq	$-1, %rdi
movdqa	327680(%rip), %xmm3; movaps	%xmm3, 16(%rsp)
leaq	16(%rbp), %r12; movq	%rax, %rdx; movq	%rbx, %rsi; movq	%r12, %rdi
movl	$4, (%rbx); movl	$1, %eax; movq	%rbp, 8(%rbx); movq	%r12, 16(%rbx); popq	%rbx; popq	%rbp; popq	%r12; xorl	%edx, %edx; xorl	%esi, %esi; xorl	%edi, %edi
xorl	%edx, %edx; movl	$126, %esi; xorl	%eax, %eax; movl	$13, %edi
movl	8(%rax), %eax; testl	%eax, %eax; setne	%al; addq	$8, %rsp
movq	%r13, %rdx; movq	%r14, %rsi
movl	$2, %edx; movsd	8(%rsp), %xmm4; movapd	%xmm8, %xmm7; movsd	631023(%rip), %xmm6; subl	%ebp, %edx; movl	$1, %eax; movapd	%xmm6, %xmm1; nopl	(%rax); movl	%ebp, %ecx; pxor	%xmm0, %xmm0; pxor	%xmm2, %xmm2; subl	%eax, %ecx; cvtsi2sd	%eax, %xmm2; addl	$1, %eax; cvtsi2sd	%ecx, %xmm0; mulsd	%xmm1, %xmm0; pxor	%xmm1, %xmm1; cvtsi2sd	%edx, %xmm1; addl	$2, %edx; addsd	%xmm4, %xmm1; mulsd	%xmm7, %xmm1; addsd	%xmm1, %xmm0; movapd	%xmm7, %xmm1; movapd	%xmm0, %xmm7; divsd	%xmm2, %xmm7; cmpl	%eax, %ebx
movl	$4191340189, %ebp               # imm = 0xF9D2C69D; movb	%bl, %dh; andl	%eax, (%rcx); andl	%cs:1501250265(%rbp), %eax
movq	%rax, %r12; movq	32(%rbp), %rax; testq	%rax, %rax
movsd	16(%rsp), %xmm3; pxor	%xmm4, %xmm4; movsd	8(%rsp), %xmm1; movq	%xmm0, %rbx; movsd	942159(%rip), %xmm0; movsd	24(%rsp), %xmm2; mulsd	%xmm3, %xmm0; ucomisd	%xmm0, %xmm4
movabsq	$-4294967296, %rcx              # imm = 0xFFFFFFFF00000000; movq	%rax, 64(%rsp); andq	%rcx, %rbx; movq	%rax, %r15; movl	%edx, %eax; movq	%rdx, 72(%rsp); orq	%rax, %rbx; movq	%r15, %r14; movq	%rdx, 40(%rsp); movq	56(%rsp), %rdi; addq	$32, %rsp; movq	152(%rsp), %rsi
pxor	%xmm2, %xmm2; cvtsi2sd	%rcx, %xmm2; mulsd	%xmm2, %xmm1; movsd	1678626(%rip), %xmm2; comisd	%xmm2, %xmm1
subl	%eax, %r14d; cltq; movq	56(%rsp), %rdi; movl	24(%rsp), %r11d; movl	%r14d, 40(%rsp); addq	%rax, %r15
nop; subq	$55296, %rdx                    # imm = 0xD800; cmpq	$2047, %rdx                     # imm = 0x7FF
movl	%eax, %r12d; movq	%r15, %rsi; movq	%rbx, %rdi; movl	$1127, %edx                     # imm = 0x467
cmpl	$16, (%r14)
movq	144(%rsp), %rax; orl	$4, (%rax); cmpl	$-1, %esi; sete	%r9b; testq	%r13, %r13; setne	%r12b; andl	%r9d, %r12d; testb	%r12b, %r12b
vmovdqu	-32(%rsi,%rdx), %ymm1; vmovdqu	%ymm0, (%rdi); vmovdqu	%ymm1, -32(%rdi,%rdx); vzeroupper
movq	216(%r14), %rax; movq	$0, 232(%r13); movq	$0, 216(%r14); movq	%rax, 216(%r13); movzwl	224(%r14), %eax; leaq	24(%r12), %r14; movq	%r14, %rsi; movw	%ax, 224(%r13); movq	32(%rbp), %rax; leaq	24(%rbx), %r13; movq	$0, 8(%r12); movq	40(%rbp), %rdx; movq	%r13, %rdi; movq	%rax, 16(%rbx); movq	-24(%rax), %rax; movq	%rdx, 16(%rbx,%rax); movq	8(%rbp), %rax; movq	48(%rbp), %rdx; movq	%rax, (%rbx); movq	-24(%rax), %rax; movq	%rdx, (%rbx,%rax); movq	56(%rbp), %rax; movq	%rax, 16(%rbx); movq	(%rbp), %rax; movq	64(%rbp), %rdx; movq	%rax, (%rbx); movq	-24(%rax), %rax; movq	%rdx, (%rbx,%rax); movq	72(%rbp), %rax; movq	%rax, 16(%rbx)
pushq	$2326                           # imm = 0x916
movl	$8, %ecx; movl	$208, %edx; leaq	93706(%rip), %rsi; leaq	262221(%rip), %rdi
cmpl	$1, 168(%rsp); movl	$4, %edx
movq	%rbp, (%rbx); leaq	24(%rbx), %rdx; movq	%rbx, %rsi; movl	$11, %edi
testq	%rax, %rax; setle	%r12b; movdqa	91883(%rip), %xmm5; movdqa	107235(%rip), %xmm1; xorl	$1, %r12d; movdqa	160(%rsp), %xmm0; pand	16(%rsp), %xmm5; movaps	%xmm5, 176(%rsp)
nopw	(%rax,%rax); movq	16(%rsp), %r12; testq	%r12, %r12
nopw	%cs:(%rax,%rax); pushq	%r14; leaq	808463(%rip), %r14; pushq	%r13; pushq	%r12; movq	%rdx, %r12; pushq	%rbp; xorl	%ebp, %ebp; pushq	%rbx
movl	$46, %edx; leaq	618994(%rip), %rsi; movl	$848, %edi                      # imm = 0x350
endbr64; movq	1185677(%rip), %rax; pushq	%rbx; movq	%rdi, %rbx; addq	$16, %rax; movq	%rax, (%rdi)
leaq	16(%rsp), %rdx; leaq	4(%rsp), %r8; movl	$7, %edi; leaq	-22036(%rip), %rcx; leaq	-22139(%rip), %rsi
addq	$8, %r14
leaq	(%r9,%rsi,8), %rax; addq	%r8, %rsi; shlq	$3, %rdi; leaq	(%r9,%rsi,8), %rsi; movq	(%rdx), %rcx; addq	$8, %rax; addq	%rdi, %rdx; movq	%rcx, -8(%rax); cmpq	%rsi, %rax
nopl	(%rax); testl	%eax, %eax
shlq	$5, %rbp; xorl	%r15d, %r15d; xorl	%r13d, %r13d; testq	%r14, %r14
pushq	$1871                           # imm = 0x74F
movq	32(%rsp), %rax; cmpb	$61, (%r13); movq	8(%rax), %rdi
movb	$-62, %bh; pushq	%rsp; subl	$2620641216, %eax               # imm = 0x9C33CFC0; fldcw	68(%rdx,%rsi,8)
nopl	(%rax); movl	(%r14), %ecx; cmpl	$47, %ecx
movl	$19, %fs:(%r13); movl	$19, %eax
mulsd	%xmm7, %xmm6; movsd	1255278(%rip), %xmm5; movapd	%xmm5, %xmm4; andpd	%xmm1, %xmm5; mulsd	%xmm3, %xmm4; mulsd	%xmm3, %xmm5; movsd	1255486(%rip), %xmm3; movapd	%xmm6, %xmm2; andpd	%xmm1, %xmm6; subsd	%xmm8, %xmm2; andpd	%xmm1, %xmm8; addsd	%xmm2, %xmm4; movapd	%xmm6, %xmm2; addsd	%xmm8, %xmm2; mulsd	%xmm0, %xmm4; addsd	%xmm5, %xmm2; addsd	%xmm9, %xmm2; mulsd	689082(%rip), %xmm2; mulsd	%xmm0, %xmm4; mulsd	%xmm0, %xmm4; andpd	%xmm1, %xmm3; andpd	%xmm4, %xmm1; addsd	%xmm3, %xmm2; mulsd	818646(%rip), %xmm1; mulsd	%xmm0, %xmm2; mulsd	%xmm0, %xmm2; mulsd	%xmm0, %xmm2; addsd	%xmm1, %xmm2; unpcklpd	%xmm2, %xmm4                    # xmm4 = xmm4[0],xmm2[0]; movups	%xmm4, (%rdi)
movl	(%rsp), %edx; testb	%al, %al
movapd	%xmm6, %xmm0; movl	%eax, 8(%rsp)
movq	%rax, %r12; testq	%r12, %r12
movsd	1465842(%rip), %xmm0; movq	%rbp, %rdi; divsd	%xmm2, %xmm0
nopl	(%rax,%rax); movl	$20, %ecx; movl	$471, %edx                      # imm = 0x1D7; leaq	1515306(%rip), %rsi; leaq	1515208(%rip), %rdi
nopl	(%rax,%rax); cmpl	$47, %eax
nopl	(%rax); addq	$1, %rax; cmpq	%rax, %rsi
leaq	15(%rsp), %r12; movq	%rbp, %rdi; leaq	24(%rsp), %r13; leaq	(%rbp,%rax), %rsi; movq	%r12, %rdx
movq	8(%rsp), %rsi; leaq	468(%r15), %rdi; movq	%rbx, %rdx
movq	%rsp, %rbp; leaq	1568306(%rip), %rsi; leaq	56(%rsp), %rdx; movq	%rbp, %rdi
movq	(%rbp), %rdx; movl	4(%rdx), %eax; andl	$256, %eax                      # imm = 0x100; orl	%r13d, %eax; movl	%eax, 4(%rdx); movzbl	42(%rsp), %eax
movl	(%rsi), %eax; leaq	764895(%rip), %rdx; movq	%rsi, %rbx; movslq	(%rdx,%rax,4), %rax; addq	%rdx, %rax
movl	(%r9), %ecx; movl	4(%r9), %edx; leaq	(%r9,%r13,4), %r10; xorl	%r8d, %r8d; cmpl	%edx, %ecx
cvtsd2ss	%xmm2, %xmm2; andps	370746(%rip), %xmm2; pxor	%xmm0, %xmm0; cvtss2sd	%xmm2, %xmm0; movsd	368682(%rip), %xmm2; addq	$24, %rsp; popq	%rbx; popq	%rbp; divsd	%xmm0, %xmm2; popq	%r12; popq	%r13; movapd	%xmm2, %xmm0
movq	%rax, %rdi; movq	$-1, %rsi; addq	$8, %rsp
cli; outsl	(%esi), %dx
movq	%r12, %rcx; movq	%rbp, %rdx; movq	%r13, %rsi; movl	$1, %r8d; movq	%rbx, %rdi
movl	$22, %eax; movq	817278(%rip), %rdx; movl	%eax, %fs:(%rdx); movl	$4294967295, %edx               # imm = 0xFFFFFFFF; movq	24(%rsp), %rax; subq	%fs:40, %rax
pushq	%rbp; movq	%rdi, %rbp; pushq	%rbx; movl	%esi, %ebx; subq	$8, %rsp; testq	%rdx, %rdx
pushq	$1813                           # imm = 0x715
movq	-16(%rbx), %rsi; leaq	-48(%rbx), %rax; movq	%rax, 48(%r15); testq	%rsi, %rsi
movq	1182049(%rip), %rax; movq	%fs:(%rax), %rcx
movq	(%r15,%rbp,8), %rbx; movq	2427765(%rip), %rdx; movl	%ebp, %esi; leaq	(,%rbp,8), %r12; movq	%rbx, %rdi
xorl	%r13d, %r13d; cmpq	$0, 48(%rbx); leaq	342042(%rip), %r14
movl	%ebx, %edi; leaq	208(%rsp), %rdx; movl	%ebp, %esi; addl	%eax, %r14d
movl	%ecx, %eax; sarl	%eax; cltq; leaq	(%r12,%rax,8), %r9; testl	%ecx, %ecx
nop; movsbq	%r14b, %rdx; movl	(%r11,%rdx,4), %edx; subl	$97, %edx; cmpb	$5, %dl
movl	$4294967170, %ecx               # imm = 0xFFFFFF82; subl	%edi, %ecx; shll	%cl, %r8d; movl	%r8d, %ecx; subl	%edi, %edx
nopl	(%rax); movq	24(%rsp), %rdx; movq	%r15, %rsi; movq	%r15, %rdi
xorl	%edx, %edx; movl	$111, %esi; movl	$47, %edi; xorl	%eax, %eax
nopl	(%rax,%rax); movq	%rbp, %r14; movq	%rbp, %rdx; movq	%rax, %rsi; movq	%r9, %rdi; movl	$3, %r15d
fadds	568102(%rip); fdivrp	%st, %st(1); addq	%rsi, %rdi; faddp	%st, %st(1); cmpq	%rdx, %rax
movq	%rdi, %r8; movq	%rdx, %r9; movq	%rsi, %rdi; movq	%r8, %rdx
movq	%rdx, %rcx; subq	%r9, %rdi; btrq	$51, %rcx; movl	%r13d, %esi; movq	%rax, %rdx; movq	%rcx, %rax; andl	$1, %esi
movq	1050329(%rip), %rax; leaq	80(%rbx), %rdi; addq	$16, %rax; movq	%rax, 24(%rbx)
addss	362790(%rip), %xmm3; movss	362770(%rip), %xmm0; movl	$4294967295, %ecx               # imm = 0xFFFFFFFF; movss	277785(%rip), %xmm4
pxor	%xmm4, %xmm4; movsd	799543(%rip), %xmm3; movapd	%xmm1, %xmm0; movsd	800115(%rip), %xmm2; cvtsi2sd	%ebx, %xmm4; mulsd	%xmm1, %xmm0; addsd	%xmm4, %xmm3; mulsd	%xmm3, %xmm2; divsd	896059(%rip), %xmm2; comisd	%xmm0, %xmm2
nop; pushq	%r15; pushq	%r14; pushq	%r13; pushq	%r12; movq	%rsi, %r12; pushq	%rbp; leaq	(,%r12,8), %r13; movq	%rdi, %rbp; pushq	%rbx; movq	%rdx, %rbx; movq	%r13, %rdx; subq	$72, %rsp; movq	(%rdi), %rax; movq	32(%rdi), %rsi; movq	24(%rdi), %r15; movq	%r8, 32(%rsp); movq	%rax, 24(%rsp); movq	8(%rdi), %rax; movq	%rsi, 16(%rsp); movq	%rbx, %rsi; movq	128(%rsp), %r14; movq	%rax, %rdi; movq	%rcx, 40(%rsp); movq	%r9, 56(%rsp); movsd	%xmm0, (%rsp); movsd	%xmm1, 8(%rsp); movq	%rax, 48(%rsp)
movzbl	2(%rdx), %eax; leaq	2(%rdx), %rbp; movb	%al, 8(%rsp); testb	%al, %al
movl	$192, %edi
leaq	2504809(%rip), %rax
nopl	(%rax,%rax); movq	%rdi, 8(%rsp); movl	$4, %ecx; movl	$51, %edx; leaq	1448670(%rip), %rsi; leaq	1448705(%rip), %rdi
endbr64; pushq	%r12; pushq	%rbp; movq	%rsi, %rbp; pushq	%rbx; movq	(%rsi), %rax; movq	%rdi, %rbx; leaq	24(%rdi), %rdi; movq	%rax, -24(%rdi); movq	-24(%rax), %rax; movq	64(%rsi), %rdx; movq	%rdx, -24(%rdi,%rax); movq	72(%rsi), %rax; movq	%rax, -8(%rdi)
nopl	(%rax,%rax); movapd	%xmm1, %xmm3; subsd	%xmm2, %xmm3; mulsd	%xmm3, %xmm3; comisd	%xmm3, %xmm2
movq	%r14, %r10; movq	%r11, %rsi; movq	%rbp, %rdx; imulq	%rdi, %rax; addq	%rcx, %rax; cmpq	%r10, %r15
xorl	%ebp, %ebp; movq	%rax, 8(%rbx); movl	%ebp, (%rbx); addq	$8, %rsp; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15
leaq	841356(%rip), %rsi; movq	%rbx, %rdi
andb	%dl, %ah; shlb	$130, 1771724571(%rbp,%rcx); cmpsl	%es:(%rdi), (%rsi)
cmpl	$2139095039, %r10d              # imm = 0x7F7FFFFF
movq	184(%rsp), %rax; movq	192(%rsp), %rcx; movl	$1, %edx; leaq	(,%rax,8), %rdi; xorl	%eax, %eax; nopl	(%rax); movsd	(%rcx), %xmm0; movl	%edx, %esi; addl	$1, %eax; addl	$2, %edx; addq	%rdi, %rcx; movsd	%xmm0, (%rbp,%rsi,8); cmpl	%r8d, %eax
movq	%rbp, %r8; movq	%r14, %rcx; movl	$132, %edx; movl	$113, %esi; movl	$122, %edi
movl	(%rax), %edx; movq	%rax, %r13; cmpl	$2, %edx
nopl	(%rax,%rax); movl	%ecx, %esi; xorb	$-115, %sil; testq	%rdx, %rdx
comisd	1103994(%rip), %xmm2
leaq	-1(%rbx), %rdx; movq	%r15, %rcx; movq	%r15, %rsi; movl	$0, (%r15); movq	%rbp, %rdi
movq	%rbp, %rsi; shrq	%rsi; andl	$1, %esi
movl	(%rdi), %ecx; pushq	%rbp; pushq	%rbx; movq	%rdx, %rbx; testl	%ecx, %ecx
movq	%rdx, 160(%rsp); movq	%rcx, 120(%rsp); movq	%rsi, 112(%rsp); movq	%rdi, 48(%rsp); movq	%r8, 40(%rsp); movq	%r10, 32(%rsp); movsd	%xmm11, 168(%rsp); movsd	%xmm1, 104(%rsp); movsd	%xmm7, 88(%rsp); movsd	%xmm8, 80(%rsp); movsd	%xmm10, 72(%rsp); movsd	%xmm9, 64(%rsp); movsd	%xmm2, 56(%rsp); movsd	%xmm5, 16(%rsp)
sbbb	%al, (%rdx); andl	$3859129341, -1968917591(%rip)  # imm = 0xE605A3FD; movb	$61, %ah; wait; popq	%rdi; outl	%eax, $41; movl	$1297343995, %eax               # imm = 0x4D53E5FB; movsl	(%rsi), %es:(%rdi)
movapd	%xmm1, %xmm0; movq	%rcx, 80(%rsp); movsd	%xmm3, 152(%rsp); movsd	%xmm2, 144(%rsp)
testl	%r12d, %r12d; cmovel	%eax, %r12d; movq	120(%rsp), %rax; subq	%fs:40, %rax
movabsq	$-1152921504606846976, %rax     # imm = 0xF000000000000000; movq	%rsi, %r15; movabsq	$-9223372036854775808, %r13     # imm = 0x8000000000000000; movabsq	$1152921504606846976, %r12      # imm = 0x1000000000000000; addq	%rdx, %rax; movq	%rax, %rbx; movq	%rax, 8(%rsp); shrq	$60, %rbx; addq	$1, %rbx; shlq	$60, %rbx; addq	%rsi, %rbx; nopl	(%rax); movq	%r15, %rsi; movq	%r13, %rdx; movq	%rbp, %rdi; addq	%r12, %r15
nopl	(%rax,%rax); addl	%r14d, %r15d; movq	%r12, %rdi
addl	$1, %ebp; cmpl	%ebp, %ebx
movslq	%edx, %rax; addl	$1, %edx; shlq	$5, %rax; addq	32(%rdi), %rax; movq	$0, 4(%rax); movl	%edx, 40(%rdi); testq	%rcx, %rcx
movq	%r12, %rdi; testq	%rbx, %rbx
nopl	(%rax); popq	%rbx; xorl	%eax, %eax; popq	%rbp; popq	%r12; xorl	%edx, %edx; xorl	%esi, %esi; xorl	%edi, %edi
movl	16(%rsp), %r8d; movq	24(%rsp), %r9; movq	%rbp, %rcx; movq	%rbx, %rdx; movq	%r13, %rsi; movq	%r12, %rdi
movq	%rsi, %rbx; movq	%rdi, %rbp; leaq	320743(%rip), %rsi; movq	%rbx, %rdi
fldl	440575(%rip); fxch	%st(1); fprem; fstp	%st(1); fld	%st(0); fistpll	-8(%rsp); fildll	-8(%rsp); fucompi	%st(1), %st; ffreep	%st(0)
movq	32(%rsp), %rbx; movq	40(%rsp), %rax; subq	%r13, %r12; movq	%r12, %r13; leaq	(%rbx,%rax,4), %rax; sarq	%r13; movq	%rax, 8(%rsp); movabsq	$4611686018427387900, %rax      # imm = 0x3FFFFFFFFFFFFFFC; cmpq	%r12, %rax
nopw	%cs:(%rax,%rax); xorl	%edx, %edx; xorl	%esi, %esi; leaq	16(%rsp), %rcx; movq	%rbx, %rdi; movq	$0, 16(%rsp)
nop; movq	701032(%rip), %xmm1; movapd	%xmm2, %xmm0; movl	%esi, 16(%rsp); movsd	%xmm2, 32(%rsp); andpd	%xmm1, %xmm0; movaps	%xmm1, (%rsp)
movl	$19, %ecx; movl	$516, %edx                      # imm = 0x204; leaq	137662(%rip), %rsi; leaq	137620(%rip), %rdi
movq	8(%rbp), %rax; movq	%r8, %rdi; movq	(%rax,%r9), %rsi
leaq	-16(%rbp), %rdi; movq	%rax, -24(%rbp)
leaq	64(%rsp), %rax; leaq	80(%rsp), %r14; movq	%rax, 8(%rsp); movq	(%rbp), %rax; movq	8(%rbp), %rbp; movq	%r14, 64(%rsp); movq	%rax, 24(%rsp); movq	%rbp, 32(%rsp); cmpq	$15, %rbp
movl	$20, (%r13); movq	%rax, 8(%r13)
xorl	%r8d, %r8d; nop; movl	$32767, %r9d                    # imm = 0x7FFF; xorl	%eax, %eax; xorl	%ecx, %ecx
movl	%r15d, %edx; movapd	%xmm0, %xmm1; pxor	%xmm0, %xmm0; cvtsi2sd	%rdx, %xmm0; movl	%r12d, %edx; mulsd	%xmm1, %xmm0; pxor	%xmm1, %xmm1; cvtsi2sd	%rdx, %xmm1; comisd	%xmm0, %xmm1
leaq	1066029(%rip), %rcx; leaq	1066390(%rip), %rdx; movl	$1, %edi; xorl	%eax, %eax; leaq	1062328(%rip), %rsi
movl	16(%rsp), %edx; movl	12(%rsp), %esi; xorl	%ecx, %ecx; leaq	322296(%rip), %r13; movl	8(%rsp), %edi
mulsd	%xmm1, %xmm1; cmpl	$919, %eax                      # imm = 0x397
orl	$1, %eax; movb	%al, 160(%rdx); movq	%r14, %rdi
nopw	(%rax,%rax); movzbl	200(%rdi), %eax; andl	$1, %eax; xorl	%edi, %edi
movq	%rax, %r14; xorl	%eax, %eax; testq	%r14, %r14; setne	%al; movq	%r14, 40(%r15)
movq	456(%rbx), %rdi; movq	3424911(%rip), %rsi
movq	%rbx, 24(%rbp)
nop; fldz; fxch	%st(1); fucomi	%st(1), %st; fstp	%st(1)
movq	(%rsp), %rdi; movsd	(%rdi), %xmm2; cmpq	%rbp, %r15
movq	64(%rsp), %rcx; movslq	32(%rsp), %rdi; movl	%r13d, 72(%rsp); movl	$4294967294, %r11d              # imm = 0xFFFFFFFE; movl	%edx, 88(%rsp); subl	%r12d, %r11d; leaq	2(%rbx,%rcx), %rcx; movq	%r15, 56(%rsp); movq	%rdi, %r15; movl	%r14d, 92(%rsp); movl	%esi, %r14d; movq	%rcx, 24(%rsp); movl	%eax, %ecx; nopl	(%rax); movl	%r9d, %eax; movl	%r14d, %edx; andl	%ebp, %eax; subl	%r9d, %edx; movl	%eax, %edi; subl	$1, %eax; notl	%edi; andl	%eax, %edi; sarl	$31, %edi; movl	%edi, %r8d; notl	%r8d; cmpl	%edx, 32(%rsp)
addl	$1, 216(%rbx); addq	$8, %rsp; movl	$1, %eax; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi
movq	1225746(%rip), %rax; movl	$16, 72(%rbx); movq	%r12, %rsi; addq	$16, %rax; movq	%rax, 8(%rbx); movq	1223889(%rip), %rax; addq	$24, %rax; movq	%rax, 80(%rbx); movq	(%rbx), %rax; movq	-24(%rax), %rdi; addq	%rbx, %rdi
nopl	(%rax,%rax); leaq	1437897(%rip), %rax
movss	261621(%rip), %xmm7; movss	16(%rsp), %xmm6; testl	%ebx, %ebx; movss	64(%rsp), %xmm5; movss	(%rsp), %xmm4; mulss	%xmm0, %xmm7; movss	32(%rsp), %xmm2; movss	%xmm6, (%rsp); movss	%xmm5, 32(%rsp); movss	%xmm7, 16(%rsp)
leaq	40(%rsp), %rdi; movq	%rbp, %r8; movq	%rax, %rsi
xorl	%eax, %eax; movl	$1, %edx; lock; cmpxchgl	%edx, 1315817(%rip)
cmpq	$0, 192(%rbx)
movq	96(%rsp), %rbx; movq	%r15, %rdx; movq	%r14, %rsi; movq	1523322(%rip), %rax; movq	16(%rsp), %rdi; movsd	(%rbx), %xmm1; movsd	32(%rsp), %xmm0; movq	%rax, (%rbx); movsd	%xmm1, 24(%rsp)
endbr64; pushq	%rbp; leaq	208(%rcx), %rax; movq	%rsp, %rbp; pushq	%r15; pushq	%r14; leaq	-64(%rbp), %r15; pushq	%r13; pushq	%r12; movq	%rcx, %r12; pushq	%rbx; movl	%r9d, %ebx; subq	$104, %rsp; movq	%rdi, -112(%rbp); movq	%rax, %rdi; movq	%rsi, -88(%rbp); movq	%rdx, -104(%rbp); movl	%r8d, -124(%rbp); movq	%rax, -96(%rbp)
movq	857033(%rip), %rcx; negl	%eax; movl	%eax, %fs:(%rcx); orq	$-1, %rax
cmpl	$13, %ebp
nop; movl	%r8d, (%r14); movq	56(%rsp), %rax; subq	%fs:40, %rax
movq	(%rbx,%rax,8), %rcx; cmpq	%rdx, %rcx
leaq	1640009(%rip), %rdi
nopl	(%rax); movq	32(%rsp), %rdx; xorl	%eax, %eax; movq	$-1, %rbx
leaq	144(%rsp), %rdi
movq	%r10, 48(%rsp); movaps	%xmm6, 32(%rsp); movsd	%xmm1, 24(%rsp); movsd	%xmm5, 16(%rsp); movsd	%xmm2, 8(%rsp)
leaq	513652(%rip), %rdi
movabsb	%al, -8765759761693431276
movq	64(%r15), %rdi; leaq	1403499(%rip), %rbx; movl	$1598, %edx                     # imm = 0x63E; movq	%rbx, %rsi
popq	%rbx; movl	$26, %ecx; popq	%rbp; movl	$957, %edx                      # imm = 0x3BD; popq	%r12; leaq	1872887(%rip), %rsi; leaq	1872751(%rip), %rdi; popq	%r13; popq	%r14
movdqa	240102(%rip), %xmm1; movdqa	(%rsp), %xmm0
movl	%edx, 192(%r12)
pxor	%xmm0, %xmm0; pxor	%xmm1, %xmm1; movups	%xmm2, (%r8); pxor	%xmm2, %xmm2; pxor	%xmm3, %xmm3
nopl	(%rax); subl	$1, %r14d
movzbl	(%r8), %esi; addq	$1, %rdx; subl	$48, %esi; cmpb	$9, %sil
testl	%ebx, %ebx; movsd	48(%rsp), %xmm12; movsd	80(%rsp), %xmm7; movapd	128(%rsp), %xmm3; movsd	112(%rsp), %xmm15; movsd	144(%rsp), %xmm10; movsd	168(%rsp), %xmm5
movq	%rbx, %rdi; movl	$536, %esi                      # imm = 0x218; popq	%rbx
andb	32291896(%rbx,%rbp,2), %ah; rolb	%cl, -38(%rdx); popq	%rbp; sti
nopl	(%rax); sarl	$13, %eax; leaq	273926(%rip), %rcx; andl	$127, %eax; imull	$14, %eax, %eax; leal	884(%rax), %esi; movslq	%esi, %rsi; vmovsd	(%rcx,%rsi,8), %xmm0; testl	%edx, %edx
movq	%rcx, %r9; leaq	-1(%rsi,%rdx), %rcx; orq	$63, %rsi; leaq	1(%rsi,%r9), %rdi; subq	%rsi, %rcx; incq	%rsi; rep		movsb	(%rsi), %es:(%rdi); vmovdqu64	%zmm16, (%r8)
movq	8(%rbp), %rcx; movl	$205, %esi; xorl	%eax, %eax; leaq	2430690(%rip), %rdx; movl	$13, %edi; xorl	%ebp, %ebp
movq	%rdx, %rcx; movq	%rax, %rdx
subq	%rsi, %rbx; movq	(%rcx), %rcx; cmpq	%rdx, %rbx; cmovaq	%rdx, %rbx; movq	-24(%rcx), %rbp; movq	%rbx, %rdx; cmpq	%rbx, %rbp; cmovbeq	%rbp, %rdx; testq	%rdx, %rdx
endbr64; pushq	%r15; pushq	%r14; pushq	%r13; pushq	%r12; pushq	%rbp; movq	%rsi, %rbp; pushq	%rbx; movq	%rdi, %rbx; subq	$56, %rsp; leaq	15(%rsp), %r13; movq	%r13, %rsi
xorl	%eax, %eax; cmpl	$3, (%rdi)
nopl	(%rax); movq	553121(%rip), %rax; movl	%fs:(%rax), %eax; cmpl	$4, %eax
movsd	8(%rsp), %xmm8; mulsd	16(%rsp), %xmm8; movsd	24(%rsp), %xmm4; movq	510479(%rip), %rax; movsd	32(%rsp), %xmm5; addsd	%xmm4, %xmm4; addsd	524565(%rip), %xmm4; movq	%rax, %xmm6; mulsd	%xmm0, %xmm8; pxor	%xmm0, %xmm0; ucomisd	%xmm4, %xmm0
movabsq	$9214364837600034815, %rdx      # imm = 0x7FDFFFFFFFFFFFFF; notq	%rsi; pxor	%xmm2, %xmm2; cmpq	%rax, %rdx; setb	%al; shrq	$63, %rsi; cmpb	%sil, %al
movq	-104(%rbp), %rdi; movq	-112(%rbp), %rcx; leaq	1(%rax,%rdi), %rdi; cmpq	%rcx, %rdi
setl	%al; negl	%eax; orl	$1, %eax; xtest
movq	%r9, %r8; movq	%rbp, %rcx
movq	2426801(%rip), %rdi
pushq	$1619                           # imm = 0x653
nopw	(%rax,%rax); leaq	682573(%rip), %rsi
xorl	%eax, %eax; xorl	%edx, %edx; movl	$102, %esi; movl	$61, %edi
pushq	$754                            # imm = 0x2F2
movl	$64, %r9d; movl	$64, %r8d; movl	$192, %ecx; movl	$514, %edx                      # imm = 0x202; movl	$65538, %esi                    # imm = 0x10002
movq	8(%rsp), %rax; movq	72(%rsp), %rdx; subq	%fs:40, %rdx
cmpq	%r10, %r11
movq	200(%rdx), %rdx; testq	%rdx, %rdx
movq	%rax, 808353(%rip); movq	%r13, %r8; movq	%rbx, %rcx; movq	%r12, %rsi; movq	%rbp, %rdi
popq	%rdx; popq	%rcx; testq	%r13, %r13
addb	%bh, 125(%rbp)
nopl	(%rax); imull	$217706, %r10d, %r9d            # imm = 0x3526A; movq	%r12, %rdx; leaq	27(%r10), %rax; shrq	$63, %rdx; sarl	$16, %r9d; cmpq	$82, %rax
movq	763925(%rip), %rdx; testq	%rdx, %rdx
pxor	%xmm4, %xmm4; comisd	%xmm4, %xmm2
movl	$8, %ecx; movl	$33, %edx; leaq	1657391(%rip), %rsi; movq	%rax, 8(%rsp); leaq	1657388(%rip), %rdi
leaq	1506674(%rip), %rcx; movl	$745, %edx                      # imm = 0x2E9; leaq	1488081(%rip), %rsi; leaq	1488114(%rip), %rdi
movq	%rax, 8(%rsp); movq	%rax, %rdi; testq	%rax, %rax
pushq	$1693                           # imm = 0x69D
subq	$24, %rsp; movq	%rsi, %rcx; movq	%rdx, %r8; movq	%rdi, %rsi; movq	%fs:40, %rax; movq	%rax, 8(%rsp); xorl	%eax, %eax; movq	%rsp, %rax; xorl	%edx, %edx; movq	$0, (%rsp); movq	%rax, %rdi
movq	%rbx, (%rsi); movq	-8(%r12,%rbp,8), %rax; addq	$1, %rbx; addq	%r9, %r14; imulq	%r9, %rax; movzbl	(%r11,%rax), %eax; cmpq	%rbx, %r8
movq	%r12, %rdx; movq	%rbx, %r8; movq	%rbp, %rcx; movq	%r14, %rsi; xorl	%edi, %edi; movq	%r14, %r12
movq	1614518(%rip), %rdx; movq	%rbp, %rsi; movq	%r12, %rdi
cmpl	$32767, %ecx                    # imm = 0x7FFF
leaq	1(%r9), %rdx; movq	%rax, 144(%rsp,%r9,8); movq	%rdx, 120(%rsp); movq	%rdx, %r9
leaq	40(%rsp), %rdi; subq	$8, %rsp; xorl	%edx, %edx; xorl	%ecx, %ecx; pushq	24(%rsp); movq	24(%rsp), %r9; leaq	1189611(%rip), %rsi; movl	192(%rsp), %r8d
movq	8(%rsp), %rax; xorl	%ecx, %ecx; xorl	%ebx, %ebx; movl	%ecx, 108(%rsp); movl	456(%rax), %edx; testl	%edx, %edx
pushq	%r15; pushq	%r14; pushq	%r13; pushq	%r12; pushq	%rbp; pushq	%rbx; subq	$72, %rsp; testq	%rdi, %rdi
leaq	(,%rcx,8), %rax; movsd	(%rsi,%rcx,8), %xmm2; movsd	-8(%rsi,%rax), %xmm3; leaq	-8(%rax), %r10
movq	32(%rsp), %rbx; movq	16(%rbx), %rdi
pushq	$374                            # imm = 0x176
movq	(%rsp), %rdi; leaq	48(%rsp), %rsi; xorl	%edx, %edx; movq	%rsi, 40(%rsp)
movq	24(%rdx), %r8; cmpq	16(%r8), %rdx
leaq	542124(%rip), %rdx; movl	$1043, %esi                     # imm = 0x413; leaq	535968(%rip), %rdi
nopw	%cs:(%rax,%rax); nop; pushq	%rbx; subq	$16, %rsp; cmpl	$2, %esi
nopw	(%rax,%rax); movl	$4, %ecx; movl	$201, %edx; leaq	377249(%rip), %rsi; leaq	377248(%rip), %rdi
addl	$1, %r9d; movl	$2, %r12d; testl	%ebp, %ebp
nopw	%cs:(%rax,%rax); nop; pushq	%r15; pushq	%r14; pushq	%r13; pushq	%r12; pushq	%rbp; pushq	%rbx; movq	%rdi, %rbx; subq	$8, %rsp; movq	8(%rdi), %rdi
movl	$2077350607, %esp               # imm = 0x7BD1DACF; lodsl	(%rsi), %eax; movl	$941067480, %esi                # imm = 0x38178CD8
lzcntq	%rcx, %rcx; subq	%rcx, %rax
nop; movl	$4, %ecx; movl	$342, %edx                      # imm = 0x156; leaq	1466384(%rip), %rsi; leaq	1466120(%rip), %rdi
movq	8(%rsp), %rsi; movl	$131076, %edi                   # imm = 0x20004; movq	%rax, 168(%rbp); movq	16(%rbx), %rbp
movl	%edx, 76(%rsp); movq	(%rsp), %rax; movl	76(%rsp), %edi; movq	%rbx, (%rax); movl	(%rcx), %eax; andl	$-8, %eax; orl	%edi, %eax; movl	%eax, (%rcx)
movq	%rax, -1688(%rbp)
movq	-1736(%rbp), %rdi; movq	%r9, -1696(%rbp); movl	%r10d, -1664(%rbp)
movl	4(%rsp), %eax; movq	8(%rsp), %rdx; subq	%fs:40, %rdx
movq	%rax, %rbx; movq	%rbp, %rdi; movq	%rax, %rsi
cmpq	$0, -80(%rsi)
leaq	1027(,%r14,4), %rdi; xorl	%ebp, %ebp
nopl	(%rax,%rax); cmpq	$0, 813048(%rip)
addq	$8, %rdx; adcq	$0, %rcx
movl	%edx, %ecx; movl	(%rax), %edx; addq	$4, %rax; movl	%ecx, -4(%rax); cmpl	%edx, %r10d
nopl	(%rax,%rax); movl	$4, %ecx; movl	$37, %edx; leaq	1218847(%rip), %rsi; xorl	%ebx, %ebx; leaq	1215774(%rip), %rdi
movq	(%rbp), %rcx; cmpq	%rcx, (%rax)
movl	$1, %r8d; movl	$48, %edi
movsd	1306293(%rip), %xmm3; movsd	8(%rsp), %xmm2; movsd	32(%rsp), %xmm1; movapd	16(%rsp), %xmm4; divsd	%xmm0, %xmm3; mulsd	%xmm3, %xmm2; mulsd	%xmm3, %xmm1; unpcklpd	%xmm3, %xmm3                    # xmm3 = xmm3[0,0]; movapd	%xmm2, %xmm0; unpcklpd	%xmm1, %xmm1                    # xmm1 = xmm1[0,0]; unpcklpd	%xmm0, %xmm0                    # xmm0 = xmm0[0,0]; mulpd	%xmm4, %xmm1; mulpd	%xmm4, %xmm0; shufpd	$1, %xmm1, %xmm1                # xmm1 = xmm1[1,0]; movapd	%xmm1, %xmm2; addpd	%xmm0, %xmm2; subpd	%xmm1, %xmm0; movsd	%xmm2, %xmm0                    # xmm0 = xmm2[0],xmm0[1]; mulpd	%xmm3, %xmm0; movups	%xmm0, -16(%r12); cmpq	%r12, %rbx
leaq	1980841(%rip), %rax
nopw	(%rax,%rax); movsd	456256(%rip), %xmm0; movsd	%xmm0, 32(%rsp); cmpl	$2, %eax
movq	(%rbp), %rcx; movl	$106, %esi; xorl	%eax, %eax; leaq	889862(%rip), %rdx; movl	$44, %edi
movq	%rax, 80(%rbx); movq	16(%r15), %rax; movq	%rax, 96(%rbx); movq	8(%r15), %rax; movq	%rcx, (%r15); xorl	%ecx, %ecx; andl	$3, %r12d; movq	%rax, 88(%rbx); movq	$0, 8(%r15); movb	$0, 16(%r15); movl	%r14d, 72(%rbx)
subl	$1, 48(%rsp); movl	$1, %r14d
movzbl	-160(%rbp), %eax; movb	%al, (%rdi); movq	-168(%rbp), %rdx; movq	(%rbx), %rdi
movslq	%eax, %rcx; subl	%eax, %edi; leal	(%rax,%rax), %edx; movq	24(%r9), %r8; addq	%rcx, %rdi; movslq	%edx, %rdx; leaq	(%r14,%rcx,4), %rsi; shlq	$4, %rdi; leaq	(%r11,%rdx,8), %rdx; addq	%r11, %rdi; nopw	%cs:(%rax,%rax); movslq	(%rsi), %rax; addq	$16, %rdx; addq	$4, %rsi; imulq	%r10, %rax; addq	%rbx, %rax; movq	%rax, %rcx; leaq	1(%rax,%rax), %rax; shlq	$4, %rcx; leaq	(%r8,%rax,8), %rax; addq	%r8, %rcx; movsd	(%rcx), %xmm0; subsd	-16(%rdx), %xmm0; movsd	%xmm0, (%rcx); movsd	(%rax), %xmm0; subsd	-8(%rdx), %xmm0; movsd	%xmm0, (%rax); cmpq	%rdx, %rdi
nopl	(%rax,%rax); movq	112(%rsp), %rax; movq	160(%rsp), %rcx; movq	8(%rsp), %rbx; movq	152(%rsp), %rdx; shlq	$3, %rcx; leaq	(%rax,%rbx,8), %rsi; movsd	(%rax), %xmm0; addq	$8, %rax; movsd	%xmm0, (%rdx); addq	%rcx, %rdx; cmpq	%rax, %rsi
movapd	%xmm2, %xmm0; movsd	%xmm1, 32(%rsp); movsd	%xmm14, 24(%rsp); movsd	%xmm12, 16(%rsp); movsd	%xmm13, 8(%rsp)
movq	72(%rsp), %rdx; xorl	%esi, %esi; movq	%r13, %r8; movq	%r14, %rcx; movq	%r15, %rdi
movapd	%xmm7, %xmm0; leaq	16(%rsp), %rdi; movsd	%xmm7, 8(%rsp)
addsd	%xmm1, %xmm2; movq	%rbx, %rdi; negl	%ebp; movapd	%xmm2, %xmm0
movdqa	64(%rsp), %xmm4; movdqa	206824(%rip), %xmm0; pxor	48(%rsp), %xmm0; movaps	%xmm4, 112(%rsp); movaps	%xmm0, 128(%rsp); addq	$32, %rsp; movdqa	80(%rsp), %xmm2; movdqa	96(%rsp), %xmm3; movaps	%xmm2, (%rbx); movaps	%xmm3, 16(%rbx); movq	56(%rsp), %rax; subq	%fs:40, %rax
movl	$4, %ecx; movl	$64, %edx; leaq	1423405(%rip), %rsi; leaq	1423566(%rip), %rdi
subq	%rsi, %rbx; movq	%rcx, %rdi; movq	%rcx, %r13; cmpq	%rdx, %rbx; cmovaq	%rdx, %rbx
movq	40(%rsp), %rsi; movq	%r13, %rdx; movq	%r14, %rdi
subq	$24, %rsp; movsd	%xmm0, (%rsp); movapd	%xmm2, %xmm0; movsd	%xmm1, 8(%rsp)
nopl	(%rax); movl	$19, %ecx; movl	$253, %edx; leaq	1578149(%rip), %rsi; leaq	1575385(%rip), %rdi
nopw	(%rax,%rax); fstp	%st(3); fstp	%st(0); fucompi	%st(1), %st; fstp	%st(0)
outsb	(%rsi), %dx; movsl	(%rsi), %es:(%rdi); orl	%ecx, -26(%rax)
movl	$8, %ecx; movl	$239, %edx; leaq	112740(%rip), %rsi; leaq	281335(%rip), %rdi
nopw	(%rax,%rax); movq	72(%rsp), %rsi; testq	%rsi, %rsi
nopl	(%rax); cmpl	$-2, %ebx
movdqa	48(%rsp), %xmm0; pxor	%xmm1, %xmm1; testq	%rax, %rax; sete	%bl
movl	%esi, %ecx; movl	$1, %eax; shlq	%cl, %rax; movabsq	$1632104347136, %rcx            # imm = 0x17C00FFF600; testq	%rcx, %rax
movl	$1, %ecx; movl	$90, %edx; leaq	1686821(%rip), %rsi; leaq	1686043(%rip), %rdi
movq	%rcx, %r10; movl	$267, %eax                      # imm = 0x10B
nopw	%cs:(%rax,%rax); movq	40(%rsp), %rdi; movl	$1, %r13d
nopl	(%rax); movdqa	220800(%rip), %xmm1; movdqa	(%rsp), %xmm0
fldz; fucomi	%st(2), %st; fstp	%st(2); setnp	%dl; cmovnel	%ecx, %edx; fucompi	%st(1), %st; fstp	%st(0); setnp	%al; cmovnel	%ecx, %eax; movl	%edx, %ecx; xorl	%ebx, %ebx; orl	%eax, %ecx; fldz; movl	$0, %edx; fldt	224(%rsp); fucomi	%st(1), %st; fstp	%st(1); setnp	%al; cmovnel	%edx, %eax; testb	%al, %al
movq	701657(%rip), %rax; movq	24(%rsp), %rdi; movq	56(%rsp), %rsi; movq	64(%rsp), %rbx; cmpl	$90, %fs:(%rax); movq	72(%rsp), %rcx
nopl	(%rax,%rax); pushq	%r15; movq	%rsi, %rax; movq	%rcx, %r9; pushq	%r14; pushq	%r13; movq	%rdx, %r13; pushq	%r12; pushq	%rbp; pushq	%rbx; movq	$0, (%rcx); movq	40(%rax), %rax; movq	%rsi, -96(%rsp); movq	32(%rsi), %rsi; leaq	(%rsi,%rax), %r8; cmpq	$7, %rax
pxor	%xmm7, %xmm7; leaq	-1(%rdi), %rdx; leaq	-2(%rdi), %rsi; xorl	%ebx, %ebx; movapd	%xmm6, %xmm2; movapd	%xmm7, %xmm15; movapd	%xmm7, %xmm11; movsd	1851632(%rip), %xmm10; movaps	%xmm12, (%rsp)
nopl	(%rax,%rax); movq	3536777(%rip), %rax; popq	%rbx; xorl	%esi, %esi; xorl	%edi, %edi
movzbl	(%rcx,%r9), %r12d; movb	$1, 8(%rbp); movb	%r12b, (%rbp)
popq	%rdx; popq	%rcx; addq	$16, %rsp; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14
movaps	%xmm0, %xmm3; movss	377384(%rip), %xmm2; movss	%xmm1, 8(%rsp); mulss	%xmm0, %xmm3; movss	377386(%rip), %xmm0; mulss	%xmm3, %xmm0; addss	377378(%rip), %xmm0; mulss	%xmm3, %xmm2; addss	377346(%rip), %xmm2; mulss	%xmm3, %xmm0; addss	377358(%rip), %xmm0; mulss	%xmm3, %xmm2; subss	377326(%rip), %xmm2; mulss	%xmm3, %xmm0; addss	377338(%rip), %xmm0; mulss	%xmm3, %xmm2; addss	377306(%rip), %xmm2; mulss	%xmm3, %xmm0; addss	377318(%rip), %xmm0; mulss	%xmm3, %xmm2; subss	377286(%rip), %xmm2; mulss	%xmm3, %xmm0; addss	292806(%rip), %xmm0; divss	%xmm0, %xmm2; movaps	%xmm1, %xmm0; mulss	%xmm1, %xmm2; movss	%xmm2, (%rsp)
nopw	(%rax,%rax); movl	$8, %ecx; movl	$88, %edx; leaq	1175303(%rip), %rsi; leaq	1167248(%rip), %rdi
nop; movq	352(%rdi), %rdi; testq	%rdi, %rdi
movsd	1862706(%rip), %xmm2; addq	$8, %rsp
leaq	764416(%rip), %r8; movl	%ebx, %edx; leaq	764407(%rip), %rcx; cmpl	$1, %eax; leaq	836092(%rip), %rax; leaq	796580(%rip), %rsi; movq	%rbp, %rdi; cmovgq	%rax, %r8; xorl	%eax, %eax; xorl	%ebx, %ebx
leaq	2401018(%rip), %rdx; movl	$279, %esi                      # imm = 0x117; leaq	2400695(%rip), %rdi
cltd; addl	$1839933652, %eax               # imm = 0x6DAB28D4
movq	$0, 32(%rbx); movq	160(%rbx), %rdi
movl	%r13d, %edx; movl	%r14d, %esi; movq	%r12, %rdi
leaq	866348(%rip), %rbx; movl	$336, %esi                      # imm = 0x150; leaq	866616(%rip), %rdx; movq	%rbx, %rdi
addss	%xmm9, %xmm4; movss	%xmm6, 16(%rsp); movaps	%xmm4, %xmm0; movaps	%xmm3, %xmm1; addss	%xmm7, %xmm1
movb	$12, %ch; movl	%ecx, %esp; cmpl	%eax, 715200656(%rbp); cmpb	$-40, %al; stosl	%eax, %es:(%rdi); orl	%ecx, -1220816080(%rcx); sbbb	(%rbx), %ch; adcb	$-45, %al; inb	%dx, %al; testb	%ch, -1084640267(%rbx); testl	%ebp, -58(%rdx); movsb	(%rsi), %es:(%rdi); movl	$839543026, %esi                # imm = 0x320A68F2; cmpb	$31, %al; pushq	%rsp; movsb	(%rsi), %es:(%rdi); insl	%dx, %es:(%rdi); cmpb	%al, %ch; leal	-1211887226(%rbp), %ebp; movb	$78, %al
movq	56(%rbx), %r9; testq	%r9, %r9
movq	%r8, %rcx; movq	-32(%rsp), %r10; movq	-24(%rsp), %r11; movq	-16(%rsp), %rax; notq	%rcx; movzbl	%cl, %ecx; orq	$-256, %r8; addq	$1, %rdi; subq	$1, %rcx; andq	%rcx, %r8; sarq	$63, %r8; andq	%r8, %rdi; subq	%rdi, %r10; movq	%r10, (%r11); movq	-40(%rsp), %rcx; movq	%rdx, 72(%rsp); movq	%rax, %rsi; movq	%rbx, %rdx; movq	%r8, 64(%rsp); movq	%r11, %rdi; movq	%r15, %r8; movq	%r14, 56(%rsp); popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15
ucomisd	%xmm5, %xmm0; movl	$1, %edx; setp	%al; cmovnel	%edx, %eax; testb	%al, %al
inb	$158, %al; andb	%al, -101(%rcx); movb	$-42, %cl; repne		popq	%rcx; addl	-15(%rdi), %edx; scasl	%es:(%rdi), %eax
pushq	%r15; xorl	%eax, %eax; movl	$1, %edx; pushq	%r14; pushq	%r13; pushq	%r12; pushq	%rbp; movq	%rsi, %rbp; pushq	%rbx; movq	%rdi, %rbx; subq	$8, %rsp; lock; cmpxchgl	%edx, 709813(%rip)
movq	224(%rsp), %rax; movdqu	192(%rsp), %xmm6; movdqu	208(%rsp), %xmm2; movsd	112(%rsp), %xmm1; movq	%rax, 768(%rsp); movaps	%xmm6, 736(%rsp); movaps	%xmm2, 752(%rsp); movsd	64(%rsp), %xmm0; movq	8(%rsp), %rsi; movsd	%xmm1, 112(%rsp); leaq	-1(%r15), %r12; movq	32(%rsp), %rdi
addq	(%rbx), %r14; testq	%r14, %r14
nopw	(%rax,%rax); movl	$19, %ecx; movl	$558, %edx                      # imm = 0x22E; leaq	1604495(%rip), %rsi; leaq	1604498(%rip), %rdi
cmpl	%r13d, 76(%r14)
nop; movl	$4, %ecx; movl	$151, %edx; leaq	1431267(%rip), %rsi; leaq	1431331(%rip), %rdi
movq	1281838(%rip), %rax; movq	%r12, 16(%rbx); movq	%r13, 24(%rbx); addq	$16, %rax; movq	%rax, (%rbx); addq	$136, %rsp; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15
movl	(%rax), %eax; cmpl	$-1, %eax; movl	$0, %eax; cmovnel	%eax, %edx; movl	$0, %eax; cmovneq	(%rsp), %rax; movq	%rax, (%rsp); cmpq	112(%rsp), %r15
movq	8(%rbp), %rax; andq	$-3, %rdx; movq	%rdx, 24(%rbx); movq	%rax, 8(%rbx); testl	%r8d, %r8d
movq	104(%rsp), %rdi; movl	$1122, %esi                     # imm = 0x462; leaq	1687111(%rip), %rdx
nopl	(%rax); tzcntl	%ecx, %ecx; addq	$-8, %rdx; cmpq	%rcx, %rdx
movq	%rbp, %rdi; movb	%al, 8(%rsp)
nopl	(%rax); movq	%rsi, %rdi
leaq	3516089(%rip), %rax
xorl	%esi, %esi; movl	$1, %edi
movq	8(%rax), %rax; movq	%r9, -16(%rbx); movq	%rax, -8(%rbx); movq	(%r8), %rax; movq	%rdi, 8(%rax)
nopw	%cs:(%rax,%rax); pushq	%r15; movq	%rcx, %r15; pushq	%r14; movq	%rsi, %r14; pushq	%r13; movl	%r8d, %r13d; pushq	%r12; movl	%edx, %r12d; pushq	%rbp; movq	%r9, %rbp; pushq	%rbx; subq	$24, %rsp; movq	%rdi, 8(%rsp)
movq	-120(%rbp), %rdx; movq	32(%rbp), %rax; movq	-128(%rbp), %rcx; movq	(%rax), %rax; leaq	(,%rdx,4), %rsi
movq	80(%rsp), %rdx; leaq	72(%rsp), %rsi; movq	%rbx, %rcx; xorl	%edi, %edi
leaq	1626892(%rip), %rdx; movl	$308, %esi                      # imm = 0x134; leaq	1626691(%rip), %rdi
pushq	$378                            # imm = 0x17A
addq	$8, %rsp; leaq	120(%rbx), %rsi; leaq	120(%rbp), %rdi; popq	%rbx; leaq	1999181(%rip), %rdx; popq	%rbp
nopl	(%rax,%rax); movl	$4, %ecx; movl	$100, %edx; leaq	252993(%rip), %rsi; leaq	353509(%rip), %rdi
addq	$104, %rsp; movq	%rbx, %rsi; movapd	%xmm5, %xmm2; movq	%r12, %rdi; popq	%rbx; movapd	%xmm4, %xmm1; popq	%rbp; popq	%r12; popq	%r14
movdqu	(%rbp), %xmm1; pxor	%xmm0, %xmm0; movups	%xmm1, (%rax); movdqu	16(%rbp), %xmm2; movups	%xmm2, 16(%rax); movdqu	32(%rbp), %xmm3; movups	%xmm3, 32(%rax); movdqu	48(%rbp), %xmm4; movups	%xmm4, 48(%rax); movdqu	64(%rbp), %xmm5; movups	%xmm5, 64(%rax); movdqu	80(%rbp), %xmm6; movups	%xmm6, 80(%rax); movdqu	96(%rbp), %xmm7; movups	%xmm7, 96(%rax); movdqu	112(%rbp), %xmm1; movups	%xmm1, 112(%rax); movdqu	128(%rbp), %xmm2; movups	%xmm2, 128(%rax); movdqu	144(%rbp), %xmm3; movups	%xmm3, 144(%rax); movdqu	160(%rbp), %xmm4; movups	%xmm4, 160(%rax); movdqu	176(%rbp), %xmm5; movups	%xmm0, 32(%rax); movups	%xmm0, 8(%rax); movq	16(%rbp), %rdi; movups	%xmm5, 176(%rax); movq	$0, 112(%rax); movq	$0, 184(%rax); testq	%rdi, %rdi
orq	$4, %rbp; orq	$1, %rbp; testb	$7, %bpl
movq	$0, 8(%rbp); movq	%r12, %rdi
nopw	(%rax,%rax); movl	$64, %eax
endbr64; movq	%rax, %r12; movq	-80(%rbp), %rdi; cmpq	%rbx, %rdi
fstpt	80(%rsp)
fstp	%st(0); fnstcw	-50(%rbp); fldt	399544(%rip); fmuls	411778(%rip); fmuls	397208(%rip); movzwl	-50(%rbp), %eax; orb	$12, %ah; movw	%ax, -52(%rbp); fldcw	-52(%rbp); fistpl	-80(%rbp); fldcw	-50(%rbp); fldt	397266(%rip); fxch	%st(1); fcompi	%st(1), %st; fstp	%st(0)
pushq	%r14; movq	%r9, %r14; pushq	%r13; movl	%ecx, %r13d; pushq	%r12; xorl	%r12d, %r12d; pushq	%rbp; movq	%rsi, %rbp; movq	%r8, %rsi; pushq	%rbx; movq	%rdi, %rbx; movl	%edx, %edi; subq	$16, %rsp; cmpq	$0, (%rbx)
movq	-344(%rbp), %rdi
nopw	%cs:(%rax,%rax); nop; endbr64; movq	8(%rdi), %rdi; movq	1422193(%rip), %rsi; cmpq	%rsi, %rdi
movq	(%r13), %rdi
nopl	(%rax,%rax); pushq	%r13; pushq	%r12; movq	%rsi, %r12; movl	$5, %esi; pushq	%rbp; pushq	%rbx; movq	%rdi, %rbx; subq	$360, %rsp                      # imm = 0x168; movl	%edx, 60(%rsp); leaq	2081245(%rip), %rdx; movq	%rcx, 48(%rsp); movq	%fs:40, %rax; movq	%rax, 344(%rsp); xorl	%eax, %eax
movq	8(%rax), %rdi; testq	%rdi, %rdi
pushq	%rbx; movq	%rdi, %rbx; nopl	(%rax); movq	%rbx, %rax; movq	(%rbx), %rbx; movq	%rax, %rdi
nopl	(%rax); tzcntl	%eax, %eax; leal	-17(%rcx,%rax), %eax
movl	%ecx, %edx; xorl	%r13d, %r13d; xorl	%ecx, %ecx; cmpq	$0, (%rsp); setne	%r14b; andb	%r12b, %r14b
nopw	(%rax,%rax); comiss	%xmm1, %xmm2
movq	586431(%rip), %rdx; cmpb	$0, (%rdx)
nopw	(%rax,%rax); movzbl	(%rdi), %eax; movb	%al, (%r12); movq	(%rbx), %rdi
movq	%rbp, %rdi; leaq	344532(%rip), %rsi
movq	48(%rsp), %r9; movq	40(%rsp), %r8; movq	32(%rsp), %rdi; movq	24(%rsp), %rsi; movq	16(%rsp), %rdx; movq	8(%rsp), %rcx; movq	(%rsp), %rax; addq	$64, %rsp
nopl	(%rax,%rax); movq	%r12, %rdx; movq	%rbp, %rsi; movq	%rbx, %rdi
orl	$1, %eax; movl	%eax, 40(%rdi)
pushq	%r15; movl	%edi, %r15d; leaq	402405(%rip), %rdi; pushq	%r14; movq	%rdx, %r14; pushq	%r13; movq	%rcx, %r13; pushq	%r12; movq	%rsi, %r12; pushq	%rbp; pushq	%rbx; subq	$24, %rsp; movq	%r8, 8(%rsp)
movl	$232, %eax
xorl	%eax, %eax; xorl	%edx, %edx; movl	$136, %esi; movl	$57, %edi
movq	48(%rsp), %r8; movq	%r14, %rcx; movq	%r13, %rdx; movq	%rax, %rdi; movq	%r12, %rsi
leaq	883204(%rip), %rdx; movl	$106, %esi; xorl	%ebp, %ebp; leaq	882859(%rip), %rdi
movl	$4, %ecx; movl	$58, %edx; leaq	253596(%rip), %rsi; leaq	253605(%rip), %rdi
movq	%rsp, %rcx; cmpl	$4, %r15d
nopl	(%rax); pxor	%xmm0, %xmm0; addq	$8, %rsp
nopw	%cs:(%rax,%rax); movq	24(%rdi), %rax; pushq	%rbx; movq	%rdi, %rbx; movq	(%rax), %rax
movq	%rax, 16(%rsp)
nopw	%cs:(%rax,%rax); nop; testq	%r8, %r8
movapd	%xmm2, %xmm3; movsd	1049850(%rip), %xmm0; divsd	%xmm1, %xmm3; mulsd	%xmm3, %xmm0; movapd	%xmm3, %xmm1; subsd	1049838(%rip), %xmm0; mulsd	%xmm3, %xmm1; mulsd	%xmm3, %xmm0; addsd	1049830(%rip), %xmm0; mulsd	%xmm3, %xmm0; addsd	1049826(%rip), %xmm0; mulsd	%xmm3, %xmm0; addsd	1049822(%rip), %xmm0; mulsd	%xmm1, %xmm0; movsd	1049818(%rip), %xmm1; mulsd	%xmm3, %xmm1; addsd	1049814(%rip), %xmm1; mulsd	%xmm3, %xmm1; addsd	1049810(%rip), %xmm1; mulsd	%xmm3, %xmm1; addsd	1049806(%rip), %xmm1; mulsd	%xmm3, %xmm1; addsd	%xmm2, %xmm1; divsd	%xmm1, %xmm0
popq	%rsp; pushq	%rdi; movb	$54, %ch; orl	$1781765855, %eax               # imm = 0x6A3396DF
leaq	373220(%rip), %rdx; movl	$292, %esi                      # imm = 0x124
pushq	%r15; xorl	%r15d, %r15d; pushq	%r14; pushq	%r13; movl	%esi, %r13d; pushq	%r12; movq	%rdi, %r12; pushq	%rbp; pushq	%rbx; xorl	%ebx, %ebx; subq	$8, %rsp
movq	16(%rdi), %rax; shlq	$3, %rcx; xorl	%edx, %edx; nopw	%cs:(%rax,%rax); movq	(%rax), %xmm1; addq	$1, %rdx; addps	%xmm0, %xmm1; movlps	%xmm1, (%rax); addq	%rcx, %rax; cmpq	%rsi, %rdx
pxor	%xmm0, %xmm0; cvtsi2sd	%rdx, %xmm0; subq	$1, %rdx
xchgl	%ebp, %eax; orl	(%rbx), %esp; movl	%esp, 229158016(%rdi)
leaq	1316310(%rip), %rbp; movq	%rbp, %rdi
movzbl	128(%rbp), %esi; movq	%rax, %rdi
nopl	(%rax,%rax); leaq	208(%r13), %rdi; movl	%r8d, -128(%rbp); movl	%ecx, -120(%rbp)
leaq	2288985(%rip), %rax
movq	$0, 2194551(%rip); xorl	%eax, %eax; movl	%eax, 2194511(%rip); addq	$8, %rsp; xorl	%eax, %eax; xorl	%edi, %edi
movq	24(%rdi), %r10; subq	%rsi, %r10; cmpq	%r8, %r10
leaq	891120(%rip), %rdx; movl	$456, %esi                      # imm = 0x1C8; leaq	890787(%rip), %rdi
adcl	(%rax), %ecx
movl	$4294967295, 24(%rax)           # imm = 0xFFFFFFFF; movq	-136(%rbp), %rax; movl	8(%rax), %r12d; testl	%r12d, %r12d
leaq	632549(%rip), %rdi
movslq	%ecx, %rbp; movq	%r10, %rdx; movss	(%r9), %xmm2; subq	%rbp, %rdx; imulq	%r13, %rdx; addq	%rax, %rdx
movsd	320684(%rip), %xmm1; movsd	%xmm0, (%rbx); xorl	%eax, %eax; movsd	%xmm0, 24(%rdx); movapd	%xmm1, %xmm2; divsd	%xmm0, %xmm2; mulsd	%xmm0, %xmm0; movsd	%xmm2, (%rsi); movsd	321089(%rip), %xmm2; movsd	%xmm1, (%rbp); divsd	%xmm0, %xmm2; movsd	%xmm2, (%r8); movq	$0, (%r9); movsd	%xmm1, (%rcx); popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15
fmuls	-91(%rcx); movb	$56, %cl; pushq	%rsp
movl	$4294967295, (%rax)             # imm = 0xFFFFFFFF; movl	(%rdi), %eax; testl	%eax, %eax
movq	-72(%rbp), %rdx; movzbl	5(%r9), %ecx; xorl	%esi, %esi; cmpb	%cl, 1(%rdx)
leaq	-3344(%rip), %rdx; movq	%rbx, %rsi; movl	$28, %edi
pushq	%rsp; xchgl	%edx, %eax; notl	302011375(%rip); addb	$65, %al; movl	$306306711, %r15d               # imm = 0x1241DE97
movl	%r9d, %r14d
movzbl	40(%r14), %edx; notl	%edx; andl	$1, %edx; nop; movq	64(%rsp), %rax; testq	%rax, %rax
nopl	(%rax); pxor	%xmm0, %xmm0; movl	$0, %edx; ucomiss	%xmm0, %xmm2; setnp	%al; cmovnel	%edx, %eax; testb	%al, %al
addq	$632, %rsp                      # imm = 0x278; movl	%r15d, %eax; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi; xorl	%r8d, %r8d; xorl	%r9d, %r9d; xorl	%r10d, %r10d
andl	%edx, %ebp; movl	%edx, %r12d; testl	%ebp, %ebp
movl	$1, %r12d; testq	%rcx, %rcx
nopl	(%rax,%rax); movq	%rbp, %rdi; xorl	%ebp, %ebp
cmpb	$73, %al
nopl	(%rax); movq	(%rsi), %rcx; movl	8(%rsi), %edx; movq	%rcx, (%rdi); movl	%edx, 8(%rdi)
movq	%xmm2, %rax; movapd	%xmm3, %xmm2; movq	%rax, %xmm3; comisd	385007(%rip), %xmm2
movl	$19, %ecx; movl	$454, %edx                      # imm = 0x1C6; leaq	134464(%rip), %rsi; leaq	134400(%rip), %rdi
movdqa	332315(%rip), %xmm1
popq	%rcx; andl	$3600833493, %eax               # imm = 0xD6A05BD5
movl	208(%rsp), %ebp
movq	24(%rsp), %rsi; testl	%eax, %eax
movl	(%rbx), %eax; cmpl	$2, %eax
addl	$1, -144(%rbp)
nopw	%cs:(%rax,%rax); mulss	%xmm5, %xmm5; addss	%xmm5, %xmm6
movq	%r14, (%r11); cmpq	%rbx, %r14
movsd	24(%rsp), %xmm4; movq	%r12, %rdi; movsd	80(%rsp), %xmm2; leaq	200(%rsp), %rsi; movq	%rbp, %xmm0; movl	%eax, %r14d; movsd	%xmm2, 168(%rsp); movapd	%xmm4, %xmm1; movsd	%xmm4, 144(%rsp)
movl	264(%rbx), %edx; movq	%rbx, %rcx; movl	268(%rbx), %esi; leaq	-1169885(%rip), %r8; leaq	280(%rbx), %rdi
movsd	32(%rsp), %xmm5; movsd	24(%rsp), %xmm2; movsd	16(%rsp), %xmm1; movsd	8(%rsp), %xmm4
movsbl	(%rdi), %eax; xorl	%edx, %edx; testb	%al, %al
pushq	$416                            # imm = 0x1A0
xorl	%esi, %esi; testl	$1244181074, %eax               # imm = 0x4A28B252
movq	%rdi, %rbp; movq	%rcx, %rbx; cmpl	$1, %esi
movq	40(%rbx), %rsi; movq	%rax, %xmm0; movq	48(%rbx), %rax; movq	%rsi, %xmm4; subq	%rcx, %rax; punpcklqdq	%xmm4, %xmm0            # xmm0 = xmm0[0],xmm4[0]; movq	%rax, 64(%rsp); psubq	%xmm1, %xmm0; movaps	%xmm0, 48(%rsp); testq	%rdx, %rdx
nop; movapd	%xmm0, %xmm2; subq	$24, %rsp; divsd	%xmm1, %xmm2; movsd	%xmm1, 8(%rsp); movapd	%xmm2, %xmm0; xorpd	944434(%rip), %xmm0; movsd	%xmm2, (%rsp); mulsd	%xmm2, %xmm0; mulsd	944465(%rip), %xmm0
movq	16(%rsp), %r8; xorl	%edx, %edx; movq	8(%rsp), %rsi; movslq	%eax, %rcx; movq	24(%rsp), %r9; leaq	3(%r8,%rcx), %rax; divq	%rcx; imulq	%rcx, %rax; addq	%rcx, %rcx; cmpq	%rcx, %rax; movq	%rax, %r13
movq	%rax, 8(%rbp); testq	%rax, %rax
nop; movl	%edi, %ebx
movq	%r9, %r10; negq	%r9; movq	%r8, 32(%rsp); movq	%rax, 40(%rsp); movq	%rcx, %xmm2; pxor	%xmm0, %xmm0; movq	%rdi, %xmm1; movq	%r10, %xmm3; movl	3512974(%rip), %eax; andl	$524544, %eax                   # imm = 0x80100; cmpl	$524544, %eax                   # imm = 0x80100
pushq	%r15; pushq	%r14; pushq	%r13; pushq	%r12; movl	%edx, %r12d; pushq	%rbp; pushq	%rbx; subq	$296, %rsp                      # imm = 0x128; movq	%fs:40, %rdx; movq	%rdx, 280(%rsp); movl	%esi, %edx; movq	352(%rsp), %r10; orl	%r12d, %edx; orl	%edi, %edx
xorl	%edx, %edx; addq	$1, %r14; movq	%rdx, (%rbp,%rax,8); leaq	1(%rax), %rdx; cmpq	%rax, %rbx
movdqa	(%rsp), %xmm0; movdqa	16(%rsp), %xmm6; movaps	%xmm0, 16(%rsp); movaps	%xmm6, (%rsp); nopl	(%rax,%rax); movdqa	(%rsp), %xmm1; movdqa	232371(%rip), %xmm0
movl	16(%rbp), %eax; movq	$-1, 200(%rbx); testl	%eax, %eax
sbbb	%ch, -203793019(%rcx); divl	-64(%rax,%rsi,4); lahf; movl	$2388010339, %ebx               # imm = 0x8E562563; movb	%cl, -756634888(%rdx)
leaq	128(%rsp), %rsi; movl	%eax, %edi
addq	$232, %rsp; popq	%rbx; popq	%rbp; popq	%r12; popq	%r14
xorl	%edx, %edx; movl	$524301, %esi                   # imm = 0x8000D; xorl	%eax, %eax; movl	$33, %edi
fldt	32(%rsp); fabs; fldt	32(%rsp); fmul	%st(0), %st; cmpw	$16384, %ax                     # imm = 0x4000
comisd	412866(%rip), %xmm14
testq	%r13, %r13; movq	%r14, %rdi; cmoveq	%r14, %r13
nopl	(%rax); movl	$1, %ecx; movl	$147, %edx; leaq	1640700(%rip), %rsi; leaq	1640936(%rip), %rdi
movq	88(%rsp), %rdi; movl	%eax, (%rsp)
nopl	(%rax,%rax); pslldq	$12, %xmm2                      # xmm2 = zero,zero,zero,zero,zero,zero,zero,zero,zero,zero,zero,zero,xmm2[0,1,2,3]; pcmpeqb	%xmm1, %xmm2; psubb	%xmm0, %xmm2; pmovmskb	%xmm2, %r9d; shrl	%cl, %edx; shrl	%cl, %r9d; subl	%r9d, %edx
cmpl	$-1, %eax; movq	48(%rsp), %rdi; sete	%bpl; cmpl	$-1, 56(%rsp); sete	%al; movl	%eax, %edx; testq	%rdi, %rdi
movq	535690(%rip), %rax; leal	-1(%rbx), %ecx; shlq	%cl, %r12; movl	$33, %fs:(%rax); addq	$16, %rsp; leaq	-1(%r12), %rax; popq	%rbx; popq	%rbp; popq	%r12
movq	32(%rbp), %rbx; cmpq	$-1, %r15
movzbl	5(%rax), %edi; addq	1130642(%rip), %rdi
nopl	(%rax,%rax); movzwl	(%rax), %ecx; cmpw	%cx, %dx; cmovbl	%ecx, %edx; addq	$2, %rax; cmpq	%rsi, %rax
movl	$8, %ecx; movl	$239, %edx; leaq	114868(%rip), %rsi; leaq	283463(%rip), %rdi
movl	$14, %ecx; movq	%r14, %rdi; movl	$0, (%rax); movq	%rax, %r15; xorl	%eax, %eax; cmpq	$0, 128(%rbp); rep		stosq	%rax, %es:(%rdi)
movq	24(%rsp), %rax; cmpb	$0, (%rax)
movl	8(%r8), %r8d; cmpl	%r8d, %ecx
andl	$4, %edx; leaq	1290113(%rip), %rcx
andl	$4, %r13d
nop; movq	56(%r15), %rsi; movq	64(%r14), %rdi; testq	%rsi, %rsi
vmulsd	%xmm5, %xmm5, %xmm1; vmovsd	138880(%rip), %xmm0; vfmadd213sd	305871(%rip), %xmm1, %xmm0 # xmm0 = (xmm1 * xmm0) + mem; vfmadd213sd	138878(%rip), %xmm1, %xmm0 # xmm0 = (xmm1 * xmm0) + mem; vfmadd213sd	305861(%rip), %xmm1, %xmm0 # xmm0 = (xmm1 * xmm0) + mem; vfmadd213sd	138876(%rip), %xmm1, %xmm0 # xmm0 = (xmm1 * xmm0) + mem; vfmadd213sd	305851(%rip), %xmm1, %xmm0 # xmm0 = (xmm1 * xmm0) + mem; vmulsd	%xmm5, %xmm1, %xmm4; vmovsd	125103(%rip), %xmm1; vaddsd	%xmm1, %xmm5, %xmm6; vmulsd	%xmm0, %xmm4, %xmm4; vandpd	88743(%rip), %xmm5, %xmm0; vcomisd	%xmm0, %xmm1
movzwl	(%rdi,%rdx,2), %edx; testb	$16, %dl
cmpb	$0, (%r13); movq	%rax, %rbp
movq	%rbx, %r8; xorl	%ecx, %ecx; xorl	%edi, %edi; movq	%rsp, %rdx; leaq	8(%rsp), %rsi; leaq	32(%rsp), %rbx
nopl	(%rax,%rax); movss	270816(%rip), %xmm5; movss	%xmm2, 28(%rsp); movss	%xmm4, 24(%rsp); comiss	%xmm1, %xmm5; movss	%xmm5, 32(%rsp)
movq	%r14, %rdx; leaq	(%r13,%rcx,8), %rdi; xorl	%esi, %esi; subq	%rcx, %rdx; shlq	$3, %rdx
nopw	(%rax,%rax); movl	$1, %eax; movl	%ebx, %ecx; shlq	%cl, %rax; testb	$-123, %al
shrq	$4, %rdx; movq	%rdx, 48(%rsp); cmpl	$1, %r9d
pushq	%r15; movq	%rsi, %r15; pushq	%r14; pushq	%r13; movq	%rdi, %r13; movq	%rcx, %rdi; pushq	%r12; movq	%rdx, %r12; pushq	%rbp; movq	%rcx, %rbp; pushq	%rbx; subq	$104, %rsp
movl	%ebp, %edx; movq	%rbx, %rdi
nopw	(%rax,%rax); movl	$68, %ecx; cmpl	$114, %ebp
nopl	(%rax,%rax); xorl	%edx, %edx; movw	%dx, -2(%rcx,%rax)
fldt	32(%rsp); addq	$32, %rsp; fmul	%st, %st(1); faddp	%st, %st(1); movq	136(%rsp), %rax; subq	%fs:40, %rax
movq	120(%rbx), %rdx; movq	%rax, %rcx; movq	%rbx, %rsi; movq	%r12, %rdi
nopw	(%rax,%rax); pxor	%xmm0, %xmm0; cvtsi2sd	%rcx, %xmm0; divsd	%xmm4, %xmm0; pxor	%xmm1, %xmm1; movq	%rax, %rcx; cvtsi2sd	%rax, %xmm1; divsd	%xmm4, %xmm1; mulsd	%xmm2, %xmm0; mulsd	%xmm3, %xmm1; addsd	%xmm1, %xmm0; movsd	%xmm0, (%rdi,%rax,8); addq	$1, %rax; cmpq	%rcx, %rbx
cmpl	%eax, %r12d
movq	176(%rsp), %rax; orl	$2, (%rax); leaq	1(%r11), %r13; cmpq	%r13, 200(%rsp)
movl	-1816(%rbp), %r12d; movq	-1832(%rbp), %r8
movq	%rax, %r12; movl	$0, 8(%rax); xorl	%esi, %esi; movq	%rbp, %rdi; leaq	1236923(%rip), %rax; movb	$0, 32(%r12); movq	$0, 16(%r12); addq	$16, %rax; movl	$0, 8(%rbp); movq	%rax, (%r12); movq	1263614(%rip), %rax; movq	$0, 24(%r12); addq	$16, %rax; movq	%r12, 16(%rbp); movq	$0, 40(%r12); movq	$0, 48(%r12); movq	$0, 56(%r12); movq	$0, 64(%r12); movq	$0, 72(%r12); movb	$0, 328(%r12); movq	%rax, (%rbp)
cmpl	%ebx, 24(%rsp)
subl	$65, %edx; cmpb	$5, %dl
movq	$0, 56(%r14); popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; xorl	%eax, %eax; xorl	%edx, %edx; xorl	%esi, %esi; xorl	%edi, %edi
endbr64; pushq	%rbx; movq	(%rsi), %rsi; movq	%rdi, %rbx; orl	$16, %edx; addq	$8, %rdi
cmpl	$-100, 32(%rax)
nop; movq	152(%rsp), %rdx; subq	%fs:40, %rdx
pushq	%r14; movq	%rdx, %r14; pushq	%r13; movq	%rsi, %r13; pushq	%r12; pushq	%rbp; pushq	%rbx; movq	24(%rdi), %r11; movq	(%rdi), %rdx; movq	8(%rdi), %rbx; movq	16(%rdi), %rbp; movl	(%r11), %esi; testq	%rdx, %rdx
nop; ldmxcsr	12(%rsp); movl	$1, %r12d
nopl	(%rax,%rax); movq	%rdx, %r14
testl	$3658253874, %edi               # imm = 0xDA0C8632
endbr64; pushq	%rbx; addq	$8, %rsi; movq	%rdi, %rbx; leaq	8(%rdi), %rdi
cmpq	%r12, %r13; movsd	48(%rsp), %xmm2; movq	$0, 80(%rsp); movq	56(%rsp), %r11
nopw	%cs:(%rax,%rax); nopl	(%rax); movq	1285489(%rip), %rax; movq	1285490(%rip), %rdx; pushq	%r12; pushq	%rbp; pushq	%rbx; movq	%fs:(%rax), %rbp; movb	$1, %fs:(%rdx); testq	%rbp, %rbp
leaq	72(%rsp), %rdx; leaq	64(%rsp), %rsi; movq	%r12, %rdi
leaq	1(%rax), %rdx; shrq	%rdx; cmpq	$1, %rdx
movl	%r12d, %edx; shll	$16, %eax; shll	$24, %edx; orl	%eax, %edx; movzbl	%cl, %eax; movzbl	(%r13), %ecx; shll	$8, %eax; orl	%eax, %edx; testl	%ecx, %ecx
movq	24(%rsp), %rcx; movq	%rax, %r9; movq	8(%rsp), %rax; cmpq	%rax, %r12
xorl	%eax, %eax; addl	%r13d, %ebp
movq	16(%rsp), %r9; movl	8(%rsp), %r8d; movl	%r9d, %r10d; movq	(%rbp), %r9; movl	%r9d, %esi; andl	$1, %esi
movq	798745(%rip), %rax; movl	(%rax), %eax; testl	%eax, %eax
pushq	%r14; movl	$1, %edx; pushq	%r13; pushq	%r12; pushq	%rbp; movl	%edi, %ebp; pushq	%rbx; subq	$16, %rsp; movq	%fs:40, %rax; movq	%rax, 8(%rsp); xorl	%eax, %eax; lock; cmpxchgl	%edx, 791573(%rip)
movq	%rbp, %rdi; leaq	226833(%rip), %rsi
movq	%rsi, %rdi; subq	%rax, %rdi
movl	$19, %ecx; movl	$148, %edx; leaq	1499524(%rip), %rsi; leaq	1499733(%rip), %rdi
pushq	$2313                           # imm = 0x909
nopl	(%rax); movq	(%rax), %rax; testq	%rax, %rax
addq	$1, %rbx; cmpq	$13, %rbx
movq	48(%rbx), %rdi; testq	%rbp, %rbp
movl	$2784032773, %edx               # imm = 0xA5F0F805; orl	-128(%rax), %eax; psubb	%mm0, %mm0; popq	%rsi; popq	%rbx
nopl	(%rax); movq	8(%r12), %rdi; movl	%ebx, %esi; leaq	80(%rsp), %rbp
nopl	(%rax); testq	%rbx, %rbx
subq	$40, %rsp; movq	%fs:40, %rax; movq	%rax, 24(%rsp); xorl	%eax, %eax; movq	%rsp, %rcx; movq	%rsi, (%rsp); movl	$151, %esi; movq	%rdx, 8(%rsp); xorl	%edx, %edx
subq	%r12, %rbp; cmpq	$1, %rbp
leaq	3281641(%rip), %rax
movq	%rsi, 32(%rdi); xorl	%eax, %eax; xorl	%esi, %esi; xorl	%edi, %edi
movzwl	10(%rdi), %edx; cmpq	%rax, %rdx
movl	$19, %eax; addq	$8, %rsp; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15; xorl	%esi, %esi; xorl	%edi, %edi
nopl	(%rax); pushq	%r15; pushq	%r14; movq	%rdi, %r14; pushq	%r13; movq	%rsi, %r13; pushq	%r12; movq	%rdx, %r12; pushq	%rbp; movq	%rcx, %rbp; pushq	%rbx; subq	$24, %rsp
subl	%ebp, -1724694943(%rsi); fists	-530437628(%rdx)
nopw	(%rax,%rax); movl	$19, %ecx; movl	$289, %edx                      # imm = 0x121; leaq	1232607(%rip), %rsi; leaq	1232613(%rip), %rdi
movl	$4294967295, -1564(%rbp)        # imm = 0xFFFFFFFF; movq	%rbx, %r13; movq	%r14, %rbx
movq	(%rsp), %rax; leaq	(%rsp), %rbx; movq	32(%rsp), %r9; movq	40(%rsp), %r10; leaq	32(%rsp), %rsi; movq	48(%rsp), %r11; movq	56(%rsp), %r12; leaq	128(%rsp), %rdi
movq	(%rbp), %rdi; leaq	27(%rsp), %rcx; movl	$4, %edx; xorl	%eax, %eax; leaq	841986(%rip), %rsi; movl	$538976288, 27(%rsp)            # imm = 0x20202020; movq	%rsi, 8(%rsp); movb	$0, 31(%rsp)
movl	8(%rdi), %ebp; movq	40(%rbx), %rsi; movl	%ebp, %edi
movzbl	76(%rsp), %ebx
leaq	-1(%r14,%rax), %r15
movl	$8, %ecx; movl	$47, %edx; leaq	1130844(%rip), %rsi; leaq	1130896(%rip), %rdi
nopl	(%rax,%rax); cmpl	$1070, %ecx                     # imm = 0x42E
movslq	%r13d, %rax; movl	%r13d, %r14d; movq	%rax, 32(%rsp); movq	802030(%rip), %rax; movq	%rax, 64(%rsp); addq	$24, %rax; movq	%rax, 120(%rsp); testb	%dl, %dl
movdqa	324160(%rip), %xmm1; movdqa	(%rsp), %xmm0; leaq	319316(%rip), %rbp; leaq	-144(%rbp), %r12
movl	24(%rbp), %eax; andl	$176, %eax; movl	%eax, 28(%rsp); cmpl	$32, %eax
movq	24(%rsp), %rdx; movl	48(%rsp), %esi; movq	%r13, %rdi; orb	$-128, 288(%rsp); orb	$1, 287(%rsp,%r15)
movl	$1, (%r13); movl	%eax, 16(%r13); movl	%eax, %ebp; movq	%rbp, %rdi
addq	$8, %rsp; movq	%rbp, %rsi; movq	%rbx, %rdi; movl	$42, %edx; popq	%rbx; popq	%rbp
vmovsd	58563(%rip), %xmm1; leaq	330428(%rip), %rdi; vfmaddsd	%xmm1, 108610(%rip), %xmm5, %xmm0 # xmm0 = (xmm5 * mem) + xmm1; vsubsd	%xmm1, %xmm0, %xmm0; vmovq	58486(%rip), %xmm1; vcvttsd2si	%xmm0, %ecx; subl	$16, %ecx; movslq	%ecx, %rcx; leaq	(,%rcx,8), %rsi; subq	%rcx, %rsi; vsubsd	(%rdi,%rsi,8), %xmm5, %xmm5; vandpd	%xmm1, %xmm5, %xmm4; vandpd	%xmm1, %xmm3, %xmm1; vaddsd	%xmm5, %xmm3, %xmm0; vcomisd	%xmm1, %xmm4
nop; movq	(%rsp), %rdi; movl	$16, %edx; leaq	1513712(%rip), %rsi; subq	%rax, %rdx
movq	%rbx, %rax; xorl	%edx, %edx; movl	$28, %edi; shlq	$4, %rax; movw	%dx, 20(%r15,%rax)
movslq	%ebp, %rbx; movsd	272055(%rip), %xmm2; movq	32(%rsp), %r10; leaq	480(%rsp), %rdi; movq	%rbx, %rdx; nopl	(%rax); pxor	%xmm0, %xmm0; cvtsi2sdl	(%r10,%rdx,4), %xmm0; mulsd	%xmm1, %xmm0; mulsd	%xmm2, %xmm1; movsd	%xmm0, (%rdi,%rdx,8); subq	$1, %rdx; testl	%edx, %edx
addq	$72, %rsp; movl	$1, %eax; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi; xorl	%r8d, %r8d; xorl	%r9d, %r9d; xorl	%r11d, %r11d
movapd	%xmm0, %xmm3; sqrtsd	%xmm3, %xmm3; subsd	%xmm4, %xmm1; pxor	%xmm0, %xmm0; ucomisd	%xmm1, %xmm0
leaq	1092557(%rip), %rdx; movl	$473, %esi                      # imm = 0x1D9; leaq	1092347(%rip), %rdi
movq	24(%rsp), %rdi; movq	%rax, (%r12)
nopl	(%rax,%rax); movsd	457248(%rip), %xmm0; movsd	%xmm0, 32(%rsp); cmpl	$2, %eax
leaq	1(%rax), %r12; movl	%r12d, %edi
movdqa	271954(%rip), %xmm1
movq	8(%r11), %rax; cmpq	%rax, (%r11)
xorl	%r12d, %r12d; movq	%r12, %rax; popq	%rbx; popq	%rbp; popq	%r12
movq	%rbp, %rdi; movq	%rax, 72(%rsp)
nopl	(%rax); fstp	%st(0); xorl	%eax, %eax
movq	%rbp, %rsi; movl	$262145, %edi                   # imm = 0x40001; movq	%rax, 16(%rsp)
movq	%r14, %rsi; movq	%r12, %rcx; movq	%rbp, %rdi; movl	%eax, %edx
sqrtsd	%xmm0, %xmm0; mulsd	%xmm3, %xmm0; movq	72(%rsp), %rax; movsd	%xmm0, (%rax); xorl	%eax, %eax
movdqa	(%rsp), %xmm1; movdqa	16(%rsp), %xmm2; movdqa	32(%rsp), %xmm3; movdqa	48(%rsp), %xmm4; movdqa	64(%rsp), %xmm5; movups	%xmm1, (%r14); movups	%xmm2, 16(%r14); movups	%xmm3, 32(%r14); movups	%xmm4, 48(%r14); movups	%xmm5, 64(%r14); movq	88(%rsp), %rax; subq	%fs:40, %rax
nopl	(%rax); movl	$4, %ecx; movl	$75, %edx; leaq	201731(%rip), %rsi; leaq	302488(%rip), %rdi
movl	%ebp, %edx; movq	(%rbx), %rax; movl	$8192, %esi                     # imm = 0x2000; movq	%rbx, %rdi
nopl	(%rax); movq	(%r12), %rax; movl	(%r8), %esi; movq	%r12, %rdi
leaq	2342229(%rip), %rdx; movl	$58, %esi; leaq	2342041(%rip), %rdi
movq	8(%rdx), %rax; movq	%rax, 8(%rcx); cmpl	$2, %esi
nopl	(%rax,%rax); movl	$2, %edi
movq	%r13, %rax; movq	%r13, %rdx; pxor	%xmm1, %xmm1; shrq	%rax; andl	$1, %edx; orq	%rdx, %rax; cvtsi2sd	%rax, %xmm1; addsd	%xmm1, %xmm1
cmpl	$25, %edi
cmpl	$1069416447, %eax               # imm = 0x3FBDFFFF
movzbl	(%r8), %esi; movzbl	1(%r8), %edi; movq	8(%rsp), %r11
nopl	(%rax); movl	$19, %ecx; movl	$169, %edx; leaq	129712(%rip), %rsi; leaq	129648(%rip), %rdi
nop; xorl	%esi, %esi
cmpl	$1489793293, %eax               # imm = 0x58CC710D; movl	%ebx, -51(%edi)
pushq	$2420                           # imm = 0x974
sarl	$31, %eax; movl	%eax, %r12d; andl	$7, %r12d
movdqa	240730(%rip), %xmm1; movdqa	(%rsp), %xmm0
nopw	(%rax,%rax); movl	$4, %ecx; movl	$124, %edx; leaq	1328562(%rip), %rsi; leaq	1328640(%rip), %rdi
cmpb	$0, 928369(%rip)
movq	924950(%rip), %rdx; testl	%eax, %eax
movq	378792(%rip), %xmm3; movsd	378808(%rip), %xmm4; movapd	%xmm0, %xmm2; andpd	%xmm3, %xmm2; ucomisd	%xmm2, %xmm4
addq	$8, %rsp; movq	%rbx, %rsi; movq	%rbp, %rdi; popq	%rbx; movl	%eax, %edx; popq	%rbp
addq	$24, %rdi; xorl	%r10d, %r10d
movq	%rcx, 40(%rsp); movq	%rdx, 32(%rsp); movq	%rsi, 24(%rsp); movq	%rdi, 16(%rsp); movsd	%xmm1, 8(%rsp)
nopw	%cs:(%rax,%rax); movapd	942760(%rip), %xmm0; movl	$15, %ecx; movl	$158, %edx; leaq	946335(%rip), %rsi; movups	%xmm0, (%rdi); leaq	838842(%rip), %rdi
movl	$31, %eax; cmpl	%eax, %ecx; cmovgl	%eax, %ecx; movl	%ecx, 3568296(%rip); xorl	%eax, %eax; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi
nopw	%cs:(%rax,%rax); movw	(%rsi), %dx; movw	%dx, (%rdi); leaq	1(%rdi), %rax
movswl	(%r14,%rbx,2), %edx; xorl	%eax, %eax; movq	%r12, %rsi; movq	%rbp, %rdi
nopl	(%rax); movsd	24(%rbp), %xmm0; mulsd	%xmm1, %xmm0; movq	%r12, %rdi; addq	$1, %rbx; movsd	%xmm1, 8(%rsp); addq	$200, %r12
xorl	%ebx, %ebx; nopw	%cs:(%rax,%rax); movq	(%r15,%rbx,8), %rdi; movl	$303, %edx                      # imm = 0x12F; movq	%r12, %rsi; addq	$1, %rbx
nopl	(%rax); movzbl	(%rax), %ecx; cmpb	%cl, %dl; cmovgl	%ecx, %edx; addq	$1, %rax; cmpq	%rsi, %rax
movq	$0, (%r12); movq	16(%rsp), %rbx; testq	%rbx, %rbx
movzbl	-1552(%rbp), %ecx; addl	$2, %ecx; movsbq	%cl, %rcx; cmpq	%rcx, %rax
movq	40(%r13), %rax; xorl	%edx, %edx; movslq	784665(%rip), %rcx; testq	%rax, %rax; movq	%rcx, %rsi; cmovsq	%rdx, %rax; movq	%rcx, 8(%r13); movslq	%esi, %rdx; movq	%rdx, 24(%r13); leal	3(%rsi), %edx; cmpl	%eax, %edx
movq	3387053(%rip), %rsi; movq	%r13, %rdi; movl	%eax, 28(%rsp)
pcmpeqb	16(%rax), %xmm1; addq	$16, %rax; pmovmskb	%xmm1, %edx; testl	%edx, %edx
movq	%fs:16, %rdi; leaq	776(%rdi), %rcx; nopl	(%rax); movl	%fs:776, %edx; movl	%edx, %esi; movl	%edx, %eax; andl	$-65, %esi; lock; cmpxchgl	%esi, (%rcx)
addq	$456, %rsp                      # imm = 0x1C8; movl	%ebx, %eax; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15
addq	$24, %rsp; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15; xorl	%eax, %eax; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi
leal	1(%rbp,%r9), %r9d; subl	%r11d, %r9d; addq	$1, %r10; addq	%r8, %rdi; cmpq	%r10, %r12
outsb	(%rsi), %dx; imull	$17, 1193222128(%rbx), %edi; popq	%rbx; imull	$3189095152, (%rdx), %ecx       # imm = 0xBE15BAF0; movl	%esi, (%rbx); insb	%dx, %es:(%rdi); xlatb
endbr64; pushq	%r12; movq	%rsi, %r12; movq	%rcx, %r8; pushq	%rbp; pushq	%rbx; subq	$16, %rsp; movq	(%rdi), %rsi; movq	-24(%rsi), %rcx; cmpq	%r12, %rcx
xorl	%r14d, %r14d; movl	$1, %ebp
testl	%ecx, -1684431035(%rip); sahf
mulsd	364455(%rip), %xmm0; movabsq	$-234187180623265792, %rax      # imm = 0xFCC0000000000000; movq	%xmm0, %rdx; btrq	$63, %rdx; addq	%rdx, %rax
pushq	$802                            # imm = 0x322
nopl	(%rax,%rax); pushq	%r12; pushq	%rbp; pushq	%rbx; movq	%rdi, %rbx; subq	$80, %rsp; movq	%fs:40, %rax; movq	%rax, 72(%rsp); xorl	%eax, %eax; movq	112(%rsp), %rax; movl	$0, 12(%rsp); movq	%rdi, (%rsp); movq	%rax, 40(%rsp); movq	120(%rsp), %rax; movl	%esi, 8(%rsp); movq	%rax, 48(%rsp); movq	128(%rsp), %rax; movq	%rcx, 16(%rsp); movq	%r8, 24(%rsp); movq	%r9, 32(%rsp); movq	%rax, 56(%rsp); testq	%rdx, %rdx
movss	1416495(%rip), %xmm1; movss	1416471(%rip), %xmm0
movsd	(%rsp), %xmm5; movsd	96(%rsp), %xmm10; movq	%r13, %rcx; movsd	%xmm0, 8(%rax); movsd	104(%rsp), %xmm3; movq	%rsi, %r13; leaq	1(%rdx), %rdi; testb	$1, %cl
nopl	(%rax); movq	136(%rbx), %rdi
movl	-296(%rbp), %r11d; movq	-272(%rbp), %rdx
nopw	(%rax,%rax); movq	%r9, 88(%rsp); movsbq	(%r9), %rdx; addq	$1, %r9; movq	%rdx, %rax; testb	$32, 1(%rcx,%rdx,2)
sarb	%cl, (%rbx); cmpb	%bl, %al; subl	$2253895653, %eax               # imm = 0x8657B7E5; fucompi	%st(4), %st
leaq	1427894(%rip), %rdi
nopw	(%rax,%rax); pushq	%r15; movq	%rdi, %r15; pushq	%r14; pushq	%r13; pushq	%r12; pushq	%rbp; pushq	%rbx; subq	$88, %rsp; movq	240(%rdi), %r14; movq	152(%rdi), %rdi; movq	%fs:40, %rax; movq	%rax, 72(%rsp); xorl	%eax, %eax; movq	%r14, 48(%rsp)
movups	96(%rcx), %xmm0; aesenc	%xmm1, %xmm2; movups	112(%rcx), %xmm1; aesenc	%xmm0, %xmm2; aesenclast	%xmm1, %xmm2; movups	-96(%rcx), %xmm0; decq	%rdx; paddd	%xmm11, %xmm8; movups	%xmm2, 48(%rsi,%rdi); leaq	64(%rdi), %rdi
nop; movq	%rcx, %rbx
leaq	1894105(%rip), %rax
addq	%rbx, %rax; cmpq	$113, %rax
pxor	%xmm0, %xmm0; cvtsi2sd	%r8, %xmm0; movapd	%xmm0, %xmm3; movapd	%xmm2, %xmm1; movq	40(%rsp), %rax; subsd	%xmm5, %xmm3; mulsd	%xmm8, %xmm0; divsd	%xmm3, %xmm1; divsd	%xmm0, %xmm1; movsd	%xmm1, (%rax); movq	48(%rsp), %rax; movsd	%xmm2, (%rax); xorl	%eax, %eax; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13
movsd	414446(%rip), %xmm0; movq	$0, 64(%rsp); comisd	%xmm1, %xmm0
subq	$4, %r14; movq	%r14, (%r11); cmpq	%rcx, %rsi
movq	%rbx, %r15; movq	-240(%rbp), %r11; movq	-248(%rbp), %r8; movl	-252(%rbp), %r14d; movq	-264(%rbp), %rbx; movq	-184(%rbp), %rax; movq	%r11, %r13; testb	$8, 13(%rax)
movl	$5, (%rax); movq	(%r15), %rdi
nopl	(%rax,%rax); addq	$1, %rcx; movl	$3, %r8d; movl	$3, %edi
movq	24(%rsp), %rdx; movq	%r15, %rsi; movq	%rbx, %rdi; movl	$1, %ecx; addq	%r15, %rdx
nopl	(%rax,%rax); movq	8(%rax), %rdx; cmpq	%rdx, %rsi
nopl	(%rax,%rax); andq	$-64, %rax; pcmpeqd	(%rax), %xmm0; pcmpeqd	16(%rax), %xmm1; pcmpeqd	32(%rax), %xmm2; pcmpeqd	48(%rax), %xmm3; pmovmskb	%xmm0, %esi; pmovmskb	%xmm1, %edx; pmovmskb	%xmm2, %r8d; pmovmskb	%xmm3, %ecx; shlq	$16, %rdx; shlq	$16, %rcx; orq	%rsi, %rdx; orq	%r8, %rcx; shlq	$32, %rcx; orq	%rcx, %rdx; movq	%rdi, %rcx; xorq	%rax, %rcx; andq	$-64, %rax; sarq	%cl, %rdx; testq	%rdx, %rdx
nopl	(%rax); movq	16(%r13), %rsi; movq	16(%r12), %rdi
nopl	(%rax); movq	%rbp, %rdi; movq	%r8, 24(%rsp)
cmpq	1398048(%rip), %rdi
nopw	%cs:(%rax,%rax); nopl	(%rax); movq	%rdi, %rdx; andq	$-32, %rdi; vpcmpeqb	32(%rdi), %ymm16, %k0; kmovd	%k0, %eax; testl	%eax, %eax
movl	%eax, %edx; andl	$1073742088, %edx               # imm = 0x40000108; cmpl	$1073742088, %edx               # imm = 0x40000108; sete	%dl; movzbl	%dl, %edx; leaq	601065(%rip), %rcx; movb	%dl, 16(%rbx); movq	%rcx, (%rbx); leaq	409264(%rip), %rcx; andb	$1, 16(%rbx); movq	%rcx, 8(%rbx); cmpq	$1, %r12
nopl	(%rax,%rax); leaq	1(%rax), %rax; movq	%rcx, %r8; movq	%rbx, %rdi; leaq	803035(%rip), %r12; movq	%rax, %rcx; xorl	%eax, %eax; movq	%r12, %rdx; leaq	831132(%rip), %rsi
nopw	(%rax,%rax); movsd	1202008(%rip), %xmm2; pxor	%xmm1, %xmm1
nopw	(%rax,%rax); addq	$1, %rsi; addq	%r9, %rax; addq	%r8, %rdx; cmpq	%rsi, %rcx
addb	%al, -354426706(%rdi); xchgl	%ebx, %eax; addb	%dl, -1655527063(%rbp); movb	$64, %al; leal	50(%rdi), %edi
nopw	%cs:(%rax,%rax); movl	%esi, %ecx; movl	%eax, %esi; andl	$127, %esi; cmpl	%edi, %edx
movq	16(%r12), %rax; movq	(%rax), %rdi
nopl	(%rax,%rax); movq	32(%rdi), %r9; testq	%r12, %r12
movq	%r12, %rax; subq	%r10, %rax; addq	$4, %rax; cmpq	%rax, %rbx
movq	%rbp, %rdi; movl	%eax, 72(%rsp); movl	%eax, %r13d
movq	16(%rsp), %rax; xorl	%edx, %edx; xorl	%esi, %esi; movq	%r14, %rdi; movb	$1, 8(%rax); movq	%rax, %rcx
movq	16(%rdi), %rbx; movq	16(%rsi), %rbp; shlq	$5, %r15; shlq	$5, %r14; xorl	%r12d, %r12d; nop; fldt	(%rbx); addq	$1, %r12; fstpt	64(%rsp); fldt	16(%rbx); fstpt	48(%rsp); fldt	(%rbp); fldt	16(%rbp); addq	%r14, %rbp; fstl	(%rsp); movsd	(%rsp), %xmm1; fstpt	32(%rsp); fstl	8(%rsp); movsd	8(%rsp), %xmm0; fstpt	16(%rsp)
movq	%rax, 696(%r12); testq	%rax, %rax
movl	$8, %ecx; movl	$57, %edx; leaq	1686524(%rip), %rsi; leaq	1686701(%rip), %rdi
cmpq	%r11, 8(%rsi)
imulq	8(%rdi), %rsi; movq	16(%rdi), %rax; movw	%dx, (%rax,%rsi,2)
cmpb	$0, 1314166(%rip)
movq	%rsi, %r12; cmpq	(%rsi), %rdx
movaps	%xmm1, %xmm4; movaps	%xmm1, %xmm0; movss	302451(%rip), %xmm3; movss	%xmm2, 12(%rsp); addss	%xmm1, %xmm4; subss	%xmm1, %xmm3; mulss	%xmm4, %xmm0; divss	%xmm3, %xmm0; addss	%xmm4, %xmm0
movl	$8, %ecx; movl	$79, %edx; leaq	1154768(%rip), %rsi; leaq	1154060(%rip), %rdi
nopl	(%rax); xorl	%r14d, %r14d; xorl	%esi, %esi; movq	%r12, %rdi
movq	%rbx, %rdi; movq	%rax, 96(%rsp); movq	%rax, %r14
cmpq	%r10, %r8
nopw	%cs:(%rax,%rax); nopl	(%rax,%rax); movq	%xmm0, %rax; shrq	$32, %rax; movl	%eax, %ecx; cmpl	$1071284857, %eax               # imm = 0x3FDA8279
movq	$0, 128(%rsp); movl	%r12d, %esi; testl	%r12d, %r12d
movl	$19, %ecx; movl	$33, %edx; leaq	1395891(%rip), %rsi; leaq	1395504(%rip), %rdi
nopl	(%rax); movq	(%rdi), %rax; movl	%eax, 1341683(%rip)
movsd	80(%rsp), %xmm10; movq	(%rsp), %r10; movsd	48(%rsp), %xmm3; movsd	40(%rsp), %xmm6; movsd	32(%rsp), %xmm1; movsd	24(%rsp), %xmm8
movq	-1824(%rbp), %rax; movslq	%r13d, %rcx; movq	(%rbx), %rdi; movq	%r14, %r8; shlq	$4, %rcx; movq	%r12, %rdx; movq	%r15, %rsi; addq	%rax, %rcx
movq	-224(%rbp), %r14; movq	(%r13), %rdi
xchgl	%ebp, %eax; testl	%esp, %esi; orb	$-24, %al
ucomisd	313649(%rip), %xmm4
nopl	(%rax); movq	64(%rsp), %rcx; addq	$1, (%rcx)
pushq	%r14; pushq	%r13; movq	%rdx, %r13; pushq	%r12; movq	%rsi, %r12; pushq	%rbp; movq	%rdi, %rbp; pushq	%rbx; subq	$48, %rsp; movq	%fs:40, %rax; movq	%rax, 40(%rsp); xorl	%eax, %eax; leaq	24(%rsp), %rsi; movq	$0, 8(%rsp); movq	$0, 16(%rsp); movq	$0, 24(%rsp)
leaq	2153415(%rip), %rax; leaq	2154464(%rip), %rdx; movq	%r12, %rsi; movl	$320, %r8d                      # imm = 0x140; pushq	%rax; leaq	2431161(%rip), %rax; movl	$4, %edi; leaq	2143378(%rip), %r9; pushq	%rax; leaq	2152554(%rip), %rcx; xorl	%eax, %eax
wait; xorl	%esp, %esp; xchgb	%cl, (%rbx); orb	41(%rcx), %ah; outl	%eax, %dx; repne		jae	65
pushq	%rsp; clc
andpd	%xmm0, %xmm1; mulsd	749094(%rip), %xmm1; unpcklpd	%xmm1, %xmm0                    # xmm0 = xmm0[0],xmm1[0]; movups	%xmm0, (%rdi)
movzbl	(%r12), %eax; cmpb	$102, %al
movl	$627, %edx                      # imm = 0x273; movq	%r12, %rsi; movq	%rbp, %rdi
movq	(%rbx), %rsi; movq	(%r12), %rdi
movl	$4, %ecx; movl	$503, %edx                      # imm = 0x1F7; leaq	107914(%rip), %rsi; leaq	208762(%rip), %rdi
cmpl	%esi, (%rax,%rdx,4)
movsl	(%rsi), %es:(%rdi); andl	-23(%rsi), %ebp; testl	%edi, (%rcx); fcomps	-78(%r13); addl	%esp, -56(%rax); pushq	%rsp; movb	-5(%rcx,%r9,4), %dil
pushq	$2378                           # imm = 0x94A
cmpb	(%rbx), %dl
movl	4(%rbx), %edx; cmpl	(%rbx), %edx
leaq	1(%rbx), %rcx; movl	%ebx, %edx; movq	%r13, %rsi; movl	%eax, %r9d; movl	$4, %r8d; movq	%r12, %rdi
leaq	1947700(%rip), %rdx; movl	$218, %esi
nopw	%cs:(%rax,%rax); movaps	%xmm0, %xmm1; subss	%xmm0, %xmm0; ucomiss	%xmm1, %xmm1; divss	%xmm0, %xmm0
nopw	%cs:(%rax,%rax); nopl	(%rax); pushq	%rbp; leaq	1303064(%rip), %rbp; movl	$31, %edx; movl	$16, %edi; pushq	%rbx; movq	%rbp, %rsi; subq	$8, %rsp
movq	(%rbx), %rdx; movq	%rax, %rbp; leaq	24(%rax), %r12; testq	%rdx, %rdx
movl	$128, %r14d; leaq	24(%rsp), %r15; movq	%rbx, %rdi; movl	$10, %edx; movq	%r15, %rsi
movq	321858(%rip), %xmm4; movsd	72(%rsp), %xmm2; movapd	%xmm8, %xmm0; movapd	%xmm4, %xmm1; andpd	%xmm4, %xmm2; movaps	%xmm4, 16(%rsp); andnpd	%xmm6, %xmm1; orpd	%xmm2, %xmm1
outb	%al, %dx; movb	$77, %dh; pushq	%rsp
popq	%rsi; movb	$93, %cl; outb	%al, $133; adcb	$58, %al; movb	$21, %ah
leal	(%r13,%r10), %eax; leal	(%r13,%rdx), %esi; cmpl	%r11d, %r13d; cmovbl	%esi, %eax; movl	%eax, %r13d; movl	%r13d, %eax; testl	%r12d, %r12d; movl	(%r8,%rax,4), %ebx; movl	%ebx, %eax; bswapl	%eax; cmovnel	%eax, %ebx; testl	%ebx, %ebx
nopw	(%rax,%rax); movl	$4, %ecx; movl	$124, %edx; leaq	1331042(%rip), %rsi; leaq	1331120(%rip), %rdi
movl	$1, %edx; movl	$1, %esi; movq	%rbp, %rdi
movq	%rbx, %fs:1576; movq	%fs:16, %rax; lock; orl	$16, 776(%rax); movq	%fs:768, %rdi
nop; movl	$19, %ecx; movl	$135, %edx; leaq	366767(%rip), %rsi; movl	$19, %r13d; leaq	266474(%rip), %rdi
movl	12(%rbx), %eax; movl	%eax, 12(%rsp); testb	$16, %al
movq	%rdi, %rbx; testq	%rdi, %rdi
movq	%rsi, %rdx; subq	%rdi, %rdx; sarq	$2, %rdx; movq	%rdx, 32(%rax); movq	40(%rcx), %rdx; movq	%rdx, %r8; subq	%rsi, %r8; movq	%r8, %rsi; sarq	$2, %rsi; movq	%rsi, 40(%rax); movq	48(%rcx), %rsi; subq	%rdi, %rsi; sarq	$2, %rsi; movq	%rsi, 48(%rax); testq	%rdx, %rdx
nopl	(%rax); movl	$4, %ecx; movl	$326, %edx                      # imm = 0x146; leaq	1470437(%rip), %rsi; leaq	1470377(%rip), %rdi
nopl	(%rax,%rax); movzbl	8(%rsi), %eax; testb	$1, %al
movq	40(%rsp), %rax; movq	8(%rax), %rdi; testq	%rdi, %rdi
movq	96(%rsp), %rdx; leaq	96(%rsp), %rbx; movq	64(%rsp), %r9; movq	72(%rsp), %r10; leaq	-64(%rsp), %rsi; movq	80(%rsp), %r11; movq	88(%rsp), %r12; leaq	64(%rsp), %rdi
movq	96(%rsp), %rsi; movq	104(%rsp), %rdi
lodsl	(%rsi), %eax
movslq	32(%rax), %rax; movl	$153, %edx; leaq	2384022(%rip), %rsi; addq	%rax, %rbx; movq	(%rbx), %rdi
movq	%rbx, %rdi; movq	%rax, %r14; movq	%rax, -232(%rbp)
subq	$1, %rax; movq	%rax, 2176(%r13); xorl	%eax, %eax; xchgl	%eax, 1329215(%rip); cmpl	$1, %eax
nopl	(%rax); movl	$4294967295, %eax               # imm = 0xFFFFFFFF; testq	%rdi, %rdi
cltq; shlq	$3, %rax; movq	(%rdi), %rdx; movsd	%xmm0, (%rdx,%rax)
cmpq	$-1, 32(%rbp)
movq	24(%rsp), %rax; shlq	$2, %r15; movq	%r14, %rdi; shlq	$2, %r13; movq	32(%rsp), %rsi; movq	8(%rsp), %rcx; leaq	(,%rax,8), %r10; movq	72(%rsp), %rax; movq	80(%rsp), %rdx; leaq	(,%rax,8), %r11; xorl	%eax, %eax; nopl	(%rax); movl	(%rdi), %r9d; pxor	%xmm0, %xmm0; addq	$1, %rax; addq	%r15, %rdi; cvtsi2sd	%r9, %xmm0; movl	(%rcx), %r9d; addq	%r13, %rcx; movsd	%xmm0, (%rsi); pxor	%xmm0, %xmm0; addq	%r10, %rsi; cvtsi2sd	%r9, %xmm0; movsd	%xmm0, (%rdx); addq	%r11, %rdx; cmpq	%rax, %rbx
movb	$0, (%r13); testl	%ebp, %ebp
movsd	136(%rsp), %xmm6; comisd	%xmm2, %xmm0; movq	(%rcx), %rax; mulsd	272(%rsp), %xmm6; movsd	128(%rsp), %xmm7; movq	%rax, 24(%rbp); maxsd	%xmm6, %xmm7; movsd	%xmm7, 216(%rsp)
pushq	%rax; movq	$-1, %fs:1576; movq	%fs:16, %rax; lock; orl	$16, 776(%rax); movq	%fs:768, %rdi
movl	(%rdi), %edx; xorl	%eax, %eax; testb	$-128, %dh; setne	%al; addl	$1, %eax; testl	%esi, %esi
nop; movl	$16, %edi
movdqa	325994(%rip), %xmm1; movaps	%xmm0, 16(%rsp); movdqa	(%rsp), %xmm0
xorl	%eax, %eax; movq	%rax, 32(%rbx); xorl	%eax, %eax
cmpl	$5000, %ebx                     # imm = 0x1388
movq	48(%rsp), %rdi; movl	$801, %edx                      # imm = 0x321; movq	%rbx, %rsi
addq	$4, %rcx; cmpq	%rsi, %rcx
nopl	(%rax); vmulsd	%xmm0, %xmm0, %xmm2; vmovsd	101364(%rip), %xmm6; vfmaddsd	101362(%rip), %xmm6, %xmm2, %xmm1 # xmm1 = (xmm2 * xmm6) + mem; vfmaddsd	101360(%rip), %xmm2, %xmm1, %xmm1 # xmm1 = (xmm1 * xmm2) + mem; vfmaddsd	101358(%rip), %xmm2, %xmm1, %xmm1 # xmm1 = (xmm1 * xmm2) + mem; vfmaddsd	101356(%rip), %xmm2, %xmm1, %xmm1 # xmm1 = (xmm1 * xmm2) + mem; vfmaddsd	101354(%rip), %xmm2, %xmm1, %xmm1 # xmm1 = (xmm1 * xmm2) + mem; vmulsd	%xmm2, %xmm0, %xmm2; vfmaddsd	%xmm0, %xmm2, %xmm1, %xmm0      # xmm0 = (xmm1 * xmm2) + xmm0
andb	(%rsi), %bl; orb	%dl, (%rdi); cli; cmc; rorb	$16, %al; subl	%ebx, %edi; movb	$39, %al; addl	$3286909029, %eax               # imm = 0xC3EA4065; addb	(%rcx), %ah; cmpsl	%es:(%rdi), (%rsi); movl	$1692371651, %edi               # imm = 0x64DF8AC3; popq	%r9; xchgl	%esi, %eax; lodsl	(%rsi), %eax; popfq; pushq	%rax; xorl	(%rax), %esp; adcb	%bl, -237925869(%rax)
orb	%dl, %dl; fildll	1397015401(%rip); cmpsb	%es:(%rdi), (%rsi); adcl	$2097749087, %ebx               # imm = 0x7D091C5F
movl	(%rbx), %eax; testb	$32, %ah
leaq	(%rdi,%r9), %rax; cmpq	%rax, 64(%rbx)
movl	$72, %edx; leaq	631250(%rip), %rsi; movl	$472, %edi                      # imm = 0x1D8
movq	24(%rax), %rbp; movq	24(%rdx), %rbx; leaq	(,%r13,8), %rcx; xorl	%r8d, %r8d; leaq	(%rbx,%rcx), %r10; movsd	(%r10,%r11), %xmm0; ucomisd	(%rbp,%rcx), %xmm0
addq	$2, %rax; movq	%rax, 88(%rsp); movl	$2, %edx
nopl	(%rax); tzcntl	%eax, %eax; movl	64(%rdi,%rax), %ecx; xorl	%edx, %edx; cmpl	64(%rsi,%rax), %ecx; setg	%dl; leal	-1(%rdx,%rdx), %eax; vzeroupper
movq	%rdi, %rbx; movq	8(%rdi), %rdi; movq	%rdx, %rbp; movq	%rcx, %r12
leaq	1192961(%rip), %rsi; movq	%r12, %rdi; movq	%rax, %rbp
nopl	(%rax,%rax); cmpl	%edx, %r13d
movsd	1127800(%rip), %xmm5; movapd	%xmm3, %xmm0; andpd	1127548(%rip), %xmm0; mulsd	136(%rsp), %xmm5; comisd	%xmm0, %xmm5
movq	%r9, %rdx; movq	%r10, %rdi
nopl	(%rax); fstp	%st(2); fxch	%st(1); addq	$72, %rsp; fxch	%st(1)
nop; movq	(%rsp), %rsi; movq	%r15, %rdx
fldz; leaq	(,%rsi,4), %rcx; movl	$1, %eax; nopl	(%rax,%rax); pxor	%xmm1, %xmm1; addq	$1, %rax; cvtss2sd	(%rdi,%rsi,4), %xmm1; subsd	%xmm0, %xmm1; movsd	%xmm1, -16(%rsp); fldl	-16(%rsp); movq	%rax, -16(%rsp); fildll	-16(%rsp)
movl	232(%rbx), %eax
movq	8(%rsi), %rax; movq	16(%rsi), %rdx; xorl	%ecx, %ecx; pxor	%xmm6, %xmm6; movq	1105944(%rip), %xmm4; leaq	(,%rax,8), %r8; movq	8(%rdi), %rax; leaq	(,%rax,8), %rsi; movq	16(%rdi), %rax; movsd	(%rdx), %xmm2; movsd	(%rax), %xmm3; andpd	%xmm4, %xmm2; movapd	%xmm3, %xmm5; mulsd	%xmm1, %xmm2; andpd	%xmm4, %xmm5; addsd	%xmm0, %xmm2; comisd	%xmm5, %xmm2
xorpd	373237(%rip), %xmm3
negl	%eax; sbbl	%eax, %eax; addq	$16, %rsp; popq	%rbx
leaq	645860(%rip), %rdx; movl	$455, %esi                      # imm = 0x1C7
movq	16(%rbp), %rbx; cmpq	$0, 64(%rbx)
movl	$8, %ecx; movl	$46, %edx; leaq	1656407(%rip), %rsi; leaq	1656434(%rip), %rdi
movq	%rax, 395099(%rip)
sqrtsd	%xmm0, %xmm0; mulsd	%xmm1, %xmm0; movapd	%xmm5, %xmm9; divsd	%xmm0, %xmm9; pxor	%xmm0, %xmm0; ucomisd	%xmm2, %xmm0; movapd	%xmm9, %xmm6; mulsd	%xmm9, %xmm6
movdqu	(%r12), %xmm0; leaq	16(%r12), %r12; movl	44(%rbp), %eax; bswapl	%eax; pxor	48(%rbp), %xmm0; incl	%eax; movdqu	%xmm0, (%r13); bswapl	%eax; leaq	16(%r13), %r13; movl	%eax, 44(%rsp); decq	%r14
addl	$1, %eax; movl	%eax, 40(%rbx); cmpl	$32, %eax
nop; movq	(%r14), %rax; testq	%rax, %rax
movdqa	160(%rsp), %xmm6; movaps	%xmm6, 64(%rsp); movdqa	96(%rsp), %xmm4; movdqa	%xmm4, %xmm1; movdqa	%xmm4, %xmm0; movaps	%xmm4, 48(%rsp)
movdqa	192(%rsp), %xmm6; movaps	%xmm0, 48(%rsp); movaps	%xmm6, 64(%rsp)
nopl	(%rax); movl	$4294967295, %eax               # imm = 0xFFFFFFFF; lock; xaddl	%eax, 120(%rdi); subl	$1, %eax; testl	%eax, %eax
movq	8(%rsp), %rdi; movl	$173, %edx; movq	%r13, %rsi
movzbl	40(%rbx), %eax; movb	%al, 40(%r12); movq	48(%rbp), %rax; addq	$48, %rax; movq	%rax, 48(%rbp); cmpq	56(%rbp), %rax
movq	72(%rsp), %rsi; xorl	%ecx, %ecx; movq	%r14, %rdx; movq	%rax, %rdi; movq	%rax, %r12
movabsq	$-6148914691236517205, %rdx     # imm = 0xAAAAAAAAAAAAAAAB; movq	24(%rsp), %rax; mulq	%rdx; leaq	(%r13,%r13), %rax; shrq	%rdx; cmpq	$2, 24(%rsp); movq	%rdx, 16(%rsp)
movl	%eax, (%r14); movslq	%eax, %rdi; leaq	869500(%rip), %rax; movl	$451, %edx                      # imm = 0x1C3; movq	%rax, %rsi; movq	%rax, 8(%rsp)
nop; movl	$4096, %esi                     # imm = 0x1000; movq	%rbx, %rdi
pushq	$471                            # imm = 0x1D7
movq	16(%rsp), %r13; movq	40(%rsp), %rbp; movl	%r12d, (%rsp); movq	48(%rsp), %r15; movq	56(%rsp), %r12; movq	24(%rsp), %rdx; movq	%r14, %rsi; movq	%r13, %rdi
nopl	(%rax,%rax); movq	%rsp, %rsi; movq	%rax, %rdx; movq	%r13, %rdi; movq	%rax, %rbx
xorl	%r8d, %r8d; xorl	%eax, %eax; nop; movq	%r8, %rsi; movq	(%rbx,%rax,8), %r8; movl	%r11d, %ecx; movq	%r8, %rdx; shlq	%cl, %rdx; movl	%r10d, %ecx; shrq	%cl, %rsi; orq	%rsi, %rdx; movq	%rdx, (%rbx,%rax,8); addq	$1, %rax; cmpq	%rdi, %rax
fldl	-24(%rsp); fldl	-16(%rsp); shlq	$4, %rsi; xorl	%eax, %eax; fldz; nopl	(%rax); fldt	(%rdi); addq	$1, %rax; movq	%rax, -24(%rsp); fsub	%st(3), %st; fdiv	%st(2), %st; fld	%st(0); fmul	%st(1), %st; fmulp	%st, %st(1); fsub	%st(1), %st; fildll	-24(%rsp)
movq	8(%rsp), %rdi; movl	$1, %r8d; xorl	%ecx, %ecx; xorl	%edx, %edx; movq	%rbp, %rsi
movq	24(%r15), %rdi; movl	$122, %edx; leaq	864639(%rip), %rsi
movq	136(%r15), %rdi; movl	4(%rdi), %eax; subl	$1, %eax; movl	%eax, 4(%rdi)
nopl	(%rax); movl	$4, %ecx; movl	$168, %edx; leaq	304318(%rip), %rsi; leaq	201913(%rip), %rdi
leaq	-1752(%rbp), %rax; movq	%r12, %rdi; movq	%r15, %r9; movq	%rbx, %rcx; pushq	%rax; leaq	-1748(%rbp), %rax; movl	$10, %esi; movq	%r13, %rdx; pushq	%rax; leaq	-1360(%rbp), %r8
nopl	(%rax,%rax); subq	$8, %rsp; movl	$4, %ecx; movl	$208, %edx; leaq	450459(%rip), %rsi; leaq	356508(%rip), %rdi
pushq	$16
movdqa	229782(%rip), %xmm1; movdqa	16(%rsp), %xmm0
imulq	16(%rbx), %rcx; movq	24(%rbx), %rdi; nopl	(%rax); movslq	(%r8,%rax,4), %rdx; movss	(%r9,%rax,4), %xmm0; addq	$1, %rax; addq	%rcx, %rdx; movss	%xmm0, (%rdi,%rdx,4); cmpl	%eax, %esi
sbbb	%cl, %al
movl	48(%r14), %eax; testl	%eax, %eax
movl	$4, %ecx; movl	$90, %edx; leaq	1757302(%rip), %rsi; leaq	1757252(%rip), %rdi
nopw	%cs:(%rax,%rax); movq	$0, 16(%r12); movq	40(%rsp), %rax; movq	(%rax), %rdx; addq	-24(%rdx), %rax; movq	%rax, %rbp; testb	$32, 25(%rax)
xorl	$280898051, %eax                # imm = 0x10BE2A03; xorb	$-59, %al; xorl	$548262362, %eax                # imm = 0x20ADD1DA; int	$2; movl	$1970628791, %eax               # imm = 0x757568B7
nopl	(%rax,%rax); movq	%rax, %rsi
nopl	(%rax,%rax); movl	(%rsi), %ecx; movl	%ecx, (%rdi); movl	-3(%rsi,%rdx), %ecx; movl	%ecx, -3(%rdi,%rdx); leaq	(%rdi,%rdx), %rax; subq	%rdx, %r8; subq	$1, %r8; leaq	1(%rdi,%rdx), %rdi
movq	32(%rsp), %rsi; movq	%rbx, %rdi; movsd	%xmm2, 16(%rsp)
movl	(%rsp), %ebx; addl	68(%rsp), %ebx
addq	$136, %rsp; movl	%ebx, %eax; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi; xorl	%r8d, %r8d; xorl	%r9d, %r9d; xorl	%r10d, %r10d
movq	(%rsp), %rdx; xorl	%edi, %edi; leaq	1317805(%rip), %rsi; xorl	%eax, %eax
cmpq	$0, 80(%rbx); movq	%rax, 96(%rbx)
nopl	(%rax); vxorps	%xmm0, %xmm0, %xmm0
leaq	385860(%rip), %rdx; movl	$73, %esi
movq	8(%rsp), %r14; movq	24(%rbp), %rdx; movq	%rbx, %rcx; movq	%r12, %rdi; movq	(%rsp), %rax; movq	%r14, %rsi
nop; movq	40(%rbx), %rdx; movslq	(%rdx), %rax; cmpl	4(%rdx), %eax
movq	%rdx, %r13; movq	%rcx, %r14; testl	%esi, %esi
nopw	(%rax,%rax); movq	(%r12), %rdi; movq	-24(%rdi), %rsi; orq	%rsi, %r13
movq	%r9, 96(%rsp); movq	96(%rsp), %rdx; movq	88(%rsp), %rcx; subq	%rcx, %rdx; cmpq	%rdx, 112(%rsp)
movl	540(%rsp), %eax; movq	808(%rsp), %rsi; movq	824(%rsp), %rdi; subl	$1900, %eax                     # imm = 0x76C; movl	%eax, 20(%rsi); movq	824(%rsp), %rax; movzbl	1(%rax), %eax; movb	%al, 16(%rsp); andl	$-7, %eax; orl	$4, %eax; movb	%al, 1(%rdi)
addq	$40, %rdi
nopl	(%rax); movq	%r8, %rsi; movq	%rbx, %rdi; movq	%r8, 8(%rsp)
nop; movl	%ebp, %esi; movq	%rbx, %rdi; popq	%rbx; popq	%rbp; popq	%r12
movl	$8, %ecx; movl	$127, %edx; leaq	1228778(%rip), %rsi; leaq	1228833(%rip), %rdi
nopw	(%rax,%rax); movl	$189, %edx; movq	%r13, %rsi; movl	$1, %edi
movq	1908417(%rip), %rdi; movq	$0, 1908390(%rip)
subq	$24, %rsp; movq	%fs:40, %rax; movq	%rax, 8(%rsp); xorl	%eax, %eax; fnstenv	(%rdi); stmxcsr	28(%rdi); fnclex; movl	28(%rdi), %eax; andl	$4294959168, %eax               # imm = 0xFFFFE040; orl	$8064, %eax                     # imm = 0x1F80; movl	%eax, 4(%rsp); ldmxcsr	4(%rsp); movq	8(%rsp), %rax; subq	%fs:40, %rax
movq	417343(%rip), %rcx; cmpq	%rcx, %rdx
subq	$24, %rsp; movq	%rdi, 8(%rsp); testq	%rdi, %rdi
cmpq	8(%rax), %rbp
movl	%ecx, %ecx; movzwl	-2(%rbx,%rcx), %edx; movw	%dx, -2(%rax,%rcx)
nopw	(%rax,%rax); movq	%r12, %rbp; movsd	(%rdx), %xmm0; comisd	%xmm9, %xmm0
nopw	(%rax,%rax); xorl	%eax, %eax; testq	%rdx, %rdx; setne	%al; movl	%eax, 20(%rsp); movzwl	(%r12), %eax; cmpw	$2, %ax
nopl	(%rax,%rax); pushq	%rbp; leaq	774417(%rip), %rdi; pushq	%rbx; movq	%rsi, %rbx; subq	$24, %rsp; movq	(%rsi), %rsi; leaq	8(%rsp), %rbp; movq	%rdx, 8(%rsp); movq	%rbp, %rdx
movq	24(%rsp), %rsi; movq	8(%rsp), %rdi; movsd	48(%rsp), %xmm0
movsd	%xmm0, (%rsp); movupd	(%rbx), %xmm0; movsd	%xmm1, 8(%rsp); addpd	(%rsp), %xmm0; movups	%xmm0, (%rbx); cmpq	%rbp, %r12
pushq	%rbp; movl	$1, %ecx; movq	%rdi, %rbp; pushq	%rbx; movq	%rsi, %rbx; subq	$8, %rsp; movq	(%rsi), %rax; movq	8(%rsi), %rsi; leaq	1(%rax), %rdx
endbr64; movq	%rax, %rbp; movq	-24(%r12), %rax; movq	%r12, (%rbx); movq	%r15, (%rbx,%rax); xorl	%eax, %eax; movq	%rax, 8(%rbx); movq	514545(%rip), %rax; movq	%r14, %rdi; addq	$16, %rax; movq	%rax, 128(%rbx)
movl	88(%rsp), %r10d; movq	56(%rsp), %r9; movq	%rax, %rbp
leaq	1152041(%rip), %rax; cmpb	$58, (%r9); movq	%r9, 40(%rsp); movq	%rax, 16(%rsp)
repne		cmpb	%cl, -1941997217(%rdx); adcb	$3, %al
movq	541892(%rip), %r14; leaq	-24(%rax), %rdi; cmpq	%r14, %rdi
leaq	(,%r13,8), %r15; xorl	%r9d, %r9d; xorl	%r8d, %r8d; xorl	%edi, %edi; leaq	(,%r12,8), %r10; testq	%r12, %r12
fstp	%st(0); fstp	%st(0); addq	%rbx, %r14; addq	%r11, %r13
nop; movl	$8192, %ecx                     # imm = 0x2000; cmpl	%ecx, %eax; cmoval	%ecx, %eax; movzwl	10(%rdx), %ecx; shll	$6, %r9d; shll	$3, %eax; andl	$7, %ecx; orl	%ecx, %eax; movw	%ax, 10(%rdx); leal	(%r9,%r10), %eax; imulq	%r8, %rax; addq	16(%rdx), %rax
movq	24(%rsp), %rdx; popq	%rcx; popq	%rsi; movq	48(%rdx), %rdi; testq	%rdi, %rdi
movl	12(%rsp), %edx; movq	%rbp, %rsi; movl	%ebx, %edi
movq	%rbx, 896847(%rip); xorl	%eax, %eax; cmpb	$0, (%rbx); movl	$10, %esi; cmovneq	%rbx, %rax; movq	%rbx, %rdi; movq	%rax, 896823(%rip)
leaq	1099000(%rip), %rdx; movl	$324, %esi                      # imm = 0x144
movzbl	%al, %eax; addq	$24, %rsp; xorl	%edx, %edx; xorl	%esi, %esi; xorl	%edi, %edi
cmpb	$0, 2(%r12)
sbbl	%ebp, %edi
testb	$32, 184(%rdx); leaq	207291(%rip), %rdx; cmovneq	%rdx, %rax
movq	%rax, %r12; testl	%r13d, %r13d
movq	56(%rsp), %rdi; movl	$980, %edx                      # imm = 0x3D4; movq	%rbx, %rsi
leaq	152(%rbx), %rsi
sbbb	%bh, (%rbx)
insb	%dx, %es:(%rdi); sbbl	%eax, %ebx
nopl	(%rax); movl	$0, 16(%r13); movq	%r12, (%r13); movb	$0, 24(%r13,%r12)
movdqa	316641(%rip), %xmm1; movaps	%xmm0, 16(%rsp); movdqa	(%rsp), %xmm0
andl	%ebp, %eax; movl	$1743090656, %eax               # imm = 0x67E573E0; movl	$1274751032, %esi               # imm = 0x4BFB2838
movslq	%edi, %rdi; cmpb	$1, 384(%rsp,%rdi)
fldz; shlq	$2, %rsi; xorl	%eax, %eax; pxor	%xmm3, %xmm3; fld	%st(0); shlq	$2, %rcx; nopl	(%rax,%rax); movss	(%rdi), %xmm2; comiss	%xmm3, %xmm2
fxch	%st(2); fxch	%st(1)
xorl	%ecx, %ecx; movl	$1, %r15d; movl	$1, %edx; movq	$-1, %r14; movl	$1, %eax
nopw	(%rax,%rax); movl	$4, %ecx; movl	$79, %edx; leaq	1329762(%rip), %rsi; leaq	1329769(%rip), %rdi
xorl	%edx, %edx; movl	$127, %esi; xorl	%eax, %eax; movl	$46, %edi
pushq	%r14; pushq	%r13; pushq	%r12; movq	%rdx, %r12; pushq	%rbp; movq	%rdi, %rbp; pushq	%rbx; movq	(%rsi), %r14; xorl	%ebx, %ebx; movq	8(%rsi), %r13; testq	%r14, %r14
movl	80(%rbp), %eax; movl	80(%rbx), %edx; leaq	88(%rbx), %rsi; leaq	88(%rbp), %rdi; movl	%edx, 80(%rbp); movl	%eax, 80(%rbx); addq	$56, %rsp; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15
movsd	1150396(%rip), %xmm6; movq	24(%rsp), %rcx; xorl	%eax, %eax; movsd	1085357(%rip), %xmm5; movsd	1150381(%rip), %xmm4; movsd	1150381(%rip), %xmm3; movq	8(%rsp), %r11; movsd	16(%rsp), %xmm1; nopw	%cs:(%rax,%rax); movsd	(%rbp,%rax,8), %xmm0; movsd	(%r15,%rax,8), %xmm2; movq	%rax, %rdx; mulsd	%xmm5, %xmm2; mulsd	%xmm6, %xmm0; addsd	%xmm2, %xmm0; movsd	(%r14,%rax,8), %xmm2; mulsd	%xmm4, %xmm2; addsd	%xmm2, %xmm0; movsd	(%rcx,%rax,8), %xmm2; mulsd	%xmm3, %xmm2; addsd	%xmm2, %xmm0; mulsd	%xmm1, %xmm0; addsd	(%rbx,%rax,8), %xmm0; movsd	%xmm0, (%r12,%rax,8); addq	$1, %rax; cmpq	%rdx, %r11
testl	%eax, %eax; sete	%al; addq	$8, %rsp; movzbl	%al, %eax; xorl	%esi, %esi; xorl	%edi, %edi
movq	-72(%rbp), %rdx; movzbl	5(%rsi), %esi; xorl	%ecx, %ecx; cmpb	%sil, 1(%rdx)
movq	32(%rsp), %rax; leaq	1(%rax), %rsi
cmpq	$1, %rsi; sbbq	%rcx, %rcx; andl	$2, %ecx; subq	$1, %rcx
movq	$0, 8(%rsp); xorl	%r14d, %r14d; xorl	%r13d, %r13d
movq	%r13, %rdx; movq	%r12, %rsi; movq	%rax, %rbx; movq	%rax, %rdi
pushq	$2161                           # imm = 0x871
movq	%rax, %r15; testq	%r15, %r15
movq	%rdx, %r14; movl	$2, %esi; xorl	%edx, %edx; movl	$2, %edi
movdqa	335659(%rip), %xmm1; movdqa	32(%rsp), %xmm0
movzbl	(%r8,%rcx), %edx; cmpb	%dl, (%r10,%rcx)
andl	$3328052708, %eax               # imm = 0xC65E0DE4
nopl	(%rax); movzbl	(%r14), %edx; testb	%dl, %dl
leaq	1(%rsi,%rax), %rdi; cmpl	$1, %r9d
nopw	%cs:(%rax,%rax); nopl	(%rax); pushq	%r15; pushq	%r14; pushq	%r13; pushq	%r12; movq	%rdi, %r12; pushq	%rbp; pushq	%rbx; movq	%rsi, %rbx; subq	$40, %rsp; movq	248(%rdi), %r14; movq	8(%rdi), %rdi; movq	%fs:40, %rax; movq	%rax, 24(%rsp); xorl	%eax, %eax
xorl	%edx, %edx; popq	%rbx; movl	%edx, %eax; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi; xorl	%r8d, %r8d
movq	%r14, %rdi; xorl	%r15d, %r15d; movq	(%rax), %rbp
movq	%rsp, %rdx; movl	$42, %eax; movl	$41, %esi; movl	$22, %ecx; movl	$21, %r8d; movq	%rdx, %rdi; movdqa	737975(%rip), %xmm0; movabsq	$5136709719587512114, %r11      # imm = 0x47494246464F5F32; movups	%xmm0, (%rdi); movq	%r11, 13(%rdi); movb	$10, (%rsp,%r8); addq	%rdx, %rcx; movdqa	737958(%rip), %xmm0; movups	%xmm0, (%rcx); movl	$875972166, 15(%rcx)            # imm = 0x34364646; movb	$0, (%rsp,%rsi)
pushq	$2146                           # imm = 0x862
nopl	(%rax); movq	32(%rbx), %rax; movq	48(%rax), %r14
nopl	(%rax,%rax); vmovsd	128280(%rip), %xmm0
popq	%rdi; subl	126(%rdx), %esp; fsubrl	1884288037(%rcx)
movq	(%r15), %rax; cmpq	$861, %rax                      # imm = 0x35D
nopw	(%rax,%rax); movsd	(%rsp), %xmm6; movsd	655699(%rip), %xmm0; mulsd	%xmm6, %xmm0; mulsd	%xmm6, %xmm0
movq	-1120(%rbp), %rsi; addq	$1, %rcx; movb	$1, (%rsi,%rax); movzbl	(%rcx), %eax
movq	%rax, %xmm0; movq	24(%rsi), %rax; movq	%rdx, %xmm1; movhps	16(%rsi), %xmm0                 # xmm0 = xmm0[0,1],mem[0,1]; punpcklqdq	%xmm1, %xmm1            # xmm1 = xmm1[0,0]; movq	%rax, %rcx; psubq	%xmm1, %xmm0; subq	%rdx, %rcx; movups	%xmm0, 24(%rsp); movq	%rcx, 40(%rsp); movq	32(%rsi), %rcx; testq	%rcx, %rcx
movb	$0, (%rdx); leaq	1(%rdx), %rbx; leaq	16(%rsi), %rax; cmpq	%rax, %r13
nopl	(%rax); subq	$1, %r11; cmpb	$64, (%rbx,%r11)
adcb	%ah, -39(%rcx)
leaq	1093502(%rip), %rdx; movl	$607, %esi                      # imm = 0x25F; leaq	1093292(%rip), %rdi
pxor	%xmm0, %xmm14; cmpq	$64, %rdx
subq	$16, %rax; movq	%rax, 152(%rbp)
xchgl	%edx, %eax; lodsl	(%rsi), %eax
movslq	88(%r14), %rdx; movq	%rbx, %r12; subq	%rdx, %r12; movq	%rdx, %rax; testq	%r12, %r12
movq	240(%rbx), %r15; movq	232(%rbx), %r14
subl	$1, %edx; movb	%dl, 24(%rcx); cmpb	$-1, %dl
addl	%r15d, %r15d; addq	$24, %r12; movslq	%r15d, %rbp; testq	%r13, %rbp
movq	%r15, 32(%rsp); pxor	%xmm2, %xmm2
cmpb	$0, 1341201(%rip); movq	%rcx, %r10
subss	%xmm4, %xmm2; movss	291674(%rip), %xmm4; addss	%xmm2, %xmm2; mulss	%xmm2, %xmm4; cvttss2si	%xmm4, %eax; cmpl	$4, %eax
