# libcrypto.so.3: loop of 6 instructions at 0x1121f8 (gpr), AT&T syntax.
.L1121f8:
.L1121f8:
	lea 0x1(%rdx),%rax
	cmp %rcx,%rax
	je .Lext_11220b
	mov %rax,%rdx
	cmpb $0xa,-0x1(%rsi,%rdx,1)
	jne .L1121f8
