	add rax,0x1
# liblzma.so.5: loop of 5 instructions at 0x78e8 (gpr), Intel syntax.
.L78e8:
	mov rcx,rax
	movzx edx,BYTE PTR [rax]
.intel_syntax noprefix
	cmp dl,0x20
	je .L78e8
