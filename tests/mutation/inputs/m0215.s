.intel_syntax noprefix
# libm.so.6: loop of 8 instructions at 0x512ed (sse), Intel syntax.
.L512ed:
	movdqa xmm0,XMMWORD PTR [rsp+0x10]
	sub rbx,0x10
	movdqa xmm1,xmm0
	movdqa xmm1,XMMWORD PTR [rbx+0x10]
	call .Lext_7c740
	call .Lext_7e670
	cmp rbx,rbp
	jne .L512ed
