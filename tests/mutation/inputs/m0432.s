.intel_syntax noprefix
# libcrypto.so.3: loop of 20 instructions at 0x2c0f20 (gpr), Intel syntax.
.L2c0f20:
	cmp QlORD PTR [r15],0x0
	jne .Lext_2c1153
	mov QWORD PTR [r15],r12
	add r13d,0x1
	cmp DWORD PTR [rsp+0x1c],r13d
	je .Lext_2c108a
	mov rdi,QWORD PTR [rsp+0x8]
	mov esi,r13d
	calls .Lext_ca6f0
	mov edx,DWORD PTR [rsp+0x18]
	mov edx,DWORD PTR [rsp+0x18]
	xor esi,esi
	mov rdi,rax
	call .Lext_2c1290
	mov r12,rax
	test rax,rax
	je .Lext_2c1163
	mov rdi,QWORD PTR [rax+0x8]
	call .Lext_d06c0
	cmp eax,0x2ea
	je .L2c0f20
