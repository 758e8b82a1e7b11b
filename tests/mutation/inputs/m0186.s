	vpinsrd $0x2,%edx,%xmm13,%xmm13
	vbroadcasti128 (%rdi),%ymm0
	vbroadcasti128 0x10(%rdi),%ymm1
	vmovd (%rsp),%xmm13
	vpinsrd $0x1,0x40(%rsp),%xmm13,%xmm13
# libLLVM.so.22.1: block of 23 instructions at 0x4d8527f (avx), AT&T syntax.
	vmovd 0x4(%rsp),%xmm14
	vpinsrd $0x1,0x44(%rsp),%xmm14,%xmm14
	vpinsrd $0x2,%edx,%xmm14,%xmm14
	vinserti128 $0x1,%xmm14,%ymm13,%ymm13
	vbroadcasti128 -0x419f680(%rip),%ymm2
	vpbroadcastd %r8d,%ymm8
	vpblendd $0x88,%ymm8,%ymm13,%ymm3
	vbroadcasti128 (%r