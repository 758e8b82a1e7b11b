# libgsl.so.27: loop of 15 instructions at 0x123ce0 (sse), AT&T syntax.
.L123ce0:
	movz 0x48(%rbx),%rsi
	mov %r15,%rdx
	mov %r13,%rdi
	call .Lext_697a0
	mov 0x20(%rbp),%rax
	mov %r13,%rdi
	movsd 0x11c732(%rip),%xmm0
	mov0x8(%rax),%rcx
	mov 0x10(%rax),%rax
	imul %r15,%rcx
	add $0x1,%r15
	divsd (%rax,%rcx,8),%xmm0
	call .Lext_6a1e0
	jne .L123ce0
