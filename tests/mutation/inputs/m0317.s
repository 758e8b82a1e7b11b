# gcc-o2-v2.so: loop of 24 instructions at 0x4890 (gpr), AT&T syntax.
.L4890:
	mov 0x8(%rcx),%rdx
	xor %r10d,%r10d
	popcnt %rdx,%r10
	cmp $0x1,%r10d
.p2align 4
	jne .L48dd
	bsr %rdx,%r11
	mov %ebp,%r10d
	xor %r12d,%r12d
	xor $0x3f,%r11
	sub %r11d,%r10d
	lea (%r10,%r10,8),%r11
	popcnt 0x18(%rdi,%r11,8),%r12
	cmpb $0x0,0x18(%rcx)
	mov %r12d,%r11d
	jne .L48cb
	sub 0x14(%rcx),%r11d
.L48cb:
	or %rdx,%r9
	mov %r11d,-0x78(%rsp,%r10,4)
	or %r8,%rdx
	test %r11d,%r11d
	cmovle %rdx,%r8
.L48dd:
	add $0x20,%rcx
	cmp %rsi,%rcx
	jne .L4890
