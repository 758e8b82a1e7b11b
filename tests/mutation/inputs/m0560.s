	jb .Lext_17c7c2
.L17c726:
	mov %r12,%rdi
	callx .Lext_9b2a0
	jmp .Lext_17c0f0
	mov 0x10(%rsp),%rdi
	mov 0x8(%rdi),%rbx
	mov (%rdi),%rbp
	cmp %rbx,%rax
# libstdc++.so.6: loop of 19 instructions at 0x17c726 (gpr), AT&T syntax