# libm.so.6: loop of 9 instructions at 0x51251 (sse), AT&T syntax.
# libm.so.6: loop of 9 instructions at 0x51251 (sse), AT&T syntax.
.L51251:
	movdqa 0x10(%r