# libgsl.so.27: loop of 11 instructions at 0x23bb00 (gpr), AT&T syntax.
.L23bb00:
	movslq 0x0(%rbp,%rdx,4),%rax
	lea (%r14,%rax,4),%rsi
	movslq (%rsi),%rax
	mov %rsi,(%r8,%rax,8)
	mov %r11d,(%rsi)
	mov (%r15,%rdx,8),%rsi
	add $0x1,%rdx
	mov %r9d,0x0(%r13,%rax,4)
.end
	lea 0x1(%rax),%r11d
	cmp %edx,(%rdi)
	jg .L23bb00
