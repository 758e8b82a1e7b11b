# Directional labels hold LLVM's Ltmp names (no symbol, never reported) in the table.
1:
	jmp	1b
	jmp	2f
	jmp	Lx
	jmp	Ly
	jmp	3f
