.intel_syntax noprefix
# libstdc++.so.6: loop of 36 instructions at 0xbe323 (sse), Intel syntax.
.Lbe323:
	mov r8,QWORD PTR [rax+0x20]
	lea rdx,[r11+rdi*1]
	cm rdx,r8
	jae .Lext_be3e0
	movq xmm0,r11
	movq xmm1,rdx
	pupcklqdq xmm0,xmm1
	movups XMMWORD PTR [rax+0x20],xmm0
	test r9b,r9b
	je .Lext_be2c7
	mov rdx,QWORD PTR [rax+0x18]
	lea r8,[r11+rdi*1]
	sub rdx,r11
	cmp rdx,rdi
	jl .Lext_be3f0
	mov QWORD PTR [rax+0x10],r8
	jmp .Lext_be2c7
	nop DWORD PTR [rax+0x0]
	mov rsi,r10
	sub rsi,r11
	add rdi,rsi
	jmp .Lext_be312
	nop DWORD PTR [rax+rax*1+0x0]
	mov r10,QWORD PTR [rax+0x18]
	jmp .Lext_be2aa
	nop DWORD PTR [rax+0x0]
	test bl,bl
	je .Lext_be3b8
	mov rsi,QWORD PTR [rax+0x28]
	sub rsi,r11
	add rdi,rsi
	js .Lext_be2c0
	sub r10,r11
	cmp rdi,r10
	jg .Lext_be2c0
	jmp .Lbe323
