# libcrypto.so.3: block of 13 instructions at 0x138110 (avx512), AT&T syntax.
	sub $0x48,%rsp
	vbroadcasti32x4 -0x265e(%rip),%zmm0
	vbroadcasti32x4 (%rcx),%zmm1
	vbroadcasti32x4 0x10(%rcx),%zmm2
	vbroadcasti32x4 (%r8),%zmm3
	vmovdqa32 %zmm0,%zmm16
	vmovda32 %zmm1,%zmm17
	vmovdqa32 %zmm2,%zmm18
	vpaddd -0x278d(%rip),%zmm3,%zmm3
	vmovdqa32 -0x2757(%rip),%zmm20
	mov $0xa,%r8
	vmovdqa32 %zmm3,%zmm19
	jmp .Lext_1381a0

.endr