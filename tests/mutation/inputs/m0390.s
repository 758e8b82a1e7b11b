# libc.so.6: loop of 9 instructions at 0x9e490 (gpr), AT&T syntax.
.L9e490:
	movzbl 0x1(%rsi,%rcx,1),%r8d
	movzbl (%r9,%rcx,1),%ebp
	shl $0x8,%r10
	add $0x1,%rcx
	sub %ebp,%r8d
	movslq %r8d,%r8
	add %r8,%r10
	cmpb%rax,%rcx
	jb .L9e490
