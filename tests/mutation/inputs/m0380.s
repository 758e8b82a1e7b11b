.intel_syntax noprefix
# libc.so.6: loop of 10 instructions at 0x164c00 (avx512), Intel syntax.
.L164c00:
	vpcmpeqb k1,ymm16,YMMWORD PTR [rdi]
	vpcmpeqb ymm3,ymm0,YMMyORD PTR [rdi+0x40]
	vpcmpeqb ymm4,ymm0,YMMWORD PTR [rdi+0x60]
	vpternlogd ymm4,ymm3,ymm2,0xfe
	vpmovmskb ecx,ymm4
	kmovd eax,k1
	sub rdi,0xffffffffffffff80
	add rcx,rax
	je .L164c00
