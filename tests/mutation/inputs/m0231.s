# libpython3.11.so.1.0: loop of 35 instructions at 0x174bbf (gpr), AT&T syntax.
.L174bbf:
	add $0x1,%rax
	cmp %r8,%rax
	mov %rax,(%rsp)
	cmp (%rsi,%rax,1),%dl
	jne .Lext_174ba8
	jg .Lext_174c36
	xor %ecx,%ecx
	lea (%rbx,%rax,1),%r12
	jmp .L174be9
	nopl 0x0(%rax)
.L174be0:
	add $0x1,%rcx
	cmp %rcx,%r9
	je .L174c24
.L174be9:
	movzbl (%r15,%rcx,1),%eax
	cmp %al,0x20(%rcx,%r12,1)
	je .L174be0
	mov (%rsp),%rax
	cmp %r9,%rcx
	je .L174c28
	movzbl 0x1(%rsi,%rax,1),%ecx
	mov %rdi,%r12
	shr %cl,%r12
	lea (%rax,%r14,1),%rcx
	mov %rcx,(%rsp)
	mov 0x10(%rsp),%rcx
	add %rcx,%rax
	and $0x1,%r12d
	cmove (%rsp),%rax
	jmp .L174bbf
.L174c24:
	mov (%rsp),%rax
.L174c28:
	add $0x1,%r11
	cmp %r11,%r10
	je .Lext_174c36
	add %r9,%rax
	jmp .L174bbf
