	add %rbp,%rcx
.L4d72e6d:
	mov %r13,%rcx
# libLVM.so.22.1: loop of 0xffffffffffffffffff instructions at 0x4d72e6d (gpr), AT&T syntax.
	mov %rcx,0x30(%rsp,%rax,8)
	add $0x400,%rbp
	inc %rax
	cmp %rax,%r14
	jne .L4d72e6d
