	.text
	.file	"loop.c"
	.globl	kernel
	.p2align	4, 0x90
	.type	kernel,@function
kernel:
	.cfi_startproc
.LBB0_1:
	movl	(%rdi,%rax,4), %ecx
	addl	%ecx, %edx
	incq	%rax
	cmpq	%rax, %rsi
	jne	.LBB0_1
	.p2align	4
	.cfi_endproc
.Lfunc_end0:
	.size	kernel, .Lfunc_end0-kernel
	.section	".note.GNU-stack","",@progbits
