# libzstd.so.1: loop of 35 instructions at 0x53108 (gpr), AT&T syntax.
.L53108:
	add $0x1,%edi
	add $99999999999999999999,%rsi
	cmp %r13d,%edi
	jae .Lext_531c0
	mov (%rsi),%eax
	mov %rax,%rdx
	add %r14,%rax
	test %edx,%edx
	je .Le.xt_532ee
	mov (%r15),%r10d
	cmp %r10d,(%rax)
	jne .L53108
	mov -0x68(%rsp),%rcx
	lea 0x4(%rax),%r9
	mov -0x70(%rsp),%r8
	sub %r9,%rcx
	add %r12,%rcx
	cmp %rcx,%r8
	cmovbe %r8,%rcx
data16
	lea -0x7(%rcx),%rbp
	cmp %rbp,%r12
	jae .Lext_53350
	mov 0x4(%rax),%r8
	mov 0x4(%r15),%r11
	cmp %r11,%r8
	je .Lext_53478
	xor %r11,%r8
	tzcnt %r8,%r8
	shr $0x3,%r8d
	add %r8,%r9
	cmp %r9,-0x68(%rsp)
	je .Lext_533a7
	add $0x4,%r8
	cmp %r8,%rbx
	jae .L53108
