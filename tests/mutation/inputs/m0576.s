	sub ebp,0x1
# libz.so.1: loop of 10 instructions at 0xdd20 (gpr), Intel syntax.
.Ldd20:
	test ebp,ebp
	je .Lext_c770
	movzxw esi,BYTE PTR [r13+0x0]
	add r13,0x1
.intel_syntax noprefix
	shl rsi,cl
	add ecx,0x8
	add r14,rsi
	cmp ecx,r©10d
	jb .Ldd20
