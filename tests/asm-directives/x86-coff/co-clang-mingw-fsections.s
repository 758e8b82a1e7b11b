	.def	@feat.00;
	.scl	3;
	.type	0;
	.endef
	.globl	@feat.00
@feat.00 = 0
	.file	"big.c"
	.def	h;
	.scl	2;
	.type	32;
	.endef
	.section	.text$h,"xr",one_only,h,unique,0
	.globl	h                               # -- Begin function h
	.p2align	4
h:                                      # @h
.Lfunc_begin0:
# %bb.0:
	nopl	8(%rax)
	testl	%edx, %edx
	jle	.LBB0_1
# %bb.2:
	cmpl	$1, %edx
	jne	.LBB0_7
# %bb.3:
	xorpd	%xmm0, %xmm0
	xorl	%eax, %eax
	jmp	.LBB0_5
.LBB0_1:
	xorps	%xmm0, %xmm0
	retq
.LBB0_7:
	movl	%edx, %edx
	movl	%edx, %r8d
	andl	$2147483646, %r8d               # imm = 0x7FFFFFFE
	leaq	32(%rcx), %r9
	xorpd	%xmm0, %xmm0
	xorl	%eax, %eax
	.p2align	4
.LBB0_8:                                # =>This Inner Loop Header: Depth=1
	xorps	%xmm1, %xmm1
	cvtsi2sdl	-32(%r9), %xmm1
	mulsd	-24(%r9), %xmm1
	addsd	%xmm0, %xmm1
	xorps	%xmm0, %xmm0
	cvtsi2sdl	-8(%r9), %xmm0
	mulsd	(%r9), %xmm0
	addsd	%xmm1, %xmm0
	addq	$2, %rax
	addq	$48, %r9
	cmpq	%rax, %r8
	jne	.LBB0_8
# %bb.4:
	testb	$1, %dl
	je	.LBB0_6
.LBB0_5:
	leaq	(%rax,%rax,2), %rax
	xorps	%xmm1, %xmm1
	cvtsi2sdl	(%rcx,%rax,8), %xmm1
	mulsd	8(%rcx,%rax,8), %xmm1
	addsd	%xmm0, %xmm1
	movapd	%xmm1, %xmm0
.LBB0_6:
	retq
                                        # -- End function
	.def	tls;
	.scl	2;
	.type	32;
	.endef
	.section	.text$tls,"xr",one_only,tls,unique,1
	.globl	tls                             # -- Begin function tls
	.p2align	4
tls:                                    # @tls
.Lfunc_begin1:
# %bb.0:
	nopl	8(%rax)
	movl	_tls_index(%rip), %eax
	movq	%gs:88, %rcx
	movq	(%rcx,%rax,8), %rcx
	movl	tl@SECREL32(%rcx), %eax
	leal	1(%rax), %edx
	movl	%edx, tl@SECREL32(%rcx)
	addl	tl2@SECREL32(%rcx), %eax
                                        # kill: def $eax killed $eax killed $rax
	retq
                                        # -- End function
	.def	name;
	.scl	2;
	.type	32;
	.endef
	.section	.text$name,"xr",one_only,name,unique,2
	.globl	name                            # -- Begin function name
	.p2align	4
name:                                   # @name
.Lfunc_begin2:
# %bb.0:
	nopl	8(%rax)
	movslq	%ecx, %rax
	leaq	names(%rip), %rcx
	movq	(%rcx,%rax,8), %rax
	retq
                                        # -- End function
	.def	fv;
	.scl	2;
	.type	32;
	.endef
	.section	.text$fv,"xr",one_only,fv,unique,3
	.globl	fv                              # -- Begin function fv
	.p2align	4
fv:                                     # @fv
.Lfunc_begin3:
# %bb.0:
	nopl	8(%rax)
	testl	%r8d, %r8d
	jle	.LBB3_1
# %bb.2:
	movl	%r8d, %r9d
	movl	%r9d, %eax
	andl	$3, %eax
	cmpl	$4, %r8d
	jae	.LBB3_8
