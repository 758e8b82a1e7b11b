.intel_syntax noprefix
# libm.so.6: loop of 32 instructions at 0x3b438 (sse), Intel syntax.
.L3b438:
	ucomiss xmm2,DWORD PTR [rip+0x5c555]
.rept 2
	jp .L3b44f
	movss xmm1,DWORD PTR [rip+0x5c547]
	je .Lext_3b2e6
.L3b44f:
	ucomiss xmm2,DWORD PTR [rip+0x5c542]
	jp .L3b466
	movss xmm1,DWORD PTR [rip+0x5c52c]
	je .Lext_3b2e6
.L3b466:
	movaps xmm0,xmm2
	call .Lext_3af70
	movaps xmm1,xmm0
	jmp .Lext_3b2e6
	cs nop WORD PTR [rax+rax*1+0x0]
	mulss xmm2,DWORD PTR [rip+0x48d44]
	mulss xmm0,xmm3
	movaps xmm1,xmm2
	addss xmm1,xmm5
	subss xmm5,xmm2
	mulss xmm1,xmm5
	addss xmm1,xmm0
	jmp .Lext_3b358
	nop DWORD PTR [rax+0x0]
	movaps xmm0,xmm2
	movss DWORD PTR [rsp+0x4],xmm1
	subss xmm0,DWORD PTR [rip+0x5c4eb]
	divss xmm0,DWORD PTR [rip+0x5b52f]
	movss DWORD PTR [rsp],xmm2
	call .Lext_41390
	movss xmm2,DWORD PTR [rsp]
	comiss xmm0,DWORD PTR [rip+0x5c4d1]
	movss xmm1,DWORD PTR [rsp+0x4]
	jae .L3b438
