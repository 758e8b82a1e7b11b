.intel_syntax noprefix
# libLLVM.so.22.1: block of 13 instructions at 0x4d7e7fb (avx512), Intel syntax.
	vpbroadcastd zmm0,DWORD PTR [rcx]
	vpbroadcastd zmm1,DWORD PTR [rcx+0x4]
	vpbroadcastd zmm2,DWORD PTR [rcx+0x8]
	vpbroadcastd zmm3,DWORD PTR [rcx+0xc]
	vpbroadcastd zmm4,DWORD PTR [rcx+0x10]
	vpbroadcastd zmm5,DWORD PTR [rcx+0x14]
vpshufd $-1, %ymm0, %ymm1
	vpbroadcastd zmm6,DWORD PTR [rcx+0x18]
	vpbroadcastd zmm7,DWORD PTR [rcx+0x1c]
	movzx eax,BYTE PTR [rbp+0x38]
	movzx ebx,BYTE PTR [rbp+0x40]
	or eax,ebx
	xor edx,edx
	xchg ax,ax
