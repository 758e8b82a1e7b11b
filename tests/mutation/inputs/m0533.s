# libpython3.11.so.1.0: loop of 19 instructions at 0x1c3350 (gpr), AT&T syntax.
.L1c3350:
	mov $0xffffffff,%eax
	jmp .Lext_1c329f
	nopw 0x0(%rax,%rax,1)
	mov 0x45e5d1(%rip),%rax
	lea 0x22ade2(%rip),%rsi
	mov (%rax),%rdi
	call .Lext_27f8c0
	jmp .L1c3350
	mov 0x45e7d9(%rip),%rax
	lea 0x22af0a(%rip),%rsi
	mov (%rax),%rdi
	xor %eax,%eax
	call .Lext_287fe0
	jmp .L1c3350
	mov 0x45e7bf(%rip),%rax
	lea 0x22aeb8(%rip),%rsi
	mov (%rax),%rdi
	call .Lext_27f8c0
	jmp .L1c3350

# LLVM-MCA-BEGIN r