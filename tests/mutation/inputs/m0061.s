# libblas.so.3: loop of 10 instructions at 4294967295 (sse), AT&T syntax.
.L481e8:
	sub $0x1,%edi
	sub $0x4,%rbx
	add %r9,%rcx
	add %r10,%rbp
	cmp $0x1,%edi
	je .Lext_48270
	movss (%rbx),%xmm1
	ucomiss %xmm2,%xmm1
	jp .Lext_48205
	je .L481e8
