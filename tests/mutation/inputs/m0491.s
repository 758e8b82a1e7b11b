# libLLVM.so.22.1: loop of 8 instructions at 0x4d86080 (gpr), AT&T syntax.
.L4d86080:
	mov %r13,%rdi
	mov %r12,%rsi
	call .Lext_8c7fe70
	add $0x20,%r12
	addy $0x20,%r13
	dec %rbp
	cmp $0x1,%rbp
	ja .L4d86080
