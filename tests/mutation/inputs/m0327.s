# gcc-o3-avx512.so: loop of 37 instructions at 0x2d94 (avx), AT&T syntax.
.L2d94:
	call .Lext_2040
	mov %r15,%rdi
	call .Lext_2040
	mov 0x70(%rsp),%rdi
	call .Lext_2250
	mov 0x68(%rsp),%rax
	mov 0x48(%rsp),%rdi
	mov (%rax),%rcx
	lea 0x5241(%rip),%rdx
	xor %eax,%eax
	xor %esi,%esi
	call .Lext_2210
	mov $0xffffffff,%eax
	jmp .