# %bb.3:
	xorps	%xmm0, %xmm0
	xorl	%r8d, %r8d
	jmp	.LBB3_5
.LBB3_1:
	xorps	%xmm0, %xmm0
	retq
.LBB3_8:
	andl	$2147483644, %r9d               # imm = 0x7FFFFFFC
	xorps	%xmm0, %xmm0
	xorl	%r8d, %r8d
	.p2align	4
.LBB3_9:                                # =>This Inner Loop Header: Depth=1
	movss	(%rcx,%r8,4), %xmm1             # xmm1 = mem[0],zero,zero,zero
	movss	4(%rcx,%r8,4), %xmm2            # xmm2 = mem[0],zero,zero,zero
	mulss	(%rdx,%r8,4), %xmm1
	mulss	4(%rdx,%r8,4), %xmm2
	addss	%xmm0, %xmm1
	movss	8(%rcx,%r8,4), %xmm3            # xmm3 = mem[0],zero,zero,zero
	mulss	8(%rdx,%r8,4), %xmm3
	addss	%xmm1, %xmm2
	movss	12(%rcx,%r8,4), %xmm0           # xmm0 = mem[0],zero,zero,zero
	mulss	12(%rdx,%r8,4), %xmm0
	addss	%xmm2, %xmm3
	addss	%xmm3, %xmm0
	addq	$4, %r8
	cmpq	%r8, %r9
	jne	.LBB3_9
# %bb.4:
	testq	%rax, %rax
	je	.LBB3_7
.LBB3_5:
	leaq	(%rdx,%r8,4), %rdx
	leaq	(%rcx,%r8,4), %rcx
	xorl	%r8d, %r8d
	.p2align	4
.LBB3_6:                                # =>This Inner Loop Header: Depth=1
	movss	(%rcx,%r8,4), %xmm1             # xmm1 = mem[0],zero,zero,zero
	mulss	(%rdx,%r8,4), %xmm1
	addss	%xmm1, %xmm0
	incq	%r8
	cmpq	%r8, %rax
	jne	.LBB3_6
.LBB3_7:
	retq
                                        # -- End function
	.def	inc;
	.scl	2;
	.type	32;
	.endef
	.section	.text$inc,"xr",one_only,inc,unique,4
	.globl	inc                             # -- Begin function inc
	.p2align	4
inc:                                    # @inc
.Lfunc_begin4:
# %bb.0:
	nopl	8(%rax)
	movl	$1, %eax
	lock		xaddl	%eax, counter(%rip)
	retq
                                        # -- End function
	.def	ld;
	.scl	2;
	.type	32;
	.endef
	.section	.rdata,"dr"
	.p2align	2, 0x0                          # -- Begin function ld
.LCPI5_0:
	.long	0x40400000                      # float 3
	.section	.text$ld,"xr",one_only,ld,unique,5
	.globl	ld
	.p2align	4
ld:                                     # @ld
.Lfunc_begin5:
# %bb.0:
	nopl	8(%rax)
	movq	%rcx, %rax
	fldt	(%rdx)
	fmuls	.LCPI5_0(%rip)
	fstpt	(%rcx)
	retq
                                        # -- End function
	.def	mul128;
	.scl	2;
	.type	32;
	.endef
	.section	.text$mul128,"xr",one_only,mul128,unique,6
	.globl	mul128                          # -- Begin function mul128
	.p2align	4
mul128:                                 # @mul128
.Lfunc_begin6:
# %bb.0:
	nopl	8(%rax)
	movq	%rdx, %r8
	movq	(%rcx), %r9
	movq	(%rdx), %rax
	movq	8(%rcx), %rcx
	imulq	%rax, %rcx
	mulq	%r9
	addq	%rcx, %rdx
	imulq	8(%r8), %r9
	addq	%rdx, %r9
	movq	%r9, %xmm1
	movq	%rax, %xmm0
	punpcklqdq	%xmm1, %xmm0            # xmm0 = xmm0[0],xmm1[0]
	retq
                                        # -- End function
	.def	cg;
	.scl	2;
	.type	32;
	.endef
	.section	.text$cg,"xr",one_only,cg,unique,7
	.globl	cg                              # -- Begin function cg
	.p2align	4
