	movq	"foo"@bar(%rip), %rax
	movq	"foo"@(%rip), %rax
	movq	"foo"@"x"(%rip), %rax
	movq	"foo"@"plt"(%rip), %rax
	movl	$foo@, %eax
