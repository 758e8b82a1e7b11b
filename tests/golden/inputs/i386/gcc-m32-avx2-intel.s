# gcc 12 -m32 -O3 -march=haswell -masm=intel: AVX2 (i64_mul)
.intel_syntax noprefix
i64_mul:
.LFB8:
	.cfi_startproc
	push	ebp
	.cfi_def_cfa_offset 8
	.cfi_offset 5, -8
	mov	ebp, esp
	.cfi_def_cfa_register 5
	push	edi
	push	esi
	push	ebx
	and	esp, -32
	sub	esp, 32
	.cfi_offset 7, -12
	.cfi_offset 6, -16
	.cfi_offset 3, -20
	mov	edi, DWORD PTR 16[ebp]
	test	edi, edi
	je	.L139
	mov	eax, DWORD PTR 16[ebp]
	dec	eax
	cmp	eax, 2
	jbe	.L130
	mov	eax, DWORD PTR 8[ebp]
	mov	ebx, 2
	mov	edx, DWORD PTR 12[ebp]
	shrx	ecx, DWORD PTR 16[ebp], ebx
	sal	ecx, 5
	add	ecx, eax
	.p2align 4,,10
	.p2align 3
.L128:
	vmovdqu	ymm5, YMMWORD PTR [eax]
	vmovdqu	ymm3, YMMWORD PTR [edx]
	vpmuludq	ymm1, ymm3, YMMWORD PTR [eax]
	add	eax, 32
	vmovdqu	ymm4, YMMWORD PTR [edx]
	vmovdqu	ymm7, YMMWORD PTR -32[eax]
	add	edx, 32
	vpsrlq	ymm2, ymm5, 32
	vpmuludq	ymm2, ymm2, ymm3
	vpsrlq	ymm0, ymm4, 32
	vpmuludq	ymm0, ymm0, YMMWORD PTR -32[eax]
	vpaddq	ymm0, ymm0, ymm2
	vpsrlq	ymm2, ymm5, 3
	vpsllq	ymm0, ymm0, 32
	vpaddq	ymm1, ymm1, ymm0
	vpsrad	ymm0, ymm7, 3
	vpblendd	ymm0, ymm2, ymm0, 170
	vpaddq	ymm0, ymm1, ymm0
	vmovdqu	YMMWORD PTR -32[eax], ymm0
	cmp	eax, ecx
	jne	.L128
	test	BYTE PTR 16[ebp], 3
	je	.L138
	mov	edi, DWORD PTR 16[ebp]
	and	edi, -4
	vzeroupper
.L127:
	mov	ebx, DWORD PTR 8[ebp]
	mov	eax, DWORD PTR 12[ebp]
	lea	ecx, 0[0+edi*8]
	add	ebx, ecx
	mov	esi, DWORD PTR [eax+edi*8]
	mov	eax, DWORD PTR 4[eax+ecx]
	imul	esi, DWORD PTR 4[ebx]
	imul	eax, DWORD PTR [ebx]
	add	esi, eax
	mov	eax, DWORD PTR 12[ebp]
	mov	edx, DWORD PTR [eax+edi*8]
	mulx	edx, eax, DWORD PTR [ebx]
	add	edx, esi
	vmovd	xmm0, eax
	mov	eax, DWORD PTR [ebx]
	vpinsrd	xmm0, xmm0, edx, 1
	mov	edx, DWORD PTR 4[ebx]
	shrd	eax, edx, 3
	sar	edx, 3
	vmovd	xmm1, eax
	lea	eax, 1[edi]
	vpinsrd	xmm1, xmm1, edx, 1
	vpaddq	xmm0, xmm0, xmm1
	vmovq	QWORD PTR [ebx], xmm0
	cmp	eax, DWORD PTR 16[ebp]
	jnb	.L139
	mov	ebx, DWORD PTR 8[ebp]
	mov	edx, DWORD PTR 12[ebp]
	lea	eax, 8[ecx]
	add	edi, 2
	mov	esi, DWORD PTR 12[ebp]
	add	ebx, eax
	mov	eax, DWORD PTR 12[edx+ecx]
	mov	edx, DWORD PTR 8[edx+ecx]
	imul	eax, DWORD PTR [ebx]
	mov	esi, DWORD PTR 8[esi+ecx]
	imul	esi, DWORD PTR 4[ebx]
	add	esi, eax
	mulx	edx, eax, DWORD PTR [ebx]
	add	edx, esi
	vmovd	xmm0, eax
	mov	eax, DWORD PTR [ebx]
	vpinsrd	xmm0, xmm0, edx, 1
	mov	edx, DWORD PTR 4[ebx]
	shrd	eax, edx, 3
	sar	edx, 3
	vmovd	xmm1, eax
	vpinsrd	xmm1, xmm1, edx, 1
	vpaddq	xmm0, xmm0, xmm1
	vmovq	QWORD PTR [ebx], xmm0
	cmp	edi, DWORD PTR 16[ebp]
	jnb	.L139
	mov	edi, DWORD PTR 8[ebp]
	lea	ebx, 16[ecx]
	add	edi, ebx
	mov	eax, DWORD PTR [edi]
	mov	edx, DWORD PTR 4[edi]
	mov	DWORD PTR 24[esp], eax
	mov	eax, DWORD PTR 12[ebp]
	mov	DWORD PTR 28[esp], edx
	mov	esi, DWORD PTR 28[esp]
	mov	edx, eax
	imul	esi, DWORD PTR 16[eax+ecx]
	mov	eax, DWORD PTR 24[esp]
	imul	eax, DWORD PTR 20[edx+ecx]
	add	esi, eax
	mov	eax, edx
	mov	edx, DWORD PTR 24[esp]
	mulx	ebx, ecx, DWORD PTR 16[eax+ecx]
	mov	edx, DWORD PTR 28[esp]
	mov	eax, DWORD PTR 24[esp]
	shrd	eax, edx, 3
	sar	edx, 3
	vmovd	xmm1, eax
	add	ebx, esi
	vmovd	xmm0, ecx
	vpinsrd	xmm1, xmm1, edx, 1
	vpinsrd	xmm0, xmm0, ebx, 1
	vpaddq	xmm0, xmm0, xmm1
	vmovq	QWORD PTR [edi], xmm0
.L139:
	lea	esp, -12[ebp]
	pop	ebx
	.cfi_remember_state
	.cfi_restore 3
	pop	esi
	.cfi_restore 6
	pop	edi
	.cfi_restore 7
	pop	ebp
	.cfi_restore 5
	.cfi_def_cfa 4, 4
	ret
	.p2align 4,,10
	.p2align 3
.L138:
	.cfi_restore_state
	vzeroupper
	lea	esp, -12[ebp]
	pop	ebx
	.cfi_remember_state
	.cfi_restore 3
	pop	esi
	.cfi_restore 6
	pop	edi
	.cfi_restore 7
	pop	ebp
	.cfi_restore 5
	.cfi_def_cfa 4, 4
	ret
.L130:
	.cfi_restore_state
	xor	edi, edi
	jmp	.L127
	.cfi_endproc
.LFE8:
	.size	i64_mul, .-i64_mul
