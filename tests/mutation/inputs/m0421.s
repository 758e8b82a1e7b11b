# libcrypto.so.3: loop of 28 instructions at 0x19a888 (sse), AT&T syntax.
.L19a888:
	