.intel_syntax noprefix
# libcrypto.so.3: loop of 6 instructions at 0x1798b7 (sse), Intel syntax.
.L1798b7:
	movdqa xmm0,XMMWORD PTR [r12+rax*1]
	paddq xmm0,XMMWORD PTR [r11+rax*1]
	add rax,0x10
	cmp rax,0x40
	jne .L1798b7
