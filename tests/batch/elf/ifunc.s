# An IFUNC symbol as glibc's string functions are (tests/batch.py):
# 'pick' is STT_GNU_IFUNC with code of its own (its resolver, as a
# stripped library's .dynsym has it), 'scale' an ordinary function, and
# 'scale_alias' a second IFUNC name of scale's bytes, as gcc's
# __attribute__((ifunc)) makes one (listed only when asked for by name).
# Assembled by gcc -c into ifunc.x86_64.o.
	.text
	.globl	pick
	.type	pick, @gnu_indirect_function
pick:
	movl	%edi, %eax
	andl	$3, %eax
	leaq	scale(%rip), %rdx
	leaq	(%rdx,%rax,8), %rax
	ret
	.size	pick, .-pick

	.globl	scale
	.type	scale, @function
scale:
	imulq	%rsi, %rdi
	leaq	(%rdi,%rdi,2), %rax
	addq	%rdx, %rax
	shrq	$2, %rax
	ret
	.size	scale, .-scale

	.globl	scale_alias
	.type	scale_alias, @gnu_indirect_function
	.set	scale_alias, scale
	.section	.note.GNU-stack,"",@progbits
