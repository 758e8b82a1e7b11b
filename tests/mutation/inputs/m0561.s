# libstdc++.so.6: loop of 39 instructions at 0x19512e (sse), AT&T syntax.
.L19512e:
	movq $0x0,0x8(%rbp)
	xor %ecx,%ecx
	movl $0x0,(%rdi)
	testb $0x3,0x58(%rbx)
	je .L195148
	mov 0x68(%rbx),%rcx
.L195148:
	pop %rbx
	mov %r12,%rdi
	pop %rbp
	xor %edx,%edx
	mov %r8,%rsi
	pop %r12
	jmp .Lext_9b110
	nopl 0x0(%rax)
	mov %rax,0x60(%rbx)
	movups %xmm1,0x68(%rbx)
	mov %rsi,0x0(%rbp)
	mov %rsi,%rdi
	mov 0x60(%rbx),%r8
	jmp .L19512e
	nopw 0x0(%rax,%rax,1)
	lea 0x60(%rbx),%rdx
	cmp %rdx,%rbp
