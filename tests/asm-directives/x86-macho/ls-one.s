# One undefined temporary: LLVM's error after the last line, the analysis lost.
	nop
	jmp	LBB0_2
