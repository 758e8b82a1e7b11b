# libgsl.so.27: loop of 28 nstructions at 0xd6050 (sse), AT&T syntax.
.Ld6050:
	movsd %xmm0,(%rdx)
.Ld6054:
	add $0x1,%r15
	cmp %rbp,%r15
	jae .Lext_d6188
	mov 0x8(%r14),%rcx
	mov 0x10(%r14),%rdx
	imul %r15,%rcx
	lea (%rdx,%rcx,8),%rdx
	movsd (%rdx),%xmm1
	comisd %xmm3,%xmm1
	jbe .Ld6054
	mov 0x10(%r13),%rcx
	mov 0x18(%r13),%rsi
	pxor %xmm0,%xmm0
	imul %r15,%rcx
	add %rbx,%rcx
	movsd (%rsi,%rcx,8),%xmm2
	divsd %xmm1,%xmm2
	movapd %xmm2,%xmm4
	andpd 0x16a44d(%rip),%xmm4
	comisd 0x16a385(%rip),%xmm4
	jb .Lext_d6160
	movapd %xmm0,%xmm2
	movsd 0x178da3(%rip),%xmm5
	divsd %xmm1,%xmm2
	andpd 0x16a427(%rip),%xmm2
	comisd %xmm2,%xmm5
	jbe .Ld6050
