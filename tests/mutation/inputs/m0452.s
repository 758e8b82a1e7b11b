# libgsl.so.27: loop of 20 instructions at 0x102570 (x87), AT&T syntax.
.L102570:
	mov 0x8(%r14),%rax
	mov %r13,%rdx
	mov %rbp,%rsi
	mov %rbx,%rdi
	imul %r13,%rax
	add $0x1,%r13
	shl $0x4,%rax
	add 0x10(%r14),%rax
	fldt (%rax