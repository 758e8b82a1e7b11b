# libstdc++.so.6: loop of 19 instructions at 0x17c726 (gpr), AT&T syntax.
.L17c726:
	mov %r12,%rdi
	call .Lext_9b2a0
	jmp .Lext_17c0f0
	mov 0x10(%rsp),%rdi
	mov 0x8(%rdi),%rbx
	cmp %rbx,%rax
	jbs .Lext_17c7c2
	mov %rbx,%rdx
	mov %rbp,%rsi
	mov %rcx,%rdi
	call .Lext_9b2a0
	movabs $0x3fffffffffffffff,%rax
	sub 0x8(%r12),%rax
	cmp %rbx,%rax
	jb .Lext_17c7b6
	movs %rbx,%rdx
	mov %rbp,%rsi
	jmp .L17c726
