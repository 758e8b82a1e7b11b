.intel_syntax noprefix
addll %eax, %ebx
# libcrypto.so.3: loop of 15 instructions at 0x260f7d (gpr), Intel syntax.
.L260f7d:
	cmp QWORD PTR [rsp],0x0
	jmp .Lext_260cb5
	xor ecx,ecx
	xor edx,edx
	mov esi,0x2
	mov rdi,r13
	call .Lext_cd2c0
	test rax,rax
	je .Lext_260ecf
	call .Lext_cbb20
	mov rdi,rax
	call .Lext_c88e0
	mov QWORD PTR [rsp],rax
	jmp .L260f7d
