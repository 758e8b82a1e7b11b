# gcc 12 -m32 -O2 -fPIC: the PC thunk, GOT-relative addressing
bits:
.LFB0:
	.cfi_startproc
	pushl	%ebp
	.cfi_def_cfa_offset 8
	.cfi_offset 5, -8
	pushl	%edi
	.cfi_def_cfa_offset 12
	.cfi_offset 7, -12
	pushl	%esi
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	xorl	%esi, %esi
	pushl	%ebx
	.cfi_def_cfa_offset 20
	.cfi_offset 3, -20
	call	__x86.get_pc_thunk.bx
	addl	$_GLOBAL_OFFSET_TABLE_, %ebx
	subl	$24, %esp
	.cfi_def_cfa_offset 44
	movl	44(%esp), %edi
	bsrl	48(%esp), %ebp
	pushl	%edi
	.cfi_def_cfa_offset 48
	rep bsfl	%edi, %esi
	xorl	$31, %ebp
	call	__popcountsi2@PLT
	movl	%edi, %edx
	movl	%edi, %ecx
	shrl	$16, %edx
	bswap	%ecx
	xorl	%edi, %edx
	xorb	%dh, %dl
	setnp	%dl
	addl	%ebp, %esi
	addl	$28, %esp
	.cfi_def_cfa_offset 20
	addl	%esi, %eax
	movzbl	%dl, %edx
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 16
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 12
	addl	%ecx, %eax
	popl	%edi
	.cfi_restore 7
	.cfi_def_cfa_offset 8
	popl	%ebp
	.cfi_restore 5
	.cfi_def_cfa_offset 4
	addl	%edx, %eax
	ret
	.cfi_endproc
.LFE0:
	.size	bits, .-bits
