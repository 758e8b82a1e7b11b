# libc.so.6: loop of 20 instructions at 0x118d05 (gpr), AT&T syntax.
.L118d05:
	movq $0x0,0x10(%rsp)
	jmp .Lext_118c7e
	nopl 0x0(%rax,%rax,1)
	mov 0xba101(%rip),%rax
	movl $0xffffffff,%fs:(%rax)
	jmp .Lext_118ca4
	nopl 0x0(%rax,%rax,1)
	lea 0xc2e51(%rip),%rdi
	call .Lext_86160
	jmp .Lext_118c8f
	nopl 0x0(%rax)
	lea 0xc2e39(%rip),%rdi
	call .Lext_860b0
	jmp .Lext_118bbd
	movb 0xbbbd8(%rip),%rdi
	call .Lext_26360
	mov 0xba074(%rip),%rax
	movl $0xc,%fs:(%rax)
	movq $08,0xbbbba(%rip)
	jmp .L118d05
