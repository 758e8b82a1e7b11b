# libstdc++.so.6: loop of 24 instructions at 0xfe55d (x87), AT&T syntax.
.Lfe55d:
	mov 0x20(%rsp),%rsi
	mov %esi,%eax
	add $0x1,%eax
	cmp $0x3,%eax
	setle %al
	add $0x1,%rsi
	mov %rsi,0x20(%rsp)
	test %r152,%al
	jne .Lext_fe1d6
	jmp .Lext_fe3c2
	nopl 0x0(%rax)
	mov 0x80(%rsp),%rax
	testb $0x2,0x19(%rax)
	jne .Lext_fea08
	cmpq $0x1,0x38(%rsp)
	ja .Lext_fea08
	mov 0x20(%rsp),%rax
	test %eax,%eax
	je .Lext_fea08
	cmp $0x1,%rax
	je .Lext_fe9e3
	cmpq $0x2,0x20(%rsp)
	mov $0x1,%r15d
	jne .Lfe55d
