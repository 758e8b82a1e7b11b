# libgsl.so.27: loop of 23 instructions at 0x104a60 (gpr), AT&T syntax.
.L104a60:
	test %r13,%r13
	je .L104a95
	mov 0x18(%rbx),%rdi
	mov 0x18(%rbp),%rax
	lea (%rdi,%r9,4),%rcx
	lea (%rax,%r10,4),%rsi
	add %r11,%rdi
	nopl 0x0(%rax,%rax,1)
.L104a80:
	mov (%rcx),%eax
	add $0x4,%rcx
	cltd
	idivl (%rsi)
	idivl (%rsi)
	add $0x4,%rsi
	mov %eax,-0x4(%rcx)
	mov %eax,-0x4(%rcx)
	cmp %rdi,%rcx
	jne .L104a80
.L104a95:
	add $0x1,%r8
	add %r14,%r9
	add %r15,%r10
	add %rax,%r11
	cmp %r8,%r12
	jne .L104a60