cg:                                     # @cg
.Lfunc_begin7:
# %bb.0:
	nopl	8(%rax)
                                        # kill: def $ecx killed $ecx def $rcx
	andl	$1, %ecx
	leaq	cg.tab(%rip), %rax
	jmpq	*(%rax,%rcx,8)
.Ltmp0:                                 # Block address taken
.LBB7_2:
	movl	$1, %eax
	retq
.Ltmp1:                                 # Block address taken
.LBB7_1:
	movl	$2, %eax
	retq
                                        # -- End function
	.def	vadd;
	.scl	2;
	.type	32;
	.endef
	.section	.text$vadd,"xr",one_only,vadd,unique,8
	.globl	vadd                            # -- Begin function vadd
	.p2align	4
vadd:                                   # @vadd
.Lfunc_begin8:
# %bb.0:
	nopl	8(%rax)
	movdqa	(%rdx), %xmm1
	movdqa	%xmm1, %xmm0
	paddd	%xmm0, %xmm0
	paddd	%xmm1, %xmm0
	paddd	(%rcx), %xmm0
	retq
                                        # -- End function
	.def	wk;
	.scl	2;
	.type	32;
	.endef
	.section	.text$wk,"xr",one_only,wk,unique,9
	.weak	wk                              # -- Begin function wk
	.p2align	4
wk:                                     # @wk
.Lfunc_begin9:
# %bb.0:
	nopl	8(%rax)
	movl	$1, %eax
	retq
                                        # -- End function
	.def	callee;
	.scl	2;
	.type	32;
	.endef
	.section	.text$callee,"xr",one_only,callee,unique,10
	.globl	callee                          # -- Begin function callee
	.p2align	4
callee:                                 # @callee
.Lfunc_begin10:
.seh_proc callee
# %bb.0:
	nopl	8(%rax)
	subq	$40, %rsp
	.seh_stackalloc 40
	.seh_endprologue
	movq	%rcx, %rax
	movl	%edx, %ecx
	callq	*%rax
	incl	%eax
	.seh_startepilogue
	addq	$40, %rsp
	.seh_endepilogue
	retq
	.seh_endproc
                                        # -- End function
	.def	rec;
	.scl	2;
	.type	32;
	.endef
	.section	.text$rec,"xr",one_only,rec,unique,11
	.globl	rec                             # -- Begin function rec
	.p2align	4
rec:                                    # @rec
.Lfunc_begin11:
.seh_proc rec
# %bb.0:
	nopl	8(%rax)
	pushq	%rsi
	.seh_pushreg %rsi
	pushq	%rdi
	.seh_pushreg %rdi
	subq	$40, %rsp
	.seh_stackalloc 40
	.seh_endprologue
	movl	%ecx, %edi
	xorl	%esi, %esi
	cmpl	$2, %ecx
	jge	.LBB11_2
# %bb.1:
	movl	%edi, %ecx
	jmp	.LBB11_4
.LBB11_2:
	xorl	%esi, %esi
	.p2align	4
.LBB11_3:                               # =>This Inner Loop Header: Depth=1
	leal	-1(%rdi), %ecx
	callq	rec
	leal	-2(%rdi), %ecx
	addl	%eax, %esi
	cmpl	$3, %edi
	movl	%ecx, %edi
	ja	.LBB11_3
.LBB11_4:
	addl	%ecx, %esi
	movl	%esi, %eax
	.seh_startepilogue
	addq	$40, %rsp
	popq	%rdi
	popq	%rsi
	.seh_endepilogue
	retq
	.seh_endproc
                                        # -- End function
	.def	vari;
	.scl	2;
	.type	32;
	.endef
	.section	.text$vari,"xr",one_only,vari,unique,12
	.globl	vari                            # -- Begin function vari
	.p2align	4
