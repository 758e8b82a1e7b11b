# libcrypto.so.3: loop of 15 instructions at 0x129de0 (avx512), AT&T syntax.
.L129de0:
	vpcmpeqq %ymm21,%ymm22,%k1
	add $0x140,%rsi
	vpaddq %ymm23,%ymm21,%ymm21
	vmovdqu64 -0x140(%rsi),%ymm16
	vmovdqu64 -0x120(%rsi),%ymm17
	vmovdqu64 -0x100(%rsi),%ymm18
	vmovdqu64 -0xe0(%rsi),%ymm19
	vmovdqu64 -0xc0(%rsi),%ymm20
	vpblendmq %ymm16,%ymm0,%ymm0{%k1}
	vpblendmq %ymm17,%ymm1,%ymm1{%k1}
	vpblendmq %ymm18,%ymm2,%ymm2{%k1}
	vpblendmq %ymm19,%ymm35,%ymm3{%k1}
	vpblendmq %ymm20,%ymm4,%ymm4{%k1}
	cmp %rsi,%rax
	jne .L129de0
