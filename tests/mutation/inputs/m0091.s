.intel_syntax noprefix
# libc.so.6: loop of 8 instructions at 0x57800 (sse), Intel syntax.
.L57800:
	divsd xmm0,xmm1
	add rbx,0x1
	mov eax,0x1
	comisd xmm0,xmm1
	jb .Lext_57c10
movapd xmm2,xmm0
	cmp BYTE PTR [rbx+0x1],0x0
	jne .L57800
