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