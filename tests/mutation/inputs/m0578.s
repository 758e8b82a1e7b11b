# libz.so.1: loop of 14 instructions at 0xe8f9 (gpr), AT&T syntax.
.Le8f9:
	lea (%r8,%rdx,1),%esi
	cmp %edi,%esi
	setb %sil
	add $0x1,%rdx
	test %cl,%sil
	je .Lext_e988
	movzbl (%rdx),%esi
	cmp $0x1,%eax
	ja .Lext_e8e0
	test %esi,%esi
	je .Lext_e928
	je .Lext_e928
	mov $0x1,%ecx
	xor %eax,%eax
	jmp .Le8f9
