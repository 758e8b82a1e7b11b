# gcc 12 -m32 -O2 (bit counting, a call): 32-bit code through the i386 triple
bits:
.LFB0:
	.cfi_startproc
	pushl	%edi
	.cfi_def_cfa_offset 8
	.cfi_offset 7, -8
	pushl	%esi
	.cfi_def_cfa_offset 12
	.cfi_offset 6, -12
	pushl	%ebx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movl	16(%esp), %esi
	xorl	%ebx, %ebx
	bsrl	20(%esp), %edi
	rep bsfl	%esi, %ebx
	subl	$12, %esp
	.cfi_def_cfa_offset 28
	pushl	%esi
	.cfi_def_cfa_offset 32
	xorl	$31, %edi
	call	__popcountsi2
	movl	%esi, %edx
	addl	$16, %esp
	.cfi_def_cfa_offset 16
	movl	%esi, %ecx
	shrl	$16, %edx
	bswap	%ecx
	xorl	%esi, %edx
	xorb	%dh, %dl
	setnp	%dl
	addl	%edi, %ebx
	addl	%ebx, %eax
	movzbl	%dl, %edx
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 12
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 8
	addl	%ecx, %eax
	popl	%edi
	.cfi_restore 7
	.cfi_def_cfa_offset 4
	addl	%edx, %eax
	ret
	.cfi_endproc
.LFE0:
	.size	bits, .-bits
