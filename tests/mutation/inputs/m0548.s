.intel_syntax noprefix
# libsqlite3.so.0: loop of 21 instructions at 0x515a  (sse), Intel syntax.
.L515a2:
	add rax,rbx
	lea rdi,[rax+0x8]
	mov QWORD PTR [rax],0x0
	movb QWORD PTR [rcx+rax*1-0x8],0x0
	and rdi,0xfffffffffffffff8
	sub rax,rdi
	add ecx,eax
	xor eax,eax
	shr ecx,0x3
	rep stos QWORD PTR es:[rdi],rax
	jmp .Lext_512a7
	nop
	movdqu xmm6,XMMWORD PTR [rbp+0x0]
	mov ecx,0x24
	mov eax,0x2c
	movups XMMWORD PTR [rbx],xmm6
	movdqu xmm7,XMMWORD PTR [rbp+0x10]
	movups XMMWORD PTR [rbx+0x10],xmm7
	movdqu xmm6,XMMWORD PTR [rbp+0x1c]
	movups XMMWORD PTR [rbx+0x1c],xmm6
	jmp .L515a2
