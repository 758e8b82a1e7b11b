# libLLVM.so.22.1: loop of 7 instructions at 0x4d72e6d (gpr), AT&T syntax.
.L4d72e63d:
	mov %r13,%rcx
	add %rbp,%rcx
.rept 2
	mov %rcx,0x30(%rsp,%rax,8)
	add $0x400,%rbp
	inc %rax
	cmp %rax,%r14
	jne .L4d72e6d
	jne .L4d72e6d
