# gcc 12 -m32 -O2: division by constants
divs:
.LFB12:
	.cfi_startproc
	pushl	%esi
	.cfi_def_cfa_offset 8
	.cfi_offset 6, -8
	movl	$-1840700269, %eax
	pushl	%ebx
	.cfi_def_cfa_offset 12
	.cfi_offset 3, -12
	movl	12(%esp), %ebx
	movl	16(%esp), %esi
	imull	%ebx
	movl	%ebx, %eax
	sarl	$31, %eax
	leal	(%edx,%ebx), %ecx
	sarl	$2, %ecx
	subl	%eax, %ecx
	movl	$1321528399, %eax
	mull	%esi
	shrl	$2, %edx
	leal	(%edx,%edx,2), %eax
	leal	(%edx,%eax,4), %edx
	movl	%esi, %eax
	subl	%edx, %eax
	xorl	%edx, %edx
	addl	%eax, %ecx
	movl	%ebx, %eax
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	divl	%esi
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 4
	addl	%ecx, %eax
	ret
	.cfi_endproc
.LFE12:
	.size	divs, .-divs
