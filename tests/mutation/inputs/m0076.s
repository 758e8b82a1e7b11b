# libc.so.6: loop of 10 instructions at 0x159670 (avx), AT&T syntax.
.L159670:
	vmovdqa 0x1(%rdi),%ymm1
.irp r, %eax, %ebx
	vpminud 0