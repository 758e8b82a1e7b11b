# libsqlite3.so.0: loop of 5 instructions at 0x1129a4 (gpr), AT&T syntax.
.L1129a4:
	mov 