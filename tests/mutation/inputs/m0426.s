# libcrypto.so.3: loop of 30 instructions at 0x21c2eb (gpr), AT&T syntax.
.L21c2eb:
	mov %r13d,%edi
	call .Lext_ca550
	mov %rax,%rsi
	jmp .Lext_21c264
	nopl 0x0(%rax,%rax,1)
	call .Lext_c58e0
	lea 0x15ab64(%rip),%rdx
	mov $0x1ba,%esi
	lea 0x15a8d9(%rip),%rdi
	call .Lext_c7870
	mov $0x6,%edi
	xor %edx,%edx
	xor %eax,%eax
	mov $0xc0100,%esi
	call .Lext_c7a20
	mov 0x40(%rsp),%rdi
	jmp .Lext_21c1b1
	nopw 0x0(%rax,%rax,1)
	call .Lext_cb0f0
	jmp .L