vari:                                   # @vari
.Lfunc_begin12:
.seh_proc vari
# %bb.0:
	nopl	8(%rax)
	pushq	%rax
	.seh_stackalloc 8
	.seh_endprologue
                                        # kill: def $ecx killed $ecx def $rcx
	movq	%rdx, 24(%rsp)
	movq	%r8, 32(%rsp)
	movq	%r9, 40(%rsp)
	leaq	24(%rsp), %rax
	movq	%rax, (%rsp)
	testl	%ecx, %ecx
	jle	.LBB12_4
# %bb.1:
	movq	(%rsp), %r9
	xorl	%r8d, %r8d
	cmpl	$13, %ecx
	jb	.LBB12_3
# %bb.2:
	leaq	8(%rsp), %rax
	leal	-1(%rcx), %edx
	leaq	(%r9,%rdx,8), %rdx
	addq	$4, %rdx
	movq	%rsp, %r10
	cmpq	%rdx, %r10
	setb	%dl
	cmpq	%rax, %r9
	setb	%al
	testb	%al, %dl
	je	.LBB12_5
.LBB12_3:
	xorl	%eax, %eax
	movq	%r9, %rdx
	jmp	.LBB12_8
.LBB12_4:
	xorl	%eax, %eax
	.seh_startepilogue
	popq	%rcx
	.seh_endepilogue
	retq
.LBB12_5:
	movl	%ecx, %r8d
	movl	%r8d, %eax
	andl	$3, %eax
	movl	$4, %edx
	cmovneq	%rax, %rdx
	subq	%rdx, %r8
	leaq	(%r9,%r8,8), %rdx
	pxor	%xmm0, %xmm0
	movq	%r8, %rax
	pxor	%xmm1, %xmm1
	.p2align	4
.LBB12_6:                               # =>This Inner Loop Header: Depth=1
	movdqu	(%r9), %xmm2
	movdqu	16(%r9), %xmm3
	pshufd	$232, %xmm2, %xmm2              # xmm2 = xmm2[0,2,2,3]
	paddd	%xmm2, %xmm1
	pshufd	$232, %xmm3, %xmm2              # xmm2 = xmm3[0,2,2,3]
	paddd	%xmm2, %xmm0
	addq	$32, %r9
	addq	$-4, %rax
	jne	.LBB12_6
# %bb.7:
	movq	%r9, (%rsp)
	paddd	%xmm1, %xmm0
	pshufd	$85, %xmm0, %xmm1               # xmm1 = xmm0[1,1,1,1]
	paddd	%xmm0, %xmm1
	movd	%xmm1, %eax
.LBB12_8:
	movl	%ecx, %r9d
	subl	%r8d, %r9d
	andl	$3, %r9d
	je	.LBB12_12
# %bb.9:
	negl	%r9d
	xorl	%r10d, %r10d
	.p2align	4
.LBB12_10:                              # =>This Inner Loop Header: Depth=1
	movq	%rdx, %r11
	addq	$8, %rdx
	movq	%rdx, (%rsp)
	addl	(%r11), %eax
	decl	%r10d
	cmpl	%r10d, %r9d
	jne	.LBB12_10
# %bb.11:
	movl	%r8d, %r9d
	subl	%r10d, %r9d
	jmp	.LBB12_13
.LBB12_12:
	movl	%r8d, %r9d
.LBB12_13:
	subl	%ecx, %r8d
	cmpl	$-4, %r8d
	ja	.LBB12_16
# %bb.14:
	subl	%r9d, %ecx
	addq	$16, %rdx
	.p2align	4
.LBB12_15:                              # =>This Inner Loop Header: Depth=1
	leaq	-8(%rdx), %r8
	movq	%r8, (%rsp)
	addl	-16(%rdx), %eax
	movq	%rdx, (%rsp)
	addl	-8(%rdx), %eax
	leaq	8(%rdx), %r8
	movq	%r8, (%rsp)
	addl	(%rdx), %eax
	leaq	16(%rdx), %r8
	movq	%r8, (%rsp)
	addl	8(%rdx), %eax
	addq	$32, %rdx
	addl	$-4, %ecx
	jne	.LBB12_15
