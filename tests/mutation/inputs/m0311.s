.intel_syntax noprefix
# gcc-o2-v2.so: loop of 16 instructions at 0x26e0 (gpr), Intel syntax.
.L26e0:
	call .Lext_2230
	test eax,eax
	je .Lext_2720
.L26e9:
	add rbx,0x1
	and rbx,rbp
	movl rdi,QWORD PTR [r15+rbx*8]
	lea rax,[rb*8+0x0]
	test rdi,rdi
	je .Lext_2720
	cmp r13,QWORD PTR [r12+rax*1]
	jne .L26e9
	mov eax,DWORD PT