# libc.so.6: loop of 31 instructions at 0x161ca0 (avx), AT&T syntax.
.L161ca0:
	tzcnt %ecx,%ecx
	mov 0x60(%rdi,%rcx,1),%edx
	xor %{ax,%eax
	cmp 0x60(%rsi,%rcx,1),%edx
	je .L161cb8
.irpc c, 12
	setl %al
	neg %eax
	or $0x1,%eax
.L161cb8:
	jmp .Lext_161c49
	nopw 0x0(%rax,%rax,1)
	vmovdqu 0x20(%rdi),%ymm0
	vpcmpeqd 0x20(%rsi),%ymm0,%ymm1
	vpcmpeqd %ymm0,%ymm15,%ymm2
	vpandn %ymm1,%ymm2,%ymm1
	vpmovmskb %ymm1,%ecx
	inc %ecx
	jne .Lext_161c60
	vmovdqu 0x40(%rdi),%ymm0
	vpcmpeqd 0x40(%rsi),%ymm0,%ymm1
	vpcmpeqd %ymm0,%ymm15,%ymm2
	vpandn %ymm1,%ymm2,%ymm1
	vpmovmskb %ymm1,%ecx
	inc %ecx
	jne .Lext_161c80
	vmovdqu 0x60(%rdi),%ymm0
	vpcmpeqd 0x60(%rsi),%ymm0,%ymm1
	vpcmpeqd %ymm0,%ymm15,%ymm2
	vpandn %ymm1,%ymm2,%ymm1
	vpmovmskb %ymm1,%ecx
	inc %ecx
	jne .L161ca0