.LBB12_16:
	.seh_startepilogue
	popq	%rcx
	.seh_endepilogue
	retq
	.seh_endproc
                                        # -- End function
	.def	main;
	.scl	2;
	.type	32;
	.endef
	.section	.text$main,"xr",one_only,main,unique,13
	.globl	main                            # -- Begin function main
	.p2align	4
main:                                   # @main
.Lfunc_begin13:
.seh_proc main
# %bb.0:
	nopl	8(%rax)
	pushq	%rbp
	.seh_pushreg %rbp
	pushq	%r14
	.seh_pushreg %r14
	pushq	%rsi
	.seh_pushreg %rsi
	pushq	%rdi
	.seh_pushreg %rdi
	pushq	%rbx
	.seh_pushreg %rbx
	subq	$32, %rsp
	.seh_stackalloc 32
	leaq	32(%rsp), %rbp
	.seh_setframe %rbp, 32
	.seh_endprologue
	movl	%ecx, %esi
	callq	__main
	movl	$96, %ecx
	callq	malloc
	leal	-1(%rsi), %ecx
	cmpl	$5, %ecx
	ja	.LBB13_2
# %bb.1:
	movl	%ecx, %ecx
	leaq	switch.table.main(%rip), %rdx
	movl	(%rdx,%rcx,4), %edx
	movl	%esi, %ecx
	leaq	names(%rip), %r8
	movq	(%r8,%rcx,8), %r8
	movq	%rcx, %r14
	cmpl	$1, %ecx
	jne	.LBB13_7
.LBB13_6:
	xorpd	%xmm3, %xmm3
	xorl	%r9d, %r9d
	jmp	.LBB13_10
.LBB13_2:
	movslq	%esi, %r14
	leaq	names(%rip), %rcx
	movq	(%rcx,%r14,8), %r8
	testl	%esi, %esi
	jle	.LBB13_3
# %bb.4:
	movl	%esi, %ecx
	xorl	%edx, %edx
	cmpl	$1, %ecx
	je	.LBB13_6
.LBB13_7:
	movl	%ecx, %r10d
	andl	$2147483646, %r10d              # imm = 0x7FFFFFFE
	leaq	32(%rax), %r11
	xorpd	%xmm3, %xmm3
	xorl	%r9d, %r9d
	.p2align	4
.LBB13_8:                               # =>This Inner Loop Header: Depth=1
	xorps	%xmm0, %xmm0
	cvtsi2sdl	-32(%r11), %xmm0
	mulsd	-24(%r11), %xmm0
	addsd	%xmm3, %xmm0
	xorps	%xmm3, %xmm3
	cvtsi2sdl	-8(%r11), %xmm3
	mulsd	(%r11), %xmm3
	addsd	%xmm0, %xmm3
	addq	$2, %r9
	addq	$48, %r11
	cmpq	%r9, %r10
	jne	.LBB13_8
# %bb.9:
	testb	$1, %cl
	je	.LBB13_11
.LBB13_10:
	leaq	(%r9,%r9,2), %rcx
	xorps	%xmm0, %xmm0
	cvtsi2sdl	(%rax,%rcx,8), %xmm0
	mulsd	8(%rax,%rcx,8), %xmm0
	addsd	%xmm0, %xmm3
	jmp	.LBB13_11
.LBB13_3:
	xorpd	%xmm3, %xmm3
	xorl	%edx, %edx
