# relocation specifiers after names and quoted names, as compilers write them
	leaq	a@tlsdesc(%rip), %rax
	call	*a@tlscall(%rax)
	movq	"Zq c"@GOTPCREL(%rip), %rax
	callq	"foo bar"@PLT
	callq	"foo bar" @ plt
	movq	"foo"@gotpcrel+4(%rip), %rax
	movl	$"q r"@GOTOFF, %eax
	leaq	"q r"@TLSGD(%rip), %rdi
	movq	foo@GOTPCREL_NORELAX(%rip), %rax
	movq	foo@tpoff, %rax
	movl	$foo@secrel32, %eax
	movl	$foo@imgrel, %eax
	movq	foo@tlvp(%rip), %rdi
	movq	"foo"(%rip), %rax
	movl	$"1foo", %eax
	movl	$"a\"b", %eax
	movl	$"a\\b", %eax
	movl	$"a\nb", %eax
	movl	$"a\qb", %eax
	movl	$"a b", %eax
	movl	$"a@b", %eax
	movl	$"a$b.c", %eax
	movl	$"_Z3fooPKc", %eax
	.long	"foo"@PLT
	.quad	foo@tlsdesc
