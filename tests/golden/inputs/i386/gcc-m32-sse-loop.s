# gcc 12 -m32 -O3 -msse4.2: an SSE loop (f_sum)
f_sum:
.LFB4:
	.cfi_startproc
	pushl	%esi
	.cfi_def_cfa_offset 8
	.cfi_offset 6, -8
	pushl	%ebx
	.cfi_def_cfa_offset 12
	.cfi_offset 3, -12
	movl	16(%esp), %ecx
	movl	12(%esp), %ebx
	testl	%ecx, %ecx
	je	.L48
	leal	-1(%ecx), %eax
	cmpl	$2, %eax
	jbe	.L49
	movl	%ecx, %edx
	fldz
	movl	%ebx, %eax
	shrl	$2, %edx
	sall	$4, %edx
	addl	%ebx, %edx
	.p2align 4,,10
	.p2align 3
.L45:
	fadds	(%eax)
	addl	$16, %eax
	fadds	-12(%eax)
	fadds	-8(%eax)
	fadds	-4(%eax)
	cmpl	%eax, %edx
	jne	.L45
	testb	$3, %cl
	je	.L42
	movl	%ecx, %eax
	andl	$-4, %eax
.L44:
	leal	1(%eax), %esi
	leal	0(,%eax,4), %edx
	fadds	(%ebx,%eax,4)
	cmpl	%ecx, %esi
	jnb	.L42
	addl	$2, %eax
	fadds	4(%ebx,%edx)
	cmpl	%ecx, %eax
	jnb	.L42
	fadds	8(%ebx,%edx)
.L42:
	popl	%ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 4
	ret
	.p2align 4,,10
	.p2align 3
.L48:
	.cfi_restore_state
	fldz
	popl	%ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 4
	ret
.L49:
	.cfi_restore_state
	xorl	%eax, %eax
	fldz
	jmp	.L44
	.cfi_endproc
.LFE4:
	.size	f_sum, .-f_sum
