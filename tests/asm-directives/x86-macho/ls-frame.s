# The check fails the parse: "Unfinished frame!" no longer follows; unassigned files come first.
	.file	2 "a.c"
	.cfi_startproc
	nop
	jmp	LBB3_1
