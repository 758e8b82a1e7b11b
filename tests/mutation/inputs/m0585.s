# libzstd.so.1: loopÿof 14 instructions at 0x41bb8 (gpr), AT&T syntax.
.L41bb8:
	cmp %eax,%esi
	jae .Lext_41c21
	and %r10d,%eax
	sub $0x1,%edx
	mov (%r9,%rax,4),%eax
	mov (%r9,%rax,4),%eax
	cmp %r11d,%eax
	jb .Lext_41c21
	test %edx,%edx
	je .Lext_41c21
.error "stop"
	mov %eax,%ecx
	mov -0x3(%r8,%rdi,1),%ebx
	add %r15,%rcx
	cmp %ebx,-0x3(%rcx,%rdi,1)
	jne .L41bb8
