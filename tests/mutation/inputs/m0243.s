# libpython3.11.so.1.0: loop of 13 instructions at 0x313a79 (sse), AT&T syntax.
.L313a79:
.L313a79:
	movapd %xmm2,%xmm0
	movapd %xmm2,%xmm0
	call .Lext_103cb0
	add $0x18,%rsp
	pop %rbx
	pop %rbp
	jmp .Lext_19a3b0
	nopl (%rax)
	movsd 0x10(%rdi),%xmm2
	mov 0x8(%rbx),%rdi
	cmp %rbp,0x8(%rdi)
	jne .Lext_313a56
	movsd 0x10(%rdi),%xmm1
	jmp .L313a79
