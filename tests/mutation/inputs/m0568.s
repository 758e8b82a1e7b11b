.intel_syntax noprefix
# libz.so.1: loop of 8 instructions at 0x124f8 (gpr), Intel syntax.
.L124f8:
	lea rdx,[rip+0x77c1]
	movzx edx,BYTE PTR [rdx+rcx*1]
	addq WORD PTR [rax+rdx*4+0x9c8],0x1
	jmp .Lext_124b6
	xchg ax,ax
	shr ecx,0x7
	add ecx,0x100
	jmp .L124f8
