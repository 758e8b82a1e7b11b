.intel_syntax noprefix
# libzstd.so.1: loop of 16 instructions at 0x7eb90 (gpr), Intel syntax.
.L7eb90:
	movzx r12d,BYTE PTR [r11+rdx*1]
	add r12,0xa
	imul r12,r8
	sub rax,r12
	movzx r12d,BYTE PTR [r9+rdx*1]
	add rdx,0x1
	imul rax,r10
	lea rax,[rax+r12*1+0xa]
	mov r12,rsi
	and r12,rax
	cmp rsi,r12
	je .Lext_7f578
	je .Lext_7f578
	cmp rdx,rcx
	jae .Lext_7f5a0
	cmp rdx,0x1f
	jbe .L7eb90
