	.def	@feat.00;
	.scl	3;
	.type	0;
	.endef
	.globl	@feat.00
@feat.00 = 0
	.file	"t.c"
	.def	sum;
	.scl	2;
	.type	32;
	.endef
	.text
	.globl	sum                             # -- Begin function sum
	.p2align	4
sum:                                    # @sum
# %bb.0:
	testl	%edx, %edx
	jle	.LBB0_1
# %bb.2:
	movl	%edx, %r8d
	cmpl	$8, %edx
	jae	.LBB0_4
# %bb.3:
	xorl	%edx, %edx
	xorl	%eax, %eax
	jmp	.LBB0_7
.LBB0_1:
	xorl	%eax, %eax
	retq
.LBB0_4:
	movl	%r8d, %edx
	andl	$2147483640, %edx               # imm = 0x7FFFFFF8
	movl	%r8d, %eax
	shrl	$3, %eax
	andl	$268435455, %eax                # imm = 0xFFFFFFF
	shlq	$5, %rax
	pxor	%xmm0, %xmm0
	xorl	%r9d, %r9d
	pxor	%xmm1, %xmm1
	.p2align	4
.LBB0_5:                                # =>This Inner Loop Header: Depth=1
	movdqu	(%rcx,%r9), %xmm2
	paddd	%xmm2, %xmm1
	movdqu	16(%rcx,%r9), %xmm2
	paddd	%xmm2, %xmm0
	addq	$32, %r9
	cmpq	%r9, %rax
	jne	.LBB0_5
# %bb.6:
	paddd	%xmm1, %xmm0
	pshufd	$238, %xmm0, %xmm1              # xmm1 = xmm0[2,3,2,3]
	paddd	%xmm0, %xmm1
	pshufd	$85, %xmm1, %xmm0               # xmm0 = xmm1[1,1,1,1]
	paddd	%xmm1, %xmm0
	movd	%xmm0, %eax
	cmpl	%r8d, %edx
	je	.LBB0_8
	.p2align	4
.LBB0_7:                                # =>This Inner Loop Header: Depth=1
	addl	(%rcx,%rdx,4), %eax
	incq	%rdx
	cmpq	%rdx, %r8
	jne	.LBB0_7
.LBB0_8:
	retq
                                        # -- End function
	.def	dot;
	.scl	2;
	.type	32;
	.endef
	.globl	dot                             # -- Begin function dot
	.p2align	4
dot:                                    # @dot
# %bb.0:
	testl	%r8d, %r8d
	jle	.LBB1_1
# %bb.2:
	movl	%r8d, %r9d
	movl	%r9d, %eax
	andl	$3, %eax
	cmpl	$4, %r8d
	jae	.LBB1_8
# %bb.3:
	xorpd	%xmm0, %xmm0
	xorl	%r8d, %r8d
	jmp	.LBB1_5
.LBB1_1:
	xorps	%xmm0, %xmm0
	retq
.LBB1_8:
	andl	$2147483644, %r9d               # imm = 0x7FFFFFFC
	xorpd	%xmm0, %xmm0
	xorl	%r8d, %r8d
	.p2align	4
.LBB1_9:                                # =>This Inner Loop Header: Depth=1
	movsd	(%rcx,%r8,8), %xmm1             # xmm1 = mem[0],zero
	movsd	8(%rcx,%r8,8), %xmm2            # xmm2 = mem[0],zero
	mulsd	(%rdx,%r8,8), %xmm1
	mulsd	8(%rdx,%r8,8), %xmm2
	addsd	%xmm0, %xmm1
	movsd	16(%rcx,%r8,8), %xmm3           # xmm3 = mem[0],zero
	mulsd	16(%rdx,%r8,8), %xmm3
	addsd	%xmm1, %xmm2
	movsd	24(%rcx,%r8,8), %xmm0           # xmm0 = mem[0],zero
	mulsd	24(%rdx,%r8,8), %xmm0
	addsd	%xmm2, %xmm3
	addsd	%xmm3, %xmm0
	addq	$4, %r8
	cmpq	%r8, %r9
	jne	.LBB1_9
# %bb.4:
	testq	%rax, %rax
	je	.LBB1_7
