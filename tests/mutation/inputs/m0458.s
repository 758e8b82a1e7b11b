# libgsl.so.27: loop of 10 instructions at 0x1509d8 (gpr), AT&T syntax.
.L1509d8:
.L1509d8:
	mov %rbx,%rdx
	mov %rbp,%rsi
	mov %r12,%rdi
	add $0x1,%rbx
	call .Lext_68080
	mov %r12,%rsi
	mov %r13,%rdi
	call .Lext_677c0
	cmp 0x0(%rbp),%rbx
	jb .L1509d8
