# libcrypto.so.3: loop of 25 instructions at 0x1d0e97 (avx), AT&T syntax.
.L1d0e97:
	vmovdqa (%rsi),%ymm6
	vmovdqa 0x20(%rsi),%ymm7
	vpxor %ymm11,%ymm2,%ymm2
	vmovdqa 0x60(%rsi),%ymm11
	vmovdqa 0x80(%rsi),%ymm12
	vmovdqa 0xa0(%rsi),%ymm13
	vpcmpeqd %ymm1,%ymm5,%ymm9
	vpcmpeqd %ymm1,%ymm10,%ymm14
	vpaddd %ymm0,%ymm5,%ymm5
	vpaddd %ymm0,%ymm10,%ymm10
	lea 0xc0(%rsi),%rsi
	vpand %ymm9,%ymm6,%ymm6
	vpand %ymm9,%ymm7,%ymm7
	vpand %ymm9,%ymm8,%ymm8
	vpand %ymm14,%ymm11,%ymm11
	vpand %ymm14,%ymm12,%ymm12
	vpand %ymm14,%ymm13,%ymm13
	vpxor %ymm6,%ymm2,%ymm2
	vpxor %ymm7,%ymm3,%ymm3
	vpxor %ymm8,%ymm4,%ymm4
	vmovdqa 0x40(%rsi),%ymm8
	vpxor %ymm12,%ymm3,%ymm3
	vpxor %ymm13,%ymm4,%ymm4
	dec %rax
	jne .L1d0e97