.LBB1_5:
	leaq	(%rdx,%r8,8), %rdx
	leaq	(%rcx,%r8,8), %rcx
	xorl	%r8d, %r8d
	.p2align	4
.LBB1_6:                                # =>This Inner Loop Header: Depth=1
	movsd	(%rcx,%r8,8), %xmm1             # xmm1 = mem[0],zero
	mulsd	(%rdx,%r8,8), %xmm1
	addsd	%xmm1, %xmm0
	incq	%r8
	cmpq	%r8, %rax
	jne	.LBB1_6
.LBB1_7:
	retq
                                        # -- End function
	.def	sw;
	.scl	2;
	.type	32;
	.endef
	.globl	sw                              # -- Begin function sw
	.p2align	4
sw:                                     # @sw
# %bb.0:
	cmpl	$5, %ecx
	ja	.LBB2_8
# %bb.1:
	movl	%ecx, %eax
	leaq	.LJTI2_0(%rip), %rcx
	movslq	(%rcx,%rax,4), %rax
	addq	%rcx, %rax
	jmpq	*%rax
.LBB2_3:
	movl	$1, %ecx
	jmp	ext                             # TAILCALL
.LBB2_6:
	movl	$13, %eax
	retq
.LBB2_4:
	movl	$6, %ecx
	jmp	ext                             # TAILCALL
.LBB2_5:
	movl	$11, %eax
	retq
.LBB2_2:
	movl	$7, %eax
	retq
.LBB2_7:
	movl	$5, %ecx
	jmp	ext                             # TAILCALL
.LBB2_8:
	movl	$-1, %eax
	retq
	.section	.rdata,"dr"
	.p2align	2, 0x0
.LJTI2_0:
	.long	.LBB2_3-.LJTI2_0
	.long	.LBB2_2-.LJTI2_0
	.long	.LBB2_4-.LJTI2_0
	.long	.LBB2_5-.LJTI2_0
	.long	.LBB2_6-.LJTI2_0
	.long	.LBB2_7-.LJTI2_0
                                        # -- End function
	.def	crc;
	.scl	2;
	.type	32;
	.endef
	.text
	.globl	crc                             # -- Begin function crc
	.p2align	4
crc:                                    # @crc
# %bb.0:
	testl	%edx, %edx
	je	.LBB3_1
# %bb.2:
	movl	%edx, %ecx
	andl	$7, %ecx
	movl	$-1, %eax
	cmpl	$8, %edx
	jb	.LBB3_7
# %bb.3:
	andl	$-8, %edx
	.p2align	4
.LBB3_4:                                # =>This Inner Loop Header: Depth=1
	addl	$-8, %edx
	jne	.LBB3_4
# %bb.5:
	xorl	%eax, %eax
	testl	%ecx, %ecx
	je	.LBB3_6
	.p2align	4
.LBB3_7:                                # =>This Inner Loop Header: Depth=1
	shrl	$8, %eax
	decl	%ecx
	jne	.LBB3_7
# %bb.8:
	notl	%eax
	retq
.LBB3_1:
	xorl	%eax, %eax
	retq
.LBB3_6:
	movl	$-1, %eax
	retq
                                        # -- End function
	.def	name;
	.scl	2;
	.type	32;
	.endef
	.globl	name                            # -- Begin function name
	.p2align	4
name:                                   # @name
# %bb.0:
	leaq	16(%rcx), %rdx
	cmpl	$0, (%rcx)
	leaq	.L.str(%rip), %rax
	cmovgq	%rdx, %rax
	retq
                                        # -- End function
	.def	big;
	.scl	2;
	.type	32;
	.endef
	.globl	big                             # -- Begin function big
	.p2align	4
big:                                    # @big
.seh_proc big
# %bb.0:
	movl	$8200, %eax                     # imm = 0x2008
	callq	___chkstk_ms
	subq	%rax, %rsp
	.seh_stackalloc 8200
	.seh_endprologue
	testl	%ecx, %ecx
	jle	.LBB5_5
# %bb.1:
	movl	%ecx, %r8d
	movl	%r8d, %eax
	andl	$7, %eax
	cmpl	$8, %ecx
	jae	.LBB5_6
# %bb.2:
	xorl	%edx, %edx
	jmp	.LBB5_4
