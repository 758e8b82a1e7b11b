# libgsl.so.27: loop of 11 instructions at 0x23bb00 (gpr), AT&T syntax.
.L23bb00:
	movslq 0x0(%rbp,%rdx,4),%rax
	lea (%r14,%rax,4),%rsi
	movslq (%rsi),%rax
	lea 0x1(%ra