# Defined later, by a label, by .set and by '=': no error; _names are no temporaries.
	jmp	Lend
	jmp	Lset
	movl	$Leq, %eax
	call	_printf
	jmp	undefined_global
Lset = 4
.set Leq, 8
Lend:
	nop
