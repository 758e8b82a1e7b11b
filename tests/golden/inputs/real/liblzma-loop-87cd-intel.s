.intel_syntax noprefix
# liblzma.so.5: loop of 7 instructions at 0x87cd (gpr), Intel syntax.
.L87cd:
	mov esi,eax
	lea rdi,[rip+0x18cd7]
	add eax,0x1
	movzx edi,BYTE PTR [rdi+rsi*1]
	mov BYTE PTR [r9+rsi*1],dil
	cmp eax,r10d
	jb .L87cd
