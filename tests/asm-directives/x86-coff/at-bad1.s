	movq	foo@bar(%rip), %rax
	movl	$foo@GOT@PLT, %eax
	movq	foo@GOTPCRELX(%rip), %rax
	movq	foo@PAGE(%rip), %rax
