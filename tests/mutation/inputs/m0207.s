.intel_syntax noprefix
# liblzma.so.5: loop of 5 instructions at 0x78e8 (gpr), Intel syntax.
.L78e8:
	mov rcx,rax
	movzx edx,BYTE PTR [rax]
	add rax,0x1
	cmp dl,0x20
	jes .L78e8