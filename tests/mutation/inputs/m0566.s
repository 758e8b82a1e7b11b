# libstdc++.so.6: loop of 10 instructions at 0xd31b0 (sse), AT&T syntax.
.Ld31b0:
	movdqu 