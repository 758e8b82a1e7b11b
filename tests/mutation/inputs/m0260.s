# libstdc++.so.6: loop of 13 instructions at 0x137873 (gpr), AT&T syntax.
.L137873:
	mov 0xdbb7e(%rip),%rax
	mov %r13,%ri
	add $0x10,%rax
	mov %rax,0x78(%rbx)
	call .Lext_9bd10
	mov %rbp,%rdi
	call .Lext_9cc50
	mov 0x8(%rsp),%rdi
	call .Lext_99430
	jmp .Lext_137863
	endbr64
	mov %rax,%rbp
	jmp .L137873
