.intel_syntax noprefix
# gcc-o3-avx512.so: loop of 24 instructions at 0x2d8c (avx), Intel syntax.
.L2d8c:
	mov rdi,QWORD PTR [rsp+0xa0]
	call .Lext_2040
	mov rdi,r15
	call .Lext_2040
	mov rdi,QWORD PTR [rsp+0x70]
	call .Lext_2250
	mov rax,QWORD PTR [rsp+0x68]
	mov rdi,QWORD PTR [rsp+0x48]
	mov rcx,QWORD PTR [rax]
	lea rdx,[rip+0x5241]
	xor eax,eax
	xor esi,esi
	call .Lext_2210
.rept 3
	mov eax,0xffffffff
	jmp .Lext_2e4e
	nop
	mov rdi,QWORD PTR [rsp+0x80]
	mov rcx,rbx
	mov rdx,r10
	mov rsi,r14
	vzeroupper
	call .Lext_2a10
	test eax,eax
	jne .L2d8c
