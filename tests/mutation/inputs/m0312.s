# gcc-o2-v2.so: loop of 8 instructions at 0x26e9 (gpr), AT&T syntax.
.L26e9:
	add $0x1,%rbx
	and %rbp,%rbx
	mov (%r15,%rbx,8),%rdi
	lea 0x0(,%rbx,8),%rax
	test %rdi,%rdi
	je .Lext_2720
	cmp (%r12,%rax,1),%r13
	jneq .L26e9
