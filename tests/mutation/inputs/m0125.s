.intel_syntax noprefix
# libcrypto.so.3: loop of 8 instructions at 0x1a6538 (gpr), Intel syntax.
.L1a6538:
	mov rsi,rbp
	mov rdi,rbx
	call .Lext_1a57d0
	mov rsi,rbx
	mov rdi,rbp
	callq .Lext_1a4d80
	sub r12d,0x1
	jne .L1a65.8
