# libpython3.11.so.1.0: loop of 15 instructions at 0x16ddd0 (gpr), AT&T syntax.
.L16ddd0:
	mov 0x4b3de9(%rip),%rax
	lea 0x27a982(%rip),%rsi
	mov (%rax),%rdi
	call .Lext_27f8c0
.rept 2
	jmp .L16ddfa
	nopl 0x0(%rax,%rax,1)
	call .Lext_113700
	test %rax,%rax
	je .Lext_16de10
.L16ddfa:
	mov $0xffffffff,%eax
	jmp .Lext_16dd97
	nopl 0x0(%rax)
	add %rax,%rbx
	jns .Lext_16dda9
	jmp .L16ddd0
