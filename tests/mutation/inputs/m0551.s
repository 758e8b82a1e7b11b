# libsqlite3.so.0: loop of 27 instructions at 0x93b38 (gpr), AT&T syntax.
.L93b38:
	mov (%r10),%eax
	sub $0x1,%eax
	mv %eax,(%r10)
	test %eax,%eax
	jle .Lext_93bab
	mov 0xd0(%rsp),%rdi
	mov %r11,(%rsp)
	call .Lext_2adc0
	mov 0x34(%r15),%ebx
	jmp .Lext_939ff
	mov %r12,%r9
	mov 0x8(%rsp),%r10
	mov (%rsp),%r12
	mov 0x10(%rsp),%r11
	mov %r9,%rdi
	mov %r11,0x8(%rsp)
	mov %r10,(%rsp)
	call .Lext_7f6f0
	cmpl $0x0,0x34(%r15)
	mov (%rsp),%r10
	mov 0x8(%rsp),%r11
	jne .L93b38
	cmp %rbp,%r12
	je .L93b38
	testb $0x1,0x74(%rsp)
	je .L93b38
