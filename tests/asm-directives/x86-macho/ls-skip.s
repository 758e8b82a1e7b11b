	nop
	bogus	%rax
	jmp	Lnowhere
