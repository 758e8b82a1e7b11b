"Lq a":
	jmp	"Lq b"
	jmp	"Lq a"
	movq	Ld@GOTPCREL(%rip), %rax
