.code64
# libgmp.so.10: loop of 5 instructions at 0x53a70 (sse), AT&T syntax.
.L