imulq	16(%rdi), %rsi; movq	24(%rdi), %rax; addq	%rdx, %rsi; movw	%cx, (%rax,%rsi,2)
movl	$19, %ecx; movl	$286, %edx                      # imm = 0x11E; leaq	1543944(%rip), %rsi; leaq	1540187(%rip), %rdi
movq	%r12, %rcx; movq	%rbp, %rdx; movq	%rbx, %rdi
movq	(%r15), %rsi; movq	8(%rsp), %rcx; xorl	%r8d, %r8d; movq	16(%rsp), %rdi
movl	(%rsp), %r12d
addl	$1649160772, %eax               # imm = 0x624C3244; andl	%ecx, %eax
shlq	$4, %rdx; shlq	$4, %rsi; addq	%rcx, %rdx; shlq	$4, %rdi; xorl	%ecx, %ecx; nopl	(%rax,%rax); fldt	(%rdx); addq	$1, %rcx; addq	%rsi, %rdx; fstpt	(%rax); addq	%rdi, %rax; cmpq	%rcx, %r8
andl	(%rcx), %edx; lahf
movq	%r15, %rdi; movl	$10, %edx; movq	%rbx, %rsi
nopl	(%rax); pushq	%r13; pushq	%r12; movq	%rsi, %r12; pushq	%rbp; movq	%rdx, %rbp; pushq	%rbx; movq	%rdi, %rbx; subq	$8, %rsp; movq	168(%rdi), %r13
cwtl; andl	2071492812(%rax), %edi
nopl	(%rax,%rax); movq	%r13, %rdx
movl	$2, %edi; movl	$1, %edx; movl	$1, %r8d
shlq	$5, %rsi; addq	%rcx, %rdx; shlq	$5, %rdi; xorl	%ecx, %ecx; nopl	(%rax,%rax); fldt	(%rdx); addq	$1, %rcx; fstpt	(%rax); fldt	16(%rdx); addq	%rsi, %rdx; fstpt	16(%rax); addq	%rdi, %rax; cmpq	%rcx, %r8
leaq	23(%rsp), %rdi; movl	$1, %esi
xorl	%r11d, %r11d; movsd	%xmm0, (%r12)
nopl	(%rax); pxor	%xmm0, %xmm0; cvtsi2sd	%rcx, %xmm0; divsd	%xmm5, %xmm0; pxor	%xmm4, %xmm4; movq	%rax, %rcx; cvtsi2sd	%rax, %xmm4; divsd	%xmm5, %xmm4; mulsd	%xmm6, %xmm0; mulsd	%xmm1, %xmm4; addsd	%xmm4, %xmm0; movsd	%xmm0, (%rdi,%rax,8); addq	$1, %rax; cmpq	%rcx, %rbp
movl	88(%rsi), %eax; movq	%rsi, %r15; cmpl	%eax, 88(%rdi)
xchgl	%edi, %eax; xorl	%ebx, 84(%rax,%riz,2); cmpl	$1963000168, %eax               # imm = 0x75010168; sarb	$52, (%rdi); adcb	89(%rbx), %bl
movsd	40(%rsp), %xmm1; movq	%rbx, %rdi; addsd	56(%rsp), %xmm1; movsd	32(%rsp), %xmm0; subsd	48(%rsp), %xmm0; movl	%eax, %ebp; movsd	120(%rsp), %xmm3; movsd	112(%rsp), %xmm2; addsd	%xmm1, %xmm1; addsd	72(%rsp), %xmm1; addsd	%xmm0, %xmm0; subsd	64(%rsp), %xmm0
nopw	(%rax,%rax); movl	712(%r12), %r8d; testl	%r8d, %r8d
nopw	(%rax,%rax); movl	$15, %ecx
movq	%r10, %rcx; leaq	375213(%rip), %rsi; leaq	375230(%rip), %rdi; xorl	%eax, %eax
movq	248(%rsp), %rdx; subq	%fs:40, %rdx
nopl	(%rax); movl	%ebx, %edi; popq	%rbx
movl	$11, %eax; addq	$24, %rsp
leaq	900452(%rip), %rdx; movl	$179, %esi; movq	%rbp, %rdi
movb	%dh, (%rbx)
addsd	237948(%rip), %xmm0; mulsd	238372(%rip), %xmm0; addq	$24, %rsp
movq	(%rsp), %rax; movq	%rax, (%r12)
movq	%r14, %rdi; movq	%r12, %rcx; movq	%r13, %rdx; movq	%rbx, %rsi
movq	16(%rax), %rax; movq	16(%rsi), %rcx; shlq	$4, %r9; shlq	$4, %rdi; xorl	%edx, %edx; nopw	(%rax,%rax); fldt	(%rax); addq	$1, %rdx; fldt	(%rcx); addq	%rdi, %rcx; faddp	%st, %st(1); fstpt	(%rax); addq	%r9, %rax; cmpq	%rdx, %r8
nopl	(%rax,%rax); movl	$9, %ecx; movl	$69, %edx; leaq	1313439(%rip), %rsi; leaq	1313360(%rip), %rdi
addq	$1, %r13; movq	%rbp, %rdx; movq	%r15, %rbp; movq	%rdx, 24(%rsp); movq	%rdx, %rsi; movq	8(%rsp), %rax; imulq	%r14, %rbp; addq	%rbx, %rbp; movq	%rbp, %rdi
nopl	(%rax,%rax); movl	16(%rsp), %eax; leal	32768(%rax), %r11d; cmpl	$-10, %r11d
nopl	(%rax); pushq	%rbp; pushq	%rbx; movq	%rdi, %rbx; subq	$8, %rsp; movq	(%rdi), %rdi
nopw	%cs:(%rax,%rax); nopl	(%rax); pushq	%r14; movq	%rdi, %r14; movq	%rsi, %rdi; pushq	%r13; pushq	%r12; pushq	%rbp; pushq	%rbx
movq	%rax, (%r12); movl	$1, %eax
movq	16(%r15), %r12; cmpl	$16, 64(%rsp); leaq	108(%rsp), %rbx; leaq	523726(%rip), %rbp; sete	%dl; cmpq	%r12, %r13; setb	%al; andl	%eax, %edx; movb	%dl, 72(%rsp); cmpb	$4, (%rbx)
nopl	(%rax); movsbl	%dl, %edx; subq	%rax, %rsi
nopl	(%rax,%rax); movl	$1207959552, 172(%rbx)          # imm = 0x48000000; movl	8(%rbx), %eax; testq	%rax, %rax
rep		retq; nopw	%cs:(%rax,%rax); nopl	(%rax); imulq	%r8, %rdx; xorq	%rsi, %rsi; movl	$8, %ecx
movq	%rax, 96(%r12); testq	%rax, %rax
popq	%rax; movslq	-76(%rbp), %rbx; popq	%rdx
pushq	%r15; movq	%r8, %rax; pushq	%r14; movq	%rdx, %r14; pushq	%r13; pushq	%r12; movq	%rcx, %r12; pushq	%rbp; movq	%rsi, %rbp; pushq	%rbx; movq	%rdi, %rbx; subq	$72, %rsp; movzbl	(%rdi), %r13d; movq	40(%rdi), %r15; movq	%fs:40, %rdx; movq	%rdx, 56(%rsp); xorl	%edx, %edx; movq	48(%rdi), %rdx; movq	%rdx, (%rsp); testb	$64, %r13b
movq	(%rax), %rdi; movq	%rdi, 8(%rsp)
leal	%es:1264881720(%rdx,%rcx,2), %ebp; rorb	$3, (%rcx); cli
rcrb	%cl, 686501866(%rdx); cld; andl	%edi, 1570265951(%rax); shrb	%cl, (%rdx)
movl	$92, %esi; movq	%rbp, %rdi
pxor	%xmm1, %xmm1; cvtsi2sd	%rbx, %xmm1; movapd	%xmm1, %xmm2; subsd	380294(%rip), %xmm2; popq	%rbx; divsd	%xmm2, %xmm1; mulsd	522761(%rip), %xmm1; mulsd	%xmm1, %xmm0
nopl	(%rax); movq	16(%r12), %rax; movq	24(%r12), %r8; subq	$1, %rbx; leaq	1(%rax), %rcx; movq	8(%r15), %rdx; imulq	%rbx, %rcx; movq	16(%r15), %rax; movq	%r14, %r9; subq	%rbx, %r9; movq	%r13, %rdi; movq	%r12, %rsi; imulq	%rbx, %rdx; movsd	(%r8,%rcx,8), %xmm1; movq	%rbp, %r8; movq	%rbx, %rcx; subq	%rbx, %r8; movsd	(%rax,%rdx,8), %xmm0; movq	%rbx, %rdx; movsd	%xmm1, (%rsp); movsd	%xmm0, 8(%rsp)
andl	%ecx, 82(%rax); outb	%al, $104; movabsl	%eax, -8485057490286669755; sahf; inl	%dx, %eax
leal	-87(%rax), %edx; cmpl	$86, %eax
leaq	(%r14,%r12,4), %rdi; movq	%r13, %rsi
movzwl	-2(%rsi,%rbp), %eax; movw	%ax, -2(%rdi,%rbp)
nopl	(%rax); addq	$8, %rsp; xorl	%ebp, %ebp; popq	%rbx; movq	%rbp, %rax; popq	%rbp; popq	%r12; popq	%r13; xorl	%edx, %edx; xorl	%esi, %esi; xorl	%edi, %edi
leaq	1247788(%rip), %rdx; movl	$139, %esi; xorl	%ebp, %ebp; leaq	1247672(%rip), %rdi
movsd	112(%rsp), %xmm2; movsd	128(%rsp), %xmm7; movsd	144(%rsp), %xmm6; movapd	%xmm2, %xmm0; movsd	%xmm2, 32(%rsp); mulsd	%xmm7, %xmm0; movsd	%xmm7, 16(%rsp); movsd	%xmm6, 8(%rsp); divsd	%xmm6, %xmm0; mulsd	775551(%rip), %xmm0; mulsd	825319(%rip), %xmm0
rorl	%cl, -32(%rcx); imull	$694804553, (%rcx), %ebp        # imm = 0x2969E049; movl	%ecx, %cs
comisd	%xmm0, %xmm5
movq	%r15, 56(%rsp); xorl	%edx, %edx; movq	%r12, %rsi; movq	%rbx, %rdi
movl	$8, %ecx; movl	$56, %edx; leaq	1136635(%rip), %rsi; leaq	1136644(%rip), %rdi
cli; popq	1634184683(%rbx)
nopl	(%rax,%rax); leal	-3(%r8), %ebx; testl	%ebx, %ebx
movq	168(%rsp), %rdx; movq	144(%rsp), %rsi; movq	152(%rsp), %rcx; movq	%rdx, %rax; subq	136(%rsp), %rax; movq	%rsi, %rdi; sarq	$3, %rax; cmpq	$1, %rdx; adcq	$-1, %rax; subq	%rcx, %rdi; sarq	$4, %rdi; shlq	$5, %rax; addq	%rdi, %rax; movq	128(%rsp), %rdi; subq	112(%rsp), %rdi; sarq	$4, %rdi; addq	%rdi, %rax; cmpq	$1000, %rax                     # imm = 0x3E8
movsb	(%rsi), %es:(%rdi); movb	$-10, %ch; leal	(%rdi), %ebp; cmpb	%ch, (%rsi); imull	$3544145429, -533905158(%rax), %edx # imm = 0xD33F5E15; cmpl	$2021895780, %eax               # imm = 0x7883AE64
movl	40(%rsp), %r8d; movq	24(%rsp), %rdi; movl	32(%rsp), %r9d; movl	48(%rsp), %r11d; movq	%rax, %rsi; movl	%r8d, %r10d; subl	%eax, %r10d; testl	%r8d, %r8d
movslq	(%r13,%rdx,4), %rcx; addq	%rcx, %rdi; leaq	1(%rdx), %rcx; cmpq	%rdx, %r12
pxor	%xmm0, %xmm0; cvtsi2sd	%edi, %xmm0; mulsd	24(%rsp), %xmm0
movq	64(%rsp), %rdi; cmpq	%r12, %rdi
movq	8(%rsp), %rax; movq	%rax, 328(%rbx); subl	$1, 4(%rbp); subl	$1, 308(%rbx); testl	%r12d, %r12d
movq	(%rsp), %rsi; testq	%rsi, %rsi
movdqu	48(%rsp), %xmm2; movq	80(%rsp), %rax; movq	%rbx, %rdi; movdqu	64(%rsp), %xmm3; leaq	108(%rsp), %rdx; leaq	1502584(%rip), %rsi; movups	%xmm2, 152(%rsp); movups	%xmm3, 168(%rsp); movq	%rax, 184(%rsp)
movq	1429310(%rip), %rax; movdqa	32(%rsp), %xmm1; pxor	%xmm0, %xmm0; leaq	120(%rsp), %rbx; movaps	%xmm0, 128(%rsp); addq	$64, %rax; movaps	%xmm1, 112(%rsp); movq	%rax, 224(%rsp); leaq	176(%rsp), %rax; movq	%rax, %rdi; movq	%rax, 56(%rsp); movaps	%xmm0, 144(%rsp); movaps	%xmm0, 160(%rsp)
xorl	%edx, %edx; movl	$786688, %esi                   # imm = 0xC0100; xorl	%eax, %eax; movl	$50, %edi
movsd	8(%rsp), %xmm3; movsd	(%rsp), %xmm1; movapd	%xmm0, %xmm2
pushq	$723                            # imm = 0x2D3
nopl	(%rax); movl	$8, %ecx; movl	$112, %edx; leaq	1216168(%rip), %rsi; xorl	%ebx, %ebx; leaq	1216318(%rip), %rdi
movq	(%rbp), %rax; movq	8(%rsp), %rsi; movq	%rbx, %r8; movq	%r12, %rcx; movq	%r13, %rdx; movq	%rbp, %rdi
movq	32(%r13), %rdx; movq	64(%rcx), %rax; movq	%rdx, 32(%rax)
addq	$40, %rsp; movl	$4, %eax; popq	%rbx; popq	%rbp
subl	2124695065(%rdx), %ebp; cwtl
movl	%ebx, %eax; leal	14(%rbx), %edx; addl	$7, %eax; cmovnsl	%eax, %edx; sarl	$3, %edx; movq	(%rbp), %rax; movl	4(%rax), %r15d; testb	$16, 18(%rax)
movl	$8, %ecx; movl	$175, %edx; leaq	1686033(%rip), %rsi; leaq	1686266(%rip), %rdi
movsbl	%al, %r8d
movl	$7, %ecx; testl	%eax, %eax
movq	(%r9), %r11; movslq	%r12d, %rdi; movl	%esi, %r12d; movslq	%r12d, %r8; leal	2(%rdi,%rdi), %r10d; shlq	$3, %r8; leaq	(%rdx,%r8), %r9; movq	(%r9), %rsi; imulq	$824, %rsi, %rbp                # imm = 0x338; movsd	800(%rcx,%rbp), %xmm0; cmpl	%r14d, %r10d
leaq	2051209(%rip), %rax
addb	$66, %al; movl	$2063082345, %edx               # imm = 0x7AF82369; sbbl	24(%rsi), %eax; stc; popq	%rax
movq	$0, 24(%rsp); movq	$0, 16(%rsp); movq	$0, 8(%rsp)
nopl	(%rax); movabsq	$7354378191496019967, %rsi      # imm = 0x660FFFFFFFFFFFFF; movq	%mm0, %rdx; movq	%rdx, %r12; andq	%rdx, %rsi; shrq	$63, %rdx; shrq	$52, %r12; shlq	$32, %rdx; andl	$2047, %r12d                    # imm = 0x7FF
pushfq
movl	$1, %ecx; movq	%r13, 32(%rsp); movq	%r12, 24(%rsp); movl	%ecx, %r13d; movq	%rbp, %r12; movq	%rbx, %rbp; movq	%r14, 40(%rsp); movl	%eax, %ebx
xorl	%esi, %esi; movl	%r14d, %r8d; movl	$4294967295, %ecx               # imm = 0xFFFFFFFF; movq	%rax, %rdx; movq	%r15, %rdi
movq	8(%rsp), %r8; movq	%rbp, %rcx; movq	%r14, %rdx; testl	%eax, %eax; movq	248(%rbp), %r9; movq	%r13, %rsi; movq	%r12, %rdi
leaq	417228(%rip), %rdx; movl	$207, %esi; leaq	417160(%rip), %rdi
endbr64; pushq	%rbp; pcmpeqd	%xmm0, %xmm0; movq	%rdi, %rbp; pushq	%rbx; movq	%rsi, %rbx; subq	$88, %rsp; movq	8(%rsi), %rax; movq	72(%rsi), %rcx; movq	%rdi, 16(%rsp); movups	%xmm0, 24(%rsp); movups	%xmm0, 40(%rsp); movups	%xmm0, 56(%rsp); testq	%rax, %rax
endbr64; pushq	%rbx; movq	%rdi, %rbx; movq	%rcx, %rdi; subq	$16, %rsp; movq	(%rsi), %rcx; movq	-24(%rcx), %rsi; movq	%rsi, %rax; subq	%rdx, %rax; cmpq	%rdi, %rax; cmovaq	%rdi, %rax; addq	%rdx, %rax; leaq	(%rcx,%rax,4), %rax; cmpq	%rdx, %rsi
leaq	(%r15,%rbp,4), %rsi; leaq	(%r15,%r8,4), %rdi; cmpq	$1, %rcx
movq	%r12, %rdi; testq	%rbx, %rbx
xorl	%ecx, %ecx; movl	$34, %esi; movq	%rbx, %rdi; movq	%rax, %rdx
leaq	1111419(%rip), %rsi
movq	800345(%rip), %rax; movl	(%rax), %eax; testl	%eax, %eax
nopl	(%rax); movl	$88, %ebx
pxor	%xmm1, %xmm1; xorl	%ecx, %ecx; nopw	(%rax,%rax); movsd	(%rbx,%rcx,8), %xmm0; mulsd	(%rdi,%rcx,8), %xmm0; addq	$1, %rcx; addsd	%xmm0, %xmm1; cmpq	%rax, %rcx
pushq	%r12; pxor	%xmm0, %xmm0; pushq	%rbp; movq	%rdi, %rbp; pushq	%rbx; movq	%rsi, %rbx; leaq	-5877(%rip), %rsi; movq	%rbx, %rdi; subq	$32, %rsp; movq	%fs:40, %rax; movq	%rax, 24(%rsp); xorl	%eax, %eax; movq	%rsp, %rdx; movaps	%xmm0, (%rsp)
movsd	40(%rsp), %xmm1; movsd	32(%rsp), %xmm6; movsd	24(%rsp), %xmm2
outl	%eax, $217; addb	$-68, %al; movl	$3598387291, %edx               # imm = 0xD67B085B; pushq	$-87; xchgl	%ebx, %eax; popq	%rsi; popq	%rcx; addb	$-71, %al; lahf
movq	(%rsp), %rdi; testq	%rax, %rax
leaq	1640281(%rip), %rcx
movq	%rdi, %r15; movq	%rsi, %rbp; movq	%rdx, %r13; xorl	%r14d, %r14d; nopw	(%rax,%rax); movq	958697(%rip), %rax; movsd	(%r13,%r14,8), %xmm0; movq	%r15, %rdi; movq	%r14, %rbx; movq	%rax, %xmm1
pxor	%xmm0, %xmm0; cvtsi2sd	%rax, %xmm0; mulsd	117079(%rip), %xmm0; movsd	184759(%rip), %xmm1; movsd	118775(%rip), %xmm3; movapd	%xmm0, %xmm2; andpd	%xmm1, %xmm2; ucomisd	%xmm2, %xmm3
pushq	%r15; leaq	2310055(%rip), %r15; pushq	%r14; movq	%rdi, %r14; pushq	%r13; pushq	%r12; pushq	%rbp; pushq	%rbx; subq	$24, %rsp
movq	%rdi, %rbx; movl	$40, %edi
movl	%edi, %ebx; leaq	595482(%rip), %rax; notl	%ebx; sarl	%ebx; movslq	%ebx, %rbx; movsd	(%rax,%rbx,8), %xmm0; movapd	%xmm0, %xmm1; andpd	441970(%rip), %xmm1; mulsd	500946(%rip), %xmm1; unpcklpd	%xmm1, %xmm0                    # xmm0 = xmm0[0],xmm1[0]; movups	%xmm0, (%rbp); xorl	%eax, %eax; movq	56(%rsp), %rdx; subq	%fs:40, %rdx
leaq	902562(%rip), %rax; leaq	120(%rbx), %rdi; movq	$0, 8(%rbx); movq	%rax, (%rbx); movq	910340(%rip), %rax; addq	$16, %rax; movq	%rax, 120(%rbx); popq	%rbx
nopl	(%rax,%rax); movq	591089(%rip), %rdx; cmpb	$0, (%rdx)
movq	(%r13), %r8; movl	$0, 12(%rsp); movl	16(%rsp), %r9d; testq	%r8, %r8
movq	501438(%rip), %rax; leaq	112(%rbx), %rdi; leaq	16(%r12), %rcx; movq	%rdi, 96(%rbx); addq	$16, %rax; movl	%r13d, 88(%rbx); movq	%rax, 24(%rbx); movq	(%r12), %rax; cmpq	%rcx, %rax
nopl	(%rax); movsd	753448(%rip), %xmm0; movl	$16, %ecx; movl	$72, %edx; leaq	876423(%rip), %rsi; leaq	758943(%rip), %rdi; unpcklpd	%xmm0, %xmm0                    # xmm0 = xmm0[0,0]; movups	%xmm0, (%r12)
cmpq	1267491(%rip), %rbp
nopl	(%rax,%rax); pushq	%rbp; leaq	1091170(%rip), %rbp; pushq	%rbx; movq	%rdi, %rbx; subq	$8, %rsp; movq	136(%rsi), %rdi
movb	$-20, %bl
nopw	(%rax,%rax); movq	8(%rsp), %rbx; xorl	%edx, %edx; movl	$2, %esi; movq	%rbx, %rdi
endbr64; pushq	%r14; leaq	1199619(%rip), %r14; pushq	%r13; pushq	%r12; movl	%esi, %r12d; pushq	%rbp; leaq	104(%rdi), %rbp; pushq	%rbx; movq	%rdi, %rbx; movq	%rbp, %rdi; subq	$16, %rsp; movq	1218421(%rip), %r13; movq	1218598(%rip), %rax; leaq	64(%r13), %rdx; addq	$16, %rax; movq	%rax, %xmm2; movq	%rdx, %xmm1; punpcklqdq	%xmm2, %xmm1            # xmm1 = xmm1[0],xmm2[0]; movaps	%xmm1, (%rsp)
movl	(%rax), %ebx; cmpl	$13, %ebx
movq	%rbx, %rax; movl	$4294967295, 8(%rbx)            # imm = 0xFFFFFFFF; popq	%rbx
nopl	(%rax); movsd	(%rax), %xmm0; addsd	(%rcx), %xmm0; addq	$1, %rdi; movsd	%xmm0, (%rax); movsd	8(%rax), %xmm0; addsd	8(%rcx), %xmm0; addq	%r12, %rcx; movsd	%xmm0, 8(%rax); addq	%r13, %rax; cmpq	%r11, %rdi
nopl	(%rax); movb	$1, 15(%rsp); addq	%r14, %r13; addq	%r14, %r12
nopl	(%rax,%rax); leaq	1(%rax), %rcx; cmpq	%rdx, %rax
movq	%rdx, %rax; popq	%rbx
nop; movl	$19, %ecx; movl	$49, %edx; leaq	144426(%rip), %rsi; leaq	246776(%rip), %rdi
nop; subsd	%xmm1, %xmm0; cvttsd2si	%xmm0, %rdx; btcq	$63, %rdx
movq	%rbp, %rcx; movq	%rbp, %rdi; subq	%rdx, %rcx; shrq	%rdi; cmpq	%rsi, %rcx
nopw	(%rax,%rax); movq	48(%rbx), %rdi; movq	16(%rbx), %rax; movapd	(%rsp), %xmm2; movq	56(%rbx), %rsi; movl	%ebp, (%rax,%rdi,4); movq	32(%rbx), %rax; movl	%r12d, (%rax,%rdi,4); shlq	$4, %rdi; addq	24(%rbx), %rdi; movups	%xmm2, (%rdi)
nopl	(%rax); leaq	16(%rsp), %rdx; movl	$4294967295, %esi               # imm = 0xFFFFFFFF; movq	%rbp, %rdi; movq	%rdx, 8(%rsp)
xorl	-39(%rdx), %esp; sti; stosb	%al, %es:(%rdi); cmpsb	%es:(%rdi), (%rsi); subl	$80905940, %eax                 # imm = 0x4D286D4; xchgl	%esp, %eax; cli
fistpll	-824341496(%rdx,%rsi)
movq	8(%rsp), %rsi; movl	$4, %edx; movq	%r12, %rdi; movq	%rax, %r13
movsd	914669(%rip), %xmm3; pxor	%xmm1, %xmm1; nopw	(%rax,%rax); leaq	(%rax,%rdx,8), %r9; movsd	(%rax,%rsi,8), %xmm0; subsd	(%r9), %xmm0; subsd	%xmm2, %xmm0; pxor	%xmm2, %xmm2; comisd	%xmm0, %xmm1
nopl	(%rax); movq	8(%r15), %rdx; subq	$8, %rsp; movq	(%r15), %r9; movq	%rbx, %rcx; movq	%r12, %rsi; pushq	%rdx; movl	$1, %r8d; movq	%r13, %rdx; movq	%rbp, %rdi; shrq	%rbx
movl	$8, %ecx; movl	$83, %edx; leaq	1682438(%rip), %rsi; xorl	%ebx, %ebx; leaq	1682540(%rip), %rdi
cmpsl	%es:(%rdi), (%rsi); inl	$224, %eax; wait
addq	$328, %rsp                      # imm = 0x148; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15
movl	$0, (%rbx); addq	$8, %rsp; movl	%ebp, %eax; popq	%rbx; popq	%rbp; xorl	%edx, %edx; xorl	%esi, %esi; xorl	%edi, %edi
movq	8(%rsp), %rsi; movq	%rbp, %rdx; movq	%r15, %rdi
movq	24(%r8), %rcx; movq	24(%r9), %r14; movl	%eax, 12(%rsp); leaq	(%rcx,%rbp,8), %r15; addq	%r12, %r14; xorl	%ecx, %ecx; nopl	(%rax); movq	(%r15,%rcx,8), %rax; movq	%rax, (%r14,%rcx,8); addq	$1, %rcx; cmpq	%rdi, %rcx
movq	32(%rbx), %r8; movq	32(%rbp), %rdi; xorl	%eax, %eax; nopl	(%rax,%rax); movl	(%r8,%rax,4), %ecx; movl	%ecx, (%rdi,%rax,4); movq	%rax, %rcx; addq	$1, %rax; cmpq	%rcx, %rsi
movq	%rdx, 48(%r12); xorl	%eax, %eax; popq	%rbx; popq	%rbp; popq	%r12
movl	$10, %edx; leaq	835322(%rip), %rsi; movq	%rbx, %rdi
movl	$128, %edx; cmpl	$1024, %eax                     # imm = 0x400
movq	16(%rsp), %rsi; movsd	(%rsp), %xmm1; movq	726648(%rip), %xmm5; movsd	8(%rsp), %xmm8
movl	%eax, %r14d; testb	$2, 64(%rsp)
lodsl	(%rsi), %eax; movl	$562674813, %esp                # imm = 0x2189BC7D
movsd	%xmm0, (%rbx); cmpq	%r12, %r13
lcalll	*894499951(%rip); sbbl	(%rcx), %edi; movl	$890946876, %edi                # imm = 0x351AC53C; imull	$-6, 347620420(%rcx), %ecx
subq	$1, %rax; addl	$86400, %edx                    # imm = 0x15180; testq	%rbp, %rbp
movb	$-34, %ah
movq	32(%r13), %rax; movl	32(%rax), %ecx; movl	36(%rax), %edx; testl	%ecx, %ecx
movq	8(%rsp), %rbx; movq	(%rsp), %rsi; movq	%rbp, %rdx; movq	%rax, (%r14); movl	$100, %ecx; subq	%rbx, %rsi; movq	%rbx, %rdi
pxor	%xmm1, %xmm1; movapd	%xmm1, %xmm2; leaq	8(%rbp,%r14,8), %rdx; xorl	%edi, %edi; nopl	(%rax); movq	%rdi, %rsi; addq	$1, %rdi; movsd	(%rdx), %xmm0; movq	%rdi, %rcx; imulq	%rsi, %rcx; mulsd	%xmm2, %xmm0; shrq	%rcx; leaq	(,%rcx,8), %rax; addq	%rsi, %rcx; leaq	(%rbp,%rax), %r9; shlq	$3, %rcx; mulsd	(%r9), %xmm0; movsd	%xmm0, (%r9); movsd	(%rdx), %xmm0; leaq	(%rbx,%rax), %r9; mulsd	%xmm2, %xmm0; mulsd	(%r9), %xmm0; movsd	%xmm0, (%r9); movsd	(%rdx), %xmm0; leaq	(%r13,%rax), %r9; mulsd	%xmm2, %xmm0; mulsd	(%r9), %xmm0; movsd	%xmm0, (%r9); testq	%rsi, %rsi
movq	16(%r12), %rdx; movq	%rbx, %rcx; movq	%r13, %rsi; movq	%rbp, %rdi
nopw	(%rax,%rax); movl	%eax, %ecx; movl	$560, %edx                      # imm = 0x230; leaq	826058(%rip), %rsi; leaq	826171(%rip), %rdi
movq	8(%rsi), %rdi; movq	16(%rsi), %r8; leaq	(%rax,%rdx,4), %r11; movq	%rax, %rsi; leaq	(,%rdi,8), %r10; nopl	(%rax); movl	(%rsi), %edi; movl	4(%rsi), %edx; movsd	(%r8), %xmm1; cmpl	%edx, %edi
leaq	1193112(%rip), %rsi; movq	%r13, %rdi; movq	%rax, %r12
movabsl	%es:-2806624768841424024, %eax; xorb	(%rbx), %dl; addl	$1776231390, %eax               # imm = 0x69DF23DE
addq	$2, %rsi; subq	%rdx, %rcx; leaq	(%rsi,%rdx), %r8; movq	%rcx, 8(%rax); movq	%r8, (%rax); movq	%rsi, (%rdi); movq	%rdx, 8(%rdi)
movq	24(%rsp), %rcx; movq	48(%rsp), %r13; movq	%r14, 24(%rsp); movq	56(%rsp), %r12; addq	$8, %rcx; movq	%r13, %r14; movq	%rcx, 64(%rsp); movq	%rcx, %r13; nop; movq	16(%rsp), %r8; movq	24(%rsp), %rdi; movq	%r13, %rdx; movq	%r15, %rcx; movq	%r15, %rsi; addq	$8, %r13
nopw	(%rax,%rax); movl	%eax, %ecx; movl	$317, %edx                      # imm = 0x13D; leaq	917826(%rip), %rsi; leaq	917875(%rip), %rdi
pushq	%r14; pushq	%r13; pushq	%r12; movq	%rdi, %r12; movq	%rsi, %rdi; pushq	%rbp; movq	%rsi, %rbp; pushq	%rbx
mulsd	%xmm7, %xmm0; movsd	1251438(%rip), %xmm4; movapd	%xmm4, %xmm1; andpd	%xmm2, %xmm4; mulsd	%xmm3, %xmm4; mulsd	%xmm3, %xmm1; movsd	1251646(%rip), %xmm3; movapd	%xmm0, %xmm6; andpd	%xmm2, %xmm0; subsd	%xmm8, %xmm6; andpd	%xmm2, %xmm8; andpd	%xmm2, %xmm3; addsd	%xmm8, %xmm0; addsd	%xmm6, %xmm1; addsd	%xmm4, %xmm0; mulsd	%xmm5, %xmm1; addsd	%xmm9, %xmm0; mulsd	686074(%rip), %xmm0; andpd	%xmm1, %xmm2; addsd	%xmm3, %xmm0; mulsd	797130(%rip), %xmm2; mulsd	%xmm5, %xmm0; addsd	%xmm2, %xmm0; unpcklpd	%xmm0, %xmm1                    # xmm1 = xmm1[0],xmm0[0]; movups	%xmm1, (%rdi); addq	$64, %rsp; xorl	%eax, %eax; popq	%rbp
pushq	$2456                           # imm = 0x998
movsd	136(%r15), %xmm7; movapd	%xmm5, %xmm8; movsd	128(%r15), %xmm0; comisd	%xmm4, %xmm7
xchgl	%esi, %eax; xorl	$2820428518, %eax               # imm = 0xA81C52E6; movb	$6, %ah; orb	$-78, %al
movl	$39, %edx; leaq	2387338(%rip), %rsi
movq	88(%rbx), %rdi; leaq	1368744(%rip), %rbp
movq	-160(%rbp), %rax; movl	$4294967295, %edx               # imm = 0xFFFFFFFF; movl	%r12d, (%rax)
nop; movq	8(%rsp), %rdi; xorl	%edx, %edx; movq	%rax, %rsi
pushq	%r13; movl	%ecx, %r13d; pushq	%r12; movl	%edx, %r12d; pushq	%rbp; movq	%rsi, %rbp; pushq	%rbx; movq	%rdi, %rbx; movl	%r8d, %edi; subq	$24, %rsp; movq	%fs:40, %rax; movq	%rax, 8(%rsp); xorl	%eax, %eax; testq	%rbx, %rbx; movq	%rsp, %rax; movq	$0, (%rsp); cmoveq	%rax, %rbx
subq	$8, %rsp; movl	$1087, %edx                     # imm = 0x43F; xorl	%r8d, %r8d; movq	%rbp, %rsi; pushq	%rbx; leaq	-22475(%rip), %r9; leaq	536921(%rip), %rcx; movq	%r12, %rdi
movl	$662, %edx                      # imm = 0x296; leaq	1328299(%rip), %rsi; leaq	1329689(%rip), %rdi
nop; movq	%rbp, %rsi; movq	%rbx, %rdi
movq	-56(%rbp), %rcx; movl	-72(%rbp), %edx; movq	%rax, %r14; movq	24(%rbp), %rax; movq	-80(%rbp), %r8; shlq	$4, %rax; addq	$16, %rax; subq	%rax, %rsp; leaq	15(%rsp), %r13; andq	$-16, %r13; cmpl	$-1, %r12d; sete	%r12b; testq	%r15, %r15; movq	%r13, -64(%rbp); setne	%sil; andb	%r12b, %sil
movq	%rbp, %rdx; movq	%rbx, %rdi; leaq	2429122(%rip), %rsi; xorl	%eax, %eax
nopw	(%rax,%rax); movq	8(%rsi), %rax; leaq	8(%rsp), %rcx; leaq	764099(%rip), %rdi; movslq	(%rax), %rdx; movq	8(%rax), %rsi
nopl	(%rax); movsd	525296(%rip), %xmm0; movapd	%xmm1, %xmm2; leaq	112(%rsp), %rsi; movapd	%xmm7, %xmm1; leaq	128(%rsp), %rdi
movl	$1, %ebx; movq	2332276(%rip), %rdi
movq	%r12, %rcx; movl	$206, %esi; xorl	%eax, %eax; leaq	1416227(%rip), %r15; movl	$6, %edi; movq	%r15, %rdx
movq	%r12, %rsi; movq	%r14, %rdi
pushq	$2842                           # imm = 0xB1A
nopw	(%rax,%rax); movq	16(%rbp), %rdx
movl	$8, %edx
addq	%rsi, %rax; movq	%rax, 24(%rdi); testb	$4, 16(%rdi)
cmpq	%r9, (%r12)
movq	%r14, %rcx; movl	$102, %esi; xorl	%eax, %eax; leaq	1165383(%rip), %rdx; movl	$55, %edi
movq	8(%rsp), %r8; movq	32(%r8), %rax; movq	40(%rax), %rax; movq	$0, 32(%rax); testq	%r14, %r14
movl	$61, %edx; leaq	587039(%rip), %rsi; movl	$96, %edi; addq	$8, %rsp
cmpq	%rax, 8(%r13)
movq	96(%rsp), %rdi; xorl	%r14d, %r14d; movq	16(%rdi), %rax; cmpq	24(%rdi), %rax
pushq	%rbx; cmpl	$3, (%rdi)
addb	-664764541(%rdx), %bl
movq	-96(%rax), %rax; cmpb	$46, (%rax)
movq	40(%rsp), %rdi; movq	%r8, (%rsp)
movl	$1, %ecx; movl	$440, %edx                      # imm = 0x1B8; leaq	700365(%rip), %rsi; leaq	700396(%rip), %rdi
movzbl	(%rdx,%rsi), %edx; movb	%dl, (%rdi,%rsi); movq	%r8, 8(%rsp); movq	%rcx, %rdx; movq	%rbp, %rsi; movq	%rbp, %rdi
movl	$4, %ecx; movl	$57, %edx; leaq	1303653(%rip), %rsi; leaq	1302814(%rip), %rdi
nopl	(%rax,%rax); testb	%cl, %cl
nopw	(%rax,%rax); movl	%eax, %ecx; movl	$640, %edx                      # imm = 0x280; leaq	844234(%rip), %rsi; leaq	844667(%rip), %rdi
nopl	(%rax); movq	%rdx, 8(%rsp)
clc; movslq	(%rsi), %edi; outl	%eax, $98
leaq	32(%r12), %rdi; leal	-1(%rbp), %esi; subl	%edi, %esi; cmpq	%rbp, %rdi
nopl	(%rax,%rax); cmpl	$-1, 20(%rsp)
movsd	(%rdx), %xmm1; movq	%rdi, %r11; movq	%rdx, %r10; movq	$0, (%rdi); cmpq	$1, %r8
addq	$56, %rsp; movq	%rbx, %rax; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15
nopw	%cs:(%rax,%rax); nop; pxor	%xmm5, %xmm5
movdqa	(%rsp), %xmm3; movdqa	16(%rsp), %xmm4; movq	%r12, (%rax); movq	%rbp, 8(%rax); movl	$1, 16(%rax); movups	%xmm3, 24(%rax); movups	%xmm4, 40(%rax); addq	$40, %rsp; movq	%rbx, %rax; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; xorl	%edx, %edx; xorl	%esi, %esi; xorl	%edi, %edi
movl	$40, %edx; movl	$37, %esi; movq	%r12, %rdi
movsd	(%rsp), %xmm1; movq	%rbp, %rdx; movq	%r12, %rsi; movsd	40(%rsp), %xmm0; movq	112(%rsp), %rcx; movq	%rbx, %rdi; addsd	%xmm0, %xmm1
movl	%r14d, %r13d; movq	%r15, %r14; addq	$1, 32(%rsp); addq	%r14, %rbx; subl	%r13d, 48(%rsp)
movq	24(%rsp), %r8; movq	%rax, %rcx; movq	%r15, %rdx; movq	%rbx, %rsi; movq	%r13, %rdi
movq	%rax, %rbp; movl	96(%rbx), %eax; movq	$-1, %rsi; testl	%eax, %eax
popq	%rdx; xorb	$-28, %al
leaq	874051(%rip), %rax; movb	$0, 32(%r14); movq	%rax, 16(%r14); movq	$0, 8(%rsp); movq	%r12, 24(%r14); movq	16(%rsp), %rdi
nopw	(%rax,%rax); movl	$5, %ecx; movl	$412, %edx                      # imm = 0x19C; leaq	313584(%rip), %rsi; leaq	314053(%rip), %rdi
movsd	80(%rsp), %xmm1; movq	%rbx, %rdi; subsd	96(%rsp), %xmm1; movsd	64(%rsp), %xmm0; movsd	32(%rsp), %xmm2; movl	%eax, %r13d; mulsd	40(%rsp), %xmm2; movsd	72(%rsp), %xmm4; subsd	%xmm1, %xmm0; addsd	88(%rsp), %xmm4; mulsd	48(%rsp), %xmm2; addsd	104(%rsp), %xmm4; movsd	56(%rsp), %xmm3; movapd	%xmm0, %xmm1; andpd	620360(%rip), %xmm1; mulsd	679336(%rip), %xmm1; addsd	%xmm4, %xmm1
movq	8(%rbx), %rax; movq	16(%rbx), %rdx; pxor	%xmm0, %xmm0; leaq	(,%rax,8), %rcx; xorl	%eax, %eax; nopw	%cs:-234881024(%rax,%rax); movups	(%rdx), %xmm1; addq	$1, %rax; addq	%rcx, %rdx; mulsd	%xmm1, %xmm1; addsd	%xmm1, %xmm0; cmpq	%rax, %rsi
leaq	564094(%rip), %rsi
cmpb	$111, 1(%rbx)
nopw	(%rax,%rax); xorl	%eax, %eax; xorl	%ebp, %ebp; movq	%rbp, (%r12); addq	$24, %rsp; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi; xorl	%r8d, %r8d; xorl	%r9d, %r9d; xorl	%r10d, %r10d
nop; leaq	466873(%rip), %rdi
xchgb	%sil, 90(%r10); sbbl	%esi, %edi
xorl	%ecx, %ecx; xorl	%edx, %edx; movq	%r12, %r8; movl	$1, %esi; movq	%rax, %rdi; movq	%rax, %rbx
movq	80(%rbx), %r12; leaq	869111(%rip), %rsi; movq	%r12, %rdi
nopl	(%rax); cmpl	$15000, %eax                    # imm = 0x3A98
movl	$19, %ecx; movl	$196, %edx; leaq	1582181(%rip), %rsi; leaq	1578764(%rip), %rdi
movsd	%xmm2, 16(%rsp); movsd	%xmm1, 8(%rsp)
leaq	1(%rax), %rdx; movq	%rdx, 256(%rbx); movb	$62, (%rbx,%rax); movb	$62, 264(%rbx)
movb	$-77, %ch; orb	$118, %al; sbbl	%ebp, 97(%rcx); pushq	$-96751732                      # imm = 0xFA3BAF8C; pushq	%rdx; andl	$2702413076, %eax               # imm = 0xA1138D14; movl	$1777071519, %esp               # imm = 0x69EBF59F
movq	%rbx, %rax; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi
movq	-176(%rbp), %rdi; movq	-408(%rbp), %rax; cmpq	%rax, %rdi
nopl	(%rax); movq	40(%r13), %rdi
leal	77(%rsi), %esi
nopl	(%rax); movl	$4, %ecx; movl	$282, %edx                      # imm = 0x11A; leaq	1467358(%rip), %rsi; leaq	1467120(%rip), %rdi
movq	715198(%rip), %rax; movq	715382(%rip), %xmm6; movsd	16(%rsp), %xmm7; movsd	8(%rsp), %xmm5; movq	%rax, %xmm2
movsd	8(%rsp), %xmm1; addsd	%xmm1, %xmm1; subsd	1135271(%rip), %xmm1; movq	$2, 32(%r15); movapd	%xmm1, %xmm0; mulsd	%xmm1, %xmm0; mulsd	%xmm0, %xmm1; movsd	1135243(%rip), %xmm0; subsd	%xmm1, %xmm0; movsd	1204783(%rip), %xmm1; maxsd	%xmm0, %xmm1; movsd	24(%r15), %xmm0; mulsd	%xmm1, %xmm0; movsd	%xmm0, 24(%r15); movq	200(%rsp), %rax; subq	%fs:40, %rax
addl	$1, %ebp; movq	%r14, %rdi
movl	(%rdi), %eax; xorl	%edx, %edx; subl	$1, %eax; cmpl	$1, %eax
testb	%sil, %sil
nopl	(%rax); movq	24(%r14), %rax; pxor	%xmm0, %xmm0; movq	%rbp, %rsi; movq	%rbx, %rdi; cvtss2sd	(%rax,%r12), %xmm0; movl	$1, %eax
sbbl	$897622453, %eax                # imm = 0x3580A1B5; pushq	%rdi; xchgl	%ebx, %eax; cli; xchgl	%ecx, %eax; outsb	(%rsi), %dx; movabsl	%eax, -6661858154598312096; popq	%rbx; testb	%dh, %ch
leaq	128(%rcx), %rcx; subq	$2, %rdx
movq	-24(%r13), %rax; movq	24(%rsp), %rdx; movq	%r12, %rdi; movq	%r13, 112(%rsp); movq	%rdx, 112(%rsp,%rax); movq	1428322(%rip), %rax; addq	$16, %rax; movq	%rax, 224(%rsp)
pushq	$188
nopl	(%rax); movapd	805328(%rip), %xmm0; movl	$15, %ecx; movl	$1218, %edx                     # imm = 0x4C2; leaq	822191(%rip), %rsi; movups	%xmm0, (%rdi); leaq	701410(%rip), %rdi
movl	$6, (%rbx); movq	%rax, 304(%rbx)
movl	$22, (%rbp); movq	%rax, 8(%rbp); addq	$24, %rsp; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15
cld; std
movq	(%rsp), %r11; movq	40(%rsp), %r9; movq	%r15, %r14; xorl	%r13d, %r13d; movq	48(%rsp), %r8; movq	56(%rsp), %rdx; xorl	%r12d, %r12d; subq	$8, %r11; nopl	(%rax); movq	%r12, %r10; addq	$1, %r12; addq	$8, %r14; addq	%rcx, %rdx; addq	%r8, %r13; cmpq	%r12, %rsi
leaq	16(%r15), %rdx; nopl	(%rax); movdqu	(%r14), %xmm1; movdqu	(%rdx), %xmm0; movq	%r14, %rsi; movq	%rbx, %rdx; movq	16(%rsp), %rdi; pxor	%xmm1, %xmm0; movaps	%xmm1, (%rsp); movaps	%xmm0, 48(%rsp)
pushq	%rdi; cmpsb	%es:(%rdi), (%rsi); andl	$347685145, %eax                # imm = 0x14B94119; fstps	-27(%rbx); cmpl	$2370347282, %eax               # imm = 0x8D48A112
movq	24(%rbx), %rdi; movq	24(%rbp), %rax; leaq	(%rdi,%r9,4), %rcx; leaq	(%rax,%r10,4), %rsi; addq	%r11, %rdi; nopl	(%rax,%rax); movl	(%rcx), %eax; xorl	%edx, %edx; addq	$4, %rcx; divl	(%rsi); addq	$4, %rsi; movl	%eax, -4(%rcx); cmpq	%rdi, %rcx
movq	%r11, %rsi; movq	%r10, %rdi; movq	%r8, 32(%rsp); movq	%r9, 24(%rsp); movq	%r11, 16(%rsp); movq	%r10, 8(%rsp)
movq	%rbp, %rdx; movl	$1, %esi; movq	%r15, %rdi
movq	(%rbp), %rdx; movl	(%rdx), %eax; addl	24(%rsp), %eax; movl	%eax, (%rdx); movq	8(%rdx), %rdx; cltq; movb	$0, (%rdx,%rax)
movq	24(%rdi), %rax; movq	8(%rax), %rax; xorl	%edx, %edx; xorl	%esi, %esi; xorl	%edi, %edi
movq	40(%rsp), %rax; movq	%rbp, %rdx; addq	%r14, %r11; subq	%rsi, %rdx; xorl	%esi, %esi; shlq	$3, %rdx; leaq	(%rax,%r11,8), %rdi
movq	8(%rbx), %rax; movq	16(%rbx), %rcx
movabsb	%al, 4916098284304459441; subb	-177300717(%rax), %cl; addb	%cl, %bl
leaq	2354675(%rip), %rdx; movl	$456, %esi                      # imm = 0x1C8; leaq	2354512(%rip), %rdi
leaq	4(%r8), %rcx; leaq	(%r8,%rax,4), %r9; movl	%edi, %r8d; nopl	(%rax); movl	(%rcx), %eax; cmpl	%eax, %edi; cmoval	%eax, %edi; cmpl	%eax, %r8d; cmovbl	%eax, %r8d; addq	$4, %rcx; cmpq	%r9, %rcx
movq	8(%rbp), %rax; movq	48(%rbp), %rdx; leaq	80(%rbx), %rdi; leaq	24(%rbx), %r12; movq	%rax, (%rbx); movq	-24(%rax), %rax; movq	%rdx, (%rbx,%rax); movq	56(%rbp), %rax; movq	%rax, 16(%rbx); movq	(%rbp), %rax; movq	64(%rbp), %rdx; movq	%rax, (%rbx); movq	-24(%rax), %rax; movq	%rdx, (%rbx,%rax); movq	72(%rbp), %rax; movq	$0, 32(%rbx); movq	%rax, 16(%rbx); movq	1237167(%rip), %rax; movq	$0, 40(%rbx); addq	$16, %rax; movq	$0, 48(%rbx); movq	%rax, 24(%rbx); movq	$0, 56(%rbx); movq	$0, 64(%rbx); movq	$0, 72(%rbx)
movzbl	(%rax), %edx; testb	%dl, %dl
divsd	8(%rsp), %xmm0; mulsd	%xmm0, %xmm0; movsd	16(%rsp), %xmm1; subsd	%xmm0, %xmm1
movq	%rbp, (%r13); movl	$1, %eax; movl	%edx, (%r12); addq	$8, %rsp; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; xorl	%edx, %edx; xorl	%esi, %esi; xorl	%edi, %edi
movb	$1, 8(%rbx); movq	%rbx, %rax; popq	%rbx; popq	%rbp; popq	%r12
movq	%rcx, %r8; movl	%edx, %ecx; movq	%rsi, %rdx; movq	%rdi, %rsi; xorl	%edi, %edi
movq	48(%r12), %r13
movdqu	(%rsp), %xmm0; movq	32(%rsp), %rax; movq	%r13, %rdi; movdqu	16(%rsp), %xmm1; movq	%rax, 96(%rsp); movaps	%xmm0, 64(%rsp); movaps	%xmm1, 80(%rsp)
movq	80(%rsp), %rcx; testq	%rcx, %rcx
movq	%rcx, %rdi; movq	%r8, 16(%rsp); movl	%esi, 8(%rsp)
leaq	64(%rbp), %rsi; movl	$1, %edx; movq	%rbp, %rdi; movq	%r9, 16(%rsp); movl	%r8d, 12(%rsp); andl	$511, %ebx                      # imm = 0x1FF
movsd	16(%rsp), %xmm5; leaq	96(%rsp), %rdi; movapd	%xmm5, %xmm0; movsd	%xmm5, 40(%rsp)
movq	$0, 24(%rsp); movq	$0, 8(%rsp)
movl	8(%rbx), %edx; leal	-1(%rdx), %ecx; movl	%ecx, 8(%rbx); cmpl	$1, %edx
movq	16(%rsi), %rsi; movq	16(%rdi), %rax; addq	%r9, %r9; leaq	(%rdx,%rdx), %rdi; xorl	%ecx, %ecx; nopw	%cs:251658240(%rax,%rax); movb	$16, %bh; imulw	(%rsi), %dx; addq	$1, %rcx; addq	%rdi, %rsi; movw	%dx, (%rax); addq	%r9, %rax; cmpq	%rcx, %r8
nopl	(%rax,%rax); movl	$2, %esi; movq	%rbx, %rdi
nopl	(%rax); leaq	1632(%rsp), %rax; cmpq	%rax, %r12
movl	$2, %ebp
movq	(%rsp), %rdi; cmpq	%r14, %rdi
nopw	(%rax,%rax); movl	$15, %edx
leaq	723777(%rip), %rsi; movq	%rax, %rdi
nopl	(%rax,%rax); movq	%rdx, %rdi; xorl	%r12d, %r12d
xorl	$316765385, %edi                # imm = 0x12E174C9; wait; ficompl	1965701139(%rip); addl	634931875(%rdx), %ecx
movdqu	56(%r13), %xmm4; leaq	16(%rsp), %r15; movq	16(%r13), %rdx; leaq	144(%r13), %rdi; movdqu	144(%r13), %xmm0; movq	%r15, %rsi; pxor	%xmm4, %xmm0; movups	%xmm0, 144(%r13)
leaq	460556(%rip), %rsi; movq	%rbp, %rdi; movq	%rax, %rdx
nopl	(%rax,%rax); cmpl	$2, %esi
movl	36(%rax), %ecx; movq	%rax, %rdi; movq	40(%rax), %rax; testl	%ecx, %ecx
addq	$40, %rsp; movq	%rbx, %rax; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13
movq	%rcx, %rax; cmpq	%rdx, (%rcx)
movq	%rbp, %rsi; movl	$71, %edx; movq	(%rax), %rdi; movq	%rax, %rbx
leaq	895502(%rip), %rdx; movl	$737, %esi                      # imm = 0x2E1; leaq	895094(%rip), %rdi
movq	1254350(%rip), %rax; leaq	64(%rbx), %rdi; addq	$16, %rax; movq	%rax, 8(%rbx)
nop; movq	%r14, %rdx; movq	%r13, %rsi; movq	%rbx, %rdi
comisd	%xmm3, %xmm0
nop; leaq	511583(%rip), %rsi; movq	%rbp, %rdi
pushq	$2756                           # imm = 0xAC4
subq	$8, %rsp; movq	%rbp, %rsi; movq	%r12, %rdi; pushq	%r13; movq	%rax, %rcx; leaq	256(%r15), %r9; leaq	128(%r14), %r8; pushq	32(%rsp); movl	$1073741824, %edx               # imm = 0x40000000; addq	$1073741824, %rbp               # imm = 0x40000000; addq	$1073741824, %r12               # imm = 0x40000000; pushq	32(%rsp)
shlq	$2, %r13; movq	%r13, %rdi
movslq	60(%rsp), %rax; movq	%r14, %rdx; movq	%r15, %rdi; leaq	(%rbx,%rax), %rsi
rep		jne	48
nopl	(%rax,%rax); leaq	2927353(%rip), %rax
sqrtsd	%xmm3, %xmm3; addsd	%xmm1, %xmm1; andl	$7, %edi; pxor	%xmm5, %xmm5; cmpl	$1, %edi; movapd	%xmm5, %xmm4; sbbq	%rcx, %rcx; addsd	%xmm2, %xmm1; andl	$80, %ecx; addq	$112, %rcx; cmpl	$1, %edi; leaq	1403768(%rip), %rdi; sbbl	%edx, %edx; subsd	%xmm2, %xmm1; movsd	963802(%rip), %xmm2; andl	$10, %edx; addl	$14, %edx; movslq	%edx, %rsi; subl	$1, %edx; mulsd	%xmm2, %xmm1; leaq	(%rdi,%rsi,8), %rax; subq	%rdx, %rsi; leaq	-8(%rdi), %rdx; leaq	(%rdx,%rsi,8), %rdx; movapd	%xmm1, %xmm6; addsd	%xmm1, %xmm6
pushq	$2989                           # imm = 0xBAD
leaq	2376225(%rip), %rdx; movl	$404, %esi                      # imm = 0x194; movq	%r13, %rdi
nopl	(%rax); cmpl	$-1, %esi; sete	%r9b; testq	%r13, %r13; setne	%r12b; movl	%r9d, %r11d; andb	%r9b, %r12b
shlq	$5, %rbp; xorl	%r14d, %r14d; xorl	%r13d, %r13d; testq	%r15, %r15
nopw	%cs:1207959552(%rax,%rax); movl	120(%rdi), %eax; testq	%rax, %rax
nopl	(%rax); addq	$208, %rdi; movq	%r9, 8(%rsp)
movq	16(%rsp), %rax; testq	%r8, %r8
leaq	(%rbx,%rdx,8), %rax
xorl	%edx, %edx; movl	$128, %esi; xorl	%eax, %eax; movl	$16, %edi
nopw	%cs:-234881024(%rax,%rax); mulps	%xmm7, %xmm2; movapd	%xmm6, %xmm11; comisd	%xmm2, %xmm1
addq	$856, %rsp                      # imm = 0x358; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13
subq	$8, %rsp; movl	%ebx, %edx; movq	%rbp, %rsi; movl	36(%rsp), %eax; pushq	%rax; movq	48(%rsp), %r8; movq	24(%rsp), %rcx; movq	32(%rsp), %rdi
nopl	(%rax); movq	%rbp, 40(%r13)
movq	%rbx, %rdx; movq	%r12, %rsi; movq	%r14, %rdi
nop; movl	$19, %ecx; movl	$490, %edx                      # imm = 0x1EA; leaq	1558896(%rip), %rsi; leaq	1558514(%rip), %rdi
leaq	1998428(%rip), %rdx; movl	$177, %esi; leaq	1998290(%rip), %rdi
addq	$16, %rsp; sqrtsd	%xmm0, %xmm0; popq	%rbx
movl	$196, %edx; movq	%r15, %rsi; leal	1(%rax), %r12d; movslq	%r12d, %r12; movq	%r12, %rdi
movups	%xmm2, (%rsi); pxor	%xmm2, %xmm2; movups	%xmm3, 16(%rsi); pxor	%xmm3, %xmm3; movups	%xmm4, 32(%rsi); pxor	%xmm4, %xmm4; movups	%xmm5, 48(%rsi); pxor	%xmm5, %xmm5; movups	%xmm6, 64(%rsi); pxor	%xmm6, %xmm6; pxor	%xmm7, %xmm7
movq	24(%rax), %rdx; cmpq	872(%rbp), %rdx
movsbl	%al, %esi
movq	24(%r10), %rcx; movq	%rdi, %rax; movq	%r8, %rdx; shlq	$4, %rax; shlq	$4, %rdx; addq	24(%r11), %rdx; addq	%rcx, %rax; addq	%r9, %rcx; nopl	(%rax); fldt	(%rax); addq	$16, %rax; addq	$16, %rdx; fldt	-16(%rdx); fdivrp	%st, %st(1); fstpt	-16(%rax); cmpq	%rcx, %rax
endbr64; pushq	%r12; movq	%rsi, %r12; leaq	834646(%rip), %rsi; pushq	%rbp; pushq	%rbx; movq	%rdi, %rbx; subq	$16, %rsp; movq	%rsp, %rbp; movq	%rbp, %rdi
movq	8(%r12), %rdx; movslq	%ebp, %rax; addq	$1, %rbx; addl	$1, %ebp; movb	%sil, (%rdx,%rax); movzbl	(%rbx), %esi; movq	8(%r14), %rdx
leaq	40(%rsp), %rbp; leaq	16(%r12), %rsi; movq	%rax, 32(%rsp); movq	%rbp, %rdi
pxor	%xmm0, %xmm14
movq	16(%rsi), %rdi; movq	8(%rsi), %rsi; leaq	(%rax,%rcx,4), %r8; nopl	(%rax,%rax); movslq	(%rax), %rcx; movq	(%rdx), %xmm0; addq	$4, %rax; addq	$8, %rdx; imulq	%rsi, %rcx; movq	(%rdi,%rcx,8), %xmm2; movaps	%xmm2, %xmm1; shufps	$229, %xmm2, %xmm2              # xmm2 = xmm2[1,1,2,3]; shufps	$224, %xmm1, %xmm1              # xmm1 = xmm1[0,0,2,3]; mulps	%xmm0, %xmm1; shufps	$225, %xmm0, %xmm0              # xmm0 = xmm0[1,0,2,3]; mulps	%xmm2, %xmm0; movaps	%xmm1, %xmm2; subps	%xmm0, %xmm2; addps	%xmm1, %xmm0; movss	%xmm2, %xmm0                    # xmm0 = xmm2[0],xmm0[1,2,3]; movlps	%xmm0, -8(%rdx); cmpq	%rax, %r8
movq	16(%rsp), %rcx; movl	$1, %eax; testq	%rcx, %rcx
pxor	%xmm4, %xmm4; movq	577015(%rip), %xmm5; movsd	16(%rsp), %xmm3; cvtsi2sd	%ebx, %xmm4; movsd	48(%rsp), %xmm2; movsd	32(%rsp), %xmm1; leaq	160(%rsp), %rdi; mulsd	%xmm0, %xmm4; movapd	%xmm3, %xmm0; andpd	%xmm4, %xmm5; movsd	%xmm4, 8(%rsp); mulsd	635943(%rip), %xmm5; movq	%xmm5, %r12
nopl	(%rax); subq	$8, %rsp; movl	$19, %ecx; movl	$133, %edx; leaq	434995(%rip), %rsi; leaq	434998(%rip), %rdi
nopl	(%rax,%rax); xorl	%ecx, %ecx; xorl	%edx, %edx; xorl	%esi, %esi
movl	$1, %eax; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi
cmpl	1853075216(%rip), %esp; popq	%rdi; ficomps	%cs:(%rbx,%rdx); popq	%rdi; orb	$96, %al
leaq	320(%rsp), %rbx; leaq	64(%rsp), %rdi
subl	(%rdx), %edx; insb	%dx, %es:(%rdi); nop; xchgl	%esi, %eax; lock; adcl	$3078806759, %eax               # imm = 0xB782DCE7
movq	%r13, %rcx; movq	%rbx, %rsi; movq	%r12, %rdi; movl	$1, %edx
movq	$0, 16(%rsp); movl	$1, %r12d; movq	$0, 8(%rsp); nopl	(%rax); movsd	-8(%rbx,%r12,8), %xmm1; movapd	%xmm1, %xmm0; movsd	%xmm1, 32(%rsp); mulsd	%xmm1, %xmm0; addsd	8(%rsp), %xmm0; movsd	%xmm0, 8(%rsp); pxor	%xmm0, %xmm0; cvtsi2sd	%r12d, %xmm0; addq	$1, %r12; addsd	%xmm0, %xmm0; mulsd	24(%rsp), %xmm0
nopw	(%rax,%rax); addl	$1, %eax; cmpl	$20000, %eax                    # imm = 0x4E20
movl	32(%rbx), %eax; movslq	20(%rbx), %rsi; orl	$13, %eax; movl	%eax, 32(%rbp); testl	%esi, %esi
nopw	%cs:1207959552(%rax,%rax); movl	88(%rsp), %eax; subq	%fs:40, %rax
cmpq	24(%rbx), %r12
popq	%rsi; xchgq	%r9, %rax; movb	$60, %cl; int	$3
pushq	%r12; movl	$1, %eax; pushq	%rbp; pushq	%rbx; movq	%rdi, %rbx; movq	96(%rdi), %rdi; testq	%rdi, %rdi
movsd	8(%rsp), %xmm3; movsd	(%rsp), %xmm4
movq	424(%rsp), %rax; movq	$0, 400(%rsp); movq	432(%rsp), %rsi; movq	528(%rsp), %rcx; leaq	(,%rax,8), %r9; movq	520(%rsp), %rax; movq	96(%rsp), %r10; movq	576(%rsp), %rdx; leaq	(,%rax,8), %r8; movq	568(%rsp), %rax; leaq	(,%rax,8), %rdi; xorl	%eax, %eax; nopw	(%rax,%rax); movsd	(%rsi), %xmm0; movsd	%xmm0, (%rcx); andpd	(%rsp), %xmm0; movq	$0, (%rdx); comisd	400(%rsp), %xmm0
nopl	(%rax); leaq	-1157223(%rip), %rdx
movq	%rbp, %rdi; movq	%r12, %rax; xorl	%r13d, %r13d; subq	$1, %rax
cmpq	$1, %rbx
leaq	2004985(%rip), %rax; testl	%ebx, %ebx
leaq	1646671(%rip), %rax; movl	8(%rax), %eax; andl	$32, %eax; cmpl	$1, %eax; sbbl	%r13d, %r13d; andl	$-4, %r13d; addl	$8, %r13d; cmpl	$1, %eax; sbbl	%r14d, %r14d; addl	$3, %r14d
xorl	%r12d, %r12d; xorl	%r13d, %r13d; movq	%r12, %rdi
cmpsl	%es:(%rdi), (%rsi); adcl	-2100274247(%rcx), %eax; inb	$133, %al; cwtl; movb	-2040574222(%rdx,%rdx,8), %dh; cmpsl	%es:(%rdi), (%rsi); sbbb	%ch, %ah; subl	(%rbx), %esi
movq	680(%rbx), %rdi; movq	%r12, %rsi
movq	%rax, 104(%rbx); movq	%rax, %r12; testq	%rax, %rax
movl	$14, %esi; movl	$1, %r12d; xorl	%ebx, %ebx
movq	%rax, %rcx; movq	%rdx, %rax; movq	%rcx, 272(%rsp); movq	%rcx, %rdx; movq	%rax, 280(%rsp); movq	%rcx, 544(%rsp); movl	280(%rsp), %ecx; movl	%ecx, 552(%rsp); movl	568(%rsp), %eax; addq	$48, %rsp; testl	%eax, %eax
xorb	%al, %al; pushq	%rax; movb	$54, %cl; fsubrl	-84(%rcx); ficoml	119(%rbx); xchgl	%esp, %eax; sti; andl	1984597447(%rsi), %edx; pushq	$1090237180                     # imm = 0x40FBB2FC; movb	$93, %ah; cltd; xchgb	%bl, 13(%rbx); outb	%al, %dx
movq	$0, 2064(%rsp)
leaq	1236564(%rip), %rdx; movl	$331, %esi                      # imm = 0x14B; leaq	1236302(%rip), %rdi
addq	$56, %rsp; movl	%ebp, %eax; popq	%rbx; popq	%rbp
leaq	1966884(%rip), %rdx; movl	$575, %esi                      # imm = 0x23F; leaq	1966640(%rip), %rdi
addq	%rax, %r14; testq	%rbp, %rbp
nopl	(%rax); movapd	%xmm0, %xmm4; andpd	635388(%rip), %xmm4; comisd	%xmm5, %xmm4
movl	%r10d, %edx; addq	$8, %rsp
cmpl	$1, %esi; leaq	1286984(%rip), %rdx; leaq	1286982(%rip), %rax; cmoveq	%rdx, %rax; movq	%rax, (%rdi)
movq	32(%rsp), %rax; movdqu	(%rsp), %xmm0; movq	%r12, %rdi; movdqu	16(%rsp), %xmm1; leaq	48(%rsp), %r12; movq	%rax, 80(%rsp); movaps	%xmm0, 48(%rsp); movaps	%xmm1, 64(%rsp)
pushq	%r15; pushq	%r14; pushq	%r13; movq	%rsi, %r13; pushq	%r12; pushq	%rbp; movq	%rdi, %rbp; pushq	%rbx; subq	$40, %rsp; movq	%fs:40, %rax; movq	%rax, 24(%rsp); xorl	%eax, %eax; movq	$0, 16(%rsp); testq	%rsi, %rsi
movq	16(%r13), %rax; movq	24(%r13), %rdx
movq	8(%rsp), %rbx; movq	16(%r15), %rdx; movq	24(%rsp), %rcx; movq	48(%rsp), %rsi; movq	%rbx, %rdi
movq	%rbx, %rdx; leaq	312492(%rip), %rsi; leaq	312517(%rip), %rdi; xorl	%eax, %eax
addq	$1, %r14; cmpl	%r14d, 48(%rsp)
xorl	%edx, %edx; movq	%r14, %rsi; movq	%rbp, %rdi
nopl	(%rax,%rax); leaq	1537481(%rip), %rax
nopw	(%rax,%rax); xorl	%r15d, %r15d; xorl	%edx, %edx; xorl	%r14d, %r14d
movq	104(%rsp), %rax; movq	112(%rsp), %rdi; movsd	8(%rsp), %xmm1; movq	16(%rsp), %r11; testq	%rax, %rax; movq	24(%rsp), %r9; movsd	%xmm1, 24(%rdi,%rax,8)
addq	%rbp, %rax; cmpq	%rax, %rdx
leaq	1953452(%rip), %rdx; movl	$61, %esi; xorl	%ebp, %ebp; leaq	1953411(%rip), %rdi
xorl	%eax, %eax; xorl	%edx, %edx; movl	$116, %esi; movl	$46, %edi
movq	%r8, %rdi; movb	%r11b, 32(%rsp)
movq	8(%r14), %rdx; movq	16(%rsp), %r13; movq	%rbp, %rdi; movq	144(%rsp), %rax; movdqu	112(%rsp), %xmm1; imulq	%r12, %rdx; subq	%r12, %r13; movq	32(%rsp), %rsi; addq	$1, %r12; movq	%rax, 192(%rsp); movq	16(%r14), %rax; movq	%r13, %rcx; movdqu	128(%rsp), %xmm2; movaps	%xmm1, 160(%rsp); movsd	(%rax,%rdx,8), %xmm0; movq	%r12, %rdx; movaps	%xmm2, 176(%rsp); movsd	%xmm0, 8(%rsp)
sbbl	$915927177, %eax                # imm = 0x3697F089; orb	(%rcx), %bl
movq	8(%rsp), %rsi; movq	%r14, %rdi
addl	$1, %r13d; movq	%r12, %rdi
movq	%rbp, %rdi; movl	$395, %esi                      # imm = 0x18B; leaq	934678(%rip), %rdx
nopw	(%rax,%rax); movl	$4, %ecx; movl	$75, %edx; leaq	1290574(%rip), %rsi; leaq	1289963(%rip), %rdi
nopl	(%rax); fstp	%st(1); addq	$16, %rdx; addq	$4, %rdi; cmpq	%rdx, %rcx
movsd	16(%rsp), %xmm2; movsd	%xmm0, (%rsp); movapd	%xmm2, %xmm0
xlatb; sbbb	%bh, %al; movabsb	-5072406006840022562, %al
nopw	(%rax,%rax); movapd	%xmm3, %xmm0; movsd	%xmm3, 24(%rsp)
addl	$1, 40(%rsp)
movq	1868631(%rip), %xmm7; movaps	%xmm7, (%rsp); movsd	(%rsp), %xmm0; movsd	8(%rsp), %xmm1; addq	$72, %rsp
pushq	$-34
movq	8(%rsp), %rax; addq	32(%rbp), %rax; addq	$1, %r14; movq	%r12, (%rax); addl	%r15d, %r15d; cmpq	$12, %r14
imulq	$1000000000, %rcx, %rax         # imm = 0x3B9ACA00; imulq	$1000000000, %rdi, %rcx         # imm = 0x3B9ACA00; addq	%r9, %rax; addq	%r8, %rcx; cmpq	%rcx, %rax
nopl	(%rax,%rax); movl	$4, %ecx; movl	$29, %edx; leaq	1320252(%rip), %rsi; leaq	1319180(%rip), %rdi
subq	$8, %rsp; movapd	%xmm0, %xmm1; movsd	1866048(%rip), %xmm2; andpd	1865832(%rip), %xmm1; comisd	%xmm1, %xmm2
movq	144(%rsp), %rax; movq	%r11, (%rsp); movq	%rbx, %rdi; movsd	%xmm1, 8(%rsp); movq	56(%rsp), %rsi; movsd	16(%rsp), %xmm0; movq	24(%rax), %rdx
nopl	(%rax); movq	32(%rbp), %rdi; movl	$10, %edx; xorl	%esi, %esi
endbr64; addq	$104, %rdi
movabsl	%eax, 5924661773611980348; cld; outsl	(%rsi), %dx; inl	$84, %eax; fmul	%st(6), %st; xorb	41(%rsi), %ah; insb	%dx, %es:(%rdi); cmpl	$2943400069, %eax               # imm = 0xAF70B885; sbbb	-99(%rbp), %bh
nopw	%cs:1224736768(%rax,%rax); cmpl	$0, 128(%rbp)
sbbb	(%rdx), %bl; xorb	$26, %al; sbbb	(%rsi), %ch; sbbl	%ss:(%rbx), %ebx; subl	$756751158, %eax                # imm = 0x2D1B1B36; fsubrl	110(%rsi); movb	$-36, %dl; outsb	(%rsi), %dx; outsb	(%rsi), %dx; movb	$-76, %dl; popq	%rdx; popq	%rdx; outb	%al, %dx; movb	$90, %ah; popq	%rdx; outb	%al, %dx; popq	%rbx; movabsb	5955161274594360224, %al; pushq	%rdx; mulb	997652050(%rdx,%rdx,2); cmpl	118(%rbp), %ecx; cmpl	(%rbx), %edi; movb	$-42, %r15b
leaq	2(%r13), %rax; movq	%r13, 80(%rsp); xorl	%r15d, %r15d; movq	%rax, 56(%rsp); movq	%rcx, 40(%rsp); cmpq	$0, 32(%rsp); movl	12(%rsp), %eax
movq	%rbp, 48(%r13); movq	%r14, %rdi; cltq; movq	%rax, 40(%r13)
cld; popfq; adcl	-39(%rax), %ecx; andb	$-61, %al; andl	%eax, 5(%rbx); movb	$40, %dh; xorl	$782698063, %eax                # imm = 0x2EA7064F; imull	$3224241149, %esi, %ebx         # imm = 0xC02E03FD; xorl	-435807929(%rbp), %esi; adcb	%dl, -64(%rbp); movabsl	%eax, -5320001190631096532; sbbl	-475113260(%rdx), %esi; andb	$74, %al; popq	%rax
nopw	%cs:(%rax,%rax); pushq	%r15; movq	%rdx, %rdi; pushq	%r14; pushq	%r13; pushq	%r12; pushq	%rbp; pushq	%rbx; subq	$24, %rsp; movq	%rdx, 8(%rsp)
pushq	%rbp; movapd	%xmm0, %xmm3; pxor	%xmm0, %xmm0; pushq	%rbx; movq	%rdi, %rbx; subq	$104, %rsp; movsd	%xmm1, 8(%rsp); movq	%fs:40, %rax; movq	%rax, 88(%rsp); xorl	%eax, %eax; comisd	%xmm1, %xmm0
movq	(%rsp), %rcx; movq	%rbx, %rdx; movq	%r12, %rsi; movq	1827013(%rip), %rax; movl	$122, %edi; movq	%rax, %xmm0
movsd	%xmm0, 16(%rsp); movapd	%xmm3, %xmm0; movsd	%xmm2, 40(%rsp); movsd	%xmm1, 32(%rsp); movsd	%xmm3, 8(%rsp)
movl	$4, %ecx; movl	$111, %edx; leaq	1411072(%rip), %rsi; leaq	1410885(%rip), %rdi
sahf; cmpl	28(%rbp), %ecx; movb	$-35, %cl; outl	%eax, $160; sti; andb	%dl, %bl; xchgl	%ecx, %eax
std; cmpl	$2265588720, %eax               # imm = 0x870A23F0
movl	$2147483647, %eax               # imm = 0x7FFFFFFF; addq	$24, %rsp; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15
pushq	%rbx; movslq	%esi, %rbx; movq	%rbx, %rsi
movsd	32(%rsp), %xmm2; movq	8(%r14), %rdi; movsd	%xmm0, 24(%rsp); movsd	(%rsp), %xmm0; subsd	%xmm2, %xmm0
testb	$-128, 8(%rsp)
movq	8(%rsp), %rdx; movq	16(%rsp), %rdi; xorl	%r8d, %r8d; movq	%r12, %rcx; movq	%rbx, %rsi
movzwl	(%rbp), %esi; movq	%rbx, %rdi
nopl	(%rax); orl	$4, %esi; movl	$32767, %edx                    # imm = 0x7FFF; movl	%esi, -28(%rbp); movw	%dx, (%r14)
movq	%rbp, %rsi; movq	%r12, %rdi
movq	16(%rsp), %rax; cmpq	$0, (%rax)
movsbq	%sil, %rdi; movzwl	(%rbp,%rdi,2), %edi; testb	$8, %dil
movzbl	(%rax), %ecx; movq	%rax, %r9; movq	120(%rsp), %rax; movq	%rax, 104(%rsp); cmpb	$58, %cl
movq	16(%rsp,%r9,8), %rdi; leaq	-4(%r9), %r15; movq	(%rsp), %rax; movq	8(%rsp), %rdx; shrq	$2, %r15; leaq	(%rsp), %rsi; xorq	%r14, %r14; subq	(%rcx), %rax; movq	16(%rsi), %rbx; movq	24(%rsi), %rbp; sbbq	8(%rcx), %rdx; movq	%rax, (%rdi,%r14,8); movq	%rdx, 8(%rdi,%r14,8); sbbq	16(%rcx,%r14,8), %rbx; movq	32(%rsi,%r14,8), %rax; movq	40(%rsi,%r14,8), %rdx; sbbq	24(%rcx,%r14,8), %rbp; movq	%rbx, 16(%rdi,%r14,8); movq	%rbp, 24(%rdi,%r14,8); sbbq	32(%rcx,%r14,8), %rax; movq	48(%rsi,%r14,8), %rbx; movq	56(%rsi,%r14,8), %rbp; sbbq	40(%rcx,%r14,8), %rdx; leaq	4(%r14), %r14; decq	%r15
nopl	(%rax); movdqa	872(%rip), %xmm5; movdqa	880(%rip), %xmm4; movl	$8, %r10d; movdqu	%xmm0, (%rdx)
leaq	2048978(%rip), %rdi; movl	%r12d, %eax; movslq	(%rdi,%rax,4), %rax; addq	%rdi, %rax
cmpq	$-1, %rax
xorl	%r14d, %r14d; leaq	2275912(%rip), %r13; leaq	32(%rsp), %rbp; movl	$3, %ecx; movq	%r13, %rdx; movq	%rbx, %rsi; movq	%rbp, %rdi
leaq	858848(%rip), %r12; movq	%rbx, %rdi; movl	$367, %edx                      # imm = 0x16F; movq	%r12, %rsi
movsd	8(%rsp), %xmm3; movq	629631(%rip), %xmm1; movapd	%xmm0, %xmm4; xorpd	%xmm3, %xmm1; movapd	%xmm1, %xmm0; mulsd	%xmm4, %xmm0
sbbb	-942523067(%rbx), %al; testl	$1772142727, %eax               # imm = 0x69A0C087
movw	%ss, -1170886706(%rax)
movl	8(%r12), %edx; movq	%rsp, %r12; movq	%rax, %rcx; movl	%ebx, %esi; movq	%r12, %rdi
pushq	$1147                           # imm = 0x47B
movl	$3, %eax; testb	$8, %r15b
nopw	(%rax,%rax); cmpq	$0, 64(%rsp)
popq	%rax; lahf
cvttsd2si	%xmm0, %eax; pxor	%xmm1, %xmm1; cvtsi2sd	%eax, %xmm1; ucomisd	%xmm1, %xmm0
nopw	(%rax,%rax); movq	120(%r15), %rbp; leaq	100(%r15,%rbp), %rdx; movl	%ebx, %eax; cmpl	$8, %ebx
nopl	(%rax); leaq	727705(%rip), %rax; xorl	%edx, %edx; xorl	%edi, %edi
leaq	5(%rsp), %rsi; movl	%r13d, %edx
movq	24(%rbp), %rax; movq	%rax, 24(%rbx); popq	%rbx; movl	$1, %eax; popq	%rbp; popq	%r12; xorl	%edx, %edx; xorl	%esi, %esi; xorl	%edi, %edi

nopw	(%rax,%rax); movl	%edx, %ecx; movb	%dh, -2(%rbp); shrl	$16, %ecx; movb	%dl, -3(%rbp); movb	%cl, -1(%rbp); leaq	-3(%rbp,%r15), %rbp; cmpl	$32, %eax
xorl	%edi, %edi; movq	%r12, %xmm0; leaq	128(%rsp), %rsi; movl	%eax, %ebp
movq	224(%rsp), %rax; movdqu	192(%rsp), %xmm7; movdqu	208(%rsp), %xmm2; movsd	64(%rsp), %xmm1; movq	%rax, 768(%rsp); movaps	%xmm7, 736(%rsp); movaps	%xmm2, 752(%rsp); movq	8(%rsp), %rsi; movsd	48(%rsp), %xmm0; movsd	%xmm1, 64(%rsp); movq	32(%rsp), %rdi
pushq	$799                            # imm = 0x31F
movq	$0, (%rbp); popq	%rbx; popq	%rbp; popq	%r12; xorl	%edx, %edx; xorl	%esi, %esi; xorl	%edi, %edi
insb	%dx, %es:(%rdi); subb	%fs:7(%rsi), %bl; sbbl	2044601063(%rip), %esi; movl	$1349280398, %eax               # imm = 0x506C628E
leaq	2336929(%rip), %rdx; movl	$159, %esi; leaq	2336592(%rip), %rdi
inb	%dx, %al; pushq	$-10; inl	%dx, %eax; fadds	(%rcx); stosl	%eax, %es:(%rdi)
movl	$108, %esi; movl	$55, %edi; leaq	1168173(%rip), %rdx; movq	%rax, %rcx; xorl	%eax, %eax
movq	%rax, %rbp; cmpq	144(%rbx), %rax
movq	8(%rsp), %rdi; movl	40(%rsp), %r9d; testl	%eax, %eax
movsd	459949(%rip), %xmm0; comisd	%xmm1, %xmm0
movl	$0, 104(%rbx); movl	$64, %esi; movq	%r12, %rdi
movq	2327482(%rip), %rdi; movq	%rbx, 32(%rsp); testq	%rdi, %rdi
movq	8(%rdx), %rsi; movq	%r13, %rdi
testq	$768, (%r15)                    # imm = 0x300
pxor	%xmm0, %xmm0; subq	%r12, %rbp; movups	%xmm0, 120(%rbx); movups	%xmm0, 136(%rbx); movups	%xmm0, 152(%rbx); movups	%xmm0, 168(%rbx); movdqu	48(%rbx), %xmm0; movq	%rbp, 184(%rbx); shufpd	$1, %xmm0, %xmm0                # xmm0 = xmm0[1,0]; movups	%xmm0, 200(%rbx); addq	$8, %rsp; movq	%rbx, %rax; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13
movq	%r12, %rsi; movq	%r14, %rdi; movl	%eax, 12(%rsp)
leaq	1329127(%rip), %rdx; movl	$0, 8(%rax); addq	$16, %rdx; movq	$0, 16(%rax); movq	%rdx, (%rax); movq	$0, 24(%rax); movb	$0, 32(%rax); movq	$0, 36(%rax); movq	$0, 48(%rax); movq	$0, 56(%rax); movq	$0, 64(%rax); movq	$0, 72(%rax); movq	$0, 80(%rax); movq	$0, 88(%rax); movl	$0, 96(%rax); movq	$0, 100(%rax); movb	$0, 152(%rax); movq	%rax, 16(%rbp)
cmpq	$999999, %rax                   # imm = 0xF423F
movq	8(%rsi), %xmm0; movq	32(%rsi), %rcx; imulq	16(%rsi), %rdx; addq	24(%rsi), %rdx; movhps	1428251(%rip), %xmm0            # xmm0 = xmm0[0,1],mem[0,1]; movq	%rdx, 16(%rax); movq	%rcx, 24(%rax); movl	$0, 32(%rax); movups	%xmm0, (%rax); addq	$24, %rsp
movq	56(%rsp), %rax; movq	72(%rsp), %rdx; movq	64(%rsp), %rcx; addq	%rdx, 40(%rsp); addq	%rdx, 48(%rsp); addq	%rax, %rbx
movq	104(%rbx), %rdx; movq	80(%rbx), %rsi; leaq	124(%rsp), %rcx; movq	%r13, %r8; movq	64(%rbx), %rdi
movq	%r12, %rdx; leaq	617778(%rip), %rsi; movq	%r13, %rdi; addq	%r12, %rbp; negq	%rdx; addq	%r12, %rbx; andl	$15, %edx
movw	%di, (%rsi); movw	%r8w, (%rdx)
addq	$32, %rsp; movq	%rbp, %rax; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; xorl	%edx, %edx; xorl	%esi, %esi; xorl	%edi, %edi
cmpb	%dl, 28(%rsp)
subq	$40, %rsp; movq	%fs:40, %rax; movq	%rax, 24(%rsp); xorl	%eax, %eax; testq	%rdi, %rdi
movq	%r15, (%rax)
movq	600491(%rip), %rax; movsd	64(%rsp), %xmm3; movapd	%xmm0, %xmm2; movq	%rax, %xmm5; movapd	%xmm5, %xmm7; subsd	8(%rsp), %xmm7; movapd	%xmm5, %xmm1; subsd	16(%rsp), %xmm1; movapd	%xmm7, %xmm0; movapd	%xmm5, %xmm7; mulsd	%xmm1, %xmm0; movapd	%xmm5, %xmm1; subsd	32(%rsp), %xmm1; mulsd	%xmm1, %xmm0; movapd	%xmm5, %xmm1; subsd	%xmm2, %xmm1; movq	444238(%rip), %xmm2; mulsd	%xmm1, %xmm0; divsd	%xmm0, %xmm7; movapd	%xmm7, %xmm0; movsd	%xmm7, 32(%rsp); andpd	%xmm2, %xmm0; mulsd	573616(%rip), %xmm0; movsd	%xmm0, 40(%rsp)
nopl	(%rax,%rax); leaq	533755(%rip), %rsi; movq	%r12, %rdi
movq	16(%rbx), %rsi; movq	8(%rsp), %rdi
movl	$8, %ecx; movl	$75, %edx; leaq	1825771(%rip), %rsi; leaq	1825776(%rip), %rdi
movq	64(%rsp), %rax; movq	168(%rsp), %rdx; subq	%fs:40, %rdx
movl	16(%rsp), %edx; movq	24(%rsp), %rcx; movq	%rbx, %rsi; movq	%r12, %rdi
movsd	72(%rsp), %xmm0; movaps	%xmm3, 16(%rsp); xorl	%r13d, %r13d; leaq	928(%rsp), %r12; movsd	%xmm7, 8(%rsp); movq	%r12, %r14; movsd	%xmm2, (%rsp)
movq	56(%rsp), %r8; movq	%r14, %r9; movabsq	$7417428586279206912, %rax      # imm = 0x66F0000000000000; movq	%rax, %mm0; pxor	%xmm1, %xmm1; movl	$131, %ecx; movl	$111, %edx; movl	$121, %esi; movl	$142, %edi
endbr64; pushq	%r15; pushq	%r14; pushq	%r13; movq	%rsi, %r13; pushq	%r12; movq	%rcx, %r12; pushq	%rbp; movq	%rdx, %rbp; pushq	%rbx; movq	%rdi, %rbx; subq	$8, %rsp; movq	%rsi, 8(%rdi); movq	$1, (%rdi); movq	(%rdx), %rdi; movq	%rdi, 16(%rbx); shlq	$3, %rdi
cmpl	(%rax), %edi; testb	$-89, %al; clc
cmpq	$0, 16(%r13)
movl	%r12d, %r15d
movl	$8, %ecx; movl	$49, %edx; leaq	1623573(%rip), %rsi; xorl	%ebx, %ebx; leaq	1663226(%rip), %rdi
nopw	%cs:1207959552(%rax,%rax); subl	$8, %esp; movl	$1, %ecx; movl	$56, %edx; leaq	380354(%rip), %rsi; leaq	380357(%rip), %rdi
movl	$4, %ecx; movl	$115, %edx; leaq	85435(%rip), %rsi; leaq	186320(%rip), %rdi
nopw	(%rax,%rax); movl	$5, %r13d; movl	$4, %r14d; movl	$4, %r15d
movq	352(%rbp), %rdi
movq	24(%rsp), %rsi; movq	48(%rsp), %rdi; movl	$979, %edx                      # imm = 0x3D3; movb	%r11b, 32(%rsp)
movq	8(%rdx), %rbp; cmpq	%rbp, 8(%rsi)
nopl	(%rax); movl	$19, %ecx; movl	$157, %edx; leaq	1061376(%rip), %rsi; leaq	1061392(%rip), %rdi
xorl	%edx, %edx; movl	$154, %esi; xorl	%eax, %eax; movl	$57, %edi
movq	792(%rsp), %rdx; movl	508(%rsp), %eax; orw	$1152, (%rdx)                   # imm = 0x480; movl	%eax, 4(%rdx)
nopl	(%rax); xorl	%ebp, %ebp; addq	$8, %rsp; movq	%rbp, %rax; popq	%rbx; popq	%rbp; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi
nopl	(%rax); testq	%r10, %r10
leaq	403628(%rip), %rdx; movl	$125, %esi; movq	%r13, %rdi
cmpq	1286356(%rip), %rbp
movq	%rcx, 16(%rsp); movq	%rdi, %r14
addb	%al, %bl; movl	$771799224, %eax                # imm = 0x2E00B8B8; addb	%ch, %cs:(%rsi)
xorl	%eax, %eax; cmpb	$42, (%rsi); movq	%rbp, %rdi; movq	%rcx, 8(%rsp); sete	%al; addq	%rax, %rsi
nopw	%cs:1090519040(%rax,%rax); pushq	%rdi; pushq	%r14; pushq	%r13; pushq	%r12; pushq	%rbp; pushq	%rbx; movq	%rdi, %rbx; subq	$168, %rsp; testq	%rdx, %rdx
movq	(%rdx), %rax; movq	%rdi, %rbx; movq	%rax, (%rdi); cmpq	$1, %r8
movl	144(%rsp), %r12d; movq	%r15, %rax; movq	%r14, %r9; movq	%r13, %r15; movq	%rax, %r13; testl	%r12d, %r12d
nop; movq	16(%rsp), %rcx; movq	%rcx, 8(%rsp)
endbr64; pushq	%r12; movq	%rsi, %r12; leaq	834534(%rip), %rsi; pushq	%rbp; pushq	%rbx; movq	%rdi, %rbx; subq	$16, %rsp; movq	%rsp, %rbp; movq	%rbp, %rdi
nopl	(%rax,%rax); cmpb	$0, 32(%r14)
movl	%r12d, %esi; movq	%r15, %rdi
movq	1297459(%rip), %rax; movq	%rbx, %rdi; addq	$16, %rax; movq	%rax, (%rbx); popq	%rbx
nopl	(%rax); cmpq	$-1, %r9
pushq	%rbp; xorl	%eax, %eax; pushq	%rbx; movq	%rdi, %rbx; subq	$8, %rsp; movq	96(%rdi), %rdi; testq	%rdi, %rdi
pushq	%r12; pushq	%rbp; movl	$1, %ebp; pushq	%rbx; testq	%rdi, %rdi
movb	$82, %sil; cmpsl	%es:(%rdi), (%rsi)
nopw	(%rax,%rax); movl	$4, %ecx; movl	$64, %edx; leaq	1415751(%rip), %rsi; leaq	1415912(%rip), %rdi
leal	36(%rbx), %eax; andl	$-16, %eax; subl	%ebx, %eax
nop; movq	8(%rbx), %rax; movq	%rbp, %rdi; movq	8(%rax), %rsi
movsd	8(%rsp), %xmm2; movsd	(%rsp), %xmm5; movsd	16(%rsp), %xmm1; mulsd	%xmm2, %xmm0; comisd	480934(%rip), %xmm0
movq	328(%r14), %rdx; testq	%rdx, %rdx
movslq	%esi, %r12; movq	%rdx, %rbp; movq	%rsp, %rsi; movl	$10, %edx; movq	%rdi, %rbx
movq	8(%rbx), %rdx; movl	(%rdx), %eax; testl	%r13d, %r13d
cmpl	%edx, %edx; movl	$810138869, %edi                # imm = 0x3049BCF5; sbbl	$1324432619, %eax               # imm = 0x4EF13CEB; scasl	%es:(%rdi), %eax
subq	$40, %rsp; movq	%rdx, %rax; movq	8(%rcx), %r10; movq	(%rcx), %rdx; movq	(%rax), %r8; movq	8(%rax), %r9; movq	%xmm0, 16(%rsp); movq	%xmm1, 24(%rsp); movq	%xmm2, (%rsp); movq	%xmm3, 8(%rsp); cmpl	$111, %esi
movb	$-25, %cl
leaq	1230886(%rip), %rax; leaq	104(%rbx), %rdi; movq	$0, 8(%rbx); movq	%rax, 16(%rbx); leaq	1230943(%rip), %rax; movq	%rax, (%rbx); movq	1250205(%rip), %rax; addq	$16, %rax; movq	%rax, 104(%rbx); addq	$16, %rsp; popq	%rbx
nopl	(%rax,%rax); movdqa	%xmm0, (%rsp); movdqa	%xmm1, 16(%rsp); movdqa	%xmm2, 32(%rsp); movdqa	%xmm3, 48(%rsp); xorq	%r8, %r8; movzbl	(%rsi,%r8), %eax; movzbl	(%rsp,%r8), %ecx; leaq	1(%r8), %r8; xorl	%ecx, %eax; movb	%al, -1(%rdi,%r8); decq	%rdx
pxor	%xmm2, %xmm2; subsd	642991(%rip), %xmm0; movsd	40(%rsp), %xmm13; movsd	32(%rsp), %xmm1; cvttsd2si	%xmm0, %eax; cvtsi2sd	%eax, %xmm2
nopw	%cs:(%rax,%rax); nopl	(%rax); xorl	%eax, %eax; cmpq	$0, (%rdi)
xorl	%eax, %eax; movq	56(%rsp), %rdx; subq	%fs:40, %rdx
movq	%rsi, (%rbx); addq	$8, %rbx; cmpq	%rbp, %rbx
leaq	1601787(%rip), %rdx; movl	$292, %esi                      # imm = 0x124
stosb	%al, %es:(%rdi); pushq	%r12

cmpq	(%rax), %rdi
movb	$-33, %dh
popq	%rsi; pushq	%rax; popfq
pcmpeqd	%xmm4, %xmm5; pshufd	$177, %xmm1, %xmm4              # xmm4 = xmm1[1,0,3,2]; por	%xmm1, %xmm4; pshufd	$0, %xmm5, %xmm5                # xmm5 = xmm5[0,0,0,0]; pshufd	$30, %xmm4, %xmm3               # xmm3 = xmm4[2,3,1,0]; por	%xmm3, %xmm4; pxor	%xmm3, %xmm3; pcmpeqd	%xmm3, %xmm4; pshufd	$0, %xmm4, %xmm4                # xmm4 = xmm4[0,0,0,0]; movq	64(%rbx), %rax; movq	72(%rbx), %r14; movq	80(%rbx), %r15; movq	88(%rbx), %r8; movq	%rbx, %xmm1; leaq	64(%rbx), %rsi; leaq	32(%rsp), %rdi
pushq	$2882                           # imm = 0xB42
orb	(%rcx,%rax), %al; orl	%ecx, (%rax); addl	$219024386, %eax                # imm = 0xD0E0C02; addl	(%rdi), %ecx
movq	56(%rbx), %rcx; movq	(%rbx), %rdx; testq	%rcx, %rcx
movq	56(%rbx), %rsi; movq	88(%rbx), %rdi; leaq	16(%rsp), %rdx; movsd	%xmm0, 8(%rsp)
movq	%rax, %r14; testq	%rbx, %rbx
shll	74292612(%rcx); popq	%rsi; sbbb	%cl, %bh; divl	%ecx; xlatb; nop; fiadds	-90(%rdx,%rdx,4)
nopl	(%rax,%rax); addq	$1, %rcx; movl	$3, %r8d; movl	$3, %edi
movswq	%si, %rsi
addsd	(%rsp), %xmm1; movq	24(%r12), %rdx; movq	%r15, %rdi; movq	104(%rsp), %rsi; movq	%xmm1, %rbx; movapd	%xmm1, %xmm0
movq	8(%rsp), %rax; movq	40(%rsp), %rdx; subq	%fs:40, %rdx
nopl	(%rax,%rax); movq	%r14, %rsi; movq	%rbx, %rdi
xorl	%r14d, %r14d; movl	%ebx, %esi; movl	%r9d, %r12d; xorl	%ecx, %esi
movq	%r12, %rcx; movq	%rbp, %rdx; movq	%r14, %rsi; movq	%rax, %rdi
movq	%r13, %rdi; movl	$373, %esi                      # imm = 0x175; leaq	2375948(%rip), %rdx
pushq	$715                            # imm = 0x2CB
movq	1050845(%rip), %rax; leaq	64(%rbx), %rdi; addq	$16, %rax; movq	%rax, 8(%rbx)
endbr64; movq	8(%rsi), %rdx; movq	(%rsi), %rsi
endbr64; pushq	%rbx; movq	%rdi, %rbx; movq	833137(%rip), %rdi
movq	1912585(%rip), %rax; movl	(%rax), %eax; testl	%eax, %eax
nopl	(%rax,%rax); pushq	%rbp; movq	%rdi, %rbp; pushq	%rbx; movq	%rsi, %rbx; leaq	753405(%rip), %rsi; movq	%rbx, %rdi; subq	$40, %rsp; movq	%fs:40, %rax; movq	%rax, 24(%rsp); xorl	%eax, %eax; leaq	8(%rsp), %rcx; leaq	4(%rsp), %rdx; subq	$8, %rsp; leaq	28(%rsp), %rax; pushq	%rax; xorl	%eax, %eax; leaq	32(%rsp), %r9; leaq	28(%rsp), %r8
testl	%r13d, %r13d; movsd	48(%rsp), %xmm15; movsd	64(%rsp), %xmm12; movapd	80(%rsp), %xmm3; movsd	112(%rsp), %xmm10; movsd	%xmm0, 160(%rsp); movsd	128(%rsp), %xmm5
mulsd	%xmm7, %xmm0; movsd	1398629(%rip), %xmm7; addsd	847165(%rip), %xmm5; mulsd	%xmm3, %xmm3; mulsd	%xmm4, %xmm7; subsd	%xmm9, %xmm0; mulsd	%xmm3, %xmm5; mulsd	%xmm6, %xmm3; addsd	%xmm7, %xmm0; addsd	%xmm0, %xmm5; andpd	%xmm1, %xmm0; mulsd	%xmm2, %xmm0; addsd	%xmm5, %xmm4; movsd	1398644(%rip), %xmm5; andpd	%xmm1, %xmm5; addsd	%xmm5, %xmm0; andpd	%xmm4, %xmm1; mulsd	%xmm2, %xmm1; addsd	%xmm3, %xmm0; addsd	%xmm1, %xmm0; movsd	%xmm4, (%rbx); xorl	%eax, %eax; movsd	%xmm0, 8(%rbx)
xorl	%ebx, %ebx; movq	%rsp, %rbp; nopl	(%rax); movq	%rbx, %rdx; movq	%r13, %rsi; movq	%rbp, %rdi; addq	$1, %rbx
pushq	$2131                           # imm = 0x853
mulsd	%xmm0, %xmm3; subl	$1, %esi; mulsd	%xmm0, %xmm13; movapd	%xmm3, %xmm8
movsd	56(%rsp), %xmm11; movsd	248(%rsp), %xmm0; movsd	256(%rsp), %xmm1; movsd	72(%rsp), %xmm8; movapd	%xmm0, %xmm13; movsd	48(%rsp), %xmm12; movsd	232(%rsp), %xmm5; addsd	%xmm1, %xmm13; movl	208(%rsp), %ecx; movsd	240(%rsp), %xmm7; movapd	%xmm5, %xmm6; movsd	64(%rsp), %xmm9; movsd	24(%rsp), %xmm3; addsd	%xmm7, %xmm6; testl	%ecx, %ecx; movsd	32(%rsp), %xmm2; movsd	40(%rsp), %xmm4; movq	1641423(%rip), %xmm10; movapd	%xmm13, %xmm14; subsd	%xmm11, %xmm14; addsd	%xmm14, %xmm8; movapd	%xmm6, %xmm14; subsd	%xmm12, %xmm14; addsd	%xmm14, %xmm9
movq	8(%rsp), %rcx; movq	56(%rcx), %rdx; movzbl	(%rdx), %ecx; cmpb	%cl, (%rax)
nop; movq	8(%rbx), %rdi
pushq	%r15; pushq	%r14; pushq	%r13; pushq	%r12; pushq	%rbp; pushq	%rbx; subq	$8, %rsp; movq	48(%rdi), %r14; movq	8(%rdi), %r13; testq	%r14, %r14
leaq	1(%r9), %rcx; movl	%edi, %r8d; addq	%rax, %r9; nopl	(%rax); movzbl	(%rcx), %eax; cmpb	%al, %dil; cmovgl	%eax, %edi; cmpb	%al, %r8b; cmovll	%eax, %r8d; addq	$1, %rcx; cmpq	%r9, %rcx
nop; movl	$15, %ecx; movapd	922739(%rip), %xmm0; movl	$110, %edx; leaq	927383(%rip), %rsi; movl	$15, %ebp; movups	%xmm0, (%rdi); leaq	818821(%rip), %rdi
nopw	(%rax,%rax); addl	$1, %r12d; cmpl	$5000, %r12d                    # imm = 0x1388
movl	$8, %ecx; movl	$64, %edx; leaq	1218797(%rip), %rsi; leaq	1201734(%rip), %rdi
aesdec	%xmm1, %xmm2; aesdec	%xmm1, %xmm3; aesdec	%xmm1, %xmm4; aesdec	%xmm1, %xmm5; aesdeclast	%xmm0, %xmm2; aesdeclast	%xmm0, %xmm3; aesdeclast	%xmm0, %xmm4; aesdeclast	%xmm0, %xmm5; rep		retq; nopw	(%rax,%rax); movups	(%rcx), %xmm0; shll	$4, %eax; movups	16(%rcx), %xmm1; xorps	%xmm0, %xmm2; pxor	%xmm0, %xmm3; pxor	%xmm0, %xmm4; aesenc	%xmm1, %xmm2; leaq	32(%rcx,%rax), %rcx; negq	%rax; aesenc	%xmm1, %xmm3; pxor	%xmm0, %xmm5; pxor	%xmm0, %xmm6; aesenc	%xmm1, %xmm4; pxor	%xmm0, %xmm7; movups	(%rcx,%rax), %xmm0; addq	$16, %rax
movl	%r15d, 12(%rsp); movl	$1, %ebx; movl	$1, %edx; movl	%eax, 16(%rsp); movq	%rbp, 24(%rsp); movl	%r8d, 32(%rsp); movq	%rdi, 40(%rsp); movq	%rsi, 48(%rsp)
movq	24(%rsp), %rbx; leal	1(%rcx), %eax; cltq; addq	%rbx, %rax
movzbl	(%r14), %eax; testb	%al, %al
leaq	1092197(%rip), %rdx; movl	$544, %esi                      # imm = 0x220; leaq	1091987(%rip), %rdi
nopl	(%rax); movq	(%rdi), %rax; movl	%r8d, 4(%rsp)
movsd	(%rdi), %xmm0; movdqa	584548(%rip), %xmm1; movl	$5, 64(%rdi); movq	441894(%rip), %rax; movq	$0, 112(%rdi); movapd	%xmm0, %xmm2; movups	%xmm1, 48(%rdi); movsd	427374(%rip), %xmm1; addsd	%xmm0, %xmm2; movq	%rax, 104(%rdi); xorl	%eax, %eax; movsd	%xmm0, 128(%rdi); movq	$0, 152(%rdi); movapd	%xmm2, %xmm3; addsd	441837(%rip), %xmm2; movsd	%xmm1, 72(%rdi); addsd	%xmm1, %xmm3; movsd	%xmm1, 144(%rdi); movsd	%xmm2, 96(%rdi); movsd	427735(%rip), %xmm2; movsd	%xmm3, 80(%rdi); movsd	428378(%rip), %xmm3; mulsd	%xmm0, %xmm3; addsd	%xmm1, %xmm3; movsd	%xmm3, 88(%rdi); movapd	%xmm0, %xmm3; addsd	%xmm1, %xmm0; mulsd	%xmm2, %xmm3; mulsd	%xmm2, %xmm0; movsd	%xmm3, 120(%rdi); movsd	%xmm0, 136(%rdi)
nopl	(%rax); movl	16(%rbp), %edx; testl	%edx, %edx
nopw	%cs:1207959552(%rax,%rax); leal	64(%rsp), %esi; leaq	48(%rsp), %rdi; movapd	%xmm3, %xmm0; movsd	%xmm2, 8(%rsp); movsd	%xmm3, 16(%rsp)
leaq	1122883(%rip), %rdx; movl	$103, %esi; leaq	1122828(%rip), %rdi
leaq	1931476(%rip), %rdx; movl	$306, %esi                      # imm = 0x132; leaq	1931406(%rip), %rdi
leaq	1294536(%rip), %rax; movq	%rax, 8(%rsp)
cmpq	1268206(%rip), %rbp
pushq	$2634                           # imm = 0xA4A
nopl	(%rax); movl	$8, %ecx; movl	$107, %edx; leaq	1325299(%rip), %rsi; xorl	%ebx, %ebx; leaq	1237990(%rip), %rdi
endbr64; pushq	%rbp; xorl	%eax, %eax; pushq	%rbx; movq	%rdi, %rbx; subq	$8, %rsp; testq	%rdx, %rdx; movq	%rsi, 16(%rdi); setne	%al; movq	$0, 24(%rdi); movl	%eax, 8(%rdi); movq	843037(%rip), %rax; addq	$16, %rax; movq	%rax, (%rdi)
movapd	%xmm2, %xmm1; movapd	%xmm4, %xmm7; andpd	%xmm5, %xmm7; andpd	%xmm5, %xmm1; comisd	1792146(%rip), %xmm1; movsd	%xmm7, 104(%rsp); movsd	232(%rsp), %xmm7; divsd	%xmm6, %xmm7
movq	216(%r14), %rax; leaq	8(%rbp), %rsi; movq	$0, 216(%r14); movq	$0, 232(%r12); movq	24(%r13), %rdx; movq	%rax, 216(%r12); movzwl	224(%r14), %eax; movw	%ax, 224(%r12); movq	(%r13), %rax; leaq	8(%rbx), %r12; movq	%r12, %rdi; movq	%rax, (%rbx); movq	-24(%rax), %rax; movq	%rdx, (%rbx,%rax)
nopl	(%rax); leaq	2288057(%rip), %r13; movl	$276, %edx                      # imm = 0x114; movq	%r13, %rsi
nopl	(%rax); addq	$32, %rsp; pxor	%xmm2, %xmm2; popq	%rbx; movapd	%xmm2, %xmm0; popq	%rbp; popq	%r12
movq	64(%rsp), %rdi; movq	%r15, %rsi; movabsq	$5260204296049262576, %rax      # imm = 0x48FFFFEFFFFFFFF0; movl	$4294967295, %edx               # imm = 0xFFFFFFFF; sldtw	(%rax); addq	1104(%rsp), %rax; adcq	1112(%rsp), %rdx; movabsq	$5188148969754066944, %rbx      # imm = 0x4800020000000000; movl	%eax, 784(%rsp); xorl	%eax, %eax; addq	1120(%rsp), %rax; movq	%rdx, 792(%rsp); movabsq	$5188146839450288128, %rdx      # imm = 0x4800001000000000; adcl	1128(%rsp), %edx; movq	%rax, 800(%rsp); movq	%r12, %rax; addq	1136(%rsp), %rax; movq	%rdx, 808(%rsp); movq	%r13, %rdx; adcq	1144(%rsp), %rdx; movq	%rax, 816(%rsp); movq	%r12, %rax; addq	1152(%rsp), %rax; movq	%rdx, 824(%rsp); movq	%r13, %rdx; adcq	1160(%rsp), %rdx; movq	%rax, 832(%rsp); movq	%rdx, 840(%rsp)
cmpb	$0, 225(%rcx)
addq	$32, %rsp; nopl	(%rax); subq	$8, %rsp; leaq	-96(%r14), %rcx; leaq	64(%r14), %rdx; movq	%r14, %rdi; pushq	%r13; leaq	32(%r14), %rsi; leaq	-32(%r14), %r9; pushq	%r12; leaq	-64(%r14), %r8; addq	$192, %r14; pushq	%rbp
movl	$8, %ecx; movl	$505, %edx                      # imm = 0x1F9; leaq	1304264(%rip), %rsi; leaq	1305185(%rip), %rdi
cmpq	$0, 208(%rax)
comisd	328888(%rip), %xmm0; movapd	%xmm0, %xmm1
addq	$88, %rsp; movl	%ebp, %eax; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi; xorl	%r8d, %r8d; xorl	%r9d, %r9d; xorl	%r10d, %r10d; xorl	%r11d, %r11d
nopw	(%rax,%rax); movl	$5, %ecx; movl	$48, %edx; leaq	352384(%rip), %rsi; leaq	352391(%rip), %rdi
xorl	%r8d, %r8d; xorl	%edx, %edx; xorl	%ebp, %ebp; movl	(%r9,%r8,4), %r12d; movl	4(%r9,%r8,4), %esi; cmpl	%esi, %r12d
pushq	%r12; pushq	%rbp; pushq	%rbx; movq	%rsi, %rbx; subq	$48, %rsp; movsd	%xmm0, (%rsp); testl	%edi, %edi
movq	%rdi, (%rsi); xorl	%eax, %eax
movl	$4294967294, %ecx               # imm = 0xFFFFFFFE; movl	$4294967295, %edx               # imm = 0xFFFFFFFF
nopl	(%rax,%rax); leaq	1(%r13), %rax; movl	$1, 32(%rsp); movq	%rax, 56(%rsp); movq	$0, 128(%rsp); movq	$1, 88(%rsp); movq	$0, 112(%rsp)
movl	8(%rsp), %r10d; testq	%rax, %rax; movq	%rax, %r14
leaq	1670402(%rip), %rdx; movl	$1273, %esi                     # imm = 0x4F9; leaq	1670244(%rip), %rdi
nopl	(%rax,%rax); movq	%r8, %rsi
nop; movl	$5, %ecx; movl	$384, %edx                      # imm = 0x180; leaq	349920(%rip), %rsi; leaq	350270(%rip), %rdi
nopl	(%rax); movq	56(%rsp), %rdi; movq	%r11, (%rdi); movq	%r12, 8(%rdi); movl	%eax, 64(%rsp); movl	%ebx, 68(%rsp); movl	%ecx, 72(%rsp); movl	%edx, 76(%rsp); movq	%r9, %rdi; leaq	64(%rsp), %rsi; leaq	16(%r10), %rcx; rep		movsb	(%rsi), %es:(%rdi); nop
leaq	1160908(%rip), %rdx; movl	$154, %esi; leaq	1160824(%rip), %rdi
movq	%rdx, 16(%rsp); movq	%r9, 32(%rsp); movq	%rcx, 8(%rsp)
nopw	(%rax,%rax); subq	$8, %rsp; leaq	1647125(%rip), %rdx; movl	$15, %esi
nopw	(%rax,%rax); cmpl	$65277, %esi                    # imm = 0xFEFD
nopl	(%rax); subsd	%xmm1, %xmm0; cvttsd2si	%xmm0, %rcx; btcq	$63, %rcx
nop; subq	$8, %rsp; pushq	1527758(%rip); movl	$912, %ecx                      # imm = 0x390; leaq	-8214(%rip), %rax; pushq	%rax; leaq	5634(%rip), %rax; leaq	564479(%rip), %r8; pushq	40(%rsp); pushq	%r9; leaq	-8322(%rip), %r9; pushq	%rax
subq	$16, %rsp; movq	%rdi, %rdx; movq	%rsi, %rcx; xorl	%r9d, %r9d; pushq	$0; movq	2270050(%rip), %rdi; xorl	%r8d, %r8d; leaq	1241455(%rip), %rsi; pushq	$0; pushq	$0
xorl	%edx, %edx; movl	$133, %esi; xorl	%eax, %eax; movl	$13, %edi
movq	16(%rsp), %r9; movq	(%r12), %r8; xorl	%edx, %edx; movq	(%rsp), %rdi; movq	%rbx, %rcx; movq	%r12, %rsi
mulsd	%xmm7, %xmm0; movsd	1248655(%rip), %xmm4; movapd	%xmm4, %xmm1; andpd	%xmm2, %xmm4; mulsd	%xmm3, %xmm1; mulsd	%xmm3, %xmm4; movapd	%xmm0, %xmm5; subsd	%xmm8, %xmm5; andpd	%xmm2, %xmm8; addsd	%xmm5, %xmm1; movsd	%xmm1, (%rdi); movapd	%xmm0, %xmm1; andpd	%xmm2, %xmm1; addsd	%xmm8, %xmm1; addsd	%xmm4, %xmm1; movapd	%xmm1, %xmm0; movsd	1248740(%rip), %xmm1; addsd	%xmm6, %xmm0; mulsd	683640(%rip), %xmm0; andpd	%xmm2, %xmm1; addsd	%xmm1, %xmm0; movsd	%xmm0, 8(%rdi)
movq	40(%rsp), %rax; movq	8(%rsp), %rdx; pxor	%xmm2, %xmm2; leaq	(,%r9,8), %r10; movl	$12, %r11d; leaq	(,%rax,8), %rsi; movq	16(%rsp), %rax; leaq	(%rax,%rsi), %rcx; movl	$1, %eax; nopl	(%rax); mulsd	(%rdx), %xmm0; movsd	(%rcx), %xmm1; subsd	%xmm0, %xmm1; movsd	(%rdx,%r9,8), %xmm0; divsd	%xmm1, %xmm0; ucomisd	%xmm2, %xmm1; movsd	%xmm1, (%r13,%rax,8); movsd	%xmm0, (%rbp,%rax,8)
endbr64; pushq	%rbx; movl	$7, %edx; movq	%rdi, %rbx; leaq	205543(%rip), %rsi
movq	(%rbx), %rdi; movl	$142, %edx; movq	%r14, %rsi
movq	168(%rbx), %rsi; movq	%r15, %rdx; movq	%rbx, %rdi
btsl	$244, 82(%rdi); addl	%ecx, %edx
nopl	(%rax); addq	$8, %rsp; xorl	%eax, %eax; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13
xorl	%edx, %edx; movl	$133, %esi; xorl	%eax, %eax; movl	$38, %edi
movl	40(%rbx), %r9d; testl	%r9d, %r9d
pushq	%r15; movq	%rdx, %rax; pushq	%r14; pushq	%r13; pushq	%r12; pushq	%rbp; pushq	%rbx; movq	%rcx, %rbx; subq	$104, %rsp; movq	%rsi, 16(%rsp); movl	160(%rsp), %edx; movq	%fs:40, %rcx; movq	%rcx, 88(%rsp); xorl	%ecx, %ecx; testq	%rdi, %rdi
orl	%ebp, 73(%rcx); sbbb	$-23, %al
endbr64; movq	%rcx, %r8; movq	8(%rdi), %rcx; subq	(%rdi), %rsi; cmpq	%rsi, %rcx
movq	-152(%rbp), %rsi; movq	%rax, -304(%rbp); movl	%esi, %eax; andl	$3, %eax; movb	%al, -312(%rbp)
leaq	2106268(%rip), %rdx; movl	$147, %esi; leaq	2105845(%rip), %rdi
addq	$8, %rsp; movq	%rax, %rdx; movl	%ebx, %eax; popq	%rbx; popq	%rbp
nopl	(%rax); cmpl	%eax, %r15d
movq	%rsi, %rdx; movq	%r9, 112(%rsp); movq	%r15, %rsi; movq	%r12, %rdi; movq	%rcx, 32(%rsp); movsd	%xmm1, 40(%rsp); movsd	%xmm0, 16(%rsp)
xorb	%bh, (%rbx)
nopw	(%rax,%rax); movl	$4, %ecx; movl	$111, %edx; leaq	1319717(%rip), %rsi; leaq	1315352(%rip), %rdi
leaq	856138(%rip), %rdx; movl	$472, %esi                      # imm = 0x1D8; leaq	855880(%rip), %rdi
movq	%rax, %r14; movq	16(%rsp), %rax; movq	24(%rax), %rdi
cmpl	$131, %ebp
leaq	32(%rsp), %rsi; movl	%ebx, %edi
orl	(%rbx), %ecx; sbbl	$487262998, %eax                # imm = 0x1D0B0B16; lodsl	(%rsi), %eax; fcmovnu	%st(3), %st
movl	%ecx, %r15d; sarl	$31, %r15d; shrl	$26, %r15d; leal	(%rcx,%r15), %eax; movl	%r11d, %ecx; andl	$63, %eax; subl	%r15d, %eax; subl	%eax, %ecx; movq	%r8, %rax; shlq	%cl, %rax; xorq	%rax, -8(%rdx,%rsi); movl	(%rdi), %eax; addq	$4, %rdi; testl	%eax, %eax
xorl	%edi, %edi; movslq	%r15d, %r14
movq	$0, 24(%rsp); movq	$0, 32(%rsp); testq	%rax, %rax
pushq	%r15; xorl	%eax, %eax; pushq	%r14; pushq	%r13; pushq	%r12; pushq	%rbp; pushq	%rbx; subq	$184, %rsp; movq	%rdi, 40(%rsp); movq	%r8, 104(%rsp); cmpq	$1, %rdx
movq	(%rdi), %r8; movslq	%r13d, %r11; movslq	%r10d, %rax; shlq	$3, %r11; leaq	(%r8,%rax,8), %rbp; nopl	(%rax); movq	%r9, %rcx; xorl	%esi, %esi; xorl	%edx, %edx; nopw	(%rax,%rax); movl	%ebx, %r14d; movq	(%rcx), %r12; addq	$8, %rcx; xorl	%edx, %r14d; addl	$1, %edx; leal	-1(%r14), %eax; notl	%r14d; andl	%r14d, %eax; shrl	$31, %eax; negq	%rax; andq	%r12, %rax; orq	%rax, %rsi; cmpl	%edx, %r13d
movq	1040(%r12), %rdi; movq	%r12, 88(%rsp); leaq	16(%r12,%rax,8), %r14; xorl	%r10d, %r10d; movq	%r14, 80(%rsp); movq	%rbx, %r14; movq	%rdi, 64(%rsp); movl	$1, %edi; nopl	(%rax); movq	(%r14), %rsi; movq	64(%rsp), %rcx; movq	%r10, %rax; movq	%rdi, %r8; shlq	$4, %rax; xorl	%edx, %edx; addq	%rcx, %rax; imulq	%rsi, %rdi; movq	%rax, 512(%r14); movq	(%rsp), %rax; divq	%rdi; movl	$1, %edx; cmpq	$1, %rsi
leaq	2476246(%rip), %rdx; movl	$233, %esi; leaq	2476195(%rip), %rdi
movq	72(%rsp), %r13; movq	96(%rsp), %r15; movl	$3, %r12d; movl	%r12d, (%r15); movl	$1, %r9d
xorpd	320841(%rip), %xmm1; leaq	16(,%rdi,8), %r14; movq	%r10, %rax; movl	%r10d, %edi; imulq	%r14, %rax; divsd	%xmm0, %xmm1; movsd	%xmm1, (%r8,%rax); mulsd	24(%rdx), %xmm1; addsd	(%r12), %xmm1; movsd	%xmm1, (%r9,%rax); subl	$1, %edi
nopw	(%rax,%rax); leaq	24(%rsp), %rsi; leaq	96(%rbx), %rdi; xorl	%edx, %edx
movsd	400(%rsp), %xmm0; pxor	%xmm6, %xmm6; ucomisd	%xmm6, %xmm0
leaq	8(%rsp), %rsi; movq	%rbx, %rdi
nopw	%cs:(%rax,%rax); nop; pushq	%r15; pushq	%r14; pushq	%r13; movl	%esi, %r13d; movl	%ecx, %esi; pushq	%r12; movq	%rdx, %r12; movl	$128, %edx; pushq	%rbp; movl	%ecx, %ebp; pushq	%rbx; movq	%rdi, %rbx; subq	$24, %rsp
movl	$219, %edx; movq	%r15, %rsi; movq	%r14, %rdi
nopw	%cs:1224736768(%rax,%rax); movl	40(%rsi), %edx; leaq	52(%r14), %rdi; movq	%r15, %rsi; movq	%rdi, %r13; movq	%rdx, 24(%rsp)
movq	1229598(%rip), %rax; movl	%r12d, 80(%rbx); movq	%r13, %rsi; addq	$16, %rax; movq	%rax, 16(%rbx); movq	1227744(%rip), %rax; addq	$24, %rax; movq	%rax, 88(%rbx); movq	(%rbx), %rax; movq	-24(%rax), %rdi; addq	%rbx, %rdi
pushq	$454                            # imm = 0x1C6
movsd	%xmm0, (%rbp); cmpq	%rbx, 8(%rsp)
movb	$86, %bh; movabsl	-7482746151483208306, %eax; pushq	$2115269400                     # imm = 0x7E147318; movb	$18, %bh; cmovnsl	116(%rcx), %edi; ffree	%st(3); fildl	1119894284(%rip); cwtl; sbbb	2032254102(%rbp), %dl; movb	$59, %bl; sbbl	723529226(%rbx), %ecx; movb	$115, %bl; movsl	(%rsi), %es:(%rdi); pushq	%rsi; andq	$-463053497, %rax               # imm = 0xE4665D47
leaq	798320(%rip), %rdx; movl	$381, %esi                      # imm = 0x17D; leaq	798109(%rip), %rdi
movq	%r14, %r8; movq	%r12, %rsi; movq	%rbp, %rdi
addq	$8, %rsp; xorl	%eax, %eax; xorl	%esi, %esi; xorl	%edi, %edi
xorl	%eax, %eax; xorl	%edx, %edx; movl	$524295, %esi                   # imm = 0x80007; movl	$16, %edi
subq	$8, %rsp; pushq	$0; pushq	$0
leaq	466852(%rip), %rdx; movl	$627, %esi                      # imm = 0x273; leaq	466704(%rip), %rdi
nopl	(%rax,%rax); movq	40(%rsp), %rdi; movq	(%rdi), %rax; addq	-24(%rax), %rdi; movl	32(%rdi), %esi; orl	$1, %esi
cmpq	$0, 72(%rbx)
movq	(%rdi), %rax; movq	112(%rax), %rax; testq	%rax, %rax
leaq	931252(%rip), %rdx; movl	$100, %esi
sqrtsd	%xmm0, %xmm0; movapd	%xmm0, %xmm4; mulsd	%xmm2, %xmm4; movq	(%r15), %rdi; movq	8(%r15), %rsi; testq	%rdi, %rdi
sbbl	$2311243657, %eax               # imm = 0x89C2C789; std; orl	$34, (%rcx); imull	$761098970, 801208195(%rax), %esp # imm = 0x2D5D72DA; sbbl	$495302351, %eax                # imm = 0x1D85B6CF; xlatb; insl	%dx, %es:(%rdi); jnp	-80; pushfq; cli
pxor	%xmm0, %xmm0; cvtsi2sd	%rax, %xmm0; mulsd	1574691(%rip), %xmm0; cmpq	%rbp, %rbx; movq	%rbp, %rdi; cmovbeq	%rbx, %rdi; mulsd	%xmm1, %xmm0; mulsd	1514717(%rip), %xmm0; testq	%rdi, %rdi
cltd; outb	%al, %dx
nopw	%cs:1207959552(%rax,%rax); cmpl	$0, (%rax)
endbr64; pushq	%r15; movl	%edx, %r15d; pxor	%xmm0, %xmm0; pushq	%r14; shrb	%r15b; movq	%rcx, %r14; pushq	%r13; andl	$1, %r15d; pushq	%r12; movq	%rsi, %r12; pushq	%rbp; movl	%edx, %ebp; pushq	%rbx; subq	$152, %rsp; movups	%xmm0, (%rdi); movq	%rdi, 40(%rsp); movb	%r15b, 39(%rsp)
endbr64; pushq	%r12; leaq	8(%rdi), %r12; pushq	%rbp; movq	%rsi, %rbp; pushq	%rbx; movq	%rdi, %rbx; movq	%r12, %rdi; subq	$16, %rsp; movq	932824(%rip), %rax; leaq	64(%rax), %rdx; addq	$24, %rax; movq	%rax, %xmm0; movq	%rdx, %xmm2; punpcklqdq	%xmm2, %xmm0            # xmm0 = xmm0[0],xmm2[0]; movaps	%xmm0, (%rsp)
leaq	2713574(%rip), %r15; nopw	%cs:1090519040(%rax,%rax); cmpl	$1, %esp
fiaddl	190944302(%rip); andb	(%rdi), %dh; fmull	-1170382685(%rip); xchgl	%edi, 46(%rdi)
nopl	(%rax); subq	%rsi, %rax; xorl	%ecx, %ecx; movq	%rax, %rdx
nop; movsd	(%rax), %xmm1; mulsd	%xmm0, %xmm1; movsd	%xmm1, (%rax,%rdx,8); subq	%r13, %rax; subq	$1, %rbp
leaq	(,%rdx,8), %rax; movq	%rdx, (%r8); movsd	(%rsi,%rdx,8), %xmm2; movsd	8(%rsi,%rax), %xmm1; leaq	8(%rax), %r10
movq	%rax, 3757885(%rip); movq	%rax, %rdi; testq	%rax, %rax
movl	(%rbp), %esi; cmpl	%esi, %eax
pushq	$0; leaq	8(%rbx), %rsi; movq	%r13, %r8; pushq	$0; movq	%r12, %rcx; movq	%rax, %rdi; xorl	%r9d, %r9d; pushq	%r14; xorl	%edx, %edx; pushq	%rbp
nopw	(%rax,%rax); movq	%r12, %rdi; movl	$7, %edx; leaq	1365360(%rip), %rsi
pxor	%xmm0, %xmm0; cvtsi2sd	%rbp, %xmm0; movsd	1751775(%rip), %xmm1; divsd	%xmm0, %xmm1; testq	%rbp, %rbp
movq	$0, 16(%rsp); xorl	%ecx, %ecx; xorl	%edx, %edx
nopw	(%rax,%rax); movq	%rcx, %rbp; xorl	%eax, %eax
leaq	2262732(%rip), %rdx; movl	$155, %esi; xorl	%ebp, %ebp; leaq	2262694(%rip), %rdi
movq	232(%rcx), %rdi; movq	%r12, %rsi; movq	%rbp, %rdx; movl	$16, %ecx; movq	(%rdi), %rax
nopw	%cs:1207959552(%rax,%rax); cmpl	$2, 8(%rsp); movq	%rsi, %rax
cmpl	$-10, %r11d
nopl	(%rax,%rax); xorl	%ebx, %ebx; movl	$1, %r15d; movl	$1, %r12d; movl	$217, %edx; leaq	2083152(%rip), %rsi; movq	%r14, %rdi
movq	32(%rsp), %rdx; movq	%rbx, %rsi; movq	%r14, %rdi
subl	$4098, %esi                     # imm = 0x1002; movslq	%edx, %rbx; cmpl	$14, %esi
movzbl	%sil, %ebp; movzbl	313(%r15,%rbp), %edx; testb	%dl, %dl
nopl	(%rax); andl	$4, %ebp
movq	48(%rdi), %rax
movl	16(%rdx), %eax; cmpl	%eax, 8(%rdi); setne	%al
nopl	(%rax,%rax); movq	(%rbx), %rdi
addq	$104, %rsp; movq	%rbx, %rdi; movapd	%xmm3, %xmm1; popq	%rbx; popq	%rbp
xorl	%r14d, %r14d; movl	$4294967295, 12(%rsp)           # imm = 0xFFFFFFFF
movq	(%rsp), %rcx; movq	%r12, %rdx; movq	%rbx, %rsi; movq	1824538(%rip), %rax; pxor	%xmm1, %xmm1; movl	$122, %edi; movq	%rax, %xmm0
cltq; imull	$-116, (%rdi), %edx; subl	(%rcx), %ecx
endbr64; pushq	%r15; leaq	1050067(%rip), %r15; pushq	%r14; movq	%rsi, %r14; pushq	%r13; pushq	%r12; leaq	256(%rdi), %r12; pushq	%rbp; movl	%edx, %ebp; pushq	%rbx; movq	%rdi, %rbx; movq	%r12, %rdi; subq	$8, %rsp
movq	%rbx, 56(%rbp); addq	$8, %rsp; movq	%rbx, %rax; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; xorl	%edx, %edx; xorl	%esi, %esi; xorl	%edi, %edi
xorl	%eax, %eax; xorl	%r14d, %r14d; xorl	%r15d, %r15d; movq	%rax, 8(%rsp); movq	(%rdi), %rax
movq	$0, 32(%r14); cmpq	$2, 8(%r14)
movq	16(%rbx), %rdx; movq	24(%rbx), %rcx; movsd	(%r8), %xmm2; imulq	%rsi, %rdx; leaq	(%rcx,%rdx,8), %rax; addq	%rsi, %rdx; leaq	(%rcx,%rdx,8), %rcx; movq	%r14, %rdx; nopw	(%rax,%rax); movsd	(%rax), %xmm1; movsd	(%rdx), %xmm0; addq	$8, %rax; addq	%r13, %rdx; mulsd	%xmm1, %xmm0; mulsd	%xmm1, %xmm0; addsd	%xmm0, %xmm2; cmpq	%rax, %rcx
movq	32(%rsp), %rax; addq	$8, %r15; addq	%r15, %rax; cmpq	$7, %r15
leaq	-72(%rbp), %r15; movq	-96(%rbp), %rcx; movq	%rbx, %rsi; movq	%rax, -72(%rbp); movsd	-88(%rbp), %xmm0; movl	$45, %edx; movq	%r15, %rdi; movl	$1, %eax
xorpd	644879(%rip), %xmm9; cmpl	%r13d, %r15d; movl	%r13d, %ecx; cmovlel	%r15d, %ecx; testl	%ecx, %ecx
nopw	%cs:(%rax,%rax); nopl	(%rax); subq	$8, %rsp; movq	24(%rdi), %rcx; movq	(%rsi), %rdx; movl	$122, %edi; movl	$131, %esi
movq	%r12, %rdx; movl	$66, %esi; leaq	1881840(%rip), %rdi
nopl	(%rax,%rax); pushq	%rbp; movq	%rsi, %rbp; pushq	%rbx; movq	%rdi, %rbx; subq	$8, %rsp; movq	(%rdi), %rdi
pushq	$2650                           # imm = 0xA5A
movq	%r13, %rdx; movq	%rbx, %rdi; xorl	%ecx, %ecx; leaq	420184(%rip), %rsi
leaq	(,%rdx,8), %r9; movq	%rsi, %r10; movq	%rsi, %rcx; xorl	%edx, %edx; nopw	(%rax,%rax); movq	(%rdi,%rdx,8), %rax; cmpq	%rax, %rdx
popq	%rsi; popq	%rdi; movq	%rax, %rbp; testq	%rax, %rax
nopw	(%rax,%rax); addq	$1, %rax; movq	%rax, 24(%rdi)
movq	8(%r15), %rax; movq	16(%r15), %rcx; movsd	16(%rsp), %xmm1; movsd	48(%rsp), %xmm2; leaq	(,%rax,8), %rdi; movq	104(%rsp), %rax; movq	8(%rax), %rdx; movq	%rdx, 8(%rsp); leaq	(,%rdx,8), %rsi; movq	16(%rax), %rdx; xorl	%eax, %eax; nopw	(%rax,%rax); movsd	(%rcx), %xmm0; addq	$1, %rax; addq	%rdi, %rcx; mulsd	%xmm2, %xmm0; movsd	%xmm0, (%rdx); addq	%rsi, %rdx; cmpq	%rbx, %rax
popq	%rdx; cmpb	$24, %al; cltd
movq	336(%rsp), %rax; movsd	152(%rsp), %xmm1; xorpd	1842242(%rip), %xmm1; movq	72(%rsp), %rsi; movq	168(%rsp), %rdi; movq	%rax, 928(%rsp); movdqu	304(%rsp), %xmm4; movapd	%xmm1, %xmm0; movdqu	320(%rsp), %xmm3; movaps	%xmm4, 896(%rsp); movaps	%xmm3, 912(%rsp)
xorl	%eax, %eax; nopl	(%rax,%rax); movzbl	16(%rbp,%rax), %edx; movzbl	(%r15,%rax), %ecx; movb	%dl, (%r15,%rax); movb	%cl, 16(%r13,%rax); addq	$1, %rax; cmpq	%r14, %rax
movq	%r13, %rdx; movl	$32, %esi; leaq	1911484(%rip), %rdi
orl	%edi, %ecx; andl	$-3, %ecx
sti; movabsl	-5733647340358611338, %eax; orl	$470849025, %eax                # imm = 0x1C109601
nopl	(%rax); movq	%rsp, %rcx; leaq	-650(%rip), %rdx; movl	%eax, %esi; movq	%r12, %rdi
sbbl	$2491492223, %eax               # imm = 0x9481277F
movq	72(%r15), %rsi; movq	40(%rsp), %rcx; xorl	%edx, %edx; leaq	224(%rsp), %rax; movq	%rax, %rdi; movq	%rax, 48(%rsp)
movl	(%rax), %eax; cmpl	$-1, %eax; movl	$0, %eax; cmovnel	%eax, %edx; movl	$0, %eax; cmovneq	-64(%rbp), %rax; movq	%rax, -64(%rbp); cmpb	%dl, %r10b
movq	(%rsp), %rsi; movq	%r12, %rdi
endbr64; pushq	%rbp; movq	%rdx, %rbp; pushq	%rbx; movq	%rdi, %rbx; subq	$24, %rsp; movq	(%rsi), %rax; movl	-8(%rax), %edx; leaq	-24(%rax), %rdi; testl	%edx, %edx
popq	%rdi; xchgl	%ecx, %eax; addl	%edi, (%rax); testb	$89, %al; subl	$865010035, %eax                # imm = 0x338F0173; cmpsb	%es:(%rdi), (%rsi); movabsb	-2966292240657472198, %al
endbr64; movq	%rax, %rbx; movq	-80(%rbp), %rdi; cmpq	%r14, %rdi
movq	%rbp, %rsi; movq	%rbx, %rdi; leaq	88(%rsp), %r15
movq	8(%r14), %rdx; movq	56(%rsp), %r9; movq	384(%rsp), %rax; movq	48(%rsp), %r8; movq	8(%rdx), %rsi; movq	16(%rdx), %rcx; movq	%rax, 784(%rsp); movq	16(%r14), %rax; imulq	%rbp, %rsi; movq	24(%rsp), %rdi; movdqu	352(%rsp), %xmm3; movdqu	368(%rsp), %xmm4; movq	8(%rax), %rdx; movq	16(%rax), %rax; movaps	%xmm3, 752(%rsp); movsd	128(%rsp), %xmm3; imulq	%rbp, %rdx; movsd	(%rcx,%rsi,8), %xmm0; movaps	%xmm4, 768(%rsp); movq	72(%rsp), %rcx; movq	112(%rsp), %rsi; movhpd	(%rax,%rdx,8), %xmm0            # xmm0 = xmm0[0],mem[0]; movq	720(%rsp), %rax; movq	120(%rsp), %rdx; movups	%xmm0, (%rax); movq	1840972(%rip), %rax; movq	%rax, %xmm0; movq	%rax, %xmm2; movq	%rax, %xmm1
movq	%rcx, %r14; movl	112(%rdi), %ecx; movq	%rdi, %rbx; movq	%rsi, %rbp; movq	%rdx, %r15; testl	%ecx, %ecx
negl	%r12d; movq	$-1, %rdx; movl	%ebp, %esi; movl	%r12d, %ecx; shlq	%cl, %rdx; movl	%eax, %ecx; notq	%rdx; testq	%rsi, %rdx; setne	%dl; orl	%edx, %r13d; btq	%r12, %rsi; setb	%r8b; shrl	%cl, %ebp; xorl	%r12d, %r12d
movl	%ebp, %r10d; movl	%r14d, %r15d; subl	%r9d, %r10d; leal	-2(%r11,%r10), %r10d; movslq	%r10d, %r10; imulq	%r8, %r10; movswl	(%r13,%r10), %r10d; subl	%r10d, %r15d; leal	-1(%rcx,%rbp), %r10d; movslq	%r10d, %r10; imulq	%r8, %r10; movswl	(%r13,%r10), %r10d; subl	%r14d, %r10d; cmpl	%r10d, %r15d
nopw	%cs:(%rax,%rax); nopl	(%rax); pushq	%r15; movq	%rdi, %r15; movq	%rsi, %rdi; pushq	%r14; movq	%rdx, %r14; movq	%rcx, %rdx; pushq	%r13; pushq	%r12; pushq	%rbp; pushq	%rbx; subq	$56, %rsp; movq	%fs:40, %rax; movq	%rax, 40(%rsp); movl	160(%r15), %eax; cmpb	$0, 108(%r15); movl	%eax, 36(%rsp)
movq	%rbx, %rax; subq	%rbp, %rax; subl	%eax, %r14d; movl	%r14d, %r13d; movl	%ecx, %r14d; subl	%ebp, %r14d; movl	%r14d, %esi; movq	%rbp, %rdi
movq	88(%rsp), %rdi; xorl	%ebx, %ebx; testq	%rbp, %rbp; movabsq	$1138509985799261389, %rax      # imm = 0xFCCCCCCCCCCCCCD; xchgl	%esp, %eax; retq; movl	$0, 32(%rsp); leaq	-1(%rdi), %rdx; leal	-1(,%rdi,4), %r14d; movq	%r10, 104(%rsp); mulq	%rdx; leal	-1(%r15), %eax; movl	%r14d, 100(%rsp); movl	%eax, 52(%rsp); leaq	289(%rsp,%rax), %rbp; movq	%rax, 56(%rsp); shrq	$7, %rdx; movl	%edx, 96(%rsp); nopl	(%rax); movq	16(%rsp), %rdi
popq	%rsp; movl	$1138741061, %eax               # imm = 0x43DFCF45; pushq	$-1415950033                    # imm = 0xAB9A512F
nopw	%cs:(%rax,%rax); nopl	(%rax); pushq	%r14; pushq	%r13; pushq	%r12; pushq	%rbp; pushq	%rbx; testq	%rdi, %rdi
leaq	1626199(%rip), %rbx; movl	$123, %esi; leaq	1626312(%rip), %rdx; movq	%rbx, %rdi
movq	88(%rsp), %rax; movb	$0, (%rax,%r15); movq	88(%rsp), %r11
outb	%al, $119; pushq	%rax; xorl	$-16, 38(%rax)
nop; movq	586041(%rip), %rax; addq	$24, %rax; movq	%rax, (%rdi); movq	%r12, %rdi
movq	8(%r12), %rax; movq	8(%rax), %rdi
movl	$19, %ecx; movl	$45, %edx; leaq	1591446(%rip), %rsi; leaq	1591529(%rip), %rdi
movq	%rax, %rcx; movq	%rax, %rbp; testq	%rax, %rax
movl	$19, %ecx; movl	$208, %edx; leaq	171748(%rip), %rsi; leaq	171992(%rip), %rdi
addl	1311700562(%rdi), %ebp; popq	%rsp; movw	(%rcx), %es; addl	$2263927928, %eax               # imm = 0x86F0CC78; pushq	%rax
movq	8(%rsp), %rdi; movl	%r15d, %esi
movq	%rbp, %rdx; movl	$1, %esi; movq	%rax, %rcx
subq	$216, %rsp; movq	%rdx, 48(%rsp); movq	%rcx, 56(%rsp); movq	%r8, 64(%rsp); movq	%r9, 72(%rsp); testb	%al, %al
leaq	1365232(%rip), %rdx; movl	$532, %esi                      # imm = 0x214; leaq	1364148(%rip), %rdi
pushq	$119
addq	$8, %rsp; movq	%r13, %rdx; movq	%rbp, %rsi; movq	%rbx, %rdi; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13
movl	$314, %edx                      # imm = 0x13A; movq	%r13, %rsi; movq	%r12, %rdi
movl	312(%rdi), %r15d; testl	%r15d, %r15d
movq	%rax, 32(%rsp); movq	%rax, 40(%rbx); testq	%rax, %rax
movq	$0, 64(%rbx); movq	$0, (%rbx); popq	%rbx; popq	%rbp; popq	%r12; xorl	%eax, %eax; xorl	%edx, %edx; xorl	%esi, %esi; xorl	%edi, %edi
leaq	1949465(%rip), %rsi; movq	%rbp, %rdi

movq	%rdi, %r13; movq	%r8, %rbx; movq	%r9, %r15; testq	%rsi, %rsi

lock; andb	$-94, %al; adcb	%bl, %dl; andl	%esi, (%rbx); insl	%dx, %es:(%rdi); insl	%dx, %es:(%rdi); popq	%rax
movq	%rbx, %rdx; movl	$32770, %esi                    # imm = 0x8002; leaq	1618199(%rip), %rdi
movq	1554407(%rip), %rcx; movq	24(%r15), %rdx; pxor	%xmm1, %xmm1; movq	16(%r15), %rax; movq	%rcx, %xmm0; cmpl	$131, %ebp
cmpq	%r14, 8(%rsp)
nopl	(%rax,%rax); movq	%r14, %rbx
nop; leaq	629759(%rip), %rsi; movq	%rbp, %rdi
nopl	(%rax); movl	$4, %ecx; movl	$46, %edx; leaq	1652535(%rip), %rsi; xorl	%ebx, %ebx; leaq	1652534(%rip), %rdi
movl	%esi, %r11d; testq	%rbx, %rbx
leaq	744804(%rip), %rdx; movl	$410, %esi                      # imm = 0x19A; leaq	744758(%rip), %rdi
movl	%eax, %r12d; cmpl	$857, %eax                      # imm = 0x359
endbr64; pushq	%rbp; movq	%rsp, %rbp; pushq	%r15; movq	%rdx, %r15; pushq	%r14; leaq	-64(%rbp), %r14; pushq	%r13; movq	%r8, %r13; pushq	%r12; movq	%rcx, %r12; pushq	%rbx; movq	%rsi, %rbx; movl	$32, %esi; subq	$72, %rsp; movq	816543(%rip), %rax; movq	%rdi, -88(%rbp); movq	%r14, %rdi; movq	%r9, -96(%rbp); addq	$24, %rax; movq	%rax, -64(%rbp)
movl	$8, %edx; leaq	56(%rdi,%rax), %rdi; subl	%eax, %edx; cmpq	%rdx, %rcx
movw	(%rcx), %ds; subb	-19(%rbx), %bh
movl	$4096, %edx                     # imm = 0x1000; movw	%dx, (%rsp); movq	%rbp, %rsi; leaq	48(%rsp), %rdi; movq	%rbx, %rcx; xorl	%edx, %edx
nopw	(%rax,%rax); movl	$4, %ecx; movl	$312, %edx                      # imm = 0x138; leaq	91101(%rip), %rsi; leaq	259104(%rip), %rdi
movq	1172193(%rip), %rax; movq	%rax, 40(%rbx); addq	$8, %rsp; movq	%rbx, %rax; popq	%rbx; popq	%rbp
nopw	(%rax,%rax); movl	$1, %ecx; movl	$143, %edx; leaq	1640364(%rip), %rsi; leaq	1640560(%rip), %rdi
xorl	%edx, %edx; movq	%rbp, %rcx; movl	$8, %esi; movq	%rbx, %rdi
movq	%r12, %rdx; movl	$408, %esi                      # imm = 0x198; movq	%rbp, %rdi
testq	%r12, %r12; sete	8(%rsp); movq	352(%rbx), %rdi; testq	%rdi, %rdi
addq	$40, %rsp; movl	$1, %eax; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi; xorl	%r8d, %r8d
leaq	32(%rsp), %r15; xorl	%ecx, %ecx; movq	%r14, %rdx; movq	%rax, %rbp; movq	%r15, %rdi; leaq	2047940(%rip), %rsi
movq	2426801(%rip), %rdi
pushq	%rbx; movq	1872795(%rip), %rsi; movq	%rdi, %rbx; movq	72(%rdi), %rdi
nopw	(%rax,%rax); movq	%r9, %rax; testq	%rbx, %rbx
leaq	31774(%rip), %rdx; leaq	1487287(%rip), %rsi; movq	%rax, %rdi; leaq	1487341(%rip), %rax; addq	$16, %rax; movq	%rax, (%rdi)
movl	$1, (%rbp); leaq	1355480(%rip), %rbp; movl	$224, %edx; movq	%rbp, %rsi
movq	(%rsp), %rax; movq	(%rax), %rbx; movl	$48, %edx; movq	%r14, %rsi; movq	%rbx, %rdi
movq	8(%rdx), %rdx; movl	$255, %eax; movl	%ebx, %ecx; movslq	%r14d, %r14; sarl	%cl, %eax; notl	%eax; andb	%al, -1(%rdx,%r14); movl	$8, %eax; movq	8(%r13), %rdx; subl	%ebx, %eax; cltq; orq	%rax, 16(%rdx); movq	%r13, (%rbp); movl	$1, %eax; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi
movq	1061235(%rip), %rax; leaq	64(%rbx), %rdi; addq	$16, %rax; movq	%rax, 8(%rbx)
nopw	(%rax,%rax); movl	%ebx, %esi; movq	%r12, %rdi
movl	108(%r15), %eax; movl	180(%r15), %r8d; movl	112(%r15), %r9d; testl	%eax, %eax
nopl	(%rax); xorl	%edi, %edi; movq	%r15, %rsi; movl	%ebx, 172(%r15); movq	%r14, 184(%r15); movl	$88, 176(%r15)
popq	%rcx; inb	$134, %al; adcb	%bh, 379229204(%rbp); andl	$-95, (%rax,%rdi,2); sahf
nopw	(%rax,%rax); movq	%rcx, %rsi; testq	%rcx, %rcx
movq	24(%rsp), %rdx; xorl	%ecx, %ecx; movl	%r15d, %r8d; movq	%r14, %rdi; leaq	1927030(%rip), %rsi
movq	8(%rsp), %rax; movq	48(%rsp), %r11; cmpq	%rax, %rbx
movb	%dh, -1450578549(%rcx); movabsb	6413010012340004367, %al; xchgl	%esp, %eax; cltd; movabsl	-4533964824217114563, %eax; sarl	%cl, %esi; cli; insl	%dx, %es:(%rdi); leal	119(%rax), %eax
movq	40(%rbx), %rcx; movq	48(%rbx), %rax; subq	%rcx, %rax; cmpb	$0, 170(%rbx)
xorl	%ebp, %ebp; popq	%rbx; movq	%rbp, %rax; popq	%rbp; popq	%r12; xorl	%edx, %edx; xorl	%esi, %esi; xorl	%edi, %edi
leaq	40(%rdi), %rax; movq	%rdi, %rbx; movq	%rsi, %rbp; movq	%rax, (%rsp); leaq	20(%rsp), %rax; movq	%rcx, %r15; movq	%rdx, %r14; movq	%rax, 8(%rsp); nopl	(%rax); movq	%rbx, %rdi; subq	%r14, %r15
nopl	(%rax); leaq	(%r9,%rdx), %rax; shrq	%rax; movsd	(%rsi,%rax,8), %xmm2; comisd	%xmm1, %xmm2
movq	8(%rsp), %rdx; movq	%r13, (%rdx,%rax,8); movq	1304053(%rip), %rax; movl	$1207959553, 1329811(%rip)      # imm = 0x48000001; addl	$16, %eax; cmpb	$0, (%rbp); movq	%rax, 1329788(%rip)
movzbl	(%rbp), %edx; testb	$32, 1(%rcx,%rdx,2)
cmpl	$0, 52(%rsp)
outb	%al, %dx; shrl	$169, 232659771(%rip)
movl	(%rax), %eax; xorl	%ebx, %ebx; cmpl	$-1, %eax; movl	$0, %eax; cmovneq	16(%rsp), %rax; cmovel	%r13d, %ebx; movq	%rax, 16(%rsp)
movq	8(%rbx), %rdi; movq	%rbp, %rsi; movl	$312, %edx                      # imm = 0x138
testb	$2, 92(%r12); leaq	1497536(%rip), %r15; leaq	1497401(%rip), %rax; cmovneq	%rax, %r15; testl	%ebp, %ebp
movq	8(%rsp), %rsi; movq	%r14, %rdi; movq	%rax, %r12; movl	%eax, %edx
pushq	%r12; movl	$1, %ecx; movq	%rsi, %r12; pushq	%rbp; movq	%rdx, %rbp; pushq	%rbx; movq	%rdi, %rbx
movq	8(%r13), %rsi; movq	(%r13), %rdi
nopw	(%rax,%rax); xorl	%ecx, %ecx; movl	%ecx, %eax
addq	$360, %rsp                      # imm = 0x168; movl	%r12d, %eax; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15
nopw	(%rax,%rax); movq	2243833(%rip), %rax; xorl	%r12d, %r12d; movq	$0, 40(%rsp); movq	%rax, 48(%rsp); nopl	(%rax,%rax); movq	48(%rsp), %rsi; movq	%r12, %rdi
movq	(%rdi), %rax; addq	%rsi, %rax
xorl	%edx, %edx; cmpl	%eax, %ebp; sete	%dl; movq	8(%rsp), %rax; subq	%fs:40, %rax
movsd	(%rsi,%rdx,8), %xmm2; comisd	%xmm2, %xmm0
nopl	(%rax); xorl	%esi, %esi; testq	%rdi, %rdi
movl	%eax, -116(%rbp); popq	%rax; movq	-112(%rbp), %rax; movq	-96(%rbp), %rbx; popq	%rdx; movl	-8(%rax), %edx; testl	%edx, %edx
movq	%rax, %r15; movq	16(%rsp), %rax; cmpb	$0, (%rax)
subq	$8, %rsp; xorl	%r9d, %r9d; movq	%rbp, %rcx; movq	%r14, %rdx; pushq	$0; movq	1489279(%rip), %rdi; leaq	525556(%rip), %rsi; pushq	$0; movq	16(%rbx), %r8; pushq	$0
cmpb	$36, %al
movq	%rax, (%rdx)
pushq	%rbp; pushq	%rbx; movq	%rdi, %rbx; subq	$8, %rsp; cmpl	$6, (%rdi)
pushq	%r14; pushq	%r13; pushq	%r12; pushq	%rbp; pushq	%rbx; subq	$16, %rsp; movq	24(%rcx), %rax; movq	(%rax), %r13; cmpq	%r13, 24(%rdx)
leaq	2370859(%rip), %rcx; movl	$292, %edx                      # imm = 0x124; movq	%r13, %rdi; movq	%rcx, %rsi; movq	%rcx, 8(%rsp)
pushq	$2868                           # imm = 0xB34
movq	136(%rsp), %rdx; movq	80(%rsp), %rdi; movq	%rdx, 88(%rsp); movb	$0, (%rdi,%rdx); movq	128(%rsp), %rdi
nopl	(%rax); mulsd	%xmm1, %xmm0; movapd	%xmm2, %xmm3; subsd	%xmm4, %xmm3; andpd	%xmm7, %xmm3; comisd	%xmm0, %xmm3
rorb	$226, -62555382(%rax,%rdx,4); cmpb	%cl, -1709670444(%r8); adcl	$3260758328, 114(%rbx)          # imm = 0xC25B3938; movw	93780035(%rbp), %ss; inl	%dx, %eax; pushq	%rbx; andl	$1869375639, %eax               # imm = 0x6F6C6897
subq	$16, %rsp; pushq	2480686(%rip); movq	%rdx, %rcx; movq	2480580(%rip), %r9; movq	%rsi, %rdx; leaq	-1646(%rip), %r8; movl	$12, %esi
pushq	%rbx; movq	(%rdi), %r11; movq	8(%rdi), %r10; cmpq	%r10, %r11
movslq	(%r8,%rax,4), %r10; movslq	(%rdi,%rax,4), %rdx; movapd	%xmm0, %xmm1; addq	$1, %rax; cmpq	%rax, %rsi
movq	8(%rsp), %rcx; movb	$0, (%rcx); testl	%eax, %eax
endbr64; testb	$5, 32(%rdi); sete	%al
movl	%r8d, 8(%rax); movq	%r11, %rax; popq	%rbx
addb	%bh, %al; movw	%cs, (%rax); addb	%bh, %al; movw	%cs, (%rax); addb	%bh, %al; movw	%cs, (%rax); addb	%bh, %al; movw	%cs, (%rax); addb	%bh, %al; movw	%cs, (%rax); addb	%bh, %al
xorl	%eax, %eax; addq	$56, %rsp; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi; xorl	%r8d, %r8d; xorl	%r9d, %r9d; xorl	%r10d, %r10d; xorl	%r11d, %r11d
testl	%eax, %eax; setne	%al; movzbl	%al, %eax; movq	152(%rsp), %rdx; subq	%fs:40, %rdx
nopl	(%rax,%rax); movzbl	64(%rsp), %eax; movb	%al, 12(%rsp)
leaq	1495548(%rip), %rdx; movl	$748, %esi                      # imm = 0x2EC
movq	8(%rdx), %rax; movq	16(%rax), %rcx; cmpq	%rdx, %rcx
movq	(%rsp), %r10; movq	96(%rsp), %r15; movl	$32, %esi; movq	%rbx, %rdi; movq	160(%r10), %rax; movq	%r15, %rdx; movq	%rax, 480(%rsp); movq	168(%r10), %rax; movq	%rax, 488(%rsp); movq	176(%r10), %rax; movq	%rax, 496(%rsp); movq	184(%r10), %rax; movq	%rax, 504(%rsp)
nopw	(%rax,%rax); pushq	%r12; movq	%rsi, %r12; pushq	%rbp; movq	%rdi, %rbp; pushq	%rbx; movq	%rdx, %rbx; subq	$16, %rsp; movsd	331911(%rip), %xmm0
movapd	%xmm2, %xmm0; movsd	%xmm1, 16(%rsp)
xchgl	%edx, %eax; movb	$-79, %dl; lodsb	(%rsi), %al
movq	508(%rbx), %r10; movl	16(%rsp), %edi; movl	20(%rsp), %eax; movq	%r10, 720(%rsp); bswapq	%r10; cmpl	%eax, %edi; cmovbel	%edi, %eax; subl	$51, %eax; movl	%eax, 112(%rsp); movl	108(%rsp), %eax; testl	%eax, %eax
xorl	%eax, %eax; cmpq	$1, 320(%rsp); sete	%al; cmpl	$5, %edx
movq	16(%rbp), %rdx; movl	$17, %esi; movq	%rbx, %rdi; leaq	954812(%rip), %rbp; leaq	3(%rbp), %r13
nopl	(%rax); subq	$8, %rsp; leaq	-923(%rip), %rsi; leaq	2448838(%rip), %rdi
movl	232(%rbx), %eax; orb	$1, %ah; movq	344(%rbx), %rdi; movl	%eax, 232(%rbx)
leaq	-240(%rbp), %rax; movq	-280(%rbp), %rdx; movq	%rbx, %rsi; movq	%rax, %rdi; movq	%rax, -288(%rbp)
movq	%rcx, %rdi; movq	%r8, 24(%rsp); movq	%rcx, 8(%rsp)
movd	%r12d, %xmm1; pshufd	$224, %xmm1, %xmm0              # xmm0 = xmm1[0,0,2,3]; testq	%r13, %r13
movq	%rdi, %r10; cmpq	%r11, 8(%rdi)
movl	$5, %eax; cmpl	$30, %edx
movq	%rcx, %r13; cmpq	%r12, (%rcx)
nopl	(%rax); addq	$8, %rsp; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13
cmpq	$0, 24(%rdi); movq	%rdi, %rbx
leaq	1401036(%rip), %rdx; movl	$306, %esi                      # imm = 0x132; leaq	1400521(%rip), %rdi
nopw	(%rax,%rax); movsd	722000(%rip), %xmm0; movl	$1, %ecx; leaq	797304(%rip), %rsi; leaq	670723(%rip), %rdi; unpcklpd	%xmm0, %xmm0                    # xmm0 = xmm0[0,0]; movups	%xmm0, (%rdx); movl	$1561, %edx                     # imm = 0x619
movq	%rbx, 160(%rbp); addq	$8, %rsp; movl	$1, %eax; popq	%rbx; popq	%rbp; xorl	%edx, %edx; xorl	%esi, %esi; xorl	%edi, %edi
addl	36(%rsp), %ebp
movq	%rsi, %r13; testq	%rdi, %rdi
movslq	108(%rsp), %r14; movq	%r14, %r15; movq	112(%rsp), %rdi
movq	%rbx, %rdi; movl	$37, %edx; movq	%r13, %rsi
nopw	(%rax,%rax); movl	$4, %ecx; movl	$79, %edx; leaq	1326786(%rip), %rsi; leaq	1326793(%rip), %rdi
leaq	1214480(%rip), %rax; xorl	%esi, %esi; movq	%rbp, %rdi; movq	%rax, 16(%rbx); addq	$40, %rax; movq	%rax, 104(%rbx)
testl	%r15d, %r15d; movl	28(%rsp), %r8d; movslq	24(%rsp), %rax
endbr64; movq	16(%rdi), %rax; movl	36(%rax), %eax
xorl	%eax, %eax; movl	%r14d, %edx; leaq	1999213(%rip), %rsi; movq	%r12, %rdi
pushfq; std
xorl	%eax, %eax; nopl	(%rax); movzbl	(%rbx,%rax), %edx; xorb	(%r15,%rax), %dl; movb	%dl, (%rbp,%rax); addq	$1, %rax; cmpq	%rax, %r12
nopl	(%rax,%rax); movl	$4, %ecx; movl	$179, %edx; leaq	1441027(%rip), %rsi; leaq	1441160(%rip), %rdi
xorb	$-97, %al; popq	%rbx; cmpl	$1969008572, %eax               # imm = 0x755CAFBC; popq	%rdi
movq	32(%r14), %rax; movq	56(%rbx), %rsi; movl	(%rax,%rbp,4), %edx; movq	16(%rbx), %rax; movl	%edx, (%rax,%rbp,4); movq	16(%r14), %rax; movl	(%rax,%rbp,4), %edx; movq	32(%rbx), %rax; movl	%edx, (%rax,%rbp,4); movq	24(%rbx), %rax; leaq	(%rax,%rbp,8), %rdi; movq	24(%r14), %rax; movsd	(%rax,%rbp,8), %xmm0; movsd	%xmm0, (%rdi)
nopw	(%rax,%rax); pushq	%r15; pushq	%r14; movq	%rsi, %r14; pushq	%r13; pushq	%r12; movq	%rdx, %r12; pushq	%rbp; movq	%rdi, %rbp; pushq	%rbx; subq	$56, %rsp; movq	%fs:40, %rax; movq	%rax, 40(%rsp); xorl	%eax, %eax
movq	72(%r14), %rsi
movl	36(%rsp), %edx; movl	%eax, %r12d; cmpl	$-1, %edx
movq	(%rsp), %rdi; leaq	60(%r15), %rsi; movq	%r10, %rdx; movq	%r10, 32(%rsp)
xorl	%r9d, %r9d; nopl	(%rax,%rax); movl	%r9d, %edx; xorl	%ecx, %ecx; nopl	(%rax); movq	(%rsi), %rax; movl	%edx, %r8d; addl	$1, %edx; shrq	%cl, %rax; addl	$8, %ecx; movb	%al, (%rdi,%r8); cmpl	$64, %ecx
nopl	(%rax); movq	%rbx, %rdi; xorl	%r8d, %r8d; xorl	%ecx, %ecx; xorl	%edx, %edx; xorl	%esi, %esi; popq	%rbx
movsd	24(%rsp), %xmm3; movq	16(%rsp), %rsi; movq	8(%rsp), %rdi; movsd	(%rsp), %xmm2
mulsd	8(%rsp), %xmm0; movsd	16(%rsp), %xmm2; movq	950693(%rip), %xmm3; subsd	%xmm2, %xmm0; xorpd	%xmm3, %xmm0
popq	%rdx; popq	%rcx; testl	%eax, %eax
nopl	(%rax,%rax); movl	$19, %ecx; movl	$129, %edx; leaq	1828368(%rip), %rsi; leaq	1828424(%rip), %rdi
nopl	(%rax,%rax); movq	152(%rax), %r14; testq	%r14, %r14
nopl	(%rax); movl	$4, %ecx; movl	$183, %edx; leaq	117141(%rip), %rsi; leaq	285696(%rip), %rdi
fisubrl	39(%rbp)
movq	8(%rsp), %rax; movq	-24(%rax), %r14; leaq	1(%r14), %rdi
ucomisd	%xmm5, %xmm0; movsd	%xmm4, 56(%rsp)
movq	16(%rsp), %rdi; movq	%rbp, %rsi; movq	%r13, %rbx
movl	$132, %edx; leaq	1567514(%rip), %rsi; movl	$72, %edi
movq	16(%rsp), %rsi; movq	%r13, %rdi
pushq	$790                            # imm = 0x316
movq	32(%rsp), %rdi; xorl	%edx, %edx; movq	%r14, %rsi
movb	%dl, 4(%rsp,%r8); movq	%rcx, %rsi; movq	%rdi, %rdx; movq	%r12, %rdi
nopl	(%rax); pshufd	$229, %xmm1, %xmm2              # xmm2 = xmm1[1,1,2,3]; movd	%xmm1, %ecx; movd	%xmm2, %eax
nopl	(%rax); subq	$8, %rsp; leaq	7917(%rip), %rax; movl	$28, %ecx; pushq	%rax; leaq	5680(%rip), %rax; leaq	568106(%rip), %r8; pushq	%rax; leaq	15233(%rip), %rax; pushq	40(%rsp); pushq	%r9; leaq	5540(%rip), %r9; pushq	%rax
nopl	(%rax); pxor	%xmm0, %xmm0; cvtsi2sd	%ecx, %xmm0; mulsd	705136(%rip), %xmm0; movq	184(%rsp), %rax; subq	%fs:40, %rax
movq	%rcx, %xmm3; punpcklqdq	%xmm3, %xmm0            # xmm0 = xmm0[0],xmm3[0]; movups	%xmm0, 16(%rax)
leaq	2131652(%rip), %rdx; movl	$303, %esi                      # imm = 0x12F; leaq	2131576(%rip), %rdi
movq	507836(%rip), %rax; movq	16(%rsp), %rdi; addq	$16, %rax; movq	%rax, 16(%rbx)
pushq	%r12; pushq	%rbp; movq	%rdi, %rbp; pushq	%rbx; movq	%rsi, %rbx; movq	%rbx, %rdi; subq	$16, %rsp; movq	%fs:40, %rax; movq	%rax, 8(%rsp); xorl	%eax, %eax; movq	%rsp, %rsi; movl	$4294967295, (%rsp)             # imm = 0xFFFFFFFF; movl	$4294967295, 4(%rsp)            # imm = 0xFFFFFFFF
leaq	739739(%rip), %rdi; xorl	%eax, %eax
xorl	%edx, %edx; movl	$130, %esi; xorl	%eax, %eax; movl	$38, %edi
movq	(%rsp), %rcx; movq	88(%rsp), %rax; leaq	-24(%rax), %rdi; cmpq	%r13, %rdi
nop; movl	(%rdi), %r8d; movl	4(%rdi), %r9d; movq	8(%rdi), %rdx; movq	%r8, %rsi; addq	$2, %r8; movq	%r9, %rcx; movq	(%rdi,%r8,8), %rax; subq	16(%rdi,%r9,8), %rax; leaq	16777216(%rax), %r9; cmovsq	%r9, %rax; subl	$1, %esi; movq	%rax, (%rdi,%r8,8); movl	$96, %r8d; cmovbl	%r8d, %esi; subl	$1, %ecx; cmovbl	%r8d, %ecx; movl	%esi, (%rdi); movl	%ecx, 4(%rdi); leaq	9122892(%rdx), %rcx; subq	$7654321, %rdx                  # imm = 0x74CBB1; cmovsq	%rcx, %rdx; subq	%rdx, %rax; movq	%rdx, 8(%rdi); movq	%rax, %rdx
pushq	$1849                           # imm = 0x739
fstp	%st(1); movq	%rax, %rdi; fld	%st(0); fucompi	%st(0), %st
nopw	(%rax,%rax); movq	%rdi, %rdx; movl	$131, %esi; movl	$121, %edi
addq	$16, %rsp; movl	$19, %eax; popq	%rbx; popq	%rbp; popq	%r12
movq	16(%rbp), %rdx; leaq	32(%rsp), %rbp; xorl	%eax, %eax; leaq	958921(%rip), %rsi; movq	%rbp, %rdi; addl	$1, %edx
endbr64; subq	%rsi, %rdx; movq	%rsi, %rax; sarq	$2, %rdx
nopw	(%rax,%rax); movl	$4, %ecx; movl	$95, %edx; leaq	305862(%rip), %rsi; leaq	305879(%rip), %rdi
nopw	%cs:1207959552(%rax,%rax); subl	$8, %esp; movl	$1, %ecx; movl	$77, %edx; leaq	380258(%rip), %rsi; leaq	380261(%rip), %rdi
movq	24(%rsp), %rsi; xorl	%edi, %edi; movq	%rax, 32(%rsp); addq	%rbp, %rsi
pushq	$710                            # imm = 0x2C6
nopw	%cs:(%rax,%rax); nopl	(%rax,%rax); rorxl	$2, %ebp, %ebx; andnl	%edx, %ebp, %edi; andl	%ecx, %ebp; xorl	%edi, %ebp
movq	232(%r14), %rdi; testq	%rdi, %rdi
movq	(%r13), %rax; movq	8(%rsp), %rsi; movl	$1, %edx; movq	24(%rsp), %rdi; movq	%rax, 32(%rsp)
movq	(%r15), %rdx; movzbl	2(%rbx), %eax; movl	$256, 12(%rsp)                  # imm = 0x100; movq	8(%rdx), %rdx; movzbl	(%rdx,%rax), %eax; movl	%eax, 72(%rsp); movzbl	1(%rbx), %ecx; movl	28(%rsp), %eax; cmpl	%eax, %ecx; movl	%ecx, 32(%rsp); movl	%ecx, %r14d
pushq	%rdx; testl	%ebx, -1071289225(%rbx); rorl	$134, (%rcx); movb	$-6, %dl; cmpl	$4004238452, %eax               # imm = 0xEEABD474
nopl	(%rax); movq	%rbp, %rdi; leaq	484676(%rip), %rsi
subq	$40, %rsp; movapd	%xmm1, %xmm3; movq	2162137(%rip), %r9; movapd	%xmm0, %xmm2; movq	%fs:40, %rax; movq	%rax, 24(%rsp); leaq	-5416(%rip), %rax; movsd	1652016(%rip), %xmm1; movq	%rdi, 8(%rsp); movq	%rsp, %rdi; pxor	%xmm0, %xmm0; movq	%rax, (%rsp)
xorl	%edi, %edi; movq	%rax, %rsi; movq	152(%rbx), %rax; popq	%rbx
movzbl	(%rsi), %eax; movq	%rsi, %r9
nopl	(%rax); movl	$4, %ecx; movl	$286, %edx                      # imm = 0x11E; leaq	1466752(%rip), %rsi; leaq	1466513(%rip), %rdi
xorl	%eax, %eax; xorl	%edx, %edx; movl	$155, %esi; movl	$6, %edi
endbr64; pushq	%rbp; movq	%rcx, %rdi; movq	%r9, %rcx; movsbl	%sil, %esi; pushq	%rbx; movq	%rdx, %rbx; movq	%r8, %rdx; movq	%rbx, %r8; subq	$8, %rsp; movq	32(%rsp), %rbp; movslq	(%rbp), %r9
movl	%ebx, %ecx; movq	8(%rsp), %r15; movl	20(%rsp), %r10d; subl	%ebp, %ecx; subl	$1, %ecx; movslq	%ecx, %rcx; imulq	%r8, %rcx; fldt	(%r9,%rcx); fsubr	%st(1), %st; cmpl	%edx, %r12d
movq	104(%rsp), %rdx; movq	80(%rsp), %rcx; movl	%r8d, 56(%rsp); movq	40(%rsp), %rdi; movq	%rdx, %rsi
movq	%r12, %r10; movq	%rdx, 24(%rsp); movq	%rdi, %r13; leaq	64(%rsp), %r12; shrq	$3, %r10; movq	%r10, 16(%rsp); leaq	8(,%r10,8), %r15; movq	%r15, 8(%rsp); leaq	(%r14,%r15), %rbx; movq	%rdi, %r15; nopl	(%rax); movq	(%r13), %xmm1; movq	%rbp, %rsi; movq	%r12, %rdi; addq	$8, %r14; movl	$1, %edx; addq	$8, %r13; pxor	%xmm1, %xmm0; movq	%xmm0, 64(%rsp)
addb	%ah, %ds:102(%rsi); nopl	%cs:(%rax,%rax); nopl	(%rax)
pushq	%rbx; movq	%rdi, %rbx; movq	56(%rdi), %rdi; testq	%rdi, %rdi
movq	$0, 24(%rsp); movl	$4294967295, %r8d               # imm = 0xFFFFFFFF; xorl	%edx, %edx; xorl	%esi, %esi; movq	$-1, %rbx
nopl	(%rax,%rax); pushq	%r14; pushq	%r13; pushq	%r12; pushq	%rbp; pushq	%rbx; testq	%rdx, %rdx
movq	48(%rsp), %r14; movl	$524291, %ebp                   # imm = 0x80003
pxor	%xmm1, %xmm1; cvtsi2sd	%rax, %xmm1; subsd	432444(%rip), %xmm1; movsd	24(%rdx), %xmm0; divsd	%xmm1, %xmm0; movsd	%xmm0, (%rsi); xorl	%eax, %eax
movq	8(%rsp), %r15; movq	16(%rsp), %r14; movq	24(%rsp), %r9; testl	%ecx, %ecx
nopw	%cs:(%rax,%rax); nop; pushq	%r15; pushq	%r14; pushq	%r13; pushq	%r12; movq	%rdx, %r12; pushq	%rbp; pushq	%rbx; movq	%rsi, %rbx; subq	$56, %rsp; movq	%rdi, (%rsp); movq	112(%rsp), %r15; movq	%rcx, 8(%rsp); movq	120(%rsp), %r14; movq	%r8, 24(%rsp); movq	128(%rsp), %r13; movq	%r9, 16(%rsp); movq	%fs:40, %rax; movq	%rax, 40(%rsp); xorl	%eax, %eax
imulq	$100000000, %rcx, %rcx          # imm = 0x5F5E100; addq	$8, %rsi; addq	$8, %rax; movabsq	$5246640582361599952, %rdx      # imm = 0x48CFCFCFCFCFCFD0; movl	$255, %ebx; incl	(%rax); addb	%cl, 3(%rax); pushq	%rsi; clc; movabsq	$5260247314441699329, %r11      # imm = 0x4900271000000001; movl	%eax, (%rcx); leaq	(%rdx,%rdx,4), %r8; shrq	$8, %rdx; leaq	(%rdx,%r8,2), %r8; movq	%r8, %rdx; andq	%rbx, %r8; shrq	$16, %rdx; andq	%rbx, %rdx; movabsq	$5480672114178523236, %rbx      # imm = 0x4C0F424000000064; imull	%ebx, %eax; imulq	%r11, %rdx; addq	%r8, %rdx; leaq	8(%r10), %r8; shrq	$32, %rdx; addq	%rdx, %rcx; movq	%r12, %rdx; subq	%rsi, %rdx; cmpq	$7, %rdx
nopl	(%rax); xorl	%eax, %eax; testl	%r14d, %r14d; setne	%al
nop; movslq	32(%rbp), %r12
movl	$4, %ecx; movl	$84, %edx; leaq	1673102(%rip), %rsi; leaq	1673136(%rip), %rdi
addq	$4, %rax; movq	%rax, 16(%r8); movq	-64(%rbp), %rdx; addq	$1, -56(%rbp); movq	-56(%rbp), %rax; movq	(%rdx), %r12; movq	16(%rbp), %rdx; movq	(%rdx,%r12,8), %r13; movq	-88(%rbp), %rdx; movq	(%rdx), %rdx; movq	%rdx, -72(%rbp); cmpq	%rdx, %rax
cmpq	%r12, %rax
leaq	1(%rdx), %r13; cmpq	%r9, %r13
nopl	(%rax); movq	%rsi, %rbx; movsd	-16(%rdx), %xmm2; subq	%r13, %rsi; subq	%r13, %rdx; movsd	(%rbx,%r9,8), %xmm0; movsd	(%rbx), %xmm5; leaq	-1(%r15), %rdi; andpd	%xmm13, %xmm2; andpd	%xmm13, %xmm0; andpd	%xmm13, %xmm5; addsd	%xmm5, %xmm0; mulsd	%xmm7, %xmm0; comisd	%xmm2, %xmm0
addq	$8, %rsp; movq	%rbp, %rsi; movq	%rbx, %rdi; movl	$171, %edx; popq	%rbx; popq	%rbp
leaq	1246082(%rip), %rbp; testq	%rbx, %rbx
leaq	32(%rsp), %rax; movq	16(%rdi), %r15; movq	8(%rdi), %r11; movq	%rdi, %rbp; movq	%rax, 8(%rsp); movq	%rdx, %r13; movq	%rcx, %r14; movq	%r8, %r12; xorl	%ebx, %ebx; nop; imulq	%rbx, %r11; movq	8(%rsp), %rdi; movq	%rbx, %rdx; movq	%r12, %rsi; movsd	(%r15,%r11,8), %xmm2; movsd	%xmm2, (%rsp)
movq	120(%rsp), %rdi; movq	(%rsp), %r8; movq	32(%rsp), %r11; movq	40(%rsp), %r10; cmpq	$64, %rdi
movdqu	16(%r12), %xmm8; pxor	%xmm8, %xmm0; movdqu	%xmm0, 16(%r13)
nopl	(%rax,%rax); movq	304(%rsp), %rsi; orl	$4, (%rsi)
xchgq	%rbp, %rax
leaq	667886(%rip), %rdx; movl	$85, %esi; leaq	667762(%rip), %rdi
sbbl	$3252305670, %eax               # imm = 0xC1DA3F06; pushq	$40
movq	40(%rsp), %rax; movq	(%rax), %r10; testq	%r10, %r10
movl	12(%rsp), %ecx; subl	$1, %eax
movq	728(%r12), %rdi; movslq	%r13d, %rbx; movq	%r14, %rsi; movq	%rbx, %rdx
leaq	256(%rbp), %rdi; movl	$440, %esi                      # imm = 0x1B8; addq	$40, %rbx
nopl	(%rax); movq	152(%rsp), %rax; subq	%fs:40, %rax
nopl	(%rax); movq	(%rdi), %rax; movq	%rsi, %r12; leaq	(%rax,%rdx,4), %r13
xchgl	%r11d, %eax; movl	%fs, %edi
movq	8(%rbx), %rax; leaq	216(%r15), %r14; movq	%r14, %rdi; movq	16(%rax), %rsi
leaq	72(%rsp), %rsi; subq	$8, %rsp; xorl	%r9d, %r9d; pushq	%r14; movq	%rax, %rcx; movq	%rbp, %rdi; pushq	24(%rsp); movl	184(%rsp), %eax; pushq	%rax; pushq	%r12; movl	56(%rsp), %r8d; pushq	%r8; movq	88(%rsp), %rdx; movl	$4294967295, %r8d               # imm = 0xFFFFFFFF
pushq	$1564                           # imm = 0x61C
movl	%ecx, %eax; andl	$2, %eax; movl	%eax, 16(%rsp)
nop; ucomisd	%xmm1, %xmm4
movq	-8(%rbx), %rdx; movq	%rdx, -8(%r15); cmpq	%rbx, 8(%rsp)
nopw	%cs:1207959552(%rax,%rax); subl	$8, %esp; movq	32(%rsi), %rax; movq	16(%rsi), %rsi; pushq	$0; pushq	%r9; movq	%r8, %r9; movq	%rcx, %r8; movq	%rdx, %rcx; movq	%rax, %rdx
leaq	32(%rsp), %r13; leaq	28(%rsp), %rdx; movq	%rbp, %rdi; movq	%r13, %rsi
movq	4232(%rsp), %rax; subq	%fs:40, %rax
movapd	%xmm1, %xmm0; movsd	%xmm2, 24(%rsp); movsd	%xmm3, 16(%rsp); movsd	%xmm1, 8(%rsp)
nopl	(%rax); movl	$19, %ecx; movl	$62, %edx; leaq	1340115(%rip), %rsi; leaq	1340176(%rip), %rdi
nopl	(%rax); leaq	3202929(%rip), %rdi
endbr64; pushq	%r13; leaq	1030115(%rip), %r13; pushq	%r12; pushq	%rbp; leaq	24(%rdi), %rbp; pushq	%rbx; movq	%rdi, %rbx; movq	%rbp, %rdi; subq	$24, %rsp; movq	1040642(%rip), %r12; leaq	104(%r12), %rax; leaq	64(%r12), %rdx; movq	%rdx, %xmm1; movq	%rax, %xmm2; punpcklqdq	%xmm2, %xmm1            # xmm1 = xmm1[0],xmm2[0]; movaps	%xmm1, (%rsp)
pushq	%rbx; sti; movl	$2607356862, %esp               # imm = 0x9B691BBE; popq	%rbp; movabsb	-7008350784049159560, %al
movq	%r15, %r13; movq	-168(%rbp), %rcx; movq	%r12, %r15; cmpq	$2, %r13
movq	%r13, %rcx; xorl	%edx, %edx; movq	%rbx, %rdi; movq	%rax, %rsi
subq	$8, %rsp; movl	$6, %ecx; xorl	%esi, %esi; movq	%rax, %rdi; pushq	%rbp; movq	56(%rbx), %r9; leaq	443794(%rip), %rdx; leaq	740(%rbx), %r8
nopw	(%rax,%rax); movzwl	(%r13), %eax; movw	%ax, 96(%rsp)
leaq	78(%rsp), %rax; movq	%rax, 8(%rsp); nopw	(%rax,%rax); movq	(%rbp), %rdi; movq	16(%rbp), %r13; movq	%rbx, %r14; addq	$24, %rbx; movq	8(%rsp), %rdx; movq	-24(%rdi), %rsi; addq	%r15, %r13; addq	%rdi, %rsi
addq	$1, %r11; addq	%rdx, %rbp; addq	%r15, %r14; cmpq	%r11, %rsi
movq	512685(%rip), %rax; leaq	88(%rbp), %rdi; leaq	88(%rbx), %rsi; movq	80(%rbx), %rdx; addq	$16, %rax; movq	%rax, (%rbp); movl	64(%rbx), %eax; movq	%rdi, 72(%rbp); movl	%eax, 64(%rbp); movq	72(%rbx), %rax; cmpq	%rsi, %rax
movq	%rcx, %r8
movsd	837837(%rip), %xmm1; comisd	%xmm1, %xmm0
movq	16(%rbx), %rax; movq	%r14, %rdi; movq	%rcx, (%rsp); leaq	1(%rax), %rsi
leaq	48(%rbp), %rsi; movq	%rbx, %rdi
nopl	(%rax); addq	$1, %rbx; cmpq	%rbx, %r12
cmpb	24(%rsp), %r13b
addq	$280, %rsp                      # imm = 0x118; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi; xorl	%r8d, %r8d; xorl	%r9d, %r9d
movl	$16, 56(%rsp); movl	$22, %r13d; movq	$22, 24(%rsp)
vmovdqa32	%zmm14, %zmm16; leaq	64(%rsi), %rsi; cmpq	$192, %rdx
movq	144(%rsp), %r15
movq	%rbx, %r9; movq	-72(%rbp), %r13; movq	%r15, %rbx; movzbl	-92(%rbp), %ecx; movq	-88(%rbp), %r15; movl	$4294967295, %esi               # imm = 0xFFFFFFFF; movl	$1, %r12d
leaq	(%rcx,%rcx), %rax; movq	%rdi, %r13; movq	%rdx, %r12; movq	%rsi, %rbx; movq	%rax, 8(%rsp); xorl	%ebp, %ebp; leaq	22(%rsp), %r15; leaq	2069900(%rip), %r14; movq	%r15, %rdx; movq	%r14, %rsi; movq	%r13, %rdi; xorl	%eax, %eax
movq	40(%rbx), %rdi; movl	40(%rsp), %edx; movq	%r15, %rsi
movq	104(%rsp), %rbx; movq	24(%rsp), %r9; testq	%rbx, %rbx
testl	%eax, %eax; setne	%al; movzbl	%al, %eax; addq	$16, %rsp; popq	%rbx; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi; xorl	%r8d, %r8d; xorl	%r9d, %r9d
nopl	(%rax,%rax); pushq	%r13; movq	%rdx, %r11; pushq	%r12; pushq	%rbp; pushq	%rbx; movq	32(%rdi), %rdx; movq	16(%rdi), %r12; movq	24(%rdi), %r13; leaq	4(%rdx,%rsi,4), %rbp; movslq	(%rdx,%rsi,4), %rax; cmpl	(%rbp), %eax
leaq	-112(%rbp), %r13
cmpl	$117, %eax
addq	$88, %rsp; movq	%rbx, %rdi; popq	%rbx; popq	%rbp; popq	%r12; popq	%r14
movq	8(%rbx), %rax; popq	%rbx; movq	40(%rax), %rax; addq	$8, %rax; xorl	%edx, %edx; xorl	%esi, %esi; xorl	%edi, %edi
fadds	566436(%rip); fdivrp	%st, %st(1); addq	%rsi, %rdi; faddp	%st, %st(1); cmpq	%rdx, %rax
pushq	%r15; pushq	%r14; pushq	%r13; pushq	%r12; pushq	%rbp; pushq	%rbx; subq	$344, %rsp                      # imm = 0x158; movdqu	(%rdi), %xmm0; movq	%fs:40, %rax; movq	%rax, 328(%rsp); xorl	%eax, %eax; movq	%xmm0, %rax; cmpq	%rax, 8(%rdi)
nop; cmpq	$0, 192(%r12)
nopl	(%rax); leaq	819912(%rip), %rsi; movq	%r15, %rdi
addq	%r14, (%r12)
movq	%rsi, %r14; movq	%rcx, %r13; testq	%rbp, %rbp
pushq	%rax; leaq	2166381(%rip), %r9; movq	%r14, %rcx; movq	%r13, %rsi; movl	$242, %r8d; movl	$6, %edi; movq	%rax, 32(%rsp); leaq	2154264(%rip), %rax; pushq	%rax; movq	32(%rsp), %rdx; xorl	%eax, %eax
nopw	(%rax,%rax); movl	$20, %ecx; movl	$180, %edx; leaq	1611497(%rip), %rsi; leaq	1614511(%rip), %rdi
movq	%rdi, %rdx; movq	%rsi, %rcx; movq	1675819(%rip), %rdi; movq	1675300(%rip), %rsi
movq	%rax, %rcx; testq	%r13, %r13
nopl	(%rax); pxor	%xmm4, %xmm4; comisd	%xmm3, %xmm4
testl	$4096, %r15d                    # imm = 0x1000
movq	40(%rsp), %rcx; movq	16(%rsp), %rdx; movq	%r13, %rsi; movq	%r13, %rdi
cmpl	$8, %r13d; sete	%r12b; testl	%ecx, %ecx; sete	%dl; orb	%dl, %r12b
pxor	%xmm0, %xmm0; movups	%xmm0, 120(%rbx); popq	%rbx; xorl	%edi, %edi
nopl	(%rax,%rax); leaq	1204713(%rip), %rax
cmpq	%r8, 8(%r14)
pushq	$507                            # imm = 0x1FB
nopl	(%rax); movq	%r8, %rdx
xorl	%r13d, %r13d; xorl	%r14d, %r14d
addl	$503133209, %eax                # imm = 0x1DFD3419
movq	40(%rbx), %rsi; testq	%rsi, %rsi
leaq	643804(%rip), %rdx; movl	$173, %esi
leaq	1(%rdx), %rax; pushq	%r15; leaq	(%rsi,%rsi), %r8; shrq	%rax; pushq	%r14; pushq	%r13; movq	%rdi, %r13; movq	%rdx, %rdi; pushq	%r12; movq	%rax, %r12; movq	%rdx, %rax; shrq	%rax; pushq	%rbp; imulq	%r8, %rax; pushq	%rbx; subq	$88, %rsp; movzwl	(%r13,%rax), %eax; subw	(%r13), %ax; movq	%rcx, 8(%rsp); movw	%ax, (%rcx); cmpl	$1, %r12d
leal	85(%rcx), %eax; subl	%edx, %esp; rcrb	%cl, %bl
pushq	%rbx; pxor	%xmm0, %xmm0; movq	%rdi, %rbx; subq	$160, %rsp; movq	%fs:40, %rax; movq	%rax, 152(%rsp); xorl	%eax, %eax; movq	112(%rdi), %rax; movl	%esi, 60(%rsp); movaps	%xmm0, 64(%rsp); movq	%rax, %rdx; orb	$1, %ah; movaps	%xmm0, 80(%rsp); andb	$-2, %dh; testl	%esi, %esi; movaps	%xmm0, 96(%rsp); cmovneq	%rdx, %rax; movaps	%xmm0, 112(%rsp); movaps	%xmm0, 128(%rsp); movq	%rax, 112(%rdi); movq	(%rdi), %rax; testq	%rax, %rax
nopl	(%rax); cmpl	$5000, %eax                     # imm = 0x1388
nopl	(%rax,%rax); pushq	%rbp; leaq	2424976(%rip), %rbp; pushq	%rbx; movq	%rbp, %rdi; subq	$8, %rsp
leaq	3285561(%rip), %rax
leaq	794432(%rip), %rsi; movq	8(%rax), %rbp; movq	16(%rax), %rbx; movq	%rax, %r13; movq	%rbp, %rdi
movq	16(%rsp), %rcx; subq	$1, %rcx; movq	%rcx, 88(%rsp); movq	104(%rsp), %rcx; leaq	-1(%rcx), %rdx; cmpq	%r15, %rdx
leaq	1939118(%rip), %rdx; movl	$359, %esi                      # imm = 0x167; leaq	1938864(%rip), %rdi
movq	%rbx, %rdi; movq	%r12, %rbx
sbbb	%bl, %ah; movl	$1090372076, %esp               # imm = 0x40FDC1EC; fmul	%st(4), %st; pushq	$-461564197                     # imm = 0xE47D16DB; lahf; fisubrs	-559685098(%rdx); movl	%ebx, -23(%rdi); movl	$2761266344, %esi               # imm = 0xA49594A8; cmpsb	%es:(%rdi), (%rsi)
movl	%eax, %r12d; cmpl	$-1, %eax
pushq	$1607                           # imm = 0x647
movq	360(%rsp), %rax; subq	%fs:40, %rax
xorl	%r12d, %r12d; popq	%rbx; popq	%rbp; movl	%r12d, %eax; popq	%r12; popq	%r13; popq	%r14; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi; xorl	%r8d, %r8d; xorl	%r9d, %r9d
testl	%ebp, %ebp; cmovnel	%ebp, %eax; movl	%eax, %r13d
movq	16(%rsi), %rdx; movq	%r13, (%rdi); movq	%rbp, (%rsi); movq	%rdx, 16(%rdi); movq	%rcx, 16(%rbx); movq	8(%r12), %rcx; movq	%rax, 8(%r12); movq	%rcx, 8(%rbx); addq	$40, %rsp; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15
movl	88(%rsp), %r10d; testl	%r10d, %r10d
nopw	(%rax,%rax); movzbl	(%r13), %edx; leaq	1(%r13), %rax; testb	%dl, %dl
movq	%r12, %rdi; movq	%rbp, %r9; movq	%rbp, %r8; movq	%r14, %rcx; movq	%r14, %rdx; movq	%rbx, %rsi
movq	1095015(%rip), %rdx; movq	1095768(%rip), %rsi; xorl	%ecx, %ecx
pushq	%rbx; movq	40(%rdi), %rax; movq	%rdi, %rbx; testq	%rax, %rax
movq	24(%rsp), %rax; pxor	%xmm3, %xmm3; movq	8(%rax), %rsi; movq	16(%rax), %r10; xorl	%eax, %eax; movq	%rsi, 104(%rsp); leaq	(,%rsi,8), %r13; movq	%r10, %rdx; nopl	(%rax); movsd	(%rdx), %xmm0; addq	$1, %rax; addq	%r13, %rdx; mulsd	%xmm0, %xmm0; addsd	%xmm0, %xmm3; cmpq	%rax, %rdi
xorl	%eax, %eax; popq	%rbx; popq	%rbp; popq	%r12; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi
subq	$8, %rsp; addq	$24, %rdi
movq	312(%rsp), %rax; subq	%fs:40, %rax
rcrl	%cl, 124(%rcx,%rbx,2); pushq	%rdi; xorb	%bl, %ch; andb	%es:(%rbx), %bh; pushq	%rsp; popq	%rbx; std; xorl	$105301193, %eax                # imm = 0x646C4C9; orb	%ch, -29(%rcx); inl	%dx, %eax
movq	40(%rsp), %r14; pushq	824(%rsp); movq	%r13, %rsi; movq	24(%rsp), %rcx; andq	%r15, %r14; pushq	%rcx; orq	%rbp, %r14; pushq	824(%rsp); movq	%r14, %rdx; leaq	560(%rsp), %rax; pushq	%rax; movq	88(%rsp), %r9; movq	32(%rsp), %rcx; movq	80(%rsp), %r8; movq	96(%rsp), %rdi
pxor	%xmm0, %xmm0; movq	$0, (%rbx); ucomisd	%xmm0, %xmm3
sbbb	$109, %al; orl	%esp, 61(%rcx); orl	$341989237, %eax                # imm = 0x14625775; sahf; subb	%ch, %dl; decb	102137496(%rcx); inl	%dx, %eax; orl	%edi, (%rcx); cltd
nop; pxor	%xmm9, %xmm9; movapd	%xmm9, %xmm2
movq	8(%rsp), %rax; movq	%r10, %rdi; movzbl	(%rax), %esi; andl	$-2, %esi
cmpl	$25, %eax
movl	%r12d, %edx; subl	%eax, %edx; leal	1(%rdx), %eax; movl	%edx, %esi; cmpl	$2, %eax
nopw	(%rax,%rax); movq	$0, 32(%rdi); movq	%rdi, %rdx; leaq	40(%rdi), %rdi; movdqa	545769(%rip), %xmm0; movq	$0, 80(%rdi); movl	%edx, %eax; andq	$-8, %rdi; subl	%edi, %eax; leal	128(%rax), %ecx; xorl	%eax, %eax; shrl	$3, %ecx; rep		stosq	%rax, %es:(%rdi); movups	%xmm0, (%rdx); movdqa	545744(%rip), %xmm0; movups	%xmm0, 16(%rdx); movzbl	(%rsi), %eax; movq	%rax, 120(%rdx); xorl	%eax, %eax; nopl	(%rax); movl	(%rsi,%rax,4), %ecx; xorl	%ecx, (%rdx,%rax,4); addq	$1, %rax; cmpq	$8, %rax
cmpq	$9, %rdi
movsb	(%rsi), %es:(%rdi); andb	$-2, %al
movl	$37, %edi
movslq	(%rsp), %rdx; testl	%edx, %edx
movsd	8(%rsp), %xmm1; movsd	1690023(%rip), %xmm5
movq	(%r14), %rax; movq	%r14, %rdi
movsd	8(%rsi,%rax,8), %xmm11; movsd	(%rsi,%rax,8), %xmm12; leaq	(,%rax,8), %r8; movsd	(%rdx,%rax,8), %xmm10; movapd	%xmm11, %xmm9; subsd	%xmm12, %xmm9; ucomisd	%xmm4, %xmm9
nopw	(%rax,%rax); movq	774201(%rip), %rdx; cmpb	$0, (%rdx)
leaq	542444(%rip), %rdx; movl	$1043, %esi                     # imm = 0x413; leaq	536288(%rip), %rdi
xorl	%edx, %edx; movl	$182, %esi; xorl	%eax, %eax; movl	$58, %edi
movl	$8, %ecx; movl	$49, %edx; leaq	1275523(%rip), %rsi; leaq	1275558(%rip), %rdi
movsd	(%rsp), %xmm1; movq	24(%rsp), %rdi; movapd	%xmm0, %xmm5; movsd	751995(%rip), %xmm4; movq	738556(%rip), %rax; movapd	%xmm1, %xmm0; movsd	16(%rsp), %xmm2; movsd	8(%rsp), %xmm3; mulsd	%xmm4, %xmm0; movq	%rax, %xmm6; addsd	%xmm4, %xmm0; movsd	751975(%rip), %xmm4; mulsd	%xmm2, %xmm4; mulsd	%xmm6, %xmm2; addsd	%xmm4, %xmm0; mulsd	%xmm1, %xmm2; movsd	864159(%rip), %xmm1; addsd	%xmm2, %xmm0; addsd	%xmm3, %xmm0; mulsd	%xmm6, %xmm0; mulsd	%xmm5, %xmm0; subsd	%xmm0, %xmm1; divsd	%xmm3, %xmm1; movapd	%xmm1, %xmm0; mulsd	849731(%rip), %xmm1; unpcklpd	%xmm1, %xmm0                    # xmm0 = xmm0[0],xmm1[0]; movups	%xmm0, (%rdi)
cmpb	$0, 77(%rsp); movb	$0, 72(%rsp)
nopw	(%rax,%rax); movl	$99, %ecx; leaq	12(%rsp), %rdx; pause; rdseedl	%eax; movl	%eax, (%rdx)
nop; movq	%rdx, %rcx; movl	%esi, %edx; movq	%rdi, %rsi; leaq	1302145(%rip), %rdi
movl	64(%rbx), %eax; leaq	88(%rbx), %rsi; movq	72(%rbp), %rdi; leaq	72(%rbx), %rdx; movl	%eax, 64(%rbp); movq	72(%rbx), %rax; cmpq	%rsi, %rax
leaq	36(%r10), %rcx; andq	$-16, %rcx; cmpq	%rbp, %rcx
nop; lock; addl	$1, 20(%r13)
movq	16(%rax), %rdi; movq	%rdi, %rcx; subq	%r9, %rcx; cmpl	%esi, (%r8,%rcx,4)
movq	%r8, 48(%rsp); movq	%r12, %rax; movq	112(%rsp), %r14; movq	%r13, %r12; movq	%rax, %r13; movq	40(%rsp), %rsi; xorl	%edx, %edx; movq	%rbx, %rdi
movups	96(%rdi), %xmm8; xorps	%xmm9, %xmm9
xorl	%edx, %edx; movl	$110, %esi; xorl	%eax, %eax; movl	$47, %edi
pushq	$-275588230                     # imm = 0xEF92DB7A; scasl	%es:(%rdi), %eax; frstor	7(%rdi,%rax,2); movl	%esi, %ebx
pushq	$1210                           # imm = 0x4BA
movsd	8(%rsp), %xmm0; movl	%ebx, %edi
movl	$19, %ecx; movl	$189, %edx; leaq	1415147(%rip), %rsi; leaq	1415476(%rip), %rdi
sbbb	%al, 1138779224(%rdi); pushq	%rcx
movq	56(%rsp), %rdx; movq	(%rbx), %rdi; movq	%rdx, 8(%rbx); movb	$0, (%rdi,%rdx); movq	48(%rsp), %rdi
movq	16(%rsp), %r8
leaq	794167(%rip), %rdx; movl	$380, %esi                      # imm = 0x17C; leaq	793802(%rip), %rdi
leaq	64(%rbp), %rdi; movq	%r12, %rdx; movq	%rbx, %rsi
movq	911483(%rip), %rax; leaq	72(%rbx), %rdi; addq	$16, %rax; movq	%rax, 16(%rbx)
pushq	%rax; movq	%rsi, %rdx; movq	%r9, %rcx; leaq	282971(%rip), %rsi; leaq	282988(%rip), %rdi; xorl	%eax, %eax
fisttpll	-15(%rax); movb	%dh, %cl; xchgl	%edx, %eax; nop; movb	$-123, %dl; cmpb	%ch, -434906513(%rbp,%rcx,8); subb	(%rdi), %cl; insb	%dx, %es:(%rdi); movsb	(%rsi), %es:(%rdi)
nopw	(%rax,%rax); movq	%rbp, %rsi; movq	%rbx, %rdi; movl	%eax, 12(%rsp)
movl	$1, %ecx; subl	%r11d, %ecx; cmpl	$64, %ecx
nopw	%cs:1224736768(%rax,%rax); cmpl	$19, %ecx


movq	%rbp, %rsi; movl	$262161, %edi                   # imm = 0x40011; movzbl	(%rax), %r12d
movq	%rbp, %rdi; leaq	367654(%rip), %rsi
pushq	$1432                           # imm = 0x598
leal	(%rbx), %esp; cwtl
movq	24(%rsp), %rcx; movq	%rax, %rdi; cmpq	1242763(%rip), %rcx
movq	-72(%rbp), %rdx; movq	%rbx, %rdi; leaq	(%rax,%rdx), %r14; movq	(%rbx), %rax; movl	(%r14), %esi
pushq	%rax; movq	%rcx, %rdi
movq	96(%rdi), %rax; movq	%rax, (%rcx); xorl	%eax, %eax; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi
nopw	(%rax,%rax); movl	$5, %ecx; movl	$187, %edx; leaq	337832(%rip), %rsi; leaq	170780(%rip), %rdi
movq	%rsi, %rcx; movl	(%rdi), %esi; movq	24(%rdi), %rdi; xorl	%edx, %edx
endbr64; pushq	%r15; pushq	%r14; pushq	%r13; pushq	%r12; pushq	%rbp; movq	%rsi, %rbp; pushq	%rbx; movq	%rdi, %rbx; subq	$72, %rsp; cmpl	$-1, %edx
leaq	120(%rsp), %rdi; movq	%r15, %rcx; movq	%r14, %rdx; movslq	%eax, %r8; movq	%rbp, %rsi
movl	$5, %ecx; movl	$121, %edx; leaq	1913476(%rip), %rsi; leaq	1913486(%rip), %rdi
pxor	%xmm1, %xmm1; movl	%ecx, %eax; leal	1(%rsi), %edx; addl	$1, %ecx; cvtsi2sd	%r9, %xmm1; movsd	%xmm1, (%rbx,%rax,8); movl	%edx, %eax; cmpl	%r14d, %edx
movl	%ebp, %r14d; nopl	(%rax); movzbl	(%rsi,%rax), %edx; cmpb	%cl, %dl
leaq	4(,%r10,4), %rdx; xorl	%esi, %esi; movq	%r11, %rdi; movq	%r8, 24(%rsp); movq	%r9, 16(%rsp); movq	%r10, 8(%rsp)
movq	$0, 80(%rsp); leaq	1911004(%rip), %rax; movq	$0, 24(%rsp); movq	$0, 16(%rsp); movq	%rax, 72(%rsp)
pushq	%rdi; andl	%ebx, (%rdi); sarl	$246, 901725182(%rdi); popq	%rcx
movapd	%xmm0, %xmm3; addsd	%xmm1, %xmm3; comisd	%xmm3, %xmm2
nopw	(%rax,%rax); movq	32(%rsi), %rdx; testq	%rdx, %rdx
movl	$1, %ebx; nopw	(%rax,%rax); addl	$48, %esi
movq	%rbp, %rdi; movq	%rax, 40(%rbx)
movq	16(%rdi), %rsi; cmpq	%r12, %rsi
nopl	(%rax,%rax); movl	$4, %ecx; movl	$282, %edx                      # imm = 0x11A; leaq	1469058(%rip), %rsi; leaq	1468896(%rip), %rdi
nopl	(%rax); movq	%rax, %rdx; movq	%rax, %rcx; pxor	%xmm1, %xmm1; shrq	%rdx; andl	$1, %ecx; orq	%rcx, %rdx; cvtsi2sd	%rdx, %xmm1; addsd	%xmm1, %xmm1
movq	$0, 112(%rsp); movl	$2048, %eax                     # imm = 0x800; leaq	1378214(%rip), %r10; movq	8(%rsp), %rcx; movl	%eax, (%rcx); movq	112(%rsp), %rdi; movl	$795, %edx                      # imm = 0x31B; movq	%r10, %rsi; xorl	%r13d, %r13d; xorl	%ebp, %ebp
movl	20(%rbx), %esi; testl	%esi, %esi
movb	$108, %al; subb	%dh, %cl
movl	%ecx, (%r8); addq	$4, %r8; addq	%r12, %r10; cmpq	%r8, %r13
movl	%eax, %r12d; cmpl	$-1, %ebx
nopl	(%rax,%rax); pushq	%rbp; movq	%rdi, %rbp; pushq	%rbx; movq	%rsi, %rbx; subq	$24, %rsp
pushq	%rbp; xorl	%eax, %eax; pushq	%rbx; movq	%rsi, %rbx; subq	$8, %rsp; testq	%rsi, %rsi
movapd	%xmm1, %xmm2; addsd	%xmm0, %xmm1; movsd	1619008(%rip), %xmm3; movq	%rdi, %rax; subsd	%xmm0, %xmm2; movq	%rdx, %rdi; movq	(%rcx), %rdx; mulsd	%xmm3, %xmm1; mulsd	%xmm3, %xmm2; cmpq	%rdx, %rax
adcb	%bl, (%rax); cld
endbr64; movq	(%rdi), %rdx; movslq	%esi, %rsi; movq	%rdi, %rax; movq	-24(%rdx), %rdx; movq	%rsi, 16(%rdi,%rdx)
pushfq; insb	%dx, %es:(%rdi); outsb	(%rsi), %dx; outsl	(%rsi), %dx; sbbb	%bh, (%rsi); andb	$-107, %al; xchgl	%ecx, %eax; xchgl	%ecx, %eax
xorl	%edx, %edx; xorl	%edi, %edi; leaq	48(%rsp), %rcx; movl	$41, %esi
movslq	%ecx, %rdx; xorl	%eax, %eax; leaq	(,%rdx,4), %rdi; nopl	(%rax); movl	(%r15,%rax), %esi; movl	%esi, (%rbx,%rax); movl	(%r13,%rax), %esi; movl	%esi, (%r14,%rax); addq	$4, %rax; cmpq	%rax, %rdi
leaq	1485132(%rip), %rdx; movl	$398, %esi                      # imm = 0x18E; leaq	1484112(%rip), %rdi
movsd	16(%rsp), %xmm1; movq	%rbx, %rax; addq	$1, %rbx; movsd	%xmm1, (%r15); cmpq	%rax, 24(%rsp)
movq	16(%rdi), %rax; xorl	%edx, %edx; movq	(%rax), %rax; testq	%rax, %rax

movq	24(%rsp), %rcx; movq	32(%rsp), %r11; movq	%rbp, %r12; movq	40(%rsp), %rdx; addq	%rcx, %r11; andl	$1073741823, %edx               # imm = 0x3FFFFFFF; testq	%rdx, %rdx
movq	16(%rsp), %r9; movq	24(%rsp), %r8; movq	%rax, %r15; addq	%rax, %r9; testq	%rax, %rax
nopw	(%rax,%rax); pushq	%r15; pushq	%r14; pushq	%r13; pushq	%r12; pushq	%rbp; pushq	%rbx; movq	%rdi, %rbx; subq	$40, %rsp; movq	32(%rsi), %r12; movq	%fs:40, %rax; movq	%rax, 24(%rsp); xorl	%eax, %eax; leaq	8(%rsp), %rsi; leaq	4(%rsp), %rdi; movq	$0, 8(%rsp); movq	%r12, %rdx
nopl	(%rax); movq	%r12, %rdx; movq	%rbp, %rsi; movq	%rbx, %rdi
leaq	1640425(%rip), %rcx
pushq	%r13; pushq	%r12; pushq	%rbp; movq	%rdi, %rbp; pushq	%rbx; subq	$8, %rsp
nopw	(%rax,%rax); movzwl	(%r15), %edi; addq	$2, %r15; rolw	$8, %di; movzwl	%di, %edi; movq	%rdi, 56(%rsp)
movq	120(%rbx), %rax; andb	$-2, 160(%rbx); movq	136(%rax), %r8; movq	24(%rbp), %rax; andl	$512, %eax                      # imm = 0x200; testq	%r8, %r8
leaq	874054(%rip), %rdx; movl	$518, %esi                      # imm = 0x206; movq	%rbp, %rdi
movsd	231601(%rip), %xmm1; subsd	%xmm0, %xmm1; movapd	%xmm1, %xmm0
nopl	(%rax); movq	1286713(%rip), %rdx; cmpb	$0, (%rdx)
nop; movl	$1, %eax; popq	%rbx; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi
sbbl	%edi, (%rdi); std; addl	%ebp, %ebp
nopl	(%rax,%rax); leaq	1253145(%rip), %rax
pushq	%r14; movq	%xmm0, %r14; pushq	%rbp; pushq	%rbx; movq	%rdi, %rbx; subq	$224, %rsp; movq	%rsi, 56(%rsp); movq	%rdx, 64(%rsp); movq	%rcx, 72(%rsp); movq	%r8, 80(%rsp); movq	%r9, 88(%rsp); movsd	%xmm1, (%rsp); movsd	%xmm2, 8(%rsp); testb	%al, %al
shlq	$3, %rbp; xorl	%r14d, %r14d; xorl	%r13d, %r13d; testq	%r15, %r15
xorl	%ecx, %ecx; xorl	%edx, %edx; movq	%rax, %rsi; movq	%rbx, %rdi
movsd	727825(%rip), %xmm1; comisd	%xmm8, %xmm1; seta	%sil; andl	%esi, %eax
movq	%r14, %rbp; movq	24(%r14), %r14; testq	%r14, %r14
movq	24(%rsp), %rsi; movq	%rbp, %rdi; movq	%rbp, 8(%rsp)
movq	128(%rsp), %rdi; movq	%r12, %rsi; movl	$1208, %edx                     # imm = 0x4B8
leaq	458628(%rip), %rdx; movl	$212, %esi
leaq	1461410(%rip), %rdx; movl	$70, %esi; leaq	1461372(%rip), %rdi
pushq	$412                            # imm = 0x19C
movq	24(%rsp), %rbp; movq	32(%rsp), %r12; movq	%rax, %rdi; leal	-1(%rbp), %eax; leaq	-1(%rdi), %rdx; movq	%rdi, %rcx; movl	$1, %esi; cltq; imulq	%r8, %rdx; shlq	$4, %rcx; imulq	%r8, %rax; fldt	(%r9,%rdx); movq	%rdi, %rdx; movq	%r12, %rdi; fldt	(%r9,%rax); fsubrp	%st, %st(1); fstpt	-16(%r12,%rcx)
movl	$4294967295, %eax               # imm = 0xFFFFFFFF; addq	$8, %rsp; popq	%rbx; popq	%rbp; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi
movq	64(%rbx), %rdx; xorl	%ecx, %ecx; movq	%rax, %rsi; movq	%r15, %rdi; movq	%rax, %r13
nopl	(%rax); cmpq	$999999, %rdi                   # imm = 0xF423F
movq	-416(%rbp), %rdi
fstpl	-16(%rsp); movsd	-16(%rsp), %xmm2; testq	%rdx, %rdx
nopl	(%rax); movl	4(%rsp), %eax; leal	-1(%rax), %edx; movl	%edx, 4(%rsp)
movq	(%rcx,%r8,8), %rsi; cmpq	%r9, %rsi
movq	16(%r12), %rax; movq	64(%rbx), %rcx; movq	%rbx, %rdx; movq	%rbp, %rsi; movq	16(%rbx), %rdi; popq	%rbx; movq	32(%rax), %rax; popq	%rbp; popq	%r12
addq	$2, %rax
movq	16(%rcx), %rax; cmpq	24(%rcx), %rax
nopw	%cs:1207959552(%rax,%rax); shrl	%ebx; pxor	%xmm1, %xmm1; orq	%rax, %rbx; cvtsi2sd	%rbx, %xmm1; addsd	%xmm1, %xmm1
movq	24(%rbp), %rdi; movl	8(%rsp), %esi
movslq	%r14d, %rax; cmpb	$0, -2(%r13,%rax)
movq	8(%rsp), %rsi; movq	%rbp, %r8; movq	%rbx, %rdi; leaq	64(%rsp), %rcx; movl	%eax, %edx; movl	%eax, 44(%rsp)
nopl	(%rax,%rax); cmpq	$0, 72(%r12)
leaq	2134460(%rip), %rdx; movl	$870, %esi                      # imm = 0x366; movq	%rbx, %rdi
movq	503099(%rip), %rax; leaq	104(%rbx), %rdi; movl	(%rsp), %r8d; movq	%rdi, 88(%rbx); leaq	16(%rbp), %rcx; addq	$16, %rax; movl	%r8d, 80(%rbx); movq	%rax, 16(%rbx); movq	(%rbp), %rax; cmpq	%rcx, %rax
movsq	%cs:(%rsi), %es:(%rdi); movb	159997552(%rdi), %bl; movl	$1485963447, %edx               # imm = 0x589200B7; sti; movb	$-35, %bh; outsl	(%rsi), %dx
nopw	(%rax,%rax); movq	%r12, %rdi; xorl	%r12d, %r12d
pushq	$1885                           # imm = 0x75D
leaq	2398772(%rip), %rdx; movl	$681, %esi                      # imm = 0x2A9; leaq	2398625(%rip), %rdi
nopl	(%rax,%rax); leaq	13(%rsp), %rsi; movl	$2, %edx; movq	%rbp, %rdi
pushq	$116; xchgl	%ebx, %eax; insl	%dx, %es:(%rdi); cmpsl	%es:(%rdi), (%rsi); subb	-1738648134(%rip), %al; movsl	%ss:(%rsi), %es:(%rdi); xchgl	%edx, %eax; inl	%dx, %eax; andb	%bl, %dl; movb	$65, %cl; adcl	%ebp, (%rdx); testl	%esp, 875132319(%rip); lahf; orl	%eax, %ebx; outsb	(%rsi), %dx
movq	32(%rbp), %rax; movzbl	99(%rsp), %edx; movq	$0, 40(%rbp); andq	$-4, %rax; orq	%rdx, %rax; movq	%rax, 32(%rbp); movq	8(%rsp), %rax; movq	%r14, %rbp; movq	32(%rax), %rax; addl	$1, (%rax); cmpq	%r12, 56(%rsp)
nopw	(%rax,%rax); movl	56(%rbx), %edi; movq	%rcx, 8(%rsp); movq	%rsi, (%rsp)
nopw	(%rax,%rax); movl	8(%rsp), %r12d; xorl	%r14d, %r14d; xorl	%r8d, %r8d
movq	16(%rsi), %r10; movq	16(%rdi), %rcx; addq	$1, %r8; xorl	%eax, %eax; movsd	(%r10,%rax,8), %xmm0; movsd	%xmm0, (%rcx,%rax,8); addq	$1, %rax; cmpq	%r8, %rax
endbr64; movq	%rax, %rbx; movq	%rdx, %r12; movq	%r14, %rdi
subb	%bh, 1706332115(%rbp); pushq	$1418173489                     # imm = 0x54879C31; addb	$-94, %al; outl	%eax, %dx; popq	%rax
movups	%xmm2, (%rsi); movups	%xmm3, 16(%rsi); movups	%xmm4, 32(%rsi); movups	%xmm5, 48(%rsi); movups	%xmm6, 64(%rsi); movups	%xmm7, 80(%rsi); movups	%xmm8, 96(%rsi)
movq	%rbx, %rdx; movq	%r12, %rsi; movl	$7, %edi
leaq	2462639(%rip), %rdx; movl	$239, %esi; leaq	2462535(%rip), %rdi
movl	24(%rsp), %eax; movslq	8(%rsp), %r15; xorq	48(%rsp), %r15; movl	%eax, %edx; leal	-1(%rax), %ecx; notl	%edx; andl	%ecx, %edx; orl	%edx, %eax; leaq	-1(%r15), %rdx; notq	%r15; sarl	$31, %eax; andq	%r15, %rdx; movq	%rax, %rcx; subq	$1, %rax; notq	%rcx; andq	%rcx, %rax; testq	%rdx, %rax
nopl	(%rax); addq	$1, %r11; addq	%r9, %r13; cmpq	%r11, %r8
pushq	%r15; pxor	%xmm4, %xmm4; movq	%rcx, %r9; movq	%xmm1, %r15; pushq	%r14; cvtsi2sd	%edi, %xmm4; movapd	%xmm2, %xmm1; pushq	%r13; movq	%rdx, %r13; pushq	%r12; movq	%rsi, %r12; pushq	%rbp; movl	%edi, %ebp; pushq	%rbx; addsd	%xmm0, %xmm4; subq	$136, %rsp; movsd	878439(%rip), %xmm7; movsd	%xmm0, 40(%rsp); leaq	64(%rsp), %rdx; leaq	80(%rsp), %rcx; movq	%r15, %xmm0; movq	%fs:40, %rax; movq	%rax, 120(%rsp); xorl	%eax, %eax; divsd	%xmm2, %xmm7; leaq	48(%rsp), %rsi; subq	$8, %rsp; movapd	%xmm4, %xmm2; movsd	%xmm7, 8(%rsp); pushq	%r8; leaq	112(%rsp), %r8; movsd	%xmm4, 32(%rsp)
movq	%rax, %rdi; movq	%rax, %rbx
movq	%rax, %rdi; movq	996866(%rip), %rax; leaq	100(%rbp), %rcx; movq	(%rax), %rsi; leaq	11(%rsi), %rdx
shlq	$63, %r8
leaq	(%rsi,%rsi), %r13; movq	%rbx, %rbp; movl	$1, %r11d; movq	%r13, %r12; nopw	(%rax,%rax); cmpq	%r11, %rdx; movq	%r11, %rdi; cmovbeq	%rdx, %rdi; testq	%rdi, %rdi
movl	$46, %esi; movq	%rbx, %rdi; movl	%edx, -104(%rbp); movq	%rdx, -96(%rbp)
subq	$40, %rsp; movq	1869859(%rip), %xmm0; movapd	%xmm4, %xmm2; andpd	%xmm0, %xmm2; andpd	%xmm5, %xmm0; comisd	%xmm0, %xmm2
movl	-1482184949(,%rbx,4), %ebp; cmpsb	%es:(%rdi), (%rsi); cmpsl	%es:(%rdi), (%rsi); pushq	%rcx; addl	%edx, -10(%rbx); cmpsl	%es:(%rdi), (%rsi); cmpsl	%es:(%rdi), (%rsi); cmpsb	%es:(%rdi), (%rsi); cmpsl	%es:(%rdi), (%rsi); pushq	%rcx; addl	%edx, -10(%rbx)
nop; addq	$1, %rsi; cmpq	%rsi, %rax
movl	$0, 32(%rsp); xorl	%r8d, %r8d
nopl	(%rax); movq	240(%rcx), %rdi; testq	%rdi, %rdi
nop; movq	$32, 88(%rbx)
movq	%rdi, %r8; movq	%rsi, %r11; testq	%rcx, %rcx
movl	(%rdx), %eax
cmpq	$0, 96(%rdi)
subl	(%rbx), %esi; wait; stosb	%al, %es:(%rdi); cmpb	$37, %al
movl	$1740944882, %eax               # imm = 0x67C4B5F2
nopw	(%rax,%rax); subq	$24, %rsp; movl	$1, %esi; movq	%rdi, 8(%rsp)
leaq	126(%rsp), %r13; nopl	(%rax); movq	32(%rsp), %rax; movq	16(%rsp), %rcx; movq	%r13, %rdx; movq	24(%rsp), %rsi; leaq	(%rax,%rcx), %r12; movq	%rax, %rdi; addq	%rax, %rsi; subq	%r14, %r12
movq	8(%rdi), %rax; xorl	%edx, %edx; cmpq	%rax, 16(%rdi); movb	$0, 192(%rdi); movq	176(%rdi), %rax; setne	%dl; movq	152(%rdi), %xmm0; leaq	(%rax,%rdx,4), %rax; movq	184(%rdi), %rdx; movq	%rax, %xmm1; movq	%rax, 176(%rdi); movq	%rdx, 24(%rdi); punpcklqdq	%xmm1, %xmm0            # xmm0 = xmm0[0],xmm1[0]; movups	%xmm0, 8(%rdi); leaq	140(%rbx), %rsi; movq	%rbx, %rdi
outsb	(%rsi), %dx; movb	$-62, %bl; shrl	%cl, -631475505(%rsi); xorl	$433390404, %eax                # imm = 0x19D50344; movw	%es, -511778491(%rsi); xchgl	%ebx, %eax; popq	%rdi
movl	$11, %edi; movsd	%xmm0, 8(%rsp)
pushq	%r14; pushq	%r13; pushq	%r12; pushq	%rbp; pushq	%rbx; movq	(%rdi), %rax; movq	8(%rdi), %rbx; cmpq	%rax, (%rsi)
movq	72(%r13), %rsi; xorl	%edx, %edx; movq	%rbx, %rcx; movq	%r15, %rdi
movq	24(%rcx), %rax
movq	%r13, %rsi; leaq	-232(%rbp), %rcx; movq	%rbx, %rdi; movq	%rax, %rdx
stc; pushq	%rsp
leaq	2140804(%rip), %rdx; movl	$252, %esi; leaq	2140751(%rip), %rdi
xorl	%edx, %edx; movl	$127, %esi; xorl	%eax, %eax; movl	$46, %edi
faddl	(%rcx); subb	%ch, (%rbx); imull	$92, %ebp, %esi; popq	%rsp; pushq	%r14; pushq	%rsp
movq	16(%r13), %rax; movq	%rax, 24(%rsp); testq	%rax, %rax
nopl	(%rax); movl	$8, %ecx; movl	$40, %edx; leaq	1416741(%rip), %rsi; xorl	%ebx, %ebx; leaq	1481766(%rip), %rdi
xchgl	%esi, %eax; inb	$114, %al
cmpl	%r15d, %eax
movsd	8(%rax), %xmm4; movapd	%xmm0, %xmm13; subsd	%xmm4, %xmm13; andpd	%xmm2, %xmm4; maxsd	%xmm4, %xmm11; movapd	%xmm13, %xmm5; movapd	%xmm11, %xmm4; andpd	%xmm2, %xmm5; mulsd	%xmm8, %xmm4; comisd	%xmm5, %xmm4
movss	8(%rsp), %xmm0; movl	$0, 4(%rbp); movss	%xmm0, (%rbp)
movl	$19, %ecx; movl	$113, %edx; leaq	1851390(%rip), %rsi; leaq	1850652(%rip), %rdi
movq	%rsp, %r14; movq	%r12, %rsi; movq	%r13, %rcx; movq	%rbp, %rdx; movq	%r14, %rdi
imulq	%r15, %rax; leaq	(%rbx,%r15), %r12; addq	%rbx, %rax; movq	%rax, 40(%rsp); nop; movq	40(%rsp), %rdx; movq	%rbx, %rax; nopl	(%rax,%rax); movzbl	(%rax), %ecx; movzbl	(%rdx), %esi; addq	$1, %rax; addq	$1, %rdx; movb	%sil, -1(%rax); movb	%cl, -1(%rdx); cmpq	%r12, %rax
nopw	(%rax,%rax); movq	24(%rdi), %rax; cmpq	%rax, 16(%rdi)
movq	8(%rsp), %r10; testq	%rax, %rax; movq	%rax, 16(%rsp)
leaq	(,%rbp,4), %r12; movl	%esi, %edi; xorl	%r10d, %r10d; xorl	%r9d, %r9d; leaq	(%r11,%rbx,4), %r8; nopl	(%rax); leaq	(%r11,%r10,4), %rcx; testq	%rbx, %rbx
addq	$8, %rsp; movq	%rbp, %rsi; movq	%rbx, %rdi; movl	$253, %edx; popq	%rbx; popq	%rbp
addq	$16, %rsp; popq	%rbx; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi; xorl	%r8d, %r8d
pushq	%r14; pushq	%r13; pushq	%r12; pushq	%rbp; movq	%rdx, %rbp; pushq	%rbx; subq	$2192, %rsp                     # imm = 0x890; movq	%fs:40, %rax; movq	%rax, 2184(%rsp); xorl	%eax, %eax; testq	%rdx, %rdx; sete	%al; testq	%rdi, %rdi; sete	%dl; orb	%dl, %al
nopl	(%rax,%rax); cmpw	$1, %si
movq	%r8, %rdx; leaq	100(%rdi,%rbp), %rdi; movq	%r8, 8(%rsp)
movq	16(%rsp), %rsi; movq	40(%rsp), %rdi; movq	%rax, 128(%rsp)
nop; movq	8(%rbp), %rax; movslq	%esi, %rsi; leaq	2358481(%rip), %rdx; movq	8(%rax), %rcx; xorl	%eax, %eax
xorl	%r12d, %r12d; popq	%rbx; movq	%r12, %rax; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi; xorl	%r8d, %r8d
movl	$67, %edx; movq	%r12, %rsi; movq	%rbp, %rdi
shlq	$3, %r8; leaq	(%r9,%rbx,4), %rbp; nopw	(%rax,%rax); movslq	(%r9), %rax; movl	4(%r9), %ebx; cmpl	%ebx, %eax
nopl	(%rax); movq	240(%rdi), %rdi; testq	%rdi, %rdi
nop; movq	%rcx, %rdx; addq	$1, %rax; movq	%rax, 400(%rdi); movq	%rsi, 8(%rdi,%rax,8); movq	8(%rdx), %rcx; testq	%rcx, %rcx
xorl	%eax, %eax; xorl	%r8d, %r8d
leaq	1363715(%rip), %rdx; movl	$923, %esi                      # imm = 0x39B; leaq	1362727(%rip), %rdi
movq	3201625(%rip), %rax
addq	$8, %rsp; movq	%rbp, %rsi; movq	%rbx, %rdi; movl	$977, %edx                      # imm = 0x3D1; popq	%rbx; popq	%rbp
addq	$552, %rsp                      # imm = 0x228; movl	%ebx, %eax; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi; xorl	%r8d, %r8d
movb	$-27, %cl; cmpb	%al, 64791545(%rcx); fbstp	(%rdx)
movl	96(%rsp), %eax; cmpl	$0, 72(%rsp); setne	%bpl; movq	112(%rsp), %r11; xorl	$1, %eax; andl	%eax, %ebp; movzbl	%bpl, %ebp; addl	$1, %ebp
movsd	16(%rsp), %xmm5; movq	%r12, %xmm6; movsd	40(%rsp), %xmm2; mulsd	(%rsp), %xmm2; movsd	72(%rsp), %xmm3; mulsd	%xmm0, %xmm5; movapd	%xmm3, %xmm0; movapd	%xmm2, %xmm7; movsd	%xmm2, 48(%rsp); mulsd	%xmm5, %xmm6; movsd	%xmm5, 56(%rsp); addsd	%xmm6, %xmm7; movsd	%xmm6, 40(%rsp); movsd	%xmm7, (%rbx); movsd	%xmm7, 16(%rsp)
xlatb; lock; movl	$863310097, %edx                # imm = 0x33751111; pushq	%rax
movzbl	(%rbp), %r12d; cmpq	$255, %rdx
nop; addq	$1, %rax; movq	%rax, 272(%rbx); movq	%rsi, 8(%rbx,%rax,8); movq	(%rdx), %rcx; movq	%rdx, %rsi; testq	%rcx, %rcx
nopw	(%rax,%rax); movzbl	79(%rsp), %eax; movb	%al, 72(%rsp)
movq	64(%rsp), %rax; movq	%r12, %rcx; movq	16(%rax), %rax; movq	48(%rax), %rax; pushq	808(%rsp); pushq	%rax; pushq	808(%rsp); leaq	544(%rsp), %rax; pushq	%rax; movq	72(%rsp), %r9; movq	88(%rsp), %r8; movq	528(%rsp), %rsi; movq	536(%rsp), %rdx; movq	80(%rsp), %rdi
nopw	%cs:(%rax,%rax); nopl	(%rax); pushq	%r15; movq	%rcx, %r15; pushq	%r14; movq	%r8, %r14; pushq	%r13; movq	%rdi, %r13; pushq	%r12; movq	%rdx, %r12; pushq	%rbp; movq	%rsi, %rbp; pushq	%rbx; movq	%r9, %rbx; subq	$8, %rsp
movq	8(%r12), %rax; movq	48(%r12), %rdx; pxor	%xmm0, %xmm0; leaq	24(%rbx), %r14; movdqa	(%rsp), %xmm1; movq	-24(%rax), %rax; movq	%rdx, (%rbx,%rax); movq	505128(%rip), %rax; movups	%xmm1, 16(%rbx); addq	$24, %rax; movups	%xmm0, 32(%rbx); movq	%rax, (%rbx); movq	505106(%rip), %rax; movups	%xmm0, 48(%rbx); addq	$104, %rax; movups	%xmm0, 64(%rbx); movq	%rax, 128(%rbx); leaq	80(%rbx), %rax; movq	%rax, %rdi; movq	%rax, (%rsp)
nopw	%cs:(%rax,%rax); nopl	(%rax); movl	$128, %r9d; movl	$8, %r8d; movl	$256, %ecx                      # imm = 0x100; xorl	%edx, %edx; movl	$3, %esi
movapd	%xmm0, %xmm1; movsd	8(%rsp), %xmm0; subsd	954031(%rip), %xmm0; mulsd	%xmm1, %xmm0
movl	$8, %ecx; movl	%r12d, %eax; subl	%r15d, %ecx; shll	%cl, %eax; movb	%al, 64(%rbp,%rsi); movl	%ebx, 128(%rbp); addq	$40, %rsp; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15; xorl	%eax, %eax; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi; xorl	%r8d, %r8d; xorl	%r9d, %r9d
movq	8(%r14), %r10; movq	16(%r14), %rdx; imulq	%rax, %r10; movl	$1, (%rdx,%r10,4); nopl	(%rax,%rax); addq	$1, %rax; cmpq	%rax, %rcx
movq	8(%rsp), %rsi; movq	32(%rsp), %rdi; movq	%rbx, %xmm0; movdqu	240(%rsp), %xmm4; movdqu	256(%rsp), %xmm5; movdqu	272(%rsp), %xmm3; movaps	%xmm4, 736(%rsp); movaps	%xmm5, 752(%rsp); movaps	%xmm3, 768(%rsp)
movq	%rcx, %r8; nopw	(%rax,%rax); movq	%r8, %r9; addq	$1, %r8; movq	%r8, 24(%rbx); movzbl	(%r8), %eax; subl	$48, %eax; cmpb	$9, %al
movq	%rax, %r14; movq	%rax, (%rsp)
nopl	(%rax,%rax); movzbl	240(%r12), %eax; movq	%r12, %rsi; movq	%rbx, %rdi; movq	%rax, (%rbp); popq	%rbx; popq	%rbp; popq	%r12
movl	$1, %r12d; testq	%rcx, %rcx
nopl	(%rax,%rax); movq	16(%rdi), %rsi; leaq	791924(%rip), %rdi
nopl	(%rax); movq	650265(%rip), %rax; movq	%rax, (%rdx); testl	%edi, %edi
movl	$8, %ecx; movl	$134, %edx; leaq	92451(%rip), %rsi; leaq	260918(%rip), %rdi
movq	%rax, %rbx; addq	(%rbp), %rax; leaq	(,%rax,8), %r12; movq	8(%rbp), %rax; shlq	$3, %rax; movq	%rax, 32(%rsp)
movq	%rsi, 16(%rdx); testq	%rdi, %rdi
nop; movl	$8, %eax; xorl	%edi, %edi
movl	%eax, %r9d; movl	%ebx, %ecx
nopl	(%rax); subl	$1, %ebx
leaq	96(%rsp), %rcx; movl	$16, %edx; movq	$64, 16(%rsp); movq	%rcx, %r12; movdqu	800(%r14), %xmm1; movq	%r12, %rsi; movq	%r13, %rdi; movups	%xmm1, (%rcx)
movq	-48(%rax), %rax; cmpq	$2, -24(%rax)

movq	8(%rsp), %rdx; movq	24(%rsp), %rsi; movq	%r12, %rdi
movq	%rax, %rcx; movq	%r11, %rdx; movl	$65, %esi; movq	%rbx, %rdi
pushq	$211
pushq	$471                            # imm = 0x1D7
movsb	(%rsi), %es:(%rdi)
pushq	%r12; movq	%rsi, %r12; xorl	%esi, %esi; pushq	%rbp; pushq	%rbx
xchgl	%edi, %eax; fsub	%st(4), %st
movsd	%xmm2, 32(%rsp); movapd	%xmm1, %xmm4; movq	48(%rsp), %rax; movsd	32(%rsp), %xmm6; movsd	%xmm6, (%rax); movq	56(%rsp), %rax; movsd	%xmm4, (%rax); movq	%r15, 16(%r12); movq	72(%rsp), %rax; subq	%fs:40, %rax
nopw	%cs:(%rax,%rax); nop; pushq	%rbp; movl	$32, %esi; movq	%rdi, %rbp; pushq	%rbx; subq	$8, %rsp; movq	248(%rdi), %rbx; leaq	52(%rbx), %rdi
leaq	4(%rsp), %rcx; movq	%rsp, %rdx; leaq	16(%rsp), %rsi; movq	%r13, %r8; movl	$2, 4(%rax); movq	(%r12), %rax; leaq	8(%rsp), %rdi; movq	%rax, 8(%rsp)
pushq	%r15; pushq	%r14; pushq	%r13; pushq	%r12; pushq	%rbp; pushq	%rbx; subq	$184, %rsp; movq	24(%rcx), %r15; movq	(%rdi), %r13; movq	%fs:40, %rax; movq	%rax, 168(%rsp); movq	16(%rcx), %rax; cmpq	%r15, (%rsi)
nopw	%cs:(%rax,%rax); pushq	%r14; pushq	%r13; pushq	%r12; pushq	%rbp; pushq	%rbx; subq	$32, %rsp; movq	%fs:40, %rax; movq	%rax, 24(%rsp); xorl	%eax, %eax; movq	80(%rsp), %r13; testq	%rcx, %rcx
movl	32(%rsp), %esi; movq	24(%rsp), %rdi
nopl	(%rax); cmpb	$66, (%rbx)
leaq	899164(%rip), %rdx; movl	$289, %esi                      # imm = 0x121; leaq	898292(%rip), %rdi
movzwl	%r10w, %eax; movl	$1, %ebp; addl	$1, %r10d; movq	%rdx, 608(%rsp,%rax,8); subl	$27, %r12d; cmpl	$26, %r12d
leaq	64(%rsp), %rsi; movq	%rax, %rdi
nopw	(%rax,%rax); cmpb	$-1, %al
movups	%xmm0, (%rbp)
nopl	(%rax); xorl	%esi, %esi; movq	%r13, %rdi
nopl	(%rax,%rax); movq	618945(%rip), %rax; movq	%rbx, %rcx; leaq	-16105(%rip), %rdx; leaq	617936(%rip), %rsi; movq	(%rax), %rdi
movq	24(%rdi), %rcx; movq	%r8, %rdi; movq	16(%rdx), %rdx; imulq	%rsi, %rdi; movq	8(%rax), %rsi; shlq	$5, %rdi; testq	%r9, %r9
movq	%rdx, %r13; movq	(%rdx), %rdx; cmpq	8(%r13), %rdx
movl	$19, %ecx; movl	$209, %edx; leaq	590390(%rip), %rsi; leaq	590413(%rip), %rdi
movzbl	1(%r13), %eax; movzbl	(%r13), %edx; leaq	-49(%r14), %rdi; xorl	$2, %eax; leal	-1(%rdx), %esi; notl	%edx; movzbl	%al, %eax; andl	%edx, %esi; leal	-1(%rax), %ecx; notl	%eax; andl	%ecx, %eax; movl	$2, %ecx; andl	%eax, %esi; movl	$2, %eax; sarl	$31, %esi; nopl	(%rax); movzbl	(%r13,%rax), %edx; movl	%edx, %eax; subl	$1, %edx; notl	%eax; andl	%edx, %eax; sarl	$31, %eax; movzbl	%al, %eax; notl	%eax; andl	%eax, %esi; leal	1(%rcx), %eax; movq	%rax, %rcx; cmpq	%rdi, %rax
movq	8(%rsp), %r8; movq	%rbp, %rcx; movq	%r14, %rdx; testl	%eax, %eax; movq	280(%rbp), %r9; movq	%r13, %rsi; movq	%r12, %rdi
xorl	%edx, %edx; movl	$137, %esi; xorl	%eax, %eax; movl	$57, %edi
movq	$0, 56(%rsp); testq	%r14, %r14
orb	$1, 28(%rbx); movq	%rax, (%rbx); movq	344359(%rip), %rax; movq	%rbp, 8(%rbx); movq	%rax, 176(%rbx); addq	$8, %rsp; movq	%rbx, %rax; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; xorl	%edx, %edx; xorl	%esi, %esi; xorl	%edi, %edi
nop; subq	$8, %rsp; pushq	1535646(%rip); movl	$6, %ecx; leaq	-966(%rip), %rax; pushq	%rax; leaq	12882(%rip), %rax; leaq	505473(%rip), %r8; pushq	40(%rsp); pushq	%r9; leaq	-1074(%rip), %r9; pushq	%rax
leaq	64(%rbp), %rbp; movq	$-8, %rcx; cmpq	16(%rsp), %rbp
leaq	16(%rsp), %rbx; movq	%rcx, %rsi; movq	%r8, %r15; movq	%rbx, %rdi
movq	441385(%rip), %xmm2; movsd	8(%rsp), %xmm3; movsd	32(%rsp), %xmm0; mulsd	40(%rsp), %xmm3; mulsd	16(%rsp), %xmm3; andpd	%xmm2, %xmm0; mulsd	24(%rsp), %xmm0; andpd	%xmm2, %xmm3; addsd	%xmm0, %xmm3; movsd	(%rbx), %xmm0; andpd	%xmm2, %xmm0; mulsd	500311(%rip), %xmm0; addsd	%xmm0, %xmm3; movsd	%xmm3, 8(%rbx); testl	%eax, %eax
leaq	788375(%rip), %rdx; movl	$405, %esi                      # imm = 0x195; leaq	787767(%rip), %rdi
cmpl	$-1, %r12d; sete	%al; movl	%eax, %ecx; testq	%rbp, %rbp
movl	$8, %ecx; movl	$143, %edx; leaq	119879(%rip), %rsi; leaq	288394(%rip), %rdi
addq	$16, %rsp; xorl	%eax, %eax; popq	%rbx; xorl	%esi, %esi; xorl	%edi, %edi
cmpb	%r12b, %dl
movsd	(%rsp), %xmm4; mulsd	48(%rsp), %xmm4; movl	%eax, %r12d; movhpd	56(%rsp), %xmm4                 # xmm4 = xmm4[0],mem[0]; movups	%xmm4, (%rbp)
xorl	%edx, %edx; movl	$133, %esi; xorl	%eax, %eax; movl	$6, %edi

nopl	(%rax,%rax); xorl	%eax, %eax; xorl	%esi, %esi; xorl	%edi, %edi
nopw	%cs:1711276032(%rax,%rax); nop; pushq	%r15; pushq	%r14; pushq	%r13; movq	%rdx, %r13; pushq	%r12; pushq	%rbp; pushq	%rbx; subq	$392, %rsp                      # imm = 0x188; movdqu	(%rdi), %xmm1; movq	%fs:40, %rdx; movq	%rdx, 376(%rsp); xorl	%edx, %edx; movhlps	%xmm1, %xmm2                    # xmm2 = xmm1[1],xmm2[1]; movq	%xmm1, %r8; cmpq	%r8, (%r13)
nopl	(%rax,%rax); movq	8(%rsp), %r9; movq	(%r14), %rcx; movq	%r15, %r8; movq	%r12, %rsi; movq	%rbp, %rdi; movq	(%r9), %rdx
nopl	(%rax); movsd	(%rsp), %xmm0; movsd	8(%rsp), %xmm1; movsd	16(%rsp), %xmm2; andpd	%xmm4, %xmm1; andpd	%xmm4, %xmm0; addsd	%xmm1, %xmm0; movsd	24(%rsp), %xmm1; andpd	%xmm4, %xmm2; andpd	%xmm4, %xmm1; movapd	%xmm2, %xmm4; addsd	%xmm1, %xmm4; maxsd	%xmm4, %xmm0; movapd	%xmm0, %xmm4; movsd	1769621(%rip), %xmm0; comisd	%xmm3, %xmm0
movq	%rax, %r12; movq	8(%rax), %rax; movq	(%r13,%rax), %rdi; testq	%rdi, %rdi
movsd	1847116(%rip), %xmm0; movapd	%xmm6, %xmm5; movapd	%xmm1, %xmm4; pxor	%xmm2, %xmm2; movapd	%xmm8, %xmm7
cmpl	%eax, -118(%rdx)
movl	%r15d, %edx; subl	%eax, %edx; cmpl	%ebx, %edx
movl	$3387730560, %edx               # imm = 0xC9ECAA80; addl	%edi, 81(%rdi); movw	104(%rbx), %ss; sbbb	-125(%rcx), %al; xorb	%ch, -236420824(%rdi)
movb	$38, %bl; cmpsl	%es:(%rdi), (%rsi); addl	$3624004827, (%rax)             # imm = 0xD801ECDB; movl	$3327109275, %ebx               # imm = 0xC64FA89B; movb	$73, %al; addl	%edi, 1514377654(%rcx)
sqrtsd	%xmm0, %xmm0; mulsd	966024(%rip), %xmm0; movaps	%xmm6, (%rsp)
movq	48(%rsp), %rdi; movsd	24(%rsp), %xmm0; movq	%rbx, %rsi
endbr64; movq	%rax, %rbx; movq	192(%rsp), %rdi; movq	40(%rsp), %rax; cmpq	%rax, %rdi
andpd	%xmm1, %xmm2; comisd	%xmm2, %xmm3
movq	%rdx, %rcx; xorl	%r8d, %r8d; movq	%rsi, %rdx; movq	%rdi, %rsi; xorl	%edi, %edi
addq	$240, %rsp; popq	%rbx; popq	%rbp; popq	%r12; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi; xorl	%r8d, %r8d
movq	%rcx, %rdx; movq	%rbp, %rsi; movq	%r13, %rdi
movl	92(%rsp), %r9d; movl	%r14d, %r8d; xorl	%edx, %edx; movq	96(%rsp), %xmm1; movd	96(%rsp), %xmm4; movd	%r9d, %xmm7; movd	%r9d, %xmm2; movl	%r9d, %r12d; movl	88(%rsp), %eax; pshufd	$224, %xmm7, %xmm0              # xmm0 = xmm7[0,0,2,3]; pshufd	$229, %xmm1, %xmm6              # xmm6 = xmm1[1,1,2,3]; movd	%xmm1, %edi; movl	100(%rsp), %r9d; movd	%xmm6, %esi; punpckldq	%xmm4, %xmm2            # xmm2 = xmm2[0],xmm4[0],xmm2[1],xmm4[1]; punpckldq	%xmm1, %xmm0            # xmm0 = xmm0[0],xmm1[0],xmm0[1],xmm1[1]; movd	%xmm4, %r14d
cmpq	$0, 200(%rax)
leaq	3283753(%rip), %rax
movl	$10, %esi; movq	%rbp, %rdi; movb	$0, 144(%rsp)
nop; movapd	%xmm2, %xmm0; leaq	80(%rsp), %rsi; leaq	112(%rsp), %rdi; movsd	%xmm3, 24(%rsp); movsd	%xmm1, 16(%rsp); movsd	%xmm4, 8(%rsp); movsd	%xmm2, (%rsp)
movl	%ecx, %r12d; andl	$7, %r12d; leal	1(%rsi), %r13d; testq	%rbp, %rbp
movq	%r15, %rdi; movl	$202, %esi; leaq	1646076(%rip), %rdx
movl	8(%r13), %edx; leaq	32(%rsp), %rcx; leaq	28(%rsp), %r8; movl	%ebp, %esi; movq	%rbx, %rdi
movabsq	$4971973988617027584, %rdx      # imm = 0x4500000000000000; movl	%ebp, %edi; movq	24(%r12), %rdi; movq	16(%r12), %rcx; movq	%rbx, %rsi; subq	%rdx, %rsi; movq	%rdi, %rax; subq	%rcx, %rax; sarq	$2, %rax; cmpq	%rsi, %rax; cmovgq	%rsi, %rax; cmpq	$1, %rax
movq	(%r13), %rdi; movq	%r12, %rsi
movq	8(%rsp), %rsi; movl	$100, %edx; movq	%rbx, %rdi
movl	$1, %eax; cmpl	$2, %edi
movq	104(%r15), %rsi; movq	%r12, %rdi
sbbl	%eax, -94(%rcx); rep		testl	$471003247, -1552973748(%r10,%r14,8) # imm = 0x1C12F06F
orb	$-105, %al
outb	%al, $185; subb	$-93, %al; shrl	$108, (%rdx); lock; testb	%bh, 1549767086(%rdx); fnstcw	(%rdi); addl	%esi, -81(%rcx)
movzwl	-96(%rsp), %ebp; movq	%rbx, %r9; movq	-88(%rsp), %r11; movq	%rax, %r10; xorl	%ebx, %ebx; xorl	%r8d, %r8d; testw	%bp, %bp
nop; pxor	%xmm0, %xmm0; movq	%rsi, %rdi; movsd	%xmm1, (%rsp); cvtsi2sd	%ebx, %xmm0; addsd	777896(%rip), %xmm0
cmpl	$99999, %edx                    # imm = 0x1869F
nopl	(%rax,%rax); pxor	%xmm1, %xmm1; movapd	%xmm2, %xmm0; movapd	%xmm3, %xmm4; movl	%ebp, %eax; negl	%eax; subsd	%xmm3, %xmm0; addsd	%xmm2, %xmm4; cvtsi2sd	%eax, %xmm1; mulsd	%xmm0, %xmm4; mulsd	%xmm3, %xmm1; divsd	%xmm4, %xmm1; mulsd	(%r12), %xmm1; movsd	%xmm1, (%r13); cmpl	%r14d, %ebp
nop; movq	%rdi, %rsi; movl	8(%r13), %edx; movq	16(%rsp), %rdi
movsd	112(%rsp), %xmm1; leal	1(%r14), %eax; movapd	%xmm4, %xmm6; movsd	-234880880(%rsp), %xmm10; movups	128(%rsp), %xmm3; movsd	120(%rsp), %xmm9; movapd	%xmm1, %xmm2; mulsd	%xmm3, %xmm2; mulsd	%xmm10, %xmm3; mulsd	%xmm10, %xmm1; movapd	%xmm2, %xmm8; andpd	%xmm4, %xmm2; mulsd	%xmm10, %xmm8; andpd	%xmm4, %xmm3; mulsd	%xmm3, %xmm9; andpd	%xmm4, %xmm1; movsd	136(%rsp), %xmm3; mulsd	%xmm1, %xmm3; movsd	152(%rsp), %xmm1; mulsd	%xmm2, %xmm1; pxor	%xmm2, %xmm2; cvtsi2sd	%eax, %xmm2; addsd	%xmm9, %xmm3; movapd	%xmm8, %xmm9; mulsd	%xmm2, %xmm9; addsd	%xmm3, %xmm1; pxor	%xmm3, %xmm3; comisd	%xmm3, %xmm8
movq	16(%rsi), %rax; movq	48(%rax), %rbp; leaq	16(%rdi), %rax; movq	%rax, (%rdi); testq	%rbp, %rbp
nopw	(%rax,%rax); movapd	%xmm4, %xmm0; movapd	%xmm5, %xmm1; leaq	32(%rsp), %rdi; movsd	%xmm2, 24(%rsp); movsd	%xmm5, 16(%rsp); movsd	%xmm4, 8(%rsp); movsd	%xmm3, (%rsp)
andb	$38, %dh; movl	$1402435480, %ebx               # imm = 0x53977798; movb	$-100, %r13b; sbbl	$1498613876, %eax               # imm = 0x59530874; outl	%eax, %dx; pushq	%rbx; lodsb	(%rsi), %al
movl	$3207653532, %eax               # imm = 0xBF30E89C
subq	$1, %rdx; cmpl	$-1, %edx
nopw	(%rax,%rax); movl	$4, %ecx; movl	$79, %edx; leaq	1335714(%rip), %rsi; leaq	1335721(%rip), %rdi
movq	32(%r12), %rax; movl	$3, %esi; movq	(%rax), %rdi
addq	$40, %rsp; xorl	%eax, %eax; popq	%rbx; popq	%rbp
leaq	1510142(%rip), %rax; cmpb	$0, (%rax)
movq	24(%rsp), %rdx; movq	8(%rsp), %rsi; xorl	%ecx, %ecx; movq	%rax, %rdi
nopw	%cs:(%rax,%rax); nop; pushq	%r15; pushq	%r14; pushq	%r13; pushq	%r12; movq	%rdi, %r12; pushq	%rbp; pushq	%rbx; subq	$24, %rsp; testq	%rdx, %rdx
movq	(%r14), %rax; cmpq	%r12, %rax
pxor	%xmm1, %xmm1; cvtss2sd	(%rdi), %xmm1; subsd	%xmm0, %xmm1; mulsd	%xmm1, %xmm1; movsd	%xmm1, -16(%rsp); fldl	-16(%rsp); cmpq	$1, %rdx
xorl	%eax, %eax; movq	%rbx, %rdx; movq	%r12, %rdi; leaq	1354543(%rip), %rsi
xorl	%edx, %edx; leaq	40(%rbx), %rcx; leaq	32(%rbx), %rsi; movq	$0, 32(%rbx); movq	%r12, %rdi
movq	%rax, %rbx; movq	%r12, %rcx; xorl	%edx, %edx; movl	$106, %esi; movq	%rax, %rdi
addl	$999, %eax                      # imm = 0x3E7; movl	$24, %edx; movl	$24, %esi; imulq	$274877907, %rax, %rax          # imm = 0x10624DD3; shrq	$38, %rax; leal	1(%rax), %ecx; cmpl	%edx, %ecx; cmovll	%edx, %ecx; cmpl	$1, %r13d
movq	48(%rsp), %rax; movq	(%rbx), %rdi; cmpq	%r14, %rax
cmpl	$1099, %eax                     # imm = 0x44B
cwtl; popq	%rcx; lock; cwtl
nopl	(%rax,%rax); movq	$0, (%r9); movl	$4, %eax
cmpb	$89, %al; cmpl	$2996907391, %eax               # imm = 0xB2A12D7F; andl	%edx, -635127290(%rsi); sbbb	%cl, %bl; inb	$132, %al; xorl	32(%rbx,%rax,8), %edx; andb	24(%rsi), %ch; subl	%ebp, (%rcx,%rsi); movb	%ah, %al
movq	72(%r15), %rdi; movl	%ebp, %esi
subq	$32, %rsp; movq	%rdi, %rax; movq	%fs:40, %rdi; movq	%rdi, 16(%rsp); movq	56(%rax), %rdi; leaq	8(%rsp), %r11; movq	(%rax), %r10; pushq	%r11; pushq	%r9; movq	48(%rax), %r9; pushq	%r8; movq	40(%rax), %r8
movq	88(%rbx), %rdi; testq	%rdi, %rdi
xorl	%edx, %edx; movl	$159, %esi; xorl	%eax, %eax; movl	$34, %edi
subq	$24, %rsp; movsd	%xmm1, (%rsp); movsd	%xmm2, 8(%rsp)
nopl	(%rax); movsd	776896(%rip), %xmm0; movl	$1, %ecx; movl	$255, %edx; leaq	849527(%rip), %rsi; leaq	725614(%rip), %rdi; unpcklpd	%xmm0, %xmm0                    # xmm0 = xmm0[0,0]; movups	%xmm0, (%r12)
movq	%rcx, %rdx; movq	%rcx, (%rsp)
addq	$1, %rsi; cmpl	%eax, %ecx
movq	-88(%rbp), %r13; movq	-96(%rbp), %r15; shlq	$2, %r13
movabsl	%eax, 2984781180697028072
pushq	$946                            # imm = 0x3B2
movq	1740823(%rip), %rsi; movq	(%rsp), %rdi
popq	%rbx; cmpl	$1, %eax; sbbl	%eax, %eax; orl	$1, %eax; xorl	%edx, %edx; xorl	%esi, %esi; xorl	%edi, %edi
endbr64; pushq	%rbp; xorl	%eax, %eax; pushq	%rbx; movq	%rdi, %rbx; subq	$8, %rsp; testq	%rsi, %rsi; movq	$0, 16(%rdi); setne	%al; xorl	%edx, %edx; xorl	%esi, %esi; movl	%eax, 8(%rdi); movq	1121061(%rip), %rax; addq	$16, %rax; movq	%rax, (%rdi)
movq	%r13, %rdi; movq	$0, (%rbp); xorl	%eax, %eax; movq	$0, 448(%rbp); andq	$-8, %rdi; subq	%rdi, %rbp; leal	456(%rbp), %ecx; shrl	$3, %ecx; rep		stosq	%rax, %es:(%rdi); xorl	%eax, %eax; addq	$8, %rsp; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi
pushq	%r13; movq	%rsi, %r13; pushq	%r12; pushq	%rbp; pushq	%rbx; subq	$8, %rsp; testq	%rsi, %rsi
nopw	(%rax,%rax); movq	%rbx, %rdi; addq	$1, %r12
xorl	%edx, %edx; movl	$125, %esi; xorl	%eax, %eax; movl	$36, %edi
leaq	619142(%rip), %rbp; movl	$69, %ecx; movl	$848, %esi                      # imm = 0x350; movq	%rbp, %rdx
popq	%rbx; pushq	$326268151                      # imm = 0x137274F7; inb	$163, %al
nopw	(%rax,%rax); movl	$80, %edx; leaq	1562529(%rip), %rsi; movq	%rbx, %rdi
xorl	%ebx, %ebx; movl	$1, %ebp; nopw	%cs:1275068416(%rax,%rax); movl	%esp, %edi; movl	%ebx, %esi
cmpl	%ebp, (%rbx); movsb	(%rsi), %es:(%rdi)
addq	$8, %rsp; movl	%ebp, %eax; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi; xorl	%r8d, %r8d; xorl	%r9d, %r9d
xorl	%ebx, %ebx; nopw	(%rax,%rax); movq	16(%rbp), %rdi; movl	%ebx, %esi; addl	$1, %ebx
movsd	(%rsp), %xmm5; movsd	8(%rsp), %xmm2; mulsd	470651(%rip), %xmm5; movupd	(%rbx), %xmm7; mulsd	%xmm2, %xmm5; unpcklpd	%xmm5, %xmm2                    # xmm2 = xmm2[0],xmm5[0]; addpd	%xmm7, %xmm2; movups	%xmm2, (%rbx); movq	40(%rsp), %rdx; subq	%fs:40, %rdx
orl	-577221268(%eax), %esi
leaq	1567653(%rip), %rdx; movl	$395, %esi                      # imm = 0x18B; leaq	1567311(%rip), %rdi
leaq	132(%r12), %rax; cmpl	$8, %edx
addq	$136, %rsp; popq	%rbx; popq	%rbp; popq	%r12; popq	%r14
nopw	%cs:1711276032(%rax,%rax); movaps	%xmm1, %xmm2; movapd	%xmm4, %xmm1; mulsd	%xmm2, %xmm1; subsd	%xmm3, %xmm1; movapd	%xmm2, %xmm3; addsd	(%rcx,%rax,8), %xmm1; subq	$1, %rax
movb	%sil, 313(%r12,%r11); movl	%esi, %eax; cmpb	$37, %al
movq	%rax, %r12; movq	%r13, %rdi
nopw	(%rax,%rax); movl	$8, %ecx; movl	$104, %edx; leaq	1208942(%rip), %rsi; leaq	1190296(%rip), %rdi
pxor	%xmm0, %xmm0; cvtsi2sd	%rax, %xmm0; mulsd	999925(%rip), %xmm0
movq	%rsi, %rdx; xorl	%esi, %esi
movq	8(%rsp), %r15; movl	%eax, %ebx; testq	%r15, %r15
nopw	%cs:(%rax,%rax); nop; xorl	%esi, %esi
addq	$16, %rsp; xorl	%eax, %eax; popq	%rbx; popq	%rbp; popq	%r12; xorl	%edx, %edx; xorl	%esi, %esi; xorl	%edi, %edi
movq	8(%rbp), %rdx; movq	%r13, (%rax); movl	$0, 32(%rax); imulq	%rdx, %rbx; addq	16(%rbp), %rbx; imulq	%r12, %rdx; movq	%rbx, %xmm0; movhps	24(%rbp), %xmm0                 # xmm0 = xmm0[0,1],mem[0,1]; movups	%xmm0, 16(%rax); movq	%rdx, 8(%rax); addq	$8, %rsp; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13
nopl	(%rax); leaq	511137(%rip), %rax; mulsd	(%rax,%rbx,8), %xmm1; addq	$16, %rsp; popq	%rbx; mulsd	%xmm1, %xmm0
nopl	(%rax); cmpq	$0, 56(%rbp)
pxor	%xmm10, %xmm2; movaps	%xmm15, %xmm10; pxor	%xmm11, %xmm3; movdqu	%xmm2, (%rsi); pxor	%xmm12, %xmm4; movdqu	%xmm3, 16(%rsi); pxor	%xmm3, %xmm3; pxor	%xmm13, %xmm5; movdqu	%xmm4, 32(%rsi); pxor	%xmm4, %xmm4; pxor	%xmm14, %xmm6; movdqu	%xmm5, 48(%rsi); pxor	%xmm5, %xmm5; leaq	64(%rsi), %rsi; movdqa	%xmm6, %xmm2; pxor	%xmm6, %xmm6; pxor	%xmm7, %xmm7; subq	$16, %rdx
nopl	(%rax); movq	%r12, %r14
movq	8(%rsp), %rsi; movq	%r13, %rdi
movq	304(%rbx), %rdi; movl	$291, %edx                      # imm = 0x123; movq	%rbp, %rsi; movq	$0, 296(%rbx)
nopl	(%rax); subq	$8, %rsp; movl	$4, %ecx; movl	$29, %edx; leaq	258354(%rip), %rsi; leaq	258363(%rip), %rdi
movl	%ebp, %r14d; andl	$256, %r14d                     # imm = 0x100
pushq	%rbx; movq	%rdi, %rbx; movq	%rsi, %rdi; subq	$16, %rsp; movq	%fs:40, %rax; movq	%rax, 8(%rsp); xorl	%eax, %eax; movq	%rsp, %rsi; movq	$0, (%rsp)
movq	$22, 32(%rsp); movl	$16, %r14d; movl	$22, %r13d
nopl	(%rax); movl	%eax, %edx; movq	(%rsp), %r14; andw	$1023, %ax                      # imm = 0x3FF; addq	$4, %r13; shrl	$10, %edx; subw	$9216, %ax                      # imm = 0x2400; subw	$10304, %dx                     # imm = 0x2840; movw	%ax, -2(%r13); movw	%dx, -4(%r13); cmpq	%r14, %rbx
movl	%edi, %esi
xorl	%edx, %edx; movl	$173, %esi; xorl	%eax, %eax; movl	$16, %edi
testq	%rsi, %rsi; sete	%al; testb	%r13b, %r13b
movq	(%r12), %r15; movq	48(%rbx), %r8
testb	$32, %r8b
pxor	%xmm0, %xmm0; movq	730494(%rip), %xmm3; movapd	%xmm6, %xmm1; movapd	%xmm4, %xmm5; cvtsi2sd	%edx, %xmm0; movsd	%xmm4, 40(%rsp); leaq	80(%rsp), %rsi; andpd	%xmm3, %xmm5; andpd	%xmm3, %xmm1; leaq	64(%rsp), %rdi; movsd	%xmm7, 56(%rsp); movapd	%xmm5, %xmm4; movapd	%xmm2, %xmm5; xorpd	730628(%rip), %xmm5; movsd	%xmm6, 48(%rsp); movsd	%xmm8, 32(%rsp); addsd	%xmm0, %xmm0; mulsd	730227(%rip), %xmm0; movsd	%xmm2, 24(%rsp); mulsd	%xmm0, %xmm1; mulsd	%xmm0, %xmm4; movapd	%xmm9, %xmm0; subsd	%xmm8, %xmm0; movsd	%xmm1, (%rsp); movapd	%xmm5, %xmm1; movsd	%xmm4, 8(%rsp); movsd	%xmm0, 16(%rsp)
movsd	(%rsp), %xmm8; movsd	%xmm0, 16(%rsp); movapd	%xmm8, %xmm0
leaq	1562804(%rip), %rdx; movl	$186, %esi; leaq	1562430(%rip), %rdi
sbbl	$4094106172, %eax               # imm = 0xF4071A3C; xchgb	%cl, 421739279(%rax); testb	$-24, %al
addq	$56, %rsp; movq	%r15, %rax; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi; xorl	%r8d, %r8d; xorl	%r9d, %r9d
leaq	409391(%rip), %rdx; movl	$269, %esi                      # imm = 0x10D; leaq	407899(%rip), %rdi
movq	8(%rdi), %rcx; movq	16(%r12), %rdx; movq	16(%rdi), %rsi; leaq	(,%rcx,8), %r9; movq	8(%rax), %rcx; leaq	(,%rcx,8), %r8; movq	16(%rax), %rcx; movq	8(%r12), %rax; leaq	(,%rax,8), %rdi; xorl	%eax, %eax; nop; movsd	(%rsi), %xmm0; subsd	(%rcx), %xmm0; addq	$1, %rax; addq	%r9, %rsi; addq	%r8, %rcx; movsd	%xmm0, (%rdx); addq	%rdi, %rdx; cmpq	%rax, %rbx
nopl	(%rax); leaq	2750217(%rip), %r14; movq	(%r14), %rdi
nopw	(%rax,%rax); cmpb	$48, (%rax)
movl	$8, %ecx; movl	$79, %edx; leaq	1851785(%rip), %rsi; xorl	%ebx, %ebx; leaq	1851005(%rip), %rdi
subb	$78, %al; movabsb	%al, 6898587149987300490
popq	%rbx; movl	$1, %eax; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi
nopl	(%rax,%rax); pushq	%rbp; leaq	774417(%rip), %rdi; pushq	%rbx; movq	%rsi, %rbx; subq	$24, %rsp; movq	(%rsi), %rsi; leaq	8(%rsp), %rbp; movq	%rdx, 8(%rsp); movq	%rbp, %rdx
movsd	8(%rsp), %xmm0; movq	%r14, %rdi; movaps	%xmm3, 192(%rsp); movsd	%xmm15, 112(%rsp)
addq	$96, %rsp; movq	%rbp, %rdx; movq	%r13, %rsi; movl	%r12d, %edi; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14
movl	$4294967295, %eax               # imm = 0xFFFFFFFF; testq	%rdi, %rdi
movapd	%xmm15, %xmm0; addsd	%xmm12, %xmm11; addsd	%xmm6, %xmm8; testl	%ebp, %ebp; divsd	%xmm13, %xmm0; cmovel	%eax, %ebp; addsd	623242(%rip), %xmm11; addsd	%xmm11, %xmm11; mulsd	%xmm8, %xmm11; mulsd	%xmm14, %xmm11; mulsd	%xmm0, %xmm0; addsd	%xmm6, %xmm0; mulsd	%xmm0, %xmm11; unpcklpd	%xmm11, %xmm7                   # xmm7 = xmm7[0],xmm11[0]; movups	%xmm7, (%rbx); movq	136(%rsp), %rax; subq	%fs:40, %rax
movq	%rdi, %rdx; movq	%rsi, %rcx; movq	1890475(%rip), %rdi; movq	1890620(%rip), %rsi
cmpl	$-5, %r14d
movq	40(%rsp), %r9; movq	8(%rsp), %rcx; xorl	%edx, %edx; movq	56(%rsp), %r8; movq	%r9, %rax; divq	%rcx; leaq	-1(%rax), %rbx; cmpq	$1, %rbx
cmpq	531712(%rip), %rdi
movapd	48(%rsp), %xmm4; movq	16(%r12), %rax; movsd	%xmm1, 8(%rsp); movsd	32(%rsp), %xmm8; movsd	%xmm0, (%rsp); movapd	(%rsp), %xmm5; movsd	8(%rsp), %xmm0; movapd	%xmm5, %xmm1; andpd	%xmm4, %xmm0; movups	%xmm5, (%rax); andpd	%xmm4, %xmm1; addsd	%xmm0, %xmm1; movsd	%xmm1, (%r13)
movsd	200(%rsp), %xmm3; movq	224(%rsp), %r9; movb	%al, 40(%rsp); movq	192(%rsp), %r14; movq	208(%rsp), %r13; movq	216(%rsp), %r15; movq	160(%rsp), %r12; movhpd	80(%rsp), %xmm3                 # xmm3 = xmm3[0],mem[0]; movsd	168(%rsp), %xmm2; movq	176(%rsp), %r10; testq	%r9, %r9
xorl	%eax, %eax; xorl	%edx, %edx; movl	$170, %esi; movl	$57, %edi
movl	$4, %ecx; movl	$179, %edx; leaq	1436067(%rip), %rsi; leaq	1436200(%rip), %rdi
pushq	%rbx; cmpl	$855, (%rdi)                    # imm = 0x357
movq	%r14, %rdi; movl	$772, %edx                      # imm = 0x304; movq	%rbp, %rsi
cmpq	$0, (%r14)
nopl	(%rax); pushq	%r15; movl	%esi, %eax; movq	%rdx, %rsi; pushq	%r14; pushq	%r13; movq	%rdi, %r13; pushq	%r12; pushq	%rbp; pushq	%rbx; subq	$40, %rsp; movq	%fs:40, %rdx; movq	%rdx, 24(%rsp); xorl	%edx, %edx; testl	%eax, %eax
movq	%rbx, %rax; andl	$2139095040, %eax               # imm = 0x7F800000; movq	2736187(%rip), %rdi; movq	%rax, (%rsp)
movq	2747890(%rip), %rbx; testq	%rbx, %rbx
nopl	(%rax); leaq	16(%r15), %rax; movq	%rax, 8(%rsp); lock; addl	$1, 16(%r15); xorl	%edx, %edx; xorl	%esi, %esi; movq	%r15, %rdi
movq	%r13, %rdi; movq	(%rax), %rsi; movq	%rax, %rbx
movsd	8(%rsp), %xmm2; movsd	%xmm0, (%rsp); movapd	%xmm2, %xmm0
pushq	$778                            # imm = 0x30A
xchgl	%edx, %eax; pushq	%rsp; movb	$55, %ah; addl	%eax, 79(%rbp); testl	%eax, 1602524621(%rcx)
addq	$4, %rcx; addq	%r9, %rsi; cmpq	%rcx, %r10
movapd	%xmm0, %xmm1; pxor	%xmm0, %xmm0; subq	$56, %rsp; comisd	%xmm1, %xmm0
andb	%al, %r12b
ficompl	-37(%rax); fcmovu	%st(5), %st
leaq	-1(%rax), %rdx; testq	%rax, %rdx
nopl	(%rax); movq	48(%rsp), %rdi; movl	$1097, %edx                     # imm = 0x449; leaq	1238461(%rip), %rsi
movl	16(%r12), %r13d; testl	%r13d, %r13d
movq	8(%rsp), %rdx; movq	32(%rsp), %rdi; movq	%rbx, %rcx; movq	%rax, %rsi
pushq	$1960                           # imm = 0x7A8
movslq	12(%rbx), %rsi; addq	$8, %rsp; movl	$205, %ecx; leaq	2288604(%rip), %rdx; popq	%rbx; popq	%rbp; shlq	$3, %rsi
nopl	(%rax,%rax); leaq	8(%rsp), %rsi; movq	%r13, %rdi
movq	88(%rsi), %r13; cmpq	$15, %r13
popq	%rcx; popfq; lodsl	(%rsi), %eax; movb	$-34, %dh; pushq	%rcx; movb	$83, %cl; andl	$2272741808, %eax               # imm = 0x877749B0; movb	$-92, %cl; cltd; andl	-899676447(%rcx), %eax
movl	$1, 60(%rsp)

pushq	$130
nopl	(%rax); movq	88(%r9), %r10; movq	%rdi, %rax; subq	24(%r10), %rax; sarq	$3, %rax
movslq	%eax, %rdx; movq	%rsp, %rsi; xorl	%edi, %edi; movq	%rbp, (%rsp)
leaq	3203060(%rip), %rsi
leaq	2400873(%rip), %rdx; movl	$261, %esi                      # imm = 0x105
movq	$0, 16(%rsp); cmpl	$4, 8(%r15)
nopw	(%rax,%rax); movzbl	(%r8,%rax), %edx; xorl	%ecx, %ecx; movq	%rdx, %rsi; andl	$15, %edx; shrq	$4, %rsi; andl	$15, %esi; movb	(%rdi,%rsi), %cl; movb	(%rdi,%rdx), %ch; movw	%cx, (%rbp,%rax,2); addq	$1, %rax; cmpq	%rax, %rbx
addq	8(%r13), %rbx; movq	%r12, (%rax); movq	%rbx, 16(%rax); movq	%rbp, 8(%rax); movq	%r13, 24(%rax); movl	$0, 32(%rax); addq	$8, %rsp; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13
nopw	(%rax,%rax); pushq	%r12; movq	%r9, %r12; pushq	%rbp; movq	%r8, %rbp; pushq	%rbx; movq	%rdx, %rbx; xorl	%edx, %edx; subq	$48, %rsp; movq	%fs:40, %rax; movq	%rax, 40(%rsp); xorl	%eax, %eax; testq	%rbx, %rbx
movl	48(%rsp), %eax; cmpl	$-1, %eax
cmpl	$1, 12(%rsp); movq	(%rax), %rax; movq	%rax, (%rsp)
nopw	%cs:(%rax,%rax); pushq	%r12; movq	%rsi, %r12; pushq	%rbp; movl	%ecx, %ebp; pushq	%rbx; movq	%rdi, %rbx
nopw	(%rax,%rax); movl	$19, %ecx; movl	$191, %edx; leaq	1218063(%rip), %rsi; leaq	1218280(%rip), %rdi
movl	%ebx, %r13d
cmpl	$8192, %eax                     # imm = 0x2000
movq	(%rbx,%r14,8), %rax; movq	(%rsp), %r8; movq	%r12, %rdx; movq	%r12, %rsi; movq	%r13, %rdi; movq	32(%rax), %rcx; movq	(%r13), %rax
pushq	%r15; pushq	%r14; pushq	%r13; pushq	%r12; pushq	%rbp; movq	%rcx, %rbp; pushq	%rbx; movq	%rdi, %rbx; subq	$40, %rsp; movq	%rsi, 8(%rsp); movq	%rdx, 16(%rsp)
cmpq	%rax, -16(%rcx)
shrb	$165, -328553061(%rdx); stosl	%eax, %es:(%rdi); movb	$87, %dh; movl	$175905706, %esp                # imm = 0xA7C1BAA
movl	36(%rsp), %r8d; movq	8(%rsp), %rdi; movq	%r13, %rcx; movq	%rax, %rsi; leaq	40(%rsp), %rdx; movq	%rax, 24(%rsp)
bsrl	%r12d, %r12d; movl	$32, %edx; xorl	$31, %r12d; subl	%r12d, %edx; movzbl	%dl, %edx; subl	%edx, %ecx; movslq	%ecx, %rdx; subq	%rdx, %rax; cmpq	$32, %rax; setle	%al
movq	720(%rbx), %rax; leaq	32(%rbx), %rsi; testq	%rax, %rax
addq	%r15, %rbp; cmpl	$32, %eax
movsd	288(%rsp), %xmm0; movsd	%xmm3, 48(%rsp); addsd	304(%rsp), %xmm0; subsd	224(%rsp), %xmm0; movsd	%xmm5, 40(%rsp); subsd	240(%rsp), %xmm0; movsd	720894(%rip), %xmm12; movsd	%xmm6, 32(%rsp); movsd	296(%rsp), %xmm1; movsd	-234880712(%rsp), %xmm11; movups	%xmm8, 24(%rsp); movsd	1711276264(%rsp), %xmm10; comiss	%xmm0, %xmm12; movsd	%xmm14, 16(%rsp); movsd	-234880776(%rsp), %xmm9; movups	%xmm13, 8(%rsp)
nopl	(%rax,%rax); leaq	1253305(%rip), %rax
nopw	%cs:(%rax,%rax); nop; movslq	(%rdi), %rax; movslq	4(%rdi), %r9; leaq	8(%rdi), %r8; leaq	(%r8,%rax,8), %rdx; movq	%rax, %rsi; movq	(%rdx), %rax; addq	(%r8,%r9,8), %rax; xorl	%r8d, %r8d; movq	%rax, (%rdx); sarq	%rax; leal	1(%rsi), %edx; andl	$2147483647, %eax               # imm = 0x7FFFFFFF; cmpl	$30, %esi; cmovel	%r8d, %edx; cmpl	$30, %r9d; movl	%edx, (%rdi); leal	1(%r9), %edx; cmovel	%r8d, %edx; movl	%edx, 4(%rdi)
leaq	1167325(%rip), %rdx; movl	$67, %esi; leaq	1167041(%rip), %rdi
nopl	(%rax); pushq	%rbx; movapd	%xmm0, %xmm2; movq	%rdi, %rbx; subq	$48, %rsp; movsd	677932(%rip), %xmm1; movq	%fs:40, %rax; movq	%rax, 40(%rsp); xorl	%eax, %eax; ucomisd	%xmm1, %xmm0
pxor	%xmm0, %xmm0; cvtsi2sd	%rax, %xmm0; mulsd	110695(%rip), %xmm0; movsd	178375(%rip), %xmm1; movsd	112391(%rip), %xmm3; movapd	%xmm0, %xmm2; andpd	%xmm1, %xmm2; ucomisd	%xmm2, %xmm3
nopl	(%rax); movq	(%rsi), %rsi
popq	%rdx; addl	%edi, (%rdi); insl	%dx, %es:(%rdi); addl	%ebx, (%rcx); subb	-1034669874(%rbx), %ah; sbbb	%dl, 21(%rax); fstpt	-1896354901(%rip); movb	$-87, %bh; movslq	70944502(%rbx), %edx; cmpb	%bl, -1696372518(%rdi); xorb	$-100, %al; xorb	$100, %al; movabsl	-8835294299922954242, %eax
nop; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi
nopl	(%rax,%rax); movq	40(%rsp), %rax; subq	%fs:40, %rax
movq	(%rdx), %rax; xorl	%esi, %esi; addq	$1, %rax; setb	%sil; movq	%rax, (%rdx); addq	$8, %rdx; testq	%rsi, %rsi
movq	232(%rsp), %rax; movsd	%xmm0, (%rax); movq	240(%rsp), %rax; movsd	%xmm4, (%rax); cmpl	$2, 88(%rsp)
pushq	%r13; pushq	%r12; pushq	%rbp; pushq	%rbx; movq	%rsi, %rbx; subq	$8, %rsp; testq	%rsi, %rsi
movsd	8(%rsp), %xmm1; addsd	668254(%rip), %xmm1; mulsd	668278(%rip), %xmm1; mulsd	725614(%rip), %xmm1; subsd	810030(%rip), %xmm1; addsd	16(%rsp), %xmm1; movapd	%xmm1, %xmm0; andpd	668004(%rip), %xmm0; mulsd	726980(%rip), %xmm0; addsd	24(%rsp), %xmm0; unpcklpd	%xmm0, %xmm1                    # xmm1 = xmm1[0],xmm0[0]; movups	%xmm1, (%rbx)
movq	%rbx, %rdx; movl	$32770, %esi                    # imm = 0x8002; leaq	1588214(%rip), %rdi
sqrtsd	%xmm0, %xmm0; mulsd	%xmm1, %xmm0; movapd	%xmm2, %xmm4; movapd	%xmm5, %xmm1; movl	%ebx, %edi; leaq	48(%rsp), %rsi; movsd	%xmm2, 16(%rsp); movsd	%xmm5, 8(%rsp); divsd	%xmm0, %xmm4; pxor	%xmm0, %xmm0; movsd	%xmm4, 24(%rsp)
movb	$0, 31(%rsp); movq	%rax, 16(%rsp)
nopw	(%rax,%rax); shrq	%rbx; pxor	%xmm1, %xmm1; orq	%rax, %rbx; cvtsi2sd	%rbx, %xmm1; addsd	%xmm1, %xmm1
movl	$35, %edi
leaq	802545(%rip), %rdx; movl	$553, %esi                      # imm = 0x229; leaq	802348(%rip), %rdi
nopw	%cs:(%rax,%rax); nop; pushq	%r14; movq	(%rdi), %r14; pushq	%r13; pushq	%r12; pushq	%rbp; pushq	%rbx; testq	%r14, %r14
nopw	%cs:(%rax,%rax); nop; pushq	%r13; pushq	%r12; pushq	%rbp; movq	%rdi, %rbp; pushq	%rbx; subq	$8, %rsp
lahf; adcl	$198039745, %eax                # imm = 0xBCDD8C1; xchgb	%dh, (%rbx); adcb	%al, %bl
leaq	1578268(%rip), %rdx; movl	$1077, %esi                     # imm = 0x435; leaq	1576616(%rip), %rdi
movq	1255718(%rip), %rax; leaq	56(%rbx), %rdi; addq	$16, %rax; movq	%rax, (%rbx)
movq	248(%r13), %rbx; movq	%rbp, %rdi; movl	%eax, 52(%rsp)
movq	88(%rsp), %r13; movq	%rbx, %rdx; movq	%rbp, %rsi; movq	%r13, %rdi
movq	%rdi, %r12; testq	%rbp, %rbp
cmpl	$1, 4(%rsp)
leaq	1225764(%rip), %rdx; movl	$59, %esi; leaq	1225645(%rip), %rdi
movq	(%rax), %rdi; movsd	16(%rbx), %xmm4; movsd	(%rdi,%rsi,8), %xmm3; movapd	%xmm4, %xmm2; subsd	%xmm3, %xmm2; testq	%rcx, %rcx
movslq	47(%rdi), %edi; movl	$1394708124, %esp               # imm = 0x53218E9C; xchgl	%ecx, %eax
movq	1225441(%rip), %rax; movq	%r12, %rsi; movq	%rbp, %rdi; movl	$16, 72(%rbx); addq	$16, %rax; movq	%rax, 8(%rbx); movq	1223581(%rip), %rax; addq	$24, %rax; movq	%rax, 80(%rbx)
andl	$1, %ebp; movl	$1, %eax
movsd	556284(%rip), %xmm5; movsd	64(%rsp), %xmm3; movsd	48(%rsp), %xmm4; divsd	%xmm0, %xmm5; movapd	%xmm3, %xmm0; unpcklpd	%xmm4, %xmm0                    # xmm0 = xmm0[0],xmm4[0]; movups	%xmm0, -8(%rbx,%rbp,8); movsd	%xmm5, 40(%rsp); testl	%r13d, %r13d
nop; movapd	%xmm7, %xmm0
movq	1296667(%rip), %rax; movq	%rbx, %rdi; addq	$16, %rax; movq	%rax, (%rbx)
movq	(%rsp), %rcx; movq	%r13, (%rbx); movq	%r12, 16(%rbx)
nop; movl	%eax, %ecx; movl	$317, %edx                      # imm = 0x13D; leaq	1640559(%rip), %rsi; leaq	1639945(%rip), %rdi
movq	%rdi, 8(%rsp); movl	$4, %ecx; movl	$27, %edx; leaq	1435934(%rip), %rsi; leaq	1435943(%rip), %rdi
inl	$222, %eax; insb	%dx, %es:(%rdi); imull	$90, -72(%rbx), %esp; cmpq	%r9, -124(%rcx,%rsi,4); cmc
movsd	(%rsp), %xmm5; movl	16(%rsp), %eax; addq	$1, 48(%r15); movsd	40(%rsp), %xmm0; movsd	%xmm5, 40(%r15); testl	%eax, %eax
addq	$1, 8(%r8); leaq	-1(%rcx), %rax; leaq	1(%rdx), %r10
movsd	(%rdi), %xmm0; movapd	%xmm0, %xmm2; ucomisd	%xmm0, %xmm0; minsd	%xmm1, %xmm2; movapd	%xmm2, %xmm1
xorl	%ecx, %ecx; movq	%rax, 64(%r14); testq	%rbp, %rbp
nopw	%cs:(%rax,%rax); nop; pushq	%r13; pushq	%r12; pushq	%rbp; movq	%rdi, %rbp; pushq	%rbx; movq	%rsi, %rbx; movq	%rbx, %rcx; subq	$88, %rsp; movq	%fs:40, %rax; movq	%rax, 72(%rsp); xorl	%eax, %eax; leaq	16(%rsp), %rdi; leaq	24(%rsp), %rdx; leaq	4(%rsp), %rsi
nopw	%cs:(%rax,%rax); pushq	%r15; pushq	%r14; pushq	%r13; pushq	%r12; pushq	%rbp; pushq	%rbx; movq	%rdi, %rbx; subq	$24, %rsp; movq	8(%rdi), %rdi; testq	%rdi, %rdi
nopl	(%rax); movq	(%rbp), %r10; movq	8(%rbp), %r11; movq	%r10, 64(%rsp); movq	%r11, 72(%rsp); nop; movl	(%r8), %eax; movl	4(%r8), %ebx; movl	8(%r8), %ecx; movl	12(%r8), %edx; movq	(%rsp), %r15; movq	%r8, 24(%rsp)
movl	$1, %eax; cmpl	$30, %edx
cmpl	$1, 24(%rax)
nopw	%cs:1207959552(%rax,%rax); movl	152(%rbx), %edx; testb	$17, 120(%rbx)
movq	%rbx, %rbp; movq	16(%rsp), %rax; movq	48(%rsp), %rbx; movq	%rbp, %rdx; movq	%rbp, %rcx; movq	%r13, %rsi; leaq	1(%rax), %r12; movq	%rbx, %rdi; movq	%r12, %r8
leaq	112(%rsp), %rax; movl	$1, %ebx; xorl	%ebp, %ebp; movq	%rax, 24(%rsp); leaq	56(%rsp), %rax; movq	%rax, 32(%rsp); nop; movq	24(%rsp), %rdi; movq	1017924(%rip), %rcx; movq	%rbp, %rax; shlq	$6, %rax; movq	%rcx, (%rdi,%rax); testl	%ebp, %ebp
subq	$8, %rsp; movl	$26, %ecx; movl	$566, %edx                      # imm = 0x236; leaq	1872503(%rip), %rsi; leaq	1872367(%rip), %rdi
cmpb	$87, %al
leaq	3680725(%rip), %rdi
endbr64; pushq	%r12; leaq	16(%rdi), %r12; pushq	%rbp; movq	%rsi, %rbp; pushq	%rbx; movq	(%rsi), %rsi; leaq	16(%rbp), %rax; movq	%rdi, %rbx; movq	88(%rdi), %rdi; cmpq	%rax, %rsi
leaq	48(%rsp), %r13; movq	%r14, %rdx; movq	%rbp, %rsi; movq	%r13, %rdi
movq	24(%rsp), %rdx; testq	%rdx, %rdx
movl	(%rbx), %eax; popq	%rbx; popq	%rbp; popq	%r12; xorl	%esi, %esi; xorl	%edi, %edi
lahf; movb	$-18, %dh
fldz; shlq	$3, %rsi; xorl	%eax, %eax; nopl	(%rax); addq	$1, %rax; fld	%st(0); fsubrl	(%rdi); movq	%rax, -16(%rsp); fildll	-16(%rsp)
movl	$4, %ecx; movl	$268, %edx                      # imm = 0x10C; leaq	1119623(%rip), %rsi; leaq	1122326(%rip), %rdi
leaq	2008292(%rip), %rdx; movl	$88, %esi; leaq	2008178(%rip), %rdi
movq	%rdx, %rax; cmpq	%r8, (%rdx)
cmpq	%r15, %rdx; movq	%r15, %rcx; leaq	64(%rsp), %r13; movq	%rsi, %rbp; cmovbeq	%rdx, %rcx; leaq	160(%rsp), %rsi; xorl	%ebx, %ebx; testq	%rcx, %rcx
nop; movl	$4, %ecx; movl	$184, %edx; leaq	1433059(%rip), %rsi; leaq	1433123(%rip), %rdi
pushq	$922                            # imm = 0x39A
xorl	%eax, %eax; movl	%eax, 2333483(%rip); addq	$8, %rsp; xorl	%eax, %eax; xorl	%esi, %esi; xorl	%edi, %edi
movl	16(%rsp), %esi; movapd	(%rsp), %xmm1; movsd	32(%rsp), %xmm2; movapd	%xmm0, %xmm3; testl	%esi, %esi
movq	%r14, %r12; movq	112(%rsp), %r9; movq	120(%rsp), %r11; movq	128(%rsp), %rbp; movq	136(%rsp), %r14; movq	160(%rsp), %r10; movsd	104(%rsp), %xmm2; testl	%ebx, %ebx
movq	1259763(%rip), %rax; leaq	8(%rbx), %rbp; movq	%rbp, %rdi; leaq	24(%rax), %rdx; addq	$64, %rax; movq	%rdx, (%rbx); movq	%rax, 248(%rbx)
movq	16(%rsp), %r10; testq	%rax, %rax; movq	%rax, %r9
nopl	(%rax); movq	%r10, %r11; imulq	%rdi, %rax; movl	%r14d, %esi; movq	%r10, %rdx; imulq	%rdi, %r11; addq	%rcx, %rax; addq	%rcx, %r11; cmpw	%si, %bx
movq	152(%rdi), %rax; movq	144(%rdi), %r13; movq	%rcx, %rbp; movq	%r8, %r12; movq	%rax, (%rsp); testq	%rcx, %rcx
pxor	%xmm0, %xmm0; leaq	40(%r14), %rax; movq	%r14, (%rbx); movups	%xmm0, 344(%rbx); movq	%r13, %rdi; movups	%xmm0, 360(%rbx); movq	%rax, 112(%rbx); movq	(%rbp), %rax; movq	$0, 328(%rbx); movq	-24(%rax), %r12; movb	$0, 340(%rbx); movl	$1224736768, 336(%rbx)          # imm = 0x49000000; addl	%ebp, %esp; movq	%r12, %rsi
movq	8(%rsp), %r15; leaq	1(%r15), %rdi
pushq	%r14; movq	%rcx, %r14; pushq	%r13; movq	%rdx, %r13; pushq	%r12; pushq	%rbp; movq	%rdi, %rbp; pushq	%rbx; movl	%esi, %ebx
nopw	(%rax,%rax); movq	(%rbx), %rcx; movl	$16, %edx; movl	$1, %esi; leaq	1674628(%rip), %rdi
nopl	(%rax); addq	$1, %rbx; movsbl	(%rbx), %edi; movl	$8, %esi
endbr64; pushq	%rbp; pushq	%rbx; subq	$8, %rsp; movq	16(%rsi), %rax; movq	16(%rax), %rbp; leaq	16(%rdi), %rax; movq	%rax, (%rdi); testq	%rbp, %rbp
nopl	(%rax,%rax); movapd	%xmm5, %xmm7; movapd	%xmm10, %xmm0; movsd	(%rax), %xmm4; subq	$8, %rax; mulsd	%xmm7, %xmm0; movapd	%xmm0, %xmm5; andpd	%xmm2, %xmm0; subsd	%xmm1, %xmm5; andpd	%xmm2, %xmm1; addsd	%xmm1, %xmm0; movapd	%xmm7, %xmm1; addsd	%xmm4, %xmm5; andpd	%xmm2, %xmm4; addsd	%xmm4, %xmm0; addsd	%xmm0, %xmm8; cmpq	%rax, %rdx
movq	%rax, %rdx; subq	%r15, %rdx; testq	%rax, %rax; cmovneq	%rdx, %rbx; movq	%rbx, %rax; subq	%r12, %rax; cmpq	%r12, %rbp
leaq	1324964(%rip), %rdx; movl	$108, %esi; movq	%rbp, %rdi
pushq	%rax; movq	%rsi, %rdx; leaq	285363(%rip), %rdi; xorl	%eax, %eax; leaq	301328(%rip), %rsi
movq	40(%rsp), %rsi; movl	%r13d, %edx; movq	%rbx, %rdi
movq	(%r12), %rsi; movl	%r13d, %edx; movq	%rax, %rdi
movq	8(%rsp), %r8; movq	$1, (%r14); movq	(%r8), %rsi; testq	%rsi, %rsi
outb	%al, %dx; movb	$77, %dh; pushq	%rsp
outsb	(%rsi), %dx; pushq	%rax
nopl	(%rax,%rax); movaps	%xmm1, %xmm0
nopw	%cs:1207959552(%rax,%rax); movl	16(%rbx), %edi; leaq	577260(%rip), %rax; testq	%rdi, %rdi; cmovneq	%rax, %rdi
nopl	(%rax); movl	$4, %ecx; movl	$322, %edx                      # imm = 0x142; leaq	1467643(%rip), %rsi; leaq	1467432(%rip), %rdi
movapd	%xmm4, %xmm0; movsd	%xmm2, 24(%rsp)
pushq	$2511                           # imm = 0x9CF
nopw	(%rax,%rax); movl	$19, %ecx; movl	$618, %edx                      # imm = 0x26A; leaq	1259509(%rip), %rsi; leaq	1259906(%rip), %rdi
nopl	(%rax); movsd	633368(%rip), %xmm0; movl	$16, %ecx; movl	$1062, %edx                     # imm = 0x426; leaq	776109(%rip), %rsi; leaq	638863(%rip), %rdi; unpcklpd	%xmm0, %xmm0                    # xmm0 = xmm0[0,0]; movups	%xmm0, (%r12)
leaq	536527(%rip), %rdx; movl	$1372, %esi                     # imm = 0x55C; leaq	532843(%rip), %rdi
movq	(%rbx), %rdi; cmpq	%rdi, 16(%rsp)
movq	24(%rbx), %rdi; movq	%r14, %rsi
movq	8(%rsp), %rdi; movq	%rax, 24(%rsp)
fstp	%st(1); fstp	%st(1); fsubs	567505(%rip); fstpl	-24(%rsp); movsd	-24(%rsp), %xmm0
movsd	%xmm2, 24(%rsp); movsd	%xmm5, 16(%rsp); movsd	%xmm4, 8(%rsp)
leaq	1425388(%rip), %rdx; movl	$628, %esi                      # imm = 0x274; leaq	1424849(%rip), %rdi
nop; movq	16(%rsp), %rcx; movq	24(%rsp), %r8; movq	%r13, %rdi; movq	%r12, %r13; movsd	64(%rsp), %xmm0; movq	40(%rsp), %rsi; addq	$1, %rcx; addq	%rdi, %r8; movsd	%xmm0, (%rax,%rsi); cmpq	%rcx, 32(%rsp)
movss	(%rdx,%rax,4), %xmm0; movaps	%xmm0, %xmm2; ucomiss	%xmm0, %xmm0; maxss	%xmm1, %xmm2; movaps	%xmm2, %xmm1
nop; pushq	%r14; pushq	%r13; pushq	%r12; pushq	%rbp; movq	%rsi, %rbp; pushq	%rbx; movq	%rdi, %rbx; movq	(%rdi), %rdi
nopw	(%rax,%rax); movq	%rax, %rbp; movq	16(%rbx), %rax; leaq	(,%rbp,8), %r13; movq	(%rax,%rbp,8), %rdi; testq	%rdi, %rdi
nop; movq	24(%rsp), %rsi; addq	%r13, 16(%rsp); addq	%rbp, %rcx; addq	%r12, %r10; addq	%rsi, 32(%rsp); addq	%rbp, %r11; cmpq	%rax, %rbx
movq	%r13, %rdx; movl	$1, %esi; movq	%r12, %rdi; movq	%rcx, 8(%rsp)
movl	$46, %edi; xorl	%edx, %edx; xorl	%eax, %eax; movl	$786688, %esi                   # imm = 0xC0100
movq	%rbp, %rcx; addq	%rax, 312(%r15); movq	736(%r15), %r8; movq	%rax, %rsi; subq	%rax, %rcx; leaq	(%r13,%rax), %rdx; addq	%r12, %rsi
movq	$0, 80(%rsp); leaq	1864373(%rip), %r15; movq	$0, 24(%rsp); movq	$0, 16(%rsp)
endbr64; pushq	%rbp; leaq	16(%rdi), %rax; pushq	%rbx; subq	$8, %rsp; movq	%rax, (%rdi); testq	%rsi, %rsi
movq	(%rdi), %rcx; movq	8(%rdi), %r8; testq	%rcx, %rcx
leaq	72(%rsp), %rdi; movq	%r12, %rdx
nopl	(%rax,%rax); movq	%rax, %r10
xorl	%ebp, %ebp; movq	%r13, %rdi
movsd	(%r14,%rcx,8), %xmm0; movl	%r15d, %r14d; movq	%rbx, %rsi; leaq	160(%rsp), %rax; movq	%rax, %rdi; movq	%r14, %rdx; movsd	%xmm2, 80(%rsp); movsd	%xmm0, (%rbx,%r10); movsd	(%r8,%rcx,8), %xmm0; movq	%r14, %rcx; movq	%rax, 40(%rsp); movsd	%xmm0, (%rbx,%r11)
movq	-120(%rbp), %rdx; testq	%rdx, %rdx
leaq	1656728(%rip), %rdx; movl	$588, %esi                      # imm = 0x24C; leaq	1656212(%rip), %rdi
movq	(%rbx), %rax; movq	%r12, %rsi; movq	%rbx, %rdi
nopl	(%rax); movl	$5, %ecx; movl	$378, %edx                      # imm = 0x17A; leaq	350016(%rip), %rsi; leaq	350344(%rip), %rdi
movq	696(%rbx), %rdi; movq	%r12, %rsi
leaq	464(%rbx), %rsi; movq	%r13, %rdi
nopw	%cs:-1191182336(%rax,%rax); addb	$0, %al; addb	%al, (%rax); movl	$142, %edx; leaq	133136(%rip), %rsi; leaq	233984(%rip), %rdi
pushq	$802                            # imm = 0x322
nopl	(%rax); movq	%rbp, 8(%rbx)
xchgq	%r14, %rcx
movq	56(%rsp), %rax; leaq	-24(%rax), %rdi; cmpq	994160(%rip), %rdi
movq	%r14, %rdi; movq	%rax, 48(%rsp)
movl	$4, %ecx; movl	$69, %edx; leaq	1425126(%rip), %rsi; leaq	1425327(%rip), %rdi
movq	24(%rax), %rdx; cmpq	$8, %rdx
movq	(%rbp), %rbp; movq	%rbp, %rdi
leal	7(%rcx), %eax; movl	$8, %r8d; movq	%r12, %rdi; movl	%ecx, 44(%rsp); cltd; idivl	%r8d; movq	24(%rsp), %rdx; movl	%eax, %esi; movl	%eax, %r13d
xorl	%eax, %eax; xorl	%edx, %edx; movl	$168, %esi; movl	$4, %edi
movq	8(%rsp), %rbx; testq	%rbx, %rbx
movq	88(%r12), %rdi; movq	%rax, %r14; movq	%rdi, 8(%rsp)
movb	%r13b, (%rax,%r12); movq	8(%rsp), %rax; leaq	72(%rbx), %rdi; movq	%r15, %rsi; movq	%rax, 24(%rsp); movq	16(%rsp), %rax; movb	$0, 1(%rax,%r12)
movq	16(%r14), %rax; movq	64(%rbp), %rsi; movq	%rbp, %rdi; pxor	%xmm0, %xmm0
endbr64; movq	(%rsi), %rax; movq	%rax, (%rdi); movq	-24(%rax), %rax; movq	40(%rsi), %rdx; movq	%rdx, (%rdi,%rax); movq	48(%rsi), %rax; movq	%rax, 16(%rdi); movq	24(%rsi), %rax; movq	%rax, 16(%rdi); movq	-24(%rax), %rax; movq	32(%rsi), %rdx; movq	%rdx, 16(%rdi,%rax); movq	8(%rsi), %rax; movq	%rax, (%rdi); movq	-24(%rax), %rax; movq	16(%rsi), %rdx; movq	%rdx, (%rdi,%rax); movq	$0, 8(%rdi)
nopw	(%rax,%rax); cmpb	1(%r12), %dl
pushq	$416                            # imm = 0x1A0
addq	$24, %rsp; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15; xorl	%eax, %eax; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi
nopw	(%rax,%rax); xorl	%esi, %esi; movl	$10, %edx; movq	%rbx, %rdi
pushq	%r12; pushq	%rbp; pushq	%rbx; movq	%rdi, %rbx; subq	$16, %rsp; movq	184(%rdx), %rax; movq	$0, (%rsp); movq	$1, 8(%rsp)
pushq	%r15; movq	%rdi, %r15; pushq	%r14; pushq	%r13; pushq	%r12; pushq	%rbp; pushq	%rbx; subq	$40, %rsp; movq	(%rdi), %rax; movsd	%xmm0, 24(%rsp); movq	16(%rax), %rsi; movq	8(%rax), %r12; movq	%rsi, 16(%rsp); subq	%rsi, %r12
movsd	24(%rsp), %xmm4; movsd	48(%rsp), %xmm3; mulsd	%xmm4, %xmm0; subsd	%xmm3, %xmm0
fldz; shlq	$3, %rsi; xorl	%eax, %eax; nopl	(%rax); movsd	(%rdi), %xmm2; addq	$1, %rax; subsd	%xmm0, %xmm2; divsd	%xmm1, %xmm2; movsd	%xmm2, -16(%rsp); fldl	-16(%rsp); movq	%rax, -16(%rsp); fld	%st(0); fmul	%st(1), %st; fmul	%st(1), %st; fmulp	%st, %st(1); fsub	%st(1), %st; fildll	-16(%rsp)
vpxord	(%rsi), %zmm6, %zmm6; vmovdqu32	%zmm6, (%rdi,%rsi)
movq	(%r12), %rax; movq	248(%rax), %r14; movq	256(%rax), %rax; movq	%rax, (%rsp); movl	40(%rbp), %eax; testl	%eax, %eax
subl	$73, %eax; cmpb	$1, %al
xchgl	%esi, %eax; adcb	%ch, (%rdx); pushq	%rsp; outsb	(%rsi), %dx; inl	%dx, %eax; inb	$14, %al
fldz; xorl	%eax, %eax; nopl	(%rax); movsbl	(%rdi), %ecx; pxor	%xmm1, %xmm1; addq	$1, %rax; addq	%rsi, %rdi; cvtsi2sd	%ecx, %xmm1; subsd	%xmm0, %xmm1; movsd	%xmm1, -16(%rsp); fldl	-16(%rsp); fmul	%st(0), %st; faddp	%st, %st(1); cmpq	%rax, %rdx
nopw	(%rax,%rax); subq	$8, %rsp; leaq	2821(%rip), %rax; leaq	2766(%rip), %r9; movl	$920, %ecx                      # imm = 0x398; pushq	%rax; leaq	7793(%rip), %rax; leaq	499067(%rip), %r8; pushq	$0; pushq	$0; pushq	$0; pushq	%rax
leal	-3(%rdx), %ecx; movl	$3, %edx; leaq	4(%rcx), %rsi
movsd	16(%rsp), %xmm1; movq	8(%rbp), %rdi; movsd	%xmm0, 32(%rsp); movsd	1856878(%rip), %xmm0; mulsd	%xmm1, %xmm0; addsd	8(%rsp), %xmm0
xorl	%ebx, %ebx; addq	$56, %rsp; movl	%ebx, %eax; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi; xorl	%r8d, %r8d
movl	12(%rsp), %eax; xorl	%ecx, %ecx; andl	$3, %r12d; movq	%rdi, 80(%rbx); movl	%eax, 72(%rbx)
pushq	%r12; pushq	%rbp; movl	%esi, %ebp; pushq	%rbx; movq	%rdi, %rbx; movq	48(%rdi), %rdx; movl	%ebp, %ecx; movq	8(%rdi), %rsi; movq	(%rdi), %rdi
nopl	(%rax,%rax); leaq	64(%rsp), %rsi; movl	%ebx, %edi; movsd	%xmm2, (%rsp)
nopw	%cs:1275068416(%rax,%rax); movl	%eax, %ecx; movq	%r8, %rsi; pxor	%xmm2, %xmm2; shrq	%rcx; andl	$1, %esi; orq	%rsi, %rcx; cvtsi2sd	%rcx, %xmm2; addsd	%xmm2, %xmm2
movl	16(%rcx), %esi; xorl	%edx, %edx; cmpl	%esi, 16(%rax)
cmpq	%rax, %r12; movl	$1, %eax; cmovnel	%eax, %r14d; addq	$184, %rsp; movzbl	%r14b, %edx; movq	%rbx, %rax; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15
popq	%rdx; popq	%rcx; movq	8(%rsp), %rdx; subq	%fs:40, %rdx

nopl	(%rax,%rax); addq	$1, %r8; addq	%r9, %rcx; cmpq	%r8, %rbx
leaq	8(%rbx), %rdi; movq	%r13, %rdx; movq	%r12, %rsi
nopl	(%rax); movl	%eax, %ecx; movl	$122, %edx; leaq	1217055(%rip), %rsi; leaq	1224089(%rip), %rdi
movl	$13, %ecx; movl	$87, %edx; leaq	1641246(%rip), %rsi; leaq	1638031(%rip), %rdi
movq	1534233(%rip), %rdx; movq	1530794(%rip), %rsi; movq	%rax, %rdi; movq	1532096(%rip), %rax; addq	$16, %rax; movq	%rax, (%rdi)
nopw	%cs:(%rax,%rax); nopl	(%rax); pushq	%rbp; movq	%rdi, %rbp; movl	$24, %edi; pushq	%rbx; subq	$8, %rsp
leaq	-16(%rdx,%rax), %r15; movq	(%r15), %rax; cmpq	$0, -24(%rax)
movq	48(%rsp), %rax; movq	%r13, %rdi; xorl	%ecx, %ecx; movdqu	16(%rsp), %xmm1; movdqu	32(%rsp), %xmm2; leaq	421106(%rip), %rsi; movq	%rax, 160(%rsp); movq	8(%rbx), %rax; movaps	%xmm1, 128(%rsp); movq	8(%rax), %rdx; movaps	%xmm2, 144(%rsp)
movl	$50, %ecx; movq	%rax, %rdi; pxor	%xmm0, %xmm0; movq	%rbp, %rsi; rep		movsq	(%rsi), %es:(%rdi); movups	%xmm0, 368(%rax); movups	%xmm0, 8(%rax); movq	16(%rbp), %rdi; testq	%rdi, %rdi
movsd	88(%rsp), %xmm2; movq	104(%rsp), %rdi; xorl	%eax, %eax; xorl	%r12d, %r12d; leaq	368(%rsp), %rsi; movl	%r10d, 80(%rsp); mulsd	%xmm0, %xmm2; movq	%rsi, 64(%rsp); shlq	$3, %rdi; movq	%r11, 96(%rsp); movq	%r13, 88(%rsp); movq	%r9, %r13; movq	%rbx, 104(%rsp); movq	%rcx, %rbx; movq	%r15, 112(%rsp); movq	%rdi, %r15; movq	%r14, 24(%rsp); movq	%rsi, %r14; movq	%rbp, 120(%rsp); movq	%rax, %rbp; movsd	%xmm2, 32(%rsp); nopw	(%rax,%rax); movq	24(%rsp), %rsi; movq	%r12, %rdx; movq	%r14, %rdi
leal	1(%r15), %eax; cmpl	$1, 52(%rsp); movl	%eax, 60(%rsp)
movq	256(%rax,%rcx,8), %rcx; testq	%rcx, %rcx
addq	$1, %rcx; addq	%r9, %rdx; cmpq	%rcx, %rsi
movl	%edi, %ecx; movq	%rbp, %rdx; leaq	1354542(%rip), %rsi; movq	%r12, %rdi; xorl	%eax, %eax
andb	$37, %al
movl	$19, %ecx; movl	$247, %edx; leaq	1426048(%rip), %rsi; leaq	1426055(%rip), %rdi
movl	%ebp, %ecx; movl	%r13d, %esi; movl	%ebx, %edx; shll	%cl, %esi; orl	%esi, %ebx; testl	%eax, %eax; cmovel	%edx, %ebx; addl	$1, %ebp; cmpl	$27, %ebp
leaq	1426393(%rip), %rdx; movl	$571, %esi                      # imm = 0x23B; leaq	1425790(%rip), %rdi
movb	$1, 40(%rsp); movb	$1, 142(%rsp)
outl	%eax, $196; movb	$-115, %bh
movq	72(%rbx), %rdx; subq	32(%rbx), %rax; movq	%rax, 80(%rbx); movb	$0, (%rdx,%rax); leaq	16(%rbp), %rdi; leaq	88(%rbx), %rsi; movq	80(%rbx), %rax; movq	%rdi, (%rbp); movq	72(%rbx), %rdx; cmpq	%rsi, %rdx
movsd	686869(%rip), %xmm0; comisd	%xmm1, %xmm0
cmpb	$-34, %al
nopl	(%rax,%rax); leaq	2154377(%rip), %rax; movq	%r14, %rcx; movq	%r13, %rsi; movl	$253, %r8d; pushq	%rax; leaq	2432367(%rip), %rax; leaq	2166139(%rip), %r9; movl	$6, %edi; pushq	%rax; movq	32(%rsp), %rdx; xorl	%eax, %eax
movb	$62, %r11b; fsub	%st, %st(7); adcl	$4075106021, 125(%rbp)          # imm = 0xF2E52EE5
movq	%rbp, %rax; xorl	%edi, %edi; movq	%rax, 184(%r15); movq	%r15, %rsi; movl	$67, 176(%r15)
movq	40(%rbp), %rdx; movq	%rsp, %r12; leaq	1114760(%rip), %rax; leaq	1069504(%rip), %rsi; movq	%r12, %rdi; leaq	104(%rsp), %rbx; testq	%rdx, %rdx; cmoveq	%rax, %rdx; xorl	%ecx, %ecx
leal	12(%r15), %eax; addq	$15, %rax; shrq	$4, %rax; shlq	$4, %rax; subq	%rax, %rsp; testl	%r15d, %r15d
movl	76(%rbx), %eax; movl	%eax, (%rbp); movl	$1, %eax
movl	$1, %r13d; nopl	(%rax); movsd	(%rbp,%r13,8), %xmm4; movq	%r13, %r14; pxor	%xmm1, %xmm1; addq	$1, %r13; cvtsi2sd	%r13, %xmm1; movq	%r15, %xmm0; movsd	%xmm3, 32(%rsp); movsd	%xmm4, 8(%rsp); movsd	%xmm1, 24(%rsp)
popq	%rdi; xorb	-1307183419(%rsi), %cl
cmpq	601244(%rip), %rdi
movq	%rbp, %rdi; movl	$84, %esi; leaq	2461084(%rip), %rdx
movq	48(%rsp), %r14; addq	$1, %r13; cmpq	%r13, 16(%rsp)
movdqa	1536993(%rip), %xmm1; movdqa	(%rbx), %xmm0; addq	$16, %rbx; pxor	%xmm1, %xmm0; movaps	%xmm0, -16(%rbx); cmpq	%rbp, %rbx
movl	%ebp, %esi; movq	%rbx, %rdi; leaq	394867(%rip), %r12; movl	$11, %r13d
movl	$64, %esi; movq	%r12, %rdi
leaq	868976(%rip), %rax; movq	%r14, %rdi; movq	$2, 80(%r15); movq	%rax, 72(%r15); movq	$0, 16(%rsp)
movq	$0, (%rdi); movq	%rdi, %rcx; leaq	8(%rdi), %rdi; xorl	%eax, %eax; movq	$0, 96(%rdi); andq	$-8, %rdi; subq	%rdi, %rcx; addl	$112, %ecx; shrl	$3, %ecx; rep		stosq	%rax, %es:(%rdi); xorl	%eax, %eax; xorl	%ecx, %ecx; xorl	%edi, %edi
movq	64(%rsp), %rcx; movq	112(%rsp), %rdx; addq	$1, %r15; movsd	%xmm1, 40(%rsp); movq	128(%rsp), %rax; movq	8(%rsp), %rsi; subq	%rcx, %rdx; movsd	(%rax), %xmm2; leaq	160(%rsp), %rax; movq	%rax, %rdi; movq	%rax, 24(%rsp); movsd	%xmm2, 32(%rsp)
leaq	1673185(%rip), %rsi; movq	%rbx, %rdi
movq	24(%rsp), %rdx; movq	%rbx, %rdi; movq	%rax, %rsi; addq	$8, %rdx
movq	(%rbx), %rax; movq	8(%rbx), %rdi; addsd	%xmm0, %xmm0; movapd	%xmm0, %xmm1; subsd	942791(%rip), %xmm1; movsd	%xmm1, 8(%rsp)
stosb	%al, %es:(%rdi); andl	%edi, -133862464(%rsi)
cmpl	$1035, %eax                     # imm = 0x40B; setne	%al; movzbl	%al, %eax; addl	$56, %eax; leaq	8(%rsp), %rsi; leaq	16(%rsp), %rdi; movl	%eax, 16(%rsp); movq	$0, 32(%rsp)
movsd	(%rsp), %xmm1; movsd	8(%rsp), %xmm0; movsd	%xmm2, 40(%rsp); andpd	48(%rsp), %xmm0
movq	24(%r15), %rax; movq	%r12, %rdi; movq	8(%rax), %rax; movzbl	(%rax), %esi; andl	$-2, %esi
nopw	%cs:1207959552(%rax,%rax); movl	(%rbx), %eax; movq	-24(%rax), %rax; movq	232(%rbx,%rax), %rdi; movq	16(%rdi), %rdx; cmpq	24(%rdi), %rdx
imull	$4163757562, %edi, %ecx         # imm = 0xF82DE5FA; lock; xorb	$117, %al
cmpb	%bpl, %dl
movq	$0, (%r15); testl	%ebx, %ebx
pushq	$2183                           # imm = 0x887
nopw	(%rax,%rax); pushq	%rbp; pushq	%rbx; movq	%rdi, %rbx; subq	$8, %rsp; movq	24(%rdi), %rax; movzbl	(%rax), %r8d; testb	%r8b, %r8b
movq	(%rsp), %rbx; movq	16(%rsp), %rsi; movq	%rbx, %rdi
nopl	(%rax); movq	88(%rsp), %rax; movq	%r10, %r11; movq	%rax, 112(%rsp)
nopl	(%rax,%rax); movl	%ebx, 172(%r15); movq	%r14, 184(%r15); movl	$92, 176(%r15)
leaq	(%rcx,%rcx,2), %rax; movq	32(%rsp), %r12; shlq	$4, %rax; leaq	8(%rbx,%rax), %rbx; nopw	(%rax,%rax); movq	%r13, %rsi; movq	%r12, %rdi; addq	$48, %r13; addq	$48, %r12
nopl	(%rax,%rax); leaq	379201(%rip), %r11; leaq	379162(%rip), %rcx
pushq	%r13; pushq	%r12; movq	%rdi, %r12; pushq	%rbp; pushq	%rbx; subq	$8, %rsp
nopl	(%rax,%rax); movl	$4294967295, %eax               # imm = 0xFFFFFFFF; lock; xaddl	%eax, 8(%rdi)
nopw	%cs:1207959552(%rax,%rax); movl	(%rbx), %eax; movl	$4, %esi
movq	(%rsi), %r13; movq	%rsi, %r14; leaq	1(%r13), %rsi; cmpq	%rsi, %rax
subl	$1, %ebx; andl	$7, %ebx; testl	%ebp, %ebp
movq	8(%rsp), %r9; movq	16(%rsp), %r10; movq	24(%rsp), %r8; movq	32(%rsp), %rcx; testq	%r9, %r9
movq	8(%rsp), %rdi; movq	16(%rsp), %rdx; subq	%rdi, %rbx; addq	(%r12), %rbx; leaq	(%rbx,%rax), %rsi; cmpq	$65536, %rsi                    # imm = 0x10000
nopl	(%rax); endbr64; leaq	993397(%rip), %rax
cmpl	$16, %ebx
xorl	%esp, (%rsi,%rdi,4); xorl	%ebx, %edx; subl	$2510874617, %eax               # imm = 0x95A8E7F9
movq	32(%rsp), %rax; xorl	%ecx, %ecx; movq	%rbp, %rdx; movdqu	(%rsp), %xmm0; movdqu	16(%rsp), %xmm1; leaq	1734225(%rip), %rsi; movq	%r12, %rdi; movq	%rax, 80(%rsp); movaps	%xmm0, 48(%rsp); movaps	%xmm1, 64(%rsp)
xorl	%eax, %eax; movq	232(%rsp), %rdx; subq	%fs:40, %rdx
endbr64; pushq	%rbp; movsbl	%dl, %r8d; movq	%rdi, %rbp; movl	$1, %ecx; pushq	%rbx; movq	%rsi, %rbx; xorl	%edx, %edx; subq	$8, %rsp; subq	(%rdi), %rbx; movq	%rbx, %rsi
nopl	(%rax,%rax); comisd	837992(%rip), %xmm0
shlq	$5, %rax; movq	16(%rsi), %r8; movq	8(%rsi), %rdi; leaq	(%rdx,%rax), %rsi; nopl	(%rax); movslq	(%rcx), %rax; addq	$32, %rdx; addq	$4, %rcx; imulq	%rdi, %rax; shlq	$5, %rax; addq	%r8, %rax; fldt	(%rax); fldt	16(%rax); fldt	-32(%rdx); fldt	-16(%rdx); fld	%st(3); fmul	%st(2), %st; fld	%st(1); fmul	%st(4), %st; fsubrp	%st, %st(1); fstpt	-32(%rdx); fmulp	%st, %st(3); fmulp	%st, %st(1); faddp	%st, %st(1); fstpt	-16(%rdx); cmpq	%rdx, %rsi
fnstenv	-75(%rdx); movw	1280121162(%rax), %cs; movsb	(%rsi), %es:(%rdi); movabsb	%al, -5314289642361690400; sarb	%cl, %ah; scasb	%es:(%rdi), %al; movb	%bh, %al
nopl	(%rax,%rax); movq	%rdi, 8(%rsp); movl	$4, %ecx; movl	$51, %edx; leaq	1446686(%rip), %rsi; leaq	1446721(%rip), %rdi
testl	%eax, %eax; cmovneq	%r12, %rbp; movq	(%rsp), %rdi
movq	%r12, 168(%rbx); movl	12(%rsp), %eax; addq	$24, %rsp; popq	%rbx; popq	%r12; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi; xorl	%r8d, %r8d
pushq	%r15; movq	%rdi, %rax; movq	%rsi, %rdi; xorl	%esi, %esi; pushq	%r14; pushq	%r13; pushq	%r12; pushq	%rbp; pushq	%rbx; nopl	(%rax,%rax); movq	%rsi, (%rax,%rsi,8); movq	%rsi, %r9; leaq	1(%rsi), %rsi; cmpq	%rsi, %rcx
xorl	$1223797532, %eax               # imm = 0x48F1AB1C
movq	(%rsp), %rdi; movq	%rax, %rsi; movq	%rbp, %rdx
movq	48(%rsp), %r10; movq	%r14, %rdx; movq	24(%rsp), %r14; movq	%rbp, %r8; movq	%r13, %rcx; movq	%r9, 40(%rsp); movq	%r10, %rsi; movq	%r14, %rdi
leal	-1(%r11), %edx; cmpl	%r13d, %edx
movq	24(%rsp), %r10; movq	32(%r10), %rax; movq	80(%r10), %rsi; movq	112(%r10), %rdi
leaq	2175192(%rip), %rdx; movl	$913, %esi                      # imm = 0x391; leaq	2174287(%rip), %rdi
addl	$1, %r12d; leaq	1213692(%rip), %r15; movslq	%r12d, %rdi; movl	$214, %edx; movq	%r15, %rsi
movq	(%r14), %rsi; movq	%r13, %rdi
addq	$1, 192(%rbx); movl	$1, %eax; popq	%rbx; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi
pushq	$2618                           # imm = 0xA3A
movq	32(%rsi), %rcx; xorl	%edx, %edx; xorl	%esi, %esi; movq	%rbx, %rdi; subq	%rcx, %r8; sarq	$2, %r8
pushq	$613                            # imm = 0x265
testl	%eax, %eax; setne	%al; addq	$8, %rsp; popq	%rbx; movzbl	%al, %eax; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; popq	%r15; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi
movq	160(%rsp), %rdi; movq	40(%rsp), %rax; cmpq	%rax, %rdi
movq	8(%r12), %rax; addq	$16, %r12; movq	%rax, 136(%r13); movl	(%r12), %eax; testl	%eax, %eax
endbr64; pushq	%r12; pushq	%rbp; pushq	%rbx; movq	%rdi, %rbx; movl	%edx, %edi
nop; movq	1209633(%rip), %rax; cmpb	$0, (%rax)
movsd	32(%rsp), %xmm1; movsd	24(%rsp), %xmm14; movsd	16(%rsp), %xmm12; movsd	8(%rsp), %xmm13; movapd	%xmm0, %xmm2
movl	$3, 40(%rsp)
fldt	(%rsp); movapd	%xmm0, %xmm1; sqrtsd	%xmm1, %xmm1; fstpl	32(%rsp); movsd	32(%rsp), %xmm0; pxor	%xmm2, %xmm2; ucomisd	%xmm0, %xmm2
fisttpl	(%rdx); popq	%rcx; orb	$88, %al; testb	$40, %al; adcb	$74, %al
nopl	(%rax,%rax); movl	$20, %ecx; movl	$1569, %edx                     # imm = 0x621; leaq	1889460(%rip), %rsi; leaq	1889475(%rip), %rdi
leaq	(%rsi,%rax), %rdx; leaq	160(%rsp), %rax; movq	%rax, %rdi; movq	%rax, 16(%rsp)
movq	152(%rsp), %rcx; movq	(%rsp), %rdi; xorl	%edx, %edx; xorl	%esi, %esi; subq	%rcx, %r8; sarq	$2, %r8
nopl	(%rax); movq	(%rdi), %rdx; leaq	24(%rbx), %rsi; movq	%rdi, %r9; andq	$-8, %rsi; movq	%rdx, 16(%rbx); movl	%eax, %edx; movq	-8(%rdi,%rdx), %rcx; movq	%rcx, -8(%r12,%rdx); movq	%r12, %rdx; subq	%rsi, %rdx; addl	%edx, %eax; subq	%rdx, %r9; andl	$-8, %eax; cmpl	$8, %eax
testb	$32, 233(%rbx); movl	$3, %edx; cmovel	%edx, %eax; addq	$8, %rsp; popq	%rbx; popq	%rbp; xorl	%edx, %edx; xorl	%esi, %esi; xorl	%edi, %edi
endbr64; movq	1308469(%rip), %rax; addq	$16, %rax; movq	%rax, (%rdi)
nopl	(%rax); movl	$32, %eax; movl	$58, %edx; movl	$1702129221, 17(%rsp)           # imm = 0x65746E45; movl	$1919903264, 11(%rsp)           # imm = 0x726F6620; movl	$2126437, 20(%rsp)              # imm = 0x207265; movw	%ax, 15(%rsp); movw	%dx, 9(%rsp); testq	%r12, %r12
movl	%r13d, %esi; movq	%r12, %rdi; movl	$11, %ebp; leaq	389586(%rip), %rbx
addq	$1, %r8; cmpq	%r10, %r8
movq	40(%rsp), %rdx; movq	16(%rsp), %rdi; leaq	(%rbx,%r8), %rsi
movq	%rdi, %rdx; xorl	%esi, %esi; andq	$-4, %rdx; cmpq	$3, %rdi
nop; movq	40(%rsp), %rdi; movq	%r13, %rsi
movl	%r13d, 76(%rbx); movq	%rax, %rdx; testq	%rax, %rax
nop; pushq	%r15; pushq	%r14; pushq	%r13; pushq	%r12; pushq	%rbp; movq	%rdi, %rbp; pushq	%rbx; subq	$24, %rsp; testq	%rsi, %rsi
movl	%ecx, %r9d; pxor	%xmm0, %xmm0; leal	(%r15,%r15,2), %esi; imull	%ecx, %r9d; leal	-3(%rsi), %edi; movsd	%xmm2, (%rax,%rdi,8); leal	-2(%rsi), %edi; subl	$1, %esi; leal	(,%r9,4), %r9d; cvtsi2sd	%r9, %xmm0; movl	%r15d, %r9d; movsd	%xmm0, (%rax,%rdi,8); movq	$0, (%rax,%rsi,8); movsd	24(%rax), %xmm0; addsd	%xmm0, %xmm0; movsd	%xmm0, 24(%rax); testl	%r15d, %r15d
movq	%rax, %rdi; movq	839096(%rip), %rax; leaq	108(%rbx), %rcx; movq	(%rax), %rsi; movq	(%rdi), %rax; leaq	11(%rsi), %rdx
xorl	%r8d, %r8d; movq	%r12, %rcx; movq	%rbp, %rdx; movq	%rbx, %rsi; movq	%r13, %rdi
leaq	1588271(%rip), %rbx
addq	$368, %rsp                      # imm = 0x170; popq	%rbx; popq	%rbp; popq	%r12; popq	%r13; popq	%r14; xorl	%edx, %edx; xorl	%ecx, %ecx; xorl	%esi, %esi; xorl	%edi, %edi
sbbl	$3745660465, %eax               # imm = 0xDF423E31; sbbb	%sil, -619048879(%rdx); scasb	%es:(%rdi), %al; xchgl	%ecx, %eax
movq	16(%rsp), %rdi; movl	$1650, %edx                     # imm = 0x672; leaq	1575985(%rip), %rsi; movl	%eax, 12(%rsp)
pushq	$814                            # imm = 0x32E
imulq	%r8, %r13; popq	%rbx; popq	%rbp; popq	%r12; movss	(%r11,%r13,4), %xmm0; popq	%r13; popq	%r14
movsd	120(%rsp), %xmm7; subsd	%xmm1, %xmm7; movsd	%xmm7, 120(%rsp)
cmpl	$4, 16(%r15)
leaq	2398036(%rip), %rdx; movl	$556, %esi                      # imm = 0x22C; leaq	2397857(%rip), %rdi
movl	296(%rbx), %edx; movq	%rbx, %rcx; movl	300(%rbx), %esi; leaq	-1163820(%rip), %r8; movl	%eax, %ebp; leaq	312(%rbx), %rdi
movq	16(%rbx), %rdi; leaq	1455637(%rip), %rbp; movl	$40, %edx; movq	%rbp, %rsi

endbr64; movq	1048429(%rip), %rax; addq	$16, %rax; movq	%rax, (%rdi)
nopl	(%rax,%rax); movq	24(%rsp), %rdi; movq	%r13, %rsi
cmpsb	%es:(%rdi), (%rsi); stosl	%eax, %es:(%rdi); subb	$80, %al; xorl	$1202350235, %eax               # imm = 0x47AA689B; movb	$-101, %r14b; scasb	%es:(%rdi), %al; adcb	$-112, %al; clc
movdqa	(%rsp), %xmm2; pxor	%xmm0, %xmm0; movq	%rbp, %rdi; leaq	1432215(%rip), %rsi; movb	$0, 236(%r13); movq	$0, 224(%r13); movl	$0, 232(%r13); movups	%xmm0, 240(%r13); movups	%xmm0, 256(%r13); movups	%xmm2, (%r13)
movq	(%rsp), %rbx; movq	%r14, %rsi; movq	%rbx, %rdi
movq	8(%r9), %rdx; cmpq	%r9, 16(%rdx)
xorl	%edx, %edx; movl	$155, %esi; xorl	%eax, %eax; movl	$57, %edi
nopw	%cs:1275068416(%rax,%rax); movl	240(%rcx), %esi; testq	%r14, %r14
movq	(%rbp), %rcx; movq	80(%rbp), %rsi; xorl	%eax, %eax; testq	%rcx, %rcx
nopl	(%rax,%rax); xorl	%edx, %edx; xorl	%esi, %esi; movl	%ebp, %edi
movq	839375(%rip), %rdx; movq	841368(%rip), %rsi; xorl	%ecx, %ecx
leaq	15(%rsp), %rsi; movl	$1, %edx
nopw	(%rax,%rax); movq	%r10, %rax; leaq	224(%rsp), %rdi; movq	%r13, %r9; xorl	%ecx, %ecx; subq	%r13, %rax; movq	%r13, %rdx; movq	%rbx, %rsi; movq	%rdi, 16(%rsp); movq	%rax, %r8; movq	%rax, 24(%rsp)
xorl	%edx, %edx; movl	$129, %esi; xorl	%eax, %eax; movl	$34, %edi
nopw	(%rax,%rax); movq	8(%rbx), %rax; cmpq	%rax, 16(%rbx); movb	$0, 192(%rbx); setne	%al; movq	184(%rbx), %rdx; movq	152(%rbx), %xmm0; movzbl	%al, %eax; addq	176(%rbx), %rax; movq	%rax, %xmm1; movq	%rax, 176(%rbx); punpcklqdq	%xmm1, %xmm0            # xmm0 = xmm0[0],xmm1[0]; movq	%rdx, 24(%rbx); movups	%xmm0, 8(%rbx)
movq	844308(%rip), %xmm1; movsd	959668(%rip), %xmm3; movapd	%xmm0, %xmm7; pxor	%xmm2, %xmm2; andpd	%xmm1, %xmm7; comisd	%xmm7, %xmm3
movq	16(%rbp), %rax; movl	40(%rax), %eax; movl	%eax, 40(%rbx); movq	8(%rsp), %rax; movq	%r15, 56(%rbx); movq	%rax, 48(%rbx); movq	16(%rsp), %rax; movq	%r14, 72(%rbx); movq	%rax, 64(%rbx); movq	24(%rsp), %rax; movq	%r13, 88(%rbx); movq	%rax, 80(%rbx); movq	64(%rdx), %rax; cmpq	836426(%rip), %rax
movsd	821985(%rip), %xmm0; movl	$1, %ecx; movl	$119, %edx; leaq	893063(%rip), %rsi; leaq	770703(%rip), %rdi; unpcklpd	%xmm0, %xmm0                    # xmm0 = xmm0[0,0]; movups	%xmm0, (%rbx)
cmpq	$0, (%rsp); movl	40(%rsp), %eax
nopw	(%rax,%rax); orq	%r13, %rdx
movq	%r15, %rdi; movq	40(%r13), %rbp
leaq	286(%rip), %rsi; movq	%rbp, %rdi
movq	(%rdx), %rax; movq	8(%rdx), %rcx; movq	24(%rax), %rax; movq	%rcx, %rdx
movl	$121, %edi; movq	%r12, %rcx; movq	%r15, %rdx; movq	936199(%rip), %rax; pxor	%xmm1, %xmm1; movl	$111, %esi; movq	%rax, %xmm0
movl	$589, %edx                      # imm = 0x24D; movl	$48, %edi; leaq	2359342(%rip), %r12; movq	%r12, %rsi; movq	%rax, %rbp
movl	%r12d, %edx; movq	24(%rax), %rax; andl	$32, %edx; cmpl	$1, %edx; sbbl	$0, %r15d; testq	%rax, %rax
movl	180(%r15), %edx; movsd	56(%rsp), %xmm3; movapd	%xmm5, %xmm0; leaq	1300024(%rip), %rsi; movq	192(%r15), %rdi; movsd	112(%rsp), %xmm2; movl	$5, %eax; movsd	152(%r15), %xmm4
movq	32(%rdi), %rax; movq	(%rax), %rax
movl	%eax, %esi; movl	$1, %eax; testl	%esi, %esi
subq	$8, %rsp; movl	$8, %ecx; movq	%rbx, %rdi; pushq	%rax; movl	$192, %edx; movl	$4, %esi; movl	$16, %r9d; movl	$64, %r8d
movq	8(%rbx), %rdi; movl	$85, %edx; movq	%r13, %rsi
movsd	1220109(%rip), %xmm5; mulsd	%xmm3, %xmm5; movq	(%r13), %rbp; movsd	72(%r14), %xmm4; testq	%rbp, %rbp
leaq	1121321(%rip), %rdx; movl	$222, %esi; leaq	1121266(%rip), %rdi
nopl	(%rax,%rax); movl	%edx, %edx; pxor	%xmm0, %xmm0; movsd	1084162(%rip), %xmm1; movsd	%xmm4, 8(%rsp); cvtsi2sd	%rdx, %xmm0; divsd	%xmm0, %xmm1; movapd	%xmm3, %xmm0
movq	%rdi, 16(%rsp); movq	%rdx, 32(%rsp); movq	$0, 24(%rsp); movb	$0, (%rdi); movq	48(%rsp), %rax; movq	$0, 48(%rsp); movq	32(%rbx), %rsi; movq	%rax, 32(%rbx); testq	%rsi, %rsi
movl	$8, %r8d; testl	%r12d, %r12d
inb	$146, %al; sbbb	$77, %al
pushq	$2612                           # imm = 0xA34
movq	%rbp, %rdx; movq	%r14, %rdi; movq	%rcx, (%rsp)
movzbl	191(%rsp), %eax; movq	%rsp, %rbx; movq	%r13, %rsi; andb	$-8, 160(%rsp); movq	%rbx, %rdi; andl	$63, %eax; orl	$64, %eax; movb	%al, 191(%rsp)
movdqu	120(%rbx), %xmm3; movups	%xmm3, 48(%rbp); movq	88(%rsp), %rdx; subq	%fs:40, %rdx
nopl	(%rax,%rax); movl	$19, %ecx; movl	$186, %edx; leaq	1789199(%rip), %rsi; leaq	1788840(%rip), %rdi
movl	$8, %ecx; movl	$143, %edx; leaq	111367(%rip), %rsi; leaq	279882(%rip), %rdi
movsd	(%r8,%rax,8), %xmm1; pxor	%xmm2, %xmm2; cvtsi2sd	%rax, %xmm2; mulsd	%xmm3, %xmm1; subsd	%xmm2, %xmm1; cmpq	%rax, %rdi
nopl	(%rax,%rax); movq	24(%rsp), %rdi; leaq	32(%rsp), %rbx
addq	%rbx, %rdi; movl	32(%rdi), %esi; orl	$1, %esi
nopl	(%rax,%rax); cmpq	$1, %r13; movq	%r13, %r12; movl	$1124, %edx                     # imm = 0x464; adcq	$0, %r12; leaq	1311972(%rip), %rsi; movq	%r12, %rdi
movl	$4, %ecx; movl	$83, %edx; leaq	85404(%rip), %rsi; leaq	186349(%rip), %rdi
movl	$28, %edx; movq	192(%r15), %rcx; movl	$1, %esi; leaq	1298446(%rip), %rdi
nopl	(%rax); movq	%rdx, (%rsp); testq	%rdx, %rdx
movq	(%rsp), %rdx; testl	%eax, %eax; movl	%eax, %r14d
movq	%rax, 48(%rsp); testq	%rax, %rax
leaq	1330471(%rip), %rdx; movl	$0, 8(%rax); addq	$16, %rdx; movq	$0, 16(%rax); movq	%rdx, (%rax); movq	$0, 24(%rax); movb	$0, 32(%rax); movq	$0, 36(%rax); movq	$0, 48(%rax); movq	$0, 56(%rax); movq	$0, 64(%rax); movq	$0, 72(%rax); movq	$0, 80(%rax); movq	$0, 88(%rax); movl	$0, 96(%rax); movq	$0, 100(%rax); movb	$0, 152(%rax); movq	%rax, 16(%rbp)
leal	(%rdx,%rdx,8), %eax; leal	38(%rdx), %esi; xorl	%edx, %edx; shll	$2, %eax; leaq	1(%r11), %r15; divl	%esi; movl	12(%rsp), %esi; xorl	%edx, %edx; leal	(%rax,%rcx), %r13d; movq	%r9, %rax; divq	%r15; movq	%rax, %r9; movl	%esi, %eax; notl	%eax; cmpq	%r9, %rax
movl	$1275068416, -444(%rbp)         # imm = 0x4C000000; movl	%esp, %esp; movq	%r15, %rdi
movdqu	(%r13), %xmm0; movups	%xmm0, (%r12); movdqu	16(%r13), %xmm1; movups	%xmm1, 16(%r12); movl	32(%r13), %eax; movl	%eax, 32(%r12); movq	16(%rsp), %rax; movq	$36, (%rax); xorl	%r9d, %r9d; xorl	%r8d, %r8d; movl	$1, %ebx
movq	%rax, 2435668(%rip); testq	%rax, %rax
leal	(%rdx), %edi; lodsb	(%rsi), %al; andb	%bh, 808712877(%rsi); subl	$394353338, %eax                # imm = 0x17815ABA; movabsb	%al, -7122650774530333391; andb	%bh, -480925169(%rbx)
leaq	1933528(%rip), %rdx; movl	$36, %esi; leaq	1933330(%rip), %rdi
movl	$4, %ecx; movl	$104, %edx; leaq	1660809(%rip), %rsi; leaq	1660074(%rip), %rdi
movq	1418309(%rip), %rax; leaq	1431390(%rip), %rdi; leaq	16(%rax), %rbp; movq	%rbp, 1431323(%rip)
movq	216(%r12), %rax; leaq	8(%rbp), %rsi; movq	$0, 216(%r12); movq	$0, 480(%rbx); movq	%rax, 464(%rbx); movzwl	224(%r12), %eax; leaq	8(%rbx), %r12; movq	%r12, %rdi; movw	%ax, 472(%rbx); movq	1080295(%rip), %rax; leaq	24(%rax), %rdx; addq	$64, %rax; movq	%rdx, (%rbx); movq	%rax, 248(%rbx)
movl	$3, (%rax); cmpl	$2, (%rbx)
nop; leaq	1896016(%rip), %rsi; movq	%r13, %rdi
nopw	%cs:(%rax,%rax); nopl	(%rax); subq	$16, %rsp; pushq	$1
movq	8(%r14), %rdi; movq	%rax, %rsi
nopl	(%rax); subq	$8, %rsp; leaq	7741(%rip), %rax; movl	$28, %ecx; pushq	%rax; leaq	5504(%rip), %rax; leaq	567930(%rip), %r8; pushq	%rax; leaq	14353(%rip), %rax; pushq	40(%rsp); pushq	%r9; leaq	5364(%rip), %r9; pushq	%rax
nopw	%cs:-1207959552(%rax,%rax); addl	%eax, (%rax); addb	%al, (%rax)
movq	72(%r14), %rdx; xorl	%ecx, %ecx; movl	%r12d, %r8d; leaq	1133753(%rip), %rsi; movq	%rbx, %rdi
addq	%rax, %rax; addq	$1, %rcx; cmpq	%rbx, %rax
nopw	(%rax,%rax); movl	$4, %ecx; movl	$124, %edx; leaq	1333522(%rip), %rsi; leaq	1333600(%rip), %rdi
nopl	(%rax,%rax); testq	%r9, %r9
movq	72(%r14), %r9; movq	%rax, %r10; testq	%r9, %r9
nopl	(%rax); movl	$4, %ecx; movl	$91, %edx; leaq	1418677(%rip), %rsi; leaq	1483792(%rip), %rdi
xchgl	%esp, %eax; lodsl	(%rsi), %eax
comisd	(%rsp), %xmm1
subq	%rbx, %r8; movzbl	72(%r14), %eax; addq	%r13, %r8; movb	%al, (%r8); cmpb	$0, 32(%r14)
movq	24(%rbx), %rdx; cmpq	%rdx, %rax
cmpl	$70, %esi
movq	%rdi, %r8; movq	24(%rdi), %rdi; movq	%rsi, %r12; movq	%rdx, %r13; movl	88(%r8), %eax; movl	(%rdi), %ecx; testl	%eax, %eax
nopl	(%rax); leaq	16(%rsp), %rsi; movq	%rsp, %rdi
nopw	(%rax,%rax); movl	16(%rdi), %eax; movl	%eax, (%rsi); movl	-4(%r8,%rcx), %eax; movl	%eax, -4(%rsi,%rcx)
andb	$-78, %al; fcompp; popq	%rsi
xorq	$-1335555497, %rax              # imm = 0xB0650A57; inb	$248, %al; scasb	%es:(%rdi), %al; movb	$-20, %bl; subl	(%rdx), %eax; pushq	%rbx
movl	$1451281000, %edi               # imm = 0x5680CA68
pushq	$2932                           # imm = 0xB74
nop; movq	$1, (%rbp)
movl	$8, %ecx; movl	$81, %edx; leaq	1148682(%rip), %rsi; leaq	1148691(%rip), %rdi
nopl	(%rax,%rax); movq	40(%rsp), %r10; popq	%rbx; popq	%rbp; popq	%r12; movq	%r10, %rax; popq	%r13
nopl	(%rax); movq	%rax, %rbx; pxor	%xmm0, %xmm0; pxor	%xmm1, %xmm1; addsd	%xmm4, %xmm3; movq	%rbx, %rax; andl	$1, %eax; cvtsi2sd	%rbx, %xmm1; movq	$0, -8(%rsi,%rbx,8); cvtsi2sd	%rax, %xmm0; mulsd	(%rcx), %xmm0; addsd	%xmm0, %xmm1; movapd	%xmm3, %xmm0; mulsd	%xmm3, %xmm0; subsd	%xmm5, %xmm0; ucomisd	%xmm0, %xmm6
movslq	%ebx, %rdx; testq	%r15, %r15
endbr64; pushq	%r12; pushq	%rbp; leaq	16(%rdi), %rbp; pushq	%rbx; movq	%rdi, %rbx; movb	$0, 16(%rdi); movq	48(%rsi), %rax; movq	%rbp, (%rdi); movq	$0, 8(%rdi); testq	%rax, %rax
subq	$8, %rsp; movl	8(%rdi), %eax; movq	(%rdi), %rdi; movq	%rsi, %rcx; xorl	%edx, %edx; movl	%eax, %esi
endbr64; movq	232(%rdi), %rax
movl	32(%rbx), %eax; movq	$0, 24(%rbx); movl	$0, 20(%rbx); testb	$1, %al
movq	%rbx, %rax; movq	40(%rax), %xmm0; movq	80(%rax), %xmm1; addq	$8, %rax; paddd	%xmm1, %xmm0; movq	%xmm0, 32(%rax); cmpq	%rax, %rdx
movsd	8(%rsp), %xmm1; movq	24(%rbx), %rdi; movsd	%xmm0, (%rbp); movapd	%xmm1, %xmm0
nopw	%cs:-956301312(%rax,%rax); addl	1207959552(%rip), %edx; movl	%eax, 8(%rbx)
movq	%rcx, %rax; leaq	40(%rdi), %rcx; movq	%rdx, %r13; subq	$1073741824, %rax               # imm = 0x40000000; movq	%rcx, 16(%rsp); andq	$-1073741824, %rax              # imm = 0xC0000000; addq	$1073741824, %rax               # imm = 0x40000000; movq	%rax, 40(%rsp); addq	%rsi, %rax; movq	%rax, 8(%rsp); nopl	(%rax); movq	%rbp, %rdi
leaq	1158439(%rip), %rdx; movl	$770, %esi                      # imm = 0x302; leaq	1158228(%rip), %rdi
movq	328(%rbx), %rdi; movq	%rdi, %rax; testq	%rdi, %rdi
movb	-29(%rcx), %al; stosb	%al, %es:(%rdi); fmuls	115(%rsi)
movdqa	%xmm1, %xmm3; movq	16(%rsp), %rsi; movq	24(%rsp), %rdi; movl	$1, %edx; psrld	$64, %xmm3; movl	%r9d, 92(%rsp); movq	%xmm1, 96(%rsp); movq	%xmm3, 8(%rsp)
nopl	(%rax,%rax); subq	$1, %rcx; leaq	(%r11,%rdx), %rax; testq	%rbx, %rbx
endbr64; movq	933709(%rip), %rax; movq	933318(%rip), %rdx; pushq	%rbx; movq	%rdi, %rbx; leaq	8(%rdi), %rdi; addq	$16, %rax; leaq	24(%rdx), %rcx; movq	%rcx, %xmm0; movq	%rax, %xmm1; punpcklqdq	%xmm1, %xmm0            # xmm0 = xmm0[0],xmm1[0]; movups	%xmm0, -8(%rdi)
movw	%ds, 23(%rcx); orb	%bh, 2122371498(%rbp); rep		pushq	%rbx
nop; movl	$5, %ecx; movl	$227, %edx; leaq	334096(%rip), %rsi; leaq	334256(%rip), %rdi
vpunpckhqdq	%xmm15, %xmm15, %xmm8   # xmm8 = xmm15[1,1]; vpxor	%xmm0, %xmm3, %xmm3; vpclmulqdq	$0, %xmm6, %xmm15, %xmm0; vpxor	%xmm15, %xmm8, %xmm8; vmovdqu	-96(%rdx), %xmm14; vpxor	%xmm1, %xmm4, %xmm4; vpclmulqdq	$17, %xmm6, %xmm15, %xmm1; vmovdqu	48(%rsi), %xmm6; vpshufb	%xmm13, %xmm14, %xmm15; vpxor	%xmm2, %xmm5, %xmm5; vpclmulqdq	$0, %xmm7, %xmm8, %xmm2; vpsrldq	$8, %xmm7, %xmm7                # xmm7 = xmm7[8,9,10,11,12,13,14,15],zero,zero,zero,zero,zero,zero,zero,zero; subq	$16, %rcx
addq	$40, %rsp; xorl	%eax, %eax; xorl	%esi, %esi; xorl	%edi, %edi
subq	$1, %r10
shlb	$131, (%rdi); imull	$11, (%rax), %edi; shll	3(%rdx); lodsb	(%rsi), %al; subl	$1133492006, %eax               # imm = 0x438FB726; stc; int	$224; adcq	%r8, 44(%rcx); movb	$-96, %cl; xchgl	%ebp, %eax; lodsl	(%rsi), %eax
movl	216(%rbx), %eax; testl	%eax, %eax
movl	20(%rdi), %edi; testl	%edi, %edi
movq	72(%rsp), %rax; movq	32(%rsp), %rdx; imulq	8(%rax), %rdx; movq	16(%rax), %rax; movsd	(%rax,%rdx,8), %xmm0; andpd	4836(%rip), %xmm0; movsd	64(%rsp), %xmm6; comisd	%xmm0, %xmm6
nopl	(%rax); movq	24(%rbp), %rdx; movl	(%rbp), %ebx; movq	%rdx, (%rax); leal	1(%rbx), %edx; movq	%rax, 24(%rbp); movl	%edx, (%rbp); cmpl	%r15d, %edx
movq	24(%rsp), %rax; movq	80(%rsp), %rdi; movq	%rbx, (%rax); movq	16(%rsp), %rax; cmpq	%rax, %rdi
leaq	1257120(%rip), %rdx; movl	$580, %esi                      # imm = 0x244; leaq	1256817(%rip), %rdi
endbr64; pushq	%rbx; movq	%r8, %rbx; subq	$32, %rsp; movq	%rdx, (%rsp); movq	48(%rsp), %rax; leaq	16(%rsp), %rsi; movq	%rcx, 8(%rsp); movq	16(%rdi), %rdx; movl	24(%rdi), %ecx; movq	%rsp, %rdi; movq	%r9, 16(%rsp); movq	%rax, 24(%rsp)
movq	(%rdi), %rax; movsbl	%dl, %edx
nopw	(%rax,%rax); movsd	%xmm14, (%rsi); andpd	%xmm8, %xmm14; mulsd	684773(%rip), %xmm14; movsd	%xmm14, 8(%rsi); movl	$11, %ecx; movl	$108, %edx; leaq	683766(%rip), %rsi; leaq	539695(%rip), %rdi
cmpq	$1, 8(%rbp)
movb	$-79, %cl
movq	8(%r14), %rdx
movq	(%rsp), %rax; leaq	(,%rax,8), %rdi
testl	%r13d, %r13d; cmovnel	%r13d, %eax; movl	%eax, %r12d
movupd	(%rbx), %xmm6; movl	(%rsp), %eax; unpcklpd	%xmm0, %xmm0                    # xmm0 = xmm0[0,0]; mulpd	%xmm6, %xmm0; movups	%xmm0, (%rbx)
addq	$1, 200(%rbx); movl	%eax, 60(%rbx); addq	$8, %rsp; movq	%rbx, %rax; popq	%rbx; popq	%rbp; xorl	%edx, %edx; xorl	%esi, %esi; xorl	%edi, %edi
movsd	8(%rsp), %xmm1; addq	$40, %rsp; popq	%rbx; popq	%r14; subsd	%xmm0, %xmm1; movapd	%xmm1, %xmm0
nopl	(%rax); addq	$1, %rax; movq	%rax, 16(%rbp); cmpl	%eax, %ecx
movq	(%r12), %rdi; movq	$0, 24(%r12)
movq	16(%rsi), %r9; movq	32(%rsi), %r10; shlq	$2, %rcx; xorl	%edx, %edx; movq	24(%rdi), %rdi; nopl	(%rax); movslq	(%r9,%rdx), %rax; movslq	(%r10,%rdx), %rsi; imulq	%r8, %rax; addq	%rsi, %rax; shlq	$4, %rax; addq	%rdi, %rax; fldt	(%rax); fldt	(%rbp,%rdx,4); addq	$4, %rdx; fsubrp	%st, %st(1); fstpt	(%rax); cmpq	%rcx, %rdx
leaq	1(%rdx), %rax; movl	%r12d, %esi; cmpq	%r9, %rax
movq	72(%rsp), %rdi; movq	%rbx, %rsi
movq	1055867(%rip), %rax; leaq	8(%rbx), %r13; movq	%r13, %rdi; leaq	24(%rax), %rdx; addq	$64, %rax; movq	%rdx, (%rbx); movq	%rax, 248(%rbx)
movabsl	4958427068705553067, %eax
movq	56(%rsp), %rdi; movsd	969171(%rip), %xmm5; movsd	(%rdi), %xmm0; movq	120(%rsp), %rdi; andpd	966338(%rip), %xmm0; movsd	(%rdi), %xmm2; andpd	966326(%rip), %xmm2; addsd	%xmm2, %xmm0; movsd	967170(%rip), %xmm2; mulsd	%xmm0, %xmm5; mulsd	%xmm0, %xmm2; mulsd	%xmm0, %xmm5; movapd	%xmm2, %xmm8
endbr64; movq	1490053(%rip), %rax; addq	$16, %rax; movq	%rax, (%rdi)
movq	8(%rbp), %rcx; movq	16(%rbp), %rdx; movq	%r13, %r8; movq	%r15, %rdi; movq	24(%rbp), %rsi
xorl	%eax, %eax; xorl	%r13d, %r13d; leaq	2146351(%rip), %rbp; movq	%rax, (%rsp)
movl	(%rdx), %eax; movl	%eax, (%rdi); testq	%rsi, %rsi
movq	(%r11), %rdx; cmpq	%r12, %r15
nop; movq	1205921(%rip), %rcx; cmpb	$0, (%rcx)
nopl	(%rax); movl	$19, %ecx; movl	$137, %edx; leaq	1828240(%rip), %rsi; leaq	1828336(%rip), %rdi
movl	28(%r12), %edi
movq	(%rbx), %rdi; movq	(%r13), %rsi; movq	-24(%rdi), %rbp; movq	-24(%rsi), %r12; cmpq	%r12, %rbp; movq	%r12, %rdx; cmovbeq	%rbp, %rdx; testq	%rdx, %rdx
