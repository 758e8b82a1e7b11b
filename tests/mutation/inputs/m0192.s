# libLLVM.so.22.1: loop of 25 instructions at 0x4d859f0 (gpr), AT&T syntax.
.L4d859f0:
	lea (%rax,%r12,4),%rsi
	mov %rbx,%rdi
	mov $0x1,%edx
	mov %r14,%rcx
	call .Lext_4d85a90
	mov 0x8(%rsp),%rsi
	mov (%rbx),%rax
	mov %rbx,%rdi
	call *0x50(%rax)
.L4d85a12:
	inc %r12
	cmp %rbp,%r