.LBB5_6:
	andl	$2147483640, %r8d               # imm = 0x7FFFFFF8
	xorl	%edx, %edx
	.p2align	4
.LBB5_7:                                # =>This Inner Loop Header: Depth=1
	movb	%dl, (%rsp,%rdx)
	leal	1(%rdx), %r9d
	movb	%r9b, 1(%rsp,%rdx)
	leal	2(%rdx), %r9d
	movb	%r9b, 2(%rsp,%rdx)
	leal	3(%rdx), %r9d
	movb	%r9b, 3(%rsp,%rdx)
	leal	4(%rdx), %r9d
	movb	%r9b, 4(%rsp,%rdx)
	leal	5(%rdx), %r9d
	movb	%r9b, 5(%rsp,%rdx)
	leal	6(%rdx), %r9d
	movb	%r9b, 6(%rsp,%rdx)
	leal	7(%rdx), %r9d
	movb	%r9b, 7(%rsp,%rdx)
	addq	$8, %rdx
	cmpq	%r8, %rdx
	jne	.LBB5_7
# %bb.3:
	testq	%rax, %rax
	je	.LBB5_5
	.p2align	4
.LBB5_4:                                # =>This Inner Loop Header: Depth=1
	movb	%dl, (%rsp,%rdx)
	incq	%rdx
	decq	%rax
	jne	.LBB5_4
.LBB5_5:
	movl	%ecx, %eax
	shrl	$31, %eax
	addl	%ecx, %eax
	sarl	%eax
	cltq
	movsbl	(%rsp,%rax), %eax
	.seh_startepilogue
	addq	$8200, %rsp                     # imm = 0x2008
	.seh_endepilogue
	retq
	.seh_endproc
                                        # -- End function
	.def	mul;
	.scl	2;
	.type	32;
	.endef
	.globl	mul                             # -- Begin function mul
	.p2align	4
mul:                                    # @mul
.seh_proc mul
# %bb.0:
	pushq	%rsi
	.seh_pushreg %rsi
	subq	$32, %rsp
	.seh_stackalloc 32
	.seh_endprologue
	movq	%rdx, %rsi
	imulq	%rcx, %rsi
                                        # kill: def $ecx killed $ecx killed $rcx
	callq	ext
	cltq
	addq	%rsi, %rax
	.seh_startepilogue
	addq	$32, %rsp
	popq	%rsi
	.seh_endepilogue
	retq
	.seh_endproc
                                        # -- End function
	.def	fl;
	.scl	2;
	.type	32;
	.endef
	.section	.rdata,"dr"
	.p2align	2, 0x0                          # -- Begin function fl
.LCPI7_0:
	.long	0x40200000                      # float 2.5
.LCPI7_1:
	.long	0x3f800000                      # float 1
	.text
	.globl	fl
	.p2align	4
fl:                                     # @fl
# %bb.0:
	mulss	.LCPI7_0(%rip), %xmm0
	addss	.LCPI7_1(%rip), %xmm0
	retq
                                        # -- End function
	.section	.rdata,"dr"
.L.str:                                 # @.str
	.asciz	"none"

	.section	.debug$S,"dr"
	.p2align	2, 0x0
	.long	4                               # Debug section magic
	.long	241
	.long	.Ltmp1-.Ltmp0                   # Subsection size
.Ltmp0:
	.short	.Ltmp3-.Ltmp2                   # Record length
.Ltmp2:
	.short	4353                            # Record kind: S_OBJNAME
	.long	0                               # Signature
	.byte	0                               # Object name
	.p2align	2, 0x0
.Ltmp3:
	.short	.Ltmp5-.Ltmp4                   # Record length
.Ltmp4:
	.short	4412                            # Record kind: S_COMPILE3
	.long	0                               # Flags and language
	.short	208                             # CPUType
	.short	22                              # Frontend version
	.short	1
	.short	8
	.short	0
	.short	22018                           # Backend version
	.short	0
	.short	0
	.short	0
	.asciz	"Debian clang version 22.1.8 (1~deb12u1)" # Null-terminated compiler version string
	.p2align	2, 0x0
.Ltmp5:
.Ltmp1:
	.p2align	2, 0x0
	.addrsig
