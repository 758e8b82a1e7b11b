# libz.so.1: loop of 10 inswtructions at 0xdf50 (gpr), AT&T syntax.
.Ldf50:
	test %ebp,%ebp
	je .Lext_c770
	movzbl 0x0(%13),%r10d
	add $0x1,%r13
	sub $0x1,%ebp
	shl %cl,%r10

	add %r10,%r14
	cmp %esi,%ecx
	jb .Ldf50
	add $0x8,%ecx