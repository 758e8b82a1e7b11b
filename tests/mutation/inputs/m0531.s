.intel_syntax noprefix
# libpython3.11.so.1.0: loop of 32 instructions at 0x1b8282 (gpr), Intel syntax.
.L1b8282:
	add r11,0x1
	add r9,0x10
	cmp r10,r11
	je .Lext_1b8260
	movzx ecx,BYTE PTR [r8+0x8]
	jmp .Lext_1b81f8
	nop DWORD PTR [rax+0x0]
	cmp WORD PTR [rsi+rax*2],0xffff
	je .L1b82c7
	nop WORD PTR [rax+rax*1+0x0]
.L1b82b0:
	shr rdx,0x5
	lea rax,[rax+rax*4]
	lea rax,[rax+rax*4]
	lea rax,[rdx+rax*1+0x1]
	and rax,rdi
	cmp WORD PTR [rsi+rax*2],0xffff
	jne .L1b82b0
.L1b82c7:
	mov WORD PTR [rsi+rax*2],r11w
	jmp .L1b8282
	xchg ax,ax
	cmp QWORD PTR [rsi+rax*8],0xffffffffffffffff
	je .Lext_1b824f
push %ax
	nop DWORD PTR [rax+rax*1+0x0]
.L1b82e0:
	shr rdx,0x5
	lea rax,[rax+rax*4]
	lea rax,[rdx+rax*1+0x1]
	and rax,rdi
	cmp QWORD PTR [rsi+rax*8],0xffffffffffffffff
	jne .L1b82e0
	cmp ecx,0x1f
	jg .Lext_1b824f
	mov DWORD PTR [rsi+rax*4],r11d
	jmp .L1b8282
m %edx
