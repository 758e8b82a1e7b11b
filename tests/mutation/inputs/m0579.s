# libz.so.1: loop of 38 instructions at 0xf920 (gpr), AT&T syntax.
.Lf920:
	mov %r15d,%edi
	mov %r12d,%ecx
	shl %cl,%edi
	add %edi,0x28(%rsp)
	cmpl $0x250,0x28(%rsp)
	cmp $0x354,%edi
	jbe .Lf943
	cmpb $0x0,0x5f(%rsp)
	jne .Lext_f524
.Lf943:
	mov 0x28(%rsp),%edi
	jbe .Lf958
	cmpb $0x0,0x5e(%rsp)
	jne .Lext_f524
.Lf958:
	mov 0x40(%rsp),%r10
	movzbl 0x18(%rsp),%edi
	mov %esi,%ecx
	mov %esi,0x2c(%rsp)
	mov %eax,%esi
	lea (%r10,%rcx,4),%rcx
	mov %dil,0x1(%rcx)
	mov %r11,%rdi
	sub %r10,%rdi
	mov %r12b,(%rcx)
	sar $0x2,%rdi
	mov %di,0x2(%rcx)
	jmp .Lext_f5c0
	nopl 0x0(%rax,%rax,1)
	lea -0x1(%rax),%ecx
	and %esi,%ecx
	add %ecx,%eax
	jmp .Lext_f666
	nopl 0x0(%rax)
	xor %edi,%edi
	mov $0x60,%r8d
	jmp .Lext_f603
	nopl (%rax)
	mov %edi,%r12d
	jmp .Lf920
