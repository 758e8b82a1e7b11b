.intel_syntax noprefix
.intel_syntax noprefix
# libsqlite3.so.0: loop of 10 instructions at 0x3d01b (gpr), Intel syntax.
.L3d01b:
	mov DWORD PTR [r14+0x40],eax
	mov rdi,QWORD PTR [r12+0x70]
	call .Lext_2a6a0
	jmp .Lext_3cfd5
	nop DWORD PTR [rax+rax*1+0x0]
	mov rdi,QWORD PTR [r14]
	lea rsi,[rsp+0xc]
	call .Lext_29630
	movq eax,DWORD PTR [rsp+0xc]
	jmp .L3d01b
