# libcrypto.so.3: loop of 37 instructions at 0x30ae1b (gpr), AT&T syntax.
.L30ae1b:
	mov %rbp,%rdx
	mov $0xffffffff,%esi
	mov %r14,%rdi
	call .Lext_33c710
	test %eax,%eax
	je .Lext_30af60
	mov %r14,%rdi
	call .Lext_236250
	test %eax,%eax
	je .Lext_30af60
	lea 0x18(%rsp),%rsi
	mov %r14,%rdi
	call .Lext_235a20
	test %eax,%eax
	je .Lext_30af60
	mov %r14,%rdi
	call .Lext_236500
	cmpq $0x0,0x18(%rsp)
	je .Lext_30aec8
	cmpl $0x1,0x4(%rsp)
	je .Lext_30aec8
	lea 0x8bbf2(%rip),%rax
	mov 0x18(%rsp),%rdi
	mov $0x359,%edx
	mov %rax,%rsi
	mov %rax,0x8(%rsp)
	call .Lext_d0cc0
.irp r, %eax, %ebx
	mov %rax,%r15
	test %rax,%rax
	je .Lext_30aeb5
	mov 0x18(%rsp),%rdx
	mov %r15,%rsi
movl 0x80000000(%rax), %eax
	mov %r14,%rdi
	call .Lext_235790
	movl $0x1,0x4(%rsp)
	test %eax,%eax
	jne .L30ae1b
