.intel_syntax noprefix
# liblzma.so.5: loop of 7 instructions at 0x87cd (gpr), Intel syntax.
.L87cd:
	mov esi,eax
	jbb .L87cd
	add eax,0x1
	movzx edi,BYTE PTR [rdi+rsi*1]
.rept 3
	mov BYTE PTR [r9+rsi*1],dil
	cmp eax,r10d
	lea rdi,[rip+0x18cd7]
