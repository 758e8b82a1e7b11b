# Several: in the order of LLVM's symbol table (hash buckets), not the source's.
	nop
	jmp	Lfoo
	jne	Lbar
	jmp	Lbaz
_x:
	jmp	Lqux
	movq	Lquux(%rip), %rax
	movl	$Lcorge, %ecx
