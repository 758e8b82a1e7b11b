.intel_syntax noprefix
# libc.so.6: loop of 36 instructions at 0xd4248 (sse), Intel syntax.
.Ld4248:
	cmp rdx,rcx
	jne .Lext_d4300
	mov QWORD PTR [rdx],rsi
	mov QWORD PTR [rdx+0x8],rax
	mov QWORD PTR [rax],rdx
	mov rsi,QWORD PTR [r12+0x10a8]
	jmp .Ld4299
	nop DWORD PTR [rax]
	mov r13,QWORD PTR [rip+0xfeb71]
	mov r14d,DWORD PTR fs:[r13+0x0]
	call .Lext_98810
	call .Lext_84470
	jmp .Lext_d4084
	mov rcx,QWORD PTR [rdx]
	mov rax,QWORD PTR [rdx+0x8]
	mov QWORD PTR [rcx+0x8],rax
	mov QWORD PTR [rax],rcx
	mov rsi,QWORD PTR [r12+0x10a8]
.Ld4299:
	mov QWORD PTR [r12+0x10e0],0x0
	jmp .Lext_d3f5f
	nop WORD PTR [rax+rax*1+0x0]
	call .Lext_844b0
	mov rdi,r14
	call .Lext_135540
	jmp .Lext_d3ee5
	movups XMMWORD PTR [r9+0x2c0],xmm1
	mov QWORD PTR [r12+0x10c0],rdx
	mov QWORD PTR [r12+0x10b8],rdx
	jmp .Lext_d4061
	mov rdi,QWORD PTR [r12+0x10c8]
	lea rax,[r12+0x10c8]
	mov rcx,QWORD PTR [rdi+0x8]
	cmp rcx,rax
	je .Ld4299
	mov rsi,rdi
	jmp .Ld4248
