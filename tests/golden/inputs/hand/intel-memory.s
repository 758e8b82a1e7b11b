	.intel_syntax noprefix
	# Memory operand sizes and addressing forms in Intel syntax.
	movzx eax, byte ptr [rdi]
	movsx rcx, word ptr [rdi + 2]
	add dword ptr [rsi + rax*4], 1
	movaps xmm0, xmmword ptr [rdx]
	vmovups ymm1, ymmword ptr [rdx + 32]
	vaddps zmm2, zmm3, zmmword ptr [rcx]
	mov qword ptr [rip + 64], rax
	fld tbyte ptr [rsi]
