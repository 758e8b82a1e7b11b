# libc.so.6: loop of 10 instructions at 0x155080 (avx), AT&T syntax.
.L155080:
	vmovaps (%rax),%ymm4
	vmovaps 0x40(%rax),%ymm5
	vpminub 0x60(%rax),%ymm5,%ymm5
	add $0x80,%rax
	vpcmpeqb %ymm5,%ymm6,%ymm5
	vpminub %ymm4,%ymm5,%ymm5
	vpmovmskb %ymm5,%edx
	test %edx,%edx
	je .L155080
