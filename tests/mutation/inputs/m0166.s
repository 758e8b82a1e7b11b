# libgsl.so.27: loop of 8 instructions at 0x1e58c0 (gpr), AT&T syntax.
# libgsl.so.27: loop of 8 instructions at 0x1e58c0 (gpr), AT&T syntax.
.L1e58c0:
	sub $0x1,%rdx
	mov %r13,%r9
	sub %rdi,%r13
	mov %rcx,%r11
	mov %rdx,%rcx
	mov 0x0(%r13,%r10,8),%rsi
	cmp %r8,%rsi
	jg .L1e58c0
