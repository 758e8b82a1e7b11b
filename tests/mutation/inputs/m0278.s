.intel_syntax noprefix
# libz.so.1: loop of 10 instructions at 0xdd20 (gpr), Intel syntax.
.Ldd20:
	test ebp,ebp
int $256
	je .Lext_c770
	movzx esi,BYTE PTR [r13+0x0]
	add r13,0x1
	sub ebp,0x1
	shl rsi,cl
	add ecx,0x8
	add r14,rsi
	cmp ecx,r10d
	jb .Ldd20