.LBB13_11:
	leaq	.str(%rip), %rcx
	movq	%xmm3, %r9
	callq	printf
	leaq	rec(%rip), %rcx
	movl	%esi, %edx
	callq	callee
	movl	%eax, %edi
	movl	$3, %ecx
	movl	$1, %edx
	movl	$2, %r8d
	movl	$3, %r9d
	callq	vari
	movl	%eax, %ebx
	addl	%edi, %ebx
	movl	%esi, %ecx
	callq	cg
	addl	%ebx, %eax
	leaq	big(%rip), %rcx
	movsbl	(%r14,%rcx), %ecx
	addl	%ecx, %eax
	.seh_startepilogue
	addq	$32, %rsp
	popq	%rbx
	popq	%rdi
	popq	%rsi
	popq	%r14
	popq	%rbp
	.seh_endepilogue
	retq
	.seh_endproc
                                        # -- End function
	.section	.tls$$tl2,"dw",one_only,tl2,unique,14
	.globl	tl2                             # @tl2
	.p2align	2, 0x0
tl2:
	.long	5                               # 0x5

	.section	.tls$$tl,"dw",one_only,tl,unique,15
	.globl	tl                              # @tl
	.p2align	2, 0x0
tl:
	.long	0                               # 0x0

	.section	.rdata$names,"dr",one_only,names,unique,16
	.p2align	4, 0x0                          # @names
names:
	.quad	.str.1
	.quad	.str.2
	.quad	.str.3
	.quad	.str.4
	.quad	.str.5
	.quad	.str.6

	.section	.bss$counter,"bw",one_only,counter,unique,17
	.globl	counter                         # @counter
	.p2align	2, 0x0
counter:
	.long	0                               # 0x0

	.section	.rdata$cg.tab,"dr",one_only,cg.tab,unique,18
	.p2align	4, 0x0                          # @cg.tab
cg.tab:
	.quad	.Ltmp0
	.quad	.Ltmp1

	.section	.rdata$pi,"dr",one_only,pi,unique,19
	.globl	pi                              # @pi
	.p2align	3, 0x0
pi:
	.quad	0x400921f9f01b866e              # double 3.1415899999999999

	.section	.rdata,"dr",one_only,.str,unique,20
.str:                                   # @.str
	.asciz	"%d %s %f\n"

	.section	.bss$big,"bw",one_only,big,unique,21
	.globl	big                             # @big
	.p2align	4, 0x0
big:
	.zero	65536

	.section	.rdata,"dr",one_only,.str.1,unique,22
.str.1:                                 # @.str.1
	.asciz	"a#b"

	.section	.rdata,"dr",one_only,.str.2,unique,23
.str.2:                                 # @.str.2
	.asciz	"c;d"

	.section	.rdata,"dr",one_only,.str.3,unique,24
.str.3:                                 # @.str.3
	.asciz	"e'f"

	.section	.rdata,"dr",one_only,.str.4,unique,25
.str.4:                                 # @.str.4
	.asciz	"tab\there"

	.section	.rdata,"dr",one_only,.str.5,unique,26
.str.5:                                 # @.str.5
	.asciz	"q\"uote"

	.section	.rdata,"dr",one_only,.str.6,unique,27
.str.6:                                 # @.str.6
	.asciz	"%1 %%"

	.section	.rdata,"dr",one_only,switch.table.main,unique,28
	.p2align	2, 0x0                          # @switch.table.main
switch.table.main:
	.long	3                               # 0x3
	.long	5                               # 0x5
	.long	9                               # 0x9
	.long	11                              # 0xb
	.long	17                              # 0x11
	.long	19                              # 0x13

	.section	.debug$S,"dr"
	.p2align	2, 0x0
	.long	4                               # Debug section magic
	.long	241
	.long	.Ltmp3-.Ltmp2                   # Subsection size
.Ltmp2:
	.short	.Ltmp5-.Ltmp4                   # Record length
.Ltmp4:
	.short	4353                            # Record kind: S_OBJNAME
	.long	0                               # Signature
	.byte	0                               # Object name
	.p2align	2, 0x0
.Ltmp5:
	.short	.Ltmp7-.Ltmp6                   # Record length
.Ltmp6:
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
.Ltmp7:
.Ltmp3:
	.p2align	2, 0x0
	.addrsig
	.addrsig_sym rec
	.addrsig_sym counter
