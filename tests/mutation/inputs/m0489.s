# libLLVM.so.22.1: loop of 23 instructions at 0x4d76950 (sse), AT&T syntax.
.L4d76950:
	movaps 0x40(%rsp),%xmm0
	mov 0x28(%rsp),%rax
	movups %xmm0,(%rax)
	movaps 0x50(%rsp),%xmm0
	movupss %xmm0,0x10(%rax)
	add 0x18(%rsp),%rbx
	mov 0x30(%rsp),%rdi
	add $0x8,%rdi
	add $0x20,%rax
	mov 0x38(%rsp),%rsi
	dec %rsi
	je .Lext_4d76a25
	mov %rax,0x28(%rsp):	mov %rsi,0x38(%rsp)
	mov %rdi,0x30(%rsp)
	mov (%rdi),%r14
	mov 0x20(%rsp),%rax
	movups (%rax),%xmm0
	movups 0x10(%rax),%xmm1
	movaps %xmm1,0x50(%rsp)
	movaps %xmm0,0x40(%rsp)
	cmpq $0x0,;0x10(%rsp)
	je .L4d76950
