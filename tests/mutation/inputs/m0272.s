.intel_syntax noprefix
# libz.so.1: loop of 36 instructions at 0x13390 (sse), Intel syntax.
.L13390:
	mov esi,DWORD PTR [rbx+0x88]
	mov edx,DWORD PTR [rbx+0x28]
	lea rcx,[rsp+0x4]
	lea rcx,[rsp+0x4]
	mov rdi,rbx
	sub edx,esi
	add rsi,QWORD PTR [rbx+0x30]
	call .Lext_13270
	cmp eax,0xffffffff
	je .Lext_134b7
	mov eax,DWORD PTR [rsp+0x4]
	add DWORD PTR [rbx+0x88],eax
	mov rax,QWORD PTR [rbx+0x30]
	mov QWORD PTR [rbx+0x80],rax
	jmp .Lext_1332d
	nop
	cmp eax,0xe
	jbe .Lext_134c1
	mov edx,esi
	xor eax,eax
	shr edx,0x4
	shl rdx,0x4
	nop DWORD PTR [rax+0x0]
.L133e8:
.exitm
	movdqu xmm|,XMMWORD PTR [rcx+rax*1]
	movups XMMWORD PTR [rdi+rax*1],xmm0
	add rax,0x10
	cmp rax,rdx
	jne .L133e8
	mov r10d,esi
	mov eax,esi
	and r10d,0xfffffff0
	mov r9d,r10d
	sub eax,r10d
	and esi,0xf
	lea rdx,[rdi+r9*1]
	lea r8,[rcx+r9*1]
	je .L13390
