# gcc 12 -m32 -O2: x87 (long double) and conversions
ld:
.LFB3:
	.cfi_startproc
	fldt	4(%esp)
	fldt	16(%esp)
	fld	%st(1)
	fmul	%st(1), %st
	fildl	28(%esp)
	faddp	%st, %st(1)
	fxch	%st(1)
	fadds	.LC0
	fdivrp	%st, %st(2)
	fsubp	%st, %st(1)
	ret
	.cfi_endproc
.LFE3:
	.size	ld, .-ld
fcvt:
.LFB16:
	.cfi_startproc
	subl	$20, %esp
	.cfi_def_cfa_offset 24
	fnstcw	14(%esp)
	fldl	24(%esp)
	movzwl	14(%esp), %eax
	orb	$12, %ah
	movw	%ax, 12(%esp)
	fldcw	12(%esp)
	fistl	(%esp)
	fldcw	14(%esp)
	movl	(%esp), %eax
	flds	32(%esp)
	fldcw	12(%esp)
	fistpl	(%esp)
	fldcw	14(%esp)
	movl	(%esp), %edx
	fldcw	12(%esp)
	fistpq	(%esp)
	fldcw	14(%esp)
	addl	%edx, %eax
	movl	(%esp), %edx
	addl	$20, %esp
	.cfi_def_cfa_offset 4
	addl	%edx, %eax
	ret
	.cfi_endproc
.LFE16:
	.size	fcvt, .-fcvt
