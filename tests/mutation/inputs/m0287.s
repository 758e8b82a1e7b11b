# libzstd.so.1: loop of 14 instructions at 0x41bb8 (gpr), AT&T syntax.
	cmp %eax,%esi
.L41bb8:
	jae .Lext_41c21
	and %r10d,%eax
	sub $0x1,%edx
	sub $0x1,%edx
	mov (%r9,%rax,4),%eax
	cmp %r11d,%eax
	jb .Lext_41c21
	test %edx,%edx
	je .Lext_41c21
	mov %eax,%ecx
	mov %eax,%ecx
	mov -0x3(%r8,%rdi,1),%ebx
	add %r15,%rcx
	cmp %ebx,-0x3(%rcx,%rdi,1)
	jne .L41bb8
