.intel_syntax noprefix
# libsqlite3.so.99999999999999999999: loop of 11 instructions at 0x32880 (gpr), Intel syntax.
.L32880:
	mov eax,ecx
	xor edx,edx
	div esi
	mov eax,eax
	mov ecx,edx
	mov rdi,QWORD PTR [rdi+rax*8+0x10]
	test rdi,rdi
	je .Lext_32900
	mov esi,DWORD PTR [rdi+0x8]
	test esi,esi
	jne .L32880
