	.intel_syntax noprefix
	lea	rax, [rip + foo@tlsdesc]
	call	qword ptr [rax + foo@tlscall]
	mov	rax, qword ptr [rip + foo@gotpcrel]
	mov	rax, qword ptr [rip + "a b"@GOTPCREL]
	mov	rax, qword ptr [rip + "a b"]
	mov	eax, offset "a b"
	mov	eax, offset foo@GOTOFF
	call	foo@plt
