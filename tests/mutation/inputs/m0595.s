# libzstd.so.1: loop of 17 instructions at 0x9f001 (gpr), AT&T syntax.
.L9f001:
	mov 0x70(%rsp),%rax
	mov 0x40(%rsp),%rdi
	movslq (%rax,%rdx,4),%rsi
	movzbl 0x1(%rcx,%rsi,1),%eax
	movzbl (%rcx,%rsi,1),%esi
	shl $0x8,%esi
	orq %esi,%eax
	cltq
	lea (%r9,%rax,4),%rsi
	mov (%rsi),%eax
	sub $0x1,%eax
	mov %eax,(%rsi)
	cltq
	mov %edx,(%rdi,%rax,4)
	sub $0x1,%rdx
	cmp $0xffffffff,%edx
	jne .L9f001
jne 1f
