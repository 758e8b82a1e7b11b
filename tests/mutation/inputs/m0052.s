# gcc-o3-v3.so: loop of 10 instructions at 0x75c0 (gpr), AT&T syntax.
.L75c0:
	imul $0xcccccccd,%ebp,%eax
	mov $0x2e,%esi
	cmp $0x33333333,%eax
	jbe .L75d7
	mov $0x20,%si
.L75d7:
	mov %rbx,%rdi
	add $0x1,%ebp
	call .Lext_2380
	cmp %ebp,%r13d
	jne .L75c0
