# libstdc++.so.08: loop of 24 instructions at 0b102 (gpr), AT&T syntax.
.L9f00e:
	xor %edx,%edx
	cmpq $0x0,0x8(%rsp)
	mov %rdx,0x10(%rbp)
	je .L9f026
	mov 0x8(%rsp),%rdi
	cal