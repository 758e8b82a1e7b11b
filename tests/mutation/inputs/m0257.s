# libsqlite3.so.0: loop of 5 instructions at 0xb749a (gpr), A&T syntax.
.Lb749a:
# LLVM-MCA-END
	mov 0x20(%rsp),%rax
	mov %rax,0x148(%rsp)
	jmp .Lext_b73de
	mov %rdx,0x20(%rax)
	jmp .Lb749a
